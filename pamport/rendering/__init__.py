"""Take a bundle to the next assistant: memories as Claude, ChatGPT, Gemini or system-prompt text, and
conversations as Markdown files.

The package is ``pamport.rendering`` (not ``pamport.render``) so that a top-level ``pamport.render`` function
can exist without importing this package overwriting it. Public functions (the ``pamport render`` command
calls the same ones):

* :func:`render_memories` (store, target, max_chars=None, lang="en", as_of=None) -> :class:`RenderResult`
* :func:`render_markdown` (bundle folder, out folder, all_branches=False, lang="en", force=False)
  -> :class:`MarkdownResult`
"""

from __future__ import annotations

from pamport.rendering.markdown import MarkdownResult, render_markdown
from pamport.rendering.memories import DEFAULT_MAX_CHARS, MEMORY_TARGETS, render_memories
from pamport.rendering.result import Omission, RenderResult

TARGETS = (*MEMORY_TARGETS, "markdown")

__all__ = [
    "DEFAULT_MAX_CHARS",
    "MEMORY_TARGETS",
    "TARGETS",
    "MarkdownResult",
    "Omission",
    "RenderResult",
    "render_markdown",
    "render_memories",
]
