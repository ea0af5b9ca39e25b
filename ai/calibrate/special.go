package calibrate

import (
	"fmt"
	"github.com/cego-spiel/cego/ai"

	"github.com/cego-spiel/cego/game"
)

// specialSetup parses the special game's token and the table's size of a
// calibration of special games, and makes the estimator of the play-outs'
// rate: Expert's auction without its time cap or own-play terms, made once
// so that its solver is reused from spot to spot.
func specialSetup(token string, players int, seed uint64) (game.Contract, game.Rules, *ai.SearchBot, error) {
	c := game.ContractByToken(token)
	if c == game.NoContract || !c.IsSpecial() {
		return c, game.Rules{}, nil, fmt.Errorf("-contract %q: not a special game's token", token)
	}
	rules := game.Rules{Players: players}
	if err := rules.Validate(); err != nil {
		return c, rules, nil, err
	}
	cfg := ai.ExpertConfig()
	cfg.Budget, cfg.OwnPlay, cfg.OwnWin, cfg.OwnWin3 = 0, nil, nil, nil
	return c, rules, ai.NewSearchBotWith(cfg, seed), nil
}
