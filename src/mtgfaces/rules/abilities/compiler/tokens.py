"""Compiled effects that make tokens (111.2, 111.4, 111.10): a creature
token from its words, the predefined tokens, "investigate" (701.16a)."""

from __future__ import annotations

from lark import Token, Tree

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.colors import Color
from mtgfaces.cards.model import Card, Layout, make_face
from mtgfaces.rules.abilities.compiler.changing import keyword_names
from mtgfaces.rules.abilities.compiler.objects import Reading, noted_delayed_objects
from mtgfaces.rules.abilities.compiler.phrases import Unreadable, amount
from mtgfaces.rules.abilities.support import create_token
from mtgfaces.rules.actions import moves
from mtgfaces.rules.state.abilities import Effect, Resolution

_COLOR_WORDS = {"white": Color.WHITE, "blue": Color.BLUE, "black": Color.BLACK, "red": Color.RED}
_COLOR_WORDS["green"] = Color.GREEN

# CR 111.10: the predefined tokens, each with its text.
PREDEFINED = {
    "Treasure": ("Artifact — Treasure", "{T}, Sacrifice this token: Add one mana of any color."),
    "Food": ("Artifact — Food", "{2}, {T}, Sacrifice this token: You gain 3 life."),
    "Clue": ("Artifact — Clue", "{2}, Sacrifice this token: Draw a card."),
    "Blood": ("Artifact — Blood", "{1}, {T}, Discard a card, Sacrifice this token: Draw a card."),
}


def token_card(tree: Tree[Token]) -> Card:
    if tree.data == "predefined_token":
        name = str(tree.children[0])
        if name not in PREDEFINED:
            raise Unreadable(f"the {name} token")
        type_line, text = PREDEFINED[name]
        face = make_face(f"{name} Token", type_line=type_line, oracle_text=text)
        return Card(name=f"{name} Token", layout=Layout.TOKEN, faces=(face,))
    tokens = [c for c in tree.children if isinstance(c, Token) and c.type != "TAPPED"]
    pt, colors = str(tokens[0]), str(tokens[1])
    subtypes = [str(t) for t in tokens[2:] if t.type == "TYPE"]
    noun = next(c for c in tree.children if isinstance(c, Tree) and c.data == "noun_token")
    # 111.4, 205.2a: "artifact creature", "enchantment creature" tokens
    extra = next(
        (str(t).title() + " " for t in noun.children if isinstance(t, Token) and t.type != "TOKEN_WORD"), ""
    )
    keywords = next((c for c in tree.children if isinstance(c, Tree) and c.data == "keywords"), None)
    # 111.4, 113.1a: an ability in quotation marks is a line of the token's text
    # (the line's period after the quotation mark, as the grammar reads it, is its own)
    quoted = [
        str(t)[1:-1].rstrip(".") + "." for t in tree.children if isinstance(t, Token) and t.type == "QUOTED"
    ]
    power, toughness = pt.split("/")
    colored = tuple(c for w, c in _COLOR_WORDS.items() if w in colors.split() or f"{w}," in colors.split())
    name = " ".join(subtypes)
    face = make_face(
        f"{name} Token",  # 111.4: its subtypes and the word "Token"
        type_line=f"{extra}Creature — {name}",
        color_indicator=colored,
        oracle_text="\n".join([_keyword_line(keyword_names(keywords))] if keywords is not None else quoted),
        power=power,
        toughness=toughness,
    )
    return Card(name=f"{name} Token", layout=Layout.TOKEN, faces=(face,))


def _keyword_line(names: tuple[str, ...]) -> str:
    """702.1, 113.2c: the token's keywords as one line, as a card prints it
    ("Flying, firebending 4"), which its abilities read as one per keyword."""
    return ", ".join([names[0], *(n.lower() for n in names[1:])])


def _with_x(card: Card, x: int) -> Card:
    """An X/X token's card with X's value as it resolves (608.2h, 107.3a)."""
    face = card.faces[0]._replace(power=str(x), toughness=str(x))
    return card._replace(faces=(face,))


def create(reading: Reading, parts: list[Tree[Token]], _: Tree[Token]) -> Effect:
    players = reading.players(parts[0]) if len(parts) == 3 else None  # "its controller creates"
    if parts[-2].data == "that_many" and not (reading.amount_noted or reading.damage_noted):
        raise Unreadable("'that many' with no amount noted")
    count = amount(parts[-2])
    token = token_card(parts[-1])
    reading.last_token = token  # "create X of those tokens" (a later sentence)
    attacking = any(isinstance(c, Token) and c.type == "TAPPED_AND_ATTACKING" for c in parts[-1].children)
    tapped = any(isinstance(c, Token) and c.type == "TAPPED" for c in parts[-1].children)
    if attacking and not reading.has_self:
        raise Unreadable("tokens attacking, from a spell")
    one = parts[-2].data in ("count", "one") and not parts[-2].children and players is None  # "a", "an"
    x_sized = token.faces[0].power == "X"  # "an X/X ... token": X as it resolves
    x = amount(Tree("x", []))
    if one:
        reading.event_object = "entered"  # "create a ... token. Put ... on it": "it" is the token (608.2h)

    def create(res: Resolution) -> None:
        """111.2: tokens under the ability's controller (or each player
        named); 508.4: "tapped and attacking" the player or planeswalker its
        source attacks (the first opponent if it attacks none)."""
        game = res.game
        for player, _ in (
            (p, n) for p in (players(res) if players else [res.controller]) for n in range(count(res))
        ):
            made = create_token(game, _with_x(token, x(res)) if x_sized else token, player)
            if tapped:  # "create a tapped 1/1 ... token" (111.2)
                made = game.get(made.id)
                game.replace(made._replace(status=made.status._replace(tapped=True)))
            if attacking:
                source = res.source_object(Zone.BATTLEFIELD)
                target = source.status.attacking if source is not None else None
                target = target if target is not None else next(iter(game.opponents(res.controller)), None)
                made = game.get(made.id)
                game.replace(made._replace(status=made.status._replace(tapped=True, attacking=target)))
            if one:
                res.noted["object"] = str(int(made.id))

    return create


def investigate(reading: Reading, _: list[Tree[Token]], __: Tree[Token]) -> Effect:
    del reading
    clue = token_card(Tree("predefined_token", [Token("TYPE", "Clue")]))

    def investigate(res: Resolution) -> None:
        """701.16a: create a Clue token."""
        create_token(res.game, clue, res.controller)

    return investigate


def create_for_each_counter(reading: Reading, parts: list[Tree[Token]], clause: Tree[Token]) -> Effect:
    """ "When ~ dies, create a 1/1 green Snake creature token for each +1/+1
    counter on it" (603.10a, 608.2h): as many times as it had such counters
    as it last existed on the battlefield, noted as it died."""
    if not reading.dies_itself:
        raise Unreadable("'counters on it' of something other than the permanent that died")
    kind = next(str(t) for t in clause.children if isinstance(t, Token) and t.type == "PT")
    once = create(reading, parts, clause)

    def create_each(res: Resolution) -> None:
        counters = dict(word.split("=") for word in res.noted.get("counters", "").split(";") if word)
        for _ in range(int(counters.get(kind, 0))):
            once(res)

    return create_each


def create_two(reading: Reading, parts: list[Tree[Token]], clause: Tree[Token]) -> Effect:
    """111.2: "create a [token] and a [token]": both, in the order written."""
    first, second = create(reading, parts[:2], clause), create(reading, parts[2:], clause)
    reading.event_object = ""  # "it" can't say which of them

    def create_both(res: Resolution) -> None:
        first(res)
        second(res)

    return create_both


def create_those(reading: Reading, parts: list[Tree[Token]], _: Tree[Token]) -> Effect:
    """111.2: "create X of those tokens": the token the sentence before
    described, as many as the count says (X as chosen as it was cast, 107.3a)."""
    token = reading.last_token
    if token is None:
        raise Unreadable("'those tokens' with no token described before")
    count = amount(parts[0])

    def create_them(res: Resolution) -> None:
        for _ in range(count(res)):
            create_token(res.game, token, res.controller)

    return create_them


def sacrifice_that_token(reading: Reading, _: list[Tree[Token]], __: Tree[Token]) -> Effect:
    """ "Sacrifice that token at the beginning of the next end step": the
    token a delayed triggered ability refers to (603.7c), if it is still
    that permanent and its controller still controls it (701.21a)."""
    if not reading.delayed_objects:
        raise Unreadable("'sacrifice that token' with no token noted for a delayed ability")
    tokens = noted_delayed_objects

    def sacrifice(res: Resolution) -> None:
        for token in tokens(res):
            found = moves.find(res.game, token, Zone.BATTLEFIELD)
            if found is not None and res.game.controller(found) == res.controller:
                moves.sacrifice_permanent(res.game, found)

    return sacrifice
