"""The plugin as a user meets it: a test file of theirs, run by pytest in a subprocess, gets
the pdd_log fixture from the installed package (no conftest, no -p) and checks the
fv3_tracers example with it."""
import os
import subprocess
import sys
import textwrap

USER_TESTS = '''
    import os
    import subprocess

    import pdd

    FV3 = os.environ["FV3"]


    def run(*args):
        subprocess.run([FV3, "--steps", "4"] + list(args), check=True, stdout=subprocess.DEVNULL)


    def test_clean_run(pdd_log):
        assert os.environ["PACE_DACE_DEBUG"] == "True" and os.environ["PDD_LOG"] == pdd_log.pattern
        run()
        pdd_log.assert_clean()
        assert len(pdd_log.read().progress) > 0


    def test_zero_delp_is_caught(pdd_log):
        run("--zero-delp", "3,12,10,5")
        pdd.assert_clean(pdd_log)


    def test_negative_qice_is_allowed(pdd_log):
        run("--neg-tracer", "qice,2,7,5,4")
        pdd.assert_clean(pdd_log, allow=["neg_tracer:qice"])
        assert pdd_log.first_failure().field == "qice"


    def test_the_environment_is_the_users_again():
        assert "PDD_LOG" not in os.environ and "PACE_DACE_DEBUG" not in os.environ
'''


def test_a_users_test_file(fv3, tmp_path):
    (tmp_path / "test_model.py").write_text(textwrap.dedent(USER_TESTS))
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PDD_", "PACE_DACE_DEBUG", "PYTEST_"))}
    env["FV3"] = fv3
    r = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "no:randomly",
                        "test_model.py"], cwd=tmp_path, env=env, capture_output=True, text=True)
    out = r.stdout + r.stderr
    assert r.returncode == 1, out
    assert "1 failed, 3 passed" in out, out
    # the failure says what pdd-view summary says first
    want = ("AssertionError: rank 0: nan in kernel advect_qvapor_map_1_0_11 call 3, field qvapor at (12,10,5): "
            "value nan (1 bad value in the call, min nan, max nan)")
    assert want in out, out
