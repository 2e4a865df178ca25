#!/usr/bin/env python3
"""Benchmark of `viperc lint` and of the tokenizer on real Swift code.

Usage: lint_bench.py VIPERC LEXER_BENCH CORPUS [--runs N]

CORPUS is a folder made by Tools/corpus.sh. The benchmark lints the `Sources` folders of
every package in it (tests are left out, as `viperc lint` does by default), prints the median
wall time, CPU time and peak memory of whole `viperc lint` runs, then the tokenizer's
single-core throughput from lexer-bench on the same files.
"""
import argparse
import os
import statistics
import subprocess
import sys
import time


def source_folders(corpus):
    folders = []
    for package in sorted(os.listdir(corpus)):
        path = os.path.join(corpus, package, "Sources")
        if os.path.isdir(path):
            folders.append(path)
    return folders


def measure(command):
    start = time.perf_counter()
    pid = os.fork()
    if pid == 0:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, 1)
        os.dup2(devnull, 2)
        os.execv(command[0], command)
    _, status, usage = os.wait4(pid, 0)
    elapsed = time.perf_counter() - start
    code = os.waitstatus_to_exitcode(status)
    if code not in (0, 1):
        sys.exit(f"{command[0]} failed with {code}")
    return elapsed, usage.ru_maxrss / 1024.0, usage.ru_utime + usage.ru_stime


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("viperc")
    parser.add_argument("lexer_bench")
    parser.add_argument("corpus")
    parser.add_argument("--runs", type=int, default=5)
    options = parser.parse_args()
    folders = source_folders(options.corpus)
    files = [os.path.join(root, name) for folder in folders for root, _, names in os.walk(folder)
             for name in names if name.endswith(".swift")]
    size = sum(os.path.getsize(f) for f in files if os.path.isfile(f))
    print(f"corpus: Sources of {len(folders)} packages, {len(files)} files, {size / 1e6:.1f} MB")
    command = [os.path.abspath(options.viperc), "lint", "--quiet"] + folders
    samples = [measure(command) for _ in range(options.runs)]
    wall = statistics.median(s[0] for s in samples)
    cpu = statistics.median(s[2] for s in samples)
    peak = max(s[1] for s in samples)
    print(f"viperc lint: median {wall:.3f} s wall, {cpu:.3f} s CPU on {os.cpu_count()} cores, "
          f"{size / 1e6 / wall:.0f} MB/s, {len(files) / wall:.0f} files/s, peak RSS {peak:.0f} MiB "
          f"({options.runs} runs)")
    sys.stdout.flush()
    lexer = subprocess.run([options.lexer_bench, "--runs", str(options.runs)] + folders,
                           capture_output=True, text=True, check=True)
    print(lexer.stdout.strip())


if __name__ == "__main__":
    main()
