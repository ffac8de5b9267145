"""Portuguese statements about oneself, by kind of phrasing and by slot, in both varieties.

Written from the many ways Brazilians and Portuguese tell an assistant about themselves (lower case, no accents,
"vc", "tb", "tô", "estou a", "o meu", in passing before a question, in brackets, "como …", "nós", lists, English
mixed in), each kind with several sentences, so that a rule passes them by reading the kind rather than one
sentence. A case names the canonical slot (``type/attribute``) and a word its object must contain; a wording
case names words the memory must say (the user's variety and grammatical gender); a decoy must give nothing.
"""

from __future__ import annotations

import pytest

from pamport.pipeline.extract.rules import read_text
from pamport.pipeline.extract.rules.extractor import _worded
from tests.rule_keys import SENT_AT, slot_keys

# (message, "type/attribute", a word of the canonical object)
CASES: list[tuple[str, str, str]] = [
    # --- preference: likes, said with many verbs and intensifiers
    ("curto muito rock nacional, me indica bandas novas?", "preference/likes", "rock nacional"),
    ("gosto imenso de jazz, há concertos em Lisboa?", "preference/likes", "jazz"),
    ("gosto bué de surf", "preference/likes", "surf"),
    ("sou louca por chocolate amargo", "preference/likes", "chocolate amargo"),
    ("sou doido por futebol, vejo todos os jogos", "preference/likes", "football"),
    ("sou viciado em podcasts de true crime", "preference/likes", "podcasts"),
    ("tb adoro anime, recomenda algum?", "preference/likes", "anime"),
    ("gosto mt de ler antes de dormir", "preference/likes", "ler"),
    ("eu amo café mas tô tentando reduzir", "preference/likes", "coffee"),
    ("como amante de vinho, que regiões visitar no Douro?", "preference/likes", "wine"),
    ("como fã de Star Wars, que série vejo a seguir?", "preference/likes", "star wars"),
    ("prefiro chá a café", "preference/likes", "tea"),
    ("eu e o meu marido adoramos caminhadas na serra", "preference/likes", "caminhadas"),
    ("a gente curte muito forró", "preference/likes", "forro"),
    ("adoro k-pop, especially BTS", "preference/likes", "k-pop"),
    ("o meu passatempo é fazer puzzles", "preference/likes", "puzzles"),
    ("meu hobby é pescar nos fins de semana", "preference/likes", "fishing"),
    ("nas horas vagas adoro jardinagem", "preference/likes", "gardening"),
    ("faço crossfit 4 vezes por semana", "preference/likes", "crossfit"),
    ("pratico ioga todos os dias", "preference/likes", "yoga"),
    ("danço forró desde criança", "preference/likes", "forro"),
    ("corro 10 km três vezes por semana", "preference/likes", "running"),
    ("jogo futebol ao domingo com os amigos", "preference/likes", "football"),
    # --- skills: each language, the instrument without how long
    ("falo inglês e francês fluentemente", "skill/speaks", "frances"),
    ("toco guitarra há 10 anos", "skill/plays", "guitar"),
    # --- preference: dislikes
    ("não sou grande fã de peixe, alternativas?", "preference/dislikes", "fish"),
    ("não curto muito cerveja", "preference/dislikes", "beer"),
    ("odeio calor, que roupa levo pro Rio?", "preference/dislikes", "calor"),
    ("não suporto barulho, que bairro é mais calmo?", "preference/dislikes", "barulho"),
    ("detesto acordar cedo", "preference/dislikes", "acordar cedo"),
    ("tenho horror a baratas", "preference/dislikes", "baratas"),
    # --- preference: diet and what one avoids
    ("sou vegetariana há 5 anos", "preference/diet", "vegetarian"),
    ("como sou vegano, o que como no churrasco?", "preference/diet", "vegan"),
    ("não como carne vermelha, ideias de jantar?", "preference/avoids", "red meat"),
    ("não bebo álcool nem café", "preference/avoids", "alcool"),
    ("deixei de beber álcool", "preference/avoids", "alcool"),
    ("evito glúten, receitas de pão?", "preference/avoids", "gluten"),
    # --- context: situations
    ("estou de licença de maternidade, como organizo o dia?", "context/situation", "maternity leave"),
    ("tô desempregado há 3 meses, dicas pra entrevista?", "context/situation", "unemployed"),
    ("estou à procura de emprego na área de marketing", "context/situation", "job hunting"),
    ("tô procurando emprego em TI", "context/situation", "job hunting"),
    ("ando à procura de casa em Lisboa", "context/situation", "house hunting"),
    ("estou grávida de 5 meses, o que posso comer?", "context/situation", "pregnant"),
    ("estou de baixa médica por causa das costas", "context/situation", "sick leave"),
    ("estou a trabalhar por conta própria agora", "context/situation", "self-employed"),
    ("trabalho por conta própria como designer", "context/situation", "self-employed"),
    ("estou reformado desde o ano passado", "fact/job_title", "retired"),
    ("estou a recuperar de uma cirurgia ao joelho", "context/situation", "recovering"),
    ("estou em teletrabalho esta semana", "context/situation", "working from home"),
    ("estou a fazer Erasmus em Milão", "context/situation", "erasmus"),
    # --- context: travel
    ("vou a Londres na próxima semana, o que levo?", "context/travel", "london"),
    ("vou viajar para o Japão em abril, preciso de visto?", "context/travel", "japao"),
    ("vamos para a Madeira em agosto, eu e a minha mulher", "context/travel", "madeira"),
    ("tô de férias em Salvador, o que fazer à noite?", "context/travel", "salvador"),
    ("vou passar o natal em Paris", "context/travel", "paris"),
    ("vou de viagem a Roma em maio", "context/travel", "rome"),
    # --- context: events
    ("vou casar em junho e estou a planear tudo sozinha", "context/event", "wedding"),
    ("caso-me em setembro, ideias para a lista de presentes?", "context/event", "wedding"),
    ("tenho uma entrevista de emprego amanhã, como me preparo?", "context/event", "interview"),
    ("tenho entrevista na quinta pra uma vaga de dev", "context/event", "interview"),
    ("vou ser pai em março, o que preciso comprar?", "context/situation", "baby"),
    ("estamos à espera de um bebé para maio", "context/situation", "baby"),
    ("tenho exame de condução na sexta", "context/event", "exam"),
    # --- fact: jobs in both genders, places after them
    ("sou bancário há pouco tempo", "fact/job_title", "bancario"),
    ("sou contabilista numa pequena empresa", "fact/job_title", "contabilista"),
    ("sou canalizador, trabalho por conta de outrem", "fact/job_title", "canalizador"),
    ("sou enfermeira no Porto e faço noites", "fact/job_title", "nurse"),
    ("trabalho como empregada de mesa ao fim de semana", "fact/job_title", "empregada de mesa"),
    ("sou assistente social numa IPSS", "fact/job_title", "assistente social"),
    ("sou motorista de uber", "fact/job_title", "motorista"),
    ("sou carteiro", "fact/job_title", "carteiro"),
    ("sou engenheiro civil", "fact/job_title", "engenheiro civil"),
    ("sou ux designer numa fintech", "fact/job_title", "ux designer"),
    ("sou professor de educação física numa escola em Sintra", "fact/job_title", "professor"),
    # --- fact: employer changes said with "mudar(-se) para" + organisation
    ("mudei-me para a Talkdesk em janeiro", "fact/employer", "talkdesk"),
    ("mudei para a Feedzai em março", "fact/employer", "feedzai"),
    ("me mudei pro Nubank no mês passado", "fact/employer", "nubank"),
    ("agora trabalho na Outsystems", "fact/employer", "outsystems"),
    ("trabalho numa startup de Lisboa", "fact/employer", "startup"),
    ("sou funcionária da Câmara de Lisboa", "fact/employer", "camara de lisboa"),
    ("faço parte da equipa de dados da Farfetch", "fact/employer", "farfetch"),
    ("fui enfermeira durante 20 anos", "fact/former_job", "nurse"),
    ("sou reformada, era professora", "fact/former_job", "teacher"),
    ("tenho trinta e dois anos", "identity/age", "32"),
    # --- fact: home and origin
    ("vivo nos arredores de Lisboa", "fact/home_city", "lisbon"),
    ("moro em Almada mas trabalho em Lisboa", "fact/home_city", "almada"),
    ("sou do interior, de Bragança", "fact/hometown", "braganca"),
    ("sou de BH, mas moro em SP", "fact/hometown", "bh"),
    ("cá em Coimbra chove imenso, que casaco compro?", "fact/home_city", "coimbra"),
    ("aqui em Curitiba faz muito frio", "fact/home_city", "curitiba"),
    # --- fact: health
    ("tenho hipotiroidismo, posso beber café?", "fact/health", "hipotiroidismo"),
    ("tenho endometriose e dores fortes", "fact/health", "endometriose"),
    ("tenho ansiedade e não consigo dormir", "fact/health", "ansiedade"),
    ("tenho depressão há uns anos", "fact/health", "depressao"),
    ("fui diagnosticada com TDAH em adulta", "fact/health", "tdah"),
    ("sou asmático, posso fazer mergulho?", "fact/health", "asmatico"),
    ("tenho enxaquecas frequentes", "fact/health", "enxaqueca"),
    ("sou intolerante à lactose", "fact/health", "lactose"),
    # --- environment
    ("tenho um telemóvel Samsung e a bateria dura pouco", "environment/device", "samsung"),
    ("meu celular é um moto g, dá pra instalar isso?", "environment/device", "moto g"),
    ("trabalho num mac, como abro o terminal?", "environment/device", "mac"),
    ("uso linux no trabalho", "environment/os", "linux"),
    ("programo em python no vscode", "environment/editor", "vscode"),
    ("tenho um iPad e um Kindle", "environment/device", "ipad"),
    ("uso o chatgpt e o notion para tudo", "environment/uses", "chatgpt"),
    ("no trabalho usamos o Teams", "environment/uses", "teams"),
    ("estou no iphone, como mudo isto?", "environment/device", "iphone"),
    # --- goal
    ("ando a aprender japonês no Duolingo", "goal/learn", "japanese"),
    ("comecei a aprender piano", "goal/learn", "piano"),
    ("tô aprendendo inglês pelo Duolingo", "goal/learn", "english"),
    ("quero tirar a carta este ano", "goal/achieve", "carta"),
    ("quero perder 10 kg até ao verão", "goal/achieve", "perder 10 kg"),
    ("estou a tentar deixar de fumar", "goal/achieve", "fumar"),
    ("meu sonho é morar fora", "goal/achieve", "morar fora"),
    ("estou a treinar para a maratona do Porto", "goal/achieve", "maratona"),
    ("estou a estudar para ser enfermeira", "goal/achieve", "nurse"),
    # --- instruction
    ("fala comigo em português do Brasil, por favor", "instruction/response_language", "pt-br"),
    ("escreve sempre em português europeu", "instruction/response_language", "pt-pt"),
    ("responde em português de Portugal", "instruction/response_language", "pt-pt"),
    ("usa o sistema métrico", "instruction/units", "metric"),
    ("não uses emojis", "instruction/style", "emojis"),
    ("não use emoji, por favor", "instruction/style", "emoji"),
    ("sem listas, só texto corrido", "instruction/style", "listas"),
    ("prefiro respostas curtas", "instruction/style", "curtas"),
    ("explica como se eu tivesse 5 anos", "instruction/style", "5 anos"),
    ("podes ser mais direto?", "instruction/style", "direto"),
    ("vc pode ser mais objetivo nas respostas?", "instruction/style", "objetivo"),
    ("responde em tópicos, pf", "instruction/style", "topicos"),
    # --- clubs the user supports
    ("sou portista desde pequeno", "preference/likes", "porto"),
    ("sou flamenguista doente", "preference/likes", "flamengo"),
    ("sou adepta do Benfica", "preference/likes", "benfica"),
    ("Sou sócio do Sporting desde miúdo", "preference/likes", "sporting"),
    ("sou do Flamengo desde criança", "preference/likes", "flamengo"),
    ("sou do Benfica", "preference/likes", "benfica"),
    # --- "aqui em <cidade>" inside a statement
    ("sou médica aqui em Coimbra", "fact/home_city", "coimbra"),
    ("tenho uma loja aqui em Lisboa e preciso de ajuda", "fact/home_city", "lisbon"),
    ("trabalho num hospital aqui em Salvador, na pediatria", "fact/home_city", "salvador"),
    # --- what a device runs, cars named with a possessive
    ("o meu computador é um Dell com Ubuntu", "environment/os", "ubuntu"),
    ("meu notebook é um Asus rodando Linux Mint", "environment/os", "linux"),
    ("o meu Golf está a fazer um barulho", "fact/car", "golf"),
    ("meu Onix 2019 tá fazendo barulho quando freio", "fact/car", "onix"),
    # --- styles said otherwise
    ("nada de emojis nas respostas, por favor", "instruction/style", "emojis"),
    ("sem markdown nas respostas, obrigado", "instruction/style", "markdown"),
    ("escreve curto, por favor", "instruction/style", "short"),
    ("responde em poucas palavras", "instruction/style", "short"),
    ("pode parar de usar emojis?", "instruction/style", "emojis"),
    # --- pets named in apposition or by breed
    ("temos uma cadela, a Nala", "relationship/pet", "nala"),
    ("tenho um gato, o Simba", "relationship/pet", "simba"),
    ("a gente tem um cachorro chamado Thor", "relationship/pet", "thor"),
    ("a gente tem uma vira-lata chamada Pipoca", "relationship/pet", "pipoca"),
    # --- age before a question, drinking given up, engagement and marriage said with a past verb
    ("com 40 anos ainda dá para mudar de carreira?", "identity/age", "40"),
    ("com 18 anos devo abrir conta no banco?", "identity/age", "18"),
    ("deixei de beber, não bebo mais", "preference/avoids", "alcool"),
    ("parei de beber há 2 anos", "preference/avoids", "alcool"),
    ("já não bebo", "preference/avoids", "alcool"),
    ("Pedi a Marta em casamento no fim de semana!", "relationship/status", "engaged"),
    ("Casámos em maio, muda alguma coisa no IRS?", "relationship/status", "married"),
    # --- aims without a possessive, a business of one's own
    ("o grande objetivo é fazer o caminho de Santiago", "goal/achieve", "caminho de santiago"),
    ("o plano é mudar para o Porto no verão", "goal/achieve", "porto"),
    ("a meta para este ano é ler 20 livros e vou em 3", "goal/achieve", "20 livros"),
    ("abri o meu próprio estúdio, o Casa Clara, em Aveiro", "fact/employer", "casa clara"),
    ("abri o meu próprio estúdio, o Casa Clara, em Aveiro", "context/situation", "self-employed"),
    # --- pastimes said with "ando a", trips on a holiday, apps one learns with, sign language
    ("ando a fazer pilates", "preference/likes", "pilates"),
    ("estamos praticando yoga juntos", "preference/likes", "yoga"),
    ("vamos para os Açores nas férias da Páscoa", "context/travel", "acores"),
    ("a gente vai pra Chapada Diamantina no feriado", "context/travel", "chapada diamantina"),
    ("ando a aprender japonês no Duolingo", "environment/uses", "duolingo"),
    ("eu sei Libras, fiz curso na faculdade", "skill/speaks", "libras"),
    # --- the thing named before the verb, where one is from by region
    ("e picante também não curto nada", "preference/dislikes", "picante"),
    ("Coentros não, por favor, não os suporto", "preference/dislikes", "coentros"),
    ("cerveja eu não gosto", "preference/dislikes", "beer"),
    ("sou gaúcho, de Porto Alegre", "fact/hometown", "porto alegre"),
    ("sou alentejana, de Évora", "fact/hometown", "evora"),
    ("sou minhoto, de Viana do Castelo", "fact/hometown", "viana"),
    # --- names before who they are; studies said as a move
    ("A Marta, a minha namorada, é vegetariana", "relationship/partner", "marta"),
    ("o Bento, nosso golden, comeu picanha", "relationship/pet", "bento"),
    ("o Rafael (meu noivo) quer casar em dezembro", "relationship/status", "engaged"),
    ("sou de Ilhéus, vim pra Salvador fazer enfermagem na UFBA", "fact/school", "ufba"),
    ("saí do Santa Clara!! agora tô no Hospital da Bahia", "fact/employer", "hospital da bahia"),
    ("também já me mudei para o Porto", "fact/home_city", "porto"),
    # --- a workplace named, a new role, a condition named as a reason, an anniversary
    ("o atelier chama-se Granito Arquitetos, somos só cinco", "fact/employer", "granito arquitetos"),
    ("a minha empresa chama-se Pixel Lab", "fact/employer", "pixel lab"),
    ("Voltei pro Bar Alma semana passada, mas agora como sous chef!!", "fact/job_title", "sous chef"),
    ("fui promovida a enfermeira-chefe", "fact/job_title", "enfermeira-chefe"),
    ("cortei o café por causa da ansiedade", "fact/health", "ansiedade"),
    ("cortei o café por causa da ansiedade", "preference/avoids", "coffee"),
    ("não como carne por causa da gota", "fact/health", "gota"),
    ("Sarah e eu fazemos 5 anos de casados em maio", "relationship/status", "married"),
    ("Sarah e eu fazemos 5 anos de casados em maio", "context/event", "anniversary"),
    # --- studies named by their course, children counted, what one has a lot of
    ("faço faculdade de psicologia na PUC", "fact/field_of_study", "psicologia"),
    ("faço faculdade de psicologia na PUC", "fact/school", "puc"),
    ("estou a tirar o mestrado em gestão", "fact/field_of_study", "gestao"),
    ("estou fazendo uma pós em marketing", "fact/field_of_study", "marketing"),
    ("tenho 2 filhos pequenos e pouco tempo, receitas rápidas?", "relationship/children", "2"),
    ("tenho três filhos adolescentes", "relationship/children", "3"),
    ("estou fazendo um curso de cerâmica", "goal/learn", "ceramica"),
    ("bebo muito chá verde", "preference/likes", "cha verde"),
    ("como imenso peixe, sugestões de receitas?", "preference/likes", "fish"),
    # --- Portuguese mixed with English
    ("sou software engineer at Google", "fact/employer", "google"),
    ("sou nurse no NHS, trabalho em Londres", "fact/job_title", "nurse"),
    ("uso Notion for everything", "environment/uses", "notion"),
    ("estou a aprender mandarim for work", "goal/learn", "mandarin"),
    ("tô morando em Dublin, the weather sucks", "fact/home_city", "dublin"),
    ("adoro fado but my husband hates it", "preference/likes", "fado"),
    # --- likes said without a verb of liking
    ("sou mais de chá do que de café", "preference/likes", "tea"),
    ("sou uma grande apreciadora de vinho tinto", "preference/likes", "vinho tinto"),
    ("não dispenso um bom café de manhã", "preference/likes", "coffee"),
    ("não vivo sem música", "preference/likes", "music"),
    ("tenho um fraco por doces", "preference/likes", "doces"),
    ("ando viciado em Wordle", "preference/likes", "wordle"),
    ("não sou muito de sair à noite", "preference/dislikes", "sair"),
    # --- staying somewhere, leaving for somewhere
    ("estou em Paris a trabalhar esta semana", "context/travel", "paris"),
    ("estou no Rio de férias, onde como?", "context/travel", "rio"),
    ("viajo para o Brasil amanhã", "context/travel", "brasil"),
    ("parto para Nova Iorque na sexta", "context/travel", "new york"),
    # --- studies, aims and wishes said otherwise
    ("estou no segundo ano de medicina", "fact/field_of_study", "medicina"),
    ("estou a poupar para comprar casa", "goal/achieve", "comprar casa"),
    ("tenho como objetivo correr uma maratona", "goal/achieve", "maratona"),
    ("um dia quero abrir um restaurante", "goal/achieve", "restaurante"),
    ("quero que respondas sempre em inglês", "instruction/response_language", "english"),
    ("não precisas de ser tão formal", "instruction/style", "informal"),
    # --- "como …", "sendo …": who the user is, said in passing before a question
    ("como enfermeira, faço turnos de 12 horas, o que comer?", "fact/job_title", "nurse"),
    ("como professor de matemática, como explico frações?", "fact/job_title", "professor"),
    ("como vegetariana, que proteínas recomendas?", "preference/diet", "vegetarian"),
    ("como diabético, posso comer fruta?", "fact/health", "diabetic"),
    ("como brasileira morando em Portugal, preciso de visto?", "identity/nationality", "brazilian"),
    # --- typed without accents: words shared with Spanish, but "em" is Portuguese
    ("moro em Coimbra desde marco, vale a pena comprar carro?", "fact/home_city", "coimbra"),
    ("sou alergica a amendoim, posso comer isso?", "fact/allergy", "peanuts"),
    # --- in brackets and lists
    ("receitas rápidas pf (sou celíaca)", "fact/health", "celiac"),
    ("ideias de lanche (tenho diabetes tipo 1)", "fact/health", "diabetes"),
    ("Sobre mim:\n- enfermeira\n- vegetariana\n- moro em Braga", "preference/diet", "vegetarian"),
]

# (message, words the memory must say): the user's variety (utilizador/usuário) and gender.
WORDING: list[tuple[str, str]] = [
    ("estou grávida de 5 meses, o que posso comer?", "A usuária está grávida"),
    ("Sou enfermeira e moro no Porto, o meu telemóvel está sempre a tocar.", "A utilizadora é enfermeira"),
    ("Sou enfermeiro, moro em Recife e tô cansado.", "O usuário é enfermeiro"),
    ("Estou desempregada, o meu marido diz que devia ir ao centro de emprego.", "A utilizadora está desempregada"),
    ("sou portuguesa, living in London", "A usuária tem nacionalidade portuguesa"),
    ("como enfermeira, faço turnos de 12 horas, o que comer?", "A usuária é enfermeira"),
    ("fui enfermeira durante 20 anos", "A usuária já foi enfermeira"),
    ("caso-me em setembro, ideias para a lista de presentes?", "O utilizador vai casar"),
    ("Mudei-me para o Porto, sou enfermeiro.", "O utilizador mora no Porto"),
]

DECOYS: list[str] = [
    # a vocative is not a statement
    "Professor, pode me ajudar?",
    "Professora, me explica isso de novo?",
    "Boa tarde, professor. Tenho uma pergunta.",
    "Doutor, tenho uma dúvida sobre o meu exame",
    "Olá enfermeira, o meu pai tem febre.",
    # hypotheticals
    "e se eu fosse viver para Londres?",
    "E se eu largasse o emprego e fosse viajar?",
    "se eu fosse vegetariano, o que comia?",
    "caso eu mude para o Porto, onde devo morar?",
    "imagina que sou professora, como corrigias isto?",
    # questions
    "vale a pena viver em Braga?",
    "qual é a melhor cidade para morar em Portugal?",
    "o que é bom para a asma?",
    "quanto ganha um enfermeiro em Lisboa?",
    "devo aprender Python ou JavaScript?",
    # other people
    "a minha irmã adora chocolate, que bolo faço?",
    "o meu marido está desempregado, como o ajudo?",
    "minha mãe tem diabetes, o que ela pode comer?",
    "o meu chefe vai a Londres na próxima semana",
    "a Joana é vegetariana, que prato sirvo?",
    "meu filho quer aprender piano",
    "o meu colega mudou-se para a Farfetch",
    # pasted text and role-play
    'Traduz: "Sou enfermeira e adoro viajar."',
    "Finge que és um professor de inglês e corrige-me.",
    "Escreve uma carta de apresentação para uma engenheira que mora em Faro.",
    # figurative
    "estou morta de cansaço",
    "vivo no Excel o dia inteiro",
    "sou um desastre na cozinha kkk",
    "estou nas nuvens hoje",
    # a task or a one-off, not a lasting fact
    "vou a reunião amanhã às 9",
    "vou ao supermercado, o que compro para o jantar?",
    "hoje não como carne, que prato sugeres?",
    "estou com fome",
    "sou do signo de leão",
    "hoje comi muito chocolate",
    "estou fazendo um bolo",
    "Estudo à noite",
    "vou ao Benfica no domingo",
    "o João não gosta de peixe",
    "o meu filho não curte legumes",
    "a empresa do meu pai chama-se Silva Lda",
    "a minha mulher trabalha num hospital aqui em Braga",
    "faço parte do coro da igreja",
    "o restaurante chama-se Tasca do Zé",
    "não durmo bem por causa da asma do meu filho",
    "como faço um bolo?",
    "isso não curto",
    "sinto falta do sol",
    "tenho saudades de choco frito",
    "A minha mãe não, por favor, não a suporto",
    "o plano é bom?",
    "meu pai tem um Onix",
    "o meu irmão mora aqui em Braga",
    "aqui no Porto Digital há muitas startups",
    "faço os posts no Canva",
    "faço um bolo para o jantar",
    "faço anos amanhã",
    "corro o risco de perder o voo",
    "trabalho em casa a tempo inteiro",
    "a minha avó era professora",
    "ela era enfermeira",
    "estou em Lisboa",
    "estou em Paris? onde?",
    "a minha irmã está em Paris esta semana",
    "como faço para mudar a password?",
    "como é que se diz isto em inglês?",
    "estou a pensar em mudar de carro",
    "prefiro a segunda opção",
    "gostei da resposta",
    "adoro esta ideia!",
    "prefiro não dizer",
    "gosto muito de ti",
    "gosto do teu estilo",
    "uso o que tiver",
    # errands and appointments are not trips or events
    "vou à Worten amanhã comprar um portátil",
    "vou ao Pingo Doce hoje",
    "vou para a cama, boa noite",
    "vamos ao cinema no sábado",
    "tenho uma entrevista com o médico amanhã",
    "tenho uma reunião amanhã",
    "a minha irmã vai casar em junho",
    "a minha filha tem exame na sexta",
    "devo ir a Londres em maio?",
    "se eu for a Paris em maio, o que visito?",
    # where one is, said in passing, is a country: no home city
    "aqui em Portugal é normal?",
    "aqui no Brasil é diferente",
    "estou à procura de um presente para a minha mãe",
    "se estiver grávida posso beber café?",
    "a minha mulher está grávida",
    # Spanish, French, Italian: not misread as Portuguese
    "Vivo en Madrid y trabajo en una empresa de software",
    "Sono un insegnante e vivo a Roma con mia moglie",
    "Je suis infirmière et j'habite à Lyon depuis cinq ans",
]



@pytest.mark.parametrize(("text", "attribute", "word"), CASES, ids=[f"{c[0][:40]}-{c[1]}" for c in CASES])
def test_statement_kind(text: str, attribute: str, word: str) -> None:
    keys = slot_keys(text)
    assert any(k.startswith(attribute + "/") and word in k.split("/", 2)[2] for k in keys), keys


@pytest.mark.parametrize(("text", "said"), WORDING, ids=[w[0][:40] for w in WORDING])
def test_wording_follows_variety_and_gender(text: str, said: str) -> None:
    contents = [hit.finding.content for hit, _ in _worded(text, read_text(text, SENT_AT))]
    assert any(content.startswith(said) for content in contents), contents


# A list said in one breath is one memory in the user's words, on the slot of the first item; it names every item.
LISTS: list[tuple[str, str, list[str]]] = [
    ("os meus hobbies são ler, correr e cozinhar", "preference/likes/reading", ["ler", "correr", "cozinhar"]),
    ("uso o chatgpt e o notion para tudo", "environment/uses/chatgpt", ["ChatGPT", "Notion"]),
    ("tenho um iPad e um Kindle", "environment/device/ipad", ["iPad", "Kindle"]),
    ("falo inglês e francês fluentemente", "skill/speaks/ingles e frances", ["inglês", "francês"]),
]


@pytest.mark.parametrize(("text", "key", "named"), LISTS, ids=[c[0][:40] for c in LISTS])
def test_a_list_is_one_memory(text: str, key: str, named: list[str]) -> None:
    hits = read_text(text, SENT_AT)
    assert len(hits) == 1, [hit.finding.content for hit, _ in hits]
    assert slot_keys(text) == [key]
    assert all(word in hits[0][0].finding.content for word in named), hits[0][0].finding.content


#: Tastes listed with commas: one memory per taste, so each merges with the same taste said alone another day.
TASTE_LISTS: list[tuple[str, list[str]]] = [
    ("adoro sushi, ramen e pizza", ["preference/likes/sushi", "preference/likes/ramen", "preference/likes/pizza"]),
    ("não suporto coentros, pimentos e cebola crua",
     ["preference/dislikes/coentros", "preference/dislikes/pimentos", "preference/dislikes/cebola crua"]),
    ("I love sushi, ramen and pizza", ["preference/likes/sushi", "preference/likes/ramen", "preference/likes/pizza"]),
    ("i hate olives, anchovies, and capers",
     ["preference/dislikes/olives", "preference/dislikes/anchovies", "preference/dislikes/capers"]),
    # no comma, or an item that is itself "x and y": one thing, not split
    ("i love mac and cheese", ["preference/likes/mac and cheese"]),
    ("I love pizza, mac and cheese and sushi", ["preference/likes/pizza mac and cheese and sushi"]),
]


@pytest.mark.parametrize(("text", "keys"), TASTE_LISTS, ids=[c[0][:40] for c in TASTE_LISTS])
def test_a_list_of_tastes_is_one_memory_per_taste(text: str, keys: list[str]) -> None:
    assert slot_keys(text) == keys


@pytest.mark.parametrize("text", DECOYS)
def test_nothing_from(text: str) -> None:
    assert slot_keys(text) == []
