# tests/fuzz/fuzz.mk: the fuzzers (included by the Makefile).
#
# `make fuzz FUZZ_SECONDS=N`: each libFuzzer harness of tests/fuzz/ runs N seconds (clang),
# from the seeds (tests/fuzz/seeds.sh: the corpus, the SDFGs, the fixture logs and journals)
# and the corpus it grew before ($(BUILD)/fuzz/corpus/<target>); it prints executions and
# findings per target. A finding (crash, leak, timeout, out of memory) is left in
# $(BUILD)/fuzz/findings/<target>/: once fixed, it goes into tests/fuzz/regress/<target>/,
# which `make check` replays through the same harness built without libFuzzer (any C
# compiler, AddressSanitizer on: tests/fuzz/replay.c).
FUZZ_CC ?= clang
FUZZ_SECONDS ?= 60
FUZZ_TARGETS := pass sdfg journal view
FUZZ_SAN := -g -O1 -fno-omit-frame-pointer -fsanitize=address,undefined -fno-sanitize-recover=undefined
# The pass harness takes a source with one of these SDFGs (its first byte says which).
FUZZ_SDFGS := $(PDD_CORPUS)/dace-2.0.0b1/jacobi_2d/cpu/program.sdfg:$(PDD_CORPUS)/dace-2.0.0b1/jacobi_2d/gpu/program.sdfg:$(PDD_CORPUS)/dace-2.0.0b1/nested/cpu/program.sdfg:$(PDD_CORPUS)/dace-2.0.0b1/loop_transient/cpu/program.sdfg:$(PDD_CORPUS)/dace-1.0.2/tracer_advection/cpu/program.sdfg:$(PDD_CORPUS)/gt4py-1.1.12/delp_update/m_delp_update__dacecpu_3019e964f7.sdfgz
export PDD_FUZZ_SDFGS = $(FUZZ_SDFGS)

FUZZ_LIB_OBJ := $(LIB_SRC:%.c=$(BUILD)/fuzz/obj/%.o)
FUZZ_INSTR_OBJ := $(patsubst %.c,$(BUILD)/fuzz/obj/%.o,$(filter-out $(INSTR_MAINS),$(INSTR_SRC)))
FUZZ_BIN := $(FUZZ_TARGETS:%=$(BUILD)/fuzz/fuzz_%)
FUZZ_REPLAY_BIN := $(FUZZ_TARGETS:%=$(BUILD)/asan/tests/fuzz_replay_%)
# (not intermediate: make would delete them after each link)
.SECONDARY: $(FUZZ_INSTR_OBJ) $(FUZZ_LIB_OBJ)

$(BUILD)/fuzz/obj/%.o: %.c | $(DEPS_OK)
	@mkdir -p $(dir $@)
	$(FUZZ_CC) $(PDD_CFLAGS) $(FUZZ_SAN) -fsanitize=fuzzer-no-link $(call inc,$<) $(DEPFLAGS) -c $< -o $@

$(BUILD)/fuzz/libpdd.a: $(FUZZ_LIB_OBJ)
	$(lib-archive)

$(BUILD)/fuzz/fuzz_%: tests/fuzz/fuzz_%.c tests/fuzz/fuzz_tmp.h $(FUZZ_INSTR_OBJ) $(BUILD)/fuzz/libpdd.a
	$(FUZZ_CC) $(PDD_CFLAGS) $(TEST_CFLAGS) $(FUZZ_SAN) -fsanitize=fuzzer $< -o $@ $(FUZZ_INSTR_OBJ) \
	  $(BUILD)/fuzz/libpdd.a $(PKG_LIBS) -lz

# The replayers: the harness with tests/fuzz/replay.c's main, built as check-asan builds.
$(BUILD)/asan/tests/fuzz_replay_%: tests/fuzz/fuzz_%.c tests/fuzz/replay.c tests/fuzz/fuzz_tmp.h $(BUILD)/asan/libpdd.a $(ASAN_INSTR_OBJ)
	@mkdir -p $(dir $@)
	$(CC) $(PDD_CFLAGS) $(TEST_CFLAGS) $(ASAN_FLAGS) $< tests/fuzz/replay.c -o $@ $(ASAN_INSTR_OBJ) \
	  $(BUILD)/asan/libpdd.a $(PKG_LIBS) -lz

.PHONY: fuzz fuzz-build
fuzz-build:
	@if ! command -v $(FUZZ_CC) >/dev/null 2>&1; then \
	  echo "skip: make fuzz needs clang (libFuzzer); FUZZ_CC=$(FUZZ_CC) is not installed (apt-get install clang)"; \
	  exit 0; fi; \
	$(MAKE) --no-print-directory $(FUZZ_BIN)

fuzz: fuzz-build
	@command -v $(FUZZ_CC) >/dev/null 2>&1 || exit 0; \
	  tests/fuzz/run.sh $(BUILD) $(FUZZ_SECONDS) $(FUZZ_TARGETS)
