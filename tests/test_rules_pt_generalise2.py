"""More Portuguese statements by kind, written for this file in both varieties, the way people type to an assistant.

Kinds: where one works and in which town (a job said with its town, an employer named after the kind of place it
is, "trampo" for work), software named by what one does in it ("faço os posts no Canva", "trabalho no Excel"),
devices one got ("peguei um iPhone 12"), partners by their everyday names ("minha mina", "meu boy"), a break-up,
a pet adopted and named. Each kind has sentences in European and Brazilian Portuguese, without accents, in lower
case, with chat spellings, in passing before a request or in brackets, with "a gente"/"nós" and English words;
and look-alikes that must give nothing: someone else's fact, a hypothetical, a question, a task about someone
else, a figure of speech. None of them is taken from the evaluation set.
"""

from __future__ import annotations

import unicodedata

import pytest

from pamport.pipeline.extract.rules import read_text
from pamport.pipeline.extract.rules.extractor import _worded
from tests.rule_keys import SENT_AT, slot_keys

# (message, "type/attribute", a word the canonical object must contain)
WORK: list[tuple[str, str, str]] = [
    # a job said with the town it is in: where the user lives
    ("sou barbeiro aqui em campinas, me ajuda com umas legendas?", "fact/home_city", "campinas"),
    ("sou enfermeira em Coimbra e faço muitas noites", "fact/home_city", "coimbra"),
    ("sou professora numa escola em Braga, como preparo a reunião de pais?", "fact/home_city", "braga"),
    ("sou dev numa startup em Recife e queria mudar de área", "fact/home_city", "recife"),
    ("Sou cozinheiro num restaurante no Porto.", "fact/home_city", "porto"),
    ("sou motorista de uber aqui em sp, vale a pena trocar de carro?", "fact/home_city", "sp"),
    ("trabalho como cabeleireira cá em Setúbal", "fact/home_city", "setubal"),
    ("sou engenheira civil em Curitiba (obra pesada)", "fact/home_city", "curitiba"),
    # an employer named after the kind of place it is
    ("Sou contabilista numa consultora em Lisboa, a Kestrel Partners.", "fact/employer", "kestrel partners"),
    ("trabalho numa agência de publicidade, a Pixel Norte, e ando cansada", "fact/employer", "pixel norte"),
    ("sou designer numa startup, a Lumen Labs, pode rever o meu portfolio?", "fact/employer", "lumen labs"),
    ("trabalho num hotel em Faro, o Mar Azul", "fact/employer", "mar azul"),
    ("sou analista num banco, o Itaú, faz 2 anos", "fact/employer", "itau"),
    # "trampo": work, in Brazilian slang
    ("trampo na Padaria Estrela faz 2 anos, como peço aumento?", "fact/employer", "padaria estrela"),
    ("tô trampando na Magalu desde janeiro", "fact/employer", "magalu"),
    ("trampo como entregador no ifood e quero organizar as contas", "fact/job_title", "entregador"),
    ("eu trampo na Renner, no estoque", "fact/employer", "renner"),
    ("to trampando de garçom num bar", "fact/job_title", "garcom"),
]
WORK_DECOYS: list[str] = [
    "a minha irmã é enfermeira em Coimbra",
    "se eu fosse professora em Braga, ganhava mais?",
    "escreve um texto sobre um barbeiro em Campinas",
    "o trampo do meu marido na Magalu é puxado",
    "meu namorado trampa na Renner",
    "vale a pena trampar na Magalu?",
    "o João é contabilista numa consultora, a Kestrel Partners",
]
#: A job beside something that is not a town: the job only, no home.
NOT_A_HOME: list[str] = [
    "sou enfermeira em pediatria",
    "sou professor em tempo integral",
    "sou engenheiro em Energias Renováveis",
    "sou enfermeira em Coimbra de férias",
]


@pytest.mark.parametrize(("text", "attribute", "word"), WORK, ids=[c[0][:40] for c in WORK])
def test_work(text: str, attribute: str, word: str) -> None:
    keys = slot_keys(text)
    assert any(k.startswith(attribute + "/") and word in k.split("/", 2)[2] for k in keys), keys


@pytest.mark.parametrize("text", WORK_DECOYS)
def test_no_work_from(text: str) -> None:
    assert slot_keys(text) == []


@pytest.mark.parametrize("text", NOT_A_HOME)
def test_no_home_from(text: str) -> None:
    keys = slot_keys(text)
    assert not any(k.startswith("fact/home_city/") for k in keys), keys


TOOLS: list[tuple[str, str, str]] = [
    # software named by what one does in it
    ("edito os posts no Canva pro meu perfil, tem dica de cores?", "environment/uses", "canva"),
    ("faço tudo no Notion, até a lista de compras", "environment/uses", "notion"),
    ("edito os vídeos no CapCut e demora imenso a exportar", "environment/uses", "capcut"),
    ("monto as planilhas no excel, me ajuda com uma fórmula?", "environment/uses", "excel"),
    ("escrevo tudo no Notion (trabalho e casa)", "environment/uses", "notion"),
    ("faco as contas todas no excel", "environment/uses", "excel"),
    ("gravo os podcasts no Audacity", "environment/uses", "audacity"),
    ("Desenho as plantas no AutoCAD mas quero aprender Revit.", "environment/uses", "autocad"),
    ("a gente organiza as tarefas da casa no Trello", "environment/uses", "trello"),
    # working in an app is a tool, never an employer
    ("Estou a trabalhar em Excel o dia todo, como faço uma tabela dinâmica?", "environment/uses", "excel"),
    ("trabalho no Figma o dia inteiro", "environment/uses", "figma"),
    ("to trabalhando no Photoshop agora", "environment/uses", "photoshop"),
    # a device one got or carries
    ("peguei um iphone 12 usado, como passo as fotos?", "environment/device", "iphone 12"),
    ("ganhei um Kindle no natal", "environment/device", "kindle"),
    ("tô com um Galaxy A54 e a bateria não dura", "environment/device", "galaxy a54"),
    ("arranjei um portátil Lenovo para a faculdade", "environment/device", "lenovo"),
    ("ando com um xiaomi velhinho, qual compro?", "environment/device", "xiaomi"),
]
TOOLS_DECOYS: list[str] = [
    "a minha filha faz os desenhos no Procreate",
    "e se eu fizesse os posts no Canva?",
    "faço isto no Canva ou no Figma?",
    "escreve um post sobre o Canva",
    "o meu chefe trabalha no Excel o dia todo",
    "meu irmão pegou um iphone 12",
    "peguei uma gripe daquelas",
    "tô com um problema no excel",
    "faço um convite no Canva para a festa?",
]


@pytest.mark.parametrize(("text", "attribute", "word"), TOOLS, ids=[c[0][:40] for c in TOOLS])
def test_tool_or_device(text: str, attribute: str, word: str) -> None:
    keys = slot_keys(text)
    assert any(k.startswith(attribute + "/") and word in k.split("/", 2)[2] for k in keys), keys


@pytest.mark.parametrize("text", TOOLS_DECOYS)
def test_no_tool_or_device_from(text: str) -> None:
    assert slot_keys(text) == []


def test_working_in_an_app_is_no_employer() -> None:
    keys = slot_keys("Estou a trabalhar em Excel o dia todo no portátil da empresa")
    assert not any(k.startswith("fact/employer/") for k in keys), keys


PEOPLE: list[tuple[str, str, str]] = [
    # partners by their everyday names
    ("minha mina, a Júlia, faz niver sábado, o que eu dou?", "relationship/partner", "julia"),
    ("meu boy, o Caio, odeia praia", "relationship/partner", "caio"),
    ("o meu mozão (Lucas) faz anos amanhã", "relationship/partner", "lucas"),
    ("minha mina Bia é vegana, receita pro jantar?", "relationship/partner", "bia"),
    ("o meu boyfriend, o Jake, vem cá no natal", "relationship/partner", "jake"),
    # a break-up: the user is single
    ("eu e a Júlia terminamos semana passada, como supero?", "relationship/status", "single"),
    ("terminei com o meu namorado ontem", "relationship/status", "single"),
    ("acabei o namoro com o Rui em março", "relationship/status", "single"),
    ("a gente terminou faz um mês e ainda dói", "relationship/status", "single"),
    ("terminei com a minha namorada, any tips?", "relationship/status", "single"),
    # a pet adopted and named
    ("eu e a Ju adotamos um gatinho, o Farofa, e ele morde tudo", "relationship/pet", "farofa"),
    ("adotei uma cadela, a Mel, semana passada", "relationship/pet", "mel"),
    ("a gente adotou um vira-lata chamado Paçoca", "relationship/pet", "pacoca"),
    ("Adotámos um gato, o Tareco, o que lhe dou de comer?", "relationship/pet", "tareco"),
    ("adotei um cachorro chamado Thor", "relationship/pet", "thor"),
]
PEOPLE_DECOYS: list[str] = [
    "a minha amiga terminou com o namorado",
    "a mina do meu irmão se chama Ana",
    "e se eu terminasse com ele?",
    "devo terminar com o meu namorado?",
    "minha irmã adotou um gato, o Tico",
    "escreve uma história sobre um cão adotado chamado Rex",
    "terminei o relatório ontem",
    "terminamos a reunião cedo",
]


@pytest.mark.parametrize(("text", "attribute", "word"), PEOPLE, ids=[c[0][:40] for c in PEOPLE])
def test_people(text: str, attribute: str, word: str) -> None:
    keys = slot_keys(text)
    assert any(k.startswith(attribute + "/") and word in k.split("/", 2)[2] for k in keys), keys


@pytest.mark.parametrize("text", PEOPLE_DECOYS)
def test_no_people_from(text: str) -> None:
    assert slot_keys(text) == []


PLAYING: list[tuple[str, str, str]] = [
    # an instrument one is playing these days
    ("to tocando cavaquinho num grupo de pagode nos fds", "skill/plays", "cavaquinho"),
    ("ando a tocar guitarra numa banda de garagem", "skill/plays", "guitar"),
    ("estou tocando bateria na igreja aos domingos", "skill/plays", "bateria"),
    ("tô tocando teclado numa banda cover, dicas de pedal?", "skill/plays", "teclado"),
    ("Ando a tocar piano outra vez (depois de 10 anos)", "skill/plays", "piano"),
]
PLAYING_DECOYS: list[str] = [
    "o meu filho anda a tocar bateria",
    "estou tocando no assunto porque preciso de ajuda",
    "e se eu estivesse tocando piano?",
]
NEW_JOB: list[tuple[str, str, str]] = [
    # a new job taken, said by how it came
    ("ja arrumei trampo na Barbearia Raiz, como peço o vale transporte?", "fact/employer", "barbearia raiz"),
    ("arrumei um emprego na Renner!!", "fact/employer", "renner"),
    ("aceitei uma proposta da Polderbyte, a Dutch fintech", "fact/employer", "polderbyte"),
    ("Aceitei a oferta da Sonae, começo em maio.", "fact/employer", "sonae"),
    ("aceitei o convite da Natura pra ser gerente", "fact/employer", "natura"),
    # a move said beside the new job is still a move
    ("mudei pra Sorocaba mes passado e ja arrumei trampo na Barbearia Raiz", "fact/home_city", "sorocaba"),
    ("mudei para Braga e comecei a trabalhar na Primavera", "fact/home_city", "braga"),
]
NEW_JOB_DECOYS: list[str] = [
    "meu irmão arrumou trampo na Renner",
    "aceitei o convite da Ana para jantar",
    "arrumei a casa toda hoje",
    "devo aceitar a proposta da Sonae?",
    "se eu aceitar a oferta da Sonae, perco o bónus?",
]
SYSTEMS: list[tuple[str, str, str]] = [
    # the system or app one works on or has
    # the Mac that replaced Windows is the system the user is on (pamport/pipeline/extract/rules/changes.py)
    ("Já estou a trabalhar no Mac a tempo inteiro, deixei o Windows.", "environment/os", "macos"),
    ("tô trabalhando num macbook velho, roda o docker?", "environment/device", "macbook"),
    ("estou a trabalhar no Linux agora", "environment/os", "linux"),
    ("em casa só tenho o SketchUp, dá para exportar?", "environment/uses", "sketchup"),
    ("só tenho o Excel no portátil", "environment/uses", "excel"),
]
SYSTEMS_DECOYS: list[str] = [
    "o meu marido está a trabalhar no Mac",
    "a minha filha só tem o Canva",
    "tenho o Excel aberto ou fecho?",
]
FAMILY: list[tuple[str, str, str]] = [
    # how many children, and children named together
    ("Como mãe de dois que trabalha a tempo inteiro, how do I fit in exercise?", "relationship/children", "2"),
    ("sou pai de três e não tenho tempo pra nada", "relationship/children", "3"),
    ("sou mãe de 2 adolescentes, socorro", "relationship/children", "2"),
    ("sou avó de cinco netos", "relationship/grandchildren", "5"),
    ("os meus filhos, o Tomás e a Matilde, adoram piscina", "relationship/child", "tomas"),
    ("os meus filhos, o Tomás (9) e a Matilde (5), discutem no carro", "relationship/child", "matilde"),
    ("meus filhos Davi e Lia não comem legumes", "relationship/child", "lia"),
    ("as minhas irmãs, a Ana e a Rita, vêm cá no natal", "relationship/sibling", "rita"),
    ("os nossos gatos, o Tico e o Teco, arranham tudo", "relationship/pet", "teco"),
]
FAMILY_DECOYS: list[str] = [
    "a minha vizinha é mãe de dois",
    "se eu fosse mãe de dois, não sei",
    "os filhos da Ana, o Tomás e a Matilde, vêm cá",
    "escreve uma história sobre uma mãe de dois",
]
AVOIDS: list[tuple[str, str, str]] = [
    # something given up, and for how long
    ("parei de tomar refri faz 2 mes, ja perdi 4kg", "preference/avoids", "refrigerante"),
    ("parei de comer açúcar em janeiro, receitas?", "preference/avoids", "acucar"),
    ("Deixei de fumar há seis meses e ando a comer imenso", "preference/avoids", "tabaco"),
    ("parei de fumar faz 1 ano", "preference/avoids", "tabaco"),
    ("cortei o refri e o doce, tô na dieta", "preference/avoids", "refrigerante"),
    ("não tomo refri nem suco de caixinha", "preference/avoids", "refrigerante"),
]
AVOIDS_DECOYS: list[str] = [
    "o meu pai parou de fumar",
    "devo parar de tomar refri?",
    "se eu parar de comer açúcar, emagreço?",
    "parei de fumar? nem pensar kkk",
]
SPOUSE_AND_CLUB: list[tuple[str, str, str]] = [
    # a spouse named with the wedding
    ("casei com o Pedro em 2019 e ainda não temos casa", "relationship/spouse", "pedro"),
    ("Casei-me com a Inês no verão passado", "relationship/spouse", "ines"),
    ("casei com a Bia mês passado!!", "relationship/spouse", "bia"),
    # a club by its fans' name
    ("sou bugrino roxo desde moleque, sofrimento puro", "preference/likes", "guarani"),
    ("sou pontepretano, não me julga", "preference/likes", "ponte preta"),
    ("Sou boavisteiro desde pequeno", "preference/likes", "boavista"),
]
SPOUSE_AND_CLUB_DECOYS: list[str] = [
    "a minha irmã casou com o Pedro",
    "devo casar com a Bia?",
    "o meu filho é bugrino",
]
OUTINGS: list[tuple[str, str, str]] = [
    # an outing to an event, and the town it is in
    ("vou no show do Thiaguinho no Rio em julho, da pra ir e voltar de busão?", "context/travel", "rio"),
    ("vou no show do Thiaguinho no Rio em julho", "context/event", "thiaguinho"),
    ("vou ao casamento da minha prima em Braga em junho, o que visto?", "context/event", "casamento"),
    ("vou ao casamento da minha prima em Braga em junho", "context/travel", "braga"),
    ("vamos ao festival do Primavera Sound no Porto em junho", "context/event", "primavera sound"),
    ("vou num congresso de cardiologia em Recife mês que vem", "context/event", "congresso"),
    ("vou à formatura do meu irmão em Coimbra no sábado", "context/event", "formatura"),
]
OUTINGS_DECOYS: list[str] = [
    "o meu irmão vai ao show do Thiaguinho no Rio",
    "vou ao casamento ou não?",
    "será que vou no show do Thiaguinho?",
    "escreve um convite para o casamento da minha prima",
    "se eu for ao festival, levo o quê?",
    "vou a uma festa amanhã",
]
CODE_SWITCH: list[tuple[str, str, str]] = [
    # an English statement with the town in Portuguese
    ("I'm a line cook aqui em Toronto e preciso de um prep plan", "fact/home_city", "toronto"),
    ("im a nurse aqui em Braga, turnos de 12h", "fact/home_city", "braga"),
    ("I work remotely aqui em Lisboa e o fuso é um problema", "fact/home_city", "lisbon"),
    ("I live aqui em Curitiba tho, então o frio é normal", "fact/home_city", "curitiba"),
    ("I'm a student aqui em Coimbra", "fact/home_city", "coimbra"),
]
CODE_SWITCH_DECOYS: list[str] = [
    "my sister lives aqui em Braga",
    "I'm a tourist aqui em Lisboa, what should I see?",
    "my parents live aqui em Curitiba",
]
JOINED: list[tuple[str, str, str]] = [
    # a second statement joined by "e" after another verb of the user's
    ("vendi o redmi e peguei um iphone 12 usado, como passo as conversas?", "environment/device", "iphone 12"),
    ("mudei pra Sorocaba mes passado e ja arrumei trampo na Barbearia Raiz", "fact/employer", "barbearia raiz"),
    ("saí da Sonae e aceitei uma proposta da Farfetch, começo em junho", "fact/employer", "farfetch"),
    ("acabei o curso e adotei uma cadela, a Nina", "relationship/pet", "nina"),
    ("engordei 5kg e parei de tomar refri", "preference/avoids", "refrigerante"),
]
JOINED_DECOYS: list[str] = [
    "a minha irmã vendeu o carro e pegou um iphone 12",
    "o Pedro mudou-se e arrumou trampo na Renner",
]
TONE_AND_SYSTEM: list[tuple[str, str, str]] = [
    # a casual tone asked for
    ("pode falar cmg de boa, sem essa formalidade toda?", "instruction/style", "de boa"),
    ("fala comigo de boa, tipo amigo", "instruction/style", "de boa"),
    ("podes falar comigo à vontade, sem cerimónias", "instruction/style", "vontade"),
    ("fala comigo sem formalidade nenhuma", "instruction/style", "formalidade"),
    ("escreve de forma descontraída, sem frescura", "instruction/style", "descontraida"),
    # remote work as an arrangement
    ("trabalho 100% remoto pra uma empresa de Portugal", "context/situation", "remote"),
    ("trabalho remotamente desde 2021", "context/situation", "remote"),
    ("Trabalho em regime remoto, por isso posso viver em qualquer lado.", "context/situation", "remote"),
    ("tô trabalhando remoto agora, vale a pena mudar pro interior?", "context/situation", "remote"),
    ("trabalho em home office, qual cadeira compro?", "context/situation", "remote"),
    # a system named in brackets after one's machine
    ("Estou a trabalhar em Excel no portátil da empresa (Windows)", "environment/os", "windows"),
    ("no meu notebook (Linux Mint) o som não funciona", "environment/os", "linux mint"),
    ("uso o pc do trabalho (Windows 11) e o meu mac em casa", "environment/os", "windows 11"),
    ("o meu telemóvel (Android 14) não liga ao carro", "environment/os", "android"),
    ("tenho um portátil velho (Ubuntu) para testes", "environment/os", "ubuntu"),
]
TONE_AND_SYSTEM_DECOYS: list[str] = [
    "a minha chefe fala comigo de boa",
    "o meu marido trabalha 100% remoto",
    "devo trabalhar remotamente?",
    "o portátil do meu marido (Windows) está lento",
    "se eu trabalhasse remoto, mudava pro interior",
]
KIDS_WITH_AGES: list[tuple[str, str, str]] = [
    # children named with their ages in brackets
    ("Os miúdos, o Tomás (9) e a Matilde (5), passam a viagem a discutir", "relationship/child", "tomas"),
    ("as crianças, a Lia (4) e o Davi (7), não dormem", "relationship/child", "davi"),
    ("as crianças, o Rui (3) e a Ana (1), estão doentes, o que faço ao jantar?", "relationship/child", "ana"),
    ("Os meninos, o Pedro (12) e o João (10), jogam futebol", "relationship/child", "joao"),
    ("os miudos, a Bia (6) e a Clara (2), adoram praia", "relationship/child", "clara"),
]
KIDS_WITH_AGES_DECOYS: list[str] = [
    "os miúdos da vizinha, o Tomás (9) e a Matilde (5), fazem barulho",
    "os miúdos, o Tomás e a Matilde, são personagens do meu livro",
]
LANGUAGES_AND_STUDIES: list[tuple[str, str, str]] = [
    # languages listed with commas, each its own skill; without a comma, one memory that ends with the list
    ("falo inglês e espanhol, preciso de treinar o alemão", "skill/speaks", "ingles e espanhol"),
    ("falo português, inglês e um pouco de francês", "skill/speaks", "french"),
    ("Falo inglês, francês e alemão.", "skill/speaks", "german"),
    ("eu falo espanhol, italiano e inglês (morei em Roma)", "skill/speaks", "italian"),
    ("falo libras, portugues e ingles", "skill/speaks", "libras"),
    # a language by its level
    ("o meu inglês é fluente, o francês nem por isso", "skill/speaks", "english"),
    ("meu espanhol é básico, me ajuda a treinar?", "skill/speaks", "spanish"),
    ("O meu alemão está enferrujado mas safa-se", "skill/speaks", "german"),
    ("a minha língua materna é o crioulo", "skill/speaks", "crioulo"),
    ("o português é a minha língua materna", "skill/speaks", "portuguese"),
    # a semester of a course
    ("tô no 3º semestre de direito, dicas de estudo?", "fact/field_of_study", "direito"),
    ("estou no quinto período de medicina", "fact/field_of_study", "medicina"),
    ("tô no segundo semestre de engenharia civil", "fact/field_of_study", "engenharia"),
]
LANGUAGES_AND_STUDIES_DECOYS: list[str] = [
    "o inglês do meu filho é fluente",
    "o meu inglês é péssimo?",
    "a minha filha está no 3º semestre de direito",
    "se eu falasse inglês e espanhol, teria mais hipóteses",
    "traduz isto para inglês e espanhol",
]
MORE = (
    PLAYING + NEW_JOB + SYSTEMS + FAMILY + AVOIDS + SPOUSE_AND_CLUB + OUTINGS + CODE_SWITCH + JOINED + TONE_AND_SYSTEM
    + KIDS_WITH_AGES + LANGUAGES_AND_STUDIES
)
MORE_DECOYS = (
    PLAYING_DECOYS + NEW_JOB_DECOYS + SYSTEMS_DECOYS + FAMILY_DECOYS
    + AVOIDS_DECOYS + SPOUSE_AND_CLUB_DECOYS + OUTINGS_DECOYS + CODE_SWITCH_DECOYS + JOINED_DECOYS
    + TONE_AND_SYSTEM_DECOYS + KIDS_WITH_AGES_DECOYS + LANGUAGES_AND_STUDIES_DECOYS
)


@pytest.mark.parametrize(("text", "attribute", "word"), MORE, ids=[c[0][:40] for c in MORE])
def test_more_kinds(text: str, attribute: str, word: str) -> None:
    keys = slot_keys(text)
    assert any(k.startswith(attribute + "/") and word in k.split("/", 2)[2] for k in keys), keys


@pytest.mark.parametrize("text", MORE_DECOYS)
def test_no_more_kinds_from(text: str) -> None:
    assert slot_keys(text) == []


def test_working_on_a_device_is_no_project() -> None:
    keys = slot_keys("tô trabalhando num macbook velho")
    assert not any(k.startswith("project/") for k in keys), keys


# (message, how the memory must start): the user's variety (utilizador/usuário) and grammatical gender.
WORDING: list[tuple[str, str]] = [
    ("Sou enfermeira em Coimbra e estou a fazer noites.", "A utilizadora mora em Coimbra"),
    ("sou barbeiro aqui em campinas", "O usuário mora em Campinas"),
    ("terminei com o meu namorado ontem", "O usuário está solteiro"),
    ("Adotámos um gato, o Tareco.", "O gato do utilizador chama-se Tareco"),
    # a condition's adjective gives the user's gender, and the neutral form is the masculine
    ("sou hipertensa, que lanche posso levar?", "A usuária é hipertensa"),
    ("Sou destra mas escrevo mal.", "A usuária é destra"),
    ("sou hipotenso e ando sempre tonto", "O usuário é hipotenso"),
]


@pytest.mark.parametrize(("text", "said"), WORDING, ids=[w[0][:40] for w in WORDING])
def test_wording_follows_variety_and_gender(text: str, said: str) -> None:
    contents = [hit.finding.content for hit, _ in _worded(text, read_text(text, SENT_AT))]
    assert any(content.startswith(said) for content in contents), contents


def _without_accents(text: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFD", text) if unicodedata.category(c) != "Mn")


#: The same statements typed without accents ("tô" as "to", "mãe" as "mae"); "é" typed as "e" cannot be told from
#: "and", and "avo" from "avó" or "avô", so sentences that need them are left out.
UNACCENTED = [
    (_without_accents(text), attribute, word)
    for text, attribute, word in WORK + TOOLS + PEOPLE + MORE
    if " é " not in text and " avó " not in text and _without_accents(text) != text
]
UNACCENTED_DECOYS = [
    _without_accents(text)
    for text in WORK_DECOYS + TOOLS_DECOYS + PEOPLE_DECOYS + MORE_DECOYS
    if _without_accents(text) != text
]


@pytest.mark.parametrize(("text", "attribute", "word"), UNACCENTED, ids=[c[0][:40] for c in UNACCENTED])
def test_typed_without_accents(text: str, attribute: str, word: str) -> None:
    keys = slot_keys(text)
    assert any(k.startswith(attribute + "/") and word in k.split("/", 2)[2] for k in keys), keys


@pytest.mark.parametrize("text", UNACCENTED_DECOYS)
def test_no_memory_from_look_alikes_without_accents(text: str) -> None:
    assert slot_keys(text) == []
