"""Portuguese sentences of kinds the English rules read: a skill the user is bad at ("sou péssima em matemática",
as "I'm terrible at maths"), a course said with the Brazilian gerund ("tô fazendo faculdade de nutrição"), and
shift work with where it is done ("trabalho por turnos no hospital").

Sentences written for these tests, not taken from any evaluation set.
"""

from __future__ import annotations

import pytest

from tests.rule_general import keys, reads

LOW_SKILLS = [
    "sou péssima em matemática, explica-me juros compostos",
    "sou péssimo a desenhar, que app me ajuda",
    "sou fraco a inglês, mas preciso de ler artigos",
    "sou má a cozinhar, ideias fáceis?",
    "sou horrível em geografia",
    "sou ruim em física, me ajuda com a prova",
    "sou terrível em nomes de pessoas",
    "sou leiga em finanças, por onde começo",
]

STUDIES = [
    ("tô fazendo faculdade de nutrição, me ajuda com bioquímica", "nutri"),
    ("estou fazendo mestrado em economia", "economia"),
    ("to fazendo faculdade de direito a noite", "direito"),
    ("estou fazendo o curso de enfermagem", "enfermagem"),
    ("tô fazendo mestrado em física", "fisica"),
    ("estou fazendo doutorado em química", "quimica"),
    ("estou fazendo faculdade de arquitetura em Curitiba", "arquitetura"),
    ("tô fazendo faculdade de psicologia, como organizo as leituras", "psicologia"),
]

SHIFTS = [
    "trabalho por turnos no hospital, como durmo melhor",
    "faço noites numa fábrica de papel",
    "trabalho por turnos na fábrica desde março",
    "faço turnos no aeroporto",
    "trabalho por turnos numa farmácia",
    "faço plantões no hospital de clínicas",
    "trabalho à noite num hotel",
    "trabalho por turnos na polícia",
]

NOT_THESE = [
    "o meu filho é péssimo a matemática",
    "sou péssimo em casa, a minha mulher é que arruma",
    "a minha irmã está fazendo faculdade de nutrição",
    "se eu fizesse faculdade de direito, teria tempo?",
    "o meu marido trabalha por turnos no hospital",
    "quem trabalha por turnos no hospital dorme como?",
]


@pytest.mark.parametrize("text", LOW_SKILLS)
def test_a_skill_the_user_is_bad_at(text: str) -> None:
    found = keys(text)
    assert any(key.startswith("skill/") for key, _, _ in found), found
    assert not any(key in ("skill/knows", "skill/speaks") for key, _, _ in found), found


@pytest.mark.parametrize(("text", "field"), STUDIES)
def test_a_course_said_with_the_gerund(text: str, field: str) -> None:
    assert reads(text, "fact/field_of_study", field), keys(text)


@pytest.mark.parametrize("text", SHIFTS)
def test_shift_work_with_where(text: str) -> None:
    assert any(key == "context/situation" for key, _, _ in keys(text)), keys(text)


@pytest.mark.parametrize("text", NOT_THESE)
def test_someone_else_a_question_or_a_hypothesis(text: str) -> None:
    assert not any(key.startswith(("skill/", "context/situation", "fact/field")) for key, _, _ in keys(text)), keys(
        text
    )
