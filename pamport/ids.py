"""Derived identifiers.

Ids are UUIDv5 values derived from provider ids, never random, so that two runs over the same export - or a newer
importer version over an old export - produce comparable bundles that can be diffed and merged incrementally.
"""

from __future__ import annotations

import uuid
from hashlib import sha1

#: Namespace of every pamport-derived id (a fixed UUIDv5 of the project's name in the URL namespace).
PAMPORT_NAMESPACE = uuid.uuid5(uuid.NAMESPACE_URL, "https://pamport.dev/ids/v1")
_NAMESPACE_BYTES = PAMPORT_NAMESPACE.bytes


def derive(*parts: str) -> str:
    """UUIDv5 over the parts joined with a separator that cannot appear in provider ids by accident.

    Exactly ``str(uuid.uuid5(PAMPORT_NAMESPACE, name))``, computed without building a ``UUID`` object: every
    message of an export gets one, and the object cost twice the hash (``tests/test_ids.py`` compares both).
    """
    raw = bytearray(sha1(_NAMESPACE_BYTES + "\x1f".join(parts).encode("utf-8")).digest()[:16])
    raw[6] = (raw[6] & 0x0F) | 0x50  # version 5
    raw[8] = (raw[8] & 0x3F) | 0x80  # RFC 4122 variant
    h = raw.hex()
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


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
