// Command cego plays Cego (Badisches Tarock), the tarot card game of the
// Black Forest, against bots in a desktop window.
package main

import (
	"fyne.io/fyne/v2/app"
	"fyne.io/fyne/v2/widget"
)

func main() {
	a := app.NewWithID("io.github.cego-spiel.cego")
	w := a.NewWindow("Cego")
	w.SetContent(widget.NewLabel("Cego"))
	w.ShowAndRun()
}
