"""The vector layout of the embedding storage protocol v2 (§4): raw little-endian IEEE 754 binary32, no header.

Validation follows §4.4 and is applied before every write and after every read: a blob whose length is not a
multiple of four, whose length disagrees with its declared dimensions, or that holds NaN or infinity is refused.
Model strings follow §3 and §14.1: ``provider/model``, exactly one slash, no whitespace, at most 256 characters.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

import numpy as np
import numpy.typing as npt

from pamport.errors import PamportError

#: Little-endian float32, the protocol's only layout (§4.1).
F32_LE = np.dtype("<f4")
MAX_MODEL_LENGTH = 256
#: Far above any real embedding model; a guard against a corrupt row claiming gigabytes (§14.2).
MAX_DIMENSIONS = 65_536
_MODEL = re.compile(r"^[^/\s]+/[^/\s]+$")

Vector = npt.NDArray[np.float32]


class BlobError(PamportError):
    """A vector or model string that the protocol forbids; ``code`` is the protocol's error name (§12.1)."""

    _fields = ("code", "detail")

    def __init__(self, code: str, detail: str) -> None:
        self.code = code
        self.detail = detail
        super().__init__(f"{code}: {detail}")


def check_model_name(model: str) -> str:
    """``provider/model`` (§3.1), exactly one ``/`` and no whitespace (§3.2, §14.1)."""
    if len(model) > MAX_MODEL_LENGTH or not _MODEL.match(model):
        raise BlobError(
            "MODEL_NAME_INVALID",
            f"model {model[:80]!r} is not of the form provider/model_name (one '/', no spaces, "
            f"at most {MAX_MODEL_LENGTH} characters), e.g. local/minilm-l6-v2",
        )
    return model


def serialize(vector: Sequence[float] | npt.NDArray[np.floating]) -> bytes:
    """Vector -> blob, validated (§4.2, §4.4)."""
    array = np.asarray(vector, dtype=F32_LE)
    if array.ndim != 1 or array.size == 0:
        raise BlobError("DIMENSION_MISMATCH", f"a vector is one non-empty list of numbers, got shape {array.shape}")
    if not np.isfinite(array).all():
        raise BlobError("NON_FINITE_VALUE", "the vector holds NaN or infinity")
    return array.tobytes()


def deserialize(blob: bytes, dimensions: int | None = None) -> Vector:
    """Blob -> float32 vector, validated (§4.3, §4.4, §6.3); ``dimensions`` is the row's declared count."""
    validate(blob, dimensions)
    return np.frombuffer(blob, dtype=F32_LE).astype(np.float32)


def validate(blob: bytes, dimensions: int | None = None) -> None:
    """The three rules of §4.4: alignment, dimension match, finite values."""
    if len(blob) % 4 != 0:
        raise BlobError("BLOB_LENGTH_INVALID", f"blob of {len(blob)} bytes is not a multiple of 4")
    count = len(blob) // 4
    if dimensions is not None and count != dimensions:
        raise BlobError("DIMENSION_MISMATCH", f"blob holds {count} values but dimensions is {dimensions}")
    if not 0 < count <= MAX_DIMENSIONS:
        raise BlobError("DIMENSION_MISMATCH", f"{count} dimensions is outside 1..{MAX_DIMENSIONS}")
    if not np.isfinite(np.frombuffer(blob, dtype=F32_LE)).all():
        raise BlobError("NON_FINITE_VALUE", "the blob holds NaN or infinity")
