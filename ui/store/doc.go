// Package store keeps Cego's settings and saved games on disk without ever
// losing good data.
//
// A Store is one folder (by default the XDG config folder "cego", see
// Default) holding
//
//	settings.json            the Settings
//	stats.json               the Stats
//	saves/autosave.json      the sitting in progress as it was when its deal began
//	saves/autosave.deal.json the deal in progress, written after every action
//	saves/<slug>.json        named saves (Slug turns a name into a file name)
//	.lock                    the lock of the process that writes the folder
//
// One process writes the folder (Lock: flock on Unix, LockFileEx on
// Windows, released when the process ends however it ends); a second one is
// read-only. Every file carries a format version. Every write is atomic: a
// temporary file of this process in the same folder is written and fsynced,
// renamed over the target, and the folder is fsynced, so a crash leaves
// either the old or the new file, never a mixture. The autosave's cost is
// bounded by the deal in progress: the sitting is written when a deal
// begins, the deal after every action (autosavedeal.go).
//
// Every load is validated — settings by Settings.Validate, a saved game by
// replaying it through the engine (game.Sitting's UnmarshalJSON), statistics
// against bounds — and reads at most MaxFileSize bytes. The store never
// writes over, renames or removes a file it could not read or does not
// understand:
//   - a file that is corrupt, truncated, too large or impossible is moved
//     aside to "<file>.broken-<UTC time>" (an earlier broken copy is never
//     overwritten);
//   - a file that cannot be read or is of a newer format is left in place
//     and held for the session (the autosave goes to a named save instead);
//   - settings with some values it does not know are repaired value by
//     value, after a copy of the file as it was is kept.
//
// The caller gets a *Problem to show the player in plain words, and
// defaults are used.
//
// The package imports no Fyne and no audio, so it builds and tests with
// CGO_ENABLED=0.
package store
