package course

// chapterCountingScript: the player plays a Cego whose Legage is rich in
// court cards, so that the count in threes and the factor band can be
// followed from the exchange to the settlement.
const chapterCountingScript = `players: 4
dealer: 3
blind: T20 T19 T18 T17 T16 T15 T14 s7 h4 d3
P0: GS T21 T5 cK cQ sK sQ hK hC dK d4
P1: T13 T12 T11 T1 cC cJ c10 sC hQ h1 dQ
P2: T10 T9 T8 T4 c9 c8 sJ s10 hJ h2 dC
P3: T7 T6 T3 T2 c7 s9 s8 h3 dJ d1 d2
actions: pass pass pass pass  pass pass pass pass  pass pass pass pass
  cego pass pass pass cego  GS T21 d3
  GS T1 T4 T2   T21 T11 T8 T3   T20 T12 T9 T6   s7 sC sJ s8
  dQ dC dJ T14   h4 hQ hJ h3   cJ c8 c7 T15   T16 T13 T10 T7
  T17 cC c9 s9   T18 c10 s10 d2   T19 h1 h2 d1
`

// chapterCounting is the chapter on counting in threes and the factor
// bands.
func chapterCounting() Chapter {
	return Chapter{
		ID:    "counting",
		Title: tr("Counting in threes and the factor bands"),
		Intro: tr("The pack holds 106 raw points, but Cego counts the cards in threes, and then the whole pack is worth 70. You play a Cego: keep two cards, lay nine away, take the blind and discard one. Count along how your points add up."),
		Outro: tr("You made 60 of the 70 card points: 27 from your Legage and discard, the rest from your tricks. 60 lies in the band 56 to 60, factor 5; a Cego is worth 1, so each of the three defenders pays you 1 × 5 = 5, 15 in all."),
		Summary: []string{
			tr("Count in threes: the values of three cards added, minus 2. One or two cards left over: their values minus 1."),
			tr("So the pack counts 70. The declarer wins with 36 or more; 35 to 35 is a loss for him."),
			tr("The factor goes by bands of five: 36–40 is 1, 41–45 is 2, up to 66–69 is 7 and all 70 is 8; 31–35 is −1, 26–30 is −2, and so on."),
			tr("Each defender pays the declarer game value × factor; when the factor is negative the declarer pays each defender."),
			tr("With three players the 7 of spades, the 7 of clubs and the 4 of diamonds are taken out: 51 cards, a blind of 12 and 13 cards each. They count 69, so the declarer of a normal game gets 1 point more and still needs 36. Piccolo and Bettel are not played."),
		},
		Script: parseScript("counting", chapterCountingScript),
		Steps: []Step{
			noUltimo(),
			noSolo(tr("Three trumps are no Solo, however high they are: say fort.")),
			noSpecial(),
			stepOf("cego", tr("As Vorhand you must open the Cego auction: say Cego.")),
			stepOf("cego", tr("Nobody bid against you: the game is yours. Play it as a Cego; the other choice, Räuber, has a chapter of its own.")).
				because(tr("Choose Cego: this chapter counts the points of a Cego.")),
			stepOf("GS", tr("Keep the Gstieß and the Mond, the two highest trumps. The other nine cards go face down into your Legage and count for you: four Kings and two Queens among them.")).
				because(tr("Keep the Gstieß and the Mond: they win tricks. The Kings and Queens are worth more in the Legage, where nobody can take them.")),
			stepOf("T21", tr("Keep the Mond too.")).
				because(tr("Keep the Gstieß and the Mond: they win tricks. The Kings and Queens are worth more in the Legage, where nobody can take them.")),
			stepOf("d3", tr("Discard one card; it joins your Legage. Count the ten cards in threes: each three give their values added, minus 2; a card left over gives its value minus 1. Your ten cards hold 34 raw points: 34 − 3 × 2 − 1 = 27 points before the first trick. You need 36. Discard the 3 of diamonds: then you can trump diamonds.")).
				because(tr("Discard the 3 of diamonds: it is worth 1 point wherever it lies, and without a diamond you can trump them.")),
			stepOf("GS", tr("You lead. Lead the Gstieß: everyone who holds a trump must give one.")),
			stepOf("T21", tr("Your first trick holds the Gstieß, the Geiß and two small trumps: 5 + 5 + 1 + 1 = 12 raw points. Counted in threes the small cards bring almost nothing: that is why 106 raw points make only 70. Now lead the Mond.")),
			stepOf("T20", tr("Lead the 20 too: then the others have hardly a trump left. After it the rest of the deal plays itself.")),
		},
		WatchRest: true,
	}
}
