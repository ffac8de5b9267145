"""Which English spelling to write in: every variety, one object however it is asked for.

"use British spelling", "write in UK English" and "stick to UK spelling" are one instruction
(``instruction/spelling/british english``), so they merge, and a later "use American spelling" replaces it.
Varieties beyond British and American (Australian, Canadian, Irish, New Zealand…) used to fall to a style
instruction or to nothing.
"""

from __future__ import annotations

import pytest

from tests.rule_general import keys

ASKED = [
    ("Can you use Australian spelling from now on?", "australian english"),
    ("pls use aussie spelling in my reports", "australian english"),
    ("write in Canadian English from now on", "canadian english"),
    ("answer in Australian English please", "australian english"),
    ("always use Irish English spelling", "irish english"),
    ("use New Zealand spelling, not American", "new zealand english"),
    ("please use British spelling", "british english"),
    ("write in UK English", "british english"),
    ("stick to UK spelling", "british english"),
    ("stick to US spelling", "american english"),
]

NOT_ASKED = [
    "is 'colour' British or American spelling?",
    "what's the difference between Australian and British English?",
    "my Canadian English teacher was really strict about commas",
    "my cousin always writes in Australian English on purpose",
]


@pytest.mark.parametrize(("text", "variety"), ASKED)
def test_every_variety_is_one_spelling_instruction(text: str, variety: str) -> None:
    assert [(key, obj) for key, obj, _ in keys(text)] == [("instruction/spelling", variety)]


@pytest.mark.parametrize("text", NOT_ASKED)
def test_talk_about_spellings_is_no_instruction(text: str) -> None:
    assert not [key for key, _, _ in keys(text) if key.startswith("instruction/")]
