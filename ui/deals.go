package ui

import (
	"log"

	"github.com/cego-spiel/cego/assets/sounds"
	"github.com/cego-spiel/cego/game"
)

// dealDone shows the settlement.
func (c *Controller) dealDone() {
	if c.t.shownOverlay() != nil {
		return
	}
	st := c.sitting.State()
	c.t.setOverlay(newResultPanel(c, &st))
	c.dealFinished(&st)
	if me := c.me(); !c.opts.WatchMode && me != game.NoSeat {
		if st.Score()[me] >= 0 {
			c.sound(sounds.Win)
		} else {
			c.sound(sounds.Lose)
		}
	}
	if c.onDealDone != nil {
		c.onDealDone()
	}
}

// overlayDefault is Enter on an overlay: the next deal.
func (c *Controller) overlayDefault() {
	if st := c.sitting.State(); st.Phase() == game.Done {
		c.NextDeal()
		return
	}
	c.t.setOverlay(nil)
}

// NextDeal starts the next deal of the sitting.
func (c *Controller) NextDeal() {
	if c.lesson != nil {
		c.lessonNext()
		return
	}
	if c.guest != nil {
		c.guest.ready(c)
		return
	}
	if c.host != nil && !c.host.allReady(c) {
		return
	}
	if err := c.dealNext(); err != nil {
		log.Printf("cego: %v", err)
		return
	}
	c.dealStarted()
}

// dealStarted shows a new deal: the overlay goes, the seats get their
// people, the bots start.
func (c *Controller) dealStarted() {
	c.cleared, c.holding, c.humanWaiting = 0, false, false
	c.seatFive()
	c.t.forgetOverlay()
	c.autosave()
	c.published(game.NoSeat, 0)
	c.sound(sounds.Shuffle)
	c.step()
}
