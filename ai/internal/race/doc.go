// Package race tells whether the program was built with the race detector,
// for the tests of ai and its packages: under it, long single-threaded
// searches cost ten times as much and teach the detector nothing, so those
// tests run in the plain test run instead (make test-race, test-ui).
package race
