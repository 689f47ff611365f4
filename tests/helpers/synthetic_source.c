/* synthetic_source.c: test helper — writes a generated DaCe-shaped source of about MB
 * megabytes to FILE (synthetic_source.h). Usage: synthetic_source MB FILE */
#include "synthetic_source.h"

#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    double mb = argc == 3 ? atof(argv[1]) : 0;
    if (mb <= 0) {
        fprintf(stderr, "usage: synthetic_source MB FILE (MB a positive number of megabytes)\n");
        return 2;
    }
    size_t len;
    char *text = synthetic_source((size_t)(mb * 1e6), &len);
    FILE *f = text ? fopen(argv[2], "w") : NULL;
    if (!f || fwrite(text, 1, len, f) != len || fclose(f)) {
        fprintf(stderr, "synthetic_source: cannot write %s\n", argv[2]);
        return 1;
    }
    free(text);
    return 0;
}
