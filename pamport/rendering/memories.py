"""Render a bundle's memories for the next assistant: select, re-voice, merge, rank, fit, lay out.

Each step is its own module: :mod:`~pamport.rendering.eligible` (which memories may go out at all),
:mod:`~pamport.rendering.voice` (one voice), :mod:`~pamport.rendering.dedup` (one line per fact),
:mod:`~pamport.rendering.priority` (what goes first when space is short) and :mod:`~pamport.rendering.layouts`
(how each target takes the text in). This module only chains them and fits the result to the budget.
"""

from __future__ import annotations

from typing import Any

from pamport.errors import PamportError
from pamport.pipeline.slotkeys import attribute_of, object_of
from pamport.rendering.dedup import Line, merge, tokens
from pamport.rendering.eligible import select
from pamport.rendering.labels import LANGUAGES, labels
from pamport.rendering.layouts import CHATGPT_FIELDS, LAYOUTS, fit, fit_field, group_of, write, write_field
from pamport.rendering.priority import priority
from pamport.rendering.result import Omission, RenderResult
from pamport.rendering.slot import slot_of
from pamport.rendering.voice import infer_names, language_of, portuguese_subject, revoice

MEMORY_TARGETS = ("claude", "chatgpt", "gemini", "system-prompt")
#: Default character budgets. ChatGPT's is the provider's own limit per custom-instruction field; the others
#: have no documented limit and get pamport's defaults (a paste a person can still review; a compact prompt).
DEFAULT_MAX_CHARS: dict[str, int | None] = {"chatgpt": 1500, "claude": 8000, "gemini": 8000, "system-prompt": 4000}


def _names(memories: list[dict[str, Any]]) -> tuple[str, ...]:
    """The person's names as memories state them (``identity/name`` and ``preferred_name`` slots)."""
    found: set[str] = set()
    for memory in memories:
        key = slot_of(memory)
        if key is None or attribute_of(key) not in ("identity/name", "identity/preferred_name"):
            continue
        value = (memory.get("metadata") or {}).get("value")
        full = " ".join(str(value).split()) if isinstance(value, str) and value.strip() else object_of(key).title()
        if full:
            found.update({full, full.split(" ")[0]})
    found |= infer_names([m["content"] for m in memories])
    return tuple(sorted(n for n in found if len(n) > 1))


def _line(memory: dict[str, Any], names: tuple[str, ...], pt_subject: str) -> Line:
    metadata = memory.get("metadata") or {}
    instruction = memory.get("type") == "instruction"
    text = revoice(memory["content"], language_of(metadata.get("language")), names, instruction, pt_subject)
    words, negated = tokens(text)
    key = slot_of(memory)
    return Line(memory, text, priority(memory), words, negated, key)


def _check(target: str, lang: str, max_chars: int | None) -> None:
    if target not in MEMORY_TARGETS:
        raise PamportError(f"unknown render target {target!r} (expected one of {', '.join(MEMORY_TARGETS)})")
    if lang not in LANGUAGES:
        raise PamportError(f"unknown language {lang!r} (expected one of {', '.join(LANGUAGES)})")
    if max_chars is not None and max_chars < 1:
        raise PamportError(f"--max-chars must be 1 or more, not {max_chars}")


def render_memories(
    store: dict[str, Any],
    target: str,
    max_chars: int | None = None,
    lang: str = "en",
    as_of: str | None = None,
) -> RenderResult:
    """Render the memories of ``store`` (a parsed ``memory-store.json``) for ``target``.

    ``max_chars`` is the budget (per field for ChatGPT); by default the target's own limit
    (:data:`DEFAULT_MAX_CHARS`). ``as_of`` (ISO time or ``now``) decides which
    memories have expired; by default the bundle's ``export_date``, so the output does not change with the
    clock. Same store and options, same text.
    """
    _check(target, lang, max_chars)
    budget = max_chars if max_chars is not None else DEFAULT_MAX_CHARS[target]
    memories, omitted = select(store, as_of)
    names = _names(memories)
    pt_subject = portuguese_subject([m["content"] for m in memories])
    lines = merge([_line(m, names, pt_subject) for m in memories])
    for line in lines:
        omitted.extend(Omission(m["id"], f"same fact as {line.id}") for m in line.merged)
    words = labels(lang)
    fields: dict[str, str] | None = None
    if target == "chatgpt":
        fields = {}
        chosen: list[Line] = []
        for label, groups in CHATGPT_FIELDS:
            fitted = fit_field([ln for ln in lines if group_of(ln.head) in groups], budget)
            fields[words[label]] = write_field(fitted)
            chosen.extend(fitted)
        text = "\n\n".join(f"{label}\n{body}" for label, body in fields.items()) + "\n"
    else:
        layout = LAYOUTS[target]
        chosen = fit(layout, lines, words, budget)
        text = write(layout, chosen, words)
    kept = {ln.id for ln in chosen}
    omitted.extend(Omission(ln.id, f"over the {budget}-character budget") for ln in lines if ln.id not in kept)
    return RenderResult(
        target=target,
        text=text,
        included=[ln.id for ln in chosen],
        omitted=sorted(omitted, key=lambda o: o.id),
        fields=fields,
        max_chars=budget,
    )
