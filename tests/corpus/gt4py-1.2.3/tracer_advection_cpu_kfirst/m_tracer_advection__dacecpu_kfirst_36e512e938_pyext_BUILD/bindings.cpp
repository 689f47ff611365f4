
#include "computation.hpp"
#include <chrono>
#include <gridtools/sid/rename_dimensions.hpp>
#include <gridtools/sid/sid_shift_origin.hpp>
#include <gridtools/stencil/cartesian.hpp>
#include <gridtools/stencil/global_parameter.hpp>
#include <gridtools/storage/adapter/python_sid_adapter.hpp>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>
namespace gt = gridtools;
namespace py = ::pybind11;
PYBIND11_MODULE(m_tracer_advection__dacecpu_kfirst_36e512e938_pyext, m) {
  m.def(
      "run_computation",
      [](std::array<gt::uint_t, 3> domain, py::buffer qvapor,
         std::array<gt::int_t, 3> qvapor_origin, py::buffer crx,
         std::array<gt::int_t, 3> crx_origin, py::buffer qvapor_out,
         std::array<gt::int_t, 3> qvapor_out_origin, py::object exec_info) {
        if (!exec_info.is(py::none())) {
          auto exec_info_dict = exec_info.cast<py::dict>();
          exec_info_dict["run_cpp_start_time"] =
              static_cast<double>(
                  std::chrono::duration_cast<std::chrono::nanoseconds>(
                      std::chrono::high_resolution_clock::now()
                          .time_since_epoch())
                      .count()) /
              1e9;
        }

        tracer_advection(domain)(
            gt::sid::shift_sid_origin(
                gt::as_sid<double, 3, gt::integral_constant<int, 1>>(qvapor),
                qvapor_origin),
            gt::sid::shift_sid_origin(
                gt::as_sid<double, 3, gt::integral_constant<int, 2>>(crx),
                crx_origin),
            gt::sid::shift_sid_origin(
                gt::as_sid<double, 3, gt::integral_constant<int, 3>>(
                    qvapor_out),
                qvapor_out_origin));

        if (!exec_info.is(py::none())) {
          auto exec_info_dict = exec_info.cast<py::dict>();
          exec_info_dict["run_cpp_end_time"] = static_cast<double>(
              std::chrono::duration_cast<std::chrono::nanoseconds>(
                  std::chrono::high_resolution_clock::now().time_since_epoch())
                  .count() /
              1e9);
        }
      },
      "Runs the given computation");
}
