"""Command-line options of encryption and the names shown for bundles opened in memory (cheap to import:
every command's parser uses them, pyrage is not loaded here)."""

from __future__ import annotations

import argparse
from pathlib import Path

from pamport.encryption.keys import PASSPHRASE_ENV
from pamport.errors import PamportError

#: The suffix that asks for an encrypted output (``-o NAME.pam.age``).
SEALED_SUFFIX = ".age"


def add_identity_arguments(p: argparse.ArgumentParser) -> None:
    """``--identity`` and ``--passphrase-file``: the keys that open encrypted bundles."""
    p.add_argument(
        "--identity",
        action="append",
        metavar="FILE",
        help="age identity file or SSH private key that opens an encrypted bundle (.pam.age); repeatable",
    )
    p.add_argument(
        "--passphrase-file",
        metavar="FILE",
        help=f"passphrase that opens an encrypted bundle, or writes one without --encrypt-to (the first line of "
        f"FILE; or set {PASSPHRASE_ENV})",
    )


def add_encrypt_to_argument(
    p: argparse.ArgumentParser,
    purpose: str = "with -o NAME.pam.age: encrypt",
    alternative: str = "or --passphrase-file / " + PASSPHRASE_ENV,
) -> None:
    """``--encrypt-to``; ``purpose`` says what is encrypted, ``alternative`` what else can key it."""
    p.add_argument(
        "--encrypt-to",
        action="append",
        metavar="RECIPIENT",
        help=f"{purpose} to this age recipient (age1...), SSH public key, or file of recipients; repeatable "
        f"({alternative})",
    )


def wants_sealed(out: str | None) -> bool:
    return bool(out) and str(out).lower().endswith(SEALED_SUFFIX)


def check_encrypt_to(args: argparse.Namespace, out: str | None) -> None:
    """``--encrypt-to`` only where the output is one encrypted file; refused before any work otherwise."""
    if not getattr(args, "encrypt_to", None) or wants_sealed(out):
        return
    if out is None:
        raise PamportError(
            f"--encrypt-to applies only to an encrypted output (NAME.pam{SEALED_SUFFIX}); to encrypt plain bundles, "
            "use pamport encrypt on each"
        )
    raise PamportError(
        f"--encrypt-to writes one encrypted file: name the output NAME.pam{SEALED_SUFFIX} (got -o {out})"
    )


def opened(args: argparse.Namespace) -> dict[str, Path]:
    """``{argument: the encrypted file it named}`` for the inputs :func:`opened_inputs` replaced."""
    found: dict[str, Path] = getattr(args, "opened_encrypted", {})
    return found


def show_as(args: argparse.Namespace, folder: Path, name: Path) -> None:
    names: dict[str, str] = getattr(args, "shown_as", {})
    names[str(folder)] = str(name)
    args.shown_as = names


def shown(args: argparse.Namespace, text: str) -> str:
    """``text`` with the in-memory folders named as the encrypted files they came from or go to."""
    for folder, name in getattr(args, "shown_as", {}).items():
        text = text.replace(folder, name)
    return text
