/* logset.c: the logs a command line names, opened through the reader API: bad files are
 * warned about and skipped, the rest ordered by rank; and their events merged by time with
 * a small buffer per file, so memory does not grow with the number of events.
 * An open log costs about a megabyte (HDF5's caches) and a file descriptor: a set opened
 * lazily keeps only each log's metadata and row counts, and view_log opens a log again
 * when a verb reads it, keeping at most VIEW_OPEN_LOGS open, so that memory does not grow
 * with the number of ranks either. */
#include "kept_calls.h"
#include "logset.h"
#include "process.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>

static int by_rank(const void *a, const void *b)
{
    const view_file *x = a, *y = b;
    if (x->meta.rank != y->meta.rank)
        return x->meta.rank < y->meta.rank ? -1 : 1;
    return strcmp(x->meta.path, y->meta.path);
}

/* The metadata, with strings of its own, so that it outlives the open log. The
 * configuration is left out: no verb shows it, and it is the one large string. */
_Static_assert(sizeof(pdd_log_meta) == 184 || sizeof(void *) != 8,
               "pdd_log_meta changed: copy its new strings here (and free them in free_meta), "
               "then update this size");
static void copy_meta(view_file *f, const pdd_log_meta *m)
{
    f->meta = *m;
    f->meta.path = view_strdup(m->path);
    f->meta.producer = view_strdup(m->producer);
    f->meta.program = view_strdup(m->program);
    f->meta.hostname = view_strdup(m->hostname);
    f->meta.start_time = view_strdup(m->start_time);
    f->meta.config = "";
    f->meta.journal = view_strdup(m->journal);
}

static void free_meta(view_file *f)
{
    free((char *)f->meta.path);
    free((char *)f->meta.producer);
    free((char *)f->meta.program);
    free((char *)f->meta.hostname);
    free((char *)f->meta.start_time);
    free((char *)f->meta.journal);
}

static int room_for(size_t n, const char *verb, const char *why);

int view_set_hold(view_set *set, size_t n, const char *why)
{
    if (n <= set->max_open)
        return 0;
    if (room_for(n, set->verb, why) < 0)
        return -1;
    set->open = view_realloc(set->open, n * sizeof *set->open);
    set->max_open = n;
    return 0;
}

/* n logs held open at once (each holds a descriptor), `why`: past the soft limit of open
 * files if need be (the hard limit allows), or -1 after a message. */
static int room_for(size_t n, const char *verb, const char *why)
{
    struct rlimit rl;
    const rlim_t spare = 16; /* stdin/out/err, the page being written, a recovery */
    if (getrlimit(RLIMIT_NOFILE, &rl) < 0 || rl.rlim_cur == RLIM_INFINITY || n + spare <= rl.rlim_cur)
        return 0;
    rlim_t want = n + spare, had = rl.rlim_cur;
    if (rl.rlim_max != RLIM_INFINITY && want > rl.rlim_max) {
        fprintf(stderr, "pdd-view %s: %zu logs must be open at once (%s), and this process may "
                "open at most %llu files (ulimit -Hn); raise the limit to %llu (ulimit -n, as "
                "root or in /etc/security/limits.conf) or give fewer logs\n", verb, n, why,
                (unsigned long long)rl.rlim_max, (unsigned long long)want);
        return -1;
    }
    rl.rlim_cur = want;
    if (setrlimit(RLIMIT_NOFILE, &rl) < 0) {
        fprintf(stderr, "pdd-view %s: %zu logs must be open at once (%s), more than the limit "
                "of %llu open files, which cannot be raised here; raise it to %llu (ulimit -n) "
                "or give fewer logs\n", verb, n, why, (unsigned long long)had,
                (unsigned long long)want);
        return -1;
    }
    return 0;
}

int view_set_open(view_set *set, const char *verb, char **paths, int n)
{
    memset(set, 0, sizeof *set);
    set->verb = verb;
    if (n == 0) {
        fprintf(stderr, "pdd-view %s: no log given; e.g. pdd-view %s pdd.*.h5 (run the program "
                "with PACE_DACE_DEBUG=True first)\n", verb, verb);
        return -1;
    }
    set->files = calloc((size_t)n, sizeof *set->files);
    set->max_open = VIEW_OPEN_LOGS;
    set->open = calloc(set->max_open, sizeof *set->open);
    if (!set->files || !set->open) {
        fprintf(stderr, "pdd-view %s: out of memory\n", verb);
        return -1;
    }
    for (int i = 0; i < n; i++) {
        char err[1024];
        pdd_log *log;
        if (pdd_log_open(paths[i], &log, err, sizeof err) < 0) {
            fprintf(stderr, "pdd-view %s: %s%s\n", verb, n > 1 ? "skipped: " : "", err);
            set->unreadable++;
            continue;
        }
        view_file *f = &set->files[set->n++];
        f->arg = paths[i];
        f->set = set;
        copy_meta(f, pdd_log_meta_of(log));
        f->events = pdd_log_event_count(log);
        if (!view_kernel_calls_counted(log, f, NULL, &f->calls)) /* a log that kept every call */
            f->calls = pdd_log_progress_count(log);
        f->traces = pdd_log_trace_count(log);
        if (f->meta.recovered_now)
            fprintf(stderr, "pdd-view %s: %s: recovered from the journal into %s\n", verb,
                    paths[i], f->meta.path);
        if (f->meta.running)
            fprintf(stderr, "pdd-view %s: %s: still running (pid %lld on host %s): read as it "
                    "stands now; its log is written when it ends\n", verb, paths[i],
                    (long long)f->meta.pid, f->meta.hostname[0] ? f->meta.hostname : "unknown");
        pdd_log_close(log);
    }
    if (set->n == 0) {
        if (n > 1)
            fprintf(stderr, "pdd-view %s: none of the %d logs could be read\n", verb, n);
        view_set_close(set);
        return -1;
    }
    qsort(set->files, set->n, sizeof *set->files, by_rank);
    return 0;
}

void view_set_close(view_set *set)
{
    for (size_t i = 0; i < set->n; i++) {
        pdd_log_close(set->files[i].log);
        free_meta(&set->files[i]);
    }
    free(set->files);
    free(set->open);
    memset(set, 0, sizeof *set);
}

pdd_log *view_log(const view_file *cf)
{
    view_file *f = (view_file *)cf; /* the set's cache of open logs changes, not the file */
    view_set *set = f->set;
    f->used = ++set->clock;
    if (f->log)
        return f->log;
    if (set->nopen == set->max_open) { /* close the least recently used */
        size_t old = 0;
        for (size_t i = 1; i < set->nopen; i++)
            if (set->open[i]->used < set->open[old]->used)
                old = i;
        pdd_log_close(set->open[old]->log);
        set->open[old]->log = NULL;
        set->open[old] = set->open[--set->nopen];
    }
    char err[1024];
    if (pdd_log_open(f->meta.path, &f->log, err, sizeof err) < 0) {
        /* it was read a moment ago: it was removed or changed since */
        fprintf(stderr, "pdd-view %s: %s (it changed while pdd-view was reading it; run "
                "pdd-view again)\n", set->verb, err);
        exit(VIEW_BAD_INPUT);
    }
    set->open[set->nopen++] = f;
    return f->log;
}

const char *view_kernel_name(const view_file *f, int32_t id)
{
    static char buf[32];
    if (id < 0)
        return "-";
    const pdd_log_kernel *k = pdd_log_kernel_by_id(view_log(f), id);
    if (k)
        return k->name;
    snprintf(buf, sizeof buf, "kernel#%d", (int)id);
    return buf;
}

uint64_t view_set_origin_ns(const view_set *set)
{
    uint64_t origin = 0;
    for (size_t i = 0; i < set->n; i++) {
        uint64_t s = (uint64_t)set->files[i].meta.start_time_ns;
        if (s && (!origin || s < origin))
            origin = s;
    }
    return origin;
}

void view_event_copy(view_event *dst, const pdd_log_event *src, const view_file *f)
{
    dst->e = *src;
    dst->file = f;
    dst->field = strdup(src->field ? src->field : "");
    dst->e.field = dst->field ? dst->field : "";
    dst->backtrace = src->backtrace[0] ? strdup(src->backtrace) : NULL;
    dst->e.backtrace = dst->backtrace ? dst->backtrace : "";
}

void view_event_free(view_event *e)
{
    free(e->field);
    e->field = NULL;
    e->e.field = "";
    free(e->backtrace);
    e->backtrace = NULL;
    e->e.backtrace = "";
}

/* ---- merging by time ---- */
/* Events buffered per log: up to 256, fewer when many logs have events, so that the
 * buffers together stay near 32 MiB. */
#define CURSOR_ROWS 256
#define CURSOR_MIN_ROWS 8
#define CURSOR_BYTES (32u << 20)

typedef struct cursor {
    const view_file *file;
    uint64_t next_row, rows; /* next row of the table to fetch; rows in the table */
    view_event *buf;
    size_t cap, n, at;
} cursor;

static int fill_cb(const pdd_log_event *rows, size_t n, void *ctx)
{
    cursor *c = ctx;
    for (size_t i = 0; i < n && c->n < c->cap; i++)
        view_event_copy(&c->buf[c->n++], &rows[i], c->file);
    return 0;
}

/* Refills an empty cursor; 0 when it has an event, 1 when the file is done, -1 on error. */
static int refill(cursor *c, const char *verb)
{
    for (size_t i = 0; i < c->n; i++)
        view_event_free(&c->buf[i]);
    c->n = c->at = 0;
    if (c->next_row >= c->rows)
        return 1;
    char err[1024];
    uint64_t want = c->rows - c->next_row < c->cap ? c->rows - c->next_row : c->cap;
    if (pdd_log_read_events(view_log(c->file), c->next_row, want, fill_cb, c, err, sizeof err) < 0) {
        fprintf(stderr, "pdd-view %s: %s\n", verb, err);
        return -1;
    }
    c->next_row += want;
    return c->n ? 0 : 1;
}

static int earlier(const cursor *a, const cursor *b)
{
    const pdd_log_event *x = &a->buf[a->at].e, *y = &b->buf[b->at].e;
    if (x->t_ns != y->t_ns)
        return x->t_ns < y->t_ns;
    if (a->file->meta.rank != b->file->meta.rank)
        return a->file->meta.rank < b->file->meta.rank;
    return x->seq < y->seq;
}

static void sift_down(cursor **heap, size_t n, size_t i)
{
    for (;;) {
        size_t l = 2 * i + 1, r = l + 1, m = i;
        if (l < n && earlier(heap[l], heap[m]))
            m = l;
        if (r < n && earlier(heap[r], heap[m]))
            m = r;
        if (m == i)
            return;
        cursor *t = heap[i];
        heap[i] = heap[m];
        heap[m] = t;
        i = m;
    }
}

int view_set_events_by_time(view_set *set, const char *verb, view_event_fn cb, void *ctx)
{
    cursor *cs = calloc(set->n, sizeof *cs);
    cursor **heap = calloc(set->n, sizeof *heap);
    int rc = 0;
    size_t n = 0;
    if (!cs || !heap) {
        fprintf(stderr, "pdd-view %s: out of memory\n", verb);
        rc = -1;
        goto out;
    }
    /* every log with events stays open until its last event is out */
    size_t with_events = 0;
    for (size_t i = 0; i < set->n; i++)
        with_events += set->files[i].events != 0;
    if (view_set_hold(set, with_events, "the logs with events, merged by time") < 0) {
        rc = -1;
        goto out;
    }
    size_t cap = CURSOR_BYTES / sizeof(view_event) / (with_events ? with_events : 1);
    cap = cap < CURSOR_MIN_ROWS ? CURSOR_MIN_ROWS : cap > CURSOR_ROWS ? CURSOR_ROWS : cap;
    for (size_t i = 0; i < set->n; i++) {
        cs[i].file = &set->files[i];
        cs[i].rows = set->files[i].events;
        if (!cs[i].rows)
            continue;
        cs[i].cap = cap;
        cs[i].buf = view_calloc(cap, sizeof *cs[i].buf);
        int r = refill(&cs[i], verb);
        if (r < 0) {
            rc = -1;
            goto out;
        }
        if (r == 0)
            heap[n++] = &cs[i];
    }
    for (size_t i = n; i-- > 0;)
        sift_down(heap, n, i);
    while (n) {
        cursor *c = heap[0];
        rc = cb(&c->buf[c->at], ctx);
        if (rc)
            goto out;
        if (++c->at == c->n) {
            int r = refill(c, verb);
            if (r < 0) {
                rc = -1;
                goto out;
            }
            if (r == 1)
                heap[0] = heap[--n];
        }
        sift_down(heap, n, 0);
    }
out:
    if (cs)
        for (size_t i = 0; i < set->n; i++) {
            for (size_t j = 0; j < cs[i].n; j++)
                view_event_free(&cs[i].buf[j]);
            free(cs[i].buf);
        }
    free(cs);
    free(heap);
    return rc;
}
