"""``mtgfaces serve``: the command starts the sandbox on localhost and says
where; a port it can't listen on is a clear error (exit 2)."""

from __future__ import annotations

import json
import socket
import subprocess
import sys
import time
import urllib.request

from tests.web.live import free_port


def test_serve_listens_on_localhost_and_answers() -> None:
    port = free_port()
    server = subprocess.Popen(
        [sys.executable, "-m", "mtgfaces", "serve", "--port", str(port), "--json"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert server.stdout is not None
        said = json.loads(server.stdout.readline())
        assert said == {"url": f"http://127.0.0.1:{port}/", "host": "127.0.0.1", "port": port}
        body = ""
        for _ in range(100):
            try:
                with urllib.request.urlopen(f"{said['url']}card?name=Delver+of+Secrets", timeout=10) as page:
                    body = page.read().decode()
                break
            except OSError:
                time.sleep(0.1)  # printed just before uvicorn binds the port
        assert "Insectile Aberration" in body
    finally:
        server.terminate()
        server.wait(timeout=20)


def test_a_port_in_use_is_refused_with_a_message() -> None:
    with socket.create_server(("127.0.0.1", 0)) as taken:
        port = taken.getsockname()[1]
        done = subprocess.run(
            [sys.executable, "-m", "mtgfaces", "serve", "--port", str(port)],
            capture_output=True,
            text=True,
            timeout=60,
        )
    assert done.returncode == 2
    assert f"can't listen on 127.0.0.1:{port}" in done.stderr and "--port" in done.stderr
    assert "Traceback" not in done.stderr
