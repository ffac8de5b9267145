"""Clause-level reading: sentences, trailing questions, and the per-sentence language gate."""

from __future__ import annotations

import subprocess
import sys
from collections import Counter

import pytest

from pamport.pipeline.extract.rules import read_text
from pamport.pipeline.extract.rules.language import readable, sentence_language
from pamport.pipeline.extract.rules.text import sentences

T0 = "2025-03-10T09:00:00Z"


def _contents(text: str, counts: Counter[str] | None = None) -> list[str]:
    return [hit.finding.content for hit, _ in read_text(text, T0, counts)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("moro em Coimbra desde março, vale a pena comprar carro?", "O usuário mora em Coimbra"),
        ("I'm vegan, any recipe ideas?", "User is vegan"),
        ("btw I live in Porto - what's the best beach nearby?", "User lives in Porto"),
    ],
)
def test_a_statement_survives_a_trailing_question(text: str, expected: str) -> None:
    assert expected in _contents(text)


@pytest.mark.parametrize(
    "text",
    ["should I move to Oslo?", "do you think I'm a good teacher, honestly?", "I live in Porto?"],
)
def test_a_question_alone_gives_nothing(text: str) -> None:
    assert _contents(text) == []


@pytest.mark.parametrize(
    "text",
    [
        "Je ne veux jamais de placeholders du type reste du code.",
        "J'habite à Paris et j'adore le café.",
        "Vivo en Madrid con mi novio y trabajo en Telefónica.",
        "I love มิง",
        "Ich wohne in Berlin und ich liebe Kaffee.",
    ],
)
def test_sentences_in_other_languages_give_nothing(text: str) -> None:
    counts: Counter[str] = Counter()
    assert _contents(text, counts) == []


def test_foreign_sentences_are_counted() -> None:
    counts: Counter[str] = Counter()
    text = "Je m'appelle Claire et j'habite à Paris depuis trois ans. I live in Lisbon."
    assert _contents(text, counts) == ["User lives in Lisbon"]
    assert counts["sentences_other_language"] >= 1


@pytest.mark.parametrize(
    ("sentence", "language"),
    [
        ("We live in Utrecht now", "en"),
        ("I live in Porto", "en"),
        ("eu moro no Porto", "pt"),
        ("sou vegetariana", "pt"),
        ("Je suis professeur de mathématiques à Lyon depuis longtemps", "fr"),
        ("Toco piano", "pt"),
        ("tengo 34 años y trabajo en Telefónica", "es"),
    ],
)
def test_sentence_language(sentence: str, language: str) -> None:
    expected = "pt" if language == "pt" else "en"
    assert sentence_language(sentence, expected) == language
    assert readable(sentence, expected) == (language == expected)


def test_sentences_keep_abbreviations_and_split_lines() -> None:
    text = "I use Node.js and VS Code. Sou prof. de matemática!\n- allergic to kiwi\n- diabetic"
    assert list(sentences(text)) == [
        "I use Node.js and VS Code.",
        "Sou prof. de matemática!",
        "- allergic to kiwi",
        "- diabetic",
    ]


def test_help_does_not_import_the_pipeline() -> None:
    code = (
        "import sys, pamport.cli as c\n"
        "heavy = [m for m in sys.modules if m.startswith(('pamport.pipeline.extract', 'pamport.schemas',"
        " 'pydantic', 'pandas', 'lingua', 'sentencex'))]\n"
        "print(','.join(heavy))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.strip()
    assert out == ""
