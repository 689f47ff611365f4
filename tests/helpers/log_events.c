/* log_events.c: test helper — prints a log's events, one line each, in the order they were
 * recorded: "kind kernel field i,j,k call=N count=N value=V"; with --why, each ends with
 * " origin=FILE:LINE" where the user's program wrote the kernel is known, and is followed by
 * its operands, one line each: "  operand field i,j,k value=V[ role=R]". The index is the field's numbers comma separated
 * ("3,4,5,6", "7"); an unknown one prints as -1,-1,-1, as it always did, and an operand's
 * then as "-1,-1,-1 offset=N" (its linear offset, -1 unknown). Exit 2 on an unusable log. */
#include <pdd/log.h>
#include <pdd/abi.h>

#include <stdio.h>
#include <string.h>

static const pdd_log *the_log;

enum { MAX_OPS = 4096 };
static pdd_log_operand ops[MAX_OPS];
static char op_field[MAX_OPS][64];
static size_t nops;
static int why;

static int keep_operands(const pdd_log_operand *rows, size_t n, void *ctx)
{
    (void)ctx;
    for (size_t i = 0; i < n && nops < MAX_OPS; i++, nops++) {
        ops[nops] = rows[i];
        snprintf(op_field[nops], sizeof op_field[0], "%s", rows[i].field);
    }
    return 0;
}

static void index_text(char *idx, size_t len, int ndim, const int64_t *index)
{
    snprintf(idx, len, "-1,-1,-1");
    for (int d = 0, at = 0; d < ndim; d++)
        at += snprintf(idx + at, len - (size_t)at, "%s%lld", d ? "," : "", (long long)index[d]);
}

static int print_rows(const pdd_log_event *rows, size_t n, void *ctx)
{
    (void)ctx;
    for (size_t i = 0; i < n; i++) {
        const pdd_log_event *e = &rows[i];
        const pdd_log_kernel *k = pdd_log_kernel_by_id(the_log, e->kernel);
        char idx[PDD_LOG_MAX_DIMS * 21 + 1];
        index_text(idx, sizeof idx, e->ndim, e->index);
        printf("%s %s %s %s call=%llu count=%llu value=%.17g", pdd_log_kind_name(e->kind),
               k ? k->name : "-", e->field[0] ? e->field : "-", idx, (unsigned long long)e->call,
               (unsigned long long)e->count, e->value);
        if (why && k && k->origin_line > 0)
            printf(" origin=%s:%d", k->origin_file, (int)k->origin_line);
        printf("\n");
        for (size_t o = 0; why && o < nops; o++)
            if (ops[o].site == e->site && ops[o].kind == e->kind && ops[o].call == e->call) {
                index_text(idx, sizeof idx, ops[o].ndim, ops[o].index);
                if (ops[o].ndim <= 0)
                    snprintf(idx + strlen(idx), sizeof idx - strlen(idx), " offset=%lld", (long long)ops[o].offset);
                printf("  operand %s %s value=%.17g%s%s\n", op_field[o], idx, ops[o].value,
                       ops[o].role ? " role=" : "", ops[o].role ? pdd_log_role_name(ops[o].role) : "");
            }
    }
    return 0;
}

int main(int argc, char **argv)
{
    why = argc == 3 && !strcmp(argv[1], "--why");
    if (argc != 2 + why) {
        fprintf(stderr, "usage: log_events [--why] LOG\n");
        return 2;
    }
    char err[1024];
    pdd_log *log;
    if (pdd_log_open(argv[1 + why], &log, err, sizeof err)) {
        fprintf(stderr, "%s\n", err);
        return 2;
    }
    the_log = log;
    int rc = pdd_log_read_operands(log, 0, UINT64_MAX, keep_operands, NULL, err, sizeof err);
    if (!rc)
        rc = pdd_log_read_events(log, 0, UINT64_MAX, print_rows, NULL, err, sizeof err);
    if (rc)
        fprintf(stderr, "%s\n", err);
    pdd_log_close(log);
    return rc ? 2 : 0;
}
