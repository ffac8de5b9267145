"""The CSV layouts of the Copilot Privacy Dashboard export, recognised by their header row.

Microsoft names the files after the product surface (``copilot-activity-history.csv``,
``copilot-in-Microsoft-365-apps-activity.csv`` ...), but the same surface has shipped under several names and
users rename downloads, so a layout is chosen by the columns it has. Header names are compared
case-insensitively with all whitespace removed (``"Created At "`` matches ``CreatedAt``); a leading BOM is
ignored.
"""

from __future__ import annotations

import csv
import io
import re
from dataclasses import dataclass

#: What a column means to the importer.
TITLE, TIME, AUTHOR, TEXT, APP = "title", "time", "author", "text", "app"


@dataclass(frozen=True)
class Layout:
    """One CSV layout: a stable key (part of derived ids, never change it) and its columns by meaning."""

    key: str
    description: str
    #: normalised header name -> meaning
    columns: tuple[tuple[str, str], ...]
    #: Which meaning groups rows into conversations (TITLE for chats, APP for Windows apps prompts).
    group_by: str
    #: Whether a group key is a conversation title (a run of one title in the file is one conversation).
    titled: bool


LAYOUTS: tuple[Layout, ...] = (
    Layout(
        key="activity-history",
        description="Copilot activity history (Conversation, Time, Author, Message)",
        columns=(("conversation", TITLE), ("time", TIME), ("author", AUTHOR), ("message", TEXT)),
        group_by=TITLE,
        titled=True,
    ),
    Layout(
        key="chat-activity",
        description="Copilot chat or Microsoft 365 apps (CreatedAt, MessageContent, Author, ChatName)",
        columns=(("createdat", TIME), ("messagecontent", TEXT), ("author", AUTHOR), ("chatname", TITLE)),
        group_by=TITLE,
        titled=True,
    ),
    Layout(
        key="windows-apps",
        description="Copilot in Windows apps prompts (Timestamp, ClientApp, Prompt)",
        columns=(("timestamp", TIME), ("clientapp", APP), ("prompt", TEXT)),
        group_by=APP,
        titled=False,
    ),
)

_SPACE = re.compile(r"\s+")


def normalise_header(name: str) -> str:
    return _SPACE.sub("", name.lstrip("\ufeff")).lower()


@dataclass(frozen=True)
class LayoutMatch:
    """A layout and where each of its meanings sits in a concrete header row."""

    layout: Layout
    #: meaning -> the header name exactly as written in the file
    by_meaning: dict[str, str]
    #: header names the layout does not know (kept in raw_metadata, reported)
    extras: tuple[str, ...]


def match_header(header: list[str]) -> LayoutMatch | None:
    """The layout whose columns are all in ``header`` (the one using most of the header wins)."""
    normalised: dict[str, str] = {}
    for name in header:
        normalised.setdefault(normalise_header(name), name)
    best: LayoutMatch | None = None
    for layout in LAYOUTS:
        if not all(col in normalised for col, _ in layout.columns):
            continue
        used = {normalised[col] for col, _ in layout.columns}
        candidate = LayoutMatch(
            layout=layout,
            by_meaning={meaning: normalised[col] for col, meaning in layout.columns},
            extras=tuple(h for h in header if h not in used),
        )
        if best is None or len(candidate.extras) < len(best.extras):
            best = candidate
    return best


def header_from_head(head: str) -> list[str] | None:
    """The first CSV record of a file's head, or None when the head is not CSV text."""
    if not head.strip() or "\x00" in head:
        return None
    try:
        reader = csv.reader(io.StringIO(head, newline=""))
        first = next(reader, None)
    except csv.Error:
        return None
    if not first or len(first) < 2:
        return None
    return first
