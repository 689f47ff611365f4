/* check_cupti_device.c: CUPTI on a real device — a kernel launched through the driver API
 * gets a "cupti" /kernels row and a /progress row with GPU times in the log's clock, and a
 * failing cuMemAlloc becomes a cuda_error event. Skipped (77) where there is no device. */
#include "test_support.h"

#include "pdd_cupti.h"

#if PDD_HAVE_CUPTI
#include <dlfcn.h>

/* A kernel that stores 42, as PTX: the driver compiles it, so no nvcc is needed. */
static const char ptx[] = ".version 7.0\n"
                          ".target sm_70\n"
                          ".address_size 64\n"
                          ".visible .entry pdd_probe_kernel(.param .u64 p)\n"
                          "{\n"
                          "  .reg .b64 %rd<3>;\n"
                          "  .reg .b32 %r<2>;\n"
                          "  ld.param.u64 %rd1, [p];\n"
                          "  cvta.to.global.u64 %rd2, %rd1;\n"
                          "  mov.u32 %r1, 42;\n"
                          "  st.global.u32 [%rd2], %r1;\n"
                          "  ret;\n"
                          "}\n";

#define DRIVER_FUNCS(X)                                                                    \
    X(cuInit) X(cuDeviceGetCount) X(cuDeviceGet) X(cuDevicePrimaryCtxRetain) X(cuCtxSetCurrent) \
    X(cuModuleLoadData) X(cuModuleGetFunction) X(cuMemAlloc_v2) X(cuMemFree_v2)            \
    X(cuLaunchKernel) X(cuCtxSynchronize)
static struct {
#define DRIVER_FIELD(fn) __typeof__(&fn) fn;
    DRIVER_FUNCS(DRIVER_FIELD)
} cu;
static void *driver;
static char skip_why[256];
static const char *jp; /* the journal of the run main started */

/* 0 when the driver is there (not yet initialised: CUPTI must start first). */
static int load_driver(void)
{
    if (getenv("PDD_TEST_SANITIZED")) {
        snprintf(skip_why, sizeof skip_why, "the CUDA driver is not run under the sanitizers");
        return -1;
    }
    if (!(driver = dlopen("libcuda.so.1", RTLD_NOW | RTLD_GLOBAL))) {
        snprintf(skip_why, sizeof skip_why, "no CUDA driver (libcuda.so.1)");
        return -1;
    }
#define DRIVER_LOAD(fn)                                                                    \
    if (!(cu.fn = (__typeof__(cu.fn))dlsym(driver, #fn))) {                                \
        snprintf(skip_why, sizeof skip_why, "libcuda.so.1 has no %s", #fn);                \
        return -1;                                                                         \
    }
    DRIVER_FUNCS(DRIVER_LOAD)
    return 0;
}

typedef struct kernel_seen {
    int32_t id;
    int rows;
} kernel_seen;

static int find_probe_kernel(const pdd_journal_rec *r, void *ctx)
{
    kernel_seen *k = ctx;
    if (r->type != PDD_REC_KERNEL)
        return 0;
    pdd_rec_kernel rec;
    memcpy(&rec, r->payload, sizeof rec);
    const char *name = (const char *)r->payload + sizeof rec;
    const char *source = name + strlen(name) + 1;
    if (!strcmp(name, "pdd_probe_kernel") && !strcmp(source, "cupti")) {
        k->id = rec.id;
        k->rows++;
    }
    return 0;
}

START_TEST(a_device_kernel_gets_gpu_times_and_a_failing_call_an_event)
{
    ck_assert_msg(pdd_cupti_running(), "CUPTI did not start (see the line above)");
    CUdevice dev;
    CUcontext ctx;
    CUmodule mod;
    CUfunction fn;
    CUdeviceptr p, huge;
    ck_assert_int_eq(cu.cuDeviceGet(&dev, 0), CUDA_SUCCESS);
    ck_assert_int_eq(cu.cuDevicePrimaryCtxRetain(&ctx, dev), CUDA_SUCCESS);
    ck_assert_int_eq(cu.cuCtxSetCurrent(ctx), CUDA_SUCCESS);
    ck_assert_int_eq(cu.cuModuleLoadData(&mod, ptx), CUDA_SUCCESS);
    ck_assert_int_eq(cu.cuModuleGetFunction(&fn, mod, "pdd_probe_kernel"), CUDA_SUCCESS);
    ck_assert_int_eq(cu.cuMemAlloc_v2(&p, 4), CUDA_SUCCESS);
    void *args[] = {&p};
    uint64_t before = pdd_now_ns();
    for (int i = 0; i < 3; i++)
        ck_assert_int_eq(cu.cuLaunchKernel(fn, 1, 1, 1, 1, 1, 1, 0, NULL, args, NULL), CUDA_SUCCESS);
    ck_assert_int_eq(cu.cuCtxSynchronize(), CUDA_SUCCESS);
    uint64_t after = pdd_now_ns();
    ck_assert_int_ne(cu.cuMemAlloc_v2(&huge, (size_t)1 << 60), CUDA_SUCCESS);
    cu.cuMemFree_v2(p);
    ck_assert_int_eq(pdd_flush(), 0); /* hands CUPTI's records over */

    kernel_seen k = {-1, 0};
    char err[512];
    ck_assert_int_eq(pdd_journal_scan(jp, find_probe_kernel, &k, NULL, err, sizeof err), 0);
    ck_assert_int_eq(k.rows, 1);
    tsup_log *l = tsup_collect(jp);
    int runs = 0;
    for (int i = 0; i < l->npr; i++) {
        if (l->pr[i].kernel != k.id)
            continue;
        runs++;
        ck_assert_uint_eq(l->pr[i].call, (uint64_t)runs);
        ck_assert_uint_le(l->pr[i].t_begin_ns, l->pr[i].t_end_ns);
        /* GPU times in the log's clock: inside the launches' host window, give or take 5 ms */
        ck_assert_uint_ge(l->pr[i].t_begin_ns + 5000000u, before);
        ck_assert_uint_le(l->pr[i].t_end_ns, after + 5000000u);
    }
    ck_assert_int_eq(runs, 3);
    ck_assert_int_eq(l->nev, 1);
    ck_assert_int_eq(l->ev[0].cuda_error, CUDA_ERROR_OUT_OF_MEMORY);
    ck_assert_int_eq(l->ev[0].kernel, -1);
    const char *want = "CUDA_ERROR_OUT_OF_MEMORY (2): cuMemAlloc_v2 failed (CUDA driver API)\n";
    ck_assert_msg(!strncmp(l->ev_text[0], want, strlen(want)), "text: %s", l->ev_text[0]);
    free(l);
}
END_TEST

int main(void)
{
    if (load_driver()) {
        printf("check_cupti_device: skipped: %s\n", skip_why);
        return 77;
    }
    /* CUPTI starts before the driver is initialised, as in a program that links libpdd; one
     * process throughout (no fork: CUDA does not survive one). */
    jp = tsup_start("PDD_CHECKS=default,cupti", NULL);
    int count = 0;
    if (cu.cuInit(0) != CUDA_SUCCESS || cu.cuDeviceGetCount(&count) != CUDA_SUCCESS || !count) {
        printf("check_cupti_device: skipped: no CUDA device\n");
        return 77;
    }
    Suite *s = suite_create("cupti_device");
    TCase *tc = tcase_create("cupti_device");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, a_device_kernel_gets_gpu_times_and_a_failing_call_an_event);
    suite_add_tcase(s, tc);
    SRunner *sr = srunner_create(s);
    srunner_set_fork_status(sr, CK_NOFORK);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? 1 : 0;
}

#else

int main(void)
{
    printf("check_cupti_device: skipped: libpdd was built without the CUPTI headers\n");
    return 77;
}

#endif
