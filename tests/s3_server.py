"""An S3-compatible server on loopback for the object-store tests: moto's server in a thread,
with a bucket made and credentials that only it accepts."""

from __future__ import annotations

import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import attrs

BUCKET = "bucket"
REGION = "us-east-1"
ACCESS_KEY, SECRET_KEY = "test-access-key", "test-secret-key"


@attrs.frozen
class S3Server:
    endpoint: str  # host:port
    client: Any  # boto3's S3 client, to look at the bucket from outside the package

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
        yield S3Server(f"{host}:{port}", client)
    finally:
        server.stop()
