"""An orchestrated NDSL 2026.03.00 program written for pdd: TracerDiffusion, a class whose
__call__ NDSL orchestrates into one DaCe program (`orchestrate(obj=self, config=...)`, as NDSL's
examples/NDSL/03_orchestration_basics.ipynb does), calling two gt4py stencils with a halo update
between them (NDSL's WrappedHaloUpdater around the communicator's scalar halo updater, as pyFV3's
TracerAdvection does), on one 8x8x4 tile of a cubed sphere per rank (a halo of 3), on NDSL's
orchestrated CPU backend `orch:dace:cpu:IJK` (Backend.cpu(): gt4py's `dace:cpu_kfirst`).

  diffuse_delp       self._dp2 = delp + DAMP * lap(delp);  self._qdp = qvapor * delp
  halo update        of self._dp2 and self._qdp (a callback into Python)
  apply_tracer_flux  delp = self._dp2 + DAMP * lap(self._dp2);
                     qvapor = (self._qdp + DAMP * lap(self._qdp)) / delp

Run it under mpirun with 6 ranks (a cubed sphere's tiles), from the folder that is to hold NDSL's
caches (.gt_cache_FV3_A); FV3_DACEMODE=BuildAndRun builds, FV3_DACEMODE=Run loads what was built
(NDSL 2026.03.00's DaceConfig reads FV3_DACEMODE; NDSL_DACE_DEBUG=True at the build adds NDSL's own
debug passes):

  mpirun -n 6 python ndsl2026_program.py [--steps N] [--at S] [--rank R]
                                         [--nan FIELD,i,j,k] [--neg FIELD,i,j,k,VALUE]

FIELD is delp or qvapor; (i,j,k) an index of the field's array, halo included (the compute
domain is 3..10 in i and j); the faults are planted on rank R (default 0) before call S of the
program (default 1). Rank 0 prints one line per rank and field, in rank order, `RESULT rank field
bits=<crc32 of its bytes> nan=<n> min=<v>`, so that two builds can be compared bit for bit.
"""
import argparse
import zlib

import numpy as np

from ndsl import (Backend, CompilationConfig, CubedSphereCommunicator, CubedSpherePartitioner, DaceConfig,
                  GridIndexing, MPIComm, QuantityFactory, StencilConfig, StencilFactory, SubtileGridSizer,
                  TilePartitioner, WrappedHaloUpdater, orchestrate)
from ndsl.comm.mpi import MPI
from ndsl.constants import I_DIM, J_DIM, K_DIM
from ndsl.dsl.gt4py import PARALLEL, computation, interval
from ndsl.dsl.typing import Float, FloatField

NX, NZ, HALO = 8, 4, 3
DAMP = 0.05


def diffuse_delp(delp: FloatField, qvapor: FloatField, dp2: FloatField, qdp: FloatField, damp: Float):
    with computation(PARALLEL), interval(...):
        dp2 = delp + damp * (delp[-1, 0, 0] + delp[1, 0, 0] + delp[0, -1, 0] + delp[0, 1, 0] - 4.0 * delp)
        qdp = qvapor * delp


def apply_tracer_flux(qdp: FloatField, dp2: FloatField, delp: FloatField, qvapor: FloatField, damp: Float):
    with computation(PARALLEL), interval(...):
        delp = dp2 + damp * (dp2[-1, 0, 0] + dp2[1, 0, 0] + dp2[0, -1, 0] + dp2[0, 1, 0] - 4.0 * dp2)
        qvapor = (qdp + damp * (qdp[-1, 0, 0] + qdp[1, 0, 0] + qdp[0, -1, 0] + qdp[0, 1, 0] - 4.0 * qdp)) / delp


class TracerDiffusion:
    def __init__(self, stencil_factory: StencilFactory, quantity_factory: QuantityFactory, comm):
        orchestrate(obj=self, config=stencil_factory.config.dace_config)
        grid_indexing = stencil_factory.grid_indexing
        self._diffuse_delp = stencil_factory.from_origin_domain(
            diffuse_delp, origin=grid_indexing.origin_compute(), domain=grid_indexing.domain_compute())
        self._apply_tracer_flux = stencil_factory.from_origin_domain(
            apply_tracer_flux, origin=grid_indexing.origin_compute(), domain=grid_indexing.domain_compute())
        self._dp2 = quantity_factory.zeros([I_DIM, J_DIM, K_DIM], units="Pa")
        self._qdp = quantity_factory.zeros([I_DIM, J_DIM, K_DIM], units="Pa kg/kg")
        spec = quantity_factory.get_quantity_halo_spec(dims=[I_DIM, J_DIM, K_DIM], n_halo=HALO, dtype=Float)
        self._halo_fields = {"dp2": self._dp2, "qdp": self._qdp}
        self._halo_updater = WrappedHaloUpdater(comm.get_scalar_halo_updater([spec] * 2), self._halo_fields,
                                                ["dp2", "qdp"])

    def __call__(self, delp: FloatField, qvapor: FloatField):
        self._diffuse_delp(delp, qvapor, self._dp2, self._qdp, DAMP)
        self._halo_updater.update()
        self._apply_tracer_flux(self._qdp, self._dp2, delp, qvapor, DAMP)


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--steps", type=int, default=2)
    p.add_argument("--at", type=int, default=1, help="the call the faults are planted before")
    p.add_argument("--nan", action="append", default=[], metavar="FIELD,i,j,k")
    p.add_argument("--neg", action="append", default=[], metavar="FIELD,i,j,k,VALUE")
    p.add_argument("--rank", type=int, default=0, help="the rank the faults are planted on")
    args = p.parse_args()

    backend = Backend.cpu()  # orch:dace:cpu:IJK
    comm = CubedSphereCommunicator(MPIComm(), CubedSpherePartitioner(TilePartitioner((1, 1))))
    # orchestration=None: FV3_DACEMODE says whether to build (BuildAndRun) or load (Run)
    dace_config = DaceConfig(communicator=comm, backend=backend, tile_nx=NX, tile_nz=NZ)
    config = StencilConfig(
        compilation_config=CompilationConfig(backend=backend, rebuild=False, validate_args=True, communicator=comm),
        dace_config=dace_config)
    sizer = SubtileGridSizer.from_tile_params(nx_tile=NX, ny_tile=NX, nz=NZ, n_halo=HALO, layout=(1, 1),
                                              backend=backend, tile_partitioner=comm.partitioner.tile,
                                              tile_rank=comm.tile.rank)
    quantity_factory = QuantityFactory(sizer, backend=backend)
    stencil_factory = StencilFactory(config=config,
                                     grid_indexing=GridIndexing.from_sizer_and_communicator(sizer, comm))

    rng = np.random.default_rng(1 + comm.rank)

    def field(base, spread, units):
        q = quantity_factory.zeros([I_DIM, J_DIM, K_DIM], units=units)
        q.data[:] = base + spread * rng.random(q.data.shape)
        return q

    fields = {"delp": field(100.0, 1.0, "Pa"), "qvapor": field(1e-3, 1e-4, "kg/kg")}
    step = TracerDiffusion(stencil_factory, quantity_factory, comm)
    for call in range(1, args.steps + 1):
        if call == args.at and comm.rank == args.rank:
            for spec in args.nan:
                name, *ijk = spec.split(",")
                fields[name].data[tuple(int(v) for v in ijk)] = np.nan
            for spec in args.neg:
                name, *rest = spec.split(",")
                fields[name].data[tuple(int(v) for v in rest[:3])] = float(rest[3])
        step(fields["delp"], fields["qvapor"])
    lines = []
    for name, q in fields.items():
        a = np.ascontiguousarray(q.data)
        lines.append(f"RESULT {comm.rank} {name} bits={zlib.crc32(a.tobytes()):08x} nan={int(np.isnan(a).sum())} "
                     f"min={np.nanmin(a):.6g}")
    # rank 0 prints every rank's lines, in rank order: lines the ranks printed at once could mix
    every = MPI.COMM_WORLD.gather(lines, root=0)
    if comm.rank == 0:
        print("\n".join(line for rank_lines in every for line in rank_lines), flush=True)


if __name__ == "__main__":
    main()
