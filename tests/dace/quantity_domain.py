#!/usr/bin/env python3
"""A @dace.method over its object's fields as NDSL holds them: a Quantity-like object per field
(its array with a halo of H cells around an NxN compute domain and one pad cell, as NDSL
allocates a cubed-sphere tile, and the domain's `origin` and `extent`), read and written whole,
halo included. pdd's package notes each one's domain while DaCe builds the program, so that
libpdd tells the field's halo from its domain with no PDD_HALO.

  python quantity_domain.py build ROOT          # codegen + build into ROOT/.dacecache, run once
  python quantity_domain.py run ROOT [--nan I,J,K ...]  # load Step___call__ as built, call it
                                                # with NaN in src at each (I,J,K)

Output: RESULT q bits=<crc32 of q's bytes> nan=<count>.
"""
import argparse
import os
import sys
import zlib

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from programs import _configure_dace, load_prebuilt  # noqa: E402

N, H, K = 6, 3, 4
S = N + 2 * H + 1  # NDSL's arrays: the tile, a halo of H each side, one more cell


class Quantity:
    """What an orchestrated program sees of NDSL's Quantity: an array, and where its compute
    domain lies in it (origin, extent)."""

    def __init__(self, data, origin, extent):
        self.data, self.origin, self.extent = data, origin, extent

    @property
    def shape(self):
        return self.data.shape

    @property
    def __array_interface__(self):
        return self.data.__array_interface__

    def __descriptor__(self):
        import dace

        return dace.data.create_datadescriptor(self.data)


def fields():
    import numpy as np

    q = Quantity(np.full((S, S, K), 1.0), (H, H, 0), (N, N, K))
    delp = Quantity(np.full((S, S, K), 2.0), (H, H, 0), (N, N, K))
    return q, delp


def build(root):
    _configure_dace(root)
    import dace
    import numpy as np

    class Step:
        def __init__(self):
            self.q, self.delp = fields()

        @dace.method
        def __call__(self, src: dace.float64[S, S, K]):
            for i, j, k in dace.map[0:S, 0:S, 0:K]:
                self.q[i, j, k] = self.q[i, j, k] * self.delp[i, j, k] + src[i, j, k]

    Step()(np.zeros((S, S, K)))
    print("BUILT Step___call__")


def run(root, nans):
    import numpy as np

    build_folder = _configure_dace(root)
    csdfg = load_prebuilt(build_folder, "Step___call__")
    q, delp = fields()
    src = np.zeros((S, S, K))
    for spec in nans:
        src[tuple(int(v) for v in spec.split(","))] = np.nan
    names = sorted(n for n in csdfg.sdfg.arrays if n.startswith("__g_self_") and not csdfg.sdfg.arrays[n].transient)
    args = {"src": src}
    for n in names:
        args[n] = q.data if n.endswith("_q") else delp.data
    csdfg(**args)
    a = np.ascontiguousarray(q.data)
    print(f"RESULT q bits={zlib.crc32(a.tobytes()):08x} nan={int(np.isnan(a).sum())}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("mode", choices=["build", "run"])
    ap.add_argument("root")
    ap.add_argument("--nan", action="append", default=[])
    a = ap.parse_args()
    build(a.root) if a.mode == "build" else run(a.root, a.nan)


if __name__ == "__main__":
    main()
