package store_test

import (
	"errors"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"regexp"

	"github.com/cego-spiel/cego/ai"
	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/store"
)

// The life of a sitting as the UI sees it: load settings (showing any
// problem), offer to resume the autosave, autosave after every action, save
// under a name, list the saves.
func Example() {
	dir, _ := os.MkdirTemp("", "cego-example")
	defer os.RemoveAll(dir)
	st := store.New(dir) // the program uses store.Default()

	settings, problem := st.LoadSettings()
	if problem != nil {
		fmt.Println(problem.Message()) // a dialog in the UI
	}

	// On start: resume the unfinished sitting, if there is one.
	g, ok, err := st.LoadAutosave()
	if p, isProblem := errors.AsType[*store.Problem](err); isProblem {
		fmt.Println(p.Message())
	}
	m := g.Sitting
	meta := g.Meta
	if !ok {
		m, _ = game.NewSitting(settings.Rules(), 1)
		meta = store.Meta{HumanSeat: 0, Seats: []store.SeatInfo{
			{Name: "Anna"}, {Name: "Bert", Bot: ai.Normal.String()},
			{Name: "Carla", Bot: ai.Strong.String()}, {Name: "Dieter", Bot: ai.Expert.String()}}}
	}

	// After every action.
	autosave := st.NewAutosaver(func(err error) { log.Print(err) })
	for range 5 {
		s := m.State()
		_ = m.Apply(s.Legal()[0])
		_ = autosave.Save(meta, m)
	}
	_ = autosave.Close() // when the window closes

	// The next start finds the sitting where it was.
	g, ok, _ = st.LoadAutosave()
	fmt.Println(ok, len(g.Sitting.Actions()), g.Sitting.State() == m.State())

	// Save as…, and the list of saves.
	_, _ = st.Save("Sonntag bei Müllers", meta, m)
	list, _ := st.List()
	for _, info := range list {
		fmt.Println(info.Name, info.Slug, info.Players, info.Deal, info.Totals)
	}
	// Output:
	// true 5 true
	// Sonntag bei Müllers sonntag-bei-muellers 4 1 [0 0 0 0]
}

// A damaged settings file: the player is told, the defaults are used, and
// the file is kept aside.
func ExampleProblem() {
	dir, _ := os.MkdirTemp("", "cego-example")
	defer os.RemoveAll(dir)
	st := store.New(dir)
	_ = os.WriteFile(filepath.Join(dir, "settings.json"), []byte(`{"format":1,"pack":"adl`), 0o644)

	settings, problem := st.LoadSettings()
	stamp := regexp.MustCompile(`\d{8}T\d{6}`)
	fmt.Println(stamp.ReplaceAllString(problem.Message(), "<time>"))
	fmt.Println(settings.Pack)
	// Output:
	// Your settings file could not be read (it is incomplete: it ends too early); it was kept as settings.json.broken-<time> and the defaults are used.
	// adler
}
