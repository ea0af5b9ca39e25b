package portmap

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/netip"
	"slices"
	"time"

	nat "github.com/libp2p/go-nat"
	"github.com/libp2p/go-netroute"
)

// Method is the protocol a router was asked in.
type Method string

// The methods.
const (
	UPnP   Method = "UPnP-IGD"
	NATPMP Method = "NAT-PMP"
	PCP    Method = "PCP"
)

// Defaults of Options.
const (
	// DefaultLease is the lease asked for; the mapping is renewed at half
	// of the lease the router grants.
	DefaultLease = time.Hour
	// DefaultDiscover bounds the search for a router: go-nat's UPnP
	// searches wait about 2 s for answers (5 s for its search of every
	// device), NAT-PMP answers at once.
	DefaultDiscover = 8 * time.Second
	// DefaultRequest bounds every request to a router once it is found.
	DefaultRequest = 5 * time.Second
)

// Options tune Open; the zero value is the program's.
type Options struct {
	// Lease is the lease to ask for (DefaultLease when zero).
	Lease time.Duration
	// Discover bounds the search for a router (DefaultDiscover).
	Discover time.Duration
	// Request bounds each request to the router (DefaultRequest).
	Request time.Duration
	// Methods, when set, are the only protocols used (tests choose one).
	Methods []Method
	// Description names the mapping in the router's list ("Cego").
	Description string
}

func (o Options) withDefaults() Options {
	if o.Lease <= 0 {
		o.Lease = DefaultLease
	}
	if o.Discover <= 0 {
		o.Discover = DefaultDiscover
	}
	if o.Request <= 0 {
		o.Request = DefaultRequest
	}
	if o.Description == "" {
		o.Description = "Cego"
	}
	return o
}

// router is one router found, in the protocol it answered.
type router interface {
	method() Method
	// local is this computer's address in the router's network.
	local() netip.Addr
	// external is the router's address on the internet side.
	external(ctx context.Context) (netip.Addr, error)
	// add maps TCP port to this computer for lease and returns the
	// external port and the lease granted (0: until removed).
	add(ctx context.Context, port uint16, lease time.Duration) (uint16, time.Duration, error)
	// remove removes the mapping of port.
	remove(ctx context.Context, port uint16) error
}

// Open asks the home router to forward a TCP port on its internet side
// to port on this computer, renews the lease while the Mapping is open and
// removes the mapping on Close. Without a mapping it returns an *Error.
func Open(ctx context.Context, port uint16) (*Mapping, error) {
	return OpenWith(ctx, port, Options{})
}

// OpenWith is Open with options.
func OpenWith(ctx context.Context, port uint16, o Options) (*Mapping, error) {
	if port == 0 {
		return nil, errors.New("portmap: port 0")
	}
	o = o.withDefaults()
	dctx, cancel := context.WithTimeout(ctx, o.Discover)
	defer cancel()
	use := func(m Method) bool { return len(o.Methods) == 0 || slices.Contains(o.Methods, m) }
	var failed *Error
	// fail keeps the first failure; done says whether the search ends
	// with it (a finding about this home's router's address, which no
	// other protocol changes)
	fail := func(e *Error) (done bool) {
		if e.Reason != Refused && e.Reason != NoRouter {
			failed = e
			return true
		}
		if failed == nil {
			failed = e
		}
		return false
	}
	// PCP is asked at the default gateway alongside go-nat's search; a
	// router answering NAT-PMP is held until PCP's answer, which is
	// preferred (the same router, the newer protocol)
	var pcpDone <-chan pcpProbe
	if use(PCP) {
		ch := make(chan pcpProbe, 1)
		go func() { ch <- probePCP(dctx, port, o) }()
		pcpDone = ch
	}
	found := nat.DiscoverNATs(dctx)
	var held nat.NAT
	tryNAT := func(n nat.NAT) (*Mapping, bool) {
		r, err := wrap(n, o)
		if err != nil {
			return nil, fail(&Error{Reason: Refused, Port: port, Local: defaultLocal(), Method: methodOf(n), Err: err})
		}
		m, e := open(ctx, r, port, o)
		if e == nil {
			return m, true
		}
		return nil, fail(e)
	}
	for found != nil || pcpDone != nil {
		select {
		case n, ok := <-found:
			if !ok {
				found = nil
				continue
			}
			if !use(methodOf(n)) {
				continue
			}
			if methodOf(n) == NATPMP && pcpDone != nil {
				held = n
				continue
			}
			if m, done := tryNAT(n); done {
				return m, errOf(m, failed)
			}
		case pr := <-pcpDone:
			pcpDone = nil
			if pr.p != nil {
				m, e := open(ctx, pr.p, port, o)
				if e == nil {
					return m, nil
				}
				if fail(e) {
					return nil, e
				}
			} else if pr.err != nil {
				if fail(pr.err) {
					return nil, pr.err
				}
			}
			if held != nil {
				if m, done := tryNAT(held); done {
					return m, errOf(m, failed)
				}
			}
		}
	}
	if failed != nil {
		return nil, failed
	}
	return nil, &Error{Reason: NoRouter, Port: port, Local: defaultLocal(), Err: ctx.Err()}
}

// errOf is the error to return with m: none with a mapping, else the
// failure that ended the search.
func errOf(m *Mapping, failed *Error) error {
	if m != nil || failed == nil {
		return nil
	}
	return failed
}

// methodOf is the protocol a go-nat NAT speaks.
func methodOf(n nat.NAT) Method {
	if n.Type() == "NAT-PMP" {
		return NATPMP
	}
	return UPnP
}

// wrap makes a go-nat NAT one of ours: UPnP through go-nat itself, NAT-PMP
// through go-nat-pmp (natpmp.go says why).
func wrap(n nat.NAT, o Options) (router, error) {
	if methodOf(n) == NATPMP {
		gw, err := n.GetDeviceAddress()
		if err != nil {
			return nil, err
		}
		return newPMP(n, gw, o), nil
	}
	return &upnp{n: n, desc: o.Description}, nil
}

// open learns the router's external address, checks it and asks for the
// mapping.
func open(ctx context.Context, r router, port uint16, o Options) (*Mapping, *Error) {
	fail := func(reason Reason, ext netip.Addr, err error) *Error {
		return &Error{Reason: reason, Port: port, Local: r.local(), External: ext, Method: r.method(), Err: err}
	}
	rctx, cancel := context.WithTimeout(ctx, o.Request)
	defer cancel()
	ext, err := r.external(rctx)
	if err != nil {
		return nil, fail(Refused, netip.Addr{}, fmt.Errorf("its external address: %w", err))
	}
	if reason := classify(ext); reason != 0 {
		if d, ok := r.(interface{ discard(context.Context, uint16) }); ok {
			d.discard(rctx, port) // PCP told the address with a mapping made
		}
		return nil, fail(reason, ext, nil)
	}
	extPort, lease, err := r.add(rctx, port, o.Lease)
	if err != nil {
		return nil, fail(Refused, ext, err)
	}
	m := &Mapping{r: r, port: port, o: o, ext: netip.AddrPortFrom(ext.Unmap(), extPort), lease: lease,
		done: make(chan struct{})}
	m.ctx, m.cancel = context.WithCancel(context.Background())
	go m.renew()
	return m, nil
}

// pcpProbe is the outcome of asking the default gateway over PCP: a
// router with its first mapping made, or why there is none (both nil: no
// PCP server answered, or a NAT-PMP one did).
type pcpProbe struct {
	p   *pcp
	err *Error
}

// probePCP asks the default gateway for the mapping of port over PCP,
// bounded by ctx and Options.Request.
func probePCP(ctx context.Context, port uint16, o Options) pcpProbe {
	gw, local := defaultRoute()
	if !gw.IsValid() {
		return pcpProbe{}
	}
	rctx, cancel := context.WithTimeout(ctx, o.Request)
	defer cancel()
	p := newPCP(gw)
	err := p.first(rctx, port, o.Lease)
	var pe *PCPError
	switch {
	case err == nil:
		return pcpProbe{p: p}
	case errors.As(err, &pe):
		if l := p.local(); l.IsValid() {
			local = l
		}
		return pcpProbe{err: &Error{Reason: pcpReason(pe.Code), Port: port, Local: local, Method: PCP, Err: err}}
	}
	return pcpProbe{} // no answer, or a NAT-PMP router's (errNotPCP)
}

// pcpReason is the reason of a PCP refusal: NETWORK_FAILURE is a router
// without an external address (RFC 6887 section 7.4: "e.g., has not
// obtained an external IP address"); the rest are refusals.
func pcpReason(c PCPResult) Reason {
	if c == PCPNetworkFailure {
		return NoPublicAddress
	}
	return Refused
}

// defaultRoute is the default gateway (IPv4) and this computer's address
// on the way to it, as go-nat finds the gateway for NAT-PMP (zero when
// there is none).
func defaultRoute() (gw, src netip.Addr) {
	rt, err := netroute.New()
	if err != nil {
		return
	}
	_, g, s, err := rt.Route(net.IPv4zero)
	if err != nil {
		return
	}
	gw, _ = netip.AddrFromSlice(g)
	src, _ = netip.AddrFromSlice(s)
	return gw.Unmap(), src.Unmap()
}

// defaultLocal is this computer's address on the way of the default route
// (zero when there is none).
func defaultLocal() netip.Addr {
	_, src := defaultRoute()
	return src
}

// call runs f, returning early when ctx ends (f goes on in the
// background: some of the libraries' calls take no context).
func call[T any](ctx context.Context, f func() (T, error)) (T, error) {
	type result struct {
		v   T
		err error
	}
	ch := make(chan result, 1)
	go func() {
		v, err := f()
		ch <- result{v, err}
	}()
	select {
	case r := <-ch:
		return r.v, r.err
	case <-ctx.Done():
		var zero T
		return zero, ctx.Err()
	}
}
