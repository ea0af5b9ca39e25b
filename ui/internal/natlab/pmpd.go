package natlab

import (
	"encoding/binary"
	"net"
	"net/netip"
	"time"
)

// The double's NAT-PMP (RFC 6886) at the gateway, UDP 5351: the external
// address (opcode 0) and TCP and UDP mappings (1, 2; lifetime 0 removes).
// PCP (pcpd.go) shares the port: a request of version 2 goes to PCP when
// the double speaks it, every request to PCP when it speaks only PCP.

// NAT-PMP result codes.
const (
	pmpOK          = 0
	pmpBadVersion  = 1
	pmpRefused     = 2
	pmpBadOpcode   = 5
	pmpResponseBit = 128
)

func (r *Router) servePMP(conn *net.UDPConn) {
	r.wg.Add(1)
	go func() {
		defer r.wg.Done()
		buf := make([]byte, 64)
		for {
			n, from, err := conn.ReadFromUDPAddrPort(buf)
			if err != nil {
				return
			}
			var resp []byte
			if n > 0 && (buf[0] == pcpVersion && r.cfg.PCP || !r.cfg.NATPMP) {
				if r.cfg.PCPDelay > 0 {
					req := append([]byte(nil), buf[:n]...)
					r.wg.Add(1)
					go func() {
						defer r.wg.Done()
						select {
						case <-time.After(r.cfg.PCPDelay):
						case <-r.quit:
							return
						}
						if resp := r.pcp(req, from); resp != nil {
							conn.WriteToUDPAddrPort(resp, from)
						}
					}()
					continue
				}
				resp = r.pcp(buf[:n], from)
			} else {
				resp = r.pmp(buf[:n], from)
			}
			if resp != nil {
				conn.WriteToUDPAddrPort(resp, from)
			}
		}
	}()
}

// pmp answers one request (nil: none).
func (r *Router) pmp(req []byte, from netip.AddrPort) []byte {
	if len(req) < 2 || req[1]&pmpResponseBit != 0 {
		return nil
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	op := req[1]
	epoch := uint32(time.Since(r.start) / time.Second)
	head := func(size int, code uint16) []byte {
		b := make([]byte, size)
		b[1] = op | pmpResponseBit
		binary.BigEndian.PutUint16(b[2:], code)
		binary.BigEndian.PutUint32(b[4:], epoch)
		return b
	}
	if req[0] != 0 {
		r.logf("pmp version %d", req[0])
		return head(8, pmpBadVersion)
	}
	switch {
	case op == 0 && len(req) == 2:
		b := head(12, pmpOK)
		a := r.cfg.External.As4()
		copy(b[8:], a[:])
		r.logf("pmp external address to %s", from)
		return b
	case (op == 1 || op == 2) && len(req) == 12:
		in := binary.BigEndian.Uint16(req[4:])
		want := binary.BigEndian.Uint16(req[6:])
		life := time.Duration(binary.BigEndian.Uint32(req[8:])) * time.Second
		b := head(16, pmpOK)
		binary.BigEndian.PutUint16(b[8:], in)
		client := netip.AddrPortFrom(from.Addr().Unmap(), in)
		if op == 1 {
			r.logf("pmp udp mapping: not supported by the double")
			binary.BigEndian.PutUint16(b[2:], pmpRefused)
			return b
		}
		if life == 0 {
			for ext, g := range r.grants {
				if g.Client == client {
					r.unmapLocked(ext, "pmp delete")
				}
			}
			return b
		}
		if r.cfg.Mute {
			r.logf("pmp add %d: no answer", in)
			return nil
		}
		if r.cfg.Refuse {
			r.logf("pmp add %d: refused", in)
			binary.BigEndian.PutUint16(b[2:], pmpRefused)
			return b
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
			ok, err := r.mapLocked("pmp", ext, client, life)
			if err != nil {
				r.logf("error %v", err)
				binary.BigEndian.PutUint16(b[2:], 3) // network failure
				return b
			}
			if ok {
				binary.BigEndian.PutUint16(b[10:], ext)
				binary.BigEndian.PutUint32(b[12:], uint32(life/time.Second))
				return b
			}
		}
	}
	r.logf("pmp opcode %d, %d bytes", op, len(req))
	return head(8, pmpBadOpcode)
}
