"""pamport: AI-assistant data exports in, Portable AI Memory (PAM) v1.0 bundles out.

``import pamport`` is cheap: the API below is loaded on first use (module ``__getattr__``), so the command's
``--help`` and small scripts do not pay for pydantic models or pandas they never touch.

* :func:`open_bundle` - read a bundle: ``store``, ``memories``, ``conversations()`` (streamed),
  ``memories_frame()`` (pandas);
* :func:`convert` - an export into a bundle folder, as ``pamport convert`` does;
* :func:`render` - a bundle for the next assistant (Claude, ChatGPT, Gemini, a system prompt, Markdown), as
  ``pamport render`` does.
"""

from __future__ import annotations

from importlib.metadata import PackageNotFoundError, version
from typing import TYPE_CHECKING, Any

try:
    __version__ = version("pamport")
except PackageNotFoundError:  # running from a source tree that is not installed
    __version__ = "0.0.0"

if TYPE_CHECKING:
    from pamport.api import Bundle, ConvertResult, convert, open_bundle, render
    from pamport.errors import PamportError

_LAZY = {
    "Bundle": "pamport.api",
    "ConvertResult": "pamport.api",
    "convert": "pamport.api",
    "open_bundle": "pamport.api",
    "render": "pamport.api",
    "PamportError": "pamport.errors",
}

__all__ = ["Bundle", "ConvertResult", "PamportError", "__version__", "convert", "open_bundle", "render"]


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'pamport' has no attribute {name!r}")
    from importlib import import_module

    value = getattr(import_module(module), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *_LAZY})
