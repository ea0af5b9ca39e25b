package ai

import (
	"cmp"
	"fmt"
	"slices"
	"time"

	"github.com/cego-spiel/cego/ai/solver"
	"github.com/cego-spiel/cego/game"
)

// Advice is a hint for the seat whose turn it is.
type Advice struct {
	// Action is the suggested action; RunnerUp the best of the others
	// (HasRunnerUp is false when only one action is legal).
	Action      game.Action
	RunnerUp    game.Action
	HasRunnerUp bool
	// Candidates lists every legal action with its estimated win
	// probability and expected settlement, the highest expected settlement
	// first (without numbers: Action first).
	Candidates []Candidate
	// Safer is true when Action is not the first candidate: no other action
	// is clearly better than it over the sampled deals (the difference lies
	// within the estimate's noise) and it comes out ahead more often than
	// the first.
	Safer bool
	// Reason is a sentence for a person; Rule names the rule bot's
	// heuristic when it agrees with the suggestion ("" otherwise).
	Reason string
	Rule   string
	// Samples is how many deals the estimate rests on; Method how they
	// were evaluated: "solved" (card play, every card open), "simulated"
	// (auction and exchange, played out by rule bots), "forced", "rule"
	// (no estimate within the budget: the rule bot's advice) or "none" (not
	// the seat's turn).
	Samples int
	Method  string
	// Profile tells where the hint's time went (its Total and Budget are
	// the whole hint's).
	Profile SearchProfile
}

// HintBudget is Hint's default budget, the limit for a hint: the
// search gets hintCap percent of it (180 ms), the rest is kept free.
const HintBudget = 300 * time.Millisecond

// hintCap is the share (percent) of a hint's budget the search may use; the
// rest covers setting up, the work between two looks at the clock and the
// wait for a core on a busy machine, so that a hint answers within its
// budget (ai/cmd/timecap measures it). Against the whole search without a
// cap (timecap -quality, 200 decisions on a busy machine), the default's
// 180 ms search gave the same advice in 99.0% of the decisions, a 240 ms
// search in 99.5% and a 120 ms one in 97%.
const hintCap = 60

// Hint advises the seat whose view this is, within budget (0: HintBudget;
// negative: no time cap, the whole search) unless the machine is too busy
// to give it a core. It runs Expert's search (both cores) on deals sampled
// from the view, so it cannot reach hidden cards either. The same view and
// budget give the same advice, whichever worker solves which deal, unless
// the time cap cut the search short or a deal's search met the node cap
// (whether it does depends on what that worker's table holds).
func Hint(v game.View, budget time.Duration) Advice {
	start := time.Now()
	if budget == 0 {
		budget = HintBudget
	}
	// the solvers come from earlier hints (see hintSolvers)
	b, search := hintBot(&v, budget, hintSolver)
	defer releaseHintSolvers(b)
	adv := b.advise(&v, search)
	adv.Profile.Budget, adv.Profile.Total = max(budget, 0), time.Since(start)
	return adv
}

// hintBot is the Expert search bot of Hint for v and budget (not 0), its
// workers' solvers made by newSolver, and the time cap of its search (0:
// none).
func hintBot(v *game.View, budget time.Duration, newSolver func(nodeCap int) *solver.Solver) (*SearchBot, time.Duration) {
	cfg := ExpertConfig()
	// the person plays the contract, not Expert: the calls are judged by
	// the rule bot's play as declarer, and the settlement the hint shows
	// is what that play makes
	cfg.OwnPlay, cfg.OwnWin, cfg.OwnWin3 = nil, nil, nil
	cfg.Budget = 0
	if budget > 0 {
		// the budget covers sampling and setting up too
		cfg.Budget = budget * hintCap / 100
	}
	cfg.Samples = 48
	cfg.Candidates = 144
	cfg.Rollouts = 160
	seed := uint64(v.Seat())<<32 ^ uint64(v.TrickCount())<<16 ^ uint64(v.Hand())
	b := newSearchBot(cfg, seed, newSolver)
	b.level = Expert
	return b, cfg.Budget
}

// advise turns the bot's analysis of v into Advice.
func (b *SearchBot) advise(v *game.View, budget time.Duration) Advice {
	if !v.MyTurn() {
		return Advice{Action: game.Pass, Method: "none", Reason: HNone.Reason, Profile: SearchProfile{Phase: v.Phase(), Contract: v.Contract(), Method: "none"}}
	}
	return adviceOf(v, b.analyze(v, budget))
}

// adviceOf turns an analysis of v into Advice. With numbers, the
// candidates are ordered by their expected settlement and the advice is the
// first of them, unless the search kept a choice no other action is clearly
// better than (preferRule) that comes out ahead more often: then the
// advice is that safer action, and says so (Safer).
func adviceOf(v *game.View, an analysis) Advice {
	d := an.decision()
	adv := Advice{Action: d.Action, Samples: an.samples, Method: an.method, Profile: an.prof}
	adv.Candidates = slices.Clone(an.cands)
	if an.method == "rule" || an.method == "forced" {
		// no numbers: keep the legal actions, the rule bot's first
		if len(adv.Candidates) == 0 {
			var buf [64]game.Action
			for _, a := range v.AppendLegal(buf[:0]) {
				adv.Candidates = append(adv.Candidates, Candidate{Action: a})
			}
		}
		slices.SortStableFunc(adv.Candidates, func(x, y Candidate) int {
			return cmp.Compare(b2int(y.Action == d.Action), b2int(x.Action == d.Action))
		})
	} else {
		// the highest expected settlement first; among equals the choice
		slices.SortStableFunc(adv.Candidates, func(x, y Candidate) int {
			if c := cmp.Compare(y.Expected, x.Expected); c != 0 {
				return c
			}
			return cmp.Compare(b2int(y.Action == d.Action), b2int(x.Action == d.Action))
		})
		if top := adv.Candidates[0]; top.Action != d.Action {
			if c, ok := adv.candidate(d.Action); ok && c.WinProb > top.WinProb {
				adv.Safer = true
			} else {
				// nothing speaks for the choice: the best estimate instead
				adv.Action, d = top.Action, Decision{Action: top.Action}
			}
		}
	}
	for _, c := range adv.Candidates {
		if c.Action != adv.Action {
			adv.RunnerUp, adv.HasRunnerUp = c.Action, true
			break
		}
	}
	if d.Action == an.rule.Action {
		adv.Rule = an.rule.Rule
	}
	adv.Reason = reasonText(v, &adv, an.rule)
	return adv
}

// Chosen is the candidate of the advice's action (with its numbers, when
// there are any).
func (a *Advice) Chosen() Candidate {
	c, _ := a.candidate(a.Action)
	return c
}

// candidate finds action x among the candidates.
func (a *Advice) candidate(x game.Action) (Candidate, bool) {
	for _, c := range a.Candidates {
		if c.Action == x {
			return c, true
		}
	}
	return Candidate{Action: x}, false
}

func b2int(b bool) int {
	if b {
		return 1
	}
	return 0
}

// reasonText writes the hint's sentence: the rule bot's reason when it
// agrees, with the numbers; otherwise the numbers alone.
func reasonText(v *game.View, adv *Advice, rule Decision) string {
	if adv.Method == "forced" {
		return "only one action is legal"
	}
	if len(adv.Candidates) == 0 {
		return rule.Reason
	}
	best := adv.Chosen()
	var what string
	if best.Action.IsCard() {
		c := best.Action.Card()
		what = "playing " + c.String()
		if v.Phase() == game.Exchanging {
			what = "choosing " + c.String()
		} else if t := v.CurrentTrick(); t.N > 0 {
			if w := t.Cards[t.WinningIndex()]; beatsCard(c, w) {
				what += " now takes the trick"
				if pts := t.Set() & pointCards; pts != 0 {
					what += " with " + pts.String() + " in it"
				}
			}
		}
	} else {
		what = "saying “" + best.Action.String() + "”"
	}
	if adv.Method == "rule" {
		return rule.Reason
	}
	goal := "to come out ahead"
	if v.Phase() == game.Playing {
		switch {
		case v.Contract() == game.Raeuber:
			goal = "not to take the most points"
		case v.Declarer() == v.Seat():
			goal = "to make the contract"
		default:
			goal = "to defeat the contract"
		}
	}
	nums := fmt.Sprintf("%.0f%% %s, %+.1f expected", 100*best.WinProb, goal, best.Expected)
	if adv.Safer {
		top := adv.Candidates[0]
		nums += fmt.Sprintf("; safer than %v (%.0f%%, %+.1f expected), which is not clearly better over %d sampled deals", top.Action, 100*top.WinProb, top.Expected, adv.Samples)
	} else if adv.HasRunnerUp {
		ru, _ := adv.candidate(adv.RunnerUp)
		nums += fmt.Sprintf(" (next best %v: %.0f%%, %+.1f)", ru.Action, 100*ru.WinProb, ru.Expected)
	}
	if adv.Rule != "" {
		return fmt.Sprintf("%s: %s; %s", what, rule.Reason, nums)
	}
	if adv.Safer {
		return fmt.Sprintf("%s: %s", what, nums)
	}
	return fmt.Sprintf("%s: %s over %d sampled deals", what, nums, adv.Samples)
}

// pointCards are the cards worth more than one point.
var pointCards = func() (m game.Cards) {
	for c := game.Card(0); c < game.NumCards; c++ {
		if c.Points() > 1 {
			m |= c.Bit()
		}
	}
	return m
}()

// beatsCard reports whether c beats the winning card w of a trick.
func beatsCard(c, w game.Card) bool {
	if c.IsTrump() {
		return !w.IsTrump() || c > w
	}
	return !w.IsTrump() && c.Suit() == w.Suit() && c > w
}

// HintBot plays what Hint suggests at every decision, with Budget per hint
// (0: Hint's default): the player who presses H every time.
type HintBot struct {
	Budget time.Duration
	last   SearchProfile
	has    bool
}

// Choose returns Hint's suggested action.
func (b *HintBot) Choose(v game.View) game.Action {
	adv := Hint(v, b.Budget)
	b.last, b.has = adv.Profile, true
	return adv.Action
}

// LastProfile tells where the last hint's time went.
func (b *HintBot) LastProfile() (SearchProfile, bool) { return b.last, b.has }
