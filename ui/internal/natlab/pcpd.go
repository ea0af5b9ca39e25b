package natlab

import (
	"encoding/binary"
	"net/netip"
	"time"
)

// The double's PCP (RFC 6887): MAP requests for TCP (opcode 1), granted
// as the NAT-PMP ones are (an iptables DNAT rule), renewed with the same
// nonce and deleted by lifetime 0. No other opcode, no options, no IPv6
// mappings.

// PCP's constants and the result codes the double gives.
const (
	pcpVersion        = 2
	pcpOpMap          = 1
	pcpResponseBit    = 0x80
	pcpHeaderSize     = 24
	pcpMapSize        = pcpHeaderSize + 36
	pcpSuccess        = 0
	pcpUnsuppVersion  = 1
	pcpNotAuthorized  = 2
	pcpMalformed      = 3
	pcpUnsuppOpcode   = 4
	pcpNetworkFailure = 7
	pcpUnsuppProtocol = 9
	pcpAddrMismatch   = 12
	pcpErrorLifetime  = 30 // seconds an error holds, said in its answer
)

// pcp answers one request (nil: none).
func (r *Router) pcp(req []byte, from netip.AddrPort) []byte {
	if len(req) < 2 || req[1]&pcpResponseBit != 0 {
		return nil
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	// the answer: the request's opcode-specific part copied (section 7.2)
	answer := func(code uint8, lifetime uint32) []byte {
		size := min(max(len(req), pcpHeaderSize), pcpMapSize)
		b := make([]byte, size)
		if len(req) > pcpHeaderSize {
			copy(b[pcpHeaderSize:], req[pcpHeaderSize:])
		}
		b[0] = pcpVersion
		b[1] = req[1] | pcpResponseBit
		b[3] = code
		binary.BigEndian.PutUint32(b[4:], lifetime)
		binary.BigEndian.PutUint32(b[8:], uint32(time.Since(r.start)/time.Second))
		return b
	}
	if req[0] != pcpVersion {
		r.logf("pcp version %d", req[0])
		return answer(pcpUnsuppVersion, pcpErrorLifetime)[:pcpHeaderSize]
	}
	if len(req) < pcpHeaderSize || len(req)%4 != 0 {
		r.logf("pcp malformed, %d bytes", len(req))
		return answer(pcpMalformed, pcpErrorLifetime)[:pcpHeaderSize]
	}
	if req[1] != pcpOpMap {
		r.logf("pcp opcode %d", req[1])
		return answer(pcpUnsuppOpcode, pcpErrorLifetime)
	}
	if len(req) < pcpMapSize {
		r.logf("pcp map of %d bytes", len(req))
		return answer(pcpMalformed, pcpErrorLifetime)
	}
	life := time.Duration(binary.BigEndian.Uint32(req[4:])) * time.Second
	clientIP := netip.AddrFrom16([16]byte(req[8:24])).Unmap()
	var nonce [12]byte
	copy(nonce[:], req[24:36])
	proto := req[36]
	in := binary.BigEndian.Uint16(req[40:])
	want := binary.BigEndian.Uint16(req[42:])
	if clientIP != from.Addr().Unmap() {
		r.logf("pcp map from %s saying %s", from, clientIP)
		return answer(pcpAddrMismatch, pcpErrorLifetime)
	}
	if proto != 6 {
		r.logf("pcp map of protocol %d: not supported by the double", proto)
		return answer(pcpUnsuppProtocol, pcpErrorLifetime)
	}
	client := netip.AddrPortFrom(clientIP, in)
	// the client's mapping of this port, which only its nonce may change
	for ext, g := range r.grants {
		if g.Client == client {
			if g.nonce != nonce {
				r.logf("pcp map %d: another nonce", in)
				return answer(pcpNotAuthorized, pcpErrorLifetime)
			}
			if life == 0 {
				r.unmapLocked(ext, "pcp delete")
			}
		}
	}
	if life == 0 {
		return answer(pcpSuccess, 0)
	}
	if r.cfg.Mute {
		r.logf("pcp map %d: no answer", in)
		return nil
	}
	if r.cfg.Refuse {
		r.logf("pcp map %d: refused", in)
		return answer(pcpNotAuthorized, pcpErrorLifetime)
	}
	if r.cfg.MaxLease > 0 && life > r.cfg.MaxLease {
		life = r.cfg.MaxLease
	}
	if want == 0 {
		want = in
	}
	// the port asked for, or the next free one
	for ext := want; ; ext++ {
		if ext < 1024 {
			continue
		}
		ok, err := r.mapLocked("pcp", ext, client, life)
		if err != nil {
			r.logf("error %v", err)
			return answer(pcpNetworkFailure, pcpErrorLifetime)
		}
		if ok {
			g := r.grants[ext]
			g.nonce = nonce
			r.grants[ext] = g
			b := answer(pcpSuccess, uint32(life/time.Second))
			binary.BigEndian.PutUint16(b[42:], ext)
			a := r.cfg.External.As16() // IPv4-mapped
			copy(b[44:60], a[:])
			return b
		}
	}
}
