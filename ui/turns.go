package ui

import (
	"log"
	"time"

	"github.com/cego-spiel/cego/assets/sounds"
	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/turnloop"
)

// anim is the length of a card's flight: none with animations off.
func (c *Controller) anim() time.Duration {
	if c.noAnim {
		return 0
	}
	return c.run.Wait(c.pace.anim())
}

// holdTime is how long a full trick stays on the table.
func (c *Controller) holdTime() time.Duration { return c.run.Wait(c.pace.hold()) }

// botDelay is how long a bot's move takes at the least.
func (c *Controller) botDelay() time.Duration { return c.run.Wait(c.pace.botDelay()) }

// confirmClear reports whether a full trick waits for the person's click.
func (c *Controller) confirmClear() bool {
	return c.settings.ConfirmTrickClear && !c.opts.WatchMode && c.autopilot == nil
}

// completeTricks counts the finished tricks of a view.
func completeTricks(v *game.View) int {
	n := 0
	for _, t := range v.Tricks() {
		if t.Complete() {
			n++
		}
	}
	return n
}

// shownTrick is the trick on the table: a full one waiting to be gathered,
// or the one being played.
func (c *Controller) shownTrick() (game.Trick, bool) {
	v := c.view()
	ts := v.Tricks()
	if c.cleared < completeTricks(&v) {
		return ts[c.cleared], true
	}
	if len(ts) > 0 && !ts[len(ts)-1].Complete() && ts[len(ts)-1].N > 0 {
		return ts[len(ts)-1], true
	}
	return game.Trick{}, false
}

// choose asks seat's bot, guarding against a bot that fails.
func (c *Controller) choose(seat game.Seat, v game.View) (a game.Action) {
	defer func() {
		if r := recover(); r != nil {
			log.Printf("cego: bot of seat %d failed: %v", seat, r)
			a = v.Legal()[0]
		}
	}()
	return c.bots[seat].Choose(v)
}

// askBot lets seat's bot think in the background; its answer comes back
// after at least the pace's delay (at once with the tests' runner), unless
// a new sitting started meanwhile.
func (c *Controller) askBot(seat game.Seat) {
	at := turnloop.At(c.sitting)
	v := c.sitting.View(seat)
	delay := c.botDelay()
	c.thinking = seat
	var a game.Action
	c.background(func() {
		t0 := time.Now()
		a = c.choose(seat, v)
		if d := delay - time.Since(t0); d > 0 {
			time.Sleep(d) // the pace: a bot's move is seen, not flashed
		}
	}, func() {
		if c.thinking != seat {
			return // asked again meanwhile: a stale answer
		}
		c.thinking = game.NoSeat
		c.applyBot(seat, a, at) // dropped if the game moved on: the loop asks again
		c.step()
	})
}

// applyBot applies a bot's action asked at position at and starts its
// animation; a refused action is replaced by the first legal one.
func (c *Controller) applyBot(seat game.Seat, a game.Action, at turnloop.Position) {
	before := c.sitting.State()
	ok, err := c.turns().Answer(seat, a, at)
	if err != nil {
		log.Printf("cego: bot of seat %d chose %v: %v", seat, a, err)
		a = before.Legal()[0]
		if ok, err = c.turns().Answer(seat, a, at); err != nil {
			log.Printf("cego: %v", err)
			return
		}
	}
	if ok {
		c.showMove(seat, a, &before)
	}
}

// showMove plays the sound of another seat's action a and starts its
// flight: a card to the trick, the blind to a declarer. before is the deal
// before the action, c.sitting after it.
func (c *Controller) showMove(seat game.Seat, a game.Action, before *game.State) {
	if before.Phase() == game.Playing {
		c.sound(sounds.Play)
	}
	if c.anim() == 0 {
		return
	}
	after := c.sitting.State()
	switch {
	case before.Phase() == game.Playing && a.IsCard():
		c.flyToTrick(seat, a.Card())
	case before.Phase() == game.Exchanging && after.Legage().Len() > 0 && before.Legage().Len() == 0 && seat != c.me():
		c.flyBlind(seat)
	}
}

// flyToTrick shows a bot's card travelling from its seat to the trick.
func (c *Controller) flyToTrick(seat game.Seat, card game.Card) {
	c.animating++
	gen := c.gen
	c.fly.flyToTrick(seat, c.place(seat), card, c.anim(), func() {
		if c.gen != gen {
			return
		}
		c.animating--
		c.step()
	})
}

// flyBlind shows the blind going to a bot declarer.
func (c *Controller) flyBlind(seat game.Seat) {
	c.animating++
	gen := c.gen
	c.fly.flyBlind(c.place(seat), c.anim()*2, func() {
		if c.gen != gen {
			return
		}
		c.animating--
		c.step()
	})
}

// startHold leaves the full trick on the table for the pace's hold time (or
// until a click), then gathers it.
func (c *Controller) startHold() {
	c.holding = true
	c.holdID++
	id := c.holdID
	if c.confirmClear() {
		return // until a click, a key or the next card
	}
	c.later(c.holdTime(), func() {
		if c.holding && c.holdID == id {
			c.clearHeld()
		}
	})
}

// clearHeld gathers the full trick: it slides to its winner.
func (c *Controller) clearHeld() {
	if !c.holding {
		return
	}
	tr, _ := c.shownTrick()
	c.holding = false
	c.cleared++
	start := c.fly.gatherTrick(tr, c.place(tr.Winner()), c.anim())
	c.sound(sounds.Trick)
	c.animating++
	gen := c.gen
	c.t.update()
	start(func() {
		if c.gen == gen {
			c.animating--
			c.step()
		}
	})
}

// maybeAutoPlay plays the human's only legal card, or says the only legal
// call (not in a lesson, which teaches it), when the option is on.
func (c *Controller) maybeAutoPlay() {
	v := c.view()
	if v.Phase() == game.Bidding && c.opts.AutoPass && c.lesson == nil {
		c.maybeAutoCall(&v)
		return
	}
	if !c.opts.AutoPlay || v.Phase() != game.Playing {
		return
	}
	l := v.LegalCards()
	if l.Len() != 1 {
		return
	}
	card := l.Lowest()
	c.later(c.autoDelay(), func() {
		v := c.view()
		if v.MyTurn() && v.LegalCards() == l {
			_ = c.humanAction(game.CardAction(card))
		}
	})
}

// maybeAutoCall says the human's only legal call.
func (c *Controller) maybeAutoCall(v *game.View) {
	l := v.Legal()
	if len(l) != 1 || !v.MyTurn() {
		return
	}
	call, n := l[0], len(c.sitting.Actions())
	c.later(c.autoDelay(), func() {
		if len(c.sitting.Actions()) == n {
			_ = c.humanAction(call)
		}
	})
}

// autoDelay is how long the person's only choice waits before it is made
// for him: long enough to see it coming.
func (c *Controller) autoDelay() time.Duration {
	return c.run.Wait(c.pace.botDelay()/2 + 150*time.Millisecond)
}

// humanAction applies the human's action; a refusal shows the engine's
// sentence and is returned.
func (c *Controller) humanAction(a game.Action) error {
	if c.sitting == nil || c.t.shownOverlay() != nil || c.fresh != nil {
		return errNotYourTurn
	}
	st := c.sitting.State()
	if !c.isHuman(st.Turn()) {
		return errNotYourTurn
	}
	if err := c.lessonCheck(a); err != nil {
		c.t.refuse(err)
		return err
	}
	if c.holding {
		// playing on gathers the full trick at once
		c.holding = false
		c.cleared++
	}
	before := c.fly.handPlaces()
	keeping := st.Phase() == game.Exchanging && st.Legage().Len() == 0
	seq := len(c.sitting.Actions())
	if err := c.turns().Act(c.me(), a); err != nil {
		c.t.refuse(err)
		return err
	}
	if c.guest != nil {
		c.guest.send(c.sitting.DealNumber(), seq, a)
	}
	c.humanWaiting = false
	if st.Phase() == game.Playing {
		c.sound(sounds.Play)
	}
	c.t.clearRefusal()
	after := c.sitting.State()
	c.step()
	if keeping && after.Legage().Len() > 0 {
		c.fly.showLegage(before, after.Legage())
	}
	return nil
}

// explain returns the engine's reason why a is not allowed now (nil when
// it is), without doing it.
func (c *Controller) explain(a game.Action) error {
	if err := c.lessonCheck(a); err != nil {
		return err
	}
	st := c.sitting.State()
	return st.ApplyFor(c.me(), a)
}
