"""Benchmark memory extraction on the evaluation set (tests/extraction_eval, described in docs/evaluation.md).

Usage: python benchmarks/bench_extraction.py [--split dev|test|all] [--persona NAME ...] [--json] [--extractor NAME]
       [--messages N] [--format mixed|chatgpt|claude|gemini|copilot|grok] [--details] [--workdir DIR]

Two readings of the same set:
* interface: the extractor's ``extract()`` on each conversation, as ``pamport convert`` calls it;
* end to end: each persona's conversations written as real exports (one provider per conversation in turn, or all in
  ``--format``) and converted with ``pamport convert``; duplicates and supersession are read from the bundle.
Then throughput on a large generated ChatGPT export (``--messages`` user messages; 0 skips it): user messages per
second through ``extract()``, and ``pamport convert`` wall time with and without the extractor.
"""

from __future__ import annotations

import argparse
import json
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from pamport.cli import main as pamport_main  # noqa: E402
from tests.extraction_eval.dataset import EvalSet, load  # noqa: E402
from tests.extraction_eval.runs import (  # noqa: E402
    PROVIDERS,
    REPLIES,
    bundle_sightings,
    conversations,
    load_extractor,
    run_interface,
    write_exports,
)
from tests.extraction_eval.scoring import Ratio, Score, score  # noqa: E402
from tests.planted_exports import Chat, Turn, write_chatgpt  # noqa: E402


def end_to_end(evalset: EvalSet, workdir: Path, extractor: str, only: str | None) -> tuple[Score, dict[str, Any]]:
    sightings = []
    native = 0
    for persona in sorted(evalset.personas):
        root = workdir / persona
        write_exports(evalset, persona, root / "exports", only)
        code = pamport_main(
            ["convert", str(root / "exports"), "-o", str(root / "bundle"), "-q", "--force", "--extractor", extractor]
        )
        if code != 0:
            raise SystemExit(f"pamport convert failed for persona {persona} (exit {code})")
        found, left = bundle_sightings(evalset, root / "bundle")
        sightings.extend(found)
        native += left
    untraced = sum(s.source is None for s in sightings)
    return score(evalset, sightings, with_status=True), {"native_memories": native, "untraced_sightings": untraced}


def _large_export(evalset: EvalSet, folder: Path, user_messages: int) -> int:
    """A ChatGPT export of about ``user_messages`` user messages: the set's messages over and over, ten a chat."""
    texts = [m for m in evalset.messages]
    chats: list[Chat] = []
    start = datetime(2024, 1, 1, 8, tzinfo=UTC)
    for number in range(0, user_messages, 10):
        turns: list[Turn] = []
        for offset in range(min(10, user_messages - number)):
            message = texts[(number + offset) % len(texts)]
            turns.append(Turn("user", message.text))
            turns.append(Turn("assistant", REPLIES["pt" if message.lang.startswith("pt") else "en"]))
        chats.append(Chat(title=f"bench {number // 10:06d}", start=start + timedelta(hours=number), turns=tuple(turns)))
    write_chatgpt(folder, chats, "user-bench", {})
    return sum(1 for c in chats for t in c.turns if t.role == "user")


def _convert_seconds(source: Path, out: Path, extractor: str) -> tuple[float, float]:
    """Wall seconds and CPU seconds (user + system of the child and its workers) of one ``pamport convert``."""
    command = [
        sys.executable,
        "-m",
        "pamport.cli",
        "convert",
        str(source),
        "-o",
        str(out),
        "-q",
        "--force",
        "--extractor",
        extractor,
    ]
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    began = time.perf_counter()
    subprocess.run(command, check=True, cwd=REPO)
    wall = time.perf_counter() - began
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def throughput(evalset: EvalSet, workdir: Path, extractor: str, user_messages: int) -> dict[str, Any]:
    name = load_extractor(extractor)
    pam = list(conversations(evalset))
    rounds = max(1, user_messages // max(1, len(evalset.messages)))
    began = time.perf_counter()
    for _ in range(rounds):
        for conversation in pam:
            for _draft in name.extract(conversation):
                pass
    interface_seconds = time.perf_counter() - began
    interface_messages = rounds * len(evalset.messages)
    export = workdir / "large-chatgpt"
    count = _large_export(evalset, export, user_messages)
    with_rules, with_rules_cpu = _convert_seconds(export, workdir / "large-bundle", extractor)
    without, without_cpu = _convert_seconds(export, workdir / "large-bundle-none", "none")
    extra = with_rules - without
    return {
        "interface_user_messages": interface_messages,
        "interface_messages_per_second": round(interface_messages / interface_seconds, 1),
        "export_user_messages": count,
        "export_bytes": (export / "conversations.json").stat().st_size,
        "convert_seconds_with_extractor": round(with_rules, 2),
        "convert_seconds_without_extractor": round(without, 2),
        "extraction_overhead": round(extra / without, 4) if without else None,
        # CPU is what to compare on a shared machine: wall time moves with the other jobs' load
        "convert_cpu_seconds_with_extractor": round(with_rules_cpu, 2),
        "convert_cpu_seconds_without_extractor": round(without_cpu, 2),
        "extraction_cpu_overhead": round(with_rules_cpu / without_cpu - 1, 4) if without_cpu else None,
        "convert_messages_per_second_of_extraction": round(count / extra, 1) if extra > 0 else None,
    }


def _fmt(r: Ratio | None) -> str:
    if r is None or r.value is None:
        return "    n/a"
    return f"{r.value:7.3f} ({r.hit}/{r.total})"


def _table(title: str, result: Score) -> list[str]:
    lines = [f"== {title}"]
    rows = [
        ("recall of distinct facts", _fmt(result.recall)),
        ("precision", _fmt(result.precision)),
        ("type accuracy", _fmt(result.type_accuracy)),
        ("decoys fired", f"{_fmt(result.decoys_fired)}  = {result.decoys_per_50 or 0:.2f} per 50"),
        ("duplicate rate", _fmt(result.duplicates)),
        ("changes superseded", _fmt(result.supersession)),
        ("  (old value extracted)", _fmt(result.old_value_found)),
        ("  (of those, not active)", _fmt(result.old_value_retired)),
    ]
    lines += [f"  {name:<26} {value}" for name, value in rows]
    for label, table in (("language", result.by_language), ("type", result.by_type), ("kind", result.by_kind)):
        third = "decoys fired" if label in ("language", "kind") else ""
        lines.append(f"  {'by ' + label:<26} {'recall':<20} {'precision':<20} {third}".rstrip())
        for key in sorted(table):
            metrics = table[key]
            decoys = _fmt(metrics.get("decoys_fired")) if label in ("language", "kind") else ""
            recall, precision = _fmt(metrics.get("recall")), _fmt(metrics.get("precision"))
            lines.append(f"    {key:<24} {recall:<20} {precision:<20} {decoys}".rstrip())
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--split", choices=("dev", "test", "all"), default="test")
    parser.add_argument(
        "--persona",
        action="append",
        metavar="NAME",
        help="only this persona of the split (repeatable), e.g. people just added, measured before any tuning",
    )
    parser.add_argument("--json", action="store_true", help="print the figures as one JSON document")
    parser.add_argument("--extractor", default="pamport-rules")
    parser.add_argument("--messages", type=int, default=20000, help="user messages of the large export (0: skip)")
    parser.add_argument(
        "--format",
        choices=("mixed", *PROVIDERS),
        default="mixed",
        help="export format of the end-to-end part (mixed: the five providers in turn)",
    )
    parser.add_argument("--details", action="store_true", help="list misses, wrong memories and decoys that fired")
    parser.add_argument(
        "--data",
        type=Path,
        help="another folder in the evaluation set's format (personas.json and <persona>.jsonl), e.g. people "
        "written but not yet added, measured before anyone reads them (default: tests/extraction_eval)",
    )
    parser.add_argument("--workdir", type=Path, help="keep exports and bundles here (default: a temporary folder)")
    args = parser.parse_args(argv)

    evalset = (load(args.data) if args.data else load()).only(args.split)
    if args.persona:
        unknown = sorted(set(args.persona) - set(evalset.personas))
        if unknown:
            parser.error(f"--persona {', '.join(unknown)}: not a persona of the {args.split} split (personas.json)")
        evalset = evalset.of(args.persona)
    workdir = args.workdir or Path(tempfile.mkdtemp(prefix="pamport-bench-extraction-"))
    try:
        interface = score(evalset, run_interface(evalset, args.extractor))
        e2e, e2e_info = end_to_end(
            evalset, workdir / "e2e", args.extractor, None if args.format == "mixed" else args.format
        )
        speed = throughput(evalset, workdir, args.extractor, args.messages) if args.messages > 0 else None
    finally:
        if args.workdir is None:
            shutil.rmtree(workdir, ignore_errors=True)

    summary = {
        "split": args.split,
        "extractor": args.extractor,
        "personas": sorted(evalset.personas),
        "labelled_messages": len(evalset.labelled),
        "decoys": len(evalset.decoys),
        "distinct_facts": len(evalset.facts()),
        "interface": interface.as_dict(),
        "end_to_end": {**e2e.as_dict(), **e2e_info, "format": args.format},
        "throughput": speed,
    }
    if args.json:
        print(json.dumps(summary, indent=2, ensure_ascii=False))
        return 0
    print(
        f"split {args.split}: {len(evalset.personas)} personas, {len(evalset.labelled)} labelled messages "
        f"({len(evalset.facts())} distinct facts), {len(evalset.decoys)} decoys; extractor {args.extractor}"
    )
    lines = _table("through the extractor interface (extract() per conversation)", interface)
    lines += _table(f"end to end (pamport convert of {args.format} exports)", e2e)
    lines.append(
        f"  native sightings left aside: {e2e_info['native_memories']}; "
        f"untraced sightings (counted wrong): {e2e_info['untraced_sightings']}"
    )
    if speed:
        lines.append("== throughput")
        lines += [f"  {key:<42} {value}" for key, value in speed.items()]
    if args.details:
        for title, items in (
            ("missed (end to end)", e2e.misses),
            ("wrong (end to end)", e2e.wrong),
            ("decoys fired (end to end)", e2e.fired),
            ("changes not superseded (end to end)", e2e.changes_failed),
        ):
            lines.append(f"== {title}: {len(items)}")
            lines += [f"  {item}" for item in items]
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
