"""How a message's structure decides whose fact a clause states. Sentences written for this file.

* A task the user asks for themselves ("write me a gym plan") is followed by their own context; a task about
  someone else or other text ("write a bio for a nurse called Tom", "write me a poem") is not.
* "Help me. I'm stuck": the segmenter keeps "me." and "no." as abbreviations; they are cut before a new
  first-person sentence.
* "I'm 30 and I live in Leeds" is two statements of the user's, not "30 and I" as a couple ("Sam and I").
* A clause without its subject belongs to the subject of the clause before it: "my wife is vegan, allergic to
  nuts" says nothing about the user, "I'm vegan and allergic to peanuts" says two things.
"""

from __future__ import annotations

import pytest

from pamport.pipeline.extract.rules.extractor import read_text
from pamport.pipeline.extract.rules.text import sentences

AT = "2025-03-01T10:00:00Z"


def _found(text: str) -> list[str]:
    return [hit.finding.content for hit, _ in read_text(text, AT)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Write me a gym plan. I'm 45 and I have asthma.", ["User is 45 years old", "User has asthma"]),
        (
            "Create a meal plan for me. I'm vegan and allergic to peanuts.",
            ["User is vegan", "User is allergic to peanuts"],
        ),
        ("Draft my cover letter. I'm a nurse with 10 years in A&E.", ["User is a nurse"]),
        ("give me a workout for this week. I have asthma.", ["User has asthma"]),
    ],
)
def test_a_task_for_the_user_is_followed_by_their_context(text: str, expected: list[str]) -> None:
    found = _found(text)
    assert all(e in found for e in expected), found


@pytest.mark.parametrize(
    "text",
    [
        "Write a bio for a nurse called Tom. He lives in Leeds and he is vegan.",
        "Write a story for me. I'm a dragon who lives in Oslo.",
        "write me a poem. i'm a lonely lighthouse keeper in Cork",
        "Write a bio for my sister. I'm a teacher in Leeds and I love hiking.",
        "Write a first-person intro for my friend Sam. I'm a plumber in Bristol.",
    ],
)
def test_a_task_about_someone_else_is_not_the_users_context(text: str) -> None:
    assert _found(text) == []


@pytest.mark.parametrize(
    ("text", "cut"),
    [
        ("Help me. I'm stuck.", ["Help me.", "I'm stuck."]),
        ("I said no. I'm fine.", ["I said no.", "I'm fine."]),
        ("Call me. My number changed.", ["Call me.", "My number changed."]),
        ("He left at 5 p.m. I stayed.", ["He left at 5 p.m.", "I stayed."]),
        ("I work with vs. I mean, I use Vim.", ["I work with vs. I mean, I use Vim."]),
    ],
)
def test_everyday_words_before_a_full_stop_end_a_sentence(text: str, cut: list[str]) -> None:
    assert list(sentences(text, "en")) == cut


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("my wife is vegan, allergic to nuts", []),
        ("my son's coeliac and allergic to eggs", []),
        ("she's a nurse, allergic to penicillin", []),
        ("my husband has a bad back, allergic to cats too", []),
        ("my wife is a nurse, I'm a teacher", ["User is a teacher"]),
        ("I'm vegan and allergic to peanuts", ["User is vegan", "User is allergic to peanuts"]),
        ("I'm diabetic and allergic to kiwi", ["User is diabetic", "User is allergic to kiwi"]),
        ("I'm a nurse, allergic to penicillin", ["User is a nurse", "User is allergic to penicillin"]),
        ("I'm 30 and I live in Leeds", ["User is 30 years old", "User lives in Leeds"]),
        ("tom and i love hiking", ["User loves hiking"]),
    ],
)
def test_a_subjectless_clause_belongs_to_the_subject_before_it(text: str, expected: list[str]) -> None:
    assert _found(text) == expected
