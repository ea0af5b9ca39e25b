package ai

import (
	"errors"
	"fmt"

	"github.com/cego-spiel/cego/game"
)

// PlayOut plays a deal from st to its end with bots[s] deciding for seat s,
// e.g. the same deal again with the Expert bot in a person's seat. A bot's
// illegal action is an error.
func PlayOut(st game.State, bots []Bot) (game.State, error) {
	if len(bots) < st.Players() {
		return st, fmt.Errorf("play out: %d bots for %d seats", len(bots), st.Players())
	}
	for steps := 0; st.Phase() != game.Done; steps++ {
		if steps > 500 {
			return st, errors.New("play out: the deal does not end")
		}
		p := st.Turn()
		a := bots[p].Choose(st.View(p))
		if err := st.Apply(a); err != nil {
			return st, fmt.Errorf("play out: seat %d chose %v: %w", p, a, err)
		}
	}
	return st, nil
}
