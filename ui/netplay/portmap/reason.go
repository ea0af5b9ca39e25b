package portmap

import (
	"fmt"
	"net/netip"
)

// Reason says why there is no mapping.
type Reason int

// The reasons.
const (
	// NoRouter: no router answered UPnP-IGD, NAT-PMP or PCP in time
	// (none on the network, or all switched off on it).
	NoRouter Reason = iota + 1
	// Refused: the router was found but made no mapping: it refused (a
	// UPnP error, a NAT-PMP result code, a *PCPError), its answer made no
	// sense, or it did not answer in time.
	Refused
	// NoPublicAddress: the router knows no address of its own on the
	// internet side (it is not connected, or does not say; PCP's
	// NETWORK_FAILURE).
	NoPublicAddress
	// SharedAddress: the router's address on the internet side is in
	// 100.64.0.0/10, the carrier-grade NAT of a provider that shares one
	// public address among many customers; no mapping on the home router
	// makes this computer reachable.
	SharedAddress
	// PrivateAddress: the router's address on the internet side is a
	// private one (10/8, 172.16/12, 192.168/16, …): it sits behind another
	// router, which the mapping does not open.
	PrivateAddress
)

// String names the reason (for logs).
func (r Reason) String() string {
	switch r {
	case NoRouter:
		return "no router answered"
	case Refused:
		return "the router refused"
	case NoPublicAddress:
		return "the router has no public address"
	case SharedAddress:
		return "carrier-grade NAT"
	case PrivateAddress:
		return "the router is behind another router"
	}
	return fmt.Sprintf("reason %d", int(r))
}

// Error is why Open made no mapping, with what the player needs to do
// instead: forward Port by hand to Local, or use a VPN.
type Error struct {
	Reason Reason
	// Port is the TCP port on this computer the mapping was for.
	Port uint16
	// Local is this computer's address in its home network (the one a
	// forwarding by hand points to); zero when it is not known.
	Local netip.Addr
	// External is the router's address on the internet side when it said
	// one (SharedAddress, PrivateAddress).
	External netip.Addr
	// Method is the protocol of the router that answered; "" for NoRouter.
	Method Method
	// Err is the underlying error, if any.
	Err error
}

func (e *Error) Error() string {
	s := fmt.Sprintf("portmap: no mapping for TCP port %d: %v", e.Port, e.Reason)
	if e.Method != "" {
		s += " (" + string(e.Method) + ")"
	}
	if e.External.IsValid() {
		s += ", external address " + e.External.String()
	}
	if e.Err != nil {
		s += ": " + e.Err.Error()
	}
	return s
}

func (e *Error) Unwrap() error { return e.Err }

// cgnat is the shared address space of carrier-grade NAT (RFC 6598).
var cgnat = netip.MustParsePrefix("100.64.0.0/10")

// classify says whether a router's external address can be reached from
// the internet: 0 when it can, else the reason why not.
func classify(a netip.Addr) Reason {
	a = a.Unmap()
	switch {
	case !a.IsValid() || a.IsUnspecified():
		return NoPublicAddress
	case cgnat.Contains(a):
		return SharedAddress
	case a.IsPrivate() || a.IsLoopback() || a.IsLinkLocalUnicast() || a.IsMulticast():
		return PrivateAddress
	}
	return 0
}
