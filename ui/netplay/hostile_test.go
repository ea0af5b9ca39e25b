package netplay

import (
	"bufio"
	"context"
	"crypto/tls"
	"errors"
	"io"
	"net"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/coder/websocket"

	"github.com/cego-spiel/cego/ai"
	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/turnloop"
)

// forgerStats counts the refusals a forging guest received.
type forgerStats struct {
	mu       sync.Mutex
	refused  map[Reason]int
	mismatch []string // refusals whose sentence is not the view's Check
	states   []ConnStatus
	totals   []int
	deals    int
}

// driveGuest plays an in-process guest with a bot. A forger also acts for
// others (when it is not his turn), sends an illegal action before each
// of his own, and repeats his last accepted action.
func driveGuest(c *Client, w *Welcome, bot ai.Bot, forge bool, st *forgerStats) {
	acted := map[[2]int]bool{}
	var last *Act
	expect := map[[2]int]string{} // deal, seq of an illegal act → the view's sentence
	handle := func(u Update) {
		st.mu.Lock()
		st.totals = u.Totals
		st.mu.Unlock()
		if u.View.Phase() == game.Done {
			if !acted[[2]int{u.Deal, -1}] {
				acted[[2]int{u.Deal, -1}] = true
				st.mu.Lock()
				st.deals++
				st.mu.Unlock()
				c.Ready(u.Deal)
			}
			return
		}
		if acted[[2]int{u.Deal, u.Seq}] {
			return
		}
		acted[[2]int{u.Deal, u.Seq}] = true
		if u.Turn != c.Person() {
			if forge && u.Turn >= 0 {
				c.Act(u.Deal, u.Seq, game.Pass) // for the person on turn
			}
			return
		}
		v := u.View
		if forge {
			for a := game.Action(0); int(a) < game.NumActions; a++ {
				if err := v.Check(a); err != nil {
					expect[[2]int{u.Deal, u.Seq}] = err.Error()
					c.Act(u.Deal, u.Seq, a)
					break
				}
			}
		}
		a := bot.Choose(v)
		c.Act(u.Deal, u.Seq, a)
		if forge && last != nil {
			c.Act(last.Deal, last.Seq, game.Action(0)) // a replay of an old step
		}
		last = &Act{Deal: u.Deal, Seq: u.Seq}
	}
	if w.Current != nil {
		handle(*w.Current)
	}
	for {
		select {
		case u, ok := <-c.Updates():
			if !ok {
				for s := range c.States() {
					st.states = append(st.states, s.Status)
				}
				return
			}
			handle(u)
		case rf, ok := <-c.Refusals():
			if !ok {
				continue
			}
			st.mu.Lock()
			st.refused[rf.Reason]++
			if want, ok := expect[[2]int{rf.Deal, rf.Seq}]; ok && rf.Reason == ReasonIllegal && rf.Text != want {
				st.mismatch = append(st.mismatch, rf.Text+" | "+want)
			}
			st.mu.Unlock()
		}
	}
}

// rawHello opens a WebSocket to the table and sends data as its first
// message.
func rawWS(t *testing.T, addr string) *websocket.Conn {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	opts, _ := dialOptions("", nil, new(tlsSeen)) // any certificate: these tests are about the host's defences
	ws, _, err := websocket.Dial(ctx, URL(addr), opts)
	if err != nil {
		t.Fatal(err)
	}
	ws.SetReadLimit(MaxHostMessage)
	t.Cleanup(func() { ws.CloseNow() })
	return ws
}

func rawSend(t *testing.T, ws *websocket.Conn, data string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := ws.Write(ctx, websocket.MessageText, []byte(data)); err != nil {
		t.Fatal(err)
	}
}

// rawRead reads the next message, or the error that ended the connection
// (an error of the 10 s bound itself is a failure: the host must end it).
func rawRead(t *testing.T, ws *websocket.Conn) (Message, error) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	_, data, err := ws.Read(ctx)
	if errors.Is(err, context.DeadlineExceeded) {
		t.Fatal("the host kept a hostile connection open")
	}
	if err != nil {
		return nil, err
	}
	m, err := Decode(data)
	if err != nil {
		t.Fatalf("the host sent %s: %v", data, err)
	}
	return m, nil
}

// wantRefused reads a refusal of reason, then the connection's end.
func wantRefused(t *testing.T, ws *websocket.Conn, reason Reason) *Refused {
	t.Helper()
	m, err := rawRead(t, ws)
	rf, ok := m.(*Refused)
	if err != nil || !ok || rf.Reason != reason {
		t.Fatalf("got %#v, %v; want a refusal %s", m, err, reason)
	}
	for {
		if _, err := rawRead(t, ws); err != nil {
			return rf
		}
	}
}

// TestHostileClients: while a sitting is played, hostile clients try a
// wrong code, another protocol version, a stolen seat or token, an
// oversized message, garbage, a forged seat, a slow handshake and no
// hello, a silent seated guest; a seated guest acts for others, illegally and with replayed
// steps. Each is refused, the honest guest never notices, and the sitting
// ends normally.
func TestHostileClients(t *testing.T) {
	rules := game.Rules{Players: 4}
	h := newTestHost(t, HostConfig{Rules: rules, Kinds: []Kind{KindHost, KindGuest, KindGuest, KindGuest},
		Grace: 200 * time.Millisecond, HelloTimeout: 300 * time.Millisecond, ReadHeaderTimeout: 300 * time.Millisecond,
		ReadTimeout: 2 * time.Second}, nil)
	addr := h.Addr().String()
	var evMu sync.Mutex
	var events []Event
	evDone := make(chan struct{})
	go func() {
		for e := range h.Events() {
			evMu.Lock()
			events = append(events, e)
			evMu.Unlock()
		}
		close(evDone)
	}()
	ctx := context.Background()
	one, two := 1, 2
	honest, hw, err := Dial(ctx, addr, Hello{Code: strings.ToLower(h.Code()), Name: "Honest", Seat: &one})
	if err != nil {
		t.Fatal(err)
	}
	forger, fw, err := Dial(ctx, addr, Hello{Code: h.Code(), Name: "Forger", Seat: &two})
	if err != nil {
		t.Fatal(err)
	}

	// Person 3: a forged seat field in an act, then (back with his token)
	// garbage: disconnected both times; his fallback plays.
	ws := rawWS(t, addr)
	rawSend(t, ws, `{"v":3,"type":"hello","body":{"code":"`+h.Code()+`","name":"Mallory","seat":3}}`)
	m, err := rawRead(t, ws)
	w3, ok := m.(*Welcome)
	if err != nil || !ok || w3.Person != 3 {
		t.Fatalf("hello of person 3: %#v, %v", m, err)
	}
	rawSend(t, ws, `{"v":3,"type":"act","body":{"deal":1,"seq":0,"action":"pass","seat":0}}`)
	wantRefused(t, ws, ReasonBadMessage)
	ws = rawWS(t, addr)
	rawSend(t, ws, `{"v":3,"type":"hello","body":{"code":"`+h.Code()+`","name":"Mallory","token":"`+w3.Token+`"}}`)
	if m, err := rawRead(t, ws); err != nil || m.Type() != TypeWelcome {
		t.Fatalf("person 3 back: %#v, %v", m, err)
	}
	ctxW, cancel := context.WithTimeout(ctx, 5*time.Second)
	ws.Write(ctxW, websocket.MessageBinary, []byte("\x00\xff garbage"))
	cancel()
	wantRefused(t, ws, ReasonBadMessage)
	// Back once more, he says nothing: cut off after ReadTimeout (the
	// host's pings do not keep him).
	ws = rawWS(t, addr)
	rawSend(t, ws, `{"v":3,"type":"hello","body":{"code":"`+h.Code()+`","name":"Mallory","token":"`+w3.Token+`"}}`)
	for {
		m, err := rawRead(t, ws)
		if err != nil {
			break
		}
		if m.Type() != TypeWelcome && m.Type() != TypePing {
			t.Fatalf("a silent guest got %s", m.Type())
		}
	}

	honestSt := &forgerStats{refused: map[Reason]int{}}
	forgerSt := &forgerStats{refused: map[Reason]int{}}
	var drivers sync.WaitGroup
	drivers.Add(2)
	go func() { defer drivers.Done(); driveGuest(honest, hw, bots(t, 4)[1], false, honestSt) }()
	go func() { defer drivers.Done(); driveGuest(forger, fw, bots(t, 4)[2], true, forgerSt) }()

	m0, err := game.NewSitting(rules, testSeed)
	if err != nil {
		t.Fatal(err)
	}
	players := bots(t, 4)
	players[1] = h.Seat(1, mustFallBack{t, 1})
	players[2] = h.Seat(2, mustFallBack{t, 2})
	players[3] = h.Seat(3, bots(t, 4)[3])
	held, attacked := make(chan struct{}), make(chan struct{})
	ref := &turnloop.Headless{Sitting: m0, Net: h, Players: players, Deals: 3, Observe: func(m *game.Sitting) {
		if m.DealNumber() == 2 && len(m.Actions()) == 3 {
			close(held)
			<-attacked // the attacks happen in the middle of deal 2
		}
	}}
	errc := make(chan error, 1)
	go func() { errc <- ref.Run(ctx) }()

	// Wait until the referee is held in deal 2, then attack.
	select {
	case <-held:
	case err := <-errc:
		t.Fatalf("the sitting ended before deal 2: %v", err)
	case <-time.After(30 * time.Second):
		t.Fatal("deal 2 not reached within 30 s")
	}
	attack(t, addr, h.Code(), w3.Token)
	close(attacked)

	if err := <-errc; err != nil {
		t.Fatal(err)
	}
	h.Finish()
	drivers.Wait()
	<-evDone

	if honestSt.refused[ReasonNotYourTurn]+honestSt.refused[ReasonIllegal]+honestSt.refused[ReasonStale] != 0 {
		t.Errorf("the honest guest was refused: %v", honestSt.refused)
	}
	if len(honestSt.states) != 1 || honestSt.states[0] != HostLeft || honestSt.deals != 3 {
		t.Errorf("the honest guest: states %v, %d deals", honestSt.states, honestSt.deals)
	}
	for _, r := range []Reason{ReasonNotYourTurn, ReasonIllegal, ReasonStale} {
		if forgerSt.refused[r] == 0 {
			t.Errorf("the forger was never refused %s: %v", r, forgerSt.refused)
		}
	}
	if len(forgerSt.mismatch) > 0 {
		t.Errorf("refusals not in the table's words: %v", forgerSt.mismatch)
	}
	if forgerSt.deals != 3 || len(forgerSt.states) != 1 {
		t.Errorf("the forger: %d deals, states %v", forgerSt.deals, forgerSt.states)
	}
	want := map[EventKind]map[Reason]bool{EventRefused: {}, EventDropped: {}}
	for _, e := range events {
		if want[e.Kind] != nil {
			want[e.Kind][e.Reason] = true
		}
	}
	for _, r := range []Reason{ReasonBadCode, ReasonGuestNewer, ReasonGuestOlder, ReasonBadToken, ReasonSeatTaken, ReasonBadMessage} {
		if !want[EventRefused][r] {
			t.Errorf("no refusal %s among the host's events", r)
		}
	}
	if !want[EventDropped][ReasonBadMessage] {
		t.Error("person 3 was not dropped")
	}
	t.Logf("the forger's refusals: %v; totals %v", forgerSt.refused, m0.PersonTotals())
}

// attack tries every hostile connection once; each must be refused or
// closed by the host.
func attack(t *testing.T, addr, code, token string) {
	ctx := context.Background()
	one := 1
	for _, c := range []struct {
		hello Hello
		want  Reason
	}{
		{Hello{Code: "WRONG1", Name: "x"}, ReasonBadCode},
		{Hello{Code: code, Name: "x", Token: "ffffffffffffffffffffffffffffffff"}, ReasonBadToken},
		{Hello{Code: code, Name: "x", Seat: &one}, ReasonSeatTaken},
		{Hello{Code: code, Name: "x"}, ReasonTableFull},
	} {
		_, _, err := Dial(ctx, addr, c.hello)
		var re *RefusedError
		if !errors.As(err, &re) || re.Reason != c.want {
			t.Errorf("%+v: %v, want a refusal %s", c.hello, err, c.want)
		}
	}
	// Another protocol, both ways: the guest is told in plain words.
	for v, want := range map[string]Reason{"4": ReasonHostOlder, "0": ReasonHostNewer} {
		ws := rawWS(t, addr)
		rawSend(t, ws, `{"v":`+v+`,"type":"hello","body":{"code":"`+code+`","name":"x","future":true}}`)
		if rf := wantRefused(t, ws, want); rf.Protocol != Protocol {
			t.Errorf("protocol %s: the refusal names protocol %d", v, rf.Protocol)
		}
	}
	// Garbage as a hello.
	ws := rawWS(t, addr)
	rawSend(t, ws, "{{{{")
	wantRefused(t, ws, ReasonBadMessage)
	// An act before the hello.
	ws = rawWS(t, addr)
	rawSend(t, ws, `{"v":3,"type":"act","body":{"deal":2,"seq":3,"action":"pass"}}`)
	wantRefused(t, ws, ReasonNoHello)
	// Oversized: closed as too big (the host may close while the message
	// is still being written).
	ws = rawWS(t, addr)
	ctxW, cancel := context.WithTimeout(ctx, 10*time.Second)
	werr := ws.Write(ctxW, websocket.MessageText, []byte(`{"v":3,"type":"hello","body":{"code":"`+code+`","name":"`+strings.Repeat("x", MaxGuestMessage)+`"}}`))
	cancel()
	if _, err := rawRead(t, ws); err == nil || (werr == nil && websocket.CloseStatus(err) != websocket.StatusMessageTooBig) {
		t.Errorf("oversized hello: written (%v), then %v; want status %d", werr, err, websocket.StatusMessageTooBig)
	}
	// A WebSocket that never says hello is closed after HelloTimeout.
	ws = rawWS(t, addr)
	if _, err := rawRead(t, ws); err == nil {
		t.Error("a silent connection got a message")
	}
	// Garbage bytes instead of TLS: the connection is closed (not left
	// open until a timeout).
	conn, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	conn.Write([]byte("\x16\x03\x01\x00garbage\r\n\r\n"))
	conn.SetReadDeadline(time.Now().Add(10 * time.Second))
	if _, err := io.ReadAll(conn); err != nil {
		t.Errorf("garbage bytes: %v, want the connection closed", err)
	}
	conn.Close()
	// Plain HTTP to the TLS table: answered 400.
	conn, err = net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	conn.Write([]byte("GET " + Path + " HTTP/1.1\r\nHost: x\r\n\r\n"))
	conn.SetReadDeadline(time.Now().Add(10 * time.Second))
	line, _ := bufio.NewReader(conn).ReadString('\n')
	if !strings.HasPrefix(line, "HTTP/1.0 400") {
		t.Errorf("plain HTTP: answered %q", line)
	}
	conn.Close()
	// Slowloris: a header dribbled a byte at a time inside TLS is cut off
	// after ReadHeaderTimeout.
	raw, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	tconn := tls.Client(raw, clientTLS("", new(tlsSeen)))
	if err := tconn.Handshake(); err != nil {
		t.Fatal(err)
	}
	conn = tconn
	defer conn.Close()
	stop := make(chan struct{})
	go func() {
		conn.Write([]byte("GET " + Path + " HTTP/1.1\r\nHost: x\r\n"))
		for {
			select {
			case <-stop:
				return
			case <-time.After(20 * time.Millisecond):
				if _, err := conn.Write([]byte("X")); err != nil {
					return
				}
			}
		}
	}()
	conn.SetReadDeadline(time.Now().Add(10 * time.Second))
	buf := make([]byte, 512)
	for {
		if _, err := conn.Read(buf); err != nil {
			var ne net.Error
			if errors.As(err, &ne) && ne.Timeout() {
				t.Error("a dribbling header was not cut off")
			}
			break
		}
	}
	close(stop)
}
