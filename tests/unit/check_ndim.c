/* check_ndim.c: fields of 1, 2, 4 and 8 dimensions. A bad store's full index in the journal,
 * in the log, and in the log recovered from the journal of a process killed mid-run; the
 * trace at 1 to 8 numbers (a field of fewer dimensions at the leading ones, one of more not
 * at all, said once); a bad PDD_TRACE_INDEX turns off the trace alone. */
#include "test_support.h"
#include "test_nd_unit.h"

#include <pdd/log.h>
#include <fcntl.h>
#include <math.h>
#include <signal.h>
#include <sys/wait.h>

PDD_UNIT_REGISTER(nd_unit)

enum { MAXN = 384 }; /* elements of the largest field (big: 2^7 * 3) */
static double out[MAXN], src[MAXN];

/* src = its offset everywhere (a traced value names its place), NaN at the given indices. */
static void fill(int f, int nbad, const int64_t (*bad)[PDD_MAX_DIMS])
{
    for (int64_t x = 0; x < nd_elements(f); x++)
        src[x] = (double)x;
    for (int b = 0; b < nbad; b++)
        src[nd_offset(f, bad[b])] = NAN;
}

static int gid_of_field(int f)
{
    return ((pdd_unit_rt *)nd_unit.rt)->fields[f].gid;
}

/* The index of a journaled event or trace row against the expected ndim numbers (-1 after). */
static void assert_index(int32_t ndim, const int64_t *index, int32_t want_ndim, const int64_t *want)
{
    ck_assert_int_eq(ndim, want_ndim);
    for (int d = 0; d < PDD_MAX_DIMS; d++)
        ck_assert_msg(index[d] == (d < want_ndim ? want[d] : -1), "index[%d] = %lld, want %lld", d,
                      (long long)index[d], (long long)(d < want_ndim ? want[d] : -1));
}

/* The log's events and trace rows, copied out of the reader's blocks (field names too: the
 * reader's are valid during the callback only). */
typedef struct log_rows {
    pdd_log_event ev[16];
    pdd_log_trace tr[16];
    char ev_field[16][32], tr_field[16][32];
    int nev, ntr;
} log_rows;

static int take_events(const pdd_log_event *rows, size_t n, void *ctx)
{
    log_rows *r = ctx;
    for (size_t i = 0; i < n && r->nev < 16; i++, r->nev++) {
        r->ev[r->nev] = rows[i];
        snprintf(r->ev_field[r->nev], sizeof r->ev_field[0], "%s", rows[i].field);
        r->ev[r->nev].field = r->ev_field[r->nev];
        r->ev[r->nev].backtrace = "";
    }
    return 0;
}

static int take_trace(const pdd_log_trace *rows, size_t n, void *ctx)
{
    log_rows *r = ctx;
    for (size_t i = 0; i < n && r->ntr < 16; i++, r->ntr++) {
        r->tr[r->ntr] = rows[i];
        snprintf(r->tr_field[r->ntr], sizeof r->tr_field[0], "%s", rows[i].field);
        r->tr[r->ntr].field = r->tr_field[r->ntr];
    }
    return 0;
}

static void read_log(const char *path, log_rows *r)
{
    char err[1024];
    pdd_log *log = NULL;
    ck_assert_msg(pdd_log_open(path, &log, err, sizeof err) == 0, "%s", err);
    memset(r, 0, sizeof *r);
    ck_assert_int_eq(pdd_log_read_events(log, 0, UINT64_MAX, take_events, r, err, sizeof err), 0);
    ck_assert_int_eq(pdd_log_read_trace(log, 0, UINT64_MAX, take_trace, r, err, sizeof err), 0);
    pdd_log_close(log);
}

/* Stderr into a file while a test runs a start-up or a kernel; read back as text. */
static char err_path[256];
static int saved_stderr = -1;

static void stderr_begin(void)
{
    snprintf(err_path, sizeof err_path, "%s/stderr.txt", getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp");
    fflush(stderr);
    saved_stderr = dup(2);
    int fd = open(err_path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    ck_assert_int_ge(fd, 0);
    dup2(fd, 2);
    close(fd);
}

static void stderr_end(char *text, size_t n)
{
    fflush(stderr);
    dup2(saved_stderr, 2);
    close(saved_stderr);
    FILE *f = fopen(err_path, "r");
    ck_assert_ptr_nonnull(f);
    size_t got = fread(text, 1, n - 1, f);
    text[got] = 0;
    fclose(f);
    unlink(err_path);
}

START_TEST(a_bad_store_in_a_4d_field_has_its_four_numbers_in_journal_and_log)
{
    const char *jp = tsup_start(NULL);
    const int64_t bad[2][PDD_MAX_DIMS] = {{1, 2, 3, 4}, {1, 2, 3, 1}};
    fill(NF_SOFTMAX, 2, bad);
    nd_kernel(NF_SOFTMAX, out, src);
    tsup_log *l = tsup_collect(jp);
    ck_assert_int_eq(l->nev, 1);
    const pdd_rec_event *e = &l->ev[0];
    ck_assert_int_eq(e->kind, PDD_KIND_NAN);
    ck_assert_uint_eq(e->count, 2);
    ck_assert_int_eq(e->field, gid_of_field(NF_SOFTMAX));
    ck_assert_int_eq(e->offset, nd_offset(NF_SOFTMAX, bad[1])); /* the first in memory */
    assert_index(e->ndim, e->index, 4, bad[1]);
    free(l);

    ck_assert_int_eq(pdd_flush(), 0);
    log_rows r;
    read_log(pdd_rt.log_path, &r);
    ck_assert_int_eq(r.nev, 1);
    ck_assert_str_eq(r.ev[0].field, "softmax");
    assert_index(r.ev[0].ndim, r.ev[0].index, 4, bad[1]);
}
END_TEST

START_TEST(a_bad_store_in_a_1d_field_has_one_number)
{
    const char *jp = tsup_start(NULL);
    const int64_t bad[1][PDD_MAX_DIMS] = {{7}};
    fill(NF_WEIGHTS, 1, bad);
    nd_kernel(NF_WEIGHTS, out, src);
    tsup_log *l = tsup_collect(jp);
    ck_assert_int_eq(l->nev, 1);
    ck_assert_int_eq(l->ev[0].offset, 7);
    assert_index(l->ev[0].ndim, l->ev[0].index, 1, bad[0]);
    free(l);
    ck_assert_int_eq(pdd_flush(), 0);
    log_rows r;
    read_log(pdd_rt.log_path, &r);
    ck_assert_int_eq(r.nev, 1);
    assert_index(r.ev[0].ndim, r.ev[0].index, 1, bad[0]);
}
END_TEST

START_TEST(a_bad_store_in_an_8d_field_has_eight_numbers)
{
    const char *jp = tsup_start(NULL);
    const int64_t bad[1][PDD_MAX_DIMS] = {{1, 0, 1, 0, 1, 0, 1, 2}};
    fill(NF_BIG, 1, bad);
    nd_kernel(NF_BIG, out, src);
    tsup_log *l = tsup_collect(jp);
    ck_assert_int_eq(l->nev, 1);
    assert_index(l->ev[0].ndim, l->ev[0].index, 8, bad[0]);
    free(l);
}
END_TEST

/* Every field's kernel, clean, `calls` times under the given trace index: the log, and what
 * pdd said on stderr in text. */
static tsup_log *trace_every_field(const char *index, int calls, char *text, size_t n)
{
    stderr_begin();
    const char *jp = tsup_start(index, NULL);
    for (int call = 0; call < calls; call++)
        for (int f = 0; f < ND_NFIELDS; f++) {
            fill(f, 0, NULL);
            nd_kernel(f, out, src);
        }
    stderr_end(text, n);
    return tsup_collect(jp);
}

START_TEST(a_2d_field_is_traced_at_two_numbers_a_1d_at_the_first_a_4d_not_at_all)
{
    char text[2048];
    tsup_log *l = trace_every_field("PDD_TRACE_INDEX=4,3", 2, text, sizeof text);
    ck_assert_int_eq(l->nev, 0);
    ck_assert_int_eq(l->ntr, 4); /* ps and weights, two calls each */
    const int64_t at_ps[] = {4, 3}, at_weights[] = {4};
    for (int t = 0; t < 4; t++) {
        const pdd_rec_trace *tr = &l->tr[t];
        ck_assert_uint_eq(tr->call, (uint64_t)(t / 2 + 1));
        if (tr->field == gid_of_field(NF_PS)) {
            assert_index(tr->ndim, tr->index, 2, at_ps);
            ck_assert_double_eq(tr->value, 4 * 5 + 3);
        } else {
            ck_assert_int_eq(tr->field, gid_of_field(NF_WEIGHTS));
            assert_index(tr->ndim, tr->index, 1, at_weights);
            ck_assert_double_eq(tr->value, 4);
        }
    }
    free(l);
    /* the fields the index is too short for are named, once each, whatever the calls */
    ck_assert_str_eq(text,
                     "pdd: field softmax has 4 dimensions, PDD_TRACE_INDEX gives no point of 4 numbers "
                     "or more: it is not traced; add one after a ';' (e.g. PDD_TRACE_INDEX=4,3;4,3,0,0)\n"
                     "pdd: field big has 8 dimensions, PDD_TRACE_INDEX gives no point of 8 numbers or "
                     "more: it is not traced; add one after a ';' (e.g. "
                     "PDD_TRACE_INDEX=4,3;4,3,0,0,0,0,0,0)\n");

    ck_assert_int_eq(pdd_flush(), 0);
    log_rows r;
    read_log(pdd_rt.log_path, &r);
    ck_assert_int_eq(r.ntr, 4);
    ck_assert_str_eq(r.tr[0].field, "weights");
    assert_index(r.tr[0].ndim, r.tr[0].index, 1, at_weights);
    ck_assert_str_eq(r.tr[1].field, "ps");
    assert_index(r.tr[1].ndim, r.tr[1].index, 2, at_ps);
}
END_TEST

START_TEST(a_4d_field_is_traced_at_four_numbers_and_an_8d_at_eight)
{
    const char *jp = tsup_start("PDD_TRACE_INDEX=1,2,3,4", NULL);
    fill(NF_SOFTMAX, 0, NULL);
    nd_kernel(NF_SOFTMAX, out, src);
    fill(NF_PS, 0, NULL);
    nd_kernel(NF_PS, out, src); /* 2-D: at (1,2) */
    tsup_log *l = tsup_collect(jp);
    ck_assert_int_eq(l->ntr, 2);
    const int64_t at4[] = {1, 2, 3, 4}, at2[] = {1, 2};
    ck_assert_int_eq(l->tr[0].field, gid_of_field(NF_SOFTMAX));
    assert_index(l->tr[0].ndim, l->tr[0].index, 4, at4);
    ck_assert_double_eq(l->tr[0].value, (double)nd_offset(NF_SOFTMAX, at4));
    assert_index(l->tr[1].ndim, l->tr[1].index, 2, at2);
    ck_assert_double_eq(l->tr[1].value, 1 * 5 + 2);
    free(l);

    jp = tsup_start("PDD_TRACE_INDEX=1,1,1,1,1,1,1,2", NULL);
    fill(NF_BIG, 0, NULL);
    nd_kernel(NF_BIG, out, src);
    l = tsup_collect(jp);
    ck_assert_int_eq(l->ntr, 1);
    const int64_t at8[] = {1, 1, 1, 1, 1, 1, 1, 2};
    assert_index(l->tr[0].ndim, l->tr[0].index, 8, at8);
    ck_assert_double_eq(l->tr[0].value, (double)nd_offset(NF_BIG, at8));
    free(l);
}
END_TEST

/* One point per number of dimensions: each field at its own; a field with no point of its
 * own at the leading numbers of the first longer point in the order given (weights, 1-D, at
 * 4,3's 4); the 8-D one, longer than every point, named once. */
START_TEST(fields_of_different_ranks_are_traced_each_at_its_point)
{
    char text[2048];
    tsup_log *l = trace_every_field("PDD_TRACE_INDEX=4,3;1,2,3,4", 1, text, sizeof text);
    ck_assert_int_eq(l->ntr, 3);
    const int64_t at4[] = {1, 2, 3, 4}, at2[] = {4, 3}, at1[] = {4};
    for (int t = 0; t < 3; t++) {
        const pdd_rec_trace *tr = &l->tr[t];
        if (tr->field == gid_of_field(NF_SOFTMAX)) {
            assert_index(tr->ndim, tr->index, 4, at4);
            ck_assert_double_eq(tr->value, (double)nd_offset(NF_SOFTMAX, at4));
        } else if (tr->field == gid_of_field(NF_PS)) {
            assert_index(tr->ndim, tr->index, 2, at2);
            ck_assert_double_eq(tr->value, 4 * 5 + 3);
        } else {
            ck_assert_int_eq(tr->field, gid_of_field(NF_WEIGHTS));
            assert_index(tr->ndim, tr->index, 1, at1);
        }
    }
    free(l);
    ck_assert_str_eq(text, "pdd: field big has 8 dimensions, PDD_TRACE_INDEX gives no point of 8 numbers or "
                           "more: it is not traced; add one after a ';' (e.g. "
                           "PDD_TRACE_INDEX=4,3;1,2,3,4;4,3,0,0,0,0,0,0)\n");
}
END_TEST

START_TEST(a_bad_trace_index_turns_off_the_trace_and_the_nan_checker_still_logs)
{
    stderr_begin();
    const char *jp = tsup_start("PDD_TRACE_INDEX=1,x", NULL);
    char text[2048];
    stderr_end(text, sizeof text);
    ck_assert_str_eq(text, "pdd: PDD_TRACE_INDEX=1,x: accepted: points of 1 to 8 non-negative integers, "
                           "comma separated (10,5,0), ';' between points of different lengths "
                           "(10,5;10,5,0,2); the trace is off for this run, the other checkers run\n");
    ck_assert_int_eq(pdd_enabled, 1);
    ck_assert(!(pdd_checks & PDD_CHECK_TRACE));
    const int64_t bad[1][PDD_MAX_DIMS] = {{3, 4}};
    fill(NF_PS, 1, bad);
    nd_kernel(NF_PS, out, src);
    tsup_log *l = tsup_collect(jp);
    ck_assert_int_eq(l->nev, 1);
    ck_assert_int_eq(l->ev[0].kind, PDD_KIND_NAN);
    assert_index(l->ev[0].ndim, l->ev[0].index, 2, bad[0]);
    ck_assert_int_eq(l->ntr, 0);
    free(l);
}
END_TEST

/* Child: every field with one NaN, traced at 1,1,1,1 (softmax, ps, weights), then killed. */
static const int64_t kill_bad[ND_NFIELDS][PDD_MAX_DIMS] = {
    {1, 2, 3, 4}, {9}, {5, 4}, {1, 1, 0, 0, 1, 1, 0, 2}};

START_TEST(the_journal_of_a_killed_process_gives_the_same_indices)
{
    tsup_start("PACE_DACE_DEBUG=", NULL); /* only the child logs */
    char journal[600];
    snprintf(journal, sizeof journal, "%s/pdd.0.h5.journal", tsup_dir);
    pid_t pid = fork();
    ck_assert_int_ge(pid, 0);
    if (pid == 0) {
        setenv("PACE_DACE_DEBUG", "True", 1);
        setenv("PDD_TRACE_INDEX", "1,1,1,1", 1);
        pdd_runtime_restart();
        for (int f = 0; f < ND_NFIELDS; f++) {
            fill(f, 1, &kill_bad[f]);
            nd_kernel(f, out, src);
        }
        kill(getpid(), SIGKILL);
        _exit(42); /* not reached */
    }
    int st;
    ck_assert_int_eq(waitpid(pid, &st, 0), pid);
    ck_assert(WIFSIGNALED(st) && WTERMSIG(st) == SIGKILL);
    log_rows r;
    read_log(journal, &r);
    ck_assert_int_eq(r.nev, ND_NFIELDS);
    static const char *const names[ND_NFIELDS] = {"softmax", "weights", "ps", "big"};
    for (int f = 0; f < ND_NFIELDS; f++) {
        ck_assert_str_eq(r.ev[f].field, names[f]);
        ck_assert_int_eq(r.ev[f].offset, nd_offset(f, kill_bad[f]));
        assert_index(r.ev[f].ndim, r.ev[f].index, nd_fields[f].ndim, kill_bad[f]);
    }
    ck_assert_int_eq(r.ntr, 3); /* big has 8 dimensions: not traced at four numbers */
    const int64_t ones[] = {1, 1, 1, 1};
    for (int t = 0; t < 3; t++) {
        ck_assert_str_eq(r.tr[t].field, names[t]);
        assert_index(r.tr[t].ndim, r.tr[t].index, nd_fields[t].ndim, ones);
    }
}
END_TEST

/* Kernel NK_SURFACE over ps as gt4py.next binds a field: its domain starts at (10,3), and
 * with known=0 its first extent is not passed (bound as -1). One NaN at array index (2,1). */
static void ps_in_domain(int known)
{
    static const int64_t start[2] = {10, 3}, strides[2] = {5, 1};
    const int64_t shape[2] = {known ? 6 : -1, 5};
    for (int x = 0; x < 30; x++)
        out[x] = (double)x;
    PDD_KERNEL_BEGIN(nd_unit, NK_SURFACE);
    PDD_FIELD_BIND(nd_unit, NF_PS, out, 2, shape, strides);
    PDD_FIELD_START(nd_unit, NF_PS, 2, start);
    out[2 * 5 + 1] = NAN;
    PDD_CHECK_STORE(nd_unit, NK_SURFACE, &out[2 * 5 + 1], -1, out[2 * 5 + 1]);
    PDD_TRACE(nd_unit, NK_SURFACE, NF_PS, NULL, 0, NULL, NULL);
    PDD_KERNEL_END(nd_unit, NK_SURFACE);
}

START_TEST(a_field_with_a_domain_start_is_indexed_and_traced_in_domain_coordinates)
{
    const char *jp = tsup_start("PDD_TRACE_INDEX=12,4", NULL);
    ps_in_domain(1);
    ps_in_domain(0);
    tsup_log *l = tsup_collect(jp);
    const int64_t at[] = {12, 4};
    ck_assert_int_eq(l->nev, 2);
    for (int e = 0; e < 2; e++) {
        ck_assert_int_eq(l->ev[e].offset, 11); /* the offset stays the element's in memory */
        assert_index(l->ev[e].ndim, l->ev[e].index, 2, at);
    }
    /* traced at the domain index, read at array index (2,1); the unknown extent: not traced */
    ck_assert_int_eq(l->ntr, 1);
    assert_index(l->tr[0].ndim, l->tr[0].index, 2, at);
    ck_assert(isnan(l->tr[0].value));
    free(l);
}
END_TEST

START_TEST(a_trace_index_before_a_fields_domain_start_traces_nothing)
{
    const char *jp = tsup_start("PDD_TRACE_INDEX=2,1", NULL);
    ps_in_domain(1);
    tsup_log *l = tsup_collect(jp);
    ck_assert_int_eq(l->ntr, 0);
    free(l);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("ndim");
    TCase *tc = tcase_create("ndim");
    tcase_set_timeout(tc, getenv("PDD_TEST_SANITIZED") ? 300 : 60);
    tcase_add_test(tc, a_bad_store_in_a_4d_field_has_its_four_numbers_in_journal_and_log);
    tcase_add_test(tc, a_bad_store_in_a_1d_field_has_one_number);
    tcase_add_test(tc, a_bad_store_in_an_8d_field_has_eight_numbers);
    tcase_add_test(tc, a_2d_field_is_traced_at_two_numbers_a_1d_at_the_first_a_4d_not_at_all);
    tcase_add_test(tc, a_4d_field_is_traced_at_four_numbers_and_an_8d_at_eight);
    tcase_add_test(tc, fields_of_different_ranks_are_traced_each_at_its_point);
    tcase_add_test(tc, a_bad_trace_index_turns_off_the_trace_and_the_nan_checker_still_logs);
    tcase_add_test(tc, the_journal_of_a_killed_process_gives_the_same_indices);
    tcase_add_test(tc, a_field_with_a_domain_start_is_indexed_and_traced_in_domain_coordinates);
    tcase_add_test(tc, a_trace_index_before_a_fields_domain_start_traces_nothing);
    suite_add_tcase(s, tc);
    return tsup_run(s);
}
