package ai

import (
	"github.com/cego-spiel/cego/ai/internal/probe"
	"github.com/cego-spiel/cego/game"
)

// The auction (RULES §6): Ultimo, Solo, Gegensolo, Piccolo, Bettel, the Cego
// ladder with mein, and Vorhand's choice between Cego and Räuber.

// thresholds are the auction's limits, calibrated with the arena; the type
// lives in ai/internal/probe, where the calibrations (ai/calibrate) vary
// them.
type thresholds = probe.Thresholds

// defaultThresholds are the Normal bot's limits with four players.
//
// Sure: a logistic fit of the declarer's wins on the estimate less
// ContestedHigh (calibrate calladder, 40,000 deals) passes 50% at 39.1
// over the 6,599 rungs above Einer declared in these auctions, and at
// 37.6 (55% at 39.3) over the 3,515 declared when every seat bids and
// holds from 25 on (-calsure 25), where the upper rungs are reached.
//
// Piccolo and Bettel (calibrate calnull, 100,000 deals, each call played
// against a pass on the true deal): Bettel gains against passing up to a
// danger of about 1.0 (55% won at 0.75..1, 39% at 1..1.25), and Piccolo
// with the Gstieß, which must then lose every other trick, up to about 1.3
// (60% won at 1..1.25, 45% at 1.25..1.5). Piccolo without the Gstieß wins
// 54% at 0.75..1, 67-69% at 1..1.75, 57% at 1.75..2 and 48% at 2..2.25,
// and fewer than half below 0.75, where the hand finds no trick to take.
var defaultThresholds = thresholds{
	Solo: 32.5, SoloVorhand: 31, PflichtSlack: 5, Gegen: 34, Ladder: 35, Mein: 35, Sure: 39, Raeuber: 5, CegoMin: 33,
	Bettel: 1.0, Piccolo: 1.3, PiccoloBare: 2.0, PiccoloBareMin: 0.75, Ultimo: 6.2, SoloVoid: 1, Contested: 3, ContestedHigh: 2,
}

// defaultThresholds3 are the limits with three players, where the Cego
// ladder favours the declarer so much that a Solo mostly meets a Gegensolo.
// Every rung takes the same limit: Normal-vs-Normal wins Eine Leere 64%,
// Zwei Leere 57% and Zwei Verschiedene 55% of the time with it (arena,
// 2000 deals, seed 1). The Geiß holder is offered Geiß (as the challenger
// of a Zwei Verschiedene holder) 6.2 times in 2000 deals; with this limit
// he bids it 0.8 times and wins 53% of those, while the forced Geiß is
// won 45% of the time at an estimate of 36 to 37 and 41% at 35 to 36
// (calibrate calgeiss, 2,000,000 deals), so no lower limit is kept.
var defaultThresholds3 = thresholds{
	Solo: 48, SoloVorhand: 48, Gegen: 35, Ladder: 36.5, Mein: 36.5, Sure: 36.5, Raeuber: 5, CegoMin: 33,
	Bettel: 1.0, Piccolo: 1.3, PiccoloBare: 2.0, PiccoloBareMin: 0.75, Ultimo: 7.6, // no Piccolo or Bettel by three (RULES §10)
}

func has(legal []game.Action, a game.Action) bool {
	for _, x := range legal {
		if x == a {
			return true
		}
	}
	return false
}

// noise returns the Easy bot's random bidding error.
func (b *RuleBot) noise() float64 {
	if b.bidNoise == 0 {
		return 0
	}
	return (b.rng.Float64()*2 - 1) * b.bidNoise
}

// ultimoScore counts the trumps that protect the Geiß, with a bonus for the
// high ones that keep the lead and a cost for short side suits.
func ultimoScore(hand game.Cards) float64 {
	tr := hand.Of(game.Trumps)
	high := (tr &^ (game.Card(16).Bit() - 1)).Len()
	short := 0.0
	for su := game.Clubs; su <= game.Diamonds; su++ {
		switch hand.Of(su).Len() {
		case 0:
			short += 1 // every lead of the suit costs a trump
		case 1:
			short += 0.5
		}
	}
	return float64(tr.Len()-1) + 0.5*float64(high) - ultimoShortWeight*short
}

// ultimoShortWeight is what a void (a singleton half of it) costs the
// Ultimo declarer: the defenders lead the suit and he must trump.
const ultimoShortWeight = 0.7

// bestLadder is the expected points of contract c with the best keep.
func bestLadder(c game.Contract, hand game.Cards, players int, xp *exchangeParams) float64 {
	if !game.CanPlay(c, hand) && c != game.Gegensolo {
		return -1
	}
	return ladderEstimate(c, hand, keepFor(c, hand, xp), players)
}

// soloCall is the Solo round's first question (RULES §6.2) for hand, with
// the estimate shifted by noise: HSolo or HPflichtSolo to announce Solo,
// HNoSolo to pass. The declarer's look-ahead asks it of sampled hands too.
func (b *RuleBot) soloCall(hand game.Cards, r game.Rules, vorhand bool, noise float64) Heuristic {
	th := b.limits(r.N())
	est := soloEstimate(hand, r) + th.SoloVoid*float64(voids(hand)) + noise
	need := th.Solo
	if vorhand {
		// Vorhand's alternative is his compulsory Cego, which loses
		// as much and wins only half as much
		need = th.SoloVorhand
	}
	if est >= need {
		return HSolo
	}
	if pflichtsolo(hand, r.N()) && est >= need-th.PflichtSlack {
		return HPflichtSolo
	}
	return HNoSolo
}

// gegensoloCall reports whether hand announces Gegensolo against a Solo
// (the estimate shifted by noise).
func (b *RuleBot) gegensoloCall(hand game.Cards, n int, noise float64) bool {
	return bestLadder(game.Gegensolo, hand, n, b.xp)+noise >= b.limits(n).Gegen
}

// bid chooses a call.
func (b *RuleBot) bid(v *game.View, legal []game.Action) Decision {
	hand := v.Hand()
	r := v.Rules()
	n := r.N()
	th := b.limits(n)
	if r != (game.Rules{Players: r.Players, Scoring: r.Scoring}) {
		if d, ok := b.optionCall(v, legal); ok {
			return d
		}
	}
	switch {
	case has(legal, game.CallUltimo):
		if ultimoScore(hand) >= th.Ultimo && r.SoloUlti && r.SpecialValue(game.Ultimo) > 0 &&
			soloEstimate(hand, r)+th.SoloVoid*float64(voids(hand)) >= th.Solo+b.opt.UltiSolo {
			// the same feat announced in a Solo earns the Solo too
			return decide(game.Pass, HUltiInSolo)
		}
		if ultimoScore(hand) >= th.Ultimo {
			return decide(game.CallUltimo, HUltimo)
		}
		return decide(game.Pass, HNoUltimo)
	case has(legal, game.CallSolo):
		if h := b.soloCall(hand, r, v.Seat() == v.Vorhand(), b.noise()); h != HNoSolo {
			return decide(game.CallSolo, h)
		}
		return decide(game.Pass, HNoSolo)
	case has(legal, game.CallGegensolo):
		if b.gegensoloCall(hand, n, b.noise()) {
			return decide(game.CallGegensolo, HGegensolo)
		}
		return decide(game.Pass, HNoGegensolo)
	case has(legal, game.CallPiccolo) || has(legal, game.CallBettel):
		d := nullDanger(hand, n)
		gs := hand.Has(game.CardGstiess)
		// beside one's own Gstieß the Mond wins every trick it is played to:
		// a second trick
		if has(legal, game.CallPiccolo) && gs && !hand.Has(game.CardMond) && d <= th.Piccolo {
			return decide(game.CallPiccolo, HPiccolo)
		}
		if has(legal, game.CallBettel) && !gs && d <= th.Bettel {
			return decide(game.CallBettel, HBettel)
		}
		if has(legal, game.CallPiccolo) && !gs && d >= th.PiccoloBareMin && d <= th.PiccoloBare {
			return decide(game.CallPiccolo, HPiccoloBare)
		}
		return decide(game.Pass, HNoSpecial)
	case has(legal, game.CallRaeuber):
		est := bestLadder(game.Cego, hand, n, b.xp) + b.noise()
		if est < th.CegoMin && raeuberPoints(hand) <= th.Raeuber {
			return decide(game.CallRaeuber, HRaeuber)
		}
		return decide(game.CallCego, HPlayCego)
	case has(legal, game.Mein):
		level := currentRung(v)
		est := bestLadder(level, hand, n, b.xp) + b.noise() - b.contested(v, th, level)
		if level > game.Einer && rungContested(v) {
			if est >= th.Sure {
				return decide(game.Mein, HHoldRung)
			}
			return decide(game.Pass, HLetGoRung)
		}
		if est >= th.Mein {
			return decide(game.Mein, HMein)
		}
		return decide(game.Pass, HLetGo)
	}
	for _, a := range legal {
		c := game.ContractOfCall(a)
		if c.IsLadder() && a != game.CallCego {
			est := bestLadder(c, hand, n, b.xp) + b.noise() - b.contested(v, th, c)
			if c > game.Einer && rungContested(v) {
				if est >= th.Sure {
					return decide(a, ladderHeuristic(c))
				}
				return decide(game.Pass, HLetGoRung)
			}
			if est >= th.Ladder {
				return decide(a, ladderHeuristic(c))
			}
			return decide(game.Pass, HLetGo)
		}
	}
	return decide(legal[0], HForced)
}

// contested returns the estimate's discount when another player has shown
// a strong hand by bidding or holding a rung above the compulsory opening
// (Einer or higher; with HALBE also Halbe): he will defend.
func (b *RuleBot) contested(v *game.View, th *thresholds, rung game.Contract) float64 {
	if v.Rules().GegensoloVersteigerung && b.opt != nil {
		for _, c := range v.Calls() {
			if c.Action == game.CallSolo {
				// the Solo bidder defends with the trumps he bid on
				return b.opt.SoloDefends + b.contestedRung(v, th, rung)
			}
		}
	}
	return b.contestedRung(v, th, rung)
}

// contestedRung is contested's discount for the rungs bid so far.
func (b *RuleBot) contestedRung(v *game.View, th *thresholds, rung game.Contract) float64 {
	switch {
	case !rungContested(v):
		return 0
	case rung > game.Einer:
		return th.ContestedHigh
	}
	return th.Contested
}

// rungContested reports whether another player has bid or held a rung
// above the compulsory opening (with HALBE also Halbe; with
// 3P_OHNE_EINFACHEN_CEGO the opening is Einer), which shows a strong hand.
func rungContested(v *game.View) bool {
	level := game.NoContract
	open := game.Cego
	if r := v.Rules(); r.OhneEinfachCego3 && r.N() == 3 {
		open = game.Einer
	}
	for _, c := range v.Calls() {
		r := game.ContractOfCall(c.Action)
		if r.IsLadder() {
			level = r
		}
		if c.Seat != v.Seat() && level > open && (r.IsLadder() || c.Action == game.Mein) {
			return true
		}
	}
	return false
}

// voids counts the plain suits missing from a hand.
func voids(hand game.Cards) int {
	k := 0
	for su := game.Clubs; su <= game.Diamonds; su++ {
		if hand.Of(su) == 0 {
			k++
		}
	}
	return k
}

// currentRung is the last Cego-ladder rung bid in the auction.
func currentRung(v *game.View) game.Contract {
	calls := v.Calls()
	for i := len(calls) - 1; i >= 0; i-- {
		if c := game.ContractOfCall(calls[i].Action); c.IsLadder() {
			return c
		}
	}
	return game.Cego
}

func ladderHeuristic(c game.Contract) Heuristic {
	switch c {
	case game.Einer:
		return HBidEiner
	case game.EineLeere, game.ZweiLeere, game.ZweiVerschiedene:
		return HBidLeere
	case game.Geiss:
		return HBidGeiss
	}
	return HBidLadder
}
