"""A field of study keeps its whole name, and a course's own "em" is not a school."""

from __future__ import annotations

from collections import Counter

import pytest

from pamport.pipeline.extract.rules.extractor import read_text

_AT = "2024-05-01T10:00:00Z"


def _contents(text: str) -> list[str]:
    return [hit.finding.content for hit, _ in read_text(text, _AT, Counter(), [])]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("estou a tirar um mestrado em biologia marinha", "O usuário estuda biologia marinha"),
        ("faço pós em gestão de projetos", "O usuário estuda gestão de projetos"),
        ("estudo direito do trabalho", "O usuário estuda direito do trabalho"),
        ("estudo engenharia civil à noite", "O usuário estuda engenharia civil"),
        (
            "estudo biologia marinha na Universidade do Algarve",
            "O usuário estuda biologia marinha na Universidade do Algarve",
        ),
        ("estudo biologia porque gosto de bichos", "O usuário estuda biologia"),
        ("estudo direito na USP", "O usuário estuda direito na USP"),
    ],
)
def test_the_whole_field(text: str, expected: str) -> None:
    assert expected in _contents(text)


@pytest.mark.parametrize("text", ["estou fazendo uma pós em UTI neonatal", "tô fazendo pós em UTI neonatal"])
def test_a_course_em_is_no_school(text: str) -> None:
    assert not [c for c in _contents(text) if " em UTI" in c]
