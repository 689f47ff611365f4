/* main.cpp: the model driver of the fv3_tracers example. It calls the generated program as a
 * model does (__dace_init once, __program once per time step, __dace_exit at the end) and
 * plants the faults asked for on the command line into the program's inputs just before the
 * step they are meant for, so that the probes meet them in that step's kernels. */
#include "fv3_tracers.h"

#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <time.h>
#include <vector>

#ifdef FV3_TRACERS_CUDA
static const char *const prog = "fv3_tracers_cuda";
#else
static const char *const prog = "fv3_tracers";
#endif

static const char *const tracer_names[] = {"qvapor", "qliquid", "qrain", "qice", "qsnow", "qgraupel"};
enum { NTRACERS = 6 };
/* Far before any field: a store there lands in unmapped memory (far past the end can hit
 * other mappings, pdd's journal among them, when the fields are large). */
static const int wild_level = -(1 << 30);

enum fault_kind { ZERO_DELP, NEG_TRACER, WILD_INDEX };

struct fault {
    fault_kind kind;
    int step, i, j, k, tracer;
    double value;
    const char *option;
    char text[96]; /* the option's value, for messages */
};

static void usage(FILE *f)
{
    fprintf(f,
            "usage: %s [--steps N] [--size I,J,K] [--step-ms MS] [FAULT...]\n"
            "Advects six tracers and delp on an I x J x K grid (default 24,20,10) for N steps\n"
            "(default 6); prints one line per step. --step-ms pauses MS ms after each step, as a\n"
            "real model's longer step would take (under mpirun the other ranks are then still\n"
            "running when one fails). Faults (i,j,k zero-based, STEP from 1):\n"
            "  --zero-delp STEP,i,j,k            delp = 0 at one interior point: 0/0 in the tracers\n"
            "  --neg-tracer NAME,STEP,i,j,k[,V]  tracer NAME = V (default -0.01) at one interior point\n"
#ifdef FV3_TRACERS_CUDA
            "  --cuda-illegal STEP[,i,j]         column (i,j)'s surface level index (default the middle\n"
            "                                    column) = -2^30, 8 GiB before qvapor: an illegal address\n"
#else
            "  --oob STEP[,i,j]                  column (i,j)'s surface level index (default the middle\n"
            "                                    column) = -2^30, 8 GiB before qvapor: a wild store, SIGSEGV\n"
#endif
            "Interior points: 1 <= i <= I-2, 1 <= j <= J-2. Faults may be repeated.\n",
            prog);
}

static int bad(const char *option, const char *value, const char *want)
{
    fprintf(stderr, "%s: %s %s: %s; see --help\n", prog, option, value, want);
    return -1;
}

/* Comma-separated integers into out[0..n); the count read, or -1. */
static int parse_ints(const char *text, int *out, int max)
{
    int n = 0;
    const char *p = text;
    while (n < max) {
        char *end;
        errno = 0;
        long v = strtol(p, &end, 10);
        if (end == p || errno || v < -1000000000L || v > 1000000000L)
            return -1;
        out[n++] = (int)v;
        if (*end == '\0')
            return n;
        if (*end != ',')
            return -1;
        p = end + 1;
    }
    return -1;
}

static int tracer_index(const char *name, size_t len)
{
    for (int t = 0; t < NTRACERS; t++)
        if (strlen(tracer_names[t]) == len && !strncmp(tracer_names[t], name, len))
            return t;
    return -1;
}

/* One fault option's value; checked against the grid later. */
static int parse_fault(const char *option, const char *value, fault *f)
{
    int v[4];
    int n;
    memset(f, 0, sizeof *f);
    f->option = option;
    snprintf(f->text, sizeof f->text, "%s", value);
    if (!strcmp(option, "--zero-delp")) {
        f->kind = ZERO_DELP;
        if (parse_ints(value, v, 4) != 4)
            return bad(option, value, "want STEP,i,j,k");
        f->step = v[0], f->i = v[1], f->j = v[2], f->k = v[3];
        return 0;
    }
    if (!strcmp(option, "--neg-tracer")) {
        f->kind = NEG_TRACER;
        const char *comma = strchr(value, ',');
        if (!comma || (f->tracer = tracer_index(value, (size_t)(comma - value))) < 0)
            return bad(option, value,
                       "want NAME,STEP,i,j,k[,VALUE] with NAME one of qvapor qliquid qrain qice qsnow qgraupel");
        std::string ints(comma + 1);
        f->value = -0.01;
        size_t last = ints.find(',', 0);
        for (int c = 0; c < 3 && last != std::string::npos; c++)
            last = ints.find(',', last + 1);
        if (last != std::string::npos) { /* a fifth field: the value */
            char *end;
            errno = 0;
            f->value = strtod(ints.c_str() + last + 1, &end);
            if (*end || errno || end == ints.c_str() + last + 1)
                return bad(option, value, "VALUE is not a number");
            ints.resize(last);
        }
        if (parse_ints(ints.c_str(), v, 4) != 4)
            return bad(option, value, "want NAME,STEP,i,j,k[,VALUE]");
        f->step = v[0], f->i = v[1], f->j = v[2], f->k = v[3];
        return 0;
    }
    f->kind = WILD_INDEX;
    n = parse_ints(value, v, 3);
    if ((n != 1 && n != 3) || (n == 3 && (v[1] < 0 || v[2] < 0)))
        return bad(option, value, "want STEP or STEP,i,j (i, j >= 0)");
    f->step = v[0];
    f->i = n == 3 ? v[1] : -1;
    f->j = n == 3 ? v[2] : -1;
    return 0;
}

static int check_fault(fault *f, int steps, int I, int J, int K)
{
    char what[160];
    if (f->step < 1 || f->step > steps) {
        snprintf(what, sizeof what, "STEP %d is not one of the steps 1..%d", f->step, steps);
        return bad(f->option, f->text, what);
    }
    if (f->kind == WILD_INDEX) {
        if (f->i < 0)
            f->i = I / 2, f->j = J / 2;
        if (f->i >= I || f->j >= J) {
            snprintf(what, sizeof what, "column (%d,%d) is outside the %dx%d grid", f->i, f->j, I, J);
            return bad(f->option, f->text, what);
        }
        return 0;
    }
    /* the program writes the tracers and delp on the interior only */
    if (f->i < 1 || f->i > I - 2 || f->j < 1 || f->j > J - 2 || f->k < 0 || f->k >= K) {
        snprintf(what, sizeof what, "(%d,%d,%d) is not an interior point: 1..%d, 1..%d, 0..%d", f->i,
                 f->j, f->k, I - 2, J - 2, K - 1);
        return bad(f->option, f->text, what);
    }
    return 0;
}

struct model {
    int I, J, K;
    std::vector<double> delp, mfx, mfy, qs_sfc, rarea, q[NTRACERS];
    std::vector<int> ksfc;
    size_t at(int i, int j, int k) const { return ((size_t)i * J + j) * K + k; }
};

static double blob(double i, double j, double ci, double cj, double w)
{
    return exp(-((i - ci) * (i - ci) + (j - cj) * (j - cj)) / (2 * w * w));
}

static double layer(double k, double kc, double w)
{
    return exp(-(k - kc) * (k - kc) / (2 * w * w));
}

/* A resting-looking atmosphere: smooth, positive, no random numbers. The mass fluxes are
 * positive (upstream is i-1 and j-1) and divergence-free (mfx does not vary along i, mfy not
 * along j), so the new delp equals the old one exactly and the Courant numbers stay below
 * about 0.35: upwind transport keeps every tracer positive. */
static void initialise(model &m)
{
    const double pi = 3.14159265358979323846;
    const int I = m.I, J = m.J, K = m.K;
    size_t n = (size_t)I * J * K;
    m.delp.assign(n, 0.0);
    m.mfx.assign((size_t)(I + 1) * J * K, 0.0);
    m.mfy.assign((size_t)I * (J + 1) * K, 0.0);
    m.rarea.assign((size_t)I * J, 0.0);
    m.qs_sfc.assign((size_t)I * J, 0.0);
    m.ksfc.assign((size_t)I * J, K - 1);
    for (int t = 0; t < NTRACERS; t++)
        m.q[t].assign(n, 0.0);
    for (int i = 0; i < I; i++)
        for (int j = 0; j < J; j++) {
            m.rarea[(size_t)i * J + j] = 1.0 / (1.0 + 0.1 * cos(2 * pi * i / I) * sin(2 * pi * j / J));
            m.qs_sfc[(size_t)i * J + j] = 1.2e-2 * (1.0 + 0.05 * cos(2 * pi * i / I));
            for (int k = 0; k < K; k++) {
                size_t p = m.at(i, j, k);
                m.delp[p] = 60.0 + 4.0 * k + 3.0 * sin(2 * pi * i / I) * cos(2 * pi * j / J);
                m.q[0][p] = 1e-2 * exp(-(K - 1 - k) / (0.4 * K)) * (0.8 + 0.4 * blob(i, j, I / 3.0, J / 2.0, 3));
                m.q[1][p] = 1e-7 + 2e-4 * layer(k, 0.6 * K, 1.5) * blob(i, j, I / 4.0, J / 3.0, 2.5);
                m.q[2][p] = 1e-7 + 1e-4 * layer(k, 0.8 * K, 1.5) * blob(i, j, I / 4.0, J / 3.0, 2);
                m.q[3][p] = 1e-7 + 5e-5 * layer(k, 0.25 * K, 1.5) * blob(i, j, I / 2.0, 2 * J / 3.0, 3);
                m.q[4][p] = 1e-7 + 8e-5 * layer(k, 0.4 * K, 2) * blob(i, j, I / 2.0, 2 * J / 3.0, 2.5);
                m.q[5][p] = 1e-7 + 3e-5 * layer(k, 0.5 * K, 1) * blob(i, j, I / 3.0, J / 2.0, 2);
            }
        }
    for (int i = 0; i <= I; i++)
        for (int j = 0; j < J; j++)
            for (int k = 0; k < K; k++)
                m.mfx[((size_t)i * J + j) * K + k] = 6.0 + 3.0 * sin(2 * pi * (j + 0.5) / J) + 0.2 * k;
    for (int i = 0; i < I; i++)
        for (int j = 0; j <= J; j++)
            for (int k = 0; k < K; k++)
                m.mfy[((size_t)i * (J + 1) + j) * K + k] = 4.0 + 2.0 * cos(2 * pi * (i + 0.5) / I) + 0.1 * k;
}

static void plant(model &m, const fault &f)
{
    switch (f.kind) {
    case ZERO_DELP:
        m.delp[m.at(f.i, f.j, f.k)] = 0.0;
        fprintf(stderr, "%s: step %d: planted delp(%d,%d,%d) = 0\n", prog, f.step, f.i, f.j, f.k);
        break;
    case NEG_TRACER:
        m.q[f.tracer][m.at(f.i, f.j, f.k)] = f.value;
        fprintf(stderr, "%s: step %d: planted %s(%d,%d,%d) = %g\n", prog, f.step,
                tracer_names[f.tracer], f.i, f.j, f.k, f.value);
        break;
    case WILD_INDEX:
        m.ksfc[(size_t)f.i * m.J + f.j] = wild_level;
        fprintf(stderr, "%s: step %d: planted ksfc(%d,%d) = %d (the surface level of a %d-level column)\n",
                prog, f.step, f.i, f.j, wild_level, m.K);
        break;
    }
}

/* The step's line: sums (C order, so the same on every run and thread count), the smallest
 * tracer value and how many NaNs there are. */
static void report(const model &m, int step, int steps)
{
    double sum_delp = 0, sum_q = 0, min_q = INFINITY;
    long nans = 0;
    for (double v : m.delp) {
        sum_delp += v;
        nans += v != v;
    }
    for (int t = 0; t < NTRACERS; t++)
        for (double v : m.q[t]) {
            sum_q += v;
            nans += v != v;
            if (v < min_q)
                min_q = v;
        }
    printf("step %d/%d: sum(delp) = %.12e  sum(q) = %.12e  min(q) = %.6e  nan = %ld\n", step, steps,
           sum_delp, sum_q, min_q, nans);
    fflush(stdout);
}

int main(int argc, char **argv)
{
    int steps = 6, I = 24, J = 20, K = 10, step_ms = 0;
    std::vector<fault> faults;
    for (int a = 1; a < argc; a++) {
        std::string opt = argv[a];
        std::string value;
        size_t eq = opt.find('=');
        if (opt == "-h" || opt == "--help") {
            usage(stdout);
            return 0;
        }
        if (opt.compare(0, 2, "--") == 0 && eq != std::string::npos) {
            value = opt.substr(eq + 1);
            opt.resize(eq);
        } else if (a + 1 < argc) {
            value = argv[a + 1];
        } else {
            fprintf(stderr, "%s: %s needs a value (or is unknown); see --help\n", prog, opt.c_str());
            return 2;
        }
        if (eq == std::string::npos)
            a++;
        int v[3];
        if (opt == "--steps") {
            if (parse_ints(value.c_str(), v, 1) != 1 || v[0] < 1 || v[0] > 10000000)
                return bad("--steps", value.c_str(), "want a number of steps, 1 to 10000000"), 2;
            steps = v[0];
        } else if (opt == "--step-ms") {
            if (parse_ints(value.c_str(), v, 1) != 1 || v[0] < 0 || v[0] > 60000)
                return bad("--step-ms", value.c_str(), "want a pause in ms, 0 to 60000"), 2;
            step_ms = v[0];
        } else if (opt == "--size") {
            if (parse_ints(value.c_str(), v, 3) != 3 || v[0] < 3 || v[1] < 3 || v[2] < 1 ||
                (long)v[0] * v[1] * v[2] > 10000000L)
                return bad("--size", value.c_str(), "want I,J,K with I,J >= 3, K >= 1, at most 10^7 points"), 2;
            I = v[0], J = v[1], K = v[2];
#ifdef FV3_TRACERS_CUDA
        } else if (opt == "--zero-delp" || opt == "--neg-tracer" || opt == "--cuda-illegal") {
#else
        } else if (opt == "--zero-delp" || opt == "--neg-tracer" || opt == "--oob") {
#endif
            /* the option's name as a literal: the fault keeps it for messages */
            const char *name = opt == "--zero-delp"   ? "--zero-delp"
                               : opt == "--neg-tracer" ? "--neg-tracer"
                               : opt == "--oob"        ? "--oob"
                                                       : "--cuda-illegal";
            fault f;
            if (parse_fault(name, value.c_str(), &f))
                return 2;
            faults.push_back(f);
#ifdef FV3_TRACERS_CUDA
        } else if (opt == "--oob") {
            fprintf(stderr, "%s: --oob is the CPU build's fault; on the GPU use --cuda-illegal STEP\n", prog);
            return 2;
#else
        } else if (opt == "--cuda-illegal") {
            fprintf(stderr, "%s: --cuda-illegal needs the CUDA build (fv3_tracers_cuda); here use --oob STEP\n",
                    prog);
            return 2;
#endif
        } else {
            fprintf(stderr, "%s: unknown option '%s'; see --help\n", prog, opt.c_str());
            return 2;
        }
    }
    for (fault &f : faults)
        if (check_fault(&f, steps, I, J, K))
            return 2;

    model m;
    m.I = I, m.J = J, m.K = K;
    initialise(m);
    fv3_tracersHandle_t h = __dace_init_fv3_tracers(I, J, K);
    if (!h) {
        fprintf(stderr, "%s: __dace_init_fv3_tracers failed%s\n", prog,
#ifdef FV3_TRACERS_CUDA
                " (no usable GPU?)"
#else
                ""
#endif
        );
        return 1;
    }
    for (int step = 1; step <= steps; step++) {
        for (const fault &f : faults)
            if (f.step == step)
                plant(m, f);
        __program_fv3_tracers(h, m.delp.data(), m.ksfc.data(), m.mfx.data(), m.mfy.data(), m.q[5].data(),
                              m.q[3].data(), m.q[1].data(), m.q[2].data(), m.qs_sfc.data(), m.q[4].data(),
                              m.q[0].data(), m.rarea.data(), I, J, K);
        report(m, step, steps);
        if (step_ms) {
            struct timespec pause = {step_ms / 1000, (long)(step_ms % 1000) * 1000000L};
            while (nanosleep(&pause, &pause) && errno == EINTR) {
            }
        }
    }
    int err = __dace_exit_fv3_tracers(h);
    if (err) {
        fprintf(stderr, "%s: __dace_exit_fv3_tracers returned %d (an error the program recorded)\n", prog, err);
        return 1;
    }
    return 0;
}
