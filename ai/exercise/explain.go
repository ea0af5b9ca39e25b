package exercise

import (
	"github.com/cego-spiel/cego/game"
)

// Principle is the idea of play an answer teaches, derived by code from
// the position and the choices compared (see Explain), not written per
// exercise.
type Principle int

// The principles.
const (
	// Count36: the declarer needs 36 of the 70 card points; the answer
	// brings his side nearer (or keeps it further) on average.
	Count36 Principle = iota
	// DrawTrumps: the declarer leads trumps while the defenders hold some.
	DrawTrumps
	// DrawLastTrumps: the same with three trumps or fewer left out.
	DrawLastTrumps
	// SaveMond: the Mond (21) falls to the Gstieß; not while it is out.
	SaveMond
	// Smear: the partner's trick gets a card with points.
	Smear
	// NoPoints: the other side's trick gets the smallest card.
	NoPoints
	// TakeTrick: winning the trick (and the lead) with its points.
	TakeTrick
	// ForceTrump: a defender leads a suit the declarer is out of.
	ForceTrump
	// UltimoGeiss: in an Ultimo the Geiß must take the last trick.
	UltimoGeiss
	// PiccoloOne: in a Piccolo the declarer takes exactly one trick.
	PiccoloOne
	// BettelNone: in a Bettel the declarer takes no trick.
	BettelNone
	// RaeuberPoints: in a Räuber each takes as few card points as he can.
	RaeuberPoints
	// LegageVoid: a discard that empties a suit, so it can be trumped.
	LegageVoid
	// DiscardPoints: a discarded court card counts for the declarer.
	DiscardPoints
	// KeepTrumps: keeping the highest trumps before taking the blind.
	KeepTrumps
	// KeepWinner: keeping a card that takes a trick by itself.
	KeepWinner
	// Fort: every call loses on average; fort.
	Fort
	// MeinHold: holding the rung bid against one ("mein").
	MeinHold
	// BidWins: the call wins on average over the deals that fit.
	BidWins
	// BidLosesLeast: every choice loses; this one least.
	BidLosesLeast
	// KeepPips: in Zwei Leere and Zwei Verschiedene the kept pips are
	// shown and led to the first two tricks.
	KeepPips
	// GeissLegage: the Geiß keeps only the Geiß and lays the rest of the
	// hand away, where it counts for the declarer (Feedback.Legage).
	GeissLegage
)

// Feedback is what an exercise says to a choice.
type Feedback struct {
	// Right tells whether the choice is the answer (or the same answer).
	Right bool
	// Principle is the idea that separates the answer from the choice
	// (from the best other choice, when the choice is right).
	Principle Principle
	// Other is the choice the answer is compared with: the person's own
	// when wrong, the best other one when right.
	Other string
	// Cost is what Other costs against the answer, in table points on
	// average over the proof's deals; Deals how many deals that is.
	Cost  float64
	Deals int
	// Mean, Win and Points are the answer's and Other's numbers: average
	// settlement, share of deals won by seat 0's side, declarer's average
	// card points (normal games).
	Mean, OtherMean     float64
	Win, OtherWin       float64
	Points, OtherPoints float64
	// Legage is what the cards a Geiß lays away count (GeissLegage): the
	// hand but the Geiß, in card points.
	Legage int
}

// Explain says why the answer of e beats chosen (a candidate's token), or,
// when chosen is right, why it beats the best other candidate: the
// principle at work, found in the position, and the numbers of the proof.
// It needs the proof record (ok false without one, or for an unknown
// choice).
func Explain(e *Exercise, chosen string) (Feedback, bool) {
	p := e.Proof
	if p == nil {
		return Feedback{}, false
	}
	o, ok := p.Options[chosen]
	if !ok {
		return Feedback{}, false
	}
	f := Feedback{Right: chosen == e.Answer || o.Same, Other: chosen, Deals: p.Deals}
	if f.Right {
		// the closest other choice
		f.Other = ""
		for k, q := range p.Options {
			if k == e.Answer || q.Same {
				continue
			}
			if f.Other == "" || q.Gap < p.Options[f.Other].Gap || (q.Gap == p.Options[f.Other].Gap && k < f.Other) {
				f.Other = k
			}
		}
		if f.Other == "" {
			return Feedback{}, false
		}
	}
	a, b := p.Options[e.Answer], p.Options[f.Other]
	f.Cost = b.Gap
	f.Mean, f.OtherMean = a.Mean, b.Mean
	f.Win, f.OtherWin = a.Win, b.Win
	f.Points, f.OtherPoints = a.Points, b.Points
	st, _, err := e.Position()
	if err != nil {
		return Feedback{}, false
	}
	f.Principle = principle(e.Kind, &st, e.Answer, f.Other, a.Mean)
	if f.Principle == GeissLegage {
		f.Legage = st.Rules().Counting().Count(st.Hand(0).Remove(game.CardGeiss))
	}
	return f, true
}

// principle finds the idea that separates answer from other at st.
func principle(k Kind, st *game.State, answer, other string, mean float64) Principle {
	switch k {
	case Call:
		switch answer {
		case game.Pass.String():
			return Fort
		case game.Mein.String():
			return MeinHold
		case game.CallGeiss.String():
			return GeissLegage
		// a special game is called for its goal, most for a weak hand:
		// not "the hand is strong enough"
		case game.CallUltimo.String():
			return UltimoGeiss
		case game.CallPiccolo.String():
			return PiccoloOne
		case game.CallBettel.String():
			return BettelNone
		case game.CallRaeuber.String():
			return RaeuberPoints
		}
		if mean > 0 {
			return BidWins
		}
		return BidLosesLeast
	case Keep:
		if c := st.Contract(); c == game.ZweiLeere || c == game.ZweiVerschiedene {
			return KeepPips
		}
		x, y := pairCards(answer)
		trumps := st.Hand(0).Of(game.Trumps).Slice()
		if len(trumps) >= 2 && x.IsTrump() && y.IsTrump() && (x == trumps[0] || y == trumps[0]) {
			return KeepTrumps
		}
		return KeepWinner
	}
	a, errA := game.ParseCard(answer)
	c, errC := game.ParseCard(other)
	if errA != nil || errC != nil {
		return Count36
	}
	if k == Discard {
		if st.Hand(0).Of(a.Suit()).Len() == 1 && !a.IsTrump() {
			return LegageVoid
		}
		if a.Points() > c.Points() {
			return DiscardPoints
		}
		return Count36
	}
	return cardPrinciple(st, a, c)
}

// cardPrinciple finds the idea that separates card a (the answer) from c
// at st, seat 0 to play.
func cardPrinciple(st *game.State, a, c game.Card) Principle {
	switch st.Contract() {
	case game.Ultimo:
		return UltimoGeiss
	case game.Piccolo:
		return PiccoloOne
	case game.Bettel:
		return BettelNone
	case game.Raeuber:
		return RaeuberPoints
	}
	decl := st.Declarer()
	me := game.Seat(0)
	own := func(s game.Seat) bool { return (s == decl) == (me == decl) }
	unseen := st.Rules().Pack() &^ st.Hand(0) &^ st.Played() &^ st.Legage() &^ st.Discards()
	if c == game.CardMond && unseen.Has(game.CardGstiess) {
		return SaveMond
	}
	t := st.CurrentTrick()
	if t.N == 0 || int(t.N) == st.Players() { // seat 0 leads
		trumpsOut := (unseen & game.TrumpCards).Len()
		if me == decl && a.IsTrump() && !c.IsTrump() && trumpsOut > 0 {
			if trumpsOut <= 3 {
				return DrawLastTrumps
			}
			return DrawTrumps
		}
		if me != decl && !a.IsTrump() && st.KnownVoid(decl, a.Suit()) && !st.KnownVoid(decl, game.Trumps) {
			return ForceTrump
		}
		return Count36
	}
	winA, winC := beats(st, a), beats(st, c)
	current := t.Seat(t.WinningIndex())
	switch {
	case winA && !winC:
		return TakeTrick
	case !winA && !winC && own(current) && a.Points() > c.Points():
		return Smear
	case !winA && !winC && !own(current) && a.Points() < c.Points():
		return NoPoints
	case !winA && winC && a.Points() < c.Points():
		return NoPoints
	}
	return Count36
}

// beats reports whether card x, played by seat 0 now, wins the current
// trick so far.
func beats(st *game.State, x game.Card) bool {
	s := *st
	if s.Apply(game.Action(x)) != nil {
		return false
	}
	return s.CurrentTrick().Winner() == 0
}
