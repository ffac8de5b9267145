"""The command-line side of encryption: key options, encrypted inputs opened in memory, encrypted outputs,
and the ``encrypt`` / ``decrypt`` commands.

Any command that reads a bundle takes an encrypted one: :func:`opened_inputs` decrypts it into a folder in memory
(:mod:`pamport.encryption.memory_folder`) and hands the command that folder, so every reader works unchanged. A
command that writes a bundle to ``NAME.age`` builds it in memory and :func:`sealed_output` encrypts it into place.
"""

from __future__ import annotations

import argparse
import functools
import io
import json
import sys
from collections.abc import Callable, Iterable, Iterator
from contextlib import ExitStack, contextmanager, redirect_stdout
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from pamport.encryption.keys import PASSPHRASE_ENV, EncryptionError, Keys, keys_from
from pamport.encryption.memory_folder import memory_folder, scratch_in, swap_warning
from pamport.encryption.options import SEALED_SUFFIX, opened, show_as, shown, wants_sealed
from pamport.encryption.sealing import check_sealed_output, is_encrypted, seal, sealed_folder, unseal
from pamport.pipeline.leftovers import recover_output

if TYPE_CHECKING:
    from pamport.pipeline.run import ConvertOptions


def command_keys(args: argparse.Namespace) -> Keys:
    return keys_from(
        getattr(args, "encrypt_to", None), getattr(args, "identity", None), getattr(args, "passphrase_file", None)
    )


@contextmanager
def opened_inputs(args: argparse.Namespace, names: Iterable[str]) -> Iterator[None]:
    """Decrypt every encrypted bundle among the arguments ``names`` into memory for the command's run."""
    encrypted = [n for n in names if getattr(args, n, None) and is_encrypted(Path(getattr(args, n)))]
    if not encrypted:
        yield
        return
    keys = command_keys(args)
    warn_about_swap()
    with ExitStack() as stack:
        folder = stack.enter_context(memory_folder())
        originals: dict[str, Path] = {}
        for number, name in enumerate(encrypted):
            original = Path(getattr(args, name))
            target = folder / f"{number}" / original.name.removesuffix(SEALED_SUFFIX)
            target.mkdir(mode=0o700, parents=True)
            unseal(original, keys, target)
            originals[name] = original
            setattr(args, name, str(target))
            show_as(args, target, original)
        args.opened_encrypted = originals
        stack.enter_context(scratch_in(folder))
        printed = io.StringIO()
        try:
            with redirect_stdout(printed):
                yield
        finally:  # what the command printed names the encrypted files, not the folders in memory
            sys.stdout.write(shown(args, printed.getvalue()))


def writing_keys(args: argparse.Namespace, note: str) -> Keys:
    """The keys an encrypted output is written with; says so when they are the identities' own recipients."""
    keys = command_keys(args)
    if not (keys.recipients or keys.passphrase or keys.identities):
        raise EncryptionError(
            f"{note}: an encrypted output needs --encrypt-to RECIPIENT, --passphrase-file FILE (or "
            f"{PASSPHRASE_ENV}), or the --identity it is to be opened with"
        )
    if not (keys.recipients or keys.passphrase):
        print(
            f"pamport: note: {note} is encrypted to the recipient(s) of the given --identity; "
            "use --encrypt-to to choose others",
            file=sys.stderr,
        )
    return keys.for_writing()


@contextmanager
def sealed_output(
    args: argparse.Namespace,
    out: Path,
    *,
    force: bool,
    inputs: tuple[Path, ...] = (),
    in_place: Path | None = None,
) -> Iterator[Path]:
    """:func:`~pamport.encryption.sealing.sealed_folder` with the command's keys; notes go to stderr."""
    keys = writing_keys(args, str(out))
    warn_about_swap()
    with sealed_folder(out, keys, force=force, inputs=inputs, in_place=in_place, on_note=_note) as target:
        show_as(args, target, out)
        yield target


def _note(line: str) -> None:
    print(f"pamport: note: {line}", file=sys.stderr)


@functools.cache
def warn_about_swap() -> None:
    """Say once per run when plaintext held in memory could reach an unencrypted swap device."""
    warning = swap_warning()
    if warning:
        print(f"pamport: warning: {warning}", file=sys.stderr)


def sealed_convert(
    args: argparse.Namespace, options: ConvertOptions, run: Callable[[Path, ConvertOptions], int]
) -> int:
    """``convert -o NAME.pam.age``: the whole conversion (staging, work files, spools) runs in memory.

    With ``--base B.pam.age -o B.pam.age --force`` the base opened in memory is updated in place and encrypted
    back over B.pam.age, as ``--base B -o B --force`` does with folders.
    """
    from pamport.pipeline.commands import same_path

    out = Path(args.out)
    inputs = [Path(args.source)]
    in_place: Path | None = None
    if args.base:
        base = opened(args).get("base", Path(args.base))
        inputs.append(base)
        if same_path(base, out) and "base" in opened(args):
            in_place = Path(args.base)
            options = replace(options, force=True)  # the in-memory copy of the base, checked just above
    with sealed_output(args, out, force=args.force, inputs=tuple(inputs), in_place=in_place) as target:
        code = run(target, options)
    return code


def encrypt_command(args: argparse.Namespace) -> int:
    """``pamport encrypt BUNDLE -o NAME.pam.age``."""
    bundle, out = Path(args.bundle), Path(args.out)
    if not bundle.is_dir():
        raise EncryptionError(f"{bundle}: is not a bundle folder (encrypt takes the folder pamport convert wrote)")
    if not wants_sealed(args.out):
        raise EncryptionError(f"{out}: name the encrypted file NAME.pam{SEALED_SUFFIX}")
    for line in recover_output(out):
        _note(line)
    check_sealed_output(out, force=args.force, inputs=(opened(args).get("bundle", bundle),))
    keys = writing_keys(args, str(out))
    size = seal(bundle, out, keys)
    shown_bundle = opened(args).get("bundle", bundle)
    if args.json:
        print(json.dumps({"bundle": str(shown_bundle), "out": str(out), "bytes": size}, indent=2, sort_keys=True))
    elif not args.quiet:
        print(f"Encrypted {shown_bundle} -> {out} ({size} bytes); {shown_bundle} itself is left as it was")
    return 0


def decrypt_command(args: argparse.Namespace) -> int:
    """``pamport decrypt NAME.pam.age -o DIR``: a plain bundle folder, staged and moved into place like convert."""
    from pamport.pipeline.output_guard import bundle_problem
    from pamport.pipeline.writer import BundleWriter

    source, out = Path(args.source), Path(args.out)
    if not is_encrypted(source):
        what = "is not an age-encrypted file" if source.exists() else "no such file"
        raise EncryptionError(f"{source}: {what}")
    keys = command_keys(args)
    writer = BundleWriter(out, force=args.force, inputs=(source,))
    try:
        files = unseal(source, keys, writer.staging)
        problem = bundle_problem(writer.staging)
        if problem is not None:
            raise EncryptionError(f"{source}: decrypted, but the content {problem}")
        writer.commit()
    except BaseException:
        writer.abort()
        raise
    for line in writer.recovered + writer.cleaned:
        _note(line)
    if args.json:
        print(json.dumps({"source": str(source), "out": str(out), "files": files}, indent=2, sort_keys=True))
    elif not args.quiet:
        print(f"Decrypted {source} -> {out} ({files} files)")
    return 0
