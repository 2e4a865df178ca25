#!/usr/bin/env bash
# The tools the test suite needs to run every test: CI runs this after `make graphviz testtools`
# so that a missing tool fails the run instead of skipping the tests that need it.
set -u
missing=()
command -v dot >/dev/null 2>&1 || missing+=("dot (Graphviz)")
command -v xmllint >/dev/null 2>&1 || missing+=("xmllint (libxml2-utils)")
python3 -c 'import jsonschema, yaml' >/dev/null 2>&1 || missing+=("python3 with jsonschema and PyYAML")
python3 -c 'import check_jsonschema' >/dev/null 2>&1 || missing+=("python3 with check-jsonschema")
# Root reads every folder; the unreadable-folder test drops to another user with setpriv.
if [ "$(id -u)" = 0 ] && [ "$(uname)" = Linux ]; then
	command -v setpriv >/dev/null 2>&1 || missing+=("setpriv (util-linux)")
fi
if [ ${#missing[@]} -gt 0 ]; then
	printf 'viperc: the tests need tools that are missing:\n' >&2
	printf '  %s\n' "${missing[@]}" >&2
	exit 1
fi
echo "viperc: every tool the tests need is here"
