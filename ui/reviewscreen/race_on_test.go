//go:build race

package reviewscreen

// raceEnabled: the tests run under the race detector (make test-race,
// test-ui), where long single-threaded searches cost ten times as much and
// teach the detector nothing; they run in the plain test run instead.
const raceEnabled = true
