"""One line for a JSON parser's error, without the excerpt of the input that parsers like to include.

yajl's messages carry the text around the error (a user's message, a name, an address), sometimes as a bytes
``repr``; error lines and the run report must never quote what people wrote, so only the kind of error is kept,
in words that say what to do about it.
"""

from __future__ import annotations

import re

_QUOTED = re.compile(r"'[^']*'|\"[^\"]*\"")
_PLAIN = {
    "invalid bytes in UTF8 string": "invalid UTF-8 inside a string (the file is damaged or not UTF-8)",
    "invalid character inside string": "a control character (such as NUL) inside a string",
    "premature EOF": "the file ends in the middle of a value (truncated?)",
}


def describe_json_error(exc: BaseException) -> str:
    """The kind of JSON error in ``exc``, never quoting the input."""
    if isinstance(exc, UnicodeDecodeError):
        return "invalid UTF-8 (the file is damaged or not UTF-8; a lone surrogate cannot be encoded either)"
    arg = exc.args[0] if exc.args else ""
    text = arg.decode("utf-8", "replace") if isinstance(arg, bytes) else str(arg)
    if text.startswith(("b'", 'b"')):  # a bytes repr passed through str()
        text = text[2:]
    text = text.replace("\\n", "\n")
    line = next((part.strip() for part in text.splitlines() if part.strip()), type(exc).__name__)
    for marker, plain in _PLAIN.items():
        if marker in line:
            return f"{marker}: {plain}"
    return _QUOTED.sub("'...'", line)[:160]


_INPUT_VALUE = re.compile(r"input_value=.*?(?=, input_type=|\]$|$)", re.MULTILINE)


def redact_values(reason: str) -> str:
    """A skip reason without the record's values (pydantic quotes them as ``input_value=...``)."""
    return _INPUT_VALUE.sub("input_value=...", reason)


__all__ = ["describe_json_error", "redact_values"]
