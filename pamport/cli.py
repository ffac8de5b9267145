# PYTHON_ARGCOMPLETE_OK
"""The ``pamport`` command. Library errors become one-line messages here and only here."""

from __future__ import annotations

import argparse
import json
import os
import sys
import traceback
from collections import Counter
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pamport import __version__
from pamport.embeddings.commands import add_embed_arguments, add_model_arguments, embed_options
from pamport.encryption.options import add_encrypt_to_argument, add_identity_arguments, shown
from pamport.errors import PamportError
from pamport.layout import REPORT_FILE

if TYPE_CHECKING:
    from pamport.bundle_signing import BundleSigner
    from pamport.pipeline.run import ConvertOptions, ConvertResult

# The pipeline (schemas, importers, extractors) is imported inside the handlers that need it, so that
# ``pamport --help`` and commands that do not convert start fast.

Handler = Callable[[argparse.Namespace], int]


def _convert_options(args: argparse.Namespace) -> ConvertOptions:
    """The conversion options shared by ``convert`` and ``batch``."""
    from pamport.importers.base import ImportOptions
    from pamport.pipeline.run import ConvertOptions

    import_options = ImportOptions(
        conversation_gap_minutes=args.gap_minutes,
        csv_chunk_rows=args.csv_chunk_rows,
        extra={"platform": args.platform} if getattr(args, "platform", None) else {},
    )
    llm = {
        "llm_base_url": args.llm_base_url,
        "llm_model": args.llm_model,
        "llm_api_key": os.environ.get(args.llm_api_key_env) if args.llm_api_key_env else None,
        "llm_dry_run": args.llm_dry_run,
        "llm_cache": args.llm_cache,
        "llm_concurrency": args.llm_concurrency,
    }
    if args.llm_base_url and "llm" in (args.extractor or []):
        from pamport.pipeline.extract.llm.client import endpoint_warning

        warning = endpoint_warning(args.llm_base_url)
        if warning:
            print(f"pamport: warning: {warning}", file=sys.stderr)
    return ConvertOptions(
        owner_id=args.owner_id,
        extractor_options={k: v for k, v in llm.items() if v},
        importer=args.importer,
        extractors=tuple(args.extractor or ["pamport-rules"]),
        import_options=import_options,
        strip_platform_ids=args.strip_platform_ids,
        force=args.force,
        embed=embed_options(args) if args.embed else None,
        **({"jobs": args.jobs} if args.jobs else {}),
    )


def cmd_convert(args: argparse.Namespace) -> int:
    """Convert an export (ZIP, folder or file) into a PAM bundle folder (or one encrypted file, NAME.pam.age)."""
    options = _convert_options(args)
    if args.llm_dry_run:
        return _llm_dry_run(args, options)
    signer = None
    if args.sign_key:  # cryptography loads only for a signed bundle
        from pamport.bundle_signing import BundleSigner

        signer = BundleSigner.load(Path(args.sign_key))
    on_store = signer.sign_store if signer else None
    from pamport.encryption.options import check_encrypt_to, wants_sealed

    check_encrypt_to(args, args.out)
    if args.split_accounts or not args.out:
        return _convert_split(args, options, on_store)
    if wants_sealed(args.out):
        from pamport.encryption.commands import sealed_convert

        return sealed_convert(args, options, lambda out, opts: _convert_to(args, opts, signer, out))
    return _convert_to(args, options, signer, Path(args.out))


def _convert_to(args: argparse.Namespace, options: ConvertOptions, signer: BundleSigner | None, out: Path) -> int:
    from pamport.pipeline.progress import for_stream
    from pamport.pipeline.run import convert

    on_store = signer.sign_store if signer else None
    finish = None
    if args.base:  # the base's checks (and cryptography, for its signature) load only with --base
        from pamport.pipeline.commands import BaseUpdate

        finish = BaseUpdate(Path(args.base), out, args.allow_owner_change, on_store)
    result = convert(
        args.source,
        out,
        options,
        progress=for_stream(sys.stderr, quiet=args.quiet),
        on_store=on_store,
        before_commit=finish,
        reads=(Path(args.base),) if args.base else (),
        on_bundle=signer.sign_files if signer else None,
        earlier_signs=finish.earlier_signs() if finish is not None else None,
    )
    for note in result.notes:
        print(f"pamport: note: {note}", file=sys.stderr)
    result.out = Path(shown(args, str(result.out)))
    if finish is not None and not args.quiet and not args.json:
        print(shown(args, finish.summary()))
    if args.json:
        print(shown(args, json.dumps(result.report, indent=2, sort_keys=True)))
    elif not args.quiet:
        print(shown(args, render_summary(args.source, result)))
    return 0


def _llm_dry_run(args: argparse.Namespace, options: ConvertOptions) -> int:
    """Read the export and count what the LLM would be sent; nothing is written (the bundle goes to a temporary
    folder that is removed), so OUT is left as it was."""
    import tempfile

    from pamport.pipeline.progress import for_stream
    from pamport.pipeline.run import convert

    if "llm" not in options.extractors:
        raise PamportError("--llm-dry-run estimates the requests of --extractor llm; add --extractor llm")
    with tempfile.TemporaryDirectory(prefix="pamport-dry-run-") as scratch:
        result = convert(args.source, Path(scratch) / "bundle", options, progress=for_stream(sys.stderr, args.quiet))
    extractors = result.extractor_counts
    counts = next((c for name, c in extractors.items() if name.startswith("pamport-llm")), {})
    estimate = {
        "requests": counts.get("requests_estimated", 0),
        "requests_already_cached": counts.get("requests_cached", 0),
        "tokens": counts.get("tokens_estimated", 0),
        "conversations": result.conversations,
    }
    if args.json:
        print(json.dumps({"dry_run": True, "estimate": estimate, "written": None}, indent=2, sort_keys=True))
    elif not args.quiet:
        print(
            f"Dry run over {args.source} (nothing written): {estimate['requests']} request(s) of about "
            f"{estimate['tokens']} tokens would be sent, {estimate['requests_already_cached']} answered from the "
            f"cache, over {estimate['conversations']} conversation(s)"
        )
    return 0


def _positive_minutes(text: str) -> float:
    try:
        value = float(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(f"not a number: {text!r}") from exc
    if not value > 0 or value == float("inf"):
        raise argparse.ArgumentTypeError("must be a number of minutes above 0")
    return value


def cmd_batch(args: argparse.Namespace) -> int:
    """Convert many exports (a tree of ZIPs, folders and files) into one bundle (or NAME.pam.age) each, on a pool
    or a Dask cluster."""
    from pamport.batch import executor_for, run_batch
    from pamport.batch.options import make_job
    from pamport.batch.progress import batch_progress

    if args.llm_dry_run:
        raise PamportError("--llm-dry-run estimates one export: run it with `pamport convert` on a sample export")
    job = make_job(
        args.out,
        _convert_options(args),
        resume=args.resume,
        force=args.force,
        sign_key=args.sign_key,
        llm_api_key_env=args.llm_api_key_env,
        encrypt_to=tuple(args.encrypt_to or ()),
        passphrase_file=args.passphrase_file,
    )
    if job.encrypted and args.dask:
        raise PamportError(
            "--encrypt-to/--passphrase-file with --dask: the workers' memory folders and key files cannot be "
            "checked from here; run an encrypted batch on one machine (see docs/batch.md)"
        )
    jobs = args.jobs or (os.cpu_count() or 1)
    summary = run_batch(
        args.sources, job, executor_for(jobs, args.dask), batch_progress(sys.stderr, quiet=args.quiet or args.json)
    )
    if args.json:
        print(json.dumps(summary.to_json(), indent=2, sort_keys=True))
    elif not args.quiet or not summary.ok:
        print(summary.render())
    return 0 if summary.ok else 1


def _convert_split(
    args: argparse.Namespace, options: ConvertOptions, on_store: Callable[[dict[str, Any]], dict[str, Any]] | None
) -> int:
    """``--split-accounts DIR``: one bundle per account (see docs/safety.md)."""
    from pamport.pipeline.progress import for_stream
    from pamport.pipeline.split_accounts import convert_per_account

    if bool(args.out) == bool(args.split_accounts) or args.base:
        raise PamportError("convert needs either -o OUT or --split-accounts DIR (and --base only with -o)")
    progress = lambda: for_stream(sys.stderr, quiet=args.quiet)  # noqa: E731
    results = convert_per_account(args.source, Path(args.split_accounts), options, progress, on_store)
    for result in results:
        for note in result.notes:
            print(f"pamport: note: {note}", file=sys.stderr)
        if args.json:
            print(json.dumps({"out": str(result.out), **result.report}, indent=2, sort_keys=True))
        elif not args.quiet:
            print(render_summary(args.source, result))
    return 0


def _password() -> bytes | None:
    value = os.environ.get("PAMPORT_KEY_PASSWORD")
    return value.encode("utf-8") if value else None


def cmd_keygen(args: argparse.Namespace) -> int:
    """Create a private key (PEM) for signing bundles with `convert --sign-key`."""
    from pamport.pipeline.durable import write_file_atomically
    from pamport.pipeline.output_guard import check_key_output, output_errors
    from pamport.signing import generate_private_key, private_key_to_pem, public_key_text

    out = Path(args.out)
    check_key_output(out, force=args.force)  # --force replaces only a private key file
    key = generate_private_key(args.algorithm)
    with output_errors(out):
        out.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
        write_file_atomically(out, private_key_to_pem(key, _password()), 0o600)
    if args.json:
        shown = {"key": str(out), "algorithm": args.algorithm, "public_key": public_key_text(key.public_key())}
        print(json.dumps(shown, indent=2, sort_keys=True))
        return 0
    print(f"Wrote {args.algorithm} private key to {out}")
    print(f"public key: {public_key_text(key.public_key())}")
    return 0


def render_summary(source: str, result: ConvertResult) -> str:
    lines = [
        f"Converted {source} -> {result.out}",
        f"  importers:     {', '.join(result.importers)}",
        f"  conversations: {result.conversations}",
        f"  messages:      {result.messages}",
        f"  memories:      {result.memories} (relations: {result.relations})",
        f"  skipped:       {result.skipped} record(s)"
        + (f", listed in {result.out / REPORT_FILE}" if result.skipped else ""),
    ]
    for stats in result.importer_stats:
        for reason, count in sorted(stats.skip_reasons.items()):
            lines.append(f"    - {count} x {reason} ({stats.importer})")
        for what, count in sorted(stats.unknown.items()):
            lines.append(f"  unknown:       {what} x{count} ({stats.importer}; kept in raw_metadata)")
        for event, count in sorted(stats.events.items()):
            lines.append(f"  note:          {count} x {event}")
        for note in stats.notes:
            lines.append(f"  note:          {note}")
    for name, counts in result.extractor_counts.items():
        if counts:
            lines.append(f"  extractor:     {name}: " + ", ".join(f"{k} {v}" for k, v in counts.items()))
    embedded = result.embedding
    if embedded is not None:
        lines.append(
            f"  embeddings:    {embedded.memories} ({embedded.model}): {embedded.embedded} embedded, "
            f"{embedded.cache_hits} from the cache, {embedded.near_duplicates_merged} near-duplicate(s) merged"
        )
    for warning in result.warnings:
        lines.append(f"  warning:       {warning}")
    return "\n".join(lines)


def cmd_validate(args: argparse.Namespace) -> int:
    """Validate a bundle or one PAM file: schema and deep checks (hashes, checksum, references, graph)."""
    from pamport.signing import SignatureError, load_public_key
    from pamport.validation import validate_path
    from pamport.validation.trust_checks import TrustOptions

    try:
        trusted = load_public_key(Path(args.trusted_key)) if args.trusted_key else None
    except SignatureError as exc:
        raise PamportError(exc.reason) from exc
    report = validate_path(Path(args.path), TrustOptions(trusted, args.require_signature))
    report.path = shown(args, report.path)
    if args.json:
        print(shown(args, json.dumps(report.summary(), indent=2, sort_keys=True)))
    else:
        print(shown(args, report.render_text()))
    return 0 if report.ok else 1


def cmd_inspect(args: argparse.Namespace) -> int:
    """Show what a bundle holds: counts by type, status and platform, and the date range."""
    from pamport.pipeline.bundle_io import read_store

    store = read_store(Path(args.bundle))
    path = Path(shown(args, args.bundle))
    memories = store.get("memories", [])
    index = store.get("conversations_index", [])
    times = sorted(e["temporal"]["created_at"] for e in index if e.get("temporal", {}).get("created_at"))
    info = {
        "bundle": str(path),
        "export_type": store.get("export_type", "full"),
        "exported_by": store.get("exported_by"),
        "export_date": store.get("export_date"),
        "memories": len(memories),
        "memories_by_type": dict(sorted(Counter(m["type"] for m in memories).items())),
        "memories_by_status": dict(sorted(Counter(m.get("status", "active") for m in memories).items())),
        "memories_by_platform": dict(sorted(Counter(m["provenance"]["platform"] for m in memories).items())),
        "relations": len(store.get("relations", [])),
        "conversations": len(index),
        "conversations_by_platform": dict(sorted(Counter(e["platform"] for e in index).items())),
        "messages": sum(e.get("message_count") or 0 for e in index),
        "date_range": [times[0], times[-1]] if times else None,
    }
    if args.json:
        print(json.dumps(info, indent=2, sort_keys=True))
        return 0
    print(f"{path}  ({info['export_type']} export by {info['exported_by']}, {info['export_date']})")
    print(f"  conversations: {info['conversations']}  messages: {info['messages']}")
    for platform, n in info["conversations_by_platform"].items():
        print(f"    {platform:<10} {n}")
    if times:
        print(f"  date range:    {times[0]} .. {times[-1]}")
    print(f"  memories:      {info['memories']}  relations: {info['relations']}")
    for label in ("memories_by_type", "memories_by_status", "memories_by_platform"):
        print(f"    by {label.split('_by_')[1]}: " + ", ".join(f"{k} {v}" for k, v in info[label].items()))
    return 0


def cmd_importers(args: argparse.Namespace) -> int:
    """List installed importers and their versions."""
    from pamport.importers.registry import discover

    found, failures = discover()
    rows = [
        {"importer": key, "platform": cls.platform, "description": cls.description}
        for key, cls in sorted(found.items())
    ]
    if args.json:
        print(json.dumps({"importers": rows, "failed": [f.__dict__ for f in failures]}, indent=2))
        return 0
    width = max((len(r["importer"]) for r in rows), default=10)
    platform_width = max((len(r["platform"]) for r in rows), default=8)
    for r in rows:
        print(f"{r['importer']:<{width}}  {r['platform']:<{platform_width}}  {r['description']}")
    for f in failures:
        print(f"{f.name:<{width}}  (failed to load: {f.error})")
    return 0


def cmd_merge(args: argparse.Namespace) -> int:
    """Apply an incremental bundle (delta) to a full one, as PAM §16 says."""
    from pamport.encryption.commands import sealed_output
    from pamport.encryption.options import check_encrypt_to, opened, wants_sealed
    from pamport.pipeline.commands import merge_command

    check_encrypt_to(args, args.out)
    base, delta, out = Path(args.base), Path(args.delta), Path(args.out)
    if not wants_sealed(args.out):
        if opened(args):
            print(f"pamport: warning: {out} is written in clear from an encrypted bundle", file=sys.stderr)
        return merge_command(base, delta, out, args.allow_owner_change, force=args.force, as_json=args.json)
    inputs = (opened(args).get("base", base), opened(args).get("delta", delta))
    with sealed_output(args, out, force=args.force, inputs=inputs) as target:
        code = merge_command(base, delta, target, args.allow_owner_change, force=False, as_json=args.json)
    return code


def cmd_diff(args: argparse.Namespace) -> int:
    """Report what changed between two bundles (memories and conversations)."""
    from pamport.pipeline.commands import diff_command

    return diff_command(Path(args.old), Path(args.new), args.json)


def cmd_encrypt(args: argparse.Namespace) -> int:
    """Encrypt a bundle folder into one age file (NAME.pam.age) for recipients or a passphrase."""
    from pamport.encryption.commands import encrypt_command

    return encrypt_command(args)


def cmd_decrypt(args: argparse.Namespace) -> int:
    """Decrypt NAME.pam.age into a plain bundle folder (with --identity FILE or the passphrase)."""
    from pamport.encryption.commands import decrypt_command

    return decrypt_command(args)


def cmd_config(args: argparse.Namespace) -> int:
    """Show the option defaults in effect, from configuration files and the environment, and where each came from."""
    from pamport.config import config_files, effective_settings, user_config_path

    settings = effective_settings(build_parser())
    files = [str(p) for p in config_files()]
    if args.json:
        rows = [{"command": s.command, "option": s.option, "value": s.value, "origin": s.origin} for s in settings]
        print(json.dumps({"files": files, "user_file": str(user_config_path()), "settings": rows}, indent=2))
        return 0
    local = Path.cwd() / "pamport.toml"
    print(f"user file:  {user_config_path()}" + ("" if str(user_config_path()) in files else " (absent)"))
    print(f"local file: {local}" + ("" if local.is_file() else " (absent)"))
    if not settings:
        print("no defaults set: every option has its built-in default")
    for s in settings:
        print(f"  {s.command:<9} --{s.option} = {s.value!r}   ({s.origin})")
    return 0


def cmd_completion(args: argparse.Namespace) -> int:
    """Print the shell completion script (bash, zsh or fish); e.g. `eval "$(pamport completion bash)"`."""
    from argcomplete.shell_integration import shellcode

    print(shellcode(["pamport"], shell=args.shell))
    return 0


def cmd_render(args: argparse.Namespace) -> int:
    """Render a bundle for another assistant: memories as Claude/ChatGPT/Gemini/system-prompt text, or Markdown."""
    from pamport.rendering.command import render_markdown_command, render_memories_command

    bundle, out = Path(args.bundle), Path(args.out) if args.out else None
    misplaced = ["--max-chars", "--as-of"] if args.target == "markdown" else ["--all-branches", "--force"]
    used = [o for o in misplaced if getattr(args, o[2:].replace("-", "_")) not in (None, False)]
    if used:
        raise PamportError(f"{', '.join(used)} does not apply to --for {args.target}")
    if args.target == "markdown":
        return render_markdown_command(bundle, out, args.all_branches, args.lang, args.force, args.json)
    return render_memories_command(bundle, args.target, out, args.max_chars, args.lang, args.as_of, args.json)


def cmd_embed(args: argparse.Namespace) -> int:
    """Add or refresh embeddings.json of a bundle (one vector per active memory; cached across runs)."""
    from pamport.bundle_signing import BundleSigner
    from pamport.embeddings.commands import embed_command
    from pamport.encryption.commands import writing_keys
    from pamport.encryption.options import check_encrypt_to, opened
    from pamport.encryption.sealing import seal
    from pamport.layout import MANIFEST_FILE

    encrypted = opened(args).get("bundle")
    check_encrypt_to(args, str(encrypted) if encrypted else None)
    keys = writing_keys(args, str(encrypted)) if encrypted else None  # checked before the work starts
    signer = BundleSigner.load(Path(args.sign_key)) if args.sign_key else None
    code = embed_command(args, signer.sign_store if signer else None)
    if signer is not None and (Path(args.bundle) / MANIFEST_FILE).exists():
        signer.sign_files(Path(args.bundle))  # embeddings.json and the store changed: the file list is signed anew
    if encrypted is not None and keys is not None and code == 0:
        seal(Path(args.bundle), encrypted, keys)  # the changed bundle replaces the encrypted file in one step
    return code


def cmd_search(args: argparse.Namespace) -> int:
    """The memories of a bundle nearest in meaning to a query, with their cosine similarity."""
    from pamport.embeddings.commands import search_command

    return search_command(args)


def _positive(text: str) -> int:
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError("must be 1 or more")
    return value


def _add_conversion_arguments(p: argparse.ArgumentParser) -> None:
    """The options that shape a bundle; ``convert`` and ``batch`` take the same ones."""
    p.add_argument("--owner-id", metavar="ID", help="owner.id of the bundle (default: derived from the accounts)")
    p.add_argument("--importer", metavar="NAME", help="force an importer (e.g. chatgpt or chatgpt-importer/2025.01)")
    p.add_argument(
        "--platform",
        choices=["chatgpt", "claude", "gemini"],
        help="assistant a saved memory-prompt answer came from (see docs/importers/memory-prompt.md)",
    )
    p.add_argument(
        "--extractor",
        action="append",
        metavar="NAME",
        help="memory extractor to run (repeatable; default pamport-rules; 'none' to disable)",
    )
    p.add_argument(
        "--gap-minutes",
        type=_positive_minutes,
        default=30.0,
        metavar="N",
        help="minutes of silence that start a new conversation where a provider has no conversation ids "
        "(Gemini, Copilot; default 30)",
    )
    p.add_argument("--llm-base-url", metavar="URL", help="OpenAI-compatible endpoint for --extractor llm")
    p.add_argument("--llm-model", metavar="NAME", help="model name for --extractor llm")
    p.add_argument(
        "--llm-api-key-env",
        metavar="VAR",
        help="environment variable holding the API key (default PAMPORT_LLM_API_KEY)",
    )
    p.add_argument(
        "--llm-dry-run",
        action="store_true",
        help="with --extractor llm: estimate requests and tokens; sends and writes nothing",
    )
    p.add_argument("--llm-cache", metavar="PATH", help="answer cache for --extractor llm (default ~/.cache/pamport)")
    p.add_argument(
        "--llm-concurrency",
        type=_positive,
        metavar="N",
        help="requests to the LLM endpoint in flight at once (default 4)",
    )
    p.add_argument(
        "--sign-key",
        metavar="KEY.pem",
        help="sign the memory store (PAM §18) and every file of the bundle (manifest.json) with this private key "
        "(password in PAMPORT_KEY_PASSWORD)",
    )
    p.add_argument("--csv-chunk-rows", type=int, default=5000, metavar="N", help=argparse.SUPPRESS)
    p.add_argument("--strip-platform-ids", action="store_true", help="leave provider account ids out of the bundle")
    p.add_argument(
        "--embed", action="store_true", help="also write embeddings.json and fold near-duplicate memories"
    )
    add_embed_arguments(p, merging=True)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="pamport",
        description="Convert AI-assistant exports (ChatGPT, Claude, Gemini, Copilot, Grok) into Portable AI "
        "Memory (PAM) v1.0 bundles, and check them.",
    )
    parser.add_argument("--version", action="version", version=f"pamport {__version__}")
    parser.add_argument("--debug", action="store_true", help="show full tracebacks on errors")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)

    def add(name: str, handler: Handler) -> argparse.ArgumentParser:
        doc = (handler.__doc__ or "").strip()
        p = sub.add_parser(name, help=doc, description=doc)
        p.set_defaults(handler=handler)
        return p

    p = add("convert", cmd_convert)
    p.add_argument("source", metavar="SOURCE", help="export ZIP, unzipped folder, or a single export file")
    p.add_argument(
        "-o", "--out", "--output", metavar="OUT", help="bundle folder to create (NAME.pam.age: one encrypted file)"
    )
    _add_conversion_arguments(p)
    p.add_argument(
        "--base",
        metavar="OLD_BUNDLE",
        help="write an incremental export (PAM §16) holding only what changed since OLD_BUNDLE; "
        "with -o OLD_BUNDLE --force, update OLD_BUNDLE in place instead (nothing it held is lost)",
    )
    p.add_argument("--allow-owner-change", action="store_true", help="let --base be a bundle of another owner")
    add_encrypt_to_argument(p)
    add_identity_arguments(p)
    p.add_argument(
        "--split-accounts",
        metavar="DIR",
        help="the input holds exports of several accounts: write one bundle per account into DIR (instead of -o)",
    )
    p.add_argument(
        "--force",
        action="store_true",
        help="replace OUT if it is a bundle pamport wrote (never any other folder, nor the input; see docs/safety.md)",
    )
    p.add_argument(
        "--jobs",
        type=_positive,
        metavar="N",
        help="processes for large exports (default: up to 2); the output is the same for any N",
    )
    p.add_argument("-q", "--quiet", action="store_true", help="no progress bar and no summary")
    p.add_argument("--json", action="store_true", help="print the run report as JSON instead of the summary")

    p = add("embed", cmd_embed)
    p.add_argument("bundle", metavar="BUNDLE", help="a bundle folder")
    add_identity_arguments(p)
    add_encrypt_to_argument(p)
    add_embed_arguments(p, merging=False)
    p.add_argument("--sign-key", metavar="KEY.pem", help="sign the store again (required when it is signed)")
    p.add_argument("--json", action="store_true", help="machine-readable output")

    p = add("search", cmd_search)
    p.add_argument("bundle", metavar="BUNDLE", help="a bundle folder with embeddings.json")
    p.add_argument("query", metavar="QUERY", help="what to look for, in your own words")
    add_identity_arguments(p)
    p.add_argument("-k", type=_positive, default=5, metavar="N", help="how many memories to show (default 5)")
    add_model_arguments(p)
    p.add_argument("--json", action="store_true", help="machine-readable output")

    p = add("batch", cmd_batch)
    p.add_argument("sources", nargs="+", metavar="SOURCES", help="export ZIPs, folders, files, or trees of them")
    p.add_argument(
        "-o", "--out", "--output", required=True, metavar="OUTDIR", help="folder for the bundles and the report"
    )
    _add_conversion_arguments(p)
    p.add_argument("--jobs", type=_positive, metavar="N", help="worker processes (default: one per CPU)")
    p.add_argument(
        "--resume",
        action="store_true",
        help="skip exports whose bundle was made from the same bytes, options and importer versions",
    )
    p.add_argument("--force", action="store_true", help="replace bundles that exist in OUTDIR")
    add_encrypt_to_argument(
        p,
        "write every bundle as one encrypted file NAME.pam.age",
        "or --passphrase-file; no plaintext reaches OUTDIR, docs/security.md",
    )
    p.add_argument(
        "--passphrase-file",
        metavar="FILE",
        help="write every bundle as NAME.pam.age encrypted with the passphrase on the first line of FILE",
    )
    p.add_argument(
        "--dask",
        metavar="ADDRESS",
        help="run on a Dask cluster (scheduler address, or 'local' for a LocalCluster); needs pamport[dask]",
    )
    p.add_argument("-q", "--quiet", action="store_true", help="no progress bars; the summary only on failures")
    p.add_argument("--json", action="store_true", help="print the summary as JSON")

    p = add("validate", cmd_validate)
    p.add_argument("path", metavar="PATH", help="a bundle folder, or one PAM file")
    p.add_argument(
        "--trusted-key",
        metavar="FILE",
        help="public key (PEM, z6Mk... or did:key, JWK; or the private key) that must have signed the bundle",
    )
    p.add_argument(
        "--require-signature", action="store_true", help="an unsigned bundle, or one without a manifest, is invalid"
    )
    add_identity_arguments(p)
    p.add_argument("--json", action="store_true", help="machine-readable report")

    p = add("inspect", cmd_inspect)
    p.add_argument("bundle", metavar="BUNDLE", help="a bundle folder or its memory-store.json")
    add_identity_arguments(p)
    p.add_argument("--json", action="store_true", help="machine-readable output")

    p = add("importers", cmd_importers)
    p.add_argument("--json", action="store_true", help="machine-readable output")

    p = add("keygen", cmd_keygen)
    p.add_argument("out", metavar="KEY.pem", help="file to write the private key to")
    p.add_argument(
        "--algorithm",
        default="Ed25519",
        choices=["Ed25519", "ES256", "ES384", "RS256", "RS384", "RS512"],
        help="signature algorithm (default Ed25519, as PAM recommends)",
    )
    p.add_argument("--force", action="store_true", help="replace an existing private key file (never any other file)")
    p.add_argument("--json", action="store_true", help="machine-readable output (the key file and its public key)")

    p = add("merge", cmd_merge)
    p.add_argument("base", metavar="BASE", help="the full bundle the delta was made against")
    p.add_argument("delta", metavar="DELTA", help="the incremental bundle")
    p.add_argument(
        "-o",
        "--out",
        "--output",
        required=True,
        metavar="OUT",
        help="merged bundle folder to create (NAME.pam.age: one encrypted file)",
    )
    p.add_argument("--allow-owner-change", action="store_true", help="let BASE and DELTA have different owners")
    add_identity_arguments(p)
    add_encrypt_to_argument(p)
    p.add_argument(
        "--force",
        action="store_true",
        help="replace OUT if it is a bundle pamport wrote (never any other folder, nor BASE or DELTA)",
    )
    p.add_argument("--json", action="store_true", help="machine-readable summary")

    p = add("render", cmd_render)
    p.add_argument("bundle", metavar="BUNDLE", help="a bundle folder (or its memory-store.json for memory targets)")
    p.add_argument(
        "--for",
        dest="target",
        required=True,
        choices=["claude", "chatgpt", "gemini", "system-prompt", "markdown"],
        help="what to render for (markdown: one file per conversation, needs -o DIR)",
    )
    p.add_argument(
        "-o", "--out", "--output", metavar="FILE|DIR", help="write the text to FILE (markdown: into the folder DIR)"
    )
    add_identity_arguments(p)
    p.add_argument(
        "--max-chars",
        type=_positive,
        metavar="N",
        help="character budget (ChatGPT: per field); default the target's limit: chatgpt 1500, claude 8000, "
        "gemini 8000, system-prompt 4000",
    )
    p.add_argument("--lang", choices=["en", "pt"], default="en", help="language of headings and labels")
    p.add_argument(
        "--as-of",
        metavar="TIME",
        help="drop memories expired by this ISO time, or 'now' (default: the bundle's export date)",
    )
    p.add_argument("--all-branches", action="store_true", help="markdown: add edited and regenerated branches")
    p.add_argument("--force", action="store_true", help="markdown: replace DIR if it is an earlier render")
    p.add_argument("--json", action="store_true", help="print the result as JSON (text, fields, included, omitted)")

    p = add("diff", cmd_diff)
    p.add_argument("old", metavar="OLD", help="older bundle")
    p.add_argument("new", metavar="NEW", help="newer bundle")
    add_identity_arguments(p)
    p.add_argument("--json", action="store_true", help="machine-readable output")

    p = add("encrypt", cmd_encrypt)
    p.add_argument("bundle", metavar="BUNDLE", help="a bundle folder (or an encrypted bundle, to encrypt it anew)")
    p.add_argument("-o", "--out", "--output", required=True, metavar="NAME.pam.age", help="encrypted file to write")
    add_encrypt_to_argument(p)
    add_identity_arguments(p)
    p.add_argument(
        "--force", action="store_true", help="replace OUT if it is an encrypted file (never any other file)"
    )
    p.add_argument("-q", "--quiet", action="store_true", help="no summary line")
    p.add_argument("--json", action="store_true", help="machine-readable summary")

    p = add("decrypt", cmd_decrypt)
    p.add_argument("source", metavar="NAME.pam.age", help="an encrypted bundle")
    p.add_argument("-o", "--out", "--output", required=True, metavar="DIR", help="bundle folder to create")
    add_identity_arguments(p)
    p.add_argument(
        "--force",
        action="store_true",
        help="replace DIR if it is a bundle pamport wrote (never any other folder, nor the input)",
    )
    p.add_argument("-q", "--quiet", action="store_true", help="no summary line")
    p.add_argument("--json", action="store_true", help="machine-readable summary")

    p = add("config", cmd_config)
    p.add_argument("--json", action="store_true", help="machine-readable output")

    p = add("completion", cmd_completion)
    p.add_argument("shell", choices=["bash", "zsh", "fish"], help="the shell to complete in")
    return parser


#: Arguments that must name a bundle, by command (True: a single PAM file will do), and those that must not.
_BUNDLE_INPUTS: dict[str, dict[str, bool]] = {
    "validate": {"path": True},
    "inspect": {"bundle": True},
    "diff": {"old": True, "new": True},
    "merge": {"base": False, "delta": False},
    "convert": {"base": False},
    "render": {"bundle": True},  # memory targets read a memory-store.json alone; markdown checks for the folder
    "embed": {"bundle": False},
    "search": {"bundle": False},
    "encrypt": {"bundle": False},
}
_EXPORT_INPUTS: dict[str, tuple[str, ...]] = {"convert": ("source",)}


def check_inputs(args: argparse.Namespace) -> None:
    """An export given where a bundle belongs (or the reverse) is named as such before any work."""
    from pamport.input_kind import require_bundle, require_export

    command = getattr(args, "command", "")
    for name, single_file_ok in _BUNDLE_INPUTS.get(command, {}).items():
        value = getattr(args, name, None)
        if value:
            require_bundle(Path(value), single_file_ok=single_file_ok)
    for name in _EXPORT_INPUTS.get(command, ()):
        value = getattr(args, name, None)
        if value:
            require_export(Path(value))


def main(argv: Sequence[str] | None = None) -> int:
    from pamport.config import ConfigError, apply_defaults, effective_settings, fill_repeatable

    parser = build_parser()
    if "_ARGCOMPLETE" in os.environ:  # only when the shell asks for completions: no cost on normal runs
        import argcomplete

        argcomplete.autocomplete(parser)
    try:
        settings = effective_settings(parser)
    except ConfigError as exc:
        print(f"pamport: error: {exc}", file=sys.stderr)
        return 2
    apply_defaults(parser, settings)
    args = parser.parse_args(argv)
    fill_repeatable(parser, args, settings)
    try:
        check_inputs(args)
        from pamport.encryption.commands import opened_inputs

        with opened_inputs(args, _BUNDLE_INPUTS.get(args.command, {})):  # encrypted bundles: opened in memory
            code: int = args.handler(args)
        return code
    except PamportError as exc:
        if args.debug:
            traceback.print_exc()
        print(f"pamport: error: {shown(args, str(exc))}", file=sys.stderr)
        return 2
    except BrokenPipeError:  # output piped into `head` and the like
        sys.stderr.close()
        return 0
    except KeyboardInterrupt:
        print("pamport: interrupted; nothing was written", file=sys.stderr)
        return 130
    except Exception as exc:  # an unexpected failure still gets one readable line
        if args.debug:
            traceback.print_exc()
        print(f"pamport: internal error: {type(exc).__name__}: {exc} (run with --debug for details)", file=sys.stderr)
        return 3


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
