package netplay

import (
	"context"
	"crypto/tls"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/coder/websocket"

	"github.com/cego-spiel/cego/game"
)

const (
	closeNormal = websocket.StatusNormalClosure
	closePolicy = websocket.StatusPolicyViolation
)

// hostConn is one guest's connection; its writer goroutine sends what
// queue puts in out.
type hostConn struct {
	ws     *websocket.Conn
	person int
	out    chan []byte
	ping   []byte        // the keepalive message
	every  time.Duration // how often it is sent
	lim    limiter       // the guest's message rates (read loop only)
	// dirty says the guest's table changed (who is there, who wants to
	// end) since his last update; the writer sends him one update for
	// any number of such changes (presenceLocked).
	dirty chan struct{}
	h     *Host

	once   sync.Once
	quit   chan struct{}
	code   websocket.StatusCode
	reason string
}

// stop ends the connection after the messages queued so far are written.
func (c *hostConn) stop(code websocket.StatusCode, reason string) {
	c.once.Do(func() {
		c.code, c.reason = code, reason
		close(c.quit)
	})
}

// writer sends the queued messages until stop, then closes the socket.
func (c *hostConn) writer() {
	write := func(data []byte) bool {
		ctx, cancel := context.WithTimeout(context.Background(), writeTimeout)
		defer cancel()
		return c.ws.Write(ctx, websocket.MessageText, data) == nil
	}
	tick := time.NewTicker(c.every)
	defer tick.Stop()
	for {
		// the queued messages first: a coalesced update is built from
		// the table as it is when it is sent
		select {
		case data := <-c.out:
			if !write(data) {
				c.stop(websocket.StatusGoingAway, "write failed")
				c.ws.CloseNow()
				return
			}
			continue
		default:
		}
		select {
		case <-tick.C:
			if !write(c.ping) {
				c.stop(websocket.StatusGoingAway, "write failed")
				c.ws.CloseNow()
				return
			}
		case data := <-c.out:
			if !write(data) {
				c.stop(websocket.StatusGoingAway, "write failed")
				c.ws.CloseNow()
				return
			}
		case <-c.dirty:
			if data := c.h.presenceUpdate(c); data != nil && !write(data) {
				c.stop(websocket.StatusGoingAway, "write failed")
				c.ws.CloseNow()
				return
			}
		case <-c.quit:
			for {
				select {
				case data := <-c.out:
					if !write(data) {
						c.ws.CloseNow()
						return
					}
					continue
				default:
				}
				break
			}
			c.ws.Close(c.code, c.reason)
			return
		}
	}
}

// queue encodes m for guest connection c and queues it; a guest who does
// not read his messages is disconnected. h.mu is held.
func (h *Host) queue(c *hostConn, m Message) {
	data := h.encodeFor(c, m)
	if data == nil {
		return
	}
	select {
	case c.out <- data:
	default:
		c.stop(closePolicy, string(ReasonTooSlow))
	}
}

// encodeFor encodes m for guest connection c (nil when it cannot be).
// h.mu is held.
func (h *Host) encodeFor(c *hostConn, m Message) []byte {
	data, err := Encode(m)
	if err != nil {
		h.logf("cannot encode %s for person %d: %v", m.Type(), c.person, err)
		return nil
	}
	if h.tap != nil {
		h.tap(c.person, data)
	}
	return data
}

// serveWS is the table's WebSocket endpoint: a hello within HelloTimeout,
// then the guest's messages until the connection ends.
func (h *Host) serveWS(w http.ResponseWriter, r *http.Request) {
	if !h.hostAllowed(r.Host) {
		h.logf("a request for host %q refused", clip(r.Host))
		http.Error(w, "ask for the table by its address", http.StatusForbidden)
		return
	}
	key, tok := addrKey(r.RemoteAddr), r.Header.Get(TokenHeader)
	h.mu.Lock()
	sl, ok := h.takeSlotLocked(key, tok)
	h.mu.Unlock()
	if !ok {
		http.Error(w, "busy", http.StatusServiceUnavailable)
		return
	}
	released := false
	release := func() {
		if !released {
			released = true
			h.mu.Lock()
			h.releaseSlotLocked(sl)
			h.mu.Unlock()
		}
	}
	defer release()
	h.mu.Lock()
	if h.closed {
		h.mu.Unlock()
		http.Error(w, "the table is closed", http.StatusServiceUnavailable)
		return
	}
	h.conns.Add(1) // under h.mu, before Close can wait for the connections
	h.mu.Unlock()
	defer h.conns.Done()
	ws, err := websocket.Accept(w, r, nil)
	if err != nil {
		return // Accept has answered the request
	}
	ws.SetReadLimit(MaxGuestMessage)
	c, hello := h.handshake(ws, sl, r.TLS)
	if c == nil {
		return
	}
	release()
	h.logf("person %d (%s) at the table, app %q", c.person, hello.Name, hello.App)
	go c.writer()
	h.readLoop(c)
}

// handshake reads the hello — after the code exchange, when the guest
// starts with one (codekey.go) — and seats the guest, or refuses him; it
// returns nil when the connection is over. cs is the connection's TLS
// state.
func (h *Host) handshake(ws *websocket.Conn, sl slot, cs *tls.ConnectionState) (*hostConn, *Hello) {
	refuse := func(rf *Refused) {
		if data, err := Encode(rf); err == nil {
			ctx, cancel := context.WithTimeout(context.Background(), writeTimeout)
			ws.Write(ctx, websocket.MessageText, data)
			cancel()
		}
		ws.Close(closePolicy, string(rf.Reason))
	}
	m, ok := h.readHandshake(ws, refuse)
	if !ok {
		return nil, nil
	}
	proven := false // the code exchange proved the code
	if k, isKey := m.(*Key); isKey {
		h.mu.Lock()
		try := sl.token != "" || h.tryCodeLocked(sl.addr, time.Now())
		h.mu.Unlock()
		if !try {
			h.event(Event{Kind: EventRefused, Person: -1, Reason: ReasonBusy})
			refuse(&Refused{Reason: ReasonBusy})
			return nil, nil
		}
		if !h.exchangeCode(ws, cs, k, refuse) {
			return nil, nil
		}
		proven = true
		if m, ok = h.readHandshake(ws, refuse); !ok {
			return nil, nil
		}
	}
	hello, ok := m.(*Hello)
	if !ok {
		refuse(&Refused{Reason: ReasonNoHello})
		return nil, nil
	}
	if sl.token != "" && !sameCode(hello.Token, sl.token) {
		// the slot was a token holder's: the hello must be his
		h.event(Event{Kind: EventRefused, Person: -1, Reason: ReasonBadToken})
		refuse(&Refused{Reason: ReasonBadToken})
		return nil, nil
	}
	if sl.token == "" && !proven {
		h.mu.Lock()
		try := h.tokenPersonLocked(hello.Token) >= 0 || h.tryCodeLocked(sl.addr, time.Now())
		h.mu.Unlock()
		if !try {
			h.event(Event{Kind: EventRefused, Person: -1, Reason: ReasonBusy})
			refuse(&Refused{Reason: ReasonBusy})
			return nil, nil
		}
	}
	if !proven && !sameCode(hello.Code, h.code) {
		time.Sleep(wrongCodeDelay) // slows guessing; the slot stays taken meanwhile
		h.event(Event{Kind: EventRefused, Person: -1, Reason: ReasonBadCode})
		refuse(&Refused{Reason: ReasonBadCode})
		return nil, nil
	}
	ping, _ := Encode(&Ping{})
	c := &hostConn{ws: ws, out: make(chan []byte, outQueue), quit: make(chan struct{}), ping: ping, every: h.cfg.ReadTimeout / 3,
		dirty: make(chan struct{}, 1), h: h}
	if reason := h.admit(c, hello); reason != "" {
		h.event(Event{Kind: EventRefused, Person: -1, Reason: reason})
		refuse(&Refused{Reason: reason})
		return nil, nil
	}
	return c, hello
}

// readHandshake reads a guest's message of the handshake within
// HelloTimeout; a message of another version or an unreadable one is
// refused (refuse), and ok is false.
func (h *Host) readHandshake(ws *websocket.Conn, refuse func(*Refused)) (Message, bool) {
	ctx, cancel := context.WithTimeout(context.Background(), h.cfg.HelloTimeout)
	typ, data, err := ws.Read(ctx)
	cancel()
	if err != nil {
		h.logf("no hello: %v", err)
		ws.CloseNow()
		return nil, false
	}
	var m Message
	if typ == websocket.MessageText {
		m, err = DecodeGuest(data)
	} else {
		err = errors.New("a binary message")
	}
	var ve *VersionError
	switch {
	case errors.As(err, &ve):
		mine, theirs := ReasonHostOlder, ReasonGuestNewer
		if ve.Theirs < Protocol {
			mine, theirs = ReasonHostNewer, ReasonGuestOlder
		}
		h.event(Event{Kind: EventRefused, Person: -1, Reason: theirs})
		refuse(&Refused{Reason: mine, Protocol: Protocol})
		return nil, false
	case err != nil:
		h.event(Event{Kind: EventRefused, Person: -1, Reason: ReasonBadMessage})
		refuse(&Refused{Reason: ReasonBadMessage, Text: clip(err.Error())})
		return nil, false
	}
	return m, true
}

// exchangeCode is the host's side of the code exchange (codekey.go),
// begun by the guest's point k: the host's point, the guest's proof
// (refused as a wrong code, after the same pause, when it does not hold
// for this connection), the host's proof. It reports whether the code is
// proven.
func (h *Host) exchangeCode(ws *websocket.Conn, cs *tls.ConnectionState, k *Key, refuse func(*Refused)) bool {
	bad := func(text string) bool {
		h.event(Event{Kind: EventRefused, Person: -1, Reason: ReasonBadMessage})
		refuse(&Refused{Reason: ReasonBadMessage, Text: text})
		return false
	}
	send := func(m Message) bool {
		data, err := Encode(m)
		if err != nil {
			return false
		}
		ctx, cancel := context.WithTimeout(context.Background(), writeTimeout)
		defer cancel()
		return ws.Write(ctx, websocket.MessageText, data) == nil
	}
	ekm, err := keyingMaterial(cs)
	if err != nil || k.Pake == "" {
		return bad("the code exchange begins with the guest's point")
	}
	point, key, err := hostExchange(h.code, k.Pake)
	if err != nil {
		return bad(clip(err.Error()))
	}
	if !send(&Key{Pake: point}) {
		ws.CloseNow()
		return false
	}
	m, ok := h.readHandshake(ws, refuse)
	if !ok {
		return false
	}
	proof, isKey := m.(*Key)
	if !isKey || proof.Proof == "" {
		return bad("the code exchange goes on with the guest's proof")
	}
	if !proofHolds(proof.Proof, codeProof(key, ekm, "guest")) {
		time.Sleep(wrongCodeDelay) // slows guessing; the slot stays taken meanwhile
		h.event(Event{Kind: EventRefused, Person: -1, Reason: ReasonBadCode})
		refuse(&Refused{Reason: ReasonBadCode})
		return false
	}
	if !send(&Key{Proof: codeProof(key, ekm, "host")}) {
		ws.CloseNow()
		return false
	}
	return true
}

// clip shortens an error text for a refusal and drops control
// characters.
func clip(s string) string {
	if len(s) > 200 {
		s = s[:200]
	}
	out := []rune(s) // a cut or invalid rune becomes U+FFFD
	for i, r := range out {
		if r < 0x20 || r == 0x7f || (r >= 0x80 && r < 0xa0) {
			out[i] = '?'
		}
	}
	return string(out)
}

// event emits an event.
func (h *Host) event(e Event) {
	h.mu.Lock()
	h.emitLocked(e)
	h.mu.Unlock()
}

// admit gives the guest a seat (his own back with a token) and queues the
// welcome; it returns the reason of a refusal.
func (h *Host) admit(c *hostConn, hello *Hello) Reason {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.closed {
		return ReasonHostLeft
	}
	person := -1
	kind := EventJoined
	switch {
	case hello.Token != "":
		if person = h.tokenPersonLocked(hello.Token); person < 0 {
			return ReasonBadToken
		}
		kind = EventReconnected
	case hello.Seat != nil:
		p := *hello.Seat
		if p >= len(h.seats) || h.seats[p].kind != KindGuest || h.seats[p].token != "" {
			return ReasonSeatTaken
		}
		person = p
	default:
		// the first free seat: a name is never a key to a seat (a friend
		// comes back to his with his token, HostConfig.Tokens)
		for i, s := range h.seats {
			if s.kind == KindGuest && s.token == "" && person < 0 {
				person = i
			}
		}
		if person < 0 {
			return ReasonTableFull
		}
	}
	s := h.seats[person]
	if s.conn != nil {
		h.queue(s.conn, &Bye{Reason: ReasonReplaced})
		s.conn.stop(closePolicy, string(ReasonReplaced))
	}
	if s.token == "" {
		s.token = newToken()
		h.reannounceLocked()
	}
	if kind == EventJoined || hello.Name != "" {
		s.name = h.uniqueNameLocked(person, cleanName(hello.Name, s.name))
	}
	c.person = person
	s.conn = c
	s.botIn = false
	h.queue(c, h.welcomeLocked(person))
	h.emitLocked(Event{Kind: kind, Person: person, Name: s.name})
	h.presenceLocked()
	c.clean() // his welcome says it all
	h.notifyLocked()
	return ""
}

// readLoop reads the guest's messages until the connection ends, then
// marks him away.
func (h *Host) readLoop(c *hostConn) {
	defer h.detach(c)
	for {
		ctx, cancel := context.WithTimeout(context.Background(), h.cfg.ReadTimeout)
		typ, data, err := c.ws.Read(ctx)
		cancel()
		if err != nil {
			c.stop(websocket.StatusGoingAway, "")
			return
		}
		var m Message
		if typ == websocket.MessageText {
			m, err = DecodeGuest(data)
		} else {
			err = errors.New("a binary message")
		}
		if err == nil {
			var idle bool
			if idle, err = h.handle(c, m); err == nil && idle && !c.throttle(m.Type()) {
				return // the connection is closing: what it still holds is not read
			}
		}
		if err != nil {
			h.logf("person %d dropped: %v", c.person, err)
			h.mu.Lock()
			h.queue(c, &Refused{Reason: ReasonBadMessage, Text: clip(err.Error())})
			h.emitLocked(Event{Kind: EventDropped, Person: c.person, Name: h.seats[c.person].name, Reason: ReasonBadMessage})
			h.mu.Unlock()
			c.stop(closePolicy, string(ReasonBadMessage))
			// Read on until the close handshake ends the connection.
			for {
				ctx, cancel := context.WithTimeout(context.Background(), writeTimeout)
				_, _, err := c.ws.Read(ctx)
				cancel()
				if err != nil {
					return
				}
			}
		}
	}
}

// detach marks the connection's guest away (unless a newer connection
// took his seat).
func (h *Host) detach(c *hostConn) {
	h.mu.Lock()
	defer h.mu.Unlock()
	s := h.seats[c.person]
	if s.conn != c {
		return
	}
	s.conn = nil
	s.absentSince = time.Now()
	s.end = false
	h.emitLocked(Event{Kind: EventLeft, Person: c.person, Name: s.name})
	h.presenceLocked()
	h.checkEndLocked()
	h.notifyLocked()
}

// handle acts on one message of a seated guest; an error disconnects him.
// It reports whether the message was idle: a ping, a refused act, a ready
// said before, an end proposal — those are rate limited (ratelimit.go);
// an accepted act or a new ready is paced by the game itself.
func (h *Host) handle(c *hostConn, m Message) (idle bool, err error) {
	h.mu.Lock()
	defer h.mu.Unlock()
	s := h.seats[c.person]
	if s.conn != c {
		return true, nil // replaced: its messages no longer count
	}
	switch m := m.(type) {
	case *Ping:
		return true, nil
	case *Act:
		if rf := h.acceptLocked(c.person, m); rf != nil {
			h.queue(c, rf)
			return true, nil
		}
	case *Ready:
		if m.Deal <= s.readyDeal || m.Deal > h.table.deal {
			return true, nil
		}
		s.readyDeal = m.Deal
		h.emitLocked(Event{Kind: EventReady, Person: c.person, Name: s.name, Deal: m.Deal})
		h.notifyLocked()
	case *End:
		h.proposeEndLocked(c.person, m.Agree)
		return true, nil // every proposal counts: it is told to everybody
	default:
		return false, fmt.Errorf("a guest does not send %q", m.Type())
	}
	return false, nil
}

// throttle waits, when the guest sent more messages of kind that changed
// nothing than its rate allows, until he may send the next (ratelimit.go).
// It reports false when the connection closed meanwhile: the reader stops
// then, rather than handle at once, unthrottled, what the socket still
// holds.
func (c *hostConn) throttle(kind string) bool {
	wait := c.lim.take(kind, time.Now())
	if wait <= 0 {
		return true
	}
	t := time.NewTimer(wait)
	defer t.Stop()
	select {
	case <-t.C:
		return true
	case <-c.quit:
		return false
	}
}

// acceptLocked checks a guest's action: the current deal and step, then
// View.Check for his person's view (his turn, legal: the engine's refusal
// and sentence). An accepted action waits for his
// bot; a refusal is returned. h.mu is held.
func (h *Host) acceptLocked(person int, m *Act) *Refused {
	t := &h.table
	rf := &Refused{Deal: m.Deal, Seq: m.Seq}
	if p := h.seats[person].act; p != nil && p.deal == m.Deal && p.seq == m.Seq && p.action.String() == m.Action {
		return nil // the same action again (resent after a reconnection): taken already
	}
	if !t.published || m.Deal != t.deal || m.Seq != t.seq || h.seats[person].act != nil {
		rf.Reason = ReasonStale
		rf.Text = "This action is not for the current step of the deal."
		return rf
	}
	a, err := game.ParseAction(m.Action)
	if err != nil {
		rf.Reason, rf.Text = ReasonIllegal, clip(err.Error())
		return rf
	}
	// The engine's refusal for the sender's seat, with its sentence; then,
	// as a guard, the turn and the true deal.
	v := t.views[person]
	err = v.Check(a)
	if err == nil && t.turnPerson != person {
		err = fmt.Errorf("it is not your turn")
	}
	if err == nil {
		st := t.state
		err = st.Apply(a)
	}
	if err != nil {
		rf.Reason, rf.Text = ReasonIllegal, clip(err.Error())
		var ie *game.IllegalError
		if errors.As(err, &ie) {
			rf.Code = ie.Code
			if ie.Code == game.RefuseNotYourTurn {
				rf.Reason = ReasonNotYourTurn
			}
		}
		return rf
	}
	h.seats[person].act = &pendingAct{deal: m.Deal, seq: m.Seq, action: a}
	h.notifyLocked()
	return nil
}

// uniqueNameLocked makes a guest's name one nobody else at the table has:
// a seat nobody took (a bot's, or free) with that name is renamed "name
// (Bot)"; a person's name gets a number. h.mu is held.
func (h *Host) uniqueNameLocked(person int, name string) string {
	same := func(a, b string) bool { return strings.EqualFold(strings.TrimSpace(a), strings.TrimSpace(b)) }
	for i, o := range h.seats {
		if i != person && same(o.name, name) && o.kind != KindHost && o.token == "" {
			o.name = clip(o.name + " (Bot)")
		}
	}
	for n, try := 2, name; ; n++ {
		taken := false
		for i, o := range h.seats {
			if i != person && same(o.name, try) {
				taken = true
			}
		}
		if !taken {
			return try
		}
		try = fmt.Sprintf("%s %d", name, n)
	}
}
