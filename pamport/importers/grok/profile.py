"""The account a Grok export belongs to, from ``prod-mc-auth-mgmt-api.json``.

The file holds the profile (``user``: ids, e-mail, given and family name, birth date) and the login sessions.
The profile becomes the AccountInfo (``platform_user_id``, name, e-mail; the whole profile verbatim in
``raw``). A birth date is not made into a memory: it is an account field, shown in the report's account data
only. Sessions (devices, IP addresses) are security records, not memory: counted and left out.
"""

from __future__ import annotations

from typing import Any

from pamport.importers.base import AccountInfo
from pamport.importers.grok.dates import parse_time
from pamport.importers.grok.jsonstream import Element, Entry, iter_top_level
from pamport.importers.reporting import Reporter
from pamport.importers.sources import HashingStream

_PROFILE_KEYS = ("user", "profile", "account")
_ID_KEYS = ("userId", "user_id", "id", "xaiUserId")
_SESSIONS_NOTE = (
    "{file}: 'sessions' ({n}) not converted: login sessions (devices, IP addresses, times) are "
    "security records, not memory."
)


def _pick(profile: dict[str, Any], keys: tuple[str, ...]) -> str | None:
    for key in keys:
        value = profile.get(key)
        if isinstance(value, str) and value.strip():
            return value.strip()
    return None


def read_profile(
    stream: HashingStream, file: str, report: Reporter, platform: str, user_id_hint: str | None
) -> AccountInfo | None:
    """Stream the auth file; sessions are counted as they pass, never held."""
    profile: dict[str, Any] = {}
    sessions = 0
    for event in iter_top_level(stream, file, noun="record"):
        if isinstance(event, Element):
            if event.section == "sessions":
                sessions += 1
            else:
                report.record_read(f"auth:{event.section or 'record'}")
                report.unknown(
                    f"auth file section {event.section!r}", file, f"{event.section} #{event.index + 1}"
                )
        elif isinstance(event, Entry):
            if event.section in _PROFILE_KEYS and isinstance(event.value, dict):
                profile.update(event.value)
            elif event.section:
                profile.setdefault(event.section, event.value)
    if sessions:
        report.record_read("session", sessions)
        report.note(_SESSIONS_NOTE.format(n=sessions, file=file))
    if not profile:
        return (
            AccountInfo(platform=platform, platform_user_id=user_id_hint, source_file=file) if user_id_hint else None
        )
    report.record_read("profile")
    given = _pick(profile, ("givenName", "given_name", "firstName", "first_name"))
    family = _pick(profile, ("familyName", "family_name", "lastName", "last_name"))
    name = " ".join(p for p in (given, family) if p) or _pick(
        profile, ("name", "displayName", "fullName", "full_name")
    )
    created = next(
        (
            t
            for k in ("createTime", "create_time", "createdAt", "created_at")
            if (t := parse_time(profile.get(k)))
        ),
        None,
    )
    report.record_converted("profile")
    return AccountInfo(
        platform=platform,
        platform_user_id=_pick(profile, _ID_KEYS) or user_id_hint,
        name=name,
        email=_pick(profile, ("email", "emailAddress", "email_address")),
        created_at=created,
        raw=profile,
        source_file=file,
    )
