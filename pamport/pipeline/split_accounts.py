"""``convert --split-accounts DIR``: one bundle per account of an input that holds several people's exports."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

from pamport.errors import PamportError
from pamport.pipeline.accounts import split_plan
from pamport.pipeline.output_guard import check_output
from pamport.pipeline.progress import Progress
from pamport.pipeline.run import ConvertOptions, ConvertResult, convert


def convert_per_account(
    source: str | Path,
    out_dir: Path,
    options: ConvertOptions,
    progress: Callable[[], Progress] | None = None,
    on_store: Callable[[dict[str, Any]], dict[str, Any]] | None = None,
) -> list[ConvertResult]:
    """Convert each account's part of ``source`` into ``out_dir/<provider>-<account>``.

    Every account and every output folder is known and checked before the first conversion starts; a folder
    whose files cannot be given to one account stops the split before anything is written. ``--owner-id`` would
    give every bundle the same owner, so it is refused here.
    """
    if options.owner_id:
        raise PamportError("--owner-id gives every bundle one owner; it cannot be used with --split-accounts")
    plan = split_plan(Path(source), out_dir, options.importer)
    for _account, _selection, out in plan:
        check_output(out, force=options.force, inputs=[Path(source)])
    return [
        convert(
            source,
            out,
            replace(options, select=selection),
            progress=progress() if progress else None,
            on_store=on_store,
        )
        for _account, selection, out in plan
    ]
