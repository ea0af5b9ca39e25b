package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/course"
)

// callMarks maps each call button to its importance.
func callMarks(c *Controller) map[game.Action]widget.Importance {
	m := map[game.Action]widget.Importance{}
	for _, b := range c.table.auction.buttons {
		m[b.action] = b.Importance
	}
	return m
}

// TestCallButtonsLookAlike: the call buttons do not look like advice by
// themselves — every call alike (the contract's button was always orange
// and "fort" grey, even when the hint or a lesson said "fort"); only the
// call the hint suggests is marked, and in a lesson the call its step asks
// for; the keyboard's cursor shows once the person moves it.
func TestCallButtonsLookAlike(t *testing.T) {
	c := tableAt(t, func(c *Controller, v *game.View) bool { return v.Phase() == game.Bidding && len(v.Legal()) >= 2 })
	for a, imp := range callMarks(c) {
		if imp != widget.MediumImportance {
			t.Errorf("before any hint the button of %v has importance %v", a, imp)
		}
	}
	hintByKey(t, c)
	adv, _ := c.table.hintFor()
	for a, imp := range callMarks(c) {
		if want := widget.MediumImportance; a == adv.Action && imp != widget.WarningImportance || a != adv.Action && imp != want {
			t.Errorf("hint %v: the button of %v has importance %v", adv.Action, a, imp)
		}
	}
	press(c, fyne.KeyRight)
	cur := c.table.auction.buttons[c.table.auction.cursor].action
	if cur != adv.Action && callMarks(c)[cur] != widget.HighImportance {
		t.Errorf("the cursor moved to %v, which is not marked", cur)
	}

	// the first lesson's five calls: the button of the call each step asks
	// for is marked, fort as much as a contract
	l := newTestTable(t, Options{Seed: 5})
	if err := l.StartLesson(0); err != nil {
		t.Fatal(err)
	}
	steps := course.Chapters()[0].Steps
	for k := 0; k < 5; k++ {
		marks := callMarks(l)
		for a, imp := range marks {
			if want := widget.MediumImportance; a == steps[k].Want && imp != widget.WarningImportance || a != steps[k].Want && imp != want {
				t.Errorf("lesson step %d asks for %v: the button of %v has importance %v", k+1, steps[k].Want, a, imp)
			}
		}
		lessonMove(t, l, steps[k].Want)
	}
}
