/* field_names.c: which fields are layer thicknesses (PDD_DELP) and which are tracers
 * (PDD_TRACERS), by name. The rules are written in docs/switches.md and tested in
 * tests/unit/check_config.c; a site's checkers follow from them at registration. */
#include "checker.h"

#include <ctype.h>
#include <fnmatch.h>
#include <string.h>

int pdd_name_contains(const char *field, const char *needle)
{
    size_t n = strlen(needle);
    if (!n)
        return 0;
    for (const char *p = field; *p; p++) {
        size_t i = 0;
        while (i < n && p[i] && tolower((unsigned char)p[i]) == tolower((unsigned char)needle[i]))
            i++;
        if (i == n)
            return 1;
    }
    return 0;
}

int pdd_name_is_glob(const char *entry)
{
    return strpbrk(entry, "*?[") != NULL;
}

/* Does pattern match name whole, or name without DaCe's decorations: the `gpu_` prefix of
 * the device copy its GPU transformation makes (gpu_delp), a closure's `__g_<owner>_`
 * prefix (an orchestrated program's self.delp is __g_self_delp, self._dp1 __g_self__dp1;
 * the owner's path cannot be told from the name's, so every tail after an underscore is
 * tried; not in a name holding another closure's), and a `_<digits>` suffix DaCe adds to tell equal names apart (delp_0)? */
static int matches_undecorated(const char *pattern, const char *name, int depth)
{
    if (!fnmatch(pattern, name, 0))
        return 1;
    if (depth > 2)
        return 0;
    size_t len = strlen(name);
    size_t d = len;
    while (d > 0 && name[d - 1] >= '0' && name[d - 1] <= '9')
        d--;
    if (d < len && d > 1 && name[d - 1] == '_') {
        char stem[PDD_NAME_MAX * 4];
        if (d - 1 < sizeof stem) {
            memcpy(stem, name, d - 1);
            stem[d - 1] = 0;
            if (matches_undecorated(pattern, stem, depth + 1))
                return 1;
        }
    }
    if (!strncmp(name, "gpu_", 4) && name[4])
        return matches_undecorated(pattern, name + 4, depth + 1);
    /* not in DaCe's name for an expression of closures (`__g_gen35_1_times___g_self__dp`, q * dp):
     * a temporary, whose tails name its operands */
    if (!strncmp(name, "__g_", 4) && !strstr(name + 4, "__g_"))
        for (const char *p = name + 4; *p; p++)
            if (*p == '_' && p[1] && p[1] != '_' && !fnmatch(pattern, p + 1, 0))
                return 1;
    return 0;
}

int pdd_field_is_delp(const pdd_config *cfg, const char *field)
{
    for (int i = 0; i < cfg->ndelp; i++)
        if (matches_undecorated(cfg->delp[i], field, 0))
            return 1;
    return 0;
}

int pdd_field_is_tracer(const pdd_config *cfg, const char *field)
{
    for (int i = 0; i < cfg->ntracers; i++) {
        const char *t = cfg->tracers[i];
        if (pdd_name_is_glob(t) ? matches_undecorated(t, field, 0) : pdd_name_contains(field, t))
            return 1;
    }
    return 0;
}
