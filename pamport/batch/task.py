"""The one task of a batch: convert one root into one bundle, and say how it went.

The same plain function runs in the calling process, on a local process pool and on Dask workers, so it takes and
returns only picklable values and never raises for a bad export: whatever goes wrong with one root becomes that
root's one-line ``error`` and the others go on. Secrets do not travel with the task: the signing key's password
and an LLM API key are read from the worker's own environment.
"""

from __future__ import annotations

import os
import shutil
import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from functools import cache
from importlib.metadata import entry_points
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pamport.batch.roots import Root
from pamport.batch.stamp import Stamp, read_stamp, source_sha256, write_stamp
from pamport.errors import OutputExists, PamportError
from pamport.importers.base import Importer
from pamport.importers.registry import detect, importers
from pamport.importers.sources import Source
from pamport.layout import STORE_FILE
from pamport.pipeline.run import EXTRACTOR_GROUP, ConvertOptions, convert

if TYPE_CHECKING:
    from pamport.encryption.keys import Keys
    from pamport.pipeline.run import ConvertResult

#: The name every bundle of an encrypted batch ends with (``convert -o NAME.pam.age``).
ENCRYPTED_SUFFIX = ".pam.age"

CONVERTED = "converted"
UNCHANGED = "unchanged"
FAILED = "failed"


@dataclass(frozen=True)
class BatchJob:
    """What every root of one batch is converted with (picklable)."""

    outdir: str
    options: ConvertOptions
    #: Digest of everything in ``options`` (and the signing key) that shapes a bundle.
    options_fingerprint: str
    resume: bool = False
    force: bool = False
    sign_key: str | None = None
    #: Environment variable (on the worker) holding the signing key's password.
    key_password_env: str = "PAMPORT_KEY_PASSWORD"
    #: Environment variable (on the worker) holding the LLM extractor's API key, when one was named.
    llm_api_key_env: str | None = None
    #: ``--encrypt-to`` values (public recipients, or files of them): every bundle is written ``NAME.pam.age``.
    encrypt_to: tuple[str, ...] = ()
    #: ``--passphrase-file`` (its path, never the passphrase): every bundle is written ``NAME.pam.age``.
    passphrase_file: str | None = None

    @property
    def encrypted(self) -> bool:
        return bool(self.encrypt_to or self.passphrase_file)


@dataclass
class RootResult:
    """One line of ``batch-report.jsonl``."""

    source: str
    status: str
    seconds: float
    bundle: str | None = None
    account: str | None = None
    importers: list[str] = field(default_factory=list)
    counts: dict[str, int] = field(default_factory=dict)
    error: str | None = None
    size: int = 0

    def to_json(self) -> dict[str, Any]:
        return {
            "source": self.source,
            "account": self.account,
            "bundle": self.bundle,
            "status": self.status,
            "importers": self.importers,
            "counts": self.counts,
            "seconds": round(self.seconds, 3),
            "error": self.error,
        }


@cache
def _importers() -> dict[str, type[Importer]]:
    """Discovered once per worker process (entry points are not re-read for every root)."""
    return importers()


@cache
def _extractor_versions(names: tuple[str, ...]) -> tuple[str, ...]:
    available = {ep.name: ep for ep in entry_points(group=EXTRACTOR_GROUP)}
    return tuple(
        getattr(available[n].load(), "extractor_version", n) if n in available else n
        for n in names
        if n and n != "none"
    )


@cache
def load_signer(key_path: str, password_env: str) -> Callable[[dict[str, Any]], dict[str, Any]]:
    """Loaded once per worker process, then used for every root it converts."""
    from pamport.signing import load_private_key, sign_store

    password = os.environ.get(password_env)
    try:
        key = load_private_key(Path(key_path), password.encode("utf-8") if password else None)
    except (OSError, ValueError, TypeError) as exc:
        raise PamportError(f"{key_path}: cannot load the private key ({exc})") from exc
    return lambda store: sign_store(store, key)


def warm_up(job: BatchJob | None = None) -> None:
    """Pay the start-up cost once per worker: importer discovery, extractor classes (and their rules)."""
    _importers()
    if job is not None:
        from pamport.pipeline.run import load_extractors

        names = tuple(job.options.extractors)
        _extractor_versions(names)
        if "llm" not in names:
            load_extractors(names, {})


def bundle_name(platforms: list[str], root: Root) -> str:
    """Readable and stable: provider(s), a slug of the path, a short hash of the path."""
    provider = "+".join(sorted(set(platforms))) or "unknown"
    return f"{provider}-{root.slug}-{root.root_id}"


def _options_for(job: BatchJob, force: bool) -> ConvertOptions:
    extra = dict(job.options.extractor_options)
    if job.llm_api_key_env and os.environ.get(job.llm_api_key_env):
        extra["llm_api_key"] = os.environ[job.llm_api_key_env]
    return replace(job.options, extractor_options=extra, force=force, jobs=1)


def _failure(root: Root, start: float, error: str, bundle: str | None = None) -> RootResult:
    return RootResult(root.label, FAILED, time.perf_counter() - start, bundle=bundle, error=error, size=root.size)


def convert_root(root: Root, job: BatchJob) -> RootResult:
    """Convert ``root`` into ``OUTDIR/<name>`` unless ``--resume`` finds its bundle up to date."""
    start = time.perf_counter()
    if root.error is not None:
        return _failure(root, start, root.error)
    try:
        return _convert(root, job, start)
    except OutputExists as exc:
        return _failure(
            root, start, f"{exc.path}: exists from an earlier run (use --resume to keep it, --force to replace it)"
        )
    except PamportError as exc:
        return _failure(root, start, str(exc))
    except OSError as exc:
        return _failure(root, start, f"{exc.filename or root.label}: {exc.strerror or exc}")
    except Exception as exc:  # one export must never stop the others; the line says what happened
        return _failure(root, start, f"internal error: {type(exc).__name__}: {exc}")


def _convert(root: Root, job: BatchJob, start: float) -> RootResult:
    outdir = Path(job.outdir)
    path = Path(root.path)
    with Source(path) as source:
        plan = detect(source, job.options.importer, available=_importers())
    name = bundle_name([cls.platform for cls, _ in plan], root) + (ENCRYPTED_SUFFIX if job.encrypted else "")
    stamp = Stamp(
        source=root.path,
        source_sha256=source_sha256(path),
        options=job.options_fingerprint,
        importers=tuple(sorted(cls.importer_version for cls, _ in plan)),
        extractors=_extractor_versions(tuple(job.options.extractors)),
        bundle=name,
    )
    previous = read_stamp(outdir, root.root_id)
    bundle = outdir / name
    if job.resume and stamp.matches(previous) and _finished(bundle, job):
        assert previous is not None
        return RootResult(
            root.label,
            UNCHANGED,
            time.perf_counter() - start,
            bundle=name,
            account=previous.account,
            importers=list(stamp.importers),
            counts=previous.counts,
            size=root.size,
        )
    # A bundle this batch made earlier (it has a stamp) may be replaced on --resume; anything else only on --force.
    ours = previous is not None and previous.bundle == name
    options = _options_for(job, force=job.force or (job.resume and ours))
    if job.encrypted:
        result = _convert_sealed(path, bundle, options, job)
    else:
        result = convert(path, bundle, options, on_store=_sign(job))
    counts = {
        "conversations": result.conversations,
        "messages": result.messages,
        "memories": result.memories,
        "relations": result.relations,
        "skipped": result.skipped,
    }
    account = result.owner_id or None
    write_stamp(outdir, root.root_id, replace(stamp, counts=counts, account=account))
    if previous is not None and previous.bundle != name:
        _remove_old(outdir / previous.bundle)  # the same source, now under another name (provider or encryption)
    return RootResult(
        root.label,
        CONVERTED,
        time.perf_counter() - start,
        bundle=name,
        account=account,
        importers=result.importers,
        counts=counts,
        size=root.size,
    )


def _finished(bundle: Path, job: BatchJob) -> bool:
    """Whether the bundle the stamp describes is in place; an encrypted one is recognised without its key."""
    if job.encrypted:
        from pamport.encryption.sealing import is_encrypted

        return bundle.is_file() and is_encrypted(bundle)
    return (bundle / STORE_FILE).is_file()


def _remove_old(old: Path) -> None:
    """The bundle an earlier run made for this root under another name: only a bundle, never any other file."""
    if (old / STORE_FILE).is_file():
        shutil.rmtree(old)
    elif old.name.endswith(ENCRYPTED_SUFFIX) and old.is_file():
        from pamport.encryption.sealing import is_encrypted

        if is_encrypted(old):
            old.unlink()


def writing_keys(job: BatchJob) -> Keys:
    """The keys every bundle of an encrypted batch is written with (read where the task runs)."""
    from pamport.encryption.keys import keys_from

    return keys_from(job.encrypt_to, None, job.passphrase_file).for_writing()


def _convert_sealed(path: Path, out: Path, options: ConvertOptions, job: BatchJob) -> ConvertResult:
    """``convert -o NAME.pam.age`` for one root: the same in-memory folder and sealing, no plaintext on disk."""
    from pamport.encryption.sealing import sealed_folder

    with sealed_folder(out, writing_keys(job), force=options.force, inputs=(path,)) as target:
        return convert(path, target, options, on_store=_sign(job))


def _sign(job: BatchJob) -> Callable[[dict[str, Any]], dict[str, Any]] | None:
    return load_signer(job.sign_key, job.key_password_env) if job.sign_key else None
