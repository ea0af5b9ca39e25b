package game

// NewSittingFromDeck starts a sitting whose first deal is dealt from an
// explicit pack order (deck[0] is the top card, RULES §4) by firstDealer;
// later deals are shuffled from seed. Prepared deals (the guided lessons)
// start this way. A pack that is not the rules' pack is an error.
func NewSittingFromDeck(r Rules, firstDealer Seat, deck []Card, seed uint64) (*Sitting, error) {
	m, err := NewSittingFrom(r, firstDealer, seed)
	if err != nil {
		return nil, err
	}
	m.deals = m.deals[:0]
	if err := m.startDeal(firstDealer, deck); err != nil {
		return nil, err
	}
	return m, nil
}
