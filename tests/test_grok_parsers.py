"""The Grok importer's parts on their own: times, render tags, reply tree, JSON router, detection."""

from __future__ import annotations

import io
import json
import re
import tracemalloc
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from pamport.errors import MalformedFile
from pamport.importers.base import ConversationItem, ImportContext, ImportOptions
from pamport.importers.grok.attachments import AssetIndex, sniff_mime
from pamport.importers.grok.citations import absolute_url
from pamport.importers.grok.conversation import ConversationReader
from pamport.importers.grok.dates import parse_time
from pamport.importers.grok.jsonstream import Element, Entry, SectionEnd, iter_top_level
from pamport.importers.grok.layout import backend_confidence
from pamport.importers.grok.render import split_render, strip_render
from pamport.importers.grok.responses import normalize_sender
from pamport.importers.grok.v2025_01 import GrokImporter
from pamport.importers.sources import Source
from pamport.pipeline.report import RunReport
from pamport.schemas.common import _RFC3339
from tests.test_grok_importer import assert_tree

JSON = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-(2**53), 2**53)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4),
    max_leaves=12,
)  # fmt: skip


# --- times --------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ({"$date": {"$numberLong": "1746177243120"}}, "2025-05-02T09:14:03.120000Z"),
        ({"$date": {"$numberLong": 1746177243000}}, "2025-05-02T09:14:03Z"),
        ({"$date": "2025-05-02T09:14:03.120000Z"}, "2025-05-02T09:14:03.120000Z"),
        ({"$date": 1746177243120}, "2025-05-02T09:14:03.120000Z"),
        ({"$numberLong": "1746177243120"}, "2025-05-02T09:14:03.120000Z"),
        ("2025-05-02T11:14:03+02:00", "2025-05-02T09:14:03Z"),
        (1746177243.5, "2025-05-02T09:14:03.500000Z"),
        (1746177243120, "2025-05-02T09:14:03.120000Z"),
        ("1746177243", "2025-05-02T09:14:03Z"),
        ({"$date": {"$numberLong": "0"}}, None),
        ({"$date": {"$numberLong": "soon"}}, None),
        ({"$date": None}, None),
        ({}, None),
        ("", None),
        (True, None),
        ([1746177243], None),
    ],
)
def test_parse_time(value: Any, expected: str | None) -> None:
    assert parse_time(value) == expected


@given(JSON)
def test_parse_time_never_raises_and_returns_rfc3339(value: Any) -> None:
    for candidate in (value, {"$date": value}, {"$date": {"$numberLong": value}}):
        result = parse_time(candidate)
        assert result is None or _RFC3339.match(result)


# --- senders ------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("sender", "role", "known"),
    [("human", "user", True), ("Human", "user", True), ("assistant", "assistant", True),
     ("ASSISTANT", "assistant", True), ("grok-3", "assistant", True), ("Grok 4 Heavy", "assistant", True),
     ("system", "assistant", False), ("", "assistant", False), (None, "assistant", False),
     (3, "assistant", False)],
)  # fmt: skip
def test_normalize_sender(sender: Any, role: str, known: bool) -> None:
    assert normalize_sender(sender) == (role, known)


# --- render tags --------------------------------------------------------------------------------------------

PLAIN = st.text(st.characters(codec="utf-8", exclude_characters="<"), max_size=30)
ATTR = st.text("abcdef0123456789", min_size=1, max_size=8)


@st.composite
def render_tag(draw: st.DrawFn) -> str:
    card, arg = draw(ATTR), draw(st.integers(0, 99))
    kind = draw(st.sampled_from(["render_inline_citation", "render_generated_image", "render_x_post"]))
    sep = draw(st.sampled_from(["", "\n", " "]))
    body = draw(st.sampled_from(["", f'{sep}<argument name="citation_id">{arg}</argument>{sep}']))
    if draw(st.booleans()):
        return f'<grok:render card_id="{card}" card_type="citation_card" type="{kind}">{body}</grok:render>'
    return f"<grok-card data-id='{card}' data-plain-type='{kind}'></grok-card>"


_CARD = "<grok-card data-id='0' data-plain-type='render_inline_citation'></grok-card>"


@given(st.lists(st.tuples(PLAIN, st.lists(render_tag(), max_size=3)), max_size=6), PLAIN)
@example(pieces=[("0", [_CARD, _CARD]), ("\t", [_CARD])], tail="0")  # a tab between tags goes with the run
def test_render_tags_are_removed_and_text_kept(pieces: list[tuple[str, list[str]]], tail: str) -> None:
    source = "".join(text + " ".join(tags) for text, tags in pieces) + tail
    visible, tags = split_render(source)
    assert "<grok:render" not in visible and "</grok:render" not in visible and "<grok-card" not in visible
    assert len(tags) == sum(len(t) for _, t in pieces)
    # A run of tags separated only by spaces or tabs goes as one (the spaces joining the tags above, and a piece of
    # text that is nothing but spaces or tabs between two tags), so that piece is not expected back.
    kept = [
        text
        for i, (text, tags) in enumerate(pieces)
        if not (text and not text.strip(" \t") and tags and i > 0 and pieces[i - 1][1])
    ]
    expected = "".join(kept) + tail
    assert " ".join(visible.split()) == " ".join(expected.split())


@given(
    st.text(max_size=200),
    st.lists(
        st.sampled_from(
            [
                "<grok:render a='1'>",
                "</grok:render>",
                "<argument name='x'>",
                "</argument>",
                "<grok-card>",
                "<grok:render/>",
                "<",
                ">",
            ]
        ),
        max_size=8,
    ),
)
def test_broken_markup_never_crashes_or_survives(text: str, junk: list[str]) -> None:
    visible = strip_render(text + "".join(junk) + text)
    assert "<grok:render" not in visible and "</grok:render" not in visible


def test_truncated_tag_and_its_arguments_are_dropped() -> None:
    text = 'Cut off here.<grok:render card_id="x" type="inline">\n<argument name="citation_id">3</argument>'
    visible, (tag,) = split_render(text)
    assert visible == "Cut off here." and tag.args == {"citation_id": "3"} and tag.card_id == "x"


def test_text_without_markup_is_returned_unchanged() -> None:
    text = "x < y and a <b>bold</b> claim"
    assert split_render(text) == (text, [])


@pytest.mark.parametrize(
    ("url", "expected"),
    [("https://example.com/a b", "https://example.com/a%20b"), ("https://exämple.com/ü", "https://ex%C3%A4mple.com/%C3%BC"),
     ("example.com/page", None), ("javascript:alert(1)", None), ("https://", None), ("", None), (None, None)],
)  # fmt: skip
def test_absolute_url(url: Any, expected: str | None) -> None:
    assert absolute_url(url) == expected


# --- the reply tree -----------------------------------------------------------------------------------------

IDS = ["a", "b", "c", "d", "e"]


def _reader() -> tuple[ConversationReader, RunReport]:
    report = RunReport()
    reader = ConversationReader(
        "grok", "2025.01", "f.json", report.reporter("t", "grok"), AssetIndex(None, {})
    )
    return reader, report


@settings(max_examples=300, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.lists(
        st.tuples(
            st.one_of(st.none(), st.sampled_from(IDS)),
            st.one_of(st.none(), st.sampled_from([*IDS, "ghost", ""])),
            st.sampled_from(["human", "ASSISTANT", "assistant", "grok-3", "Human", "", None, "tool"]),
            st.one_of(st.none(), st.integers(0, 2**45), st.text(max_size=5)),
        ),
        max_size=12,
    )
)
def test_random_parent_graphs_give_symmetric_trees(rows: list[tuple[Any, Any, Any, Any]]) -> None:
    responses = [
        {"response": {"_id": rid, "parent_response_id": parent, "sender": sender, "message": f"m{i}",
                      "create_time": {"$date": {"$numberLong": ms}}}}
        for i, (rid, parent, sender, ms) in enumerate(rows)
    ]  # fmt: skip
    reader, report = _reader()
    conv = reader.read(
        {"conversation": {"id": "g", "create_time": "2025-01-01T00:00:00Z"}, "responses": responses}, 0
    )
    assert conv is not None
    assert [m.plain_text() for m in conv.messages] == [f"m{i}" for i in range(len(rows))]
    assert_tree(conv)
    cut = {m.provider_message_id for m in conv.messages if "pamport" in m.raw_metadata}
    for m in conv.messages:
        if m.parent_id is None and m.raw_metadata.get("parent_response_id"):
            assert m.provider_message_id in cut or m.provider_message_id is None
    report.close()


@given(JSON)
@settings(max_examples=200)
def test_any_json_as_a_conversation_never_escapes(value: Any) -> None:
    reader, report = _reader()
    for item in (
        value,
        {"conversation": value, "responses": value},
        {"conversation": {"id": "x"}, "responses": [value]},
    ):
        reader.read(item, 0)
    report.close()


# --- the JSON router ----------------------------------------------------------------------------------------


def _regroup(events: list[Any]) -> Any:
    out: dict[str, Any] = {}
    root: list[Any] | None = None
    for event in events:
        if isinstance(event, Element) and event.section == "" and root is not None:
            root.append(event.value)
        elif isinstance(event, Element):
            out.setdefault(event.section, []).append(event.value)
        elif isinstance(event, Entry):
            out[event.section] = event.value
        elif isinstance(event, SectionEnd):
            out.setdefault(event.section, [])
    return out


@given(st.dictionaries(st.text("abcxyz._", min_size=1, max_size=6), JSON, max_size=5))
def test_router_rebuilds_every_top_level_section(doc: dict[str, Any]) -> None:
    data = json.dumps(doc).encode()
    events = list(iter_top_level(io.BytesIO(data), "f.json"))
    assert _regroup(events) == json.loads(data)


@given(st.lists(JSON, max_size=5))
def test_router_streams_a_root_array(items: list[Any]) -> None:
    data = b"\xef\xbb\xbf" + json.dumps(items).encode()
    events = list(iter_top_level(io.BytesIO(data), "f.json"))
    assert [e.value for e in events if isinstance(e, Element)] == json.loads(data[3:])
    assert events[-1] == SectionEnd("", len(items))


@given(st.dictionaries(st.text(max_size=4), JSON, min_size=1, max_size=4), st.data())
def test_router_raises_malformed_file_on_any_truncation(doc: dict[str, Any], data: st.DataObject) -> None:
    text = json.dumps(doc).encode()
    cut = data.draw(st.integers(0, len(text) - 1))
    with pytest.raises(MalformedFile) as caught:
        list(iter_top_level(io.BytesIO(text[:cut]), "f.json", noun="conversation"))
    assert caught.value.file == "f.json" and caught.value.location


# --- detection ----------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "head", "sure"),
    [
        (
            "x.json",
            '{"conversations": [{"conversation": {"id": "1"}, "responses": [{"response": {"_id"',
            0.95,
        ),
        ("x.json", '[\n  {\n    "responses": [], "conversation": {"id": "1"}', 0.85),
        ("x.json", '{"conversations": [], "projects": [{"name": "p"}]', 0.8),
        ("prod-grok-backend.json", '{"projects": []', 0.6),
        ("conversations.json", '[{"title": "t", "create_time": 1.0, "mapping": {}}]', 0.0),
        ("conversations.json", '[{"uuid": "u", "name": "n", "chat_messages": []}]', 0.0),
        ("x.json", '{"conversations": [{"id": "1", "messages": []}]}', 0.0),
    ],
)
def test_backend_confidence(name: str, head: str, sure: float) -> None:
    assert backend_confidence(name, head) == sure


def test_sniff_mime() -> None:
    assert sniff_mime(b"%PDF-1.7\n") == "application/pdf"
    assert sniff_mime(b"\xff\xd8\xff\xe0") == "image/jpeg"
    assert sniff_mime(b"RIFF\x00\x00\x00\x00WEBPVP8 ") == "image/webp"
    assert sniff_mime("plain text, café".encode()) == "text/plain"
    assert sniff_mime(b"\x00\x01\x02") is None


# --- memory stays flat --------------------------------------------------------------------------------------


def _big_export(path: Path, conversations: int) -> None:
    with path.open("w", encoding="utf-8") as out:
        out.write('{"conversations": [')
        for i in range(conversations):
            responses = [
                {"response": {"_id": f"{i}-{j}", "sender": "human" if j % 2 == 0 else "ASSISTANT",
                              "parent_response_id": f"{i}-{j - 1}" if j else None, "message": "word " * 40,
                              "create_time": {"$date": {"$numberLong": str(1746177243120 + j)}}},
                 "share_link": None}
                for j in range(6)
            ]  # fmt: skip
            out.write(
                ("," if i else "")
                + json.dumps({"conversation": {"id": f"c{i}", "title": "t"}, "responses": responses})
            )
        out.write('], "projects": [], "tasks": [], "media_posts": []}')


def _peak(path: Path) -> tuple[int, int]:
    with Source(path) as source:
        claim = GrokImporter.sniff(source)
        assert claim is not None
        report = RunReport()
        ctx = ImportContext(source, report.reporter("t", "grok"), ImportOptions())
        tracemalloc.start()
        count = sum(
            1 for item in GrokImporter().read(source, claim, ctx) if isinstance(item, ConversationItem)
        )
        peak = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()
        for stream in ctx.streams.values():
            stream.close()
        report.close()
    return count, peak


def test_memory_stays_flat_as_the_export_grows(tmp_path: Path) -> None:
    small, large = (
        tmp_path / "small" / "prod-grok-backend.json",
        tmp_path / "large" / "prod-grok-backend.json",
    )
    for path, n in ((small, 30), (large, 600)):
        path.parent.mkdir()
        _big_export(path, n)
    assert large.stat().st_size > 15 * small.stat().st_size
    (n_small, peak_small), (n_large, peak_large) = _peak(small), _peak(large)
    assert (n_small, n_large) == (30, 600)
    assert peak_large < 2 * peak_small + 256 * 1024, (peak_small, peak_large)


def test_regex_free_of_catastrophic_backtracking() -> None:
    text = "<grok:render a='1'>" * 2000 + "x" * 20000
    visible = strip_render(text)
    assert visible == "x" * 20000 and not re.search("grok:render", visible)
