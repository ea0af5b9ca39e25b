package game

// Check returns exactly the error the true deal's ApplyFor(v.Seat(), a)
// would return — nil when a is legal for the viewing seat now — without
// the deal itself: whether it is the seat's turn is public, and when it is,
// every rule the refusal names reads only the seat's own hand and what was
// said and played. A network host can thus refuse a guest's action with
// the sentence the table shows, and a guest can check before sending.
func (v *View) Check(a Action) error {
	if v.s.n == 0 {
		return errNoDeal
	}
	s := &v.s
	if s.phase != Done && v.seat != s.turn {
		return notYourTurn(a, s.turn)
	}
	if s.IsLegal(a) {
		return nil
	}
	return s.refusal(a)
}
