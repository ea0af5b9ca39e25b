package netplay

import (
	"bytes"
	"crypto/elliptic"
	"encoding/base64"
	"strings"
	"testing"
)

// TestCodeExchange: the same code gives both sides the same key, another
// code another key; proofs hold only for the same keying material.
func TestCodeExchange(t *testing.T) {
	for _, c := range []struct {
		guest, host string
		same        bool
	}{{"K7M2QX", "k7m-2qx", true}, {"K7M2QX", "K7M2QY", false}} {
		g, point, err := newGuestExchange(c.guest)
		if err != nil {
			t.Fatal(err)
		}
		hostPoint, hostKey, err := hostExchange(c.host, point)
		if err != nil {
			t.Fatal(err)
		}
		guestKey, err := g.key(hostPoint)
		if err != nil {
			t.Fatal(err)
		}
		if bytes.Equal(guestKey, hostKey) != c.same {
			t.Errorf("codes %q and %q: same key %v", c.guest, c.host, !c.same)
		}
		ekm := []byte("keying material of one connection")
		holds := proofHolds(codeProof(guestKey, ekm, "guest"), codeProof(hostKey, ekm, "guest"))
		if holds != c.same {
			t.Errorf("codes %q and %q: the guest's proof holds: %v", c.guest, c.host, holds)
		}
		if c.same && proofHolds(codeProof(guestKey, ekm, "guest"), codeProof(hostKey, []byte("another connection"), "guest")) {
			t.Error("a proof holds for another connection's keying material")
		}
		if c.same && proofHolds(codeProof(guestKey, ekm, "guest"), codeProof(hostKey, ekm, "host")) {
			t.Error("the guest's proof passes for the host's")
		}
	}
}

// TestCodeExchangeHostilePoints: a point that is not one of the curve is
// an error on either side, never a panic.
func TestCodeExchangeHostilePoints(t *testing.T) {
	b64 := func(b []byte) string { return base64.StdEncoding.EncodeToString(b) }
	p := elliptic.P256().Params().P.Bytes()
	for name, point := range map[string]string{
		"not base64":    strings.Repeat("!", pakePointB64),
		"short":         b64(make([]byte, 10)),
		"zero":          b64(make([]byte, 64)),
		"not on curve":  b64(append(bytes.Repeat([]byte{1}, 32), bytes.Repeat([]byte{2}, 32)...)),
		"outside field": b64(append(p, p...)),
	} {
		if _, _, err := hostExchange("K7M2QX", point); err == nil {
			t.Errorf("host, %s: taken", name)
		}
		g, _, err := newGuestExchange("K7M2QX")
		if err != nil {
			t.Fatal(err)
		}
		if _, err := g.key(point); err == nil {
			t.Errorf("guest, %s: taken", name)
		}
	}
}
