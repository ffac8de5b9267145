"""Signing a whole bundle (store signature + signed manifest), and checking a bundle before building on it.

The key is loaded before any work starts, so a wrong key or password fails in a second rather than after an
hour of conversion. Commands that build on an existing bundle (``convert --base``, ``merge``) check its
signature first, as PAM §18 asks: a failure is a warning to the user, not a silent pass; links inside such a
bundle are refused outright (following one would read a file from anywhere on the machine).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pamport.errors import PamportError, SourceError
from pamport.manifest import scan, write_signed_manifest
from pamport.signing import PrivateKey, SignatureError, key_password, load_private_key, sign_store, verify_store
from pamport.validation.report import ValidationReport
from pamport.validation.trust_checks import TrustOptions, check_bundle_files


@dataclass(frozen=True)
class BundleSigner:
    """Signs the store (PAM §18) and then the list of every file of the bundle with one private key."""

    key: PrivateKey

    @classmethod
    def load(cls, path: Path) -> BundleSigner:
        try:
            return cls(load_private_key(path, key_password()))
        except (OSError, ValueError, TypeError, SignatureError) as exc:
            raise PamportError(f"{path}: cannot load the private key ({exc})") from exc

    def sign_store(self, store: dict[str, Any]) -> dict[str, Any]:
        return sign_store(store, self.key)

    def sign_files(self, root: Path) -> None:
        """Write the signed ``manifest.json`` of the bundle folder as it is now (call it last)."""
        try:
            write_signed_manifest(root, self.key, signed_at=None)
        except SignatureError as exc:
            raise PamportError(exc.reason) from exc


def refuse_links(bundle: Path) -> None:
    """Refuse a bundle that holds a symbolic link (or is one): its target could be any file of the machine."""
    if bundle.is_symlink():
        raise SourceError(str(bundle), "is a symbolic link; pamport does not follow links in bundles")
    if not bundle.is_dir():
        return
    found = scan(bundle)
    bad = found.symlinks + found.others
    if bad:
        raise SourceError(str(bundle / bad[0]), "a bundle may hold only regular files (links are never followed)")


def signature_warnings(bundle: Path, store: dict[str, Any]) -> list[str]:
    """Why a bundle's signature or manifest does not hold (empty when it holds or the bundle is unsigned)."""
    problems: list[str] = []
    if isinstance(store.get("signature"), dict):
        try:
            verify_store(store)
        except SignatureError as exc:
            problems.append(f"the memory store's signature does not verify: {exc.reason}")
    if bundle.is_dir():
        report = ValidationReport(str(bundle))
        check_bundle_files(bundle, store, report, TrustOptions())
        problems.extend(f"{i.file}: {i.message}" for i in report.errors)
    return problems


__all__ = ["BundleSigner", "refuse_links", "signature_warnings"]
