"""gt4py.cartesian stencils in the shape Pace writes them, each run with a fault planted at a
known cell; prints, as JSON, what pdd must report for each (kind, field, (i,j,k) in the
stencil's domain coordinates, and the kernel call where that matters).

  python cartesian_stencils.py build [BACKEND]  # builds every stencil, no fault
  python cartesian_stencils.py run [BACKEND]    # runs every stencil with its fault; prints the expectations
  python cartesian_stencils.py inputs [BACKEND] # a negative dp1 that delp_update only reads (PDD_CHECKS=...,inputs)
  python cartesian_stencils.py bits [BACKEND]   # every stencil on values whose products round, no fault;
                                                # prints a hash of each one's outputs (a build's results,
                                                # to compare bit for bit)

BACKEND is gt4py.cartesian's: dace:cpu (the default: K slowest, then I, J fastest), or gt4py
>= 1.2's dace:cpu_kfirst (I slowest, K fastest) and dace:cpu_KJI (K slowest, I fastest); the
storages are allocated in that backend's layout, and the planted cells, expectations and hashes
are in (i,j,k) whatever the layout. The cache goes where GT_CACHE_ROOT says (the test sets it
to a fresh folder).
"""
import json
import sys
import zlib

import numpy as np

import gt4py.cartesian.gtscript as gs
import gt4py.storage as gts
from gt4py.cartesian.gtscript import BACKWARD, FORWARD, PARALLEL, Field, computation, interval

BACKENDS = ("dace:cpu", "dace:cpu_kfirst", "dace:cpu_KJI")
# the stencils below are built as the module is read: the arguments are checked first
if __name__ == "__main__" and (len(sys.argv) not in (2, 3) or sys.argv[1] not in ("build", "run", "inputs", "bits")
                               or sys.argv[2:] and sys.argv[2] not in BACKENDS):
    sys.exit(__doc__)
BACKEND = sys.argv[2] if __name__ == "__main__" and len(sys.argv) == 3 else "dace:cpu"
# Where a sweep's K loop runs. dace:cpu and dace:cpu_KJI (K slowest) keep it around the
# horizontal map: the map is a kernel called once per level, so a column's first bad store in
# time is a call of its own. dace:cpu_kfirst (K fastest) pushes it down into the map (each
# column's levels in a loop inside the kernel): one call, whose events count every bad level
# of the column and give the lowest bad cell (gt4py 1.2 also does that for the others where
# OMP_NUM_THREADS > 1 at build time: the test unsets it).
K_IN_KERNEL = BACKEND == "dace:cpu_kfirst"
NX, NY, NZ = 12, 10, 8  # storage; stencils with a halo of 2 run on (NX-4, NY-4, NZ) from (2,2,0)
HALO = 2


@gs.stencil(backend=BACKEND)
def tracer_advection(qvapor: Field[float], crx: Field[float], qvapor_out: Field[float]):
    """Upwind flux in x, then its divergence."""
    with computation(PARALLEL), interval(...):
        flux = crx * qvapor[-1, 0, 0] if crx > 0.0 else crx * qvapor
        qvapor_out = qvapor - (flux[1, 0, 0] - flux)


@gs.stencil(backend=BACKEND)
def delp_update(delp: Field[float], dp1: Field[float], dp2: Field[float], *, dt: float):
    with computation(PARALLEL), interval(...):
        delp = delp + dt * (dp1 - dp2)


@gs.stencil(backend=BACKEND)
def vertical_solve(a: Field[float], b: Field[float], c: Field[float], d: Field[float], x: Field[float]):
    """Tridiagonal solve down each column: a FORWARD sweep, then a BACKWARD one."""
    with computation(FORWARD):
        with interval(0, 1):
            c = c / b
            d = d / b
        with interval(1, None):
            m = 1.0 / (b - a * c[0, 0, -1])
            c = c * m
            d = (d - a * d[0, 0, -1]) * m
    with computation(BACKWARD):
        with interval(-1, None):
            x = d
        with interval(0, -1):
            x = d - c * x[0, 0, 1]


@gs.stencil(backend=BACKEND)
def fill_negative_tracer(qvapor: Field[float], dp: Field[float]):
    """A negative value borrows from the level below (Pace's fillers do this per column)."""
    with computation(FORWARD), interval(1, None):
        if qvapor[0, 0, -1] < 0.0:
            qvapor = qvapor + qvapor[0, 0, -1] * dp[0, 0, -1] / dp


@gs.stencil(backend=BACKEND)
def horizontal_diffusion(inp: Field[float], coeff: Field[float], out: Field[float]):
    with computation(PARALLEL), interval(...):
        lap = 4.0 * inp[0, 0, 0] - (inp[1, 0, 0] + inp[-1, 0, 0] + inp[0, 1, 0] + inp[0, -1, 0])
        flx = lap[1, 0, 0] - lap[0, 0, 0]
        fly = lap[0, 1, 0] - lap[0, 0, 0]
        out = inp - coeff * (flx - flx[-1, 0, 0] + fly - fly[0, -1, 0])


@gs.stencil(backend=BACKEND)
def vertical_flux(w: Field[float], qvapor: Field[float], qvapor_new: Field[float]):
    """A flux kept as a temporary array (read at k+1 and i-1..i+1, so gt4py gives it a halo)."""
    with computation(PARALLEL), interval(...):
        vflux = w * qvapor
    with computation(PARALLEL), interval(0, -1):
        qvapor_new = qvapor - (vflux[0, 0, 1] - vflux) - 0.25 * (vflux[1, 0, 0] - vflux[-1, 0, 0])


def field(value=1.0):
    return gts.full((NX, NY, NZ), value, dtype=float, backend=BACKEND)


def halo_run(stencil, *args, **kw):
    stencil(*args, origin=(HALO, HALO, 0), domain=(NX - 2 * HALO, NY - 2 * HALO, NZ), **kw)


def run_all(plant):
    """Runs every stencil; with plant, each with its fault. Returns the expectations."""
    expect = []
    # A Courant number of 3 two cells east of (3,4,2) drains that cell below zero.
    q, crx, q_out = field(1.0), field(0.5), field(0.0)
    if plant:
        crx[HALO + 4, HALO + 4, 2] = 3.0
        expect.append(dict(stencil="tracer_advection", kind="neg_tracer", field="qvapor_out", index=[3, 4, 2],
                           count=1))
    halo_run(tracer_advection, q, crx, q_out)
    # dp2 larger than delp + dp1 at (1,2,5) (storage (1,2,5): no halo here).
    delp, dp1, dp2 = field(10.0), field(1.0), field(0.0)
    if plant:
        dp2[1, 2, 5] = 50.0
        expect.append(dict(stencil="delp_update", kind="neg_delp", field="delp", index=[1, 2, 5], count=1))
    delp_update(delp, dp1, dp2, dt=0.5)
    # A NaN in d at level 3 of column (2,5): the FORWARD sweep carries it down, so the first bad
    # store in time is at level 3, in call 3 of the sweep's kernel for levels 1..NZ-1 (its
    # K loop inside the kernel: call 1, levels 3..NZ-1 bad).
    a, b, c, d, x = field(-1.0), field(4.0), field(-1.0), field(1.0), field(0.0)
    if plant:
        d[2, 5, 3] = np.nan
        expect.append(dict(stencil="vertical_solve", kind="nan", field="d", index=[2, 5, 3],
                           call=1 if K_IN_KERNEL else 3, count=NZ - 3 if K_IN_KERNEL else 1))
    vertical_solve(a, b, c, d, x)
    # Level 1 of column (4,3) is -5: levels 2.. inherit the debt, the first negative store in
    # time is level 2 (call 2 of the sweep: levels 1, 2, ...; its K loop inside the kernel:
    # call 1, levels 2..5 negative, and level 1, which the stencil only reads, not among them).
    qv, dp = field(1.0), field(1.0)
    if plant:
        qv[4, 3, 1] = -5.0
        expect.append(dict(stencil="fill_negative_tracer", kind="neg_tracer", field="qvapor", index=[4, 3, 2],
                           call=1 if K_IN_KERNEL else 2, count=4 if K_IN_KERNEL else 1))
    fill_negative_tracer(qv, dp)
    # A NaN coefficient at domain cell (5,1,6): storage (7,3,6) with the halo of 2.
    inp, coeff, out = field(1.0), field(0.1), field(0.0)
    if plant:
        coeff[HALO + 5, HALO + 1, 6] = np.nan
        expect.append(dict(stencil="horizontal_diffusion", kind="nan", field="out", index=[5, 1, 6], count=1))
    halo_run(horizontal_diffusion, inp, coeff, out)
    # A NaN vertical velocity at domain (3,2,4): the temporary vflux is named and placed there,
    # in domain coordinates although its array starts one point west of the domain.
    w, qv, qv_new = field(0.5), field(1.0), field(0.0)
    if plant:
        w[HALO + 3, HALO + 2, 4] = np.nan
        expect.append(dict(stencil="vertical_flux", kind="nan", field="vflux", index=[3, 2, 4], count=1))
    halo_run(vertical_flux, w, qv, qv_new)
    return expect


def run_bits():
    """Every stencil once on values that round (so a multiply-add fused or not shows in the last
    bit), no fault; {stencil: crc32 of its outputs' bytes}."""
    rng = np.random.default_rng(11)

    def rand(lo, hi):
        f = field(0.0)
        f[...] = lo + (hi - lo) * rng.random((NX, NY, NZ))
        return f

    def crc(*fs):
        return f"{zlib.crc32(b''.join(np.ascontiguousarray(np.asarray(f)).tobytes() for f in fs)):08x}"

    bits = {}
    q, crx, q_out = rand(0.9, 1.1), rand(0.1, 0.7), field(0.0)
    halo_run(tracer_advection, q, crx, q_out)
    bits["tracer_advection"] = crc(q_out)
    delp, dp1, dp2 = rand(9.0, 11.0), rand(0.1, 1.0), rand(0.1, 1.0)
    delp_update(delp, dp1, dp2, dt=0.37)
    bits["delp_update"] = crc(delp)
    a, b, c, d, x = rand(-1.1, -0.9), rand(3.9, 4.1), rand(-1.1, -0.9), rand(0.9, 1.1), field(0.0)
    vertical_solve(a, b, c, d, x)
    bits["vertical_solve"] = crc(c, d, x)
    qv, dp = rand(-0.1, 1.0), rand(0.9, 1.1)
    fill_negative_tracer(qv, dp)
    bits["fill_negative_tracer"] = crc(qv)
    inp, coeff, out = rand(0.9, 1.1), rand(0.01, 0.1), field(0.0)
    halo_run(horizontal_diffusion, inp, coeff, out)
    bits["horizontal_diffusion"] = crc(out)
    w, qv, qv_new = rand(0.1, 0.7), rand(0.9, 1.1), field(0.0)
    halo_run(vertical_flux, w, qv, qv_new)
    bits["vertical_flux"] = crc(qv_new)
    return bits


def run_inputs():
    """dp1 is -1 at (4,3,1) and only read: delp stays positive, so only a check of inputs sees it."""
    delp, dp1, dp2 = field(10.0), field(1.0), field(0.0)
    dp1[4, 3, 1] = -1.0
    delp_update(delp, dp1, dp2, dt=0.5)
    return [dict(stencil="delp_update", kind="neg_delp", field="dp1", index=[4, 3, 1], count=1)]


if __name__ == "__main__":
    if sys.argv[1] == "bits":
        print(json.dumps(run_bits(), sort_keys=True))
        sys.exit(0)
    expectations = run_inputs() if sys.argv[1] == "inputs" else run_all(sys.argv[1] == "run")
    if sys.argv[1] != "build":
        print(json.dumps(expectations))
