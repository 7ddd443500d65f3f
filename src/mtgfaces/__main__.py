"""``python -m mtgfaces``."""

from mtgfaces.cli import main

raise SystemExit(main())
