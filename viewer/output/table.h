/* table.h: what a person at a terminal reads (table.c): aligned text tables, and colour only
 * when stdout is a terminal (or --color always). */
#ifndef PDD_VIEW_TABLE_H
#define PDD_VIEW_TABLE_H

#include <stddef.h>
#include <stdio.h>

/* ---- colour (table.c) ---- */
/* Decides colour from --color and whether stdout is a terminal (NO_COLOR honoured). */
void view_color_init(const char *mode);
/* Escape sequences, "" when colour is off. */
const char *view_red(void);
const char *view_bold(void);
const char *view_dim(void);
const char *view_reset(void);

/* ---- text tables (table.c) ---- */
typedef struct view_table view_table;
/* A table with ncol columns; a header starting with '>' is right-aligned (the '>' is not
 * printed). Cells are copied. */
view_table *view_table_new(int ncol, const char *const *headers);
void view_table_add(view_table *t, const char *const *cells);
/* Adds a row of printf-formatted cells separated by '\t'. */
void view_table_addf(view_table *t, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Marks the last row added to be printed in red (on a TTY). */
void view_table_mark_last(view_table *t);
size_t view_table_rows(const view_table *t);
/* Prints it with `indent` spaces before each line, then frees it. */
void view_table_print(view_table *t, FILE *out, int indent);
/* Frees it unprinted. */
void view_table_free(view_table *t);

#endif
