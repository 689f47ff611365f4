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

typedef struct pdd_syn_node {
    int kind;
    size_t first, last; /* first and last significant token, inclusive */
    int parent, child, next; /* tree links; -1 when none */
    /* FUNCTION: name token, parameter parentheses, body braces; is_global for __global__ */
    size_t name, params_open, params_close;
    int is_global;
    /* FOR / WHILE / IF / SWITCH: the header's parentheses. FUNCTION / BLOCK: the braces. */
    size_t open, close;
    size_t pragma; /* FOR: the "#pragma omp ..." line right before it, or (size_t)-1 */
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
