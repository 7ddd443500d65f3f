"""The scripted cards, one module per card family or set (the list is
found by :func:`mtgfaces.rules.abilities.plug.card_modules`)."""
