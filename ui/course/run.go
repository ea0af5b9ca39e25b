package course

import (
	"fmt"

	"github.com/cego-spiel/cego/ai"
	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/text"
)

// A Run is a chapter being played on a sitting dealt from its script:
// which of the player's decisions each action of the deal is, whether an
// action of the player's is the step's, and the explanation of the one
// refused last.
type Run struct {
	index int // which chapter (0-based)
	// stepAt maps a position in the deal's action list to the step the
	// player faces there (-1 where another seat acts).
	stepAt []int
	// steps counts the player's steps; watchRest is the chapter's.
	steps     int
	watchRest bool
	script    game.Script
	// wrong explains the player's last refused action until a right one.
	wrongTitle, wrong string
	// Refused counts the refused actions.
	Refused int
}

// Start is chapter i (from 0) of the course ready to be played: its run
// and the chapter.
func Start(i int) (*Run, Chapter, error) {
	ls := Chapters()
	if i < 0 || i >= len(ls) {
		return nil, Chapter{}, fmt.Errorf("there is no chapter %d", i+1)
	}
	run, err := NewRun(i, ls[i])
	if err != nil {
		return nil, Chapter{}, err
	}
	return run, ls[i], nil
}

// NewRun indexes chapter l's script, as the course's chapter index:
// which step each of the player's actions is. A script that the engine
// does not accept, or whose player actions differ from the steps, is an
// error.
func NewRun(index int, l Chapter) (*Run, error) {
	st, err := l.Script.Deal()
	if err != nil {
		return nil, err
	}
	run := &Run{index: index, stepAt: make([]int, len(l.Script.Actions)), steps: len(l.Steps),
		watchRest: l.WatchRest, script: l.Script}
	n := 0
	for i, a := range l.Script.Actions {
		run.stepAt[i] = -1
		if st.Turn() == Player && !(l.WatchRest && n == len(l.Steps)) {
			if n >= len(l.Steps) {
				return nil, fmt.Errorf("lesson %d: the player's action %d (%v) has no step", index+1, n+1, a)
			}
			if l.Steps[n].Want != a {
				return nil, fmt.Errorf("lesson %d: step %d expects %v, the script plays %v", index+1, n+1, l.Steps[n].Want, a)
			}
			if v := st.View(Player); l.Steps[n].Say == "" && len(v.Legal()) != 1 {
				return nil, fmt.Errorf("lesson %d: step %d (%v) has no text, but the player has a choice", index+1, n+1, a)
			}
			run.stepAt[i] = n
			n++
		}
		if err := st.Apply(a); err != nil {
			return nil, fmt.Errorf("lesson %d: action %d (%v): %w", index+1, i+1, a, err)
		}
	}
	if n != len(l.Steps) {
		return nil, fmt.Errorf("lesson %d: %d steps for %d actions of the player", index+1, len(l.Steps), n)
	}
	if st.Phase() != game.Done {
		return nil, fmt.Errorf("lesson %d: the script ends before the deal", index+1)
	}
	return run, nil
}

// Index is the chapter's place in the course (from 0).
func (run *Run) Index() int { return run.index }

// Chapter is the chapter played, its texts in the UI's language now.
func (run *Run) Chapter() Chapter { return Chapters()[run.index] }

// Bot is the scripted player of the chapter's seats: every seat's, the
// player's too (see Watching).
func (run *Run) Bot() Bot { return Bot{script: run.script} }

// Step is the step the player faces on sitting m, if the chapter has one
// there, and its number (from 0).
func (run *Run) Step(m *game.Sitting) (Step, int, bool) {
	pos := len(m.Actions())
	if pos >= len(run.stepAt) || run.stepAt[pos] < 0 {
		return Step{}, 0, false
	}
	k := run.stepAt[pos]
	return run.Chapter().Steps[k], k, true
}

// DoneSteps counts the player's steps already taken on sitting m.
func (run *Run) DoneSteps(m *game.Sitting) int {
	n := 0
	for i := 0; i < len(m.Actions()) && i < len(run.stepAt); i++ {
		if run.stepAt[i] >= 0 {
			n++
		}
	}
	return n
}

// Watching reports whether the player has taken every step of a chapter
// that plays the rest of the deal itself (Chapter.WatchRest): the
// player's seat is then the script's.
func (run *Run) Watching(m *game.Sitting) bool {
	st := m.State()
	return run.watchRest && st.Phase() != game.Done && run.DoneSteps(m) >= run.steps
}

// Check lets the player's action a on sitting m through when it is the
// step's (or the player is not to act). Otherwise the step's explanation
// is kept for Wrong and the returned error's text is for the banner: the
// engine's reason when the rules forbid a (named with names), else a
// pointer to the chapter's column.
func (run *Run) Check(m *game.Sitting, a game.Action, names [4]string) error {
	st := m.State()
	if st.Phase() == game.Done || st.Turn() != Player {
		return nil
	}
	s, _, ok := run.Step(m)
	if !ok || a == s.Want {
		run.wrongTitle, run.wrong = "", ""
		return nil
	}
	run.Refused++
	run.wrongTitle = text.Sentence(trf("Not %s", text.ActionName(a)))
	run.wrong = s.Explanation()
	refusal := &StepError{banner: tr("Not this one: the lesson beside the table says why.")}
	if err := st.ApplyFor(Player, a); err != nil {
		refusal.banner, refusal.engine = text.RefusalAt(err, names), err
		run.wrong = trf("The rules forbid it: %s", refusal.banner) + "\n\n" + run.wrong
	}
	return refusal
}

// Wrong is the title and the explanation of the action refused last,
// until a right one ("": none).
func (run *Run) Wrong() (title, why string) { return run.wrongTitle, run.wrong }

// Method marks a hint that is the chapter's step (ai.Advice.Method).
const Method = "lesson"

// Advice is the hint at a chapter's step on sitting m: the step's own
// action (the hint service might suggest another, which the chapter would
// refuse).
func (run *Run) Advice(m *game.Sitting) (ai.Advice, bool) {
	s, _, ok := run.Step(m)
	if !ok {
		return ai.Advice{}, false
	}
	return ai.Advice{Action: s.Want, Method: Method,
		Reason: tr("This is the lesson's step; the panel beside the table says why.")}, true
}

// NextLabel names what follows the chapter: the next one, or the game.
func (run *Run) NextLabel() string {
	if run.index+1 < len(order) {
		return trf("Next: chapter %d", run.index+2)
	}
	return tr("Back to the game")
}

// HasNext reports whether a chapter follows this one in the course.
func (run *Run) HasNext() bool { return run.index+1 < len(order) }

// StepError is returned for an action the chapter does not expect; the
// banner shows its text. When the rules forbid the action too, it wraps
// the engine's refusal, so the banner can name the rule as for any
// refusal.
type StepError struct {
	banner string
	engine error // the engine's refusal, or nil for a legal action
}

func (e *StepError) Error() string { return e.banner }

func (e *StepError) Unwrap() error { return e.engine }
