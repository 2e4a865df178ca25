#!/usr/bin/env python3
"""Benchmark of `viperc build` on a generated project.

Usage: bench.py PATH/TO/viperc [--modules N] [--runs N] [--dir FOLDER] [--verify-runs N]

Generates 1,000 modules (or --modules N) with 5 routes and 10 methods each, then times a cold
build into an empty folder, a no-op rebuild that writes nothing, and a rebuild after one spec
changed. Prints median wall time and peak
resident memory over several runs, and what writing the same files costs the file system.
With --verify-runs, it also times cold builds with `--verify`, which run swiftc (CPU time
includes the compiler's). With --drift-runs, it writes the project's skeletons once and times
`viperc lint CODE --spec SPECS`, the drift check of 1,000 spec modules against 1,000 code
modules (target: 1 s wall, 200 MB).
"""
import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time


def make_project(folder, modules):
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "viperc.yml"), "w") as f:
        f.write("convention: infinum\nentry: Module0\n")
    for i in range(modules):
        name = f"Module{i}"
        routes = []
        for k in range(1, 6):
            target = (i + k) % modules
            routes.append(
                f"  - name: open{target}\n    to: Module{target}\n    transition: push\n"
                f"    parameters: {{ id: String }}\n")
        text = f"""module: {name}
group: Group{i % 20}
doc: Synthetic module {i}.
parameters:
  id: String
view:
  methods:
    - "reloadData()"
    - "show(items: [Item{i}])"
    - "setLoading(_ loading: Bool)"
presenter:
  properties:
    - "numberOfItems: Int {{ get }}"
  methods:
    - "viewDidLoad()"
    - "item(at index: Int) -> Item{i}"
    - "select(at index: Int)"
interactor:
  services: [Service{i % 7}]
  methods:
    - "load(_ completion: @escaping (Result<[Item{i}], Error>) -> Void)"
    - "save(_ item: Item{i}) async throws"
wireframe:
  methods:
    - "showAlert(with title: String?, message: String?)"
routes:
{''.join(routes)}entities:
  Item{i}: {{ id: String, title: String, updated: Date? }}
"""
        with open(os.path.join(folder, f"{name}.viper.yaml"), "w") as f:
            f.write(text)


def use_templates(binary, work, specs, sections):
    """Exports infinum as a convention folder beside the specs, switches on the manifest's
    commented template sections named in `sections` (skeletons: one per role; generated: the
    templates that write viperc's own files; the Destination file stays off, so that both
    builds write the same files) and names it in viperc.yml."""
    convention = os.path.join(work, "convention")
    run(binary, ["convention", "export", "infinum", convention])
    manifest = os.path.join(convention, "convention.yml")
    with open(manifest) as f:
        lines = f.read().split("\n")
    # An active section of a name switched on (viperc's own templates, as exported) makes way.
    commented = {line[2:-1] for line in lines if line.startswith("# ") and line.endswith(":") and not line.startswith("#  ")}
    kept, replaced = [], False
    for line in lines:
        if not line.startswith((" ", "#")) and line.endswith(":"):
            replaced = line[:-1] in sections and line[:-1] in commented
        elif not (replaced and line.startswith("  ")):
            replaced = False
        if not replaced:
            kept.append(line)
    lines = kept
    on, inside = [], False
    for line in lines:
        if line.startswith("# ") and line.endswith(":") and not line.startswith("#  "):
            inside = line[2:-1] in sections
            on.append(line[2:] if inside else line)
        elif inside and line.startswith("#  "):
            on.append(line[2:])
        else:
            inside = False
            on.append(line)
    with open(manifest, "w") as f:
        f.write("\n".join(on))
    config = os.path.join(specs, "viperc.yml")
    with open(config) as f:
        text = f.read()
    with open(config, "w") as f:
        f.write(text.replace("convention: infinum", "convention: ../convention"))


def baseline(source, target):
    """Writes the same files with plain Python writes: what the file system alone costs."""
    start = time.perf_counter()
    for folder, _, names in os.walk(source):
        relative = os.path.relpath(folder, source)
        os.makedirs(os.path.join(target, relative), exist_ok=True)
        for name in names:
            with open(os.path.join(folder, name), "rb") as f:
                data = f.read()
            with open(os.path.join(target, relative, name), "wb") as f:
                f.write(data)
    return time.perf_counter() - start


def run(binary, args):
    """Runs viperc once; returns (seconds, peak RSS in MiB, CPU seconds)."""
    start = time.perf_counter()
    pid = os.fork()
    if pid == 0:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, 1)
        os.execv(binary, [binary] + args)
    _, status, usage = os.wait4(pid, 0)
    elapsed = time.perf_counter() - start
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"viperc failed: {args}")
    return elapsed, usage.ru_maxrss / 1024.0, usage.ru_utime + usage.ru_stime


def drift(binary, work, specs, runs):
    """Times the drift check: the project's skeletons (and generated files) linted against it."""
    code = os.path.join(work, "code")
    run(binary, ["build", specs, "--output", code, "--skeletons", "--quiet"])
    files = sum(len(f) for _, _, f in os.walk(code))
    samples = [run(binary, ["lint", code, "--spec", specs, "--quiet"]) for _ in range(runs)]
    seconds = statistics.median(s[0] for s in samples)
    print(f"{'lint --spec':14} median {seconds:.3f} s wall, {statistics.median(s[2] for s in samples):.3f} s CPU  "
          f"(wall min {min(s[0] for s in samples):.3f}, max {max(s[0] for s in samples):.3f}, {runs} runs)  "
          f"peak RSS {max(s[1] for s in samples):.0f} MiB; {files} Swift files")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binary")
    parser.add_argument("--modules", type=int, default=1000)
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--dir", default=None, help="where to put the corpus and output, e.g. /dev/shm")
    parser.add_argument("--verify-runs", type=int, default=0, help="also time cold builds with --verify")
    parser.add_argument("--skeletons", action="store_true", help="with --verify-runs: build and verify skeletons too")
    parser.add_argument("--drift-runs", type=int, default=0, help="also time 'lint --spec' of the skeletons")
    parser.add_argument("--drift-only", action="store_true", help="time only 'lint --spec' (with --drift-runs)")
    parser.add_argument("--build-flags", default="", help="more flags for the timed builds, e.g. --build-flags=--mocks")
    parser.add_argument("--callgrind", action="store_true",
                        help="also count the instructions of one cold build with valgrind's callgrind (steady where wall time is not)")
    parser.add_argument("--templates", nargs="?", const="skeletons", default=None,
                        help="build through a convention folder: infinum exported, the template sections named on "
                             "(comma-separated: skeletons, generated; default skeletons)")
    options = parser.parse_args()
    binary = os.path.abspath(options.binary)
    work = tempfile.mkdtemp(prefix="viperc-bench-", dir=options.dir)
    print(f"folder: {os.path.dirname(work)}")
    try:
        specs = os.path.join(work, "specs")
        make_project(specs, options.modules)
        if options.templates:
            use_templates(binary, work, specs, set(options.templates.split(",")))
        size = sum(os.path.getsize(os.path.join(specs, n)) for n in os.listdir(specs) if n.endswith(".yaml"))
        print(f"corpus: {options.modules} modules, 5 routes and 10 methods each, "
              f"{size / 1e6:.1f} MB of YAML" + (f"; builds with {options.build_flags}" if options.build_flags else "")
              + (f"; {options.templates} through the exported infinum convention's templates" if options.templates else ""))
        cold, noop, plain, one = [], [], [], []
        for index in range(0 if options.drift_only else options.runs):
            # A fresh folder each time: deleting thousands of files right before a run makes
            # the file system, not viperc, the thing being measured.
            out = os.path.join(work, f"out{index}")
            os.sync()
            flags = options.build_flags.split()
            cold.append(run(binary, ["build", specs, "--output", out, "--quiet"] + flags))
            noop.append(run(binary, ["build", specs, "--output", out, "--quiet"] + flags))
            # One spec changed (its doc line), as after an edit: the rest stays as it was.
            edited = os.path.join(specs, f"Module{index % options.modules}.viper.yaml")
            with open(edited) as f:
                text = f.read()
            with open(edited, "w") as f:
                f.write(text.replace("doc: Synthetic module", f"doc: Edited {index}. Synthetic module", 1))
            one.append(run(binary, ["build", specs, "--output", out, "--quiet"] + flags))
            os.sync()
            plain.append(baseline(out, os.path.join(work, f"plain{index}")))
        if options.callgrind:
            out = os.path.join(work, "callgrind-out")
            flags = options.build_flags.split()
            result = subprocess.run(
                ["valgrind", "--tool=callgrind", "--callgrind-out-file=" + os.path.join(work, "callgrind.data"),
                 binary, "build", specs, "--output", out, "--quiet"] + flags, capture_output=True, text=True)
            collected = [line for line in result.stderr.splitlines() if "Collected" in line]
            if result.returncode != 0 or not collected:
                sys.exit("callgrind failed:\n" + result.stderr)
            count = int(collected[0].split(":")[-1].strip().replace(",", ""))
            print(f"{'instructions':14} {count / 1e9:.3f} billion in one cold build (callgrind)")
        if options.drift_runs:
            drift(binary, work, specs, options.drift_runs)
        if options.drift_only:
            return
        files = sum(len(f) for _, _, f in os.walk(os.path.join(work, "out0")))
        for label, samples in (("cold build", cold), ("no-op rebuild", noop), ("one spec", one)):
            seconds = statistics.median(s[0] for s in samples)
            cpu = statistics.median(s[2] for s in samples)
            memory = max(s[1] for s in samples)
            print(f"{label:14} median {seconds:.3f} s wall, {cpu:.3f} s CPU  "
                  f"(wall min {min(s[0] for s in samples):.3f}, max {max(s[0] for s in samples):.3f}, "
                  f"{options.runs} runs)  peak RSS {memory:.0f} MiB")
        fs = statistics.median(plain)
        print(f"{'plain writes':14} median {fs:.3f} s wall to write the same files with Python, "
              f"no checks (file-system baseline); cold build / baseline = "
              f"{statistics.median(s[0] for s in cold) / fs:.2f}")
        print(f"output: {files} files")
        if options.verify_runs:
            verified = []
            extra = ["--skeletons"] if options.skeletons else []
            for index in range(options.verify_runs):
                out = os.path.join(work, f"verified{index}")
                verified.append(run(binary, ["build", specs, "--output", out, "--quiet", "--verify"] + extra))
            seconds = statistics.median(s[0] for s in verified)
            print(f"{'--verify' + (' --skeletons' if extra else ''):14} median {seconds:.3f} s wall, "
                  f"{statistics.median(s[2] for s in verified):.3f} s CPU with swiftc "
                  f"(wall min {min(s[0] for s in verified):.3f}, max {max(s[0] for s in verified):.3f}, "
                  f"{options.verify_runs} runs)  peak RSS of viperc and swiftc {max(s[1] for s in verified):.0f} MiB; "
                  f"{seconds - statistics.median(s[0] for s in cold):.3f} s more than a cold build")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
