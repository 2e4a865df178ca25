#!/usr/bin/env bash
# Builds Examples/VipercSample with viperc's two SwiftPM plugins and checks what they did:
# the build-tool plugin generates the sample's interfaces (which its code needs to compile), and
# `swift package viperc-lint` lints it. The plugins run the viperc this repository just built
# (VIPERC_PLUGIN_TOOL, an artifact bundle around .build/debug/viperc), so nothing is compiled
# twice; see the end of Package.swift.
set -euo pipefail
cd "$(dirname "$0")/.."
viperc=${1:-.build/debug/viperc}
scratch=.build/plugin-sample
bundle=$scratch/viperc.artifactbundle
triple=$(swift -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["unversionedTriple"])')

rm -rf "$bundle"
mkdir -p "$bundle/viperc/bin"
cp "$viperc" "$bundle/viperc/bin/viperc"
cat > "$bundle/info.json" <<JSON
{
  "schemaVersion": "1.0",
  "artifacts": {
    "viperc": {
      "type": "executable",
      "version": "0.1.0",
      "variants": [{ "path": "viperc/bin/viperc", "supportedTriples": ["$triple"] }]
    }
  }
}
JSON

export VIPERC_PLUGINS=1 VIPERC_PLUGIN_TOOL=$bundle
swiftpm=(--package-path Examples/VipercSample --scratch-path "$scratch/build")
fail() {
    echo "plugin-sample: $*" >&2
    exit 1
}

rm -rf "$scratch/build/plugins/outputs"
swift build "${swiftpm[@]}" >"$scratch/build.log" 2>&1 || { cat "$scratch/build.log"; fail "the sample did not build"; }
generated=$(find "$scratch/build/plugins/outputs" -path '*VipercBuild/GeneratedSources/*' -name '*.swift' -exec basename {} \; | sort | tr '\n' ' ')
[ "$generated" = "Details.viper.swift Home.viper.swift viperc-project.swift " ] ||
    fail "expected the build-tool plugin to write Details.viper.swift, Home.viper.swift and viperc-project.swift; got: $generated"

# The plugin's viperc writes to standard output and error, which SwiftPM passes on together.
out=$scratch/lint.out
swift package "${swiftpm[@]}" viperc-lint --reporter json >"$out" 2>&1 || { cat "$out"; fail "viperc-lint failed"; }
grep -qx '\[\]' "$out" || { cat "$out"; fail "expected the sample to lint clean"; }
grep -q "viperc: 0 errors, 0 warnings in 2 files" "$out" || { cat "$out"; fail "viperc-lint did not lint the sample's 2 files"; }
# Options reach viperc lint, and its failure fails the command.
if swift package "${swiftpm[@]}" viperc-lint --reporter nope >"$out" 2>&1; then
    fail "viperc-lint succeeded with an unknown reporter"
fi
grep -q "unknown reporter 'nope'" "$out" || { cat "$out"; fail "viperc-lint did not pass its options on"; }
echo "plugin-sample: the build-tool plugin wrote ${generated% }; viperc-lint linted the sample"
