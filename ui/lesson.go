package ui

import (
	"fmt"
	"log"
	"strings"

	"github.com/cego-spiel/cego/ai"
	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/text"
)

// A lesson is a guided first deal: a prepared pack, every bot's action
// written down in advance, and for each of the player's decisions a step
// that says what to do and why. The player's action must be the step's;
// anything else is refused with the step's explanation (and the engine's
// reason when the rules forbid it) and can be tried again.
type lesson struct {
	id      string // names the chapter in the progress file
	title   string
	intro   string
	outro   string
	summary []string    // the summary card at the end: what to remember
	script  game.Script // the deal: rules, dealer, pack and every action
	steps   []lessonStep
	// watchRest: after the last step the script plays the player's cards
	// too, and the player watches the deal to its end.
	watchRest bool
}

// A lessonStep is one of the player's decisions in a lesson.
type lessonStep struct {
	want game.Action // the action the step expects
	say  string      // what to do and why ("": the only legal action, see prompt)
	why  string      // why another action is not it ("": name the action asked for)
}

// prompt is what the step tells the player: its own text, or for a step
// where the rules leave one action (newLessonRun checks it) that it is the
// only one.
func (s lessonStep) prompt() string {
	if s.say != "" {
		return s.say
	}
	return trf("The rules leave you one choice here: %s.", text.ActionName(s.want))
}

// explanation is what a refused action is told: the step's own reason
// why not, or only that the prepared deal goes on with the step's action
// (a step without a reason of its own claims none: the refused action may
// be as good).
func (s lessonStep) explanation() string {
	if s.why != "" {
		return s.why
	}
	return trf("The lesson's deal is prepared to go on with %s: choose it to continue.", strings.TrimSuffix(text.ActionName(s.want), "!"))
}

// lessonRun is a lesson being played at the table.
type lessonRun struct {
	index int // which lesson (0-based)
	// stepAt maps a position in the deal's action list to the step the
	// player faces there (-1 where a bot acts).
	stepAt []int
	// steps counts the player's steps; watchRest is the lesson's.
	steps     int
	watchRest bool
	// wrong explains the player's last refused action until a right one.
	wrongTitle, wrong string
	// refused counts the refused actions (the tests look at it).
	refused int
	panel   *lessonPanel
	// what the lesson replaced, put back when it ends
	oldHold bool
	oldStep func()
	// oldOpts are the options of the sitting the lessons interrupted: a
	// new sitting after them is dealt with these.
	oldOpts Options
}

// lessonStepError is returned for an action the lesson does not expect; the
// banner shows its text. When the rules forbid the action too, it wraps the
// engine's refusal, so the banner can name the rule as for any refusal.
type lessonStepError struct {
	banner string
	engine error // the engine's refusal, or nil for a legal action
}

func (e *lessonStepError) Error() string { return e.banner }

func (e *lessonStepError) Unwrap() error { return e.engine }

// newLessonRun indexes lesson l's script: which step each of the player's
// actions is. A script that the engine does not accept, or whose player
// actions differ from the steps, is an error.
func newLessonRun(index int, l lesson) (*lessonRun, error) {
	st, err := l.script.Deal()
	if err != nil {
		return nil, err
	}
	run := &lessonRun{index: index, stepAt: make([]int, len(l.script.Actions)), steps: len(l.steps), watchRest: l.watchRest}
	n := 0
	for i, a := range l.script.Actions {
		run.stepAt[i] = -1
		if st.Turn() == human && !(l.watchRest && n == len(l.steps)) {
			if n >= len(l.steps) {
				return nil, fmt.Errorf("lesson %d: the player's action %d (%v) has no step", index+1, n+1, a)
			}
			if l.steps[n].want != a {
				return nil, fmt.Errorf("lesson %d: step %d expects %v, the script plays %v", index+1, n+1, l.steps[n].want, a)
			}
			if v := st.View(human); l.steps[n].say == "" && len(v.Legal()) != 1 {
				return nil, fmt.Errorf("lesson %d: step %d (%v) has no text, but the player has a choice", index+1, n+1, a)
			}
			run.stepAt[i] = n
			n++
		}
		if err := st.Apply(a); err != nil {
			return nil, fmt.Errorf("lesson %d: action %d (%v): %w", index+1, i+1, a, err)
		}
	}
	if n != len(l.steps) {
		return nil, fmt.Errorf("lesson %d: %d steps for %d actions of the player", index+1, len(l.steps), n)
	}
	if st.Phase() != game.Done {
		return nil, fmt.Errorf("lesson %d: the script ends before the deal", index+1)
	}
	return run, nil
}

// lessonBot plays a seat's actions as the lesson's script has them: it
// finds the place in the script where its seat sees exactly what the view
// shows, and answers the script's action there.
type lessonBot struct {
	script game.Script
}

func (b lessonBot) Choose(v game.View) game.Action {
	st, err := b.script.Deal()
	if err == nil {
		for _, a := range b.script.Actions {
			if st.Turn() == v.Seat() && st.View(v.Seat()) == v {
				if v.IsLegal(a) {
					return a
				}
				break
			}
			if st.Apply(a) != nil {
				break
			}
		}
	}
	log.Printf("cego: the lesson's script has no action for seat %d here", v.Seat())
	return v.Legal()[0]
}

// StartLesson puts chapter i (from 0) of the course on the table: its prepared deal,
// its scripted bots and the lesson panel beside the table. The sitting
// that was being played is not autosaved over; leaving the lesson takes
// it up again.
func (c *Controller) StartLesson(i int) error {
	ls := lessons()
	if i < 0 || i >= len(ls) {
		return fmt.Errorf("there is no chapter %d", i+1)
	}
	l := ls[i]
	run, err := newLessonRun(i, l)
	if err != nil {
		return err
	}
	m, err := game.NewSittingFromDeck(l.script.Rules, l.script.Dealer, l.script.Deck, uint64(i+1))
	if err != nil {
		return err
	}
	prev := c.opts
	if c.lesson != nil {
		prev = c.lesson.oldOpts
	}
	opts := prev
	opts.Profile = nil
	opts.Players = l.script.Rules.N()
	opts.Scoring = l.script.Rules.Scoring
	opts.WatchMode = false
	opts.Seed = uint64(i + 1)
	c.begin(m, opts, [4]string{opts.Name})
	c.saveName, c.ruleName = "", ""
	run.oldHold, run.oldStep, run.oldOpts = c.holdSaves, c.onStep, prev
	c.holdSaves = true
	for s := 0; s < opts.Players; s++ {
		c.bots[s] = lessonBot{script: l.script} // the player's seat too: see watching
	}
	c.lesson = run
	run.panel = newLessonPanel(c)
	c.onStep = func() {
		if run.oldStep != nil {
			run.oldStep()
		}
		run.panel.update()
	}
	if c.win != nil {
		c.win.SetContent(run.panel.around(c.t.Content()))
	}
	c.step()
	return nil
}

// endLesson takes the lesson off the table (when another sitting begins).
func (c *Controller) endLesson() {
	run := c.lesson
	if run == nil {
		return
	}
	c.lesson = nil
	c.holdSaves, c.onStep = run.oldHold, run.oldStep
	if c.win != nil {
		c.win.SetContent(c.t.Content())
	}
}

// leaveLesson ends the lesson and takes up the autosaved sitting, or deals
// a new one when there is none.
func (c *Controller) leaveLesson() {
	run := c.lesson
	if run == nil {
		return
	}
	if c.store != nil {
		if g, ok, err := c.store.LoadAutosave(); err == nil && ok {
			c.endLesson()
			if err := c.Resume(g, run.oldOpts); err == nil {
				return
			}
			log.Printf("cego: resume after the lesson: %v", err)
		}
	}
	c.endLesson()
	o := run.oldOpts
	o.Seed = 0
	if err := c.NewSitting(o); err != nil {
		log.Printf("cego: %v", err)
	}
}

// lessonNext follows a finished lesson: the next one, or after the last
// the sitting the lessons interrupted.
func (c *Controller) lessonNext() {
	run := c.lesson
	if run == nil {
		return
	}
	if run.index+1 < len(lessons()) {
		if err := c.StartLesson(run.index + 1); err != nil {
			log.Printf("cego: %v", err)
		}
		return
	}
	c.leaveLesson()
}

// watching reports whether the player has taken every step of a lesson
// that plays the rest of the deal itself (lesson.watchRest): the player's
// seat is then the script's.
func (c *Controller) watching() bool {
	run := c.lesson
	if run == nil || c.sitting == nil {
		return false
	}
	st := c.sitting.State()
	return run.watchRest && st.Phase() != game.Done && run.doneSteps(c) >= run.steps
}

// step is the step the player faces now, if the lesson has one.
func (run *lessonRun) step(c *Controller) (lessonStep, int, bool) {
	pos := len(c.sitting.Actions())
	if pos >= len(run.stepAt) || run.stepAt[pos] < 0 {
		return lessonStep{}, 0, false
	}
	k := run.stepAt[pos]
	return lessons()[run.index].steps[k], k, true
}

// lessonCheck lets the player's action a through when it is the lesson
// step's (or no lesson runs). Otherwise the step's explanation goes to the
// lesson panel and the returned error's text to the banner: the engine's
// reason when the rules forbid a, else a pointer to the panel.
func (c *Controller) lessonCheck(a game.Action) error {
	run := c.lesson
	if run == nil {
		return nil
	}
	st := c.sitting.State()
	if st.Phase() == game.Done || st.Turn() != human {
		return nil
	}
	s, _, ok := run.step(c)
	if !ok || a == s.want {
		run.wrongTitle, run.wrong = "", ""
		return nil
	}
	run.refused++
	run.wrongTitle = text.Sentence(trf("Not %s", text.ActionName(a)))
	run.wrong = s.explanation()
	refusal := &lessonStepError{banner: tr("Not this one: the lesson beside the table says why.")}
	if err := st.ApplyFor(human, a); err != nil {
		refusal.banner, refusal.engine = text.RefusalAt(err, c.names), err
		run.wrong = trf("The rules forbid it: %s", refusal.banner) + "\n\n" + run.wrong
	}
	run.panel.update()
	return refusal
}

// txtLessonPlays is the table's line while a chapter that plays the rest
// of the deal itself (lesson.watchRest) plays the player's card.
const txtLessonPlays = "The lesson plays your card…"

// lessonMethod marks a hint that is the lesson's step (ai.Advice.Method).
const lessonMethod = "lesson"

// lessonAdvice is the hint at a lesson's step: the step's own action (the
// hint service might suggest another, which the lesson would refuse).
func (c *Controller) lessonAdvice() (ai.Advice, bool) {
	run := c.lesson
	if run == nil {
		return ai.Advice{}, false
	}
	s, _, ok := run.step(c)
	if !ok {
		return ai.Advice{}, false
	}
	return ai.Advice{Action: s.want, Method: lessonMethod,
		Reason: tr("This is the lesson's step; the panel beside the table says why.")}, true
}
