"""``pamport render BUNDLE --for markdown -o DIR``: every conversation as a Markdown file, plus ``index.md``.

Conversation files are read one at a time (memory stays flat however many there are) and written into a
staging folder beside ``DIR`` that is renamed into place only when complete, so an interrupted run leaves
no half-written folder. The result is a folder to upload to a Claude Project or open as an Obsidian vault.
"""

from __future__ import annotations

import shutil
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import quote

from pydantic import ValidationError

from pamport.errors import OutputExists, PamportError
from pamport.pipeline.bundle_io import conversation_files, read_conversation
from pamport.rendering.conversation_md import conversation_markdown
from pamport.rendering.filenames import NameRegistry, safe_stem
from pamport.rendering.labels import LANGUAGES, labels
from pamport.rendering.result import Omission
from pamport.schemas.conversation import Conversation

INDEX_FILE = "index.md"


@dataclass
class MarkdownResult:
    out: Path
    #: (conversation id, file name) of every file written, in the order written.
    files: list[tuple[str, str]] = field(default_factory=list)
    #: Conversation files that could not be read as PAM conversations, with the reason.
    skipped: list[Omission] = field(default_factory=list)


@dataclass(frozen=True)
class _Row:
    created: str
    title: str
    platform: str
    messages: int
    file: str
    id: str


def _cell(text: str) -> str:
    return " ".join(text.replace("|", "\\|").split())


def _index(rows: list[_Row], words: dict[str, str]) -> str:
    lines = [
        f"# {words['index_title']}",
        "",
        f"| {words['date']} | {words['title']} | {words['platform']} | {words['messages']} |",
        "| --- | --- | --- | --- |",
    ]
    for row in sorted(rows, key=lambda r: (r.created, r.id), reverse=True):
        link = f"[{_cell(row.title).replace('[', '(').replace(']', ')')}]({quote(row.file)})"
        lines.append(f"| {row.created[:10]} | {link} | {row.platform} | {row.messages} |")
    return "\n".join(lines) + "\n"


def _prepare(out: Path, force: bool) -> None:
    if not out.exists():
        return
    if not out.is_dir():
        raise OutputExists(str(out))
    if any(out.iterdir()) and not (force and (out / INDEX_FILE).is_file()):
        if force:
            raise PamportError(f"{out}: not a folder pamport rendered (no {INDEX_FILE}); refusing to replace it")
        raise OutputExists(str(out))


def _read(path: Path) -> Conversation:
    try:
        return Conversation.model_validate(read_conversation(path))
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"]) or "top level"
        raise PamportError(f"{path}: not a PAM conversation ({where}: {first['msg']})") from exc


def render_markdown(
    bundle: Path, out: Path, all_branches: bool = False, lang: str = "en", force: bool = False
) -> MarkdownResult:
    """Write one Markdown file per conversation of ``bundle`` and an ``index.md`` into the folder ``out``.

    ``force`` replaces ``out`` only when it is an earlier render (it holds an ``index.md``).
    """
    if lang not in LANGUAGES:
        raise PamportError(f"unknown language {lang!r} (expected one of {', '.join(LANGUAGES)})")
    if not bundle.is_dir():
        raise PamportError(f"{bundle}: not a bundle folder (Markdown is made from the folder holding conversations/)")
    _prepare(out, force)
    words = labels(lang)
    out.parent.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=f".{out.name}.", dir=out.parent))
    result = MarkdownResult(out)
    try:
        names = NameRegistry(reserved=(INDEX_FILE,))
        rows: list[_Row] = []
        for conversation_id, path in conversation_files(bundle):
            try:
                conversation = _read(path)
            except PamportError as exc:
                result.skipped.append(Omission(conversation_id, str(exc)))
                continue
            created = conversation.temporal.created_at
            title = conversation.title or words["untitled"]
            name = names.claim(safe_stem(f"{created[:10]} {title}"), ".md")
            text = conversation_markdown(conversation, words, all_branches)
            (staging / name).write_text(text, encoding="utf-8", newline="\n")
            rows.append(_Row(created, title, conversation.provider.name, len(conversation.messages), name,
                             conversation.id))  # fmt: skip
            result.files.append((conversation.id, name))
        (staging / INDEX_FILE).write_text(_index(rows, words), encoding="utf-8", newline="\n")
        if out.exists():
            shutil.rmtree(out)
        staging.rename(out)
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise
    return result
