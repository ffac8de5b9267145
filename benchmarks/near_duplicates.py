"""How well cosine similarity of all-MiniLM-L6-v2 vectors tells near-duplicate memories from different ones.

Reads ``benchmarks/pairs/near_duplicates.jsonl`` (pairs of memories of one type, labelled duplicate or not; the
negatives are deliberately hard: the same sentence with another city, number, language or polarity) and prints
precision and recall of "similarity >= t" for a range of thresholds, plus the similarities of the closest
non-duplicates and the farthest duplicates. docs/embeddings.md records the run that chose the default threshold.

    python benchmarks/near_duplicates.py            # needs pamport[embeddings]
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

import numpy as np

from pamport.embeddings import NEAR_DUPLICATE_THRESHOLD
from pamport.embeddings.local import LocalEmbedder
from pamport.embeddings.wording import different_statements

DATA = Path(__file__).resolve().parent / "pairs" / "near_duplicates.jsonl"


def load(path: Path) -> list[dict[str, object]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def similarities(pairs: list[dict[str, object]]) -> np.ndarray:
    embedder = LocalEmbedder()
    a = np.stack(embedder.embed([str(p["a"]) for p in pairs]))
    b = np.stack(embedder.embed([str(p["b"]) for p in pairs]))
    return np.asarray(np.sum(a * b, axis=1) / (np.linalg.norm(a, axis=1) * np.linalg.norm(b, axis=1)))


def table(scores: np.ndarray, labels: np.ndarray, thresholds: list[float]) -> list[dict[str, float]]:
    rows = []
    for t in thresholds:
        predicted = scores >= t
        tp = int(np.sum(predicted & labels))
        fp = int(np.sum(predicted & ~labels))
        fn = int(np.sum(~predicted & labels))
        precision = tp / (tp + fp) if tp + fp else 1.0
        rows.append({"threshold": t, "merges": tp + fp, "true": tp, "false": fp, "precision": precision,
                     "recall": tp / (tp + fn) if tp + fn else 0.0})
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, default=DATA)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    pairs = load(args.data)
    scores = similarities(pairs)
    labels = np.array([bool(p["duplicate"]) for p in pairs])
    thresholds = sorted({round(t, 2) for t in np.arange(0.60, 0.99, 0.04)} | {NEAR_DUPLICATE_THRESHOLD})
    vetoed = np.array([different_statements(str(p["a"]), str(p["b"])) for p in pairs])
    guarded = np.where(vetoed, -1.0, scores)
    results = {
        "similarity only": table(scores, labels, thresholds),
        "with wording checks": table(guarded, labels, thresholds),
    }
    if args.json:
        print(json.dumps(results, indent=2))
        return
    print(f"{len(pairs)} pairs: {int(labels.sum())} duplicates, {int((~labels).sum())} different")
    for name, rows in results.items():
        print(f"\n{name}\nthreshold  merges  true  false  precision  recall")
        for r in rows:
            mark = "  <- default" if r["threshold"] == NEAR_DUPLICATE_THRESHOLD else ""
            print(f"{r['threshold']:>9.2f}  {r['merges']:>6}  {r['true']:>4}  {r['false']:>5}  {r['precision']:>9.3f}"
                  f"  {r['recall']:>6.3f}{mark}")
    print("\nclosest different pairs the wording checks let through:")
    for i in [i for i in np.argsort(-guarded) if not labels[i] and not vetoed[i]][:6]:
        print(f"  {scores[i]:.3f}  {pairs[i]['a']!r} / {pairs[i]['b']!r}")
    order = np.argsort(-scores)
    print("\nclosest different pairs:")
    for i in [i for i in order if not labels[i]][:8]:
        print(f"  {scores[i]:.3f}  {pairs[i]['a']!r} / {pairs[i]['b']!r}")
    print("farthest duplicate pairs:")
    for i in [i for i in order[::-1] if labels[i]][:8]:
        print(f"  {scores[i]:.3f}  {pairs[i]['a']!r} / {pairs[i]['b']!r}")


if __name__ == "__main__":
    main()
