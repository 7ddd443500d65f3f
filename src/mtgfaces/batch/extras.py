"""The optional extras the batch layer uses, and the error that says which
to install: Ray (``mtgfaces[ray]``) for the Ray backend, pyarrow
(``mtgfaces[parquet]``) for Parquet output. The core never imports either."""

from __future__ import annotations

import importlib.util

from mtgfaces.errors import MtgFacesError


class MissingExtra(MtgFacesError, RuntimeError):
    """An optional dependency is not installed; the message names the extra."""


def require(module: str, extra: str, needed_for: str) -> None:
    """Raise :class:`MissingExtra` unless ``module`` can be imported.

    >>> require("json", "none", "a test")
    >>> require("no_such_module", "parquet", "Parquet")
    Traceback (most recent call last):
    ...
    mtgfaces.batch.extras.MissingExtra: Parquet needs no_such_module: pip install 'mtgfaces[parquet]'
    """
    if importlib.util.find_spec(module) is None:
        raise MissingExtra(f"{needed_for} needs {module}: pip install 'mtgfaces[{extra}]'")
