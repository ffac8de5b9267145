"""Round trip: any CSV the csv module writes in a Copilot layout comes out with every message text intact."""

from __future__ import annotations

import csv
import io
import tempfile
from collections import Counter
from datetime import datetime, timedelta
from pathlib import Path

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from pamport.importers.base import ImportOptions
from pamport.schemas.conversation import Conversation
from tests.harness import collect

LAYOUTS = {
    "activity": ["Conversation", "Time", "Author", "Message"],
    "chat": ["CreatedAt", "MessageContent", "Author", "ChatName"],
    "windows": ["Timestamp", "ClientApp", "Prompt"],
}
TITLES = ["", "Chat A", "Chat, with a comma", 'A "quoted" title', "Ünïcode ✓", "  padded  "]
AUTHORS = ["user", "Human", "AI", "Copilot", "api_tool", "system", "Somebody new", ""]
START = datetime(2024, 1, 1)

texts = st.text(st.characters(exclude_categories=("Cs",), exclude_characters="\x00"), min_size=1, max_size=60)


def _time(offset_s: int, style: int) -> str:
    dt = START + timedelta(seconds=offset_s)
    if style == 0:
        return dt.isoformat()
    if style == 1:
        return dt.isoformat() + "Z"
    if style == 2:
        return f"{dt.month}/{dt.day}/{dt.year} {dt.hour}:{dt.minute:02d}:{dt.second:02d} +00:00"
    return "not a time"


rows = st.lists(
    st.tuples(
        st.sampled_from(TITLES),
        st.integers(0, 5 * 24 * 3600),
        st.integers(0, 3),
        st.sampled_from(AUTHORS),
        texts,
    ),
    min_size=1,
    max_size=25,
)


def _csv(layout: str, records: list[tuple[str, int, int, str, str]], terminator: str, quoting: int) -> str:
    buf = io.StringIO(newline="")
    writer = csv.writer(buf, lineterminator=terminator, quoting=quoting)
    writer.writerow(LAYOUTS[layout])
    for title, offset, style, author, text in records:
        when = _time(offset, style)
        if layout == "activity":
            writer.writerow([title, when, author, text])
        elif layout == "chat":
            writer.writerow([when, text, author, title])
        else:
            writer.writerow([when, title, text])
    return buf.getvalue()


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    layout=st.sampled_from(sorted(LAYOUTS)),
    records=rows,
    bom=st.booleans(),
    # With "\n" rows and minimal quoting the csv module leaves a lone "\r" unquoted, so "x\r" + "\n" reads
    # back as "x" + CRLF in any CSV reader; Microsoft writes CRLF rows, where every "\r" in a cell is quoted.
    dialect=st.sampled_from([("\r\n", csv.QUOTE_MINIMAL), ("\r\n", csv.QUOTE_ALL), ("\n", csv.QUOTE_ALL)]),
    chunk_rows=st.integers(1, 7),
    newest_first=st.booleans(),
)
# A row without text still dates the untimed row beside it: its time is in the file.
@example(
    layout="activity",
    records=[("", 0, 0, "user", " "), ("", 0, 3, "user", "0")],
    bom=False,
    dialect=("\r\n", csv.QUOTE_MINIMAL),
    chunk_rows=1,
    newest_first=False,
)
def test_every_message_text_survives(
    layout: str,
    records: list[tuple[str, int, int, str, str]],
    bom: bool,
    dialect: tuple[str, int],
    chunk_rows: int,
    newest_first: bool,
) -> None:
    ordered = sorted(records, key=lambda r: r[1], reverse=newest_first)
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "export.csv"
        path.write_text(_csv(layout, ordered, *dialect), encoding="utf-8-sig" if bom else "utf-8", newline="")
        result = collect(path, options=ImportOptions(csv_chunk_rows=chunk_rows))

    has_time = any(style != 3 for _, _, style, _, _ in records)
    expected = Counter(text for *_, text in records if text.strip()) if has_time else Counter()
    out = [m for item in result.conversations for m in item.conversation.messages]
    assert Counter(m.plain_text() for m in out) == expected

    stats = result.report.importers[0]
    assert stats.read["message"] == len(records)
    assert stats.converted["message"] + stats.skipped["message"] == len(records)
    for item in result.conversations:
        conv = item.conversation
        assert Conversation.model_validate(conv.to_json_dict()) == conv
        times = [m.created_at for m in conv.messages]
        assert [m.created_at for m in sorted(conv.messages, key=lambda m: m.created_at)] == times
