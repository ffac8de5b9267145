"""What normalising a ChatGPT conversation needs from its surroundings, and two hot-path helpers.

``epoch_iso`` and ``message_ids`` give exactly what ``pamport.timeutil.from_epoch`` and
``pamport.ids.message_id`` give, faster: a large export has millions of messages and these two were a third of
the per-message cost. ``epoch_iso`` checks itself against ``from_epoch`` at import and steps aside if the
project's time format ever changes; the tests compare both helpers with the originals.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime

from pamport.ids import PAMPORT_NAMESPACE
from pamport.importers.chatgpt.content_v2025_01 import ContentReader
from pamport.importers.chatgpt.members_v2025_01 import AssetIndex
from pamport.importers.reporting import Reporter
from pamport.timeutil import from_epoch

#: Seconds since the epoch that ``from_epoch`` takes as plain seconds (below: unset; above: milliseconds).
_SECONDS = (631152000.0, 1e11)
_fromtimestamp = datetime.fromtimestamp


@dataclass
class Env:
    """What normalising needs to know about the export and the file a conversation comes from."""

    member: str
    export_format_version: str
    account_id: str | None
    reader: ContentReader
    report: Reporter
    #: Running totals for the notes written when the file is done.
    conversations: int = 0
    time_fallbacks: int = 0
    empty_conversations: int = 0


def make_env(
    member: str,
    export_format_version: str,
    account_id: str | None,
    assets: AssetIndex,
    report: Reporter,
) -> Env:
    def unknown(what: str, where: str) -> None:
        report.unknown(what, member, where)

    return Env(member, export_format_version, account_id, ContentReader(assets, unknown), report)


def message_ids(cid: str) -> Callable[[str], str]:
    """``pamport.ids.message_id(cid, ·)`` with the shared prefix hashed once (UUIDv5s add up)."""
    base = hashlib.sha1(PAMPORT_NAMESPACE.bytes + f"message\x1f{cid}\x1f".encode())

    def make(node_id: str) -> str:
        digest = base.copy()
        digest.update(node_id.encode())
        raw = bytearray(digest.digest()[:16])
        raw[6] = (raw[6] & 0x0F) | 0x50  # version 5
        raw[8] = (raw[8] & 0x3F) | 0x80  # RFC 4122 variant
        h = raw.hex()
        return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"

    return make


def _fast_epoch(value: object) -> str | None:
    if (type(value) is float or type(value) is int) and _SECONDS[0] <= value < _SECONDS[1]:
        return _fromtimestamp(value, UTC).isoformat()[:-6] + "Z"  # "+00:00" → "Z"
    return from_epoch(value)  # type: ignore[arg-type]


def _fast_epoch_agrees() -> bool:
    samples = (1700000000.0, 1700000000.5, 1726716067.0328195, 1695326335.191365, 631152000, 1736503216.204)
    return all(_fast_epoch(v) == from_epoch(v) for v in samples)


#: Epoch seconds (ChatGPT's float times) → ISO 8601 UTC, or None when unset.
epoch_iso: Callable[[object], str | None] = (
    _fast_epoch if _fast_epoch_agrees() else from_epoch  # type: ignore[assignment]
)
