// Package portmap asks the home router to open a TCP port for a hosted
// table while it is open, so that friends elsewhere on the internet can
// join: over UPnP-IGD (v1 and v2) or NAT-PMP, found and spoken through
// github.com/libp2p/go-nat and its libraries (huin/goupnp,
// jackpal/go-nat-pmp), or over PCP (RFC 6887, MAP requests of our own:
// pcp.go, pcpwire.go), preferred to NAT-PMP when a router speaks both.
//
// Open finds the router (all protocols at once, bounded by
// Options.Discover), learns its address on the internet side, refuses to
// map when that address cannot be reached from the internet (carrier-grade
// NAT 100.64.0.0/10, or a private address: a router behind another one),
// and asks for the mapping with a lease. The Mapping renews the lease
// before it runs out and removes the mapping on Close. Every request is
// bounded in time (Options.Request) and by the caller's context, so
// nothing hangs when no router answers.
//
// When there is no mapping, Open returns an *Error whose Reason says why
// (no router answered, the router refused, a shared or private address);
// ui/text words it for the player (PortMapError) with what to do instead:
// forward the port by hand or use a VPN.
//
// The package imports no Fyne and nothing of the table: the window opens a
// mapping for the port its netplay.Host listens on.
package portmap
