package course

// chapterRaeuberScript: nobody bids against the player's Cego, and the
// player, whose hand is all low cards, calls Räuber.
const chapterRaeuberScript = `players: 4
dealer: 3
blind: cK hJ sK h2 hK dQ dJ sQ cQ hQ
P0: T3 T2 cJ c8 c7 s8 s7 h3 h4 d3 d4
P1: T20 T18 T17 T14 T13 T11 T8 T1 c9 sJ d1
P2: GS T16 T10 T9 T5 T4 sC s9 h1 dK d2
P3: T21 T19 T15 T12 T7 T6 cC c10 s10 hC dC
actions: pass pass pass pass  pass pass pass pass  pass pass pass pass
  cego pass pass pass raeuber
  T3 T1 T4 T19   T15 T2 T14 T10   T12 cJ T11 T9   T7 c8 T8 T5
  T13 T16 T6 s8   s9 s10 s7 sJ   d1 d2 dC d3   c10 c7 c9 GS
  h1 hC h3 T20   T18 dK T21 h4   cC d4 T17 sC
`

// chapterRaeuber is the chapter on Räuber.
func chapterRaeuber() Chapter {
	return Chapter{
		ID:    "raeuber",
		Title: tr("Räuber"),
		Intro: tr("When nobody bids against Vorhand's Cego, Vorhand may play it or call Räuber. In Räuber everybody plays for himself, the blind is out of play, and whoever takes the most card points loses and pays each of the others."),
		Outro: tr("You took no trick at all: 0 card points. Vreni took the most, 22, and pays each of the others. Every player without a trick doubles the amount: 5 × 2 = 10 to each of you."),
		Summary: []string{
			tr("Räuber: only Vorhand may call it, when nobody bid above his Cego. Everyone plays for himself; the blind is out of play."),
			tr("The player with the most card points pays each of the others 5; doubled for every player without a trick, and doubled again when Vorhand loses."),
			tr("A tie for the most points: when Vorhand is among the tied players he alone loses; otherwise each tied player pays each player who is not tied."),
			tr("Avoid winning tricks: throw your points into other players' tricks and keep your low cards."),
		},
		Script: parseScript("raeuber", chapterRaeuberScript),
		Steps: []Step{
			noUltimo(),
			noSolo(tr("Two small trumps are no Solo: say fort.")),
			noSpecial(),
			stepOf("cego", tr("As Vorhand you must open the Cego auction: say Cego.")),
			stepOf("raeuber", tr("Nobody bid against you. Your hand has no card that wins a trick: a poor Cego, but good for Räuber, where whoever takes the most points pays. Call Räuber.")).
				because(tr("Call Räuber: with these cards a Cego would be lost, while in Räuber low cards keep you out of trouble.")),
			stepOf("T3", tr("In Räuber Vorhand leads. Lead a small trump: a higher one will take it, and the trick's points go to someone else.")).
				because(tr("Lead the small trump: it will not win. Your Jack is better kept to throw away on someone else's trick.")),
			only("T2"),
			stepOf("cJ", tr("Vreni leads a trump and you have none left: you may play any card. Throw away the Jack of clubs, worth 2: a trump takes this trick, and its points go to that player. After it the rest of the deal plays itself.")).
				because(tr("Throw the Jack: a trump will take this trick, and the Jack is one of your most valuable cards.")),
		},
		WatchRest: true,
	}
}
