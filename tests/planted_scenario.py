"""One person's history with five assistants: what she said about herself, and what only looks like it.

Marta Ribeiro, a data engineer, lived in Lisbon in 2023 and in Porto from 2024. She writes in English and in
Portuguese. Some statements recur across providers and languages (they must become one memory each); her
home city changes (Lisbon must be superseded by Porto). Every other user message is a decoy of a named kind:
nothing may be remembered from it. Words that occur only in decoys are listed in :data:`DECOY_WORDS`; no memory
may contain them.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.planted_exports import (
    Chat,
    Expect,
    decoy,
    reply,
    said,
    utc,
    write_chatgpt,
    write_claude,
    write_copilot,
    write_gemini,
    write_grok,
)

PROVIDERS = ("chatgpt", "claude", "gemini", "copilot", "grok")
CHATGPT_USER = "user-Mr7Kq2Lx9VbN4pWs8TcYdE1a"
CLAUDE_ACCOUNT = "8c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f"
GROK_USER = "5d2e8f1a-3b4c-4d5e-9f6a-7b8c9d0e1f2a"

NAME = Expect("name", "identity", ("name", "marta ribeiro"))
AGE = Expect("age", "identity", ("34",))
NATIONALITY = Expect("nationality", "identity", ("portuguesa",))
LISBON = Expect("lisbon", "fact", ("lives|mora", "lisbon"))
PORTO = Expect("porto", "fact", ("lives|mora", "porto"))
EMPLOYER = Expect("employer", "fact", ("works|trabalha", "feedzai"))
JOB = Expect("job", "fact", ("data engineer",))
HIKING = Expect("hiking", "preference", ("hiking",))
HORROR = Expect("horror", "preference", ("not like|dislikes", "horror movies"))
COFFEE = Expect("coffee", "preference", ("cafe",))
NEOVIM = Expect("neovim", "environment", ("neovim", "arch linux"), without=("crashes", "files"))
VEGETARIAN = Expect("vegetarian", "preference", ("vegetarian",))
COOKING = Expect("cooking", "preference", ("cozinhar",))
ALLERGY = Expect("allergy", "fact", ("allergic", "peanuts"), without=("granola",))
PYTHON = Expect("python", "skill", ("python", "8 years"))
FRENCH = Expect("french", "skill", ("french",))
SPANISH = Expect("spanish", "skill", ("espanhol",))
RECIPES = Expect("recipes", "project", ("recipe app",))
KUBERNETES = Expect("kubernetes", "goal", ("kubernetes",))
GERMAN = Expect("german", "goal", ("alemao",))
MARATHON = Expect("marathon", "goal", ("marathon",))
WIFE = Expect("wife", "relationship", ("wife", "ana"))
KIDS = Expect("kids", "relationship", ("two kids",))
MANAGER = Expect("manager", "relationship", ("chefe", "ricardo"))
SHORT = Expect("short", "instruction", ("short",))
EMOJIS = Expect("emojis", "instruction", ("emojis",))
PORTUGUESE = Expect("portuguese", "instruction", ("portugues",))
JAPAN = Expect("japan", "context", ("japan",))
HOLIDAY = Expect("holiday", "context", ("ferias",))

#: Facts with a stated end, and the ``temporal.valid_until`` their memory must carry.
VALID_UNTIL = {"japan": "2025-03-01T00:00:00Z", "holiday": "2025-02-01T00:00:00Z"}
#: Words that appear only in decoys, assistant answers, edited-away prompts, attachments and pasted code.
DECOY_WORDS = (
    "globex", "surfing", "madrid", "lua", "berlin", "tortuga", "rum", "braga", "vinho", "rome", "football",
    "tokyo", "yen", "faro", "sailing", "paris", "marte", "astronauta", "futebol", "cadiz", "diving", "basque",
    "google", "skiing", "boston", "paperwork", "cloud", "peninha", "majestic", "parrot", "vegan", "parents",
    "tutor", "teach", "teenagers", "ramen",
)  # fmt: skip

CHATGPT = [
    Chat(
        "Settling into Lisbon",
        utc("2023-03-10T19:02:11"),
        (
            said(
                "Hi! My name is Marta Ribeiro and I'm 34 years old. I live in Lisbon and I work at Feedzai as a "
                "data engineer. Can you help me plan a weekly grocery budget?",
                NAME,
                AGE,
                LISBON,
                EMPLOYER,
                JOB,
            ),
            reply(
                "Of course, Marta! I live in the cloud, so I never buy groceries, but here is a simple plan: "
                "fix a weekly amount, plan five dinners and shop once."
            ),
            said("I love hiking. Which trails near Sintra are good for a Saturday morning?", HIKING),
            reply("Try the Monserrate loop or the climb to the Cruz Alta; both take about three hours."),
        ),
        alternatives={
            2: decoy(
                "edited-away", "Actually I work at Globex and I love surfing. Which beaches near Lisbon are best?"
            ),
            3: reply("I'm a big fan of the Peninha trail; I hike it every month myself."),
        },
    ),
    Chat(
        "init.lua fails on startup",
        utc("2023-09-02T08:15:40"),
        (
            said(
                "I use Neovim on Arch Linux. Why does this config fail on startup?\n\n```lua\n-- I live in Madrid "
                "and I love Lua\nrequire('lazy').setup({})\n```",
                NEOVIM,
            ),
            reply("lazy.nvim is not on your runtimepath yet: clone it into the data directory first."),
            decoy(
                "quote",
                'My colleague wrote "I live in Berlin and I love surfing" in her bio. Is that too casual for LinkedIn?',
            ),
            reply("It is friendly rather than casual; keep it if the rest of the profile is formal."),
        ),
    ),
    Chat(
        "Shipping boxes to Porto",
        utc("2024-04-20T10:30:00"),
        (
            said("Quick update: I live in Porto now. What's the cheapest way to ship 20 boxes from Lisbon?", PORTO),
            reply("A shared van from a removals marketplace is usually cheapest for 20 boxes."),
            said("Keep answers short. I have two kids, so weekends are busy.", SHORT, KIDS),
            reply("Understood."),
        ),
    ),
    Chat(
        "Pirate bedtime story",
        utc("2024-06-11T20:45:00"),
        (
            decoy("role-play", "Write a story where I am a pirate who lives in Tortuga and loves rum."),
            reply("I am Captain Marta, and I live in Tortuga, where the rum flows and the parrots sing..."),
            decoy("task", "Make it funnier and add a parrot."),
            reply("Here is a funnier version with a parrot called Biscoito."),
            decoy(
                "pasted",
                "Here is my prompt for the tutoring bot:\nYou are a patient tutor. I live in Madrid "
                "and I teach Spanish to teenagers.",
            ),
            reply("Add one line on how the tutor should correct mistakes."),
        ),
    ),
    Chat(
        "Granola bar label",
        utc("2024-06-30T16:05:00"),
        (
            said("I'm allergic to peanuts. Is this granola bar safe for me?", ALLERGY),
            reply("The label lists peanut oil, so no: avoid it."),
        ),
        images=frozenset({0}),
    ),
    Chat(
        "Resumo de e-mail",
        utc("2024-07-15T09:05:00"),
        (
            said("Meu chefe é o Ricardo. Ele pediu um resumo da reunião de ontem.", MANAGER),
            reply("Claro! Envie as notas da reunião e eu faço o resumo."),
            decoy(
                "pasted",
                "Resume esse e-mail:\n\nOlá Marta,\nEu moro em Braga e adoro vinho verde. Podemos marcar um "
                "almoço?\nAbraço,\nJoão",
            ),
            reply("O João, de Braga, convida você para um almoço."),
        ),
    ),
]
CHATGPT_INSTRUCTIONS = {"Shipping boxes to Porto": ("Preferred name: Marta", "Be concise.")}

CLAUDE = [
    Chat(
        "Weeknight dinners",
        utc("2024-11-03T17:45:00"),
        (
            said(
                "A bit of context about me:\n- I live in Porto\n- I'm vegetarian\n- I have two kids\n\nCan you "
                "plan five weeknight dinners?",
                PORTO,
                VEGETARIAN,
                KIDS,
            ),
            reply("Here are five: lentil bolognese, chickpea curry, veggie tacos, a frittata and a bean stew."),
        ),
        alternatives={0: decoy("edited-away", "I'm vegan and I live with my parents in Faro. Plan five dinners.")},
    ),
    Chat(
        "Review a pandas loader",
        utc("2024-05-05T14:00:00"),
        (
            said(
                "My name is Marta Ribeiro. I live in Porto and I've been a Python developer for 8 years. Can you "
                "review this function?\n\n```python\ndef load(path):\n    # I work at Globex\n    return "
                "pd.read_csv(path)\n```",
                NAME,
                PORTO,
                PYTHON,
            ),
            reply("I'd pass dtype explicitly. I love pandas myself, but implicit types bite."),
            decoy(
                "other-person",
                "My brother lives in Rome and he loves football. What should I get him for his birthday?",
            ),
            reply("A vintage AS Roma scarf or tickets to a match."),
        ),
    ),
    Chat(
        "i18n for a FastAPI app",
        utc("2024-09-14T18:20:00"),
        (
            said(
                "I'm building a recipe app in my spare time. I speak French. Which i18n library would you pick "
                "for FastAPI?",
                RECIPES,
                FRENCH,
            ),
            reply("Babel with gettext catalogs; it is mature and works well with Jinja templates."),
            decoy("hypothetical", "Suppose I live in Tokyo and earn 6 million yen. How much would rent take?"),
            reply("Roughly a quarter to a third of take-home pay in central Tokyo."),
        ),
    ),
]
#: A text upload on the first message of a chat: its content is not something the user said.
CLAUDE_ATTACHMENTS: dict[str, dict[int, dict[str, Any]]] = {
    "Review a pandas loader": {
        0: {
            "file_name": "about.txt",
            "file_size": 44,
            "file_type": "txt",
            "extracted_content": "About me: I live in Faro and I love sailing.",
        },
    }
}
CLAUDE_MEMORY = (
    "**Work context**\n\nMarta is a data engineer at Feedzai.\n\n"
    "**Personal context**\n\n- Has a dog named Bolacha\n- Enjoys trail running"
)
#: What the provider's own memory must yield (type, words), as native memories.
CLAUDE_NATIVE = (("data engineer", "feedzai"), ("dog", "bolacha"), ("trail running",))

GEMINI = [
    Chat(
        "Cafés no Porto",
        utc("2024-08-03T16:10:00"),
        (
            said(
                "Moro no Porto e trabalho na Feedzai. Quais são bons cafés para trabalhar perto da Boavista?",
                PORTO,
                EMPLOYER,
            ),
            reply("Experimente o Café Majestic se quiser história; eu moro no Porto também e adoro o Majestic."),
            said("Adoro café e quero aprender alemão.", COFFEE, GERMAN),
            reply("Que tal combinar os dois: um grupo de conversação em alemão num café?"),
            said("Sobre mim:\n- Moro no Porto\n- Adoro cozinhar\n\nQue mercados você recomenda?", PORTO, COOKING),
            reply("O Mercado do Bolhão, sem dúvida."),
        ),
        url_id="8c41d2e9a7b35f10",
    ),
    Chat(
        "Idiomas",
        utc("2024-10-10T21:00:00"),
        (
            said("Responda sempre em português. Falo espanhol fluentemente.", PORTUGUESE, SPANISH),
            reply("Combinado, responderei sempre em português."),
            decoy("hypothetical", "E se eu morasse em Paris? Quanto custaria o aluguel?"),
            reply("Um estúdio em Paris custa por volta de 1.100 euros por mês."),
            decoy("other-person", "Meu irmão mora em Madrid e adora futebol. Que presente devo dar a ele?"),
            reply("Uma camisola do Atlético ou um livro sobre a história do clube."),
        ),
        url_id="d1e5f7a9b2c40e36",
    ),
    Chat(
        "Férias",
        utc("2024-12-20T11:00:00"),
        (
            said("Estou de férias até fevereiro. Sugira três livros leves.", HOLIDAY),
            reply("Três sugestões leves: um romance policial, uma crónica de viagem e um livro de contos."),
            decoy("role-play", "Escreva um conto em que eu moro em Marte e sou astronauta."),
            reply("Eu moro em Marte há três anos, escreveu a astronauta no diário de bordo..."),
            said("Sou portuguesa, mas nunca li Saramago. Por onde começo?", NATIONALITY),
            reply('Comece por "O Ano da Morte de Ricardo Reis" ou pelos contos de "Objecto Quase".'),
        ),
    ),
]
GEMINI_EVENTS = [
    {"header": "Gemini Apps", "title": "Used Gemini Apps", "time": "2024-10-10T21:30:00.000Z",
     "products": ["Gemini Apps"], "activityControls": ["Gemini Apps Activity"]},
]  # fmt: skip

COPILOT = [
    Chat(
        "Weekend by train",
        utc("2023-11-18T09:00:00"),
        (
            said("I live in Lisbon. Where can I go for a weekend by train?", LISBON),
            reply("Évora, Coimbra or Tomar are all under three hours from Lisbon by train."),
            decoy("question", "Onde eu deveria morar em Portugal?"),
            reply("Depende do que procura: Porto para trabalho, o Alentejo para sossego."),
        ),
    ),
    Chat(
        "Kubernetes study plan",
        utc("2024-10-02T07:40:00"),
        (
            said("Keep answers short. I want to learn Kubernetes this year. Where do I start?", SHORT, KUBERNETES),
            reply("Start with kind on your laptop, then the official tutorials."),
            decoy(
                "pasted", "Proofread this:\nI am a marine biologist living in Cádiz. I love diving and I speak Basque."
            ),
            reply("Two fixes: 'living in Cádiz,' needs a comma, and 'I speak Basque' fits better last."),
            decoy("conditional", "If I worked at Google, would I earn more than at a startup?"),
            reply("Usually yes in base salary, though equity at a startup can change that."),
        ),
    ),
    Chat(
        "Neovim crashes",
        utc("2024-11-12T22:10:00"),
        (
            said("I use Neovim on Arch Linux and it crashes when I open big files. Any idea why?", NEOVIM),
            reply("Check for a syntax plugin that parses the whole buffer; try :syntax off first."),
        ),
    ),
    Chat(
        "Cover letter opener",
        utc("2024-10-05T13:25:00"),
        (
            decoy("block-quote", "> I work at Google and I love skiing.\n\nIs this a good opener for a cover letter?"),
            reply("It is memorable, but lead with what you would bring to the team."),
        ),
    ),
]

GROK = [
    Chat(
        "Food in Tokyo",
        utc("2025-01-15T02:10:00"),
        (
            # typed on a phone: typographic apostrophes
            said(
                "I\u2019m traveling in Japan until March. Don\u2019t use emojis. What should I eat first?",
                JAPAN,
                EMOJIS,
            ),
            reply("Start with a depachika food hall; I love the ones in Ginza."),
            said(
                "My name is Marta Ribeiro, by the way. I live in Porto and I don\u2019t like horror movies.",
                NAME,
                PORTO,
                HORROR,
            ),
            reply("Nice to meet you, Marta. Skip the horror-themed izakaya and try a quiet kissaten instead."),
        ),
        alternatives={
            1: reply("Welcome to Japan! I live in Tokyo, so I know the best ramen spots."),
            2: decoy("edited-away", "I live in Tokyo now and I love ramen."),
        },
    ),
    Chat(
        "Family weekend",
        utc("2025-02-02T10:00:00"),
        (
            said("My wife Ana and I have two kids. My goal is to run a marathon this year.", WIFE, KIDS, MARATHON),
            reply("A 20-week plan with long runs on Sunday mornings would leave Saturdays for the family."),
            decoy("role-play", "Pretend I am a doctor in Boston and I hate paperwork. Write my resignation letter."),
            reply("Dear Board, after twelve years at the hospital I am resigning, mostly because of the paperwork."),
            decoy("question", "Should I move to Berlin?"),
            reply("Only if the job and the rent work out; Berlin winters are long."),
        ),
    ),
]

CHATS: dict[str, list[Chat]] = {"chatgpt": CHATGPT, "claude": CLAUDE, "gemini": GEMINI, "copilot": COPILOT,
                                "grok": GROK}  # fmt: skip


def build(root: Path) -> dict[str, Path]:
    """Write the five exports side by side under ``root`` (as if unzipped into one folder)."""
    folders = {p: root / p for p in PROVIDERS}
    write_chatgpt(folders["chatgpt"], CHATGPT, CHATGPT_USER, CHATGPT_INSTRUCTIONS)
    write_claude(folders["claude"], CLAUDE, CLAUDE_ACCOUNT, CLAUDE_MEMORY, CLAUDE_ATTACHMENTS)
    write_gemini(folders["gemini"], GEMINI, GEMINI_EVENTS)
    write_copilot(folders["copilot"], COPILOT)
    write_grok(folders["grok"], GROK, GROK_USER)
    return folders
