package portmap

import "testing"

// TestPortOf: the port of a listening address; none is an error.
func TestPortOf(t *testing.T) {
	for addr, want := range map[string]uint16{"[::]:47474": 47474, "0.0.0.0:47474": 47474, ":1": 1, "192.168.1.2:65535": 65535} {
		if got, err := PortOf(addr); got != want || err != nil {
			t.Errorf("%q: %d, %v", addr, got, err)
		}
	}
	for _, addr := range []string{"", "47474", ":0", ":65536", "host:x", "[::]"} {
		if got, err := PortOf(addr); err == nil {
			t.Errorf("%q: %d without an error", addr, got)
		}
	}
}
