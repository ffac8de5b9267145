"""Tastes said the many ways people tell an assistant about them, in English and Portuguese (both varieties).

Written by kind of phrasing rather than from any evaluation message: verbs of liking and their idioms ("big fan
of", "not a fan of", "can't stand", "obsessed with", "my go-to", "sou fã de", "não suporto", "sou viciada em"),
favourites, pet peeves ("I hate when …"), "X over Y", tastes said before a request, in brackets, after "as a",
in lower case, across food, drink, music, films, sport, clothes, places, brands, games and working habits. A case
names the canonical slot (``type/attribute``) and a word its object must contain; a look-alike (someone else's
taste, a question, a hypothesis, a one-off request, a reaction to the answer, a figure of speech, sarcasm, a
pasted review, role-play, a story's character) must give nothing.
"""

from __future__ import annotations

import pytest

from pamport.pipeline.extract.rules import read_text
from pamport.pipeline.extract.rules.extractor import _worded
from tests.rule_keys import SENT_AT, slot_keys


def _contents(text: str) -> list[str]:
    return [hit.finding.content for hit, _ in _worded(text, read_text(text, SENT_AT))]

# (message, "type/attribute", a word of the canonical object)
CASES: list[tuple[str, str, str]] = [
    # --- English
    ("i'm a big fan of thai food, any recipes for a green curry?", 'preference/likes', 'thai food'),
    ('not a fan of cilantro tbh', 'preference/dislikes', 'coriander'),
    ("can't stand mushrooms so leave them out pls", 'preference/dislikes', 'mushrooms'),
    ('honestly obsessed with korean dramas lately', 'preference/likes', 'korean dramas'),
    ('my favourite band is Radiohead', 'preference/favorite_band', 'radiohead'),
    ('my favorite drink is a negroni', 'preference/favorite_drink', 'negroni'),
    ("i'm really into vinyl records these days", 'preference/likes', 'vinyl records'),
    ('i prefer tea over coffee', 'preference/prefers', 'tea'),
    ('oat flat white is my go-to', 'preference/likes', 'oat flat white'),
    ('i absolutely love the Lakers', 'preference/likes', 'lakers'),
    ('huge fan of Studio Ghibli films, what should i watch next?', 'preference/likes', 'studio ghibli'),
    ('big fan of Brandon Sanderson', 'preference/likes', 'brandon sanderson'),
    ("i'm a sucker for a good heist movie", 'preference/likes', 'heist movie'),
    ('I hate when people chew loudly', 'preference/dislikes', 'people chew loudly'),
    ('i hate crowded beaches, suggest somewhere quiet for august', 'preference/dislikes', 'crowded beaches'),
    ('i really enjoy hiking in the alps', 'preference/likes', 'hiking'),
    ("I'm a huge Liverpool fan", 'preference/likes', 'liverpool'),
    ("I've been obsessed with sourdough since lockdown", 'preference/likes', 'sourdough'),
    ('Nothing beats a cold pint after a long walk', 'preference/likes', 'pint'),
    ("i'm not really into horror films", 'preference/dislikes', 'horror films'),
    ('Jazz is my jam', 'preference/likes', 'jazz'),
    ("I'm a bit of a coffee snob", 'preference/likes', 'coffee'),
    ('i adore linen shirts in summer', 'preference/likes', 'linen shirts'),
    ("I'm not big on sweets", 'preference/dislikes', 'sweets'),
    ('i love italy, what should i see in puglia?', 'preference/likes', 'italy'),
    ("i'm a die-hard Chelsea supporter", 'preference/likes', 'chelsea'),
    ('I prefer working in short sprints with breaks', 'preference/prefers', 'working in short sprints'),
    ('i like working early in the morning', 'preference/likes', 'working early'),
    ("i'm hooked on Wordle", 'preference/likes', 'wordle'),
    ('i detest olives', 'preference/dislikes', 'olives'),
    ("i can't get enough of sushi", 'preference/likes', 'sushi'),
    ('not a huge fan of rom-coms, recommend a thriller instead', 'preference/dislikes', 'rom-coms'),
    ('i like sci-fi books, especially Ursula Le Guin', 'preference/likes', 'sci-fi books'),
    ('as a massive Taylor Swift fan, help me plan a party', 'preference/likes', 'taylor swift'),
    ('My favourite holiday destination is Greece', 'preference/favorite_holiday_destination', 'greece'),
    ('my fave food is ramen', 'preference/favorite_food', 'ramen'),
    ("i'm obsessed w matcha lattes", 'preference/likes', 'matcha lattes'),
    ('i love dogs (especially corgis)', 'preference/likes', 'dogs'),
    ("i really don't like spicy food", 'preference/dislikes', 'spicy food'),
    ("i'm really into Formula 1", 'preference/likes', 'formula 1'),
    ('i love Patagonia jackets', 'preference/likes', 'patagonia jackets'),
    ("i'm into minimalist interiors", 'preference/likes', 'minimalist interiors'),
    ("i've always loved the beach", 'preference/likes', 'beach'),
    ('ive never liked coffee', 'preference/dislikes', 'coffee'),
    ('pizza is my weakness', 'preference/likes', 'pizza'),
    ('as a lifelong Spurs supporter, cheer me up', 'preference/likes', 'spurs'),
    ("i'm a massive wine lover so pick a vineyard tour in portugal", 'preference/likes', 'wine'),
    ('im a huge fan of lo-fi beats while i work', 'preference/likes', 'lo-fi beats'),
    ('need a gift idea for my dad (i love board games myself btw)', 'preference/likes', 'board games'),
    ('plan me a weekend in lisbon, i adore seafood', 'preference/likes', 'seafood'),
    ('i listen to a lot of drum and bass', 'preference/likes', 'drum and bass'),
    ("i can't stand it when trains are late", 'preference/dislikes', 'trains are late'),
    ("i'm all about spicy food, give me a hot sauce list", "preference/likes", "spicy food"),
    ("i live for brunch", "preference/likes", "brunch"),
    ("Sushi is my favourite", "preference/likes", "sushi"),
    ("ramen is my absolute fave, where in soho?", "preference/likes", "ramen"),
    ("i'm not a beach person so a city break please", "preference/dislikes", "beach"),
    ("love love love Paris", "preference/likes", "paris"),
    ("i'm a cat person", "preference/likes", "cat"),
    ("pick a wine for me, i usually go for a malbec", "preference/likes", "malbec"),
    ("i always order the margherita, what else is good?", "preference/likes", "margherita"),
    ("i tend to go for dark chocolate", "preference/likes", "dark chocolate"),
    ("i'd pick tea over coffee any day", "preference/prefers", "tea"),
    ("coffee is life", "preference/likes", "coffee"),
    ("tapas = life, where in madrid?", "preference/likes", "tapas"),
    # --- Portuguese (Brazil and Portugal)
    ('adoro comida tailandesa, tem alguma receita de caril verde?', 'preference/likes', 'comida tailandesa'),
    ('curto muito samba de raiz', 'preference/likes', 'samba de raiz'),
    ('não suporto coentros, tira da receita', 'preference/dislikes', 'coentros'),
    ('sou fã de Harry Potter desde criança', 'preference/likes', 'harry potter'),
    ('odeio acordar cedo ao domingo', 'preference/dislikes', 'acordar cedo'),
    ('prefiro praia a montanha', 'preference/likes', 'praia'),
    ('o meu prato preferido é bacalhau à brás', 'preference/favorite_dish', 'bacalhau'),
    ('meu filme favorito é Cidade de Deus', 'preference/favorite_film', 'cidade de deus'),
    ('sou viciada em séries coreanas', 'preference/likes', 'series coreanas'),
    ('amo o Flamengo', 'preference/likes', 'flamengo'),
    ('não gosto de cerveja, o que sirvo no churrasco?', 'preference/dislikes', 'beer'),
    ('tenho um fraco por doces portugueses', 'preference/likes', 'doces portugueses'),
    ('sou apaixonada por fotografia analógica', 'preference/likes', 'fotografia analogica'),
    ('detesto calor húmido', 'preference/dislikes', 'calor'),
    ('sou louco por futebol americano', 'preference/likes', 'futebol americano'),
    ('a minha banda preferida são os Xutos', 'preference/favorite_band', 'xutos'),
    ('curto demais um bom vinho tinto', 'preference/likes', 'vinho tinto'),
    ('prefiro trabalhar de manhã cedo', 'preference/likes', 'trabalhar de manha'),
    ('não sou muito fã de filmes de terror', 'preference/dislikes', 'filmes de terror'),
    ('odeio quando as pessoas falam alto no comboio', 'preference/dislikes', 'pessoas falam alto'),
    ('sou fanática por Fórmula 1', 'preference/likes', 'formula 1'),
    ('minha série favorita é Breaking Bad', 'preference/favorite_show', 'breaking bad'),
    ('sou uma grande fã de Taylor Swift', 'preference/likes', 'taylor swift'),
    ('tô viciado em Wordle', 'preference/likes', 'wordle'),
    ('não curto funk', 'preference/dislikes', 'funk'),
    ('como fã de jazz, que álbuns me recomendas?', 'preference/likes', 'jazz'),
    ('adoro roupa vintage', 'preference/likes', 'roupa vintage'),
    ('sou doida por gatos', 'preference/likes', 'cats'),
    ('o meu desporto preferido é o padel', 'preference/favorite_sport', 'padel'),
    ('sou obcecada por skincare coreano', 'preference/likes', 'skincare coreano'),
    ('gosto bastante de cozinhar para os amigos', 'preference/likes', 'cozinhar'),
    ('eu amo viajar de comboio', 'preference/likes', 'viajar de comboio'),
    ('odeio filas, qual o melhor horário pra ir ao banco?', 'preference/dislikes', 'filas'),
    ('curto bué jogos de tabuleiro', 'preference/likes', 'jogos de tabuleiro'),
    ('adoro jazz, me indica uns discos', 'preference/likes', 'jazz'),
    ("me amarro em açaí", "preference/likes", "acai"),
    ("sou fissurado em carros antigos", "preference/likes", "carros antigos"),
    ("amarro-me em surf", "preference/likes", "surf"),
    ("como alguém que ama cozinhar, que faca compro?", "preference/likes", "cooking"),
    ("sendo uma pessoa que odeia calor, onde passo o verão?", "preference/dislikes", "calor"),
]

LOOKALIKES: list[str] = [
    # --- English
    "such is life",
    "that's life",
    "life is life",
    "i always order too much",
    "i usually go for it",
    "i usually order online",
    "my husband always orders the margherita",
    "i live for the moment",
    "i'm not a morning person",
    "I'm not a computer person",
    "this is my favourite",
    "you are my favourite",
    "my wife is my favourite",
    'my sister loves sushi, what should i make for her birthday?',
    'do you like jazz?',
    'if i liked olives, which tapenade would you suggest?',
    "I'd like a summary of this article",
    'I love how you explained that',
    'oh great, i just love debugging on a friday night',
    '"I absolutely love this blender, five stars" - can you summarise these reviews?',
    "pretend you're a pirate who loves rum",
    'write a story about a girl who hates broccoli',
    "my husband can't stand country music",
    "i like that idea, let's go with option B",
    'I love it, thanks!',
    'i hate to bother you but can you check my code?',
    "i'd prefer if you used bullet points here",
    'would you prefer the red or the blue one?',
    "i'm fine with either",
    'my boss is a huge Arsenal fan',
    'i love you chatgpt',
    'i hate Mondays lol just kidding',
    'the character is obsessed with revenge',
    "i'd kill for a coffee right now",
    'i love that for you',
    'we love having you here',
    "i'm okay with spicy food",
    'i hate when that happens',
    'is he a big fan of golf?',
    'what if i hated my job?',
    'review: "I\'m a huge fan of this hotel, the staff were great"',
    # --- Portuguese
    "como alguém que odeia calor se veste no verão?",
    'minha irmã adora sushi, o que faço pro aniversário dela?',
    'você gosta de jazz?',
    'se eu gostasse de azeitonas, que receita seria?',
    'queria um resumo deste artigo',
    'adorei a forma como explicaste',
    'meu marido não suporta música sertaneja',
    'gosto dessa ideia, vamos com a opção B',
    'adorei, obrigado!',
    'odeio segundas-feiras, só que não',
    'escreve uma história sobre um menino que odeia brócolos',
    'o personagem é viciado em vingança',
    'prefiro que uses tópicos nesta resposta',
    'o meu chefe é fã do Benfica',
    'adoro quando me explicas assim',
    'odeio quando isso acontece',
    'imagina que eu adoro pescar, que cana compro?',
    'finge que és um pirata que adora rum',
]

# (message, every memory's content, in order)
WORDING: list[tuple[str, list[str]]] = [
    ("as a massive Taylor Swift fan, help me plan a party", ["User likes Taylor Swift"]),
    ("I hate when people chew loudly", ["User hates it when people chew loudly"]),
    ("I love Arsenal, been supporting them since i was 5", ["User loves Arsenal"]),
    ("i'm a die-hard Chelsea supporter", ["User likes Chelsea"]),
    ("i'm obsessed w matcha lattes", ["User is obsessed with matcha lattes"]),
    ("ive never liked coffee", ["User has never liked coffee"]),
    ("I've been obsessed with sourdough since lockdown", ["User has been obsessed with sourdough"]),
    ("sou viciada em séries coreanas", ["A usuária adora séries coreanas"]),
    ("o meu prato preferido é bacalhau à brás", ["O prato preferido do utilizador é bacalhau à brás"]),
    ("odeio quando as pessoas falam alto no comboio", ["O usuário odeia quando as pessoas falam alto no comboio"]),
    ("sou obcecada por skincare coreano", ["A usuária é obcecada por skincare coreano"]),
    ("não suporto coentros, tira da receita", ["O usuário não suporta coentros"]),
    ("sou uma grande fã de Taylor Swift", ["O usuário é grande fã de Taylor Swift"]),
    ("me amarro em açaí", ["O usuário se amarra em açaí"]),
    ("amarro-me em surf", ["O utilizador amarra-se em surf"]),
    ("love love love Paris", ["User loves Paris"]),
    ("i live for brunch", ["User lives for brunch"]),
]


@pytest.mark.parametrize(("text", "attribute", "word"), CASES, ids=[c[0][:40] for c in CASES])
def test_statement(text: str, attribute: str, word: str) -> None:
    keys = slot_keys(text)
    assert any(k.startswith(attribute + "/") and word in k.split("/", 2)[2] for k in keys), keys
    assert all(k.startswith(attribute + "/") for k in keys), keys  # nothing else read from the same words


@pytest.mark.parametrize("text", LOOKALIKES)
def test_lookalike_gives_nothing(text: str) -> None:
    assert slot_keys(text) == []


@pytest.mark.parametrize(("text", "said"), WORDING, ids=[w[0][:40] for w in WORDING])
def test_wording(text: str, said: list[str]) -> None:
    assert _contents(text) == said


#: Paraphrases of one taste, in either language: one canonical key, so that consolidation merges them.
PARAPHRASES: list[tuple[str, str]] = [
    ("my favourite movie is Alien", "o meu filme preferido é o Alien"),
    ("my favorite film is Alien", "meu filme favorito é Alien"),
    ("my favourite colour is green", "my favorite color is green"),
    ("I hate when people chew loudly", "i can't stand it when people chew loudly"),
    ("i'm a die-hard Chelsea supporter", "as a lifelong Chelsea supporter, cheer me up"),
    ("not a huge fan of rom-coms", "i'm not really into rom-coms"),
]


@pytest.mark.parametrize(("one", "other"), PARAPHRASES, ids=[p[0][:40] for p in PARAPHRASES])
def test_paraphrases_share_a_key(one: str, other: str) -> None:
    assert slot_keys(one) == slot_keys(other) != []
