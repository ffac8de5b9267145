"""Keeping ``embeddings.json`` right when another command rewrites a bundle's memories (merge, ``--base``).

Those commands build a new store from one or more bundles; the memories keep their ``embedding_ref``, so the
embeddings they name must come along (PAM §12: a reference resolves to an embedding of that memory). The objects
are copied as they are (no model is needed), later sources winning, and only the referenced ones: an incremental
bundle gets the vectors of its own memories, not of the whole history.
"""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import ijson

from pamport.errors import SourceError
from pamport.layout import EMBEDDINGS_FILE


def referenced(store: dict[str, Any]) -> dict[str, str]:
    """embedding id -> memory id, for every memory that names an embedding."""
    return {str(m["embedding_ref"]): str(m["id"]) for m in store.get("memories", []) if m.get("embedding_ref")}


def carry_embeddings(store: dict[str, Any], sources: Iterable[Path], out_dir: Path) -> int:
    """Write ``out_dir/embeddings.json`` with the embeddings ``store`` references, found in ``sources`` (bundle
    folders; later ones win). Returns how many references found no embedding (``validate`` reports them)."""
    wanted = referenced(store)
    found: dict[str, dict[str, Any]] = {}
    for source in sources:
        path = source / EMBEDDINGS_FILE
        if not path.is_file():
            continue
        try:
            with path.open("rb") as fh:
                for item in ijson.items(fh, "embeddings.item", use_float=True):
                    if wanted.get(str(item.get("id"))) == str(item.get("memory_id")):
                        found[str(item["id"])] = item
        except (ijson.JSONError, OSError) as exc:
            raise SourceError(str(path), f"not a readable embeddings file ({exc})") from exc
    target = out_dir / EMBEDDINGS_FILE
    if not found:
        target.unlink(missing_ok=True)
        return len(wanted)
    _write(target, sorted(found.values(), key=lambda e: (str(e["memory_id"]), str(e["id"]))), store)
    return len(wanted) - len(found)


def _write(target: Path, items: list[dict[str, Any]], store: dict[str, Any]) -> None:
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write('{\n  "embeddings": [')
            for i, item in enumerate(items):
                fh.write(("\n    " if i == 0 else ",\n    ") + json.dumps(item, ensure_ascii=False, sort_keys=True))
            fh.write("\n  ]")
            version = json.dumps(str(store.get("schema_version", "1.0")))
            fh.write(f',\n  "schema": "portable-ai-memory-embeddings",\n  "schema_version": {version}\n}}\n')
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
