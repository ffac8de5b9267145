"""The trusted message builder accepts only what ``Message(...)`` accepts, and builds the same message.

The Claude, Grok and Copilot importers build their messages with :func:`pamport.schemas.trusted.message`
(no pydantic pass); whatever they give it, the result must be what validation would have given, and a value
validation refuses must be refused too (the importers skip and report such a record), so no file can hold a
message the schema rejects. The importers' own tests check every written file against the official schema.
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pydantic import ValidationError

from pamport.schemas import trusted
from pamport.schemas.conversation import Attachment, Citation, Message, MessageContent, ToolCall

GOOD_TIMES = ["2024-01-02T03:04:05Z", "2024-02-29T23:59:59.123456Z", "1999-12-31T00:00:00+05:30"]
BAD_TIMES = ["", "2024-02-30T00:00:00Z", "2023-02-29T00:00:00Z", "999-01-01T00:00:00Z", "2024-01-02 03:04:05", "x"]
ROLES = ["user", "assistant", "system", "tool", "human", "", "User"]


#: A valid message's fields; each example then spoils at most one of them with a value of the wrong shape.
valid_fields = st.fixed_dictionaries(
    {
        "id": st.text(min_size=1, max_size=8),
        "role": st.sampled_from(ROLES[:4]),
        "created_at": st.sampled_from(GOOD_TIMES),
        "text": st.one_of(st.none(), st.text(max_size=20)),
        "provider_message_id": st.one_of(st.none(), st.text(max_size=8)),
        "parent_id": st.one_of(st.none(), st.text(max_size=8)),
        "children_ids": st.one_of(st.none(), st.lists(st.text(min_size=1, max_size=4), max_size=3)),
        "model": st.one_of(st.none(), st.text(max_size=8)),
        "is_thought": st.booleans(),
        "attachments": st.lists(st.just(Attachment(type="image", name="a.png")), max_size=2),
        "citations": st.lists(st.just(Citation(title="t", url="https://example.org/")), max_size=2),
        "tool_calls": st.lists(st.just(ToolCall(name="search")), max_size=2),
        "raw_metadata": st.one_of(st.none(), st.dictionaries(st.text(max_size=4), st.integers(), max_size=3)),
    }
)
BAD_VALUES: dict[str, list[Any]] = {
    "id": ["", 7, None],
    "role": ROLES[4:],
    "created_at": [*BAD_TIMES, 1700000000],
    "text": [3, b"bytes"],
    "provider_message_id": [1, True],
    "parent_id": [2.5],
    "children_ids": [[""], [1], ["a", None]],
    "model": [0],
    "is_thought": [0, 1, "true"],
    "attachments": [[Citation(title="t")], ["a.png"]],
    "citations": [[Attachment(type="image")], [None]],
    "tool_calls": [[Citation(title="t")], ["search"]],
    "raw_metadata": [{1: "not a string key"}, ["not", "an", "object"]],
}


@st.composite
def fields(draw: st.DrawFn) -> dict[str, Any]:
    values = dict(draw(valid_fields))
    if draw(st.booleans()):
        name = draw(st.sampled_from(sorted(BAD_VALUES)))
        values[name] = draw(st.sampled_from(BAD_VALUES[name]))
    return values


def _validated(values: dict[str, Any]) -> Message | None:
    args = dict(values)
    text = args.pop("text")
    if args["raw_metadata"] is None:
        args.pop("raw_metadata")
    if args["children_ids"] is None:
        args.pop("children_ids")
    try:
        content = None if text is None else MessageContent(type="text", text=text)
        return Message(content=content, **args)
    except ValidationError:
        return None


def _trusted(values: dict[str, Any]) -> Message | None:
    try:
        return trusted.message(**values)
    except trusted.UncheckedValue:
        return None


@settings(max_examples=400, deadline=None)
@given(fields())
def test_trusted_builder_agrees_with_validation(values: dict[str, Any]) -> None:
    validated, built = _validated(values), _trusted(values)
    assert (validated is None) == (built is None), (validated, built)
    if validated is not None and built is not None:
        assert built.to_json_dict() == validated.to_json_dict()
        assert built.model_dump_json(by_alias=True) == validated.model_dump_json(by_alias=True)
        assert Message.validate_document(built.to_json_dict()) == validated


def test_trusted_builder_copies_what_validation_copies() -> None:
    """Validation gives the message its own lists and metadata dict; so does the builder."""
    meta: dict[str, Any] = {"a": 1}
    children = ["b"]
    built = trusted.message(
        id="m", role="user", created_at=GOOD_TIMES[0], children_ids=children, raw_metadata=meta
    )
    meta["a"] = 2
    children.append("c")
    assert built.raw_metadata == {"a": 1} and built.children_ids == ["b"]


def test_trusted_builder_takes_nested_parts_as_models_only() -> None:
    """Stricter than validation, which would build an attachment from a dict: importers make their parts as
    models (validated), so a dict here is a mistake in the importer."""
    with pytest.raises(trusted.UncheckedValue):
        trusted.message(id="m", role="user", created_at=GOOD_TIMES[0], attachments=[{"type": "image"}])  # type: ignore[list-item]


@pytest.mark.parametrize("value", BAD_TIMES)
def test_trusted_builder_refuses_times_the_schema_refuses(value: str) -> None:
    with pytest.raises(trusted.UncheckedValue):
        trusted.message(id="m", role="user", created_at=value)
