package turnloop

import (
	"log"

	"github.com/cego-spiel/cego/ai"
	"github.com/cego-spiel/cego/game"
)

// Loop is the turn loop of a sitting at a Table.
type Loop struct {
	t Table
	// asked is the position last asked whether the deal is decided
	// (Decided searches: a position is asked once)
	asked asked
}

// asked is a deal of a sitting asked whether it is decided. It keeps the
// sitting, so that no other sitting can have its address, and the whole
// deal, so that a deal played again differently after an undo is asked
// again.
type asked struct {
	m  *game.Sitting
	st game.State
}

// Position is where a sitting stands: its deal and the number of actions
// taken in it. A chooser's answer belongs to the position it was asked at.
type Position struct{ Deal, Actions int }

// At is where sitting m stands now.
func At(m *game.Sitting) Position { return Position{m.DealNumber(), len(m.Actions())} }

// New is the turn loop at table t.
func New(t Table) *Loop { return &Loop{t: t} }

// Step runs the loop until someone has to be waited for: the table (a
// flight, a held trick), the person, a chooser, the end of the deal.
func (l *Loop) Step() {
	t := l.t
	for {
		if t.Busy() {
			t.Wait()
			return
		}
		if t.EndAgreed() {
			t.EndSitting()
			continue
		}
		st := t.Sitting().State()
		if completeTricks(&st) > t.Gathered() {
			if t.Hold() {
				continue
			}
			t.Wait()
			return
		}
		if t.Guest() && t.Follow() {
			continue // the host's next update is shown
		}
		st = t.Sitting().State()
		if st.Phase() == game.Done {
			t.DealDone()
			return
		}
		if !t.Guest() && l.endEarly(&st) {
			continue
		}
		turn := st.Turn()
		switch {
		case t.Mine(turn):
			t.Await(turn)
		case t.Guest():
			t.Wait() // the host's update will move this seat
		default:
			t.Ask(turn)
		}
		return
	}
}

// Act applies the action a of the person at this table, who plays seat:
// the engine's refusal is returned and nothing changes; otherwise the
// table is told (Applied). The caller steps the loop on.
func (l *Loop) Act(seat game.Seat, a game.Action) error {
	if err := l.t.Sitting().ApplyFor(seat, a); err != nil {
		return err
	}
	l.t.Applied(seat, a)
	return nil
}

// Answer applies the answer a of seat's chooser, asked at position at. It
// reports false, and applies nothing, when the sitting has moved on since
// (the loop asks again when stepped), and returns the engine's refusal of
// an illegal answer. The caller steps the loop on.
func (l *Loop) Answer(seat game.Seat, a game.Action, at Position) (bool, error) {
	if At(l.t.Sitting()) != at {
		return false, nil
	}
	if err := l.Act(seat, a); err != nil {
		return false, err
	}
	return true, nil
}

// NextDeal deals the next deal once the table is ready for it (Ready) and
// the sitting was not ended by agreement meanwhile, and steps the loop.
// It returns the sitting's refusal to deal.
func (l *Loop) NextDeal() error {
	t := l.t
	if !t.Ready() {
		return nil
	}
	if t.EndAgreed() {
		t.EndSitting()
		return nil
	}
	m := t.Sitting()
	var err error
	if deck := t.Deck(); deck != nil {
		err = m.NextDealFromDeck(deck)
	} else {
		err = m.NextDeal()
	}
	if err != nil {
		return err
	}
	t.Dealt()
	t.Applied(game.NoSeat, 0)
	l.Step()
	return nil
}

// endEarly ends the deal at once when its outcome became certain with the
// trick just completed (RULES §8.4): the rule bot plays the remaining
// cards in every seat, so that the deal's action list stays complete. It
// reports whether it did.
func (l *Loop) endEarly(st *game.State) bool {
	t := l.t
	if !t.EarlyEnds() || st.Phase() != game.Playing || st.CurrentTrick().N != 0 || st.TrickCount() < 2 {
		return false
	}
	m := t.Sitting()
	if l.asked.m == m && l.asked.st == *st {
		return false // asked already: still open
	}
	l.asked = asked{m, *st}
	dec, ok := st.Decided()
	if !ok {
		return false
	}
	if !playOut(m, t.Seed()) {
		return false
	}
	t.EndedEarly(st, dec)
	t.Applied(game.NoSeat, 0)
	return true
}

// completeTricks counts the finished tricks of a deal.
func completeTricks(st *game.State) int {
	n := 0
	for _, tr := range st.Tricks() {
		if tr.Complete() {
			n++
		}
	}
	return n
}

// playOut plays the deal's remaining cards with the rule bot in every seat
// (seeded by seed and the position); a refused card is replaced by the
// first legal one. It reports false if even that was refused.
func playOut(m *game.Sitting, seed uint64) bool {
	for {
		now := m.State()
		if now.Phase() != game.Playing {
			return true
		}
		seat := now.Turn()
		v := m.View(seat)
		a := ai.NewRuleBot(ai.PositionSeed(seed, &v)).Choose(v)
		if err := m.ApplyFor(seat, a); err != nil {
			log.Printf("cego: early end: the rule bot of seat %d chose %v: %v", seat, a, err)
			if err := m.ApplyFor(seat, now.Legal()[0]); err != nil {
				log.Printf("cego: early end: %v", err)
				return false
			}
		}
	}
}
