"""RFC 8785 canonical bytes, content hashes (spec §6) and the integrity checksum (spec §15).

Canonicalization always goes through the ``rfc8785`` package: ``json.dumps(sort_keys=True)`` is not JCS (it
writes ``1.0`` where JCS writes ``1``, sorts keys by code point instead of UTF-16 code unit and escapes
differently), and a checksum that other tools cannot reproduce is useless.
"""

from __future__ import annotations

import hashlib
import re
import unicodedata
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

import rfc8785

_WHITESPACE = re.compile(r"\s+")


def canonical_bytes(value: Any) -> bytes:
    """RFC 8785 (JCS) serialization.

    JCS models every number as an IEEE 754 double, so an integer beyond 2**53 serializes as the nearest double
    (what a JavaScript implementation produces after ``JSON.parse``); the ``rfc8785`` package refuses such
    integers, so they are converted first, and only when present.
    """
    try:
        return bytes(rfc8785.dumps(value))
    except rfc8785.IntegerDomainError:
        return bytes(rfc8785.dumps(_as_doubles(value)))


def _as_doubles(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _as_doubles(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_as_doubles(v) for v in value]
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) > _MAX_SAFE:
        return float(value)
    return value


_MAX_SAFE = 2**53 - 1


def normalize_content(content: str) -> str:
    """Spec §6: trim, lowercase, Unicode NFC, collapse whitespace runs to one space."""
    text = unicodedata.normalize("NFC", content.strip().lower())
    return _WHITESPACE.sub(" ", text)


def content_hash(content: str) -> str:
    return "sha256:" + hashlib.sha256(normalize_content(content).encode("utf-8")).hexdigest()


def integrity_checksum(memories: Iterable[Mapping[str, Any]]) -> str:
    """Spec §15: sort memories by id, canonicalize the array with JCS, sha256 of the bytes.

    The JCS bytes of an array are ``[`` + the items' bytes joined by ``,`` + ``]``: hashed item by item, so the
    bytes of the whole store are never held at once.
    """
    return ordered_integrity_checksum(sorted(memories, key=lambda m: str(m["id"])))


def ordered_integrity_checksum(memories: Iterable[Mapping[str, Any]]) -> str:
    """:func:`integrity_checksum` of memories given already in id order (they may be streamed, one at a time)."""
    digest = hashlib.sha256(b"[")
    for position, memory in enumerate(memories):
        if position:
            digest.update(b",")
        digest.update(canonical_bytes(memory))
    digest.update(b"]")
    return "sha256:" + digest.hexdigest()


def integrity_block(memories: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
    return {
        "canonicalization": "RFC8785",
        "checksum": integrity_checksum(memories),
        "total_memories": len(memories),
    }
