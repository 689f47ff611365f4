#!/usr/bin/env python3
"""tests/e2e/instrument_prefixes.py PDD_INSTRUMENT [SECONDS]: pdd-instrument on truncated copies
of every corpus source (and of tests/fuzz/inputs): 100 cuts spread over each file, every cut
from 150 bytes before to 250 after each `<<<`, and every 16th byte of the 200 after each
`LaunchKernel(`. A cut inside a function is a syntax error the pass reports at once, so the
cuts near a launch, and every fourth of the others, run a second time closed: the open
parentheses and braces closed after a `;` (`k<<<g, b;}` is a launch with no `>>>`). Each
run must end within BOUND seconds with exit 0, or 2 with a message: never a crash or a
hang. Every tenth cut of a source beside its program.sdfg runs with it.
Two runs at a time; the whole test stops at SECONDS (default 50) and says how far it got."""
import concurrent.futures
import glob
import os
import subprocess
import sys
import tempfile
import threading
import time

BOUND = 10  # seconds one run may take; the whole file takes < 0.1 s


def sources(root):
    corpus = os.environ.get("PDD_CORPUS") or os.path.join(root, "tests", "corpus")
    found = glob.glob(os.path.join(corpus, "dace-*", "*", "*", "src", "**", "*"), recursive=True)
    found += glob.glob(os.path.join(corpus, "gt4py-*", "**", "computation.hpp"), recursive=True)
    found += glob.glob(os.path.join(root, "tests", "fuzz", "inputs", "*"))
    return sorted(f for f in found if os.path.isfile(f))


def cuts(data):
    """(cut, closed?) pairs."""
    n = len(data)
    spread = sorted({max(1, n * k // 100) for k in range(100)})
    at = {c: i % 4 == 0 for i, c in enumerate(spread)}
    for mark, before, after, step in ((b"<<<", 150, 250, 1), (b"LaunchKernel(", 0, 200, 16)):
        p = data.find(mark)
        while p >= 0:
            at.update((c, True) for c in range(max(1, p - before), min(n, p + after), step))
            p = data.find(mark, p + 1)
    out = []
    for c in sorted(at):
        out.append((c, False))
        if at[c]:
            out.append((c, True))
    return out


def closed(prefix):
    """The prefix with its open parentheses and braces closed (counted naively: a brace in a
    string or comment counts too; what that breaks is refused like any other bad source)."""
    parens = max(0, prefix.count(b"(") - prefix.count(b")"))
    braces = max(0, prefix.count(b"{") - prefix.count(b"}"))
    return prefix + b")" * parens + b";\n" + b"}\n" * braces


def sdfg_of(src):
    """program.sdfg of the DaCe program folder a source is in (.../<prog>/<target>/src/...)."""
    parts = os.path.abspath(src).split(os.sep)
    if "src" not in parts:
        return None
    at = len(parts) - 1 - parts[::-1].index("src")
    p = os.sep.join(parts[:at] + ["program.sdfg"])
    return p if os.path.isfile(p) else None


class Run:
    def __init__(self, tool, deadline):
        self.tool, self.deadline = tool, deadline
        self.lock = threading.Lock()
        self.runs = self.whole = 0
        self.failures = []

    def one_source(self, src, tmp):
        data = open(src, "rb").read()
        # the same name, so .cu / .cpp / .hpp are taken as they are; no SDFG beside it
        d = tempfile.mkdtemp(dir=tmp)
        path = os.path.join(d, os.path.basename(src))
        sdfg = sdfg_of(src)
        for i, (cut, close) in enumerate(cuts(data)):
            if time.monotonic() > self.deadline or len(self.failures) >= 20:
                return
            with open(path, "wb") as f:
                f.write(closed(data[:cut]) if close else data[:cut])
            cmd = [self.tool, path] + (["--sdfg", sdfg] if sdfg and i % 10 == 5 else [])
            why = None
            try:
                r = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, timeout=BOUND)
                if r.returncode not in (0, 2) or (r.returncode == 2 and not r.stderr.strip()):
                    why = f"exit {r.returncode}: {r.stderr.decode(errors='replace').strip()[-300:]}"
            except subprocess.TimeoutExpired:
                why = f"still running after {BOUND} s"
            with self.lock:
                self.runs += 1
                if why:
                    self.failures.append(f"FAIL: {src} cut at byte {cut}{', closed' if close else ''} "
                                         f"({' '.join(cmd[2:])}): {why}")
        with self.lock:
            self.whole += 1


def main():
    tool = os.path.abspath(sys.argv[1])
    budget = float(sys.argv[2]) if len(sys.argv) > 2 else 50.0
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    srcs = sources(root)
    if not srcs:
        print("FAIL: no corpus sources found (PDD_CORPUS)")
        return 1
    start = time.monotonic()
    run = Run(tool, start + budget)
    with tempfile.TemporaryDirectory(prefix="pdd-prefixes.") as tmp:
        with concurrent.futures.ThreadPoolExecutor(2) as pool:
            for f in [pool.submit(run.one_source, s, tmp) for s in srcs]:
                f.result()
    for line in run.failures:
        print(line)
    took = time.monotonic() - start
    if run.whole < len(srcs):
        print(f"instrument_prefixes: stopped at the {budget:.0f} s budget: {run.whole} of {len(srcs)} sources whole")
    print(f"instrument_prefixes: {run.runs} truncated sources from {len(srcs)} files, "
          f"{len(run.failures)} failed, {took:.1f} s")
    return 1 if run.failures else 0


if __name__ == "__main__":
    sys.exit(main())
