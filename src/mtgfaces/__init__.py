"""mtgfaces: a rules engine for the multi-faced cards of Magic: The Gathering."""

__version__ = "0.1.0"
