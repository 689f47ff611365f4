#!/usr/bin/env python3
"""tests/e2e/readme_snippets.py BUILD [--update]: runs the shell snippets of README.md and of every
docs/*.md so they cannot rot.

In each document, a ```sh block holds commands, each on a line starting with "$ " (a trailing
backslash continues it), followed by the output it printed. Each document runs on its own, in
its own order, in a fresh scratch folder of its own (BUILD/readme/README for README.md,
BUILD/readme/docs_NAME for docs/NAME.md, where `build` and `examples` lead to BUILD and the
real examples/): a document shows every command its later snippets need, so a reader can
follow it alone. Every command's output (stdout and stderr together), filtered by
tests/helpers/output_filter.sh (times, pids, hosts), must equal the output shown, and its exit status
the one documented: 0, unless the line right before the block is

    <!-- readme_snippets: exit S1 S2 ... -->

with one status per command of the block, in order (a document says in prose that
`pdd-view assert` exits 1; this makes the test hold it to that). A ```python block whose
first line is "# test_NAME.py" is written to that file in the document's folder and run there
with /usr/bin/python3's pytest (Debian's python3-h5py and python3-pytest, which `make
test-deps` installs); every test in it must pass. Other blocks (```console, ```python without
that line, plain ```) are shown, not run.

A mismatch names the document and line (`FAIL readme: docs/viewer.md:42: ...`).
--update (make update-readme) pastes this run's outputs and exit statuses into each document
it ran instead of comparing; review the diff. Nothing else rewrites these documents.
Exit status: 0 all match (or --update wrote), 1 a mismatch or a missing package as root,
2 bad usage, or too few snippets to mean anything (under MIN_COMMANDS commands in all, none
in README.md, or no pytest example), 77 skipped: the pytest packages are missing and we are
not root to have them installed (everything else passed).
"""
import difflib
import os
import re
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
MIN_COMMANDS = 18  # in all documents together (20 today); fewer means blocks were lost or renamed
MARKER = "<!-- readme_snippets: exit {} -->"
MARKER_RE = r"<!-- readme_snippets: exit ([0-9]+(?: [0-9]+)*) -->"
# A block, with the status marker on the line right before it when there is one.
BLOCK_RE = re.compile(r"^(?:" + MARKER_RE + r"\n)?```(sh|python)\n(.*?)^```$", re.S | re.M)
# What each pytest example needs from /usr/bin/python3, and the Debian package that has it.
PYTEST_PACKAGES = (("h5py", "python3-h5py"), ("pytest", "python3-pytest"))


def documents():
    """(name as shown, path, scratch folder name): README.md first, then docs/*.md by name."""
    docs = [("README.md", os.path.join(REPO, "README.md"), "README")]
    folder = os.path.join(REPO, "docs")
    for f in sorted(os.listdir(folder)):
        if f.endswith(".md"):
            docs.append(("docs/" + f, os.path.join(folder, f), "docs_" + f[:-3]))
    return docs


def line_of(text, offset):
    return text.count("\n", 0, offset) + 1


def parse(text, name):
    """Yields (kind, payload, span, line) for ```sh and ```python blocks; span covers the
    marker and the block, line is the block's first line in the document `name`. For sh the
    payload is a list of [command, expected_lines, expected_status, line]."""
    used = set()
    for m in BLOCK_RE.finditer(text):
        statuses, kind, body = m.group(1), m.group(2), m.group(3)
        at = line_of(text, m.start(3)) - 1  # the ``` line
        if statuses:
            used.add(line_of(text, m.start()))
        if kind == "python":
            if statuses:
                raise ValueError(f"{name}:{at - 1}: an exit-status marker before a ```python block; "
                                 "it belongs right before a ```sh block")
            yield kind, body, m.span(), at
            continue
        cmds, lines, i = [], body.split("\n")[:-1], 0
        while i < len(lines):
            line = lines[i]
            if not line.startswith("$ "):
                if not cmds:
                    raise ValueError(f"{name}:{at + 1 + i}: a ```sh block starts with output, not '$ ': {line!r}")
                cmds[-1][1].append(line)
                i += 1
                continue
            cmd, cmd_line = line[2:], at + 1 + i
            while cmd.endswith("\\") and i + 1 < len(lines):
                i += 1
                cmd = cmd + "\n" + lines[i]
            cmds.append([cmd, [], 0, cmd_line])
            i += 1
        if statuses:
            want = [int(s) for s in statuses.split()]
            if len(want) != len(cmds):
                raise ValueError(f"{name}:{at - 1}: the marker gives {len(want)} exit statuses for the "
                                 f"{len(cmds)} commands of the block below it; give one per command, in order")
            for c, s in zip(cmds, want):
                c[2] = s
        yield kind, cmds, m.span(), at
    # a marker anywhere else applies to nothing: say so rather than let it look checked
    for m in re.finditer(r"^<!-- readme_snippets.*$", text, re.M):
        if line_of(text, m.start()) not in used:
            raise ValueError(f"{name}:{line_of(text, m.start())}: {m.group(0)!r} is not right before a "
                             f"```sh block (or is not {MARKER.format('S1 S2 ...')}); it would check nothing")


def output_filter(text):
    r = subprocess.run(["bash", "-c", f". '{REPO}/tests/helpers/output_filter.sh'; output_filter"], input=text,
                       capture_output=True, text=True)
    return r.stdout


def missing_pytest_packages():
    """The Debian packages /usr/bin/python3 lacks for the pytest examples."""
    return [deb for module, deb in PYTEST_PACKAGES
            if subprocess.run(["/usr/bin/python3", "-c", f"import {module}"], capture_output=True).returncode != 0]


def run_pytests(name, work, env, pytests, n_tests):
    """Runs the pytest examples of one document in its folder. Returns (failed, skip_reason)."""
    missing = missing_pytest_packages()
    if missing:
        what = (f"{' and '.join(missing)} missing for /usr/bin/python3 (the pytest example of {name}, "
                f"{', '.join(pytests)})")
        if os.geteuid() == 0:
            # make check installs them first (make test-deps): missing here means that went wrong
            print(f"FAIL readme: {what}; run `make test-deps` or `apt-get install {' '.join(missing)}`")
            return True, None
        return False, f"{what}; not root, so nothing installs it here: run `sudo apt-get install {' '.join(missing)}`"
    r = subprocess.run(["/usr/bin/python3", "-m", "pytest", "-q", "-p", "no:cacheprovider"] + pytests,
                       cwd=work, env=env, capture_output=True, text=True)
    last = (r.stdout.strip().splitlines() or [""])[-1]
    passed = re.search(r"\b([0-9]+) passed\b", last)
    if r.returncode != 0:
        print(f"FAIL readme: {name}: the pytest example ({', '.join(pytests)}) failed (exit {r.returncode}):\n"
              + r.stdout + r.stderr)
        return True, None
    if not passed or int(passed.group(1)) != n_tests or re.search(r"skipped|xfail|deselected", last):
        print(f"FAIL readme: {name}: the pytest example has {n_tests} tests (def test_...) but pytest says: {last!r}")
        return True, None
    print(f"readme_snippets: {name}: pytest example: " + last)
    return False, None


def scratch(build, folder):
    """A fresh folder for one document, where `build` and `examples` are the real ones."""
    work = os.path.join(build, "readme", folder)
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    os.symlink(build, os.path.join(work, "build"))
    os.symlink(os.path.join(REPO, "examples"), os.path.join(work, "examples"))
    return work


def run_document(name, path, work, env, update):
    """Runs one document's snippets in order. Returns (commands run, failures, pytest
    files, tests in them, the text with this run's outputs pasted in)."""
    text = open(path).read()
    blocks = list(parse(text, name))
    ran = fails = n_tests = 0
    pytests = []
    edits = []  # (span, new marker and block) for --update
    for kind, payload, span, at in blocks:
        if kind == "python":
            first = payload.split("\n", 1)[0]
            m = re.match(r"# (test_\w+\.py)$", first)
            if m:
                with open(os.path.join(work, m.group(1)), "w") as f:
                    f.write(payload)
                pytests.append(m.group(1))
                n_tests += len(re.findall(r"^def test_", payload, re.M))
            continue
        new_body, statuses = [], []
        for cmd, expected, want_rc, cmd_line in payload:
            r = subprocess.run(["bash", "-c", cmd], cwd=work, env=env, stdout=subprocess.PIPE,
                               stderr=subprocess.STDOUT, text=True)
            got = r.stdout.rstrip("\n")
            ran += 1
            new_body.append("$ " + cmd)
            if got:
                new_body.append(got)
            statuses.append(r.returncode)
            if update:
                continue
            if r.returncode != want_rc:
                fails += 1
                where = (f"the marker on line {at - 1}" if BLOCK_RE.match(text, span[0]).group(1) else
                         f"no {MARKER.format('...')} right before the block on line {at}: 0 by default")
                print(f"FAIL readme: {name}:{cmd_line}: `{cmd}` exited {r.returncode}, {name} documents "
                      f"{want_rc} ({where}); fix the command, or the marker (make update-readme)")
            want = "\n".join(expected)
            if output_filter(got) != output_filter(want):
                fails += 1
                print(f"FAIL readme: {name}:{cmd_line}: `{cmd}` (exit {r.returncode}) printed something else:")
                for line in difflib.unified_diff(output_filter(want).split("\n"),
                                                 output_filter(got).split("\n"), name, "now",
                                                 lineterm="", n=1):
                    print("    " + line)
        marker = MARKER.format(" ".join(map(str, statuses))) + "\n" if any(statuses) else ""
        edits.append((span, marker + "```sh\n" + "\n".join(new_body) + "\n```"))
    for (a, b), block in reversed(edits):
        text = text[:a] + block + text[b:]
    return ran, fails, pytests, n_tests, text


def main():
    args = sys.argv[1:]
    update = "--update" in args
    if update:
        args.remove("--update")
    if len(args) != 1 or args[0].startswith("-"):
        print("usage: readme_snippets.py BUILD [--update]   (make check / make update-readme)", file=sys.stderr)
        return 2
    if "UPDATE_README" in os.environ:
        print("readme_snippets: note: UPDATE_README is ignored; `make update-readme` (--update) rewrites "
              "README.md and docs/*.md")
    build = os.path.abspath(args[0])
    shutil.rmtree(os.path.join(build, "readme"), ignore_errors=True)
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PDD_", "PACE_", "OMPI_", "PMI"))}
    env["NO_COLOR"] = "1"
    ran = fails = 0
    per_doc, skips, any_pytest, rewritten = [], [], False, []
    for name, path, folder in documents():
        work = scratch(build, folder)
        try:
            n, f, pytests, n_tests, text = run_document(name, path, work, env, update)
        except ValueError as e:
            print(f"FAIL readme: {e}")
            fails += 1
            continue
        if n == 0 and not pytests:
            shutil.rmtree(work)
            continue
        ran, fails = ran + n, fails + f
        per_doc.append(f"{name} {n}")
        if name == "README.md" and n == 0:
            print("FAIL readme: README.md has no ```sh block; its tour shows one real run")
            return 2
        if update:
            if text != open(path).read():
                rewritten.append((name, path, text))
            continue
        if pytests:
            any_pytest = True
            failed, skip = run_pytests(name, work, env, pytests, n_tests)
            fails += failed
            if skip:
                skips.append(skip)
    counts = ", ".join(per_doc)
    if ran < MIN_COMMANDS:
        print(f"FAIL readme: only {ran} commands in the ```sh blocks of README.md and docs/*.md ({counts}; "
              f"want >= {MIN_COMMANDS}); were blocks renamed (```console is not run)?")
        return 2
    if update:
        if fails:  # a document that did not parse is left as it is, and so are the others
            print(f"readme_snippets: {fails} documents could not be read; nothing rewritten")
            return 1
        for name, path, text in rewritten:
            open(path, "w").write(text)
        print(f"readme_snippets: {ran} commands run ({counts}); outputs and exit statuses pasted into "
              f"{', '.join(n for n, _, _ in rewritten) or 'no document (all were current)'}; "
              "review `git diff README.md docs`")
        return 0
    if not any_pytest:
        print("FAIL readme: no ```python block starting with '# test_NAME.py' (the h5py example) in README.md "
              "or docs/*.md")
        fails += 1
    if fails:
        print(f"readme_snippets: {fails} failed ({counts} commands)")
        return 1
    print(f"readme_snippets: all {ran} commands ({counts}) print what their documents show, with the exit "
          "statuses they document")
    if skips:
        print(f"skip: readme_snippets: {'; '.join(skips)}")
        return 77
    return 0


if __name__ == "__main__":
    sys.exit(main())
