package ui

// probeStart, when set, is called once the table window is built: the
// build with the tag probe (probe.go) sets it to report the window's
// widgets to the real-input tests (ui/realinput). The shipped binary has
// no probe.
var probeStart func(c *Controller)
