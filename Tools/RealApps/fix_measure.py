#!/usr/bin/env python3
"""`viperc lint --fix` measured on the real-app corpus. Each app is copied to a work folder
(the corpus itself is never changed), linted, fixed, and linted again. Prints, per app, the
findings fixed, those that remain, new findings (must be 0), the files changed, and the checks
on every changed file: it still lexes as cleanly as before (`viperc tokens`), and when the
original passed `swiftc -parse`, so does the fixed file.

    python3 Tools/RealApps/fix_measure.py .build/release/viperc [--corpus .realapps] [--work DIR]

Exits 1 when any app has a new finding, a fixed file that stops lexing or parsing, or a fixed
finding still reported. Not part of CI: it needs the corpus (Tools/RealApps/checkout.sh)."""

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
sys.path.insert(0, HERE)
from roundtrip import apps  # noqa: E402  the corpus table, read one way

FIXABLE = {"presenter-strong-view", "router-strong-view", "interactor-strong-output", "presenter-imports-ui", "interactor-imports-ui"}


def lint(viperc, root, config, extra=()):
    """The findings as (file, rule, message) with their lines, and the run's outputs."""
    report = os.path.join(os.path.dirname(config), "report.json")
    result = subprocess.run(
        [viperc, "lint", ".", "--config", config, "--reporter", "json:" + report, *extra],
        cwd=root, capture_output=True, text=True)
    if result.returncode not in (0, 1):
        sys.exit("viperc lint failed in %s (%d): %s" % (root, result.returncode, result.stderr[-2000:]))
    with open(report) as handle:
        findings = json.load(handle)
    return findings, result


def key(finding):
    # Without the line: removing an import moves the code below it up. The reason a remaining
    # finding has no fix is added by --fix only, so it is cut off for the comparison.
    message = finding["message"].split("; no automatic fix: ")[0]
    return (finding["file"], finding["rule"], message)


def lexer_problems(viperc, path):
    result = subprocess.run([viperc, "tokens", path], capture_output=True, text=True)
    return result.returncode, len([line for line in result.stderr.splitlines() if ": error: " in line or ": warning: " in line])


def parses(swiftc, path):
    return subprocess.run([swiftc, "-parse", path], capture_output=True).returncode == 0


def files_of(root):
    for folder, folders, names in os.walk(root):
        folders[:] = [f for f in folders if f != ".git"]
        for name in names:
            if name.endswith(".swift"):
                path = os.path.join(folder, name)
                if not os.path.islink(path):
                    yield os.path.relpath(path, root)


def read(path):
    with open(path, "rb") as handle:
        return handle.read()


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("viperc")
    parser.add_argument("--corpus", default=".realapps")
    parser.add_argument("--work", help="where the copies go (default: a new temporary folder)")
    parser.add_argument("--swiftc", default=shutil.which("swiftc") or "swiftc")
    args = parser.parse_args()
    viperc = os.path.abspath(args.viperc)
    work = os.path.abspath(args.work) if args.work else tempfile.mkdtemp(prefix="viperc-fix-")
    columns = ["app", "before", "fixable", "fixed", "remaining", "unfixed", "new", "files", "lex", "parse", "parse-skip"]
    print("\t".join(columns))
    totals = collections.Counter()
    failed = False
    for name, original, left_out in apps(os.path.abspath(args.corpus)):
        if not os.path.isdir(original):
            sys.exit("%s is missing: run Tools/RealApps/checkout.sh %s first" % (original, args.corpus))
        root = os.path.join(work, name, "app")
        shutil.rmtree(os.path.join(work, name), ignore_errors=True)
        shutil.copytree(original, root, symlinks=True, ignore=shutil.ignore_patterns(".git"))
        # The copy is its own project root, as the checkout is.
        os.makedirs(os.path.join(root, ".git"), exist_ok=True)
        config = os.path.join(work, name, "lint.yml")
        with open(config, "w") as out:
            floating = [glob if glob.startswith("**/") else "**/" + glob for glob in left_out]
            out.write("exclude: [%s]\n" % ", ".join(json.dumps(glob) for glob in floating))
        before, _ = lint(viperc, root, config)
        fixed_run = subprocess.run([viperc, "lint", ".", "--config", config, "--fix", "--reporter", "json:" + os.path.join(work, name, "fixrun.json")],
                                   cwd=root, capture_output=True, text=True)
        if fixed_run.returncode not in (0, 1):
            sys.exit("viperc lint --fix failed in %s (%d): %s" % (root, fixed_run.returncode, fixed_run.stderr[-2000:]))
        match = re.search(r"fixed (\d+) findings? in (\d+) files?", fixed_run.stderr)
        claimed = int(match.group(1)) if match else 0
        after, _ = lint(viperc, root, config)
        # Idempotence: a second --fix changes nothing.
        again = subprocess.run([viperc, "lint", ".", "--config", config, "--fix", "--reporter", "json:/dev/null"],
                               cwd=root, capture_output=True, text=True)
        remaining_keys = collections.Counter(key(f) for f in after)
        before_keys = collections.Counter(key(f) for f in before)
        new = remaining_keys - before_keys
        gone = before_keys - remaining_keys
        fixable = sum(1 for f in before if f["rule"] in FIXABLE)
        unfixed = sum(1 for f in after if f["rule"] in FIXABLE)
        changed = [path for path in files_of(root)
                   if not os.path.exists(os.path.join(original, path)) or read(os.path.join(root, path)) != read(os.path.join(original, path))]
        lex_bad = parse_bad = parse_skip = 0
        for path in changed:
            status, problems = lexer_problems(viperc, os.path.join(root, path))
            _, problems_before = lexer_problems(viperc, os.path.join(original, path))
            if status != 0 or problems > problems_before:
                lex_bad += 1
                print("  %s: %s lexes worse after the fix" % (name, path), file=sys.stderr)
            if not parses(args.swiftc, os.path.join(original, path)):
                parse_skip += 1
            elif not parses(args.swiftc, os.path.join(root, path)):
                parse_bad += 1
                print("  %s: %s no longer parses" % (name, path), file=sys.stderr)
        for item in sorted(new.elements()):
            print("  %s: new finding %s" % (name, item), file=sys.stderr)
        fixed = sum(gone.values())
        if "viperc: fixed 0 findings in 0 files" not in again.stderr:
            print("  %s: a second --fix changed more: %s" % (name, again.stderr.strip()), file=sys.stderr)
            failed = True
        if claimed != fixed:
            print("  %s: --fix said it fixed %d, %d findings are gone" % (name, claimed, fixed), file=sys.stderr)
            failed = True
        failed = failed or bool(new) or lex_bad > 0 or parse_bad > 0
        row = {"before": len(before), "fixable": fixable, "fixed": fixed, "remaining": len(after), "unfixed": unfixed,
               "new": sum(new.values()), "files": len(changed), "lex": "ok" if lex_bad == 0 else "%d bad" % lex_bad,
               "parse": "ok" if parse_bad == 0 else "%d bad" % parse_bad, "parse-skip": parse_skip}
        print("\t".join([name] + [str(row[c]) for c in columns[1:]]))
        for column in ("before", "fixable", "fixed", "remaining", "unfixed", "new", "files", "parse-skip"):
            totals[column] += row[column]
        totals["lex-bad"] += lex_bad
        totals["parse-bad"] += parse_bad
    print("\t".join(["total"] + [str(totals[c]) for c in ("before", "fixable", "fixed", "remaining", "unfixed", "new", "files")]
                    + ["ok" if totals["lex-bad"] == 0 else "%d bad" % totals["lex-bad"],
                       "ok" if totals["parse-bad"] == 0 else "%d bad" % totals["parse-bad"], str(totals["parse-skip"])]))
    print("copies in %s" % work, file=sys.stderr)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
