"""The schema-to-Python generator behind ``kgroup-proto codegen`` (the ``codegen`` extra).

The stages are kept apart: ``load`` reads schema files (Kafka's JSON or the DSL) into the
``spec`` model, ``render`` turns the model into Python source through jinja2 templates, and
``evolution`` judges whether one set of schemas is a compatible evolution of another, with the
pairing of messages, structs and fields in ``schema_diff``. Only ``render`` needs jinja2.
"""
