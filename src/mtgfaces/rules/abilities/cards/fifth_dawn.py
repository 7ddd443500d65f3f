"""Fifth Dawn (2004): Etched Oracle, whose sunburst counters (702.44a, run
for every card with the keyword) pay for its activated ability: a cost of
mana and of removing counters (602.2b, 122.8)."""

from __future__ import annotations

from mtgfaces.rules.actions.turns import draw
from mtgfaces.rules.state.abilities import Activated, Cost, Resolution, TargetKind, Targets
from mtgfaces.rules.state.registry import script


def _target_player_draws_three(res: Resolution) -> None:
    for target in res.legal_targets():
        if isinstance(target, str):
            draw(res.game, target, 3)  # CR 121.1


script(
    Activated(
        "Etched Oracle",
        "{1}, Remove four +1/+1 counters from Etched Oracle:",
        Cost(mana="{1}", remove_counters=("+1/+1", 4)),
        _target_player_draws_three,
        "121.1",
        targets=Targets(TargetKind.PLAYER),
    ),
)
