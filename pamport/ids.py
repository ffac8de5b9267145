"""Derived identifiers.

Ids are UUIDv5 values derived from provider ids, never random, so that two runs over the same export - or a newer
importer version over an old export - produce comparable bundles that can be diffed and merged incrementally.
"""

from __future__ import annotations

import uuid

#: Namespace of every pamport-derived id (a fixed UUIDv5 of the project's name in the URL namespace).
PAMPORT_NAMESPACE = uuid.uuid5(uuid.NAMESPACE_URL, "https://pamport.dev/ids/v1")


def derive(*parts: str) -> str:
    """UUIDv5 over the parts joined with a separator that cannot appear in provider ids by accident."""
    return str(uuid.uuid5(PAMPORT_NAMESPACE, "\x1f".join(parts)))


def conversation_id(platform: str, provider_conversation_id: str) -> str:
    return derive("conversation", platform, provider_conversation_id)


def message_id(conversation_id: str, provider_message_id: str) -> str:
    return derive("message", conversation_id, provider_message_id)


def memory_id(memory_type: str, content_hash: str) -> str:
    return derive("memory", memory_type, content_hash)


def relation_id(relation_type: str, from_id: str, to_id: str) -> str:
    return derive("relation", relation_type, from_id, to_id)


def embedding_id(memory_id: str, model: str) -> str:
    return derive("embedding", memory_id, model)
