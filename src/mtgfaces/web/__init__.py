"""The web sandbox (``mtgfaces serve``, docs/web.md): look up cards, set up
a position, play it through each player's seat, and explain it.

- ``app``: the routes; ``server``: running it with uvicorn;
- ``sessions``: each browser session's sandbox; ``sandbox``: a session's
  game, its moves, undo and redo;
- ``setup``: positions as scenario set-ups; ``judge``: the referee's effect
  instructions; ``export``: the game as a scenario file, and as a link;
  ``answers``: answers to the game's questions as a scenario's ``choices:``;
  ``stepper``: an uploaded scenario, run step by step, with its positions;
- ``render``: what a page shows, from one player's seat or the true state;
  ``lookup``: card lookup; ``symbols``: mana symbols with mana-font;
  ``assets``: the fixed list of static files.

The command line imports this package only for ``serve``.
"""
