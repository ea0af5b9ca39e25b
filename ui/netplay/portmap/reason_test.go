package portmap

import (
	"errors"
	"net/netip"
	"strings"
	"testing"
)

// TestClassify: a router's external address in carrier-grade NAT or a
// private range cannot be reached from the internet; a public one can.
func TestClassify(t *testing.T) {
	for addr, want := range map[string]Reason{
		"198.51.100.2":      0,
		"8.8.8.8":           0,
		"100.63.255.255":    0,
		"100.128.0.0":       0,
		"100.64.0.1":        SharedAddress,
		"100.127.255.254":   SharedAddress,
		"10.1.2.3":          PrivateAddress,
		"172.16.0.1":        PrivateAddress,
		"172.31.255.1":      PrivateAddress,
		"192.168.0.1":       PrivateAddress,
		"169.254.1.1":       PrivateAddress,
		"127.0.0.1":         PrivateAddress,
		"0.0.0.0":           NoPublicAddress,
		"::ffff:100.64.9.9": SharedAddress,
	} {
		if got := classify(netip.MustParseAddr(addr)); got != want {
			t.Errorf("%s: %v, want %v", addr, got, want)
		}
	}
	if got := classify(netip.Addr{}); got != NoPublicAddress {
		t.Errorf("no address: %v", got)
	}
}

// TestErrorSaysWhy: the error names the port, the reason and the cause,
// and unwraps to the cause.
func TestErrorSaysWhy(t *testing.T) {
	cause := errors.New("SOAP fault 718")
	e := &Error{Reason: Refused, Port: 47474, Method: UPnP, External: netip.MustParseAddr("198.51.100.2"), Err: cause}
	s := e.Error()
	for _, want := range []string{"47474", "refused", "UPnP-IGD", "198.51.100.2", "718"} {
		if !strings.Contains(s, want) {
			t.Errorf("%q lacks %q", s, want)
		}
	}
	if !errors.Is(e, cause) {
		t.Error("the error does not unwrap to its cause")
	}
}
