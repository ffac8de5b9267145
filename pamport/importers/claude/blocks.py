"""Claude content blocks to message segments.

One Claude message can hold a whole agentic turn: ``thinking``, ``text``, ``tool_use`` and ``tool_result``
blocks in the order they happened. PAM has one ``is_thought`` flag and one role per message, so the blocks are
cut into segments that each become one PAM message, in block order:

* consecutive ``thinking`` blocks -> a *thought* segment (role assistant, ``is_thought: true``);
* ``text`` and ``tool_use`` blocks -> an *answer* segment (the message's role; text fragments are concatenated
  as Claude splits cited spans into separate blocks; tool uses become ``tool_calls``);
* each ``tool_result`` -> a *tool* segment (role tool), its ``knowledge`` items -> citations.

``token_budget`` blocks are internal accounting and dropped (reported). Unknown block types are reported and
kept verbatim in the raw blocks of the answer segment they sit in; a string ``text`` they carry is kept as
text too. This module is pure (no reporting): it returns what it found so the caller can report it with a
location.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

from pamport.importers.claude.values import (
    add_unique,
    as_dict,
    as_list,
    citation,
    extras,
    nonblank,
    text_or_none,
    tool_input,
)
from pamport.schemas.conversation import Citation, ToolCall

SegmentKind = Literal["thought", "answer", "tool"]

_TEXT_KEYS = frozenset({"type", "text"})
_THINKING_KEYS = frozenset({"type", "thinking"})
_TOOL_USE_KEYS = frozenset({"type", "id", "name", "input"})
_TOOL_RESULT_KEYS = frozenset({"type", "content", "tool_use_id", "name", "is_error"})
_KNOWLEDGE_KEYS = frozenset({"title", "url", "text"})


@dataclass
class Segment:
    """What becomes one PAM message."""

    kind: SegmentKind
    texts: list[str] = field(default_factory=list)
    tool_calls: list[ToolCall] = field(default_factory=list)
    citations: list[Citation] = field(default_factory=list)
    #: Unmapped fields of the blocks in this segment, each with its position and type.
    blocks: list[dict[str, Any]] = field(default_factory=list)
    #: Segment-level provider fields (tool results: ``tool_use_id``, ``name``, ``is_error``, …).
    raw: dict[str, Any] = field(default_factory=dict)

    def text(self) -> str:
        """Answer fragments are concatenated (Claude cuts cited spans mid-sentence); edges are trimmed."""
        joiner = "" if self.kind == "answer" else "\n\n"
        return joiner.join(t for t in self.texts if t).strip()

    def keep_block(self, index: int, block_type: Any, fields: dict[str, Any]) -> None:
        if fields:
            self.blocks.append({"index": index, "type": block_type, **fields})


@dataclass(frozen=True)
class BlockIssue:
    """Something the caller must report: ``kind`` is ``unknown`` (kept raw) or ``dropped`` (on purpose)."""

    kind: Literal["unknown", "dropped"]
    what: str
    index: int


@dataclass
class BlockSplit:
    segments: list[Segment] = field(default_factory=list)
    issues: list[BlockIssue] = field(default_factory=list)

    @property
    def has_answer_text(self) -> bool:
        return any(s.kind == "answer" and s.text().strip() for s in self.segments)


class _Splitter:
    def __init__(self) -> None:
        self.out = BlockSplit()

    def _open(self, kind: SegmentKind) -> Segment:
        """The segment a block of ``kind`` goes into: the last one if it is of that kind, else a new one."""
        segments = self.out.segments
        if segments and segments[-1].kind == kind and kind != "tool":
            return segments[-1]
        seg = Segment(kind)
        segments.append(seg)
        return seg

    def block(self, index: int, block: Any) -> None:
        if not isinstance(block, dict):
            what = "content block: null" if block is None else f"content block: JSON {type(block).__name__}"
            self.out.issues.append(BlockIssue("unknown", what, index))
            if block is not None:
                self._open("answer").keep_block(index, None, {"value": block})
            return
        block_type = block.get("type")
        if block_type == "text":
            self._text(index, block)
        elif block_type == "thinking":
            self._thinking(index, block)
        elif block_type == "tool_use":
            self._tool_use(index, block)
        elif block_type == "tool_result":
            self._tool_result(index, block)
        elif block_type == "token_budget":
            self.out.issues.append(BlockIssue("dropped", "token_budget", index))
        else:
            self._unknown(index, block)

    def _text(self, index: int, block: dict[str, Any]) -> None:
        seg = self._open("answer")
        text = text_or_none(block.get("text"))
        if text:
            seg.texts.append(text)
        for item in as_list(block.get("citations")):
            if isinstance(item, dict):
                details = as_dict(item.get("details"))
                add_unique(
                    seg.citations,
                    citation(
                        item.get("title") or details.get("title"),
                        item.get("url") or details.get("url"),
                        item.get("snippet") or item.get("cited_text") or details.get("cited_text"),
                    ),
                )
        seg.keep_block(index, "text", extras(block, _TEXT_KEYS if text is not None else {"type"}))

    def _thinking(self, index: int, block: dict[str, Any]) -> None:
        seg = self._open("thought")
        text = nonblank(block.get("thinking"))
        if text is None:
            # Some exports keep only the summaries of a thought.
            summaries = as_list(block.get("summaries"))
            pieces = [nonblank(as_dict(s).get("summary")) for s in summaries]
            text = "\n".join(p for p in pieces if p) or None
        if text:
            seg.texts.append(text)
        mapped = _THINKING_KEYS if isinstance(block.get("thinking"), str) else {"type"}
        seg.keep_block(index, "thinking", extras(block, mapped))

    def _tool_use(self, index: int, block: dict[str, Any]) -> None:
        seg = self._open("answer")
        name = nonblank(block.get("name")) or "unknown_tool"
        call_id = block.get("id")
        seg.tool_calls.append(
            ToolCall(
                id=call_id if isinstance(call_id, str) else None,
                name=name,
                input=tool_input(block.get("input")),
            )
        )
        seg.keep_block(index, "tool_use", extras(block, _TOOL_USE_KEYS))

    def _tool_result(self, index: int, block: dict[str, Any]) -> None:
        seg = self._open("tool")
        for key in ("tool_use_id", "name", "is_error"):
            if block.get(key) is not None:
                seg.raw[key] = block[key]
        content = block.get("content")
        if isinstance(content, str):
            seg.texts.append(content)
        elif isinstance(content, list):
            kept: list[dict[str, Any]] = []
            for n, item in enumerate(content):
                self._result_item(index, n, item, seg, kept)
            if kept:
                seg.raw["content_items"] = kept
        elif content is not None:
            self.out.issues.append(BlockIssue("unknown", f"tool_result content: JSON {type(content).__name__}", index))
            seg.raw["content"] = content
        seg.keep_block(index, "tool_result", extras(block, _TOOL_RESULT_KEYS))

    def _result_item(self, index: int, n: int, item: Any, seg: Segment, kept: list[dict[str, Any]]) -> None:
        if not isinstance(item, dict):
            if isinstance(item, str):
                seg.texts.append(item)
            elif item is not None:
                kept.append({"index": n, "value": item})
            return
        item_type = item.get("type")
        if item_type == "text":
            text = text_or_none(item.get("text"))
            if text:
                seg.texts.append(text)
            rest = extras(item, {"type", "text"})
        elif item_type == "knowledge":
            add_unique(seg.citations, citation(item.get("title"), item.get("url"), item.get("text")))
            rest = extras(item, _KNOWLEDGE_KEYS | {"type"})
            if item.get("url") is not None and citation(None, item.get("url"), None) is None:
                rest["url"] = item["url"]  # not an absolute URI: the citation could not hold it
        else:
            self.out.issues.append(BlockIssue("unknown", f"tool_result item: {item_type}", index))
            text = text_or_none(item.get("text"))
            if text:
                seg.texts.append(text)
            rest = extras(item, {"type", "text"} if text else {"type"})
        if rest:
            kept.append({"index": n, "type": item_type, **rest})

    def _unknown(self, index: int, block: dict[str, Any]) -> None:
        block_type = block.get("type")
        self.out.issues.append(BlockIssue("unknown", f"content block: {block_type}", index))
        seg = self._open("answer")
        text = nonblank(block.get("text"))
        if text is not None:
            seg.texts.append(("\n\n" if seg.text() else "") + text)
        seg.keep_block(index, block_type, extras(block, {"type", "text"} if text else {"type"}))


def split_blocks(blocks: list[Any]) -> BlockSplit:
    """Cut a message's content blocks into segments, in block order (see the module docstring)."""
    splitter = _Splitter()
    for index, block in enumerate(blocks):
        splitter.block(index, block)
    return splitter.out
