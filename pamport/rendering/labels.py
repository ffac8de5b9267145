"""Headings and labels in the languages ``--lang`` accepts (memory text itself is never translated)."""

from __future__ import annotations

LANGUAGES = ("en", "pt")

LABELS: dict[str, dict[str, str]] = {
    "en": {
        "instructions_preferences": "Instructions and preferences",
        "personal": "Personal details",
        "projects": "Projects",
        "technical": "Technical context",
        "instructions": "Instructions",
        "about": "About the user",
        "chatgpt_about": "What should ChatGPT know about you?",
        "chatgpt_respond": "How would you like ChatGPT to respond?",
        "system_preamble": "Context about the user, carried over from their other assistants. Use it where relevant.",
        "user": "User",
        "assistant": "Assistant",
        "system": "System",
        "tool": "Tool",
        "thought": "thinking",
        "tool_call": "Tool call",
        "tool_output": "Output",
        "citations": "Sources",
        "attachments": "Attachments",
        "other_branches": "Other branches",
        "branch": "Branch",
        "branch_from": "continues after",
        "index_title": "Conversations",
        "untitled": "Untitled",
        "date": "Date",
        "title": "Title",
        "platform": "Platform",
        "messages": "Messages",
        "system_instruction": "System instruction",
    },
    "pt": {
        "instructions_preferences": "Instruções e preferências",
        "personal": "Dados pessoais",
        "projects": "Projetos",
        "technical": "Contexto técnico",
        "instructions": "Instruções",
        "about": "Sobre o usuário",
        "chatgpt_about": "O que o ChatGPT deve saber sobre você?",
        "chatgpt_respond": "Como você gostaria que o ChatGPT respondesse?",
        "system_preamble": "Contexto sobre o usuário, trazido dos seus outros assistentes. Use-o quando for relevante.",
        "user": "Usuário",
        "assistant": "Assistente",
        "system": "Sistema",
        "tool": "Ferramenta",
        "thought": "raciocínio",
        "tool_call": "Chamada de ferramenta",
        "tool_output": "Resultado",
        "citations": "Fontes",
        "attachments": "Anexos",
        "other_branches": "Outras ramificações",
        "branch": "Ramificação",
        "branch_from": "continua depois de",
        "index_title": "Conversas",
        "untitled": "Sem título",
        "date": "Data",
        "title": "Título",
        "platform": "Plataforma",
        "messages": "Mensagens",
        "system_instruction": "Instrução de sistema",
    },
}


def labels(lang: str) -> dict[str, str]:
    return LABELS[lang]
