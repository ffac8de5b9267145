"""Memory of the fold after the import: bounded by the distinct statements, not by the sightings.

Not a timed test: it counts bytes (tracemalloc) at two sizes of one generated input and compares the growth.
A run over a large export sees the same few statements about the user thousands of times; the fold must not
keep a memory object per sighting (it once kept a validated pydantic ``Memory`` of ~5 KB per sighting).
"""

from __future__ import annotations

import tracemalloc
from collections.abc import Iterator
from pathlib import Path

from pamport.importers.base import MemoryDraft
from pamport.pipeline.draft_spool import DraftSpool, iter_drafts
from pamport.pipeline.memories import draft_to_memory
from pamport.pipeline.merge import consolidate
from pamport.schemas.memory_store import Memory

STATEMENTS = [f"User likes hobby number {i}" for i in range(20)] + ["User lives in Lisbon", "User lives in Porto"]


def _drafts(sightings: int) -> Iterator[MemoryDraft]:
    for i in range(sightings):
        minute, hour = i % 60, (i // 60) % 24
        yield MemoryDraft(
            type="preference" if "likes" in STATEMENTS[i % len(STATEMENTS)] else "fact",
            content=STATEMENTS[i % len(STATEMENTS)],
            platform="chatgpt",
            created_at=f"2024-{1 + i // 40000:02d}-{1 + (i // 1440) % 28:02d}T{hour:02d}:{minute:02d}:00Z",
            extraction_method="explicit_user_input",
            extractor="pamport-rules/1.0.0",
            conversation_ref=f"conversation-{i // 3:08d}",
            message_ref=f"message-{i:08d}",
            confidence=0.85,
            metadata={"evidence": f"quote number {i}"},
        )


def _fold_peak(tmp_path: Path, sightings: int) -> tuple[int, int]:
    """Bytes allocated at the peak of folding ``sightings`` spooled drafts, and the memories that came out."""
    spool = DraftSpool(tmp_path / f"drafts-{sightings}.jsonl")
    spool.extend(_drafts(sightings))
    spooled = spool.finish()

    def memories() -> Iterator[Memory]:
        for draft in iter_drafts(spooled):
            yield draft_to_memory(draft)

    tracemalloc.start()
    try:
        tracemalloc.reset_peak()
        base = tracemalloc.get_traced_memory()[0]
        done = consolidate(memories())
        peak = tracemalloc.get_traced_memory()[1] - base
    finally:
        tracemalloc.stop()
    return peak, len(done.memories)


def test_the_fold_does_not_keep_a_memory_per_sighting(tmp_path: Path) -> None:
    small, large = 1_500, 6_000
    small_peak, small_count = _fold_peak(tmp_path, small)
    large_peak, large_count = _fold_peak(tmp_path, large)
    assert small_count == large_count == len(STATEMENTS)
    per_sighting = (large_peak - small_peak) / (large - small)
    # what stays per sighting is its evidence entry (about 1 KB with its strings), in the fold and in the
    # memory written; a validated Memory per sighting alone would add ~5 KB
    assert per_sighting < BYTES_PER_SIGHTING, f"{per_sighting:.0f} bytes per sighting"


BYTES_PER_SIGHTING = 2_500


def test_drafts_of_a_replaced_copy_are_left_out_of_the_spool(tmp_path: Path) -> None:
    spool = DraftSpool(tmp_path / "drafts.jsonl")
    first, second = list(_drafts(2))
    spool.append(first)
    spool.drop(str(first.conversation_ref))  # its conversation was replaced by a newer copy
    spool.append(second)
    again = MemoryDraft(**{**second.__dict__, "conversation_ref": first.conversation_ref, "message_ref": "new"})
    spool.append(again)
    assert [d.message_ref for d in iter_drafts(spool.finish())] == [second.message_ref, "new"]
