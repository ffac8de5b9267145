"""Convert the same exports with this tree and with another pamport source tree, and compare the bundles.

Usage: python benchmarks/compare_bundles.py --baseline /tmp/base [SOURCE ...] [--generated 3] [--extractor none]

Without SOURCEs it converts every export of ``sample_exports/`` (each folder that holds files) and, with
``--generated MB``, one export per provider from ``benchmarks/generate.py`` of that size. Every file of the two
bundles must be byte-identical once the values that change from run to run (``export_id``, ``export_date``,
``imported_at``) are masked; a file present on one side only, or any other byte that differs, is reported and the
exit status is 1. Speed changes are checked with it: they must leave the output as it was.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from generate import generate

ROOT = Path(__file__).resolve().parent.parent
PROVIDERS = ("chatgpt", "claude", "gemini", "grok", "copilot")
# The values that differ between two runs of the same conversion (docs: determinism).
VOLATILE = re.compile(rb'("(?:export_id|export_date|imported_at)"\s*:\s*)"[^"]*"')


def _env(tree: Path | None) -> dict[str, str]:
    env = dict(os.environ)
    if tree is not None:
        env["PYTHONPATH"] = os.pathsep.join([str(tree.resolve()), *filter(None, [env.get("PYTHONPATH")])])
    return env


def convert(tree: Path | None, source: Path, out: Path, extra: list[str]) -> tuple[int, str]:
    """Run ``pamport convert`` of ``tree`` (None: the installed one); return its exit status and stderr."""
    cmd = [sys.executable, "-m", "pamport.cli", "convert", str(source), "-o", str(out), "-q", *extra]
    done = subprocess.run(cmd, env=_env(tree), capture_output=True, text=True, cwd=tempfile.gettempdir())
    return done.returncode, done.stderr.strip()


def compare(mine: Path, theirs: Path) -> list[str]:
    """Every difference between two bundles, as one line each (empty: the same once masked)."""
    problems: list[str] = []
    names = {p.relative_to(mine) for p in mine.rglob("*") if p.is_file()}
    other = {p.relative_to(theirs) for p in theirs.rglob("*") if p.is_file()}
    for name in sorted(names ^ other):
        problems.append(f"{name}: only in {'this tree' if name in names else 'the baseline'}")
    for name in sorted(names & other):
        a, b = (mine / name).read_bytes(), (theirs / name).read_bytes()
        if a != b and VOLATILE.sub(rb'\1""', a) != VOLATILE.sub(rb'\1""', b):
            problems.append(f"{name}: differs")
    return problems


def sample_sources() -> list[Path]:
    found = []
    for folder in sorted((ROOT / "sample_exports").glob("*/*")):
        if folder.is_dir() and any(p.is_file() for p in folder.rglob("*")):
            found.append(folder)
    return found


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("sources", nargs="*", type=Path)
    parser.add_argument("--baseline", type=Path, required=True, help="a pamport source tree, e.g. main's")
    parser.add_argument("--generated", type=float, default=0.0, help="also one generated export per provider (MB)")
    parser.add_argument("--extractor", default=None, help="passed to convert (e.g. none)")
    parser.add_argument("--jobs", type=int, default=None, help="passed to convert")
    args = parser.parse_args()
    extra: list[str] = []
    if args.extractor:
        extra += ["--extractor", args.extractor]
    if args.jobs:
        extra += ["--jobs", str(args.jobs)]
    work = Path(tempfile.mkdtemp(prefix="pamport-compare-"))
    sources = [s.resolve() for s in args.sources] or sample_sources()
    if args.generated:
        for provider in PROVIDERS:
            path, _ = generate(provider, work / "exports" / provider, args.generated)
            sources.append(path)
    failed = 0
    try:
        for k, source in enumerate(sources):
            mine_out, base_out = work / f"{k}-mine", work / f"{k}-base"
            mine_status, mine_err = convert(None, source, mine_out, extra)
            base_status, base_err = convert(args.baseline, source, base_out, extra)
            problems = compare(mine_out, base_out)
            if (mine_status, mine_err) != (base_status, base_err):
                problems.append(f"exit {mine_status} {mine_err!r} against {base_status} {base_err!r}")
            files = sum(1 for p in mine_out.rglob("*") if p.is_file()) if mine_out.exists() else 0
            label = f"{source} ({files} files, exit {mine_status})"
            if problems:
                failed += 1
                print(f"DIFFERENT {label}")
                for line in problems[:20]:
                    print(f"    {line}")
            else:
                print(f"same      {label}")
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print(f"{len(sources) - failed} of {len(sources)} exports give the same bundle")
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
