"""Why no importer recognised an input, when the reason is the bytes rather than the format.

"Not a recognised export" sends a person looking for the wrong thing when the export is right but re-saved in
UTF-16, password-protected, or damaged; these checks name the file and what is wrong with it. Only the first
kilobytes of each member are looked at, and no text of the file is ever quoted.
"""

from __future__ import annotations

from pamport.importers.sources import Member, Source

_TEXT_SUFFIXES = (".json", ".csv", ".html", ".htm", ".txt", ".jsonl")
_BOMS = (
    (b"\xff\xfe\x00\x00", "UTF-32"),
    (b"\x00\x00\xfe\xff", "UTF-32"),
    (b"\xff\xfe", "UTF-16"),
    (b"\xfe\xff", "UTF-16"),
)


def byte_problem(head: bytes) -> str | None:
    """What makes these first bytes of a text file unreadable as UTF-8 text, or None."""
    for bom, name in _BOMS:
        if head.startswith(bom):
            return f"is {name} encoded (exports are UTF-8): save it as UTF-8 and try again"
    if len(head) >= 4 and (head[1::2].count(0) > len(head) // 4 or head[0::2].count(0) > len(head) // 4):
        return "looks UTF-16 encoded (every other byte is NUL; exports are UTF-8): save it as UTF-8 and try again"
    if b"\x00" in head:
        return f"holds a NUL byte at byte {head.index(0)} (not a text file, or damaged)"
    try:
        head.decode("utf-8")
    except UnicodeDecodeError as exc:
        if exc.start < len(head) - 4:  # not just a character cut by the end of the head
            return f"is not valid UTF-8 (byte {exc.start})"
    return None


def unreadable_members(source: Source, limit: int = 3) -> list[str]:
    """One line per text member (at most ``limit``) that is encrypted or not UTF-8 text."""
    found: list[str] = []
    for member in source.members():
        reason = _member_problem(source, member)
        if reason is not None:
            found.append(f"{member.name} {reason}")
            if len(found) >= limit:
                break
    return found


def _member_problem(source: Source, member: Member) -> str | None:
    if source.is_encrypted(member):
        return "is encrypted in the ZIP (password-protected): unzip it with its password first"
    if not member.name.lower().endswith(_TEXT_SUFFIXES):
        return None
    return byte_problem(source.head(member, 4096))


__all__ = ["byte_problem", "unreadable_members"]
