package ui

import (
	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/text"
)

// whatNow is the beginner's "what now?" line: the decision the table waits
// for, in words ("Vorhand must open the Cego auction", "Follow suit: hearts
// were led", "Anna is thinking"). It says what, not how: the prompt under
// it tells how to do it.
func (c *Controller) whatNow(v *game.View) string {
	if c.sitting == nil || v.Phase() == game.Done || c.fresh != nil {
		return "" // (behind the offer to continue nobody moves)
	}
	if c.holding {
		if tr0, ok := c.shownTrick(); ok && tr0.Complete() {
			if c.isMe(tr0.Winner()) {
				return tr("You take the trick")
			}
			return trf("%s takes the trick", c.names[tr0.Winner()])
		}
	}
	turn := v.Turn()
	if !v.MyTurn() || !c.isHuman(c.me()) {
		if c.thinkingSeat() != game.NoSeat {
			turn = c.thinkingSeat()
		}
		if turn == c.me() && c.watching() {
			return tr(txtLessonPlays) // not "You is thinking"
		}
		return text.WhatOthers(v, turn, c.names[turn])
	}
	switch v.Phase() {
	case game.Bidding:
		return text.WhatCall(v, c.names)
	case game.Exchanging:
		return text.WhatExchange(v)
	}
	return text.WhatPlay(v)
}
