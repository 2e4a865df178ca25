#!/usr/bin/env bash
# Runs every libFuzzer target for FUZZ_SECONDS (default 60) each, or FUZZ_RUNS executions each
# when set, seeded from the repository's specs, fixtures and Swift sources. Prints executions,
# coverage and findings per target; crashing, hanging or leaking inputs are saved under
# Fuzz/Regressions/<target>/, which the test suite replays.
#   make fuzz                      # 60 s per target
#   FUZZ_SECONDS=5 make fuzz       # a smoke run
#   FUZZ_RUNS=1000000 make fuzz    # the long run the README reports
# FUZZ_TARGETS picks targets, FUZZ_MAX_LEN the largest input (default 65536 bytes).
set -uo pipefail
# Swift's own crash reporter waits on AddressSanitizer's and can hang a run for good.
export SWIFT_BACKTRACE=enable=no
cd "$(dirname "$0")/.."
[ -n "${FUZZ_SKIP_BUILD:-}" ] || Fuzz/build.sh
out=.build/fuzz
seconds=${FUZZ_SECONDS:-60}
runs=${FUZZ_RUNS:--1}
targets=${FUZZ_TARGETS:-tokenizer lint spec signature paths}
max_len=${FUZZ_MAX_LEN:-65536}
findings() { ls "$1" | grep -cE '^(crash|timeout|leak|oom|slow-unit)-' || true; }

seed() {
    local target=$1 corpus=$out/corpus/$1
    mkdir -p "$corpus"
    [ -n "$(ls -A "$corpus")" ] && return
    case $target in
    tokenizer | lint) find Tests/Fixtures Sources -name '*.swift' -size -64k -exec cp -t "$corpus" {} + 2>/dev/null ||
        find Tests/Fixtures Sources -name '*.swift' -size -64k | while read -r f; do cp "$f" "$corpus/$(echo "$f" | tr / _)"; done ;;
    spec) find specs Tests/Fixtures -name '*.yaml' -o -name '*.yml' | while read -r f; do cp "$f" "$corpus/$(echo "$f" | tr / _)"; done ;;
    signature) grep -rhoE '^ *- "[^"]+"' specs Tests/Fixtures --include='*.yaml' | sed -E 's/^ *- "(.*)"$/\1/' |
        sort -u | while read -r line; do printf '%s' "$line" >"$corpus/$(printf '%s' "$line" | md5sum | cut -c1-16)"; done ;;
    # Entries a line each (first byte: plain, NFC+NFD, deep, not UTF-8, spec, link), then the
    # report path's shape.
    paths) for shape in 0 1 2 3 4 5 6 7 8 9; do
        printf '\x00Home\n\x01Cafe\n\x02\x19\n\x03Bad\n\x04Spec\n\x05\x01\n\x0%s' "$shape" >"$corpus/seed-$shape"
    done ;;
    esac
}

status=0
printf '%-10s %12s %8s %8s %s\n' target executions coverage features findings
for target in $targets; do
    seed "$target"
    regressions=Fuzz/Regressions/$target
    mkdir -p "$regressions"
    before=$(findings "$regressions")
    log=$out/$target.log
    # The saved findings are read first, so every run replays them.
    "$out/fuzz-$target" "$out/corpus/$target" "$regressions" -max_total_time="$seconds" -runs="$runs" -timeout=10 -rss_limit_mb=2048 \
        -max_len="$max_len" -detect_leaks=1 -print_final_stats=1 -artifact_prefix="$regressions/" >"$log" 2>&1
    code=$?
    executions=$(grep -oE '^stat::number_of_executed_units: *[0-9]+' "$log" | grep -oE '[0-9]+$' || true)
    coverage=$(grep -oE 'cov: [0-9]+' "$log" | tail -1 | grep -oE '[0-9]+' || true)
    features=$(grep -oE 'ft: [0-9]+' "$log" | tail -1 | grep -oE '[0-9]+' || true)
    found=$(($(findings "$regressions") - before))
    printf '%-10s %12s %8s %8s %s\n' "$target" "${executions:-?}" "${coverage:-?}" "${features:-?}" "$found"
    if [ "$code" -ne 0 ] || [ "$found" -gt 0 ]; then
        status=1
        echo "fuzz: $target found a problem; see $log and $regressions/" >&2
    fi
done
exit $status
