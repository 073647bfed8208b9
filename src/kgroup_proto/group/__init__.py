"""Group membership: the member side of the group protocol, classic and KIP-848.

The state machines are sans-IO (:mod:`kgroup_proto.group.events` says what goes in and what
comes out); :mod:`kgroup_proto.group.driver` runs them on asyncio.
"""
