"""The one JSON path of the project.

Reading of exports goes through ijson (streaming); everything pamport writes goes through :func:`dumps_bytes` so
that output is byte-stable: sorted keys, two-space indent, UTF-8 without ASCII escaping, and floats that are whole
numbers written as integers in canonical (RFC 8785) contexts only, via :mod:`pamport.schemas.canonical`.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any


def dumps_bytes(obj: Any) -> bytes:
    """Serialize for files pamport writes: deterministic and readable."""
    return (json.dumps(obj, ensure_ascii=False, sort_keys=True, indent=2) + "\n").encode("utf-8")


def dumps_line(obj: Any) -> str:
    """Compact one-line form, for spool files and JSON Lines."""
    return json.dumps(obj, ensure_ascii=False, sort_keys=True, separators=(",", ":"))


def loads(data: str | bytes) -> Any:
    """Parse a small JSON document (never a whole export: those are streamed)."""
    return json.loads(data)


def load_path(path: Path) -> Any:
    """Load a PAM file pamport wrote or is asked to validate (bundle files, not provider exports)."""
    with path.open("rb") as fh:
        return json.load(fh)
