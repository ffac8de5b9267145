"""The keys of an encrypted bundle: recipients to write it, identities or a passphrase to read it.

Recipients and identities follow age's own files: ``--encrypt-to`` takes a recipient (``age1...``, an SSH public
key) or a file of them one per line like ``age -R``; ``--identity`` takes an age identity file
(``AGE-SECRET-KEY-1...`` lines) or an unencrypted SSH private key like ``age -i``. The passphrase comes from a file
or the environment, never from the command line, where other users of the machine could read it.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING

from pamport.errors import PamportError, PathError

if TYPE_CHECKING:
    from pyrage import ssh, x25519

    Recipient = x25519.Recipient | ssh.Recipient
    Identity = x25519.Identity | ssh.Identity

#: Environment variable holding the passphrase (a file is given with ``--passphrase-file``).
PASSPHRASE_ENV = "PAMPORT_PASSPHRASE"

_SSH_KEY_TYPES = ("ssh-ed25519 ", "ssh-rsa ")


class EncryptionError(PamportError):
    """An encrypted bundle cannot be written or opened (no key, wrong key, damaged file, no pyrage)."""


class KeyFileError(PathError):
    """A recipient, identity or passphrase file that cannot be used."""


def age_module() -> ModuleType:
    """``pyrage``, or one line saying how to install it."""
    try:
        import pyrage
    except ImportError as exc:
        raise EncryptionError(
            "encrypted bundles need the age extra: pip install 'pamport[age]' (the pyrage package)"
        ) from exc
    return pyrage


def _recipient(text: str, where: str) -> Recipient:
    from pyrage import RecipientError, ssh, x25519

    try:
        if text.startswith("age1"):
            return x25519.Recipient.from_str(text)
        if text.startswith(_SSH_KEY_TYPES):
            return ssh.Recipient.from_str(text)
    except RecipientError as exc:
        raise KeyFileError(where, f"not a valid age recipient or SSH public key ({exc})") from exc
    raise KeyFileError(
        where,
        "not an age recipient (age1...), an SSH public key (ssh-ed25519 / ssh-rsa ...) nor a file of recipients",
    )


def parse_recipients(values: Sequence[str]) -> list[Recipient]:
    """Every ``--encrypt-to`` value: a recipient itself, or a file holding recipients one per line."""
    age_module()
    recipients: list[Recipient] = []
    for value in values:
        text = value.strip()
        if text.startswith("age1") or text.startswith(_SSH_KEY_TYPES):
            recipients.append(_recipient(text, f"--encrypt-to {value[:24]}..."))
            continue
        path = Path(value)
        if not path.is_file():
            _recipient(text, f"--encrypt-to {value}")  # raises with the reason
        try:
            lines = path.read_text(encoding="utf-8").splitlines()
        except (OSError, UnicodeDecodeError) as exc:
            raise KeyFileError(value, f"cannot be read as a recipients file ({exc})") from exc
        found = [line.strip() for line in lines if line.strip() and not line.lstrip().startswith("#")]
        if not found:
            raise KeyFileError(value, "holds no recipient (expected age1... or ssh-ed25519 ... lines)")
        recipients.extend(_recipient(line, f"{value}, line {n}") for n, line in enumerate(found, 1))
    return recipients


@dataclass(frozen=True)
class LoadedIdentity:
    """An identity and the recipient it answers to (to write a changed bundle back to the same key)."""

    identity: Identity
    recipient: Recipient


def _ssh_identity(data: bytes, where: str) -> LoadedIdentity:
    from cryptography.exceptions import UnsupportedAlgorithm
    from cryptography.hazmat.primitives import serialization
    from pyrage import IdentityError, ssh

    if b"ENCRYPTED" in data[:200] or b"Proc-Type: 4,ENCRYPTED" in data:
        raise KeyFileError(where, "is a passphrase-protected SSH key; give an unencrypted key or an age identity")
    try:
        identity = ssh.Identity.from_buffer(data)
        try:
            key = serialization.load_ssh_private_key(data, password=None)
        except ValueError:
            key = serialization.load_pem_private_key(data, password=None)  # type: ignore[assignment]
        public = key.public_key().public_bytes(serialization.Encoding.OpenSSH, serialization.PublicFormat.OpenSSH)
    except (IdentityError, ValueError, TypeError, UnsupportedAlgorithm) as exc:
        if "bcrypt" in str(exc) or "encrypted" in str(exc).lower() or "password" in str(exc).lower():
            raise KeyFileError(
                where, "is a passphrase-protected SSH key; give an unencrypted key or an age identity"
            ) from exc
        raise KeyFileError(where, f"is not an SSH private key age can use ({exc})") from exc
    return LoadedIdentity(identity, ssh.Recipient.from_str(public.decode("ascii")))


def read_identities(path: Path) -> list[LoadedIdentity]:
    """An age identity file (``AGE-SECRET-KEY-1...`` lines, ``#`` comments) or an SSH private key."""
    age_module()
    from pyrage import IdentityError, x25519

    where = str(path)
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise KeyFileError(where, f"cannot be read ({exc.strerror})") from exc
    if data.lstrip().startswith(b"-----BEGIN"):
        return [_ssh_identity(data, where)]
    try:
        lines = data.decode("utf-8").splitlines()
    except UnicodeDecodeError as exc:
        raise KeyFileError(where, "is not an age identity file or an SSH private key") from exc
    found: list[LoadedIdentity] = []
    for number, line in enumerate(lines, 1):
        text = line.strip()
        if not text or text.startswith("#"):
            continue
        if not text.startswith("AGE-SECRET-KEY-1"):
            raise KeyFileError(where, f"line {number} is not an age identity (AGE-SECRET-KEY-1...)")
        try:
            identity = x25519.Identity.from_str(text)
        except IdentityError as exc:
            raise KeyFileError(where, f"line {number} is not a valid age identity ({exc})") from exc
        found.append(LoadedIdentity(identity, identity.to_public()))
    if not found:
        raise KeyFileError(where, "holds no age identity (AGE-SECRET-KEY-1...) and is not an SSH private key")
    return found


def read_passphrase(file: str | None) -> str | None:
    """The passphrase of ``--passphrase-file`` (its first line), else of ``PAMPORT_PASSPHRASE``, else None."""
    if file:
        try:
            text = Path(file).read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            raise KeyFileError(file, f"cannot be read as a passphrase file ({exc})") from exc
        lines = text.splitlines()
        phrase = lines[0] if lines else ""
        if not phrase:
            raise KeyFileError(file, "is empty; the passphrase is its first line")
        return phrase
    return os.environ.get(PASSPHRASE_ENV) or None


@dataclass(frozen=True)
class Keys:
    """What a command was given to open encrypted bundles and to write them.

    ``recipients`` (``--encrypt-to``) win over the passphrase for writing; with neither, a bundle opened with
    identities is written back to the recipients those identities answer to.
    """

    recipients: tuple[Recipient, ...] = ()
    identities: tuple[LoadedIdentity, ...] = field(default=())
    passphrase: str | None = None

    @property
    def can_write(self) -> bool:
        return bool(self.recipients or self.passphrase)

    def for_writing(self) -> Keys:
        """The keys to write with: the recipients, else the passphrase, else the identities' own recipients."""
        if self.recipients:
            return Keys(recipients=self.recipients)
        if self.passphrase:
            return Keys(passphrase=self.passphrase)
        return Keys(recipients=tuple(i.recipient for i in self.identities))


def keys_from(encrypt_to: Sequence[str] | None, identity: Sequence[str] | None, passphrase_file: str | None) -> Keys:
    """The :class:`Keys` of the command-line options (``pyrage`` is imported only when one is given)."""
    recipients = tuple(parse_recipients(encrypt_to)) if encrypt_to else ()
    identities = tuple(i for path in identity or () for i in read_identities(Path(path)))
    return Keys(recipients, identities, read_passphrase(passphrase_file))
