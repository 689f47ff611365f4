/* assert.c: `pdd-view assert`: a regression test's verdict on a run's logs: exit 0 when
 * every rule holds, 1 when one breaks (saying which, how much, and where first), 2 when the
 * logs cannot be trusted to answer (unreadable file, bad option). */
#include "command.h"
#include "digest.h"
#include "event_text.h"
#include "filter.h"
#include "format.h"
#include "logset.h"
#include "options.h"
#include "process.h"
#include "table.h"
#include "verbs.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct rule {
    char text[128];
    uint32_t kinds;
    uint64_t max; /* allowed bad values */
    int clean_exit;
} rule;

/* "neg_delp=3" or "nan,inf=0": kinds, then the most bad values allowed. */
static int parse_max(const char *spec, rule *r, char *err, size_t errlen)
{
    const char *eq = strrchr(spec, '=');
    if (!eq || eq == spec || !eq[1]) {
        snprintf(err, errlen, "--max %s: expected KIND=N, e.g. --max neg_delp=3", spec);
        return -1;
    }
    char kinds[128];
    snprintf(kinds, sizeof kinds, "%.*s", (int)(eq - spec), spec);
    if (view_kinds_parse(kinds, "--max", &r->kinds, err, errlen) < 0)
        return -1;
    char *end;
    errno = 0;
    unsigned long long n = strtoull(eq + 1, &end, 10);
    if (*end || errno || eq[1] == '-') {
        snprintf(err, errlen, "--max %s: '%s' is not a whole number >= 0, e.g. --max neg_delp=3",
                 spec, eq + 1);
        return -1;
    }
    r->max = n;
    snprintf(r->text, sizeof r->text, "--max %s", spec);
    return 0;
}

static uint64_t values_of(const view_digest *d, uint32_t kinds, uint64_t *events)
{
    uint64_t v = 0;
    *events = 0;
    for (int k = 1; k < VIEW_KINDS; k++)
        if (kinds & (1u << k)) {
            v += d->by_kind[k].values;
            *events += d->by_kind[k].events;
        }
    return v;
}

/* The rules the options give (--none all when none is given); -1 after a message. */
static int make_rules(const view_list *none, const view_list *max, int clean, rule *rules,
                      int *nrules_out)
{
    int nrules = 0;
    char err[1024];
    for (int i = 0; i < none->n; i++) {
        rule *r = &rules[nrules++];
        memset(r, 0, sizeof *r);
        if (view_kinds_parse(none->v[i], "--none", &r->kinds, err, sizeof err) < 0) {
            fprintf(stderr, "pdd-view assert: %s\n", err);
            return -1;
        }
        snprintf(r->text, sizeof r->text, "--none %s", none->v[i]);
    }
    for (int i = 0; i < max->n; i++) {
        rule *r = &rules[nrules++];
        memset(r, 0, sizeof *r);
        if (parse_max(max->v[i], r, err, sizeof err) < 0) {
            fprintf(stderr, "pdd-view assert: %s\n", err);
            return -1;
        }
    }
    if (clean) {
        rule *r = &rules[nrules++];
        memset(r, 0, sizeof *r);
        r->clean_exit = 1;
        snprintf(r->text, sizeof r->text, "--clean-exit");
    }
    if (nrules == 0) {
        rule *r = &rules[nrules++];
        memset(r, 0, sizeof *r);
        view_kinds_parse("all", "--none", &r->kinds, err, sizeof err);
        snprintf(r->text, sizeof r->text, "--none all");
    }
    *nrules_out = nrules;
    return 0;
}

/* Does rule r hold on the run? Its counts go into o; where it broke first, into line. */
static int rule_holds(const rule *r, view_set *set, const view_digest *d,
                      const view_filter *filter, cJSON *o, char *line, size_t linelen)
{
    int ok = 1;
    line[0] = 0;
    if (r->clean_exit) {
        for (size_t f = 0; f < set->n; f++)
            if (!set->files[f].meta.clean_exit &&
                (filter->rank < 0 || set->files[f].meta.rank == filter->rank)) {
                if (ok && set->files[f].meta.running)
                    snprintf(line, linelen, "rank %lld is still running, it has not reached its "
                             "clean exit yet (%s)", (long long)set->files[f].meta.rank,
                             set->files[f].meta.path);
                else if (ok)
                    snprintf(line, linelen, "rank %lld did not reach its clean exit (%s)",
                             (long long)set->files[f].meta.rank, set->files[f].meta.path);
                ok = 0;
            }
        return ok;
    }
    uint64_t events, values = values_of(d, r->kinds, &events);
    cJSON_AddNumberToObject(o, "events", (double)events);
    cJSON_AddNumberToObject(o, "values", (double)values);
    cJSON_AddItemToObject(o, "max", view_json_u64(r->max));
    ok = values <= r->max && (r->max > 0 || events == 0);
    if (!ok) {
        /* where it first broke: the first event of those kinds */
        view_filter kf = *filter;
        kf.kinds = r->kinds;
        view_digest first;
        if (view_digest_make(&first, set, &kf, "assert") == 0 && first.have_first) {
            char what[1024];
            view_event_describe(&first.first, what, sizeof what);
            snprintf(line, linelen, "%llu bad value%s in %llu event%s; first: rank %lld: %s",
                     (unsigned long long)values, values == 1 ? "" : "s",
                     (unsigned long long)events, events == 1 ? "" : "s",
                     (long long)first.first.file->meta.rank, what);
            cJSON_AddItemToObject(o, "first", view_event_json(&first.first));
        }
        view_digest_free(&first);
    }
    return ok;
}

int view_assert(int argc, char **argv)
{
    view_filter filter = VIEW_FILTER_INIT;
    view_list none = {0}, max = {0};
    int clean = 0;
    const view_opt opts[] = {
        {"--none", OPT_LIST, &none, "KINDS", "no event of these checkers (nan,inf,...; all)"},
        {"--max", OPT_LIST, &max, "KIND=N", "at most N bad values of that checker (repeatable)"},
        {"--clean-exit", OPT_FLAG, &clean, NULL, "every rank reached its clean exit"},
        VIEW_OPT_KERNEL(filter),
        VIEW_OPT_FIELD(filter),
        VIEW_OPT_RANK(filter),
        {NULL, 0, NULL, NULL, NULL},
    };
    view_command cmd = {
        .usage = "[rules] [options] LOG...",
        .about = "Checks rules against the logs of a run, for regression tests. With no "
                 "rule: --none all.\nExit status: 0 every rule holds, 1 one breaks (each "
                 "broken rule is printed with its\nfirst event), 2 unusable input (an "
                 "unreadable log counts: a rule cannot be checked on it).",
        .opts = opts,
        .filter = &filter,
    };
    if (!view_command_parse(&cmd, argc, argv))
        return cmd.status;
    rule rules[2 * VIEW_LIST_MAX + 1];
    int nrules = 0;
    if (make_rules(&none, &max, clean, rules, &nrules) < 0)
        return VIEW_BAD_INPUT;
    view_set set;
    if (view_set_open(&set, "assert", cmd.files, cmd.nfiles) < 0)
        return VIEW_BAD_INPUT;
    view_digest d;
    if (view_digest_make(&d, &set, &filter, "assert") < 0) {
        view_digest_free(&d);
        view_set_close(&set);
        return VIEW_BAD_INPUT;
    }
    int broken = 0;
    cJSON *doc = cJSON_CreateObject();
    cJSON *jr = cJSON_AddArrayToObject(doc, "rules");
    for (int i = 0; i < nrules; i++) {
        rule *r = &rules[i];
        cJSON *o = cJSON_CreateObject();
        cJSON_AddStringToObject(o, "rule", r->text);
        char line[1400];
        int ok = rule_holds(r, &set, &d, &filter, o, line, sizeof line);
        cJSON_AddBoolToObject(o, "ok", ok);
        cJSON_AddItemToArray(jr, o);
        if (!ok) {
            broken++;
            if (!cmd.common.json)
                printf("%sbroken%s: %s: %s\n", view_red(), view_reset(), r->text, line);
        } else if (!cmd.common.json) {
            printf("holds: %s\n", r->text);
        }
    }
    int rc = set.unreadable ? VIEW_BAD_INPUT : broken ? VIEW_FAIL : VIEW_OK;
    cJSON_AddBoolToObject(doc, "ok", rc == VIEW_OK);
    cJSON_AddNumberToObject(doc, "logs", (double)set.n);
    cJSON_AddNumberToObject(doc, "unreadable_logs", set.unreadable);
    if (cmd.common.json)
        view_json_print(doc);
    else
        cJSON_Delete(doc);
    if (!cmd.common.json)
        printf("pdd-view assert: %s (%zu log%s%s)\n",
               rc == VIEW_OK ? "all rules hold" : rc == VIEW_FAIL ? "FAILED" : "cannot tell",
               set.n, set.n == 1 ? "" : "s",
               set.unreadable ? "; some logs could not be read: exit 2" : "");
    view_digest_free(&d);
    view_set_close(&set);
    return rc;
}
