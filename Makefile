# Cego — the two commands a new user needs are `make run` and `make test`.
GO ?= go
# Packages that build without cgo: everything outside ui/, and ui/store,
# ui/netplay, ui/turnloop, ui/text, ui/linkhandler, ui/course and ui/internal. ui/ (Fyne) and ui/sound (oto) and the
# main package need cgo, even to test.
PURE = $(shell $(GO) list ./... | grep -v -E '/ui(/|$$)|^github.com/cego-spiel/cego$$'; $(GO) list ./ui/store/... ./ui/netplay/... ./ui/turnloop/... ./ui/text/... ./ui/linkhandler/... ./ui/course/... ./ui/internal/... 2>/dev/null)
CGO_PKGS = $(shell $(GO) list ./ui/... . | grep -v -E '/ui/(store|netplay|turnloop|text|linkhandler|internal|course($$|/))')

.PHONY: deadcode run test staticcheck test-pure test-race test-ui test-build test-ui-others test-data-long test-net-long watch demo screenshot deps deps-test vet fmt-check bench arena fuzz test-long

run: deps
	$(GO) run .

# make test checks the format, vet and staticcheck, builds everything once,
# then runs its eight parts at once (make -j): the pure packages, the race
# runs, ./ui in two shards, the real-input suite in three shards and the
# other window packages with the real program. Most of the window's tests
# wait for X or for the real program, so side by side they keep both cores
# busy. Each part's output shows when the part ends, with the time.
TEST_PARTS = test-pure test-race test-ui-shard-1 test-ui-shard-2 test-realinput-shard-1 test-realinput-shard-2 test-realinput-shard-3 test-ui-others
test: deps-test fmt-check vet staticcheck test-build
	@echo "make test: the parts start at $$(date +%T)"
	@$(MAKE) --no-print-directory -j8 --output-sync=target $(TEST_PARTS)
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

# make test runs every package's tests in their short form (-short): the
# same checks on fewer deals, the statistical ones (arena strength, the
# contracts' win rates) skipped. make test-long runs them in full; CI does
# not. Budget: at most 8 minutes on a fresh clone of two quiet cores, and
# passing with the machine three times slower (two CPU hogs beside it).
# The tests of the home router (ui/netplay/portmap, and TestDealAcrossNAT
# and TestRouterRefusesHost in ui/netplay) build two homes behind NAT in
# network namespaces: as root with ip and iptables (deps-test installs
# them), skipped otherwise (docs/ROUTER.md); about 24 s of the short run.
test-pure:
	CGO_ENABLED=0 $(GO) test -short -count=1 $(PURE)
	@echo "$@ ended at $$(date +%T)"

# Functions only tests reach, beyond those named with a reason in
# .ci/deadcode.allowed (deadcode pinned, fetched like staticcheck).
deadcode:
	./.ci/deadcode

# The race detector on the code with goroutines of its own, in short
# configurations: these packages whole, and in ./ai and ./ai/arena the tests
# that run the search's or the arena's workers (.ci/named-tests fails when a
# name here is not a test of its package, so a renamed test cannot drop out).
RACE_PKGS = ./ui/store/ ./ui/sound/ ./ai/review/ ./ui/netplay/ ./ui/turnloop/ ./ui/linkhandler/
RACE_AI = TestHintWorkersAgree TestHintReusesSolvers TestExpertTimeCap TestDrawingStopsAtTheDeadline \
	TestPlayOutStopsAtTheDeadline TestSearchBotExpiredBudget
RACE_ARENA = TestArenaDeterministicAndLastLine TestArenaStop TestArenaSlowestDecision
# the port mapping's renewals against a router in memory (its tests in
# network namespaces run in test-pure, as root: docs/ROUTER.md)
RACE_PORTMAP = TestRenewAndClose TestOpenChecksFirst
test-race:
	$(GO) test -race -short -count=1 $(RACE_PKGS)
	./.ci/named-tests ./ai/ '-race -short -count=1' $(RACE_AI)
	./.ci/named-tests ./ai/arena/ '-race -short -count=1' $(RACE_ARENA)
	$(XVFB) ./.ci/named-tests ./ui/ '-race -short -count=1 -timeout 30m' $(RACE_UI)
	./.ci/named-tests ./ui/netplay/portmap/ '-race -short -count=1' $(RACE_PORTMAP)
	@echo "$@ ended at $$(date +%T)"

# The UI tests and the watch-mode test of the real binary need an X display
# of true colour and table size (xvfb-run's default is 640x480x8).
XVFB = xvfb-run -a -s "-screen 0 1280x900x24"

# The UI's tests run on the test's goroutine (a synchronous runner, ui/crossing.go),
# except these: the window's network play, the crossing's generation check and
# the measurements with the program's runner. They are the ones with goroutines
# of their own, so they are the ones the race detector runs.
RACE_UI = TestHostWindowWithFriends TestGuestWindowFollowsHost TestGuestTakesSeatBack \
	TestSittingEndsByAgreement TestHostAgainKeepsSeats TestGuestBackAfterCrash TestHostTurnClock \
	TestNewGameDropsStaleBots TestMeasureDrop TestMeasureResize \
	TestMeasurePackSwitch
# The window's packages and the real program: ./ui in two shards of about
# the same length (.ci/shard, by .ci/test-seconds), the others in one run,
# all three at once beside the pure packages (make test); the timeout is set
# for a machine several times slower. make test-ui runs the three one after
# the other.
UI_OTHERS = $(filter-out github.com/cego-spiel/cego/ui github.com/cego-spiel/cego/ui/realinput,$(CGO_PKGS))
test-build:
	$(GO) build ./...
	$(GO) test -c -o "$${TMPDIR:-/tmp}/cego-test-build/" $(CGO_PKGS)
test-ui: test-build test-ui-shard-1 test-ui-shard-2 test-realinput-shard-1 test-realinput-shard-2 test-realinput-shard-3 test-ui-others
test-ui-shard-%:
	$(XVFB) ./.ci/shard $* 2 ./ui/ '-short -count=1 -timeout 30m'
	@echo "$@ ended at $$(date +%T)"
# the real-input suite starts X servers of its own (a free display each)
test-realinput-shard-%:
	./.ci/shard $* 3 ./ui/realinput/ '-short -count=1 -timeout 30m'
	@echo "$@ ended at $$(date +%T)"
test-ui-others:
	$(XVFB) $(GO) test -short -count=1 -timeout 30m $(UI_OTHERS)
	@echo "$@ ended at $$(date +%T)"

# Everything make test runs, in full: every package without -short (the
# arena's strength order and contracts, the bots over 20,000 decision points
# each, the random-play invariants over many more deals), the race detector
# on the whole of every package with goroutines, the long data-safety
# loops, the long chaos test of the network table, and every shipped
# exercise proven again from scratch under hidden information (make test
# checks the stored proof records and proves one exercise of each kind
# again). Far longer than make test (not yet timed as a whole); CI does not run it.
test-long: deps-test deadcode
	CGO_ENABLED=0 $(GO) test -count=1 -timeout 120m $(PURE)
	$(GO) test -race -count=1 -timeout 120m $(RACE_PKGS) ./ai/ ./ai/arena/
	$(XVFB) $(GO) test -count=1 -timeout 60m $(CGO_PKGS)
	$(MAKE) test-data-long
	$(MAKE) test-net-long
	CGO_ENABLED=0 $(GO) test -count=1 -timeout 2h ./ai/exercise/ -run 'TestShippedExercisesProven$$' -v -exercises-long

# The long versions of the data-safety loops that make test runs short
# (issue #17): 200 kills of a process writing the store as the table does,
# 20 kills of the real program, 10 second windows beside a first one.
test-data-long:
	CGO_ENABLED=0 $(GO) test -count=1 ./ui/store/ -run 'TestKillLoop$$' -v -killloop 200
	$(XVFB) $(GO) test -count=1 . -run 'TestKillLoopWindow|TestSecondInstance' -v -killwindow 20 -instances 10

# The long chaos test of the network table (issue #33): a host and three
# guest processes play 12 deals through a relay that cuts the connections
# 200 times; a guest and the host are killed and started again once.
test-net-long:
	CGO_ENABLED=0 $(GO) test -count=1 ./ui/netplay/ -run 'TestChaos$$' -v -chaos.long

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
	./ui/store:FuzzLoadStats ./ui/netplay:FuzzDecode ./ui/netplay:FuzzParseInvitation ./game:FuzzViewJSON ./ai/exercise:FuzzSeed \
	./ui/netplay/portmap:FuzzPCPResponse ./ui/linkhandler:FuzzParseMessage
FUZZTIME ?= 10s
fuzz:
	@for t in $(FUZZ); do \
		echo "fuzz $$t"; \
		CGO_ENABLED=0 $(GO) test -run=NONE -fuzz="^$${t#*:}$$" -fuzztime=$(FUZZTIME) $${t%%:*} || exit 1; \
	done

# The tests of ui/linkhandler built for Windows and run under wine (its
# registry and loopback channel are Windows' own); outside make test, some
# 10 s once wine and mingw-w64 are there (.ci/dist-deps wine).
.PHONY: test-wine
test-wine:
	./.ci/wine-test

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
	CEGO_SHOTS_ALL=$(CURDIR)/screenshots $(GO) test -count=1 -timeout 30m -run '^TestScreenshots(All|Network)$$' -v ./ui/realinput/
