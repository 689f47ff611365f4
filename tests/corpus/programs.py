"""The corpus programs: small FV3-flavoured @dace.program sources that tests/corpus/generate.py
turns into DaCe's generated code (tests/corpus/README.md says what each one exercises).

DaCe 1.x puts the Python line and column of a nested call into generated names
(`nested_31_4_0_0_2`): editing this file renames kernels, so regenerate the corpus and its
expectations after any change (README.md, "After editing").
"""
import dace
import numpy as np

I, J, K = dace.symbol("I"), dace.symbol("J"), dace.symbol("K")
f64 = dace.float64
GRAV = 9.80665


@dace.program
def lap3d(inp: f64[I, J, K], out: f64[I, J, K]):
    # one map, the 5-point horizontal Laplacian on every level
    for i, j, k in dace.map[1:I - 1, 1:J - 1, 0:K]:
        out[i, j, k] = inp[i + 1, j, k] + inp[i - 1, j, k] + inp[i, j + 1, k] + inp[i, j - 1, k] - 4.0 * inp[i, j, k]


@dace.program
def delp_update(delp: f64[I, J, K], fx: f64[I + 1, J, K], fy: f64[I, J + 1, K], dt: f64):
    # flux-form update of the pressure thickness on the interior (NumPy slices: transients)
    delp[1:-1, 1:-1, :] += dt * (fx[1:-2, 1:-1, :] - fx[2:-1, 1:-1, :] + fy[1:-1, 1:-2, :] - fy[1:-1, 2:-1, :])


@dace.program
def fv_tracer_update(q: f64[I, J, K], delp: f64[I, J, K], dp2: f64[I, J, K], mfx: f64[I + 1, J, K],
                     mfy: f64[I, J + 1, K], rarea: f64[I, J]):
    # upwind fluxes of one tracer through the x and y faces, then its new mixing ratio
    fxq = np.zeros((I + 1, J, K), dtype=np.float64)
    fyq = np.zeros((I, J + 1, K), dtype=np.float64)
    for i, j, k in dace.map[1:I, 0:J, 0:K]:
        with dace.tasklet:
            m << mfx[i, j, k]
            up << q[i - 1, j, k]
            here << q[i, j, k]
            flux >> fxq[i, j, k]
            flux = m * up if m > 0.0 else m * here
    for i, j, k in dace.map[0:I, 1:J, 0:K]:
        with dace.tasklet:
            m << mfy[i, j, k]
            up << q[i, j - 1, k]
            here << q[i, j, k]
            flux >> fyq[i, j, k]
            flux = m * up if m > 0.0 else m * here
    for i, j, k in dace.map[1:I - 1, 1:J - 1, 0:K]:
        q[i, j, k] = (q[i, j, k] * delp[i, j, k] + (fxq[i, j, k] - fxq[i + 1, j, k] + fyq[i, j, k] - fyq[i, j + 1, k])
                      * rarea[i, j]) / dp2[i, j, k]


@dace.program
def tracer_advection(qvapor: f64[I, J, K], qliquid: f64[I, J, K], qrain: f64[I, J, K], qice: f64[I, J, K],
                     qsnow: f64[I, J, K], qgraupel: f64[I, J, K], delp: f64[I, J, K], mfx: f64[I + 1, J, K],
                     mfy: f64[I, J + 1, K], rarea: f64[I, J]):
    # the new thickness dp2, the six water tracers through a nested program each, delp = dp2
    dp2 = np.copy(delp)
    for i, j, k in dace.map[1:I - 1, 1:J - 1, 0:K]:
        dp2[i, j, k] = delp[i, j, k] + (mfx[i, j, k] - mfx[i + 1, j, k] + mfy[i, j, k] - mfy[i, j + 1, k]) * rarea[i, j]
    fv_tracer_update(qvapor, delp, dp2, mfx, mfy, rarea)
    fv_tracer_update(qliquid, delp, dp2, mfx, mfy, rarea)
    fv_tracer_update(qrain, delp, dp2, mfx, mfy, rarea)
    fv_tracer_update(qice, delp, dp2, mfx, mfy, rarea)
    fv_tracer_update(qsnow, delp, dp2, mfx, mfy, rarea)
    fv_tracer_update(qgraupel, delp, dp2, mfx, mfy, rarea)
    delp[:] = dp2


@dace.program
def vertical_solver(a: f64[I, J, K], b: f64[I, J, K], c: f64[I, J, K], d: f64[I, J, K], x: f64[I, J, K]):
    # a Thomas solve along K with sqrt(b) on the diagonal: sequential k loops around
    # horizontal maps, a FORWARD sweep and a BACKWARD one
    cp = np.empty((I, J, K), dtype=np.float64)
    dp = np.empty((I, J, K), dtype=np.float64)
    for i, j in dace.map[0:I, 0:J]:
        diag0 = np.sqrt(b[i, j, 0])
        cp[i, j, 0] = c[i, j, 0] / diag0
        dp[i, j, 0] = d[i, j, 0] / diag0
    for k in range(1, K):
        for i, j in dace.map[0:I, 0:J]:
            denom = np.sqrt(b[i, j, k]) - a[i, j, k] * cp[i, j, k - 1]
            cp[i, j, k] = c[i, j, k] / denom
            dp[i, j, k] = (d[i, j, k] - a[i, j, k] * dp[i, j, k - 1]) / denom
    for i, j in dace.map[0:I, 0:J]:
        x[i, j, K - 1] = dp[i, j, K - 1]
    for k in range(K - 2, -1, -1):
        for i, j in dace.map[0:I, 0:J]:
            x[i, j, k] = dp[i, j, k] - cp[i, j, k] * x[i, j, k + 1]


@dace.program
def reduction_sum(qvapor: f64[I, J, K], delp: f64[I, J, K], area: f64[I, J], qvapor_mr: f64[I, J, K],
                  pwat: f64[I, J], total_mass: f64[1]):
    # a mixing ratio, a column integral (library reduction) and a global sum (write conflict)
    qvapor_mr[:] = qvapor / (1.0 - qvapor)
    pwat[:] = np.sum(qvapor * delp, axis=2) / GRAV
    for i, j, k in dace.map[0:I, 0:J, 0:K]:
        total_mass[0] += delp[i, j, k] * area[i, j] / GRAV


@dace.program
def implicit_column(col_in: f64[K], col_out: f64[K], coef: f64):
    # a recurrence down one column: a nested SDFG with a sequential loop
    col_out[0] = col_in[0]
    for k in range(1, K):
        col_out[k] = col_in[k] + coef * col_out[k - 1]


@dace.program
def copy_slab(src: f64[J, K], dst: f64[J, K]):
    dst[:] = src[:]


@dace.program
def nested(pt: f64[I, J, K], pt_out: f64[I, J, K], pt_sfc: f64[I, J], pt_prev: f64[I, J, K],
           pt_halo: f64[I - 2, J - 2, K], pt_diag: f64[K], coef: f64):
    # nested SDFGs taking column and slab views, a slab copy, a shifted copy
    for i, j in dace.map[0:I, 0:J]:
        implicit_column(pt[i, j, :], pt_out[i, j, :], coef)
    pt_sfc[:] = pt_out[:, :, K - 1]
    for i in dace.map[0:I]:
        copy_slab(pt[i], pt_prev[i])
    pt_halo[:] = pt[1:-1, 1:-1, :]
    implicit_column(pt[I - 1, J - 1, :], pt_diag, 0.5 * coef)


# What generate.py writes, in this order.
PROGRAMS = {
    "lap3d": lap3d,
    "delp_update": delp_update,
    "tracer_advection": tracer_advection,
    "vertical_solver": vertical_solver,
    "reduction_sum": reduction_sum,
    "nested": nested,
}
