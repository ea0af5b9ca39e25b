// Package solver is the open-card (double-dummy) solver for Cego: given a
// deal with every card known — a sampled deal from game.View.Sample, or the
// true deal for the all-seeing yardstick — it finds the result of best play
// by both sides.
//
// Normal games are searched for the declarer's card points (counted in
// threes); special games for their goal (Ultimo, Piccolo, Bettel); Räuber
// paranoid, for one player's own points against a coalition of the others.
// The search is fail-soft alpha-beta with null windows over bitmask move
// generation: a transposition table at trick boundaries (rank-relative
// keys, lower and upper bounds, buckets of two slots keeping the entry with
// the most tricks left), enhanced transposition cutoffs at the last card of
// a trick, sure-trick bounds (top trumps, trump control, the leader's sure
// tops of the plain suits, the length of the declarer's trumps, and every
// card but the most valuable when he surely takes all tricks but one), the
// last two tricks of the point games played out on bit masks,
// equivalent-card pruning (and of neighbouring cards of other values, the
// one to give once the side taking the trick is sure), and move ordering
// (the table's best move, sure winners, a killer move and the history of
// cutoffs for leads; rules of thumb for following cards). Exact points are
// found by null-window tests — just above the sure tricks, then up from a
// quick play-out's result, and after a failed test only at the upper bound
// the failures left, since a test the declarer passes costs most; a node
// budget (counted since ResetNodes) or a deadline bounds the searches.
package solver
