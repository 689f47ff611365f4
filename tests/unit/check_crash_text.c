/* check_crash_text.c: a crash text as the signal handler records it (addresses, module
 * offsets) made into the text the log keeps: frames named from this test binary's symbols and
 * DWARF, a module that is gone, changed or of another build id shown by its offset, damaged
 * lines kept as they were, a path that is no regular file never opened, texts of older
 * journals left alone. */
#include "test_support.h"

#include "crash_text.h"
#include "module_map.h"

__attribute__((noinline)) static int a_named_function(int x)
{
    return x * 3 + 1;
}

/* "#N 0xIP [how] @ 0xOFF PATH" for an address of this process, with "{BUILDID} " before PATH
 * when id is given: "" for the file's own, else that text. */
static void raw_frame_id(char *buf, size_t n, int num, const void *ip, const char *how, const char *id)
{
    char path[4096], own[130], with[140] = "";
    uint64_t off;
    ck_assert_int_eq(pdd_module_of((uintptr_t)ip, path, sizeof path, &off), 0);
    if (id && !id[0])
        ck_assert_uint_gt(pdd_build_id(path, own, sizeof own), 0);
    if (id)
        snprintf(with, sizeof with, "{%s} ", id[0] ? id : own);
    snprintf(buf, n, "#%d 0x%llx%s%s @ 0x%llx %s%s\n", num, (unsigned long long)(uintptr_t)ip,
             how[0] ? " " : "", how, (unsigned long long)off, with, path);
}

static void raw_frame(char *buf, size_t n, int num, const void *ip, const char *how)
{
    raw_frame_id(buf, n, num, ip, how, NULL);
}

static char *render(const char *raw)
{
    pdd_symbolizer *sy = pdd_symbolizer_new();
    ck_assert_ptr_nonnull(sy);
    char *out = pdd_crash_text_render(sy, raw, -1, NULL);
    pdd_symbolizer_free(sy);
    ck_assert_ptr_nonnull(out);
    return out;
}

START_TEST(frames_of_this_binary_get_their_function_and_file_line)
{
    char raw[16384], f0[4200], f1[4200], f2[4200];
    raw_frame(f0, sizeof f0, 0, (const char *)(uintptr_t)&a_named_function + 1, "signal");
    raw_frame(f1, sizeof f1, 1, (const char *)(uintptr_t)&a_named_function + 1, "fault");
    raw_frame(f2, sizeof f2, 2, (const char *)(uintptr_t)&a_named_function + 2, "");
    snprintf(raw, sizeof raw, "SIGSEGV (11) at address 0x10\naddress 0x10: in the NULL page\n%s%s%s",
             f0, f1, f2);
    ck_assert(pdd_crash_text_is_raw(raw));
    char *out = render(raw);
    ck_assert_msg(!strncmp(out, "SIGSEGV (11) at address 0x10\naddress 0x10: in the NULL page\n#0 0x",
                           strlen("SIGSEGV (11) at address 0x10\naddress 0x10: in the NULL page\n#0 0x")),
                  "%s", out);
    ck_assert_msg(strstr(out, " <signal handler called>\n#1 0x"), "%s", out);
    /* the faulting frame's address is the instruction; a return address's call is before it */
    ck_assert_msg(strstr(out, " a_named_function+0x1 at ") && strstr(out, " a_named_function+0x2 at "), "%s", out);
    ck_assert_msg(strstr(out, "check_crash_text.c:"), "%s", out);
    ck_assert(!pdd_crash_text_is_raw(out));
    free(out);
}
END_TEST

START_TEST(a_module_that_is_gone_or_no_regular_file_is_shown_by_its_offset)
{
    const char *raw = "SIGBUS (7) at address 0x1000\n"
                      "#0 0x7f0000001234 fault @ 0x1d8e /nonexistent/libgomp.so.1\n"
                      "#1 0x7f0000005678 @ 0x10 /dev/zero\n"
                      "#2 0x7f00000089ab ?\n";
    char *out = render(raw);
    ck_assert_str_eq(out, "SIGBUS (7) at address 0x1000\n"
                          "#0 0x7f0000001234 libgomp.so.1+0x1d8e\n"
                          "#1 0x7f0000005678 zero+0x10\n"
                          "#2 0x7f00000089ab ??\n");
    free(out);
}
END_TEST

START_TEST(damaged_lines_are_kept_and_older_texts_are_not_raw)
{
    const char *raw = "SIGSEGV (11) at address 0x8\n"
                      "#0 0x7f0000001234 @ 0x1d8e /nonexistent/a.so\n"
                      "#1 0xzz garbage @ \n"
                      "#2 0x7f0000001234 @ 0x\n"
                      "not a frame";
    char *out = render(raw);
    ck_assert_str_eq(out, "SIGSEGV (11) at address 0x8\n"
                          "#0 0x7f0000001234 a.so+0x1d8e\n"
                          "#1 0xzz garbage @ \n"
                          "#2 0x7f0000001234 @ 0x\n"
                          "not a frame\n");
    free(out);
    ck_assert(!pdd_crash_text_is_raw("SIGSEGV (11) at address 0x8\n#0 0x7fd64077a050 ??\n"
                                     "#1 0x557772402180 main+0xc0\n"));
    ck_assert(!pdd_crash_text_is_raw(""));
}
END_TEST

/* A module modified after the run started is not the one that ran: not named from it. */
START_TEST(a_module_changed_since_the_run_is_not_named_from_the_new_file)
{
    char raw[8192], f1[4200];
    raw_frame(f1, sizeof f1, 1, (const char *)(uintptr_t)&a_named_function + 1, "fault");
    snprintf(raw, sizeof raw, "SIGSEGV (11) at address 0x10\n%s", f1);
    pdd_symbolizer *sy = pdd_symbolizer_new();
    pdd_crash_lookup lk = {.run_start_ns = 1}; /* the run "started" in 1970 */
    char *out = pdd_crash_text_render(sy, raw, -1, &lk);
    pdd_symbolizer_free(sy);
    ck_assert_msg(strstr(out, " check_crash_text+0x") && strstr(out, " (the file changed since the run)\n") &&
                      !strstr(out, "a_named_function"),
                  "%s", out);
    free(out);
}
END_TEST

/* The handler records each file's build id: the same file is named from; another build at
 * the same path (the journal recovered on another machine) is not. */
START_TEST(a_module_is_named_only_from_a_file_of_the_build_id_the_run_recorded)
{
    char raw[16384], f1[4400], f2[4400];
    raw_frame_id(f1, sizeof f1, 1, (const char *)(uintptr_t)&a_named_function + 1, "fault", "");
    raw_frame_id(f2, sizeof f2, 2, (const char *)(uintptr_t)&a_named_function + 2, "", NULL);
    snprintf(raw, sizeof raw, "SIGSEGV (11) at address 0x10\n%s%s", f1, f2);
    ck_assert(pdd_crash_text_is_raw(raw));
    char *out = render(raw);
    ck_assert_msg(strstr(out, "#1 0x") && strstr(out, " a_named_function+0x1 at ") &&
                      strstr(out, " a_named_function+0x2 at ") && !strstr(out, "{"),
                  "%s", out);
    free(out);
    raw_frame_id(f1, sizeof f1, 1, (const char *)(uintptr_t)&a_named_function + 1, "fault",
                 "0123456789abcdef0123456789abcdef01234567");
    snprintf(raw, sizeof raw, "SIGSEGV (11) at address 0x10\n%s", f1);
    out = render(raw);
    ck_assert_msg(strstr(out, " check_crash_text+0x") &&
                      strstr(out, " (another build of the file is here: not named)\n") &&
                      !strstr(out, "a_named_function"),
                  "%s", out);
    free(out);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("crash_text");
    TCase *tc = tcase_create("crash_text");
    tcase_add_test(tc, frames_of_this_binary_get_their_function_and_file_line);
    tcase_add_test(tc, a_module_that_is_gone_or_no_regular_file_is_shown_by_its_offset);
    tcase_add_test(tc, damaged_lines_are_kept_and_older_texts_are_not_raw);
    tcase_add_test(tc, a_module_changed_since_the_run_is_not_named_from_the_new_file);
    tcase_add_test(tc, a_module_is_named_only_from_a_file_of_the_build_id_the_run_recorded);
    suite_add_tcase(s, tc);
    return tsup_run(s);
}
