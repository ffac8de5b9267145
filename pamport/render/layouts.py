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

from pamport.render.dedup import Line

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
    label: str  # a key of pamport.render.labels.LABELS
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
