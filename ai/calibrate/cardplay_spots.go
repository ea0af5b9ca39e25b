package calibrate

import (
	"fmt"
	"time"

	"github.com/cego-spiel/cego/ai"
	"github.com/cego-spiel/cego/game"
)

// botMaker makes the bot of a seat from its seed. A bot sees only its
// seat's view (ai.Bot): a paired measurement never hands it the deal.
type botMaker func(seed uint64) (ai.Bot, error)

// playSide is the side of a contract whose card play a paired measurement
// compares: the declarer's, or the defenders' (all of them at once).
type playSide int

const (
	declarerSide playSide = iota
	defenceSide
)

// String names the side as the flag -side does.
func (s playSide) String() string {
	if s == defenceSide {
		return "defence"
	}
	return "declarer"
}

// pairedPlay is a paired measurement of card play in one contract: deal i
// of the seed (measuredDeal) is bid and exchanged by the field's bots in
// every seat; where that ends with the contract declared and the first
// card to play, the deal is a spot, played out from there once with a's
// bots and once with b's in the seats of the side and the field's bots in
// the others, every seat's bot made anew with the same seed for both
// plays (ai.SeatSeed of the deal's seed). The first spots of the seed's
// deals are measured; the result depends on the seed alone (not on the
// workers), as long as the bots are deterministic for their seed.
type pairedPlay struct {
	rules       game.Rules
	contract    game.Contract
	side        playSide
	a, b, field botMaker
	spots       int
	seed        uint64
	// workers is the number of deals played at once (0: one per CPU).
	workers int
	// maxDeals bounds the deals looked at for spots (0: 100 a spot and
	// 1000 more), so that a contract the field never declares ends.
	maxDeals int
	// stop, when closed, starts no further deal: the result holds the
	// spots among the deals begun by then (always the seed's first deals).
	stop <-chan struct{}
}

// spotPlay is one spot played by both: the side's settlement a seat of the
// side (the declarer's, or the defenders' mean) with a's and with b's
// bots, whether the declarer won, and the time each play took.
type spotPlay struct {
	deal         int
	a, b         float64
	wonA, wonB   bool
	timeA, timeB time.Duration
}

// dealPlay is what one deal gave: a spot (ok) or none.
type dealPlay struct {
	deal int
	ok   bool
	spot spotPlay
	err  error
}

// pairedResult is a paired measurement's outcome: its spots in the order
// of their deals, and how many of the seed's first deals they come from
// (up to the last spot's; stopped early: every deal begun).
type pairedResult struct {
	spots []spotPlay
	deals int
}

// deal plays deal i: its spot, if it is one, with a's and with b's bots.
func (p pairedPlay) deal(i int) dealPlay {
	out := dealPlay{deal: i}
	st, seed, ok, err := p.spotOf(i)
	if err != nil || !ok {
		out.err = err
		return out
	}
	out.ok, out.spot.deal = true, i
	t0 := time.Now()
	out.spot.a, out.spot.wonA, err = p.playFrom(st, p.a, seed)
	t1 := time.Now()
	if err != nil {
		out.err = fmt.Errorf("deal %d, A's play: %w", i, err)
		return out
	}
	out.spot.b, out.spot.wonB, err = p.playFrom(st, p.b, seed)
	out.spot.timeA, out.spot.timeB = t1.Sub(t0), time.Since(t1)
	if err != nil {
		out.err = fmt.Errorf("deal %d, B's play: %w", i, err)
	}
	return out
}

// spotOf bids and exchanges deal i with the field's bots in every seat and
// returns the deal at its first card and its seed; ok is whether the
// contract was declared.
func (p pairedPlay) spotOf(i int) (game.State, uint64, bool, error) {
	st, seed := measuredDeal(p.rules, i, p.seed)
	bots, err := p.seats(seed, nil, game.NoSeat)
	if err != nil {
		return st, seed, false, fmt.Errorf("deal %d: %w", i, err)
	}
	for steps := 0; st.Phase() == game.Bidding || st.Phase() == game.Exchanging; steps++ {
		if steps > 200 {
			return st, seed, false, fmt.Errorf("deal %d: the auction and exchange do not end", i)
		}
		s := st.Turn()
		a := bots[s].Choose(st.View(s))
		if err := st.Apply(a); err != nil {
			return st, seed, false, fmt.Errorf("deal %d: seat %d chose %v in the %s: %w", i, s, a, st.Phase(), err)
		}
	}
	return st, seed, st.Phase() == game.Playing && st.Contract() == p.contract, nil
}

// seats makes a bot for every seat: side's maker (nil: the field's) in the
// seats of the side when declarer declares, the field's elsewhere, each
// seeded by ai.SeatSeed(seed, seat).
func (p pairedPlay) seats(seed uint64, side botMaker, declarer game.Seat) ([]ai.Bot, error) {
	bots := make([]ai.Bot, p.rules.N())
	for s := range bots {
		mk := p.field
		if side != nil && (game.Seat(s) == declarer) == (p.side == declarerSide) {
			mk = side
		}
		b, err := mk(ai.SeatSeed(seed, s))
		if err != nil {
			return nil, err
		}
		bots[s] = b
	}
	return bots, nil
}

// playFrom plays the spot st out with side's bots in the seats of the side
// and the field's in the others, and returns the side's settlement a seat
// of the side (the declarer's; the defenders' mean, which each of them
// gets) and whether the declarer won (game.Result.Won).
func (p pairedPlay) playFrom(st game.State, side botMaker, seed uint64) (float64, bool, error) {
	bots, err := p.seats(seed, side, st.Declarer())
	if err != nil {
		return 0, false, err
	}
	end, err := ai.PlayOut(st, bots)
	if err != nil {
		return 0, false, err
	}
	r := end.Result()
	if p.side == declarerSide {
		return float64(r.Score[r.Declarer]), r.Won, nil
	}
	sum := 0
	for s := range p.rules.N() {
		if game.Seat(s) != r.Declarer {
			sum += r.Score[s]
		}
	}
	return float64(sum) / float64(p.rules.N()-1), r.Won, nil
}
