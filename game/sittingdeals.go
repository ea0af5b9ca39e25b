package game

import (
	"errors"
	"fmt"
)

// DealState returns the State of deal i (0-based) of the sitting as it
// stands: the current deal's State, or a finished deal's final State,
// replayed from its seed or pack and its actions.
func (m *Sitting) DealState(i int) (State, error) {
	if i < 0 || i >= len(m.deals) {
		return State{}, fmt.Errorf("deal %d: the sitting has deals 0 to %d", i, len(m.deals)-1)
	}
	if i == len(m.deals)-1 {
		return m.cur, nil
	}
	d := &m.deals[i]
	return m.replayDeal(d, d.actions)
}

// SittingFromDeals builds a sitting from its deals as played, e.g. a network
// guest's mirror of the host's sitting from ConsistentDeal: firstDealer
// deals the first deal (a person 0–4 with FIVE_AT_TABLE) and the dealer
// rotates as in NextDeal; each deal is dealt from its Deck and replays its
// Actions through the engine. Every deal's Dealer must be the dealer seat
// of its State (the dealer, or seat 3 with FIVE_AT_TABLE), and every deal
// but the last must be finished. The sitting's seed is 0: further deals
// NextDeal starts are shuffled from it.
func SittingFromDeals(r Rules, firstDealer Seat, deals []DealPlay) (*Sitting, error) {
	if err := r.Validate(); err != nil {
		return nil, err
	}
	if firstDealer < 0 || int(firstDealer) >= r.People() {
		return nil, fmt.Errorf("dealer %d: seats are 0 to %d", firstDealer, r.People()-1)
	}
	if len(deals) == 0 {
		return nil, errors.New("a sitting needs a deal")
	}
	if len(deals) > maxSittingDeals {
		return nil, fmt.Errorf("%d deals, more than %d", len(deals), maxSittingDeals)
	}
	m := &Sitting{rules: r}
	dealer := firstDealer
	for i, dp := range deals {
		if i > 0 {
			if !m.deals[i-1].done {
				return nil, fmt.Errorf("deal %d is not finished but another follows", i)
			}
			dealer = m.nextDealer()
		}
		if want := m.stateDealer(dealer); dp.Dealer != want {
			return nil, fmt.Errorf("deal %d: its dealer seat is %d, not %d", i+1, want, dp.Dealer)
		}
		d := sittingDeal{dealer: dealer, seed: m.dealSeed(i), deck: append([]Card(nil), dp.Deck...),
			actions: append([]Action(nil), dp.Actions...)}
		if d.deck == nil {
			return nil, fmt.Errorf("deal %d has no pack", i+1)
		}
		if err := m.addReplayed(d); err != nil {
			return nil, fmt.Errorf("deal %d: %w", i+1, err)
		}
	}
	return m, nil
}
