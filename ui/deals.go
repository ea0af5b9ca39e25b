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

// NextDeal starts the next deal of the sitting: in a lesson the next
// lesson; at a joined table it asks the host for it; otherwise the turn
// loop deals it once every friend at a hosted table asked for it too.
func (c *Controller) NextDeal() {
	if c.lesson != nil {
		c.lessonNext()
		return
	}
	if c.guest != nil {
		c.guest.ready(c)
		return
	}
	if err := c.turns().NextDeal(); err != nil {
		log.Printf("cego: %v", err)
	}
}
