"""Grok in several processes: the same bundle as one process, including what needs the whole file (the latest
conversation time that dates an undated project, the first user id when there is no profile)."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from pamport.pipeline.run import ConvertOptions, convert
from tests.test_batch import bundle_contents

SAMPLE = Path(__file__).resolve().parents[1] / "sample_exports" / "grok" / "2025.01"


def _backend() -> dict[str, object]:
    found = next(SAMPLE.rglob("prod-grok-backend.json"))
    data: dict[str, object] = json.loads(found.read_text(encoding="utf-8"))
    return data


def _export(tmp_path: Path, undated: bool) -> Path:
    """Twelve conversations with their own ids, times and users, one not even an object, and a project
    (without a time when ``undated``), in a backend file without a profile beside it."""
    data = _backend()
    template = data["conversations"][0]  # type: ignore[index]
    conversations: list[object] = []
    for n in range(12):
        item = copy.deepcopy(template)
        cid = f"6a0e4d3b-1c2f-4e8a-b7d9-{n:012d}"
        item["conversation"]["id"] = cid
        item["conversation"]["user_id"] = f"user-{n % 3}"
        item["conversation"]["modify_time"] = f"2025-0{1 + n % 9}-0{1 + n % 7}T09:20:36.102871Z"
        for k, wrapper in enumerate(item["responses"]):
            wrapper["response"]["conversation_id"] = cid
            wrapper["response"]["_id"] = f"{cid}-{k}"
        conversations.append(item)
    conversations.insert(5, "not a conversation")
    project = copy.deepcopy(data["projects"][0])  # type: ignore[index]
    if undated:
        for key in ("create_time", "modify_time"):
            project.pop(key, None)
    export = tmp_path / "export"
    export.mkdir()
    (export / "prod-grok-backend.json").write_text(
        json.dumps({"conversations": conversations, "projects": [project], "tasks": []}), encoding="utf-8"
    )
    return export


@pytest.mark.parametrize("undated", [True, False])
@pytest.mark.parametrize("jobs", [2, 3])
def test_sharded_grok_equals_one_process(tmp_path: Path, jobs: int, undated: bool) -> None:
    export = _export(tmp_path, undated)
    seq = convert(export, tmp_path / "seq", ConvertOptions(jobs=1))
    par = convert(export, tmp_path / "par", ConvertOptions(jobs=jobs, parallel_min_bytes=0))
    assert seq.conversations == 12
    assert (par.conversations, par.messages, par.memories) == (seq.conversations, seq.messages, seq.memories)
    a, b = bundle_contents(tmp_path / "seq"), bundle_contents(tmp_path / "par")
    assert a.keys() == b.keys()
    for name in a:
        assert a[name] == b[name], name
    store = a["memory-store.json"]
    assert [m for m in store["memories"] if "Job search" in json.dumps(m)], "the project gives memories"
