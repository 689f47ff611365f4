/* check_log.c: journal -> HDF5 log -> reader, value by value; what h5dump shows; torn
 * records; recovery of a leftover journal; and the message for each kind of bad file. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include "h5_superblock.h"
#include "h5_writer.h"
#include "journal.h"
#include "reader.h"

#include <pdd/log.h>
#include <pdd/abi.h>

#include <check.h>
#include <dirent.h>
#include <hdf5.h>
#include <math.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

static char dir[256];
static char err[4096];

/* A fresh folder per test, removed afterwards. */
static void setup(void)
{
    snprintf(dir, sizeof dir, "/tmp/pdd-check-log-%ld-XXXXXX", (long)getpid());
    ck_assert_ptr_nonnull(mkdtemp(dir));
}

static void teardown(void)
{
    DIR *d = opendir(dir);
    if (!d)
        return;
    struct dirent *e;
    char p[512];
    while ((e = readdir(d)))
        if (strcmp(e->d_name, ".") && strcmp(e->d_name, "..")) {
            snprintf(p, sizeof p, "%s/%s", dir, e->d_name);
            unlink(p);
        }
    closedir(d);
    rmdir(dir);
}

static const char *in_dir(const char *name)
{
    static char paths[8][512];
    static int next;
    char *p = paths[next++ % 8];
    snprintf(p, sizeof paths[0], "%s/%s", dir, name);
    return p;
}

/* A temporary file of a conversion into log (log.tmp, log.<pid>.tmp) is in the folder. */
static int tmp_left(const char *log)
{
    DIR *d = opendir(dir);
    struct dirent *e;
    size_t n = strlen(log);
    int found = 0;
    while (d && (e = readdir(d)))
        found |= !strncmp(e->d_name, log, n) && e->d_name[n] == '.' &&
                 strlen(e->d_name) > n + 4 && !strcmp(e->d_name + strlen(e->d_name) - 4, ".tmp");
    if (d)
        closedir(d);
    return found;
}

static int exists(const char *path)
{
    struct stat s;
    return stat(path, &s) == 0;
}

/* ---------------------------------------------------------------- a sample run */

#define T0 1795290817200000000ull
static const char meta_json[] =
    "{\"format_version\":2,\"producer\":\"pdd 0.1.0\",\"program\":\"python run_model.py "
    "--steps 3\",\"rank\":3,\"hostname\":\"node07\",\"pid\":4242,"
    "\"start_time_ns\":1795290817123456789,\"start_time\":\"2026-11-21T19:53:37.123456789Z\","
    "\"config\":{\"enabled\":true,\"checks\":[\"nan\",\"neg_delp\"],\"trace_index\":[1,2,3]}}";
static const char long_field[] = "qvapor_transient_long_name_xyz";
static const char cuda_text[] = "cudaErrorIllegalAddress\n#0 0x1 launch_copy\n#1 0x2 main";
static const char crash_text[] = "#0 0x401000 crash_here\n#1 0x402000 main";

/* Where each event's payload landed in the journal: slot distances give the seq gaps. */
static const char *event_at[4];
static const char *progress_at[2];

static pdd_journal *sample_journal(const char *path, int with_end)
{
    pdd_journal *j = pdd_journal_create(path, 4242, 3, err, sizeof err);
    ck_assert_msg(j != NULL, "%s", err);
    pdd_journal_append(j, PDD_REC_META, meta_json, sizeof meta_json, NULL, 0);
    pdd_rec_unit u = {0, 0, 0, 0};
    const char unit_tail[] = "program_x\0gen/program_x.cpp";
    pdd_journal_append(j, PDD_REC_UNIT, &u, sizeof u, unit_tail, sizeof unit_tail);
    /* k0 as a unit of ABI 5 gives it (with the user's file and line), k1 as an older one */
    pdd_rec_kernel k0 = {0, 0, 130, 42}, k1 = {1, 0, 250, 0};
    const char k0_tail[] = "lap3d_130_0_3\0gen/program_x.cpp\0map_lap3d\0model/stencils.py";
    const char k1_tail[] = "copy_250\0gen/program_x.cpp\0";
    pdd_journal_append(j, PDD_REC_KERNEL, &k0, sizeof k0, k0_tail, sizeof k0_tail);
    pdd_journal_append(j, PDD_REC_KERNEL, &k1, sizeof k1, k1_tail, sizeof k1_tail);
    pdd_rec_field f0 = {0, 0, PDD_T_F64, 3, PDD_STORAGE_GPU, 0};
    pdd_rec_field f1 = {1, 0, PDD_T_F32, 2, PDD_STORAGE_HOST, 1};
    pdd_journal_append(j, PDD_REC_FIELD, &f0, sizeof f0, "delp", 5);
    pdd_journal_append(j, PDD_REC_FIELD, &f1, sizeof f1, long_field, sizeof long_field);
    pdd_rec_site s0 = {0, 0, 0, 140, 0.0, INFINITY, PDD_CHECK_NAN | PDD_CHECK_NEG_DELP, PDD_SITE_IN_PLACE};
    pdd_rec_site s1 = {1, 1, 1, 260, -1e-8, INFINITY, PDD_CHECK_NAN | PDD_CHECK_NEG_TRACER | PDD_CHECK_INPUTS,
                       PDD_SITE_INPUT};
    /* a write no probe checks: a row with its reason, no checkers, no range */
    pdd_rec_site s2 = {2, 1, 0, 0, -INFINITY, INFINITY, 0, PDD_SITE_UNCHECKED | PDD_COVER_DEVICE_COPY << 8};
    pdd_journal_append(j, PDD_REC_SITE, &s0, sizeof s0, NULL, 0);
    pdd_journal_append(j, PDD_REC_SITE, &s1, sizeof s1, NULL, 0);
    pdd_journal_append(j, PDD_REC_SITE, &s2, sizeof s2, NULL, 0);

    pdd_rec_event e0 = {.t_ns = T0, .call = 3, .count = 5, .offset = 1234, .value = NAN,
                        .min = -2.5, .max = 7.5, .kernel = 0, .site = 0, .field = 0,
                        .kind = PDD_KIND_NAN, .cuda_error = 0, .ndim = 3, .index = {1, 2, 3}};
    pdd_rec_event e1 = {.t_ns = T0 + 1, .call = 4, .count = 1, .offset = -1, .value = -0.5,
                        .min = -0.5, .max = -0.5, .kernel = 1, .site = 1, .field = 1,
                        .kind = PDD_KIND_NEG_TRACER, .ndim = 0, .index = {-1, -1, -1}};
    pdd_rec_event e2 = {.t_ns = T0 + 2, .call = 4, .count = 1, .offset = -1, .kernel = 1,
                        .site = -1, .field = -1, .kind = PDD_KIND_CUDA_ERROR, .cuda_error = 700};
    pdd_rec_event e3 = {.t_ns = T0 + 3, .offset = -1, .kernel = -1, .site = -1, .field = -1,
                        .kind = PDD_KIND_CRASH};
    event_at[0] = pdd_journal_append(j, PDD_REC_EVENT, &e0, pdd_rec_event_len(&e0), NULL, 0);
    /* under PDD_HALO: its region (a corner) is a byte after its empty text */
    const unsigned char corner[2] = {0, PDD_REGION_CORNER};
    event_at[1] = pdd_journal_append(j, PDD_REC_EVENT, &e1, pdd_rec_event_len(&e1), corner, sizeof corner);
    event_at[2] = pdd_journal_append(j, PDD_REC_EVENT, &e2, pdd_rec_event_len(&e2), cuda_text,
                                     sizeof cuda_text);
    event_at[3] = pdd_journal_append(j, PDD_REC_EVENT, &e3, pdd_rec_event_len(&e3), crash_text,
                                     sizeof crash_text);

    /* the program's calls (its exported function), the second one after the events */
    pdd_rec_program pc0 = {T0 - 200, 1, 0, 0}, pc1 = {T0 + 5, 2, 0, 0};
    pdd_journal_append(j, PDD_REC_PROGRAM, &pc0, sizeof pc0, NULL, 0);
    pdd_rec_progress p0 = {.t_begin_ns = T0 - 100, .t_end_ns = T0 - 50, .kernel = 0, .call = 1};
    pdd_rec_progress p1 = {.t_begin_ns = T0 - 40, .t_end_ns = 0, .kernel = 1, .call = 1};
    progress_at[0] = pdd_journal_append(j, PDD_REC_PROGRESS, &p0, sizeof p0, NULL, 0);
    progress_at[1] = pdd_journal_append(j, PDD_REC_PROGRESS, &p1, sizeof p1, NULL, 0);
    /* field 1 is 2-D: its trace row has two numbers */
    pdd_rec_trace t0 = {.call = 1, .value = 42.5, .kernel = 0, .field = 1, .ndim = 2,
                        .index = {1, 2}};
    pdd_journal_append(j, PDD_REC_TRACE, &t0, pdd_rec_trace_len(&t0), NULL, 0);
    /* the first event's operands: a 3-D one of delp, one of the 2-D field outside its layout */
    pdd_rec_operand o0 = {.call = 3, .value = 0.0, .offset = 1000, .site = 0, .kind = PDD_KIND_NAN, .pos = 0,
                          .field = 0, .ndim = 3, .index = {4, 5, 6}};
    pdd_rec_operand o1 = {.call = 3, .value = -2.5, .offset = -1, .site = 0, .kind = PDD_KIND_NAN, .pos = 1,
                          .field = 1, .ndim = 0, .role = PDD_OPERAND_LOG};
    pdd_journal_append(j, PDD_REC_OPERAND, &o0, pdd_rec_operand_len(&o0), NULL, 0);
    pdd_journal_append(j, PDD_REC_OPERAND, &o1, pdd_rec_operand_len(&o1), NULL, 0);
    pdd_journal_append(j, PDD_REC_PROGRAM, &pc1, sizeof pc1, NULL, 0);
    pdd_rec_dropped d0 = {5, 0, 0}, d1 = {7, 0, 0};
    pdd_journal_append(j, PDD_REC_DROPPED, &d0, sizeof d0, NULL, 0);
    pdd_journal_append(j, PDD_REC_DROPPED, &d1, sizeof d1, NULL, 0);
    if (with_end) {
        pdd_rec_end end = {T0 + 10};
        pdd_journal_append(j, PDD_REC_END, &end, sizeof end, NULL, 0);
    }
    return j;
}

/* Writes the sample journal and converts it; returns the log's path. */
static const char *sample_log(void)
{
    const char *journal = in_dir("pdd.3.h5.journal"), *h5 = in_dir("pdd.3.h5");
    pdd_journal_close(sample_journal(journal, 1));
    ck_assert_msg(pdd_h5_write(journal, h5, 0, err, sizeof err) == 0, "%s", err);
    return h5;
}

/* The whole file in a malloc'd buffer; *size its length. */
static unsigned char *slurp(const char *path, size_t *size)
{
    FILE *f = fopen(path, "rb");
    ck_assert_ptr_nonnull(f);
    fseek(f, 0, SEEK_END);
    *size = (size_t)ftell(f);
    fseek(f, 0, SEEK_SET);
    unsigned char *buf = malloc(*size ? *size : 1);
    ck_assert_ptr_nonnull(buf);
    ck_assert_uint_eq(fread(buf, 1, *size, f), *size);
    fclose(f);
    return buf;
}

static pdd_log *open_ok(const char *path)
{
    pdd_log *log = NULL;
    ck_assert_msg(pdd_log_open(path, &log, err, sizeof err) == 0, "%s", err);
    ck_assert_ptr_nonnull(log);
    return log;
}

/* Copies every event (strings included) out of the reader's blocks. */
typedef struct collected {
    pdd_log_event ev[8];
    char field[8][64], bt[8][256];
    int n, blocks;
} collected;

static int collect_events(const pdd_log_event *rows, size_t n, void *ctx)
{
    collected *c = ctx;
    c->blocks++;
    for (size_t i = 0; i < n && c->n < 8; i++, c->n++) {
        c->ev[c->n] = rows[i];
        snprintf(c->field[c->n], sizeof c->field[0], "%s", rows[i].field);
        snprintf(c->bt[c->n], sizeof c->bt[0], "%s", rows[i].backtrace);
    }
    return 0;
}

/* Streams rows [first, first + count) of /events to cb; returns what pdd_log_read_events does. */
static int read_events(pdd_log *log, uint64_t first, uint64_t count,
                       pdd_log_event_cb cb, void *ctx)
{
    return pdd_log_read_events(log, first, count, cb, ctx, err, sizeof err);
}

/* ---------------------------------------------------------------- tests */

START_TEST(journal_with_events_becomes_h5_that_reader_reads_back)
{
    const char *h5 = sample_log();
    ck_assert(!tmp_left("pdd.3.h5"));
    pdd_log *log = open_ok(h5);

    const pdd_log_meta *m = pdd_log_meta_of(log);
    ck_assert_str_eq(m->path, h5);
    ck_assert_int_eq(m->format_version, 3);
    ck_assert_str_eq(m->producer, "pdd 0.1.0");
    ck_assert_str_eq(m->program, "python run_model.py --steps 3");
    ck_assert_int_eq(m->rank, 3);
    ck_assert_str_eq(m->hostname, "node07");
    ck_assert_int_eq(m->pid, 4242);
    ck_assert_str_eq(m->start_time, "2026-11-21T19:53:37.123456789Z");
    ck_assert(m->start_time_ns == 1795290817123456789LL); /* exact: not through a double */
    ck_assert_str_eq(m->config, "{\"enabled\":true,\"checks\":[\"nan\",\"neg_delp\"],"
                                "\"trace_index\":[1,2,3]}");
    ck_assert_int_eq(m->clean_exit, 1);
    ck_assert_int_eq(m->recovered, 0);
    ck_assert_uint_eq(m->records_torn, 0);
    ck_assert_str_eq(m->journal, in_dir("pdd.3.h5.journal"));
    ck_assert_int_eq(m->recovered_now, 0);

    size_t n;
    const pdd_log_unit *u = pdd_log_units(log, &n);
    ck_assert_uint_eq(n, 1);
    ck_assert_str_eq(u[0].program, "program_x");
    ck_assert_str_eq(u[0].source, "gen/program_x.cpp");

    const pdd_log_kernel *k = pdd_log_kernels(log, &n);
    ck_assert_uint_eq(n, 2);
    ck_assert_int_eq(k[0].id, 0);
    ck_assert_str_eq(k[0].name, "lap3d_130_0_3");
    ck_assert_str_eq(k[0].source, "gen/program_x.cpp");
    ck_assert_int_eq(k[0].line, 130);
    ck_assert_str_eq(k[0].label, "map_lap3d");
    ck_assert_int_eq(k[0].unit, 0);
    ck_assert_str_eq(k[1].name, "copy_250");
    ck_assert_str_eq(k[1].label, ""); /* unknown label */
    ck_assert_str_eq(k[0].origin_file, "model/stencils.py");
    ck_assert_int_eq(k[0].origin_line, 42);
    ck_assert_str_eq(k[1].origin_file, ""); /* a journal from before origins */
    ck_assert_int_eq(k[1].origin_line, 0);
    ck_assert_ptr_eq(pdd_log_kernel_by_id(log, 1), &k[1]);
    ck_assert_ptr_null(pdd_log_kernel_by_id(log, 2));

    const pdd_log_field *f = pdd_log_fields(log, &n);
    ck_assert_uint_eq(n, 2);
    ck_assert_str_eq(f[0].name, "delp");
    ck_assert_str_eq(pdd_log_type_name(f[0].type), "f64");
    ck_assert_str_eq(pdd_log_storage_name(f[0].storage), "gpu");
    ck_assert_int_eq(f[0].ndim, 3);
    ck_assert_int_eq(f[0].transient, 0);
    ck_assert_str_eq(f[1].name, long_field);
    ck_assert_str_eq(pdd_log_type_name(f[1].type), "f32");
    ck_assert_str_eq(pdd_log_storage_name(f[1].storage), "host");
    ck_assert_int_eq(f[1].ndim, 2);
    ck_assert_int_eq(f[1].transient, 1);

    const pdd_log_site *s = pdd_log_sites(log, &n);
    ck_assert_uint_eq(n, 3);
    ck_assert_int_eq(s[0].kernel, 0);
    ck_assert_int_eq(s[0].field_id, 0);
    ck_assert_str_eq(s[0].field, "delp");
    ck_assert_int_eq(s[0].line, 140);
    ck_assert_double_eq(s[0].lo, 0.0);
    ck_assert(isinf(s[0].hi) && s[0].hi > 0);
    ck_assert_str_eq(s[0].checkers, "nan,neg_delp");
    ck_assert_uint_eq(s[0].dropped, 7); /* the last DROPPED record of the site */
    ck_assert_int_eq(s[0].input, 0);
    ck_assert_str_eq(s[1].field, long_field);
    ck_assert_double_eq(s[1].lo, -1e-8);
    ck_assert_str_eq(s[1].checkers, "nan,neg_tracer,inputs");
    ck_assert_int_eq(s[1].input, 1);
    ck_assert_uint_eq(s[1].dropped, 0);
    ck_assert_int_eq(s[0].unchecked, 0);
    ck_assert_int_eq(s[1].unchecked, 0);
    ck_assert_int_eq(s[2].unchecked, PDD_COVER_DEVICE_COPY);
    ck_assert_str_eq(pdd_log_unchecked_name(s[2].unchecked), "device_copy");
    ck_assert_int_eq(s[0].in_place, 1); /* a store that read the element it overwrote */
    ck_assert_int_eq(s[1].in_place, 0);
    ck_assert_int_eq(s[2].in_place, 0);
    ck_assert_int_eq(s[2].kernel, 1);
    ck_assert_str_eq(s[2].checkers, "");

    ck_assert_uint_eq(pdd_log_event_count(log), 4);
    collected c = {0};
    ck_assert_int_eq(read_events(log, 0, UINT64_MAX, collect_events, &c), 0);
    ck_assert_int_eq(c.n, 4);
    ck_assert_int_eq(c.blocks, 1);
    /* seq is the record's slot number: gaps equal the distance in the journal. */
    for (int i = 1; i < 4; i++)
        ck_assert_uint_eq(c.ev[i].seq - c.ev[0].seq,
                          (uint64_t)(event_at[i] - event_at[0]) / PDD_SLOT_SIZE);
    const pdd_log_event *e = c.ev;
    ck_assert_uint_eq(e[0].t_ns, T0);
    ck_assert_int_eq(e[0].kind, PDD_KIND_NAN);
    ck_assert_str_eq(pdd_log_kind_name(e[0].kind), "nan");
    ck_assert_int_eq(e[0].kernel, 0);
    ck_assert_int_eq(e[0].site, 0);
    ck_assert_int_eq(e[0].field_id, 0);
    ck_assert_str_eq(c.field[0], "delp");
    ck_assert_uint_eq(e[0].call, 3);
    ck_assert_uint_eq(e[0].count, 5);
    ck_assert_int_eq(e[0].ndim, 3);
    ck_assert_int_eq(e[0].index[0], 1);
    ck_assert_int_eq(e[0].index[1], 2);
    ck_assert_int_eq(e[0].index[2], 3);
    ck_assert_int_eq(e[0].index[3], -1);
    ck_assert_int_eq(e[0].offset, 1234);
    ck_assert(isnan(e[0].value));
    ck_assert_double_eq(e[0].min, -2.5);
    ck_assert_double_eq(e[0].max, 7.5);
    ck_assert_int_eq(e[0].cuda_error, 0);
    ck_assert_str_eq(c.bt[0], "");
    ck_assert_int_eq(e[0].region, PDD_REGION_DOMAIN);
    ck_assert_int_eq(e[1].region, PDD_REGION_CORNER);
    ck_assert_str_eq(pdd_log_region_name(e[1].region), "corner");
    ck_assert_str_eq(c.bt[1], ""); /* the region byte is no text */
    ck_assert_int_eq(e[2].region, PDD_REGION_DOMAIN);

    ck_assert_int_eq(e[1].kind, PDD_KIND_NEG_TRACER);
    ck_assert_str_eq(c.field[1], long_field); /* the longest name fits whole */
    ck_assert_int_eq(e[1].ndim, 0);
    ck_assert_int_eq(e[1].index[0], -1);
    ck_assert_int_eq(e[1].offset, -1);
    ck_assert_double_eq(e[1].value, -0.5);

    ck_assert_int_eq(e[2].kind, PDD_KIND_CUDA_ERROR);
    ck_assert_int_eq(e[2].cuda_error, 700);
    ck_assert_int_eq(e[2].site, -1);
    ck_assert_int_eq(e[2].field_id, -1);
    ck_assert_str_eq(c.field[2], "");
    ck_assert_str_eq(c.bt[2], cuda_text);
    ck_assert_int_eq(e[2].ndim, 0);
    for (int d = 0; d < PDD_LOG_MAX_DIMS; d++)
        ck_assert_int_eq(e[2].index[d], -1);

    ck_assert_int_eq(e[3].kind, PDD_KIND_CRASH);
    ck_assert_str_eq(pdd_log_kind_name(e[3].kind), "crash");
    ck_assert_int_eq(e[3].kernel, -1);
    ck_assert_str_eq(c.bt[3], crash_text);
    pdd_log_close(log);
}
END_TEST

typedef struct progress_rows {
    pdd_log_progress p[4];
    int n;
} progress_rows;

static int collect_progress(const pdd_log_progress *rows, size_t n, void *ctx)
{
    progress_rows *c = ctx;
    for (size_t i = 0; i < n && c->n < 4; i++)
        c->p[c->n++] = rows[i];
    return 0;
}

typedef struct trace_rows {
    pdd_log_trace t[4];
    char name[4][64];
    int n;
} trace_rows;

static int collect_trace(const pdd_log_trace *rows, size_t n, void *ctx)
{
    trace_rows *c = ctx;
    for (size_t i = 0; i < n && c->n < 4; i++, c->n++) {
        c->t[c->n] = rows[i];
        snprintf(c->name[c->n], sizeof c->name[0], "%s", rows[i].field);
    }
    return 0;
}

START_TEST(progress_and_trace_read_back_with_unended_call_as_zero)
{
    pdd_log *log = open_ok(sample_log());
    ck_assert_uint_eq(pdd_log_progress_count(log), 2);
    progress_rows p = {0};
    ck_assert_int_eq(pdd_log_read_progress(log, 0, UINT64_MAX, collect_progress, &p, err,
                                           sizeof err), 0);
    ck_assert_int_eq(p.n, 2);
    ck_assert_uint_eq(p.p[1].seq - p.p[0].seq,
                      (uint64_t)(progress_at[1] - progress_at[0]) / PDD_SLOT_SIZE);
    ck_assert_int_eq(p.p[0].kernel, 0);
    ck_assert_uint_eq(p.p[0].call, 1);
    ck_assert_uint_eq(p.p[0].t_begin_ns, T0 - 100);
    ck_assert_uint_eq(p.p[0].t_end_ns, T0 - 50);
    ck_assert_int_eq(p.p[1].kernel, 1);
    ck_assert_uint_eq(p.p[1].t_begin_ns, T0 - 40);
    ck_assert_uint_eq(p.p[1].t_end_ns, 0); /* never ended */

    ck_assert_uint_eq(pdd_log_trace_count(log), 1);
    trace_rows t = {0};
    ck_assert_int_eq(pdd_log_read_trace(log, 0, UINT64_MAX, collect_trace, &t, err, sizeof err),
                     0);
    ck_assert_int_eq(t.n, 1);
    ck_assert_int_eq(t.t[0].kernel, 0);
    ck_assert_uint_eq(t.t[0].call, 1);
    ck_assert_int_eq(t.t[0].field_id, 1);
    ck_assert_str_eq(t.name[0], long_field);
    ck_assert_int_eq(t.t[0].ndim, 2);
    ck_assert_int_eq(t.t[0].index[0], 1);
    ck_assert_int_eq(t.t[0].index[1], 2);
    ck_assert_int_eq(t.t[0].index[2], -1);
    ck_assert_double_eq(t.t[0].value, 42.5);
    pdd_log_close(log);
}
END_TEST

typedef struct operand_rows {
    pdd_log_operand o[8];
    char name[8][300];
    int n;
} operand_rows;

static int collect_operands(const pdd_log_operand *rows, size_t n, void *ctx)
{
    operand_rows *c = ctx;
    for (size_t i = 0; i < n && c->n < 8; i++, c->n++) {
        c->o[c->n] = rows[i];
        snprintf(c->name[c->n], sizeof c->name[0], "%s", rows[i].field);
    }
    return 0;
}

START_TEST(operands_read_back_with_their_event_keys_and_cells)
{
    pdd_log *log = open_ok(sample_log());
    ck_assert_uint_eq(pdd_log_operand_count(log), 2);
    operand_rows o = {0};
    ck_assert_int_eq(pdd_log_read_operands(log, 0, UINT64_MAX, collect_operands, &o, err, sizeof err), 0);
    ck_assert_int_eq(o.n, 2);
    ck_assert_int_eq(o.o[0].site, 0);
    ck_assert_int_eq(o.o[0].kind, PDD_KIND_NAN);
    ck_assert_uint_eq(o.o[0].call, 3);
    ck_assert_int_eq(o.o[0].pos, 0);
    ck_assert_int_eq(o.o[0].field_id, 0);
    ck_assert_str_eq(o.name[0], "delp");
    ck_assert_int_eq(o.o[0].ndim, 3);
    ck_assert_int_eq(o.o[0].index[2], 6);
    ck_assert_int_eq(o.o[0].index[3], -1);
    ck_assert_int_eq(o.o[0].offset, 1000);
    ck_assert_double_eq(o.o[0].value, 0.0);
    ck_assert_int_eq(o.o[1].pos, 1);
    ck_assert_str_eq(o.name[1], long_field);
    ck_assert_int_eq(o.o[1].ndim, 0);
    ck_assert_int_eq(o.o[1].offset, -1);
    ck_assert_double_eq(o.o[1].value, -2.5);
    ck_assert_int_eq(o.o[0].role, PDD_OPERAND_NONE);
    ck_assert_int_eq(o.o[1].role, PDD_OPERAND_LOG);
    ck_assert_str_eq(pdd_log_role_name(o.o[1].role), "log");
    pdd_log_close(log);
}
END_TEST

START_TEST(program_calls_read_back_in_order_with_their_unit)
{
    pdd_log *log = open_ok(sample_log());
    size_t n = 0;
    const pdd_log_program_call *pc = pdd_log_program_calls(log, &n);
    ck_assert_uint_eq(n, 2);
    ck_assert_uint_eq(pc[0].call, 1);
    ck_assert_uint_eq(pc[0].t_ns, T0 - 200);
    ck_assert_uint_eq(pc[1].call, 2);
    ck_assert_int_eq(pc[1].unit, 0);
    /* in the run's order: the first before the first kernel call's row, the second after the events */
    progress_rows r = {0};
    ck_assert_int_eq(pdd_log_read_progress(log, 0, UINT64_MAX, collect_progress, &r, err, sizeof err), 0);
    ck_assert_uint_lt(pc[0].seq, r.p[0].seq);
    ck_assert_uint_gt(pc[1].seq, r.p[1].seq);
    pdd_log_close(log);
}
END_TEST

/* The output of a shell command, or NULL if it could not run. Caller frees. */
static char *command_output(const char *cmd)
{
    FILE *p = popen(cmd, "r");
    if (!p)
        return NULL;
    size_t cap = 1 << 16, n = 0;
    char *out = malloc(cap);
    ck_assert_ptr_nonnull(out);
    size_t got;
    while ((got = fread(out + n, 1, cap - n - 1, p)) > 0) {
        n += got;
        if (n + 1 == cap) {
            cap *= 2;
            out = realloc(out, cap);
            ck_assert_ptr_nonnull(out);
        }
    }
    out[n] = 0;
    int status = pclose(p);
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
        fprintf(stderr, "%s", out);
        ck_abort_msg("%s failed (its output is above)", cmd);
    }
    return out;
}

START_TEST(h5dump_shows_kind_names_and_column_names)
{
    if (access("/usr/bin/h5dump", X_OK) != 0 && system("command -v h5dump >/dev/null") != 0) {
        fprintf(stderr, "check_log: h5dump not installed (hdf5-tools); skipping its test\n");
        return;
    }
    const char *h5 = sample_log();
    char cmd[600];
    snprintf(cmd, sizeof cmd, "h5dump -H '%s' 2>&1", h5);
    char *out = command_output(cmd);
    /* One space between words, as h5dump aligns enum values with a run of them. */
    char *w = out;
    for (const char *r = out; *r; r++)
        if (!(*r == ' ' && w > out && w[-1] == ' '))
            *w++ = *r;
    *w = 0;
    static const char *const want[] = {
        "\"nan\" 1;", "\"inf\" 2;", "\"neg_tracer\" 3;", "\"neg_delp\" 4;",
        "\"cuda_error\" 5;", "\"crash\" 6;", "\"f64\"", "\"bool\"", "\"gpu\"", "DATASET \"events\"",
        "DATASET \"kernels\"", "DATASET \"fields\"", "DATASET \"sites\"", "DATASET \"progress\"",
        "DATASET \"trace\"", "DATASET \"backtraces\"", "DATASET \"units\"",
        "ATTRIBUTE \"format_version\"", "ATTRIBUTE \"config\"", "ATTRIBUTE \"records_torn\"",
        "\"seq\"", "\"t_ns\"", "\"kind\"", "\"field\"", "\"field_id\"", "\"call\"", "\"count\"",
        "\"ndim\"", "\"index\"", "H5T_ARRAY { [8] H5T_STD_I64LE } \"index\"", "\"offset\"",
        "\"value\"", "\"min\"", "\"max\"", "\"cuda_error\"",
        "\"backtrace\"", "\"t_begin_ns\"", "\"t_end_ns\"", "\"checkers\"",
        "\"dropped\"", "\"label\"", "\"region\"", "\"corner\" 2;"};
    for (size_t i = 0; i < sizeof want / sizeof *want; i++)
        if (!strstr(out, want[i])) {
            fprintf(stderr, "%s", out);
            ck_abort_msg("h5dump -H lacks %s (its output is above)", want[i]);
        }
    free(out);
    snprintf(cmd, sizeof cmd, "h5dump -d /fields -d /events '%s' 2>&1", h5);
    out = command_output(cmd);
    if (!strstr(out, "\"delp\"") || !strstr(out, long_field) || !strstr(out, "neg_tracer") ||
        !strstr(out, "crash")) {
        fprintf(stderr, "%s", out);
        ck_abort_msg("h5dump of /fields and /events lacks a field or kind name (above)");
    }
    free(out);
}
END_TEST

/* A signal whose handler records (a crash, SIGTERM) arriving while its own thread grows the
 * journal: the handler cannot wait for that growth, so its record goes to the reserve. */
static pdd_journal *grow_j;
static void *grow_sig_rec;
static int grow_sig_count;
static void grow_sig_handler(int sig)
{
    (void)sig;
    grow_sig_count++;
    pdd_journal_signal_context = 1;
    pdd_rec_signal r = {T0, SIGUSR1, 0, 0, 0};
    grow_sig_rec = pdd_journal_append_reserved(grow_j, PDD_REC_SIGNAL, &r, sizeof r, NULL, 0);
    pdd_journal_signal_context = 0;
}
static void raise_once(void)
{
    pdd_journal_grow_hook = NULL;
    raise(SIGUSR1);
}
typedef struct { uint64_t progress, signals, signal_seq, last_progress_seq; } grow_seen;
static int count_grow(const pdd_journal_rec *rec, void *ctx)
{
    grow_seen *g = ctx;
    if (rec->type == PDD_REC_PROGRESS) {
        g->progress++;
        g->last_progress_seq = rec->seq;
    } else if (rec->type == PDD_REC_SIGNAL) {
        g->signals++;
        g->signal_seq = rec->seq;
    }
    return 0;
}

START_TEST(a_signal_during_its_own_threads_growth_records_to_the_reserve)
{
    const char *journal = in_dir("grow.h5.journal");
    grow_j = pdd_journal_create(journal, 4242, 0, err, sizeof err);
    ck_assert_msg(grow_j != NULL, "%s", err);
    struct sigaction sa = {0}, old;
    sa.sa_handler = grow_sig_handler;
    sigemptyset(&sa.sa_mask);
    ck_assert_int_eq(sigaction(SIGUSR1, &sa, &old), 0);
    pdd_journal_grow_hook = raise_once;
    /* enough progress records to outgrow the first chunk more than once */
    enum { N = 20000 };
    for (int i = 0; i < N; i++) {
        pdd_rec_progress p = {T0 + (uint64_t)i, 0, 0, (uint32_t)i};
        ck_assert_ptr_nonnull(pdd_journal_append(grow_j, PDD_REC_PROGRESS, &p, sizeof p, NULL, 0));
    }
    sigaction(SIGUSR1, &old, NULL);
    ck_assert_ptr_null(pdd_journal_grow_hook); /* the signal came, inside the growth */
    ck_assert_int_eq(grow_sig_count, 1);
    ck_assert_ptr_nonnull(grow_sig_rec);
    ck_assert_uint_eq(pdd_journal_lost(grow_j), 0);
    pdd_journal_close(grow_j);
    grow_seen g = {0};
    pdd_journal_scan_stats st;
    ck_assert_msg(pdd_journal_scan(journal, count_grow, &g, &st, err, sizeof err) == 0, "%s", err);
    ck_assert_uint_eq(g.progress, N);
    ck_assert_uint_eq(g.signals, 1);
    ck_assert_uint_eq(st.torn_slots, 0);
    /* the reserve lies after every ordinary record */
    ck_assert_uint_gt(g.signal_seq, g.last_progress_seq);
}
END_TEST

START_TEST(torn_record_is_skipped_and_counted)
{
    const char *journal = in_dir("torn.h5.journal"), *h5 = in_dir("torn.h5");
    pdd_journal *j = sample_journal(journal, 0);
    /* A crash in the middle of writing event 1: its first header never got its magic. */
    pdd_slot_head *head = (pdd_slot_head *)(void *)((char *)event_at[1] - sizeof(pdd_slot_head));
    head->magic = 0;
    pdd_journal_close(j);
    ck_assert_msg(pdd_journal_recover(journal, h5, err, sizeof err) == 0, "%s", err);
    pdd_log *log = open_ok(h5);
    const pdd_log_meta *m = pdd_log_meta_of(log);
    ck_assert_uint_ge(m->records_torn, 1);
    ck_assert_int_eq(m->clean_exit, 0);
    ck_assert_int_eq(m->recovered, 1);
    ck_assert_uint_eq(pdd_log_event_count(log), 3);
    collected c = {0};
    ck_assert_int_eq(read_events(log, 0, UINT64_MAX, collect_events, &c), 0);
    ck_assert_int_eq(c.ev[0].kind, PDD_KIND_NAN);
    ck_assert_int_eq(c.ev[1].kind, PDD_KIND_CUDA_ERROR); /* the torn neg_tracer is gone */
    ck_assert_str_eq(c.bt[1], cuda_text);
    ck_assert_int_eq(c.ev[2].kind, PDD_KIND_CRASH);
    ck_assert_str_eq(c.bt[2], crash_text);
    ck_assert_uint_eq(pdd_log_progress_count(log), 2); /* what follows is intact */
    pdd_log_close(log);
}
END_TEST

START_TEST(empty_journal_gives_every_table_with_zero_rows)
{
    const char *journal = in_dir("empty.h5.journal"), *h5 = in_dir("empty.h5");
    pdd_journal *j = pdd_journal_create(journal, 77, 5, err, sizeof err);
    ck_assert_msg(j != NULL, "%s", err);
    pdd_journal_close(j);
    ck_assert_msg(pdd_h5_write(journal, h5, 0, err, sizeof err) == 0, "%s", err);
    pdd_log *log = open_ok(h5);
    const pdd_log_meta *m = pdd_log_meta_of(log);
    ck_assert_int_eq(m->rank, 5); /* from the journal header when META is missing */
    ck_assert_int_eq(m->pid, 77);
    ck_assert_str_eq(m->config, "{}");
    ck_assert_str_eq(m->producer, "");
    ck_assert_int_eq(m->start_time_ns, 0);
    ck_assert_int_eq(m->clean_exit, 0);
    size_t n = 1;
    pdd_log_kernels(log, &n);
    ck_assert_uint_eq(n, 0);
    pdd_log_fields(log, &n);
    ck_assert_uint_eq(n, 0);
    pdd_log_sites(log, &n);
    ck_assert_uint_eq(n, 0);
    pdd_log_units(log, &n);
    ck_assert_uint_eq(n, 0);
    ck_assert_uint_eq(pdd_log_event_count(log), 0);
    ck_assert_uint_eq(pdd_log_progress_count(log), 0);
    ck_assert_uint_eq(pdd_log_trace_count(log), 0);
    pdd_log_program_calls(log, &n);
    ck_assert_uint_eq(n, 0);
    collected c = {0};
    ck_assert_int_eq(read_events(log, 0, UINT64_MAX, collect_events, &c), 0);
    ck_assert_int_eq(c.blocks, 0);
    pdd_log_close(log);
}
END_TEST

typedef struct stream_check {
    uint64_t rows, blocks, next_offset, stop_after;
} stream_check;

static int check_stream(const pdd_log_event *rows, size_t n, void *ctx)
{
    stream_check *c = ctx;
    ck_assert_uint_le(n, 65536);
    for (size_t i = 0; i < n; i++) {
        ck_assert_int_eq(rows[i].offset, (int64_t)c->next_offset);
        ck_assert_str_eq(rows[i].field, "delp");
        c->next_offset++;
    }
    c->rows += n;
    c->blocks++;
    return c->stop_after && c->blocks == c->stop_after ? 42 : 0;
}

START_TEST(events_stream_in_bounded_blocks_and_ranges)
{
    const char *journal = in_dir("many.h5.journal"), *h5 = in_dir("many.h5");
    pdd_journal *j = pdd_journal_create(journal, 1, 0, err, sizeof err);
    ck_assert_msg(j != NULL, "%s", err);
    pdd_rec_field f0 = {0, 0, PDD_T_F64, 3, PDD_STORAGE_HOST, 0};
    pdd_journal_append(j, PDD_REC_FIELD, &f0, sizeof f0, "delp", 5);
    const uint64_t total = 150000;
    for (uint64_t i = 0; i < total; i++) {
        pdd_rec_event e = {.t_ns = T0 + i, .call = 1, .count = 1, .offset = (int64_t)i,
                           .value = -1, .kernel = 0, .site = 0, .field = 0,
                           .kind = PDD_KIND_NEG_DELP, .ndim = 3, .index = {0, 0, 0}};
        ck_assert_ptr_nonnull(
            pdd_journal_append(j, PDD_REC_EVENT, &e, pdd_rec_event_len(&e), NULL, 0));
    }
    pdd_journal_close(j);
    ck_assert_msg(pdd_h5_write(journal, h5, 0, err, sizeof err) == 0, "%s", err);
    pdd_log *log = open_ok(h5);
    ck_assert_uint_eq(pdd_log_event_count(log), total);

    stream_check all = {0};
    ck_assert_int_eq(read_events(log, 0, UINT64_MAX, check_stream, &all), 0);
    ck_assert_uint_eq(all.rows, total);
    ck_assert_uint_eq(all.blocks, 3);

    stream_check range = {.next_offset = 70000};
    ck_assert_int_eq(read_events(log, 70000, 10, check_stream, &range), 0);
    ck_assert_uint_eq(range.rows, 10);

    stream_check tail = {.next_offset = total - 5};
    ck_assert_int_eq(read_events(log, total - 5, 100, check_stream, &tail), 0);
    ck_assert_uint_eq(tail.rows, 5);

    stream_check stop = {.stop_after = 1};
    ck_assert_int_eq(read_events(log, 0, UINT64_MAX, check_stream, &stop), 42);
    ck_assert_uint_eq(stop.blocks, 1);
    pdd_log_close(log);
}
END_TEST

START_TEST(opening_a_leftover_journal_recovers_it_beside_it)
{
    const char *journal = in_dir("pdd.3.h5.journal"), *h5 = in_dir("pdd.3.h5");
    pdd_journal_close(sample_journal(journal, 0)); /* the process died: no END */
    pdd_log *log = open_ok(journal);
    const pdd_log_meta *m = pdd_log_meta_of(log);
    ck_assert_str_eq(m->path, h5);
    ck_assert_int_eq(m->recovered, 1);
    ck_assert_int_eq(m->recovered_now, 1);
    ck_assert_int_eq(m->clean_exit, 0);
    ck_assert_uint_eq(pdd_log_event_count(log), 4);
    pdd_log_close(log);
    ck_assert(exists(h5));
    ck_assert(exists(journal)); /* nothing is removed */

    log = open_ok(journal); /* the log is now newer: used as it is */
    ck_assert_int_eq(pdd_log_meta_of(log)->recovered_now, 0);
    pdd_log_close(log);

    /* A newer log that cannot be read is made again from the journal. */
    ck_assert_int_eq(truncate(h5, 100), 0);
    log = open_ok(journal);
    ck_assert_int_eq(pdd_log_meta_of(log)->recovered_now, 1);
    ck_assert_uint_eq(pdd_log_event_count(log), 4);
    pdd_log_close(log);

    /* A journal without the .journal suffix gets ".h5" appended. */
    const char *odd = in_dir("leftover.bin");
    pdd_journal_close(sample_journal(odd, 0));
    log = open_ok(odd);
    ck_assert_str_eq(pdd_log_meta_of(log)->path, in_dir("leftover.bin.h5"));
    pdd_log_close(log);
}
END_TEST

START_TEST(missing_file_says_how_to_make_one)
{
    pdd_log *log = (pdd_log *)1;
    const char *path = in_dir("nowhere.h5");
    ck_assert_int_eq(pdd_log_open(path, &log, err, sizeof err), -1);
    ck_assert_ptr_null(log);
    ck_assert_ptr_nonnull(strstr(err, path));
    ck_assert_msg(strstr(err, "no such file") && strstr(err, "PACE_DACE_DEBUG=True"), "%s", err);
    ck_assert_ptr_null(strchr(err, '\n'));
}
END_TEST

START_TEST(text_file_is_neither_hdf5_nor_journal)
{
    const char *path = in_dir("notes.txt");
    FILE *f = fopen(path, "w");
    ck_assert_ptr_nonnull(f);
    fputs("these are not the logs you are looking for\n", f);
    fclose(f);
    pdd_log *log = NULL;
    ck_assert_int_eq(pdd_log_open(path, &log, err, sizeof err), -1);
    ck_assert_msg(strstr(err, path) && strstr(err, "neither an HDF5 file nor a pdd journal"), "%s",
                  err);
    ck_assert_ptr_null(strchr(err, '\n'));
}
END_TEST

static void copy_prefix(const char *from, const char *to, double fraction)
{
    FILE *in = fopen(from, "rb"), *out = fopen(to, "wb");
    ck_assert(in && out);
    fseek(in, 0, SEEK_END);
    long size = ftell(in);
    fseek(in, 0, SEEK_SET);
    long keep = (long)(size * fraction);
    char *buf = malloc((size_t)size);
    ck_assert_ptr_nonnull(buf);
    ck_assert_uint_eq(fread(buf, 1, (size_t)size, in), (size_t)size);
    ck_assert_uint_eq(fwrite(buf, 1, (size_t)keep, out), (size_t)keep);
    free(buf);
    fclose(in);
    fclose(out);
}

START_TEST(truncated_hdf5_is_reported_as_damaged)
{
    const char *h5 = sample_log(), *cut = in_dir("cut.h5");
    copy_prefix(h5, cut, 0.5);
    pdd_log *log = NULL;
    ck_assert_int_eq(pdd_log_open(cut, &log, err, sizeof err), -1);
    ck_assert_msg(strstr(err, cut) && strstr(err, "truncated or damaged HDF5 file") &&
                      strstr(err, "journal"),
                  "%s", err);
    ck_assert_ptr_null(strchr(err, '\n'));
}
END_TEST

static int count_records(const pdd_journal_rec *rec, void *ctx)
{
    (void)rec;
    ++*(int *)ctx;
    return 0;
}

START_TEST(a_log_and_a_journal_read_from_memory_as_from_their_files)
{
    const char *h5 = sample_log(), *journal = in_dir("pdd.3.h5.journal");
    size_t size;
    unsigned char *bytes = slurp(h5, &size);
    pdd_log *log = NULL, *from_file = open_ok(h5);
    ck_assert_msg(pdd_log_open_memory(bytes, size, "mem.h5", &log, err, sizeof err) == 0, "%s",
                  err);
    size_t nk, nk_file;
    pdd_log_kernels(log, &nk);
    pdd_log_kernels(from_file, &nk_file);
    ck_assert_uint_eq(nk, nk_file);
    ck_assert_uint_eq(pdd_log_event_count(log), pdd_log_event_count(from_file));
    ck_assert_str_eq(pdd_log_meta_of(log)->program, pdd_log_meta_of(from_file)->program);
    collected c;
    memset(&c, 0, sizeof c);
    ck_assert_msg(pdd_log_read_events(log, 0, UINT64_MAX, collect_events, &c, err, sizeof err) == 0,
                  "%s", err);
    ck_assert_int_eq(c.n, (int)pdd_log_event_count(from_file));
    pdd_log_close(log);
    pdd_log_close(from_file);
    /* half of it: one line, named as asked */
    ck_assert_int_eq(pdd_log_open_memory(bytes, size / 2, "mem.h5", &log, err, sizeof err), -1);
    ck_assert_msg(strstr(err, "mem.h5: truncated or damaged HDF5 file"), "%s", err);
    ck_assert_ptr_null(strchr(err, '\n'));
    free(bytes);

    bytes = slurp(journal, &size);
    int from_memory = 0, from_path = 0;
    pdd_journal_scan_stats st;
    ck_assert_msg(pdd_journal_scan_memory(bytes, size, "mem.journal", count_records, &from_memory,
                                          &st, err, sizeof err) == 0, "%s", err);
    ck_assert_msg(pdd_journal_scan(journal, count_records, &from_path, NULL, err, sizeof err) == 0,
                  "%s", err);
    ck_assert_int_gt(from_memory, 0);
    ck_assert_int_eq(from_memory, from_path);
    ck_assert_int_eq(pdd_journal_scan_memory(bytes, 10, "mem.journal", count_records,
                                             &from_memory, NULL, err, sizeof err), -1);
    ck_assert_msg(strstr(err, "mem.journal: a truncated journal of 10 bytes"), "%s", err);
    free(bytes);
}
END_TEST

START_TEST(records_with_impossible_ids_are_skipped_as_torn)
{
    const char *journal = in_dir("ids.h5.journal"), *h5 = in_dir("ids.h5");
    pdd_journal *j = pdd_journal_create(journal, 4242, 0, err, sizeof err);
    ck_assert_msg(j != NULL, "%s", err);
    pdd_rec_field good = {0, 0, PDD_T_F64, 3, PDD_STORAGE_HOST, 0};
    pdd_rec_field negative = {-5, 0, PDD_T_F64, 3, PDD_STORAGE_HOST, 0};
    pdd_rec_field huge = {2000000000, 0, PDD_T_F64, 3, PDD_STORAGE_HOST, 0};
    pdd_rec_kernel kernel = {-1, 0, 10, 0};
    pdd_journal_append(j, PDD_REC_FIELD, &good, sizeof good, "delp", 5);
    pdd_journal_append(j, PDD_REC_FIELD, &negative, sizeof negative, "neg", 4);
    pdd_journal_append(j, PDD_REC_FIELD, &huge, sizeof huge, "huge", 5);
    pdd_journal_append(j, PDD_REC_KERNEL, &kernel, sizeof kernel, "k\0s\0", 4);
    pdd_journal_close(j);
    ck_assert_msg(pdd_h5_write(journal, h5, 1, err, sizeof err) == 0, "%s", err);
    pdd_log *log = open_ok(h5);
    size_t nf, nk;
    const pdd_log_field *fs = pdd_log_fields(log, &nf);
    pdd_log_kernels(log, &nk);
    ck_assert_uint_eq(nf, 1);
    ck_assert_str_eq(fs[0].name, "delp");
    ck_assert_uint_eq(nk, 0);
    /* the negative field's 2 slots and the kernel's 1, and the row of the huge id (1) */
    ck_assert_uint_eq(pdd_log_meta_of(log)->records_torn, 4);
    pdd_log_close(log);
}
END_TEST

START_TEST(a_newer_format_version_is_refused_with_both_versions_named)
{
    const char *h5 = sample_log(), *v4 = in_dir("v4.h5");
    copy_prefix(h5, v4, 1.0);
    hid_t file = H5Fopen(v4, H5F_ACC_RDWR, H5P_DEFAULT);
    ck_assert_int_ge(file, 0);
    hid_t a = H5Aopen(file, "format_version", H5P_DEFAULT);
    ck_assert_int_ge(a, 0);
    int32_t four = 4;
    ck_assert_int_ge(H5Awrite(a, H5T_NATIVE_INT32, &four), 0);
    H5Aclose(a);
    H5Fclose(file);
    pdd_log *log = NULL;
    ck_assert_int_eq(pdd_log_open(v4, &log, err, sizeof err), -1);
    ck_assert_msg(strstr(err, v4) &&
                      strstr(err, "was written by format version 4; this pdd reads versions 1 "
                                  "to 3"),
                  "%s", err);
}
END_TEST

START_TEST(log_without_a_table_names_the_missing_table)
{
    const char *h5 = sample_log(), *cut = in_dir("no_trace.h5");
    copy_prefix(h5, cut, 1.0);
    hid_t file = H5Fopen(cut, H5F_ACC_RDWR, H5P_DEFAULT);
    ck_assert_int_ge(file, 0);
    ck_assert_int_ge(H5Ldelete(file, "trace", H5P_DEFAULT), 0);
    H5Fclose(file);
    pdd_log *log = NULL;
    ck_assert_int_eq(pdd_log_open(cut, &log, err, sizeof err), -1);
    ck_assert_msg(strstr(err, cut) && strstr(err, "missing table /trace"), "%s", err);
}
END_TEST

START_TEST(hdf5_file_from_elsewhere_is_not_a_pdd_log)
{
    const char *other = in_dir("other.h5");
    hid_t file = H5Fcreate(other, H5F_ACC_TRUNC, H5P_DEFAULT, H5P_DEFAULT);
    ck_assert_int_ge(file, 0);
    H5Fclose(file);
    pdd_log *log = NULL;
    ck_assert_int_eq(pdd_log_open(other, &log, err, sizeof err), -1);
    ck_assert_msg(strstr(err, other) && strstr(err, "not a pdd log (no format_version"), "%s",
                  err);
}
END_TEST

START_TEST(failed_conversion_leaves_no_file_behind)
{
    const char *journal = in_dir("big.h5.journal"), *h5 = in_dir("big.h5");
    pdd_journal *j = sample_journal(journal, 1);
    for (int i = 0; i < 20000; i++) {
        pdd_rec_event e = {.t_ns = T0 + (uint64_t)i, .offset = i, .kernel = 0, .site = 0,
                           .field = 0, .kind = PDD_KIND_NAN, .ndim = 3, .index = {0, 0, 0}};
        pdd_journal_append(j, PDD_REC_EVENT, &e, pdd_rec_event_len(&e), NULL, 0);
    }
    pdd_journal_close(j);
    /* Files may not grow past 64 KiB in the child: the log cannot be written. */
    fflush(NULL);
    pid_t pid = fork();
    ck_assert_int_ge(pid, 0);
    if (pid == 0) {
        signal(SIGXFSZ, SIG_IGN);
        struct rlimit lim = {64 << 10, 64 << 10};
        setrlimit(RLIMIT_FSIZE, &lim);
        int rc = pdd_h5_write(journal, h5, 0, err, sizeof err);
        int ok = rc == -1 && strstr(err, h5) && strstr(err, "file size limit") &&
                 strstr(err, "ulimit -f") && !strchr(err, '\n');
        if (!ok)
            fprintf(stderr, "check_log: unexpected: rc %d: %s\n", rc, err);
        exit(ok ? 0 : 1); /* exit, not _exit: HDF5's own clean-up at exit must not crash */
    }
    int status;
    ck_assert_int_eq(waitpid(pid, &status, 0), pid);
    ck_assert(WIFEXITED(status) && WEXITSTATUS(status) == 0);
    ck_assert(!exists(h5));
    ck_assert(!tmp_left("big.h5"));
    ck_assert(exists(journal)); /* the journal is kept to try again */
}
END_TEST

/* ---------------------------------------------------------------- indices, version 1 */

START_TEST(an_index_of_any_number_of_dimensions_round_trips)
{
    const char *journal = in_dir("nd.h5.journal"), *h5 = in_dir("nd.h5");
    pdd_journal *j = pdd_journal_create(journal, 1, 0, err, sizeof err);
    ck_assert_msg(j != NULL, "%s", err);
    pdd_rec_field f0 = {0, 0, PDD_T_F64, 1, PDD_STORAGE_HOST, 0};
    pdd_rec_field f1 = {1, 0, PDD_T_F64, 4, PDD_STORAGE_HOST, 0};
    pdd_rec_field f2 = {2, 0, PDD_T_F32, 8, PDD_STORAGE_GPU, 0};
    pdd_journal_append(j, PDD_REC_FIELD, &f0, sizeof f0, "weights", 8);
    pdd_journal_append(j, PDD_REC_FIELD, &f1, sizeof f1, "softmax", 8);
    pdd_journal_append(j, PDD_REC_FIELD, &f2, sizeof f2, "big", 4);
    pdd_rec_event e1 = {.t_ns = T0, .call = 1, .count = 1, .offset = 7, .value = NAN,
                        .kernel = 0, .site = 0, .field = 0, .kind = PDD_KIND_NAN, .ndim = 1,
                        .index = {7}};
    pdd_rec_event e4 = {.t_ns = T0 + 1, .call = 2, .count = 3, .offset = 359, .value = -1,
                        .kernel = 0, .site = 1, .field = 1, .kind = PDD_KIND_NEG_DELP,
                        .ndim = 4, .index = {3, 4, 5, 6}};
    /* every entry, one past INT32_MAX, and a text right after the index */
    pdd_rec_event e8 = {.t_ns = T0 + 2, .call = 3, .count = 1, .offset = 1, .value = NAN,
                        .kernel = 0, .site = 2, .field = 2, .kind = PDD_KIND_NAN, .ndim = 8,
                        .index = {1, 2, 3, 4, 5, 6, 7, 2147483648LL}};
    const char text[] = "text after an index of eight";
    pdd_journal_append(j, PDD_REC_EVENT, &e1, pdd_rec_event_len(&e1), NULL, 0);
    pdd_journal_append(j, PDD_REC_EVENT, &e4, pdd_rec_event_len(&e4), NULL, 0);
    pdd_journal_append(j, PDD_REC_EVENT, &e8, pdd_rec_event_len(&e8), text, sizeof text);
    pdd_rec_trace t4 = {.call = 2, .value = 0.25, .kernel = 0, .field = 1, .ndim = 4,
                        .index = {1, 0, 2, 3}};
    pdd_journal_append(j, PDD_REC_TRACE, &t4, pdd_rec_trace_len(&t4), NULL, 0);
    pdd_journal_close(j);
    ck_assert_msg(pdd_h5_write(journal, h5, 0, err, sizeof err) == 0, "%s", err);

    pdd_log *log = open_ok(h5);
    collected c = {0};
    ck_assert_int_eq(read_events(log, 0, UINT64_MAX, collect_events, &c), 0);
    ck_assert_int_eq(c.n, 3);
    const pdd_log_event *e = c.ev;
    ck_assert_int_eq(e[0].ndim, 1);
    ck_assert_int_eq(e[0].index[0], 7);
    for (int d = 1; d < PDD_LOG_MAX_DIMS; d++)
        ck_assert_int_eq(e[0].index[d], -1);
    ck_assert_str_eq(c.field[1], "softmax");
    ck_assert_int_eq(e[1].ndim, 4);
    const int64_t want4[PDD_LOG_MAX_DIMS] = {3, 4, 5, 6, -1, -1, -1, -1};
    for (int d = 0; d < PDD_LOG_MAX_DIMS; d++)
        ck_assert_int_eq(e[1].index[d], want4[d]);
    ck_assert_int_eq(e[2].ndim, 8);
    for (int d = 0; d < 7; d++)
        ck_assert_int_eq(e[2].index[d], d + 1);
    ck_assert(e[2].index[7] == 2147483648LL);
    ck_assert_str_eq(c.bt[2], text);
    trace_rows t = {0};
    ck_assert_int_eq(pdd_log_read_trace(log, 0, UINT64_MAX, collect_trace, &t, err, sizeof err),
                     0);
    ck_assert_int_eq(t.n, 1);
    ck_assert_int_eq(t.t[0].ndim, 4);
    ck_assert_int_eq(t.t[0].index[2], 2);
    ck_assert_int_eq(t.t[0].index[3], 3);
    ck_assert_int_eq(t.t[0].index[4], -1);
    pdd_log_close(log);
}
END_TEST

/* A committed fixture (tests/fixtures; tests/fixtures/README.md says how each was made). */
static const char *fixture(const char *name)
{
    static char p[1024];
    snprintf(p, sizeof p, "%s/fixtures/%s", PDD_TESTS_DIR, name);
    ck_assert_msg(access(p, R_OK) == 0, "fixture %s is missing", p);
    return p;
}

/* What tests/fixtures/make_format1.c recorded, through either file it left. */
static void check_format1_content(pdd_log *log)
{
    size_t ns;
    const pdd_log_site *sites = pdd_log_sites(log, &ns); /* no `input` column then: stores */
    ck_assert_uint_gt(ns, 0);
    for (size_t i = 0; i < ns; i++) {
        ck_assert_int_eq(sites[i].input, 0);
        ck_assert_int_eq(sites[i].unchecked, 0);
    }
    collected c = {0};
    ck_assert_int_eq(read_events(log, 0, UINT64_MAX, collect_events, &c), 0);
    ck_assert_int_eq(c.n, 3);
    const pdd_log_event *e = c.ev;
    ck_assert_str_eq(c.field[0], "delp"); /* 3-D, (1,2,3) in 4x5x6 */
    ck_assert_int_eq(e[0].ndim, 3);
    ck_assert_int_eq(e[0].index[0], 1);
    ck_assert_int_eq(e[0].index[1], 2);
    ck_assert_int_eq(e[0].index[2], 3);
    ck_assert_int_eq(e[0].index[3], -1);
    ck_assert_int_eq(e[0].offset, 45);
    ck_assert_str_eq(c.field[1], "u"); /* bound 1-D: version 1 wrote (7,-1,-1) */
    ck_assert_int_eq(e[1].ndim, 1);
    ck_assert_int_eq(e[1].index[0], 7);
    ck_assert_int_eq(e[1].index[1], -1);
    ck_assert_int_eq(e[2].kind, PDD_KIND_CUDA_ERROR); /* no index at all */
    ck_assert_int_eq(e[2].ndim, 0);
    ck_assert_int_eq(e[2].index[0], -1);
    ck_assert_ptr_nonnull(strstr(c.bt[2], "cudaErrorIllegalAddress (700)"));
    trace_rows t = {0};
    ck_assert_int_eq(pdd_log_read_trace(log, 0, UINT64_MAX, collect_trace, &t, err, sizeof err),
                     0);
    ck_assert_int_eq(t.n, 2);
    for (int i = 0; i < 2; i++) {
        ck_assert_str_eq(t.name[i], "delp");
        ck_assert_uint_eq(t.t[i].call, (uint64_t)i + 1);
        ck_assert_int_eq(t.t[i].ndim, 3);
        ck_assert_int_eq(t.t[i].index[0], 2);
        ck_assert_int_eq(t.t[i].index[1], 3);
        ck_assert_int_eq(t.t[i].index[2], 1);
        ck_assert_int_eq(t.t[i].index[3], -1);
        ck_assert_double_eq(t.t[i].value, 80); /* src[TU_AT(2,3,1)] = 1 + 79 */
    }
}

START_TEST(a_format_1_log_is_still_read)
{
    const char *h5 = in_dir("format1.h5");
    copy_prefix(fixture("format1.h5"), h5, 1.0);
    pdd_log *log = open_ok(h5);
    ck_assert_int_eq(pdd_log_meta_of(log)->format_version, 1);
    ck_assert_uint_eq(pdd_log_event_count(log), 3);
    check_format1_content(log);
    pdd_log_close(log);
}
END_TEST

START_TEST(a_version_1_journal_is_still_recovered)
{
    const char *journal = in_dir("old.h5.journal");
    copy_prefix(fixture("journal1.journal"), journal, 1.0);
    pdd_log *log = open_ok(journal);
    const pdd_log_meta *m = pdd_log_meta_of(log);
    ck_assert_int_eq(m->recovered_now, 1);
    ck_assert_int_eq(m->clean_exit, 0);
    ck_assert_int_eq(m->format_version, PDD_LOG_FORMAT); /* written now, by this pdd */
    check_format1_content(log);
    pdd_log_close(log);
}
END_TEST

START_TEST(a_termination_signal_is_read_back_as_end_signal)
{
    const char *journal = in_dir("terminated.h5.journal");
    pdd_journal *j = sample_journal(journal, 0);
    /* mpirun's SIGTERM, then its second one: the first is how the rank ended */
    pdd_rec_signal s0 = {.t_ns = T0 + 20, .sig = 15, .sender_pid = 4242, .code = 0};
    pdd_rec_signal s1 = {.t_ns = T0 + 30, .sig = 2, .sender_pid = 99, .code = 0};
    ck_assert_ptr_nonnull(pdd_journal_append(j, PDD_REC_SIGNAL, &s0, sizeof s0, NULL, 0));
    ck_assert_ptr_nonnull(pdd_journal_append(j, PDD_REC_SIGNAL, &s1, sizeof s1, NULL, 0));
    pdd_journal_close(j);
    pdd_log *log = open_ok(journal);
    const pdd_log_meta *m = pdd_log_meta_of(log);
    ck_assert_int_eq(m->clean_exit, 0);
    ck_assert_int_eq(m->end_signal, 15);
    ck_assert_uint_eq(m->end_signal_t_ns, T0 + 20);
    ck_assert_int_eq(m->end_signal_pid, 4242);
    ck_assert_uint_eq(pdd_log_event_count(log), 4); /* the record is no event */
    pdd_log_close(log);

    /* None came: 0; and logs written before the attributes existed read 0 too. */
    log = open_ok(sample_log());
    ck_assert_int_eq(pdd_log_meta_of(log)->end_signal, 0);
    ck_assert_uint_eq(pdd_log_meta_of(log)->end_signal_t_ns, 0);
    pdd_log_close(log);
    const char *old = in_dir("format2.h5");
    copy_prefix(fixture("format2.h5"), old, 1.0);
    log = open_ok(old);
    ck_assert_int_eq(pdd_log_meta_of(log)->end_signal, 0);
    ck_assert_int_eq(pdd_log_meta_of(log)->end_signal_pid, 0);
    pdd_log_close(log);
}
END_TEST

START_TEST(missing_journal_is_reported_by_the_writer)
{
    const char *journal = in_dir("gone.h5.journal");
    ck_assert_int_eq(pdd_h5_write(journal, in_dir("gone.h5"), 0, err, sizeof err), -1);
    ck_assert_msg(strstr(err, journal) != NULL, "%s", err);
    ck_assert(!exists(in_dir("gone.h5")) && !tmp_left("gone.h5"));
}
END_TEST

/* A superblock of `version` at byte `at` of a file of `size` bytes, declaring `end`. */
static int superblock(unsigned version, unsigned asize, size_t at, uint64_t end, size_t size,
                      char *why, size_t whylen)
{
    static unsigned char file[4096];
    memset(file, 0, sizeof file);
    unsigned char *sb = file + at;
    memcpy(sb, "\x89HDF\r\n\x1a\n", 8);
    sb[8] = (unsigned char)version;
    size_t base_at = version == 0 ? 24 : version == 1 ? 28 : 12;
    if (version < 2)
        sb[13] = (unsigned char)asize, sb[14] = 8;
    else
        sb[9] = (unsigned char)asize, sb[10] = 8;
    for (unsigned i = 0; i < asize && i < 8; i++) {
        sb[base_at + i] = (unsigned char)((uint64_t)at >> (8 * i));        /* base */
        sb[base_at + 2 * asize + i] = (unsigned char)(end >> (8 * i)); /* end of file */
    }
    return pdd_h5_superblock_check_memory(file, size, why, whylen);
}

START_TEST(a_superblock_whose_end_lies_past_the_file_is_refused)
{
    char why[200];
    for (unsigned v = 0; v <= 3; v++) {
        ck_assert_msg(superblock(v, 8, 0, 1000, 1000, why, sizeof why) == 0, "v%u: %s", v, why);
        ck_assert_int_eq(superblock(v, 8, 0, 1001, 1000, why, sizeof why), -1);
        ck_assert_msg(strstr(why, "declares 1001 bytes, the file has 1000"), "v%u: %s", v, why);
        ck_assert_int_eq(superblock(v, 8, 0, UINT64_MAX, 1000, why, sizeof why), -1);
        ck_assert_msg(strstr(why, "declares no end of file"), "v%u: %s", v, why);
        ck_assert_msg(superblock(v, 4, 0, 900, 1000, why, sizeof why) == 0, "v%u: %s", v, why);
        ck_assert_int_eq(superblock(v, 4, 0, 0xffffffffu, 1000, why, sizeof why), -1);
    }
    /* after a user block of 512 bytes: the end counts from the base */
    ck_assert_msg(superblock(0, 8, 512, 488, 1000, why, sizeof why) == 0, "%s", why);
    ck_assert_int_eq(superblock(0, 8, 512, 489, 1000, why, sizeof why), -1);
    ck_assert_int_eq(superblock(4, 8, 0, 1000, 1000, why, sizeof why), -1);
    ck_assert_msg(strstr(why, "superblock version 4"), "%s", why);
    ck_assert_int_eq(superblock(0, 3, 0, 1000, 1000, why, sizeof why), -1);
    ck_assert_msg(strstr(why, "3-byte addresses"), "%s", why);
    ck_assert_int_eq(superblock(0, 8, 0, 40, 44, why, sizeof why), -1); /* cut before its end */
    ck_assert_msg(strstr(why, "cut short"), "%s", why);
    /* no signature at 0, 512, 1024, 2048 */
    const unsigned char none[4096] = {0};
    ck_assert_int_eq(pdd_h5_superblock_check_memory(none, sizeof none, why, sizeof why), -1);
    ck_assert_msg(strstr(why, "no HDF5 superblock in its 4096 bytes"), "%s", why);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("log");
    TCase *tc = tcase_create("log");
    tcase_add_checked_fixture(tc, setup, teardown);
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, journal_with_events_becomes_h5_that_reader_reads_back);
    tcase_add_test(tc, progress_and_trace_read_back_with_unended_call_as_zero);
    tcase_add_test(tc, operands_read_back_with_their_event_keys_and_cells);
    tcase_add_test(tc, program_calls_read_back_in_order_with_their_unit);
    tcase_add_test(tc, h5dump_shows_kind_names_and_column_names);
    tcase_add_test(tc, torn_record_is_skipped_and_counted);
    tcase_add_test(tc, a_signal_during_its_own_threads_growth_records_to_the_reserve);
    tcase_add_test(tc, empty_journal_gives_every_table_with_zero_rows);
    tcase_add_test(tc, events_stream_in_bounded_blocks_and_ranges);
    tcase_add_test(tc, opening_a_leftover_journal_recovers_it_beside_it);
    tcase_add_test(tc, a_termination_signal_is_read_back_as_end_signal);
    tcase_add_test(tc, missing_file_says_how_to_make_one);
    tcase_add_test(tc, text_file_is_neither_hdf5_nor_journal);
    tcase_add_test(tc, truncated_hdf5_is_reported_as_damaged);
    tcase_add_test(tc, a_newer_format_version_is_refused_with_both_versions_named);
    tcase_add_test(tc, log_without_a_table_names_the_missing_table);
    tcase_add_test(tc, hdf5_file_from_elsewhere_is_not_a_pdd_log);
    tcase_add_test(tc, failed_conversion_leaves_no_file_behind);
    tcase_add_test(tc, missing_journal_is_reported_by_the_writer);
    tcase_add_test(tc, an_index_of_any_number_of_dimensions_round_trips);
    tcase_add_test(tc, a_format_1_log_is_still_read);
    tcase_add_test(tc, a_log_and_a_journal_read_from_memory_as_from_their_files);
    tcase_add_test(tc, records_with_impossible_ids_are_skipped_as_torn);
    tcase_add_test(tc, a_version_1_journal_is_still_recovered);
    tcase_add_test(tc, a_superblock_whose_end_lies_past_the_file_is_refused);
    suite_add_tcase(s, tc);
    SRunner *sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? 1 : 0;
}
