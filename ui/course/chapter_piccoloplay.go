package course

// chapterPiccoloPlayScript: the player holds the Gstieß, three small
// trumps and the lowest pips of every suit, plays Piccolo, takes his one
// trick with the Gstieß at once and ducks every other trick, getting rid
// of trump 12 under Vreni's 15. The defenders' cards were played by the
// Strong bots.
const chapterPiccoloPlayScript = `players: 4
dealer: 3
blind: T7 T6 T5 T4 sQ s8 hC d1 cJ c10
P0: GS T12 T3 T2 c8 c7 s7 h4 h3 d4 d3
P1: T21 T16 T13 T9 T1 cK c9 sC s10 hQ dJ
P2: T20 T17 T14 T10 cQ sK sJ h1 h2 dK d2
P3: T19 T18 T15 T11 T8 cC s9 hK hJ dQ dC
actions: pass pass pass pass  pass pass pass pass  piccolo pass pass pass
  GS T21 T20 T19   s7 sC sK s9   h2 hJ h3 hQ   c9 cQ cC c8
  d2 dC d3 dJ   T8 T3 T16 T17   h1 hK h4 T13   s10 sJ T15 T12
  dQ d4 T9 dK   cK T10 T11 c7   T18 T2 T1 T14
`

// chapterPiccoloPlay is the chapter on playing Piccolo as the declarer:
// one trick taken early with a card that surely wins, then only cards
// that lose, the high trump got rid of under a higher one.
func chapterPiccoloPlay() Chapter {
	return Chapter{
		ID:    "piccolo-play",
		Title: tr("Piccolo: playing it"),
		Intro: tr("In Piccolo the declarer must take exactly one trick, no more and no fewer. He plays his own eleven cards against the other three and leads the first trick; the blind stays out of play. There is no exchange either: no Legage takes a dangerous card off your hand, so you must play every card away yourself."),
		Outro: tr("You took exactly one trick, with the Gstieß: Piccolo made. It is worth 15, so each of the three others pays you 15, 45 in all."),
		Summary: []string{
			tr("Piccolo: take exactly one trick, worth 15. You play your own eleven cards; the blind stays out of play, and no Legage takes a dangerous card off your hand."),
			tr("Take your one trick early, with a card that surely wins, such as the Gstieß: after it every other trick may go to the others."),
			tr("Then lead the lowest card of a suit, and when you follow, play under the card that is winning the trick."),
			tr("Get rid of your high cards, above all a high trump, when a higher card already wins the trick; keep your lowest cards for the end."),
		},
		Script: parseScript("piccolo-play", chapterPiccoloPlayScript),
		Steps: []Step{
			noUltimo(),
			noSolo(tr("The Gstieß and three small trumps are no Solo: say fort.")),
			stepOf("piccolo", tr("Now the special games. Your hand holds one card that wins any trick it is played to, the Gstieß; your other trumps are small, and your other cards are the lowest of their suits. That makes one trick and no more: say Piccolo.")).
				because(tr("Say Piccolo: the Gstieß is one sure trick, and your other cards are low. Bettel, no trick at all, cannot be made with the Gstieß, which wins whatever trick it falls on.")),
			stepOf("GS", tr("You lead. The Gstieß wins every trick it is played to, so it will be your one trick whatever you do. Take it now: after it every card of yours is low, and every other trick can go to the others.")).
				because(tr("Lead the Gstieß: it is your one trick in any case. Keep it, and any other trick you are forced to win makes two.")),
			stepOf("s7", tr("Anna, Sepp and Vreni threw their highest trumps under your Gstieß: they want you to win tricks, and a high trump would only win tricks for them. You won and lead again. Lead a card that cannot win: the 7 of spades is the lowest spade, so whoever has a spade plays a higher one, and whoever has none must trump.")).
				because(tr("Lead the 7 of spades: it cannot win the trick. Trump 12 could, for the others would play lower trumps under it; and keep your small trumps for the tricks in which you must trump. Your lowest heart, diamond or club would lose as surely; the lesson goes on with the spade.")),
			stepOf("h3", tr("Sepp took the spade with his King and leads the 2 of hearts; Vreni plays the Jack. Both your hearts are lower than the Jack: give the 3 and keep the 4, the lowest heart, for later.")).
				because(tr("Either heart loses to the Jack. Give the 3 and keep the 4, the card least likely ever to win a trick.")),
			stepOf("c8", tr("Anna took the hearts with her Queen and leads the 9 of clubs; Sepp plays the Queen, Vreni the Cavalier. You play last and cannot win: give the 8 and keep the 7, the lowest club.")).
				because(tr("Both your clubs lose to the Cavalier. Give the 8: the 7, the lowest club, is the safer card to keep.")),
			stepOf("d3", tr("Sepp leads the 2 of diamonds and Vreni plays the Cavalier, higher than both your diamonds. Give the 3 and keep the 4, the lowest diamond.")).
				because(tr("Either diamond loses to the Cavalier. Give the 3 and keep the 4, the lowest diamond.")),
			stepOf("T3", tr("Vreni leads trump 8, and you must play a trump. Your 12 would beat the 8, and Anna and Sepp, who play after you, could play lower trumps and leave you a second trick. Play under the 8: give the 3 and keep the 2, your lowest.")).
				because(tr("Trump 12 would beat the 8 and could stay the highest: a second trick, and your Piccolo lost. Play under the 8: give the 3 and keep the 2, your lowest trump.")),
			only("h4"),
			stepOf("T12", tr("Anna leads the 10 of spades. You have no spade left and must trump, but Vreni has already trumped with the 15. Your trump 12 cannot win this trick: get rid of it now, your highest card left, and keep the 2. After it the rest of the deal plays itself.")).
				because(tr("Vreni's 15 beats your 12: this is the chance to get rid of it without winning. Kept, trump 12 could take a later trick; the 2 is the card to keep.")),
		},
		WatchRest: true,
	}
}
