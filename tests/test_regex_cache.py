"""The rules' compiled expressions are kept between runs, rebuilt exactly, and never trusted when the file is off."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from pamport.pipeline.extract.rules import regex_cache

#: Loads the rules, reads two messages (the lazily compiled expressions too), and reports what the cache did.
_RUN = """
import json, re
from collections import Counter
from pamport.pipeline.extract.rules import regex_cache as rx
from pamport.pipeline.extract.loading import load_extractors
load_extractors(["pamport-rules"], {})
from pamport.pipeline.extract.rules.extractor import read_text
found = []
for text in ["I'm a nurse in Leeds and I have two kids (twins).", "sou professora em Coimbra e tenho um cão."]:
    found.append(sorted(hit.finding.content for hit, _ in read_text(text, "2024-05-01T10:00:00Z", Counter(), [])))
entries = rx._CACHE.entries or {}
unequal = [p for p, f in rx._CACHE.used if rx._build(p, entries[(p, f)]) != re.compile(p, f)]
print(json.dumps({"added": rx._CACHE.compiled, "used": len(rx._CACHE.used), "unequal": len(unequal), "found": found}))
"""


def _run(cache: Path | None, seed: str = "0", **env: str) -> dict[str, object]:
    environ = {k: v for k, v in os.environ.items() if not k.startswith("PAMPORT_")}
    environ["PYTHONHASHSEED"] = seed
    if cache is not None:
        environ["PAMPORT_CACHE_DIR"] = str(cache)
    environ.update(env)
    done = subprocess.run(
        [sys.executable, "-c", _RUN], capture_output=True, text=True, env=environ, timeout=300, check=True
    )
    result: dict[str, object] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def _cache_file(cache: Path) -> Path:
    files = list(cache.glob("rules-regexes-*.bin"))
    assert len(files) == 1, files
    return files[0]


def test_second_run_compiles_nothing_and_reads_the_same(tmp_path: Path) -> None:
    first = _run(tmp_path, seed="1")
    assert isinstance(first["added"], int) and first["added"] > 500  # everything compiled, then written at exit
    # Another hash seed orders every set differently: the expressions' text must not change with it.
    second = _run(tmp_path, seed="2")
    assert second["added"] == 0
    assert isinstance(second["used"], int) and second["used"] > 500
    assert second["unequal"] == 0  # every expression rebuilt from the file equals re.compile's own
    uncached = _run(None, seed="3", PAMPORT_NO_CACHE="1")
    assert first["found"] == second["found"] == uncached["found"]
    assert any(first["found"])  # the messages gave memories: the comparison above compared something


def test_no_cache_writes_nothing(tmp_path: Path) -> None:
    _run(tmp_path, PAMPORT_NO_CACHE="1")
    assert not list(tmp_path.iterdir())


@pytest.mark.parametrize("damage", ["truncate", "flip", "header"])
def test_damaged_file_is_ignored_and_rewritten(tmp_path: Path, damage: str) -> None:
    _run(tmp_path)
    path = _cache_file(tmp_path)
    data = bytearray(path.read_bytes())
    if damage == "truncate":
        data = data[: len(data) // 2]
    elif damage == "flip":
        data[-100] ^= 0xFF
    else:
        data[:8] = b"garbage!"
    path.write_bytes(bytes(data))
    again = _run(tmp_path)
    assert isinstance(again["added"], int) and again["added"] > 500  # nothing taken from the damaged file
    assert again["unequal"] == 0
    assert _run(tmp_path)["added"] == 0  # and a good one was written in its place


def test_unwritable_cache_directory_is_no_error(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a directory")
    result = _run(blocker / "cache")
    assert result["used"] == 0  # no cache at all: the rules compile as they did without one
    assert result["found"] == _run(None, PAMPORT_NO_CACHE="1")["found"]
    assert any(result["found"])  # type: ignore[arg-type]


def test_compile_matches_re_compile_and_keeps_errors(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    cache = regex_cache._Cache()
    cache.path = tmp_path / "c.bin"
    monkeypatch.setattr(regex_cache, "_CACHE", cache)
    for pattern, flags in [(r"(?P<a>x)(y)?|z\1", re.I), (r"\bcaf[eé]\b", 0), (r"(?x) a b # c", 0)]:
        assert regex_cache.compile(pattern, flags) == re.compile(pattern, flags)
    with pytest.raises(re.error):
        regex_cache.compile(r"(unbalanced", 0)
    regex_cache.save()
    fresh = regex_cache._Cache()
    fresh.path = cache.path
    monkeypatch.setattr(regex_cache, "_CACHE", fresh)
    assert len(fresh.load()) == 3
    assert regex_cache.compile(r"\bcaf[eé]\b") == re.compile(r"\bcaf[eé]\b")
    assert fresh.added == 0


def test_unused_entries_are_dropped_once_they_outnumber_used_ones(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    cache = regex_cache._Cache()
    cache.path = tmp_path / "c.bin"
    monkeypatch.setattr(regex_cache, "_CACHE", cache)
    for n in range(10):
        regex_cache.compile(f"old{n}")
    regex_cache.save()
    later = regex_cache._Cache()
    later.path = cache.path
    monkeypatch.setattr(regex_cache, "_CACHE", later)
    regex_cache.compile("new")
    regex_cache.save()
    assert set(regex_cache._read(cache.path)) == {("new", 0)}
