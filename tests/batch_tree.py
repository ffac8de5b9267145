"""A tree of many exports of the five providers, made from the samples, for batch tests and benchmarks.

Each export is a copy of a sample export whose account ids are replaced by the export's own (so every export is a
different person), laid out the way people keep them: unzipped folders, e-mailed ZIPs, a lone Copilot CSV, a
Takeout folder. Three are broken (a download cut short, a truncated conversations.json, an empty activity log),
and one folder holds two ChatGPT accounts side by side.
"""

from __future__ import annotations

import shutil
import zipfile
from dataclasses import dataclass, field
from pathlib import Path

SAMPLES = Path(__file__).resolve().parent.parent / "sample_exports"

#: (provider, sample folder, account ids in it that each copy replaces, layout)
TEMPLATES: list[tuple[str, str, tuple[str, ...], str]] = [
    ("chatgpt", "chatgpt/2025.01", ("user-5Hc2LqR8pVt0ZkXw3NaJ9bFm", "ines.moreira"), "folder"),
    ("claude", "claude/2025.01", ("4d3c2b1a-9e8f-4a7b-8c6d-5e4f3a2b1c0d", "dana.ferreira"), "zip"),
    ("gemini", "gemini/2024.06", (), "folder"),
    ("copilot", "copilot/2025.01/copilot-activity-history.csv", (), "file"),
    ("grok", "grok/2025.01", ("3f1c9a52-7d4e-4b8a-9c61-2e5f0d8b7a19", "ana.ribeiro"), "folder"),
    ("chatgpt", "chatgpt/2025.06-sharded", ("user-5Hc2LqR8pVt0ZkXw3NaJ9bFm", "ines.moreira"), "zip"),
    ("gemini", "gemini/2024.06-html", (), "zip"),
    ("claude", "claude/2025.01", ("4d3c2b1a-9e8f-4a7b-8c6d-5e4f3a2b1c0d", "dana.ferreira"), "folder"),
    ("gemini", "gemini/2023.01", (), "folder"),
    ("grok", "grok/bare-array", (), "file"),
]


@dataclass
class Tree:
    root: Path
    #: Relative path of every export -> its provider (broken ones included).
    exports: dict[str, str] = field(default_factory=dict)
    #: Relative paths of the exports that must fail.
    broken: list[str] = field(default_factory=list)
    #: Relative paths of the two exports in the shared folder.
    two_accounts: list[str] = field(default_factory=list)

    @property
    def good(self) -> int:
        return len(self.exports) - len(self.broken)


def _account(i: int, original: str) -> str:
    """An id of the same shape as ``original``, different for every export."""
    tag = f"{i:08x}"
    return original[: -len(tag)] + tag if len(original) > len(tag) + 4 else f"{original}{i}"


def _copy_export(src: Path, dest: Path, ids: tuple[str, ...], i: int) -> None:
    """Copy a sample export, replacing its account ids (in file contents and in folder names)."""
    files = [src] if src.is_file() else sorted(p for p in src.rglob("*") if p.is_file())
    for file in files:
        rel = file.name if src.is_file() else file.relative_to(src).as_posix()
        data = file.read_bytes()
        for original in ids:
            new = _account(i, original)
            data = data.replace(original.encode(), new.encode())
            rel = rel.replace(original, new)
        target = dest / rel if src.is_dir() else dest
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)


def _zip_folder(folder: Path, archive: Path) -> None:
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED) as zf:
        for file in sorted(p for p in folder.rglob("*") if p.is_file()):
            zf.write(file, file.relative_to(folder).as_posix())
    shutil.rmtree(folder)


def _place(tree: Tree, i: int, provider: str, sample: str, ids: tuple[str, ...], layout: str) -> str:
    src = SAMPLES / sample
    name = src.stem if src.is_file() else src.name
    base = tree.root / provider / f"{i:04d}-{name.replace('.', '-')}"
    if layout == "file":
        target = base.with_suffix(src.suffix)
        _copy_export(src, target, ids, i)
    else:
        _copy_export(src, base, ids, i)
        target = base
        if layout == "zip":
            target = base.with_suffix(".zip")
            _zip_folder(base, target)
    rel = target.relative_to(tree.root).as_posix()
    tree.exports[rel] = provider
    return rel


def _break(tree: Tree) -> None:
    """Three exports that cannot be converted, each for its own reason."""
    cut = tree.root / "broken" / "cut-short.zip"
    cut.parent.mkdir(parents=True, exist_ok=True)
    whole = tree.root / "broken" / "whole"
    _copy_export(SAMPLES / "claude/2025.01", whole, (), 0)
    _zip_folder(whole, cut)
    cut.write_bytes(cut.read_bytes()[: cut.stat().st_size // 2])
    truncated = tree.root / "broken" / "truncated-chatgpt"
    _copy_export(SAMPLES / "chatgpt/2025.01", truncated, (), 0)
    conversations = truncated / "conversations.json"
    conversations.write_bytes(conversations.read_bytes()[:3000])
    empty = tree.root / "broken" / "empty-takeout"
    _copy_export(SAMPLES / "gemini/empty-array", empty, (), 0)
    for path, provider in ((cut, "claude"), (truncated, "chatgpt"), (empty, "gemini")):
        rel = path.relative_to(tree.root).as_posix()
        tree.exports[rel] = provider
        tree.broken.append(rel)


def build_tree(root: Path, count: int) -> Tree:
    """``count`` exports under ``root``: three broken, two ChatGPT accounts in one folder, the rest round-robin."""
    if count < 6:
        raise ValueError("a tree needs at least 6 exports (3 broken, 2 in the shared folder, 1 more)")
    tree = Tree(root)
    root.mkdir(parents=True, exist_ok=True)
    _break(tree)
    for who, i in (("alice", 900_001), ("bob", 900_002)):
        folder = root / "two-accounts" / who
        _copy_export(SAMPLES / "chatgpt/2025.01", folder, TEMPLATES[0][2], i)
        rel = folder.relative_to(root).as_posix()
        tree.exports[rel] = "chatgpt"
        tree.two_accounts.append(rel)
    (root / "README.txt").write_text("exports collected for the study\n", encoding="utf-8")
    for i in range(count - len(tree.exports)):
        provider, sample, ids, layout = TEMPLATES[i % len(TEMPLATES)]
        _place(tree, i, provider, sample, ids, layout)
    return tree
