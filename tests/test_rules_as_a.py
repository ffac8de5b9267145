"""Who the user is, said with "as a …" in several words, with or without a comma before the main clause, and
without how long they have been it ("as a club cricketer for 20 years my shoulder is cooked").

Sentences written for these tests, not taken from any evaluation set.
"""

from __future__ import annotations

import pytest

from tests.rule_general import keys, reads

AS_A = [
    ("as a lifelong Arsenal fan I need a new chant for the derby", "preference/likes", "arsenal"),
    ("As a night shift nurse in Bristol, I can never sleep past noon", "fact/job_title", "nurse"),
    ("as a self-taught pianist I never learned any theory, where do I start", "skill/plays", "piano"),
    ("As a primary school teacher in Derby, what's a good end of year gift idea", "fact/job_title", "teacher"),
    ("as a keen birdwatcher for 30 years my eyes aren't what they were", "preference/likes", "birdwatching"),
    ("As a Leeds supporter since I was a kid, I need cheering up", "preference/likes", "leeds"),
    ("as a vegan for over a decade, I'm tired of lentils", "preference/diet", "vegan"),
    ("as a junior data analyst my days are all SQL, how do I get faster", "fact/job_title", "data analyst"),
    ("As a Celtic supporter since childhood I can't watch this", "preference/likes", "celtic"),
    ("I'm a Celtic supporter for 25 years now, how do I cope", "preference/likes", "celtic"),
]

NOT_WHO = [
    "as a result I have to redo the whole report",
    "as a kid I wanted to be an astronaut",
    "as a gift for my mum, what flowers last longest",
    "as a rule of thumb, how much should I save",
    "as a matter of fact the train was late again",
    "would it work as a side dish, I need ideas",
]


@pytest.mark.parametrize(("text", "slot", "word"), AS_A)
def test_who_the_user_is_said_with_as_a(text: str, slot: str, word: str) -> None:
    assert reads(text, slot, word), keys(text)


@pytest.mark.parametrize("text", NOT_WHO)
def test_as_a_of_a_manner_or_an_aim_is_no_role(text: str) -> None:
    assert keys(text) == []
