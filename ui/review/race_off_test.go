//go:build !race

package review

// raceEnabled: the tests run under the race detector.
const raceEnabled = false
