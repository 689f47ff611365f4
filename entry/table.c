/* table.c: the one table of checkers, made from PDD_CHECKS (pdd.h) in its order, and plugged
 * into the core before any other constructor runs: a unit that registers at load time (its
 * constructor may run before libpdd's in a static link) already finds every checker. */
#include "checker.h"

#define CHECKER_EXTERN(id, bit, name) extern const pdd_checker pdd_checker_##name;
PDD_CHECKS(CHECKER_EXTERN)
#undef CHECKER_EXTERN

static const pdd_checker *const table[] = {
#define TABLE_ENTRY(id, bit, name) &pdd_checker_##name,
    PDD_CHECKS(TABLE_ENTRY)
#undef TABLE_ENTRY
};

/* 101: the first priority a program may use; constructors without one run after it. */
__attribute__((constructor(101))) static void pdd_plug_checkers(void)
{
    pdd_checkers_plug(table, (int)(sizeof table / sizeof table[0]));
}
