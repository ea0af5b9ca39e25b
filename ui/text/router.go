package text

import (
	"errors"
	"net/netip"

	"github.com/cego-spiel/cego/ui/netplay/portmap"
)

// PortMapError is why the router opened no port for a hosted table
// (portmap.Open's error), in plain words with what to do instead: forward
// the port by hand to this computer, or play over a VPN.
func PortMapError(err error) string {
	var e *portmap.Error
	if !errors.As(err, &e) {
		return Trf("Cego could not ask your router to open a port: %v", err)
	}
	local := Tr("see its network settings")
	if e.Local.IsValid() {
		local = e.Local.String()
	}
	port := int(e.Port)
	switch e.Reason {
	case portmap.NoRouter:
		return Trf("Your router did not answer Cego's request to open a port (UPnP and NAT-PMP may be switched off on it), so friends on other networks cannot reach this table yet. Forward TCP port %d on your router to this computer (%s), or play over a VPN.", port, local)
	case portmap.Refused:
		return Trf("Your router did not open a port for Cego: it refused, or did not answer in time. Forward TCP port %d on your router to this computer (%s) by hand, or play over a VPN.", port, local)
	case portmap.NoPublicAddress:
		return Tr("Your router has no address on the internet (is it connected?), so friends on other networks cannot reach this table. Check the router's connection, or play over a VPN.")
	case portmap.SharedAddress:
		return Trf("Your internet provider shares one public address among many customers (carrier-grade NAT: your router's address on the internet side is %s), so friends on other networks cannot reach this computer, not even by port forwarding. Play over a VPN, or let a friend with an address of his own host the table.", e.External)
	case portmap.PrivateAddress:
		return Trf("Your router sits behind another router (its address on the internet side, %[1]s, is a private one), so friends on other networks cannot reach a port it opens. Forward TCP port %[2]d on the outer router to %[1]s and on your router to this computer (%[3]s), or play over a VPN.", e.External, port, local)
	}
	return Trf("Cego could not ask your router to open a port: %v", err)
}

// PortMapped says where friends on other networks join a table whose port
// the router opened (portmap.Mapping.External).
func PortMapped(external netip.AddrPort) string {
	return Trf("Your router opened a port for Cego: friends on other networks join at %s.", external)
}
