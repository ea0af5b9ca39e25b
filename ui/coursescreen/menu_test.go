package coursescreen

import (
	"testing"

	"github.com/cego-spiel/cego/ui/course"
	"github.com/cego-spiel/cego/ui/text"
)

// TestLearnMenuMarks: the Learn menu holds every chapter once in its
// parts' menus, in the course's order; Mark ticks the chapters done and a
// part when all its chapters are, names the first chapter not done in the
// first entry (and after the last chapter the first again, said so), and
// counts them in the last line, greyed out; each entry starts its
// chapter.
func TestLearnMenuMarks(t *testing.T) {
	var started []int
	m := NewLearnMenu(func(i int) { started = append(started, i) })
	ls := course.Chapters()
	if len(m.items) != len(ls) || len(m.parts) != len(course.Parts()) {
		t.Fatalf("%d chapters in %d parts, the course has %d in %d", len(m.items), len(m.parts), len(ls), len(course.Parts()))
	}
	k := 0
	for _, part := range m.parts {
		for _, it := range part.ChildMenu.Items {
			if it != m.items[k] || it.Label != text.Trf("Chapter %d: %s", k+1, ls[k].Title) {
				t.Fatalf("the %d. chapter of the parts is %q", k+1, it.Label)
			}
			k++
		}
	}
	if k != len(ls) {
		t.Fatalf("the parts hold %d chapters, the course %d", k, len(ls))
	}
	last := m.Menu.Items[len(m.Menu.Items)-1]
	if last != m.done || !last.Disabled || last.Label != text.Trf("Course: %d of %d chapters done", 0, len(ls)) {
		t.Fatalf("the last line %q (greyed out %v)", last.Label, last.Disabled)
	}
	// all of the first part and chapter 5 done
	done := map[string]bool{ls[4].ID: true}
	for i := range course.Parts()[0].Chapters {
		done[ls[i].ID] = true
	}
	m.Mark(func(id string) bool { return done[id] })
	for i, it := range m.items {
		if it.Checked != done[ls[i].ID] {
			t.Errorf("chapter %d ticked %v", i+1, it.Checked)
		}
	}
	if !m.parts[0].Checked || m.parts[1].Checked {
		t.Errorf("parts ticked %v %v, want true false", m.parts[0].Checked, m.parts[1].Checked)
	}
	n := course.Parts()[0].Chapters
	if want := text.Trf("Next — %s", m.items[n].Label); m.Menu.Items[0].Label != want {
		t.Errorf("first entry %q, want %q", m.Menu.Items[0].Label, want)
	}
	if want := text.Trf("Course: %d of %d chapters done", len(done), len(ls)); m.done.Label != want {
		t.Errorf("count %q, want %q", m.done.Label, want)
	}
	m.Menu.Items[0].Action()
	m.items[2].Action()
	if len(started) != 2 || started[0] != n || started[1] != 2 {
		t.Errorf("the entries started chapters %v, want %d and 2 (from 0)", started, n)
	}
	// every chapter done: the first entry starts from the beginning
	m.Mark(func(string) bool { return true })
	if want := text.Trf("From the start — %s", m.items[0].Label); m.Menu.Items[0].Label != want {
		t.Errorf("with all done the first entry is %q, want %q", m.Menu.Items[0].Label, want)
	}
	for _, part := range m.parts {
		if !part.Checked {
			t.Errorf("part %q not ticked with every chapter done", part.Label)
		}
	}
	m.Menu.Items[0].Action()
	if started[len(started)-1] != 0 {
		t.Errorf("with all done the first entry started chapter %d", started[len(started)-1]+1)
	}
}
