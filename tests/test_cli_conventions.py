"""One set of conventions for every command: -o/--output, a safe --force, --json, and documented exit codes."""

from __future__ import annotations

import argparse
import json
import shutil
from pathlib import Path

import pytest

from pamport.cli import build_parser, main

SAMPLE = Path(__file__).resolve().parents[1] / "sample_exports" / "chatgpt" / "2025.01"
README = Path(__file__).resolve().parents[1] / "README.md"
#: Commands that write a file or folder named by -o/--output (keygen names its key file as its argument).
WRITERS = {"convert", "batch", "merge", "render", "encrypt", "decrypt"}
#: Commands whose output is not a report (a completion script) take no --json.
NO_JSON = {"completion"}


def _options(command: str) -> set[str]:
    parser = build_parser()
    sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    return {flag for action in sub.choices[command]._actions for flag in action.option_strings}


def _commands() -> list[str]:
    parser = build_parser()
    sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    return sorted(sub.choices)


@pytest.mark.parametrize("command", sorted(WRITERS))
def test_writers_take_dash_o_and_output_and_force(command: str) -> None:
    assert {"-o", "--output", "--force"} <= _options(command)


@pytest.mark.parametrize("command", [c for c in _commands() if c not in NO_JSON])
def test_every_command_has_json(command: str) -> None:
    assert "--json" in _options(command)


@pytest.fixture(scope="module")
def bundles(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """A full bundle and a delta against it (the same export, so an empty but valid delta)."""
    root = tmp_path_factory.mktemp("bundles")
    base, delta = root / "base", root / "delta"
    assert main(["convert", str(SAMPLE), "-o", str(base), "-q", "--extractor", "none"]) == 0
    assert main(["convert", str(SAMPLE), "-o", str(delta), "--base", str(base), "-q", "--extractor", "none"]) == 0
    return base, delta


def test_merge_force_replaces_only_a_pamport_bundle(
    tmp_path: Path, bundles: tuple[Path, Path], capsys: pytest.CaptureFixture[str]
) -> None:
    base, delta = bundles
    out = tmp_path / "merged"
    assert main(["merge", str(base), str(delta), "--output", str(out), "--json"]) == 0
    first = json.loads(capsys.readouterr().out)
    assert first["out"] == str(out) and first["memories"] >= 0 and first["checksum"].startswith("sha256:")
    # again without --force: refused, one line naming OUT
    assert main(["merge", str(base), str(delta), "-o", str(out)]) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and str(out) in err and "--force" in err
    # with --force: replaced, and the result is a complete bundle
    assert main(["merge", str(base), str(delta), "-o", str(out), "--force", "--json"]) == 0
    capsys.readouterr()
    assert (out / "memory-store.json").is_file()
    assert not [p for p in tmp_path.iterdir() if ".pamport-" in p.name]
    # a folder of someone's files is never replaced, even with --force
    mine = tmp_path / "my-files"
    mine.mkdir()
    (mine / "thesis.docx").write_bytes(b"precious")
    assert main(["merge", str(base), str(delta), "-o", str(mine), "--force"]) == 2
    assert (mine / "thesis.docx").read_bytes() == b"precious"
    assert "replaces only a bundle written by pamport" in capsys.readouterr().err


def test_keygen_json_and_a_missing_folder(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    key = tmp_path / "keys" / "new" / "signing.pem"
    assert main(["keygen", str(key), "--json"]) == 0
    shown = json.loads(capsys.readouterr().out)
    assert shown["key"] == str(key) and shown["algorithm"] == "Ed25519" and shown["public_key"]
    assert key.read_bytes().startswith(b"-----BEGIN PRIVATE KEY-----")
    assert key.stat().st_mode & 0o077 == 0


def test_output_where_nothing_can_be_created_is_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("x")
    assert main(["convert", str(SAMPLE), "-o", str(blocker / "out"), "-q"]) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and str(blocker) in err and "internal error" not in err


def test_exit_codes(tmp_path: Path, bundles: tuple[Path, Path], capsys: pytest.CaptureFixture[str]) -> None:
    base, _ = bundles
    # 0: success
    assert main(["validate", str(base)]) == 0
    assert main(["diff", str(base), str(base)]) == 0
    # 1: findings (validation errors, differences)
    broken = tmp_path / "broken"
    shutil.copytree(base, broken)
    store = json.loads((broken / "memory-store.json").read_text(encoding="utf-8"))
    store["owner"]["id"] = ""
    (broken / "memory-store.json").write_text(json.dumps(store), encoding="utf-8")
    assert main(["validate", str(broken)]) == 1
    other = tmp_path / "other"
    assert main(["convert", str(SAMPLE), "-o", str(other), "-q", "--owner-id", "someone-else"]) == 0
    assert main(["diff", str(base), str(other)]) == 1
    # 2: usage and input errors, for every command
    for command in _commands():
        with pytest.raises(SystemExit) as usage:
            main([command, "--no-such-option"])
        assert usage.value.code == 2, command
    missing = str(tmp_path / "missing")
    for argv in (
        ["convert", missing, "-o", str(tmp_path / "o")],
        ["validate", missing],
        ["inspect", missing],
        ["diff", missing, str(base)],
        ["merge", missing, str(base), "-o", str(tmp_path / "m")],
        ["render", missing, "--for", "claude"],
    ):
        assert main(argv) == 2, argv
    capsys.readouterr()


def test_readme_documents_the_exit_codes() -> None:
    text = README.read_text(encoding="utf-8")
    for line in ("`0`", "`1`", "`2`", "`3`"):
        assert line in text
    assert "Exit codes" in text
