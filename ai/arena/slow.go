package arena

import (
	"fmt"
	"time"

	"github.com/cego-spiel/cego/ai"
	"github.com/cego-spiel/cego/game"
)

// SlowDecision is one decision of an arena match (its slowest for a side)
// with where it happened: enough to set the position up again
// (game.Replay of its Rules, Dealer, DealSeed and Actions) and replay the
// decision with the command ai/cmd/replay (ReplayArgs).
type SlowDecision struct {
	// Time is the decision's wall-clock time; CPU the process's CPU time
	// meanwhile, when the arena measures it (Config.CPU): much less
	// than Time means the decision waited for a core.
	Time, CPU time.Duration
	// Deal is the deal's number in the match (0-based), dealt as
	// game.Deal(rules, Dealer, DealSeed) with Rules (the arena's:
	// game.Rules{Players: n}).
	Deal     int
	Rules    game.Rules
	Dealer   game.Seat
	DealSeed uint64
	// ASeat is the seat of entrant A in this play of the deal (-1: B in
	// every seat, or with a Field B in Seat and the Field elsewhere); Seat
	// the deciding seat, whose player was made with BotSeed.
	ASeat int
	// Field: the arena had a Field (Config.Field).
	Field   bool
	Seat    game.Seat
	BotSeed uint64
	// Decision counts the seat's earlier decisions in the deal; Phase,
	// Contract and Trick (1-based in the play) say where the deal stood.
	Decision int
	Phase    game.Phase
	Contract game.Contract
	Trick    int
	// Actions are the deal's actions before the decision.
	Actions []game.Action
	// Profile tells where the time went, for players that keep one
	// (HasProfile: the search bots and the hint player).
	Profile    ai.SearchProfile
	HasProfile bool
}

// ReplayArgs returns the arguments of ai/cmd/replay that replay the
// decision with the named player.
func (d SlowDecision) ReplayArgs(player string) string {
	return ReplayArgs(player, d.BotSeed, d.Rules, d.Dealer, d.DealSeed, d.Actions)
}

// ReplayArgs returns the arguments of ai/cmd/replay for the decision after
// the actions in the deal game.Deal(r, dealer, seed), by the player made
// with botSeed.
func ReplayArgs(player string, botSeed uint64, r game.Rules, dealer game.Seat, seed uint64, actions []game.Action) string {
	rules := ""
	data, _ := r.MarshalJSON()
	plain, _ := game.Rules{Players: r.N()}.MarshalJSON()
	if string(data) != string(plain) {
		rules = fmt.Sprintf(" -rules '%s'", data)
	}
	return fmt.Sprintf("-player %s -bot-seed %#x -players %d%s -dealer %d -deal-seed %#x -actions '%s'",
		player, botSeed, r.N(), rules, dealer, seed, game.FormatActions(actions))
}
