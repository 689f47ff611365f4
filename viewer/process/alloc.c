/* alloc.c: memory for pdd-view's own tables. Running out ends the command with one line
 * naming the verb and exit status 2; nothing is written half way (reports go through a
 * temporary file). */
#include "process.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const char *view_verb_now = "";

static void out_of_memory(void)
{
    fprintf(stderr, "pdd-view%s%s: out of memory\n", *view_verb_now ? " " : "", view_verb_now);
    exit(VIEW_BAD_INPUT);
}

void *view_calloc(size_t n, size_t size)
{
    void *p = calloc(n ? n : 1, size ? size : 1);
    if (!p)
        out_of_memory();
    return p;
}

void *view_realloc(void *p, size_t size)
{
    void *q = realloc(p, size ? size : 1);
    if (!q)
        out_of_memory();
    return q;
}

char *view_strdup(const char *s)
{
    char *d = strdup(s ? s : "");
    if (!d)
        out_of_memory();
    return d;
}
