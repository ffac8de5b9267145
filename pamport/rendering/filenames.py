"""File names that work on every OS: Windows, macOS and Linux, and the cloud drives in between.

A title becomes ``2024-04-20 Shipping boxes to Porto.md``: Unicode NFC (macOS would otherwise store a
decomposed "é" and the same title would give two names), no characters Windows forbids (``<>:"/\\|?*`` and
control characters), no trailing dot or space (Windows drops them), no leading dot (a hidden file), no
reserved device name (``CON``, ``NUL``, ``COM1`` … even with an extension), at most :data:`MAX_STEM_BYTES`
bytes of UTF-8 (file systems count bytes, usually 255, and paths have limits too). Two conversations whose
names differ only in case are a collision on Windows and macOS, so names are compared case-folded and a
repeated one gets `` (2)``, `` (3)`` … in the order conversations are written.
"""

from __future__ import annotations

import re
import unicodedata

MAX_STEM_BYTES = 120
_FORBIDDEN = re.compile(r'[<>:"/\\|?*\x00-\x1f\x7f]')
_RESERVED = frozenset(
    {"con", "prn", "aux", "nul", "clock$", "conin$", "conout$"}
    | {f"{p}{n}" for p in ("com", "lpt") for n in [*"123456789", "¹", "²", "³"]}
)


def _truncate(text: str, limit: int) -> str:
    """At most ``limit`` UTF-8 bytes, cut between characters."""
    data = text.encode("utf-8")
    if len(data) <= limit:
        return text
    return data[:limit].decode("utf-8", errors="ignore")


def safe_stem(title: str, fallback: str = "untitled") -> str:
    """``title`` as the stem of a portable file name (never empty)."""
    text = unicodedata.normalize("NFC", title)
    text = _FORBIDDEN.sub("-", text)
    text = "".join(c for c in text if unicodedata.category(c) not in ("Cc", "Cf", "Cs", "Co", "Cn"))
    text = " ".join(text.split())
    text = _truncate(text, MAX_STEM_BYTES).lstrip(" .-").rstrip(" .")
    if not text:
        text = fallback
    if text.split(".")[0].strip().casefold() in _RESERVED:
        text = f"_{text}"
    return text


class NameRegistry:
    """Hands out unique names, comparing them as a case-insensitive file system would."""

    def __init__(self, reserved: tuple[str, ...] = ()) -> None:
        self._taken: set[str] = {self._key(n) for n in reserved}

    @staticmethod
    def _key(name: str) -> str:
        return unicodedata.normalize("NFC", name).casefold()

    def claim(self, stem: str, suffix: str) -> str:
        name = f"{stem}{suffix}"
        n = 2
        while self._key(name) in self._taken:
            name = f"{stem} ({n}){suffix}"
            n += 1
        self._taken.add(self._key(name))
        return name
