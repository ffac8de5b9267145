"""Inputs of the wrong kind are named as such: an export to a bundle command, a bundle or report to convert."""

from __future__ import annotations

import json
import shutil
import zipfile
from pathlib import Path

import pytest

from pamport.cli import main
from pamport.input_kind import Kind, describe

SAMPLE = Path(__file__).resolve().parents[1] / "sample_exports" / "chatgpt" / "2025.01"


@pytest.fixture(scope="module")
def bundle(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("b") / "bundle"
    assert main(["convert", str(SAMPLE), "-o", str(out), "-q", "--extractor", "none"]) == 0
    return out


def _zip_of(folder: Path, target: Path) -> Path:
    with zipfile.ZipFile(target, "w") as archive:
        for path in sorted(folder.rglob("*")):
            if path.is_file():
                archive.write(path, path.relative_to(folder).as_posix())
    return target


def _one_line_error(capsys: pytest.CaptureFixture[str], argv: list[str], *needles: str) -> None:
    assert main(argv) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and err.startswith("pamport: error: "), err
    for needle in needles:
        assert needle in err, err


def test_kinds(tmp_path: Path, bundle: Path) -> None:
    assert describe(bundle) is Kind.BUNDLE
    assert describe(bundle / "memory-store.json") is Kind.PAM_FILE
    assert describe(bundle / "import-report.json") is Kind.REPORT
    assert describe(_zip_of(SAMPLE, tmp_path / "export.zip")) is Kind.ZIP
    assert describe(SAMPLE) is Kind.FOLDER
    assert describe(tmp_path / "nothing") is Kind.MISSING
    (tmp_path / "empty.json").write_bytes(b"")
    assert describe(tmp_path / "empty.json") is Kind.EMPTY
    (tmp_path / "empty-dir").mkdir()
    assert describe(tmp_path / "empty-dir") is Kind.EMPTY
    conversation = next((bundle / "conversations").glob("*.json"))
    assert describe(conversation) is Kind.PAM_FILE


@pytest.mark.parametrize("command", ["inspect", "validate", "diff", "merge"])
def test_an_export_given_to_a_bundle_command(
    tmp_path: Path, bundle: Path, capsys: pytest.CaptureFixture[str], command: str
) -> None:
    export_zip = _zip_of(SAMPLE, tmp_path / "export.zip")
    argv = {
        "inspect": ["inspect", str(export_zip)],
        "validate": ["validate", str(export_zip)],
        "diff": ["diff", str(bundle), str(export_zip)],
        "merge": ["merge", str(bundle), str(export_zip), "-o", str(tmp_path / "m")],
    }[command]
    _one_line_error(capsys, argv, str(export_zip), "ZIP archive, not a PAM bundle", "pamport convert")
    assert not (tmp_path / "m").exists()


def test_an_export_folder_given_to_inspect(capsys: pytest.CaptureFixture[str]) -> None:
    _one_line_error(capsys, ["inspect", str(SAMPLE)], "not a PAM bundle", "pamport convert")


def test_a_bundle_given_to_convert(tmp_path: Path, bundle: Path, capsys: pytest.CaptureFixture[str]) -> None:
    _one_line_error(capsys, ["convert", str(bundle), "-o", str(tmp_path / "o")], "PAM bundle already")
    store = bundle / "memory-store.json"
    _one_line_error(capsys, ["convert", str(store), "-o", str(tmp_path / "o")], "PAM file already")
    assert not (tmp_path / "o").exists()


def test_the_import_report_given_to_validate_and_convert(
    tmp_path: Path, bundle: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    report = bundle / "import-report.json"
    _one_line_error(capsys, ["validate", str(report)], "import report", "not a PAM file")
    copy = tmp_path / "report-copy.json"
    shutil.copy(report, copy)  # recognised by content, not only by name
    _one_line_error(capsys, ["validate", str(copy)], "import report")
    _one_line_error(capsys, ["convert", str(report), "-o", str(tmp_path / "o")], "import report")


def test_empty_and_missing_paths(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "empty").mkdir()
    _one_line_error(capsys, ["inspect", str(tmp_path / "empty")], "is empty")
    _one_line_error(capsys, ["convert", str(tmp_path / "empty"), "-o", str(tmp_path / "o")], "is empty")
    _one_line_error(capsys, ["validate", str(tmp_path / "nope")], "no such file or folder")


def test_a_bundle_and_its_files_are_still_accepted(bundle: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["validate", str(bundle)]) == 0
    assert main(["validate", str(bundle / "memory-store.json")]) == 0
    assert main(["inspect", str(bundle / "memory-store.json")]) == 0
    capsys.readouterr()


def test_llm_dry_run_writes_nothing_but_its_estimate(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "out"
    argv = ["convert", str(SAMPLE), "-o", str(out), "--extractor", "llm", "--llm-dry-run", "--llm-model", "m"]
    argv += ["--llm-cache", str(tmp_path / "cache.sqlite"), "--json"]
    before = sorted(p.name for p in tmp_path.iterdir())
    assert main(argv) == 0
    shown = json.loads(capsys.readouterr().out)
    assert shown["dry_run"] is True and shown["written"] is None
    assert shown["estimate"]["requests"] >= 1 and shown["estimate"]["tokens"] > 0
    assert not out.exists()
    assert sorted(p.name for p in tmp_path.iterdir() if p.name != "cache.sqlite") == before


def test_dry_run_without_the_llm_extractor_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["convert", str(SAMPLE), "-o", str(tmp_path / "o"), "--llm-dry-run"]
    _one_line_error(capsys, argv, "--extractor llm")


@pytest.mark.parametrize("value", ["-5", "0", "nan", "inf", "soon"])
def test_gap_minutes_must_be_positive(tmp_path: Path, capsys: pytest.CaptureFixture[str], value: str) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(["convert", str(SAMPLE), "-o", str(tmp_path / "o"), "--gap-minutes", value])
    assert exit_.value.code == 2
    assert "--gap-minutes" in capsys.readouterr().err
    assert not (tmp_path / "o").exists()
