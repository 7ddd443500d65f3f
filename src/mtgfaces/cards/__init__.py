"""Printed card data: mana costs, faces, cards, layouts, loaders and the card database.

This layer knows nothing about games: it says what is printed on a card and
what the card is in each zone when no status applies.
"""
