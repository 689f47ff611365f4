"""gt4py.next programs on the DaCe CPU backend, with faults planted by their input data.

Four programs, in the shapes icon4py's stencils have:

  lap_qvapor     a field operator with Cartesian offsets: qvapor_new = qvapor + coef * lap(qvapor)
                 on I,J,K fields whose domain starts at (2,1,3), written on I 3..10, J 2..7, K 3..8.
                 coef is NaN at (5,4,6) -> nan in qvapor_new at (5,4,6);
                 coef is 30 at (8,6,4) where qvapor has a bump -> neg_tracer in qvapor_new at (8,6,4).
  delp_divergence  a neighbour sum over an unstructured connectivity (Vertex -> Edge, 4 edges per
                 vertex of a periodic 6x5 quad mesh): delp_new = delp - 0.1 * sum(flux over V2E),
                 Vertex x K fields with K from 1; delp is 0.01 at vertex 13, level 4
                 -> neg_delp in delp_new at (13,4).
  nabla2_w       icon4py's calc_nabla2_for_w: z = sum(w(C2E2CO) * geofac_n2s) over a cell and three
                 neighbours: products summed, which GCC fuses into multiply-adds under
                 -march=native (gt4py's flags), so a probe that moved one would change the last
                 bits of z. No fault planted.
  column_qrain   a FORWARD scan over K (vertical accumulation): qrain(k) = qrain(k-1) + qrain_inc(k),
                 Cell x K fields with K from 2; qrain_inc is -1 at (7,5) and +1 at (7,6)
                 -> neg_tracer in qrain at (7,5) only.

Usage: python next_programs.py        builds (first time) and runs all four, checks each result
                                      against NumPy, prints one line per program, with a hash
                                      of the result's bytes (bits=...) to compare builds by.
The faults are what the input data plant: the results compared are NaN / negative where planted.
"""
import sys
import zlib

import numpy as np

import gt4py.next as gtx
from gt4py.next import neighbor_sum
from gt4py.next.program_processors.runners.dace import run_dace_cpu

I = gtx.Dimension("I")
J = gtx.Dimension("J")
K = gtx.Dimension("K", kind=gtx.DimensionKind.VERTICAL)
Vertex = gtx.Dimension("Vertex")
Edge = gtx.Dimension("Edge")
Cell = gtx.Dimension("Cell")
V2EDim = gtx.Dimension("V2E", kind=gtx.DimensionKind.LOCAL)
V2E = gtx.FieldOffset("V2E", source=Edge, target=(Vertex, V2EDim))

IJK = gtx.Field[gtx.Dims[I, J, K], gtx.float64]
VK = gtx.Field[gtx.Dims[Vertex, K], gtx.float64]
EK = gtx.Field[gtx.Dims[Edge, K], gtx.float64]
CK = gtx.Field[gtx.Dims[Cell, K], gtx.float64]
C2E2CODim = gtx.Dimension("C2E2CO", kind=gtx.DimensionKind.LOCAL)
C2E2CO = gtx.FieldOffset("C2E2CO", source=Cell, target=(Cell, C2E2CODim))

# --- lap_qvapor ------------------------------------------------------------------------
LAP_DOMAIN = {I: (2, 12), J: (1, 9), K: (3, 9)}  # the fields' domain
NAN_AT = (5, 4, 6)
NEG_QV_AT = (8, 6, 4)


@gtx.field_operator
def lap_step(qvapor: IJK, coef: IJK) -> IJK:
    lap = -4.0 * qvapor + qvapor(I + 1) + qvapor(I - 1) + qvapor(J + 1) + qvapor(J - 1)
    return qvapor + coef * lap


@gtx.program(backend=run_dace_cpu)
def lap_qvapor(qvapor: IJK, coef: IJK, qvapor_new: IJK):
    lap_step(qvapor, coef, out=qvapor_new, domain={I: (3, 11), J: (2, 8), K: (3, 9)})


def run_lap():
    dom = gtx.domain(LAP_DOMAIN)
    shape = tuple(hi - lo for lo, hi in LAP_DOMAIN.values())
    at = lambda p: tuple(p[d] - LAP_DOMAIN[dim][0] for d, dim in enumerate(LAP_DOMAIN))  # noqa: E731
    q = np.full(shape, 1e-3)
    q[at(NEG_QV_AT)] = 2e-3  # a bump: lap < 0 there
    c = np.full(shape, 0.01)
    c[at(NAN_AT)] = np.nan
    c[at(NEG_QV_AT)] = 30.0  # 2e-3 + 30 * (-4e-3) < 0
    out = np.zeros(shape)
    fq, fc, fo = gtx.as_field(dom, q), gtx.as_field(dom, c), gtx.as_field(dom, out)
    lap_qvapor(fq, fc, fo, offset_provider={})
    ref = np.zeros(shape)
    s = (slice(1, 9), slice(1, 7), slice(0, 6))
    lap = -4 * q[1:9, 1:7] + q[2:10, 1:7] + q[0:8, 1:7] + q[1:9, 2:8] + q[1:9, 0:6]
    ref[s] = q[s] + c[s] * lap
    got = fo.asnumpy()
    return got, ref, [("nan", NAN_AT), ("neg", NEG_QV_AT)], LAP_DOMAIN


# --- delp_divergence -------------------------------------------------------------------
NX, NY, NK, K0 = 6, 5, 6, 1
NEG_DELP_AT = (13, 4)


def v2e_table():
    """V2E of a periodic NX x NY quad mesh: edge 2*v is v's eastward edge, 2*v+1 its northward one."""
    t = np.zeros((NX * NY, 4), dtype=np.int32)
    for j in range(NY):
        for i in range(NX):
            v = j * NX + i
            west = j * NX + (i - 1) % NX
            south = ((j - 1) % NY) * NX + i
            t[v] = (2 * v, 2 * west, 2 * v + 1, 2 * south + 1)
    return t


@gtx.field_operator
def divergence(delp: VK, flux: EK) -> VK:
    return delp - 0.1 * neighbor_sum(flux(V2E), axis=V2EDim)


@gtx.program(backend=run_dace_cpu)
def delp_divergence(delp: VK, flux: EK, delp_new: VK):
    divergence(delp, flux, out=delp_new)


def run_delp():
    nv, ne = NX * NY, 2 * NX * NY
    vdom = gtx.domain({Vertex: (0, nv), K: (K0, K0 + NK)})
    edom = gtx.domain({Edge: (0, ne), K: (K0, K0 + NK)})
    d = np.ones((nv, NK))
    d[NEG_DELP_AT[0], NEG_DELP_AT[1] - K0] = 0.01
    fl = np.full((ne, NK), 0.05)
    tab = v2e_table()
    v2e = gtx.as_connectivity([Vertex, V2EDim], Edge, tab)
    out = gtx.as_field(vdom, np.zeros((nv, NK)))
    delp_divergence(gtx.as_field(vdom, d), gtx.as_field(edom, fl), out, offset_provider={"V2E": v2e})
    ref = d - 0.1 * fl[tab].sum(axis=1)
    return out.asnumpy(), ref, [("neg", NEG_DELP_AT)], {Vertex: (0, nv), K: (K0, K0 + NK)}


# --- nabla2_w --------------------------------------------------------------------------
NCW, NKW = 24, 9


@gtx.field_operator
def nabla2_for_w(w: CK, geofac_n2s: gtx.Field[gtx.Dims[Cell, C2E2CODim], gtx.float64]) -> CK:
    return neighbor_sum(w(C2E2CO) * geofac_n2s, axis=C2E2CODim)


@gtx.program(backend=run_dace_cpu)
def nabla2_w(w: CK, geofac_n2s: gtx.Field[gtx.Dims[Cell, C2E2CODim], gtx.float64], z: CK):
    nabla2_for_w(w, geofac_n2s, out=z)


def run_nabla2():
    rng = np.random.default_rng(7)  # values whose products round
    tab = np.stack([np.arange(NCW)] + [rng.integers(0, NCW, NCW) for _ in range(3)], axis=1).astype(np.int32)
    w = rng.random((NCW, NKW)) / 3
    geo = 0.1 / 7 + 0.7 * rng.random((NCW, 4))
    out = gtx.as_field([Cell, K], np.zeros((NCW, NKW)))
    nabla2_w(gtx.as_field([Cell, K], w), gtx.as_field([Cell, C2E2CODim], geo), out,
             offset_provider={"C2E2CO": gtx.as_connectivity([Cell, C2E2CODim], Cell, tab)})
    ref = (w[tab] * geo[:, :, None]).sum(axis=1)
    return out.asnumpy(), ref, [], {Cell: (0, NCW), K: (0, NKW)}


# --- column_qrain ----------------------------------------------------------------------
NC, NKC, KC0 = 10, 8, 2
NEG_QR_AT = (7, 5)


@gtx.scan_operator(axis=K, forward=True, init=0.0)
def accumulate(state: float, inc: float) -> float:
    return state + inc


@gtx.program(backend=run_dace_cpu)
def column_qrain(qrain_inc: CK, qrain: CK):
    accumulate(qrain_inc, out=qrain)


def run_scan():
    dom = gtx.domain({Cell: (0, NC), K: (KC0, KC0 + NKC)})
    inc = np.full((NC, NKC), 0.01)
    c, k = NEG_QR_AT[0], NEG_QR_AT[1] - KC0
    inc[c, k] = -1.0
    inc[c, k + 1] = 1.0
    out = gtx.as_field(dom, np.zeros((NC, NKC)))
    column_qrain(gtx.as_field(dom, inc), out, offset_provider={})
    return out.asnumpy(), np.cumsum(inc, axis=1), [("neg", NEG_QR_AT)], {Cell: (0, NC), K: (KC0, KC0 + NKC)}


def check(name, got, ref, planted, domain):
    """Compares with NumPy; the planted cells (in domain coordinates) must be NaN / negative."""
    if not np.allclose(got, ref, equal_nan=True):
        bad = np.argwhere(~np.isclose(got, ref, equal_nan=True))
        raise SystemExit(f"{name}: result differs from NumPy at {len(bad)} points, first {bad[0].tolist()}")
    starts = [lo for lo, _ in domain.values()]
    nan = [tuple(int(x) + s for x, s in zip(p, starts)) for p in np.argwhere(np.isnan(got))]
    neg = [tuple(int(x) + s for x, s in zip(p, starts)) for p in np.argwhere(got < -1e-8)]
    want_nan = [tuple(p) for kind, p in planted if kind == "nan"]
    want_neg = [tuple(p) for kind, p in planted if kind == "neg"]
    if nan != want_nan or neg != want_neg:
        raise SystemExit(f"{name}: NaN at {nan}, negative at {neg}; planted NaN {want_nan}, negative {want_neg}")
    bits = zlib.crc32(np.ascontiguousarray(got).tobytes())
    print(f"{name}: ok (NaN at {nan}, negative at {neg}, domain coordinates) bits={bits:08x}")


if __name__ == "__main__":
    which = sys.argv[1:] or ["lap_qvapor", "delp_divergence", "nabla2_w", "column_qrain"]
    runs = {"lap_qvapor": run_lap, "delp_divergence": run_delp, "nabla2_w": run_nabla2, "column_qrain": run_scan}
    for name in which:
        check(name, *runs[name]())
