"""Detection asks the memory-prompt importer about every member of every export; only a member that may be a
saved answer (text, not JSON or CSV) loads its wording tables, 4% of a conversion's start-up."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

_TABLES = (
    "pamport.importers.memory_prompt.sniff",
    "pamport.importers.memory_prompt.answer",
    "pamport.importers.memory_prompt.facts",
)


def _loaded_after_detect(source: Path) -> list[bool]:
    code = (
        "import sys\n"
        "from pamport.importers.registry import detect\n"
        "from pamport.importers.sources import Source\n"
        f"detect(Source({str(source)!r}))\n"
        f"print(*[name in sys.modules for name in {_TABLES!r}])\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=True)
    return [flag == "True" for flag in done.stdout.split()]


def test_detecting_a_json_export_does_not_load_the_tables(tmp_path: Path) -> None:
    export = tmp_path / "conversations.json"
    export.write_text('[{"uuid": "c1", "name": "x", "chat_messages": []}]', encoding="utf-8")
    assert _loaded_after_detect(export) == [True, False, False]


def test_detecting_a_text_file_loads_them(tmp_path: Path) -> None:
    answer = tmp_path / "memory.txt"
    answer.write_text("Here's what I remember about you:\n- You live in Porto.\n- You play guitar.\n", encoding="utf-8")
    assert _loaded_after_detect(answer) == [True, True, True]
