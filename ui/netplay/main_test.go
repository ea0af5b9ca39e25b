package netplay

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/cego-spiel/cego/ai"
	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/turnloop"
)

// The tests' sitting: four players, bots of this level seeded per person.
const (
	testLevel = ai.Normal
	testSeed  = 11
)

func botSeed(person int) uint64 { return 1000 + uint64(person) }

// TestMain runs a guest process when the test binary is re-run with
// NETPLAY_ROLE=guest (see spawnGuest).
func TestMain(m *testing.M) {
	switch os.Getenv("NETPLAY_ROLE") {
	case "guest":
		os.Exit(guestMain())
	case "chaoshost":
		os.Exit(chaosHostMain())
	case "chaosguest":
		os.Exit(chaosGuestMain())
	case "nathost":
		os.Exit(natHostMain())
	case "natguest":
		os.Exit(natGuestMain())
	}
	os.Exit(m.Run())
}

// guestResult is what a guest process prints at the end: each finished
// deal's settlement per seat as its views showed it, and the totals.
type guestResult struct {
	Scores [][4]int `json:"scores"`
	Totals []int    `json:"totals"`
}

// guestMain is a guest in its own process: it joins the table, lets an ai
// bot choose from its decoded views, presses "next deal" after each deal
// and prints TOKEN, ACT and RESULT lines for the test.
func guestMain() int {
	env := func(k string) string { return os.Getenv("NETPLAY_" + k) }
	seat, _ := strconv.Atoi(env("SEAT"))
	bot, err := ai.New(testLevel, botSeed(seat))
	if err != nil {
		fmt.Println("ERROR", err)
		return 2
	}
	hello := Hello{Code: env("CODE"), Name: "Guest " + env("SEAT"), Token: env("TOKEN"), App: "test"}
	if hello.Token == "" {
		hello.Seat = &seat
	}
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	c, w, err := Dial(ctx, env("ADDR"), hello)
	cancel()
	if err != nil {
		fmt.Println("ERROR", err)
		return 2
	}
	fmt.Printf("TOKEN %s\n", c.Token())
	acted := map[[2]int]bool{}
	var res guestResult
	for _, v := range w.Done {
		res.Scores = append(res.Scores, v.Score())
	}
	handle := func(u Update) {
		res.Totals = u.Totals
		if u.View.Phase() == game.Done {
			if len(res.Scores) == u.Deal-1 {
				res.Scores = append(res.Scores, u.View.Score())
				c.Ready(u.Deal)
			}
			return
		}
		if u.Turn != c.Person() || acted[[2]int{u.Deal, u.Seq}] {
			return
		}
		acted[[2]int{u.Deal, u.Seq}] = true
		a := bot.Choose(u.View)
		if err := c.Act(u.Deal, u.Seq, a); err != nil {
			fmt.Println("ACTERROR", err)
			return
		}
		fmt.Printf("ACT %d %d %s\n", u.Deal, u.Seq, u.View.Phase())
	}
	if w.Current != nil {
		handle(*w.Current)
	}
	for u := range c.Updates() {
		handle(u)
	}
	for st := range c.States() {
		if st.Status == HostLeft && st.Reason == ReasonSittingOver {
			data, _ := json.Marshal(res)
			fmt.Printf("RESULT %s\n", data)
			return 0
		}
	}
	fmt.Println("ERROR the table ended without the sitting being over")
	return 3
}

// guestProc is a guest process and the lines it prints.
type guestProc struct {
	cmd    *exec.Cmd
	lines  chan string
	stderr bytes.Buffer
}

// spawnGuest starts a guest process for seat (with its token to come
// back).
func spawnGuest(t *testing.T, addr, code string, seat int, token string) *guestProc {
	t.Helper()
	g := &guestProc{lines: make(chan string, 10000)}
	g.cmd = exec.Command(os.Args[0], "-test.run=^$")
	g.cmd.Env = append(os.Environ(), "NETPLAY_ROLE=guest", "NETPLAY_ADDR="+addr, "NETPLAY_CODE="+code,
		"NETPLAY_SEAT="+strconv.Itoa(seat), "NETPLAY_TOKEN="+token)
	g.cmd.Stderr = &g.stderr
	out, err := g.cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := g.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	go func() {
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			g.lines <- sc.Text()
		}
		close(g.lines)
	}()
	t.Cleanup(func() {
		g.cmd.Process.Kill()
		g.cmd.Wait()
	})
	return g
}

// line waits for the guest's next line starting with prefix (skipping
// others) and returns the rest; ok false when the guest ended first.
func (g *guestProc) line(prefix string) (string, bool) {
	for l := range g.lines {
		if rest, ok := strings.CutPrefix(l, prefix+" "); ok {
			return rest, true
		}
	}
	return "", false
}

// result waits for the guest's RESULT line.
func (g *guestProc) result(t *testing.T) guestResult {
	t.Helper()
	data, ok := g.line("RESULT")
	if !ok {
		g.cmd.Wait()
		t.Fatalf("guest ended without a result: %s", g.stderr.String())
	}
	var r guestResult
	if err := json.Unmarshal([]byte(data), &r); err != nil {
		t.Fatal(err)
	}
	return r
}

// bots returns a seeded ai bot for every person.
func bots(t *testing.T, n int) []ai.Bot {
	out := make([]ai.Bot, n)
	for i := range out {
		b, err := ai.New(testLevel, botSeed(i))
		if err != nil {
			t.Fatal(err)
		}
		out[i] = b
	}
	return out
}

// playLocal plays the sitting in one process with the same bots.
func playLocal(t *testing.T, rules game.Rules, deals int) *game.Sitting {
	m, err := game.NewSitting(rules, testSeed)
	if err != nil {
		t.Fatal(err)
	}
	local := &turnloop.Headless{Sitting: m, Players: bots(t, m.People()), Deals: deals}
	if err := local.Run(context.Background()); err != nil {
		t.Fatal(err)
	}
	return m
}

// mustFallBack is a guest's fallback that must not be needed.
type mustFallBack struct {
	t      *testing.T
	person int
}

func (f mustFallBack) Choose(v game.View) game.Action {
	f.t.Errorf("the fallback of person %d was asked", f.person)
	return v.Legal()[0]
}

// countingBot counts its decisions.
type countingBot struct {
	mu  sync.Mutex
	n   int
	bot ai.Bot
}

func (c *countingBot) Choose(v game.View) game.Action {
	c.mu.Lock()
	c.n++
	c.mu.Unlock()
	return c.bot.Choose(v)
}

func (c *countingBot) count() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.n
}

// newTestHost starts a host on a loopback port.
func newTestHost(t *testing.T, cfg HostConfig, tap func(int, []byte)) *Host {
	t.Helper()
	cfg.Addr = "127.0.0.1:0"
	if cfg.Names == nil {
		for i := range cfg.Kinds {
			cfg.Names = append(cfg.Names, fmt.Sprintf("P%d", i))
		}
	}
	h, err := NewHost(cfg)
	if err != nil {
		t.Fatal(err)
	}
	h.tap = tap
	if err := h.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.Close() })
	return h
}

// waitEvent reads the host's events until it has seen one of kind for
// each of the persons (in any order).
func waitEvent(t *testing.T, h *Host, kind EventKind, persons ...int) {
	t.Helper()
	missing := map[int]bool{}
	for _, p := range persons {
		missing[p] = true
	}
	timeout := time.After(30 * time.Second)
	for len(missing) > 0 {
		select {
		case e, ok := <-h.Events():
			if !ok {
				t.Fatalf("events closed before %v of persons %v", kind, missing)
			}
			if e.Kind == kind {
				delete(missing, e.Person)
			}
		case <-timeout:
			t.Fatalf("no %v of persons %v within 30 s", kind, missing)
		}
	}
}
