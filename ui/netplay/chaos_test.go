package netplay

import (
	"bufio"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/cego-spiel/cego/ai"
	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/turnloop"
)

// The chaos test: a host and three guests, each a process of its own,
// play a sitting through a relay that cuts every connection at random
// moments; one guest and the host are each killed and started again once
// (the host from its saved state: the sitting, the code and the seats'
// tokens). Every decision is the first legal action of the view — whoever
// makes it (the guest, or the host's bot for a guest away too long) — so
// the sitting must equal the same actions applied in one process.
// -chaos.long (make test-net-long) plays more deals with 200 cuts.

var chaosLong = flag.Bool("chaos.long", false, "the long chaos test: 200 cuts")

const chaosSeed = 77

// firstLegal chooses the first legal action of a view.
type firstLegal struct{}

func (firstLegal) Choose(v game.View) game.Action { return v.Legal()[0] }

// chaosState is what the chaos host saves after every action.
type chaosState struct {
	Sitting *game.Sitting `json:"sitting"`
	Code    string        `json:"code"`
	Tokens  []string      `json:"tokens"`
	// the table's certificate (PEM), kept like the program keeps it
	Cert []byte `json:"cert"`
	Key  []byte `json:"key"`
}

// chaosHostMain is the host process: it resumes from NETPLAY_STATE when
// the file exists, prints ADDR and CODE, plays NETPLAY_DEALS deals and
// prints FINISHED.
func chaosHostMain() int {
	path := os.Getenv("NETPLAY_STATE")
	deals, _ := strconv.Atoi(os.Getenv("NETPLAY_DEALS"))
	rules := game.Rules{Players: 4}
	kinds := []Kind{KindHost, KindGuest, KindGuest, KindGuest}
	st := chaosState{}
	if data, err := os.ReadFile(path); err == nil {
		if err := json.Unmarshal(data, &st); err != nil {
			fmt.Println("ERROR", err)
			return 2
		}
	} else {
		m, err := game.NewSitting(rules, chaosSeed)
		if err != nil {
			fmt.Println("ERROR", err)
			return 2
		}
		st.Sitting = m
		cert, err := NewCertificate()
		if err == nil {
			st.Cert, st.Key, err = EncodeCertificate(cert)
		}
		if err != nil {
			fmt.Println("ERROR", err)
			return 2
		}
	}
	cert, err := DecodeCertificate(st.Cert, st.Key)
	if err != nil {
		fmt.Println("ERROR", err)
		return 2
	}
	h, err := NewHost(HostConfig{Rules: rules, Kinds: kinds, Names: []string{"H", "A", "B", "C"}, Addr: "127.0.0.1:0",
		Code: st.Code, Tokens: st.Tokens, Grace: time.Second, ReadTimeout: 3 * time.Second, Certificate: &cert})
	if err != nil {
		fmt.Println("ERROR", err)
		return 2
	}
	if err := h.Start(); err != nil {
		fmt.Println("ERROR", err)
		return 2
	}
	var mu sync.Mutex
	save := func() {
		mu.Lock()
		defer mu.Unlock()
		data, err := json.Marshal(chaosState{Sitting: st.Sitting, Code: h.Code(), Tokens: h.Tokens(), Cert: st.Cert, Key: st.Key})
		if err == nil {
			tmp := path + ".tmp"
			if err = os.WriteFile(tmp, data, 0o600); err == nil {
				err = os.Rename(tmp, path)
			}
		}
		if err != nil {
			fmt.Println("ERROR", err)
		}
	}
	go func() {
		for e := range h.Events() {
			if e.Kind == EventJoined {
				save()
			}
		}
	}()
	fmt.Printf("ADDR %s\nCODE %s\nFP %s\n", h.Addr(), h.Code(), h.Fingerprint())
	players := []ai.Bot{firstLegal{}, h.Seat(1, firstLegal{}), h.Seat(2, firstLegal{}), h.Seat(3, firstLegal{})}
	ref := &turnloop.Headless{Sitting: st.Sitting, Net: h, Players: players, Deals: deals, Observe: func(*game.Sitting) {
		save()
		time.Sleep(10 * time.Millisecond) // the pace of the sitting: the chaos happens during it
	}}
	if err := ref.Run(context.Background()); err != nil {
		fmt.Println("ERROR", err)
		return 2
	}
	save()
	h.Finish()
	fmt.Println("FINISHED")
	return 0
}

// chaosGuestMain is a guest process: it sits down at NETPLAY_SEAT (or
// comes back with NETPLAY_TOKEN), prints TOKEN, acts on every update
// where it is to act, asks for every next deal, and prints DONE with its
// person when the sitting is over.
func chaosGuestMain() int {
	reconnectFirst, reconnectMax, reconnectTries = 50*time.Millisecond, 300*time.Millisecond, 2000
	env := func(k string) string { return os.Getenv("NETPLAY_" + k) }
	seat, _ := strconv.Atoi(env("SEAT"))
	hello := Hello{Code: env("CODE"), Name: "G" + env("SEAT"), Token: env("TOKEN")}
	if hello.Token == "" {
		hello.Seat = &seat
	}
	var c *Client
	var w *Welcome
	var err error
	for try := 0; ; try++ { // the host may be away at the start
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		c, w, err = DialPinned(ctx, env("ADDR"), env("FP"), hello)
		cancel()
		if err == nil {
			break
		}
		if _, refused := err.(*RefusedError); refused || try == 200 {
			fmt.Println("ERROR", err)
			return 2
		}
		time.Sleep(100 * time.Millisecond)
	}
	fmt.Printf("TOKEN %s\n", c.Token())
	handle := func(u Update) {
		if u.View.Phase() == game.Done {
			c.Ready(u.Deal)
			return
		}
		if u.Turn == c.Person() {
			c.Act(u.Deal, u.Seq, u.View.Legal()[0])
		}
	}
	if w.Current != nil {
		handle(*w.Current)
	}
	for {
		select {
		case u, ok := <-c.Updates():
			if ok {
				handle(u)
			}
		case s, ok := <-c.States():
			if !ok {
				fmt.Println("ERROR the client stopped")
				return 3
			}
			switch s.Status {
			case HostLeft:
				if s.Reason == ReasonSittingOver {
					fmt.Printf("DONE %d\n", c.Person())
					return 0
				}
				fmt.Println("ERROR the host left:", s.Reason)
				return 3
			case Lost:
				fmt.Println("ERROR lost:", s.Reason, s.Err)
				return 3
			}
		}
	}
}

// proc is a chaos process and its lines.
type proc struct {
	cmd   *exec.Cmd
	lines chan string
	seen  map[string]string // prefix → rest, of the lines read so far
}

func startProc(t *testing.T, env ...string) *proc {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), env...)
	return runProc(t, cmd)
}

// runProc starts cmd as a process whose lines the test reads.
func runProc(t *testing.T, cmd *exec.Cmd) *proc {
	t.Helper()
	p := &proc{cmd: cmd, lines: make(chan string, 1000), seen: map[string]string{}}
	out, err := p.cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	p.cmd.Stderr = os.Stderr
	if err := p.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	go func() {
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			p.lines <- sc.Text()
		}
		close(p.lines)
	}()
	t.Cleanup(p.kill)
	return p
}

// take records a line; an ERROR line fails the test.
func (p *proc) take(t *testing.T, l string) {
	t.Helper()
	if strings.HasPrefix(l, "ERROR") {
		t.Fatalf("a process: %s", l)
	}
	k, v, _ := strings.Cut(l, " ")
	p.seen[k] = v
}

// has reads the lines there are and reports whether one of kind came.
func (p *proc) has(t *testing.T, kind string) bool {
	t.Helper()
	for {
		select {
		case l, ok := <-p.lines:
			if !ok {
				_, seen := p.seen[kind]
				return seen
			}
			p.take(t, l)
			continue
		default:
		}
		_, seen := p.seen[kind]
		return seen
	}
}

// want waits for a line of kind and returns the rest of it.
func (p *proc) want(t *testing.T, kind string, timeout time.Duration) string {
	t.Helper()
	deadline := time.After(timeout)
	for {
		if v, ok := p.seen[kind]; ok {
			return v
		}
		select {
		case l, ok := <-p.lines:
			if !ok {
				t.Fatalf("the process ended before %s", kind)
			}
			p.take(t, l)
		case <-deadline:
			t.Fatalf("no %s within %v", kind, timeout)
		}
	}
}

func (p *proc) kill() {
	p.cmd.Process.Kill()
	p.cmd.Wait()
}

// TestChaos: see the top of the file.
func TestChaos(t *testing.T) {
	if testing.Short() && !*chaosLong {
		t.Skip("the chaos test runs in the full (not -short) run")
	}
	deals, cuts := 3, 40
	if *chaosLong {
		deals, cuts = 12, 200
	}
	seed := uint64(time.Now().UnixNano())
	rng := rand.New(rand.NewPCG(seed, 1))
	state := filepath.Join(t.TempDir(), "state.json")
	hostEnv := []string{"NETPLAY_ROLE=chaoshost", "NETPLAY_STATE=" + state, "NETPLAY_DEALS=" + strconv.Itoa(deals)}
	host := startProc(t, hostEnv...)
	addr := host.want(t, "ADDR", 30*time.Second)
	code := host.want(t, "CODE", 5*time.Second)
	fp := host.want(t, "FP", 5*time.Second)
	r := newRelay(t, addr)
	guestEnv := func(seat int, token string) []string {
		return []string{"NETPLAY_ROLE=chaosguest", "NETPLAY_ADDR=" + r.Addr(), "NETPLAY_CODE=" + code, "NETPLAY_FP=" + fp,
			"NETPLAY_SEAT=" + strconv.Itoa(seat), "NETPLAY_TOKEN=" + token}
	}
	guests := make([]*proc, 4)
	tokens := make([]string, 4)
	for seat := 1; seat <= 3; seat++ {
		guests[seat] = startProc(t, guestEnv(seat, "")...)
		tokens[seat] = guests[seat].want(t, "TOKEN", 30*time.Second)
	}
	// the chaos: cuts at random moments while the sitting goes on; at the
	// 4th the guest of seat 2 is killed and started again with his token,
	// at the 8th the host is killed and started again from its state
	start := time.Now()
	done, killed := 0, 0
	for i := 1; i <= cuts && !host.has(t, "FINISHED"); i++ {
		time.Sleep(time.Duration(20+rng.IntN(120)) * time.Millisecond)
		r.Cut()
		done++
		switch i {
		case 4:
			guests[2].kill()
			guests[2] = startProc(t, guestEnv(2, tokens[2])...)
			killed++
		case 8:
			host.kill()
			host = startProc(t, hostEnv...)
			r.Retarget(host.want(t, "ADDR", 30*time.Second))
			if c := host.want(t, "CODE", 5*time.Second); c != code {
				t.Fatalf("the host came back with code %s, not %s", c, code)
			}
			if f := host.want(t, "FP", 5*time.Second); f != fp {
				t.Fatalf("the host came back with certificate %s, not %s", f, fp)
			}
			killed++
		}
	}
	host.want(t, "FINISHED", 3*time.Minute)
	took := time.Since(start)
	if killed != 2 {
		t.Fatalf("the sitting ended after %d cuts, before both kills", done)
	}
	for seat := 1; seat <= 3; seat++ {
		if p := guests[seat].want(t, "DONE", time.Minute); p != strconv.Itoa(seat) {
			t.Errorf("the guest of seat %d ended as person %s", seat, p)
		}
	}
	data, err := os.ReadFile(state)
	if err != nil {
		t.Fatal(err)
	}
	var st chaosState
	if err := json.Unmarshal(data, &st); err != nil {
		t.Fatal(err)
	}
	local, err := game.NewSitting(game.Rules{Players: 4}, chaosSeed)
	if err != nil {
		t.Fatal(err)
	}
	for {
		s := local.State()
		if s.Phase() == game.Done {
			if local.DealNumber() >= deals {
				break
			}
			if err := local.NextDeal(); err != nil {
				t.Fatal(err)
			}
			continue
		}
		if err := local.Apply(firstLegal{}.Choose(local.View(s.Turn()))); err != nil {
			t.Fatal(err)
		}
	}
	got, _ := json.Marshal(st.Sitting)
	want, _ := json.Marshal(local)
	if string(got) != string(want) {
		t.Errorf("the sitting after the chaos\n%s\ndiffers from the one played in one process\n%s", got, want)
	}
	t.Logf("%d deals, %d cuts, a guest and the host killed and started again, in %v (seed %d); totals %v", deals, done, took, seed, local.PersonTotals())
}
