/* check_config.c: every switch — good values, bad values with their exact message, and the
 * PDD_CONFIG JSON file (the variables win over it). */
#include "checker.h"
#include "config.h"
#include "runtime.h"
#include "rank.h"

#include <check.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* The environment a test hands to pdd_config_load: NAME=VALUE strings. */
static const char *fake_env[16];

static const char *fake_get(const char *name)
{
    size_t n = strlen(name);
    for (int i = 0; fake_env[i]; i++)
        if (!strncmp(fake_env[i], name, n) && fake_env[i][n] == '=')
            return fake_env[i] + n + 1;
    return NULL;
}

static pdd_config cfg;
static char err[8192];

/* Loads the configuration from the given NAME=VALUE list; returns pdd_config_load's result. */
static int load(const char *a, const char *b, const char *c)
{
    memset(fake_env, 0, sizeof fake_env);
    fake_env[0] = a, fake_env[1] = b, fake_env[2] = c;
    return pdd_config_load(&cfg, fake_get, err, sizeof err);
}

static char json_path[256];
static const char *write_json(const char *text)
{
    snprintf(json_path, sizeof json_path, "/tmp/pdd-config-%ld.json", (long)getpid());
    FILE *f = fopen(json_path, "w");
    ck_assert_ptr_nonnull(f);
    fputs(text, f);
    fclose(f);
    return json_path;
}

START_TEST(defaults_leave_probes_off_with_paces_checks)
{
    ck_assert_int_eq(load(NULL, NULL, NULL), 0);
    ck_assert_int_eq(cfg.enabled, 0);
    ck_assert_uint_eq(cfg.checks, PDD_CHECK_NAN | PDD_CHECK_NEG_TRACER | PDD_CHECK_NEG_DELP |
                                      PDD_CHECK_PROGRESS | PDD_CHECK_CUDA | PDD_CHECK_CUPTI |
                                      PDD_CHECK_CRASH);
    ck_assert_int_eq(cfg.ntracers, 11);
    ck_assert_str_eq(cfg.tracers[0], "qvapor");
    ck_assert_str_eq(cfg.tracers[8], "qcld");
    ck_assert_str_eq(cfg.tracers[9], "list(*tracers*");
    ck_assert_str_eq(cfg.tracers[10], "*tracers[[]*");
    ck_assert_double_eq(cfg.tracer_min, -1e-8);
    ck_assert_int_eq(cfg.ndelp, 7);
    ck_assert_str_eq(cfg.delp[0], "delp");
    ck_assert_str_eq(cfg.delp[6], "dp_ref");
    ck_assert_uint_eq(cfg.checks & PDD_CHECK_INPUTS, 0); /* the input scan is asked for, never implied */
    ck_assert_str_eq(cfg.log_pattern, "pdd.%r.h5");
    ck_assert_int_eq(cfg.on_fail, PDD_ON_FAIL_LOG);
    ck_assert_int_eq(cfg.progress, PDD_PROGRESS_LOG);
    ck_assert_int_eq(cfg.trace_set, 0);
}
END_TEST

START_TEST(pace_dace_debug_true_turns_probes_on)
{
    ck_assert_int_eq(load("PACE_DACE_DEBUG=True", NULL, NULL), 0);
    ck_assert_int_eq(cfg.enabled, 1);
    ck_assert_int_eq(load("PACE_DACE_DEBUG=False", NULL, NULL), 0);
    ck_assert_int_eq(cfg.enabled, 0);
    ck_assert_int_eq(load("PACE_DACE_DEBUG=1", NULL, NULL), 0);
    ck_assert_int_eq(cfg.enabled, 1);
}
END_TEST

START_TEST(pace_dace_debug_bad_value_is_named_and_probes_stay_off)
{
    ck_assert_int_eq(load("PACE_DACE_DEBUG=maybe", NULL, NULL), -1);
    ck_assert_str_eq(err, "pdd: PACE_DACE_DEBUG=maybe: accepted: True or False (also 1/0, yes/no, on/off)");
    ck_assert_int_eq(cfg.enabled, 0);
}
END_TEST

/* NDSL's names for the switch (2025-08 on, 2026-04 on): a Pace user of 2026 types those. Any one
 * true among those given is on; the log says which. */
START_TEST(ndsl_switches_turn_probes_on_and_say_which)
{
    ck_assert_int_eq(load("NDSL_DACE_DEBUG=True", NULL, NULL), 0);
    ck_assert_int_eq(cfg.enabled, 1);
    ck_assert_str_eq(cfg.enabled_by, "NDSL_DACE_DEBUG");
    ck_assert_int_eq(load("NDSL_DACE_FORCE_SYNC_GPU=True", NULL, NULL), 0);
    ck_assert_int_eq(cfg.enabled, 1);
    ck_assert_str_eq(cfg.enabled_by, "NDSL_DACE_FORCE_SYNC_GPU");
    ck_assert_int_eq(load("PACE_DACE_DEBUG=False", "NDSL_DACE_FORCE_SYNC_GPU=True", NULL), 0);
    ck_assert_int_eq(cfg.enabled, 1);
    ck_assert_str_eq(cfg.enabled_by, "NDSL_DACE_FORCE_SYNC_GPU");
    ck_assert_int_eq(load("NDSL_DACE_DEBUG=True", "PACE_DACE_DEBUG=True", NULL), 0);
    ck_assert_str_eq(cfg.enabled_by, "PACE_DACE_DEBUG, NDSL_DACE_DEBUG");
    ck_assert_int_eq(load("NDSL_DACE_DEBUG=False", "NDSL_DACE_FORCE_SYNC_GPU=False", NULL), 0);
    ck_assert_int_eq(cfg.enabled, 0);
    ck_assert_str_eq(cfg.enabled_by, "");
    char *j = pdd_config_to_json((load("NDSL_DACE_FORCE_SYNC_GPU=1", NULL, NULL), &cfg));
    ck_assert_ptr_nonnull(strstr(j, "\"enabled_by\":\"NDSL_DACE_FORCE_SYNC_GPU\""));
    free(j);
    ck_assert_int_eq(load("NDSL_DACE_FORCE_SYNC_GPU=yes please", NULL, NULL), -1);
    ck_assert_str_eq(err, "pdd: NDSL_DACE_FORCE_SYNC_GPU=yes please: accepted: True or False (also 1/0, "
                          "yes/no, on/off)");
    ck_assert_int_eq(cfg.enabled, 0);
    /* a variable, whichever, wins over the file's "enabled" */
    char var[300];
    snprintf(var, sizeof var, "PDD_CONFIG=%s", write_json("{\"enabled\": true}"));
    ck_assert_int_eq(load(var, NULL, NULL), 0);
    ck_assert_int_eq(cfg.enabled, 1);
    ck_assert_str_eq(cfg.enabled_by, "PDD_CONFIG's \"enabled\"");
    ck_assert_int_eq(load(var, "NDSL_DACE_DEBUG=False", NULL), 0);
    ck_assert_int_eq(cfg.enabled, 0);
    /* the file has no key for NDSL's names: they are variables only */
    write_json("{\"NDSL_DACE_DEBUG\": true}");
    ck_assert_int_eq(load(var, NULL, NULL), -1);
    ck_assert_ptr_nonnull(strstr(err, "unknown key 'NDSL_DACE_DEBUG'; accepted: enabled, checks,"));
    unlink(json_path);
}
END_TEST

/* A list that takes the default (`default,...`, or negations alone) takes the trace an index
 * implies; one that names its checkers does not. */
START_TEST(a_list_from_the_default_keeps_the_trace_an_index_implies)
{
    ck_assert_int_eq(load("PDD_CHECKS=default,inf,inputs", "PDD_TRACE_INDEX=3,4,1", NULL), 0);
    ck_assert_uint_eq(cfg.checks, pdd_checkers_default() | PDD_CHECK_INF | PDD_CHECK_INPUTS | PDD_CHECK_TRACE);
    ck_assert_int_eq(load("PDD_CHECKS=!crash", "PDD_TRACE_INDEX=3,4,1", NULL), 0);
    ck_assert_uint_eq(cfg.checks, (pdd_checkers_default() | PDD_CHECK_TRACE) & ~(uint32_t)PDD_CHECK_CRASH);
    ck_assert_int_eq(load("PDD_CHECKS=default,!trace", "PDD_TRACE_INDEX=3,4,1", NULL), 0);
    ck_assert_uint_eq(cfg.checks, pdd_checkers_default());
    ck_assert_int_eq(load("PDD_CHECKS=nan,inf", "PDD_TRACE_INDEX=3,4,1", NULL), 0);
    ck_assert_uint_eq(cfg.checks, PDD_CHECK_NAN | PDD_CHECK_INF);
    ck_assert_int_eq(load("PDD_CHECKS=default,inf", NULL, NULL), 0); /* no index: no trace */
    ck_assert_uint_eq(cfg.checks, pdd_checkers_default() | PDD_CHECK_INF);
}
END_TEST

/* A value of 100 KB is shown by its start, its end and its length: the line still says what is
 * wrong and what is accepted (it used to be 4.6 KB, cut before either). */
START_TEST(a_huge_value_is_shortened_in_the_middle_of_its_line)
{
    static char checks[100 * 1024 + 64], trace[64 * 1024], var[sizeof checks + 16], tvar[sizeof trace + 32];
    size_t at = 0;
    while (at < 100 * 1024)
        at += (size_t)snprintf(checks + at, sizeof checks - at, "nan,");
    snprintf(checks + at, sizeof checks - at, "bogus");
    snprintf(var, sizeof var, "PDD_CHECKS=%s", checks);
    ck_assert_int_eq(load(var, NULL, NULL), -1);
    char want[512];
    snprintf(want, sizeof want, "pdd: PDD_CHECKS=nan,nan,nan,nan,nan,nan,nan,...an,nan,nan,nan,nan,nan,bogus (%zu bytes): "
             "unknown name 'bogus'; accepted: all, none, default, nan,inf,neg_delp,neg_tracer,inputs,trace,progress,"
             "cuda,cupti,crash,null, !NAME, comma separated", strlen(checks));
    ck_assert_str_eq(err, want);
    at = 0;
    for (int i = 0; i < 10000; i++)
        at += (size_t)snprintf(trace + at, sizeof trace - at, "%s%d", i ? "," : "", i % 10);
    snprintf(tvar, sizeof tvar, "PDD_TRACE_INDEX=%s", trace);
    ck_assert_int_eq(load("PACE_DACE_DEBUG=True", tvar, NULL), 1);
    ck_assert_ptr_nonnull(strstr(err, "pdd: PDD_TRACE_INDEX=0,1,2,3,4,5,6,7,8,9,0,1,2,3,...,6,7,8,9,0,1,2,3,4,5,6,7,8,9 (19999 bytes): "
                                      "accepted: points of 1 to 8 non-negative integers"));
    ck_assert_ptr_nonnull(strstr(err, "; the trace is off for this run, the other checkers run"));
    ck_assert_uint_le(strlen(err), 300);
    ck_assert_int_eq(cfg.enabled, 1);
    ck_assert_int_eq(cfg.trace_set, 0);
}
END_TEST

/* Every variable's message about a bad value of 8 KB is one line of at most 300 bytes that
 * names the variable and the value's length (shortened in the middle) and says what is
 * accepted or what to do. */
START_TEST(every_bad_value_gets_one_short_line)
{
    static const char *const names[] = {"PACE_DACE_DEBUG", "NDSL_DACE_DEBUG", "NDSL_DACE_FORCE_SYNC_GPU",
                                        "PDD_CHECKS", "PDD_TRACE_INDEX", "PDD_TRACERS", "PDD_TRACER_MIN",
                                        "PDD_DELP", "PDD_LOG", "PDD_ON_FAIL", "PDD_PROGRESS",
                                        "PDD_PROGRESS_KEEP", "PDD_MAX_EVENTS", "PDD_CUDA_SYNC", "PDD_HALO",
                                        "PDD_CONFIG"};
    static char var[8 * 1024 + 64];
    for (size_t i = 0; i < sizeof names / sizeof *names; i++) {
        int n = snprintf(var, sizeof var, "%s=", names[i]);
        for (int k = 0; k < 8 * 1024; k++)
            var[n + k] = k % 7 ? 'q' : '%'; /* '%q' is no pattern of PDD_LOG's either */
        var[n + 8 * 1024] = 0;
        int rc = strcmp(names[i], "PACE_DACE_DEBUG") ? load("PACE_DACE_DEBUG=True", var, NULL)
                                                     : load(var, NULL, NULL);
        ck_assert_msg(rc != 0, "%s: a value of 8 KB was taken", names[i]);
        ck_assert_msg(strlen(err) <= 300, "%s: a line of %zu bytes: %s", names[i], strlen(err), err);
        ck_assert_msg(!strchr(err, '\n'), "%s: more than one line: %s", names[i], err);
        ck_assert_msg(strstr(err, names[i]) && strstr(err, "8192 bytes"), "%s: %s", names[i], err);
    }
}
END_TEST

START_TEST(checks_accepts_lists_all_none_and_negation)
{
    ck_assert_int_eq(load("PDD_CHECKS=nan,neg_delp", NULL, NULL), 0);
    ck_assert_uint_eq(cfg.checks, PDD_CHECK_NAN | PDD_CHECK_NEG_DELP);
    ck_assert_int_eq(load("PDD_CHECKS=all,!progress,!trace", NULL, NULL), 0);
    ck_assert_uint_eq(cfg.checks, pdd_checkers_all() & ~(uint32_t)(PDD_CHECK_PROGRESS | PDD_CHECK_TRACE));
    ck_assert_int_eq(load("PDD_CHECKS=none", NULL, NULL), 0);
    ck_assert_uint_eq(cfg.checks, 0);
    ck_assert_int_eq(load("PDD_CHECKS=!crash", NULL, NULL), 0);
    ck_assert_uint_eq(cfg.checks, pdd_checkers_default() & ~(uint32_t)PDD_CHECK_CRASH);
    ck_assert_int_eq(load("PDD_CHECKS=none,inf", NULL, NULL), 0);
    ck_assert_uint_eq(cfg.checks, PDD_CHECK_INF);
    ck_assert_int_eq(load("PDD_CHECKS= nan , inf ", NULL, NULL), 0);
    ck_assert_uint_eq(cfg.checks, PDD_CHECK_NAN | PDD_CHECK_INF);
}
END_TEST

START_TEST(checks_unknown_name_lists_what_is_accepted)
{
    ck_assert_int_eq(load("PDD_CHECKS=nan,nans", NULL, NULL), -1);
    ck_assert_str_eq(err, "pdd: PDD_CHECKS=nan,nans: unknown name 'nans'; accepted: all, none, default, "
                          "nan,inf,neg_delp,neg_tracer,inputs,trace,progress,cuda,cupti,crash,null, !NAME, comma "
                          "separated");
    ck_assert_int_eq(load("PDD_CHECKS=nan,,inf", NULL, NULL), -1);
    ck_assert_ptr_nonnull(strstr(err, "unknown name ''"));
    ck_assert_int_eq(load("PDD_CHECKS=", NULL, NULL), -1);
    ck_assert_ptr_nonnull(strstr(err, "pdd: PDD_CHECKS is empty; accepted: all, none"));
}
END_TEST

START_TEST(trace_index_turns_trace_on_and_is_validated)
{
    ck_assert_int_eq(load("PDD_TRACE_INDEX=10,5,0", NULL, NULL), 0);
    ck_assert_int_eq(cfg.trace_set, 1);
    ck_assert_int_eq(cfg.trace_point_ndim[0], 3);
    ck_assert_int_eq(cfg.trace_points[0][0], 10);
    ck_assert_int_eq(cfg.trace_points[0][2], 0);
    ck_assert_int_eq(cfg.trace_points[0][3], -1);
    ck_assert(cfg.checks & PDD_CHECK_TRACE);
}
END_TEST

START_TEST(trace_index_takes_one_to_eight_numbers)
{
    /* what a 2-D program gives: it used to turn every probe off */
    ck_assert_msg(load("PACE_DACE_DEBUG=True", "PDD_TRACE_INDEX=30,30", NULL) == 0, "%s", err);
    ck_assert_int_eq(cfg.enabled, 1);
    ck_assert_int_eq(cfg.trace_point_ndim[0], 2);
    ck_assert_int_eq(cfg.trace_points[0][1], 30);
    ck_assert_int_eq(cfg.trace_points[0][2], -1);
    ck_assert(cfg.checks & PDD_CHECK_TRACE);
    ck_assert_int_eq(load("PDD_TRACE_INDEX=7", NULL, NULL), 0);
    ck_assert_int_eq(cfg.trace_point_ndim[0], 1);
    ck_assert_int_eq(cfg.trace_points[0][0], 7);
    ck_assert_int_eq(load("PDD_TRACE_INDEX=3,4,5,6", NULL, NULL), 0);
    ck_assert_int_eq(cfg.trace_point_ndim[0], 4);
    ck_assert_int_eq(cfg.trace_points[0][3], 6);
    ck_assert_int_eq(load("PDD_TRACE_INDEX=1,2,3,4,5,6,7,8", NULL, NULL), 0);
    ck_assert_int_eq(cfg.trace_point_ndim[0], 8);
    ck_assert_int_eq(cfg.trace_points[0][7], 8);
    char *j = pdd_config_to_json(&cfg);
    ck_assert_ptr_nonnull(strstr(j, "\"trace_index\":[1,2,3,4,5,6,7,8]"));
    free(j);
    ck_assert_int_eq(load("PDD_TRACE_INDEX=3,4,5,6", NULL, NULL), 0);
    j = pdd_config_to_json(&cfg);
    ck_assert_ptr_nonnull(strstr(j, "\"trace_index\":[3,4,5,6]"));
    free(j);
}
END_TEST

/* A model's 2-D, 3-D and 4-D fields at one place: one point per number of dimensions. */
START_TEST(trace_index_takes_a_point_per_number_of_dimensions)
{
    ck_assert_msg(load("PDD_TRACE_INDEX=12,10;12,10,5,2;12,10,5", NULL, NULL) == 0, "%s", err);
    ck_assert_int_eq(cfg.trace_npoints, 3);
    ck_assert_int_eq(cfg.trace_point_ndim[0], 2);
    ck_assert_int_eq(cfg.trace_point_ndim[1], 4);
    ck_assert_int_eq(cfg.trace_point_ndim[2], 3);
    ck_assert_int_eq(cfg.trace_points[1][3], 2);
    ck_assert_int_eq(cfg.trace_points[2][2], 5);
    ck_assert_int_eq(cfg.trace_points[2][3], -1);
    ck_assert_int_eq(cfg.trace_points[0][1], 10); /* the log's trace_index: the first point */
    char *j = pdd_config_to_json(&cfg);
    ck_assert_ptr_nonnull(strstr(j, "\"trace_index\":[12,10],\"trace_points\":[[12,10],[12,10,5,2],[12,10,5]]"));
    free(j);
    /* two points of one number of dimensions: which one is meant? */
    ck_assert_int_eq(load("PACE_DACE_DEBUG=True", "PDD_TRACE_INDEX=1,2;3,4", NULL), 1);
    ck_assert_str_eq(err, "pdd: PDD_TRACE_INDEX=1,2;3,4: two points of 2 numbers; give one point per number "
                          "of dimensions (e.g. 10,5;10,5,0,2); the trace is off for this run, the other "
                          "checkers run");
    ck_assert_int_eq(cfg.trace_set, 0);
    ck_assert_int_eq(cfg.trace_npoints, 0);
    ck_assert_int_eq(cfg.enabled, 1);
}
END_TEST

START_TEST(a_bad_trace_index_turns_off_the_trace_alone)
{
    static const char *const bad[] = {"PDD_TRACE_INDEX=1,x", "PDD_TRACE_INDEX=-1",
                                      "PDD_TRACE_INDEX=1,2,3,4,5,6,7,8,9", "PDD_TRACE_INDEX=",
                                      "PDD_TRACE_INDEX=1,,2", "PDD_TRACE_INDEX=1,2,",
                                      "PDD_TRACE_INDEX=1,2;", "PDD_TRACE_INDEX=;1",
                                      "PDD_TRACE_INDEX=1,2;;3",
                                      "PDD_TRACE_INDEX=99999999999999999999"};
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        ck_assert_msg(load("PACE_DACE_DEBUG=True", bad[i], NULL) == 1, "%s: %s", bad[i], err);
        char want[512];
        snprintf(want, sizeof want,
                 "pdd: %s: accepted: points of 1 to 8 non-negative integers, comma separated (10,5,0), "
                 "';' between points of different lengths (10,5;10,5,0,2); the trace is off for this "
                 "run, the other checkers run", bad[i]);
        ck_assert_str_eq(err, want);
        ck_assert_int_eq(cfg.enabled, 1);
        ck_assert_int_eq(cfg.trace_set, 0);
        ck_assert_int_eq(cfg.trace_npoints, 0);
        ck_assert_uint_eq(cfg.checks, pdd_checkers_default());
    }
    /* named in PDD_CHECKS: still only the trace goes, not "trace without an index" */
    ck_assert_int_eq(load("PACE_DACE_DEBUG=True", "PDD_CHECKS=nan,trace", "PDD_TRACE_INDEX=1,x"),
                     1);
    ck_assert_uint_eq(cfg.checks, PDD_CHECK_NAN);
    ck_assert_int_eq(cfg.enabled, 1);
    /* another bad switch still turns pdd off */
    ck_assert_int_eq(load("PACE_DACE_DEBUG=True", "PDD_ON_FAIL=explode", "PDD_TRACE_INDEX=1,x"),
                     -1);
    ck_assert_ptr_nonnull(strstr(err, "PDD_ON_FAIL=explode"));
    ck_assert_int_eq(cfg.enabled, 0);
}
END_TEST

START_TEST(a_bad_trace_index_in_the_file_turns_off_the_trace_alone)
{
    char var[300], want[900];
    const char *p =
        write_json("{\"enabled\": true, \"trace_index\": [1, \"x\"], \"on_fail\": \"abort\"}");
    snprintf(var, sizeof var, "PDD_CONFIG=%s", p);
    ck_assert_int_eq(load(var, NULL, NULL), 1);
    snprintf(want, sizeof want,
             "pdd: %s key 'trace_index'=1,x: accepted: points of 1 to 8 non-negative integers, "
             "comma separated (10,5,0), ';' between points of different lengths (10,5;10,5,0,2); "
             "the trace is off for this run, the other checkers run", p);
    ck_assert_str_eq(err, want);
    ck_assert_int_eq(cfg.enabled, 1);
    ck_assert_int_eq(cfg.on_fail, PDD_ON_FAIL_ABORT); /* the keys after it are read */
    ck_assert(!(cfg.checks & PDD_CHECK_TRACE));
    write_json("{\"trace_index\": [[1, 2]]}");
    ck_assert_int_eq(load(var, NULL, NULL), 1);
    ck_assert_ptr_nonnull(
        strstr(err, "key 'trace_index': accepted: a string, number, boolean or list"));
    ck_assert_ptr_nonnull(strstr(err, "the trace is off for this run"));
    /* the variable does not bring back a trace the file got wrong: fix the file */
    write_json("{\"trace_index\": []}");
    ck_assert_int_eq(load(var, "PDD_TRACE_INDEX=1,2,3", NULL), 1);
    ck_assert_int_eq(cfg.trace_set, 0);
    unlink(p);
}
END_TEST

START_TEST(trace_named_without_an_index_is_an_error)
{
    ck_assert_int_eq(load("PDD_CHECKS=nan,trace", NULL, NULL), -1);
    ck_assert_str_eq(err, "pdd: PDD_CHECKS names trace but PDD_TRACE_INDEX is unset; set "
                          "PDD_TRACE_INDEX=i,j,k or drop trace (e.g. all,!trace)");
    ck_assert_int_eq(load("PDD_CHECKS=nan,trace", "PDD_TRACE_INDEX=1,1,1", NULL), 0);
    ck_assert_int_eq(load("PDD_CHECKS=nan", "PDD_TRACE_INDEX=1,1,1", NULL), 0);
    ck_assert_uint_eq(cfg.checks, PDD_CHECK_NAN); /* an explicit list is obeyed as given */
}
END_TEST

START_TEST(tracers_and_threshold)
{
    ck_assert_int_eq(load("PDD_TRACERS=qvapor, qice", "PDD_TRACER_MIN=-1e-6", NULL), 0);
    ck_assert_int_eq(cfg.ntracers, 2);
    ck_assert_str_eq(cfg.tracers[1], "qice");
    ck_assert_double_eq(cfg.tracer_min, -1e-6);
    ck_assert_int_eq(load("PDD_TRACERS=qvapor,", NULL, NULL), -1);
    ck_assert_str_eq(err, "pdd: PDD_TRACERS=qvapor,: accepted: a comma list of names with no empty entry");
    ck_assert_int_eq(load("PDD_TRACERS=", NULL, NULL), -1);
    ck_assert_int_eq(load("PDD_TRACER_MIN=small", NULL, NULL), -1);
    ck_assert_str_eq(err, "pdd: PDD_TRACER_MIN=small: accepted: a finite number (pace uses -1e-8)");
    ck_assert_int_eq(load("PDD_TRACER_MIN=nan", NULL, NULL), -1);
    ck_assert_int_eq(load("PDD_TRACERS=q.v", NULL, NULL), -1);
    ck_assert_str_eq(err, "pdd: PDD_TRACERS=q.v: 'q.v' is no field name or glob; accepted: a comma list of "
                          "names (letters, digits, _) or shell globs of them (* ? [...]), e.g. qvapor,qliquid");
}
END_TEST

START_TEST(delp_takes_names_and_globs_and_names_a_bad_entry)
{
    ck_assert_int_eq(load("PDD_DELP=delp, dp*,[dq]p?", NULL, NULL), 0);
    ck_assert_int_eq(cfg.ndelp, 3);
    ck_assert_str_eq(cfg.delp[1], "dp*");
    ck_assert_str_eq(cfg.delp[2], "[dq]p?");
    ck_assert_int_eq(load("PDD_DELP=delp,", NULL, NULL), -1);
    ck_assert_str_eq(err, "pdd: PDD_DELP=delp,: accepted: a comma list of names with no empty entry");
    ck_assert_int_eq(load("PDD_DELP=", NULL, NULL), -1);
    ck_assert_str_eq(err, "pdd: PDD_DELP is empty: accepted: a comma list of names (e.g. delp,dp1,dp2 or delp,dp*)");
    ck_assert_int_eq(load("PDD_DELP=delp,dp[12", NULL, NULL), -1);
    ck_assert_str_eq(err, "pdd: PDD_DELP=delp,dp[12: 'dp[12' is no field name or glob; accepted: a comma list "
                          "of names (letters, digits, _) or shell globs of them (* ? [...]), e.g. delp,dp1,dp2 "
                          "or delp,dp*");
    ck_assert_int_eq(load("PDD_DELP=state.delp", NULL, NULL), -1);
    ck_assert_ptr_nonnull(strstr(err, "'state.delp' is no field name or glob"));
    ck_assert_int_eq(cfg.enabled, 0);
}
END_TEST

/* The rules docs/switches.md states, one assertion per rule: a change to any of them fails here. */
START_TEST(delp_names_match_whole_names_and_dace_decorations)
{
    ck_assert_int_eq(load(NULL, NULL, NULL), 0);
    const char *yes[] = {"delp", "dp1", "dp2", "dp", "dp_ref", "delp_in", "delp_out",
                         "gpu_delp", "gpu_dp2", "delp_0", "dp2_12", "__g_self_delp", "__g_self__dp1",
                         "__g_self_state_delp", "__g_self_q_delp_3"};
    const char *no[] = {"delpc", "delp_x_flux", "DELP", "qvapor_times_delp", "delp_slice_div_dp2_slice",
                        "dp3", "cdp", "IN_delp", "gpu_", "delp_", "__g_self_delpc", "d",
                        "__g_gen35_1_times___g_self__dp", "dp_initial", "__g_self__dp_initial"};
    for (size_t i = 0; i < sizeof yes / sizeof *yes; i++)
        ck_assert_msg(pdd_field_is_delp(&cfg, yes[i]), "%s should be a layer thickness", yes[i]);
    for (size_t i = 0; i < sizeof no / sizeof *no; i++)
        ck_assert_msg(!pdd_field_is_delp(&cfg, no[i]), "%s should not be a layer thickness", no[i]);
    ck_assert_int_eq(load("PDD_DELP=dp*,pe?", NULL, NULL), 0);
    ck_assert(pdd_field_is_delp(&cfg, "dp3") && pdd_field_is_delp(&cfg, "dpx_y"));
    ck_assert(pdd_field_is_delp(&cfg, "pe1") && !pdd_field_is_delp(&cfg, "pe12"));
    ck_assert(!pdd_field_is_delp(&cfg, "delp")); /* the list replaces the defaults */
}
END_TEST

START_TEST(tracer_names_match_as_case_insensitive_substrings_or_as_globs)
{
    ck_assert_int_eq(load(NULL, NULL, NULL), 0);
    /* and, by the name pdd-instrument gives them, the elements of an orchestrated program's
     * loop over a tracers container; a field called tracers is no tracer by name alone */
    const char *yes[] = {"qvapor", "QVAPOR", "gpu_qvapor", "qvapor_mr", "sum_qvapor_delp", "IN_qice",
                         "qsgs_tke", "qcld", "list(tracers.values())[0]", "list(self.tracers)[2]",
                         "self.tracers['qv']", "tracers[\"qc\"]"};
    const char *no[] = {"q", "qv", "qvap", "tracers", "delp", "qo3", "list(self.qs)[0]", "__g_gen395_0",
                        "self.tracers_x", "self.qs['qv']"};
    for (size_t i = 0; i < sizeof yes / sizeof *yes; i++)
        ck_assert_msg(pdd_field_is_tracer(&cfg, yes[i]), "%s should be a tracer", yes[i]);
    for (size_t i = 0; i < sizeof no / sizeof *no; i++)
        ck_assert_msg(!pdd_field_is_tracer(&cfg, no[i]), "%s should not be a tracer", no[i]);
    /* a glob entry matches whole names (and the decorated ones), as PDD_DELP entries do */
    ck_assert_int_eq(load("PDD_TRACERS=[q],qv*", NULL, NULL), 0);
    ck_assert(pdd_field_is_tracer(&cfg, "q") && pdd_field_is_tracer(&cfg, "gpu_q"));
    ck_assert(!pdd_field_is_tracer(&cfg, "sqrt_q") && !pdd_field_is_tracer(&cfg, "Q"));
    ck_assert(pdd_field_is_tracer(&cfg, "qvapor") && !pdd_field_is_tracer(&cfg, "aqv"));
}
END_TEST

START_TEST(log_pattern_accepts_rank_and_pid_only)
{
    ck_assert_int_eq(load("PDD_LOG=/tmp/run.%r.%p.h5", NULL, NULL), 0);
    char out[256];
    ck_assert_int_eq(pdd_log_path(cfg.log_pattern, 3, 42, out, sizeof out), 0);
    ck_assert_str_eq(out, "/tmp/run.3.42.h5");
    ck_assert_int_eq(load("PDD_LOG=run.%x.h5", NULL, NULL), -1);
    ck_assert_str_eq(err, "pdd: PDD_LOG=run.%x.h5: unknown '%x'; accepted: %r (rank), %p (pid), %% (a %)");
    ck_assert_int_eq(load("PDD_LOG=", NULL, NULL), -1);
}
END_TEST

START_TEST(on_fail_progress_max_events_and_cuda_sync)
{
    ck_assert_int_eq(load("PDD_ON_FAIL=abort", "PDD_PROGRESS=stderr", "PDD_MAX_EVENTS=5"), 0);
    ck_assert_int_eq(cfg.on_fail, PDD_ON_FAIL_ABORT);
    ck_assert_int_eq(cfg.progress, PDD_PROGRESS_STDERR);
    ck_assert_uint_eq(cfg.max_events, 5);
    ck_assert_int_eq(load("PDD_PROGRESS=off", "PDD_MAX_EVENTS=0", "PDD_CUDA_SYNC=1"), 0);
    ck_assert(!(cfg.checks & PDD_CHECK_PROGRESS));
    ck_assert_uint_eq(cfg.max_events, UINT64_MAX);
    ck_assert_int_eq(cfg.cuda_sync, 1);
    ck_assert_int_eq(load("PDD_ON_FAIL=crash", NULL, NULL), -1);
    ck_assert_str_eq(err, "pdd: PDD_ON_FAIL=crash: accepted: log (record and go on) or abort (record, then abort)");
    ck_assert_int_eq(load("PDD_PROGRESS=loud", NULL, NULL), -1);
    ck_assert_str_eq(err, "pdd: PDD_PROGRESS=loud: accepted: log, stderr (log and print a line per kernel) or off");
    ck_assert_int_eq(load("PDD_MAX_EVENTS=-3", NULL, NULL), -1);
    ck_assert_str_eq(err, "pdd: PDD_MAX_EVENTS=-3: accepted: a non-negative integer, events kept per probe site (0: no cap)");
    ck_assert_int_eq(load("PDD_CUDA_SYNC=always", NULL, NULL), -1);
    ck_assert_str_eq(err, "pdd: PDD_CUDA_SYNC=always: accepted: 1 (synchronise after every kernel) or 0");
}
END_TEST

START_TEST(halo_width)
{
    ck_assert_int_eq(load(NULL, NULL, NULL), 0);
    ck_assert_int_eq(cfg.halo, 0);
    ck_assert_int_eq(load("PDD_HALO=3", NULL, NULL), 0);
    ck_assert_int_eq(cfg.halo, 3);
    char *json = pdd_config_to_json(&cfg);
    ck_assert_ptr_nonnull(strstr(json, "\"halo\":3"));
    free(json);
    const char *bad[] = {"PDD_HALO=-1", "PDD_HALO=three", "PDD_HALO=3x", "PDD_HALO=", "PDD_HALO=2000000"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        ck_assert_int_eq(load(bad[i], NULL, NULL), -1);
        char want[200];
        snprintf(want, sizeof want, "pdd: %s: accepted: the halo's width in cells, 0 to 1000000 (3 for "
                 "FV3's cubed sphere; 0: no halo)", bad[i]);
        ck_assert_str_eq(err, want);
        ck_assert_int_eq(cfg.enabled, 0);
    }
}
END_TEST

START_TEST(json_file_sets_everything_and_variables_win)
{
    const char *p = write_json("{\"enabled\": true, \"checks\": [\"nan\", \"inf\"], \"trace_index\": [1,2,3],"
                               " \"tracers\": \"qa,qb\", \"tracer_min\": -0.5, \"log\": \"x.%r.h5\","
                               " \"on_fail\": \"abort\", \"progress\": \"off\", \"max_events\": 7,"
                               " \"cuda_sync\": 1, \"delp\": [\"delp\", \"dp*\"]}");
    char var[300];
    snprintf(var, sizeof var, "PDD_CONFIG=%s", p);
    ck_assert_msg(load(var, NULL, NULL) == 0, "%s", err);
    ck_assert_int_eq(cfg.enabled, 1);
    ck_assert_uint_eq(cfg.checks, PDD_CHECK_NAN | PDD_CHECK_INF);
    ck_assert_int_eq(cfg.trace_points[0][1], 2);
    ck_assert_int_eq(cfg.ntracers, 2);
    ck_assert_str_eq(cfg.tracers[1], "qb");
    ck_assert_double_eq(cfg.tracer_min, -0.5);
    ck_assert_int_eq(cfg.ndelp, 2);
    ck_assert_str_eq(cfg.delp[1], "dp*");
    ck_assert_str_eq(cfg.log_pattern, "x.%r.h5");
    ck_assert_int_eq(cfg.on_fail, PDD_ON_FAIL_ABORT);
    ck_assert_int_eq(cfg.progress, PDD_PROGRESS_OFF);
    ck_assert_uint_eq(cfg.max_events, 7);
    ck_assert_int_eq(load(var, "PDD_ON_FAIL=log", "PACE_DACE_DEBUG=False"), 0);
    ck_assert_int_eq(cfg.on_fail, PDD_ON_FAIL_LOG);
    ck_assert_int_eq(cfg.enabled, 0);
    unlink(p);
}
END_TEST

START_TEST(json_file_errors_name_file_key_and_fix)
{
    char var[300];
    const char *p = write_json("{\"on_fail\": \"explode\"}");
    snprintf(var, sizeof var, "PDD_CONFIG=%s", p);
    ck_assert_int_eq(load(var, "PACE_DACE_DEBUG=True", NULL), -1);
    char want[600];
    snprintf(want, sizeof want,
             "pdd: %s key 'on_fail'=explode: accepted: log (record and go on) or abort (record, then abort)", p);
    ck_assert_str_eq(err, want);
    ck_assert_int_eq(cfg.enabled, 0);

    write_json("{\"colour\": \"red\"}");
    ck_assert_int_eq(load(var, NULL, NULL), -1);
    snprintf(want, sizeof want,
             "pdd: PDD_CONFIG=%s: unknown key 'colour'; accepted: enabled, checks, trace_index, tracers, "
             "tracer_min, delp, log, on_fail, progress, progress_keep, max_events, cuda_sync, halo", p);
    ck_assert_str_eq(err, want);

    write_json("{\"checks\": [\"nan\",");
    ck_assert_int_eq(load(var, NULL, NULL), -1);
    ck_assert_ptr_nonnull(strstr(err, ": not a JSON object (error near byte"));

    write_json("{\"checks\": {\"nan\": 1}}");
    ck_assert_int_eq(load(var, NULL, NULL), -1);
    ck_assert_ptr_nonnull(strstr(err, "key 'checks': accepted: a string, number, boolean or list of them"));
    unlink(p);

    ck_assert_int_eq(load("PDD_CONFIG=/nonexistent/pdd.json", NULL, NULL), -1);
    ck_assert_str_eq(err, "pdd: PDD_CONFIG=/nonexistent/pdd.json: cannot open: No such file or directory; "
                          "set PDD_CONFIG to a readable JSON file");
}
END_TEST

/* Only a regular file of at most 1 MiB is read: /dev/zero would be read until memory runs
 * out, a directory gave "error near byte 0". */
START_TEST(json_file_that_is_no_settings_file_is_refused_by_name)
{
    ck_assert_int_eq(load("PDD_CONFIG=/dev/zero", NULL, NULL), -1);
    ck_assert_str_eq(err, "pdd: PDD_CONFIG=/dev/zero: not a regular file (a device, FIFO or socket); "
                          "set PDD_CONFIG to a JSON file");

    ck_assert_int_eq(load("PDD_CONFIG=/tmp", NULL, NULL), -1);
    ck_assert_str_eq(err, "pdd: PDD_CONFIG=/tmp: is a directory; set PDD_CONFIG to a JSON file");

    char fifo[256], var[300];
    snprintf(fifo, sizeof fifo, "/tmp/pdd-config-fifo-%ld", (long)getpid());
    unlink(fifo);
    ck_assert_int_eq(mkfifo(fifo, 0600), 0);
    snprintf(var, sizeof var, "PDD_CONFIG=%s", fifo);
    ck_assert_int_eq(load(var, NULL, NULL), -1); /* refused at once, no writer waited for */
    ck_assert_ptr_nonnull(strstr(err, ": not a regular file (a device, FIFO or socket);"));
    unlink(fifo);

    /* a valid JSON object just over the bound: refused for its size, not parsed */
    const char *p = write_json("{}");
    FILE *f = fopen(p, "w");
    ck_assert_ptr_nonnull(f);
    fputs("{\"checks\": \"nan\"", f);
    for (long i = 0; i < (1L << 20); i += 8)
        fputs("        ", f);
    fputs("}", f);
    long size = ftell(f);
    fclose(f);
    snprintf(var, sizeof var, "PDD_CONFIG=%s", p);
    ck_assert_int_eq(load(var, NULL, NULL), -1);
    char want[600];
    snprintf(want, sizeof want,
             "pdd: PDD_CONFIG=%s: %ld bytes, more than the 1048576 a settings file may have; set "
             "PDD_CONFIG to pdd's JSON settings file",
             p, size);
    ck_assert_str_eq(err, want);

    /* the same settings with less padding are read */
    f = fopen(p, "w");
    fputs("{\"checks\": \"nan\"", f);
    for (long i = 0; i < (1L << 19); i += 8)
        fputs("        ", f);
    fputs("}", f);
    fclose(f);
    ck_assert_int_eq(load(var, NULL, NULL), 0);
    unlink(p);
}
END_TEST

START_TEST(rank_comes_from_the_launcher_variables)
{
    memset(fake_env, 0, sizeof fake_env);
    ck_assert_int_eq(pdd_rank_from_env(fake_get), 0);
    fake_env[0] = "SLURM_PROCID=7";
    ck_assert_int_eq(pdd_rank_from_env(fake_get), 7);
    fake_env[1] = "OMPI_COMM_WORLD_RANK=3";
    ck_assert_int_eq(pdd_rank_from_env(fake_get), 3);
    fake_env[0] = "PMI_RANK=5", fake_env[1] = NULL;
    ck_assert_int_eq(pdd_rank_from_env(fake_get), 5);
    fake_env[0] = "PMIX_RANK=11";
    ck_assert_int_eq(pdd_rank_from_env(fake_get), 11);
}
END_TEST

START_TEST(effective_configuration_is_written_as_json)
{
    ck_assert_int_eq(load("PACE_DACE_DEBUG=True", "PDD_CHECKS=nan,neg_delp", "PDD_TRACE_INDEX=1,2,3"), 0);
    char *j = pdd_config_to_json(&cfg);
    ck_assert_ptr_nonnull(strstr(j, "\"enabled\":true"));
    ck_assert_ptr_nonnull(strstr(j, "\"checks\":[\"nan\",\"neg_delp\"]"));
    ck_assert_ptr_nonnull(strstr(j, "\"trace_index\":[1,2,3]"));
    ck_assert_ptr_nonnull(strstr(j, "\"on_fail\":\"log\""));
    ck_assert_ptr_nonnull(strstr(j, "\"delp\":[\"delp\",\"delp_in\",\"delp_out\",\"dp\",\"dp1\",\"dp2\","
                                    "\"dp_ref\"]"));
    free(j);
    ck_assert_int_eq(load("PDD_CHECKS=default,inputs", "PDD_DELP=dp?", NULL), 0);
    j = pdd_config_to_json(&cfg);
    ck_assert_ptr_nonnull(strstr(j, "\"checks\":[\"nan\",\"neg_delp\",\"neg_tracer\",\"inputs\","));
    ck_assert_ptr_nonnull(strstr(j, "\"delp\":[\"dp?\"]"));
    free(j);
}
END_TEST

START_TEST(a_bad_switch_at_start_up_prints_one_line_and_the_program_runs)
{
    /* In a child with its stderr captured: the real start-up path. */
    char path[128];
    snprintf(path, sizeof path, "/tmp/pdd-stderr-%ld.txt", (long)getpid());
    fflush(stderr);
    int saved = dup(2);
    FILE *f = fopen(path, "w+");
    dup2(fileno(f), 2);
    setenv("PACE_DACE_DEBUG", "True", 1);
    setenv("PDD_ON_FAIL", "explode", 1);
    setenv("PDD_LOG", "/tmp/pdd-never-%p.h5", 1);
    int rc = pdd_runtime_restart();
    dup2(saved, 2);
    unsetenv("PDD_ON_FAIL");
    unsetenv("PACE_DACE_DEBUG");
    ck_assert_int_eq(rc, -1);
    ck_assert_int_eq(pdd_enabled, 0);
    char text[1024] = "";
    rewind(f);
    size_t n = fread(text, 1, sizeof text - 1, f);
    text[n] = 0;
    fclose(f);
    unlink(path);
    ck_assert_str_eq(text, "pdd: PDD_ON_FAIL=explode: accepted: log (record and go on) or abort (record, "
                           "then abort) (pdd is off for this run)\n");
}
END_TEST

/* fd 2 captured around f(): what it wrote there (malloc'd). */
static char *stderr_of(void (*f)(void))
{
    char path[128];
    snprintf(path, sizeof path, "/tmp/pdd-stderr-%ld.txt", (long)getpid());
    fflush(stderr);
    int saved = dup(2);
    FILE *o = fopen(path, "w+");
    ck_assert_ptr_nonnull(o);
    dup2(fileno(o), 2);
    f();
    dup2(saved, 2);
    close(saved);
    static char text[1 << 16];
    rewind(o);
    size_t n = fread(text, 1, sizeof text - 1, o);
    text[n] = 0;
    fclose(o);
    unlink(path);
    return strdup(text);
}

static void say_long(void)
{
    static char name[20000];
    memset(name, 'x', sizeof name - 1);
    pdd_say("pdd: a line about %s that goes on\n", name);
}

START_TEST(a_message_too_long_for_its_line_says_so_and_still_ends_its_line)
{
    char *t = stderr_of(say_long);
    size_t n = strlen(t);
    ck_assert_uint_lt(n, 16384);
    ck_assert(t[n - 1] == '\n');
    ck_assert_ptr_null(strchr(t, '\n') == t + n - 1 ? NULL : t); /* one line */
    ck_assert_ptr_nonnull(strstr(t, "more bytes not shown]\n"));
    ck_assert_ptr_nonnull(strstr(t, "pdd: a line about xxx"));
    free(t);
}
END_TEST

START_TEST(a_pdd_log_longer_than_a_path_is_refused_not_cut)
{
    static char path[6000];
    memset(path, 'a', sizeof path - 1);
    path[0] = '/';
    ck_assert_int_eq(load("PACE_DACE_DEBUG=True", NULL, NULL), 0);
    char env[6100];
    snprintf(env, sizeof env, "PDD_LOG=%s", path);
    ck_assert_int_eq(load("PACE_DACE_DEBUG=True", env, NULL), -1);
    ck_assert_ptr_nonnull(strstr(err, "5999 bytes, over the 4031 a log's path may have; give a shorter one"));
    ck_assert_ptr_null(strstr(err, path)); /* the value shown in part, the line stays short */
}
END_TEST

int main(void)
{
    Suite *s = suite_create("config");
    TCase *tc = tcase_create("switches");
    tcase_add_test(tc, defaults_leave_probes_off_with_paces_checks);
    tcase_add_test(tc, a_message_too_long_for_its_line_says_so_and_still_ends_its_line);
    tcase_add_test(tc, a_pdd_log_longer_than_a_path_is_refused_not_cut);
    tcase_add_test(tc, pace_dace_debug_true_turns_probes_on);
    tcase_add_test(tc, pace_dace_debug_bad_value_is_named_and_probes_stay_off);
    tcase_add_test(tc, ndsl_switches_turn_probes_on_and_say_which);
    tcase_add_test(tc, a_list_from_the_default_keeps_the_trace_an_index_implies);
    tcase_add_test(tc, a_huge_value_is_shortened_in_the_middle_of_its_line);
    tcase_add_test(tc, every_bad_value_gets_one_short_line);
    tcase_add_test(tc, checks_accepts_lists_all_none_and_negation);
    tcase_add_test(tc, checks_unknown_name_lists_what_is_accepted);
    tcase_add_test(tc, trace_index_turns_trace_on_and_is_validated);
    tcase_add_test(tc, trace_index_takes_one_to_eight_numbers);
    tcase_add_test(tc, trace_index_takes_a_point_per_number_of_dimensions);
    tcase_add_test(tc, a_bad_trace_index_turns_off_the_trace_alone);
    tcase_add_test(tc, a_bad_trace_index_in_the_file_turns_off_the_trace_alone);
    tcase_add_test(tc, trace_named_without_an_index_is_an_error);
    tcase_add_test(tc, tracers_and_threshold);
    tcase_add_test(tc, delp_takes_names_and_globs_and_names_a_bad_entry);
    tcase_add_test(tc, delp_names_match_whole_names_and_dace_decorations);
    tcase_add_test(tc, tracer_names_match_as_case_insensitive_substrings_or_as_globs);
    tcase_add_test(tc, log_pattern_accepts_rank_and_pid_only);
    tcase_add_test(tc, on_fail_progress_max_events_and_cuda_sync);
    tcase_add_test(tc, halo_width);
    tcase_add_test(tc, json_file_sets_everything_and_variables_win);
    tcase_add_test(tc, json_file_errors_name_file_key_and_fix);
    tcase_add_test(tc, json_file_that_is_no_settings_file_is_refused_by_name);
    tcase_add_test(tc, rank_comes_from_the_launcher_variables);
    tcase_add_test(tc, effective_configuration_is_written_as_json);
    tcase_add_test(tc, a_bad_switch_at_start_up_prints_one_line_and_the_program_runs);
    suite_add_tcase(s, tc);
    SRunner *sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? 1 : 0;
}
