"""Schema-to-Python generator for kgroup-proto.

The stages are kept apart: ``load`` reads schema files into the ``spec`` model,
``render`` turns the model into Python source through jinja2 templates.
"""
