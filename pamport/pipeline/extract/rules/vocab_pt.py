"""Portuguese word lists the rules rely on (lower case; both genders where Portuguese has two)."""

from __future__ import annotations

import re

from pamport.pipeline.extract.rules.phrases import words
from pamport.pipeline.extract.rules.vocab_en import alternation

__all__ = ["alternation"]

_HEAD_STEMS = """
    professor professora enfermeiro enfermeira médico médica advogado advogada engenheiro engenheira
    desenvolvedor desenvolvedora programador programadora designer analista gerente arquiteto arquiteta
    contador contadora psicólogo psicóloga psiquiatra dentista farmacêutico farmacêutica jornalista estudante
    motorista vendedor vendedora fotógrafo fotógrafa cozinheiro cozinheira chef confeiteiro confeiteira
    empresário empresária empreendedor empreendedora consultor consultora pesquisador pesquisadora cientista
    técnico técnica estagiário estagiária freelancer autônomo autônoma servidor servidora policial bombeiro
    bombeira fisioterapeuta nutricionista veterinário veterinária tradutor tradutora intérprete escritor
    escritora artista músico música ator atriz coordenador coordenadora diretor diretora administrador
    administradora economista biólogo bióloga químico química físico física matemático matemática secretário
    secretária recepcionista garçom garçonete barista corretor corretora mecânico mecânica eletricista
    pedreiro
    cabeleireiro cabeleireira costureira doutorando doutoranda mestrando mestranda universitário universitária
    tutor tutora instrutor instrutora educador educadora pedagogo pedagoga bibliotecário bibliotecária
    agricultor agricultora fazendeiro fazendeira piloto operador operadora auxiliar assistente atendente
    caixa supervisor supervisora especialista consultora fundador fundadora sócio sócia dono dona ceo cto
    youtuber streamer influenciador influenciadora blogueiro blogueira ilustrador ilustradora animador
    animadora produtor produtora editor editora redator redatora publicitário publicitária marqueteiro
    marqueteira cuidador cuidadora babá diarista faxineira porteiro vigilante militar soldado juiz juíza
    promotor promotora defensor defensora delegado delegada escrivão escrevente pastor pastora padre
    cirurgião cirurgiã pediatra cardiologista dermatologista psicopedagogo psicopedagoga terapeuta
    fonoaudiólogo
    fonoaudióloga enfermeiro-chefe residente dev devops socorrista paramédico paramédica prof profe stôra stôr
    formador formadora treinador treinadora monitor monitora enfermeira-chefe gestor gestora
    analista-desenvolvedor sysadmin cientista-de-dados
    bancário bancária contabilista canalizador canalizadora encanador encanadora carteiro empregada camionista
    caminhoneiro caminhoneira taxista estafeta entregador entregadora carpinteiro carpinteira marceneiro marceneira
    serralheiro serralheira pintor pintora jardineiro jardineira padeiro padeira pasteleiro pasteleira talhante
    açougueiro açougueira peixeiro peixeira lojista comerciante feirante operário operária pescador pescadora
    mineiro esteticista manicure maquilhador maquilhadora maquiador maquiadora barbeiro barbeira massagista
    podologista optometrista ortodontista oftalmologista obstetra ginecologista neurologista ortopedista anestesista
    radiologista oncologista psicanalista parteira doula fonoaudiólogo nutricionista dietista farmacêutica maqueiro
    docente investigador investigadora explicador explicadora pedagoga psicopedagoga reitor reitora polícia gnr psp
    militar marinheiro aviador hospedeiro hospedeira comissário comissária controlador controladora informático
    webdesigner tester qa jurista notário notária solicitador solicitadora procurador procuradora economista
    recrutador recrutadora headhunter rececionista recepcionista telefonista repositor repositora armazenista
    logístico fotojornalista repórter locutor locutora apresentador apresentadora realizador realizadora cineasta
    argumentista roteirista guionista dramaturgo dramaturga poeta poetisa cantor cantora dj bailarino bailarina
    coreógrafo coreógrafa escultor escultora artesão artesã ceramista tatuador tatuadora costureiro modista alfaiate
    sapateiro relojoeiro joalheiro enólogo enóloga sommelier viticultor viticultora apicultor apicultora agrónomo
    agrónoma agrônomo agrônoma geólogo geóloga arqueólogo arqueóloga historiador historiadora sociólogo socióloga
    antropólogo antropóloga filósofo filósofa linguista estatístico estatística atuário atuária auditor auditora
    inspetor inspetora avaliador avaliadora mediador mediadora empregado agente pm po aluno aluna
    arquitecto arquitecta director directora electricista actor actriz actuário actuária administrativo administrativa
    escriturário escriturária teleoperador teleoperadora representante encarregado encarregada tesoureiro tesoureira
    controller presidente vice-presidente chefe subchefe gerente-geral sócio-gerente bolseiro bolseira bolsista
    pós-doc postdoc catedrático catedrática finalista caloiro caloira calouro caloura vestibulando vestibulanda
    concurseiro concurseira formando formanda graduando graduanda licenciando licencianda interno interna
    anestesiologista urologista endocrinologista gastroenterologista pneumologista reumatologista nefrologista
    hematologista infectologista geriatra fisiatra neurocirurgião neurocirurgiã higienista protético protética
    osteopata quiroprático quiroprática acupunturista naturopata psicomotricista
    biomédico biomédica bioquímico bioquímica geógrafo geógrafa urbanista paisagista topógrafo topógrafa projetista
    desenhador desenhadora desenhista meteorologista oceanógrafo oceanógrafa zootecnista perito perita revisor
    revisora diplomata vereador vereadora autarca deputado deputada sargento tenente capitão fuzileiro
    soldador soldadora ladrilhador estucador funileiro borracheiro vidraceiro ferreiro torneiro fresador
    maquinista condutor condutora motoboy motoqueiro frentista manobrista estivador lavrador lavradora vaqueiro
    zelador zeladora síndico síndica governanta camareira copeiro copeira barman bartender sous-chef hoteleiro
    hoteleira merendeira florista estilista figurinista compositor compositora baterista guitarrista pianista
    violinista violonista baixista dançarino dançarina videomaker podcaster criador criadora radialista
    apresentador apresentadora locutor locutora copywriter ourives lojista microempresário
    microempresária despachante leiloeiro instrumentador instrumentadora metalúrgico
    metalúrgica doméstica doméstico babysitter
    """
JOB_HEADS = frozenset(_HEAD_STEMS.split())
STUDENT_HEADS = frozenset(
    {
        "estudante",
        "universitário",
        "universitária",
        "doutorando",
        "doutoranda",
        "mestrando",
        "mestranda",
        "aluno",
        "aluna",
        "finalista",
        "caloiro",
        "caloira",
        "calouro",
        "caloura",
        "vestibulando",
        "vestibulanda",
        "formando",
        "formanda",
        "graduando",
        "graduanda",
        "licenciando",
        "licencianda",
    }
)

#: Nationality adjective (either gender) -> the feminine form used in "nacionalidade brasileira".
DEMONYMS: dict[str, str] = {}
for _word in words("""
    brasileiro portuguesa português angolano moçambicano cabo-verdiano argentino chileno colombiano peruano
    uruguaio paraguaio boliviano venezuelano mexicano americano estadunidense norte-americano canadense
    espanhol francês alemão italiano inglês britânico irlandês escocês holandês belga suíço austríaco polonês
    russo ucraniano sueco norueguês dinamarquês finlandês grego turco chinês japonês coreano indiano
    australiano israelense libanês egípcio marroquino nigeriano sul-africano cubano equatoriano
    guineense são-tomense timorense macaense galego basco catalão galês islandês luxemburguês checo tcheco eslovaco
    húngaro romeno búlgaro sérvio croata esloveno bósnio albanês estónio estoniano letão lituano bielorrusso
    georgiano arménio armênio iraniano iraquiano sírio jordaniano saudita paquistanês nepalês tailandês vietnamita
    filipino indonésio malaio taiwanês neozelandês costarriquenho panamenho hondurenho guatemalteco salvadorenho
    dominicano porto-riquenho haitiano jamaicano senegalês ganês camaronês congolês queniano etíope tunisino argelino
    escandinavo luso-descendente lusodescendente
    """):
    if _word.endswith("ês"):
        _fem = _word[:-2] + "esa"
    elif _word.endswith("ão"):
        _fem = _word[:-2] + "ã"
    elif _word.endswith("ol"):
        _fem = _word + "a"
    elif _word.endswith("o"):
        _fem = _word[:-1] + "a"
    else:
        _fem = _word
    DEMONYMS[_word] = _fem
    DEMONYMS[_fem] = _fem

LANGUAGES = frozenset(
    words("""
    português inglês espanhol francês alemão italiano japonês chinês mandarim cantonês coreano russo árabe
    hebraico holandês sueco norueguês dinamarquês finlandês grego turco polonês ucraniano hindi libras
    latim esperanto catalão galego tcheco húngaro romeno indonésio vietnamita tailandês persa
    basco bengali búlgaro croata sérvio eslovaco esloveno estónio letão lituano islandês irlandês galês malaio
    tagalo suaíli swahili urdu punjabi tâmil farsi crioulo quimbundo kimbundu umbundu guarani tupi iorubá zulu
    amárico albanês arménio armênio georgiano cazaque mongol birmanês khmer nepalês checo bósnio macedónio
    bielorrusso luxemburguês maltês africâner sânscrito gaélico iídiche lgp asl bsl
    """)
)

#: Relation noun -> slot (None: a user can have many at once).
RELATIONS: dict[str, str | None] = {
    "esposa": "relationship.spouse",
    "marido": "relationship.spouse",
    "mulher": "relationship.spouse",
    "esposo": "relationship.spouse",
    "cônjuge": "relationship.spouse",
    "namorado": "relationship.partner",
    "namorada": "relationship.partner",
    "noivo": "relationship.partner",
    "noiva": "relationship.partner",
    "companheiro": "relationship.partner",
    "companheira": "relationship.partner",
    "parceiro": "relationship.partner",
    "parceira": "relationship.partner",
    "chefe": "relationship.manager",
    "gerente": "relationship.manager",
    "gestor": "relationship.manager",
    "gestora": "relationship.manager",
    "supervisor": "relationship.manager",
    "supervisora": "relationship.manager",
    # English words for a partner, common in Portuguese written beside English ("o meu boyfriend, o Jake")
    "boyfriend": "relationship.partner",
    "girlfriend": "relationship.partner",
    "husband": "relationship.spouse",
    "wife": "relationship.spouse",
} | dict.fromkeys(
    [
        *words("""
    filho filha irmão irmã mãe pai avó avô tio tia primo prima sobrinho sobrinha amigo amiga cunhado cunhada
    sogro sogra enteado enteada padrasto madrasta neto neta colega sócio sócia mentor mentora cachorro
    cachorra cadela gato gata cão coordenador coordenadora terapeuta afilhado afilhada padrinho madrinha
    vira-lata labrador golden gatinho gatinha cachorrinho cachorrinha cadelinha coelho coelha hamster periquito
    papagaio tartaruga
    """),
        *[
            "melhor amigo",
            "melhor amiga",
            "irmão mais velho",
            "irmã mais velha",
            "irmão mais novo",
            "irmã mais nova",
        ],
    ]
)

STYLE_NOUNS = frozenset(
    words("""
    emojis emoji emoticons tópicos listas marcadores tabelas markdown jargão jargões gírias palavrões
    formalidade
    introdução introduções rodeios enrolação desculpas respostas resposta textos parágrafos negrito títulos
    exclamações anglicismos travessões resumo resumos ressalvas avisos elogios saudações tom linguagem termos
    gráficos cores imagens diagramas
    """)
)
RESPONSE_NOUNS = frozenset(
    words("""
    resposta respostas explicação explicações exemplos emojis tópicos listas texto textos parágrafos tom
    """)
)
TRANSIENT = frozenset(
    words("""
    e-mail email mensagem carta função código consulta query script bug erro problema pergunta resposta post
    comentário relatório apresentação currículo cv lista resumo planilha fórmula bolo almoço jantar café
    reserva
    exercício prova redação tarefa dever teste ligação pedido favor trabalho slide slides texto
    """)
)
PROJECT_NOUNS = frozenset(
    words("""
    negócio empresa loja padaria restaurante canal podcast blog newsletter startup café cafeteria consultório
    escritório agência estúdio banda ong site salão bar confeitaria brechó marca projeto app aplicativo
    lojinha blogue página jogo livro curso plataforma ferramenta bot extensão biblioteca sistema tese
    atelier ateliê oficina clínica pastelaria ginásio academia truck barbearia
    """)
)

MONTHS: dict[str, int] = {
    name: number
    for number, names in enumerate(
        [
            ("janeiro", "jan"),
            ("fevereiro", "fev"),
            ("março", "marco", "mar"),
            ("abril", "abr"),
            ("maio", "mai"),
            ("junho", "jun"),
            ("julho", "jul"),
            ("agosto", "ago"),
            ("setembro", "set"),
            ("outubro", "out"),
            ("novembro", "nov"),
            ("dezembro", "dez"),
        ],
        start=1,
    )
    for name in names
}
WEEKDAYS: dict[str, int] = {
    name: number
    for number, names in enumerate(
        [
            ("segunda", "segunda-feira"),
            ("terça", "terça-feira", "terca"),
            ("quarta", "quarta-feira"),
            ("quinta", "quinta-feira"),
            ("sexta", "sexta-feira"),
            ("sábado", "sabado"),
            ("domingo",),
        ]
    )
    for name in names
}
UNITS: dict[str, str] = {
    "dia": "day",
    "dias": "day",
    "hoje": "day",
    "semana": "week",
    "semanas": "week",
    "mês": "month",
    "mes": "month",
    "meses": "month",
    "ano": "year",
    "anos": "year",
}
NUMBER_WORDS: dict[str, int] = {
    "um": 1,
    "uma": 1,
    "dois": 2,
    "duas": 2,
    "três": 3,
    "tres": 3,
    "quatro": 4,
    "cinco": 5,
    "seis": 6,
    "sete": 7,
    "oito": 8,
    "nove": 9,
    "dez": 10,
    "onze": 11,
    "doze": 12,
    "quinze": 15,
    "vinte": 20,
    "trinta": 30,
    "alguns": 3,
    "algumas": 3,
    "poucos": 3,
    "poucas": 3,
}

NOT_NAMES = (
    frozenset(
        words("""
    eu você voce ele ela a o um uma de do da em no na e mas sim não nao aqui lá bem mal segunda terça quarta
    quinta sexta sábado domingo janeiro fevereiro março abril maio junho julho agosto setembro outubro
    novembro
    dezembro deus chatgpt claude gemini copilot grok
    """)
    )
    | frozenset(DEMONYMS)
    | LANGUAGES
)

#: Gendered predicate adjectives rendered in the generic masculine that agrees with "o usuário".
_MASCULINE = {"boa": "bom", "muito boa": "muito bom", "ótima": "ótimo", "grávida": "grávida"}


_FEMININE_ENDINGS = (
    "ada", "ida", "ica", "eira", "ana", "osa", "ava", "uda", "ata", "ária", "iva", "ota", "tra", "aca", "ega", "rda",
)  # fmt: skip


def masculine(word: str) -> str:
    lowered = word.lower()
    if lowered in _MASCULINE:
        return _MASCULINE[lowered]
    if lowered.endswith(_FEMININE_ENDINGS):
        return lowered[:-1] + "o"
    return lowered


def feminine(word: str) -> str:
    lowered = word.lower()
    if lowered in DEMONYMS:
        return DEMONYMS[lowered]
    if lowered.endswith("o"):
        return lowered[:-1] + "a"
    return lowered

#: Places of work that name themselves ("trabalho num banco", "passei para o centro de saúde de Paranhos").
WORKPLACES = frozenset(
    [
        *words("""
    banco startup empresa hospital clínica clinica escola colégio farmácia fábrica loja agência consultora
    consultoria multinacional fintech seguradora câmara prefeitura tribunal biblioteca museu laboratório
    restaurante hotel supermercado escritório ministério creche lar universidade
    """),
        *["centro de saúde", "câmara municipal", "junta de freguesia", "posto de saúde", "unidade de saúde"],
    ]
)
#: Words that name a school, not an employer ("entrei na Universidade do Minho").
SCHOOLS = frozenset(words("universidade faculdade escola colégio instituto liceu politécnico"))
SCHOOL_NAME = re.compile(r"(?:universidade|faculdade|escola|colégio|instituto|liceu|politécnico)\b", re.I)
#: Fields of study a bare "fiz"/"cursei" names ("fiz ciência da computação").
FIELDS = re.compile(
    r"(?:ciências?\s+d[aoe]\s+\w+|ciências?\s+\w+|engenharia(?:\s+\w+)?|direito|medicina|enfermagem|psicologia"
    r"|economia|gestão|administração|arquitetura|arquitectura|design|letras|história|matemática|física|química"
    r"|biologia|jornalismo|comunicação(?:\s+social)?|marketing|contabilidade|farmácia|nutrição|fisioterapia"
    r"|informática|sistemas\s+de\s+informação|filosofia|sociologia|educação\s+física|pedagogia|publicidade"
    r"|relações\s+internacionais|veterinária|odontologia|medicina\s+dentária|música|belas[- ]artes|turismo"
    r"|geografia|antropologia|estatística|análise\s+de\s+sistemas)\b",
    re.I,
)
#: Family roles said of oneself in the feminine ("sou mãe" → "A usuária é mãe").
FEMININE_ROLES = frozenset(words("mãe avó tia madrinha mamãe"))
CAR_BRANDS = frozenset(
    words("""
    renault peugeot citroën citroen fiat volkswagen vw toyota honda ford seat opel nissan hyundai kia bmw
    mercedes audi tesla chevrolet dacia skoda mazda volvo mini jeep mitsubishi suzuki smart byd lexus porsche
    """)
)
CAR_MODELS = frozenset(
    words("""
    clio golf polo corsa gol onix hb20 uno palio civic corolla yaris fiesta focus punto panda sandero logan
    kwid fusca megane twingo astra passat jetta tiguan kuga mustang leaf zoe captur duster
    """)
)
#: Hardware words that are not a device of one's own ("o meu mini …", "a minha apple …").
NOT_DEVICES = frozenset(words("mini apple intel amd nvidia nas homelab m1 m2 m3 m4 rtx gtx radeon ryzen"))
#: What a user may not eat or drink as a habit ("não bebo álcool", "não como carne").
CONSUMABLES = frozenset(
    [
        *words("""
    álcool alcool carne peixe glúten gluten lactose leite laticínios lacticínios açúcar acucar café cafeína cafeina
    cerveja vinho porco marisco mariscos ovos refrigerante refrigerantes frango fritos doces sal bebidas chocolate
    trigo soja tabaco cigarros energéticos coca-cola chá
    """),
        *["carne vermelha", "carne de porco", "carne de vaca", "fast food", "comida processada", "bebidas alcoólicas",
          "comida de plástico", "bebidas açucaradas", "ultraprocessados", "produtos de origem animal"],
    ]
)
#: How product names are written when typed in lower case.
PRODUCT_CASE = {
    "macbook": "MacBook",
    "iphone": "iPhone",
    "ipad": "iPad",
    "imac": "iMac",
    "thinkpad": "ThinkPad",
    "kindle": "Kindle",
    "pixel": "Pixel",
    "galaxy": "Galaxy",
    "chromebook": "Chromebook",
    "surface": "Surface",
    "xiaomi": "Xiaomi",
    "samsung": "Samsung",
    "dell": "Dell",
    "lenovo": "Lenovo",
}

#: Relations a user can have many of, by the vocabulary's attribute ("relationship.child" with the name).
RELATION_SLOTS: dict[str, str] = {
    **dict.fromkeys(words("filho filha bebé bebê enteado enteada"), "relationship.child"),
    **dict.fromkeys(words("irmão irmã"), "relationship.sibling"),
    **dict.fromkeys(words("mãe pai"), "relationship.parent"),
    **dict.fromkeys(words("neto neta"), "relationship.grandchild"),
    **dict.fromkeys(words("amigo amiga melhor"), "relationship.friend"),
    **dict.fromkeys(
        words("""cão cadela cachorro cachorra gato gata vira-lata labrador golden gatinho gatinha cachorrinho
        cachorrinha cadelinha coelho coelha hamster periquito papagaio tartaruga"""),
        "relationship.pet",
    ),
}

#: Places a user may name after a job or a move ("professora no Rio", "mudei-me para Leiria"): a known place is a
#: city, region or country, never an employer or a school. Lower case, accents as written in Portuguese; a name
#: of several words is listed whole.
PLACES = frozenset(
    [
        # Portugal: districts, cities and towns people name, regions and islands
        *words("""
    lisboa porto braga coimbra aveiro faro évora evora leiria setúbal setubal viseu guarda bragança braganca
    castelo-branco portalegre beja santarém santarem viana vila-real funchal ponta-delgada angra almada amadora
    sintra cascais oeiras loures odivelas seixal barreiro montijo matosinhos gaia maia gondomar valongo
    guimarães guimaraes famalicão famalicao barcelos esposende póvoa povoa vila-do-conde trofa espinho ovar
    ílhavo ilhavo águeda agueda figueira pombal marinha tomar torres abrantes caldas peniche óbidos obidos
    nazaré nazare alcobaça alcobaca mafra ericeira loulé loule albufeira portimão portimao lagos tavira olhão
    olhao silves sines estoril carcavelos covilhã covilha fundão fundao lamego chaves mirandela elvas estremoz
    sesimbra palmela alcochete arroios belém belem parede queluz lousã lousa
    algarve alentejo minho douro trás-os-montes beira beiras ribatejo madeira açores acores gerês geres
    portugal
    """),
        # Brazil: state capitals, large cities, states, regions, and the short names people use
        *words("""
    brasil rio sp bh poa floripa sampa recife salvador fortaleza manaus belém curitiba goiânia goiania
    brasília brasilia natal maceió maceio aracaju joão-pessoa teresina são-luís cuiabá cuiaba campo-grande
    florianópolis florianopolis vitória vitoria palmas macapá macapa boa-vista porto-velho rio-branco
    campinas santos guarulhos osasco niterói niteroi sorocaba ribeirão joinville blumenau londrina maringá
    maringa uberlândia uberlandia juiz-de-fora caruaru olinda petrolina feira-de-santana caxias pelotas
    jundiaí jundiai piracicaba bauru búzios buzios paraty petrópolis petropolis gramado ilhéus ilheus
    são-paulo sao-paulo belo-horizonte porto-alegre santo-andré são-bernardo são-josé são-carlos são-gonçalo
    vila-nova-de-gaia vila-nova são-joão-da-madeira santa-maria-da-feira
    minas bahia pernambuco ceará ceara paraná parana goiás goias pará para amazonas maranhão maranhao piauí
    sergipe alagoas tocantins rondônia acre roraima amapá nordeste sudeste sul norte
    """),
        # the world, as Portuguese and Brazilian users write it
        *words("""
    londres paris madrid barcelona roma milão milao berlim munique amesterdão amsterdã amsterdam bruxelas
    dublin dublim edimburgo manchester luxemburgo genebra zurique viena praga varsóvia budapeste atenas
    estocolmo oslo copenhaga copenhague helsínquia tóquio toquio pequim xangai seul singapura dubai
    sydney toronto montreal vancouver boston chicago miami orlando nova-iorque nova-york califórnia
    lisbon london berlin munich rome milan prague vienna tokyo
    espanha frança franca alemanha itália italia inglaterra escócia irlanda holanda bélgica suíça suica
    áustria luxemburgo polónia polonia suécia noruega dinamarca finlândia grécia japão japao china coreia
    índia angola moçambique cabo-verde argentina chile uruguai paraguai colômbia méxico mexico canadá canada
    eua usa austrália australia europa áfrica ásia
    """),
    ]
)
#: Countries and large regions: where one lives in passing ("aqui em Portugal") is no home city.
COUNTRIES = frozenset(
    words("""
    portugal brasil espanha frança franca alemanha itália italia inglaterra escócia irlanda holanda bélgica suíça
    suica áustria luxemburgo polónia polonia suécia noruega dinamarca finlândia grécia japão japao china coreia índia
    angola moçambique argentina chile uruguai paraguai colômbia méxico mexico canadá canada eua usa austrália
    australia europa áfrica ásia algarve alentejo minho douro madeira açores acores nordeste sudeste sul norte minas
    bahia pernambuco ceará ceara paraná parana goiás goias amazonas maranhão piauí sergipe alagoas tocantins
    """)
)
PLACE_NAMES = frozenset(place.replace("-", " ") for place in PLACES)


def is_place(name: str) -> bool:
    """A known city, region or country ("Rio", "São Paulo", "Vila Nova de Gaia" by its first words)."""
    lowered = name.lower().strip()
    if lowered in PLACE_NAMES:
        return True
    parts = lowered.split()
    return bool(parts) and (parts[0] in PLACE_NAMES or " ".join(parts[:2]) in PLACE_NAMES) and len(parts) <= 4

#: Lasting conditions said with "tenho" ("tenho asma", "tenho enxaquecas crónicas"); longest first in a pattern.
CONDITIONS = frozenset(
    [
        *words("""
    diabetes asma autismo dislexia discalculia daltonismo hipertensão enxaqueca enxaquecas tdah phda ansiedade
    depressão epilepsia fibromialgia endometriose hipotiroidismo hipertiroidismo hipotireoidismo hipertireoidismo
    artrite artrose lúpus psoríase dermatite eczema rinite sinusite refluxo gastrite anemia insónia insônia
    bipolaridade toc burnout escoliose tendinite gota hipoglicemia sop celiaquia acne rosácea vitiligo
    hemofilia talassemia narcolepsia tinnitus zumbido labirintite vertigens glaucoma queratocone miopia
    astigmatismo
    """),
        *[
            "colesterol alto", "tensão alta", "pressão alta", "doença de crohn", "doença celíaca", "colite ulcerosa",
            "síndrome do intestino irritável", "apneia do sono", "esclerose múltipla", "transtorno bipolar",
            "perturbação bipolar", "perturbação de ansiedade", "transtorno de ansiedade", "hérnia discal",
            "síndrome de asperger", "ovário policístico", "ovários policísticos", "covid longa", "artrite reumatoide",
            "intestino irritável", "défice de atenção", "déficit de atenção", "ataques de pânico", "síndrome do pânico",
        ],
    ]
)
#: Conditions said with "sou" ("sou asmático", "sou epilética").
CONDITION_ADJECTIVES = frozenset(
    words("""
    daltônico daltônica daltónico daltónica disléxico disléxica diabético diabética celíaco celíaca surdo surda
    cego cega autista epiléptico epiléptica epilético epilética asmático asmática hipertenso hipertensa
    canhoto canhota destro destra bipolar hiperativo hiperativa insulinodependente hipotiroideu
    """)
)


def known_place(name: str) -> str | None:
    """The longest start of ``name`` that is a known place ("Lisboa É Tudo" → "Lisboa"), keeping its case."""
    parts = name.split()
    for size in range(min(len(parts), 4), 0, -1):
        if " ".join(parts[:size]).lower() in PLACE_NAMES:
            return " ".join(parts[:size])
    return None


#: Phones, computers and apps named in Portuguese chat that the technical lists leave out ("moto g", "redmi").
DEVICE_WORDS = frozenset(
    words("""
    moto motorola redmi poco realme oppo honor nokia zenfone xperia iphone galaxy pixel oneplus huawei xiaomi samsung
    lenovo asus acer dell hp macbook mac imac ipad kindle tablet chromebook thinkpad surface alienware positivo
    multilaser
    """)
)
APP_WORDS = frozenset(
    words("""
    chatgpt claude gemini copilot notion excel word powerpoint teams outlook gmail canva figma trello asana slack
    whatsapp telegram instagram duolingo spotify anki obsidian evernote todoist miro zoom meet drive dropbox
    sharepoint onedrive jira confluence clickup monday airtable photoshop lightroom premiere capcut davinci
    audacity garageband ableton logic strava garmin fitbit myfitnesspal ynab sheets docs sap primavera
    moloni toconline waze uber ifood glovo bolt
    """)
)

#: Diets said of oneself ("sou vegana", "como vegetariano, …").
DIET_WORDS = frozenset(
    words("vegetariano vegetariana vegano vegana pescetariano pescetariana flexitariano flexitariana crudívora")
)

#: Sports, crafts and pastimes one does ("faço crossfit", "pratico ioga", "danço forró"): liked activities.
ACTIVITIES = frozenset(
    [
        *words("""
    crossfit pilates ioga yoga natação surf surfe bodyboard escalada boxe kickboxing judo judô karaté karatê
    capoeira ballet balé dança zumba spinning ciclismo btt corrida trail caminhadas caminhada musculação ginástica
    ténis tênis tenis padel futsal futebol basquete basquetebol vólei voleibol andebol handebol rugby golfe equitação
    remo canoagem vela mergulho esqui ski snowboard skate patinagem patinação atletismo triatlo maratonas meditação
    tricô tricot croché crochê crochet bordado jardinagem fotografia cerâmica olaria marcenaria voluntariado teatro
    salsa bachata kizomba forró forro samba tango sapateado hip-hop xadrez bouldering trekking hiking running
    """),
        *["muay thai", "jiu-jitsu", "jiu jitsu", "dança do ventre", "artes marciais", "stand up paddle"],
    ]
)

#: Football clubs' fans by the adjective they call themselves ("sou gremista", "sou benfiquista"), with the club.
CLUB_FANS = {
    "benfiquista": "Benfica", "portista": "FC Porto", "sportinguista": "Sporting", "bracarense": "Braga",
    "flamenguista": "Flamengo", "corintiano": "Corinthians", "corinthiano": "Corinthians", "palmeirense": "Palmeiras",
    "gremista": "Grêmio", "colorado": "Internacional", "vascaíno": "Vasco", "tricolor": "Fluminense",
    "botafoguense": "Botafogo", "cruzeirense": "Cruzeiro", "atleticano": "Atlético", "santista": "Santos",
    "são-paulino": "São Paulo", "sãopaulino": "São Paulo", "rubro-negro": "Flamengo", "alvinegro": "Botafogo",
}  # fmt: skip
#: Clubs one is a member ("sócio") or a fan of.
CLUBS = frozenset(
    words("""
    benfica porto sporting braga guimarães vitória boavista flamengo corinthians palmeiras grêmio gremio internacional
    inter vasco fluminense botafogo cruzeiro atlético atletico santos sport bahia fortaleza ceará athletico
    """)
)
