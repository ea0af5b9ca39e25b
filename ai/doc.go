// Package ai holds the computer players of Cego and the hint. The post-deal
// review is package ai/review beside it.
//
// Every bot implements Bot: it sees only a game.View (never a hidden card)
// and returns one of the view's legal actions. The levels are:
//
//   - Random: uniform over the legal actions, for measurement only;
//   - Easy: the rule bot with no card memory and deliberate mistakes;
//   - Normal: RuleBot, a set of named heuristics (see Heuristics), each with
//     a one-line reason a person can read, so that the hint service can
//     explain a suggestion with the same words the bot decided by; as
//     declarer of a game counted in card points it also looks ahead on
//     sampled deals (play_lookahead.go): open-card solves in the endgame,
//     play-outs of a Solo's leads;
//   - Strong and Expert: SearchBot, which samples deals consistent with the
//     view (Expert weights them by how well they explain the others' bids
//     and plays), solves each with every card open (package ai/solver) and
//     plays the card with the best mean settlement; the auction and the
//     exchange are simulated with rule-bot play. Hint gives the same search
//     as advice. AllSeeing, the yardstick of the benchmarks (ai/cmd/arena
//     -a allseeing), looks at the true deal and is never offered to players.
//
// The duplicate arena that measures the bots against each other is package
// ai/arena; the measurements that tune them are package ai/calibrate, run
// as subcommands of ai/cmd/calibrate (`go run ./ai/cmd/calibrate` lists
// them). They see what they measure inside the bots (the auction's limits,
// the static estimates of a hand) through ai/internal/probe, which this
// package fills in (probe.go); NewVariant makes the variants of Normal that
// the arena measures against it.
//
// The package imports only package game, its own ai/solver and internal
// packages, and the standard library. All
// randomness comes from the seed given to New (math/rand/v2 PCG), so the same
// seed and the same views give the same choices.
package ai
