"""The files the pages load: a fixed list, read from the package once.

A request names an asset by a key of :data:`ASSETS`, never by a path: no
route reads a file a request names. The vendored files and their licences
are described in docs/web.md.
"""

from __future__ import annotations

from functools import cache
from importlib import resources
from typing import NamedTuple


class Asset(NamedTuple):
    body: bytes
    media_type: str


# URL path under /static/ -> (file in the package's static/ folder, media type).
ASSETS: dict[str, tuple[str, str]] = {
    "htmx/htmx.min.js": ("htmx/htmx.min.js", "text/javascript"),
    "htmx/LICENSE": ("htmx/LICENSE", "text/plain; charset=utf-8"),
    "mana-font/css/mana.min.css": ("mana-font/css/mana.min.css", "text/css"),
    "mana-font/fonts/mana.woff": ("mana-font/fonts/mana.woff", "font/woff"),
    "mana-font/fonts/mana.ttf": ("mana-font/fonts/mana.ttf", "font/ttf"),
    "mana-font/LICENSE": ("mana-font/LICENSE", "text/plain; charset=utf-8"),
    "app.css": ("app.css", "text/css"),
}


@cache
def asset(name: str) -> Asset | None:
    """The asset published as ``/static/NAME``, or ``None``."""
    entry = ASSETS.get(name)
    if entry is None:
        return None
    path, media_type = entry
    body = resources.files("mtgfaces.web").joinpath("static", *path.split("/")).read_bytes()
    return Asset(body, media_type)
