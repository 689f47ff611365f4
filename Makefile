# pdd: build, test, benchmark and install. `make check` on a fresh Debian machine installs
# the packages it needs first (see DEPS below).

PREFIX ?= /usr/local
BUILD ?= build
CC ?= cc
CFLAGS ?= -O2 -g
# The Debian packages pdd builds with, and those its tests need besides (`make check`: DaCe
# builds with cmake; the report test renders in chromium; the tutorial's pytest (docs/tutorial.md) reads logs with h5py;
# the ranks test runs the example under Open MPI's mpirun).
DEBS := libhdf5-dev hdf5-tools libunwind-dev libcjson-dev libdw-dev check pkg-config zlib1g-dev
TEST_DEBS := cmake chromium python3-h5py python3-pytest python3-venv openmpi-bin

PKG_CFLAGS = $(shell pkg-config --cflags hdf5 libcjson libunwind libdw 2>/dev/null)
HDF5_LIBDIR = $(patsubst -L%,%,$(filter -L%,$(shell pkg-config --libs hdf5 2>/dev/null)))
# The -L of the other packages matters only where they are not in the linker's own path (a
# cross build's sysroot: make check-aarch64).
PKG_LIBDIRS = $(sort $(filter -L%,$(shell pkg-config --libs libcjson libunwind libdw zlib 2>/dev/null)))
PKG_LIBS = -L$(HDF5_LIBDIR) $(PKG_LIBDIRS) -lhdf5 -lcjson -lunwind -ldw -lelf -lpthread -lm -ldl
CHECK_LIBS = $(shell pkg-config --libs check 2>/dev/null)

# The machine's own vector unit, as DaCe builds for it (a cross build names the target's CPU).
NATIVE ?= -march=native
WARN := -Wall -Wextra -Wshadow -Wstrict-prototypes -Wno-unused-parameter
# CUPTI: headers at build time only (libpdd dlopens libcupti at run time; no CUDA link).
CUDA_HOME ?= /usr/local/cuda
CUPTI_H := $(firstword $(wildcard $(CUDA_HOME)/extras/CUPTI/include/cupti.h $(CUDA_HOME)/include/cupti.h))
ifneq ($(CUPTI_H),)
CUPTI_CFLAGS := -DPDD_HAVE_CUPTI=1 -idirafter $(patsubst %/,%,$(dir $(CUPTI_H))) -idirafter $(CUDA_HOME)/include
else
$(info pdd: no CUPTI headers under $(CUDA_HOME) (set CUDA_HOME=...); libpdd is built without CUPTI: no GPU kernel times, no CUDA API failures)
endif
PDD_CFLAGS = -std=c11 -D_GNU_SOURCE $(WARN) -Iinclude $(PKG_CFLAGS) $(CUPTI_CFLAGS) $(CFLAGS)
# Each folder sees its own headers and those of the folders it depends on, never more:
# libpdd's core (runtime) uses the log; the checkers, signals (crash capture) and cuda (the
# CUDA ring, CUPTI) plug into the core, cuda using the trace checker and backtraces too; the
# entry plugs them all in; the log and the viewer stand alone on the log (so pdd-view cannot
# reach into the runtime). The pass's rooms go one way: its front ends
# (instrument/front) run the pass (instrument/pass), which reads C (instrument/c) and the SDFG
# (instrument/sdfg); all but the SDFG's reader write through instrument/io, which writes as
# the log does (atomic_file.h).
INC_runtime := -Iruntime -Ilog
INC_checkers := -Icheckers -Iruntime -Ilog
INC_signals := -Isignals -Iruntime -Ilog
INC_cuda := -Icuda -Icheckers -Isignals -Iruntime -Ilog
INC_entry := -Ientry -Icuda -Isignals -Icheckers -Iruntime -Ilog
INC_log := -Ilog
INC_instrument_front := -Iinstrument/front -Iinstrument/pass -Iinstrument/io
INC_instrument_pass := -Iinstrument/pass -Iinstrument/c -Iinstrument/sdfg -Iinstrument/io
INC_instrument_c := -Iinstrument/c -Iinstrument/io
INC_instrument_sdfg := -Iinstrument/sdfg
INC_instrument_io := -Iinstrument/io -Ilog
# pdd-view's rooms, each seeing only those below it: the hub (viewer/main.c) the verbs; the
# verbs the report's page; the report the services (core: the command line, the logs,
# filters, the digest; output: text and JSON); all of them the process (exit statuses,
# memory, faults) and the log.
INC_viewer := -Iviewer/verbs -Iviewer/process
INC_viewer_verbs := -Iviewer/verbs -Iviewer/report -Iviewer/core -Iviewer/output -Iviewer/process -Ilog
INC_viewer_report := -Iviewer/report -Iviewer/core -Iviewer/output -Iviewer/process -Ilog
INC_viewer_core := -Iviewer/core -Iviewer/output -Iviewer/process -Ilog
INC_viewer_output := -Iviewer/output -Iviewer/process
INC_viewer_process := -Iviewer/process -Ilog
# A room inside a folder (instrument/pass, viewer/verbs) has its own list, its path with '_'
# for '/'; else its top folder's.
inc = $(or $(INC_$(subst /,_,$(patsubst %/,%,$(dir $(1))))),$(INC_$(firstword $(subst /, ,$(1)))))
# Header dependencies come from the compiler (-MMD), one .d beside each object.
DEPFLAGS = -MMD -MP

# libpdd: the core, its checkers, signals and cuda, the entry that plugs them in, and the log
# format it writes (docs/HACKING.md).
LIB_SRC := $(sort $(wildcard runtime/*.c checkers/*.c signals/*.c cuda/*.c entry/*.c log/*.c))
INSTR_SRC := $(sort $(wildcard instrument/*/*.c))
INSTR_OBJ := $(INSTR_SRC:%.c=$(BUILD)/obj/%.o)
# The front ends' own files: the rest links into tests and benchmarks too.
INSTR_MAINS := instrument/front/main.c instrument/front/pdd_cc.c instrument/front/cc_copy.c
# Tests and benchmarks reach every room of the pass.
INSTR_INC := -Iinstrument/front -Iinstrument/pass -Iinstrument/c -Iinstrument/sdfg -Iinstrument/io
INSTR_BIN := $(BUILD)/bin/pdd-instrument
CC_BIN := $(BUILD)/bin/pdd-cc
GT4PY_BUILD_BIN := $(BUILD)/bin/pdd-gt4py-build
VIEW_SRC := $(sort $(wildcard viewer/*.c viewer/*/*.c))
VIEW_OBJ := $(VIEW_SRC:%.c=$(BUILD)/obj/%.o)
VIEW_BIN := $(BUILD)/bin/pdd-view
# The corpus of real DaCe output, one folder per DaCe version (tests/corpus/README.md).
PDD_CORPUS ?= $(CURDIR)/tests/corpus
export PDD_CORPUS
LIB_OBJ := $(LIB_SRC:%.c=$(BUILD)/obj/%.o)
LIB_SO := $(BUILD)/lib/libpdd.so
LIB_A := $(BUILD)/lib/libpdd.a
# The log alone (log/'s objects): what only reads or converts logs links it, pdd-view first,
# and so cannot hold the runtime (tests/e2e/viewer_writes_nothing.sh).
LOG_OBJ := $(patsubst %.c,$(BUILD)/obj/%.o,$(filter log/%,$(LIB_SRC)))
LOG_A := $(BUILD)/lib/libpdd-log.a
DEPS_OK := $(BUILD)/.deps-ok
TEST_DEPS_OK := $(BUILD)/.test-deps-ok
# Each test script and Check binary of `make check` adds a line here (tests/helpers/run_test.sh).
RESULTS := $(BUILD)/check-results.tsv

CHECK_SRC := $(sort $(wildcard tests/unit/check_*.c))
CHECK_BIN := $(CHECK_SRC:tests/unit/%.c=$(BUILD)/tests/%)
ASAN_FLAGS := -O1 -g -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined
ASAN_OBJ := $(LIB_SRC:%.c=$(BUILD)/asan/obj/%.o)
ASAN_BIN := $(CHECK_SRC:tests/unit/%.c=$(BUILD)/asan/tests/%)

.PHONY: all deps test-deps check check-build check-unit check-asan check-crash check-tsan check-aarch64 check-pace bench install clean demo \
	demo-dace gpu-check corpus update-golden update-readme fuzz
all: $(LIB_SO) $(LIB_A) $(LOG_A) $(INSTR_BIN) $(CC_BIN) $(VIEW_BIN) $(GT4PY_BUILD_BIN)

# Installs what is missing (we are root on the build machines; otherwise it says so).
deps: $(DEPS_OK)
$(DEPS_OK):
	@tests/helpers/install_debs.sh $(BUILD)/apt.log $(DEBS) && touch $@
test-deps: $(TEST_DEPS_OK)
$(TEST_DEPS_OK): | $(BUILD)/
	@tests/helpers/install_debs.sh $(BUILD)/apt.log $(TEST_DEBS) && touch $@
$(DEPS_OK): | $(BUILD)/
$(BUILD)/:
	@mkdir -p $@

# One rule per kind of object: plain, AddressSanitizer, ThreadSanitizer (and the fuzzers',
# tests/fuzz/fuzz.mk). Objects mirror the source tree under $(BUILD)/obj, $(BUILD)/asan/obj ...
$(BUILD)/obj/%.o: %.c | $(DEPS_OK)
	@mkdir -p $(dir $@)
	$(CC) $(PDD_CFLAGS) $(call inc,$<) $(DEPFLAGS) -fPIC -c $< -o $@

$(BUILD)/asan/obj/%.o: %.c | $(DEPS_OK)
	@mkdir -p $(dir $@)
	$(CC) $(PDD_CFLAGS) $(ASAN_FLAGS) $(call inc,$<) $(DEPFLAGS) -fPIC -c $< -o $@

# The pass writes its outputs as the log is written (log/atomic_file.c), and needs no more of it.
INSTR_LIB_OBJ = $(filter-out $(INSTR_MAINS:%.c=$(BUILD)/obj/%.o),$(INSTR_OBJ)) $(BUILD)/obj/log/atomic_file.o
$(INSTR_BIN): $(BUILD)/obj/instrument/front/main.o $(INSTR_LIB_OBJ)
	@mkdir -p $(dir $@)
	$(CC) -o $@ $^ $(PKG_LIBDIRS) -lcjson -lz

# The pass writing its plan one part at a time (every part's first byte a flush point), for
# tests/e2e/instrument_batches.sh: the same output as pdd-instrument's, or a part's bound is wrong.
BATCH1_OBJ := $(BUILD)/obj/instrument/pass/probes-batch1.o
$(BATCH1_OBJ): instrument/pass/probes.c | $(DEPS_OK)
	@mkdir -p $(dir $@)
	$(CC) $(PDD_CFLAGS) $(call inc,$<) $(DEPFLAGS) -DBATCH_BYTES=1 -DBATCH_N=0 -c $< -o $@
$(BUILD)/tests/pdd-instrument-batch1: $(BUILD)/obj/instrument/front/main.o $(BATCH1_OBJ) \
	$(filter-out $(BUILD)/obj/instrument/pass/probes.o,$(INSTR_LIB_OBJ))
	@mkdir -p $(dir $@)
	$(CC) -o $@ $^ $(PKG_LIBDIRS) -lcjson -lz

$(CC_BIN): $(BUILD)/obj/instrument/front/pdd_cc.o $(BUILD)/obj/instrument/front/cc_copy.o $(INSTR_LIB_OBJ)
	@mkdir -p $(dir $@)
	$(CC) -o $@ $^ $(PKG_LIBDIRS) -lcjson -lz

# pdd-instrument --dacecache --build runs it to rebuild a gt4py.cartesian stencil's extension.
$(GT4PY_BUILD_BIN): instrument/front/pdd-gt4py-build
	@mkdir -p $(dir $@)
	install -m 755 $< $@

# The report's style sheet is a real file, made a C string at build time.
VIEW_CSS := $(BUILD)/gen/report_css.c
$(VIEW_CSS): viewer/report/report.css
	@mkdir -p $(dir $@)
	{ echo '/* made from viewer/report/report.css by the Makefile */'; echo 'const char view_report_css[] ='; \
	  sed -e 's/\\/\\\\/g' -e 's/"/\\"/g' -e 's/^/    "/' -e 's/$$/\\n"/' $<; echo '    ;'; } > $@

# pdd-view links the log's library statically: it reads logs of any installed pdd on its own,
# and holds nothing of the runtime, so it never starts logging itself
# (tests/e2e/viewer_writes_nothing.sh checks it).
$(VIEW_BIN): $(VIEW_OBJ) $(VIEW_CSS) $(LOG_A)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -o $@ $(VIEW_OBJ) $(VIEW_CSS) $(LOG_A) $(PKG_LIBS)

# -z nodelete: a program that is dlclosed (Python reloading a DaCe .so) never unloads libpdd
# with it: one log per process across loads, and its signal handlers stay mapped.
$(LIB_SO): $(LIB_OBJ)
	@mkdir -p $(dir $@)
	$(CC) -shared -o $@ $^ $(PKG_LIBS) -Wl,-soname,libpdd.so -Wl,-z,nodelete

# A static libpdd (and its sanitized twins): log/'s objects as they are, every other room's
# made one relocatable object (libpdd.o beside it). A program that uses any of libpdd gets
# all of it, the entry and the checkers it plugs in included, which nothing names; pdd-view,
# which names only log/'s symbols, gets none of it.
lib-archive = rm -f $@ $(@:.a=.o) && \
	$(CC) -r -nostdlib -o $(@:.a=.o) $(foreach o,$^,$(if $(findstring /obj/log/,$o),,$o)) && \
	$(AR) rcs $@ $(@:.a=.o) $(foreach o,$^,$(if $(findstring /obj/log/,$o),$o))
$(LIB_A): $(LIB_OBJ)
	@mkdir -p $(dir $@)
	$(lib-archive)

$(LOG_A): $(LOG_OBJ)
	@mkdir -p $(dir $@)
	rm -f $@ && $(AR) rcs $@ $^

# Unit tests link the static library: they reach the private headers too. They find the
# committed fixtures (tests/fixtures) through PDD_TESTS_DIR, wherever BUILD is.
TEST_CFLAGS = -DPDD_TESTS_DIR=\"$(CURDIR)/tests\" $(INC_entry) $(INSTR_INC) -Itests/unit -Itests/helpers
# Unit tests (tests/unit) and helper programs (tests/helpers) are built the same way.
TEST_LINK = @mkdir -p $(dir $@) && \
	$(CC) $(PDD_CFLAGS) $(TEST_CFLAGS) -fopenmp $< -o $@ $(INSTR_LIB_OBJ) $(LIB_A) $(PKG_LIBS) -lz $(CHECK_LIBS)
$(BUILD)/tests/%: tests/unit/%.c tests/unit/test_support.h $(LIB_A) $(INSTR_LIB_OBJ)
	$(TEST_LINK)
$(BUILD)/tests/%: tests/helpers/%.c $(LIB_A) $(INSTR_LIB_OBJ)
	$(TEST_LINK)

# check_probe_range tests the probe's loop built as DaCe builds it: -O3 -march=native, and with
# DaCe 1.x's -ffast-math (probe.h then tests bits), each with both forms of the probe; and -O3
# for the ISA's baseline (SSE2, NEON: probe.h's row probes without masked stores); and
# -march=native with each of the fast copy's row forms forced (PDD_ROW_MAX: a maximum a row,
# lanes on the stack), so that an AVX-512 machine tests both whichever its compiler's tuning
# picks; and -march=native with a light row read back after its loop forced (PDD_ROW_BACK=1),
# so that a machine whose ISA keeps it in the loop tests it too. On x86-64 another, AVX2
# without AVX-512 (-march=x86-64-v3: probe.h's compare of the bits there), runs where the CPU
# has AVX2. All of them link into it, sanitized or not.
PROBE_RANGE_OBJ := $(BUILD)/tests/probe_range_ieee.o $(BUILD)/tests/probe_range_fast.o $(BUILD)/tests/probe_range_base.o \
  $(BUILD)/tests/probe_range_rows.o $(BUILD)/tests/probe_range_lanes.o $(BUILD)/tests/probe_range_back.o
ifneq ($(findstring x86_64,$(shell $(CC) -dumpmachine 2>/dev/null)),)
PROBE_RANGE_OBJ += $(BUILD)/tests/probe_range_avx2.o
PROBE_RANGE_AVX2 := -DPROBE_RANGE_AVX2
endif
$(BUILD)/tests/probe_range_%.o: tests/unit/probe_range_kernel.c $(wildcard include/pdd/*.h)
	@mkdir -p $(dir $@)
	$(CC) $(PDD_CFLAGS) -O3 $(if $(filter base,$*),,$(if $(filter avx2,$*),-march=x86-64-v3,$(NATIVE))) -fopenmp $(if $(filter fast,$*),-ffast-math) \
	  $(if $(filter rows,$*),-DPDD_ROW_MAX=1)$(if $(filter lanes,$*),-DPDD_ROW_MAX=0)$(if $(filter back,$*),-DPDD_ROW_BACK=1) \
	  -DPROBE_RANGE_FN=probe_range_$* \
	  -DPROBE_FAST_FN=probe_fast_$* -DPROBE_COPY_FN=probe_copy_$* -DPROBE_BLOCK_FN=probe_block_$* -DPROBE_BLOCK_EXACT_FN=probe_block_exact_$* \
	  -DPROBE_LANES_FN=probe_lanes_$* -c $< -o $@
$(BUILD)/tests/check_probe_range: tests/unit/check_probe_range.c $(PROBE_RANGE_OBJ) $(LIB_A)
	$(CC) $(PDD_CFLAGS) $(TEST_CFLAGS) $(PROBE_RANGE_AVX2) -fopenmp $< -o $@ $(PROBE_RANGE_OBJ) $(LIB_A) $(PKG_LIBS) -lz $(CHECK_LIBS)
$(BUILD)/asan/tests/check_probe_range: tests/unit/check_probe_range.c $(PROBE_RANGE_OBJ) $(BUILD)/asan/libpdd.a
	@mkdir -p $(dir $@)
	$(CC) $(PDD_CFLAGS) $(TEST_CFLAGS) $(ASAN_FLAGS) $(PROBE_RANGE_AVX2) -fopenmp $< -o $@ $(PROBE_RANGE_OBJ) $(BUILD)/asan/libpdd.a $(PKG_LIBS) -lz $(CHECK_LIBS)

$(BUILD)/asan/libpdd.a: $(ASAN_OBJ)
	$(lib-archive)

ASAN_INSTR_OBJ = $(patsubst %.c,$(BUILD)/asan/obj/%.o,$(filter-out $(INSTR_MAINS),$(INSTR_SRC)))
$(BUILD)/asan/tests/%: tests/unit/%.c tests/unit/test_support.h $(BUILD)/asan/libpdd.a $(ASAN_INSTR_OBJ)
	@mkdir -p $(dir $@)
	$(CC) $(PDD_CFLAGS) $(TEST_CFLAGS) $(ASAN_FLAGS) -fopenmp $< -o $@ $(ASAN_INSTR_OBJ) $(BUILD)/asan/libpdd.a $(PKG_LIBS) -lz $(CHECK_LIBS)

ASAN_VIEW_OBJ := $(VIEW_SRC:%.c=$(BUILD)/asan/obj/%.o)
$(BUILD)/asan/libpdd-log.a: $(patsubst $(BUILD)/obj/%,$(BUILD)/asan/obj/%,$(LOG_OBJ))
	rm -f $@ && $(AR) rcs $@ $^
$(BUILD)/asan/bin/pdd-view: $(ASAN_VIEW_OBJ) $(VIEW_CSS) $(BUILD)/asan/libpdd-log.a
	@mkdir -p $(dir $@)
	$(CC) $(ASAN_FLAGS) -o $@ $(ASAN_VIEW_OBJ) $(VIEW_CSS) $(BUILD)/asan/libpdd-log.a $(PKG_LIBS)

# The fuzzers and the replay of what they found (`make fuzz`).
include tests/fuzz/fuzz.mk

define run-unit
	@tests/helpers/run_checks.sh $(RESULTS) unit $(BUILD)/tests $(CHECK_BIN) || true
endef
check-unit: $(CHECK_BIN)
	$(run-unit)

# pdd on Arm: libpdd, the pass, the viewer and the units cross-built with Debian's
# gcc-aarch64-linux-gnu against arm64 builds of the libraries, run under qemu-user with a corpus
# subset (tests/e2e/aarch64.sh; part of check-build).
check-aarch64: all
	@tests/e2e/aarch64.sh $(BUILD)

# The whole orchestrated dycore, where PDD_PACE_BUILD names a build of
# tests/corpus/pace/generate_dycore.sh (NDSL and pyFV3 are fetched, not PyPI packages: CI has
# none, and the test skips); an hour on 2 cores.
check-pace: all
	@PDD_TEST_WORK=$(BUILD)/work/pace_dycore tests/e2e/pace_dycore.sh $(BUILD); rc=$$?; [ $$rc -eq 0 ] || [ $$rc -eq 77 ]

# The same tests under AddressSanitizer and UndefinedBehaviorSanitizer.
# pdd-view too: its golden tests again with the sanitized binary, each in a work folder of its
# own (PDD_TEST_WORK): the unsanitized ones run at the same time in the other lane.
ASAN_DEPS := $(ASAN_BIN) $(FUZZ_REPLAY_BIN) $(BUILD)/asan/bin/pdd-view $(BUILD)/tests/viewer_run $(BUILD)/tests/log_tamper $(BUILD)/tests/log_events all
define run-asan
	@PDD_TEST_SANITIZED=1 \
	  ASAN_OPTIONS=detect_leaks=1:handle_segv=0:handle_sigbus=0:handle_abort=0:handle_sigfpe=0:handle_sigill=0 \
	  UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
	  tests/helpers/run_checks.sh $(RESULTS) asan $(BUILD)/asan/tests $(ASAN_BIN) || true
	$(call shell-test,asan/viewer_golden,ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
	  PDD_VIEW=$(BUILD)/asan/bin/pdd-view PDD_TEST_WORK=$(BUILD)/asan/work/viewer_golden tests/golden/viewer_golden.sh $(BUILD))
	$(call shell-test,asan/viewer_report,ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
	  PDD_VIEW=$(BUILD)/asan/bin/pdd-view PDD_TEST_WORK=$(BUILD)/asan/work/viewer_report tests/e2e/viewer_report.sh $(BUILD))
	$(call shell-test,asan/fuzz_regress,ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
	  tests/fuzz/regress.sh $(BUILD)/asan/tests)
	$(call shell-test,asan/corrupt_inputs,ASAN_OPTIONS=detect_leaks=1 LSAN_OPTIONS=suppressions=$(CURDIR)/tests/e2e/corrupt_inputs.lsan:print_suppressions=0 \
	  UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
	  PDD_VIEW=$(BUILD)/asan/bin/pdd-view PDD_TEST_WORK=$(BUILD)/asan/work/corrupt_inputs tests/e2e/corrupt_inputs.sh $(BUILD))
	$(call shell-test,asan/gpu_check_emulated,ASAN_OPTIONS=detect_leaks=1:handle_segv=0 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
	  EMU_SAN="$(ASAN_FLAGS)" PDD_LINK="$(BUILD)/asan/libpdd.a $(PKG_LIBS)" tests/e2e/gpu_check.sh $(BUILD) --emulate)
endef
check-asan: $(ASAN_DEPS)
	$(run-asan)

# The tests whose pdd code runs on several threads (OpenMP kernels reporting at once, the
# journal appended from threads, the CUDA ring's and CUPTI's locks) under ThreadSanitizer.
# clang with LLVM's libomp: its Archer tool (libarcher, loaded through OMP_TOOL_LIBRARIES)
# tells TSan about OpenMP's barriers and tasks; what is left of libomp's own reports is
# suppressed in tests/helpers/tsan.supp. gcc's libgomp is not TSan-instrumented at all.
TSAN_CC ?= clang
TSAN_FLAGS := -O1 -g -fsanitize=thread -fno-omit-frame-pointer
TSAN_TESTS := check_threads check_checkers check_cuda_ring check_cupti
TSAN_OBJ := $(LIB_SRC:%.c=$(BUILD)/tsan/obj/%.o)
TSAN_BIN := $(TSAN_TESTS:%=$(BUILD)/tsan/tests/%)
ARCHER := $(firstword $(wildcard $(dir $(shell $(TSAN_CC) -print-file-name=libomp.so 2>/dev/null))libarcher.so \
	/usr/lib/llvm-*/lib/libarcher.so))
$(BUILD)/tsan/obj/%.o: %.c | $(DEPS_OK)
	@mkdir -p $(dir $@)
	$(TSAN_CC) $(PDD_CFLAGS) $(TSAN_FLAGS) $(call inc,$<) $(DEPFLAGS) -fPIC -c $< -o $@

$(BUILD)/tsan/libpdd.a: $(TSAN_OBJ)
	$(lib-archive)

$(BUILD)/tsan/tests/%: tests/unit/%.c tests/unit/test_support.h $(BUILD)/tsan/libpdd.a
	@mkdir -p $(dir $@)
	$(TSAN_CC) $(PDD_CFLAGS) $(TEST_CFLAGS) $(TSAN_FLAGS) -fopenmp $< -o $@ $(BUILD)/tsan/libpdd.a $(PKG_LIBS) $(CHECK_LIBS)

$(BUILD)/tsan/tsan_canary: tests/helpers/tsan_canary.c
	@mkdir -p $(dir $@)
	$(TSAN_CC) $(TSAN_FLAGS) -fopenmp $< -o $@

TSAN_ENV = PDD_TEST_SANITIZED=1 OMP_TOOL_LIBRARIES=$(ARCHER) \
	TSAN_OPTIONS="suppressions=$(CURDIR)/tests/helpers/tsan.supp ignore_noninstrumented_modules=1 halt_on_error=1 second_deadlock_stack=1"
check-tsan: $(TSAN_BIN) $(BUILD)/tsan/tsan_canary
	@[ -n "$(ARCHER)" ] || echo "check-tsan: no libarcher.so next to $(TSAN_CC)'s libomp (package libomp-dev): OpenMP's own synchronisation may be reported"
	@if $(TSAN_ENV) $(BUILD)/tsan/tsan_canary >$(BUILD)/tsan/canary.out 2>&1 || \
	  ! grep -q "WARNING: ThreadSanitizer: data race" $(BUILD)/tsan/canary.out; then \
	  echo "FAIL check-tsan: the race planted in tests/helpers/tsan_canary.c went unreported ($(BUILD)/tsan/canary.out): this setup would miss races in pdd"; exit 1; fi
	@$(TSAN_ENV) tests/helpers/run_checks.sh $(RESULTS) tsan $(BUILD)/tsan/tests $(TSAN_BIN)

# Each way of dying (SIGKILL at random, SIGSEGV, SIGBUS, SIGFPE, SIGABRT, abort(), _exit(), a
# stack overflow, raise(SIGKILL) in a kernel) 100 times against a ground truth; a table of
# events expected and recovered; exit 1 on any loss (tests/helpers/crash_matrix.c). `make check` runs
# 3 of each. CRASH_RUNS=N for another count.
CRASH_RUNS ?= 100
check-crash: $(VIEW_BIN) $(CRASH_BIN)
	$(BUILD)/tests/crash_matrix --runs $(CRASH_RUNS) $(BUILD)/tests/crash_victim $(VIEW_BIN) $(BUILD)/crash-matrix

# A test helper: prints a log's events, one line each (the log alone, as pdd-view).
$(BUILD)/tests/log_events: tests/helpers/log_events.c $(LOG_A)
	@mkdir -p $(dir $@)
	$(CC) $(PDD_CFLAGS) $(TEST_CFLAGS) $< -o $@ $(LOG_A) $(PKG_LIBS)

# $(call shell-test,NAME,COMMAND): a test script passes with 0, is skipped with 77 (saying why
# on a "skip: ..." line), fails otherwise; tests/helpers/run_test.sh records which in $(RESULTS), and
# `make check` goes on to the next one.
define shell-test
	@tests/helpers/run_test.sh $(RESULTS) $(1) $(2)
endef

CRASH_BIN := $(BUILD)/tests/crash_matrix $(BUILD)/tests/crash_victim
# The tests of check-build, one target each (ct-NAME), in two lanes that `make check` runs side
# by side (two jobs; the tests are mostly one process each, and CI's 2 cores would otherwise
# idle one): the tests that run DaCe or gt4py from their virtualenvs in one, so that no two of
# them share a virtualenv, a cache or DaCe's configuration at once, and the rest in the
# other; each test waits for the one before it in its lane. The sanitized tests, then the unit
# tests, end the second lane (the first is the longer: its three gt4py.cartesian end-to-end
# tests take about 5 min each).
# `make check` refuses a ct-NAME that is in no lane.
CHECK_PYTHON := corpus_generated pace_corpus dacecache_build dacecache_build_dace1 dace_e2e why_dace why_dace1 \
		gt4py_cartesian gt4py_cartesian_cc gt4py_cartesian_kfirst gt4py_cartesian_cc_kfirst \
		gt4py_cartesian_kji gt4py_cartesian_cc_kji gt4py_next_e2e gt4py_next_e2e_newest icon4py_e2e \
		python_pkg demo_dace
CHECK_NATIVE := work_folders work_folders_self_test probes_compile_out installed_use log_limits log_files live_files host_untouched \
		viewer_writes_nothing instrument_golden instrument_edge_golden instrument_scaling \
		instrument_batches room_deps_self_test room_deps aarch64 coverage_corpus temporary_domains instrument_errors \
		instrument_prefixes pdd_cc_fallback corpus_e2e gpu_check gpu_check_emulated \
		bench_gpu_generated bench_gpu_emulated bench_variants dacecache_walk viewer_golden \
		crash_matrix term_signal mpirun_ranks viewer_report view_ranks corrupt_inputs example_e2e ndsl2026_corpus \
		demo_check long_run readme_snippets
CHECK_BUILD_DEPS := all examples $(BUILD)/tests/log_events $(BUILD)/tests/viewer_run $(BUILD)/tests/log_tamper \
		$(CRASH_BIN) $(BUILD)/tests/term_victim $(BUILD)/tests/rank_logs $(BUILD)/tests/peak_rss \
		$(BUILD)/tests/synthetic_source $(BUILD)/tests/pdd-instrument-batch1 $(TEST_DEPS_OK)
.PHONY: $(CHECK_PYTHON:%=ct-%) $(CHECK_NATIVE:%=ct-%) ct-unit ct-asan check-lanes
check-build: $(CHECK_PYTHON:%=ct-%) $(CHECK_NATIVE:%=ct-%)
$(CHECK_PYTHON:%=ct-%) $(CHECK_NATIVE:%=ct-%): $(CHECK_BUILD_DEPS)
# $(call lane,TEST...): each test waits for the one before it (order only)
lane = $(if $(word 2,$1),$(eval ct-$(word 2,$1): | ct-$(word 1,$1))$(call lane,$(wordlist 2,$(words $1),$1)))
$(call lane,$(CHECK_PYTHON))
$(call lane,$(CHECK_NATIVE) asan unit)
ct-unit: $(CHECK_BIN)
	$(run-unit)
ct-asan: $(ASAN_DEPS)
	$(run-asan)
ct-corpus_generated:
	$(call shell-test,corpus_generated,tests/corpus/generate.sh $(BUILD) --check)
ct-work_folders:
	$(call shell-test,work_folders,python3 tests/helpers/work_folders.py Makefile)
ct-work_folders_self_test:
	$(call shell-test,work_folders_self_test,python3 tests/helpers/work_folders.py --self-test)
ct-probes_compile_out:
	$(call shell-test,probes_compile_out,tests/e2e/probes_compile_out.sh "$(CC)" $(BUILD)/tests)
ct-installed_use:
	$(call shell-test,installed_use,tests/e2e/installed_use.sh $(BUILD)/stage "$(CC)")
ct-log_limits:
	$(call shell-test,log_limits,tests/e2e/log_limits.sh $(BUILD) "$(CC)")
ct-log_files:
	$(call shell-test,log_files,tests/e2e/log_files.sh $(BUILD) "$(CC)")
ct-live_files:
	$(call shell-test,live_files,tests/e2e/live_files.sh $(BUILD) "$(CC)")
ct-host_untouched:
	$(call shell-test,host_untouched,tests/e2e/host_untouched.sh $(BUILD) "$(CC)")
ct-viewer_writes_nothing:
	$(call shell-test,viewer_writes_nothing,tests/e2e/viewer_writes_nothing.sh $(BUILD) "$(CC)")
ct-instrument_golden:
	$(call shell-test,instrument_golden,tests/golden/instrument_golden.sh $(INSTR_BIN))
ct-instrument_edge_golden:
	$(call shell-test,instrument_edge_golden,tests/golden/instrument_edge_golden.sh $(INSTR_BIN))
ct-instrument_scaling:
	$(call shell-test,instrument_scaling,tests/e2e/instrument_scaling.sh $(BUILD))
ct-instrument_batches:
	$(call shell-test,instrument_batches,tests/e2e/instrument_batches.sh $(BUILD))
ct-room_deps_self_test:
	$(call shell-test,room_deps_self_test,python3 tests/e2e/room_deps.py --self-test "$(CC)")
ct-room_deps:
	$(call shell-test,room_deps,python3 tests/e2e/room_deps.py $(BUILD)/obj)
ct-aarch64:
	$(call shell-test,aarch64,tests/e2e/aarch64.sh $(BUILD))
ct-coverage_corpus:
	$(call shell-test,coverage_corpus,tests/e2e/coverage_corpus.sh $(INSTR_BIN))
ct-temporary_domains:
	$(call shell-test,temporary_domains,tests/e2e/temporary_domains.sh $(INSTR_BIN))
ct-pace_corpus:
	$(call shell-test,pace_corpus,tests/e2e/pace_corpus.sh $(BUILD))
ct-instrument_errors:
	$(call shell-test,instrument_errors,tests/e2e/instrument_errors.sh $(INSTR_BIN))
ct-instrument_prefixes:
	$(call shell-test,instrument_prefixes,python3 tests/e2e/instrument_prefixes.py $(INSTR_BIN))
ct-pdd_cc_fallback:
	$(call shell-test,pdd_cc_fallback,tests/e2e/pdd_cc_fallback.sh $(BUILD))
ct-corpus_e2e:
	$(call shell-test,corpus_e2e,tests/e2e/corpus_e2e.sh $(BUILD))
ct-gpu_check:
	$(call shell-test,gpu_check,tests/e2e/gpu_check.sh $(BUILD))
ct-gpu_check_emulated:
	$(call shell-test,gpu_check_emulated,tests/e2e/gpu_check.sh $(BUILD) --emulate)
ct-bench_gpu_generated:
	$(call shell-test,bench_gpu_generated,python3 bench/gpu/generate.py --check)
ct-bench_gpu_emulated:
	$(call shell-test,bench_gpu_emulated,BENCH_GPU_EMULATE=1 BENCH_GPU_SIZE="24 16 8" BENCH_GPU_SMALL_SIZE= ROUNDS=1 STEPS=2 REPEAT=2 \
	  WARMUP=1 bench/bench_gpu.sh $(BUILD))
ct-bench_variants:
	$(call shell-test,bench_variants,tests/e2e/bench_variants.sh $(BUILD))
ct-dacecache_walk:
	$(call shell-test,dacecache_walk,tests/e2e/dacecache_walk.sh $(INSTR_BIN))
ct-dacecache_build:
	$(call shell-test,dacecache_build,tests/e2e/dacecache_build.sh $(BUILD))
ct-dacecache_build_dace1:
	$(call shell-test,dacecache_build_dace1,tests/e2e/dacecache_build.sh $(BUILD) dace-1.0.2)
ct-dace_e2e:
	$(call shell-test,dace_e2e,tests/e2e/dace_e2e.sh $(BUILD) 1 2)
ct-why_dace:
	$(call shell-test,why_dace,tests/e2e/why_dace.sh $(BUILD))
ct-why_dace1:
	$(call shell-test,why_dace1,tests/e2e/why_dace.sh $(BUILD) 1)
# NDSL 2026.03.00's orchestration (tests/corpus/ndsl-2026.03.00), run without Python
ct-ndsl2026_corpus:
	$(call shell-test,ndsl2026_corpus,tests/e2e/ndsl2026_corpus.sh $(BUILD))
ct-gt4py_cartesian:
	$(call shell-test,gt4py_cartesian,tests/e2e/gt4py/cartesian_e2e.sh $(BUILD))
ct-gt4py_cartesian_cc:
	$(call shell-test,gt4py_cartesian_cc,tests/e2e/gt4py/cartesian_cc.sh $(BUILD))
# gt4py 1.2.3's other loop orders (its venv, tests/dace/make_venv.sh gt4py-1.2, needs Python 3.12)
ct-gt4py_cartesian_kfirst:
	$(call shell-test,gt4py_cartesian_kfirst,tests/e2e/gt4py/cartesian_e2e.sh $(BUILD) gt4py-1.2 dace:cpu_kfirst)
ct-gt4py_cartesian_cc_kfirst:
	$(call shell-test,gt4py_cartesian_cc_kfirst,tests/e2e/gt4py/cartesian_cc.sh $(BUILD) gt4py-1.2 dace:cpu_kfirst)
ct-gt4py_cartesian_kji:
	$(call shell-test,gt4py_cartesian_kji,tests/e2e/gt4py/cartesian_e2e.sh $(BUILD) gt4py-1.2 dace:cpu_KJI)
ct-gt4py_cartesian_cc_kji:
	$(call shell-test,gt4py_cartesian_cc_kji,tests/e2e/gt4py/cartesian_cc.sh $(BUILD) gt4py-1.2 dace:cpu_KJI)
ct-gt4py_next_e2e:
	$(call shell-test,gt4py_next_e2e,tests/e2e/gt4py/next_e2e.sh $(BUILD))
ct-gt4py_next_e2e_newest:
	$(call shell-test,gt4py_next_e2e_newest,tests/e2e/gt4py/next_e2e.sh $(BUILD) gt4py-1.2)
ct-icon4py_e2e:
	$(call shell-test,icon4py_e2e,tests/e2e/gt4py/icon4py_e2e.sh $(BUILD))
ct-viewer_golden:
	$(call shell-test,viewer_golden,tests/golden/viewer_golden.sh $(BUILD))
ct-crash_matrix:
	$(call shell-test,crash_matrix,tests/e2e/crash_matrix.sh $(BUILD) 3)
ct-term_signal:
	$(call shell-test,term_signal,tests/e2e/term_signal.sh $(BUILD))
ct-mpirun_ranks:
	$(call shell-test,mpirun_ranks,tests/e2e/mpirun_ranks.sh $(BUILD))
ct-viewer_report:
	$(call shell-test,viewer_report,tests/e2e/viewer_report.sh $(BUILD))
ct-view_ranks:
	$(call shell-test,view_ranks,tests/e2e/view_ranks.sh $(BUILD))
ct-corrupt_inputs:
	$(call shell-test,corrupt_inputs,tests/e2e/corrupt_inputs.sh $(BUILD))
ct-example_e2e:
	$(call shell-test,example_e2e,tests/e2e/example_e2e.sh $(BUILD))
ct-demo_check:
	$(call shell-test,demo_check,tests/e2e/demo_check.sh $(BUILD))
ct-long_run:
	$(call shell-test,long_run,tests/e2e/long_run.sh $(BUILD))
ct-readme_snippets:
	$(call shell-test,readme_snippets,python3 tests/e2e/readme_snippets.py $(BUILD))
ct-python_pkg:
	$(call shell-test,python_pkg,tests/e2e/python_pkg.sh $(BUILD))
ct-demo_dace:
	$(call shell-test,demo_dace,tests/e2e/demo_dace.sh $(BUILD))

# Every test, then one line counting passed, failed and skipped (tests/helpers/check_summary.sh); a
# failing test does not stop the others. The lanes run as CHECK_JOBS jobs (each test's output
# shown whole when it ends); CHECK_JOBS=1 runs one test at a time. Under `make -jN check` they
# share make's N jobs instead.
CHECK_JOBS ?= 2
# A test target in no lane would never run.
check-lanes:
	@lost=$$(sed -n 's/^ct-\([A-Za-z0-9_]*\):$$/\1/p' $(firstword $(MAKEFILE_LIST)) | grep -vxF $(addprefix -e ,$(CHECK_PYTHON) $(CHECK_NATIVE))); \
	  [ -z "$$lost" ] || { echo "make check: ct-$$lost is in no lane: add it to CHECK_PYTHON or CHECK_NATIVE"; exit 1; }
check: all check-lanes
	@mkdir -p $(BUILD) && rm -f $(RESULTS)
	@$(MAKE) --no-print-directory -k $(if $(findstring jobserver,$(MAKEFLAGS)),,-j$(CHECK_JOBS)) --output-sync=target \
	  check-build ct-unit ct-asan; \
	  tests/helpers/check_summary.sh $(RESULTS) $$?

# The only ways to rewrite what tests expect; review the diff before committing.
update-golden: all $(BUILD)/tests/viewer_run $(BUILD)/tests/log_tamper $(BUILD)/tests/log_events
	tests/golden/instrument_golden.sh $(INSTR_BIN) --update
	tests/golden/instrument_edge_golden.sh $(INSTR_BIN) --update
	tests/golden/viewer_golden.sh $(BUILD) --update
update-readme: all examples $(TEST_DEPS_OK)
	python3 tests/e2e/readme_snippets.py $(BUILD) --update

# The corpus of generated programs, from tests/corpus/programs.py with both pinned DaCe versions.
corpus: $(TEST_DEPS_OK)
	tests/corpus/generate.sh $(BUILD)

# On a machine with a GPU: instrumented corpus GPU programs with planted faults (skips, 77,
# with a message where there is no device); first the same run emulated on the CPU, so that a
# failure on the device alone points at what only a device does.
gpu-check: all $(BUILD)/tests/log_events
	@rm -f $(RESULTS)
	$(call shell-test,gpu_check_emulated,tests/e2e/gpu_check.sh $(BUILD) --emulate)
	$(call shell-test,gpu_check,tests/e2e/gpu_check.sh $(BUILD))
	@tests/helpers/check_summary.sh $(RESULTS) 0

# The example with a fault, summarised and drawn (examples/demo.sh says what it does).
demo: all examples
	@examples/demo.sh $(BUILD)

# A real DaCe program from PyPI, instrumented in its .dacecache, run from Python with a fault.
demo-dace: all
	@examples/dace/demo.sh $(BUILD)

BENCH_BIN := $(BUILD)/bench/bench_probe $(BUILD)/bench/bench_kernel $(BUILD)/bench/bench_convert $(BUILD)/bench/bench_pass $(BUILD)/bench/bench_view $(BUILD)/bench/bench_ranks
$(BUILD)/bench/%: bench/%.c $(LIB_A)
	@mkdir -p $(dir $@)
	$(CC) $(PDD_CFLAGS) $(TEST_CFLAGS) -O3 $(NATIVE) -fopenmp $< -o $@ $(LIB_A) $(PKG_LIBS)

# The benchmarks of the log alone (journal -> HDF5, pdd-view over many logs) link the log alone.
$(BUILD)/bench/bench_convert $(BUILD)/bench/bench_view $(BUILD)/bench/bench_ranks: $(BUILD)/bench/%: bench/%.c $(LOG_A)
	@mkdir -p $(dir $@)
	$(CC) $(PDD_CFLAGS) $(TEST_CFLAGS) -O3 -march=native -fopenmp $< -o $@ $(LOG_A) $(PKG_LIBS)

$(BUILD)/bench/bench_pass: bench/bench_pass.c $(INSTR_LIB_OBJ)
	@mkdir -p $(dir $@)
	$(CC) $(PDD_CFLAGS) $(TEST_CFLAGS) -O2 $< -o $@ $(INSTR_LIB_OBJ) -lcjson -lz

bench: $(BENCH_BIN) all examples
	@for b in $(filter-out %/bench_view %/bench_ranks,$(BENCH_BIN)); do echo "== $$b"; $$b || exit 1; done
	@echo "== $(BUILD)/bench/bench_view"; $(BUILD)/bench/bench_view $(VIEW_BIN) $(BUILD)/bench-view
	@echo "== $(BUILD)/bench/bench_ranks"; $(BUILD)/bench/bench_ranks $(VIEW_BIN) $(BUILD)/bench-ranks
	@echo "== bench/bench_stencils.sh"; bench/bench_stencils.sh $(BUILD)
	@echo "== bench/bench_stencils.sh, DaCe 1.x's flags"; BENCH_DACE=dace-1.0.2 BENCH_FLAGS="-O3 -march=native -ffast-math" \
	  bench/bench_stencils.sh $(BUILD)
	@if grep -qw avx512f /proc/cpuinfo 2>/dev/null; then \
	  echo "== bench/bench_stencils.sh, AVX2 code on this AVX-512 CPU (-march=x86-64-v3: probe.h's forms without AVX-512)"; \
	  BENCH_FLAGS="-O3 -march=x86-64-v3" bench/bench_stencils.sh $(BUILD); fi
	@echo "== bench/bench_gpu.sh"; bench/bench_gpu.sh $(BUILD)
	@echo "== bench/bench_long_run.sh: 10^4 and 10^7 kernel calls, probes on"; bench/bench_long_run.sh $(BUILD)
	@echo "== bench/bench_dycore_step.sh: the orchestrated dycore's step, probes on vs off (PDD_PACE_BUILD)"; \
	  bench/bench_dycore_step.sh $(BUILD)

install: all
	install -d $(DESTDIR)$(PREFIX)/lib/pkgconfig $(DESTDIR)$(PREFIX)/include/pdd $(DESTDIR)$(PREFIX)/bin
	install -m 644 include/pdd/*.h $(DESTDIR)$(PREFIX)/include/pdd/
	install -m 755 $(LIB_SO) $(DESTDIR)$(PREFIX)/lib/
	install -m 755 $(INSTR_BIN) $(CC_BIN) $(VIEW_BIN) $(GT4PY_BUILD_BIN) $(DESTDIR)$(PREFIX)/bin/
	install -m 644 $(LIB_A) $(DESTDIR)$(PREFIX)/lib/
	sed -e 's|@PREFIX@|$(PREFIX)|g' -e 's|@VERSION@|$(shell sed -n 's/^#define PDD_VERSION "\(.*\)"/\1/p' include/pdd/pdd.h)|' \
	  pdd.pc.in > $(DESTDIR)$(PREFIX)/lib/pkgconfig/pdd.pc

clean:
	rm -rf $(BUILD)

# The FV3-flavoured example, instrumented at build time (`make examples`).
include examples/examples.mk

# The header dependencies the compiler wrote beside each object (-MMD).
DEP_FILES := $(patsubst %.o,%.d,$(LIB_OBJ) $(INSTR_OBJ) $(BATCH1_OBJ) $(VIEW_OBJ) $(ASAN_OBJ) $(ASAN_INSTR_OBJ) $(ASAN_VIEW_OBJ) \
	$(TSAN_OBJ) $(FUZZ_LIB_OBJ) $(FUZZ_INSTR_OBJ))
-include $(DEP_FILES)
