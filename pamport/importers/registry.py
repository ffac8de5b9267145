"""Importer discovery (entry points) and detection (sniffing every importer against a source).

Built-in importers are registered in pamport's own ``pyproject.toml`` under ``pamport.importers``, exactly like a
third-party plugin would be, so there is one discovery path to test.
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib.metadata import entry_points

from pamport.errors import UnknownFormat
from pamport.importers.base import Claim, Importer
from pamport.importers.diagnose import unreadable_members
from pamport.importers.sources import Source

GROUP = "pamport.importers"
#: Claims below this are ignored in automatic detection.
MIN_CONFIDENCE = 0.3


@dataclass(frozen=True)
class LoadFailure:
    name: str
    error: str


def discover() -> tuple[dict[str, type[Importer]], list[LoadFailure]]:
    """All installed importers by ``importer_version``, and the entry points that failed to load."""
    found: dict[str, type[Importer]] = {}
    failures: list[LoadFailure] = []
    for ep in sorted(entry_points(group=GROUP), key=lambda e: e.name):
        try:
            cls = ep.load()
        except Exception as exc:  # a broken plugin must not break the others
            failures.append(LoadFailure(ep.name, f"{type(exc).__name__}: {exc}"))
            continue
        if not (isinstance(cls, type) and issubclass(cls, Importer)):
            failures.append(LoadFailure(ep.name, "entry point is not an Importer subclass"))
            continue
        found[cls.importer_version] = cls
    return found, failures


def importers() -> dict[str, type[Importer]]:
    return discover()[0]


def resolve_name(name: str, available: dict[str, type[Importer]]) -> type[Importer]:
    """Accept a full version (``chatgpt-importer/2025.01``), an importer family or a platform name."""
    if name in available:
        return available[name]
    matches = [
        cls
        for key, cls in available.items()
        if key.split("/")[0] == name or cls.platform == name or key.split("/")[0] == f"{name}-importer"
    ]
    if not matches:
        known = ", ".join(sorted(available)) or "none installed"
        raise UnknownFormat(name, f"no importer named {name!r} (installed: {known})")
    return sorted(matches, key=lambda c: c.importer_version)[-1]


def detect(
    source: Source, forced: str | None = None, available: dict[str, type[Importer]] | None = None
) -> list[tuple[type[Importer], Claim]]:
    """Which importers read which members of ``source``; every member goes to the most confident claim.

    ``available`` spares a caller that detects many sources (batch discovery) a discovery per call.
    """
    available = importers() if available is None else available
    if forced is not None:
        wanted = resolve_name(forced, available)
        candidates = (
            [
                cls
                for cls in available.values()
                if cls is wanted or (forced == cls.platform and cls.platform == wanted.platform)
            ]
            if forced not in available
            else [wanted]
        )
    else:
        candidates = list(available.values())

    claims: list[tuple[type[Importer], Claim]] = []
    for cls in sorted(candidates, key=lambda c: c.importer_version):
        try:
            claim = cls.sniff(source)
        except Exception:  # a sniff that trips over odd input is simply not a match
            claim = None
        if claim is not None and claim.members and (forced is not None or claim.confidence >= MIN_CONFIDENCE):
            claims.append((cls, claim))

    if not claims:
        if forced is not None:
            raise UnknownFormat(source.display, f"importer {forced!r} does not recognise this input")
        problems = unreadable_members(source)
        if problems:
            raise UnknownFormat(source.display, "; ".join(problems))
        names = ", ".join(m.name for m in source.members()[:5]) or "no files"
        raise UnknownFormat(
            source.display,
            f"not a recognised AI-assistant export (looked at: {names}); "
            "see `pamport importers` for supported formats or force one with --importer",
        )

    # Each member goes to the most confident claim (ties: the newer importer version).
    owner: dict[str, tuple[float, str]] = {}
    for cls, claim in claims:
        for name in claim.members:
            key = (claim.confidence, cls.importer_version)
            if name not in owner or key > owner[name]:
                owner[name] = key
    resolved: list[tuple[type[Importer], Claim]] = []
    for cls, claim in claims:
        kept = tuple(n for n in claim.members if owner[n][1] == cls.importer_version)
        if kept:
            resolved.append((cls, Claim(claim.importer, kept, claim.confidence, claim.reason)))
    return resolved
