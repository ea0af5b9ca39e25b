package netplay

import (
	"context"
	"crypto/tls"
	"errors"
	"fmt"
	"log"
	"net"
	"net/http"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/cego-spiel/cego/game"
)

// DefaultAddr is where a host listens unless told otherwise: every
// interface, port 47474.
const DefaultAddr = ":47474"

// Path is the URL path of the table's WebSocket.
const Path = "/cego"

// Defaults of HostConfig's durations.
const (
	DefaultGrace             = 30 * time.Second
	DefaultHelloTimeout      = 5 * time.Second
	DefaultReadTimeout       = 15 * time.Second
	DefaultReadHeaderTimeout = 5 * time.Second
)

// wrongCodeDelay slows guessing the code (see also admission.go).
const (
	wrongCodeDelay = 300 * time.Millisecond
	writeTimeout   = 10 * time.Second
	outQueue       = 256
)

// HostConfig describes a table.
type HostConfig struct {
	// Rules are the sitting's rules.
	Rules game.Rules
	// Names are the persons' names (Rules.People() entries); a guest's
	// name replaces his seat's.
	Names []string
	// Kinds says who plays each person: the host, a guest (a free seat)
	// or a bot.
	Kinds []Kind
	// Code is the table code; empty generates one (NewCode).
	Code string
	// Addr is the listening address; empty is DefaultAddr, ":0" any port.
	Addr string
	// Certificate is the table's TLS certificate (NewCertificate; a
	// program keeps it, so that invitations and the guests' pins stay
	// good when it hosts again). Nil makes a new one for this table.
	Certificate *tls.Certificate
	// Grace is how long a guest may be away before his fallback bot
	// plays for him (DefaultGrace when zero); a seat nobody has taken yet
	// counts as away since Start.
	Grace time.Duration
	// HelloTimeout, ReadTimeout and ReadHeaderTimeout bound the first
	// message, any later message and an HTTP request's header; the
	// defaults when zero. Host and guests each send a ping every third of
	// ReadTimeout, and each takes the other for gone when nothing came for
	// a whole ReadTimeout: a frozen or vanished guest is noticed within
	// it (15 s), then the Grace runs; a guest notices a frozen host as
	// fast.
	HelloTimeout, ReadTimeout, ReadHeaderTimeout time.Duration
	// Tokens, when set, are the persons' seat tokens of a table opened
	// again (Host.Tokens of the table before; "" for a seat nobody had):
	// with Code the same, friends come back to their seats by themselves.
	Tokens []string
	// TurnClock, when set, is how long a guest may take for a decision:
	// then his fallback chooses that one action, and he stays seated. It
	// also bounds how long WaitReady waits for his "next deal". Zero:
	// no clock.
	TurnClock time.Duration
	// App is this program's version, sent to guests.
	App string
	// Logf, when set, receives the host's log lines.
	Logf func(format string, args ...any)
}

// Host is a table that guests join over the network. Its methods are safe
// for concurrent use.
type Host struct {
	cfg    HostConfig
	code   string
	cert   tls.Certificate
	fp     string // the certificate's Fingerprint
	events chan Event

	mu      sync.Mutex
	changed chan struct{} // closed and replaced on every change
	closed  bool
	started bool
	seats   []*seatState
	table   tableState
	ended   bool // the humans agreed to end the sitting

	eventsClosed bool
	evq          []Event       // events not yet passed to events (events.go)
	evWake       chan struct{} // wakes pumpEvents
	evDropped    int           // refusals not queued
	announcer    *Announcer    // while the table is announced (Announce)
	announced    string        // the name it is announced under, lower case

	ln    net.Listener
	srv   *http.Server
	adm   admission // handshake slots and code tries (admission.go)
	conns sync.WaitGroup

	// tap, when set (tests), sees every message queued for a guest.
	tap func(person int, data []byte)
}

// seatState is one person at the table.
type seatState struct {
	kind        Kind
	name        string
	token       string    // a guest's reconnect token; "" while free
	conn        *hostConn // the guest's connection; nil while away
	absentSince time.Time
	botIn       bool // a bot plays for the absent guest
	readyDeal   int  // the last deal after which he pressed "next deal"
	end         bool // he wants to end the sitting
	act         *pendingAct
}

// pendingAct is a guest's accepted action waiting for his seat's bot (Host.Seat).
type pendingAct struct {
	deal, seq int
	action    game.Action
}

// NewHost checks the configuration and returns a host that is not yet
// listening (see Start).
func NewHost(cfg HostConfig) (*Host, error) {
	if err := cfg.Rules.Validate(); err != nil {
		return nil, err
	}
	n := cfg.Rules.People()
	if len(cfg.Names) != n || len(cfg.Kinds) != n {
		return nil, fmt.Errorf("a table of %d persons needs %d names and kinds, not %d and %d", n, n, len(cfg.Names), len(cfg.Kinds))
	}
	guests := 0
	for i, k := range cfg.Kinds {
		switch k {
		case KindGuest:
			guests++
		case KindHost, KindBot:
		default:
			return nil, fmt.Errorf("person %d: unknown kind %q", i, k)
		}
	}
	if guests == 0 {
		return nil, errors.New("a table needs at least one seat for a guest")
	}
	if cfg.Tokens != nil && len(cfg.Tokens) != n {
		return nil, fmt.Errorf("a table of %d persons needs %d tokens, not %d", n, n, len(cfg.Tokens))
	}
	for i, tok := range cfg.Tokens {
		if tok != "" && (cfg.Kinds[i] != KindGuest || checkString("token", tok, maxToken) != nil) {
			return nil, fmt.Errorf("person %d: a token only for a guest's seat, at most %d characters", i, maxToken)
		}
	}
	if cfg.Code == "" {
		cfg.Code = NewCode()
	}
	if err := checkString("code", cfg.Code, maxCode); err != nil || NormalizeCode(cfg.Code) == "" {
		return nil, fmt.Errorf("table code %q: letters and digits, at most %d", cfg.Code, maxCode)
	}
	if cfg.Addr == "" {
		cfg.Addr = DefaultAddr
	}
	def := func(d *time.Duration, v time.Duration) {
		if *d <= 0 {
			*d = v
		}
	}
	def(&cfg.Grace, DefaultGrace)
	def(&cfg.HelloTimeout, DefaultHelloTimeout)
	def(&cfg.ReadTimeout, DefaultReadTimeout)
	def(&cfg.ReadHeaderTimeout, DefaultReadHeaderTimeout)
	var cert tls.Certificate
	if cfg.Certificate != nil {
		cert = *cfg.Certificate
	} else {
		var err error
		if cert, err = NewCertificate(); err != nil {
			return nil, err
		}
	}
	if len(cert.Certificate) == 0 || cert.PrivateKey == nil {
		return nil, errors.New("the table's certificate has no certificate or no key")
	}
	h := &Host{
		cfg:     cfg,
		code:    NormalizeCode(cfg.Code),
		cert:    cert,
		fp:      CertFingerprint(cert),
		events:  make(chan Event),
		evWake:  make(chan struct{}, 1),
		changed: make(chan struct{}),
	}
	for i := range n {
		h.seats = append(h.seats, &seatState{kind: cfg.Kinds[i], name: cleanName(cfg.Names[i], fmt.Sprintf("Person %d", i+1))})
		if cfg.Tokens != nil {
			h.seats[i].token = cfg.Tokens[i]
		}
	}
	go h.pumpEvents() // until Close
	return h, nil
}

// Start listens and serves guests until Close.
func (h *Host) Start() error {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.started || h.closed {
		return errors.New("the table was started already")
	}
	ln, err := net.Listen("tcp", h.cfg.Addr)
	if err != nil {
		return fmt.Errorf("cannot open the table on %s: %w", h.cfg.Addr, err)
	}
	ln = tls.NewListener(ln, serverTLS(h.cert))
	mux := http.NewServeMux()
	mux.HandleFunc(Path, h.serveWS)
	h.ln = ln
	h.srv = &http.Server{
		Handler:           mux,
		ReadHeaderTimeout: h.cfg.ReadHeaderTimeout,
		MaxHeaderBytes:    8 << 10,
		IdleTimeout:       h.cfg.ReadTimeout,
		ErrorLog:          log.New(logWriter{h}, "http: ", 0),
	}
	now := time.Now()
	for _, s := range h.seats {
		s.absentSince = now
	}
	h.started = true
	go h.srv.Serve(ln)
	h.logf("table open on %s", ln.Addr())
	return nil
}

// Addr returns the address the host listens on (after Start).
func (h *Host) Addr() net.Addr {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.ln == nil {
		return nil
	}
	return h.ln.Addr()
}

// Port returns the port the host listens on, 0 before Start.
func (h *Host) Port() int {
	if a, ok := h.Addr().(*net.TCPAddr); ok {
		return a.Port
	}
	return 0
}

// Code returns the table code guests must type.
func (h *Host) Code() string { return h.code }

// Fingerprint returns the Fingerprint of the table's certificate.
func (h *Host) Fingerprint() string { return h.fp }

// Invitation returns the invitation to the table at addr ("address:port",
// one of Addresses or the router's public one).
func (h *Host) Invitation(addr string) Invitation {
	return Invitation{Addr: addr, Code: h.code, Fingerprint: h.fp}
}

// Addresses returns the machine's addresses a friend can type to join
// ("192.168.1.20:47474"): the non-loopback addresses of the interfaces
// that are up, IPv4 first, without link-local IPv6.
func (h *Host) Addresses() []string {
	port := strconv.Itoa(h.Port())
	ifs, err := net.Interfaces()
	if err != nil {
		return nil
	}
	var v4, v6 []string
	for _, ifc := range ifs {
		if ifc.Flags&net.FlagUp == 0 || ifc.Flags&net.FlagLoopback != 0 {
			continue
		}
		addrs, err := ifc.Addrs()
		if err != nil {
			continue
		}
		for _, a := range addrs {
			ipn, ok := a.(*net.IPNet)
			if !ok || ipn.IP.IsLoopback() || ipn.IP.IsLinkLocalUnicast() || ipn.IP.IsMulticast() {
				continue
			}
			if ipn.IP.To4() != nil {
				v4 = append(v4, net.JoinHostPort(ipn.IP.String(), port))
			} else {
				v6 = append(v6, net.JoinHostPort(ipn.IP.String(), port))
			}
		}
	}
	sort.Strings(v4)
	sort.Strings(v6)
	return append(v4, v6...)
}

// Close tells every guest that the host leaves (bye), closes their
// connections and stops listening. Blocked Choosers return their
// fallback's action. Close may be called more than once.
func (h *Host) Close() error { return h.close(ReasonHostLeft) }

// Finish is Close at the sitting's end: the guests are told the sitting is
// over rather than that the host left.
func (h *Host) Finish() error { return h.close(ReasonSittingOver) }

func (h *Host) close(why Reason) error {
	h.mu.Lock()
	if h.closed {
		h.mu.Unlock()
		return nil
	}
	h.closed = true
	for _, s := range h.seats {
		if s.conn != nil {
			h.queue(s.conn, &Bye{Reason: why})
			s.conn.stop(closeNormal, string(why))
		}
	}
	h.notifyLocked()
	srv, ann := h.srv, h.announcer
	h.mu.Unlock()
	if ann != nil {
		ann.Close()
	}
	var err error
	if srv != nil {
		ctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
		err = srv.Shutdown(ctx)
		cancel()
	}
	h.conns.Wait()
	h.mu.Lock()
	h.eventsClosed = true
	h.mu.Unlock()
	select {
	case h.evWake <- struct{}{}:
	default:
	}
	return err
}

// logWriter passes the HTTP server's log lines to Logf.
type logWriter struct{ h *Host }

// Write passes one log line on.
func (w logWriter) Write(p []byte) (int, error) {
	w.h.logf("%s", strings.TrimSpace(string(p)))
	return len(p), nil
}

// notifyLocked wakes everyone waiting for a change. h.mu is held.
func (h *Host) notifyLocked() {
	close(h.changed)
	h.changed = make(chan struct{})
}

func (h *Host) logf(format string, args ...any) {
	if h.cfg.Logf != nil {
		h.cfg.Logf(format, args...)
	}
}

// Names returns the persons' names now (guests' names as they gave them).
func (h *Host) Names() []string {
	h.mu.Lock()
	defer h.mu.Unlock()
	out := make([]string, len(h.seats))
	for i, s := range h.seats {
		out[i] = s.name
	}
	return out
}

// Tokens returns the persons' seat tokens now ("" for a seat nobody
// took): HostConfig.Tokens of the table opened again after a restart.
func (h *Host) Tokens() []string {
	h.mu.Lock()
	defer h.mu.Unlock()
	out := make([]string, len(h.seats))
	for i, s := range h.seats {
		out[i] = s.token
	}
	return out
}

// Connected reports which guest seats have their guest at the table now.
func (h *Host) Connected() []bool {
	h.mu.Lock()
	defer h.mu.Unlock()
	out := make([]bool, len(h.seats))
	for i, s := range h.seats {
		out[i] = s.conn != nil
	}
	return out
}
