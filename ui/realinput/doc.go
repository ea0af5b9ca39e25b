// Package realinput holds the real-input tests of the table: the real
// program, built with the tag probe, runs in its own Xvfb server and is
// driven by real X events (xdotool: pointer moves, button presses and key
// presses through the XTEST extension), as a person would drive it. The
// tests read back what happened from the autosave, the window's geometry,
// screenshots and the probe (ui/probe.go), which reports where the
// window's widgets are and what they say, and changes nothing.
//
// They need Xvfb, xdotool and imagemagick's import (make test installs
// them) and skip with a message where one is missing. Run them alone with
//
//	go test ./ui/realinput -v
//
// The pictures they take are kept in $CEGO_SHOTS when it is set.
package realinput
