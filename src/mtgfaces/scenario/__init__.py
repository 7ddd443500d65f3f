"""The scenario language: YAML files that set up a position, act, and check
what the rules say (docs/scenario-format.md). Parse (with line numbers),
validate, run, report; uses only the public API of :mod:`mtgfaces.rules`.
"""
