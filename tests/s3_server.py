"""An S3-compatible server on loopback for the object-store tests: moto's server in a thread,
with a bucket made and credentials that only it accepts. Every request it serves is logged
(:class:`Requests`: what, from which client port, how many bytes each way), and writes under a
prefix can be held until a test lets them through, so that a test can act while a task is in
the middle of writing."""

from __future__ import annotations

import threading
import urllib.request
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from typing import Any

import attrs

BUCKET = "bucket"
REGION = "us-east-1"
ACCESS_KEY, SECRET_KEY = "test-access-key", "test-secret-key"


@attrs.frozen
class Request:
    method: str
    path: str  # /BUCKET/KEY, without the query
    client_port: int
    received: int  # bytes of the request's body
    sent: int  # bytes of the response's body
    owner: str = ""  # who sent it, where ``Requests.owner`` says


class Requests:
    """A WSGI middleware in front of moto's application: it logs every request and holds
    writes (PUT and POST) whose path starts with a prefix until :meth:`release`."""

    def __init__(self, app: Callable[..., Iterable[bytes]]) -> None:
        self._app = app
        self._lock = threading.Lock()
        self.log: list[Request] = []
        self._hold_prefix: str | None = None
        self._gate = threading.Event()
        self._gate.set()
        #: The writes held now: each one's client port and path.
        self.held: list[tuple[int, str]] = []
        #: Names the process that sent a request, from its client port (called as it arrives).
        self.owner: Callable[[int], str] | None = None

    def hold(self, prefix: str) -> None:
        """Hold every write whose path (``/BUCKET/KEY``) starts with ``prefix``."""
        with self._lock:
            self._hold_prefix = prefix
            self._gate.clear()

    def release(self) -> None:
        with self._lock:
            self._hold_prefix = None
            self._gate.set()

    def __call__(self, environ: dict[str, Any], start_response: Any) -> Iterable[bytes]:
        method, path = environ["REQUEST_METHOD"], environ.get("PATH_INFO", "")
        port = int(environ.get("REMOTE_PORT") or 0)
        with self._lock:
            prefix = self._hold_prefix
        if method in ("PUT", "POST") and prefix is not None and path.startswith(prefix):
            with self._lock:
                self.held.append((port, path))
            self._gate.wait(600)
            with self._lock:
                self.held.remove((port, path))
        owner = self.owner(port) if self.owner is not None else ""
        body_in = environ["wsgi.input"] = _Counted(environ["wsgi.input"])
        answer = self._app(environ, start_response)
        try:
            body = b"".join(answer)
        finally:
            if hasattr(answer, "close"):
                answer.close()
        with self._lock:
            self.log.append(Request(method, path, port, body_in.count, len(body), owner))
        return [body]


class _Counted:
    """A request's body stream, counting the bytes read from it (a chunked upload has no
    Content-Length)."""

    def __init__(self, stream: Any) -> None:
        self._stream = stream
        self.count = 0

    def read(self, *args: Any) -> bytes:
        data: bytes = self._stream.read(*args)
        self.count += len(data)
        return data

    def readline(self, *args: Any) -> bytes:
        data: bytes = self._stream.readline(*args)
        self.count += len(data)
        return data

    def __iter__(self) -> Iterator[bytes]:
        for data in self._stream:
            self.count += len(data)
            yield data

    def __getattr__(self, name: str) -> Any:
        return getattr(self._stream, name)


@attrs.frozen
class S3Server:
    endpoint: str  # host:port
    client: Any  # boto3's S3 client, to look at the bucket from outside the package
    requests: Requests

    @property
    def url(self) -> str:
        return f"http://{self.endpoint}"

    @property
    def options(self) -> dict[str, str]:
        """The filesystem options (``--fs-option``) that reach the server."""
        return {
            "endpoint_override": self.endpoint,
            "scheme": "http",
            "region": REGION,
            "access_key": ACCESS_KEY,
            "secret_key": SECRET_KEY,
        }

    def keys(self) -> dict[str, list[str]]:
        """Every object of every bucket on the server."""
        found = {}
        for bucket in self.client.list_buckets()["Buckets"]:
            name = bucket["Name"]
            pages = self.client.get_paginator("list_objects_v2").paginate(Bucket=name)
            found[name] = sorted(o["Key"] for page in pages for o in page.get("Contents", []))
        return found


@contextmanager
def s3_server() -> Iterator[S3Server]:
    import boto3
    from moto.server import ThreadedMotoServer

    server = ThreadedMotoServer(ip_address="127.0.0.1", port=0, verbose=False)
    server.start()
    try:
        # moto's server keeps its WSGI application where werkzeug's server finds it.
        requests = Requests(server._server.app)
        server._server.app = requests
        host, port = server.get_host_and_port()
        # Servers in one process share moto's state: each starts from nothing.
        reset = urllib.request.Request(f"http://{host}:{port}/moto-api/reset", method="POST")
        urllib.request.urlopen(reset, timeout=30).close()
        client = boto3.client(
            "s3",
            endpoint_url=f"http://{host}:{port}",
            region_name=REGION,
            aws_access_key_id=ACCESS_KEY,
            aws_secret_access_key=SECRET_KEY,
        )
        client.create_bucket(Bucket=BUCKET)
        yield S3Server(f"{host}:{port}", client, requests)
    finally:
        server.stop()
