"""Gemini JSON importers (Takeout My Activity): legacy 2023.01 and modern 2024.06."""

from __future__ import annotations

import json
import shutil
import zipfile
from pathlib import Path

import pytest
from bs4 import BeautifulSoup

from pamport.importers.base import ImportOptions
from pamport.importers.gemini.prefixes import is_gemini_record, split_title
from pamport.importers.registry import detect
from pamport.importers.sources import Source
from pamport.timeutil import parse_iso
from tests.gemini_helpers import LEGACY_FILE, MODERN_FILE, all_text, assert_valid, by_title, norm, skips
from tests.harness import Collected, check_golden, collect

MODERN = "gemini/2024.06"
LEGACY = "gemini/2023.01"


@pytest.fixture
def gemini_samples(samples: Path) -> Path:
    return samples / "gemini"


@pytest.fixture
def modern(gemini_samples: Path) -> Collected:
    return collect(gemini_samples / "2024.06")


@pytest.fixture
def legacy(gemini_samples: Path) -> Collected:
    return collect(gemini_samples / "2023.01")


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


# --- end to end ---------------------------------------------------------------------------------------------


def test_cli_converts_and_validates(
    gemini_samples: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from pamport.cli import main

    for folder in ("2024.06", "2023.01", "2024.06-html"):
        out = tmp_path / folder
        assert (
            main(["convert", str(gemini_samples / folder), "-o", str(out), "--extractor", "none", "-q"]) == 0
        )
        assert len(list((out / "conversations").iterdir())) >= 4
        assert main(["validate", str(out)]) == 0
    capsys.readouterr()
    wrong = [
        "convert",
        str(gemini_samples / "wrong-product"),
        "-o",
        str(tmp_path / "x"),
        "--extractor",
        "none",
    ]
    assert main(wrong) != 0
    assert "none of the 2 activity record(s) is from Gemini" in capsys.readouterr().err
