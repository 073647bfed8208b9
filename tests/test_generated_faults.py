"""A fault inside generated code is told apart from bad input.

Faults are injected by replacing one generated function (or a name generated code calls) for
the length of a test; the error must say the generated code is at fault, name the message,
version and field, and keep the injected exception, with its traceback, as ``__cause__``.
"""

from __future__ import annotations

import struct
from collections.abc import Callable
from types import TracebackType
from typing import Any

import pytest

import kgroup_proto as kp
from kgroup_proto.messages import consumer_group_describe_response as cgd
from kgroup_proto.messages.join_group_request import JoinGroupRequest, JoinGroupRequestProtocol

VERSION = 0


def two_members() -> cgd.ConsumerGroupDescribeResponse:
    return cgd.ConsumerGroupDescribeResponse(
        groups=[
            cgd.DescribedGroup(
                group_id="g",
                members=[cgd.Member(member_id="a"), cgd.Member(member_id="b")],
            )
        ]
    )


def failing_on_call(number: int, exc: Exception, real: Callable[..., Any]) -> Callable[..., Any]:
    """``real``, except that its ``number``-th call (from 1) raises ``exc``."""
    calls = 0

    def replacement(*args: Any) -> Any:
        nonlocal calls
        calls += 1
        if calls == number:
            raise exc
        return real(*args)

    return replacement


def frames(tb: TracebackType | None) -> list[str]:
    names = []
    while tb is not None:
        names.append(tb.tb_frame.f_code.co_name)
        tb = tb.tb_next
    return names


def test_the_error_class_is_not_a_bad_input_error() -> None:
    assert not issubclass(kp.GeneratedCodeError, ValueError)
    assert not issubclass(kp.GeneratedCodeError, (kp.DecodeError, kp.EncodeError))


def test_a_nested_decoder_raising_attribute_error_names_the_field(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    data = two_members().encode(VERSION)
    injected = AttributeError("injected")
    # Each member decodes two assignments: the third call is the second member's first.
    monkeypatch.setattr(
        cgd, "_decode_Assignment_v0", failing_on_call(3, injected, cgd._decode_Assignment_v0)
    )
    with pytest.raises(kp.GeneratedCodeError) as caught:
        cgd.ConsumerGroupDescribeResponse.decode(data, VERSION)
    error = caught.value
    assert error.message_name == "ConsumerGroupDescribeResponse"
    assert error.version == VERSION
    assert error.path == "groups[0].members[1].assignment"
    assert "fault in the generated decoder" in str(error)
    assert "AttributeError: injected" in str(error)
    assert error.__cause__ is injected
    assert "replacement" in frames(injected.__traceback__)


def test_an_input_failure_type_on_valid_bytes_is_a_fault(monkeypatch: pytest.MonkeyPatch) -> None:
    data = two_members().encode(VERSION)
    injected = struct.error("unpack_from requires a buffer of at least 4 bytes")
    monkeypatch.setattr(
        cgd, "_decode_Assignment_v0", failing_on_call(2, injected, cgd._decode_Assignment_v0)
    )
    with pytest.raises(kp.GeneratedCodeError) as caught:
        cgd.ConsumerGroupDescribeResponse.decode(data, VERSION)
    assert caught.value.path == "groups[0].members[0].target_assignment"
    assert "the checked decoder accepts these bytes" in str(caught.value)
    assert caught.value.__cause__ is injected


def test_a_fault_inside_a_generated_function_names_its_line(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    data = two_members().encode(VERSION)
    injected = TypeError("injected")

    def refuse(cls: type) -> Any:
        raise injected

    monkeypatch.setattr(cgd, "_new", refuse)  # every generated decoder builds with _new
    with pytest.raises(kp.GeneratedCodeError) as caught:
        cgd.ConsumerGroupDescribeResponse.decode(data, VERSION)
    text = str(caught.value)
    assert "ConsumerGroupDescribeResponse v0" in text
    assert "(in _decode_" in text and "= _new(" in text
    assert caught.value.__cause__ is injected
    assert any(name.startswith("_decode_") for name in frames(injected.__traceback__))


def test_a_top_level_decoder_fault(monkeypatch: pytest.MonkeyPatch) -> None:
    message = JoinGroupRequest(group_id="g", protocols=[JoinGroupRequestProtocol(name="range")])
    data = message.encode(9)
    injected = AttributeError("no such attribute")

    def broken(data: bytes, pos: int) -> Any:
        raise injected

    monkeypatch.setitem(JoinGroupRequest._DECODERS, 9, broken)  # type: ignore[index]
    with pytest.raises(kp.GeneratedCodeError) as caught:
        JoinGroupRequest.decode(data, 9)
    assert str(caught.value).startswith("JoinGroupRequest v9")
    assert caught.value.__cause__ is injected
    assert caught.value.path == ""


def test_bad_input_is_still_a_decode_error() -> None:
    data = two_members().encode(VERSION)
    with pytest.raises(kp.DecodeError) as caught:
        cgd.ConsumerGroupDescribeResponse.decode(data[:-3], VERSION)
    assert caught.value.path == "groups[0].authorized_operations"
    assert caught.value.__cause__ is None


def test_an_encoder_fault_names_the_field(monkeypatch: pytest.MonkeyPatch) -> None:
    message = two_members()
    injected = AttributeError("injected")
    monkeypatch.setattr(
        cgd, "_encode_Assignment_v0", failing_on_call(4, injected, cgd._encode_Assignment_v0)
    )
    with pytest.raises(kp.GeneratedCodeError) as caught:
        message.encode(VERSION)
    error = caught.value
    assert (error.message_name, error.version) == ("ConsumerGroupDescribeResponse", VERSION)
    assert error.path == "groups[0].members[1].target_assignment"
    assert "fault in the generated encoder" in str(error)
    assert "the checked encoder writes this message" in str(error)
    assert error.__cause__ is injected
    assert "replacement" in frames(injected.__traceback__)


def test_a_bad_value_is_still_an_encode_error() -> None:
    message = two_members()
    message.groups[0].members[1].member_id = 7  # type: ignore[assignment]
    with pytest.raises(kp.EncodeError) as caught:
        message.encode(VERSION)
    assert caught.value.path == "groups[0].members[1].member_id"
    assert "expected a str, got int" in str(caught.value)
    assert caught.value.__cause__ is None
