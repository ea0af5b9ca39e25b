package ui

import "sync/atomic"

// probeStart, when set, is called once the table window is built: the
// build with the tag probe (probe.go) sets it to report the window's
// widgets to the real-input tests (ui/realinput). The shipped binary has
// no probe.
var probeStart func(c *Controller)

// windowStarted is set once the window runs and what Run opens at the
// start (the welcome, the offer to resume, notices of files) is open: the
// probe reports it, so a test can tell "not shown" from "not shown yet".
var windowStarted atomic.Bool
