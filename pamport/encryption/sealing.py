"""Writing a bundle folder as one age-encrypted file, and opening one into a folder, with no plaintext on disk.

With recipients (X25519, SSH) the tar stream is produced by one thread and encrypted by age as it is produced,
through an OS pipe: memory stays flat whatever the bundle's size, and only ciphertext reaches the output. Opening
is the same in reverse: age decrypts into a pipe and the tar reader unpacks from it. pyrage's passphrase functions
take and return whole byte strings, so a passphrase-encrypted bundle is held in memory whole while it is written or
opened (about twice its size at the peak); docs/security.md says so.

The output is written as ``.NAME.pamport-PID-*.tmp`` beside NAME (ciphertext only), flushed to the disk and
renamed over NAME in one step, so NAME is always either the old file or the complete new one.
"""

from __future__ import annotations

import base64
import os
import tempfile
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from io import BytesIO
from pathlib import Path
from typing import BinaryIO, cast

from pamport.encryption.container import ContainerError, extract_tar, write_tar
from pamport.encryption.keys import PASSPHRASE_ENV, EncryptionError, Keys, age_module
from pamport.encryption.memory_folder import memory_folder, scratch_in
from pamport.errors import OutputExists, OutputRefused
from pamport.input_kind import Kind, describe
from pamport.pipeline.durable import fsync_parent
from pamport.pipeline.leftovers import recover_output, staging_prefix
from pamport.pipeline.output_guard import check_not_overlapping, check_parent, output_errors

_HEADER_BYTES = 4096


def is_encrypted(path: Path) -> bool:
    return describe(path) is Kind.ENCRYPTED


def check_sealed_output(
    out: Path, *, force: bool, inputs: tuple[Path, ...] = (), replace_ok: tuple[Path, ...] = ()
) -> None:
    """The rules of ``-o`` for an encrypted file: never an input (unless ``replace_ok``), replaced only with
    ``--force`` and only when it is an age-encrypted file itself (never a folder or any other file)."""
    check_not_overlapping(out, inputs, replace_ok)
    if out.exists() or out.is_symlink():
        if not force:
            raise OutputExists(str(out))
        if out.is_symlink() or not out.is_file() or not is_encrypted(out):
            raise OutputRefused(
                str(out), "is not an age-encrypted file; --force replaces only an encrypted bundle"
            )
    check_parent(out)


class _Pump:
    """Run ``work`` in a thread; its exception is kept for the caller to raise."""

    def __init__(self, work: Callable[[], None]) -> None:
        self.error: BaseException | None = None
        self._work = work
        self._thread = threading.Thread(target=self._run, daemon=True)
        self._thread.start()

    def _run(self) -> None:
        try:
            self._work()
        except BaseException as exc:
            self.error = exc

    def join(self) -> None:
        self._thread.join()


def _encrypt_stream(folder: Path, out: BinaryIO, keys: Keys) -> None:
    pyrage = age_module()
    if keys.passphrase is not None and not keys.recipients:
        buffer = BytesIO()
        write_tar(folder, buffer)
        out.write(pyrage.passphrase.encrypt(buffer.getvalue(), keys.passphrase))
        return
    read_end, write_end = os.pipe()
    reader = os.fdopen(read_end, "rb")
    writer = os.fdopen(write_end, "wb")

    def produce() -> None:
        with writer:
            write_tar(folder, cast(BinaryIO, writer))

    pump = _Pump(produce)
    try:
        with reader:
            pyrage.encrypt_io(reader, out, list(keys.recipients))
    finally:
        pump.join()
    if pump.error is not None:
        raise pump.error


@contextmanager
def sealed_folder(
    out: Path,
    keys: Keys,
    *,
    force: bool,
    inputs: tuple[Path, ...] = (),
    in_place: Path | None = None,
    on_note: Callable[[str], None] | None = None,
) -> Iterator[Path]:
    """A folder in memory to write a bundle into, encrypted to ``out`` when the block ends without error.

    Every check of ``out`` and of the keys is made first, before any work; what interrupted runs left beside
    ``out`` is put right and described in ``notes``. ``in_place`` is a bundle already opened in memory that the
    block updates (``convert -o B.pam.age --base B.pam.age --force``): it is encrypted back to ``out``. The
    temporary files of the block go to memory too (:func:`scratch_in`).
    """
    from pamport.pipeline.commands import same_path

    for note in recover_output(out):
        if on_note is not None:
            on_note(note)
    replace_ok = tuple(p for p in inputs if in_place is not None and same_path(p, out))
    check_sealed_output(out, force=force, inputs=inputs, replace_ok=replace_ok)
    if not keys.can_write:
        raise EncryptionError(
            f"{out}: an encrypted bundle needs --encrypt-to RECIPIENT, or --passphrase-file FILE / {PASSPHRASE_ENV}"
        )
    with memory_folder() as folder, scratch_in(folder):
        target = in_place if in_place is not None else folder / "bundle"
        yield target
        seal(target, out, keys)


def seal(folder: Path, out: Path, keys: Keys) -> int:
    """Write ``folder`` as the encrypted file ``out`` (atomically); the size written."""
    if not (keys.recipients or keys.passphrase):
        raise EncryptionError(
            f"{out}: an encrypted bundle needs --encrypt-to RECIPIENT, or --passphrase-file FILE / {PASSPHRASE_ENV}"
        )
    with output_errors(out):
        out.parent.mkdir(parents=True, exist_ok=True)
        fd, name = tempfile.mkstemp(prefix=staging_prefix(out), suffix=".tmp", dir=out.parent)
        tmp = Path(name)
        try:
            with os.fdopen(fd, "wb") as fh:
                _encrypt_stream(folder, cast(BinaryIO, fh), keys)
                fh.flush()
                os.fsync(fh.fileno())
                size = fh.tell()
            os.replace(tmp, out)
        except BaseException:
            tmp.unlink(missing_ok=True)
            raise
        fsync_parent(out)
    return size


_ARMOR = b"-----BEGIN AGE ENCRYPTED FILE-----"


def _header(path: Path) -> bytes:
    """The start of the age header, decoded from ASCII armor when the file is armored."""
    with path.open("rb") as fh:
        head = fh.read(_HEADER_BYTES)
    if not head.startswith(_ARMOR):
        return head
    lines = head[len(_ARMOR) :].split(b"\n")[1:40]
    text = b"".join(line.strip() for line in lines if line and not line.startswith(b"-----"))
    try:
        return base64.b64decode(text[: len(text) // 4 * 4])
    except ValueError:
        return b""


def _no_key(path: Path, passphrase: bool) -> EncryptionError:
    if passphrase:
        return EncryptionError(
            f"{path}: is an encrypted bundle (passphrase); give the passphrase with --passphrase-file FILE or "
            f"{PASSPHRASE_ENV}"
        )
    return EncryptionError(
        f"{path}: is an encrypted bundle; give the key to open it with --identity FILE (an age identity file or "
        "SSH private key)"
    )


def unseal(path: Path, keys: Keys, into: Path) -> int:
    """Decrypt the bundle file ``path`` and unpack it into the existing folder ``into``; the number of files.

    A missing or wrong key, and a damaged file, are each one line naming ``path``.
    """
    pyrage = age_module()
    where = str(path)
    header = _header(path)
    if b"\n-> scrypt " in header:
        if keys.passphrase is None:
            raise _no_key(path, True)
        try:
            plain = pyrage.passphrase.decrypt(path.read_bytes(), keys.passphrase)  # armor is detected by age
        except pyrage.DecryptError as exc:
            raise EncryptionError(f"{path}: cannot be opened with this passphrase (wrong passphrase?)") from exc
        return extract_tar(BytesIO(plain), into, where)
    if not keys.identities:
        raise _no_key(path, False)
    read_end, write_end = os.pipe()
    reader = os.fdopen(read_end, "rb")
    writer = os.fdopen(write_end, "wb")
    identities = [i.identity for i in keys.identities]

    def decrypt() -> None:
        with writer, path.open("rb") as src:
            pyrage.decrypt_io(src, writer, identities)

    pump = _Pump(decrypt)
    try:
        with reader:
            try:
                files = extract_tar(cast(BinaryIO, reader), into, where)
            finally:  # read to the end: age checks the last chunk, and a failed decryption shows as such
                while reader.read(1 << 16):
                    pass
    except ContainerError:
        pump.join()
        if pump.error is not None:  # the key or the file was the trouble, not the archive
            raise _decrypt_failure(path, pump.error) from pump.error
        raise
    finally:
        pump.join()
    if pump.error is not None:
        raise _decrypt_failure(path, pump.error) from pump.error
    return files


def _decrypt_failure(path: Path, error: BaseException) -> EncryptionError:
    text = str(error)
    if "No matching keys" in text:
        return EncryptionError(f"{path}: none of the given identities can open it (it is encrypted to other keys)")
    return EncryptionError(f"{path}: cannot be decrypted ({text or type(error).__name__}); is the file damaged?")
