package realinput

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/store"
	"github.com/cego-spiel/cego/ui/text"
)

// TestScreenshotsAll takes a picture of every dialog and panel of the
// table — the welcome, the offer to continue, the auction with its hint,
// the exchange, a held trick and the last trick, the result and the
// review, every menu, every dialog of the keys and the menus, a guided
// deal — on screens of 800×600 and 1920×1080 (the window filling the
// screen), in English and German, into $CEGO_SHOTS_ALL as
// <size>-<language>-<what>.png. It runs only with that set: make
// screenshots-all. A picture it cannot reach is an error, the others are
// still taken.
func TestScreenshotsAll(t *testing.T) {
	dir := os.Getenv("CEGO_SHOTS_ALL")
	if dir == "" {
		t.Skip("make screenshots-all sets CEGO_SHOTS_ALL")
	}
	need(t)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	eachScreen(t, func(t *testing.T, w, h int, lang string) { shootAll(t, dir, w, h, lang) })
}

// eachScreen runs shoot as a subtest for each screen of the pictures —
// 800×600 and 1920×1080 — and each language.
func eachScreen(t *testing.T, shoot func(t *testing.T, w, h int, lang string)) {
	for _, size := range [][2]int{{800, 600}, {1920, 1080}} {
		for _, lang := range []string{store.LanguageEnglish, store.LanguageGerman} {
			t.Run(fmt.Sprintf("%dx%d-%s", size[0], size[1], lang), func(t *testing.T) {
				shoot(t, size[0], size[1], lang)
			})
		}
	}
}

// newAlbum is the album of one screen size and language, on a screen of
// its own.
func newAlbum(t *testing.T, dir string, w, h int, lang string) *album {
	words, err := text.Table(lang)
	if err != nil {
		t.Fatal(err)
	}
	return &album{t: t, dir: dir, w: w, h: h, lang: lang, scr: newScreen(t, w, h), words: words,
		prefix: fmt.Sprintf("%dx%d-%s-", w, h, lang)}
}

// album takes the pictures of one screen size and language.
type album struct {
	t      *testing.T
	dir    string
	w, h   int
	lang   string
	scr    *screen
	words  map[string]string
	prefix string
}

// tr is the program's text for the English key s in the album's language.
func (al *album) tr(s string) string {
	if v, ok := al.words[s]; ok {
		return v
	}
	return s
}

// take writes the screen's picture called name.
func (al *album) take(name string) {
	path := filepath.Join(al.dir, al.prefix+name+".png")
	cmd := exec.Command("import", "-display", al.scr.display, "-window", "root", path)
	if out, err := cmd.CombinedOutput(); err != nil {
		al.t.Errorf("import %s: %v\n%s", name, err, out)
	}
}

// try waits up to 20 s for ok; false (and an error) when it did not come.
func (al *album) try(a *app, what string, ok func(snapshot) bool) (snapshot, bool) {
	deadline := time.Now().Add(20 * time.Second)
	for {
		s := a.snap()
		if ok(s) {
			return s, true
		}
		if time.Now().After(deadline) || a.exited() {
			al.t.Errorf("%s: not reached; texts %v", what, texts(s))
			return s, false
		}
		time.Sleep(80 * time.Millisecond)
	}
}

// open starts the program in a config of the album's language and makes
// its window fill the screen.
func (al *album) open(config string, args ...string) *app {
	a := start(al.t, al.scr, config, args...)
	if _, _, gw, gh := a.geometry(); gw != al.w || gh != al.h {
		a.resize(al.w, al.h)
	}
	// the table laid out for the size, and drawn
	al.try(a, "the window at its size", func(s snapshot) bool { return s.Window.W*s.Scale >= float32(al.w)-1 })
	time.Sleep(800 * time.Millisecond)
	return a
}

// settings is a returning player's settings in the album's language.
func (al *album) settings() *store.Settings {
	s := returning()
	s.Language = al.lang
	return s
}

// closeTop closes the dialog or menu on top with Escape.
func (al *album) closeTop(a *app) {
	a.key("Escape")
	al.try(a, "Escape to close", func(s snapshot) bool {
		if s.top() != 0 {
			return false
		}
		for _, o := range s.Objects {
			if o.Layer == menuLayer && o.Y > 40 {
				return false // an open menu's entry
			}
		}
		return true
	})
	time.Sleep(150 * time.Millisecond)
}

// dialog opens a dialog by key or by menu, pictures it and closes it.
func (al *album) dialog(a *app, name, key, menu, item string) {
	if key != "" {
		a.key(key)
	} else if !al.menuItem(a, menu, item) {
		return
	}
	if _, ok := al.try(a, name, func(s snapshot) bool { return s.top() > 0 }); !ok {
		return
	}
	time.Sleep(400 * time.Millisecond)
	al.take("dialog-" + name)
	al.closeTop(a)
}

// menuItem chooses a menu's entry with the real mouse.
func (al *album) menuItem(a *app, menu, item string) bool {
	s := a.fresh()
	m, ok := s.find("text", al.tr(menu), menuLayer)
	if !ok {
		al.t.Errorf("no menu %q: %v", al.tr(menu), texts(s))
		return false
	}
	a.click(s, m)
	s, ok = al.try(a, "the entry "+item, func(s snapshot) bool {
		_, ok := s.findPrefix("text", al.tr(item), menuLayer)
		return ok
	})
	if !ok {
		a.key("Escape")
		return false
	}
	it, _ := s.findPrefix("text", al.tr(item), menuLayer)
	a.click(s, it)
	return true
}

func shootAll(t *testing.T, dir string, w, h int, lang string) {
	al := newAlbum(t, dir, w, h, lang)

	// the welcome of a first start (in English: the system's language)
	if lang == store.LanguageEnglish {
		a := al.open(newConfig(t, nil), "-seed", "3")
		if _, ok := al.try(a, "the welcome", func(s snapshot) bool { return dialogTitle(s, "Welcome to Cego") }); ok {
			al.take("welcome")
		}
		a.key("ctrl+q")
		_ = a.waitExit(20 * time.Second)
	}

	// a finished deal: the result, the review, every menu and dialog,
	// then the next deal's auction and hint and a guided deal
	config := newConfig(t, al.settings())
	finishedDeal(t, config, 21)
	a := al.open(config, "-resume")
	if _, ok := al.try(a, "the result", func(s snapshot) bool { return s.Panel && s.Phase == game.Done.String() }); ok {
		al.take("result")
		s := a.fresh()
		if rv, ok := s.find("button", al.tr("Review"), 0); ok {
			a.click(s, rv)
			if _, ok := al.try(a, "the review", func(s snapshot) bool { return s.has(al.tr("Replay with Expert in my seat")) }); ok {
				time.Sleep(6 * time.Second) // its verdicts
				al.take("review")
				a.key("Escape")
				al.try(a, "the review closed", func(s snapshot) bool { return !s.has(al.tr("Replay with Expert in my seat")) })
			}
		} else {
			t.Errorf("no Review button: %v", texts(s))
		}
	}
	for _, k := range []struct{ name, key string }{
		{"settings", "comma"}, {"glossary", "g"}, {"score-sheet", "s"}, {"rule-book", "r"}, {"new-sitting", "n"},
	} {
		al.dialog(a, k.name, k.key, "", "")
	}
	for _, m := range []string{"Game", "Cards", "Pace", "Learn", "Exercises", "Help"} {
		s := a.fresh()
		if o, ok := s.find("text", al.tr(m), menuLayer); ok {
			a.click(s, o)
			time.Sleep(500 * time.Millisecond)
			al.take("menu-" + m)
			al.closeTop(a)
		}
	}
	for _, m := range []struct{ name, menu, item string }{
		{"keys", "Help", "Keys"}, {"rules", "Game", "Rules…"}, {"statistics", "Game", "Statistics…"},
		{"save-as", "Game", "Save as…"}, {"load-empty", "Game", "Load…"}, {"welcome-again", "Help", "Welcome…"},
	} {
		al.dialog(a, m.name, "", m.menu, m.item)
	}
	// a save, then the list of saves
	if al.menuItem(a, "Game", "Save as…") {
		if _, ok := al.try(a, "Save as…", func(s snapshot) bool { return s.top() > 0 }); ok {
			a.scr.xdo(t, "type", "--delay", "40", "Sonntagsrunde bei Vreni")
			a.key("Return")
			// over the result panel a dialog says it is saved
			if _, ok := al.try(a, "the save", func(s snapshot) bool {
				return s.top() > 0 && s.has(strings.Split(al.tr("Saved as “%s”."), "%s")[0])
			}); ok {
				time.Sleep(300 * time.Millisecond)
				al.take("saved-notice")
				al.closeTop(a)
			}
			al.dialog(a, "load", "", "Game", "Load…")
		}
	}
	a.key("Return") // the next deal
	if _, ok := al.try(a, "the next deal", func(s snapshot) bool { return s.Deal == 2 && s.MyTurn && s.top() == 0 }); ok {
		al.take("auction")
		a.key("h")
		if _, ok := al.try(a, "the hint", func(s snapshot) bool { return s.Hint }); ok {
			time.Sleep(300 * time.Millisecond)
			al.take("hint")
		}
	}
	al.exercise(a)
	if al.menuItem(a, "Learn", strings.Replace(al.tr("Next — %s"), "%s", "", 1)) {
		if _, ok := al.try(a, "the guided deal", func(s snapshot) bool { return s.Lesson && s.top() == 0 }); ok {
			time.Sleep(500 * time.Millisecond)
			al.take("lesson")
		}
	}
	a.key("ctrl+q")
	_ = a.waitExit(20 * time.Second)

	// the exchange: the declarer's keep, then one card kept
	config = newConfig(t, al.settings())
	exchangeAt(t, config, 3)
	a = al.open(config, "-resume")
	if s, ok := al.try(a, "the exchange", func(s snapshot) bool {
		return s.MyTurn && s.top() == 0 && s.Phase == game.Exchanging.String()
	}); ok {
		al.take("exchange")
		for _, c := range s.hand() {
			if c.Legal {
				a.doubleClick(s, c)
				break
			}
		}
		if _, ok := al.try(a, "a card kept", func(n snapshot) bool { return n.Actions > s.Actions && n.MyTurn }); ok {
			time.Sleep(300 * time.Millisecond)
			al.take("exchange-kept")
		}
	}
	a.key("ctrl+q")
	_ = a.waitExit(20 * time.Second)

	// an unfinished sitting: the offer to continue, then play with a held
	// trick and the last trick
	set := al.settings()
	set.ConfirmTrickClear = true
	config = newConfig(t, set)
	playedInto(t, config, 4, 1)
	a = al.open(config)
	if s, ok := al.try(a, "the offer to continue", func(s snapshot) bool { return dialogTitle(s, al.tr("Unfinished sitting")) }); ok {
		al.take("resume-offer")
		if c, ok := s.find("button", al.tr("Continue"), s.top()); ok {
			a.click(s, c)
		}
	}
	if _, ok := al.try(a, "a held trick", func(s snapshot) bool { return s.Holding && s.top() == 0 }); ok {
		time.Sleep(300 * time.Millisecond)
		al.take("trick-held")
		a.key("space")
		al.try(a, "the trick gathered", func(s snapshot) bool { return !s.Holding })
		a.key("l")
		if _, ok := al.try(a, "the last trick", func(s snapshot) bool { return s.Panel }); ok {
			time.Sleep(300 * time.Millisecond)
			al.take("last-trick")
		}
	}
	a.key("ctrl+q")
	_ = a.waitExit(20 * time.Second)
}

// playedInto writes into config an autosave of the sitting of seed played
// by its first legal actions until trick tricks+1 (or a later one) holds
// the person's card and waits for a bot's: a sitting the person has played
// in, whose trick the bots complete as soon as it goes on.
func playedInto(t *testing.T, config string, seed uint64, tricks int) {
	t.Helper()
	m, err := game.NewSitting(game.Rules{}, seed)
	if err != nil {
		t.Fatal(err)
	}
	for st := m.State(); ; st = m.State() {
		if st.Phase() == game.Done {
			t.Fatalf("seed %d: the deal ended before trick %d", seed, tricks+1)
		}
		if cur := st.CurrentTrick(); st.Phase() == game.Playing && st.TrickCount() > tricks && st.Turn() != 0 && cur.N > 0 && !cur.Complete() {
			mine := false
			for i := 0; i < int(cur.N); i++ {
				mine = mine || cur.Seat(i) == 0
			}
			if mine {
				break
			}
		}
		if err := m.Apply(st.Legal()[0]); err != nil {
			t.Fatal(err)
		}
	}
	meta := store.Meta{HumanSeat: 0, Seats: []store.SeatInfo{{Name: ""}, {Name: "Anna", Bot: "normal"}, {Name: "Sepp", Bot: "normal"}, {Name: "Vreni", Bot: "normal"}}}
	if err := store.New(filepath.Join(config, "cego")).SaveAutosave(meta, m); err != nil {
		t.Fatal(err)
	}
}

// exercise opens the first exercise of a part of the game (the Geiß, from
// the Exercises menu), pictures its question, answers it with the first
// card or button the question offers and pictures the answer's
// explanation.
func (al *album) exercise(a *app) {
	if !al.menuItem(a, "Exercises", "Geiß") {
		return
	}
	s, ok := al.try(a, "the exercise", func(s snapshot) bool { return s.top() > 0 })
	if !ok {
		return
	}
	time.Sleep(400 * time.Millisecond)
	al.take("exercise")
	s = a.fresh()
	var pick object
	for _, o := range s.Objects {
		if o.Layer != s.top() || o.Disabled {
			continue
		}
		if o.Kind == "card" || o.Kind == "button" && pick.Kind == "" && o.Text != al.tr("Close") && o.Text != al.tr("Next") {
			pick = o
			if o.Kind == "card" {
				break
			}
		}
	}
	if pick.Kind == "" {
		al.t.Errorf("the exercise offers nothing to answer with: %v", texts(s))
	} else {
		before := fmt.Sprint(texts(s))
		a.click(s, pick)
		if _, ok := al.try(a, "the exercise's answer", func(n snapshot) bool { return fmt.Sprint(texts(n)) != before }); ok {
			time.Sleep(400 * time.Millisecond)
			al.take("exercise-answer")
		}
	}
	al.closeTop(a)
}
