"""JoinGroup, SyncGroup, Heartbeat and LeaveGroup: the classic group protocol's requests.

Each request becomes a call of the group's state machine
(:mod:`kgroup_proto.coordinator.classic_group`). JoinGroup and SyncGroup answers wait
(asynchronously) until the rebalance completes; whatever changed is written to
``__consumer_offsets`` before the answer goes out.
"""

from __future__ import annotations

from kgroup_proto.coordinator.classic_group import (
    ClassicGroup,
    JoinRequest,
    JoinResult,
    SyncResult,
)
from kgroup_proto.coordinator.group_store import Caller, GroupStore
from kgroup_proto.error_codes import ErrorCode
from kgroup_proto.messages.heartbeat_request import HeartbeatRequest
from kgroup_proto.messages.heartbeat_response import HeartbeatResponse
from kgroup_proto.messages.join_group_request import JoinGroupRequest
from kgroup_proto.messages.join_group_response import JoinGroupResponse, JoinGroupResponseMember
from kgroup_proto.messages.leave_group_request import LeaveGroupRequest
from kgroup_proto.messages.leave_group_response import LeaveGroupResponse, MemberResponse
from kgroup_proto.messages.sync_group_request import SyncGroupRequest
from kgroup_proto.messages.sync_group_response import SyncGroupResponse

#: Versions whose JoinGroup carries a rebalance timeout (before it, the session timeout is both).
_HAS_REBALANCE_TIMEOUT = JoinGroupRequest.field_versions("rebalance_timeout_ms")
#: Versions whose JoinGroup response can tell a static leader to skip the assignment.
_HAS_SKIP_ASSIGNMENT = JoinGroupResponse.field_versions("skip_assignment")
#: Versions of LeaveGroup that name a batch of members (KIP-345) instead of one member id.
_HAS_MEMBER_BATCH = LeaveGroupRequest.field_versions("members")


class ClassicGroupApis:
    """The classic group APIs over the shared group store."""

    def __init__(self, store: GroupStore) -> None:
        self.store = store

    # ------------------------------------------------------------------ JoinGroup

    async def join_group(self, request: JoinGroupRequest, caller: Caller) -> JoinGroupResponse:
        version = caller.version
        precheck = self._join_precheck(request)
        if precheck is not None:
            result = precheck
        else:
            group = self.store.classic.get(request.group_id)
            if group is None:
                group = self.store.classic[request.group_id] = ClassicGroup(
                    request.group_id, self.store.settings, self.store.clock()
                )
            join = JoinRequest(
                member_id=request.member_id,
                instance_id=request.group_instance_id,
                protocol_type=request.protocol_type,
                protocols=tuple((p.name, p.metadata) for p in request.protocols),
                session_timeout_ms=request.session_timeout_ms,
                rebalance_timeout_ms=request.rebalance_timeout_ms
                if version in _HAS_REBALANCE_TIMEOUT
                else request.session_timeout_ms,
                client_id=caller.client_id,
                client_host=caller.client_host,
                reason=request.reason,
                require_known_member_id=version >= 4,
                supports_skip_assignment=version in _HAS_SKIP_ASSIGNMENT,
            )
            joined = group
            result = await self.store.wait(
                request.group_id, lambda reply: joined.join(join, self.store.clock(), reply)
            )
        members = [
            JoinGroupResponseMember(
                member_id=m.member_id, group_instance_id=m.instance_id, metadata=m.metadata
            )
            for m in result.members
        ]
        protocol_name = result.protocol_name
        if protocol_name is None and version < 7:
            protocol_name = ""
        return JoinGroupResponse(
            error_code=result.error,
            generation_id=result.generation_id,
            protocol_type=result.protocol_type,
            protocol_name=protocol_name,
            leader=result.leader_id,
            skip_assignment=result.skip_assignment,
            member_id=result.member_id,
            members=members,
        )

    def _join_precheck(self, request: JoinGroupRequest) -> JoinResult | None:
        if not request.group_id:
            return JoinResult(ErrorCode.INVALID_GROUP_ID, member_id=request.member_id)
        if request.group_id in self.store.consumer or request.group_id in self.store.share:
            return JoinResult(ErrorCode.INCONSISTENT_GROUP_PROTOCOL, member_id=request.member_id)
        if request.group_id not in self.store.classic and request.member_id:
            return JoinResult(ErrorCode.UNKNOWN_MEMBER_ID, member_id=request.member_id)
        return None

    # ------------------------------------------------------------------ SyncGroup

    async def sync_group(self, request: SyncGroupRequest, caller: Caller) -> SyncGroupResponse:
        group = self.store.classic.get(request.group_id)
        if not request.group_id:
            result = SyncResult(ErrorCode.INVALID_GROUP_ID)
        elif group is None:
            result = SyncResult(ErrorCode.UNKNOWN_MEMBER_ID)
        else:
            assignments = {a.member_id: a.assignment for a in request.assignments}
            target = group
            result = await self.store.wait(
                request.group_id,
                lambda reply: target.sync(
                    request.member_id,
                    request.group_instance_id,
                    request.generation_id,
                    request.protocol_type,
                    request.protocol_name,
                    assignments,
                    self.store.clock(),
                    reply,
                ),
            )
        del caller
        return SyncGroupResponse(
            error_code=result.error,
            protocol_type=result.protocol_type,
            protocol_name=result.protocol_name,
            assignment=result.assignment,
        )

    # ------------------------------------------------------------------ Heartbeat

    def heartbeat(self, request: HeartbeatRequest, caller: Caller) -> HeartbeatResponse:
        del caller
        group = self.store.classic.get(request.group_id)
        if not request.group_id:
            error = ErrorCode.INVALID_GROUP_ID
        elif group is None:
            error = ErrorCode.UNKNOWN_MEMBER_ID
        else:
            error = group.heartbeat(
                request.member_id,
                request.group_instance_id,
                request.generation_id,
                self.store.clock(),
            )
        self.store.on_change()
        return HeartbeatResponse(error_code=error)

    # ------------------------------------------------------------------ LeaveGroup

    def leave_group(self, request: LeaveGroupRequest, caller: Caller) -> LeaveGroupResponse:
        group = self.store.classic.get(request.group_id)
        now = self.store.clock()
        if caller.version not in _HAS_MEMBER_BATCH:
            if group is None:
                error = ErrorCode.UNKNOWN_MEMBER_ID
            else:
                error = group.leave(request.member_id, None, None, now)
            self.store.persist(request.group_id)
            self.store.on_change()
            return LeaveGroupResponse(error_code=error)
        results = []
        for identity in request.members:
            if group is None:
                error = ErrorCode.UNKNOWN_MEMBER_ID
            else:
                error = group.leave(
                    identity.member_id, identity.group_instance_id, identity.reason, now
                )
            results.append(
                MemberResponse(
                    member_id=identity.member_id,
                    group_instance_id=identity.group_instance_id,
                    error_code=error,
                )
            )
        self.store.persist(request.group_id)
        self.store.on_change()
        return LeaveGroupResponse(error_code=ErrorCode.NONE, members=results)
