/* sdfg_json.h: what the SDFG's readers (sdfg.c, source_map.c) share: a JSON file read whole and
 * parsed (json_file.c), an error written, and the lenient getters of keys and ids. Private to
 * sdfg/. */
#ifndef PDD_SDFG_JSON_H
#define PDD_SDFG_JSON_H

#include <cjson/cJSON.h>
#include <ctype.h>
#include <errno.h>
#include <stddef.h>
#include <stdlib.h>

/* The file at path read whole (gzip undone) and parsed: the tree (cJSON_Delete it), or NULL
 * with one line in err naming the file, the problem (a JSON error by its byte, line and
 * column) and `what` to pass instead. */
cJSON *pdd_sdfg_json_read(const char *path, const char *what, char *err, size_t errlen);
/* Writes the message into err (when there is one); returns -1. */
int pdd_sdfg_fail(char *err, size_t errlen, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

static inline const cJSON *item(const cJSON *o, const char *key)
{
    return cJSON_IsObject(o) ? cJSON_GetObjectItemCaseSensitive(o, key) : NULL;
}

/* o[key] when it is an array, else NULL (iterating an object would visit its members). */
static inline const cJSON *arr(const cJSON *o, const char *key)
{
    const cJSON *v = item(o, key);
    return cJSON_IsArray(v) ? v : NULL;
}

static inline const char *str(const cJSON *o, const char *key)
{
    const cJSON *v = item(o, key);
    return cJSON_IsString(v) ? v->valuestring : NULL;
}

/* A non-negative id from a string of digits ("4"), or -1. */
static inline int id_of(const char *text)
{
    if (!text || !isdigit((unsigned char)text[0]))
        return -1;
    char *end;
    errno = 0;
    long x = strtol(text, &end, 10);
    return *end || errno || x > 0x7fffffff ? -1 : (int)x;
}

/* An id written as a number or as a string of digits ("src": "4"); def otherwise. */
static inline int int_of(const cJSON *v, int def)
{
    if (cJSON_IsNumber(v))
        return v->valuedouble >= 0 && v->valuedouble <= 0x7fffffff ? (int)v->valuedouble : def;
    int x = cJSON_IsString(v) ? id_of(v->valuestring) : -1;
    return x < 0 ? def : x;
}

#endif
