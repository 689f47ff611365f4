"""tests/e2e/gt4py/delp_nan.py [--nan I,J,K] [--backend B]: a gt4py.cartesian stencil in Pace's
manner (the pressure thickness delp updated by a flux, then a tracer scaled by it), built with
the backend B (dace:cpu, the default; gt4py 1.2's dace:cpu_kfirst or dace:cpu_KJI) in the cache
folder GT_CACHE_ROOT names. With --nan the flux is NaN at (I,J,K), so the stencil writes a NaN
into delp there. Prints the element offset of (I,J,K) in delp (the log's index for a field it
cannot place by (i,j,k)) and the cell's new value."""
import argparse

import numpy as np

import gt4py.cartesian.gtscript as gtscript
import gt4py.storage as gt_storage
from gt4py.cartesian.gtscript import PARALLEL, Field, computation, interval

ap = argparse.ArgumentParser()
ap.add_argument("--nan", default=None, help="I,J,K: the flux is NaN there")
ap.add_argument("--backend", default="dace:cpu", choices=("dace:cpu", "dace:cpu_kfirst", "dace:cpu_KJI"))
# the stencil is built as the module is read, with the backend the command line names
args = ap.parse_args() if __name__ == "__main__" else ap.parse_args([])
BACKEND = args.backend
SHAPE = (8, 7, 5)


@gtscript.stencil(backend=BACKEND)
def delp_update(delp: Field[float], dp1: Field[float], q: Field[float], *, dt: float):
    with computation(PARALLEL), interval(...):
        delp = delp + dt * dp1
        q = q * delp


def main():
    delp = gt_storage.ones(SHAPE, float, backend=BACKEND)
    dp1 = gt_storage.ones(SHAPE, float, backend=BACKEND)
    q = gt_storage.ones(SHAPE, float, backend=BACKEND)
    cell = tuple(int(v) for v in args.nan.split(",")) if args.nan else (0, 0, 0)
    if args.nan:
        dp1[cell] = np.nan
    delp_update(delp, dp1, q, dt=0.5, origin=(0, 0, 0), domain=SHAPE)
    offset = sum(i * s // delp.itemsize for i, s in zip(cell, delp.strides))
    print(f"cell {','.join(map(str, cell))} offset {offset} delp {delp[cell]}")


if __name__ == "__main__":
    main()
