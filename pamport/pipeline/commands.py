"""The bodies of ``pamport merge``, ``pamport diff`` and ``convert --base``.

They take paths, print their result and return an exit code; library errors (:class:`PamportError`) propagate
so that the command line turns them into one readable line, as for every other command.
"""

from __future__ import annotations

import json
import os
import shutil
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pamport.bundle_signing import refuse_links, signature_warnings
from pamport.embeddings.carry import carry_embeddings
from pamport.errors import OutputExists, OwnerMismatch, SourceError
from pamport.ids import derive
from pamport.pipeline.bundle_io import (
    CONVERSATIONS_DIR,
    STORE_FILE,
    check_integrity,
    conversation_files,
    read_store,
    store_path,
    write_store,
)
from pamport.pipeline.diff import diff_bundles
from pamport.pipeline.durable import fsync_parent, fsync_tree
from pamport.pipeline.incremental import DeltaError, apply_delta, make_delta
from pamport.pipeline.leftovers import old_copy, recover_output, staging_prefix
from pamport.pipeline.output_guard import bundle_problem, check_output, output_errors
from pamport.pipeline.person_wording import Tally, earlier_signs

if TYPE_CHECKING:
    from pamport.bundle_signing import BundleSigner


def _read_checked(bundle: Path, role: str) -> dict[str, Any]:
    """A bundle's store, after refusing links in it and warning when its signature or manifest do not hold."""
    refuse_links(bundle)
    store = read_store(bundle)
    for problem in signature_warnings(bundle, store):
        print(f"pamport: warning: {role} {bundle}: {problem}", file=sys.stderr)
    return store


def _merge_counts(base: dict[str, Any], delta: dict[str, Any]) -> dict[str, int]:
    known = {str(m["id"]) for m in base["memories"]}
    counts = {"inserted": 0, "updated": 0, "retracted": 0}
    for memory in delta["memories"]:
        if memory.get("status") == "retracted":
            counts["retracted"] += 1
        elif str(memory["id"]) in known:
            counts["updated"] += 1
        else:
            counts["inserted"] += 1
    return counts


def _write_bundle(out: Path, sources: list[Path], store: dict[str, Any], force: bool = False) -> None:
    """A merged bundle folder: conversation files of every source (later ones win), then the merged store.

    Staged beside OUT and flushed to the disk before the one rename that publishes it. With ``force`` an existing
    OUT (already checked to be a pamport bundle) is moved aside first and removed only once the new one is in
    place, so a failure at any point leaves one complete bundle at OUT (or, after a kill, the next run restores it).
    """
    with output_errors(out):
        out.parent.mkdir(parents=True, exist_ok=True)
        staging = Path(tempfile.mkdtemp(prefix=staging_prefix(out), dir=out.parent))
    try:
        with output_errors(out):
            (staging / CONVERSATIONS_DIR).mkdir()
            for source in sources:
                for _, path in conversation_files(source):
                    if path.is_symlink() or not path.is_file():  # checked before; a link may appear meanwhile
                        raise SourceError(str(path), "not a regular file; links in bundles are never followed")
                    shutil.copyfile(path, staging / CONVERSATIONS_DIR / path.name, follow_symlinks=False)
            write_store(staging / STORE_FILE, store)
            carry_embeddings(store, sources, staging)
            fsync_tree(staging)
            old: Path | None = None
            if out.exists() or out.is_symlink():
                problem = bundle_problem(out)
                if not force or problem is not None:  # appeared while merging, or is not ours: never replaced
                    raise OutputExists(str(out))
                old = old_copy(out)
                os.replace(out, old)
            try:
                os.replace(staging, out)
            except OSError:
                if old is not None:
                    os.replace(old, out)
                raise
            fsync_parent(out)
            if old is not None:
                shutil.rmtree(old, ignore_errors=True)
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise


def merge_command(
    base: Path,
    delta: Path,
    out: Path,
    allow_owner_change: bool = False,
    force: bool = False,
    as_json: bool = False,
) -> int:
    """Apply an incremental export to its base (spec §16) and write the merged full bundle or store to OUT.

    OUT ending in ``.json`` receives only the memory store; otherwise OUT is a new bundle folder holding the
    conversation files of BASE and DELTA (the delta's win) and the merged ``memory-store.json``.
    """
    for note in recover_output(out):
        print(f"pamport: note: {note}", file=sys.stderr)
    check_output(out, force=force, inputs=(base, delta))
    base_store, delta_store = _read_checked(base, "base"), _read_checked(delta, "delta")
    check_integrity(base_store, str(store_path(base)))
    check_integrity(delta_store, str(store_path(delta)))
    if not allow_owner_change:
        check_same_owner(base_store, delta_store, str(base), f"the delta {delta}")
    merged = apply_delta(base_store, delta_store)
    if out.suffix.lower() == ".json":
        with output_errors(out):
            write_store(out, merged)
    else:
        _write_bundle(out, [p for p in (base, delta) if p.is_dir()], merged, force=force)
    counts = _merge_counts(base_store, delta_store)
    if as_json:
        summary = {
            "base": str(base),
            "delta": str(delta),
            "out": str(out),
            "memories": len(merged["memories"]),
            "changes": counts,
            "relations": len(merged["relations"]),
            "checksum": merged["integrity"]["checksum"],
        }
        print(json.dumps(summary, indent=2, sort_keys=True))
        return 0
    print(f"Merged {delta} into {base} -> {out}")
    detail = ", ".join(f"{n} {what}" for what, n in counts.items())
    print(f"  memories:  {len(merged['memories'])} ({detail})")
    print(f"  relations: {len(merged['relations'])}")
    print(f"  checksum:  {merged['integrity']['checksum']}")
    return 0


def diff_command(old: Path, new: Path, as_json: bool) -> int:
    """Show what changed between two bundles; exit code 0 when they hold the same data, 1 when they differ."""
    result = diff_bundles(old, new)
    if as_json:
        print(json.dumps(result.to_json(), indent=2, sort_keys=True, ensure_ascii=False))
    else:
        print(result.render_text())
    return 0 if result.identical else 1


def write_incremental(
    base_bundle: Path,
    new_store: dict[str, Any],
    out_dir: Path,
    base_store: dict[str, Any] | None = None,
    signer: BundleSigner | None = None,
) -> dict[str, Any]:
    """Replace the full store just written to ``out_dir`` by the delta against ``base_bundle`` (``--base``).

    ``new_store`` is the freshly built full store; when it comes without its conversations index (the
    pipeline streams the index straight into the file), the index is read back from
    ``out_dir/memory-store.json``. The delta keeps the new store's ``export_id`` and ``export_date``, so
    merging it into the base yields the store a full conversion would have written (plus retired memories,
    which are never deleted). With ``signer`` the delta store is signed (its manifest is written last, by
    the caller, once every file of the bundle is final).
    """
    if base_store is None:
        base_store = load_base(base_bundle)
    full = dict(new_store)
    written = out_dir / STORE_FILE
    if "conversations_index" not in full and written.is_file():
        full["conversations_index"] = read_store(written).get("conversations_index", [])
    export_date = str(full["export_date"])
    export_id = full.get("export_id") or derive("export", str(base_store.get("export_id")), export_date)
    delta = make_delta(base_store, full, str(export_id), export_date)
    _copy_missing_conversations(delta, base_bundle, out_dir)
    if signer is not None:
        delta = signer.sign_store(delta)
    write_store(written, delta)
    carry_embeddings(delta, [base_bundle, out_dir] if base_bundle.is_dir() else [out_dir], out_dir)
    return delta


def load_base(base: Path) -> dict[str, Any]:
    """The ``--base`` store, checked before any conversion starts: present, a full PAM store, checksum intact,
    no links; a signature or manifest that does not hold is a warning (PAM §18)."""
    store = _read_checked(base, "base")
    check_integrity(store, str(store_path(base)))
    if store.get("export_type", "full") != "full":
        raise DeltaError(f"{store_path(base)}: is an {store.get('export_type')!r} export; --base needs a full bundle")
    return store


class BaseUpdate:
    """``convert --base``: what lands at OUT, made in the staging folder before it is moved into place.

    OUT elsewhere: the incremental export (PAM §16) against the base. OUT is the base itself
    (``convert NEW -o B --base B --force``): B updated in place, i.e. the base with that delta applied, which is
    what ``merge`` would write. Nothing the base held is lost that way: memories the new export no longer has
    are retracted (never deleted) and the files of conversations it no longer has are kept. The old B stays
    in place until the new one is complete on the disk.
    """

    def __init__(
        self,
        base: Path,
        out: Path,
        allow_owner_change: bool = False,
        sign: Callable[[dict[str, Any]], dict[str, Any]] | None = None,
    ) -> None:
        self.base = base
        self.allow_owner_change = allow_owner_change
        self.sign = sign
        self.store = load_base(base)
        self.in_place = same_path(base, out)
        self.delta: dict[str, Any] = {}
        self.written: dict[str, Any] = {}

    def __call__(self, new_store: dict[str, Any], staging: Path) -> None:
        if not self.allow_owner_change:
            check_same_owner(self.store, new_store, str(self.base), "the new export")
        self.delta = write_incremental(self.base, new_store, staging, base_store=self.store)
        self.written = self.delta
        if self.in_place:
            merged = apply_delta(self.store, self.delta)
            for _, path in conversation_files(self.base):
                target = staging / CONVERSATIONS_DIR / path.name
                if not target.exists():
                    shutil.copyfile(path, target, follow_symlinks=False)
            self.written = merged
        if self.sign is not None:  # --sign-key signs what lands at OUT, not the full store it replaced
            self.written = self.sign(self.written)
        if self.written is not self.delta:
            write_store(staging / STORE_FILE, self.written)

    def earlier_signs(self) -> dict[str, Tally]:
        """The person's signs of gender and variety in the base's conversations (docs/extraction.md)."""
        return earlier_signs(self.store)

    def summary(self) -> str:
        changed = len(self.delta.get("memories", []))
        if self.in_place:
            return (
                f"Updated {self.base} in place: {changed} new, changed or retracted memories; "
                f"{len(self.written['memories'])} in all"
            )
        return f"Incremental export against {self.base}: {changed} new, changed or retracted memories"


def _owner(store: dict[str, Any]) -> str | None:
    owner = store.get("owner")
    value = owner.get("id") if isinstance(owner, dict) else None
    return str(value) if value is not None else None


def check_same_owner(base: dict[str, Any], other: dict[str, Any], base_name: str, other_name: str) -> None:
    """Refuse to build on another person's bundle: the delta would retract all of their memories."""
    have, new = _owner(base), _owner(other)
    if have is not None and new is not None and have != new:
        raise OwnerMismatch(
            f"{base_name}: belongs to owner {have}, but {other_name} to owner {new}; combining exports of two "
            "people would retract one's memories with the other's (use --allow-owner-change if both are you)"
        )


def same_path(a: Path, b: Path) -> bool:
    return Path(os.path.abspath(a)).resolve() == Path(os.path.abspath(b)).resolve()


def _inside(ref: str) -> bool:
    """A relative path that stays inside the bundle (a storage ref is data, not to be trusted blindly)."""
    path = Path(ref)
    return not path.is_absolute() and ".." not in path.parts


def _copy_missing_conversations(delta: dict[str, Any], base_bundle: Path, out_dir: Path) -> None:
    """Conversations the new export no longer has, cited by retired memories: their files come from the base
    so that the delta bundle is complete on its own (every index entry's file exists)."""
    if not base_bundle.is_dir():
        return
    for entry in delta["conversations_index"]:
        storage = entry.get("storage") or {}
        ref = storage.get("ref")
        if storage.get("type") != "file" or not isinstance(ref, str) or not _inside(ref):
            continue
        target, source = out_dir / ref, base_bundle / ref
        if not target.exists() and source.is_file() and not source.is_symlink():
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(source, target, follow_symlinks=False)
