// Package uitest holds what the tests of the window's packages (ui and
// its screens' packages) need alike: the texts a widget tree shows, a button found by
// its label, a card from its code. It is for tests only.
package uitest

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/cego-spiel/cego/game"
)

// Texts collects the texts of the labels, buttons and canvas texts under o,
// in the order they are laid out (containers only: a widget's own
// renderer is not entered).
func Texts(o fyne.CanvasObject) []string {
	var out []string
	switch o := o.(type) {
	case *widget.Label:
		out = append(out, o.Text)
	case *widget.Button:
		out = append(out, o.Text)
	case *canvas.Text:
		out = append(out, o.Text)
	case *fyne.Container:
		for _, x := range o.Objects {
			out = append(out, Texts(x)...)
		}
	case *container.ThemeOverride: // a part drawn at another scale
		out = append(out, Texts(o.Content)...)
	}
	return out
}

// FindButton finds the button labelled text under o, entering containers
// and widgets' renderers; nil if there is none.
func FindButton(t *testing.T, o fyne.CanvasObject, text string) *widget.Button {
	switch o := o.(type) {
	case *widget.Button:
		if o.Text == text {
			return o
		}
	case *fyne.Container:
		for _, c := range o.Objects {
			if b := FindButton(t, c, text); b != nil {
				return b
			}
		}
	case fyne.Widget:
		for _, c := range test.TempWidgetRenderer(t, o).Objects() {
			if b := FindButton(t, c, text); b != nil {
				return b
			}
		}
	}
	return nil
}

// MustCard is the card of a code ("hK", "t21"); a bad code fails the test.
func MustCard(t testing.TB, code string) game.Card {
	t.Helper()
	c, err := game.ParseCard(code)
	if err != nil {
		t.Fatal(err)
	}
	return c
}
