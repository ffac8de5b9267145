"""A home said by buying or renting it ("we just bought our first flat in glasgow") is the user's home city, unless
it is bought for someone else or to let, or what follows "in" is no place."""

from __future__ import annotations

from collections import Counter

import pytest

from pamport.pipeline.extract.rules.extractor import read_text

_AT = "2024-05-01T10:00:00Z"


def _homes(text: str) -> list[str]:
    hits = read_text(text, _AT, Counter(), [])
    return [hit.finding.content for hit, _ in hits if hit.finding.slot == "fact.home_city"]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("we just bought our first flat in glasgow", "User lives in Glasgow"),
        ("we bought a house in leeds last year, how do i fix a leaky tap?", "User lives in Leeds"),
        ("i bought a flat in porto", "User lives in Porto"),
        ("my partner and i just bought our first flat in glasgow!! what should we do first", "User lives in Glasgow"),
        ("We finally got the keys to our first house in Leeds!", "User lives in Leeds"),
        ("I recently bought a condo in Austin", "User lives in Austin"),
    ],
)
def test_a_home_bought_is_the_home(text: str, expected: str) -> None:
    assert _homes(text) == [expected]


@pytest.mark.parametrize(
    "text",
    [
        "we bought a holiday home in spain",
        "we bought a house in need of renovation",
        "i've just bought a flat in london to rent out",
        "we bought a flat in lisbon for my mum",
        "bought a flat in Leeds as an investment",
        "i bought a house in the sims",
        "should we buy a house in leeds?",
        "my sister bought a flat in glasgow",
    ],
)
def test_look_alikes_give_no_home(text: str) -> None:
    assert _homes(text) == []
