"""Improving a language the user already speaks is learning it: one ``goal/learn`` memory with "learn X".

"Quero melhorar o meu inglês" and "I want to improve my Spanish" used to be goals to achieve
("melhorar o seu inglês para falar com os clientes"), so they never merged with "quero aprender inglês" said
another day. Improving anything that is not a language stays a goal to achieve.
"""

from __future__ import annotations

import pytest

from tests.rule_general import keys

LEARN = [
    ("Quero melhorar o meu inglês para falar com os clientes", "english"),
    ("quero melhorar meu espanhol antes da viagem", "spanish"),
    ("gostava de melhorar o meu francês este ano", "french"),
    ("I want to improve my Spanish", "spanish"),
    ("i really want to improve my german, it's embarrassing at work", "german"),
    ("I'd love to improve my Japanese before Osaka", "japanese"),
    ("I'd like to improve my Italian, any podcasts?", "italian"),
    ("I want to improve my english writing for uni", "english"),
]

ACHIEVE = [
    "I want to improve my 5k time",
    "quero melhorar a minha escrita",
    "I want to improve my posture at the desk",
    "quero melhorar o meu currículo",
]


@pytest.mark.parametrize(("text", "language"), LEARN)
def test_improving_a_language_is_learning_it(text: str, language: str) -> None:
    assert [(key, obj) for key, obj, _ in keys(text) if key.startswith("goal/")] == [("goal/learn", language)]


@pytest.mark.parametrize("text", ACHIEVE)
def test_improving_anything_else_stays_a_goal_to_achieve(text: str) -> None:
    assert not [key for key, _, _ in keys(text) if key == "goal/learn"]
