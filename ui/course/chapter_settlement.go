package course

// chapterSettlementScript: Sepp wins the auction with Eine Leere and makes
// 51 card points; the player defends and pays.
const chapterSettlementScript = `players: 4
dealer: 3
blind: T20 T19 T18 T17 T16 T15 T14 c7 h4 d2
P0: T6 T4 cQ cC c9 sJ s10 hJ h2 dC d3
P1: T8 h1 dJ hQ T2 s8 d1 dQ T3 h3 s9
P2: GS T21 T7 T5 T1 cK s7 sQ hK dK d4
P3: hC cJ T13 c10 sK T10 T11 T12 sC T9 c8
actions: pass pass pass pass  pass pass pass pass  pass pass pass pass
  cego einer pass eine-leere pass pass  s7
  s7 sC sJ s8   sK s10 s9 T14   d2 T9 dC dQ   hC hJ h3 h4
  cJ cC T2 c7   dJ T15 T10 d3   T16 T11 T4 T3   T17 T12 T6 T8
  T18 T13 c9 h1   T19 c8 h2 d1   T20 c10 cQ hQ
`

// chapterSettlement is the chapter on the settlement of a deal.
func chapterSettlement() Chapter {
	return Chapter{
		ID:    "settlement",
		Title: tr("The settlement of a deal"),
		Intro: tr("Every deal ends with a settlement: who pays whom, and how much. In a normal game the declarer's card points give the factor, the game gives the value, and each defender pays the declarer value × factor, or receives it. This time you defend and watch how a deal is settled."),
		Outro: tr("Sepp made 51 card points: the band 51 to 55 gives factor 4, Eine Leere is worth 3, so each defender pays him 3 × 4 = 12, and Sepp gets 36. Had he made 35 or less, he would have paid each of you. The score sheet keeps the running total; it always adds up to zero."),
		Summary: []string{
			tr("Normal games: the declarer's points give the factor by bands of five, times the game's value: each defender pays that amount, or receives it when the declarer lost."),
			tr("Values: Cego 1, Einer 2, Eine Leere 3, Zwei Leere 4, Zwei Verschiedene 5, Geiß 6; Solo won 2, lost 1; Gegensolo won 4, lost 2."),
			tr("Ultimo, Piccolo and Bettel have a fixed value, 20, 15 and 10, and no factor: won, each defender pays it to the declarer; lost, the declarer pays it to each defender."),
			tr("In Räuber the player with the most card points pays each of the others 5, doubled for every player without a trick and doubled again when he is Vorhand."),
			tr("Every payment goes from one player to another, so the scores always add up to zero."),
			tr("Cego is played differently from place to place. The course teaches the standard rules; under Rules… you can choose common variants, such as counting in pairs (79 points, 40 to win), the Halbe between Cego and Einer, or the rules of the Schwarzwaldmeisterschaft."),
		},
		Script: parseScript("settlement", chapterSettlementScript),
		Steps: []Step{
			noUltimo(),
			noSolo(tr("Two small trumps are no Solo: say fort.")),
			noSpecial(),
			stepOf("cego", tr("As Vorhand you must open the Cego auction: say Cego.")),
			fort(tr("Anna bids Einer. Your hand is weak: say fort, and whoever wins the auction plays against you and your partners.")).
				because(tr("With mein you would have to play Einer yourself, and this hand would lose it: say fort and defend.")),
			stepOf("sJ", tr("Sepp won the auction with Eine Leere: he kept one pip, the 7 of spades, showed it and had to lead it. Vreni's Cavalier is the highest card of the trick, and only Anna, your partner, plays after you: give your Jack, 2 points for your side.")).
				because(tr("Give the Jack: Sepp has played, Vreni's Cavalier is highest, and only your partner Anna follows, so its 2 points go to your side.")),
			only("s10"),
		},
		WatchRest: true,
	}
}
