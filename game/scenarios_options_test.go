package game

import "testing"

// optionScenario is a deal script, how the rest is played out, and the
// contract, declarer and settlement it must end with.
type optionScenario struct {
	name     string
	script   string
	playout  string
	contract Contract
	declarer Seat
	score    [4]int
}

// Deal-script scenarios for the options of RULES §11, in the style of
// scenarios_test.go: the script's "options:" (or "preset:", "specials:")
// line switches the option on, every settlement is worked out by hand in
// the comment, and the hands make the result independent of the play-out
// policy where the comment says so. Dealer P3, so Vorhand is P0.
var optionScenarios = []optionScenario{
	{
		// COUNT_PAIRS: the "Zwei Leere" deal of scenarios_test.go. P1's pile
		// is 46 cards, raw 91: in pairs 91 − 23 = 68 points (threes: 60),
		// band 65–69 → factor +6 (threes +5); Zwei Leere counts 4: 24 from
		// each defender (threes: 20).
		name: "COUNT_PAIRS Zwei Leere",
		script: `options: COUNT_PAIRS
blind: GS T21 T20 T19 T18 T17 T16 T15 T14 T13
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
		score: [4]int{-24, 72, -24, -24},
	},
	{
		// HALBE: P1 bids the new rung over P0's Cego; P0 (no pip) cannot
		// hold it. P1 keeps s7 first (the shown pip) and GS, lays aside
		// the 9 clubs and sQ, takes T21…T12 and discards T12 (s7 may not
		// be discarded). Playing lowest cards P1 leads T13…T21, GS: P0
		// must give his trumps T1…T10 and loses all ten tricks. Trick 11:
		// s7, P2 hK, P3 dK (both void), P0 trumps with T11 and wins. P1's
		// pile: 50 cards, raw 106 − (1+5+5+1) = 94, 94 − 33 = 61 points,
		// factor +6; Halbe counts 2: 12 from each, P1 +36.
		name: "HALBE Halbe",
		script: `options: HALBE
blind: T21 T20 T19 T18 T17 T16 T15 T14 T13 T12
P0: T11 T10 T9 T8 T7 T6 T5 T4 T3 T2 T1
P1: GS s7 cK cQ cC cJ c10 c9 c8 c7 sQ
P2: sK sC sJ s10 s9 s8 hK hQ hC hJ h1
P3: h2 h3 h4 dK dQ dC dJ d1 d2 d3 d4
actions: pass pass pass pass  pass pass pass pass  pass pass pass pass
  cego halbe pass pass pass   s7 GS T12`,
		playout: "lowest", contract: Halbe, declarer: 1,
		score: [4]int{-12, 36, -12, -12},
	},
	{
		// HALBE moves Einer to value 3 (S11). The "Einer" deal: P1 bids
		// halbe, P0 passes, P2 bids einer, P1 holds it ("mein"), P2 and
		// P3 pass. P1 keeps GS and takes every trick: 70, factor +8,
		// Einer 3: 24 from each.
		name: "HALBE Einer",
		script: `options: HALBE
blind: T21 T20 T19 T18 T17 T16 T15 T14 T13 T12
P0: T11 T10 T9 T8 T7 T6 T5 T4 T3 T2 T1
P1: GS cK cQ cC cJ c10 c9 c8 c7 sK sQ
P2: sJ s10 s9 s8 s7 hK hQ hC hJ h1 h2
P3: sC h3 h4 dK dQ dC dJ d1 d2 d3 d4
actions: pass pass pass pass  pass pass pass pass  pass pass pass pass
  cego halbe pass einer mein pass pass   GS`,
		playout: "lowest", contract: Einer, declarer: 1,
		score: [4]int{-24, 72, -24, -24},
	},
	{
		// PFLICHTSOLO: P0 holds 11 trumps and may only say solo (the
		// refusal of pass is checked in TestPflichtsolo); the "Solo won"
		// settlement: 70, +8, Solo won 2: 16 each.
		name: "PFLICHTSOLO",
		script: `options: PFLICHTSOLO
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
		// SCHINDEN: P0 withholds his compulsory Solo (11 trumps) and plays
		// Cego; before the first lead P0 passes and P1 calls "Hosen rum!"
		// on P0: caught, P0 pays each other player 1 × 8 (D14) and the deal
		// is void.
		name: "SCHINDEN caught",
		script: `options: SCHINDEN
blind: h3 h4 dK dQ dC dJ d1 d2 d3 d4
P0: GS T21 T20 T19 T18 T17 T16 T15 T14 T13 T12
P1: T11 T10 T9 T8 T7 T6 T5 T4 T3 T2 T1
P2: cK cQ cC cJ c10 c9 c8 c7 sK sQ sC
P3: sJ s10 s9 s8 s7 hK hQ hC hJ h1 h2
actions: pass pass pass pass  pass pass pass pass  pass pass pass pass
  cego pass pass pass cego   GS T21 d4
  pass hosen-rum-0`,
		contract: Cego, declarer: 0,
		score: [4]int{-24, 8, 8, 8},
	},
	{
		// SCHINDEN: the same deal, but P2 calls "Hosen rum!" on P1, whose
		// 11 trumps T11…T1 are a compulsory Solo as well: P1 is caught and
		// pays 8 to each.
		name: "SCHINDEN caught P1",
		script: `options: SCHINDEN
blind: h3 h4 dK dQ dC dJ d1 d2 d3 d4
P0: GS T21 T20 T19 T18 T17 T16 T15 T14 T13 T12
P1: T11 T10 T9 T8 T7 T6 T5 T4 T3 T2 T1
P2: cK cQ cC cJ c10 c9 c8 c7 sK sQ sC
P3: sJ s10 s9 s8 s7 hK hQ hC hJ h1 h2
actions: pass pass pass pass  pass pass pass pass  pass pass pass pass
  cego pass pass pass cego   GS T21 d4
  pass pass hosen-rum-1`,
		contract: Cego, declarer: 0,
		score: [4]int{8, -24, 8, 8},
	},
	{
		// SCHINDEN: P3 calls "Hosen rum!" on P2, whose hand has no trump:
		// the challenger is wrong and pays 8 to each.
		name: "SCHINDEN wrong",
		script: `options: SCHINDEN
blind: h3 h4 dK dQ dC dJ d1 d2 d3 d4
P0: GS T21 T20 T19 T18 T17 T16 T15 T14 T13 T12
P1: T11 T10 T9 T8 T7 T6 T5 T4 T3 T2 T1
P2: cK cQ cC cJ c10 c9 c8 c7 sK sQ sC
P3: sJ s10 s9 s8 s7 hK hQ hC hJ h1 h2
actions: pass pass pass pass  pass pass pass pass  pass pass pass pass
  cego pass pass pass cego   GS T21 d4
  pass pass pass hosen-rum-2`,
		contract: Cego, declarer: 0,
		score: [4]int{8, 8, 8, -24},
	},
	{
		// GEGENSOLO_GEHALTEN: P1 says Solo, P2 Gegensolo, and P1 holds it
		// ("mein"): P1 plays the Gegensolo with the blind, keeps GS T21,
		// takes T20…T11, discards T11 and holds the 11 highest trumps:
		// 70, +8, Gegensolo won 4: 32 from each, P1 +96; P2 defends.
		name: "GEGENSOLO_GEHALTEN",
		script: `options: GEGENSOLO_GEHALTEN
blind: T20 T19 T18 T17 T16 T15 T14 T13 T12 T11
P0: T10 T9 T8 T7 T6 T5 T4 T3 T2 T1 sQ
P1: GS T21 cK cQ cC cJ c10 c9 c8 c7 sK
P2: sC sJ s10 s9 s8 s7 hK hQ hC hJ h1
P3: h2 h3 h4 dK dQ dC dJ d1 d2 d3 d4
actions: pass pass pass pass   pass solo gegensolo mein   GS T21 T11`,
		playout: "lowest", contract: Gegensolo, declarer: 1,
		score: [4]int{-32, 96, -32, -32},
	},
	{
		// GEGENSOLO_VERSTEIGERUNG: P1 says Solo; P2's Gegensolo is a Cego
		// bid; the auction goes on after P2 without the Solo bidder: P3
		// bids einer, P2 holds ("mein"), P3 passes, P0 passes. P2 plays
		// Einer: keeps GS, takes T21…T12, takes every trick: 70, +8;
		// Einer 2 + 1 = 3 (the auction's +1): 24 from each.
		name: "GEGENSOLO_VERSTEIGERUNG",
		script: `options: GEGENSOLO_VERSTEIGERUNG
blind: T21 T20 T19 T18 T17 T16 T15 T14 T13 T12
P0: T11 T10 T9 T8 T7 T6 T5 T4 T3 T2 T1
P1: cK cQ cC cJ c10 c9 c8 c7 sK sQ sC
P2: GS sJ s10 s9 s8 s7 hK hQ hC hJ h1
P3: h2 h3 h4 dK dQ dC dJ d1 d2 d3 d4
actions: pass pass pass pass   pass solo gegensolo   einer mein pass  pass   GS`,
		playout: "lowest", contract: Einer, declarer: 2,
		score: [4]int{-24, -24, 72, -24},
	},
	{
		// GEGENSOLO_VERSTEIGERUNG: nobody raises: P2 plays the Gegensolo as
		// a Cego (keeps GS and sJ, discards sJ) and takes every trick: 70,
		// +8, Gegensolo by auction counts Cego 1 + 1 = 2: 16 each.
		name: "GEGENSOLO_VERSTEIGERUNG Cego",
		script: `options: GEGENSOLO_VERSTEIGERUNG
blind: T21 T20 T19 T18 T17 T16 T15 T14 T13 T12
P0: T11 T10 T9 T8 T7 T6 T5 T4 T3 T2 T1
P1: cK cQ cC cJ c10 c9 c8 c7 sK sQ sC
P2: GS sJ s10 s9 s8 s7 hK hQ hC hJ h1
P3: h2 h3 h4 dK dQ dC dJ d1 d2 d3 d4
actions: pass pass pass pass   pass solo gegensolo   pass pass   GS sJ sJ`,
		playout: "lowest", contract: Gegensolo, declarer: 2,
		score: [4]int{-16, -16, 48, -16},
	},
	{
		// DURCHMARSCH (house values): P0's 11 highest trumps take every
		// trick: twice a won Solo at factor 8 = 2 × 2 × 8 = 32 from each.
		name: "DURCHMARSCH won",
		script: `options: DURCHMARSCH
blind: h3 h4 dK dQ dC dJ d1 d2 d3 d4
P0: GS T21 T20 T19 T18 T17 T16 T15 T14 T13 T12
P1: T11 T10 T9 T8 T7 T6 T5 T4 T3 T2 T1
P2: cK cQ cC cJ c10 c9 c8 c7 sK sQ sC
P3: sJ s10 s9 s8 s7 hK hQ hC hJ h1 h2
actions: pass pass pass pass   solo pass pass pass   durchmarsch`,
		playout: "lowest", contract: Solo, declarer: 0,
		score: [4]int{96, -32, -32, -32},
	},
	{
		// DURCHMARSCH lost: the "Solo lost" deal (P0 takes no trick): a
		// lost Solo at factor 8 = 8 to each.
		name: "DURCHMARSCH lost",
		script: `options: DURCHMARSCH
blind: T2 T3 T4 T5 T6 T7 T8 T9 T10 T11
P0: c7 c8 c9 c10 s7 s8 s9 s10 h4 h3 d4
P1: GS T21 T20 T19 T18 T17 T16 T15 T14 T13 T12
P2: T1 cK cQ cC cJ sK sQ sC sJ hK hQ
P3: hC hJ h1 h2 dK dQ dC dJ d1 d2 d3
actions: pass pass pass pass   solo pass pass pass   durchmarsch`,
		playout: "lowest", contract: Solo, declarer: 0,
		score: [4]int{-24, 8, 8, 8},
	},
	{
		// SOLO_ULTI (house values): P0 holds GS T21…T13 and the Geiß; P1
		// has the only other trump in play (T2, the rest is in the blind).
		// Playing highest cards P0 leads GS (P1 must give T2), T21 … T13
		// and the Geiß last, which wins trick 11 (nobody has a trump
		// left). Solo: all cards, 70, +8, won 2: 16; "ulti" adds one
		// Ultimo value 20: 36 from each, P0 +108.
		name: "SOLO_ULTI",
		script: `options: SOLO_ULTI
blind: T12 T11 T10 T9 T8 T7 T6 T5 T4 T3
P0: GS T21 T20 T19 T18 T17 T16 T15 T14 T13 T1
P1: T2 cK cQ cC cJ c10 c9 c8 c7 sK sQ
P2: sC sJ s10 s9 s8 s7 hK hQ hC hJ h1
P3: h2 h3 h4 dK dQ dC dJ d1 d2 d3 d4
actions: pass pass pass pass   solo pass pass pass   ulti`,
		playout: "highest", contract: Solo, declarer: 0,
		score: [4]int{108, -36, -36, -36},
	},
	{
		// SOLO_ULTI lost: the same deal played with lowest cards: P0 leads
		// the Geiß first (his lowest card), P1 must give his only trump T2
		// and takes trick 1 (T1 T2 s7 h4, raw 8). P1 leads c7, P0 trumps
		// and his nine trumps take the remaining ten tricks. P0's pile (blind
		// included) is the other 50 cards: raw 98 − 33 = 65 points, +6, Solo
		// won 2: 12; the Ulti is lost: −20. Each defender receives 8 net,
		// P0 −24.
		name: "SOLO_ULTI lost",
		script: `options: SOLO_ULTI
blind: T12 T11 T10 T9 T8 T7 T6 T5 T4 T3
P0: GS T21 T20 T19 T18 T17 T16 T15 T14 T13 T1
P1: T2 cK cQ cC cJ c10 c9 c8 c7 sK sQ
P2: sC sJ s10 s9 s8 s7 hK hQ hC hJ h1
P3: h2 h3 h4 dK dQ dC dJ d1 d2 d3 d4
actions: pass pass pass pass   solo pass pass pass   ulti`,
		playout: "lowest", contract: Solo, declarer: 0,
		score: [4]int{-24, 8, 8, 8},
	},
	{
		// PASCHA with the St. Georgen values: P0 holds GS T21 T20 and the
		// four lowest clubs and spades. Playing lowest cards he leads T20,
		// T21, GS (three tricks), then c7, which P1 (only trumps) must
		// trump. P0 never leads again and his low pips win nothing: exactly
		// three tricks, won: 30 (St. Georgen) from each.
		name: "PASCHA",
		script: `preset: ST_GEORGEN
blind: hK hQ hC hJ h1 h2 h3 h4 dK dQ
P0: GS T21 T20 c7 c8 c9 c10 s7 s8 s9 s10
P1: T19 T18 T17 T16 T15 T14 T13 T12 T11 T10 T9
P2: T8 T7 T6 T5 T4 T3 T2 T1 cK cQ cC
P3: cJ sK sQ sC sJ dC dJ d1 d2 d3 d4
actions: pass pass pass pass  pass pass pass pass  pascha pass pass pass`,
		playout: "lowest", contract: Pascha, declarer: 0,
		score: [4]int{90, -30, -30, -30},
	},
	{
		// ZWIKKOLO with the St. Georgen value 15: as Pascha but P0 holds
		// only GS T21 and announces Zwikkolo; T20 is P1's. P0 leads T21
		// and GS (two tricks), then c7 which P1 trumps: exactly two.
		name: "ZWIKKOLO",
		script: `preset: ST_GEORGEN
blind: hK hQ hC hJ h1 h2 h3 dK dQ d4
P0: GS T21 h4 c7 c8 c9 c10 s7 s8 s9 s10
P1: T20 T19 T18 T17 T16 T15 T14 T13 T12 T11 T10
P2: T9 T8 T7 T6 T5 T4 T3 T2 T1 cK cQ
P3: cC cJ sK sQ sC sJ dC dJ d1 d2 d3
actions: pass pass pass pass  pass pass pass pass  zwikkolo pass pass pass`,
		playout: "lowest", contract: Zwikkolo, declarer: 0,
		score: [4]int{45, -15, -15, -15},
	},
	{
		// OFFEN: the "Piccolo won" deal played open: Piccolo 15 doubled:
		// 30 from each.
		name: "OFFEN Piccolo",
		script: `options: OFFEN
blind: hQ hK dK dQ dC dJ d1 d2 d3 d4
P0: T14 T13 T12 T11 T10 T9 T8 sK sQ sC sJ
P1: T7 T6 T5 T4 T3 T2 T1 h2 h1 hJ hC
P2: GS c7 c8 c9 c10 s7 s8 s9 s10 h4 h3
P3: T21 T20 T19 T18 T17 T16 T15 cK cQ cC cJ
actions: pass pass pass pass  pass pass pass pass  pass pass piccolo pass  offen`,
		playout: "lowest", contract: Piccolo, declarer: 2,
		score: [4]int{-30, -30, 90, -30},
	},
	{
		// GEREGELTER_RAEUBER: the "Raeuber" deal: P0 must lead GS to trick
		// 1 and the Mond to trick 2, P1 his Geiß to trick 3; P0 still takes
		// every trick: R = 5 · 2³ · 2 = 80 to each.
		name: "GEREGELTER_RAEUBER",
		script: `options: GEREGELTER_RAEUBER
blind: h3 h4 dK dQ dC dJ d1 d2 d3 d4
P0: GS T21 T20 T19 T18 T17 T16 T15 T14 T13 T12
P1: T11 T10 T9 T8 T7 T6 T5 T4 T3 T2 T1
P2: cK cQ cC cJ c10 c9 c8 c7 sK sQ sC
P3: sJ s10 s9 s8 s7 hK hQ hC hJ h1 h2
actions: pass pass pass pass  pass pass pass pass  pass pass pass pass
  cego pass pass pass raeuber
  GS T2 c7 s7   T21 T3 c8 s8   T12 T1 c9 s9`,
		playout: "lowest", contract: Raeuber, declarer: 0,
		score: [4]int{-240, 80, 80, 80},
	},
	{
		// RAEUBER_TIE_SPLIT. The trumps in play are T2…T13, three each; the
		// rest lie in the blind. Tricks 1–3 are all trumps (raw 4 each):
		// P0 takes T12 T2 T3 T7, P1 T5 T11 T6 T9, P2 T8 T13 T10 T4. P2 then
		// runs his spades (tricks 4–7, raw 12 12 7 5), gives the lead away
		// with c7, which P1's cJ takes, and P1 runs his clubs (tricks 8–11,
		// raw 11 10 7 8). P0: 4 cards raw 4 → 1 point; P1: 20 cards raw 4 +
		// 36 = 40 → 27; P2: raw 4 + 36 = 40 → 27; P3 no trick. P1 and P2
		// tie for most (Vorhand is not in it); z = 1: R = 5 · 2 = 10.
		// Shared: each of P0 and P3 receives 10, P1 and P2 pay 5 each to
		// each of them (D10's default would be 10 each: see the next one).
		name: "RAEUBER_TIE_SPLIT",
		script: `options: RAEUBER_TIE_SPLIT
blind: GS T21 T20 T19 T18 T17 T16 T15 T14 T1
P0: T12 T5 T4 s7 hK hQ hC hJ h1 h2 h3
P1: T11 T8 T2 cK cQ cC cJ c10 c9 c8 h4
P2: T13 T6 T3 c7 sK sQ sC sJ s10 s9 s8
P3: T10 T9 T7 dK dQ dC dJ d1 d2 d3 d4
actions: pass pass pass pass  pass pass pass pass  pass pass pass pass
  cego pass pass pass raeuber
  T12 T2 T3 T7   T5 T11 T6 T9   T8 T13 T10 T4
  sK dK s7 h4   sQ dJ hK c8   sC d1 hJ c9   sJ d2 h1 c10
  c7 dQ hQ cJ   cC s8 dC hC   cQ s9 d3 h2   cK s10 d4 h3`,
		contract: Raeuber, declarer: 0,
		score: [4]int{10, -10, -10, 10},
	},
	{
		// The same deal without the option (D10): each tied loser pays R =
		// 10 to each of P0 and P3.
		name: "RAEUBER tie default",
		script: `blind: GS T21 T20 T19 T18 T17 T16 T15 T14 T1
P0: T12 T5 T4 s7 hK hQ hC hJ h1 h2 h3
P1: T11 T8 T2 cK cQ cC cJ c10 c9 c8 h4
P2: T13 T6 T3 c7 sK sQ sC sJ s10 s9 s8
P3: T10 T9 T7 dK dQ dC dJ d1 d2 d3 d4
actions: pass pass pass pass  pass pass pass pass  pass pass pass pass
  cego pass pass pass raeuber
  T12 T2 T3 T7   T5 T11 T6 T9   T8 T13 T10 T4
  sK dK s7 h4   sQ dJ hK c8   sC d1 hJ c9   sJ d2 h1 c10
  c7 dQ hQ cJ   cC s8 dC hC   cQ s9 d3 h2   cK s10 d4 h3`,
		contract: Raeuber, declarer: 0,
		score: [4]int{20, -20, -20, 20},
	},
	{
		// SM_ROUNDING with the STANDARD unit: the "Cego" deal pays 8,
		// rounded up to 10 from each.
		name: "SM_ROUNDING",
		script: `options: SM_ROUNDING
blind: T20 T19 T18 T17 T16 T15 T14 T13 T12 T11
P0: GS T21 cK cQ cC cJ c10 c9 c8 c7 sK
P1: T10 T9 T8 T7 T6 T5 T4 T3 T2 T1 sQ
P2: sC sJ s10 s9 s8 s7 hK hQ hC hJ h1
P3: h2 h3 h4 dK dQ dC dJ d1 d2 d3 d4
actions: pass pass pass pass  pass pass pass pass  pass pass pass pass
  cego pass pass pass cego   GS T21 T11`,
		playout: "lowest", contract: Cego, declarer: 0,
		score: [4]int{30, -10, -10, -10},
	},
	{
		// DRESCHER (X10): P0 turns the Cego into Drescher and takes every
		// trick with his 11 highest trumps, the last one too: as Vorhand
		// he pays double, 2 × 10 = 20 to each.
		name: "DRESCHER",
		script: `options: DRESCHER
blind: h3 h4 dK dQ dC dJ d1 d2 d3 d4
P0: GS T21 T20 T19 T18 T17 T16 T15 T14 T13 T12
P1: T11 T10 T9 T8 T7 T6 T5 T4 T3 T2 T1
P2: cK cQ cC cJ c10 c9 c8 c7 sK sQ sC
P3: sJ s10 s9 s8 s7 hK hQ hC hJ h1 h2
actions: pass pass pass pass  pass pass pass pass  pass pass pass pass
  cego pass pass pass drescher`,
		playout: "lowest", contract: Drescher, declarer: 0,
		score: [4]int{-60, 20, 20, 20},
	},
	{
		// ZWEI_LEERE_TRUMPFABWURF: the "Zwei Leere" deal; the lowest trump
		// of the blind is T13, the discard the script makes anyway: 20
		// each (TestTrumpfabwurf checks that nothing else may go).
		name: "ZWEI_LEERE_TRUMPFABWURF",
		script: `options: ZWEI_LEERE_TRUMPFABWURF
blind: GS T21 T20 T19 T18 T17 T16 T15 T14 T13
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
		// ZWEI_VERSCHIEDENE_TRUMPFABWURF: the "Zwei Verschiedene" deal; the
		// highest trump of the blind is the Gstieß, which P1 must throw
		// face up. Tricks 1–2 as before go to P0 (c7 cK c9 T2, s7 T1 h3
		// T3); P0 leads T4, P1's lowest trump T13 takes it and his T14…
		// T21 the rest. The Gstieß counts for him as a discard, so his
		// pile is the same 46 cards: 59 points, +5, 25 from each.
		name: "ZWEI_VERSCHIEDENE_TRUMPFABWURF",
		script: `options: ZWEI_VERSCHIEDENE_TRUMPFABWURF
blind: GS T21 T20 T19 T18 T17 T16 T15 T14 T13
P0: T12 T11 T10 T9 T8 T7 T6 T5 T4 T3 T2
P1: c7 c8 sK sQ sC sJ s10 s9 s8 s7 hK
P2: T1 cK cQ cC cJ c10 hQ hC hJ h1 h2
P3: c9 h3 h4 dK dQ dC dJ d1 d2 d3 d4
actions: pass pass pass pass  pass pass pass pass  pass pass pass pass
  cego einer pass eine-leere mein zwei-leere mein zwei-verschiedene mein pass pass
  c7 s7 GS
  c7 cK c9 T2
  s7 T1 h3 T3`,
		playout: "lowest", contract: ZweiVerschiedene, declarer: 1,
		score: [4]int{-25, 75, -25, -25},
	},
	{
		// PARLETT_LEERE: P1 has no pip, so his cK may serve as the Leere
		// of Eine Leere. Led to trick 1 it cannot win: P2 c7, P3 c8, P0 c9
		// → P0 takes it. P0 leads T1, P1's T13 takes it, and P1's ten
		// highest trumps take tricks 2–11. His pile: 50 cards, raw 106 −
		// (5+1+1+1) = 98, 98 − 33 = 65 points, +6; Eine Leere 3: 18 each.
		name: "PARLETT_LEERE",
		script: `options: PARLETT_LEERE
blind: GS T21 T20 T19 T18 T17 T16 T15 T14 T13
P0: c9 T2 T1 dK dQ dC dJ d1 d2 d3 d4
P1: cK T12 T11 T10 T9 T8 T7 T6 T5 T4 T3
P2: c7 cQ cC cJ sK sQ sC sJ s10 s9 s8
P3: c8 c10 s7 hK hQ hC hJ h1 h2 h3 h4
actions: pass pass pass pass  pass pass pass pass  pass pass pass pass
  cego einer mein eine-leere pass pass pass   cK`,
		playout: "lowest", contract: EineLeere, declarer: 1,
		score: [4]int{-18, 54, -18, -18},
	},
	{
		// PARLETT_DIFFERENZ: the "Cego" deal, 70 points: |70 − 35| × 1 =
		// 35 from each.
		name: "PARLETT_DIFFERENZ",
		script: `options: PARLETT_DIFFERENZ
blind: T20 T19 T18 T17 T16 T15 T14 T13 T12 T11
P0: GS T21 cK cQ cC cJ c10 c9 c8 c7 sK
P1: T10 T9 T8 T7 T6 T5 T4 T3 T2 T1 sQ
P2: sC sJ s10 s9 s8 s7 hK hQ hC hJ h1
P3: h2 h3 h4 dK dQ dC dJ d1 d2 d3 d4
actions: pass pass pass pass  pass pass pass pass  pass pass pass pass
  cego pass pass pass cego   GS T21 T11`,
		playout: "lowest", contract: Cego, declarer: 0,
		score: [4]int{105, -35, -35, -35},
	},
	{
		// SCHWARZWALDMEISTERSCHAFT (pairs, u = 5, SM_ROUNDING): the "Solo
		// won" deal: 79 points, +8, Solo won 2: 5 · 2 · 8 = 80 each.
		name: "SCHWARZWALDMEISTERSCHAFT Solo",
		script: `preset: SCHWARZWALDMEISTERSCHAFT
blind: h3 h4 dK dQ dC dJ d1 d2 d3 d4
P0: GS T21 T20 T19 T18 T17 T16 T15 T14 T13 T12
P1: T11 T10 T9 T8 T7 T6 T5 T4 T3 T2 T1
P2: cK cQ cC cJ c10 c9 c8 c7 sK sQ sC
P3: sJ s10 s9 s8 s7 hK hQ hC hJ h1 h2
actions: pass pass pass pass   solo pass pass pass`,
		playout: "lowest", contract: Solo, declarer: 0,
		score: [4]int{240, -80, -80, -80},
	},
	{
		// FIVE_AT_TABLE: the "Cego" deal; the dealer sitting out pays 8
		// like a defender (Result.SatOut), so P0 receives 4 × 8 = 32.
		name: "FIVE_AT_TABLE Cego",
		script: `options: FIVE_AT_TABLE
blind: T20 T19 T18 T17 T16 T15 T14 T13 T12 T11
P0: GS T21 cK cQ cC cJ c10 c9 c8 c7 sK
P1: T10 T9 T8 T7 T6 T5 T4 T3 T2 T1 sQ
P2: sC sJ s10 s9 s8 s7 hK hQ hC hJ h1
P3: h2 h3 h4 dK dQ dC dJ d1 d2 d3 d4
actions: pass pass pass pass  pass pass pass pass  pass pass pass pass
  cego pass pass pass cego   GS T21 T11`,
		playout: "lowest", contract: Cego, declarer: 0,
		score: [4]int{32, -8, -8, -8},
	},
	{
		// 3P_OHNE_EINFACHEN_CEGO: the "3p Cego" deal; Vorhand must open
		// with einer, keeps GS (T21 goes to his Legage), takes T20…T9 and
		// takes all 13 tricks: 69 + 1 = 70, +8, Einer 2: 16 from each.
		name: "3P_OHNE_EINFACHEN_CEGO",
		script: `players: 3
options: 3P_OHNE_EINFACHEN_CEGO
blind: T20 T19 T18 T17 T16 T15 T14 T13 T12 T11 T10 T9
P0: GS T21 cK cQ cC cJ c10 c9 c8 sK sQ sC sJ
P1: T8 T7 T6 T5 T4 T3 T2 T1 s10 s9 s8 hK hQ
P2: hC hJ h1 h2 h3 h4 dK dQ dC dJ d1 d2 d3
actions: pass pass pass  pass pass pass  einer pass pass einer  GS`,
		playout: "lowest", contract: Einer, declarer: 0,
		score: [4]int{32, -16, -16, 0},
	},
	{
		// 3P_OHNE_RAEUBER: the "3p Cego" deal; after the others pass,
		// Vorhand is not asked for Räuber and plays his Cego: 8 each.
		name: "3P_OHNE_RAEUBER",
		script: `players: 3
options: 3P_OHNE_RAEUBER
blind: T20 T19 T18 T17 T16 T15 T14 T13 T12 T11 T10 T9
P0: GS T21 cK cQ cC cJ c10 c9 c8 sK sQ sC sJ
P1: T8 T7 T6 T5 T4 T3 T2 T1 s10 s9 s8 hK hQ
P2: hC hJ h1 h2 h3 h4 dK dQ dC dJ d1 d2 d3
actions: pass pass pass  pass pass pass  cego pass pass  GS T21 T9`,
		playout: "lowest", contract: Cego, declarer: 0,
		score: [4]int{16, -8, -8, 0},
	},
}

func TestOptionScenarios(t *testing.T) {
	runOptionScenarios(t, optionScenarios)
}

// runOptionScenarios plays every scenario as a subtest.
func runOptionScenarios(t *testing.T, scs []optionScenario) {
	for _, sc := range scs {
		t.Run(sc.name, func(t *testing.T) {
			runScenario(t, sc.script, sc.playout, sc.contract, sc.declarer, sc.score)
		})
	}
}
