"""The game: objects in zones, their status, continuous effects, and what each
object is (its characteristics) for each player.

This layer imports only :mod:`mtgfaces.cards` below it; it knows nothing of
YAML or the terminal.
"""
