package portmap

import (
	"context"
	"net"
	"net/netip"
	"time"

	natpmp "github.com/jackpal/go-nat-pmp"
	nat "github.com/libp2p/go-nat"
)

// pmp is a router that answered NAT-PMP (RFC 6886), found by go-nat and
// spoken through go-nat-pmp directly: go-nat v0.2.0's NAT-PMP mapping
// never removes a mapping (its DeletePortMapping only forgets it), reports
// the port it asked for instead of the one the router granted, and waits
// up to 128 s for each answer.
type pmp struct {
	n   nat.NAT
	c   *natpmp.Client
	ext uint16 // the external port granted last
}

func newPMP(n nat.NAT, gateway net.IP, o Options) *pmp {
	return &pmp{n: n, c: natpmp.NewClientWithTimeout(gateway, o.Request)}
}

func (p *pmp) method() Method { return NATPMP }

func (p *pmp) local() netip.Addr { return addrOf(p.n.GetInternalAddress()) }

func (p *pmp) external(ctx context.Context) (netip.Addr, error) {
	r, err := call(ctx, p.c.GetExternalAddress)
	if err != nil {
		return netip.Addr{}, err
	}
	return netip.AddrFrom4(r.ExternalIPAddress), nil
}

func (p *pmp) add(ctx context.Context, port uint16, lease time.Duration) (uint16, time.Duration, error) {
	want := p.ext
	if want == 0 {
		want = port // ask for the same port outside; the router may grant another
	}
	secs := max(int(lease/time.Second), 1)
	r, err := call(ctx, func() (*natpmp.AddPortMappingResult, error) {
		return p.c.AddPortMapping("tcp", int(port), int(want), secs)
	})
	if err != nil {
		return 0, 0, err
	}
	p.ext = r.MappedExternalPort
	return r.MappedExternalPort, time.Duration(r.PortMappingLifetimeInSeconds) * time.Second, nil
}

// remove asks for a lifetime of 0, which removes the mapping (RFC 6886
// 3.4).
func (p *pmp) remove(ctx context.Context, port uint16) error {
	_, err := call(ctx, func() (*natpmp.AddPortMappingResult, error) {
		return p.c.AddPortMapping("tcp", int(port), 0, 0)
	})
	return err
}
