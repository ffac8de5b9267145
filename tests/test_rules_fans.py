"""A fan of a team, an artist or a franchise, said without "big" or "huge": "I'm a Liverpool fan".

Sentences written for these tests, not taken from any evaluation set.
"""

from __future__ import annotations

import pytest

from tests.rule_general import keys, reads

FANS = [
    ("I'm a Liverpool fan, what's a good birthday gift for me to ask for", "liverpool"),
    ("i'm an everton fan so go easy", "everton"),
    ("I'm a Taylor Swift fan and I need a playlist for the gym", "taylor swift"),
    ("I'm a Marvel fan, which films should I rewatch first", "marvel"),
    ("I'm a Packers fan living in Chicago, pray for me", "packers"),
    ("Im a Benfica fan btw", "benfica"),
    ("I'm a Star Wars fan, help me name my cat", "star wars"),
    ("I'm a Dolly Parton fan, any similar artists", "dolly parton"),
]

NOT_MINE = [
    "my son is a Liverpool fan, what should I get him",
    "if I were a Liverpool fan I'd be sad today",
    "I'm a fan",
    "is it weird to be a Marvel fan at 40?",
    "write a bio for Tom, a Packers fan from Ohio",
]


@pytest.mark.parametrize(("text", "what"), FANS)
def test_a_fan_of_something_likes_it(text: str, what: str) -> None:
    assert reads(text, "preference/likes", what), keys(text)


@pytest.mark.parametrize("text", NOT_MINE)
def test_someone_elses_or_an_asked_fandom_gives_no_taste(text: str) -> None:
    assert not any(key == "preference/likes" for key, _, _ in keys(text)), keys(text)
