package game

import (
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"
)

// playedTo plays a seeded random deal under r until stop says so (or it
// is Done) and returns it.
func playedTo(r Rules, seed uint64, stop func(*State) bool) State {
	rng := rand.New(rand.NewPCG(seed, 1))
	buf := make([]Action, 0, 64)
	s := Deal(r, 0, seed)
	for s.Phase() != Done && !stop(&s) {
		_ = s.Apply(randomPolicy(&s, rng, buf))
	}
	return s
}

// wireOf returns the wire form of v as a map to tamper with.
func wireOf(t *testing.T, v View) map[string]any {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatal(err)
	}
	return m
}

// TestViewJSONRefuses feeds the reader damaged and impossible views: each
// must be refused with an error saying why, never accepted.
func TestViewJSONRefuses(t *testing.T) {
	mid := playedTo(Rules{}, 5, func(s *State) bool { return s.TrickCount() == 3 && s.CurrentTrick().N == 2 })
	if mid.Phase() != Playing {
		t.Fatalf("the deal is %v, not in play", mid.Phase())
	}
	v := mid.View(1)
	good, _ := json.Marshal(v)
	hand := v.Hand().Slice()
	other := mid.Hand(2).Slice() // cards seat 1 cannot see
	tricks := wireOf(t, v)["tricks"].([]any)

	cases := []struct {
		name, want string
		edit       func(m map[string]any)
		raw        string
	}{
		{name: "empty", raw: ``, want: "not a view"},
		{name: "garbage", raw: `{"v":1,"rules":`, want: "not a view"},
		{name: "truncated", raw: string(good[:len(good)/2]), want: "not a view"},
		{name: "empty object", raw: `{}`, want: "format version missing"},
		{name: "two values", raw: string(good) + ` {}`, want: "data after"},
		{name: "not an object", raw: `[1,2]`, want: "not a view"},
		{name: "too long", raw: `{"v":1,"calls":"` + strings.Repeat("pass ", 5000) + `"}`, want: "bytes"},
		{name: "newer", edit: func(m map[string]any) { m["v"] = 2 }, want: "newer version"},
		{name: "no version", edit: func(m map[string]any) { delete(m, "v") }, want: "version missing"},
		{name: "unknown field", edit: func(m map[string]any) { m["secret"] = "T1" }, want: "unknown field"},
		{name: "bad rules", edit: func(m map[string]any) { m["rules"] = map[string]any{"players": 5} }, want: "5 players"},
		{name: "seat out of range", edit: func(m map[string]any) { m["seat"] = 4 }, want: "seat 4"},
		{name: "dealer out of range", edit: func(m map[string]any) { m["dealer"] = -1 }, want: "dealer -1"},
		{name: "not a card", edit: func(m map[string]any) { m["hand"] = "T1 X9" }, want: "not a card"},
		{name: "card in a call", edit: func(m map[string]any) { m["calls"] = "T1 pass" }, want: "is a card"},
		{name: "card twice in the hand", edit: func(m map[string]any) { m["hand"] = hand[0].String() + " " + hand[0].String() }, want: "twice"},
		{name: "card in hand and trick", edit: func(m map[string]any) {
			m["hand"] = m["hand"].(string) + " " + strings.Fields(tricks[0].(string))[0]
		}, want: "two places"},
		{name: "card in two hands", edit: func(m map[string]any) { m["known"] = []any{"", "", hand[0].String(), ""} }, want: "two places"},
		{name: "too many keeps", edit: func(m map[string]any) { m["keeps"] = 3 }, want: "keeps at most"},
		{name: "counts do not add up", edit: func(m map[string]any) { m["counts"] = []any{9, 9, 9, 8} }, want: "unseen"},
		{name: "count below the known", edit: func(m map[string]any) { m["counts"] = []any{9, 0, 9, 9} }, want: "holds 0 cards"},
		{name: "counts for three", edit: func(m map[string]any) { m["counts"] = []any{9, 9, 9} }, want: "seats"},
		{name: "a card it cannot know", edit: func(m map[string]any) {
			m["known"] = []any{"", "", other[0].String(), ""}
		}, want: "impossible view"},
		{name: "hidden blind shown", edit: func(m map[string]any) { m["blind"] = other[0].String() }, want: "impossible view"},
		{name: "trick regrouped", edit: func(m map[string]any) {
			tr := append([]any(nil), tricks...)
			f := strings.Fields(tr[0].(string))
			tr[0] = strings.Join(f[:3], " ")
			tr[2] = f[3] + " " + tr[2].(string)
			m["tricks"] = tr
		}, want: "do not fall into the tricks"},
		{name: "a call too many", edit: func(m map[string]any) { m["calls"] = m["calls"].(string) + " pass" }, want: "do not follow"},
		{name: "dead pip without PARLETT_LEERE", edit: func(m map[string]any) {
			tr := append([]any(nil), tricks...)
			tr[0] = strings.Replace(tr[0].(string), " ", "! ", 1)
			m["tricks"] = tr
		}, want: "PARLETT_LEERE"},
		{name: "a card played twice", edit: func(m map[string]any) {
			tr := append([]any(nil), tricks...)
			tr[1] = strings.Fields(tr[0].(string))[0] + " " + tr[1].(string)
			m["tricks"] = tr
		}, want: "played before"},
		{name: "too many tricks", edit: func(m map[string]any) {
			tr := make([]any, 12)
			for i := range tr {
				tr[i] = ""
			}
			m["tricks"] = tr
		}, want: "tricks"},
		{name: "compulsory Solo out of range", edit: func(m map[string]any) { m["compulsory"] = []any{7} }, want: "seat 7"},
		{name: "a compulsory Solo it cannot know", edit: func(m map[string]any) { m["compulsory"] = []any{2} }, want: "impossible view"},
		{name: "kept unseen out of turn", edit: func(m map[string]any) { m["keptHidden"] = 1 }, want: "impossible view"},
		{name: "due trumps not trumps", edit: func(m map[string]any) { m["due"] = "hK" }, want: "due trumps"},
	}
	for _, c := range cases {
		data := []byte(c.raw)
		if c.edit != nil {
			m := wireOf(t, v)
			c.edit(m)
			data, _ = json.Marshal(m)
		}
		var w View
		err := w.UnmarshalJSON(data)
		if err == nil {
			t.Errorf("%s: accepted %s", c.name, data)
			continue
		}
		if !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %q does not say %q", c.name, err, c.want)
		}
		if w != (View{}) {
			t.Errorf("%s: the view was changed on error", c.name)
		}
	}
	var w View
	if err := json.Unmarshal(good, &w); err != nil || w != v {
		t.Fatalf("the untouched view was refused: %v", err)
	}
	if err := json.Unmarshal([]byte(`null`), &w); err != nil || w != v {
		t.Fatalf("null changed the view or was refused: %v", err)
	}
}

// TestViewJSONNoDeal: a View of no deal is not written.
func TestViewJSONNoDeal(t *testing.T) {
	s := Deal(Rules{}, 0, 1)
	for _, v := range []View{{}, s.View(NoSeat)} {
		if _, err := json.Marshal(v); err == nil {
			t.Error("a view of no deal was written")
		}
		if _, err := v.ConsistentDeal(rand.New(rand.NewPCG(1, 2))); err == nil {
			t.Error("a view of no deal has a consistent deal")
		}
		if err := v.Check(Pass); err == nil {
			t.Error("a view of no deal checks an action")
		}
	}
}

// TestViewJSONMutations tampers with real views in ways that keep the JSON
// well-formed and most values in range — cards moved between places,
// counts and pile sizes changed, calls and tricks cut or swapped — so the
// reader's deeper checks run: it must never panic, and whatever it accepts
// must read back equal (a possible view, if not the one tampered with).
func TestViewJSONMutations(t *testing.T) {
	rng := rand.New(rand.NewPCG(61, 62))
	n := 400
	if testing.Short() {
		n = 100
	}
	accepted := 0
	rules := viewRules(rng, 6)
	for i := 0; i < n; i++ {
		r := rules[i%len(rules)]
		s := playedTo(r, rng.Uint64(), func(*State) bool { return rng.IntN(25) == 0 })
		vs := viewsOf(&s)
		v := vs[rng.IntN(len(vs))]
		for k := 0; k < 20; k++ {
			m := wireOf(t, v)
			mutateWire(m, rng, r.Pack())
			data, _ := json.Marshal(m)
			var w View
			if err := w.UnmarshalJSON(data); err != nil {
				continue
			}
			accepted++
			out, err := json.Marshal(w)
			if err != nil {
				t.Fatal(err)
			}
			var back View
			if err := back.UnmarshalJSON(out); err != nil || back != w {
				t.Fatalf("an accepted view does not read back: %v\n%s", err, data)
			}
		}
	}
	t.Logf("%d of %d tampered views accepted (possible views)", accepted, n*20)
}

// mutateWire changes one or two fields of a view's wire form at random.
func mutateWire(m map[string]any, rng *rand.Rand, pack Cards) {
	cards := pack.Slice()
	randCards := func() string {
		var out []string
		for k := rng.IntN(4); k > 0; k-- {
			out = append(out, cards[rng.IntN(len(cards))].String())
		}
		return strings.Join(out, " ")
	}
	fields := []string{"hand", "blind", "legage", "discards", "kept", "exposed", "shown", "due"}
	ints := []string{"keeps", "discarded", "blindCount", "legageHidden", "keptHidden", "seat", "dealer"}
	for k := 1 + rng.IntN(2); k > 0; k-- {
		switch rng.IntN(6) {
		case 0:
			m[fields[rng.IntN(len(fields))]] = randCards()
		case 1:
			m[ints[rng.IntN(len(ints))]] = rng.IntN(14) - 1
		case 2:
			if known, ok := m["known"].([]any); ok && len(known) > 0 {
				known[rng.IntN(len(known))] = randCards()
			}
		case 3:
			if counts, ok := m["counts"].([]any); ok && len(counts) > 0 {
				counts[rng.IntN(len(counts))] = rng.IntN(24)
			}
		case 4:
			calls := strings.Fields(m["calls"].(string))
			if len(calls) > 0 {
				calls = calls[:rng.IntN(len(calls))]
			}
			m["calls"] = strings.Join(calls, " ")
		case 5:
			if tr, ok := m["tricks"].([]any); ok && len(tr) > 1 {
				i, j := rng.IntN(len(tr)), rng.IntN(len(tr))
				tr[i], tr[j] = tr[j], tr[i]
			} else {
				m["compulsory"] = []any{rng.IntN(4)}
			}
		}
	}
}
