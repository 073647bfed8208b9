"""Brokers for test suites, started and stopped by the pytest plugin (``pytest_plugin``).

``brokers`` runs the project's broker on a thread of the test process (:class:`BrokerThread`)
or as a ``kgroup-proto serve`` process (:class:`ServeProcess`); ``apache_kafka`` fetches Apache
Kafka 4.4 with Maven and runs a KRaft node of it (:class:`KafkaNode`). Nothing here is imported
until a test asks for a broker.
"""
