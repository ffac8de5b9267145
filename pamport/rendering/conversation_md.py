"""One conversation as a Markdown document: front matter, then the active branch in order.

The front matter is YAML with every string double-quoted as JSON would quote it (a JSON string is a valid
YAML scalar), so a title holding ``: `` or ``#`` cannot break it. Each message is a ``###`` heading with the
role and time, then its text as written (assistants answer in Markdown already). Tool calls show their
name, input and output in fenced blocks; citations become a numbered list of links; attachments a list of
names. Messages that are only reasoning (``is_thought``) are kept, marked as such, inside a quote.

``--all-branches`` adds, after the active branch, every other branch (an edited prompt, a regenerated
answer) from the point where it leaves the path already shown.
"""

from __future__ import annotations

import json
import re
from typing import Any

from pamport.pipeline.extract.branches import active_path
from pamport.schemas.conversation import Conversation, Message


def _quote(value: object) -> str:
    if value is None:
        return "null"
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return str(value)
    return json.dumps(str(value), ensure_ascii=False)


def front_matter(conversation: Conversation, words: dict[str, str]) -> str:
    fields: list[tuple[str, object]] = [
        ("title", conversation.title or words["untitled"]),
        ("platform", conversation.provider.name),
        ("created", conversation.temporal.created_at),
        ("updated", conversation.temporal.updated_at),
        ("model", conversation.model or _first_model(conversation)),
        ("conversation_id", conversation.id),
        ("provider_conversation_id", conversation.provider.conversation_id),
    ]
    body = "\n".join(f"{key}: {_quote(value)}" for key, value in fields)
    return f"---\n{body}\n---"


def _first_model(conversation: Conversation) -> str | None:
    return next((m.model for m in conversation.messages if m.model), None)


def _fence(text: str, info: str = "") -> str:
    """A code fence longer than any backtick run inside ``text``, so the text cannot close it."""
    longest = max((len(run) for run in re.findall(r"`+", text)), default=0)
    ticks = "`" * max(3, longest + 1)
    return f"{ticks}{info}\n{text}\n{ticks}"


def _body(message: Message) -> list[str]:
    content = message.content
    if content is None:
        return []
    if content.type == "text":
        return [content.text] if content.text else []
    blocks: list[str] = []
    for part in content.parts:
        if part.type == "text" and part.text:
            blocks.append(part.text)
        elif part.type == "code" and part.text:
            blocks.append(_fence(part.text, part.language or ""))
        elif part.text or part.ref:
            label = part.text or part.ref
            blocks.append(f"*[{part.type}: {label}]*")
        else:
            blocks.append(f"*[{part.type}]*")
    return blocks


def _tool_input(value: dict[str, Any] | str | None) -> str | None:
    if value is None or value == "" or value == {}:
        return None
    if isinstance(value, str):
        return value
    return json.dumps(value, ensure_ascii=False, indent=2, sort_keys=True)


def _extras(message: Message, words: dict[str, str]) -> list[str]:
    blocks: list[str] = []
    for call in message.tool_calls:
        lines = [f"**{words['tool_call']}: `{call.name}`**"]
        code = _tool_input(call.input)
        if code is not None:
            lines.append(_fence(code, "json" if isinstance(call.input, dict) else ""))
        if call.output:
            lines.append(f"{words['tool_output']}:\n\n{_fence(call.output)}")
        blocks.append("\n\n".join(lines))
    if message.citations:
        items = []
        for n, cite in enumerate(message.citations, 1):
            title = (cite.title or cite.url or "").replace("[", "(").replace("]", ")")
            link = f"[{title}]({cite.url})" if cite.url else title
            snippet = f" — {' '.join(cite.snippet.split())}" if cite.snippet else ""
            items.append(f"{n}. {link}{snippet}")
        blocks.append(f"**{words['citations']}:**\n\n" + "\n".join(items))
    if message.attachments:
        items = [f"- {a.name or a.ref or a.type} ({a.mime_type or a.type})" for a in message.attachments]
        blocks.append(f"**{words['attachments']}:**\n\n" + "\n".join(items))
    return blocks


def message_markdown(message: Message, words: dict[str, str]) -> str | None:
    """A message as a heading and its blocks, or None when it shows nothing (an empty hidden system turn)."""
    blocks = _body(message) + _extras(message, words)
    if not blocks:
        return None
    role = words[message.role]
    thought = f" ({words['thought']})" if message.is_thought else ""
    model = f" · {message.model}" if message.model and message.role == "assistant" else ""
    text = "\n\n".join(blocks)
    if message.is_thought:
        text = "\n".join(f"> {line}" if line else ">" for line in text.split("\n"))
    return f"### {role}{thought} · {message.created_at}{model}\n\n{text}"


def _other_branches(conversation: Conversation, shown: list[Message]) -> list[list[Message]]:
    """Every path to a leaf not shown yet, from where it leaves what was already shown (oldest leaf first)."""
    by_id = {m.id: m for m in conversation.messages}
    seen = {m.id for m in shown}
    leaves = [m for m in conversation.messages if not any(c in by_id for c in m.children_ids)]
    branches: list[list[Message]] = []
    for leaf in sorted(leaves, key=lambda m: (m.created_at, m.id)):
        if leaf.id in seen:
            continue
        path: list[Message] = []
        node: Message | None = leaf
        while node is not None and node.id not in seen:
            path.append(node)
            seen.add(node.id)
            node = by_id.get(node.parent_id) if node.parent_id else None
        branches.append(path[::-1])
    return branches


def conversation_markdown(conversation: Conversation, words: dict[str, str], all_branches: bool = False) -> str:
    """The whole document for one conversation (deterministic: same conversation, same bytes)."""
    parts = [front_matter(conversation, words), f"# {conversation.title or words['untitled']}"]
    if conversation.system_instruction:
        parts.append(f"**{words['system_instruction']}:**\n\n{_fence(conversation.system_instruction)}")
    path = active_path(conversation)
    parts.extend(text for text in (message_markdown(m, words) for m in path) if text)
    if all_branches:
        branches = _other_branches(conversation, path)
        if branches:
            parts.append(f"## {words['other_branches']}")
        by_id = {m.id: m for m in conversation.messages}
        for n, branch in enumerate(branches, 1):
            parent = by_id.get(branch[0].parent_id or "")
            after = f" ({words['branch_from']} {parent.created_at})" if parent else ""
            parts.append(f"### {words['branch']} {n}{after}")
            shown = (message_markdown(m, words) for m in branch)
            parts.extend(text.replace("### ", "#### ", 1) for text in shown if text)
    return "\n\n".join(parts) + "\n"
