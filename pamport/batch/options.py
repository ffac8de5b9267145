"""The batch job from the command's options: one set of conversion options for every root, checked up front."""

from __future__ import annotations

import hashlib
from dataclasses import asdict, replace
from pathlib import Path
from typing import Any

from pamport.batch.stamp import fingerprint
from pamport.batch.task import BatchJob, load_signer
from pamport.errors import PamportError
from pamport.pipeline.run import ConvertOptions

#: ConvertOptions fields that do not change a bundle (or change only export_id/export_date).
_NOT_SHAPING = ("jobs", "force", "parallel_min_bytes", "export_date", "export_id")


def options_fingerprint(options: ConvertOptions, sign_key: str | None) -> str:
    data: dict[str, Any] = {k: v for k, v in asdict(options).items() if k not in _NOT_SHAPING}
    data["extractor_options"] = {k: v for k, v in options.extractor_options.items() if k != "llm_api_key"}
    if sign_key:
        try:
            data["sign_key"] = hashlib.sha256(Path(sign_key).read_bytes()).hexdigest()
        except OSError as exc:
            raise PamportError(f"{sign_key}: cannot read the private key ({exc.strerror or exc})") from exc
    return fingerprint(data)


def make_job(
    outdir: str | Path,
    options: ConvertOptions,
    *,
    resume: bool = False,
    force: bool = False,
    sign_key: str | None = None,
    llm_api_key_env: str | None = None,
) -> BatchJob:
    """A job for every root; a bad signing key fails here, before any export is read.

    An API key never travels with the job: each worker reads it from ``llm_api_key_env`` in its own environment.
    """
    kept = {k: v for k, v in options.extractor_options.items() if k != "llm_api_key"}
    options = replace(options, extractor_options=kept)
    if sign_key:
        load_signer(str(Path(sign_key).resolve()), BatchJob.key_password_env)
    return BatchJob(
        outdir=str(Path(outdir).resolve()),
        options=options,
        options_fingerprint=options_fingerprint(options, sign_key),
        resume=resume,
        force=force,
        sign_key=str(Path(sign_key).resolve()) if sign_key else None,
        llm_api_key_env=llm_api_key_env,
    )
