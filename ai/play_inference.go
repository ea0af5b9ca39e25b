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
// defenders' card plays so far weigh the deals too (endgameParams.plays).

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
	if !b.endgame(k.n).infer || r != (game.Rules{Players: r.Players, Scoring: r.Scoring}) ||
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
// with the hands of each (playLikelihood; with bids the bids too, both
// softened as for the search bots: logLikelihood): one step of
// sampling-importance-resampling, so that a deal in which a defender
// would have played another card than he did is seldom played out. model
// may be nil when the plays are off.
func (b *RuleBot) draw(k *knowledge, checks []bidCheck, model *RuleBot, rng *rand.Rand) (game.State, error) {
	e := b.endgame(k.n)
	if e.plays < 2 || e.playsIn&(1<<k.contract) == 0 {
		return b.drawFit(k, checks, rng)
	}
	deals := make([]game.State, 0, e.plays)
	logs := make([]float64, 0, e.plays)
	best := math.Inf(-1)
	for range e.plays {
		st, err := b.drawFit(k, checks, rng)
		if err != nil {
			return st, err
		}
		var ll float64
		var ok bool
		if e.bids {
			ll, ok = logLikelihood(k.v, &st, model)
		} else {
			ll, ok = playLikelihood(k.v, &st, model, e.eps)
		}
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

// playLikelihood replays the deal st from its first action and sums the log
// probabilities of the others' card plays under the rule bot softened by
// eps (0: epsPlay, as logLikelihood; without the bids: the Solo round's calls are
// checked by fits). ok is false if the replay fails or the contract has an
// exchange (the deal is then not weighed).
func playLikelihood(v *game.View, st *game.State, model *RuleBot, eps float64) (float64, bool) {
	if eps <= 0 {
		eps = epsPlay
	}
	s, ok := redeal(v, st)
	if !ok {
		return 0, false
	}
	for _, c := range st.Calls() {
		if s.Apply(c.Action) != nil {
			return 0, false
		}
	}
	if s.Phase() != game.Playing {
		return 0, false
	}
	me := v.Seat()
	ll := 0.0
	var buf [64]game.Action
	for _, t := range st.Tricks() { // the current trick included
		for i := 0; i < int(t.N); i++ {
			a := game.CardAction(t.Cards[i])
			if q := t.Seat(i); q != me {
				if legal := s.AppendLegal(buf[:0]); len(legal) > 1 {
					p := eps / float64(len(legal))
					if model.Decide(s.View(q)).Action == a {
						p += 1 - eps
					}
					ll += math.Log(p)
				}
			}
			if s.Apply(a) != nil {
				return 0, false
			}
		}
	}
	return ll, true
}
