#!/usr/bin/env python3
"""Prints the `run` script of the step named NAME in a GitHub Actions workflow: step.py FILE NAME.
The release tests run the documented workflow's steps as GitHub would, with bash."""
import sys

import yaml

workflow = yaml.safe_load(open(sys.argv[1], encoding="utf-8"))
steps = [step for job in workflow["jobs"].values() for step in job["steps"] if step.get("name") == sys.argv[2]]
if len(steps) != 1:
    sys.exit(f"{sys.argv[1]}: expected one step named '{sys.argv[2]}', found {len(steps)}")
print(steps[0]["run"])
