"""The bytes of ``memory-store.json``, written piece by piece.

Every command that writes a store (``convert``, ``merge``, ``embed``, deltas) gives the same layout: the
``dumps_bytes`` form (sorted keys, indent 2) with the conversations index one entry per line. Writing it piece by
piece keeps a large store's text from ever being held at once.
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable, Iterable, Iterator
from typing import IO, Any

from pamport.jsonio import dumps_bytes


def write_store_text(
    fh: IO[str],
    store: dict[str, Any],
    index: Iterable[dict[str, Any]] | None,
    fill: Callable[[dict[str, Any]], dict[str, Any]] | None = None,
) -> None:
    """``store`` with ``index`` as its conversations index (``None``: the store has none); ``fill`` completes each
    memory as it is written."""
    index_marker, memories_marker = "\u0000pamport-index\u0000", "\u0000pamport-memories\u0000"
    present = {"memories": memories_marker} if "memories" in store else {}
    if index is not None:
        present["conversations_index"] = index_marker
    text = dumps_bytes({**store, **present}).decode()
    for part in _split_at(text, [json.dumps(marker) for marker in present.values()]):
        if part == memories_marker:
            _write_memories(fh, store["memories"], fill)
        elif part == index_marker:
            _write_index(fh, iter(index or ()))
        else:
            fh.write(part)


def _split_at(text: str, markers: list[str]) -> Iterator[str]:
    """``text`` cut at each JSON-quoted marker, the markers given back unquoted in their place."""
    found = sorted((text.index(m), m) for m in markers)
    start = 0
    for position, marker in found:
        yield text[start:position]
        yield json.loads(marker)
        start = position + len(marker)
    yield text[start:]


def _write_memories(
    fh: Any, memories: list[dict[str, Any]], fill: Callable[[dict[str, Any]], dict[str, Any]] | None
) -> None:
    """The memories array as ``dumps_bytes`` writes it two levels deep (four spaces more on every line)."""
    if not memories:
        fh.write("[]")
        return
    fh.write("[")
    for position, stored in enumerate(memories):
        memory = fill(stored) if fill is not None else stored
        fh.write(("\n    " if not position else ",\n    ") + indented(memory, "\n    "))
    fh.write("\n  ]")


def indented(value: Any, newline: str = "\n") -> str:
    """``json.dumps(value, ensure_ascii=False, sort_keys=True, indent=2)`` with every line break ``newline``.

    The standard library writes indented JSON in pure Python, one generator step per token: a store's evidence,
    thousands of small objects, made it the writer's largest cost. Here the scalars go through the C encoder and
    the nesting is joined in one pass; anything unusual (a key that is not a string) takes ``json.dumps``.
    """
    try:
        return _indented(value, newline)
    except _Unusual:
        text = json.dumps(value, ensure_ascii=False, sort_keys=True, indent=2)
        return text.replace("\n", newline) if newline != "\n" else text


class _Unusual(Exception):
    """A value :func:`_indented` leaves to ``json.dumps``."""


_STRING: Callable[[str], str] = json.encoder.encode_basestring


def _float(value: float) -> str:
    # as json.dumps writes floats (allow_nan)
    if value != value:
        return "NaN"
    if value in (math.inf, -math.inf):
        return "Infinity" if value > 0 else "-Infinity"
    return float.__repr__(value)


def _indented(value: Any, newline: str) -> str:
    if isinstance(value, dict):
        if not value:
            return "{}"
        inner = newline + "  "
        items = []
        for key in sorted(value):
            if not isinstance(key, str):
                raise _Unusual
            items.append(_STRING(key) + ": " + _indented(value[key], inner))
        return "{" + inner + ("," + inner).join(items) + newline + "}"
    if isinstance(value, list | tuple):
        if not value:
            return "[]"
        inner = newline + "  "
        return "[" + inner + ("," + inner).join(_indented(item, inner) for item in value) + newline + "]"
    if isinstance(value, str):
        return _STRING(value)
    if value is None:
        return "null"
    if value is True:
        return "true"
    if value is False:
        return "false"
    if isinstance(value, int):
        return int.__repr__(value)
    if isinstance(value, float):
        return _float(value)
    raise _Unusual


def _write_index(fh: Any, index: Iterator[dict[str, Any]]) -> None:
    first = True
    for entry in index:
        # one line per entry: readable, and the C encoder (indented output is pure Python, 10x slower)
        line = json.dumps(entry, ensure_ascii=False, sort_keys=True, separators=(", ", ": "))
        fh.write(("[\n    " if first else ",\n    ") + line)
        first = False
    fh.write("[]" if first else "\n  ]")
