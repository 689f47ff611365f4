/* source_text.c: the text the pass analyses, and its output spelled as the source is. A UTF-8
 * byte order mark is set aside (the probe tables go at the top, and must follow it), and an
 * identifier too long for the pass's name buffers (long_name: the pass's PASS_NAME) gets a
 * short stand-in while the pass works: it is written back whole into the instrumented source
 * and the manifest, so that any length compiles as it did before (a cut name would not). */
#include "source_text.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char bom[] = "\xEF\xBB\xBF";

static int ident_char(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' ||
           (unsigned char)c >= 0x80;
}

/* Where the identifier that starts at s[i] ends, or i when none starts there. Strings,
 * comments and numbers need no care: a long run in them gets a stand-in and its bytes back. */
static size_t ident_end(const char *s, size_t len, size_t i)
{
    if (i > 0 && ident_char(s[i - 1]))
        return i;
    if (s[i] >= '0' && s[i] <= '9')
        return i;
    size_t e = i;
    while (e < len && ident_char(s[e]))
        e++;
    return e;
}

/* Is there a run of n name characters or more (a name too long)? Every such run holds a
 * byte at n - 1, 2n - 1, ... of a grid that restarts after each shorter run looked at, so
 * that only the bytes near those are read. */
static int has_run(const char *s, size_t len, size_t n)
{
    for (size_t j = n - 1; n && j < len;) {
        if (!ident_char(s[j])) {
            j += n;
            continue;
        }
        size_t a = j, b = j + 1;
        while (a > 0 && ident_char(s[a - 1]) && b - a < n)
            a--;
        while (b < len && ident_char(s[b]) && b - a < n)
            b++;
        if (b - a >= n)
            return 1;
        j = b + n; /* runs that start at b + 1 .. b + n hold b + n */
    }
    return 0;
}

int pdd_source_open(pdd_source *ps, const char *src, size_t len, size_t long_name, char *err, size_t errlen)
{
    memset(ps, 0, sizeof *ps);
    if (len >= 3 && !memcmp(src, bom, 3))
        ps->bom = 1, src += 3, len -= 3;
    ps->text = src, ps->len = len;
    if (!has_run(src, len, long_name)) /* the usual case: no copy */
        return 0;
    size_t i;
    /* a prefix the source never spells, so that every stand-in in the output is one */
    snprintf(ps->prefix, sizeof ps->prefix, "pdd_long_name_");
    for (int n = 0; memmem(src, len, ps->prefix, strlen(ps->prefix)); n++)
        snprintf(ps->prefix, sizeof ps->prefix, "pdd_long_name%d_", n);
    char *copy = malloc(len + 1);
    if (!copy) {
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    size_t used = 0;
    for (i = 0; i < len;) {
        size_t e = ident_end(src, len, i);
        if (e - i < long_name) {
            size_t n = e > i ? e - i : 1;
            memcpy(copy + used, src + i, n);
            used += n, i += n;
            continue;
        }
        /* the same name gets the same stand-in (a linear search: such names are few) */
        int k = 0;
        while (k < ps->nlong && (ps->long_len[k] != e - i || memcmp(ps->long_at[k], src + i, e - i)))
            k++;
        if (k == ps->nlong) {
            const char **at = realloc(ps->long_at, (size_t)(k + 1) * sizeof *at);
            size_t *ln = at ? realloc(ps->long_len, (size_t)(k + 1) * sizeof *ln) : NULL;
            if (at)
                ps->long_at = at;
            if (!ln) {
                free(copy);
                snprintf(err, errlen, "out of memory");
                return -1;
            }
            ps->long_len = ln;
            ps->long_at[k] = src + i, ps->long_len[k] = e - i, ps->nlong++;
        }
        /* the stand-in is shorter than the name (long_name bytes at least): the copy fits */
        used += (size_t)sprintf(copy + used, "%s%d_", ps->prefix, k);
        i = e;
    }
    copy[used] = 0;
    ps->owned = copy;
    ps->text = copy, ps->len = used;
    return 0;
}

char *pdd_source_restore(const pdd_source *ps, char *out, size_t len, size_t *outlen)
{
    if (!ps->bom && !ps->nlong) {
        *outlen = len;
        return out;
    }
    size_t plen = strlen(ps->prefix), need = len + (ps->bom ? 3 : 0) + 1;
    for (const char *at = out; ps->nlong && (at = memmem(at, len - (size_t)(at - out), ps->prefix, plen)); at += plen)
        need += ps->long_len[strtol(at + plen, NULL, 10) % ps->nlong];
    char *r = malloc(need);
    if (!r) {
        free(out);
        return NULL;
    }
    size_t used = 0, i = 0;
    if (ps->bom)
        memcpy(r, bom, 3), used = 3;
    while (i < len) {
        const char *at = ps->nlong ? memmem(out + i, len - i, ps->prefix, plen) : NULL;
        size_t upto = at ? (size_t)(at - out) : len;
        memcpy(r + used, out + i, upto - i);
        used += upto - i, i = upto;
        if (!at)
            break;
        char *end;
        long k = strtol(at + plen, &end, 10);
        if (end == at + plen || *end != '_' || k < 0 || k >= ps->nlong) { /* not a stand-in after all */
            memcpy(r + used, at, plen);
            used += plen, i += plen;
            continue;
        }
        memcpy(r + used, ps->long_at[k], ps->long_len[k]);
        used += ps->long_len[k], i = (size_t)(end + 1 - out);
    }
    r[used] = 0;
    free(out);
    *outlen = used;
    return r;
}

int pdd_restore_write(void *restore, const char *s, size_t n)
{
    pdd_restore *r = restore;
    const pdd_source *ps = r->ps;
    instrument_sink *to = r->to;
    if (!r->started && (r->started = 1) && ps->bom && to->write(to->ctx, bom, 3))
        return -1;
    size_t plen = strlen(ps->prefix), i = 0;
    while (ps->nlong && i < n) {
        const char *at = memmem(s + i, n - i, ps->prefix, plen);
        if (!at)
            break;
        /* a stand-in is the prefix, a number and '_', all in this piece */
        size_t d = (size_t)(at - s) + plen, e = d;
        long k = 0;
        while (e < n && s[e] >= '0' && s[e] <= '9' && k < ps->nlong)
            k = k * 10 + (s[e++] - '0');
        int stand_in = e > d && e < n && s[e] == '_' && k < ps->nlong;
        size_t upto = stand_in ? (size_t)(at - s) : d;
        if (to->write(to->ctx, s + i, upto - i))
            return -1;
        i = upto;
        if (stand_in) {
            if (to->write(to->ctx, ps->long_at[k], ps->long_len[k]))
                return -1;
            i = e + 1;
        }
    }
    return i < n ? to->write(to->ctx, s + i, n - i) : 0;
}

void pdd_source_close(pdd_source *ps)
{
    free(ps->owned), free(ps->long_at), free(ps->long_len);
    memset(ps, 0, sizeof *ps);
}
