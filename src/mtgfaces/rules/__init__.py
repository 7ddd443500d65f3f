"""The game, in layers, each importing only the layers below it:

- :mod:`mtgfaces.rules.state`: objects in zones, their status, events,
  continuous effects and what each object is (its characteristics) for each
  player, the ability model, the :class:`~mtgfaces.rules.state.game.Game`;
- :mod:`mtgfaces.rules.actions`: what changes the state, each all or nothing;
- :mod:`mtgfaces.rules.abilities`: triggers and the card scripts;
- the modules here: the game loop (priority, state-based actions), the front
  door (play, listing, seats) and saving and loading.

The package imports only :mod:`mtgfaces.cards` below it; it knows nothing of
YAML or the terminal. Importing it plugs the abilities layer into the hooks
of the layers below it (:mod:`mtgfaces.rules.abilities.plug`), so any game
has its triggers and card scripts whatever module it was imported from.
"""

from mtgfaces.rules.abilities.plug import plug_in

plug_in()
