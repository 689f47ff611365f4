/* syntax.h: a structural model of generated C/C++/CUDA on top of the tokens — functions,
 * blocks, loops, conditionals and statements — enough to place probes, not a compiler. */
#ifndef PDD_SYNTAX_H
#define PDD_SYNTAX_H

#include "lexer.h"

typedef enum pdd_syn_kind {
    PDD_SYN_FILE,
    PDD_SYN_FUNCTION, /* a function definition; body is its block */
    PDD_SYN_BLOCK,    /* { ... } */
    PDD_SYN_FOR,      /* for (header) body */
    PDD_SYN_WHILE,
    PDD_SYN_DO,
    PDD_SYN_IF, /* if (header) body [else: second child] */
    PDD_SYN_SWITCH,
    PDD_SYN_STMT /* any other statement, to its ';' (or a label, to its ':') */
} pdd_syn_kind;

/* 48 bytes, token indices in 32 bits (the lexer refuses a source of 2^31 tokens): a source has
 * about one node per 50 bytes, so the tree is the pass's largest array after the tokens. A
 * token field that may name no token is signed and holds -1 then, which reads as NONE,
 * (size_t)-1, wherever it is widened to size_t. */
typedef struct pdd_syn_node {
    uint8_t kind;
    uint8_t is_global;           /* FUNCTION: a __global__ one */
    uint32_t first, last;        /* first and last significant token, inclusive */
    int32_t parent, child, next; /* tree links; -1 when none */
    /* FUNCTION: name token, parameter parentheses, body braces */
    int32_t name, params_open, params_close;
    /* FOR / WHILE / IF / SWITCH: the header's parentheses. FUNCTION / BLOCK: the braces. */
    int32_t open, close;
    int32_t pragma; /* FOR: the "#pragma omp ..." line right before it, or -1 */
} pdd_syn_node;

typedef struct pdd_syntax {
    const pdd_tokens *toks;
    pdd_syn_node *nodes; /* nodes[0] is the file */
    size_t n;
} pdd_syntax;

/* Builds the model. Returns 0, or -1 with one line in err naming the line and the problem
 * (unbalanced braces or parentheses, a file that ends inside a construct). */
int pdd_syntax_build(const pdd_tokens *t, pdd_syntax *out, char *err, size_t errlen);
void pdd_syntax_free(pdd_syntax *s);


#endif
