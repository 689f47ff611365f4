"""A Pace-style time loop around one DaCe program, for pdd's DaCe demo (make demo-dace).

fv3_step advects the six FV3 tracers with upwind mass fluxes and updates the layer
thickness delp; Python calls it once per time step, as an orchestrated model calls its
step. The first run builds it into ROOT/.dacecache/fv3_step (DaCe's "build" mode); later
runs with --reuse load that build as it is (Pace's FV3_DACEMODE=Run): after
`pdd-instrument --dacecache ROOT/.dacecache/fv3_step --build`, with PACE_DACE_DEBUG=True,
the checks run inside it.

  python fv3_step.py --root DIR                            # build, run 4 clean steps
  python fv3_step.py --root DIR --reuse --zero-delp 3,5,5,1
  python fv3_step.py --root DIR --reuse --neg-tracer qice,2,4,6,2

A fault is planted before the step it names (1-based): --zero-delp STEP,i,j,k empties a
cell (no mass, no flux through its faces: the tracers there become 0/0 = NaN in that
step); --neg-tracer NAME,STEP,i,j,k makes one tracer value negative.
"""
import argparse
import os
import sys

TRACERS = ("qvapor", "qliquid", "qrain", "qice", "qsnow", "qgraupel")


def use_root(root):
    """DaCe's build folder under ROOT; set before dace is imported."""
    build = os.path.join(os.path.abspath(root), ".dacecache")
    os.makedirs(build, exist_ok=True)
    os.environ["DACE_default_build_folder"] = build
    os.environ.setdefault("DACE_CONFIG", os.path.join(os.path.abspath(root), "dace.conf"))
    os.environ.setdefault("DACE_BUILD_CACHE_DIR", os.path.abspath(root))
    return build


def make_program():
    import dace
    import numpy as np

    I, J, K = dace.symbol("I"), dace.symbol("J"), dace.symbol("K")
    f64 = dace.float64

    @dace.program
    def advect_one(q: f64[I, J, K], delp: f64[I, J, K], new_delp: f64[I, J, K],
                   mfx: f64[I + 1, J, K], mfy: f64[I, J + 1, K]):
        flux_x = np.zeros((I + 1, J, K), dtype=np.float64)
        flux_y = np.zeros((I, J + 1, K), dtype=np.float64)
        for i, j, k in dace.map[1:I, 0:J, 0:K]:
            flux_x[i, j, k] = mfx[i, j, k] * q[i - 1, j, k]
        for i, j, k in dace.map[0:I, 1:J, 0:K]:
            flux_y[i, j, k] = mfy[i, j, k] * q[i, j - 1, k]
        for i, j, k in dace.map[1:I - 1, 1:J - 1, 0:K]:
            q[i, j, k] = (q[i, j, k] * delp[i, j, k] + flux_x[i, j, k] - flux_x[i + 1, j, k]
                          + flux_y[i, j, k] - flux_y[i, j + 1, k]) / new_delp[i, j, k]

    @dace.program
    def fv3_step(qvapor: f64[I, J, K], qliquid: f64[I, J, K], qrain: f64[I, J, K],
                 qice: f64[I, J, K], qsnow: f64[I, J, K], qgraupel: f64[I, J, K],
                 delp: f64[I, J, K], mfx: f64[I + 1, J, K], mfy: f64[I, J + 1, K]):
        new_delp = np.copy(delp)
        for i, j, k in dace.map[1:I - 1, 1:J - 1, 0:K]:
            new_delp[i, j, k] = delp[i, j, k] + mfx[i, j, k] - mfx[i + 1, j, k] \
                + mfy[i, j, k] - mfy[i, j + 1, k]
        advect_one(qvapor, delp, new_delp, mfx, mfy)
        advect_one(qliquid, delp, new_delp, mfx, mfy)
        advect_one(qrain, delp, new_delp, mfx, mfy)
        advect_one(qice, delp, new_delp, mfx, mfy)
        advect_one(qsnow, delp, new_delp, mfx, mfy)
        advect_one(qgraupel, delp, new_delp, mfx, mfy)
        delp[:] = new_delp

    return fv3_step


def initial_state(I, J, K):
    """Positive delp, positive tracers, a uniform eastward and northward mass flux (so the
    flux divergence is zero and delp stays as it is on a clean run)."""
    import numpy as np
    i, j, k = np.meshgrid(np.arange(I), np.arange(J), np.arange(K), indexing="ij")
    s = dict(delp=100.0 + np.sin(i + 2 * j + 3 * k))
    for n, q in enumerate(TRACERS):
        s[q] = 1e-3 * (1.5 + np.cos(i + j + k + n))
    s["mfx"] = np.full((I + 1, J, K), 0.4)
    s["mfy"] = np.full((I, J + 1, K), 0.3)
    return s


def load_built(build):
    """The build in .dacecache, loaded without parsing the Python (FV3_DACEMODE=Run)."""
    try:
        from dace.codegen.compiler import load_precompiled_sdfg  # dace >= 2.0
    except ImportError:
        from dace.sdfg.utils import load_precompiled_sdfg  # dace 1.0.x
    folder = os.path.join(build, "fv3_step")
    if not os.path.isfile(os.path.join(folder, "build", "libfv3_step.so")):
        sys.exit(f"fv3_step.py: --reuse: no build in {folder}; run once without --reuse")
    return load_precompiled_sdfg(folder)


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--root", required=True, help="folder that holds .dacecache/")
    p.add_argument("--reuse", action="store_true", help="run the build in .dacecache as it is")
    p.add_argument("--steps", type=int, default=4)
    p.add_argument("--size", default="12,10,8", help="I,J,K")
    p.add_argument("--zero-delp", metavar="STEP,i,j,k")
    p.add_argument("--neg-tracer", metavar="NAME,STEP,i,j,k")
    args = p.parse_args()
    build = use_root(args.root)
    I, J, K = (int(v) for v in args.size.split(","))
    s = initial_state(I, J, K)
    step_fn = load_built(build) if args.reuse else make_program()
    for step in range(1, args.steps + 1):
        if args.zero_delp:
            n, i, j, k = (int(v) for v in args.zero_delp.split(","))
            if n == step:
                s["delp"][i, j, k] = 0.0
                s["mfx"][i, j, k] = s["mfx"][i + 1, j, k] = 0.0
                s["mfy"][i, j, k] = s["mfy"][i, j + 1, k] = 0.0
        if args.neg_tracer:
            name, *rest = args.neg_tracer.split(",")
            n, i, j, k = (int(v) for v in rest)
            if n == step:
                s[name][i, j, k] = -0.5
        if args.reuse:
            step_fn(**s, I=I, J=J, K=K)
        else:
            step_fn(**s)
        print(f"step {step}: delp min {s['delp'].min():.3f}, qvapor sum {s['qvapor'].sum():.6e}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
