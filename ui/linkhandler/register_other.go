//go:build !windows

package linkhandler

// Register does nothing outside Windows: there the desktop file of the
// release registers the scheme (Linux), or nothing can (macOS, where
// Fyne does not pass a clicked link on: docs/NETWORK.md). It reports
// that it wrote nothing.
func Register() (bool, error) { return false, nil }
