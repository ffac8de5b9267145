"""Constrained types shared by the three PAM files, mirroring the patterns and formats of the official schemas."""

from __future__ import annotations

import re
from typing import Annotated, Any

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, StringConstraints

_RFC3339 = re.compile(
    r"^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])[Tt]([01]\d|2[0-3]):[0-5]\d:([0-5]\d|60)(\.\d+)?"
    r"([Zz]|[+-]([01]\d|2[0-3]):[0-5]\d)$"
)
_URI = re.compile(r"^[A-Za-z][A-Za-z0-9+.\-]*:[^\s<>\"{}|\\^`]*$")


def _check_datetime(value: str) -> str:
    if not _RFC3339.match(value):
        raise ValueError(f"not an RFC 3339 date-time: {value!r}")
    return value


def _check_uri(value: str) -> str:
    if not _URI.match(value):
        raise ValueError(f"not an absolute URI: {value!r}")
    return value


DateTimeStr = Annotated[str, AfterValidator(_check_datetime)]
UriStr = Annotated[str, AfterValidator(_check_uri)]
NonEmptyStr = Annotated[str, StringConstraints(min_length=1)]
Tag = Annotated[str, StringConstraints(min_length=1, pattern=r"^[a-z0-9][a-z0-9_-]*$")]
Platform = Annotated[str, StringConstraints(min_length=2, max_length=32, pattern=r"^[a-z0-9_-]{2,32}$")]
SchemaVersion = Annotated[str, StringConstraints(pattern=r"^[0-9]+\.[0-9]+(-(rc|alpha|beta)[0-9]*)?$")]
ToolVersion = Annotated[str, StringConstraints(pattern=r"^[a-zA-Z0-9_-]+/[0-9]+\.[0-9]+\.[0-9]+$")]
Sha256Ref = Annotated[str, StringConstraints(pattern=r"^sha256:[a-f0-9]{64}$")]
UnitFloat = Annotated[float, Field(ge=0.0, le=1.0)]
StorageType = Annotated[str, StringConstraints(pattern=r"^(file|database|object_storage|vector_db|uri)$")]


def omit_none(value: Any) -> bool:
    """For optional fields whose schema type is not nullable: leave them out rather than write null."""
    return value is None


class PamModel(BaseModel):
    """Base of every PAM model: unknown fields are errors (the schemas are ``additionalProperties: false``)."""

    model_config = ConfigDict(extra="forbid", strict=True, validate_default=False)

    def to_json_dict(self) -> dict[str, Any]:
        """The dict pamport writes: every field, defaults included, so files are explicit and stable."""
        return self.model_dump(mode="json", by_alias=True)
