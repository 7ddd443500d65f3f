"""The web sandbox's routes (``mtgfaces serve``): server-rendered pages
with a little htmx, on the card database in use, one game per browser
session (:mod:`mtgfaces.web.sessions`).

No route reads a file a request names (static files are a fixed list,
:mod:`mtgfaces.web.assets`); a request body is refused past
:data:`MAX_BODY` bytes, an uploaded scenario past the scenario loader's own
limit; bad input gets a page saying what was wrong and what would be valid,
never a traceback.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any, TypeVar

from jinja2 import Environment, PackageLoader, select_autoescape
from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.datastructures import FormData, UploadFile
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import HTMLResponse, RedirectResponse, Response
from starlette.routing import Route
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from mtgfaces.cards.db import CardDB
from mtgfaces.errors import IllegalAction, MalformedInput, MtgFacesError
from mtgfaces.scenario.spec import CAST_AS, COSTS, DAY_NIGHT, FACE_DOWN_KINDS, STEPS
from mtgfaces.scenario.yamlnode import MAX_BYTES
from mtgfaces.web import judge, render, setup
from mtgfaces.web.assets import asset
from mtgfaces.web.export import decode_link, encode_link
from mtgfaces.web.lookup import card_page, suggestions
from mtgfaces.web.sandbox import Notice, Sandbox
from mtgfaces.web.sessions import COOKIE, SessionStore
from mtgfaces.web.stepper import MAX_SHOWN_OBJECTS, run_scenario

MAX_BODY = MAX_BYTES + 64 * 1024
"""The largest request body read: an uploaded scenario (the loader's 1 MiB) and the form around it."""
_SECURITY_HEADERS = {
    "content-security-policy": "default-src 'self'; script-src 'self'; style-src 'self'; font-src 'self'; "
    "img-src 'self'; connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
    "x-content-type-options": "nosniff",
    "referrer-policy": "same-origin",
    "x-frame-options": "DENY",
    "cache-control": "no-store",
}

Handler = Callable[[Request, Sandbox], Awaitable[Response]]
_T = TypeVar("_T")


class _BodyLimit:
    """Refuse a request whose body is larger than ``limit`` bytes, before a
    route reads it (declared or not: a chunked body is counted as it comes)."""

    def __init__(self, app: ASGIApp, limit: int) -> None:
        self.app, self.limit = app, limit

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        declared = dict(scope.get("headers", [])).get(b"content-length")
        if declared is not None and (not declared.isdigit() or int(declared) > self.limit):
            await _too_large(send, self.limit)
            return
        seen = 0

        async def counted() -> Message:
            nonlocal seen
            message = await receive()
            seen += len(message.get("body", b""))
            if seen > self.limit:
                raise HTTPException(413, f"the request is larger than {self.limit:,} bytes")
            return message

        await self.app(scope, counted, send)


async def _too_large(send: Send, limit: int) -> None:
    body = f"The request is larger than {limit:,} bytes; a scenario file is at most 1 MiB.".encode()
    await send(
        {
            "type": "http.response.start",
            "status": 413,
            "headers": [
                (b"content-type", b"text/plain; charset=utf-8"),
                (b"content-length", str(len(body)).encode()),
            ],
        }
    )
    await send({"type": "http.response.body", "body": body})


def create_app(*, db: CardDB | None = None, max_sessions: int | None = None) -> Starlette:
    """The sandbox as an ASGI application (``db``: the card database, by
    default the one in use)."""
    templates = Environment(
        loader=PackageLoader("mtgfaces.web", "templates"),
        autoescape=select_autoescape(default=True, default_for_string=True),
        trim_blocks=True,
        lstrip_blocks=True,
    )
    cards = db or CardDB.default()
    store: SessionStore[Sandbox] = (
        SessionStore(Sandbox) if max_sessions is None else SessionStore(Sandbox, limit=max_sessions)
    )

    def page(template: str, status: int = 200, **context: Any) -> HTMLResponse:
        html = templates.get_template(template).render(**context)
        return HTMLResponse(html, status_code=status, headers=_SECURITY_HEADERS)

    def session(handler: Handler) -> Callable[[Request], Awaitable[Response]]:
        async def endpoint(request: Request) -> Response:
            if request.method == "POST" and not _same_origin(request):
                return page(
                    "message.html",
                    403,
                    title="Refused",
                    message="A form may only be sent from this site's own pages.",
                )
            sid, sandbox, new = store.get(request.cookies.get(COOKIE))
            response = await handler(request, sandbox)
            if new:
                response.set_cookie(COOKIE, sid, httponly=True, samesite="strict", path="/")
            return response

        return endpoint

    def back(request: Request, form: FormData | None = None) -> RedirectResponse:
        target = str(form.get("back", "")) if form is not None else ""
        allowed = target in {"/play", "/judge"} or target.startswith("/seat/")
        return RedirectResponse(target if allowed and len(target) < 80 else "/play", status_code=303)

    async def form_of(request: Request) -> FormData:
        return await request.form(max_files=1, max_fields=40, max_part_size=MAX_BYTES)

    def texts(form: FormData) -> dict[str, str]:
        return {k: v for k, v in form.items() if isinstance(v, str)}

    # -- pages -------------------------------------------------------------------------------
    async def home(request: Request, sandbox: Sandbox) -> Response:
        return page("home.html", has_game=sandbox.game is not None)

    async def card(request: Request, sandbox: Sandbox) -> Response:
        name = request.query_params.get("name", "")[: setup.MAX_NAME + 1]
        if not name.strip():
            return page("card.html", name="", found=None, error=None, close=[])
        found = await run_in_threadpool(card_page, cards, name)
        return page(
            "card.html",
            name=name,
            found=found.page,
            error=found.error,
            close=found.suggestions,
            status=200 if found.page else 404,
        )

    async def suggest(request: Request, sandbox: Sandbox) -> Response:
        name = request.query_params.get("name", "")
        found = await run_in_threadpool(suggestions, cards, name)
        target = request.query_params.get("for", "lookup")
        return page("suggest.html", names=found, target=target if target in ("lookup", "setup") else "lookup")

    async def setup_page(request: Request, sandbox: Sandbox, status: int = 200) -> Response:
        def read() -> tuple[setup.Document, str, list[tuple[str, str, setup.Document]], Notice | None]:
            notice, sandbox.notice = sandbox.notice, None
            document = sandbox.document
            return document, setup.document_yaml(document), setup.entries(document), notice

        document, yaml_text, listed, notice = await locked(sandbox, read)
        return page(
            "setup.html",
            status,
            document=document,
            entries=listed,
            melded=setup.melded(document),
            pools=[(player, render.pool_pieces(units)) for player, units in setup.pools(document)],
            yaml_text=yaml_text,
            zones=setup.ZONES,
            face_down_kinds=FACE_DOWN_KINDS,
            cast_as=CAST_AS,
            steps=STEPS,
            day_night=DAY_NIGHT,
            costs=COSTS,
            notice=notice,
            has_game=sandbox.game is not None,
        )

    async def setup_post(request: Request, sandbox: Sandbox) -> Response:
        form = await form_of(request)
        what = request.path_params["what"]
        values = texts(form)

        def work() -> None:
            if what == "entry":
                setup.add_entry(sandbox.document, values, cards)
            elif what == "remove":
                setup.remove_entry(sandbox.document, values.get("alias", ""))
            elif what == "turn":
                setup.set_turn(sandbox.document, values)
                setup.build(sandbox.document, cards)
            elif what == "meld":
                setup.meld(sandbox.document, values, cards)
            elif what == "pool":
                setup.set_pool(sandbox.document, values, cards)
            elif what == "decks":
                players = sandbox.document["players"]
                decks = {p: values.get(f"deck_{i}", "") for i, p in enumerate(players)}
                sandbox.document = setup.decks_document(decks, db=cards)
            elif what == "new":
                sandbox.document = setup.new_document()
            elif what == "start":
                sandbox.start(sandbox.document, cards)
            else:
                raise HTTPException(404, f"no set-up action {what[:40]!r}")

        try:
            await locked(sandbox, work)
        except MalformedInput as error:
            sandbox.notice = Notice("refused", "setup", str(error))
            return await setup_page(request, sandbox, status=400)
        return RedirectResponse("/play" if what == "start" else "/setup", status_code=303)

    async def play(request: Request, sandbox: Sandbox) -> Response:
        if sandbox.game is None:
            return RedirectResponse("/setup", status_code=303)

        def read() -> tuple[list[render.Panel], dict[str, Any], Notice | None]:
            notice, sandbox.notice = sandbox.notice, None
            game = sandbox.require()
            return [render.panel(seat, game) for seat in sandbox.seats.values()], _table(sandbox), notice

        panels, context, notice = await locked(sandbox, read)
        return page("play.html", panels=panels, notice=notice, back="/play", **context)

    async def seat_page(request: Request, sandbox: Sandbox) -> Response:
        player = request.path_params["player"]
        if sandbox.game is None:
            return RedirectResponse("/setup", status_code=303)

        def read() -> tuple[render.Panel, dict[str, Any], Notice | None]:
            shown = render.panel(sandbox.seat(player), sandbox.require())
            return shown, _table(sandbox), _take_notice(sandbox, player)

        shown, context, notice = await locked(sandbox, read)
        return page("seat.html", panel=shown, notice=notice, back=f"/seat/{player}", **context)

    async def act(request: Request, sandbox: Sandbox) -> Response:
        player = request.path_params["player"]
        form = await form_of(request)
        values = texts(form)

        def work() -> list[dict[str, Any]]:
            if request.path_params["how"] == "answer":
                picks = [
                    int(v)
                    for k, v in form.multi_items()
                    if k == "pick" and isinstance(v, str) and v.isdigit()
                ]
                return sandbox.answer(player, picks, values.get("words", ""))
            return sandbox.act(player, values.get("action", ""))

        try:
            added = await locked(sandbox, work)
        except IllegalAction as refused:
            sandbox.notice = Notice("refused", player, refused.reason, refused.code, refused.rule)
        except MalformedInput as error:
            sandbox.notice = Notice("refused", player, error.reason)
        else:
            lines = tuple(
                line.text + (f" [CR {line.rule}]" if line.rule else "") for line in render.log_lines(added)
            )
            sandbox.notice = Notice("done", player, values.get("action", "answered")[:200], events=lines)
        return back(request, form)

    async def judge_page(request: Request, sandbox: Sandbox) -> Response:
        if sandbox.game is None:
            return RedirectResponse("/setup", status_code=303)

        def read() -> tuple[Any, ...]:
            game = sandbox.require()
            log = render.event_lines(game.log)[::-1][:200]
            moves = [(m.who, m.text) for m in sandbox.moves]
            pools = [
                (p, render.pool_pieces([str(u) for u in game.player(p).mana_pool])) for p in game.players
            ]
            return render.truth(game), log, moves, pools, _table(sandbox), _take_notice(sandbox, "judge")

        objects, log, moves, pools, context, notice = await locked(sandbox, read)
        return page(
            "judge.html",
            objects=objects,
            pools=pools,
            log=log,
            moves=moves,
            instructions=judge.INSTRUCTIONS,
            zones=judge.MOVE_ZONES,
            steps=STEPS,
            notice=notice,
            back="/judge",
            **context,
        )

    async def judge_post(request: Request, sandbox: Sandbox) -> Response:
        form = await form_of(request)
        values = texts(form)

        def work() -> list[str]:
            return render.event_lines(sandbox.judge(values))

        try:
            lines = await locked(sandbox, work)
        except IllegalAction as refused:
            sandbox.notice = Notice("refused", "judge", refused.reason, refused.code, refused.rule)
        except MalformedInput as error:
            sandbox.notice = Notice("refused", "judge", error.reason)
        else:
            sandbox.notice = Notice("done", "judge", values.get("instruction", ""), events=tuple(lines))
        return back(request, form)

    async def history(request: Request, sandbox: Sandbox) -> Response:
        form = await form_of(request)
        try:
            await locked(sandbox, sandbox.undo if request.path_params["how"] == "undo" else sandbox.redo)
        except MalformedInput as error:
            sandbox.notice = Notice("refused", "judge", error.reason)
        return back(request, form)

    async def export(request: Request, sandbox: Sandbox) -> Response:
        text = await locked(sandbox, lambda: sandbox.export(cards))
        return Response(
            text,
            media_type="application/yaml; charset=utf-8",
            headers={
                **_SECURITY_HEADERS,
                "content-disposition": 'attachment; filename="sandbox-scenario.yaml"',
            },
        )

    async def share(request: Request, sandbox: Sandbox) -> Response:
        packed = encode_link(await locked(sandbox, sandbox.link_data))
        link = f"{request.url.scheme}://{request.url.netloc}/open?game={packed}"
        return page("share.html", link=link, size=len(packed))

    async def open_link(request: Request, sandbox: Sandbox) -> Response:
        data = decode_link(request.query_params.get("game", ""))

        def work() -> None:
            sandbox.open_link(data, cards)

        await locked(sandbox, work)
        return RedirectResponse("/play", status_code=303)

    async def scenario_page(request: Request, sandbox: Sandbox) -> Response:
        return page("scenario.html", result=None, max_bytes=MAX_BYTES)

    async def scenario_post(request: Request, sandbox: Sandbox) -> Response:
        form = await form_of(request)
        upload = form.get("file")
        if isinstance(upload, UploadFile):
            data = await upload.read(MAX_BYTES + 1)
            name = Path(upload.filename or "scenario.yaml").name[:80]
        else:
            data, name = str(form.get("text", "")).encode("utf-8"), "pasted.yaml"
        if not data.strip():
            raise MalformedInput("no scenario given: choose a .yaml file or paste its text", where="scenario")
        result = await run_in_threadpool(run_scenario, data, name, cards)
        if form.get("load") == "on" and result.document is not None:
            document = result.document
            await locked(sandbox, lambda: sandbox.start(document, cards))
        return page(
            "scenario.html",
            result=result,
            max_bytes=MAX_BYTES,
            max_shown=MAX_SHOWN_OBJECTS,
            loaded=form.get("load") == "on",
        )

    async def static(request: Request) -> Response:
        found = asset(request.path_params["name"])
        if found is None:
            raise HTTPException(404, "no such file")
        return Response(
            found.body,
            media_type=found.media_type,
            headers={"cache-control": "max-age=3600", "x-content-type-options": "nosniff"},
        )

    # -- errors ------------------------------------------------------------------------------
    async def refused(request: Request, exc: Exception) -> Response:
        if isinstance(exc, HTTPException):
            return page(
                "message.html",
                exc.status_code,
                title="Not here" if exc.status_code == 404 else "Refused",
                message=str(exc.detail),
            )
        reason = exc.reason if isinstance(exc, (MalformedInput, IllegalAction)) else str(exc)
        return page("message.html", 400, title="That input can't be used", message=reason)

    async def crashed(request: Request, exc: Exception) -> Response:
        return page(
            "message.html",
            500,
            title="Something went wrong",
            message="The server could not answer this request. Nothing was changed; go back and try again.",
        )

    routes = [
        Route("/", session(home)),
        Route("/card", session(card)),
        Route("/card/suggest", session(suggest)),
        Route("/setup", session(setup_page)),
        Route("/setup/{what}", session(setup_post), methods=["POST"]),
        Route("/play", session(play)),
        Route("/seat/{player}", session(seat_page)),
        Route("/seat/{player}/{how:str}", session(act), methods=["POST"]),
        Route("/judge", session(judge_page)),
        Route("/judge", session(judge_post), methods=["POST"]),
        Route("/history/{how}", session(history), methods=["POST"]),
        Route("/export", session(export)),
        Route("/share", session(share)),
        Route("/open", session(open_link)),
        Route("/scenario", session(scenario_page)),
        Route("/scenario", session(scenario_post), methods=["POST"]),
        Route("/static/{name:path}", static),
        Route("/favicon.ico", lambda request: Response(status_code=204)),
    ]
    app = Starlette(
        routes=routes,
        exception_handlers={HTTPException: refused, MtgFacesError: refused, Exception: crashed},
    )
    app.add_middleware(_BodyLimit, limit=MAX_BODY)
    return app


async def locked(sandbox: Sandbox, work: Callable[[], _T]) -> _T:
    """Run ``work`` in a worker thread holding the session's lock: one
    request at a time changes or reads a session's game, and the server's
    event loop never waits for a game."""

    def held() -> _T:
        with sandbox.lock:
            return work()

    return await run_in_threadpool(held)


def _take_notice(sandbox: Sandbox, panel: str) -> Notice | None:
    """The notice for that page, shown once."""
    notice = sandbox.notice
    if notice is None or notice.panel != panel:
        return None
    sandbox.notice = None
    return notice


def _same_origin(request: Request) -> bool:
    """A form post comes from this site's pages (the Origin header, when a
    browser sends one, names this host)."""
    origin = request.headers.get("origin")
    if origin is None or origin == "null":
        return origin is None
    return origin.split("://", 1)[-1] == request.headers.get("host", "")


def _table(sandbox: Sandbox) -> dict[str, Any]:
    game = sandbox.require()
    return {
        "players": list(game.players),
        "turn": game.turn,
        "can_undo": sandbox.can_undo,
        "can_redo": sandbox.can_redo,
        "move_count": len(sandbox.moves),
        "to_act": game.to_act,
    }
