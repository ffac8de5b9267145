"""Author column values -> PAM roles.

The activity history writes ``Human`` / ``user`` and ``AI``; the chat and Microsoft 365 files write ``user``
and the assistant's display name (``Copilot``, ``Microsoft 365 Copilot``, an agent's name ...), and
occasionally a component that fed the chat (``api_tool``, a file-upload app, a plugin, ``system``). The
assistant's name is open-ended, so an author that is neither a known user nor tool-like is read as the
assistant, and reported so a new value is seen. Users can pin any author to a role with
``ImportOptions.extra["copilot_author_roles"]`` (``{"Kayak": "tool"}``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Literal

Role = Literal["user", "assistant", "system", "tool"]
ROLES: tuple[Role, ...] = ("user", "assistant", "system", "tool")

_USER = frozenset({"user", "human", "you", "me"})
_ASSISTANT = frozenset(
    {"ai", "bot", "assistant", "copilot", "bing", "bingchat", "bing chat", "bizchat", "sydney"}
)
_SYSTEM = frozenset({"system"})
_TOOL_EXACT = frozenset({"tool", "function", "plugin", "api", "upload"})
#: Substrings that mark a component rather than a conversational party.
_TOOL_PARTS = ("tool", "plugin", "upload", "connector", "extension", "function_call")


@dataclass(frozen=True)
class AuthorRole:
    role: Role
    #: False when the value was not recognised and the assistant was assumed.
    known: bool


def author_role(author: str, overrides: Mapping[str, str] | None = None) -> AuthorRole:
    key = " ".join(author.split()).lower()
    if overrides:
        for name, role in overrides.items():
            if name.strip().lower() == key and role in ROLES:
                return AuthorRole(role, True)
    if key in _USER:
        return AuthorRole("user", True)
    if key in _SYSTEM:
        return AuthorRole("system", True)
    if key in _ASSISTANT or "copilot" in key:
        return AuthorRole("assistant", True)
    if key in _TOOL_EXACT or any(part in key for part in _TOOL_PARTS):
        return AuthorRole("tool", True)
    return AuthorRole("assistant", False)


def role_overrides(extra: Mapping[str, object]) -> dict[str, str]:
    """The user's author->role table from ``ImportOptions.extra``, ignoring anything malformed."""
    table = extra.get("copilot_author_roles")
    if not isinstance(table, Mapping):
        return {}
    return {str(k): str(v) for k, v in table.items() if isinstance(v, str) and v in ROLES}
