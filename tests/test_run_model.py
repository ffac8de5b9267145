"""One run model: a shard hands back files and counters, never the records; one process or several, one fold."""

from __future__ import annotations

import json
import pickle
from pathlib import Path

from pamport.importers.registry import detect
from pamport.importers.sources import Source
from pamport.pipeline.draft_spool import iter_drafts
from pamport.pipeline.extract.loading import load_extractors
from pamport.pipeline.report import iter_skip_file
from pamport.pipeline.run import ConvertOptions, convert
from pamport.pipeline.shard import ShardResult, ShardTask, run_shard

SAMPLE = Path(__file__).resolve().parents[1] / "sample_exports" / "chatgpt" / "2025.01"


def _export(folder: Path, broken: int) -> Path:
    """The sample ChatGPT export plus ``broken`` conversations whose message graph is not an object."""
    folder.mkdir(parents=True)
    conversations = json.loads((SAMPLE / "conversations.json").read_text(encoding="utf-8"))
    conversations += [{"id": f"broken-{i}", "title": "x", "mapping": 5} for i in range(broken)]
    (folder / "conversations.json").write_text(json.dumps(conversations), encoding="utf-8")
    (folder / "user.json").write_bytes((SAMPLE / "user.json").read_bytes())
    return folder


def _shard(tmp_path: Path, broken: int) -> ShardResult:
    export = _export(tmp_path / f"export-{broken}", broken)
    with Source(export) as source:
        ((cls, claim),) = detect(source, None)
        work = tmp_path / f"work-{broken}"
        (tmp_path / f"conversations-{broken}").mkdir()
        task = ShardTask(
            source_path=str(export),
            importer_version=cls.importer_version,
            claim=claim,
            import_options=ConvertOptions().import_options,
            extractors=("pamport-rules",),
            extractor_options={},
            conversations_dir=tmp_path / f"conversations-{broken}",
            work_dir=work,
            imported_at="2026-01-01T00:00:00Z",
        )
        work.mkdir()
        extractors = load_extractors(task.extractors, task.extractor_options)
        return run_shard(task, cls, source, extractors, close_extractors=True)


def test_a_shard_result_names_its_files_and_does_not_grow_with_the_records(tmp_path: Path) -> None:
    few, many = _shard(tmp_path, 3), _shard(tmp_path, 300)
    assert (few.skips.count, many.skips.count) == (3, 300)
    assert [s["location"].split("id=")[1] for s in iter_skip_file(many.skips)] == [f"broken-{i}" for i in range(300)]
    assert few.drafts.count == many.drafts.count > 0
    assert len(list(iter_drafts(many.drafts))) == many.drafts.count
    # what travels back from a worker: counters and paths (the skip reasons are counted, not listed)
    size = len(pickle.dumps(many))
    assert abs(size - len(pickle.dumps(few))) < 200, size


def test_one_process_and_several_fold_the_same_counts_and_skips(tmp_path: Path) -> None:
    export = _export(tmp_path / "export", 40)
    one = convert(export, tmp_path / "one", ConvertOptions(jobs=1))
    two = convert(export, tmp_path / "two", ConvertOptions(jobs=2, parallel_min_bytes=0))
    assert one.skipped == two.skipped == 40
    assert one.importer_stats[0].to_json() == two.importer_stats[0].to_json()
    assert one.extractor_counts == two.extractor_counts
    reports = [json.loads((tmp_path / name / "import-report.json").read_text()) for name in ("one", "two")]
    # each shard's skips come from its own spool file: every skipped record is listed once, whatever the workers
    assert sorted(map(json.dumps, reports[0]["skipped"])) == sorted(map(json.dumps, reports[1]["skipped"]))
    assert reports[0]["records_skipped"] == reports[1]["records_skipped"] == 40
