#!/usr/bin/env python3
"""tests/readme_snippets.py BUILD: runs the README's shell snippets so they cannot rot.

In README.md, a ```sh block holds commands, each on a line starting with "$ " (a trailing
backslash continues it), followed by the output it printed. Every command runs, in order,
in one scratch folder (BUILD/readme, where `build` and `examples` lead to the real ones),
and its output (stdout and stderr together), filtered by tests/output_filter.sh (times, pids, hosts), must
equal the output shown. A ```python block whose first line is "# test_NAME.py" is written
to that file and run with pytest when python3 has h5py and pytest (installed from Debian
when missing and possible; skipped with a message otherwise).

UPDATE_README=1 pastes the outputs of this run into README.md instead of comparing.
Exit status: 0 all match, 1 a mismatch, 2 the README has too few snippets to mean anything.
"""
import os
import re
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(HERE)
README = os.path.join(REPO, "README.md")
MIN_COMMANDS = 10


def parse(text):
    """Yields (kind, payload, span) for ```sh and ```python blocks; for sh the payload is a
    list of [command, expected_lines]."""
    for m in re.finditer(r"^```(sh|python)\n(.*?)^```$", text, re.S | re.M):
        kind, body = m.group(1), m.group(2)
        if kind == "python":
            yield kind, body, m.span(2)
            continue
        cmds, lines, i = [], body.split("\n")[:-1], 0
        while i < len(lines):
            line = lines[i]
            if not line.startswith("$ "):
                if not cmds:
                    raise SystemExit(f"README.md: a ```sh block starts with output, not '$ ': {line!r}")
                cmds[-1][1].append(line)
                i += 1
                continue
            cmd = line[2:]
            while cmd.endswith("\\") and i + 1 < len(lines):
                i += 1
                cmd = cmd + "\n" + lines[i]
            cmds.append([cmd, []])
            i += 1
        yield kind, cmds, m.span(2)


def output_filter(text):
    r = subprocess.run(["bash", "-c", f". '{HERE}/output_filter.sh'; output_filter"], input=text,
                       capture_output=True, text=True)
    return r.stdout


def have_h5py():
    probe = ["/usr/bin/python3", "-c", "import h5py, pytest"]
    if subprocess.run(probe, capture_output=True).returncode == 0:
        return True, ""
    if os.geteuid() != 0 or not shutil.which("apt-get"):
        return False, "python3-h5py/python3-pytest missing and not root"
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    r = subprocess.run("apt-get install -y -qq python3-h5py python3-pytest || "
                       "(apt-get update -qq && apt-get install -y -qq python3-h5py python3-pytest)",
                       shell=True, capture_output=True, text=True, env=env)
    if r.returncode != 0:
        return False, "apt-get install python3-h5py python3-pytest failed: " + r.stderr.strip()[-200:]
    return subprocess.run(probe, capture_output=True).returncode == 0, "still no h5py"


def main():
    build = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else "build")
    update = os.environ.get("UPDATE_README") == "1"
    work = os.path.join(build, "readme")
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    os.symlink(build, os.path.join(work, "build"))
    os.symlink(os.path.join(REPO, "examples"), os.path.join(work, "examples"))
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PDD_", "PACE_", "OMPI_", "PMI"))}
    env["NO_COLOR"] = "1"
    text = open(README).read()
    blocks = list(parse(text))
    ran = fails = 0
    pytests = []
    edits = []  # (span, new body) for UPDATE_README
    for kind, payload, span in blocks:
        if kind == "python":
            first = payload.split("\n", 1)[0]
            m = re.match(r"# (test_\w+\.py)$", first)
            if m:
                with open(os.path.join(work, m.group(1)), "w") as f:
                    f.write(payload)
                pytests.append(m.group(1))
            continue
        new_body = []
        for cmd, expected in payload:
            r = subprocess.run(["bash", "-c", cmd], cwd=work, env=env, stdout=subprocess.PIPE,
                               stderr=subprocess.STDOUT, text=True)
            got = r.stdout.rstrip("\n")
            ran += 1
            new_body.append("$ " + cmd)
            if got:
                new_body.append(got)
            if update:
                continue
            want = "\n".join(expected)
            if output_filter(got) != output_filter(want):
                fails += 1
                print(f"FAIL readme: `{cmd}` (exit {r.returncode}) printed something else:")
                import difflib
                for line in difflib.unified_diff(output_filter(want).split("\n"),
                                                 output_filter(got).split("\n"), "README", "now",
                                                 lineterm="", n=1):
                    print("    " + line)
        edits.append((span, "\n".join(new_body) + "\n"))
    if update:
        for (a, b), body in reversed(edits):
            text = text[:a] + body + text[b:]
        open(README, "w").write(text)
        print(f"readme_snippets: {ran} commands run, their outputs pasted into README.md")
    if ran < MIN_COMMANDS:
        print(f"readme_snippets: only {ran} commands in README.md's ```sh blocks (want >= {MIN_COMMANDS})")
        return 2
    if pytests:
        ok, why = have_h5py()
        if not ok:
            print(f"readme_snippets: skip: the pytest example ({', '.join(pytests)}): {why}")
        else:
            r = subprocess.run(["/usr/bin/python3", "-m", "pytest", "-q", "-p", "no:cacheprovider"] + pytests,
                               cwd=work, env=env, capture_output=True, text=True)
            if r.returncode != 0:
                fails += 1
                print("FAIL readme: the pytest example failed:\n" + r.stdout + r.stderr)
            else:
                print("readme_snippets: pytest example: " + r.stdout.strip().splitlines()[-1])
    else:
        print("FAIL readme: no ```python block starting with '# test_NAME.py' (the h5py example)")
        fails += 1
    if fails:
        print(f"readme_snippets: {fails} failed")
        return 1
    print(f"readme_snippets: all {ran} commands print what README.md shows")
    return 0


if __name__ == "__main__":
    sys.exit(main())
