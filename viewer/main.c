/* main.c: the pdd-view hub: the verb table, top-level help, unknown verbs, and the check
 * that standard output really was written (a full disk must not look like success). */
#include "process.h"
#include "verbs.h"

#include <pdd/log.h>
#include <pdd/pdd.h>

#include <errno.h>
#include <hdf5.h>
#include <stdio.h>
#include <string.h>

/* A verb of the table: its function (verbs/, one file each) and its line of --help. */
typedef struct view_verb {
    const char *name;
    int (*run)(int argc, char **argv);
    const char *summary; /* one line for `pdd-view --help` */
} view_verb;

static const view_verb verbs[] = {
    {"summary", view_summary, "what went wrong first and where; counts per checker, kernel, field"},
    {"why", view_why, "why the first failure went wrong: what it read, who wrote that, the root"},
    {"events", view_events, "the events, in time order, filtered by kind, kernel, field, rank"},
    {"trace", view_trace, "the traced values (kernel call x field) at PDD_TRACE_INDEX"},
    {"timeline", view_timeline, "kernel calls in order with durations; --chrome FILE for Perfetto"},
    {"diff", view_diff, "two runs compared: event counts, and the first traced value that differs"},
    {"assert", view_assert, "for regression tests: exit 1 when the logs break a rule"},
    {"report", view_report, "one self-contained HTML page with tables and plots"},
};
#define NVERBS (sizeof verbs / sizeof verbs[0])

static void usage(FILE *out)
{
    fprintf(out, "usage: pdd-view VERB [options] LOG...\n"
                 "Reads the logs pdd wrote (pdd.<rank>.h5, or a leftover *.journal, which is "
                 "recovered first).\n\nverbs:\n");
    for (size_t i = 0; i < NVERBS; i++)
        fprintf(out, "  %-9s %s\n", verbs[i].name, verbs[i].summary);
    fprintf(out, "\n`pdd-view VERB --help` for a verb's options. Every verb but report takes "
                 "--json.\nExit status: 0 fine, 1 assert/diff found a difference, 2 unusable "
                 "input or usage.\n");
}

int main(int argc, char **argv)
{
    /* libhdf5 may keep objects of a damaged file it failed to open; at its exit-time
     * shutdown it then prints "infinite loop closing library" and a line of its internals,
     * after our one-line message. The process ends anyway: skip that shutdown. */
    H5dont_atexit();
    view_fault_install();
    view_interrupt_install();
    if (view_time_bound_install() < 0)
        return VIEW_BAD_INPUT;
    if (argc < 2) {
        usage(stderr);
        return VIEW_BAD_INPUT;
    }
    if (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h") || !strcmp(argv[1], "help")) {
        usage(stdout);
        return VIEW_OK;
    }
    if (!strcmp(argv[1], "--version")) {
        printf("pdd-view %s (log format %d)\n", PDD_VERSION, PDD_LOG_FORMAT);
        return VIEW_OK;
    }
    for (size_t i = 0; i < NVERBS; i++) {
        if (strcmp(argv[1], verbs[i].name))
            continue;
        view_verb_now = verbs[i].name;
        int rc = verbs[i].run(argc - 1, argv + 1);
        if (fflush(stdout) != 0 || ferror(stdout)) {
            fprintf(stderr, "pdd-view %s: cannot write the output: %s; free some space or "
                    "redirect it elsewhere\n", argv[1], strerror(errno));
            return VIEW_BAD_INPUT;
        }
        return rc;
    }
    fprintf(stderr, "pdd-view: unknown verb '%s'; the verbs are summary, why, events, "
            "trace, timeline, diff, assert, report (pdd-view --help)\n", argv[1]);
    return VIEW_BAD_INPUT;
}
