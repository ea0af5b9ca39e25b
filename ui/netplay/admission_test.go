package netplay

import (
	"context"
	"net"
	"net/http"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/coder/websocket"

	"github.com/cego-spiel/cego/game"
)

// dialFrom opens a WebSocket to the table from local address ip (any
// address of 127.0.0.0/8 is this machine's loopback), with header.
func dialFrom(ctx context.Context, addr, ip string, header http.Header) (*websocket.Conn, error) {
	d := &net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(ip)}}
	ws, _, err := websocket.Dial(ctx, URL(addr), &websocket.DialOptions{HTTPHeader: header,
		HTTPClient: &http.Client{Transport: &http.Transport{DialContext: d.DialContext, TLSClientConfig: clientTLS("", new(tlsSeen))}}})
	if err == nil {
		ws.SetReadLimit(MaxHostMessage)
	}
	return ws, err
}

// helloFrom says hello from ip and returns the host's answer.
func helloFrom(t *testing.T, addr, ip string, hello Hello, header http.Header) (Message, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	ws, err := dialFrom(ctx, addr, ip, header)
	if err != nil {
		return nil, err
	}
	defer ws.CloseNow()
	data, _ := Encode(&hello)
	if err := ws.Write(ctx, websocket.MessageText, data); err != nil {
		return nil, err
	}
	_, data, err = ws.Read(ctx)
	if err != nil {
		return nil, err
	}
	return Decode(data)
}

// silentFlood keeps n WebSockets per address of ips open without a hello,
// opening a new one whenever the host closes one (or refuses it), until
// stop; it counts the connections opened.
func silentFlood(addr string, ips []string, n int, stop chan struct{}, opened *atomic.Int64) *sync.WaitGroup {
	var wg sync.WaitGroup
	for _, ip := range ips {
		for range n {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for {
					select {
					case <-stop:
						return
					default:
					}
					ctx, cancel := context.WithCancel(context.Background())
					go func() {
						select {
						case <-stop:
						case <-ctx.Done():
						}
						cancel()
					}()
					ws, err := dialFrom(ctx, addr, ip, nil)
					if err != nil {
						// refused (busy): again soon — not at once, as each
						// try is a TLS handshake, whose cost on a two-core
						// machine is not what this flood tests
						cancel()
						time.Sleep(100 * time.Millisecond)
						continue
					}
					opened.Add(1)
					ws.Read(ctx) // silent until the host closes it
					ws.CloseNow()
					cancel()
				}
			}()
		}
	}
	return &wg
}

// TestSilentConnectionsDoNotLockTheTable: forty silent WebSockets from one
// address, kept open as the host closes them, take that address's four
// handshake slots only: a newcomer with the code from another address and
// a guest with his token from the same address sit down at once. Then
// forty from ten addresses fill every stranger's slot: the guest with his
// token still sits down at once. Each honest delay is measured.
func TestSilentConnectionsDoNotLockTheTable(t *testing.T) {
	h := newTestHost(t, HostConfig{Rules: game.Rules{Players: 4}, Kinds: []Kind{KindHost, KindGuest, KindGuest, KindGuest},
		Grace: time.Minute}, nil) // silent connections stay the whole HelloTimeout (5 s)
	go func() {
		for range h.Events() {
		}
	}()
	addr := h.Addr().String()
	ctx := context.Background()
	one := 1
	c, _, err := Dial(ctx, addr, Hello{Code: h.Code(), Name: "Anna", Seat: &one})
	if err != nil {
		t.Fatal(err)
	}
	token, fp := c.Token(), c.Fingerprint()
	c.Close() // Anna steps away; her token keeps her seat
	if fp != h.Fingerprint() {
		t.Fatalf("the code exchange pinned %q, the table's certificate is %q", fp, h.Fingerprint())
	}

	var opened atomic.Int64
	stop := make(chan struct{})
	flood := silentFlood(addr, []string{"127.0.0.1"}, 40, stop, &opened)
	time.Sleep(500 * time.Millisecond) // the flood is at full strength
	start := time.Now()
	m, err := helloFrom(t, addr, "127.0.0.2", Hello{Code: h.Code(), Name: "Bert"}, nil)
	newcomer := time.Since(start)
	if w, ok := m.(*Welcome); err != nil || !ok {
		t.Fatalf("a newcomer from another address: %#v, %v", m, err)
	} else if w.Person != 2 {
		t.Errorf("the newcomer sat at %d", w.Person)
	}
	start = time.Now()
	back, _, err := DialPinned(ctx, addr, fp, Hello{Code: h.Code(), Name: "Anna", Token: token})
	holder := time.Since(start)
	if err != nil {
		t.Fatalf("a guest with his token from the flooding address: %v", err)
	}
	back.Close()
	// a stranger from the flooding address finds its slots taken
	if _, err := helloFrom(t, addr, "127.0.0.1", Hello{Code: h.Code(), Name: "x"}, nil); err == nil {
		t.Error("a fifth handshake from the flooding address was let in")
	}
	close(stop)
	flood.Wait()
	one1 := opened.Load()

	stop = make(chan struct{})
	var ips []string
	for i := 10; i < 20; i++ {
		ips = append(ips, "127.0.0."+itoa(i))
	}
	flood = silentFlood(addr, ips, 4, stop, &opened)
	// the flood is at full strength (its TLS handshakes take a moment on
	// a slow machine)
	full := 0
	for deadline := time.Now().Add(20 * time.Second); full != maxPending && time.Now().Before(deadline); {
		time.Sleep(50 * time.Millisecond)
		h.mu.Lock()
		full = h.adm.pending
		h.mu.Unlock()
	}
	if full != maxPending {
		t.Errorf("%d of %d strangers' slots taken by the flood from ten addresses", full, maxPending)
	}
	if _, err := helloFrom(t, addr, "127.0.0.3", Hello{Code: h.Code(), Name: "y"}, nil); err == nil {
		t.Error("a stranger was let in while every slot was taken")
	}
	start = time.Now()
	back, _, err = DialPinned(ctx, addr, fp, Hello{Code: h.Code(), Name: "Anna", Token: token})
	holder2 := time.Since(start)
	if err != nil {
		t.Fatalf("a guest with his token while every stranger's slot is taken: %v", err)
	}
	back.Close()
	close(stop)
	flood.Wait()
	// a silent connection holds its slot a HelloTimeout (5 s): an honest
	// guest sits down well before one ends (about 0.1 s here; 2 s under
	// the race detector on a loaded machine, the TLS handshakes beside
	// the flood's)
	for _, d := range []time.Duration{newcomer, holder, holder2} {
		if d >= DefaultHelloTimeout {
			t.Errorf("an honest guest waited %v", d)
		}
	}
	t.Logf("flood: %d silent connections from one address, then %d from ten; the newcomer waited %v, the token holder %v and %v",
		one1, opened.Load()-one1, newcomer, holder, holder2)
}

// TestCodeTriesLimited: hellos without a valid token (a wrong code, a
// made-up token) from one address are limited to codeBurst, then one per
// codeEvery; another address and a token holder are not affected.
func TestCodeTriesLimited(t *testing.T) {
	h := newTestHost(t, HostConfig{Rules: game.Rules{Players: 4}, Kinds: []Kind{KindHost, KindGuest, KindGuest, KindGuest}, Grace: time.Minute}, nil)
	go func() {
		for range h.Events() {
		}
	}()
	addr := h.Addr().String()
	m, err := helloFrom(t, addr, "127.0.0.5", Hello{Code: h.Code(), Name: "Anna"}, nil)
	w, ok := m.(*Welcome)
	if err != nil || !ok {
		t.Fatalf("Anna: %#v, %v", m, err)
	}
	start := time.Now()
	wrong := 0
	for {
		hello, want := Hello{Code: "WRONG1", Name: "x"}, ReasonBadCode
		if wrong >= 3 { // faster: a wrong code is answered after a pause
			hello, want = Hello{Code: h.Code(), Name: "x", Token: "ffffffffffffffffffffffffffffffff"}, ReasonBadToken
		}
		m, err := helloFrom(t, addr, "127.0.0.4", hello, nil)
		rf, ok := m.(*Refused)
		if err != nil || !ok {
			t.Fatalf("try %d: %#v, %v", wrong+1, m, err)
		}
		if rf.Reason == ReasonBusy {
			break
		}
		if rf.Reason != want {
			t.Fatalf("try %d refused %s", wrong+1, rf.Reason)
		}
		wrong++
		if wrong > 2*codeBurst {
			t.Fatal("the tries are not limited")
		}
	}
	took := time.Since(start)
	if wrong < codeBurst-1 || wrong > codeBurst+int(took/codeEvery)+1 {
		t.Errorf("%d wrong codes in %v before the limit; want about %d", wrong, took, codeBurst)
	}
	// now even the right code is refused from that address…
	if m, _ := helloFrom(t, addr, "127.0.0.4", Hello{Code: h.Code(), Name: "x"}, nil); m == nil || m.Type() != TypeRefused {
		t.Errorf("the right code after the limit: %#v", m)
	}
	// …but not from another, nor with a token (in the header or not)
	if m, err := helloFrom(t, addr, "127.0.0.6", Hello{Code: h.Code(), Name: "Bert"}, nil); err != nil || m.Type() != TypeWelcome {
		t.Errorf("another address: %#v, %v", m, err)
	}
	for _, hdr := range []http.Header{nil, {TokenHeader: {w.Token}}} {
		if m, err := helloFrom(t, addr, "127.0.0.4", Hello{Code: h.Code(), Name: "Anna", Token: w.Token}, hdr); err != nil || m.Type() != TypeWelcome {
			t.Errorf("the token holder (header %v): %#v, %v", hdr, m, err)
		}
	}
	// a token in the header that the hello does not carry is refused
	if m, _ := helloFrom(t, addr, "127.0.0.7", Hello{Code: h.Code(), Name: "x"}, http.Header{TokenHeader: {w.Token}}); m == nil || m.(*Refused).Reason != ReasonBadToken {
		t.Errorf("a header token without it in the hello: %#v", m)
	}
	// one try comes back per codeEvery
	time.Sleep(codeEvery + 100*time.Millisecond)
	if m, _ := helloFrom(t, addr, "127.0.0.4", Hello{Code: "WRONG1", Name: "x"}, nil); m == nil || m.(*Refused).Reason != ReasonBadCode {
		t.Errorf("after %v: %#v", codeEvery, m)
	}
	t.Logf("%d tries in %v, then refused as busy", wrong, took)
}

func itoa(i int) string {
	if i < 10 {
		return string(rune('0' + i))
	}
	return itoa(i/10) + string(rune('0'+i%10))
}
