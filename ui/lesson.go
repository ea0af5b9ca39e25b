package ui

import (
	"log"

	"github.com/cego-spiel/cego/ai"
	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/course"
	"github.com/cego-spiel/cego/ui/coursescreen"
)

// A lesson is a chapter of the course (ui/course) being played at the
// table: the chapter's run, which says whether an action of the person's
// is the step's, the column beside the table that tells the steps, and
// what the lesson replaced, put back when it ends.
type lessonRun struct {
	*course.Run
	panel *coursescreen.Panel
	// what the lesson replaced, put back when it ends
	oldHold bool
	oldStep func()
	// oldOpts are the options of the sitting the lessons interrupted: a
	// new sitting after them is dealt with these.
	oldOpts Options
}

// StartLesson puts chapter i (from 0) of the course on the table: its prepared deal,
// its scripted bots and the lesson panel beside the table. The sitting
// that was being played is not autosaved over; leaving the lesson takes
// it up again.
func (c *Controller) StartLesson(i int) error {
	cr, l, err := course.Start(i)
	if err != nil {
		return err
	}
	run := &lessonRun{Run: cr}
	m, err := game.NewSittingFromDeck(l.Script.Rules, l.Script.Dealer, l.Script.Deck, uint64(i+1))
	if err != nil {
		return err
	}
	prev := c.opts
	if c.lesson != nil {
		prev = c.lesson.oldOpts
	}
	opts := prev
	opts.Profile = nil
	opts.Players = l.Script.Rules.N()
	opts.Scoring = l.Script.Rules.Scoring
	opts.WatchMode = false
	opts.Seed = uint64(i + 1)
	c.begin(m, opts, [4]string{opts.Name})
	c.saveName, c.ruleName = "", ""
	run.oldHold, run.oldStep, run.oldOpts = c.holdSaves, c.onStep, prev
	c.holdSaves = true
	for s := 0; s < opts.Players; s++ {
		c.bots[s] = cr.Bot() // the player's seat too: see watching
	}
	c.lesson = run
	run.panel = coursescreen.New(courseHost{c}, cr)
	c.onStep = func() {
		if run.oldStep != nil {
			run.oldStep()
		}
		run.panel.Update()
	}
	if c.win != nil {
		c.win.SetContent(run.panel.Around(c.t.Content(), tableMin))
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
	if run.HasNext() {
		if err := c.StartLesson(run.Index() + 1); err != nil {
			log.Printf("cego: %v", err)
		}
		return
	}
	c.leaveLesson()
}

// watching reports whether the player has taken every step of a lesson
// that plays the rest of the deal itself (course.Chapter.WatchRest): the
// player's seat is then the script's.
func (c *Controller) watching() bool {
	return c.lesson != nil && c.sitting != nil && c.lesson.Watching(c.sitting)
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
	err := run.Check(c.sitting, a, c.names)
	if err != nil {
		run.panel.Update()
	}
	return err
}

// txtLessonPlays is the table's line while a chapter that plays the rest
// of the deal itself (course.Chapter.WatchRest) plays the player's card.
const txtLessonPlays = "The lesson plays your card…"

// lessonAdvice is the hint at a lesson's step: the step's own action (the
// hint service might suggest another, which the lesson would refuse).
func (c *Controller) lessonAdvice() (ai.Advice, bool) {
	if c.lesson == nil {
		return ai.Advice{}, false
	}
	return c.lesson.Advice(c.sitting)
}
