"""What `pdd-view summary` says about a run, computed from its logs: counts per kind, kernel
and field, the first failure across ranks (docs/FORMAT.md, "The first failure"), crashes,
CUDA errors, the calls that never ended and why the first failure went wrong
(`Summary.why()`, python/pdd/why.py). `Summary.to_dict()` has the shape of `pdd-view
summary --json`; `describe(event)` is the line pdd-view prints for an event.

Events are read in blocks, so memory grows with the number of kernels and fields, never
with the number of events.
"""
import fnmatch
import math

import numpy as np

from .reader import read_logs
from .why import chain

# The event kinds by code (1..6; 0 is no kind), for what is asked before any log is read (a
# --kind list, allow entries, the summary's keys). Logs name their kinds themselves (an enum
# in /events, which the reader uses); this list is include/pdd/pdd.h's PDD_KINDS, and
# python/tests/test_kinds.py checks that both and the logs' enum agree.
KINDS = ("nan", "inf", "neg_tracer", "neg_delp", "cuda_error", "crash")
NKINDS = len(KINDS) + 1
CRASH, CUDA_ERROR = KINDS.index("crash") + 1, KINDS.index("cuda_error") + 1
SPECIAL_MAX = 1000  # crash and CUDA events kept for the listing, as pdd-view keeps
TRACE_BEFORE = 5  # trace points shown before the failing call
SIGNALS = {11: "SIGSEGV", 7: "SIGBUS", 8: "SIGFPE", 4: "SIGILL", 6: "SIGABRT", 15: "SIGTERM",
           2: "SIGINT", 1: "SIGHUP"}


def parse_kinds(spec, what="kinds"):
    """A kind list in pdd's qualifier syntax ("nan,inf", "all", "!crash", "none") as a set
    of kind codes; ValueError naming the list and what is accepted."""
    if isinstance(spec, (list, tuple, set, frozenset)):
        spec = ",".join(spec)
    accepted = f"accepted: all, none, default, {', '.join(KINDS)}, !NAME, comma separated"
    if not spec:
        raise ValueError(f"{what} is empty; {accepted}")
    allk = set(range(1, NKINDS))
    out = set()
    for i, word in enumerate(spec.split(",")):
        word = word.strip()
        neg = word.startswith("!")
        name = word[1:] if neg else word
        if i == 0 and neg:
            out = set(allk)  # "!crash" alone: every kind but crash
        if name in ("all", "default"):
            bits = allk
        elif name == "none":
            bits, neg = allk, not neg
        elif name in KINDS:
            bits = {KINDS.index(name) + 1}
        else:
            raise ValueError(f"{what}={spec}: unknown name '{name}'; {accepted}")
        out = out - bits if neg else out | bits
    return out


def signal_name(value):
    v = int(value) if math.isfinite(value) else 0
    return SIGNALS.get(v, f"signal {v}")


def _log_dict(lg):
    """One entry of --json's "logs"."""
    d = {"file": lg.path, "rank": lg.rank, "program": lg.program, "hostname": lg.hostname,
         "pid": lg.pid, "start_time": lg.start_time, "clean_exit": lg.clean_exit,
         "recovered": lg.recovered, "running": False, "exit": lg.exit}  # a log is never live
    if lg.end_signal:
        d.update(end_signal=signal_name(lg.end_signal), end_signal_t_ns=lg.end_signal_t_ns,
                 end_signal_pid=lg.end_signal_pid)
    else:
        d["end_signal"] = None
    counted = lg.kernel_calls_counted()
    d.update(events=lg.rows["events"], calls=lg.rows["progress"] if counted is None else counted)
    return d


def value_str(v):
    v = float(v)
    if math.isnan(v):
        return "nan"
    if math.isinf(v):
        return "inf" if v > 0 else "-inf"
    return "%.17g" % v


def index_str(ndim, index):
    ndim = int(ndim)
    if ndim <= 0 or ndim > len(index):
        return "-"
    return "(" + ",".join(str(int(x)) for x in index[:ndim]) + ")"


class Event(dict):
    """One event row with names resolved (dict keys as the columns of `Log.events`), its
    `rank` and `file`; str(event) is the line pdd-view prints for it."""

    def __getattr__(self, name):
        try:
            return self[name]
        except KeyError:
            raise AttributeError(name) from None

    def __str__(self):
        return describe(self)

    @property
    def line(self):
        """'rank R: <description>', as `pdd-view assert` names a first event."""
        return f"rank {self['rank']}: {describe(self)}"

    def to_dict(self):
        """The event as `pdd-view summary --json` writes it."""
        d = {"rank": self["rank"], "file": self["file"], "kind": self["kind"], "kernel": self["kernel_name"],
             "call": int(self["call"]), "field": self["field"], "index": [int(x) for x in self["index"][:self["ndim"]]],
             "region": self["region"], "offset": int(self["offset"]), "value": _json_value(self["value"]), "count": int(self["count"]),
             "min": _json_value(self["min"]), "max": _json_value(self["max"]), "t_ns": int(self["t_ns"]),
             "seq": int(self["seq"])}
        if self["kind"] == "cuda_error":
            d["cuda_error"] = int(self["cuda_error"])
        if self["kind"] == "crash":
            d["signal"] = signal_name(self["value"])
            for prefix, key in (("address ", "fault"), ("store: ", "store")):
                line = text_line(self["backtrace_text"], prefix)
                if line is not None:
                    d[key] = line
        if self["backtrace_text"]:
            d["backtrace"] = self["backtrace_text"]
        if self.get("trace"):
            d["trace"] = self["trace"]
        if self.get("program_call"):
            d["program_call"] = self["program_call"]
        return d


def _json_value(v):
    v = float(v)
    return v if math.isfinite(v) else value_str(v)


def text_line(text, prefix):
    """The rest of text's first line that starts with prefix, None when none
    (viewer/core/event_text.c view_text_line)."""
    for line in (text or "").split("\n"):
        if line.startswith(prefix):
            return line[len(prefix):]
    return None


_REGION_TEXT = {"corner": " (a halo corner)", "halo": " (in the halo)"}


def describe(e):
    """The one line pdd-view prints for an event (viewer/core/event_text.c view_event_describe)."""
    if e["kind"] == "crash":
        at = text_line(e["backtrace_text"], "address ")
        where = f" at {at}," if at is not None else ""
        return f"crash ({signal_name(e['value'])}){where} in kernel {e['kernel_name']} call {int(e['call'])}"
    if e["kind"] == "cuda_error":
        first = e["backtrace_text"].split("\n", 1)[0]
        return f"cuda_error {int(e['cuda_error'])} in kernel {e['kernel_name']} call {int(e['call'])}: {first}"
    count = int(e["count"])
    return (f"{e['kind']} in kernel {e['kernel_name']} call {int(e['call'])}, "
            f"{'input ' if e['input'] else ''}field {e['field'] or '-'} at {index_str(e['ndim'], e['index'])}"
            f"{_REGION_TEXT.get(e.get('region', 'domain'), '')}: "
            f"value {value_str(e['value'])} ({count} bad value{'' if count == 1 else 's'} in the call, "
            f"min {value_str(e['min'])}, max {value_str(e['max'])})")


def _match(patterns, name):
    """pdd-view's --kernel/--field: any of the globs (each may be a comma list); none given
    matches everything."""
    if not patterns:
        return True
    for p in patterns:
        for q in p.split(","):
            if q and fnmatch.fnmatchcase(name, q):
                return True
    return False


def _as_list(x):
    if x is None:
        return []
    return [x] if isinstance(x, str) else list(x)


class Filter:
    """Which events a summary looks at: pdd-view's --kind, --kernel, --field, --rank, and a
    predicate `skip(log, raw_rows) -> bool array` of rows to leave out (assert_clean's allow)."""

    def __init__(self, kinds=None, kernels=None, fields=None, rank=None, skip=None):
        self.kinds = parse_kinds(kinds, "kinds") if kinds is not None else None
        self.kernels = _as_list(kernels)
        self.fields = _as_list(fields)
        self.rank = rank
        self.skip = skip

    def kernel(self, name):
        return _match(self.kernels, name)

    def field(self, name):
        return _match(self.fields, name)


def _earlier(current, raw, idx, lg, start):
    """(key, log, row) of the first of rows idx of a block read from lg at `start` (by t_ns, then
    seq), or `current` where that comes before it."""
    t, seq = raw["t_ns"][idx], raw["seq"][idx]
    o = np.lexsort((seq, t))[0]
    key = (int(t[o]), lg.rank, int(seq[o]))
    return (key, lg, start + int(idx[o])) if current is None or _before(key, current[0]) else current


def _before(a, b):
    """The first-failure order: earlier t_ns, then lower rank, then lower seq."""
    return a < b


class _Counts:
    def __init__(self, n):
        self.events = np.zeros((n, NKINDS), np.int64)
        self.values = np.zeros((n, NKINDS), np.uint64)


def _counts_dict(ev, val):
    return {KINDS[k - 1]: {"events": int(ev[k]), "values": int(val[k])} for k in range(1, NKINDS)}


class Summary:
    """The digest of a set of logs; see the module's docstring."""

    def __init__(self, logs, flt):
        self.logs = logs
        self.by_kind_events = np.zeros(NKINDS, np.int64)
        self.by_kind_values = np.zeros(NKINDS, np.uint64)
        self.kernels = {}  # name -> [events[NKINDS], values[NKINDS], dropped]
        self.fields = {}
        self.dropped = 0
        self.calls = 0  # counted over the whole run (/call_totals where the log has it)
        self.calls_kept = 0  # /progress rows
        self.first = None  # (key, log, row)
        # events in fields' halos (PDD_HALO): apart from the failures, never the first one
        self.halo_width = 0
        self.halo_events = np.zeros(NKINDS, np.int64)
        self.halo_values = np.zeros(NKINDS, np.uint64)
        self.halo_corner_events = 0
        self.first_halo = None  # (key, log, row)
        self.special = []  # (key, kind, log, row)
        self.unfinished = []
        for lg in logs:
            self._read(lg, flt)
        self.special.sort(key=lambda s: s[0])  # by time, as pdd-view lists them
        self.first_failure = self._event(self.first[1], self.first[2]) if self.first else None
        if self.first_failure is not None and self.first_failure["field_id"] >= 0:
            self.first_failure["trace"] = self._trace(self.first[1], self.first_failure)
        if self.first_failure is not None and self.first_failure["kind"] != "crash":
            self.first_failure["program_call"] = self._program_call(self.first[1], self.first_failure)
        self.first_halo_event = self._event(self.first_halo[1], self.first_halo[2]) if self.first_halo else None
        self.crashes = [self._event(lg, r) for _, k, lg, r in self.special if k == CRASH]
        self.cuda_errors = [self._event(lg, r) for _, k, lg, r in self.special if k == CUDA_ERROR]

    @staticmethod
    def _event(lg, row):
        e = lg.resolve_events(lg.read_raw("events", row, row + 1))[0]
        d = Event({n: (e[n].item() if e[n].shape == () else e[n].copy()) for n in e.dtype.names})
        d["file"] = lg.path
        return d

    def _named(self, tab, name):
        if name not in tab:
            tab[name] = [np.zeros(NKINDS, np.int64), np.zeros(NKINDS, np.uint64), 0]
        return tab[name]

    def _read(self, lg, flt):
        kids = lg.kernels["id"]
        fids = lg.fields["id"]
        nk = int(kids.max()) + 1 if len(kids) else 0
        nf = int(fids.max()) + 1 if len(fids) else 0
        kern, field, none = _Counts(nk), _Counts(nf), _Counts(1)
        rank_ok = flt.rank is None or lg.rank == flt.rank
        cols = ["seq", "t_ns", "kind", "kernel", "field", "field_id", "count", "region"]
        halo = lg.config.get("halo", 0) if isinstance(lg.config, dict) else 0
        if isinstance(halo, (int, float)) and halo > self.halo_width:
            self.halo_width = int(halo)
        kernel_ok, field_ok = {}, {}
        for start, raw in lg.blocks("events", None if flt.skip else cols):
            kind = raw["kind"].astype(np.int64)
            sel = (kind > 0) & (kind < NKINDS)
            if flt.kinds is not None:
                sel &= np.isin(kind, sorted(flt.kinds))
            if not rank_ok:
                sel[:] = False
            kernel = raw["kernel"].astype(np.int64)
            if flt.kernels:
                for k in np.unique(kernel[sel]):
                    if int(k) not in kernel_ok:
                        kernel_ok[int(k)] = flt.kernel(lg.kernel_name(k))
                sel &= np.array([kernel_ok.get(int(k), False) for k in kernel], dtype=bool)
            if flt.fields:
                names = raw["field"]
                for f in np.unique(names[sel]):
                    if f not in field_ok:
                        field_ok[f] = flt.field(bytes(f).decode("utf-8", "replace") if isinstance(f, bytes) else str(f))
                sel &= np.array([field_ok.get(f, False) for f in names], dtype=bool)
            if flt.skip is not None:
                sel &= ~flt.skip(lg, raw)
            region = raw["region"].astype(np.int64) if "region" in (raw.dtype.names or ()) \
                else np.zeros(len(raw), np.int64)
            in_halo = sel & (region != 0)
            if in_halo.any():
                hidx = np.nonzero(in_halo)[0]
                np.add.at(self.halo_events, kind[hidx], 1)
                np.add.at(self.halo_values, kind[hidx], raw["count"][hidx].astype(np.uint64))
                self.halo_corner_events += int((region[hidx] == 2).sum())
                self.first_halo = _earlier(self.first_halo, raw, hidx, lg, start)
                sel &= region == 0
            if not sel.any():
                continue
            idx = np.nonzero(sel)[0]
            k, cnt = kind[idx], raw["count"][idx].astype(np.uint64)
            np.add.at(self.by_kind_events, k, 1)
            np.add.at(self.by_kind_values, k, cnt)
            kk = kernel[idx]
            inside = (kk >= 0) & (kk < nk)
            np.add.at(kern.events, (kk[inside], k[inside]), 1)
            np.add.at(kern.values, (kk[inside], k[inside]), cnt[inside])
            np.add.at(none.events, (np.zeros((~inside).sum(), np.int64), k[~inside]), 1)
            np.add.at(none.values, (np.zeros((~inside).sum(), np.int64), k[~inside]), cnt[~inside])
            ff = raw["field_id"][idx].astype(np.int64)
            fin = (ff >= 0) & (ff < nf)
            np.add.at(field.events, (ff[fin], k[fin]), 1)
            np.add.at(field.values, (ff[fin], k[fin]), cnt[fin])
            self.first = _earlier(self.first, raw, idx, lg, start)
            t, seq = raw["t_ns"][idx], raw["seq"][idx]
            for j in np.nonzero((k == CRASH) | (k == CUDA_ERROR))[0]:
                if len(self.special) < SPECIAL_MAX:
                    self.special.append(((int(t[j]), lg.rank, int(seq[j])), int(k[j]), lg, start + int(idx[j])))
        for i, name in zip(kids, lg.kernels["name"]):
            if flt.kernel(name):
                t = self._named(self.kernels, str(name))
                t[0] += kern.events[i]
                t[1] += kern.values[i]
        for i, name in zip(fids, lg.fields["name"]):
            if flt.field(name):
                t = self._named(self.fields, str(name))
                t[0] += field.events[i]
                t[1] += field.values[i]
        if none.events[0].any():
            t = self._named(self.kernels, "-")
            t[0] += none.events[0]
            t[1] += none.values[0]
        for s in lg.sites[lg.sites["dropped"] > 0]:
            kn = lg.kernel_name(s["kernel"])
            if not flt.kernel(kn) or not flt.field(str(s["field"])) or not rank_ok:
                continue
            self.dropped += int(s["dropped"])
            self._named(self.kernels, kn)[2] += int(s["dropped"])
            self._named(self.fields, str(s["field"]))[2] += int(s["dropped"])
        if not rank_ok:
            return
        last = None
        for _, raw in lg.blocks("progress", ["seq", "kernel", "call", "t_begin_ns", "t_end_ns"]):
            ok = np.array([flt.kernel(lg.kernel_name(k)) for k in raw["kernel"]], dtype=bool) \
                if flt.kernels else np.ones(len(raw), bool)
            self.calls_kept += int(ok.sum())
            if lg.call_totals is None or not len(lg.call_totals):
                self.calls += int(ok.sum())
            open_ = ok & (raw["t_end_ns"] == 0)
            if open_.any():
                r = raw[open_][np.argmax(raw["seq"][open_])]
                if last is None or r["seq"] > last["seq"]:
                    last = r
        counted = lg.kernel_calls_counted(flt.kernel if flt.kernels else None)
        if counted is not None:
            self.calls += counted
        if last is not None:
            self.unfinished.append({"rank": lg.rank, "kernel": lg.kernel_name(last["kernel"]),
                                    "call": int(last["call"]), "t_begin_ns": int(last["t_begin_ns"])})

    @staticmethod
    def _program_call(lg, first):
        """The program call the failing kernel call was in (/program_calls: its program's exported
        function's entries) and the kernel's call within it, as pdd-view says them; None where
        the log does not say. The kernel call's own /progress row says when it began."""
        pcs = lg.program_calls
        kid = int(first["kernel"])
        unit = {int(i): int(u) for i, u in zip(lg.kernels["id"], lg.kernels["unit"])}.get(kid)
        program = {int(i): str(p) for i, p in zip(lg.units["id"], lg.units["program"])}.get(unit)
        if not len(pcs) or program is None:
            return None
        seqs, call_seq = [], None
        for _, raw in lg.blocks("progress", ["seq", "kernel", "call"]):
            mine = raw["kernel"] == kid
            seqs.extend(int(s) for s in raw["seq"][mine])
            hit = raw["seq"][mine & (raw["call"] == first["call"])]
            if len(hit) and call_seq is None:
                call_seq = int(hit[-1])
        at = call_seq if call_seq is not None else int(first["seq"])
        calls = pcs[pcs["program"] == program]
        before = calls[calls["seq"] < at]
        if not len(before):
            return None
        began = int(before[-1]["seq"])
        if not lg.calls_complete(began, at):  # the ring dropped calls: maybe its own program call
            return None
        counted = len(calls)
        t = lg.call_totals
        for r in (t if t is not None else ()):
            if r["kernel"] < 0 and r["unit"] in set(int(u) for u in calls["unit"]) | \
                    {int(i) for i, p in zip(lg.units["id"], lg.units["program"]) if str(p) == program}:
                counted = max(counted, int(r["calls"]))
        kernel_call = None
        if call_seq is not None:
            k = sum(1 for s in seqs if began < s <= call_seq)
            kernel_call = k if k > 0 else None
        return {"program": program, "call": int(before[-1]["call"]), "calls": counted,
                "kernel_call": kernel_call}

    @staticmethod
    def _trace(lg, first):
        """The trace of the failing field at PDD_TRACE_INDEX up to the failing call."""
        ring, index = [], []
        for _, raw in lg.blocks("trace"):
            tr = lg.resolve_trace(raw)
            for t in tr[tr["field_id"] == first["field_id"]]:
                same = t["kernel"] == first["kernel"] and t["call"] == first["call"]
                if t["seq"] > first["seq"] and not same:
                    break
                ring.append({"kernel": str(t["kernel_name"]), "call": int(t["call"]),
                             "value": _json_value(t["value"])})
                index = [int(x) for x in t["index"][:t["ndim"]]]
                if same:
                    break
            else:
                continue
            break
        if not ring:
            return None
        return {"index": index, "points": ring[-(TRACE_BEFORE + 1):]}

    def _unchecked(self):
        """The writes no probe checks (rows of /sites with `unchecked`) that may have come before
        the first failure: their kernel began a call by then, or pdd does not mark its calls (a
        kernel with no line); with no failure, those of the first log. As pdd-view summary."""
        if self.first is not None:
            lg, until = self.first[1], int(self.first_failure["t_ns"])
        elif self.logs:
            lg, until = self.logs[0], None
        else:
            return []
        rows = lg.sites[lg.sites["unchecked"] != ""]
        if not len(rows):
            return []
        want = set(int(k) for k in rows["kernel"])
        last, ran = {k: 0 for k in want}, set()
        for _, raw in lg.blocks("progress", ["kernel", "call", "t_begin_ns"]):
            for k in want:
                mine = raw["kernel"] == k
                if mine.any():
                    ran.add(k)
                    by = mine & (raw["t_begin_ns"] <= until) if until is not None else mine
                    if by.any():
                        last[k] = max(last[k], int(raw["call"][by].max()))
        line = {int(i): int(n) for i, n in zip(lg.kernels["id"], lg.kernels["line"])}
        out = []
        for r in rows:
            k = int(r["kernel"])
            if (k in ran and not last[k]) or (k not in ran and line.get(k, 0) > 0):
                continue  # ran only after the failure, or never
            out.append({"kernel": str(r["kernel_name"]), "call": last[k] or None, "field": str(r["field"]),
                        "why": str(r["unchecked"])})
        return out

    def why(self):
        """Why the first failure went wrong: the chain `pdd-view why --json` prints
        (python/pdd/why.py)."""
        if not hasattr(self, "_why"):
            self._why = chain(self.first[1] if self.first else None, self.first_failure)
        return self._why

    def counts(self, what="kind"):
        """{kind: {"events", "values"}} (what="kind"), or {name: that} per kernel / field."""
        if what == "kind":
            return _counts_dict(self.by_kind_events, self.by_kind_values)
        tab = self.kernels if what == "kernel" else self.fields
        return {n: _counts_dict(v[0], v[1]) for n, v in tab.items()}

    def to_dict(self):
        """The digest in the shape of `pdd-view summary --json`."""
        def ordered(tab, key):
            return [{key: n, "by_kind": _counts_dict(v[0], v[1]), "dropped": int(v[2])}
                    for n, v in sorted(tab.items(), key=lambda kv: kv[0].encode())]
        return {
            "logs": [_log_dict(lg) for lg in self.logs],
            "unreadable_logs": 0,  # an unreadable log raises LogError here
            "by_kind": self.counts("kind"),
            "by_kernel": ordered(self.kernels, "kernel"),
            "by_field": ordered(self.fields, "field"),
            "dropped": self.dropped,
            "calls": self.calls,
            "calls_kept": self.calls_kept,
            "first_failure": self.first_failure.to_dict() if self.first_failure else None,
            "halo": {"width": self.halo_width, "by_kind": _counts_dict(self.halo_events, self.halo_values),
                     "corner_events": self.halo_corner_events,
                     "first": self.first_halo_event.to_dict() if self.first_halo_event else None},
            "cuda_errors": [e.to_dict() for e in self.cuda_errors],
            "crashes": [e.to_dict() for e in self.crashes],
            "unfinished": self.unfinished,
            "unchecked": self._unchecked(),
            "why": self.why(),
        }


def summary(*logs, kinds=None, kernels=None, fields=None, rank=None):
    """The digest of a run's logs (paths, globs, directories, a LogSet or the pdd_log
    fixture), as `pdd-view summary` computes it; kinds/kernels/fields/rank filter as its
    --kind/--kernel/--field/--rank do."""
    return Summary(read_logs(*logs), Filter(kinds, kernels, fields, rank))


def first_failure(*logs, kinds=None, kernels=None, fields=None, rank=None):
    """The first failure across the logs (an Event), or None when there is none."""
    return summary(*logs, kinds=kinds, kernels=kernels, fields=fields, rank=rank).first_failure
