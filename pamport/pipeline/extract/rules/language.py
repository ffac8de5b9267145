"""Is a sentence in the language of the rules about to read it? Sentences in other languages give nothing.

A rule set for Portuguese reading a French sentence ("je ne veux jamais de placeholders…") or an English rule
reading a Thai word ("I love มิง") turns out garbage, so every sentence a rule could read is checked first:

* any letter outside the Latin script (Thai, Cyrillic, CJK, Arabic, …) makes the sentence foreign: the rules
  cover English and Portuguese only;
* otherwise ``lingua`` (a maintained detector whose n-gram models ship inside its wheel, no download) weighs
  the sentence among the covered languages and the Latin-script languages that share their words (Spanish,
  French, Italian, German). The sentence is foreign only when another language wins clearly
  (:data:`CLEAR` and twice the rule language's confidence): on a four-word sentence such as "I live in Porto"
  lingua is unsure (Italian 0.30, English 0.13), and there the rule that matched its English frame is the
  better witness. Names mislead it ("We live in Utrecht" reads as Dutch), so capitalised words after the first
  are left out of what it weighs, and a sentence where at least one word in three is one of the rule language's
  function words (:mod:`.langdetect`) is read whatever lingua says.

The detector is built on first use and only in processes that extract, and only sentences a rule could read
are checked (the trigger runs first), which keeps the cost small on large exports.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache
from typing import TYPE_CHECKING

from pamport.pipeline.extract.rules import regex_cache as rx
from pamport.pipeline.extract.rules.langdetect import STOPWORDS
from pamport.pipeline.extract.rules.phrases import words

if TYPE_CHECKING:
    from lingua import LanguageDetector

#: Languages the rules cover, and Latin-script languages whose sentences they might misread.
COVERED = ("en", "pt")
NEIGHBOURS = ("es", "fr", "it", "de")
#: Confidence at which another language is taken to be the sentence's language.
CLEAR = 0.5
#: Shorter sentences are not judged: trigram statistics cannot tell "Toco piano" from Italian.
MIN_WORDS = 6
#: Longer sentences are judged on their first words: two dozen words settle the language as well as two hundred,
#: and lingua's cost grows with the text (a pasted paragraph without full stops is one long "sentence").
MAX_WORDS = 24
#: Function words English and Portuguese share (left out of the stopword lists that tell them apart).
SHARED = frozenset({"a", "o", "e", "me", "no", "as", "do", "so", "se"})
#: Letters outside the Latin script (Latin-1 supplement and Latin Extended-A/B are Latin).
_TOKEN = rx.compile(r"[^\W\d_]+(?:'[^\W\d_]+)?")
_NON_LATIN = rx.compile(r"[^\W\d_A-Za-z\u00aa\u00b5\u00ba\u00c0-\u024f\u1e00-\u1eff]")


_ALL_FUNCTION_WORDS = frozenset().union(*STOPWORDS.values(), SHARED)
#: Words and letters only Portuguese has among the languages weighed ("moro em Coimbra desde marco, vale a pena
#: comprar carro?" shares most words with Spanish, but not "em"), and those only the others have ("y", "una").
_PORTUGUESE_ONLY = frozenset(
    words("""em um uma uns umas não nao é meu minha meus minhas você voce vc pra tô estou sou tenho moro ao aos às à
    também tambem isso essa esse nós eu só chama chamo agora ainda já então ontem hoje ele ela dele dela mesmo muito
    depois coisa fazer faço gosto""")
)
_NOT_PORTUGUESE = frozenset(
    words("""y el los las una en es muy pero yo mi tengo soy estoy con hola gracias je il nous vous les des une est pas
    ne suis sono che per della ich und der die das nicht bin""")
)
_PORTUGUESE_LETTERS = rx.compile(r"[ãõ]")
#: The function words that are a whole token when they stand between spaces (all of them, unless a list gains a
#: word the tokenizer would cut).
_SPACED_FUNCTION_WORDS = frozenset(word for word in _ALL_FUNCTION_WORDS if _TOKEN.fullmatch(word))


@lru_cache(maxsize=1)
def _detector() -> LanguageDetector:
    from lingua import IsoCode639_1, Language, LanguageDetectorBuilder

    codes = [getattr(IsoCode639_1, code.upper()) for code in (*COVERED, *NEIGHBOURS)]
    languages = [Language.from_iso_code_639_1(code) for code in codes]
    # Low accuracy mode: trigram models only, built in half a second and ~30 MB, where the full models take
    # seconds to load and ~200 MB; its doubts on short sentences are covered by the function-word check.
    return LanguageDetectorBuilder.from_languages(*languages).with_low_accuracy_mode().build()


def warm() -> None:
    """Load lingua's models now (~0.07 s of CPU): a run calls this before it forks its workers, which then share
    them instead of each loading its own copy on its first question."""
    _detector().compute_language_confidence_values("the models of every language are loaded by a first question")


def foreign_script(sentence: str) -> bool:
    """Letters of a script the rules do not read (never in ASCII text, which Python knows without reading it)."""
    return not sentence.isascii() and _NON_LATIN.search(sentence) is not None


@lru_cache(maxsize=4096)
def sentence_language(sentence: str, expected: str) -> str:
    """``expected`` when the sentence can be read as that language, else the language it is in (or ``und``)."""
    if foreign_script(sentence):
        return "und"
    tokens = _TOKEN.findall(sentence)
    if len(tokens) < MIN_WORDS:
        return expected
    own = STOPWORDS.get(expected, frozenset()) | SHARED
    lowered = [token.lower() for token in tokens]
    if sum(token in own for token in lowered) * 3 >= len(tokens):
        return expected
    if expected == "pt" and _NOT_PORTUGUESE.isdisjoint(lowered) and (
        not _PORTUGUESE_ONLY.isdisjoint(lowered) or _PORTUGUESE_LETTERS.search(sentence)
    ):
        return expected  # a word or a letter no neighbour language has, and none of theirs
    others = [STOPWORDS[code] for code in COVERED if code != expected and code in STOPWORDS]
    if any(token in STOPWORDS.get(expected, ()) for token in lowered) and any(
        token in words for words in others for token in lowered
    ):
        return expected  # the covered languages alternating: "moro em Dublin, the rent is insane"
    text = " ".join([tokens[0], *(t for t in tokens[1:] if not t[0].isupper())][:MAX_WORDS])
    values = _detector().compute_language_confidence_values(text)
    if not values:
        return expected
    scores = {value.language.iso_code_639_1.name.lower(): value.value for value in values}
    top = values[0]
    code = top.language.iso_code_639_1.name.lower()
    if code in COVERED or top.value < CLEAR or top.value < 2 * scores.get(expected, 0.0):
        return expected
    return code


def readable(sentence: str, expected: str) -> bool:
    """Whether rules written for ``expected`` may read this sentence."""
    return sentence_language(sentence, expected) == expected


def foreign_sentences(sentences: Iterable[str], undecided: list[str] | None = None) -> int:
    """How many of these user sentences are in a language the rules do not cover.

    Run on every user sentence, so it asks lingua only about sentences of :data:`MIN_WORDS` or more that have no
    English or Portuguese function word at all (a foreign script is foreign without asking). With ``undecided``,
    those questions are appended there instead, for :func:`other_languages` to answer many at a time: lingua's
    models stay in the processor's cache through a batch, where one question between two conversations' parsing
    costs several times as much.
    """
    count = 0
    for sentence in sentences:
        if foreign_script(sentence):
            count += 1
            continue
        lower = sentence.lower()
        # A function word standing between spaces is one of the sentence's tokens: the usual sentence is settled
        # by a split, without the tokenizer.
        if not _SPACED_FUNCTION_WORDS.isdisjoint(lower.split()):
            continue
        tokens = _TOKEN.findall(lower)
        if len(tokens) < MIN_WORDS or not _ALL_FUNCTION_WORDS.isdisjoint(tokens):
            continue
        words = " ".join(tokens[:MAX_WORDS])
        if undecided is not None:
            undecided.append(words)
        elif _other_language(words):
            count += 1
    return count


def other_languages(undecided: Iterable[str]) -> int:
    """How many of the word sequences :func:`foreign_sentences` left undecided lingua places in another language."""
    return sum(_other_language(words) for words in undecided)


@lru_cache(maxsize=4096)
def _other_language(words: str) -> bool:
    """lingua clearly places these words in a language the rules do not cover (a pasted prompt recurs often)."""
    values = _detector().compute_language_confidence_values(words)
    return bool(values) and values[0].value >= CLEAR and values[0].language.iso_code_639_1.name.lower() not in COVERED
