package ai

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/cego-spiel/cego/game"
)

// Bot is a computer player. Choose must return one of v.Legal(); it is only
// called when it is the view's seat's turn. It is the one interface of a
// player who chooses actions: the table (ui.Bot) and the network table
// (netplay.Chooser, a guest's seat) name it by aliases.
type Bot interface {
	Choose(v game.View) game.Action
}

// Level is a bot's playing strength.
type Level int

// The levels. Strong and Expert are the search bots (SearchBot: sampled
// deals solved with every card open).
const (
	Random Level = iota
	Easy
	Normal
	Strong
	Expert
)

// levelNames are the levels' names, the one list of them: the settings
// file, the menus, the arena's command line and ParseLevel all use these.
var levelNames = [...]string{"random", "easy", "normal", "strong", "expert"}

// Offered lists the levels offered to people for a bot seat, weakest first:
// every level but Random, which exists for measurement.
func Offered() []Level { return []Level{Easy, Normal, Strong, Expert} }

// String returns the level's lower-case name ("normal").
func (l Level) String() string {
	if l >= 0 && int(l) < len(levelNames) {
		return levelNames[l]
	}
	return fmt.Sprintf("Level(%d)", int(l))
}

// Available reports whether New can build a bot of this level.
func (l Level) Available() bool { return l >= Random && l <= Expert }

// ParseLevel reads a level name (case-insensitive): random, easy, normal,
// strong, expert.
func ParseLevel(s string) (Level, error) {
	for i, n := range levelNames {
		if strings.EqualFold(strings.TrimSpace(s), n) {
			return Level(i), nil
		}
	}
	return 0, fmt.Errorf("unknown bot level %q (%s)", s, strings.Join(levelNames[:], ", "))
}

// New returns a bot of level l whose random choices all derive from seed.
// Strong and Expert are search bots (NewSearchBot); they take up to their
// time cap (about 60 and 150 ms) per decision, so call them off the UI
// goroutine.
func New(l Level, seed uint64) (Bot, error) {
	switch l {
	case Random:
		return NewRandomBot(seed), nil
	case Easy:
		return NewEasyBot(seed), nil
	case Normal:
		return NewRuleBot(seed), nil
	case Strong, Expert:
		return NewSearchBot(l, seed)
	}
	return nil, fmt.Errorf("bot level %v is not implemented yet", l)
}

// newRand returns the package's generator for a seed (PCG).
func newRand(seed uint64) *rand.Rand {
	return rand.New(rand.NewPCG(seed, 0xC0FFEE^seed>>7))
}

// RandomBot chooses uniformly among the legal actions. It exists to measure
// other bots against.
type RandomBot struct{ rng *rand.Rand }

// NewRandomBot returns a RandomBot seeded with seed.
func NewRandomBot(seed uint64) *RandomBot { return &RandomBot{rng: newRand(seed)} }

// Choose returns a uniformly random legal action.
func (b *RandomBot) Choose(v game.View) game.Action {
	var buf [64]game.Action
	legal := v.AppendLegal(buf[:0])
	if len(legal) == 0 {
		return game.Pass
	}
	return legal[b.rng.IntN(len(legal))]
}
