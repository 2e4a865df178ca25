#!/usr/bin/env bash
# Extracts the real VIPER apps of the lint corpus (apps.tsv) at their pinned commits into a
# git-ignored folder. Their code is read and linted here, never committed.
#   Tools/RealApps/checkout.sh [FOLDER]     (default: .realapps)
# The apps come as git mirrors brought by the session's fetch tool into $MIRRORS
# (default /work/.mirror/OWNER+NAME/repo); a missing mirror is reported and skipped.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
out=${1:-.realapps}
mirrors=${MIRRORS:-/work/.mirror}
mkdir -p "$out"
status=0
while IFS=$'\t' read -r name repo commit _; do
  [[ -z $name || $name == \#* ]] && continue
  git_dir="$mirrors/${repo/\//+}/repo"
  if ! git -C "$git_dir" cat-file -e "$commit^{commit}" 2>/dev/null; then
    echo "checkout: no mirror of $repo at $commit in $git_dir; fetch github:$repo first" >&2
    status=1
    continue
  fi
  # The stamp names what an extraction holds, so one made before XcodeGen's project.yml was
  # kept is made again.
  stamp="$commit with project.yml"
  if [[ -f "$out/$name/.commit" && $(cat "$out/$name/.commit") == "$stamp" ]]; then continue; fi
  rm -rf "${out:?}/$name"
  mkdir -p "$out/$name"
  # Swift sources plus the markers that tell where an app or package starts (projects,
  # workspaces, XcodeGen manifests). Files are read
  # one by one because the mirrors leave out some large binaries, which stops `git archive`.
  git -C "$git_dir" -c core.quotePath=false ls-tree -r "$commit" \
    | awk -F'\t' '$2 ~ /\.swift$|\.xcodeproj\/project\.pbxproj$|\.xcworkspace\/contents\.xcworkspacedata$|(^|\/)project\.yml$/ && $1 ~ / blob / { split($1, f, " "); print f[3] "\t" $2 }' \
    | while IFS=$'\t' read -r blob path; do
        mkdir -p "$out/$name/$(dirname "$path")"
        git -C "$git_dir" cat-file blob "$blob" > "$out/$name/$path"
      done
  echo "$stamp" > "$out/$name/.commit"
  echo "$name: $(find "$out/$name" -name '*.swift' | wc -l) swift files"
done < "$here/apps.tsv"
exit $status
