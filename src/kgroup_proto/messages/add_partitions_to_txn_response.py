"""AddPartitionsToTxnResponse: generated from AddPartitionsToTxnResponse.json; edit the schema, not this file."""

from __future__ import annotations

import struct
from typing import ClassVar

import attrs

from kgroup_proto import runtime as rt

_new = object.__new__
_S_h = struct.Struct(">h")
_S_i = struct.Struct(">i")
_S_iB = struct.Struct(">iB")
_S_ih = struct.Struct(">ih")
_S_ihB = struct.Struct(">ihB")
_S_ii = struct.Struct(">ii")


@attrs.define(weakref_slot=False)
class AddPartitionsToTxnPartitionResult(rt.Struct):
    """Result for each partition of this topic.

    Versions 0-5; flexible 3+.

    Attributes:
        partition_index: Index of the partition. (versions 0+)
        partition_error_code: Error for this partition; 0 when it is in the transaction.
            (versions 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 6)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(3, rt.VERSION_LIMIT)

    partition_index: int = 0
    partition_error_code: int = 0
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class AddPartitionsToTxnTopicResult(rt.Struct):
    """Results per topic for this transaction.

    Versions 0-5; flexible 3+.

    Attributes:
        name: Name of the topic. (versions 0+)
        results_by_partition: Result for each partition of this topic. (versions 0+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 6)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(3, rt.VERSION_LIMIT)

    name: str = ""
    results_by_partition: list[AddPartitionsToTxnPartitionResult] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class AddPartitionsToTxnResult(rt.Struct):
    """Results for each transaction of the request (v4+).

    Versions 4-5; flexible 3+.

    Attributes:
        transactional_id: Transactional ID these results are for. (versions 4+)
        topic_results: Results per topic for this transaction. (versions 4+)
    """

    VALID_VERSIONS: ClassVar[range] = range(0, 6)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(3, rt.VERSION_LIMIT)

    transactional_id: str = ""
    topic_results: list[AddPartitionsToTxnTopicResult] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


@attrs.define(weakref_slot=False)
class AddPartitionsToTxnResponse(rt.Struct):
    """The AddPartitionsToTxnResponse response.

    API key 24, versions 0-5; flexible 3+.

    Attributes:
        throttle_time_ms: Time in ms the broker held back this response because a quota was
            exceeded; 0 when none applied. (versions 0+)
        error_code: Error that applies to the whole request; 0 on success (v4+). (versions
            4+)
        results_by_transaction: Results for each transaction of the request (v4+). (versions
            4+)
        results_by_topic_v3_and_below: Results per topic (v0-v3). (versions 0-3)
    """

    API_KEY: ClassVar[int | None] = 24
    MESSAGE_TYPE: ClassVar[str] = "response"
    VALID_VERSIONS: ClassVar[range] = range(0, 6)
    FLEXIBLE_VERSIONS: ClassVar[range | None] = range(3, rt.VERSION_LIMIT)

    throttle_time_ms: int = 0
    error_code: int = 0
    results_by_transaction: list[AddPartitionsToTxnResult] = attrs.field(factory=list)
    results_by_topic_v3_and_below: list[AddPartitionsToTxnTopicResult] = attrs.field(factory=list)
    unknown_tagged_fields: rt.Tags = ()


def _decode_AddPartitionsToTxnPartitionResult_v0(
    data: bytes, pos: int
) -> tuple[AddPartitionsToTxnPartitionResult, int]:
    """Decode AddPartitionsToTxnPartitionResult, versions 0, 1, 2."""
    partition_index, partition_error_code = _S_ih.unpack_from(data, pos)
    pos += 6
    obj = _new(AddPartitionsToTxnPartitionResult)
    obj.partition_index = partition_index
    obj.partition_error_code = partition_error_code
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_AddPartitionsToTxnPartitionResult_v3(
    data: bytes, pos: int
) -> tuple[AddPartitionsToTxnPartitionResult, int]:
    """Decode AddPartitionsToTxnPartitionResult, versions 3, 4, 5."""
    partition_index, partition_error_code, tag_count = _S_ihB.unpack_from(data, pos)
    pos += 7
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(AddPartitionsToTxnPartitionResult)
    obj.partition_index = partition_index
    obj.partition_error_code = partition_error_code
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_AddPartitionsToTxnPartitionResult_v0(
    obj: AddPartitionsToTxnPartitionResult, out: bytearray
) -> None:
    """Encode AddPartitionsToTxnPartitionResult, versions 0, 1, 2."""
    out += _S_ih.pack(obj.partition_index, obj.partition_error_code)
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_AddPartitionsToTxnPartitionResult_v3(
    obj: AddPartitionsToTxnPartitionResult, out: bytearray
) -> None:
    """Encode AddPartitionsToTxnPartitionResult, versions 3, 4, 5."""
    out += _S_ih.pack(obj.partition_index, obj.partition_error_code)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        out.append(0)


def _decode_AddPartitionsToTxnTopicResult_v0(
    data: bytes, pos: int
) -> tuple[AddPartitionsToTxnTopicResult, int]:
    """Decode AddPartitionsToTxnTopicResult, versions 0, 1, 2."""
    data_end = len(data)
    (n_name,) = _S_h.unpack_from(data, pos)
    pos += 2
    end = pos + n_name
    if n_name < 0 or end > data_end:
        raise rt.Malformed
    name = data[pos:end].decode()
    pos = end
    (n_results_by_partition,) = _S_i.unpack_from(data, pos)
    pos += 4
    if n_results_by_partition < 0:
        raise rt.Malformed
    if n_results_by_partition > data_end - pos:
        raise rt.Malformed
    items_results_by_partition: list[AddPartitionsToTxnPartitionResult] = []
    for _ in range(n_results_by_partition):
        results_by_partition__partition_index, results_by_partition__partition_error_code = (
            _S_ih.unpack_from(data, pos)
        )
        pos += 6
        e_results_by_partition = _new(AddPartitionsToTxnPartitionResult)
        e_results_by_partition.partition_index = results_by_partition__partition_index
        e_results_by_partition.partition_error_code = results_by_partition__partition_error_code
        e_results_by_partition.unknown_tagged_fields = ()
        items_results_by_partition.append(e_results_by_partition)
    results_by_partition = items_results_by_partition
    obj = _new(AddPartitionsToTxnTopicResult)
    obj.name = name
    obj.results_by_partition = results_by_partition
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_AddPartitionsToTxnTopicResult_v3(
    data: bytes, pos: int
) -> tuple[AddPartitionsToTxnTopicResult, int]:
    """Decode AddPartitionsToTxnTopicResult, versions 3, 4, 5."""
    data_end = len(data)
    n_name = data[pos]
    pos += 1
    if n_name > 127:
        n_name, pos = rt.read_string_length(data, pos - 1)
    end = pos + n_name - 1
    if not n_name or end > data_end:
        raise rt.Malformed
    name = data[pos:end].decode()
    pos = end
    n_results_by_partition = data[pos]
    pos += 1
    if n_results_by_partition > 127:
        n_results_by_partition, pos = rt.read_uvarint(data, pos - 1)
    n_results_by_partition -= 1
    if n_results_by_partition < 0:
        raise rt.Malformed
    if n_results_by_partition > data_end - pos:
        raise rt.Malformed
    items_results_by_partition: list[AddPartitionsToTxnPartitionResult] = []
    for _ in range(n_results_by_partition):
        (
            results_by_partition__partition_index,
            results_by_partition__partition_error_code,
            results_by_partition__tag_count,
        ) = _S_ihB.unpack_from(data, pos)
        pos += 7
        results_by_partition__unknown: rt.Tags = ()
        if results_by_partition__tag_count:
            results_by_partition__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_results_by_partition = _new(AddPartitionsToTxnPartitionResult)
        e_results_by_partition.partition_index = results_by_partition__partition_index
        e_results_by_partition.partition_error_code = results_by_partition__partition_error_code
        e_results_by_partition.unknown_tagged_fields = results_by_partition__unknown
        items_results_by_partition.append(e_results_by_partition)
    results_by_partition = items_results_by_partition
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(AddPartitionsToTxnTopicResult)
    obj.name = name
    obj.results_by_partition = results_by_partition
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_AddPartitionsToTxnTopicResult_v0(
    obj: AddPartitionsToTxnTopicResult, out: bytearray
) -> None:
    """Encode AddPartitionsToTxnTopicResult, versions 0, 1, 2."""
    b_name = obj.name.encode()
    out += _S_h.pack(len(b_name))
    out += b_name
    a_results_by_partition = obj.results_by_partition
    out += _S_i.pack(len(a_results_by_partition))
    for e_results_by_partition in a_results_by_partition:
        out += _S_ih.pack(
            e_results_by_partition.partition_index, e_results_by_partition.partition_error_code
        )
        if e_results_by_partition.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_AddPartitionsToTxnTopicResult_v3(
    obj: AddPartitionsToTxnTopicResult, out: bytearray
) -> None:
    """Encode AddPartitionsToTxnTopicResult, versions 3, 4, 5."""
    append = out.append
    b_name = obj.name.encode()
    n = len(b_name) + 1
    if n < 128:
        append(n)
    else:
        out += rt.string_length(n)
    out += b_name
    a_results_by_partition = obj.results_by_partition
    n = len(a_results_by_partition) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_results_by_partition in a_results_by_partition:
        out += _S_ih.pack(
            e_results_by_partition.partition_index, e_results_by_partition.partition_error_code
        )
        if e_results_by_partition.unknown_tagged_fields:
            rt.write_tags(out, (), e_results_by_partition.unknown_tagged_fields)
        else:
            append(0)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _decode_AddPartitionsToTxnResult_v4(
    data: bytes, pos: int
) -> tuple[AddPartitionsToTxnResult, int]:
    """Decode AddPartitionsToTxnResult, versions 4, 5."""
    data_end = len(data)
    n_transactional_id = data[pos]
    pos += 1
    if n_transactional_id > 127:
        n_transactional_id, pos = rt.read_string_length(data, pos - 1)
    end = pos + n_transactional_id - 1
    if not n_transactional_id or end > data_end:
        raise rt.Malformed
    transactional_id = data[pos:end].decode()
    pos = end
    n_topic_results = data[pos]
    pos += 1
    if n_topic_results > 127:
        n_topic_results, pos = rt.read_uvarint(data, pos - 1)
    n_topic_results -= 1
    if n_topic_results < 0:
        raise rt.Malformed
    if n_topic_results > data_end - pos:
        raise rt.Malformed
    items_topic_results: list[AddPartitionsToTxnTopicResult] = []
    for _ in range(n_topic_results):
        n_topic_results__name = data[pos]
        pos += 1
        if n_topic_results__name > 127:
            n_topic_results__name, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_topic_results__name - 1
        if not n_topic_results__name or end > data_end:
            raise rt.Malformed
        topic_results__name = data[pos:end].decode()
        pos = end
        n_topic_results__results_by_partition = data[pos]
        pos += 1
        if n_topic_results__results_by_partition > 127:
            n_topic_results__results_by_partition, pos = rt.read_uvarint(data, pos - 1)
        n_topic_results__results_by_partition -= 1
        if n_topic_results__results_by_partition < 0:
            raise rt.Malformed
        if n_topic_results__results_by_partition > data_end - pos:
            raise rt.Malformed
        items_topic_results__results_by_partition: list[AddPartitionsToTxnPartitionResult] = []
        for _ in range(n_topic_results__results_by_partition):
            e_topic_results__results_by_partition, pos = (
                _decode_AddPartitionsToTxnPartitionResult_v3(data, pos)
            )
            items_topic_results__results_by_partition.append(e_topic_results__results_by_partition)
        topic_results__results_by_partition = items_topic_results__results_by_partition
        topic_results__tag_count = data[pos]
        pos += 1
        topic_results__unknown: rt.Tags = ()
        if topic_results__tag_count:
            topic_results__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_topic_results = _new(AddPartitionsToTxnTopicResult)
        e_topic_results.name = topic_results__name
        e_topic_results.results_by_partition = topic_results__results_by_partition
        e_topic_results.unknown_tagged_fields = topic_results__unknown
        items_topic_results.append(e_topic_results)
    topic_results = items_topic_results
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(AddPartitionsToTxnResult)
    obj.transactional_id = transactional_id
    obj.topic_results = topic_results
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_AddPartitionsToTxnResult_v4(obj: AddPartitionsToTxnResult, out: bytearray) -> None:
    """Encode AddPartitionsToTxnResult, versions 4, 5."""
    append = out.append
    b_transactional_id = obj.transactional_id.encode()
    n = len(b_transactional_id) + 1
    if n < 128:
        append(n)
    else:
        out += rt.string_length(n)
    out += b_transactional_id
    a_topic_results = obj.topic_results
    n = len(a_topic_results) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_topic_results in a_topic_results:
        b_topic_results__name = e_topic_results.name.encode()
        n = len(b_topic_results__name) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_topic_results__name
        a_topic_results__results_by_partition = e_topic_results.results_by_partition
        n = len(a_topic_results__results_by_partition) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        for e_topic_results__results_by_partition in a_topic_results__results_by_partition:
            out += _S_ih.pack(
                e_topic_results__results_by_partition.partition_index,
                e_topic_results__results_by_partition.partition_error_code,
            )
            if e_topic_results__results_by_partition.unknown_tagged_fields:
                rt.write_tags(out, (), e_topic_results__results_by_partition.unknown_tagged_fields)
            else:
                append(0)
        if e_topic_results.unknown_tagged_fields:
            rt.write_tags(out, (), e_topic_results.unknown_tagged_fields)
        else:
            append(0)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _decode_AddPartitionsToTxnResponse_v0(
    data: bytes, pos: int
) -> tuple[AddPartitionsToTxnResponse, int]:
    """Decode AddPartitionsToTxnResponse, versions 0, 1, 2."""
    data_end = len(data)
    throttle_time_ms, n_results_by_topic_v3_and_below = _S_ii.unpack_from(data, pos)
    pos += 8
    if n_results_by_topic_v3_and_below < 0:
        raise rt.Malformed
    if n_results_by_topic_v3_and_below > data_end - pos:
        raise rt.Malformed
    items_results_by_topic_v3_and_below: list[AddPartitionsToTxnTopicResult] = []
    for _ in range(n_results_by_topic_v3_and_below):
        (n_results_by_topic_v3_and_below__name,) = _S_h.unpack_from(data, pos)
        pos += 2
        end = pos + n_results_by_topic_v3_and_below__name
        if n_results_by_topic_v3_and_below__name < 0 or end > data_end:
            raise rt.Malformed
        results_by_topic_v3_and_below__name = data[pos:end].decode()
        pos = end
        (n_results_by_topic_v3_and_below__results_by_partition,) = _S_i.unpack_from(data, pos)
        pos += 4
        if n_results_by_topic_v3_and_below__results_by_partition < 0:
            raise rt.Malformed
        if n_results_by_topic_v3_and_below__results_by_partition > data_end - pos:
            raise rt.Malformed
        items_results_by_topic_v3_and_below__results_by_partition: list[
            AddPartitionsToTxnPartitionResult
        ] = []
        for _ in range(n_results_by_topic_v3_and_below__results_by_partition):
            e_results_by_topic_v3_and_below__results_by_partition, pos = (
                _decode_AddPartitionsToTxnPartitionResult_v0(data, pos)
            )
            items_results_by_topic_v3_and_below__results_by_partition.append(
                e_results_by_topic_v3_and_below__results_by_partition
            )
        results_by_topic_v3_and_below__results_by_partition = (
            items_results_by_topic_v3_and_below__results_by_partition
        )
        e_results_by_topic_v3_and_below = _new(AddPartitionsToTxnTopicResult)
        e_results_by_topic_v3_and_below.name = results_by_topic_v3_and_below__name
        e_results_by_topic_v3_and_below.results_by_partition = (
            results_by_topic_v3_and_below__results_by_partition
        )
        e_results_by_topic_v3_and_below.unknown_tagged_fields = ()
        items_results_by_topic_v3_and_below.append(e_results_by_topic_v3_and_below)
    results_by_topic_v3_and_below = items_results_by_topic_v3_and_below
    obj = _new(AddPartitionsToTxnResponse)
    obj.throttle_time_ms = throttle_time_ms
    obj.error_code = 0
    obj.results_by_transaction = []
    obj.results_by_topic_v3_and_below = results_by_topic_v3_and_below
    obj.unknown_tagged_fields = ()
    return obj, pos


def _decode_AddPartitionsToTxnResponse_v3(
    data: bytes, pos: int
) -> tuple[AddPartitionsToTxnResponse, int]:
    """Decode AddPartitionsToTxnResponse, version 3."""
    data_end = len(data)
    throttle_time_ms, n_results_by_topic_v3_and_below = _S_iB.unpack_from(data, pos)
    pos += 5
    if n_results_by_topic_v3_and_below > 127:
        n_results_by_topic_v3_and_below, pos = rt.read_uvarint(data, pos - 1)
    n_results_by_topic_v3_and_below -= 1
    if n_results_by_topic_v3_and_below < 0:
        raise rt.Malformed
    if n_results_by_topic_v3_and_below > data_end - pos:
        raise rt.Malformed
    items_results_by_topic_v3_and_below: list[AddPartitionsToTxnTopicResult] = []
    for _ in range(n_results_by_topic_v3_and_below):
        n_results_by_topic_v3_and_below__name = data[pos]
        pos += 1
        if n_results_by_topic_v3_and_below__name > 127:
            n_results_by_topic_v3_and_below__name, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_results_by_topic_v3_and_below__name - 1
        if not n_results_by_topic_v3_and_below__name or end > data_end:
            raise rt.Malformed
        results_by_topic_v3_and_below__name = data[pos:end].decode()
        pos = end
        n_results_by_topic_v3_and_below__results_by_partition = data[pos]
        pos += 1
        if n_results_by_topic_v3_and_below__results_by_partition > 127:
            n_results_by_topic_v3_and_below__results_by_partition, pos = rt.read_uvarint(
                data, pos - 1
            )
        n_results_by_topic_v3_and_below__results_by_partition -= 1
        if n_results_by_topic_v3_and_below__results_by_partition < 0:
            raise rt.Malformed
        if n_results_by_topic_v3_and_below__results_by_partition > data_end - pos:
            raise rt.Malformed
        items_results_by_topic_v3_and_below__results_by_partition: list[
            AddPartitionsToTxnPartitionResult
        ] = []
        for _ in range(n_results_by_topic_v3_and_below__results_by_partition):
            e_results_by_topic_v3_and_below__results_by_partition, pos = (
                _decode_AddPartitionsToTxnPartitionResult_v3(data, pos)
            )
            items_results_by_topic_v3_and_below__results_by_partition.append(
                e_results_by_topic_v3_and_below__results_by_partition
            )
        results_by_topic_v3_and_below__results_by_partition = (
            items_results_by_topic_v3_and_below__results_by_partition
        )
        results_by_topic_v3_and_below__tag_count = data[pos]
        pos += 1
        results_by_topic_v3_and_below__unknown: rt.Tags = ()
        if results_by_topic_v3_and_below__tag_count:
            results_by_topic_v3_and_below__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_results_by_topic_v3_and_below = _new(AddPartitionsToTxnTopicResult)
        e_results_by_topic_v3_and_below.name = results_by_topic_v3_and_below__name
        e_results_by_topic_v3_and_below.results_by_partition = (
            results_by_topic_v3_and_below__results_by_partition
        )
        e_results_by_topic_v3_and_below.unknown_tagged_fields = (
            results_by_topic_v3_and_below__unknown
        )
        items_results_by_topic_v3_and_below.append(e_results_by_topic_v3_and_below)
    results_by_topic_v3_and_below = items_results_by_topic_v3_and_below
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(AddPartitionsToTxnResponse)
    obj.throttle_time_ms = throttle_time_ms
    obj.error_code = 0
    obj.results_by_transaction = []
    obj.results_by_topic_v3_and_below = results_by_topic_v3_and_below
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _decode_AddPartitionsToTxnResponse_v4(
    data: bytes, pos: int
) -> tuple[AddPartitionsToTxnResponse, int]:
    """Decode AddPartitionsToTxnResponse, versions 4, 5."""
    data_end = len(data)
    throttle_time_ms, error_code, n_results_by_transaction = _S_ihB.unpack_from(data, pos)
    pos += 7
    if n_results_by_transaction > 127:
        n_results_by_transaction, pos = rt.read_uvarint(data, pos - 1)
    n_results_by_transaction -= 1
    if n_results_by_transaction < 0:
        raise rt.Malformed
    if n_results_by_transaction > data_end - pos:
        raise rt.Malformed
    items_results_by_transaction: list[AddPartitionsToTxnResult] = []
    for _ in range(n_results_by_transaction):
        n_results_by_transaction__transactional_id = data[pos]
        pos += 1
        if n_results_by_transaction__transactional_id > 127:
            n_results_by_transaction__transactional_id, pos = rt.read_string_length(data, pos - 1)
        end = pos + n_results_by_transaction__transactional_id - 1
        if not n_results_by_transaction__transactional_id or end > data_end:
            raise rt.Malformed
        results_by_transaction__transactional_id = data[pos:end].decode()
        pos = end
        n_results_by_transaction__topic_results = data[pos]
        pos += 1
        if n_results_by_transaction__topic_results > 127:
            n_results_by_transaction__topic_results, pos = rt.read_uvarint(data, pos - 1)
        n_results_by_transaction__topic_results -= 1
        if n_results_by_transaction__topic_results < 0:
            raise rt.Malformed
        if n_results_by_transaction__topic_results > data_end - pos:
            raise rt.Malformed
        items_results_by_transaction__topic_results: list[AddPartitionsToTxnTopicResult] = []
        for _ in range(n_results_by_transaction__topic_results):
            e_results_by_transaction__topic_results, pos = _decode_AddPartitionsToTxnTopicResult_v3(
                data, pos
            )
            items_results_by_transaction__topic_results.append(
                e_results_by_transaction__topic_results
            )
        results_by_transaction__topic_results = items_results_by_transaction__topic_results
        results_by_transaction__tag_count = data[pos]
        pos += 1
        results_by_transaction__unknown: rt.Tags = ()
        if results_by_transaction__tag_count:
            results_by_transaction__unknown, pos = rt.read_unknown_tags(data, pos - 1)
        e_results_by_transaction = _new(AddPartitionsToTxnResult)
        e_results_by_transaction.transactional_id = results_by_transaction__transactional_id
        e_results_by_transaction.topic_results = results_by_transaction__topic_results
        e_results_by_transaction.unknown_tagged_fields = results_by_transaction__unknown
        items_results_by_transaction.append(e_results_by_transaction)
    results_by_transaction = items_results_by_transaction
    tag_count = data[pos]
    pos += 1
    unknown: rt.Tags = ()
    if tag_count:
        unknown, pos = rt.read_unknown_tags(data, pos - 1)
    obj = _new(AddPartitionsToTxnResponse)
    obj.throttle_time_ms = throttle_time_ms
    obj.error_code = error_code
    obj.results_by_transaction = results_by_transaction
    obj.results_by_topic_v3_and_below = []
    obj.unknown_tagged_fields = unknown
    return obj, pos


def _encode_AddPartitionsToTxnResponse_v0(obj: AddPartitionsToTxnResponse, out: bytearray) -> None:
    """Encode AddPartitionsToTxnResponse, versions 0, 1, 2."""
    if obj.results_by_transaction != []:
        raise rt.Malformed
    a_results_by_topic_v3_and_below = obj.results_by_topic_v3_and_below
    out += _S_ii.pack(obj.throttle_time_ms, len(a_results_by_topic_v3_and_below))
    for e_results_by_topic_v3_and_below in a_results_by_topic_v3_and_below:
        b_results_by_topic_v3_and_below__name = e_results_by_topic_v3_and_below.name.encode()
        out += _S_h.pack(len(b_results_by_topic_v3_and_below__name))
        out += b_results_by_topic_v3_and_below__name
        a_results_by_topic_v3_and_below__results_by_partition = (
            e_results_by_topic_v3_and_below.results_by_partition
        )
        out += _S_i.pack(len(a_results_by_topic_v3_and_below__results_by_partition))
        for (
            e_results_by_topic_v3_and_below__results_by_partition
        ) in a_results_by_topic_v3_and_below__results_by_partition:
            out += _S_ih.pack(
                e_results_by_topic_v3_and_below__results_by_partition.partition_index,
                e_results_by_topic_v3_and_below__results_by_partition.partition_error_code,
            )
            if e_results_by_topic_v3_and_below__results_by_partition.unknown_tagged_fields:
                raise rt.Malformed
        if e_results_by_topic_v3_and_below.unknown_tagged_fields:
            raise rt.Malformed
    if obj.unknown_tagged_fields:
        raise rt.Malformed


def _encode_AddPartitionsToTxnResponse_v3(obj: AddPartitionsToTxnResponse, out: bytearray) -> None:
    """Encode AddPartitionsToTxnResponse, version 3."""
    append = out.append
    if obj.results_by_transaction != []:
        raise rt.Malformed
    out += _S_i.pack(obj.throttle_time_ms)
    a_results_by_topic_v3_and_below = obj.results_by_topic_v3_and_below
    n = len(a_results_by_topic_v3_and_below) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_results_by_topic_v3_and_below in a_results_by_topic_v3_and_below:
        b_results_by_topic_v3_and_below__name = e_results_by_topic_v3_and_below.name.encode()
        n = len(b_results_by_topic_v3_and_below__name) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_results_by_topic_v3_and_below__name
        a_results_by_topic_v3_and_below__results_by_partition = (
            e_results_by_topic_v3_and_below.results_by_partition
        )
        n = len(a_results_by_topic_v3_and_below__results_by_partition) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        for (
            e_results_by_topic_v3_and_below__results_by_partition
        ) in a_results_by_topic_v3_and_below__results_by_partition:
            out += _S_ih.pack(
                e_results_by_topic_v3_and_below__results_by_partition.partition_index,
                e_results_by_topic_v3_and_below__results_by_partition.partition_error_code,
            )
            if e_results_by_topic_v3_and_below__results_by_partition.unknown_tagged_fields:
                rt.write_tags(
                    out,
                    (),
                    e_results_by_topic_v3_and_below__results_by_partition.unknown_tagged_fields,
                )
            else:
                append(0)
        if e_results_by_topic_v3_and_below.unknown_tagged_fields:
            rt.write_tags(out, (), e_results_by_topic_v3_and_below.unknown_tagged_fields)
        else:
            append(0)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


def _encode_AddPartitionsToTxnResponse_v4(obj: AddPartitionsToTxnResponse, out: bytearray) -> None:
    """Encode AddPartitionsToTxnResponse, versions 4, 5."""
    append = out.append
    if obj.results_by_topic_v3_and_below != []:
        raise rt.Malformed
    out += _S_ih.pack(obj.throttle_time_ms, obj.error_code)
    a_results_by_transaction = obj.results_by_transaction
    n = len(a_results_by_transaction) + 1
    if n < 128:
        append(n)
    else:
        out += rt.uvarint(n)
    for e_results_by_transaction in a_results_by_transaction:
        b_results_by_transaction__transactional_id = (
            e_results_by_transaction.transactional_id.encode()
        )
        n = len(b_results_by_transaction__transactional_id) + 1
        if n < 128:
            append(n)
        else:
            out += rt.string_length(n)
        out += b_results_by_transaction__transactional_id
        a_results_by_transaction__topic_results = e_results_by_transaction.topic_results
        n = len(a_results_by_transaction__topic_results) + 1
        if n < 128:
            append(n)
        else:
            out += rt.uvarint(n)
        for e_results_by_transaction__topic_results in a_results_by_transaction__topic_results:
            b_results_by_transaction__topic_results__name = (
                e_results_by_transaction__topic_results.name.encode()
            )
            n = len(b_results_by_transaction__topic_results__name) + 1
            if n < 128:
                append(n)
            else:
                out += rt.string_length(n)
            out += b_results_by_transaction__topic_results__name
            a_results_by_transaction__topic_results__results_by_partition = (
                e_results_by_transaction__topic_results.results_by_partition
            )
            n = len(a_results_by_transaction__topic_results__results_by_partition) + 1
            if n < 128:
                append(n)
            else:
                out += rt.uvarint(n)
            for (
                e_results_by_transaction__topic_results__results_by_partition
            ) in a_results_by_transaction__topic_results__results_by_partition:
                out += _S_ih.pack(
                    e_results_by_transaction__topic_results__results_by_partition.partition_index,
                    e_results_by_transaction__topic_results__results_by_partition.partition_error_code,
                )
                if e_results_by_transaction__topic_results__results_by_partition.unknown_tagged_fields:
                    rt.write_tags(
                        out,
                        (),
                        e_results_by_transaction__topic_results__results_by_partition.unknown_tagged_fields,
                    )
                else:
                    append(0)
            if e_results_by_transaction__topic_results.unknown_tagged_fields:
                rt.write_tags(
                    out, (), e_results_by_transaction__topic_results.unknown_tagged_fields
                )
            else:
                append(0)
        if e_results_by_transaction.unknown_tagged_fields:
            rt.write_tags(out, (), e_results_by_transaction.unknown_tagged_fields)
        else:
            append(0)
    if obj.unknown_tagged_fields:
        rt.write_tags(out, (), obj.unknown_tagged_fields)
    else:
        append(0)


AddPartitionsToTxnPartitionResult._SCHEMA = rt.StructInfo(
    "AddPartitionsToTxnPartitionResult",
    (
        rt.FieldInfo("partition_index", "partitionIndex", "int32", rt.vr("0+"), default=0),
        rt.FieldInfo("partition_error_code", "partitionErrorCode", "int16", rt.vr("0+"), default=0),
    ),
    flexible=rt.vr("3+"),
)
AddPartitionsToTxnPartitionResult._DECODERS = {
    0: _decode_AddPartitionsToTxnPartitionResult_v0,
    1: _decode_AddPartitionsToTxnPartitionResult_v0,
    2: _decode_AddPartitionsToTxnPartitionResult_v0,
    3: _decode_AddPartitionsToTxnPartitionResult_v3,
    4: _decode_AddPartitionsToTxnPartitionResult_v3,
    5: _decode_AddPartitionsToTxnPartitionResult_v3,
}
AddPartitionsToTxnPartitionResult._ENCODERS = {
    0: _encode_AddPartitionsToTxnPartitionResult_v0,
    1: _encode_AddPartitionsToTxnPartitionResult_v0,
    2: _encode_AddPartitionsToTxnPartitionResult_v0,
    3: _encode_AddPartitionsToTxnPartitionResult_v3,
    4: _encode_AddPartitionsToTxnPartitionResult_v3,
    5: _encode_AddPartitionsToTxnPartitionResult_v3,
}

AddPartitionsToTxnTopicResult._SCHEMA = rt.StructInfo(
    "AddPartitionsToTxnTopicResult",
    (
        rt.FieldInfo("name", "name", "string", rt.vr("0+"), default=""),
        rt.FieldInfo(
            "results_by_partition",
            "resultsByPartition",
            "struct",
            rt.vr("0+"),
            is_array=True,
            struct=lambda: AddPartitionsToTxnPartitionResult,
            default=(),
        ),
    ),
    flexible=rt.vr("3+"),
)
AddPartitionsToTxnTopicResult._DECODERS = {
    0: _decode_AddPartitionsToTxnTopicResult_v0,
    1: _decode_AddPartitionsToTxnTopicResult_v0,
    2: _decode_AddPartitionsToTxnTopicResult_v0,
    3: _decode_AddPartitionsToTxnTopicResult_v3,
    4: _decode_AddPartitionsToTxnTopicResult_v3,
    5: _decode_AddPartitionsToTxnTopicResult_v3,
}
AddPartitionsToTxnTopicResult._ENCODERS = {
    0: _encode_AddPartitionsToTxnTopicResult_v0,
    1: _encode_AddPartitionsToTxnTopicResult_v0,
    2: _encode_AddPartitionsToTxnTopicResult_v0,
    3: _encode_AddPartitionsToTxnTopicResult_v3,
    4: _encode_AddPartitionsToTxnTopicResult_v3,
    5: _encode_AddPartitionsToTxnTopicResult_v3,
}

AddPartitionsToTxnResult._SCHEMA = rt.StructInfo(
    "AddPartitionsToTxnResult",
    (
        rt.FieldInfo("transactional_id", "transactionalId", "string", rt.vr("4+"), default=""),
        rt.FieldInfo(
            "topic_results",
            "topicResults",
            "struct",
            rt.vr("4+"),
            is_array=True,
            struct=lambda: AddPartitionsToTxnTopicResult,
            default=(),
        ),
    ),
    flexible=rt.vr("3+"),
)
AddPartitionsToTxnResult._DECODERS = {
    4: _decode_AddPartitionsToTxnResult_v4,
    5: _decode_AddPartitionsToTxnResult_v4,
}
AddPartitionsToTxnResult._ENCODERS = {
    4: _encode_AddPartitionsToTxnResult_v4,
    5: _encode_AddPartitionsToTxnResult_v4,
}

AddPartitionsToTxnResponse._SCHEMA = rt.StructInfo(
    "AddPartitionsToTxnResponse",
    (
        rt.FieldInfo("throttle_time_ms", "throttleTimeMs", "int32", rt.vr("0+"), default=0),
        rt.FieldInfo("error_code", "errorCode", "int16", rt.vr("4+"), default=0, ignorable=True),
        rt.FieldInfo(
            "results_by_transaction",
            "resultsByTransaction",
            "struct",
            rt.vr("4+"),
            is_array=True,
            struct=lambda: AddPartitionsToTxnResult,
            default=(),
        ),
        rt.FieldInfo(
            "results_by_topic_v3_and_below",
            "resultsByTopicV3AndBelow",
            "struct",
            rt.vr("0-3"),
            is_array=True,
            struct=lambda: AddPartitionsToTxnTopicResult,
            default=(),
        ),
    ),
    flexible=rt.vr("3+"),
)
AddPartitionsToTxnResponse._DECODERS = {
    0: _decode_AddPartitionsToTxnResponse_v0,
    1: _decode_AddPartitionsToTxnResponse_v0,
    2: _decode_AddPartitionsToTxnResponse_v0,
    3: _decode_AddPartitionsToTxnResponse_v3,
    4: _decode_AddPartitionsToTxnResponse_v4,
    5: _decode_AddPartitionsToTxnResponse_v4,
}
AddPartitionsToTxnResponse._ENCODERS = {
    0: _encode_AddPartitionsToTxnResponse_v0,
    1: _encode_AddPartitionsToTxnResponse_v0,
    2: _encode_AddPartitionsToTxnResponse_v0,
    3: _encode_AddPartitionsToTxnResponse_v3,
    4: _encode_AddPartitionsToTxnResponse_v4,
    5: _encode_AddPartitionsToTxnResponse_v4,
}
