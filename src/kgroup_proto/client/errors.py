"""What a client call can raise: one base class, one subclass per thing a caller may handle."""

from __future__ import annotations

from kgroup_proto.error_codes import ErrorCode, describe_error, error_code


class ClientError(Exception):
    """Base of every error the client raises."""


class ConnectionFailed(ClientError):
    """The TCP connection to a broker could not be opened."""


class ConnectionClosed(ClientError):
    """The broker closed the connection (or it was closed locally) before answering."""


class RequestTimedOut(ClientError):
    """No answer within the request timeout; the connection stays usable."""


class ProtocolViolation(ClientError):
    """The broker sent bytes that are not a valid response; the connection is closed."""


class UnsupportedApi(ClientError):
    """The broker and this package share no version of an API."""

    def __init__(self, api_name: str, address: str, broker_versions: range | None) -> None:
        self.api_name = api_name
        self.broker_versions = broker_versions
        if broker_versions is None:
            detail = "it does not offer that API"
        else:
            detail = f"it offers v{broker_versions.start}-v{broker_versions.stop - 1}"
        super().__init__(
            f"broker {address} cannot serve {api_name} in a version this package speaks: {detail}"
        )


class BrokerError(ClientError):
    """A response carried an error code other than NONE."""

    def __init__(self, code: int, context: str, detail: str | None = None) -> None:
        self.code: ErrorCode | int = error_code(code)
        self.detail = detail
        text = f"{context}: {describe_error(code)}"
        super().__init__(f"{text}: {detail}" if detail else text)

    @property
    def retriable(self) -> bool:
        """True when Kafka marks the code retriable."""
        return isinstance(self.code, ErrorCode) and self.code.retriable


class GroupNotFound(ClientError):
    """The coordinator knows none of these groups (or holds them in the Dead state)."""

    def __init__(self, group_ids: list[str]) -> None:
        self.group_ids = group_ids
        names = ", ".join(repr(g) for g in group_ids)
        plural = "s" if len(group_ids) > 1 else ""
        verb = "do" if len(group_ids) > 1 else "does"
        super().__init__(f"group{plural} {names} {verb} not exist")
