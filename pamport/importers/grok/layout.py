"""Which members of a source make up a Grok export, found by content.

A Grok export is one folder per account, ``ttl/30d/export_data/<user uuid>/``, holding
``prod-grok-backend.json`` (conversations, projects, tasks, media posts), ``prod-mc-auth-mgmt-api.json``
(profile and sessions), ``prod-mc-billing.json`` and ``prod-mc-asset-server/<asset uuid>/content`` (uploads,
no extension). Users and tools rename the main file (``grok_export.json``, ``conversations.json``), so it is
recognised by its first kilobytes: ``{"conversations": [{"conversation": {...}, "responses": [...`` or a bare
array of such wrappers. Its siblings are then recognised by name or by their keys, and the asset folder beside
it by its layout.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import PurePosixPath

from pamport.importers.sources import Member, Source

BACKEND_NAME = "prod-grok-backend.json"
AUTH_NAME = "prod-mc-auth-mgmt-api.json"
BILLING_NAME = "prod-mc-billing.json"
ASSET_DIR = "prod-mc-asset-server"

_WRAPPER_KEY = r'"(?:conversation|responses)"\s*:\s*[\[{]'
#: The root object opens with the conversations array and its first wrapper.
_OBJECT_WITH_WRAPPER = re.compile(r'^\s*\{\s*"conversations"\s*:\s*\[\s*\{\s*' + _WRAPPER_KEY)
#: A bare array of wrapped conversations.
_ARRAY_OF_WRAPPERS = re.compile(r"^\s*\[\s*\{\s*" + _WRAPPER_KEY)
#: The root object opens with an empty conversations array (an account with projects only).
_OBJECT_EMPTY = re.compile(r'^\s*\{\s*"conversations"\s*:\s*\[\s*\]')
_GROK_SECTIONS = re.compile(r'"(?:projects|media_posts|tasks)"\s*:\s*\[')
#: Response fields that no other provider writes.
_GROK_RESPONSE_KEYS = re.compile(
    r'"(?:parent_response_id|cited_web_search_results|generated_image_urls)"\s*:'
)
_WRAPPED_RESPONSE = re.compile(r'"responses"\s*:\s*\[\s*\{\s*"response"\s*:\s*\{')
_AUTH_KEYS = re.compile(r'"(?:givenName|familyName|birthDate|given_name|family_name|birth_date)"\s*:')
_BINARY_SUFFIXES = frozenset(
    {
        ".png",
        ".jpg",
        ".jpeg",
        ".gif",
        ".webp",
        ".pdf",
        ".zip",
        ".mp3",
        ".mp4",
        ".wav",
        ".dat",
        ".html",
        ".csv",
    }
)
_UUID = re.compile(r"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$")


@dataclass(frozen=True)
class ExportGroup:
    """The members of one account's export folder."""

    folder: str
    backend: str
    confidence: float
    auth: str | None = None
    billing: str | None = None
    #: Asset id -> member holding its bytes (``.../<asset id>/content``).
    assets: dict[str, str] = field(default_factory=dict)
    #: Every file under the asset folder (claimed, so that no other importer takes them for its own).
    asset_members: tuple[str, ...] = ()

    @property
    def user_id_hint(self) -> str | None:
        """The ``<user uuid>`` folder name, when the export kept its layout."""
        name = PurePosixPath(self.folder).name
        return name if _UUID.match(name) else None

    @property
    def members(self) -> tuple[str, ...]:
        named = [self.backend, *(m for m in (self.auth, self.billing) if m)]
        return (*named, *self.asset_members)


def _in_asset_dir(name: str) -> bool:
    return ASSET_DIR in PurePosixPath(name).parts[:-1]


def backend_confidence(name: str, head: str) -> float:
    """How sure the first kilobytes of ``name`` make us that it is Grok's backend file (0 = not at all)."""
    if _OBJECT_WITH_WRAPPER.match(head) or _ARRAY_OF_WRAPPERS.match(head):
        strong = _WRAPPED_RESPONSE.search(head) or _GROK_RESPONSE_KEYS.search(head)
        return 0.95 if strong else 0.85
    if _OBJECT_EMPTY.match(head) and _GROK_SECTIONS.search(head):
        return 0.8
    if PurePosixPath(name).name == BACKEND_NAME and head.lstrip().startswith("{"):
        return 0.6
    return 0.0


def _sniffable(member: Member) -> bool:
    return (
        not _in_asset_dir(member.name) and PurePosixPath(member.name).suffix.lower() not in _BINARY_SUFFIXES
    )


def _sibling_role(source: Source, member: Member) -> str | None:
    """``auth`` or ``billing`` for a JSON file beside a backend file, by name first and keys second."""
    base = member.basename.lower()
    if base == AUTH_NAME or "auth" in base:
        return "auth"
    if base == BILLING_NAME or "billing" in base:
        return "billing"
    if base.endswith(".json") and _AUTH_KEYS.search(source.head_text(member)):
        return "auth"
    return None


def _assets(source: Source, folder: str) -> tuple[dict[str, str], tuple[str, ...]]:
    root = PurePosixPath(folder) / ASSET_DIR if folder != "." else PurePosixPath(ASSET_DIR)
    by_id: dict[str, str] = {}
    members: list[str] = []
    for member in source.members():
        path = PurePosixPath(member.name)
        try:
            rel = path.relative_to(root)
        except ValueError:
            continue
        if len(rel.parts) < 2:
            continue
        members.append(member.name)
        asset_id = rel.parts[0]
        if rel.parts[-1] == "content" or asset_id not in by_id:
            by_id[asset_id] = member.name
    return by_id, tuple(members)


def find_exports(source: Source) -> list[ExportGroup]:
    """Every Grok export in ``source`` (usually one), with the files that belong to it."""
    backends: list[tuple[Member, float]] = []
    for member in source.members():
        if not _sniffable(member):
            continue
        confidence = backend_confidence(member.name, source.head_text(member))
        if confidence > 0:
            backends.append((member, confidence))
    groups: list[ExportGroup] = []
    taken = {m.name for m, _ in backends}
    for member, confidence in backends:
        auth: str | None = None
        billing: str | None = None
        for sibling in source.members():
            if sibling.name in taken or sibling.parent != member.parent or not _sniffable(sibling):
                continue
            role = _sibling_role(source, sibling)
            if role == "auth" and auth is None:
                auth = sibling.name
            elif role == "billing" and billing is None:
                billing = sibling.name
        taken.update(n for n in (auth, billing) if n)
        assets, asset_members = _assets(source, member.parent)
        groups.append(
            ExportGroup(member.parent, member.name, confidence, auth, billing, assets, asset_members)
        )
    return groups
