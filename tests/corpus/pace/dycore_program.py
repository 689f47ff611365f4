"""Orchestrated Pace, the whole time step: pyFV3's DynamicalCore (acoustic dynamics, tracer
advection, vertical remapping with saturation adjustment, negative-tracer adjustment, the
cubed-to-lat-lon winds) on one 12x12x5 tile of a C12 cubed sphere per rank, orchestrated by NDSL
into one DaCe program, DynamicalCore.step_dynamics (FV3_DACEMODE=BuildAndRun to build, Run to
load what was built), on the dace:cpu backend.

Run it under mpirun with 6 ranks (a cubed sphere's tiles), from the folder that is to hold
NDSL's caches (.gt_cache_*):

  mpirun -n 6 python dycore_program.py [--steps N] [--zero-delp i,j,k] [--neg-tracer NAME,i,j,k,VALUE]
                                       [--nan FIELD,i,j,k] [--rank R] [--before-step S]

The configuration is pyFV3's examples/configs/c12_baroclinic.yaml (its dycore_config, written
out below: non-hydrostatic, nwat=6, k_split=n_split=1, dt_atmos=225 s) made small: npx=npy=13
(C12), npz=5 (the fewest levels with which DynamicalCore still remaps: it skips the remapping at 4
and fewer), layout 1x1. NDSL 2024.09.00 has no built-in table of hybrid coefficients (it reads
ak/bk from an eta file or takes arrays), so ak/bk are made here: ptop=300 Pa, interface reference
pressures ptop + (1e5 - ptop) (k/5)^2, the top interface pure pressure (ks=0), bk linear in pressure
below it. The initial state is the Jablonowski-Williamson baroclinic wave from
pyFV3.initialization (init_analytic_state, case "baroclinic") on the grid NDSL's MetricTerms
generates.

Faults are planted on rank R (default 0) just before step S (1-based, default 1), into the
field's data array, (i,j,k) an index of that array with its halo (the compute domain of a cell
field is 3..14 in i and j, 0..4 in k):
  --zero-delp i,j,k             delp = 0 in one cell
  --neg-tracer NAME,i,j,k,VALUE a tracer (qvapor, qliquid, qrain, qice, qsnow, qgraupel, qo3mr,
                                qsgs_tke, qcld) set to VALUE (e.g. -1e-3) in one cell
  --nan FIELD,i,j,k             NaN in one cell of any field of the state (u, v, w, pt, delp, delz,
                                a tracer, ...)
Each option may be given more than once; each planted value is announced by a `PLANT` line.
After each step, rank 0 prints `STEP n seconds` (the slowest rank's time in step_dynamics; the
first step's includes loading the program) and `cpu=` the CPU time of all ranks in it.
--alternate-probes (an instrumented build run with its probes on) turns pdd's probes off for the
odd steps from the third on, through libpdd's `pdd_enabled`, and on again for the even ones: the
cost of the probes, measured in one process, each STEP line saying `probes=on|off`. After the last step, for each rank and for delp, pt, u, v, w and the nine tracers, one line
`RESULT rank field bits=<crc32 of the data array's bytes> nan=<n> min=<v>`: bits and nan over the
whole data array (halo included), min over the compute domain (NaN ignored). Rank 0 gathers and
prints the lines of all ranks in rank order, so that two builds can be compared bit for bit.
"""
import argparse
import zlib
import time
from datetime import timedelta

import numpy as np
from mpi4py import MPI

from ndsl import (CompilationConfig, CubedSphereCommunicator, CubedSpherePartitioner, DaceConfig, GridIndexing,
                  MPIComm, QuantityFactory, StencilConfig, StencilFactory, SubtileGridSizer, TilePartitioner)
from ndsl.grid import DampingCoefficients, GridData, MetricTerms
from ndsl.performance import NullTimer
from pyFV3 import DynamicalCore, DynamicalCoreConfig
from pyFV3.initialization import init_analytic_state

NX, NZ, HALO = 12, 5, 3
PTOP, PSURF = 300.0, 1.0e5
TRACERS = ("qvapor", "qliquid", "qrain", "qice", "qsnow", "qgraupel", "qo3mr", "qsgs_tke", "qcld")
FIELDS = ("delp", "pt", "u", "v", "w") + TRACERS

# examples/configs/c12_baroclinic.yaml's dycore_config (pyFV3 8d99d409), as it is there
C12_BAROCLINIC = dict(
    a_imp=1.0, beta=0.0, consv_te=0.0, d2_bg=0.0, d2_bg_k1=0.2, d2_bg_k2=0.1, d4_bg=0.15, d_con=1.0,
    d_ext=0.0, dddmp=0.5, delt_max=0.002, do_sat_adj=True, do_vort_damp=True, fill=True, hord_dp=6,
    hord_mt=6, hord_tm=6, hord_tr=8, hord_vt=6, hydrostatic=False, k_split=1, ke_bg=0.0, kord_mt=9,
    kord_tm=-9, kord_tr=9, kord_wz=9, n_split=1, nord=3, nwat=6, p_fac=0.05, rf_cutoff=3000.0,
    rf_fast=True, tau=10.0, vtdm4=0.06, z_tracer=True, do_qa=True, tau_i2s=1000.0, tau_g2v=1200.0,
    ql_gen=0.001, ql_mlt=0.002, qs_mlt=0.000001, qi_lim=1.0, dw_ocean=0.1, dw_land=0.15, icloud_f=0,
    tau_l2v=300.0, tau_v2l=90.0, fv_sg_adj=0, n_sponge=48, u_max=355.0)


def hybrid_coefficients(nz):
    """ak, bk of nz layers: pure pressure at the top interface, bk linear in pressure below."""
    p = PTOP + (PSURF - PTOP) * (np.arange(nz + 1) / nz) ** 2
    bk = (p - p[0]) / (PSURF - p[0])
    return p - bk * PSURF, bk


def plant(args, state, step, rank):
    if rank != args.rank or step != args.before_step:
        return
    for spec in args.zero_delp:
        ijk = tuple(int(v) for v in spec.split(","))
        state.delp.data[ijk] = 0.0
        print(f"PLANT rank {rank} before step {step}: delp{list(ijk)} = 0", flush=True)
    for spec in args.neg_tracer:
        name, i, j, k, value = spec.split(",")
        if name not in TRACERS:
            raise SystemExit(f"--neg-tracer: {name} is not a tracer ({', '.join(TRACERS)})")
        state[name].data[int(i), int(j), int(k)] = float(value)
        print(f"PLANT rank {rank} before step {step}: {name}[{i}, {j}, {k}] = {float(value)}", flush=True)
    for spec in args.nan:
        name, *ijk = spec.split(",")
        state[name].data[tuple(int(v) for v in ijk)] = np.nan
        print(f"PLANT rank {rank} before step {step}: {name}{[int(v) for v in ijk]} = nan", flush=True)


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--steps", type=int, default=1)
    p.add_argument("--zero-delp", action="append", default=[], metavar="i,j,k")
    p.add_argument("--neg-tracer", action="append", default=[], metavar="NAME,i,j,k,VALUE")
    p.add_argument("--nan", action="append", default=[], metavar="FIELD,i,j,k")
    p.add_argument("--rank", type=int, default=0, help="the rank the faults are planted on")
    p.add_argument("--before-step", type=int, default=1, help="the step (1-based) before which they are planted")
    p.add_argument("--alternate-probes", action="store_true", help="probes off for odd steps from the third on")
    args = p.parse_args()
    probes = None
    if args.alternate_probes:  # the libpdd the instrumented program loads (its soname)
        import ctypes
        probes = ctypes.c_int.in_dll(ctypes.CDLL("libpdd.so", mode=ctypes.RTLD_GLOBAL), "pdd_enabled")

    backend = "dace:cpu"
    layout = (1, 1)
    config = DynamicalCoreConfig(**C12_BAROCLINIC, dt_atmos=225, npx=NX + 1, npy=NX + 1, npz=NZ, ntiles=6,
                                 layout=layout)
    comm = CubedSphereCommunicator(MPIComm(), CubedSpherePartitioner(TilePartitioner(layout)))
    dace_config = DaceConfig(communicator=comm, backend=backend, tile_nx=NX, tile_nz=NZ)
    stencil_config = StencilConfig(
        compilation_config=CompilationConfig(backend=backend, rebuild=False, validate_args=False, communicator=comm),
        dace_config=dace_config)
    sizer = SubtileGridSizer.from_tile_params(nx_tile=NX, ny_tile=NX, nz=NZ, n_halo=HALO, extra_dim_lengths={},
                                              layout=layout, tile_partitioner=comm.partitioner.tile,
                                              tile_rank=comm.tile.rank)
    factory = QuantityFactory.from_backend(sizer=sizer, backend=backend)
    ak, bk = hybrid_coefficients(NZ)
    # eta_file is only a switch here: given ak and bk, NDSL reads no file
    metric = MetricTerms(quantity_factory=factory, communicator=comm, eta_file="(ak, bk given)", ak=ak, bk=bk)
    grid_data = GridData.new_from_metric_terms(metric)
    damping = DampingCoefficients.new_from_metric_terms(metric)
    stencil_factory = StencilFactory(config=stencil_config,
                                     grid_indexing=GridIndexing.from_sizer_and_communicator(sizer, comm))

    state = init_analytic_state("baroclinic", grid_data, factory, adiabatic=config.adiabatic,
                                hydrostatic=config.hydrostatic, moist_phys=config.moist_phys, comm=comm)
    dycore = DynamicalCore(comm=comm, grid_data=grid_data, stencil_factory=stencil_factory,
                           quantity_factory=factory, damping_coefficients=damping, config=config,
                           phis=state.phis, state=state, timestep=timedelta(seconds=config.dt_atmos))
    timer = NullTimer()
    on = probes.value if probes is not None else None
    for step in range(1, args.steps + 1):
        plant(args, state, step, comm.rank)
        if probes is not None:
            probes.value = on if step < 3 or step % 2 == 0 else 0
        MPI.COMM_WORLD.Barrier()
        t0, c0 = time.perf_counter(), time.process_time()
        dycore.step_dynamics(state, timer)
        cpu = MPI.COMM_WORLD.allreduce(time.process_time() - c0, op=MPI.SUM)
        took = MPI.COMM_WORLD.allreduce(time.perf_counter() - t0, op=MPI.MAX)
        if probes is not None:
            probes.value = on
        if comm.rank == 0:  # the slowest rank's: the others wait for it at the halo exchanges
            said = "" if probes is None else f" probes={'on' if on and (step < 3 or step % 2 == 0) else 'off'}"
            print(f"STEP {step} {took:.4f} s cpu={cpu:.4f} s{said}", flush=True)
    lines = []
    for name in FIELDS:
        a = np.ascontiguousarray(state[name].data)
        lines.append(f"RESULT {comm.rank} {name} bits={zlib.crc32(a.tobytes()):08x} nan={int(np.isnan(a).sum())} "
                     f"min={np.nanmin(state[name].view[:]):.6g}")
    # one writer, in rank order: mpirun interleaves the ranks' outputs, even within a line
    for rank_lines in MPI.COMM_WORLD.gather(lines, root=0) or []:
        print("\n".join(rank_lines), flush=True)


if __name__ == "__main__":
    main()
