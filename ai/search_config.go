package ai

import (
	"fmt"
	"maps"
	"math"
	"time"

	"github.com/cego-spiel/cego/game"
)

// SearchConfig sets how hard a search bot (Strong, Expert) thinks. Its
// words, which Normal's look-ahead (endgameParams) shares: samples are
// deals solved with every card open, rollouts deals played out by rule
// bots (the play-outs), candidates deals drawn to keep the samples among
// them by weight, a margin how many standard errors of the paired
// difference another action must be better by than the rule bot's.
// Where one setting replaces another, the methods say so in code
// (CallMarginOf, PlayMarginOf, OwnWins); Validate refuses what makes no
// sense. The levels' configurations are made by StrongConfig and
// ExpertConfig, a new value each time.
type SearchConfig struct {
	// Samples is the number of deals solved per card-play decision (at
	// most: the time cap may stop earlier).
	Samples int
	// Inference weights the deals by how well they explain the other seats'
	// bids and plays (the rule bot as their model): Candidates deals are
	// drawn and Samples of them resampled by weight.
	Inference  bool
	Candidates int
	// Temper is the least effective sample size of the weighted deals, as a
	// share of Samples, that inference keeps by tempering the likelihood
	// (see temper); 0 leaves it untempered.
	Temper float64
	// Budget is the time cap per decision; 0 means none (then only the node
	// caps bound the work and the bot is deterministic for its seed).
	Budget time.Duration
	// NodeCap bounds the solver's nodes per solved deal.
	NodeCap int
	// SolveCards: with at most this many cards in hand, card play solves
	// the sampled deals; with more (the first tricks, where a solve costs
	// more than the whole cap) and on deals whose solve hits a cap, each
	// card is played out by rule bots instead, and the rule bot's card
	// is kept unless another is clearly better.
	SolveCards int
	// BandCards: with at most this many cards in hand, card play resolves
	// the factor band (what the settlement depends on); with more, only
	// won or lost.
	BandCards int
	// Rollouts is the number of simulated deals per candidate action in the
	// auction and the exchange (played out by rule bots).
	Rollouts int
	// Margin is how many standard errors of the paired difference a
	// simulated action must be better by to replace the rule bot's choice.
	Margin float64
	// OwnPlay is what the bot's own card play and exchange as declarer of
	// a contract are worth over the rule bot's, in settlement a play (the
	// arena's -same-calls measures it: both declare the same contracts
	// from the same seats against the same defenders). The auction's
	// play-outs play the bot's seat with the rule bot; each
	// play-out that ends with the bot's seat declaring contract c adds
	// OwnPlay[c] to its settlement, so that the calls count the bot's own
	// strength as declarer. Nil: none.
	OwnPlay map[game.Contract]float64
	// CallMargin replaces Margin in the auction when the action that is
	// better than the rule bot's choice is the call of contract c (Nil or
	// no entry for c: Margin).
	CallMargin map[game.Contract]float64
	// OwnWin maps, for the special games in it, the rate at which the
	// auction's rule-bot play-outs win the game with the bot's seat
	// declaring it to the rate at which the bot's own play wins it (see
	// OwnWin), with four players; the play-outs' settlements are moved by
	// the difference. It replaces OwnPlay for those contracts. OwnWin3:
	// the same with three players. Nil: none.
	OwnWin, OwnWin3 map[game.Contract]OwnWin
	// Chances lists all-or-nothing games (Ultimo, Piccolo, Bettel) in
	// which solved card play values a card that loses on a deal against
	// every defence (the other side playing with every card open) by a
	// play-out with rule bots instead: against perfect defence nearly every
	// Ultimo is lost from its first card, so the solver alone cannot tell
	// the cards that leave the other side a chance to go wrong from those
	// that do not. Nil: none.
	Chances map[game.Contract]bool
	// PlayMargin replaces Margin in the card play of contract c where it
	// plays out rather than solves (the first tricks, with more than
	// SolveCards cards in hand): another card replaces the rule bot's
	// when it is better by that many standard errors (Nil or no entry for
	// c: Margin).
	PlayMargin map[game.Contract]float64
	// Workers is the number of goroutines (Expert: both cores).
	Workers int
	// Rules names the rule bot the search plays out with, models the
	// other seats by and keeps the choice of unless another is clearly
	// better: "" Normal's, else a variant of Normal (NewVariant) without
	// its look-ahead — a frozen Expert keeps its frozen Normal's
	// (ExpertBots3Config).
	Rules string
}

// StrongConfig returns the Strong bot's configuration, a new value each
// call: what one caller changes in it, another never sees.
func StrongConfig() SearchConfig {
	return SearchConfig{Samples: 10, Budget: 60 * time.Millisecond, NodeCap: 60_000,
		SolveCards: 8, BandCards: 6, Rollouts: 40, Margin: 2, Workers: 1}
}

// ExpertConfig returns the Expert bot's configuration, a new value each
// call with maps of its own: what one caller changes in it (or in its
// maps), another never sees.
func ExpertConfig() SearchConfig {
	cfg := ExpertTodayConfig()
	cfg.OwnWin, cfg.OwnWin3 = maps.Clone(expertOwnWin), maps.Clone(expertOwnWin3)
	cfg.CallMargin, cfg.Chances = maps.Clone(expertCallMargin), maps.Clone(expertChances)
	cfg.PlayMargin = maps.Clone(expertPlayMargin)
	return cfg
}

// ExpertTodayConfig returns Expert's configuration before OwnPlay (issue
// #21), kept frozen so that the arena can measure Expert against it
// ("expert-today"); a new value each call.
func ExpertTodayConfig() SearchConfig {
	return SearchConfig{Samples: 40, Inference: true, Candidates: 120, Temper: 0.7, Budget: 150 * time.Millisecond,
		NodeCap: 150_000, SolveCards: 8, BandCards: 8, Rollouts: 96, Margin: 2, Workers: 2}
}

// Expert's own play in its calls. Its search wins Ultimos the rule bots'
// play-outs of the auction lose: calling the Ultimo where the play-outs win
// it at rate p, Expert (with its Chances and PlayMargin, below) against
// three Normal bots won 53 % at p≈0.07, 53 % at 0.14, 74 % at 0.26, 77 % at
// 0.35 and 96 % at 0.53 (calibrate ownwin -deals 4000, 1173 Ultimos; with
// three players -deals 3000: 62 %, 71 %, 75 %, 94 %, 96 %). The fits
// σ(A + B·logit p) below let the Ultimo call count that hand by hand, and
// it is called when it is better than passing by one standard error rather
// than two. Against Expert with a constant instead (30 of the Ultimo's ±60,
// the Expert of before) the fit of Expert without Chances (A 1.458, B
// 0.897) gained +0.63 ± 0.39 a deal (arena -a
// expert-own:w-ultimo=1.458:0.897 -b expert -field normal -deals 400 -seed
// 17: 51 Ultimos declared instead of 22, 78 % won), the one standard error
// +0.13 ± 0.21 more (59 declared, 78 % won). The fits were made again with
// the Chances (A 1.628, B 0.866; three players 2.110, 0.857) and then with
// the PlayMargin, which won the weak Ultimos far more often (at p≈0.07 53 %
// instead of 39 %). The same fit for the Piccolo (at p≈0.45 Expert wins
// 57 %, at 0.25 33 %) made it call Piccolos it lost (−0.05 a deal, 29
// declared instead of 20, 62 % won instead of 70 %): the Piccolo has none.
// Made again with the Chances (-contract piccolo -deals 4000: 35 % at 0.25,
// 60 % at 0.44, 63 % at 0.65; A 0.375, B 0.640) it hardly differs, so it was
// not tried again. docs/ARENA.md has the runs.
var (
	expertOwnWin     = map[game.Contract]OwnWin{game.Ultimo: {A: 1.552, B: 0.627}}
	expertOwnWin3    = map[game.Contract]OwnWin{game.Ultimo: {A: 2.334, B: 0.752}}
	expertCallMargin = map[game.Contract]float64{game.Ultimo: 1}
)

// expertChances are the games in which Expert's card play values the
// solver's lost cards by play-outs (SearchConfig.Chances). Calling each
// where the auction's play-outs win it at least 10 %, and playing it
// against three Normal bots with and without (calibrate specialplay, the
// same games paired): Ultimo +1.0 ± 2.9, +1.5 ± 2.4 and +2.5 ± 2.3 points
// of Expert's rate of winning (-deals 4000 -seed 21, 6000 -seed 33, 6000
// -seed 37; together +1.7 ± 1.4 over 3458 Ultimos), Piccolo +2.3 ± 1.6
// and +3.2 ± 1.6 (4000, seeds 21 and 33); Bettel −0.5 ± 2.4 (182 games:
// its solver tells the cards apart), so it has none.
var expertChances = map[game.Contract]bool{game.Ultimo: true, game.Piccolo: true}

// expertPlayMargin: in the first tricks of the Ultimo and the Piccolo,
// where Expert plays each card out rather than solving, it leaves the rule
// bot's card when another is better by half a standard error rather than
// two. Measured as expertChances, against Expert with its Chances and the
// margin of two (calibrate specialplay -base-chances -margin 0.5): Ultimo
// +4.3 ± 2.8, +3.9 ± 2.3 and +0.4 ± 2.3 points of the rate of winning
// (-deals 4000 -seed 21, 6000 -seed 33, 6000 -seed 37; together +2.7 ±
// 1.4 over 3458 Ultimos), Piccolo +4.0 ± 1.8 and +1.8 ± 1.8 (4000, seeds
// 21 and 33). No margin at all gave less in the Ultimo (+1.3 ± 2.8, seed
// 21), the margin of one standard error +3.3 ± 2.7 and +2.6 ± 2.3 (seeds
// 21 and 33); the Bettel, solved from the first card on much sooner, +0.6
// ± 3.0 (seed 21, 7 games differ), so it keeps the margin of two.
var expertPlayMargin = map[game.Contract]float64{game.Ultimo: 0.5, game.Piccolo: 0.5}

// Clone returns a copy of cfg with maps of its own.
func (cfg SearchConfig) Clone() SearchConfig {
	cfg.OwnPlay, cfg.CallMargin = maps.Clone(cfg.OwnPlay), maps.Clone(cfg.CallMargin)
	cfg.OwnWin, cfg.OwnWin3 = maps.Clone(cfg.OwnWin), maps.Clone(cfg.OwnWin3)
	cfg.Chances, cfg.PlayMargin = maps.Clone(cfg.Chances), maps.Clone(cfg.PlayMargin)
	return cfg
}

// The settings that replace others, in code: each contract's margins
// replace Margin, the fitted own rates of winning replace OwnPlay's
// constant.

// CallMarginOf is the margin of the auction's action a, the call of a
// contract or not: CallMargin of that contract, else Margin.
func (cfg SearchConfig) CallMarginOf(a game.Action) float64 {
	if m, ok := cfg.CallMargin[game.ContractOfCall(a)]; ok {
		return m
	}
	return cfg.Margin
}

// PlayMarginOf is the margin of card play in contract c where it plays
// out (with more than SolveCards cards in hand, or a solve failed):
// PlayMargin of c, else Margin.
func (cfg SearchConfig) PlayMarginOf(c game.Contract) float64 {
	if m, ok := cfg.PlayMargin[c]; ok {
		return m
	}
	return cfg.Margin
}

// OwnWins are the fitted own rates of winning with that many players:
// OwnWin3 with three, else OwnWin. For the contracts in them they replace
// OwnPlay's constant (see SearchBot.ownWin).
func (cfg SearchConfig) OwnWins(players int) map[game.Contract]OwnWin {
	if players == 3 {
		return cfg.OwnWin3
	}
	return cfg.OwnWin
}

// Validate reports the first setting that makes no sense: a count below
// its least (Samples and Workers at least 1, the others at least 0), a
// time cap below 0, Candidates fewer than Samples or Temper outside 0..1
// with Inference, BandCards above SolveCards (the bands are resolved only
// where card play solves), a margin below 0 or not a number, an own-play
// term or fit that is not a finite number, and a contract in a map that
// is none, or for Chances and OwnWin not a special game, and Rules that
// names no variant of Normal. NewSearchBotWith takes a Samples or Workers
// below 1 as 1 and unknown Rules as Normal's, and does not ask; a
// configuration from a person (a flag, an arena token) should be
// validated first.
func (cfg SearchConfig) Validate() error {
	for _, c := range []struct {
		name     string
		n, least int
	}{{"Samples", cfg.Samples, 1}, {"Workers", cfg.Workers, 1}, {"Candidates", cfg.Candidates, 0},
		{"NodeCap", cfg.NodeCap, 0}, {"SolveCards", cfg.SolveCards, 0}, {"BandCards", cfg.BandCards, 0}, {"Rollouts", cfg.Rollouts, 0}} {
		if c.n < c.least {
			return fmt.Errorf("search configuration: %s %d, want at least %d", c.name, c.n, c.least)
		}
	}
	switch {
	case cfg.Budget < 0:
		return fmt.Errorf("search configuration: Budget %v below 0", cfg.Budget)
	case cfg.Inference && cfg.Candidates < cfg.Samples:
		return fmt.Errorf("search configuration: %d Candidates for %d Samples: inference draws the candidates and keeps the samples among them", cfg.Candidates, cfg.Samples)
	case cfg.Inference && !(cfg.Temper >= 0 && cfg.Temper <= 1):
		return fmt.Errorf("search configuration: Temper %v, want a share from 0 to 1", cfg.Temper)
	case cfg.BandCards > cfg.SolveCards:
		return fmt.Errorf("search configuration: BandCards %d above SolveCards %d: the bands are resolved only where card play solves", cfg.BandCards, cfg.SolveCards)
	case !(cfg.Margin >= 0):
		return fmt.Errorf("search configuration: Margin %v, want at least 0", cfg.Margin)
	}
	if _, err := rolloutBotOf(cfg.Rules, 0); err != nil {
		return fmt.Errorf("search configuration: Rules: %v", err)
	}
	for _, m := range []struct {
		name string
		m    map[game.Contract]float64
	}{{"CallMargin", cfg.CallMargin}, {"PlayMargin", cfg.PlayMargin}} {
		for c, x := range m.m {
			if err := configContract(m.name, c, false); err != nil {
				return err
			}
			if !(x >= 0) {
				return fmt.Errorf("search configuration: %s of %v %v, want at least 0", m.name, c, x)
			}
		}
	}
	for c, x := range cfg.OwnPlay {
		if err := configContract("OwnPlay", c, false); err != nil {
			return err
		}
		if math.IsNaN(x) || math.IsInf(x, 0) {
			return fmt.Errorf("search configuration: OwnPlay of %v %v, want a number", c, x)
		}
	}
	for _, m := range []struct {
		name string
		m    map[game.Contract]OwnWin
	}{{"OwnWin", cfg.OwnWin}, {"OwnWin3", cfg.OwnWin3}} {
		for c, f := range m.m {
			if err := configContract(m.name, c, true); err != nil {
				return err
			}
			if math.IsNaN(f.A) || math.IsInf(f.A, 0) || math.IsNaN(f.B) || math.IsInf(f.B, 0) {
				return fmt.Errorf("search configuration: %s of %v %+v, want numbers", m.name, c, f)
			}
		}
	}
	for c := range cfg.Chances {
		if err := configContract("Chances", c, true); err != nil {
			return err
		}
	}
	return nil
}

// configContract checks a contract of a configuration's map: one of the
// contracts, and a special game if special.
func configContract(name string, c game.Contract, special bool) error {
	if c == game.NoContract || int(c) >= game.NumContracts {
		return fmt.Errorf("search configuration: %s names no contract (%v)", name, c)
	}
	if special && !c.IsSpecial() {
		return fmt.Errorf("search configuration: %s of %v, which is not a special game", name, c)
	}
	return nil
}
