/* checker_table.c: the table of checkers the library's entry plugs into the core, and what
 * is derived from it. The core holds a pointer, not the table: it names no checker. */
#include "checker.h"

const pdd_checker *const *pdd_checker_table;
int pdd_checker_count;

void pdd_checkers_plug(const pdd_checker *const *table, int n)
{
    pdd_checker_table = table;
    pdd_checker_count = n;
}

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
