"""Whose fact a Portuguese clause states, by the message's structure. Sentences written for this file.

* A task the user asks for themselves ("escreve-me um plano de treino", "cria … para mim") is followed by their
  own context; a task about someone else or fiction is not.
* A condition said without "sou" after another statement is the user's ("sou vegetariana e alérgica a amendoim"),
  but not after someone else's ("a minha mulher é vegetariana, alérgica a nozes").
"""

from __future__ import annotations

import pytest

from pamport.pipeline.extract.rules.extractor import read_text

AT = "2025-03-01T10:00:00Z"


def _found(text: str) -> list[str]:
    return [hit.finding.content for hit, _ in read_text(text, AT)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Escreve-me um plano de treino. Tenho 45 anos e tenho asma.", ["O usuário tem 45 anos", "O usuário tem asma"]),
        ("Me dá um plano de estudos. Sou estudante de medicina.", ["A profissão do usuário é estudante de medicina"]),
        ("Faz-me um CV. Sou engenheira civil e moro no Porto.", ["O usuário mora no Porto"]),
        ("Cria um plano de refeições para mim. Sou vegetariana.", ["O usuário segue uma dieta vegetariana"]),
    ],
)
def test_a_task_for_the_user_is_followed_by_their_context(text: str, expected: list[str]) -> None:
    found = _found(text)
    assert all(e in found for e in expected), found


@pytest.mark.parametrize(
    "text",
    [
        "Escreva uma bio para um enfermeiro chamado Tom. Ele mora em Leeds.",
        "Escreve-me uma história. Sou um dragão que vive em Oslo.",
        "Escreve uma bio para a minha irmã. Sou professora em Leeds.",
        "escreve um poema pra mim. sou um faroleiro solitário",
    ],
)
def test_a_task_about_someone_else_or_fiction_is_not_the_users_context(text: str) -> None:
    assert _found(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "sou vegetariana e alérgica a amendoim",
            ["O usuário segue uma dieta vegetariana", "O usuário tem alergia a amendoim"],
        ),
        (
            "sou vegetariana, alérgica a amendoim",
            ["O usuário segue uma dieta vegetariana", "O usuário tem alergia a amendoim"],
        ),
        ("a minha mulher é vegetariana, alérgica a nozes", []),
        ("o meu filho é celíaco e alérgico a ovos", []),
        ("ela é enfermeira, alérgica a penicilina", []),
        ("a minha mulher é enfermeira e eu sou professor", ["A profissão do usuário é professor"]),
    ],
)
def test_a_condition_without_sou_belongs_to_the_subject_before_it(text: str, expected: list[str]) -> None:
    assert _found(text) == expected
