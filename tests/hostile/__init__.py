"""Hostile inputs: a corpus of broken files, and fuzz targets for the parsers."""
