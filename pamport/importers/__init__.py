"""Importer plugins: the contract, discovery, sources, and one package per provider."""

from pamport.importers.base import (
    AccountInfo,
    Claim,
    ConversationItem,
    ImportContext,
    Importer,
    ImportItem,
    ImportOptions,
    MemoryDraft,
)
from pamport.importers.sources import Member, Source

__all__ = [
    "AccountInfo",
    "Claim",
    "ConversationItem",
    "ImportContext",
    "ImportItem",
    "ImportOptions",
    "Importer",
    "Member",
    "MemoryDraft",
    "Source",
]
