package ai

import (
	"math/rand/v2"

	"github.com/cego-spiel/cego/game"
)

// Decision is a rule bot's choice with the heuristic that made it: Rule is
// the heuristic's name (see Heuristics) and Reason a sentence a person can
// read, suitable for a hint.
type Decision struct {
	Action game.Action
	Rule   string
	Reason string
}

// RuleBot is the Normal bot: named heuristics for every decision of RULES
// §16 — the auction, the exchange and the card play of every contract.
type RuleBot struct {
	rng *rand.Rand
	// memory: count the cards played and the voids shown. Without it the
	// bot believes every card it does not hold may still be out.
	memory bool
	// mistakes is the probability of replacing a card-play decision by a
	// random legal card (Easy only).
	mistakes float64
	// bidNoise shifts the bidding estimates randomly by up to this many card
	// points (Easy only).
	bidNoise float64
	// th and th3 are the auction's limits with four and three players.
	th, th3 *thresholds
	// pp are the card-play weights, xp the discard weights.
	pp *playParams
	xp *exchangeParams
	// end is the declarer's look-ahead (play_lookahead.go), end3 with
	// three players; def the defenders' with four players (in the
	// contracts of def.in).
	end, end3, def endgameParams
	// opt are the limits of the optional calls of RULES §11.
	opt *optionLimits
	// seed seeds the sampled checks of the optional calls, so that a
	// decision depends only on the seed and the view.
	seed uint64
}

// NewRuleBot returns the Normal bot. Its decisions are deterministic: the
// declarer's look-ahead, and the defenders' (Cego, Einer, Solo, Gegensolo),
// draw their deals
// from the seed and the position.
func NewRuleBot(seed uint64) *RuleBot {
	b := NewRolloutBot(seed)
	b.end, b.end3, b.def = defaultEndgame, defaultEndgame3, defaultDefence
	return b
}

// NewRolloutBot returns the rule bot without the declarer's look-ahead: a
// cheap bot to play positions on with. It is the search bots' model and
// play-out bot, the look-ahead's own (the search bots solve the endgame
// themselves), the post-deal review's bot for finishing an exchange
// (package ai/review), and the Normal of before the look-ahead (the
// variant "normal-old", which calibrate arenadecl -b normal-old measures
// against).
func NewRolloutBot(seed uint64) *RuleBot {
	return &RuleBot{rng: newRand(seed), memory: true, th: &defaultThresholds, th3: &defaultThresholds3, pp: &defaultPlay, xp: &defaultExchange, opt: &defaultOptionLimits, seed: seed}
}

// rolloutBot is the rule bot the look-ahead plays out with and models the
// others by: this bot's own auction limits and weights, with memory and
// without a look-ahead (NewRolloutBot for Normal; for a frozen variant its
// own frozen rule bot, so that the variant plays as it did).
func (b *RuleBot) rolloutBot(seed uint64) *RuleBot {
	return &RuleBot{rng: newRand(seed), memory: true, th: b.th, th3: b.th3, pp: b.pp, xp: b.xp, opt: b.opt, seed: seed}
}

// NewEasyBot returns the Easy bot: the rule bot without card memory, with
// noisy bidding and one card in seven played at random.
func NewEasyBot(seed uint64) *RuleBot {
	return &RuleBot{rng: newRand(seed), memory: false, mistakes: 0.15, bidNoise: 6, th: &defaultThresholds, th3: &defaultThresholds3, pp: &defaultPlay, xp: &defaultExchange, opt: &defaultOptionLimits, seed: seed}
}

// Choose returns the action of Decide.
func (b *RuleBot) Choose(v game.View) game.Action { return b.Decide(v).Action }

// Decide returns the bot's action for the view together with the heuristic
// that chose it. It must only be called on the viewing seat's turn.
func (b *RuleBot) Decide(v game.View) Decision {
	var buf [64]game.Action
	legal := v.AppendLegal(buf[:0])
	switch len(legal) {
	case 0:
		return Decision{Action: game.Pass, Rule: HNone.Name, Reason: HNone.Reason}
	case 1:
		return decide(legal[0], HForced)
	}
	var d Decision
	switch v.Phase() {
	case game.Bidding:
		d = b.bid(&v, legal)
	case game.Exchanging:
		d = b.exchange(&v)
	default:
		if b.mistakes > 0 && b.rng.Float64() < b.mistakes {
			d = decide(legal[b.rng.IntN(len(legal))], HMistake)
		} else {
			d = b.play(&v)
		}
	}
	if !v.IsLegal(d.Action) { // a safety net: never return an illegal action
		return decide(legal[0], HFallback)
	}
	return d
}

func decide(a game.Action, h Heuristic) Decision {
	return Decision{Action: a, Rule: h.Name, Reason: h.Reason}
}

func decideCard(c game.Card, h Heuristic) Decision { return decide(game.CardAction(c), h) }
