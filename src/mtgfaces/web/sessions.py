"""Each browser session's sandbox, kept on the server.

A session is named by a random id (:func:`secrets.token_urlsafe`, 256 bits)
that travels only in an HttpOnly, SameSite=Strict cookie. The store holds at
most :data:`MAX_SESSIONS`; the one used longest ago goes first. A request
reaches only the sandbox its own cookie names: an unknown id gets a new,
empty sandbox, never another session's.
"""

from __future__ import annotations

import re
import secrets
import threading
from collections import OrderedDict
from collections.abc import Callable
from typing import Generic, TypeVar

COOKIE = "mtgfaces_session"
MAX_SESSIONS = 64
"""How many sessions the server keeps (each holds one game and its undo history)."""
_ID = re.compile(r"[A-Za-z0-9_-]{43}")

T = TypeVar("T")


class SessionStore(Generic[T]):
    """Sessions by id, at most ``limit``, least recently used dropped first."""

    def __init__(self, make: Callable[[], T], *, limit: int = MAX_SESSIONS) -> None:
        self._make = make
        self._limit = limit
        self._items: OrderedDict[str, T] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, session_id: str | None) -> tuple[str, T, bool]:
        """The session ``session_id`` names, or a new one: its id, its value,
        and whether it is new (so the cookie must be set)."""
        with self._lock:
            if session_id is not None and _ID.fullmatch(session_id) and session_id in self._items:
                self._items.move_to_end(session_id)
                return session_id, self._items[session_id], False
            fresh = secrets.token_urlsafe(32)
            value = self._make()
            self._items[fresh] = value
            while len(self._items) > self._limit:
                self._items.popitem(last=False)
            return fresh, value, True

    def __len__(self) -> int:
        return len(self._items)

    def __contains__(self, session_id: object) -> bool:
        return session_id in self._items
