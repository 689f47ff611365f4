#!/usr/bin/env python3
"""tests/helpers/work_folders.py MAKEFILE | --self-test: refuses what would let two tests of `make check`
share a work folder, which the two lanes, run side by side, turn into failures by timing (one
test's `rm -rf` of the folder the other is writing in):

- two tests of the same name: each test's folder is named after it (tests/helpers/run_test.sh
  sets PDD_TEST_WORK to BUILD/work/NAME);
- a script that empties or removes a folder it named under the build folder by hand
  (`work=$build/x`, then `rm -rf "$work"`) instead of its PDD_TEST_WORK or a mktemp folder.

Prints one line per problem (the script, the line, the fix) and exits 1; 0 and one line when
there is none."""
import os
import re
import sys

ASSIGN = re.compile(r"^\s*(?:local\s+)?([A-Za-z_]\w*)=(.*)$")
REMOVE = re.compile(r"\brm\s+-r?f?r?\s+\"?\$\{?([A-Za-z_]\w*)\}?\"?(?:\s|/|$)")


def tests_of(makefile):
    """(name, command) of every shell test `make check` runs: the ct-NAME targets' and the
    sanitized ones (run-asan)."""
    text = open(makefile).read().replace("\\\n", " ")
    blocks = re.findall(r"^ct-[\w-]+:[^\n]*\n((?:\t[^\n]*\n)+)", text, re.M)
    blocks += re.findall(r"^define run-asan\n(.*?)^endef", text, re.M | re.S)
    return [t for b in blocks for t in re.findall(r"\$\(call shell-test,([^,]+),(.*)\)", b)]


def assignments(lines, var, before):
    """The values var was given on the lines before `before` (the last first)."""
    out = []
    for i in range(before - 1, -1, -1):
        for part in re.split(r"\s+(?=[A-Za-z_]\w*=)", lines[i].strip()):
            m = ASSIGN.match(part)
            if m and m.group(1) == var:
                out.append(m.group(2))
        if out:
            break
    return out


def owned(lines, var, at, seen=()):
    """1 when var, at line `at`, names a folder of this test's own: from PDD_TEST_WORK, from
    mktemp, or from another variable that does; 0 when from the build folder by hand; None
    when it is neither (not a work folder this check knows)."""
    values = assignments(lines, var, at)
    if not values:
        return None
    verdicts = []
    for v in values:
        if "PDD_TEST_WORK" in v or "mktemp" in v:
            verdicts.append(1)
            continue
        if "venv" in v:  # a virtualenv: a cache its tests share one after the other, no work folder
            verdicts.append(None)
            continue
        refs = [r for r in re.findall(r"\$\{?([A-Za-z_]\w*)", v) if r not in seen]
        if refs and refs[0] in ("build", "BUILD"):
            verdicts.append(0)
            continue
        sub = [owned(lines, r, at, seen + (var,)) for r in refs[:1]]
        verdicts.append(sub[0] if sub else None)
    if 0 in verdicts:
        return 0
    return 1 if 1 in verdicts else None


def self_test():
    """The check refuses the two mistakes on a made-up project, and passes the right way."""
    import subprocess
    import tempfile
    with tempfile.TemporaryDirectory() as d:
        os.makedirs(os.path.join(d, "tests"))
        open(os.path.join(d, "tests", "bad.sh"), "w").write(
            'build=$1\nwork=$build/shared\nrm -rf "$work" && mkdir -p "$work"\n')
        open(os.path.join(d, "tests", "good.sh"), "w").write(
            'build=$1\nwork=${PDD_TEST_WORK:-$build/own}\nrm -rf "$work"\nt=$(mktemp -d)\nrm -rf "$t"\n')
        mk = os.path.join(d, "Makefile")
        rules = ("ct-a:\n\t$(call shell-test,a,tests/good.sh $(BUILD))\n"
                 "ct-b:\n\t$(call shell-test,a,tests/good.sh $(BUILD) x)\n")
        open(mk, "w").write(rules + "ct-c:\n\t$(call shell-test,c,tests/bad.sh $(BUILD))\n")
        r = subprocess.run([sys.executable, __file__, mk], capture_output=True, text=True)
        want = ["two tests named a", "tests/bad.sh:3: removes $work"]
        missing = [w for w in want if w not in r.stdout]
        if r.returncode != 1 or missing or len(r.stdout.strip().split("\n")) != 2:
            print(f"FAIL: work_folders --self-test: refused {r.stdout!r} (exit {r.returncode}), wanted {want}")
            return 1
        open(mk, "w").write(rules.replace("shell-test,a,tests/good.sh $(BUILD) x", "shell-test,b,tests/good.sh $(BUILD) x"))
        r = subprocess.run([sys.executable, __file__, mk], capture_output=True, text=True)
        if r.returncode != 0:
            print(f"FAIL: work_folders --self-test: refused a right project: {r.stdout!r}")
            return 1
    print("work_folders --self-test: both mistakes refused, the right way passed")
    return 0


def main():
    if sys.argv[1:] == ["--self-test"]:
        return self_test()
    if len(sys.argv) != 2:
        sys.exit("usage: work_folders.py MAKEFILE | --self-test")
    makefile = sys.argv[1]
    root = os.path.dirname(os.path.abspath(makefile))
    problems = []
    names = {}
    scripts = set()
    for name, command in tests_of(makefile):
        name = name.strip()
        if name in names:
            problems.append(f"{makefile}: two tests named {name}: each test's work folder is "
                            f"BUILD/work/NAME; give one of them another name")
        names[name] = command
        scripts.update(s for s in re.findall(r"((?:tests|bench)/[\w/.-]+\.sh)", command))
    for script in sorted(scripts):
        path = os.path.join(root, script)
        if not os.path.exists(path):
            continue
        lines = open(path).read().split("\n")
        for i, line in enumerate(lines):
            if line.lstrip().startswith("#"):
                continue
            for var in REMOVE.findall(line):
                if owned(lines, var, i) == 0:
                    problems.append(f"{script}:{i + 1}: removes ${var}, a folder it names under the build "
                                    f"folder by hand; take ${{PDD_TEST_WORK:-...}} (the test's own) or mktemp -d")
    for p in problems:
        print(p)
    if problems:
        return 1
    print(f"work_folders: {len(names)} tests, each with a work folder of its own "
          f"({len(scripts)} scripts read)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
