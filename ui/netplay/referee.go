package netplay

import (
	"context"
	"errors"
	"fmt"

	"github.com/cego-spiel/cego/game"
)

// ErrEndedEarly is returned by Referee.Run when the humans agreed to end
// the sitting before its last deal.
var ErrEndedEarly = errors.New("the sitting was ended early by agreement")

// Referee plays a sitting without a window: the host's Sitting, a Chooser
// per person (bots, or Host.Seat for guests), publishing after every
// action, until Deals deals are done. Between deals it waits until every
// guest at the table pressed "next deal".
type Referee struct {
	Sitting *game.Sitting
	Host    *Host
	Players []Chooser // one per person (Sitting.People())
	Deals   int       // the sitting ends after this many deals
	// FreshDecks deals every deal after the first from a pack shuffled by
	// a fresh seed from crypto/rand (NewDeck), as a hosted table should:
	// then no deal's cards follow from another's or from the Sitting's
	// seed. Off, the deals come from the Sitting's seed (tests comparing
	// with a local sitting, replays).
	FreshDecks bool
	// Observe, when set, is called after every action and every new deal,
	// before the guests are told (e.g. to autosave the sitting).
	Observe func(m *game.Sitting)
}

// Run plays until the sitting's last deal is done (nil), the humans agree
// to end it (ErrEndedEarly), ctx ends, the host closes, or a Chooser
// returns an illegal action (the engine's refusal).
func (r *Referee) Run(ctx context.Context) error {
	m, h := r.Sitting, r.Host
	if len(r.Players) != m.People() {
		return fmt.Errorf("%d players for a table of %d", len(r.Players), m.People())
	}
	r.publish(game.NoSeat, 0)
	for {
		if err := ctx.Err(); err != nil {
			return err
		}
		if h.EndAgreed() {
			return ErrEndedEarly
		}
		st := m.State()
		if st.Phase() == game.Done {
			deal := m.DealNumber()
			if deal >= r.Deals {
				return nil
			}
			if err := h.WaitReady(ctx, deal); err != nil {
				return err
			}
			if h.EndAgreed() {
				return ErrEndedEarly
			}
			var err error
			if r.FreshDecks {
				err = m.NextDealFromDeck(NewDeck(m.Rules()))
			} else {
				err = m.NextDeal()
			}
			if err != nil {
				return err
			}
			r.publish(game.NoSeat, 0)
			continue
		}
		h.mu.Lock()
		closed := h.closed
		h.mu.Unlock()
		if closed {
			return ErrClosed
		}
		seat := st.Turn()
		a := r.Players[m.PersonOfSeat(seat)].Choose(m.View(seat))
		if err := m.Apply(a); err != nil {
			return fmt.Errorf("deal %d, person %d: %w", m.DealNumber(), m.PersonOfSeat(seat), err)
		}
		r.publish(seat, a)
	}
}

func (r *Referee) publish(seat game.Seat, a game.Action) {
	if r.Observe != nil {
		r.Observe(r.Sitting)
	}
	r.Host.Publish(r.Sitting, seat, a)
}
