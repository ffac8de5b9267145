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
