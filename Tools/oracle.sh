#!/usr/bin/env bash
# Builds Tools/LexerOracle in release mode (swift-syntax takes several minutes) and compares
# viperc's tokenizer with swift-syntax 603.0.1 on the local Swift package corpus.
#   Tools/oracle.sh [CORPUS]   (default: .corpus, made by Tools/corpus.sh)
set -euo pipefail
cd "$(dirname "$0")/.."
corpus=${1:-.corpus}
[[ -d $corpus ]] || Tools/corpus.sh "$corpus"
swift build -c release --package-path Tools/LexerOracle
Tools/LexerOracle/.build/release/LexerOracle "$corpus" --report .oracle-differences.txt
