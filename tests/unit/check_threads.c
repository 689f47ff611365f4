/* check_threads.c: eight OpenMP threads report at once; counts are exact, nothing is lost. */
#include "test_support.h"
#include "test_unit.h"

#include <math.h>
#include <omp.h>

enum { NTHREADS = 8, NBAD = 1000000 };

START_TEST(eight_threads_report_a_million_bad_values_exactly)
{
    const char *jp = tsup_start(NULL);
    omp_set_num_threads(NTHREADS);
    /* 100 x 100 x 100 = 10^6 elements, every one a negative delp */
    int I = 100, J = 100, K = 100;
    double *src = malloc(sizeof(double) * NBAD), *delp = malloc(sizeof(double) * NBAD);
    for (int n = 0; n < NBAD; n++)
        src[n] = -1.0 - n; /* min at the last element, max at the first */
    int threads_seen = 0;
#pragma omp parallel
    {
#pragma omp single
        threads_seen = omp_get_num_threads();
    }
    ck_assert_int_eq(threads_seen, NTHREADS);
    tu_update_delp(delp, src, I, J, K);
    tu_update_delp(delp, src, I, J, K);
    tsup_log *l = tsup_collect(jp);
    ck_assert_int_eq(l->nev, 2);
    for (int c = 0; c < 2; c++) {
        const pdd_rec_event *e = &l->ev[c];
        ck_assert_int_eq(e->kind, PDD_KIND_NEG_DELP);
        ck_assert_uint_eq(e->count, NBAD);
        ck_assert_uint_eq(e->call, (uint64_t)c + 1);
        ck_assert_int_eq(e->offset, 0);
        ck_assert_double_eq(e->value, -1.0);
        ck_assert_double_eq(e->max, -1.0);
        ck_assert_double_eq(e->min, -(double)NBAD);
        ck_assert_int_eq(e->index[0], 0);
    }
    free(src);
    free(delp);
    free(l);
}
END_TEST

START_TEST(eight_threads_calling_the_cold_path_directly_lose_no_count)
{
    const char *jp = tsup_start(NULL);
    uint64_t call = pdd_kernel_begin(&tu_unit, K_ADVECT);
#pragma omp parallel for num_threads(NTHREADS) schedule(dynamic, 1000)
    for (int n = 0; n < NBAD; n++) {
        pdd_site_fail(&tu_unit, S_QVAPOR, NULL, NBAD - n, n % 2 ? NAN : -1.0 * n - 1);
        pdd_site_fail(&tu_unit, S_QRAIN, NULL, n, -2.0);
    }
    pdd_kernel_end(&tu_unit, K_ADVECT);
    tsup_log *l = tsup_collect(jp);
    ck_assert_int_eq(l->nev, 3);
    uint64_t nan = 0, neg = 0, rain = 0;
    pdd_unit_rt *rt = tu_unit.rt;
    for (int i = 0; i < l->nev; i++) {
        const pdd_rec_event *e = &l->ev[i];
        ck_assert_uint_eq(e->call, call);
        if (e->site == rt->sites[S_QRAIN].gid) {
            rain += e->count;
            ck_assert_int_eq(e->offset, 0);
        } else if (e->kind == PDD_KIND_NAN) {
            nan += e->count;
            ck_assert_int_eq(e->offset, 1); /* n = NBAD - 1 is odd: NaN at offset 1 */
        } else {
            neg += e->count;
            ck_assert_int_eq(e->offset, 2); /* n = NBAD - 2 */
            ck_assert_double_eq(e->value, -(double)(NBAD - 2) - 1);
            ck_assert_double_eq(e->min, -(double)(NBAD - 2) - 1);
            ck_assert_double_eq(e->max, -1.0);
        }
    }
    ck_assert_uint_eq(nan, NBAD / 2);
    ck_assert_uint_eq(neg, NBAD / 2);
    ck_assert_uint_eq(rain, NBAD);
    free(l);
}
END_TEST

static int count_traces(const pdd_journal_rec *r, void *ctx)
{
    if (r->type == PDD_REC_TRACE)
        (*(uint64_t *)ctx)++;
    return 0;
}

START_TEST(eight_threads_appending_to_the_journal_lose_no_record)
{
    const char *jp = tsup_start("PDD_TRACE_INDEX=0,0,0", NULL);
    enum { PER_THREAD = 50000 };
    double field[1] = {1.5};
    int64_t shape[3] = {1, 1, 1}, strides[3] = {1, 1, 1};
#pragma omp parallel num_threads(NTHREADS)
    for (int n = 0; n < PER_THREAD; n++)
        pdd_trace_field(&tu_unit, K_DELP, F_DELP, field, 3, shape, strides);
    uint64_t traces = 0;
    pdd_journal_scan_stats st;
    char err[256];
    ck_assert_int_eq(pdd_journal_scan(jp, count_traces, &traces, &st, err, sizeof err), 0);
    ck_assert_uint_eq(traces, (uint64_t)NTHREADS * PER_THREAD);
    ck_assert_uint_eq(st.torn_slots, 0);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("threads");
    TCase *tc = tcase_create("threads");
    tcase_set_timeout(tc, getenv("PDD_TEST_SANITIZED") ? 600 : 120);
    tcase_add_test(tc, eight_threads_report_a_million_bad_values_exactly);
    tcase_add_test(tc, eight_threads_calling_the_cold_path_directly_lose_no_count);
    tcase_add_test(tc, eight_threads_appending_to_the_journal_lose_no_record);
    suite_add_tcase(s, tc);
    return tsup_run(s);
}
