"""Test helper: a bundle (or one PAM file) must pass both pamport's validator and the official JSON Schemas.

Usage from any test::

    from tests.pam_check import assert_bundle_valid
    assert_bundle_valid(out_dir)

The official schemas are read from the installed ``portable-ai-memory`` test dependency (the place the
``pam_schemas`` fixture uses), so these checks run on a fresh clone too.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from functools import cache
from pathlib import Path
from typing import Any

from jsonschema import Draft202012Validator, FormatChecker

from pamport.validation import ValidationReport, validate_path
from tests.conftest import PAM_SCHEMAS

SCHEMAS = PAM_SCHEMAS
SCHEMA_FILES = {
    "portable-ai-memory": "portable-ai-memory.schema.json",
    "portable-ai-memory-conversation": "portable-ai-memory-conversation.schema.json",
    "portable-ai-memory-embeddings": "portable-ai-memory-embeddings.schema.json",
}
#: Warnings tolerated by default: none, since pamport's own bundles should raise no warning at all (e.g.
#: "reference-sdk" means the reference SDK would reject the integrity checksum, see validation/sdk_compat.py).
TOLERATED_WARNINGS: frozenset[str] = frozenset()


@cache
def official_validator(schema_id: str) -> Draft202012Validator:
    """Validator for one official schema (with format checks); a missing schema is a broken test install."""
    path = SCHEMAS / SCHEMA_FILES[schema_id]
    if not path.is_file():
        raise FileNotFoundError(f"{path}: official PAM schema missing from the portable-ai-memory package")
    schema = json.loads(path.read_text(encoding="utf-8"))
    Draft202012Validator.check_schema(schema)
    return Draft202012Validator(schema, format_checker=FormatChecker())


def official_errors(document: Any) -> list[str]:
    """Messages of the official schema for a parsed document (empty when valid)."""
    schema_id = document.get("schema") if isinstance(document, dict) else None
    if schema_id not in SCHEMA_FILES:
        return [f"'schema' is {schema_id!r}, not a PAM schema id"]
    validator = official_validator(schema_id)
    return [f"{e.json_path}: {e.message}" for e in validator.iter_errors(document)]


def pam_files(path: Path) -> Iterator[Path]:
    """The PAM documents of a bundle (or the one file given)."""
    if path.is_file():
        yield path
        return
    for name in ("memory-store.json", "embeddings.json"):
        if (path / name).is_file():
            yield path / name
    yield from sorted((path / "conversations").glob("*.json"))


def assert_bundle_valid(
    path: str | Path, *, allow_warnings: Iterable[str] = TOLERATED_WARNINGS
) -> ValidationReport:
    """Fail, listing every problem, unless pamport's validation and the official schemas accept ``path``.

    Warnings fail too, except those whose check code is in ``allow_warnings`` (pass ``{"*"}`` to allow all).
    Returns pamport's report for further assertions.
    """
    target = Path(path)
    report = validate_path(target)
    allowed = set(allow_warnings)
    problems = [str(i) for i in report.errors]
    if "*" not in allowed:
        problems += [str(i) for i in report.warnings if i.check not in allowed]
    for file in pam_files(target):
        document = json.loads(file.read_text(encoding="utf-8"))
        name = file.relative_to(target).as_posix() if target.is_dir() else file.name
        problems += [f"official schema: {name} {message}" for message in official_errors(document)]
    assert not problems, f"{target} is not a valid PAM bundle:\n" + "\n".join(problems)
    return report
