"""The rule extractor alone: its CPU seconds over an export's conversations, already parsed, and its drafts.

Usage: python benchmarks/extract_loop.py EXPORT [--repeat N] [--dump FILE] [--profile FILE]

The export is read once through the importers (every conversation kept in memory: a measuring tool, not the
pipeline), then ``RuleExtractor.extract()`` runs over every conversation ``--repeat`` times in this process; the
least CPU time is printed as one JSON line with the extractor's counters. ``--dump`` writes every draft and the
counters as JSON lines, to compare two source trees' outputs (``PYTHONPATH=/tmp/base python … --dump A``, then
this tree with ``--dump B``, then ``cmp A B``); ``--profile`` writes a cProfile of the first run (CPU clock).

Every run starts as a new process would: the rules' caches kept between messages (lingua's answers, sentence
cuts and languages, Portuguese signs, each rule set's kept sentence readings) are emptied first, so a second run
does not find the first one's answers (``--warm`` keeps them, as the figures of the earlier passes did).
"""

from __future__ import annotations

import argparse
import cProfile
import dataclasses
import json
import sys
import time
from pathlib import Path

from pamport.importers.base import ConversationItem, ImportContext, ImportOptions
from pamport.importers.registry import detect
from pamport.importers.sources import Source
from pamport.pipeline.report import RunReport
from pamport.schemas.conversation import Conversation


def conversations(export: Path) -> list[Conversation]:
    found = []
    with Source(export, None) as source:
        report = RunReport()
        for cls, claim in detect(source, None):
            ctx = ImportContext(source, report.reporter(cls.importer_version, cls.platform), ImportOptions())
            items = cls().read(source, claim, ctx)
            found.extend(item.conversation for item in items if isinstance(item, ConversationItem))
    return found


def _forget() -> None:
    """Empty the caches the rules keep for the life of a process (what a new process starts without); lingua's
    loaded models stay (the extractor loads them on its first question, not per message)."""
    from pamport.pipeline.extract import rules
    from pamport.pipeline.extract.rules import extractor, language

    for module in list(sys.modules.values()):
        if getattr(module, "__name__", "").startswith(rules.__name__ + "."):
            for name, value in vars(module).items():
                if hasattr(value, "cache_clear") and value is not language._detector and name != "lru_cache":
                    value.cache_clear()
    for ruleset in extractor.RULESETS.values():
        ruleset._kept.clear()
        ruleset._last_trigger = ("", False)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("export", type=Path)
    parser.add_argument("--repeat", type=int, default=1)
    parser.add_argument("--dump", type=Path)
    parser.add_argument("--profile", type=Path)
    parser.add_argument("--warm", action="store_true", help="keep the rules' caches from one run to the next")
    args = parser.parse_args()
    convs = conversations(args.export)
    began = time.process_time()
    from pamport.pipeline.extract.rules.extractor import RuleExtractor

    loading = time.process_time() - began
    best = float("inf")
    for run in range(max(1, args.repeat)):
        if not args.warm:
            _forget()
        extractor = RuleExtractor()
        profile = cProfile.Profile(time.process_time) if args.profile and run == 0 else None
        if profile is not None:
            profile.enable()
        began = time.process_time()
        drafts = [draft for conversation in convs for draft in extractor.extract(conversation)]
        counts = extractor.stats()
        best = min(best, time.process_time() - began)
        if profile is not None:
            profile.disable()
            profile.dump_stats(str(args.profile))
    print(json.dumps({"conversations": len(convs), "drafts": len(drafts), "loading_cpu_s": round(loading, 3),
                      "extract_cpu_s": round(best, 3), "counts": counts}))  # fmt: skip
    if args.dump:
        with args.dump.open("w", encoding="utf-8") as out:
            for draft in drafts:
                out.write(json.dumps(dataclasses.asdict(draft), sort_keys=True) + "\n")
            out.write(json.dumps(counts, sort_keys=True) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
