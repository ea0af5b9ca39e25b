package calibrate

import (
	"io"
	"testing"

	"github.com/cego-spiel/cego/game"
)

// TestSpecialSetup: the special games' calibrations take only a special
// game's token and a valid table, and their estimator is Expert's auction
// without its time cap or own-play terms.
func TestSpecialSetup(t *testing.T) {
	for _, bad := range []struct {
		token   string
		players int
	}{{"cego", 4}, {"solo", 4}, {"nonsense", 4}, {"", 4}, {"ultimo", 5}, {"ultimo", 2}} {
		if _, _, est, err := specialSetup(bad.token, bad.players, 1); err == nil || est != nil {
			t.Errorf("specialSetup(%q, %d): want an error and no estimator, got %v, %v", bad.token, bad.players, est, err)
		}
	}
	for _, ok := range []struct {
		token   string
		players int
	}{{"ultimo", 4}, {"piccolo", 3}, {"bettel", 4}} {
		c, rules, est, err := specialSetup(ok.token, ok.players, 1)
		if err != nil || est == nil {
			t.Fatalf("specialSetup(%q, %d): %v", ok.token, ok.players, err)
		}
		if c != game.ContractByToken(ok.token) || !c.IsSpecial() || rules.N() != ok.players {
			t.Errorf("specialSetup(%q, %d): contract %v, %d players", ok.token, ok.players, c, rules.N())
		}
		if cfg := est.Config(); cfg.Budget != 0 || cfg.OwnPlay != nil || cfg.OwnWin != nil || cfg.OwnWin3 != nil {
			t.Errorf("specialSetup(%q): the estimator keeps a time cap or own-play terms: %+v", ok.token, cfg)
		}
	}
}

// TestSpecialPlayRefusesNegativeMargins: specialplay's margins are
// standard errors; a negative one (other than -margin -1, Expert's) is
// refused before any deal is played.
func TestSpecialPlayRefusesNegativeMargins(t *testing.T) {
	for _, args := range [][]string{{"-deals", "1", "-margin", "-0.5"}, {"-deals", "1", "-base-margin", "-1"}, {"-deals", "1", "-margin", "NaN"}, {"-deals", "1", "-base-margin", "NaN"}} {
		if err := calSpecialPlay(args, io.Discard); err == nil {
			t.Errorf("specialplay %v: accepted", args)
		}
	}
}
