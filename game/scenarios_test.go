package game

import "testing"

// Deal-script scenarios (RULES §16.3), one or more per contract. Each script
// gives the hands, the auction and the decisive plays; the rest is played out
// with a fixed policy ("lowest": every seat plays its lowest-numbered legal
// card; "highest": its highest) where the comment shows that the result no
// longer depends on the play. Every settlement is worked out by hand in the
// comment. Dealer P3 (P2 with three players), so Vorhand is P0.
var scenarios = []struct {
	name     string
	script   string
	playout  string
	contract Contract
	declarer Seat
	score    [4]int
}{
	{
		// P0 holds the 11 highest trumps and wins every trick however it is
		// played. His pile is all 54 cards (tricks + the unseen blind): 70
		// points, factor +8; Solo won counts 2: each defender pays 1·2·8 = 16.
		name: "Solo won",
		script: `players: 4
dealer: 3
blind: h3 h4 dK dQ dC dJ d1 d2 d3 d4
P0: GS T21 T20 T19 T18 T17 T16 T15 T14 T13 T12
P1: T11 T10 T9 T8 T7 T6 T5 T4 T3 T2 T1
P2: cK cQ cC cJ c10 c9 c8 c7 sK sQ sC
P3: sJ s10 s9 s8 s7 hK hQ hC hJ h1 h2
actions: pass pass pass pass   solo pass pass pass`,
		playout: "lowest", contract: Solo, declarer: 0,
		score: [4]int{48, -16, -16, -16},
	},
	{
		// P0 holds the lowest card of every suit and no trump: every lead he
		// makes is beaten (P1 must trump), and following he can never win. He
		// takes no trick; his pile is the blind T2…T11: 10 points raw, 10
		// cards → 10 − 7 = 3 points, factor −7; Solo lost counts 1: he pays
		// each defender 7.
		name: "Solo lost",
		script: `blind: T2 T3 T4 T5 T6 T7 T8 T9 T10 T11
P0: c7 c8 c9 c10 s7 s8 s9 s10 h4 h3 d4
P1: GS T21 T20 T19 T18 T17 T16 T15 T14 T13 T12
P2: T1 cK cQ cC cJ sK sQ sC sJ hK hQ
P3: hC hJ h1 h2 dK dQ dC dJ d1 d2 d3
actions: pass pass pass pass   solo pass pass pass`,
		playout: "lowest", contract: Solo, declarer: 0,
		score: [4]int{-21, 7, 7, 7},
	},
	{
		// P1 says Solo, P2 answers Gegensolo, keeps GS and T21, takes the
		// blind T20…T11 and discards T11: he holds the 11 highest trumps and
		// takes every trick. Legage + discard + tricks = 54 cards: 70, factor
		// +8; Gegensolo won counts 4: each defender pays 32, P2 gets 96.
		name: "Gegensolo",
		script: `blind: T20 T19 T18 T17 T16 T15 T14 T13 T12 T11
P0: T10 T9 T8 T7 T6 T5 T4 T3 T2 T1 sQ
P1: sC sJ s10 s9 s8 s7 hK hQ hC hJ h1
P2: GS T21 cK cQ cC cJ c10 c9 c8 c7 sK
P3: h2 h3 h4 dK dQ dC dJ d1 d2 d3 d4
actions: pass pass pass pass   pass solo gegensolo   GS T21 T11`,
		playout: "lowest", contract: Gegensolo, declarer: 2,
		score: [4]int{-32, -32, 96, -32},
	},
	{
		// Nobody bids: P0's compulsory Cego stands and he chooses to play it.
		// He keeps GS and T21, takes T20…T11, discards T11 and takes every
		// trick: 70 points, factor +8, Cego counts 1: each defender pays 8.
		name: "Cego",
		script: `blind: T20 T19 T18 T17 T16 T15 T14 T13 T12 T11
P0: GS T21 cK cQ cC cJ c10 c9 c8 c7 sK
P1: T10 T9 T8 T7 T6 T5 T4 T3 T2 T1 sQ
P2: sC sJ s10 s9 s8 s7 hK hQ hC hJ h1
P3: h2 h3 h4 dK dQ dC dJ d1 d2 d3 d4
actions: pass pass pass pass  pass pass pass pass  pass pass pass pass
  cego pass pass pass cego   GS T21 T11`,
		playout: "lowest", contract: Cego, declarer: 0,
		score: [4]int{24, -8, -8, -8},
	},
	{
		// P1 bids Einer over P0's Cego, P0 gives up. P1 keeps GS and takes
		// T21…T12: the 11 highest trumps win every trick. Legage (10) +
		// tricks (44) = 54 cards: 70, factor +8, Einer counts 2: 16 each.
		name: "Einer",
		script: `blind: T21 T20 T19 T18 T17 T16 T15 T14 T13 T12
P0: T11 T10 T9 T8 T7 T6 T5 T4 T3 T2 T1
P1: GS cK cQ cC cJ c10 c9 c8 c7 sK sQ
P2: sJ s10 s9 s8 s7 hK hQ hC hJ h1 h2
P3: sC h3 h4 dK dQ dC dJ d1 d2 d3 d4
actions: pass pass pass pass  pass pass pass pass  pass pass pass pass
  cego einer pass pass pass   GS`,
		playout: "lowest", contract: Einer, declarer: 1,
		score: [4]int{-16, 48, -16, -16},
	},
	{
		// A3-like auction: P0 Cego, P1 Einer, P0 "mein", P1 Eine Leere, P0
		// (no pip) passes. P1 keeps s7 face up, takes GS T21…T13 and must
		// lead s7: P2 sC, P3 sJ, P0 trumps with T12 and takes trick 1 (raw
		// 1+3+2+1 = 7). P1 then holds only the 10 highest trumps and takes
		// tricks 2–11. His pile is the other 50 cards: raw 106 − 7 = 99,
		// minus 16·2 + 1 = 33 → 66 points, factor +7; Eine Leere counts 3:
		// each defender pays 21, P1 gets 63.
		name: "Eine Leere",
		script: `blind: GS T21 T20 T19 T18 T17 T16 T15 T14 T13
P0: T12 T11 T10 T9 T8 T7 T6 T5 T4 T3 T2
P1: s7 cK cQ cC cJ c10 c9 c8 c7 sK sQ
P2: T1 sC s10 s9 s8 hK hQ hC hJ h1 h2
P3: sJ h3 h4 dK dQ dC dJ d1 d2 d3 d4
actions: pass pass pass pass  pass pass pass pass  pass pass pass pass
  cego einer mein eine-leere pass pass pass   s7
  s7 sC sJ T12`,
		playout: "lowest", contract: EineLeere, declarer: 1,
		score: [4]int{-21, 63, -21, -21},
	},
	{
		// P1 holds Einer after P0 gives up; P2 pushes with Eine Leere and
		// Zwei Leere, P1 holds both ("mein") and P2, P3 pass. P1 keeps c7 c8
		// face up, takes GS T21…T13, discards T13. Trick 1: c7 cK c9 T2 (P0
		// trumps); trick 2, led by P1 again although P0 took trick 1: c8 cQ
		// h3 T3 (P0). P1 takes tricks 3–11 with GS…T14. Excluded from his
		// pile: those 8 cards, raw 8 + 7 = 15; pile 46 cards, raw 91, minus
		// 15·2 + 1 = 31 → 60 points, factor +5; Zwei Leere counts 4: 20 each.
		name: "Zwei Leere",
		script: `blind: GS T21 T20 T19 T18 T17 T16 T15 T14 T13
P0: T12 T11 T10 T9 T8 T7 T6 T5 T4 T3 T2
P1: c7 c8 sK sQ sC sJ s10 s9 s8 s7 hK
P2: T1 cK cQ cC cJ c10 hQ hC hJ h1 h2
P3: c9 h3 h4 dK dQ dC dJ d1 d2 d3 d4
actions: pass pass pass pass  pass pass pass pass  pass pass pass pass
  cego einer pass eine-leere mein zwei-leere mein pass pass
  c7 c8 T13
  c7 cK c9 T2
  c8 cQ h3 T3`,
		playout: "lowest", contract: ZweiLeere, declarer: 1,
		score: [4]int{-20, 60, -20, -20},
	},
	{
		// As before, one rung higher: P1 keeps c7 and s7 (pips of two
		// suits), discards T13. Trick 1: c7 cK c9 T2 (P0); trick 2, P1 leads
		// s7: P2 has no spade and must trump with his only trump T1, P3 has
		// neither and throws h3, P0 trumps T3 and wins. Excluded raw 8 + 8 =
		// 16; pile raw 90 − 31 = 59 points, factor +5; Zwei Verschiedene
		// counts 5: 25 each.
		name: "Zwei Verschiedene",
		script: `blind: GS T21 T20 T19 T18 T17 T16 T15 T14 T13
P0: T12 T11 T10 T9 T8 T7 T6 T5 T4 T3 T2
P1: c7 c8 sK sQ sC sJ s10 s9 s8 s7 hK
P2: T1 cK cQ cC cJ c10 hQ hC hJ h1 h2
P3: c9 h3 h4 dK dQ dC dJ d1 d2 d3 d4
actions: pass pass pass pass  pass pass pass pass  pass pass pass pass
  cego einer pass eine-leere mein zwei-leere mein zwei-verschiedene mein pass pass
  c7 s7 T13
  c7 cK c9 T2
  s7 T1 h3 T3`,
		playout: "lowest", contract: ZweiVerschiedene, declarer: 1,
		score: [4]int{-25, 75, -25, -25},
	},
	{
		// P3 climbs the whole ladder against P1 and bids Geiß, which P1 (no
		// Geiß) cannot hold. P3 keeps T1, takes GS T21…T13 and must lead the
		// Geiß (G4): T1 T9 T5 T2, P0 takes it (raw 5+1+1+1 = 8). P3 takes
		// tricks 2–11. Pile: 50 cards, raw 98 − 33 = 65 points, factor +6;
		// Geiß counts 6: each defender pays 36, P3 gets 108.
		name: "Geiss",
		script: `blind: GS T21 T20 T19 T18 T17 T16 T15 T14 T13
P0: T12 T11 T10 T9 sC sJ s10 s9 s8 sQ hK
P1: T8 T7 T6 T5 hQ hC hJ h1 h2 h3 s7
P2: T4 T3 T2 dK dQ dC dJ d1 d2 d3 d4
P3: T1 cK cQ cC cJ c10 c9 c8 c7 sK h4
actions: pass pass pass pass  pass pass pass pass  pass pass pass pass
  cego einer pass pass eine-leere mein zwei-leere mein zwei-verschiedene mein geiss pass
  T1
  T1 T9 T5 T2`,
		playout: "lowest", contract: Geiss, declarer: 3,
		score: [4]int{-36, -36, -36, 108},
	},
	{
		// P1 announces Ultimo holding T1 and the ten highest trumps; P0 has
		// the only other trump in play (T12, the rest lie in the blind).
		// Playing highest cards, P1 leads GS (P0 must give T12), then T21…
		// T13, and T1 alone in the last trick wins it: each pays 20 (X1).
		name: "Ultimo won",
		script: `blind: T11 T10 T9 T8 T7 T6 T5 T4 T3 T2
P0: T12 cK cQ cC cJ c10 c9 c8 c7 sK sQ
P1: T1 GS T21 T20 T19 T18 T17 T16 T15 T14 T13
P2: sC sJ s10 s9 s8 s7 hK hQ hC hJ h1
P3: h2 h3 h4 dK dQ dC dJ d1 d2 d3 d4
actions: pass ultimo`,
		playout: "highest", contract: Ultimo, declarer: 1,
		score: [4]int{-20, 60, -20, -20},
	},
	{
		// The same deal played with lowest cards: P1 leads the Geiß to trick
		// 1, P0's T12 takes it, and Ultimo is lost: P1 pays 20 to each (X2).
		name: "Ultimo lost",
		script: `blind: T11 T10 T9 T8 T7 T6 T5 T4 T3 T2
P0: T12 cK cQ cC cJ c10 c9 c8 c7 sK sQ
P1: T1 GS T21 T20 T19 T18 T17 T16 T15 T14 T13
P2: sC sJ s10 s9 s8 s7 hK hQ hC hJ h1
P3: h2 h3 h4 dK dQ dC dJ d1 d2 d3 d4
actions: pass ultimo`,
		playout: "lowest", contract: Ultimo, declarer: 1,
		score: [4]int{20, -60, 20, 20},
	},
	{
		// A7-like: P2 announces Piccolo. Playing lowest cards he leads GS and
		// takes trick 1; then he leads c7, which P3's cJ and the others'
		// trumps beat; holding only the lowest card of each suit and no
		// trump he never takes another trick: exactly one, won (X3).
		name: "Piccolo won",
		script: `blind: hQ hK dK dQ dC dJ d1 d2 d3 d4
P0: T14 T13 T12 T11 T10 T9 T8 sK sQ sC sJ
P1: T7 T6 T5 T4 T3 T2 T1 h2 h1 hJ hC
P2: GS c7 c8 c9 c10 s7 s8 s9 s10 h4 h3
P3: T21 T20 T19 T18 T17 T16 T15 cK cQ cC cJ
actions: pass pass pass pass  pass pass pass pass  pass pass piccolo pass`,
		playout: "lowest", contract: Piccolo, declarer: 2,
		score: [4]int{-15, -15, 45, -15},
	},
	{
		// P3 announces Bettel with the lowest card of every suit and no trump:
		// his lead to trick 1 is beaten (the others hold every trump) and he
		// never leads again. No trick: won, 10 from each (X5).
		name: "Bettel won",
		script: `blind: hC hQ hK dK dQ dC dJ d1 d2 d3
P0: GS T21 T20 T19 T18 T17 T16 cK cQ cC cJ
P1: T15 T14 T13 T12 T11 T10 T9 sK sQ sC sJ
P2: T8 T7 T6 T5 T4 T3 T2 T1 h2 h1 hJ
P3: c7 c8 c9 c10 s7 s8 s9 s10 h4 h3 d4
actions: pass pass pass pass  pass pass pass pass  pass pass pass bettel`,
		playout: "lowest", contract: Bettel, declarer: 3,
		score: [4]int{-10, -10, -10, 30},
	},
	{
		// The same Bettel hand as Piccolo (A7 order: Bettel, then Piccolo
		// outranks it): P2 takes no trick, so his Piccolo is lost (X4).
		name: "Piccolo lost",
		script: `blind: hC hQ hK dK dQ dC dJ d1 d2 d3
P0: GS T21 T20 T19 T18 T17 T16 cK cQ cC cJ
P1: T15 T14 T13 T12 T11 T10 T9 sK sQ sC sJ
P2: c7 c8 c9 c10 s7 s8 s9 s10 h4 h3 d4
P3: T8 T7 T6 T5 T4 T3 T2 T1 h2 h1 hJ
actions: pass pass pass pass  pass pass pass pass  pass bettel piccolo pass`,
		playout: "lowest", contract: Piccolo, declarer: 2,
		score: [4]int{15, 15, -45, 15},
	},
	{
		// Everyone passes the Cego; P0 turns it into Räuber holding the 11
		// highest trumps: he takes every trick (the most points) and, as
		// Vorhand, loses double; three players took no trick: R = 5·2³·2 =
		// 80 to each.
		name: "Raeuber",
		script: `blind: h3 h4 dK dQ dC dJ d1 d2 d3 d4
P0: GS T21 T20 T19 T18 T17 T16 T15 T14 T13 T12
P1: T11 T10 T9 T8 T7 T6 T5 T4 T3 T2 T1
P2: cK cQ cC cJ c10 c9 c8 c7 sK sQ sC
P3: sJ s10 s9 s8 s7 hK hQ hC hJ h1 h2
actions: pass pass pass pass  pass pass pass pass  pass pass pass pass
  cego pass pass pass raeuber`,
		playout: "lowest", contract: Raeuber, declarer: 0,
		score: [4]int{-240, 80, 80, 80},
	},
	{
		// Three players: P0 holds GS and T21…T10 and takes all 13 tricks in
		// Solo. His pile is all 51 cards: 69 points + the bonus point = 70,
		// factor +8, Solo won 2: each of the two defenders pays 16.
		name: "3p Solo",
		script: `players: 3
dealer: 2
blind: hJ h1 h2 h3 h4 dK dQ dC dJ d1 d2 d3
P0: GS T21 T20 T19 T18 T17 T16 T15 T14 T13 T12 T11 T10
P1: T9 T8 T7 T6 T5 T4 T3 T2 T1 cK cQ cC cJ
P2: c10 c9 c8 sK sQ sC sJ s10 s9 s8 hK hQ hC
actions: pass pass pass  solo pass pass`,
		playout: "lowest", contract: Solo, declarer: 0,
		score: [4]int{32, -16, -16, 0},
	},
	{
		// Three players, Cego: P0 keeps GS T21, takes T20…T9, discards T9,
		// holds the 13 highest trumps and takes everything: 69 + 1 = 70,
		// factor +8, Cego 1: 8 from each of the two.
		name: "3p Cego",
		script: `players: 3
dealer: 2
blind: T20 T19 T18 T17 T16 T15 T14 T13 T12 T11 T10 T9
P0: GS T21 cK cQ cC cJ c10 c9 c8 sK sQ sC sJ
P1: T8 T7 T6 T5 T4 T3 T2 T1 s10 s9 s8 hK hQ
P2: hC hJ h1 h2 h3 h4 dK dQ dC dJ d1 d2 d3
actions: pass pass pass  pass pass pass  cego pass pass cego  GS T21 T9`,
		playout: "lowest", contract: Cego, declarer: 0,
		score: [4]int{16, -8, -8, 0},
	},
	{
		// Three players, Räuber: P0 takes all 13 tricks, two players take
		// none: R = 5·2²·2 = 40 to each of them.
		name: "3p Raeuber",
		script: `players: 3
dealer: 2
blind: hJ h1 h2 h3 h4 dK dQ dC dJ d1 d2 d3
P0: GS T21 T20 T19 T18 T17 T16 T15 T14 T13 T12 T11 T10
P1: T9 T8 T7 T6 T5 T4 T3 T2 T1 cK cQ cC cJ
P2: c10 c9 c8 sK sQ sC sJ s10 s9 s8 hK hQ hC
actions: pass pass pass  pass pass pass  cego pass pass raeuber`,
		playout: "lowest", contract: Raeuber, declarer: 0,
		score: [4]int{-80, 40, 40, 0},
	},
}

func TestScenarios(t *testing.T) {
	for _, sc := range scenarios {
		t.Run(sc.name, func(t *testing.T) {
			runScenario(t, sc.script, sc.playout, sc.contract, sc.declarer, sc.score)
		})
	}
}

// runScenario plays a scenario's script, plays the rest out with its
// policy and checks the contract and the settlement; it returns the end.
func runScenario(t *testing.T, text, playout string, contract Contract, declarer Seat, score [4]int) State {
	t.Helper()
	script, err := ParseScript(text)
	if err != nil {
		t.Fatal(err)
	}
	s, err := script.Play()
	if err != nil {
		t.Fatal(err)
	}
	for s.Phase() != Done {
		if s.Phase() != Playing {
			t.Fatalf("the script stops in phase %v; legal %v", s.Phase(), s.Legal())
		}
		legal := s.Legal()
		a := legal[0]
		if playout == "highest" {
			a = legal[len(legal)-1]
		}
		if err := s.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	if s.Contract() != contract || s.Declarer() != declarer {
		t.Fatalf("contract %v by P%d, want %v by P%d", s.Contract(), s.Declarer(), contract, declarer)
	}
	if got := s.Score(); got != score {
		r := s.Result()
		t.Fatalf("score %v, want %v (points %d, factor %d, value %d)", got, score, r.Points, r.Factor, r.Value)
	}
	return s
}

// TestScenarioAuctionRefusals checks auction refusals of §14.8: A9 and the
// Räuber option.
func TestScenarioAuctionRefusals(t *testing.T) {
	script, err := ParseScript(`blind: GS T21 T20 T19 T18 T17 T16 T15 T14 T13
P0: T12 T11 T10 T9 T8 T7 T6 T5 T4 T3 T2
P1: T1 cK cQ cC cJ sK sQ sC sJ hK hQ
P2: c10 c9 c8 c7 s10 s9 s8 s7 hC hJ h1
P3: h2 h3 h4 dK dQ dC dJ d1 d2 d3 d4
actions: pass pass pass pass  pass pass pass pass  pass pass pass pass  cego`)
	if err != nil {
		t.Fatal(err)
	}
	s, err := script.Play()
	if err != nil {
		t.Fatal(err)
	}
	// A9: P1 holds no pip: Eine Leere is refused, Einer or pass remain.
	if got := FormatActions(s.Legal()); got != "pass einer" {
		t.Errorf("A9: P1 may say %q", got)
	}
	if err := s.Apply(CallEineLeere); err == nil {
		t.Error("A9: jump to Eine Leere accepted")
	}
	if err := s.Apply(CallEiner); err != nil {
		t.Fatal(err)
	}
	// P0 (no pip, all trumps) may hold Einer: any hand can play it.
	if got := FormatActions(s.Legal()); got != "pass mein" {
		t.Errorf("P0 may say %q", got)
	}
	_ = s.Apply(Mein)
	if err := s.Apply(CallEineLeere); err == nil || err.Error() != "Eine Leere needs a pip card (a Leere) in your hand." {
		t.Errorf("A9 refusal: %v", err)
	}
}
