# Cego — the two commands a new user needs are `make run` and `make test`.
GO ?= go
# Packages that build without cgo: everything outside ui/ except ui/store.
# ui/ (Fyne) and ui/sound (oto) and the main package need cgo, even to test.
PURE = $(shell $(GO) list ./... | grep -v -E '/ui(/|$$)|^github.com/cego-spiel/cego$$'; $(GO) list ./ui/store/... 2>/dev/null)
CGO_PKGS = $(shell $(GO) list ./ui/... . | grep -v '/ui/store')

.PHONY: run test test-pure test-ui deps deps-test vet fmt-check bench arena

run: deps
	$(GO) run .

test: deps-test fmt-check vet test-pure test-ui
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

test-pure:
	CGO_ENABLED=0 $(GO) test -count=1 $(PURE)

test-ui:
	$(GO) build ./...
	xvfb-run -a $(GO) test -count=1 $(CGO_PKGS)

bench:
	CGO_ENABLED=0 $(GO) test -run=NONE -bench=. -benchmem $(PURE)
