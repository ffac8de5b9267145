"""Changes over time whose new value the rules used to lose or take back, by structural cause, end to end.

Two causes, each with changes in English and Portuguese (European and Brazilian) and look-alikes that must retire
nothing. The sentences are written for this file, not taken from the evaluation set (tests/extraction_eval).

* **The new value after the end of the old one.** A change often says first what stopped and then what replaced
  it, in a later clause and without its subject ("not on the buses anymore, I took a dispatcher job", "left the
  restaurant for good, got hired as a sous chef", "cansei do trânsito, fomos morar em Maricá"). The paraphrases
  that read such events were tried at a sentence's start only, and a clause was cut only before a first-person
  word: the new value was lost and the old one stayed current. A paraphrase now starts a clause of its own after a
  comma, every clause reads the paraphrases, and a clause that follows what a relative did ("my sister left
  Tesco, started at Lloyds") is still the relative's.
* **The old value taken back with the new one in the same message, the two sharing words.** "ditched my old
  thinkpad for a thinkpad x1 carbon" takes back a ThinkPad and names one; "no longer a nurse, a nurse practitioner
  now" takes back a job whose name is inside the new one. The retraction covered the new value too, and a model cut
  at "Pro" or at a lower-case model number ("MacBook", "Galaxy") made the new device the old one said again. A
  memory last said in the retraction's own message under another key now stays, and models keep their "Pro" and
  their number.
* **A partner married, named in the telling.** "eu e a Tainá casamos no civil" was read as "nós casamos": the user
  was married, to nobody, and the girlfriend named before was merely ended; "I married Alex in June" was read as
  nothing. The name is now kept ("casei com a Tainá", "I'm married to Alex"), so the partner becomes the spouse; a
  marriage only imagined, asked about or someone else's, and an engagement, change nothing.
* **A new employer said with the unit or the line of work.** "started monday in the eye clinic at Leeds General
  Infirmary", "started in IT support at NHS Lothian" named no employer (only "started at X" did); "comecei no
  armazém da Sonae" filed "armazém da Sonae" as the employer, another one than "Sonae". The unit is now read past
  and the slot is the organisation's (the memory still says the unit), so the same employer said with its unit
  stays one employer.
* **A new home said by having arrived.** "Já estamos em Tavira!", "finalmente estou a viver em Braga" said where
  the user lives now, as "we're finally in York" did in English, but no Portuguese rule read it. A stay (a
  congress, holidays, a weekend, a hospital, someone's house) and someone else's arrival are no home.
* **A new system installed on the user's own machine.** "put ubuntu on the thinkpad", "instalei o ubuntu no
  portátil" said nothing the rules read, so Windows stayed current. A system put on the user's own machine is the
  system they are on now; one put on someone else's machine, on a USB stick, or only asked about is not.
"""

from __future__ import annotations

import pytest

from pamport.pipeline.extract.rules import RuleExtractor
from pamport.pipeline.memories import draft_to_memory
from pamport.pipeline.merge import consolidate
from tests.test_changes_general import AFTER, BEFORE, _conversation


def _slots(before: str, after: str) -> dict[str, list[str]]:
    """The statuses of the memories of every slot once both messages are read and consolidated."""
    extractor = RuleExtractor()
    drafts = [
        *extractor.extract(_conversation("c1", before, BEFORE)),
        *extractor.extract(_conversation("c2", after, AFTER)),
    ]
    out: dict[str, list[str]] = {}
    for memory in consolidate([draft_to_memory(d) for d in drafts]).memories:
        extra = memory.metadata.model_extra if memory.metadata is not None else None
        slot = str((extra or {}).get("slot"))
        out.setdefault(slot, []).append(str(memory.status))
    return out


def _changed(slots: dict[str, list[str]], old: str, new: str) -> None:
    assert slots.get(new) == ["active"], slots
    assert slots.get(old) and set(slots[old]) <= {"superseded", "retracted"}, slots


# (earlier statement, later change, old slot, new slot)
LATER_CLAUSE: list[tuple[str, str, str, str]] = [
    (
        "i'm a bus driver in Leicester",
        "big week, not on the buses anymore, I took a dispatcher job at Arriva",
        "fact/job_title/bus driver",
        "fact/job_title/dispatcher",
    ),
    (
        "I'm a line cook at a burger place",
        "left the restaurant for good, got hired as a sous chef by Hawksmoor",
        "fact/job_title/line cook",
        "fact/job_title/sous chef",
    ),
    (
        "I work at Tesco on the tills",
        "done with retail now, I started at Lloyds Bank on monday",
        "fact/employer/tesco",
        "fact/employer/lloyds bank",
    ),
    (
        "I live in Leeds with two flatmates",
        "the flat hunt is over, finally settled in Harrogate",
        "fact/home_city/leeds",
        "fact/home_city/harrogate",
    ),
    (
        "I'm a postie in Paisley",
        "no more early rounds, started as a junior developer at Skyscanner",
        "fact/job_title/postie",
        "fact/job_title/junior developer",
    ),
    (
        "I'm vegan",
        "ok so no more vegan for me, went vegetarian in june",
        "preference/diet/vegan",
        "preference/diet/vegetarian",
    ),
    (
        "sou motorista de uber aqui em BH",
        "n rodo mais de uber, consegui vaga de porteiro num prédio",
        "fact/job_title/motorista de uber",
        "fact/job_title/porteiro",
    ),
    (
        "sou rececionista num hotel em Faro",
        "já chega de hotelaria, arranjei emprego como assistente administrativa na câmara",
        "fact/job_title/rececionista",
        "fact/job_title/assistente administrativa",
    ),
    (
        "trabalho no Bradesco como caixa",
        "saí do banco mês passado, fui contratada pela Natura",
        "fact/employer/bradesco",
        "fact/employer/natura",
    ),
    (
        "moro em Braga com a minha irmã",
        "acabou a casa dos pais, mudámo-nos para Guimarães",
        "fact/home_city/braga",
        "fact/home_city/guimaraes",
    ),
    (
        "eu moro em Niterói",
        "cansei do trânsito, fomos morar em Maricá",
        "fact/home_city/niteroi",
        "fact/home_city/marica",
    ),
    (
        "moro em Osasco",
        "aluguel subiu demais, a gente se mudou pra Barueri",
        "fact/home_city/osasco",
        "fact/home_city/barueri",
    ),
]


@pytest.mark.parametrize(("before", "after", "old", "new"), LATER_CLAUSE)
def test_a_new_value_after_the_end_of_the_old_one_replaces_it(before: str, after: str, old: str, new: str) -> None:
    _changed(_slots(before, after), old, new)


# (earlier statement, a later sentence about someone else, a plan, a question or a visit, the slot that stays)
LATER_CLAUSE_LOOK_ALIKES: list[tuple[str, str, str]] = [
    (
        "I work at Tesco on the tills",
        "my husband is done with retail, got hired as a manager by Aldi",
        "fact/employer/tesco",
    ),
    (
        "I work at Tesco on the tills",
        "my sister left Tesco last month, started at Lloyds Bank on monday",
        "fact/employer/tesco",
    ),
    (
        "I'm a bus driver",
        "if I ever leave the buses, should I take a dispatcher job at Arriva?",
        "fact/job_title/bus driver",
    ),
    ("I live in Leeds", "not home this week, we're in Lisbon for a conference", "fact/home_city/leeds"),
    ("I live in Leeds", "my parents sold the house, finally settled in Harrogate", "fact/home_city/leeds"),
    ("I live in Leeds", "we bought a caravan too, a little place in Filey for weekends", "fact/home_city/leeds"),
    ("I'm vegan", "my flatmate is done with veganism, went vegetarian in june", "preference/diet/vegan"),
    ("moro em Niterói", "a minha irmã cansou do trânsito, foram morar em Maricá", "fact/home_city/niteroi"),
    ("trabalho no Bradesco", "a minha mãe saiu do banco, foi contratada pela Natura", "fact/employer/bradesco"),
    ("sou garçom num bar", "se eu largar o bar, consigo vaga de recepcionista num hotel?", "fact/job_title/garcom"),
    ("moro em Braga", "os meus pais venderam a casa, mudaram-se para Guimarães", "fact/home_city/braga"),
    ("moro em Osasco", "semana que vem a gente vai pra Barueri, tem hotel bom?", "fact/home_city/osasco"),
]


@pytest.mark.parametrize(("before", "after", "kept"), LATER_CLAUSE_LOOK_ALIKES)
def test_a_later_clause_about_someone_else_or_a_plan_retires_nothing(before: str, after: str, kept: str) -> None:
    assert _slots(before, after).get(kept) == ["active"]


# (earlier statement, a change that takes the old value back and names a new one sharing its words, old, new)
SHARED_WORDS: list[tuple[str, str, str, str]] = [
    (
        "I have a kindle paperwhite",
        "got rid of the old kindle, bought a kindle colorsoft last week",
        "environment/device/kindle paperwhite",
        "environment/device/kindle colorsoft",
    ),
    (
        "my laptop is a thinkpad t480",
        "ditched my old thinkpad for a thinkpad x1 carbon",
        "environment/device/thinkpad t480",
        "environment/device/thinkpad x1 carbon",
    ),
    (
        "I'm a nurse on a surgical ward",
        "I'm no longer just a nurse, I'm a nurse practitioner now",
        "fact/job_title/nurse",
        "fact/job_title/nurse practitioner",
    ),
    (
        "I'm a developer at a small agency",
        "I'm no longer a developer, I'm a lead developer now",
        "fact/job_title/developer",
        "fact/job_title/lead developer",
    ),
    (
        "sou enfermeira em Braga",
        "não sou mais enfermeira, agora sou enfermeira-chefe",
        "fact/job_title/nurse",
        "fact/job_title/enfermeira-chefe",
    ),
    (
        "tenho um iPad de 2018",
        "vendi o iPad velho e comprei um iPad Air",
        "environment/device/ipad",
        "environment/device/ipad air",
    ),
    (
        "trabalho num MacBook Air de 2017",
        "troquei o MacBook Air por um MacBook Pro M3",
        "environment/device/macbook air",
        "environment/device/macbook pro m3",
    ),
    (
        "uso um macbook air",
        "vendi o macbook air, agora tenho um macbook pro",
        "environment/device/macbook air",
        "environment/device/macbook pro",
    ),
    (
        "tenho um galaxy a12",
        "vendi o meu galaxy antigo e peguei um galaxy s24",
        "environment/device/galaxy a12",
        "environment/device/galaxy s24",
    ),
    (
        "sou engenheira numa fábrica em Aveiro",
        "já não sou engenheira, agora sou engenheira de dados",
        "fact/job_title/engenheira",
        "fact/job_title/engenheira de dados",
    ),
]


@pytest.mark.parametrize(("before", "after", "old", "new"), SHARED_WORDS)
def test_a_retraction_leaves_the_new_value_its_own_message_names(before: str, after: str, old: str, new: str) -> None:
    _changed(_slots(before, after), old, new)


# (earlier statement, a later sentence that takes back another device, or someone else's, or only asks, kept slot)
SHARED_WORDS_LOOK_ALIKES: list[tuple[str, str, str]] = [
    ("I have an iPad Air and an iPad mini", "sold the iPad mini, the Air is plenty", "environment/device/ipad air"),
    (
        "tenho um MacBook Air",
        "a minha filha trocou o MacBook Air dela por um MacBook Pro",
        "environment/device/macbook air",
    ),
    ("I'm a nurse", "my sister is no longer a nurse, she's a nurse practitioner now", "fact/job_title/nurse"),
    ("uso um galaxy s21", "devo trocar o galaxy s21 por um galaxy s24?", "environment/device/galaxy s21"),
    (
        "I have a kindle paperwhite",
        "thinking of swapping the kindle for a kindle scribe, worth it?",
        "environment/device/kindle paperwhite",
    ),
    (
        "sou engenheira numa fábrica em Aveiro",
        "o meu marido já não é engenheiro, agora é engenheiro de dados",
        "fact/job_title/engenheira",
    ),
]


@pytest.mark.parametrize(("before", "after", "kept"), SHARED_WORDS_LOOK_ALIKES)
def test_a_look_alike_of_a_shared_word_change_retires_nothing(before: str, after: str, kept: str) -> None:
    assert _slots(before, after).get(kept) == ["active"]


def test_a_memory_of_the_very_key_taken_back_in_the_same_message_is_retracted() -> None:
    """An assertion read from the negation itself ("not vegan anymore" misread as "vegan") is no new value."""
    slots = _slots("I'm vegan", "I'm not vegan anymore, cheese won")
    assert slots.get("preference/diet/vegan") == ["retracted"], slots


# (earlier statement naming a partner, the marriage said with the partner as the other half of "we", old, new)
MARRIED_PARTNER: list[tuple[str, str, str, str]] = [
    (
        "my partner Alex works nights",
        "I married Alex in June, how do I change my name on my passport?",
        "relationship/partner/alex",
        "relationship/spouse/alex",
    ),
    (
        "my girlfriend Sam is a nurse",
        "I just married Sam at the registry office!! honeymoon ideas?",
        "relationship/partner/sam",
        "relationship/spouse/sam",
    ),
    (
        "my boyfriend Jo hates camping",
        "I finally married Jo last weekend, any tips for thank you cards?",
        "relationship/partner/jo",
        "relationship/spouse/jo",
    ),
    (
        "Me and my girlfriend Priya live in Leeds",
        "I married Priya on saturday, what paperwork do we need?",
        "relationship/partner/priya",
        "relationship/spouse/priya",
    ),
    (
        "a minha namorada, a Tainara, adora sushi",
        "eu e a Tainara casamos no civil sábado, e agora?",
        "relationship/partner/tainara",
        "relationship/spouse/tainara",
    ),
    (
        "meu namorado, o Caio, é dentista",
        "eu e o Caio antecipamos e casamos no cartório ontem",
        "relationship/partner/caio",
        "relationship/spouse/caio",
    ),
    (
        "o meu namorado, o Rui, vive em Braga",
        "o Rui e eu casámos em setembro, que papéis tenho de mudar?",
        "relationship/partner/rui",
        "relationship/spouse/rui",
    ),
    (
        "a minha namorada, a Inês, é professora",
        "eu e a Inês finalmente casámos! onde passamos a lua de mel?",
        "relationship/partner/ines",
        "relationship/spouse/ines",
    ),
]


@pytest.mark.parametrize(("before", "after", "old", "new"), MARRIED_PARTNER)
def test_a_partner_married_becomes_the_spouse(before: str, after: str, old: str, new: str) -> None:
    _changed(_slots(before, after), old, new)


# (earlier statement naming a partner, someone else's wedding, one imagined, asked about or only planned, kept)
MARRIED_LOOK_ALIKES: list[tuple[str, str, str]] = [
    (
        "my girlfriend Sam is a nurse",
        "my sister and her boyfriend Tom got married last weekend",
        "relationship/partner/sam",
    ),
    ("my girlfriend Sam is a nurse", "if Sam and I got married, would I change my name?", "relationship/partner/sam"),
    ("my girlfriend Sam is a nurse", "Sam and I got engaged!!", "relationship/partner/sam"),
    ("my girlfriend Sam is a nurse", "should I marry Sam this year or wait?", "relationship/partner/sam"),
    (
        "a minha namorada, a Inês, é professora",
        "a Ana e o Pedro casaram no sábado, que prenda dou?",
        "relationship/partner/ines",
    ),
    ("a minha namorada, a Inês, é professora", "eu e a Inês vamos casar em maio", "relationship/partner/ines"),
    ("meu namorado, o Caio, é dentista", "será que eu e o Caio devíamos casar?", "relationship/partner/caio"),
    ("my girlfriend Sam is a nurse", "If I married Sam, would I change my name?", "relationship/partner/sam"),
]


@pytest.mark.parametrize(("before", "after", "kept"), MARRIED_LOOK_ALIKES)
def test_a_wedding_not_the_users_or_not_yet_changes_no_partner(before: str, after: str, kept: str) -> None:
    assert _slots(before, after).get(kept) == ["active"]


# (earlier employer, a new one said with the unit or the line of work, old slot, new slot)
EMPLOYER_WITH_UNIT: list[tuple[str, str, str, str]] = [
    (
        "I work at ClearView Opticians in Bradford",
        "started monday in the eye clinic at Leeds General Infirmary, bit nervous",
        "fact/employer/clearview opticians",
        "fact/employer/leeds general infirmary",
    ),
    (
        "I work at Royal Mail",
        "just started in IT support at NHS Lothian, how do I learn active directory?",
        "fact/employer/royal mail",
        "fact/employer/nhs lothian",
    ),
    (
        "I work at Tesco",
        "I started last week on the cardiology ward at St James's Hospital",
        "fact/employer/tesco",
        "fact/employer/st james's hospital",
    ),
    (
        "I work at Greggs",
        "started in sales at Salesforce on monday, any cold calling tips?",
        "fact/employer/greggs",
        "fact/employer/salesforce",
    ),
    (
        "trabalho no Pingo Doce",
        "comecei a trabalhar no armazém da Sonae, como aguento os turnos?",
        "fact/employer/pingo doce",
        "fact/employer/sonae",
    ),
    (
        "trabalho na Natura",
        "comecei ontem na farmácia do Hospital de Braga",
        "fact/employer/natura",
        "fact/employer/hospital de braga",
    ),
    (
        "trabalho no Itaú",
        "entrei no departamento de marketing da Farfetch semana passada",
        "fact/employer/itau",
        "fact/employer/farfetch",
    ),
    (
        "trabalho na Renner",
        "comecei a trabalhar na loja da Zara do shopping, q roupa uso?",
        "fact/employer/renner",
        "fact/employer/zara",
    ),
]


@pytest.mark.parametrize(("before", "after", "old", "new"), EMPLOYER_WITH_UNIT)
def test_a_new_employer_said_with_its_unit_replaces_the_old(before: str, after: str, old: str, new: str) -> None:
    _changed(_slots(before, after), old, new)


# (earlier employer, someone else's start, a school, the same employer's unit, a question, the slot that stays)
EMPLOYER_WITH_UNIT_LOOK_ALIKES: list[tuple[str, str, str]] = [
    ("I work at Tesco", "my wife started monday in the warehouse at Amazon", "fact/employer/tesco"),
    ("I work at Tesco", "my son started in year 10 at Hillside School today", "fact/employer/tesco"),
    ("I work at Tesco", "started in the sixth form at Leeds Grammar, lol jk that was 2009", "fact/employer/tesco"),
    ("trabalho na Sonae", "comecei no armazém da Sonae esta semana, mudei de turno", "fact/employer/sonae"),
    ("trabalho na Sonae", "a minha irmã começou no armazém da Sonae", "fact/employer/sonae"),
    ("trabalho na Natura", "devo aceitar a vaga na farmácia do Hospital de Braga?", "fact/employer/natura"),
    ("I work at Tesco", "should I apply for a job in the warehouse at Amazon?", "fact/employer/tesco"),
]


@pytest.mark.parametrize(("before", "after", "kept"), EMPLOYER_WITH_UNIT_LOOK_ALIKES)
def test_a_unit_of_the_same_employer_or_someone_elses_start_changes_nothing(before: str, after: str, kept: str) -> None:
    assert _slots(before, after).get(kept) == ["active"]


# (earlier home, the new one said by having arrived there, old slot, new slot)
ARRIVED: list[tuple[str, str, str, str]] = [
    (
        "moro em Faro com o meu marido",
        "Já estamos em Tavira! a casa ainda está cheia de caixotes",
        "fact/home_city/faro",
        "fact/home_city/tavira",
    ),
    (
        "moro em Lisboa há dez anos",
        "finalmente estou a viver em Braga, que alívio",
        "fact/home_city/lisbon",
        "fact/home_city/braga",
    ),
    (
        "moro em Campinas",
        "já estamos em Curitiba, a mudança chegou ontem",
        "fact/home_city/campinas",
        "fact/home_city/curitiba",
    ),
    (
        "eu moro em Niterói",
        "finalmente tô morando em Petrópolis, bora achar academia",
        "fact/home_city/niteroi",
        "fact/home_city/petropolis",
    ),
    (
        "moro em Coimbra com a minha namorada",
        "enfim estamos instalados em Aveiro, o que há para fazer?",
        "fact/home_city/coimbra",
        "fact/home_city/aveiro",
    ),
    (
        "vivo no Porto",
        "já estou a morar em Viseu, preciso de um médico de família",
        "fact/home_city/porto",
        "fact/home_city/viseu",
    ),
    (
        "moro em Recife",
        "já estamos em Olinda!! qual feira vale a pena?",
        "fact/home_city/recife",
        "fact/home_city/olinda",
    ),
    ("I live in Leeds", "we're finally in York, boxes everywhere", "fact/home_city/leeds", "fact/home_city/york"),
]


@pytest.mark.parametrize(("before", "after", "old", "new"), ARRIVED)
def test_a_home_said_by_having_arrived_replaces_the_old(before: str, after: str, old: str, new: str) -> None:
    _changed(_slots(before, after), old, new)


# (earlier home, a stay, a hospital, someone else's arrival, a move only thought about, the slot that stays)
ARRIVED_LOOK_ALIKES: list[tuple[str, str, str]] = [
    ("moro em Faro", "já estou em Paris para o congresso, onde janto?", "fact/home_city/faro"),
    ("moro em Faro", "finalmente estamos em Roma de férias!", "fact/home_city/faro"),
    ("moro em Faro", "já estamos no hospital, a bebé está a nascer", "fact/home_city/faro"),
    ("moro em Campinas", "a minha irmã já está em Curitiba, manda beijos", "fact/home_city/campinas"),
    ("moro em Campinas", "já estou em casa da minha mãe em Santos até domingo", "fact/home_city/campinas"),
    ("moro em Faro", "já estamos em Tavira para o fim de semana, onde almoçar?", "fact/home_city/faro"),
    ("moro em Lisboa", "devíamos mudar-nos para Braga? já estou farta do trânsito", "fact/home_city/lisbon"),
]


@pytest.mark.parametrize(("before", "after", "kept"), ARRIVED_LOOK_ALIKES)
def test_a_stay_or_someone_elses_arrival_moves_nobody(before: str, after: str, kept: str) -> None:
    assert _slots(before, after).get(kept) == ["active"]


# (earlier system, a new one installed on the user's own machine, old slot, new slot)
INSTALLED: list[tuple[str, str, str, str]] = [
    (
        "I'm on Windows 10 at home",
        "right i put ubuntu on the thinkpad, no going back, how do i get steam?",
        "environment/os/windows 10",
        "environment/os/ubuntu",
    ),
    (
        "I use Windows",
        "I installed Fedora on my laptop last night, which browser should I use?",
        "environment/os/windows",
        "environment/os/fedora",
    ),
    (
        "I'm on windows 11",
        "finally installed linux mint on my old laptop, what should I set up first?",
        "environment/os/windows 11",
        "environment/os/linux mint",
    ),
    (
        "I use Ubuntu on my PC",
        "installed windows 11 on my gaming pc for the games, sad",
        "environment/os/ubuntu",
        "environment/os/windows 11",
    ),
    (
        "uso Windows 10 em casa",
        "instalei o ubuntu no portátil, como instalo o vs code?",
        "environment/os/windows 10",
        "environment/os/ubuntu",
    ),
    ("uso o windows", "pus linux no pc velho e agora voa", "environment/os/windows", "environment/os/linux"),
    (
        "uso Windows",
        "coloquei o ubuntu no notebook ontem, como instalo o spotify?",
        "environment/os/windows",
        "environment/os/ubuntu",
    ),
    (
        "uso Windows 11",
        "já instalei o fedora no meu portátil novo",
        "environment/os/windows 11",
        "environment/os/fedora",
    ),
]


@pytest.mark.parametrize(("before", "after", "old", "new"), INSTALLED)
def test_a_system_installed_on_the_users_machine_replaces_the_old(before: str, after: str, old: str, new: str) -> None:
    _changed(_slots(before, after), old, new)


# (earlier system, one installed for someone else, on a stick, only asked about, the slot that stays)
INSTALLED_LOOK_ALIKES: list[tuple[str, str, str]] = [
    ("I use Windows", "I installed ubuntu on my dad's laptop, how do I update it?", "environment/os/windows"),
    ("I use Windows", "should I put ubuntu on the thinkpad?", "environment/os/windows"),
    ("I use Windows", "put ubuntu on a usb stick to try it", "environment/os/windows"),
    ("uso Windows", "instalei o ubuntu no portátil do meu pai", "environment/os/windows"),
    ("uso Windows", "devo pôr linux no pc?", "environment/os/windows"),
    ("uso Windows", "instalei o ubuntu numa pen para testar", "environment/os/windows"),
    ("I use Windows", "my brother installed Fedora on his laptop", "environment/os/windows"),
]


@pytest.mark.parametrize(("before", "after", "kept"), INSTALLED_LOOK_ALIKES)
def test_a_system_installed_elsewhere_or_asked_about_changes_nothing(before: str, after: str, kept: str) -> None:
    assert _slots(before, after).get(kept) == ["active"]
