"""Portuguese (pt): the rule set, assembled from its parts.

Memories found in Portuguese are written in Portuguese, third person ("O usuário mora em Lisboa"), and tagged
``pt``. Each part is read at a named tier (:class:`~pamport.pipeline.extract.rules.model.Priority`); a rule that
must be read elsewhere names its own tier (experience in years before job titles, "sou a Ana" after them). The
parts: ``pt_identity`` (quem é o usuário), ``pt_life`` (mudanças, papéis, coisas que tem), ``pt_work`` (moradia,
origem, trabalho, estudo), ``pt_interests`` (gostos, habilidades), ``pt_projects`` (ambiente, projetos, objetivos),
``pt_social`` (pessoas, instruções, situações), ``pt_routine`` (carro, renda, turnos, deslocações),
``named_things`` (produtos nomeados em qualquer frase); sentence structure in ``pt_syntax``; gostos ditos ao
avaliar a coisa, em ``evaluations``.
"""

from __future__ import annotations

from pamport.pipeline.extract.rules import (
    changes,
    evaluations,
    named_things,
    pt_identity,
    pt_interests,
    pt_life,
    pt_projects,
    pt_routine,
    pt_social,
    pt_work,
)
from pamport.pipeline.extract.rules import pt_syntax as S
from pamport.pipeline.extract.rules.engine import RuleSet
from pamport.pipeline.extract.rules.model import Priority, ranked

RULESET = RuleSet.from_syntax(
    "pt",
    [
        *ranked(Priority.IDENTITY, pt_identity.RULES),
        # changes, roles and named things before the social rules read "tenho …", "não …", "sou …"
        *ranked(Priority.SOCIAL, pt_life.RULES),
        *ranked(Priority.SOCIAL, pt_social.RULES),
        *ranked(Priority.SOCIAL, pt_routine.RULES),
        *ranked(Priority.WORK, pt_work.RULES),
        *ranked(Priority.INTEREST, pt_interests.RULES),
        *ranked(Priority.INTEREST, evaluations.PORTUGUESE_RULES),
        *ranked(Priority.PROJECT, pt_projects.RULES),
        # products named in any frame, after the frame rules: it reads only what they left out
        *ranked(Priority.PROJECT, named_things.rules(named_things.PT)),
    ],
    S,
    changes.reader(changes.PORTUGUESE),
)
# a sentence that names a product and nothing else the rules look for is read by the reader of products alone
RULESET.gap_trigger = named_things.mentioned
#: Tastes said by evaluation ("natação é o que me mantém sã") have words of their own that no other rule waits for.
RULESET.trigger = evaluations.widened(RULESET.trigger, evaluations.PORTUGUESE)
