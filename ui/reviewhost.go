package ui

import (
	"errors"
	"image"

	"fyne.io/fyne/v2"

	"github.com/cego-spiel/cego/ai"
	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/reviewscreen"
	"github.com/cego-spiel/cego/ui/text"
)

// The window's side of the review (package ui/reviewscreen): the finished deal it
// is given, the host it is shown by, opening and closing it.

// reviewHost is the window as the review sees it: the table's card
// pictures, the controller's crossing, and closing the review.
type reviewHost struct{ c *Controller }

// CardImage is the table's picture of card c, w points wide.
func (h reviewHost) CardImage(c game.Card, w float32, ready func()) image.Image {
	return h.c.pics.cardImage(c, w, ready)
}

// Background runs work through the controller's crossing.
func (h reviewHost) Background(work, then func()) { h.c.background(work, then) }

// ToWindow is the controller's crossing for answers that come one by one.
func (h reviewHost) ToWindow() (post func(f func())) { return h.c.toWindow() }

// Close leaves the review.
func (h reviewHost) Close() { h.c.closeReview() }

// reviewShown is the review shown (nil: none).
func (c *Controller) reviewShown() *reviewscreen.View {
	if c.review != nil && c.t.shownOverlay() == c.review.Root() {
		return c.review
	}
	return nil
}

// lastDeal returns the deal to review: the current one when it is over,
// else the last one finished in this sitting.
func (c *Controller) lastDeal() (*reviewscreen.Deal, error) {
	if c.sitting == nil {
		return nil, errors.New(tr("No deal has been finished yet."))
	}
	if st := c.sitting.State(); st.Phase() == game.Done {
		start, acts, err := dealStart(c.sitting)
		if err != nil {
			return nil, err
		}
		d := &reviewscreen.Deal{Number: c.sitting.DealNumber(), Start: start, Actions: acts, Names: c.names, Seed: c.opts.Seed, Me: c.me()}
		var bots [4]ai.Bot
		var levels [4]string
		for s := 0; s < c.players(); s++ {
			bots[s], levels[s] = c.bots[s], c.seatLevel(s)
			d.Sides[s] = reviewSide(c.place(game.Seat(s)))
		}
		d.ReplayBot = replayBot(bots, levels, c.opts.Seed)
		return d, nil
	}
	if c.finished != nil {
		return c.finished, nil
	}
	return nil, errors.New(tr("No deal has been finished yet."))
}

// replayBot gives the review the bots of the replay with Expert: the seats'
// own where they answer a position always the same way, else a fresh one
// of the seat's level with the seat's seed.
func replayBot(bots [4]ai.Bot, levels [4]string, seed uint64) func(s game.Seat) ai.Bot {
	return func(s game.Seat) ai.Bot {
		if sb, ok := bots[s].(steadyBot); ok {
			return sb
		}
		// a search bot (or a five-at-table person's bot): a fresh one
		// with the seat's seed
		return seatBot(levels[s], game.SplitMix64(seed^uint64(s+1)*0x9E3779B97F4A7C15))
	}
}

// reviewSide is where the review draws a seat the table shows at p.
func reviewSide(p place) reviewscreen.Side {
	switch p {
	case placeRight:
		return reviewscreen.Right
	case placeTop:
		return reviewscreen.Top
	case placeLeft:
		return reviewscreen.Left
	}
	return reviewscreen.Bottom
}

// showReview opens the review of the last finished deal.
func (c *Controller) showReview() {
	d, err := c.lastDeal()
	if err != nil {
		c.t.showRefusal(text.Error(err))
		return
	}
	c.closeReview()
	rv := reviewscreen.New(reviewHost{c}, d)
	c.review = rv
	c.t.setOverlay(rv.Root())
	rv.Compute()
}

// stopReview stops the solver of a review (a new sitting begins).
func (c *Controller) stopReview() {
	if c.review != nil {
		c.review.Stop()
		c.review = nil
	}
}

// closeReview stops the solver and leaves the review: back to the result
// panel if the deal is still on the table.
func (c *Controller) closeReview() {
	rv := c.review
	if rv == nil {
		return
	}
	c.review = nil
	rv.Stop()
	if c.t.shownOverlay() != rv.Root() {
		return
	}
	c.t.setOverlay(nil)
	if st := c.sitting.State(); st.Phase() == game.Done {
		c.t.setOverlay(newResultPanel(c, &st))
	}
}

// reviewKey hands the keyboard to the review while it is shown (←/→ step,
// Home/End, Escape and Enter close it: reviewscreen.View.Key). It reports
// whether the key was the review's.
func (c *Controller) reviewKey(e *fyne.KeyEvent) bool {
	rv := c.reviewShown()
	if rv == nil {
		return false
	}
	rv.Key(e)
	return true
}
