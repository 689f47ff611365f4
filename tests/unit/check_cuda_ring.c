/* check_cuda_ring.c: the host half of the device probes without a GPU — ring entries written
 * into ordinary memory the way the collect kernel writes them become the same events, trace
 * rows and operands as CPU probes make; an entry not ready yet is not consumed. */
#include "test_support.h"

#include <math.h>

enum { GK_UPDATE, GK_OTHER, GNKERNELS };
enum { GF_DELP, GF_QVAPOR, GF_U, GNFIELDS };
enum { GS_DELP, GS_QVAPOR, GS_U, GS_OTHER, GNSITES };
enum { I = 4, J = 5, K = 6 };
#define AT(i, j, k) ((int64_t)(J * K) * (i) + (int64_t)K * (j) + (k))

static const pdd_kernel_desc g_kernels[GNKERNELS] = {
    {"update_0_0_1", "gpu_unit_cuda.cu", 30, "update"},
    {"other_0_0_2", "gpu_unit_cuda.cu", 60, NULL},
};
static const pdd_field_desc g_fields[GNFIELDS] = {
    {"gpu_delp", PDD_T_F64, 3, PDD_STORAGE_GPU, 0},
    {"gpu_qvapor", PDD_T_F64, 3, PDD_STORAGE_GPU, 0},
    {"u", PDD_T_F32, 3, PDD_STORAGE_GPU, 1},
};
static const pdd_site_desc g_sites[GNSITES] = {
    {GK_UPDATE, GF_DELP, 41, 0}, {GK_UPDATE, GF_QVAPOR, 42, 0}, {GK_UPDATE, GF_U, 43, 0}, {GK_OTHER, GF_U, 61, 0}};
static pdd_range g_ranges[GNSITES];
static pdd_unit g_unit = {PDD_ABI_VERSION, "gpu_program", "gpu_unit_cuda.cu", GNKERNELS, GNFIELDS,
                          GNSITES, g_kernels, g_fields, g_sites, g_ranges, NULL, NULL, NULL, NULL};
PDD_UNIT_REGISTER(g_unit)

/* The host code's unit: it allocates gpu_delp and binds it; it stores nothing itself. */
static const pdd_field_desc h_fields[1] = {{"gpu_delp", PDD_T_F64, 3, PDD_STORAGE_GPU, 0}};
static pdd_unit h_unit = {PDD_ABI_VERSION, "gpu_program", "gpu_unit.cpp", 0, 1, 0, NULL, h_fields, NULL, NULL, NULL, NULL, NULL, NULL};
PDD_UNIT_REGISTER(h_unit)

/* Device memory stands in as host memory here: the "device" pointers are never read. */
static double dev_delp[I * J * K], dev_qvapor[I * J * K];
static float dev_u[I * J * K];
static pdd_cuda_entry ring_mem[64];

static void attach_ring(void)
{
    memset(ring_mem, 0, sizeof ring_mem);
    ck_assert_int_eq(pdd_cuda_ring_attach(ring_mem, ring_mem, 64), 0);
}

/* What the wrapper does before a launch: begin the kernel call, bind the written fields. */
static uint64_t launch(int k)
{
    uint64_t call = pdd_kernel_begin(&g_unit, k);
    int64_t shape[3] = {I, J, K}, strides[3] = {J * K, K, 1};
    pdd_field_bind(&g_unit, GF_DELP, dev_delp, 3, shape, strides);
    pdd_field_bind(&g_unit, GF_QVAPOR, dev_qvapor, 3, shape, strides);
    pdd_field_bind(&g_unit, GF_U, dev_u, 3, shape, strides);
    return call;
}

static pdd_cuda_entry *slot_of(const pdd_cuda_collect *c, int i)
{
    return &ring_mem[(c->slot + (uint64_t)i) & c->mask];
}

/* As the collect kernel writes a site's record: fields first, `ready` last. */
static void put_site(const pdd_cuda_collect *c, int i, uint64_t count, uint64_t nan_count, int64_t off,
                     double value, double min, double max, int64_t nan_off, int ready)
{
    pdd_cuda_entry *e = slot_of(c, i);
    e->unit = c->unit, e->call = c->call;
    e->kind = count ? PDD_CUDA_ENTRY_SITE : PDD_CUDA_ENTRY_EMPTY;
    e->kernel = c->kernel, e->site = c->first_site + i, e->field = c->field[i];
    e->count = count, e->nan_count = nan_count;
    e->offset = off, e->value = value, e->min = min, e->max = max;
    e->nan_offset = nan_off, e->nan_value = NAN;
    if (ready)
        e->ready = c->slot + (uint64_t)i + 1;
}

static int site_gid(int s)
{
    return ((pdd_unit_rt *)g_unit.rt)->sites[s].gid;
}

/* A fresh log and ring, the update kernel's first call, and its collect of three sites
 * prepared in c; the journal's path. */
static const char *first_update_call(pdd_cuda_collect *c)
{
    const char *jp = tsup_start(NULL);
    attach_ring();
    ck_assert_uint_eq(launch(GK_UPDATE), 1);
    ck_assert_int_eq(pdd_cuda_collect_prepare(&g_unit, GK_UPDATE, 0, 3, c), 3);
    return jp;
}

START_TEST(site_entries_become_events_with_kind_index_and_call)
{
    pdd_cuda_collect c;
    const char *jp = first_update_call(&c);
    ck_assert_ptr_eq(c.ring, ring_mem);
    ck_assert_ptr_eq(c.base[0], dev_delp);
    ck_assert_int_eq(c.type[2], PDD_T_F32);
    ck_assert_int_eq(c.ntrace, 0);
    ck_assert_uint_eq(c.call, 1);
    /* delp: one NaN at (0,1,1) and two negatives, the first at (1,2,3) */
    put_site(&c, 0, 3, 1, AT(1, 2, 3), -2.0, -5.0, -2.0, AT(0, 1, 1), 1);
    /* qvapor: two negative tracer values */
    put_site(&c, 1, 2, 0, AT(2, 0, 4), -1e-3, -1e-3, -1e-5, -1, 1);
    put_site(&c, 2, 0, 0, -1, NAN, NAN, NAN, -1, 1); /* u: clean */
    pdd_kernel_end(&g_unit, GK_UPDATE);              /* drains */

    tsup_log *l = tsup_collect(jp);
    ck_assert_int_eq(l->nev, 3);
    const pdd_rec_event *e = &l->ev[0];
    ck_assert_int_eq(e->kind, PDD_KIND_NAN);
    ck_assert_int_eq(e->site, site_gid(GS_DELP));
    ck_assert_uint_eq(e->count, 1);
    ck_assert_uint_eq(e->call, 1);
    ck_assert_int_eq(e->offset, AT(0, 1, 1));
    ck_assert_int_eq(e->ndim, 3);
    ck_assert_int_eq(e->index[0], 0);
    ck_assert_int_eq(e->index[1], 1);
    ck_assert_int_eq(e->index[2], 1);
    ck_assert(isnan(e->value) && isnan(e->min) && isnan(e->max));
    e = &l->ev[1];
    ck_assert_int_eq(e->kind, PDD_KIND_NEG_DELP);
    ck_assert_uint_eq(e->count, 2);
    ck_assert_int_eq(e->index[0], 1);
    ck_assert_int_eq(e->index[1], 2);
    ck_assert_int_eq(e->index[2], 3);
    ck_assert_double_eq(e->value, -2.0);
    ck_assert_double_eq(e->min, -5.0);
    ck_assert_double_eq(e->max, -2.0);
    e = &l->ev[2];
    ck_assert_int_eq(e->kind, PDD_KIND_NEG_TRACER);
    ck_assert_int_eq(e->site, site_gid(GS_QVAPOR));
    ck_assert_uint_eq(e->count, 2);
    ck_assert_int_eq(e->index[0], 2);
    ck_assert_int_eq(e->index[1], 0);
    ck_assert_int_eq(e->index[2], 4);
    ck_assert_double_eq(e->min, -1e-3);
    ck_assert_double_eq(e->max, -1e-5);
    free(l);
    pdd_cuda_ring_detach();
}
END_TEST

/* A launcher that gets a view (a nested SDFG's argument, &gpu_delp[AT(1,2,0)]) binds it
 * with pdd_field_bind_view: the field becomes the array the host bound, so the device's
 * offsets (from the bound base) index the whole array; a view of an array nobody bound
 * keeps offsets from the view and no index. */
START_TEST(a_view_is_indexed_as_the_array_the_host_code_bound)
{
    const char *jp = tsup_start(NULL);
    attach_ring();
    int64_t shape[3] = {I, J, K}, strides[3] = {J * K, K, 1};
    pdd_field_bind(&h_unit, 0, dev_delp, 3, shape, strides);
    ck_assert_uint_eq(pdd_kernel_begin(&g_unit, GK_UPDATE), 1);
    pdd_field_bind_view(&g_unit, GF_DELP, &dev_delp[AT(1, 2, 0)]);
    pdd_field_bind_view(&g_unit, GF_QVAPOR, &dev_qvapor[AT(2, 0, 0)]); /* bound by no unit */
    pdd_field_bind(&g_unit, GF_U, dev_u, 3, shape, strides);
    pdd_cuda_collect c;
    ck_assert_int_eq(pdd_cuda_collect_prepare(&g_unit, GK_UPDATE, 0, 3, &c), 3);
    ck_assert_ptr_eq(c.base[0], dev_delp);
    ck_assert_ptr_eq(c.base[1], &dev_qvapor[AT(2, 0, 0)]);
    /* the device writes offsets from c.base: (1,2,3) of gpu_delp; qvapor's 4th element of the view */
    put_site(&c, 0, 1, 1, -1, NAN, NAN, NAN, AT(1, 2, 3), 1);
    put_site(&c, 1, 1, 1, -1, NAN, NAN, NAN, 3, 1);
    put_site(&c, 2, 0, 0, -1, NAN, NAN, NAN, -1, 1);
    pdd_kernel_end(&g_unit, GK_UPDATE);

    tsup_log *l = tsup_collect(jp);
    ck_assert_int_eq(l->nev, 2);
    ck_assert_int_eq(l->ev[0].offset, AT(1, 2, 3));
    ck_assert_int_eq(l->ev[0].ndim, 3);
    ck_assert_int_eq(l->ev[0].index[0], 1);
    ck_assert_int_eq(l->ev[0].index[1], 2);
    ck_assert_int_eq(l->ev[0].index[2], 3);
    ck_assert_int_eq(l->ev[1].offset, 3);
    ck_assert_int_eq(l->ev[1].ndim, 0);
    free(l);
    /* a view outside every bound array is not taken for one */
    pdd_field_bind_view(&g_unit, GF_DELP, &dev_qvapor[0]);
    ck_assert_ptr_eq(((pdd_unit_rt *)g_unit.rt)->fields[GF_DELP].base, (const char *)dev_qvapor);
    pdd_cuda_ring_detach();
}
END_TEST

/* ABI 3: the collect marks a clean site by `ready` alone; the rest of its entry is whatever an
 * earlier lap left there, and must not be read. (Entries of ABI 2 units, EMPTY with a plain
 * `ready`, are what put_site writes for a clean site.) */
START_TEST(a_clean_site_marked_in_ready_alone_is_skipped_whatever_its_entry_holds)
{
    pdd_cuda_collect c;
    const char *jp = first_update_call(&c);
    put_site(&c, 0, 1, 1, -1, NAN, NAN, NAN, AT(0, 1, 1), 1);
    /* qvapor: a stale bad record of an earlier lap, then the clean mark */
    put_site(&c, 1, 7, 0, AT(2, 0, 4), -1.0, -1.0, -1.0, -1, 0);
    slot_of(&c, 1)->ready = (c.slot + 2) | PDD_CUDA_CLEAN;
    put_site(&c, 2, 0, 0, -1, NAN, NAN, NAN, -1, 1);
    pdd_kernel_end(&g_unit, GK_UPDATE);
    /* the drain went past it: the next call's entry is read too */
    ck_assert_uint_eq(launch(GK_UPDATE), 2);
    ck_assert_int_eq(pdd_cuda_collect_prepare(&g_unit, GK_UPDATE, 0, 3, &c), 3);
    for (int i = 0; i < 3; i++)
        slot_of(&c, i)->ready = (c.slot + (uint64_t)i + 1) | PDD_CUDA_CLEAN;
    put_site(&c, 1, 1, 0, AT(1, 1, 1), -2e-3, -2e-3, -2e-3, -1, 1);
    pdd_kernel_end(&g_unit, GK_UPDATE);
    tsup_log *l = tsup_collect(jp);
    ck_assert_int_eq(l->nev, 2);
    ck_assert_int_eq(l->ev[0].kind, PDD_KIND_NAN);
    ck_assert_int_eq(l->ev[0].site, site_gid(GS_DELP));
    ck_assert_uint_eq(l->ev[0].call, 1);
    ck_assert_int_eq(l->ev[1].kind, PDD_KIND_NEG_TRACER);
    ck_assert_uint_eq(l->ev[1].call, 2);
    ck_assert_uint_eq(l->ev[1].count, 1);
    free(l);
}
END_TEST

/* A program instrumented by the pdd before (ABI 2: its collect writes clean entries whole) is
 * still read; one built for a later ABI than this libpdd's is refused, its probes off. */
START_TEST(units_of_abi_2_are_read_and_later_ones_refused)
{
    tsup_start(NULL);
    static const pdd_field_desc f[1] = {{"x", PDD_T_F64, 1, PDD_STORAGE_GPU, 0}};
    static pdd_unit older = {2, "older", "older.cpp", 0, 1, 0, NULL, f, NULL, NULL, NULL, NULL, NULL, NULL};
    static pdd_unit later = {PDD_ABI_VERSION + 1, "later", "later.cpp", 0, 1, 0, NULL, f, NULL, NULL, NULL, NULL, NULL, NULL};
    ck_assert_int_eq(pdd_unit_register(&older), 0);
    ck_assert_int_eq(pdd_unit_register(&later), -1);
    ck_assert_ptr_null(later.rt);
}
END_TEST

START_TEST(an_entry_not_ready_is_not_consumed_nor_any_after_it)
{
    const char *jp = tsup_start(NULL);
    attach_ring();
    pdd_cuda_collect c1, c2;
    launch(GK_OTHER);
    ck_assert_int_eq(pdd_cuda_collect_prepare(&g_unit, GK_OTHER, GS_OTHER, 1, &c1), 1);
    pdd_kernel_end(&g_unit, GK_OTHER);
    ck_assert_uint_eq(launch(GK_OTHER), 2);
    ck_assert_int_eq(pdd_cuda_collect_prepare(&g_unit, GK_OTHER, GS_OTHER, 1, &c2), 1);
    ck_assert_uint_eq(c2.slot, c1.slot + 1);
    /* the second launch's collect ran, the first one's has not written `ready` yet */
    put_site(&c1, 0, 1, 1, -1, NAN, NAN, NAN, AT(3, 4, 5), 0);
    put_site(&c2, 0, 4, 4, -1, NAN, NAN, NAN, AT(0, 0, 2), 1);
    pdd_cuda_drain();
    tsup_log *l = tsup_collect(jp);
    ck_assert_int_eq(l->nev, 0);
    free(l);
    slot_of(&c1, 0)->ready = c1.slot + 1;
    pdd_cuda_drain();
    l = tsup_collect(jp);
    ck_assert_int_eq(l->nev, 2);
    ck_assert_uint_eq(l->ev[0].call, 1);
    ck_assert_int_eq(l->ev[0].index[0], 3);
    ck_assert_int_eq(l->ev[0].index[2], 5);
    ck_assert_uint_eq(l->ev[1].call, 2);
    ck_assert_uint_eq(l->ev[1].count, 4);
    ck_assert_int_eq(l->ev[1].kind, PDD_KIND_NAN);
    ck_assert_int_eq(l->ev[1].site, site_gid(GS_OTHER));
    free(l);
    pdd_kernel_end(&g_unit, GK_OTHER);
    pdd_cuda_ring_detach();
}
END_TEST

START_TEST(trace_entries_become_trace_rows_at_the_trace_index)
{
    const char *jp = tsup_start("PDD_TRACE_INDEX=1,2,3", NULL);
    attach_ring();
    launch(GK_UPDATE);
    pdd_cuda_collect c;
    ck_assert_int_eq(pdd_cuda_collect_prepare(&g_unit, GK_UPDATE, 0, 3, &c), 6);
    ck_assert_int_eq(c.ntrace, 3);
    for (int t = 0; t < 3; t++) {
        ck_assert_int_eq(c.trace_field[t], t);
        ck_assert_int_eq(c.trace_offset[t], AT(1, 2, 3));
    }
    ck_assert_ptr_eq(c.trace_base[1], dev_qvapor);
    for (int i = 0; i < 3; i++)
        put_site(&c, i, 0, 0, -1, NAN, NAN, NAN, -1, 1);
    for (int t = 0; t < 3; t++) {
        pdd_cuda_entry *e = slot_of(&c, 3 + t);
        e->unit = c.unit, e->call = c.call, e->kind = PDD_CUDA_ENTRY_TRACE;
        e->kernel = c.kernel, e->site = -1, e->field = c.trace_field[t];
        e->offset = c.trace_offset[t], e->value = 0.5 + t;
        e->ready = c.slot + 3 + (uint64_t)t + 1;
    }
    pdd_kernel_end(&g_unit, GK_UPDATE);
    tsup_log *l = tsup_collect(jp);
    ck_assert_int_eq(l->nev, 0);
    ck_assert_int_eq(l->ntr, 3);
    for (int t = 0; t < 3; t++) {
        ck_assert_uint_eq(l->tr[t].call, 1);
        ck_assert_double_eq(l->tr[t].value, 0.5 + t);
        ck_assert_int_eq(l->tr[t].field, ((pdd_unit_rt *)g_unit.rt)->fields[t].gid);
        ck_assert_int_eq(l->tr[t].index[0], 1);
        ck_assert_int_eq(l->tr[t].index[1], 2);
        ck_assert_int_eq(l->tr[t].index[2], 3);
    }
    free(l);
    pdd_cuda_ring_detach();
}
END_TEST

/* u rebound as a 4-D field (2,3,4,5), or as 1-D: its index has as many numbers. */
static void bind_u(int ndim)
{
    int64_t shape4[4] = {2, 3, 4, 5}, strides4[4] = {60, 20, 5, 1};
    int64_t shape1[1] = {I * J * K}, strides1[1] = {1};
    if (ndim == 4)
        pdd_field_bind(&g_unit, GF_U, dev_u, 4, shape4, strides4);
    else
        pdd_field_bind(&g_unit, GF_U, dev_u, 1, shape1, strides1);
}

START_TEST(a_4d_and_a_1d_gpu_field_get_their_full_index_and_trace)
{
    const char *jp = tsup_start("PDD_TRACE_INDEX=1,2,3,4", NULL);
    attach_ring();
    launch(GK_OTHER);
    bind_u(4);
    pdd_cuda_collect c;
    ck_assert_int_eq(pdd_cuda_collect_prepare(&g_unit, GK_OTHER, GS_OTHER, 1, &c), 2);
    ck_assert_int_eq(c.ntrace, 1);
    ck_assert_int_eq(c.trace_offset[0], 60 + 2 * 20 + 3 * 5 + 4);
    put_site(&c, 0, 1, 1, -1, NAN, NAN, NAN, 60 + 2 * 20 + 3 * 5 + 1, 1); /* NaN at (1,2,3,1) */
    pdd_cuda_entry *e = slot_of(&c, 1);
    e->unit = c.unit, e->call = c.call, e->kind = PDD_CUDA_ENTRY_TRACE;
    e->kernel = c.kernel, e->site = -1, e->field = c.trace_field[0];
    e->offset = c.trace_offset[0], e->value = 2.5;
    e->ready = c.slot + 2;
    pdd_kernel_end(&g_unit, GK_OTHER);

    launch(GK_OTHER); /* the next call binds u as 1-D */
    bind_u(1);
    ck_assert_int_eq(pdd_cuda_collect_prepare(&g_unit, GK_OTHER, GS_OTHER, 1, &c), 2);
    ck_assert_int_eq(c.trace_offset[0], 1); /* the leading number of four */
    put_site(&c, 0, 1, 1, -1, NAN, NAN, NAN, 77, 1);
    e = slot_of(&c, 1);
    e->unit = c.unit, e->call = c.call, e->kind = PDD_CUDA_ENTRY_TRACE;
    e->kernel = c.kernel, e->site = -1, e->field = c.trace_field[0];
    e->offset = c.trace_offset[0], e->value = 3.5;
    e->ready = c.slot + 2;
    pdd_kernel_end(&g_unit, GK_OTHER);

    tsup_log *l = tsup_collect(jp);
    ck_assert_int_eq(l->nev, 2);
    const int64_t want4[] = {1, 2, 3, 1, -1, -1, -1, -1};
    const int64_t want1[] = {77, -1, -1, -1, -1, -1, -1, -1};
    ck_assert_int_eq(l->ev[0].ndim, 4);
    ck_assert_int_eq(l->ev[1].ndim, 1);
    for (int d = 0; d < PDD_MAX_DIMS; d++) {
        ck_assert_int_eq(l->ev[0].index[d], want4[d]);
        ck_assert_int_eq(l->ev[1].index[d], want1[d]);
    }
    ck_assert_int_eq(l->ntr, 2);
    const int64_t trace4[] = {1, 2, 3, 4};
    ck_assert_int_eq(l->tr[0].ndim, 4);
    for (int d = 0; d < 4; d++)
        ck_assert_int_eq(l->tr[0].index[d], trace4[d]);
    ck_assert_int_eq(l->tr[0].index[4], -1);
    ck_assert_double_eq(l->tr[0].value, 2.5);
    ck_assert_int_eq(l->tr[1].ndim, 1);
    ck_assert_int_eq(l->tr[1].index[0], 1);
    ck_assert_int_eq(l->tr[1].index[1], -1);
    free(l);
    pdd_cuda_ring_detach();
}
END_TEST

START_TEST(a_field_of_more_dimensions_than_the_trace_index_is_not_traced_on_the_gpu)
{
    tsup_start("PDD_TRACE_INDEX=1,2,3", NULL);
    attach_ring();
    launch(GK_OTHER);
    bind_u(4);
    pdd_cuda_collect c;
    ck_assert_int_eq(pdd_cuda_collect_prepare(&g_unit, GK_OTHER, GS_OTHER, 1, &c), 1);
    ck_assert_int_eq(c.ntrace, 0);
    pdd_cuda_collect_cancel(&c, 1);
    pdd_kernel_end(&g_unit, GK_OTHER);
    pdd_cuda_ring_detach();
}
END_TEST

START_TEST(a_full_ring_refuses_slots_until_drained_or_cancelled)
{
    tsup_start(NULL);
    attach_ring();
    launch(GK_UPDATE);
    pdd_cuda_collect c, first;
    ck_assert_int_eq(pdd_cuda_collect_prepare(&g_unit, GK_UPDATE, 0, 3, &first), 3);
    int reserved = 3;
    while (pdd_cuda_collect_prepare(&g_unit, GK_UPDATE, 0, 3, &c) > 0)
        reserved += 3;
    ck_assert_int_eq(reserved, 63);
    ck_assert_ptr_null(c.ring);   /* full: the collect kernel only resets the records */
    ck_assert_int_eq(c.nsites, 3);
    pdd_cuda_collect_cancel(&first, 3); /* a collect launch that failed */
    pdd_cuda_drain();
    ck_assert_int_eq(pdd_cuda_collect_prepare(&g_unit, GK_UPDATE, 0, 3, &c), 3);
    pdd_kernel_end(&g_unit, GK_UPDATE);
    pdd_cuda_ring_detach();
    ck_assert(!pdd_cuda_ring_attached());
}
END_TEST

START_TEST(pdd_flush_drains_what_is_ready)
{
    const char *jp = tsup_start(NULL);
    attach_ring();
    launch(GK_UPDATE);
    pdd_cuda_collect c;
    ck_assert_int_eq(pdd_cuda_collect_prepare(&g_unit, GK_UPDATE, GS_QVAPOR, 1, &c), 1);
    put_site(&c, 0, 1, 0, AT(3, 0, 1), -0.5, -0.5, -0.5, -1, 1);
    ck_assert_int_eq(pdd_flush(), 0); /* no kernel end in between */
    tsup_log *l = tsup_collect(jp);
    ck_assert_int_eq(l->nev, 1);
    ck_assert_int_eq(l->ev[0].kind, PDD_KIND_NEG_TRACER);
    ck_assert_int_eq(l->ev[0].index[0], 3);
    ck_assert_int_eq(l->ev[0].index[2], 1);
    free(l);
    pdd_kernel_end(&g_unit, GK_UPDATE);
    pdd_cuda_ring_detach();
}
END_TEST

/* ABI 6: a bad site's operands, copied by the collect kernel into the block of the entry's
 * slot, become the OPERAND records of the event they belong to (the NaN's, or the other
 * value's), each address placed in its field as bound; a block of an earlier lap is not read,
 * and a unit of ABI 5, whose struct ends before `ops`, gets nothing written there. */
static pdd_cuda_operands ops_mem[64];

static void put_operand(const pdd_cuda_collect *c, int i, int nan, int field, int role, const void *addr, double v)
{
    pdd_cuda_operands *o = &ops_mem[(c->slot + (uint64_t)i) & c->mask];
    o->nan = nan;
    o->field[o->n] = field, o->role[o->n] = role, o->addr[o->n] = (uint64_t)(uintptr_t)addr, o->value[o->n] = v;
    o->n++;
    o->slot = c->slot + (uint64_t)i + 1;
}

static int field_gid(int f)
{
    return ((pdd_unit_rt *)g_unit.rt)->fields[f].gid;
}

START_TEST(a_bad_sites_operands_become_operand_records_of_the_event_they_belong_to)
{
    const char *jp = tsup_start(NULL);
    memset(ring_mem, 0, sizeof ring_mem);
    memset(ops_mem, 0, sizeof ops_mem);
    ck_assert_int_eq(pdd_cuda_ring_attach_ops(ring_mem, ring_mem, 64, ops_mem, ops_mem), 0);
    ck_assert_uint_eq(launch(GK_UPDATE), 1);
    pdd_cuda_collect c;
    ck_assert_int_eq(pdd_cuda_collect_prepare(&g_unit, GK_UPDATE, 0, 3, &c), 3);
    ck_assert_ptr_eq(c.ops, ops_mem);
    /* delp: a NaN at (0,1,1), read from qvapor(0,1,1) = 0 as a divisor and u(0,1,2) = 1.5; and
     * two negatives, whose event gets none (the block is the NaN's) */
    put_site(&c, 0, 3, 1, AT(1, 2, 3), -2.0, -5.0, -2.0, AT(0, 1, 1), 1);
    put_operand(&c, 0, 1, GF_QVAPOR, PDD_OPERAND_DIVISOR, &dev_qvapor[AT(0, 1, 1)], 0.0);
    put_operand(&c, 0, 1, GF_U, PDD_OPERAND_NONE, &dev_u[AT(0, 1, 2)], 1.5);
    /* qvapor: negative, under a log of delp(2,0,4) = -1 */
    put_site(&c, 1, 2, 0, AT(2, 0, 4), -1e-3, -1e-3, -1e-5, -1, 1);
    put_operand(&c, 1, 0, GF_DELP, PDD_OPERAND_LOG, &dev_delp[AT(2, 0, 4)], -1.0);
    put_site(&c, 2, 0, 0, -1, NAN, NAN, NAN, -1, 1);
    pdd_kernel_end(&g_unit, GK_UPDATE);
    /* call 2: qvapor bad again, its slot's block an earlier lap's (64 slots before) */
    ck_assert_uint_eq(launch(GK_UPDATE), 2);
    ck_assert_int_eq(pdd_cuda_collect_prepare(&g_unit, GK_UPDATE, GS_QVAPOR, 1, &c), 1);
    put_site(&c, 0, 1, 0, AT(3, 0, 0), -1e-3, -1e-3, -1e-3, -1, 1);
    put_operand(&c, 0, 0, GF_DELP, PDD_OPERAND_NONE, &dev_delp[0], 7.0);
    ops_mem[c.slot & c.mask].slot = c.slot + 1 - 64;
    pdd_kernel_end(&g_unit, GK_UPDATE);

    tsup_log *l = tsup_collect(jp);
    ck_assert_int_eq(l->nev, 4);
    ck_assert_int_eq(l->nop, 3);
    const pdd_rec_operand *o = &l->op[0];
    ck_assert_int_eq(o->kind, PDD_KIND_NAN);
    ck_assert_int_eq(o->site, site_gid(GS_DELP));
    ck_assert_uint_eq(o->call, 1);
    ck_assert_int_eq(o->pos, 0);
    ck_assert_int_eq(o->field, field_gid(GF_QVAPOR));
    ck_assert_int_eq(o->role, PDD_OPERAND_DIVISOR);
    ck_assert_int_eq(o->offset, AT(0, 1, 1));
    ck_assert_int_eq(o->ndim, 3);
    ck_assert_int_eq(o->index[0], 0);
    ck_assert_int_eq(o->index[1], 1);
    ck_assert_int_eq(o->index[2], 1);
    ck_assert_double_eq(o->value, 0.0);
    o = &l->op[1];
    ck_assert_int_eq(o->pos, 1);
    ck_assert_int_eq(o->field, field_gid(GF_U));
    ck_assert_int_eq(o->offset, AT(0, 1, 2)); /* f32: 4-byte elements */
    ck_assert_double_eq(o->value, 1.5);
    o = &l->op[2];
    ck_assert_int_eq(o->kind, PDD_KIND_NEG_TRACER);
    ck_assert_int_eq(o->site, site_gid(GS_QVAPOR));
    ck_assert_uint_eq(o->call, 1);
    ck_assert_int_eq(o->field, field_gid(GF_DELP));
    ck_assert_int_eq(o->role, PDD_OPERAND_LOG);
    ck_assert_int_eq(o->index[0], 2);
    ck_assert_int_eq(o->index[2], 4);
    ck_assert_double_eq(o->value, -1.0);
    free(l);

    /* a unit of ABI 5: its smaller struct is written up to `ops`, not past it */
    launch(GK_UPDATE);
    memset(&c, 0xab, sizeof c);
    g_unit.abi = 5;
    ck_assert_int_eq(pdd_cuda_collect_prepare(&g_unit, GK_UPDATE, 0, 3, &c), 3);
    g_unit.abi = PDD_ABI_VERSION;
    pdd_cuda_operands *untouched;
    memset(&untouched, 0xab, sizeof untouched);
    ck_assert_ptr_eq(c.ops, untouched);
    pdd_cuda_collect_cancel(&c, 3);
    pdd_kernel_end(&g_unit, GK_UPDATE);
    pdd_cuda_ring_detach();
}
END_TEST

START_TEST(nothing_is_collected_while_the_probes_are_dormant)
{
    tsup_start("PACE_DACE_DEBUG=", NULL);
    pdd_cuda_collect c;
    ck_assert_int_eq(pdd_cuda_collect_prepare(&g_unit, GK_UPDATE, 0, 3, &c), 0);
    ck_assert_int_eq(c.nsites, 0);
    ck_assert_int_eq(pdd_cuda_ring_attach(ring_mem, ring_mem, 48), -1); /* not a power of two */
}
END_TEST

int main(void)
{
    Suite *s = suite_create("cuda_ring");
    TCase *tc = tcase_create("ring");
    tcase_add_test(tc, site_entries_become_events_with_kind_index_and_call);
    tcase_add_test(tc, a_view_is_indexed_as_the_array_the_host_code_bound);
    tcase_add_test(tc, an_entry_not_ready_is_not_consumed_nor_any_after_it);
    tcase_add_test(tc, a_clean_site_marked_in_ready_alone_is_skipped_whatever_its_entry_holds);
    tcase_add_test(tc, units_of_abi_2_are_read_and_later_ones_refused);
    tcase_add_test(tc, trace_entries_become_trace_rows_at_the_trace_index);
    tcase_add_test(tc, a_4d_and_a_1d_gpu_field_get_their_full_index_and_trace);
    tcase_add_test(tc, a_field_of_more_dimensions_than_the_trace_index_is_not_traced_on_the_gpu);
    tcase_add_test(tc, a_full_ring_refuses_slots_until_drained_or_cancelled);
    tcase_add_test(tc, pdd_flush_drains_what_is_ready);
    tcase_add_test(tc, a_bad_sites_operands_become_operand_records_of_the_event_they_belong_to);
    tcase_add_test(tc, nothing_is_collected_while_the_probes_are_dormant);
    suite_add_tcase(s, tc);
    return tsup_run(s);
}
