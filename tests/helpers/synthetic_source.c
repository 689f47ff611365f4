/* synthetic_source.c: test helper — writes a generated DaCe-shaped source of about MB
 * megabytes to FILE (synthetic_source.h); with --flat, a program function of N tasklet blocks
 * outside any loop, each storing one element (a store's value is followed back through the
 * statements before it: once a store, not through the whole function).
 * Usage: synthetic_source MB FILE | synthetic_source --flat N FILE */
#include "synthetic_source.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char *flat_source(long n, size_t *len)
{
    char *text = NULL;
    FILE *m = open_memstream(&text, len);
    if (!m)
        return NULL;
    fprintf(m, "void __program_flat_internal(double * __restrict__ a, double * __restrict__ b) {\n");
    for (long i = 0; i < n; i++)
        fprintf(m,
                "    {\n        double __in1 = a[%ld];\n        double __out;\n        __out = (__in1 + 1.0);\n"
                "        b[%ld] = __out;\n    }\n",
                i, i);
    fprintf(m, "}\n");
    return fclose(m) ? NULL : text;
}

int main(int argc, char **argv)
{
    int flat = argc == 4 && !strcmp(argv[1], "--flat");
    double size = argc == 3 || flat ? atof(argv[argc - 2]) : 0;
    if (size <= 0) {
        fprintf(stderr, "usage: synthetic_source MB FILE (MB a positive number of megabytes), or "
                        "synthetic_source --flat N FILE (N stores outside loops)\n");
        return 2;
    }
    size_t len;
    char *text = flat ? flat_source((long)size, &len) : synthetic_source((size_t)(size * 1e6), &len);
    FILE *f = text ? fopen(argv[argc - 1], "w") : NULL;
    if (!f || fwrite(text, 1, len, f) != len || fclose(f)) {
        fprintf(stderr, "synthetic_source: cannot write %s\n", argv[argc - 1]);
        return 1;
    }
    free(text);
    return 0;
}
