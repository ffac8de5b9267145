"""Changes told in one message, naming the old value and the new (pamport/pipeline/extract/rules/changes.py).

Each kind of single-valued fact (employer, job, home, system/editor/device, diet/marital status) is told in several
frames in English and Portuguese: the new value must be read under its attribute, and the old value taken back
(a retraction of that attribute). Look-alikes (someone else's change, a question, a plan, a hypothesis, a task, a
recipe, a setting in code) must give neither. End to end, the new value supersedes an old one said earlier. The
sentences are written for this file, not taken from the evaluation set (tests/extraction_eval).
"""

from __future__ import annotations

import pytest

from pamport.pipeline.extract.rules import RuleExtractor
from pamport.pipeline.extract.rules.changes import ENGLISH, PORTUGUESE, cessations, told
from pamport.pipeline.extract.rules.extractor import read_retractions
from pamport.pipeline.extract.rules.text import clean, sentences
from pamport.pipeline.slotkeys import ATTRIBUTE_ALIASES, key_for
from tests.rule_general import SENT_AT, keys, reads_kind
from tests.test_changes_general import _conversation, _holding, _statuses

# (sentence, type/attribute, a word of the new value, a word of the old value)
Told = tuple[str, str, str, str]

EMPLOYER_EN: list[Told] = [
    ("I switched jobs from Deloitte to KPMG in March", "fact/employer", "kpmg", "deloitte"),
    ("got transferred from the Leeds branch to Harrogate Infirmary last month", "fact/employer", "harrogate", "leeds"),
    ("left Sainsbury's, I'm at Waitrose now", "fact/employer", "waitrose", "sainsbury"),
    ("quit Amazon, working for Ocado since June", "fact/employer", "ocado", "amazon"),
    ("I jumped from Monzo to Starling, way better culture", "fact/employer", "starling", "monzo"),
    ("after 6 years I finally left Accenture, I work at Capgemini now", "fact/employer", "capgemini", "accenture"),
    ("no more Tesco for me, I'm at Aldi now", "fact/employer", "aldi", "tesco"),
    ("I moved jobs from Barclays to HSBC", "fact/employer", "hsbc", "barclays"),
    ("left Greggs, working at Pret now", "fact/employer", "pret", "greggs"),
    ("I switched companies from Ocado to Tesco", "fact/employer", "tesco", "ocado"),
]
JOB_EN: list[Told] = [
    ("went from junior dev to senior dev, finally", "fact/job_title", "senior dev", "junior dev"),
    ("not a barista anymore, I'm a shift manager now", "fact/job_title", "shift manager", "barista"),
    ("I got promoted from analyst to team lead", "fact/job_title", "team lead", "analyst"),
    ("no longer a student, I'm a junior architect now", "fact/job_title", "architect", "student"),
    ("ex-teacher, now a UX researcher", "fact/job_title", "ux researcher", "teacher"),
    ("I'm not a cashier anymore, I'll be a store supervisor from monday", "fact/job_title", "supervisor", "cashier"),
    ("I'm no longer a paralegal, I'm a solicitor now", "fact/job_title", "solicitor", "paralegal"),
    ("I went from nurse to midwife in two years", "fact/job_title", "midwife", "nurse"),
    ("went from teacher to principal this year", "fact/job_title", "principal", "teacher"),
]
HOME_EN: list[Told] = [
    ("we moved from Manchester to Bristol last spring", "fact/home_city", "bristol", "manchester"),
    ("I relocated from Dublin to Galway for the quiet", "fact/home_city", "galway", "dublin"),
    ("moved out of London, living in Margate now", "fact/home_city", "margate", "london"),
    ("left Brighton, I'm in Hastings now", "fact/home_city", "hastings", "brighton"),
    ("we just moved from Leeds to York, loving it", "fact/home_city", "york", "leeds"),
    ("I've moved from Glasgow to Edinburgh", "fact/home_city", "edinburgh", "glasgow"),
    ("we moved out of Sydney, based in Wollongong now", "fact/home_city", "wollongong", "sydney"),
    ("left Toronto, living in Halifax these days", "fact/home_city", "halifax", "toronto"),
    ("we moved house from Leeds to York", "fact/home_city", "york", "leeds"),
]
ENVIRONMENT_EN: list[Told] = [
    ("switched from Windows to Linux Mint last month", "environment/os", "mint", "windows"),
    ("I finally moved from vim to neovim", "environment/editor", "neovim", "vim"),
    ("swapped my Pixel 7 for an iPhone 15", "environment/device", "iphone", "pixel"),
    ("ditched vscode for zed, much snappier", "environment/editor", "zed", "vscode"),
    ("no more windows for me, running ubuntu on everything", "environment/os", "ubuntu", "windows"),
    ("I migrated from Ubuntu to Fedora", "environment/os", "fedora", "ubuntu"),
    ("traded my iphone 12 for a galaxy s24", "environment/device", "galaxy", "iphone"),
    ("emacs -> neovim, finally", "environment/editor", "neovim", "emacs"),
]
DIET_STATUS_EN: list[Told] = [
    ("went from vegan to vegetarian, cheese won", "preference/diet", "vegetarian", "vegan"),
    ("not vegetarian anymore, pescatarian now", "preference/diet", "pescatarian", "vegetarian"),
    ("I switched from keto to vegetarian", "preference/diet", "vegetarian", "keto"),
    ("no longer vegan, flexitarian now", "preference/diet", "flexitarian", "vegan"),
    ("I switched from vegetarian to vegan in January", "preference/diet", "vegan", "vegetarian"),
    ("ditched keto for vegetarian, feeling great", "preference/diet", "vegetarian", "keto"),
    ("vegan → vegetarian after 5 years", "preference/diet", "vegetarian", "vegan"),
    ("I went from single to engaged in a year lol", "relationship/status", "engaged", "single"),
    ("we went from engaged to married this summer", "relationship/status", "married", "engaged"),
    ("I went from married to divorced, rough year", "relationship/status", "divorced", "married"),
]

EMPLOYER_PT: list[Told] = [
    ("saí da Sonae, agora estou na Jerónimo Martins", "fact/employer", "jeronimo", "sonae"),
    ("fui transferida do Hospital de Santa Maria para o Hospital de São José", "fact/employer", "jose", "maria"),
    ("já não trabalho no Continente, agora trabalho no Pingo Doce", "fact/employer", "pingo doce", "continente"),
    ("saí do Itaú, tô no Nubank agora", "fact/employer", "nubank", "itau"),
    ("larguei a Deloitte, agora estou na PwC", "fact/employer", "pwc", "deloitte"),
    ("saí da Galp, agora trabalho na EDP", "fact/employer", "edp", "galp"),
    ("fui transferida da Fidelidade para a Tranquilidade", "fact/employer", "tranquilidade", "fidelidade"),
    ("saí do Bradesco, agora trabalho no Santander", "fact/employer", "santander", "bradesco"),
    ("larguei a Teleperformance, agora estou na Farfetch", "fact/employer", "farfetch", "teleperformance"),
    ("mudei de emprego, da Farfetch para a Talkdesk", "fact/employer", "talkdesk", "farfetch"),
]
JOB_PT: list[Told] = [
    ("passei de estagiária a analista", "fact/job_title", "analista", "estagiaria"),
    ("já não sou professora, agora sou tradutora", "fact/job_title", "tradutora", "teacher"),
    ("fui promovido de técnico a coordenador", "fact/job_title", "coordenador", "tecnico"),
    ("ex-bancário, agora sou programador", "fact/job_title", "programmer", "bancario"),
    ("deixei de ser enfermeira, agora sou parteira", "fact/job_title", "parteira", "nurse"),
    ("não sou mais garçom, agora sou cozinheiro", "fact/job_title", "cook", "garcom"),
    ("já não sou estudante, agora sou engenheira", "fact/job_title", "engenheira", "student"),
    ("passei de assistente a gestora de projeto", "fact/job_title", "gestora", "assistente"),
]
HOME_PT: list[Told] = [
    ("mudei-me de Braga para o Porto", "fact/home_city", "porto", "braga"),
    ("mudámos de Lisboa para Setúbal no verão", "fact/home_city", "setubal", "lisbon"),
    ("saí de Coimbra, agora moro em Aveiro", "fact/home_city", "aveiro", "coimbra"),
    ("me mudei de Campinas pra Sorocaba", "fact/home_city", "sorocaba", "campinas"),
    ("já não moro em Faro, agora estou em Tavira", "fact/home_city", "tavira", "faro"),
    ("nos mudamos do Rio para Niterói", "fact/home_city", "niteroi", "rio"),
    ("saímos de Sintra, agora vivemos em Cascais", "fact/home_city", "cascais", "sintra"),
    ("mudei de São Paulo para Curitiba em março", "fact/home_city", "curitiba", "sao paulo"),
    ("mudámos de casa, de Braga para Guimarães", "fact/home_city", "guimaraes", "braga"),
]
ENVIRONMENT_PT: list[Told] = [
    ("troquei o Windows pelo Linux", "environment/os", "linux", "windows"),
    ("mudei do vim para o neovim", "environment/editor", "neovim", "vim"),
    ("troquei o meu Android por um iPhone 15", "environment/device", "iphone", "android"),
    ("deixei o Windows de vez, agora uso Ubuntu", "environment/os", "ubuntu", "windows"),
    ("passei do VS Code para o Zed", "environment/editor", "zed", "vs code"),
    ("troquei de iPhone para Pixel 8", "environment/device", "pixel", "iphone"),
    ("migrei do Ubuntu para o Fedora", "environment/os", "fedora", "ubuntu"),
    ("larguei o emacs, agora uso neovim", "environment/editor", "neovim", "emacs"),
]
DIET_STATUS_PT: list[Told] = [
    ("passei de vegana a vegetariana", "preference/diet", "vegetarian", "vegan"),
    ("já não sou vegetariano, agora sou pescetariano", "preference/diet", "pescatarian", "vegetarian"),
    ("deixei de ser vegana, agora sou flexitariana", "preference/diet", "flexitarian", "vegan"),
    ("passei de vegetariana a vegana", "preference/diet", "vegan", "vegetarian"),
    ("não sou mais vegano, agora sou vegetariano", "preference/diet", "vegetarian", "vegan"),
    ("passei de solteira a noiva", "relationship/status", "engaged", "single"),
    ("já não sou casada, agora estou divorciada", "relationship/status", "divorced", "married"),
    ("passei de noiva a casada", "relationship/status", "married", "engaged"),
]

TOLD = [
    *EMPLOYER_EN, *JOB_EN, *HOME_EN, *ENVIRONMENT_EN, *DIET_STATUS_EN,
    *EMPLOYER_PT, *JOB_PT, *HOME_PT, *ENVIRONMENT_PT, *DIET_STATUS_PT,
]  # fmt: skip

_ENVIRONMENT = {"environment/os", "environment/device", "environment/editor", "environment/uses"}


def _taken_back(text: str) -> list[tuple[str, str]]:
    """(``type/attribute``, object) of every fact a message takes back."""
    out = []
    for hit, _ in read_retractions(text, SENT_AT):
        found = hit.finding
        metadata = {"slot": found.slot, "value": found.value} if found.slot and found.value else {}
        key = key_for(found.type, found.content, metadata) or found.type
        kind, _, rest = key.partition("/")
        attribute, _, obj = rest.partition("/")
        out.append((f"{kind}/{ATTRIBUTE_ALIASES.get(f'{kind}/{attribute}', attribute)}", obj))
    return out


def _same_attribute(attribute: str, other: str) -> bool:
    """Systems, devices and editors are taken back as one environment (docs/consolidation.md, "Retractions")."""
    return attribute == other or (attribute in _ENVIRONMENT and other in _ENVIRONMENT)


@pytest.mark.parametrize(("text", "attribute", "new", "old"), TOLD, ids=[t[0][:45] for t in TOLD])
def test_the_new_value_is_read_under_its_attribute(text: str, attribute: str, new: str, old: str) -> None:
    assert reads_kind(text, attribute, new), keys(text)
    # and only once: no second value of the attribute beside it
    assert [k for k, _, _ in keys(text)].count(attribute) == 1, keys(text)


@pytest.mark.parametrize(("text", "attribute", "new", "old"), TOLD, ids=[t[0][:45] for t in TOLD])
def test_the_old_value_is_taken_back(text: str, attribute: str, new: str, old: str) -> None:
    taken = _taken_back(text)
    assert any(_same_attribute(attribute, a) and old in obj for a, obj in taken), taken
    assert not any(new in obj and new not in old for _, obj in taken), taken


# Sentences that tell no change of the user's: someone else's, asked about, planned or imagined, a task about
# someone else, a recipe, a setting in code or a shell.
LOOK_ALIKES_EN = [
    "my sister moved from Leeds to York",
    "should I switch from Windows to Mac?",
    "thinking about leaving my job at Tesco for Aldi",
    "if I moved from Leeds to York would rent be cheaper?",
    "switch from tabs to spaces in the config",
    "swap butter for margarine in this recipe",
    "my husband left Deloitte, he's at KPMG now",
    "write a story where Tom moves from Paris to Rome",
    "change the default shell from bash to zsh",
    "migrate the database from postgres to mysql",
    "my brother is not a student anymore, he's a nurse now",
    "I went from London to Paris by train",
    "things went from bad to worse",
    "left my keys at home, I'm at the office now",
    # a stay, a move between offices
    "I left Leeds for a week, I'm in Paris now",
    "we left Porto on Friday, we're in Lisbon now for the conference",
    "I moved from the Manchester office to the London office",
    # pasted or quoted text
    "proofread this for me:\n> I moved from Leeds to York last year and switched from Windows to Linux.",
    'fix the grammar: "we moved from Manchester to Bristol last spring"',
    "```\n# switched from vim to neovim\n```\nwhy does this not parse?",
]
LOOK_ALIKES_PT = [
    "a minha irmã mudou-se de Braga para o Porto",
    "devo trocar o Windows pelo Mac?",
    "se eu me mudasse de Lisboa para o Porto, seria mais barato?",
    "troca a manteiga pela margarina nesta receita",
    "o meu marido saiu da Deloitte, agora está na PwC",
    "muda o shell de bash para zsh",
    "escreve uma história em que o João se muda de Paris para Roma",
    "o meu irmão já não é estudante, agora é enfermeiro",
    "estou a pensar sair da Sonae para a Galp",
    "deixei o casaco no café, agora estou em casa",
    "saí do cinema agora, estou no metro",
    "saí de Lisboa no sábado, agora estou em Madrid para o congresso",
    'traduz isto: "mudei-me de Braga para o Porto e troquei o Windows pelo Linux"',
]
_CHANGED = {
    "fact/employer", "fact/job_title", "fact/home_city", "environment/os", "environment/editor",
    "environment/device", "environment/uses", "preference/diet", "relationship/status",
}  # fmt: skip


@pytest.mark.parametrize("text", LOOK_ALIKES_EN + LOOK_ALIKES_PT)
def test_a_look_alike_tells_no_change(text: str) -> None:
    assert not [c for s in sentences(clean(text)) for c in (*told(s, ENGLISH), *told(s, PORTUGUESE))]
    assert not [c for s in sentences(clean(text)) for c in cessations(s)]
    assert not [k for k in keys(text) if k[0] in _CHANGED], keys(text)


# End to end: an earlier statement in one conversation, the change in a later one; the new value is current and
# the old one superseded (or retracted) — (earlier, change, a word of the old value only, a word of the new only).
SUPERSEDED: list[tuple[str, str, str, str]] = [
    ("I work at Sainsbury's.", "left Sainsbury's, I'm at Waitrose now", "Sainsbury", "Waitrose"),
    ("I live in Brighton.", "left Brighton, I'm in Hastings now", "Brighton", "Hastings"),
    ("I'm a paralegal.", "I'm no longer a paralegal, I'm a solicitor now", "paralegal", "solicitor"),
    ("I'm a cashier.", "I'm not a cashier anymore, I'll be a store supervisor from monday", "cashier", "supervisor"),
    ("I use Ubuntu.", "I migrated from Ubuntu to Fedora", "Ubuntu", "Fedora"),
    ("I'm engaged.", "we went from engaged to married this summer", "engaged", "married"),
    ("Trabalho na Galp.", "saí da Galp, agora trabalho na EDP", "Galp", "EDP"),
    ("Moro em Sintra.", "saímos de Sintra, agora vivemos em Cascais", "Sintra", "Cascais"),
    ("Uso Windows.", "Já estou a trabalhar no Mac a tempo inteiro, deixei o Windows de vez", "Windows", "mac"),
    ("Sou estagiária.", "passei de estagiária a analista", "estagiária", "analista"),
    ("Sou vegetariana.", "passei de vegetariana a vegana", "vegetariana", "vegana"),
]


@pytest.mark.parametrize(("before", "after", "old", "new"), SUPERSEDED)
def test_the_change_supersedes_the_old_value(before: str, after: str, old: str, new: str) -> None:
    memories = _statuses(before, after)
    assert _holding(memories, new) == ["active"], memories
    assert _holding(memories, old) and set(_holding(memories, old)) <= {"superseded", "retracted"}, memories


def test_a_change_told_by_someone_else_leaves_the_old_value_current() -> None:
    memories = _statuses("I work at Deloitte.", "my husband left Deloitte, he's at KPMG now")
    assert _holding(memories, "Deloitte") == ["active"], memories
    assert not _holding(memories, "KPMG"), memories


def test_the_old_value_read_from_the_change_itself_is_not_current() -> None:
    # the rules alone would read nothing here; with the change, one employer, the new one, is current
    extractor = RuleExtractor()
    drafts = list(extractor.extract(_conversation("c1", "I've moved jobs from Barclays to HSBC, any tips?", SENT_AT)))
    employers = [d for d in drafts if d.metadata.get("slot") == "fact.employer" and not d.metadata.get("retracts")]
    assert [d.content for d in employers] == ["User works at HSBC"], drafts
