"""Gemini answers render to the same text with lexbor as with the BeautifulSoup renderer it replaced.

The old renderer (``tests/gemini_bs4_render.py``) is the oracle: every answer of the fixtures (JSON and HTML
Takeout, and the real exports when ``../shared`` is present) and generated well-formed HTML must give the
same text, images and degraded flag with both.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pamport.importers.gemini import html_text
from pamport.importers.gemini.html_cells import card_record, iter_cards
from pamport.importers.gemini.html_text import html_to_text
from pamport.importers.sources import HashingStream
from tests import gemini_bs4_render
from tests.conftest import SAMPLES


def _same(html: str) -> None:
    new, old = html_to_text(html), gemini_bs4_render.html_to_text(html)
    assert (new.text, new.images, new.degraded) == (old.text, old.images, old.degraded), html


def _json_answers(root: Path) -> Iterator[str]:
    for path in sorted(root.rglob("*.json")):
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (ValueError, UnicodeDecodeError):
            continue
        stack = [data]
        while stack:
            item = stack.pop()
            if isinstance(item, dict):
                html = item.get("html")
                if isinstance(html, str):
                    yield html
                stack.extend(item.values())
            elif isinstance(item, list):
                stack.extend(item)


def _card_answers(root: Path) -> Iterator[str]:
    for path in sorted(root.rglob("*.html")):
        with path.open("rb") as fh:
            for _, card in iter_cards(HashingStream(fh)):
                record, _ = card_record(card)
                for item in (record or {}).get("safeHtmlItem", []):
                    yield item["html"]


def _answers(root: Path) -> list[str]:
    return [*_json_answers(root), *_card_answers(root)]


def test_every_fixture_answer_renders_the_same() -> None:
    answers = _answers(SAMPLES / "gemini")
    assert len(answers) >= 10
    for html in answers:
        _same(html)


def test_every_real_export_answer_renders_the_same(real_exports: Path) -> None:
    answers = _answers(real_exports / "gemini")
    if not answers:
        pytest.skip("no Gemini answers among the real exports")
    for html in answers:
        _same(html)


@pytest.mark.parametrize(
    "html",
    [
        "<p>a &amp; b &lt;c&gt; &eacute;&nbsp;d &#128512; &#x27;e&#x27;</p>",
        "<p>x<!-- note -->y</p><hr><p>z</p>",
        '<ol start="7"><li><p>one</p><ul><li>two</li></ul></li><li>three</li></ol>',
        '<pre><code class="language-python">def f():\n    return "`x`"\n</code></pre>',
        "<pre>\n\nleading newlines\n</pre>",
        "<table><caption>T</caption><thead><tr><th>a</th><th>b</th></tr></thead>"
        "<tbody><tr><td>1 | 2</td><td><code>x</code><br>y</td></tr></tbody></table>",
        '<p>see <a href="https://example.org">https://example.org</a> and <a href="/r">rel</a></p>',
        '<p><img src="a.png" alt="A"> text</p><script>var s = "<img src=b.png>";</script>',
        "<blockquote><p>q</p><blockquote><p>inner</p></blockquote></blockquote>",
        "<div>loose <span>inline <div>block</div></span> tail</div>",
        "<h2>Title <em>em</em></h2><h6>six</h6>",
        "<div>" * 3000 + "deep" + "</div>" * 3000,
        "<div>" * 3000 + "deep<rt>ruby</rt>" + "</div>" * 3000,
        "<p><code>x<script><p></p></script><style>s</style>y</code></p>",
        "<pre>a<rt>b</rt>c<script>d</script></pre>",
        "<ruby><rt><code>x</code></rt></ruby>",
    ],
)
def test_hand_written_answers_render_the_same(html: str) -> None:
    _same(html)


# --- generated well-formed answers (the shapes a Markdown renderer writes) ------------------------------------

_CHARS = st.sampled_from([*list("ab Zé1.,;:!?-_*|`#\n\t\xa0\u200b"), "&amp;", "&lt;", "&gt;", "&quot;", "&#39;"])
_TEXT = st.lists(_CHARS, max_size=10).map("".join)
_INLINE_TAGS = ["em", "strong", "b", "i", "span", "s", "u", "sub", "sup", "small", "mark"]


def _inline(depth: int) -> st.SearchStrategy[str]:
    leaves = st.one_of(
        _TEXT,
        st.just("<br>"),
        st.builds(lambda src, alt: f'<img src="{src}" alt="{alt}">', _TEXT.map(_attr), _TEXT.map(_attr)),
        st.builds(lambda t: f"<code>{t}</code>", _TEXT),
        st.builds(lambda t, u: f"<code>{t}<script>{u}</script><style>{u}</style></code>", _TEXT, _TEXT),
        st.builds(lambda t, u: f"<ruby>{t}<rp>(</rp><rt>{u}</rt><rp>)</rp></ruby>", _TEXT, _TEXT),
        st.builds(lambda t, u: f"<code>{t}<ruby>{t}<rt>{u}</rt></ruby></code>", _TEXT, _TEXT),
        st.builds(lambda t: f"<!--{t.replace('-', '')}-->", _TEXT),
        st.builds(lambda t: f"<script>{t.replace('<', '')}</script>", _TEXT),
    )
    if depth == 0:
        return leaves
    inner = st.lists(_inline(depth - 1), max_size=3).map("".join)
    return st.one_of(
        leaves,
        st.builds(lambda tag, body: f"<{tag}>{body}</{tag}>", st.sampled_from(_INLINE_TAGS), inner),
        st.builds(
            lambda href, body: f'<a href="{href}">{body}</a>',
            st.sampled_from(["https://example.org/x", "mailto:a@b.c", "/relative", "#top", ""]),
            _inline_without_links(depth - 1),
        ),
    )


def _inline_without_links(depth: int) -> st.SearchStrategy[str]:
    """Inline content inside a link (a link inside a link is not well-formed HTML)."""
    return st.lists(st.one_of(_TEXT, st.builds(lambda t: f"<em>{t}</em>", _TEXT)), max_size=3).map("".join)


def _attr(text: str) -> str:
    return text.replace('"', "").replace("&", "")


def _phrasing(depth: int) -> st.SearchStrategy[str]:
    return st.lists(_inline(depth), max_size=4).map("".join)


def _table() -> st.SearchStrategy[str]:
    cell = st.builds(lambda tag, body: f"<{tag}>{body}</{tag}>", st.sampled_from(["td", "th"]), _phrasing(1))
    row = st.lists(cell, min_size=1, max_size=3).map(lambda cells: "<tr>" + "".join(cells) + "</tr>")
    rows = st.lists(row, min_size=1, max_size=3).map("".join)
    return st.builds(
        lambda caption, head, body: (
            "<table>"
            + (f"<caption>{caption}</caption>" if caption else "")
            + (f"<thead>{head}</thead>" if head else "")
            + f"<tbody>{body}</tbody></table>"
        ),
        _TEXT,
        st.one_of(st.just(""), row),
        rows,
    )


def _blocks(depth: int) -> st.SearchStrategy[str]:
    simple = st.one_of(
        st.builds(lambda body: f"<p>{body}</p>", _phrasing(2)),
        st.builds(lambda n, body: f"<h{n}>{body}</h{n}>", st.integers(1, 6), _phrasing(1)),
        st.builds(
            lambda lang, body: (
                f'<pre><code class="language-{lang}">{body}</code></pre>' if lang else f"<pre>{body}</pre>"
            ),
            st.sampled_from(["", "python", "c++", "js"]),
            _TEXT,
        ),
        st.just("<hr>"),
        _table(),
    )
    if depth == 0:
        return simple
    flow = st.lists(st.one_of(_blocks(depth - 1), _phrasing(1)), max_size=3).map("".join)
    items = st.lists(flow.map(lambda body: f"<li>{body}</li>"), min_size=1, max_size=3).map("".join)
    return st.one_of(
        simple,
        st.builds(lambda tag, body: f"<{tag}>{body}</{tag}>", st.sampled_from(["div", "section", "blockquote"]), flow),
        st.builds(lambda body: f"<ul>{body}</ul>", items),
        st.builds(lambda start, body: f'<ol start="{start}">{body}</ol>', st.integers(-2, 12), items),
    )


@settings(max_examples=400, deadline=None)
@given(st.lists(st.one_of(_blocks(2), _phrasing(1)), max_size=5).map("\n".join))
def test_generated_answers_render_the_same(html: str) -> None:
    _same(html)


def test_html_cards_feed_the_comparison() -> None:
    """The HTML Takeout fixture contributes answers (the card reader is part of the comparison)."""
    with next((SAMPLES / "gemini" / "2024.06-html").rglob("MyActivity.html")).open("rb") as fh:
        cards = list(iter_cards(HashingStream(fh)))
    assert cards
    assert any(list(_card_answers(SAMPLES / "gemini" / "2024.06-html")))


@settings(max_examples=500, deadline=None)
@given(st.text(alphabet=st.sampled_from(list("ab \t\n\r\f\v\u00a0\u200b\u2003")), max_size=40))
def test_collapsing_only_the_runs_that_change_equals_collapsing_every_run(text: str) -> None:
    assert html_text._WS_TO_COLLAPSE.sub(" ", text) == html_text._WS.sub(" ", text)


@settings(max_examples=500, deadline=None)
@given(st.text(alphabet=st.sampled_from(list("ab \t\n\r\f\v\u00a0\u200b\u2003")), max_size=40))
def test_the_quick_collapse_equals_collapsing_every_run(text: str) -> None:
    assert html_text._collapse(text) == html_text._WS.sub(" ", text)


# --- answers of plain paragraphs skip the parser ---------------------------------------------------------------

_PLAIN_TEXT = st.text(
    st.characters(blacklist_categories=("Cs",), blacklist_characters="<&\r\x00")
    | st.sampled_from(list(" \t\n\f\v\xa0\u200b\ufeff\u2028>\"'`|#*-")),
    max_size=30,
)
_GAP = st.sampled_from(["", "", " ", "\n", "\n\n", "\t\f "])


@settings(max_examples=400, deadline=None)
@given(st.lists(st.tuples(_PLAIN_TEXT, _GAP), min_size=1, max_size=5), _GAP)
def test_plain_paragraphs_render_as_the_tree_does(paragraphs: list[tuple[str, str]], lead: str) -> None:
    """``<p>text</p>`` answers are rendered without parsing; the text is the one the parsed tree gives."""
    html = lead + "".join(f"<p>{text}</p>{gap}" for text, gap in paragraphs)
    assert html_text._PLAIN_PARAGRAPHS.fullmatch(html)
    fast, tree = html_to_text(html), html_text.render_tree(html)
    assert (fast.text, fast.images, fast.degraded) == (tree.text, tree.images, tree.degraded), html


@pytest.mark.parametrize(
    "html",
    ["<p>a &amp; b</p>", "<p>a\r\nb</p>", "<p>a\x00b</p>", "<p>a<b>b</b></p>", "<P>a</P>", '<p class="x">a</p>',
     "x<p>a</p>", "<p>a</p>x", "<p>a\ud800</p>"],
)
def test_anything_but_plain_paragraphs_is_parsed(html: str) -> None:
    assert not html_text._PLAIN_PARAGRAPHS.fullmatch(html)


_PIECES = st.sampled_from(
    ["<p>", "</p>", "<P>", "</p >", "<p", "p>", "<", ">", "&", "&amp;", "\r", "\x00", "\ud800", "\udfff", " ", "\t",
     "\n", "\f", "\v", "\xa0", "a", "é", "語", "\U0001f600", "<b>", "</b>", "<br>"]
)


def _by_patterns(html: str) -> list[str] | None:
    """The definition the string-method reader must follow: the two patterns of the module."""
    if not html_text._PLAIN_PARAGRAPHS.fullmatch(html):
        return None
    return list(html_text._PARAGRAPH_TEXT.findall(html))


@settings(max_examples=1500, deadline=None)
@given(st.lists(_PIECES, max_size=16).map("".join))
def test_plain_paragraphs_reader_equals_the_patterns(html: str) -> None:
    """Strings made of the pieces that decide (tags, entities, CR, NUL, surrogates, gaps): same verdict, same texts."""
    assert html_text.plain_paragraphs(html) == _by_patterns(html)


@settings(max_examples=400, deadline=None)
@given(st.lists(st.tuples(_PLAIN_TEXT, _GAP), min_size=1, max_size=5), _GAP, _PIECES, st.integers(min_value=0))
def test_plain_paragraphs_reader_on_answers_with_one_change(
    paragraphs: list[tuple[str, str]], lead: str, piece: str, where: int
) -> None:
    """Plain answers, and the same answers with one piece inserted anywhere (most stop being plain)."""
    html = lead + "".join(f"<p>{text}</p>{gap}" for text, gap in paragraphs)
    assert html_text.plain_paragraphs(html) == _by_patterns(html) is not None
    at = where % (len(html) + 1)
    changed = html[:at] + piece + html[at:]
    assert html_text.plain_paragraphs(changed) == _by_patterns(changed)
    fast, tree = html_to_text(changed), html_text.render_tree(changed)
    if _by_patterns(changed) is not None:
        assert (fast.text, fast.images, fast.degraded) == (tree.text, tree.images, tree.degraded), changed
