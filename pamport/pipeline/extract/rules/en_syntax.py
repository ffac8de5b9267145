"""English sentence structure: what opens a clause; what makes a sentence a question, hypothesis or task."""

from __future__ import annotations

import re
from collections.abc import Callable

from pamport.pipeline.extract.rules import regex_cache as rx
from pamport.pipeline.extract.rules import vocab_en as V
from pamport.pipeline.extract.rules.alternations import by_first_char
from pamport.pipeline.extract.rules.dates import TimeWords
from pamport.pipeline.extract.rules.phrases import which_of, words
from pamport.pipeline.extract.rules.vocab_tech import EDITORS, OPERATING_SYSTEMS, TOOLS

FIRST_PERSON = (
    r"(?:(?:honestly|really|also|now|actually|then|still|just|currently|mostly)\s+)?"
    r"(?:i|i'm|im|i've|i'd|i'll|my|our|we|we're|we've)\b"
)
IMPERATIVE = (
    r"(?:always|never|don't|do\s+not|please|keep|use|write|answer|respond|reply|avoid|be|skip|stop|call"
    r"|talk|speak|explain|give|include|add|format|cite|assume|treat|refer|omit|drop)\b"
)

#: Where a rule could start. Text without any of these is not read at all, which is what keeps the
#: extractor fast
#: on the bulk of user text (code questions, pasted material); every rule's opening words must be
#: covered here.
#: Each regex starts with a literal so that the regex engine can skip ahead; they run on lower-cased text.
_VERBS = (
    r"live|reside|moved|relocated|work|study|like|love|enjoy|adore|prefer|hate|dislike|detest|despise|loathe|can't|cannot"
    r"|don't|do\s+not|speak|know|write|code|program|use|run|daily|develop|play|switched|migrated|changed|teach"
    r"|tutor|coach|lecture|was|grew|come|turned|want|wanna|hope|plan|intend|aim|have|got|own|manage|founded"
    r"|co-founded|started|maintain|go|landed|accepted|took|get|suffer|wear|struggle|deal|drink|eat|avoid|cut|gave"
    r"|given|quit|stopped|drive|volunteer|used|joined|had|broke|split|off|heading|flying|getting|adopted|bought|traded|upgraded"
    r"|leased|studied|took|listen|watch|read\s+(?:a\s+lot|loads|lots|tons|so\s+much|mostly|mainly|nothing|music|sheet)"
    r"|sing|knit|take|rent|commute|pull|walk"
    r"|crochet|sew|swim|ski|surf|juggle|cook|bake|dance|paint|draw|ride|saving|practi[sc]e|train|do\s+(?:yoga"
    r"|pilates|crossfit|karate|judo|bjj|jiu|taekwondo|kung|muay|boxing|kickboxing|mma|aikido|krav|fencing|archery"
    r"|ballet|salsa|tango|zumba|spin|parkrun|calisthenics|martial|climbing|bouldering|triathlons?|ironman)|get\s+by"
    r"|(?:do|keep|track|write|plan|manage|store|organi[sz]e|take|make|edit|draw|design|draft|log|record|budget"
    r"|sketch|journal|mix|produce|schedule)\s+(?:all\s+|most\s+of\s+)?my|signed\s+up|entered|registered|enrolled"
    r"|booked|applied|" + V.alternation(frozenset(V.HOBBY_VERBS))
)
_NOUNS = (
    r"name|name's|pronouns|favou?rite|fave|fav|go-to|goal|dream|aim|objective|ambition|resolution|plan|job|title"
    r"|profession|occupation|role|position|laptops|pcs|computers|phones|macs|project|startup|company|app|application|business|game|thesis"
    r"|dissertation|book|novel|podcast|channel|blog|website|site|library|plugin|extension|bot|band|newsletter"
    r"|shop|store|saas|product|laptop|computer|pc|desktop|machine|workstation|phone|smartphone|tablet|os"
    r"|operating|distro|editor|ide|setup|stack|shell|terminal|keyboard|monitor|browser|server|driver|dev"
    r"|development|gpu|cpu|kids|boys|girls|lads|children|sons|daughters|grandkids|grandchildren|thing|jam|weakness"
    r"|obsession|kryptonite|pleasure|vice|passion|addiction|religion|therapy|cup|scene|vibe|bag|style|comfort|happy"
    r"|language|tongue|thinkpad|macbook|imac|chromebook|surface|xps|framework|raspberry|nas|homelab|steam|dell|lenovo"
    r"|asus|acer|hp|target|vault|workspace|workspaces|settings|config|dotfiles|database|spreadsheet|workbook|notebook|repo"
    r"|dashboard|keybindings|plugins|extensions|templates|car|notes|recipes|passwords|finances|flashcards|bookmarks"
    r"|receipts|invoices|journal|diary|calendar|\d{2}(?:st|nd|rd|th)|birthday|graduation|funeral|christening|hen|stag"
    r"|thirtieth|fortieth|fiftieth|sixtieth|personality|empire|lifeline|coping|" + V.alternation(V.LANGUAGES) + "|"
    + V.alternation(V.CAR_MAKES) + "|" + V.CAR_MODELS + "|"
    # a home said in passing: "our flat in Leith", "my landlord in Bristol"
    r"flat|apartment|house|place|home|landlord|landlady|neighbou?rhood|street|building|block|"
    + V.alternation(frozenset(V.RELATIONS) | frozenset(V.CONDITIONS))
)
_IMPERATIVES = (
    r"always|never|don't|do\s+not|stop|avoid|quit|keep|be|answer|respond|reply|talk|speak|communicate|write"
    r"|explain|use|skip|omit|drop|cut|leave|call|address|refer|from\s+now\s+on|going\s+forward|moving\s+forward"
    r"|in\s+(?:the\s+)?future|by\s+default|henceforth|for\s+(?:all|every)|you\s+(?:can|may)\s+call|give|show"
    r"|format|put|provide|stick\s+(?:to|with)"
)
#: The medicines of en_routine as a subjectless aside can name them: "(on warfarin so no grapefruit)".
_MEDICINES = V.alternation(frozenset(V.MEDICATIONS))
_MEDICINE_START = r"(?:the\s+(?:mini[- ])?pill|" + _MEDICINES + r")\b"
_GATES = (
    rx.compile(r"i(?:'m|'ve|'d|m|ve|\s+am|\s+have|\s+would)\b"),
    rx.compile(r"we(?:'re|'ve|\s+are|\s+have)\b"),
    # the verbs, imperatives, nouns and medicines grouped on their first letter (the same texts match, in half the
    # time: "on " and "my " are in most messages, "python" and "lisbon" end in "on")
    rx.compile(r"(?:i|we)\s+(?:[a-z'-]+\s+){0,2}?(?:" + by_first_char(_VERBS) + r")\b"),
    rx.compile(r"(?:my|our)\s+(?:[\w'-]+\s+){0,3}?(?:" + by_first_char(_NOUNS) + r")\b"),
    rx.compile(r"[.!?;:\n,]\s*(?:please\s+)?(?:" + by_first_char(_IMPERATIVES) + r")\b"),
    rx.compile(r"please\s+(?:" + _IMPERATIVES + r")\b"),
    # a partner named with "the" in brackets: "dan (the boyfriend) thinks …" (see apposition)
    rx.compile(r"\(the\s+(?:[\w-]+\s+)?(?:wife|husband|missus|missis|hubby|boyfriend|girlfriend|bf|gf|fianc[eé]e?"
               r"|partner)\)"),
    # a medicine said without its subject (en_routine): "(on warfarin so no grapefruit)"
    rx.compile(r"on\s+(?:the\s+(?:mini[- ])?pill|" + by_first_char(_MEDICINES) + r")\b"),
    rx.compile(
        r"on\s+(?:a|an|my)\s+(?:new\s+|old\s+)?(?:macbook|mac|imac|ipad|iphone|pixel|galaxy|thinkpad|chromebook"
        r"|kindle|surface|steam\s+deck|remarkable|android)\b"
    ),
    # a taste said as the best of the user's time: "… is the best part of my week", "… the soundtrack of my life"
    rx.compile(r"(?:part|bit|highlight)\s+of\s+my\s+(?:day|week|weekend|month|year)\b|soundtrack\s+(?:of|to)\s+my\s+life"),
)
#: A request said as a noun phrase at the start of a sentence or aside, matched there (see ``triggered``): "pls no
#: emojis", "short answers please", "all code in python" (en_social's ``en.instruction.noun``, ``.code_language``).
_NOUN_REQUEST = rx.compile(
    r"(?:(?:pls|please|plz|ok|also|and|oh|btw|no|more)[\s,]+){0,3}(?:short|shorter|brief|concise|simple|long\s+intros"
    r"|intros?|introductions|preambles"
    r"|plain|casual|formal|fewer|less|metric|imperial|british|uk|us|american|bullet|step|emojis?|jargon|all\s+code"
    r"|code\s+(?:examples\s+)?in|examples\s+in|answers|replies|responses|disclaimers|caveats|markdown|tables|need\s+for"
    r"|(?:recipes|measurements|distances|weights|temperatures|quantities)\s+in"
    r"|small\s+talk|pleasantries|waffle|fluff)\b"
)
#: Systems and devices a sentence may open with and no subject ("on a mac btw", "using windows 10 on an old dell").
_SYSTEMS = (
    r"windows|win1[01]|linux|ubuntu|debian|fedora|arch|mint|manjaro|pop!?_?os|macos|mac|macbook|imac|ipad|iphone"
    r"|android|ios|chromebook|chromeos|pixel|galaxy|samsung|thinkpad|dell|lenovo|surface|kindle|vs\s*code|neovim"
    r"|vim|emacs|pycharm|intellij|wsl2?|steam\s+deck"
)
#: Apps, editors and systems a sentence may open with after "using" and no subject ("using obsidian for notes").
_USING_APP = (
    r"using\s+(?:(?:the\s+)?(?:free|paid|pro|desktop|web|mobile)\s+(?:version\s+of\s+)?)?(?:"
    + V.alternation(TOOLS | EDITORS | OPERATING_SYSTEMS | frozenset(words("notion obsidian excel figma jira trello")))
    + r")(?![\w.+#-])"
)
_SYSTEM_OPENING = rx.compile(
    r"(?:(?:btw|also|oh|ok|fyi|just|currently|still|now)[\s,]+)?(?:on|using|running|got)\s+"
    r"(?:a\s+|an\s+|my\s+)?(?:new\s+|old\s+|cheap\s+|\d{4}\s+)?(?:" + _SYSTEMS + r")\b"
)
#: An age or name said in short at a sentence start ("31F, …", "(29m)", "age 52", "name's Tom").
_SHORT_INTRO = rx.compile(
    r"(?:\d{2}\s?(?:[mf]|yo|y/o|yrs?)\b|aged?\s+\d{2}\b|as\s+an?\s+\d{2}[- ]year|name's\s"
    r"|[a-z]+\s+here\b|\d{2}\s+and\s+|as\s+someone\s+who)"
)
_OPENING = rx.compile(r"\s*(?:[a-z]+[\s,:!.-]+){0,3}?(?:" + _IMPERATIVES + r")\b")


#: Paraphrases REWRITES reads, each behind a substring test: most text has none of these words, and one regex
#: alternating over all of them would be tried at every position of every message.
#: Where in an organisation, or in which line of work, a new job is: "started in the eye clinic at …", "started in IT
#: support at …", "started on the cardiology ward at …".
_WORK_UNIT = (
    r"(?:clinic|ward|department|dept|team|office|warehouse|kitchen|lab|laboratory|branch|unit|store|shop|depot"
    r"|support|sales|marketing|finance|hr|admin|accounts|logistics|operations|ops|engineering|it|helpdesk"
    r"|service\s+desk|icu|a&e|pharmacy|reception|call\s+centre|call\s+center)"
)
#: Systems one installs on a machine, and the user's own machines ("the thinkpad", "my laptop"; not "my dad's").
_SYSTEM = (
    r"(?:ubuntu|kubuntu|xubuntu|linux(?:\s+mint)?|mint|fedora|debian|arch(?:\s+linux)?|manjaro|pop!?_?os|pop\s+os"
    r"|elementary(?:\s+os)?|zorin(?:\s+os)?|windows\s+1[01]|windows|chromeos(?:\s+flex)?|nixos|opensuse)"
)
_OWN_MACHINE = (
    r"(?:laptop|pc|computer|desktop|machine|thinkpad|macbook|notebook|chromebook|dell|lenovo|hp|asus|acer|rig"
    r"|gaming\s+pc|work\s+laptop)"
)
_REWRITE_GATES = tuple(
    (word, rx.compile(pattern) if pattern else None)
    for word, pattern in (
        ("turned", r"turned\s+\d"),
        # the user's device by its model, in passing or in a question ("how do i free up space on my iphone 12?")
        *((family, r"\bmy\s+(?:new\s+|old\s+|work\s+)?(?:(?:19|20)\d\d\s+)?(?:samsung\s+)?(?:iphone|ipad|pixel"
                   r"|galaxy|redmi|oneplus|xiaomi)\s+(?:\d|pro|air|max|mini|plus|ultra|fold|flip|se|note|s\d|a\d)"
                   r"|\bmy\s+(?:new\s+|old\s+)?(?:kindle|kobo|remarkable)\b")
          for family in ("iphone", "ipad", "pixel", "galaxy", "redmi", "oneplus", "xiaomi", "kindle", "kobo")),
        ("learn", r"(?:gonna|going\s+to)\s+(?:learn|take\s+up)|been\s+learning|started\s+learning"
                  r"|(?:^|[.!?(,]\s*)(?:currently\s+|still\s+)?learning\s"),
        ("been ", r"(?:^|[.!?(,]\s*)been\s+[a-z]+ing\b"),
        # "been with Arup since 2019", "been at Deloitte 4 years": a workplace, said without its subject
        ("been ", r"(?:^|[.!?(,]\s*)been\s+(?:at|with)\s"),
        ("lessons", r"(?:taking|doing|having|started|take|have)\s+(?:[\w-]+\s+){1,2}(?:lessons|classes)\b"),
        # "not a podcast person at all": a taste said without "I'm"
        ("person", r"(?:^|[.!?(,]\s*)(?:honestly\s+|just\s+|really\s+)?not\s+(?:a|an)\s+(?:big\s+|huge\s+)?[\w-]+\s+"
                   r"person\b"),
        ("trying to", r"(?:^|[.!?(,]\s*)trying\s+to\s"),
        ("hoping to", r"(?:^|[.!?(,]\s*)hoping\s+to\s"),
        ("planning to", r"(?:^|[.!?(,]\s*)planning\s+to\s"),
        ("aiming", r"(?:^|[.!?(,]\s*)aiming\s+(?:to|for)\s"),
        ("want", r"(?:^|[.!?(,]\s*)(?:want\s+to|wanna)\s"),
        ("decided", r"decided\s+to"),
        ("diagnosed", ""),
        ("engaged", ""),
        ("new job", r"(?:^|[.!?(,]\s*)(?:just\s+|recently\s+)?(?:started|got)\s+a\s+new\s+job\s+(?:at|with)\s"),
        ("religiously", ""),
        ("applied", r"applied\s+(?:for|to)\s"),
        ("originally", r"(?:^|[.!?(,]\s*)(?:originally\s+from|from\s+\S+(?:\s+\S+)?\s+originally\b)"),
        # changes said in passing: "i retired last year", "we tied the knot", "I became a nurse", "now that i'm in
        # berlin", "I'm a widow now"
        ("retired", r"\b(?:i|we)\s+(?:\w+\s+)?retired\b"),
        ("knot", r"tied\s+the\s+knot"),
        ("hitched", r"got\s+hitched"),
        ("became", r"\bi\s+(?:\w+\s+)?became\s+an?\s"),
        ("now that", r"now\s+that\s+(?:i|we)"),
        ("widow", r"\ba\s+widow"),
        ("landed", r"landed\s+(?:a\s+)?(?:new\s+)?(?:job|role|position)"),
        ("job", r"(?:got|accepted)\s+(?:the|a|my)\s+(?:new\s+|dream\s+)?(?:job|role|position)\s+(?:at|with)\s"),
        ("offer", r"accepted\s+(?:an|the|a|their)\s+(?:job\s+)?offer\s+(?:from|at|with)\s"),
        ("hired", r"(?:got|was|been)\s+hired\s+(?:by|at)\s"),
        # a new job said by how it was got: "got hired as a line cook", "taken on as an apprentice", "started as a
        # junior dev at Monzo", "took a paramedic job with …"
        ("hired", r"hired\s+as\s+an?\s"),
        (" on as", r"(?:taken|brought)\s+on\s+as\s+an?\s"),
        ("as a", r"(?:^|[.!?(,]\s*)(?:i\s+|i'm\s+|im\s+)?(?:just\s+|finally\s+|recently\s+)?(?:started|starting)"
                 r"\s+as\s+an?\s"),
        ("job", r"(?:took|got|landed|accepted)\s+(?:a|an|the)\s+[\w-]+(?:\s+[\w-]+)?\s+job\s+(?:at|with|in|for)\s"),
        ("called", r"(?:i'?m|i\s+am|im)\s+(?:now\s+)?at\s+an?\s+(?:\w+\s+)?(?:startup|company|firm|agency|bank)"
                   r"\s+called\s"),
        ("promoted", r"(?:^|[.!?(,]\s*)(?:just\s+|finally\s+)?(?:got\s+)?promoted\s+to\s"),
        ("moved into", r"moved\s+into\s"),
        ("moved out of", r"moved\s+out\s+of\s"),
        ("gone", r"gone\s+(?:fully\s+)?(?:vegan|vegetarian|veggie|pescatarian|plant-based)"),
        ("went", r"went\s+(?:fully\s+)?(?:vegan|vegetarian|veggie|pescatarian|plant-based)"),
        ("again", r"(?:started|begun|began)\s+eating\s+(?:meat|fish|chicken|seafood)\s+again"),
        ("bought", r"(?:^|[.!?(,]\s*)(?:just\s+|finally\s+)?bought\s+an?\s"),
        ("new car", r"(?:got|bought)\s+(?:a\s+)?new\s+car\s*,"),
        ("new ", r"(?:got|bought)\s+(?:a\s+)?new\s+(?:phone|laptop|tablet|mobile|smartphone)\s*,\s*an?\s"),
        ("moved from", r"(?:^|[.!?(,]\s*)(?:just\s+|finally\s+)?(?:moved|migrated)\s+(?:over\s+)?from\s"),
        ("hit", r"(?:just\s+)?(?:hit|reached)\s+\d{2}\b"),
        ("divorce", r"got\s+divorced|divorce\s+(?:came\s+through|was\s+finali[sz]ed|went\s+through|is\s+final)"),
        ("started", r"started\s+(?:a\s+)?new\s+(?:role|job|position)\s+as\s"),
        ("eating", r"(?:^|[.!?(,]\s*)(?:now\s+)?eating\s+(?:meat|fish|chicken|seafood)\s+again"),
        ("since ", r"since\s+(?:going|becoming|turning|switching\s+to|moving\s+to)\s"),
        ("that ", r"that\s+(?:i'?m|im|i\s+am|we'?re|we\s+are)\s+(?:retired|married|divorced|engaged|single|vegan"
                  r"|vegetarian|pescatarian|separated|widowed)\b"),
        ("again", r"(?:i'?m|i\s+am|im)\s+(?:a\s+)?(?:vegan|vegetarian|veggie|pescatarian|single|married)\s+again\b"),
        ("relocated", r"(?:^|[.!?(,]\s*)(?:just\s+|recently\s+)?relocated\s+to\s"),
        ("turned", r"(?:^|[.!?(,]\s*)turned\s+\d{2}\b"),
        # (gates read lower-cased text)
        ("settled in", r"settled\s+in\s+[a-z]"),
        (" as a", r"(?:starting|started|joining|joined)\s+(?:at\s+|with\s+)?[\w&'.-]+(?:\s+[\w&'.-]+){0,3}"
                 r"\s+as\s+an?\s"),
        ("started", r"(?:^|[.!?(,]\s*)(?:just\s+)?started\s+(?:at|with)\s"),
        ("started", r"started\s+(?:on\s+)?(?:monday|tuesday|wednesday|thursday|friday|today|yesterday|last\s+week"
                    r"|this\s+week)\s+(?:at|with)\s"),
        ("started", r"started\s+(?:[\w&-]+\s+){0,3}(?:in|on)\s+(?:[\w&-]+\s+){1,3}(?:at|with)\s"),
        ("married", r"\bi\s+(?:just\s+|finally\s+|officially\s+)?married\s"),
        ("put ", r"\bput\s+[\w!]+(?:\s+\w+)?\s+on\s+(?:the|my|our)\s"),
        ("installed", r"installed\s+[\w!]+(?:\s+\w+)?\s+on\s+(?:the|my|our)\s"),
        ("stuck", r"stuck\s+[\w!]+(?:\s+\w+)?\s+on\s+(?:the|my|our)\s"),
        ("new job", r"(?:^|[.!?(,]\s*)(?:my\s+)?new\s+job\s+(?:at|with)\s"),
        ("today", r"(?:^|[.!?(,]\s*)[1-9]\d\s+today\s*(?:!|\U0001f382|\U0001f389)"),
        ("moved", r"(?:i|we)(?:'ve|\s+have)\s+(?:\w+\s+)?moved\s+(?:back\s+)?(?:(?:up|down|over|across|out)\s+)?to\s"),
        ("joined", r"i(?:'ve|\s+have)\s+(?:\w+\s+)?joined\s"),
        ("for", r"(?:ditched|dropped|swapped|traded|replaced)\s+(?:my\s+|the\s+|an?\s+)?[\w.+#-]+(?:\s+[\w.+#-]+)?"
                r"\s+(?:for|with)\s"),
        ("fully", r"(?:i'?m|i\s+am|im)\s+(?:now\s+)?(?:fully|completely|totally|strictly)\s+"
                  r"(?:vegan|vegetarian|pescatarian|veggie|plant-based)"),
        ("support", r"\bi\s+support\b"),
        # "me and my wife just …", "Sam and I are …": read as "we"
        ("me and ", r"\bme\s+and\s"),
        ("me n ", r"\bme\s+n\s"),
        (" and i", r"\sand\s+i(?:'|\s)"),
        (" n i ", ""),
        ("stan", r"\bi\s+stan\b"),
        # "senior data engineer at Monzo here", "paramedic in Leeds here": a job and its workplace or town said as a
        # greeting
        (" here", r"(?:^|[.!?(,]\s*)(?:[\w-]+\s+){1,3}(?:at|@|in)\s+[\w&.'-]+(?:\s+[\w&.'-]+){0,2}\s+here\b"),
        # a new employer after the old one's end: "left Deloitte last month, I'm at KPMG now"
        # (the "i'm" gate lets the rest through)
        # a diet the household took up: "we've gone vegan", "we went vegetarian last year" ("gone"/"went" above)
        # a language picked up: "trying to pick up some German", "picking up a bit of Japanese"
        ("pick", r"pick(?:ing)?\s+up\s+(?:(?:some|a\s+bit\s+of|a\s+little|a\s+few\s+words\s+of|basic|more)\s+)?"
                 r"(?:" + V.alternation(V.LANGUAGES) + r")\b"),
        # children named in a predicate: "our two are Sam and Jo" ("my kids are …" is a gate of its own)
        ("two are", r"\b(?:my|our)\s+two\s+are\s"),
        ("three are", r"\b(?:my|our)\s+three\s+are\s"),
        # an age the user is about to reach: "turning 40 this year", "i turn 30 next week"
        ("turning", r"(?:^|[.!?(,]\s*)turning\s+(?:\d{2}|twenty|thirty|forty|fifty|sixty|seventy|eighty)(?:[- ]\w+)?\s+"
                    r"(?:this|next|in|on)\b"),
        ("turn ", r"\bi\s+turn\s+\d{2}\s+(?:this|next|in|on)\b"),
        ("you", r"(?:can|could|would|will)\s+you\s+(?:please\s+|pls\s+)?(?:always|keep|answer|reply|respond|talk"
                r"|avoid|stop)\b|you\s+can\s+(?:talk|speak|call|write|swear)\b"),
        (" u ", r"(?:can|could|would|will)\s+u\s+(?:please\s+|pls\s+)?(?:always|keep|answer|reply|respond|talk"
                r"|avoid|stop)\b|\bu\s+can\s+(?:talk|speak|call|write|swear)\b"),
    )
)
#: Conditions and diets said without a subject ("allergic to kiwi", "vegan since 16").
_CONDITION_WORDS = (
    *("recovering from", "studying for", "revising for", "cramming for", "training for", "preparing for"),
    *("hunting", "going through", "middle of", "renovating", "gap year", "sabbatical", "career break"),
    *("bed rest", "off work", "signed off", "trying for a baby", "about to", "placement", "secondment"),
    *("saving up", "saving for", "saving to", "retraining as", "to become a", "crutches", "caring for", "on nights"),
    *("on call", "budget", "new job", "adopting", "fostering", "for work", "bucket list", "sweet tooth", "never been"),
    *("soft spot", "resolution", "signed up", "entered my", "entered the", "registered for", "enrolled"),
    *("allergy here", "allergies here", "give me", "gives me", "gave me", "nothing beats", "gotten into"),
    *("got into", "got really into", "speaker of", "grew up speaking", "started doing", "started playing"),
    *("took up", "taken up", "started going to"),
    *("between jobs", "had a baby", "had twins", "someone w", "somebody w", "a person w", " experience", " yrs "),
    *("allergic", "intolerant", "diabetic", "vegan", "vegetarian", "veggie", "pescatarian", "celiac", "coeliac"),
    "left-handed",
    *("retired", "pregnant", "unemployed", "self-employed", "self employed", "redundant", "laid off", "freelanc"),
    *("off to ", "heading to ", "headed to ", "flying to ", "trip to ", "getting married", "going on holiday"),
    *("i'll be in ", "fly to ", "fly out ", "leave for ", "set off for ", "taking the kids to "),
    *("my eldest", "my youngest", "my oldest", "our eldest", "our youngest", "twins are", "girl is ", "boy is "),
    *("year old son", "year old daughter", "year old is", "yo is ", "yo son", "yo daughter", "year-old"),
    *("do nights", "do night shifts", "do earlies", "do lates", "hour shifts", "do shifts"),
    *("drive for ", "deliver for ", "deliveries for ", "ride for ", "courier for "),
    *("going home to ", "going back to ", "heading home to ", "graduates ", "graduating "),
    *("we'll be in ", "interview", "exam", "wedding", "surgery", "driving test", "laid off", "lost my job"),
    *("team uses", "company uses", "office uses", "work uses", "do everything in", "do all my", "been playing"),
    *("speaker", "belt in", "my way around", "dyslexic", "autistic", "epileptic", "switched to", "been using"),
    *("building a", "building my", "starting at", "till i die", "til i die", "off the menu", "for me (", "studied"),
    *("moving in ", "moving next", "moving soon", "moving house", "closed on", "keys to"),
    *("moving to ", "relocating to ", " visa", "furlough", "burnt out", "burned out", "started a new"),
    *("started my new", "moving up ", "moving down ", "moving back ", "moving over ", "moving abroad"),
    *("waiting list", "writing up", "renovation", "retiring", "working on a", "working on my"),
    *("bp's", "bp is", "blood pressure", "cholesterol", "swiftie", "gooner", "trekkie", "potterhead"),
    # circumstances said without a subject (en_routine): "no car btw", "wfh fridays", "renting atm", "on sertraline"
    *("no car", "car-free", "wfh", "work from home", "renting", "on a budget", "on the pill", "on the mini"),
    # an app said by its trouble (en_projects): "figma keeps crashing", "excel is so slow", "notion won't sync"
    *("keeps crash", "keeps freez", "keeps lagg", "keeps glitch", "keeps chok", "keeps hang", "keeps logging"),
    *("keeps signing", "keeps vanish", "keeps disappear", "keeps delet", "keeps clos", "keeps eat", "keeps timing"),
    *("keeps quit", "keeps stall", "keeps fail", "keeps break", "keeps bugging", "keeps corrupt", "keeps dropp"),
    *("won't ", "stopped ", " so slow", " so laggy", " so buggy", "crashes", "freezes"),
    *("sufferer", "asthmatic", "here in ", "now in ", "finally in ", "officially in ", "settled in "),
    *(" living in ", " based in ", "thinking about", "thinking of", "considering", " own "),
    *("party trick", "superpower", "grade ", "keeping me sane", "keeping me going", "getting me through"),
    *("fluent in ", "conversational in ", "bilingual in ", "proficient in "),
    # skills said by how they were learned or certified (en_interests)
    *("taught myself", "by myself", "certificate", "certification", "diploma", "qualification"),
    # a profile's list items without a subject: "keen gardener", "bass in the worship band"
    *("keen ", "avid ", "amateur ", " band", "orchestra", "choir", "ensemble"),
    # a taste said as slang: "coffee is life", "tapas = life"
    *(" is life", "= life", " is literally life"),
)
#: What "being …" can open with and still be about the user: a condition, a diet, a status.
_BEING = V.alternation(
    frozenset(V.CONDITION_ADJECTIVES)
    | frozenset(words("vegan vegetarian veggie pescatarian left-handed right-handed married single pregnant"))
)
#: Subjectless openings ("live in leeds btw", "as a nurse, …"): they count only at the start of a sentence.
_SOFT = rx.compile(
    r"(?:grew\s+up|live\s+in|living\s+in|based\s+in|moved\s+(?:(?:up|down|over|across|out)\s+)?to|born\s+(?:and\s+\w+\s+)?in|just\s+moved|work\s+(?:at|for|as)"
    r"|being\s+(?:a|an|allergic|" + _BEING + r")\b|as\s+an?\s|hate\s|love\s|adore\s|can'?t\s+stand|job\s+hunting"
    r"|can'?t\s+get\s+enough|(?:(?:a\s+)?(?:huge|big|massive)\s+)?fan\s+of|obsessed\s+w|hooked\s+on|not\s+(?:really\s+)?"
    r"(?:a\s+(?:(?:big|huge|massive|great)\s+)?fan|big\s+on|keen\s+on|into)"
    r"|doing\s+(?:a|an|my)\s+(?:[\w-]+\s+){1,2}(?:degree|masters?|phd)\b"
    r"|moved\s+back|nursing\s|been\s+(?:vegan|vegetarian|veggie|pescatarian|sober)|no\s+(?:other\s+)?pets\s)"
)
#: Rarer subjectless openings, tried only when their word is in the text ("at leeds uni btw", "goal is …").
_SOFT_RARE = tuple(
    (words, rx.compile(pattern))
    for words, pattern in (
        ((" uni ", " uni,", " uni.", "university", " college"), r"at\s+[\w\s]{2,30}?\b(?:uni|university|college)\b"),
        (("she/", "he/him", "he/they", "they/them"), r"(?:she|he|they)/"),
        (("goal ", " aim ", "dream "), r"(?:goal|aim|dream)\s+(?:\w+\s+){0,3}?is\b"),
        (("goal", "aim:", "dream:"), r"(?:goal|aim|dream)s?(?:\s+for\s+(?:this\s+|the\s+)?\w+)?\s*:"),
        # "arsenal fan here", "nurse here", "ipad user here": who the user is, said as a greeting
        ((" here",), r"(?:[\w'&.+-]+\s+){1,4}here\b"),
        ((" for me",), r"no\s+[\w -]{2,20}?\s+for\s+me\b"),
    )
)
_RARE_WORDS = tuple(word for words, _ in _SOFT_RARE for word in words)
_SENTENCE_START = rx.compile(r"(?:^|[.!?;(\n])\s*(?:[\w']+[\s,]+){0,2}$")


def _near_start(soft: re.Pattern[str]) -> Callable[[str], bool]:
    """Whether ``soft`` matches anywhere :func:`_at_start` allows: a necessary condition of the loop over its
    matches, checked first. A match at a sentence start has ``_SENTENCE_START``'s text right before it, so the two
    expressions joined match from the sentence's mark (or the text's start); this search starts only at the marks,
    while the loop searches ``soft`` from every position (the "… here" opening costs ~200 µs on a long
    message). It may say yes where the loop says no (a match the loop skips as overlapping, one too far from its
    mark), never the other way round."""
    opening = r"\s*(?:[\w']+[\s,]+){0,2}(?:" + soft.pattern + ")"
    marked, first = rx.compile(r"[.!?;(\n]" + opening), rx.compile(opening)
    return lambda lower: first.match(lower) is not None or marked.search(lower) is not None


_SOFT_RARE_NEAR = tuple((words, soft, _near_start(soft)) for words, soft in _SOFT_RARE)


#: Where a sentence or an aside starts: the openings below are tried there only (one split of the text, then one
#: anchored match per piece, instead of a search that tries every position).
_PIECE = rx.compile(r"[.!?;:(\n]")


_START_ALTS = rx.compile(
    r"\s*(?:"
    + "|".join(gate.pattern for gate in (_NOUN_REQUEST, _SYSTEM_OPENING, _SHORT_INTRO))
    + "|"
    + _USING_APP
    + ")"
)
#: _SOFT's openings count at a sentence start after at most two words (a greeting: "hi there, nurse here").
_SOFT_START = rx.compile(r"\s*(?:[\w']+[\s,]+){0,2}(?:" + _SOFT.pattern + ")")


#: The words the checks of :func:`triggered` depend on, found in one pass over the text (a loop of substring tests
#: costs several times that on a long message). A check whose word is not in this list never runs
#: (tests/test_rules_fast_paths.py compares the automaton with the substring tests).
_TRIGGER_WORDS = (*_CONDITION_WORDS, *(word for word, _ in _REWRITE_GATES), *_RARE_WORDS)
_WORDS_IN = which_of(_TRIGGER_WORDS)
_CONDITION_SET = frozenset(_CONDITION_WORDS)
_RARE_SET = frozenset(_RARE_WORDS)
#: The paraphrase gates by their word (a word with no expression behind it triggers by itself: ``None``).
_GATES_OF: dict[str, tuple[re.Pattern[str] | None, ...]] = {}
for _word, _gate in _REWRITE_GATES:
    _GATES_OF[_word] = (*_GATES_OF.get(_word, ()), _gate)


def triggered(lower: str) -> bool:
    """Could any English rule read this (lower-cased) text?"""
    if any(gate.search(lower) for gate in _GATES) or _OPENING.match(lower) is not None:
        return True
    present = _WORDS_IN(lower)
    if present:
        if not _CONDITION_SET.isdisjoint(present):
            return True
        for word in present:
            for gate in _GATES_OF.get(word, ()):
                if gate is None or gate.search(lower):
                    return True
        if not _RARE_SET.isdisjoint(present):
            for words, soft, near_start in _SOFT_RARE_NEAR:
                if (
                    not present.isdisjoint(words)
                    and near_start(lower)
                    and any(_at_start(lower, m.start()) for m in soft.finditer(lower))
                ):
                    return True
    return any(_START_ALTS.match(piece) or _SOFT_START.match(piece) for piece in _PIECE.split(lower))


def _at_start(lower: str, position: int) -> bool:
    """Subjectless openings count only at the start of a sentence or an aside (after at most two words: a greeting
    and whom it greets, "hi there, nurse here")."""
    return _SENTENCE_START.search(lower, max(0, position - 40), position) is not None


FILLERS = rx.compile(
    # greetings in their many spellings, and whom they greet: "g'day", "heya", "hey there", "hi all", "morning!"
    r"(?:(?:(?:hi|hello|hey|heya|hiya)\s+there|g'?day|heya|hey+a?|hii+|hel+o+|howdy|yo|sup|awright|ahoy|greetings"
    r"|alright(?=\s*[,!])|cheers(?=\s*[,!])|(?:good\s+)?(?:morning|evening|afternoon)(?=\s*[,!.])"
    r"|(?:mate|guys|all|folks|everyone|team|pal)(?=\s*[,!.])"
    # chat interjections before a statement: "lol im a barista in portland", "ngl i've been sober 2 years"
    r"|lol+|lmao|lmfao|haha+|hehe+|ngl|fr|omfg|ugh+|argh+|phew|whew|yay+|woo+|oops|sigh|meh"
    r"|hi|hello|hey|hiya|ok|okay|so|well|also|and|but|or|btw|by\s+the\s+way|actually|anyway|anyways|oh|ugh|omg"
    # "right, i put ubuntu on it": "right" opening a sentence before its subject
    r"|right(?=[\s,]+(?:i|so|ok|okay|then|well)\b)"
    r"|welp|hmm+|um+|uh+|ah+|oof|yikes|update|big\s+news|good\s+news|news|project\s+update|work\s+stuff"
    r"|fyi|ps|p\.s\.|for\s+context|for\s+reference|some\s+context|context|background|note|heads\s+up"
    r"|just\s+so\s+you\s+know|just\s+fyi|to\s+be\s+clear|honestly|frankly|now|currently|right\s+now"
    r"|at\s+the\s+moment|atm|these\s+days|nowadays|lately|recently|today|tonight|this\s+week|this\s+month"
    r"|this\s+year|this\s+semester|for\s+the\s+record|as\s+you\s+know|again|yes|yeah|yep|yup|no|nope|cool"
    r"|great|thanks|thank\s+you|good\s+(?:morning|evening|afternoon)|quick\s+note|one\s+more\s+thing|plus"
    r"|first|firstly|second|secondly|finally|lastly|personally|basically|remember(?:\s+that)?|please|pls"
    r"|kindly|chatgpt|claude|gemini|grok|copilot|gpt|for\s+what\s+it's\s+worth|fwiw|tbh|to\s+be\s+honest"
    r"|quick\s+thing|at\s+work|at\s+home|in\s+my\s+(?:free|spare)\s+time|on\s+(?:the\s+)?weekends?"
    r"|on\s+the\s+side|for\s+work|outside\s+(?:of\s+)?work|day\s+to\s+day|these\s+days"
    # a reason said in passing before a request: "given I've cut out red meat, …", "since i'm vegan …"
    r"|given(?:\s+that)?|seeing\s+as|since|because|cause|cuz|coz|one\s+day|someday|some\s+day|eventually|ideally"
    r"|long[- ]term|in\s+the\s+long\s+run)\b[\s,:;!.\-–—]*)+",
    re.I,
)

CLAUSE_SPLIT = rx.compile(
    # "!!" or "?" before a lower-case word ends a statement in chat even where the segmenter sees one sentence
    rf"\s*;\s*|\s+[—–-]\s+|:\s+|[!?]+\s+"
    # a clause that opens without its subject after a comma ("I'm a nurse, allergic to penicillin", "not veggie
    # anymore, eat fish now", "don't live in Leeds any more, moved to York")
    rf"|(?:,\s*|\s+(?:but|and)\s+)(?=(?:live\s+in|work\s+(?:at|as|for)|moved\s+to)\b)"
    # a home said in the present after what led to it: "sold the flat in Leeds, living in York now"
    rf"|(?:,\s*|\s+(?:but|and)\s+)(?=(?:now\s+|currently\s+)?living\s+in\b)"
    rf"|(?:,\s*|\s+and\s+(?=allergic|intolerant|diabetic|coeliac|celiac))(?=(?:(?:just|only|now|mostly)\s+"
    rf"(?=vegetarian|veggie|pescatarian|vegan))?(?:allergic|intolerant|vegan"
    rf"|vegetarian|veggie|pescatarian|diabetic|moved\s|live\s+in|based\s+in"
    rf"|grew\s+up|(?:now\s+)?eat\s+(?:fish|seafood|meat|chicken)\b))"
    # the new thing of a change after the old one's end: "sold my old iphone and got an iphone 15"
    rf"|(?:,\s*|\s+(?:and|then)\s+)(?=(?:got|bought|picked\s+up)\s+(?:a|an)\s)"
    rf"|,\s*(?={FIRST_PERSON}|{IMPERATIVE})"
    rf"|,?\s+(?:and|but|so|because|since|as|though|although|while|whereas|plus|yet|or|then|cause|cuz)\s+"
    rf"(?={FIRST_PERSON}|{IMPERATIVE})"
    # where or when the next statement holds, before its subject: "at work we use windows but at home i'm on a mac"
    rf"|,?\s+(?:but|and|though|although|whereas|while)\s+(?=(?:at\s+(?:home|work|uni)|for\s+(?:work|fun)|these\s+days"
    rf"|nowadays|on\s+(?:the\s+)?weekends?|in\s+my\s+(?:free|spare)\s+time|outside\s+(?:of\s+)?work|personally)"
    rf"\s*,?\s+(?:{FIRST_PERSON}))"
    rf"|,\s+(?:but|so|because|though|although|while|whereas|yet)\s+",
    re.I,
)

QUESTION = rx.compile(
    r"(?:what|where|when|why|how|which|who|whom|whose|is\s+there|are\s+there)\b"
    r"|(?:should|could|would|can|do|does|did|is|are|am|was|were|will|shall|may|might|have|has|had|must)\s+"
    r"(?:i|you|we|they|he|she|it|my|your|there|this|that|the|a|an|u)\b"
)
POLITE = rx.compile(r"(?:can|could|would|will)\s+(?:you|u)\s+(?:please\s+)?", re.I)
PERSISTENT = rx.compile(
    r"\b(?:always|never|from\s+now\s+on|going\s+forward|in\s+(?:the\s+)?future|by\s+default|every\s+time"
    r"|in\s+all\s+(?:your\s+)?(?:answers|responses|replies))\b",
    re.I,
)
#: An instruction for this answer only ("answer in bullet points this time", "use metric units for this recipe",
#: "just this once, keep it short", "keep it short, it's for a tweet"), or (group ``tag``, even with "always")
#: asked about, not given ("never use eval, right?"), or kept to a fiction ("call me captain in this game").
ONE_OFF = rx.compile(
    r"\b(?:this\s+time|(?:just\s+|only\s+)?this\s+once|(?:for|about|in|on)\s+(?:this|that|the\s+next)\s+(?:one|answer"
    r"|reply|response|question|recipe|post|letter|email|e-mail|message|task|text|essay|draft|script|chat"
    r"|conversation|exercise|example|part|section|prompt|request|paragraph|piece|document|doc|page|file|report"
    r"|slide|slides|caption|poem|speech|card|cv|resume|bio|summary|translation)"
    r"|for\s+the\s+(?:[\w-]+\s+)?(?:below|above)|it'?s\s+(?:for\s+(?:my|a|an|the)|(?:just\s+)?(?:a|an)\s+(?:tweet"
    r"|text|caption|card|post|email|toast|speech|message|kids'?\s+book|school\s+project))|the\s+audience\s+is)\b"
    r"|(?P<tag>,?\s*\b(?:right|correct|true|is\s+that\s+(?:true|right|correct|so)|isn't\s+it|or\s+not)\s*\?+\W*$"
    r"|\bin\s+(?:this|the|our)\s+(?:story|game|roleplay|role-play|rp|scenario|campaign)\b)",
    re.I,
)
#: A sarcastic opening or ending ("… /s"): what the sentence says it loves is what it complains about.
IRONIC = rx.compile(
    r"\s/s\W*$|\b(?:jk|j/k|just\s+kidding|kidding)\W*$|^(?:(?:oh|ah|ooh)\s+(?:great|joy|goody|wonderful|fantastic|brilliant|perfect|lovely|fun|yay"
    r"|how\s+fun)\b"
    r"|(?:just|how)\s+(?:great|wonderful|lovely|perfect|fun|fantastic)\b|great,\s+just\s+what\b|yeah\s+right\b"
    r"|just\s+what\s+i\s+(?:needed|wanted)\b|(?:because|cause|cos)\s+nothing\s+says\b)",
    re.I,
)
HYPOTHETICAL = rx.compile(
    r"(?:suppose|supposing|imagine|assume|assuming|let's\s+say|lets\s+say|let\s+us\s+say|say\s+that"
    r"|hypothetically|pretend|what\s+if|in\s+a\s+world\s+where|in\s+an\s+alternate|picture\s+this"
    r"|in\s+theory|theoretically|in\s+this\s+scenario|scenario)\b"
    # a line of pasted dialogue or a sample, said by someone else ("customer: i'm 35 and live in dublin")
    r"|(?:customer|client|patient|caller|interviewer|interviewee|candidate|applicant|speaker|person|user|human"
    r"|bot|ai|agent|rep|buyer|seller|guest|persona|character|example|sample|input|output|q|a)\s*\d*\s*:"
)
STORY_FRAME = rx.compile(
    r"(?:(?:please\s+|can\s+you\s+|could\s+you\s+)?(?:write|tell|create|compose|generate|make\s+up)\s+(?:me\s+)?"
    r"(?:a|an|another|the|some|\d+)\s+(?:[\w-]+\s+){0,3}?(?:story|stories|poem|poems|song|lyrics|scene|"
    r"dialogue|dialog|monologue|script|screenplay|tale|fable|narrative|fiction|fanfic|limerick|haiku|sonnet|"
    r"rap|joke|character|roleplay)"
    r"|let's\s+(?:play|role[- ]?play|pretend|do\s+a\s+roleplay|imagine)|let\s+us\s+(?:play|pretend)"
    r"|role[- ]?play|rp\b|pretend|act\s+as|act\s+like|you\s+are\s+(?:a|an|now|my)\b"
    r"|you're\s+(?:a|an|now|my)\b"
    r"|simulate|play\s+the\s+role|imagine|in\s+this\s+(?:story|roleplay|game)|continue\s+the\s+story)"
)
TASK = rx.compile(
    r"(?:(?:please|can\s+you|could\s+you|pls)\s+)?(?:translate|rewrite|re-write|proofread|paraphrase|rephrase"
    r"|summari[sz]e|correct|fix\s+the\s+grammar|edit|improve|polish|generate|create|compose|draft|complete"
    r"|continue|finish|fill\s+in|write|make\s+up|give\s+me\s+(?:an?\s+|\d+\s+|some\s+)?(?:\w+\s+)?"
    r"(?:example|examples|sentence|sentences)|convert|turn|transform|reply\s+to|respond\s+to|roleplay"
    r"|role-play|pretend|imagine|act|play|simulate|conjugate|say)\b"
)
#: A task the user asks for themselves ("write me a gym plan", "create a meal plan for me", "draft my cover
#: letter"): what follows it is the user's own context ("I'm 45, bad knee"), not text about someone else as after
#: "write a bio for a nurse called Tom" or "translate this". Fiction is never for the user.
TASK_FOR_USER = rx.compile(
    r"^(?:(?:please|can\s+you|could\s+you|pls)\s+)?(?:write|create|generate|draft|compose|give)\s+"
    r"(?!.*\b(?:story|stories|poem|fiction|novel|character|scene|script|screenplay|dialogue|song|lyrics|roleplay"
    r"|role-play|monologue|diary\s+entry|fairy\s+tale|fanfic|persona)\b)"
    r"(?:(?:me|us)\b|(?:[\w-]+\s+){0,5}?for\s+(?:me|us|myself)\b|(?:my|our)\s+(?!(?:[\w-]+\s+)?(?:"
    + V.alternation(frozenset(V.RELATIONS)) + r")\b))",
    re.I,
)
#: A clause about someone else: "my wife is vegan, allergic to nuts" gives the user nothing.
OTHER_SUBJECT = rx.compile(
    r"(?:he|she|they|he's|she's|they're|his|her|their|(?:my|our)\s+(?:[\w-]+\s+)?(?:"
    + V.alternation(frozenset(V.RELATIONS)) + r"|parents|kids|children|folks|in-laws|friends|flatmates|housemates"
    r")(?:'s|\s+(?:is|was|has|had|are|were|gets|got|can't|cannot|doesn't"
    # what the relation did ("my sister left Tesco, started at Lloyds"): a clause after it without a subject is
    # theirs too
    r"|isn't|left|quit|sold|moved|started|took|went|bought|decided|finally|just))"
    r"|(?-i:[A-Z])[a-z]+\s+(?:is|was|has|gets))\b",
    re.I,
)
CONDITIONAL_TAIL = rx.compile(
    r"(?:^|[\s,;(])(?:if|unless|as\s+if|as\s+though|whether|in\s+case|even\s+if|only\s+if|provided\s+that"
    r"|assuming|supposing|when\s+i\s+was|back\s+when|wish|wished|said|says|told|tells|wrote|writes"
    # "claims" is also a noun ("cite sources for factual claims"): only the verb opens reported speech
    r"|claims(?=\s+(?:that|to|i|he|she|they|it|we|you)\b)"
    r"|claimed|thinks|believes|asked|replied|texted|mentioned|insists)\b",
    re.I,
)
NEGATED = rx.compile(
    r"\b(?:anymore|any\s+more|no\s+longer|not\s+anymore|used\s+to|formerly|previously|ex-|former|ex)\b"
    r"|\btax\s+resident\b|\bresident\s+for\s+tax\b"
)
#: A sentence or aside that starts without its subject but is about the user ("allergic to kiwi", "being
#: How long the user has been what they say, after it: not part of what they are ("a club cricketer for 20 odd
#: years", "a Celtic supporter since childhood", "a vegan all my life").
_FOR_SO_LONG = (
    r"(?:for\s+(?:\d+|a\s+few|a\s+couple\s+of|many|several|some|two|three|four|five|six|seven|eight|nine|ten|twenty"
    r"|thirty|forty|fifty)\+?\s+(?:odd\s+)?(?:years?|yrs?|months?|decades?)(?:\s+now)?|since\s+(?:childhood|birth|forever"
    r"|school|uni|college|(?:19|20)\d\d|i\s+was\s+(?:a\s+)?(?:\w+|\d+))|all\s+my\s+life|my\s+whole\s+life|for\s+(?:ages"
    r"|years|yonks|decades|donkey's\s+years))"
)
#: A word of the role after "as a": not one that starts the main clause or a question ("as a teacher how do i …").
_IN_A_ROLE = (
    r"(?!(?:since|for|how|what|whats|what's|where|which|why|when|who|is|are|was|were|am|be|been|has|have|had|do|does"
    r"|did|can|could|should|would|will|and|but|so|because|if|my|i|i'm|im|we|our|any|anyone)\b)"
)
#: The main clause after "as a …" is the user's when its subject is: "as a nurse i …", "as a cricketer my shoulder
#: …" (a part of the user), not "as a nurse my sister …" (someone else, who the role is then about).
_MY_OWN_CLAUSE = (
    r"(?:i|i'm|im|i've|ive|i'd|we|we're|my\s+(?!(?:[\w-]+\s+)?(?:wife|husband|partner|son|daughter|sister|brother"
    r"|mum|mom|mam|dad|mother|father|parents?|kids?|child|children|friends?|boss|colleagues?|girlfriend|boyfriend"
    r"|family|team|manager|students?|patients?|clients?|grandkids?|grandchildren|grandson|granddaughter|nan|gran"
    r"|grandma|grandpa|uncle|aunt|auntie|cousin|niece|nephew|fiancée?|neighbou?rs?|flatmates?|housemates?|baby"
    r"|twins?|other\s+half)\b))\b"
)
#: What "as a …" opens that is no role of the user's: a manner or an aim ("as a result", "as a kid", "as a gift").
_AS_A_WHO = (
    r"(?!(?:result|kid|child|teen|teenager|youngster|boy|girl|baby|matter|rule|whole|treat|gift|present|favou?r"
    r"|side|reminder|joke|test|example|family|team|group|couple|bonus|thank|courtesy|precaution|last|general|first"
    r"|start|starting|backup|consequence|way|means|substitute|replacement|sort|kind|bit|little|young|teenage"
    r"|hypothetical|thought|what|an?)\b)"
)
#: diabetic, …", "live in leeds btw"), and the subject to read it with. Imperatives ("use pandas", "speak
#: slowly") are not here: a bare verb is read as the user's only for verbs nobody uses to give orders.
_IMPLIED = (
    (
        rx.compile(r"being\s+(?=(?:a|an|allergic|" + _BEING + r")\b)", re.I),
        "I'm ",
    ),
    (rx.compile(r"as\s+(?=(?:a|an)\s+\w[\w-]*\s*,)", re.I), "I'm "),
    # "as a vim user, which plugin manager …", "as a long-time mac user i …": the tool the user works with
    (rx.compile(r"as\s+(?=(?:a|an)\s+(?:(?:long-?time|die-?hard|heavy|daily|happy)\s+)?[\w.+#-]+\s+user\b)", re.I),
     "I'm "),
    # "as a nurse what shoes are best": the question typed on without a comma
    (
        rx.compile(
            r"as\s+(?=(?:a|an)\s+\w[\w-]*\s+(?:what|whats|what's|how|where|which|any|is|are|can|should|do)\s)", re.I
        ),
        "I'm ",
    ),
    # "as a migraine sufferer screens are my nemesis", "as an asthmatic i …": a condition the user lives with
    (
        rx.compile(
            r"as\s+(?=(?:a|an)\s+(?:(?:lifelong|chronic|long[- ]?time|fellow|severe)\s+)?(?:[\w-]+\s+){0,2}?"
            r"(?:sufferer|asthmatic|diabetic|epileptic|coeliac|celiac)\b)",
            re.I,
        ),
        "I'm ",
    ),
    (
        rx.compile(
            r"(?=(?:(?:lifelong|chronic|long[- ]?time|fellow|severe)\s+)?(?:[\w-]+\s+){1,2}sufferer\b)", re.I
        ),
        "I'm a ",
    ),
    (
        rx.compile(
            r"(?:(?:just|only|mostly)\s+(?=(?:vegetarian|veggie|pescatarian|vegan)\b))?"
            r"(?=(?:allergic|intolerant|vegan|vegetarian|veggie|pescatarian|diabetic|type\s+[12]\s+diabetic"
            r"|celiac|coeliac|lactose[- ]intolerant|left-handed|right-handed|married|engaged|pregnant|retired"
            r"|self-employed|based\s+in|originally\s+from|from\s+[A-Z])\b)",
            re.I,
        ),
        "I'm ",
    ),
    (
        rx.compile(
            r"(?:just\s+|recently\s+)?(?=(?:live|grew\s+up|moved\s+to|work\s+(?:at|for|as)|been\s+learning)\b)", re.I
        ),
        "I ",
    ),
    (rx.compile(r"(?=living\s+in\s)", re.I), "I'm "),
    # "doing a nursing degree at uni", "halfway through a law degree": the user's own studies
    (
        rx.compile(r"(?=(?:doing|studying\s+for|halfway\s+through)\s+(?:a|an|my)\s+(?:[\w-]+\s+){1,2}(?:degree|masters?"
                   r"|phd)\b)", re.I),
        "I'm ",
    ),
    # who the user is, then where: "irish girl living in melbourne", "a brit based in spain", "30yo mum living in leeds"
    (
        rx.compile(
            r"(?:an?\s+)?(?:\d{2}\s*(?:yo|y/o|f|m)\s+)?(?:[\w'-]+\s+){0,2}?(?:girl|guy|lad|lass|woman|man|bloke|mum"
            r"|mom|dad|mama|expat|immigrant|brit|yank|aussie|kiwi|student|grad|retiree|pensioner|couple|family"
            r"|millennial|introvert|nomad)\s+(?=(?:living|based)\s+in\s)",
            re.I,
        ),
        "I'm ",
    ),
    # "been using VS Code for years", "been bouldering twice a week": the user's own doing
    (rx.compile(r"(?=been\s+(?:using|playing|running|coding|bouldering|climbing|swimming|cycling|baking|knitting"
                r"|gardening|hiking|lifting|learning)\b)", re.I), "I've "),
    # "building a flashcard app in Python", "switched to neovim", "starting at Acme as a …"
    (rx.compile(r"(?=(?:building|making|writing|developing|working\s+on)\s+(?:a|an|my)\s)", re.I), "I'm "),
    (rx.compile(r"(?=(?:starting|started)\s+(?:at|with)\s+(?-i:[A-Z]))", re.I), "I'm "),
    (rx.compile(r"(?:just\s+)?(?=switched\s+(?:over\s+)?(?:from\s+\S+\s+)?to\s)", re.I), "I "),
    # "kind of obsessed with sourdough", "lowkey obsessed with …"
    (
        rx.compile(
            r"(?:kind\s+of|kinda|sort\s+of|a\s+bit|lowkey|low-key|totally|so|really|honestly|pretty)\s+"
            r"(?=obsessed\s+with\s)",
            re.I,
        ),
        "I'm ",
    ),
    # a profile's list items said without a subject: "- keen gardener", "- spanish speaker (rusty)", "- bass in the
    # worship band"
    (
        rx.compile(
            r"(?:an?\s+)?(?=(?:keen|avid|passionate|amateur|lifelong|enthusiastic|obsessive)\s+(?:[\w-]+\s+)?(?:"
            + V.alternation(frozenset(V.HOBBYISTS)) + r")\b(?!\s+here\b)"
            r"|(?:native\s+|fluent\s+|conversational\s+)?(?:" + V.alternation(V.LANGUAGES) + r")\s+speaker\b)",
            re.I,
        ),
        "I'm a ",
    ),
    (
        rx.compile(
            r"(?:(?:the|on)\s+)?(?=(?:" + V.alternation(frozenset(V.INSTRUMENTALISTS.values())) + r")"
            r"\s+(?:in|for|with)\s+(?:a|an|the|my|our)\s+(?:[\w-]+\s+){0,2}?(?:band|choir|orchestra|ensemble|quartet|trio|group)\b)",
            re.I,
        ),
        "I play ",
    ),
    # "taught myself to code during lockdown": a skill said without its subject
    (rx.compile(r"(?=taught\s+myself\s)", re.I), "I "),
    # a condition said as an adjective without "I'm": "dyslexic myself, so …"
    (rx.compile(r"(?=(?:dyslexic|autistic|epileptic|asthmatic|dyspraxic|deaf|colou?r[- ]?blind)\b)", re.I), "I'm "),
    # "total potterhead, what should I read next?"
    (
        rx.compile(
            r"(?:an?\s+)?(?=(?:(?:huge|big|massive|proud|total|lifelong|die-?hard)\s+)?(?:"
            + V.alternation(frozenset(V.FANDOMS)) + r")\b)",
            re.I,
        ),
        "I'm a ",
    ),
    (rx.compile(r"(?=born\s+(?:and\s+(?:raised|bred)\s+)?in\s)", re.I), "I was "),
    (rx.compile(r"(?:still\s+)?(?=nursing\s)", re.I), "I'm still "),
    (rx.compile(r"(?=been\s+(?:vegan|vegetarian|veggie|pescatarian|sober|teetotal|married|coeliac)\b)", re.I), "I've "),
    # a change of diet said in passing: "not veggie anymore, eat fish now"
    (rx.compile(r"(?=(?:now\s+)?eat\s+(?:fish|seafood|meat|chicken)\s+(?:now|again|these\s+days)\b)", re.I), "I "),
    # "goal is sub 50 for the 10k": a goal, dream or plan said without "my"
    (
        rx.compile(
            r"(?:the\s+)?(?=(?:(?:main|big|new|next)\s+)?(?:goal|aim|dream|ambition|resolution)\s+"
            r"(?:is|(?:for\s+)?(?:this|next|the)\s+\w+\s+is)\s+(?:to|sub|under|a\s+sub|at\s+least|\d))",
            re.I,
        ),
        "my ",
    ),
    # a taste said without its subject ("hate mushrooms, they're slimy"); "love it" stays a reaction
    (
        rx.compile(
            r"(?=(?:hate|love|adore|detest|can'?t\s+stand|cannot\s+stand|can'?t\s+get\s+enough\s+of)\s+"
            r"(?!(?:it|this|that|u|you)\b))",
            re.I,
        ),
        "I ",
    ),
    (
        rx.compile(r"(?:a\s+)?(?=(?:huge|big|massive)\s+fan\s+of\s+(?!(?:it|this|that|u|you)\b))", re.I),
        "I'm a ",
    ),
    (
        rx.compile(
            r"(?=(?:obsessed\s+(?:with|w/?)|hooked\s+on|not\s+(?:really\s+)?(?:a\s+(?:(?:big|huge|massive|great)\s+)?fan"
            r"\s+of|big\s+on|keen\s+on|into))\s+(?!(?:it|this|that|u|you)\b))",
            re.I,
        ),
        "I'm ",
    ),
    # "as a massive Taylor Swift fan, …", "as a lifelong Spurs supporter", "as a fluent French speaker": who the
    # user is, said before a request
    (
        rx.compile(
            r"as\s+(?=(?:a|an)\s+(?:[\w'&.-]+\s+){0,4}?(?:fan|lover|supporter|enthusiast|addict|nerd|geek|buff"
            r"|fanatic|speaker|drinker|reader|snob|junkie)\b)",
            re.I,
        ),
        "I'm ",
    ),
    (
        rx.compile(
            r"(?=(?:job\s+hunting|between\s+jobs|on\s+(?:maternity|paternity|parental|sick)\s+leave|unemployed"
            r"|recovering\s+from|(?:studying|revising|cramming|training|preparing)\s+for\s+(?:my|an?|the|\d)"
            r"|(?:house|flat|apartment)[- ]hunting|going\s+through\s+(?:a|my)\s|in\s+the\s+middle\s+of\s+(?:moving"
            r"|a\s+(?:house\s+)?move|a\s+divorce|renovating)|renovating\s+(?:our|my|the)\s|on\s+(?:a\s+)?(?:gap\s+year"
            r"|sabbatical|career\s+break|bed\s+rest|placement|secondment)|off\s+work\s+(?:with|after|sick|for)"
            r"|signed\s+off\s+(?:work\s+)?sick|trying\s+for\s+a\s+baby|about\s+to\s+(?:retire|give\s+birth)"
            r"|on\s+crutches|caring\s+for\s+my\s|on\s+(?:nights|call)\b|starting\s+a\s+new\s+job\s"
            r"|(?:\d+|a\s+few)\s+(?:weeks?|months?)\s+pregnant|expecting\s+(?:a\s+baby|twins|our|my)|getting\s+married"
            r"|(?:off|heading|headed|flying|jetting\s+off)\s+(?:back\s+)?(?:on\s+\w+\s+)?to\s|self[- ]employed"
            r"|going\s+on\s+(?:a\s+)?(?:holiday|trip|vacation|honeymoon)\s+to\s"
            r"|moving\s+(?:in\s+(?:\d+|a|two|three|a\s+few)\s+(?:weeks?|days?|months?)|next\s+\w+|soon|house)"
            r"|(?:moving|relocating)\s+to\s+(?:(?-i:[A-Z])|[\w-]+(?:\s+[\w-]+)?\s+(?:next|this|in|on|at\s+the\s+end)\s)"
            r"|on\s+(?:a|an)\s+(?:[\w-]+\s+){0,3}?visa|freelancing|burn[te]d?\s+out|on\s+(?:a\s+)?furlough"
            r"|moving\s+(?:abroad|back\s+home))\b)",
            re.I,
        ),
        "I'm ",
    ),
    (rx.compile(r"(?:just\s+|recently\s+)?(?=moved\s+(?:back\s+)?(?:home\s+)?(?:(?:out|up|down|over|across)\s+)?to\b)",
                re.I), "I "),
    # "10 years of java experience", "8 yrs nursing experience": the user's own
    (
        rx.compile(r"(?=\d{1,2}\+?\s+(?:years?|yrs?)\s+(?:of\s+)?[\w#+.-]+(?:\s+[\w#+.-]+)?\s+(?:experience|exp)\b)",
                   re.I),
        "I have ",
    ),
    # "just had a baby so sleep is a luxury": the user's new child
    (
        rx.compile(r"(?=(?:just|recently)\s+had\s+(?:a\s+baby|twins|a\s+little\s+(?:boy|girl)|our\s+(?:first|second)))",
                   re.I),
        "I ",
    ),
    # a taste said without "I'm": "not a podcast person at all", "not really a beach person"
    (
        rx.compile(r"(?=(?:really\s+)?not\s+(?:really\s+)?(?:a|an)\s+(?:big\s+|huge\s+)?[\w-]+\s+person\b)", re.I),
        "I'm ",
    ),
    # a trip home said without "I'm": "going home to limerick for christmas", "going back to cork for easter"
    (rx.compile(r"(?=(?:going|heading|headed|flying)\s+(?:back\s+)?(?:home\s+)?to\s+[\w'-]+(?:\s+[\w'-]+)?\s+(?:for"
                r"|over|next|this|in|on)\s)", re.I), "I'm "),
    # a pastime taken up, said without "I": "started doing crossfit", "just got into bouldering", "took up padel"
    (
        rx.compile(
            r"(?=(?:just\s+|recently\s+|finally\s+)?(?:started\s+(?:doing|playing|going\s+to)|took\s+up"
            r"|got\s+(?:really\s+|properly\s+)?into)\s)",
            re.I,
        ),
        "I ",
    ),
    # a new employer said without "I": "just started a new job at Monzo"
    (rx.compile(r"(?=(?:just\s+|recently\s+)?(?:started|got)\s+a\s+new\s+job\s+(?:at|with)\b)", re.I), "I "),
    (rx.compile(r"(?=(?:just|recently)\s+started\s+(?:a|my)\s+new\s+(?:job|role)\b)", re.I), "I "),
    # the system or device the user is on, said without "I'm": "on a mac btw", "running ubuntu on my laptop"
    (
        rx.compile(
            r"(?=(?:on|using|running)\s+(?:a\s+|an\s+|my\s+)?(?:new\s+|old\s+|cheap\s+|\d{4}\s+)?(?:" + _SYSTEMS + r")"
            r"(?:\s+(?:[\d.]+\w*|pro|air|max|mini|plus|ultra|home|mint|s\d+|x|xp|vista))*"
            r"(?:\s*(?:$|[,;:!?.(])|\s+(?:btw|tho|fyi|now|at|atm|rn|so|and|but|lol|these|here|too|for|which|mostly"
            r"|on|nowadays|if|in|with|running|runnin)\b))",
            re.I,
        ),
        "I'm ",
    ),
    (
        rx.compile(
            r"(?=(?:just\s+|finally\s+|recently\s+)?(?:got|upgraded\s+to|picked\s+up)\s+(?:a|an|my)\s+"
            r"(?:new\s+|old\s+|cheap\s+|used\s+|refurbished\s+|\d{4}\s+)?(?:" + _SYSTEMS + r")\b)",
            re.I,
        ),
        "I ",
    ),
    # an app the user works in, said without "I'm": "using obsidian for notes", "using logseq as my journal"
    (rx.compile(r"(?:(?:currently|mostly|mainly|still|now)\s+)?(?=" + _USING_APP + r")", re.I), "I'm "),
    # "just signed up for the brighton half", "just entered my first triathlon": the user's own aim
    (rx.compile(r"(?:just|finally)\s+(?=(?:signed\s+up|entered|registered|enrolled)\s)", re.I), "I've just "),
    # a language level said without its subject: "fluent in french and german btw", "conversational in spanish"
    (
        rx.compile(
            r"(?:(?:also|pretty|fairly|fully|basically)\s+)?(?=(?:fluent|conversational|bilingual|proficient)\s+in\s+(?:"
            + V.alternation(V.LANGUAGES) + r")\b)",
            re.I,
        ),
        "I'm ",
    ),
    # the age said first: "27 and only learning to surf now", "34 and pregnant with my first"
    (
        rx.compile(
            r"(?=(?:1[6-9]|[2-9]\d)\s+and\s+(?:only|just|still|never|finally|already|newly|recently|now|pregnant|single"
            r"|married|retired|divorced|engaged|unemployed|broke|clueless|terrified|nervous|exhausted|feeling|i|i'm|im"
            r"|i've|have|had|been|trying|learning|starting|looking|thinking|training|want|hoping|living|working|studying"
            r"|desperate|struggling|getting|going\s+back|fed\s+up|new\s+to|back\s+at)\b)",
            re.I,
        ),
        "I'm ",
    ),
    # "thinking about doing a master's", "eventually want my own business": an aim said without its subject
    (
        rx.compile(
            r"(?:(?:seriously|really|also|kind\s+of|kinda)\s+)?(?=(?:thinking\s+(?:about|of)|considering)\s+(?:doing"
            r"|getting|going\s+back|applying|starting|studying|training|retraining|becoming|taking|learning|moving"
            r"|switching|opening|a\s+(?:master'?s|masters|phd|career))\b)",
            re.I,
        ),
        "I'm ",
    ),
    (
        rx.compile(
            r"(?:(?:eventually|one\s+day|someday|ultimately|long[- ]term)\s+)?"
            r"(?=(?:want|wanna)\s+(?:my|our|me)\s+own\s)",
            re.I,
        ),
        "I ",
    ),
    # "retraining as a plumber", "studying to become a midwife": a goal said without its subject
    (rx.compile(r"(?=(?:retraining\s+as|(?:studying|training)\s+to\s+(?:become|be)\s+an?)\s)", re.I), "I'm "),
    # a goal said without its subject: "saving up for a house deposit"
    (rx.compile(r"(?=saving\s+(?:up\s+)?(?:for|to)\s)", re.I), "I'm "),
    # a circumstance said without its subject (en_routine): "no car btw", "renting atm", "on sertraline so …"
    (rx.compile(r"(?=(?:car[- ]free|renting|on\s+a\s+(?:\w+\s+)?budget)\b)", re.I), "I'm "),
    (rx.compile(r"(?=on\s+" + _MEDICINE_START + r")", re.I), "I'm "),
    (rx.compile(r"(?=been\s+on\s+" + _MEDICINE_START + r")", re.I), "I've "),
    # "As a Sporting supporter since childhood, I …", "as a first year apprentice sparky, …": who the user is, in
    # several words before the comma (not a manner: "as a result", "as a kid", "as a family")
    (rx.compile(r"as\s+(?=(?:a|an)\s+" + _AS_A_WHO + r"(?:[\w'&.+$-]+\s+){1,6}?[\w'&.+$-]+\s*,)", re.I), "I'm "),
)


def _grouped(entries: tuple[tuple[re.Pattern[str], str], ...]) -> tuple[tuple[re.Pattern[str], str], ...]:
    """The openings that imply the same subject as one pattern each, so that a clause is matched a few times, not
    once per opening. Openings of different subjects start with different words, so their order does not matter."""
    merged: dict[str, list[str]] = {}
    for pattern, subject in entries:
        merged.setdefault(subject, []).append(f"(?:{pattern.pattern})")
    return tuple((rx.compile("|".join(patterns), re.I), subject) for subject, patterns in merged.items())


IMPLIED_SUBJECT = _grouped(_IMPLIED)

_MONTH = V.alternation(frozenset(V.MONTHS)) + r"\.?"
_WEEKDAY = V.alternation(frozenset(V.WEEKDAYS))
_NUMBER = r"\d+|" + V.alternation(frozenset(V.NUMBER_WORDS))
TIME = rx.compile(
    rf"\b(?:until|till|til|'til|through|thru|up\s+until)\s+(?:"
    rf"the\s+end\s+of\s+(?:(?:the|this)\s+(?P<eo_unit>week|month|year)\b|(?P<eo_month>{_MONTH})\b)"
    rf"|(?:the\s+)?(?P<day>\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?(?P<month>{_MONTH})\b"
    rf"|(?P<month2>{_MONTH})\s+(?P<day2>\d{{1,2}})(?:st|nd|rd|th)?\b"
    rf"|(?:early\s+|mid[- ]?|late\s+)?(?P<month3>{_MONTH})\b"
    rf"|(?:next\s+)?(?P<weekday>{_WEEKDAY})\b"
    rf"|(?:the\s+)?end\s+of\s+(?:the\s+)?(?P<eo_unit2>week|month|year)\b)"
    rf"|\bthis\s+(?P<this_unit>week|month|year)\b|\b(?P<this_unit2>today|tonight)\b"
    rf"|\bfor\s+the\s+(?:next|coming)\s+(?:a\s+)?(?:(?P<n>{_NUMBER})(?:\s+of)?\s+)?"
    rf"(?P<unit>days?|weeks?|months?)\b",
    re.I,
)
TIME_WORDS = TimeWords(
    months={k + ".": v for k, v in V.MONTHS.items()} | V.MONTHS,
    weekdays=V.WEEKDAYS,
    units=V.UNITS,
    numbers=V.NUMBER_WORDS,
)


#: Who may stand beside "and I" as the user's companion: not the user again or a number ("I'm 45 and I have …").
#: Not the user, and not a condition before the pair ("if Sam and I got married" is no "we got married").
_NOT_ME = (
    r"(?!(?:i|i'm|im|i've|i'd|i'll|we|we're|if|when|unless|once|whether|should|would|could)\b)(?![\w'-]*\d)"
    r"(?!(?:[\w'-]+\s+)?\d)"
)


#: A first name, and names listed with "and" to the end of a clause ("Mia and Leo", "Sam, Jo and Ali").
_NAME = r"(?-i:[A-Z])[\w'-]+"
_NAMES_AND = (
    r"(?P<names>" + _NAME + r"(?:\s*,\s*" + _NAME + r")*,?\s+(?:and|&|n)\s+" + _NAME + r")"
    r"(?=\s*(?:$|[,.;:!?()]|\s+(?:and|but|so|btw|lol|tho)\b))"
)


#: Paraphrases read as the plain statement the rules know (the phrasebook's synonyms): "I turned 68" is "I'm 68",
#: "can you keep answers short?" is the instruction "keep answers short". Each is (opening, replacement, whether
#: the sentence's question mark goes with it); they apply at the start of a sentence, after fillers.
REWRITES = tuple(
    (rx.compile(pattern, re.I), replacement, drop_question)
    for pattern, replacement, drop_question in (
        (
            r"(?:can|could|would|will)\s+(?:you|u)\s+(?:please\s+|pls\s+)?(?=(?:always\s+)?(?:keep|answer|reply"
            r"|respond|talk|avoid|stop|use|give|write|show|put|convert|format|stick\s+(?:to|with)"
            r"|do\s+(?:all\s+)?(?:temps|temperatures|everything|recipes|measurements|distances|weights)\b)\b)",
            "",
            True,
        ),
        (r"(?:u|you)\s+can\s+(?=(?:talk|speak|call|write|swear)\b)", "", False),
        # "stick to British spelling", "stick with metric pls": the same as "use …"
        (
            r"(?:please\s+|pls\s+)?stick\s+(?:to|with)\s+(?=(?:british|uk|us|american|australian|canadian|metric"
            r"|imperial|celsius|fahrenheit|plain|simple|short|bullet|european|brazilian)\b)",
            "use ",
            False,
        ),
        # "I've a cat called Miso", "we've two kids" (have without "got", as in Ireland and the north of England)
        (r"(?P<s>i|we)'ve\s+(?=(?:a|an|one|two|three|four|five|six|\d+)\s)", r"\g<s> have ", False),
        # a language picked up: "trying to pick up some German for work", "picking up a bit of Japanese"
        (r"(?:i'?m\s+|im\s+|i\s+am\s+)?(?:(?:trying|hoping|planning|going)\s+to\s+pick|picking)\s+up\s+"
         r"(?:(?:some|a\s+bit\s+of|a\s+little|a\s+few\s+words\s+of|basic|more)\s+)?(?=(?:"
         + V.alternation(V.LANGUAGES) + r")\b)", "I'm learning ", False),
        # children named in a predicate: "our kids are Mia and Leo", "my boys are Tom and Ben", "our two are Sam and Jo"
        (r"(?P<who>(?:my|our)\s+(?:(?:two|three|four)\s+)?(?:kids|boys|girls|children|sons|daughters))\s+are"
         r"\s+" + _NAMES_AND, r"\g<who> \g<names>", False),
        (r"(?P<who>my|our)\s+(?:two|three|four)\s+are\s+" + _NAMES_AND, r"\g<who> kids \g<names>", False),
        # a pastime said with how long, before a request: "as a club cricketer for 20 years, what bat …", "as a
        # runner of ten years i …"
        (r"as\s+(?P<x>an?\s+(?:[\w-]+\s+){0,2}?(?:" + V.alternation(frozenset(V.HOBBYISTS)) + r"))\s+(?:for|of)\s+"
         r"(?:(?:(?:over|almost|nearly|about|around|more\s+than|well\s+over)\s+)?(?:\d+\+?|a\s+few|a\s+couple\s+of|two|three"
         r"|four|five|six|seven|eight|nine|ten|fifteen|twenty|thirty|forty|fifty)\s+(?:years|yrs|decades)\b"
         r"|(?:(?:over|almost|nearly|about|more\s+than|well\s+over)\s+)?a\s+decade\b)(?:\s+now)?,?\s*"
         # what follows is the user's (a question, a request, "i …"), not a sentence it is an aside in ("my dad, as a
         # cricketer for 20 years, loves …")
         r"(?=(?:what|whats|what's|which|how|where|any|is|are|should|can|could|do|does|would|i|i'm|im|i've|i'd|my"
         r"|help|need|best|recommend|tips|advice|pls|please)\b)",
         r"I'm \g<x>,", False),
        # "signed up for the Berlin marathon in september": the user's own aim, said without its subject
        (r"(?=(?:signed\s+up|registered)\s+(?:for|to)\s)", "I've ", False),
        # "turning 40 this year": the age reached, said without its subject (en_identity's ``age_turning``)
        (r"(?=turning\s+(?:\d{2}|twenty|thirty|forty|fifty|sixty|seventy|eighty)(?:[- ][a-z]+)?\s+"
         r"(?:this|next|in|on)\b)", "I'm ", False),
        # a diet taken up at a time now past: "we went vegetarian last year" (the diet holds now)
        (r"(?:i(?:'ve|\s+have)\s+|i\s+|we(?:'ve|\s+have)\s+|we\s+|just\s+)?(?:both\s+|all\s+)?(?:gone|went)\s+"
         r"(?P<d>(?:fully\s+)?(?:vegan|vegetarian|veggie|pescatarian|plant-based))\s+(?:(?:last|this)\s+(?:year|month"
         r"|summer|spring|autumn|winter|january|february|march|april|may|june|july|august|september|october|november"
         r"|december)|(?:a\s+few|a\s+couple\s+of|two|three|four|five|six|\d+)\s+(?:years|months|weeks)\s+ago"
         r"|a\s+(?:year|month)\s+ago)\b", r"I'm \g<d>", False),
        (r"(?:i'm|im|i\s+am)\s+(?P<n>\d{1,3})\s+(?:as\s+of\s+\w+|now|today|this\s+year)\b", r"I'm \g<n>", False),
        (r"(?:i'm|im|i\s+am)\s+(?:gonna|going\s+to)\s+(?:learn|take\s+up)\s+", "I want to learn ", False),
        (r"i(?:'ve|\s+have)\s+decided\s+to\s+(?:take\s+up|learn|start)\s+", "I want to learn ", False),
        (r"(?:i(?:'ve|\s+have)\s+)?been\s+learning\s+", "I'm learning ", False),
        # "I've applied for a few nursing jobs", "applied for a hospital post at …": looking for work
        (
            r"(?:i(?:'ve|\s+have)\s+|i\s+)?(?:just\s+|recently\s+|already\s+)?applied\s+(?:for|to)\s+(?:(?:a\s+few|a\s+couple"
            r"\s+of|several|loads\s+of|lots\s+of|some|so\s+many|\d+|a|an|another)\s+)?(?:[\w-]+\s+){0,3}?(?:jobs?|roles?"
            r"|positions?|posts?|vacanc(?:y|ies)|openings?|internships?|grad\s+schemes?)\b.*",
            "I'm job hunting",
            False,
        ),
        # "originally from Glasgow", "from limerick originally" without "I'm"
        (r"originally\s+from\s+", "I'm from ", False),
        (r"(?=from\s+\S+(?:\s+\S+)?\s+originally\b)", "I'm ", False),
        (r"(?:i(?:'ve|\s+have)\s+)?been\s+(?=(?:trying|hoping|planning|aiming)\s+to\s)", "I'm ", False),
        (r"(?:i(?:'ve|\s+have)\s+)?(?:just\s+|recently\s+)?(?:started|begun)\s+learning\s+", "I'm learning ", False),
        # a goal said without its subject: "trying to learn spanish before my trip", "hoping to run a sub-2 half"
        (
            r"(?:currently\s+|still\s+)?(?=(?:learning\s+(?!(?:curve|experience|disabilit|difficult|material|resource"
            r"|outcome|style|path|plan|platform|app|journey|process|a\s+lot|lots|so\s+much|more|from|the\s+ropes"
            r"|how\s+it|on\s+the\s+job)\w*)|trying\s+to"
            r"|hoping\s+to|planning\s+to|aiming\s+(?:to|for))\s?)",
            "I'm ",
            False,
        ),
        (r"(?=(?:want\s+to|wanna)\s)", "I ", False),
        # "goal: lose 5kg by summer", "goals for 2025: run a marathon"
        (r"(?:my\s+)?(?:new\s+year'?s?\s+)?(?:(?:main|big|new|next)\s+)?(?:goal|aim|dream|resolution|ambition)s?"
         r"(?:\s+for\s+(?:this\s+|the\s+)?\w+)?\s*:\s*", "my goal is ", False),
        (r"i\s+(?:support|stan)\s+", "I love ", False),
        # a change said by the event: retiring, marrying, becoming something, settling somewhere, being widowed
        (
            r"(?:i|we)\s+(?:just\s+|finally\s+|recently\s+|have\s+|'ve\s+|officially\s+)?retired\b"
            r"(?!\s+(?:the|my|our|his|her|a|an|it|this|that|them|these|those)\b)[^,.;:!?()]*?"
            r"(?=\s+(?:and|but|so)\s|\s*[,.;:!?()]|\s*$)",
            "I'm retired",
            False,
        ),
        (r"(?:we\s+)?(?:just\s+|finally\s+|officially\s+)?(?:tied\s+the\s+knot|got\s+hitched)\b", "we got married",
         False),
        (r"i\s+(?:just\s+|finally\s+|recently\s+|have\s+|'ve\s+|eventually\s+)?(?:became|become)\s+(?=an?\s)", "I'm ",
         False),
        (
            # a visit is no move: "now that I'm in Tokyo, what should I see this weekend?"
            r"(?![^.!?]*\b(?:weekend|trip|holiday|vacation|visit|visiting|today|tonight|tomorrow|days|this\s+week|see|sightseeing"
            r"|tourist|layover|stopover)\b)"
            r"(?:now\s+)?that\s+(?:i'?m|i\s+am|im|we'?re|we\s+are)\s+(?:living\s+|based\s+|settled\s+|all\s+settled\s+)?in\s+"
            r"(?=(?:(?-i:[A-ZÀ-Ý])[\w'-]+(?:\s+(?-i:[A-ZÀ-Ý])[\w'-]+)?"
            r"|(?!(?:the|a|an|my|our|bed|work|class|school|uni|college|hospital|town|charge|love|pain"
            r"|debt|therapy|rehab|recovery|remission|labou?r|lockdown|quarantine|isolation|office|prison|jail|shape"
            r"|business|management|sales|marketing|tech|finance|retail|year|grade|treatment|training|menopause)\b)"
            r"[a-z]+)(?:\s+now)?\s*(?:$|[,;:.!?]))",
            "I live in ",
            False,
        ),
        (r"(?:i'?m|i\s+am|im)\s+(?:now\s+)?a\s+widow(?:er)?\b", "I'm widowed", False),
        # a new employer, job, home, diet, car, tool or age said by how it came about
        (r"(?:i\s+)?(?:just\s+|finally\s+)?landed\s+(?:a\s+|my\s+)?(?:new\s+|dream\s+)?(?:job|role|position)\s+(?=(?:at|with)\s)",
         "I got a job ", False),
        (r"(?:i\s+)?(?:just\s+|finally\s+)?(?:got|was|have\s+been|'ve\s+been)\s+hired\s+(?:by|at)\s+", "I work at ",
         False),
        # "got the job at Ocado!!", "accepted an offer from Stripe": the new employer
        (r"(?:i(?:'ve|\s+have)?\s+)?(?:just\s+|finally\s+|officially\s+)?(?:got|accepted)\s+(?:the|a|my)\s+"
         r"(?:new\s+|dream\s+)?(?:job|role|position)\s+(?=(?:at|with)\s)", "I got a job ", False),
        (r"(?:i(?:'ve|\s+have)?\s+)?(?:just\s+|finally\s+|officially\s+)?accepted\s+(?:an|the|a|their)\s+(?:job\s+)?"
         r"offer\s+(?:from|at|with)\s+", "I got a job at ", False),
        (r"(?:i'?m|i\s+am|im)\s+(?:now\s+)?at\s+(?=an?\s+(?:\w+\s+)?(?:startup|company|firm|agency|bank)\s+called\s)",
         "I work at ", False),
        (r"(?:just\s+|finally\s+)?(?:got\s+)?promoted\s+to\s+(?:an?\s+)?", "I'm a ", False),
        (r"(?:just\s+|finally\s+|recently\s+)?(?=moved\s+into\s+(?:a|an|our|my|the)\s+"
         r"(?:new\s+|little\s+|tiny\s+)?(?:flat|house|apartment|place|home|studio|bungalow)\s+in\s)", "I ", False),
        (r"(?:i\s+|we\s+)?(?:just\s+|finally\s+)?moved\s+out\s+of\s+(?:[\w'-]+\s+){1,3}?to\s+(?=(?-i:[A-ZÀ-Ý]))",
         "I moved to ", False),
        # "we've gone vegan since january": the household's diet is the user's (not a trial: "went vegan for a week")
        (r"(?:i(?:'ve|\s+have)\s+|i\s+|we(?:'ve|\s+have)\s+|we\s+|just\s+)?(?:just\s+|finally\s+|recently\s+|both\s+"
         r"|all\s+)?(?:gone|went)\s+(?=(?:fully\s+)?(?:vegan|vegetarian|veggie|pescatarian|plant-based)\b"
         r"(?!\s+for\s+(?:a|one|two|three|\d+|the)\s+(?:week|month|day|fortnight|challenge)))", "I'm ", False),
        (r"(?:i(?:'ve|\s+have)\s+|i\s+)?(?:started|begun|began)\s+eating\s+(?P<x>meat|fish|chicken|seafood)\s+again\b",
         r"I'm back to eating \g<x>", False),
        (r"(?:just\s+|finally\s+)?(?=bought\s+an?\s)", "I ", False),
        (r"(?:i\s+)?(?:just\s+|finally\s+)?(?:got|bought)\s+(?:a\s+)?new\s+car\s*,\s*(?=an?\s)", "I bought ", False),
        # "got a new phone, a galaxy s24": the device it is
        (r"(?:i\s+)?(?:just\s+|finally\s+)?(?:got|bought)\s+(?:a\s+)?new\s+(?:phone|laptop|tablet|mobile|smartphone)\s*,"
         r"\s*(?=an?\s)", "I got ", False),
        (r"(?:just\s+|finally\s+)?(?=(?:moved|migrated)\s+(?:over\s+)?from\s+\S+\s+to\s)", "I ", False),
        (r"(?:(?:i\s+|we\s+)?(?:just\s+|finally\s+|officially\s+)?got\s+divorced|my\s+divorce\s+(?:just\s+|finally\s+)?"
         r"(?:came\s+through|was\s+finali[sz]ed|went\s+through|is\s+final))\b[^,.;:!?()]*?"
         r"(?=\s+(?:and|but|so)\s|\s*[,.;:!?()]|\s*$)", "I'm divorced", False),
        (r"(?:i(?:'ve|\s+have)?\s+)?(?:just\s+|recently\s+)?started\s+(?:a\s+)?new\s+(?:role|job|position)\s+as\s+(?!an?\s)",
         "I'm a ", False),
        (r"(?:just\s+|recently\s+)?(?=started\s+(?:a\s+)?new\s+(?:role|job|position)\s+as\s+an?\s)", "I ", False),
        (r"(?:i'?m\s+|im\s+)?(?:now\s+)?eating\s+(?P<x>meat|fish|chicken|seafood)\s+again\b",
         r"I'm back to eating \g<x>", False),
        # the change said as what followed it: "ever since going vegan i feel great", "now that we're married, …"
        # (a bare "since" is a filler, and "going vegan" alone may be a plan)
        (r"(?:ever\s+)?since\s+(?:going|becoming|turning)\s+(?P<x>vegan|vegetarian|veggie|pescatarian|plant-based)\b[^,;]*",
         r"I'm \g<x>", False),
        (r"(?:ever\s+)?since\s+(?:switching|moving)\s+to\s+(?P<x>[\w.+#-]+(?:\s+\d+)?)\b[^,;]*", r"I switched to \g<x>",
         False),
        (r"that\s+(?:i'?m|im|i\s+am|we'?re|we\s+are)\s+(?P<x>retired|married|divorced|engaged|single|vegan|vegetarian"
         r"|pescatarian|separated|widowed)\b[^,;]*", r"I'm \g<x>", False),
        (r"(?P<x>(?:i'?m|i\s+am|im)\s+(?:a\s+)?(?:vegan|vegetarian|veggie|pescatarian|single|married))\s+again\b"
         r"(?=\s*(?:$|[,.;:!?(]|(?:lol|now|btw|haha)\b))",
         r"\g<x>", False),
        (r"(?:just\s+|recently\s+)?(?=relocated\s+to\s)", "I ", False),
        # "got hired as a line cook at Dishoom", "taken on as an apprentice", "started as a junior dev at Monzo": the
        # job (and the employer, which the job rule reads after "at")
        (r"(?:i(?:'ve|\s+have)?\s+|i'?m\s+|i\s+am\s+)?(?:just\s+|finally\s+|recently\s+|officially\s+)?"
         r"(?:(?:got|was|been|'ve\s+been|have\s+been)\s+hired|(?:got|was|been|'ve\s+been|have\s+been)\s+(?:taken|brought)"
         r"\s+on)\s+as\s+(?P<job>an?\s+[^,.;:!?()]+?)\s+by\s+(?=(?-i:[A-Z]))", r"I'm \g<job> at ", False),
        (r"(?:i(?:'ve|\s+have)?\s+|i'?m\s+|i\s+am\s+)?(?:just\s+|finally\s+|recently\s+|officially\s+)?"
         r"(?:(?:got|was|been|'ve\s+been|have\s+been)\s+(?:hired|(?:taken|brought)\s+on)|started|starting)\s+as\s+(?=an?\s)",
         "I'm ", False),
        # "took a paramedic job with the ambulance service", "got a mechanic job at Kwik Fit": what the job is, and
        # where when it is named ("a new job", "a summer job" say neither)
        (r"(?:i(?:'ve|\s+have)?\s+)?(?:just\s+|finally\s+|recently\s+|officially\s+)?(?:took|got|landed|accepted)"
         r"\s+(?:a|an|the)\s+(?!(?:new|dream|first|part[- ]time|full[- ]time|summer|weekend|temp|good|better|proper"
         r"|second|side|real|little|office|remote|local|big|great)\b)(?P<title>[\w-]+(?:\s+[\w-]+)?)\s+job\s+(?:at|with)"
         r"\s+(?=(?-i:[A-Z]))", r"I'm a \g<title>, and I work at ", False),
        (r"(?:i(?:'ve|\s+have)?\s+)?(?:just\s+|finally\s+|recently\s+|officially\s+)?(?:took|got|landed|accepted)"
         r"\s+(?:a|an|the)\s+(?!(?:new|dream|first|part[- ]time|full[- ]time|summer|weekend|temp|good|better|proper"
         r"|second|side|real|little|office|remote|local|big|great)\b)(?P<title>[\w-]+(?:\s+[\w-]+)?)\s+job\s+"
         r"(?=(?:at|with|in|for)\s)", r"I'm a \g<title> ", False),
        # "Starting at Brightline Health as a senior UX researcher", "joined Monzo as a data analyst": both facts
        (
            r"(?:i'?m\s+|i\s+am\s+|i\s+|i've\s+)?(?:just\s+|recently\s+)?(?:starting|started|joining|joined)\s+(?:at\s+|with\s+)?"
            r"(?P<org>(?-i:[A-Z])[\w&'.-]*(?:\s+(?-i:[A-Z])[\w&'.-]*){0,3})\s+as\s+(?P<job>an?\s+[^,.;:!?()]+?)"
            r"(?=\s+(?:after|from|in|on|next|this|last|and|but|so)\b|\s*[,.;:!?()]|\s*$)",
            r"I'm \g<job> at \g<org>",
            False,
        ),
        (r"(?:just\s+)?(?=started\s+(?:at|with)\s+(?-i:[A-Z]))", "I ", False),
        # "started monday at Ocado", "I started last week with Stripe": when is not part of the employer
        (r"(?:i\s+)?(?:just\s+)?started\s+(?:on\s+)?(?:monday|tuesday|wednesday|thursday|friday|today|yesterday"
         r"|last\s+week|this\s+week)\s+(?:at|with)\s+(?=(?-i:[A-Z]))", "I started at ", False),
        # "put ubuntu on the thinkpad", "installed Fedora on my laptop": the system the user's own machine runs now
        (r"(?:i(?:'ve|\s+have)?\s+)?(?:just\s+|finally\s+)?(?:put|installed|stuck)\s+(?P<os>" + _SYSTEM + r")\s+on\s+"
         r"(?:the|my|our)\s+(?:old\s+|new\s+|own\s+)?" + _OWN_MACHINE + r"\b(?:\s+(?:last\s+night|yesterday|today"
         r"|this\s+morning|last\s+week(?:end)?|at\s+the\s+weekend|on\s+\w+day))?", r"I switched to \g<os>", False),
        # "started monday in the eye clinic at Sheffield Teaching Hospitals", "started in IT support at NHS Tayside":
        # the unit or the line of work is not part of the employer
        (r"(?:i\s+)?(?:just\s+)?started\s+(?:(?:on\s+)?(?:monday|tuesday|wednesday|thursday|friday|today|yesterday"
         r"|last\s+week|this\s+week)\s+)?(?:in|on)\s+(?:the\s+)?(?:[\w&-]+\s+){0,2}?" + _WORK_UNIT
         + r"\s+(?:at|with)\s+(?=(?-i:[A-Z]))", "I started at ", False),
        # "Finally settled in Boulder", "we're all settled in Porto now": where the user lives
        (
            r"(?:i'?m\s+|i\s+am\s+|we'?re\s+|we\s+are\s+|i'?ve\s+|we'?ve\s+|i\s+|we\s+)?(?:finally\s+|now\s+|all\s+|just\s+)*"
            r"(?:settled|got\s+settled)\s+in\s+(?=(?-i:[A-Z]))",
            "I live in ",
            False,
        ),
        (r"(?:my\s+)?new\s+job\s+(?=(?:at|with)\s+(?-i:[A-Z]))", "I got a new job ", False),
        (r"(?P<n>[1-9]\d)\s+today\s*(?=!|\U0001f382|\U0001f389)", r"I'm \g<n>", False),
        (r"(?:i|we)(?:'ve|\s+have)\s+(?:just\s+|finally\s+|recently\s+|officially\s+)?moved\s+(?=(?:back\s+)?(?:(?:up|down|over|across|out)\s+)?to\s)",
         "I moved ", False),
        (r"i(?:'ve|\s+have)\s+(?:just\s+|recently\s+|officially\s+)?joined\s+", "I joined ", False),
        (r"(?:i\s+)?(?:just\s+|finally\s+)?(?:ditched|dropped|swapped|traded|replaced)\s+(?:my\s+|the\s+|an?\s+)?[\w.+#-]+"
         r"(?:\s+[\w.+#-]+)?\s+(?:for|with)\s+", "I switched to ", False),
        (r"(?=turned\s+\d{2}\b(?!\s*(?:degrees|%|percent|minutes|mins|seconds|pages|points)))", "I ", False),
        (r"(?:i'?m|i\s+am|im)\s+(?:now\s+)?(?:fully|completely|totally|strictly)\s+(?=(?:vegan|vegetarian|pescatarian|veggie"
         r"|plant-based)\b)", "I'm ", False),
        (r"(?:i\s+)?(?:just\s+)?(?:hit|reached)\s+(?P<n>[1-9]\d)\b(?!\s*(?:k|%|followers|subs|subscribers|miles|km|kg|lbs"
         r"|pounds|days|hours|minutes|mins|seconds|reps|pages|words|points|percent|mph|wpm|streak))", r"I'm \g<n>",
         False),
        (r"i\s+follow\s+(?:the\s+)?(?P<x>[\w' -]+?)\s+religiously", r"I love \g<x>", False),
        (r"(?:i\s+)?(?:(?:just|recently|finally|officially)\s+)?(?:(?:got|was|have\s+been|'ve\s+been|been)\s+)?"
         r"(?:(?:just|recently|finally|officially)\s+)?diagnosed\s+with\s+", "I have ", False),
        (
            r"(?:we're|we\s+are|we(?:'ve|\s+have)?\s+(?:just\s+)?got|i(?:'ve|\s+have)?\s+(?:just\s+)?got"
            r"|me\s+and\s+\w+\s+(?:just\s+)?got|\w+\s+and\s+i\s+(?:just\s+)?got)\s+engaged\b.*",
            "I'm engaged",
            False,
        ),
        (
            r"as\s+an?\s+(?P<role>(?:(?:new|single|first-time|working|busy|proud|tired|stay-at-home)\s+)?(?:grandad"
            r"|granddad|grandfather|grandma|grandmother|granny|mum|mom|dad|father|mother|parent)(?:\s+of\s+\w+)?)\b,?",
            r"I'm a \g<role>,",
            False,
        ),
        # "I married Alex in June": the partner named before is now the spouse ("Sam and I got married" stays "we
        # got married": the married state, and the partner it ends)
        (r"i\s+(?:(?:just|finally|officially)\s+)?married\s+(?=(?-i:[A-ZÀ-Ý])[\w'-]+\b)", "I'm married to ", False),
        # "my boyfriend Rui and I are going to Madeira": the relation keeps its name, the rest is said by "we"
        (
            r"me\s+(?:and|&)\s+(?P<who>my\s+(?:[\w'-]+\s+)?(?:" + V.alternation(frozenset(V.RELATIONS)) + r")\s+"
            r"(?-i:[A-ZÀ-ÖØ-Þ])[\w'-]+)\s+"
            r"(?=(?:are|'re|have|'ve|just|live|got|had|moved|both|were|met|bought|adopted|rent|love|like|enjoy|hate"
            r"|adore|don't|do\s+not|never|use|run|own)\b)",
            r"\g<who>, and we ",
            False,
        ),
        (
            r"(?P<who>(?:my|our)\s+(?:[\w'-]+\s+)?(?:" + V.alternation(frozenset(V.RELATIONS)) + r")\s+"
            r"(?-i:[A-ZÀ-ÖØ-Þ])[\w'-]+)\s+(?:and|&)\s+(?:i|me)\s+"
            r"(?=(?:are|'re|have|'ve|just|live|got|had|moved|both|were|met|bought|adopted|rent|love|like|enjoy|hate"
            r"|adore|don't|do\s+not|never|use|run|own)\b)",
            r"\g<who>, and we ",
            False,
        ),
        # typed without capitals: "me and my husband tom are …", "my partner jamie and i are …" (whether the word is
        # a name is the relation rule's to tell, in a message without capitals)
        (
            r"me\s+(?:and|n|&)\s+(?P<who>my\s+(?:[\w'-]+\s+)?(?:" + V.alternation(frozenset(V.RELATIONS)) + r")\s+"
            r"[a-z][a-z'-]{1,20})\s+"
            r"(?=(?:are|'re|have|'ve|just|live|got|had|moved|both|were|met|bought|adopted|rent|love|like|enjoy|hate"
            r"|adore|don't|do\s+not|never|use|run|own)\b)",
            r"\g<who>, and we ",
            False,
        ),
        (
            r"(?P<who>(?:my|our)\s+(?:[\w'-]+\s+)?(?:" + V.alternation(frozenset(V.RELATIONS)) + r")\s+"
            r"[a-z][a-z'-]{1,20})\s+(?:and|n|&)\s+(?:i|me)\s+"
            r"(?=(?:are|'re|have|'ve|just|live|got|had|moved|both|were|met|bought|adopted|rent|love|like|enjoy|hate"
            r"|adore|don't|do\s+not|never|use|run|own)\b)",
            r"\g<who>, and we ",
            False,
        ),
        (
            r"(?P<who>(?:my|our)\s+(?:[\w'-]+\s+)?(?:" + V.alternation(frozenset(V.RELATIONS)) + r")\s+"
            r"[a-z][a-z'-]{1,20})\s+(?:and|n|&)\s+i'(?=re|ve)",
            r"\g<who>, and we'",
            False,
        ),
        # the user and someone else as one subject: "me and my wife just had twins", "Sam and I are getting
        # married", "my bf and i live in leeds" are read as "we …" ("me and kai broke up" is a retraction)
        (
            r"(?:me\s+(?:and|n|&)\s+(?:my\s+)?(?:[\w'-]+\s+)?[\w'-]+|" + _NOT_ME
            + r"(?:my\s+)?(?:[\w'-]+\s+)?[\w'-]+\s+(?:and|n|&)\s+(?:i|me))\s+"
            r"(?=(?:are|'re|have|'ve|just|live|got|had|moved|both|were|met|bought|adopted|rent|love|like|enjoy|hate"
            r"|adore|don't|do\s+not|never|use|run|own)\b)",
            "we ",
            False,
        ),
        (
            r"(?:me\s+(?:and|n|&)\s+(?:my\s+)?[\w'-]+|" + _NOT_ME + r"(?:my\s+)?[\w'-]+\s+(?:and|n|&)\s+i)'(?=re|ve)",
            "we'",
            False,
        ),
        # an age said in short: "31F, looking for a plan", "(29m)", "age 52", "as a 45 year old woman, …"
        (r"(?P<n>\d{2})\s?(?:[mf]|yo|y/o|yrs?(?:\s+old)?)(?=\s*(?:$|[,).;:!?]|\s+(?:here|and|from|in|with|btw|looking"
         r"|living|based)\b))", r"I'm \g<n>", False),
        (r"aged?\s+(?P<n>\d{2})(?=\s*(?:$|[,).;:!?]|\s+(?:and|here|btw)\b))", r"I'm \g<n>", False),
        (r"as\s+an?\s+(?P<n>\d{2})[- ]year[- ]old(?:\s+[\w-]+)?\s*,?", r"I'm \g<n>,", False),
        # "as a club cricketer for 20 years my shoulder is cooked", "as a lifelong Leeds fan I need …": who the user
        # is, typed on into the main clause without a comma
        (r"as\s+(?P<who>(?:a|an)\s+" + _AS_A_WHO + r"(?:" + _IN_A_ROLE + r"[\w'&.+$-]+\s+){0,5}?" + _IN_A_ROLE
         + r"[\w'&.+$-]+)(?:\s+" + _FOR_SO_LONG + r")?(?=\s+" + _MY_OWN_CLAUSE + r")", r"I'm \g<who>,", False),
        # "I'm a club cricketer for 20 odd years, …", "as a Celtic supporter since childhood, …": who the user is,
        # without how long
        (r"(?:i'm|im|i\s+am)\s+(?P<who>(?:a|an)\s+(?:[\w'&.+$-]+\s+){0,4}?[\w'&.+$-]+)\s+" + _FOR_SO_LONG
         + r"(?=\s*(?:$|[,.;!?]))", r"I'm \g<who>", False),
        (r"as\s+(?P<who>(?:a|an)\s+" + _AS_A_WHO + r"(?:[\w'&.+$-]+\s+){0,4}?[\w'&.+$-]+)\s+" + _FOR_SO_LONG
         + r"(?=\s*,\s*" + _MY_OWN_CLAUSE + r")", r"I'm \g<who>", False),
        # "we're both teachers", "we're both from Leeds", "we are both vegan": what the pair is, the user is
        (r"we(?:'re|\s+are|re)\s+both\s+(?P<x>(?!from\b|in\b|on\b)[a-z-]+?)s(?=\s*(?:$|[,.;:!?]|\s+(?:and|but|so|at|in"
         r"|for|now|too|btw)\b))", r"I'm a \g<x>", False),
        # (a diet said of both is en.preference.diet_we's)
        (r"we(?:'re|\s+are|re)\s+both\s+(?=\S)(?!(?:vegan|vegetarian|veggie|pescatarian|plant-based)\b)", "I'm ",
         False),
        (r"as\s+someone\s+(?:who's|who\s+is|aged)\s+(?=\d{2}\b)", "I'm ", False),
        # "as someone who's job hunting, …", "as someone with adhd", "as someone who hates cilantro"
        (r"as\s+(?:someone|somebody|a\s+person)\s+(?:who's|who\s+is)\s+(?!\d)", "I'm ", False),
        (r"as\s+(?:someone|somebody|a\s+person)\s+(?:who's|who\s+has)\s+(?=been\s)", "I've ", False),
        (r"as\s+(?:someone|somebody|a\s+person)\s+with\s+", "I have ", False),
        *(
            (rf"as\s+(?:someone|somebody|a\s+person)\s+who\s+{said}\s+", f"I {base} ", False)
            for said, base in (
                ("has", "have"), ("loves", "love"), ("hates", "hate"), ("lives", "live"), ("works", "work"),
                ("can't", "can't"), ("doesn't", "don't"), ("suffers", "suffer"), ("speaks", "speak"),
            )
        ),
        (r"(?P<n>\d{2})\s+and\s+(?=(?:due|pregnant|still|just|single|married|never|recently|newly|about|i|i'm)\b)",
         r"I'm \g<n> and ", False),
        (r"as\s+(?P<role>an?\s+(?:[\w-]+\s+){0,3}?[\w-]+)\s+at\s+(?P<n>\d{2})\b,?", r"I'm \g<role>, I'm \g<n>,", False),
        # "name's Tom btw"
        (r"(?=name's\s)", "my ", False),
        # "as a left-hander I always …": the aside is the statement, what follows is another
        (r"as\s+an?\s+(?P<h>left|right)[- ]?hander\b", r"I'm \g<h>-handed,", False),
        (r"as\s+a\s+lefty\b", "I'm left-handed,", False),
        # "as a canadian i find this weird", "as a nurse im always starving": the aside typed on without its comma
        # (what it names is kept only when a rule knows it: "as a kid i loved lego" stays a figure of speech)
        (r"as\s+(?P<x>an?\s+[\w-]+)\s+(?=(?:i|im|i'm|i've|i'd|i'll|we|we're|we've)\s)", r"I'm \g<x>, ", False),
    )
)


_TENS = {"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90}
_UNITS_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9}
_AGE_WORDS = rx.compile(
    r"\b(?P<lead>i'm|im|i\s+am|turned|turning|aged?)\s+(?P<tens>" + "|".join(_TENS) + r")(?:[- ](?P<unit>"
    + "|".join(_UNITS_WORDS) + r"))?\b",
    re.I,
)


#: Verbs typed without their final g ("im lookin for work", "were movin to dundee", "runnin windows 10"), a closed
#: list: "robin", "cousin", "within" and the like are words of their own.
_G_DROPPED = rx.compile(
    r"\b(?P<stem>look|mov|runn|go|work|try|liv|stay|think|plann|start|learn|tak|gett|head|fly|do|driv|study|sav"
    r"|train|us|build|mak|hop|travell|visit|teach|com|leav|sell|buy|want|search|wait)in'?"
    r"(?=$|[\s,.;:!?)])",
    re.I,
)


def normalize(sentence: str) -> str:
    """An age in words as digits ("I just turned forty" → "I just turned 40"), so that one rule reads both; a verb
    typed without its final g as the rules read it ("im lookin for work" → "im looking for work")."""
    if "in" in sentence and ("in " in sentence or "in'" in sentence or sentence.endswith("in")):
        sentence = _G_DROPPED.sub(lambda match: match.group("stem") + "ing", sentence)
    if "ty" not in sentence:
        return sentence

    def digits(match: re.Match[str]) -> str:
        unit = _UNITS_WORDS.get((match.group("unit") or "").lower(), 0)
        return f"{match.group('lead')} {_TENS[match.group('tens').lower()] + unit}"

    return _AGE_WORDS.sub(digits, sentence)


_RELATION_BEFORE = rx.compile(
    r"\b(?P<rel>(?:my|our|the)\s+(?:[\w'-]+\s+)?(?:" + V.alternation(frozenset(V.RELATIONS)) + r"))\s*$", re.I
)
_NAME_ALONE = rx.compile(r"(?-i:[A-ZÀ-ÖØ-Þ])[\w'-]+(?:\s+(?-i:[A-ZÀ-ÖØ-Þ])[\w'-]+)?$")


_THE_RELATIONS = frozenset({"wife", "husband", "missus", "missis", "hubby", "kids", "boss", "dog", "cat"})


_RELATION_ALONE = rx.compile(
    r"(?P<whose>my|our|the)\s+(?:[\w-]+\s+)?(?P<rel>" + V.alternation(frozenset(V.RELATIONS)) + r")", re.I
)
#: The name a relation in brackets belongs to: capitalised, or in lower case only where nothing else can stand
#: ("dan (the boyfriend) thinks …", "me n jen (the wife) are …").
_NAME_BEFORE = rx.compile(r"(?:^|\b(?P<lead>and|n|&|with)\s+)?(?P<name>[^\W\d_][\w'-]*)\s*$", re.I)
_THE_PARTNERS = _THE_RELATIONS | frozenset({"boyfriend", "girlfriend", "bf", "gf", "fiance", "fiancé", "fiancee",
                                             "fiancée", "partner"})


def _named_relation(before: str, aside: str) -> str | None:
    """ "me and sarah (my girlfriend) are off to Lisbon", "dan (the boyfriend) thinks …" state "my girlfriend
    Sarah". What follows the name (", and") is how a sentence typed in lower case shows where a name ends
    (en_social's ``en.relationship.named_lower``)."""
    relation = _RELATION_ALONE.fullmatch(aside)
    found = _NAME_BEFORE.search(before)
    if relation is None or found is None:
        return None
    name = found.group("name")
    at_start = not before[: found.start()].strip() or found.group("lead") is not None
    if name.lower() in V.NOT_NAMES or not (name[:1].isupper() or at_start):
        return None
    if relation.group("whose").lower() == "the" and relation.group("rel").lower() not in _THE_PARTNERS:
        return None
    return f"my {relation.group('rel')} {name[:1].upper()}{name[1:]}, and"


def apposition(before: str, aside: str) -> str | None:
    """ "my partner (Jo) hates camping" states "my partner Jo"."""
    relation = _RELATION_BEFORE.search(before)
    name = aside.strip()
    if relation is None:
        return _named_relation(before, name)
    if _NAME_ALONE.match(name) is None or name.lower() in V.NOT_NAMES:
        return None
    said = relation.group("rel")
    if said.lower().startswith("the "):
        if said.lower().split()[-1] not in _THE_RELATIONS:
            return None  # "the doctor (Smith)" is no relation of the user's; "the wife" is
        said = "my " + said[4:]
    return f"{said} {name}"


#: A note that is an age: "34", "68 years of age", "27 yo".
_NOTE_AGE = rx.compile(r"(?P<n>\d{1,2})(?:\s*(?:y/?o|yrs?(?:\s+old)?|years?(?:\s+old|\s+of\s+age)?))?[.!]?", re.I)
#: How long, after what the note is: "optometrist, 10 yrs", "barista (5 years)".
_NOTE_YEARS = rx.compile(r"[,(]\s*\d{1,2}\+?\s*(?:yrs?|years?)\b.*$", re.I)
#: A note that is a full name, alone at the top of the list: "Kwame Mensah".
_NOTE_NAME = rx.compile(r"(?-i:[A-Z][a-z'-]+)(?:\s+(?-i:[A-Z][a-z'-]+)){1,2}")


def note_forms(item: str, first: bool) -> list[str]:
    """The statements a note about the user may stand for, in the order they are tried (see
    :attr:`.engine.RuleSet.note_forms`): "34" → "I'm 34", "Kwame Mensah" first → "My name is Kwame Mensah", a job or
    a state → "I'm physio, on my feet all day", a habit → "I work in a bookshop"."""
    age = _NOTE_AGE.fullmatch(item.strip())
    if age is not None:
        return [f"I'm {age.group('n')}"]
    if _NOTE_NAME.fullmatch(item.strip()):
        # a name stands for the user's own only at the top of the list ("- Moseley Park" further down is not)
        if not first:
            return []
        return [f"My name is {item.strip()}"]
    # years in a job, not an age: "optometrist, 10 yrs" is read as "optometrist"
    item = _NOTE_YEARS.sub("", item) or item
    forms = [f"I'm {item}", f"I {item}"]
    if item[:1].islower() and item.split()[0] not in _NOT_A_NOUN:
        # a job or a role needs its article: "optometrist, 10 yrs" → "I'm an optometrist, 10 yrs"
        forms.insert(0, f"I'm {'an' if item[0] in 'aeiou' else 'a'} {item}")
    return forms


#: Words that open a note without being the noun an article goes with ("based in York", "fluent in Irish").
_NOT_A_NOUN = frozenset(
    words("""
    a an the my our based living live lived just now currently from born originally fluent allergic married single
    engaged divorced pregnant vegan vegetarian veggie pescatarian coeliac celiac diabetic left-handed right-handed
    into obsessed also not no never always ex former retired semi-retired self-employed freelance working work
    studying doing learning speaking speak speaks
    """)
)
