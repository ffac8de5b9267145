"""What computes vectors: the local model (default) or an OpenAI-compatible endpoint, behind one small protocol.

Models are named as the embedding storage protocol says (``provider/model``): the local model is
``local/minilm-l6-v2`` (the protocol's canonical name for all-MiniLM-L6-v2); an endpoint's model keeps its own
name when it already has that form (``ollama/nomic-embed-text``) and is otherwise put under ``openai/``.
The same string names the model in the cache and in ``embeddings.json``, so vectors of different models are
never compared (protocol §6.4).
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from pamport.cache_home import pamport_cache
from pamport.errors import PamportError

if TYPE_CHECKING:
    from pamport.embeddings.blob import Vector

LOCAL_MODEL = "local/minilm-l6-v2"
#: Dimensions of the models whose size is known (protocol §3.3); ``validate`` checks files against them.
KNOWN_DIMENSIONS = {
    LOCAL_MODEL: 384,
    "ollama/nomic-embed-text": 768,
    "ollama/mxbai-embed-large": 1024,
    "openai/text-embedding-3-small": 1536,
    "openai/text-embedding-3-large": 3072,
    "openai/text-embedding-ada-002": 1536,
    "cohere/embed-english-v3.0": 1024,
    "voyage/voyage-2": 1024,
}
DEFAULT_API_KEY_ENV = "PAMPORT_EMBED_API_KEY"
_NAMESPACED = re.compile(r"^[^/\s]+/[^/\s]+$")


class EmbeddingUnavailable(PamportError):
    """The model asked for cannot be used (extra missing, weights not found or not genuine, bad options)."""


class Embedder(Protocol):
    """Computes float32 vectors, one row per text, in the order given."""

    model: str

    def embed(self, texts: list[str]) -> list[Vector]: ...


def default_cache_path() -> Path:
    """The cache shared by every run of this user (re-imports reuse it), beside the LLM answer cache."""
    return pamport_cache() / "embeddings.sqlite3"


def endpoint_model_id(name: str) -> str:
    """The protocol name of an endpoint's model (see the module docstring)."""
    if _NAMESPACED.match(name):
        return name
    return "openai/" + re.sub(r"[/\s]+", "-", name.strip())


@dataclass(frozen=True)
class EmbedOptions:
    """How to embed (picklable, part of a conversion's options)."""

    #: Model name; None means the local model. With ``base_url`` it is the endpoint's model name.
    model: str | None = None
    base_url: str | None = None
    api_key_env: str = DEFAULT_API_KEY_ENV
    cache_path: Path | None = None
    batch_size: int = 64
    #: Cosine similarity from which two memories are one (docs/embeddings.md); None turns merging off.
    near_duplicate_threshold: float | None = None

    @property
    def model_id(self) -> str:
        from pamport.embeddings.blob import check_model_name

        if self.base_url:
            if not self.model:
                raise EmbeddingUnavailable("--embed-base-url needs --embed-model (the endpoint's model name)")
            return check_model_name(endpoint_model_id(self.model))
        if self.model not in (None, LOCAL_MODEL):
            raise EmbeddingUnavailable(
                f"unknown local model {self.model!r} (the local model is {LOCAL_MODEL}; "
                "give --embed-base-url to use an OpenAI-compatible endpoint)"
            )
        return LOCAL_MODEL

    @property
    def cache(self) -> Path:
        return self.cache_path or default_cache_path()


def embedder_factory(options: EmbedOptions) -> Callable[[], Embedder]:
    """A factory, not an embedder: with every vector cached the model is never loaded at all."""
    model_id = options.model_id  # option errors surface before any work

    def make() -> Embedder:
        if options.base_url:
            from pamport.embeddings.remote import EndpointEmbedder

            key = os.environ.get(options.api_key_env) if options.api_key_env else None
            return EndpointEmbedder(options.base_url, str(options.model), model_id, key)
        from pamport.embeddings.local import LocalEmbedder

        return LocalEmbedder()

    return make
