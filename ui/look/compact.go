package look

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
)

// compactTheme is the table's theme with less padding, for lists of
// buttons one a line (the review's verdicts): about two rows in the room
// of one and a half.
type compactTheme struct{ fyne.Theme }

// Size gives smaller paddings; the rest is the table theme's.
func (t compactTheme) Size(n fyne.ThemeSizeName) float32 {
	switch n {
	case theme.SizeNameInnerPadding:
		return 2
	case theme.SizeNamePadding:
		return 2
	}
	return t.Theme.Size(n)
}

// Compact shows o with the table's theme at small paddings; objects added
// under it later take the theme when the override is refreshed.
func Compact(o fyne.CanvasObject) *container.ThemeOverride {
	return container.NewThemeOverride(o, compactTheme{NewTheme()})
}
