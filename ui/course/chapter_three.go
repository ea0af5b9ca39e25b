package course

// chapterThreeScript: three players (RULES §10): 51 cards, a blind of 12,
// thirteen cards each; the player, Vorhand, plays a Cego.
const chapterThreeScript = `players: 3
dealer: 2
blind: T20 T19 T18 T17 T16 T15 T14 T13 T12 h4 d3 s8
P0: GS T21 cK cQ sK sQ hK hQ dK dQ c8 h3 d2
P1: T11 T9 T7 T5 T3 T1 cC c10 sC s10 hC h1 dC
P2: T10 T8 T6 T4 T2 cJ c9 sJ s9 hJ h2 dJ d1
actions: pass pass pass  pass pass pass  cego pass pass cego  GS T21 s8
  GS T3 T2   T21 T5 T4   T20 T7 T6   T19 T9 T8   T18 T11 T10   T17 T1 h2
  T16 h1 d1   T15 s10 s9   T14 c10 c9   T13 sC sJ   T12 dC dJ   h4 hC hJ   cC cJ d3
`

// chapterThree is the chapter on Cego with three players.
func chapterThree() Chapter {
	return Chapter{
		ID:    "three",
		Title: tr("Cego by three"),
		Intro: tr("Cego is also played by three. The 7 of spades, the 7 of clubs and the 4 of diamonds are taken out: 51 cards, a blind of 12 and 13 cards each, so a deal has 13 tricks. There is no Piccolo and no Bettel. You are Vorhand against Anna and Sepp."),
		Outro: tr("You made 62 card points: the 51 cards count only 69, so the declarer of a normal game gets 1 point more, and 36 still wins. The band 61 to 65 gives factor 6; Cego is worth 1, so each of your two opponents pays you 6, 12 in all."),
		Summary: []string{
			tr("Three players: 51 cards, without the 7 of spades, the 7 of clubs and the 4 of diamonds; a blind of 12, 13 cards each, 13 tricks."),
			tr("No Piccolo and no Bettel: the Cego auction follows the Solo round."),
			tr("In a Cego keep two, lay eleven away, take the twelve of the blind and discard one: Legage and discard make twelve cards."),
			tr("The pack counts 69; the declarer of a normal game gets 1 point more, so 36 still wins. Each of the two defenders pays or receives value × factor."),
		},
		Script: parseScript("three", chapterThreeScript),
		Steps: []Step{
			noUltimo(),
			fort(tr("Next comes the Solo round: by three, a Solo player plays his own thirteen cards alone against the other two, and the blind counts for him unseen. Two trumps are far too few: say fort.")),
			stepOf("cego", tr("With three players there is no round for Piccolo and Bettel: the Cego auction follows the Solo round. As Vorhand you must open it: say Cego.")),
			stepOf("cego", tr("Nobody bid against you: the game is yours. Play it as a Cego; Räuber is played by three as well, but not in this chapter.")).
				because(tr("Choose Cego: this chapter plays a Cego by three.")),
			stepOf("GS", tr("Keep the Gstieß and the Mond. The other eleven cards go face down into your Legage: four Kings and four Queens among them.")).
				because(tr("Keep the Gstieß and the Mond: they win tricks. The Kings and Queens are worth more in the Legage, where nobody can take them.")),
			stepOf("T21", tr("Keep the Mond too.")).
				because(tr("Keep the Gstieß and the Mond: they win tricks. The Kings and Queens are worth more in the Legage, where nobody can take them.")),
			stepOf("s8", tr("The twelve cards of the blind joined your hand: 14 cards, one too many. Discard the 8 of spades, your only spade: then you can trump spades. Your Legage and discard make twelve cards with 40 raw points, 32 points counted in threes.")).
				because(tr("Discard the 8 of spades: it is worth 1 point wherever it lies, and without a spade you can trump them.")),
			stepOf("GS", tr("You lead. Lead the Gstieß: everyone who holds a trump must give one. After it the rest of the deal plays itself.")),
		},
		WatchRest: true,
	}
}
