"""Entry point of the standalone build: the same as ``archive-app`` (and ``archive-app search …``)."""

import sys

from archive_app.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
