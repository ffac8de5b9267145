"""Gemini in several processes: the log is read once, its conversations built in contiguous parts by workers;
the bundle must be what one process writes, skipped records, notes and counts included."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from pamport.errors import MalformedFile
from pamport.pipeline.run import ConvertOptions, convert
from tests.test_batch import bundle_contents

SAMPLES = Path(__file__).resolve().parents[1] / "sample_exports" / "gemini"


def _record(minute: int, prompt: str, conversation: str | None, answer: bool = True) -> dict[str, Any]:
    record: dict[str, Any] = {
        "header": "Gemini Apps",
        "title": f"Prompted {prompt}",
        "time": f"2024-07-{1 + minute // 1440:02d}T{minute // 60 % 24:02d}:{minute % 60:02d}:00.000Z",
        "products": ["Gemini Apps"],
        "activityControls": ["Gemini Apps Activity"],
    }
    if conversation is not None:
        record["titleUrl"] = f"https://gemini.google.com/app/{conversation}"
    if answer:
        record["safeHtmlItem"] = [{"html": f"<p>About {prompt}: <b>yes</b>, and more.</p>"}]
    return record


def _log() -> list[object]:
    """Conversations by url id, time-gap groups, records without a time, a value nested too deep (not
    writable, so a skip raised while building), answers missing in several parts, an unknown field, and records that are
    not exchanges: newest first, as Takeout writes them."""
    records: list[object] = []
    for n in range(14):
        for turn in range(1 + n % 3):
            records.append(_record(n * 50 + turn, f"I work on project {n} turn {turn}", f"{n:016x}", n % 4 != 1))
    for n in range(9):  # three time-gap conversations of three prompts each
        records.append(_record(2000 + (n // 3) * 120 + n % 3, f"I like gap topic {n}", None, n != 4))
    for n in (0, 6, 13):  # in the first, a middle and the last part
        deep = _record(n * 50 + 9, f"My name is Ana, deep inside {n}", f"{n:016x}")
        nested: list[object] = []
        deep["mystery"] = nested
        for _ in range(140):  # deeper than a conversation file may hold: not written, a skip while building
            nested.append([])
            nested = nested[0]  # type: ignore[assignment]
        records.append(deep)
    untimed = _record(1600, "I live in Lisbon and this has no time", None)
    untimed["time"] = "not a time"
    records.append(untimed)
    records.append("not a record")
    records.append({"header": "Search", "title": "Searched for cats", "time": "2024-07-01T10:00:00.000Z"})
    odd = _record(1700, "I have an odd field", "eeee0000eeee0000")
    odd["mystery"] = 1
    records.append(odd)
    records.append({**_record(1800, "x", "dddd0000dddd0000", False), "title": "Used Gemini Apps"})
    records.sort(key=lambda r: r["time"] if isinstance(r, dict) else "", reverse=True)
    leading = _record(0, "I start the file without a time", None)
    leading["time"] = ""
    return [leading, *records]


def _write(folder: Path, records: list[object]) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "MyActivity.json").write_text(json.dumps(records), encoding="utf-8")


def _same(tmp_path: Path, export: Path, jobs: int) -> tuple[Any, Any]:
    seq = convert(export, tmp_path / "seq", ConvertOptions(jobs=1))
    par = convert(export, tmp_path / "par", ConvertOptions(jobs=jobs, parallel_min_bytes=0))
    assert (par.conversations, par.messages, par.memories) == (seq.conversations, seq.messages, seq.memories)
    a, b = bundle_contents(tmp_path / "seq"), bundle_contents(tmp_path / "par")
    assert a.keys() == b.keys()
    for name in a:
        assert a[name] == b[name], name
    assert seq.report == par.report
    return seq, a["import-report.json"]


@pytest.mark.parametrize("jobs", [2, 3, 5])
def test_parallel_gemini_equals_one_process(tmp_path: Path, jobs: int) -> None:
    export = tmp_path / "export"
    _write(export / "Takeout" / "My Activity" / "Gemini Apps", _log())
    seq, report = _same(tmp_path, export, jobs)
    stats = report["importers"][0]
    notes = " ".join(stats["notes"])
    # what the log holds is there: every kind of group, missing answers, a record the writer refused
    assert "by conversation url" in notes and "by time gap" in notes and "by single record" in notes
    assert "have no stored response" in notes
    reasons = [s["reason"] for s in report["skipped"]]
    assert len([r for r in reasons if "nested deeper" in r]) == 3
    assert any("not an activity record" in r for r in reasons)
    assert any("other Google product" in r for r in reasons)
    assert seq.conversations >= 15


@pytest.mark.parametrize("jobs", [2, 4])
def test_parallel_gemini_with_the_log_twice(tmp_path: Path, jobs: int) -> None:
    """Two files holding the same log: time-gap conversations come out twice with the same ids, and every
    copy must be judged by one process, as in a single run."""
    export = tmp_path / "export"
    records = [r for r in _log() if not (isinstance(r, dict) and "titleUrl" in r)]
    _write(export / "Takeout" / "My Activity" / "Gemini Apps", records)
    _write(export / "Takeout-2" / "My Activity" / "Gemini Apps", records)
    _seq, report = _same(tmp_path, export, jobs)
    assert any("newer copy kept" in key for key in report["importers"][0]["events"])


@pytest.mark.parametrize("sample", ["2023.01", "2024.06", "2024.06-html", "empty-array", "wrong-product"])
def test_parallel_gemini_samples(tmp_path: Path, sample: str) -> None:
    export = SAMPLES / sample
    try:
        seq = convert(export, tmp_path / "seq", ConvertOptions(jobs=1))
    except Exception as exc:  # the refused samples: the same error either way
        with pytest.raises(type(exc)) as par_err:
            convert(export, tmp_path / "par", ConvertOptions(jobs=2, parallel_min_bytes=0))
        assert str(par_err.value) == str(exc)
        return
    par = convert(export, tmp_path / "par", ConvertOptions(jobs=2, parallel_min_bytes=0))
    assert seq.report == par.report
    assert bundle_contents(tmp_path / "seq") == bundle_contents(tmp_path / "par")


def test_parallel_gemini_broken_log_gives_the_same_error(tmp_path: Path) -> None:
    export = tmp_path / "export"
    folder = export / "Takeout" / "My Activity" / "Gemini Apps"
    _write(folder, _log())
    text = (folder / "MyActivity.json").read_text(encoding="utf-8")
    (folder / "MyActivity.json").write_text(text[: len(text) * 2 // 3], encoding="utf-8")
    errors = []
    for jobs in (1, 2):
        with pytest.raises(MalformedFile) as err:
            convert(export, tmp_path / f"out{jobs}", ConvertOptions(jobs=jobs, parallel_min_bytes=0))
        errors.append(str(err.value))
        assert not (tmp_path / f"out{jobs}").exists()
    assert errors[0] == errors[1]
    assert "MyActivity.json" in errors[0]
