package ui

import (
	"github.com/cego-spiel/cego/assets/sounds"
	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/netplay"
)

// The window is the turn loop's table (turnloop.Table): the loop decides
// what happens next; the window shows it — flights, held tricks, sounds,
// the result panel — asks its bots through the crossing, autosaves and
// publishes to the guests of a table it hosts. loopTable is the
// Controller under the methods the loop calls, which are the loop's and
// not the Controller's.
type loopTable Controller

// step runs the turn loop until someone has to be waited for: the human, a
// bot, a flight, a full trick, or the end of the deal.
func (c *Controller) step() {
	defer func() {
		if c.onStep != nil {
			c.onStep()
		}
	}()
	c.turns().Step()
}

func (t *loopTable) c() *Controller { return (*Controller)(t) }

func (t *loopTable) Sitting() *game.Sitting { return t.sitting }
func (t *loopTable) Seed() uint64           { return t.opts.Seed }

func (t *loopTable) Busy() bool { return t.animating > 0 || t.paused }

func (t *loopTable) Gathered() int { return t.cleared }

// Hold leaves a full trick on the table for the pace's hold time or until
// a click; with neither it is gathered at once.
func (t *loopTable) Hold() bool {
	c := t.c()
	if c.holding {
		return false
	}
	if c.holdTime() == 0 && !c.confirmClear() {
		c.cleared++
		return true
	}
	c.startHold()
	return false
}

func (t *loopTable) Wait() { t.t.update() }

func (t *loopTable) Guest() bool  { return t.guest != nil }
func (t *loopTable) Follow() bool { return t.guest.advance(t.c()) }

// EndAgreed: the friends at a table this window hosts agreed with the host
// to end the sitting.
func (t *loopTable) EndAgreed() bool { return t.host != nil && t.host.link.endAgreed() }
func (t *loopTable) EndSitting()     { t.c().endedByAgreement() }

func (t *loopTable) EarlyEnds() bool { return t.lesson == nil }

func (t *loopTable) EndedEarly(at *game.State, dec game.Decision) { t.c().endedEarly(at, dec) }

func (t *loopTable) Mine(seat game.Seat) bool { return t.c().isHuman(seat) }

// Await waits for the person's action: the "your turn" tick once per
// decision, then the tour's autopilot or the automatic only card.
func (t *loopTable) Await(game.Seat) {
	c := t.c()
	if !c.humanWaiting {
		c.sound(sounds.Turn)
	}
	c.humanWaiting = true
	c.t.update()
	if c.autopilot != nil {
		c.autopilot()
	} else {
		c.maybeAutoPlay()
	}
}

func (t *loopTable) Ask(seat game.Seat) {
	c := t.c()
	if c.thinking != seat {
		c.askBot(seat)
	}
	c.t.update()
}

// Applied autosaves the sitting and passes it to the guests of a hosted
// table.
func (t *loopTable) Applied(seat game.Seat, a game.Action) {
	c := t.c()
	c.autosave()
	c.published(seat, a)
}

func (t *loopTable) DealDone() {
	c := t.c()
	c.t.update()
	c.dealDone()
}

// Ready: at a hosted table the next deal waits for every friend there.
func (t *loopTable) Ready() bool { return t.host == nil || t.host.allReady(t.c()) }

// Deck: a hosted table deals every deal from a pack shuffled by a fresh
// seed from crypto/rand, so that no deal's cards follow from another's (a
// guest saw every card of the finished one); otherwise the deals come from
// the sitting's seed.
func (t *loopTable) Deck() []game.Card {
	if t.host != nil {
		return netplay.NewDeck(t.c().rules())
	}
	return nil
}

// Dealt shows a new deal: the overlay goes, the seats get their people.
func (t *loopTable) Dealt() {
	c := t.c()
	c.cleared, c.holding, c.humanWaiting = 0, false, false
	c.seatFive()
	c.t.forgetOverlay()
	c.sound(sounds.Shuffle)
}
