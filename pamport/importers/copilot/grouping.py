"""Rebuilding conversations from CSV rows that carry no conversation or message ids.

Rows are spooled to disk (:class:`~pamport.importers.spool.SortSpool`) keyed by their group (the conversation
title, or the client app for Windows prompts) and time, so a file of any size regroups with flat memory,
whether it is newest first, oldest first or interleaved. Reading the spool back, a group is cut into
conversations wherever the time between two neighbouring rows exceeds the gap, with one exception for titled
layouts: rows of one contiguous run of the same title in the file stay one conversation (the export lists a
chat resumed the next day as one block), while the same title reappearing after other rows and after the gap
starts a new conversation. Rows without a title have nothing else to go by and are cut by the gap alone.

Times have one-second resolution, so a prompt and its reply often share a time; such ties keep file order,
reversed when the file runs newest first (judged by whether times mostly fall or rise from row to row).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any

from pamport.importers.copilot.times import from_key
from pamport.importers.spool import SortSpool


@dataclass(slots=True)
class Record:
    """One usable CSV row, as spooled."""

    row: int
    group: str
    time_raw: str
    text: str
    author: str | None = None
    #: Sortable UTC time (see ``times.sort_key``); None only until a neighbour's time is borrowed.
    key: str | None = None
    extra: dict[str, str] = field(default_factory=dict)
    run: int = 0
    borrowed_time: bool = False

    def payload(self) -> list[Any]:
        """A compact JSON row for the spool (field order as declared)."""
        return [
            self.row, self.group, self.time_raw, self.text, self.author,
            self.key, self.extra, self.run, self.borrowed_time,
        ]  # fmt: skip

    @classmethod
    def from_payload(cls, data: list[Any]) -> Record:
        return cls(*data)


class Regrouper:
    """Takes records in file order; gives back conversations (lists of records) in a deterministic order."""

    def __init__(self, titled: bool, gap_minutes: float) -> None:
        self._titled = titled
        self._gap = timedelta(minutes=max(0.0, gap_minutes))
        self._spool = SortSpool(binary=True)
        self._pending: SortSpool | None = None
        self._last_group: str | None = None
        self._run = 0
        self._last_key: str | None = None
        self._run_key: str | None = None
        self.rising = 0
        self.falling = 0
        #: The last key read back and its time: each row's time serves twice (as the row, then as previous).
        self._timed_key = ""
        self._timed_at: datetime | None = None

    def add(self, record: Record) -> None:
        self._enter(record.group)
        record.run = self._run
        if record.key is None:
            if self._run_key is None:
                # Nothing earlier in this run to borrow from: wait for the next row that has a time.
                if self._pending is None:
                    self._pending = SortSpool(binary=True)
                self._pending.add("", "", record.payload())
                return
            record.key = self._run_key
            record.borrowed_time = True
        else:
            self._timed(record.key)
        self._spool.add(record.group, record.key, record.payload())

    def add_time(self, group: str, key: str) -> None:
        """A row skipped for having no text still dates its neighbours: its time is in the file."""
        self._enter(group)
        self._timed(key)

    def _enter(self, group: str) -> None:
        if group != self._last_group:
            if self._pending is not None and self._last_key is not None:
                # The run had no time at all: borrow from the row before the run.
                self._release_pending(self._last_key)
            self._run += 1
            self._last_group = group
            self._run_key = None

    def _timed(self, key: str) -> None:
        if self._last_key is not None:
            if key > self._last_key:
                self.rising += 1
            elif key < self._last_key:
                self.falling += 1
        if self._pending is not None:
            self._release_pending(key)
        self._last_key = self._run_key = key

    def _release_pending(self, key: str) -> None:
        assert self._pending is not None
        for _, _, payload in self._pending.sorted_items():
            waiting = Record.from_payload(payload)
            waiting.key = key
            waiting.borrowed_time = True
            self._spool.add(waiting.group, key, waiting.payload())
        self._pending.close()
        self._pending = None

    @property
    def newest_first(self) -> bool:
        return self.falling > self.rising

    def finish(self, no_time: Callable[[Record], None]) -> None:
        """Rows that never found a neighbour with a time (the file has none) go to ``no_time``."""
        if self._pending is not None and self._last_key is not None:
            self._release_pending(self._last_key)
        if self._pending is not None:
            for _, _, payload in self._pending.sorted_items():
                no_time(Record.from_payload(payload))
            self._pending.close()
            self._pending = None

    def conversations(self) -> Iterator[list[Record]]:
        current: list[Record] = []
        for tie in self._ties():
            first = tie[0]
            if current and self._starts_new(current[-1], first):
                yield current
                current = []
            current.extend(tie)
        if current:
            yield current

    def _starts_new(self, previous: Record, record: Record) -> bool:
        if record.group != previous.group:
            return True
        assert previous.key is not None and record.key is not None
        earlier = self._time_of(previous.key)  # first: the row read before, whose time is still kept
        if self._time_of(record.key) - earlier <= self._gap:
            return False
        # A contiguous run of one title is one chat, even when resumed after the gap.
        return not (self._titled and record.group and record.run == previous.run)

    def _time_of(self, key: str) -> datetime:
        """``from_key(key)``, parsed once for the two comparisons a conversation's row takes part in."""
        if key != self._timed_key or self._timed_at is None:
            self._timed_key, self._timed_at = key, from_key(key)
        return self._timed_at

    def _ties(self) -> Iterator[list[Record]]:
        """Records sharing group and time, in file order or reversed for a newest-first file."""
        reverse = self.newest_first
        tie: list[Record] = []
        for group, key, payload in self._spool.sorted_items():
            if tie and (tie[0].group != group or tie[0].key != key):
                yield tie[::-1] if reverse else tie
                tie = []
            tie.append(Record.from_payload(payload))
        if tie:
            yield tie[::-1] if reverse else tie

    def close(self) -> None:
        self._spool.close()
        if self._pending is not None:
            self._pending.close()
            self._pending = None

    def __enter__(self) -> Regrouper:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
