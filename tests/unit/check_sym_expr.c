/* check_sym_expr.c: DaCe's symbolic extents (sympy's text, as program.sdfg holds them) become
 * C that gives the same numbers: the translation's text, and the value of each helper it uses
 * against Python's own rules (// and % round toward minus infinity). */
#include "sym_expr.h"

#include <pdd/extent.h>

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char why[256];

static void expect(const char *sym, const char *c)
{
    char *got = pdd_sym_to_c(sym, why, sizeof why);
    ck_assert_msg(got != NULL, "%s: refused (%s)", sym, why);
    ck_assert_msg(!strcmp(got, c), "%s became '%s', expected '%s'", sym, got, c);
    free(got);
}

static void refuse(const char *sym, const char *reason)
{
    char *got = pdd_sym_to_c(sym, why, sizeof why);
    ck_assert_msg(got == NULL, "%s: expected a refusal, got '%s'", sym, got ? got : "");
    ck_assert_msg(strstr(why, reason), "%s: reason '%s' lacks '%s'", sym, why, reason);
}

START_TEST(powers_become_pdd_ipow_and_bind_tighter_than_minus)
{
    expect("N**2", "pdd_ipow(N, 2)");
    expect("$N**2", "pdd_ipow(N, 2)");
    expect("-N**2", "-pdd_ipow(N, 2)");
    expect("2*N**2 + 1", "2 * pdd_ipow(N, 2) + 1");
    expect("N**M**2", "pdd_ipow(N, pdd_ipow(M, 2))"); /* right-associative, as in Python */
    expect("(N + 1)**3", "pdd_ipow((N + 1), 3)");
    expect("ipow($N, 2)", "pdd_ipow(N, 2)"); /* DaCe 2 writes powers so */
}
END_TEST

START_TEST(calls_and_floor_division_map_to_the_helpers)
{
    expect("Max(1, N - 2)", "pdd_max(1, N - 2)");
    expect("Min(I, J, K)", "pdd_min(I, pdd_min(J, K))");
    expect("int_floor(N, 2)", "pdd_floordiv(N, 2)");
    expect("int_ceil(N + 1, 4)", "pdd_ceildiv(N + 1, 4)");
    expect("N//2 + M % 3", "pdd_floordiv(N, 2) + pdd_mod(M, 3)");
    expect("floor(N/2)", "pdd_floordiv(N, 2)");
    expect("ceiling(N/2)", "pdd_ceildiv(N, 2)");
    expect("floor(N)", "N");
    expect("Mod(N, 4)*Abs(M)", "pdd_mod(N, 4) * pdd_abs(M)");
    /* a long extent (nested Max of long names) is no problem */
    char sym[2048] = "", c[4096] = "";
    for (int i = 0; i < 40; i++) {
        char a[64];
        snprintf(a, sizeof a, "Max(__sym_number_%02d, ", i);
        strcat(sym, a);
        snprintf(a, sizeof a, "pdd_max(__sym_number_%02d, ", i);
        strcat(c, a);
    }
    strcat(sym, "1"), strcat(c, "1");
    for (int i = 0; i < 40; i++)
        strcat(sym, ")"), strcat(c, ")");
    expect(sym, c);
}
END_TEST

START_TEST(what_has_no_integer_meaning_is_refused_with_a_reason)
{
    refuse("sin(N)", "the function sin has no C equivalent here");
    refuse("N*0.5", "a non-integer number");
    refuse("Max(N)", "two or more arguments");
    refuse("(N + 1", "not closed");
    refuse("N +", "cut short");
    refuse("N ? 1", "unexpected '?'");
    refuse("oo", "oo is no extent");
    refuse("", "cut short");
    /* a binary operator with no left operand (found by fuzz_sdfg: it wrapped a NULL buffer) */
    refuse("**2", "unexpected '*'");
    refuse("//2", "unexpected '/'");
    refuse("%2", "unexpected '%'");
}
END_TEST

START_TEST(the_helpers_follow_python_integer_arithmetic)
{
    ck_assert_int_eq(pdd_ipow(7, 0), 1);
    ck_assert_int_eq(pdd_ipow(160, 2), 25600);
    ck_assert_int_eq(pdd_ipow(3, 5), 243);
    ck_assert_int_eq(pdd_ipow(-2, 3), -8);
    ck_assert_int_eq(pdd_ipow(2, 62), (int64_t)1 << 62);
    ck_assert_int_eq(pdd_floordiv(7, 2), 3);
    ck_assert_int_eq(pdd_floordiv(-7, 2), -4); /* Python: -7 // 2 == -4 */
    ck_assert_int_eq(pdd_floordiv(7, -2), -4);
    ck_assert_int_eq(pdd_floordiv(-8, 2), -4);
    ck_assert_int_eq(pdd_ceildiv(7, 2), 4);
    ck_assert_int_eq(pdd_ceildiv(-7, 2), -3);
    ck_assert_int_eq(pdd_mod(-7, 3), 2); /* Python: -7 % 3 == 2 */
    ck_assert_int_eq(pdd_mod(7, -3), -2);
    ck_assert_int_eq(pdd_min(3, -1), -1);
    ck_assert_int_eq(pdd_max(3, -1), 3);
    ck_assert_int_eq(pdd_abs(-5), 5);
    ck_assert_int_eq(pdd_floordiv(5, 0), 0); /* no trap on a zero extent */
}
END_TEST

static Suite *sym_suite(void)
{
    Suite *s = suite_create("sym_expr");
    TCase *t = tcase_create("extents");
    tcase_add_test(t, powers_become_pdd_ipow_and_bind_tighter_than_minus);
    tcase_add_test(t, calls_and_floor_division_map_to_the_helpers);
    tcase_add_test(t, what_has_no_integer_meaning_is_refused_with_a_reason);
    tcase_add_test(t, the_helpers_follow_python_integer_arithmetic);
    suite_add_tcase(s, t);
    return s;
}

int main(void)
{
    SRunner *sr = srunner_create(sym_suite());
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
