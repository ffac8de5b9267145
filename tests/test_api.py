"""The Python API: the example of docs/api.md runs as written, and the API keeps its promises."""

from __future__ import annotations

import contextlib
import io
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

import pamport
from pamport.api import MEMORY_COLUMNS
from tests.pam_check import assert_bundle_valid

ROOT = Path(__file__).resolve().parents[1]
DOC = ROOT / "docs" / "api.md"
SAMPLE = ROOT / "sample_exports" / "chatgpt" / "2025.01"


def _blocks() -> list[str]:
    return re.findall(r"^```python\n(.*?)^```", DOC.read_text(encoding="utf-8"), re.M | re.S)


def test_the_docs_example_runs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "sample_exports").symlink_to(ROOT / "sample_exports", target_is_directory=True)
    monkeypatch.chdir(tmp_path)
    blocks = _blocks()
    assert len(blocks) >= 5
    namespace: dict[str, Any] = {"__name__": "__docs__"}
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        for n, block in enumerate(blocks, 1):
            exec(compile(block, f"{DOC.name} block {n}", "exec"), namespace)
    printed = out.getvalue()
    assert_bundle_valid(tmp_path / "my-bundle")
    assert len(namespace["df"]) == namespace["result"].memories > 0
    assert "conversations" in printed and "no-such-bundle" in printed
    answers = namespace["answers"]
    assert sorted(answers.content) == ["User is a nurse", "User lives in Lisbon", "User prefers concise answers"]
    assert set(answers.platform) == {"claude"}


@pytest.fixture(scope="module")
def bundle_path(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("api") / "bundle"
    pamport.convert(SAMPLE, out)
    return out


def test_open_bundle_gives_typed_access(bundle_path: Path) -> None:
    bundle = pamport.open_bundle(bundle_path)
    assert bundle.store.integrity is not None
    assert bundle.store.integrity.total_memories == len(bundle.memories) > 0
    assert len(bundle.conversations_index) == len(bundle.conversation_ids()) > 0
    first = bundle.memories[0]
    assert bundle.memory(first.id) is first
    active = bundle.active_memories()
    assert all(m.status == "active" for m in active)
    with pytest.raises(KeyError):
        bundle.memory("missing")
    with pytest.raises(KeyError):
        bundle.conversation("missing")
    # The store file itself works too.
    assert len(pamport.open_bundle(bundle_path / "memory-store.json").memories) == len(bundle.memories)


def test_conversations_are_streamed_one_file_at_a_time(bundle_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import pamport.api

    opened: list[Path] = []
    real = pamport.api.read_conversation

    def spy(path: Path) -> dict[str, Any]:
        opened.append(path)
        return real(path)

    monkeypatch.setattr(pamport.api, "read_conversation", spy)
    bundle = pamport.open_bundle(bundle_path)
    stream = bundle.conversations()
    assert opened == []
    first = next(stream)
    assert len(opened) == 1 and first.id == bundle.conversation_ids()[0]
    rest = list(stream)
    assert len(opened) == 1 + len(rest) == len(bundle.conversation_ids())


def test_memories_frame(bundle_path: Path) -> None:
    bundle = pamport.open_bundle(bundle_path)
    df = bundle.memories_frame()
    assert tuple(df.columns) == MEMORY_COLUMNS
    assert len(df) == len(bundle.memories)
    assert list(df.id) == [m.id for m in bundle.memories]
    assert str(df.created_at.dt.tz) == "UTC"
    assert df.confidence.dtype == "float64"
    assert set(df.platform) == {"chatgpt"}


def test_errors_are_pamport_errors(tmp_path: Path) -> None:
    with pytest.raises(pamport.PamportError, match=r"no memory-store\.json"):
        pamport.open_bundle(tmp_path)
    bad = tmp_path / "memory-store.json"
    bad.write_text('{"schema": "portable-ai-memory", "memories": [{"id": "x"}]}', encoding="utf-8")
    with pytest.raises(pamport.PamportError, match=r"memory-store.json: not a valid PAM file at"):
        _ = pamport.open_bundle(tmp_path).store


def test_public_names_resolve() -> None:
    for name in pamport.__all__:
        assert getattr(pamport, name) is not None
    assert {"open_bundle", "convert", "Bundle", "PamportError"} <= set(pamport.__all__)
    assert "open_bundle" in dir(pamport)
    with pytest.raises(AttributeError):
        _ = pamport.no_such_name  # type: ignore[attr-defined]


def test_import_and_help_stay_light() -> None:
    code = (
        "import sys, pamport\n"
        "assert 'pydantic' not in sys.modules and 'pamport.api' not in sys.modules, 'import pamport is not lazy'\n"
        "from pamport.cli import main\n"
        "try:\n"
        "    main(['--help'])\n"
        "except SystemExit:\n"
        "    pass\n"
        "assert 'pandas' not in sys.modules, 'pamport --help imported pandas'\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
