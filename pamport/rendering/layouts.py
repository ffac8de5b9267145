"""How each target takes memories in: its sections, their order, and how a section is written.

* ``claude``: Claude's memory import reads a pasted summary; it is written as Markdown in the four groups
  Claude's own export prompt asks for (instructions and preferences, personal details, projects, technical
  context).
* ``chatgpt``: the two custom-instruction fields, "What should ChatGPT know about you?" (everything but
  instructions) and "How would you like ChatGPT to respond?" (instructions); one statement per line, no
  bullets, since every character counts against the field's limit.
* ``gemini``: one statement per line, so each line can be added as one Saved info entry; the whole text also
  serves as a Gem's instructions.
* ``system-prompt``: a short preamble and two bulleted lists, for any LLM.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from pamport.rendering.dedup import Line

Group = str  # instructions | preferences | personal | projects | technical


def group_of(memory: dict[str, Any]) -> Group:
    kind = memory.get("type")
    tags = set(memory.get("tags") or [])
    if kind == "instruction" or (kind == "preference" and "response-style" in tags):
        return "instructions"
    if kind == "preference":
        return "preferences"
    if kind in ("project", "goal"):
        return "projects"
    if kind == "environment" or (kind == "skill" and "languages" not in tags):
        return "technical"
    return "personal"


@dataclass(frozen=True)
class Section:
    label: str  # a key of pamport.rendering.labels.LABELS
    groups: tuple[Group, ...]


Writer = Callable[[str, list[str]], str]


def markdown_section(heading: str, statements: list[str]) -> str:
    return f"## {heading}\n" + "\n".join(f"- {s}" for s in statements)


def plain_section(heading: str, statements: list[str]) -> str:
    return f"{heading}:\n" + "\n".join(statements)


def bulleted_section(heading: str, statements: list[str]) -> str:
    return f"{heading}:\n" + "\n".join(f"- {s}" for s in statements)


@dataclass(frozen=True)
class Layout:
    sections: tuple[Section, ...]
    write_section: Writer
    preamble: str | None = None  # a label key


ALL = ("instructions", "preferences", "personal", "projects", "technical")
LAYOUTS: dict[str, Layout] = {
    "claude": Layout(
        (
            Section("instructions_preferences", ("instructions", "preferences")),
            Section("personal", ("personal",)),
            Section("projects", ("projects",)),
            Section("technical", ("technical",)),
        ),
        markdown_section,
    ),
    "gemini": Layout(
        (Section("instructions", ("instructions",)), Section("about", ALL[1:])),
        plain_section,
    ),
    "system-prompt": Layout(
        (Section("instructions", ("instructions",)), Section("about", ALL[1:])),
        bulleted_section,
        preamble="system_preamble",
    ),
}
#: ChatGPT's two fields, each with its own limit: (label key, groups).
CHATGPT_FIELDS = (("chatgpt_about", ALL[1:]), ("chatgpt_respond", ("instructions",)))


def write(layout: Layout, lines: list[Line], words: dict[str, str]) -> str:
    """The text of ``lines`` laid out in the target's sections (empty sections are left out)."""
    blocks = [words[layout.preamble]] if layout.preamble and lines else []
    for section in layout.sections:
        statements = [ln.text for ln in lines if group_of(ln.head) in section.groups]
        if statements:
            blocks.append(layout.write_section(words[section.label], statements))
    return "\n\n".join(blocks) + ("\n" if blocks else "")


def write_field(lines: list[Line]) -> str:
    """A ChatGPT field: one statement per line (the field label is not part of what is pasted)."""
    return "\n".join(ln.text for ln in lines)


def _length(sizes: list[int], preamble: int | None) -> int:
    """Length of :func:`write`'s text from the lengths of its blocks (blocks joined by a blank line)."""
    blocks = [size for size in sizes if size]
    if not blocks:
        return 0
    if preamble is not None:
        blocks.append(preamble)
    return sum(blocks) + 2 * (len(blocks) - 1) + 1


def fit(layout: Layout, lines: list[Line], words: dict[str, str], budget: int | None) -> list[Line]:
    """Lines in priority order, each kept if :func:`write`'s text still fits ``budget`` (first fit: a long
    line that does not fit gives way to shorter ones after it). Only the section a line joins is re-measured,
    so fitting stays fast on large stores."""
    if budget is None:
        return lines
    section_of = {group: i for i, section in enumerate(layout.sections) for group in section.groups}
    statements: list[list[str]] = [[] for _ in layout.sections]
    sizes = [0] * len(layout.sections)
    preamble = len(words[layout.preamble]) if layout.preamble else None
    chosen: list[Line] = []
    for line in lines:
        i = section_of[group_of(line.head)]
        trial = [*sizes]
        trial[i] = len(layout.write_section(words[layout.sections[i].label], [*statements[i], line.text]))
        if _length(trial, preamble) <= budget:
            sizes = trial
            statements[i].append(line.text)
            chosen.append(line)
    return chosen


def fit_field(lines: list[Line], budget: int | None) -> list[Line]:
    """:func:`fit` for one ChatGPT field (statements joined by newlines)."""
    if budget is None:
        return lines
    chosen: list[Line] = []
    size = 0
    for line in lines:
        grown = size + len(line.text) + (1 if chosen else 0)
        if grown <= budget:
            size = grown
            chosen.append(line)
    return chosen
