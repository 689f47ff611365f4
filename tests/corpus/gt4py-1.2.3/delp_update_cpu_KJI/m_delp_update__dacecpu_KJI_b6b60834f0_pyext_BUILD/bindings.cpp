
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
PYBIND11_MODULE(m_delp_update__dacecpu_KJI_b6b60834f0_pyext, m) {
  m.def(
      "run_computation",
      [](std::array<gt::uint_t, 3> domain, py::buffer delp,
         std::array<gt::int_t, 3> delp_origin, py::buffer dp1,
         std::array<gt::int_t, 3> dp1_origin, py::buffer dp2,
         std::array<gt::int_t, 3> dp2_origin, double dt, py::object exec_info) {
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

        delp_update(domain)(
            gt::sid::shift_sid_origin(
                gt::as_sid<double, 3, gt::integral_constant<int, 1>>(delp),
                delp_origin),
            gt::sid::shift_sid_origin(
                gt::as_sid<double, 3, gt::integral_constant<int, 2>>(dp1),
                dp1_origin),
            gt::sid::shift_sid_origin(
                gt::as_sid<double, 3, gt::integral_constant<int, 3>>(dp2),
                dp2_origin),
            dt);

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
