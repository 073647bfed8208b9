"""Find generated message classes by schema name or API key, importing modules on first use."""

from __future__ import annotations

import importlib

from kgroup_proto.runtime import Struct

#: Schema name -> generated module (under ``kgroup_proto.messages``).
_MODULES: dict[str, str] = {
    "AddOffsetsToTxnRequest": "add_offsets_to_txn_request",
    "AddOffsetsToTxnResponse": "add_offsets_to_txn_response",
    "AddPartitionsToTxnRequest": "add_partitions_to_txn_request",
    "AddPartitionsToTxnResponse": "add_partitions_to_txn_response",
    "AlterShareGroupOffsetsRequest": "alter_share_group_offsets_request",
    "AlterShareGroupOffsetsResponse": "alter_share_group_offsets_response",
    "ApiVersionsRequest": "api_versions_request",
    "ApiVersionsResponse": "api_versions_response",
    "ConsumerGroupCurrentMemberAssignmentKey": "consumer_group_current_member_assignment_key",
    "ConsumerGroupCurrentMemberAssignmentValue": "consumer_group_current_member_assignment_value",
    "ConsumerGroupDescribeRequest": "consumer_group_describe_request",
    "ConsumerGroupDescribeResponse": "consumer_group_describe_response",
    "ConsumerGroupHeartbeatRequest": "consumer_group_heartbeat_request",
    "ConsumerGroupHeartbeatResponse": "consumer_group_heartbeat_response",
    "ConsumerGroupMemberMetadataKey": "consumer_group_member_metadata_key",
    "ConsumerGroupMemberMetadataValue": "consumer_group_member_metadata_value",
    "ConsumerGroupMetadataKey": "consumer_group_metadata_key",
    "ConsumerGroupMetadataValue": "consumer_group_metadata_value",
    "ConsumerGroupPartitionMetadataKey": "consumer_group_partition_metadata_key",
    "ConsumerGroupPartitionMetadataValue": "consumer_group_partition_metadata_value",
    "ConsumerGroupRegularExpressionKey": "consumer_group_regular_expression_key",
    "ConsumerGroupRegularExpressionValue": "consumer_group_regular_expression_value",
    "ConsumerGroupTargetAssignmentMemberKey": "consumer_group_target_assignment_member_key",
    "ConsumerGroupTargetAssignmentMemberValue": "consumer_group_target_assignment_member_value",
    "ConsumerGroupTargetAssignmentMetadataKey": "consumer_group_target_assignment_metadata_key",
    "ConsumerGroupTargetAssignmentMetadataValue": "consumer_group_target_assignment_metadata_value",
    "ConsumerProtocolAssignment": "consumer_protocol_assignment",
    "ConsumerProtocolSubscription": "consumer_protocol_subscription",
    "CreatePartitionsRequest": "create_partitions_request",
    "CreatePartitionsResponse": "create_partitions_response",
    "CreateTopicsRequest": "create_topics_request",
    "CreateTopicsResponse": "create_topics_response",
    "DeleteGroupsRequest": "delete_groups_request",
    "DeleteGroupsResponse": "delete_groups_response",
    "DeleteRecordsRequest": "delete_records_request",
    "DeleteRecordsResponse": "delete_records_response",
    "DeleteShareGroupOffsetsRequest": "delete_share_group_offsets_request",
    "DeleteShareGroupOffsetsResponse": "delete_share_group_offsets_response",
    "DeleteTopicsRequest": "delete_topics_request",
    "DeleteTopicsResponse": "delete_topics_response",
    "DescribeClusterRequest": "describe_cluster_request",
    "DescribeClusterResponse": "describe_cluster_response",
    "DescribeConfigsRequest": "describe_configs_request",
    "DescribeConfigsResponse": "describe_configs_response",
    "DescribeGroupsRequest": "describe_groups_request",
    "DescribeGroupsResponse": "describe_groups_response",
    "DescribeShareGroupOffsetsRequest": "describe_share_group_offsets_request",
    "DescribeShareGroupOffsetsResponse": "describe_share_group_offsets_response",
    "EndTxnRequest": "end_txn_request",
    "EndTxnResponse": "end_txn_response",
    "FetchRequest": "fetch_request",
    "FetchResponse": "fetch_response",
    "FindCoordinatorRequest": "find_coordinator_request",
    "FindCoordinatorResponse": "find_coordinator_response",
    "GroupMetadataKey": "group_metadata_key",
    "GroupMetadataValue": "group_metadata_value",
    "HeartbeatRequest": "heartbeat_request",
    "HeartbeatResponse": "heartbeat_response",
    "InitProducerIdRequest": "init_producer_id_request",
    "InitProducerIdResponse": "init_producer_id_response",
    "JoinGroupRequest": "join_group_request",
    "JoinGroupResponse": "join_group_response",
    "LeaveGroupRequest": "leave_group_request",
    "LeaveGroupResponse": "leave_group_response",
    "LegacyOffsetCommitKey": "legacy_offset_commit_key",
    "LegacyOffsetCommitValue": "legacy_offset_commit_value",
    "ListGroupsRequest": "list_groups_request",
    "ListGroupsResponse": "list_groups_response",
    "ListOffsetsRequest": "list_offsets_request",
    "ListOffsetsResponse": "list_offsets_response",
    "MetadataRequest": "metadata_request",
    "MetadataResponse": "metadata_response",
    "OffsetCommitKey": "offset_commit_key",
    "OffsetCommitRequest": "offset_commit_request",
    "OffsetCommitResponse": "offset_commit_response",
    "OffsetCommitValue": "offset_commit_value",
    "OffsetDeleteRequest": "offset_delete_request",
    "OffsetDeleteResponse": "offset_delete_response",
    "OffsetFetchRequest": "offset_fetch_request",
    "OffsetFetchResponse": "offset_fetch_response",
    "OffsetForLeaderEpochRequest": "offset_for_leader_epoch_request",
    "OffsetForLeaderEpochResponse": "offset_for_leader_epoch_response",
    "ProduceRequest": "produce_request",
    "ProduceResponse": "produce_response",
    "RequestHeader": "request_header",
    "ResponseHeader": "response_header",
    "ShareAcknowledgeRequest": "share_acknowledge_request",
    "ShareAcknowledgeResponse": "share_acknowledge_response",
    "ShareFetchRequest": "share_fetch_request",
    "ShareFetchResponse": "share_fetch_response",
    "ShareGroupCurrentMemberAssignmentKey": "share_group_current_member_assignment_key",
    "ShareGroupCurrentMemberAssignmentValue": "share_group_current_member_assignment_value",
    "ShareGroupDescribeRequest": "share_group_describe_request",
    "ShareGroupDescribeResponse": "share_group_describe_response",
    "ShareGroupHeartbeatRequest": "share_group_heartbeat_request",
    "ShareGroupHeartbeatResponse": "share_group_heartbeat_response",
    "ShareGroupMemberMetadataKey": "share_group_member_metadata_key",
    "ShareGroupMemberMetadataValue": "share_group_member_metadata_value",
    "ShareGroupMetadataKey": "share_group_metadata_key",
    "ShareGroupMetadataValue": "share_group_metadata_value",
    "ShareGroupPartitionMetadataKey": "share_group_partition_metadata_key",
    "ShareGroupPartitionMetadataValue": "share_group_partition_metadata_value",
    "ShareGroupStatePartitionMetadataKey": "share_group_state_partition_metadata_key",
    "ShareGroupStatePartitionMetadataValue": "share_group_state_partition_metadata_value",
    "ShareGroupTargetAssignmentMemberKey": "share_group_target_assignment_member_key",
    "ShareGroupTargetAssignmentMemberValue": "share_group_target_assignment_member_value",
    "ShareGroupTargetAssignmentMetadataKey": "share_group_target_assignment_metadata_key",
    "ShareGroupTargetAssignmentMetadataValue": "share_group_target_assignment_metadata_value",
    "ShareSnapshotKey": "share_snapshot_key",
    "ShareSnapshotValue": "share_snapshot_value",
    "ShareUpdateKey": "share_update_key",
    "ShareUpdateValue": "share_update_value",
    "StreamsGroupCurrentMemberAssignmentKey": "streams_group_current_member_assignment_key",
    "StreamsGroupCurrentMemberAssignmentValue": "streams_group_current_member_assignment_value",
    "StreamsGroupDescribeRequest": "streams_group_describe_request",
    "StreamsGroupDescribeResponse": "streams_group_describe_response",
    "StreamsGroupHeartbeatRequest": "streams_group_heartbeat_request",
    "StreamsGroupHeartbeatResponse": "streams_group_heartbeat_response",
    "StreamsGroupMemberMetadataKey": "streams_group_member_metadata_key",
    "StreamsGroupMemberMetadataValue": "streams_group_member_metadata_value",
    "StreamsGroupMetadataKey": "streams_group_metadata_key",
    "StreamsGroupMetadataValue": "streams_group_metadata_value",
    "StreamsGroupTargetAssignmentMemberKey": "streams_group_target_assignment_member_key",
    "StreamsGroupTargetAssignmentMemberValue": "streams_group_target_assignment_member_value",
    "StreamsGroupTargetAssignmentMetadataKey": "streams_group_target_assignment_metadata_key",
    "StreamsGroupTargetAssignmentMetadataValue": "streams_group_target_assignment_metadata_value",
    "StreamsGroupTopologyKey": "streams_group_topology_key",
    "StreamsGroupTopologyValue": "streams_group_topology_value",
    "SyncGroupRequest": "sync_group_request",
    "SyncGroupResponse": "sync_group_response",
    "TransactionLogKey": "transaction_log_key",
    "TransactionLogValue": "transaction_log_value",
    "TxnOffsetCommitRequest": "txn_offset_commit_request",
    "TxnOffsetCommitResponse": "txn_offset_commit_response",
}

#: API key -> (request schema, response schema).
_APIS: dict[int, tuple[str, str]] = {
    0: ("ProduceRequest", "ProduceResponse"),
    1: ("FetchRequest", "FetchResponse"),
    2: ("ListOffsetsRequest", "ListOffsetsResponse"),
    3: ("MetadataRequest", "MetadataResponse"),
    8: ("OffsetCommitRequest", "OffsetCommitResponse"),
    9: ("OffsetFetchRequest", "OffsetFetchResponse"),
    10: ("FindCoordinatorRequest", "FindCoordinatorResponse"),
    11: ("JoinGroupRequest", "JoinGroupResponse"),
    12: ("HeartbeatRequest", "HeartbeatResponse"),
    13: ("LeaveGroupRequest", "LeaveGroupResponse"),
    14: ("SyncGroupRequest", "SyncGroupResponse"),
    15: ("DescribeGroupsRequest", "DescribeGroupsResponse"),
    16: ("ListGroupsRequest", "ListGroupsResponse"),
    18: ("ApiVersionsRequest", "ApiVersionsResponse"),
    19: ("CreateTopicsRequest", "CreateTopicsResponse"),
    20: ("DeleteTopicsRequest", "DeleteTopicsResponse"),
    21: ("DeleteRecordsRequest", "DeleteRecordsResponse"),
    22: ("InitProducerIdRequest", "InitProducerIdResponse"),
    23: ("OffsetForLeaderEpochRequest", "OffsetForLeaderEpochResponse"),
    24: ("AddPartitionsToTxnRequest", "AddPartitionsToTxnResponse"),
    25: ("AddOffsetsToTxnRequest", "AddOffsetsToTxnResponse"),
    26: ("EndTxnRequest", "EndTxnResponse"),
    28: ("TxnOffsetCommitRequest", "TxnOffsetCommitResponse"),
    32: ("DescribeConfigsRequest", "DescribeConfigsResponse"),
    37: ("CreatePartitionsRequest", "CreatePartitionsResponse"),
    42: ("DeleteGroupsRequest", "DeleteGroupsResponse"),
    47: ("OffsetDeleteRequest", "OffsetDeleteResponse"),
    60: ("DescribeClusterRequest", "DescribeClusterResponse"),
    68: ("ConsumerGroupHeartbeatRequest", "ConsumerGroupHeartbeatResponse"),
    69: ("ConsumerGroupDescribeRequest", "ConsumerGroupDescribeResponse"),
    76: ("ShareGroupHeartbeatRequest", "ShareGroupHeartbeatResponse"),
    77: ("ShareGroupDescribeRequest", "ShareGroupDescribeResponse"),
    78: ("ShareFetchRequest", "ShareFetchResponse"),
    79: ("ShareAcknowledgeRequest", "ShareAcknowledgeResponse"),
    88: ("StreamsGroupHeartbeatRequest", "StreamsGroupHeartbeatResponse"),
    89: ("StreamsGroupDescribeRequest", "StreamsGroupDescribeResponse"),
    90: ("DescribeShareGroupOffsetsRequest", "DescribeShareGroupOffsetsResponse"),
    91: ("AlterShareGroupOffsetsRequest", "AlterShareGroupOffsetsResponse"),
    92: ("DeleteShareGroupOffsetsRequest", "DeleteShareGroupOffsetsResponse"),
}

#: API key -> the versions this package can encode and decode.
_API_VERSIONS: dict[int, range] = {
    0: range(0, 14),
    1: range(0, 19),
    2: range(0, 12),
    3: range(0, 14),
    8: range(0, 11),
    9: range(0, 11),
    10: range(0, 7),
    11: range(0, 10),
    12: range(0, 5),
    13: range(0, 6),
    14: range(0, 6),
    15: range(0, 7),
    16: range(0, 6),
    18: range(0, 6),
    19: range(2, 8),
    20: range(1, 7),
    21: range(0, 3),
    22: range(0, 7),
    23: range(2, 5),
    24: range(0, 6),
    25: range(0, 5),
    26: range(0, 6),
    28: range(0, 7),
    32: range(1, 5),
    37: range(0, 4),
    42: range(0, 4),
    47: range(0, 1),
    60: range(0, 3),
    68: range(0, 2),
    69: range(0, 2),
    76: range(0, 2),
    77: range(0, 2),
    78: range(1, 3),
    79: range(1, 3),
    88: range(0, 2),
    89: range(0, 2),
    90: range(0, 2),
    91: range(0, 1),
    92: range(0, 1),
}


def message_names() -> list[str]:
    """Every schema name this package ships, sorted."""
    return sorted(_MODULES)


def message_class(name: str) -> type[Struct]:
    """The generated class for a schema name such as ``"JoinGroupRequest"``."""
    module = _MODULES.get(name)
    if module is None:
        raise KeyError(f"no message named {name!r} (see message_names())")
    cls: type[Struct] = getattr(importlib.import_module(f"{__package__}.messages.{module}"), name)
    return cls


def _api(api_key: int) -> tuple[str, str]:
    pair = _APIS.get(api_key)
    if pair is None:
        raise KeyError(f"no API with key {api_key}")
    return pair


def request_class(api_key: int) -> type[Struct]:
    """The request class of an API key."""
    return message_class(_api(api_key)[0])


def response_class(api_key: int) -> type[Struct]:
    """The response class of an API key."""
    return message_class(_api(api_key)[1])


def api_name(api_key: int) -> str:
    """The API's name, e.g. ``"JoinGroup"`` for key 11."""
    request = _api(api_key)[0]
    return request.removesuffix("Request")


def api_versions() -> dict[int, range]:
    """API key -> supported version range, for every API this package ships."""
    return dict(_API_VERSIONS)
