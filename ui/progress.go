package ui

import (
	"log"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"

	"github.com/cego-spiel/cego/ai/exercise"
	"github.com/cego-spiel/cego/ui/store"
)

// courseParts is the controller's state for the course: the chapters the
// person has finished (kept in the config folder beside the statistics)
// and the Learn menu that marks them.
type courseParts struct {
	progress       store.Progress
	progressLoaded bool
	// learnItems are the Learn menu's chapters; learnDone the line that
	// counts the chapters done; exerciseItems its sets of exercises (kind
	// and level), in the order of exerciseSets.
	learnItems    []*fyne.MenuItem
	learnDone     *fyne.MenuItem
	exerciseItems []*fyne.MenuItem
	// topicItems are its topics' sets, in the order of exercise.Topics.
	topicItems []*fyne.MenuItem
	// exercise is the exercises' dialog opened last (nil: none yet).
	exercise *exerciseView
}

// exerciseSet is one line of exercises in the Exercises menu.
type exerciseSet struct {
	kind  exercise.Kind
	level int
}

// exerciseSets are the Exercises menu's lines of exercises: every kind, from
// easy to hard.
func exerciseSets() []exerciseSet {
	var out []exerciseSet
	for _, k := range exerciseKinds {
		for l := 1; l <= exercise.MaxLevel; l++ {
			out = append(out, exerciseSet{k, l})
		}
	}
	return out
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
	if !c.progress.Finish(lessons()[run.index].id) {
		return
	}
	if c.store != nil {
		if err := c.store.SaveProgress(c.progress); err != nil {
			log.Printf("cego: progress: %v", err)
		}
	}
	c.markLearnMenu()
}

// courseMenus are the menus of the course: Learn, every chapter (ticked
// when done); and Exercises, by kind and level and by part of the game,
// with a line that counts the chapters done and the exercises solved.
// Fifteen chapters and the exercises' entry below them made the Learn
// menu taller than an 800-px window, the exercises out of reach.
func (c *Controller) courseMenus() (learn, exercises *fyne.Menu) {
	// the count of chapters and exercises done is the exercises' last
	// line, greyed out (as the Learn menu's first line it would take a
	// keyboard's ↓ Enter, which must start chapter 1)
	c.learnDone = fyne.NewMenuItem("", nil)
	c.learnDone.Disabled = true
	var items []*fyne.MenuItem
	c.learnItems = nil
	for i, l := range lessons() {
		var start func()
		start = func() {
			if c.leavingTable(start) {
				return
			}
			if err := c.StartLesson(i); err != nil {
				log.Printf("cego: %v", err)
				if c.win != nil {
					c.showError(err)
				}
			}
		}
		item := fyne.NewMenuItem(trf("Chapter %d: %s", i+1, l.title), start)
		c.learnItems = append(c.learnItems, item)
		items = append(items, item)
	}
	// a kind each, its levels in a menu of their own: one entry a kind
	// and level made the menu taller than an 800-px screen, its last
	// kinds out of reach
	c.exerciseItems = nil
	exercises = fyne.NewMenu(tr("Exercises"))
	var kind *fyne.MenuItem
	for _, set := range exerciseSets() {
		if set.level == 1 {
			kind = fyne.NewMenuItem(kindName(set.kind), nil)
			kind.ChildMenu = fyne.NewMenu("")
			exercises.Items = append(exercises.Items, kind)
		}
		item := fyne.NewMenuItem("", func() { c.showExercises(set.kind, set.level) })
		c.exerciseItems = append(c.exerciseItems, item)
		kind.ChildMenu.Items = append(kind.ChildMenu.Items, item)
	}
	// the parts of the game seldom met, their exercises of every kind
	// together (they would lie scattered among their kinds' hundreds)
	c.topicItems = nil
	parts := fyne.NewMenuItem(tr("By part of the game"), nil)
	parts.ChildMenu = fyne.NewMenu("")
	for _, t := range exercise.Topics() {
		item := fyne.NewMenuItem("", func() { c.showTopic(t) })
		c.topicItems = append(c.topicItems, item)
		parts.ChildMenu.Items = append(parts.ChildMenu.Items, item)
	}
	exercises.Items = append(exercises.Items, fyne.NewMenuItemSeparator(), parts,
		fyne.NewMenuItemSeparator(), c.learnDone)
	c.markLearnMenu()
	return fyne.NewMenu(tr("Learn"), items...), exercises
}

// markLearnMenu ticks the chapters done and counts them.
func (c *Controller) markLearnMenu() {
	c.loadProgress()
	ls := lessons()
	done := 0
	for i, item := range c.learnItems {
		if i < len(ls) {
			item.Checked = c.progress.Done(ls[i].id)
			if item.Checked {
				done++
			}
		}
	}
	solved, total := 0, 0
	for i, set := range exerciseSets() {
		n, all := 0, exercisesOf(set.kind, set.level)
		for _, e := range all {
			if c.progress.Solved(e.ID) {
				n++
			}
		}
		solved, total = solved+n, total+len(all)
		if i < len(c.exerciseItems) {
			c.exerciseItems[i].Label = trf("%s (%s): %d of %d solved", kindName(set.kind), levelName(set.level), n, len(all))
		}
	}
	for i, t := range exercise.Topics() {
		n, all := 0, exercisesAbout(t)
		for _, e := range all {
			if c.progress.Solved(e.ID) {
				n++
			}
		}
		if i < len(c.topicItems) {
			c.topicItems[i].Label = trf("%s: %d of %d solved", topicName(t), n, len(all))
		}
	}
	if c.learnDone != nil {
		c.learnDone.Label = trf("Course: %d of %d chapters done, %d of %d exercises solved", done, len(ls), solved, total)
	}
	c.refreshMenu()
}
