package portmap

import (
	"bytes"
	"encoding/hex"
	"errors"
	"net/netip"
	"strings"
	"testing"
)

// unhex is a packet written as in RFC 6887's figures, a line per 32-bit
// word (spaces and line breaks ignored).
func unhex(t testing.TB, s string) []byte {
	t.Helper()
	b, err := hex.DecodeString(strings.Join(strings.Fields(s), ""))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// A MAP request of TCP port 47474 (0xb972) from 192.168.1.2, lifetime
// 3600 s, suggesting the same port outside and any IPv4 address: RFC 6887
// figures 2 and 9, word by word.
const mapRequest = `
02 01 0000       ` + /* version 2, R=0 opcode MAP, reserved */ `
00000e10         ` + /* requested lifetime 3600 */ `
00000000 00000000 0000ffff c0a80102 ` + /* client IP ::ffff:192.168.1.2 */ `
01020304 05060708 090a0b0c ` + /* mapping nonce */ `
06 000000        ` + /* protocol TCP, reserved */ `
b972 b972        ` + /* internal port, suggested external port */ `
00000000 00000000 0000ffff 00000000 ` /* suggested external IP ::ffff:0.0.0.0 */

var testNonce = pcpNonce{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12}

// TestPCPEncode: the request is RFC 6887's layout byte for byte.
func TestPCPEncode(t *testing.T) {
	m := pcpMap{lifetime: 3600, client: netip.MustParseAddr("192.168.1.2"), nonce: testNonce, protocol: protoTCP,
		internal: 47474, external: 47474}
	if got, want := m.encode(), unhex(t, mapRequest); !bytes.Equal(got, want) {
		t.Errorf("the request\n%x\nwant\n%x", got, want)
	}
	// a renewal suggests the address granted; a deletion has lifetime 0
	m.lifetime, m.extAddr = 0, netip.MustParseAddr("198.51.100.2")
	b := m.encode()
	if !bytes.Equal(b[4:8], []byte{0, 0, 0, 0}) || !bytes.Equal(b[44:60], unhex(t, "00000000 00000000 0000ffff c6336402")) {
		t.Errorf("the renewal %x", b)
	}
}

// A MAP response: SUCCESS, lifetime 7200, epoch 99, port 50000 (0xc350)
// at 198.51.100.2 (RFC 6887 figures 3 and 10).
const mapResponse = `
02 81 00 00      ` + /* version 2, R=1 opcode MAP, reserved, result SUCCESS */ `
00001c20         ` + /* lifetime 7200 */ `
00000063         ` + /* epoch time 99 */ `
00000000 00000000 00000000 ` + /* reserved */ `
01020304 05060708 090a0b0c ` + /* mapping nonce */ `
06 000000        ` + /* protocol TCP, reserved */ `
b972 c350        ` + /* internal port, assigned external port */ `
00000000 00000000 0000ffff c6336402 ` /* assigned external IP ::ffff:198.51.100.2 */

// TestPCPDecode: a response in RFC 6887's layout, an error one, one of
// the header alone, a NAT-PMP router's answer and broken ones.
func TestPCPDecode(t *testing.T) {
	r, err := decodePCP(unhex(t, mapResponse))
	if err != nil {
		t.Fatal(err)
	}
	want := pcpResponse{result: PCPSuccess, epoch: 99, pcpMap: pcpMap{lifetime: 7200, nonce: testNonce, protocol: protoTCP,
		internal: 47474, external: 50000, extAddr: netip.MustParseAddr("198.51.100.2")}}
	if r != want {
		t.Errorf("decoded %+v\nwant %+v", r, want)
	}
	refused := unhex(t, mapResponse)
	refused[3] = byte(PCPNoResources)
	if r, err := decodePCP(refused); err != nil || r.result != PCPNoResources || r.nonce != testNonce {
		t.Errorf("an error response: %+v, %v", r, err)
	}
	if r, err := decodePCP(refused[:pcpHeaderSize]); err != nil || r.result != PCPNoResources || r.lifetime != 7200 {
		t.Errorf("an error response of the header alone: %+v, %v", r, err)
	}
	// NAT-PMP's UNSUPP_VERSION (RFC 6886 3.5): version 0, result 1
	if _, err := decodePCP(unhex(t, "00 81 0001 00000063")); !errors.Is(err, errNotPCP) {
		t.Errorf("NAT-PMP's answer: %v", err)
	}
	for name, b := range map[string][]byte{
		"success without payload": unhex(t, mapResponse)[:pcpHeaderSize],
		"a request":               unhex(t, mapRequest),
		"short":                   unhex(t, mapResponse)[:3],
		"not words":               unhex(t, mapResponse)[:59],
		"another opcode":          append([]byte{2, 0x82}, unhex(t, mapResponse)[2:]...),
	} {
		if r, err := decodePCP(b); err == nil {
			t.Errorf("%s: decoded %+v", name, r)
		}
	}
}

// TestPCPResultNames: every code is named as in RFC 6887 section 7.4.
func TestPCPResultNames(t *testing.T) {
	for c, name := range map[PCPResult]string{PCPNotAuthorized: "NOT_AUTHORIZED", PCPNoResources: "NO_RESOURCES",
		PCPUnsuppOpcode: "UNSUPP_OPCODE", PCPAddressMismatch: "ADDRESS_MISMATCH",
		PCPCannotProvideExternal: "CANNOT_PROVIDE_EXTERNAL", PCPExcessiveRemotePeers: "EXCESSIVE_REMOTE_PEERS", 200: "result code 200"} {
		if c.String() != name {
			t.Errorf("%d: %q, want %q", uint8(c), c, name)
		}
	}
}

// FuzzPCPResponse: no answer makes decodePCP panic, and a MAP payload it
// accepts says what its bytes say.
func FuzzPCPResponse(f *testing.F) {
	f.Add(unhex(f, mapResponse))
	f.Add(unhex(f, mapResponse)[:pcpHeaderSize])
	f.Add(unhex(f, "00 81 0001 00000063"))
	f.Add(unhex(f, mapRequest))
	f.Fuzz(func(t *testing.T, b []byte) {
		r, err := decodePCP(b)
		if err != nil || len(b) < pcpMapSize {
			return
		}
		if b[0] != pcpVersion || b[1] != pcpOpMap|pcpResponseBit || PCPResult(b[3]) != r.result {
			t.Fatalf("accepted %x as %+v", b, r)
		}
		enc := r.pcpMap.encode()
		if !bytes.Equal(enc[24:37], b[24:37]) || !bytes.Equal(enc[40:60], b[40:60]) {
			t.Fatalf("the payload %x decoded as %+v", b[24:60], r)
		}
	})
}
