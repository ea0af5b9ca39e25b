package portmap

import (
	"context"
	"encoding/binary"
	"errors"
	"net"
	"net/netip"
	"sync"
	"testing"
	"time"
)

// fakePCP is a PCP server on loopback: answer gives the datagrams to send
// back for each request (none: silence).
type fakePCP struct {
	conn   *net.UDPConn
	answer func(req []byte) [][]byte
	mu     sync.Mutex
	reqs   [][]byte
}

func startFakePCP(t *testing.T, answer func(req []byte) [][]byte) (*fakePCP, *pcp) {
	t.Helper()
	conn, err := net.ListenUDP("udp4", &net.UDPAddr{IP: net.IPv4(127, 0, 0, 1)})
	if err != nil {
		t.Fatal(err)
	}
	f := &fakePCP{conn: conn, answer: answer}
	done := make(chan struct{})
	go func() {
		defer close(done)
		buf := make([]byte, 2000)
		for {
			n, from, err := conn.ReadFromUDPAddrPort(buf)
			if err != nil {
				return
			}
			req := append([]byte(nil), buf[:n]...)
			f.mu.Lock()
			f.reqs = append(f.reqs, req)
			f.mu.Unlock()
			for _, b := range f.answer(req) {
				conn.WriteToUDPAddrPort(b, from)
			}
		}
	}()
	t.Cleanup(func() { conn.Close(); <-done })
	p := newPCP(netip.MustParseAddr("127.0.0.1"))
	p.gw = conn.LocalAddr().(*net.UDPAddr).AddrPort()
	p.wait = 20 * time.Millisecond
	return f, p
}

func (f *fakePCP) requests() [][]byte {
	f.mu.Lock()
	defer f.mu.Unlock()
	return append([][]byte(nil), f.reqs...)
}

// grant answers a MAP request with code, the port asked for (or 50000
// when none) at 198.51.100.2 and the lifetime asked for.
func grant(req []byte, code PCPResult) []byte {
	b := make([]byte, pcpMapSize)
	copy(b, req)
	b[1] |= pcpResponseBit
	b[3] = byte(code)
	clear(b[8:24])
	if binary.BigEndian.Uint16(b[42:]) == 0 {
		binary.BigEndian.PutUint16(b[42:], 50000)
	}
	a := netip.MustParseAddr("198.51.100.2").As16()
	copy(b[44:], a[:])
	return b
}

func ctxT(t *testing.T) context.Context {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	t.Cleanup(cancel)
	return ctx
}

// TestPCPMapRenewDelete: the first MAP says the address and port, add
// hands them out, a renewal and the deletion carry the same nonce, the
// client's own address and the port granted; an answer with another
// nonce is ignored, a lost request sent again.
func TestPCPMapRenewDelete(t *testing.T) {
	var n int
	f, p := startFakePCP(t, func(req []byte) [][]byte {
		n++
		if n == 1 {
			return nil // lost: sent again
		}
		other := grant(req, PCPSuccess)
		other[24] ^= 0xff // another request's nonce, and port
		binary.BigEndian.PutUint16(other[42:], 1111)
		return [][]byte{other, grant(req, PCPSuccess)}
	})
	ctx := ctxT(t)
	if err := p.first(ctx, 47474, time.Hour); err != nil {
		t.Fatal(err)
	}
	ext, _ := p.external(ctx)
	port, lease, err := p.add(ctx, 47474, time.Hour)
	if err != nil || ext != netip.MustParseAddr("198.51.100.2") || port != 47474 || lease != time.Hour {
		t.Fatalf("mapped %v:%d for %v, %v", ext, port, lease, err)
	}
	if p.local() != netip.MustParseAddr("127.0.0.1") {
		t.Errorf("this computer's address %v", p.local())
	}
	if _, _, err := p.add(ctx, 47474, time.Hour); err != nil {
		t.Fatal(err)
	}
	if err := p.remove(ctx, 47474); err != nil {
		t.Fatal(err)
	}
	reqs := f.requests()
	if len(reqs) != 4 { // lost, first, renewal, deletion
		t.Fatalf("%d requests", len(reqs))
	}
	for i, r := range reqs {
		if string(r[24:36]) != string(p.nonce[:]) || r[0] != 2 || r[1] != pcpOpMap || r[36] != protoTCP ||
			binary.BigEndian.Uint16(r[40:]) != 47474 || netip.AddrFrom16([16]byte(r[8:24])).Unmap() != netip.MustParseAddr("127.0.0.1") {
			t.Errorf("request %d: %x", i, r)
		}
	}
	if life := binary.BigEndian.Uint32(reqs[2][4:]); life != 3600 || binary.BigEndian.Uint16(reqs[2][42:]) != 47474 {
		t.Errorf("the renewal %x", reqs[2])
	}
	if life := binary.BigEndian.Uint32(reqs[3][4:]); life != 0 {
		t.Errorf("the deletion asks for lifetime %d", life)
	}
}

// TestPCPRefusals: each result code comes back as a *PCPError with its
// code, a refusal of the header alone too; OpenWith's reasons follow
// from it; a NAT-PMP router's answer is errNotPCP at once; a router that
// cannot give the port asked for is asked again without it.
func TestPCPRefusals(t *testing.T) {
	for _, code := range []PCPResult{PCPNotAuthorized, PCPNoResources, PCPUnsuppOpcode, PCPAddressMismatch,
		PCPUnsuppProtocol, PCPUserExQuota, PCPNetworkFailure} {
		_, p := startFakePCP(t, func(req []byte) [][]byte { return [][]byte{grant(req, code)} })
		err := p.first(ctxT(t), 47474, time.Hour)
		var pe *PCPError
		if !errors.As(err, &pe) || pe.Code != code {
			t.Errorf("%v: %v", code, err)
		}
	}
	if pcpReason(PCPNetworkFailure) != NoPublicAddress || pcpReason(PCPNotAuthorized) != Refused || pcpReason(PCPAddressMismatch) != Refused {
		t.Error("the reasons of PCP's result codes")
	}
	_, p := startFakePCP(t, func(req []byte) [][]byte { return [][]byte{grant(req, PCPNoResources)[:pcpHeaderSize]} })
	var pe *PCPError
	if err := p.first(ctxT(t), 47474, time.Hour); !errors.As(err, &pe) || pe.Code != PCPNoResources {
		t.Errorf("a refusal of the header alone: %v", err)
	}
	f, p := startFakePCP(t, func(req []byte) [][]byte { return [][]byte{{0, req[1] | 0x80, 0, 1, 0, 0, 0, 9}} })
	start := time.Now()
	if err := p.first(ctxT(t), 47474, time.Hour); !errors.Is(err, errNotPCP) || len(f.requests()) != 1 {
		t.Errorf("a NAT-PMP router: %v after %d requests, %v", err, len(f.requests()), time.Since(start))
	}
	f, p = startFakePCP(t, func(req []byte) [][]byte {
		if binary.BigEndian.Uint16(req[42:]) != 0 {
			return [][]byte{grant(req, PCPCannotProvideExternal)}
		}
		return [][]byte{grant(req, PCPSuccess)}
	})
	if err := p.first(ctxT(t), 47474, time.Hour); err != nil || p.ext.Port() != 50000 || len(f.requests()) != 2 {
		t.Errorf("a router that cannot give the port asked: %v, %v after %d requests", err, p.ext, len(f.requests()))
	}
}

// TestPCPSilence: a router that never answers keeps the request to its
// context.
func TestPCPSilence(t *testing.T) {
	_, p := startFakePCP(t, func([]byte) [][]byte { return nil })
	ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
	defer cancel()
	start := time.Now()
	err := p.first(ctx, 47474, time.Hour)
	if !errors.Is(err, context.DeadlineExceeded) || time.Since(start) > 3*time.Second {
		t.Errorf("%v after %v", err, time.Since(start))
	}
}
