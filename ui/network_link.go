package ui

import (
	"context"
	"errors"
	"log"
	"net"
	"sync"
	"time"

	"github.com/cego-spiel/cego/ai"
	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/netplay"
	"github.com/cego-spiel/cego/ui/netplay/portmap"
	"github.com/cego-spiel/cego/ui/netscreen"
	"github.com/cego-spiel/cego/ui/text"
)

// The window's links to package netplay: a hosted table (netHost) and a
// joined one (netGuest). Events come from netplay's goroutines and cross
// into the window through the controller's post (fyne.Do).

// tableAddr is where a hosted table listens ("": netplay's default, every
// interface at port 47474; tests take a free loopback port).
var tableAddr = ""

// netHost is a hostLink on a netplay.Host.
type netHost struct {
	h *netplay.Host
	// ready is the last deal after which each person asked for the next
	// one (kept on the Fyne thread from the host's events).
	ready []int
	kinds []netplay.Kind
	names []string // the persons' names before friends sat down
	// endWish says who wants to end the sitting now (from the events).
	endWish []bool
	// router is the port the home router opened for the table (kept on
	// the Fyne thread).
	router routerPort
	// once stops the host once; stopped is closed when it has.
	once    sync.Once
	stopped chan struct{}
}

// routerPort is what the home router said when asked to open the table's
// port to the internet (package portmap): still asking, the mapping, or
// why there is none.
type routerPort struct {
	asked, answered bool
	mapping         *portmap.Mapping
	err             error
	cancel          context.CancelFunc // stops the asking
	closed          bool               // the table closed: a late mapping is removed at once
}

// openRouter asks the home router, in the background, to forward the
// table's port from the internet; the answer reaches on as routerAnswered
// on the Fyne thread. Only a table listening on every interface asks (a
// table on loopback, as in the tests, cannot be reached from outside).
func (l *netHost) openRouter(post func(func()), on func(hostEvent)) {
	if ip := hostIP(tableAddr); ip != nil && !ip.IsUnspecified() {
		return
	}
	a := l.h.Addr()
	if a == nil {
		return
	}
	port, err := portmap.PortOf(a.String())
	if err != nil {
		log.Printf("cego: table: %v", err)
		return
	}
	ctx, cancel := context.WithCancel(context.Background())
	l.router.asked, l.router.cancel = true, cancel
	go func() {
		m, err := portmap.Open(ctx, port)
		post(func() {
			if l.router.closed {
				if m != nil {
					go m.Close()
				}
				return
			}
			l.router.answered, l.router.mapping, l.router.err = true, m, err
			if err != nil {
				log.Printf("cego: table: no port on the router: %v", err)
			} else {
				log.Printf("cego: table: the router forwards %s (%s)", m.External(), m.Method())
			}
			on(hostEvent{kind: routerAnswered})
		})
	}()
}

// startHosting opens a table: every person but the host's is a seat for a
// friend, played by its bot while nobody sits there. Its events reach on
// on the Fyne thread.
func startHosting(cfg hostConfig, post func(func()), on func(hostEvent)) (hostLink, error) {
	n := len(cfg.names)
	kinds := make([]netplay.Kind, n)
	for i := range kinds {
		kinds[i] = netplay.KindGuest
	}
	kinds[0] = netplay.KindHost
	h, err := netplay.NewHost(netplay.HostConfig{Rules: cfg.rules, Names: cfg.names, Kinds: kinds, Addr: tableAddr,
		Code: cfg.code, Tokens: cfg.tokens, TurnClock: cfg.turnClock, Certificate: cfg.cert,
		Logf: func(format string, args ...any) { log.Printf("cego: table: "+format, args...) }})
	if err != nil {
		return nil, err
	}
	if err := h.Start(); err != nil {
		h.Close()
		return nil, err
	}
	l := &netHost{h: h, ready: make([]int, n), kinds: kinds, names: append([]string(nil), cfg.names...), endWish: make([]bool, n),
		stopped: make(chan struct{})}
	l.openRouter(post, on)
	// a table reachable only from this computer is not announced
	if ip := hostIP(tableAddr); ip == nil || !ip.IsLoopback() {
		if err := h.Announce(cfg.hostName); err != nil {
			log.Printf("cego: the table is not announced on the local network: %v", err)
		}
	}
	go func() {
		for e := range h.Events() {
			post(func() {
				switch e.Kind {
				case netplay.EventJoined:
					on(hostEvent{kind: friendJoined, person: e.Person, name: e.Name})
				case netplay.EventReconnected:
					on(hostEvent{kind: friendBack, person: e.Person, name: e.Name})
				case netplay.EventLeft:
					on(hostEvent{kind: friendLeft, person: e.Person, name: e.Name})
				case netplay.EventReady:
					if e.Person >= 0 && e.Person < len(l.ready) {
						l.ready[e.Person] = max(l.ready[e.Person], e.Deal)
					}
					on(hostEvent{kind: friendReady, person: e.Person, name: e.Name})
				case netplay.EventEndProposed:
					if e.Person >= 0 && e.Person < len(l.endWish) {
						l.endWish[e.Person] = e.Agree
					}
					on(hostEvent{kind: friendWantsEnd, person: e.Person, name: e.Name})
				case netplay.EventEndAgreed:
					on(hostEvent{kind: friendsAgreedEnd})
				}
			})
		}
	}()
	return l, nil
}

func (l *netHost) publish(m *game.Sitting, seat game.Seat, a game.Action) { l.h.Publish(m, seat, a) }

func (l *netHost) seat(p int, bot ai.Bot) ai.Bot { return l.h.Seat(p, bot) }

func (l *netHost) waitingFor(deal int) []string {
	names, conn, bot := l.h.Names(), l.h.Connected(), l.h.BotIn()
	var out []string
	for p := range names {
		if l.kinds[p] == netplay.KindGuest && conn[p] && !bot[p] && l.ready[p] < deal {
			out = append(out, names[p])
		}
	}
	return out
}

func (l *netHost) close() { l.stop(l.h.Close) }

func (l *netHost) finish() { l.stop(l.h.Finish) }

// stop ends the host and its announcement (end: Close or Finish) without
// blocking the window.
func (l *netHost) stop(end func() error) {
	l.once.Do(func() {
		l.router.closed = true
		if l.router.cancel != nil {
			l.router.cancel()
		}
		m := l.router.mapping
		go func() {
			defer close(l.stopped)
			if err := end(); err != nil {
				log.Printf("cego: closing the table: %v", err)
			}
			if m != nil {
				if err := m.Close(); err != nil {
					log.Printf("cego: table: removing the router's port: %v", err)
				}
			}
		}()
	})
}

// routerLine says what the home router did for the table: asking, the
// port it opened, or why friends elsewhere cannot reach the table ("":
// not asked).
func (l *netHost) routerLine() string {
	r := l.router
	switch {
	case !r.asked:
		return ""
	case !r.answered:
		return tr("Asking your router to open the table to the internet…")
	case r.err != nil:
		return text.PortMapError(r.err)
	}
	return text.PortMapped(r.mapping.External())
}

func (l *netHost) gone() <-chan struct{} { return l.stopped }

func (l *netHost) seatBot(p int) error { return l.h.SeatBot(p) }

func (l *netHost) freeSeat(p int) error { return l.h.FreeSeat(p) }

func (l *netHost) tokens() []string { return l.h.Tokens() }

func (l *netHost) proposeEnd(agree bool) { l.h.ProposeEnd(agree) }

func (l *netHost) endAgreed() bool { return l.h.EndAgreed() }

func (l *netHost) code() string { return l.h.Code() }

// addresses are where friends reach the table: the computer's addresses,
// or — a table bound to one address, such as loopback in the tests and
// the real-input runs — that one.
func (l *netHost) addresses() []string {
	if m := l.router.mapping; m != nil {
		// the router's public address first: the invitation for friends
		// elsewhere
		return append([]string{m.External().String()}, l.lanAddresses()...)
	}
	return l.lanAddresses()
}

// lanAddresses are the table's addresses on the computer's networks.
func (l *netHost) lanAddresses() []string {
	if ip := hostIP(tableAddr); ip != nil && !ip.IsUnspecified() {
		if a := l.h.Addr(); a != nil {
			return []string{a.String()}
		}
	}
	return l.h.Addresses()
}

func (l *netHost) invitation(addr string) string { return l.h.Invitation(addr).Format() }

func (l *netHost) seats() []netscreen.Seat {
	names, conn, bot, tokens := l.h.Names(), l.h.Connected(), l.h.BotIn(), l.h.Tokens()
	out := make([]netscreen.Seat, len(names))
	for p := range names {
		out[p] = netscreen.Seat{Person: p, Name: names[p], Host: p == 0, Human: p == 0 || tokens[p] != "",
			Connected: p == 0 || conn[p], WantsEnd: l.endWish[p], BotIn: bot[p]}
	}
	return out
}

// netGuest is a guestLink on a netplay.Client.
type netGuest struct {
	c      *netplay.Client
	closed bool // left the table (on the Fyne thread)
	// pending keeps the person's messages in order without blocking the
	// window and without dropping any; send passes them on.
	mu      sync.Mutex
	pending []func() error
	ended   bool
	wake    chan struct{}
}

func (l *netGuest) act(deal, seq int, a game.Action) {
	l.queue(func() error { return l.c.Act(deal, seq, a) })
}

func (l *netGuest) ready(deal int) { l.queue(func() error { return l.c.Ready(deal) }) }

func (l *netGuest) proposeEnd(agree bool) { l.queue(func() error { return l.c.ProposeEnd(agree) }) }

func (l *netGuest) queue(f func() error) {
	if l.closed {
		return
	}
	l.mu.Lock()
	l.pending = append(l.pending, f)
	l.mu.Unlock()
	select {
	case l.wake <- struct{}{}:
	default:
	}
}

// send passes the queued messages on, in order, until the person left
// and every message queued before is passed.
func (l *netGuest) send() {
	for {
		l.mu.Lock()
		if len(l.pending) == 0 {
			ended := l.ended
			l.mu.Unlock()
			if ended {
				return
			}
			<-l.wake
			continue
		}
		f := l.pending[0]
		l.pending[0] = nil
		l.pending = l.pending[1:]
		l.mu.Unlock()
		if err := f(); err != nil {
			log.Printf("cego: table: %v", err)
		}
	}
}

func (l *netGuest) leave() {
	if l.closed {
		return
	}
	l.closed = true
	l.mu.Lock()
	l.ended = true
	l.mu.Unlock()
	select {
	case l.wake <- struct{}{}:
	default:
	}
	go func() {
		if err := l.c.Close(); err != nil {
			log.Printf("cego: leaving the table: %v", err)
		}
	}()
}

// refusedError is the host's refusal of a person who wanted to sit down.
type refusedError struct{ reason netplay.Reason }

func (e *refusedError) Error() string { return string(e.reason) }

// words says the refusal in plain words.
func (e *refusedError) words() string {
	switch e.reason {
	case netplay.ReasonHostNewer:
		return tr("The host runs a newer Cego. Update Cego to play at this table.")
	case netplay.ReasonHostOlder:
		return tr("The host runs an older Cego. The host has to update Cego before you can play together.")
	case netplay.ReasonBadCode:
		return tr("The code is not this table's. Ask the host for the code the table shows.")
	case netplay.ReasonTableFull, netplay.ReasonSeatTaken:
		return tr("Every seat at this table is taken.")
	case netplay.ReasonSittingOver:
		return tr("The sitting at this table is over.")
	case netplay.ReasonBusy:
		return tr("The table is busy with too many tries from your address. Try again in a minute.")
	}
	return trf("The host did not let you sit down (%s).", string(e.reason))
}

// browseTables lists the tables announced on the local network (tests
// list made-up ones: they never query a real network).
var browseTables = func(ctx context.Context) ([]netscreen.FoundTable, error) {
	ts, err := netplay.Browse(ctx, 2*time.Second)
	var out []netscreen.FoundTable
	for _, t := range ts {
		if t.Protocol == netplay.Protocol {
			out = append(out, netscreen.FoundTable{Name: t.Host, Addr: t.Addr})
		}
	}
	return out, err
}

// dialTable joins the table at addr — whose certificate has fingerprint
// fp, from an invitation or an earlier join; "" proves the code by the
// code exchange — and its events reach on on the Fyne thread.
func dialTable(ctx context.Context, addr, fp, code, name, token string, post func(func()), on func(guestEvent)) (guestLink, guestWelcome, error) {
	c, w, err := netplay.DialPinned(ctx, addr, fp, netplay.Hello{Code: code, Name: name, Token: token})
	if err != nil && token != "" {
		// the table is another one now (the host opened it again): sit
		// down as a newcomer
		var r *netplay.RefusedError
		if errors.As(err, &r) && r.Reason == netplay.ReasonBadToken {
			c, w, err = netplay.DialPinned(ctx, addr, fp, netplay.Hello{Code: code, Name: name})
		}
	}
	if err != nil {
		var r *netplay.RefusedError
		if errors.As(err, &r) {
			return nil, guestWelcome{}, &refusedError{reason: r.Reason}
		}
		return nil, guestWelcome{}, err
	}
	l := &netGuest{c: c, wake: make(chan struct{}, 1)}
	go l.send()
	gw := guestWelcome{person: w.Person, rules: w.Rules, names: w.Names, host: hostName(w), done: w.Done, token: w.Token,
		fingerprint: c.Fingerprint()}
	if w.Current != nil {
		gw.names = w.Current.Names
		if w.Current.Deal > 0 {
			u := toGuestUpdate(*w.Current)
			gw.first = &u
		}
	}
	go func() {
		for {
			select {
			case u, ok := <-c.Updates():
				if !ok {
					return
				}
				post(func() {
					on(guestEvent{kind: tableUpdate, update: toGuestUpdate(u), names: u.Names, seats: seatsOf(w.Kinds, u)})
				})
			case r, ok := <-c.Refusals():
				if !ok {
					return
				}
				post(func() { on(guestEvent{kind: tableRefused, text: hostRefusalWords(r)}) })
			case s, ok := <-c.States():
				if !ok {
					return
				}
				switch s.Status {
				case netplay.Reconnecting:
					post(func() { on(guestEvent{kind: tableLost}) })
				case netplay.Connected:
					e := guestEvent{kind: tableBack}
					if w := s.Welcome; w != nil && w.Current != nil {
						e.update, e.names, e.done = toGuestUpdate(*w.Current), w.Current.Names, w.Done
					}
					post(func() { on(e) })
				case netplay.Lost, netplay.HostLeft:
					over := s.Reason == netplay.ReasonSittingOver
					unreachable := s.Status == netplay.Lost && s.Reason == ""
					impostor := s.Status == netplay.Lost && errors.Is(s.Err, netplay.ErrWrongCertificate)
					post(func() {
						on(guestEvent{kind: tableClosed, over: over, unreachable: unreachable, impostor: impostor})
					})
					return
				}
			}
		}
	}()
	return l, gw, nil
}

// hostName is the name of the person hosting the table of welcome w.
func hostName(w *netplay.Welcome) string {
	names := w.Names
	if w.Current != nil {
		names = w.Current.Names
	}
	for p, k := range w.Kinds {
		if k == netplay.KindHost && p < len(names) {
			return names[p]
		}
	}
	return tr("The host")
}

// toGuestUpdate turns the host's update into the window's.
func toGuestUpdate(u netplay.Update) guestUpdate {
	a, err := game.ParseAction(u.Action)
	if err != nil {
		a = 0
	}
	return guestUpdate{deal: u.Deal, seq: u.Seq, seat: u.Seat, action: a, view: u.View}
}

// hostRefusalWords says why the host refused the person's action.
func hostRefusalWords(r netplay.Refused) string {
	switch r.Reason {
	case netplay.ReasonStale, netplay.ReasonNotYourTurn:
		return tr("The table had moved on: that came too late.")
	case netplay.ReasonIllegal:
		if r.Text != "" {
			return r.Text
		}
	}
	return trf("The host refused it (%s).", string(r.Reason))
}

// seatsOf says who sits where at a joined table, from the host's update.
func seatsOf(kinds []netplay.Kind, u netplay.Update) []netscreen.Seat {
	out := make([]netscreen.Seat, len(u.Names))
	at := func(b []bool, i int) bool { return i < len(b) && b[i] }
	for p, name := range u.Names {
		k := netplay.KindBot
		if p < len(kinds) {
			k = kinds[p]
		}
		human := k == netplay.KindHost || k == netplay.KindGuest && (at(u.Connected, p) || at(u.BotIn, p) || at(u.Taken, p))
		out[p] = netscreen.Seat{Person: p, Name: name, Host: k == netplay.KindHost, Human: human,
			Connected: k == netplay.KindHost || at(u.Connected, p), WantsEnd: at(u.EndAgreed, p), BotIn: at(u.BotIn, p)}
	}
	return out
}

// hostIP is the IP address a listening address names (nil: every
// interface, or a name).
func hostIP(addr string) net.IP {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		return nil
	}
	return net.ParseIP(host)
}
