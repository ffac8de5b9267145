"""Nothing is destroyed: what ``--force``, ``--base`` and the output checks refuse, before any work starts.

Every refusal is one line (exit 2) and leaves every file where it was; every accepted replacement is complete.
"""

from __future__ import annotations

import json
import os
import shutil
import stat
import tempfile
from pathlib import Path

import pytest

from pamport.cli import main
from pamport.layout import STORE_FILE

SAMPLES = Path(__file__).resolve().parents[1] / "sample_exports"
CHATGPT = SAMPLES / "chatgpt" / "2025.01"



@pytest.fixture(autouse=True)
def _private_temp_folder(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    """A temporary folder of this test's own: runs clean up dead runs' scratch in a shared one, and say so."""
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path_factory.mktemp("scratch")))

def _tree(path: Path) -> dict[str, bytes]:
    """Every file under ``path`` with its bytes (a folder's state, to prove it was not touched)."""
    if path.is_file():
        return {"": path.read_bytes()}
    return {p.relative_to(path).as_posix(): p.read_bytes() for p in sorted(path.rglob("*")) if p.is_file()}


def _export(tmp_path: Path) -> Path:
    src = tmp_path / "export"
    shutil.copytree(CHATGPT, src)
    return src


def _refused(capsys: pytest.CaptureFixture[str], argv: list[str], *needles: str) -> str:
    assert main(argv) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1, err
    assert err.startswith("pamport: error: ")
    for needle in needles:
        assert needle in err, err
    return err


def _no_staging(folder: Path) -> None:
    assert not [p.name for p in folder.iterdir() if ".pamport-" in p.name], "staging left behind"


def test_force_refuses_a_folder_of_someone_s_files(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    src = _export(tmp_path)
    photos = tmp_path / "photos"
    photos.mkdir()
    (photos / "holiday.jpg").write_bytes(b"\xff\xd8 not really a jpeg")
    (photos / "notes.json").write_text("{}")
    before = _tree(photos)
    _refused(capsys, ["convert", str(src), "-o", str(photos), "--force"], str(photos), "not a pamport bundle")
    assert _tree(photos) == before
    _no_staging(tmp_path)


def test_force_refuses_a_folder_that_only_looks_like_a_bundle(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A memory-store.json is not enough: a bundle holds nothing but its own files."""
    src = _export(tmp_path)
    out = tmp_path / "out"
    assert main(["convert", str(src), "-o", str(out), "-q"]) == 0
    (out / "thesis.docx").write_bytes(b"years of work")
    before = _tree(out)
    _refused(capsys, ["convert", str(src), "-o", str(out), "--force"], "thesis.docx")
    assert _tree(out) == before
    (out / "thesis.docx").unlink()
    store = json.loads((out / STORE_FILE).read_text())
    (out / STORE_FILE).write_text(json.dumps({"memories": store["memories"]}))  # not a PAM store any more
    _refused(capsys, ["convert", str(src), "-o", str(out), "--force"], "not a PAM memory store")


@pytest.mark.parametrize("which", ["input folder", "input file", "parent of the input", "inside the input"])
def test_force_never_touches_the_input(tmp_path: Path, capsys: pytest.CaptureFixture[str], which: str) -> None:
    src = _export(tmp_path)
    source, out = {
        "input folder": (src, src),
        "input file": (src / "conversations.json", src / "conversations.json"),
        "parent of the input": (src, tmp_path),
        "inside the input": (src, src / "bundle"),
    }[which]
    before = _tree(tmp_path)
    _refused(capsys, ["convert", str(source), "-o", str(out), "--force"], "write the output somewhere else")
    assert _tree(tmp_path) == before


def test_force_replaces_a_pamport_bundle_completely(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    src = _export(tmp_path)
    out = tmp_path / "out"
    assert main(["convert", str(src), "-o", str(out), "-q"]) == 0
    old_id = json.loads((out / STORE_FILE).read_text())["export_id"]
    assert main(["convert", str(src), "-o", str(out), "--force", "-q"]) == 0
    assert json.loads((out / STORE_FILE).read_text())["export_id"] != old_id
    assert main(["validate", str(out)]) == 0
    _no_staging(tmp_path)


def test_symlinked_output_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    src = _export(tmp_path)
    real = tmp_path / "real"
    assert main(["convert", str(src), "-o", str(real), "-q"]) == 0
    link = tmp_path / "link"
    link.symlink_to(real)
    _refused(capsys, ["convert", str(src), "-o", str(link), "--force"], "symbolic link")
    assert real.is_dir() and link.is_symlink()


# -- --base ------------------------------------------------------------------------------------------------------


def _older_export(tmp_path: Path) -> Path:
    """The sample export less its last conversation: an older download of the same account."""
    old = tmp_path / "old-export"
    shutil.copytree(CHATGPT, old)
    conversations = json.loads((old / "conversations.json").read_text())
    (old / "conversations.json").write_text(json.dumps(conversations[:-1]))
    return old


def test_base_equal_to_output_updates_it_in_place(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """``convert NEW -o B --base B --force``: B becomes the base with the new export merged in, never a delta."""
    bundle = tmp_path / "B"
    assert main(["convert", str(_older_export(tmp_path)), "-o", str(bundle), "-q"]) == 0
    old_store = json.loads((bundle / STORE_FILE).read_text())
    old_files = {p.name for p in (bundle / "conversations").iterdir()}
    new = _export(tmp_path)
    _refused(capsys, ["convert", str(new), "-o", str(bundle), "--base", str(bundle)], "--force")
    assert main(["convert", str(new), "-o", str(bundle), "--base", str(bundle), "--force"]) == 0
    assert "in place" in capsys.readouterr().out
    store = json.loads((bundle / STORE_FILE).read_text())
    assert store["export_type"] == "full"
    ids = {m["id"] for m in store["memories"]}
    assert {m["id"] for m in old_store["memories"]} <= ids, "a memory of the old bundle was lost"
    files = {p.name for p in (bundle / "conversations").iterdir()}
    assert old_files < files, "the new conversation is missing or an old one was lost"
    assert len(store["conversations_index"]) == len(files)
    assert main(["validate", str(bundle)]) == 0
    _no_staging(tmp_path)


def test_in_place_update_keeps_what_the_new_export_no_longer_has(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bundle = tmp_path / "B"
    assert main(["convert", str(_export(tmp_path)), "-o", str(bundle), "-q"]) == 0
    old_store = json.loads((bundle / STORE_FILE).read_text())
    old_files = {p.name for p in (bundle / "conversations").iterdir()}
    assert main(["convert", str(_older_export(tmp_path)), "-o", str(bundle), "--base", str(bundle), "--force"]) == 0
    store = json.loads((bundle / STORE_FILE).read_text())
    assert {m["id"] for m in old_store["memories"]} <= {m["id"] for m in store["memories"]}
    assert {p.name for p in (bundle / "conversations").iterdir()} == old_files
    assert main(["validate", str(bundle)]) == 0


def test_base_is_checked_before_the_conversion(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    src = _export(tmp_path)
    out = tmp_path / "out"
    _refused(capsys, ["convert", str(src), "-o", str(out), "--base", str(tmp_path / "missing")], "missing")
    assert not out.exists()
    not_a_bundle = tmp_path / "folder"
    not_a_bundle.mkdir()
    _refused(capsys, ["convert", str(src), "-o", str(out), "--base", str(not_a_bundle)], "no memory store")
    assert not out.exists()
    _no_staging(tmp_path)


def test_output_holding_the_base_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    src = _export(tmp_path)
    base = tmp_path / "bundles" / "base"
    assert main(["convert", str(src), "-o", str(base), "-q"]) == 0
    before = _tree(tmp_path / "bundles")
    argv = ["convert", str(src), "-o", str(tmp_path / "bundles"), "--base", str(base), "--force"]
    _refused(capsys, argv, "holds the input")
    assert _tree(tmp_path / "bundles") == before


def test_bad_sign_key_is_found_before_anything_is_written(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    key = tmp_path / "key.pem"
    key.write_text("not a key")
    out = tmp_path / "out"
    _refused(capsys, ["convert", str(_export(tmp_path)), "-o", str(out), "--sign-key", str(key)], str(key))
    assert not out.exists()


# -- the output's parent and the machine --------------------------------------------------------------------------


def test_a_file_where_the_parent_folder_should_be(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    blocker = tmp_path / "reports"
    blocker.write_text("a file, not a folder")
    out = blocker / "2025" / "bundle"
    _refused(capsys, ["convert", str(_export(tmp_path)), "-o", str(out)], str(blocker), "is a file")
    assert blocker.read_text() == "a file, not a folder"


@pytest.fixture
def small_mount(tmp_path: Path):  # type: ignore[no-untyped-def]
    """Mount a real tmpfs (read-only or tiny), where the machine lets the tests do so."""
    mounted: list[Path] = []

    def mount(options: str) -> Path:
        point = tmp_path / f"mnt{len(mounted)}"
        point.mkdir()
        if os.geteuid() != 0 or shutil.which("mount") is None:
            pytest.skip("mounting a file system needs root")
        if os.system(f"mount -t tmpfs -o {options} tmpfs {point} 2>/dev/null") != 0:
            pytest.skip("this machine does not allow mounting a tmpfs")
        mounted.append(point)
        return point

    yield mount
    for point in mounted:
        os.system(f"umount {point} 2>/dev/null")


def test_read_only_output(tmp_path: Path, small_mount, capsys: pytest.CaptureFixture[str]) -> None:  # type: ignore[no-untyped-def]
    ro = small_mount("ro,size=1m")
    err = _refused(capsys, ["convert", str(_export(tmp_path)), "-o", str(ro / "out")], str(ro), "not writable")
    assert "internal error" not in err


def test_disk_full(tmp_path: Path, small_mount, capsys: pytest.CaptureFixture[str]) -> None:  # type: ignore[no-untyped-def]
    tiny = small_mount("size=16k")
    err = _refused(capsys, ["convert", str(_export(tmp_path)), "-o", str(tiny / "out")], "no space left")
    assert str(tiny) in err
    assert list(tiny.iterdir()) == [], "a partial bundle or staging folder was left on the full disk"


def test_read_only_merge_output(tmp_path: Path, small_mount, capsys: pytest.CaptureFixture[str]) -> None:  # type: ignore[no-untyped-def]
    src = _export(tmp_path)
    base = tmp_path / "base"
    assert main(["convert", str(src), "-o", str(base), "-q"]) == 0
    delta = tmp_path / "delta"
    assert main(["convert", str(src), "-o", str(delta), "--base", str(base), "-q"]) == 0
    ro = small_mount("ro,size=1m")
    _refused(capsys, ["merge", str(base), str(delta), "-o", str(ro / "merged")], str(ro), "not writable")


# -- merge and keygen ---------------------------------------------------------------------------------------------


def test_merge_never_writes_over_or_into_its_inputs(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    src = _export(tmp_path)
    base = tmp_path / "base"
    assert main(["convert", str(src), "-o", str(base), "-q"]) == 0
    delta = tmp_path / "delta"
    assert main(["convert", str(src), "-o", str(delta), "--base", str(base), "-q"]) == 0
    before = _tree(tmp_path)
    _refused(capsys, ["merge", str(base), str(delta), "-o", str(base / "merged")], "inside the input")
    _refused(capsys, ["merge", str(base), str(delta), "-o", str(tmp_path)], "holds the input")
    assert _tree(tmp_path) == before
    assert main(["merge", str(base), str(delta), "-o", str(tmp_path / "merged")]) == 0
    assert main(["validate", str(tmp_path / "merged")]) == 0
    _no_staging(tmp_path)


def test_keygen_force_replaces_only_a_private_key(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    notes = tmp_path / "notes.txt"
    notes.write_text("my notes")
    _refused(capsys, ["keygen", str(notes), "--force"], "not a PEM private key")
    assert notes.read_text() == "my notes"
    _refused(capsys, ["keygen", str(tmp_path), "--force"], "not a key file")
    key = tmp_path / "key.pem"
    assert main(["keygen", str(key)]) == 0
    assert stat.S_IMODE(key.stat().st_mode) == 0o600
    first = key.read_bytes()
    _refused(capsys, ["keygen", str(key)], "--force")
    assert main(["keygen", str(key), "--force"]) == 0
    assert key.read_bytes() != first and b"PRIVATE KEY" in key.read_bytes()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["key.pem", "notes.txt"]


def test_in_place_update_with_a_sign_key_is_signed(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bundle = tmp_path / "B"
    key = tmp_path / "key.pem"
    assert main(["keygen", str(key)]) == 0
    assert main(["convert", str(_older_export(tmp_path)), "-o", str(bundle), "-q"]) == 0
    argv = ["convert", str(_export(tmp_path)), "-o", str(bundle), "--base", str(bundle), "--force"]
    assert main([*argv, "--sign-key", str(key), "-q"]) == 0
    store = json.loads((bundle / STORE_FILE).read_text())
    assert store["export_type"] == "full" and "signature" in store
    capsys.readouterr()
    assert main(["validate", str(bundle)]) == 0
    assert "verified" in capsys.readouterr().out
