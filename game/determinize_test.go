package game

import (
	"math/rand/v2"
	"reflect"
	"testing"
)

// viewRules are the rules the view tests walk: both player counts, every
// preset, a few single options that hide or show cards in their own way,
// and random combinations.
func viewRules(rng *rand.Rand, random int) []Rules {
	rs := []Rules{{Players: 4}, {Players: 3}}
	for _, p := range Presets() {
		rs = append(rs, p.Rules)
	}
	rs = append(rs,
		Rules{FiveAtTable: true},
		Rules{GeregelterRaeuber: true, Halbe: true},
		Rules{Offen: true, Pflichtsolo: PflichtsoloChallenge, ParlettLeere: true},
		Rules{Pflichtsolo: PflichtsoloEnforced, SoloUlti: true, Durchmarsch: true, GegensoloGehalten: true},
		Rules{Players: 3, OhneEinfachCego3: true, ZweiLeereTrumpfabwurf: true, ZweiVerschTrumpfabwurf: true, Offen: true},
	)
	for i := 0; i < random; i++ {
		rs = append(rs, randomRules(rng))
	}
	return rs
}

// walkViews plays random deals under r and calls f at every decision point
// and once the deal is Done, with the true State.
func walkViews(t *testing.T, r Rules, deals int, rng *rand.Rand, f func(s *State)) {
	t.Helper()
	buf := make([]Action, 0, 64)
	for i := 0; i < deals; i++ {
		s := Deal(r, Seat(i%r.N()), rng.Uint64())
		for steps := 0; ; steps++ {
			if steps > 200 {
				t.Fatal("deal does not end")
			}
			f(&s)
			if s.Phase() == Done {
				break
			}
			if err := s.Apply(randomPolicy(&s, rng, buf)); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// viewsOf returns every seat's view of s and the public one.
func viewsOf(s *State) []View {
	vs := []View{s.PublicView()}
	for p := Seat(0); p < Seat(s.Players()); p++ {
		vs = append(vs, s.View(p))
	}
	return vs
}

// TestConsistentDeal checks at every decision point of random deals, for
// every seat and a spectator, that the deal ConsistentDeal builds replays
// to the very same view, with as many actions as the real deal has taken.
func TestConsistentDeal(t *testing.T) {
	rng := rand.New(rand.NewPCG(31, 32))
	deals := 12
	if testing.Short() {
		deals = 4
	}
	views := 0
	for _, r := range viewRules(rng, 12) {
		walkViews(t, r, deals, rng, func(s *State) {
			taken := actionsTaken(s)
			for _, v := range viewsOf(s) {
				d, err := v.ConsistentDeal(rng)
				if err != nil {
					t.Fatalf("%v: seat %d at %v step %d (%v): %v", r.OptionIDs(), v.Seat(), s.Phase(), s.step, s.Contract(), err)
				}
				if len(d.Actions) != taken {
					t.Fatalf("%v: %d actions, the deal has taken %d", r.OptionIDs(), len(d.Actions), taken)
				}
				got, err := d.Replay(r)
				if err != nil {
					t.Fatalf("%v: the consistent deal does not replay: %v", r.OptionIDs(), err)
				}
				if gv := v.of(&got); gv != v {
					t.Fatalf("%v: the consistent deal shows seat %d another view", r.OptionIDs(), v.Seat())
				}
				if s.Phase() == Done && got != *s {
					t.Fatalf("%v: a Done view gave another final State", r.OptionIDs())
				}
				views++
			}
		})
	}
	t.Logf("%d views", views)
}

// actionsTaken counts the actions taken in s since the deal: calls, keeps,
// discards and cards played.
func actionsTaken(s *State) int {
	k := int(s.ncalls) + s.played.Len() + s.kept.Len()
	if s.contract.UsesBlind() && s.step != stepKeep && s.declarer >= 0 {
		k += s.contract.info().Keep
		if s.step != stepDiscard {
			k += s.contract.info().Discard
		}
	}
	return k
}

// TestViewCheck checks that the refusal a view gives is exactly the true
// deal's, for every action, every seat and a spectator, at every decision
// point of random deals.
func TestViewCheck(t *testing.T) {
	rng := rand.New(rand.NewPCG(33, 34))
	deals := 3
	if testing.Short() {
		deals = 1
	}
	checked := 0
	for _, r := range viewRules(rng, 12) {
		walkViews(t, r, deals, rng, func(s *State) {
			for _, v := range viewsOf(s) {
				for a := Action(0); a <= numActions; a++ {
					st := *s
					want := st.ApplyFor(v.Seat(), a)
					got := v.Check(a)
					if !reflect.DeepEqual(got, want) {
						t.Fatalf("%v: seat %d, %v at step %d: Check says %v, the deal %v", r.OptionIDs(), v.Seat(), a, s.step, got, want)
					}
					checked++
				}
			}
		})
	}
	t.Logf("%d actions checked", checked)
}
