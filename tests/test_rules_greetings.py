"""A greeting before a statement, and a job said as a greeting ("nurse here", "enfermeira aqui"), in both languages.

People open with a greeting or an interjection ("lol", "ngl", "ugh") in many spellings and often name whom they
greet ("hi there", "morning all", "salve mano", "olá a todos"); what follows is read as if the greeting were not
there. A job said with "here"/"aqui" may
carry the workplace or the town ("paramedic in Leeds here", "barbeiro aqui em Campinas"): the town is the user's
home, as in "I'm a paramedic in Leeds". Sentences written for these tests, not taken from any evaluation set.
"""

from __future__ import annotations

import pytest

from tests.rule_general import keys, reads

GREETED_EN = [
    ("g'day, nurse here, quick one about night shifts", "fact/job_title", "nurse"),
    ("heya! vegan btw, what can I bring to a bbq", "preference/diet", "vegan"),
    ("hi there, arsenal fan here, need a chant for saturday", "preference/likes", "arsenal"),
    ("morning all! live in leeds btw, where's good for brunch", "fact/home_city", "leeds"),
    ("hey guys, sous chef here, how do I cost a menu", "fact/job_title", "sous chef"),
    ("howdy, retired teacher here, which laptop for video calls", "fact/former_job", "teacher"),
    ("yo, allergic to peanuts btw so no satay", "fact/allergy", "peanut"),
    ("hello there, I'm a plumber in Derby and I need an invoice template", "fact/job_title", "plumber"),
    ("hiya mate, postie here, what socks stop blisters", "fact/job_title", "postie"),
    ("good morning, coeliac here, which beers are safe", "fact/health", "coeliac"),
]

JOB_IN_TOWN_EN = [
    ("paramedic in Leeds here, what boots are good for long shifts", "paramedic", "leeds"),
    ("hey! sous chef in Bristol here, need a rota for 6 people", "sous chef", "bristol"),
    ("junior solicitor in Manchester here, how do I ask for a raise", "junior solicitor", "manchester"),
    ("hi, physio in Cork here, any tips for rehab plans", "physio", "cork"),
    ("night porter in Glasgow here, what's a good sleep routine", "night porter", "glasgow"),
    ("electrician in Perth here. what's a fair call-out fee", "electrician", "perth"),
    ("barista in Dublin here, how do I price latte art classes", "barista", "dublin"),
    ("morning! dental nurse in York here, what should I revise", "dental nurse", "york"),
]

GREETED_PT = [
    ("eae, blz? sou barbeiro aqui em campinas e queria umas ideias", "fact/job_title", "barbeiro"),
    ("boas! sou enfermeiro no Porto, como organizo os turnos", "fact/job_title", "enfermeiro"),
    ("viva, moro em Braga e queria dicas de restaurantes", "fact/home_city", "braga"),
    ("salve mano, sou vegano, q eu levo pro churrasco", "preference/diet", "vegan"),
    ("olá a todos, sou professora em Recife, como preparo a aula", "fact/job_title", "professora"),
    ("oie, tenho 34 anos e quero voltar a estudar", "identity/age", "34"),
    ("tudo bem? sou dentista em Natal e preciso de um logo", "fact/job_title", "dentista"),
    ("bom dia pessoal, trabalho na Natura, como peço aumento", "fact/employer", "natura"),
    ("hey, sou alérgica a camarão, o que peço no restaurante", "fact/allergy", "camar"),
]

JOB_HERE_PT = [
    ("enfermeira aqui, dúvida rápida sobre turnos da noite", "enfermeira", None),
    ("oi! motoboy aqui, qual o melhor capacete barato", "motoboy", None),
    ("professor de história aqui em Braga, preciso de ideias para o 9.º ano", "professor de história", "braga"),
    ("barbeiro aqui em campinas, queria umas ideias de legenda", "barbeiro", "campinas"),
    ("olá a todos, dentista aqui, pergunta rápida sobre clareamento", "dentista", None),
    ("contabilista aqui em Setúbal, como faço o IRS de um cliente", "contabilista", "setúbal"),
    ("boas, mecânico aqui, qual o melhor scanner OBD", "mecânico", None),
    ("salve, pedreiro aqui, quanto cobro por m2 de reboco", "pedreiro", None),
]

INTERJECTED = [
    ("lol im a barista in portland, how do i ask for more hours", "fact/job_title", "barista"),
    ("haha i'm a nurse so nights are normal", "fact/job_title", "nurse"),
    ("lmao im 40 and just learned to swim", "identity/age", "40"),
    ("sigh, i'm a teacher and it's exam season", "fact/job_title", "teacher"),
    ("fr i live in leeds", "fact/home_city", "leeds"),
    ("ngl im vegan now", "preference/diet", "vegan"),
    ("ugh i'm allergic to cats and my friend has three", "fact/allergy", "cat"),
    ("yay i'm engaged!!", "relationship/status", "engaged"),
]

LOOK_ALIKES = [
    "hey there, is a nurse here paid well compared to Spain?",
    "hi all, my sister's a nurse in Leeds",
    "morning! stuck in traffic here, any podcast?",
    "hey, if I were a paramedic in Leeds here, what would I earn",
    "hello there, the code here is wrong, can you fix it",
    "cheers, that's all from me",
    "olá, o carro aqui é um problema, onde estaciono",
    "boas, chove muito aqui em Braga esta semana?",
    "oi gente, minha irmã é enfermeira aqui em Recife",
    "e se eu fosse enfermeira aqui, quanto ganharia?",
    "tudo bem? fica aqui o texto para rever",
    "salve, aqui é muito caro pra morar?",
]


@pytest.mark.parametrize(("text", "slot", "word"), GREETED_EN + GREETED_PT)
def test_a_greeting_does_not_hide_the_statement(text: str, slot: str, word: str) -> None:
    assert reads(text, slot, word), keys(text)


@pytest.mark.parametrize(("text", "slot", "word"), INTERJECTED)
def test_an_interjection_does_not_hide_the_statement(text: str, slot: str, word: str) -> None:
    assert reads(text, slot, word), keys(text)


@pytest.mark.parametrize("text", ["lol", "haha my son is a nurse", "ugh my boss lives in leeds", "lol what"])
def test_an_interjection_alone_or_before_someone_else_gives_nothing(text: str) -> None:
    assert keys(text) == []


@pytest.mark.parametrize(("text", "job", "town"), JOB_IN_TOWN_EN)
def test_a_job_in_a_town_said_as_a_greeting(text: str, job: str, town: str) -> None:
    assert reads(text, "fact/job_title", job), keys(text)
    assert reads(text, "fact/home_city", town), keys(text)


@pytest.mark.parametrize(("text", "job", "town"), JOB_HERE_PT)
def test_a_job_said_with_aqui(text: str, job: str, town: str | None) -> None:
    assert reads(text, "fact/job_title", job), keys(text)
    if town is not None:
        assert reads(text, "fact/home_city", town), keys(text)
    else:
        assert not any(key == "fact/home_city" for key, _, _ in keys(text))


@pytest.mark.parametrize("text", LOOK_ALIKES)
def test_look_alikes_give_no_job_or_home(text: str) -> None:
    assert not any(key in ("fact/job_title", "fact/home_city") for key, _, _ in keys(text)), keys(text)
