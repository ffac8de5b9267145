"""End to end: `pamport convert` on the ChatGPT samples (folder and ZIP), then `pamport validate`."""

from __future__ import annotations

import json
import zipfile
from pathlib import Path

import pytest

from pamport.cli import main
from tests.pam_check import assert_bundle_valid


@pytest.mark.parametrize("case", ["2025.01", "2025.06-sharded"])
def test_convert_and_validate_sample(samples: Path, tmp_path: Path, case: str) -> None:
    out = tmp_path / "bundle"
    assert main(["convert", str(samples / "chatgpt" / case), "-o", str(out), "-q"]) == 0
    assert main(["validate", str(out)]) == 0
    assert_bundle_valid(out)
    store = json.loads((out / "memory-store.json").read_text(encoding="utf-8"))
    explicit = [m for m in store["memories"] if m["provenance"]["extraction_method"] == "explicit_user_input"]
    assert any(m["content"] == "Preferred name: Inês" and m["type"] == "identity" for m in explicit)
    assert {m["provenance"]["platform_user_id"] for m in explicit} == {"user-5Hc2LqR8pVt0ZkXw3NaJ9bFm"}
    conversations = list((out / "conversations").glob("*.json"))
    assert len(conversations) == (7 if case == "2025.01" else 3)
    for path in conversations:
        document = json.loads(path.read_text(encoding="utf-8"))
        assert document["import_metadata"]["importer_version"].startswith("chatgpt-importer/")
        assert document["import_metadata"]["source_checksum"].startswith("sha256:")


def test_convert_zip_as_mailed(samples: Path, tmp_path: Path) -> None:
    archive = tmp_path / "chatgpt-export.zip"
    with zipfile.ZipFile(archive, "w") as zf:
        for file in sorted((samples / "chatgpt" / "2025.01").iterdir()):
            zf.write(file, file.name)
    out = tmp_path / "bundle"
    assert main(["convert", str(archive), "-o", str(out), "--extractor", "none", "-q"]) == 0
    assert_bundle_valid(out)
    report = json.loads((out / "import-report.json").read_text(encoding="utf-8"))
    (stats,) = [s for s in report["importers"] if s["importer"] == "chatgpt-importer/2025.01"]
    assert stats["records_converted"]["conversation"] == 7
    assert any("chat.html: not converted" in note for note in stats["notes"])
