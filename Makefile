# Build, serve and test the toolkit. A fresh checkout needs only `make serve` and `make test`.
#
#   make wasm    the counter's page and its program-style page (web/counter/): their WebAssembly, release
#                and size-optimised, and the shim; `make counter-imperative` its third, imperative, page
#   make serve   every example's page, then the gallery (web/) on http://127.0.0.1:$(PORT)/
#   make test    every test: Swift, the shim in jsdom, the differential test, the example app, headless
#                Chromium, the cases, the benchmark page's markup
#   make fuzz    the differential test alone (SEED=… replays a run, PAIR=… one pair of it)
#   make size    every page's files (the counter, examples/Greeter, the to-do list, the articles and login
#                screens, the controls page, the palette, the benchmark page), raw, gzip and brotli
#   make bench   the benchmark page against plain JavaScript in Chromium, then native timings of the core
#                and of the page's app (make bench-profile, bench-size: where its time and bytes go);
#                BEFORE=<commit> measures that commit's page in the same run
#
# Pages are built by scripts/build-page.py, the pipeline an app runs as `swift package build-page`.

SWIFT ?= swift
PORT ?= 8000
# Scratch paths: the Linux build, and the wasm builds (kept apart so neither rebuilds the other).
SCRATCH ?= .build
WASM_SCRATCH ?= .build-wasm

# Compiles with wasm/toolset.json, finishes, optimises, orders the functions, copies the shim, pre-renders
# the page (scripts/build-page.py). The pre-render's Linux builds of this package's pages share $(SCRATCH)
# with the tests.
BUILD_PAGE := python3 $(CURDIR)/scripts/build-page.py --swift $(SWIFT) --prerender-scratch-path $(abspath $(SCRATCH))
# TRAP_MESSAGES=1 keeps the standard library's trap messages ("Index out of range"), which release
# builds drop (their cost is in README.md). The app's own messages (App.stop) are always kept.
ifeq ($(TRAP_MESSAGES),1)
TRAP_FLAG := --trap-messages
WASM_SCRATCH := $(WASM_SCRATCH)/trap-messages
endif
BUILD_PAGE += $(TRAP_FLAG)
# Selenium is packaged for Debian's own Python only.
BROWSER_PYTHON := /usr/bin/python3
NODE_PATH := /usr/share/nodejs
export NODE_PATH

EXAMPLE := examples/Greeter
# The counter's page: an example whose model and page are targets of this package has its page in web/<name>/.
COUNTER_PAGE := web/counter
FIXTURE := Tests/Chromium/Fixture

.PHONY: wasm hello counter-imperative greeter todos articles login controls palette pages serve test size bench toolchain test-deps test-swift test-snippets test-scripts test-js test-hostile test-pages \
        test-example test-chromium test-cases fixture vectors fuzz fuzz-tool fuzz-vector hostile-tool

# Builds `product` of the package at `package` for wasm into the module `out` alone, for a page that loads
# the shim from elsewhere: the link keeps debug sections and names, scripts/finish-wasm.py drops them (and
# the compiler's module hashes), wasm-opt optimises, and scripts/order-functions.py puts similar functions
# together for the compressors. $(call wasm-product,package,product,scratch,out)
define wasm-product
	$(BUILD_PAGE) --package-path $(1) --product $(2) --scratch-path $(3) --module $(4)
endef

toolchain:
	@scripts/check-wasm-toolchain.sh $(SWIFT)

# The two pages are built side by side: SwiftPM compiles one product at a time (the first compiles what
# they share, the other waits for its lock), and one optimises its module while the other compiles.
wasm: toolchain
	$(BUILD_PAGE) --package-path . --product CounterWeb --scratch-path $(WASM_SCRATCH) --page $(COUNTER_PAGE) & counter=$$!; \
	$(BUILD_PAGE) --package-path . --product ProgramCounterWeb --scratch-path $(WASM_SCRATCH) --page $(COUNTER_PAGE)/program.html; \
	program=$$?; wait $$counter && test $$program = 0

# The counter's third page, built imperatively from the same model (web/counter/imperative.html).
counter-imperative: toolchain
	$(BUILD_PAGE) --package-path . --product ImperativeCounterWeb --scratch-path $(WASM_SCRATCH) --page $(COUNTER_PAGE)/imperative.html

# examples/Greeter builds its page as any app does (`swift package build-page`, the toolkit a path
# dependency); the gallery serves a copy of it from web/greeter/.
greeter: toolchain
	cd $(EXAMPLE) && $(SWIFT) package --allow-writing-to-package-directory build-page --product Greeter \
		--scratch-path $(CURDIR)/$(WASM_SCRATCH)/example $(TRAP_FLAG)
	rm -rf web/greeter && mkdir -p web/greeter && cp -R $(EXAMPLE)/web/. web/greeter/

# The to-do example's page (examples/Todos/web/): its module, the shim, calls.js and the modules data-js
# names; the gallery serves a copy of it from web/todos/.
TODOS_PAGE := examples/Todos/web
todos: toolchain
	$(BUILD_PAGE) --package-path . --product TodosWeb --scratch-path $(WASM_SCRATCH) --page $(TODOS_PAGE)
	rm -rf web/todos && mkdir -p web/todos && cp -R $(TODOS_PAGE)/. web/todos/

# The articles screen (examples/Articles/web/): its module, the shim and the toolkit's style sheet; the
# gallery serves a copy of it from web/articles/.
ARTICLES_PAGE := examples/Articles/web
articles: toolchain
	$(BUILD_PAGE) --package-path . --product ArticlesWeb --scratch-path $(WASM_SCRATCH) --page $(ARTICLES_PAGE)
	rm -rf web/articles && mkdir -p web/articles && cp -R $(ARTICLES_PAGE)/. web/articles/

# The login screen (examples/Login/web/): its module, the shim, the toolkit's style sheet and its own
# login.js, which plays the sign-in service; and the same screen built imperatively, imperative.html. The
# gallery serves a copy of both from web/login/.
LOGIN_PAGE := examples/Login/web
login: toolchain
	$(BUILD_PAGE) --package-path . --product LoginWeb --scratch-path $(WASM_SCRATCH) --page $(LOGIN_PAGE)
	$(BUILD_PAGE) --package-path . --product LoginImperativeWeb --scratch-path $(WASM_SCRATCH) --page $(LOGIN_PAGE)/imperative.html
	rm -rf web/login && mkdir -p web/login && cp -R $(LOGIN_PAGE)/. web/login/

# The order form of every control (examples/Controls/web/): its module, the shim, calls.js with the
# page's own controls.js, and the toolkit's style sheet; the gallery serves a copy of it from
# web/controls/.
CONTROLS_PAGE := examples/Controls/web
controls: toolchain
	$(BUILD_PAGE) --package-path . --product ControlsWeb --scratch-path $(WASM_SCRATCH) --page $(CONTROLS_PAGE)
	rm -rf web/controls && mkdir -p web/controls && cp -R $(CONTROLS_PAGE)/. web/controls/

# The theme editor (examples/Palette/web/): its module, the shim, calls.js with the page's own
# colour-picker.js (a widget in plain JavaScript, and its style sheet); the gallery serves a copy of it
# from web/palette/.
PALETTE_PAGE := examples/Palette/web
palette: toolchain
	$(BUILD_PAGE) --package-path . --product PaletteWeb --scratch-path $(WASM_SCRATCH) --page $(PALETTE_PAGE)
	rm -rf web/palette && mkdir -p web/palette && cp -R $(PALETTE_PAGE)/. web/palette/

# The floor (Benchmarks/web/hello/): a page that mounts `div { "Hello" }`, its module and the shim the least
# any page loads.
HELLO_PAGE := Benchmarks/web/hello
hello: toolchain
	$(BUILD_PAGE) --package-path . --product HelloWeb --scratch-path $(WASM_SCRATCH) --page $(HELLO_PAGE)

# Every example's page, beside the gallery (web/index.html) that links them.
pages: wasm counter-imperative greeter todos articles login controls palette

# The copy of the shim the tests and the benchmark page load: the modules of web/shim/ joined in the order
# scripts/build-page.py declares (SHIM_MODULES), then terser (Debian node-terser) shortens the local names
# and the fields of the shim's state; without terser, comments and indentation are removed.
web/vdom.min.js: $(wildcard web/shim/*.js) scripts/minify-js.cjs scripts/minify-js.py scripts/build-page.py
	$(BUILD_PAGE) --shim $@

serve: pages
	python3 scripts/serve.py web --port $(PORT)

# Each page as a browser loads it: the module, the shim and the page's own files, a pre-rendered page's
# record.js and adopt.js among them. (The benchmark page's style sheet is the benchmark's, shared with the
# plain JavaScript page, and not counted; its adopt.js is the one beside its shim, web/'s.) What it prints
# is kept in $(SIZES); README=1 writes it into README.md's size table (scripts/size-table.py).
SIZES := $(SCRATCH)/sizes.txt
size: wasm counter-imperative greeter todos articles login controls palette bench-pages hello
	@mkdir -p $(SCRATCH) && { set -e; \
	echo "The floor: a page that mounts div { \"Hello\" } ($(HELLO_PAGE)/index.html)"; \
	scripts/sizes.sh $(HELLO_PAGE)/HelloWeb.wasm $(HELLO_PAGE)/vdom.min.js $(HELLO_PAGE)/index.html; \
	echo; echo "The counter ($(COUNTER_PAGE)/index.html)"; \
	scripts/sizes.sh $(COUNTER_PAGE)/CounterWeb.wasm $(COUNTER_PAGE)/vdom.min.js $(COUNTER_PAGE)/calls.js \
		$(COUNTER_PAGE)/fetch.js $(COUNTER_PAGE)/index.html $(COUNTER_PAGE)/record.js \
		$(COUNTER_PAGE)/adopt.js $(COUNTER_PAGE)/style.css; \
	echo; echo "The counter, program style ($(COUNTER_PAGE)/program.html)"; \
	scripts/sizes.sh $(COUNTER_PAGE)/ProgramCounterWeb.wasm $(COUNTER_PAGE)/vdom.min.js \
		$(COUNTER_PAGE)/calls.js $(COUNTER_PAGE)/fetch.js $(COUNTER_PAGE)/program.html \
		$(COUNTER_PAGE)/record.js $(COUNTER_PAGE)/adopt.js $(COUNTER_PAGE)/style.css; \
	echo; echo "The counter, imperative style ($(COUNTER_PAGE)/imperative.html)"; \
	scripts/sizes.sh $(COUNTER_PAGE)/ImperativeCounterWeb.wasm $(COUNTER_PAGE)/vdom.min.js \
		$(COUNTER_PAGE)/calls.js $(COUNTER_PAGE)/fetch.js $(COUNTER_PAGE)/imperative.html \
		$(COUNTER_PAGE)/record.js $(COUNTER_PAGE)/adopt.js $(COUNTER_PAGE)/style.css; \
	echo; echo "examples/Greeter"; \
	scripts/sizes.sh $(EXAMPLE)/web/Greeter.wasm $(EXAMPLE)/web/vdom.min.js $(EXAMPLE)/web/index.html \
		$(EXAMPLE)/web/record.js $(EXAMPLE)/web/adopt.js $(EXAMPLE)/web/style.css; \
	echo; echo "The to-do example ($(TODOS_PAGE)/index.html)"; \
	scripts/sizes.sh $(TODOS_PAGE)/TodosWeb.wasm $(TODOS_PAGE)/vdom.min.js $(TODOS_PAGE)/calls.js \
		$(TODOS_PAGE)/todos.js $(TODOS_PAGE)/fetch.js $(TODOS_PAGE)/storage.js $(TODOS_PAGE)/location.js \
		$(TODOS_PAGE)/index.html $(TODOS_PAGE)/record.js $(TODOS_PAGE)/adopt.js $(TODOS_PAGE)/style.css; \
	echo; echo "The articles screen ($(ARTICLES_PAGE)/index.html)"; \
	scripts/sizes.sh $(ARTICLES_PAGE)/ArticlesWeb.wasm $(ARTICLES_PAGE)/vdom.min.js \
		$(ARTICLES_PAGE)/calls.js $(ARTICLES_PAGE)/fetch.js $(ARTICLES_PAGE)/location.js \
		$(ARTICLES_PAGE)/index.html $(ARTICLES_PAGE)/record.js $(ARTICLES_PAGE)/adopt.js \
		$(ARTICLES_PAGE)/vdom.css $(ARTICLES_PAGE)/style.css; \
	echo; echo "The login screen ($(LOGIN_PAGE)/index.html)"; \
	scripts/sizes.sh $(LOGIN_PAGE)/LoginWeb.wasm $(LOGIN_PAGE)/vdom.min.js $(LOGIN_PAGE)/calls.js \
		$(LOGIN_PAGE)/transitions.js $(LOGIN_PAGE)/login.js $(LOGIN_PAGE)/index.html \
		$(LOGIN_PAGE)/record.js $(LOGIN_PAGE)/adopt.js $(LOGIN_PAGE)/vdom.css $(LOGIN_PAGE)/style.css; \
	echo; echo "The login screen, imperative style ($(LOGIN_PAGE)/imperative.html)"; \
	scripts/sizes.sh $(LOGIN_PAGE)/LoginImperativeWeb.wasm $(LOGIN_PAGE)/vdom.min.js $(LOGIN_PAGE)/calls.js \
		$(LOGIN_PAGE)/login.js $(LOGIN_PAGE)/imperative.html $(LOGIN_PAGE)/record.js \
		$(LOGIN_PAGE)/adopt.js $(LOGIN_PAGE)/vdom.css $(LOGIN_PAGE)/style.css; \
	echo; echo "The controls page ($(CONTROLS_PAGE)/index.html)"; \
	scripts/sizes.sh $(CONTROLS_PAGE)/ControlsWeb.wasm $(CONTROLS_PAGE)/vdom.min.js \
		$(CONTROLS_PAGE)/calls.js $(CONTROLS_PAGE)/controls.js $(CONTROLS_PAGE)/index.html \
		$(CONTROLS_PAGE)/record.js $(CONTROLS_PAGE)/adopt.js $(CONTROLS_PAGE)/vdom.css \
		$(CONTROLS_PAGE)/style.css; \
	echo; echo "The palette ($(PALETTE_PAGE)/index.html)"; \
	scripts/sizes.sh $(PALETTE_PAGE)/PaletteWeb.wasm $(PALETTE_PAGE)/vdom.min.js $(PALETTE_PAGE)/calls.js \
		$(PALETTE_PAGE)/colour-picker.js $(PALETTE_PAGE)/index.html $(PALETTE_PAGE)/record.js \
		$(PALETTE_PAGE)/adopt.js $(PALETTE_PAGE)/colour-picker.css $(PALETTE_PAGE)/style.css; \
	echo; echo "The benchmark page (Benchmarks/web/swift/index.html)"; \
	scripts/sizes.sh Benchmarks/web/swift/bench.wasm web/vdom.min.js Benchmarks/web/swift/index.html \
		Benchmarks/web/swift/record.js web/adopt.js; \
	} > $(SIZES); cat $(SIZES)
	@echo; echo "What the articles screen's component features cost its module (function names kept, wasm-opt -Oz):"
	@Benchmarks/scripts/build-with-names.sh $(WASM_SCRATCH)/names $(WASM_SCRATCH)/names/articles-names.wasm ArticlesWeb >/dev/null
	@python3 Benchmarks/scripts/module_parts.py $(WASM_SCRATCH)/names/articles-names.wasm \
		--group state=StateComponentDraft,InputStateComponentDraft,Local \
		--group lifecycle=LifecycleQueue,ComponentLife,LiveLife \
		--group environment=EnvironmentDraft,EnvironmentScope,EnvironmentEntry,environment \
		--group redaction=RedactionDraft,RedactedDraft,Placeholders,RedactionReasons,Redaction
	@echo; echo "What the login screen's form features cost its module (the page's transitions.js apart):"
	@Benchmarks/scripts/build-with-names.sh $(WASM_SCRATCH)/names $(WASM_SCRATCH)/names/login-names.wasm LoginWeb >/dev/null
	@python3 Benchmarks/scripts/module_parts.py $(WASM_SCRATCH)/names/login-names.wasm \
		--group transitions=Transitions,TransitionPart,TransitionRecord,TransitionClasses,TransitionHost,Transition \
		--group validation=FieldState,fieldMessage \
		--group 'text fields=FieldDraft,FieldNumbers' \
		--group "calls to the page's JavaScript=JSValueCoding,PendingCalls,JSFunction,JSValue,JSHost,JSError,JSExports"
	@echo; echo "What the controls page's form features cost its module:"
	@Benchmarks/scripts/build-with-names.sh $(WASM_SCRATCH)/names $(WASM_SCRATCH)/names/controls-names.wasm ControlsWeb >/dev/null
	@python3 Benchmarks/scripts/module_parts.py $(WASM_SCRATCH)/names/controls-names.wasm \
		--group 'text fields=FieldDraft,FieldNumbers' \
		--group 'dates and times=CalendarDate,TimeOfDay' \
		--group "decimals (the standard library's)=_Float64ToASCII,decimalToDouble" \
		--group 'select (one and multiple)=select' \
		--group "calls to the page's JavaScript=JSValueCoding,PendingCalls,JSFunction,JSValue,JSHost,JSError,JSExports"
	@echo; echo "What the counter's chart costs its module (the first representable element the page has):"
	@Benchmarks/scripts/build-with-names.sh $(WASM_SCRATCH)/names $(WASM_SCRATCH)/names/counter-names.wasm CounterWeb >/dev/null
	@python3 Benchmarks/scripts/module_parts.py $(WASM_SCRATCH)/names/counter-names.wasm \
		--group 'the chart=Sparkline,historyChart,historyLabel,CountHistory' \
		--group 'representable elements=RepresentedBox,Represented,RepresentedPart,RepresentableSetting,RepresentableContext,DOMElement,DOMNode,DOMDocument' \
		--group 'object handles=JSObject,JSValue'
	@echo; echo "What imperative code costs the login screen built with it:"
	@Benchmarks/scripts/build-with-names.sh $(WASM_SCRATCH)/names $(WASM_SCRATCH)/names/login-imperative-names.wasm LoginImperativeWeb >/dev/null
	@python3 Benchmarks/scripts/module_parts.py $(WASM_SCRATCH)/names/login-imperative-names.wasm \
		--group 'element handles=DOMDocument,DOMElement,DOMNode,DOMText,WrittenValues'
	@echo; echo "What the palette's picker costs its module:"
	@Benchmarks/scripts/build-with-names.sh $(WASM_SCRATCH)/names $(WASM_SCRATCH)/names/palette-names.wasm PaletteWeb >/dev/null
	@python3 Benchmarks/scripts/module_parts.py $(WASM_SCRATCH)/names/palette-names.wasm \
		--group 'the picker=ColourPicker' \
		--group 'representable elements=RepresentedBox,Represented,RepresentedPart,RepresentableSetting,RepresentableContext,DOMElement,DOMNode,DOMDocument' \
		--group 'object handles=JSObject,JSValue'
ifeq ($(README),1)
	@python3 scripts/size-table.py README.md < $(SIZES)
endif

# The js-framework-benchmark page against the plain JavaScript one in headless Chromium, then the native
# core benchmark. Quick (5 runs) unless RUNS=15. BEFORE=<commit> builds that commit's page apart (under
# $(SCRATCH)/bench-before) and measures it in the same run: the ratios are then this page's over its own.
# COLD=1 measures the cold load alone (the page pre-rendered and not, and the plain one, each load in a
# fresh browser). See docs/benchmark.md.
bench: bench-pages
ifneq ($(COLD),1)
	$(SWIFT) build -c release --scratch-path $(SCRATCH) --product vdom-bench
	$(SWIFT) build -c release --scratch-path $(SCRATCH) --product BenchWeb
endif
	$(BROWSER_PYTHON) Benchmarks/scripts/run.py --native "$(SCRATCH)/release/vdom-bench" --app "$(SCRATCH)/release/BenchWeb" \
		$(if $(BEFORE),--before "$(BEFORE)" --scratch "$(SCRATCH)" --swift "$(SWIFT)") $(if $(filter 1,$(COLD)),--cold-only)

.PHONY: bench-pages bench-check

# The page loads the toolkit's shim, and so its adopter, from the root (web/); the build pre-renders the
# page and writes the recorder beside it.
bench-pages: toolchain web/vdom.min.js
	$(call wasm-product,.,BenchWeb,$(WASM_SCRATCH),Benchmarks/web/swift/bench.wasm) --page Benchmarks/web/swift/index.html

# Where one operation spends its time, by function: OP=run|replace|runlots|add|update|clear|swaprows|select|remove.
# The Swift page is built with its function names first (`make bench-pages` builds it without again).
OP ?= run
.PHONY: bench-profile
bench-profile: toolchain web/vdom.min.js
	Benchmarks/scripts/build-with-names.sh $(WASM_SCRATCH)/names Benchmarks/web/swift/bench.wasm
	$(BROWSER_PYTHON) Benchmarks/scripts/profile.py --op $(OP)

# What each part of the benchmark page's module costs in brotli, from a build that keeps function names.
.PHONY: bench-size
bench-size: toolchain
	Benchmarks/scripts/build-with-names.sh $(WASM_SCRATCH)/names $(WASM_SCRATCH)/names/bench-names.wasm
	python3 Benchmarks/scripts/module_parts.py $(WASM_SCRATCH)/names/bench-names.wasm --top $(or $(TOP),30)

# The benchmark pages render what the benchmark checks and keep rows keyed (under a minute).
bench-check: bench-pages
	$(BROWSER_PYTHON) Benchmarks/scripts/check.py

test: test-deps test-swift test-snippets test-scripts test-js fuzz test-hostile test-example test-chromium test-cases bench-check \
      test-pages
	@echo "All tests passed."

test-deps:
	@scripts/install-test-deps.sh

test-swift:
	$(SWIFT) test --scratch-path $(SCRATCH)

# Every Swift snippet of README.md and docs/ type-checked against the Linux build's modules, each with its
# doc's context (Tests/Snippets); every Tests/CompileFail snippet refused with the error it expects.
test-snippets:
	$(SWIFT) build --scratch-path $(SCRATCH)
	python3 scripts/check-snippets.py --modules $(SCRATCH)/debug/Modules --swiftc $(dir $(shell command -v $(SWIFT)))swiftc

# The pages' HTML files are the build's too (the pre-render, data-js): once built, each is as it is
# staged or committed, so a change to a view comes with the pages it changes (`make pages bench-pages`,
# then add them).
PAGE_HTML := $(COUNTER_PAGE)/*.html examples/*/web/*.html Benchmarks/web/swift/index.html
test-pages: pages bench-pages
	@if git -C $(CURDIR) rev-parse --is-inside-work-tree >/dev/null 2>&1; then \
		git diff --quiet -- $(PAGE_HTML) || { git diff --stat -- $(PAGE_HTML); \
			echo "error: the build wrote these pages otherwise than they are staged: add them"; exit 1; }; \
	else echo "note: not a git work tree: the pages' HTML is not compared with the committed"; fi

# The build scripts that rewrite what the pages load, and the benchmark's scripts.
test-scripts:
	python3 -m unittest discover -s Tests/Scripts -p 'test_*.py'
	python3 -m unittest discover -s Benchmarks/Tests -p 'test_*.py'

test-js: web/vdom.min.js
	node Tests/JS/run-calls.mjs web/calls.js
	node Tests/JS/run-snapshots.mjs
	node Tests/JS/run.mjs web/shim/main.js
	node Tests/JS/run.mjs web/vdom.min.js
	node Tests/JS/run-adoption.mjs web/shim/main.js
	node Tests/JS/run-adoption.mjs web/vdom.min.js
	@mkdir -p $(SCRATCH)
	$(BUILD_PAGE) --joined-shim $(SCRATCH)/vdom.joined.js
	python3 scripts/minify-js.py $(SCRATCH)/vdom.joined.js $(SCRATCH)/vdom.names.min.js
	node Tests/JS/run.mjs $(SCRATCH)/vdom.names.min.js
	node Tests/JS/run-adoption.mjs $(SCRATCH)/vdom.names.min.js

# Hostile frames: real frames mutated (Tools/vdom-hostile), each applied by the shim in jsdom and compared
# with what the test DOM makes of it. A run is replayed from the seed it prints; Chromium gets some more
# (Tests/Chromium/test_fuzz.py, hostile_frames).
HOSTILE_COUNT ?= 100000
HOSTILE_SEED ?= $(shell od -An -N4 -tu4 /dev/urandom | tr -d ' ')
HOSTILE_TOOL := $(SCRATCH)/release/vdom-hostile

hostile-tool:
	$(SWIFT) build -c release --scratch-path $(SCRATCH) --product vdom-hostile

test-hostile: hostile-tool
	$(HOSTILE_TOOL) --seed $(HOSTILE_SEED) --count $(HOSTILE_COUNT) | node Tests/JS/run-hostile.mjs web/shim/main.js

# The example depends on this package the way any app would, and builds with the same command: by path
# (make greeter), and by version from a local git repository of the toolkit tagged 0.1.0.
test-example: greeter
	python3 Tests/Example/version_dependency.py $(CURDIR)/$(WASM_SCRATCH)/version-dependency

fixture: toolchain
	$(call wasm-product,$(FIXTURE),Fixture,$(CURDIR)/$(WASM_SCRATCH)/fixture,$(FIXTURE)/Fixture.wasm)

test-chromium: pages web/vdom.min.js fixture fuzz-tool hostile-tool
	VDOM_FUZZ=$(FUZZ_TOOL) FUZZ_SEED=$(SEED) FUZZ_BROWSER=$(FUZZ_BROWSER) $(BROWSER_PYTHON) Tests/Chromium/run.py

# The reconciliation cases, through the real toolkit, when the shared conformance checker is present.
test-cases:
	$(SWIFT) build -c release --scratch-path $(SCRATCH) --product vdom-cases
	@if [ -f ../shared/conformance/check.py ]; then \
		set -e; \
		python3 ../shared/conformance/check.py ../shared/conformance/samples.jsonl --require-minimal-moves \
			-- $(SCRATCH)/release/vdom-cases; \
		python3 ../shared/conformance/check.py Tests/Cases/*.jsonl --require-minimal-moves \
			-- $(SCRATCH)/release/vdom-cases; \
	else \
		echo "note: ../shared/conformance/check.py not found; reconciliation cases skipped"; \
	fi

# The differential test (docs/testing.md): FUZZ_PAIRS random pairs of views rendered, encoded and checked in
# Swift by FUZZ_WORKERS processes, FUZZ_JSDOM of them also applied by the shim in jsdom and compared; the
# Chromium tests put FUZZ_BROWSER more through the page's shim. The seed is random and printed:
# SEED=… replays a run, PAIR=… one pair of it, EDITS=… the small case a failure was shrunk to.
FUZZ_PAIRS ?= 100000
FUZZ_JSDOM ?= 20000
FUZZ_WORKERS ?= 2
FUZZ_BROWSER ?= 500
FUZZ_TOOL := $(SCRATCH)/release/vdom-fuzz

fuzz-tool:
	$(SWIFT) build -c release --scratch-path $(SCRATCH) --product vdom-fuzz

fuzz: fuzz-tool
	node Tests/Fuzz/differential.mjs $(FUZZ_TOOL) --pairs $(FUZZ_PAIRS) --jsdom $(FUZZ_JSDOM) --workers $(FUZZ_WORKERS) \
		--seed "$(SEED)" --pair "$(PAIR)" --edits "$(EDITS)"

# Writes the case a failure report names as a shared vector, Tests/Vectors/$(NAME).json (NAME=found-…).
fuzz-vector: fuzz-tool
	$(FUZZ_TOOL) vector --seed "$(SEED)" --pair "$(PAIR)" --edits "$(EDITS)" --name "$(NAME)" --dir Tests/Vectors

# Rewrites Tests/Vectors from the Swift encoder and test DOM (review the diff before committing).
vectors:
	UPDATE_VECTORS=1 $(SWIFT) test --scratch-path $(SCRATCH) --filter VectorTests
