package netplay

import (
	"testing"

	"github.com/cego-spiel/cego/game"
)

// protocolView is the view format (game.ViewFormat) each protocol version
// carries. A change of the view's JSON form without a new Protocol would
// let a guest and a host that cannot read each other's views play
// together: add the new protocol here with its view format.
var protocolView = map[int]int{2: 1, 3: 1}

// TestProtocolCoversViewFormat: the one version peers compare (Protocol)
// names the view format its messages carry.
func TestProtocolCoversViewFormat(t *testing.T) {
	v, ok := protocolView[Protocol]
	if !ok {
		t.Fatalf("protocol %d is not in protocolView: say which view format (game.ViewFormat %d) it carries", Protocol, game.ViewFormat)
	}
	if v != game.ViewFormat {
		t.Fatalf("protocol %d carries view format %d, but game.ViewFormat is %d: a new view format needs a new Protocol", Protocol, v, game.ViewFormat)
	}
}
