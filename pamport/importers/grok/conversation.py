"""One wrapped Grok conversation (``{"conversation": {...}, "responses": [...]}``) as a PAM Conversation.

Conversation times are ISO strings, response times BSON dates; either may be missing or broken, so the times
fall back on each other (a response without a time takes the conversation's, a conversation without one takes
its earliest response's) and only a conversation with no usable time anywhere is skipped. A response that
cannot be read is skipped on its own; its children then hang from nothing and become roots, which the tree
records.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

from pamport.ids import conversation_id, message_id
from pamport.importers.grok.attachments import AssetIndex
from pamport.importers.grok.dates import parse_time
from pamport.importers.grok.graph import build_tree
from pamport.importers.grok.responses import ParsedResponse, Where, as_id, parse_response, unwrap
from pamport.importers.reporting import Reporter
from pamport.schemas import trusted
from pamport.schemas.conversation import (
    Conversation,
    ConversationTemporal,
    Message,
    Participant,
    ProviderInfo,
)

#: Conversation keys mapped to PAM fields (copied to raw_metadata only when the mapping failed).
_MAPPED = ("id", "title", "create_time", "modify_time", "user_id")
#: pamport's own remarks on a record live under this raw_metadata key (never a provider field name).
_NOTE_KEY = "pamport"


@dataclass
class ConversationReader:
    """Turns wrapped conversations into Conversations, reporting what it cannot convert."""

    platform: str
    export_format_version: str
    file: str
    report: Reporter
    assets: AssetIndex

    def read(self, item: Any, index: int) -> Conversation | None:
        """The conversation, or ``None`` after reporting why it was skipped."""
        self.report.record_read("conversation")
        where = f"conversation #{index + 1}"
        if not isinstance(item, dict):
            return self._skip(where, f"not a wrapped conversation object (found {type(item).__name__})")
        meta = item.get("conversation")
        responses = item.get("responses", [])
        if meta is None and "responses" in item:
            meta = {}
        if not isinstance(meta, dict):
            return self._skip(where, "the wrapper has no 'conversation' object")
        if responses is None:
            responses = []
        if not isinstance(responses, list):
            return self._skip(where, f"'responses' is not an array (found {type(responses).__name__})")
        provider_id = provider_conversation_id(meta, responses)
        if provider_id is None:
            return self._skip(
                where, "the conversation has no id (neither conversation.id nor responses' conversation_id)"
            )
        where = f"{where} (id {provider_id})"
        try:
            return self._convert(item, meta, responses, provider_id, where)
        except (ValueError, TypeError, KeyError, AttributeError) as exc:
            return self._skip(where, f"cannot be converted: {type(exc).__name__}: {exc}")

    def _skip(self, location: str, reason: str) -> Conversation | None:
        self.report.skip("conversation", self.file, location, reason)
        return None

    def _parse_all(self, responses: list[Any], provider_id: str, where: str) -> list[ParsedResponse]:
        parsed: list[ParsedResponse] = []
        for j, wrapper in enumerate(responses):
            self.report.record_read("message")
            location = f"{where}, response #{j + 1}"
            resp, extras = unwrap(wrapper)
            if resp is None:
                kind = type(wrapper).__name__
                reason = (
                    "no 'response' object in the wrapper"
                    if isinstance(wrapper, dict)
                    else f"not an object ({kind})"
                )
                self.report.skip("message", self.file, location, reason)
                continue
            try:
                parsed.append(
                    parse_response(
                        resp, extras, provider_id, self.assets, Where(self.report, self.file, location)
                    )
                )
            except (ValueError, TypeError, KeyError, AttributeError) as exc:
                self.report.skip(
                    "message", self.file, location, f"cannot be converted: {type(exc).__name__}: {exc}"
                )
        return parsed

    def _convert(
        self, item: dict[str, Any], meta: dict[str, Any], responses: list[Any], provider_id: str, where: str
    ) -> Conversation | None:
        pam_id = conversation_id(self.platform, provider_id)
        parsed = self._parse_all(responses, provider_id, where)
        created = parse_time(meta.get("create_time"))
        updated = parse_time(meta.get("modify_time"))
        message_times = sorted(p.created_at for p in parsed if p.created_at)
        if meta.get("create_time") is not None and created is None:
            self.report.unknown("conversation create_time that is not a time", self.file, where)
        created = created or (message_times[0] if message_times else None) or updated
        if created is None:
            return self._skip(where, "no usable timestamp on the conversation or any of its responses")
        if any(p.created_at is None for p in parsed):
            self.report.unknown(
                "response without a usable create_time (took the conversation's)", self.file, where
            )
        if updated is None and message_times and message_times[-1] > created:
            updated = message_times[-1]

        ids, by_provider = self._assign_ids(parsed, pam_id, where)
        tree = build_tree([(ids[i], p.parent_ref) for i, p in enumerate(parsed)], by_provider)
        messages: list[Message] = []
        for i, p in enumerate(parsed):
            raw = dict(p.raw)
            if ids[i] in tree.cuts:
                raw["parent_response_id"] = p.parent_ref
                note = tree.cuts[ids[i]] + "; kept as a root"
                _annotate(raw, note)
            messages.append(
                trusted.message(
                    id=ids[i],
                    provider_message_id=p.provider_id,
                    role=p.role,
                    text=p.text or None,
                    created_at=p.created_at or created,
                    parent_id=tree.parent[ids[i]],
                    children_ids=tree.children[ids[i]],
                    model=p.model,
                    attachments=p.attachments,
                    citations=p.citations,
                    raw_metadata=raw,
                )
            )
        conversation = Conversation(
            id=pam_id,
            provider=ProviderInfo(
                name=self.platform,
                conversation_id=provider_id,
                account_id=_str(meta.get("user_id")),
                export_format_version=self.export_format_version,
            ),
            title=_str(meta.get("title")),
            temporal=ConversationTemporal(created_at=created, updated_at=updated),
            participants=_participants(parsed),
            messages=messages,
            model=_main_model(parsed),
            is_archived=meta.get("archived") is True or meta.get("is_archived") is True,
            raw_metadata=self._raw(item, meta, parsed),
        )
        self.report.record_converted("conversation")
        self.report.record_converted("message", len(messages))
        return conversation

    def _assign_ids(
        self, parsed: list[ParsedResponse], pam_id: str, where: str
    ) -> tuple[list[str], dict[str, str]]:
        ids: list[str] = []
        by_provider: dict[str, str] = {}
        for i, p in enumerate(parsed):
            if p.provider_id is None:
                self.report.unknown("response without _id (id derived from its position)", self.file, where)
                ids.append(message_id(pam_id, f"#response-{i}"))
            elif p.provider_id in by_provider:
                _annotate(p.raw, "duplicate _id in this conversation; id derived from its position")
                ids.append(message_id(pam_id, f"{p.provider_id}#response-{i}"))
            else:
                by_provider[p.provider_id] = message_id(pam_id, p.provider_id)
                ids.append(by_provider[p.provider_id])
        return ids, by_provider

    def _raw(
        self, item: dict[str, Any], meta: dict[str, Any], parsed: list[ParsedResponse]
    ) -> dict[str, Any]:
        raw: dict[str, Any] = {k: v for k, v in meta.items() if k not in _MAPPED and v is not None}
        for key in ("create_time", "modify_time"):
            if meta.get(key) is not None and parse_time(meta[key]) is None:
                raw[key] = meta[key]
        if meta.get("id") is not None and as_id(meta["id"]) is None:
            raw["id"] = meta["id"]
        for key in ("title", "user_id"):
            if meta.get(key) is not None and _str(meta[key]) is None and meta[key] != "":
                raw[key] = meta[key]
        for key, value in item.items():
            if key not in ("conversation", "responses") and value is not None:
                raw.setdefault(key, value)
        leaf = meta.get("leaf_response_id")
        if isinstance(leaf, str) and any(p.provider_id == leaf for p in parsed):
            raw["current_node"] = leaf  # what pamport's branch selection reads (ChatGPT's name for the leaf)
        return raw


def _annotate(raw: dict[str, Any], note: str) -> None:
    raw.setdefault(_NOTE_KEY, {}).setdefault("notes", []).append(note)


def _str(value: object) -> str | None:
    return value.strip() if isinstance(value, str) and value.strip() else None


def provider_conversation_id(meta: dict[str, Any], responses: list[Any]) -> str | None:
    found = as_id(meta.get("id"))
    for wrapper in responses:
        if found is not None:
            break
        resp, _ = unwrap(wrapper)
        found = as_id(resp.get("conversation_id")) if resp is not None else None
    return found


def _participants(parsed: list[ParsedResponse]) -> list[Participant]:
    roles = {p.role for p in parsed}
    out: list[Participant] = []
    if "user" in roles:
        out.append(Participant(role="user"))
    if "assistant" in roles:
        out.append(Participant(role="assistant", name="Grok"))
    return out


def _main_model(parsed: list[ParsedResponse]) -> str | None:
    counts = Counter(p.model for p in parsed if p.role == "assistant" and p.model)
    if not counts:
        return None
    best = max(counts.values())
    return next(p.model for p in parsed if p.model and counts.get(p.model) == best)
