"""The bundle manifest: every file of a bundle with its size and sha256, signed with the store's key.

The PAM §18 signature covers only the memories, the export's identity and its owner; conversation files, the
conversations index and any other file are outside it. ``manifest.json`` (beside ``memory-store.json``) closes
that gap: it lists every other file of the bundle, the store included, and is signed by the same key as the
store, so an edited, removed, added or renamed file is found by ``validate``. It is pamport's own file, not a PAM
document; PAM readers ignore it. See docs/security.md.
"""

from __future__ import annotations

import hashlib
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pamport.jsonio import dumps_bytes
from pamport.layout import MANIFEST_FILE
from pamport.schemas.canonical import canonical_bytes
from pamport.signing import PrivateKey, PublicKey, SignatureError, sign_detached, verify_detached

MANIFEST_SCHEMA = "pamport-bundle-manifest"
MANIFEST_VERSION = "1.0"
_CHUNK = 1 << 20


@dataclass
class Scan:
    """What a bundle folder holds, found without following any link."""

    files: list[str] = field(default_factory=list)
    symlinks: list[str] = field(default_factory=list)
    others: list[str] = field(default_factory=list)


def scan(root: Path) -> Scan:
    """Every regular file under ``root`` (relative POSIX paths, sorted), and every symlink or special file.

    Links are listed, never followed: a link in a bundle can make a reader (or ``merge``) read a file from
    anywhere on the machine.
    """
    found = Scan()
    for folder, dirs, files in os.walk(root, followlinks=False):
        base = Path(folder)
        for name in sorted(dirs + files):
            path = base / name
            rel = path.relative_to(root).as_posix()
            if path.is_symlink():
                found.symlinks.append(rel)
            elif name in files:
                (found.files if path.is_file() else found.others).append(rel)
        dirs[:] = [d for d in dirs if not (base / d).is_symlink()]
    found.files.sort()
    found.symlinks.sort()
    found.others.sort()
    return found


def file_digest(path: Path) -> tuple[int, str]:
    """Size and ``sha256:<hex>`` of a file, read in chunks (conversation files can be large)."""
    digest = hashlib.sha256()
    size = 0
    with path.open("rb") as fh:
        while chunk := fh.read(_CHUNK):
            digest.update(chunk)
            size += len(chunk)
    return size, "sha256:" + digest.hexdigest()


def build_manifest(root: Path) -> dict[str, Any]:
    """The unsigned manifest of the bundle at ``root``; refuses a bundle holding links or special files."""
    found = scan(root)
    if found.symlinks or found.others:
        bad = (found.symlinks + found.others)[0]
        raise SignatureError(f"{root / bad}: a bundle may hold only regular files, not links or special files")
    files = []
    for rel in found.files:
        if rel == MANIFEST_FILE:
            continue
        size, sha = file_digest(root / rel)
        files.append({"path": rel, "size": size, "sha256": sha})
    return {"schema": MANIFEST_SCHEMA, "schema_version": MANIFEST_VERSION, "files": files}


def payload(manifest: dict[str, Any]) -> bytes:
    """What the manifest's signature covers: the manifest without its signature, RFC 8785."""
    return canonical_bytes({k: v for k, v in manifest.items() if k != "signature"})


def write_signed_manifest(root: Path, key: PrivateKey, signed_at: str | None = None) -> Path:
    """Write ``root/manifest.json`` for the bundle as it is now, signed with ``key``."""
    manifest = build_manifest(root)
    manifest["signature"] = sign_detached(key, payload(manifest), signed_at=signed_at)
    path = root / MANIFEST_FILE
    path.write_bytes(dumps_bytes(manifest))
    return path


def verify_manifest(manifest: Any) -> PublicKey:
    """Check the manifest's own signature; the key that signed it, or :class:`SignatureError`."""
    if not isinstance(manifest, dict) or manifest.get("schema") != MANIFEST_SCHEMA:
        raise SignatureError(f"not a pamport bundle manifest ('schema' should be {MANIFEST_SCHEMA!r})")
    if "signature" not in manifest:
        raise SignatureError("the manifest is not signed")
    try:
        signed = payload(manifest)
    except (ValueError, TypeError, OverflowError) as exc:
        raise SignatureError(f"the manifest cannot be canonicalized (RFC 8785): {exc}") from exc
    return verify_detached(manifest["signature"], signed)


def compare_files(root: Path, manifest: dict[str, Any], found: Scan) -> list[tuple[str, str]]:
    """(file, problem) for every file that differs from the manifest: edited, missing or not listed."""
    problems: list[tuple[str, str]] = []
    listed: dict[str, dict[str, Any]] = {}
    entries = manifest.get("files")
    if not isinstance(entries, list):
        return [(MANIFEST_FILE, "'files' is not a list")]
    for entry in entries:
        if not isinstance(entry, dict) or not isinstance(entry.get("path"), str):
            problems.append((MANIFEST_FILE, "an entry of 'files' has no path"))
            continue
        listed[entry["path"]] = entry
    present = set(found.files) - {MANIFEST_FILE}
    for rel, entry in sorted(listed.items()):
        if rel not in present:
            problems.append((rel, "listed in the signed manifest but missing from the bundle"))
            continue
        size, sha = file_digest(root / rel)
        if size != entry.get("size") or sha != entry.get("sha256"):
            problems.append((rel, "changed since the bundle was signed (size or sha256 differ from the manifest)"))
    for rel in sorted(present - set(listed)):
        problems.append((rel, "not in the signed manifest (added or renamed after signing)"))
    return problems


__all__ = [
    "MANIFEST_SCHEMA",
    "Scan",
    "build_manifest",
    "compare_files",
    "file_digest",
    "scan",
    "verify_manifest",
    "write_signed_manifest",
]
