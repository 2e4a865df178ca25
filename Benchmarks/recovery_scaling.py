#!/usr/bin/env python3
"""How `viperc lint` grows with the number of modules on generated apps whose shapes once made
model recovery grow faster than the input: every presenter implements one protocol that every
controller keeps (`Lifecycle`), and controllers sit in folders of their own, apart from their
presenters. Prints the median wall time of each size and the ratio to the size before it; a
linear recovery keeps the ratios near 2 (sizes double)."""

import argparse
import os
import statistics
import subprocess
import tempfile
import time


def generate(root, modules):
    os.makedirs(os.path.join(root, "Kit"), exist_ok=True)
    with open(os.path.join(root, "Kit", "Lifecycle.swift"), "w") as out:
        out.write("public protocol Lifecycle: AnyObject {}\n")
    for index in range(modules):
        name = f"Screen{index}x"
        kit = os.path.join(root, "Kit", name)
        ui = os.path.join(root, "UI", name)
        os.makedirs(kit, exist_ok=True)
        os.makedirs(ui, exist_ok=True)
        with open(os.path.join(kit, f"{name}Presenter.swift"), "w") as out:
            out.write(
                f"public protocol {name}PresenterInput: AnyObject {{}}\n"
                f"final class {name}Presenter: {name}PresenterInput, Lifecycle {{\n"
                f"    var interactor: {name}Interactor?\n}}\n"
                f"final class {name}Interactor {{}}\n")
        with open(os.path.join(ui, f"{name}Controller.swift"), "w") as out:
            out.write(
                "import UIKit\n"
                f"final class {name}Controller: UIViewController {{\n"
                "    var lifecycle: Lifecycle?\n"
                f"    var presenter: {name}PresenterInput!\n}}\n")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("viperc")
    parser.add_argument("--sizes", default="1000,2000,4000,8000")
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    previous = None
    print(f"{'modules':>8} {'median s':>9} {'ratio':>6}")
    for size in [int(part) for part in args.sizes.split(",")]:
        with tempfile.TemporaryDirectory() as root:
            generate(root, size)
            times = []
            for _ in range(args.runs):
                start = time.perf_counter()
                subprocess.run([args.viperc, "lint", "--quiet", root], stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL, check=False)
                times.append(time.perf_counter() - start)
        median = statistics.median(times)
        ratio = f"{median / previous:.2f}" if previous else "-"
        print(f"{size:>8} {median:>9.3f} {ratio:>6}")
        previous = median


if __name__ == "__main__":
    main()
