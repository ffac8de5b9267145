"""Portuguese sentence structure. Portuguese drops the subject ("Moro em Lisboa"), so a first-person verb form
counts as the start of a clause just as "eu" does."""

from __future__ import annotations

import re

from pamport.pipeline.extract.rules import regex_cache as rx
from pamport.pipeline.extract.rules import vocab_pt as V
from pamport.pipeline.extract.rules.alternations import longest_first
from pamport.pipeline.extract.rules.dates import TimeWords
from pamport.pipeline.extract.rules.phrases import words
from pamport.pipeline.extract.rules.vocab_tech import EDITORS, OPERATING_SYSTEMS

FIRST_PERSON = (
    r"(?:eu|meu|minha|meus|minhas|nosso|nossa|sou|estou|tô|moro|vivo|trabalho|tenho|uso|gosto|prefiro|adoro|amo"
    r"|odeio|detesto|quero|pretendo|estudo|falo|nasci|me|agora|também|tambem|atualmente|hoje|não|nao|nunca"
    r"|curto|sonho|planejo|programo|rodo|utilizo|nós|comecei|entrei|passei|mudei|mudamos|mudámos|estudei|comprei"
    r"|decidi|continuo|conduzo|dirijo|saí|sai|fiz|fui|sei|manjo|adoramos|gostamos|amamos|moramos|vivemos|como"
    r"|bebo|era|trabalhei|cresci|abri|voltei|vim|casamos|casei|peguei|arrumei|arranjei|consegui|aceitei|ganhei"
    r"|adotei|adotámos|adotamos|terminei|parei|larguei|deixei|cortei"
    # "vendi o redmi e já peguei um iphone": a change's second half
    r"|j[áa]\s+(?=(?:arrumei|arranjei|consegui|comecei|entrei|peguei|comprei|aceitei|mudei)\b)"
    # a move said with "we" after another clause: "cansei do trânsito, fomos morar em Maricá", "…, mudámo-nos para
    # Guimarães" (read as "nos mudámos" by then), "…, a gente se mudou pra Guarulhos"
    r"|fomos\s+(?=(?:morar|viver)\b)|(?:a\s+gente\s+se|nos)\s+(?=mud)"
    r")\b"
)
IMPERATIVE = (
    r"(?:sempre|nunca|responda|responde|escreva|escreve|use|usa|utilize|seja|mantenha|mantém|evite|evita|fale"
    r"|fala|chame|chama|explique|explica|pule|pula|dispense|por\s+favor)\b"
)

#: Words at which a Portuguese rule could start (see the English module): first-person verb forms,
#: possessives,
#: and imperatives addressed to the assistant. Checked as a set of words, which is much faster than
#: a regex here.
_ANCHORS = frozenset(
    words(
        """
        sendo enquanto alérgico alérgica diabético diabética vegano vegana vegetariano vegetariana canhoto canhota
        chamo-me como fiz torço viciado viciada obcecado obcecada diagnosticado diagnosticada responde-me dá-me
        escreve-me escreva-me responda-me fala-me fale-me explica-me explique-me
        sou estou tô to moro vivo resido trabalho tenho uso gosto prefiro adoro amo odeio detesto quero
        queria
        gostaria pretendo planejo estudo falo nasci curto sonho faço curso rodo utilizo programo
        queremos quer pretendemos planeio planeamos planejamos gostava adorava adoraria
        mudei cresci sei
        domino fiz dou toco jogo comecei troquei migrei leciono ensino entrei gente moramos vivemos
        completei atuo pago pagamos apanho apanhamos pego pegamos
        mexo administro mantenho fundei abri criei espero penso almejo desejo ando fui fomos viemos nós meu
        minha meus minhas
        nosso nossa chamo chame chama chama-me chame-me sempre nunca jamais responda responde
        escreva escreve use
        usa utilize utiliza seja sê mantenha mantém mantem evite evita fale fala explique explica
        pule pula pare
        para deixe deixa dispense dispensa corte corta converse conversa partir daqui padrão suporto aguento
        aqui chamar coloque coloca ponha inclua repita invente comece termine faça mande dê traga
        tou tava passei entrei estudei formei formei-me licenciei-me licenciado licenciada formado formada
        comprei conduzo dirijo guio decidi continuo manjo adoramos gostamos amamos curtimos odiamos detestamos
        mudámo-nos mudamo-nos mudamos mudámos mudei-me inscrevi-me contratado contratada consegui arranjei
        arrumei aceitei pus coloquei instalei
        respostas resposta sem nada pediu-me inscrevi inscrita inscrito treinar treinando residente celíaco celíaca
        intolerante asmático asmática grávida bebo consumo tomo trata-me trate-me tratar-me trata trate
        deixei evito cortei passatempo passatempos hobby hobbies somos vou vamos caso-me casamos uses usamos
        podes pode poderia podia consegue consegues vc você ando tou cá dispenso formal viajo parto embarco
        anos pedi casamos casámos casei casei-me antecipamos temos estamos andamos parei sinto curto suporto
        chama-se fazemos promovido promovida voltei voltámos voltamos ficámos ficamos noivei separei divorciei
        separei-me divorciei-me reformei reformei-me aposentei aposentei-me tornei tornei-me virei fiquei migrei
        vivendo morando faço instalada instalado instalados instaladas instalei instalei-me instalámos instalamos
        instalámo-nos instalamo-nos viramos virámos tornamo-nos tornámo-nos
        poupar poupando juntar juntando objetivo meta pratico danço corro nado escalo treino fazemos praticamos
        caso demitido demitida despedido despedida dispensado dispensada perdi fiquei operei operado operada
        desempregado desempregada tolero percebo entendo arranho desenrasco viro safo gostava planeio tenciono sonhamos
        desenrasco-me viro-me safo-me mexo escrevo desenvolvo codo vejo oiço ouço escuto leio terminei acabei concluí
        começo mudo defender defesa entro vou-me vamos-nos vida mim consigo fraco gulosa guloso formiga preciso
        sofro padeço posso emigrei emigrámos emigramos namoro nome
        ideia inscrita inscrito pensando decidida decidido
        queremos tentando tentar vidrado vidrada fanático fanática gravida ferias licenca tive
        trampo trampando edito editamos monto montamos escrevo gravo gravamos desenho organizo organizamos anoto
        peguei ganhei arranjei recebi adotei adotámos adotamos terminei terminamos acabei aceitei arrumei nossos nossas
        larguei miúdos miudos crianças criancas meninos meninas putos aprendi fluente especialista proficiente
        faixa apaixonado apaixonada fanático fanática certificado certificada amarro amarro-me fissurado fissurada
        nascido nascida começámos começamos passo fico
        """
    )
)
#: The anchors typed without their accents ("faco", "comeco", "oico") start a rule just the same.
_ANCHORS = _ANCHORS | frozenset(word.translate(str.maketrans("áàâãéêíóôõúç", "aaaaeeiooouc")) for word in _ANCHORS)
_SEPARATORS = ',.;:!?()"“”'


#: Words that open a statement only in a short line of their own: a list item "- enfermeira", "- pai do Davi".
_SHORT_ANCHORS = V.JOB_HEADS | frozenset(words("pai mãe um uma filho filha"))


def triggered(lower: str) -> bool:
    """Could any Portuguese rule read this (lower-cased) text?"""
    for separator in _SEPARATORS:
        if separator in lower:
            lower = lower.replace(separator, " ")
    tokens = lower.split()
    if not _ANCHORS.isdisjoint(tokens):
        return True
    if _SHORT_ANCHORS.isdisjoint(tokens):  # a line's words are words of the text: no line can hold one either
        return False
    return any(len(line.split()) <= 5 and not _SHORT_ANCHORS.isdisjoint(line.split()) for line in lower.splitlines())


_SEASON = r"(?:verão|verao|inverno|outono|primavera|natal|carnaval|páscoa|pascoa|ano\s+novo|réveillon|feriado)"
#: When, said at the start of a clause ("em março vou ao Japão", "mês que vem vou pra Buenos Aires"): a filler for
#: the rules, and what dates a trip or an event when the clause itself names no time.
_WHEN_OPENING = (
    r"(?:em|no\s+início\s+de|no\s+fim\s+de|em\s+meados\s+de)\s+(?:"
    + V.alternation(frozenset(V.MONTHS) - {"mar", "set"})
    + r")|(?:n?[oa]\s+)?(?:próxim[oa]|proxim[oa])\s+(?:semana|mês|mes|ano|fim\s+de\s+semana|" + _SEASON + r")"
    r"|(?:n?[oa]\s+)?(?:semana|mês|mes|ano)\s+que\s+vem|daqui\s+a\s+(?:uns\s+|umas\s+)?(?:\w+\s+)?(?:dias?|semanas?"
    r"|m[eê]s(?:es)?|anos?)|depois\s+de\s+amanhã|amanhã|amanha|(?:n?(?:este|esse)|n[oa]s?)\s+" + _SEASON
    + r"|nas\s+(?:próximas\s+)?férias|em\s+(?:20\d\d)"
)
WHEN_OPENING = rx.compile(_WHEN_OPENING, re.I)
FILLERS = rx.compile(
    # greetings in their many spellings, and whom they greet: "eae, blz?", "salve mano", "boas!", "olá a todos"
    r"(?:(?:(?:oi|olá|ola|bom\s+dia|boa\s+tarde|boa\s+noite)\s+(?:a\s+todos|a\s+todas|gente|pessoal|galera)"
    r"|tudo\s+(?:bem|bom|certo|joia|jóia|tranquilo)(?:\s+(?:contigo|com\s+(?:você|vc)))?|eae|eaí|eai|e\s+aê"
    r"|salve|blz|boas(?=\s*[,!.])|viva(?=\s*[,!])|fala(?=\s*[,!])|hey|hello|hi|oie|oii+"
    r"|(?:mano|cara|gente|pessoal|galera|amig[oa])(?=\s*[,!.])"
    r"|oi|olá|ola|opa|e\s+aí|e\s+ai|bom\s+dia|boa\s+tarde|boa\s+noite|então|entao|bom|bem|ok|okay|tá|beleza"
    r"|enfim|aliás|alias|inclusive|também|tambem|e|mas|só\s+pra\s+(?:você\s+)?saber|para\s+contexto|novidades"
    r"|atenção(?:\s+que)?|(?:sabe|sabes|saiba)\s+que|fica\s+a\s+saber\s+que|agora\s+(?:que|q)|no\s+escritório"
    r"|no\s+emprego|na\s+empresa|no\s+atelier|no\s+hospital|em\s+casa|a\s+sério"
    r"|pra\s+contexto|contexto|obs|ps|hoje|atualmente|agora|no\s+momento|ultimamente|recentemente"
    r"|(?:n)?(?:essa|esta)\s+semana|(?:n)?(?:este|esse)\s+(?:mês|mes|ano|semestre)|hoje\s+em\s+dia|sim|por\s+favor"
    r"|pfv|pf|por\s+gentileza|de\s+profissão|lembre-se(?:\s+que)?|lembrando\s+que|só\s+lembrando|a\s+propósito|btw|primeiro"
    r"|segundo|por\s+fim|ah|hmm|olha|veja|chatgpt|claude|gemini|copilot|grok|no\s+trabalho|em\s+casa|um\s+dia"
    r"|na\s+faculdade|no\s+dia\s+a\s+dia|nas\s+horas\s+vagas|no\s+(?:meu\s+)?tempo\s+livre"
    r"|nos\s+fins\s+de\s+semana|aos\s+fins\s+de\s+semana|ao\s+fim\s+de\s+semana|aos\s+(?:sábados|domingos)"
    r"|nos\s+(?:meus\s+)?tempos\s+livres|nas\s+(?:minhas\s+)?folgas|sinceramente|pra\s+ser\s+honest[oa]"
    # a reason said before a question: "visto que moro em braga, qual …", "uma vez que tenho 40 anos, …"
    r"|visto\s+que|uma\s+vez\s+que|dado\s+que|"
    + _WHEN_OPENING
    + r""
    r"|n[oa]s?\s+(?:exemplos?|código|respostas?)(?:\s+de\s+código)?)\b[\s,:;!.\-–—]*)+",
    re.I,
)

CLAUSE_SPLIT = rx.compile(
    rf"\s*;\s*|\s+[—–-]\s+|:\s+|[!…]+\s+"
    rf"|,\s*(?={FIRST_PERSON}|{IMPERATIVE}|[^\W\d_]+-(?:me|nos)\b)"
    # a condition said without "sou" after another statement: "sou vegetariana e alérgica a amendoim"
    rf"|(?:,\s*|\s+e\s+)(?=(?:alérgic[oa]s?|alergic[oa]s?|intolerantes?|diabétic[oa]s?|diabetic[oa]s?|celíac[oa]s?"
    rf"|celiac[oa]s?)\b)"
    rf"|,?\s+(?:e|mas|porém|porque|pois|então|entao|já\s+que|embora|enquanto|só\s+que)\s+(?={FIRST_PERSON}"
    rf"|{IMPERATIVE})"
    rf"|,\s+(?:mas|porém|porque|pois|então|embora|só\s+que)\s+"
    # where or when the next statement holds, before its verb: "no trabalho uso windows mas em casa tenho um mac"
    rf"|,?\s+(?:mas|e|porém|enquanto)\s+(?=(?:em\s+casa|no\s+trabalho|no\s+emprego|na\s+empresa|nos\s+fins\s+de"
    rf"\s+semana|aos\s+fins\s+de\s+semana|hoje\s+em\s+dia|fora\s+do\s+trabalho|pessoalmente|no\s+pessoal)\s*,?\s+"
    rf"(?:{FIRST_PERSON}))"
    # "ando à procura de emprego há meses e já não sei o que fazer": the later negation is not the statement's
    rf"|,?\s+(?:e|mas)\s+(?=(?:já|ainda)\s+(?:não|nao)\b)",
    re.I,
)

QUESTION = rx.compile(
    r"(?:qual|quais|quando(?![^,?]{1,60},)|onde|aonde|por\s+que|porque|pq|quanto|quantos|quantas|quem|o\s+que|oq|será|cadê"
    r"|como\s+(?:é\s+que\s+)?(?:eu\s+)?(?:(?:me|lhe|o|a|os|as|te)\s+)?(?:faço|faz|posso|devo|consigo|fazer|funciona"
    r"|é|seria|fica|que|se|(?!todo\b|tudo\b|muito\b|imenso\b|pouco\b|sempre\b|bem\b|frango\b|ovo\b|queijo\b|presunto\b|atum\b)[^\W\d_]{3,}(?:o|ço|go))|devo|posso"
    # not "preciso": "preciso de ideias para o jantar, sou vegetariana" asks, then states (read as a request piece)
    r"|tem\s+como|é\s+possível|vale\s+a\s+pena|dá\s+pra|da\s+pra|é\s+normal|é\s+verdade|existe|há\s+como"
    r"|você\s+(?:pode|poderia|sabe|acha)|vc\s+(?:pode|sabe|acha))\b"
)
POLITE = rx.compile(r"(?:(?:você|vc)\s+)?(?:pode|poderia|podes)\s+(?:por\s+favor\s+)?", re.I)
PERSISTENT = rx.compile(
    r"\b(?:sempre|nunca|jamais|a\s+partir\s+de\s+agora|daqui\s+(?:pra|para)\s+frente|de\s+agora\s+em\s+diante"
    r"|por\s+padrão)\b",
    re.I,
)
#: Uma instrução só para esta resposta ("responde em inglês desta vez", "usa unidades métricas nesta receita", "sê
#: breve, é para um tweet"), ou (grupo ``tag``, mesmo com "sempre") perguntada, não dada ("nunca uses eval, certo?"),
#: ou só dentro de uma ficção ("chama-me capitão neste jogo").
ONE_OFF = rx.compile(
    r"\b(?:(?:d|n)?(?:esta|essa)\s+vez|por\s+esta\s+vez|(?:(?:para|pra)\s+|n|d)(?:esta|este|essa|esse)\s+(?:resposta"
    r"|receita|texto|e-?mail|carta|post|mensagem|tarefa|pergunta|exercício|exemplo|conversa|parte|trecho|script"
    r"|documento|parágrafo|redação|publicação|página|ficheiro|arquivo|relatório|slide|legenda|poema"
    r"|discurso|cartão|currículo|cv|biografia|resumo|tradução)|(?:para|pra)\s+(?:a|o|as|os)\s+(?:[\w-]+\s+)?(?:abaixo|acima)"
    r"|é\s+(?:só\s+)?(?:para|pra)\s+(?:o\s+meu|a\s+minha|meu|minha|um|uma|o|a)\b|,\s*é\s+(?:só\s+)?(?:para|pra)\b"
    r"|o\s+público\s+(?:é|são)\b)\b"
    r"|(?P<tag>,?\s*\b(?:certo|correto|né|não\s+é|é\s+verdade|verdade|é\s+isso|ou\s+não|confere)\s*\?+\W*$"
    r"|\bn(?:est[ae]|ess[ae]|[oa]|osso|ossa)\s+(?:história|jogo|roleplay|rpg|cenário|campanha)\b)",
    re.I,
)
#: Uma abertura ou um fim sarcástico ("… só que não", "#sqn"): o que a frase diz adorar é aquilo de que se queixa.
IRONIC = rx.compile(
    r"\bs[óo]\s+que\s+n[ãa]o\b|#sqn\b"
    r"|^(?:(?:ah|oh)\s+(?:que\s+)?(?:bom|maravilha|ótimo|otimo|lindo|giro|fixe|beleza)\b|que\s+maravilha\b"
    r"|era\s+(?:mesmo\s+|mesmo\s+isto\s+|só\s+)?(?:disto|isto|o\s+que)\s+(?:que\s+)?(?:eu\s+)?precisava\b"
    r"|só\s+me\s+faltava\b|pois\s+claro\b|claro,\s+porque\b)",
    re.I,
)
HYPOTHETICAL = rx.compile(
    r"(?:suponha|suponhamos|supondo|imagine|imagina|imaginemos|digamos|hipoteticamente|e\s+se|finja|finge"
    r"|faz\s+de\s+conta|faça\s+de\s+conta|quem\s+me\s+dera|tomara|num\s+mundo\s+(?:em\s+)?que|caso\s+eu"
    r"|considere\s+que|vamos\s+supor|vamos\s+imaginar|pensa\s+que|pense\s+que)\b"
    # uma linha de diálogo colado ou um exemplo, dito por outra pessoa ("cliente: tenho 35 anos e moro em Braga")
    r"|(?:cliente|paciente|utente|utilizador|usuário|usuario|entrevistador|entrevistado|candidat[oa]|pessoa"
    r"|personagem|persona|bot|ia|agente|comprador|vendedor|exemplo|entrada|saída|p|r)\s*\d*\s*:"
)
STORY_FRAME = rx.compile(
    r"(?:(?:por\s+favor,?\s+|pode\s+|você\s+pode\s+)?(?:escreva|escreve|crie|cria|invente|inventa|componha|gere"
    r"|gera|faça|faz|conte|conta|me\s+conte|me\s+conta)\s+(?:me\s+)?(?:uma?|outra|outro|\d+)\s+(?:[\w-]+\s+){0,3}?"
    r"(?:história|historinha|conto|poema|poesia|música|letra|cena|diálogo|monólogo|roteiro|fábula|narrativa"
    r"|ficção|fanfic|piada|personagem|roleplay|rpg)"
    r"|vamos\s+(?:fazer\s+um\s+)?(?:roleplay|rpg|jogar|brincar|fingir|imaginar)|roleplay|rpg\b|finja|finge"
    r"|faz\s+de\s+conta|faça\s+de\s+conta|aja\s+como|atue\s+como|você\s+é\s+(?:um|uma|agora|meu|minha)\b"
    r"|a\s+partir\s+de\s+agora\s+você\s+é|simule|imagine|imagina|interprete)"
)
TASK = rx.compile(
    r"(?:(?:por\s+favor,?\s+|pode\s+|poderia\s+|você\s+pode\s+)?(?:traduza|traduz|traduzir|reescreva|reescreve"
    r"|revise|revisa|corrija|corrige|resuma|resume|parafraseie|gere|gera|crie|cria|componha|complete|completa"
    r"|continue|continua|escreva|escreve|invente|inventa|converta|transforme|responda\s+(?:a|ao|à|esse|este"
    r"|essa|esta)|finja|finge|imagine|imagina|simule|conjugue|diga|me\s+d[êe]\s+(?:um|uns|exemplos?|\d+)))\b"
)
#: A task the user asks for themselves ("escreve-me um plano de treino", "cria um plano de refeições para mim",
#: "revê o meu CV"): what follows it is the user's own context, unlike after a task about someone else or fiction.
_RELATION_WORDS = V.alternation(frozenset(V.RELATIONS))
TASK_FOR_USER = rx.compile(
    r"^(?:(?:por\s+favor,?\s+|pode\s+|podes\s+|poderia\s+|você\s+pode\s+))?(?:escreve|escreva|cria|crie|gera|gere"
    r"|faz|faça|prepara|prepare|monta|monte|me\s+d[êe]|dá|dê|elabora|elabore)"
    r"(?!.*\b(?:história|historia|conto|poema|personagem|cena|diálogo|dialogo|letra|canção|cancao|música|musica"
    r"|roteiro|fanfic|ficção|ficcao|rap|piada|romance)\b)"
    r"(?:-me\b|\s+(?:me|pra\s+mim|para\s+mim)\b|(?:\s+[\w-]+){0,5}?\s+(?:para|pra)\s+mim\b"
    r"|\s+(?:o\s+|a\s+)?(?:meu|minha)\s+(?!(?:[\w-]+\s+)?(?:" + _RELATION_WORDS + r")\b))",
    re.I,
)
#: A clause about someone else: "a minha mulher é vegetariana, alérgica a nozes" gives the user nothing.
OTHER_SUBJECT = rx.compile(
    r"(?:ele|ela|eles|elas|(?:[oa]\s+)?(?:meu|minha|nosso|nossa)\s+(?:[\w-]+\s+)?(?:" + _RELATION_WORDS
    + r")\s+(?:é|e|está|esta|tá|ta|tem|era|foi|anda|não|nao|já|saiu|largou|vendeu|venderam|deixou|cansou|começou"
    r"|conseguiu|arranjou|comprou|mudou|voltou)|(?-i:[A-Z])\w+\s+(?:é|está|tem|anda))\b",
    re.I,
)
CONDITIONAL_TAIL = rx.compile(
    r"(?:^|[\s,;(])(?:se\s+(?:eu|você|voce|vc|a\s+gente|nós|for|tiver|puder|possível|possivel|precisar|quiser"
    r"|não|nao|houver|\w+sse)|(?<!\bme\s)(?<!\bnos\s)caso|como\s+se|mesmo\s+que|a\s+menos\s+que|quem\s+me\s+dera|tomara\s+que"
    r"|quando\s+eu\s+era|na\s+época\s+em\s+que|disse|diz|dizia|falou|escreveu|contou|acha|achou|afirmou"
    r"|respondeu|perguntou|insiste)\b",
    re.I,
)
NEGATED = rx.compile(
    r"\bnão\b.*\bmais\b|\bnunca\s+mais\b|\bantigamente\b|\bcostumava\b|\bjá\s+não\b|\bex-"
)
#: A sentence or aside without its subject that is about the user ("alérgica a kiwi", "sendo diabético, …").
IMPLIED_SUBJECT = (
    # "alérgica a amendoim", "intolerante à lactose", "diabético": a condition in passing
    (
        rx.compile(
            r"(?=(?:alérgic[oa]s?|alergic[oa]s?)\s+(?:a|ao|à|aos|às)\b|(?:intolerantes?)\s+(?:a|ao|à)\b"
            r"|(?:diabétic[oa]|diabetic[oa]|celíac[oa]|celiac[oa])\b)",
            re.I,
        ),
        "sou ",
    ),
    (rx.compile(r"(?:sendo|por\s+ser|como\s+sou|já\s+que\s+sou)\s+(?=\w)", re.I), "sou "),
    (rx.compile(r"enquanto\s+(?=\w+\s*,)", re.I), "sou "),
    # "como enfermeira, …", "como vegetariana, …", "como brasileira morando em Lisboa, …": who the user is, in passing
    (
        rx.compile(
            r"como\s+(?:um\s+|uma\s+)?(?=(?:"
            + V.alternation(V.JOB_HEADS | frozenset(V.DEMONYMS) | V.CONDITION_ADJECTIVES | V.DIET_WORDS)
            + r")\b[^,;?]{0,50}[,;])",
            re.I,
        ),
        "sou ",
    ),
    # "como amante de vinho, …", "como fã de Star Wars, …": a liking said in passing
    (
        rx.compile(
            r"(?:como|sendo)\s+(?:(?:grande|boa|bom|verdadeir[oa])\s+)?(?:amante|fã|apreciador[a]?)\s+(?=de\b|d[oa]s?\b)",
            re.I,
        ),
        "sou fã ",
    ),
    # a profile's list items said without a subject: "- fluente em Libras", "- especialista em degradê", "- faixa
    # preta de judo", "- apaixonada por fotografia"
    (
        rx.compile(
            r"(?=(?:fluente|especialista|proficiente|certificad[oa])\s+(?:em|no|na|nos|nas)\b"
            r"|faixa[- ](?:preta|castanha|marrom|roxa|azul)\s+(?:de|em)\b"
            r"|(?:apaixonad[oa]|viciad[oa]|fanátic[oa])\s+(?:por|pel[oa]s?|em)\b)",
            re.I,
        ),
        "sou ",
    ),
    # "como falante nativo de inglês, corrige isto": a language the user speaks, in passing
    (rx.compile(r"(?:como|sendo)\s+(?:um\s+|uma\s+)?(?=falante\s+nativ[oa]\s+d[eoa]\b)", re.I), "sou "),
    (
        rx.compile(
            r"(?:como|sendo)\s+(?=(?:apaixonad[oa]|louc[oa]|viciad[oa])\s+(?:por|pel[oa]s?|em|n[oa]s?)\b)",
            re.I,
        ),
        "sou ",
    ),
    # "desempregada há 3 meses, dicas?", "à procura de emprego na área": a situation said without "estou"
    (
        rx.compile(
            r"(?=(?:desempregad[oa]|à\s+procura\s+de\s+(?:um\s+)?(?:emprego|trabalho)|de\s+licença\s+(?:de\s+)?"
            r"(?:maternidade|paternidade|parental)|de\s+baixa\s+médica|grávida\s+de\s+\d)\b)",
            re.I,
        ),
        "estou ",
    ),
    (
        rx.compile(
            r"(?=(?:alérgic[oa]|intolerante|vegan[oa]|vegetarian[oa]|pescetarian[oa]|diabétic[oa]|celíac[oa]"
            r"|canhot[oa]|casad[oa]|noiv[oa]|grávida|reformad[oa]|aposentad[oa])\b)",
            re.I,
        ),
        "sou ",
    ),
)

_MONTH = V.alternation(frozenset(V.MONTHS))
_WEEKDAY = V.alternation(frozenset(V.WEEKDAYS))
_NUMBER = r"\d+|" + V.alternation(frozenset(V.NUMBER_WORDS))
TIME = rx.compile(
    rf"\baté\s+(?:"
    rf"o\s+(?:fim|final)\s+(?:d[aoe]\s+)?(?:(?:a|o|esta|este|essa|esse)\s+)?(?P<eo_unit>semana|mês|mes|ano)\b"
    rf"|(?:o\s+)?(?:fim|final)\s+de\s+(?P<eo_month>{_MONTH})\b"
    rf"|(?:o\s+)?(?:dia\s+)?(?P<day>\d{{1,2}})\s+de\s+(?P<month>{_MONTH})\b"
    rf"|(?:o\s+)?(?:começo\s+de\s+|início\s+de\s+|meados\s+de\s+)?(?P<month2>{_MONTH})\b"
    rf"|(?:a\s+|o\s+)?(?:próxima\s+|proxima\s+|próximo\s+)?(?P<weekday>{_WEEKDAY})\b)"
    rf"|\b(?:n)?(?:essa|esta)\s+(?P<this_unit>semana)\b|\b(?:n)?(?:este|esse)\s+(?P<this_unit2>mês|mes|ano)\b"
    rf"|\b(?P<this_unit3>hoje)\b"
    rf"|\b(?:pel[oa]s|n[oa]s)\s+próxim[oa]s\s+(?:(?P<n>{_NUMBER})\s+)?(?P<unit>dias|semanas|meses)\b",
    re.I,
)
TIME_WORDS = TimeWords(months=V.MONTHS, weekdays=V.WEEKDAYS, units=V.UNITS, numbers=V.NUMBER_WORDS)


_WISH = r"(?:eu\s+)?(?:quero|queria|prefiro|gostaria)\s+que\s+(?:(?:você|voce|vc|tu)\s+)?(?:me\s+)?"


#: Paraphrases read as the plain statement the rules know: "fiz 35 anos" is "tenho 35 anos", "como mãe" is
#: "sou mãe", "torço pelo Sport" is "adoro o Sport", and the European imperatives ("responde-me", "dá-me") as the
#: forms the instruction rules read. (opening, replacement, whether the question mark goes with it.)
REWRITES = tuple(
    (rx.compile(pattern, re.I), replacement, drop_question)
    for pattern, replacement, drop_question in (
        (r"como\s+(?=(?:mãe|mae|pai|avó|avô|tia|tio|madrinha|padrinho|mamãe|papai)\b)", "sou ", False),
        # "somos vegetarianos", "somos os dois veganos", "já somos casados": what the household is, the user is
        (r"(?:nós\s+|a\s+gente\s+)?(?:já\s+)?somos\s+(?:os\s+dois\s+|as\s+duas\s+|ambos\s+|ambas\s+)?"
         r"(?P<x>vegetarian|vegan|pescetarian|pescatarian|casad|noiv|divorciad)[oa]s\b", r"sou \g<x>o", False),
        # "instalei o ubuntu no portátil", "pus linux no pc velho": the system the user's own machine runs now
        (r"(?:eu\s+)?(?:já\s+|ja\s+|finalmente\s+)?(?:instalei|pus|coloquei|meti)\s+(?:o\s+)?(?P<os>ubuntu|linux(?:\s+mint)?"
         r"|mint|fedora|debian|arch(?:\s+linux)?|manjaro|pop!?_?os|elementary(?:\s+os)?|zorin(?:\s+os)?|windows\s+1[01]"
         r"|windows|chromeos(?:\s+flex)?)\s+(?:no|na|num|numa)\s+(?:meu\s+|minha\s+)?(?:velho\s+|antigo\s+|nov[oa]\s+)?"
         r"(?:portátil|portatil|pc|computador|notebook|laptop|thinkpad|macbook|máquina|maquina)\b"
         r"(?:\s+(?:velho|antigo|nov[oa]|de\s+casa))?(?!\s+d[oa]s?\s)(?:\s+(?:ontem|hoje|no\s+fim\s+de\s+semana"
         r"|esta\s+semana|na\s+semana\s+passada))?", r"uso \g<os>", False),
        # where the user was born, said with the participle: "sou nascido em Recife", "nascida e criada no Porto"
        (r"(?:eu\s+)?(?:sou\s+)?nascid[oa]\s+e\s+criad[oa]\s+(?P<prep>em|no|na)\s+", r"nasci e cresci \g<prep> ",
         False),
        (r"(?:eu\s+)?(?:sou\s+)?nascid[oa]\s+(?P<prep>em|no|na)\s+", r"nasci \g<prep> ", False),
        # a new job said by how it was got: "fui contratada como analista pela Ambev", "consegui vaga de estagiário na
        # Embraer", "arranjei emprego como rececionista num hotel", "entrei como vendedora na Renner"
        (r"(?:eu\s+)?(?:já\s+|ja\s+|finalmente\s+|agora\s+)?fui\s+(?:contratad[oa]|admitid[oa]|efetivad[oa])\s+como\s+"
         r"(?P<job>[^,.;:!?()]+?)\s+pel(?P<g>[oa])\s+(?=(?-i:[A-ZÀ-Ý]))", r"sou \g<job> n\g<g> ", False),
        (r"(?:eu\s+)?(?:já\s+|ja\s+|finalmente\s+|agora\s+)?(?:fui\s+(?:contratad[oa]|admitid[oa]|efetivad[oa])|entrei"
         r"|(?:consegui|arranjei|arrumei)\s+(?:um\s+|uma\s+|o\s+|a\s+)?(?:nov[oa]\s+)?(?:emprego|trabalho|trampo|vaga|lugar"
         r"|job))\s+como\s+(?=\w)", "sou ", False),
        (r"(?:eu\s+)?(?:já\s+|ja\s+|finalmente\s+|agora\s+)?(?:consegui|arranjei|arrumei)\s+(?:um\s+|uma\s+)?(?:nov[oa]\s+)?"
         r"(?:emprego|trabalho|trampo|vaga)\s+de\s+(?!(?:estágio|estagio|meio|verão|verao|férias|ferias|fim|part|tempo)\b)"
         r"(?=\w)", "sou ", False),
        (
            r"(?:(?:o|a)\s+[A-ZÀ-Ý][\w-]+\s+)?(?:pediu-me|me\s+pediu)\s+em\s+casamento"
            r"|(?:fui\s+pedid[oa]|ficámos\s+noivos|ficamos\s+noivos|noivei)\b(?:\s+em\s+casamento)?",
            "estou noivo",
            False,
        ),
        # a marriage that ended: "separei-me", "me divorciei do Paulo"
        (
            r"(?:eu\s+)?(?:me\s+separei|separei-me)(?=\s*$|\s*[,.;:!?]|\s+(?:d[oa]\s+(?:meu|minha)\s+(?:marido|mulher|esposa"
            r"|esposo|companheir[oa]|namorad[oa])\b|d[oa]\s+(?-i:[A-ZÀ-Ý])|há\s|em\s|n[oa]\s|recentemente|ontem))[^,;:!?]*",
            "estou separado",
            False,
        ),
        (r"(?:eu\s+)?(?:me\s+divorciei|divorciei-me)\b[^,;:!?]*", "estou divorciado", False),
        # changes said by the event or in passing: "desde que me reformei", "aposentei-me em 2020", "estou solteira
        # outra vez", "desde que me mudei para Braga", "agora trabalho em casa como freelancer"
        (r"(?:desde\s+que\s+)?(?:eu\s+)?(?:me\s+reformei|reformei-me)\b[^,;:!?]*", "estou reformado", False),
        (r"(?:desde\s+que\s+)?(?:eu\s+)?(?:me\s+aposentei|aposentei-me)\b[^,;:!?]*", "estou aposentado", False),
        (r"desde\s+que\s+(?=(?:eu\s+)?(?:me|nos)\s+(?:mudei|mudamos|mudámos)\b|(?:eu\s+)?(?:mudei|mudámos|mudamos)-(?:me|nos)\b"
         r"|(?:eu\s+)?(?:entrei|comecei)\s+(?:n[oa]|para\s+[oa]|a\s+trabalhar)\s)", "", False),
        (r"(?:desde\s+que|depois\s+de|quando)\s+(?:eu\s+)?(?:vim|viemos)\s+(?:morar\s+|viver\s+)?(?:para|pra)\s+(?:o\s+|a\s+)?"
         r"(?=(?-i:[A-ZÀ-Ý]))", "me mudei para ", False),
        (r"depois\s+de\s+(?:me\s+mudar|nos\s+mudarmos|mudar-me|mudarmo-nos)\s+(?=(?:para|pra)\s)", "me mudei ", False),
        (r"(?P<x>trabalho)\s+agora\s+(?=n[oa]s?\s|numa?\s|como\s|em\s)", r"\g<x> ", False),
        (r"(?:eu\s+)?comecei\s+(?:num|um)\s+(?:emprego|trabalho)\s+novo\s+(?=n[oa]s?\s)", "trabalho ", False),
        (r"(?:eu\s+)?(?P<v>estou|sou)\s+(?P<x>reformad[oa]|aposentad[oa]|casad[oa]|divorciad[oa]|solteir[oa]|vegan[oa]"
         r"|vegetarian[oa]|noiv[oa]|viúv[oa])\b\s+(?!(?:e|mas|porque|desde|há|com|do|da|de|em|no|na|agora|já)\b)[^,;]*",
         r"\g<v> \g<x>", False),
        (
            r"(?P<x>(?:eu\s+)?(?:estou|sou|tô|to)\s+[^\W\d_]+)\s+(?:outra\s+vez|de\s+novo|novamente)\b",
            r"\g<x>",
            False,
        ),
        (r"(?P<x>trabalho)\s+(?:em\s+casa|de\s+casa|a\s+partir\s+de\s+casa|remotamente|remoto)\s+(?=como\s)", r"\g<x> ",
         False),
        # a household's diet: "lá em casa viramos vegetarianos", "ficámos veganos no ano passado", "tornamo-nos
        # vegetarianos" (the user's diet, said in the plural; "ficamos vegetarianos por uma semana" is a trial)
        (
            r"(?:(?:cá|lá|aqui|la|ca)\s+em\s+casa\s+)?(?:(?:nós|nos)\s+)?(?:já\s+|ja\s+)?(?:viramos|virámos|ficamos|ficámos"
            r"|tornamo-nos|tornámo-nos|nos\s+tornamos|a\s+gente\s+(?:já\s+|ja\s+)?(?:virou|ficou|se\s+tornou))\s+"
            r"(?P<d>vegan|vegetarian|pescetarian)"
            r"(?:os|as|o|a)\b(?!\s+(?:por|durante|só|so)\s+(?:uma|um|\d+|duas|dois|alguns|algumas)\b)[^,.;:!?]*",
            r"sou \g<d>o",
            False,
        ),
        # children named in a predicate: "os meus filhos são o Tomás e a Inês", "as nossas filhas são a Lara e a Sofia"
        (
            r"(?P<who>(?:os\s+|as\s+)?(?:meus|minhas|nossos|nossas)\s+(?:filhos|filhas|miúdos|miudos|meninos|meninas"
            r"|pequenos|gêmeos|gémeos))\s+são\s+(?:[oa]\s+)?(?P<a>(?-i:[A-ZÀ-Ý])[\w'-]+)\s*,\s*(?:[oa]\s+)?"
            r"(?P<b>(?-i:[A-ZÀ-Ý])[\w'-]+)\s+e\s+(?:[oa]\s+)?(?P<c>(?-i:[A-ZÀ-Ý])[\w'-]+)\b",
            r"\g<who> \g<a>, \g<b> e \g<c>",
            False,
        ),
        (
            r"(?P<who>(?:os\s+|as\s+)?(?:meus|minhas|nossos|nossas)\s+(?:filhos|filhas|miúdos|miudos|meninos|meninas"
            r"|pequenos|gêmeos|gémeos))\s+são\s+(?:[oa]\s+)?(?P<a>(?-i:[A-ZÀ-Ý])[\w'-]+)\s+e\s+(?:[oa]\s+)?"
            r"(?P<c>(?-i:[A-ZÀ-Ý])[\w'-]+)\b",
            r"\g<who> \g<a> e \g<c>",
            False,
        ),
        # "tornei-me vegana", "virei gerente", "fiquei vegetariano", "comecei a comer carne outra vez", "o meu novo
        # namorado é o Leo", "comprei um carro novo, um Peugeot 208", "passei a usar Linux", "mudei para o Mac"
        (
            r"(?:eu\s+)?(?:me\s+tornei|tornei-me|virei)\s+(?P<x>[^\W\d_]+)\s+(?:(?:este|esse|neste|nesse|no|o)\s+(?:ano|mês|mes"
            r"|verão|verao|inverno)(?:\s+passado)?|em\s+(?:janeiro|fevereiro|março|abril|maio|junho|julho|agosto|setembro"
            r"|outubro|novembro|dezembro|\d{4})|há\s+\w+(?:\s+(?:anos|meses|semanas))?)(?=\s*(?:$|[,.;:!?]))",
            r"sou \g<x>",
            False,
        ),
        (r"(?:eu\s+)?(?:me\s+tornei|tornei-me)\s+", "sou ", False),
        (r"(?:eu\s+)?virei\s+(?!(?:a|o|à|ao|as|os|para|pra|pro|de|do|da|um|uma|noite|madrugada|costas|lado|esquina)\b)",
         "sou ", False),
        (
            r"(?:eu\s+)?fiquei\s+(?P<x>vegan[oa]|vegetarian[oa]|pescetarian[oa]|noiv[oa]|solteir[oa]|viúv[oa]|viuv[oa])\b"
            r"(?:\s+(?:(?:este|esse|neste|nesse|no|o)\s+(?:ano|mês|mes|verão|verao|inverno)(?:\s+passado)?|em\s+\w+"
            r"|há\s+\w+(?:\s+(?:anos|meses|semanas))?)(?=\s*(?:$|[,.;:!?])))?",
            r"sou \g<x>",
            False,
        ),
        (r"(?:eu\s+)?(?:comecei|passei)\s+a\s+comer\s+(?P<x>carne|peixe|frango)\s+(?:outra\s+vez|de\s+novo|novamente)\b",
         r"voltei a comer \g<x>", False),
        (r"(?P<x>(?:[oa]\s+)?(?:meu|minha)\s+)(?:nov[oa]|atual)\s+(?=namorad[oa]|marido|mulher|esposa|companheir[oa]|noiv[oa])",
         r"\g<x>", False),
        (r"(?:eu\s+)?comprei\s+(?:um\s+)?carro\s+novo\s*,\s*(?=um\s|uma\s)", "comprei ", False),
        (r"(?:eu\s+)?passei\s+a\s+usar\s+", "uso ", False),
        # "comecei na Farfetch como designer": the employer and the job; "já estou instalada em Braga": the home
        (
            r"(?:eu\s+)?(?:comecei|entrei)\s+(?P<p>n[oa]s?)\s+(?P<org>(?-i:[A-ZÀ-Ý])[\w&'.-]*(?:\s+(?-i:[A-ZÀ-Ý])[\w&'.-]*){0,3})"
            r"\s+como\s+(?P<job>[^,.;:!?()]+?)(?=\s+(?:e|mas|há|desde|em|no|na|agora)\b|\s*[,.;:!?()]|\s*$)",
            r"trabalho como \g<job> \g<p> \g<org>",
            False,
        ),
        (
            r"(?:eu\s+|nós\s+)?(?:já\s+|finalmente\s+)?(?:(?:estou|estamos)\s+instalad[oa]s?|me\s+instalei|instalei-me"
            r"|nos\s+instal[áa]mos|instal[áa]mo-nos)\s+(?=(?:em|no|na)\s+(?-i:[A-ZÀ-Ý]))",
            "moro ",
            False,
        ),
        (r"faço\s+(?P<n>\d{1,3})\s+anos\b(?!\s+(?:amanhã|amanha|para|pra|no\s+próximo|na\s+próxima|em\s+\w+|daqui"
         r"|n?[ae]ste\s+ano|n?esse\s+ano|n?o\s+(?:ano|mês|mes)\s+que\s+vem|n?a\s+semana\s+que\s+vem|n[oa]\s+(?:segunda|terça"
         r"|terca|quarta|quinta|sexta|sábado|sabado|domingo)))",
         r"tenho \g<n> anos", False),
        (r"(?:eu\s+|nós\s+)?(?:voltei|voltámos|voltamos)\s+a\s+(?:morar|viver)\s+(?=(?:em|no|na)\s)", "moro ", False),
        (r"(?:eu\s+|nós\s+)?(?:voltei|voltámos|voltamos|regressei|regressámos|regressamos)\s+(?:de\s+vez\s+)?(?:para|pra)\s+"
         r"(?:o\s+|a\s+)?(?=(?-i:[A-ZÀ-Ý])(?![^,.;!?]*\b(?:férias|ferias|visitar|visita|fim\s+de\s+semana|uns\s+dias"
         r"|passeio|viagem|natal|páscoa)\b))", "me mudei para ", False),
        (r"(?:eu\s+)?(?:comecei|passei)\s+a\s+trabalhar\s+(?=como\s)", "trabalho ", False),
        (r"(?:eu\s+)?(?:estou|tô|to|tou|ando)\s+(?:a\s+namorar|namorando)\s+com\s+(?P<x>o|a)\s+(?P<n>(?-i:[A-ZÀ-Ý])[\w-]+|[a-z]+)",
         r"\g<x> meu namorad\g<x> é \g<x> \g<n>", False),
        (r"(?:eu\s+)?comecei\s+a\s+namorar\s+com\s+(?P<x>o|a)\s+(?P<n>(?-i:[A-ZÀ-Ý])[\w-]+|[a-z]+)",
         r"\g<x> meu namorad\g<x> é \g<x> \g<n>", False),
        (r"(?:nós\s+)?estamos\s+(?:a\s+viver|vivendo|a\s+morar|morando)\s+(?=(?:em|no|na|nos|nas)\s)", "moramos ",
         False),
        (
            r"(?:eu\s+)?(?:mudei|passei|migrei)\s+(?:de\s+\S+\s+)?(?:para|pra|pro)\s+(?:o\s+|a\s+)?"
            r"(?=(?:"
            + "|".join(sorted((re.escape(w) for w in OPERATING_SYSTEMS | EDITORS if w.isalpha()), key=longest_first))
            + r")\b)",
            "uso ",
            False,
        ),
        (
            r"fiz\s+(?P<n>\d{1,3})(?:\s+anos)?\b(?:\s+(?:ontem|hoje|anteontem|agora|há\s+pouco|recentemente"
            r"|em\s+\w+|na\s+semana\s+passada|no\s+mês\s+passado|no\s+\w+\s+passado"
            r"|n[oa]\s+(?:sábado|domingo|segunda|terça|quarta|quinta|sexta)(?:-feira)?))?",
            r"tenho \g<n> anos",
            False,
        ),
        (r"tenho\s+(?P<n>\d{1,2})(?=\s*(?:[,;!?]|$))", r"tenho \g<n> anos", False),
        (r"tenho\s+(?P<n>1[3-9]|[2-9]\d)(?=\s+(?:e|mas)\s)", r"tenho \g<n> anos", False),
        (r"(?:vou|decidi)\s+aprender\s+(?:a\s+)?", "quero aprender ", False),
        (
            r"continu[oa]\s+(?:a\s+)?(?:adorar|adorando|a\s+amar|amando|viciad[oa]\s+(?:em|no|na|nos|nas))\s+",
            "adoro ",
            False,
        ),
        (r"continu[oa]\s+(?:a\s+)?(?:gostar|gostando)\s+(?:muito\s+)?", "gosto ", False),
        (r"estou\s+a\s+aprender\s+", "estou aprendendo ", False),
        (r"torço\s+(?:pro|pelo|para\s+o|pra|pela|para\s+a)\s+", "adoro o ", False),
        (
            r"(?:sou|estou|ando|tô|to|tou)\s+(?:completamente\s+|totalmente\s+|super\s+|muito\s+|mesmo\s+|tão\s+)?"
            r"viciad[oa]\s+(?:em|no|na|nos|nas)\s+",
            "adoro ",
            False,
        ),
        # "estou a treinar para correr a meia maratona": training for the race
        (r"(?:estou|tô|ando)\s+(?:a\s+treinar|treinando|a\s+preparar-me|me\s+preparando)\s+(?:para|pra)\s+(?:correr|fazer|nadar)"
         r"\s+(?=(?:a|o|uma|um)\s)", "estou treinando para ", False),
        # "respostas em português do Brasil, por favor": the answer language, said without a verb
        (r"(?:as\s+)?(?:suas\s+)?respostas?\s+(?:sempre\s+)?(?=em\s+(?:" + V.alternation(V.LANGUAGES) + r")"
         r"(?:\s+(?:do\s+brasil|brasileiro|de\s+portugal|europeu|do\s+br|de\s+pt|pt-pt|pt-br))?"
         r"\s*(?:$|[,.!;]|por\s+favor|pf\b|pfv\b|sempre|obrigad))",
         "responda sempre ", False),
        # "não posso comer glúten": what the user does not eat or drink
        (r"(?:não|nao)\s+posso\s+comer\s+(?!mais\b|nada\b|isso\b|isto\b|hoje\b|agora\b)", "não como ", False),
        (r"(?:não|nao)\s+posso\s+beber\s+(?!mais\b|nada\b|isso\b|isto\b|hoje\b|agora\b)", "não bebo ", False),
        # tastes said otherwise: "o meu fraco são pastéis de nata", "não consigo comer coentros", "leio imenso"
        (r"(?:o\s+)?meu\s+(?:grande\s+)?(?:ponto\s+)?fraco\s+(?:é|são|sao)\s+", "adoro ", False),
        (r"(?:não|nao)\s+consigo\s+(?:comer|beber)\s+(?!mais\b|nada\b|isso\b|isto\b|hoje\b|agora\b)", "não suporto ",
         False),
        (r"leio\s+(?:muito|imenso|bastante|bué|muitos\s+livros|imensos\s+livros)\s*$", "adoro ler", False),
        (r"sou\s+(?:uma?\s+)?(?:formiga|gulos[oa])(?:\s+(?:para|pra|com)\s+(?:os\s+)?doces)?\s*(?=$|[,;.!?])",
         "adoro doces", False),
        # "pra mim que sou canhota, …", "eu, como professora, …": who the user is, said before what they ask
        (r"(?:pra|para)\s+mim\s*,?\s+que\s+sou\s+", "sou ", False),
        (r"eu\s*,\s*(?:como|enquanto)\s+(?:um\s+|uma\s+)?(?=[^\W\d_]+(?:\s+[^\W\d_]+){0,3}\s*,)", "sou ", False),
        # "como não como carne, que proteína uso?": the reason given is a habit of the user's
        (r"(?:como|já\s+que|visto\s+que|uma\s+vez\s+que)\s+"
         r"(?=(?:eu\s+)?(?:não|nao)\s+(?:como|bebo|consumo|tomo)\b)", "", False),
        # "com 29 anos já faz sentido …?": the user's age, said before a question
        (r"com\s+(?P<n>\d{1,2})\s+anos\s*,?\s*(?=(?:já|ainda|é|devo|posso|preciso|faz|vale|consigo|será|dá|tenho)\b)",
         r"tenho \g<n> anos, ", False),
        # "não bebo mais": the user stopped drinking
        (
            r"(?:eu\s+)?(?:(?:não|nao)\s+bebo\s+mais|já\s+não\s+bebo|deixei\s+de\s+beber|parei\s+de\s+beber)"
            r"(?=\s*(?:[,.;!?]|$|há|desde|faz))",
            "não bebo álcool",
            False,
        ),
        # "pedi a Marta em casamento": engaged
        (r"pedi\s+(?:a|o)\s+(?-i:[A-ZÀ-Ý])[\w-]+\s+em\s+casamento", "estou noivo, ", False),
        # other ways of saying what one likes: "sou mais de chá", "não dispenso um bom café", "tenho um fraco por doces"
        (r"sou\s+(?:muito\s+)?mais\s+de\s+", "prefiro ", False),
        (
            r"(?:não|nao)\s+(?:dispenso|vivo\s+sem|passo\s+sem|consigo\s+viver\s+sem)\s+(?:um\s+bom\s+|uma\s+boa\s+)?",
            "adoro ",
            False,
        ),
        (r"tenho\s+(?:um\s+)?(?:fraco|fraquinho|queda)\s+(?:por|pel[oa]s?)\s+", "adoro ", False),
        # "como alguém que ama cozinhar, …", "sendo uma pessoa que odeia calor, …": the user's taste, in passing
        (r"(?:como|sendo)\s+(?:alguém|alguem|(?:uma\s+)?pessoa)\s+que\s+(?:ama|adora|curte)\s+", "adoro ", False),
        (r"(?:como|sendo)\s+(?:alguém|alguem|(?:uma\s+)?pessoa)\s+que\s+gosta\s+(?=de\b|d[oa]s?\b)", "gosto ", False),
        (r"(?:como|sendo)\s+(?:alguém|alguem|(?:uma\s+)?pessoa)\s+que\s+(?:odeia|detesta)\s+", "odeio ", False),
        (r"(?:como|sendo)\s+(?:alguém|alguem|(?:uma\s+)?pessoa)\s+que\s+(?:não|nao)\s+suporta\s+", "não suporto ",
         False),
        (r"(?:como|sendo)\s+(?:alguém|alguem|(?:uma\s+)?pessoa)\s+que\s+fala\s+", "falo ", False),
        (
            r"(?:sou|somos)\s+(?:uma?\s+)?(?:grande\s+|verdadeir[oa]\s+)?(?:apreciador[a]?|amante)\s+(?=de\b|d[oa]s?\b)",
            "sou fã ",
            False,
        ),
        (r"(?:não|nao)\s+sou\s+(?:muito|grande\s+coisa)\s+de\s+", "não gosto de ", False),
        # aims said otherwise: "tenho como objetivo correr uma maratona", "estou a poupar para comprar casa"
        (r"tenho\s+(?:como|por)\s+(?:objetivo|meta)\s+", "o meu objetivo é ", False),
        (r"(?:estou|tô|ando)\s+(?:a\s+)?(?:poupar|poupando|juntar|juntando)\s+(?:dinheiro\s+)?(?:para|pra)\s+(?=\w+r\b)",
         "o meu objetivo é ", False),
        # "estou a juntar dinheiro para a entrada de uma casa", "tô guardando grana pro intercâmbio"
        (r"(?:estou|tô|to|ando)\s+(?:a\s+)?(?:poupar|poupando|juntar|juntando|economizar|economizando|guardar|guardando)"
         r"\s+(?:dinheiro\s+|grana\s+|uma\s+grana\s+|algum\s+dinheiro\s+)?(?P<to>para\s+[oa]s?|para|pra|pro|pros|pras)\s+"
         r"(?=(?:um|uma|o|a|os|as|meu|minha)?\s*[^\W\d_]{3,})",
         r"o meu objetivo é poupar \g<to> ", False),
        # "meta: correr 10 km", "objetivo para este ano: tirar a carta"
        (r"(?:(?:a\s+)?minha\s+|(?:o\s+)?meu\s+)?(?:meta|objetivo|sonho)(?:\s+(?:para|pra|pro)\s+(?:este|esse|o)\s+ano"
         r"|\s+deste\s+ano|\s+do\s+ano|\s+principal)?\s*:\s*(?=[^\W\d_]+(?:ar|er|ir)\b)",
         "o meu objetivo é ", False),
        # "estou a ver se aprendo a nadar", "tô vendo se consigo aprender violão"
        (r"(?:estou|tô|to|ando)\s+(?:a\s+ver|vendo)\s+se\s+(?:consigo\s+)?(?:aprendo|aprender)\s+",
         "estou tentando aprender ", False),
        # the answer the user wants, said as a wish: "quero que respondas sempre em inglês"
        *(
            (
                _WISH + said + r"\b\s*",
                imperative + " ",
                False,
            )
            for said, imperative in (
                ("respond(?:as|a)", "responda"), ("escrev(?:as|a)", "escreva"), ("us(?:es|e)", "use"),
                ("fal(?:es|e)", "fale"), ("sej(?:as|a)", "seja"), ("expli(?:ques|que)", "explique"),
                ("evit(?:es|e)", "evite"), ("mantenh(?:as|a)", "mantenha"), ("trat(?:es|e)", "me trate"),
                ("cham(?:es|e)", "me chame"),
            )
        ),
        (r"(?:não|nao)\s+(?:precisas|precisa|tens|tem)\s+(?:de\s+|que\s+)?ser\s+(?:tão\s+|muito\s+)?formal(?:\s+comigo)?",
         "seja informal", True),
        (r"estou\s+obcecad[oa]\s+(?:com|por|pelo|pela)\s+", "adoro ", False),
        (r"(?:fui|estou)\s+diagnosticad[oa]\s+com\s+", "tenho ", False),
        (r"responde-me\s+", "responda ", False),
        # "explica como se eu tivesse 5 anos": simple words, as for a child (not "explica isto como se …": a task)
        (
            r"(?:me\s+)?(?:explica|explique|explica-me|fala|fale)\s+(?:sempre\s+)?(?:tudo\s+|as\s+coisas\s+)?como\s+se\s+eu"
            r"\s+(?:tivesse|fosse\s+uma\s+criança\s+de)\s+(?P<n>\d{1,2})\s+anos(?=\s*(?:[,.!]|$|por\s+favor|sempre|pf))",
            r"explique de forma simples para uma criança de \g<n> anos",
            False,
        ),
        (r"dá-me\s+", "me dê ", False),
        (r"escreve-me\s+", "escreva ", False),
        # the other imperatives with the pronoun after them ("Escreva-me sempre em português de Portugal")
        (r"(?:escreva|escrevam)-me\s+", "escreva ", False),
        (r"(?:responda|respondam)-me\s+", "responda ", False),
        (r"(?:fale|fala)-me\s+(?=sempre\b|em\b|só\b|apenas\b|de\s+forma\b|de\s+maneira\b|de\s+modo\b)", "fale ", False),
        (
            r"(?:explique|explica)-me\s+(?=sempre\b|as\s+coisas\b|tudo\b|de\s+forma\b|passo\s+a\s+passo\b)",
            "explique ",
            False,
        ),
        (r"fala\s+comigo\s+", "fale comigo ", False),
    )
)


#: A polite question asking for a way of answering ("podes ser mais direto?", "vc pode responder em inglês?") is
#: the instruction itself: read as the imperative, without its question mark.
_POLITE_VERBS = {
    "ser": "seja", "responder": "responda", "escrever": "escreva", "falar": "fale", "usar": "use",
    "manter": "mantenha", "evitar": "evite", "parar de": "pare de", "deixar de": "deixe de",
    "tratar-me por": "me trate por", "me tratar por": "me trate por", "me chamar de": "me chame de",
    "chamar-me": "me chame",
}  # fmt: skip
#: After "parar de", "deixar de" any verb follows ("pode parar de usar listas?").
_ANY_AFTER = {"parar de": r"\w|", "deixar de": r"\w|"}
REWRITES = REWRITES + tuple(
    (
        rx.compile(
            r"(?:(?:você|voce|vc|cê|tu)\s+)?(?:pode|podes|poderia|podia|podias|consegue|consegues)\s+(?:por\s+favor\s+)?"
            r"(?:sempre\s+)?" + verb.replace(" ", r"\s+") + r"\s+(?=" + _ANY_AFTER.get(verb, "")
            + r"mais\b|menos\b|sempre\b|em\b|no\b|na\b|de\s+forma\b|sem\b|respostas\b|frases\b|textos\b|emojis\b"
            r"|listas\b|tópicos\b|markdown\b|tu\b|você\b|comigo\b|cmg\b|(?-i:[A-Z])"
            r"|(?:diret|objetiv|curt|breve|concis|clar|simples|formal|informal|sucint|honest|sincer)\w*)",
            re.I,
        ),
        imperative + " ",
        True,
    )
    for verb, imperative in _POLITE_VERBS.items()
)


#: Enclitic pronouns after a first-person verb ("mudei-me", "chamo-me", "mudámo-nos"), read in the Brazilian
#: order the rules are written in ("me mudei", "nos mudámos"); imperatives ("dá-me") end otherwise and stay.
_ENCLITIC_1SG = rx.compile(r"\b([^\W\d_]{2,}(?:ei|i|o|ar|er|ir))-me\b", re.I)
_ENCLITIC_1PL = rx.compile(r"\b([^\W\d_]{2,}[aáeéêií]mo)-nos\b", re.I)
#: "vou-me mudar", "vamos-nos casar": the pronoun of the verb that follows.
_GOING_ENCLITIC = rx.compile(r"\b(vou|vamos)-(me|nos)\s+(?=[^\W\d_]+(?:ar|er|ir)\b)", re.I)
#: "estou a aprender" (European) is "estou aprendendo" (Brazilian): one form for the rules.
_PERIPHRASIS = rx.compile(
    r"\b(estou|estava|estamos|ando|andamos|continuo|continuamos|tou|tô|to)\s+a\s+((?:me|nos|se)\s+)?(?!par\b)"
    r"([^\W\d_]+?)(ar|er|ir)\b",
    re.I,
)
_GERUND = {"ar": "ando", "er": "endo", "ir": "indo"}
#: "tô"/"to" (Brazilian) and "tou" (European) at a clause start are "estou".
_ESTOU = rx.compile(r"(^|[,;]\s*|\b(?:eu|e|mas|já|ainda|agora|hoje|só)\s+)(?:tô|to|tou)\b(?=\s+[^\W\d_])", re.I)
#: Chat spellings ("vc", "pq", "tb") as the words they stand for.
_PLAIN_LETTERS = str.maketrans("áàâãéêíóôõúç", "aaaaeeiooouc")
_CHAT = {
    "vc": "você",
    "vcs": "vocês",
    "cê": "você",
    "pq": "porque",
    "tb": "também",
    "tbm": "também",
    "mto": "muito",
    "mt": "muito",
    "td": "tudo",
    "msm": "mesmo",
    "hj": "hoje",
    "qdo": "quando",
    "qnd": "quando",
    "cmg": "comigo",
    "ñ": "não",
    "nao": "não",
    "tambem": "também",
    "q": "que",
    "entao": "então",
    "voce": "você",
    "voces": "vocês",
    # "trampo" is work in Brazilian slang: "trampo na Renner", "tô trampando de garçom"
    "trampo": "trabalho",
    "trampando": "trabalhando",
    "trampar": "trabalhar",
    "trampei": "trabalhei",
}
#: Words typed without their accents ("to gravida", "sou alergica"), read as written with them; only words that
#: are nothing else without the accent.
_CHAT.update(
    {
        plain: accented
        for accented in words("""
        grávida férias licença experiência português inglês francês alemão japonês chinês holandês mãe irmã irmão cão
        até saúde área café açúcar alérgico alérgica diabético diabética celíaco celíaca próximo próxima mês sábado faço
        são três operação recuperação portátil telemóvel música médica médico técnico técnica história família viúva
        viúvo fã pão feijão programação informática matemática física química psicóloga psicólogo farmacêutica
        veterinária veterinário estagiário estagiária funcionária funcionário empresária empresário autônomo autônoma
        autónomo autónoma bancária bancário intolerância glúten depressão hipertensão síndrome pânico sabático
        intercâmbio mudança aniversário nível básico avançado intermediário violão acordeão natação musculação
        meditação já álcool cirurgião fluência currículo
        hérnia licenciatura graduação pós-graduação diagnóstico diagnosticada diagnosticado
        """)
        if (plain := accented.translate(_PLAIN_LETTERS)) != accented
    }
)
#: Words of the vocabularies and of the rules' own patterns, typed without their accents ("to gravida", "sou
#: anemica", "comeco num emprego novo", "faco crossfit"), read as written with them. A plain form that is a word
#: of its own ("e", "esta", "para", "pais") or that two accented words share ("avo") is left as typed.
_PATTERN_WORDS = words("""
    há são já até três mês próximo próxima próximos sábado faço começo começam começar começou começa começamos
    estágio divórcio paixão formação crochê croché ginásio oiço ouço profissão garçom anémica anêmica anémico anêmico
    código férias licença grávida saúde área experiência você vocês também não está estás estão através após maçã pão
    feijão açúcar café chá pé coração opção sessão lição aulas explicações inscrição inscrevi-me decidida decidido
    vídeos música músicas séries série filmes histórias livros inglês português espanhol francês alemão japonês
    chinês italiano coreano árabe russo polaco mandarim ténis tênis vôlei natação dança corrida caminhadas bicicleta
    família mãe irmã irmão cão gatinho bebé bebê filhos namorada solteira casada divorciada viúva viúvo noivo noiva
    fã fãs adolescência infância mudança casamento aniversário cirurgia operação recuperação tratamento diagnóstico
    diagnosticada diagnosticado intolerância alérgica alérgico diabética diabético celíaca celíaco hipertensão
    depressão ansiedade síndrome pânico insónia insônia tiróide tiroide hérnia joelho costas coluna médica médico
    técnica técnico informática matemática física química política economia psicóloga psicólogo veterinária
    veterinário farmacêutica farmacêutico estagiária estagiário funcionária funcionário empresária empresário
    autônomo autônoma autónomo autónoma bancária bancário licenciatura graduação pós-graduação pós mestrado faculdade
    universitária universitário violão acordeão musculação meditação álcool cirurgião fluência currículo nível básico
    avançado intermediário sabático intercâmbio portátil telemóvel operação trânsito tempo gostávamos gostava
    esposa sogra avó avô país gêmeo gêmea gémeo gémea caçula caçulinha única único responsável última último primária
    cá irmãs irmãos crianças miúdos cerimónia cerimónias
    """)
_NOT_RESTORED = frozenset(words("e esta estas este para pais nos so la ta avo pelo pela ha")) - {"ha"}


def _accent_map() -> dict[str, str]:
    found: dict[str, set[str]] = {}
    pools = (V.JOB_HEADS | V.ACTIVITIES | V.CONDITIONS | V.CONSUMABLES | V.LANGUAGES | frozenset(V.DEMONYMS)
             | frozenset(V.RELATIONS) | V.CONDITION_ADJECTIVES | V.WORKPLACES | V.PLACES | frozenset(_PATTERN_WORDS))
    for accented in pools:
        if " " in accented:
            continue
        plain = accented.translate(_PLAIN_LETTERS)
        if plain != accented:
            found.setdefault(plain, set()).add(accented)
    # spellings of one word ("croché"/"crochê", "anémica"/"anêmica") are one word; "avó"/"avô" are two
    return {
        plain: sorted(said)[0]
        for plain, said in found.items()
        if len({word.translate(_ONE_SPELLING) for word in said}) == 1
        and plain not in _NOT_RESTORED
        and plain not in pools  # "cirurgia" is no "cirurgiã"
    }


_ONE_SPELLING = str.maketrans("êô", "éó")


_ACCENTS = _accent_map()
_TOKEN = rx.compile(r"[^\W\d_]+(?:-[^\W\d_]+)*")


def _with_accents(match: re.Match[str]) -> str:
    said = match.group(0)
    accented = _ACCENTS.get(said.lower())
    if accented is None:
        return said
    return accented.capitalize() if said[:1].isupper() else accented


_CHAT_WORD = rx.compile(r"(?<![\w-])(" + "|".join(sorted(_CHAT, key=longest_first)) + r")(?![\w-])", re.I)
#: "Eu e o Oliver mudámo-nos", "eu e a minha mulher adoramos": a first-person plural subject is "nós".
_WE = rx.compile(
    r"^(?:eu\s+e\s+(?:(?:o|a)\s+)?(?:(?:meu|minha)\s+)?[^\W\d_]+|(?:(?:o|a)\s+(?:(?:meu|minha)\s+)?[^\W\d_]+"
    r"|(?-i:[A-ZÀ-Ý])[^\W\d_]+)\s+e\s+eu"
    r"|a\s+gente)\s+(?=(?:nos\s+)?[^\W\d_]+(?:mos|mo-nos)\b)",
    re.I,
)


#: The user married someone they name as the other half of "we": "eu e a Tainá casamos no civil", "o Rafa e eu
#: antecipámos e casámos" are "casei com a Tainá", "casei com o Rafa" (read before "we" takes the name away), so
#: the partner named before is now the spouse.
_WE_MARRIED = rx.compile(
    r"^(?:eu\s+e\s+(?P<art>o|a)\s+(?P<name>(?-i:[A-ZÀ-Ý])[\w'-]+)|(?P<art2>o|a)\s+(?P<name2>(?-i:[A-ZÀ-Ý])[\w'-]+)"
    r"\s+e\s+eu)\s+(?:[\w-]+\s+(?:e\s+)?)?(?:nos\s+)?cas[aá]mos\b",
    re.I,
)


def _married_to(match: re.Match[str]) -> str:
    article = (match.group('art') or match.group('art2')).lower()
    return f"casei com {article} {match.group('name') or match.group('name2')}"


_A_GENTE = rx.compile(
    r"\ba\s+gente\s+(adora|ama|curte|gosta|odeia|detesta|mora|vive|trabalha|tem|vai|se\s+mudou|mudou|usa|faz|quer"
    r"|pretende|sonha|está|anda|pratica|joga|fala|organiza|adotou|terminou|grava|edita|monta|começou|voltou)\b",
    re.I,
)
_FIRST_PLURAL = {"adora": "adoramos", "ama": "amamos", "curte": "curtimos", "gosta": "gostamos", "odeia": "odiamos",
                 "detesta": "detestamos", "mora": "moramos", "vive": "vivemos", "trabalha": "trabalhamos",
                 "tem": "temos", "vai": "vamos", "se mudou": "nos mudamos", "mudou": "mudamos", "usa": "usamos",
                 "faz": "fazemos", "quer": "queremos", "pretende": "pretendemos", "sonha": "sonhamos",
                 "está": "estamos", "anda": "andamos", "pratica": "praticamos", "joga": "jogamos",
                 "fala": "falamos", "organiza": "organizamos", "adotou": "adotamos", "terminou": "terminamos",
                 "grava": "gravamos", "edita": "editamos", "monta": "montamos", "começou": "começamos",
                 "voltou": "voltamos"}  # fmt: skip


_PLAIN_WORD = rx.compile(r"[^\W\d_]+")
#: Words that only chat spellings and "tô"/"tou" use: the sentence is rewritten only when one is there.
_SPOKEN = frozenset(_CHAT) | {"tô", "to", "tou"}


#: Someone addressed by their title at the start of a sentence ("Professor, pode me ajudar?", "Boa tarde,
#: doutora."): the title is a vocative, not the user's job.
_SALUTATION = r"(?:olá|ola|oi|bom\s+dia|boa\s+tarde|boa\s+noite|caro|cara|querido|querida|prezado|prezada)[\s,]+"
_TITLE = r"[^\W\d_]+\.?(?:\s+(?-i:[A-ZÀ-Ý])[\w-]+)?"
#: Words one addresses someone by; a sentence whose first words are none of these is no vocative (a set lookup
#: before the pattern keeps the check cheap).
_TITLES = V.JOB_HEADS | frozenset(words("senhor senhora sr sra dr dra doutor doutora"))
_SALUTATION_WORDS = frozenset(words("olá ola oi bom boa dia tarde noite caro cara querido querida prezado prezada"))
_VOCATIVE = rx.compile(
    r"^" + _SALUTATION + _TITLE + r"[.!?]*\s*$"
    r"|^(?:" + _SALUTATION + r")?" + _TITLE + r"\s*[,!:]\s*(?=(?:pode|podes|poderia|me|preciso|tenho\s+uma|você|vc"
    r"|tu|sabe|sabes|explica|explique|ajuda|ajude|obrigad|diga|diz|o\s+senhor|a\s+senhora|uma\s+(?:dúvida|pergunta)"
    r"|qual|como|quando|onde|porque|por\s+que|o\s+que|é|está)\b)",
    re.I,
)


#: "A Marta, a minha namorada, é vegetariana", "o Bento, nosso golden, comeu …": the name, then who it is, read as
#: "a minha namorada Marta".
_NAME_THEN_RELATION = rx.compile(
    r"\b(?:o|a)\s+(?P<name>(?-i:[A-ZÀ-Ý])[\w'-]+)\s*,\s*(?:(?:o|a)\s+)?(?P<poss>meu|minha|nosso|nossa)\s+"
    r"(?P<rel>" + V.alternation(frozenset(V.RELATIONS)) + r")\s*,",
    re.I,
)
_POSSESSIVES = frozenset({"meu", "minha", "nosso", "nossa"})


#: Emoji end what they follow, like a comma: "sou professora 😅 me ajuda a corrigir provas".
_EMOJI = rx.compile(r"\s*[\U0001F000-\U0001FAFF\u2600-\u27BF\u2B00-\u2BFF\uFE0F\u200D]+\s*")


def normalize(sentence: str) -> str:
    """A Portuguese sentence in the one shape the rules read: proclitic pronouns, gerunds, "estou", "nós"."""
    if not sentence.isascii():
        sentence = _EMOJI.sub(", ", sentence).strip(", ")
    if "," in sentence or len(sentence) < 40:
        opening = [w for w in _PLAIN_WORD.findall(sentence[:40].lower())[:4] if w not in _SALUTATION_WORDS][:1]
        vocative = _VOCATIVE.match(sentence) if opening and opening[0] in _TITLES else None
        if vocative is not None:
            sentence = sentence[vocative.end() :]
    lower = sentence.lower()
    words = set(_PLAIN_WORD.findall(lower))
    if not words.isdisjoint(_ACCENTS):
        sentence = _TOKEN.sub(_with_accents, sentence)
        lower = sentence.lower()
        words = set(_PLAIN_WORD.findall(lower))
    if "-" in sentence:
        sentence = _ENCLITIC_1SG.sub(r"me \1", sentence)
        sentence = _ENCLITIC_1PL.sub(r"nos \1s", sentence)
        sentence = _GOING_ENCLITIC.sub(r"\1 \2 ", sentence)
    if "a" in words:
        sentence = _PERIPHRASIS.sub(
            lambda m: f"{m.group(1)} {m.group(2) or ''}{m.group(3)}{_GERUND[m.group(4).lower()]}", sentence
        )
    if not _SPOKEN.isdisjoint(words):
        sentence = _ESTOU.sub(r"\1estou", sentence)
        sentence = _CHAT_WORD.sub(lambda m: _CHAT[m.group(1).lower()], sentence)
    if "," in sentence and not _POSSESSIVES.isdisjoint(words):
        sentence = _NAME_THEN_RELATION.sub(r"\g<poss> \g<rel> \g<name>,", sentence)
    if "gente" in words:
        sentence = _A_GENTE.sub(lambda m: "nós " + _FIRST_PLURAL[re.sub(r"\s+", " ", m.group(1).lower())], sentence)
    if "eu" in words and ("casamos" in lower or "casámos" in lower):
        sentence = _WE_MARRIED.sub(_married_to, sentence)
    if "eu" in words or "gente" in words:
        sentence = _WE.sub("nós ", sentence)
    return sentence


_APPOSITION = rx.compile(
    r"(?:(?:o|a)\s+)?(?P<rel>(?:meu|minha|nosso|nossa)\s+(?:" + V.alternation(frozenset(V.RELATIONS)) + r"))\b", re.I
)
_NAME_BEFORE = rx.compile(r"(?:^|\s)(?P<name>(?-i:[A-ZÀ-Ý])[\w'-]+)\s*$")


#: A relation just before a bracket that holds only a name: "o meu mozão (Lucas)", "minha filha (Lia) …".
_RELATION_BEFORE = rx.compile(
    r"(?:^|\s)(?P<rel>(?:meu|minha|nosso|nossa)\s+(?:" + V.alternation(frozenset(V.RELATIONS)) + r"))\s*$", re.I
)
_NAME_ONLY = rx.compile(r"(?-i:[A-ZÀ-Ý])[\w'-]+(?:\s+(?-i:[A-ZÀ-Ý])[\w'-]+)?")


#: The user's machine just before a bracket that names its system: "no portátil da empresa (Windows)", "o meu
#: telemóvel (Android 14)", "tenho um portátil velho (Ubuntu)"; not someone else's ("o portátil do meu marido").
_MACHINE_BEFORE = rx.compile(
    r"(?:\b(?:meu|minha)\s+|\b(?:uso|tenho|estou|tô|trabalho|programo)\b[^()]*?\b(?:um|uma|o|a|no|na|num|numa)\s+)"
    r"(?:portátil|portatil|computador|pc|notebook|laptop|telemóvel|telemovel|celular|telefone|smartphone|tablet|máquina)"
    r"(?:\s+(?:da\s+empresa|do\s+trabalho|do\s+escritório|da\s+faculdade|velh[oa]|nov[oa]|antig[oa]|pessoal))?\s*$",
    re.I,
)
#: Words that name a thing, never a person, in a bracket after a relation ("o portátil do meu marido (Windows)").
_NOT_A_PERSON = OPERATING_SYSTEMS | EDITORS | V.DEVICE_WORDS | V.APP_WORDS


def apposition(before: str, aside: str) -> str | None:
    """ "O Davi (meu filho, nasceu …)" states "meu filho Davi"; "o meu mozão (Lucas)" states "meu mozão Lucas";
    "no meu notebook (Linux Mint)" states "uso Linux Mint"."""
    first = aside.split()[0].lower() if aside.split() else ""
    if first in OPERATING_SYSTEMS and _MACHINE_BEFORE.search(before):
        return f"uso {aside}"
    named = _RELATION_BEFORE.search(before)
    if (
        named is not None
        and _NAME_ONLY.fullmatch(aside)
        and first not in V.NOT_NAMES
        and first not in _NOT_A_PERSON
        and not V.is_place(aside)
    ):
        return f"{named.group('rel')} {aside}"
    relation = _APPOSITION.match(aside)
    name = _NAME_BEFORE.search(before)
    if relation is None or name is None or name.group("name").lower() in V.NOT_NAMES:
        return None
    return f"{relation.group('rel')} {name.group('name')}"


#: Uma nota que é uma idade: "34", "34 anos".
_NOTE_AGE = rx.compile(r"(?P<n>\d{1,2})(?:\s*anos(?:\s+de\s+idade)?)?[.!]?", re.I)
#: Uma nota que é um nome completo, sozinha no topo da lista: "Ana Ribeiro".
_NOTE_NAME = rx.compile(r"(?-i:[A-ZÀ-Ý][a-zà-ÿ'-]+)(?:\s+(?:(?:de|da|do|dos|das)\s+)?(?-i:[A-ZÀ-Ý][a-zà-ÿ'-]+)){1,3}")


def note_forms(item: str, first: bool) -> list[str]:
    """As frases que uma nota sobre o usuário pode querer dizer, pela ordem em que são lidas (ver
    :attr:`.engine.RuleSet.note_forms`): "34" → "Tenho 34 anos", "Ana Ribeiro" no topo → "Chamo-me Ana Ribeiro",
    uma profissão ou um estado → "Sou enfermeira intensivista", uma família → "Tenho uma filha, a Leonor"."""
    age = _NOTE_AGE.fullmatch(item.strip())
    if age is not None:
        return [f"Tenho {age.group('n')} anos"]
    if _NOTE_NAME.fullmatch(item.strip()):
        # a name stands for the user's own only at the top of the list ("- Moseley Park" further down is not)
        if not first:
            return []
        return [f"Chamo-me {item.strip()}"]
    return [f"Sou {item}", f"Tenho {item}"]
