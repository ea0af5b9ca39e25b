package game

import "fmt"

// Replay deals Deal(r, dealer, seed) and applies the actions in order: the
// position a seeded deal reaches after them. The rules must be valid and the
// dealer one of the table's seats; an action the engine refuses ends the
// replay with an error that names it (1-based) and wraps the engine's, and
// the state before that action.
func Replay(r Rules, dealer Seat, seed uint64, actions []Action) (State, error) {
	if err := r.Validate(); err != nil {
		return State{}, err
	}
	if dealer < 0 || int(dealer) >= r.N() {
		return State{}, fmt.Errorf("dealer %d: seats are 0 to %d", dealer, r.N()-1)
	}
	st := Deal(r, dealer, seed)
	for i, a := range actions {
		if err := st.Apply(a); err != nil {
			return st, fmt.Errorf("action %d (%v): %w", i+1, a, err)
		}
	}
	return st, nil
}
