/* qualifier.c: the one parser for qualifier lists such as PDD_CHECKS ("all,!progress"). */
#include "qualifier.h"

#include <stdio.h>
#include <string.h>

static int names_list(char *buf, size_t len, const char *const *names, int n)
{
    size_t used = 0;
    buf[0] = 0;
    for (int i = 0; i < n && used < len; i++)
        used += (size_t)snprintf(buf + used, len - used, "%s%s", i ? "," : "", names[i]);
    return 0;
}

int pdd_qualifiers_parse(const char *spec, const char *what, const char *const *names,
                         const uint32_t *bits, int n, uint32_t all, uint32_t defaults,
                         uint32_t *out, char *err, size_t errlen)
{
    char accepted[512];
    names_list(accepted, sizeof accepted, names, n);
    uint32_t set = 0;
    int first = 1;
    const char *p = spec;
    if (!*spec) {
        snprintf(err, errlen, "pdd: %s is empty; accepted: all, none, default, %s, !NAME, comma separated",
                 what, accepted);
        return -1;
    }
    for (;;) {
        const char *end = strchr(p, ',');
        size_t len = end ? (size_t)(end - p) : strlen(p);
        while (len && (*p == ' ' || *p == '\t'))
            p++, len--;
        while (len && (p[len - 1] == ' ' || p[len - 1] == '\t'))
            len--;
        int neg = len && *p == '!';
        const char *name = p + neg;
        size_t nlen = len - (size_t)neg;
        if (first && neg)
            set = defaults;
        first = 0;
        uint32_t b = 0;
        int known = 1;
        if (nlen == 3 && !strncmp(name, "all", 3))
            b = all;
        else if (nlen == 4 && !strncmp(name, "none", 4))
            b = all, neg = !neg;
        else if (nlen == 7 && !strncmp(name, "default", 7))
            b = defaults;
        else {
            known = 0;
            for (int i = 0; i < n; i++)
                if (strlen(names[i]) == nlen && !strncmp(names[i], name, nlen)) {
                    b = bits[i];
                    known = 1;
                }
        }
        if (!known || nlen == 0) {
            snprintf(err, errlen,
                     "pdd: %s=%s: unknown name '%.*s'; accepted: all, none, default, %s, !NAME, "
                     "comma separated",
                     what, spec, (int)nlen, name, accepted);
            return -1;
        }
        if (neg)
            set &= ~b;
        else
            set |= b;
        if (!end)
            break;
        p = end + 1;
    }
    *out = set;
    return 0;
}
