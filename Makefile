# viperc: the two quick-start commands are `make demo` and `make test`.
SWIFT ?= swift
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
# On Linux the release build links the Swift runtime and Foundation statically: the installed
# binary then runs without a Swift toolchain, and calls into the runtime (retain, release,
# hashing) skip the shared-library indirection. macOS ships the runtime in the system.
RELEASE_FLAGS ?= $(if $(filter Linux,$(shell uname)),--static-swift-stdlib)

.PHONY: deps graphviz testtools plugin-sample demo test build release release-build install bench bench-templates bench-drift bench-lint bench-recovery oracle docs format format-check realapps fix-measure clean fuzz-specs fuzz-runtime fuzz fuzz-smoke mutants kill-test schemas

# libyaml is a system library; install it (and pkg-config) when pkg-config cannot find it:
# with Homebrew on macOS, with apt on Debian and Ubuntu.
deps:
	@if ! command -v pkg-config >/dev/null 2>&1 || ! pkg-config --exists yaml-0.1; then \
		if [ "$$(uname)" = Darwin ]; then \
			command -v brew >/dev/null 2>&1 || { echo "viperc: install Homebrew (https://brew.sh), then run make again"; exit 1; }; \
			echo "viperc: installing libyaml and pkg-config with Homebrew"; \
			brew install libyaml pkg-config; \
		else \
			echo "viperc: installing libyaml-dev and pkg-config"; \
			$(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq libyaml-dev pkg-config; \
		fi; \
	fi

build: deps
	$(SWIFT) build

release-build: deps
	$(SWIFT) build -c release $(RELEASE_FLAGS)

# A release (docs/Releasing.md): VERSION=X.Y.Z needs a '## [X.Y.Z] - date' section in
# CHANGELOG.md; sets the version, builds this platform's binary (Swift runtime and libyaml
# linked in), writes the artifact bundle, source archive, Homebrew formula, plugins package and
# SHA256SUMS into dist/, then commits the version and tags vX.Y.Z (NO_TAG=1 skips that).
release: deps
	@[ -n "$(VERSION)" ] || { echo "usage: make release VERSION=X.Y.Z"; exit 64; }
	rm -rf dist
	python3 Tools/release.py prepare $(VERSION)
	python3 Tools/release.py build $(VERSION)
	python3 Tools/release.py assemble $(VERSION)
	$(if $(NO_TAG),,python3 Tools/release.py tag $(VERSION))

# Copies a release build of viperc to $(PREFIX)/bin.
PREFIX ?= /usr/local
install: release-build
	@mkdir -p "$(PREFIX)/bin" 2>/dev/null || $(SUDO) mkdir -p "$(PREFIX)/bin"
	@cp .build/release/viperc "$(PREFIX)/bin/viperc" 2>/dev/null || $(SUDO) cp .build/release/viperc "$(PREFIX)/bin/viperc"
	@echo "viperc: installed $(PREFIX)/bin/viperc"

# Compiles the bundled example specs with skeletons and shows what was written.
demo: build
	.build/debug/viperc build specs --output Generated --skeletons
	@echo
	@echo "== Generated/tvshows/Shows/Home/HomeInterfaces.swift"
	@cat Generated/tvshows/Shows/Home/HomeInterfaces.swift

# viperc lint and the tokenizer on the Sources of the local Swift packages (Tools/corpus.sh).
bench-lint: release-build
	@[ -d .corpus ] || Tools/corpus.sh .corpus
	python3 Benchmarks/lint_bench.py .build/release/viperc .build/release/lexer-bench .corpus \
		$(foreach app,$(wildcard .realapps/*),--app $(app)) $(if $(BASELINE),--baseline $(BASELINE)) \
		$(if $(wildcard /dev/shm),--memory /dev/shm)

# Lint precision and recall on the real VIPER apps of Tools/RealApps (their mirrors come from the
# session's fetch tool; nothing of theirs is committed).
realapps: release-build
	Tools/RealApps/checkout.sh .realapps
	python3 Tools/RealApps/score.py .build/release/viperc --corpus .realapps

# lint --fix on copies of the real apps: fixed, remaining and new findings, and every changed file
# still lexes and parses (swiftc -parse). Not in CI: it needs the corpus.
fix-measure: release-build
	Tools/RealApps/checkout.sh .realapps
	python3 Tools/RealApps/fix_measure.py .build/release/viperc --corpus .realapps

# Token-for-token comparison with swift-syntax 603.0.1; builds swift-syntax (minutes).
oracle:
	@[ -d .corpus ] || Tools/corpus.sh .corpus
	Tools/oracle.sh .corpus

# The example documentation in docs/examples is generated; CI fails when it is stale.
docs: build
	.build/debug/viperc docs specs --output docs/examples
	.build/debug/viperc rules > docs/Rules.md

# The rule ids and role names in Schemas/viperc-lint.schema.json, from the registry.
schemas: build
	python3 Tools/schema-enums.py .build/debug/viperc

# Optional: with Graphviz the tests also feed the DOT output to 'dot'.
graphviz:
	@command -v dot >/dev/null 2>&1 || { if [ "$$(uname)" = Darwin ]; then brew install graphviz >/dev/null; \
		else $(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq graphviz >/dev/null; fi; } || \
		echo "viperc: Graphviz could not be installed; the test that feeds DOT to 'dot' will be skipped"

# The schema tests validate with xmllint (libxml2-utils; part of macOS) and Python's jsonschema
# and PyYAML; each is installed when missing, and its tests are skipped only if that fails.
testtools:
	@command -v xmllint >/dev/null 2>&1 || ! command -v apt-get >/dev/null 2>&1 || \
		{ $(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq libxml2-utils >/dev/null; } || true
	@command -v xmllint >/dev/null 2>&1 || \
		echo "viperc: xmllint could not be installed; the tests that validate JUnit and Checkstyle reports will be skipped"
	@python3 -c 'import jsonschema, yaml' 2>/dev/null || python3 -m pip install --quiet jsonschema pyyaml 2>/dev/null || \
		{ command -v apt-get >/dev/null 2>&1 && $(SUDO) apt-get install -y -qq python3-jsonschema python3-yaml >/dev/null 2>&1; } || \
		python3 -m pip install --quiet --break-system-packages jsonschema pyyaml 2>/dev/null || true
	@python3 -c 'import jsonschema, yaml' 2>/dev/null || \
		echo "viperc: Python's jsonschema or PyYAML could not be installed; the tests that validate reports and spec schemas will be skipped"
	@python3 -c 'import check_jsonschema' 2>/dev/null || python3 -m pip install --quiet check-jsonschema 2>/dev/null || \
		python3 -m pip install --quiet --break-system-packages check-jsonschema 2>/dev/null || \
		echo "viperc: check-jsonschema could not be installed; the test that validates the CI workflow will be skipped"

SWIFT_SOURCES := Sources Tests/*Tests Tests/TestSupport Tests/PluginStandIns Tests/BehaviouralUIKit Tests/RuntimeDriver Benchmarks/LexerBench Tools/LexerOracle/Sources Fuzz/Targets Package.swift \
	Plugins Examples/VipercSample/Sources Examples/VipercSample/Package.swift

# The toolchain's swift-format with the checked-in .swift-format.
format:
	$(SWIFT) format format -i -r $(SWIFT_SOURCES)

format-check:
	$(SWIFT) format lint --strict -r $(SWIFT_SOURCES)

# Examples/VipercSample built with both SwiftPM plugins, which run the viperc just built.
plugin-sample: build
	Tools/plugin-sample.sh .build/debug/viperc

# The format, docs and plugin checks run first so that the test runner's summary closes the output.
test: build graphviz testtools
	$(SWIFT) format lint --strict -r $(SWIFT_SOURCES)
	.build/debug/viperc docs specs --output docs/examples --check --quiet
	Tools/plugin-sample.sh .build/debug/viperc
	$(SWIFT) test

# Thousands of random specs from the spec grammar (CI runs a few hundred): every spec the
# validator accepts must typecheck in both isolation modes. CASES=… and SEED=… change the run.
fuzz-specs: build
	VIPERC_FUZZ_CASES=$(or $(CASES),3200) VIPERC_FUZZ_SEED=$(or $(SEED),1592590353) $(SWIFT) test --filter SpecFuzzTests
	VIPERC_FUZZ_CASES=$(or $(CASES),3200) VIPERC_FUZZ_SEED=$(or $(SEED),1592590353) VIPERC_FUZZ_HOSTILE=$(or $(HOSTILE),2) \
		$(SWIFT) test --filter SpecFuzzTests

# Random navigation projects run against the behavioural UIKit (CI runs 5 of 40 modules):
# every route the validator accepts must land and free what it closes. PROJECTS=…, MODULES=…
# and SEED=… change the run.
fuzz-runtime: build
	VIPERC_RUNTIME_PROJECTS=$(or $(PROJECTS),40) VIPERC_RUNTIME_MODULES=$(or $(MODULES),40) \
		VIPERC_RUNTIME_SEED=$(or $(SEED),20261126) $(SWIFT) test --filter RandomNavigationTests

# On the work disk, then in memory (/dev/shm) to take the file system out of the figures.
# Skeletons written by viperc's emitters and by the exported infinum convention's starter
# templates: the same 7,004 files, wall time and callgrind's instruction count for each.
# Model recovery on generated apps of 1,000 to 8,000 modules: median times and their ratios.
bench-recovery: release-build
	python3 Benchmarks/recovery_scaling.py .build/release/viperc

bench-templates: release-build
	python3 Benchmarks/bench.py .build/release/viperc --modules $(or $(MODULES),1000) --build-flags=--skeletons --callgrind $(if $(wildcard /dev/shm),--dir /dev/shm)
	python3 Benchmarks/bench.py .build/release/viperc --modules $(or $(MODULES),1000) --build-flags=--skeletons --callgrind --templates $(if $(wildcard /dev/shm),--dir /dev/shm)

bench-drift: release-build
	python3 Benchmarks/bench.py .build/release/viperc --drift-runs 7 --drift-only

bench: release-build
	python3 Benchmarks/bench.py .build/release/viperc --modules $(or $(MODULES),1000)
	python3 Benchmarks/bench.py .build/release/viperc --modules $(or $(MODULES),1000) --build-flags=--mocks
	@if [ -d /dev/shm ]; then python3 Benchmarks/bench.py .build/release/viperc --modules $(or $(MODULES),1000) --dir /dev/shm; fi

# libFuzzer targets (tokenizer, lint, spec, signature) built with -sanitize=fuzzer,address into
# .build/fuzz, run FUZZ_SECONDS each (default 60; FUZZ_RUNS=N for a count); findings go to
# Fuzz/Regressions, which `make test` replays. `make fuzz-smoke` is the few seconds per target
# that CI runs after `make test` (building the targets takes a few minutes).
fuzz: deps
	Fuzz/run.sh

fuzz-smoke: deps
	FUZZ_SECONDS=$(or $(FUZZ_SECONDS),5) FUZZ_MAX_LEN=$(or $(FUZZ_MAX_LEN),4096) Fuzz/run.sh

# Builds killed at random moments (make test runs 3 rounds): every file old or new, --check
# right about the folder, the next build repairing it. ROUNDS=… changes the count.
kill-test: build
	VIPERC_KILL_ROUNDS=$(or $(ROUNDS),30) $(SWIFT) test --filter WriteSafetyTests/killsAtRandomMomentsAreRepaired

# The mutation check (Tools/Mutants/catalogue.txt): each mutant in a copy of the project under
# .mutants, built and tested alone; prints the score and every survivor. ONLY=a,b runs some.
mutants: deps
	python3 Tools/Mutants/mutants.py $(if $(ONLY),--only $(ONLY))

clean:
	rm -rf .build Generated
