"""Near-duplicate memories: differently worded statements whose vectors point the same way.

:func:`near_duplicate_groups` is the one place that decides what a near-duplicate is; consolidation
(``pamport.pipeline.near_duplicates``) folds each group into one memory, and any other reader of a bundle (a
renderer dropping repeats, say) can call it with the vectors of ``embeddings.json``::

    from pamport.embeddings.duplicates import near_duplicate_groups, DEFAULT_THRESHOLD
    groups = near_duplicate_groups(memories, vectors, DEFAULT_THRESHOLD)   # [[leader_id, dup_id, ...], ...]

Similarity alone cannot tell "prefers tea over coffee" from "prefers coffee over tea" (0.995), so the default
guard also consults the wording (:func:`may_be_same`). Grouping is by leader, not by chaining: a memory joins the
first earlier group whose *leader* it resembles at
``threshold`` or more (cosine similarity), so "A ≈ B" and "B ≈ C" never put A and C together unless C resembles A
too. Leaders are taken in the order given, so callers put the memory they want to keep first.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

import numpy as np
import numpy.typing as npt

from pamport.embeddings import NEAR_DUPLICATE_THRESHOLD
from pamport.embeddings.wording import different_statements

DEFAULT_THRESHOLD = NEAR_DUPLICATE_THRESHOLD
_BLOCK = 512

Compatible = Callable[[Mapping[str, Any], Mapping[str, Any]], bool]


def same_type(a: Mapping[str, Any], b: Mapping[str, Any]) -> bool:
    """Only memories of one type and one custom type can say the same thing."""
    return a.get("type") == b.get("type") and a.get("custom_type") == b.get("custom_type")


def may_be_same(a: Mapping[str, Any], b: Mapping[str, Any]) -> bool:
    """The default guard: one type, and no difference in wording that makes them two statements (a changed
    number, a negation, swapped terms, one word swapped for another: :mod:`pamport.embeddings.wording`)."""
    return same_type(a, b) and not different_statements(str(a.get("content", "")), str(b.get("content", "")))


def unit_rows(vectors: Sequence[npt.ArrayLike]) -> npt.NDArray[np.float32]:
    """Stack vectors into rows of length one (cosine similarity becomes a dot product)."""
    matrix = np.asarray(np.stack([np.asarray(v, dtype=np.float32) for v in vectors]), dtype=np.float32)
    norms = np.linalg.norm(matrix, axis=1, keepdims=True)
    return np.asarray(matrix / np.where(norms == 0, 1, norms), dtype=np.float32)


def similar_pairs(matrix: npt.NDArray[np.float32], threshold: float) -> dict[int, list[tuple[int, float]]]:
    """For each row i, the earlier rows j < i at ``threshold`` or more, computed block by block (flat memory)."""
    out: dict[int, list[tuple[int, float]]] = {}
    for start in range(0, len(matrix), _BLOCK):
        block = matrix[start : start + _BLOCK] @ matrix[: start + _BLOCK].T
        rows, cols = np.nonzero(block >= threshold)
        for r, c in zip(rows.tolist(), cols.tolist(), strict=True):
            i = start + r
            if c < i:
                out.setdefault(i, []).append((c, float(block[r, c])))
    return out


def near_duplicate_groups(
    memories: Sequence[Mapping[str, Any]],
    vectors: Mapping[str, npt.ArrayLike],
    threshold: float = DEFAULT_THRESHOLD,
    compatible: Compatible = may_be_same,
) -> list[list[str]]:
    """Groups of memory ids (leader first) of two or more near-duplicates; memories without a vector are skipped.

    ``memories`` are PAM memory objects (dicts with at least ``id`` and ``type``), in order of preference.
    """
    return [[m["id"] for m, _ in group] for group in scored_groups(memories, vectors, threshold, compatible)]


def scored_groups(
    memories: Sequence[Mapping[str, Any]],
    vectors: Mapping[str, npt.ArrayLike],
    threshold: float = DEFAULT_THRESHOLD,
    compatible: Compatible = may_be_same,
) -> list[list[tuple[Mapping[str, Any], float]]]:
    """Like :func:`near_duplicate_groups`, with each member's similarity to its leader (1.0 for the leader)."""
    kept = [m for m in memories if str(m["id"]) in vectors]
    if len(kept) < 2:
        return []
    matrix = unit_rows([vectors[str(m["id"])] for m in kept])
    leader_of: dict[int, int] = {}
    groups: dict[int, list[tuple[Mapping[str, Any], float]]] = {}
    for i, neighbours in sorted(similar_pairs(matrix, threshold).items()):
        for j, score in sorted(neighbours):
            if j not in leader_of and compatible(kept[j], kept[i]):  # j leads (or could lead) a group
                groups.setdefault(j, [(kept[j], 1.0)]).append((kept[i], round(score, 4)))
                leader_of[i] = j
                break
    return [groups[j] for j in sorted(groups)]
