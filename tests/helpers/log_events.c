/* log_events.c: test helper — prints a log's events, one line each, in the order they were
 * recorded: "kind kernel field i,j,k call=N count=N value=V". The index is the field's
 * numbers comma separated ("3,4,5,6", "7"); an unknown one prints as -1,-1,-1, as it always
 * did. Exit 2 on an unusable log. */
#include <pdd/log.h>
#include <pdd/abi.h>

#include <stdio.h>

static const pdd_log *the_log;

static int print_rows(const pdd_log_event *rows, size_t n, void *ctx)
{
    (void)ctx;
    for (size_t i = 0; i < n; i++) {
        const pdd_log_event *e = &rows[i];
        const pdd_log_kernel *k = pdd_log_kernel_by_id(the_log, e->kernel);
        char idx[PDD_LOG_MAX_DIMS * 21 + 1] = "-1,-1,-1";
        for (int d = 0, at = 0; d < e->ndim; d++)
            at += snprintf(idx + at, sizeof idx - (size_t)at, "%s%lld", d ? "," : "",
                           (long long)e->index[d]);
        printf("%s %s %s %s call=%llu count=%llu value=%.17g\n", pdd_log_kind_name(e->kind),
               k ? k->name : "-", e->field[0] ? e->field : "-", idx, (unsigned long long)e->call,
               (unsigned long long)e->count, e->value);
    }
    return 0;
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: log_events LOG\n");
        return 2;
    }
    char err[1024];
    pdd_log *log;
    if (pdd_log_open(argv[1], &log, err, sizeof err)) {
        fprintf(stderr, "%s\n", err);
        return 2;
    }
    the_log = log;
    int rc = pdd_log_read_events(log, 0, UINT64_MAX, print_rows, NULL, err, sizeof err);
    if (rc)
        fprintf(stderr, "%s\n", err);
    pdd_log_close(log);
    return rc ? 2 : 0;
}
