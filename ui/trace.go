//go:build devtools

package ui

import (
	"fmt"
	"log"
	"os"
	"time"

	"fyne.io/fyne/v2"
)

// trace.go (environment CEGO_TRACE=1, in a devtools build) logs how long the real window takes
// from a drop to the frames that show the card, and from a resize to the
// redrawn table (key F9 resizes through a few sizes): the measurements of
// responsiveness that only a real window can give.
func init() {
	traceOn = os.Getenv("CEGO_TRACE") != ""
	traceFrames = frameTrace
	traceResize = (*Controller).resizeTrace
}

// frameTrace logs the time from t0 to the start of the next frame (when
// the change is painted) and to the start of the frame after it (when that
// painting is done).
func frameTrace(what string, t0 time.Time) {
	n := 0
	var first time.Duration
	a := fyne.NewAnimation(time.Second, nil)
	a.Tick = func(float32) {
		n++
		switch n {
		case 1:
			first = time.Since(t0)
		case 2:
			log.Printf("cego trace: %s: next frame after %v, painted by %v", what, first, time.Since(t0))
			a.Stop()
		}
	}
	a.Start()
}

// resizeTrace walks the window through some sizes, one every half second,
// tracing each redraw.
func (c *Controller) resizeTrace() {
	if c.win == nil {
		return
	}
	sizes := []fyne.Size{{Width: 1100, Height: 700}, {Width: 1400, Height: 860}, {Width: 960, Height: 640}, {Width: 1280, Height: 800}}
	for i, s := range sizes {
		s := s
		c.run.After(time.Duration(i)*600*time.Millisecond, func() {
			t0 := time.Now()
			c.win.Resize(s)
			frameTrace(fmt.Sprintf("resize to %v×%v with %d cards", s.Width, s.Height, len(c.table.visibleCards())), t0)
		})
	}
}
