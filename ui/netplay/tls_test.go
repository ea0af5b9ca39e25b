package netplay

import (
	"bytes"
	"context"
	"errors"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/turnloop"
)

// TestWrongFingerprintIsRefused: a guest whose invitation names another
// certificate refuses the table before sending anything, with the
// sentence the window shows; the right fingerprint joins.
func TestWrongFingerprintIsRefused(t *testing.T) {
	h := newTestHost(t, HostConfig{Rules: game.Rules{Players: 3}, Kinds: []Kind{KindHost, KindGuest, KindGuest}}, nil)
	addr := h.Addr().String()
	ctx := context.Background()
	other, err := NewCertificate()
	if err != nil {
		t.Fatal(err)
	}
	_, _, err = DialPinned(ctx, addr, CertFingerprint(other), Hello{Code: h.Code(), Name: "Anna"})
	if !errors.Is(err, ErrWrongCertificate) || !strings.Contains(err.Error(), "not the one in the invitation") {
		t.Fatalf("a wrong fingerprint: %v, want ErrWrongCertificate", err)
	}
	if _, _, err := DialPinned(ctx, addr, "abc", Hello{Code: h.Code(), Name: "Anna"}); err == nil || !strings.Contains(err.Error(), "64 hex digits") {
		t.Errorf("a malformed fingerprint: %v", err)
	}
	if h.FreeSeats() != 2 {
		t.Errorf("%d free seats after the refusals, want 2", h.FreeSeats())
	}
	c, _, err := DialPinned(ctx, addr, strings.ToUpper(h.Fingerprint()), Hello{Code: h.Code(), Name: "Anna"})
	if err != nil {
		t.Fatalf("the right fingerprint: %v", err)
	}
	defer c.Close()
	if c.Fingerprint() != h.Fingerprint() {
		t.Errorf("pinned %q, the table's is %q", c.Fingerprint(), h.Fingerprint())
	}
}

// TestManInTheMiddleIsRefused: a relay that ends the guest's TLS with a
// certificate of its own and opens its own TLS to the table. A guest with
// an invitation refuses it (ErrWrongCertificate); a guest with a typed
// code is refused too — his proof of the code does not hold on the
// table's connection — and the code never crosses the relay, which sees
// every byte in plain text. Nobody sits down.
func TestManInTheMiddleIsRefused(t *testing.T) {
	h := newTestHost(t, HostConfig{Rules: game.Rules{Players: 3}, Kinds: []Kind{KindHost, KindGuest, KindGuest}}, nil)
	mitm, err := NewCertificate()
	if err != nil {
		t.Fatal(err)
	}
	seen := &recorder{}
	r := newRelayWith(t, h.Addr().String(), seen, &mitm)
	ctx := context.Background()
	_, _, err = DialPinned(ctx, r.Addr(), h.Fingerprint(), Hello{Code: h.Code(), Name: "Anna"})
	if !errors.Is(err, ErrWrongCertificate) {
		t.Errorf("a guest with the invitation through a man in the middle: %v, want ErrWrongCertificate", err)
	}
	_, _, err = Dial(ctx, r.Addr(), Hello{Code: h.Code(), Name: "Anna"})
	var re *RefusedError
	if !errors.As(err, &re) || re.Reason != ReasonBadCode {
		t.Errorf("a guest with the typed code through a man in the middle: %v, want a refusal %s", err, ReasonBadCode)
	}
	plain := seen.bytes()
	if !bytes.Contains(plain, []byte(`"type":"key"`)) {
		t.Fatalf("the man in the middle did not see the exchange in plain text: %q", plain)
	}
	for _, secret := range []string{h.Code(), "Anna"} {
		if bytes.Contains(plain, []byte(secret)) {
			t.Errorf("the man in the middle saw %q", secret)
		}
	}
	if h.FreeSeats() != 2 {
		t.Errorf("%d free seats, want 2: someone sat down through the man in the middle", h.FreeSeats())
	}
}

// wireTap keeps the plain text of every message the host sent a guest.
type wireTap struct {
	mu   sync.Mutex
	msgs [][]byte
}

func (w *wireTap) tap(_ int, data []byte) {
	w.mu.Lock()
	w.msgs = append(w.msgs, bytes.Clone(data))
	w.mu.Unlock()
}

// viewStrings matches a hand or an action as a message carries it.
var viewStrings = regexp.MustCompile(`"(hand|action|calls)":"[^"]{2,}"`)

// TestPassiveListenerSeesNothing: a listener on the path of two guests —
// one joined by invitation (pinned), one by typed code (the code
// exchange) — records every byte both ways over a whole deal, with a cut
// in the middle after which both come back with their tokens. The
// recording holds no code, no token, no name, no message type and no
// hand, call or card played as the messages carry them (each of which
// the plain text does hold).
func TestPassiveListenerSeesNothing(t *testing.T) {
	rules := game.Rules{Players: 4}
	names := []string{"Xaverius", "Annalisa", "Bertolt", "Crescentia"}
	plain := &wireTap{}
	h := newTestHost(t, HostConfig{Rules: rules, Names: names, Kinds: []Kind{KindHost, KindGuest, KindGuest, KindBot}, Grace: time.Minute}, plain.tap)
	wire := &recorder{}
	r := newRelayWith(t, h.Addr().String(), wire, nil)
	ctx := context.Background()
	one, two := 1, 2
	a, aw, err := DialPinned(ctx, r.Addr(), h.Fingerprint(), Hello{Code: h.Code(), Name: names[1], Seat: &one})
	if err != nil {
		t.Fatal(err)
	}
	b, bw, err := Dial(ctx, r.Addr(), Hello{Code: h.Code(), Name: names[2], Seat: &two})
	if err != nil {
		t.Fatal(err)
	}
	var drivers sync.WaitGroup
	for i, c := range []*Client{a, b} {
		w := []*Welcome{aw, bw}[i]
		drivers.Add(1)
		go func() {
			defer drivers.Done()
			driveGuest(c, w, bots(t, 4)[w.Person], false, &forgerStats{refused: map[Reason]int{}})
		}()
	}
	m, err := game.NewSittingFromDeck(rules, 3, NewDeck(rules), NewSeed())
	if err != nil {
		t.Fatal(err)
	}
	players := bots(t, 4)
	for p := 1; p <= 2; p++ {
		players[p] = h.Seat(p, mustFallBack{t, p})
	}
	cut := false
	ref := &turnloop.Headless{Sitting: m, Net: h, Players: players, Deals: 1, Observe: func(m *game.Sitting) {
		if len(m.Actions()) == 8 && !cut {
			cut = true
			r.Cut() // both come back with their tokens, past the listener
		}
	}}
	rctx, cancel := context.WithTimeout(ctx, time.Minute)
	defer cancel()
	if err := ref.Run(rctx); err != nil {
		t.Fatal(err)
	}
	tokens := []string{a.Token(), b.Token()}
	h.Finish()
	drivers.Wait()
	if !cut || r.cuts == 0 {
		t.Fatal("the deal was too short to cut")
	}

	plain.mu.Lock()
	text := bytes.Join(plain.msgs, nil)
	plain.mu.Unlock()
	secrets := map[string]string{"code": h.Code(), "the welcome": `"type":"welcome"`, "an update": `"type":"update"`}
	for i, tok := range tokens {
		secrets["token "+itoa(i)] = tok
	}
	for _, n := range names {
		secrets["name "+n] = n
	}
	for _, s := range viewStrings.FindAllString(string(text), -1) {
		secrets["view "+s] = s
	}
	if len(secrets) < 20 {
		t.Fatalf("only %d secrets to look for", len(secrets))
	}
	got := wire.bytes()
	if len(got) < len(text) {
		t.Fatalf("the listener recorded %d bytes, fewer than the %d of plain text sent", len(got), len(text))
	}
	for what, s := range secrets {
		if what != "code" && !strings.HasPrefix(what, "token") && !bytes.Contains(text, []byte(s)) {
			t.Errorf("%s (%q) is not in the plain text: the check would not see it", what, s)
		}
		if bytes.Contains(got, []byte(s)) {
			t.Errorf("the listener saw %s (%q)", what, s)
		}
	}
	t.Logf("%d bytes recorded, %d things looked for", len(got), len(secrets))
}

// TestReconnectRefusesAnotherCertificate: a guest who sat down by typed
// code pinned the certificate; when, after a cut, a man in the middle
// answers his reconnection, he refuses it at once (Lost, with
// ErrWrongCertificate) instead of sending his token or trying on.
func TestReconnectRefusesAnotherCertificate(t *testing.T) {
	h := newTestHost(t, HostConfig{Rules: game.Rules{Players: 3}, Kinds: []Kind{KindHost, KindGuest, KindGuest}, Grace: time.Minute}, nil)
	mitm, err := NewCertificate()
	if err != nil {
		t.Fatal(err)
	}
	seen := &recorder{}
	fake := newRelayWith(t, h.Addr().String(), seen, &mitm)
	r := newRelay(t, h.Addr().String())
	c, _, err := Dial(context.Background(), r.Addr(), Hello{Code: h.Code(), Name: "Anna"})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	token := c.Token()
	r.Retarget(fake.Addr())
	start := time.Now()
	r.Cut()
	for st := range c.States() {
		if st.Status == Reconnecting {
			continue
		}
		if st.Status != Lost || !errors.Is(st.Err, ErrWrongCertificate) {
			t.Fatalf("after the cut the guest reported %+v, want Lost with ErrWrongCertificate", st)
		}
		break
	}
	// trying on would take reconnectTries dials, about two and a half minutes
	if took := time.Since(start); took > 30*time.Second {
		t.Errorf("the guest gave up after %v, not at the first wrong certificate", took)
	}
	if bytes.Contains(seen.bytes(), []byte(token)) || bytes.Contains(seen.bytes(), []byte(h.Code())) {
		t.Error("the man in the middle saw the token or the code")
	}
}
