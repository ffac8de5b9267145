"""Look-alikes em português: frases que se escrevem a um assistente e que soam a uma afirmação sobre o usuário mas
não o são; não dão memória nenhuma (ou não a do tipo errado).

Todas as frases foram escritas para este ficheiro, por tipo de frase, sem olhar para dados de avaliação: pedidos só
para esta resposta que soam a instruções permanentes, ferramentas e aparelhos que são o assunto de uma pergunta ou
de outra pessoa, objetivos de uma personagem ou de um cliente, trabalhos de casa, hipóteses, discurso citado,
roleplay, descrições de produto, sarcasmo e figuras de estilo, listas de opções. Ao lado de cada tipo, algumas
afirmações verdadeiras com a mesma forma mostram que a leitura verdadeira continua.
"""

from __future__ import annotations

import pytest

from pamport.pipeline.extract.rules import read_text

SENT_AT = "2025-03-12T10:00:00Z"


def _types(text: str) -> list[str]:
    return [hit.finding.type for hit, _ in read_text(text, SENT_AT)]


# ---- pedidos só para esta resposta, ou regras perguntadas: nenhuma instrução permanente ----------------------------

ONE_OFF_REQUESTS = [
    "responde em inglês desta vez",
    "responde em inglês só desta vez",
    "responda em inglês dessa vez",
    "podes responder em espanhol desta vez?",
    "desta vez responde em tópicos",
    "por esta vez, sê breve",
    "usa python para este",
    "escreve isto num tom formal",
    "faz uma tabela para esta resposta",
    "traduz isto para francês",
    "escreve o email em inglês",
    "resume isto em três tópicos",
    "reescreve este parágrafo de forma mais informal",
    "explica como se eu tivesse cinco anos",
    "usa unidades métricas nesta receita",
    "nesta resposta não uses emojis",
    "escreve em tom informal neste email",
    "para esta carta usa um tom formal",
    "responde em francês nesta mensagem, é para a minha colega",
    "sem tópicos nesta resposta",
    "usa sempre ponto e vírgula em javascript, é verdade?",
    "nunca uses eval em python, certo?",
    "responde sempre com fontes, né?",
    "nunca se deve usar goto, não é?",
    "respondes sempre em inglês?",
    "usa markdown para a tabela abaixo",
    "usa palavras simples, é para o meu filho de 7 anos",
    "não uses jargão, o público são crianças",
    "sê breve, é para um tweet",
    "chama-me capitão neste jogo",
    "a partir de agora fala como um pirata nesta história",
    "nesta campanha trata-me sempre por majestade",
    "escreve em português de portugal neste documento",
    "sem emojis nesta legenda",
    "usa um tom simpático para este discurso",
    "escreve de forma mais simples, é para crianças",
    "responde em inglês, é para um cliente",
    "fala português de portugal, é para a minha avó",
    "usa emojis desta vez",
]

STANDING_INSTRUCTIONS = [
    "responde sempre em inglês",
    "a partir de agora responde em tópicos",
    "não uses emojis",
    "usa sempre unidades métricas",
    "responde sempre em português, também desta vez",
    "responde sempre em inglês, é para praticar",
]


@pytest.mark.parametrize("text", ONE_OFF_REQUESTS)
def test_um_pedido_para_esta_resposta_nao_e_instrucao(text: str) -> None:
    assert "instruction" not in _types(text)


@pytest.mark.parametrize("text", STANDING_INSTRUCTIONS)
def test_uma_instrucao_permanente_continua_a_ser_lida(text: str) -> None:
    assert "instruction" in _types(text)


# ---- ferramentas e aparelhos: assunto de uma pergunta, de outra pessoa, de um produto ------------------------------

NOT_MY_TOOLS = [
    "o Notion é melhor que o Obsidian?",
    "como instalo o docker no ubuntu",
    "qual a diferença entre o vscode e o pycharm",
    "devo comprar um iphone ou um samsung?",
    "como faço reset ao router",
    "o linux mint é bom para iniciantes?",
    "o macbook air é bom para programar?",
    "o iphone do meu pai está sempre a bloquear",
    "a minha mãe usa um ipad e não encontra as definições",
    "o meu chefe usa excel para tudo",
    "o portátil do meu filho tem windows 10",
    "o meu cliente usa shopify",
    "a empresa usa jira",
    "o meu amigo programa em rust",
    "o meu portátil é praticamente um aquecedor",
    "o meu telemóvel é um tijolo",
    "descrição do produto: este telemóvel tem android 14",
    "a app funciona em iphone, android e windows",
    "o nosso produto é feito em react e node",
    "devo aprender python, java ou go?",
    "escolhe um: mac, windows ou linux",
    "estou indeciso entre o iphone 15 e o pixel 8",
    "este projeto usa typescript",
    "o servidor corre ubuntu 22.04",
    "dá erro no chrome",
    "crasha no simulador do iphone",
    "estou a tentar instalar o node no windows",
    "tenho uma dúvida sobre o excel",
    "comprei um macbook para a minha filha",
    "comprei um iphone pro meu pai",
    "estou a ajudar a minha mãe a configurar o iphone dela",
    "dei um ipad ao meu filho no natal",
    "estou a arranjar o computador do vizinho",
    "o tutorial usa o pycharm",
    "a escola dá-nos chromebooks",
    "o professor obriga-nos a usar o word",
    "no vídeo ele usa um mac",
    "estou no ipad da minha mãe",
    "estou no portátil do meu irmão",
    "estou num portátil emprestado",
    "dei o meu ipad antigo à minha sobrinha",
    "vendi o meu macbook",
]

MY_TOOLS = [
    "uso o obsidian para notas",
    "tenho um macbook air",
    "uso linux no trabalho",
    "estou no ubuntu",
    "estou no mac do trabalho",
    "comprei um macbook",
    "ganhei um ipad de presente",
]


@pytest.mark.parametrize("text", NOT_MY_TOOLS)
def test_uma_ferramenta_que_nao_e_do_usuario_nao_e_o_seu_ambiente(text: str) -> None:
    assert "environment" not in _types(text)


@pytest.mark.parametrize("text", MY_TOOLS)
def test_uma_ferramenta_do_usuario_e_lida(text: str) -> None:
    assert "environment" in _types(text)


# ---- objetivos e projetos de uma personagem, de um cliente, de uma tarefa ------------------------------------------

NOT_MY_GOALS = [
    "escreve uma carta de apresentação para alguém que quer ser enfermeira",
    "escreve uma história sobre uma menina que quer ser astronauta",
    "o meu cliente quer ser líder de mercado",
    "o objetivo da personagem é encontrar o pai",
    "o objetivo desta função é ler datas",
    "o meu objetivo nesta conversa é perceber recursividade",
    "o meu objetivo para esta reunião é fechar o contrato",
    "a minha meta nesta aula é perceber derivadas",
    "o trabalho de casa é fazer uma app de tarefas em react",
    "tarefa: escreve um programa que ordena uma lista",
    "ideia de projeto: uma app de meteorologia",
    "dá-me 5 ideias de projetos para iniciantes em python",
    "como utilizador quero redefinir a minha senha",
    "quero saber como funciona a fotossíntese",
    "quero que escrevas um poema",
    "quero uma receita de lasanha",
    "o projeto é para amanhã",
    "tenho de escrever uma redação sobre o clima",
]

MY_GOALS = [
    "o meu objetivo é correr uma maratona este ano",
    "quero aprender a nadar",
    "o meu objetivo para este ano é correr uma maratona",
]


@pytest.mark.parametrize("text", NOT_MY_GOALS)
def test_um_objetivo_que_nao_e_do_usuario_nao_da_nada(text: str) -> None:
    assert not {"goal", "project"} & set(_types(text))


@pytest.mark.parametrize("text", MY_GOALS)
def test_o_objetivo_do_usuario_e_lido(text: str) -> None:
    assert "goal" in _types(text)


# ---- hipóteses, discurso citado, roleplay, factos de outros: nada -------------------------------------------------

NOTHING_AT_ALL = [
    "se eu morasse em paris o que faria",
    "imagina que sou médico, como seria o meu dia",
    "supõe que sou alérgico a nozes",
    "e se eu fosse vegano",
    'ela disse "sou vegetariana e moro em roma"',
    "ele disse-me que é enfermeiro",
    "a minha amiga disse que trabalha na google",
    "vamos fazer roleplay: sou um detetive em lisboa",
    "tu és um chef e eu sou o cliente",
    "neste cenário sou gerente de um banco",
    "finge que és um pirata",
    "faz de conta que és um agente de viagens",
    "no minecraft moro num castelo",
    "lembra-me que a reunião é às 3",
    "preciso de um nome para o meu gato",
    "tenho uma reunião às 3 com o meu chefe",
    "tenho um problema com o meu código",
    "vivo no excel estes dias",
    "praticamente moro no slack",
    "estou a ler um livro sobre um chef",
    "estou a ver uma série sobre advogados",
    "preciso de um logótipo para a padaria de um cliente",
    "preciso de ajuda com o cv da minha irmã",
    "o que deve comer um vegano para ter proteína?",
    "quanto ganha um enfermeiro em portugal?",
    "receita vegana para 4 pessoas",
    "um poema sobre viver em lisboa",
    "uma história sobre uma menina que vive em paris",
    "chama-me chefe neste jogo",
    "no rpg sou um elfo",
    "o meu personagem é um mago",
    "utilizador: moro no porto e tenho 40 anos",
    "cliente: tenho 35 anos e moro em braga",
    "P: sou vegetariana, o que cozinho? R: lentilhas",
    "Entrevistador: fale-me de si. Candidato: sou enfermeiro no Porto",
    "utilizador: sou alérgico a amendoim, isto é seguro?",
    "exemplo: sou professora em Coimbra",
]


@pytest.mark.parametrize("text", NOTHING_AT_ALL)
def test_uma_frase_que_nao_e_sobre_o_usuario_nao_da_nada(text: str) -> None:
    assert _types(text) == []


#: Uma etiqueta do próprio usuário ("nota:", "contexto:") não é diálogo colado.
STILL_READ = ["nota: sou vegana", "contexto: sou enfermeira em Braga"]


@pytest.mark.parametrize("text", STILL_READ)
def test_uma_etiqueta_do_usuario_e_lida(text: str) -> None:
    assert _types(text) != []


# ---- sarcasmo: o que a frase diz adorar é aquilo de que se queixa ------------------------------------------------

SARCASM = [
    "ah que bom, adoro depurar código numa sexta à noite",
    "que maravilha, adoro filas",
    "adoro quando o comboio se atrasa",
    "adoro como a impressora nunca funciona",
    "oh que ótimo, adoro ficar em espera uma hora",
    "era mesmo disto que eu precisava, adoro reuniões de três horas",
    "só me faltava esta, adoro trânsito",
    "adoro segundas-feiras, só que não",
    "amo acordar às 6 da manhã #sqn",
]

SINCERE = ["adoro sushi", "adoro caminhadas ao fim de semana", "que bom! adoro astronomia, já agora"]


@pytest.mark.parametrize("text", SARCASM)
def test_sarcasmo_nao_da_gosto(text: str) -> None:
    assert "preference" not in _types(text)


@pytest.mark.parametrize("text", SINCERE)
def test_um_gosto_sincero_e_lido(text: str) -> None:
    assert "preference" in _types(text)
