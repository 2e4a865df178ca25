#!/usr/bin/env python3
"""Scores `viperc lint` against the hand-made labels of the real-app corpus.

    Tools/RealApps/score.py VIPERC [--corpus .realapps] [--app NAME ...] [--quiet]

For each app of apps.tsv that has labels, it lints the extracted app (Tools/RealApps/checkout.sh)
from the app's root with the app's left-out globs excluded, then compares the findings of the
labelled rules with the labels by (rule, path, line). It prints precision and recall per rule
and overall, then every miss and every false finding, false findings on traps marked as such.
Exit status 0 always: this is a measurement, not a gate.
"""
import argparse
import collections
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))

# The default pack as labelled (LABELLING.md); rules outside it are not scored.
RULES = [
    "view-uses-service", "presenter-imports-ui", "interactor-imports-ui", "presenter-strong-view",
    "interactor-strong-output", "router-strong-view", "view-weak-presenter", "view-references-interactor",
    "view-references-router", "interactor-references-view", "interactor-references-router",
    "cross-module-reach-in", "view-navigates", "presenter-assembles-module",
]


def read_apps():
    apps = []
    with open(os.path.join(HERE, "apps.tsv")) as handle:
        for line in handle:
            if not line.strip() or line.startswith("#"):
                continue
            name, repo, commit, left_out = line.rstrip("\n").split("\t")
            apps.append((name, repo, commit, [glob for glob in left_out.split(",") if glob]))
    return apps


def read_labels(name):
    path = os.path.join(HERE, "labels", name + ".tsv")
    if not os.path.exists(path):
        return None
    violations, traps = {}, {}
    with open(path) as handle:
        for number, line in enumerate(handle):
            parts = line.rstrip("\n").split("\t")
            if number == 0 or len(parts) < 4 or not parts[0] or parts[0].startswith("#"):
                continue
            rule, file, line_no, kind = parts[:4]
            note = parts[4] if len(parts) > 4 else ""
            key = (rule, file, int(line_no))
            (violations if kind == "violation" else traps)[key] = note
    return violations, traps


def read_modules(name):
    """The labelled module names of an app (modules/NAME.tsv), or None when it has none."""
    path = os.path.join(HERE, "modules", name + ".tsv")
    if not os.path.exists(path):
        return None
    with open(path) as handle:
        rows = [line.rstrip("\n").split("\t") for line in handle][1:]
    return [row[0] for row in rows if row and row[0] and not row[0].startswith("#")]


def left_out_config(left_out):
    config = tempfile.NamedTemporaryFile("w", suffix=".yml", delete=False)
    with config:
        # viperc matches a `--config` file's globs from the project root it finds (here the
        # checkout's own root when the corpus lies inside it), so the globs float.
        floating = [glob if glob.startswith("**/") else "**/" + glob for glob in left_out]
        config.write("exclude: [%s]\n" % ", ".join(json.dumps(glob) for glob in floating))
    return config.name


def graph_modules(viperc, root, left_out):
    """The names of the modules `viperc graph` recovers, over every app it finds under root."""
    config = left_out_config(left_out)
    try:
        result = subprocess.run(
            [viperc, "graph", ".", "--config", config, "--format", "json"], cwd=root, capture_output=True, text=True)
    finally:
        os.unlink(config)
    if result.returncode != 0:
        sys.exit("viperc graph failed in %s:\n%s" % (root, result.stderr))
    return [module["name"] for app in json.loads(result.stdout)["apps"] for module in app["modules"]]


def lint(viperc, root, left_out):
    config = left_out_config(left_out)
    try:
        result = subprocess.run(
            [viperc, "lint", ".", "--config", config, "--reporter", "json", "--quiet"],
            cwd=root, capture_output=True, text=True)
    finally:
        os.unlink(config)
    if result.returncode not in (0, 1):
        sys.exit("viperc lint failed in %s:\n%s" % (root, result.stderr))
    findings = {}
    for item in json.loads(result.stdout or "[]"):
        if item["rule"] in RULES:
            findings.setdefault((item["rule"], app_relative(root, item["file"]), item["line"]), item["message"])
    return findings


def app_relative(root, path):
    """A reported path relative to the app: viperc prints paths relative to the project root it
    finds, which is an ancestor of the app when the corpus lies inside a repository."""
    root = os.path.abspath(root)
    if os.path.isabs(path):
        return os.path.relpath(path, root)
    folder = root
    while True:
        if os.path.exists(os.path.join(folder, path)):
            return os.path.relpath(os.path.join(folder, path), root)
        parent = os.path.dirname(folder)
        if parent == folder:
            return path
        folder = parent


def ratio(a, b):
    return "%.3f" % (a / b) if b else "  -  "


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("viperc")
    parser.add_argument("--corpus", default=".realapps")
    parser.add_argument("--app", action="append")
    parser.add_argument("--quiet", action="store_true", help="figures only, no list of misses and false findings")
    args = parser.parse_args()
    viperc = os.path.abspath(args.viperc)
    per_rule = collections.defaultdict(lambda: [0, 0, 0])  # true, false, missed
    misses, false_findings = [], []
    scored = []
    module_rows = []
    for name, _, _, left_out in read_apps():
        if args.app and name not in args.app:
            continue
        labels = read_labels(name)
        root = os.path.join(args.corpus, name)
        if labels is None or not os.path.isdir(root):
            print("%s: %s; skipped" % (name, "no labels" if labels is None else "not extracted"), file=sys.stderr)
            continue
        violations, traps = labels
        findings = lint(viperc, root, left_out)
        scored.append(name)
        app_counts = [0, 0, 0]
        for key, message in sorted(findings.items()):
            if key in violations:
                per_rule[key[0]][0] += 1
                app_counts[0] += 1
            else:
                per_rule[key[0]][1] += 1
                app_counts[1] += 1
                false_findings.append((name, key, message, "trap: " + traps[key] if key in traps else "unlabelled"))
        for key, note in sorted(violations.items()):
            if key not in findings:
                per_rule[key[0]][2] += 1
                app_counts[2] += 1
                misses.append((name, key, note))
        labelled = read_modules(name)
        if labelled is not None:
            recovered = graph_modules(viperc, root, left_out)
            module_rows.append((name, labelled, recovered))
        t, f, m = app_counts
        print("%-16s true %4d  false %4d  missed %4d  precision %s  recall %s" % (name, t, f, m, ratio(t, t + f), ratio(t, t + m)))
    print()
    print("%-28s %6s %6s %6s %9s %7s" % ("rule", "true", "false", "missed", "precision", "recall"))
    totals = [0, 0, 0]
    for rule in RULES:
        t, f, m = per_rule[rule]
        totals = [totals[0] + t, totals[1] + f, totals[2] + m]
        print("%-28s %6d %6d %6d %9s %7s" % (rule, t, f, m, ratio(t, t + f), ratio(t, t + m)))
    t, f, m = totals
    print("%-28s %6d %6d %6d %9s %7s" % ("all (%d apps)" % len(scored), t, f, m, ratio(t, t + f), ratio(t, t + m)))
    if module_rows:
        print()
        print("%-16s %9s %9s %7s  %s" % ("modules", "labelled", "recovered", "equal", "names only one side has"))
        equal = 0
        for name, labelled, recovered in module_rows:
            same = len(labelled) == len(recovered)
            equal += same
            only = sorted(set(labelled) ^ set(recovered))
            print("%-16s %9d %9d %7s  %s" % (name, len(labelled), len(recovered), "yes" if same else "no", ", ".join(only[:8]) + (" ..." if len(only) > 8 else "")))
        print("module counts equal on %d of %d apps" % (equal, len(module_rows)))
    if args.quiet:
        return
    print("\nmissed (labelled violations viperc did not report):")
    for name, (rule, path, line), note in misses:
        print("  %s/%s:%d [%s] %s" % (name, path, line, rule, note))
    print("\nfalse findings (reported, not labelled a violation):")
    for name, (rule, path, line), message, why in false_findings:
        print("  %s/%s:%d [%s] %s -- %s" % (name, path, line, rule, message, why))


if __name__ == "__main__":
    main()
