package ai

import "github.com/cego-spiel/cego/game"

// Hand evaluation for the auction. Every estimate is in card points of the
// declarer's side (0…70, 36 wins) or, for the special games, a risk score.

// Tunable constants of the estimates, calibrated with the arena.
const (
	shareBase4   = 0.205 // a random hand's share of the points in play, 4 players
	shareBase3   = 0.31  // the same with three players
	gegenPenalty = 0.07  // Gegensolo: the Solo bidder holds the good trumps
	discardGain  = 1.2   // what the discard adds to the Legage (counting in threes)
	trickPoints  = 5.2   // card points of an average trick
	keptCapture  = 3.0   // what the others add to a trick a kept card wins
	// legageTrump is what each trump laid away costs the declarer beyond
	// its card points, against four in an average Legage: the trumps are
	// what the blind must win its tricks with (measured, calibrate calrung).
	legageTrump  = 0.5
	legageTrump3 = 0.35
	// pipCourtGain is what each court of a kept pip's suit laid away
	// brings: the pip loses the first trick, on which the defenders then
	// have fewer counters of the suit to put (measured, calibrate calrung).
	pipCourtGain  = 0.7
	nullVoidRisk  = 0.35 // Bettel/Piccolo: risk per trump of a short suit
	soloSlope     = 0.78 // Solo: calibration of the raw estimate
	soloIntercept = 12.5
	soloOffset3   = 6
)

// ladderOffset corrects the estimate per contract, measured in the arena
// (calibrate calibrate), so that the estimate is the mean result: the Geiß is
// led at once and usually lost with the first trick.
var ladderOffset = [game.NumContracts]float64{
	game.Cego: 8.1, game.Einer: 2.5, game.EineLeere: -0.3, game.ZweiLeere: 3.4,
	game.ZweiVerschiedene: 0.4, game.Geiss: 2, game.Gegensolo: 8.3,
}

// ladderOffset3 is ladderOffset for three players.
var ladderOffset3 = [game.NumContracts]float64{
	game.Cego: 7.5, game.Einer: 3.5, game.EineLeere: -1.5, game.ZweiLeere: 0.9,
	game.ZweiVerschiedene: -1.5, game.Geiss: 0.6, game.Gegensolo: 3.3,
}

// keptTrickValue estimates the card points a kept card brings in play: the
// trick it may win (its own value and what the others add) and the lead.
func keptTrickValue(c game.Card, hand game.Cards) float64 {
	var p float64
	switch {
	case c.IsTrump():
		p = trumpTrickValue(c, hand)
		if c == game.CardGeiss {
			p = 0.05
		}
	case c.IsCourt():
		p = 0.08 * float64(c.Rank()-3) // K 0.32 … J 0.08
	default:
		p = 0.03
	}
	return p*(adj(c)+keptCapture) + 0.3*p
}

// keepWorth is the value of keeping c instead of laying it away.
func keepWorth(c game.Card, hand game.Cards) float64 {
	return keptTrickValue(c, hand) - adj(c)
}

// adjSum is the sum of adj over a set.
func adjSum(s game.Cards) float64 {
	return float64(game.RawPoints(s)) - 2.0/3*float64(s.Len())
}

// ladderEstimate returns the declarer's expected card points if he plays
// contract c (a Cego rung or Gegensolo) keeping the cards keep.
func ladderEstimate(c game.Contract, hand, keep game.Cards, players int) float64 {
	legage := hand &^ keep
	bank := adjSum(legage)
	if c.Info().Discard > 0 {
		bank += discardGain
	}
	inPlay := 70 - bank - adjSum(keep)
	share := shareBase4
	if players == 3 {
		share = shareBase3
	}
	if c == game.Gegensolo {
		share -= gegenPenalty
	}
	for m := keep; m != 0; m &= m - 1 {
		bank += keptTrickValue(m.Lowest(), hand)
	}
	lt := float64(legage.Of(game.Trumps).Len() - 4)
	if c == game.Gegensolo {
		lt = 0 // calibrated on its own: the Solo bidder holds the trumps
	}
	var suits game.Cards // the suits of the pips that must be led
	for m := keep &^ game.TrumpCards; m != 0 && c >= game.EineLeere && c <= game.ZweiVerschiedene; m &= m - 1 {
		suits |= game.SuitCards(m.Lowest().Suit())
	}
	for m := legage & suits; m != 0; m &= m - 1 {
		if m.Lowest().IsCourt() {
			bank += pipCourtGain
		}
	}
	e := bank + share*inPlay + ladderOffset[c] - legageTrump*lt
	if players == 3 {
		e = bank + share*inPlay + ladderOffset3[c] + 1 - legageTrump3*lt
	}
	return e
}

// trumpTrickValue estimates the tricks a trump wins in its holder's own hand.
func trumpTrickValue(c game.Card, hand game.Cards) float64 {
	h := 0
	for x := c + 1; x <= game.CardGstiess; x++ {
		if !hand.Has(x) {
			h++
		}
	}
	w := 1 - 0.28*float64(h)
	if w < 0 {
		w = 0
	}
	return w
}

// ownTricks estimates how many tricks a hand wins when played as it is
// (Solo), against the others.
func ownTricks(hand game.Cards, players int) float64 {
	tr := hand.Of(game.Trumps)
	est := 0.0
	for m := tr; m != 0; m &= m - 1 {
		est += trumpTrickValue(m.Lowest(), hand)
	}
	others := float64(22 - tr.Len())
	handSize := float64(hand.Len())
	unseen := float64(54 - hand.Len())
	if players == 3 {
		unseen = 51 - handSize
	}
	oppCards := handSize * float64(players-1)
	oppTrumps := others * oppCards / unseen
	longest := oppTrumps/float64(players-1) + 1.5
	if l := float64(tr.Len()) - longest; l > 0 {
		est += 0.8 * l
	}
	for su := game.Clubs; su <= game.Diamonds; su++ {
		s := hand.Of(su)
		if s == 0 {
			continue
		}
		k := s.Highest()
		if k.Rank() == 7 && s.Len() <= 3 {
			est += 0.45
			if s.Has(k-1) && s.Len() <= 3 {
				est += 0.2
			}
		}
	}
	return est
}

// blindWorth is the expected card points of the unseen blind for a hand.
func blindWorth(hand game.Cards, r game.Rules) float64 {
	unseen := r.Pack() &^ hand
	per := adjSum(unseen) / float64(unseen.Len())
	return per * float64(r.BlindSize())
}

// soloEstimate returns the expected card points of a Solo with this hand.
func soloEstimate(hand game.Cards, r game.Rules) float64 {
	bw := blindWorth(hand, r)
	e := bw + ownTricks(hand, r.N())*trickPoints
	if r.N() == 3 {
		e++
	}
	// measured (calibrate calibrate): weak hands do better than the trick count
	// says — the defenders' tricks are poor while the blind is rich
	e = soloSlope*e + soloIntercept
	if r.N() == 3 {
		e += soloOffset3
	}
	return e
}

// pflichtsolo reports whether the hand meets the compulsory-solo thresholds
// of RULES §11 (used here only as a guide).
func pflichtsolo(hand game.Cards, players int) bool {
	tr := hand.Of(game.Trumps)
	need := 8
	if players == 3 {
		need = 9
	}
	if tr.Len() >= need {
		return true
	}
	if tr.Len() < need-1 {
		return false
	}
	high := (tr &^ (game.Card(16).Bit() - 1)).Len() // T17 and above
	suits := 0
	for su := game.Clubs; su <= game.Diamonds; su++ {
		if hand.Of(su) != 0 {
			suits++
		}
	}
	return high >= 2 && suits <= 2
}

// nullDanger sums, over a hand, the risk of each card taking a trick in a
// game where the declarer wants to take none (Bettel) — the Gstieß
// excluded, which always takes one.
func nullDanger(hand game.Cards, players int) float64 {
	d := 0.0
	tr := hand.Of(game.Trumps).Remove(game.CardGstiess)
	for m := tr; m != 0; m &= m - 1 {
		c := m.Lowest()
		if c == game.CardGeiss {
			d += 0.1
			continue
		}
		r := float64(c.Rank()+1) / 21
		d += 0.25 + 0.75*r*r
	}
	for su := game.Clubs; su <= game.Diamonds; su++ {
		s := hand.Of(su)
		if s.Len() <= 1 && tr != 0 {
			// soon void: every lead of the suit forces a trump
			d += nullVoidRisk * float64(tr.Len()) * float64(2-s.Len()) / 2
		}
		below := 0
		for m := s; m != 0; m &= m - 1 {
			c := m.Lowest()
			// others' cards below c let them lead under it
			lowerOthers := c.Rank() - below
			x := float64(c.Rank()-2*below) / 8
			if lowerOthers <= 1 {
				x = float64(c.Rank()) / 20
			}
			if x < 0 {
				x = 0
			}
			d += x * x * 1.2
			below++
		}
	}
	return d
}

// raeuberPoints estimates the card points a hand takes in Räuber.
func raeuberPoints(hand game.Cards) float64 {
	e := 0.0
	for m := hand.Of(game.Trumps); m != 0; m &= m - 1 {
		c := m.Lowest()
		w := trumpTrickValue(c, hand) * 0.9
		e += w * 5.5
		if c == game.CardGstiess || c == game.CardMond {
			e += 2
		}
	}
	for su := game.Clubs; su <= game.Diamonds; su++ {
		s := hand.Of(su)
		for m := s; m != 0; m &= m - 1 {
			c := m.Lowest()
			if c.IsCourt() {
				e += 0.15 * float64(c.Points())
			}
		}
		if s.Len() >= 5 {
			e += 2
		}
	}
	return e
}

// NullDanger is the risk of a hand taking a trick in Bettel (nullDanger,
// the Gstieß excluded): the measure the bots bid Bettel by, below their
// threshold of about 1 (Thresholds.Bettel). The exercise generator finds
// the seats of deals worth a Bettel by it.
func NullDanger(hand game.Cards, players int) float64 { return nullDanger(hand, players) }
