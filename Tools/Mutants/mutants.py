#!/usr/bin/env python3
"""`make mutants`: puts each mutant of Tools/Mutants/catalogue.txt into a copy of the project,
one at a time, builds it and runs the tests that guard the mutated code. A mutant is caught when
those tests fail. Prints the score and every survivor; exits 1 when a mutant's text is no longer
in its file, when a mutant does not compile, or when the unmutated tests fail.

    python3 Tools/Mutants/mutants.py [--only ID,ID] [--work .mutants] [--list]
"""

import argparse
import os
import shutil
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CATALOGUE = os.path.join(ROOT, "Tools", "Mutants", "catalogue.txt")


class Mutant:
    def __init__(self, ident, line):
        self.ident = ident
        self.line = line
        self.file = None
        self.edits = []  # (find, into)
        self.tests = None
        self.about = ""
        self.equivalent = None


def parse(path):
    mutants = []
    pending_find = None
    with open(path, encoding="utf-8") as handle:
        for number, raw in enumerate(handle, 1):
            line = raw.rstrip("\n")
            if not line.strip() or line.lstrip().startswith("#"):
                continue
            if line.startswith("mutant "):
                mutants.append(Mutant(line[len("mutant "):].strip(), number))
                continue
            parts = line.strip().split(None, 1)
            key, value = parts[0], (parts[1] if len(parts) > 1 else "")
            if not mutants:
                sys.exit(f"{path}:{number}: '{key}' before the first 'mutant'")
            mutant = mutants[-1]
            if key == "file":
                mutant.file = value
            elif key == "find":
                pending_find = value
            elif key == "into":
                if pending_find is None:
                    sys.exit(f"{path}:{number}: 'into' without a 'find'")
                mutant.edits.append((pending_find, value))
                pending_find = None
            elif key == "tests":
                mutant.tests = value
            elif key == "about":
                mutant.about = value
            elif key == "equivalent":
                mutant.equivalent = value
            else:
                sys.exit(f"{path}:{number}: unknown key '{key}'")
    for mutant in mutants:
        if not mutant.file or not mutant.edits or not mutant.tests:
            sys.exit(f"{path}:{mutant.line}: mutant '{mutant.ident}' needs file, find/into and tests")
    idents = [m.ident for m in mutants]
    duplicates = {i for i in idents if idents.count(i) > 1}
    if duplicates:
        sys.exit(f"{path}: mutants named twice: {', '.join(sorted(duplicates))}")
    return mutants


def mutated(text, mutant):
    """The file's text with the mutant's edits, or an error when a find text is not there once."""
    for find, into in mutant.edits:
        count = text.count(find)
        if count != 1:
            return None, f"'{find}' occurs {count} times in {mutant.file}, not once"
        text = text.replace(find, into)
    return text, None


def project_files():
    listed = subprocess.run(
        ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"], cwd=ROOT, check=True,
        capture_output=True).stdout
    return [p for p in listed.decode("utf-8", "surrogateescape").split("\0") if p]


def sync(work):
    """Copies the project's files (committed or not, ignored ones left out) into `work`,
    keeping its .build so that each build there is incremental."""
    wanted = set(project_files())
    for relative in wanted:
        source = os.path.join(ROOT, relative)
        target = os.path.join(work, relative)
        if not os.path.isfile(source) or os.path.islink(source):
            continue
        with open(source, "rb") as handle:
            data = handle.read()
        if os.path.exists(target):
            with open(target, "rb") as handle:
                if handle.read() == data:
                    continue
        os.makedirs(os.path.dirname(target), exist_ok=True)
        with open(target, "wb") as handle:
            handle.write(data)
        shutil.copymode(source, target)
    for folder, names, files in os.walk(work):
        relative_folder = os.path.relpath(folder, work)
        if relative_folder.split(os.sep)[0] in (".build", ".git"):
            names[:] = []
            continue
        for name in files:
            relative = os.path.normpath(os.path.join(relative_folder, name))
            if relative not in wanted:
                os.remove(os.path.join(folder, name))


def run(command, cwd, timeout):
    environment = dict(os.environ)
    environment.pop("VIPERC_RECORD", None)
    try:
        done = subprocess.run(command, cwd=cwd, capture_output=True, timeout=timeout, env=environment)
        return done.returncode, (done.stdout + done.stderr).decode("utf-8", "replace")
    except subprocess.TimeoutExpired:
        return None, "timed out"


def build(work):
    return run(["swift", "build", "--build-tests"], work, 1800)


def test(work, pattern):
    return run(["swift", "test", "--skip-build", "--filter", pattern], work, 1800)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--only", help="comma-separated mutant names")
    parser.add_argument("--work", default=os.path.join(ROOT, ".mutants"), help="the copy's folder (kept between runs)")
    parser.add_argument("--list", action="store_true", help="list the mutants and check their texts, then stop")
    arguments = parser.parse_args()

    mutants = parse(CATALOGUE)
    if arguments.only:
        wanted = arguments.only.split(",")
        unknown = [w for w in wanted if w not in {m.ident for m in mutants}]
        if unknown:
            sys.exit(f"mutants: no mutant named {', '.join(unknown)}")
        mutants = [m for m in mutants if m.ident in wanted]

    problems = []
    for mutant in mutants:
        with open(os.path.join(ROOT, mutant.file), encoding="utf-8") as handle:
            _, error = mutated(handle.read(), mutant)
        if error:
            problems.append(f"{mutant.ident}: {error}")
    if arguments.list or problems:
        for mutant in mutants:
            print(f"{mutant.ident:40} {mutant.file}  [{mutant.tests}]")
        for problem in problems:
            print(f"mutants: error: {problem}", file=sys.stderr)
        sys.exit(1 if problems else 0)

    work = arguments.work
    os.makedirs(work, exist_ok=True)
    sync(work)
    started = time.monotonic()
    print(f"mutants: {len(mutants)} mutants; building the unmutated copy in {work}", flush=True)
    status, output = build(work)
    if status != 0:
        print(output[-4000:])
        sys.exit("mutants: the unmutated project does not build")
    for pattern in sorted({m.tests for m in mutants}):
        status, output = test(work, pattern)
        if status != 0:
            print(output[-4000:])
            sys.exit(f"mutants: the unmutated tests '{pattern}' fail; fix them first")

    caught, survived, stillborn = [], [], []
    for index, mutant in enumerate(mutants, 1):
        path = os.path.join(work, mutant.file)
        with open(path, encoding="utf-8") as handle:
            original = handle.read()
        text, _ = mutated(original, mutant)
        began = time.monotonic()
        try:
            with open(path, "w", encoding="utf-8") as handle:
                handle.write(text)
            status, output = build(work)
            if status != 0:
                stillborn.append(mutant)
                verdict = "does not compile"
            else:
                status, output = test(work, mutant.tests)
                if status == 0:
                    survived.append(mutant)
                    verdict = "SURVIVED"
                else:
                    caught.append(mutant)
                    verdict = "caught" if status is not None else "caught (timed out)"
        finally:
            with open(path, "w", encoding="utf-8") as handle:
                handle.write(original)
        print(f"[{index}/{len(mutants)}] {mutant.ident}: {verdict} ({time.monotonic() - began:.0f} s)", flush=True)

    counted = len(caught) + len(survived)
    equivalent = [m for m in survived if m.equivalent]
    real_survivors = [m for m in survived if not m.equivalent]
    print()
    print(f"mutants: {len(caught)} of {counted} caught ({100.0 * len(caught) / max(counted, 1):.0f}%), "
          f"{len(real_survivors)} survived, {len(equivalent)} equivalent, {len(stillborn)} did not compile; "
          f"{(time.monotonic() - started) / 60:.1f} min")
    for mutant in real_survivors:
        print(f"  survived: {mutant.ident} ({mutant.file}): {mutant.about}")
    for mutant in equivalent:
        print(f"  equivalent: {mutant.ident}: {mutant.equivalent}")
    for mutant in stillborn:
        print(f"  does not compile: {mutant.ident} ({mutant.file}); fix its texts in the catalogue")
    sys.exit(1 if stillborn else 0)


if __name__ == "__main__":
    main()
