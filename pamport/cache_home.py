"""Where pamport keeps what it may reuse between runs.

Three caches live under one folder: LLM answers and embedding vectors (drawn from conversations, so an
encrypted run sends them to memory instead), and the rules' compiled expressions (no text from any export,
so an encrypted run keeps using the user's copy rather than compiling the rules again).
"""

from __future__ import annotations

import os
from pathlib import Path


def user_cache_home() -> Path:
    """The XDG cache home of this user (``$XDG_CACHE_HOME``, else ``~/.cache``)."""
    return Path(os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache"))


def pamport_cache() -> Path:
    """pamport's folder under the cache home."""
    return user_cache_home() / "pamport"


def rules_cache_folder() -> Path:
    """The folder of the rules' compiled-expression cache (``$PAMPORT_CACHE_DIR`` moves it)."""
    return Path(os.environ.get("PAMPORT_CACHE_DIR") or str(pamport_cache()))
