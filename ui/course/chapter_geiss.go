package course

// chapterGeissScript: Vreni is Vorhand and holds each rung with mein; the
// player, her first challenger, climbs the ladder to its top, the Geiß,
// which only the holder of the Geiß may bid (RULES §6.4); he keeps the
// Geiß alone, takes the blind's ten trumps and leads the Geiß to the first
// trick (§7, §8.1), where Anna takes it.
const chapterGeissScript = `players: 4
dealer: 2
blind: GS T21 T20 T19 T18 T17 T16 T15 T14 T13
P0: T1 cK cQ sK sQ hK dK dQ h4 h3 d4
P1: T12 T11 T10 T9 cC cJ hQ hC dC dJ d1
P2: T8 T7 T6 T5 sC sJ hJ h1 h2 d2 d3
P3: T4 T3 T2 c10 c9 c8 c7 s10 s9 s8 s7
actions: pass pass pass pass  pass pass pass pass  pass pass pass pass
  cego einer mein eine-leere mein zwei-leere mein zwei-verschiedene mein geiss pass pass pass  T1
  T1 T9 T5 T2   hQ hJ T3 T13   T21 T10 T6 T4   GS T11 T7 c7
  T14 T12 T8 c8   T15 cC h2 c9   T16 cJ sJ c10   T17 d1 d3 s7
  T18 hC h1 s8   T19 dC d2 s9   T20 dJ sC s10
`

// chapterGeiss is the chapter on the Geiß, the ladder's top rung: bid by
// a challenger against the holder's mein, kept alone, led to the first
// trick.
func chapterGeiss() Chapter {
	return Chapter{
		ID:    "geiss",
		Title: tr("The Geiß: the top rung"),
		Intro: tr("The Geiß is the top rung of the Cego ladder, worth 6. Only the player who holds the Geiß, trump 1, may bid it, so nobody can hold it against him. Its declarer keeps only the Geiß, lays the other ten cards away, takes the blind and must lead the Geiß to the first trick. This time Vreni is Vorhand, and you are the first to bid against her Cego."),
		Outro: tr("You made 65 of the 70 card points: 28 of them lay in your Legage before the first trick. The band 61 to 65 gives factor 6; the Geiß is worth 6, so each defender pays you 6 × 6 = 36, 108 in all. The Geiß itself, led to the first trick, went to Anna with its 5 points: the price of the top rung."),
		Summary: []string{
			tr("The Geiß is the top rung of the ladder, worth 6. Only the holder of the Geiß may bid it: nobody can hold it against him, and nobody can bid higher."),
			tr("Its declarer keeps only the Geiß, lays the other ten cards away and takes the blind; he discards nothing."),
			tr("He must lead the Geiß to the first trick. It is the lowest trump and usually falls to a defender, with its 5 points."),
			tr("A challenger whom the holder answers with mein must bid one rung higher or pass."),
		},
		Script: parseScript("geiss", chapterGeissScript),
		Steps: []Step{
			fort(tr("Every deal begins with the Ultimo question: in Ultimo the declarer must win the last trick with the Geiß, trump 1. You hold the Geiß, but no other trump to guard it: it would fall long before the last trick. Say fort, which means pass.")),
			noSolo(tr("One trump is no Solo: say fort.")),
			noSpecial(),
			stepOf("einer", tr("Vreni, Vorhand, opened the Cego auction with Cego, and you are her first challenger. Bid Einer, one rung higher. A rung may be bid only by a hand that can play it; yours can climb the whole ladder.")).
				because(tr("Bid Einer: your Kings and Queens will lie in your Legage and count for you, whatever rung you play.")),
			stepOf("eine-leere", tr("Vreni holds with mein: she takes Einer for herself. Now you must bid one rung higher or pass. Bid Eine Leere: you hold pips.")).
				because(tr("Bid Eine Leere: each rung is worth more, and your pips allow it.")),
			stepOf("zwei-leere", tr("Vreni holds again. Bid Zwei Leere: you hold two pips of one suit, the 4 and the 3 of hearts.")).
				because(tr("Bid Zwei Leere: the 4 and the 3 of hearts allow it.")),
			stepOf("zwei-verschiedene", tr("Vreni holds once more. Bid Zwei Verschiedene: you hold pips of two suits, hearts and diamonds.")).
				because(tr("Bid Zwei Verschiedene: a pip of hearts and one of diamonds allow it.")),
			stepOf("geiss", tr("Vreni holds Zwei Verschiedene too. Now bid the top rung, the Geiß: only the holder of the Geiß may bid it, so Vreni cannot hold it, and nobody can bid higher.")).
				because(tr("Bid the Geiß: you hold it, so this rung is yours for certain.")),
			stepOf("T1", tr("Vreni could not hold, and nobody may bid above the Geiß: you play it, worth 6. Keep the Geiß, the only card you may keep. The other ten cards go face down into your Legage: four Kings and three Queens among them, 28 points that count for you.")),
			stepOf("T1", tr("The blind brought ten trumps, the Gstieß and the Mond among them. You must lead the Geiß to the first trick. It is the lowest trump: any higher trump takes it, with its 5 points.")),
			stepOf("T13", tr("Anna took the Geiß with trump 9 and leads the Queen of hearts. You have no heart: you must trump. Vreni trumped with the 3, so any of your trumps beats her: spend your smallest, the 13.")).
				because(tr("Every one of your trumps beats Vreni's 3: spend the 13 and keep the high ones to draw trumps.")),
			stepOf("T21", tr("Now draw the others' trumps: lead the Mond, which only the Gstieß beats, and you hold the Gstieß. After it the rest of the deal plays itself.")),
		},
		WatchRest: true,
	}
}
