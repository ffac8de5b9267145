"""Extractors by name, from the ``pamport.extractors`` entry points (a run and each of its workers load them)."""

from __future__ import annotations

from collections.abc import Iterable
from importlib.metadata import entry_points
from typing import Any

from pamport.errors import UnknownFormat
from pamport.pipeline.extract.base import Extractor

EXTRACTOR_GROUP = "pamport.extractors"


def load_extractors(names: Iterable[str], options: dict[str, Any]) -> list[Extractor]:
    """One extractor per name (``none`` and empty names are skipped); an unknown name is one clear error."""
    wanted = [n for n in names if n and n != "none"]
    available = {ep.name: ep for ep in entry_points(group=EXTRACTOR_GROUP)}
    result: list[Extractor] = []
    for name in wanted:
        if name not in available:
            raise UnknownFormat(name, f"no extractor named {name!r} (installed: {', '.join(sorted(available))})")
        cls = available[name].load()
        result.append(cls(options))
    return result
