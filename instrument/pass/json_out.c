/* json_out.c: JSON text as cJSON_Print formats it (see json_out.h). */
#include "json_out.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Room for n more bytes and the NUL json_finish puts after them. */
static int grow(json_out *j, size_t n)
{
    if (j->failed)
        return -1;
    size_t cap = j->cap ? j->cap : 4096;
    while (cap - j->len <= n)
        cap *= 2;
    char *t = realloc(j->text, cap);
    if (!t) {
        j->failed = 1;
        return -1;
    }
    j->text = t, j->cap = cap;
    return 0;
}

/* Inline: a manifest of 10^5 sites is millions of pieces. */
static inline void put(json_out *j, const char *s, size_t n)
{
    if (j->cap - j->len <= n && grow(j, n))
        return;
    memcpy(j->text + j->len, s, n);
    j->len += n;
}

static void put_s(json_out *j, const char *s)
{
    put(j, s, strlen(s));
}

static void tabs(json_out *j, int n)
{
    static const char t[JSON_OUT_DEPTH + 1] = "\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t";
    put(j, t, (size_t)n); /* n <= JSON_OUT_DEPTH: open refuses to go deeper */
}

/* Before a value: in an array, ", " after its first item (in an object json_key did it). */
static void value_start(json_out *j)
{
    if (j->depth > 0 && j->array[j->depth - 1]) {
        if (j->any[j->depth - 1])
            put(j, ", ", 2);
        j->any[j->depth - 1] = 1;
    }
}

static void open(json_out *j, int array)
{
    value_start(j);
    if (j->depth == JSON_OUT_DEPTH) {
        j->failed = 1;
        return;
    }
    j->array[j->depth] = (unsigned char)array, j->any[j->depth] = 0;
    j->depth++;
    put_s(j, array ? "[" : "{\n");
}

void json_open_object(json_out *j)
{
    open(j, 0);
}

void json_open_array(json_out *j)
{
    open(j, 1);
}

void json_close_object(json_out *j)
{
    if (j->failed)
        return;
    if (j->any[j->depth - 1])
        put(j, "\n", 1);
    tabs(j, j->depth - 1);
    put(j, "}", 1);
    j->depth--;
}

void json_close_array(json_out *j)
{
    if (j->failed)
        return;
    put(j, "]", 1);
    j->depth--;
}

/* A string as cJSON escapes it: quote, backslash and control characters. */
static void quoted(json_out *j, const char *s)
{
    put(j, "\"", 1);
    for (const char *run = s;; s++) {
        unsigned char c = (unsigned char)*s;
        if (c >= 32 && c != '"' && c != '\\')
            continue;
        put(j, run, (size_t)(s - run));
        if (!c)
            break;
        char esc[8];
        const char *letter = c == '"' ? "\"" : c == '\\' ? "\\" : c == '\b' ? "b" : c == '\f' ? "f" :
                             c == '\n' ? "n" : c == '\r' ? "r" : c == '\t' ? "t" : NULL;
        if (letter)
            snprintf(esc, sizeof esc, "\\%s", letter);
        else
            snprintf(esc, sizeof esc, "\\u%04x", c);
        put_s(j, esc);
        run = s + 1;
    }
    put(j, "\"", 1);
}

void json_key(json_out *j, const char *key)
{
    if (j->failed)
        return;
    if (j->any[j->depth - 1])
        put(j, ",\n", 2);
    j->any[j->depth - 1] = 1;
    tabs(j, j->depth);
    quoted(j, key);
    put(j, ":\t", 2);
}

void json_string(json_out *j, const char *s)
{
    value_start(j);
    quoted(j, s ? s : "");
}

void json_int(json_out *j, int n)
{
    char num[16], *d = num + sizeof num;
    unsigned u = n < 0 ? 0u - (unsigned)n : (unsigned)n;
    do
        *--d = (char)('0' + u % 10);
    while (u /= 10);
    if (n < 0)
        *--d = '-';
    value_start(j);
    put(j, d, (size_t)(num + sizeof num - d));
}

void json_bool(json_out *j, int b)
{
    value_start(j);
    put_s(j, b ? "true" : "false");
}

void json_null(json_out *j)
{
    value_start(j);
    put_s(j, "null");
}

char *json_finish(json_out *j)
{
    if (j->failed || !j->text) {
        free(j->text);
        return NULL;
    }
    j->text[j->len] = 0; /* put leaves room for it */
    return j->text;
}
