#!/usr/bin/env python3
"""generate.py: writes the corpus of real DaCe output from the programs in programs.py.

Run it with the Python of a virtualenv that has DaCe (tests/dace/make_venv.sh makes them);
the DaCe version picks the folder:

    build/venv-dace1/bin/python tests/corpus/generate.py           # tests/corpus/dace-1.0.2/
    build/venv-dace2/bin/python tests/corpus/generate.py           # tests/corpus/dace-2.0.0b1/
    .../python tests/corpus/generate.py --check    # do the committed files equal its output?
    .../python tests/corpus/generate.py --out DIR  # write into DIR/dace-<version>/ instead

`make corpus` runs it for both pinned versions; `make check` runs it with --check.

Each program becomes two folders, cpu/ (OpenMP) and gpu/ (CUDA, DaCe's syncdebug on), laid out
as DaCe lays out .dacecache/<name>/ (what DaCe itself writes there, its build tree left out):

    program.sdfg              the SDFG after code generation, uncompressed (DaCe 2 writes
                              program.sdfgz; pdd reads both)
    src/cpu/<name>.cpp        host code;  src/cuda/<name>_cuda.cu  the GPU variant's kernels
    include/<name>.h          the C API;  include/hash.h  DaCe's hash of the SDFG
    sample/<name>_main.cpp    DaCe's sample driver
    map/map_cpp.json, map/map_py.json   source maps

Code generation only: nothing is compiled, and no GPU is needed for the CUDA code. What would
tie the output to this machine is made the repository's: source file names in the SDFG and
the source maps are made relative to the repository root as DaCe records them (so that DaCe's
hash covers the same text everywhere), and Python's string hashing is fixed
(PYTHONHASHSEED=0) so that DaCe's set iterations come out in one order.
"""
import argparse
import copy
import filecmp
import gzip
import os
import random
import shutil
import sys
import tempfile
import uuid

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))


def reexec_with_fixed_hash_seed():
    """DaCe iterates over sets of names in places; a fixed seed makes that order one order."""
    if os.environ.get("PYTHONHASHSEED") != "0":
        env = dict(os.environ, PYTHONHASHSEED="0")
        os.execve(sys.executable, [sys.executable] + sys.argv, env)


def configure_dace(scratch):
    """Keep DaCe's caches and configuration out of the user's home and /dev/shm."""
    os.environ["DACE_default_build_folder"] = os.path.join(scratch, ".dacecache")
    os.environ["DACE_CONFIG"] = os.path.join(scratch, "dace.conf")  # absent: defaults only
    os.environ["DACE_BUILD_CACHE_DIR"] = scratch
    os.environ["DACE_compiler_cuda_backend"] = "cuda"  # not probed: there may be no GPU here
    os.environ.pop("DACE_compiler_cuda_syncdebug", None)


def dace_package_root():
    """The folder holding DaCe's package (site-packages of its virtualenv)."""
    import dace
    return os.path.dirname(os.path.dirname(os.path.abspath(dace.__file__)))


def repository_relative_debug_info():
    """Every source file name DaCe records (DebugInfo.filename: the program's, and DaCe's own
    files for nodes its parser and library expansions make) becomes relative to the repository
    (tests/corpus/programs.py) or to DaCe's package (dace/...), as it is set: the SDFG, the
    source maps and DaCe's hash of the SDFG are then the same wherever the repository and the
    virtualenv lie."""
    import dace
    dace_root = dace_package_root()

    def relative(name):
        full = os.path.abspath(name)
        if full.startswith(dace_root + os.sep):  # before REPO: a venv may lie inside it
            return os.path.relpath(full, dace_root)
        if full.startswith(REPO + os.sep):
            return os.path.relpath(full, REPO)
        return name

    def setattr_relative(self, attr, value):
        if attr == "filename" and isinstance(value, str) and os.path.isabs(value):
            value = relative(value)
        object.__setattr__(self, attr, value)

    dace.dtypes.DebugInfo.__setattr__ = setattr_relative


# What a corpus folder keeps of what generate_program_folder and code generation write.
KEPT = ("program.sdfg", "src", "include", "sample", "map")


def fixed_guids(seed):
    """DaCe names every graph element with uuid.uuid4(); draw them from a seeded generator."""
    rng = random.Random(seed)
    uuid.uuid4 = lambda: uuid.UUID(int=rng.getrandbits(128), version=4)


def generate_one(program, name, variant, folder):
    import dace
    from dace.codegen import codegen, compiler

    fixed_guids(name + "/" + variant)
    dace.Config.set("compiler", "cuda", "syncdebug", value=(variant == "gpu"))
    try:
        sdfg = program.to_sdfg(simplify=True)
        sdfg.name = name
        if variant == "gpu":
            sdfg.apply_gpu_transformations()
        os.makedirs(folder)
        # as SDFG.compile() does: code generation changes the SDFG (GPU copies, ids), and the
        # program.sdfg written beside the code is that changed copy, whose ids the names carry
        sdfg = copy.deepcopy(sdfg)
        sdfg.build_folder = folder  # the source maps go to <build folder>/map/
        sdfg.fill_scope_connectors()
        code = codegen.generate_code(sdfg)
        compiler.generate_program_folder(sdfg, code, folder)
    except Exception as e:  # DaCe raises many kinds; say which program and variant failed
        first = str(e).strip().splitlines()[0] if str(e).strip() else type(e).__name__
        raise SystemExit("generate.py: dace %s cannot generate %s (%s) from tests/corpus/programs.py: %s"
                         % (dace.__version__, name, variant, first))
    # DaCe 2 writes program.sdfgz, gzip with a time stamp in its header: keep the JSON.
    packed = os.path.join(folder, "program.sdfgz")
    if os.path.exists(packed):
        with gzip.open(packed, "rb") as src, open(os.path.join(folder, "program.sdfg"), "wb") as dst:
            shutil.copyfileobj(src, dst)
    for entry in os.listdir(folder):
        if entry not in KEPT:
            path = os.path.join(folder, entry)
            shutil.rmtree(path) if os.path.isdir(path) else os.remove(path)


def generate(scratch, names):
    """Generates NAMES under SCRATCH/tests/corpus/dace-<version>/ and returns that folder. DaCe
    records the build folder in the SDFG: generating with the working directory at SCRATCH and a
    relative folder records the repository's path, wherever the files go afterwards."""
    import warnings
    import dace
    import programs

    # DaCe's advice to its users (block sizes, loop variables reused) is not news here
    warnings.filterwarnings("ignore", category=UserWarning, module=r"dace\.")
    rel = os.path.join(os.path.relpath(HERE, REPO), "dace-" + dace.__version__)
    cwd = os.getcwd()
    os.chdir(scratch)
    try:
        for name in names:
            for variant in ("cpu", "gpu"):
                generate_one(programs.PROGRAMS[name], name, variant, os.path.join(rel, name, variant))
    finally:
        os.chdir(cwd)
    out = os.path.join(scratch, rel)
    # what would make the output this machine's: an absolute path to the checkout, to DaCe, or
    # to the scratch folder
    dace_root = dace_package_root()
    for f in sorted(tree(out)):
        with open(os.path.join(out, f), "rb") as fh:
            text = fh.read()
        for path in (REPO, dace_root, scratch):
            if path.encode() in text:
                raise SystemExit("generate.py: %s/%s holds the absolute path %s; the corpus must read the "
                                 "same on every machine (make it relative in generate.py)" % (rel, f, path))
    return out


def tree(root):
    """Relative paths of the files under ROOT."""
    return {os.path.relpath(os.path.join(d, f), root) for d, _, files in os.walk(root) for f in files}


def differences(committed, generated):
    """What differs between the committed tree and the generated one, one line a file."""
    have, want = tree(committed), tree(generated)
    out = [f + ": missing (DaCe generates it)" for f in sorted(want - have)]
    out += [f + ": not generated by DaCe (remove it)" for f in sorted(have - want)]
    out += [f + ": differs" for f in sorted(have & want)
            if not filecmp.cmp(os.path.join(committed, f), os.path.join(generated, f), shallow=False)]
    return out


def main():
    reexec_with_fixed_hash_seed()
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--check", action="store_true",
                    help="compare the committed corpus with what this DaCe generates (exit 1 if they differ)")
    ap.add_argument("--out", metavar="DIR", help="write DIR/dace-<version>/ instead of tests/corpus/dace-<version>/")
    ap.add_argument("--programs", nargs="+", metavar="NAME", help="only these programs (default: all)")
    args = ap.parse_args()

    scratch = tempfile.mkdtemp(prefix="pdd-corpus.")
    try:
        configure_dace(scratch)
        sys.path.insert(0, HERE)
        try:
            import dace
            repository_relative_debug_info()
        except ImportError:
            print("generate.py: this Python (%s) has no dace; run it with the python of a DaCe virtualenv "
                  "(tests/dace/make_venv.sh), or `make corpus`" % sys.executable, file=sys.stderr)
            return 2
        import programs
        names = args.programs or list(programs.PROGRAMS)
        unknown = [n for n in names if n not in programs.PROGRAMS]
        if unknown:
            print("generate.py: no program %s in tests/corpus/programs.py; it has: %s"
                  % (", ".join(unknown), " ".join(programs.PROGRAMS)), file=sys.stderr)
            return 2
        version = "dace-" + dace.__version__
        got = generate(scratch, names)
        if args.check:
            committed = os.path.join(HERE, version)
            rel = os.path.relpath(committed, REPO)
            diff = differences(committed, got) if args.programs is None else \
                [d for n in names for d in differences(os.path.join(committed, n), os.path.join(got, n))]
            for d in diff[:20]:
                print("generate.py --check: %s/%s" % (rel, d), file=sys.stderr)
            if len(diff) > 20:
                print("generate.py --check: ... and %d more" % (len(diff) - 20), file=sys.stderr)
            if diff:
                print("generate.py --check: %s is not what dace %s generates from tests/corpus/programs.py; "
                      "run `make corpus`, review the diff, commit it" % (rel, dace.__version__), file=sys.stderr)
                return 1
            print("generate.py --check: %s is what dace %s generates (%d programs, cpu and gpu)"
                  % (rel, dace.__version__, len(names)))
            return 0
        dest = os.path.join(args.out or HERE, version)
        if args.programs is None:
            shutil.rmtree(dest, ignore_errors=True)
            shutil.copytree(got, dest)
        else:
            for name in names:
                shutil.rmtree(os.path.join(dest, name), ignore_errors=True)
                shutil.copytree(os.path.join(got, name), os.path.join(dest, name))
        print("generate.py: wrote %s (dace %s: %s, cpu and gpu)" % (dest, dace.__version__, " ".join(names)))
        return 0
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
