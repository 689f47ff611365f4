/*
 * tests/corpus_run/variants.h -- between a corpus driver and the shim that build_variants.sh
 * generates when it links several builds of one program into one binary (for benchmarks:
 * every build then runs on the same memory, in the same process, call after call).
 *
 * Each build's objects keep their symbols under a prefix; the shim defines the program's C API
 * (__dace_init_<p>, __program_<p>, __dace_exit_<p>): init and exit call every build's, a program
 * call runs the build chosen last by corpus_variant_use. A variant is a build and the state of
 * libpdd's switch for its calls (probes on, or dormant).
 */
#ifndef PDD_TESTS_CORPUS_RUN_VARIANTS_H
#define PDD_TESTS_CORPUS_RUN_VARIANTS_H

struct corpus_variant {
    const char *name; /* "plain", "dormant", "on", ... as given to build_variants.sh */
    int build;        /* index of the build whose code the variant runs */
    int probes;       /* 1: libpdd's pdd_enabled set for its calls; 0: cleared */
};

/* The variants, in the order given; the first is the one the others are compared with. */
extern "C" int corpus_variants(const corpus_variant **table);
/* The build that the next program calls run. */
extern "C" void corpus_variant_use(int build);

#endif /* PDD_TESTS_CORPUS_RUN_VARIANTS_H */
