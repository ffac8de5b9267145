"""PAM v1.0 models (memory store, conversation, embeddings) and canonical hashing."""

from pamport.schemas.canonical import canonical_bytes, content_hash, integrity_block, integrity_checksum
from pamport.schemas.conversation import Conversation, Message
from pamport.schemas.embeddings import EmbeddingsFile
from pamport.schemas.memory_store import Memory, MemoryStore

SCHEMA_VERSION = "1.0"

__all__ = [
    "SCHEMA_VERSION",
    "Conversation",
    "EmbeddingsFile",
    "Memory",
    "MemoryStore",
    "Message",
    "canonical_bytes",
    "content_hash",
    "integrity_block",
    "integrity_checksum",
]
