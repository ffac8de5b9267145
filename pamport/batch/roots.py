"""Finding the export roots in a tree: each ZIP, each export folder, each single-file export.

``convert`` over a folder reads everything below it as one person's export. A batch must instead cut a tree of
many exports into the smallest units that still hold a whole export. Content decides, as in ``convert``: every
folder's own files are sniffed by the installed importers (one folder at a time, so memory does not grow with the
tree), and a folder with recognised files is an export. Its root is then the highest folder above it that holds
no other export, so ``alice/Takeout/My Activity/Gemini Apps/MyActivity.json`` becomes the root ``alice/`` when
``alice/`` holds nothing else, and two ChatGPT exports in ``two-accounts/a/`` and ``two-accounts/b/`` stay two
roots. Each ZIP is its own root (it is not opened here: the worker that converts it sniffs it).
"""

from __future__ import annotations

import hashlib
import os
import re
import zipfile
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath

from pamport.errors import PamportError
from pamport.importers.base import Importer
from pamport.importers.registry import detect, importers
from pamport.importers.sources import Source

#: Folder and file names that never belong to an export (OS litter, version control).
_SKIPPED_NAMES = frozenset({"__MACOSX", ".DS_Store", "Thumbs.db", "desktop.ini", ".git"})
_SLUG_CHARS = re.compile(r"[^a-z0-9]+")
_SLUG_MAX = 48
_SLUG_PARTS = 3


@dataclass(frozen=True)
class Root:
    """One export to convert into one bundle (picklable: it travels to pool and cluster workers)."""

    #: Absolute path of the ZIP, folder or file.
    path: str
    kind: str
    #: The path as the user would name it: relative to the SOURCE argument's parent.
    label: str
    size: int
    #: Set when discovery already knows the root cannot be converted; the task records it as a failure.
    error: str | None = None

    @property
    def root_id(self) -> str:
        """Short, stable id of the source path (names the bundle and its batch stamp)."""
        return hashlib.sha256(self.path.encode("utf-8")).hexdigest()[:10]

    @property
    def slug(self) -> str:
        """A readable part of the bundle name: the last folders of the path (however the SOURCE was named)."""
        path = PurePosixPath(Path(self.path).as_posix())
        if self.kind in ("zip", "file"):
            path = path.with_suffix("")
        text = "/".join(path.parts[-_SLUG_PARTS:])
        slug = _SLUG_CHARS.sub("-", text.lower()).strip("-")
        return slug[-_SLUG_MAX:].lstrip("-") or "export"


@dataclass
class Discovery:
    roots: list[Root] = field(default_factory=list)
    #: Files under the sources that belong to no export (reported, never silently dropped).
    ignored: list[str] = field(default_factory=list)

    @property
    def total_bytes(self) -> int:
        return sum(r.size for r in self.roots)


def find_roots(sources: list[str | Path], exclude: Path | None = None) -> Discovery:
    """Every export root in ``sources`` (each a ZIP, an export folder, a single file, or a tree of them)."""
    found = Discovery()
    available = importers()
    skip = exclude.resolve() if exclude is not None else None
    for given in sources:
        path = Path(given).resolve()
        label_base = path.parent
        if not path.exists():
            found.roots.append(Root(str(path), "missing", str(given), 0, f"{given}: no such file or folder"))
        elif path.is_file():
            found.roots.append(_file_root(path, label_base))
        else:
            _FolderScan(path, label_base, available, skip).into(found)
    seen: set[str] = set()
    unique: list[Root] = []
    for root in found.roots:  # the same export named twice (or inside another SOURCE) is converted once
        if root.path not in seen:
            seen.add(root.path)
            unique.append(root)
    found.roots = unique
    return found


def _file_root(path: Path, label_base: Path) -> Root:
    kind = "zip" if path.suffix.lower() == ".zip" or zipfile.is_zipfile(path) else "file"
    return Root(str(path), kind, path.relative_to(label_base).as_posix(), path.stat().st_size)


def _folder_size(path: Path) -> int:
    return sum(f.stat().st_size for f in path.rglob("*") if f.is_file())


class _FolderScan:
    """One SOURCE folder: which sub-folders hold recognised files, and where each export's root is."""

    def __init__(self, top: Path, label_base: Path, available: dict[str, type[Importer]], skip: Path | None):
        self.top = top
        self.label_base = label_base
        self.available = available
        self.skip = skip
        #: Folder (relative to top, "." for top) -> the importer claims on its own files.
        self.claimed: dict[PurePosixPath, list[tuple[str, tuple[str, ...]]]] = {}
        self.zips: list[PurePosixPath] = []
        #: Files that are each a whole export, found side by side in one folder.
        self.singles: list[PurePosixPath] = []
        self.loose: list[PurePosixPath] = []
        #: Exports (claimed folders and ZIPs) in each folder's subtree.
        self.points: Counter[PurePosixPath] = Counter()

    def into(self, found: Discovery) -> None:
        self._walk()
        # A folder with export files of its own and other exports below it cannot be one root (converting it
        # would read the exports below as the same person's): its own files are cut out one by one.
        nested = {p for c in self.claimed for p in c.parents if p in self.claimed}
        roots = {self._climb(folder) for folder in self.claimed if folder not in nested}
        for folder in sorted(nested):
            found.roots.extend(self._split_nested(folder))
        found.roots.extend(self._folder_root(root) for root in sorted(roots))
        loose_zips = [z for z in self.zips if not _under(z, roots)]
        found.roots.extend(_file_root(self.top / z, self.label_base) for z in loose_zips)
        singles = [f for f in self.singles if not _under(f, roots)]
        found.roots.extend(_file_root(self.top / f, self.label_base) for f in singles)
        claimed_files = {m for folder in nested for _, members in self.claimed[folder] for m in members}
        claimed_files.update(str(f) for f in singles)
        found.ignored.extend(
            str(self.top / f) for f in self.loose if str(f) not in claimed_files and not _under(f, roots)
        )

    def _walk(self) -> None:
        for dirpath, dirnames, filenames in os.walk(self.top):
            here = Path(dirpath)
            dirnames[:] = sorted(
                d for d in dirnames if d not in _SKIPPED_NAMES and (self.skip is None or (here / d) != self.skip)
            )
            rel_dir = PurePosixPath(here.relative_to(self.top).as_posix())
            names: list[str] = []
            for name in sorted(filenames):
                if name in _SKIPPED_NAMES or name.startswith("._"):
                    continue
                rel = rel_dir / name
                if name.lower().endswith(".zip"):
                    self.zips.append(rel)
                    self._count(rel.parent)
                else:
                    names.append(str(rel))
                    self.loose.append(rel)
            if names:
                self._sniff(rel_dir, names)

    def _sniff(self, folder: PurePosixPath, names: list[str]) -> None:
        view = Source.of_files(self.top, names)
        try:
            plan = detect(view, available=self.available)
        except PamportError:  # nothing recognised in this folder
            return
        finally:
            view.close()
        members = [m for _, claim in plan for m in claim.members]
        if len(members) > 1 and self._separate_files(members):
            self.singles.extend(PurePosixPath(m) for m in members)
        else:
            self.claimed[folder] = [(cls.importer_version, claim.members) for cls, claim in plan]
        self._count(folder)

    def _separate_files(self, members: list[str]) -> bool:
        """Whether a folder's recognised files are separate exports (20 people's Copilot CSVs), not one export.

        They are when each file is a whole export on its own and two of them are the same kind of export (one
        export never holds two activity logs of one kind). Parts of one export (Claude's conversations.json
        beside users.json, ChatGPT's user.json that nothing reads alone) keep the folder whole.
        """
        kinds: list[tuple[str, ...]] = []
        for name in members:
            view = Source.of_files(self.top, [name])
            try:
                plan = detect(view, available=self.available)
            except PamportError:
                return False
            kinds.append(tuple(sorted(f"{c.importer_version} {cl.reason}".replace(name, "") for c, cl in plan)))
        return len(set(kinds)) < len(kinds)

    def _count(self, folder: PurePosixPath) -> None:
        self.points[folder] += 1
        for parent in folder.parents:
            self.points[parent] += 1

    def _climb(self, folder: PurePosixPath) -> PurePosixPath:
        """The highest folder above ``folder`` whose subtree holds no export outside ``folder``'s subtree."""
        mine = self.points[folder]
        current = folder
        while current != PurePosixPath(".") and self.points[current.parent] == mine:
            current = current.parent
        return current

    def _folder_root(self, rel: PurePosixPath) -> Root:
        path = self.top / rel
        return Root(str(path), "folder", path.relative_to(self.label_base).as_posix(), _folder_size(path))

    def _split_nested(self, folder: PurePosixPath) -> list[Root]:
        """A folder with its own export files and other exports below it: its files are roots one by one.

        Converting the folder would read the exports below it as the same person's; a claim of one file is a
        single-file export, and a claim of several files (user.json beside conversations.json) cannot be cut
        out of the folder, so it is reported.
        """
        roots: list[Root] = []
        for importer_version, members in self.claimed[folder]:
            if len(members) == 1:
                roots.append(_file_root(self.top / members[0], self.label_base))
            else:
                label = (self.top / folder).relative_to(self.label_base).as_posix()
                roots.append(
                    Root(
                        str(self.top / folder / f"({importer_version})"),
                        "folder",
                        label,
                        0,
                        f"{label}: holds a {importer_version} export and other exports in sub-folders; "
                        "move the sub-folders out or convert them separately",
                    )
                )
        return roots


def _under(path: PurePosixPath, folders: set[PurePosixPath]) -> bool:
    """Whether ``path`` is one of ``folders`` or lies below one (a look-up per level, not per folder)."""
    return path in folders or any(parent in folders for parent in path.parents)
