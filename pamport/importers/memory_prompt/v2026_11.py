"""``memory-prompt-importer/2026.11``: a saved answer to "list everything you remember about me".

ChatGPT, Claude and Gemini each keep a memory of the user that their data exports do not (fully) include; asking
the assistant to list it and saving the answer is the way out that PAM §20 names. This importer reads such an
answer (Markdown or plain text, English or Portuguese) and yields one memory per stated fact, worded and typed
like the project's other memories. The platform comes from ``--platform`` (``ImportOptions.extra["platform"]``)
or, failing that, from the file's name ("chatgpt-memory.txt"); the time is the file's modification time, since
the answer carries none.

Provenance: ``extraction_method`` is ``llm_inference`` (the statements are the assistant's own inferences about
the user, written by the model when asked, not the user's words and not an export field) and ``confidence`` is
0.8.
"""

from __future__ import annotations

import io
from collections.abc import Iterator
from typing import ClassVar

from pamport.errors import PamportError, UnknownFormat
from pamport.importers.base import Claim, ImportContext, Importer, ImportItem
from pamport.importers.memory_prompt.sniff import FORCED_ONLY, judge
from pamport.importers.sources import Source

UNKNOWN_PLATFORM = (
    "a memory-prompt answer from which assistant? Pass --platform chatgpt|claude|gemini, or name the file "
    "after it (e.g. chatgpt-memory.txt)"
)


class MemoryPromptImporter(Importer):
    #: Not a PAM platform: each memory carries the platform the answer came from.
    platform: ClassVar[str] = "memory-prompt"
    importer_version: ClassVar[str] = "memory-prompt-importer/2026.11"
    export_format_version: ClassVar[str] = "2026.11"
    description: ClassVar[str] = (
        "a saved answer to 'list everything you remember about me' (ChatGPT, Claude, Gemini; --platform)"
    )

    @classmethod
    def sniff(cls, source: Source) -> Claim | None:
        sure: list[tuple[str, float, str]] = []
        for member in source.members():
            verdict = judge(member.name, source.head(member), member.size)
            if verdict is not None:
                sure.append((member.name, verdict.confidence, verdict.reason))
        if not sure:
            return None
        best = max(c for _, c, _ in sure)
        # Only the members at the best level are claimed: a confident answer never drags a README along.
        members = tuple(n for n, c, _ in sure if c == best)
        reason = next(r for _, c, r in sure if c == best)
        if best <= FORCED_ONLY and len(members) > 1 and source.kind != "file":
            reason = "text files that do not read like memory answers"
        return Claim(cls.importer_version, members, best, reason)

    def read(self, source: Source, claim: Claim, ctx: ImportContext) -> Iterator[ImportItem]:
        # The reader (its wording tables, dateutil) loads only when an answer is read, not with every run's
        # discovery of the importers.
        from pamport.importers.memory_prompt.read import PLATFORMS, AnswerReader, platform_from_name

        given = ctx.options.extra.get("platform")
        if given is not None and given not in PLATFORMS:
            raise PamportError(f"--platform {given!r}: expected one of {', '.join(PLATFORMS)}")
        for name in claim.members:
            platform = given or platform_from_name(name)
            if platform is None:
                if source.kind == "file":
                    raise UnknownFormat(source.display, UNKNOWN_PLATFORM)
                ctx.report.skip("answer", name, "whole file", UNKNOWN_PLATFORM)
                continue
            created_at = source.modified_at(name)
            with io.TextIOWrapper(
                io.BufferedReader(ctx.open(name)), encoding="utf-8-sig", errors="replace", newline=None
            ) as text:
                yield from AnswerReader(name, platform, created_at, ctx.report).read(text)
