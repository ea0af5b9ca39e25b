package look

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
)

// compactTheme is the table's theme with less padding, for lists of
// buttons one a line (the review's verdicts): about two rows in the room
// of one and a half.
type compactTheme struct {
	fyne.Theme
	text float32 // the text's size (0: the table theme's)
}

// Size gives smaller paddings (and the text's size, if set); the rest is
// the table theme's.
func (t compactTheme) Size(n fyne.ThemeSizeName) float32 {
	switch n {
	case theme.SizeNameInnerPadding, theme.SizeNamePadding:
		if t.text > 0 {
			return 1 // tighter still for a list that has to fit
		}
		return 2
	case theme.SizeNameText:
		if t.text > 0 {
			return t.text
		}
	case theme.SizeNameInlineIcon:
		if t.text > 0 { // (a button is at least an icon high)
			return t.text
		}
	}
	return t.Theme.Size(n)
}

// Compact shows o with the table's theme at small paddings; objects added
// under it later take the theme when the override is refreshed.
func Compact(o fyne.CanvasObject) *container.ThemeOverride {
	return container.NewThemeOverride(o, compactTheme{Theme: NewTheme()})
}

// CompactText is Compact's theme with text of the given size (a list
// that has to fit a small window).
func CompactText(text float32) fyne.Theme {
	return compactTheme{Theme: NewTheme(), text: text}
}

// scaledTheme is the table's theme with its text, paddings and icons k
// times their size: Fyne's widgets over a table drawn larger than its
// design size (a large window) grow with it.
type scaledTheme struct {
	fyne.Theme
	k float32
}

// Size scales the text, the paddings and the inline icons.
func (t scaledTheme) Size(n fyne.ThemeSizeName) float32 {
	s := t.Theme.Size(n)
	switch n {
	case theme.SizeNameText, theme.SizeNameInnerPadding, theme.SizeNamePadding, theme.SizeNameInlineIcon,
		theme.SizeNameLineSpacing, theme.SizeNameInputRadius:
		return s * t.k
	}
	return s
}

// Scaled is the table's theme at k times its text and paddings (k ≥ 1;
// below 1, 1), for a ThemeOverride whose Theme is set to it.
func Scaled(k float32) fyne.Theme {
	return scaledTheme{NewTheme(), max(k, 1)}
}
