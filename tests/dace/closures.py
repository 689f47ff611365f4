#!/usr/bin/env python3
"""A @dace.method that reads and writes its object's arrays, as an orchestrated model does:
DaCe makes them closure arrays named __g_self__dp, __g_self_grid_area, and unrolls the loop
over the tracers dict into __g_gen<line>_0, __g_gen<line>_1.

  python closures.py build ROOT              # codegen + build into ROOT/.dacecache, run once
  python closures.py run ROOT [--neg K,I,J,V] # load ROOT/.dacecache/Step___call__ as built and
                                            # call it, V planted in tracer K (0 qvapor, 1 qliquid)

Output: RESULT <array> min=<v> for each tracer after the call.
"""
import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from programs import _configure_dace, load_prebuilt  # noqa: E402

N = 8


def build(root):
    _configure_dace(root)
    import dace
    import numpy as np

    class Step:
        def __init__(self):
            self._dp = np.ones((N, N))
            self.grid_area = np.zeros((N, N))
            self.tracers = {"qvapor": np.ones((N, N)), "qliquid": np.ones((N, N))}

        @dace.method
        def __call__(self, out: dace.float64[N, N]):
            for q in self.tracers.values():
                q[:] = q * self._dp + self.grid_area
            out[:] = self._dp * 2.0

    step = Step()
    step(np.zeros((N, N)))
    print("BUILT Step___call__")


def run(root, neg):
    import numpy as np

    build_folder = _configure_dace(root)
    csdfg = load_prebuilt(build_folder, "Step___call__")
    names = csdfg.sdfg.arrays
    tracers = sorted(n for n in names if n.startswith("__g_gen") and not names[n].transient)
    args = {"out": np.zeros((N, N)), "__g_self__dp": np.ones((N, N)), "__g_self_grid_area": np.zeros((N, N))}
    for t in tracers:
        args[t] = np.ones((N, N))
    if neg:
        k, i, j, v = neg.split(",")
        args[tracers[int(k)]][int(i), int(j)] = float(v)
    csdfg(**args)
    for t in tracers:
        print(f"RESULT {t} min={args[t].min()!r}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("mode", choices=["build", "run"])
    ap.add_argument("root")
    ap.add_argument("--neg", default="")
    a = ap.parse_args()
    build(a.root) if a.mode == "build" else run(a.root, a.neg)


if __name__ == "__main__":
    main()
