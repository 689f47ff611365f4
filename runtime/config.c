/* config.c: reads the switches. Each setting is parsed from text by one function whatever
 * its source (a variable, or a key of the PDD_CONFIG file), so both give the same messages. */
#include "config.h"
#include "checker.h"

#include <pdd/switches.h>

#include <cjson/cJSON.h>
#include <errno.h>
#include <limits.h>
#include <fcntl.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <unistd.h>

/* Pace's tracer names, and the elements of a Python container with `tracers` in its name that
 * an orchestrated program loops over (pdd-instrument names them `list(tracers.values())[0]`,
 * ..., or by their keys, `tracers['qv']`, where the pdd package noted them at the build; no
 * SDFG name begins with `list(` or holds a `[`) */
static const char *const default_tracers[] = {"qvapor", "qliquid", "qrain",    "qice",           "qsnow",
                                              "qgraupel", "qo3mr", "qsgs_tke", "qcld",           "list(*tracers*",
                                              "*tracers[[]*"};
/* Layer thicknesses as Pace (pyFV3) names them: delp itself; dp1 and dp2, the thicknesses
 * before and after remapping; dp, the thickness fillz and neg_adj3 take; dp_ref (the reference
 * column of updatedzc); delp_in / delp_out of c_sw's corner fill. Not delpc (a divergence in
 * divergence_damping) nor delp_x_flux / delp_y_flux (fluxes): those are negative by right; nor
 * DynamicalCore's dp_initial, which fv_setup sets to ZVIR * qvapor (negative with qvapor) before
 * a copy of delp goes there for the tracers. */
static const char *const default_delp[] = {"delp", "delp_in", "delp_out", "dp", "dp1", "dp2", "dp_ref"};

void pdd_config_defaults(pdd_config *c)
{
    memset(c, 0, sizeof *c);
    c->checks = pdd_checkers_default();
    c->ntracers = (int)(sizeof default_tracers / sizeof default_tracers[0]);
    for (int i = 0; i < c->ntracers; i++)
        snprintf(c->tracers[i], PDD_NAME_MAX, "%s", default_tracers[i]);
    c->tracer_min = -1e-8;
    c->ndelp = (int)(sizeof default_delp / sizeof default_delp[0]);
    for (int i = 0; i < c->ndelp; i++)
        snprintf(c->delp[i], PDD_NAME_MAX, "%s", default_delp[i]);
    c->delp_min = 0.0;
    snprintf(c->log_pattern, sizeof c->log_pattern, "pdd.%%r.h5");
    c->on_fail = PDD_ON_FAIL_LOG;
    c->progress = PDD_PROGRESS_LOG;
    c->progress_keep = PDD_PROGRESS_KEEP_DEFAULT;
    c->max_events = 10000;
}

/* A setting: its variable, its key in the JSON file, and its parser. `src` names where the
 * text came from in messages ("PDD_ON_FAIL" or "cfg.json: key 'on_fail'"). */
typedef struct setting {
    const char *var, *key;
    int (*parse)(pdd_config *c, const char *src, const char *text, char *err, size_t errlen);
} setting;

/* What the settings whose bad value turns off one checker rather than pdd (the trace index:
 * a wrong point to watch is no reason to stop watching for NaNs) left to say. */
typedef struct soft_error {
    int bad;
    char text[PDD_PATH_MAX + 512];
} soft_error;

static int parse_bool_word(const char *t)
{
    static const char *const on[] = PDD_SWITCH_TRUE_WORDS;
    static const char *const off[] = PDD_SWITCH_FALSE_WORDS;
    for (size_t i = 0; i < sizeof on / sizeof *on; i++)
        if (!strcmp(t, on[i]))
            return 1;
    for (size_t i = 0; i < sizeof off / sizeof *off; i++)
        if (!strcmp(t, off[i]))
            return 0;
    return -1;
}

/* The master switches (switches.h): among the variables given, any one true turns the probes
 * on, whatever the others say (a user of one NDSL generation types its name, a script may set
 * an older one False); the file's "enabled" holds only where no variable is given. enabled_by
 * keeps which turned them on, for the log. */
static int parse_enabled(pdd_config *c, const char *src, const char *t, char *err, size_t n)
{
    int b = parse_bool_word(t);
    if (b < 0) {
        snprintf(err, n, "pdd: %s=%s: accepted: True or False (also 1/0, yes/no, on/off)", src, t);
        return -1;
    }
    static const char *const vars[] = PDD_MASTER_SWITCHES;
    int is_var = 0;
    for (size_t i = 0; i < sizeof vars / sizeof *vars; i++)
        is_var |= !strcmp(src, vars[i]);
    if (!is_var || !c->enabled_vars++) {
        c->enabled = 0;
        c->enabled_by[0] = 0;
    }
    if (b) {
        size_t used = strlen(c->enabled_by);
        snprintf(c->enabled_by + used, sizeof c->enabled_by - used, "%s%s", used ? ", " : "",
                 is_var ? src : "PDD_CONFIG's \"enabled\"");
        c->enabled = 1;
    }
    return 0;
}

static int parse_cuda_sync(pdd_config *c, const char *src, const char *t, char *err, size_t n)
{
    int b = parse_bool_word(t);
    if (b < 0) {
        snprintf(err, n, "pdd: %s=%s: accepted: 1 (synchronise after every kernel) or 0", src, t);
        return -1;
    }
    c->cuda_sync = b;
    return 0;
}

static int parse_checks(pdd_config *c, const char *src, const char *t, char *err, size_t n)
{
    const char *names[32];
    uint32_t bits[32];
    int k = 0;
    for (int i = 0; i < pdd_checker_count && k < 32; i++, k++) {
        names[k] = pdd_checker_table[i]->name;
        bits[k] = pdd_checker_table[i]->bit;
    }
    uint32_t out, traced;
    if (pdd_qualifiers_parse(t, src, names, bits, k, pdd_checkers_all(), pdd_checkers_default(),
                             &out, err, n))
        return -1;
    /* the same list read with the default an index makes (+trace): where it differs, the list
     * took the default (`default,inf`, `!crash`) and the trace follows PDD_TRACE_INDEX */
    pdd_qualifiers_parse(t, src, names, bits, k, pdd_checkers_all(),
                         pdd_checkers_default() | PDD_CHECK_TRACE, &traced, err, n);
    c->checks = out;
    c->checks_traced = traced;
    c->checks_given = 1;
    /* Named, not merely implied by all/default: the user wants to hear if it cannot run. */
    c->cupti_asked = 0;
    for (const char *p = t; *p;) {
        size_t len = strcspn(p, ",");
        while (len && *p == ' ')
            p++, len--;
        if (len == 5 && !strncmp(p, "cupti", 5))
            c->cupti_asked = 1;
        p += len;
        if (*p == ',')
            p++;
    }
    return 0;
}

/* PDD_TRACE_INDEX: a point, `10,5,0`, or several of different numbers of dimensions,
 * `10,5;10,5,0,2` (a model's 2-D, 3-D and 4-D fields at one place). */
static int parse_trace_index(pdd_config *c, const char *src, const char *t, char *err, size_t n)
{
    int64_t v[PDD_MAX_DIMS][PDD_MAX_DIMS];
    int nd[PDD_MAX_DIMS], np = 0, count = 0;
    const char *p = t;
    for (;;) {
        char *end;
        errno = 0;
        long long x = strtoll(p, &end, 10);
        if (end == p || errno || x < 0 || count == PDD_MAX_DIMS || (*end && *end != ',' && *end != ';')) {
            snprintf(err, n,
                     "pdd: %s=%s: accepted: points of 1 to %d non-negative integers, comma separated "
                     "(10,5,0), ';' between points of different lengths (10,5;10,5,0,2)",
                     src, t, PDD_MAX_DIMS);
            return -1;
        }
        v[np][count++] = x;
        if (*end == ',') {
            p = end + 1;
            continue;
        }
        for (int i = 0; i < np; i++)
            if (nd[i] == count) {
                snprintf(err, n,
                         "pdd: %s=%s: two points of %d numbers; give one point per number of "
                         "dimensions (e.g. 10,5;10,5,0,2)",
                         src, t, count);
                return -1;
            }
        nd[np++] = count, count = 0;
        if (!*end)
            break;
        p = end + 1;
    }
    c->trace_npoints = np;
    for (int i = 0; i < np; i++) {
        c->trace_point_ndim[i] = nd[i];
        for (int d = 0; d < PDD_MAX_DIMS; d++)
            c->trace_points[i][d] = d < nd[i] ? v[i][d] : -1;
    }
    c->trace_set = 1;
    return 0;
}

/* A comma list of names into out[max][PDD_NAME_MAX]; `example` completes the messages.
 * Entries are trimmed of blanks; an empty entry or list is an error. */
static int parse_name_list(char (*out)[PDD_NAME_MAX], int max, int *nout, const char *src,
                           const char *t, const char *example, char *err, size_t n)
{
    int count = 0;
    const char *p = t;
    while (*p) {
        const char *end = strchr(p, ',');
        size_t len = end ? (size_t)(end - p) : strlen(p);
        while (len && *p == ' ')
            p++, len--;
        while (len && p[len - 1] == ' ')
            len--;
        if (len == 0 || len >= PDD_NAME_MAX || count == max) {
            snprintf(err, n,
                     "pdd: %s=%s: accepted: a comma list of up to %d non-empty names shorter than %d "
                     "characters (e.g. %s)",
                     src, t, max, PDD_NAME_MAX, example);
            return -1;
        }
        snprintf(out[count++], PDD_NAME_MAX, "%.*s", (int)len, p);
        if (!end)
            break;
        p = end + 1;
        if (!*p) {
            snprintf(err, n, "pdd: %s=%s: accepted: a comma list of names with no empty entry", src, t);
            return -1;
        }
    }
    if (count == 0) {
        snprintf(err, n, "pdd: %s is empty: accepted: a comma list of names (e.g. %s)", src, example);
        return -1;
    }
    *nout = count;
    return 0;
}

/* A name or glob of a field: identifier characters and fnmatch's * ? [...] (a class closed),
 * nothing that no array name could hold. */
static int field_pattern_ok(const char *e)
{
    for (const char *q = e; *q; q++) {
        if (*q == '[') {
            const char *close = strchr(q + 1 + (q[1] == ']'), ']');
            if (!close)
                return 0;
            q = close;
        } else if (!(*q == '_' || *q == '*' || *q == '?' || (*q >= '0' && *q <= '9') ||
                     (*q >= 'a' && *q <= 'z') || (*q >= 'A' && *q <= 'Z'))) {
            return 0;
        }
    }
    return 1;
}

static int parse_pattern_list(char (*out)[PDD_NAME_MAX], int max, int *nout, const char *src,
                              const char *t, const char *example, char *err, size_t n)
{
    char tmp[PDD_MAX_DELP > PDD_MAX_TRACERS ? PDD_MAX_DELP : PDD_MAX_TRACERS][PDD_NAME_MAX];
    int count;
    if (parse_name_list(tmp, max, &count, src, t, example, err, n))
        return -1;
    for (int i = 0; i < count; i++)
        if (!field_pattern_ok(tmp[i])) {
            snprintf(err, n,
                     "pdd: %s=%s: '%s' is no field name or glob; accepted: a comma list of names "
                     "(letters, digits, _) or shell globs of them (* ? [...]), e.g. %s",
                     src, t, tmp[i], example);
            return -1;
        }
    memcpy(out, tmp, (size_t)count * sizeof tmp[0]);
    *nout = count;
    return 0;
}

static int parse_tracers(pdd_config *c, const char *src, const char *t, char *err, size_t n)
{
    return parse_pattern_list(c->tracers, PDD_MAX_TRACERS, &c->ntracers, src, t, "qvapor,qliquid",
                              err, n);
}

static int parse_delp(pdd_config *c, const char *src, const char *t, char *err, size_t n)
{
    return parse_pattern_list(c->delp, PDD_MAX_DELP, &c->ndelp, src, t, "delp,dp1,dp2 or delp,dp*",
                              err, n);
}

static int parse_tracer_min(pdd_config *c, const char *src, const char *t, char *err, size_t n)
{
    char *end;
    errno = 0;
    double v = strtod(t, &end);
    if (end == t || *end || errno || !isfinite(v)) {
        snprintf(err, n, "pdd: %s=%s: accepted: a finite number (pace uses -1e-8)", src, t);
        return -1;
    }
    c->tracer_min = v;
    return 0;
}

static int parse_log(pdd_config *c, const char *src, const char *t, char *err, size_t n)
{
    if (!*t) {
        snprintf(err, n, "pdd: %s='': accepted: a file path pattern, %%r for the rank, %%p for the pid", src);
        return -1;
    }
    if (strlen(t) >= PDD_PATH_MAX - 64) { /* room for the rank, pid and .journal: never cut short */
        snprintf(err, n, "pdd: %s=%.64s...: %zu bytes, over the %d a log's path may have; give a shorter one",
                 src, t, strlen(t), PDD_PATH_MAX - 65);
        return -1;
    }
    for (const char *p = t; *p; p++)
        if (*p == '%') {
            if (p[1] != 'r' && p[1] != 'p' && p[1] != '%') {
                snprintf(err, n,
                         "pdd: %s=%s: unknown '%%%c'; accepted: %%r (rank), %%p (pid), %%%% (a %%)",
                         src, t, p[1] ? p[1] : ' ');
                return -1;
            }
            p++;
        }
    snprintf(c->log_pattern, sizeof c->log_pattern, "%s", t);
    return 0;
}

static int parse_on_fail(pdd_config *c, const char *src, const char *t, char *err, size_t n)
{
    if (!strcmp(t, "log"))
        c->on_fail = PDD_ON_FAIL_LOG;
    else if (!strcmp(t, "abort"))
        c->on_fail = PDD_ON_FAIL_ABORT;
    else {
        snprintf(err, n, "pdd: %s=%s: accepted: log (record and go on) or abort (record, then abort)",
                 src, t);
        return -1;
    }
    return 0;
}

static int parse_progress(pdd_config *c, const char *src, const char *t, char *err, size_t n)
{
    if (!strcmp(t, "log"))
        c->progress = PDD_PROGRESS_LOG;
    else if (!strcmp(t, "stderr"))
        c->progress = PDD_PROGRESS_STDERR;
    else if (!strcmp(t, "off"))
        c->progress = PDD_PROGRESS_OFF;
    else {
        snprintf(err, n, "pdd: %s=%s: accepted: log, stderr (log and print a line per kernel) or off",
                 src, t);
        return -1;
    }
    return 0;
}

/* A non-negative integer from lo to hi into *v: 0, or -1 when t is none. */
static int parse_count(const char *t, unsigned long long lo, unsigned long long hi, unsigned long long *v)
{
    char *end;
    errno = 0;
    *v = strtoull(t, &end, 10);
    return end == t || *end || errno || *t == '-' || *v < lo || *v > hi ? -1 : 0;
}

/* The calls kept must hold what the viewer asks of a failure (the last kernels before a death,
 * the Why's writers): a handful is a typo, as is more than the journal's ring can address. */
static int parse_progress_keep(pdd_config *c, const char *src, const char *t, char *err, size_t n)
{
    unsigned long long v;
    if (parse_count(t, 16, PDD_PROGRESS_KEEP_MAX, &v)) {
        snprintf(err, n,
                 "pdd: %s=%s: accepted: the kernel and program calls the log keeps, 16 to %u "
                 "(default %u; whole-run counts are kept whatever it is)",
                 src, t, PDD_PROGRESS_KEEP_MAX, PDD_PROGRESS_KEEP_DEFAULT);
        return -1;
    }
    c->progress_keep = v;
    return 0;
}

static int parse_max_events(pdd_config *c, const char *src, const char *t, char *err, size_t n)
{
    unsigned long long v;
    if (parse_count(t, 0, ULLONG_MAX, &v)) {
        snprintf(err, n,
                 "pdd: %s=%s: accepted: a non-negative integer, events kept per probe site (0: no cap)",
                 src, t);
        return -1;
    }
    c->max_events = v ? v : UINT64_MAX;
    return 0;
}

/* PDD_HALO: a halo width in cells; a width no array reaches is a typo (a byte count, an
 * extent), so it is refused rather than taking every cell for halo. */
static int parse_halo(pdd_config *c, const char *src, const char *t, char *err, size_t n)
{
    char *end;
    errno = 0;
    long long v = strtoll(t, &end, 10);
    if (end == t || *end || errno || v < 0 || v > 1000000) {
        snprintf(err, n,
                 "pdd: %s=%s: accepted: the halo's width in cells, 0 to 1000000 (3 for FV3's "
                 "cubed sphere; 0: no halo)",
                 src, t);
        return -1;
    }
    c->halo = v;
    return 0;
}

static const setting settings[] = {
    {"PACE_DACE_DEBUG", "enabled", parse_enabled},
    {"NDSL_DACE_DEBUG", NULL, parse_enabled}, /* no key of its own: the file says "enabled" */
    {"NDSL_DACE_FORCE_SYNC_GPU", NULL, parse_enabled},
    {"PDD_CHECKS", "checks", parse_checks},
    {"PDD_TRACE_INDEX", "trace_index", parse_trace_index},
    {"PDD_TRACERS", "tracers", parse_tracers},
    {"PDD_TRACER_MIN", "tracer_min", parse_tracer_min},
    {"PDD_DELP", "delp", parse_delp},
    {"PDD_LOG", "log", parse_log},
    {"PDD_ON_FAIL", "on_fail", parse_on_fail},
    {"PDD_PROGRESS", "progress", parse_progress},
    {"PDD_PROGRESS_KEEP", "progress_keep", parse_progress_keep},
    {"PDD_MAX_EVENTS", "max_events", parse_max_events},
    {"PDD_CUDA_SYNC", "cuda_sync", parse_cuda_sync},
    {"PDD_HALO", "halo", parse_halo},
};
#define NSETTINGS (sizeof settings / sizeof settings[0])

/* A value longer than this is shown shortened in the middle in a message: its start, its
 * end and its length (a 100 KB PDD_CHECKS made a 4.6 KB line whose tail, what was wrong and
 * what is accepted, was cut). */
#define VALUE_SHOWN 64

/* Shortens every run of more than VALUE_SHOWN bytes without a space or a quote in the line
 * that is a part of the value v (an unknown name the parser quoted from a 100 KB list) to its
 * start and end, so that the line keeps what is wrong and what is accepted. */
static void shorten_runs(char *line, const char *v, size_t len)
{
    char *out = line;
    for (const char *p = line; *p;) {
        size_t run = strcspn(p, " '\"");
        if (run > VALUE_SHOWN && memmem(v, len, p, run)) {
            memmove(out, p, 28);
            memcpy(out + 28, "...", 3);
            memmove(out + 31, p + run - 28, 28);
            out += 59;
        } else {
            memmove(out, p, run);
            out += run;
        }
        p += run;
        if (*p)
            *out++ = *p++;
    }
    *out = 0;
}

/* full, a message about the value v (len bytes), into err with v shown by its start, its end
 * and its length, and every other long part of v in it shortened (shorten_runs). */
static void shorten_value(char *full, const char *v, size_t len, char *err, size_t n)
{
    const char *at = strstr(full, v);
    if (!at) {
        shorten_runs(full, v, len);
        snprintf(err, n, "%s", full);
        return;
    }
    char *tail = strdup(at + len);
    if (tail)
        shorten_runs(tail, v, len);
    snprintf(err, n, "%.*s%.28s...%s (%zu bytes)%s", (int)(at - full), full, v, v + len - 28, len,
             tail ? tail : "");
    free(tail);
}

/* Parses setting s from value v; on a failure err holds the message with v shortened as above
 * (the parser writes into a buffer long enough for the whole value first). */
static int parse_setting(const setting *s, pdd_config *c, const char *src, const char *v, char *err, size_t n)
{
    size_t len = strlen(v);
    if (len <= VALUE_SHOWN)
        return s->parse(c, src, v, err, n);
    size_t big = len + strlen(src) + 2048;
    char *full = malloc(big);
    if (!full)
        return s->parse(c, src, v, err, n);
    int rc = s->parse(c, src, v, full, big);
    if (rc)
        shorten_value(full, v, len, err, n);
    free(full);
    return rc;
}

/* A setting failed to parse: 0 when only its checker goes off (the message kept in soft),
 * -1 when pdd goes off (the message stays in err). */
static int setting_failed(const setting *s, const char *err, soft_error *soft)
{
    if (s->parse != parse_trace_index)
        return -1;
    if (!soft->bad) /* the first bad value is the one to fix first */
        snprintf(soft->text, sizeof soft->text, "%s", err);
    soft->bad = 1;
    return 0;
}

/* A JSON value as the text a variable would hold: arrays become comma lists. */
static int json_as_text(const cJSON *v, char *out, size_t n)
{
    if (cJSON_IsString(v))
        return snprintf(out, n, "%s", v->valuestring) >= (int)n ? -1 : 0;
    if (cJSON_IsBool(v))
        return snprintf(out, n, "%s", cJSON_IsTrue(v) ? "True" : "False") >= (int)n ? -1 : 0;
    if (cJSON_IsNumber(v)) {
        double d = v->valuedouble;
        if (d == (double)(long long)d && fabs(d) < 1e15)
            snprintf(out, n, "%lld", (long long)d);
        else
            snprintf(out, n, "%.17g", d);
        return 0;
    }
    if (cJSON_IsArray(v)) {
        size_t used = 0;
        out[0] = 0;
        const cJSON *e;
        cJSON_ArrayForEach(e, v)
        {
            char item[1024];
            if (cJSON_IsArray(e) || cJSON_IsObject(e) || json_as_text(e, item, sizeof item))
                return -1;
            int w = snprintf(out + used, n - used, "%s%s", used ? "," : "", item);
            if (w < 0 || (size_t)w >= n - used)
                return -1;
            used += (size_t)w;
        }
        return 0;
    }
    return -1;
}

/* A settings file is a few hundred bytes: anything larger is not one (and /dev/zero would be
 * read until memory runs out). */
#define CONFIG_MAX_BYTES (1L << 20)

/* The settings file's text, NUL-terminated, in *text (length *len): a regular file of at most
 * CONFIG_MAX_BYTES. -1 with the message in err. */
static int read_settings(const char *path, char **text_out, size_t *len_out, char *err, size_t n)
{
    /* O_NONBLOCK: a FIFO must be refused, not waited on; a regular file reads the same */
    int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) {
        snprintf(err, n, "pdd: PDD_CONFIG=%s: cannot open: %s; set PDD_CONFIG to a readable JSON file",
                 path, strerror(errno));
        return -1;
    }
    struct stat st;
    if (fstat(fd, &st)) {
        snprintf(err, n, "pdd: PDD_CONFIG=%s: cannot read: %s; set PDD_CONFIG to a readable JSON file",
                 path, strerror(errno));
        close(fd);
        return -1;
    }
    if (!S_ISREG(st.st_mode)) {
        snprintf(err, n, "pdd: PDD_CONFIG=%s: %s; set PDD_CONFIG to a JSON file", path,
                 S_ISDIR(st.st_mode) ? "is a directory" : "not a regular file (a device, FIFO or socket)");
        close(fd);
        return -1;
    }
    if (st.st_size > CONFIG_MAX_BYTES) {
        snprintf(err, n,
                 "pdd: PDD_CONFIG=%s: %lld bytes, more than the %ld a settings file may have; set "
                 "PDD_CONFIG to pdd's JSON settings file",
                 path, (long long)st.st_size, CONFIG_MAX_BYTES);
        close(fd);
        return -1;
    }
    FILE *f = fdopen(fd, "rb");
    if (!f) {
        snprintf(err, n, "pdd: PDD_CONFIG=%s: cannot open: %s; set PDD_CONFIG to a readable JSON file",
                 path, strerror(errno));
        close(fd);
        return -1;
    }
    char *text = NULL;
    size_t len = 0, cap = 0;
    for (;;) {
        if (len + 4096 + 1 > cap) {
            cap = cap ? cap * 2 : 8192;
            char *t = realloc(text, cap);
            if (!t) {
                free(text);
                fclose(f);
                snprintf(err, n, "pdd: PDD_CONFIG=%s: out of memory", path);
                return -1;
            }
            text = t;
        }
        size_t got = fread(text + len, 1, 4096, f);
        len += got;
        if (got < 4096)
            break;
        if (len > (size_t)CONFIG_MAX_BYTES) { /* it grew since fstat */
            free(text);
            fclose(f);
            snprintf(err, n,
                     "pdd: PDD_CONFIG=%s: more than the %ld bytes a settings file may have; set "
                     "PDD_CONFIG to pdd's JSON settings file",
                     path, CONFIG_MAX_BYTES);
            return -1;
        }
    }
    fclose(f);
    text[len] = 0;
    *text_out = text;
    *len_out = len;
    return 0;
}

static int load_file(pdd_config *c, const char *path, char *err, size_t n, soft_error *soft)
{
    char *text;
    size_t len;
    if (read_settings(path, &text, &len, err, n) < 0)
        return -1;
    int rc = -1;
    cJSON *root = cJSON_ParseWithLength(text, len);
    if (!root || !cJSON_IsObject(root)) {
        const char *at = cJSON_GetErrorPtr();
        long off = at && root == NULL && at >= text && at <= text + len ? (long)(at - text) : 0;
        snprintf(err, n, "pdd: PDD_CONFIG=%s: not a JSON object (error near byte %ld); see docs/switches.md for the keys",
                 path, off);
        goto out;
    }
    const cJSON *item;
    cJSON_ArrayForEach(item, root)
    {
        const setting *s = NULL;
        for (size_t i = 0; i < NSETTINGS; i++)
            if (settings[i].key && !strcmp(settings[i].key, item->string))
                s = &settings[i];
        if (!s) {
            char keys[512];
            size_t used = 0;
            for (size_t i = 0; i < NSETTINGS; i++)
                if (settings[i].key)
                    used += (size_t)snprintf(keys + used, sizeof keys - used, "%s%s", used ? ", " : "",
                                             settings[i].key);
            snprintf(err, n, "pdd: PDD_CONFIG=%s: unknown key '%s'; accepted: %s", path, item->string,
                     keys);
            goto out;
        }
        char src[PDD_PATH_MAX + 64], val[4096];
        snprintf(src, sizeof src, "%s key '%s'", path, s->key);
        if (json_as_text(item, val, sizeof val)) {
            snprintf(err, n, "pdd: %s: accepted: a string, number, boolean or list of them", src);
            if (setting_failed(s, err, soft))
                goto out;
            err[0] = 0;
            continue;
        }
        if (parse_setting(s, c, src, val, err, n) && setting_failed(s, err, soft))
            goto out;
        err[0] = 0;
    }
    rc = 0;
out:
    cJSON_Delete(root);
    free(text);
    return rc;
}

int pdd_config_load(pdd_config *c, const char *(*get)(const char *name), char *err, size_t errlen)
{
    soft_error soft = {0, ""};
    pdd_config_defaults(c);
    err[0] = 0;
    const char *file = get("PDD_CONFIG");
    if (file && *file) {
        snprintf(c->config_file, sizeof c->config_file, "%s", file);
        size_t flen = strlen(file), big = 2 * flen + 2048; /* its messages may name it twice */
        char *full = flen > VALUE_SHOWN ? calloc(1, big) : NULL;
        int rc = load_file(c, file, full ? full : err, full ? big : errlen, &soft);
        if (full && full[0])
            shorten_value(full, file, flen, err, errlen);
        free(full);
        if (rc)
            goto bad;
    }
    for (size_t i = 0; i < NSETTINGS; i++) {
        const char *v = get(settings[i].var);
        if (v && parse_setting(&settings[i], c, settings[i].var, v, err, errlen) &&
            setting_failed(&settings[i], err, &soft))
            goto bad;
    }
    err[0] = 0;
    if (soft.bad) { /* whichever source was bad, the trace is off: never a guessed point */
        c->trace_set = 0;
        c->trace_npoints = 0;
    }
    if (!c->checks_given && c->trace_set)
        c->checks |= PDD_CHECK_TRACE;
    else if (c->trace_set)
        c->checks = c->checks_traced;
    if (c->progress == PDD_PROGRESS_OFF)
        c->checks &= ~(uint32_t)PDD_CHECK_PROGRESS;
    if (soft.bad) {
        c->checks &= ~(uint32_t)PDD_CHECK_TRACE;
        snprintf(err, errlen, "%s; the trace is off for this run, the other checkers run",
                 soft.text);
        return 1;
    }
    if ((c->checks & PDD_CHECK_TRACE) && !c->trace_set) {
        snprintf(err, errlen,
                 "pdd: PDD_CHECKS names trace but PDD_TRACE_INDEX is unset; set PDD_TRACE_INDEX=i,j,k "
                 "or drop trace (e.g. all,!trace)");
        goto bad;
    }
    return 0;
bad:
    c->enabled = 0;
    return -1;
}

char *pdd_config_to_json(const pdd_config *c)
{
    cJSON *o = cJSON_CreateObject();
    cJSON_AddBoolToObject(o, "enabled", c->enabled);
    if (c->enabled_by[0])
        cJSON_AddStringToObject(o, "enabled_by", c->enabled_by);
    cJSON *checks = cJSON_AddArrayToObject(o, "checks");
    for (int i = 0; i < pdd_checker_count; i++)
        if (c->checks & pdd_checker_table[i]->bit)
            cJSON_AddItemToArray(checks, cJSON_CreateString(pdd_checker_table[i]->name));
    if (c->trace_set) {
        cJSON *t = cJSON_AddArrayToObject(o, "trace_index"); /* the first point */
        for (int d = 0; d < c->trace_point_ndim[0]; d++)
            cJSON_AddItemToArray(t, cJSON_CreateNumber((double)c->trace_points[0][d]));
        cJSON *all = cJSON_AddArrayToObject(o, "trace_points");
        for (int i = 0; i < c->trace_npoints; i++) {
            cJSON *pt = cJSON_CreateArray();
            for (int d = 0; d < c->trace_point_ndim[i]; d++)
                cJSON_AddItemToArray(pt, cJSON_CreateNumber((double)c->trace_points[i][d]));
            cJSON_AddItemToArray(all, pt);
        }
    } else {
        cJSON_AddNullToObject(o, "trace_index");
    }
    cJSON *tr = cJSON_AddArrayToObject(o, "tracers");
    for (int i = 0; i < c->ntracers; i++)
        cJSON_AddItemToArray(tr, cJSON_CreateString(c->tracers[i]));
    cJSON_AddNumberToObject(o, "tracer_min", c->tracer_min);
    cJSON *dl = cJSON_AddArrayToObject(o, "delp");
    for (int i = 0; i < c->ndelp; i++)
        cJSON_AddItemToArray(dl, cJSON_CreateString(c->delp[i]));
    cJSON_AddNumberToObject(o, "delp_min", c->delp_min);
    cJSON_AddStringToObject(o, "log", c->log_pattern);
    cJSON_AddStringToObject(o, "on_fail", c->on_fail == PDD_ON_FAIL_ABORT ? "abort" : "log");
    cJSON_AddStringToObject(o, "progress", c->progress == PDD_PROGRESS_STDERR ? "stderr"
                                           : c->progress == PDD_PROGRESS_OFF  ? "off"
                                                                              : "log");
    cJSON_AddNumberToObject(o, "progress_keep", (double)c->progress_keep);
    cJSON_AddNumberToObject(o, "max_events", c->max_events == UINT64_MAX ? 0 : (double)c->max_events);
    cJSON_AddBoolToObject(o, "cuda_sync", c->cuda_sync);
    cJSON_AddNumberToObject(o, "halo", (double)c->halo);
    if (c->config_file[0])
        cJSON_AddStringToObject(o, "config_file", c->config_file);
    char *s = cJSON_PrintUnformatted(o);
    cJSON_Delete(o);
    return s;
}
