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
)

var eventNames = [...]string{"joined", "left", "reconnected", "bot-in", "ready", "end-proposed", "end-agreed", "refused", "dropped"}

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

// Events returns the host's events. The channel is buffered (256); when
// nobody reads it, further events are dropped (and logged) rather than
// stopping the table. It is closed by Close.
func (h *Host) Events() <-chan Event { return h.events }

// emitLocked sends an event without blocking. h.mu is held.
func (h *Host) emitLocked(e Event) {
	if h.eventsClosed {
		return
	}
	select {
	case h.events <- e:
	default:
		h.logf("event dropped (nobody reads): %v person %d", e.Kind, e.Person)
	}
}
