"""Every command that writes a memory store gives it the same bytes as ``convert`` (index one entry per line)."""

from __future__ import annotations

import json
from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

from pamport.cli import main
from pamport.jsonio import loads
from pamport.pipeline.bundle_io import read_store, write_store
from pamport.pipeline.store_text import indented

SAMPLE = Path(__file__).resolve().parent.parent / "sample_exports" / "chatgpt" / "2025.01"


def test_rewriting_a_converted_store_keeps_its_bytes(tmp_path: Path) -> None:
    bundle = tmp_path / "bundle"
    assert main(["convert", str(SAMPLE), "-o", str(bundle), "-q"]) == 0
    path = bundle / "memory-store.json"
    before = path.read_bytes()
    store = read_store(bundle)
    assert store["conversations_index"], "the sample has conversations"
    write_store(bundle, store)
    assert path.read_bytes() == before
    entry_lines = [line for line in before.decode().splitlines() if line.startswith('    {"')]
    assert len(entry_lines) >= len(store["conversations_index"])


def test_a_store_without_an_index_gets_none_added(tmp_path: Path) -> None:
    store = {"memories": [{"id": "a", "content": "x"}], "spec_version": "1.0"}
    written = write_store(tmp_path / "memory-store.json", store)
    assert loads(written.read_bytes()) == store


_JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(),
    lambda children: st.lists(children, max_size=4)
    | st.tuples(children, children)
    | st.dictionaries(st.text(max_size=6), children, max_size=4),
    max_leaves=25,
)


@given(_JSON)
def test_indented_writes_what_json_dumps_writes(value: object) -> None:
    expected = json.dumps(value, ensure_ascii=False, sort_keys=True, indent=2)
    assert indented(value) == expected
    assert indented(value, "\n    ") == expected.replace("\n", "\n    ")


def test_indented_hands_keys_that_are_not_strings_to_json_dumps() -> None:
    value = {"evidence": [{2: "b", 1: "a"}], "x": (1.5, float("nan"), -float("inf"), True, None, "ç\u2028\x01")}
    assert indented(value) == json.dumps(value, ensure_ascii=False, sort_keys=True, indent=2)
