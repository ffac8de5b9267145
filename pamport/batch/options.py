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


def options_fingerprint(
    options: ConvertOptions, sign_key: str | None, recipients: tuple[str, ...] = (), passphrase: bool = False
) -> str:
    data: dict[str, Any] = {k: v for k, v in asdict(options).items() if k not in _NOT_SHAPING}
    if recipients or passphrase:  # other recipients: encrypted again (only public keys reach the digest)
        data["encrypted_for"] = sorted(recipients) if recipients else "passphrase"
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
    encrypt_to: tuple[str, ...] = (),
    passphrase_file: str | None = None,
) -> BatchJob:
    """A job for every root; a bad signing key or encryption key fails here, before any export is read.

    An API key never travels with the job: each worker reads it from ``llm_api_key_env`` in its own environment.
    """
    kept = {k: v for k, v in options.extractor_options.items() if k != "llm_api_key"}
    options = replace(options, extractor_options=kept)
    if sign_key:
        load_signer(str(Path(sign_key).resolve()), BatchJob.key_password_env)
    recipients: tuple[str, ...] = ()
    if encrypt_to or passphrase_file:
        from pamport.batch.task import writing_keys

        passphrase_file = str(Path(passphrase_file).resolve()) if passphrase_file else None
        keys = writing_keys(BatchJob(str(outdir), options, "", encrypt_to=encrypt_to, passphrase_file=passphrase_file))
        recipients = tuple(str(r) for r in keys.recipients)
    return BatchJob(
        outdir=str(Path(outdir).resolve()),
        options=options,
        options_fingerprint=options_fingerprint(options, sign_key, recipients, bool(passphrase_file)),
        resume=resume,
        force=force,
        sign_key=str(Path(sign_key).resolve()) if sign_key else None,
        llm_api_key_env=llm_api_key_env,
        encrypt_to=tuple(encrypt_to),
        passphrase_file=passphrase_file,
    )
