"""`bench_extraction.py --persona`: part of a half is measured on its own; a name outside the half is refused."""

from __future__ import annotations

import json

import pytest

from benchmarks.bench_extraction import main
from tests.extraction_eval.dataset import load


def test_persona_option_scores_only_the_named_personas(capsys: pytest.CaptureFixture[str]) -> None:
    names = ["bruno", "aisha"]
    assert main(["--split", "dev", "--persona", names[0], "--persona", names[1], "--messages", "0", "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    subset = load().only("dev").of(names)
    assert summary["personas"] == sorted(names)
    assert summary["labelled_messages"] == len(subset.labelled) > 0
    assert summary["decoys"] == len(subset.decoys) > 0
    for part in ("interface", "end_to_end"):
        assert summary[part]["recall"]["total"] == len(subset.facts())
        assert summary[part]["decoys_fired"]["total"] == len(subset.decoys)
    changes = sum(1 for m in subset.messages for f in m.facts if f.supersedes)
    assert summary["end_to_end"]["supersession"]["total"] == changes


def test_a_persona_outside_the_split_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stopped:
        main(["--split", "dev", "--persona", "aisha", "--persona", "nobody", "--messages", "0"])
    assert stopped.value.code == 2
    assert "--persona nobody: not a persona of the dev split" in capsys.readouterr().err


def test_of_keeps_only_the_named_personas() -> None:
    dev = load().only("dev")
    subset = dev.of(["fiona", "not-there"])
    assert set(subset.personas) == {"fiona"}
    assert subset.messages and {m.persona for m in subset.messages} == {"fiona"}
    assert len(subset.messages) == sum(1 for m in dev.messages if m.persona == "fiona")
