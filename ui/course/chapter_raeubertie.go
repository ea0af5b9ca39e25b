package course

// chapterRaeuberTieScript: a Räuber in which Anna and Vreni take the most
// card points, 27 each: a tie without Vorhand, so both lose and each pays
// the player and Sepp (RULES §9.5, decision D10). The others' cards were
// played by the Normal bots, the player's by ducking under the winning
// card and throwing points onto others' tricks.
const chapterRaeuberTieScript = `players: 4
dealer: 3
blind: T19 T18 T17 T11 T4 c9 s8 h2 dC dJ
P0: T7 T6 T2 cJ c10 c7 s10 hC hJ d1 d4
P1: T14 T13 T8 T3 sK sC hK h3 dK dQ d3
P2: T21 T20 T10 cQ cC c8 sQ s9 s7 h4 d2
P3: GS T16 T15 T12 T9 T5 T1 cK sJ hQ h1
actions: pass pass pass pass  pass pass pass pass  pass pass pass pass
  cego pass pass pass raeuber
  c7 T3 cQ cK   T14 T10 T1 T7   T13 T20 T16 T6   s9 sJ s10 sC
  T8 T21 T15 T2   d2 T5 d1 dK   T9 hC sK sQ   h1 hJ h3 h4
  d4 d3 cC T12   hQ cJ hK c8   dQ s7 GS c10
`

// chapterRaeuberTie is the chapter on a Räuber that ends in a tie for the
// most card points.
func chapterRaeuberTie() Chapter {
	return Chapter{
		ID:    "raeuber-tie",
		Title: tr("Räuber: a tie"),
		Intro: tr("Another Räuber, and this one ends in a tie. Whoever takes the most card points loses; when two players take the same, highest count, the rule is: if Vorhand is among them, Vorhand alone loses and pays double; otherwise each of them loses and pays each player who is not tied."),
		Outro: tr("Anna and Vreni both took 27 card points, the most: a tie. Neither is Vorhand, so both lose, and each pays 5 to each player who is not tied, to you and to Sepp; they pay nothing to each other. Every player took a trick, so nothing is doubled. You took one trick with 2 card points and receive 10. Had you, Vorhand, tied with them, you alone would have paid everyone, and double."),
		Summary: []string{
			tr("In Räuber every player counts his own tricks, in threes; the most card points lose."),
			tr("A tie for the most points without Vorhand: each tied player loses and pays each player who is not tied; the tied players pay nothing to each other."),
			tr("A tie with Vorhand among the tied players: Vorhand alone loses, and pays double as Vorhand."),
			tr("As Vorhand keep your points down: duck under the winning card, and throw your points onto other players' tricks."),
		},
		Script: parseScript("raeuber-tie", chapterRaeuberTieScript),
		Steps: []Step{
			noUltimo(),
			noSolo(tr("Three small trumps are no Solo: say fort.")),
			noSpecial(),
			stepOf("cego", tr("As Vorhand you must open the Cego auction: say Cego.")),
			stepOf("raeuber", tr("Nobody bid against you. Your highest trump is the 7, and you hold no King and no Queen: hardly a card that takes a trick. Call Räuber, where whoever takes the most points pays.")).
				because(tr("Call Räuber: with low cards you are unlikely to take the most points. For a Cego you would keep two cards, and none of yours is strong enough.")),
			stepOf("c7", tr("In Räuber Vorhand leads, and everyone plays for himself. Lead a card that cannot win: the 7 of clubs, the lowest club. Whoever has a club plays a higher one, and whoever has none must trump.")).
				because(tr("Lead the 7 of clubs: it cannot win. A trump or a higher card could win and bring you the trick's points. Your 4 of diamonds would lose as surely; the lesson goes on with the club.")),
			stepOf("T7", tr("Anna, who trumped your club, leads trump 14; Sepp and Vreni play lower, Vreni even her Geiß. You play last, and every trump of yours is lower than the 14: give the 7, your highest, which could win a trick later, and keep the small ones.")).
				because(tr("Every trump of yours loses here. Give the 7: later it might be the highest in a trick and bring you its points.")),
			stepOf("T6", tr("Anna leads trump 13 and Sepp plays the 20. Both your trumps lose to it: give the 6 and keep the 2, your lowest.")).
				because(tr("Both your trumps lose to the 20. Give the 6 and keep the 2, the trump least likely to win.")),
			only("s10"),
			only("T2"),
			stepOf("d1", tr("Sepp leads the 2 of diamonds and Vreni, who has none, trumps it. Either of your diamonds loses: give the 1, the higher, and keep the 4, the lowest diamond.")).
				because(tr("Both your diamonds lose to Vreni's trump. Give the 1: the 4, the lowest diamond, is the safer card to keep.")),
			stepOf("hC", tr("Vreni leads trump 9, and you have no trump left: you may play any card, and none of them wins. Throw the card with the most points onto this trick, the Cavalier of hearts: its points count for another player, not for you. After it the rest of the deal plays itself.")).
				because(tr("No card of yours can win a trick led with a trump you cannot answer. Throw the Cavalier, your card with the most points, onto someone else's trick.")),
		},
		WatchRest: true,
	}
}
