package linkhandler

import "github.com/cego-spiel/cego/ui/netplay"

// Listen makes this program the receiver of the links later programs on
// the config folder configDir hand over (Send); accept gets each
// well-formed invitation. On Windows the channel is a loopback TCP port
// with a token in configDir (forward_tcp.go); the caller holds
// configDir's lock, so a port file found there is a killed program's and
// is replaced.
func Listen(configDir string, accept func(netplay.Invitation)) (*Receiver, error) {
	return listenTCP(configDir, accept)
}

// Send hands link to the program that holds the config folder configDir
// (its Listen) and reports whether it took it.
func Send(configDir, link string) error { return sendTCP(configDir, link) }
