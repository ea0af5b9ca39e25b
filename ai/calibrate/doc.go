// Package calibrate holds the measurements that tune the bots: each
// contract's estimate against the result (calibrate), each ladder rung
// forced (calrung), bidding a rung above Einer against passing (calmc),
// the Piccolo and Bettel calls (calnull), the Geiß (calgeiss), the
// special games' own-play fit (ownwin) and card play (specialplay), card
// play in the games counted in card points paired spot by spot
// (cardplay), the search bots' regret and the longest work between two
// looks at the clock, a variant of Normal's bidding against Normal (tune),
// one deal's decisions with their heuristics (trace) and more.
// Calibrations lists them; the command ai/cmd/calibrate runs each as a
// subcommand with its own flags. They are tools, not checks: they print
// numbers for a person to judge and take minutes to hours.
//
// A measurement sees the bots through package ai's API (cardplay takes
// them by the arena's names, ai/arena's entrants) and, for the estimates
// and limits inside the Normal bot that it tunes, through
// ai/internal/probe. Every action a measurement plays is checked: a
// refused one ends the measurement with an error.
package calibrate
