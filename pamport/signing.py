"""Signatures of a memory store (PAM spec §18).

The signed payload is ``{"checksum", "export_id", "export_date", "owner_id"}`` canonicalized with RFC 8785,
so a signature covers the memories (through the integrity checksum), the export's identity and its owner,
and nothing else: relations and the conversations index are not covered (the spec says so).

Encodings follow the spec and its schema: ``value`` is Base64url without padding (RFC 4648 §5); an Ed25519
``public_key`` is Base58 as in the spec's example, i.e. the multibase ``z`` + base58btc of the multicodec
``ed25519-pub`` prefix and the 32 key bytes (the ``did:key`` form, ``z6Mk...``); other algorithms use PEM
(a JWK is accepted when verifying). ECDSA values are the JWS form, ``r || s`` (RFC 7518 §3.4).
"""

from __future__ import annotations

import base64
import binascii
import copy
import hashlib
import json
import os
from pathlib import Path
from typing import Any

from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec, ed25519, padding, rsa
from cryptography.hazmat.primitives.asymmetric.utils import decode_dss_signature, encode_dss_signature

from pamport.errors import IntegrityError
from pamport.schemas.canonical import canonical_bytes, integrity_block, integrity_checksum
from pamport.timeutil import now_utc, parse_datetime

PrivateKey = ed25519.Ed25519PrivateKey | ec.EllipticCurvePrivateKey | rsa.RSAPrivateKey
PublicKey = ed25519.Ed25519PublicKey | ec.EllipticCurvePublicKey | rsa.RSAPublicKey

ALGORITHMS = ("Ed25519", "ES256", "ES384", "RS256", "RS384", "RS512")
_B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
_ED25519_MULTICODEC = b"\xed\x01"
_EC_CURVES: dict[str, tuple[type[ec.EllipticCurve], hashes.HashAlgorithm, int]] = {
    "ES256": (ec.SECP256R1, hashes.SHA256(), 32),
    "ES384": (ec.SECP384R1, hashes.SHA384(), 48),
}
_RSA_HASHES: dict[str, hashes.HashAlgorithm] = {
    "RS256": hashes.SHA256(),
    "RS384": hashes.SHA384(),
    "RS512": hashes.SHA512(),
}


class SignatureError(IntegrityError):
    """A signature is missing what it needs, cannot be checked, or does not match."""

    def __init__(self, reason: str) -> None:
        self.reason = reason
        super().__init__(reason)


# -- encodings -----------------------------------------------------------------------------------------------


def b64url_encode(data: bytes, padded: bool = False) -> str:
    text = base64.urlsafe_b64encode(data).decode("ascii")
    return text if padded else text.rstrip("=")


def b64url_decode(text: str) -> bytes:
    """Base64url with or without padding; anything else (``+``, ``/``, spaces) is an error."""
    stripped = text.rstrip("=")
    if not stripped or any(c not in _B64URL_CHARS for c in stripped):
        raise ValueError("not Base64url (RFC 4648 §5)")
    try:
        return base64.urlsafe_b64decode(stripped + "=" * (-len(stripped) % 4))
    except binascii.Error as exc:
        raise ValueError("not Base64url (RFC 4648 §5): impossible length") from exc


_B64URL_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")


def b58encode(data: bytes) -> str:
    number = int.from_bytes(data, "big")
    out = ""
    while number:
        number, rest = divmod(number, 58)
        out = _B58[rest] + out
    zeros = len(data) - len(data.lstrip(b"\0"))
    return "1" * zeros + out


def b58decode(text: str) -> bytes:
    number = 0
    for char in text:
        index = _B58.find(char)
        if index < 0:
            raise ValueError(f"not Base58: {char!r}")
        number = number * 58 + index
    zeros = len(text) - len(text.lstrip("1"))
    body = number.to_bytes((number.bit_length() + 7) // 8, "big") if number else b""
    return b"\0" * zeros + body


def public_key_text(key: PublicKey) -> str:
    """The ``signature.public_key`` string for a key (multibase for Ed25519, PEM otherwise)."""
    if isinstance(key, ed25519.Ed25519PublicKey):
        raw = key.public_bytes(serialization.Encoding.Raw, serialization.PublicFormat.Raw)
        return "z" + b58encode(_ED25519_MULTICODEC + raw)
    pem = key.public_bytes(serialization.Encoding.PEM, serialization.PublicFormat.SubjectPublicKeyInfo)
    return pem.decode("ascii")


def did_key(key: ed25519.Ed25519PublicKey) -> str:
    """``did:key`` identifier of an Ed25519 key (usable as ``owner.did``; ``key_id`` is ``did#fragment``)."""
    return "did:key:" + public_key_text(key)


def parse_public_key(text: str, algorithm: str) -> PublicKey:
    """Decode ``signature.public_key``; raises :class:`SignatureError` when it cannot be used."""
    text = text.strip()
    if algorithm not in ALGORITHMS:
        raise SignatureError(f"unknown signature algorithm {algorithm!r}")
    try:
        if text.startswith("-----BEGIN"):
            key: Any = serialization.load_pem_public_key(text.encode("ascii"))
        elif text.startswith("{"):
            key = _jwk_public_key(json.loads(text))
        elif algorithm == "Ed25519":
            key = ed25519.Ed25519PublicKey.from_public_bytes(_ed25519_raw(text))
        else:
            raise ValueError("expected a PEM or JWK public key")
    except (ValueError, TypeError, KeyError) as exc:
        raise SignatureError(f"cannot read the {algorithm} public key: {exc}") from exc
    _check_key_type(key, algorithm)
    return key  # type: ignore[no-any-return]


def _ed25519_raw(text: str) -> bytes:
    if text.startswith("did:key:"):
        text = text[len("did:key:") :].split("#", 1)[0]
    if text.startswith("z"):
        decoded = b58decode(text[1:])
        if decoded.startswith(_ED25519_MULTICODEC) and len(decoded) == 34:
            return decoded[2:]
    decoded = b58decode(text)
    if len(decoded) == 32:
        return decoded
    raise ValueError("expected a Base58 (multibase z6Mk...) Ed25519 key of 32 bytes")


def _jwk_public_key(jwk: dict[str, Any]) -> PublicKey:
    kty = jwk.get("kty")
    if kty == "OKP" and jwk.get("crv") == "Ed25519":
        return ed25519.Ed25519PublicKey.from_public_bytes(b64url_decode(jwk["x"]))
    if kty == "EC":
        curves: dict[str, ec.EllipticCurve] = {"P-256": ec.SECP256R1(), "P-384": ec.SECP384R1()}
        curve = curves[jwk["crv"]]
        x = int.from_bytes(b64url_decode(jwk["x"]), "big")
        y = int.from_bytes(b64url_decode(jwk["y"]), "big")
        return ec.EllipticCurvePublicNumbers(x, y, curve).public_key()
    if kty == "RSA":
        n = int.from_bytes(b64url_decode(jwk["n"]), "big")
        e = int.from_bytes(b64url_decode(jwk["e"]), "big")
        return rsa.RSAPublicNumbers(e, n).public_key()
    raise ValueError(f"unsupported JWK key type {kty!r}")


def _check_key_type(key: object, algorithm: str) -> None:
    if algorithm == "Ed25519":
        ok = isinstance(key, ed25519.Ed25519PublicKey)
    elif algorithm in _EC_CURVES:
        ok = isinstance(key, ec.EllipticCurvePublicKey) and isinstance(key.curve, _EC_CURVES[algorithm][0])
    else:
        ok = isinstance(key, rsa.RSAPublicKey) and key.key_size >= 2048
    if not ok:
        raise SignatureError(f"the public key does not fit algorithm {algorithm}")


# -- keys ----------------------------------------------------------------------------------------------------


def generate_private_key(algorithm: str = "Ed25519") -> PrivateKey:
    if algorithm == "Ed25519":
        return ed25519.Ed25519PrivateKey.generate()
    if algorithm in _EC_CURVES:
        return ec.generate_private_key(_EC_CURVES[algorithm][0]())
    if algorithm in _RSA_HASHES:
        return rsa.generate_private_key(public_exponent=65537, key_size=2048)
    raise SignatureError(f"unknown signature algorithm {algorithm!r}")


def private_key_to_pem(key: PrivateKey, password: bytes | None = None) -> bytes:
    """PKCS#8 PEM, encrypted when a password is given (keys at rest should be)."""
    encryption: serialization.KeySerializationEncryption = (
        serialization.BestAvailableEncryption(password) if password else serialization.NoEncryption()
    )
    return key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, encryption)


def load_private_key(source: bytes | str | Path, password: bytes | None = None) -> PrivateKey:
    """A private key from PEM bytes or a PEM file."""
    data = Path(source).read_bytes() if isinstance(source, str | Path) else source
    key = serialization.load_pem_private_key(data, password=password)
    if not isinstance(key, ed25519.Ed25519PrivateKey | ec.EllipticCurvePrivateKey | rsa.RSAPrivateKey):
        raise SignatureError(f"unsupported private key type {type(key).__name__}")
    return key


def algorithm_for(key: PrivateKey, rsa_hash: str = "RS256") -> str:
    if isinstance(key, ed25519.Ed25519PrivateKey):
        return "Ed25519"
    if isinstance(key, ec.EllipticCurvePrivateKey):
        for name, (curve, _, _) in _EC_CURVES.items():
            if isinstance(key.curve, curve):
                return name
        raise SignatureError(f"unsupported curve {key.curve.name}")
    return rsa_hash


# -- sign / verify -------------------------------------------------------------------------------------------


def signature_payload(store: dict[str, Any]) -> bytes:
    """The RFC 8785 bytes that are signed (spec §18.3)."""
    try:
        payload = {
            "checksum": store["integrity"]["checksum"],
            "export_id": store["export_id"],
            "export_date": store["export_date"],
            "owner_id": store["owner"]["id"],
        }
    except (KeyError, TypeError) as exc:
        raise SignatureError(f"the store lacks a field of the signature payload: {exc}") from exc
    if not all(isinstance(v, str) for v in payload.values()):
        raise SignatureError("checksum, export_id, export_date and owner.id must be strings to be signed")
    return canonical_bytes(payload)


def sign_store(
    store: dict[str, Any],
    private_key: PrivateKey,
    *,
    signed_at: str | None = None,
    key_id: str | None = None,
    rsa_hash: str = "RS256",
    padded: bool = False,
) -> dict[str, Any]:
    """A copy of ``store`` with its integrity block checked (or added) and a ``signature`` block.

    Refuses to sign a store whose declared checksum does not match its memories: a signature over a wrong
    checksum would vouch for data nobody has. ``padded=True`` keeps the ``=`` padding, as the spec's appendix
    code does (its ``verify_export`` cannot decode unpadded values); the default follows JWS (RFC 7515).
    """
    out = copy.deepcopy(store)
    if not out.get("export_id") or not out.get("export_date"):
        raise SignatureError("a signed export must carry export_id and export_date (spec §18)")
    computed = integrity_checksum(out["memories"])
    if out.get("integrity") is None:
        out["integrity"] = integrity_block(out["memories"])
    elif out["integrity"].get("checksum") != computed:
        raise SignatureError(f"integrity.checksum does not match the memories (computed {computed})")
    when = signed_at or now_utc()
    if _before(when, out["export_date"]):
        if signed_at is not None:
            raise SignatureError(f"signed_at {when} is earlier than export_date {out['export_date']}")
        when = out["export_date"]
    algorithm = algorithm_for(private_key, rsa_hash)
    value = _sign(private_key, algorithm, signature_payload(out))
    out["signature"] = {
        "algorithm": algorithm,
        "public_key": public_key_text(private_key.public_key()),
        "value": b64url_encode(value, padded=padded),
        "signed_at": when,
        "key_id": key_id,
    }
    return out


def verify_store(store: dict[str, Any]) -> bool:
    """Check a store's signature (spec §18.4); True when it holds, :class:`SignatureError` otherwise."""
    signature = store.get("signature")
    if not isinstance(signature, dict):
        raise SignatureError("the store is not signed")
    integrity = store.get("integrity")
    if not isinstance(integrity, dict) or "checksum" not in integrity:
        raise SignatureError("a signature needs integrity.checksum, and the store has no integrity block")
    try:
        computed = integrity_checksum(store.get("memories") or [])
    except (ValueError, OverflowError) as exc:
        raise SignatureError(f"the memories cannot be canonicalized (RFC 8785): {exc}") from exc
    if computed != integrity["checksum"]:
        raise SignatureError(f"integrity.checksum does not match the memories (computed {computed})")
    export_date = store.get("export_date")
    signed_at = signature.get("signed_at")
    if isinstance(signed_at, str) and isinstance(export_date, str) and _before(signed_at, export_date):
        raise SignatureError(f"signature.signed_at {signed_at} is earlier than export_date {export_date}")
    algorithm = str(signature.get("algorithm"))
    key = parse_public_key(str(signature.get("public_key", "")), algorithm)
    try:
        value = b64url_decode(str(signature.get("value", "")))
    except ValueError as exc:
        raise SignatureError(f"signature.value: {exc}") from exc
    try:
        _verify(key, algorithm, value, signature_payload(store))
    except InvalidSignature as exc:
        raise SignatureError("the signature does not match the export (payload or key differ)") from exc
    return True


def _before(a: str, b: str) -> bool:
    first, second = parse_datetime(a), parse_datetime(b)
    if first is None or second is None:
        raise SignatureError(f"cannot compare timestamps {a!r} and {b!r}")
    return first < second


def _sign(key: PrivateKey, algorithm: str, payload: bytes) -> bytes:
    if isinstance(key, ed25519.Ed25519PrivateKey):
        return key.sign(payload)
    if isinstance(key, ec.EllipticCurvePrivateKey):
        _, digest, size = _EC_CURVES[algorithm]
        r, s = decode_dss_signature(key.sign(payload, ec.ECDSA(digest)))
        return r.to_bytes(size, "big") + s.to_bytes(size, "big")
    return key.sign(payload, padding.PKCS1v15(), _RSA_HASHES[algorithm])


def _verify(key: PublicKey, algorithm: str, value: bytes, payload: bytes) -> None:
    if isinstance(key, ed25519.Ed25519PublicKey):
        key.verify(value, payload)
    elif isinstance(key, ec.EllipticCurvePublicKey):
        _, digest, size = _EC_CURVES[algorithm]
        if len(value) == 2 * size:
            r, s = int.from_bytes(value[:size], "big"), int.from_bytes(value[size:], "big")
            value = encode_dss_signature(r, s)
        key.verify(value, payload, ec.ECDSA(digest))
    else:
        key.verify(value, payload, padding.PKCS1v15(), _RSA_HASHES[algorithm])


def sign_detached(private_key: PrivateKey, payload: bytes, *, signed_at: str | None = None) -> dict[str, Any]:
    """A signature block over arbitrary bytes, in the same form as the store's (used for the bundle manifest)."""
    algorithm = algorithm_for(private_key)
    return {
        "algorithm": algorithm,
        "public_key": public_key_text(private_key.public_key()),
        "value": b64url_encode(_sign(private_key, algorithm, payload)),
        "signed_at": signed_at or now_utc(),
    }


def verify_detached(block: Any, payload: bytes) -> PublicKey:
    """Check a block made by :func:`sign_detached`; the key that signed, or :class:`SignatureError`."""
    if not isinstance(block, dict):
        raise SignatureError("no signature block")
    algorithm = str(block.get("algorithm"))
    key = parse_public_key(str(block.get("public_key", "")), algorithm)
    try:
        value = b64url_decode(str(block.get("value", "")))
    except ValueError as exc:
        raise SignatureError(f"signature value: {exc}") from exc
    try:
        _verify(key, algorithm, value, payload)
    except InvalidSignature as exc:
        raise SignatureError("the signature does not match (content or key differ)") from exc
    return key


def key_fingerprint(key: PublicKey) -> str:
    """``sha256:<hex>`` of the key's SubjectPublicKeyInfo: one name for a key whatever text form it came in."""
    der = key.public_bytes(serialization.Encoding.DER, serialization.PublicFormat.SubjectPublicKeyInfo)
    return "sha256:" + hashlib.sha256(der).hexdigest()


def load_public_key(source: Path) -> PublicKey:
    """A trusted key from a file: PEM public key, ``z6Mk...``/``did:key`` text, a JWK, or a PEM private key."""
    try:
        data = source.read_bytes()
    except OSError as exc:
        raise SignatureError(f"{source}: cannot read the key file ({exc.strerror or exc})") from exc
    text = data.decode("ascii", errors="replace").strip()
    if "PRIVATE KEY-----" in text:
        try:
            return load_private_key(data, key_password()).public_key()
        except (ValueError, TypeError) as exc:
            raise SignatureError(f"{source}: cannot load the private key ({exc})") from exc
    for algorithm in ALGORITHMS:
        try:
            return parse_public_key(text, algorithm)
        except SignatureError:
            continue
    raise SignatureError(f"{source}: not a public key pamport can read (PEM, z6Mk... or did:key, JWK)")


def key_password() -> bytes | None:
    """The private key's password, from ``PAMPORT_KEY_PASSWORD`` (never a command-line argument)."""
    value = os.environ.get("PAMPORT_KEY_PASSWORD")
    return value.encode("utf-8") if value else None


def signed_at_ok(signed_at: str, export_date: str) -> bool:
    """``signed_at >= export_date`` compared as instants (offsets and fractions taken into account)."""
    return not _before(signed_at, export_date)


__all__ = [
    "ALGORITHMS",
    "SignatureError",
    "algorithm_for",
    "did_key",
    "generate_private_key",
    "key_fingerprint",
    "key_password",
    "load_private_key",
    "load_public_key",
    "parse_public_key",
    "private_key_to_pem",
    "public_key_text",
    "sign_detached",
    "sign_store",
    "signature_payload",
    "signed_at_ok",
    "verify_detached",
    "verify_store",
]
