# examples/examples.mk: builds the FV3-flavoured example (`make examples`). The generated
# sources are instrumented by pdd-instrument at build time, never by hand. Included by the
# top-level Makefile after its own variables (BUILD, INSTR_BIN, LIB_SO), whose
# rules build the pass and libpdd.
#
#   $(BUILD)/examples/fv3_tracers/fv3_tracers        CPU (OpenMP) build, probes in
#   $(BUILD)/examples/fv3_tracers/fv3_tracers_cuda   CUDA build, when nvcc is found
#   $(BUILD)/examples/fv3_tracers/{cpu,gpu}/         the instrumented sources, laid out as
#                                                    .dacecache/fv3_tracers/ (+ .pdd.json)

EX_SRC := examples/fv3_tracers
EX_OUT = $(BUILD)/examples/fv3_tracers
# The test-only stand-in for DaCe's runtime header (the example needs no DaCe installation).
EX_COMPAT := tests/dace_compat
EX_HEADERS = $(wildcard include/pdd/*.h $(EX_COMPAT)/dace/*.h)
EX_CXXFLAGS ?= -O2 -g
EX_NVCCFLAGS ?= -O2
EX_NVCC := $(firstword $(shell command -v nvcc 2>/dev/null) $(wildcard /usr/local/cuda/bin/nvcc))
EX_CUDA_HOME := $(patsubst %/bin/nvcc,%,$(EX_NVCC))
# libpdd is found beside the build tree wherever it is moved: $(BUILD)/lib.
EX_LDPDD = -L$(BUILD)/lib -Wl,-rpath,'$$ORIGIN/../../lib' -lpdd

.PHONY: examples
examples: $(EX_OUT)/fv3_tracers $(if $(EX_NVCC),$(EX_OUT)/fv3_tracers_cuda)
	@$(if $(EX_NVCC),:,echo "examples: nvcc not found; CUDA variant not built")

# ---- CPU build --------------------------------------------------------------------------

$(EX_OUT)/cpu/include/%.h: $(EX_SRC)/cpu/include/%.h
	@mkdir -p $(dir $@)
	cp $< $@

$(EX_OUT)/cpu/src/cpu/fv3_tracers.cpp: $(EX_SRC)/cpu/src/cpu/fv3_tracers.cpp $(EX_SRC)/cpu/program.sdfg \
		$(EX_SRC)/cpu/map/map_cpp.json $(INSTR_BIN)
	@mkdir -p $(dir $@)
	$(INSTR_BIN) --sdfg $(EX_SRC)/cpu/program.sdfg --source-map $(EX_SRC)/cpu/map/map_cpp.json -o $@ $<

$(EX_OUT)/cpu/build/fv3_tracers.o: $(EX_OUT)/cpu/src/cpu/fv3_tracers.cpp $(EX_OUT)/cpu/include/hash.h \
		$(EX_HEADERS)
	@mkdir -p $(dir $@)
	$(CXX) -std=c++17 $(EX_CXXFLAGS) -fopenmp -Iinclude -I$(EX_COMPAT) -c $< -o $@

$(EX_OUT)/cpu/build/main.o: $(EX_SRC)/main.cpp $(EX_SRC)/cpu/include/fv3_tracers.h
	@mkdir -p $(dir $@)
	$(CXX) -std=c++17 $(EX_CXXFLAGS) -I$(EX_SRC)/cpu/include -I$(EX_COMPAT) -c $< -o $@

$(EX_OUT)/fv3_tracers: $(EX_OUT)/cpu/build/main.o $(EX_OUT)/cpu/build/fv3_tracers.o $(LIB_SO)
	$(CXX) -fopenmp -o $@ $(filter %.o,$^) $(EX_LDPDD)

# ---- CUDA build: the .cu and its host .cpp, both instrumented ---------------------------

$(EX_OUT)/gpu/include/%.h: $(EX_SRC)/gpu/include/%.h
	@mkdir -p $(dir $@)
	cp $< $@

$(EX_OUT)/gpu/src/cuda/fv3_tracers_cuda.cu: $(EX_SRC)/gpu/src/cuda/fv3_tracers_cuda.cu $(EX_SRC)/gpu/program.sdfg \
		$(INSTR_BIN)
	@mkdir -p $(dir $@)
	$(INSTR_BIN) --sdfg $(EX_SRC)/gpu/program.sdfg -o $@ $<

$(EX_OUT)/gpu/src/cpu/fv3_tracers.cpp: $(EX_SRC)/gpu/src/cpu/fv3_tracers.cpp $(EX_SRC)/gpu/program.sdfg \
		$(EX_SRC)/gpu/map/map_cpp.json $(INSTR_BIN)
	@mkdir -p $(dir $@)
	$(INSTR_BIN) --sdfg $(EX_SRC)/gpu/program.sdfg --source-map $(EX_SRC)/gpu/map/map_cpp.json -o $@ $<

$(EX_OUT)/gpu/build/fv3_tracers_cuda.o: $(EX_OUT)/gpu/src/cuda/fv3_tracers_cuda.cu $(EX_HEADERS)
	@mkdir -p $(dir $@)
	$(EX_NVCC) -std=c++17 $(EX_NVCCFLAGS) -Iinclude -I$(EX_COMPAT) -c $< -o $@

$(EX_OUT)/gpu/build/fv3_tracers.o: $(EX_OUT)/gpu/src/cpu/fv3_tracers.cpp $(EX_OUT)/gpu/include/hash.h \
		$(EX_HEADERS)
	@mkdir -p $(dir $@)
	$(CXX) -std=c++17 $(EX_CXXFLAGS) -fopenmp -DWITH_CUDA -I$(EX_CUDA_HOME)/include -Iinclude -I$(EX_COMPAT) \
	  -c $< -o $@

$(EX_OUT)/gpu/build/main.o: $(EX_SRC)/main.cpp $(EX_SRC)/gpu/include/fv3_tracers.h
	@mkdir -p $(dir $@)
	$(CXX) -std=c++17 $(EX_CXXFLAGS) -DFV3_TRACERS_CUDA -I$(EX_SRC)/gpu/include -I$(EX_COMPAT) -c $< -o $@

$(EX_OUT)/fv3_tracers_cuda: $(EX_OUT)/gpu/build/main.o $(EX_OUT)/gpu/build/fv3_tracers.o \
		$(EX_OUT)/gpu/build/fv3_tracers_cuda.o $(LIB_SO)
	$(CXX) -fopenmp -o $@ $(filter %.o,$^) -L$(EX_CUDA_HOME)/lib64 -Wl,-rpath,$(EX_CUDA_HOME)/lib64 -lcudart \
	  $(EX_LDPDD)
