"""Gemini HTML: answer rendering (safeHtmlItem → text), the MyActivity.html importer and its date lines."""

from __future__ import annotations

import io
import re
from datetime import UTC, datetime
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pamport.importers.gemini import html_cells
from pamport.importers.gemini.html_cells import card_record, iter_cards
from pamport.importers.gemini.html_text import html_to_text
from pamport.importers.gemini.html_time import parse_html_time
from pamport.importers.sources import HashingStream
from tests.gemini_helpers import assert_valid, by_title
from tests.harness import Collected, check_golden, collect

HTML_SAMPLE = "gemini/2024.06-html"


@pytest.fixture
def html_export(samples: Path) -> Collected:
    return collect(samples / HTML_SAMPLE)


def text(html: str) -> str:
    return html_to_text(html).text


# --- rendering ----------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("html", "expected"),
    [
        ("<p>One</p><p>Two</p>", "One\n\nTwo"),
        ("<p>a<br>b</p>", "a\nb"),
        ("<ul><li>x</li><li>y<ul><li>z</li></ul></li></ul>", "- x\n- y\n  - z"),
        ('<ol start="3"><li>c</li><li>d</li></ol>', "3. c\n4. d"),
        ("<h1>T</h1><h4>u</h4>", "# T\n\n#### u"),
        (
            '<pre><code class="language-js">let a = 1;\nlet b = 2;</code></pre>',
            "```js\nlet a = 1;\nlet b = 2;\n```",
        ),
        ("<pre>plain\n  indented</pre>", "```\nplain\n  indented\n```"),
        ("<p>use <code>x()</code> now</p>", "use `x()` now"),
        ('<a href="https://example.org/a">site</a>', "[site](https://example.org/a)"),
        ('<a href="https://example.org/a">https://example.org/a</a>', "https://example.org/a"),
        ('<a href="/relative">rel</a>', "rel"),
        ("&lt;div&gt; &amp; &quot;q&quot; &#39;s&#39; &eacute;&nbsp;x", "<div> & \"q\" 's' é x"),
        ("<p>keep</p><script>alert(1)</script><style>p{}</style><noscript>n</noscript>", "keep"),
        ("<blockquote><p>q1</p><p>q2</p></blockquote>", "> q1\n>\n> q2"),
        (
            "<table><tr><th>a</th><th>b</th></tr><tr><td>1</td><td>x|y</td></tr></table>",
            "| a | b |\n|---|---|\n| 1 | x\\|y |",
        ),
        ("<p>a</p><hr><p>b</p>", "a\n\n---\n\nb"),
        ("<div>loose <span>inline <div>block</div></span> tail</div>", "loose\n\ninline\n\nblock\n\ntail"),
        ("<p>   spaced \n\n  out   </p>", "spaced out"),
        ("<!-- note --><p>x</p>", "x"),
        ("", ""),
    ],
)
def test_html_to_text(html: str, expected: str) -> None:
    assert text(html) == expected


def test_images_are_returned_not_rendered() -> None:
    rendered = html_to_text('<p>Look:</p><img src="a.png" alt="A"><script><img src="no.png"></script>')
    assert rendered.text == "Look:"
    assert rendered.images == [{"src": "a.png", "alt": "A"}]


def test_deep_nesting_degrades_instead_of_crashing() -> None:
    rendered = html_to_text("<div>" * 3000 + "deep" + "</div>" * 3000)
    assert rendered.text == "deep"


_TAGS = [
    "p",
    "div",
    "span",
    "b",
    "i",
    "em",
    "strong",
    "ul",
    "ol",
    "li",
    "pre",
    "code",
    "h2",
    "a",
    "table",
    "tr",
    "td",
    "th",
    "blockquote",
    "br",
    "script",
    "style",
    "img",
    "section",
    "hr",
]
_WORDS = st.text(alphabet=st.characters(categories=("L", "N"), include_characters=" .,!?-"), max_size=12)


def _tree(depth: int) -> st.SearchStrategy[str]:
    leaf = _WORDS
    if depth == 0:
        return leaf
    child = st.one_of(leaf, st.deferred(lambda: _tree(depth - 1)))
    return st.builds(
        lambda tag, kids: (
            f"<{tag}>" + "".join(kids) + (f"</{tag}>" if tag not in ("br", "img", "hr") else "")
        ),
        st.sampled_from(_TAGS),
        st.lists(child, max_size=4),
    )


@settings(max_examples=300, deadline=None)
@given(_tree(4))
def test_rendering_never_leaks_tags_and_keeps_words(html: str) -> None:
    out = text(html)
    assert "<" not in out and "</" not in out
    # Every word outside script/style survives.
    visible = re.sub(r"<(script|style)>.*?</\1>", " ", html, flags=re.S)
    for word in re.findall(r"[^\W_]+", re.sub(r"<[^>]*>", " ", visible)):
        assert word in out


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=300))
def test_rendering_never_crashes_on_arbitrary_text(html: str) -> None:
    rendered = html_to_text(html)
    assert isinstance(rendered.text, str)


@settings(max_examples=200, deadline=None)
@given(
    st.lists(
        st.sampled_from(
            [
                "<",
                ">",
                "</",
                "<p",
                "<a href='",
                "&",
                "&#",
                ";",
                "x",
                " ",
                "<!--",
                "-->",
                "<![CDATA[",
                "]]>",
                "<!doctype",
                "<script>",
                "</script>",
                "\x00",
            ]
        ),
        max_size=40,
    )
)
def test_rendering_survives_broken_markup(pieces: list[str]) -> None:
    html_to_text("".join(pieces))


# --- date lines ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("line", "utc"),
    [
        ("Mar 10, 2026, 6:12:00 PM CET", "2026-03-10T17:12:00"),
        ("Jun 3, 2025, 11:14:05\u202fAM CEST", "2025-06-03T09:14:05"),
        ("30.05.2025, 18:45:00 MESZ", "2025-05-30T16:45:00"),
        ("1. 1. 2026 10:00:00 SEČ", "2026-01-01T09:00:00"),
        ("10 de mar. de 2026, 18:12:00 BRT", "2026-03-10T21:12:00"),
        ("10 mars 2026 à 18:12:00 UTC+1", "2026-03-10T17:12:00"),
        ("10/03/2026, 18:12:00 GMT+05:30", "2026-03-10T12:42:00"),
        ("18 abr 2026, 17:38:51 CEST", "2026-04-18T15:38:51"),
        ("2026-03-10 18:12:00 UTC", "2026-03-10T18:12:00"),
    ],
)
def test_html_dates(line: str, utc: str) -> None:
    when, unknown = parse_html_time(line)
    assert unknown is None
    assert when == datetime.fromisoformat(utc).replace(tzinfo=UTC)


@pytest.mark.parametrize(
    ("line", "utc"),
    [
        ("10 maart 2026 om 18:12:00 CET", "2026-03-10T17:12:00"),  # Dutch
        ("2026年3月10日 18:12:00 JST", "2026-03-10T09:12:00"),  # Japanese
        ("10 mar 2026, 18:12:00 CET", "2026-03-10T17:12:00"),  # Polish / Italian abbreviation
        ("10 marca 2026, 18:12:00 UTC", "2026-03-10T18:12:00"),  # Polish genitive
        ("10 мар. 2026 г., 18:12:00 MSK", "2026-03-10T15:12:00"),  # Russian
        ("10 Mart 2026 18:12:00 UTC", "2026-03-10T18:12:00"),  # Turkish
        ("10 marzo 2026, 18:12:00 CET", "2026-03-10T17:12:00"),  # Italian
        ("2026. 3. 10. 오후 6:12:00 KST", "2026-03-10T09:12:00"),  # Korean, afternoon marker
        ("10. března 2026 18:12:00 SEČ", "2026-03-10T17:12:00"),  # Czech genitive
    ],
)
def test_html_dates_in_locales_without_a_month_table(line: str, utc: str) -> None:
    when, unknown = parse_html_time(line)
    assert unknown is None
    assert when == datetime.fromisoformat(utc).replace(tzinfo=UTC)


@pytest.mark.parametrize("filler", ['{"a":' * 20000 + "1" + "}" * 20000, "[" * 20000 + "1" + "]" * 20000, "x " * 70])
def test_an_overlong_date_line_is_no_date(filler: str) -> None:
    """A card whose date line was filled with junk (found by fuzzing) is read as having no date, at once."""
    assert parse_html_time(f"Mar 10, 2026, 6:12:00 {filler} PM CET") == (None, None)


def test_html_dates_locale_fallback_never_completes_a_date_from_today() -> None:
    assert parse_html_time("maart 18:12:00 2026") == (None, None)  # no day
    assert parse_html_time("10 foobar 2026 18:12:00") == (None, None)  # no month


def test_html_dates_unknown_zone_and_junk() -> None:
    when, unknown = parse_html_time("Mar 10, 2026, 6:12:00 PM XYZT")
    assert unknown == "XYZT" and when == datetime(2026, 3, 10, 18, 12, tzinfo=UTC)
    assert parse_html_time("sometime last week") == (None, None)
    assert parse_html_time("12:00") == (None, None)  # no year: never guessed from today


# --- cards --------------------------------------------------------------------------------------------------


def _stream(data: str) -> HashingStream:
    return HashingStream(io.BytesIO(data.encode("utf-8")))


def test_cards_are_cut_across_chunk_boundaries(samples: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    page = (samples / HTML_SAMPLE / "Takeout/My Activity/Gemini Apps/MyActivity.html").read_text(
        encoding="utf-8"
    )
    whole = [card for _offset, card in iter_cards(_stream(page))]
    monkeypatch.setattr(html_cells, "_CHUNK", 7)
    small = [card for _offset, card in iter_cards(_stream(page))]
    assert whole == small and len(whole) == 9
    assert all(card.startswith('<div class="outer-cell') for card in whole)


def test_card_with_multiline_prompt_and_attachment_list() -> None:
    card = (
        '<div class="outer-cell mdl-cell"><div class="mdl-grid">'
        '<div class="header-cell"><p>Gemini Apps<br></p></div>'
        '<div class="content-cell mdl-cell--6-col">Prompted&nbsp;first line<br>second line<br>'
        "2 Dateien angehängt.<br>- a.pdf<br>- b.png<br>10.03.2026, 18:12:00 MEZ<br><p>Antwort</p></div>"
        '<div class="content-cell mdl-typography--caption"><b>Produkte:</b><br>&emsp;Gemini Apps<br></div>'
        "</div></div>"
    )
    record, zone = card_record(card)
    assert zone is None and record is not None
    assert record["title"] == "Prompted first line\nsecond line"
    assert record["attachedFiles"] == [{"name": "a.pdf"}, {"name": "b.png"}]
    assert record["time"] == "2026-03-10T17:12:00Z"
    assert record["products"] == ["Gemini Apps"]
    assert record["safeHtmlItem"] == [{"html": "<p>Antwort</p>"}]
    assert record["htmlCard"]["attachmentNotes"] == ["2 Dateien angehängt."]


def test_card_without_content_is_rejected() -> None:
    assert card_record('<div class="outer-cell"><p>nothing</p></div>') == (
        None,
        "activity card without a content cell",
    )


# --- importer -----------------------------------------------------------------------------------------------


def test_golden_html(html_export: Collected) -> None:
    check_golden(HTML_SAMPLE, [c.conversation.to_json_dict() for c in html_export.conversations])


def test_html_sample_validates(html_export: Collected, pam_schemas: Path) -> None:
    assert_valid(html_export, pam_schemas)


def test_every_card_text_is_in_the_output(samples: Path, html_export: Collected) -> None:
    from bs4 import BeautifulSoup

    page = (samples / HTML_SAMPLE / "Takeout/My Activity/Gemini Apps/MyActivity.html").read_text(
        encoding="utf-8"
    )
    soup = BeautifulSoup(page, "html.parser")
    out = " ".join(
        " ".join(m.plain_text().split()) for c in html_export.conversations for m in c.conversation.messages
    )
    for block in soup.find_all(["p", "li", "pre"]):
        if block.find_parent(class_="mdl-typography--caption") or block.find_parent(class_="header-cell"):
            continue
        for piece in block.find_all(string=True):
            words = " ".join(piece.split())
            assert not words or words in out, words


def test_html_quirks(html_export: Collected) -> None:
    recursion = by_title(html_export, "Explain recursion briefly")
    assert [m.role for m in recursion.messages] == ["user", "assistant", "user", "assistant"]
    assert recursion.provider.export_format_version == "2024.06-html"
    assert recursion.messages[0].created_at == "2025-06-03T09:10:11Z"
    assert recursion.messages[1].plain_text() == (
        "Recursion is when a function calls itself on a smaller problem.\n\n"
        "- a base case stops it\n- each call gets closer to the base case"
    )
    assert (
        "```python\ndef fact(n):\n    return 1 if n <= 1 else n * fact(n - 1)\n```"
        in recursion.messages[3].plain_text()
    )
    assert recursion.messages[0].raw_metadata["htmlCard"]["timeText"] == "Jun 3, 2025, 11:10:11 AM CEST"

    german = by_title(html_export, "Was ist ein Monoid?")
    assert german.messages[0].created_at == "2025-05-30T16:45:00Z"
    assert german.messages[0].raw_metadata["products"] == ["Gemini-Apps"]
    assert "neutralen Element" in german.messages[1].plain_text()

    pdf = by_title(html_export, "Summarize this PDF in one sentence").messages[0]
    assert [(a.name, a.ref, a.type) for a in pdf.attachments] == [
        ("quarterly-report.pdf", "quarterly-report.pdf", "document")
    ]

    image = by_title(html_export, "Draw a lighthouse").messages[1]
    assert image.content is not None and image.content.parts[0].ref == "lighthouse.png"

    tokyo = by_title(html_export, "What time is it in Tokyo?")
    assert [m.role for m in tokyo.messages] == ["user"]

    joke = by_title(html_export, "Tell me a joke about compilers")
    assert joke.raw_metadata["grouping"] == "single_record"
    assert joke.messages[0].raw_metadata["htmlCard"]["unparsedLines"] == ["sometime last week"]
    assert joke.messages[1].plain_text().startswith("Why did the compiler break up?")

    reasons = {s["reason"] for s in html_export.report.iter_skips()}
    assert "not a Gemini record: other Google product (Search)" in reasons
    assert "activity event, not an exchange: 'Gave feedback: Good response'" in reasons
    assert html_export.stats()["records_read"] == {"activity": 9}


def test_html_page_of_another_product_is_an_empty_export(tmp_path: Path) -> None:
    from pamport.errors import EmptyExport

    folder = tmp_path / "Takeout" / "My Activity" / "Search"
    folder.mkdir(parents=True)
    (folder / "MyActivity.html").write_text(
        '<html><body><div class="mdl-grid"><div class="outer-cell mdl-cell"><div class="mdl-grid">'
        '<div class="header-cell"><p>Search<br></p></div><div class="content-cell mdl-cell--6-col">'
        "Searched for&nbsp;cats<br>May 24, 2025, 7:00:00 PM CEST<br></div></div></div></div></body></html>",
        encoding="utf-8",
    )
    with pytest.raises(EmptyExport) as info:
        collect(tmp_path)
    assert "Search ×1" in info.value.reason


def test_long_page_streams_card_by_card(tmp_path: Path) -> None:
    card = (
        '<div class="outer-cell mdl-cell"><div class="mdl-grid">'
        '<div class="header-cell"><p>Gemini Apps<br></p>'
        '</div><div class="content-cell mdl-cell--6-col">Prompted&nbsp;question {i}<br>'
        "Jan 1, 2025, {h}:{m:02d}:00 AM UTC<br><p>answer {i} " + "filler " * 200 + "</p></div></div></div>\n"
    )
    page = (
        "<html><body>"
        + "".join(card.format(i=i, h=1 + i // 60 % 11, m=i % 60) for i in range(400))
        + "</body>"
    )
    path = tmp_path / "Gemini Apps" / "MyActivity.html"
    path.parent.mkdir()
    path.write_text(page, encoding="utf-8")
    got = collect(path.parent)
    assert sum(len(c.conversation.messages) for c in got.conversations) == 800
    assert got.stats()["records_read"] == {"activity": 400}


# --- card dates in the usual shapes are read without dateutil, to the same value ------------------------------

_MONTH_TOKENS = st.sampled_from(["Jan", "Feb", "Mar", "Jun", "Sep", "Dec", "Mai", "jun", "JUN", "Foo"])
_YEARS = st.sampled_from([1, 99, 100, 999, 1000, 1999, 2000, 2024, 2025, 2100, 9999])
_CLOCKS = st.builds(
    lambda h, m, s: f"{h}:{m:02d}" + ("" if s is None else f":{s:02d}"),
    st.integers(0, 25),
    st.sampled_from([0, 5, 59, 60]),
    st.sampled_from([None, 0, 30, 59, 60]),
)
_MERIDIANS = st.sampled_from(["", " AM", " PM", "PM", " am"])


@settings(max_examples=500, deadline=None)
@given(
    st.integers(0, 2), _MONTH_TOKENS, st.integers(0, 13), st.integers(0, 32), _YEARS, _CLOCKS, _MERIDIANS,
    st.booleans(),
)
def test_fixed_shape_dates_read_as_dateutil_reads_them(
    shape: int, month: str, month_number: int, day: int, year: int, clock: str, meridian: str, dayfirst: bool
) -> None:
    from dateutil import parser as dateutil_parser

    from pamport.importers.gemini.html_time import _parse_fixed

    text = [
        f"{month} {day} {year:04d} {clock}{meridian}",
        f"{day} {month} {year:04d} {clock}{meridian}",
        f"{year:04d}-{month_number:02d}-{day:02d} {clock}",
    ][shape]
    got = _parse_fixed(text, dayfirst)
    if got is None:
        return  # not a fixed shape, or a value dateutil is left to judge
    assert got == dateutil_parser.parse(text, dayfirst=dayfirst, fuzzy=False), text


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("Jun 3, 2025, 11:14:05\u202fAM CEST", "2025-06-03T09:14:05+00:00"),
        ("30.05.2025, 18:45:00 MESZ", "2025-05-30T16:45:00+00:00"),
        ("10 de março de 2026, 18:12:00 BRT", "2026-03-10T21:12:00+00:00"),
        ("Dec 31, 2025, 12:00:00 AM UTC", "2025-12-31T00:00:00+00:00"),
    ],
)
def test_usual_card_dates_take_the_fixed_path(line: str, expected: str) -> None:
    from unittest import mock

    from pamport.importers.gemini import html_time

    with mock.patch.object(html_time.dateutil_parser, "parse", side_effect=AssertionError("dateutil called")):
        when, unknown = parse_html_time(line)
    assert when is not None and when.isoformat() == expected and unknown is None


@pytest.mark.parametrize(
    "attrs",
    ['class="outer-cell"', 'class="outer-cell x"', 'class="x  outer-cell\t"', 'class=""', "", 'class="OUTER-CELL"',
     'class="outer-cellx"', 'class="outer-cell" class="y"', 'id="outer-cell"'],
)
@pytest.mark.parametrize("name", ["outer-cell", "outer-cell x", "x outer-cell", ""])
def test_card_divs_are_matched_as_beautifulsoup_matches_class(attrs: str, name: str) -> None:
    """The card's cells are found in one walk; a div matches exactly when ``find_all(class_=…)`` says so."""
    from bs4 import BeautifulSoup

    soup = BeautifulSoup(f"<div {attrs}>a</div><p><div {attrs}><div>b</div></div></p>", "html.parser")
    found = soup.find_all("div", class_=name)
    walked = [div for div in html_cells._divs(soup) if html_cells._has_class(div, name)]
    assert walked == found and all(a is b for a, b in zip(walked, found, strict=True))
