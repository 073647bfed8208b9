"""One generated module per schema file; import them through the registry."""
