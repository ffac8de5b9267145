"""Encrypted bundles end to end: real age keys (X25519, SSH) and passphrases, real pyrage, no plaintext on disk."""

from __future__ import annotations

import gc
import io
import json
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pyrage
import pytest
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import ed25519

from benchmarks.generate import generate
from pamport.cli import main
from pamport.encryption.container import ContainerError, extract_tar, write_tar
from pamport.encryption.memory_folder import NoMemoryFolder, memory_root, swap_warning
from tests.test_batch import bundle_contents

REPO = Path(__file__).resolve().parents[1]
SAMPLE = REPO / "sample_exports" / "chatgpt" / "2025.01"
#: Planted in an export: neither may appear in clear in any file a conversion to NAME.pam.age creates.
TITLE_MARK = "Brimstaff Ouzelwick"
TEXT_MARK = "Zorvath Quillmere"

try:
    memory_root()
except NoMemoryFolder:  # pragma: no cover - a machine without tmpfs
    pytest.skip("no memory-backed folder (tmpfs) on this machine", allow_module_level=True)


def _age_keys(folder: Path, name: str) -> tuple[Path, Path]:
    """An age identity file and a recipients file (what ``age-keygen`` writes), generated for the test."""
    identity = pyrage.x25519.Identity.generate()
    secret, public = folder / f"{name}.key", folder / f"{name}.pub"
    secret.write_text(f"# created for a test\n{identity}\n", encoding="utf-8")
    public.write_text(f"{identity.to_public()}\n", encoding="utf-8")
    return secret, public


def _ssh_keys(folder: Path) -> tuple[Path, str]:
    key = ed25519.Ed25519PrivateKey.generate()
    secret = folder / "id_ed25519"
    secret.write_bytes(
        key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.OpenSSH, serialization.NoEncryption())
    )
    public = key.public_key().public_bytes(serialization.Encoding.OpenSSH, serialization.PublicFormat.OpenSSH)
    return secret, public.decode("ascii") + " test@example"


def _comparable(bundle: Path) -> dict[str, Any]:
    """The bundle's JSON files without what differs between two runs: the varying fields, and the signatures
    and manifest hashes over them (checked by validate instead)."""
    files = bundle_contents(bundle)
    assert set(files["manifest.json"]) == {"files", "schema", "schema_version", "signature"}
    files["manifest.json"] = [entry["path"] for entry in files["manifest.json"]["files"]]
    files["memory-store.json"].pop("signature")
    return files


def _phrase(folder: Path, text: str) -> Path:
    path = folder / "phrase.txt"
    path.write_text(text + "\n", encoding="utf-8")
    return path


def _run(args: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = main(args)
    captured = capsys.readouterr()
    return code, captured.out, captured.err


@pytest.fixture(scope="module")
def world(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """Keys, a signing key, the plain conversion of the sample and its encrypted twin (signed)."""
    root = tmp_path_factory.mktemp("encryption")
    secret, public = _age_keys(root, "me")
    other_secret, _ = _age_keys(root, "other")
    sign_key = root / "sign.pem"
    assert main(["keygen", str(sign_key)]) == 0
    plain, sealed = root / "plain", root / "x.pam.age"
    common = ["--extractor", "pamport-rules", "--sign-key", str(sign_key), "-q"]
    assert main(["convert", str(SAMPLE), "-o", str(plain), *common]) == 0
    assert main(["convert", str(SAMPLE), "-o", str(sealed), "--encrypt-to", str(public), *common]) == 0
    return {
        "root": root,
        "secret": secret,
        "public": public,
        "other": other_secret,
        "sign_key": sign_key,
        "plain": plain,
        "sealed": sealed,
    }


def test_encrypted_output_is_one_age_file_with_no_plaintext(world: dict[str, Path]) -> None:
    data = world["sealed"].read_bytes()
    assert data.startswith(b"age-encryption.org/v1\n-> X25519 ")
    assert b"memory-store.json" not in data and b"Lisbon" not in data
    assert sorted(p.name for p in world["root"].iterdir() if p.name.startswith(".")) == []  # no staging left


def test_round_trip_validate_inspect_diff_decrypt(world: dict[str, Path], capsys: pytest.CaptureFixture[str]) -> None:
    sealed, identity = str(world["sealed"]), ["--identity", str(world["secret"])]
    code, out, _ = _run(["validate", sealed, *identity, "--trusted-key", str(world["sign_key"]), "--json"], capsys)
    report = json.loads(out)
    assert code == 0 and report["ok"], out
    assert report["path"] == sealed  # named as the user gave it, not the folder in memory
    assert (report["signature"], report["manifest"], report["signer"]) == ("verified", "verified", "trusted")

    code, out, _ = _run(["inspect", sealed, *identity, "--json"], capsys)
    assert code == 0
    info = json.loads(out)
    code, plain_out, _ = _run(["inspect", str(world["plain"]), "--json"], capsys)
    plain_info = json.loads(plain_out)
    assert info["bundle"] == sealed
    for varying in ("bundle", "export_date"):
        info.pop(varying), plain_info.pop(varying)
    assert info == plain_info and info["conversations"] == 7

    code, out, _ = _run(["diff", str(world["plain"]), sealed, *identity, "--json"], capsys)
    assert code == 0
    changes = json.loads(out)
    assert changes["new"] == sealed and changes["identical"], changes  # only the varying fields differ

    decrypted = world["root"] / "decrypted"
    code, _, err = _run(["decrypt", sealed, "-o", str(decrypted), *identity], capsys)
    assert code == 0, err
    assert _comparable(decrypted) == _comparable(world["plain"])
    assert sorted(p.relative_to(decrypted) for p in decrypted.rglob("*")) == sorted(
        p.relative_to(world["plain"]) for p in world["plain"].rglob("*")
    )
    code, out, _ = _run(["validate", str(decrypted), "--trusted-key", str(world["sign_key"])], capsys)
    assert code == 0 and "VALID" in out


def test_missing_and_wrong_keys_are_one_line_exit_2(world: dict[str, Path], capsys: pytest.CaptureFixture[str]) -> None:
    sealed = str(world["sealed"])
    for command in (["validate", sealed], ["inspect", sealed], ["decrypt", sealed, "-o", str(world["root"] / "n")]):
        code, out, err = _run(command, capsys)
        assert code == 2 and out == ""
        assert err.count("\n") == 1 and "is an encrypted bundle" in err and "--identity FILE" in err, err
    code, _, err = _run(["validate", sealed, "--identity", str(world["other"])], capsys)
    assert code == 2 and err.count("\n") == 1
    assert f"{sealed}: none of the given identities can open it" in err
    code, _, err = _run(["validate", sealed, "--identity", str(world["public"])], capsys)  # a recipient, not a key
    assert code == 2 and "line 1 is not an age identity" in err
    assert not (world["root"] / "n").exists()


def test_passphrase_from_file_and_environment(
    world: dict[str, Path], capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    phrase = world["root"] / "phrase.txt"
    phrase.write_text("correct horse battery staple\n", encoding="utf-8")
    sealed = world["root"] / "pass.pam.age"
    code, _, err = _run(
        ["convert", str(SAMPLE), "-o", str(sealed), "--passphrase-file", str(phrase), "-q", "--extractor", "none"],
        capsys,
    )
    assert code == 0, err
    assert b"\n-> scrypt " in sealed.read_bytes()[:200]
    code, _, err = _run(["inspect", str(sealed)], capsys)
    assert code == 2 and "(passphrase)" in err and "PAMPORT_PASSPHRASE" in err
    monkeypatch.setenv("PAMPORT_PASSPHRASE", "wrong horse")
    code, _, err = _run(["inspect", str(sealed)], capsys)
    assert code == 2
    assert err.strip() == f"pamport: error: {sealed}: cannot be opened with this passphrase (wrong passphrase?)"
    monkeypatch.setenv("PAMPORT_PASSPHRASE", "correct horse battery staple")
    code, out, err = _run(["validate", str(sealed)], capsys)
    assert code == 0 and "VALID" in out, out + err


def test_ssh_keys(world: dict[str, Path], capsys: pytest.CaptureFixture[str]) -> None:
    secret, public = _ssh_keys(world["root"])
    sealed = world["root"] / "ssh.pam.age"
    recipients = ["--encrypt-to", public, "--encrypt-to", str(world["public"])]
    code, _, err = _run(["encrypt", str(world["plain"]), "-o", str(sealed), *recipients], capsys)
    assert code == 0, err
    for key in (secret, world["secret"]):  # either recipient opens it
        code, out, err = _run(["validate", str(sealed), "--identity", str(key)], capsys)
        assert code == 0, out + err
    decrypted = world["root"] / "from-ssh"
    assert main(["decrypt", str(sealed), "-o", str(decrypted), "--identity", str(secret), "-q"]) == 0
    for path in world["plain"].rglob("*"):  # encrypt + decrypt: byte for byte the same bundle
        twin = decrypted / path.relative_to(world["plain"])
        assert twin.is_dir() if path.is_dir() else twin.read_bytes() == path.read_bytes()


def test_output_rules_apply_to_the_encrypted_file(world: dict[str, Path], capsys: pytest.CaptureFixture[str]) -> None:
    root, public = world["root"], str(world["public"])
    precious = root / "notes.pam.age"
    precious.write_text("my notes\n", encoding="utf-8")
    convert = ["convert", str(SAMPLE), "--encrypt-to", public, "-q", "--extractor", "none"]
    code, _, err = _run([*convert, "-o", str(precious), "--force"], capsys)
    assert code == 2 and "is not an age-encrypted file" in err
    assert precious.read_text(encoding="utf-8") == "my notes\n"
    target = root / "again.pam.age"
    target.write_bytes(world["sealed"].read_bytes())
    code, _, err = _run([*convert, "-o", str(target)], capsys)
    assert code == 2 and "already exists" in err
    assert target.read_bytes() == world["sealed"].read_bytes()
    assert _run([*convert, "-o", str(target), "--force"], capsys)[0] == 0
    assert target.read_bytes() != world["sealed"].read_bytes()
    code, _, err = _run([*convert, "-o", str(root / "plain-out")], capsys)
    assert code == 2 and "--encrypt-to writes one encrypted file" in err
    code, _, err = _run(["convert", str(SAMPLE), "-o", str(root / "nokey.pam.age"), "-q"], capsys)
    assert code == 2 and "needs --encrypt-to RECIPIENT" in err and not (root / "nokey.pam.age").exists()
    inside = str(world["plain"] / "in.pam.age")
    code, _, err = _run(["encrypt", str(world["plain"]), "-o", inside, "--encrypt-to", public], capsys)
    assert code == 2 and "lies inside the input" in err


def test_base_merge_and_update_in_place_stay_encrypted(
    world: dict[str, Path], capsys: pytest.CaptureFixture[str]
) -> None:
    root, sealed, identity = world["root"], world["sealed"], ["--identity", str(world["secret"])]
    base = root / "base.pam.age"
    base.write_bytes(sealed.read_bytes())
    delta = root / "delta.pam.age"
    code, _, err = _run(["convert", str(SAMPLE), "-o", str(delta), "--base", str(base), *identity, "-q"], capsys)
    assert code == 0, err  # written to the identity's own recipient, and said so
    assert "encrypted to the recipient(s) of the given --identity" in err
    code, out, _ = _run(["inspect", str(delta), *identity, "--json"], capsys)
    assert json.loads(out)["export_type"] == "incremental"
    merged = root / "merged.pam.age"
    code, _, err = _run(["merge", str(base), str(delta), "-o", str(merged), *identity, "--json"], capsys)
    assert code == 0, err
    assert merged.read_bytes().startswith(b"age-encryption.org/v1")
    code, out, err = _run(["validate", str(merged), *identity], capsys)
    assert code == 0, out + err
    before = base.read_bytes()
    code, _, err = _run(
        ["convert", str(SAMPLE), "-o", str(base), "--base", str(base), *identity, "--force", "-q"], capsys
    )
    assert code == 0, err
    assert base.read_bytes() != before and base.read_bytes().startswith(b"age-encryption.org/v1")
    code, out, _ = _run(["inspect", str(base), *identity, "--json"], capsys)
    assert json.loads(out)["export_type"] == "full" and json.loads(out)["memories"] > 0


def _tar(members: list[tuple[tarfile.TarInfo, bytes]]) -> bytes:
    buffer = io.BytesIO()
    with tarfile.open(fileobj=buffer, mode="w", format=tarfile.PAX_FORMAT) as tar:
        for info, data in members:
            info.size = len(data)
            tar.addfile(info, io.BytesIO(data) if info.isfile() else None)
    return buffer.getvalue()


@pytest.mark.parametrize(
    ("name", "kind", "expected"),
    [
        ("../escape.json", tarfile.REGTYPE, "outside the bundle"),
        ("/etc/escape.json", tarfile.REGTYPE, "outside the bundle"),
        ("conversations/link.json", tarfile.SYMTYPE, "a link or special file"),
    ],
)
def test_a_hostile_archive_writes_nothing_outside(
    world: dict[str, Path], capsys: pytest.CaptureFixture[str], name: str, kind: bytes, expected: str
) -> None:
    root = world["root"] / f"hostile-{abs(hash(name))}"
    root.mkdir()
    info = tarfile.TarInfo(name)
    info.type = kind
    info.linkname = "/etc/passwd" if kind == tarfile.SYMTYPE else ""
    store = tarfile.TarInfo("memory-store.json")
    payload = _tar([(store, b"{}"), (info, b"{}" if kind == tarfile.REGTYPE else b"")])
    sealed = root / "h.pam.age"
    sealed.write_bytes(pyrage.encrypt(payload, [pyrage.x25519.Recipient.from_str(world["public"].read_text().strip())]))
    code, _, err = _run(["decrypt", str(sealed), "-o", str(root / "out"), "--identity", str(world["secret"])], capsys)
    assert code == 2 and expected in err, err
    assert sorted(p.name for p in root.iterdir()) == ["h.pam.age"]
    assert not (world["root"] / "escape.json").exists()


def test_the_container_is_deterministic(world: dict[str, Path], tmp_path: Path) -> None:
    first, second = io.BytesIO(), io.BytesIO()
    write_tar(world["plain"], first)
    os.utime(world["plain"] / "memory-store.json", (1, 1))  # mtimes are not part of the archive
    write_tar(world["plain"], second)
    assert first.getvalue() == second.getvalue()
    with tarfile.open(fileobj=io.BytesIO(first.getvalue())) as tar:
        names = tar.getnames()
        assert {m.mtime for m in tar.getmembers()} == {0}
    conversations = sorted(f"conversations/{p.name}" for p in (world["plain"] / "conversations").iterdir())
    assert names == ["conversations", *conversations, "import-report.json", "manifest.json", "memory-store.json"]
    target = tmp_path / "unpacked"
    target.mkdir()
    first.seek(0)
    extract_tar(first, target, "test")
    with pytest.raises(ContainerError, match="twice"):
        first.seek(0)
        extract_tar(first, target, "test")


def test_a_memory_folder_that_is_on_a_disk_is_refused(
    world: dict[str, Path], capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("PAMPORT_MEMORY_DIR", str(tmp_path))
    out = tmp_path / "x.pam.age"
    code, _, err = _run(["convert", str(SAMPLE), "-o", str(out), "--encrypt-to", str(world["public"]), "-q"], capsys)
    assert code == 2 and "is not a writable folder on a memory-backed file system" in err, err
    assert list(tmp_path.iterdir()) == []


def _planted_export(folder: Path) -> Path:
    """A 2 MB ChatGPT export whose first conversation carries the planted title and text."""
    path, _ = generate("chatgpt", folder, 2.0)
    conversations: list[dict[str, Any]] = json.loads(path.read_text(encoding="utf-8"))
    first = conversations[0]
    first["title"] = f"Trip to {TITLE_MARK}"
    user = next(n for n in first["mapping"].values() if n["message"] and n["message"]["author"]["role"] == "user")
    user["message"]["content"]["parts"] = [f"I live in {TEXT_MARK}. My favourite food is {TEXT_MARK} soup."]
    path.write_text(json.dumps(conversations), encoding="utf-8")
    return folder


def _files_holding_marks(folder: Path) -> set[str]:
    found: set[str] = set()
    for current, _dirs, files in os.walk(folder):
        for name in files:
            path = Path(current, name)
            try:
                data = path.read_bytes()
            except OSError:  # removed meanwhile
                continue
            for mark in (TITLE_MARK, TEXT_MARK):
                if mark.encode("utf-8") in data or json.dumps(mark).encode("ascii") in data:
                    found.add(str(path.relative_to(folder)))
    return found


def _convert_while_watching(
    export: Path, work: Path, out: Path, extra: list[str], memory: Path | None = None
) -> tuple[set[str], int]:
    """Run ``convert`` in a process of its own, with its temporary folder, home and working folder in ``work``
    (and its memory folders in ``memory``), scanning ``work`` all along."""
    (work / "tmp").mkdir(parents=True, exist_ok=True)
    (work / "home").mkdir()
    env = {k: v for k, v in os.environ.items() if not k.startswith("XDG_")}
    env.update(TMPDIR=str(work / "tmp"), HOME=str(work / "home"), PYTHONPATH=str(REPO))  # caches would go to HOME
    if memory is not None:
        env["PAMPORT_MEMORY_DIR"] = str(memory)
    command = [sys.executable, "-m", "pamport.cli", "convert", str(export), "-o", str(out), "-q", *extra]
    process = subprocess.Popen(command, env=env, cwd=work, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    seen: set[str] = set()
    scans = 0
    while process.poll() is None:
        seen |= _files_holding_marks(work)
        scans += 1
        time.sleep(0.01)
    _, err = process.communicate()
    assert process.returncode == 0, err.decode()
    seen |= _files_holding_marks(work)
    return seen, scans


def test_no_plaintext_file_appears_on_disk_during_convert(world: dict[str, Path], tmp_path: Path) -> None:
    export = _planted_export(tmp_path / "export")
    # the watcher finds the marks when they are on the disk: the same run without encryption
    plain_work = tmp_path / "plain-run"
    seen, _ = _convert_while_watching(export, plain_work, plain_work / "bundle", ["--jobs", "2"])
    assert "bundle/memory-store.json" in seen and any(s.startswith("bundle/conversations/") for s in seen), seen

    work = tmp_path / "sealed-run"
    out = work / "x.pam.age"
    # a memory folder of this test's own: other tests running beside it use the shared one
    memory = Path(tempfile.mkdtemp(prefix="pamport-test-", dir=memory_root()))
    try:
        sealed = ["--jobs", "2", "--encrypt-to", str(world["public"])]
        seen, scans = _convert_while_watching(export, work, out, sealed, memory)
        assert seen == set(), seen
        assert scans > 3  # the scan ran while the conversion did
        assert sorted(p.name for p in work.rglob("*")) == ["home", "tmp", "x.pam.age"]
        assert list(memory.iterdir()) == []  # the folder in memory is gone too
    finally:
        shutil.rmtree(memory, ignore_errors=True)
    decrypted = tmp_path / "decrypted"
    assert main(["decrypt", str(out), "-o", str(decrypted), "--identity", str(world["secret"]), "-q"]) == 0
    assert _files_holding_marks(decrypted)  # and the marks were really in the encrypted bundle


def test_a_killed_runs_memory_folder_is_removed_by_the_next_run(
    world: dict[str, Path], capsys: pytest.CaptureFixture[str]
) -> None:
    finished = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True)
    dead = int(finished.stdout)  # a process that has ended: its folder is a leftover
    leftover = memory_root() / f"pamport-memory-{dead}-test"
    (leftover / "bundle").mkdir(parents=True)
    (leftover / "bundle" / "memory-store.json").write_text(TEXT_MARK, encoding="utf-8")
    code, _, err = _run(["inspect", str(world["sealed"]), "--identity", str(world["secret"])], capsys)
    assert code == 0, err
    assert not leftover.exists()


def test_python_api_writes_and_opens_encrypted_bundles(world: dict[str, Path], tmp_path: Path) -> None:
    from pamport import api

    out = tmp_path / "api.pam.age"
    result = api.convert(SAMPLE, out, extractors=(), encrypt_to=[str(world["public"])])
    assert result.out == out and out.read_bytes().startswith(b"age-encryption.org/v1")
    with pytest.raises(Exception, match="is an encrypted bundle; give the key"):
        api.open_bundle(out)
    with api.open_bundle(out, identity=world["secret"]) as bundle:
        folder = bundle.path
        assert bundle.encrypted == out and str(folder).startswith(str(memory_root()))
        assert len(bundle.conversation_ids()) == 7 == len(bundle.conversations_index)
        assert any("Lisbon" in c.title for c in bundle.conversations() if c.title)
    assert not folder.exists()  # the plaintext left memory with the block
    opened = api.open_bundle(world["sealed"], identity=[world["other"], world["secret"]])
    folder = opened.path
    del opened
    gc.collect()
    assert not folder.exists()


def test_armored_files_open_too(world: dict[str, Path], capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """``age -a`` output (ASCII armor) is recognised and opened, for recipients and for a passphrase."""
    payload = io.BytesIO()
    write_tar(world["plain"], payload)
    recipient = pyrage.x25519.Recipient.from_str(world["public"].read_text().strip())
    armored = tmp_path / "armored.pam.age"
    armored.write_bytes(pyrage.encrypt(payload.getvalue(), [recipient], armored=True))
    code, out, err = _run(["inspect", str(armored), "--identity", str(world["secret"]), "--json"], capsys)
    assert code == 0 and json.loads(out)["conversations"] == 7, err
    code, _, err = _run(["inspect", str(armored)], capsys)
    assert code == 2 and "--identity FILE" in err  # the armored header is read: a recipient file, not a passphrase
    by_passphrase = tmp_path / "armored-passphrase.pam.age"
    by_passphrase.write_bytes(pyrage.passphrase.encrypt(payload.getvalue(), "a phrase", armored=True))
    code, _, err = _run(["inspect", str(by_passphrase)], capsys)
    assert code == 2 and "is an encrypted bundle (passphrase)" in err, err
    phrase = ["--passphrase-file", str(_phrase(tmp_path, "a phrase"))]
    code, out, err = _run(["inspect", str(by_passphrase), *phrase], capsys)
    assert code == 0 and "conversations: 7" in out, err


def test_embed_search_and_render_on_an_encrypted_bundle(
    world: dict[str, Path], capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    from tests.embedding_server import embedding_server

    sealed = tmp_path / "e.pam.age"
    sealed.write_bytes(world["sealed"].read_bytes())
    identity = ["--identity", str(world["secret"])]
    with embedding_server() as server:
        endpoint = ["--embed-base-url", server.url, "--embed-model", "bag-of-words"]
        cache = ["--embed-cache", str(tmp_path / "c.db")]
        sign = ["--sign-key", str(world["sign_key"])]
        code, out, err = _run(["embed", str(sealed), *identity, *endpoint, *cache, *sign], capsys)
        assert code == 0, err
        assert out.startswith(f"Embedded {sealed}:")  # named as given, not as the folder in memory
        written = sealed.read_bytes()
        assert written.startswith(b"age-encryption.org/v1") and written != world["sealed"].read_bytes()
        trusted = ["--trusted-key", str(world["sign_key"])]
        code, out, err = _run(["validate", str(sealed), *identity, *trusted, "--json"], capsys)
        report = json.loads(out)
        assert code == 0 and report["signature"] == "verified" and report["manifest"] == "verified", out + err
        query = ["search", str(sealed), "Lisbon train", "-k", "2"]
        code, out, err = _run([*query, *identity, *endpoint, "--json"], capsys)
        assert code == 0 and len(json.loads(out)["results"]) == 2, err
    code, out, err = _run(["render", str(sealed), "--for", "system-prompt", *identity], capsys)
    assert code == 0 and out.strip(), err


def test_a_convert_killed_midway_leaves_nothing_in_clear(
    world: dict[str, Path], capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """SIGKILL while the conversion runs in memory: beside OUT there is at most ciphertext, and the next run
    removes the killed run's folder in memory."""
    export = _planted_export(tmp_path / "export")
    work = tmp_path / "run"
    (work / "tmp").mkdir(parents=True)
    out = work / "x.pam.age"
    command = [sys.executable, "-m", "pamport.cli", "convert", str(export), "-o", str(out), "-q", "--jobs", "2"]
    env = {**os.environ, "TMPDIR": str(work / "tmp")}
    process = subprocess.Popen([*command, "--encrypt-to", str(world["public"])], env=env)
    prefix = f"pamport-memory-{process.pid}-"
    deadline = time.monotonic() + 60
    folder: Path | None = None
    while folder is None and time.monotonic() < deadline and process.poll() is None:
        folder = next((p for p in memory_root().iterdir() if p.name.startswith(prefix)), None)
        time.sleep(0.005)
    assert folder is not None, "the conversion never made its folder in memory"
    while not any(folder.rglob("*.json")) and process.poll() is None:  # killed once conversations are written
        time.sleep(0.005)
    process.kill()
    process.wait()
    assert folder.exists() and _files_holding_marks(work) == set()
    code, _, err = _run(["inspect", str(world["sealed"]), "--identity", str(world["secret"])], capsys)
    assert code == 0, err
    assert not folder.exists()  # the next run removed it


def test_a_damaged_file_and_a_bundle_with_a_link_are_refused(
    world: dict[str, Path], capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    data = world["sealed"].read_bytes()
    cut = tmp_path / "cut.pam.age"
    cut.write_bytes(data[: len(data) // 2])  # the last chunks are missing: age's STREAM notices
    code, _, err = _run(["decrypt", str(cut), "-o", str(tmp_path / "out"), "--identity", str(world["secret"])], capsys)
    assert code == 2 and err.count("\n") == 1 and str(cut) in err, err
    assert not (tmp_path / "out").exists()
    flipped = bytearray(data)
    flipped[-100] ^= 1  # one bit of the last chunk
    bad = tmp_path / "flipped.pam.age"
    bad.write_bytes(bytes(flipped))
    code, _, err = _run(["inspect", str(bad), "--identity", str(world["secret"])], capsys)
    assert code == 2 and "cannot be decrypted" in err, err

    linked = tmp_path / "linked"
    assert main(["decrypt", str(world["sealed"]), "-o", str(linked), "--identity", str(world["secret"]), "-q"]) == 0
    (linked / "conversations" / "secret.json").symlink_to(world["secret"])
    out = tmp_path / "linked.pam.age"
    code, _, err = _run(["encrypt", str(linked), "-o", str(out), "--encrypt-to", str(world["public"])], capsys)
    assert code == 2 and "is a link or special file" in err, err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["cut.pam.age", "flipped.pam.age", "linked"]


@pytest.fixture
def small_tmpfs(tmp_path: Path) -> Iterator[Path]:
    """A 1 MiB tmpfs of the test's own (needs the right to mount: skipped elsewhere)."""
    point = tmp_path / "small"
    point.mkdir()
    mounted = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=1m", "tmpfs", str(point)], capture_output=True)
    if mounted.returncode != 0:
        pytest.skip("cannot mount a tmpfs here")
    try:
        yield point
    finally:
        gc.collect()  # a conversion stopped by an error may leave a work file open until it is collected
        done = subprocess.run(["umount", str(point)], capture_output=True, text=True)
        assert done.returncode == 0, done.stderr


def test_a_full_memory_folder_is_one_clear_line(
    world: dict[str, Path], capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, small_tmpfs: Path
) -> None:
    export = _planted_export(small_tmpfs.parent / "export")
    monkeypatch.setenv("PAMPORT_MEMORY_DIR", str(small_tmpfs))
    out = small_tmpfs.parent / "x.pam.age"
    code, _, err = _run(["convert", str(export), "-o", str(out), "--encrypt-to", str(world["public"]), "-q"], capsys)
    assert code == 2 and err.count("\n") == 1, err
    assert f"{small_tmpfs}: the memory-backed folder (1 MiB) is full" in err
    assert not out.exists() and list(small_tmpfs.iterdir()) == []


def test_swap_warning_names_unencrypted_swap_only() -> None:
    header = "Filename\t\t\t\tType\t\tSize\t\tUsed\t\tPriority\n"
    assert swap_warning(header) is None
    assert swap_warning(header + "/dev/zram0  partition  4194300  0  100\n") is None
    warning = swap_warning(header + "/swapfile  file  2097148  0  -2\n")
    assert warning is not None and "swap is on (/swapfile) and not encrypted" in warning


def test_plain_output_from_an_encrypted_bundle_is_said(
    world: dict[str, Path], capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    identity = ["--identity", str(world["secret"])]
    delta = tmp_path / "delta"
    base = ["--base", str(world["sealed"]), *identity]
    code, _, err = _run(["convert", str(SAMPLE), "-o", str(delta), *base, "-q"], capsys)
    assert code == 0, err
    merged = tmp_path / "merged"
    code, _, err = _run(["merge", str(world["sealed"]), str(delta), "-o", str(merged), *identity], capsys)
    assert code == 0 and f"{merged} is written in clear from an encrypted bundle" in err, err
    code, _, err = _run(["decrypt", str(tmp_path / "absent.pam.age"), "-o", str(tmp_path / "x"), *identity], capsys)
    assert code == 2 and "absent.pam.age: no such file" in err
