"""``embeddings.json`` (PAM §12): building its objects, writing it, and reading vectors back.

One object per memory (``memory_id`` unique), vectors inline. An embedding's id is derived from the memory id, the
model and the memory's ``content_hash``: the same memory embedded with the same model has the same id in every
run, and ``validate`` can tell a vector made from other content (a stale file) from a current one.

Vectors are written as the shortest decimal that reads back to the same float32, so a reader gets exactly the
numbers the model produced at a quarter of the digits of a double. The file is written one embedding per line
(sorted keys) and read back by streaming, so a large file is never held twice in memory.
"""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import ijson
import numpy as np
import numpy.typing as npt

from pamport.embeddings.cache import CachedVector
from pamport.errors import SourceError
from pamport.ids import derive

SCHEMA = "portable-ai-memory-embeddings"


def embedding_id(memory_id: str, model: str, content_hash: str) -> str:
    return derive("embedding", memory_id, model, content_hash)


@dataclass(frozen=True)
class EmbeddingRecord:
    id: str
    memory_id: str
    model: str
    created_at: str
    vector: npt.NDArray[np.float32]

    def line(self) -> str:
        """The object on one line, keys sorted, ``vector`` (the last key) as shortest float32 decimals."""
        head = json.dumps(
            {
                "created_at": self.created_at,
                "dimensions": len(self.vector),
                "id": self.id,
                "memory_id": self.memory_id,
                "model": self.model,
                "storage": None,
            },
            ensure_ascii=False,
            sort_keys=True,
        )
        numbers = ", ".join(np.asarray(self.vector, dtype=np.float32).astype(str).tolist())
        return f'{head[:-1]}, "vector": [{numbers}]}}'


def records_for(
    memories: Iterable[Mapping[str, Any]], vectors: Mapping[str, CachedVector], model: str
) -> list[EmbeddingRecord]:
    """One record per memory that has a vector, in memory-id order."""
    out = []
    for memory in sorted(memories, key=lambda m: str(m["id"])):
        cached = vectors.get(str(memory["id"]))
        if cached is not None:
            rid = embedding_id(str(memory["id"]), model, str(memory["content_hash"]))
            out.append(EmbeddingRecord(rid, str(memory["id"]), model, cached.created_at, cached.vector))
    return out


def write_embeddings(path: Path, records: Iterable[EmbeddingRecord], schema_version: str = "1.0") -> Path:
    """Write the file atomically (temporary file in the same folder, then renamed)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write('{\n  "embeddings": [')
            first = True
            for record in records:
                fh.write(("\n    " if first else ",\n    ") + record.line())
                first = False
            fh.write("]" if first else "\n  ]")
            fh.write(f',\n  "schema": "{SCHEMA}",\n  "schema_version": {json.dumps(schema_version)}\n}}\n')
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    return path


@dataclass(frozen=True)
class StoredEmbedding:
    id: str
    memory_id: str
    model: str
    vector: npt.NDArray[np.float32]


def read_embeddings(path: Path) -> Iterator[StoredEmbedding]:
    """Every embedding with an inline vector, streamed (a file with external storage has nothing to read here)."""
    try:
        with path.open("rb") as fh:
            for item in ijson.items(fh, "embeddings.item", use_float=True):
                vector = item.get("vector")
                if vector is None:
                    continue
                yield StoredEmbedding(
                    str(item["id"]), str(item["memory_id"]), str(item["model"]), np.asarray(vector, dtype=np.float32)
                )
    except FileNotFoundError as exc:
        raise SourceError(str(path), "no embeddings.json here: run `pamport embed BUNDLE` first") from exc
    except (ijson.JSONError, KeyError, TypeError, ValueError) as exc:
        raise SourceError(str(path), f"not a readable embeddings file ({exc})") from exc
