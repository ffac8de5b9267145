"""More kinds of sentence anyone uses about their life, in English and, where the kind exists, Portuguese, and
look-alikes that must give nothing: a job introduced with its workplace ("… at Shopify here"), a home said in the
present after what led to it, a new workplace said as where the user is now after leaving the old one, a
household's diet taken up, an event signed up for, a language picked up, children named in a predicate, and an
age about to be reached.

Every sentence here was written for this file (not taken from tests/extraction_eval): lower case, typos, slang,
said in passing before a request. A case names the canonical ``type/attribute`` its memory must reach (as
consolidation keys it, see pamport.pipeline.slotkeys) and a word its object or, failing that, its content must
hold. Look-alikes (someone else's fact, a hypothetical, a question, a task, pasted text) must give no memory of
the kind.
"""

from __future__ import annotations

import pytest

from tests.rule_general import keys as _keys
from tests.rule_general import reads as _reads
from tests.test_changes_by_cause import _changed, _slots


def _kinds(text: str) -> set[str]:
    return {key for key, _, _ in _keys(text)}


def _ids(cases: list[tuple[str, str, str]]) -> list[str]:
    return [f"{t[:40]}-{slot}-{word}" for t, slot, word in cases]


def _decoy_ids(cases: list[str]) -> list[str]:
    return [t[:40] for t in cases]


# ---- a job introduced with its workplace, as a greeting ----------------------------------------------------------

JOB_AT_HERE: list[tuple[str, str, str]] = [
    ("data analyst at Monzo here - how do i pivot a table in sql", "fact/job_title", "data analyst"),
    ("data analyst at Monzo here - how do i pivot a table in sql", "fact/employer", "monzo"),
    ("backend engineer at Ocado here, need help with kafka consumers", "fact/employer", "ocado"),
    ("hi! paralegal at Clifford Chance here. whats a polite way to chase a client", "fact/job_title", "paralegal"),
    ("hi! paralegal at Clifford Chance here. whats a polite way to chase a client", "fact/employer", "clifford chance"),
    ("teaching assistant @ Greenfield Primary here, any phonics games?", "fact/employer", "greenfield primary"),
    ("ok so, line cook at Wagamama here lol, how do i ask for more hours", "fact/job_title", "line cook"),
    ("graduate engineer at Arup here, first week and im lost", "fact/employer", "arup"),
    ("hey, senior data engineer at Skyscanner here", "fact/job_title", "senior data engineer"),
    ("hey, senior data engineer at Skyscanner here", "fact/employer", "skyscanner"),
    ("night porter at the Balmoral here, slow shift so quick q", "fact/job_title", "night porter"),
]

JOB_AT_HERE_DECOYS = [
    "anyone else at Google here?",
    "is there a data analyst at Monzo here?",
    "stuck at Heathrow here, flight delayed again",
    "big fan at Anfield here tonight!!",
    "the new manager at Tesco here is awful",
    "write a bio: 'data analyst at Monzo here, love sql'",
]


@pytest.mark.parametrize(("text", "slot", "word"), JOB_AT_HERE, ids=_ids(JOB_AT_HERE))
def test_job_at_workplace_here_is_read(text: str, slot: str, word: str) -> None:
    assert _reads(text, slot, word), _keys(text)


@pytest.mark.parametrize("text", JOB_AT_HERE_DECOYS, ids=_decoy_ids(JOB_AT_HERE_DECOYS))
def test_job_at_workplace_look_alike_gives_nothing(text: str) -> None:
    assert not {"fact/employer", "fact/job_title"} & _kinds(text), _keys(text)


# ---- a home said in the present, after what led to it, without its subject ----------------------------------------

HOME_NOW: list[tuple[str, str, str]] = [
    ("sold the house in Bath, living in Frome now", "fact/home_city", "frome"),
    ("finally moved, now living in Leith. whats a good gym near the shore", "fact/home_city", "leith"),
    ("left london in march, living in brighton now", "fact/home_city", "brighton"),
    ("quit the city life, living in Kendal now with the dog", "fact/home_city", "kendal"),
    ("new job new flat, living in Manchester now", "fact/home_city", "manchester"),
    ("finished uni and currently living in Cardiff, need a cheap gym", "fact/home_city", "cardiff"),
    ("ok update: broke up, living in Glasgow now. need a budget", "fact/home_city", "glasgow"),
    ("we sold up and now living in Porto", "fact/home_city", "porto"),
]

HOME_NOW_DECOYS = [
    "my sister sold her flat, living in York now",
    "my mum moved, now living in Bristol",
    "what's it like living in Bristol?",
    "thinking about living in Leeds, is it pricey",
    "if i end up living in London, how much is rent",
    "write a character who sold her house, living in Paris now",
]


@pytest.mark.parametrize(("text", "slot", "word"), HOME_NOW, ids=_ids(HOME_NOW))
def test_home_said_after_what_led_to_it_is_read(text: str, slot: str, word: str) -> None:
    assert _reads(text, slot, word), _keys(text)


@pytest.mark.parametrize("text", HOME_NOW_DECOYS, ids=_decoy_ids(HOME_NOW_DECOYS))
def test_home_look_alike_gives_nothing(text: str) -> None:
    assert "fact/home_city" not in _kinds(text), _keys(text)


# ---- a new workplace said as where the user is now, after leaving the old one ------------------------------------

EMPLOYER_NOW: list[tuple[str, str, str]] = [
    ("quit my job at Aldi, I'm now with Lidl", "fact/employer", "lidl"),
    ("handed in my notice at the council, I'm at Capita now", "fact/employer", "capita"),
    ("left Sky in the summer and I'm at the BBC now", "fact/employer", "bbc"),
    ("moved on from Accenture, im at Google now", "fact/employer", "google"),
    ("left Barclays after 8 years, I'm with Monzo now!!", "fact/employer", "monzo"),
    ("resigned from Boots, I'm now at Superdrug. any tips for a first week", "fact/employer", "superdrug"),
    ("I quit Amazon in june and i'm at Ocado now", "fact/employer", "ocado"),
    ("left Deloitte after the restructure, I'm at EY now so new timesheets lol", "fact/employer", "ey"),
]

EMPLOYER_NOW_DECOYS = [
    "I'm at Tesco now, what should i get for dinner",
    "left the house early, I'm at Costa now",
    "my brother left Deloitte, he's at KPMG now",
    "left my keys at home, I'm at Tesco now",
    "if I left Deloitte, would I be at KPMG now?",
    "left Deloitte last month, I'm at home now",
]


@pytest.mark.parametrize(("text", "slot", "word"), EMPLOYER_NOW, ids=_ids(EMPLOYER_NOW))
def test_employer_after_leaving_is_read(text: str, slot: str, word: str) -> None:
    assert _reads(text, slot, word), _keys(text)


@pytest.mark.parametrize("text", EMPLOYER_NOW_DECOYS, ids=_decoy_ids(EMPLOYER_NOW_DECOYS))
def test_employer_after_leaving_look_alike_gives_nothing(text: str) -> None:
    assert "fact/employer" not in _kinds(text), _keys(text)


# ---- a diet taken up by the household ----------------------------------------------------------------------------

DIET_WE: list[tuple[str, str, str]] = [
    ("we've gone veggie since the new year, any easy dinners?", "preference/diet", "vegetarian"),
    ("we went vegetarian last year and the kids love it", "preference/diet", "vegetarian"),
    ("we went pescatarian a few months ago", "preference/diet", "pescatarian"),
    ("we've gone plant-based since christmas", "preference/diet", "vegan"),
    ("we both went vegan in 2023", "preference/diet", "vegan"),
    ("we have gone vegetarian, need high protein ideas", "preference/diet", "vegetarian"),
    ("honestly we went veggie a couple of months ago", "preference/diet", "vegetarian"),
    ("we've just gone vegan, need recipes pls", "preference/diet", "vegan"),
    ("lá em casa viramos vegetarianos", "preference/diet", "vegetarian"),
    ("viramos veganos no ano passado, dicas de jantar?", "preference/diet", "vegan"),
    ("a gente virou vegetariano em março", "preference/diet", "vegetarian"),
    ("ficámos vegetarianos há dois anos", "preference/diet", "vegetarian"),
    ("nós tornamo-nos veganos este ano", "preference/diet", "vegan"),
]

DIET_WE_DECOYS = [
    "should we go vegan?",
    "we went vegan for a week once and hated it",
    "my parents went vegetarian last year",
    "is it hard to go vegan as a family?",
    "what if we went vegetarian, would we save money",
    "they've gone vegan since january",
    "ficámos vegetarianos por uma semana",
    "os meus pais viraram veganos",
    "devemos virar veganos?",
    "virou vegetariano depois da viagem",
]


@pytest.mark.parametrize(("text", "slot", "word"), DIET_WE, ids=_ids(DIET_WE))
def test_household_diet_is_read(text: str, slot: str, word: str) -> None:
    assert _reads(text, slot, word), _keys(text)


@pytest.mark.parametrize("text", DIET_WE_DECOYS, ids=_decoy_ids(DIET_WE_DECOYS))
def test_household_diet_look_alike_gives_nothing(text: str) -> None:
    assert "preference/diet" not in _kinds(text), _keys(text)


# ---- an event signed up for, said without its subject -----------------------------------------------------------

SIGNED_UP: list[tuple[str, str, str]] = [
    ("signed up for the great north run!! need a plan", "goal", "great north run"),
    ("registered for the manchester 10k in april", "goal", "manchester 10k"),
    ("signed up for an evening pottery class, starts next week", "goal", "pottery class"),
    ("signed up to a sprint triathlon in june, cant swim lol", "goal", "sprint triathlon"),
    ("ok so signed up for my first ultra", "goal", "first ultra"),
    ("registered for the cfa level 1 exam", "goal", "cfa level 1 exam"),
    ("signed up for a coding bootcamp starting in may", "goal", "coding bootcamp"),
    ("btw signed up for the couch to 5k challenge", "goal", "couch to 5k"),
]

SIGNED_UP_DECOYS = [
    "is it worth signing up for the great north run?",
    "should i sign up for the manchester 10k",
    "signed up for netflix again lol",
    "my wife signed up for the london marathon",
    "signed up for the marathon last year and hated it",
    "signed up for a free trial, how do i cancel",
]


@pytest.mark.parametrize(("text", "slot", "word"), SIGNED_UP, ids=_ids(SIGNED_UP))
def test_event_signed_up_for_is_read(text: str, slot: str, word: str) -> None:
    assert _reads(text, slot, word), _keys(text)


@pytest.mark.parametrize("text", SIGNED_UP_DECOYS, ids=_decoy_ids(SIGNED_UP_DECOYS))
def test_event_signed_up_look_alike_gives_nothing(text: str) -> None:
    assert not any(kind.startswith("goal") for kind in _kinds(text)), _keys(text)


# ---- a language picked up ----------------------------------------------------------------------------------------

LANGUAGE_PICKED_UP: list[tuple[str, str, str]] = [
    ("trying to pick up some Portuguese before our trip", "goal/learn", "portuguese"),
    ("picking up a bit of Japanese for fun", "goal/learn", "japanese"),
    ("hoping to pick up basic Italian this summer", "goal/learn", "italian"),
    ("i'm trying to pick up German for work", "goal/learn", "german"),
    ("picking up some korean from dramas lol", "goal/learn", "korean"),
    ("planning to pick up a little Spanish before the move", "goal/learn", "spanish"),
    ("im picking up more french now, the in-laws only speak french", "goal/learn", "french"),
    ("going to pick up a few words of greek before the wedding", "goal/learn", "greek"),
    ("ando a aprender um pouco de alemão para o trabalho", "goal/learn", "german"),
    ("tô aprendendo um pouquinho de japonês", "goal/learn", "japanese"),
    ("estou a aprender um bocadinho de italiano antes da viagem", "goal/learn", "italian"),
]

LANGUAGE_PICKED_UP_DECOYS = [
    "should i pick up german or spanish?",
    "my son is picking up some French at school",
    "is it hard to pick up Japanese?",
    "picking up the kids at 3 so be quick",
    "my wife is trying to pick up Italian",
    "how fast can kids pick up a second language",
    "o meu filho está a aprender um pouco de francês",
    "é difícil aprender um pouco de japonês?",
]


@pytest.mark.parametrize(("text", "slot", "word"), LANGUAGE_PICKED_UP, ids=_ids(LANGUAGE_PICKED_UP))
def test_language_picked_up_is_read(text: str, slot: str, word: str) -> None:
    assert _reads(text, slot, word), _keys(text)


@pytest.mark.parametrize("text", LANGUAGE_PICKED_UP_DECOYS, ids=_decoy_ids(LANGUAGE_PICKED_UP_DECOYS))
def test_language_picked_up_look_alike_gives_nothing(text: str) -> None:
    assert "goal/learn" not in _kinds(text), _keys(text)


# ---- children named in a predicate -------------------------------------------------------------------------------

CHILDREN_NAMED: list[tuple[str, str, str]] = [
    ("my girls are Ava and Isla, 6 and 4", "relationship/child", "ava"),
    ("my girls are Ava and Isla, 6 and 4", "relationship/child", "isla"),
    ("our boys are Finn, Oscar and Rory", "relationship/child", "oscar"),
    ("my two are Ella and Max btw", "relationship/child", "max"),
    ("our three are Jack, Lily and Noah", "relationship/child", "noah"),
    ("my kids are Sofia and Mateo, they love dinosaurs", "relationship/child", "sofia"),
    ("my sons are Arjun and Dev", "relationship/child", "dev"),
    ("my children are Ruby and Rose!", "relationship/child", "ruby"),
    ("our daughters are Zara and Layla", "relationship/child", "layla"),
    ("os meus filhos são o Tomás e a Inês", "relationship/child", "tomas"),
    ("meus filhos são o Pedro e a Ana, 5 e 8 anos", "relationship/child", "ana"),
    ("as nossas filhas são a Lara e a Sofia", "relationship/child", "lara"),
    ("os nossos miúdos são o Duarte e o Afonso", "relationship/child", "afonso"),
]

CHILDREN_NAMED_DECOYS = [
    "my sister's kids are Mia and Leo",
    "my friend's boys are Tom and Ben",
    "are my kids Mia and Leo old enough for lego?",
    "write a story where the kids are Mia and Leo",
    "my favourite characters are Mia and Leo",
    "their kids are Sam and Jo",
    "os filhos da minha irmã são o Tomás e a Inês",
    "os meus heróis são o Tomás e a Inês",
    "escreve uma história em que os filhos são o Tomás e a Inês",
]


@pytest.mark.parametrize(("text", "slot", "word"), CHILDREN_NAMED, ids=_ids(CHILDREN_NAMED))
def test_children_named_in_a_predicate_are_read(text: str, slot: str, word: str) -> None:
    assert _reads(text, slot, word), _keys(text)


@pytest.mark.parametrize("text", CHILDREN_NAMED_DECOYS, ids=_decoy_ids(CHILDREN_NAMED_DECOYS))
def test_children_named_look_alike_gives_nothing(text: str) -> None:
    assert "relationship/child" not in _kinds(text), _keys(text)


# ---- an age about to be reached: the age, and when (the message is sent on 2025-03-12, a Wednesday) -------------

AGE_TURNING: list[tuple[str, str, str]] = [
    ("turning 40 this year and want to get fit", "identity/age", "user turns 40 in 2025"),
    ("i turn 30 next week, party ideas?", "identity/age", "user turns 30 in march 2025"),
    ("im turning 50 in june", "identity/age", "user turns 50 in june 2025"),
    ("I'm turning 35 next month", "identity/age", "user turns 35 in april 2025"),
    ("turning sixty next year, whats a good pension plan", "identity/age", "user turns 60 in 2026"),
    ("i turn 45 on saturday", "identity/age", "user turns 45 in march 2025"),
    ("turning 29 in three weeks eek", "identity/age", "user turns 29 in april 2025"),
    ("im turning 65 in october so retirement planning time", "identity/age", "user turns 65 in october 2025"),
    ("turning 33 in february, still no idea what im doing", "identity/age", "user turns 33 in february 2026"),
    ("faço 40 anos este ano", "identity/age", "o usuário faz 40 anos em 2025"),
    ("vou fazer 30 anos na próxima semana", "identity/age", "o usuário faz 30 anos em março de 2025"),
    ("faço 35 em junho", "identity/age", "o usuário faz 35 anos em junho de 2025"),
    ("completo 50 anos no próximo mês, socorro", "identity/age", "o usuário faz 50 anos em abril de 2025"),
    ("vou fazer 60 no ano que vem", "identity/age", "o usuário faz 60 anos em 2026"),
    ("faço 45 anos no sábado", "identity/age", "o usuário faz 45 anos em março de 2025"),
    ("faço 29 daqui a três semanas", "identity/age", "o usuário faz 29 anos em abril de 2025"),
    ("faço trinta anos em outubro", "identity/age", "o usuário faz 30 anos em outubro de 2025"),
]

AGE_TURNING_DECOYS = [
    "my dad is turning 70 this year",
    "my son turns 5 next week",
    "what should i do when i turn 40?",
    "if i turn 30 single will that be weird",
    "the company is turning 10 this year",
    "write a card for someone turning 50 in june",
    "o meu pai faz 70 anos este ano",
    "quantos anos faço este ano?",
    "se eu fizer 40 anos este ano, faço festa",
    "a empresa faz 10 anos este ano",
    "faço 3 km por dia",
]


@pytest.mark.parametrize(("text", "slot", "word"), AGE_TURNING, ids=_ids(AGE_TURNING))
def test_age_about_to_be_reached_is_read(text: str, slot: str, word: str) -> None:
    assert _reads(text, slot, word), _keys(text)


@pytest.mark.parametrize("text", AGE_TURNING_DECOYS, ids=_decoy_ids(AGE_TURNING_DECOYS))
def test_age_turning_look_alike_gives_nothing(text: str) -> None:
    assert "identity/age" not in _kinds(text), _keys(text)


def test_age_turning_keeps_the_age_reached_as_the_slot_value() -> None:
    assert ("identity/age", "40", "user turns 40 in 2025") in _keys("turning 40 this year")


# ---- the changes these kinds make, end to end -------------------------------------------------------------------

CHANGES: list[tuple[str, str, str, str]] = [
    ("I work at Deloitte in audit", "left Deloitte last month, I'm at KPMG now", "fact/employer/deloitte",
     "fact/employer/kpmg"),
    ("I live in Leeds with my partner", "left Leeds in the spring, living in York now", "fact/home_city/leeds",
     "fact/home_city/york"),
    ("I'm 39", "turning 40 this year, need a party idea", "identity/age/39", "identity/age/40"),
]


@pytest.mark.parametrize(("before", "after", "old", "new"), CHANGES, ids=[c[3] for c in CHANGES])
def test_change_said_by_the_new_kinds(before: str, after: str, old: str, new: str) -> None:
    _changed(_slots(before, after), old, new)


# ---- a pastime said with how long, before a request ---------------------------------------------------------------

PASTIME_FOR_YEARS: list[tuple[str, str, str]] = [
    ("as a club cricketer for 20 years, what bat should I get", "preference/likes", "cricket"),
    ("as a sunday league footballer for ten years, any tips for knee pain", "preference/likes", "football"),
    ("as a keen gardener of thirty years i know my roses", "preference/likes", "gardening"),
    ("as a golfer for over a decade, help me fix my slice", "preference/likes", "golf"),
    ("as a knitter for about 15 years, which wool is best for socks", "preference/likes", "knitting"),
    ("as a climber for a few years now, what harness", "preference/likes", "climbing"),
    ("as a hillwalker of twenty years, which boots last longest", "preference/likes", "hillwalking"),
    ("as a netballer for 8 years my knees are shot", "preference/likes", "netball"),
]

PASTIME_FOR_YEARS_DECOYS = [
    "as a cricketer for 20 years he knows bats",
    "my dad, as a cricketer for 20 years, loves bats",
    "write a profile: as a golfer for 20 years, she wants a new club",
    "hypothetically, as a golfer for 20 years what would i earn",
]


@pytest.mark.parametrize(("text", "slot", "word"), PASTIME_FOR_YEARS, ids=_ids(PASTIME_FOR_YEARS))
def test_pastime_said_with_how_long_is_read(text: str, slot: str, word: str) -> None:
    assert _reads(text, slot, word), _keys(text)


@pytest.mark.parametrize("text", PASTIME_FOR_YEARS_DECOYS, ids=_decoy_ids(PASTIME_FOR_YEARS_DECOYS))
def test_pastime_with_how_long_look_alike_gives_nothing(text: str) -> None:
    assert "preference/likes" not in _kinds(text), _keys(text)


# ---- a condition said with when it was found --------------------------------------------------------------------

CONDITION_FOUND: list[tuple[str, str, str]] = [
    ("need a gluten free birthday cake recipe (coeliac, diagnosed last year)", "fact/health", "coeliac"),
    ("I'm coeliac, diagnosed in 2022, so no normal pasta", "fact/health", "coeliac"),
    ("(lactose intolerant, diagnosed in 2022) any cheese i can eat?", "fact/health", "lactose"),
    ("(diabetic, since 2019)", "fact/health", "diabetes"),
    ("(epileptic, only diagnosed in march) can i still drive", "fact/health", "epilepsy"),
    ("sorry for typos (dyslexic, diagnosed at 30)", "fact/health", "dyslexia"),
    ("(type 1 diabetic, diagnosed at 12) what snacks for hiking", "fact/health", "type 1 diabetes"),
    ("im autistic, diagnosed at 35, how do i tell my boss", "fact/health", "autism"),
    ("(asthmatic, diagnosed as a kid) what inhaler spacer is best", "fact/health", "asthma"),
]

CONDITION_FOUND_DECOYS = [
    "my wife is coeliac, diagnosed last year",
    "am I coeliac, diagnosed last year?",
    "is my son coeliac, diagnosed last year?",
    "(my wife is coeliac, diagnosed last year)",
]


@pytest.mark.parametrize(("text", "slot", "word"), CONDITION_FOUND, ids=_ids(CONDITION_FOUND))
def test_condition_with_when_it_was_found_is_read(text: str, slot: str, word: str) -> None:
    assert _reads(text, slot, word), _keys(text)


@pytest.mark.parametrize("text", CONDITION_FOUND_DECOYS, ids=_decoy_ids(CONDITION_FOUND_DECOYS))
def test_condition_found_look_alike_gives_nothing(text: str) -> None:
    assert "fact/health" not in _kinds(text), _keys(text)
