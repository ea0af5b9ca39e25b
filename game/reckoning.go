package game

// SettleKind is the kind of settlement a finished deal has.
type SettleKind uint8

const (
	// SettleNone: the deal is not finished.
	SettleNone SettleKind = iota
	// SettleNormal: a normal game, paid by the declarer's card points
	// (RULES §9.2).
	SettleNormal
	// SettleSpecial: a special game with a declarer, paid a fixed value
	// (RULES §9.3).
	SettleSpecial
	// SettleRaeuber: Räuber, the most card points pay (RULES §9.5).
	SettleRaeuber
	// SettleDrescher: Drescher, the last trick pays (RULES §9.6).
	SettleDrescher
	// SettleChallenge: a "Hosen rum!" ended the deal (SCHINDEN).
	SettleChallenge
)

// Reckoning is a finished deal's settlement explained step by step: every
// number a player at the table says when he reckons it, as the engine
// settled it (State.Reckoning). The window, the review and the course put
// it into words and compute nothing of it.
type Reckoning struct {
	Result
	Kind SettleKind
	// Players is the number of seats at the deal (3 or 4).
	Players int
	// Tricks is the number of tricks the declarer took (0 in Räuber and
	// Drescher); LastWinner took the last trick with LastCard (NoSeat and
	// NoCard when no trick was played: a challenge ended the deal).
	Tricks     int
	LastWinner Seat
	LastCard   Card
	// Payers is how many players pay or receive the declarer's amount:
	// the defenders, and with FIVE_AT_TABLE the dealer sitting out.
	Payers int

	// Normal games: Need of Pack card points win (RULES §3), Pile is the
	// declarer's pile counted, Pay the amount reckoned; Announced the
	// Solo's extra announcement, if any (Result.Announcement ≠ 0).
	Need, Pack int
	Pile       PileCount
	Pay        Payment
	Announced  Announced

	// SpecialValue is the special game's value in the column (RULES
	// §9.4), Räuber's and Drescher's too; Result.Value is it doubled when
	// the game was played open (OFFEN).
	SpecialValue int

	// VorhandDouble is true when the loser of a Räuber or Drescher is
	// Vorhand and pays double.
	VorhandDouble bool
	// Raeuber holds Räuber's reckoning.
	Raeuber RaeuberCount
}

// PileCount is the declarer's pile of a normal game counted (RULES §3.3,
// §10): where its cards came from, the count, the three-player bonus.
type PileCount struct {
	Tally // the pile counted
	// Tricks is the number of cards from the declarer's tricks; Blind the
	// untouched blind of a Solo, counted unseen; Legage and Discards the
	// cards laid aside and discarded in the Cego ladder and Gegensolo.
	Tricks, Blind, Legage, Discards int
	// Bonus is the three-player bonus (Rules.DeclarerBonus), Total the
	// declarer's card points: Tally.Points + Bonus.
	Bonus, Total int
}

// Announced is a Solo's extra announcement settled (DURCHMARSCH,
// SOLO_ULTI; house values, RULES D39).
type Announced struct {
	Call Action // CallDurchmarsch, CallUlti, … (0: none)
	// Durchmarsch is true when every trick was announced: AllTricks says
	// whether he took them, and DurchAmount (what each defender pays,
	// negative: receives) replaces the amount of the points.
	Durchmarsch, AllTricks bool
	DurchAmount            int
	// Feats is the number of Ulti feats announced (0–3), FeatsMade
	// whether he made all of them; each is worth FeatValue (an Ultimo),
	// and Bonus (±Feats × FeatValue) is added to the amount.
	Feats     int
	FeatsMade bool
	FeatValue int
	Bonus     int
	// Won is true when everything announced was made; Amount is what each
	// defender pays after the announcement (Result.PerSeat).
	Won    bool
	Amount int
}

// RaeuberCount is Räuber's reckoning (RULES §9.5): each seat's own tricks
// counted, the doubling for players without a trick, a tie.
type RaeuberCount struct {
	Counting Counting // how every player's tricks are counted
	// Doubling is 2^Result.NoTrick: the value doubled for each player
	// without a trick.
	Doubling int
	// TieSplit is true when several players lost and share each payment
	// (RAEUBER_TIE_SPLIT): Shares[l] is what loser l pays each winner.
	TieSplit bool
	Shares   [4]int
}

// Reckoning returns the settlement explained step by step once the deal is
// Done; before it is the zero Reckoning (Kind SettleNone).
func (s *State) Reckoning() Reckoning {
	var k Reckoning
	k.Losers = seatList(s.settle(&k, true))
	return k
}
