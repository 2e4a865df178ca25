#!/usr/bin/env python3
"""Writes the rule ids and role names viperc accepts into Schemas/viperc-lint.schema.json, so
that editors complete them and flag typos (`make schemas`; LintConfigSchemaTests fails when the
schema and the registry part ways).

    python3 Tools/schema-enums.py PATH/TO/viperc
"""
import json
import subprocess
import sys

viperc = sys.argv[1]
path = "Schemas/viperc-lint.schema.json"
ids = subprocess.run([viperc, "rules", "--ids"], check=True, capture_output=True, text=True).stdout.split()
roles = subprocess.run([viperc, "rules", "--roles"], check=True, capture_output=True, text=True).stdout.split()
with open(path) as f:
    schema = json.load(f)
schema["properties"]["rules"]["propertyNames"] = {"enum": ids}
schema["properties"]["roles"]["propertyNames"] = {"enum": roles}
with open(path, "w") as f:
    json.dump(schema, f, indent=2, ensure_ascii=False)
    f.write("\n")
