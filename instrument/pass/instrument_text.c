/* instrument_text.c: the pass on one source text: its SDFG and source map found beside it and
 * loaded, the model made (analyze.c), the probes planned (probes.c) and written over the source
 * (plan.c), the manifest made (manifest.c), and what is left unchecked told in one line each on
 * stderr. */
#include "instrument_text.h"
#include "pass.h"
#include "source_text.h"

#include <libgen.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* DaCe's layout: <dir>/src/cpu/x.cpp beside <dir>/program.sdfg(z) and <dir>/map/map_cpp.json;
 * the corpus keeps them all in one folder. First that exists wins. */
static int find_beside(const char *source, const char *const *names, int n, char *out, size_t len)
{
    char copy[4096];
    snprintf(copy, sizeof copy, "%s", source);
    const char *dir = dirname(copy);
    const char *const ups[] = {"", "/..", "/../..", "/../../map", "/../map"};
    for (size_t u = 0; u < sizeof ups / sizeof *ups; u++)
        for (int i = 0; i < n; i++) {
            snprintf(out, len, "%s%s/%s", dir, ups[u], names[i]);
            if (access(out, R_OK) == 0)
                return 0;
        }
    return -1;
}

/* gt4py.cartesian's layout: <stencil>/m_<name>__dacecpu_<hash>_pyext_BUILD/computation.hpp
 * beside <stencil>/m_<name>__dacecpu_<hash>.sdfgz. */
static int find_gt4py_sdfg(const char *source, char *out, size_t len)
{
    char copy[4096];
    snprintf(copy, sizeof copy, "%s", source);
    char *slash = strrchr(copy, '/');
    if (!slash)
        return -1;
    *slash = 0;
    static const char build[] = "_pyext_BUILD";
    size_t n = strlen(copy), m = sizeof build - 1;
    if (n <= m || strcmp(copy + n - m, build))
        return -1;
    copy[n - m] = 0;
    snprintf(out, len, "%s.sdfgz", copy);
    if (access(out, R_OK) == 0)
        return 0;
    snprintf(out, len, "%s.sdfg", copy);
    return access(out, R_OK) == 0 ? 0 : -1;
}

/* One line naming the fields whose stores the log can place only by linear offset, and why. */
static void report_unindexed(const pass *p, const char *path)
{
    char names[2048];
    size_t used = 0;
    int n = 0;
    names[0] = 0;
    for (int f = 0; f < p->nfields; f++) {
        if (!p->fields[f].why[0])
            continue;
        if (used < sizeof names)
            used += (size_t)snprintf(names + used, sizeof names - used, "%s%s (%s)", n ? "; " : "",
                                     p->fields[f].name, p->fields[f].why);
        n++;
    }
    if (n)
        fprintf(stderr, "pdd-instrument: %s: no (i,j,k) for %d field%s, their events carry the linear offset: %s\n",
                path, n, n == 1 ? "" : "s", names);
}

/* One line: how many of the SDFG's writes in this source are checked, and those that are not
 * (registers and integers counted apart: the checkers have nothing to test there). */
static void report_coverage(const pass *p, const char *path)
{
    if (!p->sdfg || !p->nwrites)
        return;
    pass_cover_counts c = pass_cover_count(p);
    char names[1024];
    size_t used = 0;
    names[0] = 0;
    for (int i = 0; i < p->nwrites && used < sizeof names; i++) {
        const pass_write *w = &p->writes[i];
        if (w->why != COVER_CHECKED && !pass_cover_plain(w->why))
            used += (size_t)snprintf(names + used, sizeof names - used, "%s%s in %s (%s)", used ? "; " : "",
                                     w->field, w->kernel, pass_cover_name(w->why));
    }
    /* one write: --dacecache instruments folders in parallel processes on one stderr */
    char plain[96] = "", line[2 * 4096 + 1024 + 256];
    if (c.plain)
        snprintf(plain, sizeof plain, " (and %d to registers, integers or between host and GPU)", c.plain);
    snprintf(line, sizeof line, "pdd-instrument: %s: %d of %d SDFG writes to fields checked%s%s%s; pdd-instrument "
             "--coverage %s lists them\n", path, c.checked, p->nwrites - c.plain, names[0] ? "; unchecked: " : "",
             names, plain, path);
    fputs(line, stderr);
}

/* Finds the SDFG and source map beside path where none is given, loads them and analyses the
 * source into *p (*sdfg: free with pdd_sdfg_free, may be NULL). Returns 0, or -1 with err. */
static int analyze_text(const char *path, const char *src, size_t len, const char *sdfg_path, const char *map_path,
                        pass *p, pdd_sdfg **sdfg, char *used_sdfg, size_t used_len, char *err, size_t errlen)
{
    char found_sdfg[4200], found_map[4200];
    static const char *const sdfg_names[] = {"program.sdfg", "program.sdfgz"};
    static const char *const map_names[] = {"map_cpp.json"};
    *sdfg = NULL;
    if (!sdfg_path && (find_beside(path, sdfg_names, 2, found_sdfg, sizeof found_sdfg) == 0 ||
                       find_gt4py_sdfg(path, found_sdfg, sizeof found_sdfg) == 0))
        sdfg_path = found_sdfg;
    if (sdfg_path && !map_path && find_beside(path, map_names, 1, found_map, sizeof found_map) == 0)
        map_path = found_map;
    snprintf(used_sdfg, used_len, "%s", sdfg_path ? sdfg_path : "");
    if (sdfg_path && pdd_sdfg_load(sdfg_path, sdfg, err, errlen))
        return -1;
    /* The source map describes the host source; a .cu is matched by kernel names instead. */
    size_t plen = strlen(path);
    int cuda = plen > 3 && !strcmp(path + plen - 3, ".cu");
    if (*sdfg && map_path && !cuda && pdd_sdfg_load_source_map(*sdfg, map_path, err, errlen))
        goto fail;
    if (pass_analyze(p, path, src, len, *sdfg, err, errlen))
        goto fail;
    int has_program = 0;
    for (int f = 0; f < p->nfns; f++)
        has_program |= p->fns[f].is_root && !strncmp(p->fns[f].name, "__program_", 10);
    if (*sdfg && has_program && (*sdfg)->name && strcmp((*sdfg)->name, p->program)) {
        snprintf(err, errlen,
                 "%s: this is program '%s' but %s is the SDFG of '%s'; pass the program.sdfg from the "
                 "same .dacecache folder (--sdfg)",
                 path, p->program, sdfg_path, (*sdfg)->name);
        pass_free(p);
        goto fail;
    }
    return 0;
fail:
    pdd_sdfg_free(*sdfg);
    *sdfg = NULL;
    return -1;
}

int instrument_stream(const char *path, const char *src, size_t len, const char *sdfg_path,
                      const char *map_path, int pace_baseline, instrument_sink *to, char **manifest,
                      char *err, size_t errlen)
{
    *manifest = NULL;
    if (pass_is_instrumented(src, len))
        return 1;
    pdd_sdfg *sdfg = NULL;
    pass p;
    pdd_source ps;
    char sdfg_used[4200];
    if (pdd_source_open(&ps, src, len, PASS_NAME, err, errlen)) {
        snprintf(err, errlen, "%s: out of memory", path);
        return -1;
    }
    if (analyze_text(path, ps.text, ps.len, sdfg_path, map_path, &p, &sdfg, sdfg_used, sizeof sdfg_used, err, errlen)) {
        pdd_source_close(&ps);
        return -1;
    }
    p.pace_baseline = pace_baseline;
    size_t mlen = 0;
    pass_free_indexes(&p);
    /* spelled back as the source spells it, where it has a mark or long names to put back */
    pdd_restore restore = {&ps, to, 0};
    instrument_sink restored = {pdd_restore_write, &restore};
    int misplaced = 0, rc = pass_emit_write(&p, ps.bom || ps.nlong ? &restored : to, &misplaced);
    if (rc == -1) {
        if (misplaced)
            snprintf(err, errlen, "%s: pdd-instrument placed a probe in text it had written (a bug of pdd's: "
                     "please report it with this source)", path);
        else
            snprintf(err, errlen, "%s: out of memory", path);
        pass_free(&p);
        goto out;
    }
    /* the manifest needs the model alone: made once the tokens and tree are gone */
    pass_free_syntax(&p);
    *manifest = pass_emit_manifest(&p, sdfg ? sdfg_used : NULL);
    if (*manifest && ps.nlong) { /* the manifest names them too (and has no byte order mark) */
        pdd_source no_mark = ps;
        no_mark.bom = 0;
        *manifest = pdd_source_restore(&no_mark, *manifest, strlen(*manifest), &mlen);
    }
    if (!*manifest) {
        snprintf(err, errlen, "%s: out of memory", path);
        pass_free(&p);
        rc = -1;
        goto out;
    }
    if (p.nunprobed) {
        char names[1024];
        size_t used = 0;
        names[0] = 0;
        for (int i = 0; i < p.nunprobed && i < PASS_UNPROBED && used < sizeof names; i++)
            used += (size_t)snprintf(names + used, sizeof names - used, "%s%s (line %d)", i ? ", " : "",
                                     p.unprobed[i].name, p.unprobed[i].line);
        fprintf(stderr,
                "pdd-instrument: %s: stores in %d device helper%s that several kernels call are not checked: "
                "%s%s\n",
                path, p.nunprobed, p.nunprobed == 1 ? "" : "s", names, p.nunprobed > PASS_UNPROBED ? ", ..." : "");
    }
    report_unindexed(&p, path);
    report_coverage(&p, path);
    pass_free(&p);
out:
    if (rc) {
        free(*manifest);
        *manifest = NULL;
    }
    pdd_source_close(&ps);
    pdd_sdfg_free(sdfg);
    return rc;
}

/* instrument_text's output: one string, of the plan's size (more where long names come back). */
typedef struct text_out {
    char *buf;
    size_t used, cap;
} text_out;

static int text_write(void *ctx, const char *s, size_t n)
{
    text_out *t = ctx;
    if (t->cap - t->used < n + 1) {
        size_t cap = t->cap ? t->cap : 4096;
        while (cap - t->used < n + 1)
            cap *= 2;
        char *b = realloc(t->buf, cap);
        if (!b)
            return -1;
        t->buf = b, t->cap = cap;
    }
    memcpy(t->buf + t->used, s, n);
    t->used += n;
    return 0;
}

int instrument_text(const char *path, const char *src, size_t len, const char *sdfg_path,
                    const char *map_path, int pace_baseline, char **out, size_t *outlen,
                    char **manifest, char *err, size_t errlen)
{
    text_out t = {malloc(len + 1), 0, len + 1};
    int rc = t.buf ? instrument_stream(path, src, len, sdfg_path, map_path, pace_baseline,
                                       &(instrument_sink){text_write, &t}, manifest, err, errlen) : -2;
    if (rc == 1)
        memcpy(t.buf, src, len), t.used = len;
    if (rc == -2 || (rc >= 0 && text_write(&t, "", 0))) {
        snprintf(err, errlen, "%s: out of memory", path);
        free(*manifest), *manifest = NULL;
        rc = -1;
    }
    if (rc < 0) {
        free(t.buf);
        *out = NULL;
        return -1;
    }
    t.buf[t.used] = 0;
    char *fit = realloc(t.buf, t.used + 1);
    *out = fit ? fit : t.buf, *outlen = t.used;
    return rc;
}

int instrument_coverage_file(const char *path, const char *sdfg_path, const char *map_path, int *no_store)
{
    char err[8192];
    size_t len;
    char *src = instrument_read_file(path, &len, err, sizeof err);
    pdd_sdfg *sdfg = NULL;
    pass p;
    char used[4200];
    if (!src || analyze_text(path, src, len, sdfg_path, map_path, &p, &sdfg, used, sizeof used, err, sizeof err)) {
        fprintf(stderr, "pdd-instrument: %s\n", err);
        free(src);
        return 2;
    }
    if (!sdfg) {
        printf("%s: no SDFG beside it (program.sdfg, or --sdfg): what the program writes is not known, "
               "only the %d store%s pdd found\n", path, p.nsites, p.nsites == 1 ? "" : "s");
    } else {
        pass_cover_counts c = pass_cover_count(&p);
        *no_store += c.no_store;
        printf("%s: %d of %d SDFG writes to fields checked", path, c.checked, p.nwrites - c.plain);
        if (c.plain)
            printf(" (and %d to registers, integers or between host and GPU, below them)", c.plain);
        printf("\n");
        /* fields first (checked or not), then what the checkers have nothing to test in */
        for (int pass_no = 0; pass_no < 2; pass_no++)
            for (int i = 0; i < p.nwrites; i++) {
                const pass_write *w = &p.writes[i];
                int plain = pass_cover_plain(w->why);
                if (plain != pass_no)
                    continue;
                if (w->why == COVER_CHECKED)
                    printf("  %-40s %-24s checked (line %d%s)\n", w->kernel, w->field, p.sites[w->site].line,
                           w->constant ? "; constants alone" : "");
                else
                    printf("  %-40s %-24s %s: %s\n", w->kernel, w->field, plain ? "not checked" : "UNCHECKED",
                           pass_cover_text(w->why));
            }
    }
    pass_free(&p);
    pdd_sdfg_free(sdfg);
    free(src);
    return 0;
}

int instrument_is_instrumented(const char *src, size_t len)
{
    return pass_is_instrumented(src, len);
}
