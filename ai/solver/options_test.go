package solver

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/cego-spiel/cego/game"
)

// ruleSets returns every preset and every option of RULES §11 switched on
// alone (for the number of players it exists for), by name.
func ruleSets(t *testing.T) ([]string, []game.Rules) {
	var names []string
	var sets []game.Rules
	for _, p := range game.Presets() {
		names = append(names, p.ID)
		sets = append(sets, p.Rules)
	}
	for _, o := range game.Options() {
		players := 4
		if o.Players == 3 {
			players = 3
		}
		r := game.Rules{Players: players}
		if err := r.SetOption(o.ID, true); err != nil {
			t.Fatal(err)
		}
		if err := r.Validate(); err != nil {
			t.Fatalf("%s alone: %v", o.ID, err)
		}
		names = append(names, o.ID)
		sets = append(sets, r)
	}
	// combinations the presets do not cover
	for _, r := range []game.Rules{
		{Halbe: true, ParlettLeere: true},
		{CountPairs: true, GeregelterRaeuber: true, RaeuberTieSplit: true, Drescher: true},
		{CountPairs: true, Pascha: true, Zwikkolo: true, Trio: true, Quarto: true, Quinto: true, Offen: true},
	} {
		if err := r.Validate(); err != nil {
			t.Fatalf("%v: %v", r.OptionIDs(), err)
		}
		names = append(names, fmt.Sprintf("%dp %v", r.N(), r.OptionIDs()))
		sets = append(sets, r)
	}
	return names, sets
}

// mayRefuse reports whether NewProblem may refuse st: only under
// PARLETT_LEERE in a Leere game or a Halbe, when the declarer has led a
// card other than a trump to the current trick (whether it was a shown
// card is not always known).
func mayRefuse(st *game.State) bool {
	if !st.Rules().ParlettLeere {
		return false
	}
	switch st.Contract() {
	case game.Halbe, game.EineLeere, game.ZweiLeere, game.ZweiVerschiedene:
	default:
		return false
	}
	t := st.CurrentTrick()
	return t.N > 0 && t.Leader == st.Declarer() && !t.Cards[0].IsTrump()
}

// TestSolverMatchesMinimaxOptions checks the solver against plain minimax
// over the engine on random small end positions under every preset and
// every option, bidding towards each contract the rules offer in turn:
// every position it accepts must be answered exactly, and it may refuse
// only the positions mayRefuse names.
func TestSolverMatchesMinimaxOptions(t *testing.T) {
	names, sets := ruleSets(t)
	s := New(16, 0)
	perContract := 12
	if testing.Short() {
		perContract = 4
	}
	for i, rules := range sets {
		name := names[i]
		rng := rand.New(rand.NewPCG(uint64(i)+7, 99))
		counts := map[game.Contract]int{}
		nRefused := 0
		for c := game.Cego; c < game.Contract(game.NumContracts); c++ {
			if !rules.Offers(c) {
				continue
			}
			for k, tries := 0, 0; k < perContract && tries < 3000; tries++ {
				st, ok := playTowards(rng, rules, 3, func(x game.Contract) bool { return x == c }, c)
				if !ok {
					continue
				}
				k++
				pr, err := NewProblem(&st, st.Turn())
				if err != nil && mayRefuse(&st) {
					nRefused++
					continue
				}
				if err != nil {
					t.Fatalf("%s %v: %v", name, c, err)
				}
				checkPosition(t, s, &st, pr, name)
				counts[c]++
			}
		}
		for _, c := range []game.Contract{game.Pascha, game.Zwikkolo, game.Trio, game.Quarto, game.Quinto,
			game.Drescher, game.Halbe, game.Raeuber, game.Solo, game.Cego} {
			if rules.Offers(c) && counts[c] == 0 {
				t.Errorf("%s: no position of %v", name, c)
			}
		}
		t.Logf("%s: positions per contract %v, refused %d", name, counts, nRefused)
	}
}

// TestSolverFollowsEngine plays random whole deals under every preset and
// option, the engine and the solver's own position side by side: the
// solver's legal cards and seat to move must be the engine's at every step
// (this covers the due trumps of GEREGELTER_RAEUBER and the forced leads,
// which the small end positions never reach), and its count at the end the
// engine's.
func TestSolverFollowsEngine(t *testing.T) {
	names, sets := ruleSets(t)
	for i, rules := range sets {
		name := names[i]
		rng := rand.New(rand.NewPCG(uint64(i)+70, 5))
		checked, due := 0, 0
		counts := map[game.Contract]int{}
		for c := game.Cego; c < game.Contract(game.NumContracts); c++ {
			if !rules.Offers(c) {
				continue
			}
			per := 8
			if c == game.Raeuber {
				per = 40 // its due trumps
			}
			for k, tries := 0, 0; k < per && tries < 2000; tries++ {
				st, ok := playTowards(rng, rules, rules.HandSize(), func(x game.Contract) bool { return x == c }, c)
				if !ok || st.TrickCount() != 1 || st.CurrentTrick().N != 0 {
					continue
				}
				k++
				followDeal(t, rng, name, st, &checked, &due, counts)
			}
		}
		if rules.ParlettLeere {
			t.Logf("%s: deals per contract %v", name, counts)
		}
		if rules.GeregelterRaeuber && due < 8 {
			t.Errorf("%s: only %d deals with due trumps", name, due)
		}
		if checked < 20 {
			t.Errorf("%s: only %d deals", name, checked)
		}
	}
}

// followLine plays one random line from st on the engine and on pr. With
// fresh, every problem made afresh mid-deal (which must read the shown
// cards of PARLETT_LEERE from the state) is followed to the end too.
func followLine(t *testing.T, rng *rand.Rand, label string, st game.State, pr Problem, seat game.Seat, fresh bool) {
	t.Helper()
	for {
		if got, want := pr.Legal(), st.LegalCards(); got != want {
			t.Fatalf("%s trick %d: solver allows %v, engine %v", label, st.TrickCount(), got, want)
		}
		if pr.Turn() != st.Turn() {
			t.Fatalf("%s trick %d: solver's turn %v, engine's %v", label, st.TrickCount(), pr.Turn(), st.Turn())
		}
		// a problem made afresh mid-deal agrees too
		f, err := NewProblem(&st, seat)
		switch {
		case err != nil && !mayRefuse(&st):
			t.Fatalf("%s: %v", label, err)
		case err != nil:
		case f.Legal() != st.LegalCards():
			t.Fatalf("%s trick %d: fresh problem allows %v, engine %v", label, st.TrickCount(), f.Legal(), st.LegalCards())
		case fresh:
			sub := rand.New(rand.NewPCG(rng.Uint64(), 1))
			followLine(t, sub, label+" (fresh)", st, *f, seat, false)
		}
		l := st.LegalCards().Slice()
		c := l[rng.IntN(len(l))]
		child, done, won := pr.Child(c)
		if err := st.Apply(game.CardAction(c)); err != nil {
			t.Fatal(err)
		}
		contract := st.Contract()
		if done {
			if normalPoints(&st) || contract == game.Raeuber {
				t.Fatalf("%s: a point game ended early", label)
			}
			// the outcome is decided: the engine agrees after any play-out
			for st.Phase() != game.Done {
				l := st.LegalCards().Slice()
				_ = st.Apply(game.CardAction(l[rng.IntN(len(l))]))
			}
			if w := reference(st, seat) == 1; w != won {
				t.Fatalf("%s: solver says won %v, engine %v", label, won, w)
			}
			return
		}
		pr = child
		if st.Phase() == game.Done {
			if !normalPoints(&st) && contract != game.Raeuber {
				t.Fatalf("%s: the deal ended, the solver did not", label)
			}
			if got, want := pr.fromV(0), reference(st, seat); got != want {
				t.Fatalf("%s: solver counts %d, engine %d", label, got, want)
			}
			return
		}
	}
}

// TestSolverRefusals checks that the solver refuses, with an error, what it
// cannot answer (positions outside trick play; under PARLETT_LEERE a card
// led by the declarer that may or may not have been shown) and accepts the
// shown cards of PARLETT_LEERE otherwise.
func TestSolverRefusals(t *testing.T) {
	st := game.Deal(game.Rules{}, 3, 1)
	if _, err := NewProblem(&st, 0); err == nil {
		t.Fatal("a deal in the auction was accepted")
	}
	rules := game.Rules{ParlettLeere: true, Halbe: true}
	rng := rand.New(rand.NewPCG(3, 4))
	shown, refusedN := 0, 0
	for tries := 0; tries < 3000; tries++ {
		to := []game.Contract{game.Halbe, game.EineLeere, game.ZweiLeere, game.ZweiVerschiedene}[tries%4]
		st, ok := playTowards(rng, rules, 11, func(c game.Contract) bool { return c == to }, to)
		if !ok {
			continue
		}
		_, err := NewProblem(&st, st.Turn())
		switch {
		case err != nil && !mayRefuse(&st):
			t.Fatalf("%v: %v", st.Contract(), err)
		case err != nil:
			refusedN++
		case st.Exposed() != 0:
			shown++
		}
	}
	if shown < 50 || refusedN == 0 {
		t.Fatalf("%d positions with shown cards accepted, %d refused", shown, refusedN)
	}
	t.Logf("%d positions with shown cards accepted, %d refused", shown, refusedN)
}

// TestSolverShownPipMinimax checks the Halbe's shown pip under
// PARLETT_LEERE against minimax over the engine: small end positions with
// the pip still in hand or just played to the trick.
func TestSolverShownPipMinimax(t *testing.T) {
	rules := game.Rules{ParlettLeere: true, Halbe: true}
	rng := rand.New(rand.NewPCG(5, 6))
	s := New(16, 0)
	inHand, inTrick := 0, 0
	for tries := 0; tries < 20000 && (inHand < 100 || inTrick < 5); tries++ {
		st, ok := playTowards(rng, rules, 3, func(c game.Contract) bool { return c == game.Halbe }, game.Halbe)
		if !ok {
			continue
		}
		pr, err := NewProblem(&st, st.Turn())
		if err != nil {
			if !mayRefuse(&st) {
				t.Fatal(err)
			}
			continue
		}
		switch {
		case st.Exposed() != 0 && inHand < 100:
			inHand++
		case pr.p.trickDead != 0:
			inTrick++
		default:
			continue
		}
		checkPosition(t, s, &st, pr, "Halbe shown")
	}
	if inHand < 100 || inTrick < 5 {
		t.Fatalf("%d positions with the pip in hand, %d with it dead in the trick", inHand, inTrick)
	}
}

// followDeal follows one random line of the deal st (at its first lead)
// for a random seat; see followLine.
func followDeal(t *testing.T, rng *rand.Rand, name string, st game.State, checked, due *int, counts map[game.Contract]int) {
	t.Helper()
	seat := game.Seat(rng.IntN(st.Players()))
	pr, err := NewProblem(&st, seat)
	if err != nil {
		t.Fatalf("%s %v: %v", name, st.Contract(), err)
	}
	followLine(t, rng, fmt.Sprintf("%s %v", name, st.Contract()), st, *pr, seat, st.Rules().ParlettLeere)
	*checked++
	counts[st.Contract()]++
	if st.DueTrumps() != 0 {
		*due++
	}
}
