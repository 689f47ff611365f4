
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
PYBIND11_MODULE(m_vertical_solve__dacecpu_KJI_d2f36646b4_pyext, m) {
  m.def(
      "run_computation",
      [](std::array<gt::uint_t, 3> domain, py::buffer a,
         std::array<gt::int_t, 3> a_origin, py::buffer b,
         std::array<gt::int_t, 3> b_origin, py::buffer c,
         std::array<gt::int_t, 3> c_origin, py::buffer d,
         std::array<gt::int_t, 3> d_origin, py::buffer x,
         std::array<gt::int_t, 3> x_origin, py::object exec_info) {
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

        vertical_solve(domain)(
            gt::sid::shift_sid_origin(
                gt::as_sid<double, 3, gt::integral_constant<int, 1>>(a),
                a_origin),
            gt::sid::shift_sid_origin(
                gt::as_sid<double, 3, gt::integral_constant<int, 2>>(b),
                b_origin),
            gt::sid::shift_sid_origin(
                gt::as_sid<double, 3, gt::integral_constant<int, 3>>(c),
                c_origin),
            gt::sid::shift_sid_origin(
                gt::as_sid<double, 3, gt::integral_constant<int, 4>>(d),
                d_origin),
            gt::sid::shift_sid_origin(
                gt::as_sid<double, 3, gt::integral_constant<int, 5>>(x),
                x_origin));

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
