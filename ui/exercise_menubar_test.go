package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/cego-spiel/cego/ai/exercise"
)

// TestExerciseClearsMenuBar: an exercise opened in a window of 800×600
// lies below the window's menu bar, as the other dialogs do
// (TestDialogsClearMenuBar); sized to the window less 10 px a side, it
// covered the menu bar.
func TestExerciseClearsMenuBar(t *testing.T) {
	c := newTestTable(t, Options{Seed: 5})
	c.win.Resize(fyne.NewSize(800, 600))
	c.win.Content().Move(fyne.NewPos(0, realMenuBar)) // as the desktop driver places it
	c.showExercises(exercise.Card, 2)
	top, ok := c.win.Canvas().Overlays().Top().(*widget.PopUp)
	if !ok || c.exercise == nil {
		t.Fatal("no exercise opened")
	}
	if y := top.Content.Position().Y - top.Theme().Size(theme.SizeNameInnerPadding)/2; y < realMenuBar {
		t.Errorf("the exercise's box starts at y %.0f, on the menu bar (%d px)", y, realMenuBar)
	}
}
