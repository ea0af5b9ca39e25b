package realinput

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/cego-spiel/cego/ai"
	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/store"
)

// rect is a place in the window, in Fyne units (the probe's probeRect).
type rect struct{ X, Y, W, H float32 }

// centre is the middle of r.
func (r rect) centre() (float32, float32) { return r.X + r.W/2, r.Y + r.H/2 }

// object is one widget the probe saw (ui/probe.go's probeObject).
type object struct {
	Kind      string
	Text      string
	Card      string
	Layer     int
	Disabled  bool
	Focused   bool
	Legal     bool
	Selected  bool
	Important bool
	Options   []string
	Need      float32
	Colour    string
	Dim       bool
	Kept      bool
	rect
}

// snapshot is what the probe writes (ui/probe.go's probeSnapshot).
type snapshot struct {
	Seq      int
	Time     int64
	Window   rect
	Scale    float32
	Language string
	Phase    string
	MyTurn   bool
	Deal     int
	Actions  int
	Legal    []string
	Lesson   bool
	Overlays int
	Pack     string
	Started  bool
	Hint     bool
	Panel    bool
	Refusal  string
	Tricks   int
	Holding  bool
	Drop     rect
	Objects  []object
}

// find returns the first object of kind whose text is text, on layer
// (-1: any layer).
func (s snapshot) find(kind, text string, layer int) (object, bool) {
	for _, o := range s.Objects {
		if o.Kind == kind && o.Text == text && (layer < 0 || o.Layer == layer) {
			return o, true
		}
	}
	return object{}, false
}

// findPrefix is find for a text that starts with prefix.
func (s snapshot) findPrefix(kind, prefix string, layer int) (object, bool) {
	for _, o := range s.Objects {
		if o.Kind == kind && strings.HasPrefix(o.Text, prefix) && (layer < 0 || o.Layer == layer) {
			return o, true
		}
	}
	return object{}, false
}

// has reports whether any object on any layer shows text (a part of it).
func (s snapshot) has(text string) bool {
	for _, o := range s.Objects {
		if strings.Contains(o.Text, text) {
			return true
		}
	}
	return false
}

// top is the topmost layer of dialogs (0 when no dialog is open).
func (s snapshot) top() int { return s.Overlays }

// menuLayer is the layer of the menu bar and its open menus (the
// probe's probeMenuLayer).
const menuLayer = 99

// hand is the person's cards, left to right.
func (s snapshot) hand() []object {
	var out []object
	for _, o := range s.Objects {
		if o.Kind == "card" && !o.Disabled && o.Layer == 0 {
			out = append(out, o)
		}
	}
	return out
}

var (
	buildOnce sync.Once
	binPath   string
	buildErr  error
	binDir    string
)

// need skips the test when a tool of the suite is missing.
func need(t *testing.T) {
	t.Helper()
	for _, tool := range []string{"Xvfb", "xdotool", "import"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s is not installed (make test installs it)", tool)
		}
	}
}

// program builds the real program with the probe, once per test run.
func program(t *testing.T) string {
	t.Helper()
	buildOnce.Do(func() {
		if p := os.Getenv(builtEnv); p != "" {
			binPath = p // built by the test that started this one in a namespace
			return
		}
		binDir, buildErr = os.MkdirTemp("", "cego-realinput-")
		if buildErr != nil {
			return
		}
		binPath = filepath.Join(binDir, "cego")
		out, err := exec.Command("go", "build", "-tags", "probe", "-o", binPath, "github.com/cego-spiel/cego").CombinedOutput()
		if err != nil {
			buildErr = fmt.Errorf("build: %v\n%s", err, out)
		}
	})
	if buildErr != nil {
		t.Fatal(buildErr)
	}
	return binPath
}

// runtimeDir is the programs' $XDG_RUNTIME_DIR, where a window keeps the
// socket that takes clicked links (ui/linkhandler): the tests kill their
// programs, and the sockets they leave go with this folder.
var runtimeDir string

func TestMain(m *testing.M) {
	runtimeDir, _ = os.MkdirTemp("", "cego-rt-")
	code := m.Run()
	if binDir != "" {
		os.RemoveAll(binDir)
	}
	if runtimeDir != "" {
		os.RemoveAll(runtimeDir)
	}
	os.Exit(code)
}

// screen is one Xvfb server of the test's own.
type screen struct {
	display string
	cmd     *exec.Cmd
}

// newScreen starts an X server of w×h pixels, stopped when t ends. The
// server picks a free display itself and says which (-displayfd): the
// suite's shards start screens at the same time, and two of them that
// both found a display free by its lock file once shared one X server —
// the one whose server could not start drove the other's window, and both
// tests failed.
func newScreen(t *testing.T, w, h int) *screen {
	t.Helper()
	r, wr, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	cmd := exec.Command("Xvfb", "-displayfd", "3", "-screen", "0", fmt.Sprintf("%dx%dx24", w, h), "-nolisten", "tcp", "-noreset")
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.ExtraFiles = []*os.File{wr}
	if err := cmd.Start(); err != nil {
		wr.Close()
		t.Fatalf("Xvfb: %v", err)
	}
	wr.Close()
	t.Cleanup(func() {
		// terminated, not killed: the server removes its lock file and
		// socket on its way out
		_ = cmd.Process.Signal(syscall.SIGTERM)
		done := make(chan struct{})
		go func() { _ = cmd.Wait(); close(done) }()
		select {
		case <-done:
		case <-time.After(10 * time.Second):
			_ = cmd.Process.Kill()
			<-done
		}
	})
	got := make(chan string, 1)
	go func() {
		line, _ := bufio.NewReader(r).ReadString('\n')
		got <- strings.TrimSpace(line)
	}()
	select {
	case n := <-got:
		if _, err := strconv.Atoi(n); err != nil {
			t.Fatalf("Xvfb named no display (%q)", n)
		}
		return &screen{display: ":" + n, cmd: cmd}
	case <-time.After(waitTime):
		t.Fatalf("Xvfb named no display within %v", waitTime)
		return nil
	}
}

// xdo runs xdotool on the screen.
func (s *screen) xdo(t *testing.T, args ...string) string {
	t.Helper()
	cmd := exec.Command("xdotool", args...)
	cmd.Env = append(os.Environ(), "DISPLAY="+s.display)
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("xdotool %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return strings.TrimSpace(string(out))
}

// shot takes a picture of the whole screen into the test's folder (and
// $CEGO_SHOTS when set) and returns its path.
func (s *screen) shot(t *testing.T, name string) string {
	t.Helper()
	dir := os.Getenv("CEGO_SHOTS")
	if dir == "" {
		dir = t.TempDir()
	}
	path := filepath.Join(dir, name+".png")
	cmd := exec.Command("import", "-display", s.display, "-window", "root", path)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("import: %v\n%s", err, out)
	}
	return path
}

// app is the real program running on a screen.
type app struct {
	t      *testing.T
	scr    *screen
	cmd    *exec.Cmd
	config string
	probe  string
	out    *lockedBuffer
	wid    string
	done   chan struct{}
	err    error
}

// lockedBuffer collects a process's output while it runs.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// config is a fresh config folder; with settings, the settings file is
// written first (a returning player: no welcome).
func newConfig(t *testing.T, settings *store.Settings) string {
	t.Helper()
	dir := t.TempDir()
	if settings != nil {
		if err := store.New(filepath.Join(dir, "cego")).SaveSettings(*settings); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// returning is the settings of a returning English-speaking player who
// plays at instant pace, without animations.
func returning() *store.Settings {
	s := store.Defaults()
	s.Language = store.LanguageEnglish
	s.Pace = "instant"
	s.Animations = false
	return &s
}

// start runs the program on scr with config as XDG_CONFIG_HOME and waits
// for its window and the probe's first report.
func start(t *testing.T, scr *screen, config string, args ...string) *app {
	t.Helper()
	return startIn(t, "", scr, config, args...)
}

// startIn is start with the program in network namespace netns (ip netns
// exec; "": this process's).
func startIn(t *testing.T, netns string, scr *screen, config string, args ...string) *app {
	t.Helper()
	a := &app{t: t, scr: scr, config: config, probe: filepath.Join(t.TempDir(), "probe.json"), out: &lockedBuffer{}, done: make(chan struct{})}
	a.cmd = exec.Command(program(t), args...)
	if netns != "" {
		a.cmd = exec.Command("ip", append([]string{"netns", "exec", netns, program(t)}, args...)...)
	}
	a.cmd.Env = append(os.Environ(), "DISPLAY="+scr.display, "XDG_CONFIG_HOME="+config, "XDG_DATA_HOME="+config,
		"CEGO_PROBE="+a.probe, "LANG=en_GB.UTF-8", "LANGUAGE=")
	if runtimeDir != "" {
		a.cmd.Env = append(a.cmd.Env, "XDG_RUNTIME_DIR="+runtimeDir)
	}
	a.cmd.Stdout, a.cmd.Stderr = a.out, a.out
	if err := a.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	go func() {
		a.err = a.cmd.Wait()
		close(a.done)
	}()
	t.Cleanup(func() {
		select {
		case <-a.done:
		default:
			_ = a.cmd.Process.Kill()
			<-a.done
		}
		if t.Failed() {
			t.Logf("the program's log:\n%s", a.out.String())
		}
	})
	deadline := time.Now().Add(60 * time.Second)
	for a.wid == "" {
		cmd := exec.Command("xdotool", "search", "--onlyvisible", "--name", "^Cego")
		cmd.Env = append(os.Environ(), "DISPLAY="+scr.display)
		out, _ := cmd.Output()
		if f := strings.Fields(string(out)); len(f) > 0 {
			a.wid = f[0]
		}
		if a.exited() {
			t.Fatalf("the program ended before its window showed: %v\n%s", a.err, a.out.String())
		}
		if time.Now().After(deadline) {
			t.Fatalf("no window after 60 s\n%s", a.out.String())
		}
		time.Sleep(100 * time.Millisecond)
	}
	a.waitFor("the probe's first report", func(s snapshot) bool { return s.Window.W > 0 })
	scr.xdo(t, "windowfocus", "--sync", a.wid)
	return a
}

// exited reports whether the program has ended.
func (a *app) exited() bool {
	select {
	case <-a.done:
		return true
	default:
		return false
	}
}

// waitExit waits up to d for the program to end and returns its error.
func (a *app) waitExit(d time.Duration) error {
	select {
	case <-a.done:
		return a.err
	case <-time.After(d):
		a.t.Fatalf("the program did not end within %v\n%s", d, a.out.String())
		return nil
	}
}

// snap reads the probe's newest report.
func (a *app) snap() snapshot {
	a.t.Helper()
	var s snapshot
	for i := 0; i < 50; i++ {
		data, err := os.ReadFile(a.probe)
		if err == nil && json.Unmarshal(data, &s) == nil {
			return s
		}
		time.Sleep(20 * time.Millisecond)
	}
	return s
}

// fresh waits for a report made after now: one that has seen what was
// just done.
func (a *app) fresh() snapshot {
	a.t.Helper()
	since := time.Now().Add(150 * time.Millisecond).UnixMilli()
	return a.waitFor("a fresh report", func(s snapshot) bool { return s.Time >= since })
}

// waitTime is how long waitFor waits: a step the program takes in a
// second or two on a quiet machine (a bot's card, a guest's move crossing
// the network), with room for a machine several times slower and busy.
const waitTime = 90 * time.Second

// within waits up to d for a report that satisfies ok, without failing:
// the report and whether it came.
func (a *app) within(d time.Duration, ok func(snapshot) bool) (snapshot, bool) {
	a.t.Helper()
	deadline := time.Now().Add(d)
	for {
		s := a.snap()
		if ok(s) {
			return s, true
		}
		if a.exited() || time.Now().After(deadline) {
			return s, false
		}
		time.Sleep(60 * time.Millisecond)
	}
}

// retryTime is how long a step waits before it does again what got no
// answer: on a busy machine the X server hands the program a quick
// drag's press, moves and release together, and it sees no drag, as a
// person's hand slips; the person then does it again.
const retryTime = 20 * time.Second

// waitFor waits up to waitTime for a report that satisfies ok.
func (a *app) waitFor(what string, ok func(snapshot) bool) snapshot {
	a.t.Helper()
	deadline := time.Now().Add(waitTime)
	for {
		s := a.snap()
		if ok(s) {
			return s
		}
		if a.exited() {
			a.t.Fatalf("waiting for %s: the program ended: %v\n%s", what, a.err, a.out.String())
		}
		if time.Now().After(deadline) {
			a.t.Fatalf("waiting for %s: not within %v; last report: phase %s, my turn %v, %d overlays, texts %v",
				what, waitTime, s.Phase, s.MyTurn, s.Overlays, texts(s))
		}
		time.Sleep(60 * time.Millisecond)
	}
}

// texts lists the texts of a report's buttons and labels (for messages).
func texts(s snapshot) []string {
	var out []string
	for _, o := range s.Objects {
		if o.Kind != "card" && o.Text != "" {
			out = append(out, fmt.Sprintf("%s:%q@%d", o.Kind, o.Text, o.Layer))
		}
	}
	return out
}

// geometry is the window's place and size on the screen, in pixels.
func (a *app) geometry() (x, y, w, h int) {
	a.t.Helper()
	out := a.scr.xdo(a.t, "getwindowgeometry", "--shell", a.wid)
	v := map[string]int{}
	for _, line := range strings.Split(out, "\n") {
		k, val, ok := strings.Cut(line, "=")
		if n, err := strconv.Atoi(val); ok && err == nil {
			v[k] = n
		}
	}
	return v["X"], v["Y"], v["WIDTH"], v["HEIGHT"]
}

// pixel turns a point of the window (Fyne units) into screen pixels.
func (a *app) pixel(s snapshot, fx, fy float32) (int, int) {
	x, y, w, _ := a.geometry()
	scale := s.Scale
	if s.Window.W > 0 {
		scale = float32(w) / s.Window.W
	}
	return x + int(fx*scale+0.5), y + int(fy*scale+0.5)
}

// moveTo moves the real pointer to a point of the window.
func (a *app) moveTo(s snapshot, fx, fy float32) {
	x, y := a.pixel(s, fx, fy)
	a.scr.xdo(a.t, "mousemove", "--sync", strconv.Itoa(x), strconv.Itoa(y))
}

// click clicks the middle of o with the left button.
func (a *app) click(s snapshot, o object) {
	a.t.Helper()
	cx, cy := o.centre()
	a.moveTo(s, cx, cy)
	time.Sleep(60 * time.Millisecond)
	a.scr.xdo(a.t, "click", "1")
}

// doubleClick clicks the middle of o twice.
func (a *app) doubleClick(s snapshot, o object) {
	a.t.Helper()
	cx, cy := o.centre()
	a.moveTo(s, cx, cy)
	time.Sleep(60 * time.Millisecond)
	a.scr.xdo(a.t, "click", "--repeat", "2", "--delay", "90", "1")
}

// drag presses the left button on from, moves the pointer in steps to
// (tx, ty) and releases it there: a person dragging.
func (a *app) drag(s snapshot, from object, tx, ty float32) {
	a.t.Helper()
	fx, fy := from.centre()
	a.moveTo(s, fx, fy)
	time.Sleep(60 * time.Millisecond)
	a.scr.xdo(a.t, "mousedown", "1")
	const steps = 8
	for i := 1; i <= steps; i++ {
		f := float32(i) / steps
		x, y := a.pixel(s, fx+(tx-fx)*f, fy+(ty-fy)*f)
		a.scr.xdo(a.t, "mousemove", strconv.Itoa(x), strconv.Itoa(y))
		time.Sleep(25 * time.Millisecond)
	}
	time.Sleep(60 * time.Millisecond)
	a.scr.xdo(a.t, "mouseup", "1")
}

// key presses keys (xdotool names: "ctrl+z", "g", "comma", "Return").
func (a *app) key(keys ...string) {
	a.t.Helper()
	a.scr.xdo(a.t, append([]string{"key", "--delay", "80"}, keys...)...)
}

// store is the program's store (its config folder).
func (a *app) store() *store.Store { return store.New(filepath.Join(a.config, "cego")) }

// autosave reads the autosaved sitting.
func (a *app) autosave() store.SavedSitting {
	a.t.Helper()
	g, ok, err := a.store().LoadAutosave()
	if err != nil || !ok {
		a.t.Fatalf("autosave: found %v, %v", ok, err)
	}
	return g
}

// menu chooses an item of the window's menu bar with the real mouse:
// a click on the menu's title, then on the item.
func (a *app) menu(title, item string) {
	a.t.Helper()
	s := a.fresh()
	m, ok := s.find("text", title, menuLayer)
	if !ok {
		a.t.Fatalf("no menu %q in the menu bar: %v", title, texts(s))
	}
	a.click(s, m)
	open := func(s snapshot) bool {
		_, ok := s.find("text", item, menuLayer)
		return ok
	}
	if _, ok := a.within(retryTime, open); !ok && !a.menuOpen(a.snap()) {
		a.click(s, m) // the click got no answer: once more
	}
	s = a.waitFor("the menu "+title+" to open", open)
	it, _ := s.find("text", item, menuLayer)
	a.click(s, it)
	a.waitFor("the menu "+title+" to close", func(s snapshot) bool {
		_, ok := s.find("text", item, menuLayer)
		return !ok
	})
}

// menuOpen reports whether a menu of the menu bar shows its entries.
func (a *app) menuOpen(s snapshot) bool {
	for _, o := range s.Objects {
		if o.Layer == menuLayer && o.Y > 40 {
			return true
		}
	}
	return false
}

// finishedDeal writes into config an autosave whose first deal has been
// played to its end by Normal bots in every seat (the person's seat
// among them), so that a start with -resume shows the result panel.
func finishedDeal(t *testing.T, config string, seed uint64) {
	t.Helper()
	m, err := game.NewSitting(game.Rules{}, seed)
	if err != nil {
		t.Fatal(err)
	}
	bot, err := ai.New(ai.Normal, seed)
	if err != nil {
		t.Fatal(err)
	}
	for st := m.State(); st.Phase() != game.Done; st = m.State() {
		v := st.View(st.Turn())
		if err := m.Apply(bot.Choose(v)); err != nil {
			t.Fatal(err)
		}
	}
	meta := store.Meta{HumanSeat: 0, Seats: []store.SeatInfo{{Name: ""}, {Name: "Anna", Bot: "normal"}, {Name: "Sepp", Bot: "normal"}, {Name: "Vreni", Bot: "normal"}}}
	if err := store.New(filepath.Join(config, "cego")).SaveAutosave(meta, m); err != nil {
		t.Fatal(err)
	}
}
