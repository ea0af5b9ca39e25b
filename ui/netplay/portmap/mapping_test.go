package portmap

import (
	"context"
	"errors"
	"net/netip"
	"sync"
	"testing"
	"time"
)

// fakeRouter is a router in memory: it grants what it is asked for the
// lease it is set to, or fails while fail is set.
type fakeRouter struct {
	mu       sync.Mutex
	ext      netip.Addr
	lease    time.Duration
	fail     error
	adds     int
	removes  int
	mapped   bool
	afterRm  int // adds after a remove
	extPort  uint16
	removeEr error
}

func (f *fakeRouter) method() Method    { return NATPMP }
func (f *fakeRouter) local() netip.Addr { return netip.MustParseAddr("192.168.1.2") }
func (f *fakeRouter) external(context.Context) (netip.Addr, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.ext, nil
}

func (f *fakeRouter) add(_ context.Context, port uint16, lease time.Duration) (uint16, time.Duration, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.adds++
	if f.removes > 0 {
		f.afterRm++
	}
	if f.fail != nil {
		return 0, 0, f.fail
	}
	f.mapped = true
	return f.extPort, f.lease, nil
}

func (f *fakeRouter) remove(context.Context, uint16) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.removes++
	f.mapped = false
	return f.removeEr
}

func (f *fakeRouter) count() (adds, removes int) {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.adds, f.removes
}

// eventually waits (generously) until cond holds.
func eventually(t *testing.T, what string, cond func() bool) {
	t.Helper()
	for deadline := time.Now().Add(10 * time.Second); !cond(); {
		if time.Now().After(deadline) {
			t.Fatalf("not within 10 s: %s", what)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// TestRenewAndClose: the lease is renewed at half of what the router
// grants; a failed renewal shows in Err and is tried again, a successful
// one clears it; Close removes the mapping once and nothing is asked
// after it.
func TestRenewAndClose(t *testing.T) {
	f := &fakeRouter{ext: netip.MustParseAddr("198.51.100.2"), lease: 200 * time.Millisecond, extPort: 47474}
	o := Options{Lease: time.Hour}.withDefaults()
	m, e := open(context.Background(), f, 47474, o)
	if e != nil {
		t.Fatal(e)
	}
	if m.External() != netip.MustParseAddrPort("198.51.100.2:47474") || m.Lease() != 200*time.Millisecond || m.Method() != NATPMP {
		t.Errorf("mapping %v, lease %v, %v", m.External(), m.Lease(), m.Method())
	}
	eventually(t, "two renewals", func() bool { return m.Renewals() >= 2 })
	f.mu.Lock()
	f.fail = errors.New("the router is away")
	f.mu.Unlock()
	eventually(t, "a failed renewal", func() bool { return m.Err() != nil })
	before := m.Renewals()
	f.mu.Lock()
	f.fail, f.extPort = nil, 50000
	f.mu.Unlock()
	eventually(t, "a renewal after the failure", func() bool { return m.Err() == nil && m.Renewals() > before })
	if m.External().Port() != 50000 {
		t.Errorf("after the router granted another port: %v", m.External())
	}
	f.removeEr = errors.New("gone")
	if err := m.Close(); err != f.removeEr {
		t.Errorf("Close: %v", err)
	}
	if err := m.Close(); err != f.removeEr {
		t.Errorf("Close again: %v", err)
	}
	time.Sleep(300 * time.Millisecond)
	if _, removes := f.count(); removes != 1 || f.afterRm != 0 || f.mapped {
		t.Errorf("after Close: %d removals, %d requests after it, mapped %v", removes, f.afterRm, f.mapped)
	}
}

// TestOpenChecksFirst: a router whose public address cannot be reached
// from the internet is not asked for a mapping; a refusal is Refused.
func TestOpenChecksFirst(t *testing.T) {
	o := Options{}.withDefaults()
	for addr, want := range map[string]Reason{"100.64.0.9": SharedAddress, "10.0.0.2": PrivateAddress, "0.0.0.0": NoPublicAddress} {
		f := &fakeRouter{ext: netip.MustParseAddr(addr), lease: time.Hour, extPort: 1}
		_, e := open(context.Background(), f, 47474, o)
		if e == nil || e.Reason != want || e.External != f.ext || e.Local != f.local() || e.Port != 47474 {
			t.Errorf("%s: %+v", addr, e)
		}
		if adds, _ := f.count(); adds != 0 {
			t.Errorf("%s: asked for a mapping", addr)
		}
	}
	f := &fakeRouter{ext: netip.MustParseAddr("198.51.100.2"), fail: errors.New("result code 2")}
	if _, e := open(context.Background(), f, 47474, o); e == nil || e.Reason != Refused || !errors.Is(e, f.fail) {
		t.Errorf("a refusal: %+v", e)
	}
}
