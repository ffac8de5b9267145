"""Constrained types shared by the three PAM files, mirroring the patterns and formats of the official
schemas.

Two ways into a model, on purpose:

* ``Model.validate_document(data)`` reads a *document* (a parsed PAM file or a dict shaped like one). It
  accepts what the official JSON Schemas accept, or less: ``null`` where the schema's type is not nullable is
  an error, aliased fields need their JSON key (``from``, ``schema``), and ``schema`` / ``schema_version``
  must be present. ``pamport validate`` reads files this way.
* ``Model(field=...)`` and plain ``Model.model_validate(dict)`` build an object in Python. There ``None``
  means "absent" for fields that serialize only when set, and ``schema`` / ``schema_version`` fall back to
  their defaults, so builders need not know which optional fields the schema lets be null. What they build
  still serializes (``to_json_dict``) to a schema-valid document.

Every check here errs on the strict side of the JSON Schema validators (jsonschema with ``FormatChecker``,
``rfc3339-validator``, ``rfc3986-validator``): a value the models accept must pass the official schema.
"""

from __future__ import annotations

import calendar
import ipaddress
import re
from typing import Annotated, Any, ClassVar, Self

from pydantic import (
    AfterValidator,
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    StringConstraints,
    ValidationInfo,
    model_validator,
)
from pydantic_core import PydanticCustomError

#: Validation-context key marking that the input is a document (see the module docstring).
DOCUMENT_CONTEXT = "pamport.document"

_RFC3339 = re.compile(
    r"([0-9]{4})-(0[1-9]|1[0-2])-([0-9]{2})[Tt]([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\.[0-9]+)?"
    r"([Zz]|[+-]([01][0-9]|2[0-3]):[0-5][0-9])",
    re.ASCII,
)

# RFC 3986 "URI" (scheme ":" hier-part [ "?" query ] [ "#" fragment ]), ASCII only, matched in full.
_U = r"A-Za-z0-9\-._~!$&'()*+,;="
_PCT = r"%[0-9A-Fa-f]{2}"
_PCHAR = rf"(?:[{_U}:@]|{_PCT})"
_QUERY = rf"(?:[{_U}:@/?]|{_PCT})*"
_URI = re.compile(
    rf"[A-Za-z][A-Za-z0-9+.\-]*:"
    rf"(?://(?:(?:[{_U}:]|{_PCT})*@)?(?P<host>\[[^\]]*\]|(?:[{_U}]|{_PCT})*)(?::[0-9]*)?(?:/{_PCHAR}*)*"
    rf"|/(?:{_PCHAR}+(?:/{_PCHAR}*)*)?"
    rf"|{_PCHAR}+(?:/{_PCHAR}*)*"
    rf"|)"
    rf"(?:\?{_QUERY})?(?:\#{_QUERY})?",
    re.ASCII,
)
_IP_FUTURE = re.compile(rf"v[0-9A-Fa-f]+\.[{_U}:]+", re.ASCII)


def check_datetime(value: str) -> str:
    """``value`` when it is an RFC 3339 date-time (JSON Schema's ``date-time``); ``ValueError`` otherwise."""
    match = _RFC3339.fullmatch(value)
    valid = match is not None
    if match is not None:
        year, day = int(match.group(1)), int(match.group(3))
        # every month has 28 days: the calendar is asked only about the 29th to the 31st (one check per message)
        valid = year > 0 and day >= 1 and (day <= 28 or day <= calendar.monthrange(year, int(match.group(2)))[1])
    if not valid:
        raise ValueError(f"not an RFC 3339 date-time: {value!r}")
    return value


def _valid_ip_literal(host: str) -> bool:
    inner = host[1:-1]
    if _IP_FUTURE.fullmatch(inner):
        return True
    if "%" in inner or not inner.isascii():
        return False
    try:
        ipaddress.IPv6Address(inner)
    except ValueError:
        return False
    return True


def is_absolute_uri(value: str) -> bool:
    """RFC 3986 ``URI`` (absolute, with scheme); what JSON Schema's ``format: uri`` means."""
    match = _URI.fullmatch(value)
    if match is None:
        return False
    host = match.group("host")
    return not (host and host.startswith("[") and not _valid_ip_literal(host))


def _check_uri(value: str) -> str:
    if not is_absolute_uri(value):
        raise ValueError(f"not an absolute URI (RFC 3986): {value!r}")
    return value


def _reject_null_in_documents(value: Any, info: ValidationInfo) -> Any:
    if value is None and is_document(info):
        raise PydanticCustomError(
            "null_not_allowed", "null is not allowed here (leave the field out instead)"
        )
    return value


def is_document(info: ValidationInfo) -> bool:
    context = info.context
    return isinstance(context, dict) and bool(context.get(DOCUMENT_CONTEXT))


DateTimeStr = Annotated[str, AfterValidator(check_datetime)]
UriStr = Annotated[str, AfterValidator(_check_uri)]
NonEmptyStr = Annotated[str, StringConstraints(min_length=1)]
Tag = Annotated[str, StringConstraints(min_length=1, pattern=r"^[a-z0-9][a-z0-9_-]*$")]
Platform = Annotated[str, StringConstraints(min_length=2, max_length=32, pattern=r"^[a-z0-9_-]{2,32}$")]
SchemaVersion = Annotated[str, StringConstraints(pattern=r"^[0-9]+\.[0-9]+(-(rc|alpha|beta)[0-9]*)?$")]
ToolVersion = Annotated[str, StringConstraints(pattern=r"^[a-zA-Z0-9_-]+/[0-9]+\.[0-9]+\.[0-9]+$")]
Sha256Ref = Annotated[str, StringConstraints(pattern=r"^sha256:[a-f0-9]{64}$")]
UnitFloat = Annotated[float, Field(ge=0.0, le=1.0)]
StorageType = Annotated[str, StringConstraints(pattern=r"^(file|database|object_storage|vector_db|uri)$")]
#: Marks an optional field whose schema type is not nullable: a document may omit it but not set it to null.
NotNull = BeforeValidator(_reject_null_in_documents)


def omit_none(value: Any) -> bool:
    """For optional fields whose schema type is not nullable: leave them out rather than write null."""
    return value is None


class PamModel(BaseModel):
    """Base of every PAM model: unknown fields are errors (``additionalProperties: false`` in the schemas)."""

    model_config = ConfigDict(extra="forbid", strict=True, validate_default=False, allow_inf_nan=False)

    #: Keys a document must carry even though Python construction may rely on their defaults.
    document_required: ClassVar[tuple[str, ...]] = ()

    @classmethod
    def __pydantic_init_subclass__(cls, **kwargs: Any) -> None:
        super().__pydantic_init_subclass__(**kwargs)
        if _needs_key_checks(cls) and not issubclass(cls, KeyedDocumentModel):
            raise TypeError(f"{cls.__name__} has an aliased or document-required key: derive from KeyedDocumentModel")

    @classmethod
    def validate_document(cls, data: Any) -> Self:
        """Validate a parsed PAM file (or a dict shaped like one) as strictly as the official schema does."""
        return cls.model_validate(data, context={DOCUMENT_CONTEXT: True})

    @classmethod
    def validate_document_json(cls, text: str | bytes | bytearray) -> Self:
        return cls.model_validate_json(text, context={DOCUMENT_CONTEXT: True})

    def to_json_dict(self) -> dict[str, Any]:
        """The dict pamport writes: every field, defaults included, so files are explicit and stable."""
        return self.model_dump(mode="json", by_alias=True)


def _needs_key_checks(cls: type[PamModel]) -> bool:
    return bool(cls.document_required) or any(f.alias and f.alias != n for n, f in cls.model_fields.items())


class KeyedDocumentModel(PamModel):
    """A PAM model whose documents need checks of their keys beyond the fields' own: an aliased key (``from``,
    ``schema``) given by its Python name, or a key Python construction may default (``document_required``).

    Only these models carry the check, a Python call on every validation: models without such keys (every
    message of every conversation) would pay it for nothing. :class:`PamModel` refuses a subclass that needs the
    check but does not derive from this class.
    """

    @model_validator(mode="before")
    @classmethod
    def _document_keys(cls, data: Any, info: ValidationInfo) -> Any:
        if not isinstance(data, dict) or not is_document(info):
            return data
        for name, field in cls.model_fields.items():
            if field.alias and field.alias != name and name in data:
                raise PydanticCustomError(
                    "unknown_key",
                    "'{name}' is not a key of this object (did you mean '{alias}'?)",
                    {"name": name, "alias": field.alias},
                )
        missing = [key for key in cls.document_required if key not in data]
        if missing:
            raise PydanticCustomError("missing_key", "required key '{key}' is missing", {"key": missing[0]})
        return data
