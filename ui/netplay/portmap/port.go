package portmap

import (
	"fmt"
	"net"
	"strconv"
)

// PortOf is the TCP port of a listening address such as a table's
// ("[::]:47474", "0.0.0.0:47474", ":47474"), the port to map.
func PortOf(addr string) (uint16, error) {
	_, p, err := net.SplitHostPort(addr)
	if err != nil {
		return 0, fmt.Errorf("portmap: %w", err)
	}
	n, err := strconv.ParseUint(p, 10, 16)
	if err != nil || n == 0 {
		return 0, fmt.Errorf("portmap: no port in %q", addr)
	}
	return uint16(n), nil
}
