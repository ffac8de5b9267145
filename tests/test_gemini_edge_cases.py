"""Gemini importers at the edges: empty and broken logs, the real fixtures, title prefix parsing."""

from __future__ import annotations

import json
import unicodedata
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pamport.errors import EmptyExport, MalformedFile
from pamport.importers.base import Claim, ImportContext, ImportOptions
from pamport.importers.gemini.prefixes import PROMPT_PREFIXES, split_title
from pamport.importers.gemini.v2024_06 import GeminiImporter
from pamport.importers.registry import detect
from pamport.importers.sources import Source
from pamport.pipeline.report import RunReport
from pamport.schemas.conversation import Conversation
from tests.gemini_helpers import MODERN_FILE, all_text, assert_valid, by_title, skips
from tests.harness import collect


@pytest.fixture
def gemini_samples(samples: Path) -> Path:
    return samples / "gemini"


# --- empty and broken exports -------------------------------------------------------------------------------


def test_empty_array_is_an_empty_export(gemini_samples: Path) -> None:
    with pytest.raises(EmptyExport) as info:
        collect(gemini_samples / "empty-array")
    assert (
        "empty" in info.value.reason and "Gemini Apps" in info.value.reason and "Takeout" in info.value.reason
    )


def test_wrong_product_is_an_empty_export(gemini_samples: Path) -> None:
    with pytest.raises(EmptyExport) as info:
        collect(gemini_samples / "wrong-product")
    reason = info.value.reason
    assert "none of the 2 activity record(s) is from Gemini" in reason and "Assistant ×2" in reason
    assert "keep only 'Gemini Apps'" in reason


def test_events_only_is_an_empty_export(tmp_path: Path) -> None:
    path = tmp_path / "MyActivity.json"
    record = {
        "header": "Gemini Apps",
        "title": "Used Gemini Apps",
        "time": "2025-01-01T00:00:00Z",
        "products": ["Gemini Apps"],
    }
    path.write_text(json.dumps([record, record]), encoding="utf-8")
    with pytest.raises(EmptyExport) as info:
        collect(path)
    assert "no prompt or response" in info.value.reason and "'Used Gemini Apps'" in info.value.reason


def test_truncated_log_keeps_what_was_read_then_fails(gemini_samples: Path, tmp_path: Path) -> None:
    data = (gemini_samples / MODERN_FILE).read_bytes()
    cut = data.index(b'"title": "Prompted Plan a weekend trip')
    path = tmp_path / "MyActivity.json"
    path.write_bytes(data[:cut])
    source = Source(path)
    ((cls, claim),) = detect(source)
    ctx = ImportContext(source, RunReport().reporter(cls.importer_version, "gemini"), ImportOptions())
    got = []
    with pytest.raises(MalformedFile) as info:
        for item in GeminiImporter().read(source, claim, ctx):
            got.append(item)
    assert "truncated" in info.value.reason and "record #" in info.value.location
    assert got  # the conversations before the cut were delivered
    source.close()


def test_not_an_array_is_malformed(tmp_path: Path) -> None:
    path = tmp_path / "MyActivity.json"
    path.write_text('{"header": "Gemini Apps"}', encoding="utf-8")
    with Source(path) as source:
        claim = Claim(GeminiImporter.importer_version, ("MyActivity.json",), 1.0)
        ctx = ImportContext(
            source, RunReport().reporter("gemini-importer/2024.06", "gemini"), ImportOptions()
        )
        with pytest.raises(MalformedFile) as info:
            list(GeminiImporter().read(source, claim, ctx))
    assert "JSON array" in info.value.reason and info.value.location == "byte 0"


# --- real fixtures ------------------------------------------------------------------------------------------


def test_real_chatlore_fixture(real_exports: Path, pam_schemas: Path) -> None:
    path = real_exports / "gemini" / "chatlore-fixture" / "MyActivity.json"
    got = collect(path)
    assert_valid(got, pam_schemas)
    german = by_title(got, "Wie spät ist es in Tokio?")
    assert german.messages[1].plain_text() == "Es ist 17 Uhr."
    pizza = by_title(got, "Give me a recipe for Neapolitan pizza dough")
    assert [m.plain_text() for m in pizza.messages][1:] == [
        "Here is a simple recipe:\n\n- 500 g flour\n- 325 g water\n\nMix & rest.",
        "And how long does the dough need to rest?",
        "At least 24 hours in the fridge.",
    ]
    users = all_text(got, ("user",))
    for prompt in [
        "What is the capital of Australia?",
        "A question that got no stored response",
        "Entry with a broken time",
    ]:
        assert prompt in users
    reasons = {s["reason"] for s in skips(got)}
    assert "not a Gemini record: other Google product (Search)" in reasons
    assert "activity event, not an exchange: 'Gave feedback: Good response'" in reasons


def test_real_openarchive_fixtures(real_exports: Path, pam_schemas: Path) -> None:
    folder = real_exports / "gemini" / "openarchive"
    tea = collect(folder / "gemini_export.json")
    assert_valid(tea, pam_schemas)
    answer = by_title(tea, "For tea which sweetener would be best").messages[1].plain_text()
    assert answer.startswith('The "best" sweetener for tea often depends on whether you\'re drinking')
    assert "- Splenda: Heat-stable" in answer
    assert [a.name for a in tea.conversations[0].conversation.messages[0].attachments] == ["tea.txt"]


def test_real_image_only_fixture_is_converted_not_empty(real_exports: Path, pam_schemas: Path) -> None:
    """``gemini_empty_export.json`` holds one real prompt whose answer is only an image.

    The project that published it rejects it as "no usable entries"; here the prompt is user text and the
    image is the answer, so both are kept (an EmptyExport would drop the user's words).
    """
    got = collect(real_exports / "gemini" / "openarchive" / "gemini_empty_export.json")
    assert_valid(got, pam_schemas)
    (item,) = got.conversations
    user, answer = item.conversation.messages
    assert user.plain_text() == "Empty example"
    assert answer.content is not None and answer.content.parts[0].ref == "example.png"


def test_all_real_fixtures_together(real_exports: Path, pam_schemas: Path) -> None:
    got = collect(real_exports / "gemini")
    assert_valid(got, pam_schemas)
    assert got.importers == ["gemini-importer/2024.06"]


# --- title prefixes -----------------------------------------------------------------------------------------

_prompt_text = st.text(min_size=1).filter(lambda s: not s[0].isspace() and s[0] not in "\u00a0\u202f")


@given(st.sampled_from(PROMPT_PREFIXES), _prompt_text, st.booleans())
def test_prefix_round_trip(prefix: Any, prompt: str, upper: bool) -> None:
    title = (prefix.text.upper() if upper else prefix.text) + prompt
    got, matched = split_title(title)
    assert matched == prefix
    assert got == unicodedata.normalize("NFC", prompt)


@given(st.text())
def test_titles_without_a_prefix_are_events(title: str) -> None:
    got, matched = split_title(title)
    if matched is None:
        assert got is None
    else:
        assert got is not None and len(got) <= len(title)


def test_prefix_spacing_variants() -> None:
    assert split_title("Requête\u202f: Bonjour")[0] == "Bonjour"
    assert split_title("Prompted\u00a0Hello")[0] == "Hello"
    assert split_title("Prompted")[0] == ""
    assert split_title("Used Gemini Apps") == (None, None)
    assert split_title("Eingegebener Prompt: Wie spät?")[1] is not None


def test_leading_records_without_time_take_the_next_valid_time(tmp_path: Path) -> None:
    def record(title: str, time: str) -> dict[str, Any]:
        return {"header": "Gemini Apps", "title": title, "time": time, "products": ["Gemini Apps"]}

    path = tmp_path / "MyActivity.json"
    path.write_text(
        json.dumps([record("Prompted first", "garbage"), record("Prompted second", "2025-01-02T03:04:05Z")]),
        encoding="utf-8",
    )
    got = collect(path)
    first = by_title(got, "first")
    assert first.messages[0].created_at == "2025-01-02T03:04:05Z"
    assert first.raw_metadata["grouping"] == "single_record"
    assert got.stats()["records_converted"]["activity"] == 2


def test_log_without_any_valid_time_is_skipped_with_reasons(tmp_path: Path) -> None:
    path = tmp_path / "MyActivity.json"
    record = {"header": "Gemini Apps", "title": "Prompted lost in time", "time": "??", "products": ["Gemini"]}
    path.write_text(json.dumps([record]), encoding="utf-8")
    with pytest.raises(EmptyExport) as info:
        collect(path)
    assert "could not be read" in info.value.reason


_JSON_VALUES = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-(2**62), 2**62)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=30),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=8), inner, max_size=3),
    max_leaves=8,
)
_FIELDS = [
    "title",
    "titleUrl",
    "time",
    "products",
    "safeHtmlItem",
    "attachedFiles",
    "imageFile",
    "details",
    "userInteractions",
    "subtitles",
]


@settings(max_examples=150, deadline=None)
@given(st.lists(st.dictionaries(st.sampled_from(_FIELDS), _JSON_VALUES, max_size=6), min_size=1, max_size=6))
def test_odd_records_never_crash_the_import(records: list[dict[str, Any]]) -> None:
    import tempfile

    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "MyActivity.json"
        path.write_text(json.dumps([{"header": "Gemini Apps", **r} for r in records]), encoding="utf-8")
        try:
            got = collect(path, forced="gemini-importer/2024.06")
        except EmptyExport:
            return
        for item in got.conversations:
            Conversation.model_validate(item.conversation.to_json_dict())


def _split_title_by_folding_everything(title: str) -> tuple[str | None, Any]:
    """The plain way to match a prefix (fold the title, then walk it against every prefix, longest first)."""
    spaces = "".join(ch for ch in "\t\n \u00a0\u2007\u2009\u200a\u202f\u3000" if ch.isspace())
    text = unicodedata.normalize("NFC", title)
    whole = " ".join(text.split()).casefold()
    ordered = sorted(PROMPT_PREFIXES, key=lambda p: -len(" ".join(p.text.split()).casefold() + " "))
    for prefix in ordered:
        folded = " ".join(unicodedata.normalize("NFC", prefix.text).split()).casefold() + " "
        i = j = 0
        while j < len(folded) and i < len(text):
            if text[i].isspace():
                if folded[j] != " ":
                    break
                while i < len(text) and text[i].isspace():
                    i += 1
                j += 1
            elif folded.startswith(text[i].casefold(), j):
                j += len(text[i].casefold())
                i += 1
            else:
                break
        if j == len(folded):
            return text[i:], prefix
        if whole.strip(spaces) == folded.rstrip():
            return "", prefix
    return None, None


_title_chars = st.sampled_from(
    [*"PpRrOoMmTtEeDdAaSsKkIiNnLlVvéÉêóçüßſK:ΣσςﬀİＰ", " ", "\u00a0", "\u202f", "\t", "e\u0301"]
)


@settings(max_examples=400)
@given(
    st.one_of(st.just(""), st.sampled_from([p.text for p in PROMPT_PREFIXES]).map(lambda t: t.rstrip())),
    st.lists(_title_chars, max_size=12).map("".join),
    st.booleans(),
)
def test_prefix_matching_agrees_with_folding_everything(head: str, tail: str, upper: bool) -> None:
    """The shortcuts of ``split_title`` (first letter, prefix as written, no folding of long titles) change no
    result: near-misses, case and space variants, bare prefixes and titles padded with spaces included."""
    for title in (head + tail, (head.upper() if upper else head) + " " * 30 + tail, tail + head):
        assert split_title(title) == _split_title_by_folding_everything(title), repr(title)


# --- a conversation no model accepts ------------------------------------------------------------------------


def test_a_conversation_with_an_unwritable_time_is_skipped_naming_the_bad_field(tmp_path: Path) -> None:
    """Year 999 parses but cannot be written as RFC 3339: its whole conversation is skipped, each record with a
    reason that names the model and field (not a path through the conversation); the good one is kept, and
    the skipped records' missing answers are not counted as kept ones."""

    def record(title: str, time: str, url: str | None, answer: bool) -> dict[str, Any]:
        out: dict[str, Any] = {"header": "Gemini Apps", "title": title, "time": time, "products": ["Gemini Apps"]}
        if url:
            out["titleUrl"] = url
        if answer:
            out["safeHtmlItem"] = [{"html": "<p>answer</p>"}]
        return out

    url = "https://gemini.google.com/app/0a1b2c3d4e5f"
    records = [
        record("Prompted a later question", "2025-01-01T10:05:00Z", url, answer=False),
        record("Prompted a good question", "2025-01-01T09:00:00Z", None, answer=True),
        record("Prompted an odd year", "0999-01-01T00:00:00Z", url, answer=True),
    ]
    path = tmp_path / "MyActivity.json"
    path.write_text(json.dumps(records), encoding="utf-8")
    collected = collect(path)
    assert [c.conversation.title for c in collected.conversations] == ["a good question"]
    reasons = [s["reason"] for s in skips(collected)]
    assert len(reasons) == 2
    for reason in reasons:
        assert reason.startswith("cannot be converted: 1 validation error for Message\ncreated_at\n"), reason
        assert "not an RFC 3339 date-time: '999-01-01T00:00:00Z'" in reason
    notes = [n for stats in collected.report.importers for n in stats.notes]
    assert not any("no stored response" in n for n in notes), notes
