/* DaCe AUTO-GENERATED FILE. DO NOT MODIFY */
#include <dace/dace.h>
#include "../../include/hash.h"
#include <pdd/probe.h> /* pdd */
/* pdd: probe tables, written by pdd-instrument 0.1.0; regenerate, do not edit */
static const pdd_kernel_desc pdd_unit_nested_kernels[2] = {
    {"copy_gpu_pt_to_pt_halo_tasklet_map_7_0_0", "src/cpu/nested.cpp", 105, "copy_gpu_pt_to_pt_halo_tasklet_map"},
    {"copy_col_in_to_gpu_col_in_3_1_7", "src/cpu/nested.cpp", 0, NULL},
};
static const pdd_kernel_origin pdd_unit_nested_origins[2] = {
    {"dace/libraries/standard/nodes/copy/expansions/memcpy_cuda_nd.py", 109},
    {NULL, 0},
};
static const pdd_field_desc pdd_unit_nested_fields[5] = {
    {"gpu_pt", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"gpu_pt_prev", PDD_T_F64, 3, PDD_STORAGE_GPU, 1},
    {"pt_1", PDD_T_F64, 1, PDD_STORAGE_GPU, 1},
    {"gpu_pt_diag", PDD_T_F64, 1, PDD_STORAGE_GPU, 1},
    {"gpu_col_in", PDD_T_UNKNOWN, 0, PDD_STORAGE_UNKNOWN, 0},
};
static const pdd_site_desc pdd_unit_nested_sites[1] = {
    {1, 4, 0, PDD_SITE_UNCHECKED | 5 << 8}, /* device_copy */
};
static pdd_range pdd_unit_nested_ranges[1];
static pdd_unit pdd_unit_nested = {PDD_ABI_VERSION, "nested", "src/cpu/nested.cpp", 2, 5, 1, pdd_unit_nested_kernels, pdd_unit_nested_fields, pdd_unit_nested_sites, pdd_unit_nested_ranges, NULL, pdd_unit_nested_origins, NULL, NULL};
PDD_UNIT_REGISTER(pdd_unit_nested)
/* pdd: end of probe tables */


struct nested_state_t {
    dace::cuda::Context *gpu_context;
};

DACE_EXPORTED void __dace_runkernel_programs_nested_120_0_0_27(nested_state_t *__state, const double * __restrict__ gpu_pt, double * __restrict__ gpu_pt_out, int I, int J, int K, const double coef);
DACE_EXPORTED void __dace_runkernel_assign_106_4_gmap_3_1_9(nested_state_t *__state, double * __restrict__ col_out, const double * __restrict__ col_out_slice);
DACE_EXPORTED void __dace_runkernel__Mult__gmap_4_0_19(nested_state_t *__state, const double coef, double * __restrict__ coef_times_col_out_slice, const double * __restrict__ col_out_index);
DACE_EXPORTED void __dace_runkernel__Add__gmap_4_0_21(nested_state_t *__state, const double * __restrict__ coef_times_col_out_slice, const double * __restrict__ col_in_index, double * __restrict__ col_in_slice_plus_coef_col_out_slice);
DACE_EXPORTED void __dace_runkernel_assign_108_8_gmap_4_0_23(nested_state_t *__state, double * __restrict__ col_out, const double * __restrict__ col_in_slice_plus_coef_col_out_slice, int64_t k);
inline void programs_implicit_column_0_0_11(nested_state_t *__state, const double&  coef, const double * __restrict__ col_in, double * __restrict__ col_out, int K) {
    double * col_out_slice;
    DACE_GPU_CHECK(cudaMalloc((void**)&col_out_slice, 1 * sizeof(double)));
    double * col_in_index;
    DACE_GPU_CHECK(cudaMalloc((void**)&col_in_index, 1 * sizeof(double)));
    double * col_out_index;
    DACE_GPU_CHECK(cudaMalloc((void**)&col_out_index, 1 * sizeof(double)));
    double * coef_times_col_out_slice;
    DACE_GPU_CHECK(cudaMalloc((void**)&coef_times_col_out_slice, 1 * sizeof(double)));
    double * col_in_slice_plus_coef_col_out_slice;
    DACE_GPU_CHECK(cudaMalloc((void**)&col_in_slice_plus_coef_col_out_slice, 1 * sizeof(double)));
    double * gpu_col_in;
    DACE_GPU_CHECK(cudaMalloc((void**)&gpu_col_in, K * sizeof(double)));
    int k;

    {

        {
            const double * _cpy_in = &col_in[0];
            double* _cpy_out = gpu_col_in;

            ///////////////////
            cudaStream_t __dace_current_stream = __state->gpu_context->streams[0];
            cudaMemcpyAsync(_cpy_out, _cpy_in, K * sizeof(double), cudaMemcpyDeviceToDevice, __dace_current_stream);
            ///////////////////

        }
        {
            double * _cpy_in = &gpu_col_in[0];
            double* _cpy_out = col_out_slice;

            ///////////////////
            cudaStream_t __dace_current_stream = __state->gpu_context->streams[0];
            cudaMemcpyAsync(_cpy_out, _cpy_in, 1 * sizeof(double), cudaMemcpyDeviceToDevice, __dace_current_stream);
            ///////////////////

        }
        __dace_runkernel_assign_106_4_gmap_3_1_9(__state, col_out, col_out_slice);
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[0]));


    }
    for (k = 1; (k < K); k = (k + 1)) {
        {

            {
                double * _cpy_in = &gpu_col_in[k];
                double* _cpy_out = col_in_index;

                ///////////////////
                cudaStream_t __dace_current_stream = __state->gpu_context->streams[0];
                cudaMemcpyAsync(_cpy_out, _cpy_in, 1 * sizeof(double), cudaMemcpyDeviceToDevice, __dace_current_stream);
                ///////////////////

            }
            {
                double * _cpy_in = &col_out[(k - 1)];
                double* _cpy_out = col_out_index;

                ///////////////////
                cudaStream_t __dace_current_stream = __state->gpu_context->streams[1];
                cudaMemcpyAsync(_cpy_out, _cpy_in, 1 * sizeof(double), cudaMemcpyDeviceToDevice, __dace_current_stream);
                ///////////////////

            }
            __dace_runkernel__Mult__gmap_4_0_19(__state, coef, coef_times_col_out_slice, col_out_index);
            DACE_GPU_CHECK(cudaEventRecord(__state->gpu_context->events[1], __state->gpu_context->streams[1]));
            DACE_GPU_CHECK(cudaStreamWaitEvent(__state->gpu_context->streams[0], __state->gpu_context->events[1], 0));
            __dace_runkernel__Add__gmap_4_0_21(__state, coef_times_col_out_slice, col_in_index, col_in_slice_plus_coef_col_out_slice);
            __dace_runkernel_assign_108_8_gmap_4_0_23(__state, col_out, col_in_slice_plus_coef_col_out_slice, k);
            DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[0]));


        }

    }
    DACE_GPU_CHECK(cudaFree(col_out_slice));
    DACE_GPU_CHECK(cudaFree(col_in_index));
    DACE_GPU_CHECK(cudaFree(col_out_index));
    DACE_GPU_CHECK(cudaFree(coef_times_col_out_slice));
    DACE_GPU_CHECK(cudaFree(col_in_slice_plus_coef_col_out_slice));
    DACE_GPU_CHECK(cudaFree(gpu_col_in));
}

inline void copy_gpu_pt_to_pt_halo_sdfg_0_0_25(nested_state_t *__state, const double * __restrict__ gpu_pt, double* __restrict__ _cpy_out, int I, int J, int K) {

    {
        const double * _cpy_in;
        _cpy_in = &gpu_pt[((J * K) + K)];

        {
            PDD_KERNEL_BEGIN(pdd_unit_nested, 0); /* pdd */
            for (int __cpy_i0 = 0; __cpy_i0 < (I - 2); __cpy_i0 += 1) {
                for (int __cpy_i1 = 0; __cpy_i1 < (J - 2); __cpy_i1 += 1) {
                    {
                        const double* _in = &_cpy_in[(((J * K) * __cpy_i0) + (K * __cpy_i1))];
                        double* _out = _cpy_out + (((K * __cpy_i0) * (J - 2)) + (K * __cpy_i1));

                        ///////////////////
                        cudaStream_t __dace_current_stream = __state->gpu_context->streams[4];
                        DACE_GPU_CHECK(cudaMemcpyAsync(_out, _in, K * sizeof(double), cudaMemcpyDeviceToHost, __dace_current_stream));
                        ///////////////////

                    }
                }
            }
            PDD_KERNEL_END(pdd_unit_nested, 0); /* pdd */
        }

    }
}

DACE_EXPORTED void __dace_runkernel_programs_nested_123_0_0_29(nested_state_t *__state, const double * __restrict__ gpu_pt, double * __restrict__ gpu_pt_prev, int I, int J, int K);
void __program_nested_internal(nested_state_t*__state, double * __restrict__ pt, double * __restrict__ pt_diag, double * __restrict__ pt_halo, double * __restrict__ pt_out, double * __restrict__ pt_prev, double * __restrict__ pt_sfc, int I, int J, int K, double coef)
{
    double * gpu_pt;
    DACE_GPU_CHECK(cudaMalloc((void**)&gpu_pt, ((I * J) * K) * sizeof(double)));
    { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_nested, 0, gpu_pt, 3, pdd_shape, pdd_strides); } /* pdd */
    double * gpu_pt_out;
    DACE_GPU_CHECK(cudaMalloc((void**)&gpu_pt_out, ((I * J) * K) * sizeof(double)));
    double * gpu_pt_diag;
    DACE_GPU_CHECK(cudaMalloc((void**)&gpu_pt_diag, K * sizeof(double)));
    { const int64_t pdd_shape[] = {(int64_t)(K)}, pdd_strides[] = {(int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_nested, 3, gpu_pt_diag, 1, pdd_shape, pdd_strides); } /* pdd */

    {

        {
            double* _cpy_in = &pt[0];
            double* _cpy_out = gpu_pt;

            ///////////////////
            cudaStream_t __dace_current_stream = __state->gpu_context->streams[0];
            cudaMemcpyAsync(_cpy_out, _cpy_in, ((I * J) * K) * sizeof(double), cudaMemcpyHostToDevice, __dace_current_stream);
            ///////////////////

        }
        {
            double* _cpy_in = &pt_out[0];
            double* _cpy_out = gpu_pt_out;

            ///////////////////
            cudaStream_t __dace_current_stream = __state->gpu_context->streams[1];
            cudaMemcpyAsync(_cpy_out, _cpy_in, ((I * J) * K) * sizeof(double), cudaMemcpyHostToDevice, __dace_current_stream);
            ///////////////////

        }
        {
            double* _cpy_in = &pt_diag[0];
            double* _cpy_out = gpu_pt_diag;

            ///////////////////
            cudaStream_t __dace_current_stream = __state->gpu_context->streams[2];
            cudaMemcpyAsync(_cpy_out, _cpy_in, K * sizeof(double), cudaMemcpyHostToDevice, __dace_current_stream);
            ///////////////////

        }
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[0]));
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[1]));
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[2]));


    }
    {
        double * pt_1;
        pt_1 = &gpu_pt[(((J * K) * (I - 1)) + (K * (J - 1)))];
        { const int64_t pdd_shape[] = {(int64_t)(K)}, pdd_strides[] = {(int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_nested, 2, pt_1, 1, pdd_shape, pdd_strides); } /* pdd */
        double __tmp0;
        double * gpu_pt_prev;
        DACE_GPU_CHECK(cudaMalloc((void**)&gpu_pt_prev, ((I * J) * K) * sizeof(double)));
        { const int64_t pdd_shape[] = {(int64_t)(I), (int64_t)(J), (int64_t)(K)}, pdd_strides[] = {(int64_t)(J*K), (int64_t)(K), (int64_t)(1)}; PDD_FIELD_BIND(pdd_unit_nested, 1, gpu_pt_prev, 3, pdd_shape, pdd_strides); } /* pdd */

        __dace_runkernel_programs_nested_120_0_0_27(__state, gpu_pt, gpu_pt_out, I, J, K, coef);
        DACE_GPU_CHECK(cudaEventRecord(__state->gpu_context->events[9], __state->gpu_context->streams[2]));
        DACE_GPU_CHECK(cudaStreamWaitEvent(__state->gpu_context->streams[3], __state->gpu_context->events[9], 0));
        {
            double * _cpy_in = &gpu_pt_out[0];
            double* _cpy_out = pt_out;

            ///////////////////
            cudaStream_t __dace_current_stream = __state->gpu_context->streams[2];
            cudaMemcpyAsync(_cpy_out, _cpy_in, ((I * J) * K) * sizeof(double), cudaMemcpyDeviceToHost, __dace_current_stream);
            DACE_GPU_CHECK(cudaStreamSynchronize(__dace_current_stream));
            ///////////////////

        }
        {
            double * _cpy_in = &gpu_pt_out[(K - 1)];
            double* _cpy_out = pt_sfc;

            ///////////////////
            cudaStream_t __dace_current_stream = __state->gpu_context->streams[3];
            cudaMemcpy2DAsync(_cpy_out, 1 * sizeof(double), _cpy_in, K * sizeof(double), 1 * sizeof(double), (I * J), cudaMemcpyDeviceToHost, __dace_current_stream);
            DACE_GPU_CHECK(cudaStreamSynchronize(__dace_current_stream));
            ///////////////////

        }
        {
            double __in2 = coef;
            double __out;

            ///////////////////
            // Tasklet code (_Mult_)
            __out = (0.5 * __in2);
            ///////////////////

            __tmp0 = __out;
        }
        programs_implicit_column_0_0_11(__state, __tmp0, &pt_1[0], &gpu_pt_diag[0], K);
        {
            double * _cpy_in = &gpu_pt_diag[0];
            double* _cpy_out = pt_diag;

            ///////////////////
            cudaStream_t __dace_current_stream = __state->gpu_context->streams[0];
            cudaMemcpyAsync(_cpy_out, _cpy_in, K * sizeof(double), cudaMemcpyDeviceToHost, __dace_current_stream);
            DACE_GPU_CHECK(cudaStreamSynchronize(__dace_current_stream));
            ///////////////////

        }
        copy_gpu_pt_to_pt_halo_sdfg_0_0_25(__state, &gpu_pt[0], &pt_halo[0], I, J, K);
        __dace_runkernel_programs_nested_123_0_0_29(__state, gpu_pt, gpu_pt_prev, I, J, K);
        {
            double * _cpy_in = &gpu_pt_prev[0];
            double* _cpy_out = pt_prev;

            ///////////////////
            cudaStream_t __dace_current_stream = __state->gpu_context->streams[4];
            cudaMemcpyAsync(_cpy_out, _cpy_in, ((I * J) * K) * sizeof(double), cudaMemcpyDeviceToHost, __dace_current_stream);
            DACE_GPU_CHECK(cudaStreamSynchronize(__dace_current_stream));
            ///////////////////

        }
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[2]));
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[3]));
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[4]));
        DACE_GPU_CHECK(cudaStreamSynchronize(__state->gpu_context->streams[0]));

        DACE_GPU_CHECK(cudaFree(gpu_pt_prev));

    }
    DACE_GPU_CHECK(cudaFree(gpu_pt));
    DACE_GPU_CHECK(cudaFree(gpu_pt_out));
    DACE_GPU_CHECK(cudaFree(gpu_pt_diag));
}

DACE_EXPORTED void __dace_gpu_drain_error(nested_state_t *__state);
DACE_EXPORTED void __program_nested(nested_state_t *__state, double * __restrict__ pt, double * __restrict__ pt_diag, double * __restrict__ pt_halo, double * __restrict__ pt_out, double * __restrict__ pt_prev, double * __restrict__ pt_sfc, int I, int J, int K, double coef)
{
    PDD_PROGRAM_BEGIN(pdd_unit_nested); /* pdd */
    __dace_gpu_drain_error(__state);
    __program_nested_internal(__state, pt, pt_diag, pt_halo, pt_out, pt_prev, pt_sfc, I, J, K, coef);
}
DACE_EXPORTED int __dace_init_cuda(nested_state_t *__state, int I, int J, int K);
DACE_EXPORTED int __dace_exit_cuda(nested_state_t *__state);

DACE_EXPORTED nested_state_t *__dace_init_nested(int I, int J, int K)
{

    int __result = 0;
    nested_state_t *__state = new nested_state_t();
    __result |= __dace_init_cuda(__state, I, J, K);

    if (__result) {
        delete __state;
        return nullptr;
    }

    if (__result) {
        delete __state;
        return nullptr;
    }

    return __state;
}

DACE_EXPORTED int __dace_exit_nested(nested_state_t *__state)
{

    int __err = 0;

    int __err_cuda = __dace_exit_cuda(__state);
    if (__err_cuda) {
        __err = __err_cuda;
    }
    delete __state;
    return __err;
}
