SHELL := /bin/bash

# The two commands of the README:
#   make run    builds movies and runs `movies search "Inception"` (embedded catalogue)
#   make test   builds everything and runs the whole test suite
#   make bench  builds release binaries and runs the benchmark suite (Benchmarks/run.sh)
# Both install the system libraries they need first (Debian/Ubuntu, as root).

PREFIX ?= /usr/local
SWIFT ?= swift
QUERY ?= Inception
# An undeclared import across targets is a compile error, which keeps the layers honest.
BUILD_FLAGS := --explicit-target-dependency-import-check error
# Release binaries link libstdc++ in rather than loading libstdc++.so.6 at every
# start (1.9 ms of a 8.8 ms cached search, measured in issue #7). swiftc's
# -static-stdlib asks the linker for `-lstdc++`; the linker script below, first
# on the search path, answers that with the static archive.
STATIC_CXX_DIR := $(CURDIR)/.build/static-libstdc++
STATIC_CXX_SCRIPT := $(STATIC_CXX_DIR)/libstdc++.so
# What a start-up costs (issue #24, README "Performance"): no dynamic symbol
# table beyond what the loader needs (the runtime's dladdr walked all 6,700);
# metadata of concrete generic types through direct accessors, not mangled
# names the runtime must demangle (each first use scanned all ~4,900
# conformance records). With the toolchain's lld: functions in sections of
# their own, laid out so that what a run executes sits together
# (Benchmarks/startup-order.txt, `make startup-order`), and relative relocations
# packed (RELR: 1.2 MB of tables that every start read) where glibc has them
# (2.36+). Only `make release` builds this way; debug builds are untouched.
SWIFTC_DIR := $(dir $(realpath $(shell command -v swiftc 2>/dev/null)))
LLD := $(wildcard $(SWIFTC_DIR)ld.lld)
GLIBC_HAS_RELR := $(shell v=$$(getconf GNU_LIBC_VERSION 2>/dev/null | awk '{print $$2}'); \
	[ -n "$$v" ] && [ "$$(printf '%s\n' 2.36 "$$v" | sort -V | head -1)" = 2.36 ] && echo yes)
STARTUP_ORDER := $(CURDIR)/Benchmarks/startup-order.txt
RELEASE_LINK_FLAGS := -Xlinker --no-export-dynamic \
	-Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors
ifneq ($(LLD),)
RELEASE_LINK_FLAGS += -Xswiftc -use-ld=lld -Xswiftc -Xfrontend -Xswiftc -function-sections
# A stale order only lays code out less well: lld skips names that are gone
# (silently, with --no-warn-symbol-ordering), and `make bench` says how many are.
ifneq ($(wildcard $(STARTUP_ORDER)),)
RELEASE_LINK_FLAGS += -Xlinker --symbol-ordering-file=$(STARTUP_ORDER) -Xlinker --no-warn-symbol-ordering
endif
ifeq ($(GLIBC_HAS_RELR),yes)
RELEASE_LINK_FLAGS += -Xlinker -z -Xlinker pack-relative-relocs
endif
endif
# C targets' debug information as DWARF 4: clang's default DWARF 5 is more than
# valgrind 3.19 reads, and `make bench` counts instructions with it.
RELEASE_FLAGS := -c release -Xcc -gdwarf-4 --static-swift-stdlib --disable-local-rpath $(BUILD_FLAGS) -Xlinker -L$(STATIC_CXX_DIR) $(RELEASE_LINK_FLAGS)
APT_PACKAGES := libcurl4-openssl-dev libsqlite3-dev libturbojpeg0-dev zlib1g-dev pkg-config tmux sqlite3 strace

BENCH_PACKAGES := hyperfine time sqlite3 curl valgrind

.PHONY: all deps build release run test build-tests test-under-load bench startup-order poster-quality install uninstall clean FORCE

all: build

deps:
	@missing=""; \
	for p in $(APT_PACKAGES); do \
		dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
		echo "Installing:$$missing"; \
		if [ "$$(id -u)" -eq 0 ]; then SUDO=""; else SUDO="sudo"; fi; \
		$$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq $$missing >/dev/null; \
	fi

build: deps
	$(SWIFT) build $(BUILD_FLAGS)

# The linker leaves its output in the page cache as 4 KiB pages, which cost
# every start 0.5 ms more than the same bytes held in large folios;
# Benchmarks/settle-binary.sh rewrites the binary in one write (README
# "Performance").
release: deps $(STATIC_CXX_SCRIPT)
	$(SWIFT) build $(RELEASE_FLAGS) --product movies
	@./Benchmarks/settle-binary.sh "$$($(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)/movies"

# The script names one toolchain's archive: a stamp of the compilers it came
# from is rewritten only when they change, and then the script is made again.
STATIC_CXX_STAMP := $(STATIC_CXX_DIR)/toolchain.txt

$(STATIC_CXX_STAMP): FORCE
	@mkdir -p "$(STATIC_CXX_DIR)"; \
	{ $(SWIFT) --version 2>&1; for compiler in clang c++ gcc cc; do command -v $$compiler >/dev/null && $$compiler -print-file-name=libstdc++.a; done; } > "$@.new" 2>/dev/null; \
	if cmp -s "$@.new" "$@"; then rm -f "$@.new"; else mv "$@.new" "$@"; fi

$(STATIC_CXX_SCRIPT): $(STATIC_CXX_STAMP)
	@archive=""; \
	for compiler in clang c++ gcc cc; do \
		command -v $$compiler >/dev/null || continue; \
		candidate="$$($$compiler -print-file-name=libstdc++.a)"; \
		if [ -f "$$candidate" ]; then archive="$$candidate"; break; fi; \
	done; \
	mkdir -p "$(STATIC_CXX_DIR)"; \
	if [ -n "$$archive" ]; then echo "INPUT($$archive)" > "$@"; \
	else echo "note: libstdc++.a was not found (libstdc++-12-dev on Debian 12); movies will load libstdc++.so.6 at start-up, about 2 ms slower."; fi

run: release
	@"$$($(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)/movies" search "$(QUERY)"

# Builds with the layer check and fails on any warning in our own code, then runs every test.
test: build-tests
	$(SWIFT) test --skip-build

build-tests: deps
	@mkdir -p .build; $(SWIFT) build --build-tests $(BUILD_FLAGS) 2>&1 | tee .build/test-build.log; \
	status=$${PIPESTATUS[0]}; \
	if [ $$status -ne 0 ]; then rm -f .build/test-build.log; exit $$status; fi; \
	if grep -E '^/.*/(Sources|Tests|Resources)/.*: warning:' .build/test-build.log; then \
		echo "error: the build has warnings (shown above); this project builds with none."; rm -f .build/test-build.log; exit 1; \
	fi; \
	rm -f .build/test-build.log

# The whole suite with four CPU hogs beside it (issue #24): no test may depend
# on how busy the machine is. RUNS=5 runs it five times in a row, stopping at
# the first failure.
RUNS ?= 1
test-under-load: build-tests
	@$(MAKE) --no-print-directory deps APT_PACKAGES="stress-ng"
	@for run in $$(seq 1 $(RUNS)); do \
		echo "== run $$run of $(RUNS), with stress-ng --cpu 4 beside it"; \
		stress-ng --cpu 4 --timeout 3600s >/dev/null 2>&1 & hogs=$$!; \
		$(SWIFT) test --skip-build; status=$$?; \
		kill $$hogs 2>/dev/null; wait $$hogs 2>/dev/null; \
		if [ $$status -ne 0 ]; then echo "run $$run failed"; exit $$status; fi; \
	done

# The figures of issue #7 against their targets; BENCH_BUILD=1 also times a clean
# debug build and the whole test suite on a fresh clone (minutes more).
bench: deps $(STATIC_CXX_SCRIPT)
	@$(MAKE) --no-print-directory deps APT_PACKAGES="$(BENCH_PACKAGES)"
	SWIFT="$(SWIFT)" RELEASE_FLAGS="$(RELEASE_FLAGS)" ./Benchmarks/run.sh

# Rewrites Benchmarks/startup-order.txt from what the release binary executes in
# the benchmarked commands (see the script); needs valgrind.
startup-order: deps $(STATIC_CXX_SCRIPT)
	@$(MAKE) --no-print-directory deps APT_PACKAGES="valgrind"
	SWIFT="$(SWIFT)" RELEASE_FLAGS="$(RELEASE_FLAGS)" ./Benchmarks/startup-order.sh

# movies' character-cell posters against chafa 1.12 (issue #16): mean CIEDE2000 and
# SSIM per picture and symbol class on six generated pictures, or on the JPEG
# posters PICTURES names ("a.jpg b.jpg"). Built like the benchmark tools.
poster-quality: deps
	@$(MAKE) --no-print-directory deps APT_PACKAGES="chafa"
	$(SWIFT) build -c release --scratch-path Benchmarks/.build --product PosterQuality
	@"$$($(SWIFT) build -c release --scratch-path Benchmarks/.build --show-bin-path)/PosterQuality" $(PICTURES)

install: release
	@bin="$$($(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)"; \
	install -d "$(DESTDIR)$(PREFIX)/bin" "$(DESTDIR)$(PREFIX)/share/man/man1" \
		"$(DESTDIR)$(PREFIX)/share/bash-completion/completions" \
		"$(DESTDIR)$(PREFIX)/share/zsh/site-functions" \
		"$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d"; \
	install -m 0755 "$$bin/movies" "$(DESTDIR)$(PREFIX)/bin/movies"; \
	./Benchmarks/settle-binary.sh "$(DESTDIR)$(PREFIX)/bin/movies"; \
	install -m 0644 Resources/movies.1 "$(DESTDIR)$(PREFIX)/share/man/man1/movies.1"; \
	"$$bin/movies" --generate-completion-script bash > "$(DESTDIR)$(PREFIX)/share/bash-completion/completions/movies"; \
	"$$bin/movies" --generate-completion-script zsh > "$(DESTDIR)$(PREFIX)/share/zsh/site-functions/_movies"; \
	"$$bin/movies" --generate-completion-script fish > "$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/movies.fish"; \
	echo "Installed movies in $(DESTDIR)$(PREFIX)/bin"

uninstall:
	rm -f "$(DESTDIR)$(PREFIX)/bin/movies" "$(DESTDIR)$(PREFIX)/share/man/man1/movies.1" \
		"$(DESTDIR)$(PREFIX)/share/bash-completion/completions/movies" \
		"$(DESTDIR)$(PREFIX)/share/zsh/site-functions/_movies" \
		"$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/movies.fish"

clean:
	rm -rf .build
