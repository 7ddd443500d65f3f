"""``python -m mtgfaces.cli``."""

from mtgfaces.cli import main

raise SystemExit(main())
