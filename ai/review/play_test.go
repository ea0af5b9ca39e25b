package review

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/cego-spiel/cego/ai"
	"github.com/cego-spiel/cego/ai/internal/race"
	"github.com/cego-spiel/cego/ai/solver"
	"github.com/cego-spiel/cego/game"
)

// playRecord plays a deal with rule bots and returns its start and actions.
func playRecord(t *testing.T, rules game.Rules, seed uint64) (game.State, []game.Action) {
	t.Helper()
	start := game.Deal(rules, game.Seat(rules.N()-1), seed)
	st := start
	var bots [4]ai.Bot
	for s := range bots {
		bots[s] = ai.NewEasyBot(seed + uint64(s))
	}
	var acts []game.Action
	for st.Phase() != game.Done {
		a := bots[st.Turn()].Choose(st.View(st.Turn()))
		if err := st.Apply(a); err != nil {
			t.Fatal(err)
		}
		acts = append(acts, a)
	}
	return start, acts
}

// TestReviewVerdicts reviews seeded deals for seat 0 and checks every
// verdict against the solver's exact value of each legal card, where that
// is quick to get (up to 6 cards in hand).
func TestReviewVerdicts(t *testing.T) {
	if race.Enabled {
		t.Skip("long single-threaded work: checked by the run without -race")
	}
	checked, lost := 0, 0
	// seeds whose first tricks the solver settles in seconds (seed 5 takes
	// minutes: see Config.Budget)
	for _, seed := range []uint64{1, 3, 4, 6} {
		start, acts := playRecord(t, game.Rules{}, seed)
		t0 := time.Now()
		var progress []int
		vs, err := Play(context.Background(), start, acts, 0, Config{Progress: func(i int, v CardVerdict) { progress = append(progress, i) }})
		if err != nil {
			t.Fatal(err)
		}
		st := start
		var want []int
		for i, a := range acts {
			if st.Phase() == game.Playing && st.Turn() == 0 {
				want = append(want, i)
			}
			_ = st.Apply(a)
		}
		if len(vs) != len(want) || len(progress) != len(vs) {
			t.Fatalf("seed %d: %d verdicts, %d progress calls for %d cards", seed, len(vs), len(progress), len(want))
		}
		contract := st.Contract()
		t.Logf("seed %d, %v (declarer %d): %v", seed, contract, st.Declarer(), time.Since(t0))
		st = start
		k := 0
		for i, a := range acts {
			if k < len(vs) && vs[k].Index == i {
				v := vs[k]
				k++
				t.Log("  ", v)
				if v.Err != nil {
					t.Fatalf("no verdict: %v", v)
				}
				if v.Played != a.Card() || v.Trick != st.TrickCount() {
					t.Fatalf("verdict %v for %v in trick %d", v, a, st.TrickCount())
				}
				if v.Lost == 0 && v.Best != v.Played || v.Lost > 0 && v.Why == WhyNone {
					t.Fatalf("inconsistent %+v", v)
				}
				checkReason(t, &st, v)
				if !v.Forced && st.Hand(0).Len() <= 6 {
					checkVerdict(t, &st, v)
					checked++
				}
				if v.Lost > 0 {
					lost++
				}
			}
			if err := st.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
	}
	if checked == 0 || lost == 0 {
		t.Fatalf("checked %d verdicts against the solver, %d with a loss: the test proves nothing", checked, lost)
	}
}

// checkVerdict compares v with the exact value of every legal card.
func checkVerdict(t *testing.T, st *game.State, v CardVerdict) {
	t.Helper()
	pr, err := solver.NewProblem(st, 0)
	if err != nil {
		t.Fatal(err)
	}
	mv, err := solver.New(16, 0).Moves(pr, true)
	if err != nil {
		t.Fatal(err)
	}
	j := judgeOf(st, 0)
	bestV := -1
	for _, m := range mv {
		if m.Card == v.Played && m.Value != v.Value {
			t.Fatalf("%v: played card's value %d, solver says %d", v, v.Value, m.Value)
		}
		if bestV < 0 || j.seatMaxi && m.Value > bestV || !j.seatMaxi && m.Value < bestV {
			bestV = m.Value
		}
	}
	if v.BestValue != bestV {
		t.Fatalf("%v: best value %d, solver says %d (%+v)", v, v.BestValue, bestV, mv)
	}
}

// TestReviewCap: a node cap too small for the first tricks gives verdicts
// with Err set there, never a wrong verdict.
func TestReviewCap(t *testing.T) {
	start, acts := playRecord(t, game.Rules{}, 3)
	vs, err := Play(context.Background(), start, acts, 0, Config{NodeCap: 200})
	if err != nil {
		t.Fatal(err)
	}
	capped := 0
	for _, v := range vs {
		if v.Err != nil {
			capped++
			if !strings.Contains(v.String(), "no verdict") {
				t.Fatalf("%v", v)
			}
		}
	}
	if capped == 0 {
		t.Fatal("a cap of 200 nodes stopped no decision")
	}
}

// TestReviewRefusesBadRecord: an illegal action is an error, not a panic.
func TestReviewRefusesBadRecord(t *testing.T) {
	start, acts := playRecord(t, game.Rules{}, 1)
	bad := append([]game.Action(nil), acts...)
	bad[len(bad)-1] = bad[0]
	if _, err := Play(context.Background(), start, bad, 0, Config{}); err == nil {
		t.Fatal("an illegal record was reviewed")
	}
	if _, err := Play(context.Background(), start, acts, 5, Config{}); err == nil {
		t.Fatal("seat 5 was reviewed")
	}
}

// TestReviewOtherContracts reviews a Räuber, a special game and a
// three-player deal, checking the late verdicts against the solver.
func TestReviewOtherContracts(t *testing.T) {
	if race.Enabled {
		t.Skip("long single-threaded work: checked by the run without -race")
	}
	found := map[string]bool{}
	for seed := uint64(1); seed <= 400 && len(found) < 3; seed++ {
		rules := game.Rules{}
		if seed%2 == 0 {
			rules.Players = 3
		}
		start, acts := playRecord(t, rules, seed)
		st := start
		for _, a := range acts {
			_ = st.Apply(a)
		}
		kind := ""
		switch c := st.Contract(); {
		case c == game.Raeuber:
			kind = "räuber"
		case !c.Info().Normal:
			kind = "special"
		case rules.Players == 3:
			kind = "three"
		}
		if kind == "" || found[kind] {
			continue
		}
		vs, err := Play(context.Background(), start, acts, 0, Config{NodeCap: 3_000_000})
		if err != nil {
			t.Fatal(err)
		}
		st = start
		k, checked := 0, 0
		for i, a := range acts {
			if k < len(vs) && vs[k].Index == i {
				v := vs[k]
				k++
				if v.Err == nil && !v.Forced && st.Hand(0).Len() <= 6 {
					checkVerdict(t, &st, v)
					checked++
				}
				if v.Err == nil && v.Game != (kind == "special") {
					t.Fatalf("%s: %+v", kind, v)
				}
			}
			_ = st.Apply(a)
		}
		if checked > 0 {
			found[kind] = true
			t.Logf("seed %d %v: %d verdicts checked", seed, st.Contract(), checked)
		}
	}
	if len(found) < 3 {
		t.Fatalf("found only %v", found)
	}
}

// checkReason checks what a reason says about its card: worth at least 2,
// the seat's side's own when kept safe, the other side's when caught.
func checkReason(t *testing.T, st *game.State, v CardVerdict) {
	t.Helper()
	j := judgeOf(st, 0)
	var ours game.Cards
	for q := game.Seat(0); int(q) < st.Players(); q++ {
		if j.ourSide(q) {
			ours |= st.Hand(q)
		}
	}
	cur := st.CurrentTrick()
	for i := 0; i < int(cur.N); i++ {
		if j.ourSide(cur.Seat(i)) {
			ours |= cur.Cards[i].Bit()
		}
	}
	switch v.Why {
	case WhySaves:
		if v.Card.Points() < 2 || !ours.Has(v.Card) {
			t.Fatalf("%v: %v is not a card of the side worth keeping", v, v.Card)
		}
	case WhyCatches:
		if v.Card.Points() < 2 || ours.Has(v.Card) || !v.Card.Valid() {
			t.Fatalf("%v: %v is not the other side's card worth catching", v, v.Card)
		}
	}
}

// TestReviewDurchmarsch: a Solo announced as a Durchmarsch is judged as
// won or lost (every trick), like the special games, not in card points.
func TestReviewDurchmarsch(t *testing.T) {
	rules := game.Rules{Players: 4, Durchmarsch: true}
	for seed := uint64(1); seed < 400; seed++ {
		start := game.Deal(rules, game.Seat(seed%4), seed)
		st := start
		rb := ai.NewRuleBot(seed)
		var acts []game.Action
		for steps := 0; st.Phase() != game.Done && steps < 500; steps++ {
			v := st.View(st.Turn())
			a := rb.Choose(v)
			for _, call := range []game.Action{game.CallSolo, game.CallDurchmarsch} {
				if v.IsLegal(call) {
					a = call
				}
			}
			if err := st.Apply(a); err != nil {
				t.Fatal(err)
			}
			acts = append(acts, a)
		}
		if a, ok := st.Announcement(); !ok || a != game.CallDurchmarsch {
			continue
		}
		decl := st.Declarer()
		vs, err := Play(context.Background(), start, acts, decl, Config{NodeCap: 2_000_000})
		if err != nil {
			t.Fatal(err)
		}
		judged := 0
		for _, v := range vs {
			if v.Err != nil || v.Forced {
				continue
			}
			judged++
			if !v.Game || v.Value < 0 || v.Value > 1 || v.BestValue < 0 || v.BestValue > 1 {
				t.Fatalf("seed %d: a Durchmarsch verdict not judged as won or lost: %+v", seed, v)
			}
		}
		if judged > 0 {
			t.Logf("seed %d: %d verdicts", seed, judged)
			return
		}
	}
	t.Fatal("no Durchmarsch deal with a judged card was found")
}
