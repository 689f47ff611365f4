/* field_origin.c: a field by the name the user wrote it with. DaCe names the arrays an
 * orchestrated program takes from Python objects (closures) by their expression with `.`, `[`,
 * `]`, quotes and commas made underscores, behind `__g_`: `self._x` is `__g_self__x`,
 * `self.grid_data.dxa` `__g_self_grid_data_dxa`. The underscores cannot be told apart from the
 * name alone, but the expression is in the program's Python files (the ones the SDFG's debug
 * info names): the one expression there that spells the name is the user's. An element of a
 * loop DaCe unrolled over a Python collection (`for q in tracers.values():` at line 395) is
 * `__g_gen395_0`, `__g_gen395_1`, ...: the collection's k-th element, `list(tracers.values())[0]`,
 * or by its key, `tracers['qvapor']`, where pdd's Python package noted the dict's keys while
 * DaCe built the program (python/_pdd_names.py: pdd-names.json in DaCe's build folder).
 * A gt4py.next temporary is named by the field it feeds. */
#include "file_io.h"
#include "steps.h"

#include <cjson/cJSON.h>
#include <ctype.h>
#include <libgen.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int ident_char(char c)
{
    return isalnum((unsigned char)c) || c == '_';
}

/* The text of line `line` (1-based) of text: its start, its length in *n; NULL past the end. */
static const char *line_at(const char *text, int line, size_t *n)
{
    for (int l = 1; l < line && text; l++) {
        text = strchr(text, '\n');
        text = text ? text + 1 : NULL;
    }
    if (!text || !*text)
        return NULL;
    *n = strcspn(text, "\n");
    return text;
}

/* `for <targets> in <iter>:` at line `line` of a file: <iter> into out. */
static int loop_iterable(const char *text, int line, char *out, size_t outlen)
{
    size_t n;
    const char *l = line_at(text, line, &n);
    if (!l)
        return 0;
    size_t lead = strspn(l, " \t");
    if (n < lead + 4 || strncmp(l + lead, "for ", 4))
        return 0;
    const char *in = NULL;
    for (const char *q = l + lead + 4; q + 4 <= l + n; q++)
        if (!strncmp(q, " in ", 4)) {
            in = q + 4;
            break;
        }
    const char *end = l + n;
    while (end > l && isspace((unsigned char)end[-1]))
        end--;
    if (!in || end <= in || end[-1] != ':')
        return 0;
    end--;
    in += strspn(in, " \t");
    while (end > in && isspace((unsigned char)end[-1]))
        end--;
    if (end <= in || (size_t)(end - in) >= outlen)
        return 0;
    memcpy(out, in, (size_t)(end - in));
    out[end - in] = 0;
    return 1;
}

/* pdd-names.json in the build folder above the program's (.dacecache/pdd-names.json beside
 * .dacecache/<program>/program.sdfg), parsed once; NULL when there is none. A file that is no
 * such JSON is said in one line and left out: the elements keep their names by position. */
static const cJSON *noted_names(pass *p)
{
    if (p->noted_read || !p->sdfg || !p->sdfg->path)
        return p->noted;
    p->noted_read = 1;
    char dir[4096], path[4200];
    snprintf(dir, sizeof dir, "%s", p->sdfg->path);
    snprintf(path, sizeof path, "%s/../pdd-names.json", dirname(dir));
    char err[512];
    size_t len;
    char *text = instrument_read_file(path, &len, err, sizeof err);
    if (!text)
        return NULL;
    const char *end = NULL;
    cJSON *j = cJSON_ParseWithLengthOpts(text, len, &end, 0);
    const cJSON *files = cJSON_GetObjectItemCaseSensitive(j, "files");
    if (!cJSON_IsObject(files)) {
        fprintf(stderr,
                "pdd-instrument: %s: not a file of the names pdd noted (%s at byte %zu); the entries of dicts "
                "that DaCe unrolled keep their names by position; delete it and build the program again in a "
                "Python with the pdd-logs package\n",
                path, j ? "no \"files\" object" : "bad JSON", j ? (size_t)0 : (size_t)(end ? end - text : 0));
        cJSON_Delete(j);
        j = NULL;
    }
    free(text);
    return p->noted = j;
}

/* The key the Python package noted for element s (gen<line>_<k>[_1]) of the loop over iter
 * (`D.values()`, `D.items()`) in the Python file py: `D['key']`, or NULL. */
static const char *noted_element(pass *p, const char *py, const char *iter, const char *s)
{
    const cJSON *files = cJSON_GetObjectItemCaseSensitive(noted_names(p), "files");
    const cJSON *names = cJSON_GetObjectItemCaseSensitive(files, py);
    const cJSON *name = cJSON_GetObjectItemCaseSensitive(names, s);
    if (!cJSON_IsString(name))
        return NULL;
    /* the same loop: its collection's expression, then a subscript (a file edited since the
     * build keeps the names by position) */
    const char *dot = strrchr(iter, '.');
    size_t n = dot ? (size_t)(dot - iter) : 0;
    if (!dot || (strcmp(dot, ".values()") && strcmp(dot, ".items()")) || strncmp(name->valuestring, iter, n) ||
        name->valuestring[n] != '[' || strlen(name->valuestring) >= PASS_NAME)
        return NULL;
    return pass_str(p, name->valuestring);
}

/* An element of an unrolled loop: gen<line>_<k> or gen<line>_<k>_<i> (a tuple's i-th part). */
static const char *unrolled_element(pass *p, const char *s)
{
    char *q;
    long line = strtol(s + 3, &q, 10), k = -1, i = -1;
    if (*q == '_' && isdigit((unsigned char)q[1]))
        k = strtol(q + 1, &q, 10);
    if (*q == '_' && isdigit((unsigned char)q[1]))
        i = strtol(q + 1, &q, 10);
    if (*q || line < 1 || line > 10000000 || k < 0)
        return NULL;
    char iter[PASS_NAME], found[PASS_NAME] = "";
    int nfound = 0, in = -1;
    for (int f = 0; f < p->npy; f++)
        if (p->py_text[f] && loop_iterable(p->py_text[f], line, iter, sizeof iter) && strcmp(iter, found))
            snprintf(found, sizeof found, "%s", iter), nfound++, in = f;
    if (nfound != 1) /* no file has that loop, or several do: which one is not known */
        return NULL;
    const char *key = noted_element(p, p->py_file[in], found, s);
    if (key)
        return key;
    return i < 0 ? pass_strf(p, PASS_NAME, "list(%s)[%ld]", found, k)
                 : pass_strf(p, PASS_NAME, "list(%s)[%ld][%ld]", found, k, i);
}

/* The expression that spells s at text's t (a name, then `.name`, `[digits]`, `['key']`), each
 * of `.[]'",` where s has an underscore, as DaCe sanitises it: its length when it spells all of
 * s, else 0. */
static size_t spells(const char *t, const char *s)
{
    size_t i = 0, k = 0;
    while (s[k] && t[i] == s[k] && ident_char(t[i]))
        i++, k++;
    if (!i)
        return 0;
    while (s[k]) {
        char c = t[i];
        if (c == '.' || c == '[' || c == ']' || c == '\'' || c == '"' || c == ',') {
            if (s[k] != '_')
                return 0;
        } else if (!ident_char(c) || c != s[k]) {
            return 0;
        }
        i++, k++;
    }
    /* the expression ends there: no longer name, no open subscript */
    if (ident_char(t[i]))
        return 0;
    int open = 0;
    for (size_t j = 0; j < i; j++)
        open += t[j] == '[' ? 1 : t[j] == ']' ? -1 : 0;
    return open == 0 && t[i - 1] != '.' ? i : 0;
}

/* Is name one of the lines of a write's input_names? */
static int among_inputs(const char *names, const char *name)
{
    size_t n = strlen(name);
    for (const char *l = names; l && *l; l = strchr(l, '\n') + 1)
        if (!strncmp(l, name, n) && l[n] == '\n')
            return 1;
    return 0;
}

/* A gt4py.next temporary (`gtir_tmp_4`) by the field it feeds: the first data that is no
 * transient, following the maps and tasklets that read it and what they write (a few steps),
 * `gtir_tmp_4 (feeds z_nabla2_c)`; NULL when it feeds none, or several at the same step. */
static const char *fed_field(pass *p, const char *name)
{
    const pdd_sdfg *g = p->sdfg;
    char now[8][PASS_NAME], next[8][PASS_NAME];
    int nnow = 1, nnext;
    snprintf(now[0], sizeof now[0], "%s", name);
    for (int step = 0; step < 4 && nnow; step++, nnow = nnext) {
        const char *found = NULL;
        nnext = 0;
        for (size_t w = 0; w < g->nwrites; w++) {
            const pdd_sdfg_node *to = &g->nodes[g->writes[w].node];
            int reads = 0;
            for (int i = 0; i < nnow && !reads; i++)
                reads = among_inputs(g->writes[w].input_names, now[i]);
            if (!reads || !strcmp(to->data, name))
                continue;
            const pdd_sdfg_array *a = pdd_sdfg_array_by_name(g, to->sdfg_id, to->data);
            if (a && !a->transient) {
                if (found && strcmp(found, to->data))
                    return NULL; /* two fields: which one it stands for is not one name */
                found = to->data;
            } else if (nnext < 8 && strlen(to->data) < PASS_NAME) {
                int seen = 0;
                for (int i = 0; i < nnext && !seen; i++)
                    seen = !strcmp(next[i], to->data);
                if (!seen)
                    memcpy(next[nnext++], to->data, strlen(to->data) + 1);
            }
        }
        if (found)
            return pass_strf(p, PASS_NAME, "%s (feeds %s)", name, found);
        memcpy(now, next, sizeof next);
    }
    return NULL;
}

/* Does text define `class <name>` (kw "class ") or `def <name>(` (kw "def "), name being the n
 * bytes at s? */
static int defines(const char *text, const char *kw, const char *s, size_t n)
{
    size_t k = strlen(kw);
    for (const char *t = text; (t = strstr(t, kw)); t += k) {
        if (t > text && !isspace((unsigned char)t[-1]))
            continue;
        const char *q = t + k;
        if (!strncmp(q, s, n) && !ident_char(q[n]))
            return 1;
    }
    return 0;
}

/* Is the word (n bytes at s) anywhere in text, as a whole name? */
static int has_word(const char *text, const char *s, size_t n)
{
    for (const char *t = text; (t = strchr(t, s[0])); t++)
        if (!strncmp(t, s, n) && (t == text || !ident_char(t[-1])) && !ident_char(t[n]))
            return 1;
    return 0;
}

/* One call level of a name DaCe gave a local of a program it inlined: the sanitised path of a
 * module (a tail of a Python file's path, dots and slashes as underscores), then `_Class_method_`
 * or `_function_` as that file defines them: pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___
 * for FiniteVolumeTransport.__call__ in pyFV3/stencils/fvtp2d.py. Its length, "Class.method" into
 * fn. */
static size_t call_level(pass *p, const char *s, char *fn, size_t fnlen)
{
    for (int f = 0; f < p->npy; f++) {
        const char *text = p->py_text[f], *path = p->py_file[f];
        if (!text)
            continue;
        /* the module: the file's name without .py, preceded by as many folders as s spells */
        size_t plen = strlen(path) - 3;
        for (size_t start = plen; start > 0; start--) {
            if (path[start - 1] != '/')
                continue;
            size_t n = plen - start, i;
            for (i = 0; i < n && (path[start + i] == '/' ? s[i] == '_' : path[start + i] == s[i]); i++)
                ;
            if (i < n || s[n] != '_')
                continue;
            const char *c = s + n + 1; /* Class_method_ or function_ */
            for (const char *u = c; (u = strchr(u + 1, '_'));) {
                size_t cn = (size_t)(u - c);
                if (defines(text, "class ", c, cn)) {
                    /* a method: the first def the file has that follows, then _ */
                    for (const char *v = strchr(u + 1, '_'); v; v = strchr(v + 1, '_'))
                        if (v[1] && defines(text, "def ", u + 1, (size_t)(v - u - 1))) {
                            size_t mn = (size_t)(v - u - 1);
                            snprintf(fn, fnlen, "%.*s.%.*s", (int)cn, c, (int)mn, u + 1);
                            return (size_t)(v + 1 - s);
                        }
                } else if (u[1] && defines(text, "def ", c, cn)) {
                    snprintf(fn, fnlen, "%.*s", (int)cn, c);
                    return (size_t)(u + 1 - s);
                }
            }
        }
    }
    return 0;
}

/* A local of a program DaCe inlined into the orchestrated one (NDSL: a stencil's temporary in
 * FiniteVolumeTransport.__call__ is pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___bl,
 * and with the call levels under it
 * ..._FiniteVolumeTransport___call___pyFV3_stencils_yppm_YPiecewiseParabolic___call___bl):
 * `bl (in YPiecewiseParabolic.__call__, from FiniteVolumeTransport.__call__)`, the name the
 * Python files write (DaCe's suffixes, `__da4_13_17__296_18_21` and a copy's `_0`, left out);
 * NULL when the name is no such thing. */
static const char *inlined_local(pass *p, const char *name)
{
    char levels[4][PASS_NAME];
    int n = 0;
    const char *s = name;
    for (size_t len; n < 4 && (len = call_level(p, s, levels[n], sizeof levels[n])); n++)
        s += len;
    if (!n || !*s)
        return NULL;
    /* the local: up to DaCe's `__` suffix; a copy's `_<digits>` off while what is left is a
     * name the Python files write and the whole is not */
    size_t vn = strlen(s);
    const char *dd = strstr(s, "__");
    if (dd && dd > s)
        vn = (size_t)(dd - s);
    int written = 0;
    for (;;) {
        for (int f = 0; f < p->npy && !written; f++)
            written = p->py_text[f] && has_word(p->py_text[f], s, vn);
        size_t us = vn; /* after the last underscore */
        while (us > 0 && s[us - 1] != '_')
            us--;
        if (written || us <= 1 || strspn(s + us, "0123456789") != vn - us)
            break;
        vn = us - 1;
    }
    if (!written)
        return NULL;
    char where[PASS_NAME * 2] = "";
    size_t at = (size_t)snprintf(where, sizeof where, "in %s", levels[n - 1]);
    for (int i = n - 2; i >= 0 && at < sizeof where; i--)
        at += (size_t)snprintf(where + at, sizeof where - at, "%s%s", i == n - 2 ? ", from " : " < ", levels[i]);
    return pass_strf(p, PASS_NAME, "%.*s (%s)", (int)vn, s, where);
}

/* Takes one of DaCe's `_<n>` suffixes off name (its copies in nested SDFGs: `__g_self__q4_1_0`
 * of self._q4); 0 when it ends in none. */
static int strip_copy_suffix(char *name)
{
    char *us = strrchr(name, '_');
    if (!us || us == name || !us[1] || strspn(us + 1, "0123456789") != strlen(us + 1))
        return 0;
    *us = 0;
    return 1;
}

/* The one expression of the Python files that spells s (static storage, valid until the next
 * call); NULL when none does, or when several do (*several then set: which one is not known). */
static const char *spelled_once(pass *p, const char *s, int *several)
{
    static char found[PASS_NAME];
    size_t flen = 0;
    /* an expression that spells s begins with a name that is s up to one of its underscores
     * (`self` of `self._x` for self__x), or all of it */
    for (size_t k = 1; s[k - 1]; k++) {
        if (s[k] && s[k] != '_')
            continue;
        size_t count;
        const pass_py_word *w = pass_py_words(p, s, k, &count);
        for (size_t i = 0; i < count; i++) {
            size_t n = spells(w[i].at, s);
            if (!n || n >= sizeof found)
                continue;
            if (flen && (flen != n || memcmp(found, w[i].at, n))) {
                *several = 1;
                return NULL;
            }
            memcpy(found, w[i].at, n), found[n] = 0, flen = n;
        }
    }
    return flen ? found : NULL;
}

const char *pass_field_user_name(pass *p, const char *name)
{
    if (!p->sdfg)
        return NULL;
    if (!strncmp(name, "gtir_tmp_", 9))
        return fed_field(p, name);
    if (!p->py_read)
        pass_read_py_files(p);
    if (strncmp(name, "__g_", 4))
        return p->npy ? inlined_local(p, name) : NULL;
    if (!name[4])
        return NULL;
    const char *s = name + 4;
    if (!strncmp(s, "gen", 3) && isdigit((unsigned char)s[3]))
        return unrolled_element(p, s);
    /* DaCe's copies and nested SDFGs add `_<n>` suffixes (`__g_self__q4_1_0` for self._q4):
     * off one at a time while the rest spells nothing, the whole name tried first */
    char base[PASS_NAME];
    snprintf(base, sizeof base, "%s", s);
    do {
        int several = 0;
        const char *found = spelled_once(p, base, &several);
        if (found || several)
            return found && strcmp(found, s) ? pass_str(p, found) : NULL; /* s itself: nothing new */
    } while (strip_copy_suffix(base));
    return NULL;
}

/* Field f's compute domain from the arrays the pdd package noted (python/_pdd_names.py:
 * "arrays" in pdd-names.json, what DaCe took from a Python object with an origin and an extent,
 * an NDSL Quantity): by its name, or without DaCe's `_<n>` suffixes (a nested SDFG's copy of the
 * array), where the number of dimensions and every constant extent agree; none for a name
 * noted with two domains ("ambiguous"). */
static void field_domain(pass *p, pass_field *F)
{
    const cJSON *arrays = cJSON_GetObjectItemCaseSensitive(noted_names(p), "arrays");
    if (!cJSON_IsObject(arrays) || F->ndim < 2)
        return;
    char base[PASS_NAME];
    snprintf(base, sizeof base, "%s", F->name);
    const cJSON *a;
    while (!(a = cJSON_GetObjectItemCaseSensitive(arrays, base)))
        if (!strip_copy_suffix(base))
            return;
    const cJSON *shape = cJSON_GetObjectItemCaseSensitive(a, "shape");
    const cJSON *origin = cJSON_GetObjectItemCaseSensitive(a, "origin");
    const cJSON *extent = cJSON_GetObjectItemCaseSensitive(a, "extent");
    if (cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(a, "ambiguous")) || cJSON_GetArraySize(shape) != F->ndim ||
        cJSON_GetArraySize(origin) < 2 || cJSON_GetArraySize(extent) < 2)
        return;
    for (int d = 0; d < F->ndim; d++) {
        const cJSON *n = cJSON_GetArrayItem(shape, d);
        char *end;
        long long v = F->shape[d] ? strtoll(F->shape[d], &end, 10) : -1;
        if (!cJSON_IsNumber(n) || (F->shape[d] && !*end && end != F->shape[d] && v != (long long)n->valuedouble))
            return; /* another array of that name */
    }
    long long lo[2], hi[2];
    for (int d = 0; d < 2; d++) {
        const cJSON *o = cJSON_GetArrayItem(origin, d), *e = cJSON_GetArrayItem(extent, d);
        const cJSON *n = cJSON_GetArrayItem(shape, d);
        if (!cJSON_IsNumber(o) || !cJSON_IsNumber(e) || o->valuedouble < 0 || e->valuedouble < 1 ||
            o->valuedouble + e->valuedouble > n->valuedouble || n->valuedouble > 1e9)
            return;
        lo[d] = (long long)o->valuedouble, hi[d] = lo[d] + (long long)e->valuedouble;
    }
    F->dom_ndim = 2;
    memcpy(F->dom_lo, lo, sizeof lo), memcpy(F->dom_hi, hi, sizeof hi);
}

void pass_name_fields(pass *p)
{
    for (int f = 0; f < p->nfields; f++) {
        p->fields[f].user = pass_field_user_name(p, p->fields[f].name);
        if (p->sdfg)
            field_domain(p, &p->fields[f]);
    }
    /* most writes are of those fields: their names are found once */
    for (int w = 0; w < p->nwrites; w++) {
        int f = pass_field_find(p, p->writes[w].field);
        p->writes[w].field_user = f >= 0 ? p->fields[f].user : pass_field_user_name(p, p->writes[w].field);
    }
}
