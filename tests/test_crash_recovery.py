"""Real kills (SIGKILL by pid) at the worst moments, and what the next run makes of the leftovers."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import tempfile
import textwrap
import time
from pathlib import Path

import pytest

from benchmarks.generate import generate
from pamport.cli import main
from pamport.layout import STORE_FILE
from pamport.pipeline.leftovers import clean_scratch, recover_output

SAMPLES = Path(__file__).resolve().parents[1] / "sample_exports"
CHATGPT = SAMPLES / "chatgpt" / "2025.01"

#: Runs the command line, but SIGKILLs itself right after the old bundle was moved aside (before the new one is
#: moved in): the worst moment of a replacement, hit exactly, with a real kill.
KILL_BETWEEN_RENAMES = textwrap.dedent(
    """
    import os, signal, sys
    from pamport import cli
    real_replace = os.replace
    def replace(src, dst):
        real_replace(src, dst)
        if ".pamport-old-" in os.fspath(dst):
            os.kill(os.getpid(), signal.SIGKILL)
    os.replace = replace
    sys.exit(cli.main(sys.argv[1:]))
    """
)

#: A conversion in several processes that reports its workers' pids, then blocks so that it can be killed.
PARALLEL_CONVERT = textwrap.dedent(
    """
    import sys, time
    from pathlib import Path
    from pamport.pipeline import shard
    from pamport.pipeline.run import ConvertOptions, convert
    real = shard.run_shard
    def slow(*args, **kwargs):
        time.sleep(600)  # in a worker: the parent is killed meanwhile
        return real(*args, **kwargs)
    shard.run_shard = slow
    convert(sys.argv[1], sys.argv[2], ConvertOptions(jobs=2, parallel_min_bytes=0, extractors=()))
    """
)



@pytest.fixture(autouse=True)
def _private_temp_folder(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    """A temporary folder of this test's own: runs clean up dead runs' scratch in a shared one, and say so."""
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path_factory.mktemp("scratch")))

def _run(
    args: list[str], script: str | None = None, env: dict[str, str] | None = None
) -> subprocess.CompletedProcess[str]:
    cmd = [sys.executable, "-c", script, *args] if script else [sys.executable, "-m", "pamport.cli", *args]
    env = env or {**os.environ, "TMPDIR": tempfile.gettempdir()}  # the test's own temporary folder
    return subprocess.run(cmd, capture_output=True, text=True, timeout=120, check=False, env=env)


def _children(pid: int) -> set[int]:
    found: set[int] = set()
    for task in Path(f"/proc/{pid}/task").iterdir():
        text = (task / "children").read_text() if (task / "children").exists() else ""
        found.update(int(p) for p in text.split())
    return found


def _alive(pid: int) -> bool:
    """Alive and not a zombie waiting to be reaped."""
    try:
        status = Path(f"/proc/{pid}/stat").read_text()
    except FileNotFoundError:
        return False
    return status.rsplit(")", 1)[1].split()[0] != "Z"


def _wait_for(condition, seconds: float = 30.0) -> bool:  # type: ignore[no-untyped-def]
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.05)
    return False


def _leftovers(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if ".pamport-" in p.name)


def test_killed_between_the_renames_the_old_bundle_is_restored(tmp_path: Path) -> None:
    out = tmp_path / "bundle"
    assert main(["convert", str(CHATGPT), "-o", str(out), "-q"]) == 0
    before = (out / STORE_FILE).read_bytes()
    killed = _run(["convert", str(CHATGPT), "-o", str(out), "--force", "-q"], KILL_BETWEEN_RENAMES)
    assert killed.returncode == -signal.SIGKILL
    assert not out.exists(), "the kill should have fallen between the two renames"
    left = _leftovers(tmp_path)
    assert any(".pamport-old-" in name for name in left) and any(".pamport-old-" not in n for n in left)

    # the next run, even one that then refuses to overwrite, puts the old bundle back and says so
    again = _run(["convert", str(CHATGPT), "-o", str(out)])
    assert again.returncode == 2
    assert "restored" in again.stderr and "already exists" in again.stderr
    assert len(again.stderr.strip().splitlines()) == 1
    assert (out / STORE_FILE).read_bytes() == before
    assert _leftovers(tmp_path) == []
    assert main(["validate", str(out)]) == 0


def _dead_pid() -> int:
    """The id of a process that has ended: leftovers named after it are fair game."""
    done = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True)
    return int(done.stdout)


def test_old_copy_beside_a_complete_bundle_is_removed_and_reported(tmp_path: Path) -> None:
    """A kill right after the last rename leaves the new bundle in place and the old one beside it."""
    out = tmp_path / "bundle"
    assert main(["convert", str(CHATGPT), "-o", str(out), "-q"]) == 0
    old = tmp_path / f".bundle.pamport-old-{_dead_pid()}"
    assert main(["convert", str(CHATGPT), "-o", str(old), "-q"]) == 0
    result = _run(["convert", str(CHATGPT), "-o", str(out), "--force"])
    assert result.returncode == 0, result.stderr
    assert "already replaced" in result.stdout
    report = json.loads((out / "import-report.json").read_text())
    assert any("already replaced" in w for w in report["warnings"])
    assert _leftovers(tmp_path) == []


def test_recover_output_actions(tmp_path: Path) -> None:
    """Each kind of leftover of a dead run, one line per action; a live run's leftovers are left alone."""
    out = tmp_path / "bundle"
    assert main(["convert", str(CHATGPT), "-o", str(out), "-q"]) == 0
    dead = _dead_pid()
    old = tmp_path / f".bundle.pamport-old-{dead}"
    assert main(["convert", str(CHATGPT), "-o", str(old), "-q"]) == 0
    staging = tmp_path / f".bundle.pamport-{dead}-k2j4"
    staging.mkdir()
    live = tmp_path / f".bundle.pamport-{os.getppid()}-zz9"
    live.mkdir()
    notes = recover_output(out)
    assert len(notes) == 2
    assert any("removed" in n and "unfinished" in n for n in notes)
    assert any("removed" in n and "already replaced" in n for n in notes)
    assert not old.exists() and not staging.exists() and live.exists() and out.is_dir()
    # an old copy that is not a bundle is never deleted, only reported
    odd = tmp_path / f".bundle.pamport-old-{dead}"
    odd.mkdir()
    (odd / "letter.txt").write_text("keep me")
    assert any("left" in n for n in recover_output(out))
    assert (odd / "letter.txt").read_text() == "keep me"


def test_scratch_of_dead_runs_is_removed(tmp_path: Path) -> None:
    dead = _dead_pid()
    (tmp_path / f"pamport-work-{dead}-a1").mkdir()
    (tmp_path / f"pamport-work-{dead}-a1" / "index.jsonl").write_text("{}")
    (tmp_path / f"pamport-work-{os.getpid()}-b2").mkdir()
    (tmp_path / "pamport-bench-x").mkdir()
    notes = clean_scratch(tmp_path)
    assert len(notes) == 1 and "1 scratch" in notes[0]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["pamport-bench-x", f"pamport-work-{os.getpid()}-b2"]


@pytest.mark.skipif(not Path("/proc/self/task").is_dir(), reason="needs /proc to list worker processes")
def test_kill_during_a_parallel_conversion(tmp_path: Path) -> None:
    """SIGKILL the parent mid-run: its workers die with it, and the next run clears staging and scratch."""
    export, _ = generate("chatgpt", tmp_path / "export", 0.2)
    out = tmp_path / "out"
    scratch = tmp_path / "tmp"  # a temporary folder of its own: other runs clean a shared one too
    scratch.mkdir()
    env = {**os.environ, "TMPDIR": str(scratch)}
    proc = subprocess.Popen([sys.executable, "-c", PARALLEL_CONVERT, str(export.parent), str(out)], env=env)
    workers: set[int] = set()
    try:
        assert _wait_for(lambda: len(_children(proc.pid)) >= 2), "the workers did not start"
        workers = _children(proc.pid)
        assert _wait_for(lambda: any(scratch.glob(f"pamport-work-{proc.pid}-*")))
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait(timeout=30)
        assert _wait_for(lambda: not any(_alive(w) for w in workers), 10), "a worker outlived its parent"
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
        for pid in workers:  # a failed run must not leave sleepers behind
            if _alive(pid):
                os.kill(pid, signal.SIGKILL)
    assert not out.exists()
    assert [p for p in _leftovers(tmp_path) if str(proc.pid) in p], "the kill left no staging folder"
    assert list(scratch.glob(f"pamport-work-{proc.pid}-*"))

    result = _run(["convert", str(export.parent), "-o", str(out), "--extractor", "none"], env=env)
    assert result.returncode == 0, result.stderr
    assert "unfinished bundle of an interrupted run" in result.stdout
    assert "scratch file(s) of interrupted runs" in result.stderr
    assert _leftovers(tmp_path) == []
    assert not list(scratch.glob(f"pamport-work-{proc.pid}-*"))
    assert json.loads((out / STORE_FILE).read_text())["conversations_index"]
