package netplay

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/cego-spiel/cego/ai"
	"github.com/cego-spiel/cego/game"
)

// Seat returns the bot (ai.Bot) of a guest's person: Choose waits until the
// guest sends an action the host accepts (his turn, the current step,
// legal). While the guest is away longer than the grace time, while a bot
// sits in for him (SeatBot), once the humans agreed to end the sitting and
// after Close, fallback chooses instead.
func (h *Host) Seat(person int, fallback ai.Bot) ai.Bot {
	return &guestSeat{h: h, person: person, fallback: fallback}
}

type guestSeat struct {
	h        *Host
	person   int
	fallback ai.Bot
}

// Choose implements ai.Bot.
func (g *guestSeat) Choose(v game.View) game.Action {
	h := g.h
	if g.person < 0 || g.person >= len(h.seats) || h.seats[g.person].kind != KindGuest {
		return g.fallback.Choose(v)
	}
	var clock <-chan time.Time // the turn clock (HostConfig.TurnClock)
	if h.cfg.TurnClock > 0 {
		t := time.NewTimer(h.cfg.TurnClock)
		defer t.Stop()
		clock = t.C
	}
	for {
		h.mu.Lock()
		s := h.seats[g.person]
		if p := s.act; p != nil && p.deal == h.table.deal && p.seq == h.table.seq {
			s.act = nil
			h.mu.Unlock()
			return p.action
		}
		if h.closed || h.ended {
			h.mu.Unlock()
			return g.fallback.Choose(v)
		}
		var tm *time.Timer
		var timeout <-chan time.Time
		if s.conn == nil && !s.botIn {
			left := time.Until(s.absentSince.Add(h.cfg.Grace))
			if left <= 0 {
				s.botIn = true
				h.emitLocked(Event{Kind: EventBotIn, Person: g.person, Name: s.name})
				h.presenceLocked()
				h.notifyLocked()
			} else {
				tm = time.NewTimer(left)
				timeout = tm.C
			}
		}
		if s.botIn {
			h.mu.Unlock()
			return g.fallback.Choose(v)
		}
		changed := h.changed
		h.mu.Unlock()
		select {
		case <-changed:
		case <-timeout:
		case <-clock:
			if tm != nil {
				tm.Stop()
			}
			h.event(Event{Kind: EventTimeUp, Person: g.person, Name: h.Names()[g.person]})
			return g.fallback.Choose(v) // he stays seated; his next turn is his again
		}
		if tm != nil {
			tm.Stop()
		}
	}
}

// SeatBot lets the fallback bot play for a guest at once ("let the bot
// play"): for an absent one without waiting out the grace time, until he
// comes back with his token; for one at the table (who does not act)
// until the host gives him his seat back (SeatGuest) or he reconnects.
func (h *Host) SeatBot(person int) error {
	h.mu.Lock()
	defer h.mu.Unlock()
	if person < 0 || person >= len(h.seats) || h.seats[person].kind != KindGuest {
		return fmt.Errorf("person %d is not a guest's seat", person)
	}
	s := h.seats[person]
	if !s.botIn {
		s.botIn = true
		h.emitLocked(Event{Kind: EventBotIn, Person: person, Name: s.name})
		h.presenceLocked()
		h.notifyLocked()
	}
	return nil
}

// SeatGuest gives a guest at the table his seat back after SeatBot.
func (h *Host) SeatGuest(person int) error {
	h.mu.Lock()
	defer h.mu.Unlock()
	if person < 0 || person >= len(h.seats) || h.seats[person].kind != KindGuest || h.seats[person].conn == nil {
		return fmt.Errorf("person %d is no guest at the table", person)
	}
	if s := h.seats[person]; s.botIn {
		s.botIn = false
		h.presenceLocked()
		h.notifyLocked()
	}
	return nil
}

// FreeSeat frees a guest's seat ("free this seat"): his token no longer
// counts, he is told and disconnected, the seat gets its name from the
// table's configuration back, and its bot plays until a friend takes the
// seat (with the code). For a seat a stranger took, or a friend who will
// not come back.
func (h *Host) FreeSeat(person int) error {
	h.mu.Lock()
	defer h.mu.Unlock()
	if person < 0 || person >= len(h.seats) || h.seats[person].kind != KindGuest {
		return fmt.Errorf("person %d is not a guest's seat", person)
	}
	s := h.seats[person]
	if c := s.conn; c != nil {
		h.queue(c, &Bye{Reason: ReasonSeatFreed})
		c.stop(closeNormal, string(ReasonSeatFreed))
		s.conn = nil
		h.emitLocked(Event{Kind: EventLeft, Person: person, Name: s.name})
	}
	s.token, s.end, s.act = "", false, nil
	s.name = cleanName(h.cfg.Names[person], fmt.Sprintf("Person %d", person+1))
	s.absentSince = time.Now()
	s.botIn = true
	h.emitLocked(Event{Kind: EventBotIn, Person: person, Name: s.name})
	h.reannounceLocked()
	h.checkEndLocked()
	h.presenceLocked()
	h.notifyLocked()
	return nil
}

// BotIn reports which guests' seats a bot plays now.
func (h *Host) BotIn() []bool {
	h.mu.Lock()
	defer h.mu.Unlock()
	out := make([]bool, len(h.seats))
	for i, s := range h.seats {
		out[i] = s.kind == KindGuest && s.botIn
	}
	return out
}

// Closed reports whether the host closed (Close or Finish).
func (h *Host) Closed() bool {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.closed
}

// ErrClosed is returned by waits of a closed host.
var ErrClosed = errors.New("the table is closed")

// WaitReady blocks until every guest at the table (connected, not
// replaced by a bot) has pressed "next deal" after deal, the turn clock
// ran out (HostConfig.TurnClock), the humans agreed to end the sitting,
// ctx ends or the host closes.
func (h *Host) WaitReady(ctx context.Context, deal int) error {
	var clock <-chan time.Time
	if h.cfg.TurnClock > 0 {
		t := time.NewTimer(h.cfg.TurnClock)
		defer t.Stop()
		clock = t.C
	}
	for {
		h.mu.Lock()
		if h.closed {
			h.mu.Unlock()
			return ErrClosed
		}
		all := true
		for _, s := range h.seats {
			if s.kind == KindGuest && s.conn != nil && !s.botIn && s.readyDeal < deal {
				all = false
			}
		}
		if all || h.ended {
			h.mu.Unlock()
			return nil
		}
		changed := h.changed
		h.mu.Unlock()
		select {
		case <-changed:
		case <-clock:
			return nil // the friends who have not answered are out of time
		case <-ctx.Done():
			return ctx.Err()
		}
	}
}

// ProposeEnd records that the host's own player wants to end the sitting
// now (agree false withdraws). The sitting ends when every person at the
// table — the host's player and every connected guest — agrees.
func (h *Host) ProposeEnd(agree bool) {
	h.mu.Lock()
	defer h.mu.Unlock()
	for i, s := range h.seats {
		if s.kind == KindHost {
			h.proposeEndLocked(i, agree)
		}
	}
}

// EndAgreed reports whether the humans agreed to end the sitting.
func (h *Host) EndAgreed() bool {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.ended
}

func (h *Host) proposeEndLocked(person int, agree bool) {
	s := h.seats[person]
	if s.end == agree || h.ended {
		return
	}
	s.end = agree
	h.emitLocked(Event{Kind: EventEndProposed, Person: person, Name: s.name, Agree: agree})
	h.checkEndLocked()
	h.presenceLocked()
	h.notifyLocked()
}

// checkEndLocked ends the sitting when every human at the table agrees.
func (h *Host) checkEndLocked() {
	if h.ended {
		return
	}
	humans := 0
	for _, s := range h.seats {
		human := s.kind == KindHost || (s.kind == KindGuest && s.conn != nil)
		if !human {
			continue
		}
		if !s.end {
			return
		}
		humans++
	}
	if humans > 0 {
		h.ended = true
		h.emitLocked(Event{Kind: EventEndAgreed, Person: -1})
	}
}
