"""Kinds of sentence anyone uses about their life, in English and Portuguese (Brazilian and European), and
look-alikes that must give nothing: celebrations and trips, a partner named beside "and i", a state said with
the age, a job said with how it is worked, a pastime taken up, a statement after "but"/"mas" with where it holds,
and children said with their age.

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


def _slots(text: str) -> set[str]:
    return {key for key, _, _ in _keys(text)}


def _ids(cases: list[tuple[str, str, str]]) -> list[str]:
    return [f"{t[:40]}-{slot}" for t, slot, _ in cases]


# ---- celebrations of the user's people, and what the user puts on for them -------------------------------------

CELEBRATIONS: list[tuple[str, str, str]] = [
    ("my sister's getting married in june", "context/event", "sister's wedding"),
    ("my best mate is getting married next spring and i'm doing the speech", "context/event", "mate's wedding"),
    ("my sister's getting married in june and i'm a bridesmaid", "context/event", "wedding"),
    ("our son is tying the knot in october!!", "context/event", "son's wedding"),
    ("my cousin Aoife's getting married in Kerry", "context/event", "cousin's wedding"),
    ("it's my daughter's 5th birthday on saturday", "context/event", "daughter's 5th birthday"),
    ("my nephew's 1st bday is next week", "context/event", "nephew's 1st bday"),
    ("organising a baby shower for my best friend", "context/event", "best friend's baby shower"),
    ("we're throwing a surprise 40th for my husband in march", "context/event", "husband's 40th"),
    ("im hosting a birthday party for my son on sunday, 12 kids coming", "context/event", "son's birthday party"),
    ("planning a leaving do for my colleague next friday", "context/event", "colleague's leaving do"),
    ("estou a organizar os anos do meu filho", "context/event", "anos do seu filho"),
    ("tô preparando o chá de bebê da minha cunhada", "context/event", "chá de bebê da sua cunhada"),
    ("estamos a planear a festa surpresa do meu marido para março", "context/event", "festa surpresa do seu marido"),
    ("vou organizar a despedida de solteira da minha melhor amiga", "context/event", "despedida de solteira"),
    ("vou ao casamento da minha prima em agosto", "context/event", "casamento da sua prima"),
    ("my son graduates in may 🎓", "context/event", "son's graduation"),
    ("my daughter is graduating from uni next month", "context/event", "daughter's graduation"),
]

CELEBRATION_DECOYS = [
    "my sister is getting married in june, what should i wear",
    "is my brother getting married?",
    "my sister got married last year",
    "my sister was getting married but they called it off",
    "my friend is planning a baby shower for her sister",
    "can you plan a baby shower for my friend",
    "i planned a party for my mum last year",
    "write a toast for a couple getting married in june",
    "a minha irmã vai casar em junho",
    "a minha amiga está a organizar os anos do filho dela",
    "organiza uma festa de anos para o meu filho",
    "se eu organizasse os anos do meu filho, onde seria?",
    "my son graduates with honours",
    "my son graduated last year",
]


@pytest.mark.parametrize(("text", "slot", "word"), CELEBRATIONS, ids=_ids(CELEBRATIONS))
def test_celebration_is_read(text: str, slot: str, word: str) -> None:
    assert _reads(text, slot, word), _keys(text)


@pytest.mark.parametrize("text", CELEBRATION_DECOYS, ids=[t[:40] for t in CELEBRATION_DECOYS])
def test_celebration_look_alike_gives_nothing(text: str) -> None:
    assert "context/event" not in _slots(text), _keys(text)


# ---- trips said in the present, in lower case, with the family -----------------------------------------------

TRIPS: list[tuple[str, str, str]] = [
    ("we fly to crete on saturday, what sun cream for a toddler", "context/travel", "crete"),
    ("i fly out to dubai tomorrow", "context/travel", "dubai"),
    ("we leave for bali on friday!!", "context/travel", "bali"),
    ("taking the kids to devon for a week in august", "context/travel", "devon"),
    ("i'm going to japan in april, first time", "context/travel", "japan"),
    ("headed to cornwall for half term with the kids", "context/travel", "cornwall"),
    ("We fly to Lisbon next week for my brother's wedding", "context/travel", "lisbon"),
    ("we're going to lanzarote for a week in may", "context/travel", "lanzarote"),
    ("a gente vai pra Porto Alegre no Natal", "context/travel", "porto alegre"),
    ("mês que vem vou pra Salvador", "context/travel", "salvador"),
    ("going home to sligo for the holidays, cheapest way from dublin airport?", "context/travel", "sligo"),
    ("going back to cork for easter", "context/travel", "cork"),
]

TRIP_DECOYS = [
    "going to try for a week",
    "i'm going to the gym on monday",
    "we fly to crete every summer",
    "my parents fly to crete on saturday",
    "we flew to crete on saturday",
    "taking my son to football on monday",
    "taking my car to the garage tomorrow",
    "are we going to spain in may?",
    "we're going to work next week",
    "i'm going to stay for a week",
    "going back to bed for an hour",
    "going back to work on monday",
]


@pytest.mark.parametrize(("text", "slot", "word"), TRIPS, ids=_ids(TRIPS))
def test_trip_is_read(text: str, slot: str, word: str) -> None:
    assert _reads(text, slot, word), _keys(text)


@pytest.mark.parametrize("text", TRIP_DECOYS, ids=[t[:40] for t in TRIP_DECOYS])
def test_trip_look_alike_gives_nothing(text: str) -> None:
    assert "context/travel" not in _slots(text), _keys(text)


# ---- a partner or spouse named beside "and i" / "eu e" in a message without capitals --------------------------

PARTNERS: list[tuple[str, str, str]] = [
    ("my partner jamie and i are looking for a flat in leith", "relationship/partner", "jamie"),
    ("me and my husband tom are off to rome for our anniversary", "relationship/spouse", "tom"),
    ("my gf sophie and i have been together 3 years, gift ideas?", "relationship/partner", "sophie"),
    ("my wife priya and i just bought our first house", "relationship/spouse", "priya"),
    ("me and my fiance dev are getting married in june", "relationship/partner", "dev"),
    ("my bf kai n i just moved in together", "relationship/partner", "kai"),
    ("eu e o meu namorado rui vamos a paris em maio", "relationship/partner", "rui"),
    ("eu e a minha namorada ana moramos em braga", "relationship/partner", "ana"),
    ("eu e o meu marido tiago adoramos fazer trilhas", "relationship/spouse", "tiago"),
    ("me and my husband Tom are going to rome", "relationship/spouse", "tom"),
]

PARTNER_DECOYS = [
    "my wife and i are moving to leeds",
    "me and my mum are going to rome",
    "my sister in law and i are going to rome",
    "my best friend and i are going to rome",
    "my boyfriend's mum and i are going to rome",
    "eu e a minha mãe vamos a paris",
    "eu e o meu marido também vamos",
    "what if my partner jamie and i split the rent?",
]


@pytest.mark.parametrize(("text", "slot", "word"), PARTNERS, ids=_ids(PARTNERS))
def test_partner_beside_i_is_read(text: str, slot: str, word: str) -> None:
    assert _reads(text, slot, word), _keys(text)


@pytest.mark.parametrize("text", PARTNER_DECOYS, ids=[t[:40] for t in PARTNER_DECOYS])
def test_partner_beside_i_look_alike_names_no_one(text: str) -> None:
    assert not _slots(text) & {"relationship/partner", "relationship/spouse"}, _keys(text)


# ---- a state of life said with the age ---------------------------------------------------------------------------

AGE_WITH: list[tuple[str, str, str]] = [
    ("im 52, recently divorced", "relationship/status", "divorced"),
    ("im 52, recently divorced", "identity/age", "52"),
    ("i'm 29 and pregnant with our first", "context/situation", "pregnant"),
    ("I'm 61 and retired, what hobbies are good for the brain", "fact/job_title", "retired"),
    ("i'm 34 and a mum of two so time is tight", "relationship/status", "parent"),
    ("i'm 27 and newly single lol", "relationship/status", "single"),
    ("I'm 45, married, and want to get fit", "relationship/status", "married"),
    ("tenho 52 anos, recém-divorciada", "relationship/status", "divorced"),
    ("tenho 29 anos e grávida do primeiro", "context/situation", "pregnant"),
    ("tenho 61 anos, reformado", "fact/job_title", "retired"),
    ("tenho 35 anos, casada e com dois filhos", "relationship/status", "married"),
    ("tenho 38 anos e mãe de dois", "relationship/children", "2"),
]

AGE_WITH_DECOYS: list[tuple[str, str]] = [
    ("i'm 30 and bored", "relationship/status"),
    ("my wife is 34 and pregnant", "context/situation"),
    ("a minha mãe tem 70 anos e é viúva", "relationship/status"),
    ("if i'm 40 and single does that matter", "relationship/status"),
    ("is 52 and divorced too old to date?", "relationship/status"),
    ("tenho 30 anos e cansada de tudo", "relationship/status"),
]


@pytest.mark.parametrize(("text", "slot", "word"), AGE_WITH, ids=_ids(AGE_WITH))
def test_state_with_the_age_is_read(text: str, slot: str, word: str) -> None:
    assert _reads(text, slot, word), _keys(text)


@pytest.mark.parametrize(("text", "slot"), AGE_WITH_DECOYS, ids=[t[:40] for t, _ in AGE_WITH_DECOYS])
def test_state_with_the_age_look_alike_gives_nothing(text: str, slot: str) -> None:
    assert slot not in _slots(text), _keys(text)


# ---- a job said with how it is worked, and gig work --------------------------------------------------------------

JOBS_WORKED: list[tuple[str, str, str]] = [
    ("i work 12 hour shifts as a nurse", "fact/job_title", "nurse"),
    ("i work earlies as a care assistant, any tips for sleep", "fact/job_title", "care assistant"),
    ("i work from home as a copywriter", "fact/job_title", "copywriter"),
    ("i do nights on a cardiac ward", "context/situation", "night shifts"),
    ("i drive for uber", "fact/job_title", "driver"),
    ("i drive for uber", "fact/employer", "uber"),
    ("I deliver for Amazon on weekends", "fact/employer", "amazon"),
    ("i do deliveries for deliveroo in the evenings", "fact/job_title", "delivery driver"),
    ("trabalho de turno como enfermeira", "fact/job_title", "nurse"),
    ("trabalho por turnos como enfermeira", "context/situation", "shift work"),
    ("faço entregas pro ifood nos fins de semana", "fact/job_title", "entregador"),
    ("rodo pela 99 à noite", "fact/job_title", "motorista"),
    ("conduzo para a Uber há dois anos", "fact/job_title", "motorista"),
]

JOBS_WORKED_DECOYS = [
    "i drive for a living",
    "i drive for hours every day",
    "my brother drives for uber",
    "should i drive for uber?",
    "o meu irmão faz entregas para o ifood",
    "devo fazer entregas para o ifood?",
    "faço entregas de bolos",
    "my wife works nights as a paramedic",
]


@pytest.mark.parametrize(("text", "slot", "word"), JOBS_WORKED, ids=_ids(JOBS_WORKED))
def test_job_with_how_it_is_worked_is_read(text: str, slot: str, word: str) -> None:
    assert _reads(text, slot, word), _keys(text)


@pytest.mark.parametrize("text", JOBS_WORKED_DECOYS, ids=[t[:40] for t in JOBS_WORKED_DECOYS])
def test_job_look_alike_gives_nothing(text: str) -> None:
    assert not _slots(text) & {"fact/job_title", "fact/employer"}, _keys(text)


def test_the_hours_beside_the_job_are_not_read_twice() -> None:
    assert [content for _, _, content in _keys("i work nights as a paramedic")] == ["user is a paramedic"]


# ---- a pastime taken up ------------------------------------------------------------------------------------------

TAKEN_UP: list[tuple[str, str, str]] = [
    ("started doing crossfit", "preference/likes", "crossfit"),
    ("just got into bouldering, what shoes", "preference/likes", "bouldering"),
    ("i've taken up padel", "preference/likes", "padel"),
    ("I took up pottery and love it", "preference/likes", "pottery"),
    ("i started playing tennis again", "preference/likes", "tennis"),
    ("recently started going to pilates with my sister", "preference/likes", "pilates"),
    ("i've started doing yoga twice a week", "preference/likes", "yoga"),
    ("just took up running, any tips for shin splints?", "preference/likes", "running"),
    ("comecei a fazer crossfit", "preference/likes", "crossfit"),
    ("comecei a jogar padel com uns amigos", "preference/likes", "padel"),
    ("voltei a fazer pilates este mês", "preference/likes", "pilates"),
    ("já comecei a treinar jiu-jitsu", "preference/likes", "jiu-jitsu"),
    ("começámos a fazer trilhas aos domingos", "preference/likes", "hiking"),
    ("a gente começou a fazer trilha", "preference/likes", "hiking"),
]

TAKEN_UP_DECOYS = [
    "started running late again",
    "i started cooking at 5",
    "i started playing the new zelda",
    "my sister started doing crossfit",
    "should i take up golf?",
    "i started running the team in march",
    "got into uni!!",
    "i got into an argument with my boss",
    "a minha irmã começou a fazer crossfit",
    "devo começar a fazer pilates?",
    "se eu começasse a jogar padel",
    "comecei a fazer o bolo",
]


@pytest.mark.parametrize(("text", "slot", "word"), TAKEN_UP, ids=_ids(TAKEN_UP))
def test_pastime_taken_up_is_read(text: str, slot: str, word: str) -> None:
    assert _reads(text, slot, word), _keys(text)


@pytest.mark.parametrize("text", TAKEN_UP_DECOYS, ids=[t[:40] for t in TAKEN_UP_DECOYS])
def test_pastime_look_alike_gives_nothing(text: str) -> None:
    assert "preference/likes" not in _slots(text), _keys(text)


# ---- a statement after "but" / "mas" with where or when it holds -----------------------------------------------

AFTER_BUT: list[tuple[str, str, str]] = [
    ("at work we use windows but at home i'm on a mac", "environment/os", "mac"),
    ("at work i use windows but at home i have a mac", "environment/os", "mac"),
    ("i'm a teacher but on weekends i work in a bar", "fact/job_title", "teacher"),
    ("we use teams at the office but personally i use slack", "environment/uses", "slack"),
    ("i'm a teacher but at home i'm on linux", "environment/os", "linux"),
    ("no trabalho uso windows mas em casa tenho um mac", "environment/device", "mac"),
    ("uso windows no trabalho e em casa uso linux", "environment/os", "linux"),
    ("mas em casa tenho um mac", "environment/device", "mac"),
    ("no escritório é tudo windows, mas em casa uso linux", "environment/os", "linux"),
]

AFTER_BUT_DECOYS: list[tuple[str, str]] = [
    ("at work we use windows but at home my wife has a mac", "environment/os"),
    ("my wife uses windows but at home she's on a mac", "environment/os"),
    ("no trabalho uso windows mas em casa o meu filho tem um mac", "environment/device"),
    ("but at home should i use linux?", "environment/os"),
]


@pytest.mark.parametrize(("text", "slot", "word"), AFTER_BUT, ids=_ids(AFTER_BUT))
def test_statement_after_but_is_read(text: str, slot: str, word: str) -> None:
    assert _reads(text, slot, word), _keys(text)


@pytest.mark.parametrize(("text", "slot"), AFTER_BUT_DECOYS, ids=[t[:40] for t, _ in AFTER_BUT_DECOYS])
def test_after_but_look_alike_gives_nothing(text: str, slot: str) -> None:
    found = [(key, obj) for key, obj, _ in _keys(text) if key == slot]
    assert not any("mac" in obj or "linux" in obj for _, obj in found), _keys(text)


# ---- children said with their age, as a statement ---------------------------------------------------------------

CHILDREN: list[tuple[str, str, str]] = [
    ("my son is 7", "relationship/has", "son"),
    ("my daughter's 3 and obsessed with frozen", "relationship/has", "daughter"),
    ("my kids are 4 and 9", "relationship/children", "2"),
    ("my kids are 4, 7 and 9", "relationship/children", "3"),
    ("our twins are 3", "relationship/children", "2"),
    ("my youngest just turned 3", "relationship", "youngest"),
    ("my little girl is 18 months", "relationship/has", "daughter"),
    ("my 8yo is into lego", "relationship/has", "8-year-old"),
    ("o meu filho tem 7 anos", "relationship", "filho de 7 anos"),
    ("a minha filha fez 3 anos no sábado", "relationship", "filha de 3 anos"),
    ("os meus filhos têm 4 e 9 anos", "relationship/children", "2"),
    ("minha filha tem 2 anos e não dorme nada", "relationship", "filha de 2 anos"),
    ("o meu filho mais velho tem 12 anos", "relationship", "mais velho"),
    ("os nossos gémeos têm 3 anos", "relationship/children", "2"),
]

CHILDREN_DECOYS = [
    "my son is 7 what book should he read",
    "my son is 6 foot tall",
    "my son is 15 minutes late",
    "my son is 7th in line",
    "my girl is 25",
    "my kids are 7",
    "my sister is 7 months pregnant",
    "a minha filha tem 4 anos, não é?",
    "o filho da minha irmã tem 7 anos",
    "se o meu filho tivesse 7 anos",
    "o meu filho tem 7 anos?",
    "o meu carro tem 7 anos",
    "write a story about a boy whose son is 7",
]


def test_a_child_named_is_recorded_by_name_only() -> None:
    assert _slots("my son Leo is 7") == {"relationship/child"}, _keys("my son Leo is 7")
    assert _slots("o meu filho Tomás tem 7 anos") == {"relationship/child"}, _keys("o meu filho Tomás tem 7 anos")


def test_one_wedding_when_the_user_has_a_role_in_it() -> None:
    text = "my sister's getting married in june and i'm a bridesmaid"
    assert [key for key, _, _ in _keys(text)] == ["context/event"], _keys(text)


@pytest.mark.parametrize(("text", "slot", "word"), CHILDREN, ids=_ids(CHILDREN))
def test_child_with_age_is_read(text: str, slot: str, word: str) -> None:
    assert _reads(text, slot, word), _keys(text)


@pytest.mark.parametrize("text", CHILDREN_DECOYS, ids=[t[:40] for t in CHILDREN_DECOYS])
def test_child_look_alike_gives_nothing(text: str) -> None:
    assert "relationship" not in {key.split("/")[0] for key in _slots(text)}, _keys(text)


# ---- a skill, a taste or a tool said by setting it apart or by how much it is used --------------------------------

SET_APART: list[tuple[str, str, str]] = [
    ("I'm pretty fluent in Spanish, it's my mum's language", "skill/speaks", "spanish"),
    ("i'm fairly fluent in french", "skill/speaks", "french"),
    ("im very comfortable with excel", "skill/knows", "excel"),
    ("python is the one thing im actually good at", "skill/knows", "python"),
    ("sql is the only thing i'm good at lol", "skill/knows", "sql"),
    ("i never miss a liverpool game", "preference/likes", "liverpool"),
    ("I never miss an episode of Bake Off", "preference/likes", "bake off"),
    ("I never miss a single Arsenal match", "preference/likes", "arsenal"),
    ("oat milk is the only milk i drink", "preference/likes", "oat milk"),
    ("earl grey is the only tea i drink tbh", "preference/likes", "earl grey"),
    ("lo-fi is the only music i can listen to while working", "preference/likes", "lo-fi"),
    ("nunca perco um jogo do benfica", "preference/likes", "benfica"),
    ("Não perco um episódio de Casa de Papel", "preference/likes", "casa de papel"),
    ("eu nunca perco uma corrida da Fórmula 1", "preference/likes", "formula 1"),
    ("I'm on Excel all day, what shortcuts should I learn", "environment/uses", "excel"),
    ("im on figma all day at work", "environment/uses", "figma"),
    ("sou bom de matemática, me ajuda com esse exercício", "skill/knows", "matematica"),
    ("sou boa de conta de cabeça", "skill/knows", "conta"),
    ("passo o dia todo no figma", "environment/uses", "figma"),
    ("fico horas no canva a fazer posts", "environment/uses", "canva"),
    ("estou no excel o dia todo, há atalhos bons?", "environment/uses", "excel"),
]

SET_APART_DECOYS = [
    "that is the only thing i'm good at",
    "my sister is the only thing i'm good at",
    "i never miss a chance to nap",
    "i never miss a day at the gym",
    "my dad never misses a liverpool game",
    "my sister is the only person i trust",
    "this is the only tea i drink",
    "is oat milk the only milk i can drink?",
    "o meu pai nunca perde um jogo do benfica",
    "nunca perco um jogo do meu filho",
    "i'm on my phone all day",
    "i'm on my feet all day",
    "sou bom de garfo",
    "sou boa de papo",
    "o meu filho é bom de matemática",
    "estou no zoom",
    "passo o dia todo no porto",
    "a minha chefe passa o dia no excel",
]


@pytest.mark.parametrize(("text", "slot", "word"), SET_APART, ids=_ids(SET_APART))
def test_set_apart_is_read(text: str, slot: str, word: str) -> None:
    assert _reads(text, slot, word), _keys(text)


@pytest.mark.parametrize("text", SET_APART_DECOYS, ids=[t[:40] for t in SET_APART_DECOYS])
def test_set_apart_look_alike_gives_nothing(text: str) -> None:
    assert not _slots(text) & {"skill/knows", "skill/speaks", "preference/likes", "environment/uses"}, _keys(text)


# ---- a machine and the system it runs; a taste said as the kind of person one is not; verbs without their g -----

SAID_IN_SHORT: list[tuple[str, str, str]] = [
    ("i'm on an old thinkpad running windows 10", "environment/os", "windows 10"),
    ("i'm on an old thinkpad running windows 10", "environment/device", "thinkpad"),
    ("on an old dell running ubuntu, worth upgrading?", "environment/os", "ubuntu"),
    ("i'm on a dell with ubuntu", "environment/device", "dell"),
    ("not a podcast person at all, any audiobooks?", "preference/dislikes", "podcast"),
    ("not a beach person tbh", "preference/dislikes", "beach"),
    ("im lookin for work now", "context/situation", "job hunting"),
    ("i'm goin to japan in april", "context/travel", "japan"),
    ("im plannin a baby shower for my best friend", "context/event", "baby shower"),
    ("on an old thinkpad runnin windows 10", "environment/os", "windows 10"),
]

SAID_IN_SHORT_DECOYS: list[tuple[str, str]] = [
    ("my son is on an ipad running ios 17", "environment/os"),
    ("my wife is not a beach person", "preference/dislikes"),
    ("she's not a cat person", "preference/dislikes"),
    ("my cousin lives in dublin", "fact/home_city"),
    ("my brother's lookin for work", "context/situation"),
]


@pytest.mark.parametrize(("text", "slot", "word"), SAID_IN_SHORT, ids=_ids(SAID_IN_SHORT))
def test_said_in_short_is_read(text: str, slot: str, word: str) -> None:
    assert _reads(text, slot, word), _keys(text)


@pytest.mark.parametrize(("text", "slot"), SAID_IN_SHORT_DECOYS, ids=[t[:40] for t, _ in SAID_IN_SHORT_DECOYS])
def test_said_in_short_look_alike_gives_nothing(text: str, slot: str) -> None:
    assert slot not in _slots(text), _keys(text)
