package arena

import (
	"fmt"
	"strings"
	"time"

	"github.com/cego-spiel/cego/ai"
	"github.com/cego-spiel/cego/game"
)

// Player is a seat at the arena's table. It is handed the whole state and
// its seat, but only the all-seeing yardstick looks beyond the seat's view:
// a Bot is seated with Seated, which passes it s.View(seat) and nothing
// else.
type Player interface {
	Act(s *game.State, seat game.Seat) game.Action
}

// Seated makes a Bot a Player that sees only its seat's view.
func Seated(b ai.Bot) Player { return seated{b} }

type seated struct{ bot ai.Bot }

// Act lets the bot choose from the seat's view.
func (p seated) Act(s *game.State, seat game.Seat) game.Action { return p.bot.Choose(s.View(seat)) }

// LastProfile is the bot's, if it keeps one (see Profiler).
func (p seated) LastProfile() (ai.SearchProfile, bool) {
	if pr, ok := p.bot.(ai.Profiler); ok {
		return pr.LastProfile()
	}
	return ai.SearchProfile{}, false
}

// Entrant is one side of an arena match: a name for the report and a maker
// of its players, one per seat and play of a deal.
type Entrant struct {
	Name string
	New  func(seed uint64) (Player, error)
	// Bot, if set, makes the bot that New seats, which sees only its
	// seat's view: every entrant has one but the all-seeing yardstick. Other
	// measurements seat it through it (calibrate cardplay).
	Bot func(seed uint64) (ai.Bot, error)
	// Search, if set, is the configuration of the entrant's search bot
	// (Strong, Expert, expert-today, expert-own:…), for a measurement that
	// plays it otherwise (calibrate cardplay: without its time cap).
	Search *ai.SearchConfig
}

// botEntrant enters the bots that mk makes, each seated (Seated).
func botEntrant(name string, mk func(seed uint64) (ai.Bot, error)) Entrant {
	return Entrant{Name: name, Bot: mk, New: func(seed uint64) (Player, error) {
		b, err := mk(seed)
		if err != nil {
			return nil, err
		}
		return Seated(b), nil
	}}
}

// LevelEntrant enters the bots of level l.
func LevelEntrant(l ai.Level) Entrant {
	e := botEntrant(l.String(), func(seed uint64) (ai.Bot, error) { return ai.New(l, seed) })
	if cfg, ok := ai.LevelConfig(l); ok {
		e.Search = &cfg
	}
	return e
}

// AllSeeingEntrant enters the all-seeing yardstick (benchmarks only).
func AllSeeingEntrant() Entrant {
	return Entrant{Name: "allseeing", New: func(seed uint64) (Player, error) { return ai.NewAllSeeing(seed), nil }}
}

// ConfigEntrant enters the search bot of cfg under the given name (for
// measuring a configuration against a level, e.g. "expert-today").
func ConfigEntrant(name string, cfg ai.SearchConfig) Entrant {
	e := botEntrant(name, func(seed uint64) (ai.Bot, error) { return ai.NewSearchBotWith(cfg, seed), nil })
	search := cfg.Clone()
	e.Search = &search
	return e
}

// ExpertToday is the name of the frozen Expert of before issue #21
// (ai.ExpertTodayConfig).
const ExpertToday = "expert-today"

// ExpertBots3 is the name of the frozen Expert of Bots III (issue #32),
// which plays out with the frozen Normal of then (ai.ExpertBots3Config;
// that Normal is the variant ai.NormalBots3, "normal-bots3").
const ExpertBots3 = "expert-bots3"

// HintEntrant enters a player who presses H at every decision: HintBot with
// the given budget per hint (0: Hint's default).
func HintEntrant(budget time.Duration) Entrant {
	return botEntrant("hint", func(uint64) (ai.Bot, error) { return &ai.HintBot{Budget: budget}, nil })
}

// VariantEntrant enters a variant of the Normal bot (ai.NewVariant), for
// measuring a change to its parameters against Normal.
func VariantEntrant(name string) (Entrant, error) {
	if _, err := ai.NewVariant(name, 0); err != nil {
		return Entrant{}, err
	}
	return botEntrant(name, func(seed uint64) (ai.Bot, error) {
		b, err := ai.NewVariant(name, seed)
		if err != nil {
			return nil, err
		}
		return b, nil
	}), nil
}

// EntrantNames lists the names ParseEntrant accepts besides the variants of
// the Normal bot: the bot levels, "allseeing" and "hint".
var EntrantNames = func() []string {
	var out []string
	for l := ai.Random; l.Available(); l++ {
		out = append(out, l.String())
	}
	return append(out, ExpertToday, ExpertBots3, "allseeing", "hint")
}()

// ParseEntrant reads an entrant's name: a bot level, "expert-today" (the
// frozen Expert of ai.ExpertTodayConfig), "expert-bots3" (that of
// ai.ExpertBots3Config), "allseeing", "hint" (which asks
// Hint with hintBudget) or "expert-own:…" (Expert with other own-play
// terms, see expertOwnEntrant), case-insensitive; or a variant of the
// Normal bot by its exact name (ai.VariantNames such as "normal-bots3",
// "normal-end:…").
func ParseEntrant(name string, hintBudget time.Duration) (Entrant, error) {
	switch strings.ToLower(strings.TrimSpace(name)) {
	case "allseeing":
		return AllSeeingEntrant(), nil
	case "hint":
		return HintEntrant(hintBudget), nil
	case ExpertToday:
		return ConfigEntrant(ExpertToday, ai.ExpertTodayConfig()), nil
	case ExpertBots3:
		return ConfigEntrant(ExpertBots3, ai.ExpertBots3Config()), nil
	}
	if l, err := ai.ParseLevel(name); err == nil {
		return LevelEntrant(l), nil
	}
	if strings.HasPrefix(strings.ToLower(strings.TrimSpace(name)), expertOwnPrefix) {
		return expertOwnEntrant(strings.ToLower(strings.TrimSpace(name)))
	}
	if e, err := VariantEntrant(strings.TrimSpace(name)); err == nil {
		return e, nil
	}
	return Entrant{}, fmt.Errorf("unknown player %q (%s, or a variant of Normal: %s)", name,
		strings.Join(EntrantNames, ", "), strings.Join(ai.VariantNames(), ", "))
}
