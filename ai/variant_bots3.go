package ai

import (
	"time"

	"github.com/cego-spiel/cego/game"
)

// The bots as issue #32 (Bots III) left them, frozen for the comparisons of
// issue #35 (Bots IV): "normal-bots3", the Normal bot with every limit and
// weight it had then written out here (not copied from today's defaults,
// which later changes move), and ExpertBots3Config, the Expert of then
// playing out with, and modelling the others by, that frozen Normal's rule
// bot. Parameters added to Normal since are zero here: off. TestBotsDecideAsPinned
// pins their decisions; when they were frozen they decided exactly as
// Normal and Expert did (the same pinned hashes, and calibrate cardplay's
// paired difference of each with its frozen self zero on every spot).

// NormalBots3 is the name of the frozen Normal of Bots III (a variant of
// Normal: NewVariant).
const NormalBots3 = "normal-bots3"

// newNormalBots3 returns the Normal bot of Bots III whose random choices
// derive from seed.
func newNormalBots3(seed uint64) *RuleBot {
	return &RuleBot{rng: newRand(seed), memory: true, th: &bots3Thresholds, th3: &bots3Thresholds3, pp: &bots3Play,
		xp: &bots3Exchange, opt: &bots3OptionLimits, seed: seed, end: bots3Endgame, end3: bots3Endgame3}
}

// ExpertBots3Config returns the Expert bot's configuration as Bots III left
// it, frozen (with maps of its own, a new value each call): its rule bot is
// the frozen Normal's (Rules: NormalBots3).
func ExpertBots3Config() SearchConfig {
	return SearchConfig{Samples: 40, Inference: true, Candidates: 120, Temper: 0.7, Budget: 150 * time.Millisecond,
		NodeCap: 150_000, SolveCards: 8, BandCards: 8, Rollouts: 96, Margin: 2, Workers: 2,
		OwnWin:     map[game.Contract]OwnWin{game.Ultimo: {A: 1.552, B: 0.627}},
		OwnWin3:    map[game.Contract]OwnWin{game.Ultimo: {A: 2.334, B: 0.752}},
		CallMargin: map[game.Contract]float64{game.Ultimo: 1},
		Chances:    map[game.Contract]bool{game.Ultimo: true, game.Piccolo: true},
		PlayMargin: map[game.Contract]float64{game.Ultimo: 0.5, game.Piccolo: 0.5},
		Rules:      NormalBots3,
	}
}

// The frozen Normal's limits and weights (Bots III's defaults).
var (
	bots3Thresholds = thresholds{
		Solo: 32.5, SoloVorhand: 31, PflichtSlack: 5, Gegen: 34, Ladder: 35, Mein: 35, Sure: 39, Raeuber: 5, CegoMin: 33,
		Bettel: 1.0, Piccolo: 1.3, PiccoloBare: 2.0, PiccoloBareMin: 0.75, Ultimo: 6.2, SoloVoid: 1, Contested: 3, ContestedHigh: 2,
	}
	bots3Thresholds3 = thresholds{
		Solo: 48, SoloVorhand: 48, Gegen: 35, Ladder: 36.5, Mein: 36.5, Sure: 36.5, Raeuber: 5, CegoMin: 33,
		Bettel: 1.0, Piccolo: 1.3, PiccoloBare: 2.0, PiccoloBareMin: 0.75, Ultimo: 7.6,
	}
	bots3Play = playParams{
		oursDeclBoss: 0.2, oursDeclOther: 0.4,
		oursDefBoss: 0.5, oursDefOther: 0.5,
		bossCapture: 1.6, trumpBase: 0.6, pullBonus: 0.7, pullLow: 0, plainLeadRisk: 0,
		partnerAdd: 0.8, oppAdd: 0.4,
		rescue: 0.3, strengthPow: 2, geissDef: 0.45, geissDecl: 0.2,
		forceRuff: 1.5, defTrumpLead: -1,
		rLeadDanger: 0.02, rShedDanger: 0.2,
	}
	bots3Exchange     = exchangeParams{geiss: 0.5, king: 0.7, court: 0.2, void: 3, trumpKeep: 0.5, pipCourts: 4}
	bots3OptionLimits = optionLimits{
		OffenDanger: 0.5, OffenUltimo: 3, Durch: 0.9, Ulti: 0, Challenge: 0.85,
		DrescherExits: 3, GegenHold: 31, SoloDefends: 6,
	}
	bots3Endgame = endgameParams{solveCards: 5, samples: 12, nodeCap: 200_000, rollouts: 32, margin: 1.0, in: normalGames,
		batch: 8, soloRollouts: 96, maxSamples: 48, infer: true, soloSolveCards: 1, candidates: 8, candidatesIn: 1 << game.Solo, eps: 0.8}
	bots3Endgame3 = endgameParams{solveCards: 5, samples: 12, nodeCap: 200_000, rollouts: 32, margin: 1.5, leads: true, in: 1 << game.Solo}
)
