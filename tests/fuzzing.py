"""Seeded mutation fuzzing of the importers, shared by the CI test and ``benchmarks/fuzz_importers.py``.

Each input is a copy of one sample export with one file mutated (bytes flipped, truncated, hostile tokens
inserted, JSON values swapped for values of another type, deep nesting, other encodings) or the whole export
packed into a ZIP. It is converted in-process through the command line's ``main``; an outcome is a crash when
the exit code is 3 (an unexpected exception), a hang when the run exceeds its time limit, and an invalid bundle
when ``convert`` wrote a bundle that ``validate`` rejects. Everything is derived from the seed: a failure is
reproduced by its (importer, seed) pair.
"""

from __future__ import annotations

import contextlib
import io
import json
import random
import shutil
import signal
import tempfile
import time
import zipfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from types import FrameType
from typing import Any

from pamport.cli import main
from pamport.validation import validate_path

SAMPLES = Path(__file__).resolve().parents[1] / "sample_exports"

_GROK_DIR = "ttl/30d/export_data/3f1c9a52-7d4e-4b8a-9c61-2e5f0d8b7a19/"
#: importer -> (sample folder, file inside it that gets mutated); the first pair is the main one
TARGETS: dict[str, tuple[tuple[str, str], ...]] = {
    "chatgpt": (
        ("chatgpt/2025.01", "conversations.json"),
        ("chatgpt/2025.01", "user.json"),
        ("chatgpt/2025.01", "shared_conversations.json"),
        ("chatgpt/2025.06-sharded", "conversations-001.json"),
    ),
    "claude": tuple(
        ("claude/2025.01", f) for f in ("conversations.json", "memories.json", "projects.json", "users.json")
    ),
    "gemini": (
        ("gemini/2024.06", "Takeout/My Activity/Gemini Apps/MyActivity.json"),
        ("gemini/2024.06-html", "Takeout/My Activity/Gemini Apps/MyActivity.html"),
        ("gemini/2023.01", "Takeout/My Activity/Bard/MyActivity.json"),
    ),
    "copilot": tuple(
        ("copilot/2025.01", f)
        for f in (
            "copilot-activity-history.csv",
            "copilot-chat-activity.csv",
            "windows-apps-copilot-activity-history.csv",
            "copilot-in-Microsoft-365-apps-activity.csv",
        )
    ),
    "grok": (
        ("grok/2025.01", _GROK_DIR + "prod-grok-backend.json"),
        ("grok/2025.01", _GROK_DIR + "prod-mc-auth-mgmt-api.json"),
        ("grok/bare-array", "grok_conversations.json"),
    ),
}
IMPORTERS = tuple(TARGETS)

_TOKENS: tuple[bytes, ...] = (
    b"\xff",
    b"\xc3",
    b"\xed\xa0\x80",  # an encoded lone surrogate
    b"\x00",
    b"\\ud800",
    b'"\\udfff"',
    b"1e999",
    b"-0",
    b"9" * 400,
    b"null",
    b"true",
    b'"',
    b",",
    b"}",
    b"]",
    b"{",
    b"[",
    b"\r\n",
    b'""',
    b"\xef\xbb\xbf",
)


class Hang(BaseException):
    """The run went past its time limit (a BaseException, so no ``except Exception`` swallows it)."""


@dataclass
class Outcome:
    importer: str
    seed: int
    mutation: str
    code: int
    seconds: float
    problem: str | None = None  # "crash", "hang" or "invalid"
    detail: str = ""


# -- mutations ----------------------------------------------------------------------------------------------


def _random_value(rng: random.Random, depth: int = 0) -> Any:
    choice = rng.randrange(12)
    if choice == 0:
        return None
    if choice == 1:
        return rng.choice([True, False])
    if choice == 2:
        return rng.choice([0, -1, 2**63, 2**64 + 1, 10**30, -(10**30)])
    if choice == 3:
        return rng.choice([0.5, -1e308, 1e-320, 1.7976931348623157e308])
    if choice == 4:
        return rng.choice(["", " ", "\x00", "\ud800", "é" * 3, "x" * 5000, "2024-13-45T99:99:99Z", "NaN"])
    if choice == 5:
        return rng.choice(["1970-01-01T00:00:00Z", "2999-12-31T23:59:59Z", "0", "-1", "1e20", "not a date"])
    if choice == 6:
        return [] if depth > 2 else [_random_value(rng, depth + 1) for _ in range(rng.randrange(3))]
    if choice == 7:
        return {} if depth > 2 else {rng.choice(["id", "text", "x"]): _random_value(rng, depth + 1)}
    if choice == 8:
        return rng.choice([-1e20, 1e20, 1.5e9, -5, 253402300800])
    if choice == 9:
        value: Any = "deep"
        for _ in range(rng.choice([50, 300, 900])):
            value = [value]
        return value
    if choice == 10:
        return rng.choice(["user", "assistant", "system", "tool", "", "USER", "weird"])
    return rng.choice(["a", "hello world", "I prefer tea.", "My name is Ana."])


def _nodes(value: Any, max_depth: int = 12) -> list[tuple[tuple[Any, ...], Any]]:
    """Every (path, node) down to ``max_depth`` (iterative: inputs may already be deeply nested)."""
    found: list[tuple[tuple[Any, ...], Any]] = []
    stack: list[tuple[tuple[Any, ...], Any]] = [((), value)]
    while stack:
        path, node = stack.pop()
        found.append((path, node))
        if len(path) >= max_depth:
            continue
        if isinstance(node, dict):
            stack.extend(((*path, k), v) for k, v in node.items())
        elif isinstance(node, list):
            stack.extend(((*path, i), v) for i, v in enumerate(node))
    return found


def _set(root: Any, path: tuple[Any, ...], value: Any) -> Any:
    if not path:
        return value
    parent = root
    for part in path[:-1]:
        parent = parent[part]
    parent[path[-1]] = value
    return root


def _mutate_json(data: bytes, rng: random.Random) -> bytes | None:
    try:
        doc = json.loads(data)
    except ValueError:
        return None
    nodes = list(_nodes(doc))
    for _ in range(rng.randint(1, 4)):
        path, node = rng.choice(nodes)
        action = rng.randrange(4)
        if action == 0 or not path:
            doc = _set(doc, path, _random_value(rng))
        elif action == 1 and isinstance(node, dict) and node:
            node.pop(rng.choice(list(node)))
        elif action == 2 and isinstance(node, list) and node:
            node.append(json.loads(json.dumps(rng.choice(node))))  # a duplicate record
        else:
            doc = _set(doc, path, _random_value(rng))
        nodes = list(_nodes(doc))
    return json.dumps(doc, ensure_ascii=rng.random() < 0.3).encode("utf-8", "surrogatepass")


def _mutate_csv(data: bytes, rng: random.Random) -> bytes:
    lines = data.split(b"\n")
    for _ in range(rng.randint(1, 4)):
        i = rng.randrange(len(lines))
        cells = lines[i].split(b",")
        j = rng.randrange(len(cells))
        cells[j] = rng.choice([b"", b'"', b'"a""b"', b"\x00", b"\xff", b"1e999", b"2024-13-45", b"x" * 3000])
        lines[i] = b",".join(cells)
        if rng.random() < 0.2:
            lines.insert(i, lines[i])
    return b"\n".join(lines)


def mutate(data: bytes, rng: random.Random, kind: str) -> tuple[bytes, str]:
    """One mutated copy of ``data`` (a ``.json``, ``.csv`` or ``.html`` file) and the name of the mutation."""
    choice = rng.randrange(9)
    if choice in (0, 1, 2) and kind != ".html":
        structured = _mutate_json(data, rng) if kind == ".json" else _mutate_csv(data, rng)
        if structured is not None:
            return structured, "structure"
    if choice == 3:
        out = bytearray(data)
        for _ in range(rng.randint(1, 8)):
            out[rng.randrange(len(out))] = rng.randrange(256)
        return bytes(out), "bytes"
    if choice == 4:
        return data[: rng.randrange(len(data))], "truncate"
    if choice == 5:
        n = rng.choice([100, 1000, 20000])
        at = rng.randrange(len(data))
        opener, closer = rng.choice([(b"[", b"]"), (b'{"a":', b"}")])
        return data[:at] + opener * n + b"1" + closer * n + data[at:], f"nesting-{n}"
    if choice == 6:
        encoding = rng.choice(["utf-16", "utf-16-le", "utf-32", "latin-1"])
        return data.decode("utf-8").encode(encoding, "replace"), f"encoding-{encoding}"
    if choice == 7:
        start = rng.randrange(len(data))
        end = min(len(data), start + rng.randrange(1, 400))
        return data[:end] + data[start:end] + data[end:], "duplicate-slice"
    out = data
    for _ in range(rng.randint(1, 3)):
        at = rng.randrange(len(out) + 1)
        out = out[:at] + rng.choice(_TOKENS) + out[at:]
    return out, "tokens"


def build_input(importer: str, seed: int, workdir: Path) -> tuple[Path, str]:
    """The mutated export for (importer, seed) under ``workdir``: a folder, or sometimes a ZIP of it."""
    rng = random.Random(f"{importer}:{seed}")
    targets = TARGETS[importer]
    folder, target = targets[0] if rng.random() < 0.6 else rng.choice(targets)
    src = workdir / "export"
    shutil.copytree(SAMPLES / folder, src)
    path = src / target
    data, mutation = mutate(path.read_bytes(), rng, kind=path.suffix)
    path.write_bytes(data)
    if rng.random() < 0.15:
        archive = workdir / "export.zip"
        method = rng.choice([zipfile.ZIP_DEFLATED, zipfile.ZIP_STORED])
        with zipfile.ZipFile(archive, "w", method) as zf:
            for file in sorted(src.rglob("*")):
                if file.is_file():
                    zf.write(file, file.relative_to(src).as_posix())
        return archive, f"{target}:{mutation}+zip"
    return src, f"{target}:{mutation}"


# -- running ------------------------------------------------------------------------------------------------


def _alarm(_signum: int, _frame: FrameType | None) -> None:
    raise Hang


def run_one(importer: str, seed: int, timeout: float = 30.0, root: Path | None = None) -> Outcome:
    """Convert one fuzzed input through the CLI and judge the result (never raises)."""
    with tempfile.TemporaryDirectory(prefix="pamport-fuzz-", dir=root) as tmp:
        workdir = Path(tmp)
        source, mutation = build_input(importer, seed, workdir)
        out = workdir / "bundle"
        argv = ["convert", str(source), "-o", str(out), "-q", "--jobs", "1"]
        sink = io.StringIO()
        previous = signal.signal(signal.SIGALRM, _alarm)
        signal.setitimer(signal.ITIMER_REAL, timeout)
        started = time.monotonic()
        try:
            with contextlib.redirect_stdout(sink), contextlib.redirect_stderr(sink):
                code = main(argv)
        except Hang:
            code = -1
        finally:
            signal.setitimer(signal.ITIMER_REAL, 0)
            signal.signal(signal.SIGALRM, previous)
        outcome = Outcome(importer, seed, mutation, code, time.monotonic() - started)
        if code == -1:
            outcome.problem = "hang"
        elif code == 3:
            outcome.problem, outcome.detail = "crash", sink.getvalue().strip()[-500:]
        elif code == 0:
            report = validate_path(out)
            if not report.ok:
                outcome.problem = "invalid"
                outcome.detail = "; ".join(str(i) for i in report.errors[:3])
        return outcome


def run_many(
    importer: str, seeds: range, timeout: float = 30.0, on_outcome: Callable[[Outcome], None] | None = None
) -> list[Outcome]:
    results = []
    for seed in seeds:
        outcome = run_one(importer, seed, timeout)
        if on_outcome is not None:
            on_outcome(outcome)
        results.append(outcome)
    return results
