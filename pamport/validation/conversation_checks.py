"""Deep checks of one conversation file: message ids and the message graph.

The graph is a forest: every ``parent_id`` and ``children_ids`` entry names a message of the same file, the
two directions agree (B.parent_id == A exactly when B is in A.children_ids), and following parents never
loops. The reference SDK only warns about dangling references; a dangling or one-sided edge loses a branch for
every reader, so pamport calls it an error.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

from pamport.timeutil import parse_datetime
from pamport.validation.report import ValidationReport


@dataclass(frozen=True)
class ConversationFacts:
    """What the bundle checks need from a conversation file once it has been read."""

    id: str
    platform: str
    message_count: int
    schema_version: str


def check_conversation(data: dict[str, Any], name: str, report: ValidationReport) -> ConversationFacts:
    messages: list[dict[str, Any]] = data["messages"]
    positions: dict[str, int] = {}
    for i, message in enumerate(messages):
        if message["id"] in positions:
            report.error(
                "id-unique",
                name,
                f"/messages/{i}/id",
                f"duplicate message id {message['id']!r} (first at /messages/{positions[message['id']]})",
            )
        else:
            positions[message["id"]] = i
    _graph(messages, positions, name, report)
    temporal = data["temporal"]
    created, updated = parse_datetime(temporal["created_at"]), parse_datetime(temporal.get("updated_at"))
    if created and updated and updated < created:
        report.error("temporal", name, "/temporal/updated_at", "updated_at is before created_at")
    return ConversationFacts(data["id"], data["provider"]["name"], len(messages), data["schema_version"])


def _graph(
    messages: list[dict[str, Any]], positions: dict[str, int], name: str, report: ValidationReport
) -> None:
    for i, message in enumerate(messages):
        mid = message["id"]
        parent = message.get("parent_id")
        if parent is not None:
            if parent == mid:
                report.error(
                    "message-graph", name, f"/messages/{i}/parent_id", f"message {mid!r} is its own parent"
                )
            elif parent not in positions:
                report.error(
                    "message-graph",
                    name,
                    f"/messages/{i}/parent_id",
                    f"message {mid!r} has parent_id {parent!r}, which is not a message of this conversation",
                )
            elif mid not in messages[positions[parent]].get("children_ids", []):
                report.error(
                    "message-graph",
                    name,
                    f"/messages/{positions[parent]}/children_ids",
                    f"message {parent!r} is the parent of {mid!r} but does not list it in children_ids",
                )
        children: list[str] = message.get("children_ids", [])
        for child, count in Counter(children).items():
            if count > 1:
                report.error(
                    "message-graph",
                    name,
                    f"/messages/{i}/children_ids",
                    f"child {child!r} is listed {count} times",
                )
        for k, child in enumerate(children):
            if child not in positions:
                report.error(
                    "message-graph",
                    name,
                    f"/messages/{i}/children_ids/{k}",
                    f"message {mid!r} lists child {child!r}, which is not a message of this conversation",
                )
            elif messages[positions[child]].get("parent_id") != mid:
                report.error(
                    "message-graph",
                    name,
                    f"/messages/{i}/children_ids/{k}",
                    f"message {mid!r} lists child {child!r}, whose parent_id is "
                    f"{messages[positions[child]].get('parent_id')!r}",
                )
    _cycles(messages, positions, name, report)


def _cycles(
    messages: list[dict[str, Any]], positions: dict[str, int], name: str, report: ValidationReport
) -> None:
    """Follow parent links from every message; each is walked once overall, so this is linear."""
    state: dict[str, int] = {}  # 1 = on the current path, 2 = done (reaches a root)
    for message in messages:
        path: list[str] = []
        current: str | None = message["id"]
        while current is not None and current in positions and state.get(current) is None:
            state[current] = 1
            path.append(current)
            current = messages[positions[current]].get("parent_id")
            if current is not None and state.get(current) == 1:
                if current == path[-1]:
                    break  # a message that is its own parent was reported above
                report.error(
                    "message-graph",
                    name,
                    f"/messages/{positions[current]}/parent_id",
                    f"following parent_id from {current!r} comes back to it (the message graph has a cycle)",
                )
                break
        for mid in path:
            state[mid] = 2
