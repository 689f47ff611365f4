/* summary.c: `pdd-view summary`: what went wrong first and where, across every rank, and
 * how much went wrong per checker, kernel and field. */
#include "command.h"
#include "digest.h"
#include "event_text.h"
#include "filter.h"
#include "format.h"
#include "logset.h"
#include "options.h"
#include "process.h"
#include "ranks.h"
#include "table.h"
#include "unchecked.h"
#include "name_checks.h"
#include "verbs.h"
#include "why.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void print_logs(const view_set *set, const unsigned char *listed, uint64_t origin)
{
    const char *h[] = {">rank", "host", ">pid", "started", "exit", ">events", ">calls", "log"};
    view_table *t = view_table_new(8, h);
    for (size_t i = 0; i < set->n; i++) {
        if (!listed[i])
            continue;
        const pdd_log_meta *m = &set->files[i].meta;
        char exit[VIEW_EXIT_LEN];
        view_exit_str(m, exit, sizeof exit);
        char started[64];
        if (m->start_time_ns && origin && (uint64_t)m->start_time_ns > origin)
            snprintf(started, sizeof started, "%s (+%.3f ms)", m->start_time,
                     (double)((uint64_t)m->start_time_ns - origin) / 1e6);
        else
            snprintf(started, sizeof started, "%s", m->start_time[0] ? m->start_time : "-");
        view_table_addf(t, "%lld\t%s\t%lld\t%s\t%s\t%llu\t%llu\t%s", (long long)m->rank,
                        m->hostname[0] ? m->hostname : "-", (long long)m->pid, started, exit,
                        (unsigned long long)set->files[i].events,
                        (unsigned long long)set->files[i].calls, m->path);
        if (!m->clean_exit && !m->running)
            view_table_mark_last(t);
    }
    size_t rows = view_table_rows(t), nlines;
    if (rows)
        view_table_print(t, stdout, 2);
    else
        view_table_free(t);
    char **lines = view_ranks_left_out(set, listed, rows, &nlines);
    for (size_t i = 0; i < nlines; i++)
        printf("  %s%s\n", lines[i], i + 1 == nlines ? " (--all-ranks lists them)" : "");
    view_lines_free(lines, nlines);
}

static void print_first(const view_digest *d, uint64_t origin)
{
    const view_event *f = &d->first;
    char line[1024], ms[32];
    printf("\n%sFirst failure%s: rank %lld, %s after the start (%s)\n", view_bold(), view_reset(),
           (long long)f->file->meta.rank,
           view_ms_str(origin && f->e.t_ns > origin ? f->e.t_ns - origin : 0, ms, sizeof ms),
           f->file->meta.path);
    view_event_describe(f, line, sizeof line);
    printf("  %s%s%s\n", view_red(), line, view_reset());
    if (f->e.kind != PDD_KIND_CRASH && view_kernel_origin(f->file, f->e.kernel, line, sizeof line)[0])
        printf("  its kernel is %s in the program's source\n", line);
    /* a program called more than once: the call as its user counts them */
    if (d->have_program && d->program.calls > 1) {
        view_program_call_text(&d->program, line, sizeof line);
        printf("  in %s\n", line);
    }
    if (f->e.kind == PDD_KIND_CRASH || f->e.kind == PDD_KIND_CUDA_ERROR)
        return;
    if (d->nbefore) {
        char idx[VIEW_INDEX_LEN], v[32];
        printf("  trace of %s at %s (PDD_TRACE_INDEX), up to that call:\n", f->e.field,
               view_index_str(d->trace_ndim, d->trace_index, idx, sizeof idx));
        for (int i = 0; i < d->nbefore; i++) {
            int last = i == d->nbefore - 1 && !strcmp(d->before[i].kernel,
                                                      view_kernel_name(f->file, f->e.kernel)) &&
                       d->before[i].call == f->e.call;
            printf("    %s call %-4llu %s%s\n", d->before[i].kernel,
                   (unsigned long long)d->before[i].call,
                   view_value_str(d->before[i].value, v, sizeof v),
                   last ? "   <- the failing call" : "");
        }
    }
}

/* The unchecked writes that may have come before the first failure (or, with no failure, that
 * the run made): one line each, at most VIEW_UNCHECKED_LINES. */
#define VIEW_UNCHECKED_LINES 12
static void print_unchecked(const view_unchecked *u, size_t n, int failed)
{
    if (!n)
        return;
    if (failed)
        printf("  the first failure may be later than the first bad value: %zu write%s no probe "
               "checks came before it\n", n, n == 1 ? "" : "s");
    else
        printf("  but %zu write%s of the run no probe checks (pdd-instrument --coverage lists "
               "them):\n", n, n == 1 ? "" : "s");
    for (size_t i = 0; i < n && i < VIEW_UNCHECKED_LINES; i++) {
        char call[48];
        if (!failed)
            call[0] = 0;
        else if (u[i].call)
            snprintf(call, sizeof call, " call %llu", (unsigned long long)u[i].call);
        else
            snprintf(call, sizeof call, " (its calls are not marked)");
        printf("    %s%s wrote %s unchecked: %s\n", u[i].kernel, call, u[i].field,
               pdd_log_unchecked_text(u[i].why));
    }
    if (n > VIEW_UNCHECKED_LINES)
        printf("    and %zu more (summary --json lists them)\n", n - VIEW_UNCHECKED_LINES);
}

/* The name checkers that were on and matched no field (name_checks.c). */
static void print_name_checks(const view_set *set, const view_digest *d)
{
    if (!set->n)
        return;
    view_name_check nc[2];
    size_t n = view_name_checks_unmatched(d->have_first ? d->first.file : &set->files[0], nc);
    for (size_t i = 0; i < n; i++) {
        char container[400] = "";
        if (nc[i].container[0]) /* a plain entry matches the names that contain it */
            snprintf(container, sizeof container, "; the list(%s)[<n>] fields are the elements of a Python "
                     "container the orchestrated program loops over: %s='%s'", nc[i].container,
                     nc[i].variable, nc[i].container);
        printf("  %s checked nothing: no field written matches %s (%s); the run wrote %s "
               "(set %s to the %s' names%s)\n", nc[i].checker, nc[i].variable,
               nc[i].names[0] ? nc[i].names : "empty", nc[i].fields, nc[i].variable, nc[i].what,
               container[0] ? container
               : nc[i].unrolled ? "; the __g_gen<line>_<n> fields are the elements of a Python container an "
                                  "orchestrated program loops over, e.g. its tracers: PDD_TRACERS='__g_gen*'"
                                : "");
    }
}

static cJSON *unchecked_json(const view_unchecked *u, size_t n)
{
    cJSON *a = cJSON_CreateArray();
    for (size_t i = 0; i < n; i++) {
        cJSON *o = cJSON_CreateObject();
        cJSON_AddStringToObject(o, "kernel", u[i].kernel);
        if (u[i].call)
            cJSON_AddNumberToObject(o, "call", (double)u[i].call);
        else
            cJSON_AddNullToObject(o, "call");
        cJSON_AddStringToObject(o, "field", u[i].field);
        cJSON_AddStringToObject(o, "why", pdd_log_unchecked_name(u[i].why));
        cJSON_AddItemToArray(a, o);
    }
    return a;
}

/* The first failure's file's unchecked writes before it; with no failure, the first log's. */
static view_unchecked *unchecked_of(const view_digest *d, const view_set *set, size_t *n)
{
    *n = 0;
    if (d->have_first)
        return view_unchecked_before(d->first.file, &d->first, n);
    return set->n ? view_unchecked_before(&set->files[0], NULL, n) : NULL;
}

static void add_kind_headers(const char **h, int *n, const uint32_t used)
{
    for (int k = 1; k < VIEW_KINDS; k++)
        if (used & (1u << k))
            h[(*n)++] = k == 1 ? ">nan" : k == 2 ? ">inf" : k == 3 ? ">neg_tracer" : k == 4 ? ">neg_delp"
                                          : k == 5 ? ">cuda_error" : ">crash";
}

static void print_named(const char *title, const char *what, const view_named *tab, size_t n,
                        uint32_t used, int dropped)
{
    const char *h[12] = {what};
    int nh = 1;
    add_kind_headers(h, &nh, used);
    h[nh++] = ">events";
    if (dropped)
        h[nh++] = ">dropped";
    view_table *t = view_table_new(nh, h);
    size_t quiet = 0;
    for (size_t i = 0; i < n; i++) {
        uint64_t events = 0;
        for (int k = 1; k < VIEW_KINDS; k++)
            events += tab[i].by_kind[k].events;
        if (!events && !tab[i].dropped) {
            quiet++;
            continue;
        }
        char cells[12][32];
        const char *c[12] = {tab[i].name};
        int nc = 1;
        for (int k = 1; k < VIEW_KINDS; k++)
            if (used & (1u << k)) {
                snprintf(cells[nc], sizeof cells[nc], "%llu",
                         (unsigned long long)tab[i].by_kind[k].values);
                c[nc] = cells[nc];
                nc++;
            }
        snprintf(cells[nc], sizeof cells[nc], "%llu", (unsigned long long)events);
        c[nc] = cells[nc];
        nc++;
        if (dropped) {
            snprintf(cells[nc], sizeof cells[nc], "%llu", (unsigned long long)tab[i].dropped);
            c[nc] = cells[nc];
        }
        view_table_add(t, c);
    }
    printf("\n%s%s%s (bad values per checker; events = rows of /events)\n", view_bold(), title,
           view_reset());
    if (view_table_rows(t))
        view_table_print(t, stdout, 2);
    else
        view_table_free(t);
    if (quiet)
        printf("  and %zu more %s%s without events\n", quiet, what, quiet == 1 ? "" : "s");
}

/* The events in the fields' halos (PDD_HALO), apart from the failures: counts, how many in
 * corners (where a cubed sphere holds no data), and the first of them. */
static void print_halo(const view_digest *d)
{
    if (!d->have_first_halo)
        return;
    uint64_t events = 0;
    char kinds[256] = "";
    size_t used = 0;
    for (int k = 1; k < VIEW_KINDS; k++) {
        events += d->halo_by_kind[k].events;
        if (d->halo_by_kind[k].events && used < sizeof kinds)
            used += (size_t)snprintf(kinds + used, sizeof kinds - used, "%s%s %llu", used ? ", " : "",
                                     pdd_log_kind_name(k), (unsigned long long)d->halo_by_kind[k].values);
    }
    char rule[128];
    printf("\n%sIn the halo%s (%s), not counted as failures: %llu event%s (bad values: %s), "
           "%llu of them in corners\n",
           view_bold(), view_reset(), view_halo_rule(d, rule, sizeof rule), (unsigned long long)events,
           events == 1 ? "" : "s", kinds, (unsigned long long)d->halo_corner_events);
    char line[1024];
    view_event_describe(&d->first_halo, line, sizeof line);
    printf("  the first: rank %lld, %s\n", (long long)d->first_halo.file->meta.rank, line);
}

static void print_text(const view_digest *d, const view_why_chain *w, const view_set *set, int all_ranks)
{
    uint64_t origin = view_set_origin_ns(set);
    const char *program = set->n ? set->files[0].meta.program : "";
    printf("%spdd-view summary%s: %zu log%s, program: %s\n", view_bold(), view_reset(), set->n,
           set->n == 1 ? "" : "s", program[0] ? program : "(unknown)");
    if (d->enabled_by[0])
        printf("  probes on by %s\n", d->enabled_by);
    unsigned char *listed = view_calloc(set->n, 1);
    view_ranks_listed(set, d, all_ranks, listed);
    print_logs(set, listed, origin);
    if (d->calls_dropped) /* a bounded log says what it kept */
        printf("  kernel calls: %llu counted, %llu kept in /progress (PDD_PROGRESS_KEEP=%llu: each rank's "
               "last calls%s)\n",
               (unsigned long long)d->calls, (unsigned long long)d->calls_kept,
               (unsigned long long)d->progress_keep,
               d->calls_frozen ? ", and those before and just after its first failure" : "");
    uint64_t total = 0;
    uint32_t used = 0;
    for (int k = 1; k < VIEW_KINDS; k++) {
        total += d->by_kind[k].events;
        if (d->by_kind[k].events)
            used |= 1u << k;
    }
    size_t nun;
    view_unchecked *un = unchecked_of(d, set, &nun);
    if (!d->have_first) {
        char rule[128];
        if (d->have_first_halo)
            printf("\nNo failures in the fields' domains: no checker fired outside their halos "
                   "(%s) in %llu kernel call%s.\n",
                   view_halo_rule(d, rule, sizeof rule), (unsigned long long)d->calls, d->calls == 1 ? "" : "s");
        else
            printf("\nNo failures: no checker fired in %llu kernel call%s.\n",
                   (unsigned long long)d->calls, d->calls == 1 ? "" : "s");
        print_unchecked(un, nun, 0);
        print_name_checks(set, d);
        print_halo(d); /* nothing without halo events */
    } else {
        print_first(d, origin);
        print_unchecked(un, nun, 1);
        print_name_checks(set, d);
        view_why_print_short(w, stdout);
        printf("\n%sBy checker%s\n", view_bold(), view_reset());
        const char *h[] = {"checker", ">events", ">bad values"};
        view_table *t = view_table_new(3, h);
        for (int k = 1; k < VIEW_KINDS; k++)
            if (d->by_kind[k].events)
                view_table_addf(t, "%s\t%llu\t%llu", pdd_log_kind_name(k),
                                (unsigned long long)d->by_kind[k].events,
                                (unsigned long long)d->by_kind[k].values);
        view_table_addf(t, "total\t%llu\t", (unsigned long long)total);
        view_table_print(t, stdout, 2);
        print_named("By kernel", "kernel", d->kernels, d->nkernels, used, d->dropped != 0);
        print_named("By field", "field", d->fields, d->nfields, used, d->dropped != 0);
        print_halo(d);
    }
    if (d->dropped)
        printf("\n%llu more events were not logged: their sites reached PDD_MAX_EVENTS "
               "(PDD_MAX_EVENTS=0 lifts the cap)\n", (unsigned long long)d->dropped);
    for (int pass = 0; pass < 2; pass++) {
        int kind = pass == 0 ? PDD_KIND_CUDA_ERROR : PDD_KIND_CRASH;
        int any = 0;
        for (size_t i = 0; i < d->nspecial; i++) {
            const view_event *e = &d->special[i];
            if (e->e.kind != kind)
                continue;
            if (!any++)
                printf("\n%s%s%s\n", view_bold(), pass == 0 ? "CUDA errors" : "Crashes", view_reset());
            char line[1024];
            view_event_describe(e, line, sizeof line);
            printf("  rank %lld: %s%s%s\n", (long long)e->file->meta.rank, view_red(), line,
                   view_reset());
            /* the backtrace, indented; a CUDA event's first line is already said */
            const char *bt = e->e.backtrace;
            if (kind == PDD_KIND_CUDA_ERROR && strchr(bt, '\n'))
                bt = strchr(bt, '\n') + 1;
            while (*bt) {
                size_t n = strcspn(bt, "\n");
                if (kind != PDD_KIND_CRASH || strncmp(bt, "address ", 8)) /* said above */
                    printf("    %.*s\n", (int)n, bt);
                bt += n + (bt[n] == '\n');
            }
        }
    }
    if (d->nunfinished) {
        printf("\n%sKernel calls that began and never ended%s\n", view_bold(), view_reset());
        for (size_t i = 0; i < d->nunfinished; i++) {
            char ms[32];
            const view_unfinished *u = &d->unfinished[i];
            if (!listed[u->file - set->files])
                continue;
            printf("  rank %lld: %s call %llu, began %s after the start%s\n",
                   (long long)u->file->meta.rank, u->kernel, (unsigned long long)u->call,
                   view_ms_str(origin && u->t_begin_ns > origin ? u->t_begin_ns - origin : 0, ms,
                               sizeof ms),
                   u->file->meta.running ? " (in progress: the rank is still running)" : "");
        }
        size_t nlines;
        char **lines = view_ranks_unfinished_left_out(set, d, listed, &nlines);
        for (size_t i = 0; i < nlines; i++)
            printf("  %s%s\n", lines[i], i + 1 == nlines ? " (--all-ranks lists them)" : "");
        view_lines_free(lines, nlines);
    }
    free(un);
    free(listed);
}

int view_summary(int argc, char **argv)
{
    view_filter filter = VIEW_FILTER_INIT;
    int all_ranks = 0;
    const view_opt opts[] = {
        VIEW_OPT_KIND(filter),
        VIEW_OPT_KERNEL(filter),
        VIEW_OPT_FIELD(filter),
        VIEW_OPT_RANK(filter),
        {"--all-ranks", OPT_FLAG, &all_ranks, NULL, "list every log in the table of logs (--json always does)"},
        {NULL, 0, NULL, NULL, NULL},
    };
    view_command cmd = {
        .usage = "[options] LOG...",
        .about = "What went wrong first and where: the first failure across all logs by "
                 "time,\nwith the trace of its field and why (what it read, who wrote that: "
                 "pdd-view why);\ncounts per checker, kernel and field; "
                 "CUDA errors;\ncrashes with their backtrace; calls that never ended.\n"
                 "Over 8 logs, the tables list the ranks with events or that died of their "
                 "own;\nthe others (clean, or ended by a signal such as mpirun's SIGTERM) "
                 "take one line\nper way they ended.",
        .opts = opts,
        .filter = &filter,
    };
    if (!view_command_parse(&cmd, argc, argv))
        return cmd.status;
    view_set set;
    if (view_set_open(&set, "summary", cmd.files, cmd.nfiles) < 0)
        return VIEW_BAD_INPUT;
    view_digest d;
    view_why_chain w = {0};
    int rc = VIEW_BAD_INPUT;
    if (view_digest_make(&d, &set, &filter, "summary") == 0) {
        view_why_make(&w, &d, "summary"); /* a table it cannot read: said, and no Why block */
        if (cmd.common.json) {
            cJSON *j = view_digest_json(&d, &set);
            size_t nun;
            view_unchecked *un = unchecked_of(&d, &set, &nun);
            cJSON_AddItemToObject(j, "unchecked", unchecked_json(un, nun));
            free(un);
            cJSON_AddItemToObject(j, "why", view_why_json(&w));
            view_json_print(j);
        }
        else
            print_text(&d, &w, &set, all_ranks);
        rc = set.unreadable ? VIEW_BAD_INPUT : VIEW_OK;
    }
    view_why_free(&w);
    view_digest_free(&d);
    view_set_close(&set);
    return rc;
}
