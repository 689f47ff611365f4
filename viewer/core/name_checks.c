/* name_checks.c: neg_tracer and neg_delp check only the fields whose names the run's
 * PDD_TRACERS and PDD_DELP give. A model whose tracers are `qv` and `qc` runs clean with both
 * on and nothing checked; "No failures" must not be read as "no negative tracer", so the
 * summary says which of them matched no field, with the fields the run wrote. */
#include "name_checks.h"

#include <cjson/cJSON.h>
#include <ctype.h>
#include <stdio.h>
#include <string.h>

/* A JSON array of strings, joined with commas into buf (cut, with "...", where it is long). */
static void join(const cJSON *list, char *buf, size_t n)
{
    size_t at = 0;
    buf[0] = 0;
    const cJSON *it;
    cJSON_ArrayForEach(it, list) {
        if (!cJSON_IsString(it))
            continue;
        int w = snprintf(buf + at, n - at, "%s%s", at ? "," : "", it->valuestring);
        if (w < 0 || (size_t)w >= n - at) {
            snprintf(buf + (n > 4 ? n - 4 : 0), 4, "...");
            return;
        }
        at += (size_t)w;
    }
}

static int listed(const cJSON *list, const char *name)
{
    const cJSON *it;
    cJSON_ArrayForEach(it, list)
        if (cJSON_IsString(it) && !strcmp(it->valuestring, name))
            return 1;
    return 0;
}

/* Whether a site's checkers ("nan,neg_delp") hold `name`. */
static int has_checker(const char *checkers, const char *name)
{
    size_t len = strlen(name);
    for (const char *p = checkers; p && *p;) {
        size_t n = strcspn(p, ",");
        if (n == len && !strncmp(p, name, len))
            return 1;
        p += n + (p[n] == ',');
    }
    return 0;
}

size_t view_name_checks_unmatched(const view_file *f, view_name_check out[2])
{
    static const struct {
        const char *checker, *variable, *key, *what;
    } by_name[] = {{"neg_tracer", "PDD_TRACERS", "tracers", "tracers"},
                   {"neg_delp", "PDD_DELP", "delp", "layer thicknesses"}};
    pdd_log *log = view_log(f);
    const pdd_log_meta *m = log ? pdd_log_meta_of(log) : NULL;
    cJSON *config = m && m->config ? cJSON_Parse(m->config) : NULL;
    const cJSON *checks = cJSON_GetObjectItemCaseSensitive(config, "checks");
    size_t ns = 0, found = 0;
    const pdd_log_site *ss = log ? pdd_log_sites(log, &ns) : NULL;
    for (size_t c = 0; c < 2 && cJSON_IsArray(checks); c++) {
        if (!listed(checks, by_name[c].checker))
            continue;
        int any = 0, written = 0;
        for (size_t i = 0; i < ns && !any; i++) {
            any = has_checker(ss[i].checkers, by_name[c].checker);
            written += !ss[i].input && !ss[i].unchecked;
        }
        if (any || !written) /* a run that wrote nothing was not asked to */
            continue;
        view_name_check *o = &out[found++];
        o->checker = by_name[c].checker;
        o->variable = by_name[c].variable;
        o->what = by_name[c].what;
        join(cJSON_GetObjectItemCaseSensitive(config, by_name[c].key), o->names, sizeof o->names);
        /* the floating-point fields written, each once, in /sites order */
        size_t at = 0;
        o->fields[0] = 0;
        o->unrolled = 0;
        o->container[0] = 0;
        for (size_t i = 0; i < ns; i++) {
            if (ss[i].input || ss[i].unchecked || !ss[i].field[0])
                continue;
            const pdd_log_field *fd = pdd_log_field_by_id(log, ss[i].field_id);
            if (fd && fd->type != PDD_T_F64 && fd->type != PDD_T_F32)
                continue;
            o->unrolled |= !strncmp(ss[i].field, "__g_gen", 7) && isdigit((unsigned char)ss[i].field[7]);
            const char *close = strstr(ss[i].field, ")[");
            if (!o->container[0] && !strncmp(ss[i].field, "list(", 5) && close)
                snprintf(o->container, sizeof o->container, "%.*s", (int)(close - ss[i].field - 5), ss[i].field + 5);
            int seen = 0;
            for (size_t j = 0; j < i && !seen; j++)
                seen = !ss[j].input && !ss[j].unchecked && !strcmp(ss[j].field, ss[i].field);
            if (seen)
                continue;
            int w = snprintf(o->fields + at, sizeof o->fields - at, "%s%s", at ? ", " : "", ss[i].field);
            if (w < 0 || (size_t)w >= sizeof o->fields - at) {
                memcpy(o->fields + sizeof o->fields - 6, ", ...", 6);
                break;
            }
            at += (size_t)w;
        }
    }
    cJSON_Delete(config);
    return found;
}
