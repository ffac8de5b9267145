"""Where the caches live, and what an encrypted run (``scratch_in``) moves to memory and what it keeps."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from pamport.cache_home import pamport_cache, rules_cache_folder
from pamport.embeddings.embedder import default_cache_path
from pamport.encryption.memory_folder import scratch_in


def test_caches_follow_xdg_cache_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    monkeypatch.delenv("PAMPORT_CACHE_DIR", raising=False)
    assert pamport_cache() == tmp_path / "xdg" / "pamport"
    assert rules_cache_folder() == tmp_path / "xdg" / "pamport"
    assert default_cache_path() == tmp_path / "xdg" / "pamport" / "embeddings.sqlite3"
    monkeypatch.setenv("PAMPORT_CACHE_DIR", str(tmp_path / "rules"))
    assert rules_cache_folder() == tmp_path / "rules"
    assert pamport_cache() == tmp_path / "xdg" / "pamport"  # only the rules' cache moves with it


@pytest.mark.parametrize("pinned", [False, True])
def test_encrypted_run_keeps_the_rules_cache_and_moves_the_others(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, pinned: bool
) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    if pinned:
        monkeypatch.setenv("PAMPORT_CACHE_DIR", str(tmp_path / "rules"))
    else:
        monkeypatch.delenv("PAMPORT_CACHE_DIR", raising=False)
    before = rules_cache_folder()
    folder = tmp_path / "memory"
    folder.mkdir()
    with scratch_in(folder):
        # what is drawn from conversations (LLM answers, vectors) goes to the memory folder
        assert default_cache_path().is_relative_to(folder)
        # the compiled expressions (no export text) are read from and written to the user's own cache
        assert rules_cache_folder() == before
    assert os.environ["XDG_CACHE_HOME"] == str(tmp_path / "xdg")
    assert ("PAMPORT_CACHE_DIR" in os.environ) is pinned
    assert rules_cache_folder() == before
