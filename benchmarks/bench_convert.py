"""Benchmark ``pamport convert`` against a bare ijson pass over the same synthetic export.

Usage: python benchmarks/bench_convert.py --provider chatgpt --sizes 250 1000 [--workdir DIR] [--extractor none]
       python benchmarks/bench_convert.py --shape wide --sizes 250 1000 --stages

Shapes: ``default`` (the generator's per-provider exports) and ``wide`` (ChatGPT only: ~24 KB conversations, five
user turns each, some opening with a statement about the user, and an image file beside the JSON for ~28% of them:
244 MB ≈ 10,000 conversations, 50,000 user messages, 2,800 files). ``--stages`` adds a second, in-process run
(benchmarks/stages.py) that reports seconds and resident memory per pipeline stage. ``--sdk`` also runs the
reference SDK's ``pam convert`` (package portable-ai-memory, a test dependency) on the same input in the same run
and reports ``sdk_ratio`` = pamport wall / SDK wall (below 1: pamport is faster) and ``sdk_cpu_ratio`` (the same in
CPU seconds). ``--baseline DIR`` also runs the pamport found in DIR (a source tree, e.g. ``git worktree add
/tmp/base main``) on the same input, interleaved with this one, and reports ``baseline_cpu_s`` and
``cpu_vs_baseline``. ``--repeat N`` runs every measurement N times and keeps the run with the least CPU time (the
one a busy machine disturbed least).

The pamport trees are compiled to bytecode first, as an installed package is. Each measurement runs in its own
child process; peak RSS comes from the kernel's rusage of that child, wall time
from a monotonic clock. Figures are printed as a table and as JSON lines (for notes and comparisons).
"""

from __future__ import annotations

import argparse
import atexit
import compileall
import functools
import json
import os
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import NamedTuple

sys.path.insert(0, str(Path(__file__).resolve().parent))
from generate import bare_pass_prefix, generate, generate_wide

STAGES = Path(__file__).resolve().parent / "stages.py"

BARE_JSON = (
    "import ijson, sys\n"
    "n = 0\n"
    "with open(sys.argv[1], 'rb') as fh:\n"
    "    for _ in ijson.items(fh, sys.argv[2], use_float=True):\n"
    "        n += 1\n"
)
BARE_CSV = (
    "import pandas as pd, sys\n"
    "for chunk in pd.read_csv(sys.argv[1], chunksize=5000, dtype=str, keep_default_na=False, encoding='utf-8-sig'):\n"
    "    pass\n"
)


def _tree_rss_kb(pid: int) -> int:
    """Resident memory of a process and all its descendants (Linux /proc), in KB."""
    total = 0
    try:
        with open(f"/proc/{pid}/status") as fh:
            for line in fh:
                if line.startswith("VmRSS:"):
                    total += int(line.split()[1])
        for task in os.listdir(f"/proc/{pid}/task"):
            with open(f"/proc/{pid}/task/{task}/children") as fh:
                total += sum(_tree_rss_kb(int(c)) for c in fh.read().split())
    except (FileNotFoundError, ProcessLookupError, ValueError):
        pass
    return total


class Measured(NamedTuple):
    wall: float
    rss: float
    tree_rss: float
    cpu: float
    user: float
    sys: float


@functools.cache
def _empty_dir() -> str:
    path = tempfile.mkdtemp(prefix="pamport-bench-cwd-")
    atexit.register(os.rmdir, path)
    return path


def measure(cmd: list[str], env: dict[str, str] | None = None) -> Measured:
    """Run ``cmd``; return wall seconds, the peak RSS of any one of its processes (kernel rusage), the peak
    of the sum over its process tree (sampled every 20 ms, so worker processes count together), in MB, and the
    CPU seconds (user + system, and each apart) of it and the workers it waited for: a figure that a busy
    machine disturbs less than wall time. System time is the most disturbed: creating files costs several times
    more while other jobs create and delete files on the same disk."""
    start = time.perf_counter()
    # From a neutral folder: ``python -m`` puts the current folder first on sys.path, ahead of PYTHONPATH, so a
    # run started inside a checkout would import that checkout's pamport whatever ``--baseline`` says. An empty
    # one: every run lists that folder once to look for modules, which costs 0.02-0.03 s in a shared /tmp.
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env, cwd=_empty_dir())
    peak_tree = 0
    stop = threading.Event()

    def sample() -> None:
        nonlocal peak_tree
        while not stop.is_set():
            peak_tree = max(peak_tree, _tree_rss_kb(proc.pid))
            stop.wait(0.02)

    sampler = threading.Thread(target=sample, daemon=True)
    sampler.start()
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - start
    stop.set()
    sampler.join()
    stderr = proc.stderr.read().decode() if proc.stderr else ""
    if os.waitstatus_to_exitcode(status) != 0:
        raise SystemExit(f"command failed: {' '.join(cmd)}\n{stderr}")
    cpu = usage.ru_utime + usage.ru_stime
    return Measured(wall, usage.ru_maxrss / 1024.0, peak_tree / 1024.0, cpu, usage.ru_utime, usage.ru_stime)


def best_of(repeat: int, cmd: list[str], env: dict[str, str] | None = None, clean: Path | None = None) -> Measured:
    """``measure`` ``repeat`` times; the run with the least CPU time (``clean`` is removed before each run)."""
    runs = []
    for _ in range(max(1, repeat)):
        if clean is not None:
            shutil.rmtree(clean, ignore_errors=True)
        runs.append(measure(cmd, env))
    return min(runs, key=lambda r: r.cpu)


def _baseline_env(tree: Path) -> dict[str, str]:
    """An environment in which ``python -m pamport.cli`` imports pamport from ``tree`` (ahead of the install)."""
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(tree.resolve()), *filter(None, [env.get("PYTHONPATH")])])
    return env


def compile_bytecode(tree: Path) -> None:
    """Compile the ``pamport`` package of a source tree to bytecode, as ``pip install`` does for a wheel.

    An editable install run with ``PYTHONDONTWRITEBYTECODE`` (as on the development machine) would otherwise
    compile some 280 modules again in every run, about 0.15–0.3 s of CPU that an installed pamport, and the
    reference SDK installed from its wheel, never pay.
    """
    compileall.compile_dir(str(tree / "pamport"), quiet=1)


def _pam() -> str:
    """The reference SDK's ``pam`` command, next to this interpreter (the test extra installs it)."""
    found = shutil.which("pam", path=str(Path(sys.executable).parent)) or shutil.which("pam")
    if found is None:
        raise SystemExit("--sdk needs the reference SDK's `pam` command: pip install 'portable-ai-memory[cli]'")
    return found


def run_stages(source: Path, out: Path, extractors: list[str], jobs: int | None) -> dict[str, object]:
    """Per-stage seconds and memory from one in-process conversion (its own child process)."""
    shutil.rmtree(out, ignore_errors=True)
    cmd = [sys.executable, str(STAGES), str(source), str(out)]
    for name in extractors:
        cmd += ["--extractor", name]
    if jobs:
        cmd += ["--jobs", str(jobs)]
    done = subprocess.run(cmd, check=True, capture_output=True, text=True)
    shutil.rmtree(out, ignore_errors=True)
    return dict(json.loads(done.stdout.strip().splitlines()[-1]))


def run(
    provider: str,
    size_mb: float,
    workdir: Path,
    extractors: list[str],
    jobs: int | None,
    shape: str = "default",
    stages: bool = False,
    sdk: bool = False,
    baseline: Path | None = None,
    repeat: int = 1,
) -> dict[str, object]:
    data_dir = workdir / f"{provider}-{shape}-{size_mb:g}mb"
    if data_dir.exists():
        shutil.rmtree(data_dir)
    if shape == "wide":
        path, records = generate_wide(data_dir / "export", size_mb)
        source = path.parent
    else:
        path, records = generate(provider, data_dir / "export", size_mb)
        source = path
    actual_mb = path.stat().st_size / 1e6
    if provider == "copilot":
        bare = [sys.executable, "-c", BARE_CSV, str(path)]
    else:
        bare = [sys.executable, "-c", BARE_JSON, str(path), bare_pass_prefix(provider)]
    bare_run = best_of(repeat, bare)
    out = data_dir / "bundle"
    cmd = [sys.executable, "-m", "pamport.cli", "convert", str(source), "-o", str(out), "-q"]
    for name in extractors:
        cmd += ["--extractor", name]
    if jobs:
        cmd += ["--jobs", str(jobs)]
    # Each repetition runs every contender once, in an order rotated from one repetition to the next, so that
    # all see the same load and none always follows the removal of another's output (which costs the next
    # run system time on a busy disk).
    contenders: dict[str, tuple[list[str], dict[str, str] | None, Path]] = {"pamport": (cmd, None, out)}
    if baseline is not None:
        contenders["baseline"] = (cmd, _baseline_env(baseline), out)
    if sdk:
        sdk_out = data_dir / "sdk-bundle"
        sdk_source = path.parent if provider == "copilot" else source  # the SDK reads Copilot CSVs from a folder
        contenders["sdk"] = (
            [_pam(), "convert", str(sdk_source), "-o", str(sdk_out), "--provider", provider],
            None,
            sdk_out,
        )
    runs: dict[str, list[Measured]] = {name: [] for name in contenders}
    names = list(contenders)
    for k in range(max(1, repeat)):
        for name in names[k % len(names) :] + names[: k % len(names)]:
            command, env, clean = contenders[name]
            runs[name].append(best_of(1, command, env, clean=clean))
    best = {name: min(found, key=lambda r: r.cpu) for name, found in runs.items()}
    mine = best["pamport"]
    wall, cpu = mine.wall, mine.cpu
    result: dict[str, object] = {
        "provider": provider,
        "shape": shape,
        "size_mb": round(actual_mb, 1),
        "records": records,
        "convert_s": round(wall, 2),
        "convert_mb_s": round(actual_mb / wall, 1),
        "convert_peak_rss_mb": round(mine.rss, 1),
        "convert_peak_tree_rss_mb": round(mine.tree_rss, 1),
        "bare_s": round(bare_run.wall, 2),
        "bare_peak_rss_mb": round(bare_run.rss, 1),
        "ratio": round(wall / bare_run.wall, 2),
        "convert_cpu_s": round(cpu, 2),
        "convert_user_s": round(mine.user, 2),
        "convert_sys_s": round(mine.sys, 2),
        "convert_mb_per_cpu_s": round(actual_mb / cpu, 1),
        "bare_cpu_s": round(bare_run.cpu, 2),
        "cpu_ratio": round(cpu / bare_run.cpu, 2),
        "extractors": extractors or ["pamport-rules"],
        "jobs": jobs or "default",
    }
    if "baseline" in best:
        base = best["baseline"]
        result.update(
            {
                "baseline": str(baseline),
                "baseline_s": round(base.wall, 2),
                "baseline_peak_rss_mb": round(base.rss, 1),
                "baseline_cpu_s": round(base.cpu, 2),
                "baseline_user_s": round(base.user, 2),
                "baseline_sys_s": round(base.sys, 2),
                "cpu_vs_baseline": round(cpu / base.cpu, 2),
                "user_vs_baseline": round(mine.user / base.user, 2),
            }
        )
    if "sdk" in best:
        theirs = best["sdk"]
        shutil.rmtree(contenders["sdk"][2], ignore_errors=True)
        result.update(
            {
                "sdk_s": round(theirs.wall, 2),
                "sdk_peak_rss_mb": round(theirs.rss, 1),
                "sdk_cpu_s": round(theirs.cpu, 2),
                "sdk_user_s": round(theirs.user, 2),
                "sdk_sys_s": round(theirs.sys, 2),
                "sdk_ratio": round(wall / theirs.wall, 2),
                "sdk_cpu_ratio": round(cpu / theirs.cpu, 2),
                "sdk_user_ratio": round(mine.user / theirs.user, 2),
            }
        )
    if stages:
        result["stages"] = run_stages(source, out, extractors, jobs)
    shutil.rmtree(data_dir, ignore_errors=True)
    return result


def _print_flatness(rows: list[dict[str, object]]) -> None:
    """Peak memory of the largest export of each provider and shape against its smallest (flat: close to 1)."""
    groups: dict[tuple[object, object], list[dict[str, object]]] = {}
    for row in rows:
        groups.setdefault((row["provider"], row["shape"]), []).append(row)
    for (provider, shape), group in groups.items():
        if len(group) < 2:
            continue
        small, large = min(group, key=_size), max(group, key=_size)
        peaks = [float(str(r["convert_peak_rss_mb"])) for r in (small, large)]
        line = f"\nflatness of {provider} {shape}: peak RSS {peaks[0]} MB at {small['size_mb']} MB, "
        line += f"{peaks[1]} MB at {large['size_mb']} MB ({(peaks[1] / peaks[0] - 1) * 100:+.1f}%)"
        stage_peaks = [p for p in (_stage_peak(small), _stage_peak(large)) if p is not None]
        if len(stage_peaks) == 2:
            line += f"; in-process peak {stage_peaks[0]} MB and {stage_peaks[1]} MB"
        print(line)


def _stage_peak(row: dict[str, object]) -> object | None:
    stage_run = row.get("stages")
    if not isinstance(stage_run, dict) or not stage_run.get("stages"):
        return None
    return stage_run["stages"][-1]["peak_mb"]


def _size(row: dict[str, object]) -> float:
    return float(str(row["size_mb"]))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--provider", action="append", choices=["chatgpt", "claude", "gemini", "grok", "copilot"])
    parser.add_argument("--sizes", type=float, nargs="+", default=[50.0], help="export sizes in MB")
    parser.add_argument("--workdir", type=Path, default=None)
    parser.add_argument("--extractor", action="append", default=[], help="passed to convert (e.g. none)")
    parser.add_argument("--jobs", type=int, default=None, help="passed to convert")
    parser.add_argument("--shape", choices=["default", "wide"], default="default")
    parser.add_argument("--stages", action="store_true", help="also report seconds and memory per stage")
    parser.add_argument("--sdk", action="store_true", help="also time the reference SDK's `pam convert`")
    parser.add_argument("--baseline", type=Path, default=None, help="also time the pamport of this source tree")
    parser.add_argument("--repeat", type=int, default=1, help="runs per measurement (the least CPU is kept)")
    args = parser.parse_args()
    if args.shape == "wide" and any(p != "chatgpt" for p in args.provider or []):
        parser.error("--shape wide is a ChatGPT export")
    workdir = (args.workdir or Path(tempfile.mkdtemp(prefix="pamport-bench-"))).resolve()
    for tree in filter(None, [Path(__file__).resolve().parent.parent, args.baseline]):
        compile_bytecode(tree)
    rows = []
    for provider in args.provider or ["chatgpt"]:
        for size in args.sizes:
            row = run(
                provider,
                size,
                workdir,
                args.extractor,
                args.jobs,
                args.shape,
                args.stages,
                args.sdk,
                args.baseline,
                args.repeat,
            )
            rows.append(row)
            print(json.dumps(row), flush=True)
    print()
    print(
        f"{'provider':<9}{'MB':>8}{'convert s':>11}{'MB/s':>8}{'peak RSS':>10}{'tree RSS':>10}"
        f"{'bare s':>9}{'bare RSS':>11}{'ratio':>7}{'CPU ratio':>10}{'SDK s':>8}{'SDK ratio':>10}"
        f"{'CPU s':>8}{'base CPU':>10}{'SDK CPU':>9}"
    )
    for r in rows:
        print(
            f"{r['provider']:<9}{r['size_mb']:>8}{r['convert_s']:>11}{r['convert_mb_s']:>8}"
            f"{r['convert_peak_rss_mb']:>10}{r['convert_peak_tree_rss_mb']:>10}"
            f"{r['bare_s']:>9}{r['bare_peak_rss_mb']:>11}{r['ratio']:>7}{r['cpu_ratio']:>10}"
            f"{r.get('sdk_s', '-'):>8}{r.get('sdk_ratio', '-'):>10}"
            f"{r['convert_cpu_s']:>8}{r.get('baseline_cpu_s', '-'):>10}{r.get('sdk_cpu_s', '-'):>9}"
        )
    _print_flatness(rows)
    for r in rows:
        stage_run = r.get("stages")
        if isinstance(stage_run, dict):
            title = f"{r['provider']} {r['shape']} {r['size_mb']} MB"
            print(f"\nstages of {title} (in-process run, {stage_run['total_s']} s):")
            for st in stage_run["stages"]:
                print(f"  {st['stage']:<12}{st['s']:>9} s{st['rss_mb']:>9} MB now{st['peak_mb']:>9} MB peak")
    return 0


if __name__ == "__main__":
    sys.exit(main())
