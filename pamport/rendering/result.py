"""What a render returns: the text, and an account of every memory that went in or was left out."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Omission:
    """A memory that is not in the output, and why (so nothing is left out silently)."""

    id: str
    reason: str

    def to_json(self) -> dict[str, str]:
        return {"id": self.id, "reason": self.reason}


@dataclass
class RenderResult:
    """One target's text; ``fields`` holds the separate paste-in fields of targets that have them (ChatGPT)."""

    target: str
    text: str
    included: list[str] = field(default_factory=list)
    omitted: list[Omission] = field(default_factory=list)
    fields: dict[str, str] | None = None
    #: The character budget the text was fitted to (per field for ChatGPT); None means unlimited.
    max_chars: int | None = None

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "target": self.target,
            "text": self.text,
            "included": list(self.included),
            "omitted": [o.to_json() for o in self.omitted],
        }
        if self.fields is not None:
            data["fields"] = dict(self.fields)
        return data
