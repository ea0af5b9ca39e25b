package uitest

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/cego-spiel/cego/game"
)

func TestTextsAndFindButton(t *testing.T) {
	test.NewTempApp(t)
	ok := widget.NewButton("OK", nil)
	tree := container.NewVBox(widget.NewLabel("one"), container.NewHBox(canvas.NewText("two", nil), ok))
	if got, want := Texts(tree), []string{"one", "two", "OK"}; !slices.Equal(got, want) {
		t.Errorf("Texts: %q, want %q", got, want)
	}
	if b := FindButton(t, tree, "OK"); b != ok {
		t.Errorf("FindButton(OK) = %v", b)
	}
	if b := FindButton(t, tree, "Cancel"); b != nil {
		t.Errorf("FindButton(Cancel) = %v, want none", b)
	}
	// a button inside a widget's renderer is found too
	if b := FindButton(t, widget.NewCard("", "", ok), "OK"); b != ok {
		t.Errorf("FindButton in a card widget = %v", b)
	}
}

func TestMustCard(t *testing.T) {
	want, err := game.ParseCard("hK")
	if err != nil {
		t.Fatal(err)
	}
	if got := MustCard(t, "hK"); got != want {
		t.Errorf("MustCard(hK) = %v, want %v", got, want)
	}
}
