"""What kind of thing a path given on the command line is, so that a wrong kind gets a message that says so.

People hand the export to ``inspect``, the bundle to ``convert`` or the run report to ``validate``; without this
they get a decoding error or "not a recognised export" that hides the simple mistake. Only the first kilobytes
of a file are read, so checking costs nothing on a large export.
"""

from __future__ import annotations

import enum
from pathlib import Path

from pamport.errors import PathError
from pamport.layout import REPORT_FILE, STORE_FILE

_HEAD_BYTES = 64 * 1024


class Kind(enum.Enum):
    MISSING = "missing"
    UNREADABLE = "unreadable"
    EMPTY = "empty"
    BUNDLE = "bundle"
    PAM_FILE = "PAM file"
    REPORT = "import report"
    ENCRYPTED = "encrypted bundle"
    ZIP = "ZIP archive"
    FOLDER = "folder"
    FILE = "file"


class WrongInput(PathError):
    """A path of the wrong kind for the command it was given to."""


def describe(path: Path) -> Kind:
    try:
        if not path.exists():
            return Kind.MISSING
        if path.is_dir():
            if (path / STORE_FILE).is_file():
                return Kind.BUNDLE
            return Kind.FOLDER if any(path.iterdir()) else Kind.EMPTY
        with path.open("rb") as handle:
            head = handle.read(_HEAD_BYTES)
    except PermissionError:
        return Kind.UNREADABLE
    except OSError:
        return Kind.UNREADABLE
    if not head.strip():
        return Kind.EMPTY
    if head.startswith(b"PK\x03\x04") or head.startswith(b"PK\x05\x06"):
        return Kind.ZIP
    if head.startswith(b"age-encryption.org/") or head.startswith(b"-----BEGIN AGE ENCRYPTED FILE-----"):
        return Kind.ENCRYPTED
    text = head.lstrip(b"\xef\xbb\xbf \t\r\n")
    if text.startswith(b"{"):
        if path.name == REPORT_FILE or (b'"records_skipped"' in head and b'"importers"' in head):
            return Kind.REPORT
        if b'"portable-ai-memory' in head or (b'"conversations_index"' in head and b'"export_type"' in head):
            return Kind.PAM_FILE
    return Kind.FILE


def require_bundle(path: Path, *, single_file_ok: bool = True) -> None:
    """Refuse, with the reason, anything a bundle command cannot read (an export, a report, an empty path)."""
    kind = describe(path)
    if kind in (Kind.BUNDLE, Kind.ENCRYPTED) or (kind in (Kind.PAM_FILE, Kind.FILE) and single_file_ok):
        return  # a JSON file that only looks wrong is the validator's to report in detail
    reasons = {
        Kind.MISSING: "no such file or folder",
        Kind.UNREADABLE: "cannot be read (permission denied)",
        Kind.EMPTY: f"is empty: no memory store (expected a PAM bundle folder holding {STORE_FILE})",
        Kind.REPORT: "is pamport's import report (a log of the run), not a PAM file; give the bundle folder "
        "that holds it",
        Kind.ZIP: "is a ZIP archive, not a PAM bundle; if it is an assistant's export, convert it first: "
        f"pamport convert {path} -o BUNDLE",
        Kind.FOLDER: f"is not a PAM bundle: no memory store ({STORE_FILE}); if it is an assistant's export, "
        "convert it first: "
        f"pamport convert {path} -o BUNDLE",
        Kind.FILE: "is not a PAM bundle or PAM file; if it is an assistant's export, convert it first: "
        f"pamport convert {path} -o BUNDLE",
        Kind.PAM_FILE: "is a single PAM file; this command needs the bundle folder",
    }
    raise WrongInput(str(path), reasons[kind])


def require_export(path: Path) -> None:
    """Refuse a bundle, a PAM file or a report given as the export to convert."""
    kind = describe(path)
    reasons = {
        Kind.BUNDLE: "is a PAM bundle already, not an assistant's export; see it with pamport inspect or "
        "pamport validate",
        Kind.PAM_FILE: "is a PAM file already, not an assistant's export; check it with pamport validate",
        Kind.REPORT: "is pamport's import report (a log of an earlier run), not an export",
        Kind.ENCRYPTED: "is an encrypted PAM bundle, not an assistant's export",
        Kind.EMPTY: "is empty; expected an export (ZIP, folder or file)",
        Kind.UNREADABLE: "cannot be read (permission denied)",
    }
    if kind in reasons:
        raise WrongInput(str(path), reasons[kind])
