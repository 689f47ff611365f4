/* json_file.c: the SDFG's files (program.sdfg, program.sdfgz, map_cpp.json) read whole, gzip
 * undone whatever their name, and parsed, with messages that name the file, what is wrong with
 * it (a JSON error by its byte, line and column; a cut or damaged gzip) and what to pass. */
#include "sdfg_json.h"

#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

int pdd_sdfg_fail(char *err, size_t errlen, const char *fmt, ...)
{
    if (err && errlen) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(err, errlen, fmt, ap);
        va_end(ap);
    }
    return -1;
}

/* Whole file into a NUL-terminated buffer; gzip is undone (zlib reads plain files as is). */
static int read_all(const char *path, const char *what, char **out, size_t *outlen, int *gz,
                    char *err, size_t errlen)
{
    char *buf = NULL;
    size_t len = 0, cap = 0;
    int rc = -1;
    gzFile g = NULL;
    FILE *f = fopen(path, "rb");
    if (!f) {
        pdd_sdfg_fail(err, errlen, "%s: cannot open (%s); pass %s", path, strerror(errno), what);
        goto out;
    }
    unsigned char magic[2];
    size_t m = fread(magic, 1, 2, f);
    if (m < 2 && ferror(f)) {
        pdd_sdfg_fail(err, errlen, "%s: cannot read (%s); pass %s", path, strerror(errno), what);
        fclose(f);
        goto out;
    }
    fclose(f);
    *gz = m == 2 && magic[0] == 0x1f && magic[1] == 0x8b;
    g = gzopen(path, "rb");
    if (!g) {
        pdd_sdfg_fail(err, errlen, "%s: cannot open (%s); pass %s", path,
                      errno ? strerror(errno) : "out of memory", what);
        goto out;
    }
    for (;;) {
        if (cap - len < (1u << 16) + 1) {
            size_t nc = cap ? cap * 2 : (1u << 17);
            char *q = realloc(buf, nc);
            if (!q) {
                pdd_sdfg_fail(err, errlen, "%s: out of memory reading %zu bytes", path, len);
                goto out;
            }
            buf = q;
            cap = nc;
        }
        size_t want = cap - len - 1;
        if (want > (1u << 30))
            want = 1u << 30;
        int n = gzread(g, buf + len, (unsigned)want);
        if (n < 0)
            break;
        if (n == 0)
            break;
        len += (size_t)n;
    }
    int zerr = Z_OK;
    const char *zmsg = gzerror(g, &zerr);
    size_t plen = strlen(path);
    if (!strncmp(zmsg, path, plen) && !strncmp(zmsg + plen, ": ", 2))
        zmsg += plen + 2; /* zlib prefixes its message with the path */
    if (zerr != Z_OK && zerr != Z_STREAM_END) {
        if (zerr == Z_ERRNO)
            pdd_sdfg_fail(err, errlen, "%s: cannot read (%s); pass %s", path, strerror(errno), what);
        else
            pdd_sdfg_fail(err, errlen,
                          "%s: gzip data is damaged (%s after %zu bytes); copy the file again from the "
                          "program's .dacecache folder (`gunzip -t` checks a copy)",
                          path, zmsg, len);
        goto out;
    }
    buf[len] = '\0';
    *out = buf;
    *outlen = len;
    buf = NULL;
    rc = 0;
out:
    if (g) {
        int crc = gzclose(g);
        if (rc == 0 && crc != Z_OK) {
            free(*out);
            *out = NULL;
            rc = pdd_sdfg_fail(err, errlen,
                               "%s: gzip data is truncated or damaged (zlib error %d); copy the file "
                               "again from the program's .dacecache folder",
                               path, crc);
        }
    }
    free(buf);
    return rc;
}

/* Parses buf; on error the message gives the byte offset (and line, column). */
static cJSON *parse(const char *path, const char *what, const char *buf, size_t len, int gz,
                    char *err, size_t errlen)
{
    if (len == 0) {
        pdd_sdfg_fail(err, errlen, "%s: empty file%s; pass %s", path, gz ? " after gunzip" : "", what);
        return NULL;
    }
    const char *end = NULL;
    /* len + 1 with require_null_terminated: trailing garbage is an error too. */
    cJSON *root = cJSON_ParseWithLengthOpts(buf, len + 1, &end, 1);
    if (root)
        return root;
    size_t off = end && end >= buf && end <= buf + len ? (size_t)(end - buf) : 0;
    size_t line = 1, col = 1;
    for (size_t i = 0; i < off; i++) {
        if (buf[i] == '\n') {
            line++;
            col = 1;
        } else {
            col++;
        }
    }
    /* cJSON reports an unterminated string where it starts: also look at the last byte */
    size_t last = len;
    while (last > 0 && isspace((unsigned char)buf[last - 1]))
        last--;
    int cut = off >= len || last == 0 || (buf[last - 1] != '}' && buf[last - 1] != ']');
    pdd_sdfg_fail(err, errlen,
                  "%s: not valid JSON: error at byte %zu%s (line %zu, column %zu)%s; pass %s, "
                  "whole and unedited",
                  path, off, gz ? " of the gunzipped text" : "", line, col,
                  cut ? "; the file is cut short" : "", what);
    return NULL;
}

cJSON *pdd_sdfg_json_read(const char *path, const char *what, char *err, size_t errlen)
{
    char *buf = NULL;
    size_t len = 0;
    int gz = 0;
    if (read_all(path, what, &buf, &len, &gz, err, errlen))
        return NULL;
    cJSON *root = parse(path, what, buf, len, gz, err, errlen);
    free(buf);
    return root;
}
