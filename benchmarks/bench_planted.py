"""Planted statements across the five providers (tests/planted_changes): figures against the issue's thresholds.

Usage: python benchmarks/bench_planted.py [--json] [--workdir DIR]

Each persona's conversations are written as real exports of the five providers in turn, with the providers' own
memories of the persona (Claude's memories.json, ChatGPT's custom instructions, a Grok project, a memory-prompt
answer), converted with ``pamport convert`` and scored as the evaluation set is (docs/evaluation.md). Printed:
recall, precision, decoys fired, duplicate rate (found facts with more than one active memory), changes superseded,
and the providers' memories that became one memory with what was said in conversations; each against its
threshold. The exit status is 0 whatever the figures: this measures, the tests assert what holds.
"""

from __future__ import annotations

import argparse
import json
import shutil
import sys
import tempfile
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from pamport.cli import main as pamport_main  # noqa: E402
from tests.extraction_eval.runs import bundle_sightings  # noqa: E402
from tests.extraction_eval.scoring import Ratio, score  # noqa: E402
from tests.planted_changes import native_results, planted, write_inputs  # noqa: E402

#: The issue's "Done when" for planted statements across the five providers.
THRESHOLDS = {
    "recall": (">=", 0.85),
    "precision": (">=", 0.97),
    "decoys_fired": ("<=", 0.0),
    "duplicate_rate": ("<=", 0.05),
    "supersession": (">=", 1.0),
    "native_merged": (">=", 1.0),
}


def run(workdir: Path) -> dict[str, Any]:
    evalset = planted()
    sightings = []
    natives = []
    for persona in sorted(evalset.personas):
        root = workdir / persona
        write_inputs(evalset, persona, root / "exports")
        code = pamport_main(["convert", str(root / "exports"), "-o", str(root / "bundle"), "-q", "--force"])
        if code != 0:
            raise SystemExit(f"pamport convert failed for persona {persona} (exit {code})")
        found, _ = bundle_sightings(evalset, root / "bundle")
        sightings.extend(found)
        natives.extend(native_results(persona, root / "bundle"))
    result = score(evalset, sightings, with_status=True)
    merged = Ratio()
    for item in natives:
        merged.add(item.one_memory)
    figures = result.as_dict()
    figures["native_merged"] = {"value": merged.value, "hit": merged.hit, "total": merged.total}
    figures["native_details"] = [
        f"{n.persona} {n.provider} {n.slot}: {n.memories} memory(ies), native {n.native}, conversation {n.conversation}"
        for n in natives
        if not n.one_memory
    ]
    figures["misses"], figures["wrong"], figures["fired"] = result.misses, result.wrong, result.fired
    figures["counts"] = {
        "personas": len(evalset.personas),
        "labelled_messages": len(evalset.labelled),
        "decoys": len(evalset.decoys),
        "distinct_facts": len(evalset.facts()),
        "changes": sum(1 for m in evalset.messages for f in m.facts if f.supersedes),
    }
    return figures


def _ok(value: float | None, rule: tuple[str, float]) -> str:
    if value is None:
        return "n/a"
    op, limit = rule
    return "ok" if (value >= limit if op == ">=" else value <= limit) else "BELOW" if op == ">=" else "ABOVE"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--workdir", type=Path, help="keep exports and bundles here (default: a temporary folder)")
    args = parser.parse_args(argv)
    workdir = args.workdir or Path(tempfile.mkdtemp(prefix="pamport-bench-planted-"))
    try:
        figures = run(workdir)
    finally:
        if args.workdir is None:
            shutil.rmtree(workdir, ignore_errors=True)
    if args.json:
        print(json.dumps(figures, indent=2, ensure_ascii=False))
        return 0
    counts = figures["counts"]
    print(
        f"planted: {counts['personas']} personas, {counts['labelled_messages']} labelled messages "
        f"({counts['distinct_facts']} distinct facts, {counts['changes']} changes), {counts['decoys']} decoys"
    )
    for name, rule in THRESHOLDS.items():
        ratio = figures[name]
        value = ratio["value"]
        shown = "n/a" if value is None else f"{value:.3f} ({ratio['hit']}/{ratio['total']})"
        print(f"  {name:<16} {shown:<20} target {rule[0]} {rule[1]:<5} {_ok(value, rule)}")
    for name in ("old_value_found", "old_value_retired"):
        ratio = figures[name]
        print(f"  {name:<16} {ratio['value'] or 0:.3f} ({ratio['hit']}/{ratio['total']})")
    for title, key in (("missed", "misses"), ("wrong", "wrong"), ("decoys fired", "fired"),
                       ("providers' memories not one memory", "native_details")):  # fmt: skip
        print(f"== {title}: {len(figures[key])}")
        for line in figures[key]:
            print(f"  {line}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
