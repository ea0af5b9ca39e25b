package store

// MaxWindowSide is the largest width or height of a remembered window, in
// the toolkit's device-independent units: no screen is wider, so a larger
// value is a damaged or hand-edited file.
const MaxWindowSide = 8000

// WindowSize is the size of the table window when the player last closed
// it, in the toolkit's device-independent units (Fyne's fyne.Size). The
// zero value remembers none: a settings file from before this field, or a
// player who never closed a window yet, opens at the program's default
// size.
type WindowSize struct {
	Width  float64 `json:"width"`
	Height float64 `json:"height"`
}

// IsZero reports whether no size is remembered.
func (w WindowSize) IsZero() bool { return w == WindowSize{} }

// valid reports whether w is none, or a size a window can have: both sides
// above zero and at most MaxWindowSide (NaN is neither). Whether the table
// fits in it is the UI's to judge.
func (w WindowSize) valid() bool {
	side := func(v float64) bool { return v > 0 && v <= MaxWindowSide }
	return w.IsZero() || side(w.Width) && side(w.Height)
}
