# The two commands a fresh machine needs are `make run` and `make test`; both install what is
# missing first. `make help` lists the rest.

GO          ?= go
NPM         ?= npm
LISTEN      ?= 127.0.0.1:8080
BIN         := bin/bff
# Inputs each fuzz target tries in `make test`: about ten seconds on this machine.
FUZZ_EXECS  ?= 30000x
FRONTEND    := frontend
GOLANGCI    := $(shell $(GO) env GOPATH)/bin/golangci-lint
GOLANGCI_V  := v2.15.0
GOFUMPT     := $(shell $(GO) env GOPATH)/bin/gofumpt
GOFUMPT_V   := v0.12.0
# Debian packages the browser checks, benchmarks and shared-state tests need.
APT_PKGS    := chromium fonts-noto-core wrk redis-server
# Where make test-stress keeps make test's output and its report.
STRESS_DIR  := test-results/stress

.PHONY: help run dev build test test-stress go-then-site test-go test-web test-e2e e2e bench chaos lint fmt fixtures deps-web deps-system deps-redis deps-stress clean

help: ## list the targets
	@awk 'BEGIN {FS = ":.*## "} /^[a-z-]+:.*## / {printf "  %-12s %s\n", $$1, $$2}' $(MAKEFILE_LIST)

run: build ## build everything and start the BFF on the embedded fixture upstream
	./$(BIN) serve --listen $(LISTEN) --log-format console

dev: deps-web ## the site on Vite's dev server over the msw mocks, no BFF needed
	cd $(FRONTEND) && $(NPM) run dev

build: deps-web ## build the site, then the Go binary that embeds it
	cd $(FRONTEND) && $(NPM) run build
	$(GO) build -o $(BIN) ./cmd/bff

# Two lanes at once, then the journeys: the site's unit tests run in one worker, so the Go tests
# take the other core meanwhile; the lane that builds the site for the journeys starts after the
# Go tests, which embed frontend/dist as they compile. The site's types are checked once, in
# test-web, so its build here skips tsc. Output is grouped per lane.
test: deps-web ## every check there is
	$(MAKE) --no-print-directory -j2 --output-sync=recurse test-web go-then-site
	$(MAKE) --no-print-directory e2e

# make test as on a busy machine or a cheap phone: CPU-bound hogs (Debian's stress-ng) hold every
# core for the whole run, started and stopped by their process id. Not part of make test. Its
# output is kept in $(STRESS_DIR)/make-test.log; the report lists the tests that came nearest
# their limits, lane by lane (frontend/scripts/slowest-tests.mjs).
test-stress: deps-web deps-stress ## make test with every core held by CPU hogs; lists the slowest tests against their limits
	@mkdir -p $(STRESS_DIR)
	@stress-ng --cpu $$(nproc) --quiet & hogs=$$!; \
	trap 'kill $$hogs 2>/dev/null; wait $$hogs 2>/dev/null' EXIT INT TERM; \
	echo "stress-ng holds $$(nproc) cores (pid $$hogs)"; \
	start=$$(date +%s); \
	{ $(MAKE) --no-print-directory test; echo $$? > $(STRESS_DIR)/status; } 2>&1 | tee $(STRESS_DIR)/make-test.log; \
	status=$$(cat $(STRESS_DIR)/status); \
	node $(FRONTEND)/scripts/slowest-tests.mjs $(STRESS_DIR)/make-test.log | tee $(STRESS_DIR)/slowest.txt; \
	echo "make test under stress: $$( [ "$$status" = 0 ] && echo passed || echo FAILED ) in $$(( $$(date +%s) - start )) s"; \
	exit $$status

go-then-site:
	$(MAKE) --no-print-directory test-go
	cd $(FRONTEND) && npx vite build
	$(GO) build -o $(BIN) ./cmd/bff

# The Go packages, without the one Go module npm ships inside frontend/node_modules.
GOPKGS = $(shell $(GO) list ./... | grep -v /node_modules/)

# go vet checks the race build: the packages it compiles to type-check against are the ones the
# race tests link next, so on an empty build cache what only the tests use is compiled once.
test-go: $(FRONTEND)/dist deps-redis ## go vet, the Go tests with the race detector, short fuzz runs
	$(GO) vet -race $(GOPKGS)
	$(GO) test -race -count=1 $(GOPKGS)
	# Drawing every fixture picture is pixel work on one goroutine, about thirty times slower
	# under the race detector, which has nothing to find in it (adapters/fakeupstream/race_test.go).
	$(GO) test -count=1 -run '^TestEveryReferencedMediaServed$$' ./adapters/fakeupstream/
	# A count, not a duration: Go 1.26's fuzz coordinator can report its own deadline as a
	# failure when the time runs out mid-input (go.dev/issue/75804, fixed in Go 1.27).
	$(GO) test -run '^$$' -fuzz '^FuzzLoginBody$$' -fuzztime $(FUZZ_EXECS) ./bff/account/
	$(GO) test -run '^$$' -fuzz '^FuzzRegistrationBody$$' -fuzztime $(FUZZ_EXECS) ./bff/account/

test-web: deps-web ## the site's contract check, types, lint and unit tests
	cd $(FRONTEND) && $(NPM) run check:api && $(NPM) run typecheck && $(NPM) run lint && $(NPM) test

test-e2e: build ## journeys in headless Chromium against the real binary
	$(MAKE) --no-print-directory e2e

e2e: deps-system
	cd $(FRONTEND) && BFF_BIN=../$(BIN) $(NPM) run e2e

bench: build deps-system ## wrk and Go benchmarks, budgets; writes docs/BENCHMARKS.md
	$(GO) run ./cmd/benchrun --bff ./$(BIN) --out docs/BENCHMARKS.md

chaos: build ## the fake upstream killed, restarted and slowed under load; writes its figures to docs/BENCHMARKS.md
	$(GO) run ./cmd/benchrun --bff ./$(BIN) --parts chaos --out docs/BENCHMARKS.md

lint: deps-web ## golangci-lint, gofumpt and the site's lint
	@test -x $(GOLANGCI) || $(GO) install github.com/golangci/golangci-lint/v2/cmd/golangci-lint@$(GOLANGCI_V)
	$(GOLANGCI) run ./...
	cd $(FRONTEND) && $(NPM) run lint

fmt: ## gofumpt the Go code
	@test -x $(GOFUMPT) || $(GO) install mvdan.cc/gofumpt@$(GOFUMPT_V)
	$(GOFUMPT) -w cmd bff adapters config testdata

fixtures: ## re-record testdata/upstream from UPSTREAM=<url> through the real client
	@test -n "$(UPSTREAM)" || { echo "usage: make fixtures UPSTREAM=https://backoffice.example.com [MERCHANT=CODE]"; exit 2; }
	$(GO) run ./cmd/bff record --from $(UPSTREAM) --merchant $(or $(MERCHANT),DEMO) --out testdata/upstream

deps-web: $(FRONTEND)/node_modules/.installed

$(FRONTEND)/node_modules/.installed: $(FRONTEND)/package-lock.json
	cd $(FRONTEND) && $(NPM) ci --no-audit --no-fund && npx msw init public --save
	touch $@

# go:embed needs the folder to exist even before the site is built.
$(FRONTEND)/dist:
	mkdir -p $@ && touch $@/.keep

deps-system: ## Debian's Chromium, a Bengali font and wrk, when missing
	@missing=""; for p in $(APT_PKGS); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  echo "installing$$missing"; \
	  SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq $$missing >/dev/null; \
	fi

deps-stress: ## Debian's stress-ng, when missing
	@dpkg -s stress-ng >/dev/null 2>&1 || { \
	  echo "installing stress-ng"; \
	  SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq stress-ng >/dev/null; \
	}

# The shared-state tests start a real redis-server (bff/bfftest/redistest); make test runs them.
deps-redis: ## Debian's redis-server, when missing
	@dpkg -s redis-server >/dev/null 2>&1 || { \
	  echo "installing redis-server"; \
	  SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq redis-server >/dev/null; \
	}

clean: ## remove build output
	rm -rf bin $(FRONTEND)/dist
