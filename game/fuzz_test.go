package game

import (
	"encoding/json"
	"math/rand/v2"
	"testing"
)

func FuzzParseCards(f *testing.F) {
	for _, s := range []string{"T21 GS hK s10", "", "d1 d2 d3 d4", "T1 T1", "x", "T22", "hK  \t cQ"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		set, err := ParseCards(s)
		if err != nil {
			return
		}
		back, err := ParseCards(set.String())
		if err != nil || back != set {
			t.Fatalf("%q: round trip gave %v, %v", s, back, err)
		}
	})
}

func FuzzParseAction(f *testing.F) {
	for _, s := range []string{"pass", "zwei-leere", "T21", "GS", "mein", "", "PASS"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		a, err := ParseAction(s)
		if err != nil {
			return
		}
		if a.String() != s {
			t.Fatalf("%q parsed as %v", s, a)
		}
	})
}

func FuzzSittingJSON(f *testing.F) {
	m := playRandomSitting(f, Rules{}, 2, 5)
	good, _ := json.Marshal(m)
	f.Add(good)
	m3 := playRandomSitting(f, Rules{Players: 3}, 1, 6)
	good3, _ := json.Marshal(m3)
	f.Add(good3)
	sm, _ := Preset("SCHWARZWALDMEISTERSCHAFT")
	goodSM, _ := json.Marshal(playRandomSitting(f, sm, 2, 7))
	f.Add(goodSM)
	five, _ := json.Marshal(playRandomSitting(f, Rules{FiveAtTable: true, Offen: true, Drescher: true}, 3, 8))
	f.Add(five)
	f.Add([]byte(`{"format":1,"rules":{},"deals":[{"dealer":3,"actions":""}]}`))
	f.Add([]byte(`{}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		var m Sitting
		if err := json.Unmarshal(data, &m); err != nil {
			return
		}
		// Whatever was accepted must be a real, replayable sitting.
		out, err := json.Marshal(&m)
		if err != nil {
			t.Fatal(err)
		}
		var back Sitting
		if err := json.Unmarshal(out, &back); err != nil {
			t.Fatalf("re-reading an accepted sitting failed: %v", err)
		}
		if back.State() != m.State() || back.Totals() != m.Totals() {
			t.Fatal("re-read sitting differs")
		}
	})
}

func FuzzParseScript(f *testing.F) {
	for _, sc := range scenarios {
		f.Add(sc.script)
	}
	for _, sc := range optionScenarios {
		f.Add(sc.script)
	}
	f.Add("players: 3\ndeck: T1\n")
	f.Fuzz(func(t *testing.T, text string) {
		sc, err := ParseScript(text)
		if err != nil {
			return
		}
		if _, err := sc.Deal(); err != nil {
			t.Fatalf("accepted script does not deal: %v", err)
		}
		_, _ = sc.Play() // may refuse an action, must not panic
	})
}

func FuzzParseProfile(f *testing.F) {
	for _, p := range Presets() {
		data, _ := json.Marshal(Profile{Name: p.German, Rules: p.Rules})
		f.Add(data)
	}
	f.Add([]byte(`{"format":1,"name":"x","players":3,"options":["3P_OHNE_RAEUBER","DRESCHER"],"specials":"GRUPP"}`))
	f.Add([]byte(`{"format":1,"options":["COUNT_PAIRS","HALBE"],"scoring":1}`))
	f.Add([]byte(`{}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		p, err := ParseProfile(data)
		if err != nil {
			return
		}
		if err := p.Rules.Validate(); err != nil {
			t.Fatalf("accepted profile with invalid rules: %v", err)
		}
		out, err := json.Marshal(p)
		if err != nil {
			t.Fatal(err)
		}
		back, err := ParseProfile(out)
		if err != nil || back != p {
			t.Fatalf("round trip: %+v, %v", back, err)
		}
		s := Deal(p.Rules, 0, 1) // the rules deal
		if s.Rules() != p.Rules {
			t.Fatal("Deal changed valid rules")
		}
	})
}

// FuzzViewJSON: the View reader never panics, and whatever it accepts is a
// view it writes and reads back equal.
func FuzzViewJSON(f *testing.F) {
	rng := rand.New(rand.NewPCG(3, 4))
	for i, r := range []Rules{{}, {Players: 3}, {FiveAtTable: true, Halbe: true, ParlettLeere: true}, {GeregelterRaeuber: true, Offen: true}} {
		s := playedTo(r, uint64(i+1), func(s *State) bool { return rng.IntN(30) == 0 })
		for _, v := range viewsOf(&s) {
			b, err := json.Marshal(v)
			if err != nil {
				f.Fatal(err)
			}
			f.Add(b)
		}
	}
	f.Add([]byte(`{"v":1,"rules":{},"seat":0,"dealer":3,"calls":"","known":["","","",""],"counts":[11,11,11,11],"blindCount":10}`))
	f.Add([]byte(`null`))
	f.Fuzz(func(t *testing.T, data []byte) {
		var v View
		if err := json.Unmarshal(data, &v); err != nil || v == (View{}) {
			return // refused, or null
		}
		out, err := json.Marshal(v)
		if err != nil {
			t.Fatalf("an accepted view is not written: %v", err)
		}
		var back View
		if err := json.Unmarshal(out, &back); err != nil || back != v {
			t.Fatalf("an accepted view does not read back equal: %v\n%s", err, out)
		}
	})
}
