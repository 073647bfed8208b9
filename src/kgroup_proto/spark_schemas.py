"""Spark schemas of every data struct: generated from the schema files; edit those, not this file.

``SCHEMAS[name]`` is Spark's JSON form of the struct's ``StructType``; rebuild it with
``pyspark.sql.types.StructType.fromJson(SCHEMAS[name])``. Column names are the generated classes'
attribute names, every field of every version is present, uuids are Kafka's 22-character text
form, and each field's description is its column comment. Kept as plain data so that importing
the package never needs pyspark.
"""

# ruff: noqa: E501

from typing import Any

SCHEMAS: dict[str, dict[str, Any]] = {
    "ConsumerGroupCurrentMemberAssignmentKey": {
        "type": "struct",
        "fields": [
            {
                "name": "group_id",
                "type": "string",
                "nullable": False,
                "metadata": {"comment": "Id of the group the record belongs to."},
            },
            {
                "name": "member_id",
                "type": "string",
                "nullable": False,
                "metadata": {"comment": "Id of the member the record describes."},
            },
        ],
    },
    "ConsumerGroupCurrentMemberAssignmentValue": {
        "type": "struct",
        "fields": [
            {
                "name": "member_epoch",
                "type": "integer",
                "nullable": False,
                "metadata": {
                    "comment": "Epoch the member is expected to send in its next heartbeat."
                },
            },
            {
                "name": "previous_member_epoch",
                "type": "integer",
                "nullable": False,
                "metadata": {
                    "comment": "Epoch before the last bump; accepted if the member never saw the bump."
                },
            },
            {
                "name": "state",
                "type": "byte",
                "nullable": False,
                "metadata": {"comment": "Reconciliation state of the member (a MemberState code)."},
            },
            {
                "name": "assigned_partitions",
                "type": {
                    "type": "array",
                    "elementType": {
                        "type": "struct",
                        "fields": [
                            {
                                "name": "topic_id",
                                "type": "string",
                                "nullable": False,
                                "metadata": {"comment": "Id of the topic."},
                            },
                            {
                                "name": "partitions",
                                "type": {
                                    "type": "array",
                                    "elementType": "integer",
                                    "containsNull": False,
                                },
                                "nullable": False,
                                "metadata": {"comment": "Partition numbers within that topic."},
                            },
                            {
                                "name": "assignment_epochs",
                                "type": {
                                    "type": "array",
                                    "elementType": "integer",
                                    "containsNull": False,
                                },
                                "nullable": True,
                                "metadata": {
                                    "comment": "Per entry of Partitions, the member epoch in which that partition was given to the member (KIP-1251); a commit for it is accepted from that epoch on. Null when not recorded."
                                },
                            },
                        ],
                    },
                    "containsNull": False,
                },
                "nullable": False,
                "metadata": {"comment": "Partitions the member owns or has been given."},
            },
            {
                "name": "partitions_pending_revocation",
                "type": {
                    "type": "array",
                    "elementType": {
                        "type": "struct",
                        "fields": [
                            {
                                "name": "topic_id",
                                "type": "string",
                                "nullable": False,
                                "metadata": {"comment": "Id of the topic."},
                            },
                            {
                                "name": "partitions",
                                "type": {
                                    "type": "array",
                                    "elementType": "integer",
                                    "containsNull": False,
                                },
                                "nullable": False,
                                "metadata": {"comment": "Partition numbers within that topic."},
                            },
                            {
                                "name": "assignment_epochs",
                                "type": {
                                    "type": "array",
                                    "elementType": "integer",
                                    "containsNull": False,
                                },
                                "nullable": True,
                                "metadata": {
                                    "comment": "Per entry of Partitions, the member epoch in which that partition was given to the member (KIP-1251); a commit for it is accepted from that epoch on. Null when not recorded."
                                },
                            },
                        ],
                    },
                    "containsNull": False,
                },
                "nullable": False,
                "metadata": {"comment": "Partitions the member still has to release."},
            },
        ],
    },
    "ConsumerGroupMemberMetadataKey": {
        "type": "struct",
        "fields": [
            {
                "name": "group_id",
                "type": "string",
                "nullable": False,
                "metadata": {"comment": "Id of the group the record belongs to."},
            },
            {
                "name": "member_id",
                "type": "string",
                "nullable": False,
                "metadata": {"comment": "Id of the member the record describes."},
            },
        ],
    },
    "ConsumerGroupMemberMetadataValue": {
        "type": "struct",
        "fields": [
            {
                "name": "instance_id",
                "type": "string",
                "nullable": True,
                "metadata": {"comment": "Static instance id of the member, or null."},
            },
            {
                "name": "rack_id",
                "type": "string",
                "nullable": True,
                "metadata": {"comment": "Rack the member runs in, or null."},
            },
            {
                "name": "client_id",
                "type": "string",
                "nullable": False,
                "metadata": {"comment": "Client id the member connected with."},
            },
            {
                "name": "client_host",
                "type": "string",
                "nullable": False,
                "metadata": {"comment": "Host the member connected from."},
            },
            {
                "name": "subscribed_topic_names",
                "type": {"type": "array", "elementType": "string", "containsNull": False},
                "nullable": False,
                "metadata": {"comment": "Topics the member subscribes to by name."},
            },
            {
                "name": "subscribed_topic_regex",
                "type": "string",
                "nullable": True,
                "metadata": {"comment": "Regular expression the member subscribes with, or null."},
            },
            {
                "name": "rebalance_timeout_ms",
                "type": "integer",
                "nullable": False,
                "metadata": {"comment": "Rebalance timeout of the member in ms."},
            },
            {
                "name": "server_assignor",
                "type": "string",
                "nullable": True,
                "metadata": {
                    "comment": "Server-side assignor the member asked for, or null for none."
                },
            },
            {
                "name": "classic_member_metadata",
                "type": {
                    "type": "struct",
                    "fields": [
                        {
                            "name": "session_timeout_ms",
                            "type": "integer",
                            "nullable": False,
                            "metadata": {"comment": "Session timeout of the classic member in ms."},
                        },
                        {
                            "name": "supported_protocols",
                            "type": {
                                "type": "array",
                                "elementType": {
                                    "type": "struct",
                                    "fields": [
                                        {
                                            "name": "name",
                                            "type": "string",
                                            "nullable": False,
                                            "metadata": {"comment": "Name of the protocol."},
                                        },
                                        {
                                            "name": "metadata",
                                            "type": "binary",
                                            "nullable": False,
                                            "metadata": {
                                                "comment": "Protocol-specific metadata the member supplied."
                                            },
                                        },
                                    ],
                                },
                                "containsNull": False,
                            },
                            "nullable": False,
                            "metadata": {
                                "comment": "Assignment protocols the classic member offered."
                            },
                        },
                    ],
                },
                "nullable": True,
                "metadata": {
                    "comment": "Set only for members that still speak the classic JoinGroup protocol: their session timeout and protocols. Null for native members."
                },
            },
        ],
    },
    "ConsumerGroupMetadataKey": {
        "type": "struct",
        "fields": [
            {
                "name": "group_id",
                "type": "string",
                "nullable": False,
                "metadata": {"comment": "Id of the group the record belongs to."},
            }
        ],
    },
    "ConsumerGroupMetadataValue": {
        "type": "struct",
        "fields": [
            {
                "name": "epoch",
                "type": "integer",
                "nullable": False,
                "metadata": {"comment": "Current epoch of the group."},
            },
            {
                "name": "metadata_hash",
                "type": "long",
                "nullable": False,
                "metadata": {
                    "comment": "Hash over the metadata of every subscribed topic; a different hash means topics changed and the group must rebalance (KIP-1101). 0 when not computed."
                },
            },
        ],
    },
    "ConsumerGroupPartitionMetadataKey": {
        "type": "struct",
        "fields": [
            {
                "name": "group_id",
                "type": "string",
                "nullable": False,
                "metadata": {"comment": "Id of the group the record belongs to."},
            }
        ],
    },
    "ConsumerGroupPartitionMetadataValue": {
        "type": "struct",
        "fields": [
            {
                "name": "topics",
                "type": {
                    "type": "array",
                    "elementType": {
                        "type": "struct",
                        "fields": [
                            {
                                "name": "topic_id",
                                "type": "string",
                                "nullable": False,
                                "metadata": {"comment": "Id of the topic."},
                            },
                            {
                                "name": "topic_name",
                                "type": "string",
                                "nullable": False,
                                "metadata": {"comment": "Name of the topic."},
                            },
                            {
                                "name": "num_partitions",
                                "type": "integer",
                                "nullable": False,
                                "metadata": {"comment": "Partition count of the topic."},
                            },
                            {
                                "name": "partition_metadata",
                                "type": {
                                    "type": "array",
                                    "elementType": {
                                        "type": "struct",
                                        "fields": [
                                            {
                                                "name": "partition",
                                                "type": "integer",
                                                "nullable": False,
                                                "metadata": {"comment": "Partition number."},
                                            },
                                            {
                                                "name": "racks",
                                                "type": {
                                                    "type": "array",
                                                    "elementType": "string",
                                                    "containsNull": False,
                                                },
                                                "nullable": False,
                                                "metadata": {
                                                    "comment": "Racks holding replicas of this partition."
                                                },
                                            },
                                        ],
                                    },
                                    "containsNull": False,
                                },
                                "nullable": False,
                                "metadata": {
                                    "comment": "Racks hosting each partition; left empty when no rack is known for any partition. No longer used from Kafka 4.0 on."
                                },
                            },
                        ],
                    },
                    "containsNull": False,
                },
                "nullable": False,
                "metadata": {"comment": "One entry per subscribed topic."},
            }
        ],
    },
    "ConsumerGroupRegularExpressionKey": {
        "type": "struct",
        "fields": [
            {
                "name": "group_id",
                "type": "string",
                "nullable": False,
                "metadata": {"comment": "Id of the group the record belongs to."},
            },
            {
                "name": "regular_expression",
                "type": "string",
                "nullable": False,
                "metadata": {"comment": "The subscription pattern this record resolves."},
            },
        ],
    },
    "ConsumerGroupRegularExpressionValue": {
        "type": "struct",
        "fields": [
            {
                "name": "topics",
                "type": {"type": "array", "elementType": "string", "containsNull": False},
                "nullable": False,
                "metadata": {
                    "comment": "Names of the topics the pattern matched when it was last resolved."
                },
            },
            {
                "name": "version",
                "type": "long",
                "nullable": False,
                "metadata": {
                    "comment": "Version of the cluster metadata the pattern was resolved against."
                },
            },
            {
                "name": "timestamp",
                "type": "long",
                "nullable": False,
                "metadata": {"comment": "When the pattern was resolved, in epoch milliseconds."},
            },
        ],
    },
    "ConsumerGroupTargetAssignmentMemberKey": {
        "type": "struct",
        "fields": [
            {
                "name": "group_id",
                "type": "string",
                "nullable": False,
                "metadata": {"comment": "Id of the group the record belongs to."},
            },
            {
                "name": "member_id",
                "type": "string",
                "nullable": False,
                "metadata": {"comment": "Id of the member the record describes."},
            },
        ],
    },
    "ConsumerGroupTargetAssignmentMemberValue": {
        "type": "struct",
        "fields": [
            {
                "name": "topic_partitions",
                "type": {
                    "type": "array",
                    "elementType": {
                        "type": "struct",
                        "fields": [
                            {
                                "name": "topic_id",
                                "type": "string",
                                "nullable": False,
                                "metadata": {"comment": "Id of the topic."},
                            },
                            {
                                "name": "partitions",
                                "type": {
                                    "type": "array",
                                    "elementType": "integer",
                                    "containsNull": False,
                                },
                                "nullable": False,
                                "metadata": {"comment": "Partition numbers within that topic."},
                            },
                        ],
                    },
                    "containsNull": False,
                },
                "nullable": False,
                "metadata": {"comment": "Partitions in the member's target assignment."},
            }
        ],
    },
    "ConsumerGroupTargetAssignmentMetadataKey": {
        "type": "struct",
        "fields": [
            {
                "name": "group_id",
                "type": "string",
                "nullable": False,
                "metadata": {"comment": "Id of the group the record belongs to."},
            }
        ],
    },
    "ConsumerGroupTargetAssignmentMetadataValue": {
        "type": "struct",
        "fields": [
            {
                "name": "assignment_epoch",
                "type": "integer",
                "nullable": False,
                "metadata": {"comment": "Group epoch at which the target assignment was computed."},
            },
            {
                "name": "assignment_timestamp",
                "type": "long",
                "nullable": False,
                "metadata": {
                    "comment": "When the computation of this target assignment ended, in ms since the epoch; 0 if not recorded."
                },
            },
        ],
    },
    "ConsumerProtocolAssignment": {
        "type": "struct",
        "fields": [
            {
                "name": "assigned_partitions",
                "type": {
                    "type": "array",
                    "elementType": {
                        "type": "struct",
                        "fields": [
                            {
                                "name": "topic",
                                "type": "string",
                                "nullable": False,
                                "metadata": {"comment": "Topic name."},
                            },
                            {
                                "name": "partitions",
                                "type": {
                                    "type": "array",
                                    "elementType": "integer",
                                    "containsNull": False,
                                },
                                "nullable": False,
                                "metadata": {
                                    "comment": "Partition indexes assigned in that topic."
                                },
                            },
                        ],
                    },
                    "containsNull": False,
                },
                "nullable": False,
                "metadata": {"comment": "Partitions given to the member, grouped by topic."},
            },
            {
                "name": "user_data",
                "type": "binary",
                "nullable": True,
                "metadata": {"comment": "Opaque assignor data for the member; may be null."},
            },
        ],
    },
    "ConsumerProtocolSubscription": {
        "type": "struct",
        "fields": [
            {
                "name": "topics",
                "type": {"type": "array", "elementType": "string", "containsNull": False},
                "nullable": False,
                "metadata": {"comment": "Topic names the member subscribes to."},
            },
            {
                "name": "user_data",
                "type": "binary",
                "nullable": True,
                "metadata": {
                    "comment": "Opaque assignor data, returned to the member with its assignment; may be null."
                },
            },
            {
                "name": "owned_partitions",
                "type": {
                    "type": "array",
                    "elementType": {
                        "type": "struct",
                        "fields": [
                            {
                                "name": "topic",
                                "type": "string",
                                "nullable": False,
                                "metadata": {"comment": "Topic name."},
                            },
                            {
                                "name": "partitions",
                                "type": {
                                    "type": "array",
                                    "elementType": "integer",
                                    "containsNull": False,
                                },
                                "nullable": False,
                                "metadata": {"comment": "Partition indexes held in that topic."},
                            },
                        ],
                    },
                    "containsNull": False,
                },
                "nullable": False,
                "metadata": {"comment": "Partitions the member holds right now, grouped by topic."},
            },
            {
                "name": "generation_id",
                "type": "integer",
                "nullable": False,
                "metadata": {
                    "comment": "Generation in which the owned partitions were assigned; -1 if unknown."
                },
            },
            {
                "name": "rack_id",
                "type": "string",
                "nullable": True,
                "metadata": {"comment": "Rack the member runs in, or null."},
            },
        ],
    },
    "GroupMetadataKey": {
        "type": "struct",
        "fields": [
            {
                "name": "group",
                "type": "string",
                "nullable": False,
                "metadata": {"comment": "Id of the group the record describes."},
            }
        ],
    },
    "GroupMetadataValue": {
        "type": "struct",
        "fields": [
            {
                "name": "protocol_type",
                "type": "string",
                "nullable": False,
                "metadata": {"comment": 'Kind of group, e.g. "consumer" or "connect".'},
            },
            {
                "name": "generation",
                "type": "integer",
                "nullable": False,
                "metadata": {"comment": "Generation id of the group."},
            },
            {
                "name": "protocol",
                "type": "string",
                "nullable": True,
                "metadata": {
                    "comment": "Assignment protocol the group settled on, or null if none yet."
                },
            },
            {
                "name": "leader",
                "type": "string",
                "nullable": True,
                "metadata": {
                    "comment": "Member id of the current leader, or null if there is none."
                },
            },
            {
                "name": "current_state_timestamp",
                "type": "long",
                "nullable": False,
                "metadata": {
                    "comment": "When the group last changed state, in epoch milliseconds, or -1."
                },
            },
            {
                "name": "members",
                "type": {
                    "type": "array",
                    "elementType": {
                        "type": "struct",
                        "fields": [
                            {
                                "name": "member_id",
                                "type": "string",
                                "nullable": False,
                                "metadata": {"comment": "Id the coordinator gave this member."},
                            },
                            {
                                "name": "group_instance_id",
                                "type": "string",
                                "nullable": True,
                                "metadata": {
                                    "comment": "Static instance id set by the client, or null for a dynamic member."
                                },
                            },
                            {
                                "name": "client_id",
                                "type": "string",
                                "nullable": False,
                                "metadata": {"comment": "Client id the member connected with."},
                            },
                            {
                                "name": "client_host",
                                "type": "string",
                                "nullable": False,
                                "metadata": {"comment": "Host the member connected from."},
                            },
                            {
                                "name": "rebalance_timeout",
                                "type": "integer",
                                "nullable": False,
                                "metadata": {
                                    "comment": "Longest time, in ms, the member may take to rejoin during a rebalance."
                                },
                            },
                            {
                                "name": "session_timeout",
                                "type": "integer",
                                "nullable": False,
                                "metadata": {
                                    "comment": "Time, in ms, without heartbeats after which the member is dropped."
                                },
                            },
                            {
                                "name": "subscription",
                                "type": "binary",
                                "nullable": False,
                                "metadata": {
                                    "comment": "Protocol-specific subscription the member sent when joining."
                                },
                            },
                            {
                                "name": "assignment",
                                "type": "binary",
                                "nullable": False,
                                "metadata": {
                                    "comment": "Protocol-specific assignment the leader handed to the member."
                                },
                            },
                        ],
                    },
                    "containsNull": False,
                },
                "nullable": False,
                "metadata": {"comment": "Current members of the group."},
            },
        ],
    },
    "LegacyOffsetCommitKey": {
        "type": "struct",
        "fields": [
            {
                "name": "group",
                "type": "string",
                "nullable": False,
                "metadata": {"comment": "Consumer group that owns the committed offset."},
            },
            {
                "name": "topic",
                "type": "string",
                "nullable": False,
                "metadata": {"comment": "Topic the offset was committed for."},
            },
            {
                "name": "partition",
                "type": "integer",
                "nullable": False,
                "metadata": {"comment": "Partition the offset was committed for."},
            },
        ],
    },
    "LegacyOffsetCommitValue": {
        "type": "struct",
        "fields": [
            {
                "name": "offset",
                "type": "long",
                "nullable": False,
                "metadata": {"comment": "Position committed for the partition."},
            },
            {
                "name": "metadata",
                "type": "string",
                "nullable": False,
                "metadata": {"comment": "Free-form text the committing client attached."},
            },
            {
                "name": "commit_timestamp",
                "type": "long",
                "nullable": False,
                "metadata": {
                    "comment": "When the coordinator appended the commit, in epoch milliseconds."
                },
            },
        ],
    },
    "OffsetCommitKey": {
        "type": "struct",
        "fields": [
            {
                "name": "group",
                "type": "string",
                "nullable": False,
                "metadata": {"comment": "Consumer group that owns the committed offset."},
            },
            {
                "name": "topic",
                "type": "string",
                "nullable": False,
                "metadata": {"comment": "Topic the offset was committed for."},
            },
            {
                "name": "partition",
                "type": "integer",
                "nullable": False,
                "metadata": {"comment": "Partition the offset was committed for."},
            },
        ],
    },
    "OffsetCommitValue": {
        "type": "struct",
        "fields": [
            {
                "name": "offset",
                "type": "long",
                "nullable": False,
                "metadata": {"comment": "Position the consumer asked to store for the partition."},
            },
            {
                "name": "leader_epoch",
                "type": "integer",
                "nullable": False,
                "metadata": {
                    "comment": "Leader epoch of the last record the consumer processed, or -1."
                },
            },
            {
                "name": "metadata",
                "type": "string",
                "nullable": False,
                "metadata": {"comment": "Free-form text supplied by the client with the commit."},
            },
            {
                "name": "commit_timestamp",
                "type": "long",
                "nullable": False,
                "metadata": {
                    "comment": "When the coordinator appended the commit, in epoch milliseconds."
                },
            },
            {
                "name": "expire_timestamp",
                "type": "long",
                "nullable": False,
                "metadata": {"comment": "When the commit lapses, in epoch milliseconds (v1 only)."},
            },
            {
                "name": "topic_id",
                "type": "string",
                "nullable": False,
                "metadata": {"comment": "Id of the committed topic, where the commit named one."},
            },
        ],
    },
    "ShareGroupCurrentMemberAssignmentKey": {
        "type": "struct",
        "fields": [
            {
                "name": "group_id",
                "type": "string",
                "nullable": False,
                "metadata": {"comment": "Id of the group the record belongs to."},
            },
            {
                "name": "member_id",
                "type": "string",
                "nullable": False,
                "metadata": {"comment": "Id of the member the record describes."},
            },
        ],
    },
    "ShareGroupCurrentMemberAssignmentValue": {
        "type": "struct",
        "fields": [
            {
                "name": "member_epoch",
                "type": "integer",
                "nullable": False,
                "metadata": {
                    "comment": "Epoch the member is expected to send in its next heartbeat."
                },
            },
            {
                "name": "previous_member_epoch",
                "type": "integer",
                "nullable": False,
                "metadata": {
                    "comment": "Epoch before the last bump; accepted if the member never saw the bump."
                },
            },
            {
                "name": "state",
                "type": "byte",
                "nullable": False,
                "metadata": {"comment": "Reconciliation state of the member (a MemberState code)."},
            },
            {
                "name": "assigned_partitions",
                "type": {
                    "type": "array",
                    "elementType": {
                        "type": "struct",
                        "fields": [
                            {
                                "name": "topic_id",
                                "type": "string",
                                "nullable": False,
                                "metadata": {"comment": "Id of the topic."},
                            },
                            {
                                "name": "partitions",
                                "type": {
                                    "type": "array",
                                    "elementType": "integer",
                                    "containsNull": False,
                                },
                                "nullable": False,
                                "metadata": {"comment": "Partition numbers within that topic."},
                            },
                        ],
                    },
                    "containsNull": False,
                },
                "nullable": False,
                "metadata": {"comment": "Partitions the member owns or has been given."},
            },
        ],
    },
    "ShareGroupMemberMetadataKey": {
        "type": "struct",
        "fields": [
            {
                "name": "group_id",
                "type": "string",
                "nullable": False,
                "metadata": {"comment": "Id of the group the record belongs to."},
            },
            {
                "name": "member_id",
                "type": "string",
                "nullable": False,
                "metadata": {"comment": "Id of the member the record describes."},
            },
        ],
    },
    "ShareGroupMemberMetadataValue": {
        "type": "struct",
        "fields": [
            {
                "name": "rack_id",
                "type": "string",
                "nullable": True,
                "metadata": {"comment": "Rack the member runs in, or null."},
            },
            {
                "name": "client_id",
                "type": "string",
                "nullable": False,
                "metadata": {"comment": "Client id the member connected with."},
            },
            {
                "name": "client_host",
                "type": "string",
                "nullable": False,
                "metadata": {"comment": "Host the member connected from."},
            },
            {
                "name": "subscribed_topic_names",
                "type": {"type": "array", "elementType": "string", "containsNull": False},
                "nullable": False,
                "metadata": {"comment": "Topics the member subscribes to by name."},
            },
        ],
    },
    "ShareGroupMetadataKey": {
        "type": "struct",
        "fields": [
            {
                "name": "group_id",
                "type": "string",
                "nullable": False,
                "metadata": {"comment": "Id of the group the record belongs to."},
            }
        ],
    },
    "ShareGroupMetadataValue": {
        "type": "struct",
        "fields": [
            {
                "name": "epoch",
                "type": "integer",
                "nullable": False,
                "metadata": {"comment": "Current epoch of the group."},
            },
            {
                "name": "metadata_hash",
                "type": "long",
                "nullable": False,
                "metadata": {
                    "comment": "Hash over the metadata of every subscribed topic; a different hash means topics changed and the group must be reassigned."
                },
            },
        ],
    },
    "ShareGroupPartitionMetadataKey": {
        "type": "struct",
        "fields": [
            {
                "name": "group_id",
                "type": "string",
                "nullable": False,
                "metadata": {"comment": "Id of the group the record belongs to."},
            }
        ],
    },
    "ShareGroupPartitionMetadataValue": {
        "type": "struct",
        "fields": [
            {
                "name": "topics",
                "type": {
                    "type": "array",
                    "elementType": {
                        "type": "struct",
                        "fields": [
                            {
                                "name": "topic_id",
                                "type": "string",
                                "nullable": False,
                                "metadata": {"comment": "Id of the topic."},
                            },
                            {
                                "name": "topic_name",
                                "type": "string",
                                "nullable": False,
                                "metadata": {"comment": "Name of the topic."},
                            },
                            {
                                "name": "num_partitions",
                                "type": "integer",
                                "nullable": False,
                                "metadata": {"comment": "Partition count of the topic."},
                            },
                            {
                                "name": "partition_metadata",
                                "type": {
                                    "type": "array",
                                    "elementType": {
                                        "type": "struct",
                                        "fields": [
                                            {
                                                "name": "partition",
                                                "type": "integer",
                                                "nullable": False,
                                                "metadata": {"comment": "Partition number."},
                                            },
                                            {
                                                "name": "racks",
                                                "type": {
                                                    "type": "array",
                                                    "elementType": "string",
                                                    "containsNull": False,
                                                },
                                                "nullable": False,
                                                "metadata": {
                                                    "comment": "Racks holding replicas of this partition."
                                                },
                                            },
                                        ],
                                    },
                                    "containsNull": False,
                                },
                                "nullable": False,
                                "metadata": {
                                    "comment": "Racks hosting each partition; left empty when no rack is known for any partition."
                                },
                            },
                        ],
                    },
                    "containsNull": False,
                },
                "nullable": False,
                "metadata": {"comment": "One entry per subscribed topic."},
            }
        ],
    },
    "ShareGroupStatePartitionMetadataKey": {
        "type": "struct",
        "fields": [
            {
                "name": "group_id",
                "type": "string",
                "nullable": False,
                "metadata": {"comment": "Id of the group the record belongs to."},
            }
        ],
    },
    "ShareGroupStatePartitionMetadataValue": {
        "type": "struct",
        "fields": [
            {
                "name": "initializing_topics",
                "type": {
                    "type": "array",
                    "elementType": {
                        "type": "struct",
                        "fields": [
                            {
                                "name": "topic_id",
                                "type": "string",
                                "nullable": False,
                                "metadata": {"comment": "Id of the topic."},
                            },
                            {
                                "name": "topic_name",
                                "type": "string",
                                "nullable": False,
                                "metadata": {"comment": "Name of the topic."},
                            },
                            {
                                "name": "partitions",
                                "type": {
                                    "type": "array",
                                    "elementType": "integer",
                                    "containsNull": False,
                                },
                                "nullable": False,
                                "metadata": {"comment": "Partitions with initialised state."},
                            },
                        ],
                    },
                    "containsNull": False,
                },
                "nullable": False,
                "metadata": {
                    "comment": "Topics whose share-partition state is being set up, with the partitions concerned."
                },
            },
            {
                "name": "initialized_topics",
                "type": {
                    "type": "array",
                    "elementType": {
                        "type": "struct",
                        "fields": [
                            {
                                "name": "topic_id",
                                "type": "string",
                                "nullable": False,
                                "metadata": {"comment": "Id of the topic."},
                            },
                            {
                                "name": "topic_name",
                                "type": "string",
                                "nullable": False,
                                "metadata": {"comment": "Name of the topic."},
                            },
                            {
                                "name": "partitions",
                                "type": {
                                    "type": "array",
                                    "elementType": "integer",
                                    "containsNull": False,
                                },
                                "nullable": False,
                                "metadata": {"comment": "Partitions with initialised state."},
                            },
                        ],
                    },
                    "containsNull": False,
                },
                "nullable": False,
                "metadata": {
                    "comment": "Topics whose share-partition state has been set up, with their partitions."
                },
            },
            {
                "name": "deleting_topics",
                "type": {
                    "type": "array",
                    "elementType": {
                        "type": "struct",
                        "fields": [
                            {
                                "name": "topic_id",
                                "type": "string",
                                "nullable": False,
                                "metadata": {"comment": "Id of the topic."},
                            },
                            {
                                "name": "topic_name",
                                "type": "string",
                                "nullable": False,
                                "metadata": {"comment": "Name of the topic."},
                            },
                        ],
                    },
                    "containsNull": False,
                },
                "nullable": False,
                "metadata": {"comment": "Topics whose share-partition state is being removed."},
            },
        ],
    },
    "ShareGroupTargetAssignmentMemberKey": {
        "type": "struct",
        "fields": [
            {
                "name": "group_id",
                "type": "string",
                "nullable": False,
                "metadata": {"comment": "Id of the group the record belongs to."},
            },
            {
                "name": "member_id",
                "type": "string",
                "nullable": False,
                "metadata": {"comment": "Id of the member the record describes."},
            },
        ],
    },
    "ShareGroupTargetAssignmentMemberValue": {
        "type": "struct",
        "fields": [
            {
                "name": "topic_partitions",
                "type": {
                    "type": "array",
                    "elementType": {
                        "type": "struct",
                        "fields": [
                            {
                                "name": "topic_id",
                                "type": "string",
                                "nullable": False,
                                "metadata": {"comment": "Id of the topic."},
                            },
                            {
                                "name": "partitions",
                                "type": {
                                    "type": "array",
                                    "elementType": "integer",
                                    "containsNull": False,
                                },
                                "nullable": False,
                                "metadata": {"comment": "Partition numbers within that topic."},
                            },
                        ],
                    },
                    "containsNull": False,
                },
                "nullable": False,
                "metadata": {"comment": "Partitions in the member's target assignment."},
            }
        ],
    },
    "ShareGroupTargetAssignmentMetadataKey": {
        "type": "struct",
        "fields": [
            {
                "name": "group_id",
                "type": "string",
                "nullable": False,
                "metadata": {"comment": "Id of the group the record belongs to."},
            }
        ],
    },
    "ShareGroupTargetAssignmentMetadataValue": {
        "type": "struct",
        "fields": [
            {
                "name": "assignment_epoch",
                "type": "integer",
                "nullable": False,
                "metadata": {"comment": "Group epoch at which the target assignment was computed."},
            },
            {
                "name": "assignment_timestamp",
                "type": "long",
                "nullable": False,
                "metadata": {
                    "comment": "When the computation of this target assignment ended, in ms since the epoch; 0 if not recorded."
                },
            },
        ],
    },
    "ShareSnapshotKey": {
        "type": "struct",
        "fields": [
            {
                "name": "group_id",
                "type": "string",
                "nullable": False,
                "metadata": {"comment": "Share group the state belongs to."},
            },
            {
                "name": "topic_id",
                "type": "string",
                "nullable": False,
                "metadata": {"comment": "Id of the topic the share-partition lives in."},
            },
            {
                "name": "partition",
                "type": "integer",
                "nullable": False,
                "metadata": {"comment": "Partition number of the share-partition."},
            },
        ],
    },
    "ShareSnapshotValue": {
        "type": "struct",
        "fields": [
            {
                "name": "snapshot_epoch",
                "type": "integer",
                "nullable": False,
                "metadata": {"comment": "Counter of snapshots written for this share-partition."},
            },
            {
                "name": "state_epoch",
                "type": "integer",
                "nullable": False,
                "metadata": {"comment": "State epoch of the share-partition."},
            },
            {
                "name": "leader_epoch",
                "type": "integer",
                "nullable": False,
                "metadata": {
                    "comment": "Leader epoch of the share-partition when the state was written."
                },
            },
            {
                "name": "start_offset",
                "type": "long",
                "nullable": False,
                "metadata": {"comment": "First offset still tracked for the share-partition."},
            },
            {
                "name": "delivery_complete_count",
                "type": "integer",
                "nullable": False,
                "metadata": {
                    "comment": "How many offsets at or after the start offset are done with delivery (KIP-1226); -1 when unknown."
                },
            },
            {
                "name": "create_timestamp",
                "type": "long",
                "nullable": False,
                "metadata": {
                    "comment": "When this share-partition's state was first created, in epoch milliseconds."
                },
            },
            {
                "name": "write_timestamp",
                "type": "long",
                "nullable": False,
                "metadata": {"comment": "When this snapshot was written, in epoch milliseconds."},
            },
            {
                "name": "state_batches",
                "type": {
                    "type": "array",
                    "elementType": {
                        "type": "struct",
                        "fields": [
                            {
                                "name": "first_offset",
                                "type": "long",
                                "nullable": False,
                                "metadata": {"comment": "Lowest offset covered by the batch."},
                            },
                            {
                                "name": "last_offset",
                                "type": "long",
                                "nullable": False,
                                "metadata": {
                                    "comment": "Highest offset covered by the batch (inclusive)."
                                },
                            },
                            {
                                "name": "delivery_state",
                                "type": "byte",
                                "nullable": False,
                                "metadata": {
                                    "comment": "Delivery state of the batch's records: 0 available, 2 acknowledged, 4 archived."
                                },
                            },
                            {
                                "name": "delivery_count",
                                "type": "short",
                                "nullable": False,
                                "metadata": {
                                    "comment": "How many times the batch's records have been handed out."
                                },
                            },
                        ],
                    },
                    "containsNull": False,
                },
                "nullable": False,
                "metadata": {"comment": "Ranges of in-flight records with their delivery state."},
            },
        ],
    },
    "ShareUpdateKey": {
        "type": "struct",
        "fields": [
            {
                "name": "group_id",
                "type": "string",
                "nullable": False,
                "metadata": {"comment": "Share group the state belongs to."},
            },
            {
                "name": "topic_id",
                "type": "string",
                "nullable": False,
                "metadata": {"comment": "Id of the topic the share-partition lives in."},
            },
            {
                "name": "partition",
                "type": "integer",
                "nullable": False,
                "metadata": {"comment": "Partition number of the share-partition."},
            },
        ],
    },
    "ShareUpdateValue": {
        "type": "struct",
        "fields": [
            {
                "name": "snapshot_epoch",
                "type": "integer",
                "nullable": False,
                "metadata": {"comment": "Epoch of the snapshot this update builds on."},
            },
            {
                "name": "leader_epoch",
                "type": "integer",
                "nullable": False,
                "metadata": {
                    "comment": "Leader epoch of the share-partition when the update was written."
                },
            },
            {
                "name": "start_offset",
                "type": "long",
                "nullable": False,
                "metadata": {
                    "comment": "New start offset of the share-partition, or -1 when it is unchanged."
                },
            },
            {
                "name": "delivery_complete_count",
                "type": "integer",
                "nullable": False,
                "metadata": {
                    "comment": "How many offsets at or after the start offset are done with delivery (KIP-1226); -1 when unknown."
                },
            },
            {
                "name": "state_batches",
                "type": {
                    "type": "array",
                    "elementType": {
                        "type": "struct",
                        "fields": [
                            {
                                "name": "first_offset",
                                "type": "long",
                                "nullable": False,
                                "metadata": {"comment": "Lowest offset covered by the batch."},
                            },
                            {
                                "name": "last_offset",
                                "type": "long",
                                "nullable": False,
                                "metadata": {
                                    "comment": "Highest offset covered by the batch (inclusive)."
                                },
                            },
                            {
                                "name": "delivery_state",
                                "type": "byte",
                                "nullable": False,
                                "metadata": {
                                    "comment": "Delivery state of the batch's records: 0 available, 2 acknowledged, 4 archived."
                                },
                            },
                            {
                                "name": "delivery_count",
                                "type": "short",
                                "nullable": False,
                                "metadata": {
                                    "comment": "How many times the batch's records have been handed out."
                                },
                            },
                        ],
                    },
                    "containsNull": False,
                },
                "nullable": False,
                "metadata": {"comment": "Ranges of records whose delivery state changed."},
            },
        ],
    },
    "StreamsGroupCurrentMemberAssignmentKey": {
        "type": "struct",
        "fields": [
            {
                "name": "group_id",
                "type": "string",
                "nullable": False,
                "metadata": {"comment": "Id of the group the record belongs to."},
            },
            {
                "name": "member_id",
                "type": "string",
                "nullable": False,
                "metadata": {"comment": "Id of the member the record describes."},
            },
        ],
    },
    "StreamsGroupCurrentMemberAssignmentValue": {
        "type": "struct",
        "fields": [
            {
                "name": "member_epoch",
                "type": "integer",
                "nullable": False,
                "metadata": {
                    "comment": "Epoch the member is expected to send in its next heartbeat."
                },
            },
            {
                "name": "previous_member_epoch",
                "type": "integer",
                "nullable": False,
                "metadata": {
                    "comment": "Epoch before the last bump; accepted if the member never saw the bump."
                },
            },
            {
                "name": "state",
                "type": "byte",
                "nullable": False,
                "metadata": {"comment": "Reconciliation state of the member (a MemberState code)."},
            },
            {
                "name": "active_tasks",
                "type": {
                    "type": "array",
                    "elementType": {
                        "type": "struct",
                        "fields": [
                            {
                                "name": "subtopology_id",
                                "type": "string",
                                "nullable": False,
                                "metadata": {"comment": "Subtopology the tasks belong to."},
                            },
                            {
                                "name": "partitions",
                                "type": {
                                    "type": "array",
                                    "elementType": "integer",
                                    "containsNull": False,
                                },
                                "nullable": False,
                                "metadata": {
                                    "comment": "Task numbers within the subtopology, which are the input partitions they process."
                                },
                            },
                            {
                                "name": "assignment_epochs",
                                "type": {
                                    "type": "array",
                                    "elementType": "integer",
                                    "containsNull": False,
                                },
                                "nullable": True,
                                "metadata": {
                                    "comment": "Active tasks only: per entry of Partitions, the member epoch in which that task was given to the member; commits for it are accepted from that epoch on. Null when not recorded."
                                },
                            },
                        ],
                    },
                    "containsNull": False,
                },
                "nullable": False,
                "metadata": {"comment": "Active tasks the member runs now."},
            },
            {
                "name": "standby_tasks",
                "type": {
                    "type": "array",
                    "elementType": {
                        "type": "struct",
                        "fields": [
                            {
                                "name": "subtopology_id",
                                "type": "string",
                                "nullable": False,
                                "metadata": {"comment": "Subtopology the tasks belong to."},
                            },
                            {
                                "name": "partitions",
                                "type": {
                                    "type": "array",
                                    "elementType": "integer",
                                    "containsNull": False,
                                },
                                "nullable": False,
                                "metadata": {
                                    "comment": "Task numbers within the subtopology, which are the input partitions they process."
                                },
                            },
                            {
                                "name": "assignment_epochs",
                                "type": {
                                    "type": "array",
                                    "elementType": "integer",
                                    "containsNull": False,
                                },
                                "nullable": True,
                                "metadata": {
                                    "comment": "Active tasks only: per entry of Partitions, the member epoch in which that task was given to the member; commits for it are accepted from that epoch on. Null when not recorded."
                                },
                            },
                        ],
                    },
                    "containsNull": False,
                },
                "nullable": False,
                "metadata": {"comment": "Standby tasks the member keeps now."},
            },
            {
                "name": "warmup_tasks",
                "type": {
                    "type": "array",
                    "elementType": {
                        "type": "struct",
                        "fields": [
                            {
                                "name": "subtopology_id",
                                "type": "string",
                                "nullable": False,
                                "metadata": {"comment": "Subtopology the tasks belong to."},
                            },
                            {
                                "name": "partitions",
                                "type": {
                                    "type": "array",
                                    "elementType": "integer",
                                    "containsNull": False,
                                },
                                "nullable": False,
                                "metadata": {
                                    "comment": "Task numbers within the subtopology, which are the input partitions they process."
                                },
                            },
                            {
                                "name": "assignment_epochs",
                                "type": {
                                    "type": "array",
                                    "elementType": "integer",
                                    "containsNull": False,
                                },
                                "nullable": True,
                                "metadata": {
                                    "comment": "Active tasks only: per entry of Partitions, the member epoch in which that task was given to the member; commits for it are accepted from that epoch on. Null when not recorded."
                                },
                            },
                        ],
                    },
                    "containsNull": False,
                },
                "nullable": False,
                "metadata": {"comment": "Warm-up tasks the member runs now."},
            },
            {
                "name": "active_tasks_pending_revocation",
                "type": {
                    "type": "array",
                    "elementType": {
                        "type": "struct",
                        "fields": [
                            {
                                "name": "subtopology_id",
                                "type": "string",
                                "nullable": False,
                                "metadata": {"comment": "Subtopology the tasks belong to."},
                            },
                            {
                                "name": "partitions",
                                "type": {
                                    "type": "array",
                                    "elementType": "integer",
                                    "containsNull": False,
                                },
                                "nullable": False,
                                "metadata": {
                                    "comment": "Task numbers within the subtopology, which are the input partitions they process."
                                },
                            },
                            {
                                "name": "assignment_epochs",
                                "type": {
                                    "type": "array",
                                    "elementType": "integer",
                                    "containsNull": False,
                                },
                                "nullable": True,
                                "metadata": {
                                    "comment": "Active tasks only: per entry of Partitions, the member epoch in which that task was given to the member; commits for it are accepted from that epoch on. Null when not recorded."
                                },
                            },
                        ],
                    },
                    "containsNull": False,
                },
                "nullable": False,
                "metadata": {"comment": "Active tasks the member still has to give up."},
            },
            {
                "name": "standby_tasks_pending_revocation",
                "type": {
                    "type": "array",
                    "elementType": {
                        "type": "struct",
                        "fields": [
                            {
                                "name": "subtopology_id",
                                "type": "string",
                                "nullable": False,
                                "metadata": {"comment": "Subtopology the tasks belong to."},
                            },
                            {
                                "name": "partitions",
                                "type": {
                                    "type": "array",
                                    "elementType": "integer",
                                    "containsNull": False,
                                },
                                "nullable": False,
                                "metadata": {
                                    "comment": "Task numbers within the subtopology, which are the input partitions they process."
                                },
                            },
                            {
                                "name": "assignment_epochs",
                                "type": {
                                    "type": "array",
                                    "elementType": "integer",
                                    "containsNull": False,
                                },
                                "nullable": True,
                                "metadata": {
                                    "comment": "Active tasks only: per entry of Partitions, the member epoch in which that task was given to the member; commits for it are accepted from that epoch on. Null when not recorded."
                                },
                            },
                        ],
                    },
                    "containsNull": False,
                },
                "nullable": False,
                "metadata": {"comment": "Standby tasks the member still has to give up."},
            },
            {
                "name": "warmup_tasks_pending_revocation",
                "type": {
                    "type": "array",
                    "elementType": {
                        "type": "struct",
                        "fields": [
                            {
                                "name": "subtopology_id",
                                "type": "string",
                                "nullable": False,
                                "metadata": {"comment": "Subtopology the tasks belong to."},
                            },
                            {
                                "name": "partitions",
                                "type": {
                                    "type": "array",
                                    "elementType": "integer",
                                    "containsNull": False,
                                },
                                "nullable": False,
                                "metadata": {
                                    "comment": "Task numbers within the subtopology, which are the input partitions they process."
                                },
                            },
                            {
                                "name": "assignment_epochs",
                                "type": {
                                    "type": "array",
                                    "elementType": "integer",
                                    "containsNull": False,
                                },
                                "nullable": True,
                                "metadata": {
                                    "comment": "Active tasks only: per entry of Partitions, the member epoch in which that task was given to the member; commits for it are accepted from that epoch on. Null when not recorded."
                                },
                            },
                        ],
                    },
                    "containsNull": False,
                },
                "nullable": False,
                "metadata": {"comment": "Warm-up tasks the member still has to give up."},
            },
        ],
    },
    "StreamsGroupMemberMetadataKey": {
        "type": "struct",
        "fields": [
            {
                "name": "group_id",
                "type": "string",
                "nullable": False,
                "metadata": {"comment": "Id of the group the record belongs to."},
            },
            {
                "name": "member_id",
                "type": "string",
                "nullable": False,
                "metadata": {"comment": "Id of the member the record describes."},
            },
        ],
    },
    "StreamsGroupMemberMetadataValue": {
        "type": "struct",
        "fields": [
            {
                "name": "instance_id",
                "type": "string",
                "nullable": True,
                "metadata": {
                    "comment": "Static instance id of the member, or null for a dynamic member."
                },
            },
            {
                "name": "rack_id",
                "type": "string",
                "nullable": True,
                "metadata": {"comment": "Rack the member runs in, or null."},
            },
            {
                "name": "client_id",
                "type": "string",
                "nullable": False,
                "metadata": {"comment": "Client id the member connects with."},
            },
            {
                "name": "client_host",
                "type": "string",
                "nullable": False,
                "metadata": {"comment": "Host the member connects from."},
            },
            {
                "name": "rebalance_timeout_ms",
                "type": "integer",
                "nullable": False,
                "metadata": {"comment": "How long the member may take to give up tasks, in ms."},
            },
            {
                "name": "topology_epoch",
                "type": "integer",
                "nullable": False,
                "metadata": {"comment": "Epoch of the topology the member runs."},
            },
            {
                "name": "process_id",
                "type": "string",
                "nullable": False,
                "metadata": {
                    "comment": "Id of the Streams process the member belongs to; one process may run several members."
                },
            },
            {
                "name": "user_endpoint",
                "type": {
                    "type": "struct",
                    "fields": [
                        {
                            "name": "host",
                            "type": "string",
                            "nullable": False,
                            "metadata": {"comment": "Host name of the endpoint."},
                        },
                        {
                            "name": "port",
                            "type": "integer",
                            "nullable": False,
                            "metadata": {"comment": "Port of the endpoint."},
                        },
                    ],
                },
                "nullable": True,
                "metadata": {
                    "comment": "Endpoint the application serves interactive queries on, or null."
                },
            },
            {
                "name": "client_tags",
                "type": {
                    "type": "array",
                    "elementType": {
                        "type": "struct",
                        "fields": [
                            {
                                "name": "key",
                                "type": "string",
                                "nullable": False,
                                "metadata": {"comment": "Name of the tag."},
                            },
                            {
                                "name": "value",
                                "type": "string",
                                "nullable": False,
                                "metadata": {"comment": "Value of the tag."},
                            },
                        ],
                    },
                    "containsNull": False,
                },
                "nullable": False,
                "metadata": {
                    "comment": "Tags of the client that the assignor uses to spread standby tasks across racks."
                },
            },
        ],
    },
    "StreamsGroupMetadataKey": {
        "type": "struct",
        "fields": [
            {
                "name": "group_id",
                "type": "string",
                "nullable": False,
                "metadata": {"comment": "Id of the group the record belongs to."},
            }
        ],
    },
    "StreamsGroupMetadataValue": {
        "type": "struct",
        "fields": [
            {
                "name": "epoch",
                "type": "integer",
                "nullable": False,
                "metadata": {"comment": "Current epoch of the group."},
            },
            {
                "name": "metadata_hash",
                "type": "long",
                "nullable": False,
                "metadata": {
                    "comment": "Hash over the metadata of every topic the topology uses; a different hash means topics changed."
                },
            },
            {
                "name": "validated_topology_epoch",
                "type": "integer",
                "nullable": False,
                "metadata": {
                    "comment": "Latest topology epoch whose topics were checked against the cluster's metadata and found usable."
                },
            },
            {
                "name": "last_assignment_configs",
                "type": {
                    "type": "array",
                    "elementType": {
                        "type": "struct",
                        "fields": [
                            {
                                "name": "key",
                                "type": "string",
                                "nullable": False,
                                "metadata": {"comment": "Name of the setting."},
                            },
                            {
                                "name": "value",
                                "type": "string",
                                "nullable": False,
                                "metadata": {"comment": "Value of the setting."},
                            },
                        ],
                    },
                    "containsNull": False,
                },
                "nullable": True,
                "metadata": {
                    "comment": "Assignor settings the last assignment was computed with, as key-value pairs."
                },
            },
            {
                "name": "stored_description_topology_epoch",
                "type": "integer",
                "nullable": False,
                "metadata": {
                    "comment": "Topology epoch of the description the broker keeps for the group, -1 if none; -2 when a store or delete was cut short (treated as none until done again)."
                },
            },
            {
                "name": "failed_description_topology_epoch",
                "type": "integer",
                "nullable": False,
                "metadata": {
                    "comment": "Topology epoch whose description the broker refused for good, -1 if none; the broker stops asking for a description while this is the current topology epoch."
                },
            },
        ],
    },
    "StreamsGroupTargetAssignmentMemberKey": {
        "type": "struct",
        "fields": [
            {
                "name": "group_id",
                "type": "string",
                "nullable": False,
                "metadata": {"comment": "Id of the group the record belongs to."},
            },
            {
                "name": "member_id",
                "type": "string",
                "nullable": False,
                "metadata": {"comment": "Id of the member the record describes."},
            },
        ],
    },
    "StreamsGroupTargetAssignmentMemberValue": {
        "type": "struct",
        "fields": [
            {
                "name": "active_tasks",
                "type": {
                    "type": "array",
                    "elementType": {
                        "type": "struct",
                        "fields": [
                            {
                                "name": "subtopology_id",
                                "type": "string",
                                "nullable": False,
                                "metadata": {"comment": "Subtopology the tasks belong to."},
                            },
                            {
                                "name": "partitions",
                                "type": {
                                    "type": "array",
                                    "elementType": "integer",
                                    "containsNull": False,
                                },
                                "nullable": False,
                                "metadata": {
                                    "comment": "Task numbers within the subtopology, which are the input partitions they process."
                                },
                            },
                        ],
                    },
                    "containsNull": False,
                },
                "nullable": False,
                "metadata": {"comment": "Active tasks the assignor gave this member."},
            },
            {
                "name": "standby_tasks",
                "type": {
                    "type": "array",
                    "elementType": {
                        "type": "struct",
                        "fields": [
                            {
                                "name": "subtopology_id",
                                "type": "string",
                                "nullable": False,
                                "metadata": {"comment": "Subtopology the tasks belong to."},
                            },
                            {
                                "name": "partitions",
                                "type": {
                                    "type": "array",
                                    "elementType": "integer",
                                    "containsNull": False,
                                },
                                "nullable": False,
                                "metadata": {
                                    "comment": "Task numbers within the subtopology, which are the input partitions they process."
                                },
                            },
                        ],
                    },
                    "containsNull": False,
                },
                "nullable": False,
                "metadata": {"comment": "Standby tasks the assignor gave this member."},
            },
            {
                "name": "warmup_tasks",
                "type": {
                    "type": "array",
                    "elementType": {
                        "type": "struct",
                        "fields": [
                            {
                                "name": "subtopology_id",
                                "type": "string",
                                "nullable": False,
                                "metadata": {"comment": "Subtopology the tasks belong to."},
                            },
                            {
                                "name": "partitions",
                                "type": {
                                    "type": "array",
                                    "elementType": "integer",
                                    "containsNull": False,
                                },
                                "nullable": False,
                                "metadata": {
                                    "comment": "Task numbers within the subtopology, which are the input partitions they process."
                                },
                            },
                        ],
                    },
                    "containsNull": False,
                },
                "nullable": False,
                "metadata": {"comment": "Warm-up tasks the assignor gave this member."},
            },
        ],
    },
    "StreamsGroupTargetAssignmentMetadataKey": {
        "type": "struct",
        "fields": [
            {
                "name": "group_id",
                "type": "string",
                "nullable": False,
                "metadata": {"comment": "Id of the group the record belongs to."},
            }
        ],
    },
    "StreamsGroupTargetAssignmentMetadataValue": {
        "type": "struct",
        "fields": [
            {
                "name": "assignment_epoch",
                "type": "integer",
                "nullable": False,
                "metadata": {"comment": "Group epoch the target assignment was computed for."},
            },
            {
                "name": "assignment_timestamp",
                "type": "long",
                "nullable": False,
                "metadata": {
                    "comment": "When the computation of this target assignment ended, in ms since the epoch; 0 if not recorded."
                },
            },
        ],
    },
    "StreamsGroupTopologyKey": {
        "type": "struct",
        "fields": [
            {
                "name": "group_id",
                "type": "string",
                "nullable": False,
                "metadata": {"comment": "Id of the group the record belongs to."},
            }
        ],
    },
    "StreamsGroupTopologyValue": {
        "type": "struct",
        "fields": [
            {
                "name": "epoch",
                "type": "integer",
                "nullable": False,
                "metadata": {"comment": "Epoch of this topology; a new one replaces it."},
            },
            {
                "name": "subtopologies",
                "type": {
                    "type": "array",
                    "elementType": {
                        "type": "struct",
                        "fields": [
                            {
                                "name": "subtopology_id",
                                "type": "string",
                                "nullable": False,
                                "metadata": {
                                    "comment": "Id of the subtopology, unique within the topology."
                                },
                            },
                            {
                                "name": "source_topics",
                                "type": {
                                    "type": "array",
                                    "elementType": "string",
                                    "containsNull": False,
                                },
                                "nullable": False,
                                "metadata": {
                                    "comment": "Names of the topics the subtopology reads."
                                },
                            },
                            {
                                "name": "source_topic_regex",
                                "type": {
                                    "type": "array",
                                    "elementType": "string",
                                    "containsNull": False,
                                },
                                "nullable": False,
                                "metadata": {
                                    "comment": "Patterns naming further topics the subtopology reads."
                                },
                            },
                            {
                                "name": "state_changelog_topics",
                                "type": {
                                    "type": "array",
                                    "elementType": {
                                        "type": "struct",
                                        "fields": [
                                            {
                                                "name": "name",
                                                "type": "string",
                                                "nullable": False,
                                                "metadata": {"comment": "Name of the topic."},
                                            },
                                            {
                                                "name": "partitions",
                                                "type": "integer",
                                                "nullable": False,
                                                "metadata": {
                                                    "comment": "Partition count the topic must have; 0 when any will do (always 0 for changelog topics)."
                                                },
                                            },
                                            {
                                                "name": "replication_factor",
                                                "type": "short",
                                                "nullable": False,
                                                "metadata": {
                                                    "comment": "Replication factor to create the topic with; 0 for the broker's default."
                                                },
                                            },
                                            {
                                                "name": "topic_configs",
                                                "type": {
                                                    "type": "array",
                                                    "elementType": {
                                                        "type": "struct",
                                                        "fields": [
                                                            {
                                                                "name": "key",
                                                                "type": "string",
                                                                "nullable": False,
                                                                "metadata": {
                                                                    "comment": "Name of the topic setting."
                                                                },
                                                            },
                                                            {
                                                                "name": "value",
                                                                "type": "string",
                                                                "nullable": False,
                                                                "metadata": {
                                                                    "comment": "Value of the topic setting."
                                                                },
                                                            },
                                                        ],
                                                    },
                                                    "containsNull": False,
                                                },
                                                "nullable": False,
                                                "metadata": {
                                                    "comment": "Settings to create the topic with, as key-value pairs."
                                                },
                                            },
                                        ],
                                    },
                                    "containsNull": False,
                                },
                                "nullable": False,
                                "metadata": {
                                    "comment": "Changelog topics of the subtopology's state stores."
                                },
                            },
                            {
                                "name": "repartition_sink_topics",
                                "type": {
                                    "type": "array",
                                    "elementType": "string",
                                    "containsNull": False,
                                },
                                "nullable": False,
                                "metadata": {
                                    "comment": "Repartition topics the subtopology writes to."
                                },
                            },
                            {
                                "name": "repartition_source_topics",
                                "type": {
                                    "type": "array",
                                    "elementType": {
                                        "type": "struct",
                                        "fields": [
                                            {
                                                "name": "name",
                                                "type": "string",
                                                "nullable": False,
                                                "metadata": {"comment": "Name of the topic."},
                                            },
                                            {
                                                "name": "partitions",
                                                "type": "integer",
                                                "nullable": False,
                                                "metadata": {
                                                    "comment": "Partition count the topic must have; 0 when any will do (always 0 for changelog topics)."
                                                },
                                            },
                                            {
                                                "name": "replication_factor",
                                                "type": "short",
                                                "nullable": False,
                                                "metadata": {
                                                    "comment": "Replication factor to create the topic with; 0 for the broker's default."
                                                },
                                            },
                                            {
                                                "name": "topic_configs",
                                                "type": {
                                                    "type": "array",
                                                    "elementType": {
                                                        "type": "struct",
                                                        "fields": [
                                                            {
                                                                "name": "key",
                                                                "type": "string",
                                                                "nullable": False,
                                                                "metadata": {
                                                                    "comment": "Name of the topic setting."
                                                                },
                                                            },
                                                            {
                                                                "name": "value",
                                                                "type": "string",
                                                                "nullable": False,
                                                                "metadata": {
                                                                    "comment": "Value of the topic setting."
                                                                },
                                                            },
                                                        ],
                                                    },
                                                    "containsNull": False,
                                                },
                                                "nullable": False,
                                                "metadata": {
                                                    "comment": "Settings to create the topic with, as key-value pairs."
                                                },
                                            },
                                        ],
                                    },
                                    "containsNull": False,
                                },
                                "nullable": False,
                                "metadata": {
                                    "comment": "Source topics that are repartition topics the application creates itself."
                                },
                            },
                            {
                                "name": "copartition_groups",
                                "type": {
                                    "type": "array",
                                    "elementType": {
                                        "type": "struct",
                                        "fields": [
                                            {
                                                "name": "source_topics",
                                                "type": {
                                                    "type": "array",
                                                    "elementType": "short",
                                                    "containsNull": False,
                                                },
                                                "nullable": False,
                                                "metadata": {
                                                    "comment": "Positions in the subtopology's SourceTopics of the group's topics."
                                                },
                                            },
                                            {
                                                "name": "source_topic_regex",
                                                "type": {
                                                    "type": "array",
                                                    "elementType": "short",
                                                    "containsNull": False,
                                                },
                                                "nullable": False,
                                                "metadata": {
                                                    "comment": "Positions in the subtopology's SourceTopicRegex of the group's patterns."
                                                },
                                            },
                                            {
                                                "name": "repartition_source_topics",
                                                "type": {
                                                    "type": "array",
                                                    "elementType": "short",
                                                    "containsNull": False,
                                                },
                                                "nullable": False,
                                                "metadata": {
                                                    "comment": "Positions in the subtopology's RepartitionSourceTopics of the group's topics."
                                                },
                                            },
                                        ],
                                    },
                                    "containsNull": False,
                                },
                                "nullable": False,
                                "metadata": {
                                    "comment": "Sets of source topics that must have the same number of partitions."
                                },
                            },
                        ],
                    },
                    "containsNull": False,
                },
                "nullable": False,
                "metadata": {"comment": "The independent parts of the topology."},
            },
        ],
    },
    "TransactionLogKey": {
        "type": "struct",
        "fields": [
            {
                "name": "transactional_id",
                "type": "string",
                "nullable": False,
                "metadata": {"comment": "Transactional id the record is about."},
            }
        ],
    },
    "TransactionLogValue": {
        "type": "struct",
        "fields": [
            {
                "name": "producer_id",
                "type": "long",
                "nullable": False,
                "metadata": {"comment": "Producer id currently bound to the transactional id."},
            },
            {
                "name": "previous_producer_id",
                "type": "long",
                "nullable": False,
                "metadata": {
                    "comment": "Producer id that the most recently committed transaction used, or -1."
                },
            },
            {
                "name": "next_producer_id",
                "type": "long",
                "nullable": False,
                "metadata": {
                    "comment": "Newest producer id handed out for this transactional id, or -1."
                },
            },
            {
                "name": "producer_epoch",
                "type": "short",
                "nullable": False,
                "metadata": {"comment": "Epoch that goes with the producer id."},
            },
            {
                "name": "next_producer_epoch",
                "type": "short",
                "nullable": False,
                "metadata": {
                    "comment": "Epoch that goes with NextProducerId; -1 when there is none."
                },
            },
            {
                "name": "transaction_timeout_ms",
                "type": "integer",
                "nullable": False,
                "metadata": {
                    "comment": "How long, in ms, a transaction may stay open before it is aborted."
                },
            },
            {
                "name": "transaction_status",
                "type": "byte",
                "nullable": False,
                "metadata": {
                    "comment": "Transaction state code (Empty, Ongoing, PrepareCommit, ... as numbered by the broker)."
                },
            },
            {
                "name": "transaction_partitions",
                "type": {
                    "type": "array",
                    "elementType": {
                        "type": "struct",
                        "fields": [
                            {
                                "name": "topic",
                                "type": "string",
                                "nullable": False,
                                "metadata": {"comment": "Name of a topic in the transaction."},
                            },
                            {
                                "name": "partition_ids",
                                "type": {
                                    "type": "array",
                                    "elementType": "integer",
                                    "containsNull": False,
                                },
                                "nullable": False,
                                "metadata": {
                                    "comment": "Partitions of that topic in the transaction."
                                },
                            },
                        ],
                    },
                    "containsNull": False,
                },
                "nullable": True,
                "metadata": {
                    "comment": "Partitions taking part in the current transaction, or null."
                },
            },
            {
                "name": "transaction_last_update_timestamp_ms",
                "type": "long",
                "nullable": False,
                "metadata": {
                    "comment": "When the transaction state last changed, in epoch milliseconds."
                },
            },
            {
                "name": "transaction_start_timestamp_ms",
                "type": "long",
                "nullable": False,
                "metadata": {
                    "comment": "When the current transaction began, in epoch milliseconds."
                },
            },
            {
                "name": "client_transaction_version",
                "type": "short",
                "nullable": False,
                "metadata": {"comment": "Transaction protocol version the producer client uses."},
            },
        ],
    },
}
