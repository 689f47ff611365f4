/* gt4py_next_layout.c: how gt4py.next's DaCe backend lays out a program's fields. A field
 * `a` over dimensions (Cell, K) is an SDFG array of extent `__a_Cell_range_1 -
 * __a_Cell_range_0` in dimension Cell (its domain is [range_0, range_1)), and the generated
 * code subtracts `__a_Cell_range_0` from each domain index before it multiplies by the
 * stride. The program function receives every range start it uses, but a range end only
 * where the code needs it; so a field's extent may be unknown where it is bound, while its
 * domain start (what pdd adds back to each reported index) is known. */
#include "gt4py_next_layout.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

/* Is word `__<field>_<Dim>_range_<which>` (which: '0' start, '1' end)? */
static int is_range_symbol(const char *field, const char *word, size_t len, char which)
{
    size_t fl = strlen(field);
    static const char tail[] = "_range_";
    if (len < 2 + fl + 2 + sizeof tail || word[0] != '_' || word[1] != '_' || strncmp(word + 2, field, fl) ||
        word[2 + fl] != '_')
        return 0;
    const char *end = word + len;
    if (end[-1] != which || strncmp(end - sizeof tail, tail, sizeof tail - 1))
        return 0;
    return end - sizeof tail > word + 2 + fl + 1; /* a dimension name between them */
}

int gtnext_range_symbol(const char *field, const char *expr, char which, char *out, size_t n)
{
    for (const char *c = expr; *c;) {
        if (isalpha((unsigned char)*c) || *c == '_') {
            const char *w = c;
            while (isalnum((unsigned char)*c) || *c == '_')
                c++;
            if (is_range_symbol(field, w, (size_t)(c - w), which)) {
                snprintf(out, n, "%.*s", (int)(c - w), w);
                return 1;
            }
        } else {
            c++;
        }
    }
    return 0;
}

int gtnext_is_range_end(const char *field, const char *symbol)
{
    return is_range_symbol(field, symbol, strlen(symbol), '1');
}
