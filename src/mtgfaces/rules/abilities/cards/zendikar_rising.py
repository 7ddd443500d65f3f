"""Zendikar Rising (2020): the modal double-faced seed cards (S1-S11)."""

from __future__ import annotations

from mtgfaces.cards.colors import Color
from mtgfaces.rules.state.abilities import Resolution, SpellAbility, TargetKind, Targets
from mtgfaces.rules.state.choices import Question, ask
from mtgfaces.rules.state.effects import ContinuousEffect, Duration, Modification
from mtgfaces.rules.state.registry import script
from mtgfaces.rules.state.status import ObjectId

_WORDS = {
    Color.WHITE: "white",
    Color.BLUE: "blue",
    Color.BLACK: "black",
    Color.RED: "red",
    Color.GREEN: "green",
}


def _protection(res: Resolution) -> None:
    """Target creature you control gains protection from the color chosen
    (a color word or letter; white unless one was chosen) until end of turn."""
    noted = res.noted.get("chosen", "white").split("|")[0].strip().lower()
    default = next((c for c in Color if noted in (c.value.lower(), _WORDS[c])), Color.WHITE)
    question = Question(
        res.controller, "color", "Sejiri Shelter: choose a color", tuple(_WORDS.values()), 1, 1, "105.3"
    )
    (word,) = ask(res.game, question, default=(_WORDS[default],))
    color = next(c for c in Color if _WORDS[c] == word)
    for target in res.legal_targets():
        if isinstance(target, str):
            continue
        res.game.add_effect(
            ContinuousEffect(
                id=0,
                timestamp=0,
                modification=Modification(add_abilities=(f"Protection from {_WORDS[color]}",)),
                objects=(ObjectId(target),),
                until=Duration.END_OF_TURN,
                note=f"Sejiri Shelter: protection from {_WORDS[color]} until end of turn",
            )
        )


script(
    SpellAbility(
        "Sejiri Shelter",
        "Target creature you control gains protection from the color of your choice",
        _protection,
        "702.16",
        targets=Targets(TargetKind.CREATURE_YOU_CONTROL),
    ),
)
