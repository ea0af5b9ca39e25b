package game

import (
	"strings"
	"testing"
)

// Test vectors of RULES §14, in the RULES notation.

func mustCards(t *testing.T, s string) Cards {
	t.Helper()
	c, err := ParseCards(s)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func mustCard(t *testing.T, s string) Card {
	t.Helper()
	c, err := ParseCard(s)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// §14.1 ranking and trick winners.
func TestVectorTrickWinners(t *testing.T) {
	for _, tc := range []struct {
		name, trick string
		want        Seat
	}{
		{"T1", "h2 hK T3 hQ", 2},
		{"T2", "c7 cJ sK c10", 1},
		{"T3", "d4 d1 d3 d2", 1},
		{"T4", "T21 GS T20 T1", 1},
		{"T6", "sK s7 sQ sC", 0},
	} {
		tr := newTrick(0, 4)
		for _, f := range strings.Fields(tc.trick) {
			addCard(&tr, mustCard(t, f))
		}
		if got := tr.Winner(); got != tc.want {
			t.Errorf("%s %s: winner P%d, want P%d", tc.name, tc.trick, got, tc.want)
		}
	}
}

// addCard plays c to tr, as State.play does.
func addCard(tr *Trick, c Card) {
	led := tr.Led()
	if led == NoCard {
		led = c
	}
	tr.add(c, led)
}

// playPosition builds a position in trick play: seat 0 led the cards of
// trick so far and seat len(trick) is to play from hand.
func playPosition(t *testing.T, contract Contract, hand string, trick string) State {
	t.Helper()
	var s State
	s.rules, s.n, s.dealer, s.declarer = Rules{}, 4, 3, 0
	s.contract = contract
	s.phase, s.step = Playing, stepPlay
	s.ntricks = 1
	s.tricks[0] = newTrick(0, 4)
	for _, f := range strings.Fields(trick) {
		c := mustCard(t, f)
		addCard(&s.tricks[0], c)
		s.played = s.played.Add(c)
	}
	s.lead = s.tricks[0].Led()
	s.turn = Seat(s.tricks[0].N)
	s.hands[s.turn] = mustCards(t, hand)
	return s
}

// §14.2 legal moves.
func TestVectorLegalMoves(t *testing.T) {
	for _, tc := range []struct {
		name, led, hand, want string
	}{
		{"L1", "hQ", "hK h3 T5 s8", "hK h3"},
		{"L2", "h2 T20", "T5 T18 s8 cK", "T18 T5"},
		{"L3", "h2", "s8 cK", "cK s8"},
		{"L5", "T10", "hK dQ", "hK dQ"},
		{"follow trump", "T10", "T3 hK", "T3"},
		{"red pips", "d4", "d1 d2 T4", "d1 d2"},
	} {
		s := playPosition(t, Cego, tc.hand, tc.led)
		if got := s.LegalCards().String(); got != tc.want {
			t.Errorf("%s: led %s, hand %s: legal %q, want %q", tc.name, tc.led, tc.hand, got, tc.want)
		}
	}
	// L7: the Eine Leere declarer must lead the exposed pip to trick 1.
	s := playPosition(t, EineLeere, "s8 GS T21 hK", "")
	s.exposed = mustCards(t, "s8")
	if got := s.LegalCards().String(); got != "s8" {
		t.Errorf("L7: legal %q, want s8", got)
	}
	if err := s.Apply(CardAction(CardGstiess)); err == nil || !strings.Contains(err.Error(), "s8") {
		t.Errorf("L7: leading GS: %v", err)
	}
}

// The refusals a beginner reads.
func TestRefusalSentences(t *testing.T) {
	s := playPosition(t, Cego, "hK h3 T5 s8", "hQ")
	err := s.Apply(CardAction(mustCard(t, "T5")))
	if err == nil || err.Error() != "You must follow suit: hearts were led and you hold hK h3." {
		t.Errorf("follow suit: %v", err)
	}
	s = playPosition(t, Cego, "T5 s8", "hQ")
	err = s.Apply(CardAction(mustCard(t, "s8")))
	if err == nil || err.Error() != "You have no hearts, so you must play a trump." {
		t.Errorf("must trump: %v", err)
	}
	s = playPosition(t, Cego, "T5 s8", "T2")
	err = s.Apply(CardAction(mustCard(t, "s8")))
	if err == nil || err.Error() != "Trump was led, so you must play a trump: you hold T5." {
		t.Errorf("trump led: %v", err)
	}
	err = s.Apply(CardAction(mustCard(t, "hK")))
	if err == nil || err.Error() != "You do not hold hK." {
		t.Errorf("not held: %v", err)
	}
}

// §14.3 counting in threes.
func TestVectorCounting(t *testing.T) {
	for _, tc := range []struct {
		name, pile string
		want       int
	}{
		{"C1", "cK cC cJ", 8},
		{"C2", "T14 T11 T1", 5},
		{"C3", "T7 h3", 1},
		{"C4", "s8", 0},
		{"C5", "dK", 4},
		{"C8", "cK cQ sC sJ h2 h3 T2 T5 T9 d4 T21 dK hK s7", 27},
	} {
		if got := Points(mustCards(t, tc.pile)); got != tc.want {
			t.Errorf("%s %s: %d points, want %d", tc.name, tc.pile, got, tc.want)
		}
	}
	if got := Points(AllCards); got != 70 {
		t.Errorf("C7: whole pack %d, want 70", got)
	}
	c8 := mustCards(t, "cK cQ sC sJ h2 h3 T2 T5 T9 d4 T21 dK hK s7")
	if got := Points(AllCards &^ c8); got != 43 {
		t.Errorf("C9: complement %d, want 43", got)
	}
	if got := Points(Rules{Players: 3}.Pack()); got != 69 {
		t.Errorf("C11: 51-card pack %d, want 69", got)
	}
	if RawPoints(AllCards) != 106 {
		t.Errorf("raw pack sum %d, want 106", RawPoints(AllCards))
	}
}

// §14.5 the factor table.
func TestVectorFactors(t *testing.T) {
	want := map[int]int{0: -8, 5: -7, 6: -6, 27: -2, 29: -2, 30: -2, 31: -1, 33: -1, 35: -1,
		36: 1, 40: 1, 41: 2, 47: 3, 52: 4, 65: 6, 66: 7, 69: 7, 70: 8}
	for p, f := range want {
		if got := Factor(p); got != f {
			t.Errorf("Factor(%d) = %d, want %d", p, got, f)
		}
	}
}

// §14.6 normal-game settlements: per defender amount and declarer's total.
func TestVectorNormalSettlements(t *testing.T) {
	for _, tc := range []struct {
		name     string
		c        Contract
		points   int
		std, onl int // declarer's total, STANDARD and CEGO_ONLINE_VALUES
	}{
		{"S1", EineLeere, 47, 27, 135},
		{"S2", EineLeere, 27, -18, -90},
		{"S3", Solo, 41, 12, 60},
		{"S4", Solo, 29, -6, -30},
		{"S5", Gegensolo, 52, 48, 240},
		{"S7", Cego, 35, -3, -15},
		{"S9", ZweiVerschiedene, 36, 15, 75},
	} {
		for _, prof := range []struct {
			r    Rules
			want int
		}{{Rules{}, tc.std}, {Rules{Scoring: CegoOnlineValues}, tc.onl}} {
			amt, _, _ := NormalAmount(prof.r, tc.c, tc.points)
			if got := 3 * amt; got != prof.want {
				t.Errorf("%s %v %d (%v): declarer %d, want %d", tc.name, tc.c, tc.points, prof.r.Scoring, got, prof.want)
			}
		}
	}
}

// §14.7 Räuber settlements.
func TestVectorRaeuber(t *testing.T) {
	// X6: points P0 18, P1 22, P2 26, P3 0 (no trick): P2 pays 10 to each.
	r := RaeuberResult(Rules{}, 0, [4]int{18, 22, 26, 0}, [4]int{3, 3, 5, 0})
	if r.Score != [4]int{10, 10, -30, 10} {
		t.Errorf("X6: %v", r.Score)
	}
	// X11: the same with CEGO_ONLINE_VALUES: R = 80.
	r = RaeuberResult(Rules{Scoring: CegoOnlineValues}, 0, [4]int{18, 22, 26, 0}, [4]int{3, 3, 5, 0})
	if r.Score != [4]int{80, 80, -240, 80} {
		t.Errorf("X11: %v", r.Score)
	}
	// Vorhand in a tie loses alone and pays double: R = 5·2 = 10.
	r = RaeuberResult(Rules{}, 0, [4]int{20, 20, 14, 14}, [4]int{3, 3, 2, 3})
	if r.Score != [4]int{-30, 10, 10, 10} {
		t.Errorf("Vorhand tie: %v", r.Score)
	}
	// A tie without Vorhand: both pay each non-loser (D10).
	r = RaeuberResult(Rules{}, 0, [4]int{10, 20, 20, 14}, [4]int{3, 3, 2, 3})
	if r.Score != [4]int{10, -10, -10, 10} {
		t.Errorf("tie without Vorhand: %v", r.Score)
	}
}

// §14.9 deal layout and the next dealer.
func TestVectorDealLayout(t *testing.T) {
	for _, players := range []int{4, 3} {
		r := Rules{Players: players}
		deck := Shuffle(r, 99)
		s, err := NewDeal(r, Seat(players-1), deck)
		if err != nil {
			t.Fatal(err)
		}
		bs, hs := r.BlindSize(), r.HandSize()
		if s.Blind() != Of(deck[:bs]...) {
			t.Errorf("%dp: blind is not deck[0..%d]", players, bs-1)
		}
		for p := 0; p < players; p++ {
			if s.Hand(Seat(p)) != Of(deck[bs+p*hs:bs+(p+1)*hs]...) {
				t.Errorf("%dp: P%d is not deck[%d..%d]", players, p, bs+p*hs, bs+(p+1)*hs-1)
			}
		}
		if players == 3 && r.Pack().Has(mustCard(t, "s7")) {
			t.Error("G2: s7 is in the three-player pack")
		}
		if s.Turn() != 0 || s.Vorhand() != 0 {
			t.Errorf("Vorhand is seat %d", s.Vorhand())
		}
	}
	m, _ := NewSitting(Rules{}, 1)
	st := m.State()
	vh := st.Vorhand()
	for st.Phase() != Done {
		_ = m.Apply(st.Legal()[0])
		st = m.State()
	}
	_ = m.NextDeal()
	if st2 := m.State(); st2.Dealer() != vh {
		t.Errorf("G5: next dealer %d, want the previous Vorhand %d", st2.Dealer(), vh)
	}
}
