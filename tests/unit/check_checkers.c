/* check_checkers.c: every checker fires on a hand-instrumented loop and stays silent on good
 * data; counts, first index, min/max and call numbers are exact. */
#include <pdd/log.h>
#include "test_support.h"
#include "test_unit.h"
#include "checker.h"
#include "registry.h"

#include <math.h>
#include <sys/wait.h>

enum { I = 4, J = 5, K = 6, N = I * J * K };
static double src[N], delp[N], qvapor[N], u[N];
static float qrain[N];

static void fill(double v)
{
    for (int n = 0; n < N; n++)
        src[n] = v;
}

START_TEST(nan_is_counted_with_first_index_and_call_number)
{
    const char *jp = tsup_start(NULL);
    fill(1.0);
    tu_update_delp(delp, src, I, J, K); /* call 1: clean */
    src[TU_AT(2, 0, 0)] = NAN;
    src[TU_AT(1, 2, 3)] = NAN;
    tu_update_delp(delp, src, I, J, K); /* call 2: two NaNs */
    tsup_log *l = tsup_collect(jp);
    ck_assert_int_eq(l->nev, 1);
    const pdd_rec_event *e = &l->ev[0];
    ck_assert_int_eq(e->kind, PDD_KIND_NAN);
    ck_assert_uint_eq(e->count, 2);
    ck_assert_uint_eq(e->call, 2);
    ck_assert_int_eq(e->offset, TU_AT(1, 2, 3));
    ck_assert_int_eq(e->ndim, 3);
    ck_assert_int_eq(e->index[0], 1);
    ck_assert_int_eq(e->index[1], 2);
    ck_assert_int_eq(e->index[2], 3);
    ck_assert(isnan(e->value));
    ck_assert(isnan(e->min) && isnan(e->max));
    ck_assert_int_eq(e->site, tu_sites[S_DELP].kernel == K_DELP ? ((pdd_unit_rt *)tu_unit.rt)->sites[S_DELP].gid : -2);
    free(l);
}
END_TEST

START_TEST(the_first_bad_value_carries_the_operands_it_was_computed_from)
{
    const char *jp = tsup_start(NULL);
    fill(1.0);
    memcpy(delp, src, sizeof delp);
    memcpy(u, src, sizeof u);
    tu_ratio(qvapor, delp, u, I, J, K); /* call 1: clean */
    delp[TU_AT(2, 0, 0)] = 0.0, u[TU_AT(2, 0, 0)] = 0.0;   /* 0/0 */
    delp[TU_AT(1, 2, 3)] = 3.0, u[TU_AT(1, 2, 3)] = NAN;   /* the first: smallest offset */
    tu_ratio(qvapor, delp, u, I, J, K);
    tsup_log *l = tsup_collect(jp);
    ck_assert_int_eq(l->nev, 1);
    ck_assert_uint_eq(l->ev[0].count, 2);
    ck_assert_int_eq(l->nop, 2);
    const pdd_unit_rt *rt = tu_unit.rt;
    for (int n = 0; n < 2; n++) {
        const pdd_rec_operand *o = &l->op[n];
        ck_assert_int_eq(o->pos, n);
        ck_assert_int_eq(o->site, l->ev[0].site);
        ck_assert_int_eq(o->kind, PDD_KIND_NAN);
        ck_assert_uint_eq(o->call, 2);
        ck_assert_int_eq(o->field, rt->fields[n == 0 ? F_DELP : F_U].gid);
        ck_assert_int_eq(o->offset, TU_AT(1, 2, 3));
        ck_assert_int_eq(o->ndim, 3);
        ck_assert_int_eq(o->index[0], 1);
        ck_assert_int_eq(o->index[1], 2);
        ck_assert_int_eq(o->index[2], 3);
    }
    ck_assert_double_eq(l->op[0].value, 3.0);
    ck_assert(isnan(l->op[1].value));
    ck_assert_int_eq(l->op[0].role, PDD_OPERAND_NONE);
    ck_assert_int_eq(l->op[1].role, PDD_OPERAND_DIVISOR);
    free(l);

    /* the store form; and no operands where the probe gave none (a later clean call adds none) */
    jp = tsup_start(NULL);
    fill(2.0);
    for (int n = 0; n < N; n++)
        delp[n] = 1.0;
    delp[7] = NAN;
    tu_scale(u, delp, src, N);
    tu_update_delp(delp, src, I, J, K);
    l = tsup_collect(jp);
    ck_assert_int_eq(l->nop, 1);
    ck_assert_int_eq(l->op[0].offset, 7);
    ck_assert(isnan(l->op[0].value));
    free(l);
}
END_TEST

START_TEST(neg_delp_fires_below_zero_and_not_at_zero)
{
    const char *jp = tsup_start(NULL);
    fill(0.0);
    src[TU_AT(3, 3, 3)] = -2.0;
    src[TU_AT(0, 1, 1)] = -0.5;
    src[TU_AT(0, 0, 0)] = -0.0;
    tu_update_delp(delp, src, I, J, K);
    tsup_log *l = tsup_collect(jp);
    ck_assert_int_eq(l->nev, 1);
    const pdd_rec_event *e = &l->ev[0];
    ck_assert_int_eq(e->kind, PDD_KIND_NEG_DELP);
    ck_assert_uint_eq(e->count, 2);
    ck_assert_int_eq(e->index[0], 0);
    ck_assert_int_eq(e->index[1], 1);
    ck_assert_int_eq(e->index[2], 1);
    ck_assert_double_eq(e->value, -0.5);
    ck_assert_double_eq(e->min, -2.0);
    ck_assert_double_eq(e->max, -0.5);
    ck_assert_uint_eq(e->call, 1);
    free(l);
}
END_TEST

START_TEST(neg_tracer_fires_below_minus_1e_8_only)
{
    const char *jp = tsup_start(NULL);
    fill(1e-3);
    src[TU_AT(1, 1, 1)] = -1e-9; /* within pace's tolerance */
    src[TU_AT(2, 3, 4)] = -1e-7;
    tu_advect(qvapor, qrain, src, I, J, K);
    tsup_log *l = tsup_collect(jp);
    /* qvapor (double) and qrain (float) are both tracers */
    ck_assert_int_eq(l->nev, 2);
    for (int n = 0; n < 2; n++) {
        ck_assert_int_eq(l->ev[n].kind, PDD_KIND_NEG_TRACER);
        ck_assert_uint_eq(l->ev[n].count, 1);
        ck_assert_int_eq(l->ev[n].index[0], 2);
        ck_assert_int_eq(l->ev[n].index[1], 3);
        ck_assert_int_eq(l->ev[n].index[2], 4);
    }
    ck_assert_double_eq_tol(l->ev[0].value, -1e-7, 1e-12);
    free(l);
}
END_TEST

START_TEST(tracer_names_and_threshold_come_from_the_configuration)
{
    const char *jp = tsup_start("PDD_TRACERS=qrain", "PDD_TRACER_MIN=-1", NULL);
    fill(1.0);
    src[TU_AT(0, 0, 2)] = -0.5; /* above -1: silent */
    src[TU_AT(0, 0, 3)] = -3.0;
    tu_advect(qvapor, qrain, src, I, J, K);
    tsup_log *l = tsup_collect(jp);
    ck_assert_int_eq(l->nev, 1); /* qvapor is no tracer now */
    ck_assert_int_eq(l->ev[0].kind, PDD_KIND_NEG_TRACER);
    ck_assert_int_eq(l->ev[0].field, ((pdd_unit_rt *)tu_unit.rt)->fields[F_QRAIN].gid);
    ck_assert_int_eq(l->ev[0].index[2], 3);
    ck_assert_double_eq(l->ev[0].value, -3.0);
    free(l);
}
END_TEST

START_TEST(a_field_that_is_no_tracer_may_be_negative)
{
    const char *jp = tsup_start(NULL);
    double s[8] = {-1, -2, -3, 4, 5, 6, 7, 8};
    tu_plain(u, s, 8);
    tsup_log *l = tsup_collect(jp);
    ck_assert_int_eq(l->nev, 0);
    free(l);
}
END_TEST

START_TEST(inf_is_off_by_default_and_caught_when_asked)
{
    double s[8] = {1, 2, INFINITY, 4, -INFINITY, 6, NAN, 8};
    const char *jp = tsup_start(NULL);
    tu_plain(u, s, 8);
    tsup_log *l = tsup_collect(jp);
    ck_assert_int_eq(l->nev, 1);
    ck_assert_int_eq(l->ev[0].kind, PDD_KIND_NAN);
    ck_assert_int_eq(l->ev[0].offset, 6);
    free(l);

    jp = tsup_start("PDD_CHECKS=default,inf", NULL);
    tu_plain(u, s, 8);
    l = tsup_collect(jp);
    ck_assert_int_eq(tsup_count_kind(l, PDD_KIND_INF), 1);
    const pdd_rec_event *e = tsup_first_kind(l, PDD_KIND_INF);
    ck_assert_uint_eq(e->count, 2);
    ck_assert_int_eq(e->offset, 2);
    ck_assert_int_eq(e->ndim, 1); /* u is bound as 1-D */
    ck_assert_int_eq(e->index[0], 2);
    ck_assert_int_eq(e->index[1], -1);
    ck_assert(isinf(e->min) && e->min < 0);
    ck_assert(isinf(e->max) && e->max > 0);
    ck_assert_int_eq(tsup_count_kind(l, PDD_KIND_NAN), 1);
    free(l);
}
END_TEST

START_TEST(a_strided_loop_probe_reports_what_the_store_probe_does)
{
    /* NaN, both infinities, a value below a tracer's -1e-8 and one exactly at lo: the
     * floating-point accumulator flags the loop, the cold re-check decides per element */
    double s[8] = {1, NAN, INFINITY, -1e-8, -INFINITY, -0.5, 6, 0};
    double w[16];
    for (int pass = 0; pass < 2; pass++) {
        const char *jp = tsup_start("PDD_CHECKS=default,inf", "PDD_TRACERS=u", NULL);
        if (pass)
            tu_plain_strided(w, s, 8, 2);
        else
            tu_plain(u, s, 8);
        tsup_log *l = tsup_collect(jp);
        ck_assert_int_eq(tsup_count_kind(l, PDD_KIND_NAN), 1);
        ck_assert_int_eq(tsup_first_kind(l, PDD_KIND_NAN)->offset, pass ? 2 : 1);
        ck_assert_int_eq(tsup_count_kind(l, PDD_KIND_INF), 1);
        ck_assert_uint_eq(tsup_first_kind(l, PDD_KIND_INF)->count, 2);
        ck_assert_int_eq(tsup_count_kind(l, PDD_KIND_NEG_TRACER), 1);
        const pdd_rec_event *e = tsup_first_kind(l, PDD_KIND_NEG_TRACER);
        ck_assert_uint_eq(e->count, 1); /* -0.5 alone: -1e-8 is at lo */
        ck_assert_int_eq(e->offset, pass ? 10 : 5);
        free(l);
    }
    /* good data: no event, and an Inf with the inf checker off flags the loop but logs nothing */
    double g[4] = {1, 2, INFINITY, 4};
    const char *jp = tsup_start(NULL);
    tu_plain_strided(w, g, 4, 3);
    tsup_log *l = tsup_collect(jp);
    ck_assert_int_eq(l->nev, 0);
    free(l);
}
END_TEST

/* The fast form of the loop probes (the largest stored bits) reports what the compares do,
 * and a kernel whose good values raise its alarms (-0.0 for delp) takes the compares from
 * its next call on; bad values alone never turn it off. */
START_TEST(the_fast_form_reports_what_the_compares_do_and_gives_way_to_them)
{
    const char *jp = tsup_start(NULL);
    fill(1.0);
    tu_update_delp(delp, src, I, J, K);
    ck_assert_int_eq(pdd_kernel_fast(&tu_unit, K_DELP), 1);
    src[TU_AT(1, 2, 3)] = -2.0, src[TU_AT(2, 0, 1)] = NAN;
    tu_update_delp(delp, src, I, J, K); /* call 2: bad values, each behind its alarm */
    ck_assert_int_eq(pdd_kernel_fast(&tu_unit, K_DELP), 1);
    fill(1.0);
    src[TU_AT(3, 4, 5)] = -0.0;
    tu_update_delp(delp, src, I, J, K); /* call 3: an alarm on a good value */
    ck_assert_int_eq(pdd_kernel_fast(&tu_unit, K_DELP), 0);
    src[TU_AT(0, 1, 2)] = -3.0;
    tu_update_delp(delp, src, I, J, K); /* call 4: the compares */
    ck_assert_int_eq(pdd_kernel_fast(&tu_unit, K_DELP), 0);
    tsup_log *l = tsup_collect(jp);
    ck_assert_int_eq(l->nev, 3);
    const pdd_rec_event *e = tsup_first_kind(l, PDD_KIND_NEG_DELP);
    ck_assert_uint_eq(e->call, 2);
    ck_assert_int_eq(e->offset, TU_AT(1, 2, 3));
    ck_assert_double_eq(e->value, -2.0);
    e = tsup_first_kind(l, PDD_KIND_NAN);
    ck_assert_uint_eq(e->call, 2);
    ck_assert_int_eq(e->offset, TU_AT(2, 0, 1));
    e = &l->ev[2];
    ck_assert_int_eq(e->kind, PDD_KIND_NEG_DELP);
    ck_assert_uint_eq(e->call, 4);
    ck_assert_int_eq(e->offset, TU_AT(0, 1, 2));
    free(l);
    /* a new run (configuration) starts fast again */
    tsup_start(NULL);
    ck_assert_int_eq(pdd_kernel_fast(&tu_unit, K_DELP), 1);
    /* a range that does not hold 0 (tracers from 0.5 up) never takes the fast form */
    ck_assert_int_eq(pdd_kernel_fast(&tu_unit, K_ADVECT), 1);
    tsup_start("PDD_TRACER_MIN=0.5", NULL);
    ck_assert_int_eq(pdd_kernel_fast(&tu_unit, K_ADVECT), 0);
    ck_assert_int_eq(pdd_kernel_fast(&tu_unit, K_DELP), 1);
}
END_TEST

START_TEST(a_bulk_copy_is_scanned_as_its_stores_would_be)
{
    enum { M = 100003 }; /* long enough for the scan's threads */
    static double from[M], to[M];
    const char *jp = tsup_start(NULL);
    for (int n = 0; n < M; n++)
        from[n] = n % 2 ? -1.5 : 2.0; /* u may be negative: no doubt, no event */
    tu_copy(to, from, M, S_U);
    from[70001] = NAN, from[90000] = NAN;
    tu_copy(to, from, M, S_U); /* call 2 */
    for (int n = 0; n < M; n++)
        from[n] = 1.0;
    from[3] = -0.0;
    tu_copy(to, from, M, S_DELP); /* delp's call 1: -0.0 is no negative thickness */
    from[99998] = -2.0;
    tu_copy(to, from, M, S_DELP); /* call 2 */
    tsup_log *l = tsup_collect(jp);
    ck_assert_int_eq(l->nev, 2);
    const pdd_rec_event *e = tsup_first_kind(l, PDD_KIND_NAN);
    ck_assert_ptr_nonnull(e);
    ck_assert_uint_eq(e->call, 2);
    ck_assert_uint_eq(e->count, 2);
    ck_assert_int_eq(e->offset, 70001);
    e = tsup_first_kind(l, PDD_KIND_NEG_DELP);
    ck_assert_ptr_nonnull(e);
    ck_assert_uint_eq(e->call, 2);
    ck_assert_uint_eq(e->count, 1);
    ck_assert_int_eq(e->offset, 99998);
    ck_assert_double_eq(e->value, -2.0);
    ck_assert(memcmp(to, from, sizeof to) == 0); /* the copy is untouched */
    free(l);
}
END_TEST

START_TEST(a_checker_left_out_of_PDD_CHECKS_stays_silent)
{
    const char *jp = tsup_start("PDD_CHECKS=neg_delp", NULL);
    fill(NAN);
    tu_update_delp(delp, src, I, J, K);
    tsup_log *l = tsup_collect(jp);
    ck_assert_int_eq(l->nev, 0);
    ck_assert_int_eq(l->npr, 0); /* progress left out too */
    free(l);
}
END_TEST

START_TEST(good_data_makes_no_event)
{
    const char *jp = tsup_start("PDD_CHECKS=all,!trace", NULL);
    fill(0.25);
    for (int c = 0; c < 3; c++) {
        tu_update_delp(delp, src, I, J, K);
        tu_advect(qvapor, qrain, src, I, J, K);
        tu_plain(u, src, N);
    }
    tsup_log *l = tsup_collect(jp);
    ck_assert_int_eq(l->nev, 0);
    ck_assert_int_eq(l->npr, 9);
    free(l);
}
END_TEST

/* The log of this test's run so far (pdd_flush), open; the /progress rows' calls of kernel
 * K_DELP into calls (n of them). */
static pdd_log *ring_log(uint64_t *calls, size_t *n)
{
    ck_assert_int_eq(pdd_flush(), 0);
    char path[512], err[512];
    snprintf(path, sizeof path, "%s/pdd.0.h5", tsup_dir);
    pdd_log *log;
    ck_assert_msg(pdd_log_open(path, &log, err, sizeof err) == 0, "%s", err);
    pdd_log_progress rows[64];
    ck_assert_uint_le(pdd_log_progress_count(log), 64);
    *n = 0;
    for (uint64_t i = 0; i < pdd_log_progress_count(log); i++) {
        ck_assert_int_eq(pdd_log_read_progress(log, i, 1, tsup_copy_progress, &rows[i], err, sizeof err), 0);
        ck_assert_int_eq(rows[i].kernel, ((pdd_unit_rt *)tu_unit.rt)->kernels[K_DELP].gid);
        if (i)
            ck_assert_uint_gt(rows[i].seq, rows[i - 1].seq);
        calls[(*n)++] = rows[i].call;
    }
    return log;
}

START_TEST(progress_ring_keeps_the_last_calls_and_counts_every_one)
{
    tsup_start("PDD_PROGRESS_KEEP=16", NULL);
    fill(1.0);
    for (int c = 0; c < 100; c++)
        tu_update_delp(delp, src, I, J, K);
    uint64_t calls[64];
    size_t n;
    pdd_log *log = ring_log(calls, &n);
    ck_assert_uint_eq(n, 16); /* calls 85 to 100: the older ones are dropped */
    for (size_t i = 0; i < n; i++)
        ck_assert_uint_eq(calls[i], 85 + i);
    const pdd_log_totals *t = pdd_log_kernel_totals(log, ((pdd_unit_rt *)tu_unit.rt)->kernels[K_DELP].gid);
    ck_assert_ptr_nonnull(t);
    ck_assert_uint_eq(t->calls, 100);
    ck_assert_uint_eq(t->ended, 100);
    ck_assert_uint_eq(t->failure_calls, 0);
    const pdd_log_meta *m = pdd_log_meta_of(log);
    ck_assert_uint_eq(m->progress_keep, 16);
    ck_assert_uint_eq(m->calls_begun, 100);
    ck_assert_uint_ne(m->calls_first_seq, 0); /* calls before the first kept one are gone */
    pdd_log_close(log);
}
END_TEST

START_TEST(progress_ring_keeps_the_calls_around_the_first_failure)
{
    tsup_start("PDD_PROGRESS_KEEP=16", NULL);
    fill(1.0);
    for (int c = 1; c <= 150; c++) {
        src[TU_AT(1, 2, 3)] = c == 51 ? NAN : 1.0; /* call 51 stores a NaN in delp */
        tu_update_delp(delp, src, I, J, K);
        fill(1.0);
    }
    uint64_t calls[64];
    size_t n;
    pdd_log *log = ring_log(calls, &n);
    /* the 8 calls up to the failure's and the 4 after it, then the run's last 4 */
    uint64_t want[] = {44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 147, 148, 149, 150};
    ck_assert_uint_eq(n, sizeof want / sizeof *want);
    for (size_t i = 0; i < n; i++)
        ck_assert_uint_eq(calls[i], want[i]);
    const pdd_log_totals *t = pdd_log_kernel_totals(log, ((pdd_unit_rt *)tu_unit.rt)->kernels[K_DELP].gid);
    ck_assert_uint_eq(t->calls, 150);
    ck_assert_uint_eq(t->failure_calls, 51);
    const pdd_log_meta *m = pdd_log_meta_of(log);
    ck_assert_uint_eq(m->calls_frozen_at, 51);
    ck_assert_uint_ne(m->calls_gap_to, 0);
    pdd_log_close(log);
}
END_TEST

START_TEST(progress_counts_calls_per_kernel_with_ordered_timestamps)
{
    const char *jp = tsup_start(NULL);
    fill(1.0);
    tu_update_delp(delp, src, I, J, K);
    tu_advect(qvapor, qrain, src, I, J, K);
    tu_update_delp(delp, src, I, J, K);
    tsup_log *l = tsup_collect(jp);
    ck_assert_int_eq(l->npr, 3);
    pdd_unit_rt *rt = tu_unit.rt;
    ck_assert_int_eq(l->pr[0].kernel, rt->kernels[K_DELP].gid);
    ck_assert_uint_eq(l->pr[0].call, 1);
    ck_assert_int_eq(l->pr[1].kernel, rt->kernels[K_ADVECT].gid);
    ck_assert_uint_eq(l->pr[1].call, 1);
    ck_assert_int_eq(l->pr[2].kernel, rt->kernels[K_DELP].gid);
    ck_assert_uint_eq(l->pr[2].call, 2);
    for (int n = 0; n < 3; n++) {
        ck_assert_uint_ne(l->pr[n].t_end_ns, 0);
        ck_assert_uint_ge(l->pr[n].t_end_ns, l->pr[n].t_begin_ns);
        if (n)
            ck_assert_uint_ge(l->pr[n].t_begin_ns, l->pr[n - 1].t_end_ns);
        if (n)
            ck_assert_uint_gt(l->pr_seq[n], l->pr_seq[n - 1]);
    }
    free(l);
}
END_TEST

START_TEST(progress_stderr_prints_a_line_per_kernel_begin_and_end)
{
    char path[600];
    fflush(stderr);
    int saved = dup(2);
    const char *jp = tsup_start("PDD_PROGRESS=stderr", NULL);
    snprintf(path, sizeof path, "%s/stderr.txt", tsup_dir);
    FILE *cap = fopen(path, "w+");
    dup2(fileno(cap), 2);
    fill(1.0);
    tu_update_delp(delp, src, I, J, K);
    tu_update_delp(delp, src, I, J, K);
    dup2(saved, 2);
    char text[4096] = "";
    rewind(cap);
    size_t n = fread(text, 1, sizeof text - 1, cap);
    text[n] = 0;
    fclose(cap);
    ck_assert_ptr_nonnull(strstr(text, "pdd: rank 0: begin update_delp_0_0_1 (call 1)\n"));
    ck_assert_ptr_nonnull(strstr(text, "pdd: rank 0: end   update_delp_0_0_1 (call 1, "));
    ck_assert_ptr_nonnull(strstr(text, "pdd: rank 0: begin update_delp_0_0_1 (call 2)\n"));
    tsup_log *l = tsup_collect(jp);
    ck_assert_int_eq(l->npr, 2); /* and it is logged as well */
    free(l);
}
END_TEST

START_TEST(trace_records_each_written_field_at_the_index_after_each_call)
{
    const char *jp = tsup_start("PDD_TRACE_INDEX=1,2,3", NULL);
    for (int n = 0; n < N; n++)
        src[n] = n;
    tu_update_delp(delp, src, I, J, K);
    tu_advect(qvapor, qrain, src, I, J, K);
    src[TU_AT(1, 2, 3)] = -7;
    tu_update_delp(delp, src, I, J, K);
    tsup_log *l = tsup_collect(jp);
    ck_assert_int_eq(l->ntr, 4);
    pdd_unit_rt *rt = tu_unit.rt;
    ck_assert_int_eq(l->tr[0].field, rt->fields[F_DELP].gid);
    ck_assert_uint_eq(l->tr[0].call, 1);
    ck_assert_double_eq(l->tr[0].value, (double)TU_AT(1, 2, 3));
    ck_assert_int_eq(l->tr[1].field, rt->fields[F_QVAPOR].gid);
    ck_assert_int_eq(l->tr[2].field, rt->fields[F_QRAIN].gid);
    ck_assert_double_eq(l->tr[2].value, (double)(float)TU_AT(1, 2, 3));
    ck_assert_int_eq(l->tr[3].field, rt->fields[F_DELP].gid);
    ck_assert_uint_eq(l->tr[3].call, 2);
    ck_assert_double_eq(l->tr[3].value, -7.0);
    ck_assert_int_eq(l->tr[3].ndim, 3);
    ck_assert_int_eq(l->tr[3].index[0], 1);
    ck_assert_int_eq(l->tr[3].index[1], 2);
    ck_assert_int_eq(l->tr[3].index[2], 3);
    ck_assert_int_eq(l->tr[3].index[3], -1);
    free(l);
}
END_TEST

START_TEST(trace_index_outside_a_field_records_nothing_for_it)
{
    const char *jp = tsup_start("PDD_TRACE_INDEX=9,0,0", NULL);
    fill(1.0);
    tu_update_delp(delp, src, I, J, K);
    tsup_log *l = tsup_collect(jp);
    ck_assert_int_eq(l->ntr, 0);
    free(l);
}
END_TEST

START_TEST(indices_are_in_domain_coordinates_where_the_domain_starts_elsewhere)
{
    /* gt4py: array index 0 is domain (10,-2,3); events and the trace index speak the domain's */
    const char *jp = tsup_start("PDD_TRACE_INDEX=11,0,5", NULL);
    const int64_t start[3] = {10, -2, 3}, none[3] = {0, 0, 0};
    pdd_field_start(&tu_unit, F_DELP, 3, start);
    for (int n = 0; n < N; n++)
        src[n] = n;
    src[TU_AT(1, 2, 3)] = NAN;
    tu_update_delp(delp, src, I, J, K);
    pdd_field_start(&tu_unit, F_DELP, 3, none);
    tsup_log *l = tsup_collect(jp);
    ck_assert_int_eq(l->nev, 1);
    ck_assert_int_eq(l->ev[0].offset, TU_AT(1, 2, 3));
    ck_assert_int_eq(l->ev[0].index[0], 11);
    ck_assert_int_eq(l->ev[0].index[1], 0);
    ck_assert_int_eq(l->ev[0].index[2], 6);
    ck_assert_int_eq(l->ntr, 1);
    ck_assert_double_eq(l->tr[0].value, (double)TU_AT(1, 2, 2));
    ck_assert_int_eq(l->tr[0].index[0], 11);
    ck_assert_int_eq(l->tr[0].index[2], 5);
    free(l);
}
END_TEST

/* With PDD_HALO a bad value in the domain gets its own event, though a halo or corner cell of
 * lower offset failed in the same call (the cubed sphere's corners hold no data); unset, one
 * event takes them all, at the lowest offset. */
START_TEST(halo_and_corner_values_are_kept_apart_from_the_domains)
{
    for (int halo = 0; halo <= 1; halo++) {
        const char *jp = tsup_start(halo ? "PDD_HALO=1" : "PDD_HALO=0", NULL);
        fill(1.0);
        src[TU_AT(0, 0, 2)] = NAN; /* corner: i and j in the halo */
        src[TU_AT(0, 2, 0)] = NAN; /* halo: i only */
        src[TU_AT(2, 4, 1)] = NAN; /* halo: j = J - 1 */
        src[TU_AT(2, 2, 5)] = NAN; /* domain: i in [1, I-1), j in [1, J-1) */
        tu_update_delp(delp, src, I, J, K);
        tsup_log *l = tsup_collect(jp);
        if (!halo) {
            ck_assert_int_eq(l->nev, 1);
            ck_assert_uint_eq(l->ev[0].count, 4);
            ck_assert_int_eq(l->ev[0].offset, TU_AT(0, 0, 2));
            ck_assert_int_eq(l->ev_region[0], PDD_REGION_DOMAIN);
            free(l);
            continue;
        }
        ck_assert_int_eq(l->nev, 3);
        int seen = 0;
        for (int i = 0; i < l->nev; i++) {
            const pdd_rec_event *e = &l->ev[i];
            ck_assert_int_eq(e->kind, PDD_KIND_NAN);
            ck_assert_uint_eq(e->call, l->ev[0].call); /* one call's events */
            switch (l->ev_region[i]) {
            case PDD_REGION_DOMAIN:
                ck_assert_uint_eq(e->count, 1);
                ck_assert_int_eq(e->index[0], 2);
                ck_assert_int_eq(e->index[1], 2);
                ck_assert_int_eq(e->index[2], 5);
                break;
            case PDD_REGION_HALO:
                ck_assert_uint_eq(e->count, 2);
                ck_assert_int_eq(e->offset, TU_AT(0, 2, 0));
                break;
            case PDD_REGION_CORNER:
                ck_assert_uint_eq(e->count, 1);
                ck_assert_int_eq(e->offset, TU_AT(0, 0, 2));
                break;
            default:
                ck_abort_msg("region %d", l->ev_region[i]);
            }
            seen |= 1 << l->ev_region[i];
        }
        ck_assert_int_eq(seen, 7);
        free(l);
    }
}
END_TEST

/* Two arrays bound over the same memory (a transient freed, another allocated where it was, as
 * DaCe's new[]/delete[] of NDSL's temporaries do), neither the site's own: a bad value there
 * belongs to the one bound last, whichever comes first in the unit's table. */
START_TEST(a_store_into_memory_two_fields_were_bound_to_is_the_latest_ones)
{
    const int64_t shape[3] = {I, J, K}, strides[3] = {J * K, K, 1};
    static double shared[N];
    for (int order = 0; order < 2; order++) {
        const char *jp = tsup_start(NULL);
        PDD_KERNEL_BEGIN(tu_unit, K_ADVECT);
        PDD_FIELD_BIND(tu_unit, F_DELP, delp, 3, shape, strides);
        PDD_FIELD_BIND(tu_unit, order ? F_U : F_QVAPOR, shared, 3, shape, strides);   /* freed since */
        PDD_FIELD_BIND(tu_unit, order ? F_QVAPOR : F_U, shared, 3, shape, strides);   /* live */
        pdd_site_fail(&tu_unit, S_DELP, &shared[TU_AT(2, 1, 3)], -1, NAN);
        PDD_KERNEL_END(tu_unit, K_ADVECT);
        tsup_log *l = tsup_collect(jp);
        pdd_unit_rt *rt = tu_unit.rt;
        ck_assert_int_eq(l->nev, 1);
        ck_assert_int_eq(l->ev[0].field, rt->fields[order ? F_QVAPOR : F_U].gid);
        ck_assert_int_eq(l->ev[0].offset, TU_AT(2, 1, 3));
        free(l);
    }
}
END_TEST

/* A field whose unit knows its compute domain (ABI 8: NDSL's Quantity, as the pass found it
 * noted) is split by that domain, with PDD_HALO unset or set to another width: delp's domain
 * here is i in [1, 3), j in [2, 4) of its 4x5 plane, not its outermost cells. */
START_TEST(a_fields_own_domain_decides_its_halo_whatever_pdd_halo_says)
{
    static pdd_field_domain domains[NFIELDS] = {[F_DELP] = {2, {1, 2}, {3, 4}}};
    for (int halo = 0; halo <= 1; halo++) {
        const char *jp = tsup_start(halo ? "PDD_HALO=1" : "PDD_HALO=0", NULL);
        tu_unit.field_domains = domains;
        pdd_unit_configure(&tu_unit);
        fill(1.0);
        src[TU_AT(0, 0, 2)] = NAN; /* corner: i and j outside */
        src[TU_AT(0, 2, 0)] = NAN; /* halo: i only */
        src[TU_AT(1, 1, 0)] = NAN; /* halo: j below the domain (PDD_HALO=1 would say corner) */
        src[TU_AT(2, 4, 1)] = NAN; /* halo: j past it */
        src[TU_AT(2, 2, 5)] = NAN; /* domain */
        tu_update_delp(delp, src, I, J, K);
        tsup_log *l = tsup_collect(jp);
        tu_unit.field_domains = NULL;
        pdd_unit_configure(&tu_unit);
        ck_assert_int_eq(l->nev, 3);
        int seen = 0;
        for (int i = 0; i < l->nev; i++) {
            const pdd_rec_event *e = &l->ev[i];
            switch (l->ev_region[i]) {
            case PDD_REGION_DOMAIN:
                ck_assert_uint_eq(e->count, 1);
                ck_assert_int_eq(e->offset, TU_AT(2, 2, 5));
                break;
            case PDD_REGION_HALO:
                ck_assert_uint_eq(e->count, 3);
                ck_assert_int_eq(e->offset, TU_AT(0, 2, 0));
                break;
            case PDD_REGION_CORNER:
                ck_assert_uint_eq(e->count, 1);
                ck_assert_int_eq(e->offset, TU_AT(0, 0, 2));
                break;
            default:
                ck_abort_msg("region %d", l->ev_region[i]);
            }
            seen |= 1 << l->ev_region[i];
        }
        ck_assert_int_eq(seen, 7);
        free(l);
    }
}
END_TEST

/* DaCe shares one function between nested SDFGs (a tracer loop's body, called per tracer):
 * its store site names the first caller's array and kernel, its stores go to each caller's
 * array in each caller's kernel. A bad value is named after the field its address lies in, at
 * its index there, and belongs to the call of the kernel running. */
START_TEST(a_store_into_another_bound_field_is_named_after_it)
{
    const char *jp = tsup_start(NULL);
    const int64_t shape[3] = {I, J, K}, strides[3] = {J * K, K, 1};
    PDD_KERNEL_BEGIN(tu_unit, K_ADVECT);
    PDD_FIELD_BIND(tu_unit, F_DELP, delp, 3, shape, strides);
    PDD_FIELD_BIND(tu_unit, F_QVAPOR, qvapor, 3, shape, strides);
    qvapor[TU_AT(1, 2, 3)] = NAN;
    pdd_site_fail(&tu_unit, S_DELP, &qvapor[TU_AT(1, 2, 3)], -1, NAN);
    PDD_KERNEL_END(tu_unit, K_ADVECT);
    qvapor[TU_AT(1, 2, 3)] = 0;
    tsup_log *l = tsup_collect(jp);
    ck_assert_int_eq(l->nev, 1);
    pdd_unit_rt *rt = tu_unit.rt;
    ck_assert_int_eq(l->ev[0].field, rt->fields[F_QVAPOR].gid);
    ck_assert_int_eq(l->ev[0].site, rt->sites[S_DELP].gid);
    /* and of the call of the kernel running: the shared function's site is the first map's */
    ck_assert_int_eq(l->ev[0].kernel, rt->kernels[K_ADVECT].gid);
    ck_assert_uint_eq(l->ev[0].call, atomic_load(&rt->kernels[K_ADVECT].current_call));
    ck_assert_int_eq(l->ev[0].offset, TU_AT(1, 2, 3));
    ck_assert_int_eq(l->ev[0].index[0], 1);
    ck_assert_int_eq(l->ev[0].index[1], 2);
    ck_assert_int_eq(l->ev[0].index[2], 3);
    free(l);
}
END_TEST

/* ... and judged by that field's rules, not by the rules of the field the site was written
 * for: DaCe emits one function for identical corner copies of delp, the vorticity, w, ...,
 * whose sites take the first caller's checkers (neg_delp). */
START_TEST(a_store_into_another_field_is_judged_by_its_rules)
{
    const char *jp = tsup_start(NULL);
    const int64_t shape[3] = {I, J, K}, strides[3] = {J * K, K, 1};
    double u3[I * J * K] = {0};
    PDD_KERNEL_BEGIN(tu_unit, K_ADVECT);
    PDD_FIELD_BIND(tu_unit, F_DELP, delp, 3, shape, strides);
    PDD_FIELD_BIND(tu_unit, F_QVAPOR, qvapor, 3, shape, strides);
    PDD_FIELD_BIND(tu_unit, F_U, u3, 3, shape, strides);
    pdd_site_fail(&tu_unit, S_DELP, &u3[TU_AT(1, 1, 1)], -1, -0.5);    /* u < 0: nothing */
    pdd_site_fail(&tu_unit, S_DELP, &qvapor[TU_AT(1, 2, 3)], -1, -0.5); /* a negative tracer */
    pdd_site_fail(&tu_unit, S_DELP, &u3[TU_AT(2, 1, 0)], -1, NAN);     /* NaN is bad anywhere */
    pdd_site_fail(&tu_unit, S_DELP, &delp[TU_AT(0, 1, 2)], -1, -0.5);   /* its own field: neg_delp */
    PDD_KERNEL_END(tu_unit, K_ADVECT);
    tsup_log *l = tsup_collect(jp);
    pdd_unit_rt *rt = tu_unit.rt;
    ck_assert_int_eq(l->nev, 3);
    int seen = 0;
    for (int i = 0; i < l->nev; i++) {
        const pdd_rec_event *e = &l->ev[i];
        if (e->field == rt->fields[F_QVAPOR].gid) {
            ck_assert_int_eq(e->kind, PDD_KIND_NEG_TRACER);
            ck_assert_int_eq(e->offset, TU_AT(1, 2, 3));
            seen |= 1;
        } else if (e->field == rt->fields[F_U].gid) {
            ck_assert_int_eq(e->kind, PDD_KIND_NAN);
            ck_assert_int_eq(e->offset, TU_AT(2, 1, 0));
            seen |= 2;
        } else {
            ck_assert_int_eq(e->field, rt->fields[F_DELP].gid);
            ck_assert_int_eq(e->kind, PDD_KIND_NEG_DELP);
            seen |= 4;
        }
    }
    ck_assert_int_eq(seen, 7);
    free(l);
}
END_TEST

START_TEST(events_over_the_cap_are_counted_as_dropped)
{
    const char *jp = tsup_start("PDD_MAX_EVENTS=2", NULL);
    fill(-1.0);
    for (int c = 0; c < 5; c++)
        tu_update_delp(delp, src, I, J, K);
    pdd_unit_flush(&tu_unit);
    tsup_log *l = tsup_collect(jp);
    ck_assert_int_eq(l->nev, 2);
    ck_assert_uint_eq(l->ev[1].call, 2);
    ck_assert_int_ge(l->ndropped, 1);
    ck_assert_uint_eq(l->dropped[l->ndropped - 1].dropped, 3);
    free(l);
}
END_TEST

START_TEST(on_fail_abort_logs_the_event_then_aborts)
{
    tsup_start("PACE_DACE_DEBUG=", NULL); /* only the child logs */
    char jp[600];
    snprintf(jp, sizeof jp, "%s/pdd.0.h5.journal", tsup_dir);
    pid_t pid = fork();
    if (pid == 0) {
        setenv("PACE_DACE_DEBUG", "True", 1);
        setenv("PDD_ON_FAIL", "abort", 1);
        pdd_runtime_restart();
        fill(1.0);
        src[TU_AT(1, 1, 1)] = -5;
        tu_update_delp(delp, src, I, J, K);
        _exit(0);
    }
    int status;
    waitpid(pid, &status, 0);
    ck_assert(WIFSIGNALED(status) && WTERMSIG(status) == SIGABRT);
    tsup_log *l = tsup_collect(jp);
    ck_assert_int_eq(tsup_count_kind(l, PDD_KIND_NEG_DELP), 1);
    ck_assert_int_eq(tsup_first_kind(l, PDD_KIND_NEG_DELP)->index[2], 1);
    ck_assert_int_eq(tsup_count_kind(l, PDD_KIND_CRASH), 1);
    ck_assert_ptr_nonnull(strstr(l->ev_text[1], "SIGABRT"));
    free(l);
}
END_TEST

START_TEST(dormant_probes_log_nothing_and_change_nothing)
{
    tsup_start("PACE_DACE_DEBUG=", NULL);
    ck_assert_int_eq(pdd_enabled, 0);
    fill(NAN);
    tu_update_delp(delp, src, I, J, K);
    ck_assert(isnan(delp[0]));
    char jp[600];
    snprintf(jp, sizeof jp, "%s/pdd.0.h5.journal", tsup_dir);
    ck_assert_int_ne(access(jp, F_OK), 0);
}
END_TEST

START_TEST(null_checker_runs_probes_without_acting)
{
    const char *jp = tsup_start("PDD_CHECKS=null", NULL);
    fill(NAN);
    tu_update_delp(delp, src, I, J, K);
    tsup_log *l = tsup_collect(jp);
    ck_assert_int_eq(l->nev, 0);
    ck_assert_int_eq(l->npr, 0);
    ck_assert_int_eq(l->nsite, NSITES);
    free(l);
}
END_TEST

START_TEST(site_ranges_follow_field_names)
{
    tsup_start(NULL);
    ck_assert_double_eq(tu_ranges[S_DELP].lo, 0.0);
    ck_assert(isinf(tu_ranges[S_DELP].hi));
    ck_assert_double_eq(tu_ranges[S_QVAPOR].lo, -1e-8);
    ck_assert(isinf(tu_ranges[S_U].lo) && tu_ranges[S_U].lo < 0);
    tsup_start("PDD_CHECKS=all,!trace", NULL);
    ck_assert_double_eq(tu_ranges[S_U].lo, -1.7976931348623157e308);
    ck_assert_double_eq(tu_ranges[S_U].hi, 1.7976931348623157e308);
}
END_TEST

__attribute__((noinline)) static void launch_that_fails(void)
{
    pdd_kernel_begin(&tu_unit, K_ADVECT);
    pdd_cuda_error(&tu_unit, K_ADVECT, 700, "cudaErrorIllegalAddress",
                   "an illegal memory access was encountered");
    pdd_kernel_end(&tu_unit, K_ADVECT);
}

START_TEST(cuda_errors_name_kernel_call_code_and_caller)
{
    const char *jp = tsup_start(NULL);
    launch_that_fails();
    launch_that_fails();
    tsup_log *l = tsup_collect(jp);
    ck_assert_int_eq(tsup_count_kind(l, PDD_KIND_CUDA_ERROR), 2);
    const pdd_rec_event *e = &l->ev[1];
    ck_assert_int_eq(e->kind, PDD_KIND_CUDA_ERROR);
    ck_assert_int_eq(e->cuda_error, 700);
    ck_assert_uint_eq(e->call, 2);
    ck_assert_int_eq(e->kernel, ((pdd_unit_rt *)tu_unit.rt)->kernels[K_ADVECT].gid);
    ck_assert_msg(strncmp(l->ev_text[1], "cudaErrorIllegalAddress (700): an illegal memory access", 55) == 0,
                  "%s", l->ev_text[1]);
    ck_assert_msg(strstr(l->ev_text[1], "launch_that_fails") != NULL, "%s", l->ev_text[1]);
    free(l);

    jp = tsup_start("PDD_CHECKS=default,!cuda", NULL);
    launch_that_fails();
    l = tsup_collect(jp);
    ck_assert_int_eq(l->nev, 0);
    free(l);
}
END_TEST

/* PDD_CHECKS (pdd.h) is the list the log's names come from; each checker of the table has
 * its bit and name there, and every bit of the list has its checker. */
START_TEST(each_checker_has_its_bit_and_name_in_PDD_CHECKS)
{
    for (int i = 0; i < pdd_checker_count; i++)
        ck_assert_str_eq(pdd_checker_table[i]->name, pdd_check_name(pdd_checker_table[i]->bit));
    int listed = 0;
#define COUNT_CHECK(id, bit, name)                                                        \
    ck_assert_ptr_nonnull(pdd_checker_by_bit(PDD_CHECK_##id));                           \
    listed++;
    PDD_CHECKS(COUNT_CHECK)
#undef COUNT_CHECK
    ck_assert_int_eq(listed, pdd_checker_count);
    ck_assert_str_eq(pdd_check_name(1u << 30), "???");
}
END_TEST

int main(void)
{
    Suite *s = suite_create("checkers");
    TCase *tc = tcase_create("checkers");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, each_checker_has_its_bit_and_name_in_PDD_CHECKS);
    tcase_add_test(tc, nan_is_counted_with_first_index_and_call_number);
    tcase_add_test(tc, the_first_bad_value_carries_the_operands_it_was_computed_from);
    tcase_add_test(tc, neg_delp_fires_below_zero_and_not_at_zero);
    tcase_add_test(tc, neg_tracer_fires_below_minus_1e_8_only);
    tcase_add_test(tc, tracer_names_and_threshold_come_from_the_configuration);
    tcase_add_test(tc, a_field_that_is_no_tracer_may_be_negative);
    tcase_add_test(tc, inf_is_off_by_default_and_caught_when_asked);
    tcase_add_test(tc, the_fast_form_reports_what_the_compares_do_and_gives_way_to_them);
    tcase_add_test(tc, a_bulk_copy_is_scanned_as_its_stores_would_be);
    tcase_add_test(tc, a_strided_loop_probe_reports_what_the_store_probe_does);
    tcase_add_test(tc, a_checker_left_out_of_PDD_CHECKS_stays_silent);
    tcase_add_test(tc, good_data_makes_no_event);
    tcase_add_test(tc, progress_counts_calls_per_kernel_with_ordered_timestamps);
    tcase_add_test(tc, progress_ring_keeps_the_last_calls_and_counts_every_one);
    tcase_add_test(tc, progress_ring_keeps_the_calls_around_the_first_failure);
    tcase_add_test(tc, progress_stderr_prints_a_line_per_kernel_begin_and_end);
    tcase_add_test(tc, trace_records_each_written_field_at_the_index_after_each_call);
    tcase_add_test(tc, trace_index_outside_a_field_records_nothing_for_it);
    tcase_add_test(tc, indices_are_in_domain_coordinates_where_the_domain_starts_elsewhere);
    tcase_add_test(tc, events_over_the_cap_are_counted_as_dropped);
    tcase_add_test(tc, halo_and_corner_values_are_kept_apart_from_the_domains);
    tcase_add_test(tc, a_store_into_another_bound_field_is_named_after_it);
    tcase_add_test(tc, a_store_into_another_field_is_judged_by_its_rules);
    tcase_add_test(tc, a_fields_own_domain_decides_its_halo_whatever_pdd_halo_says);
    tcase_add_test(tc, a_store_into_memory_two_fields_were_bound_to_is_the_latest_ones);
    tcase_add_test(tc, on_fail_abort_logs_the_event_then_aborts);
    tcase_add_test(tc, dormant_probes_log_nothing_and_change_nothing);
    tcase_add_test(tc, null_checker_runs_probes_without_acting);
    tcase_add_test(tc, site_ranges_follow_field_names);
    tcase_add_test(tc, cuda_errors_name_kernel_call_code_and_caller);
    suite_add_tcase(s, tc);
    return tsup_run(s);
}
