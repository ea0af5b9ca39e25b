package netplay

import (
	"github.com/cego-spiel/cego/game"
)

// tableState is what the host last published: the current deal as the
// referee's Sitting has it, and what each person may know of it.
type tableState struct {
	published  bool
	deal, seq  int
	state      game.State // a copy of the current deal, to check actions
	seat       game.Seat  // the seat that acted last, NoSeat at a deal's start
	action     game.Action
	reveal     []bool // per person: may he know the last action's token
	turnPerson int    // the person to act, -1 when nobody is
	people     []int  // the person at each seat
	views      []game.View
	totals     []int
	done       [][]game.View // per finished deal, each person's view
}

// Publish tells every guest the table after an action (seat acted a) or
// at a deal's start (seat game.NoSeat). Call it after every action the
// Sitting applies and after every NextDeal, before the bot (ai.Bot) of the next
// action is asked: a guest's action is checked against what was published.
// Each guest receives only his person's view (Sitting.PersonView); the
// action's token only when he may know it: calls, played cards, his own
// actions — never another seat's keep or discard.
func (h *Host) Publish(m *game.Sitting, seat game.Seat, a game.Action) {
	deal, seq := m.DealNumber(), len(m.Actions())
	st := m.State()
	n := m.People()
	views := make([]game.View, n)
	for i := range views {
		views[i] = m.PersonView(i)
	}
	turn := -1
	if st.Phase() != game.Done {
		turn = m.PersonOfSeat(st.Turn())
	}
	actor := -1
	if seat != game.NoSeat && seq > 0 {
		actor = m.PersonOfSeat(seat)
	} else {
		seat = game.NoSeat
	}
	totals := m.PersonTotals()
	people := make([]int, st.Players())
	for p := range people {
		people[p] = m.PersonOfSeat(game.Seat(p))
	}

	h.mu.Lock()
	defer h.mu.Unlock()
	t := &h.table
	// A card is public when it was played to a trick: the step before was
	// in the play (a keep or discard in the exchange is not).
	played := a.IsCard() && t.published && t.deal == deal && t.seq == seq-1 && t.state.Phase() == game.Playing
	reveal := make([]bool, n)
	for i := range reveal {
		reveal[i] = actor >= 0 && (!a.IsCard() || i == actor || played)
	}
	h.recordDoneLocked(m, deal, st.Phase() == game.Done, views)
	t.published = true
	t.deal, t.seq, t.state = deal, seq, st
	t.seat, t.action, t.reveal = seat, a, reveal
	t.turnPerson, t.people = turn, people
	t.views, t.totals = views, totals
	for _, s := range h.seats {
		s.act = nil
	}
	for i, s := range h.seats {
		if s.conn != nil {
			h.queue(s.conn, h.updateLocked(i))
			s.conn.clean() // the update says who is there too
		}
	}
	h.notifyLocked()
}

// recordDoneLocked keeps every person's view of a finished deal for the
// welcome of guests who join later; deals finished before the host
// published (a resumed sitting) are replayed (Sitting.DealState). h.mu is
// held.
func (h *Host) recordDoneLocked(m *game.Sitting, deal int, done bool, views []game.View) {
	t := &h.table
	if len(t.done) < deal-1 {
		records := m.Deals()
		for d := len(t.done); d < deal-1; d++ {
			st, err := m.DealState(d)
			if err != nil {
				h.logf("deal %d cannot be replayed: %v", d+1, err)
				return
			}
			t.done = append(t.done, doneViews(&st, records[d].People, len(views)))
		}
	}
	if done && len(t.done) == deal-1 {
		t.done = append(t.done, views)
	}
}

// doneViews is each person's view of a finished deal: that of his seat
// (people maps seats to persons), or the public one while he sat out.
func doneViews(st *game.State, people [4]int, n int) []game.View {
	out := make([]game.View, n)
	for i := range out {
		out[i] = st.PublicView()
		for p := 0; p < st.Players(); p++ {
			if people[p] == i {
				out[i] = st.View(game.Seat(p))
			}
		}
	}
	return out
}

// updateLocked is the current table as person i may know it. h.mu is held.
func (h *Host) updateLocked(i int) *Update {
	t := &h.table
	n := len(h.seats)
	u := &Update{
		Deal: t.deal, Seq: t.seq, Seat: t.seat, Turn: t.turnPerson, View: t.views[i],
		People: append([]int(nil), t.people...),
		Totals: append([]int(nil), t.totals...),
		Names:  make([]string, n), Connected: make([]bool, n), BotIn: make([]bool, n), Taken: make([]bool, n), EndAgreed: make([]bool, n),
	}
	if t.reveal[i] {
		u.Action = t.action.String()
	}
	for j, s := range h.seats {
		u.Names[j] = s.name
		u.Connected[j] = s.kind != KindGuest || s.conn != nil
		u.BotIn[j] = s.kind == KindGuest && s.botIn
		u.Taken[j] = s.kind == KindGuest && s.token != ""
		u.EndAgreed[j] = s.end
	}
	return u
}

// welcomeLocked is the welcome of a guest seated at person i. h.mu is held.
func (h *Host) welcomeLocked(i int) *Welcome {
	w := &Welcome{
		Person: i, Token: h.seats[i].token, Rules: h.cfg.Rules,
		Keepalive: int(h.cfg.ReadTimeout.Milliseconds() / 3), App: h.cfg.App,
		Done: []game.View{},
	}
	for _, s := range h.seats {
		w.Kinds = append(w.Kinds, s.kind)
	}
	for _, d := range h.table.done {
		w.Done = append(w.Done, d[i])
	}
	if h.table.published {
		w.Current = h.updateLocked(i)
	} else {
		w.Names = make([]string, len(h.seats))
		for j, s := range h.seats {
			w.Names[j] = s.name
		}
	}
	return w
}

// presenceLocked tells every connected guest the table again after a
// change of who is there (joined, left, a bot in, an end proposed): his
// connection is marked, and its writer sends one update, made when it is
// sent, for any number of changes meanwhile. h.mu is held.
func (h *Host) presenceLocked() {
	if !h.table.published {
		return
	}
	for _, s := range h.seats {
		if s.conn != nil {
			select {
			case s.conn.dirty <- struct{}{}:
			default: // marked already
			}
		}
	}
}

// clean drops the mark of presenceLocked (an update is queued that says
// it all).
func (c *hostConn) clean() {
	select {
	case <-c.dirty:
	default:
	}
}

// presenceUpdate is the update the writer of c sends for its mark: the
// table as it is now, or nil when c is no longer the seat's connection.
func (h *Host) presenceUpdate(c *hostConn) []byte {
	h.mu.Lock()
	defer h.mu.Unlock()
	if c.person < 0 || c.person >= len(h.seats) || h.seats[c.person].conn != c || !h.table.published {
		return nil
	}
	return h.encodeFor(c, h.updateLocked(c.person))
}
