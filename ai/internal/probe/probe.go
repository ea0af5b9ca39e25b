package probe

import (
	"github.com/cego-spiel/cego/ai/solver"
	"github.com/cego-spiel/cego/game"
)

// Thresholds are the Normal bot's auction limits, calibrated with the
// arena (package ai's defaultThresholds and defaultThresholds3).
type Thresholds struct {
	Solo float64 // expected points to bid Solo
	// SoloVorhand is the same for Vorhand, whose alternative is Cego.
	SoloVorhand float64
	// PflichtSlack lowers the Solo limit for a hand that meets the
	// Pflichtsolo thresholds of RULES §11.
	PflichtSlack float64
	Gegen        float64 // expected points to announce Gegensolo
	Ladder       float64 // expected points to bid Einer, Halbe or an uncontested rung
	Mein         float64 // expected points to hold Einer or Halbe against a challenger
	// Sure is the sure-rung rule's limit: the estimate, less the contest
	// discount, needed to bid or hold a contested rung above Einer. Such
	// a rung is reached only when a second player wants the contract too,
	// so the bot bids or holds it only when it should win it against that
	// player's hand, even where passing might score a little more.
	Sure    float64
	Raeuber float64 // expected own points at most to prefer Räuber
	CegoMin float64 // below this Vorhand considers Räuber
	Bettel  float64 // total danger at most to bid Bettel
	Piccolo float64 // total danger (without the Gstieß) at most for Piccolo
	Ultimo  float64 // UltimoScore needed for Ultimo
	// PiccoloBare and PiccoloBareMin bound the total danger of a hand
	// without the Gstieß for Piccolo: about one trick's worth, so that one
	// card takes the trick and the others duck.
	PiccoloBare, PiccoloBareMin float64
	// SoloVoid is added to the Solo estimate per plain suit the hand lacks.
	SoloVoid float64
	// Contested is taken off a rung's estimate when another player has
	// bid or held Einer or higher.
	Contested float64
	// ContestedHigh replaces Contested for the rungs above Einer: there
	// a strong defender costs about two points on every rung (measured
	// with calibrate calrung), less what passing would cost against the
	// holder's rung.
	ContestedHigh float64
}

// The bots' insides, set by package ai.
var (
	// DefaultThresholds returns a copy of the Normal bot's limits with
	// that many players.
	DefaultThresholds func(players int) Thresholds
	// RuleBotChoose returns the Choose of the Normal bot (ai.NewRuleBot)
	// with the limits th with four players and th3 with three (nil: its
	// own): a function, since this package cannot name ai.Bot.
	RuleBotChoose func(seed uint64, th, th3 *Thresholds) func(game.View) game.Action

	// LadderEstimate is the Normal bot's estimate of the declarer's card
	// points of rung c (or Gegensolo) with hand, with its own exchange.
	LadderEstimate func(c game.Contract, hand game.Cards, players int) float64
	// Contested is what the Normal bot takes off rung c's estimate at v
	// with the limits th: another seat has shown a strong hand.
	Contested func(v *game.View, th *Thresholds, c game.Contract) float64
	// CurrentRung is the last rung of the Cego ladder bid at v (Cego:
	// none).
	CurrentRung func(v *game.View) game.Contract
	// KeepFor is the part of hand the Normal bot keeps in rung c's
	// exchange.
	KeepFor func(c game.Contract, hand game.Cards) game.Cards
	// KeptTrickValue is the card points a kept card brings in play;
	// AdjSum is the exchange's adjusted value of a set of cards.
	KeptTrickValue func(c game.Card, hand game.Cards) float64
	AdjSum         func(s game.Cards) float64
	// SoloEstimate, UltimoScore, NullDanger and RaeuberPoints are the
	// Normal bot's estimates of a Solo (its card points), an Ultimo, the
	// danger of a Piccolo or Bettel and its own points in Räuber.
	SoloEstimate  func(hand game.Cards, r game.Rules) float64
	UltimoScore   func(hand game.Cards) float64
	NullDanger    func(hand game.Cards, players int) float64
	RaeuberPoints func(hand game.Cards) float64

	// Solvable reports whether the search bots solve card play in c.
	Solvable func(r game.Rules, c game.Contract) bool
	// EvalPlay solves deal st with every card open after each of the
	// legal cards of seat me and returns me's settlement after each (band:
	// resolve the factor band, else won or lost only); false when a solve
	// hit the solver's cap or the contract is not solved.
	EvalPlay func(s *solver.Solver, st *game.State, me game.Seat, legal []game.Action, band bool) ([]float64, bool)
	// LogLikelihood returns the inference's log-likelihood of a deal st
	// behind view v, with the Normal bot seeded by seed as the others'
	// model (ok false: st does not replay).
	LogLikelihood func(seed uint64) func(v *game.View, st *game.State) (float64, bool)
)
