"""The game state, the lowest layer of :mod:`mtgfaces.rules`: objects and
their status, zones, events, continuous effects and the layers that compute
characteristics (613), the ability model and which abilities an object has,
the :class:`~mtgfaces.rules.state.game.Game` container and what each player
may see of it.

It imports only :mod:`mtgfaces.cards` (and :mod:`mtgfaces.errors`); the
actions, the abilities and the game loop above it import it.
"""
