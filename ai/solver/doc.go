// Package solver is the open-card (double-dummy) solver for Cego: given a
// deal with every card known — a sampled deal from game.View.Sample, or the
// true deal for the all-seeing yardstick — it finds the result of best play
// by both sides.
//
// Normal games are searched for the declarer's card points (counted in
// threes); special games for their goal (Ultimo, Piccolo, Bettel); Räuber
// paranoid, for one player's own points against a coalition of the others.
// The search is alpha-beta over bitmask move generation with a
// transposition table at trick boundaries, equivalent-card pruning, move
// ordering (the previous best move first) and null-window tests; a node cap
// bounds every search.
package solver
