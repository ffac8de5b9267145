"""One Grok response (``{"response": {...}, "share_link": ...}``) as the parts of a PAM message.

The tree links (``parent_id``/``children_ids``) and the final ids are set by the conversation, which sees all
responses; this module maps what a response says about itself. Reasoning (``thinking_trace``,
``agent_thinking_traces``) and the tool chain (``steps``) stay verbatim in ``raw_metadata`` rather than
becoming ``is_thought`` messages: they carry no id or time of their own, and inserting synthetic nodes would
change the tree Grok recorded. Fields with no PAM home are copied verbatim; mapped fields are copied too when
the mapping loses something (the message text when render markup was removed, an unusable time, non-id file
attachment entries).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from pamport.importers.grok import attachments as att
from pamport.importers.grok import citations as cit
from pamport.importers.grok.dates import parse_time
from pamport.importers.grok.render import split_render
from pamport.importers.reporting import Reporter
from pamport.schemas.conversation import Attachment, Citation, Role

#: Keys consumed by the mapping and not copied to raw_metadata when the mapping is lossless.
_MAPPED = frozenset(
    {
        "_id",
        "message",
        "create_time",
        "parent_response_id",
        "model",
        "conversation_id",
        "generated_image_urls",
        "file_attachments",
    }
)
_USER_SENDERS = frozenset({"human", "user"})
_MISSING_ASSET_NOTE = (
    "Some file attachments name an asset whose file is not in the export "
    "(prod-mc-asset-server/<id>/content); they keep the asset id only."
)


@dataclass
class Where:
    """Where a record is, for the report."""

    report: Reporter
    file: str
    location: str

    def unknown(self, what: str) -> None:
        self.report.unknown(what, self.file, self.location)


@dataclass
class ParsedResponse:
    provider_id: str | None
    role: Role
    text: str
    created_at: str | None
    model: str | None
    parent_ref: str | None
    attachments: list[Attachment] = field(default_factory=list)
    citations: list[Citation] = field(default_factory=list)
    raw: dict[str, Any] = field(default_factory=dict)


def normalize_sender(sender: object) -> tuple[Role, bool]:
    """Grok's sender as a PAM role, and whether the value is a known one.

    Case-insensitive; anything that is not the human is the assistant (``ASSISTANT``, ``grok-3`` …).
    """
    if not isinstance(sender, str) or not sender.strip():
        return "assistant", False
    value = sender.strip().lower()
    if value in _USER_SENDERS:
        return "user", True
    return "assistant", value == "assistant" or value.startswith("grok")


def as_id(value: object) -> str | None:
    """A provider id: a string, an integer, or a MongoDB ``{"$oid": ...}``."""
    if isinstance(value, dict) and set(value) == {"$oid"}:
        value = value["$oid"]
    if isinstance(value, bool):
        return None
    if isinstance(value, str):
        return value.strip() or None
    if isinstance(value, int):
        return str(value)
    return None


def _lossy(resp: dict[str, Any], key: str, mapped: object) -> bool:
    """Whether a present value of a mapped key could not be mapped (and so must be kept raw)."""
    return resp.get(key) is not None and mapped is None


def unwrap(wrapper: object) -> tuple[dict[str, Any] | None, dict[str, Any]]:
    """The response object of a wrapper and the wrapper's other keys (``share_link`` …)."""
    if not isinstance(wrapper, dict):
        return None, {}
    inner = wrapper.get("response")
    if isinstance(inner, dict):
        return inner, {k: v for k, v in wrapper.items() if k != "response" and v is not None}
    if "response" not in wrapper and ("sender" in wrapper or "_id" in wrapper):
        return wrapper, {}  # an unwrapped response, as some re-exports write
    return None, {}


def _text(resp: dict[str, Any], where: Where) -> str:
    message = resp.get("message")
    if isinstance(message, str):
        return message
    if message is not None:
        where.unknown(f"message of type {type(message).__name__}")
    return ""


def _attachments(resp: dict[str, Any], assets: att.AssetIndex, where: Where) -> tuple[list[Attachment], bool]:
    """Attachments, and whether ``file_attachments`` must be kept verbatim (it said more than asset ids)."""
    found = att.generated_images(resp.get("generated_image_urls"))
    found += att.media_generations(resp.get("media_generations"))
    files = resp.get("file_attachments")
    keep_raw = files is not None and not (isinstance(files, list) and all(isinstance(f, str) for f in files))
    for entry in files if isinstance(files, list) else ([files] if files else []):
        attachment, present = assets.attachment(entry)
        if attachment is None:
            where.unknown("file attachment entry without an asset id or name")
            keep_raw = True
            continue
        if not present:
            where.report.note(_MISSING_ASSET_NOTE)
        found.append(attachment)
    return found, keep_raw


def parse_response(
    resp: dict[str, Any],
    extras: dict[str, Any],
    conversation_id: str | None,
    assets: att.AssetIndex,
    where: Where,
) -> ParsedResponse:
    """Map one response; ``extras`` are the wrapper's other keys (kept verbatim)."""
    sender = resp.get("sender")
    role, known = normalize_sender(sender)
    if not known:
        where.unknown(f"sender {sender!r} (taken as assistant)")

    raw_text = _text(resp, where)
    visible, tags = split_render(raw_text)
    attachments, keep_files = _attachments(resp, assets, where)
    citations = cit.cited_results(resp.get("cited_web_search_results"), resp.get("web_search_results"))
    cards = cit.parse_cards(resp.get("card_attachments_json")) if tags else {}
    for tag in tags:
        if cit.is_citation_tag(tag):
            citation = cit.resolve_tag(tag, cards, resp.get("web_search_results"))
            if citation is None:
                where.unknown("inline citation tag whose source is not in the export")
            else:
                citations.append(citation)
        elif (image := cit.image_url_of(tag, cards)) is not None:
            if all(a.ref != image for a in attachments):
                attachments.extend(att.generated_images([image]))
        else:
            where.unknown(f"grok:render tag of type {tag.kind or 'unknown'!r} (removed from the text)")

    created_at = parse_time(resp.get("create_time"))
    model_value = resp.get("model")
    field_model = model_value.strip() if isinstance(model_value, str) and model_value.strip() else None
    model = field_model
    if (
        model is None
        and role == "assistant"
        and isinstance(sender, str)
        and sender.strip().lower().startswith("grok")
    ):
        model = sender.strip()

    provider_id = as_id(resp.get("_id"))
    parent_ref = as_id(resp.get("parent_response_id"))
    images = resp.get("generated_image_urls")
    image_urls = images if isinstance(images, list) and all(isinstance(u, str) for u in images) else None
    raw: dict[str, Any] = {k: v for k, v in resp.items() if k not in _MAPPED and v is not None}
    mapped = {
        "_id": provider_id,
        "parent_response_id": parent_ref,
        "create_time": created_at,
        "model": field_model,
        "generated_image_urls": image_urls,
        "message": resp["message"] if isinstance(resp.get("message"), str) else None,
    }
    for key, value in mapped.items():
        if _lossy(resp, key, value):
            raw[key] = resp[key]
    if visible != raw_text:
        raw["message"] = raw_text
    if role == "user" and model is not None:
        raw["model"] = model_value  # the model the prompt was sent to; PAM's message.model is the author
        model = None
    other_conversation = as_id(resp.get("conversation_id"))
    if other_conversation is not None and other_conversation != conversation_id:
        raw["conversation_id"] = resp["conversation_id"]
    if keep_files:
        raw["file_attachments"] = resp.get("file_attachments")
    for key, value in extras.items():
        raw.setdefault(key, value)

    return ParsedResponse(
        provider_id=provider_id,
        role=role,
        text=visible,
        created_at=created_at,
        model=model,
        parent_ref=parent_ref,
        attachments=attachments,
        citations=cit.dedupe(citations),
        raw=raw,
    )
