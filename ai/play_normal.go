package ai

import (
	"math"

	"github.com/cego-spiel/cego/game"
)

// Card play in the games counted in card points (Solo, Gegensolo and the
// Cego ladder), for the declarer and the defenders. Each legal card is
// scored by the card points it is expected to bring the player's side in
// this trick, less what the card is worth if kept for later.

// playParams are the weights of the normal-game card play.
type playParams struct {
	// the chance that a plain card kept for later ends in my side's
	// tricks: declarer / defender, boss card / other card
	oursDeclBoss, oursDeclOther float64
	oursDefBoss, oursDefOther   float64
	bossCapture                 float64 // a boss card also captures others' cards
	trumpBase                   float64 // a trump kept can ruff
	pullBonus                   float64 // declarer: lead the top trump
	pullLow                     float64 // declarer: lead any trump while long in them
	plainLeadRisk               float64 // declarer: lead a plain card while trumps are out
	partnerAdd, oppAdd          float64 // card points each later player adds
	rescue                      float64 // chance a later partner takes an opponent's trick
	strengthPow                 float64 // how sharply a trump's value falls with higher trumps out
	geissDef, geissDecl         float64 // share of the Geiß's value kept by holding it
	forceRuff                   float64 // defender: lead a suit the declarer must ruff
	defTrumpLead                float64 // defender: lead a trump
	rLeadDanger, rShedDanger    float64 // Räuber: get rid of high cards when leading / discarding
}

var defaultPlay = playParams{
	oursDeclBoss: 0.2, oursDeclOther: 0.4,
	oursDefBoss: 0.5, oursDefOther: 0.5,
	bossCapture: 1.6, trumpBase: 0.6, pullBonus: 0.7, pullLow: 0, plainLeadRisk: 0,
	partnerAdd: 0.8, oppAdd: 0.4,
	rescue: 0.3, strengthPow: 2, geissDef: 0.45, geissDecl: 0.2,
	forceRuff: 1.5, defTrumpLead: -1,
	rLeadDanger: 0.02, rShedDanger: 0.2,
}

// futureValue estimates the card points card c will bring my side if I keep
// it for a later trick.
func (t *table) futureValue(c game.Card) float64 {
	if t.tricksLeft <= 1 {
		return 0
	}
	pp := t.pp
	decl := t.me == t.decl
	if c.IsTrump() {
		outTr := t.out.Of(game.Trumps).Len()
		higher := t.higherOut(c).Len()
		strength := 1 - float64(higher)/float64(outTr+1)
		if higher == 0 {
			strength = 1
		}
		strength = math.Pow(strength, pp.strengthPow)
		fv := strength*(adj(c)+2.7) + pp.trumpBase
		if decl {
			fv += 0.5 * strength // trump control
		}
		if c == game.CardGeiss && higher > 0 {
			// the Geiß is usually caught: a defender's partner may save it
			if decl {
				fv = pp.geissDecl * adj(c)
			} else {
				fv = pp.geissDef * adj(c)
			}
		}
		return fv
	}
	boss := t.isBoss(c)
	var ours float64
	switch {
	case decl && boss:
		ours = pp.oursDeclBoss
	case decl:
		ours = pp.oursDeclOther
	case boss:
		ours = pp.oursDefBoss
	default:
		ours = pp.oursDefOther
	}
	fv := ours * adj(c)
	if boss {
		suitOut := t.out.Of(c.Suit()).Len()
		safe := float64(suitOut) / float64(2*(t.n-1))
		if safe > 1 {
			safe = 1
		}
		fv += safe * pp.bossCapture
	}
	if c.IsPip() {
		fv += 0.3 // a low card to duck with
	}
	return fv
}

// teamProb is the probability that my side takes the current trick if I play
// c, and whether c itself takes the lead.
func (t *table) teamProb(c game.Card) (float64, bool) {
	led := t.ledSuit(c)
	rem := t.after()
	if t.trick.N == 0 {
		return 1 - t.beatProb(c, led, rem, t.opponent), true
	}
	cur := t.winningCard()
	if beats(c, cur) {
		return 1 - t.beatProb(c, led, rem, t.opponent), true
	}
	if t.friendly(t.trick.Winner()) {
		return 1 - t.beatProb(cur, led, rem, t.opponent), false
	}
	miss := 1.0
	for _, q := range rem {
		if t.partner(q) {
			miss *= 1 - t.pp.rescue
		}
	}
	return 1 - miss, false
}

// normalScore is the expected card points of the trick for my side with c,
// less c's worth when kept.
func (t *table) normalScore(c game.Card) float64 {
	p, _ := t.teamProb(c)
	v := 0.0
	for i := 0; i < int(t.trick.N); i++ {
		v += adj(t.trick.Cards[i])
	}
	v += adj(c)
	for _, q := range t.after() {
		if t.friendly(q) == (p >= 0.5) {
			v += t.pp.partnerAdd // the winning side's partners add counters
		} else {
			v += t.pp.oppAdd
		}
	}
	return p*v - t.futureValue(c)
}

// oppMayTrump reports whether an opponent may still hold a trump.
func (t *table) oppMayTrump() bool {
	if t.out.Of(game.Trumps) == 0 {
		return false
	}
	for _, q := range t.others() {
		if t.opponent(q) && !t.void(q, game.Trumps) {
			return true
		}
	}
	return false
}

// explainNormal names the heuristic behind a normal-game card.
func (t *table) explainNormal(c game.Card, declarer bool) Decision {
	p, takes := t.teamProb(c)
	switch {
	case t.trick.N == 0 && declarer && c.IsTrump() && t.isBoss(c) && t.oppMayTrump():
		return decideCard(c, HPullTrumps)
	case t.trick.N == 0 && p >= 0.6:
		return decideCard(c, HCashWinner)
	case t.trick.N == 0:
		return decideCard(c, HLeadLow)
	case !takes && p >= 0.6 && c.Points() >= 3:
		return decideCard(c, HSchmieren)
	case !takes && p >= 0.6 && c == game.CardGeiss:
		return decideCard(c, HSaveGeiss)
	case takes && p >= 0.6:
		return decideCard(c, HTakeTrick)
	case takes:
		return decideCard(c, HContest)
	}
	return decideCard(c, HGiveLittle)
}
