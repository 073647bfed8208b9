"""DescribeGroups, ListGroups and DeleteGroups: what an administrator sees and removes.

DescribeGroups describes classic groups only (a KIP-848 consumer group or a KIP-932 share group
answers GROUP_ID_NOT_FOUND, as in Kafka); ListGroups lists every kind, a share group with the
protocol type "share" and the type "share"; DeleteGroups removes empty groups and their offsets.
"""

from __future__ import annotations

import logging

from kgroup_proto.coordinator.classic_group import GroupState
from kgroup_proto.coordinator.group_store import Caller, GroupStore
from kgroup_proto.coordinator.offsets_topic import offset_commit_record
from kgroup_proto.error_codes import ErrorCode
from kgroup_proto.messages.delete_groups_request import DeleteGroupsRequest
from kgroup_proto.messages.delete_groups_response import DeletableGroupResult, DeleteGroupsResponse
from kgroup_proto.messages.describe_groups_request import DescribeGroupsRequest
from kgroup_proto.messages.describe_groups_response import (
    DescribedGroup,
    DescribedGroupMember,
    DescribeGroupsResponse,
)
from kgroup_proto.messages.list_groups_request import ListGroupsRequest
from kgroup_proto.messages.list_groups_response import ListedGroup, ListGroupsResponse

log = logging.getLogger("kgroup_proto.coordinator.groups")

#: DeleteGroups v3's ErrorMessage for each way a deletion fails (None on success).
DELETE_FAILURES = {
    ErrorCode.INVALID_GROUP_ID: "the group id is empty",
    ErrorCode.NON_EMPTY_GROUP: "group {group_id} still has members",
    ErrorCode.GROUP_ID_NOT_FOUND: "group {group_id} does not exist",
}


#: Versions of DescribeGroups whose groups carry an error message (KIP-1043).
_HAS_ERROR_MESSAGE = DescribedGroup.field_versions("error_message")


class GroupAdminApis:
    """The group administration APIs over the shared group store."""

    def __init__(self, store: GroupStore) -> None:
        self.store = store

    def describe_groups(
        self, request: DescribeGroupsRequest, caller: Caller
    ) -> DescribeGroupsResponse:
        described = []
        for group_id in request.groups:
            described.append(self._describe_classic(group_id, caller.version))
        return DescribeGroupsResponse(groups=described)

    def _describe_classic(self, group_id: str, version: int) -> DescribedGroup:
        if group_id in self.store.consumer or group_id in self.store.share:
            return DescribedGroup(
                error_code=ErrorCode.GROUP_ID_NOT_FOUND,
                error_message=f"group {group_id} is not a classic group"
                if version in _HAS_ERROR_MESSAGE
                else None,
                group_id=group_id,
                group_state="Dead",
            )
        group = self.store.classic.get(group_id)
        if group is None:
            # Versions without an error message describe an unknown group as Dead, no error.
            if version in _HAS_ERROR_MESSAGE:
                return DescribedGroup(
                    error_code=ErrorCode.GROUP_ID_NOT_FOUND,
                    error_message=f"group {group_id} not found",
                    group_id=group_id,
                    group_state="Dead",
                )
            return DescribedGroup(group_id=group_id, group_state="Dead")
        stable = group.state is GroupState.STABLE
        members = [
            DescribedGroupMember(
                member_id=m.member_id,
                group_instance_id=m.instance_id,
                client_id=m.client_id,
                client_host=m.client_host,
                member_metadata=m.metadata(group.protocol_name or "") if stable else b"",
                member_assignment=m.assignment if stable else b"",
            )
            for m in group.members.values()
        ]
        return DescribedGroup(
            group_id=group_id,
            group_state=group.state.value,
            protocol_type=group.protocol_type or "",
            protocol_data=(group.protocol_name or "") if stable else "",
            members=members,
        )

    def list_groups(self, request: ListGroupsRequest, caller: Caller) -> ListGroupsResponse:
        # Absent filters (before v4 and v5) decode as empty: no filter.
        states = {s.casefold() for s in request.states_filter}
        types = {t.casefold() for t in request.types_filter}
        listed = []
        rows: list[tuple[str, str, str, str]] = []
        for group_id, group in self.store.classic.items():
            if group.state is not GroupState.DEAD:
                rows.append((group_id, group.protocol_type or "", group.state.value, "classic"))
        for group_id, consumer in self.store.consumer.items():
            rows.append((group_id, "consumer", consumer.state(), "consumer"))
        for group_id, share in self.store.share.items():
            rows.append((group_id, "share", share.state(), "share"))
        for group_id, protocol_type, state, kind in sorted(rows):
            if states and state.casefold() not in states:
                continue
            if types and kind not in types:
                continue
            listed.append(
                ListedGroup(
                    group_id=group_id,
                    protocol_type=protocol_type,
                    group_state=state,
                    group_type=kind,
                )
            )
        return ListGroupsResponse(error_code=ErrorCode.NONE, groups=listed)

    def delete_groups(self, request: DeleteGroupsRequest, caller: Caller) -> DeleteGroupsResponse:
        del caller
        results = []
        for group_id in request.groups_names:
            code = self._delete(group_id)
            # v3 explains a failure; older versions lack the field and drop it (ignorable).
            message = DELETE_FAILURES.get(code)
            results.append(
                DeletableGroupResult(
                    group_id=group_id,
                    error_code=code,
                    error_message=None if message is None else message.format(group_id=group_id),
                )
            )
        self.store.on_change()
        return DeleteGroupsResponse(results=results)

    def _delete(self, group_id: str) -> ErrorCode:
        if not group_id:
            return ErrorCode.INVALID_GROUP_ID
        classic = self.store.classic.get(group_id)
        consumer = self.store.consumer.get(group_id)
        share = self.store.share.get(group_id)
        if classic is not None:
            if classic.state not in (GroupState.EMPTY, GroupState.DEAD):
                return ErrorCode.NON_EMPTY_GROUP
            classic.mark_dead(self.store.clock())
            del self.store.classic[group_id]
        elif consumer is not None:
            if consumer.members:
                return ErrorCode.NON_EMPTY_GROUP
            consumer.dead = True
            del self.store.consumer[group_id]
        elif share is not None:
            if share.members:
                return ErrorCode.NON_EMPTY_GROUP
            share.dead = True
            del self.store.share[group_id]
        else:
            return ErrorCode.GROUP_ID_NOT_FOUND
        removed = self.store.offsets.delete_group(group_id)
        self.store.persist(group_id, [offset_commit_record(group_id, *tp, None) for tp in removed])
        log.info("group %s deleted", group_id)
        return ErrorCode.NONE
