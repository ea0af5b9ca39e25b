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
	var failed *Error
	for n := range nat.DiscoverNATs(dctx) {
		if len(o.Methods) > 0 && !slices.Contains(o.Methods, methodOf(n)) {
			continue
		}
		r, err := wrap(n, o)
		if err != nil {
			if failed == nil {
				failed = &Error{Reason: Refused, Port: port, Local: defaultLocal(), Method: methodOf(n), Err: err}
			}
			continue
		}
		m, e := open(ctx, r, port, o)
		if e == nil {
			return m, nil
		}
		if e.Reason != Refused {
			return nil, e // the address of this home's router: no other router of it helps
		}
		if failed == nil {
			failed = e
		}
	}
	if failed != nil {
		return nil, failed
	}
	return nil, &Error{Reason: NoRouter, Port: port, Local: defaultLocal(), Err: ctx.Err()}
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

// defaultLocal is this computer's address on the way of the default route
// (zero when there is none).
func defaultLocal() netip.Addr {
	rt, err := netroute.New()
	if err != nil {
		return netip.Addr{}
	}
	_, _, src, err := rt.Route(net.IPv4zero)
	if err != nil {
		return netip.Addr{}
	}
	a, _ := netip.AddrFromSlice(src)
	return a.Unmap()
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
