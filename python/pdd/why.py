"""Why the first failure went wrong, as `pdd-view why --json` says it (viewer/core/why.c):
the chain of links from the failing store back through the kernel calls that wrote what it
read, to the likely root cause.

Link 0 is the first failure, with the values it read (/operands). The fields it reads are
its kernel's input sites (/sites `input`) and its operands' fields; each one's writer is the last call before the failing one (/progress
`seq`) of a kernel that stores into that field or writes it unchecked; a writer call that
stored bad values there (/events) gives the next link, and the last link, whose inputs'
writers stored nothing bad, is the likely root cause (`root`). Where PDD_TRACE_INDEX is the
link's cell, /trace says what each input held after its writer call, and its operand there
(or, without one, its next trace) what it held when read.
At most 8 links are followed (`cut` when the chain goes on).

Tables are read in blocks: memory grows with the number of kernels, never with the rows.
"""
import math

import os

import numpy as np

from .reader import MAX_DIMS

LINKS = 8  # links followed back from the failure (VIEW_WHY_LINKS)
INPUTS = 16  # fields listed per link, the rest counted (VIEW_WHY_INPUTS)
OPERANDS = 16  # operands kept per link (VIEW_WHY_OPERANDS; the log holds at most 8 an event)
OPERAND_WINDOW = 1 << 16  # journal slots after its event within which an operand row is looked for


def _value(v):
    v = float(v)
    if math.isfinite(v):
        return v
    return "nan" if math.isnan(v) else ("inf" if v > 0 else "-inf")


def _same_value(a, b):
    return (math.isnan(a) and math.isnan(b)) or a == b


def _text(b):
    return bytes(b).split(b"\0", 1)[0].decode("utf-8", "replace") if isinstance(b, (bytes, np.bytes_)) else str(b)


class _Input:
    def __init__(self, field):
        self.field = field
        self.from_operands = False  # no input site lists it: the store's operands name it
        self.self_writes = False
        self.writer_kernel = -1
        self.writer_call = 0
        self.dropped = False  # its writer's call was dropped from the log (PDD_PROGRESS_KEEP)
        self.writer_seq = 0
        self.checked = False
        self.unchecked = None
        self.unmarked = None
        self.bad = 0
        self.event = None  # the earliest bad value the writer call stored in the field
        self.followed = False
        self.traced = False
        self.trace_index = []
        self.after = None
        self.after_seq = 0
        self.next = None  # (kernel name, call, value)
        self.next_kernel = -1
        self.changed = False
        self.next_bad = False  # the call of the next trace stored bad values in the field
        self.next_done = False
        self.read = None  # what the link's store read of it at the trace index (its operands)

    def changed_before_read(self):
        """The field changed after its writer call (view_why_changed): the store read another
        value at the trace index, or, where its operands do not say, the next trace differs and
        no later bad store explains it."""
        if self.read is not None:
            return self.traced and not _same_value(self.read, self.after)
        return self.next is not None and self.changed and not self.next_bad

    def to_dict(self, lg):
        d = {"field": self.field, "listed_by": "operands" if self.from_operands else "input_site",
             "written_by_this_call": self.self_writes}
        if self.writer_call:
            fb = None
            if self.event is not None:
                e = self.event
                fb = {"kind": e["kind"], "index": e["index"], "value": _value(e["value"]), "seq": e["seq"]}
            d["writer"] = {"kernel": lg.kernel_name(self.writer_kernel), "call": self.writer_call,
                           "checked": self.checked, "unchecked": self.unchecked, "bad_values": self.bad,
                           "first_bad": fb}
        else:
            d["writer"] = None
        d["program_input"] = not self.writer_call and not self.dropped
        d["writer_dropped"] = self.dropped
        d["unmarked_writer"] = self.unmarked
        if self.traced:
            nxt = None
            if self.next is not None:
                nxt = {"kernel": self.next[0], "call": self.next[1], "value": _value(self.next[2]),
                       "stored_bad": self.next_bad}
            d["trace"] = {"index": self.trace_index, "after_writer": _value(self.after),
                          "when_read": None if self.read is None else _value(self.read), "next": nxt,
                          "changed": self.changed, "changed_before_read": self.changed_before_read()}
        else:
            d["trace"] = None
        d["followed"] = self.followed
        return d


class _Link:
    """One bad value: the event's columns as plain numbers and strings."""

    def __init__(self, ev):
        self.ev = ev  # kind, kernel, call, field, field_id, site, ndim, index, value, count, seq
        self.read = False
        self.inputs_known = False
        self.inputs = []
        self.more_inputs = 0
        self.ops = []  # the values the store read (/operands), in their order

    def input_of(self, field):
        for i, x in enumerate(self.inputs):
            if x.field == field:
                return i
        return -1

    def add_input(self, field):
        if not field or self.input_of(field) >= 0:
            return
        if len(self.inputs) == INPUTS:
            self.more_inputs += 1
            return
        self.inputs.append(_Input(field))

    def to_dict(self, lg):
        e = self.ev
        return {"kind": e["kind"], "kernel": lg.kernel_name(e["kernel"]), "origin": _origin(lg, e["kernel"]),
                "call": e["call"], "field": e["field"],
                "index": e["index"], "value": _value(e["value"]), "count": e["count"], "seq": e["seq"],
                "read": self.read, "inputs_known": self.inputs_known,
                "inputs": [x.to_dict(lg) for x in self.inputs], "more_inputs": self.more_inputs,
                "operands": [{"field": o["field"], "index": o["index"],
                              "value": None if o["reread"] else _value(o["value"]),
                              "role": o["role"], "reread": o["reread"]} for o in self.ops]}


def _origin(lg, kid):
    """Where the user's program wrote kernel kid, "model.py:53" (the file's last part), as pdd-view
    why says it; None when the log does not say."""
    k = lg.kernels[lg.kernels["id"] == int(kid)]
    if not len(k) or int(k["origin_line"][0]) <= 0 or not str(k["origin_file"][0]):
        return None
    return f"{os.path.basename(str(k['origin_file'][0]))}:{int(k['origin_line'][0])}"


def _sites(lg):
    """/sites in id order, as pdd's reader hands them."""
    return lg.sites[np.argsort(lg.sites["id"], kind="stable")]


def _operands(lg, ev):
    """The operands of an event: /operands rows of its site, kind and call, journaled right
    after it (other threads' records may come between: a window of slots), in their order."""
    if not lg.rows.get("operands"):
        return []
    out = []
    for _, raw in lg.blocks("operands"):
        ops = lg.resolve_operands(raw)
        seq = ops["seq"].astype(np.uint64)
        after = seq > ev["seq"]
        far = np.nonzero(after & (seq - np.uint64(ev["seq"]) > OPERAND_WINDOW))[0]
        stop = int(far[0]) if len(far) else len(ops)
        mine = np.nonzero(after[:stop] & (ops["site"][:stop] == ev["site"]) & (ops["kind"][:stop] == ev["kind"]) &
                          (ops["call"][:stop].astype(np.uint64) == ev["call"]))[0]
        for j in mine:
            if len(out) == OPERANDS:
                break
            o = ops[j]
            nd = min(max(int(o["ndim"]), 0), MAX_DIMS)
            out.append({"field": str(o["field"]), "pos": int(o["pos"]), "role": str(o["role"]), "ndim": nd,
                        "index": [int(v) for v in o["index"][:nd]], "value": float(o["value"]),
                        "reread": bool(o["reread"])})
        if len(far):
            break
    return sorted(out, key=lambda o: o["pos"])


def _inputs_read(link):
    """What the store read of each traced input at the trace index, from its operands."""
    for x in link.inputs:
        if not x.traced:
            continue
        for o in link.ops:
            if not o["reread"] and o["ndim"] == len(x.trace_index) and o["field"] == x.field and \
                    o["index"] == x.trace_index:
                x.read = o["value"]
                break


def _fill(lg, link):
    """The link's inputs, their writers, their bad values, their traces and what it read."""
    _writers_and_traces(lg, link)
    _inputs_read(link)


def _writers_and_traces(lg, link):
    ev = link.ev
    sites = _sites(lg)
    kids = lg.kernels["id"]
    nk = int(kids.max()) + 1 if len(kids) else 0
    line = {int(i): int(n) for i, n in zip(kids, lg.kernels["line"])}
    own = sites[sites["id"] == ev["site"]] if ev["site"] >= 0 else sites[:0]
    link.read = bool(len(own) and own[0]["input"])
    if not link.read:
        link.ops = _operands(lg, ev)
    if link.read:
        link.inputs_known = True
        link.add_input(str(own[0]["field"]) or ev["field"])
    else:
        for s in sites:
            if s["input"] and int(s["kernel"]) == ev["kernel"]:
                link.add_input(str(s["field"]))
        for o in link.ops:  # read, though no input site lists it
            had = len(link.inputs)
            link.add_input(o["field"])
            if len(link.inputs) > had:
                link.inputs[had].from_operands = True
        if len(own) and own[0]["in_place"]:  # the store read the element it overwrote
            link.add_input(str(own[0]["field"]) or ev["field"])
        link.inputs_known = len(link.inputs) > 0
    writes = {}  # kernel id -> set of input indexes it writes
    for s in sites:
        at = -1 if s["input"] else link.input_of(str(s["field"]))
        k = int(s["kernel"])
        if at < 0 or k < 0 or k >= nk:
            continue
        writes.setdefault(k, set()).add(at)
        x = link.inputs[at]
        if k == ev["kernel"] and not s["unchecked"]:
            x.self_writes = True  # the link's own kernel stores into it: this call may have written it
        if s["unchecked"] and line.get(k, 0) <= 0 and x.unmarked is None:
            x.unmarked = lg.kernel_name(k)

    # /progress: each writing kernel's last call before the link's own
    until = ev["seq"]
    last = {}  # kernel -> (seq, call)
    if writes:
        ks = np.array(sorted(writes), dtype=np.int64)
        for _, raw in lg.blocks("progress", ["seq", "kernel", "call"]):
            kern = raw["kernel"].astype(np.int64)
            call = raw["call"].astype(np.uint64)
            seq = raw["seq"].astype(np.uint64)
            hit = np.nonzero((kern == ev["kernel"]) & (call == ev["call"]))[0]
            stop = int(hit[0]) if len(hit) else len(raw)
            sel = np.isin(kern[:stop], ks) & (seq[:stop] < until)
            for k in np.unique(kern[:stop][sel]):
                mine = np.nonzero(sel & (kern[:stop] == k))[0]
                j = mine[np.argmax(seq[mine])]
                if int(k) not in last or int(seq[j]) >= last[int(k)][0]:
                    last[int(k)] = (int(seq[j]), int(call[j]))
            if len(hit):
                break
    # where the ring of recent calls dropped calls before the link's: the totals' last call
    # (writers_from_totals in pdd-view)
    lost = set()
    frozen_until = int(lg.meta.get("calls_frozen_until", 0))
    for k in writes:
        if lg.calls_complete(last[k][0] if k in last else 0, until):
            continue
        t = lg.kernel_totals(k)
        below = int(ev["call"]) if k == int(ev["kernel"]) else float("inf")  # before the link's own call
        if below <= 1:
            continue
        if t is not None and int(t["calls"]) and int(t["last_seq"]) < until and int(t["calls"]) < below:
            last[k] = (int(t["last_seq"]), int(t["calls"]))
        elif t is not None and frozen_until and until <= frozen_until and int(t["failure_calls"]) and \
                int(t["failure_seq"]) < until and int(t["failure_calls"]) < below:
            last[k] = (int(t["failure_seq"]), int(t["failure_calls"]))
        elif t is not None and int(t["calls"]):
            lost.add(k)
    for i, x in enumerate(link.inputs):
        if any(i in writes.get(k, ()) for k in lost):
            x.dropped = True
            continue
        for k in range(nk):
            if i in writes.get(k, ()) and k in last and last[k][1] and \
                    (not x.writer_call or last[k][0] > x.writer_seq):
                x.writer_kernel, x.writer_seq, x.writer_call = k, last[k][0], last[k][1]
        if not x.writer_call:
            continue
        for s in sites:
            if s["input"] or int(s["kernel"]) != x.writer_kernel or str(s["field"]) != x.field:
                continue
            if s["unchecked"]:
                x.unchecked = str(s["unchecked"])
            else:
                x.checked = True
    written = [x for x in link.inputs if x.writer_call]
    if not written:
        return

    # /events: what each writer call stored there that a checker called bad
    skip = {c for c, n in lg.kind_names.items() if n in ("crash", "cuda_error")}
    for start, raw in lg.blocks("events", ["seq", "kind", "kernel", "field", "call", "count"]):
        seq = raw["seq"].astype(np.uint64)
        past = np.nonzero(seq >= until)[0]
        stop = int(past[0]) if len(past) else len(raw)
        for x in written:
            m = np.nonzero((raw["kernel"][:stop].astype(np.int64) == x.writer_kernel) &
                           (raw["call"][:stop].astype(np.uint64) == x.writer_call))[0]
            for j in m:
                kind = int(raw["kind"][j])
                if kind <= 0 or kind in skip or _text(raw["field"][j]) != x.field:
                    continue
                x.bad += int(raw["count"][j])
                if x.event is None or int(seq[j]) < x.event["seq"]:
                    x.event = _event(lg, start + int(j))
        if len(past):
            break

    # /trace: each input after its writer call and at its next trace, at the link's cell
    if ev["ndim"] <= 0 or not lg.rows["trace"]:
        return
    st = {"open": len(written), "changed": None, "until": None}  # changed: (kernel, call, seq)
    _traces(lg, link, written, st)
    if st["changed"] is None:
        return

    # /events again: did the call of a changed field's next trace store bad values there? (Its
    # events follow its trace rows, before the next call's.)
    until = st["until"]
    asked = [x for x in written if x.next is not None and x.changed]
    for _, raw in lg.blocks("events", ["seq", "kind", "kernel", "field", "call"]):
        seq = raw["seq"].astype(np.uint64)
        past = np.nonzero(seq >= until)[0] if until is not None else np.array([], np.int64)
        stop = int(past[0]) if len(past) else len(raw)
        for x in asked:
            m = np.nonzero((raw["kernel"][:stop].astype(np.int64) == x.next_kernel) &
                           (raw["call"][:stop].astype(np.uint64) == x.next[1]))[0]
            for j in m:
                kind = int(raw["kind"][j])
                if kind > 0 and kind not in skip and _text(raw["field"][j]) == x.field:
                    x.next_bad = True
        if len(past):
            break


def _traces(lg, link, written, st):
    """Each input after its writer call and at its next trace, at the link's cell; then where
    the trace rows of the call after the last changed one begin (st["until"])."""
    ev = link.ev
    nd = int(ev["ndim"])
    cell = np.array(ev["index"] + [-1] * (MAX_DIMS - nd), dtype=np.int64)
    for _, raw in lg.blocks("trace"):
        tr = lg.resolve_trace(raw)
        # one trace index per run: past a row not at the link's cell, none is
        n = np.minimum(tr["ndim"].astype(np.int64), nd)
        used = np.arange(MAX_DIMS)[None, :] < n[:, None]
        same = (n > 0) & ((np.asarray(tr["index"], np.int64) == cell[None, :]) | ~used).all(axis=1)
        off = np.nonzero(~same)[0]
        stop = int(off[0]) if len(off) else len(tr)
        kern = tr["kernel"].astype(np.int64)
        call = tr["call"].astype(np.uint64)
        seq = tr["seq"].astype(np.uint64)
        at = 0
        while at < stop:
            if st["open"] <= 0:  # all found: only where the last changed one's call ends
                lk, lc, ls = st["changed"]
                later = np.nonzero((seq[at:stop] > ls) & ((kern[at:stop] != lk) | (call[at:stop] != lc)))[0]
                if len(later):
                    st["until"] = int(seq[at + int(later[0])])
                    return
                break
            names = sorted({x.field for x in written if not x.next_done})
            hits = np.nonzero(np.isin(tr["field"][at:stop], names))[0]
            if not len(hits):
                break
            j = at + int(hits[0])
            t = tr[j]
            name = str(t["field"])
            for x in written:
                if x.next_done or name != x.field:
                    continue
                tk, tc, ts = int(t["kernel"]), int(t["call"]), int(t["seq"])
                if not x.traced:
                    if tk == x.writer_kernel and tc == x.writer_call:
                        x.traced, x.after, x.after_seq = True, float(t["value"]), ts
                        x.trace_index = [int(v) for v in t["index"][:t["ndim"]]]
                    elif ts > x.writer_seq:  # the writer call left no trace row
                        x.next_done = True
                        st["open"] -= 1
                elif ts > x.after_seq:
                    x.next_done = True
                    st["open"] -= 1
                    if tk == ev["kernel"] and tc == ev["call"]:
                        continue  # the link's own call wrote it next: what it read is not seen
                    x.next = (str(t["kernel_name"]), tc, float(t["value"]))
                    x.next_kernel = tk
                    x.changed = not _same_value(x.next[2], x.after)
                    if x.changed and (st["changed"] is None or ts > st["changed"][2]):
                        st["changed"] = (tk, tc, ts)
            if st["open"] <= 0 and st["changed"] is None:
                return
            at = j + 1
        if stop < len(tr):
            return


def _event(lg, row):
    """Row `row` of /events as a link's event."""
    e = lg.resolve_events(lg.read_raw("events", row, row + 1))[0]
    nd = int(e["ndim"])
    return {"kind": str(e["kind"]), "kernel": int(e["kernel"]), "call": int(e["call"]), "field": str(e["field"]),
            "field_id": int(e["field_id"]), "site": int(e["site"]), "ndim": nd,
            "index": [int(v) for v in e["index"][:nd]], "value": float(e["value"]), "count": int(e["count"]),
            "seq": int(e["seq"])}


def chain(lg, first):
    """The why chain of `first` (an Event of log `lg`, or None), as `pdd-view why --json`."""
    out = {"state": "no_failure", "rank": None, "file": None, "links": [], "root": None, "cut": False}
    if first is None:
        return out
    out.update(rank=lg.rank, file=lg.path)
    if first["field_id"] < 0 or not first["field"] or first["kind"] in ("crash", "cuda_error"):
        out["state"] = "no_field"
        return out
    out["state"] = "chain"
    nd = int(first["ndim"])
    links = [_Link({"kind": first["kind"], "kernel": int(first["kernel"]), "call": int(first["call"]),
                    "field": first["field"], "field_id": int(first["field_id"]), "site": int(first["site"]),
                    "ndim": nd, "index": [int(v) for v in first["index"][:nd]], "value": float(first["value"]),
                    "count": int(first["count"]), "seq": int(first["seq"])})]
    while True:
        link = links[-1]
        _fill(lg, link)
        best = None
        for x in link.inputs:
            if x.event is None or x.event["seq"] >= link.ev["seq"]:
                continue
            seen = any(k.ev["kernel"] == x.event["kernel"] and k.ev["call"] == x.event["call"] and
                       k.ev["field"] == x.field for k in links)
            if not seen and (best is None or x.event["seq"] < best.event["seq"]):
                best = x
        if best is None:
            break
        if len(links) == LINKS:
            out["cut"] = True
            break
        best.followed = True
        links.append(_Link(dict(best.event, field=best.field)))
    out["links"] = [k.to_dict(lg) for k in links]
    out["root"] = len(links) - 1
    return out


def why(*logs, kinds=None, kernels=None, fields=None, rank=None):
    """Why the first failure of a run's logs went wrong: the dict `pdd-view why --json`
    prints (keys: state, rank, file, links, root, cut; docs/viewer.md). kinds, kernels,
    fields and rank pick the failure to explain as pdd-view's --kind, --kernel, --field and
    --rank do (fields="qvapor": why qvapor went bad); the chain follows every event of that
    failure's log."""
    from .digest import summary
    return summary(*logs, kinds=kinds, kernels=kernels, fields=fields, rank=rank).why()
