#!/usr/bin/env python3
"""Small FV3-flavoured DaCe programs, compiled into a chosen .dacecache, run on good data
or with faults planted from the command line.

  python programs.py --root DIR                 # codegen + build into DIR/.dacecache, run
  python programs.py --root DIR --reuse         # run DIR/.dacecache/<name>/build/lib<name>.so as it is
  python programs.py --root DIR --reuse --nan qvapor,3,4,2 --zero-delp 5,5,1
  python programs.py --root DIR --reuse --programs tracer_advection \
      --neg mfx,5,4,3,-150 --neg mfx,6,4,3,-90 --neg qvapor,6,4,3,0   # negative qvapor at (5,4,3)

Faults are planted in the inputs before the call: --nan FIELD,i,j,k sets NaN, --neg
FIELD,i,j,k,VALUE sets VALUE (FIELD: any array argument of a program; programs without that
argument are left alone; 2-D fields take i,j), --zero-delp i,j,k zeroes delp there (and, in
tracer_advection, the four mass fluxes through that cell's faces, so the new delp is exactly
0 and every tracer there becomes 0/0 = NaN). With the default --size 12,10,8 the upwind
scheme keeps tracers positive for any mass flux that keeps delp positive; the recipe above
(outflow 150, inflow 90 from a cell with no vapour) is one that makes qvapor negative.

See NOTES.md (same folder) for what was observed with the pinned DaCe version.
Output: one line per program run, then one per array it writes:
  RAN <program> <how> <seconds>s maxrelerr=<vs NumPy> planted=<what was planted|->
  RESULT <program> <array> nan=<n> inf=<n> neg=<n> first_bad=<i,j,k|-> value=<v>
first_bad is the first element (C order) that is NaN, Inf or < 0. A line "MISMATCH ..." and
exit status 1 mean DaCe and the NumPy reference disagree (they must agree even with faults).
"""
import argparse
import os
import sys
import time


def _configure_dace(root):
    """Point DaCe at ROOT/.dacecache before dace is imported (environment overrides
    dace.conf; DACE_default_build_folder is read every time a build folder is computed)."""
    build = os.path.join(os.path.abspath(root), ".dacecache")
    os.makedirs(build, exist_ok=True)
    os.environ["DACE_default_build_folder"] = build
    # Do not read ~/.dace.conf (a .dace.conf in the working directory still wins: DaCe's order).
    os.environ.setdefault("DACE_CONFIG", os.path.join(os.path.abspath(root), "dace.conf"))
    # dace 2.0 keeps machine-global build caches (precompiled header, CMake configure results,
    # recorded compile commands) in /dev/shm/dace_build_cache_<user>; keep ours under ROOT.
    os.environ.setdefault("DACE_BUILD_CACHE_DIR", os.path.abspath(root))
    return build


# Symbols must exist at import time for the annotations, so dace is imported lazily by
# build_programs() and the decorated functions are created there.
def build_programs():
    import dace
    import numpy as np

    I, J, K = dace.symbol("I"), dace.symbol("J"), dace.symbol("K")
    f64 = dace.float64

    @dace.program
    def delp_update(delp: f64[I, J, K], fx: f64[I + 1, J, K], fy: f64[I, J + 1, K],
                    rarea: f64[I, J], dt: f64):
        # flux-form update of the pressure thickness on the compute domain
        delp[1:-1, 1:-1, :] += dt * (fx[1:-2, 1:-1, :] - fx[2:-1, 1:-1, :]
                                     + fy[1:-1, 1:-2, :] - fy[1:-1, 2:-1, :]) * rarea[1:-1, 1:-1, np.newaxis]

    @dace.program
    def fv_tracer_update(q: f64[I, J, K], delp: f64[I, J, K], dp2: f64[I, J, K],
                         mfx: f64[I + 1, J, K], mfy: f64[I, J + 1, K], rarea: f64[I, J]):
        # upwind tracer fluxes through the x and y faces
        fxq = np.zeros((I + 1, J, K), dtype=np.float64)
        fyq = np.zeros((I, J + 1, K), dtype=np.float64)
        for i, j, k in dace.map[1:I, 0:J, 0:K]:
            fxq[i, j, k] = max(mfx[i, j, k], 0.0) * q[i - 1, j, k] + min(mfx[i, j, k], 0.0) * q[i, j, k]
        for i, j, k in dace.map[0:I, 1:J, 0:K]:
            fyq[i, j, k] = max(mfy[i, j, k], 0.0) * q[i, j - 1, k] + min(mfy[i, j, k], 0.0) * q[i, j, k]
        q[1:-1, 1:-1, :] = (q[1:-1, 1:-1, :] * delp[1:-1, 1:-1, :]
                            + (fxq[1:-2, 1:-1, :] - fxq[2:-1, 1:-1, :]
                               + fyq[1:-1, 1:-2, :] - fyq[1:-1, 2:-1, :]) * rarea[1:-1, 1:-1, np.newaxis]
                            ) / dp2[1:-1, 1:-1, :]

    @dace.program
    def tracer_advection(qvapor: f64[I, J, K], qliquid: f64[I, J, K], qrain: f64[I, J, K],
                         qice: f64[I, J, K], qsnow: f64[I, J, K], qgraupel: f64[I, J, K],
                         delp: f64[I, J, K], mfx: f64[I + 1, J, K], mfy: f64[I, J + 1, K],
                         rarea: f64[I, J]):
        dp2 = np.copy(delp)
        for i, j, k in dace.map[1:I - 1, 1:J - 1, 0:K]:
            dp2[i, j, k] = delp[i, j, k] + (mfx[i, j, k] - mfx[i + 1, j, k]
                                            + mfy[i, j, k] - mfy[i, j + 1, k]) * rarea[i, j]
        fv_tracer_update(qvapor, delp, dp2, mfx, mfy, rarea)
        fv_tracer_update(qliquid, delp, dp2, mfx, mfy, rarea)
        fv_tracer_update(qrain, delp, dp2, mfx, mfy, rarea)
        fv_tracer_update(qice, delp, dp2, mfx, mfy, rarea)
        fv_tracer_update(qsnow, delp, dp2, mfx, mfy, rarea)
        fv_tracer_update(qgraupel, delp, dp2, mfx, mfy, rarea)
        delp[:] = dp2

    @dace.program
    def thomas_column(a: f64[K], b: f64[K], c: f64[K], d: f64[K], x: f64[K]):
        # tridiagonal solve of one column: forward sweep, then back substitution
        cp = np.empty((K, ), dtype=np.float64)
        dp = np.empty((K, ), dtype=np.float64)
        cp[0] = c[0] / b[0]
        dp[0] = d[0] / b[0]
        for k in range(1, K):
            den = b[k] - a[k] * cp[k - 1]
            cp[k] = c[k] / den
            dp[k] = (d[k] - a[k] * dp[k - 1]) / den
        x[K - 1] = dp[K - 1]
        for kk in range(K - 2, -1, -1):
            x[kk] = dp[kk] - cp[kk] * x[kk + 1]

    @dace.program
    def column_solver(a: f64[I, J, K], b: f64[I, J, K], c: f64[I, J, K], d: f64[I, J, K],
                      x: f64[I, J, K]):
        # a parallel map over the horizontal, a sequential K loop inside (nested SDFG)
        for i, j in dace.map[0:I, 0:J]:
            thomas_column(a[i, j, :], b[i, j, :], c[i, j, :], d[i, j, :], x[i, j, :])

    @dace.program
    def column_sums(qvapor: f64[I, J, K], delp: f64[I, J, K], area: f64[I, J],
                    pwat: f64[I, J], total_mass: f64[1]):
        # column integral (a library reduction) and a global sum (write-conflict resolution)
        pwat[:] = np.sum(qvapor * delp, axis=2) / 9.80665
        for i, j, k in dace.map[0:I, 0:J, 0:K]:
            total_mass[0] += delp[i, j, k] * area[i, j]

    return {
        "delp_update": delp_update,
        "tracer_advection": tracer_advection,
        "column_solver": column_solver,
        "column_sums": column_sums,
    }


TRACERS = ("qvapor", "qliquid", "qrain", "qice", "qsnow", "qgraupel")
# arrays each program writes (what the report lines are about)
OUTPUTS = {
    "delp_update": ("delp", ),
    "tracer_advection": TRACERS + ("delp", ),
    "column_solver": ("x", ),
    "column_sums": ("pwat", "total_mass"),
}


def good_data(name, I, J, K, seed=1):
    """Physically sane inputs: positive delp, small mass fluxes, positive tracers, a
    diagonally dominant tridiagonal system with a positive solution."""
    import numpy as np
    rng = np.random.default_rng(seed)
    r = lambda *s: rng.random(s)
    if name == "delp_update":
        return dict(delp=100.0 + r(I, J, K), fx=0.1 * r(I + 1, J, K), fy=0.1 * r(I, J + 1, K),
                    rarea=1.0 + 0.1 * r(I, J), dt=0.5)
    if name == "tracer_advection":
        d = {q: 1e-3 * (1.0 + r(I, J, K)) for q in TRACERS}
        d.update(delp=100.0 + r(I, J, K), mfx=0.1 * r(I + 1, J, K), mfy=0.1 * r(I, J + 1, K),
                 rarea=1.0 + 0.1 * r(I, J))
        return d
    if name == "column_solver":
        x = 1.0 + r(I, J, K)
        a = -0.1 * r(I, J, K)
        c = -0.1 * r(I, J, K)
        b = 2.0 + r(I, J, K)
        a[:, :, 0] = 0.0
        c[:, :, -1] = 0.0
        d = b * x
        d[:, :, 1:] += a[:, :, 1:] * x[:, :, :-1]
        d[:, :, :-1] += c[:, :, :-1] * x[:, :, 1:]
        return dict(a=a, b=b, c=c, d=d, x=np.zeros((I, J, K)))
    if name == "column_sums":
        return dict(qvapor=1e-3 * (1.0 + r(I, J, K)), delp=100.0 + r(I, J, K),
                    area=1e6 * (1.0 + r(I, J)), pwat=np.zeros((I, J)), total_mass=np.zeros(1))
    raise KeyError(name)


def reference(name, d):
    """NumPy results for the inputs D (a copy is taken): the programs' meaning."""
    import numpy as np
    d = {k: (v.copy() if hasattr(v, "copy") else v) for k, v in d.items()}
    if name == "delp_update":
        d["delp"][1:-1, 1:-1, :] += d["dt"] * (d["fx"][1:-2, 1:-1] - d["fx"][2:-1, 1:-1] + d["fy"][1:-1, 1:-2]
                                               - d["fy"][1:-1, 2:-1]) * d["rarea"][1:-1, 1:-1, None]
    elif name == "tracer_advection":
        delp, mfx, mfy, rarea = d["delp"], d["mfx"], d["mfy"], d["rarea"]
        dp2 = delp.copy()
        dp2[1:-1, 1:-1] = delp[1:-1, 1:-1] + (mfx[1:-2, 1:-1] - mfx[2:-1, 1:-1] + mfy[1:-1, 1:-2]
                                              - mfy[1:-1, 2:-1]) * rarea[1:-1, 1:-1, None]
        with np.errstate(all="ignore"):
            for q in TRACERS:
                a = d[q]
                fxq = np.zeros_like(mfx)
                fyq = np.zeros_like(mfy)
                fxq[1:-1] = np.maximum(mfx[1:-1], 0) * a[:-1] + np.minimum(mfx[1:-1], 0) * a[1:]
                fyq[:, 1:-1] = np.maximum(mfy[:, 1:-1], 0) * a[:, :-1] + np.minimum(mfy[:, 1:-1], 0) * a[:, 1:]
                a[1:-1, 1:-1] = (a[1:-1, 1:-1] * delp[1:-1, 1:-1] + (fxq[1:-2, 1:-1] - fxq[2:-1, 1:-1] + fyq[1:-1, 1:-2]
                                 - fyq[1:-1, 2:-1]) * rarea[1:-1, 1:-1, None]) / dp2[1:-1, 1:-1]
        delp[:] = dp2
    elif name == "column_solver":
        a, b, c, dd = d["a"], d["b"], d["c"], d["d"]
        K = a.shape[2]
        cp = np.empty_like(a)
        dp = np.empty_like(a)
        cp[..., 0] = c[..., 0] / b[..., 0]
        dp[..., 0] = dd[..., 0] / b[..., 0]
        for k in range(1, K):
            den = b[..., k] - a[..., k] * cp[..., k - 1]
            cp[..., k] = c[..., k] / den
            dp[..., k] = (dd[..., k] - a[..., k] * dp[..., k - 1]) / den
        d["x"][..., K - 1] = dp[..., K - 1]
        for k in range(K - 2, -1, -1):
            d["x"][..., k] = dp[..., k] - cp[..., k] * d["x"][..., k + 1]
    elif name == "column_sums":
        d["pwat"][:] = np.sum(d["qvapor"] * d["delp"], axis=2) / 9.80665
        d["total_mass"][0] += np.sum(d["delp"] * d["area"][:, :, None])
    return d


def max_rel_error(name, got, ref):
    import numpy as np
    worst = 0.0
    for f in OUTPUTS[name]:
        a, b = got[f], ref[f]
        ok = np.isfinite(a) & np.isfinite(b)
        if (np.isfinite(a) != np.isfinite(b)).any():
            return float("inf")
        if ok.any():
            worst = max(worst, float(np.max(np.abs(a[ok] - b[ok]) / np.maximum(np.abs(b[ok]), 1e-300))))
    return worst


def plant(args, name, data):
    """Applies --nan/--neg/--zero-delp to the inputs of program NAME; returns what it did."""
    import numpy as np
    done = []

    def put(field, idx, value):
        if field not in data or not hasattr(data[field], "shape"):
            return
        arr = data[field]
        idx = tuple(idx[:arr.ndim])
        if any(not (0 <= v < s) for v, s in zip(idx, arr.shape)):
            sys.exit(f"programs.py: index {idx} outside {field}{arr.shape}")
        arr[idx] = value
        done.append(f"{field}{list(idx)}={value}")

    for spec in args.nan:
        f, *ijk = spec.split(",")
        put(f, [int(v) for v in ijk], np.nan)
    for spec in args.neg:
        f, *rest = spec.split(",")
        put(f, [int(v) for v in rest[:-1]], float(rest[-1]))
    for spec in args.zero_delp:
        i, j, k = (int(v) for v in spec.split(","))
        if "delp" in data:
            put("delp", [i, j, k], 0.0)
            if name == "tracer_advection":
                # no mass through the cell's faces: the new delp is exactly 0, and so is
                # every tracer flux there: q = (q*0 + 0) / 0 = NaN
                for f, ii in (("mfx", (i, j, k)), ("mfx", (i + 1, j, k)),
                              ("mfy", (i, j, k)), ("mfy", (i, j + 1, k))):
                    put(f, list(ii), 0.0)
    return done


def report(name, data):
    import numpy as np
    lines = []
    for field in OUTPUTS[name]:
        a = data[field]
        nan = np.isnan(a)
        inf = np.isinf(a)
        neg = a < 0
        bad = nan | inf | neg
        if bad.any():
            first = np.unravel_index(np.argmax(bad), a.shape)
            where = ",".join(str(int(v)) for v in first)
            value = repr(float(a[first]))
        else:
            where, value = "-", "-"
        lines.append(f"RESULT {name} {field} nan={int(nan.sum())} inf={int(inf.sum())} "
                     f"neg={int(neg.sum())} first_bad={where} value={value}")
    return lines


def load_prebuilt(build, name):
    """The no-recompile path that never looks at the Python source: program.sdfg (1.0.x) or
    program.sdfgz (2.0) + build/lib<name>.so, through DaCe's own load_precompiled_sdfg."""
    try:  # dace >= 2.0 (the dace.sdfg.utils one is deprecated there)
        from dace.codegen.compiler import load_precompiled_sdfg
    except ImportError:  # dace 1.0.x
        from dace.sdfg.utils import load_precompiled_sdfg
    folder = os.path.join(build, name)
    so = os.path.join(folder, "build", f"lib{name}.so")
    if not os.path.isfile(so):
        sys.exit(f"programs.py: --reuse: {so} does not exist; run once without --reuse")
    return load_precompiled_sdfg(folder)


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--root", required=True, help="folder that gets .dacecache/")
    p.add_argument("--programs", default=",".join(OUTPUTS), help="comma list (default: all)")
    p.add_argument("--size", default="12,10,8", help="I,J,K")
    p.add_argument("--reuse", nargs="?", const="precompiled", choices=("precompiled", "use_cache"),
                   help="run the already-built .so in ROOT/.dacecache, no codegen, no build: "
                   "'precompiled' (default) loads program.sdfg(z) + build/lib<name>.so with "
                   "load_precompiled_sdfg, never parsing the Python; 'use_cache' sets "
                   "DACE_compiler_use_cache=1 and calls the @dace.program (parses the Python, "
                   "then loads build/lib<name>.so if it exists, else builds it)")
    p.add_argument("--nan", action="append", default=[], metavar="FIELD,i,j,k")
    p.add_argument("--neg", action="append", default=[], metavar="FIELD,i,j,k,VALUE")
    p.add_argument("--zero-delp", action="append", default=[], metavar="i,j,k")
    p.add_argument("--threads", type=int, default=0, help="OMP_NUM_THREADS (0: leave)")
    args = p.parse_args(argv)

    build = _configure_dace(args.root)
    if args.reuse == "use_cache":
        os.environ["DACE_compiler_use_cache"] = "1"
    if args.threads:
        os.environ["OMP_NUM_THREADS"] = str(args.threads)
    I, J, K = (int(v) for v in args.size.split(","))
    names = [n for n in args.programs.split(",") if n]
    for n in names:
        if n not in OUTPUTS:
            sys.exit(f"programs.py: unknown program {n}; known: {','.join(OUTPUTS)}")

    t0 = time.time()
    import dace
    progs = None if args.reuse == "precompiled" else build_programs()
    status = 0
    for name in names:
        data = good_data(name, I, J, K)
        planted = plant(args, name, data)
        ref = reference(name, data)
        t = time.time()
        if args.reuse == "precompiled":
            csdfg = load_prebuilt(build, name)
            csdfg(**data, I=I, J=J, K=K)
            how = "precompiled"
        else:
            progs[name](**data)
            how = "use_cache" if args.reuse else "dace.program"
        err = max_rel_error(name, data, ref)
        print(f"RAN {name} {how} {time.time() - t:.2f}s maxrelerr={err:.1e} "
              f"planted={';'.join(planted) or '-'}")
        if not err <= 1e-9:
            print(f"MISMATCH {name}: DaCe and NumPy differ (max relative error {err})")
            status = 1
        for line in report(name, data):
            print(line)
    print(f"DONE dace={dace.__version__} build_folder={build} total={time.time() - t0:.2f}s")
    return status


if __name__ == "__main__":
    sys.exit(main())
