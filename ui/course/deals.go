package course

import (
	"log"

	"github.com/cego-spiel/cego/game"
)

// The three prepared deals of the lessons, in the deal-script notation of
// RULES §16.3: the blind and the hands (dealt as §4 lays them out), then
// every action of the deal, the bots' included. The player is P0 (Vorhand);
// Anna, Sepp and Vreni are P1, P2 and P3; Vreni deals.
var dealScripts = [...]string{
	// 1. Following suit and trumping: Anna plays Einer, the player defends.
	`players: 4
dealer: 3
blind: GS T19 T17 T11 sK sC sJ hQ dK c10
P0: T13 T8 T4 T2 hK h3 h2 cQ c9 d1 d4
P1: T20 T6 T3 s10 s9 c8 c7 h4 d3 d2 dJ
P2: T21 T16 T14 T10 T7 cK cJ sQ s8 hJ dQ
P3: T18 T15 T12 T9 T5 T1 cC s7 hC h1 dC
actions: pass pass pass pass  pass pass pass pass  pass pass pass pass
  cego einer pass pass pass  T20
  dK dQ dC d4   sK s8 s7 T2   hK hQ hJ hC   cQ c10 cK cC
  sQ T1 T4 sJ   c9 T11 cJ T12   h1 h3 T17 T7   sC T10 T5 T8
  T16 T9 T13 T19   T20 T21 T15 d1   T14 T18 h2 GS
`,
	// 2. Laying away in a Cego: the player is the declarer.
	`players: 4
dealer: 3
blind: T20 T18 T16 T14 T12 T9 dK hQ cJ s10
P0: GS T21 T2 cK c8 c7 sK s7 h4 h3 d4
P1: T19 T13 T8 T5 T1 cQ c10 sQ s9 hK dQ
P2: T17 T11 T7 T4 cC c9 sC s8 hC h1 dC
P3: T15 T10 T6 T3 sJ hJ h2 dJ d1 d2 d3
actions: pass pass pass pass  pass pass pass pass  pass pass pass pass
  cego pass pass pass cego  GS T21 hQ
  dK dQ dC d3   s10 sQ sC sJ   hK hC hJ T9   cJ cQ cC T3
  h2 T18 T5 h1   GS T1 T4 T6   T21 T8 T7 T10   T12 T13 T11 T15
  d2 T20 T19 T17   T14 c10 c9 d1   T16 s9 s8 dJ
`,
	// 3. Defending against a Solo: Sepp plays Solo.
	`players: 4
dealer: 3
blind: T4 T3 c8 s7 s9 h2 h3 d2 d3 d4
P0: GS T18 T2 hK hQ h1 dK d1 s10 s8 cJ
P1: T20 T14 T11 T7 T1 dQ dC hC sQ sJ c10
P2: T21 T17 T16 T15 T12 T9 cK cQ c7 sK h4
P3: T19 T13 T10 T8 T6 T5 cC c9 sC dJ hJ
actions: pass pass pass pass  pass pass solo  pass pass pass
  sK sC s8 sJ   cK c9 cJ c10   c7 cC T2 T1   hK hC h4 hJ
  h1 T7 T9 T10   T5 T18 T11 T21   cQ T6 GS T14   s10 sQ T12 T13
  dJ d1 dC T15   T16 T8 hQ T20   dQ T17 T19 dK
`,
}

// stepOf is a step expecting the action written as token.
func stepOf(token, say string) Step {
	a, err := game.ParseAction(token)
	if err != nil {
		log.Printf("cego: lesson step %q: %v", token, err)
		a = game.Action(game.NumActions) // matches nothing: the lesson refuses to start
	}
	return Step{Want: a, Say: say}
}

// because adds the explanation a refused action gets.
func (s Step) because(why string) Step {
	s.Why = why
	return s
}

// parseScript parses a chapter's deal script; a script the engine does
// not read is logged and leaves the chapter without a deal, which
// NewRun refuses (the tests play every chapter).
func parseScript(name, text string) game.Script {
	sc, err := game.ParseScript(text)
	if err != nil {
		log.Printf("cego: chapter %q: %v", name, err)
	}
	return sc
}

// fort is a step expecting a pass.
func fort(say string) Step { return stepOf("pass", say) }

// noSolo is a chapter's step in the Solo round where the player
// passes: what a Solo is, then why this hand is none (why), so that a
// chapter opened first does not ask for fort before the word Solo is
// explained.
func noSolo(why string) Step {
	return fort(tr("Next comes the Solo round: a Solo player plays his own eleven cards alone against the other three, and the blind counts for him unseen.") + " " + why)
}

// noSpecial is a chapter's step in the round of Piccolo and Bettel
// where the player passes, with what the two games are.
func noSpecial() Step {
	return fort(tr("Then comes the round of the special games: Piccolo, in which the declarer must take exactly one trick, and Bettel, in which he must take none. Not with this hand: say fort."))
}

// noUltimo is the first step of a chapter whose player does not hold
// the Geiß: the Ultimo question, and what Ultimo and fort are, before the
// player is asked to say fort (a chapter may be the first one opened).
func noUltimo() Step {
	return fort(tr("Every deal begins with the Ultimo question. Ultimo is the game in which the declarer must win the last trick with the Geiß, trump 1, and only the player who holds the Geiß may announce it. You do not hold it: say fort, which means pass."))
}

// chapterSuit is the chapter on following suit and trumping.
func chapterSuit() Chapter {
	return Chapter{
		ID:    "suit",
		Title: tr("Following suit and trumping"),
		Intro: tr("Anna plays Einer against you, Sepp and Vreni. You three defend together: every trick one of you wins counts for your side. Follow suit if you can; if you cannot, you must trump; only with neither may you play any card."),
		Outro: tr("Anna needed 36 of the 70 card points and made only 23: the defenders won. Follow suit; if you cannot, trump; only with neither, play any card. You never have to beat the cards already played."),
		Summary: []string{
			tr("Follow suit if you can; if you cannot, you must trump; only with neither may you play any card."),
			tr("You never have to beat the cards already played, not even your partner's trump."),
			tr("Whoever wins a trick leads the next one."),
			tr("You may look back at the last trick, but only until the third trick is complete; after that, remember the cards."),
			tr("Keep your high cards for later and give low ones when you cannot win."),
		},
		Script: parseScript("suit", dealScripts[0]),
		Steps: []Step{
			noUltimo(),
			fort(tr("Now the Solo round: a Solo player plays his own eleven cards alone against the other three. Four middling trumps are far too few: say fort.")),
			fort(tr("Piccolo (exactly one trick) and Bettel (no trick at all) are for odd hands. Not this one: say fort.")),
			stepOf("cego", tr("Nobody wanted more, so the Cego auction begins, and Vorhand must open it. You are Vorhand: say Cego.")),
			fort(tr("Anna bids Einer: she will keep one card, lay the rest aside and take the blind. You could hold her bid with mein, but then you would have to play Einer yourself. Your hand is weak: say fort and defend.")).
				because(tr("With mein you would become the declarer of Einer. With this hand, let Anna play and defend against her: say fort.")),
			stepOf("d4", tr("Anna leads the King of diamonds. You hold the 1 and the 4 of diamonds, so you must follow suit with one of them. Nothing of yours beats the King: give the 4, the lowest red pip, and keep the 1, the highest.")).
				because(tr("Both diamonds are allowed, but the 1 is the highest red pip and may still win a trick. The 4 never will: give the 4.")),
			stepOf("T2", tr("Anna leads the King of spades. You have no spades, so you must trump, and any trump beats any plain card. Your smallest, trump 2, is enough to take the King.")).
				because(tr("Any trump takes the King here, and nobody plays after you. Keep your higher trumps for later: the 2 is enough.")),
			stepOf("hK", tr("Your trump 2 took the King. Whoever wins a trick leads the next one: lead the King of hearts. It is the highest heart, and everyone who still has hearts must follow suit.")),
			stepOf("cQ", tr("Your King won and took Anna's Queen with it. Now lead the Queen of clubs: only the King of clubs is higher, and if a partner holds it, the trick is still your side's.")),
			stepOf("T4", tr("Sepp's King of clubs took the trick, and he leads a spade. Vreni had no spades and trumped with the Geiß. You have none either, so you must trump. Each of your trumps beats the Geiß: play the smallest, trump 4. Anna still plays after you: if she can follow suit with a spade, your 4 takes the trick.")),
			stepOf("c9", tr("You lead again. Play your last club, the 9, and watch Anna: whoever has no clubs must trump.")),
			stepOf("h3", tr("Anna had no clubs and had to trump, but Vreni trumped higher. Now Vreni leads the 1 of hearts. You must follow suit: play the 3, the lower of your two hearts (among red pips the 1 is highest, then 2, 3, 4).")),
			stepOf("T8", tr("Anna leads the Cavalier of spades. You have no spades, so you must trump, but you never have to beat the trumps already played. Sepp's trump 10 is winning for your side: play trump 8 and keep the 13.")).
				because(tr("Over-trumping your partner is allowed, but it wastes a trump: Sepp's 10 already wins this trick for your side. Play the 8 and keep the 13.")),
			stepOf("T13", tr("Sepp leads trump 16. When a trump is led you must play a trump if you have one. Your only one is the 13.")),
			stepOf("d1", tr("Anna leads trump 20 and you have no trumps left. Now, and only now, you may play any card: the 1 of diamonds or the 2 of hearts. Play the 1 of diamonds.")),
			stepOf("h2", tr("The last trick: play your last card.")),
		},
	}
}

// chapterLegage is the chapter on the Legage and the discard.
func chapterLegage() Chapter {
	return Chapter{
		ID:    "legage",
		Title: tr("Laying away in a Cego"),
		Intro: tr("This time you play alone. As Vorhand you end up with the Cego: you keep two cards, lay the other nine aside as your Legage, take the ten cards of the blind and discard one. The Legage and the discard count for you at the end; you need 36 of the 70 card points."),
		Outro: tr("Your Legage brought its Kings and the Queen home, and the blind's trumps won the tricks: 54 of 70 points. In a Cego keep the cards that win tricks, lay away the points you could lose, and discard so that a suit is empty."),
		Summary: []string{
			tr("In a Cego keep two cards that win tricks whatever the blind brings: the highest trumps you hold, often the Gstieß and the Mond. Which two is best depends on the whole hand."),
			tr("Lay away the points you could lose: Kings and Queens are safe in the Legage."),
			tr("Discard so that a suit is empty: then you can trump it."),
			tr("Legage and discard always make ten cards, and they count for you."),
		},
		Script: parseScript("legage", dealScripts[1]),
		Steps: []Step{
			noUltimo(),
			noSolo(tr("The Gstieß and the Mond are strong, but with three trumps in all a Solo would fail: say fort.")),
			noSpecial(),
			stepOf("cego", tr("As Vorhand you must open the Cego auction: say Cego.")),
			stepOf("cego", tr("Everybody passed: the game is yours. You may play the Cego or turn it into Räuber, where everyone plays for himself. Choose Cego.")),
			stepOf("GS", tr("Now the exchange. You keep two cards; the other nine go face down into your Legage, and they count for you. Keep the Gstieß first: the highest trump wins any trick it is played to.")).
				because(tr("Keep the Gstieß and the Mond: they win tricks whatever the blind brings. A King kept in hand can be trumped; laid away in the Legage its 5 points are safe.")),
			stepOf("T21", tr("Keep the Mond, trump 21, too: only the Gstieß is higher. Your two Kings go into the Legage, where their points are safe whatever happens.")).
				because(tr("Keep the Mond with the Gstieß: together they are the two highest trumps. Everything else goes into the Legage, where it counts for you.")),
			stepOf("hQ", tr("The blind has joined your hand: twelve cards, one too many. Discard one; it goes to the Legage and still counts for you. Discard the Queen of hearts: its 4 points are safe there, and with no hearts left you can trump when hearts are led.")).
				because(tr("Discard the Queen of hearts: its 4 points are safe in the Legage, and without hearts you can trump them. A trump thrown away would be a trick given away.")),
			stepOf("dK", tr("The declarer leads the first trick. Lead the King of diamonds: while everyone still has diamonds, nothing can beat it.")),
			stepOf("s10", tr("Now lead your only spade, the 10. It will probably lose, but afterwards you have no spades and can trump them.")),
			stepOf("T9", tr("Anna leads the King of hearts. You discarded your only heart, so now you must trump: your smallest trump, the 9, takes the King.")),
			stepOf("cJ", tr("Now play your only club, the Jack, for the same reason: afterwards you hold nothing but trumps.")),
			stepOf("T18", tr("Vreni leads a heart and you must trump. Anna and Sepp play after you, so trump high: the 18 is hard to beat.")),
			stepOf("GS", tr("Lead the Gstieß. Nobody can beat it, and everybody who has a trump must give one.")),
			stepOf("T21", tr("Your Gstieß even caught Anna's Geiß: with the two small trumps the trick holds 5 + 5 + 1 + 1 = 12 raw points. Lead the Mond next: with the Gstieß gone it is the highest trump.")),
			stepOf("T12", tr("The defenders still hold a few high trumps. Lead your small trump 12 and let them spend one on it; keep the 20 for later.")),
			stepOf("T20", tr("Vreni leads a diamond and you have none, so you must trump. Only the 19 and the 17 are still out above your 16: trump with the 20 and nothing can beat it.")),
			stepOf("T14", tr("Every other trump has been played. Your 14 and 16 are now the highest cards and win the last two tricks in either order: lead the 14.")).
				because(tr("Both win: nobody holds a trump any more. The lesson's deal goes on with the 14, so lead it first.")),
			stepOf("T16", tr("The last trick: play your last card.")),
		},
	}
}

// chapterSoloDefence is the chapter on defending against a Solo.
func chapterSoloDefence() Chapter {
	return Chapter{
		ID:    "solo-defence",
		Title: tr("Defending against a Solo"),
		Intro: tr("Sepp plays a Solo: his own eleven cards against you, Anna and Vreni, and the blind counts for him unseen at the end. He needs 36 of the 70 card points. Work with your partners: give them points, and give him as few as you can."),
		Outro: tr("Sepp made only 28 of the 70 card points, the ten cards of the blind included, and lost his Solo. When you defend, give your partners points, give the declarer as few as you can, and make him spend his trumps."),
		Summary: []string{
			tr("The three defenders play together: give your partners points, give the declarer as few as you can."),
			tr("Make the declarer spend his trumps: lead the suits he has no more of."),
			tr("Keep your Gstieß for the trump that only it can beat."),
			tr("When your partner wins the trick, put points on it: schmieren."),
		},
		Script: parseScript("solo-defence", dealScripts[2]),
		Steps: []Step{
			noUltimo(),
			noSolo(tr("The Gstieß alone does not make a Solo: with three trumps, say fort.")),
			fort(tr("Sepp has bid Solo. You may answer with Gegensolo (take the blind and play a Cego against him), but that needs a strong hand. Say fort and defend with Anna and Vreni.")),
			stepOf("s8", tr("Sepp, the declarer, leads the King of spades. You must follow suit and cannot beat the King. Give the 8, your smaller spade: every point on Sepp's tricks counts for him.")).
				because(tr("Both spades are worth one point, but the 10 is the higher one and may still win a trick: give the 8.")),
			stepOf("cJ", tr("The King of clubs. Your only club is the Jack, and you must follow suit: it has to go.")),
			stepOf("T2", tr("Sepp leads the 7 of clubs. You have no clubs left, so you must trump. Trump 2 is enough: Sepp has already played, and only your partner Anna comes after you.")),
			stepOf("hK", tr("Anna put her Geiß on your trick: its 5 points are safe for your side. Now you lead: play the King of hearts, the highest heart. Sepp must follow if he has a heart.")),
			stepOf("h1", tr("Lead the 1 of hearts: it is the highest heart pip, but lower than your Queen, which you keep. If Sepp has no heart left he must spend a trump, and Vreni, who plays after him, can trump higher.")),
			stepOf("T18", tr("Vreni leads a small trump, so you must play a trump. Play the 18, not the Gstieß: only the Mond, the 20 and the 19 beat it. Keep the Gstieß, the one card that beats them all.")).
				because(tr("The Gstieß is the only card that beats the Mond. Spend it now and Sepp's Mond is safe; play the 18 and keep the Gstieß.")),
			stepOf("GS", tr("Sepp took your 18 with his Mond. Now he leads the Queen of clubs. You have no clubs, so you must trump, and the Gstieß is your last trump: it takes the Queen.")),
			stepOf("s10", tr("Make Sepp use up his trumps: lead the 10 of spades. He has shown no spade since his King; if he has none he must trump, and Vreni plays after him.")),
			stepOf("d1", tr("Vreni leads a diamond. You must follow suit: give the 1 and keep your King. Sepp will probably trump, and a King must not land on his trick.")).
				because(tr("Sepp will most likely trump this trick: the King would give him 5 points. Give the 1.")),
			stepOf("hQ", tr("Sepp leads a trump and you have none left, so you may play any card. Give the Queen of hearts now and keep the King of diamonds for the last trick: if this trick goes to Sepp, he gets 4 points and not 5, and by the last trick you may see who wins it before you play your King.")).
				because(tr("Keep the King of diamonds for the last trick: the Queen is worth a point less if Sepp takes this trick, and later you may see whether your side wins before you give the King.")),
			stepOf("dK", tr("Vreni's 19 beats Sepp's 17, and you play last: put your King of diamonds on your partner's trick. Giving a partner points like this is called schmieren.")),
		},
	}
}

// only is a step where the rules leave the player one action: its
// prompt says so (Step.Prompt).
func only(token string) Step { return stepOf(token, "") }
