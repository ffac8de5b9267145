"""Parallel runs (several processes for one importer) write exactly what a sequential run writes."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from pamport.pipeline.run import ConvertOptions, convert
from tests.test_batch import bundle_contents

SAMPLES = Path(__file__).resolve().parents[1] / "sample_exports"


@pytest.mark.parametrize(
    "sample", ["chatgpt/2025.01", "chatgpt/2025.06-sharded", "claude/2025.01", "grok/2025.01", "grok/bare-array"]
)
@pytest.mark.parametrize("jobs", [2, 3])
def test_parallel_equals_sequential(tmp_path: Path, sample: str, jobs: int) -> None:
    seq = convert(SAMPLES / sample, tmp_path / "seq", ConvertOptions(jobs=1))
    par = convert(SAMPLES / sample, tmp_path / "par", ConvertOptions(jobs=jobs, parallel_min_bytes=0))
    assert (par.conversations, par.messages, par.memories) == (seq.conversations, seq.messages, seq.memories)
    a, b = bundle_contents(tmp_path / "seq"), bundle_contents(tmp_path / "par")
    assert a.keys() == b.keys()
    for name in a:
        assert a[name] == b[name], name
    # the merged report counts every record once
    assert seq.report["importers"][0]["records_read"] == par.report["importers"][0]["records_read"]
    assert seq.report["extractors"] == par.report["extractors"]


def test_parallel_error_is_raised_and_leaves_nothing(tmp_path: Path) -> None:
    export = tmp_path / "export"
    export.mkdir()
    text = (SAMPLES / "chatgpt" / "2025.01" / "conversations.json").read_text()
    (export / "conversations.json").write_text(text[: len(text) * 2 // 3])  # truncated download
    from pamport.errors import MalformedFile

    with pytest.raises(MalformedFile) as err:
        convert(export, tmp_path / "out", ConvertOptions(jobs=2, parallel_min_bytes=0))
    assert "conversations.json" in str(err.value)
    assert not (tmp_path / "out").exists()
    assert [p.name for p in tmp_path.iterdir()] == ["export"]


def test_parallel_multi_provider_with_planted_memories(tmp_path: Path) -> None:
    """Five providers, memories, supersession: one process and three give the same bundle."""
    from tests.planted_scenario import build

    build(tmp_path / "exports")
    convert(tmp_path / "exports", tmp_path / "seq", ConvertOptions(jobs=1))
    convert(tmp_path / "exports", tmp_path / "par", ConvertOptions(jobs=3, parallel_min_bytes=0))
    a, b = bundle_contents(tmp_path / "seq"), bundle_contents(tmp_path / "par")
    assert a.keys() == b.keys()
    for name in a:
        assert a[name] == b[name], name
    assert a["memory-store.json"]["relations"], "the scenario should produce relations"


def test_extractors_prepare_once_in_the_parent_before_workers_fork(tmp_path: Path, monkeypatch: Any) -> None:
    # what each worker would load for itself (the rules' lingua models) is loaded once, before the fork
    from pamport.pipeline.extract.rules import extractor, language

    calls: list[str] = []
    monkeypatch.setattr(extractor, "warm", lambda: calls.append("warm") or language.warm())
    sample = SAMPLES / "chatgpt" / "2025.01"
    convert(sample, tmp_path / "seq", ConvertOptions(jobs=1))
    assert calls == []  # one process: nothing to share, nothing loaded ahead of need
    convert(sample, tmp_path / "par", ConvertOptions(jobs=2, parallel_min_bytes=0))
    assert calls == ["warm"]
    assert language._detector.cache_info().currsize == 1
