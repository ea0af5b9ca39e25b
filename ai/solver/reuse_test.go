package solver

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/cego-spiel/cego/game"
)

var reuseDeals = flag.Int("solver-reuse", 0, "deals of TestSolverReuse (0: a quick run)")

// TestSolverReuse checks that a Solver reused across many problems without
// Reset — positions of many deals under every preset and option, lines of
// play through each deal (Problem.Child and problems made afresh after the
// cards were applied), several lines from the same position (other hands
// of the same deal), with some searches cut short by a small node cap or a
// deadline already past — answers every completed search (Value, AtLeast,
// Factor, Moves exact and in bands) as a fresh Solver does, and as plain
// minimax over the engine does for positions of up to three cards a hand.
func TestSolverReuse(t *testing.T) {
	names, sets := ruleSets(t)
	deals := 150
	if testing.Short() {
		deals = 60
	}
	if *reuseDeals > 0 {
		deals = *reuseDeals
	}
	rng := rand.New(rand.NewPCG(31, 32))
	shared := New(10, 0) // a small table: entries of many deals meet
	r := reuseRun{t: t, rng: rng, s: shared}
	for d := 0; d < deals; d++ {
		i := rng.IntN(len(sets))
		rules := sets[i]
		var offered []game.Contract
		for c := game.Cego; c < game.Contract(game.NumContracts); c++ {
			if rules.Offers(c) {
				offered = append(offered, c)
			}
		}
		to := offered[rng.IntN(len(offered))]
		left := 3 + rng.IntN(5)
		var st game.State
		ok := false
		for tries := 0; tries < 200 && !ok; tries++ {
			st, ok = playTowards(rng, rules, left, func(x game.Contract) bool { return x == to }, to)
		}
		if !ok {
			continue
		}
		seat := game.Seat(rng.IntN(st.Players()))
		label := fmt.Sprintf("deal %d (%s %v, seat %d)", d, names[i], to, seat)
		// several lines from the same position
		for line := 0; line < 3; line++ {
			r.line(label+fmt.Sprintf(" line %d", line), st, seat)
		}
		r.counts[b2i(to.Info().Normal)]++
	}
	t.Logf("%d comparisons with a fresh solver, %d with minimax, %d searches cut short; deals normal/other %v",
		r.fresh, r.minimax, r.cut, r.counts)
	if r.cut < deals || r.fresh < 20*deals {
		t.Fatalf("too little covered: %d searches cut short, %d comparisons", r.cut, r.fresh)
	}
}

// reuseRun is the state of TestSolverReuse.
type reuseRun struct {
	t              *testing.T
	rng            *rand.Rand
	s              *Solver
	fresh, minimax int
	cut            int
	counts         [2]int
	freshSolver    *Solver // cleared before every problem
}

// line follows one random line of play from st, checking the shared
// solver at every position.
func (r *reuseRun) line(label string, st game.State, seat game.Seat) {
	t := r.t
	pr, err := NewProblem(&st, seat)
	if err != nil {
		if mayRefuse(&st) {
			return
		}
		t.Fatalf("%s: %v", label, err)
	}
	cur := *pr
	for st.Phase() == game.Playing {
		// the problem made afresh from the state and the one reached by
		// Child are the same position
		probs := []*Problem{&cur}
		if f, err := NewProblem(&st, seat); err == nil {
			probs = append(probs, f)
		}
		for _, p := range probs {
			if r.rng.IntN(2) == 0 {
				r.interrupt(p)
			}
			r.check(label, &st, p, seat)
		}
		l := st.LegalCards().Slice()
		c := l[r.rng.IntN(len(l))]
		child, done, _ := cur.Child(c)
		if err := st.Apply(game.CardAction(c)); err != nil {
			t.Fatal(err)
		}
		if done {
			return
		}
		cur = child
	}
}

// interrupt runs a search on the shared solver that a small node cap or a
// deadline ends early.
func (r *reuseRun) interrupt(pr *Problem) {
	s := r.s
	s.ResetNodes()
	if r.rng.IntN(2) == 0 {
		s.SetNodeCap(1 + r.rng.IntN(1+r.rng.IntN(400))) // mostly small
	} else {
		// a deadline already past ends the search at a node count that is
		// a multiple of 1024; the counter runs on from earlier searches
		s.SetDeadline(time.Now().Add(-time.Second))
		s.nodes = 1024*(1+r.rng.IntN(4)) - 1 - r.rng.IntN(300)
	}
	var err error
	switch r.rng.IntN(4) {
	case 0:
		_, err = s.Value(pr)
	case 1:
		_, err = s.AtLeast(pr, r.rng.IntN(80))
	case 2:
		_, err = s.Factor(pr)
	default:
		_, err = s.Moves(pr, r.rng.IntN(2) == 0)
	}
	if err != nil {
		r.cut++
	}
	s.SetNodeCap(0)
	s.SetDeadline(time.Time{})
	s.ResetNodes()
}

// check compares the shared solver's answers on pr with a fresh solver's
// (and with minimax on small positions).
func (r *reuseRun) check(label string, st *game.State, pr *Problem, seat game.Seat) {
	t := r.t
	t.Helper()
	if r.freshSolver == nil {
		r.freshSolver = New(14, 0)
	}
	f := r.freshSolver
	f.Reset()
	c := st.Contract()
	label = fmt.Sprintf("%s trick %d card %d", label, st.TrickCount(), st.CurrentTrick().N)
	want, err := f.Value(pr)
	if err != nil {
		t.Fatal(err)
	}
	if st.Hand(st.Turn()).Len() <= 3 {
		if m := reference(*st, seat); m != want {
			t.Fatalf("%s %v: fresh solver %d, minimax %d", label, c, want, m)
		}
		r.minimax++
	}
	got, err := r.s.Value(pr)
	if err != nil {
		t.Fatal(err)
	}
	r.fresh++
	if got != want {
		t.Fatalf("%s %v: reused solver %d, fresh %d", label, c, got, want)
	}
	point := pr.Points()
	for k := 0; k < 2; k++ {
		th := want + r.rng.IntN(3) - 1
		ok, err := r.s.AtLeast(pr, th)
		if err != nil {
			t.Fatal(err)
		}
		r.fresh++
		w := want >= th
		if !point {
			w = want == 1 // t is ignored
		}
		if ok != w {
			t.Fatalf("%s %v: reused AtLeast(%d) = %v, value %d", label, c, th, ok, want)
		}
		if !point {
			break
		}
	}
	if normalPoints(st) {
		fv, err := r.s.Factor(pr)
		if err != nil {
			t.Fatal(err)
		}
		r.fresh++
		if w := pr.rules.Factor(want); fv != w {
			t.Fatalf("%s %v: reused Factor %d, value %d has %d", label, c, fv, want, w)
		}
	}
	exact := r.rng.IntN(2) == 0
	a, err := r.s.Moves(pr, exact)
	if err != nil {
		t.Fatal(err)
	}
	f.Reset()
	b, err := f.Moves(pr, exact)
	if err != nil {
		t.Fatal(err)
	}
	if len(a) != len(b) {
		t.Fatalf("%s %v: reused %d moves, fresh %d", label, c, len(a), len(b))
	}
	best := 0
	maxi := pr.p.max[pr.p.turn]
	for i := range a {
		r.fresh++
		if a[i] != b[i] {
			t.Fatalf("%s %v: Moves(exact %v): reused %+v, fresh %+v", label, c, exact, a[i], b[i])
		}
		if i == 0 || maxi && b[i].Value > best || !maxi && b[i].Value < best {
			best = b[i].Value
		}
	}
	// the best move keeps the value (in bands: its band)
	if exact || !normalPoints(st) {
		if best != want {
			t.Fatalf("%s %v: best move %d, value %d", label, c, best, want)
		}
	}
}

// TestUltimoGeissMond is the position TestSolverReuse first failed on: in
// Ultimo the Geiß (T1) and the Mond (T21) are neighbours of equal value
// once trumps 2–20 are gone, but not equivalent. Three players, the
// declarer (seat 0, T21 T1 s10 hQ) to lead to the tenth of 13 tricks
// against c8 sK sJ s9 and T13 c9 hC h4: after s10, seat 2 ruffs with
// T13 and the declarer keeps the Geiß for the last trick (T21 over a club
// lead, hQ over a heart).
func TestUltimoGeissMond(t *testing.T) {
	var pr Problem
	pr.p = pos{hands: [4]game.Cards{17600777027585, 158922178560, 9070987710464, 0}, n: 3,
		max: [4]bool{true}, trickNo: 9, total: 13, kind: kindUltimo, declWon: 4,
		due: [3]game.Card{game.NoCard, game.NoCard, game.NoCard}, ctx: 1}
	if got := fmt.Sprint(pr.p.hands[0], " / ", pr.p.hands[1], " / ", pr.p.hands[2]); got != "T21 T1 s10 hQ / c8 sK sJ s9 / T13 c9 hC h4" {
		t.Fatalf("hands %s", got)
	}
	mvs, err := New(14, 0).Moves(&pr, true)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]int{"T1": 0, "T21": 1, "s10": 1, "hQ": 1}
	for _, mv := range mvs {
		if w := want[mv.Card.String()]; mv.Value != w {
			t.Errorf("%v: %d, want %d", mv.Card, mv.Value, w)
		}
	}
}
