"""Software, apps, services and devices the user names while speaking of their own use, whatever the verb.

The other environment rules read fixed frames ("I use X", "I'm on X", "my laptop is X"). People name their tools
in any frame: "All my lab numbers live in Excel on a MacBook Air", "the district gave us Chromebooks and
everything runs through Google Classroom", "rodo mais pelo ifood", "marco as revisões pelo WhatsApp". This reader
anchors on the name instead of the frame: a product the lexicon knows (:mod:`.vocab_products`), or an unknown one
a cue word introduces ("the Motive ELD app", "o app Trinks", "a plataforma Hotmart"), in a clause where the user
speaks of themself (a first-person word, or a first-person verb form). It is written once; each language gives a
:class:`Phrasebook` of its cues.

What it leaves alone is the point as much as what it reads: a question about a product, someone else's product
("my boss uses Trello"), a hypothetical or an intention ("if I switched to Linux", "thinking of getting a
MacBook", "quero comprar um iPad"), a comparison or a recommendation ("Notion is better than Evernote"), a product
given up ("ditched my Pixel", "vendi o Redmi"), one seen or read about ("saw it on TikTok"). Questions and tasks
never reach it (the engine reads neither as statements). It runs after the frame rules of its language and fills
their gaps only (:attr:`.Rule.fills_gaps`): a product they already read in the clause gives no second memory.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

from pamport.pipeline.extract.rules import en_syntax, pt_syntax
from pamport.pipeline.extract.rules import regex_cache as rx
from pamport.pipeline.extract.rules import vocab_en as VE
from pamport.pipeline.extract.rules import vocab_pt as VP
from pamport.pipeline.extract.rules.devices import MODEL_WORD
from pamport.pipeline.extract.rules.en_common import article
from pamport.pipeline.extract.rules.model import BuildResult, Clause, Finding, Rule, finding, rule
from pamport.pipeline.extract.rules.phrases import words
from pamport.pipeline.extract.rules.vocab_products import (
    EVERYDAY,
    EVERYDAY_IN_PORTUGUESE,
    FIRST_WORDS,
    LONGEST,
    NAMES,
    OPENINGS,
)

#: A word of a clause, as names are written ("disney+", "notepad++", "battle.net", "s21", "wi-fi").
_WORD = rx.compile(r"[^\W_][\w+#!]*(?:[.-][^\W_][\w+#!]*)*")
_MODEL = rx.compile(MODEL_WORD + r"|\d{1,4}[a-z]{0,2}")
_VERSION = rx.compile(r"\d{1,4}(?:\.\d+)?")
_AFTER_PRO = frozenset(words("meu minha meus minhas seu sua teu tua nosso nossa o a os as ele ela trabalho"))
#: Right after the name, what lives on it ("Instagram account", "canal do YouTube" is read before): a venue.
_PLACE_OF = rx.compile(
    r"\s+(?:profile|channel|page|account|shop|store|feed|summary|bio|post|headline|caption|description|message|review"
    r"|legenda|mensagem|descrição)s?\b",
    re.I,
)
#: Right before a system: the platform a product named before it runs on ("Neovim on Linux", "o Excel no Windows").
_ON_PLATFORM = rx.compile(r"\b(?:on|no|em)\s+$", re.I)
#: A possessive right before a name: "my iPhone" refers to a device told of before; "my iPhone 13" names one.
_POSSESSIVE = rx.compile(r"\b(?:my|our|meu|minha|nosso|nossa)\s+(?:(?:old|new|velho|novo)\s+)?$", re.I)
_APP_AFTER = rx.compile(r"\s+(?:desktop\s+|web\s+|mobile\s+)?app\b", re.I)
_APP_BEFORE = rx.compile(r"\b(?:app|aplicativo)\s+(?:d[oa]\s+)?$", re.I)
#: Words that introduce a product the lexicon does not know, in either language.
CUE_WORDS = frozenset(words("app software platform aplicativo plataforma"))


@dataclass(frozen=True)
class Phrasebook:
    """One language's cues; the reader is the same for every language."""

    language: str
    #: A first-person word or verb form anywhere in the clause ("my", "we", "eu", "usamos", "comprei").
    mine: re.Pattern[str]
    #: A clause that opens with a first-person verb and no subject ("rodo mais pelo ifood", "been using …").
    own_start: re.Pattern[str]
    #: Words of the opening that are no verb, though they look like one ("como", "quando", "tudo").
    not_verbs: frozenset[str]
    #: Endings of such words ("agendamento", "então").
    not_verb_endings: tuple[str, ...]
    #: A clause whose subject is someone else ("my boss uses …", "ela tem …").
    other_subject: re.Pattern[str]
    #: A clause that weighs, wants, compares or recommends rather than states ("if", "thinking of", "better").
    doubt: re.Pattern[str]
    #: A clause that asks the assistant for something ("send me the Spotify link", "me ajuda a montar …").
    request: re.Pattern[str]
    #: A sentence that speaks of its own wording ("não há outra maneira de o dizer", "so to speak"): a figure.
    figure: re.Pattern[str]
    #: Words of the other language's sentences: a clause of them is not this phrasebook's to read.
    foreign: re.Pattern[str]
    #: A negation before the name ("I don't have Excel", "não uso o Teams").
    negation: re.Pattern[str]
    #: Right before the name: a product left or set aside ("from", "ditched my", "vendi o", "than").
    left_behind: re.Pattern[str]
    #: Right before the name: what something is made for ("for my LinkedIn", "pro meu insta"), not a use.
    made_for: re.Pattern[str]
    #: Right before the name: the start of a clause of its own ("and the", "e o"), whose subject the product is.
    joined: re.Pattern[str]
    #: Right before the name: someone else's ("his", "her", "my sister's", "dela", "seu").
    theirs_before: re.Pattern[str]
    #: Right after the name: someone else's ("for my son", "da minha mãe").
    theirs_after: re.Pattern[str]
    #: Where something of the user's own lives ("my profile on", "o meu canal no"): the platform is part of a project.
    venue: re.Pattern[str]
    #: Right after the name: something that goes with the product, not the product ("iPad simulator", "capa").
    not_itself: re.Pattern[str]
    #: Seen or read about, not used ("saw it on TikTok", "vi no Instagram").
    seen: re.Pattern[str]
    #: Words before an everyday-word name that make it a product in this language ("no Teams", "pelo Zoom").
    product_before: re.Pattern[str]
    #: An unknown product introduced by a cue word; the name is group ``name``.
    shaped: re.Pattern[str]
    #: The memory for software, a system, a device: (spelling, kind) → content.
    word: Callable[[str, str], str]


_EN_RELATIONS = VE.alternation(
    (frozenset(VE.RELATIONS) | frozenset(words("kids children parents friends"))) - {"family"}
)
_PT_RELATIONS = VP.alternation(frozenset(VP.RELATIONS) | frozenset(words("filhos pais amigos família familia")))
_PRODUCT_NAMES = VE.alternation(frozenset(NAMES))


def _en_word(name: str, kind: str) -> str:
    if kind == "device":
        return f"User has {article(name)} {name}"
    return f"User uses {name}"


#: Products spoken of in the feminine in Portuguese ("a Netflix", "a Alexa").
_FEMININE = frozenset(words("netflix alexa siri amazon shopee twitch steam hotmart kiwify rappi"))


def _pt_word(name: str, kind: str) -> str:
    if kind == "device":
        return f"O usuário tem um {name}"
    if kind == "os":
        return f"O usuário usa {name}"
    the = "a" if name.lower() in _FEMININE else "o"
    return f"O usuário usa {the} {name}"


EN = Phrasebook(
    language="en",
    mine=rx.compile(r"\b(?:i|i'm|im|i've|ive|i'd|i'll|me|my|mine|myself|we|we're|we've|our|ours|us)\b", re.I),
    own_start=rx.compile(
        r"(?:(?:just|finally|also|still|now|recently)\s+)?(?:been\s+\w+ing|using|got|bought|switched|moved"
        r"|picked\s+up|upgraded|started\s+using|installed|downloaded|stuck\s+(?:on|with)"
        r"|on\s+(?:a|an|my)|spend|spent|spending|living\s+in|live\s+in|work\s+in|working\s+in"
        r"|do\s+(?:all|everything|most))\b",
        re.I,
    ),
    not_verbs=frozenset(),
    not_verb_endings=(),
    other_subject=rx.compile(
        en_syntax.OTHER_SUBJECT.pattern
        + r"|(?:my|our)\s+(?:[\w-]+\s+)?(?:"
        + _EN_RELATIONS
        + r"|boss|manager|colleague|coworker|co-worker|client"
        r"|clients|students?|teacher|doctor|flatmate|roommate|housemate|neighbou?r|competitors?|rivals?|suppliers?"
        r"|landlord|customers?|vendors?)(?:'s)?\s+(?!is\s+(?:on|in)\b)"
        r"|(?:my|our)\s+(?:team|company|work|office|school|uni|department|org|employer|workplace|lab|boss|manager)\s+"
        r"(?:(?:has|have|just|finally|is|are)\s+)?(?:moved|moving|switched|switching|migrated|migrating|decided|wants"
        r"|plans|planning)\b"
        r"|(?:he|she|they|it)\b|(?!(?:" + _PRODUCT_NAMES + r")\b)(?-i:[A-Z])[a-z]+\s+(?:uses|used|has|had|got|bought"
        r"|keeps|loves|runs|swears|prefers|wants|said|says|told|showed)\b",
        re.I,
    ),
    doubt=rx.compile(
        r"\b(?:if|whether|would|could|should|might|may|maybe|perhaps|wish|want|wants|wanted|wanna|planning|plan"
        r"|gonna|going\s+to|thinking|considering|consider|tempted|looking\s+(?:at|into|for)|saving|recommend\w*"
        r"|suggest\w*|told\s+me|better|worse|best|than|vs|versus|instead|rather|compared?|comparing|alternative"
        r"|alternatives|or|try|tried|trying|learn|learning|learnt|learned|teach|need|needs|buy|buying"
        r"|order|ordered|afford|get(?:ting)?\s+(?:a|an|one|the\s+new)|love|loved|loving|hate|hated|hating|adore|prefer|prefers|preferred|can't\s+stand"
        r"|fan|obsessed|never|hopeless|ex|anyone|someone|somebody|people|everyone|nobody|sb|friend's"
        # the past, a skill, a build, a favour, a figure of speech
        r"|used|had|was|were|good\s+at|great\s+at|bad\s+at|decent\s+at|know|knows|proficient|expert|familiar"
        r"|building|developing|creating|making\s+(?:a|an)|helping|help|experience|taught|skilled|good\s+with"
        # an account opened, a mishap, a choice, an attempt, a topic
        r"|signed\s+up|subscribed|married|spilled|spilt|dropped|broke|broken|cracked|smashed|lost|stolen|stole|sold"
        r"|selling|returned|traded|gave\s+(?:away|(?:it|them)\s+(?:to|away))|donated|got\s+rid|passed\s+on|handed\s+down|between|torn|decide|deciding"
        r"|choose|choosing|install|installing|question|questions|about|problem|problems|issue|issues|error|errors)\b"
        # a moment on something, not a habit: "I'm on Zoom"
        r"|\b(?:i'm|im|i\s+am)\s+(?:\w+\s+)?on\s+(?!.*\b(?:all\s+day|every\s+day|all\s+the\s+time|daily"
        r"|constantly|hours)\b)"
        # someone else's thing or a gift: "my son's laptop", "got my mum an iPad"
        r"|\b(?:my|our)\s+(?:" + _EN_RELATIONS + r")'s\b"
        r"|\b(?:got|bought|gave|get|buy|ordered|getting|buying)\s+(?:my|our)\s+(?:" + _EN_RELATIONS + r")\b"
        # what an institution hands out or imposes as a rule: "the school gives us chromebooks", "makes us use Word"
        r"|\b(?:gives|give|provides|provide|lends|lend|makes|make|forces|force)\s+(?:us|me)\b",
        re.I,
    ),
    request=rx.compile(
        r"(?:(?:please|pls|plz|can\s+you|could\s+you|would\s+you|can\s+u|could\s+u)\s+)?(?:set\s+up|explain|send"
        r"|tell|remind|show|give|make|help|write|create|build|find|list|suggest|teach|draft|plan|compare|walk|translate"
        r"|fix|check|summari[sz]e|rewrite|format|generate|design|recommend|convert|turn|add|put|organi[sz]e|sort"
        r"|update|calculate|edit|proofread|review|look|let|get|do|print|open|use|pick|choose|draw|map|sketch|outline"
        r"|break\s+down|name|rank|rate)\b",
        re.I,
    ),
    figure=rx.compile(
        r"\b(?:married\s+to|in\s+love\s+with|so\s+to\s+speak|figuratively|metaphorically|(?:way|manner)\s+(?:of\s+)?(?:to\s+)?(?:say|put)"
        r"|as\s+they\s+say|in\s+a\s+manner\s+of\s+speaking)\b",
        re.I,
    ),
    foreign=rx.compile(r"\b(?:eu|meu|minha|não|nao|uma|um|com|pra|para|pelo|pela|que|é|tô|estou|usamos|uso)\b", re.I),
    negation=rx.compile(
        r"\b(?:not|no|never|don't|dont|didn't|didnt|doesn't|can't|cant|won't|haven't|without)\b|n't\b", re.I
    ),
    left_behind=rx.compile(
        r"\b(?:from|ditched|dumped|dropped|quit|left|sold|deleted|uninstalled|cancell?ed|replaced|over|got\s+rid\s+of"
        r"|swapped|swap|swapping|exchanged|retired|binned|outgrew|replacing|upgrading|retiring"
        r"|stopped\s+using|gave\s+up(?:\s+on)?|broke|broken|cracked|lost|stolen|returned|smashed|spilled|spilt"
        r"|dropped)\s+(?:(?:the|my|our|a|an|old|ancient|that|this|me)\s+)*$",
        re.I,
    ),
    made_for=rx.compile(r"\b(?:for|to|into|onto)\s+(?:my|our)\s+$", re.I),
    joined=rx.compile(r"\b(?:and|but|so|then|plus)\s+(?:(?:the|my|our)\s+)?$", re.I),
    theirs_before=rx.compile(r"\b(?:his|her|their|your|ur|[a-z]+'s)\s+(?:(?:old|new|spare|work|own)\s+)?$", re.I),
    theirs_after=rx.compile(
        r"^\s+(?:[\w-]+\s+)?(?:for|to)\s+(?:my|our|his|her|their)\s+(?:[\w-]+\s+)?(?:" + _EN_RELATIONS + r")\b", re.I
    ),
    not_itself=rx.compile(
        r"\s*(?:simulators?|emulators?|sim|mock-?ups?|templates?|case|charger|cable|screen\s+protector|cover|clone"
        r"|alternatives?|competitors?|killer)\b",
        re.I,
    ),
    venue=rx.compile(
        r"\b(?:profile|channel|page|account|shop|store|feed|podcast|blog|newsletter|server)s?\s+(?:[\w@.-]+\s+){0,5}?"
        r"(?:on|in|at)\s+(?:the\s+)?$",
        re.I,
    ),
    seen=rx.compile(r"\b(?:saw|seen|see|watched|watching|read|heard|found|came\s+across|posted\s+by)\b", re.I),
    product_before=rx.compile(r"(?!)"),
    shaped=rx.compile(
        r"\b(?:the|my|our|this|that)\s+(?P<name>(?-i:[A-Z])[\w.+-]*(?:\s+(?-i:[A-Z0-9])[\w.+-]*){0,2})\s+"
        r"(?:app|software|platform)\b",
        re.I,
    ),
    word=_en_word,
)

PT = Phrasebook(
    language="pt",
    mine=rx.compile(
        r"\b(?:eu|meu|minha|meus|minhas|mim|comigo|nós|nosso|nossa|nossos|nossas|a\s+gente|me|tô|tou|estou|vou"
        r"|sou|uso|utilizo|tenho)\b|-(?:me|nos)\b|(?<![\w-])[^\W\d_]+(?:amos|ámos|emos|imos)\b"
        r"|(?<![\w-])[^\W\d_]{3,}ei\b",
        re.I,
    ),
    own_start=rx.compile(
        r"(?:(?:já|ja|só|so|também|tb|agora|hoje|sempre|ainda|mais)\s+)?(?P<verb>[^\W\d_]{2,}o)\b", re.I
    ),
    not_verbs=frozenset(
        words("""faço faco vivo como quando isso isto aquilo tudo muito pouco novo ano dono caso certo claro obrigado
        todo mesmo outro
        primeiro segundo último ultimo preço preco centro bairro banco carro meio cedo quanto durante contudo portanto
        sábado sabado domingo o no do ao pelo num dito lado juro acerca dentro fora logo apenas trabalho grupo
        marido filho irmão irmao tio avô avo primo amigo namorado noivo sobrinho neto médico medico chefe patrão
        colega vizinho pedro marco joão joao paulo ricardo sergio sérgio diogo bruno gustavo lucas thiago mario""")
    ),
    not_verb_endings=("mento", "ão", "ismo", "ário", "ório", "ículo", "ado", "ido"),
    other_subject=rx.compile(
        pt_syntax.OTHER_SUBJECT.pattern
        + r"|(?:[oa]\s+)?(?:meu|minha|nosso|nossa)\s+(?:[\w-]+\s+)?(?:"
        + _PT_RELATIONS
        + r"|chefe|patrão|patroa"
        r"|colega|cliente|clientes|alunos?|alunas?|professora?|médic[oa]|vizinh[oa]|concorrentes?|fornecedor(?:es)?"
        r"|senhori[oa])\s+(?!é\b)"
        r"|(?:[oa]\s+)?(?:minha|nossa|meu|nosso)\s+(?:equipa|equipe|empresa|escola|faculdade|chefe|departamento)\s+"
        r"(?:(?:já|vai|quer)\s+)?(?:mudou|mudar|migrou|migrar|trocou|trocar|passou|passar|decidiu)\b"
        r"|(?:ele|ela|eles|elas|você|vc|tu)\b|(?!(?:" + _PRODUCT_NAMES + r")\b)(?-i:[A-Z])[a-zà-ú]+\s+"
        r"(?:usa|usou|tem|teve|comprou|ganhou|faz|fez|anda|trabalha|é|está|tá|gosta|adora|prefere|manda|abriu)\b",
        re.I,
    ),
    doubt=rx.compile(
        r"(?<![\w-])(?:se|caso|será|seria|deveria|devia|poderia|podia|talvez|queria|quero|quer|gostaria|pretendo"
        r"|preciso|pensando|penso|pensar|considerando|recomend\w*|indic\w*|suger\w*|sugest\w*|melhor|pior|vs"
        r"|versus|ou|comparar|compensa|aprender|aprendendo|testar|testei|experimentar|experimentei|odeio|detesto"
        r"|adoro|amo|prefiro|comprar|compro|alguém|alguem|gente\s+que|pessoas|todo\s+mundo|alguma|algum"
        # the past, a skill, a build, a favour, a figure of speech
        r"|usava|usei|tinha|tive|era|costumava|sei|mexo|bom\s+em|boa\s+em|desenvolvendo|construindo|criando"
        r"|programando|fazendo\s+(?:um|uma)|montando\s+(?:um|uma)|ajudando|ajudo|ajudar|domino|dominar|experiência"
        r"|experiencia|aprendi|mexer|entre|indecis\w*|escolher|decidir|tentar|tentando|tento|instalar|dúvida|duvida"
        r"|dúvidas|duvidas|pergunta|problema|problemas|sobre|erro|caiu|quebrei|quebrou|parti|partiu|perdi|roubaram"
        r"|roubado|emprestei|emprestado|dei|assinei)\b"
        r"|\bdeixei\s+cair\b"
        # a moment on something, not a habit: "estou no zoom"
        r"|\b(?:estou|tô|to|tou)\s+(?:n[oa]s?|num|numa)\s+(?!.*\b(?:dia\s+todo|dia\s+inteiro|todo\s+o\s+dia|sempre"
        r"|horas|tempo\s+todo)\b)"
        # someone else's thing: "o portátil do meu filho"
        r"|\bd[oa]s?\s+(?:meu|minha|meus|minhas|nosso|nossa)\s+(?:" + _PT_RELATIONS + r")\b"
        # what an institution hands out or imposes as a rule: "a escola dá-nos chromebooks", "obriga-nos a usar"
        r"|\b(?:dá|da|dão|dao|fornece|fornecem|empresta|emprestam|obriga|obrigam)-(?:nos|me)\b"
        r"|\b(?:nos|me)\s+(?:dá|dão|fornece|fornecem|empresta|emprestam|obriga|obrigam)\b|\bobrigad[oa]s?\s+a\b"
        r"|\bem\s+vez\b|\bao\s+invés\b|\bdo\s+que\b|\bvale\s+a\s+pena\b|\bvou\s+\w+(?:ar|er|ir)\b",
        re.I,
    ),
    request=rx.compile(
        r"(?:(?:por\s+favor|pf|pfv|pfvr|você\s+pode|vc\s+pode|podes|pode|consegue|consegues)\s+)?(?:me\s+)?"
        r"(?:ajuda|ajude|faz|faça|faca|monta|monte|cria|crie|explica|explique|manda|mande|diz|diga|mostra|mostre|ensina"
        r"|ensine|lembra|escreve|escreva|gera|gere|sugere|sugira|recomenda|recomende|traduz|traduza|corrige|corrija"
        r"|organiza|organize|revê|revisa|revise|calcula|calcule|compara|compare|lista|liste|dá|dê|passa|indica|indique"
        r"|prepara|prepare|elabora|elabore|resume|resuma|usa|use|escolhe|escolha|desenha|desenhe)(?:-(?:me|nos))?\b",
        re.I,
    ),
    figure=rx.compile(
        r"\b(?:dizer|digamos|por\s+assim\s+dizer|como\s+se\s+diz|maneira\s+de\s+falar|modo\s+de\s+falar)\b", re.I
    ),
    foreign=rx.compile(
        r"\b(?:i|i'm|i've|i'd|my|we|we're|our|the|and|with|is|are|for|of|on|in|it|this|that|you|your|good|need"
        r"|want|can|how|what)\b",
        re.I,
    ),
    negation=rx.compile(r"(?<![\w-])(?:não|nao|nunca|nem|sem|n)\b", re.I),
    left_behind=rx.compile(
        r"\b(?:troquei|troco|vendi|larguei|deixei|abandonei|desinstalei|cancelei|apaguei|saí|sai|mudei|passei"
        r"|migrei|perdi|quebrei|roubaram|estraguei|devolvi|de|do|da|dos|das)\s+(?:(?:o|a|os|as|um|uma|meu|minha"
        r"|velho|velha|antigo|antiga)\s+)*$",
        re.I,
    ),
    made_for=rx.compile(r"\b(?:pr[oa]s?|para(?:\s+[oa]s?)?)\s+(?:meu|minha|meus|minhas|nosso|nossa)\s+$", re.I),
    joined=rx.compile(r"(?<![\w-])(?:e|mas|então|entao|aí|ai)\s+(?:(?:o|a|os|as|meu|minha)\s+)?$", re.I),
    theirs_before=rx.compile(r"\b(?:seu|sua|teu|tua|dele|dela)\s+(?:(?:velho|novo|antigo)\s+)?$", re.I),
    theirs_after=rx.compile(
        r"^\s+(?:[\w-]+\s+)?(?:d[oa]s?|pr[oa]s?|para\s+[oa]s?|ao|à)\s+(?:meu|minha|meus|minhas|nosso|nossa)\s+"
        r"(?:" + _PT_RELATIONS + r")\b|^\s+(?:[\w-]+\s+)?(?:dele|dela|deles|delas)\b",
        re.I,
    ),
    not_itself=rx.compile(
        r"\s*(?:simulador|emulador|capa|capinha|carregador|cabo|película|pelicula|clone|concorrente)\b", re.I
    ),
    venue=rx.compile(
        r"\b(?:perfil|perfis|canal|canais|página|pagina|conta|loja|feed|podcast|blog|servidor)\s+(?:[\w@.-]+\s+){0,5}?"
        r"(?:no|na|em|do|da)\s+$",
        re.I,
    ),
    seen=rx.compile(r"(?<![\w-])(?:vi|vimos|li|lemos|assisti|achei|encontrei|ouvi|vendo)\b", re.I),
    product_before=rx.compile(r"\b(?:no|na|pelo|pela|o|a|do|da|com\s+o|com\s+a|num|numa)\s+$", re.I),
    shaped=rx.compile(
        r"\b(?:app|aplicativo|plataforma|software)\s+(?:d[oa]\s+)?"
        r"(?P<name>(?-i:[A-Z])[\w.+-]*(?:\s+(?-i:[A-Z0-9])[\w.+-]*){0,2})",
        re.I,
    ),
    word=_pt_word,
)


#: A one-word opening in the plural ("chromebooks"): the words ``w`` that ``w[:-1] in OPENINGS`` finds, as a set.
_PLURAL_OPENINGS = frozenset(opening + "s" for opening in OPENINGS if " " not in opening)


@lru_cache(maxsize=4)
def mentioned(lower: str) -> bool:
    """Whether a lower-cased text names a product (or a device in the plural) or a cue word: the reader may have
    something to read. One pass over the words and set lookups: it runs on every message, asked by the English and
    the Portuguese rules in turn (the last few answers are kept)."""
    found = _WORD.findall(lower)
    if FIRST_WORDS.isdisjoint(found):
        return not CUE_WORDS.isdisjoint(found) or not _PLURAL_OPENINGS.isdisjoint(found)
    if not OPENINGS.isdisjoint(found) or not CUE_WORDS.isdisjoint(found):
        return True
    return any(f"{a} {b}" in OPENINGS for a, b in itertools.pairwise(found) if a in FIRST_WORDS)


def _spoken_of_self(book: Phrasebook, text: str) -> bool:
    if book.mine.search(text):
        return True
    start = book.own_start.match(text)
    if start is None:
        return False
    verb = (start.groupdict().get("verb") or "").lower()
    return not verb or (verb not in book.not_verbs and not verb.endswith(book.not_verb_endings))


@dataclass(frozen=True)
class _Named:
    spelling: str
    kind: str
    start: int
    end: int


def _names(book: Phrasebook, clause: Clause) -> list[_Named]:
    """The products the lexicon knows in a clause, each the longest listed name at its word, with the model words
    after a device ("Galaxy S21", "moto g52") and the version after a system ("Windows 11")."""
    text = clause.text
    tokens = list(_WORD.finditer(text))
    out: list[_Named] = []
    i = 0
    while i < len(tokens):
        first = tokens[i].group(0).lower()
        singular = first[:-1] if first.endswith("s") else ""
        if first not in FIRST_WORDS and singular not in FIRST_WORDS:
            i += 1
            continue
        found = None
        for size in range(min(LONGEST, len(tokens) - i), 0, -1):
            run = tokens[i : i + size]
            if any(text[a.end() : b.start()] != " " for a, b in itertools.pairwise(run)):
                continue
            said = " ".join(t.group(0).lower() for t in run)
            if said in NAMES and not (
                said.endswith(" pro") and i + size < len(tokens) and tokens[i + size].group(0).lower() in _AFTER_PRO
            ):
                found = (said, size)
                break
        if found is None and singular in NAMES and NAMES[singular][1] == "device":
            found = (singular, 1)  # "gave us Chromebooks"
        if found is None:
            i += 1
            continue
        said, size = found
        spelling, kind = NAMES[said]
        end = i + size
        while end < len(tokens) and text[tokens[end - 1].end() : tokens[end].start()] == " ":
            following = tokens[end].group(0)
            if following.lower() == "pro" and end + 1 < len(tokens) and tokens[end + 1].group(0).lower() in _AFTER_PRO:
                break  # "um ipad pro meu pai": "pro" is "para o"
            model = kind == "device" and _MODEL.fullmatch(following.lower()) is not None
            version = kind == "os" and _VERSION.fullmatch(following) is not None
            # "Opera PMS": capitals that go on with the name
            capitals = kind == "uses" and not clause.lowercase and following.isupper() and len(following) > 1
            if not (model or version or capitals):
                break
            spelling += " " + following
            end += 1
        if not _product(book, clause, said, size, tokens[i].start(), tokens[end - 1].end()):
            i = end
            continue
        out.append(_Named(spelling, kind, tokens[i].start(), tokens[end - 1].end()))
        i = end
    return out


def _product(book: Phrasebook, clause: Clause, said: str, size: int, start: int, end: int) -> bool:
    """Whether a name that is also an everyday word is meant as the product here: typed with its capital (not at
    the start of the sentence), with a model or version after it, next to an app word, or, in Portuguese, after an
    article or preposition ("no teams", "pelo zoom")."""
    if size > 1 or said not in EVERYDAY:
        return True
    typed = clause.text[start:end]
    if " " in typed:
        return True  # "Windows 11", "galaxy s23": a model after it
    before, after = clause.text[:start], clause.text[end:]
    if _APP_AFTER.match(after) or _APP_BEFORE.search(before):
        return True
    if book.language == "pt" and said not in EVERYDAY_IN_PORTUGUESE and book.product_before.search(before):
        return True
    capital = typed[0].isupper() and not clause.lowercase
    return capital and bool(before.strip() or clause.prefix.strip())


def _unknown(book: Phrasebook, clause: Clause, known: list[_Named]) -> list[_Named]:
    """Products the lexicon does not know, introduced by a cue word ("the Motive ELD app", "o app Trinks")."""
    if clause.lowercase:
        return []
    out = []
    for match in book.shaped.finditer(clause.text):
        name = match.group("name")
        first = name.split()[0]
        if first.lower() in {"i", "the", "a", "o", "my", "eu"} or any(
            n.start <= match.start("name") < n.end for n in known
        ):
            continue
        out.append(_Named(name, "uses", match.start("name"), match.end("name")))
    return out


def _mine(book: Phrasebook, clause: Clause, named: _Named) -> bool:
    """Whether this name, in a clause about the user, is the user's own and in use."""
    before, after = clause.text[: named.start], clause.text[named.end :]
    if named.kind == "device" and " " not in named.spelling and _POSSESSIVE.search(before[-20:]):
        return False  # "my iphone keeps dying": the phone the user told of before, if any; "my iPhone 13" is read
    if book.joined.search(before[-20:]) and not (
        after.lstrip().lower().startswith(("app ", "aplicativo "))
        or book.mine.search(re.split(r"[,;]|\s(?:and|but|e|mas)\s", after)[0])
    ):
        return False  # "… e o Revit arrasta-se todo": the product's own clause says nothing of the user
    return not (
        book.made_for.search(before[-30:])
        or book.left_behind.search(before[-60:])
        or book.theirs_before.search(before[-40:])
        or book.theirs_after.match(after)
        or book.seen.search(before)
        or book.venue.search(before[-60:])
        or _PLACE_OF.match(after)
        or book.not_itself.match(after)
        or book.negation.search(before)
    )


def reader(book: Phrasebook) -> Callable[[re.Match[str], Clause], BuildResult]:
    """The one builder: every product named in a clause where the user speaks of their own use of it."""

    def build(match: re.Match[str], clause: Clause) -> BuildResult:
        text = clause.text
        if not mentioned(clause.lower):
            return None
        if not _spoken_of_self(book, text) or book.doubt.search(text) or book.other_subject.match(text):
            return None
        if book.foreign.search(text) or book.request.match(text) or book.figure.search(clause.sentence):
            return None
        named = _names(book, clause)
        named += _unknown(book, clause, named)
        out: list[Finding] = []
        seen: set[str] = set()
        for one in sorted(named, key=lambda n: n.start):
            if one.spelling.lower() in seen or not _mine(book, clause, one):
                continue
            if one.kind == "os" and out and _ON_PLATFORM.search(text, 0, one.start):
                continue  # "Neovim on Linux": where the product named before runs, one fact with it
            seen.add(one.spelling.lower())
            content = book.word(one.spelling, one.kind)
            slot = f"environment.{one.kind}"
            out.append(finding("environment", content, 0.7, "tools", slot=slot, value=one.spelling, domain="technical"))
        return out or None

    return build


def rules(book: Phrasebook) -> list[Rule]:
    """The reader as its language's rule: read anywhere in a clause, after the frame rules, filling their gaps."""
    return [
        rule(f"{book.language}.environment.named", "", r"\A", reader(book), "environment", fills_gaps=True),
    ]
