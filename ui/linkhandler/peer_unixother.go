//go:build unix && !linux && !darwin

package linkhandler

import "net"

// peerIsUs accepts every peer on the other Unix systems: the private
// folder of the socket (privateDir) is what keeps other users out.
func peerIsUs(net.Conn) error { return nil }
