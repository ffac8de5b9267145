"""Fuzz the five importers with N seeded inputs and count exit-3 crashes, hangs and invalid bundles.

Usage: python benchmarks/fuzz_importers.py [--inputs 20000] [--jobs 2] [--timeout 30] [--json OUT.json]

Inputs are spread evenly over the importers (seeds 0..N/5-1 each, the same generator as the CI test
tests/test_fuzz_importers.py). Each worker process converts its inputs in-process under an address-space limit,
so a runaway allocation shows up as a crash instead of taking the machine down. Prints a table and, with
--json, writes every failing (importer, seed) for reproduction.
"""

from __future__ import annotations

import argparse
import collections
import json
import multiprocessing
import resource
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.fuzzing import IMPORTERS, Outcome, run_one

MEMORY_LIMIT = 4 << 30


def _init() -> None:
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_LIMIT, MEMORY_LIMIT))


def _work(job: tuple[str, int, float]) -> Outcome:
    importer, seed, timeout = job
    try:
        return run_one(importer, seed, timeout)
    except MemoryError:
        return Outcome(importer, seed, "?", 3, 0.0, "crash", "MemoryError in the harness")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--inputs", type=int, default=20000)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--timeout", type=float, default=30.0)
    parser.add_argument("--json", metavar="OUT", help="write the figures and every failure here")
    args = parser.parse_args()
    per = args.inputs // len(IMPORTERS)
    jobs = [(imp, seed, args.timeout) for seed in range(per) for imp in IMPORTERS]
    counts: dict[str, collections.Counter[str]] = {imp: collections.Counter() for imp in IMPORTERS}
    failures: list[dict[str, object]] = []
    slowest = 0.0
    started = time.monotonic()
    with multiprocessing.Pool(args.jobs, initializer=_init, maxtasksperchild=500) as pool:
        for done, outcome in enumerate(pool.imap_unordered(_work, jobs, chunksize=8), 1):
            c = counts[outcome.importer]
            c["inputs"] += 1
            c[f"exit {outcome.code}" if outcome.code >= 0 else "hang"] += 1
            slowest = max(slowest, outcome.seconds)
            if outcome.problem:
                c[outcome.problem] += 1
                failures.append(outcome.__dict__)
                print(
                    f"FAIL {outcome.importer} seed {outcome.seed} {outcome.mutation}: {outcome.problem} "
                    f"{outcome.detail[:200]}",
                    flush=True,
                )
            if done % 1000 == 0:
                bad = sum(c["crash"] + c["hang"] + c["invalid"] for c in counts.values())
                print(f"... {done}/{len(jobs)} inputs, {bad} failures, {time.monotonic() - started:.0f} s", flush=True)
    elapsed = time.monotonic() - started
    print(f"\n{'importer':<9} {'inputs':>7} {'exit 0':>7} {'exit 2':>7} {'crash':>6} {'hang':>5} {'invalid':>8}")
    total: collections.Counter[str] = collections.Counter()
    for imp, c in counts.items():
        total.update(c)
        print(
            f"{imp:<9} {c['inputs']:>7} {c['exit 0']:>7} {c['exit 2']:>7} {c['crash']:>6} {c['hang']:>5} "
            f"{c['invalid']:>8}"
        )
    print(
        f"{'total':<9} {total['inputs']:>7} {total['exit 0']:>7} {total['exit 2']:>7} {total['crash']:>6} "
        f"{total['hang']:>5} {total['invalid']:>8}"
    )
    print(f"{elapsed:.0f} s on {args.jobs} processes; slowest input {slowest:.1f} s (limit {args.timeout:.0f} s)")
    if args.json:
        figures = {
            "inputs": total["inputs"],
            "crashes": total["crash"],
            "hangs": total["hang"],
            "invalid_bundles": total["invalid"],
            "seconds": round(elapsed, 1),
            "by_importer": {k: dict(v) for k, v in counts.items()},
            "failures": failures,
        }
        Path(args.json).write_text(json.dumps(figures, indent=2, sort_keys=True))
    return 0 if not (total["crash"] or total["hang"] or total["invalid"]) else 1


if __name__ == "__main__":
    sys.exit(main())
