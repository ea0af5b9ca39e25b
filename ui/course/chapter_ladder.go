package course

// chapterLadderScript: Anna bids Einer against the player's Cego, and the
// player, whose Legage would be rich, holds it with mein.
const chapterLadderScript = `players: 4
dealer: 3
blind: T21 T20 T19 T18 T17 T16 T15 h4 d4 s7
P0: GS T3 cK cQ c10 sK sQ hK hQ dK dQ
P1: T14 T13 T12 T11 T1 cC cJ sC hC h1 dC
P2: T10 T9 T8 T7 c9 c8 sJ s10 hJ dJ d1
P3: T6 T5 T4 T2 c7 s9 s8 h2 h3 d2 d3
actions: pass pass pass pass  pass pass pass pass  pass pass pass pass
  cego einer mein pass pass pass  GS
  GS T1 T7 T2   T21 T11 T8 T4   s7 sC sJ s8   dC dJ d3 d4
  cJ c8 c7 T15   h4 hC hJ h3   cC c9 T5 T16   T17 T12 T9 T6
  T18 T13 T10 s9   T19 T14 s10 h2   T20 h1 d1 d2
`

// chapterLadder is the chapter on the Cego ladder, "mein", and when a hand
// is worth a rung.
func chapterLadder() Chapter {
	return Chapter{
		ID:    "ladder",
		Title: tr("The Cego ladder and mein"),
		Intro: tr("When nobody plays Ultimo, Solo, Piccolo or Bettel, the Cego auction begins. Its ladder: Cego, Einer, Eine Leere, Zwei Leere, Zwei Verschiedene, Geiß. Each rung is worth one more and binds the declarer more: in Cego he keeps any two cards, in Einer any one, in Eine Leere one pip, in Zwei Leere two pips of one suit, in Zwei Verschiedene two pips of different suits, in the Geiß only the Geiß. Vorhand opens with Cego; whoever is overbid may hold with mein."),
		Outro: tr("You made 57 of the 70 card points: factor 5, and Einer is worth 2, so each defender pays you 2 × 5 = 10. Your Legage brought 31 points before the first trick, and the Gstieß won a trick as it always does."),
		Summary: []string{
			tr("The ladder: Cego 1, Einer 2, Eine Leere 3, Zwei Leere 4, Zwei Verschiedene 5, Geiß 6."),
			tr("Vorhand must open with Cego. Bids go up one rung at a time; fort is final."),
			tr("Mein holds the rung bid against you: you take it yourself, and the challenger must go higher or pass."),
			tr("Eine Leere needs a pip card, Zwei Leere two pips of one suit, Zwei Verschiedene two of different suits, the Geiß the Geiß."),
			tr("Kept pips are shown to everybody and may not be discarded, and the declarer must lead them: in Eine Leere the pip to the first trick; in Zwei Leere and Zwei Verschiedene one to the first trick and the other to the second, which he leads even when he lost the first. In the Geiß he leads the Geiß to the first trick. Pips led like this seldom win: that is the burden of the higher rungs."),
			tr("Cego, Zwei Leere and Zwei Verschiedene keep two cards and discard one after taking the blind; Einer, Eine Leere and the Geiß keep one and discard none. Legage and discard always make ten cards."),
			tr("Whoever wins the auction plays exactly the rung it stopped on; he may not raise it afterwards."),
			tr("Hold a rung only when what you may keep, and what you lay away, is worth it."),
		},
		Script: parseScript("ladder", chapterLadderScript),
		Steps: []Step{
			noUltimo(),
			noSolo(tr("Two trumps are far too few for a Solo: say fort.")),
			noSpecial(),
			stepOf("cego", tr("As Vorhand you must open the Cego auction: say Cego.")),
			stepOf("mein", tr("Anna bids Einer, one rung up. Say mein to hold it: you take Einer yourself, and Anna must bid higher or pass. Your hand is worth it: in Einer you keep one card, the Gstieß, which wins a trick whatever happens, and the ten others go into your Legage. Four Kings and four Queens: 31 card points before the first trick.")).
				because(tr("Hold with mein: your Legage alone would bring 31 points, and the Gstieß wins a trick. With fort you would leave the game to Anna.")),
			stepOf("GS", tr("Anna gave up, and nobody else bid: you play Einer. Keep one card, the Gstieß; the other ten go into your Legage, and the ten cards of the blind join your hand.")).
				because(tr("Keep the Gstieß: it is the one card sure to win a trick. A King kept in hand could be trumped; in the Legage its points are safe.")),
			stepOf("GS", tr("The blind brought seven high trumps. Lead the Gstieß: everyone who holds a trump must give one.")),
			stepOf("T21", tr("Anna's Geiß fell to your Gstieß. Lead the Mond next; after it the rest of the deal plays itself.")),
		},
		WatchRest: true,
	}
}
