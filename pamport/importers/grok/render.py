"""Grok's inline render tags: ``<grok:render card_id=… type=…><argument name=…>…</argument></grok:render>``.

The web app replaces each tag with a widget (an inline citation chip, a generated image, an X post); the
export keeps the markup inside ``message``. Left in place it would be noise in every memory taken from the
text, so it is removed from the visible text (the verbatim message stays in ``raw_metadata``) and each tag is
returned parsed, so that tags pointing at a search result or a card can become citations or attachments.
Broken markup (a reply cut off mid-tag, a stray closing tag) is removed too. The HTML form the web app renders
(``<grok-card data-id=…>``) is accepted as well, since users paste it back into prompts.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

#: Text up to the next ``<grok:render`` or ``</grok:render`` (unrolled, so that long replies stay linear).
_BODY = r"[^<]*(?:<(?!/?grok:render\b)[^<]*)*"
_FULL = r"<grok:render\b[^>]*(?<!/)>" + _BODY + r"</grok:render\s*>"
_SELF_CLOSING = r"<grok:render\b[^>]*/>"
_CARD = r"<grok-card\b[^>]*>(?:\s*</grok-card\s*>)?"
_ANY_TAG = f"(?:{_FULL}|{_SELF_CLOSING}|{_CARD})"
#: A run of tags with only spaces or tabs between them goes as one: "text.<a> <b>" leaves no trailing blank.
_RUN = re.compile(f"{_ANY_TAG}(?:[ \\t]*{_ANY_TAG})*")
_TAG = re.compile(_ANY_TAG)
#: An opening tag whose closing tag never came (a truncated reply), with the arguments that follow it.
_ORPHAN_OPEN = re.compile(
    r"<grok:render\b[^>]*>(?:\s*<argument\b[^>]*>[^<]*</argument>)*(?:\s*</grok:render\s*>)?"
)
_ORPHAN_CLOSE = re.compile(r"</grok:render\s*>|</grok-card\s*>")
_ATTR = re.compile(r"""([A-Za-z_][\w:.-]*)\s*=\s*(?:"([^"]*)"|'([^']*)')""")
_ARG = re.compile(r"""<argument\b[^>]*?\bname\s*=\s*(?:"([^"]*)"|'([^']*)')[^>]*>(.*?)</argument\s*>""", re.S)
_CARD_ATTRS = {"data-id": "card_id", "data-type": "card_type", "data-plain-type": "type"}


@dataclass(frozen=True)
class RenderTag:
    """One parsed tag: its attributes (``card_id``, ``card_type``, ``type``) and ``<argument>`` values."""

    raw: str
    attrs: dict[str, str] = field(default_factory=dict)
    args: dict[str, str] = field(default_factory=dict)

    @property
    def card_id(self) -> str | None:
        return self.attrs.get("card_id") or None

    @property
    def kind(self) -> str:
        """The widget type (``render_inline_citation``, ``render_generated_image`` …), or ``""``."""
        return self.attrs.get("type") or self.attrs.get("card_type") or ""


def _parse(raw: str) -> RenderTag:
    opening = raw[: raw.find(">") + 1] if ">" in raw else raw
    attrs: dict[str, str] = {}
    for name, double, single in _ATTR.findall(opening):
        attrs[_CARD_ATTRS.get(name, name)] = double if double or not single else single
    args = {name or alt: value.strip() for name, alt, value in _ARG.findall(raw)}
    return RenderTag(raw=raw, attrs=attrs, args=args)


def has_render_markup(text: str) -> bool:
    return "<grok:render" in text or "</grok:render" in text or "<grok-card" in text


def split_render(text: str) -> tuple[str, list[RenderTag]]:
    """The text without render markup, and the tags found in it (in order)."""
    if not has_render_markup(text):
        return text, []
    tags: list[RenderTag] = []

    def take(match: re.Match[str]) -> str:
        tags.extend(_parse(m.group(0)) for m in _TAG.finditer(match.group(0)))
        return ""

    visible = _RUN.sub(take, text)

    def take_orphan(match: re.Match[str]) -> str:
        tags.append(_parse(match.group(0)))
        return ""

    visible = _ORPHAN_OPEN.sub(take_orphan, visible)
    visible = _ORPHAN_CLOSE.sub("", visible)
    return visible, tags


def strip_render(text: str) -> str:
    """The text a reader of the web app sees (render markup removed)."""
    return split_render(text)[0]
