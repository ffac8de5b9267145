"""English pastimes said with their own verb or as a game played, pets with "I've a", and names that stop before
what is said about the pet. Sentences written for this file, typed as people type to an assistant; each kind has
look-alikes that must give nothing (a job, a chore, a one-off, someone else, a question, a hypothesis)."""

from __future__ import annotations

import pytest

from pamport.pipeline.extract.rules.extractor import read_text

AT = "2025-03-01T10:00:00Z"


def _found(text: str) -> list[tuple[str, str | None, str | None]]:
    return [(hit.finding.content, hit.finding.slot, hit.finding.value) for hit, _ in read_text(text, AT)]


PASTIMES = [
    ("I knit.", "knitting"),
    ("i crochet to wind down after work, any easy patterns?", "crochet"),
    ("I bake sourdough every weekend so what flour should I buy?", "baking"),
    ("we hike most weekends, whats a good waterproof?", "hiking"),
    ("i swim 3x a week before work", "swimming"),
    ("I climb twice a week at the local wall", "climbing"),
    ("I garden a lot, what veg can I plant in october", "gardening"),
    ("I run marathons (slowly)", "running"),
    ("i surf most mornings", "surfing"),
    ("I paint watercolours in my spare time", "painting"),
    ("I journal every night", "journaling"),
    ("i row on sundays with my club", "rowing"),
]


@pytest.mark.parametrize(("text", "pastime"), PASTIMES)
def test_a_pastime_said_with_its_verb_is_a_like(text: str, pastime: str) -> None:
    assert (f"User enjoys {pastime}", "preference.likes", pastime) in _found(text)


GAMES = [
    ("I play netball on tuesday nights in a little league and love it", "netball"),
    ("i play five-a-side on thursdays", "five-a-side"),
    ("i play dnd with my uni mates every other friday", "dnd"),
    ("I play darts for the pub team", "darts"),
    ("i play hurling", "hurling"),
]


@pytest.mark.parametrize(("text", "game"), GAMES)
def test_a_game_played_is_a_like_named_without_where_and_when(text: str, game: str) -> None:
    assert (f"User plays {game}", "preference.likes", game) in _found(text)


NOT_PASTIMES = [
    "I run a small bakery in Leeds",
    "I run a lot of tests before merging",
    "I run late most days",
    "I draw the line at pineapple on pizza",
    "I paint houses for a living",
    "I paint for the council",
    "I bake a cake for my mum's birthday tomorrow",
    "i cycle to work",
    "I fence off the garden every spring",
    "I dive into the code every morning",
    "my husband surfs most mornings",
    "do you knit?",
    "if I swim every day will I lose weight?",
    "should I run every morning?",
    "I don't swim",
]


@pytest.mark.parametrize("text", NOT_PASTIMES)
def test_a_look_alike_is_no_pastime(text: str) -> None:
    assert not [found for found in _found(text) if found[0].startswith("User enjoys")]


@pytest.mark.parametrize(
    ("text", "content"),
    [
        ("I've a cat called Miso", "User has a cat named Miso"),
        ("we've a staffy called pickle whos terrified of storms, anything i can do?", "User has a staffy named Pickle"),
        ("we have a cat named miso who hates the vet", "User has a cat named Miso"),
        ("we've got a jack russell called Bo", "User has a jack russell named Bo"),
        ("I have a daughter named Ana Sofia", "User has a daughter named Ana Sofia"),
    ],
)
def test_pets_and_children_by_name(text: str, content: str) -> None:
    assert content in [found[0] for found in _found(text)]


@pytest.mark.parametrize("text", ["I've a lot of work this week", "I've a feeling it's wrong", "I've a question"])
def test_ive_a_without_a_relation_is_nothing(text: str) -> None:
    assert _found(text) == []


@pytest.mark.parametrize(
    ("text", "content"),
    [
        (
            "I'm allergic to plasters (the adhesive, not latex) so what do I put on a blister?",
            "User is allergic to plasters",
        ),
        ("I'm vegan so any recipe ideas?", "User is vegan"),
        ("I'm a teacher so how do I mark faster?", "User is a teacher"),
        ("we don't drink so any ideas for mocktails?", "User does not drink alcohol"),
        ("I live in Leeds and what is there to do on a sunday?", "User lives in Leeds"),
        ("sou vegetariana então o que posso levar para o jantar?", "O usuário segue uma dieta vegetariana"),
        ("moro no Porto e onde posso comer bem?", "O usuário mora no Porto"),
    ],
)
def test_a_statement_joined_to_its_question_by_so_or_and_is_kept(text: str, content: str) -> None:
    assert content in [found[0] for found in _found(text)]


@pytest.mark.parametrize(
    "text",
    [
        "should I move to Oslo and how do I find a flat?",
        "if I moved to Oslo so what would change?",
        "do you think I'm vegan?",
    ],
)
def test_a_question_joined_to_another_keeps_nothing(text: str) -> None:
    assert _found(text) == []
