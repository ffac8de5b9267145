"""A memory says the fact without the chat around it, and names software the way its makers write it."""

from __future__ import annotations

from collections import Counter

import pytest

from pamport.pipeline.extract.rules.extractor import read_text
from pamport.pipeline.extract.rules.tidy import tidy

_AT = "2024-05-01T10:00:00Z"


def _contents(text: str) -> list[str]:
    return [hit.finding.content for hit, _ in read_text(text, _AT, Counter(), [])]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("can you use metric pls", "User asks the assistant to use metric"),
        ("pls no emojis in replies", "User asks the assistant to avoid emojis"),
        ("i can't stand cricket, sorry", "User can't stand cricket"),
        (
            "not a fan of cilantro at all fwiw, tastes like soap",
            "User is not a fan of cilantro at all, tastes like soap",
        ),
        ("não suporto coentros, I know, very unportuguese of me", "O usuário não suporta coentros"),
        ("moro em porto alegre, rs", "O usuário mora em Porto Alegre"),
        ("sou vegana kkkk", "O usuário segue uma dieta vegana"),
        ("uso o excel pra fazer as escalas", "O usuário usa o Excel pra fazer as escalas"),
        ("im pretty good at canva", "User is pretty good at Canva"),
        ("uso jira e confluence no trampo", "O usuário usa Jira e Confluence"),
        ("i use notion for everything", "User uses Notion for everything"),
        # a request the user went on to make in the same breath is not part of the fact
        (
            "i play bass in my church band on sundays and need the bassline for way maker explained",
            "User plays bass in their church band on Sundays",
        ),
        ("toco cavaquinho num grupo de pagode e queria umas cifras", "O usuário toca cavaquinho num grupo de pagode"),
        ("i love hiking, can you suggest trails near denver?", "User loves hiking"),
        ("I want to learn Spanish and I need a plan", "User wants to learn Spanish"),
        # English writes languages, nationalities, months and days with a capital (Portuguese does not)
        ("i'm learning japanese for a trip next spring", "User is learning Japanese for a trip next spring"),
        ("we're expecting our first baby in march!", "User is expecting their first baby in March"),
        ("i'm english but live in france", "User is English"),
        ("moro em Lisboa desde março", "O usuário mora em Lisboa"),
        # names of several words
        ("i'm using arch linux on my laptop", "User uses Arch Linux on their laptop"),
        ("i use google sheets for my budget", "User uses Google Sheets for their budget"),
        ("uso o power bi no trabalho", "O usuário usa o Power BI no trabalho"),
        ("i'm good at final cut pro", "User is good at Final Cut Pro"),
    ],
)
def test_fillers_out_and_products_cased(text: str, expected: str) -> None:
    assert expected in _contents(text)


@pytest.mark.parametrize(
    ("content", "kind", "expected"),
    [
        # words that are products only in a tool's place stay words elsewhere
        ("User has a notion of moving abroad", "environment", "User has a notion of moving abroad"),
        ("User keeps a python as a pet", "relationship", "User keeps a python as a pet"),
        ("User loves the word game", "preference", "User loves the word game"),
        ("User uses zoom for work calls", "environment", "User uses Zoom for work calls"),
        # only environment and skill memories name software
        ("User wants to excel at chess", "goal", "User wants to excel at chess"),
        # an aside is cut only after a comma, and a content is never emptied
        ("User is sorry about the delay", "context", "User is sorry about the delay"),
        ("User pls", "context", "User pls"),
        ("User is just starting out", "context", "User is just starting out"),
        ("O usuário mora no RS", "fact", "O usuário mora no RS"),
        ("User needs glasses and wants contacts", "fact", "User needs glasses and wants contacts"),
        ("O usuário fico", "fact", "O usuário fico"),  # nothing would be left: unchanged
        ("User may move abroad", "goal", "User may move abroad"),  # "may" the verb, not the month
        ("User will march in the parade", "context", "User will march in the parade"),
        ("User fala inglês", "skill", "User fala inglês"),
    ],
)
def test_tidy_leaves_the_fact_alone(content: str, kind: str, expected: str) -> None:
    assert tidy(content, kind) == expected
