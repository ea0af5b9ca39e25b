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

// Reconnection: a client whose connection is lost dials again with its
// token, waiting reconnectFirst, then twice as long each time up to
// reconnectMax, at most reconnectTries times (about two and a half
// minutes: long enough for a host to start his Cego again).
var (
	reconnectFirst = 200 * time.Millisecond
	reconnectMax   = 5 * time.Second
	reconnectTries = 35
)

// handshakeTimeout bounds the answer to a hello.
const handshakeTimeout = 10 * time.Second

// ConnStatus is the state of a guest's connection.
type ConnStatus int

// The states a Client reports on States.
const (
	// Reconnecting: the connection was lost; the client dials again.
	Reconnecting ConnStatus = iota
	// Connected: back at the table (ConnState.Welcome is the new welcome).
	Connected
	// Lost: reconnecting failed; the client has stopped. ConnState.Reason
	// is the host's refusal, or empty when the host could not be reached
	// at all (his program ended or the network is down: he did not close
	// the table).
	Lost
	// HostLeft: the host said bye (ConnState.Reason says why); the client
	// has stopped.
	HostLeft
)

// ConnState is a change of a Client's connection.
type ConnState struct {
	Status  ConnStatus
	Reason  Reason   // HostLeft: the host's reason; Lost: a refusal's
	Err     error    // Reconnecting, Lost: what went wrong
	Welcome *Welcome // Connected: the table as it is now
}

// A RefusedError is the host's refusal of a hello.
type RefusedError struct {
	Reason   Reason
	Protocol int // the host's protocol, on ReasonHostNewer/Older
	Text     string
}

// Error words the refusal (the window words it from Reason).
func (e *RefusedError) Error() string {
	switch e.Reason {
	case ReasonHostNewer:
		return "the host runs a newer Cego"
	case ReasonHostOlder:
		return "the host runs an older Cego"
	}
	if e.Text != "" {
		return fmt.Sprintf("refused by the host: %s (%s)", e.Reason, e.Text)
	}
	return fmt.Sprintf("refused by the host: %s", e.Reason)
}

// Client is a guest's connection to a table. Its methods are safe for
// concurrent use.
type Client struct {
	url   string
	hello Hello // the Code is never sent to a host whose certificate is not pinned

	updates  chan Update
	refusals chan Refused
	states   chan ConnState
	quit     chan struct{}
	done     chan struct{}
	stopOnce sync.Once

	mu     sync.Mutex
	pin    string // the fingerprint of the table's certificate, "" until known
	ws     *websocket.Conn
	person int
	every  time.Duration
	// What the guest said that a blip may have lost (resent after a
	// reconnection, see restore): his action the host has not yet shown
	// taken or refused, the last deal he asked the next one after, his
	// wish to end.
	unseen    *Act
	readyDeal int
	endWish   bool
}

// URL returns the WebSocket URL of a table address: "host:port" (or
// "host", the default port) becomes wss://host:port/cego; a wss:// URL is
// kept, a ws:// one made wss:// (a table speaks only TLS).
func URL(addr string) string {
	addr = strings.TrimSpace(addr)
	if strings.HasPrefix(addr, "wss://") {
		return addr
	}
	if rest, ok := strings.CutPrefix(addr, "ws://"); ok {
		return "wss://" + rest
	}
	if !strings.Contains(addr, ":") || (strings.HasPrefix(addr, "[") && strings.HasSuffix(addr, "]")) {
		addr += DefaultAddr
	}
	return "wss://" + addr + Path
}

// Dial joins the table at addr (see URL) with hello, proving Hello.Code
// by the code exchange (codekey.go) — the join by typed code, which
// learns the table's certificate and pins it for reconnecting. It returns
// the client and the host's welcome; a refusal is a *RefusedError.
// Hello.Token reclaims a seat (after a restart); Dial keeps the token it
// is given for reconnecting.
func Dial(ctx context.Context, addr string, hello Hello) (*Client, *Welcome, error) {
	return DialPinned(ctx, addr, "", hello)
}

// DialPinned is Dial to a table whose certificate's Fingerprint is
// fingerprint (from an invitation, or Client.Fingerprint of an earlier
// connection): any other certificate is refused with
// ErrWrongCertificate before anything is sent; the code travels in the
// hello, encrypted to exactly that table. An empty fingerprint is Dial.
func DialPinned(ctx context.Context, addr, fingerprint string, hello Hello) (*Client, *Welcome, error) {
	pin := ""
	if fingerprint != "" {
		if pin = NormalizeFingerprint(fingerprint); pin == "" {
			return nil, nil, fmt.Errorf("the fingerprint %q is not 64 hex digits", fingerprint)
		}
	}
	c := &Client{
		url: URL(addr), hello: hello, pin: pin,
		updates:  make(chan Update, 256),
		refusals: make(chan Refused, 64),
		states:   make(chan ConnState, 64),
		quit:     make(chan struct{}),
		done:     make(chan struct{}),
	}
	ws, w, err := c.dial(ctx)
	if err != nil {
		return nil, nil, err
	}
	c.attach(ws, w)
	go c.run(ws)
	return c, w, nil
}

// Fingerprint returns the pinned fingerprint of the table's certificate:
// the invitation's, or the one the code exchange authenticated.
func (c *Client) Fingerprint() string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.pin
}

// dial connects, proves the code when the certificate is not pinned yet,
// and says hello; it returns the welcome.
func (c *Client) dial(ctx context.Context) (*websocket.Conn, *Welcome, error) {
	ctx, cancel := context.WithTimeout(ctx, handshakeTimeout)
	defer cancel()
	c.mu.Lock()
	pin, hello := c.pin, c.hello
	c.mu.Unlock()
	if pin == "" && NormalizeCode(hello.Code) == "" {
		return nil, nil, errors.New("joining needs the table code or an invitation")
	}
	var header http.Header
	if pin != "" && hello.Token != "" {
		// known before the hello: strangers' half-open connections do
		// not keep a returning guest out (admission.go); sent only to
		// the pinned table
		header = http.Header{TokenHeader: {hello.Token}}
	}
	var seen tlsSeen
	opts, tr := dialOptions(pin, header, &seen)
	ws, resp, err := websocket.Dial(ctx, c.url, opts)
	tr.CloseIdleConnections()
	if seen.wrong {
		if ws != nil {
			ws.CloseNow()
		}
		return nil, nil, ErrWrongCertificate
	}
	if err != nil {
		return nil, nil, err
	}
	ws.SetReadLimit(MaxHostMessage)
	if pin == "" {
		var cs *tls.ConnectionState
		if resp != nil {
			cs = resp.TLS
		}
		if err := c.proveCode(ctx, ws, cs, hello.Code); err != nil {
			ws.CloseNow()
			return nil, nil, err
		}
		hello.Code = "" // proven; never sent
	}
	data, err := Encode(&hello)
	if err == nil {
		err = ws.Write(ctx, websocket.MessageText, data)
	}
	var m Message
	if err == nil {
		m, err = readAnswer(ctx, ws)
	}
	if err == nil {
		if w, ok := m.(*Welcome); ok {
			if pin == "" {
				c.mu.Lock()
				c.pin = seen.fingerprint
				c.mu.Unlock()
			}
			return ws, w, nil
		}
		err = fmt.Errorf("the host answered with %q", m.Type())
	}
	ws.CloseNow()
	return nil, nil, err
}

// readAnswer reads the host's answer during the handshake; a refusal
// (or a message of another version) is a *RefusedError.
func readAnswer(ctx context.Context, ws *websocket.Conn) (Message, error) {
	typ, data, err := ws.Read(ctx)
	if err != nil {
		return nil, err
	}
	if typ != websocket.MessageText {
		return nil, errors.New("the host sent a binary message")
	}
	m, err := Decode(data)
	var ve *VersionError
	if errors.As(err, &ve) {
		if ve.Theirs > Protocol {
			return nil, &RefusedError{Reason: ReasonHostNewer, Protocol: ve.Theirs}
		}
		return nil, &RefusedError{Reason: ReasonHostOlder, Protocol: ve.Theirs}
	}
	if err != nil {
		return nil, err
	}
	if rf, ok := m.(*Refused); ok {
		return nil, &RefusedError{Reason: rf.Reason, Protocol: rf.Protocol, Text: rf.Text}
	}
	return m, nil
}

// proveCode is the guest's side of the code exchange (codekey.go) on a
// connection whose TLS state is cs.
func (c *Client) proveCode(ctx context.Context, ws *websocket.Conn, cs *tls.ConnectionState, code string) error {
	ekm, err := keyingMaterial(cs)
	if err != nil {
		return err
	}
	g, point, err := newGuestExchange(code)
	if err != nil {
		return err
	}
	step := func(k *Key) (*Key, error) {
		data, err := Encode(k)
		if err == nil {
			err = ws.Write(ctx, websocket.MessageText, data)
		}
		if err != nil {
			return nil, err
		}
		m, err := readAnswer(ctx, ws)
		if err != nil {
			return nil, err
		}
		if k, ok := m.(*Key); ok {
			return k, nil
		}
		return nil, fmt.Errorf("the host answered the code exchange with %q", m.Type())
	}
	theirs, err := step(&Key{Pake: point})
	if err != nil {
		return err
	}
	if theirs.Pake == "" {
		return errors.New("the host answered the code exchange without its point")
	}
	key, err := g.key(theirs.Pake)
	if err != nil {
		return err
	}
	theirs, err = step(&Key{Proof: codeProof(key, ekm, "guest")})
	if err != nil {
		return err
	}
	if !proofHolds(theirs.Proof, codeProof(key, ekm, "host")) {
		return ErrCodeNotProven
	}
	return nil
}

func (c *Client) attach(ws *websocket.Conn, w *Welcome) {
	c.mu.Lock()
	c.ws, c.person = ws, w.Person
	c.hello.Token = w.Token
	c.hello.Seat = nil
	c.every = time.Duration(w.Keepalive) * time.Millisecond
	c.mu.Unlock()
}

// Person returns the client's person at the table.
func (c *Client) Person() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.person
}

// Token returns the reconnect token of the client's seat (Hello.Token of
// a later Dial, e.g. after the program restarted).
func (c *Client) Token() string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.hello.Token
}

// Updates delivers the table after every action and every change of who is
// there. It is closed when the client stops.
func (c *Client) Updates() <-chan Update { return c.updates }

// Refusals delivers the host's refusals of this client's actions. It is
// closed when the client stops.
func (c *Client) Refusals() <-chan Refused { return c.refusals }

// States delivers the changes of the connection. It is closed when the
// client stops.
func (c *Client) States() <-chan ConnState { return c.states }

// Done is closed when the client has stopped (Close, the host left, or
// reconnecting failed).
func (c *Client) Done() <-chan struct{} { return c.done }

// ErrNotConnected is returned while the client reconnects or after it
// stopped.
var ErrNotConnected = errors.New("not connected to the table")

func (c *Client) send(m Message) error {
	data, err := Encode(m)
	if err != nil {
		return err
	}
	c.mu.Lock()
	ws := c.ws
	c.mu.Unlock()
	if ws == nil {
		return ErrNotConnected
	}
	ctx, cancel := context.WithTimeout(context.Background(), writeTimeout)
	defer cancel()
	return ws.Write(ctx, websocket.MessageText, data)
}

// Act sends the client's action for step seq (Update.Seq) of deal deal.
// The host answers with the next Update, or a Refused on Refusals. An
// action that a lost connection kept from the host (the error says so) is
// not lost: after reconnecting, the client sends it again if the host is
// still at that step and waits for it, and forgets it if the table has
// moved on (the host's position is the truth; see restore).
func (c *Client) Act(deal, seq int, a game.Action) error {
	m := &Act{Deal: deal, Seq: seq, Action: a.String()}
	c.mu.Lock()
	c.unseen = m
	c.mu.Unlock()
	return c.send(m)
}

// Ready says the guest pressed "next deal" after deal deal (said again
// after a reconnection).
func (c *Client) Ready(deal int) error {
	c.mu.Lock()
	c.readyDeal = max(c.readyDeal, deal)
	c.mu.Unlock()
	return c.send(&Ready{Deal: deal})
}

// ProposeEnd proposes (or agrees) to end the sitting now; agree false
// withdraws. The wish is said again after a reconnection.
func (c *Client) ProposeEnd(agree bool) error {
	c.mu.Lock()
	c.endWish = agree
	c.mu.Unlock()
	return c.send(&End{Agree: agree})
}

// seen forgets the unseen action once update u or a refusal of it shows
// that the host had it.
func (c *Client) seen(deal, seq int, refused bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if a := c.unseen; a != nil && (deal > a.Deal || deal == a.Deal && (seq > a.Seq || refused && seq == a.Seq)) {
		c.unseen = nil
	}
}

// restore says again, after a reconnection with welcome w, what the blip
// may have kept from the host: the action he waits for (when the host is
// at that very step and it is this person's turn; otherwise it is stale
// and forgotten), the last "next deal" and the wish to end.
func (c *Client) restore(w *Welcome) {
	c.mu.Lock()
	a, ready, end := c.unseen, c.readyDeal, c.endWish
	c.unseen = nil
	if a != nil && w.Current != nil && w.Current.Deal == a.Deal && w.Current.Seq == a.Seq && w.Current.Turn == c.person {
		c.unseen = a
	} else {
		a = nil
	}
	c.mu.Unlock()
	if a != nil {
		c.send(a)
	}
	if ready > 0 {
		c.send(&Ready{Deal: ready})
	}
	if end {
		c.send(&End{Agree: true})
	}
}

// Close leaves the table. The seat stays the guest's: a later Dial with
// Token takes it back.
func (c *Client) Close() error {
	c.stopOnce.Do(func() { close(c.quit) })
	c.mu.Lock()
	ws := c.ws
	c.mu.Unlock()
	if ws != nil {
		ws.Close(closeNormal, "")
	}
	<-c.done
	return nil
}

func (c *Client) stopping() bool {
	select {
	case <-c.quit:
		return true
	default:
		return false
	}
}

// run reads the host's messages, reconnecting when the connection is
// lost, until the client stops.
func (c *Client) run(ws *websocket.Conn) {
	defer func() {
		close(c.updates)
		close(c.refusals)
		close(c.states)
		close(c.done)
	}()
	for {
		pingDone := make(chan struct{})
		go c.keepalive(ws, pingDone)
		bye, err := c.read(ws)
		close(pingDone)
		ws.CloseNow()
		c.mu.Lock()
		c.ws = nil
		c.mu.Unlock()
		if c.stopping() {
			return
		}
		if bye != nil {
			c.state(ConnState{Status: HostLeft, Reason: bye.Reason})
			return
		}
		c.state(ConnState{Status: Reconnecting, Err: err})
		var w *Welcome
		ws, w, err = c.redial()
		if ws == nil {
			st := ConnState{Status: Lost, Err: err}
			var re *RefusedError
			if errors.As(err, &re) {
				st.Reason = re.Reason
			}
			c.state(st)
			return
		}
		c.attach(ws, w)
		c.restore(w)
		c.state(ConnState{Status: Connected, Welcome: w})
		if w.Current != nil {
			c.deliver(*w.Current)
		}
	}
}

// read delivers the messages of one connection until it ends; it returns
// the host's bye if he said one.
func (c *Client) read(ws *websocket.Conn) (*Bye, error) {
	for {
		c.mu.Lock()
		timeout := 3 * c.every
		c.mu.Unlock()
		ctx, cancel := context.WithTimeout(context.Background(), timeout)
		typ, data, err := ws.Read(ctx)
		cancel()
		if err != nil {
			return nil, err
		}
		if typ != websocket.MessageText {
			return nil, errors.New("the host sent a binary message")
		}
		m, err := Decode(data)
		if err != nil {
			ws.Close(closePolicy, string(ReasonBadMessage))
			return nil, fmt.Errorf("unreadable message from the host: %w", err)
		}
		switch m := m.(type) {
		case *Update:
			c.seen(m.Deal, m.Seq, false)
			c.deliver(*m)
		case *Refused:
			c.seen(m.Deal, m.Seq, true)
			select {
			case c.refusals <- *m:
			case <-c.quit:
			}
		case *Bye:
			return m, nil
		case *Ping:
		default:
			return nil, fmt.Errorf("the host sent %q", m.Type())
		}
	}
}

func (c *Client) deliver(u Update) {
	select {
	case c.updates <- u:
	case <-c.quit:
	}
}

func (c *Client) state(s ConnState) {
	select {
	case c.states <- s:
	default: // nobody reads the states: the last ones are dropped
	}
}

// keepalive pings the host until done.
func (c *Client) keepalive(ws *websocket.Conn, done chan struct{}) {
	c.mu.Lock()
	every := c.every
	c.mu.Unlock()
	t := time.NewTicker(every)
	defer t.Stop()
	data, _ := Encode(&Ping{})
	for {
		select {
		case <-t.C:
			ctx, cancel := context.WithTimeout(context.Background(), writeTimeout)
			ws.Write(ctx, websocket.MessageText, data)
			cancel()
		case <-done:
			return
		}
	}
}

// redial tries to take the seat back with the token, with growing pauses.
func (c *Client) redial() (*websocket.Conn, *Welcome, error) {
	wait := reconnectFirst
	var err error
	for range reconnectTries {
		t := time.NewTimer(wait)
		select {
		case <-t.C:
		case <-c.quit:
			t.Stop()
			return nil, nil, ErrNotConnected
		}
		ctx, cancel := context.WithCancel(context.Background())
		go func() {
			select {
			case <-c.quit:
				cancel()
			case <-ctx.Done():
			}
		}()
		var ws *websocket.Conn
		var w *Welcome
		ws, w, err = c.dial(ctx)
		cancel()
		if err == nil {
			return ws, w, nil
		}
		var re *RefusedError
		if errors.As(err, &re) && re.Reason != ReasonBusy || errors.Is(err, ErrWrongCertificate) {
			return nil, nil, err // the host will not take us back, or it is not the table
		}
		wait = min(2*wait, reconnectMax)
	}
	return nil, nil, err
}
