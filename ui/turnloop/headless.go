package turnloop

import (
	"context"
	"errors"
	"fmt"

	"github.com/cego-spiel/cego/ai"
	"github.com/cego-spiel/cego/game"
)

// ErrEndedEarly is returned by Headless.Run when the humans agreed to end
// the sitting before its last deal.
var ErrEndedEarly = errors.New("the sitting was ended early by agreement")

// ErrClosed is returned by Headless.Run when its network host closed.
var ErrClosed = errors.New("the table is closed")

// Net is the network host a headless table publishes to (netplay.Host).
type Net interface {
	// Publish sends every guest its view after seat's action a
	// (game.NoSeat: a new deal, or several actions at once).
	Publish(m *game.Sitting, seat game.Seat, a game.Action)
	// EndAgreed reports whether the humans agreed to end the sitting.
	EndAgreed() bool
	// WaitReady blocks until every guest at the table asked for the deal
	// after deal (or ran out of time).
	WaitReady(ctx context.Context, deal int) error
	// Closed reports whether the host closed.
	Closed() bool
}

// Headless plays a sitting without a window: the loop of the window's
// table, with a chooser per person (bots, or netplay.Host.Seat for the
// guests) asked in goroutines, and nothing shown — a full trick is
// gathered at once. It publishes after every action to its network host,
// if any, until Deals deals are done. Between deals it waits until every
// guest at the table asked for the next deal.
type Headless struct {
	Sitting *game.Sitting
	// Net is the network host (nil: a sitting nobody follows).
	Net     Net
	Players []ai.Bot // one per person (Sitting.People())
	Deals   int      // the sitting ends after this many deals
	// NewDeck shuffles every deal after the first from a fresh pack, as a
	// hosted table should (netplay.NewDeck): then no deal's cards follow
	// from another's or from the Sitting's seed. Nil, the deals come from
	// the Sitting's seed (tests comparing with a local sitting, replays).
	NewDeck func(game.Rules) []game.Card
	// Observe, when set, is called after every action and every new deal,
	// before the guests are told (e.g. to autosave the sitting).
	Observe func(m *game.Sitting)
}

// Run plays until the sitting's last deal is done (nil), the humans agree
// to end it (ErrEndedEarly), ctx ends, the host closes (ErrClosed), or a
// chooser returns an illegal action (the engine's refusal).
func (r *Headless) Run(ctx context.Context) error {
	m := r.Sitting
	if len(r.Players) != m.People() {
		return fmt.Errorf("%d players for a table of %d", len(r.Players), m.People())
	}
	h := &headless{r: r, ctx: ctx, answers: make(chan answer, 1), asking: game.NoSeat}
	l := New(h)
	h.Applied(game.NoSeat, 0)
	l.Step()
	for h.err == nil {
		if h.done {
			h.done = false
			if m.DealNumber() >= r.Deals {
				return nil
			}
			if err := l.NextDeal(); err != nil {
				return err
			}
			continue
		}
		select {
		case ans := <-h.answers:
			h.asking = game.NoSeat
			if _, err := l.Answer(ans.seat, ans.a, ans.at); err != nil {
				return fmt.Errorf("deal %d, person %d: %w", m.DealNumber(), m.PersonOfSeat(ans.seat), err)
			}
			l.Step()
		case <-ctx.Done():
			h.err = ctx.Err()
		}
	}
	return h.err
}

// headless is the Table of a Headless run; its methods run on Run's
// goroutine.
type headless struct {
	r       *Headless
	ctx     context.Context
	err     error // why the run stops (nil: it goes on)
	done    bool  // the deal is over
	asking  game.Seat
	answers chan answer
}

// answer is a chooser's answer.
type answer struct {
	seat game.Seat
	a    game.Action
	at   Position
}

func (h *headless) Sitting() *game.Sitting { return h.r.Sitting }
func (h *headless) Seed() uint64           { return h.r.Sitting.Seed() }

func (h *headless) Busy() bool {
	if h.err == nil {
		h.err = h.ctx.Err()
	}
	return h.err != nil
}

// Gathered: nothing is held; every full trick is gathered at once.
func (h *headless) Gathered() int {
	st := h.r.Sitting.State()
	return completeTricks(&st)
}

func (h *headless) Hold() bool   { return true }
func (h *headless) Wait()        {}
func (h *headless) Guest() bool  { return false }
func (h *headless) Follow() bool { return false }

func (h *headless) EndAgreed() bool { return h.r.Net != nil && h.r.Net.EndAgreed() }
func (h *headless) EndSitting()     { h.err = ErrEndedEarly }

func (h *headless) EarlyEnds() bool                       { return true }
func (h *headless) EndedEarly(*game.State, game.Decision) {}
func (h *headless) Mine(game.Seat) bool                   { return false }
func (h *headless) Await(game.Seat)                       {}
func (h *headless) DealDone()                             { h.done = true }
func (h *headless) Dealt()                                {}

// Ask asks the chooser of seat's person in a goroutine; Run takes the
// answer.
func (h *headless) Ask(seat game.Seat) {
	if h.asking == seat {
		return
	}
	if h.r.Net != nil && h.r.Net.Closed() {
		h.err = ErrClosed
		return
	}
	m := h.r.Sitting
	p, v, at := h.r.Players[m.PersonOfSeat(seat)], m.View(seat), At(m)
	h.asking = seat
	go func() { h.answers <- answer{seat, p.Choose(v), at} }()
}

func (h *headless) Applied(seat game.Seat, a game.Action) {
	if h.r.Observe != nil {
		h.r.Observe(h.r.Sitting)
	}
	if h.r.Net != nil {
		h.r.Net.Publish(h.r.Sitting, seat, a)
	}
}

func (h *headless) Ready() bool {
	if h.r.Net == nil {
		return true
	}
	if err := h.r.Net.WaitReady(h.ctx, h.r.Sitting.DealNumber()); err != nil {
		h.err = err
		return false
	}
	return true
}

func (h *headless) Deck() []game.Card {
	if h.r.NewDeck == nil {
		return nil
	}
	return h.r.NewDeck(h.r.Sitting.Rules())
}
