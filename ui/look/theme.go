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
	}
	return t.Theme.Color(n, theme.VariantDark)
}
