#!/usr/bin/env bash
# Extracts the .swift files of the Swift packages that this machine keeps under
# /opt/swift-packages (git reads them by their usual GitHub addresses) into a corpus folder,
# at each package's newest release tag. The corpus is for measuring viperc's tokenizer and
# linter; it is never committed.
#   Tools/corpus.sh [FOLDER]   (default: .corpus)
set -euo pipefail
out=${1:-.corpus}
root=${SWIFT_PACKAGES:-/opt/swift-packages}
mkdir -p "$out"
declare -A seen
for repo in $(find "$root" -mindepth 2 -maxdepth 2 -name '*.git' | sort); do
  name=$(basename "$(dirname "$repo")")-$(basename "$repo" .git)
  key=${name,,}
  # Some packages are kept under two spellings of one address; take one.
  [[ -n ${seen[$key]:-} ]] && continue
  seen[$key]=1
  tag=$(git -C "$repo" tag | grep -E '^v?[0-9]+(\.[0-9]+)*$' | sort -V | tail -1 || true)
  [[ -z $tag ]] && continue
  [[ -d "$out/$name" ]] && continue
  mkdir -p "$out/$name"
  git -C "$repo" archive "$tag" | tar -x -C "$out/$name" --wildcards '*.swift' 2>/dev/null || true
done
find "$out" -name '*.swift' -type f | wc -l | xargs echo "swift files:"
du -sh "$out" | cut -f1 | xargs echo "size:"
