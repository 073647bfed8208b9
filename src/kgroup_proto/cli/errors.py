"""The one exception a command raises for a problem the user can fix."""


class CliError(Exception):
    """Printed as ``kgroup-proto: error: <message>`` with exit code 1, without a traceback."""
