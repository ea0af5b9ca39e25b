package netplay

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"math/bits"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/turnloop"
)

// TestSeedIsEntropyOnly: a seed is made of the entropy source's bytes and
// nothing else. With the source held fixed, seeds drawn at different
// moments are the same (no clock in them); with crypto/rand, seeds drawn
// within the same instant are unrelated: all different, and a seed differs
// from the one before in about half of its 64 bits (seeds from a clock
// differ in a few low bits).
func TestSeedIsEntropyOnly(t *testing.T) {
	fixed := []byte{1, 2, 3, 4, 5, 6, 7, 8}
	old := entropy
	entropy = bytes.NewReader(bytes.Repeat(fixed, 2))
	first := NewSeed()
	time.Sleep(5 * time.Millisecond)
	second := NewSeed()
	entropy = old
	if want := uint64(0x0807060504030201); first != want || second != want {
		t.Fatalf("seeds %x and %x from the same bytes at different moments; want %x both times", first, second, want)
	}

	const n = 4000
	seen := map[uint64]bool{}
	flips := 0
	prev := NewSeed()
	start := time.Now()
	for range n {
		s := NewSeed()
		if seen[s] || s == 0 {
			t.Fatalf("seed %x twice (or 0)", s)
		}
		seen[s] = true
		flips += bits.OnesCount64(s ^ prev)
		prev = s
	}
	mean := float64(flips) / n
	// 64 fair bits: mean 32, standard error of the mean 4/sqrt(n) ≈ 0.06
	if mean < 31 || mean > 33 {
		t.Errorf("consecutive seeds differ in %.2f bits on average; unrelated ones in 32", mean)
	}
	t.Logf("%d seeds within %v, all different; consecutive ones differ in %.2f of 64 bits", n, time.Since(start), mean)

	a, b := NewDeck(game.Rules{Players: 4}), NewDeck(game.Rules{Players: 4})
	if fmt.Sprint(a) == fmt.Sprint(b) {
		t.Error("two fresh decks are the same")
	}
}

// wireScan keeps every message the host queues for a guest and, per step
// of the deal, what each person may know (the engine's PersonView).
type wireScan struct {
	mu    sync.Mutex
	msgs  []wireMsg
	known map[[3]int]map[string]bool // deal, seq, person → card codes in his view
}

type wireMsg struct {
	person int
	data   string
}

func (w *wireScan) tap(person int, data []byte) {
	w.mu.Lock()
	w.msgs = append(w.msgs, wireMsg{person, string(data)})
	w.mu.Unlock()
}

var cardToken = regexp.MustCompile(`[A-Za-z0-9]+`)

// cardCodes are the card codes among s's tokens.
func cardCodes(s string) map[string]bool {
	out := map[string]bool{}
	for _, tok := range cardToken.FindAllString(s, -1) {
		if _, err := game.ParseCard(tok); err == nil {
			out[tok] = true
		}
	}
	return out
}

func (w *wireScan) observe(m *game.Sitting) {
	w.mu.Lock()
	defer w.mu.Unlock()
	for p := range m.People() {
		data, _ := json.Marshal(m.PersonView(p))
		w.known[[3]int{m.DealNumber(), len(m.Actions()), p}] = cardCodes(string(data))
	}
}

// TestNothingOnTheWireNarrowsTheDeck: a hosted sitting of three deals
// (fresh decks, as the window deals them) with three guests. No message to
// a guest holds the sitting's seed, a deal's seed (decimal or hex) or a
// run of its pack's order, and no update names a card the guest may not
// know at that step (his view's cards are all he may know: another seat's
// hand, the blind and a discard are absent from it).
func TestNothingOnTheWireNarrowsTheDeck(t *testing.T) {
	rules := game.Rules{Players: 4}
	scan := &wireScan{known: map[[3]int]map[string]bool{}}
	h := newTestHost(t, HostConfig{Rules: rules, Kinds: []Kind{KindHost, KindGuest, KindGuest, KindGuest}, Grace: time.Minute}, scan.tap)
	addr := h.Addr().String()
	var drivers sync.WaitGroup
	for p := 1; p <= 3; p++ {
		seat := p
		c, w, err := Dial(context.Background(), addr, Hello{Code: h.Code(), Name: "G", Seat: &seat})
		if err != nil {
			t.Fatal(err)
		}
		drivers.Add(1)
		go func() {
			defer drivers.Done()
			driveGuest(c, w, bots(t, 4)[seat], false, &forgerStats{refused: map[Reason]int{}})
		}()
	}
	m, err := game.NewSittingFromDeck(rules, 3, NewDeck(rules), NewSeed())
	if err != nil {
		t.Fatal(err)
	}
	players := bots(t, 4)
	for p := 1; p <= 3; p++ {
		players[p] = h.Seat(p, mustFallBack{t, p})
	}
	ref := &turnloop.Headless{Sitting: m, Net: h, Players: players, Deals: 3, NewDeck: NewDeck, Observe: scan.observe}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if err := ref.Run(ctx); err != nil {
		t.Fatal(err)
	}
	h.Finish()
	drivers.Wait()

	var saved struct {
		Seed  uint64 `json:"seed"`
		Deals []struct {
			Seed uint64 `json:"seed"`
			Deck string `json:"deck"`
		} `json:"deals"`
	}
	data, _ := json.Marshal(m)
	if err := json.Unmarshal(data, &saved); err != nil {
		t.Fatal(err)
	}
	secrets := map[string]string{}
	addSeed := func(what string, s uint64) {
		secrets[strconv.FormatUint(s, 10)] = what
		secrets[strconv.FormatUint(s, 16)] = what
		secrets[strings.ToUpper(strconv.FormatUint(s, 16))] = what
		secrets[strconv.FormatInt(int64(s), 10)] = what
	}
	addSeed("the sitting's seed", saved.Seed)
	decks := 0
	for i, d := range saved.Deals {
		addSeed(fmt.Sprintf("deal %d's seed", i+1), d.Seed)
		cards := strings.Fields(d.Deck)
		for k := 0; k+8 <= len(cards); k++ { // every run of eight cards of the pack's order
			secrets[strings.Join(cards[k:k+8], " ")] = fmt.Sprintf("deal %d's pack order", i+1)
			secrets[`"`+strings.Join(cards[k:k+8], `","`)+`"`] = fmt.Sprintf("deal %d's pack order", i+1)
		}
		if len(cards) > 0 {
			decks++
		}
	}
	if decks != 3 {
		t.Fatalf("%d of 3 deals from a fresh pack", decks)
	}

	scan.mu.Lock()
	defer scan.mu.Unlock()
	updates, cardsSeen := 0, 0
	for _, msg := range scan.msgs {
		for s, what := range secrets {
			if strings.Contains(msg.data, s) {
				t.Fatalf("a message to person %d holds %s (%s): %s", msg.person, what, s, msg.data)
			}
		}
		var env struct {
			Type string          `json:"type"`
			Body json.RawMessage `json:"body"`
		}
		json.Unmarshal([]byte(msg.data), &env)
		body := env.Body
		if env.Type == TypeWelcome {
			var w struct {
				Current json.RawMessage `json:"current"`
			}
			json.Unmarshal(body, &w)
			body = w.Current
		} else if env.Type != TypeUpdate {
			continue
		}
		if len(body) == 0 {
			continue
		}
		var u struct{ Deal, Seq int }
		json.Unmarshal(body, &u)
		known, ok := scan.known[[3]int{u.Deal, u.Seq, msg.person}]
		if !ok {
			t.Fatalf("an update of deal %d step %d that was never played", u.Deal, u.Seq)
		}
		updates++
		for c := range cardCodes(string(body)) {
			cardsSeen++
			if !known[c] {
				t.Errorf("person %d, deal %d step %d: card %s on the wire, not in his view", msg.person, u.Deal, u.Seq, c)
			}
		}
	}
	if updates < 100 || cardsSeen == 0 {
		t.Fatalf("only %d updates (%d card codes) scanned", updates, cardsSeen)
	}
	t.Logf("%d messages, %d updates with %d card codes scanned for %d secrets", len(scan.msgs), updates, cardsSeen, len(secrets))
}
