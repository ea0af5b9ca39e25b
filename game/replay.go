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
	err := st.applyActions(actions)
	return st, err
}

// applyActions applies the actions in order. An action the engine refuses
// stops it with an error that names the action (1-based) and wraps the
// engine's; s is then the state before that action.
func (s *State) applyActions(actions []Action) error {
	for i, a := range actions {
		if err := s.Apply(a); err != nil {
			return fmt.Errorf("action %d (%v): %w", i+1, a, err)
		}
	}
	return nil
}
