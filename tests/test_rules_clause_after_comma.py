"""A taste said, then a comment on it after a comma: the thing liked is the memory, the comment is not.

"I really like Rust, the compiler catches everything" used to give "User likes Rust, the compiler catches
everything", and "I hate dark mode, everything looks muddy" a second memory "User hates everything looks muddy".
What follows the comma is a clause (it has a finite verb), so the taste ends at the comma
(``phrases.before_clause``). Lists of things ("sushi, ramen and pizza") are still split into one memory each.
"""

from __future__ import annotations

import pytest

from tests.rule_general import keys

# (sentence, the one memory expected): written for this test, none from the evaluation set
CUT = [
    ("I really like Rust, the compiler catches everything", "user likes rust"),
    ("i love python, it's so readable", "user loves python"),
    ("I hate dark mode, everything looks muddy", "user hates dark mode"),
    ("honestly i hate open offices, nobody can focus", "user hates open offices"),
    ("i can't stand coriander, tastes like soap", "user can't stand coriander"),
    ("I love audiobooks, they make the commute fly by", "user loves audiobooks"),
    ("I like rainy sundays, the city feels quieter", "user likes rainy sundays"),
    ("I adore Wes Anderson films, every frame looks like a painting", "user adores wes anderson films"),
    ("we love board games, it gets competitive though", "user loves board games"),
    ("I hate cold showers, my whole body seizes up", "user hates cold showers"),
    ("amo café, tudo fica melhor com ele", "o usuário ama café"),
    ("gosto muito de python, o código fica limpo", "o usuário gosta muito de python"),
    ("odeio segundas, nada dá certo", "o usuário odeia segundas"),
    ("adoro a pizza da esquina, a massa é fina", "o usuário adora a pizza da esquina"),
    ("detesto reuniões longas, nunca se decide nada", "o usuário detesta reuniões longas"),
    ("adoro o outono, as cores são lindas", "o usuário adora o outono"),
    ("gosto de correr de manhã, fico com mais energia", "o usuário gosta de correr de manhã"),
    ("odeio trânsito, parece que nunca acaba", "o usuário odeia trânsito"),
]

# lists of things, and a name with a comma in it: nothing changes
KEPT = [
    ("I like the beach, the mountains and the sea", {"user likes the beach", "user likes the mountains",
                                                     "user likes the sea"}),
    ("I enjoy cooking, baking and gardening", {"user enjoys cooking", "user enjoys baking", "user enjoys gardening"}),
    ("I love jazz, especially Coltrane", {"user loves jazz"}),
    ("adoro praia, sol e mar", {"o usuário adora praia", "o usuário adora sol", "o usuário adora mar"}),
    ("gosto de sushi, ramen e pizza", {"o usuário gosta de sushi", "o usuário gosta de ramen",
                                       "o usuário gosta de pizza"}),
]  # fmt: skip


def _preferences(text: str) -> set[str]:
    return {content for key, _, content in keys(text) if key.startswith("preference/")}


@pytest.mark.parametrize(("text", "expected"), CUT)
def test_the_taste_ends_at_a_comma_that_starts_a_clause(text: str, expected: str) -> None:
    assert _preferences(text) == {expected}


@pytest.mark.parametrize(("text", "expected"), KEPT)
def test_lists_of_things_are_still_read_one_by_one(text: str, expected: set[str]) -> None:
    assert _preferences(text) == expected
