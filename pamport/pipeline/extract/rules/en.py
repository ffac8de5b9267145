"""English: the rule set, assembled from its parts.

Each part is read at a named tier (:class:`~pamport.pipeline.extract.rules.model.Priority`); a rule that must be
read elsewhere names its own tier (the broad "I'm <trait>" readings of ``en_identity`` come after job titles).
The parts live in ``en_identity`` (who the user is), ``en_work`` (home, origin, work, study), ``en_interests``
(likes, skills), ``en_projects`` (tools, projects, goals) and ``en_social`` (people, instructions to the
assistant, temporary situations) and ``en_routine`` (work pattern, commute, home, car, budget, medication);
``named_things`` reads products named in any frame;
sentence structure is in ``en_syntax``; tastes said by evaluating the thing, in ``evaluations``.
"""

from __future__ import annotations

from pamport.pipeline.extract.rules import (
    changes,
    en_identity,
    en_interests,
    en_projects,
    en_routine,
    en_social,
    en_work,
    evaluations,
    named_things,
)
from pamport.pipeline.extract.rules import en_syntax as S
from pamport.pipeline.extract.rules.engine import RuleSet
from pamport.pipeline.extract.rules.model import Priority, ranked

RULESET = RuleSet.from_syntax(
    "en",
    [
        *ranked(Priority.IDENTITY, en_identity.RULES),
        *ranked(Priority.SOCIAL, en_routine.RULES),
        *ranked(Priority.SOCIAL, en_social.RULES),
        *ranked(Priority.WORK, en_work.RULES),
        *ranked(Priority.INTEREST, en_interests.RULES),
        *ranked(Priority.INTEREST, evaluations.ENGLISH_RULES),
        *ranked(Priority.PROJECT, en_projects.RULES),
        # products named in any frame, after the frame rules: it reads only what they left out
        *ranked(Priority.PROJECT, named_things.rules(named_things.EN)),
    ],
    S,
    changes.reader(changes.ENGLISH),
)
# a sentence that names a product and nothing else the rules look for is read by the reader of products alone
RULESET.gap_trigger = named_things.mentioned
#: Tastes said by evaluation ("swimming keeps me sane") have words of their own that no other rule waits for.
RULESET.trigger = evaluations.widened(RULESET.trigger, evaluations.ENGLISH)
