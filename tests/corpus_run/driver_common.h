/*
 * tests/corpus_run/driver_common.h -- shared part of the corpus drivers (run_<prog>.cpp).
 *
 * A driver declares the program's arrays (C order, shapes as in the SDFG), fills the inputs
 * with smooth values, plants the faults asked for on the command line, calls the generated
 * program through its C API and prints one checksum line per output array.
 *
 * Command line (every driver):
 *   run_<prog> [I J K] [options]        sizes, default I=12 J=10 K=8 (also -I N -J N -K N)
 *                                       A driver may name other sizes (Run's fourth argument,
 *                                       e.g. "N=12:3 T=4:1": NAME=DEFAULT:MINIMUM): they are
 *                                       the positional sizes in that order, and -NAME VALUE;
 *                                       the time-stepped programs' step count is T
 *   --nan FIELD,i,j[,k]                 set that input element to NaN before the call
 *   --neg FIELD,i,j[,k],VALUE           set that input element to VALUE (--set is the same)
 *   --scalar NAME=VALUE                 override a scalar argument (dt, coef)
 *   --report-bad                        per output: NaN / Inf / negative counts, first index
 *   --check-clean                       exit 3 if any output has a NaN, Inf or negative
 *   --dump FIELD                        print every element of FIELD after the call
 *   --list                              print the fields (role, shape) and exit
 *   --repeat N                          call the program N times (drivers that use call());
 *                                       see "Timing" below
 * The number of indices after FIELD is the field's rank (3 for (I,J,K) arrays, 2 for (I,J)).
 * A per-step input of a time-stepped program (src of shape (T, ...)) takes the step first:
 * --nan src,S,i,j sets the value that step S (0-based) reads, so the first bad store the
 * program makes is in step S.
 *
 * Output (stdout), one line per output array, in the order of the C signature:
 *   <name> sum=%.17g min=%.17g max=%.17g bits=%016llx
 * sum is the plain sum in C order (NaN if any element is NaN); min/max skip NaN (nan if all NaN);
 * bits is a 64-bit FNV-1a hash of the array's bytes, so that equal lines mean equal outputs.
 * With --report-bad, after them, one line per output array:
 *   bad <name> nan=N inf=N neg=N first=(i,j,k) first_nan=(..) first_inf=(..) first_neg=(..)
 * neg counts x < 0 (so -Inf counts as inf and as neg); "-" where there is none; `first` is the
 * first element in C order that is NaN, Inf or negative.
 * Exit status: the program's __dace_exit_ status (0), 2 on a usage error, 3 for --check-clean.
 *
 * Timing (--repeat N, N >= 1; for bench/bench_stencils.sh): the driver makes the program call
 * N times through Run::call(); the first call is a warm-up and is not timed. Before every call
 * after the first, the fields the program writes (in/out and output arrays) are restored,
 * untimed, to what they held before the first call, so every call sees the same inputs (an
 * in-place update such as delp_update's does not drift over many calls) and the checksums
 * printed at the end are those of a single call. After the calls, before the checksums:
 *   time_ms median=%.6f min=%.6f calls=N-1
 * the median and minimum wall time of one timed call (CLOCK_MONOTONIC) in milliseconds
 * (nan when N = 1). Without --repeat the program is called once and nothing more is printed.
 * With --alternate as well, the calls go in rounds of one call of each variant of the program,
 * the order rotated from round to round, the first round a warm-up. The variants: those of a
 * binary that build_variants.sh made of several builds (variants.h: plain, dormant, on, ...);
 * otherwise "dormant" and "on", a build with pdd's probes called with libpdd's pdd_enabled
 * cleared and set (run it with PACE_DACE_DEBUG=True). Every kind of call runs in one process,
 * on the same memory: what separates them is the code alone. time_ms is then the first
 * variant's, and one line per variant follows:
 *   variant NAME time_ms median=%.6f min=%.6f ratio median=%.6f
 * its calls' times and the median over rounds of its time / the first variant's; and for each
 * variant whose outputs after the warm-up call are not the first variant's:
 *   variant NAME outputs differ from FIRST's
 */
#ifndef PDD_TESTS_CORPUS_RUN_DRIVER_COMMON_H
#define PDD_TESTS_CORPUS_RUN_DRIVER_COMMON_H

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <limits>
#include <memory>
#include <string>
#include <vector>

#include <time.h>

/* libpdd's switch, where the program links it (--alternate); absent from plain builds. */
extern "C" int pdd_enabled __attribute__((weak));
/* A binary of several builds of the program (build_variants.sh): its variants */
#include "variants.h"
extern "C" int corpus_variants(const corpus_variant **table) __attribute__((weak));
extern "C" void corpus_variant_use(int build) __attribute__((weak));

namespace corpus_run {

enum Role { IN = 1, OUT = 2, INOUT = 3 };

struct Field {
    std::string name;
    Role role;
    std::vector<int64_t> shape;
    std::vector<double> data;

    int64_t size() const {
        int64_t n = 1;
        for (int64_t s : shape) n *= s;
        return n;
    }
    /* C-order multi-index of linear offset `off`. */
    std::vector<int64_t> unravel(int64_t off) const {
        std::vector<int64_t> idx(shape.size());
        for (size_t d = shape.size(); d-- > 0;) {
            idx[d] = off % shape[d];
            off /= shape[d];
        }
        return idx;
    }
};

static inline std::string fmt_index(const std::vector<int64_t> &idx) {
    std::string s = "(";
    for (size_t d = 0; d < idx.size(); ++d) {
        if (d) s += ",";
        s += std::to_string((long long)idx[d]);
    }
    return s + ")";
}

struct Fault {
    std::string spec;  /* as given */
    bool is_nan;
};

class Run {
public:
    int I = 12, J = 10, K = 8; /* the sizes I, J, K where the driver has them */

    /* sizes: the driver's sizes, in the order they are given on the command line, as
     * "NAME=DEFAULT:MINIMUM ..." (the default: I, J, K of at least 3). */
    Run(const char *prog, int argc, char **argv, const char *sizes = "I=12:3 J=10:3 K=8:3") : prog_(prog) {
        parse_sizes(sizes);
        parse(argc, argv);
        for (auto &sz : sizes_) {
            if (sz.name == "I") I = sz.value;
            if (sz.name == "J") J = sz.value;
            if (sz.name == "K") K = sz.value;
        }
    }

    /* The value of a size the driver named. */
    int size(const char *name) const {
        for (auto &sz : sizes_)
            if (sz.name == name) return sz.value;
        std::fprintf(stderr, "run_%s: the driver asks for a size '%s' it did not name\n", prog_, name);
        std::exit(2);
    }

    /* Fill function: (i,j,k) with missing trailing dimensions passed as 0. */
    typedef std::function<double(int64_t, int64_t, int64_t)> FillFn;
    /* Fill function of any rank: the whole multi-index. */
    typedef std::function<double(const std::vector<int64_t> &)> FillNd;

    double *input(const char *name, std::vector<int64_t> shape, const FillFn &fill) {
        return add(name, IN, std::move(shape), &fill);
    }
    double *inout(const char *name, std::vector<int64_t> shape, const FillFn &fill) {
        return add(name, INOUT, std::move(shape), &fill);
    }
    double *input_nd(const char *name, std::vector<int64_t> shape, const FillNd &fill) {
        return add(name, IN, std::move(shape), nullptr, &fill);
    }
    double *inout_nd(const char *name, std::vector<int64_t> shape, const FillNd &fill) {
        return add(name, INOUT, std::move(shape), nullptr, &fill);
    }
    /* Output-only arrays start as zeros (as DaCe's sample driver's calloc). */
    double *output(const char *name, std::vector<int64_t> shape) {
        return add(name, OUT, std::move(shape), nullptr);
    }
    /* A scalar argument: its default unless --scalar NAME=VALUE was given. */
    double scalar(const char *name, double dflt) {
        for (auto &kv : scalar_overrides_)
            if (kv.first == name) {
                kv.first.clear(); /* consumed */
                return kv.second;
            }
        return dflt;
    }

    /* After all fields are declared: --list, unknown --scalar names, then plant the faults. */
    void plant_faults() {
        if (list_) {
            for (auto &f : fields_) {
                std::printf("%s %s", f->name.c_str(),
                            f->role == IN ? "in" : f->role == OUT ? "out" : "inout");
                std::string shp;
                for (int64_t s : f->shape) shp += (shp.empty() ? "" : ",") + std::to_string((long long)s);
                std::printf(" (%s)\n", shp.c_str());
            }
            std::exit(0);
        }
        for (auto &kv : scalar_overrides_)
            if (!kv.first.empty()) usage("unknown scalar '%s'", kv.first.c_str());
        for (auto &flt : faults_) plant(flt);
    }

    /* The program call: `call` once, or with --repeat N as described at the top (warm-up call,
     * restores of the written fields between calls, one time_ms line). */
    template <class Call>
    void call(Call &&program_call) {
        called_ = true;
        if (repeat_ <= 0) {
            if (alternate_) usage("%s", "--alternate needs --repeat N");
            program_call();
            return;
        }
        Saved saved;
        for (auto &f : fields_)
            if (f->role & OUT) saved.push_back({f.get(), f->data});
        if (alternate_) {
            alternate(program_call, saved);
            return;
        }
        std::vector<double> ms;
        ms.reserve((size_t)repeat_);
        for (long long n = 0; n < repeat_; ++n) {
            double t = timed_call(program_call, saved, n > 0);
            if (n > 0)
                ms.push_back(t);
        }
        std::printf("time_ms median=%.6f min=%.6f calls=%zu\n", median_of(ms), lowest_of(ms), ms.size());
        std::fflush(stdout);
    }

    /* After the call: checksums, optional report; returns the exit status for main. */
    int finish(int dace_exit_status) {
        if (repeat_ > 0 && !called_) usage("%s", "--repeat: this driver does not call the program through Run::call()");
        bool any_bad = false;
        for (auto &f : fields_) {
            if (!(f->role & OUT)) continue;
            double sum = 0, mn = std::numeric_limits<double>::quiet_NaN(), mx = mn;
            std::vector<double> seen = f->data;
            for (double &v : seen) {
                if (std::isnan(v) && nan_sign_free()) v = std::fabs(v);
                sum += v;
                if (std::isnan(v)) continue;
                if (std::isnan(mn) || v < mn) mn = v;
                if (std::isnan(mx) || v > mx) mx = v;
            }
            if (std::isnan(sum) && nan_sign_free()) sum = std::fabs(sum);
            uint64_t bits = fnv1a(seen);
            std::printf("%s sum=%.17g min=%.17g max=%.17g bits=%016llx\n", f->name.c_str(), sum, mn, mx,
                        (unsigned long long)bits);
        }
        for (auto &f : fields_) {
            if (!(f->role & OUT)) continue;
            int64_t nnan = 0, ninf = 0, nneg = 0, first = -1, fnan = -1, finf = -1, fneg = -1;
            for (int64_t o = 0; o < (int64_t)f->data.size(); ++o) {
                double v = f->data[o];
                bool bad = false;
                if (std::isnan(v)) { ++nnan; if (fnan < 0) fnan = o; bad = true; }
                if (std::isinf(v)) { ++ninf; if (finf < 0) finf = o; bad = true; }
                if (v < 0) { ++nneg; if (fneg < 0) fneg = o; bad = true; }
                if (bad && first < 0) first = o;
            }
            if (first >= 0) any_bad = true;
            if (report_bad_) {
                auto at = [&](int64_t o) { return o < 0 ? std::string("-") : fmt_index(f->unravel(o)); };
                std::printf("bad %s nan=%lld inf=%lld neg=%lld first=%s first_nan=%s first_inf=%s "
                            "first_neg=%s\n",
                            f->name.c_str(), (long long)nnan, (long long)ninf, (long long)nneg,
                            at(first).c_str(), at(fnan).c_str(), at(finf).c_str(), at(fneg).c_str());
            }
        }
        for (auto &name : dumps_) {
            Field *f = find(name);
            if (!f) usage("--dump: no field '%s'", name.c_str());
            for (int64_t o = 0; o < f->size(); ++o)
                std::printf("%s%s = %.17g\n", f->name.c_str(), fmt_index(f->unravel(o)).c_str(),
                            f->data[o]);
        }
        std::fflush(stdout);
        if (dace_exit_status != 0) {
            std::fprintf(stderr, "run_%s: __dace_exit_%s returned %d\n", prog_, prog_, dace_exit_status);
            return dace_exit_status;
        }
        if (check_clean_ && any_bad) {
            std::fprintf(stderr, "run_%s: an output has NaN, Inf or negative values\n", prog_);
            return 3;
        }
        return 0;
    }

    [[noreturn]] void die(const char *msg) {
        std::fprintf(stderr, "run_%s: %s\n", prog_, msg);
        std::exit(1);
    }

private:
    struct Size {
        std::string name;
        int value, min;
    };
    const char *prog_;
    std::vector<Size> sizes_;
    std::vector<std::unique_ptr<Field>> fields_;
    std::vector<Fault> faults_;
    std::vector<std::pair<std::string, double>> scalar_overrides_;
    std::vector<std::string> dumps_;
    bool report_bad_ = false, check_clean_ = false, list_ = false, alternate_ = false;

    using Saved = std::vector<std::pair<Field *, std::vector<double>>>;

    /* CORPUS_NAN_SIGN_FREE=1: the outputs' NaNs are printed and hashed with their sign bit
     * cleared (their payload kept). On aarch64 FMSUB negates its first multiplicand, so the sign
     * of a NaN made from a NaN depends on which register GCC gives which operand, and the
     * probed copy of a loop may give them otherwise than the plain build (docs/limits.md). */
    static bool nan_sign_free() {
        const char *e = std::getenv("CORPUS_NAN_SIGN_FREE");
        return e && e[0] == '1';
    }
    /* 64-bit FNV-1a over the bytes of data, from `bits` (FNV's offset basis: a hash of its own) */
    static uint64_t fnv1a(const std::vector<double> &data, uint64_t bits = 0xcbf29ce484222325ull) {
        const unsigned char *b = reinterpret_cast<const unsigned char *>(data.data());
        for (size_t n = 0; n < data.size() * sizeof(double); ++n)
            bits = (bits ^ b[n]) * 0x100000001b3ull;
        return bits;
    }
    /* One hash of every output array */
    uint64_t outputs_bits() const {
        uint64_t bits = fnv1a({});
        for (auto &f : fields_)
            if (f->role & OUT) bits = fnv1a(f->data, bits);
        return bits;
    }

    static double median_of(std::vector<double> v) {
        if (v.empty()) return std::numeric_limits<double>::quiet_NaN();
        std::sort(v.begin(), v.end());
        size_t m = v.size();
        return m % 2 ? v[m / 2] : 0.5 * (v[m / 2 - 1] + v[m / 2]);
    }
    static double lowest_of(const std::vector<double> &v) {
        return v.empty() ? std::numeric_limits<double>::quiet_NaN() : *std::min_element(v.begin(), v.end());
    }

    /* One program call in milliseconds (CLOCK_MONOTONIC), the written fields first restored
     * (untimed) when restore is set. */
    template <class Call>
    static double timed_call(Call &program_call, Saved &saved, bool restore) {
        if (restore)
            for (auto &s : saved)
                std::memcpy(s.first->data.data(), s.second.data(), s.second.size() * sizeof(double));
        struct timespec t0, t1;
        clock_gettime(CLOCK_MONOTONIC, &t0);
        program_call();
        clock_gettime(CLOCK_MONOTONIC, &t1);
        return (double)(t1.tv_sec - t0.tv_sec) * 1e3 + (double)(t1.tv_nsec - t0.tv_nsec) * 1e-6;
    }

    /* --alternate: rounds of calls, one call of each variant a round (the order rotated from
     * round to round), the first round a warm-up whose outputs are compared. */
    template <class Call>
    void alternate(Call &&program_call, Saved &saved) {
        static const corpus_variant probes_only[] = {{"dormant", 0, 0}, {"on", 0, 1}};
        const corpus_variant *v = probes_only;
        int nv = 2;
        if (&corpus_variants) nv = corpus_variants(&v);
        const int on = &pdd_enabled ? pdd_enabled : 0;
        for (int i = 0; i < nv; ++i) {
            if (v[i].probes && !&pdd_enabled) die("--alternate: this program is not linked with libpdd");
            if (v[i].probes && !on) die("--alternate: the probes are dormant (set PACE_DACE_DEBUG=True)");
        }
        std::vector<std::vector<double>> ms((size_t)nv), ratio((size_t)nv);
        std::vector<std::string> differ; /* variants whose outputs are not the first's */
        uint64_t first_bits = 0;
        for (long long n = 0; n < repeat_; ++n) {
            std::vector<double> t((size_t)nv);
            for (int i = 0; i < nv; ++i) {
                int k = (int)((n + i) % nv);
                if (&corpus_variant_use) corpus_variant_use(v[k].build);
                if (&pdd_enabled) pdd_enabled = v[k].probes ? on : 0;
                t[(size_t)k] = timed_call(program_call, saved, n > 0 || i > 0);
                if (n == 0) { /* in the given order: the first variant's call comes first */
                    uint64_t bits = outputs_bits();
                    if (k == 0) first_bits = bits;
                    else if (bits != first_bits) differ.push_back(v[k].name);
                }
            }
            if (&pdd_enabled) pdd_enabled = on;
            if (n == 0) continue;
            for (int k = 0; k < nv; ++k) {
                ms[(size_t)k].push_back(t[(size_t)k]);
                ratio[(size_t)k].push_back(t[(size_t)k] / t[0]);
            }
        }
        std::printf("time_ms median=%.6f min=%.6f calls=%zu\n", median_of(ms[0]), lowest_of(ms[0]), ms[0].size());
        for (int k = 0; k < nv; ++k)
            std::printf("variant %s time_ms median=%.6f min=%.6f ratio median=%.6f\n", v[k].name,
                        median_of(ms[(size_t)k]), lowest_of(ms[(size_t)k]), median_of(ratio[(size_t)k]));
        for (auto &name : differ)
            std::printf("variant %s outputs differ from %s's\n", name.c_str(), v[0].name);
        std::fflush(stdout);
    }
    long long repeat_ = 0; /* 0: --repeat not given */
    bool called_ = false;

    [[noreturn]] void usage(const char *fmt, const char *arg) {
        std::fprintf(stderr, "run_%s: ", prog_);
        std::fprintf(stderr, fmt, arg);
        std::string pos, flags;
        for (auto &sz : sizes_) {
            pos += (pos.empty() ? "" : " ") + sz.name;
            flags += " [-" + sz.name + " N]";
        }
        std::fprintf(stderr,
                     "\nusage: run_%s [%s]%s [--nan FIELD,i,j,k]... "
                     "[--neg|--set FIELD,i,j,k,VALUE]... [--scalar NAME=VALUE]... [--report-bad] "
                     "[--check-clean] [--dump FIELD]... [--list] [--repeat N [--alternate]]\n",
                     prog_, pos.c_str(), flags.c_str());
        std::exit(2);
    }

    static bool parse_long(const char *s, long long *out) {
        if (!s || !*s) return false;
        char *end;
        errno = 0;
        long long v = std::strtoll(s, &end, 10);
        if (errno || *end) return false;
        *out = v;
        return true;
    }
    static bool parse_double(const char *s, double *out) {
        if (!s || !*s) return false;
        char *end;
        errno = 0;
        double v = std::strtod(s, &end);
        if (*end) return false;
        *out = v;
        return true;
    }

    void size_arg(Size &sz, const char *s) {
        long long v;
        if (!parse_long(s, &v) || v < sz.min || v > 100000) {
            std::string why = "bad size " + sz.name + "='%s' (want an integer >= " + std::to_string(sz.min) + ")";
            usage(why.c_str(), s);
        }
        sz.value = (int)v;
    }

    void parse_sizes(const char *spec) {
        std::string s = spec;
        size_t at = 0;
        while (at < s.size()) {
            size_t end = s.find(' ', at);
            if (end == std::string::npos) end = s.size();
            std::string item = s.substr(at, end - at);
            at = end + 1;
            if (item.empty()) continue;
            size_t eq = item.find('='), colon = item.find(':');
            if (eq == std::string::npos || colon == std::string::npos || colon < eq) die("bad size list in the driver");
            sizes_.push_back({item.substr(0, eq), std::atoi(item.substr(eq + 1, colon - eq - 1).c_str()),
                              std::atoi(item.substr(colon + 1).c_str())});
        }
    }

    void parse(int argc, char **argv) {
        int npos = 0;
        for (int a = 1; a < argc; ++a) {
            std::string arg = argv[a];
            auto next = [&]() -> const char * {
                if (a + 1 >= argc) usage("%s needs an argument", argv[a]);
                return argv[++a];
            };
            if (arg == "--nan") faults_.push_back({next(), true});
            else if (arg == "--neg" || arg == "--set") faults_.push_back({next(), false});
            else if (arg == "--report-bad") report_bad_ = true;
            else if (arg == "--check-clean") check_clean_ = true;
            else if (arg == "--list") list_ = true;
            else if (arg == "--alternate") alternate_ = true;
            else if (arg == "--dump") dumps_.push_back(next());
            else if (arg == "--repeat") {
                const char *v = next();
                long long n;
                if (!parse_long(v, &n) || n < 1 || n > 1000000) usage("bad --repeat '%s' (want an integer >= 1)", v);
                repeat_ = n;
            }
            else if (arg == "--scalar") {
                std::string kv = next();
                size_t eq = kv.find('=');
                double v;
                if (eq == std::string::npos || eq == 0 || !parse_double(kv.c_str() + eq + 1, &v))
                    usage("bad --scalar '%s' (want NAME=VALUE)", kv.c_str());
                scalar_overrides_.push_back({kv.substr(0, eq), v});
            } else if (arg == "-h" || arg == "--help") usage("%s", "help");
            else if (!arg.empty() && arg[0] != '-' && npos < (int)sizes_.size()) {
                size_arg(sizes_[npos], arg.c_str());
                ++npos;
            } else {
                Size *flag = nullptr;
                for (auto &sz : sizes_)
                    if (arg == "-" + sz.name) flag = &sz;
                if (!flag) usage("unknown argument '%s'", arg.c_str());
                size_arg(*flag, next());
            }
        }
    }

    Field *find(const std::string &name) {
        for (auto &f : fields_)
            if (f->name == name) return f.get();
        return nullptr;
    }

    double *add(const char *name, Role role, std::vector<int64_t> shape, const FillFn *fill,
                const FillNd *fill_nd = nullptr) {
        std::unique_ptr<Field> f(new Field());
        f->name = name;
        f->role = role;
        f->shape = std::move(shape);
        for (int64_t s : f->shape)
            if (s <= 0) die("a field has an empty shape: sizes too small");
        f->data.assign((size_t)f->size(), 0.0);
        if (fill || fill_nd) {
            /* C order: an odometer over the multi-index (the last index runs fastest), the
             * trailing dimensions a field lacks passed as 0 (to FillFn). */
            size_t rank = f->shape.size();
            std::vector<int64_t> idx(rank < 3 ? 3 : rank, 0);
            std::vector<int64_t> whole(rank, 0);
            for (int64_t o = 0, n = f->size(); o < n; ++o) {
                if (fill) f->data[o] = (*fill)(idx[0], idx[1], idx[2]);
                else {
                    std::copy(idx.begin(), idx.begin() + (std::ptrdiff_t)rank, whole.begin());
                    f->data[o] = (*fill_nd)(whole);
                }
                for (size_t d = rank; d-- > 0;) {
                    if (++idx[d] < f->shape[d]) break;
                    idx[d] = 0;
                }
            }
        }
        fields_.push_back(std::move(f));
        return fields_.back()->data.data();
    }

    void plant(const Fault &flt) {
        std::vector<std::string> parts;
        std::string cur;
        for (char c : flt.spec) {
            if (c == ',') { parts.push_back(cur); cur.clear(); }
            else cur += c;
        }
        parts.push_back(cur);
        const char *opt = flt.is_nan ? "--nan" : "--neg";
        Field *f = find(parts[0]);
        if (!f) usage((std::string(opt) + ": no field '%s' (see --list)").c_str(), parts[0].c_str());
        if (!(f->role & IN))
            usage((std::string(opt) + ": '%s' is not an input of the program").c_str(), parts[0].c_str());
        size_t rank = f->shape.size();
        size_t want = 1 + rank + (flt.is_nan ? 0 : 1);
        if (parts.size() != want)
            usage((std::string(opt) + " '%s': wrong number of values (FIELD, one index per "
                                      "dimension" + (flt.is_nan ? ")" : ", VALUE)")).c_str(),
                  flt.spec.c_str());
        int64_t off = 0;
        for (size_t d = 0; d < rank; ++d) {
            long long v;
            if (!parse_long(parts[1 + d].c_str(), &v) || v < 0 || v >= f->shape[d])
                usage((std::string(opt) + " '%s': index out of range").c_str(), flt.spec.c_str());
            off = off * f->shape[d] + v;
        }
        double value = std::numeric_limits<double>::quiet_NaN();
        if (!flt.is_nan && !parse_double(parts.back().c_str(), &value))
            usage((std::string(opt) + " '%s': bad VALUE").c_str(), flt.spec.c_str());
        f->data[off] = value;
        std::fprintf(stderr, "run_%s: planted %s%s = %.17g\n", prog_, f->name.c_str(),
                     fmt_index(f->unravel(off)).c_str(), value);
    }
};

}  // namespace corpus_run

#endif /* PDD_TESTS_CORPUS_RUN_DRIVER_COMMON_H */
