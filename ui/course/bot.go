package course

import (
	"log"

	"github.com/cego-spiel/cego/game"
)

// Bot plays a seat's actions as a chapter's script has them: it finds the
// place in the script where its seat sees exactly what the view shows,
// and answers the script's action there.
type Bot struct {
	script game.Script
}

// Choose is the script's action where the seat sees v.
func (b Bot) Choose(v game.View) game.Action {
	st, err := b.script.Deal()
	if err == nil {
		for _, a := range b.script.Actions {
			if st.Turn() == v.Seat() && st.View(v.Seat()) == v {
				if v.IsLegal(a) {
					return a
				}
				break
			}
			if st.Apply(a) != nil {
				break
			}
		}
	}
	log.Printf("cego: the lesson's script has no action for seat %d here", v.Seat())
	return v.Legal()[0]
}
