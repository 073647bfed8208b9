"""``python -m kgroup_proto``: the same as the ``kgroup-proto`` command."""

import sys

from kgroup_proto.cli import main

sys.exit(main())
