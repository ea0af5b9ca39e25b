package realinput

import (
	"path/filepath"
	"testing"
	"time"

	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/store"
)

// TestSaveAsByKeyboard opens Game → Save as… with the real mouse: the name
// field has the keys at once and is wide enough for its placeholder; a
// name typed there and Enter save the sitting under it, and the table says
// so (under the result panel, a dialog). New sitting's name field is as
// wide (it was 110 px too).
func TestSaveAsByKeyboard(t *testing.T) {
	need(t)
	scr := newScreen(t, 1280, 900)
	a := start(t, scr, newConfig(t, returning()), "-seed", "3")
	a.waitFor("the table", func(s snapshot) bool { return s.Started && s.top() == 0 })
	a.menu("Game", "Save as…")
	s := a.waitFor("Save as…", func(s snapshot) bool { return dialogTitle(s, "Save as…") })
	scr.shot(t, "save-as")
	var field object
	for _, o := range s.Objects {
		if o.Kind == "entry" && o.Layer == s.top() {
			field = o
		}
	}
	if field.Kind == "" {
		t.Fatalf("Save as… has no name field: %v", texts(s))
	}
	if !field.Focused {
		t.Error("the name field does not have the keys when Save as… opens")
	}
	if field.W < field.Need {
		t.Errorf("the name field is %.0f wide; its placeholder needs %.0f", field.W, field.Need)
	}
	a.scr.xdo(t, "type", "--delay", "60", "Abend")
	a.key("Return")
	s = a.waitFor("Save as… to close", func(s snapshot) bool { return s.top() == 0 })
	if s.Refusal != "Saved as “Abend”." {
		t.Errorf("after the save the banner says %q", s.Refusal)
	}
	infos, err := a.store().List()
	if err != nil {
		t.Fatal(err)
	}
	if len(infos) != 1 || infos[0].Name != "Abend" {
		t.Fatalf("the saves after Enter: %+v", infos)
	}
	// New sitting's name field has room for its text too
	a.key("n")
	s = a.waitFor("New sitting", func(s snapshot) bool { return dialogTitle(s, "New sitting") })
	for _, o := range s.Objects {
		if o.Kind == "entry" && o.Layer == s.top() && o.W < 300 {
			t.Errorf("New sitting's name field is %.0f wide", o.W)
		}
	}
	a.key("Escape")
	a.waitFor("New sitting to close", func(s snapshot) bool { return s.top() == 0 })
	a.key("ctrl+q")
	if err := a.waitExit(20 * time.Second); err != nil {
		t.Fatalf("Ctrl+Q: %v", err)
	}

	// under the result panel, which covers the banner, a dialog says it
	config := newConfig(t, returning())
	finishedDeal(t, config, 21)
	b := start(t, scr, config, "-resume")
	b.waitFor("the result panel", func(s snapshot) bool { return s.Panel && s.Phase == game.Done.String() })
	b.menu("Game", "Save as…")
	b.waitFor("Save as…", func(s snapshot) bool { return dialogTitle(s, "Save as…") })
	b.scr.xdo(t, "type", "--delay", "60", "Nacht")
	b.key("Return")
	b.waitFor("the dialog that says it is saved", func(s snapshot) bool { return s.top() > 0 && s.has("Saved as “Nacht”.") })
}

// savedSitting writes into config a named save of a sitting of seed whose
// first actions (steps of them) are made, and returns it.
func savedSitting(t *testing.T, config, name string, seed uint64, steps int) *game.Sitting {
	t.Helper()
	m, err := game.NewSitting(game.Rules{}, seed)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < steps; i++ {
		st := m.State()
		if err := m.Apply(st.Legal()[0]); err != nil {
			t.Fatal(err)
		}
	}
	meta := store.Meta{HumanSeat: 0, Seats: []store.SeatInfo{{Name: ""}, {Name: "Anna", Bot: "normal"}, {Name: "Sepp", Bot: "normal"}, {Name: "Vreni", Bot: "normal"}}}
	if _, err := store.New(filepath.Join(config, "cego")).Save(name, meta, m); err != nil {
		t.Fatal(err)
	}
	return m
}

// TestLoadAsks: Load with no save chosen says to choose one; with one
// chosen it asks before the save takes the place of a sitting the person
// has played in — No keeps the sitting, Load loads the save.
func TestLoadAsks(t *testing.T) {
	need(t)
	scr := newScreen(t, 1280, 900)
	config := newConfig(t, returning())
	saved := savedSitting(t, config, "Abend", 77, 6)
	a := start(t, scr, config, "-seed", "3")
	s := a.waitFor("the person's call", func(s snapshot) bool { return s.MyTurn && s.top() == 0 })
	before := s.Actions
	a.click(s, firstCall(t, s))
	s = a.waitFor("the call made", func(s snapshot) bool { return s.Actions > before })
	played := s.Actions

	a.menu("Game", "Load…")
	s = a.waitFor("Load…", func(s snapshot) bool { return dialogTitle(s, "Load…") })
	load, ok := s.find("button", "Load", s.top())
	if !ok {
		t.Fatalf("Load… has no Load button: %v", texts(s))
	}
	a.click(s, load)
	s = a.waitFor("Load with nothing chosen to say so", func(s snapshot) bool { return s.has("Choose a save in the list first.") })
	scr.shot(t, "load-nothing-chosen")
	row, ok := s.findPrefix("label", "Abend — ", s.top())
	if !ok {
		t.Fatalf("the list has no save Abend: %v", texts(s))
	}
	a.click(s, row)
	a.click(s, load)
	question := "Load “Abend”?"
	s = a.waitFor("the question before loading", func(s snapshot) bool { return s.has(question) })
	scr.shot(t, "load-asks")
	no, ok := s.find("button", "No", s.top())
	if !ok {
		t.Fatalf("the question has no No: %v", texts(s))
	}
	a.click(s, no)
	s = a.waitFor("the question to close", func(s snapshot) bool { return !s.has(question) })
	if s.Actions < played || s.Deal != 1 {
		t.Fatalf("after No the table holds %d actions of deal %d, not the %d played and more", s.Actions, s.Deal, played)
	}
	if got := a.autosave().Sitting.Seed(); got == saved.Seed() {
		t.Fatal("after No the autosave holds the loaded save")
	}

	s = a.fresh()
	load, _ = s.find("button", "Load", s.top())
	a.click(s, load)
	s = a.waitFor("the question again", func(s snapshot) bool { return s.has(question) })
	yes, ok := s.find("button", "Load", s.top())
	if !ok {
		t.Fatalf("the question has no Load: %v", texts(s))
	}
	a.click(s, yes)
	a.waitFor("the save loaded", func(s snapshot) bool { return s.top() == 0 })
	a.waitFor("the autosave of the loaded save", func(snapshot) bool { return a.autosave().Sitting.Seed() == saved.Seed() })
}
