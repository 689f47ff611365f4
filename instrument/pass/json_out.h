/* json_out.h: JSON text written as it goes, laid out byte for byte as cJSON_Print lays out
 * the same tree (tabs, ", " in arrays), without building the tree: a manifest of 10^5 sites
 * would be millions of cJSON nodes. */
#ifndef PDD_JSON_OUT_H
#define PDD_JSON_OUT_H

#include <stddef.h>

#define JSON_OUT_DEPTH 16

typedef struct json_out {
    char *text; /* NUL-terminated; the caller takes it */
    size_t len, cap;
    int depth;
    int failed; /* out of memory (or nested deeper than JSON_OUT_DEPTH) */
    unsigned char array[JSON_OUT_DEPTH], any[JSON_OUT_DEPTH]; /* per level: an array? has items? */
} json_out;

/* Containers: an object's members are json_key then one value. */
void json_open_object(json_out *j);
void json_close_object(json_out *j);
void json_open_array(json_out *j);
void json_close_array(json_out *j);
void json_key(json_out *j, const char *key);
void json_string(json_out *j, const char *s);
void json_int(json_out *j, int n);
void json_bool(json_out *j, int b);
void json_null(json_out *j);
/* The text (caller frees), or NULL when something failed (all freed). */
char *json_finish(json_out *j);

#endif
