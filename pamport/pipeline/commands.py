"""The bodies of ``pamport merge``, ``pamport diff`` and ``convert --base``.

They take paths, print their result and return an exit code; library errors (:class:`PamportError`) propagate
so that the command line turns them into one readable line, as for every other command.
"""

from __future__ import annotations

import json
import os
import shutil
import tempfile
from pathlib import Path
from typing import Any

from pamport.errors import OutputExists
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
from pamport.pipeline.incremental import apply_delta, make_delta


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


def _write_bundle(out: Path, sources: list[Path], store: dict[str, Any]) -> None:
    """A merged bundle folder: conversation files of every source (later ones win), then the merged store."""
    out.parent.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=f".{out.name}.pamport-", dir=out.parent))
    try:
        (staging / CONVERSATIONS_DIR).mkdir()
        for source in sources:
            for _, path in conversation_files(source):
                shutil.copyfile(path, staging / CONVERSATIONS_DIR / path.name)
        write_store(staging / STORE_FILE, store)
        os.replace(staging, out)
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise


def merge_command(base: Path, delta: Path, out: Path) -> int:
    """Apply an incremental export to its base (spec §16) and write the merged full bundle or store to OUT.

    OUT ending in ``.json`` receives only the memory store; otherwise OUT is a new bundle folder holding the
    conversation files of BASE and DELTA (the delta's win) and the merged ``memory-store.json``.
    """
    if out.exists():
        raise OutputExists(str(out))
    base_store, delta_store = read_store(base), read_store(delta)
    check_integrity(base_store, str(store_path(base)))
    check_integrity(delta_store, str(store_path(delta)))
    merged = apply_delta(base_store, delta_store)
    if out.suffix.lower() == ".json":
        write_store(out, merged)
    else:
        _write_bundle(out, [p for p in (base, delta) if p.is_dir()], merged)
    counts = _merge_counts(base_store, delta_store)
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


def write_incremental(base_bundle: Path, new_store: dict[str, Any], out_dir: Path) -> dict[str, Any]:
    """Replace the full store just written to ``out_dir`` by the delta against ``base_bundle`` (``--base``).

    ``new_store`` is the freshly built full store; when it comes without its conversations index (the
    pipeline streams the index straight into the file), the index is read back from
    ``out_dir/memory-store.json``. The delta keeps the new store's ``export_id`` and ``export_date``, so
    merging it into the base yields the store a full conversion would have written (plus retired memories,
    which are never deleted).
    """
    base_store = read_store(base_bundle)
    check_integrity(base_store, str(store_path(base_bundle)))
    full = dict(new_store)
    written = out_dir / STORE_FILE
    if "conversations_index" not in full and written.is_file():
        full["conversations_index"] = read_store(written).get("conversations_index", [])
    export_date = str(full["export_date"])
    export_id = full.get("export_id") or derive("export", str(base_store.get("export_id")), export_date)
    delta = make_delta(base_store, full, str(export_id), export_date)
    _copy_missing_conversations(delta, base_bundle, out_dir)
    write_store(written, delta)
    return delta


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
        if not target.exists() and source.is_file():
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(source, target)
