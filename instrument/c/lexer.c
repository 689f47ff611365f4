/* lexer.c: the tokenizer (see lexer.h). Hand-written, one pass, longest match. */
#include "lexer.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Character classes, by table: the lexer asks for nearly every byte of the source. */
enum { CH_IDENT = 1, CH_DIGIT = 2, CH_PUNCT = 4, CH_BLANK = 8 };
static unsigned char char_class[256];

static void char_classes(void)
{
    if (char_class['_'])
        return;
    for (int c = 0; c < 256; c++) {
        int alpha = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
        int digit = c >= '0' && c <= '9';
        char_class[c] = (unsigned char)((alpha || digit || c == '_' || c == '$' || c >= 0x80 ? CH_IDENT : 0) |
                                        (digit ? CH_DIGIT : 0) |
                                        (c && strchr("{}[]()<>;:,.?!~+-*/%^&|=#\\@`", c) ? CH_PUNCT : 0) |
                                        (c && strchr(" \t\n\r\f\v", c) ? CH_BLANK : 0));
    }
}

/* The length of the punctuator at s (left bytes there): the longest of <<< >>> <<= >>= ...
 * ->* <=> :: -> ++ -- << >> <= >= == != && || += -= *= /= %= &= |= ^= .* ## that matches, else 1. */
static size_t punct_len(const char *s, size_t left)
{
    char c = s[0], d = left > 1 ? s[1] : 0, e = left > 2 ? s[2] : 0;
    switch (c) {
    case '<':
        return d == '<' ? (e == '<' || e == '=' ? 3 : 2) : d == '=' ? (e == '>' ? 3 : 2) : 1;
    case '>':
        return d == '>' ? (e == '>' || e == '=' ? 3 : 2) : d == '=' ? 2 : 1;
    case '.':
        return d == '.' && e == '.' ? 3 : d == '*' ? 2 : 1;
    case '-':
        return d == '>' ? (e == '*' ? 3 : 2) : d == '-' || d == '=' ? 2 : 1;
    case ':':
        return d == ':' ? 2 : 1;
    case '+':
    case '&':
    case '|':
        return d == c || d == '=' ? 2 : 1;
    case '=':
    case '!':
    case '*':
    case '/':
    case '%':
    case '^':
        return d == '=' ? 2 : 1;
    case '#':
        return d == '#' ? 2 : 1;
    default:
        return 1;
    }
}

typedef struct lexer {
    const char *s;
    size_t n, i;
    pdd_tokens *out;
    size_t cap, line_cap;
    char *err;
    size_t errlen;
} lexer;

/* Room for more tokens (doubling, to 2^31 - 1: the syntax tree keeps token indices in 31 bits). */
static int grow_tokens(lexer *L, size_t line)
{
    if (L->cap >= INT32_MAX) {
        snprintf(L->err, L->errlen, "line %zu: 2^31 tokens or more", line);
        return -1;
    }
    size_t cap = L->cap ? L->cap * 2 : 4096;
    cap = cap < INT32_MAX ? cap : INT32_MAX;
    pdd_token *t = realloc(L->out->tok, cap * sizeof *t);
    if (!t) {
        snprintf(L->err, L->errlen, "out of memory");
        return -1;
    }
    L->out->tok = t, L->cap = cap;
    return 0;
}

/* Appends the token from start to L->i, which began on line `line`. */
static inline int push(lexer *L, int kind, size_t start, size_t line)
{
    pdd_tokens *o = L->out;
    if (o->n == L->cap && grow_tokens(L, line))
        return -1;
    if (L->i - start > PDD_TOK_MAX_LEN || L->i > UINT32_MAX) {
        snprintf(L->err, L->errlen, "line %zu: %s", line,
                 L->i > UINT32_MAX ? "the source is 4 GiB or more" : "a token of 256 MiB or more");
        return -1;
    }
    o->tok[o->n++] = (pdd_token){(uint32_t)start, (uint32_t)kind, (uint32_t)(L->i - start)};
    return 0;
}

/* Notes that a line starts at byte at. */
static inline int new_line(lexer *L, size_t at)
{
    pdd_tokens *o = L->out;
    if (o->nlines == L->line_cap) {
        size_t cap = L->line_cap * 2;
        uint32_t *ls = realloc(o->line_start, cap * sizeof *ls);
        if (!ls) {
            snprintf(L->err, L->errlen, "out of memory");
            return -1;
        }
        o->line_start = ls, L->line_cap = cap;
    }
    o->line_start[o->nlines++] = (uint32_t)at;
    return 0;
}

/* Counts the newlines of the token just read and notes where each next line starts. */
static int count_lines(lexer *L, size_t from)
{
    for (const char *s = L->s, *nl = memchr(s + from, '\n', L->i - from); nl;
         nl = memchr(nl + 1, '\n', (size_t)(s + L->i - nl - 1)))
        if (new_line(L, (size_t)(nl - s + 1)))
            return -1;
    return 0;
}

/* A quoted literal ending at an unescaped q on the same logical line. */
static int quoted(lexer *L, char q)
{
    size_t start_line = L->out->nlines;
    L->i++;
    while (L->i < L->n && L->s[L->i] != q) {
        if (L->s[L->i] == '\\' && L->i + 1 < L->n)
            L->i++;
        else if (L->s[L->i] == '\n') {
            snprintf(L->err, L->errlen, "line %zu: unterminated %s literal", start_line,
                     q == '"' ? "string" : "character");
            return -1;
        }
        L->i++;
    }
    if (L->i >= L->n) {
        snprintf(L->err, L->errlen, "line %zu: unterminated %s literal at end of file", start_line,
                 q == '"' ? "string" : "character");
        return -1;
    }
    L->i++;
    return 0;
}

/* R"delim( ... )delim" */
static int raw_string(lexer *L)
{
    size_t start_line = L->out->nlines;
    size_t d0 = ++L->i; /* after the quote */
    while (L->i < L->n && L->s[L->i] != '(' && L->i - d0 <= 16)
        L->i++;
    if (L->i >= L->n || L->s[L->i] != '(') {
        snprintf(L->err, L->errlen, "line %zu: malformed raw string delimiter", start_line);
        return -1;
    }
    size_t dlen = L->i - d0;
    for (L->i++; L->i < L->n; L->i++)
        if (L->s[L->i] == ')' && L->i + 1 + dlen < L->n && !memcmp(L->s + L->i + 1, L->s + d0, dlen) &&
            L->s[L->i + 1 + dlen] == '"') {
            L->i += dlen + 2;
            return 0;
        }
    snprintf(L->err, L->errlen, "line %zu: unterminated raw string", start_line);
    return -1;
}

static inline int is_blank(unsigned char c)
{
    return char_class[c] & CH_BLANK;
}

static inline int is_ident_start(unsigned char c)
{
    return (char_class[c] & (CH_IDENT | CH_DIGIT)) == CH_IDENT;
}

static inline int is_ident(unsigned char c)
{
    return char_class[c] & CH_IDENT;
}

/* isalnum in the C locale: a letter or digit */
static inline int is_ident_alnum(char d)
{
    unsigned char c = (unsigned char)d;
    return (char_class[c] & CH_IDENT) && c != '_' && c != '$' && c < 0x80;
}

/* One loop over the characters, one branch per kind of token: kept whole (about 150 lines)
 * because each branch is a few lines and the order of the tests is the grammar. */
int pdd_lex(const char *src, size_t len, pdd_tokens *out, char *err, size_t errlen)
{
    lexer L = {src, len, 0, out, 0, 1024, err, errlen};
    char_classes();
    memset(out, 0, sizeof *out);
    out->line_start = malloc(L.line_cap * sizeof *out->line_start);
    if (!out->line_start) {
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    out->line_start[out->nlines++] = 0;
    /* generated code runs about one token per 4 bytes: size once (pages never written cost no
     * memory), grow rarely */
    L.cap = len / 3 + 64;
    L.cap = L.cap < INT32_MAX ? L.cap : INT32_MAX;
    out->tok = malloc(L.cap * sizeof *out->tok);
    if (!out->tok) {
        snprintf(err, errlen, "out of memory");
        goto fail;
    }
    out->src = src, out->srclen = len;
    int at_line_start = 1; /* only blanks since the last newline: '#' starts a directive */
    while (L.i < L.n) {
        size_t start = L.i, line = out->nlines; /* the lines are noted as they are read */
        unsigned char c = (unsigned char)src[L.i];
        int kind;
        if (c == 0 || (c < 0x20 && c != '\n' && c != '\t' && c != '\r' && c != '\f' && c != '\v')) {
            snprintf(err, errlen, "line %zu: byte 0x%02x is not C source text", out->nlines, c);
            goto fail;
        }
        if (is_blank(c)) {
            /* blanks are no token, the gaps between tokens; their newlines noted as they are read */
            size_t i = L.i;
            for (; i < L.n && is_blank((unsigned char)src[i]); i++)
                if (src[i] == '\n') {
                    at_line_start = 1;
                    if (new_line(&L, i + 1))
                        goto fail;
                }
            L.i = i;
            continue;
        } else if (is_ident_start(c) && !((c == 'R' || c == 'u' || c == 'U' || c == 'L') && L.i + 1 < L.n)) {
            size_t i = L.i + 1;
            while (i < L.n && is_ident((unsigned char)src[i]))
                i++;
            L.i = i;
            kind = PDD_TOK_IDENT;
        } else if (c == '/' && L.i + 1 < L.n && src[L.i + 1] == '/') {
            const char *nl = memchr(src + L.i, '\n', L.n - L.i);
            L.i = nl ? (size_t)(nl - src) : L.n;
            kind = PDD_TOK_COMMENT;
        } else if (c == '/' && L.i + 1 < L.n && src[L.i + 1] == '*') {
            const char *end = L.i + 2 < L.n ? memmem(src + L.i + 2, L.n - L.i - 2, "*/", 2) : NULL;
            if (!end) {
                snprintf(err, errlen, "line %zu: unterminated comment", out->nlines);
                goto fail;
            }
            L.i = (size_t)(end - src) + 2;
            if (count_lines(&L, start))
                goto fail;
            kind = PDD_TOK_COMMENT;
        } else if (c == '#' && at_line_start) {
            /* to the end of the line, across backslash-newlines; comments inside stay in it */
            while (L.i < L.n && src[L.i] != '\n') {
                if (src[L.i] == '\\' && L.i + 1 < L.n && src[L.i + 1] == '\n')
                    L.i++;
                else if (src[L.i] == '\\' && L.i + 2 < L.n && src[L.i + 1] == '\r' && src[L.i + 2] == '\n')
                    L.i += 2;
                else if (src[L.i] == '/' && L.i + 1 < L.n && src[L.i + 1] == '*') {
                    const char *e = strstr(src + L.i + 2, "*/");
                    if (!e || (size_t)(e - src) >= L.n) {
                        snprintf(err, errlen, "line %zu: unterminated comment", out->nlines);
                        goto fail;
                    }
                    L.i = (size_t)(e - src) + 1;
                }
                L.i++;
            }
            if (count_lines(&L, start))
                goto fail;
            kind = PDD_TOK_PREPROC;
        } else if ((c == 'R' || c == 'u' || c == 'U' || c == 'L') && L.i + 1 < L.n) {
            /* prefixed and raw strings, else an identifier */
            size_t k = L.i;
            if (src[k] == 'u' && k + 1 < L.n && src[k + 1] == '8')
                k += 2;
            else if (src[k] != 'R')
                k++;
            int raw = k < L.n && src[k] == 'R';
            if (raw)
                k++;
            if (k < L.n && src[k] == '"') {
                L.i = k;
                if (raw ? raw_string(&L) : quoted(&L, '"'))
                    goto fail;
                if (count_lines(&L, start))
                    goto fail;
                kind = PDD_TOK_STRING;
            } else if (!raw && k < L.n && src[k] == '\'' && k == L.i + 1) {
                L.i = k;
                if (quoted(&L, '\''))
                    goto fail;
                kind = PDD_TOK_CHAR;
            } else {
                while (L.i < L.n && is_ident((unsigned char)src[L.i]))
                    L.i++;
                kind = PDD_TOK_IDENT;
            }
        } else if ((char_class[c] & CH_DIGIT) || (c == '.' && L.i + 1 < L.n && (char_class[(unsigned char)src[L.i + 1]] & CH_DIGIT))) {
            /* pp-number: digits, letters, dots, exponent signs, digit separators */
            L.i++;
            while (L.i < L.n) {
                char d = src[L.i];
                if ((d == '+' || d == '-') && strchr("eEpP", src[L.i - 1]))
                    L.i++;
                else if (is_ident_alnum(d) || d == '.' || d == '_' ||
                         (d == '\'' && L.i + 1 < L.n && is_ident_alnum(src[L.i + 1])))
                    L.i++;
                else
                    break;
            }
            kind = PDD_TOK_NUMBER;
        } else if (c == '"') {
            if (quoted(&L, '"'))
                goto fail;
            kind = PDD_TOK_STRING;
        } else if (c == '\'') {
            if (quoted(&L, '\''))
                goto fail;
            kind = PDD_TOK_CHAR;
        } else {
            if (!(char_class[c] & CH_PUNCT)) {
                if (c >= 0x20 && c < 0x7f)
                    snprintf(err, errlen, "line %zu: character '%c' is not C source text", out->nlines, c);
                else
                    snprintf(err, errlen, "line %zu: byte 0x%02x is not C source text", out->nlines, c);
                goto fail;
            }
            size_t best = punct_len(src + L.i, L.n - L.i);
            L.i += best;
            kind = PDD_TOK_PUNCT;
        }
        if (kind != PDD_TOK_COMMENT)
            at_line_start = 0;
        if (push(&L, kind, start, line))
            goto fail;
    }
    if (push(&L, PDD_TOK_EOF, L.i, out->nlines))
        goto fail;
    return 0;
fail:
    pdd_tokens_free(out);
    return -1;
}

void pdd_tokens_free(pdd_tokens *t)
{
    free(t->tok), free(t->line_start);
    t->tok = NULL, t->line_start = NULL;
    t->n = t->nlines = 0;
}

int pdd_tok_line(const pdd_tokens *t, size_t i)
{
    uint32_t at = t->tok[i < t->n ? i : t->n - 1].start;
    size_t lo = 0, hi = t->nlines; /* lines starting at or before at: [0, lo) */
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (t->line_start[mid] <= at)
            lo = mid + 1;
        else
            hi = mid;
    }
    return (int)lo;
}

char *pdd_tok_text(const pdd_tokens *t, size_t a, size_t b, char *buf, size_t n)
{
    size_t used = 0;
    int space = 0;
    buf[0] = 0;
    for (size_t i = a; i < b && i < t->n && used + 1 < n; i++) {
        const pdd_token *k = &t->tok[i];
        if (k->kind == PDD_TOK_EOF)
            break;
        if (i > a && k->start > k[-1].start + k[-1].len) /* blanks between it and the last */
            space |= used > 0;
        if (pdd_tok_trivia(k->kind)) {
            space = used > 0;
            continue;
        }
        if (space && used + 1 < n)
            buf[used++] = ' ';
        space = 0;
        size_t l = k->len < n - used - 1 ? k->len : n - used - 1;
        memcpy(buf + used, t->src + k->start, l);
        used += l;
    }
    buf[used] = 0;
    return buf;
}
