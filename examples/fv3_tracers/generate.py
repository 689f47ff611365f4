#!/usr/bin/env python3
"""generate.py: writes the fv3_tracers example the way DaCe lays out a built program.

The example stands for what DaCe generates from an FV3 tracer-advection step; DaCe itself is
not needed to build or run it. This script keeps the generated-looking sources, the SDFG
(program.sdfg) and DaCe's source map (map/map_cpp.json) consistent with each other: the
kernel and nested-function names carry the SDFG ids (<label>_<cfg>_<state>_<node>) and the
source map carries the exact generated lines, which is what pdd-instrument reads. Its output
is committed; run it again only after changing it:

    python3 examples/fv3_tracers/generate.py            # rewrites cpu/ and gpu/ beside it
    python3 examples/fv3_tracers/generate.py --out DIR  # writes DIR/cpu, DIR/gpu (to compare)

cpu/  as .dacecache/fv3_tracers/ of an OpenMP build: src/cpu/fv3_tracers.cpp
gpu/  as .dacecache/fv3_tracers/ of a CUDA build:    src/cpu/fv3_tracers.cpp (host),
                                                      src/cuda/fv3_tracers_cuda.cu
"""
import argparse
import json
import os

PROGRAM = "fv3_tracers"
# FV3's order; the first tracer advected is the first to go bad.
TRACERS = ["qvapor", "qliquid", "qrain", "qice", "qsnow", "qgraupel"]
SYMBOLS = ["I", "J", "K"]
HERE = os.path.dirname(os.path.abspath(__file__))

# name -> (dtype, C type, layout); layouts: ijk (I,J,K), ijk_x (I+1,J,K), ijk_y (I,J+1,K), ij (I,J)
ARGS = {
    "delp": ("float64", "double", "ijk"),
    "ksfc": ("int32", "int", "ij"),
    "mfx": ("float64", "double", "ijk_x"),
    "mfy": ("float64", "double", "ijk_y"),
    "qs_sfc": ("float64", "double", "ij"),
    "rarea": ("float64", "double", "ij"),
}
for _q in TRACERS:
    ARGS[_q] = ("float64", "double", "ijk")
ARG_ORDER = sorted(ARGS)  # DaCe's C signature: arrays by name, then symbols
TRANSIENTS = {"dp2": "ijk", "fx": "ijk_x", "fy": "ijk_y"}

SHAPE = {
    "ijk": (["$I", "$J", "$K"], ["$J*$K", "$K", "1"], "$I*$J*$K", "((I * J) * K)"),
    "ijk_x": (["1 + $I", "$J", "$K"], ["$J*$K", "$K", "1"], "$J*$K*(1 + $I)", "((J * K) * (I + 1))"),
    "ijk_y": (["$I", "1 + $J", "$K"], ["$K*(1 + $J)", "$K", "1"], "$I*$K*(1 + $J)", "((I * K) * (J + 1))"),
    "ij": (["$I", "$J"], ["$J", "1"], "$I*$J", "(I * J)"),
}


def idx(layout, e0, e1, e2=None):
    """A DaCe-linearised index: ((((J * K) * i) + (K * j)) + k)."""
    if layout in ("ijk", "ijk_x"):
        return f"((((J * K) * {e0}) + (K * {e1})) + {e2})"
    if layout == "ijk_y":
        return f"((((K * {e0}) * (J + 1)) + (K * {e1})) + {e2})"
    return f"((J * {e0}) + {e1})"


def array_desc(dtype, layout, transient=False, storage="CPU_Heap"):
    shape, strides, total, _ = SHAPE[layout]
    attrs = {"strides": strides, "total_size": total, "offset": ["0"] * len(shape),
             "optional": False, "dtype": dtype, "shape": shape}
    if transient:
        attrs["transient"] = True
    attrs["storage"] = storage
    return {"type": "Array", "attributes": attrs}


def view_desc(layout):
    """A nested SDFG's view of the interior [1:I-1, 1:J-1, :] of an (I,J,K) array."""
    d = array_desc("float64", layout)
    d["attributes"]["shape"] = ["-2 + $I", "-2 + $J", "$K"]
    d["attributes"]["total_size"] = "$K*(-2 + $I)*(-2 + $J)"
    return d


def scalar_desc(dtype):
    return {"type": "Scalar", "attributes": {"dtype": dtype, "shape": ["1"], "transient": True,
                                             "storage": "Register"}}


def shift(expr, by):
    """expr + by, folded into a constant: shift("$I - 1", -1) is "$I - 2"."""
    if expr.startswith("1 + ") and by == -1:
        return expr[4:]
    head, sign, tail = expr.rpartition(" - ")
    if sign and tail.isdigit():
        n = -int(tail) + by
    else:
        head, sign, tail = expr.rpartition(" + ")
        if sign and tail.isdigit():
            n = int(tail) + by
        else:
            head, n = expr, by
    return head if n == 0 else f"{head} + {n}" if n > 0 else f"{head} - {-n}"


def rng(*ranges):
    return {"type": "Range", "ranges": [{"start": s, "end": e, "step": "1", "tile": "1"}
                                        for s, e in ranges]}


# ---- the SDFG model: just what a built program's program.sdfg holds ----------------------


class State:
    def __init__(self, sdfg, label):
        self.sdfg, self.label = sdfg, label
        self.id = len(sdfg.states)
        self.nodes, self.edges = [], []
        sdfg.states.append(self)

    def add(self, type_, label, attrs=None, scope_entry=None):
        n = {"type": type_, "label": label, "attributes": dict(attrs or {}), "id": len(self.nodes),
             "scope_entry": None if scope_entry is None else str(scope_entry), "scope_exit": None}
        self.nodes.append(n)
        return n["id"]

    def access(self, data):
        for n in self.nodes:
            if n["type"] == "AccessNode" and n["attributes"]["data"] == data:
                return n["id"]
        return self.add("AccessNode", data, {"data": data})

    def edge(self, src, dst, data, subset, src_conn=None, dst_conn=None):
        memlet = {"type": "Memlet", "attributes": {"data": data, "subset": subset}}
        self.edges.append({"type": "MultiConnectorEdge", "attributes": {"data": memlet},
                           "src": str(src), "dst": str(dst), "src_connector": src_conn,
                           "dst_connector": dst_conn})

    def map(self, label, params, ranges, schedule="CPU_Multicore"):
        text = ", ".join(f"{p}={a}:{b}" for p, (a, b) in zip(params, ranges))
        entry = self.add("MapEntry", f"{label}[{text}]", {
            "label": label, "params": params,
            "range": rng(*[(a, shift(b, -1)) for a, b in ranges]), "schedule": schedule})
        exit_ = self.add("MapExit", f"{label}[{text}]", {}, scope_entry=entry)
        self.nodes[entry]["scope_exit"] = str(exit_)
        self.nodes[exit_]["scope_exit"] = str(exit_)
        return entry, exit_

    def tasklet(self, label, code, scope):
        return self.add("Tasklet", label, {"label": label,
                                           "code": {"string_data": code, "language": "Python"}},
                        scope_entry=scope)

    def to_json(self):
        return {"type": "SDFGState", "label": self.label, "id": self.id, "collapsed": False,
                "nodes": self.nodes, "edges": self.edges, "attributes": {"executions": "1"}}


class SDFG:
    def __init__(self, name, cfg_id, arrays, symbols, arg_names=()):
        self.name, self.cfg_id, self.arrays = name, cfg_id, arrays
        self.symbols, self.arg_names = symbols, list(arg_names)
        self.states = []

    def to_json(self, top=False):
        edges = [{"type": "Edge", "attributes": {"data": {"type": "InterstateEdge",
                                                          "attributes": {"assignments": {}}}},
                  "src": str(a.id), "dst": str(b.id)} for a, b in zip(self.states, self.states[1:])]
        j = {"type": "SDFG",
             "attributes": {"name": self.name, "arg_names": self.arg_names, "_arrays": self.arrays,
                            "symbols": {s: "int32" for s in self.symbols},
                            "using_explicit_control_flow": True},
             "nodes": [s.to_json() for s in self.states], "edges": edges, "collapsed": False,
             "label": self.name, "id": None, "cfg_list_id": self.cfg_id, "start_block": None}
        if top:
            j["attributes"]["build_folder"] = f".dacecache/{self.name}"
            j["dace_version"] = "1.0.2"
        return j


def nested_node(state, sdfg, inputs, outputs):
    """A NestedSDFG node; inputs/outputs: inner connector -> (outer data, subset)."""
    nid = state.add("NestedSDFG", sdfg.name, {
        "label": sdfg.name, "sdfg": None,
        "in_connectors": {c: {"type": "pointer", "dtype": "float64"} for c in inputs},
        "out_connectors": {c: {"type": "pointer", "dtype": "float64"} for c in outputs},
        "symbol_mapping": {s: s for s in sdfg.symbols}})
    state.nodes[nid]["nested"] = sdfg  # replaced by its JSON when written
    for conn, (data, subset) in inputs.items():
        state.edge(state.access(data), nid, data, subset, dst_conn=conn)
    for conn, (data, subset) in outputs.items():
        state.edge(nid, state.add("AccessNode", data, {"data": data}), data, subset, src_conn=conn)
    return nid


def sdfg_json(sdfg, top=True):
    j = sdfg.to_json(top)
    for st in j["nodes"]:
        for n in st["nodes"]:
            inner = n.pop("nested", None)
            if inner is not None:
                n["attributes"]["sdfg"] = sdfg_json(inner, top=False)
    return j


# ---- writing code, with line numbers for the source map ----------------------------------


class Code:
    def __init__(self):
        self.lines = []
        self.map = {}  # (cfg, state, node) -> (from, to)

    def __call__(self, text="", ind=0):
        for t in text.split("\n"):
            self.lines.append(" " * ind + t if t else "")

    @property
    def next_line(self):
        return len(self.lines) + 1

    def mark(self, cfg, state, node, first, last=None):
        self.map[(cfg, state, node)] = (first, last if last is not None else first)

    def text(self):
        return "\n".join(self.lines) + "\n"

    def source_map(self, target):
        out = {"target": target}
        for (c, s, n), (a, b) in sorted(self.map.items()):
            out.setdefault(str(c), {}).setdefault(str(s), {})[str(n)] = {"from": a, "to": b}
        return out


def emit_tasklet(code, ind, label, ins, out_type, code_line, store, mark=None, out="__out"):
    """One tasklet block: inputs, `T __out;`, the code between two ///// lines, the store."""
    first = code.next_line
    code("{", ind)
    for t, n, e in ins:
        code(f"{t} {n} = {e};", ind + 4)
    code(f"{out_type} {out};", ind + 4)
    code("", 0)
    code("///////////////////", ind + 4)
    code(f"// Tasklet code ({label})", ind + 4)
    code(code_line, ind + 4)
    code("///////////////////", ind + 4)
    code("", 0)
    code(f"{store} = {out};", ind + 4)
    code("}", ind)
    if mark:
        code.mark(*mark, first, code.next_line - 1)


def emit_cpu_map(code, ind, ranges, body, mark=None, locals_=()):
    """A CPU map: `{`, `#pragma omp parallel for` on the outer loop, one for per dimension.
    ranges: [(var, start, end)] (end exclusive). body(ind) writes the loop body."""
    first = code.next_line
    code("{", ind)
    code("#pragma omp parallel for", ind + 4)
    for d, (v, a, b) in enumerate(ranges):
        code(f"for (auto {v} = {a}; {v} < {b}; {v} += 1) {{", ind + 4 + 4 * d)
    if mark:
        code.mark(*mark, first, code.next_line - 1)
    inner = ind + 4 + 4 * len(ranges)
    for t, n in locals_:
        code(f"{t} {n};", inner)
    body(inner)
    for d in reversed(range(len(ranges))):
        code("}", ind + 4 + 4 * d)
    code("}", ind)


# The tasklet chains, shared by the CPU loops and the GPU kernels. `a` maps an SDFG name to
# the C name the code uses for it (gpu_delp, a view parameter, ...); `v` gives a view's index.

DELP_TASKLETS = [("_Sub_", "__out = (__in1 - __in2)"), ("_Add_", "__out = (__in1 + __in2)"),
                 ("_Sub_", "__out = (__in1 - __in2)"), ("_Mult_", "__out = (__in1 * __in2)"),
                 ("_Add_", "__out = (__in1 + __in2)"), ("assign_44_8", "__out = __inp")]
FLUX_X_TASKLETS = [("flux_x_24", "flux = (m * (qup if m > 0.0 else qdn))")]
FLUX_Y_TASKLETS = [("flux_y_31", "flux = (m * (qup if m > 0.0 else qdn))")]
COPY_TASKLETS = [("copy_dp2_to_delp_tasklet", "_out = _in")]
SFC_TASKLETS = [("index_qvapor_0", "__out = __inp"), ("assign_52_8", "__out = __inp")]
DELP_LOCALS = ["mfx_slice_minus_mfx_slice", "mfx_slice_mfx_slice_plus_mfy_slice",
               "mfx_slice_mfx_slice_mfy_slice_minus_mfy_slice",
               "mfx_slice_mfx_slice_mfy_slice_mfy_slice_times_rarea_slice", "dp2_slice"]


def delp_update_body(code, ind, a, tids, cfg, state):
    ts = [
        ("_Sub_", [("double", "__in1", f"{a['mfx']}[{idx('ijk_x', 'i', 'j', 'k')}]"),
                   ("double", "__in2", f"{a['mfx']}[{idx('ijk_x', '(i + 1)', 'j', 'k')}]")],
         "__out = (__in1 - __in2);", DELP_LOCALS[0]),
        ("_Add_", [("double", "__in1", DELP_LOCALS[0]),
                   ("double", "__in2", f"{a['mfy']}[{idx('ijk_y', 'i', 'j', 'k')}]")],
         "__out = (__in1 + __in2);", DELP_LOCALS[1]),
        ("_Sub_", [("double", "__in1", DELP_LOCALS[1]),
                   ("double", "__in2", f"{a['mfy']}[{idx('ijk_y', 'i', '(j + 1)', 'k')}]")],
         "__out = (__in1 - __in2);", DELP_LOCALS[2]),
        ("_Mult_", [("double", "__in1", DELP_LOCALS[2]),
                    ("double", "__in2", f"{a['rarea']}[{idx('ij', 'i', 'j')}]")],
         "__out = (__in1 * __in2);", DELP_LOCALS[3]),
        ("_Add_", [("double", "__in2", DELP_LOCALS[3]),
                   ("double", "__in1", f"{a['delp']}[{idx('ijk', 'i', 'j', 'k')}]")],
         "__out = (__in1 + __in2);", DELP_LOCALS[4]),
        ("assign_44_8", [("double", "__inp", DELP_LOCALS[4])], "__out = __inp;",
         f"{a['dp2']}[{idx('ijk', 'i', 'j', 'k')}]"),
    ]
    for (label, ins, line, store), tid in zip(ts, tids):
        emit_tasklet(code, ind, label, ins, "double", line, store,
                     mark=(cfg, state, tid) if cfg is not None else None)


def flux_body(code, ind, a, axis, q, mark):
    if axis == "x":
        m = f"{a['mfx']}[{idx('ijk_x', 'i', 'j', 'k')}]"
        up, dn = idx("ijk", "(i - 1)", "j", "k"), idx("ijk", "i", "j", "k")
        store, label = f"{a['fx']}[{idx('ijk_x', 'i', 'j', 'k')}]", "flux_x_24"
    else:
        m = f"{a['mfy']}[{idx('ijk_y', 'i', 'j', 'k')}]"
        up, dn = idx("ijk", "i", "(j - 1)", "k"), idx("ijk", "i", "j", "k")
        store, label = f"{a['fy']}[{idx('ijk_y', 'i', 'j', 'k')}]", "flux_y_31"
    first = code.next_line
    code("{", ind)
    code(f"double m = {m};", ind + 4)
    code(f"double qup = {a[q]}[{up}];", ind + 4)
    code(f"double qdn = {a[q]}[{dn}];", ind + 4)
    code("double flux;", ind + 4)
    code("", 0)
    code("///////////////////", ind + 4)
    code(f"// Tasklet code ({label})", ind + 4)
    code("flux = (m * ((m > 0.0) ? qup : qdn));", ind + 4)
    code("///////////////////", ind + 4)
    code("", 0)
    code(f"{store} = flux;", ind + 4)
    code("}", ind)
    if mark:
        code.mark(*mark, first, code.next_line - 1)


ADVECT_LOCALS = [
    "delp_slice_div_dp2_slice", "q_slice_times_delp_slice_dp2_slice", "fx_slice_minus_fx_slice",
    "fx_slice_fx_slice_plus_fy_slice", "fx_slice_fx_slice_fy_slice_minus_fy_slice",
    "fx_slice_fx_slice_fy_slice_fy_slice_times_rarea_slice",
    "fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_div_dp2_slice",
    "q_slice_delp_slice_dp2_slice_plus_fx_slice_fx_slice_fy_slice_fy_slice_rarea_slice_dp2_slice"]
ADVECT_TASKLETS = [("_Div_", "__out = (__in1 / __in2)"), ("_Mult_", "__out = (__in1 * __in2)"),
                   ("_Sub_", "__out = (__in1 - __in2)"), ("_Add_", "__out = (__in1 + __in2)"),
                   ("_Sub_", "__out = (__in1 - __in2)"), ("_Mult_", "__out = (__in1 * __in2)"),
                   ("_Div_", "__out = (__in1 / __in2)"), ("_Add_", "__out = (__in1 + __in2)"),
                   ("assign_38_8", "__out = __inp")]


def advect_body(code, ind, a, q, dp_idx, tids, cfg, state):
    """q = q * (delp / dp2) + (fx[i] - fx[i+1] + fy[j] - fy[j+1]) * rarea / dp2.
    delp / dp2 first (FV3's dp1/dp2 ratio): a zero delp is 0/0, NaN."""
    L = ADVECT_LOCALS
    qi = f"{a[q]}[{idx('ijk', 'i', 'j', 'k')}]"
    ts = [
        ([("double", "__in1", f"{a['delp']}[{dp_idx}]"), ("double", "__in2", f"{a['dp2']}[{dp_idx}]")], L[0]),
        ([("double", "__in1", qi), ("double", "__in2", L[0])], L[1]),
        ([("double", "__in1", f"{a['fx']}[{idx('ijk_x', 'i', 'j', 'k')}]"),
          ("double", "__in2", f"{a['fx']}[{idx('ijk_x', '(i + 1)', 'j', 'k')}]")], L[2]),
        ([("double", "__in1", L[2]), ("double", "__in2", f"{a['fy']}[{idx('ijk_y', 'i', 'j', 'k')}]")], L[3]),
        ([("double", "__in1", L[3]), ("double", "__in2", f"{a['fy']}[{idx('ijk_y', 'i', '(j + 1)', 'k')}]")], L[4]),
        ([("double", "__in1", L[4]), ("double", "__in2", f"{a['rarea']}[{idx('ij', 'i', 'j')}]")], L[5]),
        ([("double", "__in1", L[5]), ("double", "__in2", f"{a['dp2']}[{dp_idx}]")], L[6]),
        ([("double", "__in1", L[1]), ("double", "__in2", L[6])], L[7]),
        ([("double", "__inp", L[7])], qi),
    ]
    for (ins, store), (label, c), tid in zip(ts, ADVECT_TASKLETS, tids):
        emit_tasklet(code, ind, label, ins, "double", c + ";", store,
                     mark=(cfg, state, tid) if cfg is not None else None)


def sfc_body(code, ind, a, tids, cfg, state):
    """qvapor at each column's surface level ksfc[i, j] (an indirect store) = qs_sfc."""
    emit_tasklet(code, ind, "index_qvapor_0", [("int", "__inp", f"{a['ksfc']}[{idx('ij', 'i', 'j')}]")],
                 "int", "__out = __inp;", "index_qvapor_0",
                 mark=(cfg, state, tids[0]) if cfg is not None else None)
    emit_tasklet(code, ind, "assign_52_8", [("double", "__inp", f"{a['qs_sfc']}[{idx('ij', 'i', 'j')}]")],
                 "double", "__out = __inp;",
                 f"{a['qvapor']}[((((J * K) * i) + (K * j)) + index_qvapor_0)]",
                 mark=(cfg, state, tids[1]) if cfg is not None else None)


# ---- the SDFGs ---------------------------------------------------------------------------

INTERIOR = [("1", "$I - 1"), ("1", "$J - 1"), ("0", "$K")]
VIEW = rng(("1", "$I - 2"), ("1", "$J - 2"), ("0", "$K - 1"))


def full(layout):
    shape = SHAPE[layout][0]
    return rng(*[("0", shift(s, -1)) for s in shape])


def map_state_nodes(st, label, params, ranges, reads, writes, tasklets, schedule="CPU_Multicore"):
    """MapEntry/MapExit, the tasklets in the map, access nodes and edges around it."""
    entry, exit_ = st.map(label, params, ranges, schedule)
    tids = [st.tasklet(lbl, c, entry) for lbl, c in tasklets]
    for d in reads:
        st.edge(st.access(d), entry, d, full(layout_of(d)), dst_conn=f"IN_{d}")
        st.edge(entry, tids[0], d, full(layout_of(d)), src_conn=f"OUT_{d}")
    for d in writes:
        st.edge(tids[-1], exit_, d, full(layout_of(d)), dst_conn=f"IN_{d}")
        st.edge(exit_, st.add("AccessNode", d, {"data": d}), d, full(layout_of(d)), src_conn=f"OUT_{d}")
    return entry, tids


def layout_of(d):
    """The layout of an array by its name (top level, gpu_ copy, or inside a nested SDFG)."""
    d = d[4:] if d.startswith("gpu_") else d
    return ARGS[d][2] if d in ARGS else TRANSIENTS.get(d, "ijk")


def cpu_sdfg():
    arrays = {n: array_desc(ARGS[n][0], ARGS[n][2]) for n in ARG_ORDER}
    for n, lay in TRANSIENTS.items():
        arrays[n] = array_desc("float64", lay, transient=True)
    top = SDFG(PROGRAM, 0, arrays, SYMBOLS,
               arg_names=TRACERS + ["delp", "mfx", "mfy", "rarea", "ksfc", "qs_sfc"])
    plan = {}
    st = State(top, "delp_update")
    plan["delp"] = map_state_nodes(st, "delp_update_map", ["i", "j", "k"], INTERIOR,
                                   ["delp", "mfx", "mfy", "rarea"], ["dp2"], DELP_TASKLETS)
    st = State(top, "tracers")
    plan["advect"] = []
    for n, q in enumerate(TRACERS):
        inner_arrays = {"delp": view_desc("ijk"), "dp2": view_desc("ijk"),
                        "fx": array_desc("float64", "ijk_x"), "fy": array_desc("float64", "ijk_y"),
                        "mfx": array_desc("float64", "ijk_x"), "mfy": array_desc("float64", "ijk_y"),
                        "q": array_desc("float64", "ijk"), "rarea": array_desc("float64", "ij")}
        for name in ADVECT_LOCALS:
            inner_arrays[name] = scalar_desc("float64")
        sub = SDFG(f"advect_{q}", 1 + n, inner_arrays, SYMBOLS)
        ist = State(sub, f"advect_{q}")
        fx_ = map_state_nodes(ist, f"flux_x_{q}_map", ["i", "j", "k"], [("1", "$I"), ("0", "$J"), ("0", "$K")],
                              ["mfx", "q"], ["fx"], FLUX_X_TASKLETS)
        fy_ = map_state_nodes(ist, f"flux_y_{q}_map", ["i", "j", "k"], [("0", "$I"), ("1", "$J"), ("0", "$K")],
                              ["mfy", "q"], ["fy"], FLUX_Y_TASKLETS)
        ad_ = map_state_nodes(ist, f"advect_{q}_map", ["i", "j", "k"], INTERIOR,
                              ["delp", "dp2", "fx", "fy", "q", "rarea"], ["q"], ADVECT_TASKLETS)
        views = {"delp": ("delp", VIEW), "dp2": ("dp2", VIEW), "fx": ("fx", full("ijk_x")),
                 "fy": ("fy", full("ijk_y")), "mfx": ("mfx", full("ijk_x")), "mfy": ("mfy", full("ijk_y")),
                 "q": (q, full("ijk")), "rarea": ("rarea", full("ij"))}
        nid = nested_node(st, sub, views, {"fx": ("fx", full("ijk_x")), "fy": ("fy", full("ijk_y")),
                                           "q": (q, full("ijk"))})
        plan["advect"].append((q, nid, sub.cfg_id, fx_, fy_, ad_))
    st = State(top, "copy_delp")
    sub = SDFG("copy_dp2_to_delp_sdfg", 1 + len(TRACERS),
               {"_cpy_in": view_desc("ijk"), "_cpy_out": view_desc("ijk")}, SYMBOLS)
    ist = State(sub, "copy_dp2_to_delp")
    entry, exit_ = ist.map("copy_dp2_to_delp_map", ["__i0", "__i1", "__i2"],
                           [("0", "$I - 2"), ("0", "$J - 2"), ("0", "$K")])
    ctid = ist.tasklet(*COPY_TASKLETS[0], entry)
    ist.edge(ist.access("_cpy_in"), entry, "_cpy_in", VIEW, dst_conn="IN__cpy_in")
    ist.edge(exit_, ist.add("AccessNode", "_cpy_out", {"data": "_cpy_out"}), "_cpy_out", VIEW,
             src_conn="OUT__cpy_out")
    cnid = nested_node(st, sub, {"_cpy_in": ("dp2", VIEW)}, {"_cpy_out": ("delp", VIEW)})
    plan["copy"] = (st.id, cnid, sub.cfg_id, entry, ctid)
    st = State(top, "surface")
    plan["sfc"] = map_state_nodes(st, "set_qvapor_sfc_map", ["i", "j"], [("0", "$I"), ("0", "$J")],
                                  ["ksfc", "qs_sfc"], ["qvapor"], SFC_TASKLETS)
    top.arrays["index_qvapor_0"] = scalar_desc("int32")
    for name in DELP_LOCALS:
        top.arrays[name] = scalar_desc("float64")
    return top, plan


# ---- CPU sources -------------------------------------------------------------------------

HEADER = "/* DaCe AUTO-GENERATED FILE. DO NOT MODIFY */"


def c_args():
    parts = [f"{ARGS[n][1]} * __restrict__ {n}" for n in ARG_ORDER]
    return ", ".join(parts + [f"int {s}" for s in SYMBOLS])


def write_cpu():
    sdfg, plan = cpu_sdfg()
    code = Code()
    code(HEADER)
    code("#include <dace/dace.h>")
    code('#include "../../include/hash.h"')
    code("")
    code(f"struct {PROGRAM}_state_t {{")
    code("")
    code("};")
    code("")
    state_t = f"{PROGRAM}_state_t"
    # nested SDFGs: one function per NestedSDFG node, named <sdfg>_<cfg>_<state>_<node>
    params = ["delp", "dp2", "fx", "fy", "mfx", "mfy", "q", "rarea"]
    a_inner = {p: p for p in params}
    calls = []
    for q, nid, cfg, fx_, fy_, ad_ in plan["advect"]:
        fname = f"advect_{q}_0_1_{nid}"
        a = dict(a_inner)
        a[q] = "q"
        decl = ", ".join(f"double* __restrict__ {p}" for p in params)
        code(f"inline void {fname}({state_t} *__state, {decl}, int I, int J, int K) {{")
        code("")
        code("{", 4)
        code("")
        emit_cpu_map(code, 8, [("i", "1", "I"), ("j", "0", "J"), ("k", "0", "K")],
                     lambda ind: flux_body(code, ind, a, "x", q, (cfg, 0, fx_[1][0])),
                     mark=(cfg, 0, fx_[0]))
        emit_cpu_map(code, 8, [("i", "0", "I"), ("j", "1", "J"), ("k", "0", "K")],
                     lambda ind: flux_body(code, ind, a, "y", q, (cfg, 0, fy_[1][0])),
                     mark=(cfg, 0, fy_[0]))
        dp_idx = idx("ijk", "(i - 1)", "(j - 1)", "k")
        emit_cpu_map(code, 8, [("i", "1", "(I - 1)"), ("j", "1", "(J - 1)"), ("k", "0", "K")],
                     lambda ind: advect_body(code, ind, a, q, dp_idx, ad_[1], cfg, 0),
                     mark=(cfg, 0, ad_[0]), locals_=[("double", n) for n in ADVECT_LOCALS])
        code("")
        code("}", 4)
        code("}")
        code("")
        calls.append((nid, f"{fname}(__state, &delp[((J * K) + K)], &dp2[((J * K) + K)], &fx[0], &fy[0], "
                           f"&mfx[0], &mfy[0], &{q}[0], &rarea[0], I, J, K);"))
    cstate, cnid, ccfg, centry, ctid = plan["copy"]
    cname = f"copy_dp2_to_delp_sdfg_0_{cstate}_{cnid}"
    code(f"inline void {cname}({state_t} *__state, double* __restrict__ _cpy_in, "
         f"double* __restrict__ _cpy_out, int I, int J, int K) {{")
    code("")
    code("{", 4)
    code("")

    def copy_body(ind):
        emit_tasklet(code, ind, "copy_dp2_to_delp_tasklet",
                     [("double", "_in", f"_cpy_in[{idx('ijk', '__i0', '__i1', '__i2')}]")], "double",
                     "_out = _in;", f"_cpy_out[{idx('ijk', '__i0', '__i1', '__i2')}]",
                     mark=(ccfg, 0, ctid), out="_out")
    emit_cpu_map(code, 8, [("__i0", "0", "(I - 2)"), ("__i1", "0", "(J - 2)"), ("__i2", "0", "K")],
                 copy_body, mark=(ccfg, 0, centry))
    code("")
    code("}", 4)
    code("}")
    code("")
    code(f"void __program_{PROGRAM}_internal({state_t}*__state, {c_args()})")
    code("{")
    for n, lay in TRANSIENTS.items():
        code(f"double *{n};", 4)
        code(f"{n} = new (std::align_val_t(64)) double [{SHAPE[lay][3]}];", 4)
    code("")
    code("{", 4)
    code("")
    a_top = {n: n for n in list(ARGS) + list(TRANSIENTS)}
    dentry, dtids = plan["delp"]
    emit_cpu_map(code, 8, [("i", "1", "(I - 1)"), ("j", "1", "(J - 1)"), ("k", "0", "K")],
                 lambda ind: delp_update_body(code, ind, a_top, dtids, 0, 0),
                 mark=(0, 0, dentry), locals_=[("double", n) for n in DELP_LOCALS])
    code("")
    code("}", 4)
    code("{", 4)
    code("")
    for nid, call in calls:
        code.mark(0, 1, nid, code.next_line)
        code(call, 8)
    code("")
    code("}", 4)
    code("{", 4)
    code("")
    code.mark(0, cstate, cnid, code.next_line)
    code(f"{cname}(__state, &dp2[((J * K) + K)], &delp[((J * K) + K)], I, J, K);", 8)
    code("")
    code("}", 4)
    code("{", 4)
    code("")
    sentry, stids = plan["sfc"]
    emit_cpu_map(code, 8, [("i", "0", "I"), ("j", "0", "J")],
                 lambda ind: sfc_body(code, ind, a_top, stids, 0, 3),
                 mark=(0, 3, sentry), locals_=[("int", "index_qvapor_0")])
    code("")
    code("}", 4)
    for n in TRANSIENTS:
        code('static_assert(std::is_trivially_destructible<double>::value, '
             '"aligned heap deallocation skips destructors");', 4)
        code(f"::operator delete[]({n}, std::align_val_t(64));", 4)
    code("}")
    code("")
    names = ", ".join(ARG_ORDER + SYMBOLS)
    code(f"DACE_EXPORTED void __program_{PROGRAM}({state_t} *__state, {c_args()})")
    code("{")
    code(f"__program_{PROGRAM}_internal(__state, {names});", 4)
    code("}")
    code("")
    init_exit(code, state_t, cuda=False)
    return sdfg, code


def init_exit(code, state_t, cuda):
    sym = ", ".join(f"int {s}" for s in SYMBOLS)
    if cuda:
        code(f"DACE_EXPORTED int __dace_init_cuda({state_t} *__state, {sym});")
        code(f"DACE_EXPORTED int __dace_exit_cuda({state_t} *__state);")
        code("")
    code(f"DACE_EXPORTED {state_t} *__dace_init_{PROGRAM}({sym})")
    code("{")
    code("")
    code("int __result = 0;", 4)
    code(f"{state_t} *__state = new {state_t}();", 4)
    code("")
    if cuda:
        code(f"__result |= __dace_init_cuda(__state, {', '.join(SYMBOLS)});", 4)
        code("")
    code("if (__result) {", 4)
    code("delete __state;", 8)
    code("return nullptr;", 8)
    code("}", 4)
    code("")
    code("return __state;", 4)
    code("}")
    code("")
    code(f"DACE_EXPORTED int __dace_exit_{PROGRAM}({state_t} *__state)")
    code("{")
    code("")
    code("int __err = 0;", 4)
    if cuda:
        code("int __err_cuda = __dace_exit_cuda(__state);", 4)
        code("if (__err_cuda) {", 4)
        code("__err = __err_cuda;", 8)
        code("}", 4)
    code("delete __state;", 4)
    code("return __err;", 4)
    code("}")


def api_header():
    return "\n".join([
        "#include <dace/dace.h>",
        f"typedef void * {PROGRAM}Handle_t;",
        f'extern "C" {PROGRAM}Handle_t __dace_init_{PROGRAM}({", ".join("int " + s for s in SYMBOLS)});',
        f'extern "C" int __dace_exit_{PROGRAM}({PROGRAM}Handle_t handle);',
        f'extern "C" void __program_{PROGRAM}({PROGRAM}Handle_t handle, {c_args()});',
        ""])


# ---- GPU sources -------------------------------------------------------------------------

# Every GPU map: (label, ranges [(var, start, end-inclusive, size)] inner dimension first,
# reads, writes, tasklets, body writer). Kernels take device arrays (gpu_<name>, transients
# by their own name); read-only ones are const.
K_DIM = ("k", "0", "(K - 1)", "K")


def gpu_maps():
    g = {n: f"gpu_{n}" for n in ARGS}
    g.update({n: n for n in TRANSIENTS})
    maps = [("delp_update_map", [K_DIM, ("j", "1", "(J - 2)", "(J - 2)"), ("i", "1", "(I - 2)", "(I - 2)")],
             ["delp", "mfx", "mfy", "rarea"], ["dp2"], DELP_LOCALS,
             lambda code, ind, tids, cfg, st: delp_update_body(code, ind, g, tids, None, None), DELP_TASKLETS)]
    for q in TRACERS:
        maps.append((f"flux_x_{q}_map", [K_DIM, ("j", "0", "(J - 1)", "J"), ("i", "1", "(I - 1)", "(I - 1)")],
                     ["mfx", q], ["fx"], [],
                     lambda code, ind, tids, cfg, st, q=q: flux_body(code, ind, g, "x", q, None), FLUX_X_TASKLETS))
        maps.append((f"flux_y_{q}_map", [K_DIM, ("j", "1", "(J - 1)", "(J - 1)"), ("i", "0", "(I - 1)", "I")],
                     ["mfy", q], ["fy"], [],
                     lambda code, ind, tids, cfg, st, q=q: flux_body(code, ind, g, "y", q, None), FLUX_Y_TASKLETS))
        maps.append((f"advect_{q}_map", [K_DIM, ("j", "1", "(J - 2)", "(J - 2)"), ("i", "1", "(I - 2)", "(I - 2)")],
                     ["delp", "dp2", "fx", "fy", q, "rarea"], [q], ADVECT_LOCALS,
                     lambda code, ind, tids, cfg, st, q=q: advect_body(
                         code, ind, g, q, idx("ijk", "i", "j", "k"), tids, None, None), ADVECT_TASKLETS))
    maps.append(("copy_dp2_to_delp_map", [K_DIM, ("j", "1", "(J - 2)", "(J - 2)"), ("i", "1", "(I - 2)", "(I - 2)")],
                 ["dp2"], ["delp"], [],
                 lambda code, ind, tids, cfg, st: emit_tasklet(
                     code, ind, "copy_dp2_to_delp_tasklet",
                     [("double", "_in", f"dp2[{idx('ijk', 'i', 'j', 'k')}]")], "double", "_out = _in;",
                     f"gpu_delp[{idx('ijk', 'i', 'j', 'k')}]", out="_out"), COPY_TASKLETS))
    maps.append(("set_qvapor_sfc_map", [("j", "0", "(J - 1)", "J"), ("i", "0", "(I - 1)", "I")],
                 ["ksfc", "qs_sfc"], ["qvapor"], ["index_qvapor_0"],
                 lambda code, ind, tids, cfg, st: sfc_body(code, ind, g, tids, None, None), SFC_TASKLETS))
    return g, maps


def gpu_sdfg():
    arrays = {n: array_desc(ARGS[n][0], ARGS[n][2]) for n in ARG_ORDER}
    for n in ARG_ORDER:
        arrays[f"gpu_{n}"] = array_desc(ARGS[n][0], ARGS[n][2], transient=True, storage="GPU_Global")
    for n, lay in TRANSIENTS.items():
        arrays[n] = array_desc("float64", lay, transient=True, storage="GPU_Global")
    top = SDFG(PROGRAM, 0, arrays, SYMBOLS,
               arg_names=TRACERS + ["delp", "mfx", "mfy", "rarea", "ksfc", "qs_sfc"])
    st = State(top, "copy_in")
    for n in ARG_ORDER:
        st.edge(st.access(n), st.add("AccessNode", f"gpu_{n}", {"data": f"gpu_{n}"}), n, full(ARGS[n][2]))
    _, maps = gpu_maps()
    groups = [("delp_update", maps[:1]), ("tracers", maps[1:1 + 3 * len(TRACERS)]),
              ("copy_delp", maps[-2:-1]), ("surface", maps[-1:])]
    kernels = []
    for label, group in groups:
        st = State(top, label)
        for m in group:
            mlabel, dims, reads, writes, locals_, body, tasklets = m
            ranges = [(a, shift(e.strip("()").replace("I", "$I").replace("J", "$J").replace("K", "$K"), 1))
                      for _, a, e, _ in reversed(dims)]
            params = [v for v, _, _, _ in reversed(dims)]
            dev = lambda d: d if d in TRANSIENTS else f"gpu_{d}"
            entry, tids = map_state_nodes(st, mlabel, params, ranges, [dev(d) for d in reads],
                                          [dev(d) for d in writes],
                                          tasklets, schedule="GPU_Device")
            kernels.append((f"{mlabel}_0_{st.id}_{entry}", m, tids, st.id, entry))
    st = State(top, "copy_out")
    for n in ["delp"] + sorted(TRACERS):
        st.edge(st.access(f"gpu_{n}"), st.add("AccessNode", n, {"data": n}), f"gpu_{n}", full("ijk"))
    return top, kernels


def kernel_params(m, g):
    _, _, reads, writes, _, _, _ = m
    names = sorted(set(reads) | set(writes), key=lambda d: g[d])
    ps = []
    for d in names:
        t = "int" if d == "ksfc" else "double"
        const = "const " if d not in writes else ""
        ps.append((f"{const}{t} * __restrict__ {g[d]}", g[d]))
    return ps + [(f"int {s}", s) for s in SYMBOLS]


def emit_gpu_kernel(code, name, m, g, tids, state_t):
    mlabel, dims, reads, writes, locals_, body, _ = m
    ps = kernel_params(m, g)
    decl = ", ".join(p for p, _ in ps)
    code(f"__global__ void  __launch_bounds__(32) {name}({decl}) {{")
    nest = len(dims)
    axes = ["x", "y", "z"]
    outer = [4 * (d + 1) for d in range(nest)]
    for b in outer:
        code("{", b)
    bdepth = 4 * (nest + 1)
    for d, (v, a, e, _) in enumerate(dims):
        if d == 0:
            code(f"int b_{v} = (32 * blockIdx.{axes[d]});", bdepth)
        elif a == "0":
            code(f"int b_{v} = blockIdx.{axes[d]};", bdepth)
        else:
            code(f"int b_{v} = (blockIdx.{axes[d]} + {a});", bdepth)
    inner = [bdepth + 4 * d for d in range(nest + 1)]
    for b in inner:
        code("{", b)
    vdepth = bdepth + 4 * (nest + 1)
    for d, (v, a, e, _) in enumerate(dims):
        code(f"int {v} = (threadIdx.{axes[d]} + b_{v});", vdepth)
    for n in locals_:
        code(f"{'int' if n == 'index_qvapor_0' else 'double'} {n};", vdepth)
    for d, (v, a, e, _) in enumerate(dims):
        bound = f"(Min({e}, (b_{v} + 31)) + 1)" if d == 0 else f"(Min(b_{v}, {e}) + 1)"
        code(f"if ({v} >= b_{v} && {v} < {bound}) {{", vdepth + 4 * d)
    body(code, vdepth + 4 * nest, tids, None, None)
    for d in reversed(range(nest)):
        code("}", vdepth + 4 * d)
    for b in reversed(outer + inner):
        code("}", b)
    code("}")
    code("")
    code("")
    grid = [f"int_ceil({dims[0][3]}, 32)"] + [s for _, _, _, s in dims[1:]]
    grid += ["1"] * (3 - len(grid))
    proto = f"void __dace_runkernel_{name}({state_t} *__state, {decl})"
    code(f"DACE_EXPORTED {proto};")
    code(proto)
    code("{")
    code("")
    empty = " || ".join(f"(({s}) <= 0)" for s in grid if s != "1")
    code(f"if ({empty}) {{", 4)
    code(f'printf("Warning: Skipping launching kernel \\"{name}\\" due to an empty grid.\\n");', 8)
    code("return;", 8)
    code("}", 4)
    code("")
    args = ", ".join(f"(void *)&{n}" for _, n in ps)
    code(f"void  *{name}_args[] = {{ {args} }};", 4)
    dim = ", ".join(grid)
    code(f"gpuError_t __err = cudaLaunchKernel((void*){name}, dim3({dim}), dim3(32, 1, 1), {name}_args, "
         f"0, __state->gpu_context->streams[0]);", 4)
    code(f'DACE_KERNEL_LAUNCH_CHECK(__err, "{name}", {dim}, 32, 1, 1);', 4)
    code("DACE_GPU_CHECK(cudaGetLastError());", 4)
    code("DACE_GPU_CHECK(cudaDeviceSynchronize());", 4)
    code("}")


CUDA_RUNTIME = """
int __dace_init_cuda(STATE *__state, SYMS) {
    int count;

    // Check that we are able to run cuda code
    if (cudaGetDeviceCount(&count) != cudaSuccess)
    {
        printf("ERROR: GPU drivers are not configured or cuda-capable device "
               "not found\\n");
        return 1;
    }
    if (count == 0)
    {
        printf("ERROR: No cuda-capable devices found\\n");
        return 2;
    }

    // One GPU per process: a rank's own GPU is device 0 of what it sees.
    const int __dace_device = 0;
    if (cudaSetDevice(__dace_device) != cudaSuccess)
    {
        printf("ERROR: could not select cuda device 0 out of %d visible\\n", count);
        return 4;
    }

    __dace_gpu_drain_error(__state);

    // Initialize cuda before we run the application
    float *dev_X;
    DACE_GPU_CHECK(cudaMalloc((void **) &dev_X, 1));
    DACE_GPU_CHECK(cudaFree(dev_X));

    __state->gpu_context = new dace::cuda::Context(1, 1);

    // Create cuda streams and events
    for(int i = 0; i < 1; ++i) {
        DACE_GPU_CHECK(cudaStreamCreateWithFlags(&__state->gpu_context->internal_streams[i], cudaStreamNonBlocking));
        __state->gpu_context->streams[i] = __state->gpu_context->internal_streams[i]; // Allow for externals to modify streams
    }
    for(int i = 0; i < 1; ++i) {
        DACE_GPU_CHECK(cudaEventCreateWithFlags(&__state->gpu_context->events[i], cudaEventDisableTiming));
    }

    return 0;
}

int __dace_exit_cuda(STATE *__state) {

    // Synchronize and check for CUDA errors
    int __err = static_cast<int>(__state->gpu_context->lasterror);
    if (__err == 0)
        __err = static_cast<int>(cudaDeviceSynchronize());

    // Destroy cuda streams and events
    for(int i = 0; i < 1; ++i) {
        DACE_GPU_CHECK(cudaStreamDestroy(__state->gpu_context->internal_streams[i]));
    }
    for(int i = 0; i < 1; ++i) {
        DACE_GPU_CHECK(cudaEventDestroy(__state->gpu_context->events[i]));
    }

    delete __state->gpu_context;
    return __err;
}

// Discard a pending error left by another GPU user in this process.
void __dace_gpu_drain_error(STATE *__state) {
    (void)__state;
    gpuError_t __pre_existing = cudaGetLastError();
    if (__pre_existing != (gpuError_t)0) {
        printf("WARNING: a GPU error was already pending on entry to a DaCe program and has been "
               "discarded: %s (%d). It was not caused by this SDFG.\\n",
               gpuGetErrorString(__pre_existing), __pre_existing);
    }
}

// Returns what the generated code recorded and clears it.
int __dace_gpu_last_error(STATE *__state) {
    int __err = static_cast<int>(__state->gpu_context->lasterror);
    __state->gpu_context->lasterror = (gpuError_t)0;
    return __err;
}

bool __dace_gpu_set_stream(STATE *__state, int streamid, gpuStream_t stream)
{
    if (streamid < 0 || streamid >= 1)
        return false;

    __state->gpu_context->streams[streamid] = stream;

    return true;
}

void __dace_gpu_set_all_streams(STATE *__state, gpuStream_t stream)
{
    for (int i = 0; i < 1; ++i)
        __state->gpu_context->streams[i] = stream;
}
"""


def write_gpu():
    sdfg, kernels = gpu_sdfg()
    g, _ = gpu_maps()
    state_t = f"{PROGRAM}_state_t"
    sym = ", ".join(f"int {s}" for s in SYMBOLS)
    cu = Code()
    cu("")
    cu("#include <cuda_runtime.h>")
    cu("#include <dace/dace.h>")
    cu("")
    cu("")
    cu(f"struct {state_t} {{")
    cu("dace::cuda::Context *gpu_context;", 4)
    cu("};")
    cu("")
    cu("")
    cu("")
    cu(f"DACE_EXPORTED int __dace_init_cuda({state_t} *__state, {sym});")
    cu(f"DACE_EXPORTED int __dace_exit_cuda({state_t} *__state);")
    cu(f"DACE_EXPORTED int __dace_gpu_last_error({state_t} *__state);")
    cu(f"DACE_EXPORTED void __dace_gpu_drain_error({state_t} *__state);")
    cu(f"DACE_EXPORTED bool __dace_gpu_set_stream({state_t} *__state, int streamid, gpuStream_t stream);")
    cu(f"DACE_EXPORTED void __dace_gpu_set_all_streams({state_t} *__state, gpuStream_t stream);")
    cu("")
    cu(CUDA_RUNTIME.replace("STATE", state_t).replace("SYMS", sym).rstrip("\n"))
    cu("")
    for name, m, tids, st, entry in kernels:
        emit_gpu_kernel(cu, name, m, g, tids, state_t)

    host = Code()
    host(HEADER)
    host("#include <dace/dace.h>")
    host('#include "../../include/hash.h"')
    host("")
    host(f"struct {state_t} {{")
    host("dace::cuda::Context *gpu_context;", 4)
    host("};")
    host("")
    for name, m, *_ in kernels:
        decl = ", ".join(p for p, _ in kernel_params(m, g))
        host(f"DACE_EXPORTED void __dace_runkernel_{name}({state_t} *__state, {decl});")
    host("")
    host(f"void __program_{PROGRAM}_internal({state_t}*__state, {c_args()})")
    host("{")
    devs = [(f"gpu_{n}", ARGS[n]) for n in ARG_ORDER] + [(n, ("float64", "double", lay)) for n, lay in TRANSIENTS.items()]
    for n, (_, t, lay) in devs:
        host(f"{t} * {n};", 4)
        host(f"DACE_GPU_CHECK(cudaMalloc((void**)&{n}, {SHAPE[lay][3]} * sizeof({t})));", 4)
    host("")

    def copy(n, src, dst, kind, lay, t):
        host("{", 8)
        host(f"{t}* _cpy_in = &{src}[0];", 12)
        host(f"{t}* _cpy_out = {dst};", 12)
        host("", 0)
        host("///////////////////", 12)
        host("cudaStream_t __dace_current_stream = __state->gpu_context->streams[0];", 12)
        host(f"cudaMemcpyAsync(_cpy_out, _cpy_in, {SHAPE[lay][3]} * sizeof({t}), {kind}, __dace_current_stream);", 12)
        host("///////////////////", 12)
        host("", 0)
        host("}", 8)

    host("{", 4)
    host("")
    for n in ARG_ORDER:
        _, t, lay = ARGS[n]
        copy(n, n, f"gpu_{n}", "cudaMemcpyHostToDevice", lay, t)
    host("DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[0]));", 8)
    host("")
    host("}", 4)
    current = None
    for name, m, tids, st, entry in kernels:
        if st != current:
            if current is not None:
                host("")
                host("}", 4)
            host("{", 4)
            host("")
            current = st
        args = ", ".join(n for _, n in kernel_params(m, g))
        sdfg_map = host.next_line
        host.mark(0, st, entry, sdfg_map)
        host(f"__dace_runkernel_{name}(__state, {args});", 8)
    host("")
    host("}", 4)
    host("{", 4)
    host("")
    for n in ["delp"] + TRACERS:
        host("{", 8)
        host(f"double * _cpy_in = &gpu_{n}[0];", 12)
        host(f"double* _cpy_out = {n};", 12)
        host("", 0)
        host("///////////////////", 12)
        host("cudaStream_t __dace_current_stream = __state->gpu_context->streams[0];", 12)
        host("cudaMemcpyAsync(_cpy_out, _cpy_in, ((I * J) * K) * sizeof(double), cudaMemcpyDeviceToHost, "
             "__dace_current_stream);", 12)
        host("///////////////////", 12)
        host("", 0)
        host("}", 8)
    host("DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[0]));", 8)
    host("")
    host("}", 4)
    for n, _ in devs:
        host(f"DACE_GPU_CHECK(cudaFree({n}));", 4)
    host("}")
    host("")
    host(f"DACE_EXPORTED void __dace_gpu_drain_error({state_t} *__state);")
    host(f"DACE_EXPORTED void __program_{PROGRAM}({state_t} *__state, {c_args()})")
    host("{")
    host("__dace_gpu_drain_error(__state);", 4)
    host(f"__program_{PROGRAM}_internal(__state, {', '.join(ARG_ORDER + SYMBOLS)});", 4)
    host("}")
    host("")
    init_exit(host, state_t, cuda=True)
    return sdfg, host, cu


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(text)


def main():
    ap = argparse.ArgumentParser(description="Writes the fv3_tracers example's cpu/ and gpu/ folders.")
    ap.add_argument("--out", default=HERE, help="where cpu/ and gpu/ go (default: beside this script)")
    out = ap.parse_args().out
    for variant in ("cpu", "gpu"):
        d = os.path.join(out, variant)
        if variant == "cpu":
            sdfg, code = write_cpu()
        else:
            sdfg, code, cu = write_gpu()
            write(os.path.join(d, "src", "cuda", f"{PROGRAM}_cuda.cu"), cu.text())
        write(os.path.join(d, "src", "cpu", f"{PROGRAM}.cpp"), code.text())
        write(os.path.join(d, "program.sdfg"), json.dumps(sdfg_json(sdfg), separators=(",", ":")) + "\n")
        write(os.path.join(d, "map", "map_cpp.json"), json.dumps(code.source_map("cpu"), separators=(",", ":")) + "\n")
        write(os.path.join(d, "include", f"{PROGRAM}.h"), api_header())
        write(os.path.join(d, "include", "hash.h"), "")


if __name__ == "__main__":
    main()
