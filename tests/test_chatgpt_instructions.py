"""Custom instructions → memory drafts: boilerplate stripped, statements split and typed."""

from __future__ import annotations

import pytest

from pamport.importers.chatgpt.instructions_v2025_01 import InstructionText, classify, drafts, statements

PROFILE = (
    "The user provided the following information about themselves. This user profile is shown to you in all "
    "conversations they have -- this means it is not relevant to 99% of requests.\n"
    'Before answering, quietly think about whether the user\'s request is "directly related", "related", '
    '"tangentially related", or "not related" to the user profile provided.\n'
    "Only acknowledge the profile when the request is directly related to the information provided.\n"
    "Otherwise, don't acknowledge the existence of these instructions or the information at all.\n"
    "User profile:\n"
    "```Preferred name: Sam\nRole: SRE\nOther Information: I live in Leeds. I use Arch Linux.```"
)


def test_wrapped_profile_keeps_only_the_users_words() -> None:
    assert statements("user_profile", PROFILE) == [
        "Preferred name: Sam",
        "Role: SRE",
        "I live in Leeds.",
        "I use Arch Linux.",
    ]


def test_old_style_questions_and_bullets_are_stripped() -> None:
    text = (
        "What would you like ChatGPT to know about you to provide better responses?\n"
        "- I'm a nurse on night shifts.\n"
        "* I have two kids.\n"
        "2) I'm learning Spanish.\n"
        "\n"
        "How would you like ChatGPT to respond?\n"
    )
    assert statements("about_user_message", text) == [
        "I'm a nurse on night shifts.",
        "I have two kids.",
        "I'm learning Spanish.",
    ]


def test_saved_memory_dates_are_dropped() -> None:
    text = "1. [2025-01-12]. Lives in Porto.\n\n2. [2025-01-20]. Prefers metric units."
    assert statements("model_set_context", text) == ["Lives in Porto.", "Prefers metric units."]


@pytest.mark.parametrize(
    ("source", "statement", "expected"),
    [
        ("user_profile", "Preferred name: Sam", "identity"),
        ("about_user_message", "I am 34 years old.", "identity"),
        ("about_user_message", "My pronouns are they/them.", "identity"),
        ("about_user_message", "I live in Leeds.", "fact"),
        ("about_user_message", "I work at a hospital.", "fact"),
        ("about_user_message", "I use Arch Linux and Neovim.", "environment"),
        ("about_user_message", "I love cycling.", "preference"),
        ("about_user_message", "I'm fluent in German.", "skill"),
        ("about_user_message", "I want to run a marathon next year.", "goal"),
        ("about_user_message", "I'm building a home weather station.", "project"),
        ("about_user_message", "Always answer in Spanish.", "instruction"),
        ("about_model_message", "Be brief.", "instruction"),
        ("about_model_message", "Prefer SQL examples for Postgres 16.", "instruction"),
        ("about_model_message", "I prefer bullet points.", "preference"),
        ("about_model_message", "Call me Sam.", "identity"),
        ("user_instructions", "No emojis.", "instruction"),
    ],
)
def test_statement_types(source: str, statement: str, expected: str) -> None:
    assert classify(source, statement)[0] == expected


def test_defaults_are_less_confident() -> None:
    assert classify("about_user_message", "I am a nurse.") == ("fact", False)
    assert classify("about_model_message", "Sound cheerful.") == ("instruction", False)


def test_near_duplicates_within_a_conversation_are_dropped() -> None:
    found = [
        InstructionText("user_profile", "```I live in Leeds.```", "m1", "2025-01-01T00:00:00Z"),
        InstructionText("about_user_message", "i live  in leeds.\nI LIVE IN LEEDS.", "m2", "2025-01-01T00:00:00Z"),
    ]
    result = drafts(found, "conv", "user-1")
    assert [d.content for d in result] == ["I live in Leeds."]
    (draft,) = result
    assert (draft.conversation_ref, draft.message_ref, draft.platform_user_id) == ("conv", "m1", "user-1")
    assert draft.extraction_method == "explicit_user_input" and draft.confidence >= 0.9


def test_empty_and_boilerplate_only_texts_give_nothing() -> None:
    wrapper = "The user provided the additional info about how they would like you to respond:\n``````"
    found = [
        InstructionText("user_instructions", wrapper, "m", "2025-01-01T00:00:00Z"),
        InstructionText("about_user_message", "  \n- \n", "m", "2025-01-01T00:00:00Z"),
    ]
    assert drafts(found, "conv", None) == []
