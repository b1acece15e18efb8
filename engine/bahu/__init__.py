"""八胡 (Bahu): rule sets ``haimen`` (s000) and ``tongdong`` (s001).

* :mod:`engine.bahu.position` — :class:`Position` (hand, melds with provenance, facts) and its text;
* :mod:`engine.bahu.analysis` — ``analyze(position or hand, melds, rules)`` → :class:`Analysis`, whose
  ``verdict()`` is the core :class:`~engine.core.verdict.Verdict`;
* :mod:`engine.bahu.settle` — ``settle(Round.from_json(...))`` → :class:`Settlement` (庄, 底, payments);
* :mod:`engine.bahu.reasons` — every rule the engine cites, declared once (import these to key on a rule);
* :mod:`engine.bahu.rules` — the rule sets and their options; :mod:`engine.bahu.groups` — cards, groups, melds.

Nothing is imported here, so ``python -m engine`` starts without loading the solver.
"""
