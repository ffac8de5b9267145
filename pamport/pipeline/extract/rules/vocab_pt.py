"""Portuguese word lists the rules rely on (lower case; both genders where Portuguese has two)."""

from __future__ import annotations

import re

from pamport.pipeline.extract.rules import regex_cache as rx
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
    inspetor inspetora avaliador avaliadora mediador mediadora empregado agente pm po aluno aluna funcionário
    funcionária concursado concursada
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
    # everyday Brazilian names for a partner: "minha mina, a Júlia", "meu boy, o Caio", "o meu mozão"
    "mina": "relationship.partner",
    "boy": "relationship.partner",
    "mozão": "relationship.partner",
    "mozao": "relationship.partner",
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
    papagaio tartaruga bisavó bisavô bisneto bisneta gêmeo gêmea gémeo gémea nora genro vizinho vizinha orientador
    orientadora patrão patroa calopsita porquinho furão peixinho cavalo égua pónei pónei pug beagle poodle caniche
    husky bulldog buldogue chihuahua pinscher rottweiler spitz schnauzer dálmata pitbull siamês
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
_MASCULINE = {"boa": "bom", "muito boa": "muito bom", "ótima": "ótimo", "grávida": "grávida", "viúva": "viúvo"}


_FEMININE_ENDINGS = (
    "ada", "ida", "ica", "eira", "ana", "osa", "ava", "uda", "ata", "ária", "iva", "ota", "tra", "aca", "ega", "rda",
)  # fmt: skip


def masculine(word: str) -> str:
    lowered = word.lower()
    if lowered in _MASCULINE:
        return _MASCULINE[lowered]
    if lowered.endswith("a") and lowered in CONDITION_ADJECTIVES and lowered[:-1] + "o" in CONDITION_ADJECTIVES:
        return lowered[:-1] + "o"  # "hipertensa", "destra": the condition's own pair
    if lowered.endswith(_FEMININE_ENDINGS):
        return lowered[:-1] + "o"
    return lowered


def feminine(word: str) -> str:
    lowered = word.lower()
    if lowered in DEMONYMS:
        return DEMONYMS[lowered]
    if lowered == "bom":
        return "boa"
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
    armazém oficina salão padaria pastelaria café bar quartel esquadra delegacia cartório
    conservatória repartição livraria papelaria talho açougue peixaria mercearia quiosque lavandaria lavanderia
    garagem concessionário concessionária gráfica tipografia editora jornal revista rádio televisão produtora
    gabinete consultório infantário ong associação fundação autarquia assembleia embaixada
    consulado cowork coworking construtora imobiliária operadora hostel pousada cantina refeitório pizzaria
    hamburgueria churrascaria lanchonete cafetaria cafeteria sorveteria gelataria hipermercado minimercado
    distribuidora transportadora aeroporto estaleiro fazenda adega vinícola cervejaria cooperativa auditora
    corretora hospitais farmacêutica
    """),
        *["centro de saúde", "câmara municipal", "junta de freguesia", "posto de saúde", "unidade de saúde",
          "call center", "call centre", "contact center", "centro comercial", "shopping center", "companhia aérea",
          "agência de viagens", "empresa de limpeza", "jardim de infância", "loja de roupa", "salão de beleza",
          "clínica dentária", "clínica veterinária", "escola primária", "escola pública", "escola privada",
          "lar de idosos", "casa de repouso", "empresa de tecnologia", "empresa de software"],
    ]
)
#: Words that name a school, not an employer ("entrei na Universidade do Minho").
SCHOOLS = frozenset(words("universidade faculdade escola colégio instituto liceu politécnico"))
#: Universities known by a short name, typed in lower case ("estudo na ufmg", "faço direito na puc").
SCHOOL_SHORT_NAMES = frozenset(
    words("""
    usp unicamp unesp unifesp ufmg ufrj uff uerj ufba ufpe ufsc ufrgs ufpr ufc ufg unb puc fgv ita insper mackenzie
    ufscar ufes ufpa ufam ufrn ufpb ufal ufpi ufma ufms ufmt ufjf ufv ufla ufu ufop utfpr unifor unisinos pucrs pucsp
    pucrio iscte iseg ist feup fcup flup fmup fdul fdup isel isep iscap iscsp ucp uminho ubi ualg utad ipca ipvc esad
    """)
)
SCHOOL_NAME = rx.compile(r"(?:universidade|faculdade|escola|colégio|instituto|liceu|politécnico)\b", re.I)
#: Fields of study a bare "fiz"/"cursei" names ("fiz ciência da computação").
FIELDS = rx.compile(
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
    jaguar subaru cupra chery caoa polestar lancia saab maserati ferrari lamborghini bentley mg
    """)
)
CAR_MODELS = frozenset(
    words("""
    clio golf polo corsa gol onix hb20 uno palio civic corolla yaris fiesta focus punto panda sandero logan ibiza
    fortwo forfour model
    kwid fusca megane twingo astra passat jetta tiguan kuga mustang leaf zoe captur duster leon arona ateca c3 c4
    berlingo kangoo scenic kadjar micra qashqai juke auris prius rav4 c-hr aygo hr-v cr-v hrv crv kicks versa sentra
    ecosport ranger mondeo cruze tracker s10 celta prisma cobalt saveiro voyage t-cross virtus nivus taos amarok
    touareg t-roc mobi argo cronos strada toro renegade compass creta tucson i10 i20 i30 kona ioniq picanto sportage
    ceed stonic niro sorento fabia octavia superb kamiq karoq kodiaq swift vitara jimny ignis cx-5 mx-5 208 2008
    308 3008 5008 207 206 106 107 108 c1 ds3 a1 a3 a4 q3 q5 x1 x3 serie corsa-b hilux tacoma
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
    trigo soja tabaco cigarros energéticos coca-cola chá enchidos charcutaria camarão amendoim amendoins nozes
    queijo mel cogumelos cebola alho picante pimenta coentros coentro farinha pão massa hidratos carboidratos
    sumos sucos destilados frituras adoçante adoçantes vitela borrego cordeiro cabrito miúdos sushi lulas polvo
    bacalhau atum salmão sardinhas tofu milho leguminosas feijão lentilhas grão marisco embutidos salsichas
    presunto fiambre bacon natas manteiga iogurte gelado sorvete bolos refrigerante gorduras refri refris coca
    """),
        *["carne vermelha", "carne de porco", "carne de vaca", "fast food", "comida processada", "bebidas alcoólicas",
          "comida de plástico", "bebidas açucaradas", "ultraprocessados", "produtos de origem animal",
          "frutos do mar", "frutos secos", "hidratos de carbono", "carne de frango", "carnes vermelhas",
          "carne processada", "leite de vaca", "bebidas gaseificadas", "açúcar refinado", "comida picante",
          "peixe cru", "carne crua", "comida crua", "bebidas brancas", "comida rápida", "comida japonesa"],
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
    **dict.fromkeys(words("irmão irmã gêmeo gêmea gémeo gémea"), "relationship.sibling"),
    **dict.fromkeys(words("mãe pai"), "relationship.parent"),
    **dict.fromkeys(words("neto neta"), "relationship.grandchild"),
    **dict.fromkeys(words("amigo amiga melhor"), "relationship.friend"),
    **dict.fromkeys(
        words("""cão cadela cachorro cachorra gato gata vira-lata labrador golden gatinho gatinha cachorrinho
        cachorrinha cadelinha coelho coelha hamster periquito papagaio tartaruga calopsita porquinho furão peixinho
        cavalo égua pónei pug beagle poodle caniche husky bulldog buldogue chihuahua pinscher rottweiler spitz
        schnauzer dálmata pitbull siamês"""),
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
    alverca sacavém sacavem cacém cacem agualva algés alges mem-martins rio-de-mouro campo-de-ourique alvalade
    lumiar olivais marvila alcântara alcantara alfama chiado paranhos ramalde campanhã campanha cedofeita amarante
    penafiel felgueiras lousada santo-tirso vizela fafe ponte-de-lima arcos-de-valdevez caminha valença valenca
    monção moncao melgaço vila-verde amares montalegre macedo-de-cavaleiros miranda-do-douro mogadouro
    peso-da-régua régua alijó tondela mangualde nelas seia gouveia oliveira-do-hospital arganil cantanhede vagos
    anadia mealhada estarreja murtosa albergaria oliveira-de-azeméis arouca vale-de-cambra condeixa penacova
    ourém ourem porto-de-mós marinha-grande torres-novas torres-vedras entroncamento cartaxo benavente coruche
    almeirim rio-maior alenquer lourinhã lourinha azambuja moita costa-da-caparica caparica grândola grandola
    odemira aljezur sagres quarteira vilamoura monchique mértola mertola serpa reguengos montemor arraiolos
    vila-viçosa ponte-de-sor marvão sertã idanha belmonte manteigas trancoso figueira-da-foz angra-do-heroísmo
    ribeira-grande machico câmara-de-lobos porto-santo são-miguel vila-franca-de-xira odivelas
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
    contagem betim montes-claros ipatinga uberaba ribeirão-preto ribeirao-preto são-josé-dos-campos
    são-josé-do-rio-preto rio-preto taubaté mogi mogi-das-cruzes suzano diadema mauá barueri carapicuíba cotia
    itu indaiatuba americana limeira rio-claro araraquara presidente-prudente marília botucatu guarujá
    praia-grande são-vicente ubatuba campos-do-jordão ilhabela atibaia valinhos vinhedo sumaré hortolândia
    paulínia nova-iguaçu duque-de-caxias são-joão-de-meriti volta-redonda resende cabo-frio macaé
    campos-dos-goytacazes teresópolis nova-friburgo arraial-do-cabo vila-velha cariacica guarapari
    ponta-grossa cascavel foz-do-iguaçu guarapuava são-josé-dos-pinhais itajaí balneário-camboriú camboriú
    chapecó criciúma jaraguá-do-sul brusque canoas novo-hamburgo são-leopoldo gravataí passo-fundo
    bento-gonçalves canela anápolis rio-verde dourados corumbá rondonópolis sinop várzea-grande marabá
    ananindeua imperatriz mossoró campina-grande juazeiro juazeiro-do-norte caucaia camaçari lauro-de-freitas
    vitória-da-conquista itabuna porto-seguro arapiraca garanhuns jaboatão porto-de-galinhas fernando-de-noronha
    noronha jericoacoara maragogi lençóis chapada-diamantina chapada-dos-veadeiros pirenópolis ouro-preto tiradentes
    diamantina angra-dos-reis ilha-grande garopaba bombinhas são-caetano taboão guarulhos bragança-paulista
    araçatuba guaratinguetá itapetininga sorocaba
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
    afeganistão áfrica-do-sul albânia argélia arábia-saudita arménia armênia azerbaijão bangladesh bielorrússia
    bolívia bósnia bulgária camboja camarões catar qatar cazaquistão chipre costa-rica croácia croacia cuba egito
    egipto emirados equador eslováquia eslovénia eslovênia estónia estônia etiópia filipinas geórgia gana
    guatemala guiné guiné-bissau haiti honduras hungria indonésia irão irã iraque islândia israel jamaica
    jordânia quénia quênia laos letónia letônia líbano lituânia macau malásia maldivas malta marrocos maurícia
    moldávia mongólia montenegro myanmar namíbia nepal nicarágua nigéria nova-zelândia omã panamá paquistão peru
    porto-rico chéquia república-checa república-tcheca república-dominicana roménia romênia rússia russia ruanda
    senegal sérvia síria sri-lanka sudão tailândia tailandia taiwan tanzânia timor timor-leste tunísia turquia
    ucrânia uganda venezuela vietname vietnã zâmbia zimbabué zimbábue são-tomé estados-unidos reino-unido
    país-de-gales gales escandinávia patagónia patagônia caraíbas caribe bali havai havaí lapónia lapônia
    sicília sardenha córsega creta maiorca ibiza canárias tenerife lanzarote galiza galícia andaluzia toscana
    provença normandia bretanha baviera catalunha
    buenos-aires santiago bogotá medellín cartagena quito montevidéu montevideu assunção la-paz caracas havana
    cidade-do-méxico cancún cancun nova-orleães los-angeles são-francisco las-vegas washington filadélfia seattle
    denver austin houston dallas atlanta quebec otava ottawa liverpool birmingham leeds bristol oxford cambridge
    glasgow belfast cardiff cork galway bordéus lyon marselha nice toulouse estrasburgo lille nantes sevilha
    valência málaga granada bilbau bilbao salamanca santiago-de-compostela vigo corunha oviedo saragoça palma
    florença veneza nápoles turim bolonha verona génova gênova pisa siena palermo hamburgo frankfurt düsseldorf
    estugarda dresden leipzig roterdão roterdã haia utrecht eindhoven antuérpia gante bruges basileia berna lausana
    salzburgo cracóvia gdansk bratislava liubliana zagreb dubrovnik belgrado sarajevo bucareste istambul ancara
    moscovo moscou são-petersburgo kiev kyiv tallinn riga vilnius gotemburgo bergen reiquiavique reykjavik
    helsinque salónica jerusalém telavive tel-aviv cairo marraquexe marrakech casablanca tunes luanda maputo
    mindelo bissau joanesburgo cidade-do-cabo nairobi acra dakar abu-dhabi doha riade teerão mumbai bombaim deli
    nova-deli bangalore goa banguecoque bangkok phuket hanói hanoi saigão kuala-lumpur jacarta manila hong-kong
    quioto kyoto osaka taipé melbourne brisbane perth auckland wellington
    """),
    ]
)
#: Countries and large regions: where one lives in passing ("aqui em Portugal") is no home city.
COUNTRIES = frozenset(
    country.replace("-", " ")
    for country in words("""
    portugal brasil espanha frança franca alemanha itália italia inglaterra escócia irlanda holanda bélgica suíça
    suica áustria luxemburgo polónia polonia suécia noruega dinamarca finlândia grécia japão japao china coreia índia
    angola moçambique argentina chile uruguai paraguai colômbia méxico mexico canadá canada eua usa austrália
    australia europa áfrica ásia algarve alentejo minho douro madeira açores acores nordeste sudeste sul norte minas
    bahia pernambuco ceará ceara paraná parana goiás goias amazonas maranhão piauí sergipe alagoas tocantins
    afeganistão áfrica-do-sul albânia argélia arménia armênia bolívia bulgária camboja croácia croacia cuba egito
    egipto equador etiópia filipinas hungria indonésia islândia israel marrocos nepal peru rússia russia senegal
    tailândia tailandia turquia ucrânia venezuela vietname vietnã estados-unidos reino-unido escandinávia caribe
    caraíbas galiza galícia andaluzia toscana catalunha patagónia patagônia
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
    astigmatismo hérnia lombalgia ciática osteoporose osteopenia parkinson alzheimer cancro câncer linfoma leucemia
    hepatite hiv vih tuberculose dpoc bronquite apneia urticária cistite arritmia taquicardia trombofilia trombose
    varizes úlcera esofagite diverticulite hashimoto fenilcetonúria dispraxia disgrafia tourette tept ptsd
    anorexia bulimia surdez catarata retinopatia estrabismo hipermetropia presbiopia bursite epicondilite lordose
    cifose espondilite cefaleias vertigem menopausa pcos sibo candidíase herpes adhd ocd ibs hipotensão insónias
    insônias enxaquecas
    """),
        *[
            "colesterol alto", "tensão alta", "pressão alta", "doença de crohn", "doença celíaca", "colite ulcerosa",
            "síndrome do intestino irritável", "apneia do sono", "esclerose múltipla", "transtorno bipolar",
            "perturbação bipolar", "perturbação de ansiedade", "transtorno de ansiedade", "hérnia discal",
            "síndrome de asperger", "ovário policístico", "ovários policísticos", "covid longa", "artrite reumatoide",
            "intestino irritável", "défice de atenção", "déficit de atenção", "ataques de pânico", "síndrome do pânico",
            "hérnia de disco", "hérnia de hiato", "dor crónica", "dor crônica", "dores crónicas", "dores crônicas",
            "diabetes gestacional", "doença de parkinson", "doença de alzheimer", "cancro da mama", "câncer de mama",
            "bronquite crónica", "bronquite crônica", "rinite alérgica", "dermatite atópica", "pedra nos rins",
            "pedras nos rins", "cálculos renais", "insuficiência renal", "doença renal", "hipertensão arterial",
            "sopro no coração", "anemia falciforme", "síndrome de ehlers-danlos", "doença de hashimoto",
            "tireoidite de hashimoto", "tiroidite de hashimoto", "doença de graves", "fibrose quística",
            "fibrose cística",
            "síndrome de tourette", "stress pós-traumático", "estresse pós-traumático", "compulsão alimentar",
            "perda auditiva", "fascite plantar", "túnel cárpico", "síndrome do túnel do carpo", "artrite psoriática",
            "fadiga crónica", "fadiga crônica", "síndrome de fadiga crónica", "enxaqueca com aura", "long covid",
            "perturbação obsessivo-compulsiva", "transtorno obsessivo-compulsivo", "doença inflamatória intestinal",
            "pressão baixa", "tensão baixa", "ferro baixo", "anemia ferropriva", "hipotensão", "diabetes tipo 1",
            "problemas de coluna", "problema de coluna", "problemas na coluna", "problemas nas costas",
            "problemas de tiroide", "problema de tiroide", "problemas de tireoide", "problemas de estômago",
            "problemas de pele", "problemas de sono", "problemas cardíacos", "problemas de coração",
            "problema no joelho", "problemas no joelho", "problema no ombro", "dores nas costas", "dor nas costas",
            "dor lombar", "dores de cabeça", "problemas de visão", "problemas de audição", "problema cardíaco",
            "joelho mau", "joelho lesionado", "costas más", "tensão arterial alta",
            "diabetes tipo 2", "pré-diabetes", "prediabetes", "pré-diabetes",
        ],
    ]
)
#: Conditions said with "sou" ("sou asmático", "sou epilética").
CONDITION_ADJECTIVES = frozenset(
    words("""
    daltônico daltônica daltónico daltónica disléxico disléxica diabético diabética celíaco celíaca surdo surda
    cego cega autista epiléptico epiléptica epilético epilética asmático asmática hipertenso hipertensa
    canhoto canhota destro destra bipolar hiperativo hiperativa insulinodependente hipotiroideu hipertireoideo
    anémico anémica anêmico anêmica hipotenso hipotensa cardíaco cardíaca hemofílico hemofílica disléxica
    seropositivo seropositiva soropositivo soropositiva míope dispráxico dispráxica
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
    multilaser android pc fairphone tcl alcatel lg sony meizu zte blackberry vaio toshiba fujitsu msi razer
    matebook zenbook vivobook ideapad legion pavilion inspiron latitude vostro aspire nitro predator rog tuf
    elitebook probook kobo remarkable smartwatch
    """)
)
APP_WORDS = frozenset(
    words("""
    chatgpt claude gemini copilot notion excel word powerpoint teams outlook gmail canva figma trello asana slack
    whatsapp telegram instagram duolingo spotify anki obsidian evernote todoist miro zoom meet drive dropbox
    sharepoint onedrive jira confluence clickup monday airtable photoshop lightroom premiere capcut davinci
    audacity garageband ableton logic strava garmin fitbit myfitnesspal ynab sheets docs sap primavera
    moloni toconline waze uber ifood glovo bolt google chrome firefox brave onenote keep calendly skype webex
    discord signal messenger facebook linkedin twitter tiktok youtube pinterest komoot wikiloc polar suunto
    headspace babbel busuu memrise quizlet coursera udemy alura goodreads audible storytel deezer netflix canva
    illustrator indesign affinity gimp inkscape blender sketchup autocad revit archicad solidworks qgis arcgis
    matlab spss stata numbers powerbi tableau phc sage quickbooks xero rappi airbnb splitwise ticktick logseq
    goodnotes notability procreate zotero mendeley overleaf perplexity midjourney grammarly deepl icloud
    wordpress wix shopify squarespace mailchimp hubspot pipedrive salesforce zendesk moodle classroom reaper
    cubase musescore sibelius obs twitch steam roblox minecraft lightroom
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
    hidroginástica hidro aquagym bicicleta bike kitesurf windsurf wakeboard snorkel apneia paddle sup hóquei
    montanhismo alpinismo rapel canyoning parapente paraquedismo esgrima taekwondo aikido mma calistenia funcional
    hiit bodypump barre aeróbica alongamentos stretching breakdance flamenco zouk lambada axé frevo valsa swing
    pintura desenho aguarela aquarela caligrafia lettering origami scrapbooking costura patchwork macramé
    amigurumi escultura joalharia bijuteria carpintaria restauro apicultura culinária escrita poesia improviso
    canto coral escutismo escotismo geocaching birdwatching astronomia sudoku puzzles videojogos cosplay airsoft
    paintball pesca caça hipismo bowling boliche snooker bilhar sinuca dardos petanca badminton squash futevôlei
    duatlo ultratrail motocross karting kart longboard slackline parkour trampolim mindfulness tricotar trilhos trilhas
    trilho trilha
    """),
        *["muay thai", "jiu-jitsu", "jiu jitsu", "dança do ventre", "artes marciais", "stand up paddle", "kung fu",
          "krav maga", "tai chi", "pole dance", "dança contemporânea", "dança de salão", "danças de salão", "hip hop",
          "lindy hop", "tiro com arco", "polo aquático", "pólo aquático", "ténis de mesa", "tênis de mesa",
          "beach tennis", "vôlei de praia", "voleibol de praia", "futebol americano", "trail running",
          "corrida de montanha", "mountain bike", "escrita criativa", "observação de aves", "ponto cruz",
          "treino funcional", "hóquei em patins", "patins em linha", "ginástica rítmica", "ginástica artística"],
    ]
)

#: Football clubs' fans by the adjective they call themselves ("sou gremista", "sou benfiquista"), with the club.
CLUB_FANS = {
    "benfiquista": "Benfica", "portista": "FC Porto", "sportinguista": "Sporting", "bracarense": "Braga",
    "flamenguista": "Flamengo", "corintiano": "Corinthians", "corinthiano": "Corinthians", "palmeirense": "Palmeiras",
    "gremista": "Grêmio", "colorado": "Internacional", "vascaíno": "Vasco", "tricolor": "Fluminense",
    "botafoguense": "Botafogo", "cruzeirense": "Cruzeiro", "atleticano": "Atlético", "santista": "Santos",
    "são-paulino": "São Paulo", "sãopaulino": "São Paulo", "rubro-negro": "Flamengo", "alvinegro": "Botafogo",
    # fans named for a club's nickname: "sou bugrino" (o Bugre, Guarani), "sou pontepretano", "sou boavisteiro"
    "bugrino": "Guarani", "pontepretano": "Ponte Preta", "boavisteiro": "Boavista", "coxa-branca": "Coritiba",
    "vascaino": "Vasco",
}  # fmt: skip
#: Clubs one is a member ("sócio") or a fan of.
CLUBS = frozenset(
    words("""
    benfica porto sporting braga guimarães vitória boavista flamengo corinthians palmeiras grêmio gremio internacional
    inter vasco fluminense botafogo cruzeiro atlético atletico santos sport bahia fortaleza ceará athletico
    """)
)


#: What a favourite is of, in the English spelling of :data:`vocab_en.FAVORITE_NOUNS`: "o meu filme preferido" and
#: "my favourite movie" are one single-valued slot, ``preference/favorite_film``.
FAVORITE_NOUNS: dict[str, str] = {
    "prato": "dish", "comida": "food", "filme": "film", "filmes": "film", "série": "show", "serie": "show",
    "séries": "show", "banda": "band", "bandas": "band", "cor": "color", "desporto": "sport", "esporte": "sport",
    "livro": "book", "livros": "book", "música": "song", "musica": "song", "canção": "song", "cantor": "singer",
    "cantora": "singer", "bebida": "drink", "jogo": "game", "cidade": "city", "autor": "author", "autora": "author",
    "escritor": "author", "escritora": "author", "time": "team", "clube": "team", "equipa": "team",
    "sobremesa": "dessert", "fruta": "fruit", "restaurante": "restaurant", "praia": "beach", "país": "country",
    "estação": "season", "flor": "flower", "artista": "artist", "ator": "actor", "atriz": "actress",
    "personagem": "character", "álbum": "album", "destino": "destination", "doce": "sweet", "bolo": "cake",
    "vinho": "wine", "cerveja": "beer", "podcast": "podcast", "animal": "animal", "jogador": "player",
    "jogadora": "player", "desenho animado": "cartoon", "anime": "anime", "estilo de música": "music genre",
    "género musical": "music genre", "gênero musical": "music genre",
}  # fmt: skip
