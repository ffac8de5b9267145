"""Exception hierarchy.

Every error carries its context (file, location, reason) as attributes so that the CLI can turn it into one
readable line and the library user can act on it programmatically. Only ``pamport.cli`` formats errors for people.
"""

from __future__ import annotations

from typing import Any


class PamportError(Exception):
    """Base class of every error pamport raises on purpose."""

    #: Attributes that rebuild the error; errors cross process boundaries in parallel runs and must pickle.
    _fields: tuple[str, ...] = ()

    def __reduce__(self) -> tuple[Any, ...]:
        if self._fields:
            return (type(self), tuple(getattr(self, f) for f in self._fields))
        return (type(self), self.args)


class PathError(PamportError):
    """An error about a whole input or output path."""

    _fields = ("path", "reason")

    def __init__(self, path: str, reason: str) -> None:
        self.path = path
        self.reason = reason
        super().__init__(f"{path}: {reason}")


class SourceError(PathError):
    """The input cannot be opened or read (missing path, corrupt ZIP, I/O error)."""


class UnknownFormat(PathError):
    """No importer recognised the input (or the forced importer does not fit it)."""


class EmptyExport(PathError):
    """The input is a recognised export that holds nothing to convert; an empty bundle would look like success."""


class LocatedError(PamportError):
    """An error at a place inside one file of an export."""

    _fields = ("file", "location", "reason")

    def __init__(self, file: str, location: str, reason: str) -> None:
        self.file = file
        self.location = location
        self.reason = reason
        super().__init__(f"{file} at {location}: {reason}")


class MalformedRecord(LocatedError):
    """One record of an export could not be normalised; the pipeline skips and reports it."""


class MalformedFile(LocatedError):
    """A whole file is unreadable (truncated or invalid JSON, broken CSV) from some point on."""


class ValidationFailed(PamportError):
    """A PAM file or bundle breaks the schema or a deep rule."""

    _fields = ("path", "problems")

    def __init__(self, path: str, problems: list[str]) -> None:
        self.path = path
        self.problems = problems
        first = problems[0] if problems else "invalid"
        more = f" (and {len(problems) - 1} more)" if len(problems) > 1 else ""
        super().__init__(f"{path}: {first}{more}")


class IntegrityError(PamportError):
    """A checksum, content hash or signature does not match."""


class OutputExists(PamportError):
    """The output path exists and overwriting was not requested."""

    _fields = ("path",)

    def __init__(self, path: str) -> None:
        self.path = path
        super().__init__(f"{path}: output already exists (use --force to replace it)")


class OutputRefused(PathError):
    """An output path that pamport will not write to or replace (it is the input, holds it, or is not a bundle)."""


class OutputFailed(PathError):
    """The machine refused a write (read-only file system, disk full, a file where a folder should be)."""


class OwnerMismatch(PamportError):
    """Two bundles or exports of different owners would be combined (``--base``, ``merge``)."""


class MixedAccounts(PamportError):
    """One input holds exports of several accounts of one provider: one bundle would mix several people."""

    _fields = ("accounts",)

    def __init__(self, accounts: list[tuple[str, str, str]]) -> None:
        #: (platform, account, where) for every account found.
        self.accounts = accounts
        listed = "; ".join(f"{platform} account {who} ({where})" for platform, who, where in accounts)
        super().__init__(
            f"the input holds exports of {len(accounts)} different accounts: {listed}. One bundle would mix "
            "their memories; convert each export on its own, or use --split-accounts DIR for one bundle per account"
        )
