"""Signatures (spec §18) with real keys: sign, verify, detect tampering, and the encodings the spec wants."""

from __future__ import annotations

import base64
import copy
import json
from pathlib import Path
from typing import Any

import pytest
import rfc8785

pytest.importorskip("cryptography")

from cryptography.hazmat.primitives.asymmetric import ec, ed25519

from pamport.schemas import MemoryStore
from pamport.schemas.canonical import content_hash, integrity_block
from pamport.signing import (
    SignatureError,
    b58decode,
    b58encode,
    b64url_decode,
    did_key,
    generate_private_key,
    load_private_key,
    parse_public_key,
    private_key_to_pem,
    public_key_text,
    sign_store,
    signature_payload,
    verify_store,
)


def _store() -> dict[str, Any]:
    memory = {
        "id": "m1",
        "type": "preference",
        "content": "User prefers tea.",
        "content_hash": content_hash("User prefers tea."),
        "confidence": {"initial": 1.0, "current": 0.75},
        "temporal": {"created_at": "2025-01-01T00:00:00Z"},
        "provenance": {"platform": "claude"},
    }
    return {
        "schema": "portable-ai-memory",
        "schema_version": "1.0",
        "export_id": "0b3f9a52-5b8c-4c1e-9a57-2d3c4e5f6a7b",
        "export_date": "2025-01-02T00:00:00Z",
        "owner": {"id": "owner-1"},
        "memories": [memory],
        "relations": [],
        "integrity": integrity_block([memory]),
    }


def _flip_first_byte(value: str) -> str:
    raw = b64url_decode(value)
    return base64.urlsafe_b64encode(bytes([raw[0] ^ 1]) + raw[1:]).rstrip(b"=").decode()


@pytest.fixture(scope="module")
def ed_key() -> ed25519.Ed25519PrivateKey:
    key = generate_private_key("Ed25519")
    assert isinstance(key, ed25519.Ed25519PrivateKey)
    return key


def test_sign_and_verify_ed25519(ed_key: ed25519.Ed25519PrivateKey) -> None:
    signed = sign_store(_store(), ed_key, signed_at="2025-01-02T00:00:05Z", key_id="k1")
    signature = signed["signature"]
    assert signature["algorithm"] == "Ed25519" and signature["key_id"] == "k1"
    assert signature["public_key"].startswith("z6Mk")  # multibase base58btc of ed25519-pub, as in the spec
    assert "=" not in signature["value"] and "+" not in signature["value"] and "/" not in signature["value"]
    assert len(b64url_decode(signature["value"])) == 64
    assert verify_store(signed) is True
    MemoryStore.validate_document(signed)
    assert "signature" not in _store()  # the input is not modified


def test_the_payload_is_jcs_of_the_four_fields(ed_key: ed25519.Ed25519PrivateKey) -> None:
    signed = sign_store(_store(), ed_key)
    expected = rfc8785.dumps(
        {
            "checksum": signed["integrity"]["checksum"],
            "export_id": signed["export_id"],
            "export_date": signed["export_date"],
            "owner_id": signed["owner"]["id"],
        }
    )
    assert signature_payload(signed) == expected
    raw = b58decode(signed["signature"]["public_key"][1:])
    assert raw[:2] == b"\xed\x01" and len(raw) == 34
    ed25519.Ed25519PublicKey.from_public_bytes(raw[2:]).verify(
        b64url_decode(signed["signature"]["value"]), expected
    )


def test_the_spec_appendix_verifier_accepts_padded_values(ed_key: ed25519.Ed25519PrivateKey) -> None:
    """The spec's verify_export uses urlsafe_b64decode, which needs padding; padded=True produces it."""
    signed = sign_store(_store(), ed_key, padded=True)
    value = signed["signature"]["value"]
    assert value.endswith("==")
    public = parse_public_key(signed["signature"]["public_key"], "Ed25519")
    assert isinstance(public, ed25519.Ed25519PublicKey)
    public.verify(base64.urlsafe_b64decode(value), signature_payload(signed))
    assert verify_store(signed)
    unpadded = sign_store(_store(), ed_key)["signature"]["value"]
    with pytest.raises(ValueError, match="padding"):
        base64.urlsafe_b64decode(unpadded)


@pytest.mark.parametrize(
    ("change", "reason"),
    [
        (lambda s: s["memories"][0].update(content="User prefers coffee."), "checksum does not match"),
        (lambda s: s.update(export_id="another-export"), "does not match the export"),
        (lambda s: s.update(export_date="2025-01-01T23:00:00Z"), "does not match the export"),
        (lambda s: s["owner"].update(id="owner-2"), "does not match the export"),
        (lambda s: s["signature"].update(value=_flip_first_byte(s["signature"]["value"])), "does not match"),
        (lambda s: s["signature"].update(value="not base64!"), "Base64url"),
        (
            lambda s: s["signature"].update(public_key="z6MkhaXgBZDvotDkL5257faiztiGiC2QtKLGpbnnEGta2doK"),
            "does not match",
        ),
        (lambda s: s["signature"].update(public_key="zzz"), "cannot read"),
        (lambda s: s["signature"].update(algorithm="ES256"), "cannot read|does not fit"),
        (lambda s: s["signature"].update(signed_at="2025-01-01T00:00:00Z"), "earlier than export_date"),
        (lambda s: s.pop("integrity"), "no integrity block"),
    ],
)
def test_tampering_is_detected(ed_key: ed25519.Ed25519PrivateKey, change: Any, reason: str) -> None:
    signed = sign_store(_store(), ed_key, signed_at="2025-01-02T00:00:01Z")
    change(signed)
    with pytest.raises(SignatureError, match=reason):
        verify_store(signed)


def test_recomputing_the_checksum_after_tampering_does_not_help(ed_key: ed25519.Ed25519PrivateKey) -> None:
    signed = sign_store(_store(), ed_key)
    signed["memories"][0]["content"] = "User prefers coffee."
    signed["memories"][0]["content_hash"] = content_hash("User prefers coffee.")
    signed["integrity"] = integrity_block(signed["memories"])
    with pytest.raises(SignatureError, match="does not match the export"):
        verify_store(signed)


def test_what_the_signature_does_not_cover(ed_key: ed25519.Ed25519PrivateKey) -> None:
    """Spec §18.3: relations, the conversations index and other owner fields are outside the payload."""
    signed = sign_store(_store(), ed_key)
    signed["relations"] = [
        {"id": "r", "from": "m1", "to": "m1", "type": "related_to", "created_at": "2025-01-01T00:00:00Z"}
    ]
    signed["owner"]["did"] = "did:web:example.com"
    assert verify_store(signed)


def test_signing_needs_identity_and_a_true_checksum(ed_key: ed25519.Ed25519PrivateKey) -> None:
    store = _store()
    del store["export_id"]
    with pytest.raises(SignatureError, match="export_id and export_date"):
        sign_store(store, ed_key)
    store = _store()
    store["integrity"]["checksum"] = "sha256:" + "0" * 64
    with pytest.raises(SignatureError, match="does not match the memories"):
        sign_store(store, ed_key)
    store = _store()
    del store["integrity"]
    assert sign_store(store, ed_key)["integrity"] == integrity_block(store["memories"])
    with pytest.raises(SignatureError, match="earlier than export_date"):
        sign_store(_store(), ed_key, signed_at="2024-12-31T00:00:00Z")


def test_signed_at_defaults_to_now_but_never_before_export_date(ed_key: ed25519.Ed25519PrivateKey) -> None:
    future = _store()
    future["export_date"] = "2999-01-01T00:00:00Z"
    assert sign_store(future, ed_key)["signature"]["signed_at"] == "2999-01-01T00:00:00Z"
    assert sign_store(_store(), ed_key)["signature"]["signed_at"] >= "2025-01-02T00:00:00Z"


def test_ed25519_signatures_are_deterministic(ed_key: ed25519.Ed25519PrivateKey) -> None:
    first = sign_store(_store(), ed_key, signed_at="2025-01-02T00:00:00Z")
    assert sign_store(copy.deepcopy(_store()), ed_key, signed_at="2025-01-02T00:00:00Z") == first


@pytest.mark.parametrize("algorithm", ["ES256", "ES384", "RS256", "RS384", "RS512"])
def test_other_algorithms(algorithm: str) -> None:
    key = generate_private_key(algorithm)
    signed = sign_store(_store(), key, rsa_hash=algorithm if algorithm.startswith("RS") else "RS256")
    assert signed["signature"]["algorithm"] == algorithm
    assert signed["signature"]["public_key"].startswith("-----BEGIN PUBLIC KEY-----")
    assert verify_store(signed)
    if algorithm.startswith("ES"):  # JWS form: r || s, fixed length
        assert len(b64url_decode(signed["signature"]["value"])) == {"ES256": 64, "ES384": 96}[algorithm]
    signed["export_id"] = "other"
    with pytest.raises(SignatureError):
        verify_store(signed)


def test_jwk_public_keys_are_accepted() -> None:
    key = generate_private_key("ES256")
    assert isinstance(key, ec.EllipticCurvePrivateKey)
    signed = sign_store(_store(), key)
    numbers = key.public_key().public_numbers()

    def b64(n: int) -> str:
        return base64.urlsafe_b64encode(n.to_bytes(32, "big")).rstrip(b"=").decode()

    jwk = {"kty": "EC", "crv": "P-256", "x": b64(numbers.x), "y": b64(numbers.y)}
    signed["signature"]["public_key"] = json.dumps(jwk)
    assert verify_store(signed)


def test_pem_round_trip(tmp_path: Path, ed_key: ed25519.Ed25519PrivateKey) -> None:
    path = tmp_path / "key.pem"
    path.write_bytes(private_key_to_pem(ed_key))
    loaded = load_private_key(path)
    assert public_key_text(loaded.public_key()) == public_key_text(ed_key.public_key())
    encrypted = private_key_to_pem(ed_key, password=b"secret")
    assert b"ENCRYPTED" in encrypted
    assert public_key_text(load_private_key(encrypted, password=b"secret").public_key()) == public_key_text(
        ed_key.public_key()
    )
    with pytest.raises(TypeError):
        load_private_key(encrypted)


def test_key_encodings(ed_key: ed25519.Ed25519PrivateKey) -> None:
    text = public_key_text(ed_key.public_key())
    assert did_key(ed_key.public_key()) == "did:key:" + text
    for form in (text, "did:key:" + text, b58encode(b58decode(text[1:])[2:])):
        assert public_key_text(parse_public_key(form, "Ed25519")) == text
    assert b58encode(b"\0\0\x01") == "112" and b58decode("112") == b"\0\0\x01"


def test_the_spec_example_key_decodes_and_its_placeholder_signature_fails(shared_dir: Path) -> None:
    path = shared_dir / "pam-spec" / "examples" / "example-memory-store.json"
    if not path.is_file():
        pytest.skip("example memory store is not present")
    store = json.loads(path.read_text(encoding="utf-8"))
    assert isinstance(parse_public_key(store["signature"]["public_key"], "Ed25519"), ed25519.Ed25519PublicKey)
    with pytest.raises(SignatureError):
        verify_store(store)
