//go:build !race

package ai

// raceEnabled: the tests run under the race detector.
const raceEnabled = false
