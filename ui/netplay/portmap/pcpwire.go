package portmap

import (
	"encoding/binary"
	"errors"
	"fmt"
	"net/netip"
	"time"
)

// The wire format of PCP (RFC 6887) MAP requests and responses, the only
// opcode Cego speaks: a 24-byte common header (section 7) and the 36-byte
// MAP payload (section 11.1), no options.

// PCP's constants.
const (
	pcpVersion     = 2
	pcpPort        = 5351 // the server's UDP port, shared with NAT-PMP
	pcpOpMap       = 1
	pcpResponseBit = 0x80
	pcpHeaderSize  = 24
	pcpMapSize     = pcpHeaderSize + 36
	pcpMaxSize     = 1100 // section 7: no PCP message is longer
	protoTCP       = 6
)

// PCPResult is a PCP result code (RFC 6887 section 7.4).
type PCPResult uint8

// The result codes.
const (
	PCPSuccess               PCPResult = 0
	PCPUnsuppVersion         PCPResult = 1
	PCPNotAuthorized         PCPResult = 2
	PCPMalformedRequest      PCPResult = 3
	PCPUnsuppOpcode          PCPResult = 4
	PCPUnsuppOption          PCPResult = 5
	PCPMalformedOption       PCPResult = 6
	PCPNetworkFailure        PCPResult = 7
	PCPNoResources           PCPResult = 8
	PCPUnsuppProtocol        PCPResult = 9
	PCPUserExQuota           PCPResult = 10
	PCPCannotProvideExternal PCPResult = 11
	PCPAddressMismatch       PCPResult = 12
	PCPExcessiveRemotePeers  PCPResult = 13
)

var pcpResultNames = [...]string{"SUCCESS", "UNSUPP_VERSION", "NOT_AUTHORIZED", "MALFORMED_REQUEST",
	"UNSUPP_OPCODE", "UNSUPP_OPTION", "MALFORMED_OPTION", "NETWORK_FAILURE", "NO_RESOURCES",
	"UNSUPP_PROTOCOL", "USER_EX_QUOTA", "CANNOT_PROVIDE_EXTERNAL", "ADDRESS_MISMATCH",
	"EXCESSIVE_REMOTE_PEERS"}

// String is the code's name in RFC 6887.
func (r PCPResult) String() string {
	if int(r) < len(pcpResultNames) {
		return pcpResultNames[r]
	}
	return fmt.Sprintf("result code %d", uint8(r))
}

// PCPError is a PCP server's answer other than SUCCESS: the router speaks
// PCP and made no mapping (the Err of a Refused *Error).
type PCPError struct {
	Code PCPResult
	// Lifetime is how long the server says the error holds (section 7.2:
	// short- or long-lived).
	Lifetime time.Duration
}

func (e *PCPError) Error() string {
	return fmt.Sprintf("PCP %v (holds %v)", e.Code, e.Lifetime)
}

// pcpNonce is a MAP request's mapping nonce (96 bits): the same one
// renews and deletes the mapping.
type pcpNonce [12]byte

// pcpMap is a MAP request or response's fields.
type pcpMap struct {
	lifetime uint32     // seconds; 0 deletes
	client   netip.Addr // the request's client address (an IPv4 one goes as ::ffff:a.b.c.d)
	nonce    pcpNonce
	protocol uint8
	internal uint16
	external uint16     // suggested (request) or assigned (response) external port
	extAddr  netip.Addr // suggested or assigned external address
}

// pcpResponse is a parsed MAP response.
type pcpResponse struct {
	result PCPResult
	epoch  uint32
	pcpMap
}

// mapped is an address as PCP carries it: 16 bytes, IPv4 as
// IPv4-mapped IPv6 (::ffff:a.b.c.d; zero: ::ffff:0.0.0.0, "any IPv4").
func mapped(a netip.Addr) [16]byte {
	if !a.IsValid() {
		a = netip.IPv4Unspecified()
	}
	return a.As16() // an IPv4 address's is ::ffff:a.b.c.d
}

// encode is the MAP request of m (section 7.1 and 11.1).
func (m pcpMap) encode() []byte {
	b := make([]byte, pcpMapSize)
	b[0] = pcpVersion
	b[1] = pcpOpMap
	binary.BigEndian.PutUint32(b[4:], m.lifetime)
	c := mapped(m.client)
	copy(b[8:24], c[:])
	copy(b[24:36], m.nonce[:])
	b[36] = m.protocol
	binary.BigEndian.PutUint16(b[40:], m.internal)
	binary.BigEndian.PutUint16(b[42:], m.external)
	e := mapped(m.extAddr)
	copy(b[44:60], e[:])
	return b
}

// errNotPCP: the answer is not a PCP response (a NAT-PMP router's, or
// noise).
var errNotPCP = errors.New("not a PCP response")

// decodePCP parses a MAP response. A response of another version — a
// NAT-PMP router's UNSUPP_VERSION answer has version 0 — is an error
// wrapping errNotPCP; so is one that is no response to MAP. An error
// response may be shorter than a MAP one (section 7.2: only the header),
// success must carry the MAP payload.
func decodePCP(b []byte) (pcpResponse, error) {
	var r pcpResponse
	switch {
	case len(b) < 4:
		return r, fmt.Errorf("%w: %d bytes", errNotPCP, len(b))
	case b[0] != pcpVersion:
		return r, fmt.Errorf("%w: version %d, result code %d", errNotPCP, b[0], b[3])
	case b[1] != pcpOpMap|pcpResponseBit:
		return r, fmt.Errorf("%w: opcode %#x", errNotPCP, b[1])
	case len(b) < pcpHeaderSize || len(b) > pcpMaxSize || len(b)%4 != 0:
		return r, fmt.Errorf("malformed PCP response: %d bytes", len(b))
	}
	r.result = PCPResult(b[3])
	r.lifetime = binary.BigEndian.Uint32(b[4:])
	r.epoch = binary.BigEndian.Uint32(b[8:])
	if len(b) < pcpMapSize {
		if r.result == PCPSuccess {
			return r, fmt.Errorf("malformed PCP response: success in %d bytes", len(b))
		}
		return r, nil
	}
	copy(r.nonce[:], b[24:36])
	r.protocol = b[36]
	r.internal = binary.BigEndian.Uint16(b[40:])
	r.external = binary.BigEndian.Uint16(b[42:])
	r.extAddr = netip.AddrFrom16([16]byte(b[44:60])).Unmap()
	return r, nil
}
