"""Progress: a byte-driven bar on a terminal, nothing otherwise."""

from __future__ import annotations

import io
from pathlib import Path

from pamport.pipeline.progress import NullProgress, TqdmProgress, for_stream
from pamport.pipeline.run import ConvertOptions, convert

SAMPLE = Path(__file__).resolve().parents[1] / "sample_exports" / "chatgpt" / "2025.01"


class FakeTerminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_bar_only_on_a_terminal() -> None:
    assert isinstance(for_stream(io.StringIO()), NullProgress)
    assert isinstance(for_stream(FakeTerminal()), TqdmProgress)
    assert isinstance(for_stream(FakeTerminal(), quiet=True), NullProgress)


def test_bar_counts_the_bytes_read(tmp_path: Path) -> None:
    screen = FakeTerminal()
    progress = TqdmProgress(screen)
    advanced: list[int] = []
    original = progress.advance

    def spy(n: int) -> None:
        advanced.append(n)
        original(n)

    progress.advance = spy  # type: ignore[method-assign]
    convert(SAMPLE, tmp_path / "out", ConvertOptions(jobs=1), progress=progress)
    size = sum(p.stat().st_size for p in SAMPLE.iterdir() if p.name in {"conversations.json", "user.json"})
    assert sum(advanced) >= size  # every byte of the streamed files moved the bar
    assert "B" in screen.getvalue()  # tqdm drew a byte-unit bar on the terminal


def _run_on_a_pty(argv: list[str], columns: int) -> str:
    """Run ``pamport`` with stderr and stdout on a real pseudo-terminal of the given width (0: no size)."""
    import fcntl
    import os
    import pty
    import struct
    import subprocess
    import sys
    import termios

    master, slave = pty.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 0 if columns == 0 else 24, columns, 0, 0))
    env = {k: v for k, v in os.environ.items() if k not in {"COLUMNS", "LINES"}}
    proc = subprocess.Popen(
        [sys.executable, "-m", "pamport.cli", *argv], stdin=slave, stdout=slave, stderr=slave, env=env
    )
    os.close(slave)
    chunks: list[bytes] = []
    while True:
        try:
            data = os.read(master, 65536)
        except OSError:  # the child closed its end
            break
        if not data:
            break
        chunks.append(data)
    proc.wait(timeout=120)
    os.close(master)
    assert proc.returncode == 0, b"".join(chunks).decode("utf-8", "replace")
    return b"".join(chunks).decode("utf-8", "replace")


def test_a_terminal_without_a_size_still_shows_the_bar_and_every_phase(tmp_path: Path) -> None:
    screen = _run_on_a_pty(["convert", str(SAMPLE), "-o", str(tmp_path / "out"), "--jobs", "1"], columns=0)
    assert "%|" in screen  # the bar was drawn, at the fixed width
    assert "conversations" in screen
    for step in ("consolidating memories", "writing the memory store", "moving the bundle into place"):
        assert step in screen, screen
    assert screen.index("consolidating memories") < screen.index("moving the bundle into place")


def test_quiet_and_json_keep_the_terminal_clean(tmp_path: Path) -> None:
    quiet = _run_on_a_pty(["convert", str(SAMPLE), "-o", str(tmp_path / "q"), "-q"], columns=80)
    assert quiet.strip() == ""


def test_phases_are_announced_in_order(tmp_path: Path) -> None:
    screen = FakeTerminal()
    convert(SAMPLE, tmp_path / "out", ConvertOptions(jobs=1), progress=TqdmProgress(screen))
    text = screen.getvalue()
    steps = ["consolidating memories", "writing the memory store", "moving the bundle into place"]
    positions = [text.index(step) for step in steps]
    assert positions == sorted(positions)
    assert "conversations" in text.split("consolidating memories")[0]  # counted while reading
