/* DaCe AUTO-GENERATED FILE. DO NOT MODIFY */
#include <dace/dace.h>
#include "../../include/hash.h"

struct pyFV3_stencils_tracer_2d_1l_TracerAdvection___call___state_t {

};

inline void copy_corners_y_stencil_defn_computation_139973832066512_0_8_36(pyFV3_stencils_tracer_2d_1l_TracerAdvection___call___state_t *__state, double*  q_in, double*  q_out, int __I, int __J, int __K) {

    {

        {
            #pragma omp parallel for
            for (auto __j = 0; __j < 1; __j += 1) {
                for (auto __i = 0; __i < 1; __i += 1) {
                    for (auto __k = 0; __k < __K; __k += 1) {
                        {
                            const double &q_in__ip5 = q_in[((((114 * __i) + (6 * __j)) + __k) + 228)];
                            double* __q_out = q_out + (((114 * __i) + (6 * __j)) + __k);

                            ///////////////////
                            // Tasklet code (copy_corners_y_stencil_defn_computation_139973832066512_Tasklet)
                            q_out[(((114 * __i) + (6 * __j)) + __k)] = q_in__ip5;
                            ///////////////////

                        }
                    }
                }
            }
        }

    }
    {

        {
            #pragma omp parallel for
            for (auto __j = (__J - 1); __j < __J; __j += 1) {
                for (auto __i = 0; __i < 1; __i += 1) {
                    for (auto __k = 0; __k < __K; __k += 1) {
                        {
                            const double &q_in__ip5 = q_in[((((114 * __i) + (6 * __j)) + __k) + 228)];
                            double* __q_out = q_out + (((114 * __i) + (6 * __j)) + __k);

                            ///////////////////
                            // Tasklet code (copy_corners_y_stencil_defn_computation_139973832066512_Tasklet)
                            q_out[(((114 * __i) + (6 * __j)) + __k)] = q_in__ip5;
                            ///////////////////

                        }
                    }
                }
            }
        }
        {
            #pragma omp parallel for
            for (auto __j = 0; __j < 1; __j += 1) {
                for (auto __i = 1; __i < 2; __i += 1) {
                    for (auto __k = 0; __k < __K; __k += 1) {
                        {
                            const double &q_in__ip4_jp1 = q_in[((((114 * __i) + (6 * __j)) + __k) + 120)];
                            double* __q_out = q_out + (((114 * __i) + (6 * __j)) + __k);

                            ///////////////////
                            // Tasklet code (copy_corners_y_stencil_defn_computation_139973832066512_Tasklet)
                            q_out[(((114 * __i) + (6 * __j)) + __k)] = q_in__ip4_jp1;
                            ///////////////////

                        }
                    }
                }
            }
        }
        {
            #pragma omp parallel for
            for (auto __j = (__J - 2); __j < (__J - 1); __j += 1) {
                for (auto __i = 0; __i < 1; __i += 1) {
                    for (auto __k = 0; __k < __K; __k += 1) {
                        {
                            const double &q_in__ip4_jp1 = q_in[((((114 * __i) + (6 * __j)) + __k) + 120)];
                            double* __q_out = q_out + (((114 * __i) + (6 * __j)) + __k);

                            ///////////////////
                            // Tasklet code (copy_corners_y_stencil_defn_computation_139973832066512_Tasklet)
                            q_out[(((114 * __i) + (6 * __j)) + __k)] = q_in__ip4_jp1;
                            ///////////////////

                        }
                    }
                }
            }
        }
        {
            #pragma omp parallel for
            for (auto __j = 0; __j < 1; __j += 1) {
                for (auto __i = 2; __i < 3; __i += 1) {
                    for (auto __k = 0; __k < __K; __k += 1) {
                        {
                            const double &q_in__ip3_jp2 = q_in[((((114 * __i) + (6 * __j)) + __k) + 12)];
                            double* __q_out = q_out + (((114 * __i) + (6 * __j)) + __k);

                            ///////////////////
                            // Tasklet code (copy_corners_y_stencil_defn_computation_139973832066512_Tasklet)
                            q_out[(((114 * __i) + (6 * __j)) + __k)] = q_in__ip3_jp2;
                            ///////////////////

                        }
                    }
                }
            }
        }
        {
            #pragma omp parallel for
            for (auto __j = (__J - 3); __j < (__J - 2); __j += 1) {
                for (auto __i = 0; __i < 1; __i += 1) {
                    for (auto __k = 0; __k < __K; __k += 1) {
                        {
                            const double &q_in__ip3_jp2 = q_in[((((114 * __i) + (6 * __j)) + __k) + 12)];
                            double* __q_out = q_out + (((114 * __i) + (6 * __j)) + __k);

                            ///////////////////
                            // Tasklet code (copy_corners_y_stencil_defn_computation_139973832066512_Tasklet)
                            q_out[(((114 * __i) + (6 * __j)) + __k)] = q_in__ip3_jp2;
                            ///////////////////

                        }
                    }
                }
            }
        }

    }
    {

        {
            #pragma omp parallel for
            for (auto __j = 1; __j < 2; __j += 1) {
                for (auto __i = 0; __i < 1; __i += 1) {
                    for (auto __k = 0; __k < __K; __k += 1) {
                        {
                            const double &q_in__ip4_jm1 = q_in[((((114 * __i) + (6 * __j)) + __k) + 108)];
                            double* __q_out = q_out + (((114 * __i) + (6 * __j)) + __k);

                            ///////////////////
                            // Tasklet code (copy_corners_y_stencil_defn_computation_139973832066512_Tasklet)
                            q_out[(((114 * __i) + (6 * __j)) + __k)] = q_in__ip4_jm1;
                            ///////////////////

                        }
                    }
                }
            }
        }
        {
            #pragma omp parallel for
            for (auto __j = (__J - 1); __j < __J; __j += 1) {
                for (auto __i = 1; __i < 2; __i += 1) {
                    for (auto __k = 0; __k < __K; __k += 1) {
                        {
                            const double &q_in__ip4_jm1 = q_in[((((114 * __i) + (6 * __j)) + __k) + 108)];
                            double* __q_out = q_out + (((114 * __i) + (6 * __j)) + __k);

                            ///////////////////
                            // Tasklet code (copy_corners_y_stencil_defn_computation_139973832066512_Tasklet)
                            q_out[(((114 * __i) + (6 * __j)) + __k)] = q_in__ip4_jm1;
                            ///////////////////

                        }
                    }
                }
            }
        }

    }
    {

        {
            #pragma omp parallel for
            for (auto __j = 1; __j < 2; __j += 1) {
                for (auto __i = 1; __i < 2; __i += 1) {
                    for (auto __k = 0; __k < __K; __k += 1) {
                        {
                            const double &q_in__ip3 = q_in[(((114 * __i) + (6 * __j)) + __k)];
                            double* __q_out = q_out + (((114 * __i) + (6 * __j)) + __k);

                            ///////////////////
                            // Tasklet code (copy_corners_y_stencil_defn_computation_139973832066512_Tasklet)
                            q_out[(((114 * __i) + (6 * __j)) + __k)] = q_in__ip3;
                            ///////////////////

                        }
                    }
                }
            }
        }

    }
    {

        {
            #pragma omp parallel for
            for (auto __j = (__J - 2); __j < (__J - 1); __j += 1) {
                for (auto __i = 1; __i < 2; __i += 1) {
                    for (auto __k = 0; __k < __K; __k += 1) {
                        {
                            const double &q_in__ip3 = q_in[(((114 * __i) + (6 * __j)) + __k)];
                            double* __q_out = q_out + (((114 * __i) + (6 * __j)) + __k);

                            ///////////////////
                            // Tasklet code (copy_corners_y_stencil_defn_computation_139973832066512_Tasklet)
                            q_out[(((114 * __i) + (6 * __j)) + __k)] = q_in__ip3;
                            ///////////////////

                        }
                    }
                }
            }
        }
        {
            #pragma omp parallel for
            for (auto __j = 1; __j < 2; __j += 1) {
                for (auto __i = 2; __i < 3; __i += 1) {
                    for (auto __k = 0; __k < __K; __k += 1) {
                        {
                            const double &q_in__ip2_jp1 = q_in[((((114 * __i) + (6 * __j)) + __k) - 108)];
                            double* __q_out = q_out + (((114 * __i) + (6 * __j)) + __k);

                            ///////////////////
                            // Tasklet code (copy_corners_y_stencil_defn_computation_139973832066512_Tasklet)
                            q_out[(((114 * __i) + (6 * __j)) + __k)] = q_in__ip2_jp1;
                            ///////////////////

                        }
                    }
                }
            }
        }
        {
            #pragma omp parallel for
            for (auto __j = (__J - 3); __j < (__J - 2); __j += 1) {
                for (auto __i = 1; __i < 2; __i += 1) {
                    for (auto __k = 0; __k < __K; __k += 1) {
                        {
                            const double &q_in__ip2_jp1 = q_in[((((114 * __i) + (6 * __j)) + __k) - 108)];
                            double* __q_out = q_out + (((114 * __i) + (6 * __j)) + __k);

                            ///////////////////
                            // Tasklet code (copy_corners_y_stencil_defn_computation_139973832066512_Tasklet)
                            q_out[(((114 * __i) + (6 * __j)) + __k)] = q_in__ip2_jp1;
                            ///////////////////

                        }
                    }
                }
            }
        }
        {
            #pragma omp parallel for
            for (auto __j = 2; __j < 3; __j += 1) {
                for (auto __i = 0; __i < 1; __i += 1) {
                    for (auto __k = 0; __k < __K; __k += 1) {
                        {
                            const double &q_in__ip3_jm2 = q_in[((((114 * __i) + (6 * __j)) + __k) - 12)];
                            double* __q_out = q_out + (((114 * __i) + (6 * __j)) + __k);

                            ///////////////////
                            // Tasklet code (copy_corners_y_stencil_defn_computation_139973832066512_Tasklet)
                            q_out[(((114 * __i) + (6 * __j)) + __k)] = q_in__ip3_jm2;
                            ///////////////////

                        }
                    }
                }
            }
        }

    }
    {

        {
            #pragma omp parallel for
            for (auto __j = (__J - 1); __j < __J; __j += 1) {
                for (auto __i = 2; __i < 3; __i += 1) {
                    for (auto __k = 0; __k < __K; __k += 1) {
                        {
                            const double &q_in__ip3_jm2 = q_in[((((114 * __i) + (6 * __j)) + __k) - 12)];
                            double* __q_out = q_out + (((114 * __i) + (6 * __j)) + __k);

                            ///////////////////
                            // Tasklet code (copy_corners_y_stencil_defn_computation_139973832066512_Tasklet)
                            q_out[(((114 * __i) + (6 * __j)) + __k)] = q_in__ip3_jm2;
                            ///////////////////

                        }
                    }
                }
            }
        }
        {
            #pragma omp parallel for
            for (auto __j = 2; __j < 3; __j += 1) {
                for (auto __i = 1; __i < 2; __i += 1) {
                    for (auto __k = 0; __k < __K; __k += 1) {
                        {
                            const double &q_in__ip2_jm1 = q_in[((((114 * __i) + (6 * __j)) + __k) - 120)];
                            double* __q_out = q_out + (((114 * __i) + (6 * __j)) + __k);

                            ///////////////////
                            // Tasklet code (copy_corners_y_stencil_defn_computation_139973832066512_Tasklet)
                            q_out[(((114 * __i) + (6 * __j)) + __k)] = q_in__ip2_jm1;
                            ///////////////////

                        }
                    }
                }
            }
        }
        {
            #pragma omp parallel for
            for (auto __j = (__J - 2); __j < (__J - 1); __j += 1) {
                for (auto __i = 2; __i < 3; __i += 1) {
                    for (auto __k = 0; __k < __K; __k += 1) {
                        {
                            const double &q_in__ip2_jm1 = q_in[((((114 * __i) + (6 * __j)) + __k) - 120)];
                            double* __q_out = q_out + (((114 * __i) + (6 * __j)) + __k);

                            ///////////////////
                            // Tasklet code (copy_corners_y_stencil_defn_computation_139973832066512_Tasklet)
                            q_out[(((114 * __i) + (6 * __j)) + __k)] = q_in__ip2_jm1;
                            ///////////////////

                        }
                    }
                }
            }
        }

    }
    {

        {
            #pragma omp parallel for
            for (auto __j = 2; __j < 3; __j += 1) {
                for (auto __i = 2; __i < 3; __i += 1) {
                    for (auto __k = 0; __k < __K; __k += 1) {
                        {
                            const double &q_in__ip1 = q_in[((((114 * __i) + (6 * __j)) + __k) - 228)];
                            double* __q_out = q_out + (((114 * __i) + (6 * __j)) + __k);

                            ///////////////////
                            // Tasklet code (copy_corners_y_stencil_defn_computation_139973832066512_Tasklet)
                            q_out[(((114 * __i) + (6 * __j)) + __k)] = q_in__ip1;
                            ///////////////////

                        }
                    }
                }
            }
        }

    }
    {

        {
            #pragma omp parallel for
            for (auto __j = (__J - 3); __j < (__J - 2); __j += 1) {
                for (auto __i = 2; __i < 3; __i += 1) {
                    for (auto __k = 0; __k < __K; __k += 1) {
                        {
                            const double &q_in__ip1 = q_in[((((114 * __i) + (6 * __j)) + __k) - 228)];
                            double* __q_out = q_out + (((114 * __i) + (6 * __j)) + __k);

                            ///////////////////
                            // Tasklet code (copy_corners_y_stencil_defn_computation_139973832066512_Tasklet)
                            q_out[(((114 * __i) + (6 * __j)) + __k)] = q_in__ip1;
                            ///////////////////

                        }
                    }
                }
            }
        }

    }
    {

        {
            #pragma omp parallel for
            for (auto __j = 0; __j < 1; __j += 1) {
                for (auto __i = (__I - 3); __i < (__I - 2); __i += 1) {
                    for (auto __k = 0; __k < __K; __k += 1) {
                        {
                            const double &q_in__im3_jp2 = q_in[((((114 * __i) + (6 * __j)) + __k) - 672)];
                            double* __q_out = q_out + (((114 * __i) + (6 * __j)) + __k);

                            ///////////////////
                            // Tasklet code (copy_corners_y_stencil_defn_computation_139973832066512_Tasklet)
                            q_out[(((114 * __i) + (6 * __j)) + __k)] = q_in__im3_jp2;
                            ///////////////////

                        }
                    }
                }
            }
        }
        {
            #pragma omp parallel for
            for (auto __j = (__J - 3); __j < (__J - 2); __j += 1) {
                for (auto __i = (__I - 1); __i < __I; __i += 1) {
                    for (auto __k = 0; __k < __K; __k += 1) {
                        {
                            const double &q_in__im3_jp2 = q_in[((((114 * __i) + (6 * __j)) + __k) - 672)];
                            double* __q_out = q_out + (((114 * __i) + (6 * __j)) + __k);

                            ///////////////////
                            // Tasklet code (copy_corners_y_stencil_defn_computation_139973832066512_Tasklet)
                            q_out[(((114 * __i) + (6 * __j)) + __k)] = q_in__im3_jp2;
                            ///////////////////

                        }
                    }
                }
            }
        }
        {
            #pragma omp parallel for
            for (auto __j = 0; __j < 1; __j += 1) {
                for (auto __i = (__I - 2); __i < (__I - 1); __i += 1) {
                    for (auto __k = 0; __k < __K; __k += 1) {
                        {
                            const double &q_in__im4_jp1 = q_in[((((114 * __i) + (6 * __j)) + __k) - 792)];
                            double* __q_out = q_out + (((114 * __i) + (6 * __j)) + __k);

                            ///////////////////
                            // Tasklet code (copy_corners_y_stencil_defn_computation_139973832066512_Tasklet)
                            q_out[(((114 * __i) + (6 * __j)) + __k)] = q_in__im4_jp1;
                            ///////////////////

                        }
                    }
                }
            }
        }
        {
            #pragma omp parallel for
            for (auto __j = (__J - 2); __j < (__J - 1); __j += 1) {
                for (auto __i = (__I - 1); __i < __I; __i += 1) {
                    for (auto __k = 0; __k < __K; __k += 1) {
                        {
                            const double &q_in__im4_jp1 = q_in[((((114 * __i) + (6 * __j)) + __k) - 792)];
                            double* __q_out = q_out + (((114 * __i) + (6 * __j)) + __k);

                            ///////////////////
                            // Tasklet code (copy_corners_y_stencil_defn_computation_139973832066512_Tasklet)
                            q_out[(((114 * __i) + (6 * __j)) + __k)] = q_in__im4_jp1;
                            ///////////////////

                        }
                    }
                }
            }
        }

    }
    {

        {
            #pragma omp parallel for
            for (auto __j = 0; __j < 1; __j += 1) {
                for (auto __i = (__I - 1); __i < __I; __i += 1) {
                    for (auto __k = 0; __k < __K; __k += 1) {
                        {
                            const double &q_in__im5 = q_in[((((114 * __i) + (6 * __j)) + __k) - 912)];
                            double* __q_out = q_out + (((114 * __i) + (6 * __j)) + __k);

                            ///////////////////
                            // Tasklet code (copy_corners_y_stencil_defn_computation_139973832066512_Tasklet)
                            q_out[(((114 * __i) + (6 * __j)) + __k)] = q_in__im5;
                            ///////////////////

                        }
                    }
                }
            }
        }

    }
    {

        {
            #pragma omp parallel for
            for (auto __j = (__J - 1); __j < __J; __j += 1) {
                for (auto __i = (__I - 1); __i < __I; __i += 1) {
                    for (auto __k = 0; __k < __K; __k += 1) {
                        {
                            const double &q_in__im5 = q_in[((((114 * __i) + (6 * __j)) + __k) - 912)];
                            double* __q_out = q_out + (((114 * __i) + (6 * __j)) + __k);

                            ///////////////////
                            // Tasklet code (copy_corners_y_stencil_defn_computation_139973832066512_Tasklet)
                            q_out[(((114 * __i) + (6 * __j)) + __k)] = q_in__im5;
                            ///////////////////

                        }
                    }
                }
            }
        }
        {
            #pragma omp parallel for
            for (auto __j = 1; __j < 2; __j += 1) {
                for (auto __i = (__I - 3); __i < (__I - 2); __i += 1) {
                    for (auto __k = 0; __k < __K; __k += 1) {
                        {
                            const double &q_in__im2_jp1 = q_in[((((114 * __i) + (6 * __j)) + __k) - 564)];
                            double* __q_out = q_out + (((114 * __i) + (6 * __j)) + __k);

                            ///////////////////
                            // Tasklet code (copy_corners_y_stencil_defn_computation_139973832066512_Tasklet)
                            q_out[(((114 * __i) + (6 * __j)) + __k)] = q_in__im2_jp1;
                            ///////////////////

                        }
                    }
                }
            }
        }
        {
            #pragma omp parallel for
            for (auto __j = (__J - 3); __j < (__J - 2); __j += 1) {
                for (auto __i = (__I - 2); __i < (__I - 1); __i += 1) {
                    for (auto __k = 0; __k < __K; __k += 1) {
                        {
                            const double &q_in__im2_jp1 = q_in[((((114 * __i) + (6 * __j)) + __k) - 564)];
                            double* __q_out = q_out + (((114 * __i) + (6 * __j)) + __k);

                            ///////////////////
                            // Tasklet code (copy_corners_y_stencil_defn_computation_139973832066512_Tasklet)
                            q_out[(((114 * __i) + (6 * __j)) + __k)] = q_in__im2_jp1;
                            ///////////////////

                        }
                    }
                }
            }
        }

    }
    {

        {
            #pragma omp parallel for
            for (auto __j = 1; __j < 2; __j += 1) {
                for (auto __i = (__I - 2); __i < (__I - 1); __i += 1) {
                    for (auto __k = 0; __k < __K; __k += 1) {
                        {
                            const double &q_in__im3 = q_in[((((114 * __i) + (6 * __j)) + __k) - 684)];
                            double* __q_out = q_out + (((114 * __i) + (6 * __j)) + __k);

                            ///////////////////
                            // Tasklet code (copy_corners_y_stencil_defn_computation_139973832066512_Tasklet)
                            q_out[(((114 * __i) + (6 * __j)) + __k)] = q_in__im3;
                            ///////////////////

                        }
                    }
                }
            }
        }

    }
    {

        {
            #pragma omp parallel for
            for (auto __j = (__J - 2); __j < (__J - 1); __j += 1) {
                for (auto __i = (__I - 2); __i < (__I - 1); __i += 1) {
                    for (auto __k = 0; __k < __K; __k += 1) {
                        {
                            const double &q_in__im3 = q_in[((((114 * __i) + (6 * __j)) + __k) - 684)];
                            double* __q_out = q_out + (((114 * __i) + (6 * __j)) + __k);

                            ///////////////////
                            // Tasklet code (copy_corners_y_stencil_defn_computation_139973832066512_Tasklet)
                            q_out[(((114 * __i) + (6 * __j)) + __k)] = q_in__im3;
                            ///////////////////

                        }
                    }
                }
            }
        }
        {
            #pragma omp parallel for
            for (auto __j = 1; __j < 2; __j += 1) {
                for (auto __i = (__I - 1); __i < __I; __i += 1) {
                    for (auto __k = 0; __k < __K; __k += 1) {
                        {
                            const double &q_in__im4_jm1 = q_in[((((114 * __i) + (6 * __j)) + __k) - 804)];
                            double* __q_out = q_out + (((114 * __i) + (6 * __j)) + __k);

                            ///////////////////
                            // Tasklet code (copy_corners_y_stencil_defn_computation_139973832066512_Tasklet)
                            q_out[(((114 * __i) + (6 * __j)) + __k)] = q_in__im4_jm1;
                            ///////////////////

                        }
                    }
                }
            }
        }
        {
            #pragma omp parallel for
            for (auto __j = (__J - 1); __j < __J; __j += 1) {
                for (auto __i = (__I - 2); __i < (__I - 1); __i += 1) {
                    for (auto __k = 0; __k < __K; __k += 1) {
                        {
                            const double &q_in__im4_jm1 = q_in[((((114 * __i) + (6 * __j)) + __k) - 804)];
                            double* __q_out = q_out + (((114 * __i) + (6 * __j)) + __k);

                            ///////////////////
                            // Tasklet code (copy_corners_y_stencil_defn_computation_139973832066512_Tasklet)
                            q_out[(((114 * __i) + (6 * __j)) + __k)] = q_in__im4_jm1;
                            ///////////////////

                        }
                    }
                }
            }
        }
        {
            #pragma omp parallel for
            for (auto __j = 2; __j < 3; __j += 1) {
                for (auto __i = (__I - 3); __i < (__I - 2); __i += 1) {
                    for (auto __k = 0; __k < __K; __k += 1) {
                        {
                            const double &q_in__im1 = q_in[((((114 * __i) + (6 * __j)) + __k) - 456)];
                            double* __q_out = q_out + (((114 * __i) + (6 * __j)) + __k);

                            ///////////////////
                            // Tasklet code (copy_corners_y_stencil_defn_computation_139973832066512_Tasklet)
                            q_out[(((114 * __i) + (6 * __j)) + __k)] = q_in__im1;
                            ///////////////////

                        }
                    }
                }
            }
        }

    }
    {

        {
            #pragma omp parallel for
            for (auto __j = (__J - 3); __j < (__J - 2); __j += 1) {
                for (auto __i = (__I - 3); __i < (__I - 2); __i += 1) {
                    for (auto __k = 0; __k < __K; __k += 1) {
                        {
                            const double &q_in__im1 = q_in[((((114 * __i) + (6 * __j)) + __k) - 456)];
                            double* __q_out = q_out + (((114 * __i) + (6 * __j)) + __k);

                            ///////////////////
                            // Tasklet code (copy_corners_y_stencil_defn_computation_139973832066512_Tasklet)
                            q_out[(((114 * __i) + (6 * __j)) + __k)] = q_in__im1;
                            ///////////////////

                        }
                    }
                }
            }
        }
        {
            #pragma omp parallel for
            for (auto __j = 2; __j < 3; __j += 1) {
                for (auto __i = (__I - 2); __i < (__I - 1); __i += 1) {
                    for (auto __k = 0; __k < __K; __k += 1) {
                        {
                            const double &q_in__im2_jm1 = q_in[((((114 * __i) + (6 * __j)) + __k) - 576)];
                            double* __q_out = q_out + (((114 * __i) + (6 * __j)) + __k);

                            ///////////////////
                            // Tasklet code (copy_corners_y_stencil_defn_computation_139973832066512_Tasklet)
                            q_out[(((114 * __i) + (6 * __j)) + __k)] = q_in__im2_jm1;
                            ///////////////////

                        }
                    }
                }
            }
        }
        {
            #pragma omp parallel for
            for (auto __j = (__J - 2); __j < (__J - 1); __j += 1) {
                for (auto __i = (__I - 3); __i < (__I - 2); __i += 1) {
                    for (auto __k = 0; __k < __K; __k += 1) {
                        {
                            const double &q_in__im2_jm1 = q_in[((((114 * __i) + (6 * __j)) + __k) - 576)];
                            double* __q_out = q_out + (((114 * __i) + (6 * __j)) + __k);

                            ///////////////////
                            // Tasklet code (copy_corners_y_stencil_defn_computation_139973832066512_Tasklet)
                            q_out[(((114 * __i) + (6 * __j)) + __k)] = q_in__im2_jm1;
                            ///////////////////

                        }
                    }
                }
            }
        }
        {
            #pragma omp parallel for
            for (auto __j = 2; __j < 3; __j += 1) {
                for (auto __i = (__I - 1); __i < __I; __i += 1) {
                    for (auto __k = 0; __k < __K; __k += 1) {
                        {
                            const double &q_in__im3_jm2 = q_in[((((114 * __i) + (6 * __j)) + __k) - 696)];
                            double* __q_out = q_out + (((114 * __i) + (6 * __j)) + __k);

                            ///////////////////
                            // Tasklet code (copy_corners_y_stencil_defn_computation_139973832066512_Tasklet)
                            q_out[(((114 * __i) + (6 * __j)) + __k)] = q_in__im3_jm2;
                            ///////////////////

                        }
                    }
                }
            }
        }
        {
            #pragma omp parallel for
            for (auto __j = (__J - 1); __j < __J; __j += 1) {
                for (auto __i = (__I - 3); __i < (__I - 2); __i += 1) {
                    for (auto __k = 0; __k < __K; __k += 1) {
                        {
                            const double &q_in__im3_jm2 = q_in[((((114 * __i) + (6 * __j)) + __k) - 696)];
                            double* __q_out = q_out + (((114 * __i) + (6 * __j)) + __k);

                            ///////////////////
                            // Tasklet code (copy_corners_y_stencil_defn_computation_139973832066512_Tasklet)
                            q_out[(((114 * __i) + (6 * __j)) + __k)] = q_in__im3_jm2;
                            ///////////////////

                        }
                    }
                }
            }
        }

    }
}

inline void compute_y_flux_computation_139973837520144_0_8_49(pyFV3_stencils_tracer_2d_1l_TracerAdvection___call___state_t *__state, double* __restrict__ courant, double* __restrict__ dya, double* __restrict__ q, double* __restrict__ b0__804_19_20, double* __restrict__ bl, double* __restrict__ bl__da4_13_17__296_18_21, double* __restrict__ br, double* __restrict__ br__da4_13_17__296_18_21, double* __restrict__ yflux, int __I, int __J, int __K, int __tile_i, int __tile_j) {

    {

        {
            for (auto __i = __tile_i; __i < (__tile_i + Min(8, (__I - __tile_i))); __i += 1) {
                for (auto __j = (__tile_j - 1); __j < (__tile_j + Min(8, (__J - __tile_j))); __j += 1) {
                    for (auto __k = 0; __k < __K; __k += 1) {
                        {
                            const double &q__jp1 = q[((((((114 * __i) + (6 * __j)) + __k) - (114 * __tile_i)) - (6 * __tile_j)) + 24)];
                            const double &q__jm1 = q[((((((114 * __i) + (6 * __j)) + __k) - (114 * __tile_i)) - (6 * __tile_j)) + 12)];
                            const double &q__ = q[((((((114 * __i) + (6 * __j)) + __k) - (114 * __tile_i)) - (6 * __tile_j)) + 18)];
                            const double &q__jp2 = q[((((((114 * __i) + (6 * __j)) + __k) - (114 * __tile_i)) - (6 * __tile_j)) + 30)];
                            const double &q__jm2 = q[((((((114 * __i) + (6 * __j)) + __k) - (114 * __tile_i)) - (6 * __tile_j)) + 6)];
                            double* __bl__da4_13_17__296_18_21 = bl__da4_13_17__296_18_21 + ((((((84 * __i) + (6 * __j)) + __k) - (84 * __tile_i)) - (6 * __tile_j)) + 6);
                            double* __br__da4_13_17__296_18_21 = br__da4_13_17__296_18_21 + ((((((84 * __i) + (6 * __j)) + __k) - (84 * __tile_i)) - (6 * __tile_j)) + 6);

                            ///////////////////
                            // Tasklet code (compute_y_flux_computation_139973837520144_Tasklet)
                            dace::float64 dqr__65d_5_9__296_18_21_gen_2;
                            dace::float64 dm__296_18_21_gen_2;
                            dace::float64 asignb__1c3_6_11__65d_5_9__296_18_21_gen_2;
                            dace::float64 dql__65d_5_9__296_18_21_gen_2;
                            dace::float64 RETURN_VALUE__1c3_6_11__65d_5_9__296_18_21_gen_2;
                            dace::float64 yt__65d_5_9__296_18_21_gen_2;
                            dace::float64 a__1c3_6_11__65d_5_9__296_18_21_gen_2;
                            dace::bool_ mask_139973845195472_gen_2;
                            dace::float64 dqr__65d_5_9__296_18_21_gen_0;
                            dace::float64 dqr__65d_5_9__296_18_21_gen_1;
                            dace::float64 dm__296_18_21_gen_0;
                            dace::float64 dm__296_18_21_gen_1;
                            dace::float64 asignb__1c3_6_11__65d_5_9__296_18_21_gen_0;
                            dace::float64 asignb__1c3_6_11__65d_5_9__296_18_21_gen_1;
                            dace::float64 dql__65d_5_9__296_18_21_gen_0;
                            dace::float64 dql__65d_5_9__296_18_21_gen_1;
                            dace::float64 RETURN_VALUE__1c3_6_11__65d_5_9__296_18_21_gen_0;
                            dace::float64 RETURN_VALUE__1c3_6_11__65d_5_9__296_18_21_gen_1;
                            dace::float64 yt__65d_5_9__296_18_21_gen_0;
                            dace::float64 yt__65d_5_9__296_18_21_gen_1;
                            dace::float64 a__1c3_6_11__65d_5_9__296_18_21_gen_0;
                            dace::float64 a__1c3_6_11__65d_5_9__296_18_21_gen_1;
                            dace::bool_ mask_139973845195472_gen_0;
                            dace::bool_ mask_139973845195472_gen_1;
                            dace::float64 al__296_18_21_gen_0;
                            dace::float64 al__296_18_21_gen_1;
                            dace::float64 a__1c3_5_9__796_10_13__296_18_21_gen_0;
                            dace::float64 yt__796_10_13__296_18_21_gen_0;
                            dace::float64 asignb__1c3_5_9__796_10_13__296_18_21_gen_0;
                            dace::float64 asignb__1c3_4_16__796_10_13__296_18_21_gen_0;
                            dace::float64 br__796_10_13__296_18_21_gen_0;
                            dace::float64 RETURN_VALUE__1c3_4_16__796_10_13__296_18_21_gen_0;
                            dace::float64 bl__796_10_13__296_18_21_gen_0;
                            dace::bool_ mask_139973844482704_gen_0;
                            dace::bool_ mask_139973841315216_gen_0;
                            dace::float64 a__1c3_4_16__796_10_13__296_18_21_gen_0;
                            dace::float64 bl__296_18_21_gen_0;
                            dace::float64 br__296_18_21_gen_0;
                            yt__65d_5_9__296_18_21_gen_1 = (dace::float64(0.25) * (q__jp1 - q__jm1));
                            dqr__65d_5_9__296_18_21_gen_1 = (max(max(q__, q__jm1), q__jp1) - q__);
                            dql__65d_5_9__296_18_21_gen_1 = (q__ - min(min(q__, q__jm1), q__jp1));
                            a__1c3_6_11__65d_5_9__296_18_21_gen_1 = min(min(abs(yt__65d_5_9__296_18_21_gen_1), dqr__65d_5_9__296_18_21_gen_1), dql__65d_5_9__296_18_21_gen_1);
                            asignb__1c3_6_11__65d_5_9__296_18_21_gen_1 = abs(a__1c3_6_11__65d_5_9__296_18_21_gen_1);
                            mask_139973845195472_gen_1 = (yt__65d_5_9__296_18_21_gen_1 > dace::float64(dace::int64(0)));
                            if (mask_139973845195472_gen_1) {
                                asignb__1c3_6_11__65d_5_9__296_18_21_gen_1 = asignb__1c3_6_11__65d_5_9__296_18_21_gen_1;
                            }
                            if ((! mask_139973845195472_gen_1)) {
                                asignb__1c3_6_11__65d_5_9__296_18_21_gen_1 = (- asignb__1c3_6_11__65d_5_9__296_18_21_gen_1);
                            }
                            RETURN_VALUE__1c3_6_11__65d_5_9__296_18_21_gen_1 = asignb__1c3_6_11__65d_5_9__296_18_21_gen_1;
                            dm__296_18_21_gen_1 = RETURN_VALUE__1c3_6_11__65d_5_9__296_18_21_gen_1;
                            yt__65d_5_9__296_18_21_gen_0 = (dace::float64(0.25) * (q__jp2 - q__));
                            dqr__65d_5_9__296_18_21_gen_0 = (max(max(q__jp1, q__), q__jp2) - q__jp1);
                            dql__65d_5_9__296_18_21_gen_0 = (q__jp1 - min(min(q__jp1, q__), q__jp2));
                            a__1c3_6_11__65d_5_9__296_18_21_gen_0 = min(min(abs(yt__65d_5_9__296_18_21_gen_0), dqr__65d_5_9__296_18_21_gen_0), dql__65d_5_9__296_18_21_gen_0);
                            asignb__1c3_6_11__65d_5_9__296_18_21_gen_0 = abs(a__1c3_6_11__65d_5_9__296_18_21_gen_0);
                            mask_139973845195472_gen_0 = (yt__65d_5_9__296_18_21_gen_0 > dace::float64(dace::int64(0)));
                            if (mask_139973845195472_gen_0) {
                                asignb__1c3_6_11__65d_5_9__296_18_21_gen_0 = asignb__1c3_6_11__65d_5_9__296_18_21_gen_0;
                            }
                            if ((! mask_139973845195472_gen_0)) {
                                asignb__1c3_6_11__65d_5_9__296_18_21_gen_0 = (- asignb__1c3_6_11__65d_5_9__296_18_21_gen_0);
                            }
                            RETURN_VALUE__1c3_6_11__65d_5_9__296_18_21_gen_0 = asignb__1c3_6_11__65d_5_9__296_18_21_gen_0;
                            dm__296_18_21_gen_0 = RETURN_VALUE__1c3_6_11__65d_5_9__296_18_21_gen_0;
                            al__296_18_21_gen_1 = ((dace::float64(0.5) * (q__ + q__jp1)) + ((dace::float64(1.0) / dace::float64(3.0)) * (dm__296_18_21_gen_1 - dm__296_18_21_gen_0)));
                            yt__65d_5_9__296_18_21_gen_1 = (dace::float64(0.25) * (q__ - q__jm2));
                            dqr__65d_5_9__296_18_21_gen_1 = (max(max(q__jm1, q__jm2), q__) - q__jm1);
                            dql__65d_5_9__296_18_21_gen_1 = (q__jm1 - min(min(q__jm1, q__jm2), q__));
                            a__1c3_6_11__65d_5_9__296_18_21_gen_1 = min(min(abs(yt__65d_5_9__296_18_21_gen_1), dqr__65d_5_9__296_18_21_gen_1), dql__65d_5_9__296_18_21_gen_1);
                            asignb__1c3_6_11__65d_5_9__296_18_21_gen_1 = abs(a__1c3_6_11__65d_5_9__296_18_21_gen_1);
                            mask_139973845195472_gen_1 = (yt__65d_5_9__296_18_21_gen_1 > dace::float64(dace::int64(0)));
                            if (mask_139973845195472_gen_1) {
                                asignb__1c3_6_11__65d_5_9__296_18_21_gen_1 = asignb__1c3_6_11__65d_5_9__296_18_21_gen_1;
                            }
                            if ((! mask_139973845195472_gen_1)) {
                                asignb__1c3_6_11__65d_5_9__296_18_21_gen_1 = (- asignb__1c3_6_11__65d_5_9__296_18_21_gen_1);
                            }
                            RETURN_VALUE__1c3_6_11__65d_5_9__296_18_21_gen_1 = asignb__1c3_6_11__65d_5_9__296_18_21_gen_1;
                            dm__296_18_21_gen_1 = RETURN_VALUE__1c3_6_11__65d_5_9__296_18_21_gen_1;
                            yt__65d_5_9__296_18_21_gen_0 = (dace::float64(0.25) * (q__jp1 - q__jm1));
                            dqr__65d_5_9__296_18_21_gen_0 = (max(max(q__, q__jm1), q__jp1) - q__);
                            dql__65d_5_9__296_18_21_gen_0 = (q__ - min(min(q__, q__jm1), q__jp1));
                            a__1c3_6_11__65d_5_9__296_18_21_gen_0 = min(min(abs(yt__65d_5_9__296_18_21_gen_0), dqr__65d_5_9__296_18_21_gen_0), dql__65d_5_9__296_18_21_gen_0);
                            asignb__1c3_6_11__65d_5_9__296_18_21_gen_0 = abs(a__1c3_6_11__65d_5_9__296_18_21_gen_0);
                            mask_139973845195472_gen_0 = (yt__65d_5_9__296_18_21_gen_0 > dace::float64(dace::int64(0)));
                            if (mask_139973845195472_gen_0) {
                                asignb__1c3_6_11__65d_5_9__296_18_21_gen_0 = asignb__1c3_6_11__65d_5_9__296_18_21_gen_0;
                            }
                            if ((! mask_139973845195472_gen_0)) {
                                asignb__1c3_6_11__65d_5_9__296_18_21_gen_0 = (- asignb__1c3_6_11__65d_5_9__296_18_21_gen_0);
                            }
                            RETURN_VALUE__1c3_6_11__65d_5_9__296_18_21_gen_0 = asignb__1c3_6_11__65d_5_9__296_18_21_gen_0;
                            dm__296_18_21_gen_0 = RETURN_VALUE__1c3_6_11__65d_5_9__296_18_21_gen_0;
                            al__296_18_21_gen_0 = ((dace::float64(0.5) * (q__jm1 + q__)) + ((dace::float64(1.0) / dace::float64(3.0)) * (dm__296_18_21_gen_1 - dm__296_18_21_gen_0)));
                            yt__65d_5_9__296_18_21_gen_2 = (dace::float64(0.25) * (q__jp1 - q__jm1));
                            dqr__65d_5_9__296_18_21_gen_2 = (max(max(q__, q__jm1), q__jp1) - q__);
                            dql__65d_5_9__296_18_21_gen_2 = (q__ - min(min(q__, q__jm1), q__jp1));
                            a__1c3_6_11__65d_5_9__296_18_21_gen_2 = min(min(abs(yt__65d_5_9__296_18_21_gen_2), dqr__65d_5_9__296_18_21_gen_2), dql__65d_5_9__296_18_21_gen_2);
                            asignb__1c3_6_11__65d_5_9__296_18_21_gen_2 = abs(a__1c3_6_11__65d_5_9__296_18_21_gen_2);
                            mask_139973845195472_gen_2 = (yt__65d_5_9__296_18_21_gen_2 > dace::float64(dace::int64(0)));
                            if (mask_139973845195472_gen_2) {
                                asignb__1c3_6_11__65d_5_9__296_18_21_gen_2 = asignb__1c3_6_11__65d_5_9__296_18_21_gen_2;
                            }
                            if ((! mask_139973845195472_gen_2)) {
                                asignb__1c3_6_11__65d_5_9__296_18_21_gen_2 = (- asignb__1c3_6_11__65d_5_9__296_18_21_gen_2);
                            }
                            RETURN_VALUE__1c3_6_11__65d_5_9__296_18_21_gen_2 = asignb__1c3_6_11__65d_5_9__296_18_21_gen_2;
                            dm__296_18_21_gen_2 = RETURN_VALUE__1c3_6_11__65d_5_9__296_18_21_gen_2;
                            yt__796_10_13__296_18_21_gen_0 = (dace::float64(2.0) * dm__296_18_21_gen_2);
                            a__1c3_4_16__796_10_13__296_18_21_gen_0 = min(abs(yt__796_10_13__296_18_21_gen_0), abs((al__296_18_21_gen_0 - q__)));
                            asignb__1c3_4_16__796_10_13__296_18_21_gen_0 = abs(a__1c3_4_16__796_10_13__296_18_21_gen_0);
                            mask_139973844482704_gen_0 = (yt__796_10_13__296_18_21_gen_0 > dace::float64(dace::int64(0)));
                            if (mask_139973844482704_gen_0) {
                                asignb__1c3_4_16__796_10_13__296_18_21_gen_0 = asignb__1c3_4_16__796_10_13__296_18_21_gen_0;
                            }
                            if ((! mask_139973844482704_gen_0)) {
                                asignb__1c3_4_16__796_10_13__296_18_21_gen_0 = (- asignb__1c3_4_16__796_10_13__296_18_21_gen_0);
                            }
                            RETURN_VALUE__1c3_4_16__796_10_13__296_18_21_gen_0 = asignb__1c3_4_16__796_10_13__296_18_21_gen_0;
                            bl__796_10_13__296_18_21_gen_0 = ((- dace::float64(1.0)) * RETURN_VALUE__1c3_4_16__796_10_13__296_18_21_gen_0);
                            a__1c3_5_9__796_10_13__296_18_21_gen_0 = min(abs(yt__796_10_13__296_18_21_gen_0), abs((al__296_18_21_gen_1 - q__)));
                            asignb__1c3_5_9__796_10_13__296_18_21_gen_0 = abs(a__1c3_5_9__796_10_13__296_18_21_gen_0);
                            mask_139973841315216_gen_0 = (yt__796_10_13__296_18_21_gen_0 > dace::float64(dace::int64(0)));
                            if (mask_139973841315216_gen_0) {
                                asignb__1c3_5_9__796_10_13__296_18_21_gen_0 = asignb__1c3_5_9__796_10_13__296_18_21_gen_0;
                            }
                            if ((! mask_139973841315216_gen_0)) {
                                asignb__1c3_5_9__796_10_13__296_18_21_gen_0 = (- asignb__1c3_5_9__796_10_13__296_18_21_gen_0);
                            }
                            br__796_10_13__296_18_21_gen_0 = asignb__1c3_5_9__796_10_13__296_18_21_gen_0;
                            bl__296_18_21_gen_0 = bl__796_10_13__296_18_21_gen_0;
                            br__296_18_21_gen_0 = br__796_10_13__296_18_21_gen_0;
                            bl__da4_13_17__296_18_21[((((((84 * __i) + (6 * __j)) + __k) - (84 * __tile_i)) - (6 * __tile_j)) + 6)] = bl__296_18_21_gen_0;
                            br__da4_13_17__296_18_21[((((((84 * __i) + (6 * __j)) + __k) - (84 * __tile_i)) - (6 * __tile_j)) + 6)] = br__296_18_21_gen_0;
                            ///////////////////

                        }
                    }
                }
            }
        }
        {
            for (auto __i = __tile_i; __i < (__tile_i + Min(8, (__I - __tile_i))); __i += 1) {
                for (auto __j = (__tile_j - 1); __j < (__tile_j + Min(8, (__J - __tile_j))); __j += 1) {
                    for (auto __k = 0; __k < __K; __k += 1) {
                        {
                            const double &q__jp1 = q[((((((114 * __i) + (6 * __j)) + __k) - (114 * __tile_i)) - (6 * __tile_j)) + 24)];
                            const double &q__jm1 = q[((((((114 * __i) + (6 * __j)) + __k) - (114 * __tile_i)) - (6 * __tile_j)) + 12)];
                            const double &q__ = q[((((((114 * __i) + (6 * __j)) + __k) - (114 * __tile_i)) - (6 * __tile_j)) + 18)];
                            const double &q__jp2 = q[((((((114 * __i) + (6 * __j)) + __k) - (114 * __tile_i)) - (6 * __tile_j)) + 30)];
                            const double &q__jm2 = q[((((((114 * __i) + (6 * __j)) + __k) - (114 * __tile_i)) - (6 * __tile_j)) + 6)];
                            const double &dya__ = dya[(((((19 * __i) + __j) - (19 * __tile_i)) - __tile_j) + 3)];
                            const double &dya__jm1 = dya[(((((19 * __i) + __j) - (19 * __tile_i)) - __tile_j) + 2)];
                            const double &dya__jp1 = dya[(((((19 * __i) + __j) - (19 * __tile_i)) - __tile_j) + 4)];
                            const double &dya__jp2 = dya[(((((19 * __i) + __j) - (19 * __tile_i)) - __tile_j) + 5)];
                            const double &dya__jm2 = dya[(((((19 * __i) + __j) - (19 * __tile_i)) - __tile_j) + 1)];
                            const double &bl__da4_13_17__296_18_21__ = bl__da4_13_17__296_18_21[((((((84 * __i) + (6 * __j)) + __k) - (84 * __tile_i)) - (6 * __tile_j)) + 6)];
                            const double &br__da4_13_17__296_18_21__ = br__da4_13_17__296_18_21[((((((84 * __i) + (6 * __j)) + __k) - (84 * __tile_i)) - (6 * __tile_j)) + 6)];
                            const double &bl__ = bl[((((((84 * __i) + (6 * __j)) + __k) - (84 * __tile_i)) - (6 * __tile_j)) + 6)];
                            const double &br__ = br[((((((84 * __i) + (6 * __j)) + __k) - (84 * __tile_i)) - (6 * __tile_j)) + 6)];
                            double* __bl__da4_13_17__296_18_21 = bl__da4_13_17__296_18_21 + ((((((84 * __i) + (6 * __j)) + __k) - (84 * __tile_i)) - (6 * __tile_j)) + 6);
                            double* __br__da4_13_17__296_18_21 = br__da4_13_17__296_18_21 + ((((((84 * __i) + (6 * __j)) + __k) - (84 * __tile_i)) - (6 * __tile_j)) + 6);
                            double* __bl = bl + ((((((84 * __i) + (6 * __j)) + __k) - (84 * __tile_i)) - (6 * __tile_j)) + 6);
                            double* __br = br + ((((((84 * __i) + (6 * __j)) + __k) - (84 * __tile_i)) - (6 * __tile_j)) + 6);
                            double* __b0__804_19_20 = b0__804_19_20 + ((((((84 * __i) + (6 * __j)) + __k) - (84 * __tile_i)) - (6 * __tile_j)) + 6);

                            ///////////////////
                            // Tasklet code (compute_y_flux_computation_139973837520144_Tasklet)
                            dace::float64 dqr__65d_5_9__296_18_21_gen_3;
                            dace::float64 dm__296_18_21_gen_3;
                            dace::float64 asignb__1c3_6_11__65d_5_9__296_18_21_gen_3;
                            dace::float64 dql__65d_5_9__296_18_21_gen_3;
                            dace::float64 RETURN_VALUE__1c3_6_11__65d_5_9__296_18_21_gen_3;
                            dace::float64 yt__65d_5_9__296_18_21_gen_3;
                            dace::float64 a__1c3_6_11__65d_5_9__296_18_21_gen_3;
                            dace::bool_ mask_139973845195472_gen_3;
                            dace::float64 al__296_18_21_gen_3;
                            dace::float64 dqr__65d_5_9__296_18_21_gen_0;
                            dace::float64 dqr__65d_5_9__296_18_21_gen_1;
                            dace::float64 dm__296_18_21_gen_0;
                            dace::float64 dm__296_18_21_gen_1;
                            dace::float64 asignb__1c3_6_11__65d_5_9__296_18_21_gen_0;
                            dace::float64 asignb__1c3_6_11__65d_5_9__296_18_21_gen_1;
                            dace::float64 dql__65d_5_9__296_18_21_gen_0;
                            dace::float64 dql__65d_5_9__296_18_21_gen_1;
                            dace::float64 RETURN_VALUE__1c3_6_11__65d_5_9__296_18_21_gen_0;
                            dace::float64 RETURN_VALUE__1c3_6_11__65d_5_9__296_18_21_gen_1;
                            dace::float64 yt__65d_5_9__296_18_21_gen_0;
                            dace::float64 yt__65d_5_9__296_18_21_gen_1;
                            dace::float64 a__1c3_6_11__65d_5_9__296_18_21_gen_0;
                            dace::float64 a__1c3_6_11__65d_5_9__296_18_21_gen_1;
                            dace::bool_ mask_139973845195472_gen_0;
                            dace::bool_ mask_139973845195472_gen_1;
                            dace::float64 al__296_18_21_gen_2;
                            dace::float64 RETURN_VALUE__1c3_6_11__65d_5_9__296_18_21_gen_4;
                            dace::float64 dql__65d_5_9__296_18_21_gen_4;
                            dace::float64 a__1c3_6_11__65d_5_9__296_18_21_gen_4;
                            dace::bool_ mask_139973845195472_gen_4;
                            dace::float64 dm__296_18_21_gen_4;
                            dace::float64 asignb__1c3_6_11__65d_5_9__296_18_21_gen_4;
                            dace::float64 yt__65d_5_9__296_18_21_gen_4;
                            dace::float64 yt__65d_5_9__296_18_21_gen_5;
                            dace::float64 dqr__65d_5_9__296_18_21_gen_4;
                            dace::float64 a__1c3_6_11__65d_5_9__296_18_21_gen_5;
                            dace::float64 dql__65d_5_9__296_18_21_gen_5;
                            dace::float64 dqr__65d_5_9__296_18_21_gen_5;
                            dace::float64 RETURN_VALUE__1c3_6_11__65d_5_9__296_18_21_gen_5;
                            dace::bool_ mask_139973845195472_gen_5;
                            dace::float64 asignb__1c3_6_11__65d_5_9__296_18_21_gen_5;
                            dace::float64 dm__296_18_21_gen_5;
                            dace::float64 al_ip1__da4_13_17__296_18_21_gen_0;
                            dace::float64 dql__da4_13_17__296_18_21_gen_0;
                            dace::float64 yt_br__da4_13_17__296_18_21_gen_0;
                            dace::float64 minq__100_54_16__da4_13_17__296_18_21_gen_0;
                            dace::float64 a__1c3_53_23__da4_13_17__296_18_21_gen_0;
                            dace::float64 dm_right__da4_13_17__296_18_21_gen_0;
                            dace::bool_ mask_139973843045712_gen_0;
                            dace::float64 yt_bl__da4_13_17__296_18_21_gen_0;
                            dace::float64 dm_right_end__da4_13_17__296_18_21_gen_0;
                            dace::float64 a__1c3_14_18__da4_13_17__296_18_21_gen_0;
                            dace::float64 maxq__100_54_16__da4_13_17__296_18_21_gen_0;
                            dace::bool_ mask_139973840935632_gen_0;
                            dace::float64 yt__100_26_16__da4_13_17__296_18_21_gen_0;
                            dace::float64 dm_left__da4_13_17__296_18_21_gen_0;
                            dace::float64 yt__da4_13_17__296_18_21_gen_0;
                            dace::float64 a__1c3_43_22__da4_13_17__296_18_21_gen_0;
                            dace::bool_ mask_139973843094352_gen_0;
                            dace::float64 a__1c3_24_19__da4_13_17__296_18_21_gen_0;
                            dace::float64 yt__5dd_45_16__da4_13_17__296_18_21_gen_0;
                            dace::float64 da1__4cc_18_21__296_18_21_gen_0;
                            dace::bool_ mask_139973845427600_gen_0;
                            dace::float64 ar__4cc_18_21__296_18_21_gen_0;
                            dace::float64 minq__5dd_16_16__da4_13_17__296_18_21_gen_0;
                            dace::bool_ mask_139973844249808_gen_0;
                            dace::float64 minq__5dd_45_16__da4_13_17__296_18_21_gen_0;
                            dace::float64 yt__5dd_16_16__da4_13_17__296_18_21_gen_0;
                            dace::float64 da2__4cc_18_21__296_18_21_gen_0;
                            dace::bool_ mask_139973844427600_gen_0;
                            dace::float64 maxq__100_26_16__da4_13_17__296_18_21_gen_0;
                            dace::float64 asignb__1c3_24_19__da4_13_17__296_18_21_gen_0;
                            dace::float64 asignb__1c3_14_18__da4_13_17__296_18_21_gen_0;
                            dace::float64 a6da__4cc_18_21__296_18_21_gen_0;
                            dace::bool_ mask_139973843184464_gen_0;
                            dace::float64 dqr__da4_13_17__296_18_21_gen_0;
                            dace::float64 al__4cc_18_21__296_18_21_gen_0;
                            dace::float64 maxq__5dd_16_16__da4_13_17__296_18_21_gen_0;
                            dace::float64 asignb__1c3_43_22__da4_13_17__296_18_21_gen_0;
                            dace::float64 yt__100_54_16__da4_13_17__296_18_21_gen_0;
                            dace::float64 minq__100_26_16__da4_13_17__296_18_21_gen_0;
                            dace::float64 asignb__1c3_53_23__da4_13_17__296_18_21_gen_0;
                            dace::bool_ mask_139973844127952_gen_0;
                            dace::bool_ mask_139973844133968_gen_0;
                            dace::float64 dm_left_end__da4_13_17__296_18_21_gen_0;
                            dace::float64 maxq__5dd_45_16__da4_13_17__296_18_21_gen_0;
                            dace::bool_ mask_139973843181520_gen_0;
                            dace::float64 bl__296_18_21_gen_1;
                            dace::float64 br__296_18_21_gen_1;
                            yt__65d_5_9__296_18_21_gen_1 = (dace::float64(0.25) * (q__jp1 - q__jm1));
                            dqr__65d_5_9__296_18_21_gen_1 = (max(max(q__, q__jm1), q__jp1) - q__);
                            dql__65d_5_9__296_18_21_gen_1 = (q__ - min(min(q__, q__jm1), q__jp1));
                            a__1c3_6_11__65d_5_9__296_18_21_gen_1 = min(min(abs(yt__65d_5_9__296_18_21_gen_1), dqr__65d_5_9__296_18_21_gen_1), dql__65d_5_9__296_18_21_gen_1);
                            asignb__1c3_6_11__65d_5_9__296_18_21_gen_1 = abs(a__1c3_6_11__65d_5_9__296_18_21_gen_1);
                            mask_139973845195472_gen_1 = (yt__65d_5_9__296_18_21_gen_1 > dace::float64(dace::int64(0)));
                            if (mask_139973845195472_gen_1) {
                                asignb__1c3_6_11__65d_5_9__296_18_21_gen_1 = asignb__1c3_6_11__65d_5_9__296_18_21_gen_1;
                            }
                            if ((! mask_139973845195472_gen_1)) {
                                asignb__1c3_6_11__65d_5_9__296_18_21_gen_1 = (- asignb__1c3_6_11__65d_5_9__296_18_21_gen_1);
                            }
                            RETURN_VALUE__1c3_6_11__65d_5_9__296_18_21_gen_1 = asignb__1c3_6_11__65d_5_9__296_18_21_gen_1;
                            dm__296_18_21_gen_1 = RETURN_VALUE__1c3_6_11__65d_5_9__296_18_21_gen_1;
                            yt__65d_5_9__296_18_21_gen_0 = (dace::float64(0.25) * (q__jp2 - q__));
                            dqr__65d_5_9__296_18_21_gen_0 = (max(max(q__jp1, q__), q__jp2) - q__jp1);
                            dql__65d_5_9__296_18_21_gen_0 = (q__jp1 - min(min(q__jp1, q__), q__jp2));
                            a__1c3_6_11__65d_5_9__296_18_21_gen_0 = min(min(abs(yt__65d_5_9__296_18_21_gen_0), dqr__65d_5_9__296_18_21_gen_0), dql__65d_5_9__296_18_21_gen_0);
                            asignb__1c3_6_11__65d_5_9__296_18_21_gen_0 = abs(a__1c3_6_11__65d_5_9__296_18_21_gen_0);
                            mask_139973845195472_gen_0 = (yt__65d_5_9__296_18_21_gen_0 > dace::float64(dace::int64(0)));
                            if (mask_139973845195472_gen_0) {
                                asignb__1c3_6_11__65d_5_9__296_18_21_gen_0 = asignb__1c3_6_11__65d_5_9__296_18_21_gen_0;
                            }
                            if ((! mask_139973845195472_gen_0)) {
                                asignb__1c3_6_11__65d_5_9__296_18_21_gen_0 = (- asignb__1c3_6_11__65d_5_9__296_18_21_gen_0);
                            }
                            RETURN_VALUE__1c3_6_11__65d_5_9__296_18_21_gen_0 = asignb__1c3_6_11__65d_5_9__296_18_21_gen_0;
                            dm__296_18_21_gen_0 = RETURN_VALUE__1c3_6_11__65d_5_9__296_18_21_gen_0;
                            al__296_18_21_gen_2 = ((dace::float64(0.5) * (q__ + q__jp1)) + ((dace::float64(1.0) / dace::float64(3.0)) * (dm__296_18_21_gen_1 - dm__296_18_21_gen_0)));
                            al_ip1__da4_13_17__296_18_21_gen_0 = al__296_18_21_gen_2;
                            yt__65d_5_9__296_18_21_gen_4 = (dace::float64(0.25) * (q__ - q__jm2));
                            dqr__65d_5_9__296_18_21_gen_5 = (max(max(q__jm1, q__jm2), q__) - q__jm1);
                            dql__65d_5_9__296_18_21_gen_5 = (q__jm1 - min(min(q__jm1, q__jm2), q__));
                            a__1c3_6_11__65d_5_9__296_18_21_gen_4 = min(min(abs(yt__65d_5_9__296_18_21_gen_4), dqr__65d_5_9__296_18_21_gen_5), dql__65d_5_9__296_18_21_gen_5);
                            asignb__1c3_6_11__65d_5_9__296_18_21_gen_5 = abs(a__1c3_6_11__65d_5_9__296_18_21_gen_4);
                            mask_139973845195472_gen_4 = (yt__65d_5_9__296_18_21_gen_4 > dace::float64(dace::int64(0)));
                            if (mask_139973845195472_gen_4) {
                                asignb__1c3_6_11__65d_5_9__296_18_21_gen_5 = asignb__1c3_6_11__65d_5_9__296_18_21_gen_5;
                            }
                            if ((! mask_139973845195472_gen_4)) {
                                asignb__1c3_6_11__65d_5_9__296_18_21_gen_5 = (- asignb__1c3_6_11__65d_5_9__296_18_21_gen_5);
                            }
                            RETURN_VALUE__1c3_6_11__65d_5_9__296_18_21_gen_4 = asignb__1c3_6_11__65d_5_9__296_18_21_gen_5;
                            dm__296_18_21_gen_5 = RETURN_VALUE__1c3_6_11__65d_5_9__296_18_21_gen_4;
                            yt__65d_5_9__296_18_21_gen_5 = (dace::float64(0.25) * (q__jp1 - q__jm1));
                            dqr__65d_5_9__296_18_21_gen_4 = (max(max(q__, q__jm1), q__jp1) - q__);
                            dql__65d_5_9__296_18_21_gen_4 = (q__ - min(min(q__, q__jm1), q__jp1));
                            a__1c3_6_11__65d_5_9__296_18_21_gen_5 = min(min(abs(yt__65d_5_9__296_18_21_gen_5), dqr__65d_5_9__296_18_21_gen_4), dql__65d_5_9__296_18_21_gen_4);
                            asignb__1c3_6_11__65d_5_9__296_18_21_gen_4 = abs(a__1c3_6_11__65d_5_9__296_18_21_gen_5);
                            mask_139973845195472_gen_5 = (yt__65d_5_9__296_18_21_gen_5 > dace::float64(dace::int64(0)));
                            if (mask_139973845195472_gen_5) {
                                asignb__1c3_6_11__65d_5_9__296_18_21_gen_4 = asignb__1c3_6_11__65d_5_9__296_18_21_gen_4;
                            }
                            if ((! mask_139973845195472_gen_5)) {
                                asignb__1c3_6_11__65d_5_9__296_18_21_gen_4 = (- asignb__1c3_6_11__65d_5_9__296_18_21_gen_4);
                            }
                            RETURN_VALUE__1c3_6_11__65d_5_9__296_18_21_gen_5 = asignb__1c3_6_11__65d_5_9__296_18_21_gen_4;
                            dm__296_18_21_gen_4 = RETURN_VALUE__1c3_6_11__65d_5_9__296_18_21_gen_5;
                            al__296_18_21_gen_3 = ((dace::float64(0.5) * (q__jm1 + q__)) + ((dace::float64(1.0) / dace::float64(3.0)) * (dm__296_18_21_gen_5 - dm__296_18_21_gen_4)));
                            yt__65d_5_9__296_18_21_gen_3 = (dace::float64(0.25) * (q__jp1 - q__jm1));
                            dqr__65d_5_9__296_18_21_gen_3 = (max(max(q__, q__jm1), q__jp1) - q__);
                            dql__65d_5_9__296_18_21_gen_3 = (q__ - min(min(q__, q__jm1), q__jp1));
                            a__1c3_6_11__65d_5_9__296_18_21_gen_3 = min(min(abs(yt__65d_5_9__296_18_21_gen_3), dqr__65d_5_9__296_18_21_gen_3), dql__65d_5_9__296_18_21_gen_3);
                            asignb__1c3_6_11__65d_5_9__296_18_21_gen_3 = abs(a__1c3_6_11__65d_5_9__296_18_21_gen_3);
                            mask_139973845195472_gen_3 = (yt__65d_5_9__296_18_21_gen_3 > dace::float64(dace::int64(0)));
                            if (mask_139973845195472_gen_3) {
                                asignb__1c3_6_11__65d_5_9__296_18_21_gen_3 = asignb__1c3_6_11__65d_5_9__296_18_21_gen_3;
                            }
                            if ((! mask_139973845195472_gen_3)) {
                                asignb__1c3_6_11__65d_5_9__296_18_21_gen_3 = (- asignb__1c3_6_11__65d_5_9__296_18_21_gen_3);
                            }
                            RETURN_VALUE__1c3_6_11__65d_5_9__296_18_21_gen_3 = asignb__1c3_6_11__65d_5_9__296_18_21_gen_3;
                            dm__296_18_21_gen_3 = RETURN_VALUE__1c3_6_11__65d_5_9__296_18_21_gen_3;
                            if ((__j == -1)) {
                                yt__da4_13_17__296_18_21_gen_0 = (dace::float64(0.25) * (q__ - q__jm2));
                                dqr__da4_13_17__296_18_21_gen_0 = (max(max(q__jm1, q__jm2), q__) - q__jm1);
                                dql__da4_13_17__296_18_21_gen_0 = (q__jm1 - min(min(q__jm1, q__jm2), q__));
                                a__1c3_14_18__da4_13_17__296_18_21_gen_0 = min(min(abs(yt__da4_13_17__296_18_21_gen_0), dqr__da4_13_17__296_18_21_gen_0), dql__da4_13_17__296_18_21_gen_0);
                                asignb__1c3_14_18__da4_13_17__296_18_21_gen_0 = abs(a__1c3_14_18__da4_13_17__296_18_21_gen_0);
                                mask_139973844249808_gen_0 = (yt__da4_13_17__296_18_21_gen_0 > dace::float64(dace::int64(0)));
                                if (mask_139973844249808_gen_0) {
                                    asignb__1c3_14_18__da4_13_17__296_18_21_gen_0 = asignb__1c3_14_18__da4_13_17__296_18_21_gen_0;
                                }
                                if ((! mask_139973844249808_gen_0)) {
                                    asignb__1c3_14_18__da4_13_17__296_18_21_gen_0 = (- asignb__1c3_14_18__da4_13_17__296_18_21_gen_0);
                                }
                                dm_left__da4_13_17__296_18_21_gen_0 = asignb__1c3_14_18__da4_13_17__296_18_21_gen_0;
                                yt_bl__da4_13_17__296_18_21_gen_0 = (((dace::float64(0.5714285714285714) * dm_left__da4_13_17__296_18_21_gen_0) + (dace::float64(0.7857142857142857) * (q__jm1 - q__))) + q__);
                                yt__5dd_16_16__da4_13_17__296_18_21_gen_0 = (dace::float64(0.5) * ((((((dace::float64(2.0) * dya__) + dya__jm1) * q__) - (dya__ * q__jm1)) / (dya__jm1 + dya__)) + (((((dace::float64(2.0) * dya__jp1) + dya__jp2) * q__jp1) - (dya__jp1 * q__jp2)) / (dya__jp1 + dya__jp2))));
                                minq__5dd_16_16__da4_13_17__296_18_21_gen_0 = min(min(min(q__jm1, q__), q__jp1), q__jp2);
                                maxq__5dd_16_16__da4_13_17__296_18_21_gen_0 = max(max(max(q__jm1, q__), q__jp1), q__jp2);
                                yt__5dd_16_16__da4_13_17__296_18_21_gen_0 = min(max(yt__5dd_16_16__da4_13_17__296_18_21_gen_0, minq__5dd_16_16__da4_13_17__296_18_21_gen_0), maxq__5dd_16_16__da4_13_17__296_18_21_gen_0);
                                yt_br__da4_13_17__296_18_21_gen_0 = yt__5dd_16_16__da4_13_17__296_18_21_gen_0;
                            }
                            if ((__j == 0)) {
                                yt__da4_13_17__296_18_21_gen_0 = (dace::float64(0.25) * (q__jp2 - q__));
                                dqr__da4_13_17__296_18_21_gen_0 = (max(max(q__jp1, q__), q__jp2) - q__jp1);
                                dql__da4_13_17__296_18_21_gen_0 = (q__jp1 - min(min(q__jp1, q__), q__jp2));
                                a__1c3_24_19__da4_13_17__296_18_21_gen_0 = min(min(abs(yt__da4_13_17__296_18_21_gen_0), dqr__da4_13_17__296_18_21_gen_0), dql__da4_13_17__296_18_21_gen_0);
                                asignb__1c3_24_19__da4_13_17__296_18_21_gen_0 = abs(a__1c3_24_19__da4_13_17__296_18_21_gen_0);
                                mask_139973843094352_gen_0 = (yt__da4_13_17__296_18_21_gen_0 > dace::float64(dace::int64(0)));
                                if (mask_139973843094352_gen_0) {
                                    asignb__1c3_24_19__da4_13_17__296_18_21_gen_0 = asignb__1c3_24_19__da4_13_17__296_18_21_gen_0;
                                }
                                if ((! mask_139973843094352_gen_0)) {
                                    asignb__1c3_24_19__da4_13_17__296_18_21_gen_0 = (- asignb__1c3_24_19__da4_13_17__296_18_21_gen_0);
                                }
                                dm_right__da4_13_17__296_18_21_gen_0 = asignb__1c3_24_19__da4_13_17__296_18_21_gen_0;
                                yt_bl__da4_13_17__296_18_21_gen_0 = (((dace::float64(0.5714285714285714) * dm_left__da4_13_17__296_18_21_gen_0) + (dace::float64(0.7857142857142857) * (q__jm1 - q__))) + q__);
                                yt__100_26_16__da4_13_17__296_18_21_gen_0 = (dace::float64(0.5) * ((((((dace::float64(2.0) * dya__jm1) + dya__jm2) * q__jm1) - (dya__jm1 * q__jm2)) / (dya__jm2 + dya__jm1)) + (((((dace::float64(2.0) * dya__) + dya__jp1) * q__) - (dya__ * q__jp1)) / (dya__ + dya__jp1))));
                                minq__100_26_16__da4_13_17__296_18_21_gen_0 = min(min(min(q__jm2, q__jm1), q__), q__jp1);
                                maxq__100_26_16__da4_13_17__296_18_21_gen_0 = max(max(max(q__jm2, q__jm1), q__), q__jp1);
                                yt__100_26_16__da4_13_17__296_18_21_gen_0 = min(max(yt__100_26_16__da4_13_17__296_18_21_gen_0, minq__100_26_16__da4_13_17__296_18_21_gen_0), maxq__100_26_16__da4_13_17__296_18_21_gen_0);
                                yt_bl__da4_13_17__296_18_21_gen_0 = yt__100_26_16__da4_13_17__296_18_21_gen_0;
                                yt_br__da4_13_17__296_18_21_gen_0 = (((dace::float64(0.21428571428571427) * q__) + (dace::float64(0.7857142857142857) * q__jp1)) - (dace::float64(0.5714285714285714) * dm_right__da4_13_17__296_18_21_gen_0));
                            }
                            if ((__j == 1)) {
                                yt_bl__da4_13_17__296_18_21_gen_0 = (((dace::float64(0.21428571428571427) * q__jm1) + (dace::float64(0.7857142857142857) * q__)) - (dace::float64(0.5714285714285714) * dm__296_18_21_gen_3));
                                yt_br__da4_13_17__296_18_21_gen_0 = al_ip1__da4_13_17__296_18_21_gen_0;
                            }
                            if ((__j == (__J - 3))) {
                                yt_bl__da4_13_17__296_18_21_gen_0 = al__296_18_21_gen_3;
                                yt_br__da4_13_17__296_18_21_gen_0 = (((dace::float64(0.21428571428571427) * q__jp1) + (dace::float64(0.7857142857142857) * q__)) + (dace::float64(0.5714285714285714) * dm__296_18_21_gen_3));
                            }
                            if ((__j == (__J - 2))) {
                                yt__da4_13_17__296_18_21_gen_0 = (dace::float64(0.25) * (q__ - q__jm2));
                                dqr__da4_13_17__296_18_21_gen_0 = (max(max(q__jm1, q__jm2), q__) - q__jm1);
                                dql__da4_13_17__296_18_21_gen_0 = (q__jm1 - min(min(q__jm1, q__jm2), q__));
                                a__1c3_43_22__da4_13_17__296_18_21_gen_0 = min(min(abs(yt__da4_13_17__296_18_21_gen_0), dqr__da4_13_17__296_18_21_gen_0), dql__da4_13_17__296_18_21_gen_0);
                                asignb__1c3_43_22__da4_13_17__296_18_21_gen_0 = abs(a__1c3_43_22__da4_13_17__296_18_21_gen_0);
                                mask_139973840935632_gen_0 = (yt__da4_13_17__296_18_21_gen_0 > dace::float64(dace::int64(0)));
                                if (mask_139973840935632_gen_0) {
                                    asignb__1c3_43_22__da4_13_17__296_18_21_gen_0 = asignb__1c3_43_22__da4_13_17__296_18_21_gen_0;
                                }
                                if ((! mask_139973840935632_gen_0)) {
                                    asignb__1c3_43_22__da4_13_17__296_18_21_gen_0 = (- asignb__1c3_43_22__da4_13_17__296_18_21_gen_0);
                                }
                                dm_left_end__da4_13_17__296_18_21_gen_0 = asignb__1c3_43_22__da4_13_17__296_18_21_gen_0;
                                yt_bl__da4_13_17__296_18_21_gen_0 = (((dace::float64(0.21428571428571427) * q__) + (dace::float64(0.7857142857142857) * q__jm1)) + (dace::float64(0.5714285714285714) * dm_left_end__da4_13_17__296_18_21_gen_0));
                                yt__5dd_45_16__da4_13_17__296_18_21_gen_0 = (dace::float64(0.5) * ((((((dace::float64(2.0) * dya__) + dya__jm1) * q__) - (dya__ * q__jm1)) / (dya__jm1 + dya__)) + (((((dace::float64(2.0) * dya__jp1) + dya__jp2) * q__jp1) - (dya__jp1 * q__jp2)) / (dya__jp1 + dya__jp2))));
                                minq__5dd_45_16__da4_13_17__296_18_21_gen_0 = min(min(min(q__jm1, q__), q__jp1), q__jp2);
                                maxq__5dd_45_16__da4_13_17__296_18_21_gen_0 = max(max(max(q__jm1, q__), q__jp1), q__jp2);
                                yt__5dd_45_16__da4_13_17__296_18_21_gen_0 = min(max(yt__5dd_45_16__da4_13_17__296_18_21_gen_0, minq__5dd_45_16__da4_13_17__296_18_21_gen_0), maxq__5dd_45_16__da4_13_17__296_18_21_gen_0);
                                yt_br__da4_13_17__296_18_21_gen_0 = yt__5dd_45_16__da4_13_17__296_18_21_gen_0;
                            }
                            if ((__j == (__J - 1))) {
                                yt__da4_13_17__296_18_21_gen_0 = (dace::float64(0.25) * (q__jp2 - q__));
                                dqr__da4_13_17__296_18_21_gen_0 = (max(max(q__jp1, q__), q__jp2) - q__jp1);
                                dql__da4_13_17__296_18_21_gen_0 = (q__jp1 - min(min(q__jp1, q__), q__jp2));
                                a__1c3_53_23__da4_13_17__296_18_21_gen_0 = min(min(abs(yt__da4_13_17__296_18_21_gen_0), dqr__da4_13_17__296_18_21_gen_0), dql__da4_13_17__296_18_21_gen_0);
                                asignb__1c3_53_23__da4_13_17__296_18_21_gen_0 = abs(a__1c3_53_23__da4_13_17__296_18_21_gen_0);
                                mask_139973843184464_gen_0 = (yt__da4_13_17__296_18_21_gen_0 > dace::float64(dace::int64(0)));
                                if (mask_139973843184464_gen_0) {
                                    asignb__1c3_53_23__da4_13_17__296_18_21_gen_0 = asignb__1c3_53_23__da4_13_17__296_18_21_gen_0;
                                }
                                if ((! mask_139973843184464_gen_0)) {
                                    asignb__1c3_53_23__da4_13_17__296_18_21_gen_0 = (- asignb__1c3_53_23__da4_13_17__296_18_21_gen_0);
                                }
                                dm_right_end__da4_13_17__296_18_21_gen_0 = asignb__1c3_53_23__da4_13_17__296_18_21_gen_0;
                                yt__100_54_16__da4_13_17__296_18_21_gen_0 = (dace::float64(0.5) * ((((((dace::float64(2.0) * dya__jm1) + dya__jm2) * q__jm1) - (dya__jm1 * q__jm2)) / (dya__jm2 + dya__jm1)) + (((((dace::float64(2.0) * dya__) + dya__jp1) * q__) - (dya__ * q__jp1)) / (dya__ + dya__jp1))));
                                minq__100_54_16__da4_13_17__296_18_21_gen_0 = min(min(min(q__jm2, q__jm1), q__), q__jp1);
                                maxq__100_54_16__da4_13_17__296_18_21_gen_0 = max(max(max(q__jm2, q__jm1), q__), q__jp1);
                                yt__100_54_16__da4_13_17__296_18_21_gen_0 = min(max(yt__100_54_16__da4_13_17__296_18_21_gen_0, minq__100_54_16__da4_13_17__296_18_21_gen_0), maxq__100_54_16__da4_13_17__296_18_21_gen_0);
                                yt_bl__da4_13_17__296_18_21_gen_0 = yt__100_54_16__da4_13_17__296_18_21_gen_0;
                                yt_br__da4_13_17__296_18_21_gen_0 = (((dace::float64(0.7857142857142857) * (q__jp1 - q__)) - (dace::float64(0.5714285714285714) * dm_right_end__da4_13_17__296_18_21_gen_0)) + q__);
                            }
                            if (((__j >= -1) && (__j < 2))) {bl__da4_13_17__296_18_21[((((((84 * __i) + (6 * __j)) + __k) - (84 * __tile_i)) - (6 * __tile_j)) + 6)] = (yt_bl__da4_13_17__296_18_21_gen_0 - q__);br__da4_13_17__296_18_21[((((((84 * __i) + (6 * __j)) + __k) - (84 * __tile_i)) - (6 * __tile_j)) + 6)] = (yt_br__da4_13_17__296_18_21_gen_0 - q__);
                            }
                            if (((__j >= (__J - 3)) && (__j < (__J + 0)))) {bl__da4_13_17__296_18_21[((((((84 * __i) + (6 * __j)) + __k) - (84 * __tile_i)) - (6 * __tile_j)) + 6)] = (yt_bl__da4_13_17__296_18_21_gen_0 - q__);br__da4_13_17__296_18_21[((((((84 * __i) + (6 * __j)) + __k) - (84 * __tile_i)) - (6 * __tile_j)) + 6)] = (yt_br__da4_13_17__296_18_21_gen_0 - q__);
                            }
                            bl__296_18_21_gen_1 = __bl__da4_13_17__296_18_21[0];
                            br__296_18_21_gen_1 = __br__da4_13_17__296_18_21[0];
                            if (((__j >= -1) && (__j < 2))) {
                                al__4cc_18_21__296_18_21_gen_0 = bl__296_18_21_gen_1;
                                ar__4cc_18_21__296_18_21_gen_0 = br__296_18_21_gen_1;
                                mask_139973843045712_gen_0 = ((al__4cc_18_21__296_18_21_gen_0 * ar__4cc_18_21__296_18_21_gen_0) < dace::float64(0.0));
                                if (mask_139973843045712_gen_0) {
                                    da1__4cc_18_21__296_18_21_gen_0 = (al__4cc_18_21__296_18_21_gen_0 - ar__4cc_18_21__296_18_21_gen_0);
                                    da2__4cc_18_21__296_18_21_gen_0 = dace::math::pow(da1__4cc_18_21__296_18_21_gen_0, dace::float64(dace::int64(2)));
                                    a6da__4cc_18_21__296_18_21_gen_0 = ((dace::float64(3.0) * (al__4cc_18_21__296_18_21_gen_0 + ar__4cc_18_21__296_18_21_gen_0)) * da1__4cc_18_21__296_18_21_gen_0);
                                    mask_139973843181520_gen_0 = (a6da__4cc_18_21__296_18_21_gen_0 < (- da2__4cc_18_21__296_18_21_gen_0));
                                    if (mask_139973843181520_gen_0) {
                                        ar__4cc_18_21__296_18_21_gen_0 = ((- dace::float64(2.0)) * al__4cc_18_21__296_18_21_gen_0);
                                    }
                                    if ((! mask_139973843181520_gen_0)) {
                                        mask_139973844427600_gen_0 = (a6da__4cc_18_21__296_18_21_gen_0 > da2__4cc_18_21__296_18_21_gen_0);
                                        if (mask_139973844427600_gen_0) {
                                            al__4cc_18_21__296_18_21_gen_0 = ((- dace::float64(2.0)) * ar__4cc_18_21__296_18_21_gen_0);
                                        }
                                    }
                                }
                                if ((! mask_139973843045712_gen_0)) {
                                    al__4cc_18_21__296_18_21_gen_0 = dace::float64(0.0);
                                    ar__4cc_18_21__296_18_21_gen_0 = dace::float64(0.0);
                                }
                                bl__296_18_21_gen_1 = al__4cc_18_21__296_18_21_gen_0;
                                br__296_18_21_gen_1 = ar__4cc_18_21__296_18_21_gen_0;
                            }
                            if (((__j >= (__J - 3)) && (__j < (__J + 0)))) {
                                al__4cc_18_21__296_18_21_gen_0 = bl__296_18_21_gen_1;
                                ar__4cc_18_21__296_18_21_gen_0 = br__296_18_21_gen_1;
                                mask_139973844127952_gen_0 = ((al__4cc_18_21__296_18_21_gen_0 * ar__4cc_18_21__296_18_21_gen_0) < dace::float64(0.0));
                                if (mask_139973844127952_gen_0) {
                                    da1__4cc_18_21__296_18_21_gen_0 = (al__4cc_18_21__296_18_21_gen_0 - ar__4cc_18_21__296_18_21_gen_0);
                                    da2__4cc_18_21__296_18_21_gen_0 = dace::math::pow(da1__4cc_18_21__296_18_21_gen_0, dace::float64(dace::int64(2)));
                                    a6da__4cc_18_21__296_18_21_gen_0 = ((dace::float64(3.0) * (al__4cc_18_21__296_18_21_gen_0 + ar__4cc_18_21__296_18_21_gen_0)) * da1__4cc_18_21__296_18_21_gen_0);
                                    mask_139973844133968_gen_0 = (a6da__4cc_18_21__296_18_21_gen_0 < (- da2__4cc_18_21__296_18_21_gen_0));
                                    if (mask_139973844133968_gen_0) {
                                        ar__4cc_18_21__296_18_21_gen_0 = ((- dace::float64(2.0)) * al__4cc_18_21__296_18_21_gen_0);
                                    }
                                    if ((! mask_139973844133968_gen_0)) {
                                        mask_139973845427600_gen_0 = (a6da__4cc_18_21__296_18_21_gen_0 > da2__4cc_18_21__296_18_21_gen_0);
                                        if (mask_139973845427600_gen_0) {
                                            al__4cc_18_21__296_18_21_gen_0 = ((- dace::float64(2.0)) * ar__4cc_18_21__296_18_21_gen_0);
                                        }
                                    }
                                }
                                if ((! mask_139973844127952_gen_0)) {
                                    al__4cc_18_21__296_18_21_gen_0 = dace::float64(0.0);
                                    ar__4cc_18_21__296_18_21_gen_0 = dace::float64(0.0);
                                }
                                bl__296_18_21_gen_1 = al__4cc_18_21__296_18_21_gen_0;
                                br__296_18_21_gen_1 = ar__4cc_18_21__296_18_21_gen_0;
                            }
                            bl[((((((84 * __i) + (6 * __j)) + __k) - (84 * __tile_i)) - (6 * __tile_j)) + 6)] = bl__296_18_21_gen_1;
                            br[((((((84 * __i) + (6 * __j)) + __k) - (84 * __tile_i)) - (6 * __tile_j)) + 6)] = br__296_18_21_gen_1;
                            b0__804_19_20[((((((84 * __i) + (6 * __j)) + __k) - (84 * __tile_i)) - (6 * __tile_j)) + 6)] = (__bl[0] + __br[0]);
                            ///////////////////

                        }
                    }
                }
            }
        }
        {
            for (auto __i = __tile_i; __i < (__tile_i + Min(8, (__I - __tile_i))); __i += 1) {
                for (auto __j = __tile_j; __j < (__tile_j + Min(8, (__J - __tile_j))); __j += 1) {
                    for (auto __k = 0; __k < __K; __k += 1) {
                        {
                            const double &courant__ = courant[(((((114 * __i) + (6 * __j)) + __k) - (114 * __tile_i)) - (6 * __tile_j))];
                            const double &br__jm1 = br[(((((84 * __i) + (6 * __j)) + __k) - (84 * __tile_i)) - (6 * __tile_j))];
                            const double &b0__804_19_20__jm1 = b0__804_19_20[(((((84 * __i) + (6 * __j)) + __k) - (84 * __tile_i)) - (6 * __tile_j))];
                            const double &bl__ = bl[((((((84 * __i) + (6 * __j)) + __k) - (84 * __tile_i)) - (6 * __tile_j)) + 6)];
                            const double &b0__804_19_20__ = b0__804_19_20[((((((84 * __i) + (6 * __j)) + __k) - (84 * __tile_i)) - (6 * __tile_j)) + 6)];
                            const double &q__jm1 = q[((((((114 * __i) + (6 * __j)) + __k) - (114 * __tile_i)) - (6 * __tile_j)) + 12)];
                            const double &q__ = q[((((((114 * __i) + (6 * __j)) + __k) - (114 * __tile_i)) - (6 * __tile_j)) + 18)];
                            double __yflux;

                            ///////////////////
                            // Tasklet code (compute_y_flux_computation_139973837520144_Tasklet)
                            dace::float64 ret__0ed_6_10__804_19_20_gen_0;
                            dace::float64 fx1__804_19_20_gen_0;
                            dace::bool_ mask_139973844131344_gen_0;
                            dace::float64 mask__238_7_11__804_19_20_gen_0;
                            dace::float64 RETURN_VALUE__238_7_11__804_19_20_gen_0;
                            mask_139973844131344_gen_0 = (courant__ > dace::float64(0.0));
                            if (mask_139973844131344_gen_0) {
                                ret__0ed_6_10__804_19_20_gen_0 = ((dace::float64(1.0) - courant__) * (br__jm1 - (courant__ * b0__804_19_20__jm1)));
                            }
                            if ((! mask_139973844131344_gen_0)) {
                                ret__0ed_6_10__804_19_20_gen_0 = ((dace::float64(1.0) + courant__) * (bl__ + (courant__ * b0__804_19_20__)));
                            }
                            fx1__804_19_20_gen_0 = ret__0ed_6_10__804_19_20_gen_0;
                            mask__238_7_11__804_19_20_gen_0 = dace::float64(1.0);
                            RETURN_VALUE__238_7_11__804_19_20_gen_0 = ((courant__ > dace::float64(0.0)) ? (q__jm1 + (fx1__804_19_20_gen_0 * mask__238_7_11__804_19_20_gen_0)) : (q__ + (fx1__804_19_20_gen_0 * mask__238_7_11__804_19_20_gen_0)));
                            __yflux = RETURN_VALUE__238_7_11__804_19_20_gen_0;
                            ///////////////////

                            yflux[(((((114 * __i) + (6 * __j)) + __k) - (114 * __tile_i)) - (6 * __tile_j))] = __yflux;
                        }
                    }
                }
            }
        }

    }
}

inline void compute_x_flux_computation_139973832036944_0_8_39(pyFV3_stencils_tracer_2d_1l_TracerAdvection___call___state_t *__state, double* __restrict__ courant, double* __restrict__ dxa, double* __restrict__ q, double* __restrict__ b0__804_19_20, double* __restrict__ bl, double* __restrict__ bl__da4_13_17__296_18_21, double* __restrict__ br, double* __restrict__ br__da4_13_17__296_18_21, double* __restrict__ xflux, int __I, int __J, int __K, int __tile_i, int __tile_j) {

    {

        {
            for (auto __i = (__tile_i - 1); __i < (__tile_i + Min(8, (__I - __tile_i))); __i += 1) {
                for (auto __j = __tile_j; __j < (__tile_j + Min(8, (__J - __tile_j))); __j += 1) {
                    for (auto __k = 0; __k < __K; __k += 1) {
                        {
                            const double &q__ip1 = q[((((((114 * __i) + (6 * __j)) + __k) - (114 * __tile_i)) - (6 * __tile_j)) + 456)];
                            const double &q__im1 = q[((((((114 * __i) + (6 * __j)) + __k) - (114 * __tile_i)) - (6 * __tile_j)) + 228)];
                            const double &q__ = q[((((((114 * __i) + (6 * __j)) + __k) - (114 * __tile_i)) - (6 * __tile_j)) + 342)];
                            const double &q__im2 = q[((((((114 * __i) + (6 * __j)) + __k) - (114 * __tile_i)) - (6 * __tile_j)) + 114)];
                            const double &q__ip2 = q[((((((114 * __i) + (6 * __j)) + __k) - (114 * __tile_i)) - (6 * __tile_j)) + 570)];
                            double* __bl__da4_13_17__296_18_21 = bl__da4_13_17__296_18_21 + ((((((78 * __i) + (6 * __j)) + __k) - (78 * __tile_i)) - (6 * __tile_j)) + 78);
                            double* __br__da4_13_17__296_18_21 = br__da4_13_17__296_18_21 + ((((((78 * __i) + (6 * __j)) + __k) - (78 * __tile_i)) - (6 * __tile_j)) + 78);

                            ///////////////////
                            // Tasklet code (compute_x_flux_computation_139973832036944_Tasklet)
                            dace::float64 RETURN_VALUE__1c3_6_11__417_5_9__296_18_21_gen_2;
                            dace::float64 dqr__417_5_9__296_18_21_gen_2;
                            dace::float64 dm__296_18_21_gen_2;
                            dace::float64 xt__417_5_9__296_18_21_gen_2;
                            dace::bool_ mask_139973843651408_gen_2;
                            dace::float64 asignb__1c3_6_11__417_5_9__296_18_21_gen_2;
                            dace::float64 dql__417_5_9__296_18_21_gen_2;
                            dace::float64 a__1c3_6_11__417_5_9__296_18_21_gen_2;
                            dace::float64 RETURN_VALUE__1c3_6_11__417_5_9__296_18_21_gen_0;
                            dace::float64 RETURN_VALUE__1c3_6_11__417_5_9__296_18_21_gen_1;
                            dace::float64 dqr__417_5_9__296_18_21_gen_0;
                            dace::float64 dqr__417_5_9__296_18_21_gen_1;
                            dace::float64 dm__296_18_21_gen_0;
                            dace::float64 dm__296_18_21_gen_1;
                            dace::float64 xt__417_5_9__296_18_21_gen_0;
                            dace::float64 xt__417_5_9__296_18_21_gen_1;
                            dace::bool_ mask_139973843651408_gen_0;
                            dace::bool_ mask_139973843651408_gen_1;
                            dace::float64 asignb__1c3_6_11__417_5_9__296_18_21_gen_0;
                            dace::float64 asignb__1c3_6_11__417_5_9__296_18_21_gen_1;
                            dace::float64 dql__417_5_9__296_18_21_gen_0;
                            dace::float64 dql__417_5_9__296_18_21_gen_1;
                            dace::float64 a__1c3_6_11__417_5_9__296_18_21_gen_0;
                            dace::float64 a__1c3_6_11__417_5_9__296_18_21_gen_1;
                            dace::float64 al__296_18_21_gen_0;
                            dace::float64 al__296_18_21_gen_1;
                            dace::float64 asignb__1c3_4_16__e43_10_13__296_18_21_gen_0;
                            dace::float64 a__1c3_5_9__e43_10_13__296_18_21_gen_0;
                            dace::float64 asignb__1c3_5_9__e43_10_13__296_18_21_gen_0;
                            dace::bool_ mask_139973844067152_gen_0;
                            dace::bool_ mask_139973844262288_gen_0;
                            dace::float64 br__e43_10_13__296_18_21_gen_0;
                            dace::float64 a__1c3_4_16__e43_10_13__296_18_21_gen_0;
                            dace::float64 xt__e43_10_13__296_18_21_gen_0;
                            dace::float64 bl__e43_10_13__296_18_21_gen_0;
                            dace::float64 RETURN_VALUE__1c3_4_16__e43_10_13__296_18_21_gen_0;
                            dace::float64 bl__296_18_21_gen_0;
                            dace::float64 br__296_18_21_gen_0;
                            xt__417_5_9__296_18_21_gen_1 = (dace::float64(0.25) * (q__ip1 - q__im1));
                            dqr__417_5_9__296_18_21_gen_1 = (max(max(q__, q__im1), q__ip1) - q__);
                            dql__417_5_9__296_18_21_gen_1 = (q__ - min(min(q__, q__im1), q__ip1));
                            a__1c3_6_11__417_5_9__296_18_21_gen_1 = min(min(abs(xt__417_5_9__296_18_21_gen_1), dqr__417_5_9__296_18_21_gen_1), dql__417_5_9__296_18_21_gen_1);
                            asignb__1c3_6_11__417_5_9__296_18_21_gen_1 = abs(a__1c3_6_11__417_5_9__296_18_21_gen_1);
                            mask_139973843651408_gen_1 = (xt__417_5_9__296_18_21_gen_1 > dace::float64(dace::int64(0)));
                            if (mask_139973843651408_gen_1) {
                                asignb__1c3_6_11__417_5_9__296_18_21_gen_1 = asignb__1c3_6_11__417_5_9__296_18_21_gen_1;
                            }
                            if ((! mask_139973843651408_gen_1)) {
                                asignb__1c3_6_11__417_5_9__296_18_21_gen_1 = (- asignb__1c3_6_11__417_5_9__296_18_21_gen_1);
                            }
                            RETURN_VALUE__1c3_6_11__417_5_9__296_18_21_gen_1 = asignb__1c3_6_11__417_5_9__296_18_21_gen_1;
                            dm__296_18_21_gen_1 = RETURN_VALUE__1c3_6_11__417_5_9__296_18_21_gen_1;
                            xt__417_5_9__296_18_21_gen_0 = (dace::float64(0.25) * (q__ - q__im2));
                            dqr__417_5_9__296_18_21_gen_0 = (max(max(q__im1, q__im2), q__) - q__im1);
                            dql__417_5_9__296_18_21_gen_0 = (q__im1 - min(min(q__im1, q__im2), q__));
                            a__1c3_6_11__417_5_9__296_18_21_gen_0 = min(min(abs(xt__417_5_9__296_18_21_gen_0), dqr__417_5_9__296_18_21_gen_0), dql__417_5_9__296_18_21_gen_0);
                            asignb__1c3_6_11__417_5_9__296_18_21_gen_0 = abs(a__1c3_6_11__417_5_9__296_18_21_gen_0);
                            mask_139973843651408_gen_0 = (xt__417_5_9__296_18_21_gen_0 > dace::float64(dace::int64(0)));
                            if (mask_139973843651408_gen_0) {
                                asignb__1c3_6_11__417_5_9__296_18_21_gen_0 = asignb__1c3_6_11__417_5_9__296_18_21_gen_0;
                            }
                            if ((! mask_139973843651408_gen_0)) {
                                asignb__1c3_6_11__417_5_9__296_18_21_gen_0 = (- asignb__1c3_6_11__417_5_9__296_18_21_gen_0);
                            }
                            RETURN_VALUE__1c3_6_11__417_5_9__296_18_21_gen_0 = asignb__1c3_6_11__417_5_9__296_18_21_gen_0;
                            dm__296_18_21_gen_0 = RETURN_VALUE__1c3_6_11__417_5_9__296_18_21_gen_0;
                            al__296_18_21_gen_1 = ((dace::float64(0.5) * (q__im1 + q__)) + ((dace::float64(1.0) / dace::float64(3.0)) * (dm__296_18_21_gen_0 - dm__296_18_21_gen_1)));
                            xt__417_5_9__296_18_21_gen_1 = (dace::float64(0.25) * (q__ip2 - q__));
                            dqr__417_5_9__296_18_21_gen_1 = (max(max(q__ip1, q__), q__ip2) - q__ip1);
                            dql__417_5_9__296_18_21_gen_1 = (q__ip1 - min(min(q__ip1, q__), q__ip2));
                            a__1c3_6_11__417_5_9__296_18_21_gen_1 = min(min(abs(xt__417_5_9__296_18_21_gen_1), dqr__417_5_9__296_18_21_gen_1), dql__417_5_9__296_18_21_gen_1);
                            asignb__1c3_6_11__417_5_9__296_18_21_gen_1 = abs(a__1c3_6_11__417_5_9__296_18_21_gen_1);
                            mask_139973843651408_gen_1 = (xt__417_5_9__296_18_21_gen_1 > dace::float64(dace::int64(0)));
                            if (mask_139973843651408_gen_1) {
                                asignb__1c3_6_11__417_5_9__296_18_21_gen_1 = asignb__1c3_6_11__417_5_9__296_18_21_gen_1;
                            }
                            if ((! mask_139973843651408_gen_1)) {
                                asignb__1c3_6_11__417_5_9__296_18_21_gen_1 = (- asignb__1c3_6_11__417_5_9__296_18_21_gen_1);
                            }
                            RETURN_VALUE__1c3_6_11__417_5_9__296_18_21_gen_1 = asignb__1c3_6_11__417_5_9__296_18_21_gen_1;
                            dm__296_18_21_gen_1 = RETURN_VALUE__1c3_6_11__417_5_9__296_18_21_gen_1;
                            xt__417_5_9__296_18_21_gen_0 = (dace::float64(0.25) * (q__ip1 - q__im1));
                            dqr__417_5_9__296_18_21_gen_0 = (max(max(q__, q__im1), q__ip1) - q__);
                            dql__417_5_9__296_18_21_gen_0 = (q__ - min(min(q__, q__im1), q__ip1));
                            a__1c3_6_11__417_5_9__296_18_21_gen_0 = min(min(abs(xt__417_5_9__296_18_21_gen_0), dqr__417_5_9__296_18_21_gen_0), dql__417_5_9__296_18_21_gen_0);
                            asignb__1c3_6_11__417_5_9__296_18_21_gen_0 = abs(a__1c3_6_11__417_5_9__296_18_21_gen_0);
                            mask_139973843651408_gen_0 = (xt__417_5_9__296_18_21_gen_0 > dace::float64(dace::int64(0)));
                            if (mask_139973843651408_gen_0) {
                                asignb__1c3_6_11__417_5_9__296_18_21_gen_0 = asignb__1c3_6_11__417_5_9__296_18_21_gen_0;
                            }
                            if ((! mask_139973843651408_gen_0)) {
                                asignb__1c3_6_11__417_5_9__296_18_21_gen_0 = (- asignb__1c3_6_11__417_5_9__296_18_21_gen_0);
                            }
                            RETURN_VALUE__1c3_6_11__417_5_9__296_18_21_gen_0 = asignb__1c3_6_11__417_5_9__296_18_21_gen_0;
                            dm__296_18_21_gen_0 = RETURN_VALUE__1c3_6_11__417_5_9__296_18_21_gen_0;
                            al__296_18_21_gen_0 = ((dace::float64(0.5) * (q__ + q__ip1)) + ((dace::float64(1.0) / dace::float64(3.0)) * (dm__296_18_21_gen_0 - dm__296_18_21_gen_1)));
                            xt__417_5_9__296_18_21_gen_2 = (dace::float64(0.25) * (q__ip1 - q__im1));
                            dqr__417_5_9__296_18_21_gen_2 = (max(max(q__, q__im1), q__ip1) - q__);
                            dql__417_5_9__296_18_21_gen_2 = (q__ - min(min(q__, q__im1), q__ip1));
                            a__1c3_6_11__417_5_9__296_18_21_gen_2 = min(min(abs(xt__417_5_9__296_18_21_gen_2), dqr__417_5_9__296_18_21_gen_2), dql__417_5_9__296_18_21_gen_2);
                            asignb__1c3_6_11__417_5_9__296_18_21_gen_2 = abs(a__1c3_6_11__417_5_9__296_18_21_gen_2);
                            mask_139973843651408_gen_2 = (xt__417_5_9__296_18_21_gen_2 > dace::float64(dace::int64(0)));
                            if (mask_139973843651408_gen_2) {
                                asignb__1c3_6_11__417_5_9__296_18_21_gen_2 = asignb__1c3_6_11__417_5_9__296_18_21_gen_2;
                            }
                            if ((! mask_139973843651408_gen_2)) {
                                asignb__1c3_6_11__417_5_9__296_18_21_gen_2 = (- asignb__1c3_6_11__417_5_9__296_18_21_gen_2);
                            }
                            RETURN_VALUE__1c3_6_11__417_5_9__296_18_21_gen_2 = asignb__1c3_6_11__417_5_9__296_18_21_gen_2;
                            dm__296_18_21_gen_2 = RETURN_VALUE__1c3_6_11__417_5_9__296_18_21_gen_2;
                            xt__e43_10_13__296_18_21_gen_0 = (dace::float64(2.0) * dm__296_18_21_gen_2);
                            a__1c3_4_16__e43_10_13__296_18_21_gen_0 = min(abs(xt__e43_10_13__296_18_21_gen_0), abs((al__296_18_21_gen_1 - q__)));
                            asignb__1c3_4_16__e43_10_13__296_18_21_gen_0 = abs(a__1c3_4_16__e43_10_13__296_18_21_gen_0);
                            mask_139973844262288_gen_0 = (xt__e43_10_13__296_18_21_gen_0 > dace::float64(dace::int64(0)));
                            if (mask_139973844262288_gen_0) {
                                asignb__1c3_4_16__e43_10_13__296_18_21_gen_0 = asignb__1c3_4_16__e43_10_13__296_18_21_gen_0;
                            }
                            if ((! mask_139973844262288_gen_0)) {
                                asignb__1c3_4_16__e43_10_13__296_18_21_gen_0 = (- asignb__1c3_4_16__e43_10_13__296_18_21_gen_0);
                            }
                            RETURN_VALUE__1c3_4_16__e43_10_13__296_18_21_gen_0 = asignb__1c3_4_16__e43_10_13__296_18_21_gen_0;
                            bl__e43_10_13__296_18_21_gen_0 = ((- dace::float64(1.0)) * RETURN_VALUE__1c3_4_16__e43_10_13__296_18_21_gen_0);
                            a__1c3_5_9__e43_10_13__296_18_21_gen_0 = min(abs(xt__e43_10_13__296_18_21_gen_0), abs((al__296_18_21_gen_0 - q__)));
                            asignb__1c3_5_9__e43_10_13__296_18_21_gen_0 = abs(a__1c3_5_9__e43_10_13__296_18_21_gen_0);
                            mask_139973844067152_gen_0 = (xt__e43_10_13__296_18_21_gen_0 > dace::float64(dace::int64(0)));
                            if (mask_139973844067152_gen_0) {
                                asignb__1c3_5_9__e43_10_13__296_18_21_gen_0 = asignb__1c3_5_9__e43_10_13__296_18_21_gen_0;
                            }
                            if ((! mask_139973844067152_gen_0)) {
                                asignb__1c3_5_9__e43_10_13__296_18_21_gen_0 = (- asignb__1c3_5_9__e43_10_13__296_18_21_gen_0);
                            }
                            br__e43_10_13__296_18_21_gen_0 = asignb__1c3_5_9__e43_10_13__296_18_21_gen_0;
                            bl__296_18_21_gen_0 = bl__e43_10_13__296_18_21_gen_0;
                            br__296_18_21_gen_0 = br__e43_10_13__296_18_21_gen_0;
                            bl__da4_13_17__296_18_21[((((((78 * __i) + (6 * __j)) + __k) - (78 * __tile_i)) - (6 * __tile_j)) + 78)] = bl__296_18_21_gen_0;
                            br__da4_13_17__296_18_21[((((((78 * __i) + (6 * __j)) + __k) - (78 * __tile_i)) - (6 * __tile_j)) + 78)] = br__296_18_21_gen_0;
                            ///////////////////

                        }
                    }
                }
            }
        }
        {
            for (auto __i = (__tile_i - 1); __i < (__tile_i + Min(8, (__I - __tile_i))); __i += 1) {
                for (auto __j = __tile_j; __j < (__tile_j + Min(8, (__J - __tile_j))); __j += 1) {
                    for (auto __k = 0; __k < __K; __k += 1) {
                        {
                            const double &q__ip2 = q[((((((114 * __i) + (6 * __j)) + __k) - (114 * __tile_i)) - (6 * __tile_j)) + 570)];
                            const double &q__ = q[((((((114 * __i) + (6 * __j)) + __k) - (114 * __tile_i)) - (6 * __tile_j)) + 342)];
                            const double &q__ip1 = q[((((((114 * __i) + (6 * __j)) + __k) - (114 * __tile_i)) - (6 * __tile_j)) + 456)];
                            const double &q__im1 = q[((((((114 * __i) + (6 * __j)) + __k) - (114 * __tile_i)) - (6 * __tile_j)) + 228)];
                            const double &q__im2 = q[((((((114 * __i) + (6 * __j)) + __k) - (114 * __tile_i)) - (6 * __tile_j)) + 114)];
                            const double &dxa__ = dxa[(((((19 * __i) + __j) - (19 * __tile_i)) - __tile_j) + 57)];
                            const double &dxa__im1 = dxa[(((((19 * __i) + __j) - (19 * __tile_i)) - __tile_j) + 38)];
                            const double &dxa__ip1 = dxa[(((((19 * __i) + __j) - (19 * __tile_i)) - __tile_j) + 76)];
                            const double &dxa__ip2 = dxa[(((((19 * __i) + __j) - (19 * __tile_i)) - __tile_j) + 95)];
                            const double &dxa__im2 = dxa[(((((19 * __i) + __j) - (19 * __tile_i)) - __tile_j) + 19)];
                            const double &bl__da4_13_17__296_18_21__ = bl__da4_13_17__296_18_21[((((((78 * __i) + (6 * __j)) + __k) - (78 * __tile_i)) - (6 * __tile_j)) + 78)];
                            const double &br__da4_13_17__296_18_21__ = br__da4_13_17__296_18_21[((((((78 * __i) + (6 * __j)) + __k) - (78 * __tile_i)) - (6 * __tile_j)) + 78)];
                            const double &bl__ = bl[((((((78 * __i) + (6 * __j)) + __k) - (78 * __tile_i)) - (6 * __tile_j)) + 78)];
                            const double &br__ = br[((((((78 * __i) + (6 * __j)) + __k) - (78 * __tile_i)) - (6 * __tile_j)) + 78)];
                            double* __bl__da4_13_17__296_18_21 = bl__da4_13_17__296_18_21 + ((((((78 * __i) + (6 * __j)) + __k) - (78 * __tile_i)) - (6 * __tile_j)) + 78);
                            double* __br__da4_13_17__296_18_21 = br__da4_13_17__296_18_21 + ((((((78 * __i) + (6 * __j)) + __k) - (78 * __tile_i)) - (6 * __tile_j)) + 78);
                            double* __bl = bl + ((((((78 * __i) + (6 * __j)) + __k) - (78 * __tile_i)) - (6 * __tile_j)) + 78);
                            double* __br = br + ((((((78 * __i) + (6 * __j)) + __k) - (78 * __tile_i)) - (6 * __tile_j)) + 78);
                            double* __b0__804_19_20 = b0__804_19_20 + ((((((78 * __i) + (6 * __j)) + __k) - (78 * __tile_i)) - (6 * __tile_j)) + 78);

                            ///////////////////
                            // Tasklet code (compute_x_flux_computation_139973832036944_Tasklet)
                            dace::float64 RETURN_VALUE__1c3_6_11__417_5_9__296_18_21_gen_3;
                            dace::float64 dqr__417_5_9__296_18_21_gen_3;
                            dace::float64 dm__296_18_21_gen_3;
                            dace::float64 xt__417_5_9__296_18_21_gen_3;
                            dace::bool_ mask_139973843651408_gen_3;
                            dace::float64 asignb__1c3_6_11__417_5_9__296_18_21_gen_3;
                            dace::float64 dql__417_5_9__296_18_21_gen_3;
                            dace::float64 a__1c3_6_11__417_5_9__296_18_21_gen_3;
                            dace::float64 al__296_18_21_gen_3;
                            dace::float64 RETURN_VALUE__1c3_6_11__417_5_9__296_18_21_gen_0;
                            dace::float64 RETURN_VALUE__1c3_6_11__417_5_9__296_18_21_gen_1;
                            dace::float64 dqr__417_5_9__296_18_21_gen_0;
                            dace::float64 dqr__417_5_9__296_18_21_gen_1;
                            dace::float64 dm__296_18_21_gen_0;
                            dace::float64 dm__296_18_21_gen_1;
                            dace::float64 xt__417_5_9__296_18_21_gen_0;
                            dace::float64 xt__417_5_9__296_18_21_gen_1;
                            dace::bool_ mask_139973843651408_gen_0;
                            dace::bool_ mask_139973843651408_gen_1;
                            dace::float64 asignb__1c3_6_11__417_5_9__296_18_21_gen_0;
                            dace::float64 asignb__1c3_6_11__417_5_9__296_18_21_gen_1;
                            dace::float64 dql__417_5_9__296_18_21_gen_0;
                            dace::float64 dql__417_5_9__296_18_21_gen_1;
                            dace::float64 a__1c3_6_11__417_5_9__296_18_21_gen_0;
                            dace::float64 a__1c3_6_11__417_5_9__296_18_21_gen_1;
                            dace::float64 al__296_18_21_gen_2;
                            dace::float64 asignb__1c3_6_11__417_5_9__296_18_21_gen_4;
                            dace::float64 dql__417_5_9__296_18_21_gen_4;
                            dace::bool_ mask_139973843651408_gen_4;
                            dace::float64 dqr__417_5_9__296_18_21_gen_4;
                            dace::float64 dm__296_18_21_gen_4;
                            dace::float64 a__1c3_6_11__417_5_9__296_18_21_gen_4;
                            dace::bool_ mask_139973843651408_gen_5;
                            dace::float64 dql__417_5_9__296_18_21_gen_5;
                            dace::float64 xt__417_5_9__296_18_21_gen_4;
                            dace::float64 RETURN_VALUE__1c3_6_11__417_5_9__296_18_21_gen_4;
                            dace::float64 a__1c3_6_11__417_5_9__296_18_21_gen_5;
                            dace::float64 xt__417_5_9__296_18_21_gen_5;
                            dace::float64 dqr__417_5_9__296_18_21_gen_5;
                            dace::float64 RETURN_VALUE__1c3_6_11__417_5_9__296_18_21_gen_5;
                            dace::float64 dm__296_18_21_gen_5;
                            dace::float64 asignb__1c3_6_11__417_5_9__296_18_21_gen_5;
                            dace::float64 al_ip1__da4_13_17__296_18_21_gen_0;
                            dace::float64 dql__da4_13_17__296_18_21_gen_0;
                            dace::float64 xt__11a_16_16__da4_13_17__296_18_21_gen_0;
                            dace::float64 xt_bl__da4_13_17__296_18_21_gen_0;
                            dace::bool_ mask_139973841221200_gen_0;
                            dace::float64 maxq__11a_45_16__da4_13_17__296_18_21_gen_0;
                            dace::bool_ mask_139973838789584_gen_0;
                            dace::float64 a__1c3_53_23__da4_13_17__296_18_21_gen_0;
                            dace::float64 maxq__090_26_16__da4_13_17__296_18_21_gen_0;
                            dace::float64 dm_right__da4_13_17__296_18_21_gen_0;
                            dace::float64 xt__090_26_16__da4_13_17__296_18_21_gen_0;
                            dace::bool_ mask_139973844836880_gen_0;
                            dace::float64 xt__090_54_16__da4_13_17__296_18_21_gen_0;
                            dace::float64 minq__090_26_16__da4_13_17__296_18_21_gen_0;
                            dace::float64 xt__11a_45_16__da4_13_17__296_18_21_gen_0;
                            dace::float64 maxq__11a_16_16__da4_13_17__296_18_21_gen_0;
                            dace::float64 dm_right_end__da4_13_17__296_18_21_gen_0;
                            dace::float64 a__1c3_14_18__da4_13_17__296_18_21_gen_0;
                            dace::float64 minq__11a_16_16__da4_13_17__296_18_21_gen_0;
                            dace::bool_ mask_139973838793232_gen_0;
                            dace::float64 dm_left__da4_13_17__296_18_21_gen_0;
                            dace::bool_ mask_139973840067856_gen_0;
                            dace::float64 a__1c3_43_22__da4_13_17__296_18_21_gen_0;
                            dace::bool_ mask_139973844591824_gen_0;
                            dace::float64 minq__090_54_16__da4_13_17__296_18_21_gen_0;
                            dace::bool_ mask_139973841093584_gen_0;
                            dace::float64 a__1c3_24_19__da4_13_17__296_18_21_gen_0;
                            dace::bool_ mask_139973847341648_gen_0;
                            dace::float64 da1__4cc_18_21__296_18_21_gen_0;
                            dace::float64 ar__4cc_18_21__296_18_21_gen_0;
                            dace::float64 da2__4cc_18_21__296_18_21_gen_0;
                            dace::float64 maxq__090_54_16__da4_13_17__296_18_21_gen_0;
                            dace::float64 asignb__1c3_24_19__da4_13_17__296_18_21_gen_0;
                            dace::float64 asignb__1c3_14_18__da4_13_17__296_18_21_gen_0;
                            dace::bool_ mask_139973843322192_gen_0;
                            dace::float64 a6da__4cc_18_21__296_18_21_gen_0;
                            dace::bool_ mask_139973842901712_gen_0;
                            dace::float64 minq__11a_45_16__da4_13_17__296_18_21_gen_0;
                            dace::float64 dqr__da4_13_17__296_18_21_gen_0;
                            dace::float64 al__4cc_18_21__296_18_21_gen_0;
                            dace::float64 xt_br__da4_13_17__296_18_21_gen_0;
                            dace::float64 asignb__1c3_43_22__da4_13_17__296_18_21_gen_0;
                            dace::float64 asignb__1c3_53_23__da4_13_17__296_18_21_gen_0;
                            dace::float64 xt__da4_13_17__296_18_21_gen_0;
                            dace::float64 dm_left_end__da4_13_17__296_18_21_gen_0;
                            dace::float64 bl__296_18_21_gen_1;
                            dace::float64 br__296_18_21_gen_1;
                            xt__417_5_9__296_18_21_gen_1 = (dace::float64(0.25) * (q__ip2 - q__));
                            dqr__417_5_9__296_18_21_gen_1 = (max(max(q__ip1, q__), q__ip2) - q__ip1);
                            dql__417_5_9__296_18_21_gen_1 = (q__ip1 - min(min(q__ip1, q__), q__ip2));
                            a__1c3_6_11__417_5_9__296_18_21_gen_1 = min(min(abs(xt__417_5_9__296_18_21_gen_1), dqr__417_5_9__296_18_21_gen_1), dql__417_5_9__296_18_21_gen_1);
                            asignb__1c3_6_11__417_5_9__296_18_21_gen_1 = abs(a__1c3_6_11__417_5_9__296_18_21_gen_1);
                            mask_139973843651408_gen_1 = (xt__417_5_9__296_18_21_gen_1 > dace::float64(dace::int64(0)));
                            if (mask_139973843651408_gen_1) {
                                asignb__1c3_6_11__417_5_9__296_18_21_gen_1 = asignb__1c3_6_11__417_5_9__296_18_21_gen_1;
                            }
                            if ((! mask_139973843651408_gen_1)) {
                                asignb__1c3_6_11__417_5_9__296_18_21_gen_1 = (- asignb__1c3_6_11__417_5_9__296_18_21_gen_1);
                            }
                            RETURN_VALUE__1c3_6_11__417_5_9__296_18_21_gen_1 = asignb__1c3_6_11__417_5_9__296_18_21_gen_1;
                            dm__296_18_21_gen_1 = RETURN_VALUE__1c3_6_11__417_5_9__296_18_21_gen_1;
                            xt__417_5_9__296_18_21_gen_0 = (dace::float64(0.25) * (q__ip1 - q__im1));
                            dqr__417_5_9__296_18_21_gen_0 = (max(max(q__, q__im1), q__ip1) - q__);
                            dql__417_5_9__296_18_21_gen_0 = (q__ - min(min(q__, q__im1), q__ip1));
                            a__1c3_6_11__417_5_9__296_18_21_gen_0 = min(min(abs(xt__417_5_9__296_18_21_gen_0), dqr__417_5_9__296_18_21_gen_0), dql__417_5_9__296_18_21_gen_0);
                            asignb__1c3_6_11__417_5_9__296_18_21_gen_0 = abs(a__1c3_6_11__417_5_9__296_18_21_gen_0);
                            mask_139973843651408_gen_0 = (xt__417_5_9__296_18_21_gen_0 > dace::float64(dace::int64(0)));
                            if (mask_139973843651408_gen_0) {
                                asignb__1c3_6_11__417_5_9__296_18_21_gen_0 = asignb__1c3_6_11__417_5_9__296_18_21_gen_0;
                            }
                            if ((! mask_139973843651408_gen_0)) {
                                asignb__1c3_6_11__417_5_9__296_18_21_gen_0 = (- asignb__1c3_6_11__417_5_9__296_18_21_gen_0);
                            }
                            RETURN_VALUE__1c3_6_11__417_5_9__296_18_21_gen_0 = asignb__1c3_6_11__417_5_9__296_18_21_gen_0;
                            dm__296_18_21_gen_0 = RETURN_VALUE__1c3_6_11__417_5_9__296_18_21_gen_0;
                            al__296_18_21_gen_2 = ((dace::float64(0.5) * (q__ + q__ip1)) + ((dace::float64(1.0) / dace::float64(3.0)) * (dm__296_18_21_gen_0 - dm__296_18_21_gen_1)));
                            al_ip1__da4_13_17__296_18_21_gen_0 = al__296_18_21_gen_2;
                            xt__417_5_9__296_18_21_gen_4 = (dace::float64(0.25) * (q__ip1 - q__im1));
                            dqr__417_5_9__296_18_21_gen_5 = (max(max(q__, q__im1), q__ip1) - q__);
                            dql__417_5_9__296_18_21_gen_4 = (q__ - min(min(q__, q__im1), q__ip1));
                            a__1c3_6_11__417_5_9__296_18_21_gen_4 = min(min(abs(xt__417_5_9__296_18_21_gen_4), dqr__417_5_9__296_18_21_gen_5), dql__417_5_9__296_18_21_gen_4);
                            asignb__1c3_6_11__417_5_9__296_18_21_gen_5 = abs(a__1c3_6_11__417_5_9__296_18_21_gen_4);
                            mask_139973843651408_gen_5 = (xt__417_5_9__296_18_21_gen_4 > dace::float64(dace::int64(0)));
                            if (mask_139973843651408_gen_5) {
                                asignb__1c3_6_11__417_5_9__296_18_21_gen_5 = asignb__1c3_6_11__417_5_9__296_18_21_gen_5;
                            }
                            if ((! mask_139973843651408_gen_5)) {
                                asignb__1c3_6_11__417_5_9__296_18_21_gen_5 = (- asignb__1c3_6_11__417_5_9__296_18_21_gen_5);
                            }
                            RETURN_VALUE__1c3_6_11__417_5_9__296_18_21_gen_5 = asignb__1c3_6_11__417_5_9__296_18_21_gen_5;
                            dm__296_18_21_gen_5 = RETURN_VALUE__1c3_6_11__417_5_9__296_18_21_gen_5;
                            xt__417_5_9__296_18_21_gen_5 = (dace::float64(0.25) * (q__ - q__im2));
                            dqr__417_5_9__296_18_21_gen_4 = (max(max(q__im1, q__im2), q__) - q__im1);
                            dql__417_5_9__296_18_21_gen_5 = (q__im1 - min(min(q__im1, q__im2), q__));
                            a__1c3_6_11__417_5_9__296_18_21_gen_5 = min(min(abs(xt__417_5_9__296_18_21_gen_5), dqr__417_5_9__296_18_21_gen_4), dql__417_5_9__296_18_21_gen_5);
                            asignb__1c3_6_11__417_5_9__296_18_21_gen_4 = abs(a__1c3_6_11__417_5_9__296_18_21_gen_5);
                            mask_139973843651408_gen_4 = (xt__417_5_9__296_18_21_gen_5 > dace::float64(dace::int64(0)));
                            if (mask_139973843651408_gen_4) {
                                asignb__1c3_6_11__417_5_9__296_18_21_gen_4 = asignb__1c3_6_11__417_5_9__296_18_21_gen_4;
                            }
                            if ((! mask_139973843651408_gen_4)) {
                                asignb__1c3_6_11__417_5_9__296_18_21_gen_4 = (- asignb__1c3_6_11__417_5_9__296_18_21_gen_4);
                            }
                            RETURN_VALUE__1c3_6_11__417_5_9__296_18_21_gen_4 = asignb__1c3_6_11__417_5_9__296_18_21_gen_4;
                            dm__296_18_21_gen_4 = RETURN_VALUE__1c3_6_11__417_5_9__296_18_21_gen_4;
                            al__296_18_21_gen_3 = ((dace::float64(0.5) * (q__im1 + q__)) + ((dace::float64(1.0) / dace::float64(3.0)) * (dm__296_18_21_gen_4 - dm__296_18_21_gen_5)));
                            xt__417_5_9__296_18_21_gen_3 = (dace::float64(0.25) * (q__ip1 - q__im1));
                            dqr__417_5_9__296_18_21_gen_3 = (max(max(q__, q__im1), q__ip1) - q__);
                            dql__417_5_9__296_18_21_gen_3 = (q__ - min(min(q__, q__im1), q__ip1));
                            a__1c3_6_11__417_5_9__296_18_21_gen_3 = min(min(abs(xt__417_5_9__296_18_21_gen_3), dqr__417_5_9__296_18_21_gen_3), dql__417_5_9__296_18_21_gen_3);
                            asignb__1c3_6_11__417_5_9__296_18_21_gen_3 = abs(a__1c3_6_11__417_5_9__296_18_21_gen_3);
                            mask_139973843651408_gen_3 = (xt__417_5_9__296_18_21_gen_3 > dace::float64(dace::int64(0)));
                            if (mask_139973843651408_gen_3) {
                                asignb__1c3_6_11__417_5_9__296_18_21_gen_3 = asignb__1c3_6_11__417_5_9__296_18_21_gen_3;
                            }
                            if ((! mask_139973843651408_gen_3)) {
                                asignb__1c3_6_11__417_5_9__296_18_21_gen_3 = (- asignb__1c3_6_11__417_5_9__296_18_21_gen_3);
                            }
                            RETURN_VALUE__1c3_6_11__417_5_9__296_18_21_gen_3 = asignb__1c3_6_11__417_5_9__296_18_21_gen_3;
                            dm__296_18_21_gen_3 = RETURN_VALUE__1c3_6_11__417_5_9__296_18_21_gen_3;
                            if ((__i == -1)) {
                                xt__da4_13_17__296_18_21_gen_0 = (dace::float64(0.25) * (q__ - q__im2));
                                dqr__da4_13_17__296_18_21_gen_0 = (max(max(q__im1, q__im2), q__) - q__im1);
                                dql__da4_13_17__296_18_21_gen_0 = (q__im1 - min(min(q__im1, q__im2), q__));
                                a__1c3_14_18__da4_13_17__296_18_21_gen_0 = min(min(abs(xt__da4_13_17__296_18_21_gen_0), dqr__da4_13_17__296_18_21_gen_0), dql__da4_13_17__296_18_21_gen_0);
                                asignb__1c3_14_18__da4_13_17__296_18_21_gen_0 = abs(a__1c3_14_18__da4_13_17__296_18_21_gen_0);
                                mask_139973847341648_gen_0 = (xt__da4_13_17__296_18_21_gen_0 > dace::float64(dace::int64(0)));
                                if (mask_139973847341648_gen_0) {
                                    asignb__1c3_14_18__da4_13_17__296_18_21_gen_0 = asignb__1c3_14_18__da4_13_17__296_18_21_gen_0;
                                }
                                if ((! mask_139973847341648_gen_0)) {
                                    asignb__1c3_14_18__da4_13_17__296_18_21_gen_0 = (- asignb__1c3_14_18__da4_13_17__296_18_21_gen_0);
                                }
                                dm_left__da4_13_17__296_18_21_gen_0 = asignb__1c3_14_18__da4_13_17__296_18_21_gen_0;
                                xt_bl__da4_13_17__296_18_21_gen_0 = (((dace::float64(0.5714285714285714) * dm_left__da4_13_17__296_18_21_gen_0) + (dace::float64(0.7857142857142857) * (q__im1 - q__))) + q__);
                                xt__11a_16_16__da4_13_17__296_18_21_gen_0 = (dace::float64(0.5) * ((((((dace::float64(2.0) * dxa__) + dxa__im1) * q__) - (dxa__ * q__im1)) / (dxa__im1 + dxa__)) + (((((dace::float64(2.0) * dxa__ip1) + dxa__ip2) * q__ip1) - (dxa__ip1 * q__ip2)) / (dxa__ip1 + dxa__ip2))));
                                minq__11a_16_16__da4_13_17__296_18_21_gen_0 = min(min(min(q__im1, q__), q__ip1), q__ip2);
                                maxq__11a_16_16__da4_13_17__296_18_21_gen_0 = max(max(max(q__im1, q__), q__ip1), q__ip2);
                                xt__11a_16_16__da4_13_17__296_18_21_gen_0 = min(max(xt__11a_16_16__da4_13_17__296_18_21_gen_0, minq__11a_16_16__da4_13_17__296_18_21_gen_0), maxq__11a_16_16__da4_13_17__296_18_21_gen_0);
                                xt_br__da4_13_17__296_18_21_gen_0 = xt__11a_16_16__da4_13_17__296_18_21_gen_0;
                            }
                            if ((__i == 0)) {
                                xt__da4_13_17__296_18_21_gen_0 = (dace::float64(0.25) * (q__ip2 - q__));
                                dqr__da4_13_17__296_18_21_gen_0 = (max(max(q__ip1, q__), q__ip2) - q__ip1);
                                dql__da4_13_17__296_18_21_gen_0 = (q__ip1 - min(min(q__ip1, q__), q__ip2));
                                a__1c3_24_19__da4_13_17__296_18_21_gen_0 = min(min(abs(xt__da4_13_17__296_18_21_gen_0), dqr__da4_13_17__296_18_21_gen_0), dql__da4_13_17__296_18_21_gen_0);
                                asignb__1c3_24_19__da4_13_17__296_18_21_gen_0 = abs(a__1c3_24_19__da4_13_17__296_18_21_gen_0);
                                mask_139973844836880_gen_0 = (xt__da4_13_17__296_18_21_gen_0 > dace::float64(dace::int64(0)));
                                if (mask_139973844836880_gen_0) {
                                    asignb__1c3_24_19__da4_13_17__296_18_21_gen_0 = asignb__1c3_24_19__da4_13_17__296_18_21_gen_0;
                                }
                                if ((! mask_139973844836880_gen_0)) {
                                    asignb__1c3_24_19__da4_13_17__296_18_21_gen_0 = (- asignb__1c3_24_19__da4_13_17__296_18_21_gen_0);
                                }
                                dm_right__da4_13_17__296_18_21_gen_0 = asignb__1c3_24_19__da4_13_17__296_18_21_gen_0;
                                xt_bl__da4_13_17__296_18_21_gen_0 = (((dace::float64(0.5714285714285714) * dm_left__da4_13_17__296_18_21_gen_0) + (dace::float64(0.7857142857142857) * (q__im1 - q__))) + q__);
                                xt__090_26_16__da4_13_17__296_18_21_gen_0 = (dace::float64(0.5) * ((((((dace::float64(2.0) * dxa__im1) + dxa__im2) * q__im1) - (dxa__im1 * q__im2)) / (dxa__im2 + dxa__im1)) + (((((dace::float64(2.0) * dxa__) + dxa__ip1) * q__) - (dxa__ * q__ip1)) / (dxa__ + dxa__ip1))));
                                minq__090_26_16__da4_13_17__296_18_21_gen_0 = min(min(min(q__im2, q__im1), q__), q__ip1);
                                maxq__090_26_16__da4_13_17__296_18_21_gen_0 = max(max(max(q__im2, q__im1), q__), q__ip1);
                                xt__090_26_16__da4_13_17__296_18_21_gen_0 = min(max(xt__090_26_16__da4_13_17__296_18_21_gen_0, minq__090_26_16__da4_13_17__296_18_21_gen_0), maxq__090_26_16__da4_13_17__296_18_21_gen_0);
                                xt_bl__da4_13_17__296_18_21_gen_0 = xt__090_26_16__da4_13_17__296_18_21_gen_0;
                                xt_br__da4_13_17__296_18_21_gen_0 = (((dace::float64(0.21428571428571427) * q__) + (dace::float64(0.7857142857142857) * q__ip1)) - (dace::float64(0.5714285714285714) * dm_right__da4_13_17__296_18_21_gen_0));
                            }
                            if ((__i == 1)) {
                                xt_bl__da4_13_17__296_18_21_gen_0 = (((dace::float64(0.21428571428571427) * q__im1) + (dace::float64(0.7857142857142857) * q__)) - (dace::float64(0.5714285714285714) * dm__296_18_21_gen_3));
                                xt_br__da4_13_17__296_18_21_gen_0 = al_ip1__da4_13_17__296_18_21_gen_0;
                            }
                            if ((__i == (__I - 3))) {
                                xt_bl__da4_13_17__296_18_21_gen_0 = al__296_18_21_gen_3;
                                xt_br__da4_13_17__296_18_21_gen_0 = (((dace::float64(0.21428571428571427) * q__ip1) + (dace::float64(0.7857142857142857) * q__)) + (dace::float64(0.5714285714285714) * dm__296_18_21_gen_3));
                            }
                            if ((__i == (__I - 2))) {
                                xt__da4_13_17__296_18_21_gen_0 = (dace::float64(0.25) * (q__ - q__im2));
                                dqr__da4_13_17__296_18_21_gen_0 = (max(max(q__im1, q__im2), q__) - q__im1);
                                dql__da4_13_17__296_18_21_gen_0 = (q__im1 - min(min(q__im1, q__im2), q__));
                                a__1c3_43_22__da4_13_17__296_18_21_gen_0 = min(min(abs(xt__da4_13_17__296_18_21_gen_0), dqr__da4_13_17__296_18_21_gen_0), dql__da4_13_17__296_18_21_gen_0);
                                asignb__1c3_43_22__da4_13_17__296_18_21_gen_0 = abs(a__1c3_43_22__da4_13_17__296_18_21_gen_0);
                                mask_139973842901712_gen_0 = (xt__da4_13_17__296_18_21_gen_0 > dace::float64(dace::int64(0)));
                                if (mask_139973842901712_gen_0) {
                                    asignb__1c3_43_22__da4_13_17__296_18_21_gen_0 = asignb__1c3_43_22__da4_13_17__296_18_21_gen_0;
                                }
                                if ((! mask_139973842901712_gen_0)) {
                                    asignb__1c3_43_22__da4_13_17__296_18_21_gen_0 = (- asignb__1c3_43_22__da4_13_17__296_18_21_gen_0);
                                }
                                dm_left_end__da4_13_17__296_18_21_gen_0 = asignb__1c3_43_22__da4_13_17__296_18_21_gen_0;
                                xt_bl__da4_13_17__296_18_21_gen_0 = (((dace::float64(0.21428571428571427) * q__) + (dace::float64(0.7857142857142857) * q__im1)) + (dace::float64(0.5714285714285714) * dm_left_end__da4_13_17__296_18_21_gen_0));
                                xt__11a_45_16__da4_13_17__296_18_21_gen_0 = (dace::float64(0.5) * ((((((dace::float64(2.0) * dxa__) + dxa__im1) * q__) - (dxa__ * q__im1)) / (dxa__im1 + dxa__)) + (((((dace::float64(2.0) * dxa__ip1) + dxa__ip2) * q__ip1) - (dxa__ip1 * q__ip2)) / (dxa__ip1 + dxa__ip2))));
                                minq__11a_45_16__da4_13_17__296_18_21_gen_0 = min(min(min(q__im1, q__), q__ip1), q__ip2);
                                maxq__11a_45_16__da4_13_17__296_18_21_gen_0 = max(max(max(q__im1, q__), q__ip1), q__ip2);
                                xt__11a_45_16__da4_13_17__296_18_21_gen_0 = min(max(xt__11a_45_16__da4_13_17__296_18_21_gen_0, minq__11a_45_16__da4_13_17__296_18_21_gen_0), maxq__11a_45_16__da4_13_17__296_18_21_gen_0);
                                xt_br__da4_13_17__296_18_21_gen_0 = xt__11a_45_16__da4_13_17__296_18_21_gen_0;
                            }
                            if ((__i == (__I - 1))) {
                                xt__da4_13_17__296_18_21_gen_0 = (dace::float64(0.25) * (q__ip2 - q__));
                                dqr__da4_13_17__296_18_21_gen_0 = (max(max(q__ip1, q__), q__ip2) - q__ip1);
                                dql__da4_13_17__296_18_21_gen_0 = (q__ip1 - min(min(q__ip1, q__), q__ip2));
                                a__1c3_53_23__da4_13_17__296_18_21_gen_0 = min(min(abs(xt__da4_13_17__296_18_21_gen_0), dqr__da4_13_17__296_18_21_gen_0), dql__da4_13_17__296_18_21_gen_0);
                                asignb__1c3_53_23__da4_13_17__296_18_21_gen_0 = abs(a__1c3_53_23__da4_13_17__296_18_21_gen_0);
                                mask_139973843322192_gen_0 = (xt__da4_13_17__296_18_21_gen_0 > dace::float64(dace::int64(0)));
                                if (mask_139973843322192_gen_0) {
                                    asignb__1c3_53_23__da4_13_17__296_18_21_gen_0 = asignb__1c3_53_23__da4_13_17__296_18_21_gen_0;
                                }
                                if ((! mask_139973843322192_gen_0)) {
                                    asignb__1c3_53_23__da4_13_17__296_18_21_gen_0 = (- asignb__1c3_53_23__da4_13_17__296_18_21_gen_0);
                                }
                                dm_right_end__da4_13_17__296_18_21_gen_0 = asignb__1c3_53_23__da4_13_17__296_18_21_gen_0;
                                xt__090_54_16__da4_13_17__296_18_21_gen_0 = (dace::float64(0.5) * ((((((dace::float64(2.0) * dxa__im1) + dxa__im2) * q__im1) - (dxa__im1 * q__im2)) / (dxa__im2 + dxa__im1)) + (((((dace::float64(2.0) * dxa__) + dxa__ip1) * q__) - (dxa__ * q__ip1)) / (dxa__ + dxa__ip1))));
                                minq__090_54_16__da4_13_17__296_18_21_gen_0 = min(min(min(q__im2, q__im1), q__), q__ip1);
                                maxq__090_54_16__da4_13_17__296_18_21_gen_0 = max(max(max(q__im2, q__im1), q__), q__ip1);
                                xt__090_54_16__da4_13_17__296_18_21_gen_0 = min(max(xt__090_54_16__da4_13_17__296_18_21_gen_0, minq__090_54_16__da4_13_17__296_18_21_gen_0), maxq__090_54_16__da4_13_17__296_18_21_gen_0);
                                xt_bl__da4_13_17__296_18_21_gen_0 = xt__090_54_16__da4_13_17__296_18_21_gen_0;
                                xt_br__da4_13_17__296_18_21_gen_0 = (((dace::float64(0.7857142857142857) * (q__ip1 - q__)) - (dace::float64(0.5714285714285714) * dm_right_end__da4_13_17__296_18_21_gen_0)) + q__);
                            }
                            if (((__i >= -1) && (__i < 2))) {bl__da4_13_17__296_18_21[((((((78 * __i) + (6 * __j)) + __k) - (78 * __tile_i)) - (6 * __tile_j)) + 78)] = (xt_bl__da4_13_17__296_18_21_gen_0 - q__);br__da4_13_17__296_18_21[((((((78 * __i) + (6 * __j)) + __k) - (78 * __tile_i)) - (6 * __tile_j)) + 78)] = (xt_br__da4_13_17__296_18_21_gen_0 - q__);
                            }
                            if (((__i >= (__I - 3)) && (__i < (__I + 0)))) {bl__da4_13_17__296_18_21[((((((78 * __i) + (6 * __j)) + __k) - (78 * __tile_i)) - (6 * __tile_j)) + 78)] = (xt_bl__da4_13_17__296_18_21_gen_0 - q__);br__da4_13_17__296_18_21[((((((78 * __i) + (6 * __j)) + __k) - (78 * __tile_i)) - (6 * __tile_j)) + 78)] = (xt_br__da4_13_17__296_18_21_gen_0 - q__);
                            }
                            bl__296_18_21_gen_1 = __bl__da4_13_17__296_18_21[0];
                            br__296_18_21_gen_1 = __br__da4_13_17__296_18_21[0];
                            if (((__i >= -1) && (__i < 2))) {
                                al__4cc_18_21__296_18_21_gen_0 = bl__296_18_21_gen_1;
                                ar__4cc_18_21__296_18_21_gen_0 = br__296_18_21_gen_1;
                                mask_139973838789584_gen_0 = ((al__4cc_18_21__296_18_21_gen_0 * ar__4cc_18_21__296_18_21_gen_0) < dace::float64(0.0));
                                if (mask_139973838789584_gen_0) {
                                    da1__4cc_18_21__296_18_21_gen_0 = (al__4cc_18_21__296_18_21_gen_0 - ar__4cc_18_21__296_18_21_gen_0);
                                    da2__4cc_18_21__296_18_21_gen_0 = dace::math::pow(da1__4cc_18_21__296_18_21_gen_0, dace::float64(dace::int64(2)));
                                    a6da__4cc_18_21__296_18_21_gen_0 = ((dace::float64(3.0) * (al__4cc_18_21__296_18_21_gen_0 + ar__4cc_18_21__296_18_21_gen_0)) * da1__4cc_18_21__296_18_21_gen_0);
                                    mask_139973844591824_gen_0 = (a6da__4cc_18_21__296_18_21_gen_0 < (- da2__4cc_18_21__296_18_21_gen_0));
                                    if (mask_139973844591824_gen_0) {
                                        ar__4cc_18_21__296_18_21_gen_0 = ((- dace::float64(2.0)) * al__4cc_18_21__296_18_21_gen_0);
                                    }
                                    if ((! mask_139973844591824_gen_0)) {
                                        mask_139973841093584_gen_0 = (a6da__4cc_18_21__296_18_21_gen_0 > da2__4cc_18_21__296_18_21_gen_0);
                                        if (mask_139973841093584_gen_0) {
                                            al__4cc_18_21__296_18_21_gen_0 = ((- dace::float64(2.0)) * ar__4cc_18_21__296_18_21_gen_0);
                                        }
                                    }
                                }
                                if ((! mask_139973838789584_gen_0)) {
                                    al__4cc_18_21__296_18_21_gen_0 = dace::float64(0.0);
                                    ar__4cc_18_21__296_18_21_gen_0 = dace::float64(0.0);
                                }
                                bl__296_18_21_gen_1 = al__4cc_18_21__296_18_21_gen_0;
                                br__296_18_21_gen_1 = ar__4cc_18_21__296_18_21_gen_0;
                            }
                            if (((__i >= (__I - 3)) && (__i < (__I + 0)))) {
                                al__4cc_18_21__296_18_21_gen_0 = bl__296_18_21_gen_1;
                                ar__4cc_18_21__296_18_21_gen_0 = br__296_18_21_gen_1;
                                mask_139973840067856_gen_0 = ((al__4cc_18_21__296_18_21_gen_0 * ar__4cc_18_21__296_18_21_gen_0) < dace::float64(0.0));
                                if (mask_139973840067856_gen_0) {
                                    da1__4cc_18_21__296_18_21_gen_0 = (al__4cc_18_21__296_18_21_gen_0 - ar__4cc_18_21__296_18_21_gen_0);
                                    da2__4cc_18_21__296_18_21_gen_0 = dace::math::pow(da1__4cc_18_21__296_18_21_gen_0, dace::float64(dace::int64(2)));
                                    a6da__4cc_18_21__296_18_21_gen_0 = ((dace::float64(3.0) * (al__4cc_18_21__296_18_21_gen_0 + ar__4cc_18_21__296_18_21_gen_0)) * da1__4cc_18_21__296_18_21_gen_0);
                                    mask_139973838793232_gen_0 = (a6da__4cc_18_21__296_18_21_gen_0 < (- da2__4cc_18_21__296_18_21_gen_0));
                                    if (mask_139973838793232_gen_0) {
                                        ar__4cc_18_21__296_18_21_gen_0 = ((- dace::float64(2.0)) * al__4cc_18_21__296_18_21_gen_0);
                                    }
                                    if ((! mask_139973838793232_gen_0)) {
                                        mask_139973841221200_gen_0 = (a6da__4cc_18_21__296_18_21_gen_0 > da2__4cc_18_21__296_18_21_gen_0);
                                        if (mask_139973841221200_gen_0) {
                                            al__4cc_18_21__296_18_21_gen_0 = ((- dace::float64(2.0)) * ar__4cc_18_21__296_18_21_gen_0);
                                        }
                                    }
                                }
                                if ((! mask_139973840067856_gen_0)) {
                                    al__4cc_18_21__296_18_21_gen_0 = dace::float64(0.0);
                                    ar__4cc_18_21__296_18_21_gen_0 = dace::float64(0.0);
                                }
                                bl__296_18_21_gen_1 = al__4cc_18_21__296_18_21_gen_0;
                                br__296_18_21_gen_1 = ar__4cc_18_21__296_18_21_gen_0;
                            }
                            bl[((((((78 * __i) + (6 * __j)) + __k) - (78 * __tile_i)) - (6 * __tile_j)) + 78)] = bl__296_18_21_gen_1;
                            br[((((((78 * __i) + (6 * __j)) + __k) - (78 * __tile_i)) - (6 * __tile_j)) + 78)] = br__296_18_21_gen_1;
                            b0__804_19_20[((((((78 * __i) + (6 * __j)) + __k) - (78 * __tile_i)) - (6 * __tile_j)) + 78)] = (__bl[0] + __br[0]);
                            ///////////////////

                        }
                    }
                }
            }
        }
        {
            for (auto __i = __tile_i; __i < (__tile_i + Min(8, (__I - __tile_i))); __i += 1) {
                for (auto __j = __tile_j; __j < (__tile_j + Min(8, (__J - __tile_j))); __j += 1) {
                    for (auto __k = 0; __k < __K; __k += 1) {
                        {
                            const double &courant__ = courant[(((((114 * __i) + (6 * __j)) + __k) - (114 * __tile_i)) - (6 * __tile_j))];
                            const double &br__im1 = br[(((((78 * __i) + (6 * __j)) + __k) - (78 * __tile_i)) - (6 * __tile_j))];
                            const double &b0__804_19_20__im1 = b0__804_19_20[(((((78 * __i) + (6 * __j)) + __k) - (78 * __tile_i)) - (6 * __tile_j))];
                            const double &bl__ = bl[((((((78 * __i) + (6 * __j)) + __k) - (78 * __tile_i)) - (6 * __tile_j)) + 78)];
                            const double &b0__804_19_20__ = b0__804_19_20[((((((78 * __i) + (6 * __j)) + __k) - (78 * __tile_i)) - (6 * __tile_j)) + 78)];
                            const double &q__im1 = q[((((((114 * __i) + (6 * __j)) + __k) - (114 * __tile_i)) - (6 * __tile_j)) + 228)];
                            const double &q__ = q[((((((114 * __i) + (6 * __j)) + __k) - (114 * __tile_i)) - (6 * __tile_j)) + 342)];
                            double __xflux;

                            ///////////////////
                            // Tasklet code (compute_x_flux_computation_139973832036944_Tasklet)
                            dace::float64 ret__0ed_6_10__804_19_20_gen_0;
                            dace::float64 fx1__804_19_20_gen_0;
                            dace::float64 mask__238_7_11__804_19_20_gen_0;
                            dace::bool_ mask_139973843866000_gen_0;
                            dace::float64 RETURN_VALUE__238_7_11__804_19_20_gen_0;
                            mask_139973843866000_gen_0 = (courant__ > dace::float64(0.0));
                            if (mask_139973843866000_gen_0) {
                                ret__0ed_6_10__804_19_20_gen_0 = ((dace::float64(1.0) - courant__) * (br__im1 - (courant__ * b0__804_19_20__im1)));
                            }
                            if ((! mask_139973843866000_gen_0)) {
                                ret__0ed_6_10__804_19_20_gen_0 = ((dace::float64(1.0) + courant__) * (bl__ + (courant__ * b0__804_19_20__)));
                            }
                            fx1__804_19_20_gen_0 = ret__0ed_6_10__804_19_20_gen_0;
                            mask__238_7_11__804_19_20_gen_0 = dace::float64(1.0);
                            RETURN_VALUE__238_7_11__804_19_20_gen_0 = ((courant__ > dace::float64(0.0)) ? (q__im1 + (fx1__804_19_20_gen_0 * mask__238_7_11__804_19_20_gen_0)) : (q__ + (fx1__804_19_20_gen_0 * mask__238_7_11__804_19_20_gen_0)));
                            __xflux = RETURN_VALUE__238_7_11__804_19_20_gen_0;
                            ///////////////////

                            xflux[(((((114 * __i) + (6 * __j)) + __k) - (114 * __tile_i)) - (6 * __tile_j))] = __xflux;
                        }
                    }
                }
            }
        }

    }
}

inline void copy_corners_x_stencil_defn_computation_139973824792016_0_37_31(pyFV3_stencils_tracer_2d_1l_TracerAdvection___call___state_t *__state, double*  q_in, double*  q_out, int __I, int __J, int __K) {

    {

        {
            #pragma omp parallel for
            for (auto __j = 0; __j < 1; __j += 1) {
                for (auto __i = 0; __i < 1; __i += 1) {
                    for (auto __k = 0; __k < __K; __k += 1) {
                        {
                            const double &q_in__jp5 = q_in[((((114 * __i) + (6 * __j)) + __k) + 12)];
                            double* __q_out = q_out + (((114 * __i) + (6 * __j)) + __k);

                            ///////////////////
                            // Tasklet code (copy_corners_x_stencil_defn_computation_139973824792016_Tasklet)
                            q_out[(((114 * __i) + (6 * __j)) + __k)] = q_in__jp5;
                            ///////////////////

                        }
                    }
                }
            }
        }

    }
    {

        {
            #pragma omp parallel for
            for (auto __j = 0; __j < 1; __j += 1) {
                for (auto __i = (__I - 1); __i < __I; __i += 1) {
                    for (auto __k = 0; __k < __K; __k += 1) {
                        {
                            const double &q_in__jp5 = q_in[((((114 * __i) + (6 * __j)) + __k) + 12)];
                            double* __q_out = q_out + (((114 * __i) + (6 * __j)) + __k);

                            ///////////////////
                            // Tasklet code (copy_corners_x_stencil_defn_computation_139973824792016_Tasklet)
                            q_out[(((114 * __i) + (6 * __j)) + __k)] = q_in__jp5;
                            ///////////////////

                        }
                    }
                }
            }
        }

    }
    {

        {
            #pragma omp parallel for
            for (auto __j = 0; __j < 1; __j += 1) {
                for (auto __i = 1; __i < 2; __i += 1) {
                    for (auto __k = 0; __k < __K; __k += 1) {
                        {
                            const double &q_in__im1_jp4 = q_in[((((114 * __i) + (6 * __j)) + __k) - 108)];
                            double* __q_out = q_out + (((114 * __i) + (6 * __j)) + __k);

                            ///////////////////
                            // Tasklet code (copy_corners_x_stencil_defn_computation_139973824792016_Tasklet)
                            q_out[(((114 * __i) + (6 * __j)) + __k)] = q_in__im1_jp4;
                            ///////////////////

                        }
                    }
                }
            }
        }
        {
            #pragma omp parallel for
            for (auto __j = 1; __j < 2; __j += 1) {
                for (auto __i = (__I - 1); __i < __I; __i += 1) {
                    for (auto __k = 0; __k < __K; __k += 1) {
                        {
                            const double &q_in__im1_jp4 = q_in[((((114 * __i) + (6 * __j)) + __k) - 108)];
                            double* __q_out = q_out + (((114 * __i) + (6 * __j)) + __k);

                            ///////////////////
                            // Tasklet code (copy_corners_x_stencil_defn_computation_139973824792016_Tasklet)
                            q_out[(((114 * __i) + (6 * __j)) + __k)] = q_in__im1_jp4;
                            ///////////////////

                        }
                    }
                }
            }
        }
        {
            #pragma omp parallel for
            for (auto __j = 0; __j < 1; __j += 1) {
                for (auto __i = 2; __i < 3; __i += 1) {
                    for (auto __k = 0; __k < __K; __k += 1) {
                        {
                            const double &q_in__im2_jp3 = q_in[((((114 * __i) + (6 * __j)) + __k) - 228)];
                            double* __q_out = q_out + (((114 * __i) + (6 * __j)) + __k);

                            ///////////////////
                            // Tasklet code (copy_corners_x_stencil_defn_computation_139973824792016_Tasklet)
                            q_out[(((114 * __i) + (6 * __j)) + __k)] = q_in__im2_jp3;
                            ///////////////////

                        }
                    }
                }
            }
        }
        {
            #pragma omp parallel for
            for (auto __j = 2; __j < 3; __j += 1) {
                for (auto __i = (__I - 1); __i < __I; __i += 1) {
                    for (auto __k = 0; __k < __K; __k += 1) {
                        {
                            const double &q_in__im2_jp3 = q_in[((((114 * __i) + (6 * __j)) + __k) - 228)];
                            double* __q_out = q_out + (((114 * __i) + (6 * __j)) + __k);

                            ///////////////////
                            // Tasklet code (copy_corners_x_stencil_defn_computation_139973824792016_Tasklet)
                            q_out[(((114 * __i) + (6 * __j)) + __k)] = q_in__im2_jp3;
                            ///////////////////

                        }
                    }
                }
            }
        }

    }
    {

        {
            #pragma omp parallel for
            for (auto __j = 1; __j < 2; __j += 1) {
                for (auto __i = 0; __i < 1; __i += 1) {
                    for (auto __k = 0; __k < __K; __k += 1) {
                        {
                            const double &q_in__ip1_jp4 = q_in[((((114 * __i) + (6 * __j)) + __k) + 120)];
                            double* __q_out = q_out + (((114 * __i) + (6 * __j)) + __k);

                            ///////////////////
                            // Tasklet code (copy_corners_x_stencil_defn_computation_139973824792016_Tasklet)
                            q_out[(((114 * __i) + (6 * __j)) + __k)] = q_in__ip1_jp4;
                            ///////////////////

                        }
                    }
                }
            }
        }
        {
            #pragma omp parallel for
            for (auto __j = 0; __j < 1; __j += 1) {
                for (auto __i = (__I - 2); __i < (__I - 1); __i += 1) {
                    for (auto __k = 0; __k < __K; __k += 1) {
                        {
                            const double &q_in__ip1_jp4 = q_in[((((114 * __i) + (6 * __j)) + __k) + 120)];
                            double* __q_out = q_out + (((114 * __i) + (6 * __j)) + __k);

                            ///////////////////
                            // Tasklet code (copy_corners_x_stencil_defn_computation_139973824792016_Tasklet)
                            q_out[(((114 * __i) + (6 * __j)) + __k)] = q_in__ip1_jp4;
                            ///////////////////

                        }
                    }
                }
            }
        }
        {
            #pragma omp parallel for
            for (auto __j = 1; __j < 2; __j += 1) {
                for (auto __i = 1; __i < 2; __i += 1) {
                    for (auto __k = 0; __k < __K; __k += 1) {
                        {
                            const double &q_in__jp3 = q_in[(((114 * __i) + (6 * __j)) + __k)];
                            double* __q_out = q_out + (((114 * __i) + (6 * __j)) + __k);

                            ///////////////////
                            // Tasklet code (copy_corners_x_stencil_defn_computation_139973824792016_Tasklet)
                            q_out[(((114 * __i) + (6 * __j)) + __k)] = q_in__jp3;
                            ///////////////////

                        }
                    }
                }
            }
        }

    }
    {

        {
            #pragma omp parallel for
            for (auto __j = 1; __j < 2; __j += 1) {
                for (auto __i = (__I - 2); __i < (__I - 1); __i += 1) {
                    for (auto __k = 0; __k < __K; __k += 1) {
                        {
                            const double &q_in__jp3 = q_in[(((114 * __i) + (6 * __j)) + __k)];
                            double* __q_out = q_out + (((114 * __i) + (6 * __j)) + __k);

                            ///////////////////
                            // Tasklet code (copy_corners_x_stencil_defn_computation_139973824792016_Tasklet)
                            q_out[(((114 * __i) + (6 * __j)) + __k)] = q_in__jp3;
                            ///////////////////

                        }
                    }
                }
            }
        }

    }
    {

        {
            #pragma omp parallel for
            for (auto __j = 1; __j < 2; __j += 1) {
                for (auto __i = 2; __i < 3; __i += 1) {
                    for (auto __k = 0; __k < __K; __k += 1) {
                        {
                            const double &q_in__im1_jp2 = q_in[((((114 * __i) + (6 * __j)) + __k) - 120)];
                            double* __q_out = q_out + (((114 * __i) + (6 * __j)) + __k);

                            ///////////////////
                            // Tasklet code (copy_corners_x_stencil_defn_computation_139973824792016_Tasklet)
                            q_out[(((114 * __i) + (6 * __j)) + __k)] = q_in__im1_jp2;
                            ///////////////////

                        }
                    }
                }
            }
        }
        {
            #pragma omp parallel for
            for (auto __j = 2; __j < 3; __j += 1) {
                for (auto __i = (__I - 2); __i < (__I - 1); __i += 1) {
                    for (auto __k = 0; __k < __K; __k += 1) {
                        {
                            const double &q_in__im1_jp2 = q_in[((((114 * __i) + (6 * __j)) + __k) - 120)];
                            double* __q_out = q_out + (((114 * __i) + (6 * __j)) + __k);

                            ///////////////////
                            // Tasklet code (copy_corners_x_stencil_defn_computation_139973824792016_Tasklet)
                            q_out[(((114 * __i) + (6 * __j)) + __k)] = q_in__im1_jp2;
                            ///////////////////

                        }
                    }
                }
            }
        }

    }
    {

        {
            #pragma omp parallel for
            for (auto __j = 2; __j < 3; __j += 1) {
                for (auto __i = 0; __i < 1; __i += 1) {
                    for (auto __k = 0; __k < __K; __k += 1) {
                        {
                            const double &q_in__ip2_jp3 = q_in[((((114 * __i) + (6 * __j)) + __k) + 228)];
                            double* __q_out = q_out + (((114 * __i) + (6 * __j)) + __k);

                            ///////////////////
                            // Tasklet code (copy_corners_x_stencil_defn_computation_139973824792016_Tasklet)
                            q_out[(((114 * __i) + (6 * __j)) + __k)] = q_in__ip2_jp3;
                            ///////////////////

                        }
                    }
                }
            }
        }
        {
            #pragma omp parallel for
            for (auto __j = 0; __j < 1; __j += 1) {
                for (auto __i = (__I - 3); __i < (__I - 2); __i += 1) {
                    for (auto __k = 0; __k < __K; __k += 1) {
                        {
                            const double &q_in__ip2_jp3 = q_in[((((114 * __i) + (6 * __j)) + __k) + 228)];
                            double* __q_out = q_out + (((114 * __i) + (6 * __j)) + __k);

                            ///////////////////
                            // Tasklet code (copy_corners_x_stencil_defn_computation_139973824792016_Tasklet)
                            q_out[(((114 * __i) + (6 * __j)) + __k)] = q_in__ip2_jp3;
                            ///////////////////

                        }
                    }
                }
            }
        }
        {
            #pragma omp parallel for
            for (auto __j = 2; __j < 3; __j += 1) {
                for (auto __i = 1; __i < 2; __i += 1) {
                    for (auto __k = 0; __k < __K; __k += 1) {
                        {
                            const double &q_in__ip1_jp2 = q_in[((((114 * __i) + (6 * __j)) + __k) + 108)];
                            double* __q_out = q_out + (((114 * __i) + (6 * __j)) + __k);

                            ///////////////////
                            // Tasklet code (copy_corners_x_stencil_defn_computation_139973824792016_Tasklet)
                            q_out[(((114 * __i) + (6 * __j)) + __k)] = q_in__ip1_jp2;
                            ///////////////////

                        }
                    }
                }
            }
        }
        {
            #pragma omp parallel for
            for (auto __j = 1; __j < 2; __j += 1) {
                for (auto __i = (__I - 3); __i < (__I - 2); __i += 1) {
                    for (auto __k = 0; __k < __K; __k += 1) {
                        {
                            const double &q_in__ip1_jp2 = q_in[((((114 * __i) + (6 * __j)) + __k) + 108)];
                            double* __q_out = q_out + (((114 * __i) + (6 * __j)) + __k);

                            ///////////////////
                            // Tasklet code (copy_corners_x_stencil_defn_computation_139973824792016_Tasklet)
                            q_out[(((114 * __i) + (6 * __j)) + __k)] = q_in__ip1_jp2;
                            ///////////////////

                        }
                    }
                }
            }
        }
        {
            #pragma omp parallel for
            for (auto __j = 2; __j < 3; __j += 1) {
                for (auto __i = 2; __i < 3; __i += 1) {
                    for (auto __k = 0; __k < __K; __k += 1) {
                        {
                            const double &q_in__jp1 = q_in[((((114 * __i) + (6 * __j)) + __k) - 12)];
                            double* __q_out = q_out + (((114 * __i) + (6 * __j)) + __k);

                            ///////////////////
                            // Tasklet code (copy_corners_x_stencil_defn_computation_139973824792016_Tasklet)
                            q_out[(((114 * __i) + (6 * __j)) + __k)] = q_in__jp1;
                            ///////////////////

                        }
                    }
                }
            }
        }

    }
    {

        {
            #pragma omp parallel for
            for (auto __j = 2; __j < 3; __j += 1) {
                for (auto __i = (__I - 3); __i < (__I - 2); __i += 1) {
                    for (auto __k = 0; __k < __K; __k += 1) {
                        {
                            const double &q_in__jp1 = q_in[((((114 * __i) + (6 * __j)) + __k) - 12)];
                            double* __q_out = q_out + (((114 * __i) + (6 * __j)) + __k);

                            ///////////////////
                            // Tasklet code (copy_corners_x_stencil_defn_computation_139973824792016_Tasklet)
                            q_out[(((114 * __i) + (6 * __j)) + __k)] = q_in__jp1;
                            ///////////////////

                        }
                    }
                }
            }
        }

    }
    {

        {
            #pragma omp parallel for
            for (auto __j = (__J - 3); __j < (__J - 2); __j += 1) {
                for (auto __i = 0; __i < 1; __i += 1) {
                    for (auto __k = 0; __k < __K; __k += 1) {
                        {
                            const double &q_in__ip2_jm3 = q_in[((((114 * __i) + (6 * __j)) + __k) + 192)];
                            double* __q_out = q_out + (((114 * __i) + (6 * __j)) + __k);

                            ///////////////////
                            // Tasklet code (copy_corners_x_stencil_defn_computation_139973824792016_Tasklet)
                            q_out[(((114 * __i) + (6 * __j)) + __k)] = q_in__ip2_jm3;
                            ///////////////////

                        }
                    }
                }
            }
        }
        {
            #pragma omp parallel for
            for (auto __j = (__J - 1); __j < __J; __j += 1) {
                for (auto __i = (__I - 3); __i < (__I - 2); __i += 1) {
                    for (auto __k = 0; __k < __K; __k += 1) {
                        {
                            const double &q_in__ip2_jm3 = q_in[((((114 * __i) + (6 * __j)) + __k) + 192)];
                            double* __q_out = q_out + (((114 * __i) + (6 * __j)) + __k);

                            ///////////////////
                            // Tasklet code (copy_corners_x_stencil_defn_computation_139973824792016_Tasklet)
                            q_out[(((114 * __i) + (6 * __j)) + __k)] = q_in__ip2_jm3;
                            ///////////////////

                        }
                    }
                }
            }
        }
        {
            #pragma omp parallel for
            for (auto __j = (__J - 3); __j < (__J - 2); __j += 1) {
                for (auto __i = 1; __i < 2; __i += 1) {
                    for (auto __k = 0; __k < __K; __k += 1) {
                        {
                            const double &q_in__ip1_jm2 = q_in[((((114 * __i) + (6 * __j)) + __k) + 84)];
                            double* __q_out = q_out + (((114 * __i) + (6 * __j)) + __k);

                            ///////////////////
                            // Tasklet code (copy_corners_x_stencil_defn_computation_139973824792016_Tasklet)
                            q_out[(((114 * __i) + (6 * __j)) + __k)] = q_in__ip1_jm2;
                            ///////////////////

                        }
                    }
                }
            }
        }
        {
            #pragma omp parallel for
            for (auto __j = (__J - 2); __j < (__J - 1); __j += 1) {
                for (auto __i = (__I - 3); __i < (__I - 2); __i += 1) {
                    for (auto __k = 0; __k < __K; __k += 1) {
                        {
                            const double &q_in__ip1_jm2 = q_in[((((114 * __i) + (6 * __j)) + __k) + 84)];
                            double* __q_out = q_out + (((114 * __i) + (6 * __j)) + __k);

                            ///////////////////
                            // Tasklet code (copy_corners_x_stencil_defn_computation_139973824792016_Tasklet)
                            q_out[(((114 * __i) + (6 * __j)) + __k)] = q_in__ip1_jm2;
                            ///////////////////

                        }
                    }
                }
            }
        }
        {
            #pragma omp parallel for
            for (auto __j = (__J - 3); __j < (__J - 2); __j += 1) {
                for (auto __i = 2; __i < 3; __i += 1) {
                    for (auto __k = 0; __k < __K; __k += 1) {
                        {
                            const double &q_in__jm1 = q_in[((((114 * __i) + (6 * __j)) + __k) - 24)];
                            double* __q_out = q_out + (((114 * __i) + (6 * __j)) + __k);

                            ///////////////////
                            // Tasklet code (copy_corners_x_stencil_defn_computation_139973824792016_Tasklet)
                            q_out[(((114 * __i) + (6 * __j)) + __k)] = q_in__jm1;
                            ///////////////////

                        }
                    }
                }
            }
        }

    }
    {

        {
            #pragma omp parallel for
            for (auto __j = (__J - 3); __j < (__J - 2); __j += 1) {
                for (auto __i = (__I - 3); __i < (__I - 2); __i += 1) {
                    for (auto __k = 0; __k < __K; __k += 1) {
                        {
                            const double &q_in__jm1 = q_in[((((114 * __i) + (6 * __j)) + __k) - 24)];
                            double* __q_out = q_out + (((114 * __i) + (6 * __j)) + __k);

                            ///////////////////
                            // Tasklet code (copy_corners_x_stencil_defn_computation_139973824792016_Tasklet)
                            q_out[(((114 * __i) + (6 * __j)) + __k)] = q_in__jm1;
                            ///////////////////

                        }
                    }
                }
            }
        }
        {
            #pragma omp parallel for
            for (auto __j = (__J - 2); __j < (__J - 1); __j += 1) {
                for (auto __i = 0; __i < 1; __i += 1) {
                    for (auto __k = 0; __k < __K; __k += 1) {
                        {
                            const double &q_in__ip1_jm4 = q_in[((((114 * __i) + (6 * __j)) + __k) + 72)];
                            double* __q_out = q_out + (((114 * __i) + (6 * __j)) + __k);

                            ///////////////////
                            // Tasklet code (copy_corners_x_stencil_defn_computation_139973824792016_Tasklet)
                            q_out[(((114 * __i) + (6 * __j)) + __k)] = q_in__ip1_jm4;
                            ///////////////////

                        }
                    }
                }
            }
        }
        {
            #pragma omp parallel for
            for (auto __j = (__J - 1); __j < __J; __j += 1) {
                for (auto __i = (__I - 2); __i < (__I - 1); __i += 1) {
                    for (auto __k = 0; __k < __K; __k += 1) {
                        {
                            const double &q_in__ip1_jm4 = q_in[((((114 * __i) + (6 * __j)) + __k) + 72)];
                            double* __q_out = q_out + (((114 * __i) + (6 * __j)) + __k);

                            ///////////////////
                            // Tasklet code (copy_corners_x_stencil_defn_computation_139973824792016_Tasklet)
                            q_out[(((114 * __i) + (6 * __j)) + __k)] = q_in__ip1_jm4;
                            ///////////////////

                        }
                    }
                }
            }
        }
        {
            #pragma omp parallel for
            for (auto __j = (__J - 2); __j < (__J - 1); __j += 1) {
                for (auto __i = 1; __i < 2; __i += 1) {
                    for (auto __k = 0; __k < __K; __k += 1) {
                        {
                            const double &q_in__jm3 = q_in[((((114 * __i) + (6 * __j)) + __k) - 36)];
                            double* __q_out = q_out + (((114 * __i) + (6 * __j)) + __k);

                            ///////////////////
                            // Tasklet code (copy_corners_x_stencil_defn_computation_139973824792016_Tasklet)
                            q_out[(((114 * __i) + (6 * __j)) + __k)] = q_in__jm3;
                            ///////////////////

                        }
                    }
                }
            }
        }

    }
    {

        {
            #pragma omp parallel for
            for (auto __j = (__J - 2); __j < (__J - 1); __j += 1) {
                for (auto __i = (__I - 2); __i < (__I - 1); __i += 1) {
                    for (auto __k = 0; __k < __K; __k += 1) {
                        {
                            const double &q_in__jm3 = q_in[((((114 * __i) + (6 * __j)) + __k) - 36)];
                            double* __q_out = q_out + (((114 * __i) + (6 * __j)) + __k);

                            ///////////////////
                            // Tasklet code (copy_corners_x_stencil_defn_computation_139973824792016_Tasklet)
                            q_out[(((114 * __i) + (6 * __j)) + __k)] = q_in__jm3;
                            ///////////////////

                        }
                    }
                }
            }
        }

    }
    {

        {
            #pragma omp parallel for
            for (auto __j = (__J - 2); __j < (__J - 1); __j += 1) {
                for (auto __i = 2; __i < 3; __i += 1) {
                    for (auto __k = 0; __k < __K; __k += 1) {
                        {
                            const double &q_in__im1_jm2 = q_in[((((114 * __i) + (6 * __j)) + __k) - 144)];
                            double* __q_out = q_out + (((114 * __i) + (6 * __j)) + __k);

                            ///////////////////
                            // Tasklet code (copy_corners_x_stencil_defn_computation_139973824792016_Tasklet)
                            q_out[(((114 * __i) + (6 * __j)) + __k)] = q_in__im1_jm2;
                            ///////////////////

                        }
                    }
                }
            }
        }
        {
            #pragma omp parallel for
            for (auto __j = (__J - 3); __j < (__J - 2); __j += 1) {
                for (auto __i = (__I - 2); __i < (__I - 1); __i += 1) {
                    for (auto __k = 0; __k < __K; __k += 1) {
                        {
                            const double &q_in__im1_jm2 = q_in[((((114 * __i) + (6 * __j)) + __k) - 144)];
                            double* __q_out = q_out + (((114 * __i) + (6 * __j)) + __k);

                            ///////////////////
                            // Tasklet code (copy_corners_x_stencil_defn_computation_139973824792016_Tasklet)
                            q_out[(((114 * __i) + (6 * __j)) + __k)] = q_in__im1_jm2;
                            ///////////////////

                        }
                    }
                }
            }
        }
        {
            #pragma omp parallel for
            for (auto __j = (__J - 1); __j < __J; __j += 1) {
                for (auto __i = 0; __i < 1; __i += 1) {
                    for (auto __k = 0; __k < __K; __k += 1) {
                        {
                            const double &q_in__jm5 = q_in[((((114 * __i) + (6 * __j)) + __k) - 48)];
                            double* __q_out = q_out + (((114 * __i) + (6 * __j)) + __k);

                            ///////////////////
                            // Tasklet code (copy_corners_x_stencil_defn_computation_139973824792016_Tasklet)
                            q_out[(((114 * __i) + (6 * __j)) + __k)] = q_in__jm5;
                            ///////////////////

                        }
                    }
                }
            }
        }

    }
    {

        {
            #pragma omp parallel for
            for (auto __j = (__J - 1); __j < __J; __j += 1) {
                for (auto __i = (__I - 1); __i < __I; __i += 1) {
                    for (auto __k = 0; __k < __K; __k += 1) {
                        {
                            const double &q_in__jm5 = q_in[((((114 * __i) + (6 * __j)) + __k) - 48)];
                            double* __q_out = q_out + (((114 * __i) + (6 * __j)) + __k);

                            ///////////////////
                            // Tasklet code (copy_corners_x_stencil_defn_computation_139973824792016_Tasklet)
                            q_out[(((114 * __i) + (6 * __j)) + __k)] = q_in__jm5;
                            ///////////////////

                        }
                    }
                }
            }
        }

    }
    {

        {
            #pragma omp parallel for
            for (auto __j = (__J - 1); __j < __J; __j += 1) {
                for (auto __i = 1; __i < 2; __i += 1) {
                    for (auto __k = 0; __k < __K; __k += 1) {
                        {
                            const double &q_in__im1_jm4 = q_in[((((114 * __i) + (6 * __j)) + __k) - 156)];
                            double* __q_out = q_out + (((114 * __i) + (6 * __j)) + __k);

                            ///////////////////
                            // Tasklet code (copy_corners_x_stencil_defn_computation_139973824792016_Tasklet)
                            q_out[(((114 * __i) + (6 * __j)) + __k)] = q_in__im1_jm4;
                            ///////////////////

                        }
                    }
                }
            }
        }
        {
            #pragma omp parallel for
            for (auto __j = (__J - 2); __j < (__J - 1); __j += 1) {
                for (auto __i = (__I - 1); __i < __I; __i += 1) {
                    for (auto __k = 0; __k < __K; __k += 1) {
                        {
                            const double &q_in__im1_jm4 = q_in[((((114 * __i) + (6 * __j)) + __k) - 156)];
                            double* __q_out = q_out + (((114 * __i) + (6 * __j)) + __k);

                            ///////////////////
                            // Tasklet code (copy_corners_x_stencil_defn_computation_139973824792016_Tasklet)
                            q_out[(((114 * __i) + (6 * __j)) + __k)] = q_in__im1_jm4;
                            ///////////////////

                        }
                    }
                }
            }
        }
        {
            #pragma omp parallel for
            for (auto __j = (__J - 1); __j < __J; __j += 1) {
                for (auto __i = 2; __i < 3; __i += 1) {
                    for (auto __k = 0; __k < __K; __k += 1) {
                        {
                            const double &q_in__im2_jm3 = q_in[((((114 * __i) + (6 * __j)) + __k) - 264)];
                            double* __q_out = q_out + (((114 * __i) + (6 * __j)) + __k);

                            ///////////////////
                            // Tasklet code (copy_corners_x_stencil_defn_computation_139973824792016_Tasklet)
                            q_out[(((114 * __i) + (6 * __j)) + __k)] = q_in__im2_jm3;
                            ///////////////////

                        }
                    }
                }
            }
        }
        {
            #pragma omp parallel for
            for (auto __j = (__J - 3); __j < (__J - 2); __j += 1) {
                for (auto __i = (__I - 1); __i < __I; __i += 1) {
                    for (auto __k = 0; __k < __K; __k += 1) {
                        {
                            const double &q_in__im2_jm3 = q_in[((((114 * __i) + (6 * __j)) + __k) - 264)];
                            double* __q_out = q_out + (((114 * __i) + (6 * __j)) + __k);

                            ///////////////////
                            // Tasklet code (copy_corners_x_stencil_defn_computation_139973824792016_Tasklet)
                            q_out[(((114 * __i) + (6 * __j)) + __k)] = q_in__im2_jm3;
                            ///////////////////

                        }
                    }
                }
            }
        }

    }
}

inline void compute_x_flux_computation_139973832036944_0_37_44(pyFV3_stencils_tracer_2d_1l_TracerAdvection___call___state_t *__state, double* __restrict__ courant, double* __restrict__ dxa, double* __restrict__ q, double* __restrict__ b0__804_19_20, double* __restrict__ bl, double* __restrict__ bl__da4_13_17__296_18_21, double* __restrict__ br, double* __restrict__ br__da4_13_17__296_18_21, double* __restrict__ xflux, int __I, int __J, int __K, int __tile_i, int __tile_j) {

    {

        {
            for (auto __i = (__tile_i - 1); __i < (__tile_i + Min(8, (__I - __tile_i))); __i += 1) {
                for (auto __j = __tile_j; __j < (__tile_j + Min(8, (__J - __tile_j))); __j += 1) {
                    for (auto __k = 0; __k < __K; __k += 1) {
                        {
                            const double &q__ip1 = q[((((((114 * __i) + (6 * __j)) + __k) - (114 * __tile_i)) - (6 * __tile_j)) + 456)];
                            const double &q__im1 = q[((((((114 * __i) + (6 * __j)) + __k) - (114 * __tile_i)) - (6 * __tile_j)) + 228)];
                            const double &q__ = q[((((((114 * __i) + (6 * __j)) + __k) - (114 * __tile_i)) - (6 * __tile_j)) + 342)];
                            const double &q__im2 = q[((((((114 * __i) + (6 * __j)) + __k) - (114 * __tile_i)) - (6 * __tile_j)) + 114)];
                            const double &q__ip2 = q[((((((114 * __i) + (6 * __j)) + __k) - (114 * __tile_i)) - (6 * __tile_j)) + 570)];
                            double* __bl__da4_13_17__296_18_21 = bl__da4_13_17__296_18_21 + ((((((114 * __i) + (6 * __j)) + __k) - (114 * __tile_i)) - (6 * __tile_j)) + 114);
                            double* __br__da4_13_17__296_18_21 = br__da4_13_17__296_18_21 + ((((((114 * __i) + (6 * __j)) + __k) - (114 * __tile_i)) - (6 * __tile_j)) + 114);

                            ///////////////////
                            // Tasklet code (compute_x_flux_computation_139973832036944_Tasklet)
                            dace::float64 RETURN_VALUE__1c3_6_11__417_5_9__296_18_21_gen_2;
                            dace::float64 dqr__417_5_9__296_18_21_gen_2;
                            dace::float64 dm__296_18_21_gen_2;
                            dace::float64 xt__417_5_9__296_18_21_gen_2;
                            dace::bool_ mask_139973843651408_gen_2;
                            dace::float64 asignb__1c3_6_11__417_5_9__296_18_21_gen_2;
                            dace::float64 dql__417_5_9__296_18_21_gen_2;
                            dace::float64 a__1c3_6_11__417_5_9__296_18_21_gen_2;
                            dace::float64 RETURN_VALUE__1c3_6_11__417_5_9__296_18_21_gen_0;
                            dace::float64 RETURN_VALUE__1c3_6_11__417_5_9__296_18_21_gen_1;
                            dace::float64 dqr__417_5_9__296_18_21_gen_0;
                            dace::float64 dqr__417_5_9__296_18_21_gen_1;
                            dace::float64 dm__296_18_21_gen_0;
                            dace::float64 dm__296_18_21_gen_1;
                            dace::float64 xt__417_5_9__296_18_21_gen_0;
                            dace::float64 xt__417_5_9__296_18_21_gen_1;
                            dace::bool_ mask_139973843651408_gen_0;
                            dace::bool_ mask_139973843651408_gen_1;
                            dace::float64 asignb__1c3_6_11__417_5_9__296_18_21_gen_0;
                            dace::float64 asignb__1c3_6_11__417_5_9__296_18_21_gen_1;
                            dace::float64 dql__417_5_9__296_18_21_gen_0;
                            dace::float64 dql__417_5_9__296_18_21_gen_1;
                            dace::float64 a__1c3_6_11__417_5_9__296_18_21_gen_0;
                            dace::float64 a__1c3_6_11__417_5_9__296_18_21_gen_1;
                            dace::float64 al__296_18_21_gen_0;
                            dace::float64 al__296_18_21_gen_1;
                            dace::float64 asignb__1c3_4_16__e43_10_13__296_18_21_gen_0;
                            dace::float64 a__1c3_5_9__e43_10_13__296_18_21_gen_0;
                            dace::float64 asignb__1c3_5_9__e43_10_13__296_18_21_gen_0;
                            dace::bool_ mask_139973844067152_gen_0;
                            dace::bool_ mask_139973844262288_gen_0;
                            dace::float64 br__e43_10_13__296_18_21_gen_0;
                            dace::float64 a__1c3_4_16__e43_10_13__296_18_21_gen_0;
                            dace::float64 xt__e43_10_13__296_18_21_gen_0;
                            dace::float64 bl__e43_10_13__296_18_21_gen_0;
                            dace::float64 RETURN_VALUE__1c3_4_16__e43_10_13__296_18_21_gen_0;
                            dace::float64 bl__296_18_21_gen_0;
                            dace::float64 br__296_18_21_gen_0;
                            xt__417_5_9__296_18_21_gen_1 = (dace::float64(0.25) * (q__ip1 - q__im1));
                            dqr__417_5_9__296_18_21_gen_1 = (max(max(q__, q__im1), q__ip1) - q__);
                            dql__417_5_9__296_18_21_gen_1 = (q__ - min(min(q__, q__im1), q__ip1));
                            a__1c3_6_11__417_5_9__296_18_21_gen_1 = min(min(abs(xt__417_5_9__296_18_21_gen_1), dqr__417_5_9__296_18_21_gen_1), dql__417_5_9__296_18_21_gen_1);
                            asignb__1c3_6_11__417_5_9__296_18_21_gen_1 = abs(a__1c3_6_11__417_5_9__296_18_21_gen_1);
                            mask_139973843651408_gen_1 = (xt__417_5_9__296_18_21_gen_1 > dace::float64(dace::int64(0)));
                            if (mask_139973843651408_gen_1) {
                                asignb__1c3_6_11__417_5_9__296_18_21_gen_1 = asignb__1c3_6_11__417_5_9__296_18_21_gen_1;
                            }
                            if ((! mask_139973843651408_gen_1)) {
                                asignb__1c3_6_11__417_5_9__296_18_21_gen_1 = (- asignb__1c3_6_11__417_5_9__296_18_21_gen_1);
                            }
                            RETURN_VALUE__1c3_6_11__417_5_9__296_18_21_gen_1 = asignb__1c3_6_11__417_5_9__296_18_21_gen_1;
                            dm__296_18_21_gen_1 = RETURN_VALUE__1c3_6_11__417_5_9__296_18_21_gen_1;
                            xt__417_5_9__296_18_21_gen_0 = (dace::float64(0.25) * (q__ - q__im2));
                            dqr__417_5_9__296_18_21_gen_0 = (max(max(q__im1, q__im2), q__) - q__im1);
                            dql__417_5_9__296_18_21_gen_0 = (q__im1 - min(min(q__im1, q__im2), q__));
                            a__1c3_6_11__417_5_9__296_18_21_gen_0 = min(min(abs(xt__417_5_9__296_18_21_gen_0), dqr__417_5_9__296_18_21_gen_0), dql__417_5_9__296_18_21_gen_0);
                            asignb__1c3_6_11__417_5_9__296_18_21_gen_0 = abs(a__1c3_6_11__417_5_9__296_18_21_gen_0);
                            mask_139973843651408_gen_0 = (xt__417_5_9__296_18_21_gen_0 > dace::float64(dace::int64(0)));
                            if (mask_139973843651408_gen_0) {
                                asignb__1c3_6_11__417_5_9__296_18_21_gen_0 = asignb__1c3_6_11__417_5_9__296_18_21_gen_0;
                            }
                            if ((! mask_139973843651408_gen_0)) {
                                asignb__1c3_6_11__417_5_9__296_18_21_gen_0 = (- asignb__1c3_6_11__417_5_9__296_18_21_gen_0);
                            }
                            RETURN_VALUE__1c3_6_11__417_5_9__296_18_21_gen_0 = asignb__1c3_6_11__417_5_9__296_18_21_gen_0;
                            dm__296_18_21_gen_0 = RETURN_VALUE__1c3_6_11__417_5_9__296_18_21_gen_0;
                            al__296_18_21_gen_1 = ((dace::float64(0.5) * (q__im1 + q__)) + ((dace::float64(1.0) / dace::float64(3.0)) * (dm__296_18_21_gen_0 - dm__296_18_21_gen_1)));
                            xt__417_5_9__296_18_21_gen_1 = (dace::float64(0.25) * (q__ip2 - q__));
                            dqr__417_5_9__296_18_21_gen_1 = (max(max(q__ip1, q__), q__ip2) - q__ip1);
                            dql__417_5_9__296_18_21_gen_1 = (q__ip1 - min(min(q__ip1, q__), q__ip2));
                            a__1c3_6_11__417_5_9__296_18_21_gen_1 = min(min(abs(xt__417_5_9__296_18_21_gen_1), dqr__417_5_9__296_18_21_gen_1), dql__417_5_9__296_18_21_gen_1);
                            asignb__1c3_6_11__417_5_9__296_18_21_gen_1 = abs(a__1c3_6_11__417_5_9__296_18_21_gen_1);
                            mask_139973843651408_gen_1 = (xt__417_5_9__296_18_21_gen_1 > dace::float64(dace::int64(0)));
                            if (mask_139973843651408_gen_1) {
                                asignb__1c3_6_11__417_5_9__296_18_21_gen_1 = asignb__1c3_6_11__417_5_9__296_18_21_gen_1;
                            }
                            if ((! mask_139973843651408_gen_1)) {
                                asignb__1c3_6_11__417_5_9__296_18_21_gen_1 = (- asignb__1c3_6_11__417_5_9__296_18_21_gen_1);
                            }
                            RETURN_VALUE__1c3_6_11__417_5_9__296_18_21_gen_1 = asignb__1c3_6_11__417_5_9__296_18_21_gen_1;
                            dm__296_18_21_gen_1 = RETURN_VALUE__1c3_6_11__417_5_9__296_18_21_gen_1;
                            xt__417_5_9__296_18_21_gen_0 = (dace::float64(0.25) * (q__ip1 - q__im1));
                            dqr__417_5_9__296_18_21_gen_0 = (max(max(q__, q__im1), q__ip1) - q__);
                            dql__417_5_9__296_18_21_gen_0 = (q__ - min(min(q__, q__im1), q__ip1));
                            a__1c3_6_11__417_5_9__296_18_21_gen_0 = min(min(abs(xt__417_5_9__296_18_21_gen_0), dqr__417_5_9__296_18_21_gen_0), dql__417_5_9__296_18_21_gen_0);
                            asignb__1c3_6_11__417_5_9__296_18_21_gen_0 = abs(a__1c3_6_11__417_5_9__296_18_21_gen_0);
                            mask_139973843651408_gen_0 = (xt__417_5_9__296_18_21_gen_0 > dace::float64(dace::int64(0)));
                            if (mask_139973843651408_gen_0) {
                                asignb__1c3_6_11__417_5_9__296_18_21_gen_0 = asignb__1c3_6_11__417_5_9__296_18_21_gen_0;
                            }
                            if ((! mask_139973843651408_gen_0)) {
                                asignb__1c3_6_11__417_5_9__296_18_21_gen_0 = (- asignb__1c3_6_11__417_5_9__296_18_21_gen_0);
                            }
                            RETURN_VALUE__1c3_6_11__417_5_9__296_18_21_gen_0 = asignb__1c3_6_11__417_5_9__296_18_21_gen_0;
                            dm__296_18_21_gen_0 = RETURN_VALUE__1c3_6_11__417_5_9__296_18_21_gen_0;
                            al__296_18_21_gen_0 = ((dace::float64(0.5) * (q__ + q__ip1)) + ((dace::float64(1.0) / dace::float64(3.0)) * (dm__296_18_21_gen_0 - dm__296_18_21_gen_1)));
                            xt__417_5_9__296_18_21_gen_2 = (dace::float64(0.25) * (q__ip1 - q__im1));
                            dqr__417_5_9__296_18_21_gen_2 = (max(max(q__, q__im1), q__ip1) - q__);
                            dql__417_5_9__296_18_21_gen_2 = (q__ - min(min(q__, q__im1), q__ip1));
                            a__1c3_6_11__417_5_9__296_18_21_gen_2 = min(min(abs(xt__417_5_9__296_18_21_gen_2), dqr__417_5_9__296_18_21_gen_2), dql__417_5_9__296_18_21_gen_2);
                            asignb__1c3_6_11__417_5_9__296_18_21_gen_2 = abs(a__1c3_6_11__417_5_9__296_18_21_gen_2);
                            mask_139973843651408_gen_2 = (xt__417_5_9__296_18_21_gen_2 > dace::float64(dace::int64(0)));
                            if (mask_139973843651408_gen_2) {
                                asignb__1c3_6_11__417_5_9__296_18_21_gen_2 = asignb__1c3_6_11__417_5_9__296_18_21_gen_2;
                            }
                            if ((! mask_139973843651408_gen_2)) {
                                asignb__1c3_6_11__417_5_9__296_18_21_gen_2 = (- asignb__1c3_6_11__417_5_9__296_18_21_gen_2);
                            }
                            RETURN_VALUE__1c3_6_11__417_5_9__296_18_21_gen_2 = asignb__1c3_6_11__417_5_9__296_18_21_gen_2;
                            dm__296_18_21_gen_2 = RETURN_VALUE__1c3_6_11__417_5_9__296_18_21_gen_2;
                            xt__e43_10_13__296_18_21_gen_0 = (dace::float64(2.0) * dm__296_18_21_gen_2);
                            a__1c3_4_16__e43_10_13__296_18_21_gen_0 = min(abs(xt__e43_10_13__296_18_21_gen_0), abs((al__296_18_21_gen_1 - q__)));
                            asignb__1c3_4_16__e43_10_13__296_18_21_gen_0 = abs(a__1c3_4_16__e43_10_13__296_18_21_gen_0);
                            mask_139973844262288_gen_0 = (xt__e43_10_13__296_18_21_gen_0 > dace::float64(dace::int64(0)));
                            if (mask_139973844262288_gen_0) {
                                asignb__1c3_4_16__e43_10_13__296_18_21_gen_0 = asignb__1c3_4_16__e43_10_13__296_18_21_gen_0;
                            }
                            if ((! mask_139973844262288_gen_0)) {
                                asignb__1c3_4_16__e43_10_13__296_18_21_gen_0 = (- asignb__1c3_4_16__e43_10_13__296_18_21_gen_0);
                            }
                            RETURN_VALUE__1c3_4_16__e43_10_13__296_18_21_gen_0 = asignb__1c3_4_16__e43_10_13__296_18_21_gen_0;
                            bl__e43_10_13__296_18_21_gen_0 = ((- dace::float64(1.0)) * RETURN_VALUE__1c3_4_16__e43_10_13__296_18_21_gen_0);
                            a__1c3_5_9__e43_10_13__296_18_21_gen_0 = min(abs(xt__e43_10_13__296_18_21_gen_0), abs((al__296_18_21_gen_0 - q__)));
                            asignb__1c3_5_9__e43_10_13__296_18_21_gen_0 = abs(a__1c3_5_9__e43_10_13__296_18_21_gen_0);
                            mask_139973844067152_gen_0 = (xt__e43_10_13__296_18_21_gen_0 > dace::float64(dace::int64(0)));
                            if (mask_139973844067152_gen_0) {
                                asignb__1c3_5_9__e43_10_13__296_18_21_gen_0 = asignb__1c3_5_9__e43_10_13__296_18_21_gen_0;
                            }
                            if ((! mask_139973844067152_gen_0)) {
                                asignb__1c3_5_9__e43_10_13__296_18_21_gen_0 = (- asignb__1c3_5_9__e43_10_13__296_18_21_gen_0);
                            }
                            br__e43_10_13__296_18_21_gen_0 = asignb__1c3_5_9__e43_10_13__296_18_21_gen_0;
                            bl__296_18_21_gen_0 = bl__e43_10_13__296_18_21_gen_0;
                            br__296_18_21_gen_0 = br__e43_10_13__296_18_21_gen_0;
                            bl__da4_13_17__296_18_21[((((((114 * __i) + (6 * __j)) + __k) - (114 * __tile_i)) - (6 * __tile_j)) + 114)] = bl__296_18_21_gen_0;
                            br__da4_13_17__296_18_21[((((((114 * __i) + (6 * __j)) + __k) - (114 * __tile_i)) - (6 * __tile_j)) + 114)] = br__296_18_21_gen_0;
                            ///////////////////

                        }
                    }
                }
            }
        }
        {
            for (auto __i = (__tile_i - 1); __i < (__tile_i + Min(8, (__I - __tile_i))); __i += 1) {
                for (auto __j = __tile_j; __j < (__tile_j + Min(8, (__J - __tile_j))); __j += 1) {
                    for (auto __k = 0; __k < __K; __k += 1) {
                        {
                            const double &q__ip2 = q[((((((114 * __i) + (6 * __j)) + __k) - (114 * __tile_i)) - (6 * __tile_j)) + 570)];
                            const double &q__ = q[((((((114 * __i) + (6 * __j)) + __k) - (114 * __tile_i)) - (6 * __tile_j)) + 342)];
                            const double &q__ip1 = q[((((((114 * __i) + (6 * __j)) + __k) - (114 * __tile_i)) - (6 * __tile_j)) + 456)];
                            const double &q__im1 = q[((((((114 * __i) + (6 * __j)) + __k) - (114 * __tile_i)) - (6 * __tile_j)) + 228)];
                            const double &q__im2 = q[((((((114 * __i) + (6 * __j)) + __k) - (114 * __tile_i)) - (6 * __tile_j)) + 114)];
                            const double &dxa__ = dxa[(((((19 * __i) + __j) - (19 * __tile_i)) - __tile_j) + 57)];
                            const double &dxa__im1 = dxa[(((((19 * __i) + __j) - (19 * __tile_i)) - __tile_j) + 38)];
                            const double &dxa__ip1 = dxa[(((((19 * __i) + __j) - (19 * __tile_i)) - __tile_j) + 76)];
                            const double &dxa__ip2 = dxa[(((((19 * __i) + __j) - (19 * __tile_i)) - __tile_j) + 95)];
                            const double &dxa__im2 = dxa[(((((19 * __i) + __j) - (19 * __tile_i)) - __tile_j) + 19)];
                            const double &bl__da4_13_17__296_18_21__ = bl__da4_13_17__296_18_21[((((((114 * __i) + (6 * __j)) + __k) - (114 * __tile_i)) - (6 * __tile_j)) + 114)];
                            const double &br__da4_13_17__296_18_21__ = br__da4_13_17__296_18_21[((((((114 * __i) + (6 * __j)) + __k) - (114 * __tile_i)) - (6 * __tile_j)) + 114)];
                            const double &bl__ = bl[((((((114 * __i) + (6 * __j)) + __k) - (114 * __tile_i)) - (6 * __tile_j)) + 114)];
                            const double &br__ = br[((((((114 * __i) + (6 * __j)) + __k) - (114 * __tile_i)) - (6 * __tile_j)) + 114)];
                            double* __bl__da4_13_17__296_18_21 = bl__da4_13_17__296_18_21 + ((((((114 * __i) + (6 * __j)) + __k) - (114 * __tile_i)) - (6 * __tile_j)) + 114);
                            double* __br__da4_13_17__296_18_21 = br__da4_13_17__296_18_21 + ((((((114 * __i) + (6 * __j)) + __k) - (114 * __tile_i)) - (6 * __tile_j)) + 114);
                            double* __bl = bl + ((((((114 * __i) + (6 * __j)) + __k) - (114 * __tile_i)) - (6 * __tile_j)) + 114);
                            double* __br = br + ((((((114 * __i) + (6 * __j)) + __k) - (114 * __tile_i)) - (6 * __tile_j)) + 114);
                            double* __b0__804_19_20 = b0__804_19_20 + ((((((114 * __i) + (6 * __j)) + __k) - (114 * __tile_i)) - (6 * __tile_j)) + 114);

                            ///////////////////
                            // Tasklet code (compute_x_flux_computation_139973832036944_Tasklet)
                            dace::float64 RETURN_VALUE__1c3_6_11__417_5_9__296_18_21_gen_3;
                            dace::float64 dqr__417_5_9__296_18_21_gen_3;
                            dace::float64 dm__296_18_21_gen_3;
                            dace::float64 xt__417_5_9__296_18_21_gen_3;
                            dace::bool_ mask_139973843651408_gen_3;
                            dace::float64 asignb__1c3_6_11__417_5_9__296_18_21_gen_3;
                            dace::float64 dql__417_5_9__296_18_21_gen_3;
                            dace::float64 a__1c3_6_11__417_5_9__296_18_21_gen_3;
                            dace::float64 al__296_18_21_gen_3;
                            dace::float64 RETURN_VALUE__1c3_6_11__417_5_9__296_18_21_gen_0;
                            dace::float64 RETURN_VALUE__1c3_6_11__417_5_9__296_18_21_gen_1;
                            dace::float64 dqr__417_5_9__296_18_21_gen_0;
                            dace::float64 dqr__417_5_9__296_18_21_gen_1;
                            dace::float64 dm__296_18_21_gen_0;
                            dace::float64 dm__296_18_21_gen_1;
                            dace::float64 xt__417_5_9__296_18_21_gen_0;
                            dace::float64 xt__417_5_9__296_18_21_gen_1;
                            dace::bool_ mask_139973843651408_gen_0;
                            dace::bool_ mask_139973843651408_gen_1;
                            dace::float64 asignb__1c3_6_11__417_5_9__296_18_21_gen_0;
                            dace::float64 asignb__1c3_6_11__417_5_9__296_18_21_gen_1;
                            dace::float64 dql__417_5_9__296_18_21_gen_0;
                            dace::float64 dql__417_5_9__296_18_21_gen_1;
                            dace::float64 a__1c3_6_11__417_5_9__296_18_21_gen_0;
                            dace::float64 a__1c3_6_11__417_5_9__296_18_21_gen_1;
                            dace::float64 al__296_18_21_gen_2;
                            dace::float64 asignb__1c3_6_11__417_5_9__296_18_21_gen_4;
                            dace::float64 dql__417_5_9__296_18_21_gen_4;
                            dace::bool_ mask_139973843651408_gen_4;
                            dace::float64 dqr__417_5_9__296_18_21_gen_4;
                            dace::float64 dm__296_18_21_gen_4;
                            dace::float64 a__1c3_6_11__417_5_9__296_18_21_gen_4;
                            dace::bool_ mask_139973843651408_gen_5;
                            dace::float64 dql__417_5_9__296_18_21_gen_5;
                            dace::float64 xt__417_5_9__296_18_21_gen_4;
                            dace::float64 RETURN_VALUE__1c3_6_11__417_5_9__296_18_21_gen_4;
                            dace::float64 a__1c3_6_11__417_5_9__296_18_21_gen_5;
                            dace::float64 xt__417_5_9__296_18_21_gen_5;
                            dace::float64 dqr__417_5_9__296_18_21_gen_5;
                            dace::float64 RETURN_VALUE__1c3_6_11__417_5_9__296_18_21_gen_5;
                            dace::float64 dm__296_18_21_gen_5;
                            dace::float64 asignb__1c3_6_11__417_5_9__296_18_21_gen_5;
                            dace::float64 al_ip1__da4_13_17__296_18_21_gen_0;
                            dace::float64 dql__da4_13_17__296_18_21_gen_0;
                            dace::float64 xt__11a_16_16__da4_13_17__296_18_21_gen_0;
                            dace::float64 xt_bl__da4_13_17__296_18_21_gen_0;
                            dace::bool_ mask_139973841221200_gen_0;
                            dace::float64 maxq__11a_45_16__da4_13_17__296_18_21_gen_0;
                            dace::bool_ mask_139973838789584_gen_0;
                            dace::float64 a__1c3_53_23__da4_13_17__296_18_21_gen_0;
                            dace::float64 maxq__090_26_16__da4_13_17__296_18_21_gen_0;
                            dace::float64 dm_right__da4_13_17__296_18_21_gen_0;
                            dace::float64 xt__090_26_16__da4_13_17__296_18_21_gen_0;
                            dace::bool_ mask_139973844836880_gen_0;
                            dace::float64 xt__090_54_16__da4_13_17__296_18_21_gen_0;
                            dace::float64 minq__090_26_16__da4_13_17__296_18_21_gen_0;
                            dace::float64 xt__11a_45_16__da4_13_17__296_18_21_gen_0;
                            dace::float64 maxq__11a_16_16__da4_13_17__296_18_21_gen_0;
                            dace::float64 dm_right_end__da4_13_17__296_18_21_gen_0;
                            dace::float64 a__1c3_14_18__da4_13_17__296_18_21_gen_0;
                            dace::float64 minq__11a_16_16__da4_13_17__296_18_21_gen_0;
                            dace::bool_ mask_139973838793232_gen_0;
                            dace::float64 dm_left__da4_13_17__296_18_21_gen_0;
                            dace::bool_ mask_139973840067856_gen_0;
                            dace::float64 a__1c3_43_22__da4_13_17__296_18_21_gen_0;
                            dace::bool_ mask_139973844591824_gen_0;
                            dace::float64 minq__090_54_16__da4_13_17__296_18_21_gen_0;
                            dace::bool_ mask_139973841093584_gen_0;
                            dace::float64 a__1c3_24_19__da4_13_17__296_18_21_gen_0;
                            dace::bool_ mask_139973847341648_gen_0;
                            dace::float64 da1__4cc_18_21__296_18_21_gen_0;
                            dace::float64 ar__4cc_18_21__296_18_21_gen_0;
                            dace::float64 da2__4cc_18_21__296_18_21_gen_0;
                            dace::float64 maxq__090_54_16__da4_13_17__296_18_21_gen_0;
                            dace::float64 asignb__1c3_24_19__da4_13_17__296_18_21_gen_0;
                            dace::float64 asignb__1c3_14_18__da4_13_17__296_18_21_gen_0;
                            dace::bool_ mask_139973843322192_gen_0;
                            dace::float64 a6da__4cc_18_21__296_18_21_gen_0;
                            dace::bool_ mask_139973842901712_gen_0;
                            dace::float64 minq__11a_45_16__da4_13_17__296_18_21_gen_0;
                            dace::float64 dqr__da4_13_17__296_18_21_gen_0;
                            dace::float64 al__4cc_18_21__296_18_21_gen_0;
                            dace::float64 xt_br__da4_13_17__296_18_21_gen_0;
                            dace::float64 asignb__1c3_43_22__da4_13_17__296_18_21_gen_0;
                            dace::float64 asignb__1c3_53_23__da4_13_17__296_18_21_gen_0;
                            dace::float64 xt__da4_13_17__296_18_21_gen_0;
                            dace::float64 dm_left_end__da4_13_17__296_18_21_gen_0;
                            dace::float64 bl__296_18_21_gen_1;
                            dace::float64 br__296_18_21_gen_1;
                            xt__417_5_9__296_18_21_gen_1 = (dace::float64(0.25) * (q__ip2 - q__));
                            dqr__417_5_9__296_18_21_gen_1 = (max(max(q__ip1, q__), q__ip2) - q__ip1);
                            dql__417_5_9__296_18_21_gen_1 = (q__ip1 - min(min(q__ip1, q__), q__ip2));
                            a__1c3_6_11__417_5_9__296_18_21_gen_1 = min(min(abs(xt__417_5_9__296_18_21_gen_1), dqr__417_5_9__296_18_21_gen_1), dql__417_5_9__296_18_21_gen_1);
                            asignb__1c3_6_11__417_5_9__296_18_21_gen_1 = abs(a__1c3_6_11__417_5_9__296_18_21_gen_1);
                            mask_139973843651408_gen_1 = (xt__417_5_9__296_18_21_gen_1 > dace::float64(dace::int64(0)));
                            if (mask_139973843651408_gen_1) {
                                asignb__1c3_6_11__417_5_9__296_18_21_gen_1 = asignb__1c3_6_11__417_5_9__296_18_21_gen_1;
                            }
                            if ((! mask_139973843651408_gen_1)) {
                                asignb__1c3_6_11__417_5_9__296_18_21_gen_1 = (- asignb__1c3_6_11__417_5_9__296_18_21_gen_1);
                            }
                            RETURN_VALUE__1c3_6_11__417_5_9__296_18_21_gen_1 = asignb__1c3_6_11__417_5_9__296_18_21_gen_1;
                            dm__296_18_21_gen_1 = RETURN_VALUE__1c3_6_11__417_5_9__296_18_21_gen_1;
                            xt__417_5_9__296_18_21_gen_0 = (dace::float64(0.25) * (q__ip1 - q__im1));
                            dqr__417_5_9__296_18_21_gen_0 = (max(max(q__, q__im1), q__ip1) - q__);
                            dql__417_5_9__296_18_21_gen_0 = (q__ - min(min(q__, q__im1), q__ip1));
                            a__1c3_6_11__417_5_9__296_18_21_gen_0 = min(min(abs(xt__417_5_9__296_18_21_gen_0), dqr__417_5_9__296_18_21_gen_0), dql__417_5_9__296_18_21_gen_0);
                            asignb__1c3_6_11__417_5_9__296_18_21_gen_0 = abs(a__1c3_6_11__417_5_9__296_18_21_gen_0);
                            mask_139973843651408_gen_0 = (xt__417_5_9__296_18_21_gen_0 > dace::float64(dace::int64(0)));
                            if (mask_139973843651408_gen_0) {
                                asignb__1c3_6_11__417_5_9__296_18_21_gen_0 = asignb__1c3_6_11__417_5_9__296_18_21_gen_0;
                            }
                            if ((! mask_139973843651408_gen_0)) {
                                asignb__1c3_6_11__417_5_9__296_18_21_gen_0 = (- asignb__1c3_6_11__417_5_9__296_18_21_gen_0);
                            }
                            RETURN_VALUE__1c3_6_11__417_5_9__296_18_21_gen_0 = asignb__1c3_6_11__417_5_9__296_18_21_gen_0;
                            dm__296_18_21_gen_0 = RETURN_VALUE__1c3_6_11__417_5_9__296_18_21_gen_0;
                            al__296_18_21_gen_2 = ((dace::float64(0.5) * (q__ + q__ip1)) + ((dace::float64(1.0) / dace::float64(3.0)) * (dm__296_18_21_gen_0 - dm__296_18_21_gen_1)));
                            al_ip1__da4_13_17__296_18_21_gen_0 = al__296_18_21_gen_2;
                            xt__417_5_9__296_18_21_gen_4 = (dace::float64(0.25) * (q__ip1 - q__im1));
                            dqr__417_5_9__296_18_21_gen_5 = (max(max(q__, q__im1), q__ip1) - q__);
                            dql__417_5_9__296_18_21_gen_4 = (q__ - min(min(q__, q__im1), q__ip1));
                            a__1c3_6_11__417_5_9__296_18_21_gen_4 = min(min(abs(xt__417_5_9__296_18_21_gen_4), dqr__417_5_9__296_18_21_gen_5), dql__417_5_9__296_18_21_gen_4);
                            asignb__1c3_6_11__417_5_9__296_18_21_gen_5 = abs(a__1c3_6_11__417_5_9__296_18_21_gen_4);
                            mask_139973843651408_gen_5 = (xt__417_5_9__296_18_21_gen_4 > dace::float64(dace::int64(0)));
                            if (mask_139973843651408_gen_5) {
                                asignb__1c3_6_11__417_5_9__296_18_21_gen_5 = asignb__1c3_6_11__417_5_9__296_18_21_gen_5;
                            }
                            if ((! mask_139973843651408_gen_5)) {
                                asignb__1c3_6_11__417_5_9__296_18_21_gen_5 = (- asignb__1c3_6_11__417_5_9__296_18_21_gen_5);
                            }
                            RETURN_VALUE__1c3_6_11__417_5_9__296_18_21_gen_5 = asignb__1c3_6_11__417_5_9__296_18_21_gen_5;
                            dm__296_18_21_gen_5 = RETURN_VALUE__1c3_6_11__417_5_9__296_18_21_gen_5;
                            xt__417_5_9__296_18_21_gen_5 = (dace::float64(0.25) * (q__ - q__im2));
                            dqr__417_5_9__296_18_21_gen_4 = (max(max(q__im1, q__im2), q__) - q__im1);
                            dql__417_5_9__296_18_21_gen_5 = (q__im1 - min(min(q__im1, q__im2), q__));
                            a__1c3_6_11__417_5_9__296_18_21_gen_5 = min(min(abs(xt__417_5_9__296_18_21_gen_5), dqr__417_5_9__296_18_21_gen_4), dql__417_5_9__296_18_21_gen_5);
                            asignb__1c3_6_11__417_5_9__296_18_21_gen_4 = abs(a__1c3_6_11__417_5_9__296_18_21_gen_5);
                            mask_139973843651408_gen_4 = (xt__417_5_9__296_18_21_gen_5 > dace::float64(dace::int64(0)));
                            if (mask_139973843651408_gen_4) {
                                asignb__1c3_6_11__417_5_9__296_18_21_gen_4 = asignb__1c3_6_11__417_5_9__296_18_21_gen_4;
                            }
                            if ((! mask_139973843651408_gen_4)) {
                                asignb__1c3_6_11__417_5_9__296_18_21_gen_4 = (- asignb__1c3_6_11__417_5_9__296_18_21_gen_4);
                            }
                            RETURN_VALUE__1c3_6_11__417_5_9__296_18_21_gen_4 = asignb__1c3_6_11__417_5_9__296_18_21_gen_4;
                            dm__296_18_21_gen_4 = RETURN_VALUE__1c3_6_11__417_5_9__296_18_21_gen_4;
                            al__296_18_21_gen_3 = ((dace::float64(0.5) * (q__im1 + q__)) + ((dace::float64(1.0) / dace::float64(3.0)) * (dm__296_18_21_gen_4 - dm__296_18_21_gen_5)));
                            xt__417_5_9__296_18_21_gen_3 = (dace::float64(0.25) * (q__ip1 - q__im1));
                            dqr__417_5_9__296_18_21_gen_3 = (max(max(q__, q__im1), q__ip1) - q__);
                            dql__417_5_9__296_18_21_gen_3 = (q__ - min(min(q__, q__im1), q__ip1));
                            a__1c3_6_11__417_5_9__296_18_21_gen_3 = min(min(abs(xt__417_5_9__296_18_21_gen_3), dqr__417_5_9__296_18_21_gen_3), dql__417_5_9__296_18_21_gen_3);
                            asignb__1c3_6_11__417_5_9__296_18_21_gen_3 = abs(a__1c3_6_11__417_5_9__296_18_21_gen_3);
                            mask_139973843651408_gen_3 = (xt__417_5_9__296_18_21_gen_3 > dace::float64(dace::int64(0)));
                            if (mask_139973843651408_gen_3) {
                                asignb__1c3_6_11__417_5_9__296_18_21_gen_3 = asignb__1c3_6_11__417_5_9__296_18_21_gen_3;
                            }
                            if ((! mask_139973843651408_gen_3)) {
                                asignb__1c3_6_11__417_5_9__296_18_21_gen_3 = (- asignb__1c3_6_11__417_5_9__296_18_21_gen_3);
                            }
                            RETURN_VALUE__1c3_6_11__417_5_9__296_18_21_gen_3 = asignb__1c3_6_11__417_5_9__296_18_21_gen_3;
                            dm__296_18_21_gen_3 = RETURN_VALUE__1c3_6_11__417_5_9__296_18_21_gen_3;
                            if ((__i == -1)) {
                                xt__da4_13_17__296_18_21_gen_0 = (dace::float64(0.25) * (q__ - q__im2));
                                dqr__da4_13_17__296_18_21_gen_0 = (max(max(q__im1, q__im2), q__) - q__im1);
                                dql__da4_13_17__296_18_21_gen_0 = (q__im1 - min(min(q__im1, q__im2), q__));
                                a__1c3_14_18__da4_13_17__296_18_21_gen_0 = min(min(abs(xt__da4_13_17__296_18_21_gen_0), dqr__da4_13_17__296_18_21_gen_0), dql__da4_13_17__296_18_21_gen_0);
                                asignb__1c3_14_18__da4_13_17__296_18_21_gen_0 = abs(a__1c3_14_18__da4_13_17__296_18_21_gen_0);
                                mask_139973847341648_gen_0 = (xt__da4_13_17__296_18_21_gen_0 > dace::float64(dace::int64(0)));
                                if (mask_139973847341648_gen_0) {
                                    asignb__1c3_14_18__da4_13_17__296_18_21_gen_0 = asignb__1c3_14_18__da4_13_17__296_18_21_gen_0;
                                }
                                if ((! mask_139973847341648_gen_0)) {
                                    asignb__1c3_14_18__da4_13_17__296_18_21_gen_0 = (- asignb__1c3_14_18__da4_13_17__296_18_21_gen_0);
                                }
                                dm_left__da4_13_17__296_18_21_gen_0 = asignb__1c3_14_18__da4_13_17__296_18_21_gen_0;
                                xt_bl__da4_13_17__296_18_21_gen_0 = (((dace::float64(0.5714285714285714) * dm_left__da4_13_17__296_18_21_gen_0) + (dace::float64(0.7857142857142857) * (q__im1 - q__))) + q__);
                                xt__11a_16_16__da4_13_17__296_18_21_gen_0 = (dace::float64(0.5) * ((((((dace::float64(2.0) * dxa__) + dxa__im1) * q__) - (dxa__ * q__im1)) / (dxa__im1 + dxa__)) + (((((dace::float64(2.0) * dxa__ip1) + dxa__ip2) * q__ip1) - (dxa__ip1 * q__ip2)) / (dxa__ip1 + dxa__ip2))));
                                minq__11a_16_16__da4_13_17__296_18_21_gen_0 = min(min(min(q__im1, q__), q__ip1), q__ip2);
                                maxq__11a_16_16__da4_13_17__296_18_21_gen_0 = max(max(max(q__im1, q__), q__ip1), q__ip2);
                                xt__11a_16_16__da4_13_17__296_18_21_gen_0 = min(max(xt__11a_16_16__da4_13_17__296_18_21_gen_0, minq__11a_16_16__da4_13_17__296_18_21_gen_0), maxq__11a_16_16__da4_13_17__296_18_21_gen_0);
                                xt_br__da4_13_17__296_18_21_gen_0 = xt__11a_16_16__da4_13_17__296_18_21_gen_0;
                            }
                            if ((__i == 0)) {
                                xt__da4_13_17__296_18_21_gen_0 = (dace::float64(0.25) * (q__ip2 - q__));
                                dqr__da4_13_17__296_18_21_gen_0 = (max(max(q__ip1, q__), q__ip2) - q__ip1);
                                dql__da4_13_17__296_18_21_gen_0 = (q__ip1 - min(min(q__ip1, q__), q__ip2));
                                a__1c3_24_19__da4_13_17__296_18_21_gen_0 = min(min(abs(xt__da4_13_17__296_18_21_gen_0), dqr__da4_13_17__296_18_21_gen_0), dql__da4_13_17__296_18_21_gen_0);
                                asignb__1c3_24_19__da4_13_17__296_18_21_gen_0 = abs(a__1c3_24_19__da4_13_17__296_18_21_gen_0);
                                mask_139973844836880_gen_0 = (xt__da4_13_17__296_18_21_gen_0 > dace::float64(dace::int64(0)));
                                if (mask_139973844836880_gen_0) {
                                    asignb__1c3_24_19__da4_13_17__296_18_21_gen_0 = asignb__1c3_24_19__da4_13_17__296_18_21_gen_0;
                                }
                                if ((! mask_139973844836880_gen_0)) {
                                    asignb__1c3_24_19__da4_13_17__296_18_21_gen_0 = (- asignb__1c3_24_19__da4_13_17__296_18_21_gen_0);
                                }
                                dm_right__da4_13_17__296_18_21_gen_0 = asignb__1c3_24_19__da4_13_17__296_18_21_gen_0;
                                xt_bl__da4_13_17__296_18_21_gen_0 = (((dace::float64(0.5714285714285714) * dm_left__da4_13_17__296_18_21_gen_0) + (dace::float64(0.7857142857142857) * (q__im1 - q__))) + q__);
                                xt__090_26_16__da4_13_17__296_18_21_gen_0 = (dace::float64(0.5) * ((((((dace::float64(2.0) * dxa__im1) + dxa__im2) * q__im1) - (dxa__im1 * q__im2)) / (dxa__im2 + dxa__im1)) + (((((dace::float64(2.0) * dxa__) + dxa__ip1) * q__) - (dxa__ * q__ip1)) / (dxa__ + dxa__ip1))));
                                minq__090_26_16__da4_13_17__296_18_21_gen_0 = min(min(min(q__im2, q__im1), q__), q__ip1);
                                maxq__090_26_16__da4_13_17__296_18_21_gen_0 = max(max(max(q__im2, q__im1), q__), q__ip1);
                                xt__090_26_16__da4_13_17__296_18_21_gen_0 = min(max(xt__090_26_16__da4_13_17__296_18_21_gen_0, minq__090_26_16__da4_13_17__296_18_21_gen_0), maxq__090_26_16__da4_13_17__296_18_21_gen_0);
                                xt_bl__da4_13_17__296_18_21_gen_0 = xt__090_26_16__da4_13_17__296_18_21_gen_0;
                                xt_br__da4_13_17__296_18_21_gen_0 = (((dace::float64(0.21428571428571427) * q__) + (dace::float64(0.7857142857142857) * q__ip1)) - (dace::float64(0.5714285714285714) * dm_right__da4_13_17__296_18_21_gen_0));
                            }
                            if ((__i == 1)) {
                                xt_bl__da4_13_17__296_18_21_gen_0 = (((dace::float64(0.21428571428571427) * q__im1) + (dace::float64(0.7857142857142857) * q__)) - (dace::float64(0.5714285714285714) * dm__296_18_21_gen_3));
                                xt_br__da4_13_17__296_18_21_gen_0 = al_ip1__da4_13_17__296_18_21_gen_0;
                            }
                            if ((__i == (__I - 3))) {
                                xt_bl__da4_13_17__296_18_21_gen_0 = al__296_18_21_gen_3;
                                xt_br__da4_13_17__296_18_21_gen_0 = (((dace::float64(0.21428571428571427) * q__ip1) + (dace::float64(0.7857142857142857) * q__)) + (dace::float64(0.5714285714285714) * dm__296_18_21_gen_3));
                            }
                            if ((__i == (__I - 2))) {
                                xt__da4_13_17__296_18_21_gen_0 = (dace::float64(0.25) * (q__ - q__im2));
                                dqr__da4_13_17__296_18_21_gen_0 = (max(max(q__im1, q__im2), q__) - q__im1);
                                dql__da4_13_17__296_18_21_gen_0 = (q__im1 - min(min(q__im1, q__im2), q__));
                                a__1c3_43_22__da4_13_17__296_18_21_gen_0 = min(min(abs(xt__da4_13_17__296_18_21_gen_0), dqr__da4_13_17__296_18_21_gen_0), dql__da4_13_17__296_18_21_gen_0);
                                asignb__1c3_43_22__da4_13_17__296_18_21_gen_0 = abs(a__1c3_43_22__da4_13_17__296_18_21_gen_0);
                                mask_139973842901712_gen_0 = (xt__da4_13_17__296_18_21_gen_0 > dace::float64(dace::int64(0)));
                                if (mask_139973842901712_gen_0) {
                                    asignb__1c3_43_22__da4_13_17__296_18_21_gen_0 = asignb__1c3_43_22__da4_13_17__296_18_21_gen_0;
                                }
                                if ((! mask_139973842901712_gen_0)) {
                                    asignb__1c3_43_22__da4_13_17__296_18_21_gen_0 = (- asignb__1c3_43_22__da4_13_17__296_18_21_gen_0);
                                }
                                dm_left_end__da4_13_17__296_18_21_gen_0 = asignb__1c3_43_22__da4_13_17__296_18_21_gen_0;
                                xt_bl__da4_13_17__296_18_21_gen_0 = (((dace::float64(0.21428571428571427) * q__) + (dace::float64(0.7857142857142857) * q__im1)) + (dace::float64(0.5714285714285714) * dm_left_end__da4_13_17__296_18_21_gen_0));
                                xt__11a_45_16__da4_13_17__296_18_21_gen_0 = (dace::float64(0.5) * ((((((dace::float64(2.0) * dxa__) + dxa__im1) * q__) - (dxa__ * q__im1)) / (dxa__im1 + dxa__)) + (((((dace::float64(2.0) * dxa__ip1) + dxa__ip2) * q__ip1) - (dxa__ip1 * q__ip2)) / (dxa__ip1 + dxa__ip2))));
                                minq__11a_45_16__da4_13_17__296_18_21_gen_0 = min(min(min(q__im1, q__), q__ip1), q__ip2);
                                maxq__11a_45_16__da4_13_17__296_18_21_gen_0 = max(max(max(q__im1, q__), q__ip1), q__ip2);
                                xt__11a_45_16__da4_13_17__296_18_21_gen_0 = min(max(xt__11a_45_16__da4_13_17__296_18_21_gen_0, minq__11a_45_16__da4_13_17__296_18_21_gen_0), maxq__11a_45_16__da4_13_17__296_18_21_gen_0);
                                xt_br__da4_13_17__296_18_21_gen_0 = xt__11a_45_16__da4_13_17__296_18_21_gen_0;
                            }
                            if ((__i == (__I - 1))) {
                                xt__da4_13_17__296_18_21_gen_0 = (dace::float64(0.25) * (q__ip2 - q__));
                                dqr__da4_13_17__296_18_21_gen_0 = (max(max(q__ip1, q__), q__ip2) - q__ip1);
                                dql__da4_13_17__296_18_21_gen_0 = (q__ip1 - min(min(q__ip1, q__), q__ip2));
                                a__1c3_53_23__da4_13_17__296_18_21_gen_0 = min(min(abs(xt__da4_13_17__296_18_21_gen_0), dqr__da4_13_17__296_18_21_gen_0), dql__da4_13_17__296_18_21_gen_0);
                                asignb__1c3_53_23__da4_13_17__296_18_21_gen_0 = abs(a__1c3_53_23__da4_13_17__296_18_21_gen_0);
                                mask_139973843322192_gen_0 = (xt__da4_13_17__296_18_21_gen_0 > dace::float64(dace::int64(0)));
                                if (mask_139973843322192_gen_0) {
                                    asignb__1c3_53_23__da4_13_17__296_18_21_gen_0 = asignb__1c3_53_23__da4_13_17__296_18_21_gen_0;
                                }
                                if ((! mask_139973843322192_gen_0)) {
                                    asignb__1c3_53_23__da4_13_17__296_18_21_gen_0 = (- asignb__1c3_53_23__da4_13_17__296_18_21_gen_0);
                                }
                                dm_right_end__da4_13_17__296_18_21_gen_0 = asignb__1c3_53_23__da4_13_17__296_18_21_gen_0;
                                xt__090_54_16__da4_13_17__296_18_21_gen_0 = (dace::float64(0.5) * ((((((dace::float64(2.0) * dxa__im1) + dxa__im2) * q__im1) - (dxa__im1 * q__im2)) / (dxa__im2 + dxa__im1)) + (((((dace::float64(2.0) * dxa__) + dxa__ip1) * q__) - (dxa__ * q__ip1)) / (dxa__ + dxa__ip1))));
                                minq__090_54_16__da4_13_17__296_18_21_gen_0 = min(min(min(q__im2, q__im1), q__), q__ip1);
                                maxq__090_54_16__da4_13_17__296_18_21_gen_0 = max(max(max(q__im2, q__im1), q__), q__ip1);
                                xt__090_54_16__da4_13_17__296_18_21_gen_0 = min(max(xt__090_54_16__da4_13_17__296_18_21_gen_0, minq__090_54_16__da4_13_17__296_18_21_gen_0), maxq__090_54_16__da4_13_17__296_18_21_gen_0);
                                xt_bl__da4_13_17__296_18_21_gen_0 = xt__090_54_16__da4_13_17__296_18_21_gen_0;
                                xt_br__da4_13_17__296_18_21_gen_0 = (((dace::float64(0.7857142857142857) * (q__ip1 - q__)) - (dace::float64(0.5714285714285714) * dm_right_end__da4_13_17__296_18_21_gen_0)) + q__);
                            }
                            if (((__i >= -1) && (__i < 2))) {bl__da4_13_17__296_18_21[((((((114 * __i) + (6 * __j)) + __k) - (114 * __tile_i)) - (6 * __tile_j)) + 114)] = (xt_bl__da4_13_17__296_18_21_gen_0 - q__);br__da4_13_17__296_18_21[((((((114 * __i) + (6 * __j)) + __k) - (114 * __tile_i)) - (6 * __tile_j)) + 114)] = (xt_br__da4_13_17__296_18_21_gen_0 - q__);
                            }
                            if (((__i >= (__I - 3)) && (__i < (__I + 0)))) {bl__da4_13_17__296_18_21[((((((114 * __i) + (6 * __j)) + __k) - (114 * __tile_i)) - (6 * __tile_j)) + 114)] = (xt_bl__da4_13_17__296_18_21_gen_0 - q__);br__da4_13_17__296_18_21[((((((114 * __i) + (6 * __j)) + __k) - (114 * __tile_i)) - (6 * __tile_j)) + 114)] = (xt_br__da4_13_17__296_18_21_gen_0 - q__);
                            }
                            bl__296_18_21_gen_1 = __bl__da4_13_17__296_18_21[0];
                            br__296_18_21_gen_1 = __br__da4_13_17__296_18_21[0];
                            if (((__i >= -1) && (__i < 2))) {
                                al__4cc_18_21__296_18_21_gen_0 = bl__296_18_21_gen_1;
                                ar__4cc_18_21__296_18_21_gen_0 = br__296_18_21_gen_1;
                                mask_139973838789584_gen_0 = ((al__4cc_18_21__296_18_21_gen_0 * ar__4cc_18_21__296_18_21_gen_0) < dace::float64(0.0));
                                if (mask_139973838789584_gen_0) {
                                    da1__4cc_18_21__296_18_21_gen_0 = (al__4cc_18_21__296_18_21_gen_0 - ar__4cc_18_21__296_18_21_gen_0);
                                    da2__4cc_18_21__296_18_21_gen_0 = dace::math::pow(da1__4cc_18_21__296_18_21_gen_0, dace::float64(dace::int64(2)));
                                    a6da__4cc_18_21__296_18_21_gen_0 = ((dace::float64(3.0) * (al__4cc_18_21__296_18_21_gen_0 + ar__4cc_18_21__296_18_21_gen_0)) * da1__4cc_18_21__296_18_21_gen_0);
                                    mask_139973844591824_gen_0 = (a6da__4cc_18_21__296_18_21_gen_0 < (- da2__4cc_18_21__296_18_21_gen_0));
                                    if (mask_139973844591824_gen_0) {
                                        ar__4cc_18_21__296_18_21_gen_0 = ((- dace::float64(2.0)) * al__4cc_18_21__296_18_21_gen_0);
                                    }
                                    if ((! mask_139973844591824_gen_0)) {
                                        mask_139973841093584_gen_0 = (a6da__4cc_18_21__296_18_21_gen_0 > da2__4cc_18_21__296_18_21_gen_0);
                                        if (mask_139973841093584_gen_0) {
                                            al__4cc_18_21__296_18_21_gen_0 = ((- dace::float64(2.0)) * ar__4cc_18_21__296_18_21_gen_0);
                                        }
                                    }
                                }
                                if ((! mask_139973838789584_gen_0)) {
                                    al__4cc_18_21__296_18_21_gen_0 = dace::float64(0.0);
                                    ar__4cc_18_21__296_18_21_gen_0 = dace::float64(0.0);
                                }
                                bl__296_18_21_gen_1 = al__4cc_18_21__296_18_21_gen_0;
                                br__296_18_21_gen_1 = ar__4cc_18_21__296_18_21_gen_0;
                            }
                            if (((__i >= (__I - 3)) && (__i < (__I + 0)))) {
                                al__4cc_18_21__296_18_21_gen_0 = bl__296_18_21_gen_1;
                                ar__4cc_18_21__296_18_21_gen_0 = br__296_18_21_gen_1;
                                mask_139973840067856_gen_0 = ((al__4cc_18_21__296_18_21_gen_0 * ar__4cc_18_21__296_18_21_gen_0) < dace::float64(0.0));
                                if (mask_139973840067856_gen_0) {
                                    da1__4cc_18_21__296_18_21_gen_0 = (al__4cc_18_21__296_18_21_gen_0 - ar__4cc_18_21__296_18_21_gen_0);
                                    da2__4cc_18_21__296_18_21_gen_0 = dace::math::pow(da1__4cc_18_21__296_18_21_gen_0, dace::float64(dace::int64(2)));
                                    a6da__4cc_18_21__296_18_21_gen_0 = ((dace::float64(3.0) * (al__4cc_18_21__296_18_21_gen_0 + ar__4cc_18_21__296_18_21_gen_0)) * da1__4cc_18_21__296_18_21_gen_0);
                                    mask_139973838793232_gen_0 = (a6da__4cc_18_21__296_18_21_gen_0 < (- da2__4cc_18_21__296_18_21_gen_0));
                                    if (mask_139973838793232_gen_0) {
                                        ar__4cc_18_21__296_18_21_gen_0 = ((- dace::float64(2.0)) * al__4cc_18_21__296_18_21_gen_0);
                                    }
                                    if ((! mask_139973838793232_gen_0)) {
                                        mask_139973841221200_gen_0 = (a6da__4cc_18_21__296_18_21_gen_0 > da2__4cc_18_21__296_18_21_gen_0);
                                        if (mask_139973841221200_gen_0) {
                                            al__4cc_18_21__296_18_21_gen_0 = ((- dace::float64(2.0)) * ar__4cc_18_21__296_18_21_gen_0);
                                        }
                                    }
                                }
                                if ((! mask_139973840067856_gen_0)) {
                                    al__4cc_18_21__296_18_21_gen_0 = dace::float64(0.0);
                                    ar__4cc_18_21__296_18_21_gen_0 = dace::float64(0.0);
                                }
                                bl__296_18_21_gen_1 = al__4cc_18_21__296_18_21_gen_0;
                                br__296_18_21_gen_1 = ar__4cc_18_21__296_18_21_gen_0;
                            }
                            bl[((((((114 * __i) + (6 * __j)) + __k) - (114 * __tile_i)) - (6 * __tile_j)) + 114)] = bl__296_18_21_gen_1;
                            br[((((((114 * __i) + (6 * __j)) + __k) - (114 * __tile_i)) - (6 * __tile_j)) + 114)] = br__296_18_21_gen_1;
                            b0__804_19_20[((((((114 * __i) + (6 * __j)) + __k) - (114 * __tile_i)) - (6 * __tile_j)) + 114)] = (__bl[0] + __br[0]);
                            ///////////////////

                        }
                    }
                }
            }
        }
        {
            for (auto __i = __tile_i; __i < (__tile_i + Min(8, (__I - __tile_i))); __i += 1) {
                for (auto __j = __tile_j; __j < (__tile_j + Min(8, (__J - __tile_j))); __j += 1) {
                    for (auto __k = 0; __k < __K; __k += 1) {
                        {
                            const double &courant__ = courant[(((((114 * __i) + (6 * __j)) + __k) - (114 * __tile_i)) - (6 * __tile_j))];
                            const double &br__im1 = br[(((((114 * __i) + (6 * __j)) + __k) - (114 * __tile_i)) - (6 * __tile_j))];
                            const double &b0__804_19_20__im1 = b0__804_19_20[(((((114 * __i) + (6 * __j)) + __k) - (114 * __tile_i)) - (6 * __tile_j))];
                            const double &bl__ = bl[((((((114 * __i) + (6 * __j)) + __k) - (114 * __tile_i)) - (6 * __tile_j)) + 114)];
                            const double &b0__804_19_20__ = b0__804_19_20[((((((114 * __i) + (6 * __j)) + __k) - (114 * __tile_i)) - (6 * __tile_j)) + 114)];
                            const double &q__im1 = q[((((((114 * __i) + (6 * __j)) + __k) - (114 * __tile_i)) - (6 * __tile_j)) + 228)];
                            const double &q__ = q[((((((114 * __i) + (6 * __j)) + __k) - (114 * __tile_i)) - (6 * __tile_j)) + 342)];
                            double __xflux;

                            ///////////////////
                            // Tasklet code (compute_x_flux_computation_139973832036944_Tasklet)
                            dace::float64 ret__0ed_6_10__804_19_20_gen_0;
                            dace::float64 fx1__804_19_20_gen_0;
                            dace::float64 mask__238_7_11__804_19_20_gen_0;
                            dace::bool_ mask_139973843866000_gen_0;
                            dace::float64 RETURN_VALUE__238_7_11__804_19_20_gen_0;
                            mask_139973843866000_gen_0 = (courant__ > dace::float64(0.0));
                            if (mask_139973843866000_gen_0) {
                                ret__0ed_6_10__804_19_20_gen_0 = ((dace::float64(1.0) - courant__) * (br__im1 - (courant__ * b0__804_19_20__im1)));
                            }
                            if ((! mask_139973843866000_gen_0)) {
                                ret__0ed_6_10__804_19_20_gen_0 = ((dace::float64(1.0) + courant__) * (bl__ + (courant__ * b0__804_19_20__)));
                            }
                            fx1__804_19_20_gen_0 = ret__0ed_6_10__804_19_20_gen_0;
                            mask__238_7_11__804_19_20_gen_0 = dace::float64(1.0);
                            RETURN_VALUE__238_7_11__804_19_20_gen_0 = ((courant__ > dace::float64(0.0)) ? (q__im1 + (fx1__804_19_20_gen_0 * mask__238_7_11__804_19_20_gen_0)) : (q__ + (fx1__804_19_20_gen_0 * mask__238_7_11__804_19_20_gen_0)));
                            __xflux = RETURN_VALUE__238_7_11__804_19_20_gen_0;
                            ///////////////////

                            xflux[(((((114 * __i) + (6 * __j)) + __k) - (114 * __tile_i)) - (6 * __tile_j))] = __xflux;
                        }
                    }
                }
            }
        }

    }
}

void __program_pyFV3_stencils_tracer_2d_1l_TracerAdvection___call___internal(pyFV3_stencils_tracer_2d_1l_TracerAdvection___call___state_t*__state, double * __restrict__ __g_gen395_0, double * __restrict__ __g_gen395_1, double * __restrict__ __g_gen395_2, double * __restrict__ __g_self__area, double * __restrict__ __g_self__q_advected_x, double * __restrict__ __g_self__q_advected_x_y_advected_mean, double * __restrict__ __g_self__q_advected_y, double * __restrict__ __g_self__q_advected_y_x_advected_mean, double * __restrict__ __g_self__q_x_advected_mean, double * __restrict__ __g_self__q_y_advected_mean, double * __restrict__ __g_self__tmp_dp, double * __restrict__ __g_self__x_area_flux, double * __restrict__ __g_self__x_flux, double * __restrict__ __g_self__y_area_flux, double * __restrict__ __g_self__y_flux, double * __restrict__ __g_self_grid_data_dx, double * __restrict__ __g_self_grid_data_dxa, double * __restrict__ __g_self_grid_data_dy, double * __restrict__ __g_self_grid_data_dya, double * __restrict__ __g_self_grid_data_rarea, double * __restrict__ __g_self_grid_data_sin_sg1, double * __restrict__ __g_self_grid_data_sin_sg2, double * __restrict__ __g_self_grid_data_sin_sg3, double * __restrict__ __g_self_grid_data_sin_sg4, double * __restrict__ dp1, double * __restrict__ x_courant, double * __restrict__ x_mass_flux, double * __restrict__ y_courant, double * __restrict__ y_mass_flux, void (*self__tracers_halo_updater_update)(), void (*self__tracers_halo_updater_update_0)())
{
    double __tmp1;
    int __pystate;
    long long n_split;
    long long it;
    long long __tmp3;
    bool last_call;
    bool __tmp68;
    long long __sym___tmp2;

    {
        double cmax_max_all_ranks;

        {
            #pragma omp parallel for
            for (auto __tile_j = 0; __tile_j < 19; __tile_j += 8) {
                for (auto __tile_i = 0; __tile_i < 19; __tile_i += 8) {
                    {
                        for (auto __i = __tile_i; __i < (__tile_i + Min(8, (19 - __tile_i))); __i += 1) {
                            for (auto __j = __tile_j; __j < (__tile_j + Min(8, (19 - __tile_j))); __j += 1) {
                                {
                                    for (auto __k = 0; __k < 5; __k += 1) {
                                        {
                                            double xfx__ = __g_self__x_area_flux[(((114 * __i) + (6 * __j)) + __k)];
                                            const double &cx__ = x_courant[(((114 * __i) + (6 * __j)) + __k)];
                                            const double &dxa__im1 = __g_self_grid_data_dxa[(((19 * __i) + __j) - 19)];
                                            const double &dy__ = __g_self_grid_data_dy[((19 * __i) + __j)];
                                            const double &sin_sg3__im1 = __g_self_grid_data_sin_sg3[(((19 * __i) + __j) - 19)];
                                            const double &dxa__ = __g_self_grid_data_dxa[((19 * __i) + __j)];
                                            const double &sin_sg1__ = __g_self_grid_data_sin_sg1[((19 * __i) + __j)];
                                            double yfx__ = __g_self__y_area_flux[(((114 * __i) + (6 * __j)) + __k)];
                                            const double &cy__ = y_courant[(((114 * __i) + (6 * __j)) + __k)];
                                            const double &dya__jm1 = __g_self_grid_data_dya[(((19 * __i) + __j) - 1)];
                                            const double &dx__ = __g_self_grid_data_dx[((19 * __i) + __j)];
                                            const double &sin_sg4__jm1 = __g_self_grid_data_sin_sg4[(((19 * __i) + __j) - 1)];
                                            const double &dya__ = __g_self_grid_data_dya[((19 * __i) + __j)];
                                            const double &sin_sg2__ = __g_self_grid_data_sin_sg2[((19 * __i) + __j)];
                                            double __xfx;
                                            double __yfx;

                                            ///////////////////
                                            // Tasklet code (flux_compute_computation_139973843146832_Tasklet)
                                            dace::float64 xfx__8ca_31_14_gen_0;
                                            dace::float64 yfx__1b2_32_14_gen_0;
                                            xfx__8ca_31_14_gen_0 = xfx__;
                                            if (((__i >= 3) && (__i < (19 - 2)) && (__j >= 0) && (__j < (19 + 0)))) {
                                                xfx__8ca_31_14_gen_0 = ((cx__ > dace::float64(dace::int64(0))) ? (((cx__ * dxa__im1) * dy__) * sin_sg3__im1) : (((cx__ * dxa__) * dy__) * sin_sg1__));
                                            }
                                            __xfx = xfx__8ca_31_14_gen_0;
                                            yfx__1b2_32_14_gen_0 = yfx__;
                                            if (((__i >= 0) && (__i < (19 + 0)) && (__j >= 3) && (__j < (19 - 2)))) {
                                                yfx__1b2_32_14_gen_0 = ((cy__ > dace::float64(dace::int64(0))) ? (((cy__ * dya__jm1) * dx__) * sin_sg4__jm1) : (((cy__ * dya__) * dx__) * sin_sg2__));
                                            }
                                            __yfx = yfx__1b2_32_14_gen_0;
                                            ///////////////////

                                            __g_self__x_area_flux[(((114 * __i) + (6 * __j)) + __k)] = __xfx;
                                            __g_self__y_area_flux[(((114 * __i) + (6 * __j)) + __k)] = __yfx;
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        {
            double __out;

            ///////////////////
            // Tasklet code (assign_365_4)
            __out = 2.0;
            ///////////////////

            cmax_max_all_ranks = __out;
        }
        {
            double __in2 = cmax_max_all_ranks;
            double __out;

            ///////////////////
            // Tasklet code (_Add_)
            __out = (1.0 + __in2);
            ///////////////////

            __tmp1 = __out;
        }

    }
    n_split = floor(__tmp1);

    if ((n_split > 1.0)) {

        __sym___tmp2 = n_split;
        {

            {
                #pragma omp parallel for
                for (auto __tile_j = 0; __tile_j < 19; __tile_j += 8) {
                    for (auto __tile_i = 0; __tile_i < 19; __tile_i += 8) {
                        {
                            for (auto __i = __tile_i; __i < (__tile_i + Min(8, (19 - __tile_i))); __i += 1) {
                                for (auto __j = __tile_j; __j < (__tile_j + Min(8, (19 - __tile_j))); __j += 1) {
                                    {
                                        for (auto __k = 0; __k < 5; __k += 1) {
                                            {
                                                double cxd__ = x_courant[(((114 * __i) + (6 * __j)) + __k)];
                                                double xfx__ = __g_self__x_area_flux[(((114 * __i) + (6 * __j)) + __k)];
                                                double mfxd__ = x_mass_flux[(((114 * __i) + (6 * __j)) + __k)];
                                                double cyd__ = y_courant[(((114 * __i) + (6 * __j)) + __k)];
                                                double yfx__ = __g_self__y_area_flux[(((114 * __i) + (6 * __j)) + __k)];
                                                double mfyd__ = y_mass_flux[(((114 * __i) + (6 * __j)) + __k)];
                                                double __cxd;
                                                double __xfx;
                                                double __mfxd;
                                                double __cyd;
                                                double __yfx;
                                                double __mfyd;

                                                ///////////////////
                                                // Tasklet code (divide_fluxes_by_n_substeps_computation_139973834826768_Tasklet)
                                                dace::float64 frac_gen_0;
                                                frac_gen_0 = (dace::float64(1.0) / dace::float64(__sym___tmp2));
                                                __cxd = (cxd__ * frac_gen_0);
                                                __xfx = (xfx__ * frac_gen_0);
                                                __mfxd = (mfxd__ * frac_gen_0);
                                                __cyd = (cyd__ * frac_gen_0);
                                                __yfx = (yfx__ * frac_gen_0);
                                                __mfyd = (mfyd__ * frac_gen_0);
                                                ///////////////////

                                                x_courant[(((114 * __i) + (6 * __j)) + __k)] = __cxd;
                                                __g_self__x_area_flux[(((114 * __i) + (6 * __j)) + __k)] = __xfx;
                                                x_mass_flux[(((114 * __i) + (6 * __j)) + __k)] = __mfxd;
                                                y_courant[(((114 * __i) + (6 * __j)) + __k)] = __cyd;
                                                __g_self__y_area_flux[(((114 * __i) + (6 * __j)) + __k)] = __yfx;
                                                y_mass_flux[(((114 * __i) + (6 * __j)) + __k)] = __mfyd;
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }

        }

    }

    {

        {
            int __istate = __pystate;
            int __ostate;

            ///////////////////
            // Tasklet code (callback_381)
            self__tracers_halo_updater_update();
            ///////////////////

            __pystate = __ostate;
        }

    }


    for (it = 0; (it < n_split); it = (it + 1)) {

        __tmp3 = (n_split - 1);

        last_call = (it == __tmp3);
        {
            double *pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___br_0;
            pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___br_0 = new double DACE_ALIGN(64)[1596];
            double *pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___b0__804_19_20_0;
            pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___b0__804_19_20_0 = new double DACE_ALIGN(64)[1596];
            double *pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___br__da4_13_17__296_18_21_0;
            pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___br__da4_13_17__296_18_21_0 = new double DACE_ALIGN(64)[1596];
            double *pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___bl_0;
            pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___bl_0 = new double DACE_ALIGN(64)[1596];
            double *pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___bl__da4_13_17__296_18_21_0;
            pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___bl__da4_13_17__296_18_21_0 = new double DACE_ALIGN(64)[1596];
            double *pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_xppm_XPiecewiseParabolic___call___br_1;
            pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_xppm_XPiecewiseParabolic___call___br_1 = new double DACE_ALIGN(64)[1092];
            double *pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_xppm_XPiecewiseParabolic___call___b0__804_19_20_1;
            pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_xppm_XPiecewiseParabolic___call___b0__804_19_20_1 = new double DACE_ALIGN(64)[1092];
            double *pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_xppm_XPiecewiseParabolic___call___br__da4_13_17__296_18_21_1;
            pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_xppm_XPiecewiseParabolic___call___br__da4_13_17__296_18_21_1 = new double DACE_ALIGN(64)[1092];
            double *pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_xppm_XPiecewiseParabolic___call___bl_1;
            pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_xppm_XPiecewiseParabolic___call___bl_1 = new double DACE_ALIGN(64)[1092];
            double *pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_xppm_XPiecewiseParabolic___call___bl__da4_13_17__296_18_21_1;
            pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_xppm_XPiecewiseParabolic___call___bl__da4_13_17__296_18_21_1 = new double DACE_ALIGN(64)[1092];

            {
                #pragma omp parallel for
                for (auto __tile_j = 0; __tile_j < 12; __tile_j += 8) {
                    for (auto __tile_i = 0; __tile_i < 12; __tile_i += 8) {
                        {
                            for (auto __i = __tile_i; __i < (__tile_i + Min(8, (12 - __tile_i))); __i += 1) {
                                for (auto __j = __tile_j; __j < (__tile_j + Min(8, (12 - __tile_j))); __j += 1) {
                                    {
                                        for (auto __k = 0; __k < 5; __k += 1) {
                                            {
                                                double dp1__ = dp1[((((114 * __i) + (6 * __j)) + __k) + 360)];
                                                double x_mass_flux__ = x_mass_flux[((((114 * __i) + (6 * __j)) + __k) + 360)];
                                                double x_mass_flux__ip1 = x_mass_flux[((((114 * __i) + (6 * __j)) + __k) + 474)];
                                                double y_mass_flux__ = y_mass_flux[((((114 * __i) + (6 * __j)) + __k) + 360)];
                                                double y_mass_flux__jp1 = y_mass_flux[((((114 * __i) + (6 * __j)) + __k) + 366)];
                                                double rarea__ = __g_self_grid_data_rarea[(((19 * __i) + __j) + 60)];
                                                double __dp2;

                                                ///////////////////
                                                // Tasklet code (apply_mass_flux_computation_139973834232336_Tasklet)
                                                __dp2 = (dp1__ + ((((x_mass_flux__ - x_mass_flux__ip1) + y_mass_flux__) - y_mass_flux__jp1) * rarea__));
                                                ///////////////////

                                                __g_self__tmp_dp[((((114 * __i) + (6 * __j)) + __k) + 360)] = __dp2;
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
            copy_corners_y_stencil_defn_computation_139973832066512_0_8_36(__state, &__g_gen395_0[342], &__g_gen395_0[0], 18, 18, 6);
            {
                #pragma omp parallel for
                for (auto __tile_j = 0; __tile_j < 13; __tile_j += 8) {
                    for (auto __tile_i = 0; __tile_i < 19; __tile_i += 8) {
                        compute_y_flux_computation_139973837520144_0_8_49(__state, &y_courant[(((114 * __tile_i) + (6 * __tile_j)) + 18)], &__g_self_grid_data_dya[((19 * __tile_i) + __tile_j)], &__g_gen395_0[((114 * __tile_i) + (6 * __tile_j))], &pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___b0__804_19_20_0[((84 * __tile_i) + (6 * __tile_j))], &pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___bl_0[((84 * __tile_i) + (6 * __tile_j))], &pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___bl__da4_13_17__296_18_21_0[((84 * __tile_i) + (6 * __tile_j))], &pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___br_0[((84 * __tile_i) + (6 * __tile_j))], &pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___br__da4_13_17__296_18_21_0[((84 * __tile_i) + (6 * __tile_j))], &__g_self__q_y_advected_mean[(((114 * __tile_i) + (6 * __tile_j)) + 18)], 19, 13, 6, __tile_i, __tile_j);
                    }
                }
            }
            {
                #pragma omp parallel for
                for (auto __tile_j = 0; __tile_j < 15; __tile_j += 8) {
                    for (auto __tile_i = 0; __tile_i < 18; __tile_i += 8) {
                        {
                            for (auto __i = __tile_i; __i < (__tile_i + Min(8, (18 - __tile_i))); __i += 1) {
                                for (auto __j = __tile_j; __j < (__tile_j + Min(8, (15 - __tile_j))); __j += 1) {
                                    {
                                        for (auto __k = 0; __k < 6; __k += 1) {
                                            {
                                                double y_area_flux__jp1 = __g_self__y_area_flux[((((114 * __i) + (6 * __j)) + __k) + 24)];
                                                double q_advected_along_y__jp1 = __g_self__q_y_advected_mean[((((114 * __i) + (6 * __j)) + __k) + 24)];
                                                double y_area_flux__ = __g_self__y_area_flux[((((114 * __i) + (6 * __j)) + __k) + 18)];
                                                double q_advected_along_y__ = __g_self__q_y_advected_mean[((((114 * __i) + (6 * __j)) + __k) + 18)];
                                                double q__ = __g_gen395_0[((((114 * __i) + (6 * __j)) + __k) + 18)];
                                                double area__ = __g_self__area[(((19 * __i) + __j) + 3)];
                                                double __q_i;

                                                ///////////////////
                                                // Tasklet code (q_i_stencil_computation_139973845149328_Tasklet)
                                                dace::float64 fyy_gen_0;
                                                dace::float64 fyy_gen_1;
                                                fyy_gen_1 = (y_area_flux__jp1 * q_advected_along_y__jp1);
                                                fyy_gen_0 = (y_area_flux__ * q_advected_along_y__);
                                                __q_i = ((((q__ * area__) + fyy_gen_0) - fyy_gen_1) / ((area__ + y_area_flux__) - y_area_flux__jp1));
                                                ///////////////////

                                                __g_self__q_advected_y[((((114 * __i) + (6 * __j)) + __k) + 18)] = __q_i;
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
            {
                #pragma omp parallel for
                for (auto __tile_j = 0; __tile_j < 13; __tile_j += 8) {
                    for (auto __tile_i = 0; __tile_i < 13; __tile_i += 8) {
                        compute_x_flux_computation_139973832036944_0_8_39(__state, &x_courant[(((114 * __tile_i) + (6 * __tile_j)) + 360)], &__g_self_grid_data_dxa[(((19 * __tile_i) + __tile_j) + 3)], &__g_self__q_advected_y[(((114 * __tile_i) + (6 * __tile_j)) + 18)], &pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_xppm_XPiecewiseParabolic___call___b0__804_19_20_1[((78 * __tile_i) + (6 * __tile_j))], &pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_xppm_XPiecewiseParabolic___call___bl_1[((78 * __tile_i) + (6 * __tile_j))], &pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_xppm_XPiecewiseParabolic___call___bl__da4_13_17__296_18_21_1[((78 * __tile_i) + (6 * __tile_j))], &pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_xppm_XPiecewiseParabolic___call___br_1[((78 * __tile_i) + (6 * __tile_j))], &pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_xppm_XPiecewiseParabolic___call___br__da4_13_17__296_18_21_1[((78 * __tile_i) + (6 * __tile_j))], &__g_self__q_advected_y_x_advected_mean[(((114 * __tile_i) + (6 * __tile_j)) + 360)], 13, 13, 6, __tile_i, __tile_j);
                    }
                }
            }
            delete[] pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___br_0;
            delete[] pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___b0__804_19_20_0;
            delete[] pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___br__da4_13_17__296_18_21_0;
            delete[] pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___bl_0;
            delete[] pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___bl__da4_13_17__296_18_21_0;
            delete[] pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_xppm_XPiecewiseParabolic___call___br_1;
            delete[] pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_xppm_XPiecewiseParabolic___call___b0__804_19_20_1;
            delete[] pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_xppm_XPiecewiseParabolic___call___br__da4_13_17__296_18_21_1;
            delete[] pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_xppm_XPiecewiseParabolic___call___bl_1;
            delete[] pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_xppm_XPiecewiseParabolic___call___bl__da4_13_17__296_18_21_1;

        }
        {
            double *pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_xppm_XPiecewiseParabolic___call___br_0_0;
            pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_xppm_XPiecewiseParabolic___call___br_0_0 = new double DACE_ALIGN(64)[1596];
            double *pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_xppm_XPiecewiseParabolic___call___b0__804_19_20_0_0;
            pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_xppm_XPiecewiseParabolic___call___b0__804_19_20_0_0 = new double DACE_ALIGN(64)[1596];
            double *pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_xppm_XPiecewiseParabolic___call___br__da4_13_17__296_18_21_0_0;
            pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_xppm_XPiecewiseParabolic___call___br__da4_13_17__296_18_21_0_0 = new double DACE_ALIGN(64)[1596];
            double *pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_xppm_XPiecewiseParabolic___call___bl_0_0;
            pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_xppm_XPiecewiseParabolic___call___bl_0_0 = new double DACE_ALIGN(64)[1596];
            double *pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_xppm_XPiecewiseParabolic___call___bl__da4_13_17__296_18_21_0_0;
            pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_xppm_XPiecewiseParabolic___call___bl__da4_13_17__296_18_21_0_0 = new double DACE_ALIGN(64)[1596];
            double *pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_yppm_YPiecewiseParabolic___call___br_0;
            pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_yppm_YPiecewiseParabolic___call___br_0 = new double DACE_ALIGN(64)[1092];
            double *pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_yppm_YPiecewiseParabolic___call___b0__804_19_20_0;
            pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_yppm_YPiecewiseParabolic___call___b0__804_19_20_0 = new double DACE_ALIGN(64)[1092];
            double *pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_yppm_YPiecewiseParabolic___call___br__da4_13_17__296_18_21_0;
            pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_yppm_YPiecewiseParabolic___call___br__da4_13_17__296_18_21_0 = new double DACE_ALIGN(64)[1092];
            double *pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_yppm_YPiecewiseParabolic___call___bl_0;
            pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_yppm_YPiecewiseParabolic___call___bl_0 = new double DACE_ALIGN(64)[1092];
            double *pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_yppm_YPiecewiseParabolic___call___bl__da4_13_17__296_18_21_0;
            pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_yppm_YPiecewiseParabolic___call___bl__da4_13_17__296_18_21_0 = new double DACE_ALIGN(64)[1092];

            copy_corners_x_stencil_defn_computation_139973824792016_0_37_31(__state, &__g_gen395_0[18], &__g_gen395_0[0], 18, 18, 6);
            {
                #pragma omp parallel for
                for (auto __tile_j = 0; __tile_j < 19; __tile_j += 8) {
                    for (auto __tile_i = 0; __tile_i < 13; __tile_i += 8) {
                        compute_x_flux_computation_139973832036944_0_37_44(__state, &x_courant[(((114 * __tile_i) + (6 * __tile_j)) + 342)], &__g_self_grid_data_dxa[((19 * __tile_i) + __tile_j)], &__g_gen395_0[((114 * __tile_i) + (6 * __tile_j))], &pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_xppm_XPiecewiseParabolic___call___b0__804_19_20_0_0[((114 * __tile_i) + (6 * __tile_j))], &pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_xppm_XPiecewiseParabolic___call___bl_0_0[((114 * __tile_i) + (6 * __tile_j))], &pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_xppm_XPiecewiseParabolic___call___bl__da4_13_17__296_18_21_0_0[((114 * __tile_i) + (6 * __tile_j))], &pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_xppm_XPiecewiseParabolic___call___br_0_0[((114 * __tile_i) + (6 * __tile_j))], &pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_xppm_XPiecewiseParabolic___call___br__da4_13_17__296_18_21_0_0[((114 * __tile_i) + (6 * __tile_j))], &__g_self__q_x_advected_mean[(((114 * __tile_i) + (6 * __tile_j)) + 342)], 13, 19, 6, __tile_i, __tile_j);
                    }
                }
            }
            {
                #pragma omp parallel for
                for (auto __tile_j = 0; __tile_j < 18; __tile_j += 8) {
                    for (auto __tile_i = 0; __tile_i < 15; __tile_i += 8) {
                        {
                            for (auto __i = __tile_i; __i < (__tile_i + Min(8, (15 - __tile_i))); __i += 1) {
                                for (auto __j = __tile_j; __j < (__tile_j + Min(8, (18 - __tile_j))); __j += 1) {
                                    {
                                        for (auto __k = 0; __k < 6; __k += 1) {
                                            {
                                                double x_area_flux__ = __g_self__x_area_flux[((((114 * __i) + (6 * __j)) + __k) + 342)];
                                                double fx2__ = __g_self__q_x_advected_mean[((((114 * __i) + (6 * __j)) + __k) + 342)];
                                                double x_area_flux__ip1 = __g_self__x_area_flux[((((114 * __i) + (6 * __j)) + __k) + 456)];
                                                double fx2__ip1 = __g_self__q_x_advected_mean[((((114 * __i) + (6 * __j)) + __k) + 456)];
                                                double area__ = __g_self__area[(((19 * __i) + __j) + 57)];
                                                double q__ = __g_gen395_0[((((114 * __i) + (6 * __j)) + __k) + 342)];
                                                double __q_j;

                                                ///////////////////
                                                // Tasklet code (q_j_stencil_computation_139973827451024_Tasklet)
                                                dace::float64 fx1_gen_0;
                                                dace::float64 fx1_gen_1;
                                                dace::float64 area_with_x_flux_gen_0;
                                                fx1_gen_1 = (x_area_flux__ * fx2__);
                                                fx1_gen_0 = (x_area_flux__ip1 * fx2__ip1);
                                                area_with_x_flux_gen_0 = ((area__ + x_area_flux__) - x_area_flux__ip1);
                                                __q_j = ((((q__ * area__) + fx1_gen_1) - fx1_gen_0) / area_with_x_flux_gen_0);
                                                ///////////////////

                                                __g_self__q_advected_x[((((114 * __i) + (6 * __j)) + __k) + 342)] = __q_j;
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
            {
                #pragma omp parallel for
                for (auto __tile_j = 0; __tile_j < 13; __tile_j += 8) {
                    for (auto __tile_i = 0; __tile_i < 13; __tile_i += 8) {
                        compute_y_flux_computation_139973837520144_0_8_49(__state, &y_courant[(((114 * __tile_i) + (6 * __tile_j)) + 360)], &__g_self_grid_data_dya[(((19 * __tile_i) + __tile_j) + 57)], &__g_self__q_advected_x[(((114 * __tile_i) + (6 * __tile_j)) + 342)], &pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_yppm_YPiecewiseParabolic___call___b0__804_19_20_0[((84 * __tile_i) + (6 * __tile_j))], &pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_yppm_YPiecewiseParabolic___call___bl_0[((84 * __tile_i) + (6 * __tile_j))], &pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_yppm_YPiecewiseParabolic___call___bl__da4_13_17__296_18_21_0[((84 * __tile_i) + (6 * __tile_j))], &pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_yppm_YPiecewiseParabolic___call___br_0[((84 * __tile_i) + (6 * __tile_j))], &pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_yppm_YPiecewiseParabolic___call___br__da4_13_17__296_18_21_0[((84 * __tile_i) + (6 * __tile_j))], &__g_self__q_advected_x_y_advected_mean[(((114 * __tile_i) + (6 * __tile_j)) + 360)], 13, 13, 6, __tile_i, __tile_j);
                    }
                }
            }
            delete[] pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_xppm_XPiecewiseParabolic___call___br_0_0;
            delete[] pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_xppm_XPiecewiseParabolic___call___b0__804_19_20_0_0;
            delete[] pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_xppm_XPiecewiseParabolic___call___br__da4_13_17__296_18_21_0_0;
            delete[] pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_xppm_XPiecewiseParabolic___call___bl_0_0;
            delete[] pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_xppm_XPiecewiseParabolic___call___bl__da4_13_17__296_18_21_0_0;
            delete[] pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_yppm_YPiecewiseParabolic___call___br_0;
            delete[] pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_yppm_YPiecewiseParabolic___call___b0__804_19_20_0;
            delete[] pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_yppm_YPiecewiseParabolic___call___br__da4_13_17__296_18_21_0;
            delete[] pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_yppm_YPiecewiseParabolic___call___bl_0;
            delete[] pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_yppm_YPiecewiseParabolic___call___bl__da4_13_17__296_18_21_0;

        }
        if ((x_mass_flux == nullptr)) {

            if ((y_mass_flux == nullptr)) {
                {

                    {
                        #pragma omp parallel for
                        for (auto __tile_j = 0; __tile_j < 13; __tile_j += 8) {
                            for (auto __tile_i = 0; __tile_i < 13; __tile_i += 8) {
                                {
                                    for (auto __i = __tile_i; __i < (__tile_i + Min(8, (13 - __tile_i))); __i += 1) {
                                        for (auto __j = __tile_j; __j < (__tile_j + Min(8, (13 - __tile_j))); __j += 1) {
                                            {
                                                for (auto __k = 0; __k < 6; __k += 1) {
                                                    {
                                                        const double &q_advected_y_x_advected_mean__ = __g_self__q_advected_y_x_advected_mean[((((114 * __i) + (6 * __j)) + __k) + 360)];
                                                        const double &q_x_advected_mean__ = __g_self__q_x_advected_mean[((((114 * __i) + (6 * __j)) + __k) + 360)];
                                                        const double &x_unit_flux__ = __g_self__x_area_flux[((((114 * __i) + (6 * __j)) + __k) + 360)];
                                                        const double &q_advected_x_y_advected_mean__ = __g_self__q_advected_x_y_advected_mean[((((114 * __i) + (6 * __j)) + __k) + 360)];
                                                        const double &q_y_advected_mean__ = __g_self__q_y_advected_mean[((((114 * __i) + (6 * __j)) + __k) + 360)];
                                                        const double &y_unit_flux__ = __g_self__y_area_flux[((((114 * __i) + (6 * __j)) + __k) + 360)];
                                                        double* __x_flux = __g_self__x_flux + ((((114 * __i) + (6 * __j)) + __k) + 360);
                                                        double* __y_flux = __g_self__y_flux + ((((114 * __i) + (6 * __j)) + __k) + 360);

                                                        ///////////////////
                                                        // Tasklet code (final_fluxes_computation_139973816130448_Tasklet)
                                                        if ((__j < (13 - 1))) {__g_self__x_flux[((((114 * __i) + (6 * __j)) + __k) + 360)] = ((dace::float64(0.5) * (q_advected_y_x_advected_mean__ + q_x_advected_mean__)) * x_unit_flux__);
                                                        }
                                                        if ((__i < (13 - 1))) {__g_self__y_flux[((((114 * __i) + (6 * __j)) + __k) + 360)] = ((dace::float64(0.5) * (q_advected_x_y_advected_mean__ + q_y_advected_mean__)) * y_unit_flux__);
                                                        }
                                                        ///////////////////

                                                    }
                                                }
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }

                }

            } else {
                {

                    {
                        #pragma omp parallel for
                        for (auto __tile_j = 0; __tile_j < 13; __tile_j += 8) {
                            for (auto __tile_i = 0; __tile_i < 13; __tile_i += 8) {
                                {
                                    for (auto __i = __tile_i; __i < (__tile_i + Min(8, (13 - __tile_i))); __i += 1) {
                                        for (auto __j = __tile_j; __j < (__tile_j + Min(8, (13 - __tile_j))); __j += 1) {
                                            {
                                                for (auto __k = 0; __k < 6; __k += 1) {
                                                    {
                                                        const double &q_advected_y_x_advected_mean__ = __g_self__q_advected_y_x_advected_mean[((((114 * __i) + (6 * __j)) + __k) + 360)];
                                                        const double &q_x_advected_mean__ = __g_self__q_x_advected_mean[((((114 * __i) + (6 * __j)) + __k) + 360)];
                                                        const double &x_unit_flux__ = __g_self__x_area_flux[((((114 * __i) + (6 * __j)) + __k) + 360)];
                                                        const double &q_advected_x_y_advected_mean__ = __g_self__q_advected_x_y_advected_mean[((((114 * __i) + (6 * __j)) + __k) + 360)];
                                                        const double &q_y_advected_mean__ = __g_self__q_y_advected_mean[((((114 * __i) + (6 * __j)) + __k) + 360)];
                                                        const double &y_unit_flux__ = y_mass_flux[((((114 * __i) + (6 * __j)) + __k) + 360)];
                                                        double* __x_flux = __g_self__x_flux + ((((114 * __i) + (6 * __j)) + __k) + 360);
                                                        double* __y_flux = __g_self__y_flux + ((((114 * __i) + (6 * __j)) + __k) + 360);

                                                        ///////////////////
                                                        // Tasklet code (final_fluxes_computation_139973816130448_Tasklet)
                                                        if ((__j < (13 - 1))) {__g_self__x_flux[((((114 * __i) + (6 * __j)) + __k) + 360)] = ((dace::float64(0.5) * (q_advected_y_x_advected_mean__ + q_x_advected_mean__)) * x_unit_flux__);
                                                        }
                                                        if ((__i < (13 - 1))) {__g_self__y_flux[((((114 * __i) + (6 * __j)) + __k) + 360)] = ((dace::float64(0.5) * (q_advected_x_y_advected_mean__ + q_y_advected_mean__)) * y_unit_flux__);
                                                        }
                                                        ///////////////////

                                                    }
                                                }
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }

                }

            }


        } else {

            if ((y_mass_flux == nullptr)) {
                {

                    {
                        #pragma omp parallel for
                        for (auto __tile_j = 0; __tile_j < 13; __tile_j += 8) {
                            for (auto __tile_i = 0; __tile_i < 13; __tile_i += 8) {
                                {
                                    for (auto __i = __tile_i; __i < (__tile_i + Min(8, (13 - __tile_i))); __i += 1) {
                                        for (auto __j = __tile_j; __j < (__tile_j + Min(8, (13 - __tile_j))); __j += 1) {
                                            {
                                                for (auto __k = 0; __k < 6; __k += 1) {
                                                    {
                                                        const double &q_advected_y_x_advected_mean__ = __g_self__q_advected_y_x_advected_mean[((((114 * __i) + (6 * __j)) + __k) + 360)];
                                                        const double &q_x_advected_mean__ = __g_self__q_x_advected_mean[((((114 * __i) + (6 * __j)) + __k) + 360)];
                                                        const double &x_unit_flux__ = x_mass_flux[((((114 * __i) + (6 * __j)) + __k) + 360)];
                                                        const double &q_advected_x_y_advected_mean__ = __g_self__q_advected_x_y_advected_mean[((((114 * __i) + (6 * __j)) + __k) + 360)];
                                                        const double &q_y_advected_mean__ = __g_self__q_y_advected_mean[((((114 * __i) + (6 * __j)) + __k) + 360)];
                                                        const double &y_unit_flux__ = __g_self__y_area_flux[((((114 * __i) + (6 * __j)) + __k) + 360)];
                                                        double* __x_flux = __g_self__x_flux + ((((114 * __i) + (6 * __j)) + __k) + 360);
                                                        double* __y_flux = __g_self__y_flux + ((((114 * __i) + (6 * __j)) + __k) + 360);

                                                        ///////////////////
                                                        // Tasklet code (final_fluxes_computation_139973816130448_Tasklet)
                                                        if ((__j < (13 - 1))) {__g_self__x_flux[((((114 * __i) + (6 * __j)) + __k) + 360)] = ((dace::float64(0.5) * (q_advected_y_x_advected_mean__ + q_x_advected_mean__)) * x_unit_flux__);
                                                        }
                                                        if ((__i < (13 - 1))) {__g_self__y_flux[((((114 * __i) + (6 * __j)) + __k) + 360)] = ((dace::float64(0.5) * (q_advected_x_y_advected_mean__ + q_y_advected_mean__)) * y_unit_flux__);
                                                        }
                                                        ///////////////////

                                                    }
                                                }
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }

                }

            } else {
                {

                    {
                        #pragma omp parallel for
                        for (auto __tile_j = 0; __tile_j < 13; __tile_j += 8) {
                            for (auto __tile_i = 0; __tile_i < 13; __tile_i += 8) {
                                {
                                    for (auto __i = __tile_i; __i < (__tile_i + Min(8, (13 - __tile_i))); __i += 1) {
                                        for (auto __j = __tile_j; __j < (__tile_j + Min(8, (13 - __tile_j))); __j += 1) {
                                            {
                                                for (auto __k = 0; __k < 6; __k += 1) {
                                                    {
                                                        const double &q_advected_y_x_advected_mean__ = __g_self__q_advected_y_x_advected_mean[((((114 * __i) + (6 * __j)) + __k) + 360)];
                                                        const double &q_x_advected_mean__ = __g_self__q_x_advected_mean[((((114 * __i) + (6 * __j)) + __k) + 360)];
                                                        const double &x_unit_flux__ = x_mass_flux[((((114 * __i) + (6 * __j)) + __k) + 360)];
                                                        const double &q_advected_x_y_advected_mean__ = __g_self__q_advected_x_y_advected_mean[((((114 * __i) + (6 * __j)) + __k) + 360)];
                                                        const double &q_y_advected_mean__ = __g_self__q_y_advected_mean[((((114 * __i) + (6 * __j)) + __k) + 360)];
                                                        const double &y_unit_flux__ = y_mass_flux[((((114 * __i) + (6 * __j)) + __k) + 360)];
                                                        double* __x_flux = __g_self__x_flux + ((((114 * __i) + (6 * __j)) + __k) + 360);
                                                        double* __y_flux = __g_self__y_flux + ((((114 * __i) + (6 * __j)) + __k) + 360);

                                                        ///////////////////
                                                        // Tasklet code (final_fluxes_computation_139973816130448_Tasklet)
                                                        if ((__j < (13 - 1))) {__g_self__x_flux[((((114 * __i) + (6 * __j)) + __k) + 360)] = ((dace::float64(0.5) * (q_advected_y_x_advected_mean__ + q_x_advected_mean__)) * x_unit_flux__);
                                                        }
                                                        if ((__i < (13 - 1))) {__g_self__y_flux[((((114 * __i) + (6 * __j)) + __k) + 360)] = ((dace::float64(0.5) * (q_advected_x_y_advected_mean__ + q_y_advected_mean__)) * y_unit_flux__);
                                                        }
                                                        ///////////////////

                                                    }
                                                }
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }

                }

            }


        }
        {
            double *pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___br;
            pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___br = new double DACE_ALIGN(64)[1596];
            double *pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___b0__804_19_20;
            pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___b0__804_19_20 = new double DACE_ALIGN(64)[1596];
            double *pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___br__da4_13_17__296_18_21;
            pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___br__da4_13_17__296_18_21 = new double DACE_ALIGN(64)[1596];
            double *pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___bl;
            pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___bl = new double DACE_ALIGN(64)[1596];
            double *pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___bl__da4_13_17__296_18_21;
            pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___bl__da4_13_17__296_18_21 = new double DACE_ALIGN(64)[1596];
            double *pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_xppm_XPiecewiseParabolic___call___br;
            pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_xppm_XPiecewiseParabolic___call___br = new double DACE_ALIGN(64)[1092];
            double *pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_xppm_XPiecewiseParabolic___call___b0__804_19_20;
            pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_xppm_XPiecewiseParabolic___call___b0__804_19_20 = new double DACE_ALIGN(64)[1092];
            double *pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_xppm_XPiecewiseParabolic___call___br__da4_13_17__296_18_21;
            pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_xppm_XPiecewiseParabolic___call___br__da4_13_17__296_18_21 = new double DACE_ALIGN(64)[1092];
            double *pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_xppm_XPiecewiseParabolic___call___bl;
            pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_xppm_XPiecewiseParabolic___call___bl = new double DACE_ALIGN(64)[1092];
            double *pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_xppm_XPiecewiseParabolic___call___bl__da4_13_17__296_18_21;
            pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_xppm_XPiecewiseParabolic___call___bl__da4_13_17__296_18_21 = new double DACE_ALIGN(64)[1092];

            {
                #pragma omp parallel for
                for (auto __tile_j = 0; __tile_j < 12; __tile_j += 8) {
                    for (auto __tile_i = 0; __tile_i < 12; __tile_i += 8) {
                        {
                            for (auto __i = __tile_i; __i < (__tile_i + Min(8, (12 - __tile_i))); __i += 1) {
                                for (auto __j = __tile_j; __j < (__tile_j + Min(8, (12 - __tile_j))); __j += 1) {
                                    {
                                        for (auto __k = 0; __k < 5; __k += 1) {
                                            {
                                                double q__ = __g_gen395_0[((((114 * __i) + (6 * __j)) + __k) + 360)];
                                                double dp1__ = dp1[((((114 * __i) + (6 * __j)) + __k) + 360)];
                                                double fx__ = __g_self__x_flux[((((114 * __i) + (6 * __j)) + __k) + 360)];
                                                double fx__ip1 = __g_self__x_flux[((((114 * __i) + (6 * __j)) + __k) + 474)];
                                                double fy__ = __g_self__y_flux[((((114 * __i) + (6 * __j)) + __k) + 360)];
                                                double fy__jp1 = __g_self__y_flux[((((114 * __i) + (6 * __j)) + __k) + 366)];
                                                double rarea__ = __g_self_grid_data_rarea[(((19 * __i) + __j) + 60)];
                                                double dp2__ = __g_self__tmp_dp[((((114 * __i) + (6 * __j)) + __k) + 360)];
                                                double __q;

                                                ///////////////////
                                                // Tasklet code (apply_tracer_flux_computation_139973818533328_Tasklet)
                                                __q = (((q__ * dp1__) + ((((fx__ - fx__ip1) + fy__) - fy__jp1) * rarea__)) / dp2__);
                                                ///////////////////

                                                __g_gen395_0[((((114 * __i) + (6 * __j)) + __k) + 360)] = __q;
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
            copy_corners_y_stencil_defn_computation_139973832066512_0_8_36(__state, &__g_gen395_1[342], &__g_gen395_1[0], 18, 18, 6);
            {
                #pragma omp parallel for
                for (auto __tile_j = 0; __tile_j < 13; __tile_j += 8) {
                    for (auto __tile_i = 0; __tile_i < 19; __tile_i += 8) {
                        compute_y_flux_computation_139973837520144_0_8_49(__state, &y_courant[(((114 * __tile_i) + (6 * __tile_j)) + 18)], &__g_self_grid_data_dya[((19 * __tile_i) + __tile_j)], &__g_gen395_1[((114 * __tile_i) + (6 * __tile_j))], &pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___b0__804_19_20[((84 * __tile_i) + (6 * __tile_j))], &pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___bl[((84 * __tile_i) + (6 * __tile_j))], &pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___bl__da4_13_17__296_18_21[((84 * __tile_i) + (6 * __tile_j))], &pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___br[((84 * __tile_i) + (6 * __tile_j))], &pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___br__da4_13_17__296_18_21[((84 * __tile_i) + (6 * __tile_j))], &__g_self__q_y_advected_mean[(((114 * __tile_i) + (6 * __tile_j)) + 18)], 19, 13, 6, __tile_i, __tile_j);
                    }
                }
            }
            {
                #pragma omp parallel for
                for (auto __tile_j = 0; __tile_j < 15; __tile_j += 8) {
                    for (auto __tile_i = 0; __tile_i < 18; __tile_i += 8) {
                        {
                            for (auto __i = __tile_i; __i < (__tile_i + Min(8, (18 - __tile_i))); __i += 1) {
                                for (auto __j = __tile_j; __j < (__tile_j + Min(8, (15 - __tile_j))); __j += 1) {
                                    {
                                        for (auto __k = 0; __k < 6; __k += 1) {
                                            {
                                                double y_area_flux__jp1 = __g_self__y_area_flux[((((114 * __i) + (6 * __j)) + __k) + 24)];
                                                double q_advected_along_y__jp1 = __g_self__q_y_advected_mean[((((114 * __i) + (6 * __j)) + __k) + 24)];
                                                double y_area_flux__ = __g_self__y_area_flux[((((114 * __i) + (6 * __j)) + __k) + 18)];
                                                double q_advected_along_y__ = __g_self__q_y_advected_mean[((((114 * __i) + (6 * __j)) + __k) + 18)];
                                                double q__ = __g_gen395_1[((((114 * __i) + (6 * __j)) + __k) + 18)];
                                                double area__ = __g_self__area[(((19 * __i) + __j) + 3)];
                                                double __q_i;

                                                ///////////////////
                                                // Tasklet code (q_i_stencil_computation_139973845149328_Tasklet)
                                                dace::float64 fyy_gen_0;
                                                dace::float64 fyy_gen_1;
                                                fyy_gen_1 = (y_area_flux__jp1 * q_advected_along_y__jp1);
                                                fyy_gen_0 = (y_area_flux__ * q_advected_along_y__);
                                                __q_i = ((((q__ * area__) + fyy_gen_0) - fyy_gen_1) / ((area__ + y_area_flux__) - y_area_flux__jp1));
                                                ///////////////////

                                                __g_self__q_advected_y[((((114 * __i) + (6 * __j)) + __k) + 18)] = __q_i;
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
            {
                #pragma omp parallel for
                for (auto __tile_j = 0; __tile_j < 13; __tile_j += 8) {
                    for (auto __tile_i = 0; __tile_i < 13; __tile_i += 8) {
                        compute_x_flux_computation_139973832036944_0_8_39(__state, &x_courant[(((114 * __tile_i) + (6 * __tile_j)) + 360)], &__g_self_grid_data_dxa[(((19 * __tile_i) + __tile_j) + 3)], &__g_self__q_advected_y[(((114 * __tile_i) + (6 * __tile_j)) + 18)], &pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_xppm_XPiecewiseParabolic___call___b0__804_19_20[((78 * __tile_i) + (6 * __tile_j))], &pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_xppm_XPiecewiseParabolic___call___bl[((78 * __tile_i) + (6 * __tile_j))], &pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_xppm_XPiecewiseParabolic___call___bl__da4_13_17__296_18_21[((78 * __tile_i) + (6 * __tile_j))], &pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_xppm_XPiecewiseParabolic___call___br[((78 * __tile_i) + (6 * __tile_j))], &pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_xppm_XPiecewiseParabolic___call___br__da4_13_17__296_18_21[((78 * __tile_i) + (6 * __tile_j))], &__g_self__q_advected_y_x_advected_mean[(((114 * __tile_i) + (6 * __tile_j)) + 360)], 13, 13, 6, __tile_i, __tile_j);
                    }
                }
            }
            delete[] pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___br;
            delete[] pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___b0__804_19_20;
            delete[] pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___br__da4_13_17__296_18_21;
            delete[] pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___bl;
            delete[] pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___bl__da4_13_17__296_18_21;
            delete[] pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_xppm_XPiecewiseParabolic___call___br;
            delete[] pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_xppm_XPiecewiseParabolic___call___b0__804_19_20;
            delete[] pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_xppm_XPiecewiseParabolic___call___br__da4_13_17__296_18_21;
            delete[] pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_xppm_XPiecewiseParabolic___call___bl;
            delete[] pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_xppm_XPiecewiseParabolic___call___bl__da4_13_17__296_18_21;

        }
        {
            double *pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_xppm_XPiecewiseParabolic___call___br_0;
            pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_xppm_XPiecewiseParabolic___call___br_0 = new double DACE_ALIGN(64)[1596];
            double *pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_xppm_XPiecewiseParabolic___call___b0__804_19_20_0;
            pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_xppm_XPiecewiseParabolic___call___b0__804_19_20_0 = new double DACE_ALIGN(64)[1596];
            double *pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_xppm_XPiecewiseParabolic___call___br__da4_13_17__296_18_21_0;
            pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_xppm_XPiecewiseParabolic___call___br__da4_13_17__296_18_21_0 = new double DACE_ALIGN(64)[1596];
            double *pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_xppm_XPiecewiseParabolic___call___bl_0;
            pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_xppm_XPiecewiseParabolic___call___bl_0 = new double DACE_ALIGN(64)[1596];
            double *pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_xppm_XPiecewiseParabolic___call___bl__da4_13_17__296_18_21_0;
            pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_xppm_XPiecewiseParabolic___call___bl__da4_13_17__296_18_21_0 = new double DACE_ALIGN(64)[1596];
            double *pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_yppm_YPiecewiseParabolic___call___br;
            pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_yppm_YPiecewiseParabolic___call___br = new double DACE_ALIGN(64)[1092];
            double *pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_yppm_YPiecewiseParabolic___call___b0__804_19_20;
            pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_yppm_YPiecewiseParabolic___call___b0__804_19_20 = new double DACE_ALIGN(64)[1092];
            double *pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_yppm_YPiecewiseParabolic___call___br__da4_13_17__296_18_21;
            pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_yppm_YPiecewiseParabolic___call___br__da4_13_17__296_18_21 = new double DACE_ALIGN(64)[1092];
            double *pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_yppm_YPiecewiseParabolic___call___bl;
            pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_yppm_YPiecewiseParabolic___call___bl = new double DACE_ALIGN(64)[1092];
            double *pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_yppm_YPiecewiseParabolic___call___bl__da4_13_17__296_18_21;
            pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_yppm_YPiecewiseParabolic___call___bl__da4_13_17__296_18_21 = new double DACE_ALIGN(64)[1092];

            copy_corners_x_stencil_defn_computation_139973824792016_0_37_31(__state, &__g_gen395_1[18], &__g_gen395_1[0], 18, 18, 6);
            {
                #pragma omp parallel for
                for (auto __tile_j = 0; __tile_j < 19; __tile_j += 8) {
                    for (auto __tile_i = 0; __tile_i < 13; __tile_i += 8) {
                        compute_x_flux_computation_139973832036944_0_37_44(__state, &x_courant[(((114 * __tile_i) + (6 * __tile_j)) + 342)], &__g_self_grid_data_dxa[((19 * __tile_i) + __tile_j)], &__g_gen395_1[((114 * __tile_i) + (6 * __tile_j))], &pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_xppm_XPiecewiseParabolic___call___b0__804_19_20_0[((114 * __tile_i) + (6 * __tile_j))], &pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_xppm_XPiecewiseParabolic___call___bl_0[((114 * __tile_i) + (6 * __tile_j))], &pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_xppm_XPiecewiseParabolic___call___bl__da4_13_17__296_18_21_0[((114 * __tile_i) + (6 * __tile_j))], &pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_xppm_XPiecewiseParabolic___call___br_0[((114 * __tile_i) + (6 * __tile_j))], &pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_xppm_XPiecewiseParabolic___call___br__da4_13_17__296_18_21_0[((114 * __tile_i) + (6 * __tile_j))], &__g_self__q_x_advected_mean[(((114 * __tile_i) + (6 * __tile_j)) + 342)], 13, 19, 6, __tile_i, __tile_j);
                    }
                }
            }
            {
                #pragma omp parallel for
                for (auto __tile_j = 0; __tile_j < 18; __tile_j += 8) {
                    for (auto __tile_i = 0; __tile_i < 15; __tile_i += 8) {
                        {
                            for (auto __i = __tile_i; __i < (__tile_i + Min(8, (15 - __tile_i))); __i += 1) {
                                for (auto __j = __tile_j; __j < (__tile_j + Min(8, (18 - __tile_j))); __j += 1) {
                                    {
                                        for (auto __k = 0; __k < 6; __k += 1) {
                                            {
                                                double x_area_flux__ = __g_self__x_area_flux[((((114 * __i) + (6 * __j)) + __k) + 342)];
                                                double fx2__ = __g_self__q_x_advected_mean[((((114 * __i) + (6 * __j)) + __k) + 342)];
                                                double x_area_flux__ip1 = __g_self__x_area_flux[((((114 * __i) + (6 * __j)) + __k) + 456)];
                                                double fx2__ip1 = __g_self__q_x_advected_mean[((((114 * __i) + (6 * __j)) + __k) + 456)];
                                                double area__ = __g_self__area[(((19 * __i) + __j) + 57)];
                                                double q__ = __g_gen395_1[((((114 * __i) + (6 * __j)) + __k) + 342)];
                                                double __q_j;

                                                ///////////////////
                                                // Tasklet code (q_j_stencil_computation_139973827451024_Tasklet)
                                                dace::float64 fx1_gen_0;
                                                dace::float64 fx1_gen_1;
                                                dace::float64 area_with_x_flux_gen_0;
                                                fx1_gen_1 = (x_area_flux__ * fx2__);
                                                fx1_gen_0 = (x_area_flux__ip1 * fx2__ip1);
                                                area_with_x_flux_gen_0 = ((area__ + x_area_flux__) - x_area_flux__ip1);
                                                __q_j = ((((q__ * area__) + fx1_gen_1) - fx1_gen_0) / area_with_x_flux_gen_0);
                                                ///////////////////

                                                __g_self__q_advected_x[((((114 * __i) + (6 * __j)) + __k) + 342)] = __q_j;
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
            {
                #pragma omp parallel for
                for (auto __tile_j = 0; __tile_j < 13; __tile_j += 8) {
                    for (auto __tile_i = 0; __tile_i < 13; __tile_i += 8) {
                        compute_y_flux_computation_139973837520144_0_8_49(__state, &y_courant[(((114 * __tile_i) + (6 * __tile_j)) + 360)], &__g_self_grid_data_dya[(((19 * __tile_i) + __tile_j) + 57)], &__g_self__q_advected_x[(((114 * __tile_i) + (6 * __tile_j)) + 342)], &pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_yppm_YPiecewiseParabolic___call___b0__804_19_20[((84 * __tile_i) + (6 * __tile_j))], &pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_yppm_YPiecewiseParabolic___call___bl[((84 * __tile_i) + (6 * __tile_j))], &pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_yppm_YPiecewiseParabolic___call___bl__da4_13_17__296_18_21[((84 * __tile_i) + (6 * __tile_j))], &pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_yppm_YPiecewiseParabolic___call___br[((84 * __tile_i) + (6 * __tile_j))], &pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_yppm_YPiecewiseParabolic___call___br__da4_13_17__296_18_21[((84 * __tile_i) + (6 * __tile_j))], &__g_self__q_advected_x_y_advected_mean[(((114 * __tile_i) + (6 * __tile_j)) + 360)], 13, 13, 6, __tile_i, __tile_j);
                    }
                }
            }
            delete[] pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_xppm_XPiecewiseParabolic___call___br_0;
            delete[] pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_xppm_XPiecewiseParabolic___call___b0__804_19_20_0;
            delete[] pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_xppm_XPiecewiseParabolic___call___br__da4_13_17__296_18_21_0;
            delete[] pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_xppm_XPiecewiseParabolic___call___bl_0;
            delete[] pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_xppm_XPiecewiseParabolic___call___bl__da4_13_17__296_18_21_0;
            delete[] pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_yppm_YPiecewiseParabolic___call___br;
            delete[] pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_yppm_YPiecewiseParabolic___call___b0__804_19_20;
            delete[] pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_yppm_YPiecewiseParabolic___call___br__da4_13_17__296_18_21;
            delete[] pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_yppm_YPiecewiseParabolic___call___bl;
            delete[] pyFV3_stencils_fvtp2d_FiniteVolumeTransport___call___pyFV3_stencils_yppm_YPiecewiseParabolic___call___bl__da4_13_17__296_18_21;

        }
        if ((x_mass_flux == nullptr)) {

            if ((y_mass_flux == nullptr)) {
                {

                    {
                        #pragma omp parallel for
                        for (auto __tile_j = 0; __tile_j < 13; __tile_j += 8) {
                            for (auto __tile_i = 0; __tile_i < 13; __tile_i += 8) {
                                {
                                    for (auto __i = __tile_i; __i < (__tile_i + Min(8, (13 - __tile_i))); __i += 1) {
                                        for (auto __j = __tile_j; __j < (__tile_j + Min(8, (13 - __tile_j))); __j += 1) {
                                            {
                                                for (auto __k = 0; __k < 6; __k += 1) {
                                                    {
                                                        const double &q_advected_y_x_advected_mean__ = __g_self__q_advected_y_x_advected_mean[((((114 * __i) + (6 * __j)) + __k) + 360)];
                                                        const double &q_x_advected_mean__ = __g_self__q_x_advected_mean[((((114 * __i) + (6 * __j)) + __k) + 360)];
                                                        const double &x_unit_flux__ = __g_self__x_area_flux[((((114 * __i) + (6 * __j)) + __k) + 360)];
                                                        const double &q_advected_x_y_advected_mean__ = __g_self__q_advected_x_y_advected_mean[((((114 * __i) + (6 * __j)) + __k) + 360)];
                                                        const double &q_y_advected_mean__ = __g_self__q_y_advected_mean[((((114 * __i) + (6 * __j)) + __k) + 360)];
                                                        const double &y_unit_flux__ = __g_self__y_area_flux[((((114 * __i) + (6 * __j)) + __k) + 360)];
                                                        double* __x_flux = __g_self__x_flux + ((((114 * __i) + (6 * __j)) + __k) + 360);
                                                        double* __y_flux = __g_self__y_flux + ((((114 * __i) + (6 * __j)) + __k) + 360);

                                                        ///////////////////
                                                        // Tasklet code (final_fluxes_computation_139973816130448_Tasklet)
                                                        if ((__j < (13 - 1))) {__g_self__x_flux[((((114 * __i) + (6 * __j)) + __k) + 360)] = ((dace::float64(0.5) * (q_advected_y_x_advected_mean__ + q_x_advected_mean__)) * x_unit_flux__);
                                                        }
                                                        if ((__i < (13 - 1))) {__g_self__y_flux[((((114 * __i) + (6 * __j)) + __k) + 360)] = ((dace::float64(0.5) * (q_advected_x_y_advected_mean__ + q_y_advected_mean__)) * y_unit_flux__);
                                                        }
                                                        ///////////////////

                                                    }
                                                }
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }

                }

            } else {
                {

                    {
                        #pragma omp parallel for
                        for (auto __tile_j = 0; __tile_j < 13; __tile_j += 8) {
                            for (auto __tile_i = 0; __tile_i < 13; __tile_i += 8) {
                                {
                                    for (auto __i = __tile_i; __i < (__tile_i + Min(8, (13 - __tile_i))); __i += 1) {
                                        for (auto __j = __tile_j; __j < (__tile_j + Min(8, (13 - __tile_j))); __j += 1) {
                                            {
                                                for (auto __k = 0; __k < 6; __k += 1) {
                                                    {
                                                        const double &q_advected_y_x_advected_mean__ = __g_self__q_advected_y_x_advected_mean[((((114 * __i) + (6 * __j)) + __k) + 360)];
                                                        const double &q_x_advected_mean__ = __g_self__q_x_advected_mean[((((114 * __i) + (6 * __j)) + __k) + 360)];
                                                        const double &x_unit_flux__ = __g_self__x_area_flux[((((114 * __i) + (6 * __j)) + __k) + 360)];
                                                        const double &q_advected_x_y_advected_mean__ = __g_self__q_advected_x_y_advected_mean[((((114 * __i) + (6 * __j)) + __k) + 360)];
                                                        const double &q_y_advected_mean__ = __g_self__q_y_advected_mean[((((114 * __i) + (6 * __j)) + __k) + 360)];
                                                        const double &y_unit_flux__ = y_mass_flux[((((114 * __i) + (6 * __j)) + __k) + 360)];
                                                        double* __x_flux = __g_self__x_flux + ((((114 * __i) + (6 * __j)) + __k) + 360);
                                                        double* __y_flux = __g_self__y_flux + ((((114 * __i) + (6 * __j)) + __k) + 360);

                                                        ///////////////////
                                                        // Tasklet code (final_fluxes_computation_139973816130448_Tasklet)
                                                        if ((__j < (13 - 1))) {__g_self__x_flux[((((114 * __i) + (6 * __j)) + __k) + 360)] = ((dace::float64(0.5) * (q_advected_y_x_advected_mean__ + q_x_advected_mean__)) * x_unit_flux__);
                                                        }
                                                        if ((__i < (13 - 1))) {__g_self__y_flux[((((114 * __i) + (6 * __j)) + __k) + 360)] = ((dace::float64(0.5) * (q_advected_x_y_advected_mean__ + q_y_advected_mean__)) * y_unit_flux__);
                                                        }
                                                        ///////////////////

                                                    }
                                                }
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }

                }

            }


        } else {

            if ((y_mass_flux == nullptr)) {
                {

                    {
                        #pragma omp parallel for
                        for (auto __tile_j = 0; __tile_j < 13; __tile_j += 8) {
                            for (auto __tile_i = 0; __tile_i < 13; __tile_i += 8) {
                                {
                                    for (auto __i = __tile_i; __i < (__tile_i + Min(8, (13 - __tile_i))); __i += 1) {
                                        for (auto __j = __tile_j; __j < (__tile_j + Min(8, (13 - __tile_j))); __j += 1) {
                                            {
                                                for (auto __k = 0; __k < 6; __k += 1) {
                                                    {
                                                        const double &q_advected_y_x_advected_mean__ = __g_self__q_advected_y_x_advected_mean[((((114 * __i) + (6 * __j)) + __k) + 360)];
                                                        const double &q_x_advected_mean__ = __g_self__q_x_advected_mean[((((114 * __i) + (6 * __j)) + __k) + 360)];
                                                        const double &x_unit_flux__ = x_mass_flux[((((114 * __i) + (6 * __j)) + __k) + 360)];
                                                        const double &q_advected_x_y_advected_mean__ = __g_self__q_advected_x_y_advected_mean[((((114 * __i) + (6 * __j)) + __k) + 360)];
                                                        const double &q_y_advected_mean__ = __g_self__q_y_advected_mean[((((114 * __i) + (6 * __j)) + __k) + 360)];
                                                        const double &y_unit_flux__ = __g_self__y_area_flux[((((114 * __i) + (6 * __j)) + __k) + 360)];
                                                        double* __x_flux = __g_self__x_flux + ((((114 * __i) + (6 * __j)) + __k) + 360);
                                                        double* __y_flux = __g_self__y_flux + ((((114 * __i) + (6 * __j)) + __k) + 360);

                                                        ///////////////////
                                                        // Tasklet code (final_fluxes_computation_139973816130448_Tasklet)
                                                        if ((__j < (13 - 1))) {__g_self__x_flux[((((114 * __i) + (6 * __j)) + __k) + 360)] = ((dace::float64(0.5) * (q_advected_y_x_advected_mean__ + q_x_advected_mean__)) * x_unit_flux__);
                                                        }
                                                        if ((__i < (13 - 1))) {__g_self__y_flux[((((114 * __i) + (6 * __j)) + __k) + 360)] = ((dace::float64(0.5) * (q_advected_x_y_advected_mean__ + q_y_advected_mean__)) * y_unit_flux__);
                                                        }
                                                        ///////////////////

                                                    }
                                                }
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }

                }

            } else {
                {

                    {
                        #pragma omp parallel for
                        for (auto __tile_j = 0; __tile_j < 13; __tile_j += 8) {
                            for (auto __tile_i = 0; __tile_i < 13; __tile_i += 8) {
                                {
                                    for (auto __i = __tile_i; __i < (__tile_i + Min(8, (13 - __tile_i))); __i += 1) {
                                        for (auto __j = __tile_j; __j < (__tile_j + Min(8, (13 - __tile_j))); __j += 1) {
                                            {
                                                for (auto __k = 0; __k < 6; __k += 1) {
                                                    {
                                                        const double &q_advected_y_x_advected_mean__ = __g_self__q_advected_y_x_advected_mean[((((114 * __i) + (6 * __j)) + __k) + 360)];
                                                        const double &q_x_advected_mean__ = __g_self__q_x_advected_mean[((((114 * __i) + (6 * __j)) + __k) + 360)];
                                                        const double &x_unit_flux__ = x_mass_flux[((((114 * __i) + (6 * __j)) + __k) + 360)];
                                                        const double &q_advected_x_y_advected_mean__ = __g_self__q_advected_x_y_advected_mean[((((114 * __i) + (6 * __j)) + __k) + 360)];
                                                        const double &q_y_advected_mean__ = __g_self__q_y_advected_mean[((((114 * __i) + (6 * __j)) + __k) + 360)];
                                                        const double &y_unit_flux__ = y_mass_flux[((((114 * __i) + (6 * __j)) + __k) + 360)];
                                                        double* __x_flux = __g_self__x_flux + ((((114 * __i) + (6 * __j)) + __k) + 360);
                                                        double* __y_flux = __g_self__y_flux + ((((114 * __i) + (6 * __j)) + __k) + 360);

                                                        ///////////////////
                                                        // Tasklet code (final_fluxes_computation_139973816130448_Tasklet)
                                                        if ((__j < (13 - 1))) {__g_self__x_flux[((((114 * __i) + (6 * __j)) + __k) + 360)] = ((dace::float64(0.5) * (q_advected_y_x_advected_mean__ + q_x_advected_mean__)) * x_unit_flux__);
                                                        }
                                                        if ((__i < (13 - 1))) {__g_self__y_flux[((((114 * __i) + (6 * __j)) + __k) + 360)] = ((dace::float64(0.5) * (q_advected_x_y_advected_mean__ + q_y_advected_mean__)) * y_unit_flux__);
                                                        }
                                                        ///////////////////

                                                    }
                                                }
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }

                }

            }


        }
        {
            double *br;
            br = new double DACE_ALIGN(64)[1596];
            double *b0__804_19_20;
            b0__804_19_20 = new double DACE_ALIGN(64)[1596];
            double *br__da4_13_17__296_18_21;
            br__da4_13_17__296_18_21 = new double DACE_ALIGN(64)[1596];
            double *bl;
            bl = new double DACE_ALIGN(64)[1596];
            double *bl__da4_13_17__296_18_21;
            bl__da4_13_17__296_18_21 = new double DACE_ALIGN(64)[1596];
            double *pyFV3_stencils_xppm_XPiecewiseParabolic___call___br;
            pyFV3_stencils_xppm_XPiecewiseParabolic___call___br = new double DACE_ALIGN(64)[1092];
            double *pyFV3_stencils_xppm_XPiecewiseParabolic___call___b0__804_19_20;
            pyFV3_stencils_xppm_XPiecewiseParabolic___call___b0__804_19_20 = new double DACE_ALIGN(64)[1092];
            double *pyFV3_stencils_xppm_XPiecewiseParabolic___call___br__da4_13_17__296_18_21;
            pyFV3_stencils_xppm_XPiecewiseParabolic___call___br__da4_13_17__296_18_21 = new double DACE_ALIGN(64)[1092];
            double *pyFV3_stencils_xppm_XPiecewiseParabolic___call___bl;
            pyFV3_stencils_xppm_XPiecewiseParabolic___call___bl = new double DACE_ALIGN(64)[1092];
            double *pyFV3_stencils_xppm_XPiecewiseParabolic___call___bl__da4_13_17__296_18_21;
            pyFV3_stencils_xppm_XPiecewiseParabolic___call___bl__da4_13_17__296_18_21 = new double DACE_ALIGN(64)[1092];

            {
                #pragma omp parallel for
                for (auto __tile_j = 0; __tile_j < 12; __tile_j += 8) {
                    for (auto __tile_i = 0; __tile_i < 12; __tile_i += 8) {
                        {
                            for (auto __i = __tile_i; __i < (__tile_i + Min(8, (12 - __tile_i))); __i += 1) {
                                for (auto __j = __tile_j; __j < (__tile_j + Min(8, (12 - __tile_j))); __j += 1) {
                                    {
                                        for (auto __k = 0; __k < 5; __k += 1) {
                                            {
                                                double q__ = __g_gen395_1[((((114 * __i) + (6 * __j)) + __k) + 360)];
                                                double dp1__ = dp1[((((114 * __i) + (6 * __j)) + __k) + 360)];
                                                double fx__ = __g_self__x_flux[((((114 * __i) + (6 * __j)) + __k) + 360)];
                                                double fx__ip1 = __g_self__x_flux[((((114 * __i) + (6 * __j)) + __k) + 474)];
                                                double fy__ = __g_self__y_flux[((((114 * __i) + (6 * __j)) + __k) + 360)];
                                                double fy__jp1 = __g_self__y_flux[((((114 * __i) + (6 * __j)) + __k) + 366)];
                                                double rarea__ = __g_self_grid_data_rarea[(((19 * __i) + __j) + 60)];
                                                double dp2__ = __g_self__tmp_dp[((((114 * __i) + (6 * __j)) + __k) + 360)];
                                                double __q;

                                                ///////////////////
                                                // Tasklet code (apply_tracer_flux_computation_139973818533328_Tasklet)
                                                __q = (((q__ * dp1__) + ((((fx__ - fx__ip1) + fy__) - fy__jp1) * rarea__)) / dp2__);
                                                ///////////////////

                                                __g_gen395_1[((((114 * __i) + (6 * __j)) + __k) + 360)] = __q;
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
            copy_corners_y_stencil_defn_computation_139973832066512_0_8_36(__state, &__g_gen395_2[342], &__g_gen395_2[0], 18, 18, 6);
            {
                #pragma omp parallel for
                for (auto __tile_j = 0; __tile_j < 13; __tile_j += 8) {
                    for (auto __tile_i = 0; __tile_i < 19; __tile_i += 8) {
                        compute_y_flux_computation_139973837520144_0_8_49(__state, &y_courant[(((114 * __tile_i) + (6 * __tile_j)) + 18)], &__g_self_grid_data_dya[((19 * __tile_i) + __tile_j)], &__g_gen395_2[((114 * __tile_i) + (6 * __tile_j))], &b0__804_19_20[((84 * __tile_i) + (6 * __tile_j))], &bl[((84 * __tile_i) + (6 * __tile_j))], &bl__da4_13_17__296_18_21[((84 * __tile_i) + (6 * __tile_j))], &br[((84 * __tile_i) + (6 * __tile_j))], &br__da4_13_17__296_18_21[((84 * __tile_i) + (6 * __tile_j))], &__g_self__q_y_advected_mean[(((114 * __tile_i) + (6 * __tile_j)) + 18)], 19, 13, 6, __tile_i, __tile_j);
                    }
                }
            }
            {
                #pragma omp parallel for
                for (auto __tile_j = 0; __tile_j < 15; __tile_j += 8) {
                    for (auto __tile_i = 0; __tile_i < 18; __tile_i += 8) {
                        {
                            for (auto __i = __tile_i; __i < (__tile_i + Min(8, (18 - __tile_i))); __i += 1) {
                                for (auto __j = __tile_j; __j < (__tile_j + Min(8, (15 - __tile_j))); __j += 1) {
                                    {
                                        for (auto __k = 0; __k < 6; __k += 1) {
                                            {
                                                double y_area_flux__jp1 = __g_self__y_area_flux[((((114 * __i) + (6 * __j)) + __k) + 24)];
                                                double q_advected_along_y__jp1 = __g_self__q_y_advected_mean[((((114 * __i) + (6 * __j)) + __k) + 24)];
                                                double y_area_flux__ = __g_self__y_area_flux[((((114 * __i) + (6 * __j)) + __k) + 18)];
                                                double q_advected_along_y__ = __g_self__q_y_advected_mean[((((114 * __i) + (6 * __j)) + __k) + 18)];
                                                double q__ = __g_gen395_2[((((114 * __i) + (6 * __j)) + __k) + 18)];
                                                double area__ = __g_self__area[(((19 * __i) + __j) + 3)];
                                                double __q_i;

                                                ///////////////////
                                                // Tasklet code (q_i_stencil_computation_139973845149328_Tasklet)
                                                dace::float64 fyy_gen_0;
                                                dace::float64 fyy_gen_1;
                                                fyy_gen_1 = (y_area_flux__jp1 * q_advected_along_y__jp1);
                                                fyy_gen_0 = (y_area_flux__ * q_advected_along_y__);
                                                __q_i = ((((q__ * area__) + fyy_gen_0) - fyy_gen_1) / ((area__ + y_area_flux__) - y_area_flux__jp1));
                                                ///////////////////

                                                __g_self__q_advected_y[((((114 * __i) + (6 * __j)) + __k) + 18)] = __q_i;
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
            {
                #pragma omp parallel for
                for (auto __tile_j = 0; __tile_j < 13; __tile_j += 8) {
                    for (auto __tile_i = 0; __tile_i < 13; __tile_i += 8) {
                        compute_x_flux_computation_139973832036944_0_8_39(__state, &x_courant[(((114 * __tile_i) + (6 * __tile_j)) + 360)], &__g_self_grid_data_dxa[(((19 * __tile_i) + __tile_j) + 3)], &__g_self__q_advected_y[(((114 * __tile_i) + (6 * __tile_j)) + 18)], &pyFV3_stencils_xppm_XPiecewiseParabolic___call___b0__804_19_20[((78 * __tile_i) + (6 * __tile_j))], &pyFV3_stencils_xppm_XPiecewiseParabolic___call___bl[((78 * __tile_i) + (6 * __tile_j))], &pyFV3_stencils_xppm_XPiecewiseParabolic___call___bl__da4_13_17__296_18_21[((78 * __tile_i) + (6 * __tile_j))], &pyFV3_stencils_xppm_XPiecewiseParabolic___call___br[((78 * __tile_i) + (6 * __tile_j))], &pyFV3_stencils_xppm_XPiecewiseParabolic___call___br__da4_13_17__296_18_21[((78 * __tile_i) + (6 * __tile_j))], &__g_self__q_advected_y_x_advected_mean[(((114 * __tile_i) + (6 * __tile_j)) + 360)], 13, 13, 6, __tile_i, __tile_j);
                    }
                }
            }
            delete[] br;
            delete[] b0__804_19_20;
            delete[] br__da4_13_17__296_18_21;
            delete[] bl;
            delete[] bl__da4_13_17__296_18_21;
            delete[] pyFV3_stencils_xppm_XPiecewiseParabolic___call___br;
            delete[] pyFV3_stencils_xppm_XPiecewiseParabolic___call___b0__804_19_20;
            delete[] pyFV3_stencils_xppm_XPiecewiseParabolic___call___br__da4_13_17__296_18_21;
            delete[] pyFV3_stencils_xppm_XPiecewiseParabolic___call___bl;
            delete[] pyFV3_stencils_xppm_XPiecewiseParabolic___call___bl__da4_13_17__296_18_21;

        }
        {
            double *pyFV3_stencils_xppm_XPiecewiseParabolic___call___br_0;
            pyFV3_stencils_xppm_XPiecewiseParabolic___call___br_0 = new double DACE_ALIGN(64)[1596];
            double *pyFV3_stencils_xppm_XPiecewiseParabolic___call___b0__804_19_20_0;
            pyFV3_stencils_xppm_XPiecewiseParabolic___call___b0__804_19_20_0 = new double DACE_ALIGN(64)[1596];
            double *pyFV3_stencils_xppm_XPiecewiseParabolic___call___br__da4_13_17__296_18_21_0;
            pyFV3_stencils_xppm_XPiecewiseParabolic___call___br__da4_13_17__296_18_21_0 = new double DACE_ALIGN(64)[1596];
            double *pyFV3_stencils_xppm_XPiecewiseParabolic___call___bl_0;
            pyFV3_stencils_xppm_XPiecewiseParabolic___call___bl_0 = new double DACE_ALIGN(64)[1596];
            double *pyFV3_stencils_xppm_XPiecewiseParabolic___call___bl__da4_13_17__296_18_21_0;
            pyFV3_stencils_xppm_XPiecewiseParabolic___call___bl__da4_13_17__296_18_21_0 = new double DACE_ALIGN(64)[1596];
            double *pyFV3_stencils_yppm_YPiecewiseParabolic___call___br;
            pyFV3_stencils_yppm_YPiecewiseParabolic___call___br = new double DACE_ALIGN(64)[1092];
            double *pyFV3_stencils_yppm_YPiecewiseParabolic___call___b0__804_19_20;
            pyFV3_stencils_yppm_YPiecewiseParabolic___call___b0__804_19_20 = new double DACE_ALIGN(64)[1092];
            double *pyFV3_stencils_yppm_YPiecewiseParabolic___call___br__da4_13_17__296_18_21;
            pyFV3_stencils_yppm_YPiecewiseParabolic___call___br__da4_13_17__296_18_21 = new double DACE_ALIGN(64)[1092];
            double *pyFV3_stencils_yppm_YPiecewiseParabolic___call___bl;
            pyFV3_stencils_yppm_YPiecewiseParabolic___call___bl = new double DACE_ALIGN(64)[1092];
            double *pyFV3_stencils_yppm_YPiecewiseParabolic___call___bl__da4_13_17__296_18_21;
            pyFV3_stencils_yppm_YPiecewiseParabolic___call___bl__da4_13_17__296_18_21 = new double DACE_ALIGN(64)[1092];

            copy_corners_x_stencil_defn_computation_139973824792016_0_37_31(__state, &__g_gen395_2[18], &__g_gen395_2[0], 18, 18, 6);
            {
                #pragma omp parallel for
                for (auto __tile_j = 0; __tile_j < 19; __tile_j += 8) {
                    for (auto __tile_i = 0; __tile_i < 13; __tile_i += 8) {
                        compute_x_flux_computation_139973832036944_0_37_44(__state, &x_courant[(((114 * __tile_i) + (6 * __tile_j)) + 342)], &__g_self_grid_data_dxa[((19 * __tile_i) + __tile_j)], &__g_gen395_2[((114 * __tile_i) + (6 * __tile_j))], &pyFV3_stencils_xppm_XPiecewiseParabolic___call___b0__804_19_20_0[((114 * __tile_i) + (6 * __tile_j))], &pyFV3_stencils_xppm_XPiecewiseParabolic___call___bl_0[((114 * __tile_i) + (6 * __tile_j))], &pyFV3_stencils_xppm_XPiecewiseParabolic___call___bl__da4_13_17__296_18_21_0[((114 * __tile_i) + (6 * __tile_j))], &pyFV3_stencils_xppm_XPiecewiseParabolic___call___br_0[((114 * __tile_i) + (6 * __tile_j))], &pyFV3_stencils_xppm_XPiecewiseParabolic___call___br__da4_13_17__296_18_21_0[((114 * __tile_i) + (6 * __tile_j))], &__g_self__q_x_advected_mean[(((114 * __tile_i) + (6 * __tile_j)) + 342)], 13, 19, 6, __tile_i, __tile_j);
                    }
                }
            }
            {
                #pragma omp parallel for
                for (auto __tile_j = 0; __tile_j < 18; __tile_j += 8) {
                    for (auto __tile_i = 0; __tile_i < 15; __tile_i += 8) {
                        {
                            for (auto __i = __tile_i; __i < (__tile_i + Min(8, (15 - __tile_i))); __i += 1) {
                                for (auto __j = __tile_j; __j < (__tile_j + Min(8, (18 - __tile_j))); __j += 1) {
                                    {
                                        for (auto __k = 0; __k < 6; __k += 1) {
                                            {
                                                double x_area_flux__ = __g_self__x_area_flux[((((114 * __i) + (6 * __j)) + __k) + 342)];
                                                double fx2__ = __g_self__q_x_advected_mean[((((114 * __i) + (6 * __j)) + __k) + 342)];
                                                double x_area_flux__ip1 = __g_self__x_area_flux[((((114 * __i) + (6 * __j)) + __k) + 456)];
                                                double fx2__ip1 = __g_self__q_x_advected_mean[((((114 * __i) + (6 * __j)) + __k) + 456)];
                                                double area__ = __g_self__area[(((19 * __i) + __j) + 57)];
                                                double q__ = __g_gen395_2[((((114 * __i) + (6 * __j)) + __k) + 342)];
                                                double __q_j;

                                                ///////////////////
                                                // Tasklet code (q_j_stencil_computation_139973827451024_Tasklet)
                                                dace::float64 fx1_gen_0;
                                                dace::float64 fx1_gen_1;
                                                dace::float64 area_with_x_flux_gen_0;
                                                fx1_gen_1 = (x_area_flux__ * fx2__);
                                                fx1_gen_0 = (x_area_flux__ip1 * fx2__ip1);
                                                area_with_x_flux_gen_0 = ((area__ + x_area_flux__) - x_area_flux__ip1);
                                                __q_j = ((((q__ * area__) + fx1_gen_1) - fx1_gen_0) / area_with_x_flux_gen_0);
                                                ///////////////////

                                                __g_self__q_advected_x[((((114 * __i) + (6 * __j)) + __k) + 342)] = __q_j;
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
            {
                #pragma omp parallel for
                for (auto __tile_j = 0; __tile_j < 13; __tile_j += 8) {
                    for (auto __tile_i = 0; __tile_i < 13; __tile_i += 8) {
                        compute_y_flux_computation_139973837520144_0_8_49(__state, &y_courant[(((114 * __tile_i) + (6 * __tile_j)) + 360)], &__g_self_grid_data_dya[(((19 * __tile_i) + __tile_j) + 57)], &__g_self__q_advected_x[(((114 * __tile_i) + (6 * __tile_j)) + 342)], &pyFV3_stencils_yppm_YPiecewiseParabolic___call___b0__804_19_20[((84 * __tile_i) + (6 * __tile_j))], &pyFV3_stencils_yppm_YPiecewiseParabolic___call___bl[((84 * __tile_i) + (6 * __tile_j))], &pyFV3_stencils_yppm_YPiecewiseParabolic___call___bl__da4_13_17__296_18_21[((84 * __tile_i) + (6 * __tile_j))], &pyFV3_stencils_yppm_YPiecewiseParabolic___call___br[((84 * __tile_i) + (6 * __tile_j))], &pyFV3_stencils_yppm_YPiecewiseParabolic___call___br__da4_13_17__296_18_21[((84 * __tile_i) + (6 * __tile_j))], &__g_self__q_advected_x_y_advected_mean[(((114 * __tile_i) + (6 * __tile_j)) + 360)], 13, 13, 6, __tile_i, __tile_j);
                    }
                }
            }
            delete[] pyFV3_stencils_xppm_XPiecewiseParabolic___call___br_0;
            delete[] pyFV3_stencils_xppm_XPiecewiseParabolic___call___b0__804_19_20_0;
            delete[] pyFV3_stencils_xppm_XPiecewiseParabolic___call___br__da4_13_17__296_18_21_0;
            delete[] pyFV3_stencils_xppm_XPiecewiseParabolic___call___bl_0;
            delete[] pyFV3_stencils_xppm_XPiecewiseParabolic___call___bl__da4_13_17__296_18_21_0;
            delete[] pyFV3_stencils_yppm_YPiecewiseParabolic___call___br;
            delete[] pyFV3_stencils_yppm_YPiecewiseParabolic___call___b0__804_19_20;
            delete[] pyFV3_stencils_yppm_YPiecewiseParabolic___call___br__da4_13_17__296_18_21;
            delete[] pyFV3_stencils_yppm_YPiecewiseParabolic___call___bl;
            delete[] pyFV3_stencils_yppm_YPiecewiseParabolic___call___bl__da4_13_17__296_18_21;

        }
        if ((x_mass_flux == nullptr)) {

            if ((y_mass_flux == nullptr)) {
                {

                    {
                        #pragma omp parallel for
                        for (auto __tile_j = 0; __tile_j < 13; __tile_j += 8) {
                            for (auto __tile_i = 0; __tile_i < 13; __tile_i += 8) {
                                {
                                    for (auto __i = __tile_i; __i < (__tile_i + Min(8, (13 - __tile_i))); __i += 1) {
                                        for (auto __j = __tile_j; __j < (__tile_j + Min(8, (13 - __tile_j))); __j += 1) {
                                            {
                                                for (auto __k = 0; __k < 6; __k += 1) {
                                                    {
                                                        const double &q_advected_y_x_advected_mean__ = __g_self__q_advected_y_x_advected_mean[((((114 * __i) + (6 * __j)) + __k) + 360)];
                                                        const double &q_x_advected_mean__ = __g_self__q_x_advected_mean[((((114 * __i) + (6 * __j)) + __k) + 360)];
                                                        const double &x_unit_flux__ = __g_self__x_area_flux[((((114 * __i) + (6 * __j)) + __k) + 360)];
                                                        const double &q_advected_x_y_advected_mean__ = __g_self__q_advected_x_y_advected_mean[((((114 * __i) + (6 * __j)) + __k) + 360)];
                                                        const double &q_y_advected_mean__ = __g_self__q_y_advected_mean[((((114 * __i) + (6 * __j)) + __k) + 360)];
                                                        const double &y_unit_flux__ = __g_self__y_area_flux[((((114 * __i) + (6 * __j)) + __k) + 360)];
                                                        double* __x_flux = __g_self__x_flux + ((((114 * __i) + (6 * __j)) + __k) + 360);
                                                        double* __y_flux = __g_self__y_flux + ((((114 * __i) + (6 * __j)) + __k) + 360);

                                                        ///////////////////
                                                        // Tasklet code (final_fluxes_computation_139973816130448_Tasklet)
                                                        if ((__j < (13 - 1))) {__g_self__x_flux[((((114 * __i) + (6 * __j)) + __k) + 360)] = ((dace::float64(0.5) * (q_advected_y_x_advected_mean__ + q_x_advected_mean__)) * x_unit_flux__);
                                                        }
                                                        if ((__i < (13 - 1))) {__g_self__y_flux[((((114 * __i) + (6 * __j)) + __k) + 360)] = ((dace::float64(0.5) * (q_advected_x_y_advected_mean__ + q_y_advected_mean__)) * y_unit_flux__);
                                                        }
                                                        ///////////////////

                                                    }
                                                }
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }

                }

            } else {
                {

                    {
                        #pragma omp parallel for
                        for (auto __tile_j = 0; __tile_j < 13; __tile_j += 8) {
                            for (auto __tile_i = 0; __tile_i < 13; __tile_i += 8) {
                                {
                                    for (auto __i = __tile_i; __i < (__tile_i + Min(8, (13 - __tile_i))); __i += 1) {
                                        for (auto __j = __tile_j; __j < (__tile_j + Min(8, (13 - __tile_j))); __j += 1) {
                                            {
                                                for (auto __k = 0; __k < 6; __k += 1) {
                                                    {
                                                        const double &q_advected_y_x_advected_mean__ = __g_self__q_advected_y_x_advected_mean[((((114 * __i) + (6 * __j)) + __k) + 360)];
                                                        const double &q_x_advected_mean__ = __g_self__q_x_advected_mean[((((114 * __i) + (6 * __j)) + __k) + 360)];
                                                        const double &x_unit_flux__ = __g_self__x_area_flux[((((114 * __i) + (6 * __j)) + __k) + 360)];
                                                        const double &q_advected_x_y_advected_mean__ = __g_self__q_advected_x_y_advected_mean[((((114 * __i) + (6 * __j)) + __k) + 360)];
                                                        const double &q_y_advected_mean__ = __g_self__q_y_advected_mean[((((114 * __i) + (6 * __j)) + __k) + 360)];
                                                        const double &y_unit_flux__ = y_mass_flux[((((114 * __i) + (6 * __j)) + __k) + 360)];
                                                        double* __x_flux = __g_self__x_flux + ((((114 * __i) + (6 * __j)) + __k) + 360);
                                                        double* __y_flux = __g_self__y_flux + ((((114 * __i) + (6 * __j)) + __k) + 360);

                                                        ///////////////////
                                                        // Tasklet code (final_fluxes_computation_139973816130448_Tasklet)
                                                        if ((__j < (13 - 1))) {__g_self__x_flux[((((114 * __i) + (6 * __j)) + __k) + 360)] = ((dace::float64(0.5) * (q_advected_y_x_advected_mean__ + q_x_advected_mean__)) * x_unit_flux__);
                                                        }
                                                        if ((__i < (13 - 1))) {__g_self__y_flux[((((114 * __i) + (6 * __j)) + __k) + 360)] = ((dace::float64(0.5) * (q_advected_x_y_advected_mean__ + q_y_advected_mean__)) * y_unit_flux__);
                                                        }
                                                        ///////////////////

                                                    }
                                                }
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }

                }

            }

            __tmp68 = (! last_call);

        } else {

            if ((y_mass_flux == nullptr)) {
                {

                    {
                        #pragma omp parallel for
                        for (auto __tile_j = 0; __tile_j < 13; __tile_j += 8) {
                            for (auto __tile_i = 0; __tile_i < 13; __tile_i += 8) {
                                {
                                    for (auto __i = __tile_i; __i < (__tile_i + Min(8, (13 - __tile_i))); __i += 1) {
                                        for (auto __j = __tile_j; __j < (__tile_j + Min(8, (13 - __tile_j))); __j += 1) {
                                            {
                                                for (auto __k = 0; __k < 6; __k += 1) {
                                                    {
                                                        const double &q_advected_y_x_advected_mean__ = __g_self__q_advected_y_x_advected_mean[((((114 * __i) + (6 * __j)) + __k) + 360)];
                                                        const double &q_x_advected_mean__ = __g_self__q_x_advected_mean[((((114 * __i) + (6 * __j)) + __k) + 360)];
                                                        const double &x_unit_flux__ = x_mass_flux[((((114 * __i) + (6 * __j)) + __k) + 360)];
                                                        const double &q_advected_x_y_advected_mean__ = __g_self__q_advected_x_y_advected_mean[((((114 * __i) + (6 * __j)) + __k) + 360)];
                                                        const double &q_y_advected_mean__ = __g_self__q_y_advected_mean[((((114 * __i) + (6 * __j)) + __k) + 360)];
                                                        const double &y_unit_flux__ = __g_self__y_area_flux[((((114 * __i) + (6 * __j)) + __k) + 360)];
                                                        double* __x_flux = __g_self__x_flux + ((((114 * __i) + (6 * __j)) + __k) + 360);
                                                        double* __y_flux = __g_self__y_flux + ((((114 * __i) + (6 * __j)) + __k) + 360);

                                                        ///////////////////
                                                        // Tasklet code (final_fluxes_computation_139973816130448_Tasklet)
                                                        if ((__j < (13 - 1))) {__g_self__x_flux[((((114 * __i) + (6 * __j)) + __k) + 360)] = ((dace::float64(0.5) * (q_advected_y_x_advected_mean__ + q_x_advected_mean__)) * x_unit_flux__);
                                                        }
                                                        if ((__i < (13 - 1))) {__g_self__y_flux[((((114 * __i) + (6 * __j)) + __k) + 360)] = ((dace::float64(0.5) * (q_advected_x_y_advected_mean__ + q_y_advected_mean__)) * y_unit_flux__);
                                                        }
                                                        ///////////////////

                                                    }
                                                }
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }

                }

            } else {
                {

                    {
                        #pragma omp parallel for
                        for (auto __tile_j = 0; __tile_j < 13; __tile_j += 8) {
                            for (auto __tile_i = 0; __tile_i < 13; __tile_i += 8) {
                                {
                                    for (auto __i = __tile_i; __i < (__tile_i + Min(8, (13 - __tile_i))); __i += 1) {
                                        for (auto __j = __tile_j; __j < (__tile_j + Min(8, (13 - __tile_j))); __j += 1) {
                                            {
                                                for (auto __k = 0; __k < 6; __k += 1) {
                                                    {
                                                        const double &q_advected_y_x_advected_mean__ = __g_self__q_advected_y_x_advected_mean[((((114 * __i) + (6 * __j)) + __k) + 360)];
                                                        const double &q_x_advected_mean__ = __g_self__q_x_advected_mean[((((114 * __i) + (6 * __j)) + __k) + 360)];
                                                        const double &x_unit_flux__ = x_mass_flux[((((114 * __i) + (6 * __j)) + __k) + 360)];
                                                        const double &q_advected_x_y_advected_mean__ = __g_self__q_advected_x_y_advected_mean[((((114 * __i) + (6 * __j)) + __k) + 360)];
                                                        const double &q_y_advected_mean__ = __g_self__q_y_advected_mean[((((114 * __i) + (6 * __j)) + __k) + 360)];
                                                        const double &y_unit_flux__ = y_mass_flux[((((114 * __i) + (6 * __j)) + __k) + 360)];
                                                        double* __x_flux = __g_self__x_flux + ((((114 * __i) + (6 * __j)) + __k) + 360);
                                                        double* __y_flux = __g_self__y_flux + ((((114 * __i) + (6 * __j)) + __k) + 360);

                                                        ///////////////////
                                                        // Tasklet code (final_fluxes_computation_139973816130448_Tasklet)
                                                        if ((__j < (13 - 1))) {__g_self__x_flux[((((114 * __i) + (6 * __j)) + __k) + 360)] = ((dace::float64(0.5) * (q_advected_y_x_advected_mean__ + q_x_advected_mean__)) * x_unit_flux__);
                                                        }
                                                        if ((__i < (13 - 1))) {__g_self__y_flux[((((114 * __i) + (6 * __j)) + __k) + 360)] = ((dace::float64(0.5) * (q_advected_x_y_advected_mean__ + q_y_advected_mean__)) * y_unit_flux__);
                                                        }
                                                        ///////////////////

                                                    }
                                                }
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }

                }

            }

            __tmp68 = (! last_call);

        }
        {

            {
                #pragma omp parallel for
                for (auto __tile_j = 0; __tile_j < 12; __tile_j += 8) {
                    for (auto __tile_i = 0; __tile_i < 12; __tile_i += 8) {
                        {
                            for (auto __i = __tile_i; __i < (__tile_i + Min(8, (12 - __tile_i))); __i += 1) {
                                for (auto __j = __tile_j; __j < (__tile_j + Min(8, (12 - __tile_j))); __j += 1) {
                                    {
                                        for (auto __k = 0; __k < 5; __k += 1) {
                                            {
                                                double q__ = __g_gen395_2[((((114 * __i) + (6 * __j)) + __k) + 360)];
                                                double dp1__ = dp1[((((114 * __i) + (6 * __j)) + __k) + 360)];
                                                double fx__ = __g_self__x_flux[((((114 * __i) + (6 * __j)) + __k) + 360)];
                                                double fx__ip1 = __g_self__x_flux[((((114 * __i) + (6 * __j)) + __k) + 474)];
                                                double fy__ = __g_self__y_flux[((((114 * __i) + (6 * __j)) + __k) + 360)];
                                                double fy__jp1 = __g_self__y_flux[((((114 * __i) + (6 * __j)) + __k) + 366)];
                                                double rarea__ = __g_self_grid_data_rarea[(((19 * __i) + __j) + 60)];
                                                double dp2__ = __g_self__tmp_dp[((((114 * __i) + (6 * __j)) + __k) + 360)];
                                                double __q;

                                                ///////////////////
                                                // Tasklet code (apply_tracer_flux_computation_139973818533328_Tasklet)
                                                __q = (((q__ * dp1__) + ((((fx__ - fx__ip1) + fy__) - fy__jp1) * rarea__)) / dp2__);
                                                ///////////////////

                                                __g_gen395_2[((((114 * __i) + (6 * __j)) + __k) + 360)] = __q;
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }

        }
        if (__tmp68) {

            {

                {
                    int __istate = __pystate;
                    int __ostate;

                    ///////////////////
                    // Tasklet code (callback_416)
                    self__tracers_halo_updater_update_0();
                    ///////////////////

                    __pystate = __ostate;
                }

            }
            {

                {
                    #pragma omp parallel for
                    for (auto __tile_j = 0; __tile_j < 12; __tile_j += 8) {
                        for (auto __tile_i = 0; __tile_i < 12; __tile_i += 8) {
                            {
                                for (auto __i = __tile_i; __i < (__tile_i + Min(8, (12 - __tile_i))); __i += 1) {
                                    for (auto __j = __tile_j; __j < (__tile_j + Min(8, (12 - __tile_j))); __j += 1) {
                                        {
                                            for (auto __k = 0; __k < 5; __k += 1) {
                                                {
                                                    double dp1__ = dp1[((((114 * __i) + (6 * __j)) + __k) + 360)];
                                                    double dp2__ = __g_self__tmp_dp[((((114 * __i) + (6 * __j)) + __k) + 360)];
                                                    double __dp1;
                                                    double __dp2;

                                                    ///////////////////
                                                    // Tasklet code (swap_dp_computation_139973804996560_Tasklet)
                                                    dace::float64 tmp_gen_0;
                                                    tmp_gen_0 = dp1__;
                                                    __dp1 = dp2__;
                                                    __dp2 = tmp_gen_0;
                                                    ///////////////////

                                                    dp1[((((114 * __i) + (6 * __j)) + __k) + 360)] = __dp1;
                                                    __g_self__tmp_dp[((((114 * __i) + (6 * __j)) + __k) + 360)] = __dp2;
                                                }
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }

            }

        }


    }

}

DACE_EXPORTED void __program_pyFV3_stencils_tracer_2d_1l_TracerAdvection___call__(pyFV3_stencils_tracer_2d_1l_TracerAdvection___call___state_t *__state, double * __restrict__ __g_gen395_0, double * __restrict__ __g_gen395_1, double * __restrict__ __g_gen395_2, double * __restrict__ __g_self__area, double * __restrict__ __g_self__q_advected_x, double * __restrict__ __g_self__q_advected_x_y_advected_mean, double * __restrict__ __g_self__q_advected_y, double * __restrict__ __g_self__q_advected_y_x_advected_mean, double * __restrict__ __g_self__q_x_advected_mean, double * __restrict__ __g_self__q_y_advected_mean, double * __restrict__ __g_self__tmp_dp, double * __restrict__ __g_self__x_area_flux, double * __restrict__ __g_self__x_flux, double * __restrict__ __g_self__y_area_flux, double * __restrict__ __g_self__y_flux, double * __restrict__ __g_self_grid_data_dx, double * __restrict__ __g_self_grid_data_dxa, double * __restrict__ __g_self_grid_data_dy, double * __restrict__ __g_self_grid_data_dya, double * __restrict__ __g_self_grid_data_rarea, double * __restrict__ __g_self_grid_data_sin_sg1, double * __restrict__ __g_self_grid_data_sin_sg2, double * __restrict__ __g_self_grid_data_sin_sg3, double * __restrict__ __g_self_grid_data_sin_sg4, double * __restrict__ dp1, double * __restrict__ x_courant, double * __restrict__ x_mass_flux, double * __restrict__ y_courant, double * __restrict__ y_mass_flux, void (*self__tracers_halo_updater_update)(), void (*self__tracers_halo_updater_update_0)())
{
    __program_pyFV3_stencils_tracer_2d_1l_TracerAdvection___call___internal(__state, __g_gen395_0, __g_gen395_1, __g_gen395_2, __g_self__area, __g_self__q_advected_x, __g_self__q_advected_x_y_advected_mean, __g_self__q_advected_y, __g_self__q_advected_y_x_advected_mean, __g_self__q_x_advected_mean, __g_self__q_y_advected_mean, __g_self__tmp_dp, __g_self__x_area_flux, __g_self__x_flux, __g_self__y_area_flux, __g_self__y_flux, __g_self_grid_data_dx, __g_self_grid_data_dxa, __g_self_grid_data_dy, __g_self_grid_data_dya, __g_self_grid_data_rarea, __g_self_grid_data_sin_sg1, __g_self_grid_data_sin_sg2, __g_self_grid_data_sin_sg3, __g_self_grid_data_sin_sg4, dp1, x_courant, x_mass_flux, y_courant, y_mass_flux, self__tracers_halo_updater_update, self__tracers_halo_updater_update_0);
}

DACE_EXPORTED pyFV3_stencils_tracer_2d_1l_TracerAdvection___call___state_t *__dace_init_pyFV3_stencils_tracer_2d_1l_TracerAdvection___call__(void (*self__tracers_halo_updater_update)(), void (*self__tracers_halo_updater_update_0)())
{
    int __result = 0;
    pyFV3_stencils_tracer_2d_1l_TracerAdvection___call___state_t *__state = new pyFV3_stencils_tracer_2d_1l_TracerAdvection___call___state_t;



    if (__result) {
        delete __state;
        return nullptr;
    }
    return __state;
}

DACE_EXPORTED int __dace_exit_pyFV3_stencils_tracer_2d_1l_TracerAdvection___call__(pyFV3_stencils_tracer_2d_1l_TracerAdvection___call___state_t *__state)
{
    int __err = 0;
    delete __state;
    return __err;
}
