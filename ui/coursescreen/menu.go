package coursescreen

import (
	"fyne.io/fyne/v2"

	"github.com/cego-spiel/cego/ui/course"
)

// LearnMenu is the window's Learn menu: its first entry starts the next
// chapter to do, then the course's parts follow, each a menu of its
// chapters (ticked when done; fifteen chapters in one menu made it taller
// than an 800×600 window, the last cut off, the exercises below them out
// of reach), and a last line, greyed out, counts the chapters done (as
// the first line it took a keyboard's ↓ Enter, which must start a
// chapter). Mark ticks and counts them.
type LearnMenu struct {
	// Menu is the menu for the window's main menu.
	Menu  *fyne.Menu
	next  *fyne.MenuItem   // the first entry: the next chapter to do
	items []*fyne.MenuItem // the chapters, in the course's order
	parts []*fyne.MenuItem // the parts (course.Parts)
	done  *fyne.MenuItem   // the count
	// nextAt is the chapter the first entry starts (from 0)
	nextAt int
}

// NewLearnMenu builds the Learn menu; start starts the course's chapter i
// (from 0). Until Mark, no chapter is done.
func NewLearnMenu(start func(i int)) *LearnMenu {
	m := &LearnMenu{done: fyne.NewMenuItem("", nil)}
	m.done.Disabled = true
	for i, l := range course.Chapters() {
		m.items = append(m.items, fyne.NewMenuItem(trf("Chapter %d: %s", i+1, l.Title), func() { start(i) }))
	}
	// the first entry starts the next chapter (chapter 1 for a newcomer):
	// Alt, → to Learn, ↓ Enter, or two clicks
	m.next = fyne.NewMenuItem("", func() { start(m.nextAt) })
	items := []*fyne.MenuItem{m.next, fyne.NewMenuItemSeparator()}
	first := 0
	for _, p := range course.Parts() {
		last := min(first+p.Chapters, len(m.items))
		part := fyne.NewMenuItem(trf("%s (chapters %d–%d)", p.Title, first+1, last), nil)
		part.ChildMenu = fyne.NewMenu("", m.items[first:last]...)
		m.parts = append(m.parts, part)
		items = append(items, part)
		first = last
	}
	items = append(items, fyne.NewMenuItemSeparator(), m.done)
	m.Menu = fyne.NewMenu(tr("Learn"), items...)
	m.Mark(func(string) bool { return false })
	return m
}

// Mark ticks the chapters done (done by their id) and the parts all of
// whose chapters are, names the next chapter to do in the first entry
// (the first not done; after the last, the first again) and counts the
// chapters done.
func (m *LearnMenu) Mark(done func(id string) bool) {
	ls := course.Chapters()
	n := 0
	m.nextAt = -1
	for i, item := range m.items {
		item.Checked = i < len(ls) && done(ls[i].ID)
		if item.Checked {
			n++
		} else if m.nextAt < 0 {
			m.nextAt = i
		}
	}
	for _, part := range m.parts {
		part.Checked = len(part.ChildMenu.Items) > 0
		for _, it := range part.ChildMenu.Items {
			part.Checked = part.Checked && it.Checked
		}
	}
	if len(ls) > 0 {
		chapter := trf("Chapter %d: %s", max(m.nextAt, 0)+1, ls[max(m.nextAt, 0)].Title)
		if m.nextAt < 0 {
			m.next.Label = trf("From the start — %s", chapter)
		} else {
			m.next.Label = trf("Next — %s", chapter)
		}
	}
	m.nextAt = max(m.nextAt, 0)
	m.done.Label = trf("Course: %d of %d chapters done", n, len(ls))
}
