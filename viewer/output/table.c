/* table.c: aligned text tables and colour for a person at a terminal; colour only when
 * stdout is a TTY (or --color always), never in files or pipes, and NO_COLOR is honoured. */
#include "table.h"
#include "process.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static int color_on;

void view_color_init(const char *mode)
{
    if (!strcmp(mode, "always"))
        color_on = 1;
    else if (!strcmp(mode, "never"))
        color_on = 0;
    else
        color_on = isatty(STDOUT_FILENO) && !getenv("NO_COLOR");
}

const char *view_red(void) { return color_on ? "\033[31m" : ""; }
const char *view_bold(void) { return color_on ? "\033[1m" : ""; }
const char *view_dim(void) { return color_on ? "\033[2m" : ""; }
const char *view_reset(void) { return color_on ? "\033[0m" : ""; }

struct view_table {
    int ncol;
    char **cells; /* row-major, header row first */
    unsigned char *marked;
    size_t rows, cap;
};

static void add_row(view_table *t, const char *const *cells, int from_header)
{
    if (t->rows == t->cap) {
        t->cap = t->cap ? 2 * t->cap : 16;
        t->cells = view_realloc(t->cells, t->cap * (size_t)t->ncol * sizeof *t->cells);
        t->marked = view_realloc(t->marked, t->cap);
    }
    for (int c = 0; c < t->ncol; c++) {
        const char *s = cells[c];
        if (from_header && s && s[0] == '>')
            s++;
        t->cells[t->rows * (size_t)t->ncol + (size_t)c] = view_strdup(s);
    }
    t->marked[t->rows++] = 0;
}

view_table *view_table_new(int ncol, const char *const *headers)
{
    view_table *t = view_calloc(1, sizeof *t + (size_t)ncol);
    t->ncol = ncol;
    char *right = (char *)(t + 1);
    for (int c = 0; c < ncol; c++)
        right[c] = headers[c][0] == '>';
    add_row(t, headers, 1);
    return t;
}

void view_table_add(view_table *t, const char *const *cells) { add_row(t, cells, 0); }

void view_table_addf(view_table *t, const char *fmt, ...)
{
    char line[4096];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(line, sizeof line, fmt, ap);
    va_end(ap);
    const char *cells[64] = {0};
    char *p = line;
    for (int c = 0; c < t->ncol && c < 64; c++) {
        cells[c] = p;
        char *tab = p ? strchr(p, '\t') : NULL;
        if (tab) {
            *tab = 0;
            p = tab + 1;
        } else {
            p = NULL;
        }
    }
    add_row(t, cells, 0);
}

void view_table_mark_last(view_table *t)
{
    if (t->rows > 1)
        t->marked[t->rows - 1] = 1;
}

size_t view_table_rows(const view_table *t) { return t->rows - 1; }

void view_table_print(view_table *t, FILE *out, int indent)
{
    const char *right = (const char *)(t + 1);
    size_t width[64] = {0};
    int ncol = t->ncol < 64 ? t->ncol : 64;
    for (size_t r = 0; r < t->rows; r++)
        for (int c = 0; c < ncol; c++) {
            size_t w = strlen(t->cells[r * (size_t)t->ncol + (size_t)c]);
            if (w > width[c])
                width[c] = w;
        }
    for (size_t r = 0; r < t->rows; r++) {
        const char *on = r == 0 ? view_bold() : t->marked[r] ? view_red() : "";
        char line[8192];
        size_t used = 0;
        for (int c = 0; c < ncol; c++) {
            const char *s = t->cells[r * (size_t)t->ncol + (size_t)c];
            int n = right[c] ? snprintf(line + used, sizeof line - used, "%s%*s", c ? "  " : "",
                                        (int)width[c], s)
                             : snprintf(line + used, sizeof line - used, "%s%-*s", c ? "  " : "",
                                        (int)width[c], s);
            used += n > 0 ? (size_t)n : 0;
            if (used >= sizeof line)
                used = sizeof line - 1;
        }
        while (used && line[used - 1] == ' ') /* no trailing blanks */
            used--;
        line[used] = 0;
        fprintf(out, "%*s%s%s%s\n", indent, "", on, line, *on ? view_reset() : "");
    }
    view_table_free(t);
}

void view_table_free(view_table *t)
{
    for (size_t i = 0; i < t->rows * (size_t)t->ncol; i++)
        free(t->cells[i]);
    free(t->cells);
    free(t->marked);
    free(t);
}
