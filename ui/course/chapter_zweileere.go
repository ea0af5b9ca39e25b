package course

// chapterZweiLeereScript: Anna bids up the ladder against the player's
// Cego, the player holds each rung with mein up to Zwei Leere, keeps the
// 4 and the 3 of hearts, shows them and leads them to the first two
// tricks; the blind's ten trumps win the rest.
const chapterZweiLeereScript = `players: 4
dealer: 3
blind: GS T21 T20 T19 T18 T17 T16 T15 T14 T13
P0: cK cQ sK sQ hK hQ dK dQ c7 h4 h3
P1: T12 T11 T10 T9 s10 s9 s8 hC dC d1 d2
P2: T8 T7 T6 T5 T4 cC cJ c10 hJ h1 dJ
P3: T3 T2 T1 c9 c8 sC sJ s7 h2 d3 d4
actions: pass pass pass pass  pass pass pass pass  pass pass pass pass
  cego einer mein eine-leere mein zwei-leere mein pass pass pass  h4 h3 T13
  h4 hC h1 h2   h3 T9 hJ T3   d1 dJ d3 T14   GS T10 T4 T2
  T21 T11 T5 T1   T20 T12 T6 s7   T19 s8 T7 c8   T18 s9 T8 c9
  T17 s10 c10 sJ   T16 d2 cJ sC   T15 dC cC d4
`

// chapterZweiLeere is the chapter on the higher rungs of the ladder: each
// mein binds the player to the rung just bid, and in Zwei Leere the two
// kept pips are shown and must be led to the first two tricks (RULES §7,
// §8.1).
func chapterZweiLeere() Chapter {
	return Chapter{
		ID:    "zwei-leere",
		Title: tr("Zwei Leere: the shown pips"),
		Intro: tr("The higher rungs of the ladder are worth more, and they bind the declarer more. In Zwei Leere he keeps two pips of one suit, shows them to everybody, lays the other nine cards away, takes the blind and discards one card. He must lead the two pips to the first two tricks. Anna bids against you, rung by rung."),
		Outro: tr("You made 64 of the 70 card points: 31 came from your Legage and discard before the first trick. The band 61 to 65 gives factor 6; Zwei Leere is worth 4, so each defender pays you 4 × 6 = 24, 72 in all. Your two shown pips lost the first two tricks, as shown pips usually do: that is the price of the higher rung."),
		Summary: []string{
			tr("Zwei Leere: keep two pips of one suit and show them; lay nine cards away, take the blind, discard one card that is not a shown pip."),
			tr("Lead the shown pips to the first two tricks, one to each, in either order; you lead the second trick even when you lost the first."),
			tr("Zwei Verschiedene is the same with two pips of different suits. In the Geiß you keep only the Geiß and lead it to the first trick."),
			tr("Each mein binds you to the rung just bid: whoever wins the auction plays exactly the rung where it stopped."),
		},
		Script: parseScript("zwei-leere", chapterZweiLeereScript),
		Steps: []Step{
			noUltimo(),
			noSolo(tr("Not one trump in your hand: no Solo. Say fort.")),
			noSpecial(),
			stepOf("cego", tr("As Vorhand you must open the Cego auction: say Cego.")),
			stepOf("mein", tr("Anna bids Einer. Hold it with mein: in every rung of the ladder your cards, four Kings and four Queens, go into your Legage, and there they count for you.")).
				because(tr("Hold with mein: four Kings and four Queens in your Legage bring 31 points before the first trick. With fort you would leave the game to Anna.")),
			stepOf("mein", tr("Anna bids Eine Leere, one rung higher. Each mein binds you to the rung just bid. You hold pips, so you can play Eine Leere: say mein again.")).
				because(tr("Say mein again: your Legage stays the same at every rung, and the rung is worth one more.")),
			stepOf("mein", tr("Anna bids Zwei Leere. You hold two pips of one suit, the 4 and the 3 of hearts, so you may hold this rung too: say mein. If Anna passes now, you play exactly Zwei Leere, worth 4.")).
				because(tr("Say mein: with the 4 and the 3 of hearts you can play Zwei Leere, and your Legage is rich.")),
			stepOf("h4", tr("Anna gave up and nobody else bid: you play Zwei Leere. Keep two pips of one suit: the 4 of hearts first. The pips you keep are shown to everybody.")).
				because(tr("Keep the 4 and the 3 of hearts, your two pips of one suit; either may come first, the lesson keeps the 4 first.")),
			stepOf("h3", tr("Keep the 3 of hearts too. The other nine cards, four Kings, four Queens and the 7 of clubs, go face down into your Legage.")),
			stepOf("T13", tr("The blind brought ten trumps, the Gstieß and the Mond among them. Discard one card; your shown pips may not be discarded, they must be led. Discard the 13, your smallest trump: in the Legage its point counts for you.")).
				because(tr("The shown pips may not be discarded. Discard the 13: your smallest trump wins the fewest tricks, and in the Legage its point is yours.")),
			stepOf("h4", tr("You lead. Your shown pips must go to the first two tricks, one to each, in either order: lead the 4 of hearts.")).
				because(tr("Either pip may go first; the lesson's deal leads the 4 of hearts. Every other card must wait until both pips are led.")),
			stepOf("h3", tr("Anna took the first trick, but in Zwei Leere you lead the second trick anyway: lead your other shown pip, the 3 of hearts.")),
			stepOf("T14", tr("Anna leads a diamond and you have none, so you must trump. Sepp and Vreni followed suit: any trump takes the trick, so spend your smallest, the 14.")).
				because(tr("Any trump wins this trick: spend your smallest, the 14, and keep the high ones for drawing trumps.")),
			stepOf("GS", tr("Now draw the others' trumps: lead the Gstieß. After it the rest of the deal plays itself.")),
		},
		WatchRest: true,
	}
}
