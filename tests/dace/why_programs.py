"""Three weather-style @dace.programs for pdd-view's why, each with its fault planted the way a
model meets one (tests/e2e/why_dace.sh):
  sweep  - a vertical sweep accumulating pe and taking its log; --plant makes one layer
           thickness very negative, so pe goes negative and log(pe) is NaN further down;
  ratio  - a tracer update q * dp_old / dp_new; --plant calls it once clean, then zeroes one
           new layer thickness, an input of the program (0/0 is NaN);
  smooth - a 5-point smoother of an input array; --plant puts a NaN into that input;
  thermo - pkz = pt / delp, then a flux pkz * delp in a second map; --plant zeroes one delp:
           the Inf of the first map is no bad value by default, the NaN (Inf * 0) of the
           second is;
  moisten - an in-place tracer update q = q + dt * src; --plant puts a NaN into the host's q;
  column - a column integral precip += q * delp over k, set to 0 first by the same map;
           --plant puts a NaN into the host's q at one level;
  pressure - pe = ptop + delp * cumulative weight, ptop a scalar argument; --plant passes a
           NaN ptop.
Usage: why_programs.py --root DIR --program NAME [--plant] [--reuse]"""
import argparse
import os
import sys

import numpy as np
import dace

I, J, K = dace.symbol("I"), dace.symbol("J"), dace.symbol("K")
f64 = dace.float64


@dace.program
def sweep(ptop: f64[I, J], delp: f64[I, J, K], pe: f64[I, J, K + 1], peln: f64[I, J, K + 1]):
    for i, j in dace.map[0:I, 0:J]:
        pe[i, j, 0] = ptop[i, j]
    for k in range(K):
        for i, j in dace.map[0:I, 0:J]:
            pe[i, j, k + 1] = pe[i, j, k] + delp[i, j, k]
            peln[i, j, k + 1] = np.log(pe[i, j, k + 1])


@dace.program
def ratio(q: f64[I, J, K], dp_old: f64[I, J, K], dp_new: f64[I, J, K], q_new: f64[I, J, K]):
    for i, j, k in dace.map[0:I, 0:J, 0:K]:
        q_new[i, j, k] = q[i, j, k] * dp_old[i, j, k] / dp_new[i, j, k]


@dace.program
def smooth(a: f64[I, J], b: f64[I, J]):
    for i, j in dace.map[1:I - 1, 1:J - 1]:
        b[i, j] = 0.5 * a[i, j] + 0.125 * (a[i - 1, j] + a[i + 1, j] + a[i, j - 1] + a[i, j + 1])


@dace.program
def thermo(pt: f64[I, J, K], delp: f64[I, J, K], pkz: f64[I, J, K], flux: f64[I, J, K]):
    for i, j, k in dace.map[0:I, 0:J, 0:K]:
        pkz[i, j, k] = pt[i, j, k] / delp[i, j, k]
    for i, j, k in dace.map[0:I, 0:J, 0:K]:
        flux[i, j, k] = pkz[i, j, k] * delp[i, j, k]


@dace.program
def moisten(q: f64[I, J, K], src: f64[I, J, K], dt: f64):
    for i, j, k in dace.map[0:I, 0:J, 0:K]:
        q[i, j, k] = q[i, j, k] + dt * src[i, j, k]


@dace.program
def column(q: f64[I, J, K], delp: f64[I, J, K], precip: f64[I, J]):
    for i, j in dace.map[0:I, 0:J]:
        precip[i, j] = 0.0
        for k in range(K):
            precip[i, j] = precip[i, j] + q[i, j, k] * delp[i, j, k]


@dace.program
def pressure(delp: f64[I, J, K], pe: f64[I, J, K], ptop: f64):
    for i, j, k in dace.map[0:I, 0:J, 0:K]:
        pe[i, j, k] = ptop + delp[i, j, k] * (k + 1)


@dace.program
def satadj(qv: f64[I, J, K], ql: f64[I, J, K], qs: f64[I, J, K]):
    for i, j, k in dace.map[0:I, 0:J, 0:K]:
        dq = qv[i, j, k] - qs[i, j, k]
        ql[i, j, k] = ql[i, j, k] + dq / qs[i, j, k]
        qv[i, j, k] = qv[i, j, k] - dq


@dace.program
def esat(t: f64[I, J, K], arg: f64[I, J, K], es: f64[I, J, K]):
    for i, j, k in dace.map[0:I, 0:J, 0:K]:
        arg[i, j, k] = 17.67 * (t[i, j, k] - 273.15) / (t[i, j, k] - 29.65)
    for i, j, k in dace.map[0:I, 0:J, 0:K]:
        es[i, j, k] = 611.2 * np.exp(arg[i, j, k])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--root", required=True)
    ap.add_argument("--program", required=True, choices=["sweep", "ratio", "smooth", "thermo", "moisten", "column", "pressure",
                                                                 "satadj", "esat"])
    ap.add_argument("--plant", action="store_true")
    ap.add_argument("--reuse", action="store_true", help="call the .so built before (the instrumented one)")
    args = ap.parse_args()
    os.chdir(args.root)
    if args.reuse:
        dace.Config.set("compiler", "use_cache", value=True)
    n = (6, 5, 8)
    if args.program == "sweep":
        ptop, delp = np.full(n[:2], 300.0), np.full(n, 100.0)
        if args.plant:
            delp[3, 2, 4] = -5000.0
        pe, peln = np.zeros((n[0], n[1], n[2] + 1)), np.zeros((n[0], n[1], n[2] + 1))
        sweep(ptop=ptop, delp=delp, pe=pe, peln=peln, I=n[0], J=n[1], K=n[2])
        out = peln
    elif args.program == "ratio":
        q, dp_old, dp_new = np.full(n, 1e-3), np.full(n, 50.0), np.full(n, 52.0)
        if args.plant:  # a clean call first: the fault comes in the program's second call
            ratio(q=q, dp_old=dp_old, dp_new=dp_new, q_new=np.zeros(n), I=n[0], J=n[1], K=n[2])
            dp_old[2, 3, 4] = 0.0   # the layer emptied: 0/0 where the new one is zeroed too
            dp_new[2, 3, 4] = 0.0
        out = np.zeros(n)
        ratio(q=q, dp_old=dp_old, dp_new=dp_new, q_new=out, I=n[0], J=n[1], K=n[2])
    elif args.program == "thermo":
        pt, delp = np.full(n, 290.0), np.full(n, 100.0)
        if args.plant:
            delp[4, 1, 6] = 0.0
        pkz, out = np.zeros(n), np.zeros(n)
        thermo(pt=pt, delp=delp, pkz=pkz, flux=out, I=n[0], J=n[1], K=n[2])
    elif args.program == "moisten":
        out, src = np.full(n, 2e-3), np.full(n, 1e-6)
        if args.plant:
            out[1, 4, 2] = np.nan
        moisten(q=out, src=src, dt=10.0, I=n[0], J=n[1], K=n[2])
    elif args.program == "column":
        q, delp = np.full(n, 1e-3), np.full(n, 100.0)
        if args.plant:
            q[2, 1, 5] = np.nan
        out = np.zeros(n[:2])
        column(q=q, delp=delp, precip=out, I=n[0], J=n[1], K=n[2])
    elif args.program == "satadj":  # the store into ql reads qv, which the same map then updates
        qv, out, qs = np.full(n, 4e-3), np.full(n, 1e-4), np.full(n, 3e-3)
        if args.plant:
            qs[3, 2, 1] = 0.0  # dq / qs: inf, where qv then becomes 0
        satadj(qv=qv, ql=out, qs=qs, I=n[0], J=n[1], K=n[2])
    elif args.program == "esat":  # a temperature just below the formula's pole: exp overflows
        t, arg, out = np.full(n, 280.0), np.zeros(n), np.zeros(n)
        if args.plant:
            t[1, 3, 6] = 29.64
        esat(t=t, arg=arg, es=out, I=n[0], J=n[1], K=n[2])
    elif args.program == "pressure":
        delp, out = np.full(n, 100.0), np.zeros(n)
        pressure(delp=delp, pe=out, ptop=np.nan if args.plant else 300.0, I=n[0], J=n[1], K=n[2])
    else:
        a = np.fromfunction(lambda i, j: 1.0 + 0.1 * i + 0.01 * j, n[:2])
        if args.plant:
            a[2, 3] = np.nan
        out = np.zeros(n[:2])
        smooth(a=a, b=out, I=n[0], J=n[1])
    print(f"{args.program}: nan {int(np.isnan(out).sum())}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
