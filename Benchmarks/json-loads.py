#!/usr/bin/env python3
"""Python's json.loads throughput on the same files trending-bench decodes.

    python3 Benchmarks/json-loads.py Fixtures/search/100-items.json [MORE.json ...] [--iterations N]

Reads each file as bytes once, then times json.loads(bytes) (UTF-8 decoding included, as the
Swift decoder gets Data) with time.perf_counter_ns: 3 warm-up runs, then at least 15 and as
many as fit in about a second; prints the median in ms and MB/s (10^6 bytes/s), tab-separated.
"""
import json
import sys
import time


def measure(data, fixed=None):
    if fixed is None:
        for _ in range(3):
            json.loads(data)
    minimum, maximum = (fixed, fixed) if fixed else (15, 1000)
    samples = []
    started = time.perf_counter_ns()
    while len(samples) < maximum and (len(samples) < minimum or time.perf_counter_ns() - started < 1e9):
        t0 = time.perf_counter_ns()
        json.loads(data)
        samples.append(time.perf_counter_ns() - t0)
    samples.sort()
    mid = len(samples) // 2
    median = samples[mid] if len(samples) % 2 else (samples[mid - 1] + samples[mid]) / 2
    return median, len(samples)


def main(argv):
    fixed = None
    if "--iterations" in argv:
        i = argv.index("--iterations")
        fixed = int(argv[i + 1])
        del argv[i:i + 2]
    print("file\tbytes\titerations\tmedian_ms\tmb_per_s")
    for path in argv:
        with open(path, "rb") as f:
            data = f.read()
        median, runs = measure(data, fixed)
        print(f"{path}\t{len(data)}\t{runs}\t{median / 1e6:.4f}\t{len(data) / 1e6 / (median / 1e9):.2f}")


if __name__ == "__main__":
    main(sys.argv[1:])
