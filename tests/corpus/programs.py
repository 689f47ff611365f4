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


# The programs below follow the shapes of weather code's time steps: sequential loops around
# kernels, per-step inputs (src[t]) so that a fault planted at src[s, ...] makes the first bad
# store happen at step s, fields of one size symbol, four dimensions, transients and
# persistent arrays inside loops, nested programs writing through views.
N, M = dace.symbol("N"), dace.symbol("M")
NB, NH = dace.symbol("NB"), dace.symbol("NH")
TSTEPS = dace.symbol("TSTEPS")


@dace.program
def jacobi_2d(A: f64[N, N], B: f64[N, N], src: f64[TSTEPS, N, N]):
    # a time loop around two 5-point sweeps, A -> B (plus the step's source) and B -> A
    for t in range(TSTEPS):
        for i, j in dace.map[1:N - 1, 1:N - 1]:
            B[i, j] = 0.2 * (A[i, j] + A[i - 1, j] + A[i + 1, j] + A[i, j - 1] + A[i, j + 1]) + src[t, i, j]
        for i, j in dace.map[1:N - 1, 1:N - 1]:
            A[i, j] = 0.2 * (B[i, j] + B[i - 1, j] + B[i + 1, j] + B[i, j - 1] + B[i, j + 1])


@dace.program
def heat_3d(A: f64[N, N, N], B: f64[N, N, N], src: f64[TSTEPS, N, N, N]):
    # explicit 3-D diffusion, A -> B (plus the step's source) and B -> A; one size symbol, so
    # the strides are N**2, N, 1
    for t in range(TSTEPS):
        for i, j, k in dace.map[1:N - 1, 1:N - 1, 1:N - 1]:
            B[i, j, k] = (0.25 * A[i, j, k] + 0.125 * (A[i - 1, j, k] + A[i + 1, j, k] + A[i, j - 1, k] +
                                                      A[i, j + 1, k] + A[i, j, k - 1] + A[i, j, k + 1]) +
                          src[t, i, j, k])
        for i, j, k in dace.map[1:N - 1, 1:N - 1, 1:N - 1]:
            A[i, j, k] = 0.25 * B[i, j, k] + 0.125 * (B[i - 1, j, k] + B[i + 1, j, k] + B[i, j - 1, k] +
                                                     B[i, j + 1, k] + B[i, j, k - 1] + B[i, j, k + 1])


@dace.program
def softmax4d(x: f64[NB, NH, N, M], out: f64[NB, NH, N, M]):
    # softmax over the last axis of a 4-D field (x is bounded: no shift by the maximum)
    for b, h, n, m in dace.map[0:NB, 0:NH, 0:N, 0:M]:
        out[b, h, n, m] = np.exp(x[b, h, n, m])
    rowsum = np.sum(out, axis=3)
    for b, h, n, m in dace.map[0:NB, 0:NH, 0:N, 0:M]:
        out[b, h, n, m] = out[b, h, n, m] / rowsum[b, h, n]


@dace.program
def loop_transient(a: f64[I, J], b: f64[I, J], src: f64[TSTEPS, I, J]):
    # a transient made and used inside the time loop's body
    for t in range(TSTEPS):
        tmp = a * 2.0 + src[t]
        b[:] = tmp + 0.5 * b


@dace.program
def conv_bias(xin: f64[J, K], w: f64[3], bias: f64[K], yout: f64[J, K]):
    # a 3-point convolution along K plus a bias, on one slab, level by level (the sequential
    # loop keeps DaCe from inlining this program into its caller's map)
    for k in range(1, K - 1):
        for j in dace.map[0:J]:
            yout[j, k] = w[0] * xin[j, k - 1] + w[1] * xin[j, k] + w[2] * xin[j, k + 1] + bias[k]


@dace.program
def nested_view(x: f64[I, J, K], w: f64[3], bias: f64[K], y: f64[I, J, K]):
    # a nested program per i, reading and writing (J, K) slabs of the caller's arrays
    for i in dace.map[0:I]:
        conv_bias(x[i, :, :], w, bias, y[i, :, :])


@dace.program
def persistent_state(u: f64[I, J], src: f64[TSTEPS, I, J], out: f64[I, J]):
    # a persistent transient (a member of the program's state struct), written in the time loop
    acc = dace.define_local([I, J], f64, lifetime=dace.AllocationLifetime.Persistent)
    acc[:] = u
    for t in range(TSTEPS):
        for i, j in dace.map[0:I, 0:J]:
            acc[i, j] = 0.5 * acc[i, j] + u[i, j] + src[t, i, j]
    out[:] = acc


@dace.program
def persistent_view(x: f64[I, J, K], w: f64[3], bias: f64[K], y: f64[I, J, K]):
    # nested programs writing (J, K) slabs of a persistent transient (a state-struct member)
    tmp = dace.define_local([I, J, K], f64, lifetime=dace.AllocationLifetime.Persistent)
    for i in dace.map[0:I]:
        conv_bias(x[i, :, :], w, bias, tmp[i, :, :])
    for i, j, k in dace.map[0:I, 0:J, 1:K - 1]:  # the levels conv_bias writes
        y[i, j, k] = 0.5 * tmp[i, j, k]


@dace.program
def column_physics(delp: f64[I, J, K], src: f64[TSTEPS, I, J], ps: f64[I, J], pe: f64[I, J, K],
                   pkz: f64[I, J, K], q: f64[3, I, J, K], qold: f64[3, I, J, K]):
    # a time loop around: a map with an if/else body (walls at the edges), a vertical sweep of
    # pe whose body is a nested SDFG, an if/else map on log(pe) (DaCe 1 makes both if/else
    # bodies inline functions with `double&` outputs), a strided copy into pkz's top level, a
    # copy of a 4-D tracer field and a map over that field. (DaCe 1.0.2 miscompiles a nested
    # sweep that writes a column from level 1: it passes the column's start, so pe[k + 1] is
    # stored at pe[k]; this sweep writes from level 0.)
    for t in range(TSTEPS):
        for i, j in dace.map[0:I, 0:J]:
            if i == 0 or i == I - 1:
                ps[i, j] = 1000.0 + src[t, i, j]
            else:
                ps[i, j] = 1000.0 + 0.5 * src[t, i, j] + 0.25 * (src[t, i - 1, j] + src[t, i + 1, j])
        for i, j in dace.map[0:I, 0:J]:
            acc = ps[i, j]
            for k in range(K):
                acc = acc + delp[i, j, k]
                pe[i, j, k] = acc
        for i, j, k in dace.map[0:I, 0:J, 1:K]:
            if pe[i, j, k] > pe[i, j, k - 1]:
                pkz[i, j, k] = (pe[i, j, k] - pe[i, j, k - 1]) / (np.log(pe[i, j, k]) - np.log(pe[i, j, k - 1]))
            else:
                pkz[i, j, k] = pe[i, j, k]
        pkz[:, :, 0] = ps
        qold[:] = q
        for n, i, j, k in dace.map[0:3, 0:I, 0:J, 1:K]:
            q[n, i, j, k] = qold[n, i, j, k] * delp[i, j, k] / (pe[i, j, k] - pe[i, j, k - 1])


# What generate.py writes, in this order.
PROGRAMS = {
    "lap3d": lap3d,
    "delp_update": delp_update,
    "tracer_advection": tracer_advection,
    "vertical_solver": vertical_solver,
    "reduction_sum": reduction_sum,
    "nested": nested,
    "jacobi_2d": jacobi_2d,
    "heat_3d": heat_3d,
    "softmax4d": softmax4d,
    "loop_transient": loop_transient,
    "nested_view": nested_view,
    "persistent_state": persistent_state,
    "persistent_view": persistent_view,
    "column_physics": column_physics,
}
