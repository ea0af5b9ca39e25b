package ui

import (
	"log"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"

	"github.com/cego-spiel/cego/ui/course"
	"github.com/cego-spiel/cego/ui/exercisescreen"
	"github.com/cego-spiel/cego/ui/store"
)

// courseParts is the controller's state for the course: the chapters the
// person has finished (kept in the config folder beside the statistics)
// and the Learn menu that marks them.
type courseParts struct {
	progress       store.Progress
	progressLoaded bool
	// learnItems are the Learn menu's chapters, in the course's order
	// (each in its part's menu); learnNext its first entry, the next
	// chapter to do; learnParts its parts (course.Parts); learnDone its
	// last line, which counts the chapters done; exerciseMenu the
	// Exercises menu (nil: not built yet).
	learnItems   []*fyne.MenuItem
	learnNext    *fyne.MenuItem
	learnParts   []*fyne.MenuItem
	learnDone    *fyne.MenuItem
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
// with a line that counts the chapters done; and Exercises, by kind and
// level (a kind's levels in a menu beside it) and by part of the game,
// with a line that counts the exercises solved. Fifteen
// chapters in one menu made it taller than an 800×600 window (the last
// cut off, the exercises below them out of reach): the parts keep the
// Learn menu short however many chapters come.
func (c *Controller) courseMenus() (learn, exercises *fyne.Menu) {
	// the counts of chapters done and exercises solved are each menu's
	// last line, greyed out (as the Learn menu's first line it took a
	// keyboard's ↓ Enter, which must start a chapter); one line for both
	// made the Exercises menu so wide that the menus beside its entries
	// covered them
	c.learnDone = fyne.NewMenuItem("", nil)
	c.learnDone.Disabled = true
	c.learnItems = nil
	for i, l := range course.Chapters() {
		item := fyne.NewMenuItem(trf("Chapter %d: %s", i+1, l.Title), func() { c.startChapter(i) })
		c.learnItems = append(c.learnItems, item)
	}
	// the first entry starts the next chapter (chapter 1 for a newcomer):
	// Alt, → to Learn, ↓ Enter, or two clicks
	c.learnNext = fyne.NewMenuItem("", func() { c.startChapter(c.nextChapter()) })
	items := []*fyne.MenuItem{c.learnNext, fyne.NewMenuItemSeparator()}
	c.learnParts = nil
	first := 0
	for _, p := range course.Parts() {
		last := min(first+p.Chapters, len(c.learnItems))
		part := fyne.NewMenuItem(trf("%s (chapters %d–%d)", p.Title, first+1, last), nil)
		part.ChildMenu = fyne.NewMenu("", c.learnItems[first:last]...)
		c.learnParts = append(c.learnParts, part)
		items = append(items, part)
		first = last
	}
	items = append(items, fyne.NewMenuItemSeparator(), c.learnDone)
	c.exerciseMenu = exercisescreen.NewMenu(c.showExercises, c.showTopic)
	c.markLearnMenu()
	return fyne.NewMenu(tr("Learn"), items...), c.exerciseMenu.Menu
}

// markLearnMenu ticks the chapters done and counts them.
func (c *Controller) markLearnMenu() {
	c.loadProgress()
	ls := course.Chapters()
	done := 0
	for i, item := range c.learnItems {
		if i < len(ls) {
			item.Checked = c.progress.Done(ls[i].ID)
			if item.Checked {
				done++
			}
		}
	}
	// a part is ticked when all its chapters are
	for _, part := range c.learnParts {
		part.Checked = len(part.ChildMenu.Items) > 0
		for _, it := range part.ChildMenu.Items {
			part.Checked = part.Checked && it.Checked
		}
	}
	if c.learnNext != nil && len(ls) > 0 {
		n := c.nextChapter()
		chapter := trf("Chapter %d: %s", n+1, ls[n].Title)
		if done == len(ls) {
			c.learnNext.Label = trf("From the start — %s", chapter)
		} else {
			c.learnNext.Label = trf("Next — %s", chapter)
		}
	}
	if c.exerciseMenu != nil {
		c.exerciseMenu.Mark(c.progress.Solved)
	}
	if c.learnDone != nil {
		c.learnDone.Label = trf("Course: %d of %d chapters done", done, len(ls))
	}
	c.refreshMenu()
}

// nextChapter is the index of the course's first chapter not yet done
// (the first chapter when all are).
func (c *Controller) nextChapter() int {
	c.loadProgress()
	for i, l := range course.Chapters() {
		if !c.progress.Done(l.ID) {
			return i
		}
	}
	return 0
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
