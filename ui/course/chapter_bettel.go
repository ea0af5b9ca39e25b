package course

// chapterBettelScript: the player holds the lowest cards of every suit and
// no trump, and plays Bettel.
const chapterBettelScript = `players: 4
dealer: 3
blind: T21 T20 T19 T18 T17 T16 cK sK hK dK
P0: c9 c8 c7 s9 s8 s7 h2 h3 h4 d3 d4
P1: GS T15 T14 T13 T12 T1 cQ sQ hQ dQ d2
P2: T11 T10 T9 T8 T7 cC cJ sC hC dC d1
P3: T6 T5 T4 T3 T2 c10 sJ s10 hJ h1 dJ
actions: pass pass pass pass  pass pass pass pass  bettel pass pass pass
  c9 cQ cC c10   d2 d1 dJ d3   s10 s9 sQ sC   hQ hC h1 h2
  dQ dC T2 d4   sJ s8 GS T11   T1 T7 T3 c8   cJ T4 c7 T15
  T12 T8 T5 h3   T13 T9 T6 s7   T14 T10 hJ h4
`

// chapterBettel is the chapter on playing Bettel; Piccolo is named beside
// it and defended in chapterPiccolo.
func chapterBettel() Chapter {
	return Chapter{
		ID:    "bettel",
		Title: tr("Bettel: playing it"),
		Intro: tr("After the Solo round comes the round of special games: Piccolo, where the declarer must take exactly one trick, and Bettel, where he must take none. Card points do not count, the blind is out of play, and the declarer leads the first trick. You hold a hand for Bettel."),
		Outro: tr("You took no trick: Bettel made. It is worth 10, so each of the three others pays you 10, 30 in all. A Piccolo, exactly one trick, would have been worth 15."),
		Summary: []string{
			tr("Bettel: take no trick at all, worth 10. Piccolo: take exactly one, worth 15."),
			tr("Announce them in the special round after the Solo round, from Vorhand on: each player may only announce a game higher than the best one so far, so Piccolo overcalls Bettel, and of two equal wishes the earlier player's stands. With three players neither is played."),
			tr("Playing Bettel: get rid of your highest cards early, while the others still hold higher ones; keep the lowest for the end."),
			tr("Trumps are dangerous in Bettel: when you cannot follow suit you must trump, and your trump may win."),
		},
		Script: parseScript("bettel", chapterBettelScript),
		Steps: []Step{
			noUltimo(),
			noSolo(tr("Without a single trump there is no Solo: say fort.")),
			stepOf("bettel", tr("Now the special games. Your hand has no trump and the lowest cards of every suit: nobody can make you take a trick. Say Bettel.")).
				because(tr("No trump and only low cards: this is a Bettel hand. Piccolo would ask you to win exactly one trick, and your cards win none.")),
			stepOf("c9", tr("You lead. In Bettel, get rid of the cards that could win later: lead your highest club, the 9, while everyone still holds higher clubs.")).
				because(tr("Lead the 9 of clubs now: later, when the others have no clubs left, it could win a trick. The 7 is safe at any time.")),
			stepOf("d3", tr("Anna led the 2 of diamonds and the others played higher. Both your diamonds are lower: give the 3 and keep the 4, your lowest, for later.")).
				because(tr("Either diamond loses here. Give the 3 and keep the 4, the card least likely ever to win a trick.")),
			stepOf("s9", tr("Vreni leads the 10 of spades. Give the 9, your highest spade below it: the 8 and the 7 are safer later. After it the rest of the deal plays itself.")).
				because(tr("Give the 9 under the 10: it is your most dangerous spade, and here it cannot win.")),
		},
		WatchRest: true,
	}
}
