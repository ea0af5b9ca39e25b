package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// tapArea is an invisible widget over the felt: a click on the table
// gathers a full trick at once instead of waiting for the pace's delay.
type tapArea struct {
	widget.BaseWidget
	onTap func()
}

func newTapArea(onTap func()) *tapArea {
	a := &tapArea{onTap: onTap}
	a.ExtendBaseWidget(a)
	return a
}

// Tapped gathers the trick.
func (a *tapArea) Tapped(*fyne.PointEvent) { a.onTap() }

func (a *tapArea) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(&fyne.Container{})
}
