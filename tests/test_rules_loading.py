"""The rules cost nothing to commands that do not extract, and every rule's pattern is valid although compiled late."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from pamport.pipeline.extract.rules.extractor import RULESETS
from pamport.pipeline.extract.rules.model import LazyPattern
from tests.conftest import SAMPLES

_HEAVY = ("pamport.pipeline.extract.rules.engine", "lingua", "sentencex")


def test_every_rule_pattern_compiles() -> None:
    rules = [rule for ruleset in RULESETS.values() for rule in ruleset.rules]
    assert len(rules) > 50
    for rule in rules:
        pattern = rule.pattern.compiled if isinstance(rule.pattern, LazyPattern) else rule.pattern
        assert isinstance(pattern, re.Pattern), rule.id


def _loaded_after(argv: list[str]) -> dict[str, bool]:
    code = (
        "import sys\n"
        "from pamport.cli import main\n"
        "try:\n"
        f"    main({argv!r})\n"
        "except SystemExit:\n"
        "    pass\n"
        f"print(*[name in sys.modules for name in {_HEAVY!r}])\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=True)
    flags = done.stdout.strip().splitlines()[-1].split()
    return dict(zip(_HEAVY, [flag == "True" for flag in flags], strict=True))


@pytest.mark.parametrize("argv", [["--help"], ["convert", "--help"], ["validate", "--help"]])
def test_help_loads_no_rules(argv: list[str]) -> None:
    assert not any(_loaded_after(argv).values())


def test_convert_without_extraction_loads_no_rules(tmp_path: Path) -> None:
    source = SAMPLES / "chatgpt" / "2025.01"
    loaded = _loaded_after(["convert", str(source), "-o", str(tmp_path / "out"), "-q", "--extractor", "none"])
    assert (tmp_path / "out" / "memory-store.json").is_file()
    assert not any(loaded.values())


def test_convert_with_extraction_loads_them(tmp_path: Path) -> None:
    source = SAMPLES / "chatgpt" / "2025.01"
    loaded = _loaded_after(["convert", str(source), "-o", str(tmp_path / "out"), "-q"])
    assert loaded["pamport.pipeline.extract.rules.engine"]
