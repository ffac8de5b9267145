"""``pamport batch``: export roots found in a tree, one valid bundle each, failures reported, resume, names."""

from __future__ import annotations

import argparse
import json
import re
import shutil
import zipfile
from pathlib import Path
from typing import Any

import pytest

from pamport.batch import InProcess, LocalPool, find_roots, run_batch
from pamport.batch.options import make_job
from pamport.batch.roots import Root
from pamport.batch.stamp import STATE_DIR, source_sha256
from pamport.cli import main
from pamport.layout import STORE_FILE
from pamport.pipeline.run import ConvertOptions
from pamport.validation import validate_path
from tests.batch_tree import SAMPLES, Tree, build_tree

VARYING = {"export_id", "export_date", "imported_at"}


def strip_varying(value: Any) -> Any:
    """A bundle file's JSON without the fields that must differ between two runs."""
    if isinstance(value, dict):
        return {k: strip_varying(v) for k, v in value.items() if k not in VARYING}
    if isinstance(value, list):
        return [strip_varying(v) for v in value]
    return value


def bundle_contents(path: Path) -> dict[str, Any]:
    """Every JSON file of a bundle, without the fields that differ between two runs."""
    return {
        p.relative_to(path).as_posix(): strip_varying(json.loads(p.read_text(encoding="utf-8")))
        for p in sorted(path.rglob("*.json"))
    }


def report_lines(outdir: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in (outdir / "batch-report.jsonl").read_text().splitlines()]


def _labels(roots: list[Root], top: Path) -> dict[str, str]:
    return {Path(r.path).relative_to(top).as_posix(): r.kind for r in roots}


# -- discovery --


def test_roots_of_a_tree(tmp_path: Path) -> None:
    tree = build_tree(tmp_path / "tree", 15)
    found = find_roots([tree.root])
    labels = _labels(found.roots, tree.root)
    # every export has one root of its own: itself, or a folder that holds nothing else
    covering = {e: [r for r in labels if e == r or e.startswith(r + "/")] for e in tree.exports}
    assert all(len(roots) == 1 for roots in covering.values()), covering
    assert sorted(r for roots in covering.values() for r in roots) == sorted(labels)
    assert labels["two-accounts/alice"] == labels["two-accounts/bob"] == "folder"
    assert labels["broken/cut-short.zip"] == "zip"
    assert [Path(f).name for f in found.ignored] == ["README.txt"]
    assert all(r.error is None for r in found.roots)


def test_takeout_root_is_the_folder_above_it(tmp_path: Path) -> None:
    """A Gemini log deep in Takeout/My Activity/Gemini Apps/ belongs to the person's folder, not to its own."""
    shutil.copytree(SAMPLES / "gemini/2024.06", tmp_path / "people/carla")
    shutil.copytree(SAMPLES / "claude/2025.01", tmp_path / "people/dina")
    found = find_roots([tmp_path / "people"])
    assert sorted(_labels(found.roots, tmp_path / "people")) == ["carla", "dina"]


def test_a_source_that_is_one_export_is_one_root(tmp_path: Path) -> None:
    found = find_roots([SAMPLES / "grok/2025.01", SAMPLES / "chatgpt/2025.06-sharded"])
    assert [r.kind for r in found.roots] == ["folder", "folder"]
    assert [Path(r.path) for r in found.roots] == [SAMPLES / "grok/2025.01", SAMPLES / "chatgpt/2025.06-sharded"]


def test_csv_files_of_one_kind_side_by_side_are_separate_exports() -> None:
    """Two chat-activity CSVs cannot be one export's: the Copilot sample folder is read file by file."""
    found = find_roots([SAMPLES / "copilot/2025.01"])
    assert [r.kind for r in found.roots] == ["file"] * 4


def test_a_folder_of_single_file_exports_is_one_root_per_file(tmp_path: Path) -> None:
    csv = SAMPLES / "copilot/2025.01/copilot-activity-history.csv"
    for who in ("ana", "ben", "caio"):
        shutil.copy(csv, tmp_path / f"{who}.csv")
    found = find_roots([tmp_path])
    assert _labels(found.roots, tmp_path) == {"ana.csv": "file", "ben.csv": "file", "caio.csv": "file"}
    # one person's export of several different files stays whole
    found = find_roots([SAMPLES / "claude/2025.01"])
    assert [r.kind for r in found.roots] == ["folder"]


def test_export_files_beside_other_exports_are_cut_out_one_by_one(tmp_path: Path) -> None:
    top = tmp_path / "mixed"
    shutil.copytree(SAMPLES / "chatgpt/2025.01", top / "sub")
    shutil.copy(SAMPLES / "copilot/2025.01/copilot-activity-history.csv", top / "activity.csv")
    found = find_roots([top])
    assert _labels(found.roots, top) == {"activity.csv": "file", "sub": "folder"}


def test_an_export_folder_with_exports_inside_is_refused_with_a_reason(tmp_path: Path) -> None:
    top = tmp_path / "export"
    shutil.copytree(SAMPLES / "chatgpt/2025.01", top)
    shutil.copytree(SAMPLES / "claude/2025.01", top / "other")
    found = find_roots([top])
    errors = [r.error for r in found.roots if r.error]
    assert len(errors) == 1 and "other exports in sub-folders" in errors[0]
    assert any(Path(r.path) == top / "other" and r.error is None for r in found.roots)


def test_missing_source_and_output_inside_the_tree(tmp_path: Path) -> None:
    shutil.copytree(SAMPLES / "claude/2025.01", tmp_path / "tree/claude")
    shutil.copytree(SAMPLES / "grok/2025.01", tmp_path / "tree/out/grok")  # would be an export, but it is OUTDIR
    found = find_roots([tmp_path / "nope", tmp_path / "tree"], exclude=tmp_path / "tree/out")
    assert found.roots[0].error is not None and "no such file or folder" in found.roots[0].error
    assert [Path(r.path) for r in found.roots[1:]] == [tmp_path / "tree"]  # claude alone: the whole tree


def test_names_are_readable_and_stable(tmp_path: Path) -> None:
    root = Root("/data/study/exports/Alice Export.zip", "zip", "exports/Alice Export.zip", 1)
    again = Root("/data/study/exports/Alice Export.zip", "zip", "Alice Export.zip", 1)
    other = Root("/data/study/other/Alice Export.zip", "zip", "other/Alice Export.zip", 1)
    assert root.slug == again.slug == "study-exports-alice-export"
    assert root.root_id == again.root_id != other.root_id
    assert len(root.root_id) == 10


def test_folder_digest_covers_names_and_bytes(tmp_path: Path) -> None:
    shutil.copytree(SAMPLES / "claude/2025.01", tmp_path / "a")
    before = source_sha256(tmp_path / "a")
    assert source_sha256(tmp_path / "a") == before
    (tmp_path / "a/users.json").rename(tmp_path / "a/users2.json")
    assert source_sha256(tmp_path / "a") != before


# -- end to end --


@pytest.fixture(scope="module")
def tree(tmp_path_factory: pytest.TempPathFactory) -> Tree:
    return build_tree(tmp_path_factory.mktemp("batch") / "tree", 15)


def test_batch_cli_end_to_end(tree: Tree, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "out"
    code = main(["batch", str(tree.root), "-o", str(out), "--jobs", "2"])
    assert code == 1  # three exports failed
    text = capsys.readouterr().out
    assert "converted:     12" in text and "failed:        3" in text and "README.txt" in text
    lines = report_lines(out)
    assert len(lines) == len(tree.exports) == 15
    by_source = {line["source"].split("/", 1)[1]: line for line in lines}
    failed = sorted(s for s, line in by_source.items() if line["status"] == "failed")
    assert failed == sorted(tree.broken)
    assert "damaged or incomplete ZIP" in by_source["broken/cut-short.zip"]["error"]
    assert "truncated JSON" in by_source["broken/truncated-chatgpt"]["error"]
    assert "activity log is empty" in by_source["broken/empty-takeout"]["error"]
    bundles = sorted(p for p in out.iterdir() if p.is_dir() and p.name != STATE_DIR)
    assert len(bundles) == tree.good
    for bundle in bundles:
        assert validate_path(bundle).ok, bundle
    for source, line in by_source.items():
        if line["status"] == "converted":
            (provider,) = {p for e, p in tree.exports.items() if e == source or e.startswith(source + "/")}
            assert line["bundle"].startswith(provider + "-"), line
            assert line["counts"]["conversations"] > 0 and line["seconds"] > 0
    alice, bob = (by_source[s] for s in tree.two_accounts)
    assert alice["account"] != bob["account"] and alice["bundle"] != bob["bundle"]

    # --resume converts nothing, and without it an existing bundle is not overwritten
    assert main(["batch", str(tree.root), "-o", str(out), "--jobs", "2", "--resume", "--json"]) == 1
    summary = json.loads(capsys.readouterr().out)
    assert (summary["converted"], summary["unchanged"], summary["failed"]) == (0, 12, 3)
    resumed = {line["source"]: line for line in report_lines(out)}
    assert all(resumed[line["source"]]["counts"] == line["counts"] for line in lines if line["status"] == "converted")
    assert main(["batch", str(tree.root / "grok"), "-o", str(out), "-q"]) == 1
    assert "exists from an earlier run" in capsys.readouterr().out


def test_resume_reconverts_what_changed(tmp_path: Path) -> None:
    """New source bytes, other options or another importer version: converted again; the rest is kept."""
    src = tmp_path / "src"
    shutil.copytree(SAMPLES / "claude/2025.01", src / "claude")
    shutil.copytree(SAMPLES / "grok/2025.01", src / "grok")
    shutil.copytree(SAMPLES / "chatgpt/2025.01", src / "chatgpt")
    out = tmp_path / "out"

    def run(**kw: Any) -> dict[str, str]:
        options = ConvertOptions(extractors=kw.pop("extractors", ("pamport-rules",)))
        summary = run_batch([src], make_job(out, options, resume=True), InProcess())
        assert summary.ok
        return {line["source"].split("/")[-1]: line["status"] for line in report_lines(out)}

    assert set(run().values()) == {"converted"}
    assert set(run().values()) == {"unchanged"}
    # the importer that made the chatgpt bundle was older than the installed one
    stamps = {json.loads(p.read_text())["bundle"].split("-")[0]: p for p in (out / STATE_DIR).glob("*.json")}
    data = json.loads(stamps["chatgpt"].read_text())
    data["importers"] = ["chatgpt-importer/2024.01"]
    stamps["chatgpt"].write_text(json.dumps(data))
    # and one conversation of the Claude export changed
    conversations = src / "claude/conversations.json"
    conversations.write_text(conversations.read_text().replace("Lisbon", "Porto", 1))
    assert run() == {"chatgpt": "converted", "claude": "converted", "grok": "unchanged"}
    assert set(run(extractors=("none",)).values()) == {"converted"}
    assert len([p for p in out.iterdir() if p.is_dir() and p.name != STATE_DIR]) == 3


def test_pool_and_in_process_give_the_same_bundles(tree: Tree, tmp_path: Path) -> None:
    job_a = make_job(tmp_path / "a", ConvertOptions())
    job_b = make_job(tmp_path / "b", ConvertOptions())
    a = run_batch([tree.root], job_a, InProcess())
    b = run_batch([tree.root], job_b, LocalPool(2))
    assert a.to_json()["totals"] == b.to_json()["totals"]
    names = sorted(p.name for p in (tmp_path / "a").iterdir() if p.is_dir() and p.name != STATE_DIR)
    assert names == sorted(p.name for p in (tmp_path / "b").iterdir() if p.is_dir() and p.name != STATE_DIR)
    for name in names:
        assert bundle_contents(tmp_path / "a" / name) == bundle_contents(tmp_path / "b" / name), name


def test_options_apply_to_every_root(tmp_path: Path) -> None:
    key = tmp_path / "key.pem"
    assert main(["keygen", str(key)]) == 0
    out = tmp_path / "out"
    code = main(
        ["batch", str(SAMPLES / "claude"), str(SAMPLES / "grok"), "-o", str(out), "-q", "--jobs", "1",
         "--sign-key", str(key), "--strip-platform-ids", "--extractor", "none"]
    )  # fmt: skip
    assert code == 0
    stores = [json.loads(p.read_text()) for p in out.glob(f"*/{STORE_FILE}")]
    assert len(stores) == 3  # claude/2025.01, grok/2025.01, grok/bare-array
    for store in stores:
        assert store["signature"]["algorithm"] == "Ed25519"
        assert all(m["provenance"].get("platform_user_id") is None for m in store["memories"])
        assert not any(m["provenance"].get("extraction_method") == "llm_inference" for m in store["memories"])


def test_bad_signing_key_fails_before_any_export_is_read(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "key.pem").write_text("not a key")
    code = main(
        ["batch", str(SAMPLES / "claude"), "-o", str(tmp_path / "out"), "--sign-key", str(tmp_path / "key.pem")]
    )
    assert code == 2
    assert "cannot load the private key" in capsys.readouterr().err
    assert not (tmp_path / "out").exists()


def test_a_zip_root_converts_like_its_folder(tmp_path: Path) -> None:
    archive = tmp_path / "grok.zip"
    with zipfile.ZipFile(archive, "w") as zf:
        for file in sorted((SAMPLES / "grok/2025.01").rglob("*")):
            if file.is_file():
                zf.write(file, file.relative_to(SAMPLES / "grok/2025.01").as_posix())
    summary = run_batch([archive], make_job(tmp_path / "out", ConvertOptions()), InProcess())
    assert summary.ok and summary.status["converted"] == 1
    (bundle,) = [p for p in (tmp_path / "out").iterdir() if p.name.startswith("grok-")]
    assert re.fullmatch(r"grok-[a-z0-9-]+-grok-[0-9a-f]{10}", bundle.name), bundle.name


def test_progress_counts_exports_and_bytes(tmp_path: Path) -> None:
    import io

    from pamport.batch.progress import NoBatchProgress, TqdmBatchProgress, batch_progress

    shutil.copytree(SAMPLES / "claude/2025.01", tmp_path / "src/claude")
    shutil.copytree(SAMPLES / "grok/2025.01", tmp_path / "src/grok")
    (tmp_path / "src/broken.zip").write_bytes(b"PK\x03\x04 cut short")
    stream = io.StringIO()
    summary = run_batch(
        [tmp_path / "src"], make_job(tmp_path / "out", ConvertOptions()), InProcess(), TqdmBatchProgress(stream)
    )
    text = stream.getvalue()
    assert summary.roots == 3 and "3/3" in text and "failed=1" in text
    assert re.search(r"read: 100%", text) and summary.bytes > 0  # the byte bar reached the exports' total
    assert isinstance(batch_progress(io.StringIO()), NoBatchProgress)  # not a terminal: silent


def test_batch_takes_the_conversion_options_of_convert() -> None:
    """Every option of convert that shapes a bundle is an option of batch, with its own default."""
    from pamport.cli import build_parser

    parser = build_parser()
    commands = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction)).choices
    convert_opts = {o for a in commands["convert"]._actions for o in a.option_strings}
    batch_opts = {o for a in commands["batch"]._actions for o in a.option_strings}
    # --base/--allow-owner-change tie one bundle to one older bundle; batch finds one root per account by itself,
    # which is what --split-accounts does for a single convert. Batch encrypts its bundles (--encrypt-to,
    # --passphrase-file) but never opens an encrypted input, so it takes no --identity.
    assert convert_opts - batch_opts == {"--base", "--allow-owner-change", "--split-accounts", "--identity"}
    assert {"--resume", "--dask"} <= batch_opts - convert_opts
    commands["batch"].set_defaults(gap_minutes=5.0)
    assert commands["convert"].parse_args(["x", "-o", "y"]).gap_minutes == 30.0
