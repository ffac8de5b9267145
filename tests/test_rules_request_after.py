"""A statement followed by a short request said as a noun phrase and closed by a politeness: "i'm diabetic, low
carb recipes pls". The request is cut off as any trailing request is, so the statement is read on its own; an
instruction said the same way ("answer in Portuguese please", "always use Python please") stays an
instruction.

Sentences written for these tests, not taken from any evaluation set.
"""

from __future__ import annotations

import pytest

from tests.rule_general import keys, reads

STATEMENTS = [
    ("i'm diabetic, low carb recipes pls", "fact/health", "diabet"),
    ("I'm coeliac, pasta ideas please", "fact/health", "coeliac"),
    ("i'm asthmatic, running tips pls", "fact/health", "asthma"),
    ("I'm lactose intolerant, dessert recipes please", "fact/health", "lactose"),
    ("im deaf, captioned film recs plz", "fact/health", "deaf"),
    ("I'm epileptic, screen settings advice please", "fact/health", "epilep"),
    ("sou diabética, receitas por favor", "fact/health", "diabet"),
    ("sou celíaco, ideias de jantar por favor", "fact/health", "celi"),
    ("sou asmático, dicas de corrida pfv", "fact/health", "asm"),
]

INSTRUCTIONS_KEPT = [
    ("I'm Brazilian, answer in Portuguese please", "instruction/response_language", "portuguese"),
    ("I'm a developer, always use Python please", "instruction/style", "python"),
    ("sou portuguesa, responde em português de Portugal por favor", "instruction/response_language", "pt"),
    ("I live in Leeds, use metric units please", "instruction/units", "metric"),
]


@pytest.mark.parametrize(("text", "slot", "word"), STATEMENTS)
def test_a_statement_before_a_short_request(text: str, slot: str, word: str) -> None:
    assert reads(text, slot, word), keys(text)


@pytest.mark.parametrize(("text", "slot", "word"), INSTRUCTIONS_KEPT)
def test_an_instruction_said_with_please_is_still_read(text: str, slot: str, word: str) -> None:
    assert reads(text, slot, word), keys(text)
