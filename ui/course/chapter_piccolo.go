package course

// chapterPiccoloScript: Sepp plays Piccolo with the Gstieß and a King of
// diamonds he cannot get rid of; the player leads diamonds until the King
// must win.
const chapterPiccoloScript = `players: 4
dealer: 3
blind: T12 T11 T7 T6 T5 hQ hC hJ h1 h2
P0: T21 T20 T15 T10 cK cQ sK sQ hK d1 d3
P1: T19 T18 T14 T9 T1 cC cJ sC sJ dQ d2
P2: GS T3 T2 c8 c7 s8 s7 h4 h3 dK d4
P3: T17 T16 T13 T8 T4 c10 c9 s10 s9 dC dJ
actions: pass pass pass pass  pass pass pass pass  pass pass piccolo pass
  T3 T17 T21 T19   d3 d2 d4 dC   c9 cQ cJ c8   d1 dQ dK dJ
  T2 T16 T20 T18   sQ sJ s8 s10   cK cC c7 c10   sK sC s7 s9
  hK T1 h3 T13   T4 T10 T9 GS   h4 T8 T15 T14
`

// chapterPiccolo is the chapter on defending against Piccolo.
func chapterPiccolo() Chapter {
	return Chapter{
		ID:    "piccolo",
		Title: tr("Piccolo: defending"),
		Intro: tr("Sepp announces Piccolo: he must take exactly one trick. You, Anna and Vreni defend together. You win if he takes no trick or two and more: make him take a second one."),
		Outro: tr("Sepp had to win a diamond trick with his King and later a trick with the Gstieß: two tricks, his Piccolo is lost. He pays each of you 15, 45 in all."),
		Summary: []string{
			tr("Against Piccolo or Bettel the defenders want the declarer to take tricks (against Piccolo: none or two and more)."),
			tr("Lead the suits in which he may hold a high card, and lead them again: he must follow suit and cannot get rid of it."),
			tr("Win tricks yourself to keep the lead, and play under his cards when he must win."),
		},
		Script: parseScript("piccolo", chapterPiccoloScript),
		Steps: []Step{
			noUltimo(),
			noSolo(tr("Four trumps are no Solo: say fort.")),
			noSpecial(),
			stepOf("T21", tr("Sepp plays Piccolo and leads trump 3. You want the lead, to choose the suit he must follow: take the trick with your highest trump, the Mond; only the Gstieß beats it.")).
				because(tr("Play the Mond: only the Gstieß can beat it, and you need the lead.")),
			stepOf("d3", tr("Lead a small diamond, the 3, and watch Sepp: a Piccolo player ducks with his lowest card while he can.")).
				because(tr("Lead the 3 of diamonds: keep the 1 to lead later, when Sepp may have only a high diamond left.")),
			stepOf("cQ", tr("Sepp ducked with the 4 of diamonds. Win this club trick to get the lead back: the Queen is enough, because the only higher club, the King, is in your hand.")).
				because(tr("Take the trick with the Queen: only the King is higher, and it is yours. Keep the King for later.")),
			stepOf("d1", tr("Now lead the 1 of diamonds, the highest pip. If Sepp's last diamond is a court card he must play it, and it may win. After it the rest of the deal plays itself.")),
		},
		WatchRest: true,
	}
}
