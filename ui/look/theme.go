package look

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// tableTheme is Fyne's theme in its dark variant with a gold accent, so
// dialogs and panels match the green table whatever the desktop prefers.
type tableTheme struct{ fyne.Theme }

// NewTheme is the table's theme: Fyne's dark theme with a gold accent.
func NewTheme() fyne.Theme { return &tableTheme{theme.DefaultTheme()} }

// inputBorder is the outline of a text field and of an unticked check
// box: at a contrast of about 4 on the dialogs' green (Fyne's dark grey,
// 0x39393a, lay at 1.2 there, and an unticked box could hardly be told
// from the dialog behind it).
var inputBorder = color.NRGBA{0x88, 0x9c, 0x90, 0xff}

// disabledText is the colour of a greyed-out text: at a contrast of
// about 3.5 on the menus' and dialogs' green, well below the foreground's.
var disabledText = color.NRGBA{0x7a, 0x8a, 0x80, 0xff}

func (t *tableTheme) Color(n fyne.ThemeColorName, _ fyne.ThemeVariant) color.Color {
	switch n {
	case theme.ColorNamePrimary:
		return color.NRGBA{0xc9, 0x8a, 0x12, 0xff}
	case theme.ColorNameBackground:
		return color.NRGBA{0x14, 0x2b, 0x1e, 0xff}
	case theme.ColorNameOverlayBackground, theme.ColorNameMenuBackground:
		return color.NRGBA{0x1b, 0x38, 0x27, 0xff}
	case theme.ColorNameButton:
		return color.NRGBA{0x2a, 0x4a, 0x37, 0xff}
	case theme.ColorNameInputBorder:
		return inputBorder
	case theme.ColorNameDisabled:
		// greyed out, yet readable: Fyne's dark grey (0x39393a) lay at a
		// contrast of 1.1 on the menus' green, so the menus' counts of the
		// chapters done and exercises solved, and a greyed-out Last trick,
		// could not be read
		return disabledText
	}
	return t.Theme.Color(n, theme.VariantDark)
}
