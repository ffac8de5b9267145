"""Portuguese structures read whole: children named after how many there are, a request about answers followed by
its reason, and imperatives with the pronoun after the verb ("Escreva-me", "responda-me").

Sentences written for these tests; none is from the evaluation set.
"""

from __future__ import annotations

import pytest

from tests.rule_general import keys

CHILDREN_NAMED = [
    ("Tenho dois miúdos, o Tomás e a Leonor, e nunca sei que prendas comprar.", {"tomas", "leonor"}),
    ("temos duas crianças, a Rita e o Zé, e queremos ir à neve", {"rita", "ze"}),
    ("tenho duas miúdas, a Inês e a Carolina", {"ines", "carolina"}),
    ("Tenho 2 putos, o Rodrigo e o Salvador, que não param quietos", {"rodrigo", "salvador"}),
    ("tenho dois meninos, o Davi e o Caio, e preciso de ideias de lanche", {"davi", "caio"}),
    ("temos dois miúdos, o Afonso e a Beatriz, e um cão", {"afonso", "beatriz"}),
    ("Tenho duas meninas, a Alice e a Sofia, como organizo os quartos?", {"alice", "sofia"}),
    ("tenho 2 crianças, o Gui e a Lara", {"gui", "lara"}),
]
CHILDREN_COUNTED = [
    ("tenho dois miúdos e pouco tempo para cozinhar", "2", "o usuário tem dois miúdos"),
    ("tenho 3 meninas e um cão", "3", "o usuário tem 3 meninas"),
    ("temos duas crianças pequenas", "2", "o usuário tem duas crianças"),
]
NOT_THE_USERS = [
    "o meu irmão tem dois miúdos, o Tomás e a Leonor",
    "a minha vizinha tem duas meninas, a Alice e a Sofia",
    "se eu tivesse dois miúdos não tinha tempo para nada",
    "quantas crianças tem a turma da Rita e do Zé?",
]


@pytest.mark.parametrize(("text", "names"), CHILDREN_NAMED)
def test_children_named_after_how_many(text: str, names: set[str]) -> None:
    assert {obj for key, obj, _ in keys(text) if key == "relationship/child"} == names


@pytest.mark.parametrize(("text", "count", "content"), CHILDREN_COUNTED)
def test_children_counted_without_what_follows(text: str, count: str, content: str) -> None:
    assert [(key, obj, said) for key, obj, said in keys(text) if key.startswith("relationship/")] == [
        ("relationship/children", count, content)
    ]


@pytest.mark.parametrize("text", NOT_THE_USERS)
def test_someone_elses_children_are_not_the_users(text: str) -> None:
    assert not [key for key, _, _ in keys(text) if key.startswith("relationship/child")]


STYLE_WITH_REASON = [
    ("Respostas curtas por favor, leio isto no intervalo do almoço.", "curtas"),
    ("respostas curtas, tenho pouco tempo", "curtas"),
    ("sem emojis por favor, uso isto no trabalho", "emojis"),
    ("respostas mais diretas pf, ando sem paciência", "diretas"),
    ("explicações simples, por favor, não sou da área", "simples"),
    ("respostas curtas por favor, estou sempre a correr", "curtas"),
    ("sem tabelas, vejo tudo no telemóvel", "tabelas"),
    ("respostas curtas pfv, porque leio no celular", "curtas"),
]
NOT_A_STYLE = [
    "as respostas dele são curtas, tenho pena",
    "as respostas do exame foram curtas, estou preocupada",
    "sem emojis a mensagem parece fria, tenho razão?",
    "respostas curtas no teste dão menos pontos, sei disso",
]


@pytest.mark.parametrize(("text", "word"), STYLE_WITH_REASON)
def test_a_request_about_answers_keeps_its_reason_out(text: str, word: str) -> None:
    found = [(obj, said) for key, obj, said in keys(text) if key.startswith("instruction/")]
    assert len(found) == 1 and word in found[0][0], found


@pytest.mark.parametrize("text", NOT_A_STYLE)
def test_talk_about_someone_elses_answers_is_no_instruction(text: str) -> None:
    assert not [key for key, _, _ in keys(text) if key.startswith("instruction/")]


PRONOUN_AFTER = [
    ("Escreva-me sempre em português de Portugal, nada de brasileiro se faz favor.", "instruction/response_language"),
    ("responda-me em inglês a partir de agora", "instruction/response_language"),
    ("Fale-me sempre em português do Brasil", "instruction/response_language"),
    ("explique-me as coisas passo a passo", "instruction/style"),
    ("Respondam-me sempre em português", "instruction/response_language"),
    ("escreva-me só em português, por favor", "instruction/response_language"),
    ("explica-me tudo de forma simples, não sou da área", "instruction/style"),
    ("fale-me de forma direta, sem rodeios", "instruction/style"),
]
NOT_AN_INSTRUCTION = [
    "fala-me do teu dia",
    "escreva-me um email para o senhorio",
    "responda-me a isto: qual é a capital da Austrália?",
    "explica-me isto: o que é um ETF?",
]


@pytest.mark.parametrize(("text", "slot"), PRONOUN_AFTER)
def test_imperatives_with_the_pronoun_after_the_verb(text: str, slot: str) -> None:
    assert slot in {key for key, _, _ in keys(text)}


@pytest.mark.parametrize("text", NOT_AN_INSTRUCTION)
def test_tasks_with_the_pronoun_after_the_verb_are_no_instruction(text: str) -> None:
    assert not [key for key, _, _ in keys(text) if key.startswith("instruction/")]
