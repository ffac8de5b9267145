"""``pamport batch --encrypt-to`` / ``--passphrase-file``: one age-encrypted bundle per root, real keys, real pyrage."""

from __future__ import annotations

import json
import os
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pyrage = pytest.importorskip("pyrage")

from pamport.batch.stamp import STATE_DIR  # noqa: E402
from pamport.cli import main  # noqa: E402
from pamport.encryption.memory_folder import MEMORY_DIR_ENV, NoMemoryFolder, memory_root  # noqa: E402
from tests.batch_tree import Tree, build_tree  # noqa: E402

try:
    memory_root()
except NoMemoryFolder:  # pragma: no cover - a machine without tmpfs
    pytest.skip("no memory-backed folder (tmpfs) on this machine", allow_module_level=True)


@pytest.fixture(autouse=True)
def private_memory_folder(monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """The batch's workers work in a folder of their own on tmpfs, so that tests which watch the shared memory
    folder while they run are not disturbed; it must be empty afterwards (nothing in clear is left behind)."""
    folder = Path(tempfile.mkdtemp(prefix="pamport-test-batch-", dir=memory_root()))
    monkeypatch.setenv(MEMORY_DIR_ENV, str(folder))
    try:
        yield folder
        assert not list(folder.iterdir())
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def _age_keys(folder: Path) -> tuple[Path, str]:
    identity = pyrage.x25519.Identity.generate()
    secret = folder / "batch.key"
    secret.write_text(f"# created for a test\n{identity}\n", encoding="utf-8")
    return secret, str(identity.to_public())


def _report(outdir: Path) -> dict[str, dict[str, Any]]:
    lines = (outdir / "batch-report.jsonl").read_text(encoding="utf-8").splitlines()
    return {json.loads(line)["source"]: json.loads(line) for line in lines}


def _files(outdir: Path) -> list[str]:
    return sorted(p.relative_to(outdir).as_posix() for p in outdir.rglob("*") if p.is_file())


@pytest.fixture(scope="module")
def tree(tmp_path_factory: pytest.TempPathFactory) -> Tree:
    return build_tree(tmp_path_factory.mktemp("batch-age") / "tree", 7)


def test_every_root_is_one_encrypted_bundle_and_resume_needs_no_key(
    tree: Tree, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    key, recipient = _age_keys(tmp_path)
    out = tmp_path / "out"
    args = ["batch", str(tree.root), "-o", str(out), "--jobs", "2", "--encrypt-to", recipient, "--json"]
    assert main(args) == 1  # the tree's three broken exports
    summary = json.loads(capsys.readouterr().out)
    assert (summary["converted"], summary["failed"]) == (tree.good, len(tree.broken))

    report = _report(out)
    converted = [line for line in report.values() if line["status"] == "converted"]
    assert len(converted) == tree.good
    top = [p for p in out.iterdir() if p.name not in (STATE_DIR, "batch-report.jsonl")]
    assert sorted(p.name for p in top) == sorted(line["bundle"] for line in converted)
    for line in converted:
        bundle = out / line["bundle"]
        assert bundle.name.endswith(".pam.age") and bundle.is_file(), line
        assert bundle.read_bytes().startswith(b"age-encryption.org/v1\n")
        assert line["counts"]["conversations"] > 0
    # nothing but the encrypted files, the report and the stamps: no plaintext bundle file anywhere in OUTDIR
    assert not [f for f in _files(out) if f.endswith(".json") and not f.startswith(STATE_DIR + "/")]
    for line in converted:
        assert main(["validate", str(out / line["bundle"]), "--identity", str(key)]) == 0, line
    capsys.readouterr()

    # --resume without any key: the stamps say which bundles are finished, nothing is converted again
    before = {p.name: p.stat().st_mtime_ns for p in top}
    resumed = ["batch", str(tree.root), "-o", str(out), "--jobs", "2", "--resume", "--encrypt-to", recipient]
    assert main([*resumed, "--json"]) == 1
    summary = json.loads(capsys.readouterr().out)
    assert (summary["converted"], summary["unchanged"]) == (0, tree.good)
    assert {p.name: p.stat().st_mtime_ns for p in top} == before
    assert {s: line["bundle"] for s, line in _report(out).items()} == {s: line["bundle"] for s, line in report.items()}

    # without --resume or --force an encrypted bundle is never overwritten
    assert main(["batch", str(tree.root), "-o", str(out), "--encrypt-to", recipient, "-q"]) == 1
    assert "exists from an earlier run" in capsys.readouterr().out


def test_another_recipient_or_plain_output_converts_again_and_replaces(
    tree: Tree, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    key, recipient = _age_keys(tmp_path)
    other = str(pyrage.x25519.Identity.generate().to_public())
    out = tmp_path / "out"
    base = ["batch", str(tree.root), "-o", str(out), "--jobs", "2", "--resume", "--json"]
    main([*base, "--encrypt-to", other])
    capsys.readouterr()
    main([*base, "--encrypt-to", recipient])  # a new recipient: each bundle is encrypted again, for it
    assert json.loads(capsys.readouterr().out)["converted"] == tree.good
    for line in _report(out).values():
        if line["status"] == "converted":
            assert main(["validate", str(out / line["bundle"]), "--identity", str(key)]) == 0
    capsys.readouterr()
    main(base)  # back to plain folders: the encrypted files of the same roots are replaced, not left beside them
    assert json.loads(capsys.readouterr().out)["converted"] == tree.good
    assert not list(out.glob("*.pam.age"))
    assert len([p for p in out.iterdir() if p.is_dir() and p.name != STATE_DIR]) == tree.good


def test_passphrase_file(tree: Tree, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    phrase = tmp_path / "phrase"
    phrase.write_text("correct horse battery staple\n", encoding="utf-8")
    out = tmp_path / "out"
    source = tree.root / next(e for e in tree.exports if e not in tree.broken and e not in tree.two_accounts)
    assert main(["batch", str(source), "-o", str(out), "--passphrase-file", str(phrase), "-q"]) == 0
    (bundle,) = out.glob("*.pam.age")
    assert main(["validate", str(bundle), "--passphrase-file", str(phrase)]) == 0
    assert main(["validate", str(bundle)]) == 2  # the key is needed to read it, and its absence is one line
    assert "passphrase" in capsys.readouterr().err


def test_bad_keys_and_dask_are_refused_before_any_work(
    tree: Tree, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "out"
    assert main(["batch", str(tree.root), "-o", str(out), "--encrypt-to", "age1notakey"]) == 2
    assert "age1notakey" in capsys.readouterr().err
    empty = tmp_path / "empty"
    empty.write_text("", encoding="utf-8")
    assert main(["batch", str(tree.root), "-o", str(out), "--passphrase-file", str(empty)]) == 2
    assert "empty" in capsys.readouterr().err
    recipient = str(pyrage.x25519.Identity.generate().to_public())
    assert main(["batch", str(tree.root), "-o", str(out), "--encrypt-to", recipient, "--dask", "local"]) == 2
    assert "--dask" in capsys.readouterr().err
    assert not out.exists() or not os.listdir(out)
