/* source_text.h: the text a generated source is read as, and output spelled back as the source
 * spells it. A UTF-8 byte order mark is set aside, and each identifier too long for a reader's
 * name buffers gets a short stand-in (a prefix the source never spells, a number, '_'). */
#ifndef PDD_SOURCE_TEXT_H
#define PDD_SOURCE_TEXT_H

#include "file_io.h"

#include <stddef.h>

/* The text to read (text, len): the source less its mark, identifiers of long_name bytes or
 * more replaced by stand-ins; the output is spelled back by pdd_source_restore. */
typedef struct pdd_source {
    const char *text;
    size_t len;
    char *owned; /* text, when it is a copy with stand-ins */
    int bom;
    const char **long_at; /* stand-in k is the source's long_len[k] bytes at long_at[k] */
    size_t *long_len;
    int nlong;
    char prefix[32];
} pdd_source;
/* Returns 0, or -1 with one line in err (out of memory). src must outlive ps. long_name must
 * be longer than a stand-in (48 bytes will do). */
int pdd_source_open(pdd_source *ps, const char *src, size_t len, size_t long_name, char *err, size_t errlen);
/* out (len bytes, NUL-terminated, from the text) with the mark put back first and each
 * stand-in spelled as the source spells it: a new string (out is freed; NULL out of memory). */
char *pdd_source_restore(const pdd_source *ps, char *out, size_t len, size_t *outlen);
void pdd_source_close(pdd_source *ps);
/* A sink that spells what it is given as pdd_source_restore does (the mark first, then each
 * stand-in as its long name) into `to`. Each piece is restored alone: the pieces written to it
 * must not split a stand-in (a plan's pieces are whole tokens or insertions). */
typedef struct pdd_restore {
    const pdd_source *ps;
    instrument_sink *to;
    int started;
} pdd_restore;
int pdd_restore_write(void *restore, const char *s, size_t n);

#endif
