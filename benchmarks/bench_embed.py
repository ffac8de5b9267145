"""Embedding throughput: ``pamport embed`` over a synthetic bundle of N memories, cold (empty cache) and warm.

Memories are short first-person facts like the extractors produce (5 to 25 words), generated deterministically.
Prints the model load time (after the imports), the machine's load average (other processes slow a shared machine
down, so CPU-seconds are printed too), memories per second for the cold run (model included and excluded), the warm run
(every vector from the cache) and the sizes of embeddings.json and the cache.

    python benchmarks/bench_embed.py --memories 10000        # needs pamport[embeddings]
"""

from __future__ import annotations

import argparse
import os
import random
import tempfile
import time
from pathlib import Path

from pamport.embeddings import local
from pamport.embeddings.bundle import embed_bundle
from pamport.embeddings.embedder import EmbedOptions
from pamport.importers.base import MemoryDraft
from pamport.layout import EMBEDDINGS_FILE
from pamport.pipeline.bundle import StoreParts, build_store_head
from pamport.pipeline.bundle_io import write_store
from pamport.pipeline.memories import draft_to_memory

SUBJECTS = ["Python", "Rust", "PostgreSQL", "Airflow", "Kubernetes", "jazz", "hiking", "chess", "Lisbon", "Porto",
            "Berlin", "the piano", "green tea", "sourdough", "cycling", "photography", "Japanese", "TypeScript"]
VERBS = ["Prefers", "Enjoys", "Is learning", "Works with", "Wants to get better at", "Writes about", "Teaches",
         "Avoids", "Is curious about", "Has years of experience with"]
TAILS = ["", "at work", "on weekends", "for a side project", "with their partner Miguel", "since 2019",
         "when travelling", "to relax after long days", "as part of a team of five engineers",
         "and asks for concise answers with code examples", "while planning a trip to Japan next spring"]  # fmt: skip


def sentences(n: int, seed: int = 7) -> list[str]:
    rng = random.Random(seed)
    out: set[str] = set()
    while len(out) < n:
        tail = " ".join(rng.sample(TAILS, rng.randint(0, 2))).strip()
        out.add(f"{rng.choice(VERBS)} {rng.choice(SUBJECTS)} {tail} #{len(out)}".replace("  ", " "))
    return sorted(out)


def bundle(path: Path, texts: list[str]) -> Path:
    drafts = [MemoryDraft(type="preference", content=t, platform="manual", created_at="2025-01-01T00:00:00Z",
                          extraction_method="manual") for t in texts]  # fmt: skip
    store = build_store_head(
        StoreParts("owner", [draft_to_memory(d) for d in drafts], [], export_date="2025-01-02T00:00:00Z")
    )
    path.mkdir(parents=True)
    write_store(path, {**store, "conversations_index": []})
    return path


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--memories", type=int, default=10_000)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        target = bundle(root / "bundle", sentences(args.memories))
        options = EmbedOptions(cache_path=root / "cache.sqlite3")
        started = time.perf_counter()
        local.LocalEmbedder()
        load = time.perf_counter() - started
        started, cpu = time.perf_counter(), time.process_time()
        cold = embed_bundle(target, options)
        cold_s, cold_cpu = time.perf_counter() - started, time.process_time() - cpu
        started = time.perf_counter()
        warm = embed_bundle(target, options)
        warm_s = time.perf_counter() - started
        print(f"machine: {os.cpu_count()} cores, load average {os.getloadavg()[0]:.1f}")
        print(f"model load (imports done once before): {load:.1f} s")
        print(f"cold: {cold.embedded} embedded in {cold_s:.1f} s = {cold.embedded / cold_s:.0f} memories/s "
              f"(the load of a second model instance included); {cold_cpu:.1f} CPU-seconds = "
              f"{cold.embedded / cold_cpu:.0f} memories per CPU-second (both cores count)")
        print(f"warm: {warm.cache_hits} cache hits, {warm.embedded} embedded, in {warm_s:.1f} s")
        print(f"embeddings.json: {(target / EMBEDDINGS_FILE).stat().st_size / 1e6:.1f} MB, "
              f"cache: {(root / 'cache.sqlite3').stat().st_size / 1e6:.1f} MB")


if __name__ == "__main__":
    main()
