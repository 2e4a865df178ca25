#!/usr/bin/env python3
"""Benchmark of `viperc lint` and of the tokenizer on real Swift code.

Usage: lint_bench.py VIPERC LEXER_BENCH CORPUS [--runs N] [--baseline VIPERC] [--app DIR]...

CORPUS is a folder made by Tools/corpus.sh. The benchmark lints the `Sources` folders of
every package in it (tests are left out, as `viperc lint` does by default) and recovers their
model with `viperc graph`, prints the median wall time, CPU time and peak memory of whole runs,
then the tokenizer's single-core throughput from lexer-bench on the same files. `--app` times
an app folder too; `--baseline` times another build in turn with the first and prints the
ratio, which stays meaningful when the machine's speed drifts between sessions.
"""
import argparse
import os
import shutil
import tempfile
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


def report(label, samples, size, count):
    wall = statistics.median(s[0] for s in samples)
    cpu = statistics.median(s[2] for s in samples)
    peak = max(s[1] for s in samples)
    print(f"{label}: median {wall:.3f} s wall, {cpu:.3f} s CPU on {os.cpu_count()} cores, "
          f"{size / 1e6 / wall:.0f} MB/s, {count / wall:.0f} files/s, peak RSS {peak:.0f} MiB "
          f"({len(samples)} runs)")
    sys.stdout.flush()
    return wall


def swift_files(paths):
    files = [os.path.join(root, name) for folder in paths for root, _, names in os.walk(folder)
             for name in names if name.endswith(".swift")]
    return files, sum(os.path.getsize(f) for f in files if os.path.isfile(f))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("viperc")
    parser.add_argument("lexer_bench")
    parser.add_argument("corpus")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--baseline", help="another viperc build, timed in turn with the first; "
                        "the ratio of the medians is printed")
    parser.add_argument("--app", action="append", default=[],
                        help="an app folder to time lint and graph on as well (repeatable)")
    parser.add_argument("--memory", help="copy the corpus and apps into this folder first (e.g. "
                        "/dev/shm), so that figures do not depend on what the page cache kept")
    options = parser.parse_args()
    scratch = None
    if options.memory:
        scratch = tempfile.mkdtemp(prefix="viperc-lint-bench-", dir=options.memory)
        for folder in source_folders(options.corpus):
            package = os.path.basename(os.path.dirname(folder))
            shutil.copytree(folder, os.path.join(scratch, "corpus", package, "Sources"),
                            ignore=shutil.ignore_patterns(".git"))
        apps = []
        for app in options.app:
            copy = os.path.join(scratch, "apps", os.path.basename(app.rstrip("/")))
            shutil.copytree(app, copy, symlinks=True, ignore=shutil.ignore_patterns(".git"))
            apps.append(copy)
        options.corpus, options.app = os.path.join(scratch, "corpus"), apps
    try:
        run(options)
    finally:
        if scratch:
            shutil.rmtree(scratch)


def processor():
    """The processor's name, since wall times here differ by more than twice between machines
    that all have two cores."""
    try:
        if sys.platform == "darwin":
            return subprocess.run(["sysctl", "-n", "machdep.cpu.brand_string"], capture_output=True,
                                  text=True, check=True).stdout.strip()
        with open("/proc/cpuinfo") as handle:
            for line in handle:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except (OSError, subprocess.CalledProcessError):
        pass
    return "unknown processor"


def run(options):
    print(f"machine: {processor()}, {os.cpu_count()} cores")
    folders = source_folders(options.corpus)
    files, size = swift_files(folders)
    print(f"corpus: Sources of {len(folders)} packages, {len(files)} files, {size / 1e6:.1f} MB")
    binaries = [os.path.abspath(options.viperc)] + ([os.path.abspath(options.baseline)] if options.baseline else [])
    jobs = [("lint", ["lint", "--quiet"], folders), ("graph", ["graph", "--format", "json"], folders)]
    for app in options.app:
        jobs += [(f"lint {os.path.basename(app.rstrip('/'))}", ["lint", "--quiet"], [app]),
                 (f"graph {os.path.basename(app.rstrip('/'))}", ["graph", "--format", "json"], [app])]
    for name, arguments, paths in jobs:
        job_files, job_size = (files, size) if paths is folders else swift_files(paths)
        samples = {binary: [] for binary in binaries}
        # Runs of the two builds alternate, so a change in the machine's load hits both alike.
        for _ in range(options.runs):
            for binary in binaries:
                samples[binary].append(measure([binary] + arguments + paths))
        walls = [report(f"viperc {name}" + (" (baseline)" if binary != binaries[0] else ""), samples[binary],
                        job_size, len(job_files)) for binary in binaries]
        if len(walls) == 2:
            print(f"viperc {name}: {walls[0] / walls[1]:.2f} of the baseline's wall time")
    lexer = subprocess.run([options.lexer_bench, "--runs", str(options.runs)] + folders,
                           capture_output=True, text=True, check=True)
    print(lexer.stdout.strip())


if __name__ == "__main__":
    main()
