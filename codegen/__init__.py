"""Lets ``python -m codegen`` run in a checkout; the generator is ``kgroup_proto.codegen``."""
