"""Grok projects (``projects`` in ``prod-grok-backend.json``) as native memories.

A project is a workspace the user set up by hand: its name and description say what the user is working on (a
``project`` memory) and its custom personality or instructions say how the user wants Grok to answer (an
``instruction`` memory, the text kept as written so that it can be carried to another assistant). Preferred
model and conversation starters go along as metadata: they are settings, not statements about the user.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from pamport.importers.base import MemoryDraft
from pamport.importers.grok.dates import parse_time
from pamport.importers.reporting import Reporter

EXTRACTOR = "pamport/0.1.0"
_ID_KEYS = ("workspace_id", "project_id", "id", "_id")
_NAME_KEYS = ("name", "title")
_INSTRUCTION_KEYS = ("custom_personality", "custom_instructions", "instructions", "system_prompt")
_TIME_KEYS = ("create_time", "created_at", "createTime", "modify_time", "update_time", "updated_at")


@dataclass
class ProjectDrafts:
    """The memories of one project; ``created_at`` is None when the project carries no usable time."""

    drafts: list[MemoryDraft]
    created_at: str | None


def _first(item: dict[str, Any], keys: tuple[str, ...]) -> str | None:
    for key in keys:
        value = item.get(key)
        if isinstance(value, str) and value.strip():
            return value.strip()
        if isinstance(value, int) and not isinstance(value, bool) and key in _ID_KEYS:
            return str(value)
    return None


def project_drafts(
    item: Any, index: int, file: str, report: Reporter, platform: str, user_id: str | None
) -> ProjectDrafts | None:
    """Drafts for one project (created_at left empty, set by the caller), or None after reporting a skip.

    The caller counts the project as converted once it has a time for it.
    """
    report.record_read("project")
    location = f"project #{index + 1}"
    if not isinstance(item, dict):
        report.skip("project", file, location, f"not an object (found {type(item).__name__})")
        return None
    project_id = _first(item, _ID_KEYS)
    name = _first(item, _NAME_KEYS)
    description = _first(item, ("description",))
    created = next((t for k in _TIME_KEYS if (t := parse_time(item.get(k)))), None)
    metadata: dict[str, Any] = {"source": "grok project"}
    for key, value in (("project_id", project_id), ("project_name", name)):
        if value:
            metadata[key] = value
    for key in ("preferred_model", "conversation_starters"):
        if item.get(key):
            metadata[key] = item[key]

    drafts: list[MemoryDraft] = []

    def draft(kind: str, content: str, summary: str, extra: dict[str, Any]) -> None:
        drafts.append(
            MemoryDraft(
                type=kind,  # type: ignore[arg-type]
                content=content,
                platform=platform,
                created_at="",
                extraction_method="api_export",
                extractor=EXTRACTOR,
                platform_user_id=user_id,
                summary=summary,
                metadata={**metadata, **extra},
            )
        )

    label = f'"{name}"' if name else (f"#{index + 1}" if project_id is None else project_id)
    if name or description:
        content = (
            f'Project "{name}": {description}'
            if name and description
            else f'Project "{name}"'
            if name
            else (f"Project: {description}")
        )
        draft("project", content, f"Grok project {label}", {"field": "name/description"})
    seen: set[str] = set()
    for key in _INSTRUCTION_KEYS:
        text = item.get(key)
        if isinstance(text, str) and text.strip() and text.strip() not in seen:
            seen.add(text.strip())
            draft(
                "instruction",
                text.strip(),
                f"Custom instructions of the Grok project {label}",
                {"field": key},
            )
    if not drafts:
        report.skip("project", file, location, "the project has no name, description or instructions")
        return None
    return ProjectDrafts(drafts, created)
