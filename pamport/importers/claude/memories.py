"""``memories.json``: Claude's own memory of the user, cut into one PAM memory per statement.

The file is a one-element array (or, in newer exports, one object per file) with ``conversations_memory`` (one
Markdown-ish text about the user), ``project_memories`` (project uuid -> the same kind of text about that
project) and ``account_uuid``. It carries no time: the caller passes one (the newest conversation time of the
export, since Claude writes this memory from those conversations). Statements are Claude's inferences, not the
user's words, so they get ``extraction_method: api_export`` and a confidence of 0.9.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from pamport.importers.base import MemoryDraft
from pamport.importers.claude.projects import EXTRACTOR, PLATFORM, ProjectInfo
from pamport.importers.claude.scope import Scope
from pamport.importers.claude.statements import Statement, classify, heading_tag, split_statements
from pamport.importers.claude.values import nonblank
from pamport.schemas.memory_store import MemoryType

MEMORY_CONFIDENCE = 0.9
_KNOWN_FIELDS = frozenset({"conversations_memory", "project_memories", "account_uuid"})


def _tags(statement: Statement, first: str | None = None) -> list[str]:
    tags = [first] if first else []
    for heading in (statement.section, statement.subsection):
        tag = heading_tag(heading)
        if tag and tag not in tags:
            tags.append(tag)
    return tags


def _drafts(
    text: str,
    *,
    default: MemoryType,
    base: dict[str, Any],
    first_tag: str | None,
    created_at: str,
    user: str | None,
) -> list[MemoryDraft]:
    out: list[MemoryDraft] = []
    for n, statement in enumerate(split_statements(text), 1):
        meta = {**base, "statement": n}
        if statement.section:
            meta["section"] = statement.section
        if statement.subsection:
            meta["subsection"] = statement.subsection
        out.append(
            MemoryDraft(
                type=classify(statement.text, (statement.subsection, statement.section), default),
                content=statement.text,
                platform=PLATFORM,
                created_at=created_at,
                extraction_method="api_export",
                extractor=EXTRACTOR,
                platform_user_id=user,
                confidence=MEMORY_CONFIDENCE,
                tags=_tags(statement, first_tag),
                metadata=meta,
            )
        )
    return out


def memory_drafts(
    record: dict[str, Any],
    *,
    projects: Mapping[str, ProjectInfo],
    owner_id: str | None,
    created_at: str,
    scope: Scope,
) -> list[MemoryDraft]:
    """Every statement of one memories record as a draft; odd values are reported, never fatal."""
    user = nonblank(record.get("account_uuid")) or owner_id
    drafts: list[MemoryDraft] = []
    for key in record:
        if key not in _KNOWN_FIELDS and record[key] not in (None, "", [], {}):
            scope.unknown(f"memories field: {key}")

    general = record.get("conversations_memory")
    if isinstance(general, str):
        base = {"claude_file": "memories", "claude_field": "conversations_memory"}
        drafts += _drafts(general, default="fact", base=base, first_tag=None, created_at=created_at, user=user)
    elif general is not None:
        scope.unknown("conversations_memory that is not a string")

    per_project = record.get("project_memories")
    if isinstance(per_project, dict):
        for project_uuid, text in per_project.items():
            if not isinstance(text, str):
                if text is not None:
                    scope.unknown("project memory that is not a string", f"project {project_uuid}")
                continue
            base = {
                "claude_file": "memories",
                "claude_field": "project_memories",
                "project_uuid": project_uuid,
            }
            info = projects.get(project_uuid)
            if info is not None and info.name:
                base["project_name"] = info.name
            drafts += _drafts(text, default="project", base=base, first_tag="project", created_at=created_at, user=user)
    elif per_project is not None:
        scope.unknown("project_memories that is not an object")
    return drafts
