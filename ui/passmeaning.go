package ui

import (
	"slices"

	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/text"
)

// callExplanation is the auction bar's explanation of call x at the
// person's decision v: text.ExplainCall, except that "fort" says what a pass
// means in the round being asked (passMeaning).
func callExplanation(x game.Action, v *game.View, r game.Rules) string {
	if x == game.Pass && v != nil {
		return passMeaning(v)
	}
	return text.ExplainCall(x, r)
}

// passMeaning says what "fort" means at decision v: only in the Cego
// auction is a pass final; in the Ultimo question, the Solo round and the
// special games' round a player who passes may still bid later (RULES §6).
func passMeaning(v *game.View) string {
	legal := v.Legal()
	ladder := false
	for _, l := range legal {
		if game.ContractOfCall(l).IsLadder() {
			ladder = true
		}
	}
	switch {
	case slices.Contains(legal, game.CallUltimo) || len(legal) == 1 && legal[0] == game.Pass && len(v.Calls()) < v.Players():
		// the first round is the Ultimo question (fort alone: no Geiß)
		return tr("fort — no Ultimo; the Solo round comes next")
	case slices.Contains(legal, game.CallSolo):
		return tr("fort — no Solo; you may still bid later in the auction")
	case slices.Contains(legal, game.CallGegensolo):
		return tr("fort — no Gegensolo; you defend")
	case slices.Contains(legal, game.CallPiccolo) || slices.Contains(legal, game.CallBettel):
		return tr("fort — no special game; if nobody announces one, the Cego auction follows")
	case ladder || slices.Contains(legal, game.Mein):
		return text.ExplainCall(game.Pass, v.Rules())
	}
	return tr("fort — pass")
}
