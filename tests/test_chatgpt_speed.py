"""The ChatGPT hot-path shortcuts give exactly what the project's own helpers give; an opt-in benchmark.

Run the benchmark with ``PAMPORT_BENCH=1 pytest tests/test_chatgpt_speed.py -s``: it builds a synthetic export
from the sample and real conversations and compares the importer with a bare ``ijson.items`` pass (CPU time).
"""

from __future__ import annotations

import gc
import json
import os
import time
from pathlib import Path

import ijson
import pytest
from hypothesis import given
from hypothesis import strategies as st

from pamport.ids import message_id
from pamport.importers.base import ConversationItem, ImportContext, ImportOptions
from pamport.importers.chatgpt.context_v2025_01 import epoch_iso, message_ids
from pamport.importers.registry import detect
from pamport.importers.sources import Source
from pamport.pipeline.report import RunReport
from pamport.timeutil import from_epoch


@given(cid=st.uuids().map(str), node=st.text(min_size=1, max_size=40).filter(lambda s: s.isprintable()))
def test_message_ids_match_pamport_ids(cid: str, node: str) -> None:
    try:
        node.encode()
    except UnicodeEncodeError:
        return
    assert message_ids(cid)(node) == message_id(cid, node)


@given(
    value=st.one_of(
        st.floats(allow_nan=True, allow_infinity=True),
        st.floats(min_value=6e8, max_value=5e9),
        st.integers(-(10**13), 10**13),
        st.none(),
        st.booleans(),
        st.text(max_size=12),
    )
)
def test_epoch_iso_matches_from_epoch(value: object) -> None:
    assert epoch_iso(value) == from_epoch(value)  # type: ignore[arg-type]


@pytest.mark.skipif(os.environ.get("PAMPORT_BENCH") != "1", reason="benchmark: set PAMPORT_BENCH=1")
def test_importer_speed_against_bare_ijson(tmp_path: Path, samples: Path, shared_dir: Path) -> None:
    conversations = json.loads((samples / "chatgpt" / "2025.01" / "conversations.json").read_text())
    for path in sorted((shared_dir / "real-exports" / "chatgpt").glob("*.json")):
        conversations += json.loads(path.read_text(encoding="utf-8"))
    big = []
    for copy in range(250):
        for conv in conversations:
            big.append({**conv, "id": f"{conv.get('id')}-{copy}", "conversation_id": f"{conv.get('id')}-{copy}"})
    target = tmp_path / "conversations.json"
    target.write_text(json.dumps(big), encoding="utf-8")

    def bare() -> None:
        with target.open("rb") as fh:
            for _ in ijson.items(fh, "item", use_float=True):
                pass

    def importer() -> None:
        """Read like the pipeline does: every item is consumed and dropped, nothing accumulates."""
        count = 0
        with Source(target) as source:
            for cls, claim in detect(source):
                ctx = ImportContext(source, RunReport().reporter(cls.importer_version, cls.platform), ImportOptions())
                for item in cls().read(source, claim, ctx):
                    count += isinstance(item, ConversationItem)
        assert count == len(big)

    def best(run: object) -> float:
        times = []
        for _ in range(3):
            gc.collect()
            start = time.process_time()
            run()  # type: ignore[operator]
            times.append(time.process_time() - start)
        return min(times)

    base, full = best(bare), best(importer)
    size = target.stat().st_size / 1e6
    print(f"\n{size:.0f} MB: bare ijson {base:.2f}s, importer {full:.2f}s, ratio {full / base:.2f}")
    assert full / base < 5
