"""Importer discovery through entry points, and detection of every bundled sample by content."""

from __future__ import annotations

import shutil
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from pamport.errors import UnknownFormat
from pamport.importers import registry
from pamport.importers.sources import Source

SAMPLES = Path(__file__).resolve().parents[1] / "sample_exports"

PLUGIN = '''
from typing import ClassVar
from pamport.importers.base import Claim, Importer


class NotesImporter(Importer):
    platform: ClassVar[str] = "local"
    importer_version: ClassVar[str] = "notes-importer/2026.01"
    export_format_version: ClassVar[str] = "2026.01"
    description: ClassVar[str] = "plain-text notes (a third-party plugin)"

    @classmethod
    def sniff(cls, source):
        names = tuple(m.name for m in source if source.head(m, 16).startswith(b"NOTES v1"))
        return Claim(cls.importer_version, names, 0.9) if names else None

    def read(self, source, claim, ctx):
        return iter(())
'''


@pytest.fixture
def third_party(tmp_path: Path) -> Iterator[None]:
    """An installed distribution registering one working and one broken importer under pamport.importers."""
    (tmp_path / "pamport_notes_plugin.py").write_text(PLUGIN)
    info = tmp_path / "pamport_notes_plugin-1.0.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: pamport-notes-plugin\nVersion: 1.0\n")
    (info / "entry_points.txt").write_text(
        "[pamport.importers]\n"
        "notes-importer/2026.01 = pamport_notes_plugin:NotesImporter\n"
        "broken-importer/2026.01 = pamport_missing_module:Nothing\n"
    )
    sys.path.insert(0, str(tmp_path))
    try:
        yield
    finally:
        sys.path.remove(str(tmp_path))
        sys.modules.pop("pamport_notes_plugin", None)


def test_builtins_are_discovered_like_plugins() -> None:
    found, failures = registry.discover()
    assert failures == []
    assert {
        "chatgpt-importer/2025.01",
        "chatgpt-importer/2025.06",
        "claude-importer/2025.01",
        "gemini-importer/2023.01",
        "gemini-importer/2024.06",
        "gemini-html-importer/2024.06",
        "copilot-importer/2025.01",
        "grok-importer/2025.01",
    } <= set(found)
    for key, cls in found.items():
        assert cls.importer_version == key and cls.description and cls.platform


def test_third_party_plugin_is_discovered_and_a_broken_one_is_reported(third_party: None, tmp_path: Path) -> None:
    found, failures = registry.discover()
    assert "notes-importer/2026.01" in found
    assert [f.name for f in failures] == ["broken-importer/2026.01"]
    assert "pamport_missing_module" in failures[0].error
    notes = tmp_path / "mine.txt"
    notes.write_text("NOTES v1\nhello")
    plan = registry.detect(Source(notes))
    assert [cls.importer_version for cls, _ in plan] == ["notes-importer/2026.01"]


@pytest.mark.parametrize(
    ("sample", "expected"),
    [
        ("chatgpt/2025.01", {"chatgpt-importer/2025.01"}),
        ("chatgpt/2025.06-sharded", {"chatgpt-importer/2025.06"}),
        ("claude/2025.01", {"claude-importer/2025.01"}),
        ("gemini/2024.06", {"gemini-importer/2024.06"}),
        ("gemini/2023.01", {"gemini-importer/2023.01"}),
        ("gemini/2024.06-html", {"gemini-html-importer/2024.06"}),
        ("copilot/2025.01", {"copilot-importer/2025.01"}),
        ("grok/2025.01", {"grok-importer/2025.01"}),
    ],
)
def test_each_sample_is_detected_by_content(sample: str, expected: set[str], tmp_path: Path) -> None:
    copy = tmp_path / "export"
    shutil.copytree(SAMPLES / sample, copy)
    if "sharded" not in sample:  # shards are one array format split over numbered files: the names are the format
        for path in sorted(copy.rglob("*")):  # renamed files: detection must not depend on file names
            if path.is_file() and path.suffix in {".json", ".csv", ".html"}:
                path.rename(path.with_name("renamed-" + path.name))
    with Source(copy) as source:
        assert {cls.importer_version for cls, _ in registry.detect(source)} == expected


def test_all_samples_in_one_folder_use_every_importer(tmp_path: Path) -> None:
    for sample in ("chatgpt/2025.01", "claude/2025.01", "gemini/2024.06", "copilot/2025.01", "grok/2025.01"):
        shutil.copytree(SAMPLES / sample, tmp_path / sample.replace("/", "-"))
    with Source(tmp_path) as source:
        platforms = {cls.platform for cls, _ in registry.detect(source)}
    assert platforms == {"chatgpt", "claude", "gemini", "copilot", "grok"}


def test_forcing_an_importer(tmp_path: Path) -> None:
    with Source(SAMPLES / "chatgpt" / "2025.01") as source:
        plan = registry.detect(source, "chatgpt")
        assert [cls.importer_version for cls, _ in plan] == ["chatgpt-importer/2025.01"]
        with pytest.raises(UnknownFormat, match="does not recognise"):
            registry.detect(source, "claude")
        with pytest.raises(UnknownFormat, match="no importer named"):
            registry.detect(source, "myspace")
