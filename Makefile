# Cego — the two commands a new user needs are `make run` and `make test`.
GO ?= go
# Packages that build without cgo: everything outside ui/, and ui/store,
# ui/netplay, ui/text and ui/internal. ui/ (Fyne) and ui/sound (oto) and the
# main package need cgo, even to test.
PURE = $(shell $(GO) list ./... | grep -v -E '/ui(/|$$)|^github.com/cego-spiel/cego$$'; $(GO) list ./ui/store/... ./ui/netplay/... ./ui/text/... ./ui/internal/... 2>/dev/null)
CGO_PKGS = $(shell $(GO) list ./ui/... . | grep -v -E '/ui/(store|netplay|text|internal)')

.PHONY: run test staticcheck test-pure test-race test-ui test-data-long watch demo screenshot deps deps-test vet fmt-check bench arena fuzz

run: deps
	$(GO) run .

test: deps-test fmt-check vet staticcheck test-pure test-race test-ui
	@echo "make test: all passed"

deps:
	@./.ci/deps build

deps-test:
	@./.ci/deps test

fmt-check:
	@out=$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go')); \
	if [ -n "$$out" ]; then echo "gofmt needed: $$out"; exit 1; fi

vet:
	CGO_ENABLED=0 $(GO) vet $(PURE)

# staticcheck at a pinned version (fetched through the Go module proxy on
# the first run; kept out of go.mod). It type-checks the UI too, so it needs
# the cgo headers deps-test installs.
STATICCHECK = honnef.co/go/tools/cmd/staticcheck@v0.8.2
staticcheck:
	$(GO) run $(STATICCHECK) ./...
	$(GO) run $(STATICCHECK) -tags devtools ./ui/

test-pure:
	CGO_ENABLED=0 $(GO) test -count=1 $(PURE)

# The packages with goroutines of their own, under the race detector (it
# needs cgo). The UI's own race run is part of test-ui.
RACE_PKGS = ./ui/store/ ./ui/sound/ ./ai/ ./ai/arena/ ./ai/review/ ./ui/netplay/
test-race:
	$(GO) test -race -count=1 -short $(RACE_PKGS)

# The UI tests and the watch-mode test of the real binary need an X display
# of true colour and table size (xvfb-run's default is 640x480x8).
XVFB = xvfb-run -a -s "-screen 0 1280x900x24"

# The UI's tests run on the test's goroutine (a synchronous runner, ui/crossing.go),
# except these: the window's network play, the crossing's generation check and
# the measurements with the program's runner. They are the ones with goroutines
# of their own, so they are the ones the race detector runs (each must exist:
# a renamed test fails the target instead of dropping out of the race run).
RACE_UI = TestHostWindowWithFriends TestGuestWindowFollowsHost TestGuestTakesSeatBack \
	TestSittingEndsByAgreement TestNewGameDropsStaleBots TestMeasureDrop TestMeasureResize \
	TestMeasurePackSwitch
empty :=
space := $(empty) $(empty)
test-ui:
	$(GO) build ./...
	$(XVFB) $(GO) test -count=1 $(CGO_PKGS)
	@listed=$$($(GO) test -list '.*' ./ui/); for t in $(RACE_UI); do \
		echo "$$listed" | grep -qx "$$t" || { echo "RACE_UI names $$t, which ./ui/ does not have"; exit 1; }; \
	done
	$(XVFB) $(GO) test -race -count=1 -run '^($(subst $(space),|,$(strip $(RACE_UI))))$$' ./ui/


# The long versions of the data-safety loops that make test runs short
# (issue #17): 200 kills of a process writing the store as the table does,
# 20 kills of the real program, 10 second windows beside a first one.
test-data-long:
	CGO_ENABLED=0 $(GO) test -count=1 ./ui/store/ -run 'TestKillLoop$$' -v -killloop 200
	$(XVFB) $(GO) test -count=1 . -run 'TestKillLoopWindow|TestSecondInstance' -v -killwindow 20 -instances 10

# Watch the bots play two deals in the real window (watch mode; make demo
# is its older name).
watch:
	$(GO) run . -watch -deals 2 -seed 7
demo: watch

# The pictures of docs/: auction, exchange, mid-play and result, taken from
# the real window under Xvfb by the developer build (the tour and the
# screenshots are not in the shipped binary: -tags devtools, ui/devtools.go).
screenshot:
	$(GO) build -tags devtools -o /tmp/cego-shots .
	$(XVFB) /tmp/cego-shots -tour docs -seed $(or $(SEED),3)

# Every fuzz target a little (FUZZTIME each; outside make test, whose runs
# use the targets' seed corpora): package and target name.
FUZZ = ./game:FuzzParseCards ./game:FuzzParseAction ./game:FuzzSittingJSON ./game:FuzzParseScript \
	./game:FuzzParseProfile ./game:FuzzDecided ./assets/internal/vg:FuzzParse \
	./ui/store:FuzzLoadSettings ./ui/store:FuzzLoadSave ./ui/store:FuzzLoadProgress ./ui/store:FuzzSlug \
	./ui/store:FuzzLoadStats ./ui/netplay:FuzzDecode ./game:FuzzViewJSON ./ai/exercise:FuzzSeed
FUZZTIME ?= 10s
fuzz:
	@for t in $(FUZZ); do \
		echo "fuzz $$t"; \
		CGO_ENABLED=0 $(GO) test -run=NONE -fuzz="^$${t#*:}$$" -fuzztime=$(FUZZTIME) $${t%%:*} || exit 1; \
	done

bench:
	CGO_ENABLED=0 $(GO) test -run=NONE -bench=. -benchmem $(PURE)

# The duplicate arena (README, "The bots and the arena"): A against B over
# DEALS deals; e.g. make arena A=expert B=strong DEALS=300.
arena:
	CGO_ENABLED=0 $(GO) run ./ai/cmd/arena -a $(or $(A),normal) -b $(or $(B),easy) -deals $(or $(DEALS),2000) -seed $(or $(SEED),1) -players $(or $(PLAYERS),4)

# Release packages (issue 10), outside make test: the Linux tarball and the
# Windows .exe (cross-built with mingw-w64), both with the icon, into dist/.
# VERSION and BUILD override FyneApp.toml's version and the build number
# (default: the number of commits); FyneApp.toml is left as it is.
# A cold run compiles GLFW's C code for Linux and for Windows: about 13 CPU
# minutes (35 minutes wall on this busy 2-core machine); a warm run about 1.
.PHONY: dist dist-deps dist-check dist-clean

dist: dist-deps
	@./.ci/dist

dist-deps:
	@./.ci/dist-deps dist

# Checks the packages: make dist on a fresh clone of HEAD, the tarball's
# binary in watch mode under Xvfb, the .exe's PE32+ header and icon, the .exe
# under wine if it can be installed (WINE=0 to skip), startup time and
# memory. 2 minutes with a warm build cache; add a cold make dist without.
# See .ci/dist-check.
dist-check:
	@./.ci/dist-check

dist-clean:
	rm -rf dist

# A picture of every dialog and panel (the welcome, the offer to continue,
# the auction and its hint, the exchange, a held trick, the last trick, the
# result, the review, every menu and dialog, a guided deal) on screens of
# 800×600 and 1920×1080, in English and German, taken from the real program
# under Xvfb by the real-input suite, into screenshots/ (not committed).
# Outside make test; some 10 minutes on a busy machine.
.PHONY: screenshots-all
screenshots-all:
	rm -rf screenshots && mkdir -p screenshots
	CEGO_SHOTS_ALL=$(CURDIR)/screenshots $(GO) test -count=1 -timeout 30m -run '^TestScreenshotsAll$$' -v ./ui/realinput/
