"""Memory of the fold after the import: bounded by the distinct statements, not by the sightings.

Not a timed test: it counts bytes (tracemalloc) at two sizes of one generated input and compares the growth.
A run over a large export sees the same few statements about the user thousands of times; the fold must not
keep a memory object per sighting (it once kept a validated pydantic ``Memory`` of ~5 KB per sighting), and in a
plain run not even their evidence, which waits on disk until each memory is written.
"""

from __future__ import annotations

import tracemalloc
from collections.abc import Iterator
from pathlib import Path

from pamport.importers.base import MemoryDraft
from pamport.pipeline.draft_spool import DraftSpool, iter_drafts
from pamport.pipeline.evidence import moment
from pamport.pipeline.evidence_store import EvidenceStore
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


def _fold_peak(tmp_path: Path, sightings: int, on_disk: bool) -> tuple[int, int]:
    """Bytes allocated at the peak of folding ``sightings`` spooled drafts, and the memories that came out.

    ``on_disk``: as a plain ``convert`` does, the evidence stays in an :class:`EvidenceStore` (whose SQLite page
    cache is a fixed 2 MB, outside what tracemalloc sees) and is written out memory by memory.
    """
    spool = DraftSpool(tmp_path / f"drafts-{sightings}.jsonl")
    spool.extend(_drafts(sightings))
    spooled = spool.finish()

    def memories() -> Iterator[Memory]:
        for draft in iter_drafts(spooled):
            yield draft_to_memory(draft)

    moment.cache_clear()  # a bounded cache of parsed times: the same size at both sizes
    tracemalloc.start()
    try:
        tracemalloc.reset_peak()
        base = tracemalloc.get_traced_memory()[0]
        if on_disk:
            evidence = EvidenceStore(tmp_path / f"evidence-{sightings}.sqlite")
            done = consolidate(memories(), evidence=evidence)
            written = sum(len(evidence.with_evidence(m.to_json_dict())["metadata"]["evidence"]) for m in done.memories)
            evidence.close()
        else:
            done = consolidate(memories())
            written = sum(len(m.to_json_dict()["metadata"]["evidence"]) for m in done.memories)
        peak = tracemalloc.get_traced_memory()[1] - base
    finally:
        tracemalloc.stop()
    assert written == sightings  # every sighting is evidence of its memory
    return peak, len(done.memories)


def _growth(tmp_path: Path, on_disk: bool) -> float:
    small, large = 600, 2_400
    small_peak, small_count = _fold_peak(tmp_path, small, on_disk)
    large_peak, large_count = _fold_peak(tmp_path, large, on_disk)
    assert small_count == large_count == len(STATEMENTS)
    return (large_peak - small_peak) / (large - small)


def test_the_fold_keeps_no_memory_per_sighting(tmp_path: Path) -> None:
    # the memories come back complete: what stays per sighting is its evidence entry (about 1 KB with its
    # strings); a validated Memory per sighting alone would add ~5 KB
    per_sighting = _growth(tmp_path, on_disk=False)
    assert per_sighting < 2_500, f"{per_sighting:.0f} bytes per sighting"


def test_with_the_evidence_on_disk_the_fold_stays_flat(tmp_path: Path) -> None:
    # the largest memory's evidence is read back while it is written (a 22nd of the sightings here): a few
    # hundred bytes per sighting at most, against the ~1 KB of evidence kept in memory
    per_sighting = _growth(tmp_path, on_disk=True)
    assert per_sighting < 300, f"{per_sighting:.0f} bytes per sighting"


def test_drafts_of_a_replaced_copy_are_left_out_of_the_spool(tmp_path: Path) -> None:
    spool = DraftSpool(tmp_path / "drafts.jsonl")
    first, second = list(_drafts(2))
    spool.append(first)
    spool.drop(str(first.conversation_ref))  # its conversation was replaced by a newer copy
    spool.append(second)
    again = MemoryDraft(**{**second.__dict__, "conversation_ref": first.conversation_ref, "message_ref": "new"})
    spool.append(again)
    assert [d.message_ref for d in iter_drafts(spool.finish())] == [second.message_ref, "new"]
