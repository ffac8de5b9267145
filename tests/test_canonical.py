"""content_hash (spec §6), the integrity checksum (spec §15) and RFC 8785 canonicalization."""

from __future__ import annotations

import hashlib
import json
import unicodedata
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pamport.schemas.canonical import (
    canonical_bytes,
    content_hash,
    integrity_block,
    integrity_checksum,
    normalize_content,
)

WHITESPACE = [" ", "\t", "\n", "\r", "\x0b", "\x0c", "\u00a0", "\u2003", "\u3000", "\u2028"]


def _example_store(shared_dir: Path) -> dict[str, Any]:
    path = shared_dir / "pam-spec" / "examples" / "example-memory-store.json"
    if not path.is_file():
        pytest.skip("example memory store is not present")
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


def _spec_normalize(content: str) -> str:
    """The reference implementation printed in the spec's appendix."""
    text = content.strip()
    text = text.lower()
    text = unicodedata.normalize("NFC", text)
    return " ".join(text.split())


# -- content_hash --------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("content", "normalized"),
    [
        ("  User prefers Python  ", "user prefers python"),
        ("Tabs\tand\nnewlines\r\n  collapse", "tabs and newlines collapse"),
        ("Cafe\u0301", "caf\u00e9"),
        ("CAF\u00c9", "caf\u00e9"),
        ("a\u00a0\u2003b", "a b"),
        ("\u212b", "\u00e5"),  # ANGSTROM SIGN lowercases to a with ring
        ("", ""),
    ],
)
def test_normalization_examples(content: str, normalized: str) -> None:
    assert normalize_content(content) == normalized


def test_content_hash_format() -> None:
    digest = content_hash("User prefers Python")
    assert digest == "sha256:" + hashlib.sha256(b"user prefers python").hexdigest()


def test_example_store_content_hashes(shared_dir: Path) -> None:
    for memory in _example_store(shared_dir)["memories"]:
        assert content_hash(memory["content"]) == memory["content_hash"], memory["id"]


@given(st.text())
def test_normalization_matches_the_spec_reference_code(text: str) -> None:
    assert normalize_content(text) == _spec_normalize(text)


@given(st.text())
def test_normalization_is_idempotent(text: str) -> None:
    once = normalize_content(text)
    assert normalize_content(once) == once


@given(
    st.lists(
        st.text(alphabet=st.characters(blacklist_categories=["Z", "C"]), min_size=1), min_size=1, max_size=6
    ),
    st.data(),
)
def test_hash_is_stable_under_whitespace_changes(words: list[str], data: st.DataObject) -> None:
    def run() -> str:
        return "".join(data.draw(st.lists(st.sampled_from(WHITESPACE), min_size=1, max_size=3)))

    spaced = run()[:1] * data.draw(st.booleans()) + run().join(words) + run() * data.draw(st.booleans())
    assert content_hash(spaced) == content_hash(" ".join(words))


@given(st.text(alphabet=st.characters(max_codepoint=0x7F)))
def test_hash_is_stable_under_ascii_case_changes(text: str) -> None:
    assert content_hash(text.upper()) == content_hash(text.lower()) == content_hash(text.swapcase())


@given(st.text())
def test_hash_is_the_same_for_canonically_equivalent_text(text: str) -> None:
    nfc = unicodedata.normalize("NFC", text)
    nfd = unicodedata.normalize("NFD", text)
    assert content_hash(nfc) == content_hash(nfd)


# -- integrity checksum (§15) --------------------------------------------------------------------------------


def test_checksum_of_the_example_store_matches_its_integrity_block(shared_dir: Path) -> None:
    store = _example_store(shared_dir)
    assert integrity_checksum(store["memories"]) == store["integrity"]["checksum"]
    assert integrity_block(store["memories"]) == store["integrity"]


def test_json_dumps_sort_keys_would_give_a_different_checksum(shared_dir: Path) -> None:
    """The example carries floats such as 1.0: json.dumps writes "1.0", JCS writes "1"."""
    store = _example_store(shared_dir)
    ordered = sorted(store["memories"], key=lambda m: m["id"])
    naive = json.dumps(ordered, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode("utf-8")
    assert naive != canonical_bytes(ordered)
    assert "sha256:" + hashlib.sha256(naive).hexdigest() != store["integrity"]["checksum"]


def test_json_dumps_differs_from_jcs_on_a_float() -> None:
    value = {"confidence": {"initial": 1.0, "current": 0.5}, "b": 1e21}
    assert (
        json.dumps(value, sort_keys=True, separators=(",", ":"))
        == '{"b":1e+21,"confidence":{"current":0.5,"initial":1.0}}'
    )
    assert canonical_bytes(value) == b'{"b":1e+21,"confidence":{"current":0.5,"initial":1}}'


memory_like = st.fixed_dictionaries(
    {"id": st.text(min_size=1, max_size=8), "content": st.text(max_size=10)},
    optional={"confidence": st.floats(0, 1), "tags": st.lists(st.text(max_size=4), max_size=2)},
)


@given(st.lists(memory_like, max_size=6, unique_by=lambda m: m["id"]), st.randoms())
def test_checksum_does_not_depend_on_input_order(memories: list[dict[str, Any]], rnd: Any) -> None:
    shuffled = list(memories)
    rnd.shuffle(shuffled)
    assert integrity_checksum(shuffled) == integrity_checksum(memories)
    assert integrity_block(shuffled)["total_memories"] == len(memories)


def test_checksum_changes_when_a_memory_changes() -> None:
    memories = [{"id": "a", "content": "x"}, {"id": "b", "content": "y"}]
    changed = [{"id": "a", "content": "x"}, {"id": "b", "content": "y "}]
    assert integrity_checksum(memories) != integrity_checksum(changed)


# -- RFC 8785 ------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        (1.0, b"1"),
        (-0.0, b"0"),
        (1e21, b"1e+21"),
        (1e-7, b"1e-7"),
        (0.1, b"0.1"),
        (123456789012345680000.0, b"123456789012345680000"),
        ('\u20ac\n"\\', b'"\xe2\x82\xac\\n\\"\\\\"'),
        ({"b": [1.0, None, True], "a": {}}, b'{"a":{},"b":[1,null,true]}'),
    ],
)
def test_jcs_serializations(value: Any, expected: bytes) -> None:
    assert canonical_bytes(value) == expected


def test_jcs_orders_keys_by_utf16_code_units() -> None:
    """RFC 8785 §3.2.3's own example: U+1F600 (surrogates D83D DE00) sorts before U+FB33."""
    value = {
        "\u20ac": "Euro Sign",
        "\r": "Carriage Return",
        "\ufb33": "Hebrew Letter Dalet With Dagesh",
        "1": "One",
        "\U0001f600": "Emoji: Grinning Face",
        "\u0080": "Control",
        "\u00f6": "Latin Small Letter O With Diaeresis",
    }
    keys = list(json.loads(canonical_bytes(value)))
    assert keys == ["\r", "1", "\u0080", "\u00f6", "\u20ac", "\U0001f600", "\ufb33"]
    assert sorted(value) != keys  # code-point order (what sort_keys does) differs


@given(st.dictionaries(st.text(max_size=4), st.integers(), max_size=6))
def test_jcs_key_order_is_utf16_order(value: dict[str, int]) -> None:
    keys = list(json.loads(canonical_bytes(value)))
    assert keys == sorted(value, key=lambda k: k.encode("utf-16-be"))


@given(
    st.recursive(
        st.none()
        | st.booleans()
        | st.integers()
        | st.floats(allow_nan=False, allow_infinity=False)
        | st.text(),
        lambda inner: st.lists(inner) | st.dictionaries(st.text(), inner),
        max_leaves=10,
    )
)
def test_jcs_round_trips_and_is_a_fixed_point(value: Any) -> None:
    data = canonical_bytes(value)
    assert canonical_bytes(json.loads(data)) == data
