//go:build !race

package race

// Enabled: built with the race detector.
const Enabled = false
