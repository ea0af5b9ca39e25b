// Package probe is what the calibrations (package ai/calibrate) see of the
// bots' insides: the Normal bot's auction limits and a bot made with other
// ones, its static estimates of a hand, and the search bots' open-card
// evaluation of a card and the inference's likelihood of a deal. These are
// parameters and estimates the calibrations measure and tune, not part of
// package ai's API: the functions are set by package ai when it is
// initialised (ai/probe.go), so a program that imports ai — as
// ai/calibrate does — finds them set.
package probe
