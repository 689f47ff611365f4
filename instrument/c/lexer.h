/* lexer.h: a tokenizer for generated C, C++ and CUDA. Every byte of the source but blanks
 * belongs to exactly one token; blanks are the gaps between tokens (a third of what a generated
 * source would make tokens of), so the source is rewritten by inserting text at a token's first
 * or last byte and nothing else changes. */
#ifndef PDD_LEXER_H
#define PDD_LEXER_H

#include <stddef.h>
#include <stdint.h>

typedef enum pdd_tok_kind {
    PDD_TOK_COMMENT, /* // ... or / * ... * / */
    PDD_TOK_PREPROC, /* a whole preprocessor line, continuations included */
    PDD_TOK_IDENT,   /* identifiers and keywords */
    PDD_TOK_NUMBER,
    PDD_TOK_STRING, /* "...", prefixed (u8"", L""), and raw strings R"d(...)d" */
    PDD_TOK_CHAR,   /* '...' */
    PDD_TOK_PUNCT,  /* operators and punctuation, longest match (<<<, >>> and :: included) */
    PDD_TOK_EOF
} pdd_tok_kind;

/* 8 bytes: a source has about one token per 4 bytes, so this is most of the pass's memory
 * (a token's line comes from the line table, pdd_tok_line, when it is asked for). */
typedef struct pdd_token {
    uint32_t start;              /* first byte in the source */
    uint32_t kind : 4, len : 28; /* pdd_tok_kind; bytes (PDD_TOK_MAX_LEN at most) */
} pdd_token;
#define PDD_TOK_MAX_LEN ((1u << 28) - 1)

typedef struct pdd_tokens {
    const char *src;
    size_t srclen;
    pdd_token *tok; /* ends with one PDD_TOK_EOF */
    size_t n;
    uint32_t *line_start; /* line l (1-based) starts at byte line_start[l - 1] */
    size_t nlines;
} pdd_tokens;

/* Tokenizes src (not copied: it must outlive the tokens). Returns 0, or -1 with one line in
 * err naming the line and what is wrong (unterminated comment, string or raw string, a NUL
 * or other byte that is no C source, a token over PDD_TOK_MAX_LEN bytes, a source of 4 GiB or of
 * 2^31 tokens). */
int pdd_lex(const char *src, size_t len, pdd_tokens *out, char *err, size_t errlen);
void pdd_tokens_free(pdd_tokens *t);
/* The 1-based line of token i's first byte. */
int pdd_tok_line(const pdd_tokens *t, size_t i);

/* Does token i spell exactly text? Inline, as the next two: the pass calls them for nearly
 * every token, several times over. */
static inline int pdd_tok_is(const pdd_tokens *t, size_t i, const char *text)
{
    if (i >= t->n || t->src[t->tok[i].start] != text[0]) /* most calls end here */
        return 0;
    uint32_t len = t->tok[i].len;
    const char *s = t->src + t->tok[i].start;
    for (uint32_t k = 1; k < len; k++)
        if (s[k] != text[k] || !text[k])
            return 0;
    return text[len] == 0;
}

static inline int pdd_tok_trivia(int kind)
{
    return kind == PDD_TOK_COMMENT || kind == PDD_TOK_PREPROC;
}

/* The next / previous token after / before i that is not a comment or preprocessor line
 * (EOF / (size_t)-1 when none). Next of EOF, or of (size_t)-1, is EOF: a walk with
 * next must stop at EOF itself. */
static inline size_t pdd_tok_next(const pdd_tokens *t, size_t i)
{
    if (i >= t->n - 1) /* EOF stays EOF; (size_t)-1 (none) must not wrap to the first token */
        return t->n - 1;
    for (i++; i < t->n; i++)
        if (!pdd_tok_trivia(t->tok[i].kind))
            return i;
    return t->n - 1;
}

static inline size_t pdd_tok_prev(const pdd_tokens *t, size_t i)
{
    while (i-- > 0)
        if (!pdd_tok_trivia(t->tok[i].kind))
            return i;
    return (size_t)-1;
}
/* Copies the text of tokens [a, b) with the blanks, comments and newlines between them folded
 * to single spaces into buf; returns buf. */
char *pdd_tok_text(const pdd_tokens *t, size_t a, size_t b, char *buf, size_t n);

#endif
