package natlab

import (
	"fmt"
	"net"
	"net/netip"
	"os/exec"
	"strconv"
	"sync"
	"time"
)

// Config says what the double answers.
type Config struct {
	// UPnP is the IGD version it answers over UPnP: 1, 2, or 0 for none.
	UPnP int
	// NATPMP: it answers NAT-PMP at the gateway (UDP 5351).
	NATPMP bool
	// PCP: it answers PCP (RFC 6887) MAP requests at the gateway (UDP
	// 5351, shared with NAT-PMP by the version byte).
	PCP bool
	// PCPDelay delays every PCP answer (a router slower at PCP than at
	// NAT-PMP, so that NAT-PMP answers first).
	PCPDelay time.Duration
	// Refuse: it refuses every mapping (UPnP error 718, NAT-PMP result 2,
	// PCP NOT_AUTHORIZED).
	Refuse bool
	// Mute: it answers the searches and the requests for its address but
	// never a request for a mapping (UPnP: the SOAP request hangs; NAT-PMP:
	// no answer).
	Mute bool
	// OnlyPermanent: as many IGD v1 routers, it refuses a lease other than
	// 0 (UPnP error 725 OnlyPermanentLeasesSupported).
	OnlyPermanent bool
	// External is the address it reports as its own on the internet side
	// (zero: RouterAWAN, its real one).
	External netip.Addr
	// MaxLease caps the lease it grants over NAT-PMP and PCP (zero: no cap);
	// every lease runs out and its mapping is removed.
	MaxLease time.Duration
}

// Grant is a mapping the double granted.
type Grant struct {
	External uint16
	Client   netip.AddrPort
	Expires  time.Time // zero: never
	nonce    [12]byte  // a PCP mapping's nonce (zero for the others)
}

// Router is the test double of router A, running in the test process with
// its sockets in router A's namespace.
type Router struct {
	l     *Lab
	cfg   Config
	start time.Time

	mu     sync.Mutex
	grants map[uint16]Grant // by external port
	log    []string
	closed bool

	quit    chan struct{} // closed by Stop
	closers []interface{ Close() error }
	wg      sync.WaitGroup
}

// StartRouter starts the double in router A; it stops (and removes its
// rules) when the test ends.
func (l *Lab) StartRouter(cfg Config) *Router {
	l.t.Helper()
	if !cfg.External.IsValid() {
		cfg.External = RouterAWAN
	}
	r := &Router{l: l, cfg: cfg, start: time.Now(), grants: map[uint16]Grant{}, quit: make(chan struct{})}
	var httpLn net.Listener
	var ssdpConn, ssdpReply, pmpConn *net.UDPConn
	err := inNS(l.RouterA, func() error {
		var err error
		if cfg.UPnP != 0 {
			lan, err := net.InterfaceByName("lan0")
			if err != nil {
				return err
			}
			if httpLn, err = net.Listen("tcp4", RouterALAN.String()+":0"); err != nil {
				return err
			}
			if ssdpConn, err = net.ListenMulticastUDP("udp4", lan, &net.UDPAddr{IP: net.IPv4(239, 255, 255, 250), Port: 1900}); err != nil {
				return err
			}
			if ssdpReply, err = net.ListenUDP("udp4", &net.UDPAddr{IP: RouterALAN.AsSlice()}); err != nil {
				return err
			}
		}
		if cfg.NATPMP || cfg.PCP {
			if pmpConn, err = net.ListenUDP("udp4", &net.UDPAddr{IP: RouterALAN.AsSlice(), Port: 5351}); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		l.t.Fatalf("the router double: %v", err)
	}
	if cfg.UPnP != 0 {
		r.closers = append(r.closers, httpLn, ssdpConn, ssdpReply)
		r.serveUPnP(httpLn, ssdpConn, ssdpReply)
	}
	if cfg.NATPMP || cfg.PCP {
		r.closers = append(r.closers, pmpConn)
		r.servePMP(pmpConn)
	}
	r.wg.Add(1)
	go r.expire()
	l.t.Cleanup(r.Stop)
	return r
}

// Stop stops the double and removes the rules of the mappings left.
func (r *Router) Stop() {
	r.mu.Lock()
	if r.closed {
		r.mu.Unlock()
		return
	}
	r.closed = true
	close(r.quit)
	r.mu.Unlock()
	for _, c := range r.closers {
		c.Close()
	}
	r.wg.Wait()
	r.mu.Lock()
	defer r.mu.Unlock()
	for ext := range r.grants {
		r.unmapLocked(ext, "stop")
	}
}

// SetExternal changes the address the double reports as its own on the
// internet side (as when the provider gives the router another one).
func (r *Router) SetExternal(a netip.Addr) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.cfg.External = a
}

// Grants is the mappings the double holds now.
func (r *Router) Grants() []Grant {
	r.mu.Lock()
	defer r.mu.Unlock()
	var out []Grant
	for _, g := range r.grants {
		out = append(out, g)
	}
	return out
}

// Log is what the double did, a line per request.
func (r *Router) Log() []string {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]string(nil), r.log...)
}

func (r *Router) logf(format string, args ...any) {
	r.log = append(r.log, fmt.Sprintf(format, args...))
}

// mapLocked grants external port ext to client for lease (0: never runs
// out): an iptables DNAT rule in router A. An external port held by
// another client is refused (false).
func (r *Router) mapLocked(proto string, ext uint16, client netip.AddrPort, lease time.Duration) (bool, error) {
	if g, ok := r.grants[ext]; ok && g.Client != client {
		r.logf("conflict %s %d (held by %s)", proto, ext, g.Client)
		return false, nil
	}
	var expires time.Time
	if lease > 0 {
		expires = time.Now().Add(lease)
	}
	if _, ok := r.grants[ext]; !ok {
		if err := r.iptables("-A", ext, client); err != nil {
			return false, err
		}
	}
	r.grants[ext] = Grant{External: ext, Client: client, Expires: expires}
	r.logf("map %s %d -> %s lease %v", proto, ext, client, lease)
	return true, nil
}

func (r *Router) unmapLocked(ext uint16, why string) {
	g, ok := r.grants[ext]
	if !ok {
		return
	}
	delete(r.grants, ext)
	if err := r.iptables("-D", ext, g.Client); err != nil {
		r.logf("error %v", err)
	}
	r.logf("unmap %d (%s)", ext, why)
}

func (r *Router) iptables(op string, ext uint16, client netip.AddrPort) error {
	out, err := exec.Command("ip", "netns", "exec", r.l.RouterA, "iptables", "-t", "nat", op, "PREROUTING",
		"-i", "wan0", "-p", "tcp", "--dport", strconv.Itoa(int(ext)), "-j", "DNAT", "--to-destination", client.String()).CombinedOutput()
	if err != nil {
		return fmt.Errorf("iptables %s: %v: %s", op, err, out)
	}
	return nil
}

// expire removes the mappings whose lease ran out.
func (r *Router) expire() {
	defer r.wg.Done()
	for {
		time.Sleep(100 * time.Millisecond)
		r.mu.Lock()
		if r.closed {
			r.mu.Unlock()
			return
		}
		for ext, g := range r.grants {
			if !g.Expires.IsZero() && time.Now().After(g.Expires) {
				r.unmapLocked(ext, "expired")
			}
		}
		r.mu.Unlock()
	}
}
