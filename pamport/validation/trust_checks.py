"""Who signed a bundle, and whether every file is still the one that was signed.

A PAM §18 signature proves only that *someone* holding the key in ``signature.public_key`` signed the memories;
anyone can re-sign with their own key. So the signer is reported as unverified unless a trusted key is given,
and the files the signature does not cover are checked against the signed manifest (:mod:`pamport.manifest`).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pamport.jsonio import dumps_bytes
from pamport.layout import MANIFEST_FILE, STORE_FILE
from pamport.manifest import compare_files, scan, verify_manifest
from pamport.signing import PublicKey, SignatureError, key_fingerprint, parse_public_key
from pamport.validation.reading import load_json
from pamport.validation.report import ValidationReport


@dataclass(frozen=True)
class TrustOptions:
    """What the caller trusts: a public key that must have signed, and whether an unsigned bundle is an error."""

    trusted_key: PublicKey | None = None
    require_signature: bool = False

    @property
    def strict(self) -> bool:
        return self.trusted_key is not None or self.require_signature


def store_key(store: dict[str, Any] | None) -> PublicKey | None:
    """The key in the store's signature block, when there is one and it can be read."""
    signature = (store or {}).get("signature")
    if not isinstance(signature, dict):
        return None
    try:
        return parse_public_key(str(signature.get("public_key", "")), str(signature.get("algorithm")))
    except SignatureError:
        return None


def check_signer(store: dict[str, Any], name: str, report: ValidationReport, options: TrustOptions) -> None:
    """Say who signed: trusted, untrusted (error), or unverified when no trusted key was given."""
    status = report.counts.get("signature", "absent")
    if status == "absent":
        if options.strict:
            report.error("signature", name, "/signature", "the bundle is not signed (a signature is required)")
        return
    key = store_key(store)
    if key is None or status != "verified":
        return  # the signature itself was reported as broken
    fingerprint = key_fingerprint(key)
    report.counts["signer_key"] = fingerprint
    if options.trusted_key is None:
        report.counts["signer"] = "unverified (no --trusted-key given: anyone can sign with their own key)"
    elif key_fingerprint(options.trusted_key) == fingerprint:
        report.counts["signer"] = "trusted"
    else:
        report.counts["signer"] = "untrusted"
        report.error(
            "signer",
            name,
            "/signature/public_key",
            f"signed by key {fingerprint}, not by the trusted key {key_fingerprint(options.trusted_key)}",
        )


def check_bundle_files(
    root: Path, store: dict[str, Any] | None, report: ValidationReport, options: TrustOptions
) -> None:
    """Links anywhere in the bundle, then the signed manifest against the files present."""
    found = scan(root)
    for rel in found.symlinks:
        report.error("symlink", rel, "", "a symbolic link in a bundle (a bundle holds regular files only)")
    for rel in found.others:
        report.error("special-file", rel, "", "not a regular file (a bundle holds regular files only)")
    signed = isinstance((store or {}).get("signature"), dict)
    path = root / MANIFEST_FILE
    if not path.is_file() or path.is_symlink():
        report.counts["manifest"] = "absent"
        if signed:
            message = (
                f"no {MANIFEST_FILE}: the signature covers the memories only, not the conversation files "
                "or the rest of the bundle"
            )
            (report.error if options.strict else report.warning)("manifest", MANIFEST_FILE, "", message)
        return
    manifest = load_json(path, MANIFEST_FILE, report)
    if manifest is None:
        report.counts["manifest"] = "invalid"
        return
    try:
        manifest_key = verify_manifest(manifest)
    except SignatureError as exc:
        report.counts["manifest"] = "invalid"
        report.error("manifest", MANIFEST_FILE, "/signature", f"the manifest's signature does not verify: {exc.reason}")
        return
    ok = True
    if path.read_bytes() != dumps_bytes(manifest):
        ok = False  # same data, other bytes: still a file changed after signing
        report.error("manifest", MANIFEST_FILE, "", "rewritten after signing (not the bytes pamport wrote)")
    if not signed:
        ok = False
        report.error(
            "manifest",
            STORE_FILE,
            "/signature",
            f"{MANIFEST_FILE} is signed but the memory store is not (its signature was removed?)",
        )
    else:
        key = store_key(store)
        if key is None or key_fingerprint(key) != key_fingerprint(manifest_key):
            ok = False
            report.error(
                "manifest", MANIFEST_FILE, "/signature/public_key", "signed by another key than the memory store"
            )
    for rel, problem in compare_files(root, manifest, found):
        ok = False
        report.error("manifest", rel, "", problem)
    report.counts["manifest"] = "verified" if ok else "invalid"
