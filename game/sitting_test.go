package game

import (
	"encoding/json"
	"errors"
	"math/rand/v2"
	"strings"
	"testing"
)

func playRandomSitting(t testing.TB, r Rules, deals int, seed uint64) *Sitting {
	m, err := NewSitting(r, seed)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(seed, 1))
	buf := make([]Action, 0, 64)
	for i := 0; i < deals; i++ {
		if i > 0 {
			if err := m.NextDeal(); err != nil {
				t.Fatal(err)
			}
		}
		for st := m.State(); st.Phase() != Done; st = m.State() {
			if err := m.Apply(randomPolicy(&st, rng, buf)); err != nil {
				t.Fatal(err)
			}
		}
	}
	return m
}

func TestSittingRoundTrip(t *testing.T) {
	for _, players := range []int{4, 3} {
		m := playRandomSitting(t, Rules{Players: players}, 6, 42)
		if err := m.NextDeal(); err != nil {
			t.Fatal(err)
		}
		for k := 0; k < 20; k++ { // part of a seventh deal
			st := m.State()
			_ = m.Apply(st.Legal()[0])
		}
		data, err := json.Marshal(m)
		if err != nil {
			t.Fatal(err)
		}
		var back Sitting
		if err := json.Unmarshal(data, &back); err != nil {
			t.Fatal(err)
		}
		if back.State() != m.State() {
			t.Fatal("replayed current deal differs")
		}
		if back.Totals() != m.Totals() {
			t.Fatalf("totals %v, want %v", back.Totals(), m.Totals())
		}
		sum := 0
		for _, v := range m.Totals() {
			sum += v
		}
		if sum != 0 {
			t.Fatalf("totals not zero-sum: %v", m.Totals())
		}
		ds := m.Deals()
		for i := 1; i < len(ds); i++ {
			if int(ds[i].Dealer) != (int(ds[i-1].Dealer)+1)%players {
				t.Fatal("dealer does not rotate")
			}
		}
		again, _ := json.Marshal(&back)
		if string(again) != string(data) {
			t.Fatal("marshal after unmarshal differs")
		}
	}
}

func TestSittingRejectsImpossible(t *testing.T) {
	m := playRandomSitting(t, Rules{}, 2, 7)
	good, _ := json.Marshal(m)
	cases := map[string]func(map[string]any){
		"newer": func(j map[string]any) { j["format"] = 99 },
		"players": func(j map[string]any) {
			j["rules"] = map[string]any{"players": 5}
		},
		"dealer": func(j map[string]any) {
			j["deals"].([]any)[1].(map[string]any)["dealer"] = 2
		},
		"action": func(j map[string]any) {
			d := j["deals"].([]any)[0].(map[string]any)
			d["actions"] = "solo " + d["actions"].(string)
		},
		"token": func(j map[string]any) {
			j["deals"].([]any)[0].(map[string]any)["actions"] = "pass hello"
		},
		"unfinished": func(j map[string]any) {
			d := j["deals"].([]any)[0].(map[string]any)
			d["actions"] = strings.Join(strings.Fields(d["actions"].(string))[:10], " ")
		},
		"deck": func(j map[string]any) {
			j["deals"].([]any)[0].(map[string]any)["deck"] = "T1 T1"
		},
	}
	for name, mutate := range cases {
		var c map[string]any
		dec := json.NewDecoder(strings.NewReader(string(good)))
		dec.UseNumber() // keep 64-bit seeds exact
		if err := dec.Decode(&c); err != nil {
			t.Fatal(err)
		}
		mutate(c)
		data, _ := json.Marshal(c)
		var back Sitting
		err := json.Unmarshal(data, &back)
		if err == nil {
			t.Errorf("%s: accepted", name)
			continue
		}
		t.Logf("%s: %v", name, err)
	}
	var back Sitting
	if err := json.Unmarshal([]byte(`{"format":99}`), &back); err == nil || !strings.Contains(err.Error(), "newer") {
		t.Errorf("newer format: %v", err)
	}
}

func TestSittingUndo(t *testing.T) {
	m, _ := NewSitting(Rules{}, 3)
	before := m.State()
	st := m.State()
	if err := m.Apply(st.Legal()[0]); err != nil {
		t.Fatal(err)
	}
	if !m.UndoLast() || m.State() != before {
		t.Fatal("undo did not restore the state")
	}
	if m.UndoLast() {
		t.Fatal("undo with no actions")
	}
	if err := m.NextDeal(); !errors.Is(err, ErrDealNotDone) {
		t.Fatalf("NextDeal mid-deal: %v", err)
	}
}
