"""Command-line glue of the embedding features: shared options, and the bodies of ``embed`` and ``search``.

``pamport.cli`` only declares the commands; the options every embedding command takes are added here so that
``convert --embed``, ``embed`` and ``search`` read them the same way.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pamport.embeddings import NEAR_DUPLICATE_THRESHOLD as DEFAULT_THRESHOLD
from pamport.embeddings.embedder import DEFAULT_API_KEY_ENV, LOCAL_MODEL, EmbedOptions, embedder_factory

if TYPE_CHECKING:
    from pamport.embeddings.vectors import EmbedStats


def add_model_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--embed-model",
        metavar="NAME",
        help=f"embedding model (default: the local {LOCAL_MODEL}; with --embed-base-url, the endpoint's model)",
    )
    p.add_argument("--embed-base-url", metavar="URL", help="an OpenAI-compatible endpoint instead of the local model")
    p.add_argument(
        "--embed-api-key-env",
        metavar="VAR",
        default=DEFAULT_API_KEY_ENV,
        help=f"environment variable holding the endpoint's API key (default {DEFAULT_API_KEY_ENV})",
    )


def add_embed_arguments(p: argparse.ArgumentParser, merging: bool) -> None:
    add_model_arguments(p)
    p.add_argument(
        "--embed-cache",
        metavar="PATH",
        help="embedding cache database (default ~/.cache/pamport/embeddings.sqlite3)",
    )
    if merging:
        p.add_argument(
            "--near-duplicate-threshold",
            type=_similarity,
            default=DEFAULT_THRESHOLD,
            metavar="S",
            help=f"with --embed: fold memories whose cosine similarity is S or more (default {DEFAULT_THRESHOLD})",
        )
        p.add_argument("--keep-near-duplicates", action="store_true", help="with --embed: do not fold near-duplicates")


def _similarity(text: str) -> float:
    value = float(text)
    if not 0.0 < value <= 1.0:
        raise argparse.ArgumentTypeError("must be in (0, 1]")
    return value


def embed_options(args: argparse.Namespace) -> EmbedOptions:
    threshold = getattr(args, "near_duplicate_threshold", None)
    if getattr(args, "keep_near_duplicates", False):
        threshold = None
    cache = getattr(args, "embed_cache", None)
    return EmbedOptions(
        model=args.embed_model,
        base_url=args.embed_base_url,
        api_key_env=args.embed_api_key_env,
        cache_path=Path(cache) if cache else None,
        near_duplicate_threshold=threshold,
    )


def stats_line(stats: EmbedStats) -> str:
    return (
        f"{stats.memories} memories, model {stats.model} ({stats.dimensions or '?'} dimensions): "
        f"{stats.embedded} embedded, {stats.cache_hits} from the cache"
    )


def embed_command(args: argparse.Namespace, signer: Callable[[dict[str, Any]], dict[str, Any]] | None) -> int:
    from pamport.embeddings.bundle import embed_bundle
    from pamport.pipeline.progress import for_stream

    progress = for_stream(sys.stderr, quiet=args.json)
    stats = embed_bundle(Path(args.bundle), embed_options(args), signer, progress)
    if args.json:
        print(json.dumps(stats.to_json(), indent=2, sort_keys=True))
    else:
        print(f"Embedded {args.bundle}: {stats_line(stats)}")
        for warning in stats.warnings:
            print(f"  warning: {warning}")
    return 0


def search_command(args: argparse.Namespace) -> int:
    from pamport.embeddings.search import search

    options = embed_options(args)
    found = search(Path(args.bundle), args.query, args.k, options.model_id, embedder_factory(options))
    hits = found.hits
    if found.coverage_warning:
        print(f"pamport: warning: {found.coverage_warning}", file=sys.stderr)
    if args.json:
        out = {"query": args.query, "model": options.model_id, "results": [h.to_json() for h in hits]}
        print(json.dumps(out, indent=2, ensure_ascii=False))
        return 0
    if not hits:
        print("no memories with embeddings in this bundle")
    for hit in hits:
        status = "" if hit.memory.get("status", "active") == "active" else f" ({hit.memory['status']})"
        print(f"{hit.rank:>3}. {hit.score:.4f}  [{hit.memory['type']}] {hit.memory['content']}{status}")
    return 0
