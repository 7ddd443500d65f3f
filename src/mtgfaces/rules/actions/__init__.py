"""Actions: everything a player or an effect does to the game, each as a
triad (CR numbers in each module):

- ``verify_x(game, ...)`` raises ``IllegalAction(code, rule, message)``
  when the rules forbid it, and changes nothing;
- ``can_x(game, ...)`` says whether ``verify_x`` would pass;
- ``x(game, ...)`` verifies, then applies, all or nothing, and returns the
  :class:`~mtgfaces.rules.actions.base.Outcome` (the events it added).

An instruction the rules say to ignore is not an error: it returns an
outcome holding one ``ignored`` event with the rule that says so.
"""
