"""Portuguese (pt): the rule set, assembled from its parts.

Memories found in Portuguese are written in Portuguese, third person ("O usuário mora em Lisboa"), and tagged
``pt``. The parts: ``pt_identity`` (quem é o usuário), ``pt_interests`` (gostos, habilidades, ambiente,
projetos,
objetivos), ``pt_social`` (pessoas, instruções, situações); sentence structure in ``pt_syntax``.
"""

from __future__ import annotations

from pamport.pipeline.extract.rules import pt_identity, pt_interests, pt_projects, pt_social, pt_work
from pamport.pipeline.extract.rules import pt_syntax as S
from pamport.pipeline.extract.rules.engine import RuleSet

RULESET = RuleSet.from_syntax(
    "pt",
    [
        *pt_identity.RULES[:-1],
        *pt_social.RULES,
        *pt_interests.RULES[:5],
        *pt_work.RULES,
        pt_identity.RULES[-1],
        *pt_interests.RULES[5:],
        *pt_projects.RULES,
    ],
    S,
)
