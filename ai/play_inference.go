package ai

import (
	"math"
	"math/rand/v2"

	"github.com/cego-spiel/cego/game"
)

// What the Solo round (RULES §6.2) tells the declarer's look-ahead of the
// defenders' dealt hands. A Solo stands only when every other player,
// asked once, declined the Gegensolo — with four players in about two
// Solo announcements of three one of them takes it — so the deals the
// look-ahead plays out should not give a defender a Gegensolo hand; and in
// a Gegensolo the defender who announced the Solo holds a Solo hand. View.Sample
// does not hold these calls to the hands once the auction is over: the
// look-ahead draws again (drawTries times at most) until a deal fits the
// calls as Normal would make them (soloCall, gegensoloCall). In a Solo the
// defenders' card plays so far weigh the deals too (endgameParams.candidates).

// bidCheck is one defender's call in the Solo round: solo, he announced
// the Solo, else he declined the Gegensolo. played are the cards he has
// played: his dealt hand is these and his hand now.
type bidCheck struct {
	seat   game.Seat
	played game.Cards
	solo   bool
}

// drawTries is how many deals the look-ahead draws at most for one that
// fits the calls; when none does, it plays the last.
const drawTries = 8

// bidChecks returns the calls of the Solo round the deals must fit, for a
// declarer of a Solo or a Gegensolo under the rules without options (whose
// auction Normal's calls follow); none when the look-ahead does not infer.
func (b *RuleBot) bidChecks(k *knowledge) []bidCheck {
	v := k.v
	r := v.Rules()
	if !b.endgame(k).infer || r != (game.Rules{Players: r.Players, Scoring: r.Scoring}) ||
		k.contract != game.Solo && k.contract != game.Gegensolo {
		return nil
	}
	var checks []bidCheck
	solo := false
	for _, c := range v.Calls() {
		announced := c.Action == game.CallSolo
		if c.Seat != k.me && (announced || solo && c.Action == game.Pass) {
			checks = append(checks, bidCheck{seat: c.Seat, solo: announced})
		}
		solo = solo || announced
	}
	for _, t := range v.Tricks() { // the last one may be the trick being played
		for i := 0; i < int(t.N); i++ {
			for j := range checks {
				if checks[j].seat == t.Seat(i) {
					checks[j].played = checks[j].played.Add(t.Cards[i])
				}
			}
		}
	}
	return checks
}

// fits reports whether the sampled deal st gives each checked defender a
// dealt hand with which Normal would have made his call.
func (b *RuleBot) fits(st *game.State, checks []bidCheck) bool {
	r := st.Rules()
	for _, c := range checks {
		dealt := st.Hand(c.seat) | c.played
		if c.solo {
			if b.soloCall(dealt, r, c.seat == st.Vorhand(), 0) == HNoSolo {
				return false
			}
		} else if b.gegensoloCall(dealt, r.N(), 0) {
			return false
		}
	}
	return true
}

// draw deals the unseen cards of k's view at random, consistently with
// everything seen and, within drawTries deals, with the calls checks. With
// the look-ahead's plays in k's contract it draws that many such deals and
// keeps one in proportion to how likely model, the rule bot softened by
// the look-ahead's eps, would have made the others' card plays so far
// with the hands of each (likelihood; with bids the bids too, both
// softened as for the search bots: logLikelihood): one step of
// sampling-importance-resampling, so that a deal in which a defender
// would have played another card than he did is seldom played out. model
// may be nil when the look-ahead does not weigh k's contract.
func (b *RuleBot) draw(k *knowledge, checks []bidCheck, model *RuleBot, rng *rand.Rand) (game.State, error) {
	e := b.endgame(k)
	if !e.weighs(k.contract) {
		return b.drawFit(k, checks, rng)
	}
	deals := make([]game.State, 0, e.candidates)
	logs := make([]float64, 0, e.candidates)
	best := math.Inf(-1)
	for range e.candidates {
		st, err := b.drawFit(k, checks, rng)
		if err != nil {
			return st, err
		}
		bidEps, playEps := 0.0, e.eps // the card plays alone, softened by eps
		if e.bids {
			bidEps, playEps = epsBid, epsPlay
		} else if playEps <= 0 {
			playEps = epsPlay
		}
		ll, ok := likelihood(k.v, &st, model, bidEps, playEps)
		if !ok {
			ll = math.Inf(-1)
		}
		deals = append(deals, st)
		logs = append(logs, ll)
		best = max(best, ll)
	}
	if math.IsInf(best, -1) {
		return deals[0], nil
	}
	total := 0.0
	for i, ll := range logs {
		logs[i] = math.Exp(ll - best)
		total += logs[i]
	}
	u := rng.Float64() * total
	for i, w := range logs {
		if u < w {
			return deals[i], nil
		}
		u -= w
	}
	return deals[len(deals)-1], nil
}

// drawFit deals the unseen cards of k's view at random, consistently with
// everything seen and, within drawTries deals, with the calls checks.
func (b *RuleBot) drawFit(k *knowledge, checks []bidCheck, rng *rand.Rand) (game.State, error) {
	for i := 0; ; i++ {
		st, err := k.v.Sample(rng)
		if err != nil || i+1 >= drawTries || b.fits(&st, checks) {
			return st, err
		}
	}
}
