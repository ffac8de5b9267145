"""Portuguese kinds of phrasing, in both varieties, and decoys of the same shape.

Each case is a sentence written for a *kind* of phrasing (a change of job said with a past verb, a clitic in
either position, a statement before a request, a possessive with apposition, chat spellings, …), not for a
sentence of any evaluation set. A case names the canonical slot (``type/attribute``) the memory must have and a
word its object must contain; a decoy must give nothing at all.
"""

from __future__ import annotations

import pytest

from pamport.pipeline.extract.rules import read_text
from tests.rule_keys import SENT_AT, slot_keys

# (message, "type/attribute", a word of the canonical object)
CASES: list[tuple[str, str, str]] = [
    # a statement followed by a request or question
    ("moro em Coimbra desde março, vale a pena comprar carro?", "fact/home_city", "coimbra"),
    ("Vivo em Faro há dois anos, que praias me recomendas?", "fact/home_city", "faro"),
    ("Moro em Niterói, como faço pra chegar no centro do Rio sem trânsito?", "fact/home_city", "niteroi"),
    ("trabalho na Sonae, como peço férias no portal?", "fact/employer", "sonae"),
    # clitics in both positions, European and Brazilian
    ("Mudei-me para Aveiro no verão.", "fact/home_city", "aveiro"),
    ("Me mudei pra Goiânia ano passado.", "fact/home_city", "goiania"),
    ("Mudámo-nos para Évora em janeiro, a casa é ótima.", "fact/home_city", "evora"),
    ("Nos mudamos para Campinas por causa do trabalho da minha esposa.", "fact/home_city", "campinas"),
    ("Eu e a Marta mudámo-nos para Setúbal.", "fact/home_city", "setubal"),
    ("Eu e meu marido fomos morar em Florianópolis.", "fact/home_city", "florianopolis"),
    ("Chamo-me Leonor e sou designer.", "identity/name", "leonor"),
    ("Formei-me em enfermagem na Universidade do Minho.", "fact/school", "minho"),
    ("Me formei em direito pela USP.", "fact/school", "usp"),
    ("me formei na unicamp em engenharia elétrica", "fact/school", "unicamp"),
    ("Licenciei-me em economia no ISEG.", "fact/field_of_study", "economia"),
    ("Estudei dois anos na Universidade de Coimbra.", "fact/school", "coimbra"),
    ("Fiz psicologia na PUC e hoje trabalho com RH.", "fact/field_of_study", "psicologia"),
    # "estou a + infinitive" and "estou + gerund"
    ("Estou a aprender alemão para ir trabalhar para Berlim.", "goal/learn", "german"),
    ("Estou aprendendo violão sozinho pelo YouTube.", "goal/learn", "violao"),
    ("tou a aprender a programar em Python", "goal/learn", "programar"),
    ("Estou a desenvolver uma app de receitas com Flutter.", "project/working_on", "app"),
    ("Tô fazendo um site pra minha confeitaria, qual plataforma uso?", "project/working_on", "site"),
    ("Estou a escrever um livro sobre a minha avó.", "project/working_on", "livro"),
    # a new job, said as a change
    ("Já não trabalho no banco, mudei para uma startup.", "fact/employer", "startup"),
    ("Saí da Accenture e comecei na semana passada na Critical Software.", "fact/employer", "critical software"),
    ("Entrei no Itaú mês passado como analista.", "fact/employer", "itau"),
    ("Fui contratada pela Natura!", "fact/employer", "natura"),
    ("Consegui emprego na Embraer, começo segunda.", "fact/employer", "embraer"),
    ("Arranjei trabalho numa farmácia em Braga.", "fact/employer", "farmacia"),
    ("Passei para o Hospital de Santa Maria em fevereiro.", "fact/employer", "santa maria"),
    ("trabalho na farfetch desde 2021", "fact/employer", "farfetch"),
    ("Trabalho num hospital privado e faço noites.", "fact/employer", "hospital"),
    # jobs, slang and abbreviations, English titles
    ("sou prof de matemática numa escola em Viseu", "fact/job_title", "prof"),
    ("Sou software engineer numa empresa de Lisboa.", "fact/job_title", "software engineer"),
    ("sou data analyst, preciso de ajuda com SQL", "fact/job_title", "data analyst"),
    ("Sou formador de primeiros socorros.", "fact/job_title", "formador"),
    # possessive + relation + name, apposition both ways
    ("o meu cão, o Bolinha, não para de ladrar", "relationship/pet", "bolinha"),
    ("A minha filha, a Matilde, começa a escola em setembro.", "relationship/child", "matilde"),
    ("Minha gata Mel vomitou hoje, devo me preocupar?", "relationship/pet", "mel"),
    ("A Rita (minha irmã) vai casar em junho.", "relationship/sibling", "rita"),
    ("O Tomás (o meu filho mais novo) tem febre.", "relationship/child", "tomas"),
    ("Meu namorado, o Caio, é vegano.", "relationship/partner", "caio"),
    # family roles said of oneself
    ("Como mãe de gémeos, como organizo as rotinas?", "relationship/status", "mother"),
    ("Sou pai solteiro de uma menina de 4 anos.", "relationship/status", "father"),
    ("Como avó, quero ensinar os netos a cozinhar.", "relationship/status", "avo"),
    ("Sou tio de três sobrinhos, que presente dou no Natal?", "relationship/role", "tio"),
    # age: "tenho X anos", "fiz X"
    ("Fiz 40 no sábado e decidi que vou aprender a nadar.", "identity/age", "40"),
    ("tenho 27 e nunca tirei a carta", "identity/age", "27"),
    # things owned
    ("Tenho um Fiat Punto de 2009, compensa trocar o embraiagem?", "fact/car", "fiat punto"),
    ("Comprei um Toyota Yaris híbrido.", "fact/car", "toyota yaris"),
    ("Dirijo um Onix 2020 e quero trocar de carro.", "fact/car", "onix"),
    ("Comprei um iPhone 15 ontem, como passo as fotos do Android?", "environment/device", "iphone"),
    ("o meu portátil é um ThinkPad e aquece muito", "environment/device", "thinkpad"),
    ("Meu Kindle travou, como reinicio?", "environment/device", "kindle"),
    ("to no ubuntu, como instalo o docker?", "environment/os", "ubuntu"),
    # preferences: "we", "continuo a", chat spellings
    ("Nós adoramos acampar, sugere-me sítios no Alentejo.", "preference/likes", "acampar"),
    ("A gente ama comida japonesa, você indica um restaurante?", "preference/likes", "comida japonesa"),
    ("continuo a adorar surf, há escolas em Peniche?", "preference/likes", "surf"),
    ("continuo viciado em café, como reduzo?", "preference/likes", "coffee"),
    ("eu odeio coentro pq tem gosto de sabão", "preference/dislikes", "coriander"),
    # instructions
    ("Respostas curtas, por favor.", "instruction/style", "curtas"),
    ("Respostas mais diretas pf", "instruction/style", "diretas"),
    ("Dá-me respostas curtas, leio no telemóvel.", "instruction/style", "curtas"),
    ("Me dê respostas objetivas.", "instruction/style", "objetivas"),
    ("Sem emojis, por favor.", "instruction/style", "emojis"),
    ("Nos exemplos de código usa sempre Kotlin.", "instruction/code_language", "kotlin"),
    ("Quando mostrares código, escreve sempre em Go.", "instruction/code_language", "go"),
    ("Use sempre TypeScript nos exemplos.", "instruction/code_language", "typescript"),
    # residence for tax purposes is neither a job nor a home
    ("Sou residente fiscal em Espanha, tenho de declarar cá?", "fact/tax_residence", "espanha"),
    ("Tenho residência fiscal na Irlanda.", "fact/tax_residence", "irlanda"),
    # a goal said by an event or a decision
    ("Decidi que este ano vou aprender a tocar piano.", "goal/learn", "piano"),
    ("O meu objetivo é correr a maratona do Porto.", "goal/achieve", "maratona"),
    ("A minha meta é passar no exame da OAB.", "goal/achieve", "oab"),
    ("Inscrevi-me na meia maratona de Lisboa, ajuda-me com o treino.", "goal/achieve", "maratona"),
    ("Me inscrevi numa corrida de 10k em São Paulo.", "goal/achieve", "corrida"),
    ("Estou a treinar para o Ironman de Cascais.", "goal/achieve", "ironman"),
    ("Consegui vaga na Maratona do Rio!", "goal/achieve", "maratona"),
    # something called one's passion or weakness
    ("Brigadeiro é a minha perdição.", "preference/likes", "brigadeiro"),
    ("O fado é a minha paixão.", "preference/likes", "fado"),
    ("Futebol é minha vida kkk", "preference/likes", "football"),
    ("pastel de nata é o meu fraco, há versões sem açúcar?", "preference/likes", "pastel de nata"),
    # list items under a line about the user
    ("Sobre mim:\n- engenheira civil\n- moro em Setúbal", "fact/job_title", "engenheira civil"),
    ("Para a ficha:\n- professor\n- dois filhos", "fact/job_title", "teacher"),
    ("Sobre mim:\n- mãe da Alice", "relationship/child", "alice"),
    ("Ficha de inscrição:\n- tenho uma filha, a Carolina", "relationship/child", "carolina"),
    ("Sou formadora de primeiros socorros.", "skill/knows", "primeiros socorros"),
    # health, allergies and what one does not consume
    ("Tenho diabetes tipo 1, que lanches posso levar?", "fact/health", "diabetes tipo 1"),
    ("Sou diabética tipo 2.", "fact/health", "diabetico"),
    ("Sou alérgico a marisco, posso comer sushi?", "fact/allergy", "shellfish"),
    ("Não bebo álcool, sugere um cocktail.", "preference/avoids", "alcool"),
    ("Não como carne de porco.", "preference/avoids", "carne de porco"),
    ("Nunca tomo café.", "preference/avoids", "coffee"),
    ("Sou canhota.", "identity/handedness", "left-handed"),
    # people and pets named after "chamado", several children named at once
    ("Tenho um gato chamado Tareco.", "relationship/pet", "tareco"),
    ("Tenho uma cadela chamada Luna.", "relationship/pet", "luna"),
    ("Tenho dois filhos, o João e a Maria.", "relationship/child", "maria"),
    # how to address the user
    ("Trata-me por tu.", "instruction/style", "tratar por tu"),
    ("Me trata por você, por favor.", "instruction/style", "tratar por voce"),
    ("Podes tratar-me por Zé.", "identity/name", "ze"),
    # moves and new jobs said with "acabei de", "agora estou na"
    ("Acabei de me mudar para Lisboa.", "fact/home_city", "lisbon"),
    ("Acabei de mudar-me para o Porto.", "fact/home_city", "porto"),
    ("Mudei de emprego, agora estou na Farfetch.", "fact/employer", "farfetch"),
    # a diet given up and the one that replaces it
    ("Já não sou vegetariana, agora como peixe.", "preference/diet", "pescatarian"),
    ("Deixei de ser vegano, agora como de tudo.", "preference/diet", "omnivore"),
    ("Não sou mais vegetariano, como carne de novo.", "preference/diet", "omnivore"),
]

# Statements that must give nothing: questions, hypotheticals, other people, tasks, role-play, pasted text.
DECOYS: list[str] = [
    "Devo mudar-me para o Porto?",
    "Será que me mudo pra Curitiba?",
    "Se eu fosse piloto, ganhava bem?",
    "Se eu me mudasse para Lisboa, onde devia viver?",
    "A minha amiga mora em Roma e adora.",
    "Minha irmã trabalha na Natura e odeia o chefe.",
    "O meu irmão mudou-se para Londres.",
    "Meu pai comprou um Toyota Corolla.",
    "A Joana comprou um iPhone novo.",
    "Finge que és um chef e sugere um menu.",
    "Finja que você é um recrutador.",
    "Escreve uma bio para uma enfermeira chamada Ana.",
    "Escreva uma apresentação para um engenheiro chamado Paulo que mora em Recife.",
    'Traduz isto: "Eu moro em Braga e sou professora."',
    "Passei no exame de condução!",
    "Passei para o segundo ano da faculdade.",
    "Comecei no ginásio esta semana.",
    "Mudei para o plano anual do Spotify.",
    "Estou a fazer um bolo de chocolate.",
    "Tô fazendo um exercício de matemática, me ajuda?",
    "Vivo no Slack o dia todo.",
    "Vou comprar pão.",
    "Já não moro em Lisboa.",
    "Não sou mãe, mas quero ser um dia.",
    "Usa Python para resolver isto.",
    "Como faço para me mudar para o Canadá?",
    "Quando é o próximo feriado?",
    "Deixei de ser vegetariana.",
    "Me inscrevi na academia.",
    "A minha irmã inscreveu-se na maratona.",
    "Vou correr para apanhar o autocarro.",
    "Isso é a minha praia.",
    "A minha filha é a minha vida.",
    "O Pedro é a minha paixão.",
    "Médico?",
    "O médico disse que estou bem.",
    "Professora de quem?",
    "Não como nada desde ontem.",
    "Não bebo café hoje, estou com insónias.",
    "Agora estou no Porto.",
    "A minha mãe tem diabetes tipo 2.",
    "O meu vizinho tem um gato chamado Bolinhas.",
    "Sobre a Maria:\n- enfermeira\n- mora em Braga",
    "About my son:\n- 12 years old\n- loves football",
    "A minha colega comprou um MacBook Pro, vale a pena?",
    "Ela começou na Google ontem.",
    "A minha filha entrou na faculdade de Medicina.",
    "Corrige: Sou engenheira e trabalho na Galp desde 2019.",
    "Traduz para inglês: Mudei-me para o Porto em 2020.",
    "O meu carro é a minha vida.",
    "Quanto custa inscrever-me na maratona de Lisboa?",
    "Se eu comprasse um iPhone, qual escolhia?",
    "Vou fazer um bolo para o aniversário.",
    "Tô na praia, me manda ideias de jantar.",
    "Entrei no site e não consigo fazer login.",
    "Fomos a Lisboa de comboio.",
    "Meu irmão se mudou pra Floripa.",
    "Eu e a Ana fomos jantar fora.",
    "Meu amigo comprou um Onix.",
    "Respostas do exercício 3, por favor.",
    "Sem açúcar, por favor.",
    "Agora como peixe ao jantar.",
    "Como peixe?",
]



@pytest.mark.parametrize(("text", "attribute", "word"), CASES, ids=[c[0][:40] for c in CASES])
def test_portuguese_kind(text: str, attribute: str, word: str) -> None:
    keys = slot_keys(text)
    assert any(k.startswith(attribute + "/") and word in k.split("/", 2)[2] for k in keys), keys


@pytest.mark.parametrize("text", DECOYS)
def test_portuguese_decoy(text: str) -> None:
    assert slot_keys(text) == []


# Portuguese and English in one message: each part read by its language's rules, values cut where English begins.
MIXED: list[tuple[str, str, str]] = [
    ("moro em Dublin, the rent is insane", "fact/home_city", "dublin"),
    ("Mudei-me para Berlim, the weather is awful", "fact/home_city", "berlin"),
    ("Sou data engineer na Stripe, any tips for interviews?", "fact/employer", "stripe"),
    ("Comecei na Google last week, super nervous", "fact/employer", "google"),
    ("O meu boyfriend, o Jake, is English", "relationship/partner", "jake"),
    ("Tenho 29 anos and I am a nurse", "identity/age", "29"),
    ("Tenho 29 anos and I am a nurse", "fact/job_title", "nurse"),
    ("Sou vegana btw, so no cheese please", "preference/diet", "vegan"),
    ("I live in Porto. Trabalho na Sonae.", "fact/employer", "sonae"),
    ("I live in Porto. Trabalho na Sonae.", "fact/home_city", "porto"),
    ("Falo inglês fluente but my spelling is bad", "skill/speaks", "english"),
    ("quero aprender guitarra properly, any apps?", "goal/learn", "guitar"),
]

MIXED_DECOYS: list[str] = [
    "A minha boss mora em Londres, what should I gift her?",
    "If I moved to Lisboa, would I need a car?",
    "Je ne veux jamais de placeholders du type reste du code, merci",
    "Ich wohne in Berlin und arbeite als Lehrer.",
    "Trabajo como programador en Bogotá y vivo con mi novia.",
]


@pytest.mark.parametrize(("text", "attribute", "word"), MIXED, ids=[f"{c[0][:40]}-{c[1]}" for c in MIXED])
def test_mixed_message(text: str, attribute: str, word: str) -> None:
    keys = slot_keys(text)
    assert any(k.startswith(attribute + "/") and word in k.split("/", 2)[2] for k in keys), keys


@pytest.mark.parametrize("text", MIXED_DECOYS)
def test_mixed_or_foreign_decoy(text: str) -> None:
    assert slot_keys(text) == []


def test_a_value_ends_where_english_begins() -> None:
    contents = [hit.finding.content for hit, _ in read_text("Falo inglês fluente but my spelling is bad", SENT_AT)]
    assert contents == ["O usuário fala inglês fluente"]
