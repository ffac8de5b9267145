"""ChatGPT ``content`` objects (one per ``content_type``) turned into PAM content parts.

Every content type ChatGPT has been seen to write gets a reader; anything else is kept verbatim in
``raw_metadata`` and reported, and whatever text it holds is still kept, so a new type never loses the words
of a message. The readers build plain dicts (validated once per conversation by the Conversation model) to
keep the hot loop lean.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pamport.importers.chatgpt.members_v2025_01 import AssetIndex
from pamport.importers.chatgpt.metadata_v2025_01 import citation, non_negative_int

#: Part ``content_type`` → PAM part/attachment type for pointers to files in the export.
_POINTER_KINDS = {
    "image_asset_pointer": "image",
    "audio_asset_pointer": "audio",
    "video_container_asset_pointer": "video",
    "file_asset_pointer": "file",
}
#: Keys that may carry readable text in a content object or part of an unknown type, in order of preference.
_TEXT_KEYS = ("text", "result", "content", "summary", "model_set_context")
#: Content fields whose text becomes part of the message (the rest goes to raw_metadata).
_CONSUMED: dict[str, tuple[str, ...]] = {
    "text": ("parts",),
    "multimodal_text": ("parts",),
    "code": ("text", "language"),
    "execution_output": ("text",),
    "tether_browsing_display": ("result",),
    "tether_quote": ("text", "url", "title"),
    "sonic_webpage": ("text", "url", "title"),
    "user_editable_context": ("user_profile", "user_instructions"),
    "model_editable_context": ("model_set_context",),
    "thoughts": ("thoughts",),
    "reasoning_recap": ("content",),
    "system_error": ("text",),
}

_READ_KEYS = {ctype: frozenset({"content_type", *keys}) for ctype, keys in _CONSUMED.items()}


class Body:
    """What a message's content contributes: parts, attachments, citations, and leftovers for raw_metadata."""

    __slots__ = ("attachments", "citations", "is_thought", "parts", "raw", "raw_parts")

    def __init__(self) -> None:
        self.parts: list[dict[str, Any]] = []
        self.attachments: list[dict[str, Any]] = []
        self.citations: list[dict[str, Any]] = []
        self.is_thought = False
        self.raw: dict[str, Any] = {}
        self.raw_parts: list[Any] = []

    def text(self, value: Any) -> None:
        if isinstance(value, str) and value:
            self.parts.append({"type": "text", "text": value, "language": None, "mime_type": None, "ref": None})

    def content(self) -> dict[str, Any]:
        """``{type: text}`` for a single text part (the common case), else ``{type: multipart}``."""
        parts = self.parts
        if not parts:
            return {"type": "text", "text": ""}
        if len(parts) == 1 and parts[0]["type"] == "text":
            return {"type": "text", "text": parts[0]["text"]}
        return {"type": "multipart", "parts": parts}


class ContentReader:
    """Reads content objects for one export (knows its assets and where to report unknown types)."""

    def __init__(self, assets: AssetIndex, report_unknown: Callable[[str, str], None]) -> None:
        self._assets = assets
        self._report_unknown = report_unknown
        self._where = ""
        self._readers: dict[str, Callable[[dict[str, Any], Body], None]] = {
            "text": self._parts,
            "multimodal_text": self._parts,
            "code": self._code,
            "execution_output": self._plain,
            "tether_browsing_display": self._browsing,
            "tether_quote": self._quote,
            "sonic_webpage": self._quote,
            "user_editable_context": self._user_context,
            "model_editable_context": self._model_context,
            "thoughts": self._thoughts,
            "reasoning_recap": self._recap,
            "system_error": self._plain,
        }

    @property
    def assets(self) -> AssetIndex:
        return self._assets

    def read(self, content: Any, where: str) -> tuple[str, Body]:
        """``(content_type, body)``; a missing or odd content object yields an empty body."""
        self._where = where
        body = Body()
        if not isinstance(content, dict):
            if content is not None:
                self._unknown("content:not-an-object")
                body.raw["content"] = content
            return "", body
        ctype = content.get("content_type")
        ctype = ctype if isinstance(ctype, str) else ""
        reader = self._readers.get(ctype)
        if reader is None:
            self._unknown(f"content_type:{ctype or '<missing>'}")
            body.raw["content"] = content
            self._any_text(content, body)
            return ctype, body
        reader(content, body)
        if not _READ_KEYS[ctype].issuperset(content):
            consumed = _READ_KEYS[ctype]
            body.raw["content"] = {k: v for k, v in content.items() if k not in consumed}
        return ctype, body

    def _unknown(self, what: str) -> None:
        self._report_unknown(what, self._where)

    # -- content types --

    def _parts(self, content: dict[str, Any], body: Body) -> None:
        parts = content.get("parts")
        if isinstance(parts, list):
            for part in parts:
                self._part(part, body)
        elif parts is not None:
            self._part(parts, body)

    def _code(self, content: dict[str, Any], body: Body) -> None:
        text = content.get("text")
        language = content.get("language")
        if not isinstance(language, str) or language in ("", "unknown"):
            language = None
        body.parts.append(
            {"type": "code", "text": text if isinstance(text, str) else "", "language": language,
             "mime_type": None, "ref": None}
        )  # fmt: skip

    def _plain(self, content: dict[str, Any], body: Body) -> None:
        body.text(content.get("text"))

    def _browsing(self, content: dict[str, Any], body: Body) -> None:
        result = content.get("result")
        body.text(result if result else content.get("summary"))

    def _quote(self, content: dict[str, Any], body: Body) -> None:
        body.text(content.get("text"))
        title = content.get("title") or content.get("domain")
        found = citation(title, content.get("url"), content.get("snippet"))
        if found is not None:
            body.citations.append(found)

    def _user_context(self, content: dict[str, Any], body: Body) -> None:
        body.text(content.get("user_profile"))
        body.text(content.get("user_instructions"))

    def _model_context(self, content: dict[str, Any], body: Body) -> None:
        body.text(content.get("model_set_context"))

    def _thoughts(self, content: dict[str, Any], body: Body) -> None:
        body.is_thought = True
        thoughts = content.get("thoughts")
        if not isinstance(thoughts, list):
            return
        extras: list[Any] = []
        for thought in thoughts:
            if isinstance(thought, str):
                body.text(thought)
                continue
            if not isinstance(thought, dict):
                continue
            body.text(thought.get("summary"))
            body.text(thought.get("content"))
            rest = {k: v for k, v in thought.items() if k not in ("summary", "content")}
            if rest:
                extras.append(rest)
        if extras:
            body.raw["thoughts"] = extras

    def _recap(self, content: dict[str, Any], body: Body) -> None:
        body.is_thought = True
        body.text(content.get("content"))

    # -- parts --

    def _part(self, part: Any, body: Body) -> None:
        if isinstance(part, str):
            body.text(part)
            return
        if part is None:
            return
        if not isinstance(part, dict):
            self._unknown("content_part:not-an-object")
            body.raw_parts.append(part)
            return
        body.raw_parts.append(part)
        ptype = part.get("content_type")
        kind = _POINTER_KINDS.get(ptype) if isinstance(ptype, str) else None
        if kind is not None:
            self._pointer(part, kind, body)
        elif ptype == "audio_transcription":
            body.text(part.get("text"))
        elif ptype == "real_time_user_audio_video_asset_pointer":
            self._nested_pointer(part.get("audio_asset_pointer"), "audio", body)
            self._nested_pointer(part.get("video_container_asset_pointer"), "video", body)
            frames = part.get("frames_asset_pointers")
            for frame in frames if isinstance(frames, list) else ():
                self._nested_pointer(frame, "image", body)
        elif ptype in ("tether_quote", "sonic_webpage", "tether_browsing_display"):
            body.text(part.get("text") or part.get("result"))
            found = citation(part.get("title") or part.get("domain"), part.get("url"), part.get("snippet"))
            if found is not None:
                body.citations.append(found)
        else:
            self._unknown(f"content_part:{ptype if isinstance(ptype, str) else '<missing>'}")
            if isinstance(part.get("asset_pointer"), str):
                self._pointer(part, "file", body)
            self._any_text(part, body)

    def _nested_pointer(self, part: Any, kind: str, body: Body) -> None:
        if isinstance(part, dict) and isinstance(part.get("asset_pointer"), str):
            ptype = part.get("content_type")
            self._pointer(part, _POINTER_KINDS.get(ptype, kind) if isinstance(ptype, str) else kind, body)

    def _pointer(self, part: dict[str, Any], kind: str, body: Body) -> None:
        pointer = part.get("asset_pointer")
        if not isinstance(pointer, str) or not pointer:
            return
        ref, name, mime = self._assets.resolve(pointer)
        if mime is None and kind == "audio" and isinstance(part.get("format"), str):
            mime = f"audio/{part['format']}"
        body.parts.append({"type": kind, "text": None, "language": None, "mime_type": mime, "ref": ref})
        body.attachments.append(
            {
                "type": kind,
                "name": name,
                "mime_type": mime,
                "size_bytes": non_negative_int(part.get("size_bytes")),
                "ref": ref,
                "provider_id": pointer,
            }
        )

    def _any_text(self, obj: dict[str, Any], body: Body) -> None:
        """Keep readable text from an object of unknown type."""
        for key in _TEXT_KEYS:
            value = obj.get(key)
            if isinstance(value, str) and value:
                body.text(value)
                return
        parts = obj.get("parts")
        if isinstance(parts, list):
            for part in parts:
                if isinstance(part, str):
                    body.text(part)
                elif isinstance(part, dict) and part is not obj:
                    self._any_text(part, body)
