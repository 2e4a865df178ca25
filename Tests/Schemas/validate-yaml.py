#!/usr/bin/env python3
"""Validates YAML files against a JSON Schema as an editor would: validate-yaml.py SCHEMA FILE...

Scalars are read the YAML 1.2 way that yaml-language-server uses (only true and false are
booleans, so `off` stays a string). Prints one line per problem and exits 1 when there is any.
Needs the 'jsonschema' and 'yaml' (PyYAML) packages; make test installs them.
"""
import json
import re
import sys

import jsonschema
import yaml


# libyaml, as viperc itself reads specs, when PyYAML was built with it.
class Loader(getattr(yaml, "CSafeLoader", yaml.SafeLoader)):
    pass


# PyYAML follows YAML 1.1, where yes/no/on/off are booleans; YAML 1.2 keeps them strings.
Loader.yaml_implicit_resolvers = {
    first: [(tag, regexp) for tag, regexp in resolvers if tag != "tag:yaml.org,2002:bool"]
    for first, resolvers in Loader.yaml_implicit_resolvers.items()
}
Loader.add_implicit_resolver("tag:yaml.org,2002:bool", re.compile(r"^(?:true|false)$"), list("tf"))

schema = json.load(open(sys.argv[1], encoding="utf-8"))
validator = jsonschema.validators.validator_for(schema)(schema)
problems = 0
for path in sys.argv[2:]:
    document = yaml.load(open(path, encoding="utf-8"), Loader=Loader)
    for error in validator.iter_errors(document):
        problems += 1
        where = "/".join(str(part) for part in error.absolute_path)
        print(f"{path}: /{where}: {error.message}")
sys.exit(1 if problems else 0)
