package ai

import (
	"fmt"
	"math"
	"strconv"
	"strings"

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

// set changes the weights named in spec, "name=value,…" with the names of
// the fields (the variant "normal-pp:…", for measuring a change).
func (pp *playParams) set(spec string) error {
	fields := map[string]*float64{
		"oursDeclBoss": &pp.oursDeclBoss, "oursDeclOther": &pp.oursDeclOther,
		"oursDefBoss": &pp.oursDefBoss, "oursDefOther": &pp.oursDefOther,
		"bossCapture": &pp.bossCapture, "trumpBase": &pp.trumpBase, "pullBonus": &pp.pullBonus,
		"pullLow": &pp.pullLow, "plainLeadRisk": &pp.plainLeadRisk,
		"partnerAdd": &pp.partnerAdd, "oppAdd": &pp.oppAdd, "rescue": &pp.rescue,
		"strengthPow": &pp.strengthPow, "geissDef": &pp.geissDef, "geissDecl": &pp.geissDecl,
		"forceRuff": &pp.forceRuff, "defTrumpLead": &pp.defTrumpLead,
		"rLeadDanger": &pp.rLeadDanger, "rShedDanger": &pp.rShedDanger,
	}
	for f := range strings.SplitSeq(spec, ",") {
		key, val, _ := strings.Cut(strings.TrimSpace(f), "=")
		p, ok := fields[key]
		x, err := strconv.ParseFloat(val, 64)
		if !ok || err != nil {
			return fmt.Errorf("%q: want a weight's name=number", f)
		}
		*p = x
	}
	return nil
}

// futureValue estimates the card points card c will bring my side if I keep
// it for a later trick.
func (k *knowledge) futureValue(c game.Card) float64 {
	if k.tricksLeft <= 1 {
		return 0
	}
	pp := k.pp
	decl := k.me == k.decl
	if c.IsTrump() {
		outTr := k.out.Of(game.Trumps).Len()
		higher := k.higherOut(c).Len()
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
	boss := k.isBoss(c)
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
		suitOut := k.out.Of(c.Suit()).Len()
		safe := float64(suitOut) / float64(2*(k.n-1))
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
func (k *knowledge) teamProb(c game.Card) (float64, bool) {
	led := k.ledSuit(c)
	rem := k.after()
	if k.trick.N == 0 {
		return 1 - k.beatProb(c, led, rem, k.opponent), true
	}
	cur := k.winningCard()
	if beats(c, cur) {
		return 1 - k.beatProb(c, led, rem, k.opponent), true
	}
	if k.friendly(k.trick.Winner()) {
		return 1 - k.beatProb(cur, led, rem, k.opponent), false
	}
	miss := 1.0
	for _, q := range rem {
		if k.partner(q) {
			miss *= 1 - k.pp.rescue
		}
	}
	return 1 - miss, false
}

// normalScore is the expected card points of the trick for my side with c,
// less c's worth when kept.
func (k *knowledge) normalScore(c game.Card) float64 {
	p, _ := k.teamProb(c)
	v := 0.0
	for i := 0; i < int(k.trick.N); i++ {
		v += adj(k.trick.Cards[i])
	}
	v += adj(c)
	for _, q := range k.after() {
		if k.friendly(q) == (p >= 0.5) {
			v += k.pp.partnerAdd // the winning side's partners add counters
		} else {
			v += k.pp.oppAdd
		}
	}
	return p*v - k.futureValue(c)
}

// oppMayTrump reports whether an opponent may still hold a trump.
func (k *knowledge) oppMayTrump() bool {
	if k.out.Of(game.Trumps) == 0 {
		return false
	}
	for _, q := range k.others() {
		if k.opponent(q) && !k.void(q, game.Trumps) {
			return true
		}
	}
	return false
}

// explainNormal names the heuristic behind a normal-game card.
func (k *knowledge) explainNormal(c game.Card, declarer bool) Decision {
	p, takes := k.teamProb(c)
	switch {
	case k.trick.N == 0 && declarer && c.IsTrump() && k.isBoss(c) && k.oppMayTrump():
		return decideCard(c, HPullTrumps)
	case k.trick.N == 0 && p >= 0.6:
		return decideCard(c, HCashWinner)
	case k.trick.N == 0:
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
