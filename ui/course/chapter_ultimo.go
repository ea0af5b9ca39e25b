package course

// chapterUltimoScript: the player holds the Geiß with six high trumps and
// four Kings, announces Ultimo and draws the others' trumps.
const chapterUltimoScript = `players: 4
dealer: 3
blind: T16 T15 T14 T13 T12 T11 T10 T9 c7 s7
P0: GS T21 T20 T19 T18 T17 T1 cK sK hK dK
P1: T8 T7 T6 cQ cC cJ sQ hQ h1 dQ d1
P2: T5 T4 c10 c9 c8 sC sJ s10 hC h2 dC
P3: T3 T2 s9 s8 hJ h3 h4 dJ d2 d3 d4
actions: ultimo
  GS T6 T4 T2   T21 T7 T5 T3   T20 T8 c8 h4   cK cJ c9 d4
  sK sQ s10 s8   hK h1 h2 h3   dK d1 dC d3   T19 cC c10 s9
  T18 cQ sJ d2   T17 hQ sC hJ   T1 dQ hC dJ
`

// chapterUltimo is the chapter on Ultimo.
func chapterUltimo() Chapter {
	return Chapter{
		ID:    "ultimo",
		Title: tr("Ultimo"),
		Intro: tr("Ultimo is the highest game. Only the holder of the Geiß may announce it, at the very start, before any other call. He must win the last trick with the Geiß. Card points do not count, and the blind is out of play."),
		Outro: tr("Your Geiß won the last trick: Ultimo made. It is worth 20, so each of the three others pays you 20, 60 in all."),
		Summary: []string{
			tr("Ultimo: announce it first of all, only with the Geiß; win the last trick with the Geiß."),
			tr("Draw the others' trumps first: the Geiß wins only when nobody has a trump left."),
			tr("Playing the Geiß before the last trick loses the game, even when the rules force it."),
			tr("Ultimo ranks above every other game. It is worth 20: won, each of the others pays the declarer 20; lost, he pays each of them 20."),
		},
		Script: parseScript("ultimo", chapterUltimoScript),
		Steps: []Step{
			stepOf("ultimo", tr("You hold the Geiß, trump 1, and six more trumps with the Gstieß and the Mond. Announce Ultimo: you win if your Geiß wins the last trick.")).
				because(tr("Announce Ultimo: with the Gstieß and five more high trumps you can draw every trump the others hold, and then the Geiß wins the last trick.")),
			stepOf("GS", tr("The Geiß, the lowest trump, can win the last trick only when nobody else has a trump left. Draw them: lead the Gstieß.")).
				because(tr("Draw trumps with your high ones. Never play the Geiß before the last trick: played earlier, it loses the Ultimo.")),
			stepOf("T21", tr("Everyone gave a trump. Lead the Mond and draw more.")),
			stepOf("T20", tr("Sepp and Vreni have no trump left; Anna may still have one. Lead the 20.")),
			stepOf("cK", tr("Nobody holds a trump now: no card can beat your Geiß at the end. Play your Kings and high trumps first and keep the Geiß for the last trick; the rest of the deal plays itself.")).
				because(tr("Keep the Geiß for the last trick: played now, it loses the Ultimo. Lead a King.")),
		},
		WatchRest: true,
	}
}
