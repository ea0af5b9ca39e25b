package course

import (
	"strings"

	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/text"
)

// A Chapter is a guided deal: a prepared pack, every bot's action written
// down in advance, and for each of the player's decisions a step that says
// what to do and why. The player's action must be the step's; anything
// else is refused with the step's explanation (and the engine's reason
// when the rules forbid it) and can be tried again.
type Chapter struct {
	ID      string // names the chapter in the progress file
	Title   string
	Intro   string
	Outro   string
	Summary []string    // the summary card at the end: what to remember
	Script  game.Script // the deal: rules, dealer, pack and every action
	Steps   []Step
	// WatchRest: after the last step the script plays the player's cards
	// too, and the player watches the deal to its end.
	WatchRest bool
}

// A Step is one of the player's decisions in a chapter.
type Step struct {
	Want game.Action // the action the step expects
	Say  string      // what to do and why ("": the only legal action, see Prompt)
	Why  string      // why another action is not it ("": name the action asked for)
}

// Prompt is what the step tells the player: its own text, or for a step
// where the rules leave one action (NewRun checks it) that it is the
// only one.
func (s Step) Prompt() string {
	if s.Say != "" {
		return s.Say
	}
	return trf("The rules leave you one choice here: %s.", text.ActionName(s.Want))
}

// Explanation is what a refused action is told: the step's own reason
// why not, or only that the prepared deal goes on with the step's action
// (a step without a reason of its own claims none: the refused action may
// be as good).
func (s Step) Explanation() string {
	if s.Why != "" {
		return s.Why
	}
	return trf("The lesson's deal is prepared to go on with %s: choose it to continue.", strings.TrimSuffix(text.ActionName(s.Want), "!"))
}

// Player is the seat of the person who takes the course, P0 in every
// chapter's deal (Vorhand in all but the Geiß's).
const Player game.Seat = 0
