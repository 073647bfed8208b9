"""``python -m codegen ...`` in a checkout: the same as ``kgroup-proto codegen ...``.

The generator is the package's ``kgroup_proto.codegen``. This entry point runs the checkout's
own copy (``src/`` first on the path), so regenerating works before the package is installed.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "src"))

from kgroup_proto.codegen.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
