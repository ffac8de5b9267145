"""The ``pamport`` command end to end: help texts, summaries, one-line errors."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from pamport.cli import build_parser, main
from tests.toy_importer import ToyImporter, toy_export

README = Path(__file__).resolve().parents[1] / "README.md"


def _commands() -> list[str]:
    parser = build_parser()
    sub = next(a for a in parser._actions if a.dest == "command")
    return sorted(sub.choices)  # type: ignore[arg-type]


def test_every_command_is_documented(capsys: pytest.CaptureFixture[str]) -> None:
    readme = README.read_text(encoding="utf-8")
    commands = _commands()
    assert {"convert", "validate", "inspect", "importers", "merge", "diff"} <= set(commands)
    for name in commands:
        with pytest.raises(SystemExit) as exit_:
            main([name, "--help"])
        assert exit_.value.code == 0
        out = capsys.readouterr().out
        assert "usage: pamport " + name in out
        assert len(out.splitlines()) > 3
        assert f"pamport {name}" in readme, f"README does not document `pamport {name}`"


def test_convert_prints_a_summary(tmp_path: Path, toy: type[ToyImporter], capsys: pytest.CaptureFixture[str]) -> None:
    src = toy_export(tmp_path / "export.json")
    assert main(["convert", str(src), "-o", str(tmp_path / "out"), "--extractor", "none"]) == 0
    out = capsys.readouterr().out
    assert "conversations: 3" in out and "messages:      6" in out and "toy-importer/2025.01" in out


def test_convert_json_report(tmp_path: Path, toy: type[ToyImporter], capsys: pytest.CaptureFixture[str]) -> None:
    src = toy_export(tmp_path / "export.json")
    assert main(["convert", str(src), "-o", str(tmp_path / "out"), "--extractor", "none", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["totals"]["conversations"] == 3


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        ("just some notes, not an export", "not a recognised AI-assistant export"),
        ("", "is empty; expected an export"),
    ],
)
def test_bad_input_is_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str], content: str, expected: str) -> None:
    src = tmp_path / "notes.txt"
    src.write_text(content)
    code = main(["convert", str(src), "-o", str(tmp_path / "out"), "--extractor", "none"])
    err = capsys.readouterr().err
    assert code == 2
    assert len(err.strip().splitlines()) == 1, err
    assert "notes.txt" in err and expected in err and "Traceback" not in err
    assert not (tmp_path / "out").exists()


def test_missing_source_is_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["convert", str(tmp_path / "nope.zip"), "-o", str(tmp_path / "out")])
    err = capsys.readouterr().err
    assert code == 2 and "nope.zip" in err and "no such file" in err and len(err.strip().splitlines()) == 1


def test_existing_output_is_one_line(
    tmp_path: Path, toy: type[ToyImporter], capsys: pytest.CaptureFixture[str]
) -> None:
    src = toy_export(tmp_path / "export.json")
    (tmp_path / "out").mkdir()
    assert main(["convert", str(src), "-o", str(tmp_path / "out"), "--extractor", "none"]) == 2
    assert "--force" in capsys.readouterr().err


def test_inspect(tmp_path: Path, toy: type[ToyImporter], capsys: pytest.CaptureFixture[str]) -> None:
    src = toy_export(tmp_path / "export.json")
    main(["convert", str(src), "-o", str(tmp_path / "out"), "--extractor", "none", "-q"])
    capsys.readouterr()
    assert main(["inspect", str(tmp_path / "out"), "--json"]) == 0
    info = json.loads(capsys.readouterr().out)
    assert info["conversations"] == 3 and info["messages"] == 6
    assert info["memories_by_type"] == {"preference": 1}
    assert info["conversations_by_platform"] == {"local": 3}
    assert info["date_range"] == ["2024-05-01T10:00:00Z", "2024-05-01T10:00:00Z"]


def test_importers_lists_builtins(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["importers", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    names = {row["importer"] for row in data["importers"]}
    assert {"chatgpt-importer/2025.01", "claude-importer/2025.01", "grok-importer/2025.01"} <= names
    assert data["failed"] == []


def test_signed_bundle_round_trip(
    tmp_path: Path,
    toy: type[ToyImporter],
    capsys: pytest.CaptureFixture[str],
) -> None:
    key = tmp_path / "key.pem"
    assert main(["keygen", str(key)]) == 0
    assert "public key: z6Mk" in capsys.readouterr().out
    src = toy_export(tmp_path / "export.json")
    out = tmp_path / "out"
    assert main(["convert", str(src), "-o", str(out), "--extractor", "none", "-q", "--sign-key", str(key)]) == 0
    store = json.loads((out / "memory-store.json").read_text())
    assert store["signature"]["algorithm"] == "Ed25519"
    assert store["signature"]["signed_at"] >= store["export_date"]
    assert main(["validate", str(out)]) == 0
    # tampering with the owner breaks the signature, and validate says so
    store["owner"]["id"] = "someone-else"
    (out / "memory-store.json").write_text(json.dumps(store))
    capsys.readouterr()
    assert main(["validate", str(out)]) == 1
    assert "signature" in capsys.readouterr().out.lower()


def test_bad_signing_key_fails_before_converting(
    tmp_path: Path,
    toy: type[ToyImporter],
    capsys: pytest.CaptureFixture[str],
) -> None:
    key = tmp_path / "key.pem"
    key.write_text("not a key")
    src = toy_export(tmp_path / "export.json")
    assert main(["convert", str(src), "-o", str(tmp_path / "out"), "--sign-key", str(key)]) == 2
    assert "key.pem" in capsys.readouterr().err
    assert not (tmp_path / "out").exists()
