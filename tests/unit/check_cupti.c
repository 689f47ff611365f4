/* check_cupti.c: libpdd's CUPTI support without a GPU — hand-filled activity buffers become
 * /progress rows of "cupti" kernel rows, synthetic API callbacks of failing calls become
 * cuda_error events, and a missing libcupti leaves pdd silent and logging as before. */
#include "test_support.h"
#include "test_unit.h"

#include "pdd_cupti.h"
#include <pdd/log.h>

#include <fcntl.h>

/* Runs fn with stderr going to a file; returns what was written there (caller frees). */
static char *stderr_of(void (*fn)(void))
{
    char path[300];
    snprintf(path, sizeof path, "%s/stderr.txt", getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp");
    int fd = open(path, O_RDWR | O_CREAT | O_TRUNC, 0600), saved = dup(2);
    ck_assert_int_ge(fd, 0);
    fflush(stderr);
    dup2(fd, 2);
    fn();
    fflush(stderr);
    dup2(saved, 2);
    close(saved);
    char *text = calloc(1, 4096);
    ck_assert_int_ge(pread(fd, text, 4095, 0), 0);
    close(fd);
    unlink(path);
    return text;
}

#if PDD_HAVE_CUPTI
#include <dlfcn.h>
#include <driver_types.h>

enum { I = 2, J = 3, K = 4, N = I * J * K };
static double src[N], delp[N];

/* KERNEL records of the journal, with their strings. */
typedef struct kernel_row {
    pdd_rec_kernel rec;
    char name[256], source[256], label[256];
} kernel_row;
typedef struct kernel_rows {
    kernel_row row[64];
    int n;
} kernel_rows;

static int collect_kernels(const pdd_journal_rec *r, void *ctx)
{
    kernel_rows *k = ctx;
    if (r->type != PDD_REC_KERNEL || k->n == 64)
        return 0;
    kernel_row *row = &k->row[k->n++];
    memcpy(&row->rec, r->payload, sizeof row->rec);
    const char *s = (const char *)r->payload + sizeof row->rec;
    snprintf(row->name, sizeof row->name, "%s", s);
    s += strlen(s) + 1;
    snprintf(row->source, sizeof row->source, "%s", s);
    s += strlen(s) + 1;
    snprintf(row->label, sizeof row->label, "%s", s);
    return 0;
}

static const kernel_row *kernel_named(const kernel_rows *k, const char *name)
{
    for (int i = 0; i < k->n; i++)
        if (!strcmp(k->row[i].name, name))
            return &k->row[i];
    return NULL;
}

static kernel_rows *journal_kernels(const char *journal)
{
    kernel_rows *k = calloc(1, sizeof *k);
    char err[512];
    ck_assert_ptr_nonnull(k);
    ck_assert_int_eq(pdd_journal_scan(journal, collect_kernels, k, NULL, err, sizeof err), 0);
    return k;
}

/* Activity records as CUPTI 13 lays them in a buffer: back to back, 8-byte aligned. */
static _Alignas(8) uint8_t buffer[16384];
static size_t used;

static size_t record_size(CUpti_ActivityKind kind)
{
    return kind == CUPTI_ACTIVITY_KIND_MEMCPY ? sizeof(CUpti_ActivityMemcpy6)
                                              : sizeof(CUpti_ActivityKernel10);
}

static void add_kernel(const char *name, uint64_t start, uint64_t end)
{
    CUpti_ActivityKernel10 k;
    memset(&k, 0, sizeof k);
    k.kind = CUPTI_ACTIVITY_KIND_CONCURRENT_KERNEL;
    k.start = start, k.end = end, k.completed = end;
    k.deviceId = 0, k.streamId = 7, k.correlationId = (uint32_t)used;
    k.gridX = k.gridY = k.gridZ = 1, k.blockX = 128, k.blockY = k.blockZ = 1;
    k.name = name;
    memcpy(buffer + used, &k, sizeof k);
    used += sizeof k;
}

static void add_memcpy(uint64_t start, uint64_t end)
{
    CUpti_ActivityMemcpy6 m;
    memset(&m, 0, sizeof m);
    m.kind = CUPTI_ACTIVITY_KIND_MEMCPY;
    m.start = start, m.end = end, m.bytes = 4096;
    memcpy(buffer + used, &m, sizeof m);
    used += sizeof m;
}

/* A walker that does what cuptiActivityGetNextRecord does with these two kinds. */
static CUptiResult walk_records(uint8_t *buf, size_t valid, CUpti_Activity **rec)
{
    size_t at = 0;
    if (*rec)
        at = (size_t)((uint8_t *)*rec - buf) + record_size((*rec)->kind);
    if (at + sizeof(CUpti_Activity) > valid)
        return CUPTI_ERROR_MAX_LIMIT_REACHED;
    *rec = (CUpti_Activity *)(void *)(buf + at);
    return CUPTI_SUCCESS;
}

/* libcupti's own walker where the library loads (it needs no device). */
static pdd_cupti_next_record_fn real_walker(void)
{
    void *h = dlopen("libcupti.so", RTLD_NOW | RTLD_LOCAL);
    if (!h)
        h = dlopen("/usr/local/cuda/lib64/libcupti.so", RTLD_NOW | RTLD_LOCAL);
    return h ? (pdd_cupti_next_record_fn)dlsym(h, "cuptiActivityGetNextRecord") : NULL;
}

/* The same buffer through either walker gives the same rows. */
static void kernel_records_through(pdd_cupti_next_record_fn next)
{
    const char *jp = tsup_start(NULL);
    const uint64_t t0 = 1800000000000000000u;
    pdd_cupti_set_clock(5000, t0); /* CUPTI time 5000 is the log's t0 */
    used = 0;
    add_kernel("volta_sgemm_128x64_nn", 5100, 5300);
    add_kernel("_Z17update_delp_0_0_1PdPKdiii", 5400, 5450); /* the instrumented kernel */
    add_memcpy(5460, 5470);
    add_kernel("volta_sgemm_128x64_nn", 5500, 5800);
    add_kernel("volta_sgemm_128x64_nn", 0, 0); /* untimed: left out */
    ck_assert_int_eq(pdd_cupti_take_buffer(buffer, used, next), 3);

    tsup_log *l = tsup_collect(jp);
    kernel_rows *k = journal_kernels(jp);
    const kernel_row *gemm = kernel_named(k, "volta_sgemm_128x64_nn");
    ck_assert_ptr_nonnull(gemm);
    ck_assert_str_eq(gemm->source, "cupti");
    ck_assert_str_eq(gemm->label, "");
    ck_assert_int_eq(gemm->rec.line, 0);
    ck_assert_int_eq(gemm->rec.unit, -1);
    /* The instrumented kernel's GPU side: its own row, its name and label, source cupti. */
    pdd_unit_rt *rt = tu_unit.rt;
    const kernel_row *gpu_delp = NULL;
    for (int i = 0; i < k->n; i++)
        if (!strcmp(k->row[i].name, "update_delp_0_0_1") && !strcmp(k->row[i].source, "cupti"))
            gpu_delp = &k->row[i];
    ck_assert_ptr_nonnull(gpu_delp);
    ck_assert_str_eq(gpu_delp->label, "update_delp");
    ck_assert_int_ne(gpu_delp->rec.id, rt->kernels[K_DELP].gid);

    ck_assert_int_eq(l->npr, 3);
    ck_assert_int_eq(l->pr[0].kernel, gemm->rec.id);
    ck_assert_uint_eq(l->pr[0].call, 1);
    ck_assert_uint_eq(l->pr[0].t_begin_ns, t0 + 100);
    ck_assert_uint_eq(l->pr[0].t_end_ns, t0 + 300);
    ck_assert_int_eq(l->pr[1].kernel, gpu_delp->rec.id);
    ck_assert_uint_eq(l->pr[1].call, 1);
    ck_assert_int_eq(l->pr[2].kernel, gemm->rec.id);
    ck_assert_uint_eq(l->pr[2].call, 2); /* calls count per name */
    ck_assert_uint_eq(l->pr[2].t_begin_ns, t0 + 500);
    ck_assert_uint_eq(l->pr[2].t_end_ns, t0 + 800);
    ck_assert_int_eq(l->nev, 0);
    free(l);
    free(k);
}

START_TEST(kernel_records_become_progress_rows_of_cupti_kernel_rows)
{
    kernel_records_through(walk_records);
}
END_TEST

START_TEST(libcuptis_own_walker_reads_the_hand_filled_buffer_the_same_way)
{
    pdd_cupti_next_record_fn next = real_walker();
    if (!next) {
        printf("check_cupti: libcupti.so not loadable here; its walker is not compared\n");
        return;
    }
    kernel_records_through(next);
}
END_TEST

START_TEST(a_name_keeps_its_row_and_the_log_lists_it_once)
{
    const char *jp = tsup_start(NULL);
    int32_t a = pdd_cupti_kernel_id("cutlass_kernel_a"), b = pdd_cupti_kernel_id("cutlass_kernel_b");
    ck_assert_int_ge(a, 0);
    ck_assert_int_ne(a, b);
    ck_assert_int_eq(pdd_cupti_kernel_id("cutlass_kernel_a"), a);
    ck_assert_int_eq(pdd_flush(), 0);
    char log_path[600], err[512];
    snprintf(log_path, sizeof log_path, "%.*s", (int)(strlen(jp) - 8), jp); /* no .journal */
    pdd_log *log;
    ck_assert_msg(pdd_log_open(log_path, &log, err, sizeof err) == 0, "%s", err);
    size_t n;
    const pdd_log_kernel *ks = pdd_log_kernels(log, &n);
    int seen_a = 0;
    for (size_t i = 0; i < n; i++) {
        ck_assert_int_eq(ks[i].id, (int32_t)i); /* ids stay dense with run-time rows */
        if (!strcmp(ks[i].name, "cutlass_kernel_a")) {
            seen_a++;
            ck_assert_str_eq(ks[i].source, "cupti");
            ck_assert_int_eq(ks[i].unit, -1);
            ck_assert_int_eq(ks[i].id, a);
        }
    }
    ck_assert_int_eq(seen_a, 1);
    pdd_log_close(log);
    /* A restarted runtime journals the rows made before it again: still dense, still once. */
    jp = tsup_start(NULL);
    kernel_rows *k = journal_kernels(jp);
    ck_assert_ptr_nonnull(kernel_named(k, "cutlass_kernel_b"));
    ck_assert_int_eq(kernel_named(k, "cutlass_kernel_b")->rec.id, b);
    free(k);
}
END_TEST

/* One API callback as CUPTI makes it. */
static void api_call(int runtime, int site, const char *fn, int code)
{
    CUpti_CallbackData cb;
    memset(&cb, 0, sizeof cb);
    cb.callbackSite = site ? CUPTI_API_EXIT : CUPTI_API_ENTER;
    cb.functionName = fn;
    cudaError_t rerr = (cudaError_t)code;
    CUresult derr = (CUresult)code;
    cb.functionReturnValue = site ? (runtime ? (void *)&rerr : (void *)&derr) : NULL;
    pdd_cupti_api_callback(NULL, runtime ? CUPTI_CB_DOMAIN_RUNTIME_API : CUPTI_CB_DOMAIN_DRIVER_API,
                           0, &cb);
}
enum { ENTER = 0, EXIT = 1 };

START_TEST(a_failing_cudaMalloc_is_a_cuda_error_event_outside_any_kernel)
{
    const char *jp = tsup_start(NULL);
    api_call(1, ENTER, "cudaMalloc_v3020", 0);
    api_call(1, EXIT, "cudaMalloc_v3020", cudaErrorMemoryAllocation);
    tsup_log *l = tsup_collect(jp);
    ck_assert_int_eq(l->nev, 1);
    const pdd_rec_event *e = &l->ev[0];
    ck_assert_int_eq(e->kind, PDD_KIND_CUDA_ERROR);
    ck_assert_int_eq(e->cuda_error, 2);
    ck_assert_double_eq(e->value, 2);
    ck_assert_int_eq(e->kernel, -1);
    ck_assert_uint_eq(e->call, 0);
    ck_assert_int_eq(e->site, -1);
    ck_assert_uint_eq(e->count, 1);
    const char *want = "cudaErrorMemoryAllocation (2): cudaMalloc failed (CUDA runtime API)\n#0 ";
    ck_assert_msg(!strncmp(l->ev_text[0], want, strlen(want)), "text: %s", l->ev_text[0]);
    /* the caller's frames, none of libpdd's own */
    ck_assert_msg(strstr(l->ev_text[0], " a_failing_cudaMalloc_is_a_cuda_error_event_outside_any_kernel"),
                  "backtrace: %s", l->ev_text[0]);
    ck_assert_msg(!strstr(l->ev_text[0], "record_failure") && !strstr(l->ev_text[0], "pdd_cupti_api"),
                  "backtrace: %s", l->ev_text[0]);
    free(l);
}
END_TEST

START_TEST(a_failing_cuLaunchKernel_during_an_instrumented_call_names_that_kernel)
{
    const char *jp = tsup_start(NULL);
    pdd_unit_rt *rt = tu_unit.rt;
    pdd_kernel_begin(&tu_unit, K_ADVECT);
    pdd_kernel_end(&tu_unit, K_ADVECT);
    pdd_kernel_begin(&tu_unit, K_ADVECT); /* call 2 */
    api_call(0, ENTER, "cuLaunchKernel", 0);
    api_call(0, EXIT, "cuLaunchKernel", CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES);
    ck_assert(pdd_cupti_recorded(rt->kernels[K_ADVECT].gid, 2, CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES));
    ck_assert(!pdd_cupti_recorded(rt->kernels[K_ADVECT].gid, 1, CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES));
    pdd_kernel_end(&tu_unit, K_ADVECT);
    tsup_log *l = tsup_collect(jp);
    ck_assert_int_eq(l->nev, 1);
    ck_assert_int_eq(l->ev[0].kernel, rt->kernels[K_ADVECT].gid);
    ck_assert_uint_eq(l->ev[0].call, 2);
    ck_assert_int_eq(l->ev[0].cuda_error, 701);
    const char *want = "CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES (701): cuLaunchKernel failed (CUDA driver API)\n";
    ck_assert_msg(!strncmp(l->ev_text[0], want, strlen(want)), "text: %s", l->ev_text[0]);
    free(l);
}
END_TEST

START_TEST(a_driver_failure_inside_a_runtime_call_rides_on_its_failure_or_vanishes)
{
    const char *jp = tsup_start(NULL);
    api_call(1, ENTER, "cudaMalloc_v3020", 0);
    api_call(0, ENTER, "cuMemAlloc_v2", 0);
    api_call(0, EXIT, "cuMemAlloc_v2", CUDA_ERROR_OUT_OF_MEMORY);
    api_call(1, EXIT, "cudaMalloc_v3020", cudaErrorMemoryAllocation);
    /* the runtime recovered from this one: not the program's failure */
    api_call(1, ENTER, "cudaFree_v3020", 0);
    api_call(0, EXIT, "cuMemFree_v2", CUDA_ERROR_INVALID_VALUE);
    api_call(1, EXIT, "cudaFree_v3020", cudaSuccess);
    /* a driver call the program makes itself */
    api_call(0, ENTER, "cuMemFree_v2", 0);
    api_call(0, EXIT, "cuMemFree_v2", CUDA_ERROR_INVALID_VALUE);
    tsup_log *l = tsup_collect(jp);
    ck_assert_int_eq(l->nev, 2);
    ck_assert_msg(strstr(l->ev_text[0], "cudaMalloc failed (CUDA runtime API); inside it cuMemAlloc_v2 "
                                        "returned CUDA_ERROR_OUT_OF_MEMORY (2)\n"),
                  "text: %s", l->ev_text[0]);
    ck_assert_msg(!strncmp(l->ev_text[1], "CUDA_ERROR_INVALID_VALUE (1): cuMemFree_v2 failed", 49),
                  "text: %s", l->ev_text[1]);
    free(l);
}
END_TEST

START_TEST(reports_that_are_not_failures_make_no_event)
{
    const char *jp = tsup_start(NULL);
    api_call(1, EXIT, "cudaStreamQuery_v3020", cudaErrorNotReady);
    api_call(0, EXIT, "cuEventQuery", CUDA_ERROR_NOT_READY);
    api_call(1, EXIT, "cudaGetLastError_v3020", cudaErrorMemoryAllocation);
    api_call(1, EXIT, "cudaPeekAtLastError_v3020", cudaErrorIllegalAddress);
    api_call(0, EXIT, "cuGetProcAddress_v2", CUDA_ERROR_NOT_FOUND);
    api_call(1, EXIT, "cudaFree_v3020", cudaErrorCudartUnloading);
    api_call(1, EXIT, "cudaMemcpy_v3020", cudaSuccess);
    tsup_log *l = tsup_collect(jp);
    ck_assert_int_eq(l->nev, 0);
    free(l);
}
END_TEST

START_TEST(cupti_or_cuda_left_out_of_PDD_CHECKS_records_nothing)
{
    const char *checks[] = {"PDD_CHECKS=default,!cupti", "PDD_CHECKS=default,!cuda",
                            "PDD_CHECKS=default,!progress"};
    for (int c = 0; c < 3; c++) {
        const char *jp = tsup_start(checks[c], NULL);
        api_call(1, EXIT, "cudaMalloc_v3020", cudaErrorMemoryAllocation);
        used = 0;
        add_kernel("volta_sgemm_128x64_nn", 5100, 5300);
        ck_assert_int_eq(pdd_cupti_take_buffer(buffer, used, walk_records), 0);
        tsup_log *l = tsup_collect(jp);
        ck_assert_int_eq(l->nev, c == 2 ? 1 : 0); /* !progress: failures still, no times */
        ck_assert_int_eq(l->npr, 0);
        free(l);
    }
}
END_TEST

START_TEST(a_sticky_error_is_recorded_once_not_at_every_later_call)
{
    const char *jp = tsup_start(NULL);
    api_call(1, EXIT, "cudaDeviceSynchronize_v3020", cudaErrorIllegalAddress);
    api_call(1, EXIT, "cudaMemcpy_v3020", cudaErrorIllegalAddress);
    api_call(0, EXIT, "cuMemFree_v2", CUDA_ERROR_ILLEGAL_ADDRESS);
    api_call(1, EXIT, "cudaMalloc_v3020", cudaErrorMemoryAllocation);
    tsup_log *l = tsup_collect(jp);
    ck_assert_int_eq(l->nev, 2);
    ck_assert_msg(!strncmp(l->ev_text[0], "cudaErrorIllegalAddress (700): cudaDeviceSynchronize failed", 59),
                  "text: %s", l->ev_text[0]);
    ck_assert_int_eq(l->ev[1].cuda_error, cudaErrorMemoryAllocation);
    free(l);
}
END_TEST

START_TEST(failing_calls_over_PDD_MAX_EVENTS_are_counted_not_logged)
{
    const char *jp = tsup_start("PDD_MAX_EVENTS=3", NULL);
    for (int i = 0; i < 5; i++)
        api_call(1, EXIT, "cudaMalloc_v3020", cudaErrorMemoryAllocation);
    tsup_log *l = tsup_collect(jp);
    ck_assert_int_eq(l->nev, 3);
    free(l);
}
END_TEST

static const char *missing_jp;
static void run_without_libcupti(void)
{
    missing_jp = tsup_start("PDD_CUPTI_LIB=/nonexistent/libcupti.so", NULL);
    for (int n = 0; n < N; n++)
        src[n] = n == 5 ? -1.0 : 1.0;
    tu_update_delp(delp, src, I, J, K);
}
static void run_without_libcupti_asked(void)
{
    missing_jp = tsup_start("PDD_CUPTI_LIB=/nonexistent/libcupti.so", "PDD_CHECKS=default,cupti",
                            NULL);
}

START_TEST(without_libcupti_pdd_stays_silent_and_logs_normally)
{
    char *err = stderr_of(run_without_libcupti);
    ck_assert_str_eq(err, "");
    ck_assert(!pdd_cupti_running());
    tsup_log *l = tsup_collect(missing_jp);
    ck_assert_int_eq(l->nev, 1);
    ck_assert_int_eq(l->ev[0].kind, PDD_KIND_NEG_DELP);
    ck_assert_int_eq(l->npr, 1);
    free(l);
    free(err);
    /* Named in PDD_CHECKS: one line says why. */
    err = stderr_of(run_without_libcupti_asked);
    ck_assert_msg(!strncmp(err, "pdd: cupti: PDD_CUPTI_LIB=/nonexistent/libcupti.so cannot be loaded: ",
                           69),
                  "stderr: %s", err);
    ck_assert_int_eq((int)(strchr(err, '\n') - err + 1), (int)strlen(err));
    ck_assert(!pdd_cupti_running());
    free(err);
}
END_TEST

static void run_with_libcupti(void)
{
    missing_jp = tsup_start("PDD_CUPTI_LIB=libcupti.so", NULL);
}

START_TEST(libcupti_without_a_driver_or_device_does_nothing)
{
    void *driver = dlopen("libcuda.so.1", RTLD_LAZY | RTLD_LOCAL);
    if (driver || !real_walker()) {
        printf("check_cupti: %s here; the no-device case is not tried\n",
               driver ? "a CUDA driver is installed" : "libcupti.so is not loadable");
        if (driver)
            dlclose(driver);
        return;
    }
    char *err = stderr_of(run_with_libcupti);
    ck_assert_str_eq(err, "");
    ck_assert(!pdd_cupti_running());
    free(err);
}
END_TEST

/* What CUDA's static runtime does at its first call: register its teardown with atexit. After
 * it, CUPTI must not be called; the log must be written by then. */
static void cuda_teardown(void)
{
    struct stat st;
    char log[600];
    snprintf(log, sizeof log, "%s/pdd.0.h5", tsup_dir);
    if (pdd_enabled || pdd_cupti_running() || stat(log, &st))
        _exit(3); /* pdd would have called CUPTI after CUDA's teardown */
}

START_TEST(the_log_ends_before_the_teardown_that_cudas_first_call_registered)
{
    tsup_start(NULL); /* registered its end at exit first, as at load time */
    api_call(1, ENTER, "cudaMalloc_v3020", 0);
    atexit(cuda_teardown); /* inside the first call */
    api_call(1, EXIT, "cudaMalloc_v3020", 0);
    exit(0);
}
END_TEST

START_TEST(cupti_is_a_checker_on_by_default)
{
    tsup_start(NULL);
    ck_assert(pdd_checks & PDD_CHECK_CUPTI);
    ck_assert_str_eq(pdd_check_name(PDD_CHECK_CUPTI), "cupti");
    ck_assert_int_eq(pdd_rt.cfg.cupti_asked, 0);
    tsup_start("PDD_CHECKS=all,!trace", NULL);
    ck_assert_int_eq(pdd_rt.cfg.cupti_asked, 0);
    tsup_start("PDD_CHECKS=nan, cupti,cuda", NULL);
    ck_assert_int_eq(pdd_rt.cfg.cupti_asked, 1);
    tsup_start("PDD_CHECKS=!cupti", NULL);
    ck_assert(!(pdd_checks & PDD_CHECK_CUPTI));
    ck_assert_int_eq(pdd_rt.cfg.cupti_asked, 0);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("cupti");
    TCase *tc = tcase_create("cupti");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, kernel_records_become_progress_rows_of_cupti_kernel_rows);
    tcase_add_test(tc, libcuptis_own_walker_reads_the_hand_filled_buffer_the_same_way);
    tcase_add_test(tc, a_name_keeps_its_row_and_the_log_lists_it_once);
    tcase_add_test(tc, a_failing_cudaMalloc_is_a_cuda_error_event_outside_any_kernel);
    tcase_add_test(tc, a_failing_cuLaunchKernel_during_an_instrumented_call_names_that_kernel);
    tcase_add_test(tc, a_driver_failure_inside_a_runtime_call_rides_on_its_failure_or_vanishes);
    tcase_add_test(tc, reports_that_are_not_failures_make_no_event);
    tcase_add_test(tc, cupti_or_cuda_left_out_of_PDD_CHECKS_records_nothing);
    tcase_add_test(tc, a_sticky_error_is_recorded_once_not_at_every_later_call);
    tcase_add_test(tc, failing_calls_over_PDD_MAX_EVENTS_are_counted_not_logged);
    tcase_add_test(tc, without_libcupti_pdd_stays_silent_and_logs_normally);
    tcase_add_test(tc, libcupti_without_a_driver_or_device_does_nothing);
    tcase_add_test(tc, cupti_is_a_checker_on_by_default);
    tcase_add_exit_test(tc, the_log_ends_before_the_teardown_that_cudas_first_call_registered, 0);
    suite_add_tcase(s, tc);
    return tsup_run(s);
}

#else /* built without the CUPTI headers: pdd says so when asked, and only then */

static void run_asked(void)
{
    tsup_start("PDD_CHECKS=default,cupti", NULL);
}
static void run_default(void)
{
    tsup_start(NULL);
}

START_TEST(a_libpdd_without_cupti_says_so_only_when_cupti_is_named)
{
    char *err = stderr_of(run_default);
    ck_assert_str_eq(err, "");
    free(err);
    err = stderr_of(run_asked);
    ck_assert_msg(!strncmp(err, "pdd: cupti: this libpdd was built without the CUPTI headers", 59),
                  "stderr: %s", err);
    ck_assert(!pdd_cupti_running());
    free(err);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("cupti");
    TCase *tc = tcase_create("cupti");
    tcase_add_test(tc, a_libpdd_without_cupti_says_so_only_when_cupti_is_named);
    suite_add_tcase(s, tc);
    return tsup_run(s);
}

#endif
