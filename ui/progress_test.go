package ui

import (
	"os"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/cego-spiel/cego/ai/exercise"
	"github.com/cego-spiel/cego/ui/course"
	"github.com/cego-spiel/cego/ui/exercisescreen"
	"github.com/cego-spiel/cego/ui/internal/uitest"
	"github.com/cego-spiel/cego/ui/store"
)

// TestCourseProgress: the Learn menu offers the next chapter first and
// lists every chapter in the menus of the course's parts; the Exercises
// menu counts those done; a chapter played to its end is ticked at once
// and written to progress.json in the config folder, where the next start
// finds it; a chapter played again is not counted twice.
func TestCourseProgress(t *testing.T) {
	st := store.New(t.TempDir())
	c := newTestTable(t, Options{Seed: 5})
	c.store = st
	menu, kinds := c.courseMenus()
	n := len(course.Chapters())
	chapters := learnChapters(t, menu)
	if len(chapters) != n {
		t.Fatalf("the Learn menu's parts hold %d chapters, the course %d", len(chapters), n)
	}
	for i, it := range chapters {
		if want := trf("Chapter %d: %s", i+1, course.Chapters()[i].Title); it.Label != want {
			t.Fatalf("the %d. chapter in the Learn menu is %q, want %q", i+1, it.Label, want)
		}
	}
	if got, want := menu.Items[0].Label, trf("Next — %s", chapters[0].Label); got != want {
		t.Fatalf("the Learn menu's first entry is %q, want %q", got, want)
	}
	topics := len(exercise.Topics())
	if len(kinds.Items) != len(exercisescreen.Kinds)+topics+3 {
		t.Fatalf("the Exercises menu holds %d items, not the %d kinds, a line, the %d parts of the game, a line and the count", len(kinds.Items), len(exercisescreen.Kinds), topics)
	}
	for i, it := range kinds.Items[len(exercisescreen.Kinds)+1 : len(exercisescreen.Kinds)+1+topics] {
		if !strings.HasPrefix(it.Label, exercisescreen.TopicName(exercise.Topics()[i])+": ") || it.Action == nil {
			t.Fatalf("the Exercises menu's entry %q is not the part of the game %d", it.Label, i+1)
		}
	}
	levels := 0
	for _, it := range kinds.Items[:len(exercisescreen.Kinds)] {
		if it.ChildMenu == nil {
			t.Fatalf("the exercise entry %q has no menu of levels", it.Label)
		}
		levels += len(it.ChildMenu.Items)
	}
	if want := len(exercisescreen.Kinds) * exercise.MaxLevel; levels != want {
		t.Fatalf("%d levels in the exercise entries' menus, %d sets", levels, want)
	}
	if got, want := kinds.Items[len(kinds.Items)-1].Label, trf("%d of %d exercises solved", 0, shippedCount(t)); got != want {
		t.Fatalf("the Exercises menu's count %q, want %q", got, want)
	}
	if got, want := menu.Items[len(menu.Items)-1].Label, trf("Course: %d of %d chapters done", 0, n); got != want || !menu.Items[len(menu.Items)-1].Disabled {
		t.Fatalf("the Learn menu's count %q, want %q, greyed out", got, want)
	}
	k := chapterAt(t, "ultimo")
	for round := 0; round < 2; round++ {
		if err := c.StartLesson(k); err != nil {
			t.Fatal(err)
		}
		playLesson(t, c)
		if !learnChapters(t, c.learn.Menu)[k].Checked {
			t.Fatal("the finished chapter is not ticked")
		}
	}
	for i, item := range learnChapters(t, c.learn.Menu) {
		if item.Checked != (i == k) {
			t.Errorf("chapter %d ticked %v", i+1, item.Checked)
		}
	}
	if got, want := menu.Items[len(menu.Items)-1].Label, trf("Course: %d of %d chapters done", 1, n); got != want {
		t.Fatalf("the Learn menu's count %q, want %q", got, want)
	}
	// chapter 1 is still the next; its part is not ticked for one chapter
	if got, want := menu.Items[0].Label, trf("Next — %s", chapters[0].Label); got != want {
		t.Fatalf("after chapter %d the Learn menu's first entry is %q, want %q", k+1, got, want)
	}
	for _, part := range learnParts(c) {
		if part.Checked {
			t.Errorf("the part %q is ticked with one chapter done", part.Label)
		}
	}
	p, problem := st.LoadProgress()
	if problem != nil || len(p.Chapters) != 1 || !p.Done("ultimo") {
		t.Fatalf("progress.json holds %+v (%v)", p, problem)
	}

	again := newTestTable(t, Options{Seed: 6})
	again.store = st
	again.courseMenus()
	if !learnChapters(t, again.learn.Menu)[k].Checked {
		t.Fatal("the next start does not tick the chapter done")
	}
}

// TestCourseProgressDamaged: a damaged progress file is kept aside, the
// person is told in a dialog, and the course starts afresh.
func TestCourseProgressDamaged(t *testing.T) {
	st := store.New(t.TempDir())
	if err := os.WriteFile(st.ProgressPath(), []byte(`{"format":1,"chapters":["pack","pack"]}`), 0o644); err != nil {
		t.Fatal(err)
	}
	c := newTestTable(t, Options{Seed: 5})
	c.store = st
	c.courseMenus()
	for _, item := range learnChapters(t, c.learn.Menu) {
		if item.Checked {
			t.Fatal("a chapter is ticked from a damaged file")
		}
	}
	top := c.win.Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("no dialog about the damaged file")
	}
	found := false
	for _, o := range test.LaidOutObjects(top) {
		if l, ok := o.(*widget.Label); ok && strings.Contains(l.Text, tr("Your progress file of the course")) {
			found = true
		}
	}
	if !found {
		t.Fatal("the dialog does not name the progress file")
	}
	if _, err := os.Stat(st.ProgressPath()); !os.IsNotExist(err) {
		t.Fatal("the damaged file was not moved aside")
	}
}

// TestWelcomeLeadsToChapterOne: the first start's "Learn to play" opens the
// course's first chapter, the pack and the card points.
func TestWelcomeLeadsToChapterOne(t *testing.T) {
	c := newTestTable(t, Options{Seed: 5})
	c.showWelcome()
	b := uitest.FindButton(t, c.win.Canvas().Overlays().Top(), tr(txtLearnToPlay))
	if b == nil {
		t.Fatal("no Learn to play button")
	}
	test.Tap(b)
	if c.lesson == nil || c.lesson.Index() != 0 || course.Chapters()[0].ID != "pack" {
		t.Fatal("Learn to play did not open chapter one, the pack and the card points")
	}
}

// shippedCount is the number of exercises that come with the program.
func shippedCount(t *testing.T) int {
	all, err := exercisescreen.Shipped()
	if err != nil {
		t.Fatal(err)
	}
	return len(all)
}

// TestCourseProgressDamagedWatchMode: in watch mode a progress file that
// cannot be read is only logged; no dialog covers the table (TestWatchMode
// once found its picture without card faces: the dialog about a config
// folder that is a file lay over them).
func TestCourseProgressDamagedWatchMode(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(dir+"/cego", []byte("not a folder"), 0o644); err != nil {
		t.Fatal(err)
	}
	c := newTestTable(t, Options{Seed: 5, WatchMode: true})
	c.store = store.New(dir + "/cego")
	c.markLearnMenu()
	if top := c.win.Canvas().Overlays().Top(); top != nil {
		t.Fatal("a dialog opened in watch mode")
	}
}

// learnChapters are the chapters of the Learn menu, part by part: the
// entries of its entries' menus.
func learnChapters(t *testing.T, learn *fyne.Menu) []*fyne.MenuItem {
	t.Helper()
	var out []*fyne.MenuItem
	for _, it := range learn.Items {
		if it.ChildMenu != nil {
			out = append(out, it.ChildMenu.Items...)
		}
	}
	return out
}

// learnParts are the Learn menu's parts: its entries with a menu.
func learnParts(c *Controller) []*fyne.MenuItem {
	var out []*fyne.MenuItem
	for _, it := range c.learn.Menu.Items {
		if it.ChildMenu != nil {
			out = append(out, it)
		}
	}
	return out
}

// TestCoursePartsCoverCourse: the Learn menu's parts hold every chapter
// once, in the course's order, each part's entry naming its chapters'
// numbers; the menu is short (the next chapter, a line, the parts, a
// line, the count); the
// next chapter is the first not done, and after the last chapter the
// first again, said so; a part is ticked when all its chapters are, and
// the first entry starts the chapter it names.
func TestCoursePartsCoverCourse(t *testing.T) {
	st := store.New(t.TempDir())
	c := newTestTable(t, Options{Seed: 5})
	c.store = st
	menu, _ := c.courseMenus()
	ls := course.Chapters()
	if len(menu.Items) != 4+len(course.Parts()) || len(menu.Items) > 12 {
		t.Fatalf("the Learn menu has %d entries, not the next chapter, a line, %d parts, a line and the count", len(menu.Items), len(course.Parts()))
	}
	first := 1
	for i, p := range course.Parts() {
		part := menu.Items[2+i]
		last := first + p.Chapters - 1
		if want := trf("%s (chapters %d–%d)", p.Title, first, last); part.Label != want || part.ChildMenu == nil || len(part.ChildMenu.Items) != p.Chapters {
			t.Fatalf("part %d is %q, want %q with %d chapters", i+1, part.Label, want, p.Chapters)
		}
		first = last + 1
	}
	if first-1 != len(ls) {
		t.Fatalf("the parts hold %d chapters, the course %d", first-1, len(ls))
	}
	// all but chapter 4 done: chapter 4 is next, the first part ticked,
	// the second not
	for i, l := range ls {
		if i != 3 {
			c.progress.Finish(l.ID)
		}
	}
	c.markLearnMenu()
	chapters := learnChapters(t, menu)
	if got, want := menu.Items[0].Label, trf("Next — %s", chapters[3].Label); got != want {
		t.Fatalf("with chapter 4 left the first entry is %q, want %q", got, want)
	}
	if parts := learnParts(c); !parts[0].Checked || parts[1].Checked || !parts[2].Checked {
		t.Fatalf("parts ticked %v %v %v, want true false true", parts[0].Checked, parts[1].Checked, parts[2].Checked)
	}
	menu.Items[0].Action()
	if c.lesson == nil || c.lesson.Index() != 3 {
		t.Fatal("the first entry did not start chapter 4")
	}
	c.progress.Finish(ls[3].ID)
	c.markLearnMenu()
	if got, want := menu.Items[0].Label, trf("From the start — %s", chapters[0].Label); got != want {
		t.Fatalf("with every chapter done the first entry is %q, want %q", got, want)
	}
	if !learnParts(c)[1].Checked {
		t.Fatal("the second part is not ticked with all its chapters done")
	}
}
