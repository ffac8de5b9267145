"""A signed bundle: every file is covered (manifest.json), the signer can be pinned, links are refused.

Each tamper case starts from a fresh copy of one real signed conversion (the ChatGPT sample) and must make
``validate`` fail; the edits keep every file valid JSON, so only the manifest can notice them.
"""

from __future__ import annotations

import json
import os
import shutil
from collections.abc import Callable
from pathlib import Path

import pytest

pytest.importorskip("cryptography")

from pamport.cli import main
from pamport.layout import MANIFEST_FILE, STORE_FILE
from pamport.manifest import write_signed_manifest
from pamport.signing import generate_private_key, load_private_key, private_key_to_pem, sign_store
from pamport.validation import validate_path
from pamport.validation.trust_checks import TrustOptions
from tests.conftest import SAMPLES

SOURCE = SAMPLES / "chatgpt" / "2025.01"


@pytest.fixture(scope="module")
def signed(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path, Path]:
    """(signed bundle, its private key, another private key), made once for the module."""
    root = tmp_path_factory.mktemp("signed")
    key, other = root / "key.pem", root / "other.pem"
    for path in (key, other):
        path.write_bytes(private_key_to_pem(generate_private_key()))
    out = root / "bundle"
    assert main(["convert", str(SOURCE), "-o", str(out), "-q", "--sign-key", str(key)]) == 0
    return out, key, other


@pytest.fixture
def bundle(signed: tuple[Path, Path, Path], tmp_path: Path) -> Path:
    copy = tmp_path / "bundle"
    shutil.copytree(signed[0], copy)
    return copy


def _files(root: Path) -> list[str]:
    return sorted(p.relative_to(root).as_posix() for p in root.rglob("*") if p.is_file())


def _kinds(root: Path) -> list[str]:
    """One file of each kind in the bundle: store, manifest, run report, one conversation file."""
    files = _files(root)
    conversation = next(f for f in files if f.startswith("conversations/"))
    return [STORE_FILE, MANIFEST_FILE, "import-report.json", conversation]


def test_a_signed_conversion_has_a_verified_manifest(signed: tuple[Path, Path, Path]) -> None:
    out = signed[0]
    manifest = json.loads((out / MANIFEST_FILE).read_text())
    listed = {e["path"] for e in manifest["files"]}
    assert listed == set(_files(out)) - {MANIFEST_FILE}
    report = validate_path(out)
    assert report.ok, report.render_text()
    assert report.counts["manifest"] == "verified"
    assert report.counts["signer"].startswith("unverified")


def _reformat(path: Path) -> None:
    """The same JSON, written differently (valid; the schema and every deep check still pass)."""
    path.write_text(json.dumps(json.loads(path.read_text()), indent=3))


def _rename(root: Path, rel: str) -> None:
    path = root / rel
    path.rename(path.with_name("renamed-" + path.name))


TAMPERS: dict[str, Callable[[Path, str], None]] = {
    "edit": lambda root, rel: _reformat(root / rel),
    "remove": lambda root, rel: (root / rel).unlink(),
    "rename": _rename,
    "add-beside": lambda root, rel: (root / rel).with_name("extra-" + Path(rel).name).write_text("{}\n"),
}


@pytest.mark.parametrize("how", sorted(TAMPERS))
@pytest.mark.parametrize("kind", range(4), ids=["store", "manifest", "report", "conversation"])
def test_every_tamper_of_every_file_kind_is_reported(
    bundle: Path, signed: tuple[Path, Path, Path], how: str, kind: int
) -> None:
    rel = _kinds(bundle)[kind]
    TAMPERS[how](bundle, rel)
    trusted = TrustOptions(trusted_key=load_private_key(signed[1]).public_key())
    strict = validate_path(bundle, trusted)
    assert not strict.ok, f"{how} {rel} went unnoticed:\n{strict.render_text()}"
    assert strict.checks("error") & {"manifest", "signature", "bundle"}
    report = validate_path(bundle)
    if how in ("remove", "rename") and rel == MANIFEST_FILE:
        # a store signed by another PAM tool has no manifest either: without a trusted key this is a warning
        assert report.ok and "manifest" in report.checks("warning")
    else:
        assert not report.ok, f"{how} {rel} went unnoticed:\n{report.render_text()}"


def test_an_index_title_edited_inside_the_store_is_caught_though_section_18_does_not_cover_it(
    bundle: Path,
) -> None:
    store = json.loads((bundle / STORE_FILE).read_text())
    store["conversations_index"][0]["title"] = "forged"
    (bundle / STORE_FILE).write_text(json.dumps(store, indent=2))
    report = validate_path(bundle)
    assert "signature" not in report.checks("error")  # §18 alone would call this bundle fine
    assert "manifest" in report.checks("error")


def test_every_file_of_the_bundle_is_tamper_evident(bundle: Path, tmp_path: Path) -> None:
    """Not only one of each kind: every file, edited in place, is caught."""
    for rel in _files(bundle):
        trial = tmp_path / ("trial-" + rel.replace("/", "_"))
        shutil.copytree(bundle, trial)
        with (trial / rel).open("ab") as fh:
            fh.write(b" ")
        assert not validate_path(trial).ok, rel


def test_a_file_added_in_a_new_folder_is_reported(bundle: Path) -> None:
    (bundle / "attachments").mkdir()
    (bundle / "attachments" / "x.bin").write_bytes(b"x")
    report = validate_path(bundle)
    assert any(i.file == "attachments/x.bin" and i.check == "manifest" for i in report.errors)


def _resign(bundle: Path, key_path: Path) -> None:
    key = load_private_key(key_path)
    store = json.loads((bundle / STORE_FILE).read_text())
    store.pop("signature")
    (bundle / STORE_FILE).write_text(json.dumps(sign_store(store, key), indent=2))
    write_signed_manifest(bundle, key)


def test_a_bundle_re_signed_with_another_key_fails_the_trusted_key(
    bundle: Path, signed: tuple[Path, Path, Path], capsys: pytest.CaptureFixture[str]
) -> None:
    _, key, other = signed
    _resign(bundle, other)
    assert validate_path(bundle).ok  # self-consistent: anyone can sign with their own key ...
    assert main(["validate", str(bundle)]) == 0
    assert "signer: unverified" in capsys.readouterr().out
    assert main(["validate", str(bundle), "--trusted-key", str(other)]) == 0
    assert main(["validate", str(bundle), "--trusted-key", str(key)]) == 1  # ... but not with the trusted one
    assert "[signer]" in capsys.readouterr().out


def test_the_trusted_key_can_be_given_as_the_public_key_text(
    bundle: Path, signed: tuple[Path, Path, Path], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    store = json.loads((bundle / STORE_FILE).read_text())
    public = tmp_path / "trusted.pub"
    public.write_text(store["signature"]["public_key"] + "\n")
    capsys.readouterr()
    assert main(["validate", str(bundle), "--trusted-key", str(public), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["signer"] == "trusted"
    junk = tmp_path / "junk.pub"
    junk.write_text("hello")
    assert main(["validate", str(bundle), "--trusted-key", str(junk)]) == 2


def test_a_stripped_signature_is_reported(bundle: Path, signed: tuple[Path, Path, Path]) -> None:
    store = json.loads((bundle / STORE_FILE).read_text())
    store.pop("signature")
    (bundle / STORE_FILE).write_text(json.dumps(store, indent=2))
    assert "manifest" in validate_path(bundle).checks("error")
    # both removed: an unsigned bundle, which only --require-signature / --trusted-key can refuse
    (bundle / MANIFEST_FILE).unlink()
    assert validate_path(bundle).ok
    assert not validate_path(bundle, TrustOptions(require_signature=True)).ok


def test_a_signed_store_without_manifest_is_a_warning_and_an_error_when_strict(bundle: Path) -> None:
    (bundle / MANIFEST_FILE).unlink()
    report = validate_path(bundle)
    assert "manifest" in report.checks("warning")
    assert "manifest" in validate_path(bundle, TrustOptions(require_signature=True)).checks("error")


@pytest.mark.skipif(not hasattr(os, "symlink"), reason="no symlinks here")
def test_symlinks_anywhere_in_a_bundle_are_errors_and_never_read(bundle: Path, tmp_path: Path) -> None:
    secret = tmp_path / "secret.json"
    secret.write_text('{"password": "hunter2"}')
    (bundle / "conversations" / "zz-link.json").symlink_to(secret)
    report = validate_path(bundle)
    assert any(i.check == "symlink" and i.file == "conversations/zz-link.json" for i in report.errors)
    assert "hunter2" not in report.render_text()


def test_a_storage_ref_outside_the_bundle_is_an_error(bundle: Path) -> None:
    store = json.loads((bundle / STORE_FILE).read_text())
    store["conversations_index"][0]["storage"]["ref"] = "../../etc/passwd"
    (bundle / STORE_FILE).write_text(json.dumps(store, indent=2))
    report = validate_path(bundle)
    assert any(i.check == "storage-ref" and "outside" in i.message for i in report.errors)


def _unsigned(tmp_path: Path, name: str) -> Path:
    out = tmp_path / name
    assert main(["convert", str(SOURCE), "-o", str(out), "-q"]) == 0
    return out


@pytest.mark.skipif(not hasattr(os, "symlink"), reason="no symlinks here")
def test_merge_refuses_a_delta_holding_a_symlink(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    base = _unsigned(tmp_path, "base")
    delta = tmp_path / "delta"
    assert main(["convert", str(SOURCE), "-o", str(delta), "-q", "--base", str(base)]) == 0
    secret = tmp_path / "id_rsa"
    secret.write_text("PRIVATE")
    (delta / "conversations" / "steal.json").symlink_to(secret)
    capsys.readouterr()
    assert main(["merge", str(base), str(delta), "-o", str(tmp_path / "merged")]) == 2
    assert "steal.json" in capsys.readouterr().err
    assert not (tmp_path / "merged").exists()


def test_base_and_sign_key_sign_the_delta(
    tmp_path: Path, signed: tuple[Path, Path, Path], capsys: pytest.CaptureFixture[str]
) -> None:
    base, key, _ = signed
    delta = tmp_path / "delta"
    assert main(["convert", str(SOURCE), "-o", str(delta), "-q", "--base", str(base), "--sign-key", str(key)]) == 0
    store = json.loads((delta / STORE_FILE).read_text())
    assert store["export_type"] == "incremental" and "signature" in store
    assert main(["validate", str(delta), "--trusted-key", str(key), "--require-signature"]) == 0, capsys.readouterr()


def test_a_tampered_base_is_warned_about(bundle: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    _reformat(next((bundle / "conversations").glob("*.json")))
    capsys.readouterr()
    delta = tmp_path / "delta"
    assert main(["convert", str(SOURCE), "-o", str(delta), "-q", "--base", str(bundle)]) == 0
    err = capsys.readouterr().err
    assert "warning" in err and "changed since the bundle was signed" in err
    capsys.readouterr()
    assert main(["merge", str(bundle), str(delta), "-o", str(tmp_path / "merged")]) == 0
    assert "changed since the bundle was signed" in capsys.readouterr().err
