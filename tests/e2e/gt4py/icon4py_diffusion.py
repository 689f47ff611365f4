#!/usr/bin/env python3
"""icon4py's own diffusion stencils (icon4py-atmosphere-diffusion, from PyPI) on gt4py.next's
DaCe CPU backend, on icon4py's simple grid (18 cells, 10 levels), called as icon4py calls them:
`stencil.with_backend(run_dace_cpu)(..., offset_provider=grid.connectivities)`.

  python icon4py_diffusion.py [--nan FIELD,cell,k]   # FIELD: w (cell, level) or geofac_n2s
                                                    # (cell, neighbour)

Prints one line per stencil: `<stencil>: bits=<crc32 of its output>`.
"""
import argparse
import zlib

import gt4py.next as gtx
import numpy as np
from gt4py.next.program_processors.runners.dace import run_dace_cpu
from icon4py.model.atmosphere.diffusion.stencils.apply_nabla2_to_w import apply_nabla2_to_w
from icon4py.model.atmosphere.diffusion.stencils.calculate_nabla2_for_w import calculate_nabla2_for_w
from icon4py.model.atmosphere.diffusion.stencils.calculate_nabla2_for_z import calculate_nabla2_for_z
from icon4py.model.common import dimension as dims
from icon4py.model.common.grid import simple


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--nan", default="")
    a = ap.parse_args()
    grid = simple.simple_grid(num_levels=10)
    nc, ne, nk = grid.num_cells, grid.num_edges, grid.num_levels
    rng = np.random.default_rng(7)
    w = rng.uniform(0.5, 1.5, (nc, nk))
    geofac_n2s = rng.uniform(-0.5, 0.5, (nc, 4))
    if a.nan:
        name, c, k = a.nan.split(",")
        assert name in ("w", "geofac_n2s"), "--nan plants into w or geofac_n2s"
        (w if name == "w" else geofac_n2s)[int(c), int(k)] = np.nan
    area = rng.uniform(0.9, 1.1, nc)
    theta = rng.uniform(280.0, 300.0, (nc, nk))
    kh_e = rng.uniform(0.1, 0.2, (ne, nk))
    inv_dual = rng.uniform(0.9, 1.1, ne)
    cell = lambda x: gtx.as_field([dims.CellDim, dims.KDim], x)  # noqa: E731
    offsets = grid.connectivities
    bounds = dict(horizontal_start=gtx.int32(0), horizontal_end=gtx.int32(nc), vertical_start=gtx.int32(0),
                  vertical_end=gtx.int32(nk))
    z_nabla2_c = cell(np.zeros((nc, nk)))
    calculate_nabla2_for_w.with_backend(run_dace_cpu)(
        w=cell(w), geofac_n2s=gtx.as_field([dims.CellDim, dims.C2E2CODim], geofac_n2s), z_nabla2_c=z_nabla2_c,
        **bounds, offset_provider=offsets)
    print(f"calculate_nabla2_for_w: bits={zlib.crc32(z_nabla2_c.asnumpy().tobytes()):08x}")
    w_out = cell(w.copy())
    apply_nabla2_to_w.with_backend(run_dace_cpu)(
        area=gtx.as_field([dims.CellDim], area), z_nabla2_c=z_nabla2_c,
        geofac_n2s=gtx.as_field([dims.CellDim, dims.C2E2CODim], geofac_n2s), w=w_out, diff_multfac_w=0.25,
        **bounds, offset_provider=offsets)
    print(f"apply_nabla2_to_w: bits={zlib.crc32(w_out.asnumpy().tobytes()):08x}")
    z_nabla2_e = gtx.as_field([dims.EdgeDim, dims.KDim], np.zeros((ne, nk)))
    calculate_nabla2_for_z.with_backend(run_dace_cpu)(
        kh_smag_e=gtx.as_field([dims.EdgeDim, dims.KDim], kh_e),
        inv_dual_edge_length=gtx.as_field([dims.EdgeDim], inv_dual), theta_v=cell(theta),
        z_nabla2_e=z_nabla2_e, horizontal_start=gtx.int32(0), horizontal_end=gtx.int32(ne),
        vertical_start=gtx.int32(0), vertical_end=gtx.int32(nk), offset_provider=offsets)
    print(f"calculate_nabla2_for_z: bits={zlib.crc32(z_nabla2_e.asnumpy().tobytes()):08x}")


if __name__ == "__main__":
    main()
