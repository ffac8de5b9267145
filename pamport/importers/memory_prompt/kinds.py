"""A memory type for a fact the rule patterns do not recognise: keyword rules, then the heading, then "fact".

The rules read the third-person text ("User prefers …", "O usuário prefere …"), so the assistant's voice does
not matter. First match wins; the order puts instructions before preferences and identity before skills, so
"User asks the assistant to answer briefly" is an instruction and "User is a nurse" identity.
"""

from __future__ import annotations

import re

from pamport.schemas.memory_store import MemoryType


def _rx(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern, re.IGNORECASE)


_RULES: tuple[tuple[MemoryType, re.Pattern[str]], ...] = (
    (
        "instruction",
        _rx(
            r"\bthe assistant\b|\bo assistente\b|\b(?:asks|wants|expects) (?:responses|answers|replies)\b"
            r"|\b(?:responses|answers|replies|respostas)\b|\bresponder\b|\brespond\w*\b|\bcalled\b|\bchamad[oa]\b"
        ),
    ),
    (
        "preference",
        _rx(
            r"\b(?:prefers?|preferred|likes?|loves?|enjoys?|dislikes?|hates?|favou?rite|fan of|would rather|"
            r"vegetarian|vegan|prefere|gosta|adora|ama|odeia|detesta|favorit[oa]|vegetarian[oa]|vegan[oa]|curte)\b"
        ),
    ),
    (
        "goal",
        _rx(
            r"\b(?:goals?|aims? to|plans? to|planning|hopes? to|wants to|intends? to|trying to|working towards?|"
            r"learning|preparing for|training for|saving for|objetivo|meta|pretende|planeia|planeja|quer|"
            r"espera|aprender|aprendendo|a aprender)\b"
        ),
    ),
    (
        "relationship",
        _rx(
            r"\b(?:wife|husband|partner|spouse|married|daughters?|sons?|child|children|kids?|mother|father|"
            r"mom|mum|dad|parents?|sisters?|brothers?|friends?|girlfriend|boyfriend|colleagues?|boss|dogs?|cats?|"
            r"pets?|esposa|esposo|marido|mulher|companheir[oa]|namorad[oa]|casad[oa]|filh[oa]s?|m[ãa]e|pai|pais|"
            r"irm[ãa]os?|irm[ãa]s?|amig[oa]s?|colegas?|chefe|c[ãa]es|c[ãa]o|cachorros?|gat[oa]s?|animais)\b"
        ),
    ),
    (
        "identity",
        _rx(
            r"\b(?:name|named|years old|born|pronouns|lives in|based in|is from|comes from|originally from|"
            r"works as|occupation|profession|"
            r"nome|anos|nasceu|pronomes|mora|vive|reside|natural de|profissão|trabalha como|"
            r"is an? (?:[\w-]+ ){0,3}(?:engineer|developer|designer|teacher|student|doctor|nurse|researcher|"
            r"scientist|writer|founder|manager|lawyer|consultant|analyst|artist|architect|professor|programmer)|"
            r"é (?:uma? )?(?:[\w-]+ ){0,2}(?:engenheir[oa]|desenvolvedor[a]?|programador[a]?|professor[a]?|"
            r"estudante|médic[oa]|enfermeir[oa]|advogad[oa]|arquitet[oa]|designer|investigador[a]?|gestor[a]?))\b"
        ),
    ),
    (
        "skill",
        _rx(
            r"\b(?:experienced?|expert|expertise|proficient|skilled|fluent|speaks|background in|years of|knows|"
            r"familiar with|certified|degree in|phd|fala|fluente|experiência|especialista|domina|sabe|formad[oa])\b"
        ),
    ),
    (
        "environment",
        _rx(
            r"\b(?:uses?|using|macos|windows|linux|ubuntu|iphone|android|laptop|editor|ide|vs ?code|vim|neovim|"
            r"emacs|terminal|shell|stack|time ?zone|usa|utiliza|computador|fuso horário)\b"
        ),
    ),
    (
        "project",
        _rx(
            r"\b(?:projects?|building|developing|working on|side project|startup|app|repository|codebase|"
            r"projetos?|projectos?|desenvolvendo|a desenvolver|construindo|trabalhando em|a trabalhar em)\b"
        ),
    ),
    (
        "context",
        _rx(r"\b(?:currently|recently|right now|at the moment|these days|atualmente|recentemente|neste momento)\b"),
    ),
)

_HEADINGS: tuple[tuple[MemoryType, re.Pattern[str]], ...] = (
    ("instruction", _rx(r"instruc|instruç|how to respond|como responder|respostas|responses")),
    ("preference", _rx(r"prefer|gost|likes|interest|hobb|interess|passatemp")),
    ("project", _rx(r"project|projet|project")),
    ("goal", _rx(r"goal|objetiv|metas|aspira")),
    ("relationship", _rx(r"family|famíl|relationship|relaç|people|pessoas|friends|amigos")),
    ("skill", _rx(r"skill|competênc|habilidad|expertise|conhecimento")),
    ("environment", _rx(r"tool|ferrament|setup|tech|tecnolog|environment|ambiente")),
    ("identity", _rx(r"personal|pessoa|identity|identidade|about you|sobre (?:você|ti)|basic|básic")),
    ("context", _rx(r"context|recent|current|atual|momento")),
)


def classify(text: str, section: str | None) -> MemoryType:
    """Keyword rules over the memory text, then the usual type of the heading it sat under, then "fact"."""
    for memory_type, pattern in _RULES:
        if pattern.search(text):
            return memory_type
    if section:
        for memory_type, pattern in _HEADINGS:
            if pattern.search(section):
                return memory_type
    return "fact"
