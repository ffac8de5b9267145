"""``projects.json``: project instructions and descriptions as memories, and the names project memories need.

A project's ``prompt_template`` is what the user told Claude to do in that project: each of its statements
becomes an ``instruction`` memory. The ``description`` becomes one ``project`` memory. Both are the user's own
words, so their extraction method is ``explicit_user_input``. Project knowledge documents (``docs``) are
files, not statements: they are reported as skipped, and their names listed in the description memory's
metadata.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from pamport.importers.base import MemoryDraft
from pamport.importers.claude.scope import Scope
from pamport.importers.claude.statements import clean, heading_tag, split_statements
from pamport.importers.claude.values import nonblank
from pamport.timeutil import parse_iso

PLATFORM = "claude"
EXTRACTOR = "pamport/0.1.0"
DOC_REASON = "project knowledge document not converted: PAM memories hold statements, not documents"


@dataclass(frozen=True)
class ProjectInfo:
    """What later stages need of a project; small, so every project of an export can be held."""

    uuid: str | None
    name: str | None
    description: str | None
    prompt_template: str | None
    #: ``updated_at``, else ``created_at`` (None when neither parses: the export's time is used then).
    time: str | None
    doc_names: tuple[str, ...] = ()
    extra: dict[str, Any] = field(default_factory=dict)


def read_project(record: dict[str, Any], scope: Scope) -> ProjectInfo:
    """Keep what memories need; report each document as not converted."""
    docs = record.get("docs")
    names: list[str] = []
    if isinstance(docs, list):
        for n, doc in enumerate(docs, 1):
            name = (nonblank(doc.get("filename")) or nonblank(doc.get("file_name"))) if isinstance(doc, dict) else None
            names.append(name or f"document #{n}")
            scope.skip("project_doc", DOC_REASON, f"doc #{n}" + (f" ({name})" if name else ""))
    extra = {k: record[k] for k in ("is_private", "is_starter_project") if isinstance(record.get(k), bool)}
    return ProjectInfo(
        uuid=nonblank(record.get("uuid")),
        name=nonblank(record.get("name")),
        description=nonblank(record.get("description")),
        prompt_template=nonblank(record.get("prompt_template")),
        time=parse_iso(record.get("updated_at")) or parse_iso(record.get("created_at")),
        doc_names=tuple(names),
        extra=extra,
    )


def project_drafts(project: ProjectInfo, *, platform_user_id: str | None, fallback_time: str) -> list[MemoryDraft]:
    """Instruction memories from the prompt template, a project memory from the description."""
    created_at = project.time or fallback_time
    base: dict[str, Any] = {"claude_file": "projects", **project.extra}
    if project.uuid:
        base["project_uuid"] = project.uuid
    if project.name:
        base["project_name"] = project.name
    drafts: list[MemoryDraft] = []
    if project.description:
        text = clean(project.description)
        content = f"Project {project.name}: {text}" if project.name else text
        meta = {**base, "claude_field": "description"}
        if project.doc_names:
            meta["docs"] = list(project.doc_names)
        drafts.append(_draft("project", content, created_at, ["project"], meta, platform_user_id))
    if project.prompt_template:
        for n, statement in enumerate(split_statements(project.prompt_template), 1):
            tags = ["project", "instructions"]
            tag = heading_tag(statement.section)
            if tag and tag not in tags:
                tags.append(tag)
            meta = {**base, "claude_field": "prompt_template", "statement": n}
            if statement.section:
                meta["section"] = statement.section
            drafts.append(_draft("instruction", statement.text, created_at, tags, meta, platform_user_id))
    return drafts


def _draft(
    memory_type: Any, content: str, created_at: str, tags: list[str], meta: dict[str, Any], user: str | None
) -> MemoryDraft:
    return MemoryDraft(
        type=memory_type,
        content=content,
        platform=PLATFORM,
        created_at=created_at,
        extraction_method="explicit_user_input",
        extractor=EXTRACTOR,
        platform_user_id=user,
        confidence=1.0,
        tags=tags,
        metadata=meta,
    )
