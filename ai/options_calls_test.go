package ai

import (
	"testing"

	"github.com/cego-spiel/cego/game"
)

// deal builds a deal under rules r with the dealer in the last seat (so
// Vorhand is seat 0): the given hands (and blind, if any) as written, every
// other card dealt in order to the seats and the blind that have room.
func deal(t *testing.T, r game.Rules, hands map[int]string, blind string) game.State {
	t.Helper()
	n := r.N()
	var sets [5]game.Cards // seats 0..3, blind at 4
	used := game.Cards(0)
	for s, h := range hands {
		c, err := game.ParseCards(h)
		if err != nil {
			t.Fatal(err)
		}
		sets[s] = c
		used |= c
	}
	if blind != "" {
		c, err := game.ParseCards(blind)
		if err != nil {
			t.Fatal(err)
		}
		sets[4] = c
		used |= c
	}
	size := func(i int) int {
		if i == 4 {
			return r.BlindSize()
		}
		return r.HandSize()
	}
	order := []int{4}
	for s := 0; s < n; s++ {
		order = append(order, s)
	}
	rest := r.Pack() &^ used
	for _, i := range order {
		for sets[i].Len() < size(i) {
			if rest == 0 {
				t.Fatal("not enough cards")
			}
			c := rest.Lowest()
			rest = rest.Remove(c)
			sets[i] = sets[i].Add(c)
		}
	}
	var deck []game.Card
	for _, i := range order {
		deck = append(deck, sets[i].Slice()...)
	}
	st, err := game.NewDeal(r, game.Seat(n-1), deck)
	if err != nil {
		t.Fatal(err)
	}
	return st
}

// apply plays the action tokens on st.
func apply(t *testing.T, st *game.State, actions string) {
	t.Helper()
	as, err := game.ParseActions(actions)
	if err != nil {
		t.Fatal(err)
	}
	for i, a := range as {
		if err := st.Apply(a); err != nil {
			t.Fatalf("action %d %v: %v", i+1, a, err)
		}
	}
}

// expectCall asks the Normal bot at st and checks its call.
func expectCall(t *testing.T, name string, st game.State, want game.Action) Decision {
	t.Helper()
	d := NewRuleBot(7).Decide(st.View(st.Turn()))
	if d.Action != want {
		t.Errorf("%s: Normal chose %v (%s: %s), want %v", name, d.Action, d.Rule, d.Reason, want)
	}
	return d
}

// finish plays a deal to the end with Normal in every seat.
func finish(t *testing.T, st *game.State) game.Result {
	t.Helper()
	for st.Phase() != game.Done {
		p := st.Turn()
		if err := st.Apply(NewRuleBot(uint64(p)).Choose(st.View(p))); err != nil {
			t.Fatal(err)
		}
	}
	return st.Result()
}

func rulesWith(t *testing.T, players int, ids ...string) game.Rules {
	t.Helper()
	r := game.Rules{Players: players}
	for _, id := range ids {
		if err := r.SetOption(id, true); err != nil {
			t.Fatal(err)
		}
	}
	return r
}

// TestOptionalSpecialCalls: under PASCHA and ZWIKKOLO the bot announces the
// game whose sure winners match its target with a hand that can duck the
// rest, and passes with a hand that would take a trick too many.
func TestOptionalSpecialCalls(t *testing.T) {
	r := rulesWith(t, 4, "PASCHA", "ZWIKKOLO", "TRIO")
	low := "c7 c8 s7 s8 h4 h3 d4 d3"
	cases := []struct {
		name, hand string
		want       game.Action
	}{
		{"Gstieß, Mond, 20 and low cards: Pascha", "GS T21 T20 c7 c8 s7 s8 h4 h3 d4 d3", game.CallPascha},
		{"Gstieß, Mond and low cards: Zwikkolo", "GS T21 T2 c7 c8 s7 s8 h4 h3 d4 d3", game.CallZwikkolo},
		{"four top trumps: a trick too many for Pascha", "GS T21 T20 T19 c8 s7 s8 h4 h3 d4 d3", game.Pass},
		{"Gstieß, Mond and high cards: pass", "GS T21 T18 T15 cK cQ sK sQ hK dK dQ", game.Pass},
	}
	for _, c := range cases {
		st := deal(t, r, map[int]string{0: c.hand}, "")
		apply(t, &st, "pass pass pass pass pass pass pass pass") // Ultimo and Solo rounds
		expectCall(t, c.name, st, c.want)
	}
	// without Pascha the same hand plays Trio; four top trumps Quarto
	r = rulesWith(t, 4, "TRIO", "QUARTO", "QUINTO")
	for _, c := range []struct {
		name, hand string
		want       game.Action
	}{
		{"three top trumps and low cards: Trio", "GS T21 T20 " + low, game.CallTrio},
		{"four top trumps and low cards: Quarto", "GS T21 T20 T19 c7 c8 s7 s8 h4 h3 d4", game.CallQuarto},
		{"five top trumps and low cards: Quinto", "GS T21 T20 T19 T18 c7 c8 s7 h4 h3 d4", game.CallQuinto},
	} {
		st := deal(t, r, map[int]string{0: c.hand}, "")
		apply(t, &st, "pass pass pass pass pass pass pass pass")
		expectCall(t, c.name, st, c.want)
	}
}

// TestOffenCall: with OFFEN the declarer of a Bettel lays a hand open only
// when no card of it can be made to take a trick.
func TestOffenCall(t *testing.T) {
	r := rulesWith(t, 4, "OFFEN")
	safe := deal(t, r, map[int]string{0: "T1 T2 c7 c8 s7 s8 h4 h3 d4 d3 d2"}, "")
	apply(t, &safe, "pass pass pass pass pass pass pass pass bettel pass pass pass")
	expectCall(t, "Bettel of the lowest cards", safe, game.CallOffen)
	risky := deal(t, r, map[int]string{0: "T1 T14 c7 c8 s7 s9 h4 h3 d4 sK cK"}, "")
	apply(t, &risky, "pass pass pass pass pass pass pass pass bettel pass pass pass")
	expectCall(t, "Bettel with two Kings and trump 14", risky, game.Pass)
}

// TestDurchmarschCall: with DURCHMARSCH and SOLO_ULTI the Solo player
// announces every trick only with a hand that takes them all, the Geiß for
// the last trick with it when it holds it, and nothing with a hand that can
// lose a trick.
func TestDurchmarschCall(t *testing.T) {
	r := rulesWith(t, 4, "DURCHMARSCH", "SOLO_ULTI")
	cases := []struct {
		name, hand string
		want       game.Action
	}{
		{"eight top trumps and cK cQ cC", "GS T21 T20 T19 T18 T17 T16 T15 cK cQ cC", game.CallDurchmarsch},
		{"the same with the Geiß", "GS T21 T20 T19 T18 T17 T16 T1 cK cQ cC", game.CallUltiDurch},
		{"four top trumps and four middle ones", "GS T21 T20 T19 T10 T9 T8 T7 cK cQ cC", game.Pass},
	}
	for _, c := range cases {
		st := deal(t, r, map[int]string{0: c.hand}, "")
		apply(t, &st, "pass pass pass pass solo pass pass pass")
		expectCall(t, c.name, st, c.want)
		if c.want != game.Pass {
			if err := st.Apply(c.want); err != nil {
				t.Fatal(err)
			}
			if r := finish(t, &st); !r.AnnouncementWon {
				t.Errorf("%s: %v announced and lost", c.name, c.want)
			}
		}
	}
}

// TestSoloUltiCall: a Solo hand that could play Ultimo passes the Ultimo
// question with SOLO_ULTI and announces the Geiß within its Solo.
func TestSoloUltiCall(t *testing.T) {
	r := rulesWith(t, 4, "SOLO_ULTI")
	hand := "GS T21 T20 T18 T17 T15 T12 T9 T1 cK cQ"
	st := deal(t, r, map[int]string{0: hand}, "")
	expectCall(t, "Ultimo question", st, game.Pass)
	apply(t, &st, "pass pass pass pass solo pass pass pass")
	expectCall(t, "Solo-Ulti", st, game.CallUlti)
	apply(t, &st, "ulti")
	if r := finish(t, &st); !r.AnnouncementWon {
		t.Error("Solo-Ulti announced and lost: the Geiß was not kept for the last trick")
	}
	weak := deal(t, r, map[int]string{0: "GS T21 T20 T15 T1 cK cQ c7 sK s7 hK"}, "")
	if ultimoScore(weak.Hand(0)) >= defaultThresholds.Ultimo+defaultOptionLimits.Ulti {
		t.Fatal("the weak hand reaches the Ulti limit")
	}
	apply(t, &weak, "pass pass pass pass solo pass pass pass")
	expectCall(t, "Solo without enough trumps for the Geiß", weak, game.Pass)
}

// TestHosenRumCall: with the Pflichtsolo rule in challenge mode, the Cego
// declarer who has seen no trump in his hand and the blind challenges a
// player who passed the Solo round (he must hold nine trumps or more), and
// nobody challenges on an ordinary deal; a compulsory hand bids Solo.
func TestHosenRumCall(t *testing.T) {
	r := rulesWith(t, 3, "SCHINDEN")
	// 3 players: 29 plain cards; seat 0 and the blind hold 25 of them
	st := deal(t, r, map[int]string{0: "cK cQ cC cJ c10 c9 c8 sK sQ sC sJ s10 s9"},
		"s8 hK hQ hC hJ h1 h2 h3 h4 dK dQ dC")
	apply(t, &st, "pass pass pass pass pass pass cego pass pass cego cK cQ s8")
	expectCall(t, "declarer without trumps", st, game.HosenRum(1))
	plain := game.Deal(r, 2, 12345)
	for plain.Phase() == game.Bidding && plain.Turn() >= 0 {
		v := plain.View(plain.Turn())
		if has(v.Legal(), game.HosenRum1) || has(v.Legal(), game.HosenRum0) || has(v.Legal(), game.HosenRum2) {
			break
		}
		b := NewRuleBot(3)
		if err := plain.Apply(b.Choose(v)); err != nil {
			t.Fatal(err)
		}
	}
	if plain.Phase() == game.Bidding {
		expectCall(t, "ordinary deal", plain, game.Pass)
	}
	// seven trumps, two above 16, two suits: compulsory, though weak
	comp := deal(t, rulesWith(t, 4, "SCHINDEN"), map[int]string{0: "T17 T18 T2 T3 T4 T5 T6 c7 c8 s7 s8"}, "")
	apply(t, &comp, "pass pass pass pass")
	if d := expectCall(t, "compulsory Solo hand", comp, game.CallSolo); d.Rule != HPflichtRule.Name {
		t.Errorf("compulsory Solo hand: rule %s, want %s", d.Rule, HPflichtRule.Name)
	}
}

// TestDrescherCall: with DRESCHER, Vorhand with a poor Cego chooses
// Drescher when it holds low cards in several suits to keep for the last
// trick, and not with a hand of high cards.
func TestDrescherCall(t *testing.T) {
	r := rulesWith(t, 4, "DRESCHER")
	low := deal(t, r, map[int]string{0: "T1 T2 c7 c8 s7 s8 h4 h3 d4 d3 d2"}, "")
	apply(t, &low, "pass pass pass pass pass pass pass pass pass pass pass pass cego pass pass pass")
	expectCall(t, "low cards in four suits", low, game.CallDrescher)
	high := deal(t, r, map[int]string{0: "T12 T13 cK cQ cC sK sQ hK hC dK dQ"}, "")
	apply(t, &high, "pass pass pass pass pass pass pass pass pass pass pass pass cego pass pass pass")
	d := NewRuleBot(7).Decide(high.View(0))
	if d.Action == game.CallDrescher {
		t.Errorf("high cards: Normal chose Drescher (%s)", d.Reason)
	}
}

// TestGegensoloHoldCall: with GEGENSOLO_GEHALTEN the Solo bidder takes the
// Gegensolo himself with a hand strong enough for it, and lets it go with a
// weak one.
func TestGegensoloHoldCall(t *testing.T) {
	r := rulesWith(t, 4, "GEGENSOLO_GEHALTEN")
	strong := deal(t, r, map[int]string{0: "GS T21 T20 T19 T18 T16 T14 T12 cK sK hK"}, "")
	apply(t, &strong, "pass pass pass pass solo gegensolo")
	expectCall(t, "strong Solo hand", strong, game.Mein)
	weak := deal(t, r, map[int]string{0: "T2 T3 T4 T5 T6 c7 c8 s7 s8 h4 d4"}, "")
	apply(t, &weak, "pass pass pass pass solo gegensolo")
	expectCall(t, "weak hand", weak, game.Pass)
}
