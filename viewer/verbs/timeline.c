/* timeline.c: `pdd-view timeline`: kernel calls in order with their durations, per rank,
 * and statistics per kernel; `--chrome FILE` writes the calls (and the events as instants)
 * as Chrome trace JSON, which Perfetto and chrome://tracing open. Streamed. */
#include "atomic_file.h"
#include "command.h"
#include "filter.h"
#include "format.h"
#include "kept_calls.h"
#include "logset.h"
#include "options.h"
#include "process.h"
#include "table.h"
#include "verbs.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

typedef struct kstat {
    uint64_t calls, unfinished, total_ns, max_ns;
    uint64_t timed; /* calls whose time total_ns sums */
} kstat;

typedef struct tl_ctx {
    const view_file *file;
    const view_filter *filter;
    uint64_t origin, limit, shown, last_ns;
    kstat *stats;
    size_t nstats;
    int list, json, first_row;
    FILE *chrome;
    uint64_t chrome_calls;
} tl_ctx;

/* A JSON string literal for s (kernel names are C identifiers, but be safe). */
static void json_string(FILE *out, const char *s)
{
    fputc('"', out);
    for (; *s; s++) {
        unsigned char ch = (unsigned char)*s;
        if (ch == '"' || ch == '\\')
            fprintf(out, "\\%c", ch);
        else if (ch < 0x20)
            fprintf(out, "\\u%04x", ch);
        else
            fputc(ch, out);
    }
    fputc('"', out);
}

static double us_since(uint64_t t, uint64_t origin) { return t > origin ? (double)(t - origin) / 1e3 : 0; }

static int on_calls(const pdd_log_progress *rows, size_t n, void *arg)
{
    tl_ctx *c = arg;
    for (size_t i = 0; i < n; i++) {
        const pdd_log_progress *p = &rows[i];
        const char *kn = view_kernel_name(c->file, p->kernel);
        if (!view_filter_kernel(c->filter, kn))
            continue;
        uint64_t end = p->t_end_ns ? p->t_end_ns : c->last_ns;
        uint64_t dur = end > p->t_begin_ns ? end - p->t_begin_ns : 0;
        if (p->kernel >= 0 && (size_t)p->kernel < c->nstats) {
            kstat *s = &c->stats[p->kernel];
            s->calls++;
            s->timed++;
            if (!p->t_end_ns)
                s->unfinished++;
            s->total_ns += dur;
            if (dur > s->max_ns)
                s->max_ns = dur;
        }
        if (c->chrome) {
            fprintf(c->chrome, ",\n{\"ph\":\"X\",\"name\":");
            json_string(c->chrome, kn);
            fprintf(c->chrome, ",\"cat\":\"kernel\",\"pid\":%lld,\"tid\":0,\"ts\":%.3f,\"dur\":%.3f,"
                    "\"args\":{\"call\":%llu%s}}", (long long)c->file->meta.rank,
                    us_since(p->t_begin_ns, c->origin), (double)dur / 1e3,
                    (unsigned long long)p->call, p->t_end_ns ? "" : ",\"unfinished\":true");
            c->chrome_calls++;
        }
        if (!c->list || (c->limit && c->shown >= c->limit))
            continue;
        c->shown++;
        if (c->json) {
            printf("%s\n        {\"kernel\": ", c->first_row ? "" : ",");
            json_string(stdout, kn);
            printf(", \"call\": %llu, \"t_begin_ns\": %llu, \"t_end_ns\": %llu, \"duration_ns\": %llu}",
                   (unsigned long long)p->call, (unsigned long long)p->t_begin_ns,
                   (unsigned long long)p->t_end_ns, (unsigned long long)dur);
            c->first_row = 0;
        } else {
            printf("%s  %12.3f %12.3f  %-32s %6llu%s%s\n", p->t_end_ns ? "" : view_red(),
                   us_since(p->t_begin_ns, c->origin) / 1e3, (double)dur / 1e6, kn,
                   (unsigned long long)p->call, p->t_end_ns ? "" : "  never ended",
                   p->t_end_ns ? "" : view_reset());
        }
    }
    return 0;
}

/* The last instant the log knows of: where a call that never ended is drawn to. */
static int on_last_call(const pdd_log_progress *rows, size_t n, void *arg)
{
    uint64_t *last = arg;
    for (size_t i = 0; i < n; i++) {
        if (rows[i].t_begin_ns > *last)
            *last = rows[i].t_begin_ns;
        if (rows[i].t_end_ns > *last)
            *last = rows[i].t_end_ns;
    }
    return 0;
}

static int on_last_event(const pdd_log_event *rows, size_t n, void *arg)
{
    uint64_t *last = arg;
    for (size_t i = 0; i < n; i++)
        if (rows[i].t_ns > *last)
            *last = rows[i].t_ns;
    return 0;
}

static int chrome_events(const pdd_log_event *rows, size_t n, void *arg)
{
    tl_ctx *c = arg;
    char idx[VIEW_INDEX_LEN], v[32];
    for (size_t i = 0; i < n; i++) {
        const pdd_log_event *e = &rows[i];
        const char *kn = view_kernel_name(c->file, e->kernel);
        if (!view_filter_kernel(c->filter, kn))
            continue;
        fprintf(c->chrome, ",\n{\"ph\":\"i\",\"s\":\"p\",\"name\":\"%s %s\",\"cat\":\"event\","
                "\"pid\":%lld,\"tid\":0,\"ts\":%.3f,\"args\":{\"kernel\":",
                pdd_log_kind_name(e->kind), e->field[0] ? e->field : kn,
                (long long)c->file->meta.rank, us_since(e->t_ns, c->origin));
        json_string(c->chrome, kn);
        fprintf(c->chrome, ",\"call\":%llu,\"index\":\"%s\",\"value\":\"%s\",\"count\":%llu}}",
                (unsigned long long)e->call, view_index_str(e->ndim, e->index, idx, sizeof idx),
                view_value_str(e->value, v, sizeof v), (unsigned long long)e->count);
    }
    return 0;
}

static int timeline_file(tl_ctx *c, const char *verb)
{
    char err[1024];
    const view_file *f = c->file;
    size_t nk;
    const pdd_log_kernel *ks = pdd_log_kernels(view_log(f), &nk);
    c->nstats = 0;
    for (size_t i = 0; i < nk; i++)
        if ((size_t)ks[i].id + 1 > c->nstats)
            c->nstats = (size_t)ks[i].id + 1;
    c->stats = calloc(c->nstats ? c->nstats : 1, sizeof *c->stats);
    if (!c->stats) {
        fprintf(stderr, "pdd-view %s: out of memory\n", verb);
        return -1;
    }
    c->last_ns = 0;
    if (pdd_log_read_progress(view_log(f), 0, UINT64_MAX, on_last_call, &c->last_ns, err, sizeof err) < 0 ||
        pdd_log_read_events(view_log(f), 0, UINT64_MAX, on_last_event, &c->last_ns, err, sizeof err) < 0)
        goto bad;
    if (c->chrome)
        fprintf(c->chrome, ",\n{\"ph\":\"M\",\"name\":\"process_name\",\"pid\":%lld,\"args\":{\"name\":\"rank %lld\"}}",
                (long long)f->meta.rank, (long long)f->meta.rank);
    c->shown = 0;
    c->first_row = 1;
    if (c->json) {
        printf("\n    {\"rank\": %lld, \"file\": ", (long long)f->meta.rank);
        json_string(stdout, f->meta.path);
        printf(", \"calls\": [");
    } else if (c->list) {
        printf("%srank %lld%s (%s)\n%s  %12s %12s  %-32s %6s%s\n", view_bold(),
               (long long)f->meta.rank, view_reset(), f->meta.path, view_bold(), "begin ms",
               "duration ms", "kernel", "call", view_reset());
    }
    if (pdd_log_read_progress(view_log(f), 0, UINT64_MAX, on_calls, c, err, sizeof err) < 0)
        goto bad;
    if (c->chrome && pdd_log_read_events(view_log(f), 0, UINT64_MAX, chrome_events, c, err, sizeof err) < 0)
        goto bad;
    uint64_t total = f->calls;
    /* where the ring dropped calls, the whole run's counts and times are the totals' (the
     * longest call is of those kept) */
    size_t nt;
    const pdd_log_totals *tot = pdd_log_totals_of(view_log(f), &nt);
    int dropped = view_calls_dropped(f);
    for (size_t i = 0; dropped && i < nt; i++)
        if (tot[i].kernel >= 0 && (size_t)tot[i].kernel < c->nstats &&
            view_filter_kernel(c->filter, view_kernel_name(f, tot[i].kernel))) {
            kstat *st = &c->stats[tot[i].kernel];
            st->calls = tot[i].calls, st->timed = tot[i].ended, st->total_ns = tot[i].time_ns;
            st->unfinished = tot[i].calls - tot[i].ended;
        }
    if (c->json) {
        printf("%s], \"kernels\": [", c->first_row ? "" : "\n      ");
        int first = 1;
        for (size_t i = 0; i < nk; i++) {
            kstat *s = &c->stats[ks[i].id];
            if (!s->calls)
                continue;
            printf("%s\n        {\"kernel\": ", first ? "" : ",");
            json_string(stdout, ks[i].name);
            printf(", \"calls\": %llu, \"unfinished\": %llu, \"total_ns\": %llu, \"max_ns\": %llu}",
                   (unsigned long long)s->calls, (unsigned long long)s->unfinished,
                   (unsigned long long)s->total_ns, (unsigned long long)s->max_ns);
            first = 0;
        }
        printf("%s]}", first ? "" : "\n      ");
    } else {
        if (c->list && dropped)
            printf("  (%llu of %llu calls shown: the log keeps %llu, PDD_PROGRESS_KEEP=%llu)\n",
                   (unsigned long long)c->shown, (unsigned long long)total,
                   (unsigned long long)pdd_log_progress_count(view_log(f)),
                   (unsigned long long)f->meta.progress_keep);
        else if (c->list && c->limit && total > c->shown)
            printf("  (%llu of %llu calls shown; --limit 0 shows all)\n",
                   (unsigned long long)c->shown, (unsigned long long)total);
        if (!c->list)
            printf("%srank %lld%s (%s)\n", view_bold(), (long long)f->meta.rank, view_reset(),
                   f->meta.path);
        const char *h[] = {"kernel", ">calls", ">total ms", ">mean ms", dropped ? ">max ms (kept calls)" : ">max ms",
                           ">never ended"};
        view_table *t = view_table_new(6, h);
        for (size_t i = 0; i < nk; i++) {
            kstat *s = &c->stats[ks[i].id];
            if (!s->calls)
                continue;
            view_table_addf(t, "%s\t%llu\t%.3f\t%.3f\t%.3f\t%llu", ks[i].name,
                            (unsigned long long)s->calls, (double)s->total_ns / 1e6,
                            (double)s->total_ns / 1e6 / (double)(s->timed ? s->timed : 1), (double)s->max_ns / 1e6,
                            (unsigned long long)s->unfinished);
            if (s->unfinished)
                view_table_mark_last(t);
        }
        if (view_table_rows(t)) {
            printf("%s  per kernel%s\n", view_bold(), view_reset());
            view_table_print(t, stdout, 2);
        } else {
            view_table_print(t, stdout, 2);
            printf("  no kernel calls logged (PDD_CHECKS without progress?)\n");
        }
    }
    free(c->stats);
    c->stats = NULL;
    return 0;
bad:
    fprintf(stderr, "pdd-view %s: %s\n", verb, err);
    free(c->stats);
    c->stats = NULL;
    return -1;
}

int view_timeline(int argc, char **argv)
{
    view_filter filter = VIEW_FILTER_INIT;
    uint64_t limit = 0;
    const char *chrome = NULL;
    int stats_only = 0;
    const view_opt opts[] = {
        {"--chrome", OPT_STRING, &chrome, "FILE", "also write Chrome trace JSON (Perfetto, chrome://tracing)"},
        VIEW_OPT_KERNEL(filter),
        VIEW_OPT_RANK(filter),
        {"--limit", OPT_U64, &limit, "N", "list the first N calls per rank (0: all, the default)"},
        {"--stats", OPT_FLAG, &stats_only, NULL, "only the per-kernel statistics, no call list"},
        {NULL, 0, NULL, NULL, NULL},
    };
    view_command cmd = {
        .usage = "[options] LOG...",
        .about = "Kernel calls in the order they ran, with durations (ms since the run "
                 "began), per rank;\nthen per kernel: calls, total, mean and max time. "
                 "Calls that never ended are marked.",
        .opts = opts,
        .filter = &filter,
    };
    if (!view_command_parse(&cmd, argc, argv))
        return cmd.status;
    view_set set;
    if (view_set_open(&set, "timeline", cmd.files, cmd.nfiles) < 0)
        return VIEW_BAD_INPUT;
    int rc = set.unreadable ? VIEW_BAD_INPUT : VIEW_OK;
    tl_ctx c = {.filter = &filter, .origin = view_set_origin_ns(&set), .limit = limit,
                .list = !stats_only, .json = cmd.common.json};
    char tmp[4096];
    if (chrome) {
        /* A new file of this process, renamed over the name when it is whole. */
        pdd_atomic_tmp(chrome, tmp, sizeof tmp);
        int fd = pdd_atomic_create(tmp);
        if (fd < 0 || !(c.chrome = fdopen(fd, "w"))) {
            if (fd >= 0)
                close(fd);
            fprintf(stderr, "pdd-view timeline: --chrome %s: cannot write: %s; give a path in a "
                    "writable folder\n", chrome, strerror(errno));
            view_set_close(&set);
            return VIEW_BAD_INPUT;
        }
        fprintf(c.chrome, "{\"displayTimeUnit\":\"ms\",\"otherData\":{\"producer\":\"pdd-view %s\"},"
                "\"traceEvents\":[\n{\"ph\":\"M\",\"name\":\"process_sort_index\",\"pid\":0,\"args\":{\"sort_index\":0}}",
                PDD_VERSION);
    }
    if (cmd.common.json)
        printf("{\n  \"logs\": [");
    int shown = 0;
    for (size_t i = 0; i < set.n; i++) {
        if (filter.rank >= 0 && set.files[i].meta.rank != filter.rank)
            continue;
        c.file = &set.files[i];
        if (cmd.common.json && shown)
            printf(",");
        else if (!cmd.common.json && shown)
            printf("\n");
        if (timeline_file(&c, "timeline") < 0)
            rc = VIEW_BAD_INPUT;
        shown++;
    }
    if (cmd.common.json)
        printf("%s]\n}\n", shown ? "\n  " : "");
    if (c.chrome) {
        fprintf(c.chrome, "\n]}\n");
        int bad = ferror(c.chrome) | (fflush(c.chrome) != 0);
        bad |= fclose(c.chrome) != 0;
        long owner = 0;
        int why = bad ? PDD_ATOMIC_SYNC : pdd_atomic_commit(tmp, chrome, &owner);
        if (why == PDD_ATOMIC_OWNER) {
            fprintf(stderr, "pdd-view timeline: --chrome %s belongs to user %ld: pdd-view never "
                    "replaces another user's file; give another path\n", chrome, owner);
            remove(tmp);
            rc = VIEW_BAD_INPUT;
        } else if (why != PDD_ATOMIC_OK) {
            fprintf(stderr, "pdd-view timeline: --chrome %s: cannot write: %s; free some space "
                    "or give another path\n", chrome, strerror(errno));
            remove(tmp);
            rc = VIEW_BAD_INPUT;
        } else if (!cmd.common.json) {
            fflush(stdout); /* the note after the table, piped or not */
            fprintf(stderr, "pdd-view timeline: wrote %s (%llu kernel calls): open it in "
                    "https://ui.perfetto.dev or chrome://tracing\n", chrome,
                    (unsigned long long)c.chrome_calls);
        }
    }
    view_set_close(&set);
    return rc;
}
