#!/usr/bin/env python3
"""The round trip of `viperc init --from` on the real-app corpus: draft specs from each app,
build them, then lint the app against them. Prints, per app, the modules drafted, the build's
errors and the drift findings by id.

Some drift is the drafts' own announcement: where the code leaks (a strong cycle) or holds what a
spec cannot declare, the draft states the sound intent in a note naming the code's property, and
`lint --spec` then reports that property, as the issue that asked for `init --from` wants. Those
findings are counted apart as "announced"; the rest ("unexplained") are where the drafter and
the drift check disagree about the same code.

    python3 Tools/RealApps/roundtrip.py .build/release/viperc [--corpus .realapps] [--keep DIR] [--app NAME…]

Each app is read from its root with its left-out globs excluded, as score.py does. Drafts and
generated files go to a temporary folder (or DIR with --keep, one subfolder per app)."""

import argparse
import collections
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))


def apps(corpus):
    with open(os.path.join(HERE, "apps.tsv")) as table:
        for line in table:
            if line.startswith("#") or not line.strip():
                continue
            name, _, _, left_out = line.rstrip("\n").split("\t")
            yield name, os.path.join(corpus, name), [g for g in left_out.split(",") if g]


QUOTED_PROPERTY = re.compile(r"'([A-Za-z_][A-Za-z0-9_]*\.[A-Za-z_][A-Za-z0-9_]*)'")
QUOTED_NAME = re.compile(r"'([A-Za-z_][A-Za-z0-9_.]*)'")


def announced_properties(specs):
    """Per draft file, the quoted names of each note that says `lint --spec` will report
    something. A finding counts as announced only when a note of the spec it names quotes the
    finding's subject (the name it starts with) and its first `Type.property` or spec key
    (`presenter.interactor`)."""
    names = {}
    for folder, _, files in os.walk(specs):
        for file in files:
            if not file.endswith(".viper.yaml"):
                continue
            path = os.path.realpath(os.path.join(folder, file))
            names[path] = []
            with open(path) as draft:
                for line in draft:
                    note = line.strip()
                    # A note on a line of its own, or after a key (`presenter:  # …`).
                    if not note.startswith("#") and "  # " in note:
                        note = note.split("  # ", 1)[1]
                        note = "# " + note
                    if note.startswith("#") and ("reports it" in note or "a spec cannot declare" in note):
                        names[path].append(set(QUOTED_NAME.findall(note)))
    return names


MISSING_COMPONENT = re.compile(r"the spec of module '[^']+' declares [a-z]+ '([A-Za-z_][A-Za-z0-9_]*)', which the code lacks")


def is_announced(message, notes):
    # A component the draft declares though the code has none, which its note says.
    missing = MISSING_COMPONENT.match(message)
    if missing is not None:
        return any(missing.group(1) in note for note in notes)
    subject = QUOTED_NAME.match(message)
    dotted = QUOTED_PROPERTY.search(message)
    if subject is None or dotted is None:
        return False
    wanted = {subject.group(1), dotted.group(1)}
    return any(wanted <= note for note in notes)


SPEC_PATH = re.compile(r"\(([^()]+\.viper\.yaml)(?::\d+)*\)")


def run(command, cwd):
    return subprocess.run(command, cwd=cwd, capture_output=True, text=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("viperc")
    parser.add_argument("--corpus", default=".realapps")
    parser.add_argument("--keep", help="keep drafts and generated files in this folder")
    parser.add_argument("--app", action="append", help="only this app (may be repeated)")
    parser.add_argument(
        "--verbose", action="store_true", help="print every build error and drift finding ('(announced)' before the announced)")
    args = parser.parse_args()
    viperc = os.path.abspath(args.viperc)
    work = os.path.abspath(args.keep) if args.keep else tempfile.mkdtemp(prefix="viperc-roundtrip-")
    rows = []
    totals = collections.Counter()
    for name, root, left_out in apps(os.path.abspath(args.corpus)):
        if args.app and name not in args.app:
            continue
        if not os.path.isdir(root):
            sys.exit("%s is missing: run Tools/RealApps/checkout.sh %s first" % (root, args.corpus))
        folder = os.path.join(work, name)
        shutil.rmtree(folder, ignore_errors=True)
        os.makedirs(folder)
        config = os.path.join(folder, "lint.yml")
        with open(config, "w") as out:
            # Globs match from the project root viperc finds, which is the checkout's own root
            # when the corpus lies inside it, so they float, as score.py's do.
            floating = [glob if glob.startswith("**/") else "**/" + glob for glob in left_out]
            out.write("exclude: [%s]\n" % ", ".join(json.dumps(glob) for glob in floating))
        specs, generated = os.path.join(folder, "specs"), os.path.join(folder, "generated")
        drafted = run([viperc, "init", "--from", ".", "--output", specs, "--config", config], root)
        if drafted.returncode != 0:
            sys.exit("viperc init failed in %s:\n%s" % (root, drafted.stderr))
        modules = int(re.search(r"drafted (\d+) modules?\b", drafted.stderr).group(1))
        build = run([viperc, "build", specs, "--output", generated, "--quiet"], root)
        errors = [line for line in (build.stdout + build.stderr).splitlines() if ": error:" in line]
        drift = collections.Counter()
        findings = []
        announced = 0
        if not errors:
            notes = announced_properties(specs)
            lint = run([viperc, "lint", ".", "--spec", specs, "--config", config, "--reporter", "json", "--quiet"], root)
            for finding in json.loads(lint.stdout or "[]"):
                if finding["rule"].startswith("drift-"):
                    drift[finding["rule"]] += 1
                    # The spec a finding is about: named in its message, or its own place
                    # (a component the spec declares and the code lacks).
                    spec = SPEC_PATH.search(finding["message"])
                    path = spec.group(1) if spec is not None else finding["file"]
                    said = path.endswith(".viper.yaml") and is_announced(
                        finding["message"], notes.get(os.path.realpath(os.path.join(root, path)), []))
                    announced += 1 if said else 0
                    findings.append("%s%s:%d: %s [%s]" % (
                        "(announced) " if said else "", finding["file"], finding["line"], finding["message"], finding["rule"]))
        total = sum(drift.values())
        rows.append((name, modules, len(errors), "-" if errors else total, "-" if errors else total - announced, dict(drift)))
        totals["modules"] += modules
        totals["errors"] += len(errors)
        totals["drift"] += total
        totals["unexplained"] += total - announced
        totals["clean"] += 1 if not errors and total == announced else 0
        if args.verbose:
            for line in errors + findings:
                print("  %s: %s" % (name, line))
    print("%-16s %8s %7s %6s %11s  %s" % ("app", "modules", "errors", "drift", "unexplained", "drift by id"))
    for name, modules, errors, drift, unexplained, by_id in rows:
        ids = ", ".join("%s %d" % item for item in sorted(by_id.items()))
        print("%-16s %8d %7d %6s %11s  %s" % (name, modules, errors, drift, unexplained, ids))
    print("%-16s %8d %7d %6d %11d" % ("all", totals["modules"], totals["errors"], totals["drift"], totals["unexplained"]))
    print("apps without drift: %d of %d; without unexplained drift: %d of %d" % (
        sum(1 for row in rows if row[3] == 0), len(rows), totals["clean"], len(rows)))
    print("(drift is '-' where the drafts do not build: lint --spec refuses specs with errors;")
    print(" unexplained drift leaves out the findings the drafts' notes announce)")
    if not args.keep:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
