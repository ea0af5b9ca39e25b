package netplay

import (
	"bytes"
	"crypto/tls"
	"io"
	"net"
	"sync"
	"testing"
)

// relay is a TCP relay on loopback between guests and a host that the
// tests cut, freeze or take down, as an unlucky network would.
type relay struct {
	ln     net.Listener
	target string

	mu    sync.Mutex
	pairs []*relayPair
	down  bool
	cuts  int

	// rec, when set, receives every byte passed either way (a listener
	// on the path); mitm, when set, makes the relay a man in the middle:
	// it ends the guest's TLS with this certificate and opens its own
	// TLS to the table, passing (and recording) the plain text. Both
	// are set before the first connection.
	rec  *recorder
	mitm *tls.Certificate
}

// recorder keeps the bytes a relay passed.
type recorder struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (r *recorder) write(b []byte) {
	r.mu.Lock()
	r.buf.Write(b)
	r.mu.Unlock()
}

// bytes returns a copy of what was recorded.
func (r *recorder) bytes() []byte {
	r.mu.Lock()
	defer r.mu.Unlock()
	return bytes.Clone(r.buf.Bytes())
}

// relayPair is one relayed connection.
type relayPair struct {
	a, b   net.Conn
	rec    *recorder
	mu     sync.Mutex
	cond   *sync.Cond
	frozen bool
	closed bool
}

func newRelay(t *testing.T, target string) *relay {
	t.Helper()
	return newRelayWith(t, target, nil, nil)
}

// newRelayWith is newRelay recording into rec and, with mitm, a man in
// the middle presenting that certificate.
func newRelayWith(t *testing.T, target string, rec *recorder, mitm *tls.Certificate) *relay {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	r := &relay{ln: ln, target: target, rec: rec, mitm: mitm}
	go r.serve()
	t.Cleanup(func() {
		ln.Close()
		r.Cut()
	})
	return r
}

// Addr is the relay's address, for the guests.
func (r *relay) Addr() string { return r.ln.Addr().String() }

func (r *relay) serve() {
	for {
		c, err := r.ln.Accept()
		if err != nil {
			return
		}
		r.mu.Lock()
		down := r.down
		r.mu.Unlock()
		if down {
			c.Close()
			continue
		}
		r.mu.Lock()
		target := r.target
		r.mu.Unlock()
		up, err := net.Dial("tcp", target)
		if err != nil {
			c.Close()
			continue
		}
		if r.mitm != nil {
			c = tls.Server(c, serverTLS(*r.mitm))
			up = tls.Client(up, clientTLS("", new(tlsSeen)))
		}
		p := &relayPair{a: c, b: up, rec: r.rec}
		p.cond = sync.NewCond(&p.mu)
		r.mu.Lock()
		r.pairs = append(r.pairs, p)
		r.mu.Unlock()
		go p.pipe(c, up)
		go p.pipe(up, c)
	}
}

// pipe copies from one side to the other, holding while frozen.
func (p *relayPair) pipe(from, to net.Conn) {
	buf := make([]byte, 32<<10)
	for {
		n, err := from.Read(buf)
		// a frozen line passes nothing, not even the end of a connection
		p.mu.Lock()
		for p.frozen && !p.closed {
			p.cond.Wait()
		}
		closed := p.closed
		p.mu.Unlock()
		if closed {
			return
		}
		if n > 0 {
			if p.rec != nil {
				p.rec.write(buf[:n])
			}
			if _, werr := to.Write(buf[:n]); werr != nil {
				p.close()
				return
			}
		}
		if err != nil {
			if err != io.EOF {
				p.close()
				return
			}
			if tc, ok := to.(*net.TCPConn); ok {
				tc.CloseWrite()
			}
			return
		}
	}
}

func (p *relayPair) close() {
	p.mu.Lock()
	p.closed = true
	p.cond.Broadcast()
	p.mu.Unlock()
	p.a.Close()
	p.b.Close()
}

// Cut closes every connection through the relay (new ones pass).
func (r *relay) Cut() {
	r.mu.Lock()
	pairs := r.pairs
	r.pairs = nil
	r.cuts++
	r.mu.Unlock()
	for _, p := range pairs {
		p.close()
	}
}

// Freeze stops every connection through the relay now without closing
// it, as a frozen or vanished peer would (new connections pass).
func (r *relay) Freeze() {
	r.mu.Lock()
	defer r.mu.Unlock()
	for _, p := range r.pairs {
		p.mu.Lock()
		p.frozen = true
		p.mu.Unlock()
	}
}

// Down refuses (closes at once) every new connection until Up, as an
// unreachable host would.
func (r *relay) Down() { r.mu.Lock(); r.down = true; r.mu.Unlock() }

// Retarget sends new connections to target (a host started again).
func (r *relay) Retarget(target string) { r.mu.Lock(); r.target = target; r.mu.Unlock() }

// Up lets new connections through again.
func (r *relay) Up() { r.mu.Lock(); r.down = false; r.mu.Unlock() }
