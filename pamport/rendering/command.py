"""The ``pamport render`` command: where the rendered text goes (stdout, a file, JSON) and what is reported."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from pamport.errors import PamportError
from pamport.pipeline.bundle_io import read_store
from pamport.rendering.markdown import INDEX_FILE, render_markdown
from pamport.rendering.memories import render_memories
from pamport.rendering.result import Omission, RenderResult


def _write_text(path: Path, text: str) -> None:
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8", newline="\n")
    except OSError as exc:
        raise PamportError(f"{path}: cannot write the rendered text ({exc.strerror or exc})") from exc


def _report_omitted(result: RenderResult) -> None:
    budget = "no budget" if result.max_chars is None else f"budget {result.max_chars} characters"
    if result.fields is not None:
        budget += " per field"
    sizes = ", ".join(f"{len(v)}" for v in result.fields.values()) if result.fields else str(len(result.text))
    print(
        f"pamport: {result.target}: {len(result.included)} memories in {sizes} characters ({budget}); "
        f"{len(result.omitted)} left out",
        file=sys.stderr,
    )
    for item in result.omitted:
        print(f"  left out {item.id}: {item.reason}", file=sys.stderr)


def render_memories_command(
    bundle: Path, target: str, out: Path | None, max_chars: int | None, lang: str, as_of: str | None, as_json: bool
) -> int:
    result = render_memories(read_store(bundle), target, max_chars=max_chars, lang=lang, as_of=as_of)
    if out is not None:
        _write_text(out, result.text)
    if as_json:
        print(json.dumps(result.to_json(), ensure_ascii=False, indent=2))
    elif out is None:
        sys.stdout.write(result.text)
    _report_omitted(result)
    return 0


def _report_skipped(skipped: list[Omission]) -> None:
    for item in skipped:
        print(f"pamport: skipped conversation {item.id}: {item.reason}", file=sys.stderr)


def render_markdown_command(
    bundle: Path, out: Path | None, all_branches: bool, lang: str, force: bool, as_json: bool
) -> int:
    if out is None:
        raise PamportError("render --for markdown needs -o DIR (the folder to write the Markdown files into)")
    result = render_markdown(bundle, out, all_branches=all_branches, lang=lang, force=force)
    if as_json:
        files = [{"conversation_id": cid, "file": name} for cid, name in result.files]
        skipped = [s.to_json() for s in result.skipped]
        print(json.dumps({"target": "markdown", "out": str(out), "files": files, "skipped": skipped}, indent=2))
    else:
        print(f"Wrote {len(result.files)} conversations to {out} (start at {out / INDEX_FILE})")
    _report_skipped(result.skipped)
    return 0
