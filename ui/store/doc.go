// Package store keeps Cego's settings and saved games on disk without ever
// losing good data.
//
// A Store is one folder (by default the XDG config folder "cego", see
// Default) holding
//
//	settings.json          the Settings
//	saves/autosave.json    the sitting in progress, written after every action
//	saves/<slug>.json      named saves (Slug turns a name into a file name)
//
// Every file carries a format version. Every write is atomic: a temporary
// file in the same folder is written and fsynced, renamed over the target,
// and the folder is fsynced, so a crash leaves either the old or the new file,
// never a mixture. Every load is validated — settings by Settings.Validate, a
// saved game by replaying it through the engine (game.Match's UnmarshalJSON)
// — and reads at most MaxFileSize bytes. A file that is corrupt, truncated,
// of a newer format or hostile is moved aside to "<file>.broken-<UTC time>"
// (an earlier broken copy is never overwritten), the caller gets a *Problem
// to show the player in plain words, and defaults are used.
//
// The package imports no Fyne and no audio, so it builds and tests with
// CGO_ENABLED=0.
package store
