"""Scripted card abilities (CR 113): spell, activated, triggered and static
abilities written in Python per card and registered by Oracle face name.

This layer sits above the actions, which the scripts use. What an ability is
(:mod:`mtgfaces.rules.state.abilities`) and which object has which
(:mod:`mtgfaces.rules.state.registry`) are the state's, below; so are the
static abilities' rule effects and the damage replacements
(:mod:`~mtgfaces.rules.state.statics`, :mod:`~mtgfaces.rules.state.replacements`),
and putting abilities on the stack and resolving them is an action
(:mod:`mtgfaces.rules.actions.stack`). Here: :mod:`.triggers`, :mod:`.until`,
:mod:`.cards` for the cards scripted, :mod:`.compiler` for the lines read
from rules text, and :mod:`.plug`, which plugs this layer into the ones below.
"""
