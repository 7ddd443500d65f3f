"""Scripted card abilities (CR 113): spell, activated, triggered and static
abilities written in Python per card and registered by Oracle face name.

See :mod:`.model` for what an ability is, :mod:`.registry` for which object
has which, :mod:`.stack` and :mod:`.triggers` for the stack, :mod:`.statics`
for rule-changing static abilities and :mod:`.cards` for the cards scripted.
"""
