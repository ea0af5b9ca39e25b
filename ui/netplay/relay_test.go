package netplay

import (
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
}

// relayPair is one relayed connection.
type relayPair struct {
	a, b   net.Conn
	mu     sync.Mutex
	cond   *sync.Cond
	frozen bool
	closed bool
}

func newRelay(t *testing.T, target string) *relay {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	r := &relay{ln: ln, target: target}
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
		p := &relayPair{a: c, b: up}
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
