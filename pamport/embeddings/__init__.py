"""Vectors for memories: ``embeddings.json`` (PAM §12), the embedding cache, semantic search and near-duplicates.

The heavy runtime (sentence-transformers and torch) is an optional extra, ``pamport[embeddings]``; everything in
this package that does not compute a vector (the cache, the file, search over stored vectors, duplicate groups)
needs only NumPy, which pandas already brings.
"""

from __future__ import annotations

#: The one line every command prints when the local model is asked for and the extra is missing.
#: Cosine similarity (all-MiniLM-L6-v2) from which two memories of one type whose wording does not mark them as
#: different statements are one statement: precision 1.0 on both evaluation sets of
#: ``benchmarks/near_duplicates.py`` (docs/embeddings.md gives the measurements and the margin).
NEAR_DUPLICATE_THRESHOLD = 0.85
INSTALL_HINT = "local embeddings need the optional extra: pip install 'pamport[embeddings]' (see docs/embeddings.md)"
