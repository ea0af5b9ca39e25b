package ai

import (
	"math"
	"reflect"
	"testing"
	"time"

	"github.com/cego-spiel/cego/game"
)

// TestLevelConfigsValid: the levels' own configurations pass Validate.
func TestLevelConfigsValid(t *testing.T) {
	for name, cfg := range map[string]SearchConfig{"strong": StrongConfig(), "expert": ExpertConfig(), "expert-today": ExpertTodayConfig(), "expert-bots3": ExpertBots3Config()} {
		if err := cfg.Validate(); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
}

// TestValidateRefuses: each setting that makes no sense is refused.
func TestValidateRefuses(t *testing.T) {
	for name, broken := range map[string]func(*SearchConfig){
		"no samples":               func(c *SearchConfig) { c.Samples = 0 },
		"no workers":               func(c *SearchConfig) { c.Workers = 0 },
		"negative rollouts":        func(c *SearchConfig) { c.Rollouts = -1 },
		"negative node cap":        func(c *SearchConfig) { c.NodeCap = -1 },
		"negative budget":          func(c *SearchConfig) { c.Budget = -time.Millisecond },
		"fewer candidates":         func(c *SearchConfig) { c.Candidates = c.Samples - 1 },
		"temper above 1":           func(c *SearchConfig) { c.Temper = 1.5 },
		"temper NaN":               func(c *SearchConfig) { c.Temper = math.NaN() },
		"bands beyond the solves":  func(c *SearchConfig) { c.BandCards = c.SolveCards + 1 },
		"negative margin":          func(c *SearchConfig) { c.Margin = -0.5 },
		"NaN margin":               func(c *SearchConfig) { c.Margin = math.NaN() },
		"negative call margin":     func(c *SearchConfig) { c.CallMargin[game.Ultimo] = -1 },
		"NaN play margin":          func(c *SearchConfig) { c.PlayMargin[game.Piccolo] = math.NaN() },
		"play margin of none":      func(c *SearchConfig) { c.PlayMargin[game.NoContract] = 1 },
		"infinite own play":        func(c *SearchConfig) { c.OwnPlay = map[game.Contract]float64{game.Solo: math.Inf(1)} },
		"own win of a normal game": func(c *SearchConfig) { c.OwnWin[game.Solo] = OwnWin{A: 1, B: 1} },
		"NaN own win":              func(c *SearchConfig) { c.OwnWin3[game.Ultimo] = OwnWin{A: math.NaN(), B: 1} },
		"chances of a normal game": func(c *SearchConfig) { c.Chances[game.EineLeere] = true },
		"rules of no variant":      func(c *SearchConfig) { c.Rules = "grandmaster" },
	} {
		cfg := ExpertConfig()
		broken(&cfg)
		if err := cfg.Validate(); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
}

// TestConfigsAreFresh: a level's configuration is a new value each time,
// its maps its own, and a bot keeps a copy of the one it was made with.
func TestConfigsAreFresh(t *testing.T) {
	a := ExpertConfig()
	a.Chances[game.Ultimo] = false
	a.OwnWin[game.Ultimo] = OwnWin{}
	a.PlayMargin[game.Piccolo] = 9
	a.Samples = 1
	if b := ExpertConfig(); !b.Chances[game.Ultimo] || b.OwnWin[game.Ultimo] == (OwnWin{}) || b.PlayMargin[game.Piccolo] == 9 || b.Samples == 1 {
		t.Errorf("a change to one ExpertConfig() reached the next: %+v", b)
	}
	cfg := ExpertConfig()
	bot := NewSearchBotWith(cfg, 1)
	cfg.CallMargin[game.Ultimo] = 7
	if got := bot.Config().CallMargin[game.Ultimo]; got == 7 {
		t.Error("the bot's configuration shares its maps with its maker's")
	}
	got := bot.Config()
	got.CallMargin[game.Ultimo] = 7
	if bot.Config().CallMargin[game.Ultimo] == 7 {
		t.Error("Config hands out the bot's own maps")
	}
}

// TestCloneCopiesEveryMap: Clone gives each map field of the
// configuration (every one there is, found by reflection) a map of its own.
func TestCloneCopiesEveryMap(t *testing.T) {
	var cfg SearchConfig
	v := reflect.ValueOf(&cfg).Elem()
	for i := range v.NumField() {
		if f := v.Field(i); f.Kind() == reflect.Map {
			f.Set(reflect.MakeMap(f.Type()))
		}
	}
	c := cfg.Clone()
	w := reflect.ValueOf(c)
	for i := range v.NumField() {
		if f := v.Field(i); f.Kind() == reflect.Map && f.Pointer() == w.Field(i).Pointer() {
			t.Errorf("Clone shares %s", v.Type().Field(i).Name)
		}
	}
}

// TestSettingsPrecedence: a contract's call and play margins replace
// Margin, other contracts keep it; OwnWin3 serves three players.
func TestSettingsPrecedence(t *testing.T) {
	cfg := ExpertConfig()
	if got := cfg.CallMarginOf(game.Ultimo.Info().Call); got != cfg.CallMargin[game.Ultimo] {
		t.Errorf("the Ultimo's call margin %v", got)
	}
	if got := cfg.CallMarginOf(game.Pass); got != cfg.Margin {
		t.Errorf("a pass's margin %v, want Margin %v", got, cfg.Margin)
	}
	if got := cfg.PlayMarginOf(game.Piccolo); got != cfg.PlayMargin[game.Piccolo] || cfg.PlayMarginOf(game.Bettel) != cfg.Margin {
		t.Errorf("play margins %v and %v", got, cfg.PlayMarginOf(game.Bettel))
	}
	if cfg.OwnWins(3)[game.Ultimo] != cfg.OwnWin3[game.Ultimo] || cfg.OwnWins(4)[game.Ultimo] != cfg.OwnWin[game.Ultimo] {
		t.Error("OwnWins does not pick OwnWin3 with three players and OwnWin with four")
	}
}
