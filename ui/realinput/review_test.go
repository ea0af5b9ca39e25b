package realinput

import (
	"strings"
	"testing"
	"time"

	"github.com/cego-spiel/cego/game"
)

// TestReviewVerdictColours opens the review of a finished deal (seed 3:
// the person's calls were mostly best, one gave points away, and he
// exchanged as declarer) from the result panel with the real mouse: at the
// start of play the lines that say "best" are not drawn in the red of the
// line that lost points.
func TestReviewVerdictColours(t *testing.T) {
	need(t)
	scr := newScreen(t, 1280, 900)
	config := newConfig(t, returning())
	finishedDeal(t, config, 3)
	a := start(t, scr, config, "-resume")
	s := a.waitFor("the result panel", func(s snapshot) bool { return s.Panel && s.Phase == game.Done.String() })
	rv, ok := s.find("button", "Review", 0)
	if !ok {
		t.Fatalf("the result panel has no Review button: %v", texts(s))
	}
	a.click(s, rv)
	// every verdict of the start of play found (the review takes seconds)
	done := func(s snapshot) bool {
		if !s.has("Replay with Expert in my seat") {
			return false
		}
		lines := 0
		for _, o := range s.Objects {
			if o.Kind != "label" {
				continue
			}
			if strings.Contains(o.Text, "still thinking") {
				return false
			}
			if strings.Contains(o.Text, " — ") && (strings.HasPrefix(o.Text, "Call") || strings.HasPrefix(o.Text, "Exchange") || strings.HasPrefix(o.Text, "Discard")) {
				lines++
			}
		}
		return lines > 0
	}
	deadline := time.Now().Add(90 * time.Second)
	for s = a.snap(); !done(s) && time.Now().Before(deadline); s = a.snap() {
		time.Sleep(200 * time.Millisecond)
	}
	if !done(s) {
		t.Fatalf("the review's verdicts at the start of play were not found within 90 s: %v", texts(s))
	}
	scr.shot(t, "review-colours")
	best, lost := 0, 0
	for _, o := range s.Objects {
		if o.Kind != "label" || !strings.Contains(o.Text, " — ") {
			continue
		}
		switch {
		case strings.Contains(o.Text, ": best") || strings.Contains(o.Text, "— best"):
			best++
			if o.Colour == "danger" {
				t.Errorf("the line %q is drawn in the loss red", o.Text)
			}
		case strings.Contains(o.Text, "would have"):
			lost++
			if o.Colour != "danger" {
				t.Errorf("the line %q is drawn %q, not as a loss", o.Text, o.Colour)
			}
		}
	}
	if best == 0 || lost == 0 {
		t.Fatalf("at the start of play %d lines say best and %d lost points: the check sees nothing; %v", best, lost, texts(s))
	}
}
