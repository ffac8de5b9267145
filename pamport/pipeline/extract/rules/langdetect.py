"""Which rule set reads a message: English or Portuguese, by counting words that only one of them uses.

Stopwords settle it cheaply and without any model: user messages are short, and the first-person verb forms
that
the rules need ("moro", "tenho", "I'm") are themselves the strongest evidence. Words both languages share
("a",
"me", "no", "as", "do") are left out.
"""

from __future__ import annotations

from pamport.pipeline.extract.rules import regex_cache as rx
from pamport.pipeline.extract.rules.phrases import words

_EN = frozenset(
    words("""
    the and is are i i'm im i've i'd i'll my you your to of in it that this for with on at be have has was
    what does not but or so if just can will would should about from an we they he she our don't doesn't
    am been were there their them which when where how why who want like use using work live please always
    never keep answer answers reply write into than then also very really much more some any all
    """)
)
_PT = frozenset(
    words("""
    de que não nao em um uma para com os do da dos das no na nos nas por mais mas ao ele ela eu meu minha
    meus minhas você voce é está estou sou tenho moro trabalho gosto prefiro adoro odeio quero falo estudo
    nasci pretendo uso se isso esse essa este esta muito também tambem já quando porque como foi ser ter pra
    pro tá né ou pelo pela numa num até sobre há sempre nunca responda seja mantenha escreva evite
    obrigado obrigada olá oi tudo bem aqui agora hoje semana ano anos português portugues chamo chame
    """)
)
#: Function words by language, also used by the per-sentence language gate (:mod:`.language`).
STOPWORDS = {"en": _EN, "pt": _PT}
_TOKEN = rx.compile(r"[a-zà-ÿ']+")


def detect(text: str) -> str | None:
    """``"en"``, ``"pt"``, or ``None`` on even evidence (then both rule sets are tried, English first)."""
    en = pt = 0
    for token in _TOKEN.findall(text.lower()):
        if token in _EN:
            en += 1
        elif token in _PT:
            pt += 1
    if en == pt:
        return None
    return "pt" if pt > en else "en"
