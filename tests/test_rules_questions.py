"""Facts said inside or right beside a question or an exclamation, in English and Portuguese, and look-alikes
that must give nothing.

Every sentence here was written for this file (not taken from tests/extraction_eval). People type a statement and
run straight on into their question without a comma ("im vegan what can i make tonight", "moro em braga qual o
melhor ginásio"), state the reason for a question in its first clause ("since i'm vegan, what …", "tenho 40 anos,
é tarde para …"), add the fact after the question ("what should i cook? i'm vegetarian btw") or shout it before
one ("we're officially in cork!! best pubs?", "finalmente no Porto!! onde comer?", an emoji, "…"). The question
itself is never a memory, and a question that only weighs a possibility ("should I move to Oslo?", "devo mudar
para Lisboa?") or a fact about someone else gives nothing about the user.
"""

from __future__ import annotations

import pytest

from tests.rule_general import keys as _keys
from tests.rule_general import reads_kind as _reads

# ---- a statement run straight on into a question, without punctuation -------------------------------------------

RUN_ON: list[tuple[str, str, str]] = [
    ("im vegan what can i make for dinner tonight", "preference/*", "vegan"),
    ("i'm allergic to nuts is this cake ok", "fact/*", "nuts"),
    ("i have a dog called biscuit how often should i walk him", "relationship/*", "biscuit"),
    ("i live in leeds where can i go climbing", "fact/*", "leeds"),
    ("i'm a teacher how do i deal with burnout", "fact/job_title", "teacher"),
    ("i'm 36 is it too late to learn the piano", "identity/age", "36"),
    ("im diabetic can i eat mango", "fact/*", "diabet"),
    ("i live in bristol which gym should i join", "fact/*", "bristol"),
    ("i'm pregnant whats the best pillow for sleeping", "context/*", "pregnant"),
    ("i'm a nurse on nights what should i eat before bed", "fact/job_title", "nurse"),
    ("moro em braga qual o melhor ginásio", "fact/*", "braga"),
    ("moro em lisboa onde posso correr ao fim de semana", "fact/*", "lisboa"),
    ("tenho dois filhos como os mantenho ocupados nas férias", "relationship/*", "filhos"),
    ("sou diabético posso comer banana", "fact/*", "diabét"),
    ("sou vegetariana o que posso cozinhar hoje", "preference/*", "vegetarian"),
    ("sou enfermeira qual a melhor hora para dormir depois do turno", "fact/job_title", "enfermeira"),
    ("i'm vegetarian wat should i cook", "preference/*", "vegetarian"),
    ("im a nurse wht should i eat", "fact/job_title", "nurse"),
    ("i'm 52 am i too old for crossfit", "identity/age", "52"),
    ("tenho 45 anos é tarde para mudar de carreira", "identity/age", "45"),
    ("uso mac como tiro um print", "environment/*", "mac"),
    ("sou alérgica a marisco posso comer sushi", "fact/*", "marisco"),
    ("moro em sp qual bairro é melhor pra morar", "fact/*", "sp"),
    ("trabalho de enfermeira quantas horas devo dormir", "fact/job_title", "enfermeira"),
    ("moro em curitiba vc recomenda algum restaurante", "fact/*", "curitiba"),
    ("tenho 35 anos dá pra começar a correr", "identity/age", "35"),
]

# ---- the reason for a question, stated in its first clause --------------------------------------------------------

REASON: list[tuple[str, str, str]] = [
    ("as a 36 year old, is it too late to learn piano?", "identity/age", "36"),
    ("since i'm vegan, what can i eat at a steakhouse?", "preference/*", "vegan"),
    ("since im diabetic what snacks are ok", "fact/*", "diabet"),
    ("i'm 40, is it too late to start running?", "identity/age", "40"),
    ("i live in cork, whats the best way to get to dublin?", "fact/*", "cork"),
    ("tenho 40 anos, é tarde para aprender piano?", "identity/age", "40"),
    ("como sou vegana, o que posso comer num churrasco?", "preference/*", "vegan"),
    ("moro no porto, vale a pena ter carro?", "fact/*", "porto"),
    ("as a nurse what shoes are best for 12 hour shifts", "fact/job_title", "nurse"),
    ("as a teacher how do i deal with burnout", "fact/job_title", "teacher"),
    ("visto que moro em braga, qual o melhor ginásio?", "fact/*", "braga"),
    ("uma vez que tenho 40 anos, é tarde para aprender piano?", "identity/age", "40"),
    ("dado que sou vegana o que posso comer", "preference/*", "vegan"),
]

# ---- the fact after the question ---------------------------------------------------------------------------------

AFTER: list[tuple[str, str, str]] = [
    ("what should i cook tonight? i'm vegetarian btw", "preference/*", "vegetarian"),
    ("how do i stay awake? i work nights", "context/situation", "night"),
    ("best running shoes?? i'm training for the london marathon", "context/*", "marathon"),
    ("any ideas for a date night? me and my wife live in york", "fact/*", "york"),
    ("o que devo cozinhar? sou vegetariana", "preference/*", "vegetarian"),
    ("onde devo ir jantar? moro em coimbra", "fact/*", "coimbra"),
    ("what can i take for a headache?? im allergic to aspirin", "fact/*", "aspirin"),
]

# ---- an exclamation, an ellipsis or an emoji, then the question, all in lower case -----------------------------

SHOUTED: list[tuple[str, str, str]] = [
    ("we're officially in cork!! best pubs?", "fact/*", "cork"),
    ("finally moved to leeds!! where should i eat", "fact/*", "leeds"),
    ("moved to bristol... any good running clubs?", "fact/*", "bristol"),
    ("just moved to glasgow… where do people go running", "fact/*", "glasgow"),
    ("i'm pregnant 😭 what do i do", "context/*", "pregnant"),
    ("i'm a nurse 😅 how do i survive night shifts", "fact/job_title", "nurse"),
    ("i'm vegan!! what do i order at a tapas bar", "preference/*", "vegan"),
    ("i'm allergic to penicillin!! what else can i take for an ear infection", "fact/*", "penicillin"),
    ("mudei-me para o porto!! onde posso correr", "fact/*", "porto"),
    ("sou vegana… onde como em lisboa?", "preference/*", "vegan"),
    ("moro em faro!! que praias recomendas?", "fact/*", "faro"),
    ("tenho 30 anos 😅 ainda dá para mudar de carreira?", "identity/age", "30"),
    ("sou professora!! como lido com turmas grandes", "fact/job_title", "professora"),
    ("i'm vegan... not kidding, what do i eat at a bbq", "preference/*", "vegan"),
]

# ---- a statement that a tag only asks to have confirmed ----------------------------------------------------------

TAGGED: list[tuple[str, str, str]] = [
    ("im 20 so i cant rent a car in the uk yet right??", "identity/age", "20"),
    ("i'm 17 so i can't vote yet right?", "identity/age", "17"),
    ("i'm on sertraline so no alcohol, right?", "fact/medication", "sertraline"),
    ("tenho 17 anos então não posso conduzir, né?", "identity/age", "17"),
    ("sou vegetariana por isso não posso comer gelatina, certo?", "preference/*", "vegetarian"),
]

STATEMENTS = RUN_ON + REASON + AFTER + SHOUTED + TAGGED


@pytest.mark.parametrize(("text", "slot", "word"), STATEMENTS, ids=[t[:40] for t, _, _ in STATEMENTS])
def test_fact_beside_a_question_is_read(text: str, slot: str, word: str) -> None:
    assert _reads(text, slot, word), _keys(text)


def test_the_question_is_not_part_of_the_value() -> None:
    assert [content for _, _, content in _keys("uso mac como tiro um print")] == ["o usuário usa mac"]
    assert [content for _, _, content in _keys("moro em curitiba vc recomenda algum restaurante")] == [
        "o usuário mora em curitiba"
    ]
    assert [content for _, _, content in _keys("trabalho de enfermeira quantas horas devo dormir")] == [
        "a profissão do usuário é enfermeira"
    ]
    assert [content for _, _, content in _keys("moro em braga qual o melhor ginásio")] == ["o usuário mora em braga"]
    assert [content for _, _, content in _keys("i'm allergic to nuts is this cake ok")] == [
        "user is allergic to nuts"
    ]
    assert [content for _, _, content in _keys("i'm pregnant 😭 what do i do")] == ["user is pregnant"]


# ---- look-alikes: questions that only weigh a possibility, someone else's facts, embedded questions -------------

LOOK_ALIKES = [
    "should i move to oslo?",
    "should i move to oslo!! or stay put",
    "what if i were a pilot?",
    "what if i moved to leeds… would i be happier",
    "is 36 too old to start piano?",
    "would being vegan help my skin?",
    "is it worth moving to cork?? the rent is mad",
    "how do i become a nurse",
    "can i be allergic to nuts without knowing",
    "am i pregnant if my period is late",
    "my sister is vegan what can i make for her",
    "my wife is pregnant what should i get her",
    "my son is allergic to nuts is this cake ok for him",
    "my brother lives in leeds where should we meet",
    "my mum's a nurse!! how do i thank her",
    "my daughter is vegan 😅 allergic to nuts too",
    "if i get the job!! i'll live in leeds",
    "if i moved to cork… where would i live",
    "i don't know what should i eat",
    "i'm not sure which gym should i join",
    "devo mudar para lisboa?",
    "e se eu fosse piloto?",
    "devo mudar-me para o porto!! ou ficar",
    "será que sou alérgico a nozes?",
    "como é ser enfermeira?",
    "a minha irmã é vegana o que posso cozinhar para ela",
    "o meu filho tem 4 anos qual o melhor livro para ele",
    "a minha mãe mora em braga onde devo ficar",
    "qual o melhor ginásio em braga?",
    "onde posso morar em lisboa?",
    "vale a pena mudar para o porto!! ou não",
    "what's the best gym in leeds",
    "best pubs in cork?? asking for a friend",
    "how old do you have to be to work as a nurse… 18?",
    "you're a nurse, right?",
    "she's vegan right?",
    "my son is 4 so he can't go to school yet, right?",
    "a minha filha tem 4 anos, certo?",
    "so i should move to oslo, right?",
    "what if i were a pilot… i'd live in dubai",
    "my sister just moved to leeds!! where should i take her",
    "my son is vegan... allergic to nuts too",
    "my boyfriend is a nurse 😅 works nights",
    "a minha irmã mora em braga!! onde devo ficar",
    "i know what you did last summer",
    "não sei onde posso comer em braga",
    "i'm not sure which gym should i join in leeds",
    "the problem is it crashes every time",
    "eu sei o que posso fazer",
    "as a result what should i do",
    "as a nurse would i earn more in dublin?",
    # a punchline that takes the statement back
    "i love my job... not",
    "i love mondays!! not",
    "i'm a morning person... jk",
    "sou super paciente!! só que não",
    "adoro acordar cedo… mentira",
    "a casa que eu posso comprar fica em braga",
    "acho que vc sabe que o meu irmão mora em braga",
]


@pytest.mark.parametrize("text", LOOK_ALIKES, ids=[t[:40] for t in LOOK_ALIKES])
def test_look_alike_gives_nothing(text: str) -> None:
    assert _keys(text) == []
