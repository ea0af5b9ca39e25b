package reviewscreen

import "github.com/cego-spiel/cego/game"

// The tricks the window played by itself once the outcome was certain: the
// review does not judge them.

// autoPlayedFrom returns the first trick of a deal (its start and its
// actions) that was played automatically because the outcome was certain
// after the trick before, or 0 if it was played out.
func autoPlayedFrom(start game.State, acts []game.Action) int {
	if at, _, ok := EarlyEnd(start, acts); ok {
		return at.TrickCount()
	}
	return 0
}

// EarlyEnd finds where a deal (its start and its actions) was ended early,
// as the window's endEarly (ui/earlyend.go) ends it: the first start of a
// trick, after the first, where the outcome was certain
// (game.State.Decided). It returns the position there and the decision.
func EarlyEnd(start game.State, acts []game.Action) (game.State, game.Decision, bool) {
	st := start
	for _, a := range acts {
		if st.Phase() == game.Playing && st.CurrentTrick().N == 0 && st.TrickCount() > 1 {
			if !st.Contract().IsSpecial() && st.Contract() != game.Drescher {
				return game.State{}, game.Decision{}, false
			}
			if dec, ok := st.Decided(); ok {
				return st, dec, true
			}
		}
		if st.Apply(a) != nil {
			return game.State{}, game.Decision{}, false
		}
	}
	return game.State{}, game.Decision{}, false
}

// autoPlayedText says in the review that the trick shown was played
// automatically.
func autoPlayedText(from int) string {
	return trf("The outcome was certain after trick %d: from trick %d on the cards were played automatically and are not judged.", from-1, from)
}
