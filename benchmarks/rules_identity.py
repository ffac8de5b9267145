"""Record, then compare, everything rule extraction decides, to prove a speed-up changed no output.

Usage:
    python benchmarks/rules_identity.py record DIR [--export NAME=PATH ...]
    python benchmarks/rules_identity.py compare DIR OTHER

``record`` writes into DIR, with the pamport of the tree this script is in (run a copy of it inside another
source tree, with ``PYTHONPATH=TREE``, to record that tree; ``bench_extraction.py`` puts its own tree first):
``dev.json``, the development half's figures (``bench_extraction.py --split dev --json --messages 0``); for each
``--export``, the extractor's drafts and counters (``extract_loop.py --dump``) and the ``memory-store.json`` of a
full ``pamport convert`` (the default ``--jobs``); and the ``memory-store.json`` of every sample export of
``sample_exports/``. Store files are written with ``export_id``, ``export_date`` and ``imported_at`` (the
values that differ between any two runs) and the integrity block over them blanked. ``compare`` says which
files differ between two records, byte for byte, and exits 1 if any does.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
VOLATILE = {"export_id", "export_date", "imported_at"}


def _blank(value: Any) -> Any:
    if isinstance(value, dict):
        return {key: ("-" if key in VOLATILE else _blank(item)) for key, item in value.items()}
    if isinstance(value, list):
        return [_blank(item) for item in value]
    return value


def _store(export: Path, target: Path) -> None:
    with tempfile.TemporaryDirectory() as scratch:
        out = Path(scratch) / "bundle"
        run = subprocess.run(
            [sys.executable, "-m", "pamport.cli", "convert", str(export), "-o", str(out), "-q"],
            capture_output=True,
            text=True,
        )
        store = out / "memory-store.json"
        if not store.exists():
            # an export that converts to nothing: its message, without where this tree is
            target.write_text(f"exit {run.returncode}\n{run.stderr.replace(str(export), 'EXPORT')}", encoding="utf-8")
            return
        data = _blank(json.loads(store.read_text(encoding="utf-8")))
        data.pop("integrity", None)
        target.write_text(json.dumps(data, sort_keys=True, indent=1, ensure_ascii=False), encoding="utf-8")


def record(directory: Path, exports: list[str]) -> None:
    directory.mkdir(parents=True, exist_ok=True)
    env = dict(os.environ)
    bench = ROOT / "benchmarks"
    dev = subprocess.run(
        [sys.executable, str(bench / "bench_extraction.py"), "--split", "dev", "--json", "--messages", "0"],
        capture_output=True, text=True, check=True, env=env,
    )  # fmt: skip
    (directory / "dev.json").write_text(dev.stdout, encoding="utf-8")
    for spec in exports:
        name, _, path = spec.partition("=")
        dump = directory / f"{name}.drafts.jsonl"
        subprocess.run(
            [sys.executable, str(bench / "extract_loop.py"), path, "--dump", str(dump)],
            capture_output=True, check=True, env=env,
        )  # fmt: skip
        _store(Path(path), directory / f"{name}.store.json")
    samples = ROOT / "sample_exports"
    for provider in sorted(samples.iterdir()):
        for sample in sorted(provider.iterdir()):
            _store(sample, directory / f"sample-{provider.name}-{sample.name}.store.json")


def compare(first: Path, second: Path) -> int:
    names = sorted({p.name for p in first.iterdir()} | {p.name for p in second.iterdir()})
    differ = [n for n in names if not (first / n).exists() or not (second / n).exists()
              or (first / n).read_bytes() != (second / n).read_bytes()]  # fmt: skip
    for name in differ:
        print(f"differs: {name}")
    print(f"{len(names) - len(differ)} of {len(names)} files identical")
    return 1 if differ else 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)
    rec = sub.add_parser("record")
    rec.add_argument("directory", type=Path)
    rec.add_argument("--export", action="append", default=[], help="NAME=PATH of an export to extract and convert")
    cmp_ = sub.add_parser("compare")
    cmp_.add_argument("first", type=Path)
    cmp_.add_argument("second", type=Path)
    args = parser.parse_args()
    if args.command == "record":
        if args.directory.exists():
            shutil.rmtree(args.directory)
        record(args.directory, args.export)
        return 0
    return compare(args.first, args.second)


if __name__ == "__main__":
    raise SystemExit(main())
