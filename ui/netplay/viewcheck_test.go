package netplay

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"sync"

	"github.com/cego-spiel/cego/game"
)

// viewChecker is the tests' tap on every message the host sends a guest:
// the view in it must be the person's view (Sitting.PersonView) at that
// step, byte for byte, and an action's token may be in it only when the
// person may know the action.
type viewChecker struct {
	mu        sync.Mutex
	want      map[[3]int][]byte // deal, seq, person → the view's JSON
	acts      map[[2]int]actRecord
	final     map[int]int   // deal → its last seq, once done
	people    map[int][]int // deal → the person at each seat
	prev      game.State
	errs      []string
	messages  int
	revealed  int // tokens of another person's action sent
	withheld  int // tokens of another person's keep or discard not sent
	doneViews int
}

type actRecord struct {
	action      game.Action
	actor       int
	phaseBefore game.Phase
}

func newViewChecker() *viewChecker {
	return &viewChecker{want: map[[3]int][]byte{}, acts: map[[2]int]actRecord{}, final: map[int]int{}, people: map[int][]int{}}
}

// observe records every person's view after an action (the Observe of
// turnloop.Headless, before the host publishes).
func (c *viewChecker) observe(m *game.Sitting) {
	c.mu.Lock()
	defer c.mu.Unlock()
	deal, acts := m.DealNumber(), m.Actions()
	seq := len(acts)
	for i := range m.People() {
		data, err := json.Marshal(m.PersonView(i))
		if err != nil {
			c.errs = append(c.errs, err.Error())
		}
		c.want[[3]int{deal, seq, i}] = data
	}
	if seq > 0 {
		c.acts[[2]int{deal, seq}] = actRecord{action: acts[seq-1], actor: m.PersonOfSeat(c.prev.Turn()), phaseBefore: c.prev.Phase()}
	}
	st := m.State()
	c.people[deal] = nil
	for p := range st.Players() {
		c.people[deal] = append(c.people[deal], m.PersonOfSeat(game.Seat(p)))
	}
	if st.Phase() == game.Done {
		c.final[deal] = seq
	}
	c.prev = st
}

func (c *viewChecker) errorf(format string, args ...any) {
	if len(c.errs) < 20 {
		c.errs = append(c.errs, fmt.Sprintf(format, args...))
	}
}

// tap checks one message queued for person.
func (c *viewChecker) tap(person int, data []byte) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.messages++
	var env struct {
		Type string          `json:"type"`
		Body json.RawMessage `json:"body"`
	}
	if err := json.Unmarshal(data, &env); err != nil {
		c.errorf("person %d: unreadable message %s", person, data)
		return
	}
	switch env.Type {
	case TypeUpdate:
		c.checkUpdate(person, env.Body)
	case TypeWelcome:
		var w struct {
			Current json.RawMessage   `json:"current"`
			Done    []json.RawMessage `json:"done"`
		}
		if err := json.Unmarshal(env.Body, &w); err != nil {
			c.errorf("person %d: welcome %v", person, err)
			return
		}
		if len(w.Current) > 0 {
			c.checkUpdate(person, w.Current)
		}
		for i, v := range w.Done {
			seq, ok := c.final[i+1]
			if !ok || !bytes.Equal(v, c.want[[3]int{i + 1, seq, person}]) {
				c.errorf("person %d: welcome's view of deal %d is not his", person, i+1)
			}
			c.doneViews++
		}
	}
}

func (c *viewChecker) checkUpdate(person int, body []byte) {
	var u struct {
		Deal   int             `json:"deal"`
		Seq    int             `json:"seq"`
		Action string          `json:"action"`
		View   json.RawMessage `json:"view"`
		People []int           `json:"people"`
	}
	if err := json.Unmarshal(body, &u); err != nil {
		c.errorf("person %d: update %v", person, err)
		return
	}
	want, ok := c.want[[3]int{u.Deal, u.Seq, person}]
	if !ok {
		c.errorf("person %d: update of deal %d step %d that was never observed", person, u.Deal, u.Seq)
		return
	}
	if !bytes.Equal(u.View, want) {
		c.errorf("person %d, deal %d step %d: the view sent\n%s\nis not his view\n%s", person, u.Deal, u.Seq, u.View, want)
	}
	if !slices.Equal(u.People, c.people[u.Deal]) {
		c.errorf("person %d, deal %d: seats' persons %v, want %v", person, u.Deal, u.People, c.people[u.Deal])
	}
	rec, acted := c.acts[[2]int{u.Deal, u.Seq}]
	mayKnow := acted && (!rec.action.IsCard() || rec.actor == person || rec.phaseBefore == game.Playing)
	switch {
	case u.Action != "" && !mayKnow:
		c.errorf("person %d, deal %d step %d: token %q of person %d's %v sent", person, u.Deal, u.Seq, u.Action, rec.actor, rec.phaseBefore)
	case u.Action != "" && u.Action != rec.action.String():
		c.errorf("person %d, deal %d step %d: token %q, the action was %v", person, u.Deal, u.Seq, u.Action, rec.action)
	case u.Action == "" && mayKnow:
		c.errorf("person %d, deal %d step %d: the public action %v was not sent", person, u.Deal, u.Seq, rec.action)
	case u.Action != "" && rec.actor != person:
		c.revealed++
	case u.Action == "" && acted && rec.actor != person:
		c.withheld++
	}
}

// report returns the errors found and the counts.
func (c *viewChecker) report() (errs []string, messages, revealed, withheld, doneViews int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return append([]string(nil), c.errs...), c.messages, c.revealed, c.withheld, c.doneViews
}
