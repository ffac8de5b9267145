"""Run one ``convert`` in this process and print, as one JSON line, how long each stage took and the memory then.

Usage: python benchmarks/stages.py SOURCE OUT [--extractor NAME] [--jobs N]

Stages are timed by wrapping the pipeline's own stage functions (nothing in pamport knows it is measured):
``import`` ends when the progress of reading closes (all records read, extractors closed), then ``consolidate``
(the spooled drafts read back, each made a memory and folded as it arrives), ``store_head``, ``write_store``
(store + streamed, sorted index) and ``commit``. For each: seconds, resident memory at its end and the peak so
far (VmRSS / VmHWM of this process).
"""

from __future__ import annotations

import argparse
import functools
import json
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from pamport.pipeline import run as run_module
from pamport.pipeline import writer as writer_module
from pamport.pipeline.progress import NullProgress


def _status_mb(field: str) -> float:
    with open("/proc/self/status") as fh:
        for line in fh:
            if line.startswith(field + ":"):
                return round(int(line.split()[1]) / 1024.0, 1)
    return 0.0


class StageClock:
    def __init__(self) -> None:
        self.start = self.mark = time.perf_counter()
        self.stages: list[dict[str, Any]] = []

    def lap(self, name: str) -> None:
        now = time.perf_counter()
        rss, peak = _status_mb("VmRSS"), _status_mb("VmHWM")
        self.stages.append({"stage": name, "s": round(now - self.mark, 3), "rss_mb": rss, "peak_mb": peak})
        self.mark = now

    def wrap(self, name: str, fn: Callable[..., Any]) -> Callable[..., Any]:
        @functools.wraps(fn)
        def timed(*args: Any, **kwargs: Any) -> Any:
            result = fn(*args, **kwargs)
            self.lap(name)
            return result

        return timed


class ClockProgress(NullProgress):
    def __init__(self, clock: StageClock) -> None:
        self.clock = clock

    def close(self) -> None:
        self.clock.lap("import")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("source", type=Path)
    parser.add_argument("out", type=Path)
    parser.add_argument("--extractor", action="append", default=[])
    parser.add_argument("--jobs", type=int, default=None)
    args = parser.parse_args()
    clock = StageClock()
    run_module._consolidate = clock.wrap("consolidate", run_module._consolidate)
    run_module.build_store_head = clock.wrap("store_head", run_module.build_store_head)
    writer_module.BundleWriter.write_store = clock.wrap("write_store", writer_module.BundleWriter.write_store)  # type: ignore[method-assign]
    writer_module.BundleWriter.commit = clock.wrap("commit", writer_module.BundleWriter.commit)  # type: ignore[method-assign]
    options = run_module.ConvertOptions(extractors=tuple(args.extractor) or ("pamport-rules",))
    if args.jobs:
        options = run_module.ConvertOptions(extractors=options.extractors, jobs=args.jobs)
    run_module.convert(args.source, args.out, options, progress=ClockProgress(clock))
    clock.lap("end")
    print(json.dumps({"total_s": round(time.perf_counter() - clock.start, 3), "stages": clock.stages}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
