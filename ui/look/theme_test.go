package look

import (
	"image/color"
	"math"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
)

// luminance is a colour's relative luminance (WCAG 2).
func luminance(c color.Color) float64 {
	r, g, b, _ := c.RGBA()
	lin := func(v uint32) float64 {
		s := float64(v) / 0xffff
		if s <= 0.04045 {
			return s / 12.92
		}
		return math.Pow((s+0.055)/1.055, 2.4)
	}
	return 0.2126*lin(r) + 0.7152*lin(g) + 0.0722*lin(b)
}

// contrast is the WCAG contrast ratio of two colours.
func contrast(a, b color.Color) float64 {
	la, lb := luminance(a), luminance(b)
	return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
}

// TestDisabledTextReadable: a greyed-out text (the Learn and Exercises
// menus' counts, a disabled button's label) can be read on the menus', the
// dialogs' and a disabled button's background — a contrast of at least 3
// (Fyne's dark grey had 1.1 on the menus' green) — and still looks greyed
// out beside the normal text.
func TestDisabledTextReadable(t *testing.T) {
	test.NewTempApp(t)
	th := NewTheme()
	c := func(n fyne.ThemeColorName) color.Color { return th.Color(n, theme.VariantDark) }
	dis := c(theme.ColorNameDisabled)
	for _, bg := range []fyne.ThemeColorName{theme.ColorNameMenuBackground, theme.ColorNameOverlayBackground, theme.ColorNameBackground, theme.ColorNameDisabledButton} {
		if r := contrast(dis, c(bg)); r < 3 {
			t.Errorf("greyed-out text on %s: contrast %.2f", bg, r)
		}
	}
	fg := c(theme.ColorNameForeground)
	if luminance(fg) < 2*luminance(dis) {
		t.Errorf("greyed-out text (luminance %.2f) looks like the normal text (%.2f)", luminance(dis), luminance(fg))
	}
}

// TestInputBorderVisible: a text field's outline and an unticked check
// box stand out from the dialogs' and the table's green (a contrast of at
// least 3, as for any control; Fyne's dark grey had 1.2 on the dialogs).
func TestInputBorderVisible(t *testing.T) {
	test.NewTempApp(t)
	th := NewTheme()
	c := func(n fyne.ThemeColorName) color.Color { return th.Color(n, theme.VariantDark) }
	for _, bg := range []fyne.ThemeColorName{theme.ColorNameOverlayBackground, theme.ColorNameBackground, theme.ColorNameInputBackground} {
		if r := contrast(c(theme.ColorNameInputBorder), c(bg)); r < 3 {
			t.Errorf("a field's outline on %s: contrast %.2f", bg, r)
		}
	}
}
