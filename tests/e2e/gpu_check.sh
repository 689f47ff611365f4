#!/bin/sh
# The device probes on a real GPU: corpus GPU programs of each DaCe version (tests/corpus/dace-*)
# instrumented by pdd-instrument, built with libpdd (tests/corpus_run/build.sh, GPU variant),
# run with planted faults; the log must hold the device-side events (kind, kernel, field,
# (i,j,k), call, count) and the trace rows, and every planted fault must give the same outputs,
# bit for bit, as the original program (check_faults.sh against the plain build; on a GPU the sums of
# reductions, which atomics add in no fixed order, to 1e-12). A small DaCe-shaped
# program adds what the corpus drivers cannot plant: several calls (records reset between
# them), PDD_CUDA_SYNC=1, and a kernel storing out of bounds (its fault attributed to it).
# Exits 77 with one line where there is no GPU.
# With --emulate the same programs are built with g++ against tests/cuda_emu (device code run
# on the CPU, thread after thread) and run everywhere: the probes, records, collect, ring and
# drain are exercised without a GPU; only the out-of-bounds kernel is left out (on the CPU it
# is a SIGSEGV, not a CUDA error).
# Usage: gpu_check.sh BUILD_DIR [--emulate]
#   (BUILD_DIR holds bin/pdd-instrument, lib/, tests/log_events)
# Environment, --emulate only: EMU_SAN="FLAGS" compiles and links the programs with those
# (sanitizer) flags, and PDD_LINK="LIBS" replaces the link with BUILD_DIR/lib's libpdd.
set -u
build=$(cd "$1" && pwd)
repo=$(pwd)
emulate=0
[ "${2:-}" = --emulate ] && emulate=1
corpus=${PDD_CORPUS:-tests/corpus}
CUDA_HOME=${CUDA_HOME:-/usr/local/cuda}
nvcc=$(command -v nvcc 2>/dev/null || echo "$CUDA_HOME/bin/nvcc")
work=$build/gpu-check
[ "$emulate" = 1 ] && work=$build/gpu-check-emu${EMU_SAN:+-san}
work=${PDD_TEST_WORK:-$work}
san=${EMU_SAN:-}
link=${PDD_LINK:-"-L$build/lib -Wl,-rpath,$build/lib -lpdd"}
[ "$emulate" = 1 ] || san= link="-L$build/lib -Wl,-rpath,$build/lib -lpdd"
rm -rf "$work" && mkdir -p "$work" || exit 99
emu_dir=$repo/tests/cuda_emu
label=gpu_check
[ "$emulate" = 1 ] && label="gpu_check --emulate"

# ---- is there a GPU? ----------------------------------------------------------------------
if [ "$emulate" = 1 ]; then
  :
elif ! command -v nvidia-smi >/dev/null 2>&1; then
  echo "skip: no GPU (nvidia-smi/cudaGetDeviceCount: nvidia-smi not found)"; exit 77
elif ! nvidia-smi -L 2>/dev/null | grep -q '^GPU'; then
  echo "skip: no GPU (nvidia-smi/cudaGetDeviceCount: nvidia-smi lists none: $(nvidia-smi -L 2>&1 | head -1))"; exit 77
fi
if [ "$emulate" = 0 ]; then
  [ -x "$nvcc" ] || { echo "skip: no GPU build possible (nvcc not found; set CUDA_HOME)"; exit 77; }
"$nvcc" -o "$work/count" "$repo/tests/helpers/gpu_count.cu" >"$work/count.log" 2>&1 || { echo "FAIL: gpu_check: nvcc cannot build a CUDA program: $(head -3 "$work/count.log")"; exit 1; }
why=$("$work/count") || { echo "skip: no GPU (nvidia-smi/cudaGetDeviceCount: $why)"; exit 77; }
fi
[ -d "$corpus" ] || { echo "FAIL: gpu_check: no corpus at $corpus (PDD_CORPUS)"; exit 1; }
corpus=$(cd "$corpus" && pwd)

failed=0 passed=0
fail() { echo "FAIL: $label: $*"; failed=$((failed + 1)); }
ok() { passed=$((passed + 1)); }

# run NAME DIR [env VAR=VALUE...] PROGRAM ARGS...: runs with the probes on; the log is
# $work/NAME.0.h5
run() {
  name=$1 dir=$2; shift 2
  rm -f "$work/$name".*
  (cd "$dir" && PACE_DACE_DEBUG=True PDD_LOG="$work/$name.%r.h5" "$@" >"$work/$name.out" 2>&1)
}
# expect NAME LINE: the log holds an event that tests/log_events prints as LINE up to " value="
expect() {
  if "$build/tests/log_events" "$work/$1.0.h5" | sed 's/ value=.*//' | grep -qxF "$2"; then ok; else
    fail "$1: no event '$2'; the log has:"; "$build/tests/log_events" "$work/$1.0.h5" | head -10 | sed 's/^/    /'
  fi
}
# expect_count NAME LINE LO HI: an event that tests/log_events prints as LINE up to " count=",
# with a count from LO to HI
expect_count() {
  c=$("$build/tests/log_events" "$work/$1.0.h5" | sed -n "s/^$2 count=\([0-9]*\) .*/\1/p" | head -1)
  if [ -n "$c" ] && [ "$c" -ge "$3" ] && [ "$c" -le "$4" ]; then ok; else
    fail "$1: no event '$2' with a count from $3 to $4; the log has:"; "$build/tests/log_events" "$work/$1.0.h5" | head -10 | sed 's/^/    /'
  fi
}
# expect_why NAME ARGS: pdd-view why leads from the log's first failure to the fault the
# driver's ARGS planted (tests/corpus_run/why_planted.py: the root names it, or read it: the
# device probes keep a bad store's operands as the CPU's do). Not asked of nested and
# persistent_view, whose bad stores are in device helpers (nested SDFGs): what a helper reads
# through its parameters is not followed to the kernel's arrays (docs/limits.md).
expect_why() {
  if found=$(python3 "$repo/tests/corpus_run/why_planted.py" "$build/bin/pdd-view" "$work/$1.0.h5" "$2"); then ok; else
    fail "$1: pdd-view why does not lead to the planted fault ($2): $found"; fi
}
expect_none() {
  n=$("$build/tests/log_events" "$work/$1.0.h5" | wc -l)
  if [ "$n" -eq 0 ]; then ok; else fail "$1: $n events, expected none"; fi
}

# ---- the corpus programs of each DaCe version, instrumented --------------------------------
programs="lap3d tracer_advection reduction_sum nested jacobi_2d heat_3d persistent_view"
emu=
[ "$emulate" = 1 ] && emu=$emu_dir
for v in $(cd "$corpus" && ls -d dace-*); do
  w=$work/$v
  # shellcheck disable=SC2086  # programs is a word list
  out=$(sh "$repo/tests/corpus_run/instrument.sh" "$build/bin/pdd-instrument" "$corpus/$v" "$w/src" $programs) ||
    fail "$v: $out"
  # the instrumented programs, and the originals built the same way (their outputs are the
  # reference); emulated, the device code is built with the DaCe version's own host flags
  flags=
  [ "$emulate" = 1 ] && flags=$(sh "$repo/tests/corpus_run/client_flags.sh" "$v")
  PROGRAM_CXXFLAGS=$flags CUDA_EMU=$emu PROGRAMS=$programs EXTRA_CXXFLAGS="-I$repo/include $san" EXTRA_NVCCFLAGS="-I$repo/include" \
    EXTRA_LDFLAGS="$san $link" NVCC="$nvcc" \
    bash "$repo/tests/corpus_run/build.sh" "$w/out" "$w/src" >"$w/build.log" 2>&1 &
  PROGRAM_CXXFLAGS=$flags CUDA_EMU=$emu PROGRAMS=$programs EXTRA_CXXFLAGS="$san" EXTRA_LDFLAGS="$san" NVCC="$nvcc" \
    bash "$repo/tests/corpus_run/build.sh" "$w/plain" "$corpus/$v" >"$w/build-plain.log" 2>&1
  plain=$?
  wait $! || { fail "$v: build (see $w/build.log)"; tail -20 "$w/build.log"; continue; }
  [ "$plain" -eq 0 ] || { fail "$v: build of the original programs (see $w/build-plain.log)"; continue; }
  gpu=$w/out/gpu

  # Kernel names carry the SDFG's ids (and the line in tests/corpus/programs.py): each version its own.
  case $v in
    dace-1.0.2) k_lap=programs_lap3d_19_0_0_0 k_qice=programs_fv_tracer_update_49_0_5_11
      k_sub=_Sub__map_0_0_0 k_nested=programs_nested_120_0_0_0 k_diag=assign_108_8_gmap_3_2_15
      k_red=reduce_output_1_1_3 f_red=__tmp3
      k_jacobi=programs_jacobi_2d_142_0_1_0 k_heat=programs_heat_3d_153_0_1_0
      k_pview=programs_persistent_view_211_0_0_0 ;;
    dace-2.0.0b1) k_lap=programs_lap3d_19_0_0_27 k_qice=programs_fv_tracer_update_49_0_7_50
      k_sub=_Sub__map_0_0_39 k_nested=programs_nested_120_0_0_27 k_diag=assign_108_8_gmap_4_0_23
      k_red=reduce_output_1_1_5 f_red=sum_qvapor_delp
      k_jacobi=programs_jacobi_2d_142_1_0_54 k_heat=programs_heat_3d_153_1_0_74
      k_pview=programs_persistent_view_211_0_0_19 ;;
    *) fail "$v: no expectations for this DaCe version in tests/e2e/gpu_check.sh"; continue ;;
  esac

  run "$v.lap3d_clean" "$gpu/lap3d" ./run_lap3d || fail "$v.lap3d_clean: the program failed: $(head -3 "$work/$v.lap3d_clean.out")"
  expect_none "$v.lap3d_clean"
  # a NaN in inp reaches five cells of out (the stencil's points), the first at (4,5,3)
  run "$v.lap3d_nan" "$gpu/lap3d" ./run_lap3d --nan inp,5,5,3 || fail "$v.lap3d_nan: the program failed"
  expect "$v.lap3d_nan" "nan $k_lap gpu_out 4,5,3 call=1 count=5"
  expect_why "$v.lap3d_nan" "--nan inp,5,5,3"
  # the same, drained at once after each launch
  run "$v.lap3d_sync" "$gpu/lap3d" env PDD_CUDA_SYNC=1 ./run_lap3d --nan inp,5,5,3 || fail "$v.lap3d_sync: the program failed"
  expect "$v.lap3d_sync" "nan $k_lap gpu_out 4,5,3 call=1 count=5"
  # trace of a GPU field: the collect kernel copies out at PDD_TRACE_INDEX
  run "$v.lap3d_trace" "$gpu/lap3d" env PDD_TRACE_INDEX=5,5,3 ./run_lap3d --nan inp,5,5,3 || fail "$v.lap3d_trace: the program failed"
  if "$build/bin/pdd-view" trace --json "$work/$v.lap3d_trace.0.h5" | grep -q 'gpu_out'; then ok; else
    fail "$v.lap3d_trace: no trace row of gpu_out: $("$build/bin/pdd-view" trace "$work/$v.lap3d_trace.0.h5" 2>&1 | head -5)"; fi

  run "$v.tracer_neg" "$gpu/tracer_advection" ./run_tracer_advection --neg qice,5,5,3,-0.01 || fail "$v.tracer_neg: the program failed"
  expect "$v.tracer_neg" "neg_tracer $k_qice gpu_qice 5,5,3 call=1 count=1"
  expect_why "$v.tracer_neg" "--neg qice,5,5,3,-0.01"

  # the column recurrence is a DACE_DFI helper storing through a view of gpu_pt_out (DaCe 2:
  # through a local pointer to it), placed in the top-level array by address
  run "$v.nested_nan" "$gpu/nested" ./run_nested --nan pt,5,5,3 || fail "$v.nested_nan: the program failed"
  expect "$v.nested_nan" "nan $k_nested gpu_pt_out 5,5,3 call=1 count=5"
  # DaCe 2 copies each column into a GPU array with a device-to-device cudaMemcpy, which no probe
  # scans: the summary says so beside the first failure (a write the log carries, from the pass)
  case $v in dace-2.*)
    if "$build/bin/pdd-view" summary "$work/$v.nested_nan.0.h5" | grep -q "^    copy_col_in_to_gpu_col_in_[0-9_]* (its calls are not marked) wrote gpu_col_in unchecked: a copy between two GPU arrays"; then ok; else
      fail "$v.nested_nan: the summary does not name the unchecked device copy into gpu_col_in: $("$build/bin/pdd-view" summary "$work/$v.nested_nan.0.h5" | sed -n 5,9p)"; fi ;;
  esac

  # the last column's recurrence runs as one kernel per k, launched from the host with a view
  # of gpu_pt_diag (the nested SDFG's col_out): indexed as gpu_pt_diag, which the host code
  # binds where it allocates it; k = 1 is the first call
  run "$v.nested_view" "$gpu/nested" ./run_nested --nan pt,11,9,2 || fail "$v.nested_view: the program failed"
  expect "$v.nested_view" "nan $k_diag gpu_pt_diag 2 call=2 count=1"

  run "$v.reduction_nan" "$gpu/reduction_sum" ./run_reduction_sum --nan qvapor,5,5,3 || fail "$v.reduction_nan: the program failed"
  expect "$v.reduction_nan" "nan $k_sub __tmp0 5,5,3 call=1 count=1"
  expect_why "$v.reduction_nan" "--nan qvapor,5,5,3"
  # the library reduction's kernels store through _out, a view of the (I, J) sum: k = 3..7 add
  # NaN. Each of the K = 8 threads adds atomically and reads the sum back: in order (emulated)
  # five of them see NaN; on a GPU as many as read after the NaN went in, from 1 to 8.
  if [ "$emulate" = 1 ]; then
    expect "$v.reduction_nan" "nan $k_red $f_red 5,5 call=1 count=5"
  else
    expect_count "$v.reduction_nan" "nan $k_red $f_red 5,5 call=1" 1 8
  fi

  # a nested program's stores through its view of a persistent array (a state-struct member,
  # allocated in __dace_init): indexed as that array
  run "$v.persistent_view" "$gpu/persistent_view" ./run_persistent_view --nan x,5,5,3 ||
    fail "$v.persistent_view: the program failed"
  expect "$v.persistent_view" "nan $k_pview tmp 5,5,2 call=1 count=3"

  # kernels launched once per time step: a NaN in the source term of step 2 (0-based) is first
  # stored in the third call, at its cell; heat_3d's strides are N**2 (DaCe 2: ipow(N, 2))
  run "$v.jacobi_step" "$gpu/jacobi_2d" ./run_jacobi_2d --nan src,2,5,5 || fail "$v.jacobi_step: the program failed"
  expect "$v.jacobi_step" "nan $k_jacobi gpu_B 5,5 call=3 count=1"
  expect_why "$v.jacobi_step" "--nan src,2,5,5"
  run "$v.heat_step" "$gpu/heat_3d" ./run_heat_3d --nan src,2,5,5,5 || fail "$v.heat_step: the program failed"
  expect "$v.heat_step" "nan $k_heat gpu_B 5,5,5 call=3 count=1"
  expect_why "$v.heat_step" "--nan src,2,5,5,5"

  # the probes change no result: every planted fault of these programs comes out as without pdd,
  # every output bit for bit as the original program's
  # (on a GPU the reductions' sums come out of atomics, in no fixed order: to 1e-12)
  order_free=
  [ "$emulate" = 1 ] || order_free="reduction_sum:total_mass reduction_sum:pwat"
  ORDER_FREE=$order_free PROGRAMS=$programs REFERENCE="$w/plain/gpu" RUN_PREFIX="env PACE_DACE_DEBUG=True PDD_LOG=$work/faults.%p.h5" \
    bash "$repo/tests/corpus_run/check_faults.sh" "$gpu" >"$w/faults.log" 2>&1 \
    && ok || { fail "$v: check_faults.sh on the instrumented GPU programs (see $w/faults.log)"; grep -A2 '^FAIL' "$w/faults.log" | head -8; }
  rm -f "$work"/faults.*.h5
done

# ---- several calls, sync, and a kernel storing out of bounds --------------------------------
mkdir -p "$work/mini"
cat >"$work/mini/scale_cuda.cu" <<'EOF'
#include <cuda_runtime.h>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>

__global__ void __launch_bounds__(32) scale_0_0_1(double * __restrict__ gpu_delp, const double * __restrict__ gpu_in, int N, long long bad) {
    int i = (int)(blockIdx.x * 32 + threadIdx.x);
    if (i < N) {
        double v = 2.0 * gpu_in[i];
        gpu_delp[i + bad] = v;
    }
}

void __dace_runkernel_scale_0_0_1(double * __restrict__ gpu_delp, const double * __restrict__ gpu_in, int N, long long bad, cudaStream_t stream)
{
    void *scale_0_0_1_args[] = { (void *)&gpu_delp, (void *)&gpu_in, (void *)&N, (void *)&bad };
    cudaError_t __err = cudaLaunchKernel((void*)scale_0_0_1, dim3((N + 31) / 32, 1, 1), dim3(32, 1, 1), scale_0_0_1_args, 0, stream);
    if (__err != cudaSuccess)
        std::fprintf(stderr, "launch: %s\n", cudaGetErrorString(__err));
}

/* 18 stores, so 18 sites: collected by two launches (16 sites at most in one). The first
 * and the last can be bad. */
__global__ void __launch_bounds__(32) steps_0_0_2(double * __restrict__ gpu_qice, const double * __restrict__ gpu_in, int N) {
    int i = (int)(blockIdx.x * 32 + threadIdx.x);
    if (i < N) {
        gpu_qice[i] = gpu_in[i] + 1.0;
        gpu_qice[i] = 1.0;
        gpu_qice[i] = 1.0;
        gpu_qice[i] = 1.0;
        gpu_qice[i] = 1.0;
        gpu_qice[i] = 1.0;
        gpu_qice[i] = 1.0;
        gpu_qice[i] = 1.0;
        gpu_qice[i] = 1.0;
        gpu_qice[i] = 1.0;
        gpu_qice[i] = 1.0;
        gpu_qice[i] = 1.0;
        gpu_qice[i] = 1.0;
        gpu_qice[i] = 1.0;
        gpu_qice[i] = 1.0;
        gpu_qice[i] = 1.0;
        gpu_qice[i] = 1.0;
        gpu_qice[i] = gpu_in[i];
    }
}

void __dace_runkernel_steps_0_0_2(double * __restrict__ gpu_qice, const double * __restrict__ gpu_in, int N, cudaStream_t stream)
{
    void *steps_0_0_2_args[] = { (void *)&gpu_qice, (void *)&gpu_in, (void *)&N };
    cudaError_t __err = cudaLaunchKernel((void*)steps_0_0_2, dim3((N + 31) / 32, 1, 1), dim3(32, 1, 1), steps_0_0_2_args, 0, stream);
    if (__err != cudaSuccess)
        std::fprintf(stderr, "launch: %s\n", cudaGetErrorString(__err));
}

/* A tasklet in DaCe's shape, each thread at N - 1 - i (so that emulated, thread after thread,
 * a later thread has the smaller address): a zero in gpu_dp makes (1 - 1) / 0 a NaN, and the
 * operands kept are those of the smallest bad address. */
__global__ void __launch_bounds__(32) ratio_0_0_3(double * __restrict__ gpu_ratio, const double * __restrict__ gpu_in, const double * __restrict__ gpu_dp, int N) {
    int i = (int)(blockIdx.x * 32 + threadIdx.x);
    if (i < N) {
        int j = N - 1 - i;
        {
            double __in1 = gpu_in[j];
            double __in2 = gpu_dp[j];
            double __out;
            __out = ((__in1 - 1.0) / __in2);
            gpu_ratio[j] = __out;
        }
    }
}

void __dace_runkernel_ratio_0_0_3(double * __restrict__ gpu_ratio, const double * __restrict__ gpu_in, const double * __restrict__ gpu_dp, int N, cudaStream_t stream)
{
    void *ratio_0_0_3_args[] = { (void *)&gpu_ratio, (void *)&gpu_in, (void *)&gpu_dp, (void *)&N };
    cudaError_t __err = cudaLaunchKernel((void*)ratio_0_0_3, dim3((N + 31) / 32, 1, 1), dim3(32, 1, 1), ratio_0_0_3_args, 0, stream);
    if (__err != cudaSuccess)
        std::fprintf(stderr, "launch: %s\n", cudaGetErrorString(__err));
}

/* scale_cuda MODE: three calls; in the second, MODE "faults" plants a NaN at 17 and -1, -3 at
 * 20 and 30, MODE "oob" stores 2^40 elements past the field, MODE "zero" zero divisors of the
 * ratio kernel (run in that mode only) at 60 and 40. */
int main(int argc, char **argv)
{
    const char *mode = argc > 1 ? argv[1] : "clean";
    const int N = 1000;
    static double h[N], dp[N];
    double *din, *dout, *ddp, *dratio;
    cudaStream_t s;
    if (cudaMalloc(&din, sizeof h) || cudaMalloc(&dout, sizeof h) || cudaMalloc(&ddp, sizeof dp) ||
        cudaMalloc(&dratio, sizeof h) || cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking))
        return 2;
    const int zero = !std::strcmp(mode, "zero");
    for (int call = 1; call <= 3; call++) {
        long long bad = 0;
        for (int i = 0; i < N; i++)
            h[i] = 1.0, dp[i] = 2.0;
        if (call == 2 && zero)
            dp[60] = 0.0, dp[40] = 0.0;
        if (call == 2 && !std::strcmp(mode, "faults"))
            h[17] = NAN, h[20] = -1.0, h[30] = -3.0;
        if (call == 2 && !std::strcmp(mode, "oob"))
            bad = 1ll << 40;
        cudaMemcpyAsync(din, h, sizeof h, cudaMemcpyHostToDevice, s);
        __dace_runkernel_scale_0_0_1(dout, din, N, bad, s);
        if (!bad)
            __dace_runkernel_steps_0_0_2(dout, din, N, s);
        if (zero) {
            cudaMemcpyAsync(ddp, dp, sizeof dp, cudaMemcpyHostToDevice, s);
            __dace_runkernel_ratio_0_0_3(dratio, din, ddp, N, s);
        }
        cudaError_t e = cudaStreamSynchronize(s);
        if (e != cudaSuccess) {
            std::fprintf(stderr, "scale_cuda: call %d: %s\n", call, cudaGetErrorString(e));
            return 1;
        }
    }
    cudaFree(din);
    cudaFree(dout);
    cudaFree(ddp);
    cudaFree(dratio);
    cudaStreamDestroy(s);
    return 0;
}
EOF
# build_mini: the instrumented program, with nvcc, or with g++ against tests/cuda_emu
build_mini() {
  if [ "$emulate" = 1 ]; then
    # shellcheck disable=SC2086  # flag lists
    "$emu_dir/g++-as-nvcc" -std=c++17 -O2 $san -I"$repo/include" -o "$work/mini/scale_cuda" "$work/mini/pdd_scale_cuda.cu" \
      $link
  else
    "$nvcc" -std=c++17 -O2 -I"$repo/include" -o "$work/mini/scale_cuda" "$work/mini/pdd_scale_cuda.cu" \
      -L"$build/lib" -Xlinker -rpath -Xlinker "$build/lib" -lpdd
  fi
}
if ! "$build/bin/pdd-instrument" -o "$work/mini/pdd_scale_cuda.cu" "$work/mini/scale_cuda.cu" 2>"$work/mini/instr.log" \
   || ! build_mini >"$work/mini/build.log" 2>&1; then
  fail "the small program did not build: $(cat "$work/mini/instr.log" "$work/mini/build.log" | head -5)"
else
  mini=$work/mini/scale_cuda
  # dormant: no log, same behaviour
  rm -f "$work"/dormant.*
  (cd "$work/mini" && PDD_LOG="$work/dormant.%r.h5" "$mini" faults) && [ ! -e "$work/dormant.0.h5" ] && ok \
    || fail "dormant: the program failed or wrote a log"
  # call 2 only: the records are reset after each collect, so call 3 reports nothing
  for sync in 0 1; do
    run "mini_faults_$sync" "$work/mini" env PDD_CUDA_SYNC=$sync "$mini" faults || fail "mini_faults_$sync: the program failed"
    expect "mini_faults_$sync" "nan scale_0_0_1 gpu_delp -1,-1,-1 call=2 count=1"
    expect "mini_faults_$sync" "neg_delp scale_0_0_1 gpu_delp -1,-1,-1 call=2 count=2"
    # the first site and the 18th, collected by the second launch of the collect kernel
    expect "mini_faults_$sync" "nan steps_0_0_2 gpu_qice -1,-1,-1 call=2 count=1"
    expect "mini_faults_$sync" "neg_tracer steps_0_0_2 gpu_qice -1,-1,-1 call=2 count=1"
    expect "mini_faults_$sync" "neg_tracer steps_0_0_2 gpu_qice -1,-1,-1 call=2 count=2"
    n=$("$build/tests/log_events" "$work/mini_faults_$sync.0.h5" | wc -l)
    [ "$n" -eq 6 ] && ok || fail "mini_faults_$sync: $n events, expected 6"
  done
  # the first bad value by offset, and min/max of the negative ones
  if "$build/tests/log_events" "$work/mini_faults_0.0.h5" | grep -q '^neg_delp .* value=-2$'; then ok; else
    fail "mini_faults_0: the neg_delp event's value is not -2 (the value at the smallest offset)"; fi
  # a site with one bad value reports that value (-1 + 1 at 30), though a later store of the
  # kernel overwrote it (-3)
  if "$build/tests/log_events" "$work/mini_faults_0.0.h5" | grep -q '^neg_tracer steps_0_0_2 .* count=1 value=-2$'; then ok; else
    fail "mini_faults_0: the first site's neg_tracer value is not -2 (the value it stored)"; fi
  # why the ratio kernel's NaN: its operands, kept by the device probe, are those of the
  # smallest bad address, 40 (emulated, 60's thread ran first): gpu_dp(40) = 0, a divisor
  run mini_zero "$work/mini" "$mini" zero || fail "mini_zero: the program failed"
  expect mini_zero "nan ratio_0_0_3 gpu_ratio -1,-1,-1 call=2 count=2"
  "$build/tests/log_events" --why "$work/mini_zero.0.h5" >"$work/mini_zero.why" 2>&1
  if grep -qxF "  operand gpu_dp -1,-1,-1 offset=40 value=0 role=divisor" "$work/mini_zero.why" &&
     grep -qxF "  operand gpu_in -1,-1,-1 offset=40 value=1" "$work/mini_zero.why"; then ok; else
    fail "mini_zero: the NaN's operands are not gpu_in and gpu_dp at offset 40 (1, and 0 as a divisor): $(cat "$work/mini_zero.why")"; fi
  if "$build/bin/pdd-view" why "$work/mini_zero.0.h5" | grep -qF "look at: gpu_dp- = 0, a zero divisor (an input of the program)"; then ok; else
    fail "mini_zero: pdd-view why does not name the zero divisor gpu_dp: $("$build/bin/pdd-view" why "$work/mini_zero.0.h5" 2>&1 | tail -3)"; fi
  # the kernel's own fault, attributed to it with PDD_CUDA_SYNC=1 (a real device only)
  if [ "$emulate" = 0 ]; then
    run mini_oob "$work/mini" env PDD_CUDA_SYNC=1 "$mini" oob && fail "mini_oob: the program did not fail"
    expect mini_oob "cuda_error scale_0_0_1 - -1,-1,-1 call=2 count=1"
  fi
fi

echo "$label: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
