"""Intervening "if" clauses of compiled triggered abilities (603.4): the
condition is checked as the ability would trigger (if false, it doesn't)
and again as it resolves (if false then, it does nothing)."""

from __future__ import annotations

from collections.abc import Callable

from lark import Token, Tree

from mtgfaces.cards.characteristics import Characteristics, Zone
from mtgfaces.cards.layouts import default_characteristics
from mtgfaces.rules.abilities.compiler import coins, face_up, melding
from mtgfaces.rules.abilities.compiler.agenda import chosen_name, without_chosen_name
from mtgfaces.rules.abilities.compiler.digging import exiled_with, exiled_with_mana_values
from mtgfaces.rules.abilities.compiler.objects import controllers_of_targets
from mtgfaces.rules.abilities.compiler.phrases import PERMANENT_TYPES, Unreadable, number, read_filter
from mtgfaces.rules.actions.legal_targets import fits
from mtgfaces.rules.state.abilities import Resolution, TargetFilter
from mtgfaces.rules.state.base_values import base
from mtgfaces.rules.state.daynight import turn_start
from mtgfaces.rules.state.delayed import CAST_SPELL
from mtgfaces.rules.state.events import EventKind, is_token_change, left_as_creature
from mtgfaces.rules.state.filters import printed_number
from mtgfaces.rules.state.game import Game
from mtgfaces.rules.state.objects import GameObject
from mtgfaces.rules.state.status import ObjectId

Condition = Callable[[Resolution], bool]


def read_condition(tree: Tree[Token]) -> Condition:
    """The test of a ``condition`` subtree, for the ability's controller."""
    kind = str(tree.data)
    parts = [c for c in tree.children if isinstance(c, Tree)]
    if kind in ("coin_heads", "coin_tails"):  # 705.2: how the coin flipped before came up
        side = kind.removeprefix("coin_")
        return lambda res: res.noted.get(coins.COIN) == side
    if kind in ("won_flip", "lost_flip"):
        return coins.flipped(tree)
    if kind == "face_down_entered_or_turned_up":  # 708.3, 708.8
        return face_up.face_down_entered_or_turned_up
    if kind == "you_control":
        least = _at_least(parts[0])
        wanted = _permanents(parts[1])

        def you_control(res: Resolution) -> bool:
            """ "if you control N or more [permanents]"."""
            game = res.game
            mine = game.objects(Zone.BATTLEFIELD, res.controller)
            return (
                sum(1 for o in mine if fits(game, res.controller, o, game.characteristics(o), wanted))
                >= least
            )

        return you_control
    if kind == "graveyard_size":
        least = _at_least(parts[0])
        return lambda res: len(res.game.objects(Zone.GRAVEYARD, res.controller)) >= least
    if kind == "graveyard_typed":
        least = _at_least(parts[0])
        types = [" ".join(str(t) for t in p.children).title() for p in parts[1:] if p.data == "card_type"]

        def typed(res: Resolution) -> bool:
            """ "if there are N or more [type] cards in your graveyard"."""
            cards = res.game.objects(Zone.GRAVEYARD, res.controller)
            fitting = sum(1 for o in cards if any(res.game.characteristics(o).has_type(t) for t in types))
            return fitting >= least

        return typed
    if kind == "permanent_cards_in_graveyard":
        least = _at_least(parts[0])

        def permanent_cards(res: Resolution) -> bool:
            """ "if there are N or more permanent cards in your graveyard" (110.4a)."""
            cards = res.game.objects(Zone.GRAVEYARD, res.controller)
            return sum(1 for o in cards if _permanent_card(res.game, o)) >= least

        return permanent_cards
    if kind == "self_tapped":

        def tapped(res: Resolution) -> bool:
            """ "if ~ is tapped": the source, still that permanent (400.7)."""
            found = res.source_object(Zone.BATTLEFIELD)
            return found is not None and found.status.tapped

        return tapped
    if kind == "coven":
        least = _at_least(parts[0])

        def coven(res: Resolution) -> bool:
            """Coven: "if you control three or more creatures with different powers"."""
            game = res.game
            powers = {
                game.characteristics(o).power
                for o in game.objects(Zone.BATTLEFIELD, res.controller)
                if game.characteristics(o).has_type("Creature")
            }
            return len(powers) >= least

        return coven
    if kind == "permanent_types_in_graveyard":
        least = _at_least(parts[0])

        def permanent_types(res: Resolution) -> bool:
            """ "if there are N or more permanent types among cards in your
            graveyard" (110.4: artifact, battle, creature, enchantment, land,
            planeswalker; each counts once)."""
            game = res.game
            cards = game.objects(Zone.GRAVEYARD, res.controller)
            found = {t for o in cards for t in game.characteristics(o).types if t in PERMANENT_TYPES}
            return len(found) >= least

        return permanent_types
    if kind == "card_types_in_graveyard":
        least = _at_least(parts[0])

        def card_types(res: Resolution) -> bool:
            """ "if there are N or more card types among cards in your
            graveyard" (205.2a: each card type counts once)."""
            game = res.game
            found = {
                t for o in game.objects(Zone.GRAVEYARD, res.controller) for t in game.characteristics(o).types
            }
            return len(found) >= least

        return card_types
    if kind == "milled_this_way":
        kinds = [" ".join(str(t) for t in p.children).title() for p in parts if p.data == "card_type"]

        def milled(res: Resolution) -> bool:
            """ "if a [type] card was milled this way": among the cards the
            mill before it put into the graveyard (608.2c)."""
            game = res.game
            ids = [ObjectId(int(i)) for i in res.noted.get("milled", "").split(",") if i]
            found = [game.get(i) for i in ids if i in game]
            return any(game.characteristics(o).has_type(t) for o in found for t in kinds)

        return milled
    if kind == "exiled_this_way":
        exiled_kinds = [" ".join(str(t) for t in p.children).title() for p in parts if p.data == "card_type"]

        def exiled(res: Resolution) -> bool:
            """ "if a creature card was exiled this way": among the cards the
            exile before it put into exile, as they are there (608.2c, 400.7)."""
            game = res.game
            ids = [ObjectId(int(i)) for i in res.noted.get(EXILED_THIS_WAY, "").split(",") if i]
            return any(game.characteristics(i).has_type(t) for i in ids if i in game for t in exiled_kinds)

        return exiled
    if kind == "that_graveyard_empty":

        def that_graveyard_empty(res: Resolution) -> bool:
            """ "If no cards are in that graveyard": the graveyard of the owner
            of the card the exile before it took (404.2, 608.2c)."""
            game = res.game
            ids = [ObjectId(int(i)) for i in res.noted.get(EXILED_THIS_WAY, "").split(",") if i]
            owners = {game.get(i).owner for i in ids if i in game}
            return bool(owners) and all(not game.objects(Zone.GRAVEYARD, owner) for owner in owners)

        return that_graveyard_empty
    if kind == "life_at_most":
        most = int(str(next(c for c in tree.children if isinstance(c, Token))))
        return lambda res: res.game.player(res.controller).life <= most
    if kind == "each_life_at_most":  # Cryptolith Fragment: each player in the game (800.4a)
        most = int(str(next(c for c in tree.children if isinstance(c, Token))))
        return lambda res: all(res.game.player(p).life <= most for p in _in_game(res))
    if kind == "no_cards_in_hands":  # Howltooth Hollow
        return lambda res: not any(res.game.objects(Zone.HAND, p) for p in _in_game(res))
    if kind == "total_power_at_least":  # Mosswort Bridge
        least = int(str(next(c for c in tree.children if isinstance(c, Token) and c.type == "INT")))
        plural = next(c for c in tree.children if isinstance(c, Token) and c.type == "PLURAL")
        wanted = read_filter(Tree("filter_plural", [plural]))

        def total_power(res: Resolution) -> bool:
            """ "if creatures you control have total power 10 or greater"."""
            game = res.game
            mine = [
                o
                for o in game.objects(Zone.BATTLEFIELD, res.controller)
                if fits(game, res.controller, o, game.characteristics(o), wanted)
            ]
            return sum(max(0, int(printed_number(game.characteristics(o).power) or 0)) for o in mine) >= least

        return total_power
    if kind == "a_library_at_most":  # Shelldock Isle: "twenty or fewer cards in it"
        most = {"twenty": 20}[
            str(next(c for c in tree.children if isinstance(c, Token) and c.type == "BIG_NUMBER"))
        ]
        return lambda res: any(len(res.game.objects(Zone.LIBRARY, p)) <= most for p in _in_game(res))
    if kind == "opponent_dealt_damage":  # Spinerock Knoll
        least = int(str(next(c for c in tree.children if isinstance(c, Token) and c.type == "INT")))
        return lambda res: any(_damage_this_turn(res, p) >= least for p in res.game.opponents(res.controller))
    if kind == "attacked_with":  # Windbrisk Heights: 508.1, the creatures declared as attackers
        least = number(
            Tree("many", [c for c in tree.children if isinstance(c, Token) and c.type == "NUMBER_WORD"])
        )
        return lambda res: _attacked_with(res) >= least
    if kind == "cards_exiled_with_self":  # 607.2a: Evercoat Ursine
        return lambda res: bool(exiled_with(res))
    if kind == "exiled_with_mana_values":  # 607.2a: Azor's Gateway
        return exiled_with_mana_values(_at_least(parts[0]))
    if kind == "you_controlled_it":
        # 608.2h: the one target's controller now, or as it last existed on the battlefield
        return lambda res: res.controller in controllers_of_targets(res)
    if kind == "it_is_card_type":
        wanted_cards = [" ".join(str(t) for t in card_type.children).title() for card_type in parts]

        def is_card_type(res: Resolution) -> bool:
            """ "If it's a creature card": the card the clause before revealed
            (noted), as a card (a double-faced card's front face, 712.8a),
            whatever it is face down (708.2); if it is still that object (400.7)."""
            noted = res.noted.get("object", "")
            game = res.game
            if not noted.isdigit() or ObjectId(int(noted)) not in game:
                return False
            value = default_characteristics(game.get(ObjectId(int(noted))).card, Zone.LIBRARY).characteristics
            return any(value.has_type(w) for w in wanted_cards)

        return is_card_type
    if kind in ("it_is_type", "it_is_subtype"):
        if kind == "it_is_type":
            (card_type,) = parts
            wanted_type = " ".join(str(t) for t in card_type.children).title()
            kinds = [wanted_type]
        else:  # 205.3: "if it's an Elf", "if it's a Wolf or Werewolf"
            kinds = [str(t) for t in tree.children if isinstance(t, Token) and t.type == "TYPE"]
            wanted_type = kinds[0]

        def is_type(res: Resolution) -> bool:
            """ "if it's a creature": the permanent the trigger noted (603.4,
            608.2h), if it is still there."""
            noted = res.noted.get("object", "")
            game = res.game
            found = (
                game.get(ObjectId(int(noted))) if noted.isdigit() and ObjectId(int(noted)) in game else None
            )
            if found is None:
                return False
            value = game.characteristics(found)
            if kind == "it_is_type":
                return value.has_type(wanted_type)
            return any(k in value.subtypes for k in kinds)

        return is_type
    if kind == "defending_hand_at_most":
        most = number(
            Tree("many", [c for c in tree.children if isinstance(c, Token) and c.type == "NUMBER_WORD"])
        )

        def few_cards(res: Resolution) -> bool:
            """ "if defending player has N or fewer cards in hand" (508.5:
            the player the trigger noted)."""
            player = res.noted.get("player", "")
            return player in res.game.players and len(res.game.objects(Zone.HAND, player)) <= most

        return few_cards
    if kind == "life_above_start":
        more = int(str(next(c for c in tree.children if isinstance(c, Token))))
        # 103.4, 903.7: the starting life total, 20 (40 in a Commander game)
        return lambda res: res.game.player(res.controller).life >= (40 if res.game.commander else 20) + more
    if kind == "gained_life":
        tokens = [c for c in tree.children if isinstance(c, Token)]
        least = int(str(tokens[0])) if tokens else 1
        return lambda res: _life_gained_this_turn(res.game, res.controller) >= least
    if kind in ("counters_on_self", "counters_on_it"):
        least = _at_least(parts[0])
        counter = str(next(c for c in tree.children if isinstance(c, Token) and c.type == "COUNTER_KIND"))

        def counters_on_it(res: Resolution) -> bool:
            """122.1: "if there are N or more [kind] counters on ~"."""
            found = res.source_object(Zone.BATTLEFIELD)
            return found is not None and found.status.counter(counter) >= least

        return counters_on_it
    if kind == "you_control_one":
        one = read_filter(parts[0])

        def you_control_one(res: Resolution) -> bool:
            """ "if you control a [permanent]"."""
            game = res.game
            mine = game.objects(Zone.BATTLEFIELD, res.controller)
            return any(fits(game, res.controller, o, game.characteristics(o), one) for o in mine)

        return you_control_one
    if kind == "opponent_controls_more":
        counted = read_filter(Tree("filter_plural", [t for t in tree.children if isinstance(t, Token)]))

        def opponent_controls_more(res: Resolution) -> bool:
            """ "if an opponent controls more lands than you": any one of them."""
            game = res.game

            def controlled(player: str) -> int:
                found = game.objects(Zone.BATTLEFIELD, player)
                return sum(1 for o in found if fits(game, player, o, game.characteristics(o), counted))

            yours = controlled(res.controller)
            return any(controlled(p) > yours for p in game.opponents(res.controller))

        return opponent_controls_more
    if kind in ("you_cast_it", "it_was_cast"):
        return _was_cast(by_its_controller=kind == "you_cast_it")
    if kind == "this_spell_cast_from_exile":

        def cast_from_exile(res: Resolution) -> bool:
            """ "if this spell was cast from exile" (601.2a: the zone it was cast from)."""
            spell = res.source_object(Zone.STACK)
            return spell is not None and spell.status.cast_from == Zone.EXILE.value

        return cast_from_exile
    if kind == "cast_spell_targets":
        return _cast_spell_targets(parts[0])
    if kind == "this_spell_foretold":

        def this_spell_foretold(res: Resolution) -> bool:
            """702.143c: a spell that was a foretold card before it was cast
            (whatever cost it was cast for); casting notes the turn it was
            foretold on the spell (actions/casting.py)."""
            spell = res.source_object(Zone.STACK)
            return spell is not None and spell.status.foretold_turn is not None

        return this_spell_foretold
    if kind == "that_creature_toughness":
        written, more_less = (str(t) for t in tree.children if isinstance(t, Token))
        amount, at_least = int(written), more_less in ("greater", "more")

        def that_creature_toughness(res: Resolution) -> bool:
            """ "then if that creature has toughness 6 or greater": the target
            as it is now (608.2c, after what the sentence before did to it)."""
            game = res.game
            found = [t for t in res.legal_targets() if not isinstance(t, str)]
            if not found or found[0] not in game:
                return False
            toughness = printed_number(game.characteristics(game.get(found[0])).toughness)
            return toughness is not None and (toughness >= amount if at_least else toughness <= amount)

        return that_creature_toughness
    if kind == "that_creature_counters":
        least = _at_least(parts[0])
        pt_counter = str(next(t for t in tree.children if isinstance(t, Token) and t.type == "PT"))

        def that_creature_counters(res: Resolution) -> bool:
            """ "then if that creature has three or more +1/+1 counters on
            it": the target as it is now (122.1, 608.2c)."""
            game = res.game
            found = [t for t in res.legal_targets() if not isinstance(t, str)]
            return bool(found) and found[0] in game and game.get(found[0]).status.counter(pt_counter) >= least

        return that_creature_counters
    if kind == "self_or_another_entered":
        wanted = read_filter(parts[-1])

        def entered_this_turn(res: Resolution) -> bool:
            """ "if ~ or another artifact entered the battlefield under your
            control this turn" (603.6a): any that fit, itself included, from
            the turn's events, as they entered."""
            game = res.game
            for event in game.log[turn_start(game) :]:
                if event.kind is not EventKind.ENTERED_BATTLEFIELD or event.object is None:
                    continue
                if event.object == res.source:
                    return True
                if event.object in game and game.controller(game.get(event.object)) == res.controller:
                    entered = game.get(event.object)
                    if entered.zone is Zone.BATTLEFIELD and fits(
                        game, res.controller, entered, game.characteristics(entered), wanted
                    ):
                        return True
            return False

        return entered_this_turn
    if kind == "self_equipped":

        def equipped(res: Resolution) -> bool:
            """301.5: "if ~ is equipped": an Equipment is attached to it."""
            game, source = res.game, res.source_object(Zone.BATTLEFIELD)
            return source is not None and any(
                o.status.attached_to == source.id and "Equipment" in game.characteristics(o).subtypes
                for o in game.objects(Zone.BATTLEFIELD)
            )

        return equipped
    if kind == "that_creature_legendary":

        def that_creature_legendary(res: Resolution) -> bool:
            """ "if that creature is legendary" (205.4a): the target as it is now."""
            game = res.game
            found = [t for t in res.legal_targets() if not isinstance(t, str)]
            return (
                bool(found)
                and found[0] in game
                and "Legendary" in game.characteristics(game.get(found[0])).supertypes
            )

        return that_creature_legendary
    if kind == "you_control_defensive":
        least = _at_least(parts[0])
        if str(next(t for t in tree.children if isinstance(t, Token) and t.type == "PLURAL")) != "creatures":
            raise Unreadable("only creatures have power and toughness (208.1)")

        def you_control_defensive(res: Resolution) -> bool:
            """ "if you control three or more creatures that each have
            toughness greater than their power"."""
            game = res.game
            values = [game.characteristics(o) for o in game.objects(Zone.BATTLEFIELD, res.controller)]
            creatures = [v for v in values if v.has_type("Creature")]
            return (
                sum(
                    1
                    for v in creatures
                    if (printed_number(v.toughness) or 0) > (printed_number(v.power) or 0)
                )
                >= least
            )

        return you_control_defensive
    if kind == "hand_size":
        least = _at_least(parts[0])
        return lambda res: len(res.game.objects(Zone.HAND, res.controller)) >= least
    if kind == "creatures_died":
        if str(next(t for t in tree.children if isinstance(t, Token) and t.type == "PLURAL")) != "creatures":
            raise Unreadable("only creatures die (700.4)")
        least = _at_least(parts[0])
        return lambda res: len(creatures_died_this_turn(res.game)) >= least
    if kind == "opponents_creature_died":
        return lambda res: any(
            who in res.game.opponents(res.controller) for who in creatures_died_this_turn(res.game)
        )
    if kind == "you_discarded":
        return lambda res: _discarded_this_turn(res.game, res.controller)
    if kind == "discarded_type":  # 608.2c: "if a creature card is discarded this way"
        wanted_type = " ".join(str(t) for t in parts[0].children).title()
        return lambda res: wanted_type in res.noted.get(DISCARDED_TYPES, "").split(",")
    if kind == "self_didnt_attack":

        def didnt_attack(res: Resolution) -> bool:
            """508.1: whether ~, this same permanent (400.7), was declared as
            an attacker this turn."""
            game = res.game
            attacked = any(
                e.kind is EventKind.ATTACKS and e.object == res.source for e in game.log[turn_start(game) :]
            )
            return not attacked

        return didnt_attack
    if kind == "life_exactly":
        exactly = int(str(next(c for c in tree.children if isinstance(c, Token) and c.type == "INT")))
        return lambda res: res.game.player(res.controller).life == exactly
    if kind == "colorless_in_graveyard":
        colorless_type = " ".join(str(t) for t in parts[0].children).title()

        def colorless_card(res: Resolution) -> bool:
            """105.2c: a colorless [type] card in its controller's graveyard."""
            game = res.game
            cards = [game.characteristics(o) for o in game.objects(Zone.GRAVEYARD, res.controller)]
            return any(v.has_type(colorless_type) and not v.colors for v in cards)

        return colorless_card
    if kind == "that_player_no_hand":

        def empty_hand(res: Resolution) -> bool:
            """ "if that player has no cards in hand": the player the trigger
            noted, or the one targeted (608.2h)."""
            player = res.noted.get("player") or next(
                (t for t in res.legal_targets() if isinstance(t, str)), ""
            )
            return player in res.game.players and not res.game.objects(Zone.HAND, player)

        return empty_hand
    if kind == "your_turn":
        # 102.1, 500.1: the active player's turn is theirs
        return lambda res: res.game.turn.active == res.controller
    if kind == "pair_attacking":
        return melding.pair_attacking(tree)
    if kind == "own_both":
        partner = str(next(c for c in tree.children if isinstance(c, Token) and c.type == "MELD_NAME"))

        def own_both(res: Resolution) -> bool:
            """712.4a, 701.42b: one player owns and controls both of the pair."""
            game, you = res.game, res.controller
            source = res.source_object(Zone.BATTLEFIELD)
            mine = [o for o in game.objects(Zone.BATTLEFIELD, you) if o.owner == you]
            return source is not None and source.owner == you and any(o.card.name == partner for o in mine)

        return own_both
    raise Unreadable(kind)


def count_of(tree: Tree[Token]) -> Callable[[Game, GameObject], tuple[int, int]]:
    """604.3, 613.4a: "~'s power and toughness are each equal to the number
    of [permanents you control / cards in your hand / ... in your
    graveyard]", counted for its controller (its owner off the
    battlefield), in every zone."""
    kind = str(tree.data)
    if kind == "counted_permanents":
        wanted = read_filter(Tree("filter_plural", list(tree.children)))

        def permanents(game: Game, obj: GameObject) -> tuple[int, int]:
            who = game.controller(obj) if obj.zone is Zone.BATTLEFIELD else obj.owner
            found = game.objects(Zone.BATTLEFIELD)
            n = sum(1 for o in found if fits(game, who, o, _types_known(game, obj, o), wanted))
            return n, n

        return permanents
    if kind == "counted_hand":
        return lambda game, obj: (len(game.objects(Zone.HAND, obj.owner)),) * 2
    if kind == "counted_permanent_graveyard":  # 110.4a

        def permanent_cards(game: Game, obj: GameObject) -> tuple[int, int]:
            """Its controller's graveyard (its owner's off the battlefield)."""
            who = game.controller(obj) if obj.zone is Zone.BATTLEFIELD else obj.owner
            n = sum(1 for o in game.objects(Zone.GRAVEYARD, who) if _permanent_card(game, o))
            return n, n

        return permanent_cards
    (card_type,) = (c for c in tree.children if isinstance(c, Tree))
    wanted_type = " ".join(str(t) for t in card_type.children).title()

    def graveyard(game: Game, obj: GameObject) -> tuple[int, int]:
        cards = game.objects(Zone.GRAVEYARD, obj.owner)
        n = sum(1 for o in cards if game.characteristics(o).has_type(wanted_type))
        return n, n

    return graveyard


def _permanent_card(game: Game, obj: GameObject) -> bool:
    """110.4a: an artifact, battle, creature, enchantment, land or planeswalker card."""
    value = game.characteristics(obj)
    return any(value.has_type(t) for t in PERMANENT_TYPES)


def _types_known(game: Game, counting: GameObject, obj: GameObject) -> Characteristics:
    """What a characteristic-defining ability reads of a permanent it counts
    (its types, 613.1d, come before power and toughness, 613.4a): its
    characteristics, or for itself and any other permanent whose power is
    defined the same way, its printed ones (so that two of them don't wait
    on each other)."""
    if obj.id == counting.id or any("*" in (face.power or "") for face in obj.card.faces):
        value, _ = base(obj, rules_as_of=game.rules_as_of)
        return value
    return game.characteristics(obj)


def _in_game(res: Resolution) -> list[str]:
    return [p for p in res.game.players if not res.game.player(p).has_lost]


def _damage_this_turn(res: Resolution, player: str) -> int:
    """120.3: the damage dealt to the player this turn."""
    game = res.game
    return sum(
        int(e.note)
        for e in game.log[turn_start(game) :]
        if e.kind is EventKind.DAMAGE_DEALT
        and e.player == player
        and e.new_object is None
        and e.note.isdigit()
    )


def _attacked_with(res: Resolution) -> int:
    """506.2, 508.1: how many creatures its controller declared as attackers
    this turn (only the active player attacks)."""
    game = res.game
    if game.turn.active != res.controller:
        return 0
    return len({e.object for e in game.log[turn_start(game) :] if e.kind is EventKind.ATTACKS})


def _at_least(tree: Tree[Token]) -> int:
    (token,) = tree.children
    return number(Tree("many", [token])) if isinstance(token, Token) else 0


def _permanents(tree: Tree[Token]) -> TargetFilter:
    kind = str(tree.data)
    if kind == "creature_tokens":
        raise Unreadable("tokens: a filter of its own")
    if kind == "plural_subtype_either":  # 205.3: "Wolves and/or Werewolves": either subtype
        return read_filter(Tree("filter_plural_either", list(tree.children)))
    if kind == "plural_subtype":
        (word,) = tree.children
        plural = str(word)
        # 205.3: a creature type, written in the plural ("Birds", "Wolves").
        singular = (
            plural[:-3] + "f" if plural.endswith("ves") else plural[:-1] if plural.endswith("s") else plural
        )
        return TargetFilter(plural, subtypes=(singular,))
    return read_filter(Tree("filter_plural", list(tree.children)))


EXILED_THIS_WAY = "exiled this way"
"""The key, in a resolution's noted values, of the cards the last "exile"
clause exiled (608.2c: "if a creature card was exiled this way")."""

DISCARDED_TYPES = "discarded types"
"""The key, in a resolution's noted values, of the card types of the cards
the last discard clause discarded (608.2c: "if a creature card is discarded
this way")."""


def creatures_died_this_turn(game: Game, *, nontoken: bool = False) -> list[str]:
    """700.4, 603.10a: the controllers of the creatures put into a graveyard
    from the battlefield this turn, each as it last existed there (tokens
    too, unless ``nontoken``), as the turn's zone changes noted them."""
    died: list[str] = []
    for event in game.log[turn_start(game) :]:
        if event.kind is not EventKind.ZONE_CHANGE or event.to_zone != Zone.GRAVEYARD.value:
            continue
        controller = left_as_creature(event)
        if controller and not (nontoken and is_token_change(event)):
            died.append(controller)
    return died


def _was_cast(*, by_its_controller: bool) -> Callable[[Resolution], bool]:
    def was_cast(res: Resolution) -> bool:
        """603.4, 601.2i: "if you cast it", "if it was cast": the permanent
        (the source, even if it has left since, 400.7) was a spell that was
        cast (by its controller, for "you"), not a copy of one (707.10) nor
        a card put onto the battlefield: the log's zone change onto the
        battlefield names the spell, and a cast event that spell."""
        game, source = res.game, res.source
        spell: ObjectId | None = None
        for event in reversed(game.log):
            if spell is None:
                if (
                    event.kind is not EventKind.ZONE_CHANGE
                    or event.new_object != source
                    or event.object is None
                ):
                    continue
                if event.from_zone != Zone.STACK.value:
                    return False
                spell = event.object
            elif event.kind is EventKind.CAST and event.object == spell:
                return event.player == res.controller or not by_its_controller
        return False

    return was_cast


def _discarded_this_turn(game: Game, player: str) -> bool:
    """701.9a: whether the player discarded a card this turn."""
    return any(e.kind is EventKind.DISCARDED and e.player == player for e in game.log[turn_start(game) :])


def _life_gained_this_turn(game: Game, player: str) -> int:
    """119.9: the life the player gained this turn, from the log since the
    turn began (its untap step)."""
    gained = 0
    for event in reversed(game.log):
        if event.kind is EventKind.TURN_STEP and event.note == "untap":
            break
        if event.kind is EventKind.LIFE_CHANGED and event.player == player and event.note.startswith("+"):
            gained += int(event.note[1:])
    return gained


def spells_cast_not_from_hand(game: Game, player: str) -> int:
    """601.2a: how many spells the player cast this turn from anywhere other
    than their hand (the turn's cast events say where each was cast from)."""
    return sum(
        1
        for event in game.log[turn_start(game) :]
        if event.kind is EventKind.CAST and event.player == player and event.from_zone != Zone.HAND.value
    )


def _cast_spell_targets(wanted_tree: Tree[Token]) -> Condition:
    """603.4, 115.1: "if it targets a creature you control [with the chosen
    name]": one of the targets of the spell whose casting triggered it (as
    they are now) fits; the chosen name is its hidden agenda's (702.106d)."""
    rest, named = without_chosen_name(wanted_tree)
    wanted = read_filter(rest)

    def targets(res: Resolution) -> bool:
        game, noted = res.game, res.noted.get(CAST_SPELL, "")
        if not noted.isdigit() or ObjectId(int(noted)) not in game:
            return False
        name = chosen_name(game, res.source) if named else None
        if named and name is None:
            return False
        for target in game.get(ObjectId(int(noted))).status.targets:
            if isinstance(target, str) or target not in game:
                continue
            obj = game.get(target)
            value = game.characteristics(obj)
            if fits(game, res.controller, obj, value, wanted) and (name is None or value.has_name(name)):
                return True
        return False

    return targets
