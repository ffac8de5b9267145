"""The parts of ``pamport render``: selection, voice, merging of near-duplicates, file names, Markdown blocks."""

from __future__ import annotations

import unicodedata
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pamport.rendering import render_memories
from pamport.rendering.conversation_md import conversation_markdown
from pamport.rendering.dedup import Line, merge, tokens
from pamport.rendering.eligible import select
from pamport.rendering.filenames import MAX_STEM_BYTES, NameRegistry, safe_stem
from pamport.rendering.labels import labels
from pamport.rendering.voice import revoice
from pamport.schemas.conversation import Conversation


def memory(mid: str, content: str, type_: str = "fact", **extra: Any) -> dict[str, Any]:
    base: dict[str, Any] = {
        "id": mid,
        "type": type_,
        "content": content,
        "status": "active",
        "temporal": {"created_at": "2024-01-01T00:00:00Z"},
        "provenance": {"platform": "manual"},
        "confidence": {"current": 0.8},
    }
    for key, value in extra.items():
        base[key] = {**base[key], **value} if isinstance(value, dict) and isinstance(base.get(key), dict) else value
    return base


def store(*memories: dict[str, Any], relations: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    return {"export_date": "2025-06-01T00:00:00Z", "memories": list(memories), "relations": relations or []}


# ------------------------------------------------------------------------------------------------ selection


def test_only_active_exportable_current_memories_are_selected() -> None:
    data = store(
        memory("a", "User lives in Porto"),
        memory("b", "User is allergic to peanuts", access={"exportable": False}),
        memory("c", "User lives in Lisbon", status="superseded", temporal={"superseded_by": "a"}),
        memory("d", "User is a student", status="retracted"),
        memory("e", "User is in Japan", temporal={"valid_until": "2025-03-01T00:00:00Z"}),
        memory("f", "User starts a new job", temporal={"valid_from": "2026-01-01T00:00:00Z"}),
        memory("g", "User has a cat", status="archived"),
    )
    kept, omitted = select(data)
    assert [m["id"] for m in kept] == ["a"]
    reasons = {o.id: o.reason for o in omitted}
    assert reasons["b"].startswith("not exportable")
    assert reasons["c"] == "status superseded"
    assert reasons["d"] == "status retracted" and reasons["g"] == "status archived"
    assert reasons["e"].startswith("expired") and reasons["f"].startswith("not valid yet")
    kept, _ = select(data, as_of="2025-01-01T00:00:00Z")
    assert {m["id"] for m in kept} == {"a", "e"}


def test_contradictions_resolve_to_the_newest() -> None:
    old = memory("old", "User prefers tea", "preference", temporal={"created_at": "2024-01-01T00:00:00Z"})
    new = memory("new", "User prefers coffee", "preference", temporal={"created_at": "2024-05-01T00:00:00Z"})
    relation = {"id": "r", "from": "old", "to": "new", "type": "contradicts", "created_at": "2024-05-01T00:00:00Z"}
    kept, omitted = select(store(old, new, relations=[relation]))
    assert [m["id"] for m in kept] == ["new"]
    assert omitted[0].id == "old" and "contradicted by newer new" in omitted[0].reason
    # one single-valued slot holding two values: the later one stands
    a = memory("a", "User lives in Braga", metadata={"slot": "fact.home_city", "value": "Braga"})
    b = memory("b", "User lives in Faro", metadata={"slot": "fact.home_city", "value": "Faro"},
               confidence={"last_reinforced": "2024-02-01T00:00:00Z"})  # fmt: skip
    kept, _ = select(store(a, b))
    assert [m["id"] for m in kept] == ["b"]


# ------------------------------------------------------------------------------------------------ voice


@pytest.mark.parametrize(
    ("content", "language", "expected"),
    [
        ("User lives in Porto", "en", "The user lives in Porto."),
        ("User's wife is named Ana", "en", "The user's wife is named Ana."),
        ("Marta is a data engineer at Feedzai.", "en", "The user is a data engineer at Feedzai."),
        ("Marta Ribeiro's dog is Bolacha", "en", "The user's dog is Bolacha."),
        ("Has a dog named Bolacha", "en", "The user has a dog named Bolacha."),
        ("Enjoys trail running", "en", "The user enjoys trail running."),
        ("Preferred name: Marta", "en", "The user's preferred name is Marta."),
        ("I'm a teacher and my students love me", "en", "The user is a teacher and their students love them."),
        ("I study maths", "en", "The user studies maths."),
        ("I watch films", "en", "The user watches films."),
        ("I don't eat meat", "en", "The user does not eat meat."),
        ("O usuário adora café", "pt", "O usuário adora café."),
        ("Usuário mora no Porto", "pt", "O usuário mora no Porto."),
        ("Mora no Porto", "pt", "O usuário mora no Porto."),
        ("Marta trabalha na Feedzai", "pt", "O usuário trabalha na Feedzai."),
        ("Eu moro no Porto", "pt", "O usuário mora no Porto."),
        ("Sou vegetariana", "pt", "O usuário é vegetariana."),
        ("Não gosto de filmes de terror", "pt", "O usuário não gosta de filmes de terror."),
        ("Meu chefe é o Ricardo", "pt", "O chefe do usuário é o Ricardo."),
        ("Python and Rust are favourites", "en", "Python and Rust are favourites."),
    ],
)
def test_revoice(content: str, language: str, expected: str) -> None:
    assert revoice(content, language, ("Marta Ribeiro", "Marta")) == expected


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        ("Prefer SQL examples for Postgres 16", "The user asks the assistant to prefer SQL examples for Postgres 16."),
        ("Please explain errors step by step", "The user asks the assistant to explain errors step by step."),
        ("Don't use emojis", "The user asks the assistant not to use emojis."),
        ("When you show code, use Python 3.12", "The user's instruction: When you show code, use Python 3.12."),
        ("User asks the assistant to be concise", "The user asks the assistant to be concise."),
    ],
)
def test_instructions_are_reported_not_addressed(content: str, expected: str) -> None:
    assert revoice(content, "en", (), instruction=True) == expected


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        ("They mostly write Python", "The user mostly writes Python."),
        ("They're based in Porto", "The user is based in Porto."),
        ("Role: Data engineer at a logistics company", "The user's role is data engineer at a logistics company."),
        ("Preferred name: Inês", "The user's preferred name is Inês."),
        ("Lives with our dog Miso", "The user lives with their dog Miso."),
        ("Photo-tidy is Dana's Rust CLI", "Photo-tidy is the user's Rust CLI."),
        ("Learned Rust in 2024", "The user learned Rust in 2024."),
    ],
)
def test_claude_and_custom_instruction_wordings(content: str, expected: str) -> None:
    assert revoice(content, "en", ("Dana",)) == expected


def test_a_name_opening_several_memories_is_the_persons() -> None:
    from pamport.rendering.voice import infer_names

    contents = ["Dana is a backend engineer", "Dana wants short answers", "Dana learned Rust", "Photo-tidy is a CLI",
                "Python is her main language", "The team uses Airflow"]  # fmt: skip
    assert infer_names(contents) == {"Dana"}


# ------------------------------------------------------------------------------------------------ merging


def line(mid: str, text: str, key: int, slot: tuple[str, str] | None = None) -> Line:
    words, negated = tokens(text)
    return Line({"id": mid, "type": "fact"}, text, (key, 0.0, 0, 0.0, mid), words, negated, slot)


def test_a_fact_said_with_less_detail_merges_into_the_richer_wording() -> None:
    merged = merge([
        line("1", "The user works at Feedzai.", 0),
        line("2", "The user is a data engineer.", 1),
        line("3", "The user is a data engineer at Feedzai.", 2),
        line("4", "The user asks the assistant to be concise.", 3),
        line("5", "The user asks the assistant to keep answers short.", 4),
    ])  # fmt: skip
    assert [(ln.text, ln.key[0]) for ln in merged] == [
        ("The user is a data engineer at Feedzai.", 0),
        ("The user asks the assistant to keep answers short.", 3),
    ]
    assert sorted(m["id"] for m in merged[0].merged) == ["1", "2"]


def test_same_slot_and_value_merge_but_negations_and_other_facts_do_not() -> None:
    merged = merge([
        line("1", "The user lives in Porto.", 0, ("fact.home_city", "porto")),
        line("2", "O usuário mora no Porto.", 1, ("fact.home_city", "porto")),
        line("3", "The user likes horror movies.", 2),
        line("4", "The user does not like horror movies.", 3),
        line("5", "The user speaks French.", 4),
        line("6", "The user is learning French.", 5),
    ])  # fmt: skip
    assert [ln.id for ln in merged] == ["1", "3", "4", "5", "6"]


def test_render_result_accounts_for_every_memory() -> None:
    data = store(
        memory("i", "Keep answers short", "instruction"),
        memory("n", "User's name is Ana Lima", "identity", metadata={"slot": "identity.name", "value": "Ana Lima"}),
        memory("h", "Ana enjoys hiking in the mountains near her home town", "preference"),
        memory("d", "User is vegetarian", "preference"),
        memory("x", "User is vegetarian", "preference", confidence={"current": 0.5}),
    )
    result = render_memories(data, "chatgpt", max_chars=60)
    assert result.fields is not None and all(len(v) <= 60 for v in result.fields.values())
    reasons = {o.id: o.reason for o in result.omitted}
    assert reasons["x"] == "same fact as d"
    assert sorted([*result.included, *reasons]) == ["d", "h", "i", "n", "x"]
    assert "over the 60-character budget" in reasons.values()


def test_unknown_target_or_language_is_an_error() -> None:
    from pamport.errors import PamportError

    with pytest.raises(PamportError, match="unknown render target"):
        render_memories(store(), "notion")
    with pytest.raises(PamportError, match="unknown language"):
        render_memories(store(), "claude", lang="fr")


# ------------------------------------------------------------------------------------------------ file names

_WINDOWS_FORBIDDEN = set('<>:"/\\|?*') | {chr(c) for c in range(32)}


@given(st.text(max_size=400))
def test_safe_stem_is_portable(title: str) -> None:
    stem = safe_stem(title)
    assert stem and not (set(stem) & _WINDOWS_FORBIDDEN)
    assert len(stem.encode("utf-8")) <= MAX_STEM_BYTES + 1  # "_" may prefix a reserved name
    assert stem == unicodedata.normalize("NFC", stem)
    assert not stem.endswith((".", " ")) and not stem.startswith((".", " "))
    assert stem.split(".")[0].strip().casefold() not in {"con", "prn", "aux", "nul", "com1", "lpt1"}


@pytest.mark.parametrize(
    ("title", "stem"),
    [
        ("CON", "_CON"),
        ("nul.txt", "_nul.txt"),
        ("What? A: B/C", "What- A- B-C"),
        ("...hidden", "hidden"),
        ("trailing dots...", "trailing dots"),
        ("Cafe\u0301", "Café"),
        ("", "untitled"),
        ("é" * 200, "é" * 60),
    ],
)
def test_safe_stem_examples(title: str, stem: str) -> None:
    assert safe_stem(title) == stem


def test_names_differing_only_in_case_do_not_collide() -> None:
    names = NameRegistry(reserved=("index.md",))
    assert [names.claim(s, ".md") for s in ("Notes", "notes", "NOTES", "Index")] == [
        "Notes.md", "notes (2).md", "NOTES (3).md", "Index (2).md",
    ]  # fmt: skip


# ------------------------------------------------------------------------------------------------ Markdown


def test_tool_calls_citations_attachments_and_thoughts_are_readable() -> None:
    conversation = Conversation.model_validate({
        "id": "c1",
        "provider": {"name": "claude"},
        "title": 'A "quoted": title # here',
        "temporal": {"created_at": "2025-01-01T10:00:00Z"},
        "messages": [
            {"id": "m1", "role": "user", "created_at": "2025-01-01T10:00:00Z",
             "content": {"type": "text", "text": "Find the weather"},
             "attachments": [{"type": "document", "name": "notes.pdf", "mime_type": "application/pdf"}]},
            {"id": "m2", "role": "assistant", "created_at": "2025-01-01T10:00:05Z", "is_thought": True,
             "content": {"type": "text", "text": "Need a search.\n\nThen answer."}},
            {"id": "m3", "role": "assistant", "created_at": "2025-01-01T10:00:09Z", "model": "claude-x",
             "content": {"type": "multipart", "parts": [
                 {"type": "text", "text": "It is sunny."},
                 {"type": "code", "text": "print('```')", "language": "python"},
                 {"type": "image", "ref": "file-1"}]},
             "tool_calls": [{"name": "web_search", "input": {"query": "weather"}, "output": "sunny"}],
             "citations": [{"title": "Met [office]", "url": "https://example.org/w", "snippet": "Sunny  all day"}]},
        ],
    })  # fmt: skip
    text = conversation_markdown(conversation, labels("en"))
    assert text.startswith('---\ntitle: "A \\"quoted\\": title # here"\nplatform: "claude"\n')
    assert "model: \"claude-x\"" in text
    assert "### User · 2025-01-01T10:00:00Z\n\nFind the weather" in text
    assert "- notes.pdf (application/pdf)" in text
    assert "### Assistant (thinking) · 2025-01-01T10:00:05Z\n\n> Need a search.\n>\n> Then answer." in text
    assert "### Assistant · 2025-01-01T10:00:09Z · claude-x" in text
    assert "````python\nprint('```')\n````" in text
    assert "*[image: file-1]*" in text
    assert '**Tool call: `web_search`**\n\n```json\n{\n  "query": "weather"\n}\n```' in text
    assert "Output:\n\n```\nsunny\n```" in text
    assert "1. [Met (office)](https://example.org/w) — Sunny all day" in text
    pt = conversation_markdown(conversation, labels("pt"))
    assert "### Usuário · 2025-01-01T10:00:00Z" in pt and "**Fontes:**" in pt


def test_portuguese_memories_keep_their_variety_and_gender() -> None:
    from pamport.rendering.voice import portuguese_subject

    subject = portuguese_subject(["A utilizadora mora no Porto", "A utilizadora adora café", "O usuário fala francês"])
    assert subject == "A utilizadora"
    assert revoice("A utilizadora é professora", "pt", (), pt_subject=subject) == "A utilizadora é professora."
    assert revoice("Eu moro no Porto", "pt", (), pt_subject=subject) == "A utilizadora mora no Porto."
    assert portuguese_subject(["User lives in Porto"]) == "O usuário"
