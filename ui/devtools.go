package ui

import (
	"errors"
	"time"
)

// Developer tooling is not in the shipped binary: the screenshots of watch
// mode (screenshot.go, which runs ImageMagick's import under Xvfb), the
// tour that takes the docs' pictures (tour.go, tour_course.go) and the
// traces of the real window (trace.go, CEGO_TRACE=1) are built only with
// -tags devtools (make screenshot, the tests of the main package). Those
// files set these hooks when they are built; without them the hooks are
// nil and traceOn false.
var (
	// devCapture writes a picture of the window to file once the paused
	// table is shown; done runs on the Fyne thread.
	devCapture func(c *Controller, file string, done func(error))
	// devTour plays a tour that pictures the table for the docs into dir;
	// done runs on the Fyne thread.
	devTour func(c *Controller, dir string, done func(error))
	// traceOn: the real window's responsiveness is logged (trace.go).
	traceOn bool
	// traceFrames logs the time from t0 to the frames that show a change.
	traceFrames func(what string, t0 time.Time)
	// traceResize walks the window through some sizes, tracing each redraw.
	traceResize func(c *Controller)
)

// errNoDevtools refuses a screenshot or a tour in a build without them.
var errNoDevtools = errors.New("screenshots and the tour are developer tooling, not in this build (build with -tags devtools)")

// checkDevtools refuses watch options that need developer tooling this
// build does not have.
func checkDevtools(wo *WatchOptions) error {
	if wo == nil {
		return nil
	}
	if wo.Screenshot != "" && devCapture == nil || wo.TourDir != "" && devTour == nil {
		return errNoDevtools
	}
	return nil
}
