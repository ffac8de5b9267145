"""The rule extractor against the hand-written evaluation set: precision, recall, no memory from any decoy.

Run with ``-s`` to see the figures. The matching rule is documented in ``evaluation.py``; the held-out files
(``heldout_*.jsonl``) were written before the rules and are reported separately.
"""

from __future__ import annotations

from collections import Counter

import pytest

from tests.extraction.evaluation import DECOY_KINDS, CaseResult, load_cases, run_case, score

MIN_PRECISION = 0.95
MIN_RECALL = 0.80


@pytest.fixture(scope="module")
def results() -> list[CaseResult]:
    return [run_case(case) for case in load_cases()]


def test_set_is_large_and_varied() -> None:
    cases = load_cases()
    assert len(cases) >= 300
    assert len({c.id for c in cases}) == len(cases), "case ids must be unique"
    assert sum(c.lang == "pt" for c in cases) >= 100
    assert sum(c.is_decoy for c in cases) >= 100
    assert {c.kind for c in cases} >= DECOY_KINDS
    types = Counter(e["type"] for c in cases for e in c.expected)
    expected_types = {
        "identity", "fact", "preference", "skill", "environment", "project", "goal", "relationship",
        "instruction", "context",
    }  # fmt: skip
    assert set(types) == expected_types
    assert all(not c.expected for c in cases if c.is_decoy), "decoys expect nothing"


def test_precision_and_recall(results: list[CaseResult]) -> None:
    overall = score(results)
    lines = [f"overall            {overall}"]
    for language in ("en", "pt"):
        lines.append(f"language {language}        {score(r for r in results if r.case.lang == language)}")
    for split in ("dev", "heldout"):
        lines.append(f"split {split:<12} {score(r for r in results if r.case.split == split)}")
    for language in ("en", "pt"):
        part = score(r for r in results if r.case.split == "heldout" and r.case.lang == language)
        lines.append(f"heldout {language}         {part}")
    print("\n" + "\n".join(lines))
    assert overall.precision >= MIN_PRECISION, "\n".join(lines)
    assert overall.recall >= MIN_RECALL, "\n".join(lines)


def test_no_decoy_yields_a_memory(results: list[CaseResult]) -> None:
    leaks = {
        r.case.id: [d.content for d in r.drafts] for r in results if r.case.is_decoy and r.drafts
    }  # fmt: skip
    assert not leaks
