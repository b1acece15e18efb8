"""The replay layer every game shares: reading a record (:mod:`.read`), the ``record check|replay|convert``
commands (:mod:`.commands`), ``selfplay`` (:mod:`.selfplay`), their text views (:mod:`.text`) and the
table commands a game offers under its own name (:mod:`.game_cli`). Each asks the game's plug
(:mod:`engine.core.registry`), never its name.

Kept light: nothing is imported here, so ``python -m engine`` loads only the commands it runs.
"""
