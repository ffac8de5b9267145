"""What a finished bundle was made from, so that ``--resume`` can tell a bundle that is up to date.

A stamp is a small JSON file per root in ``OUTDIR/.pamport-batch/`` (outside the bundle, which stays a pure PAM
bundle): the sha256 of the source bytes, a fingerprint of the conversion options, the importer and extractor
versions that made the bundle, the bundle's name and its counts. A bundle is up to date when all of these match
what the same root would be converted with now; a newer importer version changes the stamp, and the root is
converted again (the re-import story).
"""

from __future__ import annotations

import hashlib
import json
import os
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

STATE_DIR = ".pamport-batch"
_CHUNK = 1 << 20


@dataclass(frozen=True)
class Stamp:
    source: str
    source_sha256: str
    options: str
    importers: tuple[str, ...]
    extractors: tuple[str, ...]
    bundle: str
    counts: dict[str, int] = field(default_factory=dict, compare=False)
    account: str | None = field(default=None, compare=False)

    def matches(self, other: Stamp | None) -> bool:
        return other is not None and self == other

    def to_json(self) -> dict[str, Any]:
        data = asdict(self)
        data["importers"] = list(self.importers)
        data["extractors"] = list(self.extractors)
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Stamp:
        return cls(
            source=str(data["source"]),
            source_sha256=str(data["source_sha256"]),
            options=str(data["options"]),
            importers=tuple(data["importers"]),
            extractors=tuple(data["extractors"]),
            bundle=str(data["bundle"]),
            counts={k: int(v) for k, v in data.get("counts", {}).items()},
            account=data.get("account"),
        )


def stamp_path(outdir: Path, root_id: str) -> Path:
    return outdir / STATE_DIR / f"{root_id}.json"


def read_stamp(outdir: Path, root_id: str) -> Stamp | None:
    """The stamp of an earlier run, or None (none yet, or unreadable: then the root is converted again)."""
    try:
        return Stamp.from_json(json.loads(stamp_path(outdir, root_id).read_text(encoding="utf-8")))
    except (OSError, ValueError, KeyError, TypeError):
        return None


def write_stamp(outdir: Path, root_id: str, stamp: Stamp) -> None:
    """Written after the bundle is in place, atomically: a stamp always describes a finished bundle."""
    path = stamp_path(outdir, root_id)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    tmp.write_text(json.dumps(stamp.to_json(), sort_keys=True, indent=1) + "\n", encoding="utf-8")
    os.replace(tmp, path)


def remove_stamp(outdir: Path, root_id: str) -> None:
    stamp_path(outdir, root_id).unlink(missing_ok=True)


def _file_digest(path: Path, sha: Any) -> None:
    with path.open("rb") as fh:
        while chunk := fh.read(_CHUNK):
            sha.update(chunk)


def source_sha256(path: Path) -> str:
    """sha256 of a file's bytes, or of a folder's files (relative names, sizes and bytes, in name order)."""
    sha = hashlib.sha256()
    if path.is_dir():
        for file in sorted(p for p in path.rglob("*") if p.is_file()):
            rel = file.relative_to(path).as_posix().encode("utf-8")
            sha.update(len(rel).to_bytes(4, "big") + rel + file.stat().st_size.to_bytes(8, "big"))
            _file_digest(file, sha)
    else:
        _file_digest(path, sha)
    return "sha256:" + sha.hexdigest()


def fingerprint(data: dict[str, Any]) -> str:
    """A short digest of the options that shape a bundle (the same options give the same digest)."""
    text = json.dumps(data, sort_keys=True, separators=(",", ":"), default=str)
    return "sha256:" + hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]
