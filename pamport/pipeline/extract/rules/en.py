"""English: the rule set, assembled from its parts.

Rule order matters where rules are exclusive: identity statements ("I'm Brazilian", "I'm 27") are read before
job titles, and situations ("I'm on leave") before the broader "I'm …" patterns. The parts live in
``en_identity`` (who the user is), ``en_work`` (home, origin, work, study), ``en_interests`` (likes, skills),
``en_projects`` (tools, projects, goals) and ``en_social`` (people, instructions to the assistant, temporary
situations); sentence structure is in ``en_syntax``.
"""

from __future__ import annotations

from pamport.pipeline.extract.rules import en_identity, en_interests, en_projects, en_social, en_work
from pamport.pipeline.extract.rules import en_syntax as S
from pamport.pipeline.extract.rules.engine import RuleSet

RULESET = RuleSet.from_syntax(
    "en",
    [
        *en_identity.RULES[:6],
        *en_social.RULES,
        *en_work.RULES,
        *en_identity.RULES[6:],
        *en_interests.RULES,
        *en_projects.RULES,
    ],
    S,
)
