"""Benchmark ``pamport batch``: a tree of many exports, against a shell loop over ``pamport convert``.

Usage:
    python benchmarks/bench_batch.py tree --exports 200 [--jobs 2] [--dask]
    python benchmarks/bench_batch.py loop --exports 1000 [--loop-sample 100] [--jobs 2]

``tree`` builds the tree of the tests (five providers, three broken exports, two accounts in one folder) at the
given size, runs ``batch``, validates every bundle, runs ``--resume`` and, with ``--dask``, the same batch on a
LocalCluster, and compares the bundles (apart from export_id, export_date and imported_at).
``loop`` times ``batch`` over N exports against ``for f in ...; do pamport convert "$f" -o ...; done``; the loop
runs over ``--loop-sample`` exports and is scaled to N (it is linear: one process per export).
Figures are printed as text and as one JSON line.
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))
from tests.batch_tree import build_tree  # noqa: E402

VARYING = {"export_id", "export_date", "imported_at"}


def _strip(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _strip(v) for k, v in value.items() if k not in VARYING}
    if isinstance(value, list):
        return [_strip(v) for v in value]
    return value


def _bundles(outdir: Path) -> list[Path]:
    return sorted(p for p in outdir.iterdir() if p.is_dir() and not p.name.startswith("."))


def _same(a: Path, b: Path) -> bool:
    files = sorted(p.relative_to(a) for p in a.rglob("*.json"))
    if files != sorted(p.relative_to(b) for p in b.rglob("*.json")):
        return False
    return all(_strip(json.loads((a / f).read_text())) == _strip(json.loads((b / f).read_text())) for f in files)


def _batch(args: list[str]) -> tuple[float, dict[str, Any]]:
    start = time.perf_counter()
    proc = subprocess.run(
        [sys.executable, "-m", "pamport.cli", "batch", *args, "--json"], capture_output=True, text=True, check=False
    )
    wall = time.perf_counter() - start
    if proc.returncode not in (0, 1):
        raise SystemExit(f"batch failed ({proc.returncode}): {proc.stderr}")
    return wall, json.loads(proc.stdout)


def bench_tree(work: Path, exports: int, jobs: int, dask: bool) -> dict[str, Any]:
    from pamport.validation import validate_path

    tree = build_tree(work / "tree", exports)
    out = work / "out"
    wall, first = _batch([str(tree.root), "-o", str(out), "--jobs", str(jobs)])
    bundles = _bundles(out)
    invalid = [b.name for b in bundles if not validate_path(b).ok]
    resume_wall, resumed = _batch([str(tree.root), "-o", str(out), "--jobs", str(jobs), "--resume"])
    result: dict[str, Any] = {
        "bench": "tree",
        "exports": len(tree.exports),
        "expected_bundles": tree.good,
        "bundles": len(bundles),
        "invalid_bundles": invalid,
        "converted": first["converted"],
        "failed": first["failed"],
        "failures": [f["source"] for f in first["failures"]],
        "seconds": round(wall, 2),
        "resume_converted": resumed["converted"],
        "resume_unchanged": resumed["unchanged"],
        "resume_seconds": round(resume_wall, 2),
    }
    if dask:
        dask_out = work / "dask"
        dask_wall, on_dask = _batch([str(tree.root), "-o", str(dask_out), "--jobs", str(jobs), "--dask", "local"])
        names = [b.name for b in bundles]
        result.update(
            dask_seconds=round(dask_wall, 2),
            dask_converted=on_dask["converted"],
            dask_same_names=names == [b.name for b in _bundles(dask_out)],
            dask_identical=sum(_same(out / n, dask_out / n) for n in names if (dask_out / n).is_dir()),
        )
    return result


def bench_loop(work: Path, exports: int, sample: int, jobs: int) -> dict[str, Any]:
    tree = build_tree(work / "tree", exports + 3)  # three of them broken: the loop and batch both skip those
    roots = sorted(p for p in (work / "tree").glob("*/*") if "broken" not in p.parts)[:exports]
    listing = work / "roots.txt"
    picked = roots[:: max(1, len(roots) // sample)][:sample]  # every provider and layout, not the first folder
    listing.write_text("".join(f"{p}\n" for p in picked))
    loop = (
        f'i=0; while read -r f; do i=$((i+1)); "{sys.executable}" -m pamport.cli convert "$f" '
        f'-o "{work}/loop/$i" -q --jobs 1 || true; done < "{listing}"'
    )
    start = time.perf_counter()
    subprocess.run(["bash", "-c", loop], check=True, capture_output=True)
    loop_wall = time.perf_counter() - start
    per_export = loop_wall / max(1, len(picked))
    batch_wall, summary = _batch([*map(str, roots), "-o", str(work / "batch"), "--jobs", str(jobs)])
    return {
        "bench": "loop",
        "exports": len(roots),
        "tree_exports": len(tree.exports),
        "batch_seconds": round(batch_wall, 2),
        "batch_converted": summary["converted"],
        "batch_failed": summary["failed"],
        "loop_sample": len(picked),
        "loop_sample_seconds": round(loop_wall, 2),
        "loop_seconds_per_export": round(per_export, 3),
        "loop_seconds_scaled": round(per_export * len(roots), 1),
        "speedup": round(per_export * len(roots) / batch_wall, 1),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("what", choices=["tree", "loop"])
    parser.add_argument("--exports", type=int, default=200)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--dask", action="store_true", help="tree: also run on a Dask LocalCluster")
    parser.add_argument("--loop-sample", type=int, default=100, help="loop: exports the shell loop converts")
    parser.add_argument("--workdir", type=Path, help="keep the files here (default: a temporary folder)")
    args = parser.parse_args()
    work = args.workdir or Path(tempfile.mkdtemp(prefix="pamport-bench-batch-"))
    try:
        if args.what == "tree":
            result = bench_tree(work, args.exports, args.jobs, args.dask)
        else:
            result = bench_loop(work, args.exports, args.loop_sample, args.jobs)
    finally:
        if args.workdir is None:
            shutil.rmtree(work, ignore_errors=True)
    for key, value in result.items():
        print(f"{key:>24}: {value}")
    print(json.dumps(result, sort_keys=True))


if __name__ == "__main__":
    main()
