"""``pamport batch --dask``: the same task on a real Dask LocalCluster writes the same bundles as the local pool."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from pamport.batch import DaskCluster, LocalPool, run_batch
from pamport.batch.options import make_job
from pamport.batch.stamp import STATE_DIR
from pamport.cli import main
from pamport.errors import PamportError
from pamport.pipeline.run import ConvertOptions
from tests.batch_tree import build_tree
from tests.test_batch import bundle_contents, report_lines

pytest.importorskip("distributed", reason="needs the dask extra (pip install 'pamport[dask]')")


def _bundles(outdir: Path) -> list[str]:
    return sorted(p.name for p in outdir.iterdir() if p.is_dir() and p.name != STATE_DIR)


def test_local_cluster_writes_the_same_bundles_as_the_pool(tmp_path: Path) -> None:
    tree = build_tree(tmp_path / "tree", 8)
    pool = run_batch([tree.root], make_job(tmp_path / "pool", ConvertOptions()), LocalPool(2))
    dask = run_batch([tree.root], make_job(tmp_path / "dask", ConvertOptions()), DaskCluster("local", 2))
    assert (
        (dask.status["converted"], dask.status["failed"])
        == (pool.status["converted"], pool.status["failed"])
        == (
            5,
            3,
        )
    )
    assert _bundles(tmp_path / "pool") == _bundles(tmp_path / "dask")
    for name in _bundles(tmp_path / "pool"):
        assert bundle_contents(tmp_path / "pool" / name) == bundle_contents(tmp_path / "dask" / name), name
    failures = {line["source"]: line["error"] for line in report_lines(tmp_path / "dask") if line["error"]}
    assert sorted(s.split("/", 1)[1] for s in failures) == sorted(tree.broken)


def test_cli_dask_local_after_a_pool_run_resumes(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Bundles made on the pool are up to date for a cluster run: the task and its stamps are the same."""
    tree = build_tree(tmp_path / "tree", 6)
    out = tmp_path / "out"
    assert main(["batch", str(tree.root), "-o", str(out), "--jobs", "2", "-q"]) == 1
    capsys.readouterr()
    assert main(["batch", str(tree.root), "-o", str(out), "--dask", "local", "--jobs", "2", "--resume", "--json"]) == 1
    again = json.loads(capsys.readouterr().out)
    assert (again["converted"], again["unchanged"], again["failed"]) == (0, 3, 3)


def test_unreachable_scheduler_is_one_error(tmp_path: Path) -> None:
    tree = build_tree(tmp_path / "tree", 6)
    job = make_job(tmp_path / "out", ConvertOptions())
    with pytest.raises(PamportError, match="cannot reach the Dask scheduler"):
        run_batch([tree.root], job, DaskCluster("tcp://127.0.0.1:9", 2, connect_timeout=1.0))
