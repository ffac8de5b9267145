"""Facts, identities and relationships said in ways the rules missed, in English and Portuguese, and look-alikes
that must give nothing.

Every sentence here was written for this file (not taken from tests/extraction_eval): for each kind of phrasing,
statements in lower case, with typos, in passing inside a request, in British, Irish, American, Brazilian and
European Portuguese wording; beside them sentences of the same shape that are not about the user (someone else's,
a hypothetical, a question, a task, pasted text, a figure of speech). A case names the canonical
``type/attribute`` its memory must reach (as consolidation keys it, see pamport.pipeline.slotkeys) and a word its
object or, failing that, its content must hold. Look-alikes must give no memory of the kind at all.
"""

from __future__ import annotations

import pytest

from tests.rule_general import keys as _keys
from tests.rule_general import reads as _reads


def _slots(text: str) -> set[str]:
    return {key for key, _, _ in _keys(text)}


def _ids(cases: list[tuple[str, str, str]]) -> list[str]:
    return [f"{t[:40]}-{slot}" for t, slot, _ in cases]


# ---- a new job said by how it was got: "took a … job at", "started as a … at", "hired as a …" ---------------------

NEW_JOB: list[tuple[str, str, str]] = [
    ("just took a paramedic job with the ambulance service in kent, what shifts are normal", "fact/job_title",
     "paramedic"),
    ("got hired as a line cook at Dishoom, is the pace as mad as people say", "fact/job_title", "line cook"),
    ("got hired as a line cook at Dishoom, is the pace as mad as people say", "fact/employer", "dishoom"),
    ("started as a junior dev at Monzo last week, the codebase is huge", "fact/job_title", "dev"),
    ("started as a junior dev at Monzo last week, the codebase is huge", "fact/employer", "monzo"),
    ("I've been taken on as an apprentice at a garage in Hull, what tools should i buy", "fact/job_title",
     "apprentice"),
    ("landed a receptionist job at a dental practice, first day tomorrow!", "fact/job_title", "receptionist"),
    ("accepted a teaching assistant job at St Mary's, how do i handle a rowdy class", "fact/job_title",
     "teaching assistant"),
    ("was hired as a pharmacist by Boots in january and i'm still learning the systems", "fact/job_title",
     "pharmacist"),
    ("was hired as a pharmacist by Boots in january and i'm still learning the systems", "fact/employer", "boots"),
    ("starting as a sous chef at Hawksmoor on monday, any tips for the first week", "fact/job_title", "sous chef"),
    ("starting as a sous chef at Hawksmoor on monday, any tips for the first week", "fact/employer", "hawksmoor"),
    ("i got a mechanic job at Kwik Fit so i need steel toe boots", "fact/job_title", "mechanic"),
    ("i got a mechanic job at Kwik Fit so i need steel toe boots", "fact/employer", "kwik fit"),
    ("took a warehouse job with Ocado for now, how do I survive nights", "fact/employer", "ocado"),
]

NEW_JOB_DECOYS = [
    "my brother started as a junior dev at Monzo last week",
    "if i got hired as a line cook at Dishoom would i earn more than now",
    "should i take the paramedic job with the ambulance service?",
    "write a linkedin post for someone who just got hired as a pharmacist at Boots",
    "she landed a receptionist job at a dental practice",
    "how do i get hired as a pilot at easyjet?",
    "He started as a porter at the hospital and ended up running it",
    "Fix the grammar: 'I was hired as a nanny by the Smiths in 2019 and left in 2021.'",
    "took a wrong turn at the roundabout, now im lost",
    "started as a hobby but now i sell my candles on etsy",
    "started as a small cut and now my whole arm is swollen",
    "got a summer job lined up, what should i ask about pay",
]


@pytest.mark.parametrize(("text", "slot", "word"), NEW_JOB, ids=_ids(NEW_JOB))
def test_new_job_is_read(text: str, slot: str, word: str) -> None:
    assert _reads(text, slot, word), _keys(text)


@pytest.mark.parametrize("text", NEW_JOB_DECOYS, ids=[t[:40] for t in NEW_JOB_DECOYS])
def test_new_job_look_alike_gives_nothing(text: str) -> None:
    assert not _slots(text) & {"fact/job_title", "fact/employer"}, _keys(text)


# ---- a move said with a particle: "moved up to", "moved down to", "moved over to" -------------------------------

MOVED: list[tuple[str, str, str]] = [
    ("moved up to inverness last month and the winters are brutal", "fact/home_city", "inverness"),
    ("just moved down to brighton, where's good for brunch", "fact/home_city", "brighton"),
    ("we've moved over to cork from dublin, how do you meet people here", "fact/home_city", "cork"),
    ("moved across to belfast for work in march, best gyms?", "fact/home_city", "belfast"),
    ("we moved out to Swindon in march and the commute is long", "fact/home_city", "swindon"),
    ("i moved up to newcastle with my partner, what's a good area for a first flat", "fact/home_city", "newcastle"),
    ("Moved down to Falmouth last year and I'm still not used to the rain", "fact/home_city", "falmouth"),
    ("we relocated over to perth from sydney, which bank is best", "fact/home_city", "perth"),
    ("finally moved back up to aberdeen, the rent is so much cheaper", "fact/home_city", "aberdeen"),
]

MOVED_DECOYS = [
    "my sister moved up to inverness last month",
    "should we move down to brighton?",
    "if i moved over to cork would i need a car",
    "the meeting has been moved up to 3pm",
    "they moved across to the other side of the room",
    "i moved up to the front row at the gig",
    "our team moved over to slack last year",
    "moved up to 10k steps a day, how do i push further",
]


@pytest.mark.parametrize(("text", "slot", "word"), MOVED, ids=_ids(MOVED))
def test_move_with_a_particle_is_read(text: str, slot: str, word: str) -> None:
    assert _reads(text, slot, word), _keys(text)


@pytest.mark.parametrize("text", MOVED_DECOYS, ids=[t[:40] for t in MOVED_DECOYS])
def test_move_look_alike_gives_nothing(text: str) -> None:
    assert "fact/home_city" not in _slots(text), _keys(text)


# ---- "as a …" typed on without a comma: "as a canadian i find this weird" ---------------------------------------

AS_A: list[tuple[str, str, str]] = [
    ("as a canadian i find this weird", "identity/nationality", "canadian"),
    ("as a brit i need my tea strong, which teabags are best", "identity/nationality", "british"),
    ("as an aussie we do bbqs differently, what do americans put on theirs", "identity/nationality", "australian"),
    ("as a kiwi i've never seen snow at christmas", "identity/nationality", "new zealand"),
    ("as an irishman im contractually obliged to hate this", "identity/nationality", "irish"),
    ("as a welshwoman i take the six nations very seriously", "identity/nationality", "welsh"),
    ("as a nurse i always carry snacks on shift, any that dont crumble", "fact/job_title", "nurse"),
    ("as a plumber i get called out at all hours, how do i set boundaries", "fact/job_title", "plumber"),
    ("as a teacher i get the summers off, where should i go", "fact/job_title", "teacher"),
]

AS_A_DECOYS = [
    "as a kid i loved lego",
    "as a result i missed the bus",
    "as a rule i never eat after 8",
    "as a joke i told him i was a pilot",
    "as a teenager i worked in a chip shop",
    "as a treat we got a takeaway",
    "as a nurse my sister always carries snacks",
    "can you write it as a teacher i would trust",
]


@pytest.mark.parametrize(("text", "slot", "word"), AS_A, ids=_ids(AS_A))
def test_as_a_without_a_comma_is_read(text: str, slot: str, word: str) -> None:
    assert _reads(text, slot, word), _keys(text)


@pytest.mark.parametrize("text", AS_A_DECOYS, ids=[t[:40] for t in AS_A_DECOYS])
def test_as_a_look_alike_gives_nothing(text: str) -> None:
    assert not any(s.startswith(("identity/", "fact/")) for s in _slots(text)), _keys(text)


# ---- a name with the relation in brackets: "me and sarah (my girlfriend)", "dan (the boyfriend)" ----------------

NAMED_IN_BRACKETS: list[tuple[str, str, str]] = [
    ("me and sarah (my girlfriend) are off to lisbon, where should we eat", "relationship/partner", "sarah"),
    ("dan (the boyfriend) thinks i'm mad for doing a marathon", "relationship/partner", "dan"),
    ("me n jen (the wife) are going to rome for our anniversary", "relationship/spouse", "jen"),
    ("Tom (my husband) wants a cheap weekend away in june", "relationship/spouse", "tom"),
    ("Ellie (my daughter) has a school trip to france, what does she need", "relationship/child", "ellie"),
    ("grace (our dog) keeps eating socks, is that dangerous", "relationship/pet", "grace"),
    ("Priya (my sister) is getting married in june and i'm maid of honour", "relationship/sibling", "priya"),
    ("kev (the hubby) burnt the roast again lol", "relationship/spouse", "kev"),
]

NAMED_IN_BRACKETS_DECOYS = [
    "sarah (my girlfriend's sister) is visiting next week",
    "dan (the doctor) said to rest for a week",
    "tom (my husband's boss) is a nightmare",
    "write a toast for Jen (the bride) and Mark",
    "is Paris (the city) nicer than Lyon?",
    "Jess (her wife) is a nurse",
]


@pytest.mark.parametrize(("text", "slot", "word"), NAMED_IN_BRACKETS, ids=_ids(NAMED_IN_BRACKETS))
def test_name_with_relation_in_brackets_is_read(text: str, slot: str, word: str) -> None:
    assert _reads(text, slot, word), _keys(text)


@pytest.mark.parametrize("text", NAMED_IN_BRACKETS_DECOYS, ids=[t[:40] for t in NAMED_IN_BRACKETS_DECOYS])
def test_name_in_brackets_look_alike_gives_nothing(text: str) -> None:
    assert not any(s.startswith("relationship/") for s in _slots(text)), _keys(text)


# ---- Portuguese: a new job said with "como" and how it was got ---------------------------------------------------

PT_NEW_JOB: list[tuple[str, str, str]] = [
    ("fui contratada como analista de dados pela Ambev!!", "fact/job_title", "analista de dados"),
    ("fui contratada como analista de dados pela Ambev!!", "fact/employer", "ambev"),
    ("consegui uma vaga de recepcionista numa clínica em Niterói, o que eu levo no primeiro dia?", "fact/job_title",
     "recepcionista"),
    ("arranjei emprego como rececionista num hotel em Cascais", "fact/job_title", "rececionista"),
    ("consegui vaga de estagiário na Embraer, como me preparo?", "fact/job_title", "estagiário"),
    ("consegui vaga de estagiário na Embraer, como me preparo?", "fact/employer", "embraer"),
    ("fui admitido como técnico de enfermagem no Hospital das Clínicas", "fact/job_title", "técnico de enfermagem"),
    ("entrei como vendedora na Renner mês passado, dicas pra bater meta?", "fact/job_title", "vendedora"),
    ("entrei como vendedora na Renner mês passado, dicas pra bater meta?", "fact/employer", "renner"),
    ("arrumei trampo de garçom num bar na Vila Madalena kkk", "fact/job_title", "garçom"),
    ("consegui emprego de motorista na Carris, começo segunda", "fact/job_title", "motorista"),
    ("consegui emprego de motorista na Carris, começo segunda", "fact/employer", "carris"),
]

PT_NEW_JOB_DECOYS = [
    "o meu irmão foi contratado como analista pela Ambev",
    "se eu conseguisse uma vaga de recepcionista, ganharia mais?",
    "como consigo uma vaga de estágio na Embraer?",
    "escreve um post pra minha amiga que foi contratada como designer",
    "a Júlia arranjou emprego como rececionista num hotel",
    "quero uma vaga de garçom num bar perto de casa",
    "consegui um lugar de estacionamento perto do escritório",
    "entrei de férias ontem, finalmente",
    "consegui vaga de estágio de verão, mas ainda não sei onde",
]


@pytest.mark.parametrize(("text", "slot", "word"), PT_NEW_JOB, ids=_ids(PT_NEW_JOB))
def test_pt_new_job_is_read(text: str, slot: str, word: str) -> None:
    assert _reads(text, slot, word), _keys(text)


@pytest.mark.parametrize("text", PT_NEW_JOB_DECOYS, ids=[t[:40] for t in PT_NEW_JOB_DECOYS])
def test_pt_new_job_look_alike_gives_nothing(text: str) -> None:
    assert not _slots(text) & {"fact/job_title", "fact/employer"}, _keys(text)


# ---- Portuguese: where the user was born, said as "sou nascido em"; "nascida e criada no" reads as "nasci e cresci"
# (where the user is from) --------------------------------------------------------------------------------------

PT_BORN: list[tuple[str, str, str]] = [
    ("sou nascido em Recife mas moro em SP faz tempo", "fact/birthplace", "recife"),
    ("sou nascida no Porto, por isso adoro francesinhas", "fact/birthplace", "porto"),
    ("nascido e criado em Belém, sinto falta do açaí de verdade", "fact/hometown", "belém"),
    ("sou nascida e criada em Braga, conheces bons restaurantes lá?", "fact/hometown", "braga"),
    ("Nascida em Luanda, vim para Lisboa aos 10 anos", "fact/birthplace", "luanda"),
    ("eu sou nascida em Coimbra mas cresci no Algarve", "fact/birthplace", "coimbra"),
    ("nascido em Manaus, criado em Belém, hoje moro em Curitiba", "fact/birthplace", "manaus"),
    ("sou nascido e criado na Mooca, mano, conheço tudo aqui", "fact/hometown", "mooca"),
]

PT_BORN_DECOYS = [
    "o meu filho é nascido em Lisboa",
    "quem é nascido em Portugal tem direito a quê?",
    "se eu fosse nascido em Portugal teria cidadania?",
    "a minha avó era nascida e criada no Minho",
    "nascido em 1990, que reforma vou ter?",
]


@pytest.mark.parametrize(("text", "slot", "word"), PT_BORN, ids=_ids(PT_BORN))
def test_pt_birthplace_is_read(text: str, slot: str, word: str) -> None:
    assert _reads(text, slot, word), _keys(text)


@pytest.mark.parametrize("text", PT_BORN_DECOYS, ids=[t[:40] for t in PT_BORN_DECOYS])
def test_pt_birthplace_look_alike_gives_nothing(text: str) -> None:
    assert not _slots(text) & {"fact/birthplace", "fact/hometown"}, _keys(text)


# ---- a field of study said as the kind of degree: "doing a nursing degree", "i've got a psychology degree" --------

DEGREE_NOUN: list[tuple[str, str, str]] = [
    ("doing a chemistry degree part time while working, any revision tips", "fact/field_of_study", "chemistry"),
    ("im doing a nursing degree at uni so placements eat my weekends", "fact/field_of_study", "nursing"),
    ("I'm in my final year of a law degree and completely exhausted", "fact/field_of_study", "law"),
    ("I have a degree in history, what jobs can I get with it", "fact/field_of_study", "history"),
    ("studying for a maths degree with the OU, is it worth it", "fact/field_of_study", "maths"),
    ("i've got a psychology degree but work in retail lol", "fact/field_of_study", "psychology"),
    ("I'm halfway through an engineering degree at Strathclyde", "fact/field_of_study", "engineering"),
    ("i did a geography degree at leeds and now i teach", "fact/field_of_study", "geography"),
    ("currently doing a computer science degree, which laptop should i get", "fact/field_of_study",
     "computer science"),
]

DEGREE_NOUN_DECOYS = [
    "my sister is doing a nursing degree",
    "should i do a law degree or an apprenticeship?",
    "if i did a history degree would i regret it",
    "i'm doing a 3 year degree so money is tight",
    "doing a degree in procrastination at this point lol",
    "write a personal statement for a student applying for a medicine degree",
    "is a computing degree worth it?",
]


@pytest.mark.parametrize(("text", "slot", "word"), DEGREE_NOUN, ids=_ids(DEGREE_NOUN))
def test_field_said_as_the_degree_is_read(text: str, slot: str, word: str) -> None:
    assert _reads(text, slot, word), _keys(text)


@pytest.mark.parametrize("text", DEGREE_NOUN_DECOYS, ids=[t[:40] for t in DEGREE_NOUN_DECOYS])
def test_degree_look_alike_gives_nothing(text: str) -> None:
    assert "fact/field_of_study" not in _slots(text), _keys(text)


# ---- Portuguese: the field straight after "estudei" ("estudei direito na UFMG") ----------------------------------

PT_STUDIED: list[tuple[str, str, str]] = [
    ("estudei direito na UFMG e hoje trabalho em banco", "fact/field_of_study", "direito"),
    ("estudei arquitetura na FAUP, no Porto, e adoro desenhar", "fact/field_of_study", "arquitetura"),
    ("estudei enfermagem na Unicamp, dá pra fazer residência fora?", "fact/field_of_study", "enfermagem"),
    ("estudei engenharia informática no Técnico", "fact/field_of_study", "engenharia informática"),
    ("estudei psicologia em Coimbra mas nunca exerci", "fact/field_of_study", "psicologia"),
    ("eu estudei economia na Nova, depois fiz um mestrado", "fact/field_of_study", "economia"),
    ("estudei veterinária, hoje só trato dos meus gatos kkk", "fact/field_of_study", "veterinária"),
    ("estudei jornalismo e trabalho com marketing digital", "fact/field_of_study", "jornalismo"),
]

PT_STUDIED_DECOYS = [
    "estudei muito pra prova de ontem e fui mal",
    "estudei a noite toda e não dormi nada",
    "o meu irmão estudou direito na UFMG",
    "estudei com a minha amiga na biblioteca",
    "estudei o capítulo 3 ontem, me faz umas perguntas?",
    "se eu estudasse direito, seria advogada?",
    "estudei direito dessa vez e tirei 9 na prova!!",
]


@pytest.mark.parametrize(("text", "slot", "word"), PT_STUDIED, ids=_ids(PT_STUDIED))
def test_pt_field_after_estudei_is_read(text: str, slot: str, word: str) -> None:
    assert _reads(text, slot, word), _keys(text)


@pytest.mark.parametrize("text", PT_STUDIED_DECOYS, ids=[t[:40] for t in PT_STUDIED_DECOYS])
def test_pt_estudei_look_alike_gives_nothing(text: str) -> None:
    assert "fact/field_of_study" not in _slots(text), _keys(text)
