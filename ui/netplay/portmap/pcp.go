package portmap

import (
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"net"
	"net/netip"
	"sync"
	"time"
)

// pcp is a router that answered a PCP (RFC 6887) MAP request at the
// default gateway's UDP port 5351. PCP has no request for the external
// address alone: the first MAP (first, during the search) makes the
// mapping and says the address; external reports the address of the last
// answer, add hands out that first mapping once and renews with the same
// nonce afterwards, remove asks for lifetime 0 with the same nonce.
type pcp struct {
	gw    netip.AddrPort
	nonce pcpNonce
	wait  time.Duration // the first retransmission's wait

	mu     sync.Mutex
	client netip.Addr     // this computer's address towards the router
	ext    netip.AddrPort // assigned by the last answer
	lease  time.Duration
	unused bool // the first mapping is not handed out by add yet
}

// newPCP is a PCP client of the router at gw (port 5351).
func newPCP(gw netip.Addr) *pcp {
	p := &pcp{gw: netip.AddrPortFrom(gw.Unmap(), pcpPort), wait: 250 * time.Millisecond}
	rand.Read(p.nonce[:])
	return p
}

func (p *pcp) method() Method { return PCP }

func (p *pcp) local() netip.Addr {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.client
}

// first asks for the mapping of port with lease, which also says the
// router's external address: a router that answers NAT-PMP only gives an
// error wrapping errNotPCP, one that refuses a *PCPError.
func (p *pcp) first(ctx context.Context, port uint16, lease time.Duration) error {
	_, _, err := p.mapPort(ctx, port, lease)
	if err == nil {
		p.mu.Lock()
		p.unused = true
		p.mu.Unlock()
	}
	return err
}

func (p *pcp) external(context.Context) (netip.Addr, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if !p.ext.IsValid() {
		return netip.Addr{}, errors.New("no PCP mapping")
	}
	return p.ext.Addr(), nil
}

func (p *pcp) add(ctx context.Context, port uint16, lease time.Duration) (uint16, time.Duration, error) {
	p.mu.Lock()
	if p.unused {
		p.unused = false
		ext, granted := p.ext.Port(), p.lease
		p.mu.Unlock()
		return ext, granted, nil
	}
	p.mu.Unlock()
	return p.mapPort(ctx, port, lease)
}

// discard removes the mapping first made when open does not use it (the
// router's external address cannot be reached from the internet).
func (p *pcp) discard(ctx context.Context, port uint16) { p.remove(ctx, port) }

// remove asks for lifetime 0 with the mapping's nonce (section 15).
func (p *pcp) remove(ctx context.Context, port uint16) error {
	_, err := p.request(ctx, pcpMap{nonce: p.nonce, protocol: protoTCP, internal: port})
	if err != nil {
		return err
	}
	p.mu.Lock()
	p.ext, p.unused = netip.AddrPort{}, false
	p.mu.Unlock()
	return nil
}

// mapPort sends a MAP for TCP port with lease, suggesting the external
// port and address granted last (the internal port the first time); a
// router that cannot give those any more (CANNOT_PROVIDE_EXTERNAL) is
// asked once more without a suggestion.
func (p *pcp) mapPort(ctx context.Context, port uint16, lease time.Duration) (uint16, time.Duration, error) {
	p.mu.Lock()
	m := pcpMap{lifetime: uint32(max(lease/time.Second, 1)), nonce: p.nonce, protocol: protoTCP, internal: port,
		external: p.ext.Port(), extAddr: p.ext.Addr()}
	p.mu.Unlock()
	if m.external == 0 {
		m.external = port
	}
	r, err := p.request(ctx, m)
	var pe *PCPError
	if errors.As(err, &pe) && pe.Code == PCPCannotProvideExternal {
		m.external, m.extAddr = 0, netip.Addr{}
		r, err = p.request(ctx, m)
	}
	if err != nil {
		return 0, 0, err
	}
	if r.external == 0 || !r.extAddr.Is4() {
		return 0, 0, fmt.Errorf("PCP success without an IPv4 external port and address (%v port %d)", r.extAddr, r.external)
	}
	granted := time.Duration(r.lifetime) * time.Second
	p.mu.Lock()
	p.ext, p.lease = netip.AddrPortFrom(r.extAddr, r.external), granted
	p.mu.Unlock()
	return r.external, granted, nil
}

// request sends a MAP request (m.client is filled in) and waits for its
// answer, sending it again after 250 ms, 500 ms, 1 s, … until ctx ends
// (RFC 6887 section 8.1.1 waits 3 s first; Cego's search is bounded to
// seconds, and NAT-PMP's 250 ms suits a router in the same home).
// Answers to another request (another nonce, protocol or port) are
// ignored; a SUCCESS is returned, any other result as a *PCPError.
func (p *pcp) request(ctx context.Context, m pcpMap) (pcpResponse, error) {
	var d net.Dialer
	c, err := d.DialContext(ctx, "udp4", p.gw.String())
	if err != nil {
		return pcpResponse{}, err
	}
	conn := c.(*net.UDPConn)
	defer conn.Close()
	stop := context.AfterFunc(ctx, func() { conn.SetReadDeadline(time.Now()) })
	defer stop()
	if la, ok := conn.LocalAddr().(*net.UDPAddr); ok {
		m.client = la.AddrPort().Addr().Unmap()
		p.mu.Lock()
		p.client = m.client
		p.mu.Unlock()
	}
	req := m.encode()
	buf := make([]byte, pcpMaxSize+1)
	for wait := p.wait; ; wait = min(2*wait, 8*time.Second) {
		if _, err := conn.Write(req); err != nil {
			return pcpResponse{}, err
		}
		deadline := time.Now().Add(wait)
		if dl, ok := ctx.Deadline(); ok && dl.Before(deadline) {
			deadline = dl
		}
		conn.SetReadDeadline(deadline)
		if err := ctx.Err(); err != nil {
			return pcpResponse{}, fmt.Errorf("no PCP answer: %w", err)
		}
		for {
			n, err := conn.Read(buf)
			if err != nil {
				if ctx.Err() != nil {
					return pcpResponse{}, fmt.Errorf("no PCP answer: %w", ctx.Err())
				}
				var ne net.Error
				if errors.As(err, &ne) && ne.Timeout() {
					break // send again
				}
				return pcpResponse{}, err
			}
			r, err := decodePCP(buf[:n])
			if errors.Is(err, errNotPCP) {
				return r, err // a NAT-PMP router: no point in asking again
			}
			if err != nil || !answers(r, m, n) {
				continue
			}
			if r.result != PCPSuccess {
				return r, &PCPError{Code: r.result, Lifetime: time.Duration(r.lifetime) * time.Second}
			}
			return r, nil
		}
	}
}

// answers says whether response r (n bytes) answers request m: the same
// nonce, protocol and internal port (section 11.3); an error response of
// the header alone carries none of them.
func answers(r pcpResponse, m pcpMap, n int) bool {
	if n < pcpMapSize {
		return r.result != PCPSuccess
	}
	return r.nonce == m.nonce && r.protocol == m.protocol && r.internal == m.internal
}
