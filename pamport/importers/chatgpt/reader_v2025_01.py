"""Reading a ChatGPT export: the account first, then every conversation file, one conversation at a time.

The importer versions subclass :class:`ChatGPTExportReader` and differ only in which members they claim and in
what order the conversation files are read (``conversation_order``). Conversations are streamed with ijson, so
a multi-GB ``conversations.json`` costs one conversation's worth of memory.
"""

from __future__ import annotations

import gc
import io
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import PurePosixPath
from typing import ClassVar

import ijson

from pamport.errors import EmptyExport, MalformedFile
from pamport.importers.base import AccountInfo, Claim, ConversationItem, ImportContext, Importer, ImportItem
from pamport.importers.chatgpt.context_v2025_01 import Env, make_env
from pamport.importers.chatgpt.members_v2025_01 import (
    UNCONVERTED_FILES,
    AssetIndex,
    Layout,
    conversation_candidates,
    shard_number,
    side_members,
)
from pamport.importers.chatgpt.records_v2025_01 import PLATFORM, normalize, provider_id
from pamport.importers.depth_guard import MAX_DEPTH, DepthGuard, holds_too_deep
from pamport.importers.sources import Source
from pamport.json_errors import describe_json_error
from pamport.jsonio import dumps_line, loads
from pamport.timeutil import from_epoch, parse_iso

_BOM = b"\xef\xbb\xbf"
#: user.json is a few hundred bytes; anything far larger is not the account file.
_MAX_USER_FILE = 1 << 20


@contextmanager
def _cyclic_gc_paused() -> Iterator[None]:
    """Pause the cyclic garbage collector while one conversation is parsed and normalised.

    Parsed JSON and the dicts and models built from it hold no reference cycles, so the collector has nothing
    to find there; but the thousands of containers per conversation trigger collection after collection, up to
    a quarter of the run time on large exports. It runs again before each item is yielded, so the consumer's
    code is never affected.
    """
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


class ChatGPTExportReader(Importer):
    """Shared reading logic of the ChatGPT importer versions (not registered itself)."""

    platform: ClassVar[str] = PLATFORM
    supports_sharding: ClassVar[bool] = True

    # -- member discovery (what the versions override) --

    @classmethod
    def conversation_order(cls, names: list[str]) -> list[str]:
        """The order in which conversation files are read."""
        return sorted(names)

    @classmethod
    def claim_for(cls, source: Source, shards_only: bool) -> Claim | None:
        """A claim on the conversation files (all, or only ``conversations-NNN.json``) and side files."""
        found = conversation_candidates(source)
        if shards_only:
            found = [(m, s) for m, s in found if shard_number(m.name) is not None]
        if not found:
            return None
        files = [m for m, _ in found]
        best = max(s for _, s in found)
        if any(m.basename.lower() == "conversations.json" or shard_number(m.name) is not None for m in files):
            best = min(best + 0.05, 0.95)
        members = (*cls.conversation_order([m.name for m in files]), *side_members(source, files))
        names = ", ".join(m.name for m in files[:3]) + (" …" if len(files) > 3 else "")
        return Claim(cls.importer_version, tuple(members), best, f"ChatGPT conversations array in {names}")

    # -- reading --

    def read(self, source: Source, claim: Claim, ctx: ImportContext) -> Iterator[ImportItem]:
        layout = Layout.of(claim.members)
        accounts: dict[str, str] = {}
        for name in layout.users:
            account = self._account(name, ctx)
            if account is not None:
                if account.platform_user_id:
                    accounts[str(PurePosixPath(name).parent)] = account.platform_user_id
                yield account
        assets = AssetIndex(layout.assets)
        read = 0
        broken: list[MalformedFile] = []
        for name in self.conversation_order(layout.conversations):
            directory = str(PurePosixPath(name).parent)
            account_id = accounts.get(directory) or (next(iter(accounts.values())) if len(accounts) == 1 else None)
            env = make_env(name, self.export_format_version, account_id, assets, ctx.report)
            try:
                yield from self._conversations(source, name, env, ctx)
            except MalformedFile as exc:  # keep what came before; read the other shards; fail at the end
                ctx.report.skip("file", exc.file, exc.location, exc.reason)
                broken.append(exc)
            read += env.conversations
            self._file_notes(name, env, ctx)
        for name in layout.unconverted:
            ctx.report.note(f"{name}: not converted ({UNCONVERTED_FILES[PurePosixPath(name).name.lower()]})")
        if layout.assets:
            ctx.report.note(
                f"{len(layout.assets)} asset file(s) (uploads, images, audio) are not copied into the "
                "bundle; attachments refer to them by their path in the export"
            )
        if broken:
            raise broken[0]
        if read == 0:
            raise EmptyExport(source.display, "the ChatGPT export holds no conversations")

    def _account(self, name: str, ctx: ImportContext) -> AccountInfo | None:
        counted = ctx.options.shard_index == 0  # every parallel shard reads user.json; one counts it
        if counted:
            ctx.report.record_read("account")
        stream = ctx.open(name)
        try:
            data = stream.read(_MAX_USER_FILE + 1)
            if len(data) > _MAX_USER_FILE:
                raise ValueError("too large for an account file")
            raw = loads(DepthGuard(io.BytesIO(data.removeprefix(_BOM))).read(-1))
            if not isinstance(raw, dict):
                raise ValueError("not a JSON object")
            if holds_too_deep(raw):
                raise ValueError(f"nested deeper than {MAX_DEPTH} levels")
            dumps_line(raw).encode("utf-8")  # a lone surrogate (\ud800) is not text: refuse it here, not in the store
        except (ValueError, RecursionError) as exc:
            if counted:
                ctx.report.skip("account", name, "whole file", f"unreadable account file: {exc}")
            return None
        user_id = raw.get("id") if isinstance(raw.get("id"), str) else None
        full_name = raw.get("name") if isinstance(raw.get("name"), str) else None
        email = raw.get("email") if isinstance(raw.get("email"), str) else None
        created = raw.get("created") or raw.get("created_at") or raw.get("create_time")
        if counted:
            ctx.report.record_converted("account")
        return AccountInfo(
            platform=PLATFORM,
            platform_user_id=user_id or None,
            name=full_name or None,
            email=email or None,
            created_at=from_epoch(created) if isinstance(created, int | float) else parse_iso(created),
            raw=raw,
            source_file=name,
        )

    def _conversations(self, source: Source, name: str, env: Env, ctx: ImportContext) -> Iterator[ImportItem]:
        """Stream one conversations file (``env.conversations`` counts its records)."""
        head = source.head(name, 64).removeprefix(_BOM).lstrip()
        if head and not head.startswith(b"["):
            raise MalformedFile(name, "byte 0", "expected a JSON array of ChatGPT conversations")
        stream = ctx.open(name)
        if source.head(name, 3) == _BOM:
            stream.read(3)
        items = ijson.items(DepthGuard(stream), "item", use_float=True)
        index = 0
        while True:
            with _cyclic_gc_paused():
                try:
                    raw = next(items)
                except StopIteration:
                    break
                except (ijson.JSONError, ValueError) as exc:
                    raise MalformedFile(
                        name,
                        f"conversation #{index + 1} (near byte {stream.bytes_read})",
                        f"invalid or truncated JSON: {describe_json_error(exc)}",
                    ) from exc
                index += 1
                env.conversations = index
                if not ctx.options.owns(provider_id(raw) if isinstance(raw, dict) else None):
                    continue
                ctx.report.record_read("conversation")
                if not isinstance(raw, dict):
                    ctx.report.skip("conversation", name, f"conversation #{index}", "not a JSON object")
                    continue
                try:
                    result = normalize(raw, index, env)
                except Exception as exc:  # one bad conversation must not stop the export
                    reason = " ".join(str(exc).split())[:300]
                    ctx.report.skip(
                        "conversation",
                        name,
                        f"conversation #{index} id={provider_id(raw)}",
                        f"{type(exc).__name__}: {reason}",
                    )
                    continue
            ctx.report.record_converted("conversation")
            yield ConversationItem(result.conversation, name)
            if result.drafts:
                ctx.report.record_converted("memory", len(result.drafts))
                yield from result.drafts

    @staticmethod
    def _file_notes(name: str, env: Env, ctx: ImportContext) -> None:
        # counted events rather than notes: parallel shards add them up
        if env.time_fallbacks:
            ctx.report.count(
                f"{name}: messages without a usable create_time, given the conversation's time "
                "(raw_metadata.time_fallback says which)",
                env.time_fallbacks,
            )
        if env.empty_conversations:
            ctx.report.count(
                f"{name}: conversations without messages (no or empty `mapping`), kept with an empty message list",
                env.empty_conversations,
            )
