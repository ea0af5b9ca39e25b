// Package arena measures two players against each other with duplicate
// deals: Run plays each deal once with entrant B in every seat and once
// for each seat with A in that seat and B in the others, and reports A's
// mean settlement difference with a 95% confidence interval, the contracts
// declared and won by each side, A's gain split by contract and side,
// decision-time percentiles and each side's slowest decision with the
// arguments of ai/cmd/replay that time it again.
//
// An Entrant makes Players, one per seat and play of a deal: a bot level
// (LevelEntrant), the hint player (HintEntrant), the all-seeing yardstick
// (AllSeeingEntrant) or a variant of the Normal bot (VariantEntrant). A
// Bot is seated so that it sees only its seat's game.View (Seated). The
// commands ai/cmd/arena, replay, timecap and calibrate use it; the bots
// themselves are package ai's.
package arena
