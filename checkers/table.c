/* table.c: the one table of checkers, and what is derived from it. */
#include "checker.h"

#include <ctype.h>
#include <string.h>

/* Made from PDD_CHECKS (pdd.h), in its order. */
const pdd_checker *const pdd_checker_table[] = {
#define TABLE_ENTRY(id, bit, name) &pdd_checker_##name,
    PDD_CHECKS(TABLE_ENTRY)
#undef TABLE_ENTRY
};
const int pdd_checker_count = (int)(sizeof pdd_checker_table / sizeof pdd_checker_table[0]);

const pdd_checker *pdd_checker_by_bit(uint32_t bit)
{
    for (int i = 0; i < pdd_checker_count; i++)
        if (pdd_checker_table[i]->bit == bit)
            return pdd_checker_table[i];
    return NULL;
}

uint32_t pdd_checkers_default(void)
{
    uint32_t b = 0;
    for (int i = 0; i < pdd_checker_count; i++)
        if (pdd_checker_table[i]->default_on)
            b |= pdd_checker_table[i]->bit;
    return b;
}

uint32_t pdd_checkers_all(void)
{
    uint32_t b = 0;
    for (int i = 0; i < pdd_checker_count; i++)
        b |= pdd_checker_table[i]->bit;
    return b;
}

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

