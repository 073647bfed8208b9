"""What the client, the group members and the broker share of the protocol, without I/O.

``models``: brokers (``Node``), groups and members as described, committed offsets;
``requests``: builders and readers of the group requests the client and the members send;
``versions``: the version of an API both sides speak. Nothing here opens a socket, reads a
clock or imports asyncio: the asyncio client (``kgroup_proto.client``) and the sans-IO members
(``kgroup_proto.group``) both build on it.
"""
