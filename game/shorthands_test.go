package game

import "math/bits"

// Shorthands the tests use and the program does not: each is one call of the
// engine's own code, kept here so that nothing in the shipped package is
// reachable only from tests (deadcode ./...).

// NormalAmount settles a normal game (RULES §9.2): the declarer's points p
// give the factor f; the game value v is the contract's (Solo 2 won / 1
// lost, Gegensolo 4 / 2); each defender pays the declarer amt = u·v·f
// (negative amt: the declarer pays each defender |amt|). It knows every
// option of r; see Rules.Amount for a game from the Gegensolo auction.
func NormalAmount(r Rules, c Contract, p int) (amt, f, v int) { return r.Amount(c, p, false) }

// RaeuberResult settles a Räuber (RULES §9.5, D10, D11) from each seat's
// card points and tricks: the player with most points pays each other player
// R = V·2^z (z = players without a trick), doubled if he is Vorhand; Vorhand
// alone loses a tie he is in; otherwise each tied player pays R to every
// player who is not a loser (RAEUBER_TIE_SPLIT: the tied players share each
// R, the odd units paid by the first of them from Vorhand on).
func RaeuberResult(rules Rules, vorhand Seat, pts, tricks [4]int) Result {
	k := Reckoning{LastWinner: NoSeat, LastCard: NoCard}
	k.Losers = seatList(raeuberSettle(&k, rules, vorhand, pts, tricks))
	return k.Result
}

// Points counts a pile in threes (RULES §3.1): the value sum minus 2 per full
// group of three, minus 1 for a leftover of one or two cards.
func Points(pile Cards) int { return InThrees.Count(pile) }

// PointsPairs counts a pile in pairs (RULES §3.2): the value sum minus 1 per
// pair; a single leftover card counts its value minus one half, rounded down.
func PointsPairs(pile Cards) int { return InPairs.Count(pile) }

// bounded is the package function bounded on a pcg: one draw and a
// multiplication, inlined; the rare rejection (Lemire) out of line.
func (p *pcg) bounded(n uint64) uint64 {
	hi, lo := bits.Mul64(p.uint64(), n)
	if lo < n {
		return p.boundedRetry(n, hi, lo)
	}
	return hi
}
