package ui

import (
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"github.com/cego-spiel/cego/ai"
	"github.com/cego-spiel/cego/game"
)

// tableAt plays seeded deals through the screen with random legal moves
// until the human is to decide in a position for which want is true.
func tableAt(t *testing.T, want func(c *Controller, v *game.View) bool) *Controller {
	t.Helper()
	for s := uint64(1); s < 300; s++ {
		c := newTestTable(t, Options{Seed: s, Pace: PaceInstant})
		rng := rand.New(rand.NewPCG(s, 2))
		for i := 0; i < 60; i++ {
			v := c.view()
			if v.Phase() == game.Done {
				break
			}
			if v.MyTurn() && want(c, &v) {
				return c
			}
			humanMove(t, c, rng)
		}
	}
	t.Fatal("no seeded deal reached the position")
	return nil
}

// hintByKey presses H and waits for the hint service's answer, which
// comes back from its goroutine.
func hintByKey(t *testing.T, c *Controller) {
	t.Helper()
	done := make(chan struct{})
	c.table.hintDone = func() { close(done) }
	// (the goroutine's answer runs on its own goroutine in the test
	// driver: nothing of the table is read until it is done)
	press(c, fyne.KeyH)
	select {
	case <-done:
	case <-time.After(20 * time.Second):
		t.Fatal("the hint did not come back")
	}
	c.table.hintDone = nil
}

// TestHintAtEveryDecision asks for a hint by key H at a call, a card to
// keep, a discard and a card to play in seeded deals: it must suggest a
// legal action with a reason, and the table must mark it.
func TestHintAtEveryDecision(t *testing.T) {
	positions := []struct {
		name string
		want func(c *Controller, v *game.View) bool
	}{
		{"call", func(c *Controller, v *game.View) bool { return v.Phase() == game.Bidding && len(v.Legal()) >= 2 }},
		{"keep", func(c *Controller, v *game.View) bool {
			return v.Phase() == game.Exchanging && v.Legage().Len() == 0 && v.LegalCards().Len() >= 2
		}},
		{"discard", func(c *Controller, v *game.View) bool { return v.Phase() == game.Exchanging && v.Legage().Len() > 0 }},
		{"card", func(c *Controller, v *game.View) bool {
			return v.Phase() == game.Playing && v.LegalCards().Len() >= 2 && v.Contract().Info().Normal && v.CurrentTrick().N > 0
		}},
	}
	for _, p := range positions {
		t.Run(p.name, func(t *testing.T) {
			c := tableAt(t, p.want)
			hintByKey(t, c)
			adv, ok := c.table.hintFor()
			if !ok {
				t.Fatal("no hint shown")
			}
			v := c.view()
			if !v.IsLegal(adv.Action) {
				t.Fatalf("the hint %v is not legal", adv.Action)
			}
			pan := c.table.hintPanel
			if !pan.visible || pan.reason == "" || !strings.Contains(pan.title.Text, actionWords(adv.Action)) {
				t.Fatalf("panel %v, title %q, reason %q", pan.visible, pan.title.Text, pan.reason)
			}
			if !inObjects(c, pan.bg) || !inObjects(c, c.table.hintTag.bg) || c.table.hintTag.bg.Hidden {
				t.Fatal("the hint panel or its tag is not on the table")
			}
			if adv.Action.IsCard() {
				w := handCard(t, c, adv.Action.Card())
				if !w.selected || !w.lifted() || w.renderer().ring.StrokeWidth == 0 {
					t.Fatalf("the suggested card %v is not lifted and framed", w.card)
				}
				for _, o := range c.table.hand {
					if o != w && o.selected {
						t.Fatalf("%v is marked too", o.card)
					}
				}
				// the tag sits on the card
				tp := c.table.hintTag.bg.Position()
				if tp.X < w.Position().X || tp.X > w.Position().X+w.Size().Width {
					t.Errorf("the tag at %v is not on the card at %v", tp, w.Position())
				}
			} else {
				b := c.table.auction.buttons[c.table.auction.cursor]
				if b.action != adv.Action || b.Importance != widget.WarningImportance {
					t.Fatalf("the call %v is not marked (cursor on %v)", adv.Action, b.action)
				}
				if c.table.auction.expl != callExplanation(adv.Action, &v, c.sitting.Rules()) {
					t.Errorf("the bar explains %q", c.table.auction.expl)
				}
			}
			if p.name == "card" {
				if !strings.Contains(pan.reason, "takes the trick for now") && !strings.Contains(pan.reason, "stays under the trick") {
					t.Errorf("the reason does not say whether the card takes the trick: %q", pan.reason)
				}
				// early tricks are played out by rule bots, later ones solved
				if (adv.Method != "solved" && adv.Method != "simulated") || len(pan.rows) < 2 {
					t.Fatalf("card play: method %q, %d candidate rows", adv.Method, len(pan.rows))
				}
				for i, r := range pan.rows {
					cd := adv.Candidates[i]
					if i == len(pan.rows)-1 && i == pan.bestAt {
						cd = adv.Chosen() // a suggestion further down takes the last row
					}
					if r[0].Text != actionWords(cd.Action) || !strings.HasSuffix(r[1].Text, "%") || r[2].Text == "" {
						t.Errorf("row %d: %q %q %q", i, r[0].Text, r[1].Text, r[2].Text)
					}
				}
				// Enter plays the suggestion
				press(c, fyne.KeyReturn)
				if v2 := c.view(); v2.Hand().Has(adv.Action.Card()) {
					t.Fatal("Enter did not play the suggested card")
				}
				if _, ok := c.table.hintFor(); ok || c.table.hintPanel.visible {
					t.Fatal("the hint outlived its decision")
				}
			}
		})
	}
}

// inObjects reports whether o is drawn on the table.
func inObjects(c *Controller, o fyne.CanvasObject) bool {
	for _, x := range c.table.root.Objects {
		if x == o {
			return true
		}
	}
	return false
}

// TestHintThinking: while the hint service works, the panel and the
// button say so and the button cannot be pressed again.
func TestHintThinking(t *testing.T) {
	c := tableAt(t, func(c *Controller, v *game.View) bool { return v.Phase() == game.Playing })
	c.table.hint = hintState{at: c.table.decisionNow(), busy: true}
	c.table.update()
	if !c.table.hintPanel.visible || c.table.hintPanel.title.Text != "Hint: thinking…" || c.table.hintBtn.Text != "Thinking…" || !c.table.hintBtn.Disabled() {
		t.Errorf("thinking state: panel %v %q, button %q (off %v)",
			c.table.hintPanel.visible, c.table.hintPanel.title.Text, c.table.hintBtn.Text, c.table.hintBtn.Disabled())
	}
	c.table.askHint() // asked already: no second goroutine
	if !c.table.hint.busy {
		t.Error("a second ask replaced the first")
	}
}

// TestHintStaleDropped: advice that comes back after the position changed
// (the human acted, or a new sitting began) is not shown.
func TestHintStaleDropped(t *testing.T) {
	c := tableAt(t, func(c *Controller, v *game.View) bool { return v.Phase() == game.Playing })
	at := c.table.decisionNow()
	v := c.view()
	adv := ai.Advice{Action: v.Legal()[0], Reason: "x"}
	c.table.hint = hintState{at: at, busy: true}
	if !c.table.hintBusy() {
		t.Fatal("not busy")
	}
	_ = c.humanAction(v.Legal()[0])
	c.table.hintArrived(at, adv, true)
	if _, ok := c.table.hintFor(); ok || c.table.hintPanel.visible {
		t.Fatal("a hint for a past decision was shown")
	}
	// a new sitting
	c2 := tableAt(t, func(c *Controller, v *game.View) bool { return v.Phase() == game.Bidding })
	at = c2.table.decisionNow()
	c2.table.hint = hintState{at: at, busy: true}
	if err := c2.NewSitting(c2.opts); err != nil {
		t.Fatal(err)
	}
	v = c2.view()
	c2.table.hintArrived(at, ai.Advice{Action: v.Legal()[0]}, true)
	if _, ok := c2.table.hintFor(); ok {
		t.Fatal("a hint from the last sitting was shown")
	}
	// the button is off while others decide
	c2.table.hint = hintState{}
	c2.opts.WatchMode = true
	c2.table.update()
	if !c2.table.hintBtn.Disabled() {
		t.Error("the hint button is on in watch mode")
	}
}

// TestMeasureHint logs how long the hint takes from the key to the
// suggestion on the table at each kind of decision (the service's budget
// is hintBudget). It measures; it does not judge.
func TestMeasureHint(t *testing.T) {
	for _, ph := range []game.Phase{game.Bidding, game.Exchanging, game.Playing} {
		c := tableAt(t, func(c *Controller, v *game.View) bool { return v.Phase() == ph && len(v.Legal()) >= 2 })
		t0 := time.Now()
		hintByKey(t, c)
		adv, _ := c.table.hintFor()
		t.Logf("%v: %v (%s, %d deals)", ph, time.Since(t0).Round(time.Millisecond), adv.Method, adv.Samples)
	}
}

// decisionNow is the decision the table waits for now.
func (t *Table) decisionNow() decision {
	return t.seen().Decision
}
