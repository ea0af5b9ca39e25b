package ui

import "github.com/cego-spiel/cego/game"

// callExplanation is the auction bar's explanation of call x at the
// person's decision v: explainCall, except that "fort" says what a pass
// means in the round being asked (passMeaning).
func callExplanation(x game.Action, v *game.View, r game.Rules) string {
	if x == game.Pass && v != nil {
		return passMeaning(v)
	}
	return explainCall(x, r)
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
	case callIn(legal, game.CallUltimo) || len(legal) == 1 && legal[0] == game.Pass && len(v.Calls()) < v.Players():
		// the first round is the Ultimo question (fort alone: no Geiß)
		return tr("fort — no Ultimo; the Solo round comes next")
	case callIn(legal, game.CallSolo):
		return tr("fort — no Solo; you may still bid later in the auction")
	case callIn(legal, game.CallGegensolo):
		return tr("fort — no Gegensolo; you defend")
	case callIn(legal, game.CallPiccolo) || callIn(legal, game.CallBettel):
		return tr("fort — no special game; if nobody announces one, the Cego auction follows")
	case ladder || callIn(legal, game.Mein):
		return explainCall(game.Pass, v.Rules())
	}
	return tr("fort — pass")
}
