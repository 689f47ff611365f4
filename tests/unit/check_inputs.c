/* check_inputs.c: the inputs checker. A kernel that only reads delp and a tracer (as
 * pdd-instrument tables it: input sites, fields bound, no probe in the loop): with
 * PDD_CHECKS naming inputs, its bad inputs are events of that kernel's call at the first bad
 * index, before it runs; without, nothing; which fields are scanned follows PDD_DELP and
 * PDD_TRACERS at run time. */
#include "test_support.h"

#include <math.h>

enum { I = 3, J = 4, K = 5, N = I * J * K };
enum { KR_SUM, KR_OTHER, NK };
enum { FR_OUT, FR_DELP, FR_QICE, FR_WIND, FR_DP_REF, NF };
enum { SR_OUT, SR_DELP, SR_QICE, SR_WIND, SR_DP_REF, SR_UNCHECKED, NS };

static const pdd_kernel_desc in_kernels[NK] = {
    {"column_sum_0_0_1", "check_inputs.c", 30, "column_sum"},
    {"other_0_0_2", "check_inputs.c", 60, NULL},
};
static const pdd_field_desc in_fields[NF] = {
    {"out", PDD_T_F64, 2, PDD_STORAGE_HOST, 0},   {"delp", PDD_T_F64, 3, PDD_STORAGE_HOST, 0},
    {"qice", PDD_T_F32, 3, PDD_STORAGE_HOST, 0},  {"wind", PDD_T_F64, 3, PDD_STORAGE_HOST, 0},
    {"dp_ref", PDD_T_F64, 1, PDD_STORAGE_HOST, 0},
};
static const pdd_site_desc in_sites[NS] = {
    {KR_SUM, FR_OUT, 41, 0},
    {KR_SUM, FR_DELP, 38, PDD_SITE_INPUT},
    {KR_SUM, FR_QICE, 39, PDD_SITE_INPUT},
    {KR_SUM, FR_WIND, 40, PDD_SITE_INPUT},
    {KR_OTHER, FR_DP_REF, 61, PDD_SITE_INPUT},
    /* a write of delp no probe checks (as the pass tables one): a row for the log alone */
    {KR_SUM, FR_DELP, 0, PDD_SITE_UNCHECKED | PDD_COVER_NO_STORE << 8},
};
static pdd_range in_ranges[NS];
static pdd_unit in_unit = {PDD_ABI_VERSION, "inputs_program", "check_inputs.c", NK, NF, NS,
                           in_kernels, in_fields, in_sites, in_ranges, NULL, NULL, NULL, NULL};
PDD_UNIT_REGISTER(in_unit)

#define AT(i, j, k) ((int64_t)(J * K) * (i) + (int64_t)K * (j) + (k))
static double delp[N], wind[N], out[I * J], dp_ref[K];
static float qice[N];

/* out(i,j) = sum over k of delp * (qice + wind): delp, qice and wind are only read. */
static void column_sum(int bind_qice)
{
    int64_t shape[3] = {I, J, K}, strides[3] = {J * K, K, 1}, shape2[2] = {I, J}, strides2[2] = {J, 1};
    PDD_FIELD_BIND(in_unit, FR_OUT, out, 2, shape2, strides2);
    PDD_FIELD_BIND(in_unit, FR_DELP, delp, 3, shape, strides);
    if (bind_qice)
        PDD_FIELD_BIND(in_unit, FR_QICE, qice, 3, shape, strides);
    PDD_FIELD_BIND(in_unit, FR_WIND, wind, 3, shape, strides);
    PDD_KERNEL_BEGIN(in_unit, KR_SUM);
    for (int i = 0; i < I; i++)
        for (int j = 0; j < J; j++) {
            double s = 0;
            for (int k = 0; k < K; k++)
                s += delp[AT(i, j, k)] * (qice[AT(i, j, k)] + wind[AT(i, j, k)]);
            out[J * i + j] = s != s ? 1.0 : 0.0; /* always good: no store event */
            PDD_CHECK_STORE(in_unit, SR_OUT, &out[J * i + j], J * i + j, out[J * i + j]);
        }
    PDD_KERNEL_END(in_unit, KR_SUM);
}

static void fill_good(void)
{
    for (int n = 0; n < N; n++)
        delp[n] = 100.0, qice[n] = 1e-3f, wind[n] = -5.0; /* wind is negative by right */
    for (int k = 0; k < K; k++)
        dp_ref[k] = 10.0;
}

static int32_t gid_of_site(int s)
{
    return ((pdd_unit_rt *)in_unit.rt)->sites[s].gid;
}

START_TEST(a_negative_delp_a_kernel_only_reads_is_reported_at_its_begin_when_asked)
{
    const char *jp = tsup_start("PDD_CHECKS=default,inputs", NULL);
    fill_good();
    column_sum(1); /* call 1: clean */
    delp[AT(2, 1, 3)] = -4.0;
    delp[AT(1, 3, 0)] = -1.0;
    delp[AT(2, 3, 4)] = -9.0;
    column_sum(1); /* call 2 */
    tsup_log *l = tsup_collect(jp);
    ck_assert_int_eq(l->nev, 1);
    const pdd_rec_event *e = &l->ev[0];
    ck_assert_int_eq(e->kind, PDD_KIND_NEG_DELP);
    ck_assert_int_eq(e->kernel, ((pdd_unit_rt *)in_unit.rt)->kernels[KR_SUM].gid);
    ck_assert_int_eq(e->site, gid_of_site(SR_DELP));
    ck_assert_uint_eq(e->call, 2);
    ck_assert_uint_eq(e->count, 3);
    ck_assert_int_eq(e->ndim, 3); /* the first bad element in memory order: (1,3,0) */
    ck_assert_int_eq(e->index[0], 1);
    ck_assert_int_eq(e->index[1], 3);
    ck_assert_int_eq(e->index[2], 0);
    ck_assert_double_eq(e->value, -1.0);
    ck_assert_double_eq(e->min, -9.0);
    ck_assert_double_eq(e->max, -1.0);
    /* the site row says it is an input site, watched by the inputs checker */
    int found = 0;
    for (int i = 0; i < l->nsite; i++)
        if (l->site[i].id == gid_of_site(SR_DELP)) {
            found = 1;
            ck_assert_int_eq(l->site[i].flags, PDD_SITE_INPUT);
            ck_assert_uint_eq(l->site[i].checks & (PDD_CHECK_INPUTS | PDD_CHECK_NEG_DELP),
                              PDD_CHECK_INPUTS | PDD_CHECK_NEG_DELP);
        } else if (l->site[i].id == gid_of_site(SR_OUT)) {
            ck_assert_int_eq(l->site[i].flags, 0);
        }
    ck_assert(found);
    free(l);
}
END_TEST

START_TEST(without_inputs_in_PDD_CHECKS_a_read_negative_delp_is_not_seen)
{
    const char *jp = tsup_start(NULL);
    fill_good();
    delp[AT(2, 1, 3)] = -4.0;
    column_sum(1);
    tsup_log *l = tsup_collect(jp);
    ck_assert_int_eq(l->nev, 0);
    for (int i = 0; i < l->nsite; i++)
        if (l->site[i].id == gid_of_site(SR_DELP))
            ck_assert_uint_eq(l->site[i].checks, 0);
    free(l);
}
END_TEST

START_TEST(nan_and_negative_tracer_inputs_are_events_of_their_own_kind)
{
    const char *jp = tsup_start("PDD_CHECKS=all,!trace", NULL);
    fill_good();
    qice[AT(0, 2, 1)] = -1e-3f;
    qice[AT(0, 0, 4)] = NAN;
    wind[AT(1, 1, 1)] = NAN; /* wind is neither delp nor tracer: not scanned */
    column_sum(1);
    tsup_log *l = tsup_collect(jp);
    ck_assert_int_eq(l->nev, 2);
    const pdd_rec_event *nan = tsup_first_kind(l, PDD_KIND_NAN), *neg = tsup_first_kind(l, PDD_KIND_NEG_TRACER);
    ck_assert_ptr_nonnull(nan);
    ck_assert_ptr_nonnull(neg);
    ck_assert_int_eq(nan->site, gid_of_site(SR_QICE));
    ck_assert_int_eq(nan->index[1], 0);
    ck_assert_int_eq(nan->index[2], 4);
    ck_assert_int_eq(neg->site, gid_of_site(SR_QICE));
    ck_assert_int_eq(neg->index[0], 0);
    ck_assert_int_eq(neg->index[1], 2);
    ck_assert_int_eq(neg->index[2], 1);
    ck_assert_double_eq_tol(neg->value, -1e-3, 1e-9);
    free(l);
}
END_TEST

START_TEST(which_inputs_are_scanned_follows_the_names_at_run_time)
{
    /* wind named a layer thickness: now scanned; delp no longer is */
    const char *jp = tsup_start("PDD_CHECKS=default,inputs", "PDD_DELP=wi*", NULL);
    fill_good();
    delp[AT(0, 0, 0)] = -1.0;
    column_sum(1);
    tsup_log *l = tsup_collect(jp);
    ck_assert_int_eq(l->nev, 1);
    ck_assert_int_eq(l->ev[0].kind, PDD_KIND_NEG_DELP);
    ck_assert_int_eq(l->ev[0].site, gid_of_site(SR_WIND));
    ck_assert_uint_eq(l->ev[0].count, (uint64_t)N);
    free(l);
    /* a kernel's 1-D input by a default name (dp_ref), the kernel with no store site */
    jp = tsup_start("PDD_CHECKS=default,inputs", NULL);
    int64_t shape[1] = {K}, strides[1] = {1};
    dp_ref[3] = -2.0;
    PDD_FIELD_BIND(in_unit, FR_DP_REF, dp_ref, 1, shape, strides);
    PDD_KERNEL_BEGIN(in_unit, KR_OTHER);
    PDD_KERNEL_END(in_unit, KR_OTHER);
    l = tsup_collect(jp);
    ck_assert_int_eq(l->nev, 1);
    ck_assert_int_eq(l->ev[0].site, gid_of_site(SR_DP_REF));
    ck_assert_int_eq(l->ev[0].ndim, 1);
    ck_assert_int_eq(l->ev[0].index[0], 3);
    free(l);
}
END_TEST

START_TEST(an_input_without_a_bound_layout_is_said_once_and_skipped)
{
    const char *jp = tsup_start("PDD_CHECKS=default,inputs", NULL);
    fill_good();
    ((pdd_unit_rt *)in_unit.rt)->fields[FR_QICE].base = NULL; /* as when the pass found no shape */
    ((pdd_unit_rt *)in_unit.rt)->fields[FR_QICE].ndim = 0;
    qice[0] = -1.0f;
    fflush(stderr);
    char path[512];
    snprintf(path, sizeof path, "%s/stderr.txt", tsup_dir);
    int saved = dup(2);
    FILE *f = freopen(path, "w", stderr);
    ck_assert_ptr_nonnull(f);
    column_sum(0);
    column_sum(0);
    fflush(stderr);
    dup2(saved, 2);
    close(saved);
    tsup_log *l = tsup_collect(jp);
    ck_assert_int_eq(l->nev, 0);
    free(l);
    char line[512] = "", extra[512];
    FILE *r = fopen(path, "r");
    ck_assert_ptr_nonnull(r);
    ck_assert_ptr_nonnull(fgets(line, sizeof line, r));
    ck_assert_str_eq(line, "pdd: inputs: field qice, read by kernel column_sum_0_0_1, is not scanned: its "
                           "layout was not bound for this call (the pass found no shape for it)\n");
    ck_assert_ptr_null(fgets(extra, sizeof extra, r));
    fclose(r);
}
END_TEST

START_TEST(an_unchecked_write_is_a_row_of_the_log_that_nothing_watches)
{
    const char *jp = tsup_start("PDD_CHECKS=default,inputs", NULL);
    fill_good();
    column_sum(1);
    tsup_log *l = tsup_collect(jp);
    ck_assert_int_eq(l->nev, 0);
    /* no range, no checker: delp is a layer thickness, but nothing probes this write */
    ck_assert(isinf(in_ranges[SR_UNCHECKED].lo) && in_ranges[SR_UNCHECKED].lo < 0);
    ck_assert(isinf(in_ranges[SR_UNCHECKED].hi) && in_ranges[SR_UNCHECKED].hi > 0);
    const pdd_unit_rt *rt = in_unit.rt;
    for (int i = 0; i < rt->kernels[KR_SUM].nsites; i++)
        ck_assert_int_ne(rt->kernels[KR_SUM].sites[i], SR_UNCHECKED);
    int found = 0;
    for (int i = 0; i < l->nsite; i++)
        if (l->site[i].id == gid_of_site(SR_UNCHECKED)) {
            found = 1;
            ck_assert_int_eq(l->site[i].flags, PDD_SITE_UNCHECKED | PDD_COVER_NO_STORE << 8);
            ck_assert_uint_eq(l->site[i].checks, 0);
        }
    ck_assert(found);
    free(l);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("inputs");
    TCase *tc = tcase_create("inputs");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, a_negative_delp_a_kernel_only_reads_is_reported_at_its_begin_when_asked);
    tcase_add_test(tc, without_inputs_in_PDD_CHECKS_a_read_negative_delp_is_not_seen);
    tcase_add_test(tc, nan_and_negative_tracer_inputs_are_events_of_their_own_kind);
    tcase_add_test(tc, which_inputs_are_scanned_follows_the_names_at_run_time);
    tcase_add_test(tc, an_input_without_a_bound_layout_is_said_once_and_skipped);
    tcase_add_test(tc, an_unchecked_write_is_a_row_of_the_log_that_nothing_watches);
    suite_add_tcase(s, tc);
    return tsup_run(s);
}
