"""Fuzzing every importer (seeded, bounded in time): no internal error, no hang, no invalid bundle.

A few hundred mutated exports per importer (see tests/fuzzing.py); ``benchmarks/fuzz_importers.py`` runs the
same generator on 20,000 inputs. A failure names the (importer, seed) that reproduces it.
"""

from __future__ import annotations

import os

import pytest

from tests.fuzzing import IMPORTERS, run_one

#: Inputs per importer in CI (override with PAMPORT_FUZZ_INPUTS for a longer local run).
INPUTS = int(os.environ.get("PAMPORT_FUZZ_INPUTS", "200"))
#: One input is a small export: anything slower than this is a hang.
TIMEOUT_SECONDS = 30.0


@pytest.mark.parametrize("importer", IMPORTERS)
def test_fuzzed_exports_never_crash_hang_or_write_invalid_bundles(importer: str) -> None:
    failures = []
    converted = 0
    for seed in range(INPUTS):
        outcome = run_one(importer, seed, TIMEOUT_SECONDS)
        converted += outcome.code == 0
        if outcome.problem:
            failures.append(f"{importer} seed {seed} ({outcome.mutation}): {outcome.problem} {outcome.detail}")
    assert not failures, "\n".join(failures[:10])
    assert converted > INPUTS // 10, "almost nothing converted: the mutations no longer reach the importers"
