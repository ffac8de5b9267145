"""The activity log shared by the Gemini importers: classify records, spool exchanges, rebuild conversations.

Takeout's log is newest first and holds no conversation objects, so every exchange goes to a disk spool
(:class:`SortSpool`) keyed by conversation (the id in ``titleUrl``) or, without one, by time; the spool gives
them back in time order, one conversation at a time, so memory stays flat however long the log is.

Records whose ``time`` is unusable take the time of their neighbour in the log (the record just before them in
the file, i.e. the next newer activity; a leading run takes the first valid time after it) and become a
conversation of their own unless their ``titleUrl`` names one, so a guessed time never merges them into an
unrelated conversation.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator
from datetime import datetime
from typing import Any

from pamport.errors import EmptyExport, PamportError
from pamport.importers.base import ConversationItem, ImportContext
from pamport.importers.gemini.assemble import BuildStats, GroupInfo, build_conversation, gap_group_key
from pamport.importers.gemini.prefixes import is_gemini_record, names_of
from pamport.importers.gemini.records import KNOWN_FIELDS, Entry, parse_record_time, render_pending, title_of
from pamport.importers.spool import SortSpool
from pamport.timeutil import format_utc

#: A record converter: the record's entries, or a reason why it cannot be converted.
ConvertFn = Callable[[dict[str, Any]], "list[Entry] | str"]

_GAP = "~gap"
_INDEX_BASE = 10**12
_SELECT_HINT = (
    "In Google Takeout select 'My Activity', click 'All activity data included', keep only 'Gemini Apps' "
    "('Bard' in older accounts), and choose JSON (or HTML) as the format."
)


def _key_time(dt: datetime) -> str:
    """``YYYY-MM-DDTHH:MM:SS.ffffffZ`` of a UTC time, always with microseconds and a four-digit year.

    Message ids are derived from this fixed form, so they never move with the output's timestamp style.
    """
    return dt.replace(tzinfo=None).isoformat(timespec="microseconds") + "Z"


_DIGITS_ONLY = str.maketrans("", "", "-T:.Z")


def _order_key(key_time: str, member_ord: int, index: int, sub: int) -> str:
    # Equal times: later in the file is older (the log is newest first), so the index sorts descending.
    stamp = key_time.translate(_DIGITS_ONLY)
    return f"{stamp}|{member_ord:04d}|{_INDEX_BASE - index:013d}|{sub:05d}"


class ActivityLog:
    """Collects the records of one importer run (all its members) and rebuilds the conversations."""

    def __init__(
        self,
        ctx: ImportContext,
        convert: ConvertFn,
        export_format_version: str,
        known_fields: frozenset[str] = KNOWN_FIELDS,
    ) -> None:
        self.ctx = ctx
        self.known_fields = known_fields
        self.report = ctx.report
        self.convert = convert
        self.export_format_version = export_format_version
        self.gap_minutes = float(ctx.options.conversation_gap_minutes)
        self.spool = SortSpool(binary=True)
        self.pending: SortSpool | None = None
        self.members: list[str] = []
        self.member = ""
        self.last_time: datetime | None = None
        self.total_records = 0
        self.gemini_records = 0
        self.other_products: Counter[str] = Counter()
        self.event_titles: Counter[str] = Counter()
        self.invalid_times = 0
        self.untimed_skipped = 0
        self.other_skips = 0
        self.groupings: Counter[str] = Counter()
        self.build = BuildStats()
        #: What broke the reading part-way (the conversations read before it are still built, then it is raised).
        self.failure: PamportError | None = None

    # -- reading ---------------------------------------------------------------------------------------------
    def begin_member(self, member: str) -> None:
        self.members.append(member)
        self.member = member
        self.last_time = None

    def add(self, index: int, location: str, record: object) -> None:
        """One record of the log, in file order."""
        self.total_records += 1
        self.report.record_read("activity")
        if not isinstance(record, dict):
            self.other_skips += 1
            self.report.skip(
                "activity", self.member, location, f"not an activity record: a JSON {_kind(record)}"
            )
            return
        dt = parse_record_time(record.get("time"))
        if dt is not None:
            self.last_time = dt
            self._release_pending(dt)
        header, products = record.get("header"), record.get("products")
        if not is_gemini_record(header, products):
            label = (
                ", ".join(names_of(products)) or (header if isinstance(header, str) else "") or "no product"
            )
            self.other_products[label] += 1
            self.report.skip(
                "activity", self.member, location, f"not a Gemini record: other Google product ({label})"
            )
            return
        self.gemini_records += 1
        for key in record:
            if key not in self.known_fields:
                self.report.unknown(f"gemini record field {key!r}", self.member, location)
        try:
            result = self.convert(record)
        except (TypeError, ValueError, AttributeError, KeyError, RecursionError) as exc:
            # A record shaped like nothing seen so far must not end the import.
            result = f"unreadable record ({type(exc).__name__}: {exc})"
        if isinstance(result, str):
            self.other_skips += 1
            self.report.skip("activity", self.member, location, result)
            return
        kept = self._keep(result, location, record)
        if not kept:
            return
        inferred = False
        if dt is None:
            self.invalid_times += 1
            self.report.unknown("invalid record time (neighbour's time used)", self.member, location)
            if self.last_time is None:
                self._hold(kept, index, location)
                return
            dt, inferred = self.last_time, True
        self.report.record_converted("activity")
        for entry in kept:
            self._spool(entry, dt, inferred, index, location)

    def reject(self, location: str, reason: str) -> None:
        """A unit of the log that is not even a record (an unreadable HTML card): counted and skipped."""
        self.total_records += 1
        self.other_skips += 1
        self.report.record_read("activity")
        self.report.skip("activity", self.member, location, reason)

    def _keep(self, entries: list[Entry], location: str, record: dict[str, Any]) -> list[Entry]:
        kept = [e for e in entries if e.has_content]
        if len(kept) < len(entries) or not entries:
            title = title_of(record).strip() or "(no title)"
            if any(e.kind == "event" for e in entries) or not entries:
                self.event_titles[title] += 1
                self.report.skip(
                    "event", self.member, location, f"activity event, not an exchange: {title!r}"
                )
            else:
                self.other_skips += 1
                self.report.skip(
                    "activity", self.member, location, f"empty prompt with no response: {title!r}"
                )
        return kept

    def _spool(self, entry: Entry, dt: datetime, inferred: bool, index: int, location: str) -> None:
        member_ord = len(self.members) - 1
        if entry.conversation_key:
            group = "u:" + entry.conversation_key
        elif inferred:
            group = f"s:{member_ord:04d}:{index:012d}"
        else:
            # Time-gap groups stay within one file: two logs in one source may be two accounts.
            group = f"{_GAP}:{member_ord:04d}"
        key_time = _key_time(dt)
        payload = {
            "entry": dict(vars(entry)),
            "time": format_utc(dt),
            "key_time": key_time,
            "ts": dt.timestamp(),
            "time_inferred": inferred,
            "member": self.member,
            "location": location,
            "index": index,
        }
        self.spool.add(group, _order_key(key_time, member_ord, index, entry.sub), payload)

    def _hold(self, entries: list[Entry], index: int, location: str) -> None:
        """Park a leading record without time (on disk) until a record with a time follows."""
        if self.pending is None:
            self.pending = SortSpool(binary=True)
        for position, entry in enumerate(entries):
            self.pending.add(
                "p",
                f"{index:012d}|{entry.sub:05d}",
                {"entry": dict(vars(entry)), "index": index, "location": location, "first": position == 0},
            )

    def _release_pending(self, dt: datetime) -> None:
        if self.pending is None:
            return
        pending, self.pending = self.pending, None
        try:
            for _k1, _k2, item in pending.sorted_items():
                if item["first"]:
                    self.report.record_converted("activity")
                self._spool(Entry(**item["entry"]), dt, True, item["index"], item["location"])
        finally:
            pending.close()

    def end_member(self) -> None:
        """Records of a file where no record has a usable time cannot be placed: skip them, with reasons."""
        if self.pending is None:
            return
        pending, self.pending = self.pending, None
        try:
            for _k1, _k2, item in pending.sorted_items():
                if not item["first"]:
                    continue  # one skip per record, not per interaction
                self.untimed_skipped += 1
                self.report.skip(
                    "activity", self.member, item["location"], "no valid time in this record nor in any other"
                )
        finally:
            pending.close()

    # -- output ----------------------------------------------------------------------------------------------
    def conversations(self) -> Iterator[ConversationItem]:
        """Yield the rebuilt conversations one at a time; raise EmptyExport when there is nothing."""
        empty = self.empty()
        if empty is not None:
            raise empty
        for key, group in self._groups(0, 1):
            yield from self._build(key, group)
        self._write_notes()

    # -- output in several processes (see docs/importers/gemini.md, "Several processes") ----------------------
    def empty(self) -> EmptyExport | None:
        """Why there is nothing to convert, or None."""
        return EmptyExport(self._path(), self._empty_reason()) if len(self.spool) == 0 else None

    def ready(self) -> EmptyExport | None:
        """Reading is over: raise what broke it, or say why there is nothing to build, or make the spool
        read-only so that forked processes can each build a part (a single run raises the failure after its
        conversations, which the pipeline then throws away: the same outcome)."""
        if self.failure is not None:
            raise self.failure
        empty = self.empty()
        if empty is None:
            self.spool.freeze()
        return empty

    def part(self, ctx: ImportContext, index: int, count: int) -> Iterator[ConversationItem]:
        """In a forked process: build the ``index``-th of ``count`` contiguous parts, reporting to ``ctx``.

        Together the parts are the conversations of :meth:`conversations`, in the same order, with the same
        skips and counts; the notes need every part's :meth:`part_counts` (see :meth:`finish`).
        """
        self.report = ctx.report
        self.groupings = Counter()
        self.build = BuildStats()
        for key, group in self._groups(index, count):
            yield from self._build(key, group)

    def part_counts(self) -> tuple[Counter[str], BuildStats]:
        """What the notes count, for this process's part (picklable)."""
        return self.groupings, self.build

    def finish(self, parts: list[tuple[Counter[str], BuildStats]]) -> None:
        """In the reading process, once every part is built: the notes of the whole log, in part order."""
        for groupings, build in parts:
            self.groupings.update(groupings)
            self.build.messages += build.messages
            self.build.missing_answers += build.missing_answers
            room = max(0, 3 - len(self.build.missing_examples))
            self.build.missing_examples.extend(build.missing_examples[:room])
        self._write_notes()

    def _groups(self, index: int, count: int) -> Iterator[tuple[str, list[dict[str, Any]]]]:
        """The groups of records of one conversation each, in spool order, of part ``index`` of ``count``.

        A part is the groups whose first record's position in the spool falls in the ``index``-th of ``count``
        equal slices, so parts are contiguous and every process finds the same cuts. Two groups of different
        files may give the same conversation id (one log exported twice): those of time-gap and single-record
        groups are never cut apart when there are several files, so that every copy of a conversation is judged
        by one process, as in a single run. Payloads outside the part are not decoded, except the times that
        cut time-gap groups.
        """
        total = len(self.spool)
        cut_anywhere = len(self.members) <= 1
        gap_seconds = self.gap_minutes * 60.0
        decode = self.spool.decode
        group: list[dict[str, Any]] = []
        key = group_key = ""
        last_ts = 0.0
        owner = 0
        previous_url = True
        for ordinal, (k1, _k2, data) in enumerate(self.spool.sorted_raw()):
            payload: dict[str, Any] | None = None
            starts = k1 != key
            if k1.startswith(_GAP):
                payload = decode(data)
                ts = payload["ts"]
                starts = starts or ts - last_ts > gap_seconds
                last_ts = ts
            key = k1
            if starts:
                if group:
                    yield group_key, group
                    group = []
                group_key = k1
                url = k1.startswith("u:")
                if cut_anywhere or url or previous_url:
                    owner = ordinal * count // total
                    if owner > index:
                        return
                previous_url = url
            if owner == index:
                group.append(payload if payload is not None else decode(data))
        if group:
            yield group_key, group

    def _build(self, key: str, group: list[dict[str, Any]]) -> list[ConversationItem]:
        if key.startswith("u:"):
            info = GroupInfo("conversation_url", key[2:])
        elif key.startswith("s:"):
            # The inferred time may equal another record's: the record's position keeps the key unique.
            derived = f"record:{group[0]['index']}:{gap_group_key(group[0])}"
            info = GroupInfo("single_record", None, derived_key=derived)
        else:
            info = GroupInfo("time_gap", None, self.gap_minutes)
        for item in group:
            render_pending(item["entry"])
        try:
            conversation = build_conversation(group, info, self.export_format_version, self.build)
        except ValueError as exc:  # pydantic's ValidationError included: a value no PAM field accepts
            for item in group:
                self.report.skip("activity", item["member"], item["location"], f"cannot be converted: {exc}")
            return []
        self.groupings[info.grouping] += 1
        self.report.record_converted("conversation")
        self.report.record_converted("message", len(conversation.messages))
        return [ConversationItem(conversation=conversation, member=group[0]["member"])]

    def _write_notes(self) -> None:
        note = self.report.note
        parts = ", ".join(f"{n} by {g.replace('_', ' ')}" for g, n in sorted(self.groupings.items()))
        note(
            f"Gemini conversations rebuilt from the activity log: {parts} (gap {self.gap_minutes:g} minutes)."
        )
        if self.build.missing_answers:
            note(
                f"{self.build.missing_answers} Gemini prompt(s) have no stored response in the "
                "export (data loss in Takeout, not in the conversion); kept as user messages flagged "
                f"raw_metadata.pamport.response_missing, e.g. {'; '.join(self.build.missing_examples)}."
            )
        if self.invalid_times:
            note(
                f"{self.invalid_times} Gemini record(s) had no valid time: they took their neighbour's time "
                "and became conversations of their own (raw_metadata.pamport.time_inferred)."
            )
        if self.event_titles:
            top = ", ".join(f"{t!r} ×{n}" for t, n in self.event_titles.most_common(5))
            note(
                f"{sum(self.event_titles.values())} Gemini activity event(s) without conversation "
                f"content were not converted (listed among the skipped records): {top}."
            )
        if self.other_products:
            top = ", ".join(f"{p} ×{n}" for p, n in self.other_products.most_common(5))
            note(
                f"{sum(self.other_products.values())} record(s) of other Google products were skipped: {top}."
            )

    def _path(self) -> str:
        if self.ctx.source.kind == "file" or not self.members:
            return self.ctx.source.display
        return f"{self.ctx.source.display}:{', '.join(self.members)}"

    def _empty_reason(self) -> str:
        if self.total_records == 0:
            return (
                "the Gemini activity log is empty (no activity records at all): Takeout had nothing to "
                "export. 'Gemini Apps Activity' may be turned off, or the history was deleted. "
                + _SELECT_HINT
            )
        if self.gemini_records == 0:
            found = (
                ", ".join(f"{p} ×{n}" for p, n in self.other_products.most_common(5))
                or "no recognisable product"
            )
            return (
                f"none of the {self.total_records} activity record(s) is from Gemini (found: {found}); "
                "this is the activity of another Google product. " + _SELECT_HINT
            )
        found = ", ".join(f"{t!r}" for t, _n in self.event_titles.most_common(3))
        skipped = self.other_skips + self.untimed_skipped
        detail = f" ({skipped} record(s) could not be read, see the report)" if skipped else ""
        return (
            f"the {self.gemini_records} Gemini record(s) hold no prompt or response to convert"
            f"{': only activity events such as ' + found if found else ''}{detail}. "
            "Check that 'Gemini Apps Activity' was on while you used Gemini. " + _SELECT_HINT
        )

    def close(self) -> None:
        self.spool.close()
        if self.pending is not None:
            self.pending.close()
            self.pending = None


def _kind(value: object) -> str:
    if isinstance(value, list):
        return "array"
    if isinstance(value, str):
        return "string"
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "boolean"
    return "number" if isinstance(value, (int, float)) else type(value).__name__
