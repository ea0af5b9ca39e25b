package turnloop

import (
	"context"
	"errors"
	"sync"
	"testing"
	"time"

	"github.com/cego-spiel/cego/ai"
	"github.com/cego-spiel/cego/game"
)

// fakeNet is a network host that records what it is told.
type fakeNet struct {
	mu        sync.Mutex
	published []published
	ready     []int // the deals WaitReady was asked about
	agreeAt   int   // EndAgreed once this many publishes were made (0: never)
	closed    bool
}

type published struct {
	deal, acts int
	seat       game.Seat
	a          game.Action
	last       game.Action // the sitting's last action then
}

func (n *fakeNet) Publish(m *game.Sitting, seat game.Seat, a game.Action) {
	n.mu.Lock()
	defer n.mu.Unlock()
	p := published{deal: m.DealNumber(), acts: len(m.Actions()), seat: seat, a: a}
	if p.acts > 0 {
		p.last = m.Actions()[p.acts-1]
	}
	n.published = append(n.published, p)
}

func (n *fakeNet) EndAgreed() bool {
	n.mu.Lock()
	defer n.mu.Unlock()
	return n.agreeAt > 0 && len(n.published) >= n.agreeAt
}

func (n *fakeNet) WaitReady(ctx context.Context, deal int) error {
	n.mu.Lock()
	defer n.mu.Unlock()
	n.ready = append(n.ready, deal)
	return nil
}

func (n *fakeNet) Closed() bool {
	n.mu.Lock()
	defer n.mu.Unlock()
	return n.closed
}

func testBots(t *testing.T, level ai.Level, n int) []ai.Bot {
	t.Helper()
	var out []ai.Bot
	for i := 0; i < n; i++ {
		b, err := ai.New(level, uint64(100+i))
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, b)
	}
	return out
}

func newSitting(t *testing.T, seed uint64) *game.Sitting {
	t.Helper()
	m, err := game.NewSitting(game.Rules{Players: 4}, seed)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// TestHeadlessPublishesEveryAction: a headless table publishes the new
// deal and then every action, in order, each after Observe; it waits for
// the guests between deals and deals from its pack.
func TestHeadlessPublishesEveryAction(t *testing.T) {
	m, net := newSitting(t, 3), &fakeNet{}
	decks, observed := 0, 0
	h := &Headless{Sitting: m, Net: net, Players: testBots(t, ai.Easy, 4), Deals: 3,
		NewDeck: func(r game.Rules) []game.Card { decks++; return game.Shuffle(r, uint64(decks)) },
		Observe: func(*game.Sitting) {
			observed++
			if observed != len(net.published)+1 {
				t.Errorf("observed %d times before publish %d", observed, len(net.published)+1)
			}
		}}
	if err := h.Run(context.Background()); err != nil {
		t.Fatal(err)
	}
	if st := m.State(); m.DealNumber() != 3 || st.Phase() != game.Done {
		t.Fatalf("deal %d, phase %v; want the third deal done", m.DealNumber(), st.Phase())
	}
	if decks != 2 || len(net.ready) != 2 || net.ready[0] != 1 || net.ready[1] != 2 {
		t.Errorf("%d packs shuffled, the guests waited for after deals %v; want 2 and [1 2]", decks, net.ready)
	}
	deal, acts := 0, 0
	for i, p := range net.published {
		switch {
		case p.seat == game.NoSeat && p.acts == 0:
			if p.deal != deal+1 {
				t.Fatalf("publish %d: deal %d after deal %d", i, p.deal, deal)
			}
			deal, acts = p.deal, 0
		case p.seat == game.NoSeat:
			t.Fatalf("publish %d: several actions at once in deal %d (no early end with these bots)", i, p.deal)
		default:
			if p.deal != deal || p.acts != acts+1 || p.last != p.a {
				t.Fatalf("publish %d: deal %d action %d %v, want deal %d action %d %v", i, p.deal, p.acts, p.a, deal, acts+1, p.last)
			}
			acts++
		}
	}
	if deal != 3 || acts != len(m.Actions()) {
		t.Errorf("published up to deal %d action %d; the sitting has %d actions in deal 3", deal, acts, len(m.Actions()))
	}
}

// TestHeadlessEarlyEnd: a decided deal is ended early as the window ends
// it (RULES §8.4): the rule bot plays the remaining cards at once, and the
// guests get them in one update.
func TestHeadlessEarlyEnd(t *testing.T) {
	m, net := newSitting(t, 5), &fakeNet{}
	h := &Headless{Sitting: m, Net: net, Players: testBots(t, ai.Normal, 4), Deals: 1}
	if err := h.Run(context.Background()); err != nil {
		t.Fatal(err)
	}
	last := net.published[len(net.published)-1]
	before := net.published[len(net.published)-2]
	st := m.State()
	if st.Phase() != game.Done || last.seat != game.NoSeat || last.acts <= before.acts+1 {
		t.Fatalf("the deal (phase %v) ended by %+v after %+v; want several actions at once", st.Phase(), last, before)
	}
	// the position before the play-out was decided
	start, err := game.NewSitting(game.Rules{Players: 4}, 5)
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range m.Actions()[:before.acts] {
		if err := start.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	at := start.State()
	if _, ok := at.Decided(); !ok {
		t.Errorf("the deal was ended at a position that is not decided")
	}
	for s := game.Seat(0); s < 4; s++ {
		if st.Hand(s).Len() != 0 {
			t.Errorf("seat %d still holds %v", s, st.Hand(s))
		}
	}
}

// TestHeadlessEndsByAgreement stops with ErrEndedEarly once the humans
// agreed, asking nobody after.
func TestHeadlessEndsByAgreement(t *testing.T) {
	m, net := newSitting(t, 3), &fakeNet{agreeAt: 4}
	h := &Headless{Sitting: m, Net: net, Players: testBots(t, ai.Easy, 4), Deals: 3}
	if err := h.Run(context.Background()); !errors.Is(err, ErrEndedEarly) {
		t.Fatalf("Run: %v, want ErrEndedEarly", err)
	}
	if n := len(m.Actions()); n != 3 {
		t.Errorf("%d actions taken, want 3 (the fourth publish was the agreement's)", n)
	}
}

// TestHeadlessStopsAtAClosedHost: a closed host's seats are not asked.
func TestHeadlessStopsAtAClosedHost(t *testing.T) {
	m, net := newSitting(t, 3), &fakeNet{closed: true}
	h := &Headless{Sitting: m, Net: net, Players: testBots(t, ai.Easy, 4), Deals: 1}
	if err := h.Run(context.Background()); !errors.Is(err, ErrClosed) || len(m.Actions()) != 0 {
		t.Fatalf("Run: %v after %d actions, want ErrClosed", err, len(m.Actions()))
	}
}

// illegal answers a card in the auction.
type illegal struct{}

func (illegal) Choose(v game.View) game.Action { return game.CardAction(v.Hand().Lowest()) }

// blocked never answers until released.
type blocked struct{ release chan struct{} }

func (b blocked) Choose(v game.View) game.Action {
	<-b.release
	return v.Legal()[0]
}

// TestHeadlessRefusals: a chooser's illegal answer stops the run with the
// engine's refusal; so do a wrong number of players and the end of ctx.
func TestHeadlessRefusals(t *testing.T) {
	m := newSitting(t, 3)
	if err := (&Headless{Sitting: m, Players: []ai.Bot{illegal{}, illegal{}, illegal{}, illegal{}}, Deals: 1}).Run(context.Background()); !errors.Is(err, game.ErrIllegal) {
		t.Errorf("an illegal answer: %v", err)
	}
	if err := (&Headless{Sitting: m, Players: testBots(t, ai.Easy, 3), Deals: 1}).Run(context.Background()); err == nil {
		t.Error("three players at a table of four")
	}
	b := blocked{release: make(chan struct{})}
	defer close(b.release)
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	if err := (&Headless{Sitting: m, Players: []ai.Bot{b, b, b, b}, Deals: 1}).Run(ctx); !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("a chooser that does not answer: %v", err)
	}
}
