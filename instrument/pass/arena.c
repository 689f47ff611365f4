/* arena.c: the strings of the pass's model (names, expressions, reasons), bump-allocated in
 * chunks the pass owns and frees at once: a model of 10^5 sites then costs what its strings
 * spell, not a fixed buffer each. */
#include "pass.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define ARENA_CHUNK (1u << 20)

struct pass_arena_chunk {
    struct pass_arena_chunk *prev;
    char data[];
};

/* Room for n bytes; NULL (and failed set) out of memory. */
static char *arena_take(pass_arena *a, size_t n)
{
    if (a->failed)
        return NULL;
    if ((size_t)(a->end - a->at) >= n) {
        char *s = a->at;
        a->at += n;
        return s;
    }
    int own = n > ARENA_CHUNK / 4; /* a long string gets a chunk of its own */
    struct pass_arena_chunk *c = malloc(sizeof *c + (own ? n : ARENA_CHUNK));
    if (!c) {
        a->failed = 1;
        return NULL;
    }
    if (own && a->head) { /* behind the chunk that is being filled, which stays current */
        c->prev = a->head->prev, a->head->prev = c;
        return c->data;
    }
    c->prev = a->head, a->head = c;
    if (own)
        return c->data; /* at and end stay NULL: the next string starts a chunk */
    a->at = c->data + n, a->end = c->data + ARENA_CHUNK;
    return c->data;
}

const char *pass_str_n(pass *p, const char *s, size_t n)
{
    char *d = arena_take(&p->arena, n + 1);
    if (!d)
        return "";
    memcpy(d, s, n);
    d[n] = 0;
    return d;
}

const char *pass_str(pass *p, const char *s)
{
    return pass_str_n(p, s, strlen(s));
}

/* A copy of s that keeps at most max - 1 bytes (max 0: all), as snprintf into a char[max]. */
static const char *copy_max(pass *p, const char *s, size_t max)
{
    size_t n = strlen(s);
    return pass_str_n(p, s, max && n >= max ? max - 1 : n);
}

const char *pass_strf(pass *p, size_t max, const char *fmt, ...)
{
    va_list ap, again;
    va_start(ap, fmt);
    /* most calls copy one string, or text with no conversion: no formatting then */
    if (fmt[0] == '%' && fmt[1] == 's' && !fmt[2]) {
        const char *s = va_arg(ap, const char *);
        va_end(ap);
        return copy_max(p, s ? s : "(null)", max);
    }
    if (!strchr(fmt, '%')) {
        va_end(ap);
        return copy_max(p, fmt, max);
    }
    va_copy(again, ap);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    size_t size = n < 0 ? 0 : max && (size_t)n >= max ? max : (size_t)n + 1;
    char *d = size ? arena_take(&p->arena, size) : NULL;
    if (d)
        vsnprintf(d, size, fmt, again);
    va_end(again);
    return d ? d : "";
}

const char *pass_tok_str(pass *p, size_t a, size_t b, size_t max)
{
    /* the folded text is no longer than the tokens' bytes; the bump gives back the rest */
    b = b < p->toks.n ? b : p->toks.n;
    size_t raw = b > a ? p->toks.tok[b - 1].start + p->toks.tok[b - 1].len - p->toks.tok[a].start : 0;
    size_t n = max && raw + 1 >= max ? max : raw + 1;
    char *d = arena_take(&p->arena, n);
    if (!d)
        return "";
    pdd_tok_text(&p->toks, a, b, d, n);
    if (d + n == p->arena.at)
        p->arena.at = d + strlen(d) + 1;
    return d;
}

void pass_arena_free(pass_arena *a)
{
    for (struct pass_arena_chunk *c = a->head, *prev; c; c = prev) {
        prev = c->prev;
        free(c);
    }
    memset(a, 0, sizeof *a);
}
