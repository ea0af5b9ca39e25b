package netplay

// EventKind is what happened at the table.
type EventKind int

// The kinds of events.
const (
	// EventJoined: a guest took a seat (Person, Name).
	EventJoined EventKind = iota
	// EventLeft: a guest's connection ended (Person, Name).
	EventLeft
	// EventReconnected: a guest came back with his token (Person, Name).
	EventReconnected
	// EventBotIn: a bot plays for the absent guest (Person, Name).
	EventBotIn
	// EventReady: a guest pressed "next deal" after deal Deal.
	EventReady
	// EventEndProposed: a person wants to end the sitting (or withdrew,
	// Agree false).
	EventEndProposed
	// EventEndAgreed: every person at the table agreed to end the sitting.
	EventEndAgreed
	// EventRefused: a would-be guest was refused (Reason; Person -1).
	EventRefused
	// EventDropped: a guest sent something unreadable and was
	// disconnected (Person, Reason).
	EventDropped
	// EventTimeUp: a guest's turn clock ran out; his bot chose that
	// action (Person, Name).
	EventTimeUp
)

var eventNames = [...]string{"joined", "left", "reconnected", "bot-in", "ready", "end-proposed", "end-agreed", "refused", "dropped", "time-up"}

// String names the kind ("joined").
func (k EventKind) String() string {
	if k >= 0 && int(k) < len(eventNames) {
		return eventNames[k]
	}
	return "event"
}

// Event is something the host's window shows: who came, left, is ready.
type Event struct {
	Kind   EventKind
	Person int // -1 when no seat is concerned
	Name   string
	Reason Reason
	Deal   int
	Agree  bool
}

// Events returns the host's events, in order. None is dropped: they wait
// in a queue of the host's until read (only refusals of strangers are
// counted instead of queued while more than maxQueuedEvents wait, so
// that nobody can fill the host's memory with them). The channel is
// closed by Close, after the events queued before it.
func (h *Host) Events() <-chan Event { return h.events }

// maxQueuedEvents bounds the queue for refusals of strangers.
const maxQueuedEvents = 4096

// emitLocked queues an event without blocking. h.mu is held.
func (h *Host) emitLocked(e Event) {
	if h.eventsClosed {
		return
	}
	if len(h.evq) >= maxQueuedEvents && (e.Kind == EventRefused && e.Person < 0) {
		h.evDropped++
		if h.evDropped&(h.evDropped-1) == 0 { // log 1, 2, 4, 8, … of them
			h.logf("%d refusals not shown: the window does not read the events", h.evDropped)
		}
		return
	}
	h.evq = append(h.evq, e)
	select {
	case h.evWake <- struct{}{}:
	default:
	}
}

// pumpEvents passes the queued events on to Events until the host is
// closed and the queue is empty, then closes it.
func (h *Host) pumpEvents() {
	defer close(h.events)
	for {
		h.mu.Lock()
		if len(h.evq) == 0 {
			done := h.eventsClosed
			h.mu.Unlock()
			if done {
				return
			}
			<-h.evWake
			continue
		}
		e := h.evq[0]
		h.evq[0] = Event{}
		h.evq = h.evq[1:]
		h.mu.Unlock()
		h.events <- e
	}
}
