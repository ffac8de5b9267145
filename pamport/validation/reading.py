"""Reading one PAM file for validation: JSON syntax with line and column, then the models, with JSON pointers.

Files are parsed strictly: ``NaN``/``Infinity`` and duplicate keys are valid Python JSON but not JSON (RFC
8259 / I-JSON), and a checksum over a document with duplicate keys depends on which copy a reader keeps.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from pamport.schemas.common import PamModel
from pamport.schemas.conversation import Conversation
from pamport.schemas.embeddings import EmbeddingsFile
from pamport.schemas.memory_store import MemoryStore
from pamport.validation.report import ValidationReport

SCHEMA_KINDS: dict[str, tuple[str, type[PamModel]]] = {
    "portable-ai-memory": ("memory-store", MemoryStore),
    "portable-ai-memory-conversation": ("conversation", Conversation),
    "portable-ai-memory-embeddings": ("embeddings", EmbeddingsFile),
}
_NON_JSON_CONSTANT = re.compile(r"-?\bNaN\b|-?\bInfinity\b")
_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F][0-9a-fA-F]{2}")


class _NotJson(ValueError):
    pass


def _reject_constant(name: str) -> Any:
    raise _NotJson(f"{name} is not a JSON value")


def _parse_float(text: str) -> float:
    value = float(text)
    if value in (float("inf"), float("-inf")):
        raise _NotJson(f"the number {text[:30]} is too large for a double")
    return value


def _pairs(duplicates: list[str]) -> Any:
    def hook(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for key, value in pairs:
            if key in out:
                duplicates.append(key)
            out[key] = value
        return out

    return hook


def load_json(path: Path, name: str, report: ValidationReport) -> Any | None:
    """Parse ``path``; on failure record an error with line and column and return None."""
    try:
        raw = path.read_bytes()
    except OSError as exc:
        report.error("read", name, "", f"cannot read the file: {exc.strerror or exc}")
        return None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        report.error("json", name, f"byte {exc.start}", "the file is not UTF-8")
        return None
    if text.startswith("\ufeff"):
        report.error(
            "json", name, "line 1, column 1", "the file starts with a byte-order mark (not allowed in JSON)"
        )
        return None
    duplicates: list[str] = []
    try:
        data = json.loads(
            text,
            parse_constant=_reject_constant,
            parse_float=_parse_float,
            object_pairs_hook=_pairs(duplicates),
        )
    except json.JSONDecodeError as exc:
        report.error("json", name, f"line {exc.lineno}, column {exc.colno}", f"invalid JSON: {exc.msg}")
        return None
    except _NotJson as exc:
        report.error("json", name, _position_of(text, _NON_JSON_CONSTANT), f"invalid JSON: {exc}")
        return None
    except RecursionError:
        report.error("json", name, "", "invalid JSON: nested too deeply")
        return None
    if _SURROGATE_ESCAPE.search(text) and not _valid_unicode(data):
        report.error(
            "json", name, _position_of(text, _SURROGATE_ESCAPE), "a \\u escape leaves a lone surrogate"
        )
        return None
    for key in dict.fromkeys(duplicates):
        report.error(
            "json", name, "", f"the key {key!r} appears twice in one object (JSON keys must be unique)"
        )
    return data


def _valid_unicode(data: Any) -> bool:
    """Escapes such as \\ud83d\\ude00 are fine in pairs; a lone one is not text (and cannot be hashed)."""
    try:
        json.dumps(data, ensure_ascii=False).encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _position_of(text: str, pattern: re.Pattern[str]) -> str:
    match = pattern.search(text)
    if match is None:
        return ""
    line = text.count("\n", 0, match.start()) + 1
    column = match.start() - (text.rfind("\n", 0, match.start()) + 1) + 1
    return f"line {line}, column {column}"


def kind_of(data: Any) -> str | None:
    if isinstance(data, dict) and isinstance(data.get("schema"), str) and data["schema"] in SCHEMA_KINDS:
        return SCHEMA_KINDS[data["schema"]][0]
    return None


def validate_model(data: Any, model: type[PamModel], name: str, report: ValidationReport) -> PamModel | None:
    """Validate a document with the pamport models; each problem becomes an error at its JSON pointer."""
    try:
        return model.validate_document(data)
    except ValidationError as exc:
        grouped: dict[str, list[str]] = {}
        for err in exc.errors(include_url=False):
            pointer, message = describe_error(
                data, err["loc"], err["type"], err["msg"], err.get("input"), err.get("ctx")
            )
            grouped.setdefault(pointer, [])
            if message not in grouped[pointer]:
                grouped[pointer].append(message)
        for pointer, messages in grouped.items():
            report.error(
                "schema", name, pointer or "/", "; or ".join(messages) if len(messages) > 1 else messages[0]
            )
        return None


def describe_error(
    data: Any, loc: Sequence[int | str], kind: str, msg: str, value: Any, ctx: dict[str, Any] | None
) -> tuple[str, str]:
    """JSON pointer of a pydantic error (union branch names dropped) and a message saying what was "
    "expected."""
    parts: list[str] = []
    node = data
    last_key: str | None = None
    for item in loc:
        if isinstance(node, dict) and isinstance(item, str) and item in node:
            parts.append(item)
            node = node[item]
        elif isinstance(node, list) and isinstance(item, int) and 0 <= item < len(node):
            parts.append(str(item))
            node = node[item]
        elif isinstance(item, str) and isinstance(node, dict):
            last_key = item
    pointer = "".join("/" + p.replace("~", "~0").replace("/", "~1") for p in parts)
    ctx = ctx or {}
    if kind == "missing" and last_key is not None:
        return pointer, f"required key '{last_key}' is missing"
    if kind == "extra_forbidden":
        return pointer, "unexpected key: the schema allows no other keys here"
    if kind == "string_pattern_mismatch":
        return pointer, f"{_short(value)} does not match the pattern {ctx.get('pattern')}"
    if kind == "literal_error":
        return pointer, f"{_short(value)} is not one of {ctx.get('expected')}"
    if kind == "value_error":
        return pointer, msg.removeprefix("Value error, ")
    if kind in ("null_not_allowed", "unknown_key", "missing_key"):
        return pointer, msg
    return pointer, f"{msg} (found {_short(value)})"


def _short(value: Any, limit: int = 80) -> str:
    text = json.dumps(value, ensure_ascii=False) if _jsonable(value) else repr(value)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _jsonable(value: Any) -> bool:
    try:
        json.dumps(value)
    except (TypeError, ValueError):
        return False
    return True
