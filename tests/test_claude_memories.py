"""Claude's native memories: memories.json and project instructions cut into typed, atomic statements."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pamport.importers.base import MemoryDraft
from pamport.importers.claude.statements import classify, heading_tag, sentences, split_statements
from pamport.pipeline.memories import draft_to_memory
from tests.harness import Collected, collect

SAMPLE = Path(__file__).resolve().parents[1] / "sample_exports" / "claude" / "2025.01"
OWNER = "4d3c2b1a-9e8f-4a7b-8c6d-5e4f3a2b1c0d"
PHOTO_TIDY = "7b2e9c41-3f5a-4d6e-9a8b-1c2d3e4f5a6b"


@pytest.fixture(scope="module")
def memories() -> list[MemoryDraft]:
    collected: Collected = collect(SAMPLE)
    return collected.memories


def _find(memories: list[MemoryDraft], start: str) -> MemoryDraft:
    matches = [m for m in memories if m.content.startswith(start)]
    assert len(matches) == 1, [m.content for m in memories]
    return matches[0]


def test_conversations_memory_is_one_memory_per_statement(memories: list[MemoryDraft]) -> None:
    general = [m for m in memories if m.metadata.get("claude_field") == "conversations_memory"]
    assert len(general) == 11
    for m in general:
        assert not m.content.startswith(("-", "*", "#", "•")) and "**" not in m.content
        assert m.extraction_method == "api_export" and m.extractor == "pamport/0.1.0"
        assert m.platform == "claude" and m.platform_user_id == OWNER
        # No time in memories.json: the newest conversation time of the export.
        assert m.created_at == "2025-03-05T11:00:00Z"
        assert m.confidence == 0.9


@pytest.mark.parametrize(
    ("start", "memory_type", "tags"),
    [
        ("Dana is a backend engineer at Fernhill Analytics", "identity", ["work"]),
        ("Dana is currently moving the team's nightly ETL jobs", "context", ["work"]),
        ("Lives in Porto with their partner Miguel", "relationship", ["personal"]),
        ("Has a dog named Bolacha", "relationship", ["personal"]),
        ("Is training for a half marathon", "goal", ["personal"]),
        ("Prefers concise answers with code examples", "preference", ["personal"]),
        ("Planning a week in Lisbon", "goal", ["top-of-mind"]),
        ("Asked about point-in-time recovery", "context", ["history", "recent"]),
        ("Dana learned Rust in 2024", "skill", ["history", "earlier"]),
        ("Dana wants Claude to use British spelling", "instruction", ["history", "earlier"]),
    ],
)
def test_statements_are_typed_and_tagged(
    memories: list[MemoryDraft], start: str, memory_type: str, tags: list[str]
) -> None:
    m = _find(memories, start)
    assert (m.type, m.tags) == (memory_type, tags)


def test_section_headings_are_kept_in_metadata(memories: list[MemoryDraft]) -> None:
    m = _find(memories, "Asked about point-in-time recovery")
    assert (m.metadata["section"], m.metadata["subsection"]) == ("Brief history", "Recent months")


def test_project_memories(memories: list[MemoryDraft]) -> None:
    project = [m for m in memories if m.metadata.get("claude_field") == "project_memories"]
    assert len(project) == 6
    assert all(m.tags[0] == "project" for m in project)
    tidy = [m for m in project if m.metadata["project_uuid"] == PHOTO_TIDY]
    assert {m.metadata["project_name"] for m in tidy} == {"Photo Tidy"}
    assert _find(memories, "photo-tidy is Dana's Rust CLI").type == "project"
    assert _find(memories, "Hashing whole RAW files was too slow").type == "fact"
    assert _find(memories, "clap for argument parsing").type == "environment"
    # A project memory whose project is not in projects.json keeps its uuid, without a name.
    orphan = _find(memories, "A short-lived project for drafting a talk")
    assert "project_name" not in orphan.metadata and orphan.metadata["project_uuid"].startswith("e1d2c3b4")


def test_project_instructions_and_description(memories: list[MemoryDraft]) -> None:
    instructions = [m for m in memories if m.metadata.get("claude_field") == "prompt_template"]
    assert [m.content for m in instructions] == [
        "You are helping me build a Rust CLI called photo-tidy.",
        "Always show complete code that compiles.",
        "Prefer the standard library over extra crates unless I ask for one.",
        "Use British spelling in documentation.",
        "Explain borrow-checker errors step by step.",
    ]
    for m in instructions:
        assert m.type == "instruction" and m.extraction_method == "explicit_user_input"
        assert m.created_at == "2025-02-11T07:45:51.002118Z"  # the project's updated_at
        assert m.metadata["project_name"] == "Photo Tidy" and "instructions" in m.tags
    description = _find(memories, "Project Photo Tidy:")
    assert description.type == "project" and description.metadata["docs"] == ["design-notes.md"]
    starter = _find(memories, "Project How to use Claude:")
    assert starter.metadata["is_starter_project"] is True


def test_every_draft_becomes_a_valid_memory(memories: list[MemoryDraft]) -> None:
    for draft in memories:
        memory = draft_to_memory(draft)
        assert memory.content and memory.provenance.platform == "claude"


# --- the splitter and the rules on their own ------------------------------------------------------


def test_split_headings_bullets_and_sentences() -> None:
    text = (
        "## Work\nAlex is a data engineer. They use Dagster, e.g. for ETL jobs.\n\n"
        "**Personal:**\n- Has two cats\n  named Salt and Pepper\n* Likes __jazz__\n1. Speaks `Portuguese`\n\n"
        "Notes:\nAlex moved to Berlin in 2023 (see [notes](https://example.com/n)). "
        "Mr. Smith is their mentor."
    )
    got = [(s.text, s.section) for s in split_statements(text)]
    assert got == [
        ("Alex is a data engineer.", "Work"),
        ("They use Dagster, e.g. for ETL jobs.", "Work"),
        ("Has two cats named Salt and Pepper", "Personal"),
        ("Likes jazz", "Personal"),
        ("Speaks Portuguese", "Personal"),
        ("Alex moved to Berlin in 2023 (see notes (https://example.com/n)).", "Notes"),
        ("Mr. Smith is their mentor.", "Notes"),
    ]


def test_sentences_keep_initials_and_abbreviations() -> None:
    assert sentences("J. R. R. Tolkien wrote it. It is long, i.e. very long. Done!") == [
        "J. R. R. Tolkien wrote it.",
        "It is long, i.e. very long.",
        "Done!",
    ]


def test_heading_tags_match_the_pam_pattern() -> None:
    assert heading_tag("Work context") == "work"
    assert heading_tag("Tools & resources") == "tools"
    assert heading_tag("Hobbies & Sport") == "hobbies-sport"
    assert heading_tag("") is None
    assert heading_tag("x" * 40) is None


def test_classify_falls_back_to_the_section_then_the_default() -> None:
    assert classify("Sorting works now", ("Current state",), "fact") == "project"
    assert classify("Sorting works now", (None, "Unknown heading"), "project") == "project"
    assert classify("The sky is blue", (), "fact") == "fact"


@settings(max_examples=300, deadline=None, derandomize=True)
@given(st.text(alphabet=st.sampled_from("ab .!?-*#_`:\n\tAZ09é•[]()"), max_size=300))
def test_split_never_crashes_and_cleans(text: str) -> None:
    for statement in split_statements(text):
        assert statement.text and statement.text == statement.text.strip()
        assert not statement.text.startswith(("- ", "* ", "• ", "# "))
        assert sum(ch.isalnum() for ch in statement.text) >= 3
        for heading in (statement.section, statement.subsection):
            tag = heading_tag(heading)
            assert tag is None or re.fullmatch(r"[a-z0-9][a-z0-9_-]*", tag)
