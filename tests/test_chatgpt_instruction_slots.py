"""Custom instructions about the user read by the rule extractor: worded, typed and slotted like the same fact said
in a conversation, so ``pamport convert`` keeps one memory with both kinds of evidence."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from pamport.cli import main
from pamport.importers.base import FIRST_PERSON
from pamport.importers.chatgpt.instruction_voice import first_person
from pamport.importers.chatgpt.instructions_v2025_01 import InstructionText, drafts
from pamport.pipeline.extract.rules.extractor import RuleExtractor

WHEN = "2025-03-01T09:00:00Z"
SRE = "User is an SRE"


@pytest.mark.parametrize(
    ("statement", "expected"),
    [
        ("The user is an SRE.", "I am an SRE."),
        ("User lives in Porto", "I live in Porto"),
        ("the user has two kids", "I have two kids"),
        ("User watches a lot of anime.", "I watch a lot of anime."),
        ("User studies law at Coimbra.", "I study law at Coimbra."),
        ("O usuário mora em Lisboa", "Eu moro em Lisboa"),
        ("A usuária é enfermeira.", "Eu sou enfermeira."),
        ("I'm a nurse on night shifts.", "I'm a nurse on night shifts."),
        ("Eu moro em Braga.", "Eu moro em Braga."),
        # Not plain statements about the user alone: they keep today's wording.
        ("The user lives with his wife in Leeds.", None),
        ("User profile: backend", None),
        ("The user asked for short answers.", None),
        ("O usuário mora com a sua irmã.", None),
        ("Role: SRE", None),
        ("Data engineer at a logistics company.", None),
    ],
)
def test_first_person(statement: str, expected: str | None) -> None:
    assert first_person(statement) == expected


def _read(source: str, text: str) -> list[tuple[str, str, str | None, list[str]]]:
    """The drafts of one instruction text as the rule extractor restates them during ``convert``."""
    rules = RuleExtractor()
    found = drafts([InstructionText(source, text, "m1", WHEN)], "conv", "user-1")
    return [(d.type, d.content, d.metadata.get("slot"), d.tags) for f in found for d in rules.restate(f)]


def test_only_statements_about_the_user_carry_a_first_person_form() -> None:
    text = "The user is an SRE.\nI live in Porto.\nThe user lives with his wife in Leeds."
    found = drafts([InstructionText("about_user_message", text, "m1", WHEN)], "conv", None)
    assert [d.metadata for d in found] == [
        {"source": "about_user_message", FIRST_PERSON: "I am an SRE."},
        {"source": "about_user_message"},
        {"source": "about_user_message"},
    ]
    assert [d.content for d in found] == text.split("\n")  # the importer keeps the user's words
    said = drafts([InstructionText("about_model_message", "User prefers short answers.", "m2", WHEN)], "c", None)
    assert said[0].metadata == {"source": "about_model_message"}  # how to answer is not a fact about the user


def test_third_and_first_person_statements_take_the_rules_reading() -> None:
    assert _read("about_user_message", "The user is an SRE.\nI live in Porto.") == [
        ("fact", SRE, "fact.job_title", ["custom-instructions", "fact", "occupation"]),
        ("fact", "User lives in Porto", "fact.home_city", ["custom-instructions", "fact", "location"]),
    ]
    assert _read("user_profile", "```O usuário mora em Lisboa.```") == [
        ("fact", "O usuário mora em Lisboa", "fact.home_city", ["custom-instructions", "fact", "location"])
    ]
    (sre,) = RuleExtractor().restate(
        drafts([InstructionText("user_profile", "```The user is an SRE.```", "m1", WHEN)], "conv", None)[0]
    )
    assert sre.metadata["statement"] == "The user is an SRE."
    assert (sre.metadata["slot"], sre.metadata["value"]) == ("fact.job_title", "SRE")
    assert (sre.extraction_method, sre.message_ref) == ("explicit_user_input", "m1")


def test_other_statements_keep_their_own_words() -> None:
    # Not about the user alone: the rules are not given a first-person form, and nothing changes.
    assert _read("about_user_message", "The user lives with his wife in Leeds.") == [
        ("fact", "The user lives with his wife in Leeds.", None, ["custom-instructions"])
    ]


def test_short_job_acronyms_are_job_titles() -> None:
    for acronym in ("DBA", "PM", "QA"):
        assert _read("about_user_message", f"I am a {acronym}.") == [
            ("fact", f"User is a {acronym}", "fact.job_title", ["custom-instructions", "fact", "occupation"])
        ]


# ------------------------------------------------------------------ end to end: profile + conversation, one memory


def _message(node: str, role: str, text: str, when: float | None) -> dict[str, Any]:
    return {
        "id": node,
        "author": {"role": role, "name": None, "metadata": {}},
        "create_time": when,
        "update_time": None,
        "content": {"content_type": "text", "parts": [text]},
        "status": "finished_successfully",
        "end_turn": True if role == "assistant" else None,
        "weight": 1.0,
        "metadata": {},
        "recipient": "all",
        "channel": None,
    }


def _conversation(key: str, start: float, turns: list[tuple[str, str]], profile: str | None) -> dict[str, Any]:
    nodes: dict[str, dict[str, Any]] = {"root": {"id": "root", "message": None, "parent": None, "children": []}}
    parent = "root"
    messages: list[dict[str, Any]] = []
    if profile is not None:
        hidden = _message(f"{key}-ctx", "user", "", None)
        hidden["content"] = {
            "content_type": "user_editable_context",
            "user_profile": f"The user provided the following information about themselves.\nUser profile:\n"
            f"```{profile}```",
            "user_instructions": "",
        }
        hidden["metadata"] = {"is_visually_hidden_from_conversation": True, "is_user_system_message": True}
        messages.append(hidden)
    messages += [_message(f"{key}-{n}", role, text, start + 30 * n) for n, (role, text) in enumerate(turns)]
    for message in messages:
        nodes[message["id"]] = {"id": message["id"], "message": message, "parent": parent, "children": []}
        nodes[parent]["children"].append(message["id"])
        parent = message["id"]
    return {"title": key, "create_time": start, "update_time": start + 300, "mapping": nodes,
            "current_node": parent, "conversation_id": f"conv-{key}", "id": f"conv-{key}"}  # fmt: skip


def test_profile_and_conversation_end_as_one_memory(tmp_path: Path) -> None:
    export = tmp_path / "export"
    export.mkdir()
    conversations = [
        _conversation("alerts", 1735725600.0, [("user", "How do I silence a flapping alert?"),
                                               ("assistant", "Add a for: clause to the rule.")],
                      "The user is an SRE.\nI live in Porto."),
        _conversation("career", 1738404000.0, [("user", "I'm an SRE at Google and I live in Porto."),
                                               ("assistant", "Nice, what would you like to plan?")], None),
    ]  # fmt: skip
    (export / "conversations.json").write_text(json.dumps(conversations), encoding="utf-8")
    (export / "user.json").write_text(json.dumps({"id": "user-sre", "email": "sre@example.com"}), encoding="utf-8")
    assert main(["convert", str(export), "-o", str(tmp_path / "bundle"), "-q", "--force"]) == 0
    store = json.loads((tmp_path / "bundle" / "memory-store.json").read_text(encoding="utf-8"))
    for slot, content in (("fact/job_title/sre", SRE), ("fact/home_city/porto", "User lives in Porto")):
        (memory,) = [m for m in store["memories"] if m["metadata"].get("slot") == slot]
        assert memory["content"] == content
        evidence = memory["metadata"]["evidence"]
        # The profile (native, in the first conversation) and the rules' finding in the second: one memory.
        kinds = {(e["extractor"], e["conversation_ref"], "quote" in e) for e in evidence}
        assert {kind[0] for kind in kinds} == {"pamport/0.1.0", "pamport-rules/0.1.0"}, evidence
        assert len(kinds) == 2 and len({kind[1] for kind in kinds}) == 2, evidence
        assert {e["extraction_method"] for e in evidence} == {"explicit_user_input"}
    assert not [m for m in store["memories"] if "The user is an SRE" in m["content"]]
    assert not [m for m in store["memories"] if FIRST_PERSON in m["metadata"]]
