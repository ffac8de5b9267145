"""Notes about the user: a list under a line that says what it is for (a bio, a profile, a form, background for an
answer), whose items are written without a subject ("- physio", "- 34", "- dad of two").

Each item is read as written, then as the statements it may stand for ("I'm a physio", "I'm 34", "Tenho 34 anos",
"Sou enfermeira"), the first that the rules read. A list for someone else, a list of things, and a list under a line
that names a person are not notes. Sentences written for these tests, not taken from any evaluation set.
"""

from __future__ import annotations

import pytest

from tests.rule_general import keys, reads

NOTES_EN = [
    ("quick bio for the club website:\n- 41\n- paramedic\n- based in Swansea", [("identity/age", "41"),
     ("fact/job_title", "paramedic"), ("fact/home_city", "swansea")]),
    ("For my tinder profile, make it funny:\n- 26\n- junior architect\n- vegetarian", [("identity/age", "26"),
     ("fact/job_title", "architect"), ("preference/diet", "vegetarian")]),
    ("background for the workout plan:\n- 55 years old\n- asthmatic\n- office job", [("identity/age", "55"),
     ("fact/health", "asthma")]),
    ("my linkedin about section needs work:\n- data engineer, 6 yrs\n- fluent in German", [("fact/job_title",
     "data engineer"), ("skill/speaks", "german")]),
    ("About me:\n- Priyanka Rao\n- pharmacist\n- mum of three", [("identity/name", "priyanka rao"),
     ("fact/job_title", "pharmacist"), ("relationship/children", "3")]),
    ("for the volunteer application form:\n- retired teacher\n- live in Ipswich", [("fact/former_job", "teacher"),
     ("fact/home_city", "ipswich")]),
    ("intro for my portfolio site:\n- graphic designer\n- work in a print shop", [("fact/job_title",
     "graphic designer")]),
    ("some context for the meal ideas:\n- type 1 diabetic\n- night shifts", [("fact/health", "diabetes")]),
    ("for my dating profile:\n- 33 yo\n- dad of one\n- coeliac", [("identity/age", "33"),
     ("relationship/status", "parent"), ("fact/health", "coeliac")]),
]

NOTES_PT = [
    ("bio pro meu insta:\n- 29 anos\n- nutricionista\n- moro em Natal", [("identity/age", "29"),
     ("fact/job_title", "nutricionista"), ("fact/home_city", "natal")]),
    ("Para a ficha do ginásio:\n- 47 anos\n- engenheiro civil\n- asmático", [("identity/age", "47"),
     ("fact/job_title", "engenheiro civil"), ("fact/health", "asma")]),
    ("Sobre mim, para a candidatura:\n- Joana Ferreira\n- professora primária\n- vivo em Viseu",
     [("identity/name", "joana ferreira"), ("fact/job_title", "professora"), ("fact/home_city", "viseu")]),
    ("perfil pro app de namoro:\n- 31\n- vegana\n- trabalho no Itaú", [("identity/age", "31"),
     ("preference/diet", "vegan"), ("fact/employer", "itaú")]),
    ("contexto para o plano de treino:\n- 52 anos\n- diabético\n- trabalho sentado", [("identity/age", "52"),
     ("fact/health", "diabet")]),
    ("melhora o meu currículo:\n- enfermeira\n- uma filha, a Inês", [("fact/job_title", "enfermeira"),
     ("relationship/child", "inês")]),
    ("pro meu perfil do LinkedIn:\n- designer de produto\n- moro em Recife", [("fact/job_title", "designer"),
     ("fact/home_city", "recife")]),
    ("Para a inscrição no clube:\n- 63 anos\n- reformado\n- moro em Tavira", [("identity/age", "63"),
     ("fact/home_city", "tavira")]),
]

NOT_NOTES = [
    "write a short bio for a nurse called Tom:\n- 34\n- nurse in Leeds\n- loves hiking",
    "bio for my sister's dating profile:\n- 29\n- teacher\n- vegan",
    "profile for our new hire:\n- Sarah Jones\n- data analyst\n- based in Leeds",
    "shopping list for the week:\n- eggs\n- milk\n- bread",
    "intro for the speaker, Dr Ana Costa:\n- cardiologist\n- 20 years at St Thomas",
    "my CV sections:\n- Experience\n- Education\n- Skills",
    "cria uma bio para um cliente chamado João:\n- 40 anos\n- advogado\n- mora em Lisboa",
    "perfil da minha filha para a escola:\n- 8 anos\n- gosta de desenhar",
    "lista de compras pro churrasco:\n- picanha\n- carvão\n- cerveja",
    "bio para o meu pai, para o site da empresa:\n- 61 anos\n- engenheiro\n- mora em Braga",
]


@pytest.mark.parametrize(("text", "expected"), NOTES_EN + NOTES_PT)
def test_notes_about_the_user_are_read(text: str, expected: list[tuple[str, str]]) -> None:
    for slot, word in expected:
        assert reads(text, slot, word), (slot, word, keys(text))


@pytest.mark.parametrize("text", NOT_NOTES)
def test_lists_that_are_not_notes_about_the_user(text: str) -> None:
    assert keys(text) == []


def test_years_in_a_job_are_not_an_age() -> None:
    found = keys("for my linkedin:\n- optometrist, 10 yrs\n- based in Hull")
    assert ("fact/job_title", "optometrist") in [(key, obj) for key, obj, _ in found]
    assert not any(key == "identity/age" for key, _, _ in found)


def test_a_name_is_read_only_at_the_top_of_the_list() -> None:
    assert not any(key == "identity/name" for key, _, _ in keys("for my bio:\n- physio\n- Moseley Park"))
