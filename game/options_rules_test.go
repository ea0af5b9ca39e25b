package game

import (
	"strings"
	"testing"
)

// §14.4 counting in pairs (COUNT_PAIRS) and the pair bands of D32.
func TestVectorPairs(t *testing.T) {
	for _, tc := range []struct {
		name, pile string
		want       int
	}{
		{"P1", "cK cJ", 6},
		{"P2", "T5 h4", 1},
		{"P3", "hK T21", 9},
		{"P4", "cK cQ sC sJ h2 h3 T2 T5 T9 d4 T21 dK hK s7", 29},
	} {
		if got := PointsPairs(mustCards(t, tc.pile)); got != tc.want {
			t.Errorf("%s %s: %d points, want %d", tc.name, tc.pile, got, tc.want)
		}
	}
	c8 := mustCards(t, "cK cQ sC sJ h2 h3 T2 T5 T9 d4 T21 dK hK s7")
	if got := PointsPairs(AllCards &^ c8); got != 50 {
		t.Errorf("P4: complement %d, want 50", got)
	}
	r := Rules{CountPairs: true}
	if r.Count(AllCards) != 79 || r.PackPoints() != 79 || r.WinPoints() != 40 {
		t.Error("the pack counts 79 in pairs, 40 wins")
	}
	want := map[int]int{0: -8, 1: -7, 9: -7, 10: -6, 14: -6, 15: -5, 34: -2, 35: -1, 39: -1,
		40: 1, 41: 1, 44: 1, 45: 2, 50: 3, 65: 6, 69: 6, 70: 7, 78: 7, 79: 8}
	for p, f := range want {
		if got := FactorPairs(p); got != f {
			t.Errorf("FactorPairs(%d) = %d, want %d", p, got, f)
		}
	}
	sm := Rules{Scoring: CegoOnlineValues, CountPairs: true, Halbe: true}
	// P5: Halbe lost 34 : 45 → band −2 → 5 × 2 × 2 = 20 to each defender.
	if amt, f, v := sm.Amount(Halbe, 34, false); amt != -20 || f != -2 || v != 2 {
		t.Errorf("P5: %d, %d, %d", amt, f, v)
	}
	// P6: Einer ("Eine", value 3) won 41 : 38 → band +1 → 15 per defender,
	// 20 with SM_ROUNDING.
	if amt, _, v := sm.Amount(Einer, 41, false); amt != 15 || v != 3 {
		t.Errorf("P6: %d, value %d", amt, v)
	}
	sm.SMRounding = true
	if amt, _, _ := sm.Amount(Einer, 41, false); amt != 20 {
		t.Errorf("P6 rounded: %d", amt)
	}
	if amt, _, _ := sm.Amount(Halbe, 34, false); amt != -20 {
		t.Errorf("P5 rounded: %d", amt)
	}
}

// §14.6 S11 and the other value shifts: HALBE (Einer 3 … Geiß 7),
// GEGENSOLO_VERSTEIGERUNG (+1 instead of ×4/×2), PARLETT_DIFFERENZ.
func TestVectorOptionAmounts(t *testing.T) {
	halbe := Rules{Halbe: true}
	for _, prof := range []struct {
		r    Rules
		want int
	}{{halbe, 27}, {Rules{Halbe: true, Scoring: CegoOnlineValues}, 135}} {
		if amt, _, v := prof.r.Amount(Einer, 47, false); 3*amt != prof.want || v != 3 {
			t.Errorf("S11 %v: declarer %d, value %d", prof.r.Scoring, 3*amt, v)
		}
	}
	for c, v := range map[Contract]int{Cego: 1, Halbe: 2, Einer: 3, EineLeere: 4, ZweiLeere: 5, ZweiVerschiedene: 6, Geiss: 7} {
		if got := halbe.GameValue(c); got != v {
			t.Errorf("HALBE: %v counts %d, want %d", c, got, v)
		}
	}
	auc := Rules{GegensoloVersteigerung: true}
	for _, tc := range []struct {
		c    Contract
		p    int
		want int
	}{{Gegensolo, 52, 2 * 4}, {Gegensolo, 29, -2 * 2}, {Einer, 36, 3}, {Geiss, 20, -7 * 4}} {
		if amt, _, _ := auc.Amount(tc.c, tc.p, true); amt != tc.want {
			t.Errorf("auction %v %d: %d, want %d", tc.c, tc.p, amt, tc.want)
		}
	}
	if amt, _, _ := auc.Amount(Gegensolo, 52, false); amt != 16 {
		t.Errorf("a plain Gegensolo keeps ×4: %d", amt)
	}
	par := Rules{ParlettDifferenz: true}
	for _, tc := range []struct {
		c    Contract
		p    int
		want int
	}{{EineLeere, 47, 40}, {EineLeere, 27, -25}, {Solo, 41, 15}, {Solo, 29, -10}, {Cego, 35, -5}, {Cego, 36, 5}, {Gegensolo, 52, 70}} {
		if amt, _, _ := par.Amount(tc.c, tc.p, false); amt != tc.want {
			t.Errorf("PARLETT_DIFFERENZ %v %d: %d, want %d", tc.c, tc.p, amt, tc.want)
		}
	}
}

// The value columns of §9.4; "–" is no value, and Validate explains it.
func TestVectorSpecialColumns(t *testing.T) {
	for _, tc := range []struct {
		t    SpecialTable
		vals [5]int // Ultimo, Piccolo, Bettel, Räuber, Drescher
	}{
		{SpecialsStandard, [5]int{20, 15, 10, 5, 10}},
		{SpecialsCegoOnline, [5]int{80, 40, 30, 40, 80}},
		{SpecialsGrupp, [5]int{0, 30, 20, 10, 0}},
		{SpecialsStGeorgen, [5]int{20, 15, 20, 10, 10}},
		{SpecialsWeissauer, [5]int{80, 70, 80, 40, 80}},
		{SpecialsKastnerFolkvord, [5]int{80, 40, 50, 30, 0}},
		{SpecialsParlett, [5]int{80, 30, 30, 30, 0}},
	} {
		r := Rules{Specials: tc.t}
		for i, c := range []Contract{Ultimo, Piccolo, Bettel, Raeuber, Drescher} {
			if got := r.SpecialValue(c); got != tc.vals[i] {
				t.Errorf("%v %v: %d, want %d", tc.t, c, got, tc.vals[i])
			}
		}
		r.Drescher = true
		if err := r.Validate(); (err != nil) != (tc.vals[4] == 0) {
			t.Errorf("%v with DRESCHER: %v", tc.t, err)
		}
	}
	if (Rules{}).SpecialValue(Drescher) != 10 || (Rules{Scoring: CegoOnlineValues}).SpecialValue(Drescher) != 80 {
		t.Error("D29 Drescher values")
	}
	csg := Rules{Specials: SpecialsStGeorgen, Pascha: true, Zwikkolo: true}
	if csg.SpecialValue(Pascha) != 30 || csg.SpecialValue(Zwikkolo) != 15 || (Rules{Pascha: true}).SpecialValue(Pascha) != 30 ||
		(Rules{Scoring: CegoOnlineValues, Trio: true}).SpecialValue(Trio) != 40 {
		t.Error("optional special values")
	}
	if err := (Rules{Specials: SpecialsGrupp, SoloUlti: true}).Validate(); err == nil || !strings.Contains(err.Error(), "GRUPP") {
		t.Errorf("SOLO_ULTI with Grupp: %v", err)
	}
}

// RAEUBER_TIE_SPLIT (D10): the tied losers share each payment.
func TestVectorRaeuberTieSplit(t *testing.T) {
	// A tie of P1 and P2 without Vorhand: R = 5; P0 and P3 receive 5 each,
	// P1 and P2 share: 3 (the first from Vorhand on) and 2 per winner.
	r := RaeuberResult(Rules{RaeuberTieSplit: true}, 0, [4]int{10, 20, 20, 14}, [4]int{3, 3, 2, 3})
	if r.Score != [4]int{5, -6, -4, 5} {
		t.Errorf("split: %v", r.Score)
	}
	// Without the option each pays in full (D10).
	r = RaeuberResult(Rules{}, 0, [4]int{10, 20, 20, 14}, [4]int{3, 3, 2, 3})
	if r.Score != [4]int{10, -10, -10, 10} {
		t.Errorf("default: %v", r.Score)
	}
	// Vorhand in the tie still loses alone.
	r = RaeuberResult(Rules{RaeuberTieSplit: true}, 0, [4]int{20, 20, 14, 14}, [4]int{3, 3, 2, 3})
	if r.Score != [4]int{-30, 10, 10, 10} {
		t.Errorf("Vorhand tie: %v", r.Score)
	}
}

func playScript(t *testing.T, text string) State {
	t.Helper()
	sc, err := ParseScript(text)
	if err != nil {
		t.Fatal(err)
	}
	s, err := sc.Play()
	if err != nil {
		t.Fatal(err)
	}
	return s
}

const soloHands = `blind: h3 h4 dK dQ dC dJ d1 d2 d3 d4
P0: GS T21 T20 T19 T18 T17 T16 T15 T14 T13 T12
P1: T11 T10 T9 T8 T7 T6 T5 T4 T3 T2 T1
P2: cK cQ cC cJ c10 c9 c8 c7 sK sQ sC
P3: sJ s10 s9 s8 s7 hK hQ hC hJ h1 h2
`

// PFLICHTSOLO: a compulsory hand may only say solo; CompulsorySolo's
// thresholds (D13).
func TestPflichtsolo(t *testing.T) {
	s := playScript(t, "options: PFLICHTSOLO\n"+soloHands+"actions: pass pass pass pass")
	if got := FormatActions(s.Legal()); got != "solo" {
		t.Errorf("compulsory hand may say %q", got)
	}
	err := s.Apply(Pass)
	if err == nil || !strings.Contains(err.Error(), "compulsory Solo") {
		t.Errorf("pass: %v", err)
	}
	v := s.View(0)
	v2 := s.View(2)
	if !v.CompulsorySolo() || v2.CompulsorySolo() || v2.s.pflicht != 0 {
		t.Error("only the own Pflichtsolo bit is shown")
	}
	r4, r3 := Rules{}, Rules{Players: 3}
	for _, tc := range []struct {
		hand string
		r    Rules
		want bool
	}{
		{"T2 T3 T4 T5 T6 T7 T8 T9 cK cQ sK", r4, true},        // 8 trumps
		{"T2 T3 T4 T5 T6 T17 GS cK cQ sK sQ", r4, true},       // 7, two above 16, two suits
		{"T2 T3 T4 T5 T6 T17 GS cK cQ sK hQ", r4, false},      // three suits
		{"T2 T3 T4 T5 T6 T7 T17 cK cQ sK sQ", r4, false},      // one above 16
		{"T2 T3 T4 T5 T6 T7 T8 T9 cK cQ sK sQ hK", r3, false}, // three players need 9
		{"T2 T3 T4 T5 T6 T7 T18 GS cK cQ sK sQ sC", r3, true}, // 8 with the extras
	} {
		if got := CompulsorySolo(tc.r, mustCards(t, tc.hand)); got != tc.want {
			t.Errorf("%s (%d players): %v", tc.hand, tc.r.N(), got)
		}
	}
}

// SCHINDEN: only seats that passed in the Solo round can be challenged;
// every seat is asked once before the first lead.
func TestSchindenCalls(t *testing.T) {
	s := playScript(t, "options: SCHINDEN\n"+soloHands+"actions: pass pass pass pass  pass solo pass pass pass")
	if s.Phase() != Bidding || s.Turn() != 0 {
		t.Fatalf("no challenge round: %v, turn %d", s.Phase(), s.Turn())
	}
	// Only P0 passed in the Solo round (P1's Solo ended it): he is the
	// only one who can have withheld a Solo.
	if got := FormatActions(s.Legal()); got != "pass" {
		t.Errorf("P0 may say %q", got)
	}
	if err := s.Apply(HosenRum(1)); err == nil || !strings.Contains(err.Error(), "bid Solo") {
		t.Errorf("challenge of the Solo player: %v", err)
	}
	if err := s.Apply(HosenRum(2)); err == nil || !strings.Contains(err.Error(), "never passed") {
		t.Errorf("challenge of P2: %v", err)
	}
	_ = s.Apply(Pass)
	if got := FormatActions(s.Legal()); got != "pass hosen-rum-0" {
		t.Errorf("P1 may say %q", got)
	}
	for i := 0; i < 3; i++ {
		_ = s.Apply(Pass)
	}
	if s.Phase() != Playing || s.Turn() != 1 {
		t.Errorf("after four passes: %v, turn %d", s.Phase(), s.Turn())
	}
}

// ZWEI_LEERE_TRUMPFABWURF: only the lowest trump of the blind may go, and
// everybody sees it.
func TestTrumpfabwurf(t *testing.T) {
	s := playScript(t, `options: ZWEI_LEERE_TRUMPFABWURF
blind: GS T21 T20 T19 T18 T17 T16 T15 T14 T13
P0: T12 T11 T10 T9 T8 T7 T6 T5 T4 T3 T2
P1: c7 c8 sK sQ sC sJ s10 s9 s8 s7 hK
P2: T1 cK cQ cC cJ c10 hQ hC hJ h1 h2
P3: c9 h3 h4 dK dQ dC dJ d1 d2 d3 d4
actions: pass pass pass pass  pass pass pass pass  pass pass pass pass
  cego einer pass eine-leere mein zwei-leere mein pass pass   c7 c8`)
	if got := FormatActions(s.Legal()); got != "T13" {
		t.Errorf("discard %q", got)
	}
	err := s.Apply(CardAction(mustCard(t, "T14")))
	if err == nil || !strings.Contains(err.Error(), "must discard T13, the lowest trump") {
		t.Errorf("refusal: %v", err)
	}
	if v := s.View(2); !v.Known(1).Has(mustCard(t, "T13")) {
		t.Error("the forced discard is not shown before it goes")
	}
	_ = s.Apply(CardAction(mustCard(t, "T13")))
	for p := Seat(0); p < 4; p++ {
		if v := s.View(p); !v.Discards().Has(mustCard(t, "T13")) || v.ShownDiscard() != mustCards(t, "T13") {
			t.Errorf("seat %d does not see the discard", p)
		}
	}
	if v := s.View(0); v.LegageCount() != 10 || v.Unseen().Has(mustCard(t, "T13")) {
		t.Errorf("Legage count %d", v.LegageCount())
	}
}

// D18: with no trump in the blind the discard of Zwei Leere stays free.
func TestTrumpfabwurfNoTrump(t *testing.T) {
	s := playScript(t, `options: ZWEI_LEERE_TRUMPFABWURF
blind: hK hQ hC hJ h1 h2 dK dQ dC dJ
P0: T12 T11 T10 T9 T8 T7 T6 T5 T4 T3 T2
P1: c7 c8 sK sQ sC sJ s10 s9 s8 s7 GS
P2: T1 cK cQ cC cJ c10 T21 T20 T19 T18 T17
P3: c9 h3 h4 T16 T15 T14 T13 d1 d2 d3 d4
actions: pass pass pass pass  pass pass pass pass  pass pass pass pass
  cego einer mein eine-leere pass pass zwei-leere mein pass   c7 c8`)
	if s.ShownDiscard() != 0 || s.LegalCards() != mustCards(t, "hK hQ hC hJ h1 h2 dK dQ dC dJ") {
		t.Errorf("discard %v, shown %v", s.LegalCards(), s.ShownDiscard())
	}
}

// OFFEN: the declarer's whole hand is known to everybody once open.
func TestOffenView(t *testing.T) {
	s := playScript(t, `options: OFFEN
blind: hQ hK dK dQ dC dJ d1 d2 d3 d4
P0: T14 T13 T12 T11 T10 T9 T8 sK sQ sC sJ
P1: T7 T6 T5 T4 T3 T2 T1 h2 h1 hJ hC
P2: GS c7 c8 c9 c10 s7 s8 s9 s10 h4 h3
P3: T21 T20 T19 T18 T17 T16 T15 cK cQ cC cJ
actions: pass pass pass pass  pass pass pass pass  pass pass piccolo pass`)
	if got := FormatActions(s.Legal()); got != "pass offen" {
		t.Fatalf("declarer may say %q", got)
	}
	if v := s.View(0); v.Known(2).Len() != 0 {
		t.Error("hand shown before offen")
	}
	_ = s.Apply(CallOffen)
	if v := s.View(0); !v.Open() || v.Known(2) != s.Hand(2) {
		t.Errorf("open hand not shown: %v", v.Known(2))
	}
}

// GEREGELTER_RAEUBER (D15): the due trump overrides following suit, the
// later ones are kept back; with an honour in the blind the three highest
// trumps in play are due.
func TestGeregelterRaeuber(t *testing.T) {
	s := playScript(t, `options: GEREGELTER_RAEUBER
blind: h3 h4 dK dQ dC dJ d1 d2 d3 d4
P0: cK cQ cC cJ c10 c9 c8 c7 sK sQ sC
P1: GS T21 T20 T19 T18 T17 T16 T15 T14 T13 T12
P2: T11 T10 T9 T8 T7 T6 T5 T4 T3 T2 T1
P3: sJ s10 s9 s8 s7 hK hQ hC hJ h1 h2
actions: pass pass pass pass  pass pass pass pass  pass pass pass pass
  cego pass pass pass raeuber   c7`)
	if got := FormatActions(s.Legal()); got != "GS" {
		t.Errorf("P1 must play the Gstieß to trick 1, may play %q", got)
	}
	_ = s.Apply(CardAction(CardGstiess))
	// P2 holds the Geiß, due to trick 3: he follows with T2 … not T1.
	if s.LegalCards().Has(CardGeiss) {
		t.Errorf("P2 may give the Geiß to trick 1: %v", s.LegalCards())
	}
	if err := s.Apply(CardAction(CardGeiss)); err == nil || !strings.Contains(err.Error(), "due to trick 3") {
		t.Errorf("refusal: %v", err)
	}
	if s.DueTrumps() != Of(CardGstiess, CardMond, CardGeiss) {
		t.Errorf("due %v", s.DueTrumps())
	}
	s = playScript(t, `options: GEREGELTER_RAEUBER
blind: GS h4 dK dQ dC dJ d1 d2 d3 d4
P0: cK cQ cC cJ c10 c9 c8 c7 sK sQ sC
P1: h3 T21 T20 T19 T18 T17 T16 T15 T14 T13 T12
P2: T11 T10 T9 T8 T7 T6 T5 T4 T3 T2 T1
P3: sJ s10 s9 s8 s7 hK hQ hC hJ h1 h2
actions: pass pass pass pass  pass pass pass pass  pass pass pass pass
  cego pass pass pass raeuber`)
	if s.DueTrumps() != mustCards(t, "T21 T20 T19") {
		t.Errorf("Gstieß in the blind: due %v", s.DueTrumps())
	}
}

// STICHEINSICHT: review until the third trick is complete; never with
// OHNE_STICHEINSICHT. The "Cego" deal, played out with lowest cards.
func TestTrickReview(t *testing.T) {
	for _, opt := range []string{"", "options: OHNE_STICHEINSICHT\n"} {
		s := playScript(t, opt+`blind: T20 T19 T18 T17 T16 T15 T14 T13 T12 T11
P0: GS T21 cK cQ cC cJ c10 c9 c8 c7 sK
P1: T10 T9 T8 T7 T6 T5 T4 T3 T2 T1 sQ
P2: sC sJ s10 s9 s8 s7 hK hQ hC hJ h1
P3: h2 h3 h4 dK dQ dC dJ d1 d2 d3 d4
actions: pass pass pass pass  pass pass pass pass  pass pass pass pass
  cego pass pass pass cego   GS T21 T11`)
		var got []bool
		for s.Phase() != Done {
			if s.CurrentTrick().N == 0 {
				v := s.View(2)
				got = append(got, v.TrickReview())
			}
			_ = s.Apply(s.Legal()[0])
		}
		for k, ok := range got {
			if want := opt == "" && k < 3; ok != want {
				t.Errorf("%q: after %d tricks review %v", opt, k, ok)
			}
		}
		if len(got) != 11 {
			t.Errorf("%d tricks seen", len(got))
		}
	}
}

// Contradictions are refused with a sentence naming the options.
func TestValidateContradictions(t *testing.T) {
	for _, tc := range []struct {
		r    Rules
		want string
	}{
		{Rules{Players: 3, CountPairs: true}, "COUNT_PAIRS"},
		{Rules{OhneRaeuber3: true}, "three-player options"},
		{Rules{Players: 3, FiveAtTable: true}, "FIVE_AT_TABLE"},
		{Rules{Players: 3, Zwikkolo: true}, "not played by three"},
		{Rules{Players: 3, OhneEinfachCego3: true, Halbe: true}, "HALBE"},
		{Rules{GegensoloGehalten: true, GegensoloVersteigerung: true}, "contradict"},
		{Rules{ParlettDifferenz: true, CountPairs: true}, "COUNT_PAIRS"},
		{Rules{ParlettDifferenz: true, SMRounding: true}, "SM_ROUNDING"},
		{Rules{Specials: SpecialsKastnerFolkvord, Drescher: true}, "DRESCHER"},
		{Rules{Players: 3, Specials: SpecialsGrupp, Offen: true}, "OFFEN"},
	} {
		err := tc.r.Validate()
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%+v: %v", tc.r, err)
		}
	}
}
