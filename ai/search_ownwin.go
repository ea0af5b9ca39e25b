package ai

import (
	"math"
	"slices"
	"time"

	"github.com/cego-spiel/cego/game"
)

// OwnWin is a fitted map from the rate p at which the rule bots' play-outs
// of a special game, with the bot's seat declaring it, win it to the rate
// at which the bot's own card play wins it from the same hand:
// σ(A + B·logit(p)) (calibrate ownwin fits A and B). It lets the calls
// count the bot's own play by the hand rather than by one constant
// (SearchConfig.OwnPlay): a hand the play-outs win half the time may be
// one the bot's search nearly always wins, a hand they seldom win stays
// one it seldom wins.
type OwnWin struct{ A, B float64 }

// ownWinClamp keeps the play-outs' rate off 0 and 1, where its logit is
// infinite.
const ownWinClamp = 0.02

// At returns the bot's own rate of winning for the play-outs' rate p.
func (m OwnWin) At(p float64) float64 {
	return 1 / (1 + math.Exp(-(m.A + m.B*OwnWinLogit(p))))
}

// OwnWinLogit is the logit of the play-outs' rate p kept off 0 and 1: the
// variable of OwnWin's fit.
func OwnWinLogit(p float64) float64 {
	p = min(max(p, ownWinClamp), 1-ownWinClamp)
	return math.Log(p / (1 - p))
}

// CallWinRate is the rate at which the auction's rule-bot play-outs, drawn
// as the bot's auction draws them (without a time cap), win contract c
// called by the seat whose view v is: the rate OwnWin maps (calibrate
// ownwin fits it). ok is false when no play-out ends with that seat
// declaring c, or c's call is not legal at v.
func (b *SearchBot) CallWinRate(v game.View, c game.Contract) (rate float64, ok bool) {
	legal := []game.Action{c.Info().Call}
	if !slices.Contains(v.Legal(), legal[0]) {
		return 0, false
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	var an analysis
	me := v.Seat()
	deals := b.draw(&v, b.cfg.Rollouts, 2*b.cfg.Rollouts, time.Time{}, time.Time{}, &an)
	res := make([][]outcome, len(deals))
	done := b.search(deals, time.Time{}, nil, func(w *worker, i int, _ *workTally) bool {
		out, good := rolloutOwn(&deals[i].st, me, legal, w.rule, time.Time{}, nil)
		res[i] = out
		return good
	}, &an)
	rate, weight := ownRate(res, done, deals, c)
	return rate, weight > 0
}

// ownRate is the weighted rate at which the play-outs res that end with the
// acting seat declaring contract c win it, and their weight (0: none).
func ownRate(res [][]outcome, ok []bool, deals []weighted, c game.Contract) (rate, weight float64) {
	var won float64
	for i, good := range ok {
		if !good {
			continue
		}
		for _, o := range res[i] {
			if o.decl == c {
				weight += deals[i].w
				if o.win {
					won += deals[i].w
				}
			}
		}
	}
	if weight == 0 {
		return 0, 0
	}
	return won / weight, weight
}

// specialSpread is what winning rather than losing special game c is worth
// to its declarer: (n−1)·v either way (RULES §9.3, §14.7).
func specialSpread(r game.Rules, c game.Contract) float64 {
	return float64(2 * (r.N() - 1) * r.SpecialValue(c))
}

// ownWin moves the settlement of each play-out that ends with the bot's
// seat declaring a contract of cfg.OwnWin (OwnWin3 with three players) by
// what its own rate of winning adds to the play-outs' rate (OwnWin), so
// that the calls count its own play of that hand; OwnPlay's constant for
// that contract, added by the play-out, is taken back.
func (b *SearchBot) ownWin(r game.Rules, res [][]outcome, ok []bool, deals []weighted) {
	for c, m := range b.cfg.OwnWins(r.N()) {
		p, w := ownRate(res, ok, deals, c)
		if w == 0 {
			continue
		}
		d := (m.At(p)-p)*specialSpread(r, c) - b.cfg.OwnPlay[c]
		for i, good := range ok {
			if !good {
				continue
			}
			for j := range res[i] {
				if res[i][j].decl == c {
					res[i][j].amt += d
				}
			}
		}
	}
}
