"""Benchmarks of kgroup-proto beside kafka-python, kio and aiokafka: ``python -m bench``."""
