"""One example per rule (English and Portuguese) and per decoy kind, plus the cleaning and date helpers.

Every rule of every language must have an example here; the evaluation set in tests/extraction measures how
the rules do together on realistic messages.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from pamport.pipeline.extract.rules import RULESETS, read_text
from pamport.pipeline.extract.rules.langdetect import detect
from pamport.pipeline.extract.rules.model import rule
from pamport.pipeline.extract.rules.text import QUOTE_MARK, clean, sentences

SENT_AT = "2025-01-15T10:00:00Z"  # a Wednesday

# (rule id, message, memory type, memory content)
EXAMPLES: list[tuple[str, str, str, str]] = [
    ("en.identity.name", "My name is Ana Luísa.", "identity", "User's name is Ana Luísa"),
    ("en.identity.age", "I'm 31 years old.", "identity", "User is 31 years old"),
    ("en.relationship.named_lower", "my sister ellie is away", "relationship", "User's sister is named Ellie"),
    ("en.identity.age_turned", "I just turned 40, so be gentle.", "identity", "User is 40 years old"),
    ("en.identity.pronouns", "My pronouns are he / him.", "identity", "User's pronouns are he/him"),
    ("en.identity.pronouns_use", "I use they/them pronouns.", "identity", "User's pronouns are they/them"),
    ("en.identity.pronouns_alone", "(she/her)", "identity", "User's pronouns are she/her"),
    ("en.identity.nationality", "I'm Canadian, eh.", "identity", "User is Canadian"),
    ("en.identity.intro_name", "Hey there, I'm Femi!", "identity", "User's name is Femi"),
    ("en.identity.trait", "I'm left-handed.", "identity", "User is left-handed"),
    ("en.fact.home_city", "I live in São Paulo with my partner.", "fact", "User lives in São Paulo"),
    ("en.fact.home_city_we", "We live in Utrecht now.", "fact", "User lives in Utrecht"),
    ("en.fact.home_city_based", "I'm based out of Denver.", "fact", "User lives in Denver"),
    ("en.fact.home_city_perfect", "I've lived in Osaka for six years.", "fact", "User lives in Osaka"),
    ("en.fact.home_city_moved", "I recently moved to Edinburgh.", "fact", "User lives in Edinburgh"),
    ("en.fact.origin", "I'm originally from Cork.", "fact", "User is from Cork"),
    ("en.fact.origin_come", "I grew up in Nairobi.", "fact", "User is from Nairobi"),
    ("en.fact.birthplace", "I was born in Montevideo.", "fact", "User was born in Montevideo"),
    ("en.fact.employer", "I work at Mercado Libre.", "fact", "User works at Mercado Libre"),
    ("en.fact.job_title", "I'm a structural engineer.", "fact", "User is a structural engineer"),
    ("en.fact.job_title_the", "I'm the lead designer.", "fact", "User is the lead designer"),
    ("en.fact.job_title_as", "I work as a sous chef.", "fact", "User is a sous chef"),
    ("en.fact.job_title_my", "My job title is data analyst.", "fact", "User is a data analyst"),
    ("en.fact.job_status", "I'm retired.", "fact", "User is retired"),
    (
        "en.fact.new_job",
        "I just started a new job as a product designer at Figma.",
        "fact",
        "User is a product designer",
    ),
    ("en.fact.teach", "I teach piano to kids.", "fact", "User teaches piano to kids"),
    ("en.fact.school", "I study physics at McGill.", "fact", "User studies physics at McGill"),
    ("en.fact.major", "I'm majoring in linguistics.", "fact", "User is majoring in linguistics"),
    ("en.fact.uni", "I'm at Leeds Uni.", "fact", "User studies at Leeds Uni"),
    ("en.fact.former_job", "I was a postman for 30 years.", "fact", "User was a postman"),
    ("en.fact.car", "I drive a Honda Jazz.", "fact", "User drives a Honda Jazz"),
    ("en.fact.new_employer", "I got a new job at Aldi.", "fact", "User works at Aldi"),
    ("en.fact.health", "I'm allergic to penicillin.", "fact", "User is allergic to penicillin"),
    ("en.fact.condition", "I have ADHD.", "fact", "User has ADHD"),
    ("en.preference.diet_change", "I eat fish again.", "preference", "User now eats fish"),
    ("en.preference.diet_back", "I've gone back to eating chicken.", "preference", "User now eats chicken"),
    ("en.fact.condition_with", "With my bad knee, is cycling ok?", "fact", "User has a bad knee"),
    ("en.preference.diet", "I'm vegan.", "preference", "User is vegan"),
    ("en.preference.diet_we", "We're both veggie.", "preference", "User is vegetarian"),
    ("en.preference.avoids", "I don't drink alcohol.", "preference", "User does not drink alcohol"),
    (
        "en.preference.verb",
        "I enjoy long walks in the rain.",
        "preference",
        "User enjoys long walks in the rain",
    ),
    (
        "en.preference.fan",
        "I'm a huge fan of Brazilian jazz.",
        "preference",
        "User is a huge fan of Brazilian jazz",
    ),
    ("en.preference.into", "I'm really into bouldering.", "preference", "User is really into bouldering"),
    (
        "en.preference.favorite",
        "My favourite band is Radiohead.",
        "preference",
        "User's favorite band is Radiohead",
    ),
    (
        "en.skill.duration",
        "I've been teaching yoga for five years.",
        "skill",
        "User has been teaching yoga for five years",
    ),
    (
        "en.skill.experience_years",
        "I have 3 years of experience in React.",
        "skill",
        "User has 3 years of experience in React",
    ),
    (
        "en.skill.experience",
        "I have some experience with Terraform.",
        "skill",
        "User has some experience with Terraform",
    ),
    ("en.skill.level", "I'm fluent in Greek.", "skill", "User is fluent in Greek"),
    ("en.skill.speak", "I speak Mandarin and Cantonese.", "skill", "User speaks Mandarin and Cantonese"),
    ("en.skill.know", "I know Kotlin.", "skill", "User knows Kotlin"),
    ("en.skill.used", "I used Figma daily at work.", "skill", "User has used Figma"),
    ("en.skill.trained", "I'm CPR certified.", "skill", "User is CPR certified"),
    ("en.preference.enthusiast", "I'm a huge coffee drinker.", "preference", "User likes coffee"),
    (
        "en.preference.favorite_after",
        "Radiohead are my favourite band.",
        "preference",
        "User's favorite band is Radiohead",
    ),
    ("en.skill.play", "I play the cello.", "skill", "User plays the cello"),
    ("en.preference.pastime_verb", "I knit to unwind.", "preference", "User enjoys knitting"),
    ("en.fact.car_my_make", "My Honda Civic needs a service.", "fact", "User drives a Honda Civic"),
    ("en.context.travel_spend", "We're spending the summer in Greece.", "context", "User is travelling to Greece"),
    ("en.environment.use", "I use Obsidian for notes.", "environment", "User uses Obsidian for notes"),
    ("en.environment.switched", "I switched to NixOS.", "environment", "User uses NixOS"),
    ("en.environment.on", "I'm on Windows 10.", "environment", "User uses Windows 10"),
    ("en.environment.device", "My editor is Helix.", "environment", "User's editor is Helix"),
    ("en.environment.machine_runs", "My laptop runs Fedora.", "environment", "User's laptop runs Fedora"),
    ("en.environment.on_device", "I read on a Kindle.", "environment", "User uses a Kindle"),
    ("en.environment.given", "My dad gave me his old iPad.", "environment", "User has an iPad"),
    ("en.environment.have", "I have a Steam Deck.", "environment", "User has a Steam Deck"),
    (
        "en.project.doing",
        "I'm designing a board game about beekeeping.",
        "project",
        "User is designing a board game about beekeeping",
    ),
    (
        "en.project.mine",
        "My podcast is about urban planning.",
        "project",
        "User's podcast is about urban planning",
    ),
    ("en.project.own", "I run a small pottery studio.", "project", "User runs a small pottery studio"),
    ("en.goal.want", "I want to become a firefighter.", "goal", "User wants to become a firefighter"),
    ("en.goal.mine", "My dream is to open a bookshop.", "goal", "User's dream is to open a bookshop"),
    ("en.goal.learning", "I'm learning Japanese.", "goal", "User is learning Japanese"),
    ("en.goal.saving", "I'm saving up for a van.", "goal", "User is saving up for a van"),
    (
        "en.relationship.named",
        "Dinner with my sister Joana went well.",
        "relationship",
        "User's sister is named Joana",
    ),
    ("en.relationship.is", "My boss is Harriet.", "relationship", "User's boss is named Harriet"),
    ("en.relationship.have", "I have three daughters.", "relationship", "User has three daughters"),
    ("en.relationship.called", "I have a dog called Rex.", "relationship", "User has a dog named Rex"),
    ("en.relationship.new_baby", "We just had twins!", "relationship", "User has twins"),
    ("en.relationship.only_pet", "No pets except a goldfish.", "relationship", "User has a goldfish"),
    ("en.relationship.parent", "I'm a mum of three.", "relationship", "User is a mum"),
    ("en.relationship.status_we", "We're married.", "relationship", "User is married"),
    ("en.context.wedding", "We're getting married in May.", "context", "User is getting married"),
    ("en.context.travel", "I'm off to Rome next week.", "context", "User is travelling to Rome"),
    ("en.context.volunteer", "I volunteer at a food bank.", "context", "User volunteers at a food bank"),
    ("en.relationship.status", "I'm divorced.", "relationship", "User is divorced"),
    (
        "en.instruction.persistent",
        "From now on use metric units.",
        "instruction",
        "User asks the assistant to use metric units",
    ),
    (
        "en.instruction.negative",
        "Don't use markdown tables.",
        "instruction",
        "User asks the assistant not to use markdown tables",
    ),
    (
        "en.instruction.keep",
        "Keep your responses concise.",
        "instruction",
        "User asks the assistant to keep responses concise",
    ),
    (
        "en.instruction.be",
        "Be brutally honest.",
        "instruction",
        "User asks the assistant to be brutally honest",
    ),
    (
        "en.instruction.language",
        "Respond in Spanish.",
        "instruction",
        "User asks the assistant to respond in Spanish",
    ),
    (
        "en.instruction.manner",
        "Explain everything step by step.",
        "instruction",
        "User asks the assistant to explain everything step by step",
    ),
    (
        "en.instruction.use",
        "Use British spelling.",
        "instruction",
        "User asks the assistant to use British spelling",
    ),
    (
        "en.instruction.skip",
        "Skip the preamble.",
        "instruction",
        "User asks the assistant to skip the preamble",
    ),
    (
        "en.instruction.all_code",
        "Give me all examples in Rust.",
        "instruction",
        "User asks the assistant to give them all examples in Rust",
    ),
    ("en.instruction.call_me", "You can call me Bex.", "instruction", "User wants to be called Bex"),
    ("en.context.situation", "I'm on sick leave this week.", "context", "User is on sick leave"),
    ("en.environment.kept_in_app", "all my notes live in Notion", "environment", "User keeps their notes in Notion"),
    ("en.environment.app_trouble", "Figma keeps crashing on my laptop", "environment", "User uses Figma"),
    ("en.fact.condition_person", "As a migraine sufferer, I hate screens.", "fact", "User has migraines"),
    ("en.fact.home_city_arrived", "We're finally in Sheffield.", "fact", "User lives in Sheffield"),
    ("en.fact.home_city_here", "Here in Denver it's cold.", "fact", "User lives in Denver"),
    ("en.context.celebration", "We're off to Cork for my cousin's wedding.", "context",
     "User has their cousin's wedding coming up"),
    ("en.context.own_birthday", "It's my 40th next month.", "context", "User's 40th birthday is coming up"),
    ("en.context.expecting", "Our baby is due in May.", "context", "User is expecting a baby"),
    ("en.project.have_side", "I have a small Etsy shop.", "project", "User has a small Etsy shop"),
    ("en.project.conversion", "We're converting a van into a camper.", "project",
     "User is converting a van into a camper"),
    ("en.goal.considering", "I'm thinking about doing a master's.", "goal",
     "User is thinking about doing a master's"),
    ("en.skill.instrument_mine", "Tin whistle is my party trick.", "skill", "User plays the tin whistle"),
    ("en.skill.grade", "I'm grade 8 piano.", "skill", "User plays the piano (grade 8)"),
    ("en.environment.app_trouble_later", "I'm on a Mac and Figma keeps crashing.", "environment", "User uses Figma"),
    ("en.preference.keeps_me_going", "Parkrun is the only thing keeping me sane.", "preference",
     "User says parkrun is what keeps them going"),
    ("en.context.work_pattern", "I work nights, so mornings are out.", "context", "User works night shifts"),
    ("en.context.remote", "I'm fully remote.", "context", "User works from home"),
    ("en.context.wfh", "wfh on fridays", "context", "User works from home"),
    ("en.context.no_car", "We don't have a car.", "context", "User doesn't have a car"),
    ("en.context.no_car_short", "no car btw", "context", "User doesn't have a car"),
    ("en.context.no_drive", "I don't drive, so buses only.", "context", "User doesn't drive"),
    ("en.context.renting", "we rent a small flat", "context", "User rents their home"),
    ("en.context.homeowner", "we're homeowners now", "context", "User owns their home"),
    ("en.context.budget", "I'm on a budget this month", "context", "User is on a budget"),
    ("en.context.commute", "I commute by train.", "context", "User commutes by train"),
    ("en.fact.medication", "I'm on sertraline.", "fact", "User takes sertraline"),
    ("en.context.ailment", "I've got the flu.", "context", "User has the flu"),
    ("en.preference.feeling", "I'm obsessed with matcha.", "preference", "User is obsessed with matcha"),
    ("en.preference.can", "I can't get enough of ramen.", "preference", "User can't get enough of ramen"),
    ("en.preference.person", "I'm more of a cat person.", "preference", "User is a cat person"),
    ("en.preference.hobbyist", "I'm a keen cyclist.", "preference", "User likes cycling (a cyclist)"),
    ("en.preference.here", "Arsenal fan here.", "preference", "User is an Arsenal fan"),
    ("en.preference.hobbyist_here", "Avid reader here.", "preference", "User likes reading (a reader)"),
    ("en.preference.verb_we", "We love camping.", "preference", "User loves camping"),
    ("en.preference.free_of", "I'm dairy-free.", "preference", "User avoids dairy"),
    ("en.preference.none_for_me", "No dairy for me.", "preference", "User avoids dairy"),
    ("en.preference.diet_eat", "I eat halal.", "preference", "User eats halal"),
    ("en.context.situation_we", "We're expecting twins.", "context", "User is expecting twins"),
    ("en.context.travel_trip", "I've got a trip to Iceland in March.", "context", "User is travelling to Iceland"),
    ("en.context.travel_will", "I'll be in Paris next week.", "context", "User is travelling to Paris"),
    ("en.context.job_loss", "I got laid off last week.", "context", "User was laid off and is out of work"),
    ("en.context.event", "I have a job interview on Friday.", "context", "User has a job interview coming up"),
    ("en.fact.self_employed", "I work for myself.", "fact", "User is self-employed"),
    ("en.goal.lessons", "I'm taking piano lessons.", "goal", "User is taking piano lessons"),
    ("en.goal.towards", "I'm aiming for a first.", "goal", "User is aiming for a first"),
    ("en.instruction.noun", "No emojis, please.", "instruction", "User asks the assistant to avoid emojis"),
    (
        "en.instruction.code_language",
        "All code in Rust, please.",
        "instruction",
        "User asks the assistant to write code in Rust",
    ),
    (
        "en.instruction.rather",
        "I'd rather you didn't use emojis.",
        "instruction",
        "User asks the assistant not to use emojis",
    ),
    ("en.instruction.go_by", "I go by Alex.", "instruction", "User wants to be called Alex"),
    ("en.environment.team_uses", "Our team uses Jira.", "environment", "User uses Jira"),
    ("en.environment.lives_in", "I basically live in Figma.", "environment", "User works in Figma all the time"),
    ("en.environment.user", "I'm a vim user.", "environment", "User uses Vim"),
    ("en.fact.works_in", "I work in marketing.", "fact", "User works in marketing"),
    ("en.fact.job_here", "ICU nurse here.", "fact", "User is an ICU nurse"),
    ("en.fact.allergy_noun", "I have a sesame allergy.", "fact", "User is allergic to sesame"),
    ("en.fact.car_model", "I drive a Golf.", "fact", "User drives a Golf"),
    ("en.fact.car_driver", "I'm a Toyota Prius driver.", "fact", "User drives a Toyota Prius"),
    ("en.fact.degree", "I'm doing a PhD in chemistry.", "fact", "User studies chemistry"),
    ("en.fact.degree_noun", "I'm doing a nursing degree.", "fact", "User studies nursing"),
    ("en.identity.name_here", "Tom here, quick question.", "identity", "User's name is Tom"),
    ("en.skill.speaker", "I'm a native Polish speaker.", "skill", "User is a native Polish speaker"),
    ("en.skill.played_since", "I've played the cello for years.", "skill", "User has played the cello for years"),
    ("en.skill.phrase", "I have a black belt in judo.", "skill", "User has a black belt in judo"),
    ("en.relationship.count_of", "My three kids love it.", "relationship", "User has three kids"),
    ("en.relationship.named_list", "Our boys Jack and Alfie.", "relationship", "User's child is named Alfie"),
    ("en.environment.my_device", "The app on my Pixel 8 crashes.", "environment", "User has a Pixel 8"),
    ("en.preference.been_doing", "I've been climbing twice a week.", "preference", "User has been climbing regularly"),
    ("en.skill.took_language", "I took German at school.", "skill", "User took German at school"),
    ("en.preference.till_i_die", "Leeds till I die.", "preference", "User supports Leeds"),
    ("en.preference.fandom", "I'm a proud Trekkie.", "preference", "User is a trekkie (a fan of Star Trek)"),
    ("en.fact.promoted", "I got promoted to team lead.", "fact", "User is a team lead"),
    ("en.preference.off_the_menu", "Dairy's off the menu for me.", "preference", "User avoids dairy"),
    ("en.fact.blood_pressure", "My cholesterol is high.", "fact", "User has high cholesterol"),
    ("en.fact.car_bought", "We just bought a Skoda Fabia.", "fact", "User drives a Skoda Fabia"),
    ("en.fact.home_bought", "We moved into a house in Frome.", "fact", "User lives in Frome"),
    ("en.instruction.units_in", "Give me weights in pounds.", "instruction",
     "User asks the assistant to give them weights in pounds (imperial units)"),
    ("pt.identity.name", "Me chamo Rodrigo.", "identity", "O nome do usuário é Rodrigo"),
    ("pt.identity.intro_name", "Oi, aqui é a Bruna!", "identity", "O nome do usuário é Bruna"),
    ("pt.identity.age", "Tenho 45 anos.", "identity", "O usuário tem 45 anos"),
    (
        "pt.identity.pronouns",
        "Meus pronomes são elu/delu.",
        "identity",
        "Os pronomes do usuário são elu/delu",
    ),
    ("pt.identity.nationality", "Sou angolana.", "identity", "O usuário tem nacionalidade angolana"),
    ("pt.preference.diet", "Sou vegetariano.", "preference", "O usuário segue uma dieta vegetariana"),
    ("pt.fact.health", "Tenho alergia a frutos do mar.", "fact", "O usuário tem alergia a frutos do mar"),
    ("pt.fact.condition", "Sou canhota.", "identity", "O usuário é canhoto"),
    ("pt.fact.job_status", "Sou aposentada.", "fact", "O usuário é aposentado"),
    ("pt.fact.home_city", "Moro em Florianópolis.", "fact", "O usuário mora em Florianópolis"),
    ("pt.fact.home_city_we", "Moramos em Sorocaba.", "fact", "O usuário mora em Sorocaba"),
    ("pt.fact.home_city_now", "Estou morando em Braga.", "fact", "O usuário mora em Braga"),
    ("pt.fact.home_city_arrived", "Já estamos em Tavira!", "fact", "O usuário mora em Tavira"),
    ("pt.fact.home_city_moved", "Me mudei para Aveiro.", "fact", "O usuário mora em Aveiro"),
    ("pt.fact.origin", "Sou do Recife.", "fact", "O usuário é do Recife"),
    ("pt.fact.origin_grew", "Cresci em Londrina.", "fact", "O usuário cresceu em Londrina"),
    ("pt.fact.birthplace", "Nasci em Luanda.", "fact", "O usuário nasceu em Luanda"),
    ("pt.fact.employer", "Trabalho na Petrobras.", "fact", "O usuário trabalha na Petrobras"),
    (
        "pt.skill.experience_as",
        "Sou fotógrafa há 12 anos.",
        "skill",
        "O usuário tem 12 anos de experiência como fotógrafa",
    ),
    ("pt.fact.job_title", "Sou engenheira civil.", "fact", "A profissão do usuário é engenheira civil"),
    (
        "pt.fact.new_job",
        "Comecei num emprego novo como analista de BI no Itaú.",
        "fact",
        "A profissão do usuário é analista de BI",
    ),
    (
        "pt.fact.teach",
        "Leciono física numa escola técnica.",
        "fact",
        "O usuário leciona física numa escola técnica",
    ),
    ("pt.fact.job_title_as", "Trabalho como barista.", "fact", "A profissão do usuário é barista"),
    (
        "pt.fact.job_title_my",
        "Minha profissão é nutricionista.",
        "fact",
        "A profissão do usuário é nutricionista",
    ),
    ("pt.fact.school", "Estudo direito na PUC.", "fact", "O usuário estuda direito na PUC"),
    ("pt.fact.tax_residence", "Sou residente fiscal em Espanha.", "fact", "O usuário tem residência fiscal em Espanha"),
    ("pt.relationship.role", "Sou mãe de dois miúdos.", "relationship", "A usuária é mãe"),
    ("pt.preference.avoids", "Não bebo álcool.", "preference", "O usuário não bebe álcool"),
    ("pt.preference.diet_back", "Voltámos a comer peixe.", "preference", "O usuário segue uma dieta pescetariana"),
    (
        "pt.preference.diet_change",
        "Deixei de ser vegetariano, agora como peixe.",
        "preference",
        "O usuário segue uma dieta pescetariana",
    ),
    ("pt.goal.event", "Inscrevi-me na maratona do Porto.", "goal", "O usuário vai participar na maratona do Porto"),
    ("pt.preference.passion", "O fado é a minha paixão.", "preference", "O usuário adora o fado"),
    ("pt.preference.hobby", "O meu passatempo é fazer puzzles.", "preference", "O usuário gosta de fazer puzzles"),
    ("pt.fact.job_item", "Sobre mim:\n- enfermeira", "fact", "A profissão do usuário é enfermeira"),
    ("pt.relationship.parent_of", "- mãe da Alice", "relationship", "A filha do usuário se chama Alice"),
    ("pt.fact.employer_new", "Comecei ontem na Farfetch.", "fact", "O usuário trabalha na Farfetch"),
    ("pt.fact.employer_place", "Trabalho num banco em Lisboa.", "fact", "O usuário trabalha num banco"),
    ("pt.fact.studied", "Me formei em direito pela PUC.", "fact", "O usuário estudou na PUC"),
    ("pt.fact.car", "Conduzo um Peugeot 208 velhinho.", "fact", "O usuário conduz um Peugeot 208"),
    ("pt.environment.bought", "Comprei um iPad Air para desenhar.", "environment", "O usuário tem um iPad Air"),
    ("pt.environment.my_device", "O meu Kindle avariou.", "environment", "O usuário tem um Kindle"),
    (
        "pt.instruction.code_language",
        "Usa sempre Python nos exemplos.",
        "instruction",
        "O usuário pede que o assistente use Python nos exemplos de código",
    ),
    (
        "pt.instruction.style",
        "Respostas curtas, por favor.",
        "instruction",
        "O usuário pede que o assistente dê respostas curtas",
    ),
    (
        "pt.skill.experience_years",
        "Tenho 6 anos de experiência com Python.",
        "skill",
        "O usuário tem 6 anos de experiência com Python",
    ),
    ("pt.skill.experience", "Tenho experiência com Figma.", "skill", "O usuário tem experiência com Figma"),
    ("pt.skill.duration", "Programo em C# há 3 anos.", "skill", "O usuário programa em C# há 3 anos"),
    ("pt.skill.level", "Sou avançada em Excel.", "skill", "O usuário é avançado em Excel"),
    ("pt.skill.speak", "Falo alemão.", "skill", "O usuário fala alemão"),
    ("pt.skill.know", "Sei programar em JavaScript.", "skill", "O usuário sabe programar em JavaScript"),
    ("pt.skill.play", "Toco piano.", "skill", "O usuário toca piano"),
    (
        "pt.preference.verb",
        "Curto muito rock dos anos 80.",
        "preference",
        "O usuário curte muito rock dos anos 80",
    ),
    (
        "pt.preference.favorite",
        "Meu filme favorito é Cidade de Deus.",
        "preference",
        "O filme favorito do usuário é Cidade de Deus",
    ),
    ("pt.environment.use", "Uso o Vim no trabalho.", "environment", "O usuário usa o Vim no trabalho"),
    ("pt.environment.switched", "Migrei do Windows para o Linux.", "environment", "O usuário usa Linux"),
    ("pt.environment.on", "Estou no macOS.", "environment", "O usuário usa macOS"),
    (
        "pt.environment.device",
        "Meu celular é um iPhone 13.",
        "environment",
        "O celular do usuário é um iPhone 13",
    ),
    ("pt.environment.have", "Tenho um Raspberry Pi 4.", "environment", "O usuário tem um Raspberry Pi 4"),
    (
        "pt.project.doing",
        "Estou escrevendo um romance policial.",
        "project",
        "O usuário está escrevendo um romance policial",
    ),
    (
        "pt.project.mine",
        "Meu canal é sobre culinária vegana.",
        "project",
        "O canal do usuário é sobre culinária vegana",
    ),
    ("pt.project.own", "Tenho uma padaria artesanal.", "project", "O usuário tem uma padaria artesanal"),
    ("pt.goal.want", "Quero aprender a nadar.", "goal", "O usuário quer aprender a nadar"),
    (
        "pt.goal.mine",
        "Minha meta é ler 20 livros este ano.",
        "goal",
        "A meta do usuário é ler 20 livros este ano",
    ),
    ("pt.goal.learning", "Estou aprendendo francês.", "goal", "O usuário está aprendendo francês"),
    (
        "pt.relationship.named",
        "Ontem saí com minha amiga Clara.",
        "relationship",
        "A amiga do usuário se chama Clara",
    ),
    (
        "pt.relationship.is",
        "Meu sócio se chama Henrique.",
        "relationship",
        "O sócio do usuário se chama Henrique",
    ),
    ("pt.relationship.have", "Tenho dois cachorros.", "relationship", "O usuário tem dois cachorros"),
    ("pt.relationship.status", "Sou casada.", "relationship", "O usuário é casado"),
    (
        "pt.instruction.persistent",
        "Sempre use exemplos práticos.",
        "instruction",
        "O usuário pede que o assistente sempre use exemplos práticos",
    ),
    (
        "pt.instruction.negative",
        "Não coloque emojis.",
        "instruction",
        "O usuário pede que o assistente não coloque emojis",
    ),
    (
        "pt.instruction.keep",
        "Mantém as respostas curtas.",
        "instruction",
        "O usuário pede que o assistente mantenha as respostas curtas",
    ),
    (
        "pt.instruction.be",
        "Seja mais objetivo.",
        "instruction",
        "O usuário pede que o assistente seja mais objetivo",
    ),
    (
        "pt.instruction.language",
        "Responde em inglês.",
        "instruction",
        "O usuário pede que o assistente responda em inglês",
    ),
    (
        "pt.instruction.manner",
        "Explica passo a passo.",
        "instruction",
        "O usuário pede que o assistente explique passo a passo",
    ),
    (
        "pt.instruction.use",
        "Use o sistema métrico.",
        "instruction",
        "O usuário pede que o assistente use o sistema métrico",
    ),
    (
        "pt.instruction.skip",
        "Pule a introdução.",
        "instruction",
        "O usuário pede que o assistente pule a introdução",
    ),
    (
        "pt.instruction.call_me",
        "Pode me chamar de Gabi.",
        "instruction",
        "O usuário quer ser chamado de Gabi",
    ),
    (
        "pt.instruction.call_me_want",
        "Prefiro ser chamada de Dra. Lima.",
        "instruction",
        "O usuário quer ser chamado de Dra. Lima",
    ),
    (
        "pt.context.situation",
        "Estou de licença maternidade até junho.",
        "context",
        "O usuário está de licença maternidade",
    ),
    ("pt.fact.home_city_here", "Cá em Coimbra chove imenso.", "fact", "O usuário mora em Coimbra"),
    ("pt.environment.work_on", "Trabalho num Mac.", "environment", "O usuário usa Mac"),
    ("pt.context.staying", "Estou no Rio de férias.", "context", "O usuário está no Rio de férias"),
    ("pt.fact.year_of", "Estou no segundo ano de medicina.", "fact", "O usuário estuda medicina"),
    ("pt.fact.employee_of", "Sou funcionária da Câmara de Lisboa.", "fact", "O usuário trabalha na Câmara de Lisboa"),
    ("pt.fact.former_job", "Já fui professor.", "fact", "O usuário já foi professor"),
    ("pt.preference.activity", "Faço crossfit.", "preference", "O usuário faz crossfit"),
    ("pt.relationship.married", "Casámos em maio.", "relationship", "O usuário é casado"),
    ("pt.preference.club", "Sou benfiquista.", "preference", "O usuário torce pelo Benfica"),
    ("pt.fact.home_city_here_after", "Sou arquiteto num atelier aqui em Braga.", "fact", "O usuário mora em Braga"),
    ("pt.fact.home_city_ca_after", "Trabalho num café cá em Setúbal.", "fact", "O usuário mora em Setúbal"),
    ("pt.environment.task_in", "Edito os vídeos no CapCut.", "environment", "O usuário usa o CapCut"),
    ("pt.environment.got", "Tô com um Galaxy A54.", "environment", "O usuário tem um Galaxy A54"),
    ("pt.relationship.adopted", "Adotei uma cadela, a Mel.", "relationship", "A cadela do usuário se chama Mel"),
    ("pt.relationship.broke_up", "Terminei com o meu namorado.", "relationship", "O usuário está solteiro"),
    ("pt.skill.playing", "Ando a tocar guitarra numa banda.", "skill", "O usuário toca guitarra numa banda"),
    ("pt.fact.employer_offer", "Aceitei o convite da Natura para ser gerente.", "fact", "O usuário trabalha na Natura"),
    ("pt.environment.have_app", "Em casa só tenho o SketchUp.", "environment", "O usuário usa o SketchUp"),
    ("pt.preference.smoking", "Deixei de fumar há seis meses.", "preference", "O usuário não fuma"),
    ("pt.context.outing", "Vou ao casamento da minha prima em junho.", "context",
     "O usuário vai ao casamento da sua prima"),
    ("pt.context.remote", "Trabalho 100% remoto.", "context", "O usuário trabalha remotamente"),
    ("pt.relationship.kids_with_ages", "Os miúdos, o Tomás (9) e a Matilde (5), discutem.", "relationship",
     "O filho do usuário se chama Tomás"),
    ("pt.skill.my_language", "O meu inglês é fluente.", "skill", "O inglês do usuário é fluente"),
    ("pt.relationship.named_pair", "Os meus filhos, o Tomás e a Matilde, adoram piscina.", "relationship",
     "A filha do usuário se chama Matilde"),
    (
        "pt.instruction.answer_how",
        "Responde curtinho.",
        "instruction",
        "O usuário pede que o assistente responda curtinho",
    ),
    ("pt.fact.origin_regional", "Sou alentejana, de Évora.", "fact", "O usuário é de Évora"),
    ("pt.preference.object_first", "Picante não curto.", "preference", "O usuário não curte picante"),
    ("pt.fact.job_now_as", "Fui promovida a enfermeira-chefe.", "fact", "A profissão do usuário é enfermeira-chefe"),
    ("pt.fact.workplace_named", "A minha empresa chama-se Pixel Lab.", "fact", "O usuário trabalha na Pixel Lab"),
    ("pt.fact.health_reason", "Cortei o café por causa da ansiedade.", "fact", "O usuário tem ansiedade"),
    ("pt.relationship.anniversary", "Fazemos 5 anos de namoro.", "context", "O usuário tem um aniversário de namoro"),
    ("pt.preference.consume", "Bebo muito chá verde.", "preference", "O usuário bebe muito chá verde"),
    ("pt.context.travel", "Vou a Londres na próxima semana.", "context", "O usuário vai a Londres"),
    ("pt.context.event", "Vou casar em junho.", "context", "O usuário vai casar em junho"),
    ("pt.context.expecting", "Vou ser pai em março.", "context", "O usuário está à espera de um bebé"),
    ("en.preference.my_thing", "True crime podcasts are my thing.", "preference",
     "User says true crime podcasts are their thing"),
    ("en.preference.holic", "I'm a chocoholic.", "preference", "User is a chocoholic"),
    ("en.skill.instrumentalist", "I'm a cellist.", "skill", "User plays the cello (a cellist)"),
    ("en.preference.reader_of", "I listen to a lot of jazz.", "preference", "User likes jazz"),
    ("en.preference.not_much_of", "I'm not much of a drinker.", "preference", "User is not much of a drinker"),
    ("en.skill.language_level", "I can get by in Italian.", "skill", "User can get by in Italian"),
    ("en.skill.language_first", "Twi is my first language.", "skill", "User's first language is Twi"),
    ("en.skill.belt", "I'm a black belt in karate.", "skill", "User is a black belt in karate"),
    ("en.skill.can_do", "I can sew.", "skill", "User can sew"),
    ("en.skill.certified", "I'm certified in first aid.", "skill", "User is certified in first aid"),
    ("en.skill.licence", "I have a pilot's licence.", "skill", "User has a pilot's licence"),
    ("en.preference.group_activity", "I sing in a choir.", "preference", "User sings in a choir"),
    ("en.skill.years_of", "I have 10 years of Java experience.", "skill", "User has 10 years of Java experience"),
    ("en.goal.become", "I'm studying to become a midwife.", "goal", "User wants to become a midwife"),
    ("en.context.travel_in", "I'm in Lisbon for work.", "context", "User is in Lisbon"),
    ("en.context.new_job", "I start a new job on Monday.", "context", "User is starting a new job soon"),
    ("en.context.started_job", "I've just started a new job.", "context", "User has just started a new job"),
    ("en.preference.perfect", "I've always loved astronomy.", "preference", "User loves astronomy"),
    ("en.preference.been_feeling", "I've been obsessed with sourdough since lockdown.", "preference",
     "User has been obsessed with sourdough"),
    ("en.preference.is_life", "Coffee is life.", "preference", "User says coffee is life"),
    ("en.preference.usual_pick", "I usually go for a malbec.", "preference", "User usually goes for malbec"),
    ("en.preference.over", "I'd pick tea over coffee any day.", "preference", "User prefers tea over coffee"),
    ("en.skill.taught_myself", "I taught myself Blender last year.", "skill", "User taught themselves Blender"),
    ("en.skill.certificate", "I've got a first aid certificate.", "skill", "User has a first aid certificate"),
    ("en.preference.soft_spot", "I have a soft spot for old westerns.", "preference",
     "User has a soft spot for old westerns"),
    ("en.environment.my_work_in", "I keep all my notes in Obsidian.", "environment",
     "User keeps their notes in Obsidian"),
    ("en.goal.bucket_list", "Seeing the northern lights is on my bucket list.", "goal",
     "User's bucket list includes seeing the northern lights"),
    ("en.fact.city_demonym", "I'm a Glaswegian.", "fact", "User is from Glasgow (a Glaswegian)"),
    ("en.environment.app_part", "My Obsidian vault is a mess.", "environment", "User uses Obsidian"),
    ("en.goal.signed_up", "I've signed up for the Brighton Marathon.", "goal",
     "User has signed up for the Brighton Marathon"),
    ("en.fact.year_of_study", "I'm in my second year at uni.", "fact", "User is a student"),
    ("en.context.wedding_role", "I'm a bridesmaid at my sister's wedding.", "context",
     "User is a bridesmaid at an upcoming wedding"),
    ("en.fact.allergy_here", "Shellfish allergy here.", "fact", "User is allergic to shellfish"),
    ("en.fact.allergy_reaction", "Peanuts give me hives.", "fact", "User is allergic to peanuts"),
    ("en.fact.intolerant_to", "I'm intolerant to lactose.", "fact", "User has lactose intolerance"),
    ("en.fact.spectrum", "I'm on the autism spectrum.", "fact", "User is on the autism spectrum"),
    ("en.fact.car_mine", "My car is a 2017 VW Golf.", "fact", "User drives a 2017 VW Golf"),
    ("en.preference.got_into", "I've recently gotten into bouldering.", "preference", "User has got into bouldering"),
    ("en.preference.nothing_beats", "Nothing beats a good curry.", "preference", "User says nothing beats curry"),
    ("pt.context.job_loss", "Fui despedida ontem.", "context", "O usuário está desempregado"),
    ("pt.relationship.dating", "Namoro com a Júlia há dois anos.", "relationship", "O usuário está namorando"),
    ("pt.relationship.name_of", "O nome do meu cão é Rex.", "relationship", "O cão do usuário se chama Rex"),
    ("pt.goal.lessons", "Tô fazendo aula de violão.", "goal", "O usuário está tendo aulas de violão"),
    ("pt.environment.work_with", "Trabalho com Figma.", "environment", "O usuário usa Figma"),
    ("pt.relationship.lower_name", "meu marido joão adora futebol", "relationship",
     "O marido do usuário se chama João"),
    ("pt.relationship.lives_with", "Vivo com a minha namorada.", "relationship", "O usuário vive com a namorada"),
    ("pt.context.my_event", "Os meus exames começam segunda.", "context", "O usuário tem os exames segunda"),
    ("pt.context.started_job", "Comecei num emprego novo esta semana.", "context",
     "O usuário começou num emprego novo"),
    ("pt.environment.my_device_said", "Como liberto espaço no meu iPhone 11?", "environment",
     "O usuário tem um iPhone 11"),
    ("pt.environment.machine_runs", "O meu computador tem Ubuntu.", "environment",
     "O computador do usuário roda Ubuntu"),
    ("pt.context.no_car", "Não tenho carro.", "context", "O usuário não tem carro"),
    ("pt.context.no_drive", "Não conduzo.", "context", "O usuário não conduz"),
    ("pt.context.renting", "Vivo numa casa arrendada.", "context", "O usuário vive numa casa arrendada"),
    ("pt.context.budget", "Estou com o orçamento apertado.", "context", "O usuário está com o orçamento apertado"),
    ("pt.context.work_pattern", "Trabalho por turnos.", "context", "O usuário trabalha por turnos"),
    ("pt.context.commute", "Vou de bicicleta para o trabalho.", "context",
     "O usuário vai para o trabalho de bicicleta"),
    ("pt.skill.get_by", "Desenrasco-me em francês.", "skill", "O usuário se desenrasca em francês"),
    ("pt.preference.regularly", "Vou ao ginásio três vezes por semana.", "preference",
     "O usuário vai ao ginásio"),
    ("pt.skill.understand", "Percebo bastante de vinhos.", "skill", "O usuário percebe bastante de vinhos"),
    ("pt.skill.trained", "Tenho formação em primeiros socorros.", "skill",
     "O usuário tem formação em primeiros socorros"),
    ("pt.skill.native", "Sou falante nativo de inglês.", "skill", "O usuário fala inglês como língua materna"),
    ("pt.skill.knack", "Tenho jeito para desenho.", "skill", "O usuário tem jeito para desenho"),
    ("pt.context.operated", "Fui operado ao joelho há duas semanas.", "context",
     "O usuário está em recuperação de uma cirurgia ao joelho"),
]


def _found(text: str, sent_at: str = SENT_AT) -> list[tuple[str, str, str]]:
    return [(hit.rule, hit.finding.type, hit.finding.content) for hit, _ in read_text(text, sent_at)]


@pytest.mark.parametrize(("rule_id", "text", "kind", "content"), EXAMPLES, ids=[e[0] for e in EXAMPLES])
def test_rule_example(rule_id: str, text: str, kind: str, content: str) -> None:
    assert (rule_id, kind, content) in _found(text)


def test_every_rule_has_an_example() -> None:
    rule_ids = {rule.id for ruleset in RULESETS.values() for rule in ruleset.rules}
    assert rule_ids == {example[0] for example in EXAMPLES}


DECOYS: list[tuple[str, str]] = [
    ("question", "Do I live in the right neighbourhood for a family?"),
    ("question", "how should i tell my manager i'm burned out"),
    ("question", "Onde eu deveria morar se trabalho no centro?"),
    ("question", "Qual curso eu faço se quero ser programador"),
    ("hypothetical", "If I lived in Paris, I'd cycle everywhere."),
    ("hypothetical", "Suppose I'm a nurse in Texas. I work nights. What are my rights?"),
    ("hypothetical", "Imagine I am a billionaire with a yacht."),
    ("hypothetical", "Se eu morasse em Lisboa, trabalharia de casa."),
    ("hypothetical", "Digamos que eu sou médico. Quanto ganho?"),
    ("other_person", "My friend prefers Vim and lives in Oslo."),
    ("other_person", "My brother lives in Rome."),
    ("other_person", "She told me I'm a natural leader."),
    ("other_person", "Minha irmã mora em Recife e trabalha na Caixa."),
    ("quoted", 'What does "I am the one who knocks" mean?'),
    ("quoted", "O que significa “eu sou o caminho”?"),
    ("blockquote", "Rate this line:\n> I live in Berlin and I love techno."),
    ("pasted", "Dear Sam,\nI live in Leeds now and I work at the library.\nBest regards,\nJo"),
    ("pasted", "From: a@b.com\nTo: c@d.com\nSubject: hi\n\nI am the new manager."),
    ("pasted", "Proofread this:\nI am a nurse. I live in Leeds."),
    ("pasted", "[2025-01-01 10:00:00] ERROR I am unable to connect"),
    ("code", "```\nI live in Berlin\n```"),
    ("code", "Check this:\n\n    my name is root\n    I use bash\n"),
    ("task", "Write a story where I am a pirate. I live on a ship."),
    ("task", "Pretend I am a customer who lives in Ohio."),
    ("task", "Roleplay: I am a wizard and my name is Zed."),
    ("task", "translate: I live in Berlin"),
    ("task", "Escreva um conto em que eu sou um dragão."),
    ("task", "Traduza: eu moro em Paris."),
    ("negation", "I don't live in Paris anymore."),
    ("negation", "I'm not a doctor."),
    ("negation", "I no longer work at Google."),
    ("negation", "Não moro mais em Paris."),
    ("negation", "Não sou advogado."),
    ("reaction", "I like the calmer plan."),
    ("reaction", "Prefiro a segunda opção."),
]


@pytest.mark.parametrize(("kind", "text"), DECOYS, ids=[f"{k}-{i}" for i, (k, _) in enumerate(DECOYS)])
def test_decoy_yields_nothing(kind: str, text: str) -> None:
    assert _found(text) == []


def test_statement_survives_next_to_a_decoy() -> None:
    found = _found("I live in Leeds. If I lived in London I'd need a raise.")
    assert [c for _, _, c in found] == ["User lives in Leeds"]
    found = _found("Não moro mais em Paris, agora moro em Lyon.")
    assert [c for _, _, c in found] == ["O usuário mora em Lyon"]


def test_relationship_records_only_the_relation() -> None:
    found = _found("My brother Marco lives in Rome and works at Fiat.")
    assert [(k, c) for _, k, c in found] == [("relationship", "User's brother is named Marco")]


def test_valid_until_is_resolved_against_the_message_time() -> None:
    cases = {
        "I'm travelling in Japan until March.": "2025-03-01T00:00:00Z",
        "I'm on vacation until the end of the month.": "2025-01-31T23:59:59Z",
        "I'm away until Friday.": "2025-01-17T23:59:59Z",
        "I'm in quarantine for the next 10 days.": "2025-01-25T23:59:59Z",
        "This week I'm sick.": "2025-01-19T23:59:59Z",
        "I'm visiting Lima until January 10th.": "2026-01-10T23:59:59Z",
        "Estou de férias até 20 de fevereiro.": "2025-02-20T23:59:59Z",
        "Estou doente hoje.": "2025-01-15T23:59:59Z",
    }
    for text, until in cases.items():
        hits = read_text(text, SENT_AT)
        assert [h.finding.valid_until for h, _ in hits] == [until], text


def test_cleaning_removes_foreign_voices() -> None:
    text = 'I use Vim.\n```\nI use Emacs\n```\n> I use Nano\nHe said "I use Kate every day" to me.'
    cleaned = clean(text)
    assert "Emacs" not in cleaned and "Nano" not in cleaned and "Kate" not in cleaned
    assert QUOTE_MARK in cleaned
    assert list(sentences("Hi Dr. Silva. I'm Ana! Is this ok? Yes")) == [
        "Hi Dr. Silva.",
        "I'm Ana!",
        "Is this ok?",
        "Yes",
    ]


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("I live in Lisbon and I work at a bank.", "en"),
        ("Moro em Lisboa e trabalho num banco.", "pt"),
        ("Sempre responda em português.", "pt"),
        ("12345", None),
    ],
)
def test_language_detection(text: str, language: str | None) -> None:
    assert detect(text) == language


def test_claims_as_a_noun_does_not_cut_an_instruction() -> None:
    from pamport.pipeline.extract.rules import read_text

    hits = read_text("Always cite sources for factual claims.", "2024-01-01T00:00:00Z")
    assert [h.finding.content for h, _ in hits] == ["User asks the assistant to always cite sources for factual claims"]
    assert read_text("My brother claims that I live in Paris.", "2024-01-01T00:00:00Z") == []


def test_rules_are_read_by_named_tier() -> None:
    """Exclusive identity readings come before job titles, and the broad "I'm <trait>" after them."""
    for ruleset in RULESETS.values():
        tiers = [rule.priority for rule in ruleset.rules]
        assert None not in tiers
        assert tiers == sorted(tiers, key=lambda tier: tier or 0), ruleset.language
    en = [rule.id for rule in RULESETS["en"].rules]
    assert en.index("en.identity.age") < en.index("en.fact.job_title") < en.index("en.identity.trait")
    pt = [rule.id for rule in RULESETS["pt"].rules]
    assert pt.index("pt.skill.experience_years") < pt.index("pt.fact.job_title_as") < pt.index("pt.identity.intro_name")


def test_a_rule_without_a_tier_is_refused() -> None:
    loose = rule("xx.fact.test", "i", r"i\s+test", lambda match, clause: None, "fact")
    with pytest.raises(ValueError, match=r"xx\.fact\.test"):
        replace(RULESETS["en"], rules=[loose])
