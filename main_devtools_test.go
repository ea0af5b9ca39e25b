package main

import (
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// devtoolsSymbols are functions of the developer tooling (ui/screenshot.go, ui/reviewspeed.go,
// ui/tour.go, ui/tour_course.go, ui/trace.go), as go tool nm names them
// (not inlined into others).
var devtoolsSymbols = []string{
	"ui.(*Controller).captureLater",
	"ui.cropDark",
	"ui.(*Controller).startTour",
	"ui.(*Controller).captureSmall",
	"ui.frameTrace",
	"ui.(*Controller).resizeTrace",
	"ui.startReviewSpeed",
	"ui.timeReview",
}

// TestShippedBuildHasNoDevtools: the program as shipped (go build .) holds
// none of the developer tooling — no screenshots that run import, no tour,
// no traces — and the build with -tags devtools holds all of it.
func TestShippedBuildHasNoDevtools(t *testing.T) {
	dir := t.TempDir()
	symbols := func(tags ...string) string {
		t.Helper()
		bin := filepath.Join(dir, "cego"+strings.Join(tags, ""))
		args := append([]string{"build"}, tags...)
		if out, err := exec.Command("go", append(args, "-o", bin, ".")...).CombinedOutput(); err != nil {
			t.Fatalf("go build %v: %v\n%s", tags, err, out)
		}
		out, err := exec.Command("go", "tool", "nm", bin).Output()
		if err != nil {
			t.Fatalf("go tool nm: %v", err)
		}
		return string(out)
	}
	shipped, dev := symbols(), symbols("-tags=devtools")
	for _, s := range devtoolsSymbols {
		if strings.Contains(shipped, " github.com/cego-spiel/cego/"+s) {
			t.Errorf("the shipped build holds %s", s)
		}
		if !strings.Contains(dev, " github.com/cego-spiel/cego/"+s) {
			t.Errorf("the devtools build lacks %s (has the tooling been renamed? update devtoolsSymbols)", s)
		}
	}
}
