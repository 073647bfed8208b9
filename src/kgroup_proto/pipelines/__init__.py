"""Spark pipelines over group-protocol data: ``__consumer_offsets`` decoded into tables.

``records`` decodes one record without Spark; ``batches`` applies it to Arrow batches;
``offsets`` is the Spark job, ``report`` its plots and page; ``sample`` and ``sample_files``
make realistic data with the project's own encoders.
"""
