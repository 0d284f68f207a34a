"""Events as records: the readable, JSON-ready form the trace, the kept rounds and the logs
write (docs/trace-format.md), card names like `red:7` and places like `hand:2`."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.engine import events as EV
from game.engine.events import Event
from game.engine.moves import moves, place_name

if TYPE_CHECKING:
    from game.engine.rules import Rules


def event_to_dict(rules: Rules, event: Event) -> dict[str, Any]:
    """A readable, JSON-ready form for traces and logs (card names like `red:7`); where the
    cards went (`source`, `to`) is what `game.engine.moves` says."""
    kind, seat, a, b = event
    card = rules.card_to_text
    out: dict[str, Any] = {"event": EV.NAMES[kind]}
    if seat is not None and seat >= 0:
        out["seat"] = seat
    if kind in (EV.DEAL, EV.DRAW):
        out["card"] = card(a) if a >= 0 else "hidden"
    elif kind == EV.START_CARD:
        out.update(card=card(a), slid_under=b)
    elif kind == EV.START_ACTS:
        out.update(card=card(a), how=b)
    elif kind in EV.CARD_LAID:
        out["card"] = card(a)
    elif kind == EV.RESHUFFLE:
        out["cards"] = a
    for source, to, _cards in moves(event):
        out.update(source=place_name(source), to=place_name(to))
    if kind == EV.SHUFFLE:
        out.update(pile=[card(t) for t in a] if isinstance(a, tuple) else a, why=b)
    elif kind == EV.DRAW:
        out["why"] = b
    elif kind == EV.TURN:
        out["turn"] = a
        if b == "opening":
            out["opening"] = True
    elif kind == EV.PLAY:
        out["how"] = b
    elif kind == EV.PASS:
        out["nothing_to_draw"] = a
    elif kind == EV.NOTHING_TO_DRAW:
        out.update(cards=a, why=b)
    elif kind == EV.WENT_OUT:
        out["place"] = a
    elif kind == EV.COLOUR:
        out["colour"] = rules.colour_name(a)
    elif kind == EV.OPTION:
        out["option"] = a
    elif kind == EV.DIRECTION:
        out["direction"] = "clockwise" if a > 0 else "counterclockwise"
    elif kind == EV.ATTACK:
        out.update(effect=a, amount=b)
    elif kind == EV.CALL:
        out["call"] = a
    elif kind == EV.MISSED_CALL:
        out.update(call=a, outcome=b)
    elif kind == EV.CAUGHT:
        out["caught"] = a
    elif kind == EV.PENALTY:
        out.update(cards=a, reason=b)
    elif kind == EV.REVEAL:
        out["cards"] = [card(t) for t in a]
        if b:
            out["why"] = b
    elif kind == EV.FALSE_CALL:
        out.update(call=a, cards=b)
    elif kind == EV.OTHERS_DRAW:
        out.update(drawers=list(a), cards=b)
    elif kind == EV.TRADE:
        out["cards"] = [card(t) for t in b] if isinstance(b, tuple) else b
    elif kind == EV.TRADE_CHOSEN:
        out.update(mode=a, other=b)
    elif kind == EV.ROUND_END:
        out.update(
            winner=seat,
            scores=list(a),
            blocked=b["blocked"],
            hands=[[card(t) for t in hand] for hand in b["hands"]],
        )
        if "ended" in b:  # what ended a blocked round, when not that nobody could move
            out["ended"] = b["ended"]
    elif kind == EV.FORCED_PASS_ON:
        out["next"] = a
    elif kind == EV.STAGE:
        out.update(effect=a, after=b)
    elif kind == EV.GAVE:
        out["card"] = card(a) if a >= 0 else "hidden"
    elif kind == EV.CARD_PASSED:
        out["card"] = card(b) if b >= 0 else "hidden"
    elif kind == EV.CHALLENGED:
        out.update(bluffer=a, bluff=b)
    elif kind == EV.SHOWN:
        out.update(cards=[card(t) for t in a] if isinstance(a, tuple) else "hidden", to=b)
    elif kind == EV.ATTACK_CANCELLED:
        out.update(attack=a, amount=b)
    elif kind in (EV.ATTACK_RETURNED, EV.ATTACK_PASSED_ON):
        out.update(victim=a, amount=b)
    elif kind == EV.WAITS:
        out["turns"] = a
    return out
