"""Text in single quotes is someone else's, even when its words carry apostrophes ("i'm", "don't"); the user's own
apostrophes outside quotes are still read. Sentences written for this file."""

from __future__ import annotations

import pytest

from pamport.pipeline.extract.rules.extractor import read_text

AT = "2025-03-01T10:00:00Z"


def _found(text: str) -> list[str]:
    return [hit.finding.content for hit, _ in read_text(text, AT)]


@pytest.mark.parametrize(
    "text",
    [
        "my supervisor asked me to proofread his intro email, is it ok? 'hi all, i'm dermot, i'm from cork and i've "
        "been running sites for 20 years'",
        "make this less passive aggressive, its for the house group chat: 'i am the only person in this house who "
        "ever takes the bins out and i'm sick of it'",
        "is this too much for a dating profile? 'i'm a vegan yoga teacher who's lived in bali and can't stand "
        "small talk'",
        "a customer wrote 'i don't eat pork and i'm allergic to nuts' on the booking, what do I serve?",
        "reescreve isto: 'sou enfermeira, moro em Braga e não como carne'",
    ],
)
def test_what_a_quote_says_is_not_the_user(text: str) -> None:
    assert _found(text) == []


@pytest.mark.parametrize(
    ("text", "content"),
    [
        ("i'm from cork and i'm a sparky, what's the going rate?", "User is from Cork"),
        ("I'm a nurse and I can't stand 'wellness' talk", "User is a nurse"),
        ("we're vegan (well i'm vegan, she isn't) so what's a good bbq dish?", "User is vegan"),
    ],
)
def test_the_users_own_apostrophes_are_read(text: str, content: str) -> None:
    assert content in _found(text)
