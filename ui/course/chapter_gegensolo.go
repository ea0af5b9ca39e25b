package course

// chapterGegensoloScript: Anna bids Solo with eight trumps; the player,
// with the Gstieß, the Mond and four Kings, answers with Gegensolo.
const chapterGegensoloScript = `players: 4
dealer: 3
blind: T12 T11 T10 T9 T8 T1 c7 s7 h4 d3
P0: GS T21 cK cQ s10 s9 sK hK h3 dK d4
P1: T20 T19 T18 T17 T16 T15 T14 T13 cC sC hC
P2: T7 T6 T5 c10 c9 sQ sJ hQ hJ dQ dC
P3: T4 T3 T2 cJ c8 s8 h1 h2 dJ d1 d2
actions: pass pass pass pass  pass solo pass pass gegensolo  GS T21 T1
  GS T13 T5 T2   T21 T14 T6 T3   c7 cC c9 cJ   sC sQ s8 s7
  hQ h2 h4 hC   dQ dJ d3 T15   T16 T7 T4 T8   T17 sJ c8 T9
  T18 dC h1 T10   T19 hJ d2 T11   T20 c10 d1 T12
`

// chapterGegensolo is the chapter on Solo and Gegensolo.
func chapterGegensolo() Chapter {
	return Chapter{
		ID:    "gegensolo",
		Title: tr("Solo and Gegensolo"),
		Intro: tr("A Solo player plays his own eleven cards against the other three; the blind stays closed and counts for him at the end. It counts double when won and single when lost. Against a Solo, another player may answer Gegensolo: he takes the blind as in a Cego and plays against all three, for four times the value when won and twice when lost."),
		Outro: tr("You made 37 of the 70 card points, just over the 36 you needed: factor 1. Gegensolo counts four times, so each of the three others, Anna too, pays you 4 × 1 = 4, 12 in all. Discarding the Geiß was worth it: its 5 points lay safe in your Legage."),
		Summary: []string{
			tr("Solo: your own eleven cards alone; the blind counts for you unseen. Won ×2, lost ×1."),
			tr("A Solo needs many trumps in your own hand: you cannot exchange a single card."),
			tr("Gegensolo answers a Solo: keep two cards, lay nine away, take the blind, discard one, and play against all three. Won ×4, lost ×2."),
			tr("A Gegensolo needs high cards to keep and points to lay away; the blind does the rest."),
		},
		Script: parseScript("gegensolo", chapterGegensoloScript),
		Steps: []Step{
			noUltimo(),
			noSolo(tr("Two trumps and four Kings are no Solo: alone you would lose your Kings to the others' trumps. Say fort.")).
				because(tr("A Solo is played with your own cards only: two trumps are far too few.")),
			stepOf("gegensolo", tr("Anna bids Solo; Sepp and Vreni let it stand. You may answer Gegensolo: you keep two cards, lay the other nine away, take the blind and play against all three. Keep the Gstieß and the Mond, and your four Kings lie safe in the Legage: say Gegensolo.")).
				because(tr("Say Gegensolo: the Gstieß and the Mond win tricks, four Kings in the Legage bring 20 raw points, and the blind may bring trumps.")),
			stepOf("GS", tr("Keep the Gstieß and the Mond: they win tricks. Your Kings, the Queen and the small cards go into the Legage.")).
				because(tr("Keep the Gstieß and the Mond: they win tricks. The Kings and Queens are worth more in the Legage, where nobody can take them.")),
			stepOf("T21", tr("Keep the Mond too.")).
				because(tr("Keep the Gstieß and the Mond: they win tricks. The Kings and Queens are worth more in the Legage, where nobody can take them.")),
			stepOf("T1", tr("The blind brought six trumps, the Geiß among them, and Anna bid Solo, so she holds many high trumps: any of them would take your Geiß. Discard it: in the Legage its 5 points count for you.")).
				because(tr("Discard the Geiß: in your hand any trump of Anna's takes it; in the Legage its 5 points are yours.")),
			stepOf("GS", tr("You lead. Lead the Gstieß and make Anna spend a trump.")),
			stepOf("T21", tr("Lead the Mond too; after it the rest of the deal plays itself.")),
		},
		WatchRest: true,
	}
}
