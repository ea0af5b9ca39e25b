//go:build !race

package reviewscreen

// raceEnabled: the tests run under the race detector.
const raceEnabled = false
