package course

// chapterPackScript: the player holds a Solo hand of high trumps and three
// Kings, so that every trick shows the cards and what they are worth.
const chapterPackScript = `players: 4
dealer: 3
blind: T3 T2 s7 h3 hJ dC dJ d2 d3 d4
P0: GS T21 T20 T19 T18 T17 T16 cK sK hK h4
P1: T15 T14 T13 T12 T1 cQ cC c10 sJ hQ d1
P2: T11 T10 T9 T8 cJ c9 sQ sC hC h1 dK
P3: T7 T6 T5 T4 c8 c7 s10 s8 s9 h2 dQ
actions: pass pass pass pass  solo pass pass pass
  GS T1 T8 T4   T21 T12 T9 T5   T20 T13 T10 T6   T19 T14 T11 T7
  cK c10 cJ c7   sK sJ sC s8   hK hQ h1 h2   h4 T15 hC dQ
  d1 dK c8 T16   T17 cQ c9 s9   T18 cC sQ s10
`

// chapterPack is the first chapter: the pack and the card points.
func chapterPack() Chapter {
	return Chapter{
		ID:    "pack",
		Title: tr("The pack and the card points"),
		Intro: tr("Cego is played with 54 cards: 22 trumps (1 to 21 and the Gstieß) and four suits of eight cards each. Every card is worth card points; at the end of a deal the declarer needs 36 of the 70. This time your hand is so strong that you play alone, a Solo: watch what each trick brings you."),
		Outro: tr("You took 64 of the 70 card points; in a Solo the blind counts for you as well. You needed 36. Two cards of the Trull were yours and the Geiß fell into your first trick; the others' Kings, Queens and Cavaliers fell into your tricks too."),
		Summary: []string{
			tr("54 cards: 22 trumps (1 to 21 and the Gstieß) and four suits: clubs, spades, hearts, diamonds."),
			tr("Gstieß, Mond (21) and Geiß (1) are the Trull: 5 points each. King 5, Queen 4, Cavalier 3, Jack 2, every other card 1."),
			tr("Any trump beats any card of a suit. Red pips run 1, 2, 3, 4 from high to low, black pips 10, 9, 8, 7."),
			tr("The pack counts 70 card points; the declarer needs 36."),
			tr("The dealer first lays ten cards face down as the blind, then gives each player eleven in one packet, starting with Vorhand, the player on his right. Dealing, calling and play go anticlockwise, and Vorhand deals the next deal."),
		},
		Script: parseScript("pack", chapterPackScript),
		Steps: []Step{
			noUltimo(),
			stepOf("solo", tr("Look at your hand: the Gstieß, the Mond and five more high trumps, and three Kings. A hand this strong plays alone: say Solo. You play your own eleven cards against the other three, and the blind counts for you unseen at the end.")).
				because(tr("Seven high trumps and three Kings win far more alone than with partners: say Solo.")),
			stepOf("GS", tr("You lead the first trick. Lead the Gstieß, the highest trump: nothing beats it, and everyone who holds a trump must give one.")).
				because(tr("Start with the Gstieß: it wins every trick it is played to, and it draws the others' trumps.")),
			stepOf("T21", tr("Anna had to give her Geiß, trump 1. The Gstieß, the Mond (21) and the Geiß are the Trull and worth 5 points each; trumps 2 to 20 are worth 1. Now lead the Mond: with the Gstieß gone it is the highest trump.")),
			stepOf("T20", tr("The others still hold trumps, and a trump of theirs could take one of your Kings. Go on drawing them: lead the 20.")),
			stepOf("T19", tr("One more round of trumps with the 19; after it only Anna holds one.")),
			stepOf("cK", tr("Now the suits. Each has four court cards, King 5 points, Queen 4, Cavalier 3, Jack 2, and four pips worth 1 each. Lead the King of clubs, the highest club.")),
			stepOf("sK", tr("Sepp's Jack fell to your King: 2 more points. Lead the King of spades, the highest spade.")),
			stepOf("hK", tr("Lead the King of hearts too: the Queen of hearts, 4 points, is still out. Among hearts and diamonds the pips run 1, 2, 3, 4 from high to low; among clubs and spades 10, 9, 8, 7.")),
			stepOf("h4", tr("Your 4 of hearts is the lowest heart and will lose the trick, but it is worth only 1 point. Give the trick away now and keep your trumps for the last three tricks.")).
				because(tr("Keep your trumps for the end: lose this trick with the 4 of hearts, worth only 1 point.")),
			stepOf("T16", tr("Anna took the trick with her last trump and leads a diamond. You have no diamonds, so you must trump, and any trump beats the King of diamonds: play the 16, the smallest. The King brings you 5 points.")),
			stepOf("T17", tr("Nobody holds a trump any more: each of yours wins a trick. Lead the 17.")),
			only("T18"),
		},
	}
}
