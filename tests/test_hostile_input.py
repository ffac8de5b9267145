"""Hostile or damaged exports: bounded resources, one record skipped rather than the run lost, clear messages.

Every case goes through the command line with a real export (the samples, edited) or a real ZIP.
"""

from __future__ import annotations

import io
import json
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from pamport.cli import main
from pamport.importers.depth_guard import MAX_DEPTH, DepthGuard
from pamport.json_errors import describe_json_error
from pamport.validation import validate_path
from tests.conftest import SAMPLES

CHATGPT = SAMPLES / "chatgpt" / "2025.01"
GEMINI = SAMPLES / "gemini" / "2024.06"
GEMINI_FILE = "Takeout/My Activity/Gemini Apps/MyActivity.json"
SECRET = "Zanzibar-secret-words"


def _chatgpt_copy(tmp_path: Path) -> tuple[Path, list[dict[str, object]]]:
    src = tmp_path / "export"
    shutil.copytree(CHATGPT, src)
    return src, json.loads((src / "conversations.json").read_text(encoding="utf-8"))


def _nest(depth: int) -> str:
    return "[" * depth + '"x"' + "]" * depth


def _with_deep_message(tmp_path: Path, depth: int) -> Path:
    """The ChatGPT sample with the content of one message of the first conversation nested ``depth`` deep."""
    src, conversations = _chatgpt_copy(tmp_path)
    text = json.dumps(conversations)
    marker = '"parts": ["'  # the first message part in the file
    at = text.index(marker) + len('"parts": ')
    end = text.index("]", at) + 1
    text = text[:at] + f"[{_nest(depth)}]" + text[end:]
    (src / "conversations.json").write_text(text, encoding="utf-8")
    return src


def _convert(src: Path, out: Path, capsys: pytest.CaptureFixture[str]) -> tuple[int, dict[str, object], str]:
    capsys.readouterr()
    code = main(["convert", str(src), "-o", str(out), "--json", "-q"])
    captured = capsys.readouterr()
    report = json.loads(captured.out) if code == 0 else {}
    return code, report, captured.err


def test_the_guard_keeps_normal_json_byte_for_byte_and_cuts_only_the_deep_value() -> None:
    doc = json.dumps([{"a": "[{ in text \\" + '"' + " ]", "b": [[1, 2], {"c": None}]}, _nest(5)]).encode()
    assert DepthGuard(io.BytesIO(doc), 10).read(-1) == doc
    cut = json.loads(DepthGuard(io.BytesIO(b'[{"a": 1}, ' + _nest(8).encode() + b"]"), 4).read(-1))
    assert cut[0] == {"a": 1} and "nested-too-deep" in json.dumps(cut[1])


@pytest.mark.parametrize("depth", [1_000, 100_000])
def test_a_message_nested_too_deep_skips_its_conversation_only(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], depth: int
) -> None:
    src = _with_deep_message(tmp_path, depth)
    code, report, err = _convert(src, tmp_path / "out", capsys)
    assert code == 0, err
    assert report["totals"]["conversations"] == 6  # the sample's 7 minus the deep one
    assert report["records_skipped"] == 1
    assert validate_path(tmp_path / "out").ok
    skipped = (tmp_path / "out" / "import-report.json").read_text(encoding="utf-8")
    assert f"nested deeper than {MAX_DEPTH} levels" in skipped


def test_deep_nesting_keeps_memory_bounded(tmp_path: Path) -> None:
    """100,000 levels used to grow to tens of GB; under a 1.5 GB address-space limit the run must succeed."""
    src = _with_deep_message(tmp_path, 100_000)
    script = (
        "import resource, sys\n"
        "resource.setrlimit(resource.RLIMIT_AS, (1536 << 20, 1536 << 20))\n"
        "from pamport.cli import main\n"
        "sys.exit(main(['convert', sys.argv[1], '-o', sys.argv[2], '-q', '--jobs', '1']))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script, str(src), str(tmp_path / "out")], capture_output=True, text=True, timeout=300
    )
    assert done.returncode == 0, done.stderr


def test_a_zip_bomb_is_refused_before_reading(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    archive = tmp_path / "export.zip"
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_BZIP2) as zf:
        for file in sorted(CHATGPT.iterdir()):
            zf.write(file, file.name)
        zf.writestr("padding.json", b" " * (16 << 20))  # 16 MB that bzip2 packs into a few dozen bytes
    code, _, err = _convert(archive, tmp_path / "out", capsys)
    assert code == 2
    assert "padding.json" in err and "ZIP bomb" in err
    assert not (tmp_path / "out").exists()


def _set_encrypted_flag(archive: Path) -> None:
    """Mark every member as encrypted (general purpose bit 0), as a password-protected ZIP has it."""
    data = bytearray(archive.read_bytes())
    for signature, offset in ((b"PK\x03\x04", 6), (b"PK\x01\x02", 8)):
        at = data.find(signature)
        while at >= 0:
            data[at + offset] |= 0x01
            at = data.find(signature, at + 4)
    archive.write_bytes(bytes(data))


def test_an_encrypted_zip_member_is_named(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    archive = tmp_path / "export.zip"
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED) as zf:
        for file in sorted(CHATGPT.iterdir()):
            zf.write(file, file.name)
    _set_encrypted_flag(archive)
    code, _, err = _convert(archive, tmp_path / "out", capsys)
    assert code == 2
    assert "encrypted" in err and "password" in err
    assert "not a recognised" not in err


def test_a_utf16_export_is_named_as_such(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    src, _ = _chatgpt_copy(tmp_path)
    for name in ("conversations.json", "user.json", "shared_conversations.json", "message_feedback.json"):
        path = src / name
        path.write_bytes(path.read_text(encoding="utf-8").encode("utf-16"))
    code, _, err = _convert(src, tmp_path / "out", capsys)
    assert code == 2
    assert "UTF-16" in err and "UTF-8" in err


def test_invalid_utf8_in_a_gemini_string_is_a_clear_error(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    src = tmp_path / "export"
    shutil.copytree(GEMINI, src)
    path = src / GEMINI_FILE
    data = path.read_bytes()
    at = data.index(b"Sure")
    path.write_bytes(data[:at] + b"\xed\xa0\x80" + data[at:])  # an encoded lone surrogate: not UTF-8
    code, _, err = _convert(src, tmp_path / "out", capsys)
    assert code == 2, err
    assert "UTF-8" in err and "MyActivity.json" in err


def test_a_nul_in_a_copilot_csv_is_not_called_an_unknown_format(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    src = tmp_path / "export"
    shutil.copytree(SAMPLES / "copilot" / "2025.01", src)
    for path in src.glob("*.csv"):
        data = path.read_bytes()
        path.write_bytes(data[:200] + b"\x00" + data[200:])
    code, _, err = _convert(src, tmp_path / "out", capsys)
    assert "not a recognised" not in err
    if code == 0:
        assert validate_path(tmp_path / "out").ok
    else:
        assert code == 2 and "NUL" in err


def test_error_lines_never_quote_the_message_text(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    src, conversations = _chatgpt_copy(tmp_path)
    text = json.dumps(conversations)
    at = text.index('"parts": ["') + len('"parts": ["')
    text = text[:at] + f"{SECRET} <ctrl> more {SECRET}" + text[at:]
    raw = text.encode("utf-8").replace(b"<ctrl>", b"\x01")  # a raw control character: invalid JSON
    (src / "conversations.json").write_bytes(raw)
    capsys.readouterr()
    code = main(["convert", str(src), "-o", str(tmp_path / "out"), "-q"])
    err = capsys.readouterr().err
    assert code == 2 and "conversations.json" in err
    assert SECRET not in err


def test_json_error_descriptions_drop_the_excerpt() -> None:
    import ijson

    for data in (b'[{"a": "' + SECRET.encode() + b'\xff"}]', b'[{"a": "' + SECRET.encode() + b'" x}]'):
        with pytest.raises(ijson.JSONError) as info:
            list(ijson.items(io.BytesIO(data), "item"))
        assert SECRET not in describe_json_error(info.value)


def test_updated_before_created_is_fixed_so_the_bundle_validates(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    src, conversations = _chatgpt_copy(tmp_path)
    first = conversations[0]
    first["update_time"] = float(first["create_time"]) - 86_400.0  # type: ignore[arg-type]
    (src / "conversations.json").write_text(json.dumps(conversations), encoding="utf-8")
    code, report, err = _convert(src, tmp_path / "out", capsys)
    assert code == 0, err
    assert validate_path(tmp_path / "out").ok
    events = {k for stats in report["importers"] for k in stats.get("events", {})}  # type: ignore[union-attr]
    assert any("updated before it was created" in e for e in events)


@pytest.mark.parametrize(
    "user_json",
    ['{"id": "user-1", "name": "\\ud800 lone", "email": "a@b.c"}', '{"id": "user-1", "x": ' + _nest(2000) + "}"],
    ids=["lone-surrogate", "nested-2000"],
)
def test_a_hostile_account_file_is_skipped_not_fatal(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], user_json: str
) -> None:
    """Found by the fuzz benchmark (chatgpt seeds 1642, 1707, 1802): user.json used to crash the run."""
    src, _ = _chatgpt_copy(tmp_path)
    (src / "user.json").write_text(user_json, encoding="utf-8")
    code, report, err = _convert(src, tmp_path / "out", capsys)
    assert code == 0, err
    assert report["records_skipped"] == 1
    assert validate_path(tmp_path / "out").ok
