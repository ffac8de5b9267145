"""Gemini JSON importers (Takeout My Activity): legacy 2023.01 and modern 2024.06."""

from __future__ import annotations

import json
import re
import shutil
import uuid
import zipfile
from pathlib import Path
from typing import Any

import pytest
from bs4 import BeautifulSoup
from hypothesis import given
from hypothesis import strategies as st
from jsonschema import Draft202012Validator, FormatChecker

from pamport.errors import EmptyExport, MalformedFile
from pamport.importers.base import ImportOptions
from pamport.importers.gemini.prefixes import PROMPT_PREFIXES, is_gemini_record, split_title
from pamport.importers.registry import detect
from pamport.importers.sources import Source
from pamport.schemas.conversation import Conversation
from pamport.timeutil import parse_iso
from tests.harness import Collected, check_golden, collect

MODERN = "gemini/2024.06"
LEGACY = "gemini/2023.01"
MODERN_FILE = "2024.06/Takeout/My Activity/Gemini Apps/MyActivity.json"
LEGACY_FILE = "2023.01/Takeout/My Activity/Bard/MyActivity.json"


@pytest.fixture
def gemini_samples(samples: Path) -> Path:
    return samples / "gemini"


@pytest.fixture
def modern(gemini_samples: Path) -> Collected:
    return collect(gemini_samples / "2024.06")


@pytest.fixture
def legacy(gemini_samples: Path) -> Collected:
    return collect(gemini_samples / "2023.01")


def _validator(pam_schemas: Path) -> Draft202012Validator:
    schema = json.loads(
        (pam_schemas / "portable-ai-memory-conversation.schema.json").read_text(encoding="utf-8")
    )
    return Draft202012Validator(schema, format_checker=FormatChecker())


def assert_valid(collected: Collected, pam_schemas: Path) -> None:
    validator = _validator(pam_schemas)
    for item in collected.conversations:
        data = item.conversation.to_json_dict()
        Conversation.model_validate(data)
        errors = [f"{e.json_path}: {e.message}" for e in validator.iter_errors(data)]
        assert not errors, errors
        uuid.UUID(data["id"])
        assert all(m["parent_id"] is None and m["children_ids"] == [] for m in data["messages"])
        times = [m["created_at"] for m in data["messages"]]
        assert times == sorted(times)


def by_title(collected: Collected, title: str) -> Conversation:
    found = [c.conversation for c in collected.conversations if c.conversation.title == title]
    assert len(found) == 1, [c.conversation.title for c in collected.conversations]
    return found[0]


def all_text(collected: Collected, roles: tuple[str, ...]) -> str:
    return "\n".join(
        m.plain_text() for c in collected.conversations for m in c.conversation.messages if m.role in roles
    )


def norm(text: str) -> str:
    return re.sub(r"\s+", " ", text.replace("\u00a0", " ")).strip()


def skips(collected: Collected) -> list[dict[str, str]]:
    return list(collected.report.iter_skips())


# --- detection ----------------------------------------------------------------------------------------------


def test_each_sample_goes_to_its_importer(gemini_samples: Path) -> None:
    for folder, importer in [
        ("2024.06", "gemini-importer/2024.06"),
        ("2023.01", "gemini-importer/2023.01"),
        ("2024.06-html", "gemini-html-importer/2024.06"),
    ]:
        with Source(gemini_samples / folder) as source:
            assert [cls.importer_version for cls, _ in detect(source)] == [importer]


def test_localized_folder_and_any_file_name_are_detected(gemini_samples: Path, tmp_path: Path) -> None:
    pt = tmp_path / "pt" / "Takeout" / "Minha atividade" / "Apps do Gemini"
    pt.mkdir(parents=True)
    shutil.copy(gemini_samples / MODERN_FILE, pt / "MinhaAtividade.json")
    lone = tmp_path / "export-from-google.json"
    shutil.copy(gemini_samples / LEGACY_FILE, lone)
    with Source(tmp_path / "pt") as source:
        assert [c.importer_version for c, _ in detect(source)] == ["gemini-importer/2024.06"]
    with Source(lone) as source:
        assert [c.importer_version for c, _ in detect(source)] == ["gemini-importer/2023.01"]


def test_zip_with_other_products_claims_only_the_gemini_log(gemini_samples: Path, tmp_path: Path) -> None:
    archive = tmp_path / "takeout.zip"
    with zipfile.ZipFile(archive, "w") as zf:
        zf.write(gemini_samples / MODERN_FILE, "Takeout/Meine Aktivitäten/Gemini-Apps/MeineAktivitäten.json")
        zf.write(
            gemini_samples / "wrong-product/Takeout/My Activity/Assistant/MyActivity.json",
            "Takeout/Meine Aktivitäten/Assistant/MeineAktivitäten.json",
        )
    with Source(archive) as source:
        plan = detect(source)
        assert len(plan) == 1
        assert plan[0][1].members == ("Takeout/Meine Aktivitäten/Gemini-Apps/MeineAktivitäten.json",)
    assert len(collect(archive).conversations) == 12


def test_legacy_importer_declines_modern_logs(gemini_samples: Path) -> None:
    from pamport.importers.gemini.v2023_01 import GeminiLegacyImporter

    with Source(gemini_samples / "2024.06") as source:
        assert GeminiLegacyImporter.sniff(source) is None


# --- golden files and schema --------------------------------------------------------------------------------


def test_golden_modern(modern: Collected) -> None:
    check_golden(MODERN, [c.conversation.to_json_dict() for c in modern.conversations])


def test_golden_legacy(legacy: Collected) -> None:
    check_golden(LEGACY, [c.conversation.to_json_dict() for c in legacy.conversations])


def test_samples_validate(modern: Collected, legacy: Collected, pam_schemas: Path) -> None:
    assert_valid(modern, pam_schemas)
    assert_valid(legacy, pam_schemas)


def test_output_is_deterministic(gemini_samples: Path, modern: Collected) -> None:
    again = collect(gemini_samples / "2024.06")
    first = [c.conversation.to_json_dict() for c in modern.conversations]
    assert first == [c.conversation.to_json_dict() for c in again.conversations]
    ids = [m["id"] for c in first for m in c["messages"]]
    assert len(ids) == len(set(ids))


# --- nothing lost -------------------------------------------------------------------------------------------


def _html_strings(html: str) -> list[str]:
    soup = BeautifulSoup(html, "html.parser")
    for tag in soup(["script", "style"]):
        tag.decompose()
    return [norm(s) for s in soup.find_all(string=True) if norm(s)]


def test_every_prompt_and_response_text_is_in_the_output(gemini_samples: Path, modern: Collected) -> None:
    source = json.loads((gemini_samples / MODERN_FILE).read_text(encoding="utf-8"))
    users = norm(all_text(modern, ("user",)))
    answers = norm(all_text(modern, ("assistant", "system")))
    for record in source:
        if not is_gemini_record(record.get("header"), record.get("products")):
            continue
        prompt, _prefix = split_title(record["title"])
        if prompt:
            assert norm(prompt) in users
        for item in record.get("safeHtmlItem", []):
            for text in _html_strings(item["html"]):
                assert text in answers, text
        for detail in record.get("details", []):
            target = users if detail["name"] == "Request" else answers
            assert norm(detail["value"]) in target
    assert "track(" not in answers and ".answer{" not in answers


def test_every_legacy_text_is_in_the_output(legacy: Collected) -> None:
    users = all_text(legacy, ("user",))
    answers = all_text(legacy, ("assistant",))
    for text in [
        "Explain photosynthesis in one paragraph",
        "And for a 5-year-old?",
        "Write a haiku about autumn rain",
        "Suggest three names for a bakery",
        "Which one is the most playful?",
        "What's 2+2?",
    ]:
        assert text in users
    for text in [
        "**Photosynthesis** is how plants",
        "Plants are like little chefs",
        "1. Crumb & Co.\n2. Rise Up",
        "Rise Up — it puns on the dough rising.",
        "It is 4.",
    ]:
        assert text in answers


# --- quirks of the modern sample ----------------------------------------------------------------------------


def test_conversation_rebuilt_from_title_url(modern: Collected) -> None:
    conv = by_title(modern, "How do I reverse a list in JavaScript?")
    assert conv.provider.conversation_id == "3f2a9c41b7d08e15"
    assert conv.provider.name == "gemini" and conv.provider.export_format_version == "2024.06"
    assert [m.role for m in conv.messages] == ["user", "assistant", "user", "assistant"]
    assert conv.temporal.created_at == "2025-06-03T09:10:11Z"
    assert conv.temporal.updated_at == parse_iso("2025-06-03T09:14:05.120Z")
    assert conv.raw_metadata["grouping"] == "conversation_url"
    first = conv.messages[0].raw_metadata
    assert first["titleUrl"] == "https://gemini.google.com/app/3f2a9c41b7d08e15"
    assert first["products"] == ["Gemini Apps"] and first["activityControls"] == ["Gemini Apps Activity"]
    assert first["header"] == "Gemini Apps" and first["title"].startswith("Prompted ")


def test_answer_html_becomes_markdown_text(modern: Collected) -> None:
    conv = by_title(modern, "How do I reverse a list in JavaScript?")
    js, py = conv.messages[1].plain_text(), conv.messages[3].plain_text()
    assert js.startswith("### Reversing an array\n\nUse `Array.prototype.reverse()`")
    assert "1. Copy it first with `[...arr]` if you need the original.\n2. Then call" in js
    assert (
        "[MDN page](https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/Array/reverse)"
        in js
    )
    assert '"Array.reverse" – it\'s short.' in js
    assert (
        "```python\nitems = [1, 2, 3]\nreversed_items = items[::-1]\nprint(reversed_items if len(items) < 10"
        in py
    )
    assert "keeps the original & returns" in py and "<" not in py.replace("< 10", "")
    assert "track" not in py and "color:red" not in py
    assert conv.messages[1].raw_metadata["safeHtmlItem"][0]["html"].startswith("<h3>")


def test_time_gap_grouping_and_content_events(modern: Collected) -> None:
    conv = by_title(modern, "Plan a weekend trip to Lisbon")
    assert conv.provider.conversation_id is None
    assert conv.raw_metadata["grouping"] == "time_gap" and conv.raw_metadata["gap_minutes"] == 30.0
    assert [m.role for m in conv.messages] == ["user", "assistant", "user", "assistant", "system"]
    assert "| Saturday | Alfama walk, tram 28 | 40 € |" in conv.messages[3].plain_text()
    canvas = conv.messages[4]
    assert canvas.raw_metadata["pamport"]["event"] is True
    assert canvas.plain_text().startswith(
        "Created Gemini Canvas titled Weekend in Lisbon\n\n# Weekend in Lisbon"
    )


def test_gap_option_changes_grouping(gemini_samples: Path, modern: Collected) -> None:
    tight = collect(gemini_samples / "2024.06", options=ImportOptions(conversation_gap_minutes=5))
    assert len(tight.conversations) == len(modern.conversations) + 1
    titles = {c.conversation.title for c in tight.conversations}
    assert {"Plan a weekend trip to Lisbon", "Make it a two-day plan with a budget under 200 euros"} <= titles
    url_ids = {c.conversation.id for c in modern.conversations if c.conversation.provider.conversation_id}
    assert url_ids <= {c.conversation.id for c in tight.conversations}
    loose = collect(gemini_samples / "2024.06", options=ImportOptions(conversation_gap_minutes=24 * 60))
    assert len(loose.conversations) < len(modern.conversations)


@pytest.mark.parametrize(
    ("title", "language", "answer"),
    [
        (
            "Wie lange muss Pizzateig gehen?",
            "de",
            "Mindestens 24 Stunden im Kühlschrank – länger schadet nicht.",
        ),
        ("Qual é a capital da Austrália?", "pt", "A capital da Austrália é Camberra."),
        ("¿Cuál es la raíz cuadrada de 144?", "es", "La raíz cuadrada de 144 es 12."),
        ("Traduis « bonjour » en allemand", "fr", "« Bonjour » se dit Guten Tag en allemand."),
    ],
)
def test_localized_records(modern: Collected, title: str, language: str, answer: str) -> None:
    conv = by_title(modern, title)
    user, assistant = conv.messages
    assert user.raw_metadata["pamport"]["prompt_prefix_language"] == language
    assert norm(user.plain_text()) == title
    assert assistant.plain_text() == answer


def test_image_only_answer_is_an_image_part(modern: Collected) -> None:
    answer = by_title(modern, "Draw a watercolor lighthouse").messages[1]
    assert answer.content is not None and answer.content.type == "multipart"
    (part,) = answer.content.parts
    assert (part.type, part.ref, part.mime_type) == ("image", "lighthouse-watercolor.png", "image/png")
    assert part.text == "A watercolor lighthouse at dusk"


def test_attachments(modern: Collected) -> None:
    user = by_title(modern, "Summarize the attached report in three bullet points").messages[0]
    got = [(a.type, a.name, a.mime_type) for a in user.attachments]
    assert got == [
        ("document", "quarterly-report.pdf", "application/pdf"),
        ("image", "revenue-chart.png", "image/png"),
        ("image", "whiteboard.jpg", "image/jpeg"),
    ]
    assert user.raw_metadata["attachedFiles"] == ["quarterly-report.pdf", {"name": "revenue-chart.png"}]


def test_events_other_products_and_report(modern: Collected) -> None:
    reasons = {s["reason"] for s in skips(modern)}
    assert "activity event, not an exchange: 'Gave feedback: Good response'" in reasons
    assert "activity event, not an exchange: 'Used Gemini Apps'" in reasons
    assert "activity event, not an exchange: 'Created Gem: Recipe helper'" in reasons
    assert "not a Gemini record: other Google product (Assistant)" in reasons
    assert all(
        s["location"].startswith("record #") and s["file"].endswith("MyActivity.json") for s in skips(modern)
    )
    stats = modern.stats("gemini-importer/2024.06")
    assert stats["records_read"] == {"activity": 19}
    assert stats["records_converted"]["activity"] == 15
    assert stats["records_converted"]["conversation"] == len(modern.conversations) == 12
    notes = " ".join(stats["notes"])
    assert "1 Gemini prompt(s) have no stored response" in notes
    assert "1 Gemini record(s) had no valid time" in notes


def test_invalid_time_takes_the_neighbours_and_stays_alone(modern: Collected) -> None:
    conv = by_title(modern, "Remind me what a monad is")
    assert conv.raw_metadata["grouping"] == "single_record"
    user = conv.messages[0]
    assert user.created_at == "2025-05-27T07:30:00Z"  # the record before it in the log
    assert user.raw_metadata["time"] == "2025-13-45T99:00:00Z"
    assert user.raw_metadata["pamport"]["time_inferred"] == "neighbour"
    unknown = modern.stats()["unknown"]
    assert unknown["invalid record time (neighbour's time used)"]["count"] == 1


def test_prompt_without_response_is_kept_and_flagged(modern: Collected) -> None:
    conv = by_title(modern, "Translate 'good morning' into Japanese")
    (user,) = conv.messages
    assert user.role == "user" and user.raw_metadata["pamport"]["response_missing"] is True


def test_out_of_order_record_lands_in_time_order(modern: Collected) -> None:
    conv = by_title(modern, "What's a good name for a grey cat?")
    assert conv.temporal.created_at == "2025-06-04T07:00:00Z"
    assert conv.messages[1].plain_text() == "How about Earl Grey, Smokey or Ash?"


def test_legacy_record_inside_a_modern_log(modern: Collected) -> None:
    conv = by_title(modern, "What rhymes with orange?")
    assert conv.provider.conversation_id == "9d8e7f6a5b4c3d2e"
    assert conv.messages[0].raw_metadata["pamport"]["shape"] == "legacy-details"
    assert conv.participants[1].name == "Bard"


# --- legacy sample ------------------------------------------------------------------------------------------


def test_legacy_details_and_interactions(legacy: Collected) -> None:
    conv = by_title(legacy, "Explain photosynthesis in one paragraph")
    assert conv.provider.conversation_id == "5e1f0a9b3c7d2468"
    assert conv.provider.export_format_version == "2023.01"
    assert [m.plain_text()[:10] for m in conv.messages] == [
        "Explain ph",
        "**Photosyn",
        "And for a ",
        "Plants are",
    ]
    bakery = by_title(legacy, "Suggest three names for a bakery")
    assert [m.role for m in bakery.messages] == ["user", "assistant", "user", "assistant"]
    second = bakery.messages[2]
    assert second.raw_metadata["pamport"]["interaction"] == 1
    assert "userInteractions" not in second.raw_metadata
    assert json.loads(second.raw_metadata["userInteraction"]["userInteraction"]["request"]) == [
        {"text": "Which one is the most playful?"}
    ]
    assert len({m.id for m in bakery.messages}) == 4
    assert by_title(legacy, "What's 2+2?").messages[1].plain_text() == "It is 4."
    haiku = by_title(legacy, "Write a haiku about autumn rain")
    assert [m.role for m in haiku.messages] == ["user"]
    assert "activity event, not an exchange: 'Used Bard'" in {s["reason"] for s in skips(legacy)}


def test_legacy_unwrap_shapes() -> None:
    from pamport.importers.gemini.v2023_01 import unwrap

    assert unwrap('[{"text": "a"}, {"text": "b"}]') == "a\n\nb"
    assert unwrap('{"text": "x"}') == "x"
    assert unwrap('{"id": 3}') == '{"id": 3}'  # no text inside: kept as written
    assert unwrap("[not json") == "[not json"
    assert unwrap([{"content": {"parts": ["deep"]}}]) == "deep"
    assert unwrap(None) is None


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
    from pamport.importers.base import ImportContext
    from pamport.importers.gemini.v2024_06 import GeminiImporter
    from pamport.pipeline.report import RunReport

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
    from pamport.importers.base import Claim, ImportContext
    from pamport.importers.gemini.v2024_06 import GeminiImporter
    from pamport.pipeline.report import RunReport

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


# --- end to end ---------------------------------------------------------------------------------------------


def test_cli_converts_and_validates(gemini_samples: Path, tmp_path: Path) -> None:
    from pamport.cli import main

    for folder in ("2024.06", "2023.01", "2024.06-html"):
        out = tmp_path / folder
        assert (
            main(["convert", str(gemini_samples / folder), "-o", str(out), "--extractor", "none", "-q"]) == 0
        )
        assert main(["validate", str(out)]) == 0
    assert main(["convert", str(gemini_samples / "wrong-product"), "-o", str(tmp_path / "x"), "-q"]) != 0


# --- title prefixes -----------------------------------------------------------------------------------------

_prompt_text = st.text(min_size=1).filter(lambda s: not s[0].isspace() and s[0] not in "\u00a0\u202f")


@given(st.sampled_from(PROMPT_PREFIXES), _prompt_text, st.booleans())
def test_prefix_round_trip(prefix: Any, prompt: str, upper: bool) -> None:
    import unicodedata

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
