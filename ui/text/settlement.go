package text

import (
	"fmt"
	"strings"

	"github.com/cego-spiel/cego/game"
)

// Settlement is a finished deal's settlement in words, the way a player at
// the table reckons it: the game's name, whether the declarer won, one
// line per step and one pay line per seat. Every number in it is the
// engine's (game.Reckoning): the count in threes or in pairs, what the
// declarer needed of the pack, the band, the value, the rounding, the
// announcement; nothing is worked out here.
type Settlement struct {
	Title string
	Won   bool
	Lines []string
	Pays  []string // one line per seat: name and amount
}

// settleWords says a reckoning for the person at seat me (NoSeat: nobody,
// as in watch mode): "you" in the middle of a sentence, found by the seat,
// not by a name (a person may call himself "You" or "Du"); German declines
// and conjugates "du" apart from a name ("von dir", "du hast gespielt"), so
// sentences about the person have their own wording.
type settleWords struct {
	k     game.Reckoning
	names [4]string
	me    game.Seat
}

func (w settleWords) you(p game.Seat) bool {
	return w.me != game.NoSeat && int(w.me) < w.k.Players && p == w.me
}

// pays is "You pay" or "Anna pays".
func (w settleWords) pays(p game.Seat) string {
	if w.you(p) {
		return Tr("You pay")
	}
	return w.names[p] + " " + Tr("pays")
}

// SettlementOf says the reckoning k of a finished deal for the person at
// seat me (NoSeat: nobody), the seats named by names.
func SettlementOf(k game.Reckoning, names [4]string, me game.Seat) Settlement {
	w := settleWords{k, names, me}
	s := Settlement{Won: k.Won}
	in := k.Contract.Info()
	s.Title = in.German
	switch k.Kind {
	case game.SettleNormal:
		s.Lines = w.normal()
	case game.SettleSpecial:
		s.Lines = w.special()
	case game.SettleRaeuber:
		s.Lines = w.raeuber()
	case game.SettleDrescher:
		s.Lines = w.drescher()
	case game.SettleChallenge:
		s.Title = Tr("Hosen rum!")
		s.Lines = w.challenge()
	}
	for p := 0; p < k.Players; p++ {
		s.Pays = append(s.Pays, Trf("%s %+d", names[p], k.Score[p]))
	}
	return s
}

// wonLost is "Won." or "Lost.".
func wonLost(won bool) string {
	if won {
		return Tr("Won.")
	}
	return Tr("Lost.")
}

// bandText names a band: "36–40", or "70" for a band of one number.
func bandText(b game.Band) string {
	if b.Lo == b.Hi {
		return fmt.Sprint(b.Lo)
	}
	return fmt.Sprintf("%d–%d", b.Lo, b.Hi)
}

// normal says a normal game: what the declarer needed, his pile, its
// count, the band (or the distance from the tie), the value and the amount,
// an announcement, the dealer sitting out.
func (w settleWords) normal() []string {
	k, d, in := w.k, w.k.Declarer, w.k.Contract.Info()
	var lines []string
	if w.you(d) {
		lines = append(lines, Trf("You played %s and needed %d of %d card points.", in.German, k.Need, k.Pack))
	} else {
		lines = append(lines, Trf("%s played %s and needed %d of %d card points.", w.names[d], in.German, k.Need, k.Pack))
	}
	p := k.Pile
	src := Trf("%d cards in tricks", p.Tricks)
	if p.Blind > 0 {
		src += Trf(" + the blind's %d, counted unseen", p.Blind)
	}
	if p.Legage > 0 {
		src += Trf(" + %d in the Legage", p.Legage)
	}
	if p.Discards > 0 {
		src += Trf(" + %d discarded", p.Discards)
	}
	lines = append(lines, Trf("The declarer's pile: %d cards (%s), card values %d.", p.Cards, src, p.Raw))
	count := Trf("Counted in threes: %d − %d × %d groups", p.Raw, p.Counting.GroupLess(), p.Groups)
	if p.Counting == game.InPairs {
		count = Trf("Counted in pairs: %d − %d × %d pairs", p.Raw, p.Counting.GroupLess(), p.Groups)
	}
	if p.Leftover > 0 {
		count += Trf(" − %d for the leftover", p.Counting.LeftoverLess())
	}
	count += Trf(" = %d", p.Points)
	if p.Bonus > 0 {
		count += Trf(", +%d for the three cards taken out", p.Bonus)
	}
	pts := Trf(" → %d points. %s", p.Total, wonLost(k.Won))
	if p.Total == 1 {
		pts = Trf(" → %d point. %s", p.Total, wonLost(k.Won))
	}
	lines = append(lines, count+pts, w.placed())
	lines = append(lines, w.value()+w.amount())
	if a := k.Announced; a.Call != 0 {
		lines = append(lines, w.announced()...)
	}
	if k.SatOut != 0 {
		lines = append(lines, w.satOut())
	}
	return lines
}

// placed places the points: in their band with its factor, or, paid by
// the distance from the tie (PARLETT_DIFFERENZ), their distance from it.
func (w settleWords) placed() string {
	pay := w.k.Pay
	if pay.Rule == game.ByDistance {
		if pay.Points == 1 {
			return Trf("%d point lies %d away from %d.", pay.Points, pay.Distance, pay.Tie)
		}
		return Trf("%d points lie %d away from %d.", pay.Points, pay.Distance, pay.Tie)
	}
	if pay.Points == 1 {
		return Trf("%d point lies in the band %s: factor %+d.", pay.Points, bandText(pay.Band), pay.Band.Factor)
	}
	return Trf("%d points lie in the band %s: factor %+d.", pay.Points, bandText(pay.Band), pay.Band.Factor)
}

// value says the game value: the table's, Solo's and Gegensolo's by the
// outcome, HALBE's shift, the auction's one more, and the unit.
func (w settleWords) value() string {
	v := w.k.Pay.Valuation
	var s string
	switch {
	case v.Auction:
		s = Trf("Game value %d, one more from the Gegensolo auction: %d", v.Base, v.V)
	case v.IfWon != 0:
		s = Trf("%s is worth %d when won, %d when lost: value %d", w.k.Contract.Info().German, v.IfWon, v.IfLost, v.V)
	case v.HalbeShift > 0:
		s = Trf("Game value %d, one more with the Halbe", v.V)
	default:
		s = Trf("Game value %d", v.V)
	}
	if u := w.k.Pay.Unit; u != 1 && w.k.Pay.Rule != game.ByDistance {
		s += Trf(", unit %d", u)
	}
	return s
}

// reckoned is the amount worked out: "5 × 3 × 2 = 30", "6 × 3 = 18,
// rounded up to a multiple of 5: 20", "5 for the tie at 35".
func (w settleWords) reckoned() string {
	pay := w.k.Pay
	f := pay.Band.Factor
	if f < 0 {
		f = -f
	}
	var s string
	switch {
	case pay.Rule == game.ByDistance && pay.Distance == 0:
		s = Trf("%d for the tie at %d", pay.Rounded, pay.Tie)
	case pay.Rule == game.ByDistance:
		s = Trf("%d × %d = %d", pay.Distance, pay.V, pay.Exact)
	case pay.Unit != 1:
		s = Trf("%d × %d × %d = %d", pay.Unit, pay.V, f, pay.Exact)
	default:
		s = Trf("%d × %d = %d", pay.V, f, pay.Exact)
	}
	if pay.RoundTo > 0 && pay.Rounded != pay.Exact && !(pay.Rule == game.ByDistance && pay.Distance == 0) {
		s += Trf(", rounded up to a multiple of %d: %d", pay.RoundTo, pay.Rounded)
	}
	if pay.Rule == game.ByDistance && pay.Unit != 1 {
		a := pay.Amount
		if a < 0 {
			a = -a
		}
		s += Trf(", × unit %d = %d", pay.Unit, a)
	}
	return s
}

// amount says who pays whom the amount of the points.
func (w settleWords) amount() string {
	d, calc := w.k.Declarer, w.reckoned()
	switch {
	case w.k.Pay.Won() && w.you(d):
		return Trf(". Each defender pays you %s.", calc)
	case w.k.Pay.Won():
		return Trf(". Each defender pays %s %s.", w.names[d], calc)
	}
	return Trf(". %s each defender %s.", w.pays(d), calc)
}

// announced says a Solo's announcement (Durchmarsch, Ulti) and the amount
// in all.
func (w settleWords) announced() []string {
	a, d := w.k.Announced, w.k.Declarer
	var lines []string
	if a.Durchmarsch {
		amt := a.DurchAmount
		if amt < 0 {
			amt = -amt
		}
		if a.AllTricks {
			lines = append(lines, Trf("Durchmarsch announced and made, every trick taken: it pays %d instead.", amt))
		} else {
			lines = append(lines, Trf("Durchmarsch announced, not every trick taken: it costs %d instead.", amt))
		}
	}
	if a.Feats > 0 {
		b := a.Bonus
		if b < 0 {
			b = -b
		}
		switch {
		case a.Feats == 1 && a.FeatsMade:
			lines = append(lines, Trf("Ulti announced and made: %d feat × the Ultimo's %d = %d more.", a.Feats, a.FeatValue, b))
		case a.Feats == 1:
			lines = append(lines, Trf("Ulti announced, not made: %d feat × the Ultimo's %d = %d less.", a.Feats, a.FeatValue, b))
		case a.FeatsMade:
			lines = append(lines, Trf("Ulti announced and made: %d feats × the Ultimo's %d = %d more.", a.Feats, a.FeatValue, b))
		default:
			lines = append(lines, Trf("Ulti announced, not made: %d feats × the Ultimo's %d = %d less.", a.Feats, a.FeatValue, b))
		}
	}
	amt := a.Amount
	switch {
	case amt >= 0 && w.you(d):
		lines = append(lines, Trf("Each defender pays you %d in all.", amt))
	case amt >= 0:
		lines = append(lines, Trf("Each defender pays %s %d in all.", w.names[d], amt))
	default:
		lines = append(lines, Trf("%s each defender %d in all.", w.pays(d), -amt))
	}
	return lines
}

// satOut says what the dealer sitting out (FIVE_AT_TABLE) pays or gets.
func (w settleWords) satOut() string {
	if w.k.SatOut < 0 {
		return Trf("The dealer sitting out pays %d too.", -w.k.SatOut)
	}
	return Trf("The dealer sitting out receives %d too.", w.k.SatOut)
}

// special says a special game with a declarer: its goal, the tricks (or
// the last trick's card), the fixed value, doubled when played open.
func (w settleWords) special() []string {
	k, d, in := w.k, w.k.Declarer, w.k.Contract.Info()
	var lines []string
	if w.you(d) {
		lines = append(lines, Trf("Your %s: %s.", in.German, Tr(in.Goal)))
	} else {
		lines = append(lines, Trf("%s by %s: %s.", in.German, w.names[d], Tr(in.Goal)))
	}
	var how string
	switch {
	case k.Contract == game.Ultimo && k.Won:
		how = Tr("The Geiß took the last trick.")
	case k.Contract == game.Ultimo:
		how = w.lastTrick()
	default:
		how = tricksTaken(w.you(d), w.names[d], k.Tricks)
	}
	lines = append(lines, how+" "+wonLost(k.Won), Tr("Card points are not counted in a special game."))
	if k.Open {
		lines = append(lines, Trf("Played open: the value %d doubled is %d.", k.SpecialValue, k.Value))
	}
	switch {
	case k.Won && w.you(d):
		lines = append(lines, Trf("Each defender pays you the fixed value %d.", k.Value))
	case k.Won:
		lines = append(lines, Trf("Each defender pays %s the fixed value %d.", w.names[d], k.Value))
	default:
		lines = append(lines, Trf("%s each defender the fixed value %d.", w.pays(d), k.Value))
	}
	if k.SatOut != 0 {
		lines = append(lines, w.satOut())
	}
	return lines
}

// lastTrick says who took the last trick with which card.
func (w settleWords) lastTrick() string {
	card := CardName(w.k.LastCard)
	if w.you(w.k.LastWinner) {
		return Trf("The last trick went to you with %s.", card)
	}
	return Trf("The last trick went to %s with %s.", w.names[w.k.LastWinner], card)
}

// tricksTaken says how many tricks the declarer took: "Sepp took 3
// tricks.", "You took no trick."
func tricksTaken(you bool, name string, n int) string {
	switch {
	case you && n == 0:
		return Tr("You took no trick.")
	case you && n == 1:
		return Tr("You took one trick.")
	case you:
		return Trf("You took %d tricks.", n)
	case n == 0:
		return Trf("%s took no trick.", name)
	case n == 1:
		return Trf("%s took one trick.", name)
	}
	return Trf("%s took %d tricks.", name, n)
}

// raeuber says a Räuber: each player's own count, the loser, the value
// with its doublings, who pays whom.
func (w settleWords) raeuber() []string {
	k := w.k
	lines := []string{Tr("Räuber: everybody played for himself; each counts his own tricks in threes.")}
	if k.Raeuber.Counting == game.InPairs {
		lines[0] = Tr("Räuber: everybody played for himself; each counts his own tricks in pairs.")
	}
	var pts []string
	for p := 0; p < k.Players; p++ {
		pts = append(pts, Trf("%s %d", w.names[p], k.SeatPoints[p]))
	}
	lines = append(lines, Tr("Card points: ")+strings.Join(pts, " · "))
	var ls []string
	for _, l := range k.Losers {
		ls = append(ls, w.names[l])
	}
	if len(ls) > 1 {
		lines = append(lines, Trf("Most points (%d): %s — the losers pay.", k.Points, strings.Join(ls, ", ")))
	} else {
		lines = append(lines, Trf("Most points (%d): %s — the loser pays.", k.Points, strings.Join(ls, ", ")))
	}
	base := Trf("Räuber is worth %d", k.SpecialValue)
	if k.NoTrick > 0 {
		base += Trf(", doubled for each player without a trick (%d): ×%d", k.NoTrick, k.Raeuber.Doubling)
	}
	if k.VorhandDouble {
		base += Tr(", doubled again because Vorhand lost")
	}
	// "worth 5 = 5" says nothing: the sum only after a doubling
	if k.PerSeat != k.SpecialValue {
		base += Trf(" = %d", k.PerSeat)
	}
	switch {
	case len(k.Losers) == 1:
		lines = append(lines, base+".", Trf("%s each other player %d.", w.pays(k.Losers[0]), k.PerSeat))
	case k.Raeuber.TieSplit:
		var sh []string
		for _, l := range k.Losers {
			sh = append(sh, Trf("%s %d", w.names[l], k.Raeuber.Shares[l]))
		}
		lines = append(lines, base+Trf(", shared by them for each other player: %s.", strings.Join(sh, ", ")))
	default:
		lines = append(lines, base+Trf(", paid by each of them to each player not tied (%d).", k.PerSeat))
	}
	return lines
}

// drescher says a Drescher: who took the last trick and pays everybody.
func (w settleWords) drescher() []string {
	k := w.k
	lines := []string{Tr("Drescher: everybody played for himself; whoever takes the last trick pays."), w.lastTrick()}
	s := Trf("Drescher is worth %d", k.SpecialValue)
	if k.VorhandDouble {
		s += Trf(", doubled because Vorhand took it: %d", k.PerSeat)
	}
	return append(lines, s+".", Trf("%s each other player %d.", w.pays(k.LastWinner), k.PerSeat))
}

// challenge says a "Hosen rum!" (SCHINDEN): who challenged whom, whether
// the challenged hand held a compulsory Solo, who pays everybody.
func (w settleWords) challenge() []string {
	k := w.k
	var lines []string
	by, of := k.Challenger, k.Challenged
	switch {
	case w.you(by):
		lines = append(lines, Trf("Hosen rum! You challenged %s.", w.names[of]))
	case w.you(of):
		lines = append(lines, Trf("Hosen rum! %s challenged you.", w.names[by]))
	default:
		lines = append(lines, Trf("Hosen rum! %s challenged %s.", w.names[by], w.names[of]))
	}
	switch {
	case k.Caught && w.you(of):
		lines = append(lines, Tr("You held a compulsory Solo and did not bid it."))
	case k.Caught:
		lines = append(lines, Trf("%s held a compulsory Solo and did not bid it.", w.names[of]))
	case w.you(of):
		lines = append(lines, Tr("You held no compulsory Solo."))
	default:
		lines = append(lines, Trf("%s held no compulsory Solo.", w.names[of]))
	}
	if len(k.Losers) != 1 {
		return lines
	}
	loser := k.Losers[0]
	if k.Unit != 1 {
		return append(lines, Trf("%s each other player %d × %d = %d.", w.pays(loser), k.Value, k.Unit, k.PerSeat))
	}
	return append(lines, Trf("%s each other player %d.", w.pays(loser), k.PerSeat))
}
