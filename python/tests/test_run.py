"""python -m pdd SCRIPT: the model's script runs as under python, with the probes on, and a run
that loads no instrumented program says so at its end (with the probes on it writes no log,
and nothing else would tell)."""
import os
import subprocess
import sys

LOUD = "this run loaded no instrumented program"


def launch(tmp_path, body, *args, env=None):
    script = tmp_path / "model.py"
    script.write_text(body)
    e = {k: v for k, v in os.environ.items() if k != "PACE_DACE_DEBUG"}
    e.update(env or {})
    return subprocess.run([sys.executable, "-m", "pdd", str(script)] + list(args), env=e,
                          capture_output=True, text=True, cwd=str(tmp_path))


def test_a_run_that_loads_nothing_instrumented_says_so_and_keeps_its_exit_status(tmp_path):
    r = launch(tmp_path, "import os, sys\nprint(os.environ['PACE_DACE_DEBUG'], sys.argv[1:])\nsys.exit(3)\n",
               "--steps", "2")
    assert r.returncode == 3
    assert r.stdout == "True ['--steps', '2']\n"
    lines = r.stderr.splitlines()
    assert len(lines) == 1 and LOUD in lines[0] and "pdd-instrument --dacecache" in lines[0]


def test_a_run_that_loads_libpdd_is_quiet(tmp_path, build):
    lib = os.path.join(build, "lib", "libpdd.so")
    r = launch(tmp_path, f"import ctypes\nctypes.CDLL({lib!r})\nprint('ran')\n",
               env={"PDD_LOG": str(tmp_path / "pdd.%r.h5")})
    assert r.returncode == 0 and r.stdout == "ran\n"
    assert LOUD not in r.stderr


def test_probes_off_by_choice_is_quiet(tmp_path):
    r = launch(tmp_path, "print('ran')\n", env={"PACE_DACE_DEBUG": "False"})
    assert r.returncode == 0 and r.stdout == "ran\n" and r.stderr == ""


def test_no_script_is_one_line_naming_it(tmp_path):
    r = subprocess.run([sys.executable, "-m", "pdd", str(tmp_path / "nothing.py")], capture_output=True, text=True)
    assert r.returncode == 2
    assert r.stderr.count("\n") == 1 and "nothing.py: no such script" in r.stderr


# Installed, the package's pdd-logs.pth watches every Python process started with the probes on:
# one that ran DaCe or gt4py (here a stand-in module named dace) and loaded no libpdd says so.
FAKE_DACE = "import sys, types\nsys.modules['dace'] = types.ModuleType('dace')\n"


SWITCHES = ("PACE_DACE_DEBUG", "NDSL_DACE_DEBUG", "NDSL_DACE_FORCE_SYNC_GPU")


def python(code, env):
    e = {k: v for k, v in os.environ.items() if k not in SWITCHES}
    e.update(env)
    return subprocess.run([sys.executable, "-c", code], env=e, capture_output=True, text=True)


def test_an_installed_package_watches_a_dace_process_with_the_probes_on():
    r = python(FAKE_DACE + "print('ran')\n", {"PACE_DACE_DEBUG": "True"})
    assert r.returncode == 0 and r.stdout == "ran\n"
    assert r.stderr.count("\n") == 1 and LOUD in r.stderr


def test_ndsls_switches_turn_the_watch_on_as_pace_dace_debug_does():
    for switch in SWITCHES[1:]:
        r = python(FAKE_DACE + "print('ran')\n", {switch: "True"})
        assert r.stderr.count("\n") == 1 and f"pdd: {switch}=True, but this run loaded" in r.stderr
        assert python(FAKE_DACE, {switch: "False"}).stderr == ""


def test_the_watch_is_quiet_without_dace_without_the_probes_and_with_libpdd(build, tmp_path):
    assert python("print('ran')\n", {"PACE_DACE_DEBUG": "True"}).stderr == ""  # no DaCe: a launcher
    assert python(FAKE_DACE, {}).stderr == ""
    lib = os.path.join(build, "lib", "libpdd.so")
    r = python(FAKE_DACE + f"import ctypes\nctypes.CDLL({lib!r})\n",
               {"PACE_DACE_DEBUG": "True", "PDD_LOG": str(tmp_path / "pdd.%r.h5")})
    assert LOUD not in r.stderr
