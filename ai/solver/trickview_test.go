package solver

import (
	"math/rand/v2"
	"testing"

	"github.com/cego-spiel/cego/game"
)

// TestTrickView checks the move ordering's view of the trick (trickView,
// dominatedFollows, dominatedLeads), which works on the sets of cards the
// players still to play may play, against their first forms below, which
// ask each player in turn for each card: on every position of random
// play-outs of normal games and Räuber.
func TestTrickView(t *testing.T) {
	rng := rand.New(rand.NewPCG(71, 72))
	var checked, pruned [2]int
	for i := 0; i < 400; i++ {
		st, ok := playRandom(rng, 4-i%2, 9, func(c game.Contract) bool { return c.Info().Normal || c == game.Raeuber })
		if !ok {
			continue
		}
		pr, err := NewProblem(&st, st.Turn())
		if err != nil {
			t.Fatal(err)
		}
		p := pr.p
		for p.trickNo < p.total {
			legal := p.legal()
			live := p.live()
			if p.tn == 0 {
				got, want := p.dominatedLeads(legal, live), p.dominatedLeadsRef(legal, live)
				if got != want {
					t.Fatalf("leads %v: pruned %v, first form %v", legal, got, want)
				}
				pruned[0] += b2i(got != 0)
			} else {
				wi := p.winnerIndex()
				w := p.trick[wi]
				live |= w.Bit()
				side := p.max[p.seat(wi)] == p.max[p.turn]
				var v trickView
				p.view(legal, &v)
				if v.w != w || v.sideWinning != side || v.sureWinning != (side && !p.beatableRef(w)) ||
					v.helped != p.sideMayBeatRef(w, 0) {
					t.Fatalf("trick %v: view %+v", p.trick[:p.tn], v)
				}
				for m := legal; m != 0; m &= m - 1 {
					c := m.Lowest()
					if got, want := v.followKey(c), p.followKeyRef(c, w, side, v.sureWinning); got != want {
						t.Fatalf("trick %v, %v: key %d, first form %d", p.trick[:p.tn], c, got, want)
					}
				}
				got, want := p.dominatedFollows(legal, live, &v), p.dominatedFollowsRef(legal, live, wi, side)
				if got != want {
					t.Fatalf("trick %v, legal %v: pruned %v, first form %v", p.trick[:p.tn], legal, got, want)
				}
				pruned[1] += b2i(got != 0)
			}
			checked[b2i(p.tn > 0)]++
			c := legal
			for n := rng.IntN(legal.Len()); n > 0; n-- {
				c &= c - 1
			}
			if _, done, _ := p.play(c.Lowest()); done {
				break
			}
		}
	}
	if min(pruned[0], pruned[1]) < 50 {
		t.Fatalf("positions (leading, following) %v, with pruned cards %v", checked, pruned)
	}
	t.Logf("positions (leading, following) %v, with pruned cards %v", checked, pruned)
}

// followKeyRef is the first form of trickView.followKey: the ordering key
// of a following card c when w is winning the trick so far.
func (p *pos) followKeyRef(c, w game.Card, sideWinning, sureWinning bool) int {
	r, pts := int(rankOf[c&63]), int(pointsOf[c&63])
	if sureWinning {
		return 5000 + pts*30 - r // schmieren
	}
	b := beats(c, w)
	switch {
	case b && !p.beatableRef(c):
		return 4000 + pts*30 - r // a sure winner, with points
	case b && sideWinning:
		return 1000 + pts*10 - r // overtake the partner cheaply
	case b:
		return 3000 + pts - r // cheapest try to win
	case sideWinning:
		return 2500 + pts*10 // schmieren, not surely
	}
	return 1500 - pts*10 - r // cheapest loser
}

// beatableRef (the first form of the check in trickView) reports whether an opponent of the player to move who is still
// to play to this trick may beat c (c played now).
func (p *pos) beatableRef(c game.Card) bool {
	me := p.max[p.turn]
	suit := suitOf[c&63]
	led := suit // the cards of the suit led
	if p.tn > 0 {
		led = suitOf[p.trick[0]&63]
	}
	higher := higherOfSuit(c)
	for i := int(p.tn) + 1; i < int(p.n); i++ {
		q := p.seat(i)
		if p.max[q] == me {
			continue
		}
		h := p.hands[q]
		if h&led != 0 {
			// following suit beats c only with a higher card of its suit
			if suit == led && h&higher != 0 {
				return true
			}
			continue
		}
		if c.IsTrump() {
			if h&higher != 0 {
				return true
			}
		} else if h&game.TrumpCards != 0 {
			return true
		}
	}
	return false
}

// dominatedFollowsRef (the first form of dominatedFollows) returns the legal following cards not worth searching
// (see dominated): the side that takes the trick is sure for a run of
// cards that beat the card winning so far (winIdx; live includes it) when
// no opponent still to play may beat them; for a run that does not, when
// the winning card's side is sure — the side to move's when no opponent
// may beat it, the other's when no partner still to play may.
func (p *pos) dominatedFollowsRef(legal, live game.Cards, winIdx int, sideWinning bool) game.Cards {
	sign := p.pointSign()
	if sign == 0 || p.dead != 0 || p.trickDead != 0 || p.dueSet != 0 || noEquivalence {
		return 0
	}
	w := p.trick[winIdx]
	// who takes the trick when the card played does not beat w: +1 the
	// side to move, -1 the other, 0 not sure (found when first asked)
	stands, found := 0, false
	return dominatedRef(legal, live, func(c game.Card) int {
		if !beats(c, w) {
			if !found {
				found = true
				if sideWinning && !p.beatableRef(w) {
					stands = sign
				} else if !sideWinning && !p.sideMayBeatRef(w, 0) {
					stands = -sign
				}
			}
			return stands
		}
		if p.beatableRef(c) {
			return 0
		}
		return sign
	})
}

// dominatedLeadsRef (the first form of dominatedLeads) returns the legal leads not worth searching (see
// dominated): the side to move surely takes the trick led from a run of
// cards when no opponent holds a higher card of the suit or, for a plain
// suit, may ruff.
func (p *pos) dominatedLeadsRef(legal, live game.Cards) game.Cards {
	sign := p.pointSign()
	if sign == 0 || p.dead != 0 || p.dueSet != 0 || noEquivalence {
		return 0
	}
	opp := p.sideCards(!p.max[p.turn])
	return dominatedRef(legal, live, func(c game.Card) int {
		if opp&higherOfSuit(c) != 0 {
			return 0
		}
		if !c.IsTrump() && p.oppRuffs(c) {
			return 0
		}
		return sign
	})
}

// dominatedRef (the first form of dominated) returns the legal cards not worth searching (a normal game)
// of runs of legal cards that are neighbours among the live cards (the
// cards in the hands and the card winning the trick): sure(c) tells for
// the run of c whether the side to move surely takes the trick (+1),
// surely loses it (-1) or neither (0). Of a run whose trick is sure only
// the card of most points (the side to move takes it) or of fewest points
// (it loses it) is searched, the lowest of equals. The cards of a run take
// the same tricks in every line of play; the card played now goes to the
// trick's sure winner and the card kept to the winner of a later trick,
// so for the side to move, putting the most points into its own trick
// now (or the fewest into the other side's) is at least as good as any
// other choice.
func dominatedRef(legal, live game.Cards, sure func(game.Card) int) (skip game.Cards) {
	for rest := legal; rest != 0; {
		// the suits of the legal cards, lowest first
		suit := suitOf[rest.Lowest()&63]
		cards := rest & suit
		rest &^= suit
		if cards&(cards-1) == 0 {
			continue // one card of the suit
		}
		// the runs: a card (bit) continues the run of the legal card
		// below it (last) unless a live card lies between them — live
		// cards below bit but above last (the cards below last, of this
		// suit or lower suits, are less than last<<1 together)
		var run, last game.Cards
		for m := cards; m != 0; m &= m - 1 {
			bit := m & -m
			if run != 0 && live&(bit-1) >= last<<1 {
				// bit starts a new run; the one before counts if it
				// has more than one card
				if run != last {
					skip |= runSkipRef(run, sure)
				}
				run = 0
			}
			run |= bit
			last = bit
		}
		if run != last {
			skip |= runSkipRef(run, sure)
		}
	}
	return skip
}

// runSkipRef (the first form of runSkip) returns the cards of a run of two or more not worth searching
// (see dominated): all but the card of most points (the lowest of equals) if the side to
// move surely takes the trick, all but the card of fewest points if it
// surely loses it.
func runSkipRef(run game.Cards, sure func(game.Card) int) game.Cards {
	switch sure(run.Lowest()) {
	case 1:
		keep := run.Lowest()
		for m := run; m != 0; m &= m - 1 {
			if c := m.Lowest(); pointsOf[c&63] > pointsOf[keep&63] {
				keep = c
			}
		}
		return run &^ keep.Bit()
	case -1:
		keep := run.Lowest()
		for m := run; m != 0; m &= m - 1 {
			if c := m.Lowest(); pointsOf[c&63] < pointsOf[keep&63] {
				keep = c
			}
		}
		return run &^ keep.Bit()
	}
	return 0
}

// sideMayBeatRef (the first form of trickView.helped) reports whether the player to move (with one of legal; none:
// 0) or a partner still to play to the trick may beat w, the card winning
// it.
func (p *pos) sideMayBeatRef(w game.Card, legal game.Cards) bool {
	higher := higherOfSuit(w)
	if legal&higher != 0 || !w.IsTrump() && legal&game.TrumpCards != 0 {
		return true // the player to move beats it
	}
	me := p.max[p.turn]
	led := suitOf[p.trick[0]&63] // the cards of the suit led
	for i := int(p.tn) + 1; i < int(p.n); i++ {
		q := p.seat(i)
		if p.max[q] != me {
			continue
		}
		h := p.hands[q]
		if h&led != 0 {
			// following suit beats w only with a higher card of its suit
			if suitOf[w&63] == led && h&higher != 0 {
				return true
			}
			continue
		}
		if w.IsTrump() {
			if h&higher != 0 {
				return true
			}
		} else if h&game.TrumpCards != 0 {
			return true
		}
	}
	return false
}
