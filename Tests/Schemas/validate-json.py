#!/usr/bin/env python3
"""Validates JSON documents against a JSON Schema: validate-json.py SCHEMA DOCUMENT...

Prints one line per problem (document, JSON path, message) and exits 1 when there is any.
The schema's own "$schema" picks the draft. Needs the 'jsonschema' package (make test installs it).
"""
import json
import sys

import jsonschema

schema = json.load(open(sys.argv[1], encoding="utf-8"))
validator = jsonschema.validators.validator_for(schema)(schema)
problems = 0
for path in sys.argv[2:]:
    document = json.load(open(path, encoding="utf-8"))
    for error in sorted(validator.iter_errors(document), key=lambda e: list(map(str, e.absolute_path))):
        problems += 1
        where = "/".join(str(part) for part in error.absolute_path)
        print(f"{path}: /{where}: {error.message}")
sys.exit(1 if problems else 0)
