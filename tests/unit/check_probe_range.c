/* check_probe_range.c: the flag of a probe site in a vectorised loop is raised exactly when a
 * stored value lies outside the site's range (NaN always outside), for the ranges the checkers
 * set, the values at their edges, alone and among good ones at every place of a vector and of
 * the loop's remainder — good ones of both signs where the range allows; the same with the
 * loop built under -ffast-math, where a range that does not hold 0 flags every loop (its
 * re-check decides). The fast form (PDD_SITE_*_FAST, for ranges holding 0) is raised exactly
 * when a value lies outside [+0, hi]: every bad value, and a negative good one (an alarm).
 * A row loop tested once per block is flagged the same in the fast form, and as the
 * compares' are under -ffast-math in the compares' copy, with or without it.
 * A bulk copy's scan leaves a doubt (libpdd's exact scan then runs) for every bad value, for
 * no good one where the range is symmetric, for a negative one where it is [lo <= 0, hi],
 * and always where the range does not hold 0; in arrays long enough for its threads too. */
#include <pdd/probe.h>

#include <check.h>
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int probe_range_ieee(pdd_unit *u, double *out, const double *in, int n);
int probe_range_fast(pdd_unit *u, double *out, const double *in, int n);
int probe_fast_ieee(pdd_unit *u, double *out, const double *in, int n);
int probe_fast_fast(pdd_unit *u, double *out, const double *in, int n);
int probe_copy_ieee(pdd_unit *u, const double *in, int64_t n);
int probe_copy_fast(pdd_unit *u, const double *in, int64_t n);
int probe_block_ieee(pdd_unit *u, double *out0, double *out1, const double *in0, const double *in1, int rows,
                     int n, int *bad1);
int probe_block_fast(pdd_unit *u, double *out0, double *out1, const double *in0, const double *in1, int rows,
                     int n, int *bad1);
int probe_block_exact_ieee(pdd_unit *u, double *out0, double *out1, const double *in0, const double *in1,
                           int rows, int n, int *bad1);
int probe_block_exact_fast(pdd_unit *u, double *out0, double *out1, const double *in0, const double *in1,
                           int rows, int n, int *bad1);
int probe_range_base(pdd_unit *u, double *out, const double *in, int n);
int probe_fast_base(pdd_unit *u, double *out, const double *in, int n);
int probe_copy_base(pdd_unit *u, const double *in, int64_t n);
int probe_block_base(pdd_unit *u, double *out0, double *out1, const double *in0, const double *in1, int rows,
                     int n, int *bad1);
int probe_block_exact_base(pdd_unit *u, double *out0, double *out1, const double *in0, const double *in1,
                           int rows, int n, int *bad1);
int probe_lanes_ieee(void);
int probe_lanes_fast(void);
int probe_lanes_base(void);
/* -march=native with the fast copy's row form forced: a maximum a row, lanes on the stack */
int probe_fast_rows(pdd_unit *u, double *out, const double *in, int n);
int probe_fast_lanes(pdd_unit *u, double *out, const double *in, int n);
int probe_block_rows(pdd_unit *u, double *out0, double *out1, const double *in0, const double *in1, int rows,
                     int n, int *bad1);
int probe_block_lanes(pdd_unit *u, double *out0, double *out1, const double *in0, const double *in1, int rows,
                      int n, int *bad1);
int probe_lanes_rows(void);
int probe_lanes_lanes(void);
/* -march=native with the light row read back after its loop forced (PDD_ROW_BACK=1) */
int probe_block_back(pdd_unit *u, double *out0, double *out1, const double *in0, const double *in1, int rows,
                     int n, int *bad1);
int probe_block_exact_back(pdd_unit *u, double *out0, double *out1, const double *in0, const double *in1,
                           int rows, int n, int *bad1);
int probe_lanes_back(void);
#ifdef PROBE_RANGE_AVX2 /* x86-64: the kernel built for AVX2 without AVX-512 too */
int probe_range_avx2(pdd_unit *u, double *out, const double *in, int n);
int probe_fast_avx2(pdd_unit *u, double *out, const double *in, int n);
int probe_block_avx2(pdd_unit *u, double *out0, double *out1, const double *in0, const double *in1, int rows,
                     int n, int *bad1);
int probe_block_exact_avx2(pdd_unit *u, double *out0, double *out1, const double *in0, const double *in1,
                           int rows, int n, int *bad1);
int probe_lanes_avx2(void);
#define AVX2_NAME "-O3 -march=x86-64-v3"
/* Its code runs only on a CPU with AVX2 (main says so where it is skipped). */
static int runs_here(const char *name)
{
    return strncmp(name, AVX2_NAME, strlen(AVX2_NAME)) != 0 || __builtin_cpu_supports("avx2");
}
#else
static int runs_here(const char *name)
{
    (void)name;
    return 1;
}
#endif

enum { COMPARES, COMPARES_BITS, FAST };
static const struct {
    const char *name;
    int (*run)(pdd_unit *u, double *out, const double *in, int n);
    int form;
} builds[] = {{"-O3", probe_range_ieee, COMPARES},
              {"-O3 -ffast-math", probe_range_fast, COMPARES_BITS},
              {"-O3, fast form", probe_fast_ieee, FAST},
              {"-O3 -ffast-math, fast form", probe_fast_fast, FAST},
              {"-O3, no -march", probe_range_base, COMPARES},
              {"-O3, no -march, fast form", probe_fast_base, FAST},
              {"-O3, a maximum a row, fast form", probe_fast_rows, FAST},
              {"-O3, lanes on the stack, fast form", probe_fast_lanes, FAST},
#ifdef PROBE_RANGE_AVX2
              {AVX2_NAME, probe_range_avx2, COMPARES},
              {AVX2_NAME ", fast form", probe_fast_avx2, FAST},
#endif
};

static const double ranges[][2] = {
    {-INFINITY, INFINITY}, /* nan alone */
    {-DBL_MAX, DBL_MAX},   /* nan, inf */
    {-1e-8, INFINITY},     /* neg_tracer */
    {-1e-8, DBL_MAX},      /* neg_tracer, inf */
    {0.0, INFINITY},       /* neg_delp */
    {-0.0, DBL_MAX},       /* neg_delp, inf */
    {1.0, 2.0},            /* a user's bounds */
    {-2.0, -1.0},
    {-5.0, 0.0},
    {0.0, 0.0},
};

static double nan_with(uint64_t bits)
{
    double v;
    memcpy(&v, &bits, sizeof v);
    return v;
}

/* The values worth trying against [lo, hi]: specials, and each bound with its neighbours. */
static int values(double lo, double hi, double *v)
{
    int n = 0;
    const double fixed[] = {0.0, -0.0, 1.0, -1.0, 1e-8, -1e-8, DBL_MIN, -DBL_MIN,
                            4.9406564584124654e-324, -4.9406564584124654e-324, DBL_MAX, -DBL_MAX,
                            INFINITY, -INFINITY, NAN, -NAN, nan_with(0x7ff0000000000001ull),
                            nan_with(0xfff0000000000001ull), nan_with(0xffffffffffffffffull), 1e300,
                            -1e300, 2.0, -2.0, 5.0, -5.0};
    for (size_t i = 0; i < sizeof fixed / sizeof *fixed; i++)
        v[n++] = fixed[i];
    const double b[2] = {lo, hi};
    for (int i = 0; i < 2; i++) {
        v[n++] = b[i];
        v[n++] = nextafter(b[i], -INFINITY);
        v[n++] = nextafter(b[i], INFINITY);
    }
    return n;
}

static int outside(double v, double lo, double hi)
{
    return !(lo <= v && v <= hi);
}

static int holds_zero(double lo, double hi)
{
    return lo <= 0.0 && hi >= 0.0;
}

/* What a form's flag says of one value (see the top of this file). */
static int flagged(int form, double v, double lo, double hi)
{
    if (form == COMPARES_BITS && !holds_zero(lo, hi))
        return 1;
    if (form == FAST) {
        uint64_t b, top = 0;
        memcpy(&b, &v, sizeof b);
        if (hi > 0.0)
            memcpy(&top, &hi, sizeof top);
        return b > top;
    }
    return outside(v, lo, hi);
}

/* A value inside [lo, hi] to surround the one tried: 0 where the range holds it; with
 * negative set, a negative one where the range holds one (else as without). */
static double inside(double lo, double hi, int negative)
{
    if (negative && lo < 0.0)
        return hi < 0.0 ? (isfinite(hi) ? hi : -1.0) : isfinite(lo) ? lo / 2 : -1.0;
    if (lo <= 0.0 && 0.0 <= hi)
        return 0.0;
    return isfinite(lo) ? lo : hi;
}

static pdd_range range_of_site;
static const pdd_site_desc site = {0, 0, 1, 0};
static const pdd_field_desc field = {"f", PDD_T_F64, 1, PDD_STORAGE_HOST, 0};
static pdd_unit unit = {.abi = PDD_ABI_VERSION, .program = "probe_range", .nfields = 1, .nsites = 1,
                        .fields = &field, .sites = &site, .ranges = &range_of_site};

START_TEST(flag_is_raised_exactly_for_values_outside_the_range)
{
    pdd_enabled = 1; /* PDD_SITE_BAD reads it; nothing else of libpdd runs here */
    enum { N = 37 }; /* a vector of 8 or 4 doubles, and a remainder */
    double in[N], out[N], v[64];
    const int places[] = {0, 1, 7, 8, 15, 31, 32, 36};
    for (size_t b = 0; b < sizeof builds / sizeof *builds; b++)
        for (size_t r = 0; r < sizeof ranges / sizeof *ranges && runs_here(builds[b].name); r++) {
            double lo = ranges[r][0], hi = ranges[r][1];
            int form = builds[b].form;
            if (form == FAST && !holds_zero(lo, hi))
                continue; /* such a kernel never takes the fast form */
            range_of_site.lo = lo;
            range_of_site.hi = hi;
            int nv = values(lo, hi, v);
            for (int i = 0; i < nv; i++) {
                int want = flagged(form, v[i], lo, hi);
                /* no form may miss a bad value: the re-check only sees flagged loops */
                ck_assert(want || !outside(v[i], lo, hi));
                int alone = builds[b].run(&unit, out, &v[i], 1);
                ck_assert_msg(alone == want, "%s, range [%g, %g], value %a alone: flag %d, expected %d",
                              builds[b].name, lo, hi, v[i], alone, want);
                for (int negative = 0; negative < 2; negative++)
                    for (size_t p = 0; p < sizeof places / sizeof *places; p++) {
                        for (int k = 0; k < N; k++)
                            in[k] = inside(lo, hi, negative);
                        in[places[p]] = v[i];
                        int among = builds[b].run(&unit, out, in, N);
                        int want_among = want || flagged(form, inside(lo, hi, negative), lo, hi);
                        ck_assert_msg(among == want_among,
                                      "%s, range [%g, %g], value %a at %d of %d among %g: flag %d, "
                                      "expected %d", builds[b].name, lo, hi, v[i], places[p], N,
                                      inside(lo, hi, negative), among, want_among);
                        ck_assert(memcmp(out, in, sizeof in) == 0); /* the stores are untouched */
                    }
            }
            int none = builds[b].run(&unit, out, in, 0);
            ck_assert_msg(none == (form == COMPARES_BITS && !holds_zero(lo, hi)), "%s: an empty loop: flag %d",
                          builds[b].name, none);
        }
    pdd_enabled = 0;
}
END_TEST

/* What the copy scan says of one value (see the top of this file). */
static int doubted(double v, double lo, double hi)
{
    /* the fast form's maximum, over magnitudes where the range is symmetric */
    return !holds_zero(lo, hi) || flagged(FAST, lo == -hi ? fabs(v) : v, lo, hi);
}

START_TEST(a_copy_scan_doubts_every_bad_value)
{
    int (*const scan[3])(pdd_unit *, const double *, int64_t) = {probe_copy_ieee, probe_copy_fast, probe_copy_base};
    const char *const names[3] = {"-O3", "-O3 -ffast-math", "-O3, no -march"};
    enum { BIG = 100003 }; /* the threads' chunks and a vector remainder */
    static double in[BIG];
    double v[64];
    for (int b = 0; b < 3; b++)
        for (size_t r = 0; r < sizeof ranges / sizeof *ranges; r++) {
            double lo = ranges[r][0], hi = ranges[r][1];
            range_of_site.lo = lo;
            range_of_site.hi = hi;
            int nv = values(lo, hi, v);
            for (int i = 0; i < nv; i++) {
                int want = doubted(v[i], lo, hi);
                ck_assert(want || !outside(v[i], lo, hi));
                ck_assert_int_eq(scan[b](&unit, &v[i], 1), want);
                for (int negative = 0; negative < 2; negative++) {
                    const int64_t lens[2] = {37, BIG};
                    for (int l = 0; l < 2; l++) {
                        const int64_t n = lens[l], places[3] = {0, n / 2, n - 1};
                        for (int p = 0; p < 3; p++) {
                            for (int64_t k = 0; k < n; k++)
                                in[k] = inside(lo, hi, negative);
                            in[places[p]] = v[i];
                            int want_among = want || doubted(inside(lo, hi, negative), lo, hi);
                            int got = scan[b](&unit, in, n);
                            ck_assert_msg(got == want_among,
                                          "%s, range [%g, %g], value %a at %lld of %lld among %g: doubt %d, "
                                          "expected %d", names[b], lo, hi, v[i], (long long)places[p],
                                          (long long)n, inside(lo, hi, negative), got, want_among);
                        }
                    }
                }
            }
        }
}
END_TEST

/* Two sites of one row loop tested once per block: a value flags its own site's block
 * wherever it lies (every row, every place of a vector and of the remainder), never the
 * other's, and the block's next run starts clean (its lanes were cleared). The fast form
 * (ranges holding 0) flags what lies outside [+0, hi]; the compares' copy exactly what lies
 * outside the range, and every block where the range does not hold 0. */
static pdd_range ranges_of_two[2];
static const pdd_site_desc two_sites[2] = {{0, 0, 1, 0}, {0, 0, 2, 0}};
static pdd_unit two = {.abi = PDD_ABI_VERSION, .program = "probe_block", .nfields = 1, .nsites = 2,
                       .fields = &field, .sites = two_sites, .ranges = ranges_of_two};

START_TEST(a_block_is_flagged_exactly_for_its_own_site_and_starts_clean)
{
    const struct {
        const char *name;
        int (*run)(pdd_unit *, double *, double *, const double *, const double *, int, int, int *);
        int form;
    } blocks[] = {{"-O3, fast form", probe_block_ieee, FAST},
                  {"-O3 -ffast-math, fast form", probe_block_fast, FAST},
                  {"-O3, compares", probe_block_exact_ieee, COMPARES_BITS},
                  {"-O3 -ffast-math, compares", probe_block_exact_fast, COMPARES_BITS},
                  {"-O3, no -march, fast form", probe_block_base, FAST},
                  {"-O3, no -march, compares", probe_block_exact_base, COMPARES_BITS},
                  {"-O3, a maximum a row, fast form", probe_block_rows, FAST},
                  {"-O3, lanes on the stack, fast form", probe_block_lanes, FAST},
                  {"-O3, a light row read back, fast form", probe_block_back, FAST},
                  {"-O3, a light row read back, compares", probe_block_exact_back, COMPARES_BITS},
#ifdef PROBE_RANGE_AVX2
                  {AVX2_NAME ", fast form", probe_block_avx2, FAST},
                  {AVX2_NAME ", compares", probe_block_exact_avx2, COMPARES_BITS},
#endif
    };
    enum { ROWS = 3, N = 37 };
    double in[2][ROWS * N], out[2][ROWS * N], v[64];
    const int places[] = {0, 7, 8, 31, 32, 36};
    pdd_enabled = 1;
    for (size_t b = 0; b < sizeof blocks / sizeof *blocks; b++)
        for (size_t r = 0; r < sizeof ranges / sizeof *ranges && runs_here(blocks[b].name); r++) {
            double lo = ranges[r][0], hi = ranges[r][1];
            int form = blocks[b].form;
            if (form == FAST && !holds_zero(lo, hi))
                continue; /* such a kernel never takes the fast form */
            ranges_of_two[0] = ranges_of_two[1] = (pdd_range){lo, hi};
            int nv = values(lo, hi, v), other = form == COMPARES_BITS && !holds_zero(lo, hi);
            for (int i = 0; i < nv; i++) {
                int want = flagged(form, v[i], lo, hi);
                ck_assert(want || !outside(v[i], lo, hi));
                for (int s = 0; s < 2; s++)
                    for (int row = 0; row < ROWS; row++)
                        for (size_t p = 0; p < sizeof places / sizeof *places; p++) {
                            for (int k = 0; k < ROWS * N; k++)
                                in[0][k] = in[1][k] = inside(lo, hi, 0);
                            in[s][row * N + places[p]] = v[i];
                            int flag[2];
                            flag[0] = blocks[b].run(&two, out[0], out[1], in[0], in[1], ROWS, N, &flag[1]);
                            ck_assert_msg(flag[s] == want && flag[1 - s] == other,
                                          "%s, range [%g, %g], value %a at site %d, row %d, place %d: flags %d %d, "
                                          "expected %d at site %d, %d at the other",
                                          blocks[b].name, lo, hi, v[i], s, row, places[p], flag[0], flag[1], want,
                                          s, other);
                            ck_assert(memcmp(out, in, sizeof in) == 0);
                            in[s][row * N + places[p]] = inside(lo, hi, 0);
                            flag[0] = blocks[b].run(&two, out[0], out[1], in[0], in[1], ROWS, N, &flag[1]);
                            ck_assert_msg(flag[0] == other && flag[1] == other,
                                          "%s: a clean run after a flagged one: %d %d", blocks[b].name, flag[0],
                                          flag[1]);
                        }
            }
        }
    pdd_enabled = 0;
}
END_TEST

/* A row longer than the lanes the fast form keeps on the stack (PDD_LANES_STACK, where it
 * stores under a mask) stores none: its block is flagged whatever its values (an alarm, so
 * the kernel takes the compares from its next call; the flagged block is re-checked exactly),
 * and a bad value past the stack's lanes is flagged with nothing stored there (ASan watches
 * the stack). A form without stack lanes, and the compares' copy, flag such a row exactly. */
START_TEST(a_row_longer_than_the_stack_lanes_flags_its_block)
{
    const struct {
        const char *name;
        int (*run)(pdd_unit *, double *, double *, const double *, const double *, int, int, int *);
        int lanes; /* on the stack; 0: none */
    } blocks[] = {{"-O3, fast form", probe_block_ieee, probe_lanes_ieee()},
                  {"-O3 -ffast-math, fast form", probe_block_fast, probe_lanes_fast()},
                  {"-O3, no -march, fast form", probe_block_base, probe_lanes_base()},
                  {"-O3, a maximum a row, fast form", probe_block_rows, probe_lanes_rows()},
                  {"-O3, lanes on the stack, fast form", probe_block_lanes, probe_lanes_lanes()},
                  {"-O3, a light row read back, fast form", probe_block_back, probe_lanes_back()},
                  {"-O3, compares", probe_block_exact_ieee, 0},
                  {"-O3 -ffast-math, compares", probe_block_exact_fast, 0},
                  {"-O3, no -march, compares", probe_block_exact_base, 0},
#ifdef PROBE_RANGE_AVX2
                  {AVX2_NAME ", fast form", probe_block_avx2, probe_lanes_avx2()},
                  {AVX2_NAME ", compares", probe_block_exact_avx2, 0},
#endif
    };
    enum { ROWS = 2, N = 1029 };
    static double in[2][ROWS * N], out[2][ROWS * N];
    ranges_of_two[0] = ranges_of_two[1] = (pdd_range){-1e-8, INFINITY};
    pdd_enabled = 1;
    for (size_t b = 0; b < sizeof blocks / sizeof *blocks; b++) {
        if (!runs_here(blocks[b].name))
            continue;
        ck_assert_int_lt(blocks[b].lanes, N); /* the rows below are longer than the stack's lanes */
        int always = blocks[b].lanes > 0;
        for (int k = 0; k < ROWS * N; k++)
            in[0][k] = in[1][k] = 1.0;
        int flag[2];
        flag[0] = blocks[b].run(&two, out[0], out[1], in[0], in[1], ROWS, N, &flag[1]);
        ck_assert_msg(flag[0] == always && flag[1] == always, "%s, clean rows of %d: flags %d %d, expected %d",
                      blocks[b].name, N, flag[0], flag[1], always);
        in[0][ROWS * N - 1] = NAN; /* the last lane of the last row: past the stack's */
        flag[0] = blocks[b].run(&two, out[0], out[1], in[0], in[1], ROWS, N, &flag[1]);
        ck_assert_msg(flag[0] == 1 && flag[1] == always, "%s, a NaN at lane %d: flags %d %d", blocks[b].name,
                      N - 1, flag[0], flag[1]);
        ck_assert(memcmp(out, in, sizeof in) == 0);
    }
    pdd_enabled = 0;
}
END_TEST

START_TEST(flag_is_ignored_while_probes_are_dormant)
{
    pdd_enabled = 0;
    range_of_site.lo = 0.0;
    range_of_site.hi = INFINITY;
    double in[3] = {1.0, NAN, -1.0}, out[3];
    for (size_t b = 0; b < sizeof builds / sizeof *builds; b++)
        if (runs_here(builds[b].name))
            ck_assert_int_eq(builds[b].run(&unit, out, in, 3), 0);
    /* a block's lanes are cleared all the same: turned on, a clean run is not flagged */
    ranges_of_two[0] = ranges_of_two[1] = range_of_site;
    double good[3] = {1.0, 2.0, 3.0}, out1[3];
    int bad1;
    ck_assert_int_eq(probe_block_ieee(&two, out, out1, in, in, 1, 3, &bad1), 0);
    ck_assert_int_eq(bad1, 0);
    pdd_enabled = 1;
    ck_assert_int_eq(probe_block_ieee(&two, out, out1, good, good, 1, 3, &bad1), 0);
    ck_assert_int_eq(bad1, 0);
    pdd_enabled = 0;
}
END_TEST

int main(void)
{
#ifdef PROBE_RANGE_AVX2
    if (!runs_here(AVX2_NAME))
        printf("check_probe_range: this CPU has no AVX2; the kernel built for it is not run\n");
#endif
    Suite *s = suite_create("probe_range");
    TCase *tc = tcase_create("core");
    /* thousands of OpenMP scans: on 2 cores busy with a parallel build, Check's 4 s ran out */
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, flag_is_raised_exactly_for_values_outside_the_range);
    tcase_add_test(tc, flag_is_ignored_while_probes_are_dormant);
    tcase_add_test(tc, a_copy_scan_doubts_every_bad_value);
    tcase_add_test(tc, a_block_is_flagged_exactly_for_its_own_site_and_starts_clean);
    tcase_add_test(tc, a_row_longer_than_the_stack_lanes_flags_its_block);
    suite_add_tcase(s, tc);
    SRunner *sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
