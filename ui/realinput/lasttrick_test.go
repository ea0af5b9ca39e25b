package realinput

import (
	"testing"
	"time"

	"github.com/cego-spiel/cego/game"
)

// TestLastTrickAndWaitForClick: the Last trick button is greyed out while
// there is no trick it may show (before the first trick is complete, from
// the third on); Pace → "Wait for a click before a trick is gathered",
// chosen with the real mouse, keeps a full trick on the table until Space,
// and the held trick's line says how to see it again; after the first
// trick the button shows it.
func TestLastTrickAndWaitForClick(t *testing.T) {
	need(t)
	scr := newScreen(t, 1280, 900)
	a := start(t, scr, newConfig(t, returning()), "-seed", "4")
	lastOn := func(s snapshot) bool {
		b, ok := s.find("button", "Last trick", 0)
		if !ok {
			t.Fatalf("no Last trick button: %v", texts(s))
		}
		return !b.Disabled
	}
	s := a.waitFor("the table", func(s snapshot) bool { return s.Started && s.top() == 0 })
	if lastOn(s) {
		t.Error("Last trick is offered before any trick is complete")
	}
	a.menu("Pace", "Wait for a click before a trick is gathered")
	a.waitFor("the setting saved", func(snapshot) bool {
		set, _ := a.store().LoadSettings()
		return set.ConfirmTrickClear
	})

	waited, looked, checkedLate := false, false, false
	for i := 0; i < 60 && !checkedLate; i++ {
		s = a.waitFor("the person's turn, a held trick or the end", func(s snapshot) bool {
			return s.Phase == game.Done.String() || s.Holding || (s.MyTurn && s.top() == 0 && !s.Panel)
		})
		switch {
		case s.Phase == game.Done.String():
			t.Fatalf("the deal ended after %d tricks: the check of the third did not run", s.Tricks)
		case s.Holding:
			if on := lastOn(s); on != (s.Tricks <= 2) {
				t.Errorf("trick %d held: Last trick offered %v", s.Tricks, on)
			}
			if says := s.has("L or Last trick shows it again"); says != (s.Tricks <= 2) {
				t.Errorf("trick %d held: the line says how to see it again: %v; %v", s.Tricks, says, texts(s))
			}
			if !waited {
				waited = true
				time.Sleep(3 * time.Second) // the slow pace's hold is 2.6 s
				if s = a.fresh(); !s.Holding {
					t.Fatal("the full trick was gathered without a click")
				}
				scr.shot(t, "trick-held")
			}
			tricks := s.Tricks
			a.key("space")
			a.waitFor("Space to gather the trick", func(s snapshot) bool { return !s.Holding || s.Tricks > tricks })
		case s.Tricks >= 3:
			if lastOn(s) {
				t.Errorf("trick %d: Last trick is offered, and would refuse", s.Tricks+1)
			}
			checkedLate = true
		case s.Tricks >= 1 && !looked:
			looked = true
			if !lastOn(s) {
				t.Fatalf("after trick %d Last trick is not offered", s.Tricks)
			}
			b, _ := s.find("button", "Last trick", 0)
			a.click(s, b)
			p := a.waitFor("the last trick shown", func(s snapshot) bool { return s.Panel })
			if !p.has("Trick 1, taken by") && !p.has("Trick 2, taken by") {
				t.Errorf("Last trick shows: %v", texts(p))
			}
			scr.shot(t, "last-trick")
			cl, ok := p.find("button", "Close", 0)
			if !ok {
				t.Fatalf("the last trick has no Close: %v", texts(p))
			}
			a.click(p, cl)
			a.waitFor("the last trick closed", func(s snapshot) bool { return !s.Panel })
		case s.Phase == game.Bidding.String():
			a.click(s, firstCall(t, s))
			a.waitFor("the call made", func(n snapshot) bool { return n.Actions > s.Actions })
		case s.Phase == game.Exchanging.String():
			a.doubleClick(s, firstLegal(t, s))
			a.waitFor("the card chosen", func(n snapshot) bool { return n.Actions > s.Actions })
		default:
			cx, cy := s.Drop.centre()
			a.drag(s, firstLegal(t, s), cx, cy)
			a.waitFor("the card played", func(n snapshot) bool { return n.Actions > s.Actions })
		}
	}
	if !waited || !looked || !checkedLate {
		t.Fatalf("held a trick %v, looked at the last %v, checked after the third %v", waited, looked, checkedLate)
	}
}
