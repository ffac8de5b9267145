"""English word lists the rules rely on (lower case).

Lists are closed on purpose: a job title is recognised by its head noun ("nurse", "engineer"), a language
by its
name. That is what keeps "I'm a big fan of …" from becoming a job and "I speak to my mother" from becoming
a skill.
"""

from __future__ import annotations

import re

from pamport.pipeline.extract.rules.alternations import longest_first
from pamport.pipeline.extract.rules.phrases import words


def alternation(words: frozenset[str] | set[str]) -> str:
    """A regex alternation, longest first so "best friend" wins over "friend"."""
    return "|".join(re.escape(w).replace(r"\ ", r"\s+") for w in sorted(words, key=longest_first))


JOB_HEADS = frozenset(
    words("""
    engineer developer programmer coder designer teacher nurse doctor physician surgeon lawyer attorney
    paralegal
    student undergrad undergraduate postdoc researcher scientist analyst manager director consultant
    accountant
    architect chef cook baker barista waiter waitress bartender pharmacist dentist veterinarian vet therapist
    psychologist psychiatrist counselor counsellor worker electrician plumber carpenter mechanic technician
    pilot driver journalist writer author editor translator interpreter photographer videographer artist
    illustrator animator musician composer producer actor actress dancer marketer copywriter recruiter
    salesperson realtor entrepreneur founder cofounder co-founder ceo cto cfo coo cio cpo vp freelancer
    contractor intern apprentice professor lecturer tutor coach trainer librarian farmer firefighter paramedic
    emt officer soldier economist statistician mathematician physicist chemist biologist geologist
    sysadmin administrator devops sre tester secretary receptionist clerk cashier homemaker caregiver carer
    midwife optometrist radiologist anesthesiologist anaesthetist banker trader investor auditor actuary judge
    scholar historian linguist youtuber streamer influencer blogger podcaster gamedev strategist planner
    coordinator specialist supervisor lead executive nanny welder machinist operator courier cleaner janitor
    bookkeeper diplomat pastor priest rabbi imam stylist hairdresser barber tailor florist jeweler butcher
    agent representative associate owner partner principal housewife househusband maker builder modder
    instructor educator scientist epidemiologist pediatrician paediatrician cardiologist neurologist
    dermatologist oncologist physiotherapist physio nutritionist dietitian kinesiologist chiropractor dev phd
    practitioner postgrad
    dba pm qa sdet
    assistant postman postwoman postie policeman policewoman detective guard bookseller shopkeeper miner fisherman
    roofer plasterer decorator painter gardener landscaper housekeeper porter hygienist optician radiographer
    sonographer surveyor solicitor barrister councillor politician vicar chaplain nun monk sailor steward
    stewardess attendant sommelier caterer concierge landlord landlady lifeguard masseuse beautician labourer
    laborer handyman tradesman joiner bricklayer scaffolder dispatcher controller ranger zookeeper groomer
    headteacher headmaster headmistress childminder gp medic clinician orthodontist singer rapper dj comedian poet
    novelist screenwriter playwright reporter broadcaster presenter teller underwriter broker mayor foreman
    fishmonger grocer greengrocer seamstress cobbler jeweller watchmaker blacksmith potter sculptor astronomer
    archaeologist archivist curator cabbie chauffeur trucker garda copywriter ux ui head
    servant doula phlebotomist audiologist podiatrist chiropodist osteopath acupuncturist psychotherapist
    neurosurgeon anesthetist registrar locum warden inspector sergeant constable lieutenant marine
    technologist investigator notary conveyancer mediator arbitrator magistrate bailiff valuer adviser advisor
    buyer merchandiser logistician operative packer picker glazier tiler locksmith upholsterer fitter installer
    estimator draughtsman draftsman drafter cartographer ecologist botanist zoologist microbiologist biochemist
    pharmacologist toxicologist neuroscientist geneticist virologist immunologist meteorologist oceanographer
    agronomist forester arborist horticulturist brewer distiller winemaker patissier confectioner croupier
    doorman bouncer organiser organizer campaigner lobbyist activist missionary deacon minister theologian
    philosopher sociologist anthropologist criminologist treasurer quant adjuster handler telemarketer publicist
    proofreader copyeditor subeditor typesetter publisher columnist correspondent newsreader cameraman
    camerawoman cinematographer colorist colourist modeller modeler compositor luthier organist conductor
    vocalist
    choreographer magician puppeteer cartoonist tattooist esthetician aesthetician masseur referee umpire
    athlete jockey farrier beekeeper shepherd farmhand rancher gamekeeper coastguard lineman swe webdev devrel
    pentester caseworker keyworker paraeducator
    """)
)
STUDENT_HEADS = frozenset({"student", "undergrad", "undergraduate"})
#: Words that cannot modify a job head ("a big fan", "a bit of a writer").
TITLE_STOP = frozenset(
    words("""
    of the and with who that not bit little big huge lot kind sort fan very real total complete massive great
    good bad terrible former ex retired aspiring wannabe future would-be keen avid amateur passionate
    enthusiastic obsessive hobby weekend lifelong casual budding decent competent confident rubbish awful average
    """)
)

DEMONYMS = frozenset(
    words("""
    american brazilian portuguese british english scottish welsh irish canadian mexican argentinian argentine
    chilean colombian peruvian venezuelan cuban spanish french german italian dutch belgian swiss austrian
    polish czech slovak hungarian romanian bulgarian greek turkish russian ukrainian swedish norwegian danish
    finnish icelandic estonian latvian lithuanian serbian croatian bosnian slovenian albanian chinese japanese
    korean vietnamese thai filipino indonesian malaysian singaporean indian pakistani bangladeshi nepali
    iranian iraqi israeli palestinian lebanese syrian jordanian saudi emirati egyptian moroccan algerian
    tunisian nigerian ghanaian kenyan ethiopian angolan mozambican australian taiwanese uruguayan paraguayan
    bolivian ecuadorian dominican jamaican haitian guatemalan panamanian salvadoran honduran nicaraguan
    cameroonian senegalese ugandan tanzanian rwandan zimbabwean scandinavian
    """)
) | {"south african", "sri lankan", "new zealander", "cape verdean", "puerto rican", "costa rican"}

LANGUAGES = frozenset(
    words("""
    english spanish french german italian portuguese dutch russian chinese mandarin cantonese japanese korean
    arabic hindi urdu bengali punjabi turkish polish swedish norwegian danish finnish greek hebrew persian
    farsi
    vietnamese thai indonesian malay tagalog filipino swahili ukrainian czech hungarian romanian catalan
    basque
    galician latin asl esperanto irish welsh icelandic tamil telugu marathi gujarati yoruba igbo hausa amharic
    zulu afrikaans croatian serbian bulgarian slovak estonian latvian lithuanian
    bsl bahasa malayalam kannada sinhala sinhalese nepali burmese khmer lao mongolian kazakh uzbek georgian armenian
    azerbaijani albanian macedonian slovenian bosnian maltese luxembourgish scots gaelic breton cornish yiddish
    kurdish pashto dari somali tigrinya oromo wolof twi shona xhosa sesotho setswana kinyarwanda lingala malagasy
    quechua guarani maori hawaiian samoan tongan fijian cebuano ilocano javanese sundanese tibetan
    uyghur hokkien shanghainese hakka teochew sindhi odia assamese tajik turkmen kyrgyz belarusian
    """)
) | {
    "brazilian portuguese", "european portuguese", "british english", "american english", "sign language",
    "british sign language", "american sign language", "scottish gaelic", "irish gaelic", "haitian creole",
    "cape verdean creole", "egyptian arabic", "levantine arabic", "moroccan arabic", "swiss german",
    "mexican spanish", "latin american spanish",
}  # fmt: skip

#: Relation noun -> slot for the relations a person has one of at a time (None: many at once).
RELATIONS: dict[str, str | None] = {
    "wife": "relationship.spouse",
    "husband": "relationship.spouse",
    "spouse": "relationship.spouse",
    "partner": "relationship.partner",
    "boyfriend": "relationship.partner",
    "girlfriend": "relationship.partner",
    "fiance": "relationship.partner",
    "fiancé": "relationship.partner",
    "fiancee": "relationship.partner",
    "fiancée": "relationship.partner",
    "boss": "relationship.manager",
    "manager": "relationship.manager",
    "line manager": "relationship.manager",
    "supervisor": "relationship.manager",
} | dict.fromkeys(
    [
        *words("""
    son daughter kid child baby brother sister sibling twin mom mother mum dad father stepmom stepmother
    stepdad
    stepfather stepson stepdaughter grandma grandmother grandpa grandfather granddaughter grandson aunt uncle
    cousin niece nephew friend roommate flatmate housemate coworker co-worker colleague cofounder co-founder
    mentor therapist dog cat puppy kitten parrot rabbit bunny horse hamster mother-in-law father-in-law
    sister-in-law brother-in-law teammate advisor
    """),
        *["best friend", "business partner", "little brother", "little sister", "big brother", "big sister"],
    ]
)

#: Lasting conditions a person has ("I have ADHD", "with my bad knee"), as said → as a memory names them.
CONDITIONS: dict[str, str] = {
    **{w: w for w in words("""
    asthma anxiety depression diabetes endometriosis epilepsy migraines migraine arthritis eczema psoriasis
    autism dyslexia dyspraxia dyscalculia tinnitus insomnia fibromyalgia lupus sciatica tendonitis gout
    osteoporosis anaemia anemia hypothyroidism hypertension bipolar narcolepsy scoliosis vertigo hayfever reflux
    glaucoma cataracts colitis hypermobility rosacea acne alopecia haemophilia hemophilia sickle-cell
    """)},
    **{w: w.upper() for w in words("gerd pots eds bpd cptsd")},
    "hay fever": "hay fever",
    "acid reflux": "acid reflux",
    "ulcerative colitis": "ulcerative colitis",
    "rheumatoid arthritis": "rheumatoid arthritis",
    "osteoarthritis": "osteoarthritis",
    "ehlers-danlos": "Ehlers-Danlos syndrome",
    "tourette's": "Tourette's",
    "cerebral palsy": "cerebral palsy",
    "a pacemaker": "a pacemaker",
    "raynaud's": "Raynaud's",
    "hashimoto's": "Hashimoto's",
    "sickle cell": "sickle cell disease",
    "an overactive thyroid": "an overactive thyroid",
    "a heart murmur": "a heart murmur",
    "kidney disease": "kidney disease",
    "heart disease": "heart disease",
    "a bad ankle": "a bad ankle",
    "bad ankle": "a bad ankle",
    "bad wrist": "a bad wrist",
    "a bad neck": "a bad neck",
    "bad neck": "a bad neck",
    "dodgy hip": "a dodgy hip",
    "dodgy ankle": "a dodgy ankle",
    "dodgy shoulder": "a dodgy shoulder",
    "tennis elbow": "tennis elbow",
    "a slipped disc": "a slipped disc",
    "slipped disc": "a slipped disc",
    "a herniated disc": "a herniated disc",
    "herniated disc": "a herniated disc",
    "knee injury": "a knee injury",
    "long-term back pain": "back pain",
    "back pain": "back pain",
    "lower back pain": "lower back pain",
    "knee pain": "knee pain",
    **{w: w.upper() for w in words("adhd add ocd ptsd ibs pcos copd cfs asd")},
    "ms": "MS",
    "me/cfs": "ME/CFS",
    "crohn's": "Crohn's disease",
    "crohn's disease": "Crohn's disease",
    "coeliac disease": "coeliac disease",
    "celiac disease": "coeliac disease",
    "type 1 diabetes": "type 1 diabetes",
    "type 2 diabetes": "type 2 diabetes",
    "type one diabetes": "type 1 diabetes",
    "type two diabetes": "type 2 diabetes",
    "multiple sclerosis": "multiple sclerosis",
    "high blood pressure": "high blood pressure",
    "long covid": "long covid",
    "sleep apnoea": "sleep apnoea",
    "sleep apnea": "sleep apnea",
    "shin splints": "shin splints",
    "plantar fasciitis": "plantar fasciitis",
    "chronic pain": "chronic pain",
    "chronic fatigue": "chronic fatigue",
    "hearing loss": "hearing loss",
    "hearing aid": "a hearing aid",
    "hearing aids": "hearing aids",
    "heart condition": "a heart condition",
    "an underactive thyroid": "an underactive thyroid",
    "bad knee": "a bad knee",
    "bad back": "a bad back",
    "bad hip": "a bad hip",
    "bad shoulder": "a bad shoulder",
    "dodgy knee": "a dodgy knee",
    "dodgy back": "a dodgy back",
    "bad knees": "bad knees",
    "celiac": "coeliac disease",
    "coeliac": "coeliac disease",
    **{w: w for w in words("""
    cancer leukaemia leukemia lymphoma hepatitis hyperthyroidism dementia schizophrenia psychosis anorexia bulimia
    dermatitis vitiligo urticaria hives keratoconus astigmatism myopia nystagmus aphasia tics bruxism bursitis
    angina arrhythmia sarcoidosis gastroparesis diverticulitis gallstones thalassaemia thalassemia hemochromatosis
    haemochromatosis neuropathy hypoglycaemia hypoglycemia prediabetes stammer stutter costochondritis pleurisy
    lymphoedema lymphedema cystitis fibroids adenomyosis pmdd sibo tmj afib ckd ibd cfs hypotension
    """)},
    **{w: w.upper() for w in words("hiv als mnd fnd gad rsi")},
    "high cholesterol": "high cholesterol",
    "low blood pressure": "low blood pressure",
    "parkinson's": "Parkinson's", "alzheimer's": "Alzheimer's", "graves' disease": "Graves' disease",
    "addison's": "Addison's disease", "cushing's": "Cushing's syndrome", "sjogren's": "Sjögren's",
    "sjögren's": "Sjögren's", "lyme disease": "Lyme disease", "cystic fibrosis": "cystic fibrosis",
    "an eating disorder": "an eating disorder", "binge eating disorder": "binge eating disorder",
    "panic attacks": "panic attacks", "panic disorder": "panic disorder", "social anxiety": "social anxiety",
    "health anxiety": "health anxiety", "postnatal depression": "postnatal depression",
    "postpartum depression": "postpartum depression", "seasonal affective disorder": "seasonal affective disorder",
    "cluster headaches": "cluster headaches", "chronic migraines": "chronic migraines",
    "carpal tunnel": "carpal tunnel syndrome", "carpal tunnel syndrome": "carpal tunnel syndrome",
    "frozen shoulder": "a frozen shoulder", "a frozen shoulder": "a frozen shoulder", "a torn acl": "a torn ACL",
    "torn acl": "a torn ACL", "a torn meniscus": "a torn meniscus", "runner's knee": "runner's knee",
    "achilles tendinitis": "Achilles tendinitis", "ankylosing spondylitis": "ankylosing spondylitis",
    "degenerative disc disease": "degenerative disc disease", "spinal stenosis": "spinal stenosis",
    "a hernia": "a hernia", "hernia": "a hernia", "atrial fibrillation": "atrial fibrillation",
    "heart failure": "heart failure", "iron deficiency": "iron deficiency", "b12 deficiency": "B12 deficiency",
    "vitamin d deficiency": "vitamin D deficiency", "insulin resistance": "insulin resistance",
    "fatty liver": "fatty liver disease", "restless legs": "restless legs", "restless leg syndrome": "restless legs",
    "macular degeneration": "macular degeneration", "a stammer": "a stammer", "a stutter": "a stutter",
    "tourette syndrome": "Tourette's", "down syndrome": "Down syndrome", "down's syndrome": "Down syndrome",
    "spina bifida": "spina bifida", "muscular dystrophy": "muscular dystrophy",
    "a heart condition": "a heart condition", "a weak heart": "a weak heart", "a bad hip": "a bad hip",
    "bad ankles": "bad ankles", "flat feet": "flat feet", "a chronic illness": "a chronic illness",
    "chronic illness": "a chronic illness", "arthritic knees": "arthritic knees",
    "hypermobility syndrome": "hypermobility", "food allergies": "food allergies",
    "lactose intolerance": "lactose intolerance",
    "gluten intolerance": "gluten intolerance", "a gluten intolerance": "gluten intolerance",
    "a lactose intolerance": "lactose intolerance", "dairy intolerance": "lactose intolerance",
    "a dairy intolerance": "lactose intolerance", "a wheat intolerance": "gluten intolerance",
}  # fmt: skip
#: Conditions said as an adjective ("I'm type 1 diabetic", "being asthmatic"): the condition they name.
CONDITION_ADJECTIVES: dict[str, str] = {
    "diabetic": "diabetes",
    "type 1 diabetic": "type 1 diabetes",
    "type 2 diabetic": "type 2 diabetes",
    "asthmatic": "asthma",
    "epileptic": "epilepsy",
    "dyslexic": "dyslexia",
    "dyspraxic": "dyspraxia",
    "autistic": "autism",
    "celiac": "coeliac disease",
    "coeliac": "coeliac disease",
    "lactose intolerant": "lactose intolerance",
    "gluten intolerant": "gluten intolerance",
    "colour blind": "colour blindness",
    "color blind": "colour blindness",
    "colour-blind": "colour blindness",
    "color-blind": "colour blindness",
    "deaf": "deafness",
    "hard of hearing": "hearing loss",
    "anaemic": "anaemia",
    "anemic": "anemia",
    "bipolar": "bipolar disorder",
    "hypermobile": "hypermobility",
    "partially sighted": "partial sight",
    "visually impaired": "visual impairment",
    "insulin dependent": "diabetes",
    "insulin-dependent": "diabetes",
    "pre-diabetic": "prediabetes",
    "prediabetic": "prediabetes",
}

#: Diets as said → as a memory names them (the slot's value).
DIETS: dict[str, str] = {
    "vegetarian": "vegetarian",
    "veggie": "vegetarian",
    "vegan": "vegan",
    "plant-based": "vegan",
    "plant based": "vegan",
    "pescatarian": "pescatarian",
    "pescetarian": "pescatarian",
    "flexitarian": "flexitarian",
    "gluten-free": "gluten-free",
    "gluten free": "gluten-free",
    "keto": "keto",
    "halal": "halal",
    "kosher": "kosher",
}
#: What people say they do not eat or drink ("I don't drink alcohol", "I've cut out red meat").
CONSUMABLES = frozenset(
    words("""
    alcohol booze coffee caffeine meat pork beef chicken fish seafood shellfish dairy milk cheese eggs gluten wheat
    sugar sweets chocolate soda beer wine spirits carbs bread nuts peanuts lamb
    spicy spice onions onion garlic mushrooms olives coriander cilantro tofu soy soya tomatoes peppers chilli chili
    crisps chips takeaway takeaways cake biscuits cookies candy desserts honey gelatine gelatin offal liver veal
    venison duck turkey bacon ham sausages prawns shrimp crab lobster oysters mussels squid octopus sushi tuna
    salmon anchovies sesame mustard celery oats legumes beans lentils chickpeas almonds cashews walnuts hazelnuts
    pistachios coconut kiwi strawberries bananas avocado pineapple grapefruit cream butter yoghurt yogurt lactose
    sweeteners msg tea decaf cocktails vodka whisky whiskey gin rum tequila cider lager prosecco champagne sake juice
    smoothies pastry pasta rice potatoes corn fruit
    """)
) | {
    "red meat", "fizzy drinks", "energy drinks", "processed food", "junk food", "spicy food", "fried food",
    "fast food", "soft drinks", "raw fish", "tree nuts", "refined sugar", "ultra-processed food", "processed meat",
    "animal products", "ice cream", "red wine", "white wine", "artificial sweeteners", "hot drinks", "dairy products",
}  # fmt: skip

#: How tech names are written, for a user who typed them in lower case ("macbook air" → "MacBook Air").
TECH_CASE = {
    "macbook": "MacBook", "macos": "macOS", "iphone": "iPhone", "ipad": "iPad", "imac": "iMac", "mac": "Mac",
    "windows": "Windows", "linux": "Linux", "ubuntu": "Ubuntu", "android": "Android", "ios": "iOS", "ipados": "iPadOS",
    "thinkpad": "ThinkPad", "chromebook": "Chromebook", "pixel": "Pixel", "samsung": "Samsung", "galaxy": "Galaxy",
    "air": "Air", "pro": "Pro", "max": "Max", "mini": "Mini", "lenovo": "Lenovo", "dell": "Dell", "xps": "XPS",
    "fedora": "Fedora", "arch": "Arch", "debian": "Debian", "mint": "Mint", "kindle": "Kindle", "surface": "Surface",
    "chromeos": "ChromeOS", "wsl": "WSL", "hp": "HP", "pc": "PC", "asus": "ASUS", "acer": "Acer", "oneplus": "OnePlus",
    "xiaomi": "Xiaomi", "huawei": "Huawei", "motorola": "Motorola", "nokia": "Nokia", "steam": "Steam",
    "deck": "Deck", "remarkable": "reMarkable", "framework": "Framework", "google": "Google", "firefox": "Firefox",
    "vscode": "VS Code", "ynab": "YNAB", "gimp": "GIMP", "github": "GitHub", "gitlab": "GitLab", "davinci": "DaVinci",
    "pycharm": "PyCharm", "intellij": "IntelliJ", "youtube": "YouTube", "linkedin": "LinkedIn", "onenote": "OneNote",
    "powerpoint": "PowerPoint", "quickbooks": "QuickBooks", "chatgpt": "ChatGPT", "tiktok": "TikTok",
    "whatsapp": "WhatsApp", "clickup": "ClickUp", "hubspot": "HubSpot", "dbeaver": "DBeaver", "ticktick": "TickTick",
    "myfitnesspal": "MyFitnessPal", "powerbi": "Power BI", "jupyterlab": "JupyterLab", "neovim": "Neovim",
    "logseq": "Logseq", "obsidian": "Obsidian", "notion": "Notion", "excel": "Excel", "figma": "Figma",
}  # fmt: skip

#: Fields of study as students shorten them ("psych student", "comp sci").
FIELD_ABBREVIATIONS = {
    "psych": "psychology", "comp sci": "computer science", "compsci": "computer science", "cs": "computer science",
    "med": "medicine", "bio": "biology", "chem": "chemistry", "econ": "economics", "econs": "economics",
    "poli sci": "political science", "polisci": "political science", "maths": "maths", "math": "maths",
    "engl lit": "english literature", "eng lit": "english literature", "geog": "geography", "phys": "physics",
    "philo": "philosophy", "soc": "sociology", "anthro": "anthropology", "vet": "veterinary medicine",
}  # fmt: skip

#: Car makes ("I drive a 2015 Ford Fiesta"), and how they are written.
CAR_MAKES = frozenset(
    words("""
    ford vw volkswagen toyota honda nissan kia hyundai renault peugeot citroen citroën fiat skoda seat bmw audi
    mercedes tesla volvo mazda vauxhall opel mini subaru jeep dacia suzuki mitsubishi lexus polestar byd cupra
    jaguar porsche chevrolet chevy dodge lancia alfa saab smart mg
    """)
) | {"land rover", "range rover", "alfa romeo", "mercedes-benz"}
CAR_CASE = {"vw": "VW", "bmw": "BMW", "byd": "BYD", "mg": "MG"}

#: Device makers missing from the shared hardware list ("a Google Pixel phone", "a Kobo").
DEVICE_BRANDS = frozenset(
    words("google sony nokia lg oppo fairphone kobo remarkable realme vivo android honor nothing")
)

#: People named after their city ("a Londoner", "a Glaswegian"), and the city.
CITY_DEMONYMS = {
    "londoner": "London", "new yorker": "New York", "mancunian": "Manchester", "glaswegian": "Glasgow",
    "brummie": "Birmingham", "liverpudlian": "Liverpool", "dubliner": "Dublin", "parisian": "Paris",
    "berliner": "Berlin", "bostonian": "Boston", "chicagoan": "Chicago", "angeleno": "Los Angeles",
    "torontonian": "Toronto", "melburnian": "Melbourne", "sydneysider": "Sydney", "bristolian": "Bristol",
    "aucklander": "Auckland", "capetonian": "Cape Town", "romano": "Rome", "madrileño": "Madrid",
    "lisboeta": "Lisbon", "carioca": "Rio de Janeiro", "paulistano": "São Paulo", "edinburgher": "Edinburgh",
    "sheffielder": "Sheffield", "leodensian": "Leeds", "mumbaikar": "Mumbai", "delhiite": "Delhi",
    "montrealer": "Montreal", "vancouverite": "Vancouver", "seattleite": "Seattle", "texan": "Texas",
    "californian": "California", "yorkshireman": "Yorkshire", "yorkshirewoman": "Yorkshire",
}  # fmt: skip

#: Fields people study or work in ("a postdoc in neuroscience", "a nurse in oncology"): never a town.
FIELDS = frozenset(
    words("""
    neuroscience psychology biology chemistry physics maths math mathematics statistics economics law medicine nursing
    engineering history english philosophy sociology anthropology geography geology politics linguistics literature
    architecture art design music drama theatre film journalism media communications education pharmacy dentistry
    veterinary biochemistry biomedicine genetics ecology zoology botany microbiology immunology epidemiology
    oncology cardiology neurology paediatrics pediatrics radiology anaesthetics anesthetics surgery psychiatry
    dermatology orthopaedics orthopedics obstetrics midwifery physiotherapy accounting accountancy finance marketing
    management business computing informatics ai ml robotics cybersecurity security devops data analytics ux ui
    product logistics procurement recruitment hr payroll compliance audit tax insurance banking retail hospitality
    tourism construction manufacturing energy renewables publishing advertising fashion gaming games biotech pharma
    fintech healthtech edtech academia research policy government consulting nonprofit charity sales operations
    infrastructure it support admin customer services
    """)
)

#: Animals people keep, breeds included ("a staffie called Biscuit"): each is a pet of the user.
ANIMALS = frozenset(
    words("""
    dog cat puppy pup kitten parrot rabbit bunny horse hamster staffie labrador retriever spaniel cockapoo cavapoo
    terrier collie beagle dachshund greyhound whippet lurcher poodle pug husky corgi chihuahua schnauzer westie
    frenchie bulldog tortoise turtle budgie ferret gecko lizard goldfish pony tabby moggy gerbil rat mouse
    cockatiel chinchilla alpaca goat
    staffy staffies labradoodle goldendoodle cavachon cockerpoo springer sheepdog rottweiler doberman akita shiba
    samoyed malamute maltese pomeranian yorkie bichon cavalier dalmatian weimaraner vizsla mastiff kelpie heeler
    mutt siamese ragdoll bengal sphynx tortie axolotl hedgehog canary budgies hens chickens tortoiseshell
    """)
) | {
    "guinea pig", "sausage dog", "bearded dragon", "jack russell", "border collie", "cocker spaniel",
    "springer spaniel", "shih tzu", "great dane", "maine coon", "cattle dog", "rescue dog", "rescue cat",
    "bernese mountain dog", "german shepherd", "golden retriever", "leopard gecko", "corn snake",
}  # fmt: skip
RELATIONS |= dict.fromkeys(ANIMALS, "relationship.pet") | {
    "bf": "relationship.partner",
    "gf": "relationship.partner",
    "hubby": "relationship.spouse",
    "missus": "relationship.spouse",
    "missis": "relationship.spouse",
    "other half": "relationship.partner",
}
#: How a memory names a relation typed in short ("my bf" → "User's boyfriend").
RELATION_WORDS = {"bf": "boyfriend", "gf": "girlfriend", "hubby": "husband", "missus": "wife", "missis": "wife"}
#: Words after "my dog" that are things, not its name ("my dog food is …").
NOT_PET_NAMES = frozenset(
    words("""
    food litter bed toy toys bowl tree hair fur flap door sitter walker insurance vet carrier crate lead collar
    treats trainer park house cage tank
    """)
)

#: Things a user can ask the assistant to avoid or change in its answers.
STYLE_NOUNS = frozenset(
    words("""
    emojis emoji emoticons bullet bullets lists tables markdown headers headings jargon slang profanity
    swearing
    exclamation dashes em-dashes filler fluff pleasantries preamble preambles intro introductions introduction
    disclaimers caveats apologies apologizing apologising answers answer responses response replies reply
    explanations tone paragraphs prose units spelling formatting emphasis bold italics citations sources
    references links hashtags buzzwords cliches clichés metaphors analogies recaps summaries summary
    summarizing
    summarising conclusions repeating repetition questions follow-up greetings compliments flattery moralizing
    moralising lectures lecturing warnings hedging code comments abbreviations acronyms walls charts graphs
    colors colours diagrams
    """)
)

RESPONSE_NOUNS = frozenset(
    words("""
    answer answers response responses reply replies explanation explanations example examples emojis emoji
    bullet tone format formatting markdown summaries summary paragraphs code
    """)
)

#: Heads of things one makes that are tasks, not projects ("I'm writing an email").
TRANSIENT = frozenset(
    words("""
    email e-mail message letter reply response function method class query script loop test tests regex prompt
    comment review post tweet bug fix patch pr commit issue problem error question answer note list summary
    presentation speech cover resume cv homework exercise quiz formula spreadsheet macro snippet component
    endpoint migration dockerfile config todo plan decision choice mistake mess joke sandwich dinner lunch
    breakfast cake coffee tea reservation appointment call copy backup change update upgrade outline request
    complaint mistake point case argument sentence paragraph word table chart graph slide slides deck report
    job career
    """)
)

PROJECT_NOUNS = frozenset(
    words("""
    business company startup podcast channel blog newsletter shop store bakery cafe café restaurant nonprofit
    non-profit club agency studio website site library band farm clinic practice consultancy firm community
    server project app game program programme initiative meetup choir league charity campaign festival
    """)
)

NOT_NAMES = (
    frozenset(
        words("""
        i a an the and or but so not just also here there fine good okay ok sorry ready back home new old sure
        glad happy tired sick done in on at from to with of monday tuesday wednesday thursday friday saturday
        sunday january february march april may june july august september october november december god jesus
        christian catholic muslim jewish hindu buddhist atheist agnostic gay straight bi trans male female
        chatgpt claude gemini copilot grok gpt ai
        """)
    )
    | DEMONYMS
    | LANGUAGES
)

NUMBER_WORDS: dict[str, int] = {
    "a": 1,
    "an": 1,
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "eleven": 11,
    "twelve": 12,
    "fifteen": 15,
    "twenty": 20,
    "thirty": 30,
    "few": 3,
    "couple": 2,
    "several": 3,
}
MONTHS: dict[str, int] = {
    name: number
    for number, names in enumerate(
        [
            ("january", "jan"),
            ("february", "feb"),
            ("march", "mar"),
            ("april", "apr"),
            ("may",),
            ("june", "jun"),
            ("july", "jul"),
            ("august", "aug"),
            ("september", "sep", "sept"),
            ("october", "oct"),
            ("november", "nov"),
            ("december", "dec"),
        ],
        start=1,
    )
    for name in names
}
WEEKDAYS: dict[str, int] = {
    name: number
    for number, names in enumerate(
        [
            ("monday", "mon"),
            ("tuesday", "tue", "tues"),
            ("wednesday", "wed"),
            ("thursday", "thu", "thur", "thurs"),
            ("friday", "fri"),
            ("saturday", "sat"),
            ("sunday", "sun"),
        ]
    )
    for name in names
}
UNITS: dict[str, str] = {
    "day": "day",
    "days": "day",
    "today": "day",
    "tonight": "day",
    "week": "week",
    "weeks": "week",
    "month": "month",
    "months": "month",
    "year": "year",
    "years": "year",
}

#: People named for what they do for fun ("a keen cyclist") → the activity they like. Job nouns ("photographer",
#: "baker") count only with a word that makes them a hobby ("an amateur photographer"): see HOBBY_ADJECTIVES.
HOBBYISTS: dict[str, str] = {
    "cyclist": "cycling", "runner": "running", "swimmer": "swimming", "climber": "climbing",
    "boulderer": "bouldering", "hiker": "hiking", "walker": "walking", "rambler": "walking", "golfer": "golf",
    "skier": "skiing", "surfer": "surfing", "knitter": "knitting", "crocheter": "crochet", "gamer": "gaming",
    "birder": "birdwatching", "birdwatcher": "birdwatching", "angler": "fishing", "camper": "camping",
    "triathlete": "triathlon", "snowboarder": "snowboarding", "skater": "skating", "rower": "rowing",
    "quilter": "quilting", "sewist": "sewing", "crafter": "crafts", "reader": "reading", "gardener": "gardening",
    "baker": "baking", "cook": "cooking", "photographer": "photography", "painter": "painting",
    "dancer": "dancing", "traveller": "travel", "traveler": "travel", "sailor": "sailing", "fisherman": "fishing",
    "writer": "writing", "musician": "music", "singer": "singing", "potter": "pottery", "chess player": "chess",
    "tennis player": "tennis", "footballer": "football", "yogi": "yoga", "diver": "diving",
    "cricketer": "cricket", "netballer": "netball", "rugby player": "rugby", "hockey player": "hockey",
    "squash player": "squash", "padel player": "padel", "basketball player": "basketball",
    "volleyball player": "volleyball",
    "scuba diver": "scuba diving", "kayaker": "kayaking", "cook and baker": "cooking",
    "foodie": "food", "bookworm": "reading", "movie buff": "films", "film buff": "films",
    "jogger": "jogging", "weightlifter": "weightlifting", "powerlifter": "powerlifting",
    "bodybuilder": "bodybuilding", "martial artist": "martial arts", "paddleboarder": "paddleboarding",
    "canoeist": "canoeing", "caver": "caving", "mountain biker": "mountain biking", "trail runner": "trail running",
    "fell runner": "fell running", "ultrarunner": "ultrarunning", "marathoner": "marathon running",
    "backpacker": "backpacking", "stargazer": "stargazing", "cinephile": "films", "audiophile": "music",
    "bibliophile": "books", "board gamer": "board games", "tabletop gamer": "tabletop games", "cosplayer": "cosplay",
    "crossfitter": "crossfit", "skateboarder": "skateboarding", "rock climber": "rock climbing",
    "mountaineer": "mountaineering", "hillwalker": "hillwalking", "horse rider": "horse riding",
    "cross-stitcher": "cross-stitch", "embroiderer": "embroidery", "woodworker": "woodworking",
    "woodturner": "woodturning", "scrapbooker": "scrapbooking", "journaler": "journaling", "homebrewer": "homebrewing",
    "puzzler": "puzzles", "tinkerer": "tinkering", "snorkeller": "snorkelling", "snorkeler": "snorkeling",
    "windsurfer": "windsurfing", "kitesurfer": "kitesurfing", "wild swimmer": "wild swimming",
    "open water swimmer": "open water swimming", "gym-goer": "the gym", "gym rat": "the gym", "yogini": "yoga",
    "plant lover": "plants", "plant parent": "plants", "home cook": "cooking", "book lover": "books",
    "bird watcher": "birdwatching", "trainspotter": "trainspotting", "plane spotter": "plane spotting",
    "sea swimmer": "sea swimming", "fisher": "fishing", "hunter": "hunting", "archer": "archery", "fencer": "fencing",
    "boxer": "boxing", "wrestler": "wrestling", "sailer": "sailing", "golf player": "golf", "bowler": "bowling",
}  # fmt: skip
#: Players named for their instrument ("I'm a cellist", "a keen pianist"): the instrument they play, a skill.
INSTRUMENTALISTS: dict[str, str] = {
    "pianist": "piano", "violinist": "violin", "cellist": "cello", "guitarist": "guitar", "drummer": "drums",
    "bassist": "bass", "saxophonist": "saxophone", "trumpeter": "trumpet", "flautist": "flute", "flutist": "flute",
    "clarinettist": "clarinet", "clarinetist": "clarinet", "harpist": "harp", "organist": "organ",
    "violist": "viola", "trombonist": "trombone", "percussionist": "percussion", "oboist": "oboe",
    "ukulele player": "ukulele", "banjo player": "banjo", "accordionist": "accordion", "keyboardist": "keyboard",
    "fiddler": "fiddle", "mandolinist": "mandolin", "bass player": "bass", "piano player": "piano",
    "guitar player": "guitar", "violin player": "violin", "cello player": "cello", "sax player": "saxophone",
}  # fmt: skip
#: Words that make a job noun a hobby ("an amateur photographer", "a keen baker").
HOBBY_ADJECTIVES = frozenset(
    words("""
    keen avid amateur passionate enthusiastic obsessive hobby weekend lifelong casual huge big massive mad serious
    committed dedicated budding occasional regular fair-weather
    """)
)
#: "I'm a <word> person": words that make it a trait, not a taste ("a morning person", "a people person").
NOT_TASTE_PERSONS = frozenset(
    words("""
    morning night people early late evening numbers details detail big-picture visual words private shy practical
    creative logical hands-on sensitive anxious emotional social spontaneous glass better different good bad nice
    kind new real whole daytime visual verbal quiet busy lucky
    """)
)

#: Fans named after what they are fans of ("a huge swiftie"), and that thing.
FANDOMS: dict[str, str] = {
    "swiftie": "taylor swift", "directioner": "one direction", "belieber": "justin bieber",
    "potterhead": "harry potter", "trekkie": "star trek", "trekker": "star trek", "whovian": "doctor who",
    "gooner": "arsenal", "deadhead": "grateful dead", "little monster": "lady gaga", "arianator": "ariana grande",
    "parrothead": "jimmy buffett", "bronie": "my little pony", "potter fan": "harry potter",
}  # fmt: skip


#: Sports and games one plays for pleasure (a like, not a skill): "I play netball on Tuesdays", "i play 5-a-side".
SPORTS = frozenset(
    {
        "tennis", "football", "soccer", "basketball", "chess", "volleyball", "beach volleyball", "golf", "padel",
        "rugby", "rugby league", "rugby union", "touch rugby", "tag rugby", "badminton", "cricket", "hockey",
        "ice hockey", "field hockey", "baseball", "softball", "poker", "table tennis", "ping pong", "squash",
        "pickleball", "ultimate", "ultimate frisbee", "frisbee", "disc golf", "handball", "water polo", "netball",
        "five-a-side", "5-a-side", "five a side", "sunday league", "walking football", "futsal", "lacrosse",
        "hurling", "camogie", "gaelic football", "gaelic", "aussie rules", "afl", "american football",
        "flag football", "darts", "snooker", "pool", "billiards", "bowls", "lawn bowls", "ten-pin bowling",
        "croquet", "polo", "korfball", "dodgeball", "kickball", "rounders", "shinty", "petanque", "boules",
        "bridge", "mahjong", "backgammon", "scrabble", "board games", "video games", "d&d", "dnd",
        "dungeons and dragons", "dungeons & dragons", "warhammer", "magic the gathering", "pokemon go",
        "minecraft", "fortnite", "valorant", "league of legends", "overwatch", "roblox", "fifa", "cards", "bingo",
        "paintball", "airsoft", "laser tag", "roller derby", "quidditch", "teqball", "racquetball", "tabletop games",
    }
)  # fmt: skip

#: Pastimes said with their own verb ("I knit", "i surf most mornings", "I crochet to wind down"): the verb's
#: forms, and the pastime's name as a like ("User enjoys knitting", slot preference/likes/knitting).
HOBBY_VERBS: dict[str, str] = {
    "knit": "knitting", "crochet": "crochet", "sew": "sewing", "quilt": "quilting", "embroider": "embroidery",
    "bake": "baking", "paint": "painting", "draw": "drawing", "sketch": "sketching", "surf": "surfing",
    "climb": "climbing", "boulder": "bouldering", "swim": "swimming", "cycle": "cycling", "hike": "hiking",
    "ski": "skiing", "snowboard": "snowboarding", "skate": "skating", "skateboard": "skateboarding",
    "garden": "gardening", "fish": "fishing", "sail": "sailing", "kayak": "kayaking", "canoe": "canoeing",
    "dance": "dancing", "sing": "singing", "run": "running", "jog": "jogging", "row": "rowing",
    "journal": "journaling", "meditate": "meditating", "skydive": "skydiving", "scuba dive": "scuba diving",
    "dive": "diving", "birdwatch": "birdwatching", "box": "boxing", "fence": "fencing", "golf": "golf",
    "whittle": "whittling", "weave": "weaving", "brew": "homebrewing", "homebrew": "homebrewing",
}  # fmt: skip
#: Pastime verbs that may take their craft as an object ("I knit jumpers", "i bake sourdough"): the others read a
#: following noun as something else ("I run a bakery", "I draw the line", "I fish out the keys").
HOBBY_VERBS_WITH_OBJECT = frozenset({"knit", "crochet", "sew", "quilt", "embroider", "bake", "paint", "brew"})

#: Medicines and kinds of medicine people say they take, by how a memory names them.
MEDICATIONS: dict[str, str] = {
    **{w: w for w in words("""
    sertraline citalopram escitalopram fluoxetine paroxetine venlafaxine duloxetine mirtazapine amitriptyline
    nortriptyline bupropion lithium lamotrigine quetiapine olanzapine aripiprazole risperidone clozapine
    methylphenidate lisdexamfetamine atomoxetine guanfacine dexamfetamine metformin insulin levothyroxine
    thyroxine liothyronine propranolol bisoprolol atenolol ramipril lisinopril losartan amlodipine atorvastatin
    simvastatin rosuvastatin warfarin apixaban rivaroxaban clopidogrel aspirin omeprazole lansoprazole
    gabapentin pregabalin methotrexate hydroxychloroquine prednisolone prednisone isotretinoin spironolactone
    melatonin semaglutide tirzepatide finasteride minoxidil mesalazine sumatriptan topiramate levetiracetam
    carbamazepine naltrexone buprenorphine methadone tamoxifen letrozole anastrozole adalimumab infliximab
    cetirizine loratadine fexofenadine montelukast antidepressants antihistamines antibiotics steroids statins
    antipsychotics anticonvulsants ssris snris painkillers opioids hrt levothyroxin estrogen oestrogen
    progesterone testosterone contraception
    """)},
    "prozac": "Prozac", "zoloft": "Zoloft", "lexapro": "Lexapro", "wellbutrin": "Wellbutrin", "adderall": "Adderall",
    "ritalin": "Ritalin", "concerta": "Concerta", "elvanse": "Elvanse", "vyvanse": "Vyvanse", "ozempic": "Ozempic",
    "wegovy": "Wegovy", "mounjaro": "Mounjaro", "humira": "Humira", "accutane": "Accutane", "eltroxin": "Eltroxin",
    "synthroid": "Synthroid", "xanax": "Xanax", "seroquel": "Seroquel", "lamictal": "Lamictal",
    "strattera": "Strattera", "ventolin": "Ventolin", "symbicort": "Symbicort", "mirena": "Mirena",
}

#: Vehicles and small buildings people convert or do up as a project (a regex alternation: "an old van").
CONVERTED_VEHICLES = (
    r"van|bus|camper|campervan|camper\s+van|troopy|troop\s+carrier|boat|narrowboat|narrow\s+boat|canal\s+boat"
    r"|caravan|horsebox|horse\s+box|motorbike|motorcycle|mini|beetle|landy|land\s+rover|sprinter|transit|defender"
    r"|ambulance|school\s+bus|sailboat|yacht|shed|treehouse|tiny\s+house|shepherd'?s\s+hut"
)


#: What a favourite is of, in one spelling, so that "my favourite movie" and "my favorite film" (and the Portuguese
#: "o meu filme preferido") are one single-valued slot, ``preference/favorite_film``.
FAVORITE_NOUNS: dict[str, str] = {
    "movie": "film", "movies": "film", "films": "film", "tv show": "show", "tv shows": "show", "shows": "show",
    "series": "show", "tv series": "show", "programme": "show", "program": "show", "songs": "song", "tune": "song",
    "bands": "band", "books": "book", "novel": "book", "colour": "color", "colours": "color", "colors": "color",
    "meal": "food", "foods": "food", "cuisine": "food", "sports": "sport", "footy team": "team",
    "football team": "team",
    "club": "team", "football club": "team", "writer": "author", "authors": "author", "artists": "artist",
    "singers": "singer", "games": "game", "video game": "game", "drinks": "drink", "cities": "city",
    "holiday spot": "holiday destination", "podcasts": "podcast", "albums": "album", "desserts": "dessert",
}  # fmt: skip


#: Car models people name without their make ("I drive a Golf", "my old Civic"), as an alternation.
CAR_MODELS = (
    r"golf|polo|fiesta|focus|corsa|astra|civic|yaris|corolla|prius|clio|punto|qashqai|juke|micra|octavia|fabia"
    r"|ibiza|i10|i20|i30|tucson|sportage|picanto|rav4|cr-v|kuga|zoe|megane|mégane|sandero|duster|leaf|model\s+[3sxy]"
    r"|mx-5|cx-5|c-class|e-class|a-class|3\s+series|1\s+series|a3|a4|q5|x5|xc40|xc90|v40|outlander|forester|impreza"
    r"|swift|jazz|aygo|c1|208|308|2008|3008|500|panda|berlingo|transit|sprinter|defender|discovery|evoque|mini\s+cooper"
)
