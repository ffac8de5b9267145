"""Option defaults from configuration files and the environment: precedence, errors, and `pamport config`."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from pamport.cli import build_parser, main
from tests.toy_importer import ToyImporter, toy_export


def _parse(argv: list[str], cwd: Path, monkeypatch: pytest.MonkeyPatch) -> dict[str, object]:
    """The namespace `main` would hand to a command, with the configuration applied."""
    from pamport.config import apply_defaults, effective_settings, fill_repeatable

    monkeypatch.chdir(cwd)
    parser = build_parser()
    settings = effective_settings(parser)
    apply_defaults(parser, settings)
    args = parser.parse_args(argv)
    fill_repeatable(parser, args, settings)
    return vars(args)


@pytest.fixture
def user_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    path = tmp_path / "home" / "config.toml"
    path.parent.mkdir()
    monkeypatch.setenv("PAMPORT_CONFIG", str(path))
    return path


def test_precedence_command_line_over_environment_over_local_over_user(
    tmp_path: Path, user_file: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    work = tmp_path / "work"
    work.mkdir()
    user_file.write_text('[defaults]\nowner-id = "user-file"\n[convert]\ngap-minutes = 10\nllm-model = "u"\n')
    base = ["convert", "x.zip", "-o", "out"]
    assert _parse(base, work, monkeypatch)["owner_id"] == "user-file"
    assert _parse(base, work, monkeypatch)["gap_minutes"] == 10.0

    (work / "pamport.toml").write_text('[convert]\nowner-id = "local-file"\n')
    got = _parse(base, work, monkeypatch)
    assert got["owner_id"] == "local-file" and got["gap_minutes"] == 10.0 and got["llm_model"] == "u"

    monkeypatch.setenv("PAMPORT_OWNER_ID", "from-env")
    assert _parse(base, work, monkeypatch)["owner_id"] == "from-env"

    assert _parse([*base, "--owner-id", "typed"], work, monkeypatch)["owner_id"] == "typed"
    # a typed value equal to the built-in default still beats the file
    assert _parse([*base, "--gap-minutes", "30"], work, monkeypatch)["gap_minutes"] == 30.0


def test_a_command_table_beats_defaults_in_the_same_file(
    tmp_path: Path, user_file: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    user_file.write_text('[convert]\nowner-id = "convert-table"\n[defaults]\nowner-id = "defaults-table"\n')
    assert _parse(["convert", "x", "-o", "o"], tmp_path, monkeypatch)["owner_id"] == "convert-table"


def test_repeatable_option_is_replaced_not_extended(
    tmp_path: Path, user_file: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    user_file.write_text('[convert]\nextractor = ["llm"]\n')
    assert _parse(["convert", "x", "-o", "o"], tmp_path, monkeypatch)["extractor"] == ["llm"]
    assert _parse(["convert", "x", "-o", "o", "--extractor", "none"], tmp_path, monkeypatch)["extractor"] == ["none"]
    monkeypatch.setenv("PAMPORT_EXTRACTOR", "pamport-rules, llm")
    assert _parse(["convert", "x", "-o", "o"], tmp_path, monkeypatch)["extractor"] == ["pamport-rules", "llm"]


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("[convert]\nowner-idd = 'x'\n", "owner-idd: not an option that a configuration may set"),
        ("[convrt]\nowner-id = 'x'\n", "[convrt]: no such command"),
        ("[convert]\njobs = 0\n", "jobs: invalid value"),
        ("[convert]\nstrip-platform-ids = 'maybe'\n", "strip-platform-ids: expected true or false"),
        ("[convert]\nout = 'somewhere'\n", "out: not an option that a configuration may set"),
        ("[convert\n", "not valid TOML"),
    ],
)
def test_bad_configuration_is_one_line_naming_file_and_key(
    tmp_path: Path, user_file: Path, capsys: pytest.CaptureFixture[str], text: str, message: str
) -> None:
    user_file.write_text(text)
    assert main(["importers"]) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1
    assert str(user_file) in err and message in err


def test_configured_owner_reaches_the_bundle(
    tmp_path: Path, user_file: Path, toy: type[ToyImporter], capsys: pytest.CaptureFixture[str]
) -> None:
    user_file.write_text('[defaults]\nowner-id = "configured-owner"\n[convert]\nextractor = ["none"]\n')
    src = toy_export(tmp_path / "export.json")
    assert main(["convert", str(src), "-o", str(tmp_path / "out"), "-q"]) == 0
    store = json.loads((tmp_path / "out" / "memory-store.json").read_text(encoding="utf-8"))
    assert store["owner"]["id"] == "configured-owner"


def test_config_command_shows_values_and_origins(
    tmp_path: Path, user_file: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    user_file.write_text('[convert]\nllm-model = "small"\n')
    monkeypatch.setenv("PAMPORT_SIGN_KEY", "/keys/k.pem")
    monkeypatch.chdir(tmp_path)
    assert main(["config", "--json"]) == 0
    shown = json.loads(capsys.readouterr().out)
    rows = {(r["command"], r["option"]): r for r in shown["settings"]}
    assert rows[("convert", "llm-model")]["value"] == "small"
    assert rows[("convert", "llm-model")]["origin"] == f"{user_file} [convert]"
    assert rows[("convert", "sign-key")]["origin"] == "environment PAMPORT_SIGN_KEY"
    assert main(["config"]) == 0
    text = capsys.readouterr().out
    assert "--llm-model = 'small'" in text and str(user_file) in text


def test_completion_script_and_live_completion(tmp_path: Path) -> None:
    assert main(["completion", "bash"]) == 0
    # the real completion protocol: argcomplete reads the line from the environment and writes candidates to fd 8
    out = tmp_path / "candidates"
    env = {
        "_ARGCOMPLETE": "1",
        "_ARGCOMPLETE_IFS": "\n",
        "COMP_LINE": "pamport con",
        "COMP_POINT": "11",
        "_ARGCOMPLETE_STDOUT_FILENAME": str(out),
        "PATH": "/usr/bin:/bin",
    }
    subprocess.run([sys.executable, "-m", "pamport.cli"], env=env, check=False, timeout=60)
    candidates = out.read_text(encoding="utf-8").split()
    assert "convert" in candidates and "config" in candidates and "validate" not in candidates
