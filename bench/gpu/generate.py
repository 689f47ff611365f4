#!/usr/bin/env python3
"""generate.py: writes fv3_step, the DaCe-shaped CUDA program that bench/bench_gpu.sh times.

fv3_step stands for one orchestrated Pace time step on the GPU (all fields device-resident, no
host<->device copy inside a step): a 7-point smoothing of pt, the delp update, a flux-form
upwind update of six tracers (flux_x, flux_y, advect per tracer), delp from dp2, and a
tridiagonal solve along K (one thread per column, sequential k, forward then backward). The
code is laid out as DaCe generates it (as in the corpus of real DaCe output): `__global__` kernels named
<label>_<cfg>_<state>_<node>, each launched by its `__dace_runkernel_<kernel>` wrapper with
cudaLaunchKernel and DACE_KERNEL_LAUNCH_CHECK, called in order by the host program. Blocks
are 64x8x1 with i fastest in memory, as Pace configures DaCe (default_block_size "64,8,1",
GT4Py's GPU layout).

With -DPACE_STYLE the same files also hold what pace's PACE_DACE_DEBUG adds to the SDFG:
after every kernel, per written array and checker, a check kernel re-reading the written
region (nan: `_inp != _inp`; tracers: `_inp < -1e-8`; delp: `_inp < 0`; printf on a hit, as
pace's checks do, without their assert), and DaCe's syncdebug (cudaGetLastError +
cudaDeviceSynchronize after every launch, check kernels included). pdd-instrument reads the
plain code.

The output is committed; run this again only after changing it:

    python3 bench/gpu/generate.py            # rewrites fv3_step_cuda.cu, fv3_step.cpp, fv3_step.h
    python3 bench/gpu/generate.py --out DIR  # writes them into DIR (to compare)
    python3 bench/gpu/generate.py --check    # make check: are the committed files its output?
"""
import argparse
import os
import sys

PROGRAM = "fv3_step"
TRACERS = ["qvapor", "qliquid", "qrain", "qice", "qsnow", "qgraupel"]
# Program arguments (device arrays, as Pace passes its GPU storages) and persistent transients.
ARGS_3D = ["a", "b", "c", "d", "delp", "mfx", "mfy", "pt", "pt_smooth", "w"] + TRACERS
ARGS_2D = ["rarea"]
TRANSIENTS = ["cp", "dprime", "dp2", "fx", "fy"]
BLOCK = (64, 8, 1)
HERE = os.path.dirname(os.path.abspath(__file__))


def idx3(i, j, k):
    """DaCe's linearised index of an (I, J, K) array with strides (1, I, I*J)."""
    if k == "0":
        return idx2(i, j)
    return f"(({i} + (I * {j})) + ((I * J) * {k}))"


def idx2(i, j):
    return f"({i} + (I * {j}))"


class Range:
    """An inclusive range of a map dimension: begin, end and the number of points."""

    def __init__(self, begin, end, count):
        self.begin, self.end, self.count = begin, end, count


ALL_I, ALL_J, ALL_K = Range("0", "(I - 1)", "I"), Range("0", "(J - 1)", "J"), Range("0", "(K - 1)", "K")
IN_I, IN_J, IN_K = Range("1", "(I - 2)", "(I - 2)"), Range("1", "(J - 2)", "(J - 2)"), Range("1", "(K - 2)", "(K - 2)")
FACE_I, FACE_J = Range("1", "(I - 1)", "(I - 1)"), Range("1", "(J - 1)", "(J - 1)")


def tasklet(label, inputs, code, target, ind):
    """One tasklet block: input locals, `double __out;`, the code, the store (or assignment)."""
    pad = " " * ind
    lines = [pad + "{"]
    for name, expr in inputs:
        lines.append(f"{pad}    double {name} = {expr};")
    lines.append(f"{pad}    double __out;")
    lines.append("")
    lines.append(f"{pad}    ///////////////////")
    lines.append(f"{pad}    // Tasklet code ({label})")
    lines.append(f"{pad}    __out = {code};")
    lines.append(f"{pad}    ///////////////////")
    lines.append("")
    lines.append(f"{pad}    {target} = __out;")
    lines.append(pad + "}")
    return lines


class Kernel:
    """A GPU map: its name, array arguments, the region written per array (for pace's checks),
    the launch grid and the body lines."""

    def __init__(self, name, arrays, writes, grid, body):
        self.name, self.arrays, self.writes, self.grid, self.body = name, arrays, writes, grid, body

    def params(self):
        ps = []
        for a in sorted(self.arrays):
            const = "" if a in self.writes else "const "
            ps.append(f"{const}double * __restrict__ {a}")
        return ps + ["int I", "int J", "int K"]

    def param_names(self):
        return sorted(self.arrays) + ["I", "J", "K"]


def map3d(ranges, scalars, inner):
    """The body of a 3-D GPU map over (i, j, k): thread and block indices, guards, `inner`."""
    ri, rj, rk = ranges
    bx = "(64 * blockIdx.x)" if ri.begin == "0" else f"((64 * blockIdx.x) + {ri.begin})"
    by = "(8 * blockIdx.y)" if rj.begin == "0" else f"((8 * blockIdx.y) + {rj.begin})"
    bz = "blockIdx.z" if rk.begin == "0" else f"(blockIdx.z + {rk.begin})"
    out = ["    {", "        {", "            {",
           f"                int b_i = {bx};", f"                int b_j = {by};", f"                int b_k = {bz};",
           "                {", "                    {", "                        {", "                            {",
           "                                int i = (threadIdx.x + b_i);",
           "                                int j = (threadIdx.y + b_j);",
           "                                int k = (threadIdx.z + b_k);"]
    out += [f"                                double {s};" for s in scalars]
    out += [f"                                if (i >= b_i && i < (Min({ri.end}, (b_i + 63)) + 1)) {{",
            f"                                    if (j >= b_j && j < (Min({rj.end}, (b_j + 7)) + 1)) {{",
            f"                                        if (k >= b_k && k < (Min({rk.end}, b_k) + 1)) {{"]
    out += inner(44)
    out += ["                                        }", "                                    }", "                                }",
            "                            }", "                        }", "                    }", "                }",
            "            }", "        }", "    }"]
    grid = (f"int_ceil({ri.count}, 64)", f"int_ceil({rj.count}, 8)", rk.count)
    return out, grid


def map2d_columns(scalars, inner):
    """The body of a 2-D GPU map over (i, j), one thread per column; `inner` loops over k."""
    out = ["    {", "        {", "            int b_i = (64 * blockIdx.x);", "            int b_j = (8 * blockIdx.y);",
           "            {", "                {", "                    {",
           "                        int i = (threadIdx.x + b_i);", "                        int j = (threadIdx.y + b_j);",
           "                        int64_t k;"]
    out += [f"                        double {s};" for s in scalars]
    out += ["                        if (i >= b_i && i < (Min((I - 1), (b_i + 63)) + 1)) {",
            "                            if (j >= b_j && j < (Min((J - 1), (b_j + 7)) + 1)) {"]
    out += inner(32)
    out += ["                            }", "                        }", "                    }", "                }",
            "            }", "        }", "    }"]
    return out, ("int_ceil(I, 64)", "int_ceil(J, 8)", "1")


# ---- the step's kernels ------------------------------------------------------------------


def k_smooth_pt(state):
    def inner(ind):
        ins = [("__c", idx3("i", "j", "k")), ("__im", idx3("(i - 1)", "j", "k")), ("__ip", idx3("(i + 1)", "j", "k")),
               ("__jm", idx3("i", "(j - 1)", "k")), ("__jp", idx3("i", "(j + 1)", "k")),
               ("__km", idx3("i", "j", "(k - 1)")), ("__kp", idx3("i", "j", "(k + 1)"))]
        ins = [(n, f"pt[{e}]") for n, e in ins]
        code = "((0.4 * __c) + (0.1 * (((((__im + __ip) + __jm) + __jp) + __km) + __kp)))"
        return tasklet("smooth_pt_31", ins, code, f"pt_smooth[{idx3('i', 'j', 'k')}]", ind)
    body, grid = map3d((IN_I, IN_J, IN_K), [], inner)
    return Kernel(f"smooth_pt_31_map_0_{state}_3", ["pt", "pt_smooth"], {"pt_smooth": (IN_I, IN_J, IN_K)}, grid, body)


def k_delp_update(state):
    def inner(ind):
        c = idx3("i", "j", "k")
        ins = [("__delp", f"delp[{c}]"), ("__mfx0", f"mfx[{c}]"), ("__mfx1", f"mfx[{idx3('(i + 1)', 'j', 'k')}]"),
               ("__mfy0", f"mfy[{c}]"), ("__mfy1", f"mfy[{idx3('i', '(j + 1)', 'k')}]"),
               ("__rarea", f"rarea[{idx2('i', 'j')}]")]
        code = "(__delp + (((__mfx0 - __mfx1) + (__mfy0 - __mfy1)) * __rarea))"
        return tasklet("delp_update_44", ins, code, f"dp2[{c}]", ind)
    body, grid = map3d((IN_I, IN_J, ALL_K), [], inner)
    return Kernel(f"delp_update_44_map_0_{state}_5", ["delp", "dp2", "mfx", "mfy", "rarea"],
                  {"dp2": (IN_I, IN_J, ALL_K)}, grid, body)


def k_flux(q, axis, state, node):
    mf, f = ("mfx", "fx") if axis == "x" else ("mfy", "fy")
    up = idx3("(i - 1)", "j", "k") if axis == "x" else idx3("i", "(j - 1)", "k")
    ranges = (FACE_I, IN_J, ALL_K) if axis == "x" else (IN_I, FACE_J, ALL_K)

    def inner(ind):
        c = idx3("i", "j", "k")
        ins = [("m", f"{mf}[{c}]"), ("qup", f"{q}[{up}]"), ("qdn", f"{q}[{c}]")]
        return tasklet(f"flux_{axis}_24", ins, "(m * ((m > 0.0) ? qup : qdn))", f"{f}[{c}]", ind)
    body, grid = map3d(ranges, [], inner)
    return Kernel(f"flux_{axis}_{q}_map_0_{state}_{node}", [f, mf, q], {f: ranges}, grid, body)


def k_advect(q, state, node):
    def inner(ind):
        c = idx3("i", "j", "k")
        ins = [("__q", f"{q}[{c}]"), ("__delp", f"delp[{c}]"), ("__dp2", f"dp2[{c}]"),
               ("__fx0", f"fx[{c}]"), ("__fx1", f"fx[{idx3('(i + 1)', 'j', 'k')}]"),
               ("__fy0", f"fy[{c}]"), ("__fy1", f"fy[{idx3('i', '(j + 1)', 'k')}]"),
               ("__rarea", f"rarea[{idx2('i', 'j')}]")]
        code = "(((__q * __delp) + (((__fx0 - __fx1) + (__fy0 - __fy1)) * __rarea)) / __dp2)"
        return tasklet("advect_38", ins, code, f"{q}[{c}]", ind)
    body, grid = map3d((IN_I, IN_J, ALL_K), [], inner)
    return Kernel(f"advect_{q}_map_0_{state}_{node}", [q, "delp", "dp2", "fx", "fy", "rarea"],
                  {q: (IN_I, IN_J, ALL_K)}, grid, body)


def k_copy_delp(state):
    def inner(ind):
        c = idx3("i", "j", "k")
        return tasklet("copy_dp2_to_delp_tasklet", [("_in", f"dp2[{c}]")], "_in", f"delp[{c}]", ind)
    body, grid = map3d((IN_I, IN_J, ALL_K), [], inner)
    return Kernel(f"copy_dp2_to_delp_map_0_{state}_0", ["delp", "dp2"], {"delp": (IN_I, IN_J, ALL_K)}, grid, body)


def k_vsolve_forward(state):
    def inner(ind):
        pad = " " * ind
        c0 = idx3("i", "j", "0")
        lines = tasklet("_Div_", [("__in1", f"c[{c0}]"), ("__in2", f"b[{c0}]")], "(__in1 / __in2)", f"cp[{c0}]", ind)
        lines += tasklet("_Div_", [("__in1", f"d[{c0}]"), ("__in2", f"b[{c0}]")], "(__in1 / __in2)", f"dprime[{c0}]", ind)
        lines.append(f"{pad}for (k = 1; (k < K); k = (k + 1)) {{")
        ck, cm = idx3("i", "j", "k"), idx3("i", "j", "(k - 1)")
        lines += tasklet("denom_52", [("__a", f"a[{ck}]"), ("__b", f"b[{ck}]"), ("__cp", f"cp[{cm}]")],
                         "(__b - (__a * __cp))", "denom", ind + 4)
        lines += tasklet("cp_53", [("__c", f"c[{ck}]"), ("__denom", "denom")], "(__c / __denom)", f"cp[{ck}]", ind + 4)
        lines += tasklet("dp_54", [("__a", f"a[{ck}]"), ("__d", f"d[{ck}]"), ("__dp", f"dprime[{cm}]"), ("__denom", "denom")],
                         "((__d - (__a * __dp)) / __denom)", f"dprime[{ck}]", ind + 4)
        lines.append(f"{pad}}}")
        return lines
    body, grid = map2d_columns(["denom"], inner)
    return Kernel(f"vsolve_forward_49_map_0_{state}_2", ["a", "b", "c", "cp", "d", "dprime"],
                  {"cp": (ALL_I, ALL_J, ALL_K), "dprime": (ALL_I, ALL_J, ALL_K)}, grid, body)


def k_vsolve_backward(state):
    def inner(ind):
        pad = " " * ind
        top = idx3("i", "j", "(K - 1)")
        lines = tasklet("assign_58", [("__inp", f"dprime[{top}]")], "__inp", f"w[{top}]", ind)
        lines.append(f"{pad}for (k = (K - 2); (k >= 0); k = (k - 1)) {{")
        ck, cp1 = idx3("i", "j", "k"), idx3("i", "j", "(k + 1)")
        lines += tasklet("w_60", [("__dp", f"dprime[{ck}]"), ("__cp", f"cp[{ck}]"), ("__w", f"w[{cp1}]")],
                         "(__dp - (__cp * __w))", f"w[{ck}]", ind + 4)
        lines.append(f"{pad}}}")
        return lines
    body, grid = map2d_columns([], inner)
    return Kernel(f"vsolve_backward_57_map_0_{state}_4", ["cp", "dprime", "w"], {"w": (ALL_I, ALL_J, ALL_K)}, grid, body)


# ---- pace's checks (-DPACE_STYLE) ---------------------------------------------------------

CHECKS = {  # pace's checker: (kernel label, condition, message)
    "nan": ("nan_check", "_inp != _inp", "NaN found"),
    "neg_tracer": ("neg_tracers_check", "_inp < -1e-8", "tracer is negative"),
    "neg_delp": ("neg_delp_check", "_inp < 0", "delp* is negative"),
}


def checks_of(field):
    kinds = ["nan"]
    if any(t in field for t in TRACERS):
        kinds.append("neg_tracer")
    if "delp" in field:
        kinds.append("neg_delp")
    return kinds


def k_check(kind, field, ranges, state, node):
    """pace's _check_node: a map over the region just written, a tasklet that prints a hit."""
    label, cond, msg = CHECKS[kind]
    ri, rj, rk = ranges
    bx = "(64 * blockIdx.x)" if ri.begin == "0" else f"((64 * blockIdx.x) + {ri.begin})"
    by = "(8 * blockIdx.y)" if rj.begin == "0" else f"((8 * blockIdx.y) + {rj.begin})"
    bz = "blockIdx.z" if rk.begin == "0" else f"(blockIdx.z + {rk.begin})"
    body = ["    {", "        {",
            f"            int b___i0 = {bx};", f"            int b___i1 = {by};", f"            int b___i2 = {bz};",
            "            {",
            "                int __i0 = (threadIdx.x + b___i0);", "                int __i1 = (threadIdx.y + b___i1);",
            "                int __i2 = (threadIdx.z + b___i2);",
            f"                if (__i0 >= b___i0 && __i0 < (Min({ri.end}, (b___i0 + 63)) + 1)) {{",
            f"                    if (__i1 >= b___i1 && __i1 < (Min({rj.end}, (b___i1 + 7)) + 1)) {{",
            f"                        if (__i2 >= b___i2 && __i2 < (Min({rk.end}, b___i2) + 1)) {{",
            "                            {",
            f"                                double _inp = {field}[{idx3('__i0', '__i1', '__i2')}];",
            "",
            "                                ///////////////////",
            f"                                // Tasklet code ({label})",
            f"                                if({cond}){{",
            f'                                    printf("{field} value (%f) {msg} at line %d, index %d, %d, %d\\n", _inp, __LINE__, __i0, __i1, __i2);',
            "                                }",
            "                                ///////////////////",
            "",
            "                            }",
            "                        }", "                    }", "                }",
            "            }", "        }", "    }"]
    grid = (f"int_ceil({ri.count}, 64)", f"int_ceil({rj.count}, 8)", rk.count)
    return Kernel(f"{label}_map_0_{state}_{node}", [field], {}, grid, body)


def program():
    """The step's kernels in launch order, each with the pace checks that follow it."""
    ks = [k_smooth_pt(0), k_delp_update(1)]
    for t, q in enumerate(TRACERS):
        s = 2 + t
        ks += [k_flux(q, "x", s, 1), k_flux(q, "y", s, 7), k_advect(q, s, 13)]
    s = 2 + len(TRACERS)
    ks += [k_copy_delp(s), k_vsolve_forward(s + 1), k_vsolve_backward(s + 2)]
    steps = []
    for k in ks:
        state = k.name.split("_")[-2]
        node = int(k.name.split("_")[-1]) + 1
        checks = []
        for field, ranges in k.writes.items():
            for kind in checks_of(field):
                checks.append(k_check(kind, field, ranges, state, node))
                node += 1
        steps.append((k, checks))
    return steps


# ---- writing the files --------------------------------------------------------------------

HEAD = "/* DaCe-shaped code written by bench/gpu/generate.py (pdd's GPU benchmark); do not edit. */\n"
STATE = f"""struct {PROGRAM}_state_t {{
    dace::cuda::Context *gpu_context;
""" + "".join(f"    double * __restrict__ __0_{t};\n" for t in TRANSIENTS) + "};\n"


def kernel_code(k, wrapper_tail):
    name, params = k.name, ", ".join(k.params())
    out = [f"__global__ void  __launch_bounds__({BLOCK[0] * BLOCK[1] * BLOCK[2]}) {name}({params}) {{"]
    out += k.body
    out.append("}")
    out.append("")
    out.append("")
    sig = f"void __dace_runkernel_{name}({PROGRAM}_state_t *__state, {params})"
    gx, gy, gz = k.grid
    args = ", ".join(f"(void *)&{a}" for a in k.param_names())
    out += [f"DACE_EXPORTED {sig};", sig, "{", "",
            f"    if ((({gx}) <= 0) || (({gy}) <= 0) || (({gz}) <= 0)) {{",
            f'        printf("Warning: Skipping launching kernel \\"{name}\\" due to an empty grid.\\n");',
            "        return;", "    }", "",
            f"    void  *{name}_args[] = {{ {args} }};",
            f"    gpuError_t __err = cudaLaunchKernel((void*){name}, dim3({gx}, {gy}, {gz}), dim3({BLOCK[0]}, {BLOCK[1]}, {BLOCK[2]}), "
            f"{name}_args, 0, __state->gpu_context->streams[0]);",
            f'    DACE_KERNEL_LAUNCH_CHECK(__err, "{name}", {gx}, {gy}, {gz}, {BLOCK[0]}, {BLOCK[1]}, {BLOCK[2]});',
            wrapper_tail, "}"]
    return out


def cuda_file(steps):
    out = [HEAD.rstrip(), "", "#include <cuda_runtime.h>", "#include <dace/dace.h>", "",
           "// DaCe's syncdebug, on for pace's way only (pace turns it on with PACE_DACE_DEBUG). A macro,",
           "// not an #ifdef block ending each launcher: pdd-instrument puts the launcher's",
           "// PDD_KERNEL_END after its last statement, which would be inside such a block.",
           "#ifdef PACE_STYLE",
           "#define FV3_STEP_SYNCDEBUG() do { DACE_GPU_CHECK(cudaGetLastError()); "
           "DACE_GPU_CHECK(cudaDeviceSynchronize()); } while (0)",
           "#else", "#define FV3_STEP_SYNCDEBUG() do { } while (0)", "#endif", "", STATE]
    out += [f"DACE_EXPORTED int __dace_init_cuda({PROGRAM}_state_t *__state, int I, int J, int K);",
            f"DACE_EXPORTED int __dace_exit_cuda({PROGRAM}_state_t *__state);",
            f"DACE_EXPORTED void __dace_gpu_set_all_streams({PROGRAM}_state_t *__state, gpuStream_t stream);", "",
            f"int __dace_init_cuda({PROGRAM}_state_t *__state, int I, int J, int K) {{",
            "    int count;", "",
            "    // Check that we are able to run cuda code",
            "    if (cudaGetDeviceCount(&count) != cudaSuccess)", "    {",
            '        printf("ERROR: GPU drivers are not configured or cuda-capable device "',
            '               "not found\\n");', "        return 1;", "    }",
            "    if (count == 0)", "    {", '        printf("ERROR: No cuda-capable devices found\\n");', "        return 2;", "    }",
            "", "    // Initialize cuda before we run the application", "    float *dev_X;",
            "    DACE_GPU_CHECK(cudaMalloc((void **) &dev_X, 1));", "    DACE_GPU_CHECK(cudaFree(dev_X));", "",
            "    __state->gpu_context = new dace::cuda::Context(1, 1);", "",
            "    // Create cuda streams and events", "    for(int i = 0; i < 1; ++i) {",
            "        DACE_GPU_CHECK(cudaStreamCreateWithFlags(&__state->gpu_context->internal_streams[i], cudaStreamNonBlocking));",
            "        __state->gpu_context->streams[i] = __state->gpu_context->internal_streams[i]; // Allow for externals to modify streams",
            "    }", "    for(int i = 0; i < 1; ++i) {",
            "        DACE_GPU_CHECK(cudaEventCreateWithFlags(&__state->gpu_context->events[i], cudaEventDisableTiming));",
            "    }", "", "    return 0;", "}", "",
            f"int __dace_exit_cuda({PROGRAM}_state_t *__state) {{", "",
            "    // Synchronize and check for CUDA errors",
            "    int __err = static_cast<int>(__state->gpu_context->lasterror);", "    if (__err == 0)",
            "        __err = static_cast<int>(cudaDeviceSynchronize());", "",
            "    // Destroy cuda streams and events", "    for(int i = 0; i < 1; ++i) {",
            "        DACE_GPU_CHECK(cudaStreamDestroy(__state->gpu_context->internal_streams[i]));", "    }",
            "    for(int i = 0; i < 1; ++i) {", "        DACE_GPU_CHECK(cudaEventDestroy(__state->gpu_context->events[i]));", "    }",
            "", "    delete __state->gpu_context;", "    return __err;", "}", "",
            f"void __dace_gpu_set_all_streams({PROGRAM}_state_t *__state, gpuStream_t stream)", "{",
            "    for (int i = 0; i < 1; ++i)", "        __state->gpu_context->streams[i] = stream;", "}", ""]
    tail = "    FV3_STEP_SYNCDEBUG();"
    for k, checks in steps:
        out += kernel_code(k, tail)
    out += ["", "// pace's PACE_DACE_DEBUG checks: a map after each kernel per written array and checker.",
            "#ifdef PACE_STYLE"]
    for k, checks in steps:
        for c in checks:
            out += kernel_code(c, tail)
    out.append("#endif")
    return "\n".join(out) + "\n"


def call(k, ind):
    return f"{' ' * ind}__dace_runkernel_{k.name}(__state, {', '.join(arg_expr(a) for a in k.param_names())});"


def arg_expr(a):
    return f"__state->__0_{a}" if a in TRANSIENTS else a


def host_file(steps):
    args3 = sorted(ARGS_3D + ARGS_2D)
    params = ", ".join(f"double * __restrict__ {a}" for a in args3) + ", int I, int J, int K"
    names = ", ".join(args3) + ", I, J, K"
    out = [HEAD.rstrip(), "#include <dace/dace.h>", "", STATE]
    for k, checks in steps:
        out.append(f"DACE_EXPORTED void __dace_runkernel_{k.name}({PROGRAM}_state_t *__state, {', '.join(k.params())});")
    out.append("#ifdef PACE_STYLE")
    for k, checks in steps:
        for c in checks:
            out.append(f"DACE_EXPORTED void __dace_runkernel_{c.name}({PROGRAM}_state_t *__state, {', '.join(c.params())});")
    out += ["#endif", "",
            f"void __program_{PROGRAM}_internal({PROGRAM}_state_t*__state, {params})", "{"]
    for k, checks in steps:
        out += ["", "    {", call(k, 8)]
        if checks:
            out.append("#ifdef PACE_STYLE")
            out += [call(c, 8) for c in checks]
            out.append("#endif")
        out.append("    }")
    out += ["    DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[0]));", "}", "",
            f"DACE_EXPORTED void __program_{PROGRAM}({PROGRAM}_state_t *__state, {params})", "{",
            f"    __program_{PROGRAM}_internal(__state, {names});", "}", "",
            f"DACE_EXPORTED int __dace_init_cuda({PROGRAM}_state_t *__state, int I, int J, int K);",
            f"DACE_EXPORTED int __dace_exit_cuda({PROGRAM}_state_t *__state);", "",
            f"DACE_EXPORTED {PROGRAM}_state_t *__dace_init_{PROGRAM}(int I, int J, int K)", "{",
            "    int __result = 0;",
            f"    {PROGRAM}_state_t *__state = new {PROGRAM}_state_t;", "",
            "    __result |= __dace_init_cuda(__state, I, J, K);",
            "    if (__result) {", "        delete __state;", "        return nullptr;", "    }"]
    for t in TRANSIENTS:
        out.append(f"    DACE_GPU_CHECK(cudaMalloc((void**)&__state->__0_{t}, ((I * J) * K) * sizeof(double)));")
        out.append(f"    DACE_GPU_CHECK(cudaMemset(__state->__0_{t}, 0, ((I * J) * K) * sizeof(double)));")
    out += ["    return __state;", "}", "",
            f"DACE_EXPORTED int __dace_exit_{PROGRAM}({PROGRAM}_state_t *__state)", "{"]
    out += [f"    DACE_GPU_CHECK(cudaFree(__state->__0_{t}));" for t in TRANSIENTS]
    out += ["    int __err = __dace_exit_cuda(__state);", "    delete __state;", "    return __err;", "}"]
    return "\n".join(out) + "\n"


def header_file():
    args3 = sorted(ARGS_3D + ARGS_2D)
    params = ", ".join(f"double * __restrict__ {a}" for a in args3) + ", int I, int J, int K"
    return (HEAD + "#include <dace/dace.h>\n"
            f"typedef void * {PROGRAM}Handle_t;\n"
            f'extern "C" {PROGRAM}Handle_t __dace_init_{PROGRAM}(int I, int J, int K);\n'
            f'extern "C" int __dace_exit_{PROGRAM}({PROGRAM}Handle_t handle);\n'
            f'extern "C" void __program_{PROGRAM}({PROGRAM}Handle_t handle, {params});\n'
            f'extern "C" void __dace_gpu_set_all_streams({PROGRAM}Handle_t handle, gpuStream_t stream);\n')


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", default=HERE, help="folder to write into (default: beside this script)")
    ap.add_argument("--check", action="store_true",
                    help="write nothing; exit 1 when a file in --out is not this script's output")
    o = ap.parse_args()
    steps = program()
    files = ((f"{PROGRAM}_cuda.cu", cuda_file(steps)), (f"{PROGRAM}.cpp", host_file(steps)),
             (f"{PROGRAM}.h", header_file()))
    if o.check:
        stale = []
        for name, text in files:
            path = os.path.join(o.out, name)
            if not os.path.exists(path) or open(path).read() != text:
                stale.append(path)
        if stale:
            print(f"generate.py: {', '.join(stale)}: not this script's output; run python3 {__file__} "
                  "and commit what it writes")
            sys.exit(1)
        print(f"generate.py: {', '.join(n for n, _ in files)} in {o.out} are this script's output")
        return
    os.makedirs(o.out, exist_ok=True)
    for name, text in files:
        with open(os.path.join(o.out, name), "w") as f:
            f.write(text)
    nk = len(steps)
    nc = sum(len(c) for _, c in steps)
    print(f"generate.py: {nk} kernels a step, {nc} pace check kernels; wrote {PROGRAM}_cuda.cu, "
          f"{PROGRAM}.cpp, {PROGRAM}.h in {o.out}")


if __name__ == "__main__":
    main()
