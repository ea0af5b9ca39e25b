package portmap

import (
	"context"
	"errors"
	"net"
	"net/netip"
	"time"

	"github.com/huin/goupnp/soap"
	nat "github.com/libp2p/go-nat"
)

// upnp is a router that answered UPnP-IGD (v1 or v2), spoken through
// go-nat. go-nat asks for a random external port (10000–65535) the first
// time and the same one on every renewal.
type upnp struct {
	n    nat.NAT
	desc string
}

func (u *upnp) method() Method { return UPnP }

func (u *upnp) local() netip.Addr { return addrOf(u.n.GetInternalAddress()) }

func (u *upnp) external(ctx context.Context) (netip.Addr, error) {
	// go-nat's GetExternalAddress takes no context (goupnp's SOAP client
	// has no timeout of its own)
	ip, err := call(ctx, u.n.GetExternalAddress)
	if err != nil {
		return netip.Addr{}, err
	}
	return addrOf(ip, nil), nil
}

// errOnlyPermanent is UPnP's error 725: an IGD v1 router that grants
// mappings only without a lease.
const errOnlyPermanent = 725

func (u *upnp) add(ctx context.Context, port uint16, lease time.Duration) (uint16, time.Duration, error) {
	ext, err := u.n.AddPortMapping(ctx, "tcp", int(port), u.desc, lease)
	var fault *soap.SOAPFaultError
	if errors.As(err, &fault) && fault.Detail.UPnPError.Errorcode == errOnlyPermanent {
		lease = 0
		ext, err = u.n.AddPortMapping(ctx, "tcp", int(port), u.desc, 0)
	}
	if err != nil {
		return 0, 0, err
	}
	if ext <= 0 || ext > 65535 {
		// go-nat v0.2.0 returns (0, nil) when it finds no address of this
		// computer in the router's network
		return 0, 0, errors.New("no address of this computer in the router's network")
	}
	return uint16(ext), lease, nil
}

func (u *upnp) remove(ctx context.Context, port uint16) error {
	return u.n.DeletePortMapping(ctx, "tcp", int(port))
}

// addrOf is an IP as a netip.Addr (zero on error).
func addrOf(ip net.IP, err error) netip.Addr {
	if err != nil {
		return netip.Addr{}
	}
	a, _ := netip.AddrFromSlice(ip)
	return a.Unmap()
}
