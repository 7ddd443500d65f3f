"""Running the sandbox: ``mtgfaces serve`` starts uvicorn on the app."""

from __future__ import annotations

import json
import socket
import sys

from mtgfaces.errors import MalformedInput

MAX_REQUEST_LINE = 64 * 1024
"""The longest request head uvicorn reads (a shared link is at most 16,000 characters)."""


def serve(*, host: str = "127.0.0.1", port: int = 8000, as_json: bool = False) -> int:
    """Serve the sandbox until interrupted; the exit status. ``as_json``:
    its address as one JSON line on standard output (for a program that
    starts it), else a sentence on standard error."""
    if not 0 < port < 65536:
        raise MalformedInput(f"--port {port}: a port is a number from 1 to 65535")
    try:
        with socket.create_server((host, port)):
            pass  # free now: uvicorn binds it next
    except OSError as error:
        raise MalformedInput(
            f"can't listen on {host}:{port} ({error.strerror}); choose another port with --port "
            "or an address of this machine with --host"
        ) from None
    try:
        import uvicorn

        from mtgfaces.web.app import create_app
    except ImportError as missing:
        raise MalformedInput(
            f"the web sandbox needs {missing.name or 'its packages'}: install mtgfaces with its web extra, "
            "pip install 'mtgfaces[web]'"
        ) from None

    url = f"http://{host}:{port}/"
    if as_json:
        sys.stdout.write(json.dumps({"url": url, "host": host, "port": port}) + "\n")
        sys.stdout.flush()
    else:
        sys.stderr.write(f"mtgfaces: the sandbox is at {url} (Ctrl-C stops it)\n")
    uvicorn.run(
        create_app(),
        host=host,
        port=port,
        log_level="warning",
        h11_max_incomplete_event_size=MAX_REQUEST_LINE,
        server_header=False,
    )
    return 0
