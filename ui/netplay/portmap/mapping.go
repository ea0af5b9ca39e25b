package portmap

import (
	"context"
	"net/netip"
	"sync"
	"time"
)

// Mapping is a TCP port the router forwards to this computer while the
// table is open. Its methods are safe for concurrent use.
type Mapping struct {
	r    router
	port uint16
	o    Options

	ctx    context.Context // ends on Close: no more renewals
	cancel context.CancelFunc
	done   chan struct{} // closed when renew has returned

	mu       sync.Mutex
	ext      netip.AddrPort
	lease    time.Duration
	err      error
	renewals int

	closeOnce sync.Once
	closeErr  error
}

// External is where friends on the internet reach the table: the router's
// public address and the port it forwards.
// It may change at a renewal (the router granted another port, or the
// provider gave it another address).
func (m *Mapping) External() netip.AddrPort {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.ext
}

// Local is this computer's address in its home network and the port
// mapped (zero address when the router did not say).
func (m *Mapping) Local() netip.AddrPort { return netip.AddrPortFrom(m.r.local(), m.port) }

// Method is the protocol the router was asked in.
func (m *Mapping) Method() Method { return m.r.method() }

// Lease is the lease the router granted last (0: until removed).
func (m *Mapping) Lease() time.Duration {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.lease
}

// Err is the error of the last renewal, nil when it succeeded: the
// mapping may have lapsed then; it is tried again until Close.
func (m *Mapping) Err() error {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.err
}

// Renewals counts the successful renewals.
func (m *Mapping) Renewals() int {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.renewals
}

// Close stops the renewals (waiting for one under way) and removes the
// mapping from the router, each bounded by Options.Request; later calls
// return the first one's error.
func (m *Mapping) Close() error {
	m.closeOnce.Do(func() {
		m.cancel()
		<-m.done
		ctx, cancel := context.WithTimeout(context.Background(), m.o.Request)
		defer cancel()
		m.closeErr = m.r.remove(ctx, m.port)
	})
	return m.closeErr
}

// renew renews the lease at half of what the router granted (a lease
// "until removed" is asked again at half of the lease asked for, in case
// the router forgot it); after a failure it tries again sooner.
func (m *Mapping) renew() {
	defer close(m.done)
	failed := false
	for {
		m.mu.Lock()
		wait := m.lease / 2
		m.mu.Unlock()
		if wait <= 0 {
			wait = m.o.Lease / 2
		}
		if failed {
			wait = min(max(wait/5, time.Second), time.Minute)
		}
		select {
		case <-m.ctx.Done():
			return
		case <-time.After(wait):
		}
		// not cut short by Close, which waits for it: a request cut short
		// could still reach the router after the mapping's removal and
		// make it again
		ctx, cancel := context.WithTimeout(context.Background(), m.o.Request)
		port, lease, err := m.r.add(ctx, m.port, m.o.Lease)
		var ext netip.Addr
		if err == nil {
			// the provider may have given the router another address
			ext, _ = m.r.external(ctx)
		}
		cancel()
		if m.ctx.Err() != nil {
			return
		}
		m.mu.Lock()
		m.err = err
		if err == nil {
			if !ext.IsValid() || classify(ext) != 0 {
				ext = m.ext.Addr()
			}
			m.ext = netip.AddrPortFrom(ext.Unmap(), port)
			m.lease = lease
			m.renewals++
		}
		m.mu.Unlock()
		failed = err != nil
	}
}
