"""English instructions said with a place for them ("no emojis in replies"), "stick to", units asked for with
"can u do"; cars named by make and model in passing; goals after "been trying to". Sentences written for this
file, with look-alikes that must give nothing."""

from __future__ import annotations

import pytest

from pamport.pipeline.extract.rules.extractor import read_text

AT = "2025-03-01T10:00:00Z"


def _found(text: str) -> list[str]:
    return [hit.finding.content for hit, _ in read_text(text, AT)]


@pytest.mark.parametrize(
    ("text", "content"),
    [
        ("no emojis in replies please", "User asks the assistant to avoid emojis"),
        ("please no emojis in your answers", "User asks the assistant to avoid emojis"),
        ("no jargon in your explanations pls", "User asks the assistant to avoid jargon"),
        (
            "Please stick to British spelling (colour, centre, etc), it's for a report",
            "User asks the assistant to use British spelling",
        ),
        ("stick with metric pls", "User asks the assistant to use metric"),
        ("could you do everything in metric", "User asks the assistant to do everything in metric (metric units)"),
        ("my Toyota Yaris won't start in the cold, what do I check?", "User drives a Toyota Yaris"),
        ("our 2015 vw polo needs tyres", "User drives a 2015 VW Polo"),
        ("my BMW X5 is in the garage again", "User drives a BMW X5"),
        ("been trying to learn Arabic with an app", "User is trying to learn Arabic with an app"),
        ("been hoping to run a marathon", "User hopes to run a marathon"),
    ],
)
def test_said_in_passing(text: str, content: str) -> None:
    assert content in _found(text)


@pytest.mark.parametrize(
    "text",
    [
        "stick to the point",
        "I'll stick to tea",
        "can you do my homework in french",
        "my Tesla stock is down again",
        "my friend's Kia Niro broke down",
        "my Ford dealer says it's the clutch",
        "been trying to fix this bug all day",
        "my son has been trying to learn chess",
    ],
)
def test_look_alikes_give_nothing(text: str) -> None:
    assert _found(text) == []


@pytest.mark.parametrize(
    ("text", "content"),
    [
        ("I've applied for a few nursing jobs, how do I prep for interviews?", "User is job hunting"),
        ("i applied to 30 jobs this month and heard nothing back", "User is job hunting"),
        ("applied for a teaching post at a school in Leeds, any tips?", "User is job hunting"),
        ("originally from Glasgow, now in Leeds", "User is from Glasgow"),
        ("Originally from Porto but living in Leeds", "User is from Porto"),
        ("from limerick originally so this heat is killing me", "User is from Limerick"),
    ],
)
def test_job_hunting_and_origins_without_a_subject(text: str, content: str) -> None:
    found = _found(text)
    assert content in found and not [f for f in found if "name is" in f]


@pytest.mark.parametrize(
    "text", ["my brother applied for a job at Tesco", "I applied for a mortgage", "Originally, I wanted to ask about X"]
)
def test_applications_and_originally_that_are_not_about_the_user(text: str) -> None:
    assert _found(text) == []


@pytest.mark.parametrize(
    ("text", "content"),
    [
        ("I'm going home to Limerick for christmas, what should I bring?", "User is travelling to Limerick"),
        ("we're spending the summer in Greece", "User is travelling to Greece"),
        ("i'm spending a few days in porto next week", "User is travelling to Porto"),
        ("I'm spending christmas in Lagos with family", "User is travelling to Lagos"),
    ],
)
def test_trips_home_and_stays(text: str, content: str) -> None:
    assert content in _found(text)


@pytest.mark.parametrize(
    "text",
    [
        "im going home to bed",
        "I'm going home to cook dinner",
        "I'm going home to Mum's for the weekend",
        "we're spending the weekend in bed lol",
        "my sister is spending the summer in Greece",
    ],
)
def test_no_trip_to_a_verb_or_a_room(text: str) -> None:
    assert not [f for f in _found(text) if "travelling" in f]
