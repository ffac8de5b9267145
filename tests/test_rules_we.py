"""What the user's household is, said of both of them: "we're both teachers", "we are both vegan", "somos
vegetarianos", "já somos casados". The pair includes the user, so what is said of both is said of them.

Sentences written for these tests, not taken from any evaluation set.
"""

from __future__ import annotations

import pytest

from tests.rule_general import keys, reads

BOTH = [
    ("we're both teachers, how do we survive marking season", "fact/job_title", "teacher"),
    ("we're both nurses at St James so our shifts clash", "fact/job_title", "nurse"),
    ("we are both vegan, easy dinner party ideas?", "preference/diet", "vegan"),
    ("we're both from Leeds originally", "fact/hometown", "leeds"),
    ("we're both 35 and want to start investing", "identity/age", "35"),
    ("we're both retired now and bored", "fact/job_title", "retired"),
    ("we're both doctors, so childcare is a nightmare", "fact/job_title", "doctor"),
    ("we're both vegetarian so no meat in the plan", "preference/diet", "vegetarian"),
    ("somos vegetarianos, o que levo para o churrasco", "preference/diet", "vegetarian"),
    ("somos os dois veganos, ideias de jantar?", "preference/diet", "vegan"),
    ("já somos casados há 10 anos", "relationship/status", "married"),
    ("nós somos vegetarianas desde 2019", "preference/diet", "vegetarian"),
    ("a gente é vegano, somos veganos há anos", "preference/diet", "vegan"),
    ("somos noivos, casamos em maio", "relationship/status", "engaged"),
    ("somos as duas pescetarianas", "preference/diet", "pescatarian"),
    ("somos divorciados mas amigos", "relationship/status", "divorced"),
]

NOT_THE_USER = [
    "my parents are both teachers",
    "they're both vegan",
    "os meus pais são vegetarianos",
    "eles são casados há 30 anos",
    "are we both teachers now lol?",
]


@pytest.mark.parametrize(("text", "slot", "word"), BOTH)
def test_what_is_said_of_both_is_said_of_the_user(text: str, slot: str, word: str) -> None:
    assert reads(text, slot, word), keys(text)


@pytest.mark.parametrize("text", NOT_THE_USER)
def test_a_pair_without_the_user_gives_nothing(text: str) -> None:
    assert keys(text) == []
