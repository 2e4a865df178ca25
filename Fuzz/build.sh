#!/usr/bin/env bash
# Builds the libFuzzer targets in Fuzz/Targets with -sanitize=fuzzer,address into
# .build/fuzz: each library module is compiled once, instrumented, in dependency order.
set -euo pipefail
cd "$(dirname "$0")/.."
out=.build/fuzz
mkdir -p "$out"
flags=(-sanitize=fuzzer,address -parse-as-library -O -g -package-name viperc -I "$out" -I Sources/CYaml $(pkg-config --cflags-only-I yaml-0.1 | sed 's/-I/-Xcc -I/g'))
for module in Diagnostics Support Architecture SwiftLexer YAML SpecParser CodeSource Lint; do
    if [ ! -f "$out/lib$module.a" ] || [ -n "$(find Sources/$module -newer "$out/lib$module.a" -name '*.swift' | head -1)" ]; then
        echo "fuzz: compiling $module"
        swiftc "${flags[@]}" -module-name "$module" -emit-module -emit-module-path "$out/$module.swiftmodule" \
            -emit-library -static -o "$out/lib$module.a" $(find "Sources/$module" -name '*.swift' | sort)
    fi
done
for target in ${FUZZ_TARGETS:-tokenizer lint spec signature paths}; do
    echo "fuzz: linking fuzz-$target"
    swiftc "${flags[@]}" -L "$out" -lLint -lCodeSource -lSpecParser -lYAML -lSwiftLexer -lArchitecture -lSupport -lDiagnostics $(pkg-config --libs yaml-0.1) \
        "Fuzz/Targets/$target.swift" -o "$out/fuzz-$target" 2>&1 | { grep -v "Cannot export local symbol" || true; }
done
