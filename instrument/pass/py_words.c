/* py_words.c: the names that begin an expression in the model's Python files (not after `.`
 * or inside a longer name), sorted once: the stencils' `def`s and the closures' spellings are
 * looked up here. Searching the files' text for each of an orchestrated program's 900 kernels
 * and 3,000 fields took most of the pass's time on Pace's dynamical core. */
#include "pass.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

static int ident_char(char c)
{
    return isalnum((unsigned char)c) || c == '_';
}

static int by_word(const void *x, const void *y)
{
    const pass_py_word *a = x, *b = y;
    size_t n = a->len < b->len ? a->len : b->len;
    int c = memcmp(a->at, b->at, n);
    if (c || a->len != b->len)
        return c ? c : a->len < b->len ? -1 : 1;
    if (a->file != b->file)
        return a->file < b->file ? -1 : 1;
    return a->at < b->at ? -1 : a->at > b->at;
}

/* Is the name at q (of text, n bytes) the one a `def` at the start of its line names, called
 * (`def name(`, or a blank before the parenthesis)? */
static int defined_at(const char *text, const char *q, size_t n)
{
    if (q[n] != '(' && q[n] != ' ' && q[n] != '\t')
        return 0;
    const char *b = q;
    while (b > text && (b[-1] == ' ' || b[-1] == '\t'))
        b--;
    if (b - text < 3 || memcmp(b - 3, "def", 3) || b == q)
        return 0;
    b -= 3;
    while (b > text && (b[-1] == ' ' || b[-1] == '\t'))
        b--;
    return b == text || b[-1] == '\n';
}

static int build(pass *p)
{
    size_t n = 0, cap = 0;
    pass_py_word *w = NULL;
    for (int f = 0; f < p->npy; f++) {
        const char *text = p->py_text[f];
        int line = 1;
        for (const char *t = text; t && *t; t++) {
            if (*t == '\n') {
                line++;
                continue;
            }
            if (!(isalpha((unsigned char)*t) || *t == '_') || (t > text && (ident_char(t[-1]) || t[-1] == '.')))
                continue;
            size_t len = 1;
            while (ident_char(t[len]))
                len++;
            if (n == cap) {
                pass_py_word *g = realloc(w, (cap = cap ? cap * 2 : 4096) * sizeof *g);
                if (!g)
                    return free(w), -1;
                w = g;
            }
            w[n++] = (pass_py_word){t, (uint32_t)len, f, line, defined_at(text, t, len)};
            t += len - 1;
        }
    }
    if (n) /* no Python file, or none read: no array to sort */
        qsort(w, n, sizeof *w, by_word);
    p->py_words = w, p->npy_words = n;
    return 0;
}

const pass_py_word *pass_py_words(pass *p, const char *word, size_t n, size_t *count)
{
    *count = 0;
    if (!p->py_read)
        pass_read_py_files(p);
    if (!p->py_indexed) {
        p->py_indexed = 1;
        if (build(p))
            return NULL; /* out of memory: nothing is found, names stay the SDFG's */
    }
    size_t lo = 0, hi = p->npy_words;
    pass_py_word key = {word, (uint32_t)n, -1, 0, 0};
    while (lo < hi) { /* the first entry of the word (file -1 sorts before every file) */
        size_t mid = lo + (hi - lo) / 2;
        if (by_word(&p->py_words[mid], &key) < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    size_t end = lo;
    while (end < p->npy_words && p->py_words[end].len == n && !memcmp(p->py_words[end].at, word, n))
        end++;
    *count = end - lo;
    return p->py_words + lo;
}
