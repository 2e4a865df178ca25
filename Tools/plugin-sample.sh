#!/usr/bin/env bash
# Builds Examples/VipercSample with viperc's two SwiftPM plugins and checks what they did:
# the build-tool plugin generates the sample's interfaces (which its code needs to compile), and
# `swift package viperc-lint` lints it. The sample depends on the plugins package the way a
# team does, as `make release` writes it (Tools/release.py), except that its binary target is a
# local artifact bundle made by the same script around the viperc just built, not a download.
set -euo pipefail
cd "$(dirname "$0")/.."
viperc=${1:-.build/debug/viperc}
scratch=.build/plugin-sample
version=$("$viperc" --version)

rm -rf "$scratch/dist"
python3 Tools/release.py build "$version" --binary "$viperc" --dist "$scratch/dist" >/dev/null
python3 Tools/release.py assemble "$version" --dist "$scratch/dist" >/dev/null
python3 Tools/release.py plugins "$version" --bundle "$scratch/dist/viperc.artifactbundle.zip" --output .build/viperc-plugins

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
# The lint plugin declares that it writes into the package (reports, baselines, fixes), so
# SwiftPM asks first; without a terminal to ask on, it refuses unless allowed up front.
out=$scratch/lint.out
if swift package "${swiftpm[@]}" viperc-lint --reporter json >"$out" 2>&1; then
    fail "viperc-lint ran without the permission to write to the package directory"
fi
grep -q "wants permission to write to the package directory" "$out" || { cat "$out"; fail "viperc-lint did not ask for its permission"; }
swiftpm+=(--allow-writing-to-package-directory)
swift package "${swiftpm[@]}" viperc-lint --reporter json >"$out" 2>&1 || { cat "$out"; fail "viperc-lint failed"; }
grep -qx '\[\]' "$out" || { cat "$out"; fail "expected the sample to lint clean"; }
grep -q "viperc: 0 errors, 0 warnings in 2 files" "$out" || { cat "$out"; fail "viperc-lint did not lint the sample's 2 files"; }
# Options reach viperc lint, and its failure fails the command.
if swift package "${swiftpm[@]}" viperc-lint --reporter nope >"$out" 2>&1; then
    fail "viperc-lint succeeded with an unknown reporter"
fi
grep -q "unknown reporter 'nope'" "$out" || { cat "$out"; fail "viperc-lint did not pass its options on"; }
# A report file lands in the package, which is what the permission is for.
swift package "${swiftpm[@]}" viperc-lint --reporter sarif:viperc-sample.sarif >"$out" 2>&1 || { cat "$out"; fail "viperc-lint with a report file failed"; }
[ -s Examples/VipercSample/viperc-sample.sarif ] || fail "viperc-lint did not write its report into the package"
rm -f Examples/VipercSample/viperc-sample.sarif

# Xcode runs the plugins' Xcode conformances, which only compile where Xcode's XcodeProjectPlugin
# module exists; typecheck them against a stand-in of that module with the toolchain's
# PackagePlugin, at the plugins' tools version.
api=$(dirname "$(dirname "$(readlink -f "$(command -v swiftc)")")")/lib/swift/pm/PluginAPI
standins=$scratch/standins
mkdir -p "$standins"
swiftc -parse-as-library -emit-module -module-name XcodeProjectPlugin -I "$api" -package-description-version 6.0 \
    -emit-module-path "$standins/XcodeProjectPlugin.swiftmodule" Tests/PluginStandIns/XcodeProjectPlugin.swift ||
    fail "the XcodeProjectPlugin stand-in did not compile"
for plugin in Plugins/*/*.swift; do
    grep -q "extension .*: Xcode\(Command\|BuildTool\)Plugin" "$plugin" || fail "$plugin has no Xcode conformance"
    swiftc -typecheck -parse-as-library -I "$api" -I "$standins" -package-description-version 6.0 "$plugin" ||
        fail "$plugin does not typecheck with XcodeProjectPlugin"
done

echo "plugin-sample: the build-tool plugin wrote ${generated% }; viperc-lint linted the sample and wrote a report; both Xcode conformances typecheck"
