"""Vectors for memories: ``embeddings.json`` (PAM §12), the embedding cache, semantic search and near-duplicates.

The heavy runtime (sentence-transformers and torch) is an optional extra, ``pamport[embeddings]``; everything in
this package that does not compute a vector (the cache, the file, search over stored vectors, duplicate groups)
needs only NumPy, which pandas already brings.
"""

from __future__ import annotations

#: The one line every command prints when the local model is asked for and the extra is missing.
#: Cosine similarity from which two memories of the same type are one statement (all-MiniLM-L6-v2), chosen on
#: the evaluation set of ``benchmarks/near_duplicates.py``; docs/embeddings.md gives the measurements.
NEAR_DUPLICATE_THRESHOLD = 0.90
INSTALL_HINT = "local embeddings need the optional extra: pip install 'pamport[embeddings]' (see docs/embeddings.md)"
