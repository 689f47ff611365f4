"""assert_clean: a test's verdict on a run's logs, the rules of `pdd-view assert` in one call.

allow entries, each `KINDS[:GLOB][=N]`:
  "neg_tracer"          any number of neg_tracer events
  "nan,inf"             kinds in pdd's qualifier syntax (as `pdd-view assert --none`: all, !crash, ...)
  "neg_tracer:qice"     only where the field or the kernel matches the shell glob (as --field/--kernel)
  "neg_delp=3"          at most 3 bad values of them in the whole run (as `--max neg_delp=3`)
  "nan:advect_*=10"     both
Every event no entry allows fails the test, and so does a rank that did not reach its clean
exit (clean_exit=False to accept that). The message's first line is the first failure, the
line `pdd-view summary` prints under "First failure".
"""
import fnmatch
import re
import signal

import numpy as np

from .digest import Filter, Summary, parse_kinds
from .reader import read_logs

_ALLOW = re.compile(r"^(?P<kinds>[^:=]+)(?::(?P<glob>[^=]*))?(?:=(?P<max>[^=]*))?$")
SYNTAX = "KINDS[:GLOB][=N], e.g. 'neg_tracer', 'nan:qvapor', 'neg_delp=3', 'neg_tracer:advect_*=10'"


class Allow:
    def __init__(self, text):
        self.text = text
        m = _ALLOW.match(text.strip()) if isinstance(text, str) else None
        if not m:
            raise ValueError(f"allow {text!r}: expected {SYNTAX}")
        self.kinds = parse_kinds(m.group("kinds").strip(), f"allow {text!r}: kinds")
        self.glob = m.group("glob")
        if self.glob is not None and not self.glob:
            raise ValueError(f"allow {text!r}: nothing after ':'; expected {SYNTAX}")
        self.max = None
        if m.group("max") is not None:
            if not m.group("max").isdigit():
                raise ValueError(f"allow {text!r}: '{m.group('max')}' is not a whole number >= 0; expected {SYNTAX}")
            self.max = int(m.group("max"))

    def rows(self, lg, raw):
        """Which rows of an /events block this entry allows."""
        ok = np.isin(raw["kind"].astype(np.int64), sorted(self.kinds))
        if self.glob is None or not ok.any():
            return ok
        globs = self.glob.split(",")
        hit = {}

        def matches(name):
            if name not in hit:
                hit[name] = any(fnmatch.fnmatchcase(name, g) for g in globs)
            return hit[name]

        fields = [bytes(f).decode("utf-8", "replace") if isinstance(f, bytes) else str(f) for f in raw["field"]]
        kernels = raw["kernel"]
        return ok & np.array([matches(f) or matches(lg.kernel_name(k)) for f, k in zip(fields, kernels)], dtype=bool)


def parse_allow(allow):
    """The allow entries (str or list of str) as Allow rules; ValueError on a bad one."""
    if allow is None:
        return []
    if isinstance(allow, str):
        allow = [allow]
    return [a if isinstance(a, Allow) else Allow(a) for a in allow]


def _where(logs):
    paths = [lg.path for lg in logs]
    return paths[0] if len(paths) == 1 else f"{len(paths)} logs: {', '.join(paths[:4])}{', ...' if len(paths) > 4 else ''}"


def _end_signal(sig):
    """", ended by SIGTERM" from the end_signal attribute where a log has one."""
    if not sig:
        return ""
    try:
        return f", ended by {signal.Signals(int(sig)).name}"
    except (ValueError, TypeError):
        return f", ended by {sig}"


def check(logs, allow=None, clean_exit=True):
    """The broken rules as message lines ([] when the run is clean); see the module doc."""
    rules = parse_allow(allow)
    run = read_logs(logs)
    broken = []

    def any_rule(lg, raw):
        out = np.zeros(len(raw), bool)
        for r in rules:
            out |= r.rows(lg, raw)
        return out

    s = Summary(run, Filter(skip=any_rule if rules else None))
    if s.first_failure is not None:
        events, values = int(s.by_kind_events.sum()), int(s.by_kind_values.sum())
        allowed = f" not allowed (allow={[r.text for r in rules]})" if rules else ""
        broken.append(f"{s.first_failure.line}\n  first of {values} bad value{'s' if values != 1 else ''} in "
                      f"{events} event{'s' if events != 1 else ''}{allowed}; {_where(run)}")
    for r in rules:
        if r.max is None:
            continue
        only = Summary(run, Filter(skip=lambda lg, raw, r=r: ~r.rows(lg, raw)))
        values = int(only.by_kind_values.sum())
        if values > r.max:
            broken.append(f"{only.first_failure.line}\n  allow {r.text!r}: {values} bad values, more than {r.max}; "
                          f"{_where(run)}")
    if clean_exit:
        for lg in run:
            if not lg.clean_exit:
                how = _end_signal(lg.meta.get("end_signal"))
                broken.append(f"rank {lg.rank} did not reach its clean exit ({lg.path}{how}); "
                              f"clean_exit=False accepts that")
    return broken


def assert_clean(logs, allow=None, clean_exit=True):
    """Fails (AssertionError) when the run's logs hold an event that `allow` does not allow,
    or a rank did not exit cleanly; the message starts with the first failure's line.
    logs: a path, a glob, a directory, a list of them, a LogSet, or the pdd_log fixture."""
    __tracebackhide__ = True
    broken = check(logs, allow, clean_exit)
    if broken:
        raise AssertionError("\n".join(broken))
