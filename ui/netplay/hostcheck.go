package netplay

import (
	"net"
	"net/netip"
	"strings"
)

// hostAllowed reports whether a request's Host header names this table:
// an IP address, "localhost", or the name the table is announced under.
// Any other name is refused, against DNS rebinding: a web page whose own
// name was made to point at this computer sends its name as Host, and
// its script must not reach the table. An IP address cannot be rebound
// (no name is looked up), and a page of another origin that asks for the
// table by address is refused by the WebSocket's origin check; addresses
// are all allowed, so that a friend can join at the router's public
// address that forwards to the table.
func (h *Host) hostAllowed(hostport string) bool {
	host := hostport
	if hp, _, err := net.SplitHostPort(hostport); err == nil {
		host = hp
	}
	host = strings.TrimSuffix(strings.TrimPrefix(host, "["), "]")
	if host == "" {
		return false
	}
	if _, err := netip.ParseAddr(host); err == nil {
		return true
	}
	name := strings.TrimSuffix(strings.ToLower(host), ".")
	if name == "localhost" {
		return true
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.announced != "" && name == h.announced
}
