package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"image"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/store"
)

// TestWatchMode builds the real program and lets it play in watch mode in a
// real window (run it under xvfb-run, as make test does): it must exit 0,
// leave a screenshot that shows a table with cards, and never touch a
// widget outside the Fyne thread.
func TestWatchMode(t *testing.T) {
	if os.Getenv("DISPLAY") == "" {
		t.Skip("no X display: run under xvfb-run (make test-ui)")
	}
	dir := t.TempDir()
	bin := buildCego(t, dir)
	for _, tc := range []struct {
		name string
		args []string
	}{
		{"four", []string{"-deals", "2"}},
		{"three", []string{"-deals", "1", "-players", "3"}},
		// with the effects on: CI has no sound device, so this is the
		// table running silently without one
		{"sound", []string{"-deals", "1", "-sound"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			shot := filepath.Join(dir, tc.name+".png")
			args := append([]string{"-watch", "-seed", "42", "-screenshot", shot}, tc.args...)
			cmd := exec.Command(bin, args...)
			cmd.Env = append(os.Environ(), "XDG_CONFIG_HOME="+dir, "XDG_DATA_HOME="+dir)
			out, err := runLimited(cmd, runLimit)
			if err != nil {
				t.Fatalf("cego %s: %v\n%s", strings.Join(args, " "), err, out)
			}
			if strings.Contains(string(out), "Error in Fyne call thread") {
				t.Fatalf("a widget was touched outside the Fyne thread:\n%s", out)
			}
			f, err := os.Open(shot)
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			img, err := png.Decode(f)
			if err != nil {
				t.Fatal(err)
			}
			st := colourStats(img)
			t.Logf("%s: %dx%d, felt %.0f%%, card paper %.1f%%, card backs %.1f%%, %d colours",
				tc.name, img.Bounds().Dx(), img.Bounds().Dy(), 100*st.felt, 100*st.paper, 100*st.blue, st.colours)
			if img.Bounds().Dx() < 800 || img.Bounds().Dy() < 500 {
				t.Errorf("screenshot is only %v", img.Bounds())
			}
			if st.felt < 0.25 {
				t.Errorf("only %.0f%% of the picture is green felt: not a table", 100*st.felt)
			}
			if st.paper < 0.015 {
				t.Errorf("only %.1f%% card-paper pixels: no card faces visible", 100*st.paper)
			}
			if st.colours < 200 {
				t.Errorf("only %d colours: a blank or flat picture", st.colours)
			}
		})
	}
}

// buildCego builds the real program into dir, with the developer tooling
// (-tags devtools) whose screenshots of watch mode the tests look at.
func buildCego(t *testing.T, dir string) string {
	t.Helper()
	bin := filepath.Join(dir, "cego")
	if out, err := exec.Command("go", "build", "-tags", "devtools", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("build: %v\n%s", err, out)
	}
	return bin
}

// cegoCmd is the program with args and its settings in config.
func cegoCmd(bin, config string, args ...string) *exec.Cmd {
	cmd := exec.Command(bin, args...)
	cmd.Env = append(os.Environ(), "XDG_CONFIG_HOME="+config, "XDG_DATA_HOME="+config)
	return cmd
}

type stats struct {
	felt, paper, blue float64
	colours           int
}

// colourStats measures a screenshot: the share of green felt, of the light
// paper of card faces, of card backs, and the number of distinct colours.
func colourStats(img image.Image) stats {
	b := img.Bounds()
	seen := map[uint32]bool{}
	var felt, paper, blue, n int
	for y := b.Min.Y; y < b.Max.Y; y += 2 {
		for x := b.Min.X; x < b.Max.X; x += 2 {
			r, g, bl, _ := img.At(x, y).RGBA()
			r, g, bl = r>>8, g>>8, bl>>8
			n++
			seen[r<<16|g<<8|bl] = true
			switch {
			case g > r+25 && g > bl+10:
				felt++
			case r > 215 && g > 205 && bl > 180:
				paper++
			case bl > r+40 && bl > g+20:
				blue++
			}
		}
	}
	return stats{float64(felt) / float64(n), float64(paper) / float64(n), float64(blue) / float64(n), len(seen)}
}

// readAutosave reads the autosave twice: through the store (which replays
// it with its deal file) and by replaying the base file's match with the
// engine directly; the base must be where the store's sitting was when its
// deal began, or later in it.
func readAutosave(t *testing.T, config string) store.SavedSitting {
	t.Helper()
	st := store.New(filepath.Join(config, "cego"))
	g, ok, err := st.LoadAutosave()
	if err != nil || !ok {
		t.Fatalf("autosave: ok %v, %v", ok, err)
	}
	data, err := os.ReadFile(st.AutosavePath())
	if err != nil {
		t.Fatal(err)
	}
	var f struct {
		Match json.RawMessage `json:"match"`
	}
	if err := json.Unmarshal(data, &f); err != nil {
		t.Fatal(err)
	}
	var m game.Sitting
	if err := json.Unmarshal(f.Match, &m); err != nil {
		t.Fatalf("replaying the autosave: %v", err)
	}
	base, all := fmt.Sprint(m.Actions()), fmt.Sprint(g.Sitting.Actions())
	if m.Seed() != g.Sitting.Seed() || m.DealNumber() != g.Sitting.DealNumber() ||
		!strings.HasPrefix(all, strings.TrimSuffix(base, "]")) {
		t.Fatalf("the engine's replay of the base (deal %d, %v, %v) is not the start of the store's deal (deal %d, %v, %v)",
			m.DealNumber(), m.Totals(), m.Actions(), g.Sitting.DealNumber(), g.Sitting.Totals(), g.Sitting.Actions())
	}
	return g
}

// TestKillAndResume lets the real program watch two deals with the
// autosave on, kills it (SIGKILL) in the middle of the second, and starts
// it again with -resume: the sitting goes on from the action it had
// reached, with the same totals, and the deal finishes with the actions
// before the kill as its start and its score added to those totals.
func TestKillAndResume(t *testing.T) {
	if os.Getenv("DISPLAY") == "" {
		t.Skip("no X display: run under xvfb-run (make test-ui)")
	}
	dir := t.TempDir()
	bin := buildCego(t, dir)
	config := filepath.Join(dir, "config")
	st := store.New(filepath.Join(config, "cego"))

	// two deals: the kill comes in the second, so there are totals to keep
	cmd := cegoCmd(bin, config, "-watch", "-autosave", "-pace", "fast", "-deals", "2", "-seed", "42")
	// a file, not a buffer: Wait must not wait for a pipe after the kill
	logf, err := os.Create(filepath.Join(dir, "first.log"))
	if err != nil {
		t.Fatal(err)
	}
	defer logf.Close()
	cmd.Stdout, cmd.Stderr = logf, logf
	log1 := func() string { b, _ := os.ReadFile(logf.Name()); return string(b) }
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(150 * time.Second)
	for {
		if time.Now().After(deadline) {
			_ = cmd.Process.Kill()
			_ = cmd.Wait()
			t.Fatalf("no autosave in the middle of the second deal's play after 150 s:\n%s", log1())
		}
		time.Sleep(100 * time.Millisecond)
		g, ok, _ := st.LoadAutosave()
		if ok {
			s := g.Sitting.State()
			if g.Sitting.DealNumber() == 2 && s.Phase() == game.Playing && len(g.Sitting.Actions()) >= 14 {
				break
			}
		}
	}
	if err := cmd.Process.Kill(); err != nil { // SIGKILL: no chance to flush
		t.Fatal(err)
	}
	_ = cmd.Wait()
	before := readAutosave(t, config)
	bs := before.Sitting.State()
	if bs.Phase() == game.Done || before.Sitting.DealNumber() != 2 || before.Sitting.Totals() == [4]int{} {
		t.Fatalf("killed after the deal: deal %d, phase %v", before.Sitting.DealNumber(), bs.Phase())
	}
	if before.HumanSeat != -1 || len(before.Seats) != 4 || before.Seats[1].Name != "Anna" || before.Seats[1].Bot != "normal" {
		t.Errorf("autosave's seats: human %d, %+v", before.HumanSeat, before.Seats)
	}
	t.Logf("killed at deal %d, action %d (%v), totals %v", before.Sitting.DealNumber(), len(before.Sitting.Actions()), bs.Phase(), before.Sitting.Totals())

	out, err := runLimited(cegoCmd(bin, config, "-watch", "-autosave", "-resume", "-pace", "fast", "-deals", "2"), runLimit)
	if err != nil {
		t.Fatalf("resumed run: %v\n%s", err, out)
	}
	want := fmt.Sprintf("resumed sitting: deal %d, action %d, phase %v, totals %v",
		before.Sitting.DealNumber(), len(before.Sitting.Actions()), bs.Phase(), before.Sitting.Totals())
	if !strings.Contains(string(out), want) {
		t.Fatalf("the resumed run does not say %q:\n%s", want, out)
	}
	after := readAutosave(t, config)
	as := after.Sitting.State()
	if after.Sitting.DealNumber() != 2 || as.Phase() != game.Done {
		t.Fatalf("after the resumed run: deal %d, phase %v; want deal 2 finished", after.Sitting.DealNumber(), as.Phase())
	}
	// the totals after the deal are those before it plus its score
	sc := as.Score()
	for i, tot := range before.Sitting.Totals() {
		if after.Sitting.Totals()[i] != tot+sc[i] {
			t.Errorf("seat %d: total %d after deal 2, %d before it, deal scored %d", i, after.Sitting.Totals()[i], tot, sc[i])
		}
	}
	a0, a1 := before.Sitting.Actions(), after.Sitting.Actions()
	if len(a1) <= len(a0) || fmt.Sprint(a1[:len(a0)]) != fmt.Sprint(a0) {
		t.Fatalf("the finished deal does not start with the actions before the kill:\nbefore %v\nafter  %v", a0, a1)
	}
	if after.Sitting.Seed() != before.Sitting.Seed() {
		t.Errorf("seed %d after, %d before: not the same sitting", after.Sitting.Seed(), before.Sitting.Seed())
	}
	sum := 0
	for _, v := range after.Sitting.Totals() {
		sum += v
	}
	if sum != 0 {
		t.Errorf("totals %v are not zero-sum", after.Sitting.Totals())
	}
}

// TestBrokenSettings starts the real program in watch mode with garbage
// for a settings file: it plays all the same, keeps the broken file aside,
// says so in its log, and leaves a person's autosave alone.
func TestBrokenSettings(t *testing.T) {
	if os.Getenv("DISPLAY") == "" {
		t.Skip("no X display: run under xvfb-run (make test-ui)")
	}
	dir := t.TempDir()
	bin := buildCego(t, dir)
	config := filepath.Join(dir, "config")
	st := store.New(filepath.Join(config, "cego"))
	garbage := []byte("{\"format\": 1, \"pack\": \x00\xff garbage")
	if err := os.MkdirAll(st.Dir(), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(st.SettingsPath(), garbage, 0o600); err != nil {
		t.Fatal(err)
	}
	m, err := game.NewSitting(game.Rules{}, 9)
	if err != nil {
		t.Fatal(err)
	}
	for range 5 {
		s := m.State()
		if err := m.Apply(s.Legal()[0]); err != nil {
			t.Fatal(err)
		}
	}
	meta := store.Meta{HumanSeat: 0, Seats: []store.SeatInfo{{Name: "Ute"}, {Name: "Anna", Bot: "easy"}, {Name: "Sepp", Bot: "normal"}, {Name: "Vreni", Bot: "normal"}}}
	if err := st.SaveAutosave(meta, m); err != nil {
		t.Fatal(err)
	}
	person, err := os.ReadFile(st.AutosavePath())
	if err != nil {
		t.Fatal(err)
	}

	// -demo, the older name of -watch, still starts watch mode
	out, err := runLimited(cegoCmd(bin, config, "-demo", "-deals", "1", "-seed", "42", "-screenshot", filepath.Join(dir, "table.png")), runLimit)
	if err != nil {
		t.Fatalf("watch mode with broken settings: %v\n%s", err, out)
	}
	kept, _ := filepath.Glob(st.SettingsPath() + ".broken-*")
	if len(kept) != 1 {
		t.Fatalf("broken settings kept as %v, want one settings.json.broken-*", kept)
	}
	if data, _ := os.ReadFile(kept[0]); !bytes.Equal(data, garbage) {
		t.Errorf("the kept file is not the broken one: %q", data)
	}
	re := regexp.MustCompile(`Your settings file could not be read \(.*\); it was kept as ` +
		regexp.QuoteMeta(filepath.Base(kept[0])) + ` and the defaults are used\.`)
	if !re.Match(out) {
		t.Errorf("the log does not tell about the broken settings:\n%s", out)
	}
	if data, _ := os.ReadFile(st.AutosavePath()); !bytes.Equal(data, person) {
		t.Errorf("watch mode changed the person's autosave")
	}
}
