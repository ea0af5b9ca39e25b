package ai

import (
	"math/rand/v2"

	"github.com/cego-spiel/cego/game"
)

// The optional calls of RULES §11 (game/OPTIONS.md): the optional special
// games, offen, Durchmarsch and Solo-Ulti, Drescher, Gegensolo gehalten
// and the "Hosen rum!" challenge of the Pflichtsolo rule. Each is made only
// when the hand justifies it.

// optionLimits are the limits of the optional calls.
type optionLimits struct {
	// OffenDanger is the share of the Piccolo/Bettel danger limit a hand
	// may reach to be played open (the defenders then see every card).
	OffenDanger float64
	// OffenUltimo is the ultimoScore above the Ultimo limit to play open.
	OffenUltimo float64
	// Durch is the share of sampled deals in which the hand must take
	// every trick to announce Durchmarsch (or a Solo-Ulti with it).
	Durch float64
	// Ulti is the ultimoScore above the Ultimo limit a Solo hand needs to
	// announce the Geiß for the last trick.
	Ulti float64
	// UltiSolo is the Solo estimate above the Solo limit with which an
	// Ultimo hand passes the Ultimo question to announce the Geiß within
	// its Solo (SOLO_ULTI).
	UltiSolo float64
	// Challenge is the share of sampled deals in which the challenged
	// hand must be a compulsory Solo for "Hosen rum!".
	Challenge float64
	// DrescherExits is the number of safe last cards (see drescherExits)
	// Vorhand needs to choose Drescher.
	DrescherExits float64
	// SoloDefends is taken off a rung's estimate in the Gegensolo auction
	// (GEGENSOLO_VERSTEIGERUNG), where the Solo bidder defends.
	SoloDefends float64
	// GegenHold is the Gegensolo estimate the Solo bidder needs to take the
	// Gegensolo himself (GEGENSOLO_GEHALTEN).
	GegenHold float64
}

var defaultOptionLimits = optionLimits{
	OffenDanger: 0.5, OffenUltimo: 3, Durch: 0.9, Ulti: 0, Challenge: 0.85,
	DrescherExits: 3, GegenHold: 31, SoloDefends: 6,
}

// optionSamples is the number of random deals the sampled checks look at.
const optionSamples = 64

// optionCall decides the option questions; ok is false for the questions
// of the default rules.
func (b *RuleBot) optionCall(v *game.View, legal []game.Action) (Decision, bool) {
	r := v.Rules()
	switch {
	case has(legal, game.CallOffen):
		return b.offen(v), true
	case has(legal, game.CallDurchmarsch):
		return b.soloExtra(v, legal), true
	case has(legal, game.HosenRum0) || has(legal, game.HosenRum1) || has(legal, game.HosenRum2) || has(legal, game.HosenRum3):
		return b.challenge(v, legal), true
	case has(legal, game.Mein) && lastCall(v) == game.CallGegensolo:
		if bestLadder(game.Gegensolo, v.Hand(), v.Players(), b.xp)+b.noise() >= b.opt.GegenHold {
			return decide(game.Mein, HGegensoloHold), true
		}
		return decide(game.Pass, HGegensoloLetGo), true
	case has(legal, game.CallSolo) && r.Pflichtsolo == game.PflichtsoloChallenge && v.CompulsorySolo():
		return decide(game.CallSolo, HPflichtRule), true
	case has(legal, game.CallDrescher):
		return b.vorhandOption(v, legal), true
	}
	for _, a := range legal {
		if c := game.ContractOfCall(a); c >= game.Zwikkolo && c <= game.Pascha {
			return b.specialRound(v, legal), true
		}
	}
	return Decision{}, false
}

// lastCall is the last call of the auction (Pass if none).
func lastCall(v *game.View) game.Action {
	calls := v.Calls()
	if len(calls) == 0 {
		return game.Pass
	}
	return calls[len(calls)-1].Action
}

// specialRound chooses among the special games on offer (with the optional
// specials): the most valuable one the hand can make, else pass.
func (b *RuleBot) specialRound(v *game.View, legal []game.Action) Decision {
	hand := v.Hand()
	r := v.Rules()
	n := v.Players()
	th := b.limits(n)
	best, bestValue := game.Pass, -1
	var why Heuristic
	for _, a := range legal {
		c := game.ContractOfCall(a)
		if !c.IsSpecial() || c == game.Ultimo {
			continue
		}
		var ok bool
		var h Heuristic
		switch c {
		case game.Bettel:
			ok, h = !hand.Has(game.CardGstiess) && nullDanger(hand, n)+b.noise()/6 <= th.Bettel, HBettel
		default:
			ok, h = exactDanger(hand, c.TargetTricks(), n)+b.noise()/6 <= th.Piccolo, exactHeuristic(c)
		}
		if ok && r.SpecialValue(c) > bestValue {
			best, bestValue, why = a, r.SpecialValue(c), h
		}
	}
	if best == game.Pass {
		return decide(game.Pass, HNoSpecial)
	}
	return decide(best, why)
}

func exactHeuristic(c game.Contract) Heuristic {
	switch c {
	case game.Piccolo:
		return HPiccolo
	case game.Pascha:
		return HPascha
	}
	return HExactTricks
}

// topRun returns the trumps of a hand from the Gstieß down without a gap:
// each of them takes a trick whenever it is played.
func topRun(hand game.Cards) game.Cards {
	var run game.Cards
	for c := game.CardGstiess; hand.Has(c); c-- {
		run = run.Add(c)
		if c == 0 {
			break
		}
	}
	return run
}

// exactDanger is the danger of a hand for a game of exactly k tricks: the
// sure winners (the top run of trumps) must be exactly k — a further sure
// winner would take a trick too many —, and the rest must stay under the
// others' cards as in Bettel.
func exactDanger(hand game.Cards, k, n int) float64 {
	run := topRun(hand)
	if run.Len() != k {
		return 1e9
	}
	return nullDanger(hand&^run, n)
}

// offen decides whether to lay the hand open (OFFEN, value doubled): only
// when the game is safe even with the defenders seeing every card.
func (b *RuleBot) offen(v *game.View) Decision {
	hand := v.Hand()
	n := v.Players()
	th := b.limits(n)
	safe := false
	switch c := v.Contract(); c {
	case game.Ultimo:
		safe = ultimoScore(hand) >= th.Ultimo+b.opt.OffenUltimo
	case game.Bettel:
		safe = nullDanger(hand, n) <= b.opt.OffenDanger*th.Bettel
	default:
		if k := c.TargetTricks(); k > 0 {
			safe = exactDanger(hand, k, n) <= b.opt.OffenDanger*th.Piccolo
		}
	}
	if safe {
		return decide(game.CallOffen, HOffen)
	}
	return decide(game.Pass, HNoOffen)
}

// soloExtra decides the Solo player's announcement (DURCHMARSCH,
// SOLO_ULTI): Durchmarsch, or a Solo-Ulti with it, only when the hand takes
// every trick on nearly every sampled deal; the Geiß for the last trick
// alone with a hand that could have played Ultimo (such a hand passes the
// Ultimo question for it when it is also worth a Solo: HUltiInSolo).
func (b *RuleBot) soloExtra(v *game.View, legal []game.Action) Decision {
	hand := v.Hand()
	th := b.limits(v.Players())
	rng := rand.New(rand.NewPCG(b.seed^uint64(hand), 0xD0))
	// the longest Ulti the hand can announce, with every trick
	for _, a := range []game.Action{game.CallUlti3, game.CallUlti2, game.CallUltiDurch} {
		if has(legal, a) && sweepShare(v, reservedTrumps(a), rng) >= b.opt.Durch {
			return decide(a, HUltiDurch)
		}
	}
	if sweepShare(v, 0, rng) >= b.opt.Durch {
		return decide(game.CallDurchmarsch, HDurchmarsch)
	}
	if has(legal, game.CallUlti) && ultimoScore(hand) >= th.Ultimo+b.opt.Ulti {
		return decide(game.CallUlti, HSoloUlti)
	}
	return decide(game.Pass, HNoAnnouncement)
}

// reservedTrumps are the trumps an announcement keeps for the last tricks
// (the Geiß for the last, trump 2 and 3 for the ones before).
func reservedTrumps(a game.Action) game.Cards {
	switch a {
	case game.CallUlti, game.CallUltiDurch:
		return game.CardGeiss.Bit()
	case game.CallUlti2:
		return game.Of(0, 1)
	case game.CallUlti3:
		return game.Of(0, 1, 2)
	}
	return 0
}

// sweepShare deals the unseen cards at random and returns the share of
// deals on which the Solo hand takes every trick whatever the defenders
// do, playing the reserved trumps last.
func sweepShare(v *game.View, reserved game.Cards, rng *rand.Rand) float64 {
	me := v.Seat()
	hand := v.Hand()
	// a quick bound: every plain suit needs its King
	for su := game.Clubs; su <= game.Diamonds; su++ {
		if s := hand.Of(su); s != 0 && s.Highest().Rank() != 7 {
			return 0
		}
	}
	wins := 0
	for i := 0; i < optionSamples; i++ {
		st, err := v.Sample(rng)
		if err != nil {
			return 0
		}
		var hands [3]game.Cards
		k := 0
		for q := 0; q < v.Players(); q++ {
			if game.Seat(q) != me {
				hands[k] = st.Hand(game.Seat(q))
				k++
			}
		}
		if sweeps(hand, reserved, hands[:k]) {
			wins++
		}
	}
	return float64(wins) / optionSamples
}

// sweeps reports whether hand takes every trick against the defenders'
// hands when it leads its highest trumps until the defenders have none
// (keeping the reserved ones for the end), then each suit from the top; the
// defenders keep their highest cards as long as they can.
func sweeps(hand, reserved game.Cards, defs []game.Cards) bool {
	trumps := hand.Of(game.Trumps) &^ reserved
	var d [3]game.Cards
	copy(d[:], defs)
	defTrumps := func() game.Cards {
		var s game.Cards
		for i := range defs {
			s |= d[i].Of(game.Trumps)
		}
		return s
	}
	for defTrumps() != 0 {
		if trumps == 0 {
			return false
		}
		c := trumps.Highest()
		trumps = trumps.Remove(c)
		if defTrumps().Highest() > c {
			return false
		}
		for i := range defs {
			if t := d[i].Of(game.Trumps); t != 0 {
				d[i] = d[i].Remove(t.Lowest())
			} else if d[i] != 0 {
				d[i] = d[i].Remove(d[i].Lowest())
			}
		}
	}
	for su := game.Clubs; su <= game.Diamonds; su++ {
		for m := hand.Of(su); m != 0; {
			c := m.Highest()
			m = m.Remove(c)
			for i := range defs {
				s := d[i].Of(su)
				if s == 0 {
					continue
				}
				if s.Highest() > c {
					return false
				}
				d[i] = d[i].Remove(s.Lowest())
			}
		}
	}
	return true
}

// challenge decides "Hosen rum!" (PFLICHTSOLO challenge mode): challenge
// the seat most likely to have withheld a compulsory Solo, only if its
// dealt hand was one on nearly every deal consistent with what this seat
// has seen — a wrong challenge costs eight times the Solo value to every
// other player.
func (b *RuleBot) challenge(v *game.View, legal []game.Action) Decision {
	rng := rand.New(rand.NewPCG(b.seed^uint64(v.Hand()), 0xC4))
	var hits [4]int
	samples := 0
	for i := 0; i < optionSamples*2; i++ {
		st, err := v.Sample(rng)
		if err != nil {
			break
		}
		samples++
		for q := game.Seat(0); int(q) < v.Players(); q++ {
			if has(legal, game.HosenRum(q)) && game.CompulsorySolo(v.Rules(), dealtHand(&st, q)) {
				hits[q]++
			}
		}
	}
	best := game.NoSeat
	for q := game.Seat(0); int(q) < v.Players(); q++ {
		if has(legal, game.HosenRum(q)) && (best == game.NoSeat || hits[q] > hits[best]) {
			best = q
		}
	}
	if best != game.NoSeat && samples > 0 && float64(hits[best]) >= b.opt.Challenge*float64(samples) {
		return decide(game.HosenRum(best), HHosenRum)
	}
	return decide(game.Pass, HNoChallenge)
}

// dealtHand is seat q's hand as dealt, before any card was played: a
// declarer who took the blind held his Legage and his kept cards.
func dealtHand(st *game.State, q game.Seat) game.Cards {
	if q == st.Declarer() && st.Contract().UsesBlind() {
		return st.Legage() | st.Kept()
	}
	return st.Hand(q)
}

// vorhandOption is Vorhand's choice with DRESCHER on: Cego when it has a
// fair chance; else Drescher when the hand holds enough safe last cards,
// else Räuber.
func (b *RuleBot) vorhandOption(v *game.View, legal []game.Action) Decision {
	hand := v.Hand()
	n := v.Players()
	th := b.limits(n)
	est := bestLadder(game.Cego, hand, n, b.xp) + b.noise()
	if est >= th.CegoMin {
		return decide(game.CallCego, HPlayCego)
	}
	if drescherExits(hand)+b.noise()/6 >= b.opt.DrescherExits {
		return decide(game.CallDrescher, HDrescher)
	}
	if has(legal, game.CallRaeuber) && raeuberPoints(hand) <= th.Raeuber {
		return decide(game.CallRaeuber, HRaeuber)
	}
	return decide(game.CallCego, HPlayCego)
}

// drescherExits counts the safe last cards of a hand for Drescher: low
// plain cards (the two lowest of a suit) in different suits count one each,
// with a half for a second one of a suit; the Geiß counts one.
func drescherExits(hand game.Cards) float64 {
	e := 0.0
	for su := game.Clubs; su <= game.Diamonds; su++ {
		low := 0
		for m := hand.Of(su); m != 0; m &= m - 1 {
			if m.Lowest().Rank() <= 1 {
				low++
			}
		}
		switch {
		case low >= 2:
			e += 1.5
		case low == 1:
			e++
		}
	}
	if hand.Has(game.CardGeiss) {
		e++
	}
	return e
}

// limits returns the auction limits for n players.
func (b *RuleBot) limits(n int) *thresholds {
	if n == 3 {
		return b.th3
	}
	return b.th
}
