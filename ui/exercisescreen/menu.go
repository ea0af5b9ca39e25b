package exercisescreen

import (
	"fyne.io/fyne/v2"

	"github.com/cego-spiel/cego/ai/exercise"
)

// Menu is the window's Exercises menu: a kind each, its levels in a menu
// beside it (named by their level alone, the kind is beside them: one
// entry a kind and level made the menu taller than an 800-px screen, its
// last kinds out of reach); the parts of the game; and a last line, greyed
// out, that counts the exercises solved. Mark counts every line.
type Menu struct {
	// Menu is the menu for the window's main menu.
	Menu   *fyne.Menu
	items  []*fyne.MenuItem // the sets' lines, in the order of sets
	topics []*fyne.MenuItem // the parts' lines, in the order of exercise.Topics
	done   *fyne.MenuItem
}

// set is one line of exercises in the Exercises menu: a kind and level.
type set struct {
	kind  exercise.Kind
	level int
}

// sets are the Exercises menu's lines of exercises: every kind, from easy
// to hard.
func sets() []set {
	var out []set
	for _, k := range Kinds {
		for l := 1; l <= exercise.MaxLevel; l++ {
			out = append(out, set{k, l})
		}
	}
	return out
}

// NewMenu builds the Exercises menu; openKind opens a kind and level's
// exercises, openTopic a part's. Its lines are counted by Mark.
func NewMenu(openKind func(exercise.Kind, int), openTopic func(exercise.Topic)) *Menu {
	m := &Menu{Menu: fyne.NewMenu(tr("Exercises")), done: fyne.NewMenuItem("", nil)}
	// the count is the last line, greyed out; one line for the chapters
	// and the exercises made this menu so wide that the menus beside its
	// entries covered them
	m.done.Disabled = true
	var kind *fyne.MenuItem
	for _, s := range sets() {
		if s.level == 1 {
			kind = fyne.NewMenuItem(KindName(s.kind), nil)
			kind.ChildMenu = fyne.NewMenu("")
			m.Menu.Items = append(m.Menu.Items, kind)
		}
		item := fyne.NewMenuItem("", func() { openKind(s.kind, s.level) })
		m.items = append(m.items, item)
		kind.ChildMenu.Items = append(kind.ChildMenu.Items, item)
	}
	// the parts of the game seldom met, their exercises of every kind
	// together (they would lie scattered among their kinds' hundreds),
	// in the menu itself: in a menu beside an entry, the widest of them
	// did not fit to the right of the Exercises menu at 800×600 and lay
	// over it, over the entry that opened it
	m.Menu.Items = append(m.Menu.Items, fyne.NewMenuItemSeparator())
	for _, t := range exercise.Topics() {
		item := fyne.NewMenuItem("", func() { openTopic(t) })
		m.topics = append(m.topics, item)
		m.Menu.Items = append(m.Menu.Items, item)
	}
	m.Menu.Items = append(m.Menu.Items, fyne.NewMenuItemSeparator(), m.done)
	return m
}

// Mark counts the exercises solved (solved reports one) in each line and
// in all.
func (m *Menu) Mark(solved func(id string) bool) {
	count := func(all []exercise.Exercise) int {
		n := 0
		for _, e := range all {
			if solved(e.ID) {
				n++
			}
		}
		return n
	}
	n, total := 0, 0
	for i, s := range sets() {
		all := Of(s.kind, s.level)
		k := count(all)
		n, total = n+k, total+len(all)
		m.items[i].Label = trf("%s: %d of %d solved", LevelName(s.level), k, len(all))
	}
	for i, t := range exercise.Topics() {
		all := About(t)
		m.topics[i].Label = trf("%s: %d of %d solved", TopicName(t), count(all), len(all))
	}
	m.done.Label = trf("%d of %d exercises solved", n, total)
}
