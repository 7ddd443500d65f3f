"""``mtgfaces coverage``: how much of the multi-faced pool the engine runs."""

from __future__ import annotations

import json
import sys

from mtgfaces.cards.db import CardDB
from mtgfaces.cards.report import to_plain
from mtgfaces.errors import MalformedInput
from mtgfaces.rules.pool import coverage_report, groups

MAX_TOP = 1000


def show_coverage(*, group: str | None, top: int, as_json: bool) -> int:
    known = groups()
    if group is not None and group not in known:
        raise MalformedInput(f"unknown layout {group!r}; the pool's groups: {', '.join(known)}")
    if not 0 <= top <= MAX_TOP:
        raise MalformedInput(f"--top {top}: give 0 to {MAX_TOP} lines")
    report = coverage_report(CardDB.default(), group=group, top=top)
    if as_json:
        sys.stdout.write(json.dumps({**to_plain(report), "share": report.share}, ensure_ascii=False) + "\n")
        return 0
    scope = f"the {group} cards of the multi-faced pool" if group else "the multi-faced pool"
    out = [f"{scope}: {report.implemented} of {report.cards} cards implemented ({report.share:.1%})"]
    width = max((len(name) for name in report.groups), default=0)
    for name, (done, total) in report.groups.items():
        out.append(f"  {name:<{width}}  {done:>4} of {total:<4} ({done / total:.1%})")
    if report.phrases:
        out.append("lines most often not run (the card's own name written ~, numbers N):")
        out.extend(f"  {count:>4}  {line}" for line, count in report.phrases)
    sys.stdout.write("\n".join(out) + "\n")
    return 0
