"""Orchestrated Pace: pyFV3's TracerAdvection (with the FiniteVolumeTransport it calls) on one
12x12x5 tile of a cubed sphere per rank, orchestrated by NDSL into one DaCe program
(FV3_DACEMODE=BuildAndRun to build, Run to load what was built) on the dace:cpu backend.

Run it under mpirun with 6 ranks (a cubed sphere's tiles), from the folder that is to hold
NDSL's caches (.gt_cache_*):

  mpirun -n 6 python pace_programs.py [--steps N] [--nan FIELD,i,j,k] [--neg FIELD,i,j,k,VALUE]
                                      [--rank R]

FIELD is a tracer (qvapor, qliquid, qice) or dp1, the layer thickness the tracers are weighted
by; (i,j,k) an index of the field's array, halo included (the compute domain is 3..14); the
fault is planted on rank R (default 0) before the first step. Each rank prints one line per
tracer, `RESULT rank tracer bits=<crc32 of its bytes> nan=<n> min=<v>`, so that two builds can
be compared bit for bit.
"""
import argparse
import zlib

import numpy as np

import ndsl.dsl.stencil as stencil
from ndsl import (CompilationConfig, CubedSphereCommunicator, CubedSpherePartitioner, DaceConfig, GridIndexing,
                  MPIComm, QuantityFactory, StencilConfig, SubtileGridSizer, TilePartitioner)
from ndsl.constants import X_DIM, X_INTERFACE_DIM, Y_DIM, Y_INTERFACE_DIM, Z_DIM
from ndsl.grid import DampingCoefficients, GridData, MetricTerms
from pyFV3.stencils.fvtp2d import FiniteVolumeTransport
from pyFV3.stencils.tracer_2d_1l import TracerAdvection

NX, NZ, HALO = 12, 5, 3
TRACERS = ("qvapor", "qliquid", "qice")


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--steps", type=int, default=2)
    p.add_argument("--nan", action="append", default=[], metavar="FIELD,i,j,k")
    p.add_argument("--neg", action="append", default=[], metavar="FIELD,i,j,k,VALUE")
    p.add_argument("--rank", type=int, default=0, help="the rank the faults are planted on")
    args = p.parse_args()

    backend = "dace:cpu"
    comm = CubedSphereCommunicator(MPIComm(), CubedSpherePartitioner(TilePartitioner((1, 1))))
    dace_config = DaceConfig(communicator=comm, backend=backend, tile_nx=NX, tile_nz=NZ)
    config = StencilConfig(
        compilation_config=CompilationConfig(backend=backend, rebuild=False, validate_args=True, communicator=comm),
        dace_config=dace_config)
    sizer = SubtileGridSizer.from_tile_params(nx_tile=NX, ny_tile=NX, nz=NZ, n_halo=HALO, extra_dim_lengths={},
                                              layout=(1, 1), tile_partitioner=comm.partitioner.tile,
                                              tile_rank=comm.tile.rank)
    factory = QuantityFactory.from_backend(sizer=sizer, backend=backend)
    metric = MetricTerms(quantity_factory=factory, communicator=comm)
    grid_data = GridData.new_from_metric_terms(metric)
    stencil_factory = stencil.StencilFactory(config=config,
                                             grid_indexing=GridIndexing.from_sizer_and_communicator(sizer, comm))

    rng = np.random.default_rng(1 + comm.rank)

    def field(dims, base, spread):
        q = factory.zeros(dims, units="unknown")
        q.data[:] = base + spread * rng.random(q.data.shape)
        return q

    tracers = {name: field([X_DIM, Y_DIM, Z_DIM], 1e-3 * (i + 1), 1e-4) for i, name in enumerate(TRACERS)}
    dp1 = field([X_DIM, Y_DIM, Z_DIM], 100.0, 1.0)
    fields = dict(tracers, dp1=dp1)
    if comm.rank == args.rank:
        for spec in args.nan:
            name, *ijk = spec.split(",")
            fields[name].data[tuple(int(v) for v in ijk)] = np.nan
        for spec in args.neg:
            name, *rest = spec.split(",")
            fields[name].data[tuple(int(v) for v in rest[:3])] = float(rest[3])

    transport = FiniteVolumeTransport(stencil_factory=stencil_factory, quantity_factory=factory,
                                      grid_data=grid_data, damping_coefficients=DampingCoefficients.new_from_metric_terms(metric),
                                      grid_type=0, hord=8)
    advection = TracerAdvection(stencil_factory, factory, transport, grid_data, comm, tracers)
    for _ in range(args.steps):
        advection(tracers, dp1,
                  field([X_INTERFACE_DIM, Y_DIM, Z_DIM], 0.0, 1.0),   # x_mass_flux
                  field([X_DIM, Y_INTERFACE_DIM, Z_DIM], 0.0, 1.0),   # y_mass_flux
                  field([X_INTERFACE_DIM, Y_DIM, Z_DIM], 0.0, 0.1),   # x_courant
                  field([X_DIM, Y_INTERFACE_DIM, Z_DIM], 0.0, 0.1))   # y_courant
    for name, q in tracers.items():
        a = np.ascontiguousarray(q.data)
        print(f"RESULT {comm.rank} {name} bits={zlib.crc32(a.tobytes()):08x} nan={int(np.isnan(a).sum())} "
              f"min={np.nanmin(a):.6g}", flush=True)


if __name__ == "__main__":
    main()
