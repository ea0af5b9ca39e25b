package ui

import (
	"log"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"

	"github.com/cego-spiel/cego/ui/coursescreen"
	"github.com/cego-spiel/cego/ui/exercisescreen"
	"github.com/cego-spiel/cego/ui/store"
)

// courseParts is the controller's state for the course: the chapters the
// person has finished (kept in the config folder beside the statistics)
// and the Learn menu that marks them.
type courseParts struct {
	progress       store.Progress
	progressLoaded bool
	// learn is the Learn menu, exerciseMenu the Exercises menu (nil: not
	// built yet).
	learn        *coursescreen.LearnMenu
	exerciseMenu *exercisescreen.Menu
	// exercise is the exercises' dialog opened last (nil: none yet).
	exercise *exercisescreen.View
}

// loadProgress reads the progress once there is a store; a file that
// cannot be used is reported (it was kept aside, or left where it could
// not be read) and the progress starts afresh.
func (c *Controller) loadProgress() {
	if c.progressLoaded || c.store == nil {
		return // without a store (yet: Run sets it after the menu is built) nothing is done
	}
	c.progressLoaded = true
	p, problem := c.store.LoadProgress()
	c.progress = p
	if problem != nil {
		log.Printf("cego: %s", problem.Message())
		// watch mode only logs it: nobody is there to read a dialog, and
		// it would cover the table the pictures are taken of
		if c.win != nil && !c.opts.WatchMode {
			c.openDialog(dialog.NewInformation(tr("A file could not be used"), problemMessage(problem), c.win))
		}
	}
}

// chapterFinished marks the chapter on the table done, writes the progress
// and ticks the chapter in the Learn menu.
func (c *Controller) chapterFinished() {
	run := c.lesson
	if run == nil {
		return
	}
	c.loadProgress()
	if !c.progress.Finish(run.Chapter().ID) {
		return
	}
	if c.store != nil {
		if err := c.store.SaveProgress(c.progress); err != nil {
			log.Printf("cego: progress: %v", err)
		}
	}
	c.markLearnMenu()
}

// courseMenus are the menus of the course: Learn, the next chapter to do
// and the course's parts, each a menu of its chapters (ticked when done),
// with a line that counts the chapters done (coursescreen.LearnMenu); and
// Exercises, by kind and level (a kind's levels in a menu beside it) and
// by part of the game, with a line that counts the exercises solved.
func (c *Controller) courseMenus() (learn, exercises *fyne.Menu) {
	c.learn = coursescreen.NewLearnMenu(c.startChapter)
	c.exerciseMenu = exercisescreen.NewMenu(c.showExercises, c.showTopic)
	c.markLearnMenu()
	return c.learn.Menu, c.exerciseMenu.Menu
}

// markLearnMenu ticks the chapters done and the exercises solved, and
// counts them.
func (c *Controller) markLearnMenu() {
	c.loadProgress()
	if c.learn != nil {
		c.learn.Mark(c.progress.Done)
	}
	if c.exerciseMenu != nil {
		c.exerciseMenu.Mark(c.progress.Solved)
	}
	c.refreshMenu()
}

// startChapter starts the course's chapter i from the Learn menu, after
// asking whether to leave a table with friends.
func (c *Controller) startChapter(i int) {
	if c.leavingTable(func() { c.startChapter(i) }) {
		return
	}
	if err := c.StartLesson(i); err != nil {
		log.Printf("cego: %v", err)
		if c.win != nil {
			c.showError(err)
		}
	}
}
