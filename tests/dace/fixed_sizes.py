#!/usr/bin/env python3
"""A @dace.program of constant sizes, as a model with its grid fixed at build time: a time
loop of three maps, the second updating the layer thickness dp (DaCe 1 writes `dp[:] = ...`
back with a copy whose extent is a template argument, dace::CopyND<double, 1, false, 5760>;
DaCe 2 with dace::CopyImpl).

  python fixed_sizes.py build ROOT            # DaCe builds it into ROOT/.dacecache/step
  python fixed_sizes.py run ROOT OUT.npy      # the built .so, loaded as built; outputs saved
  python fixed_sizes.py run ROOT OUT.npy --neg-dp   # a mass flux that makes dp(7,4,2) negative
"""
import os
import sys

I, J, K = 20, 18, 16


def arrays(neg_dp):
    import numpy as np
    rng = np.random.default_rng(1)
    q = rng.random((I, J, K)) + 1.0
    dp = rng.random((I, J, K)) + 2.0
    fx = rng.random((I + 1, J, K)) * 0.1
    if neg_dp:
        fx[8, 4, 2] = -100.0  # dp(7,4,2) += 0.5 * (fx[8] - fx[7]): about -48
    return dict(q=q, dp=dp, fx=fx, tmp=np.zeros((I, J, K)))


def main(argv):
    mode, root = argv[0], os.path.abspath(argv[1])
    os.environ["DACE_default_build_folder"] = os.path.join(root, ".dacecache")
    os.environ.setdefault("DACE_CONFIG", os.path.join(root, "dace.conf"))
    os.environ.setdefault("DACE_BUILD_CACHE_DIR", root)
    import dace
    import numpy as np
    f64 = dace.float64

    @dace.program
    def step(q: f64[I, J, K], dp: f64[I, J, K], fx: f64[I + 1, J, K], tmp: f64[I, J, K], nsteps: dace.int32):
        for t in range(nsteps):
            tmp[:] = fx[1:, :, :] - fx[:-1, :, :]
            dp[:] = dp + 0.5 * tmp
            q[:] = q * dp / (dp + 1.0)

    d = arrays("--neg-dp" in argv)
    if mode == "build":
        step(**d, nsteps=3)
        return 0
    try:
        from dace.codegen.compiler import load_precompiled_sdfg
    except ImportError:
        from dace.sdfg.utils import load_precompiled_sdfg
    load_precompiled_sdfg(os.path.join(root, ".dacecache", "step"))(**d, nsteps=3)
    np.save(argv[2], np.concatenate([d["q"].ravel(), d["dp"].ravel(), d["tmp"].ravel()]))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
