package portmap_test

import (
	"bufio"
	"encoding/json"
	"io"
	"net/netip"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/cego-spiel/cego/ui/internal/natlab"
	"github.com/cego-spiel/cego/ui/netplay/portmap"
)

// mapper is the mapper process in home A.
type mapper struct {
	in    io.WriteCloser
	lines chan string
}

const testPort = 47474

// startMapper runs the mapper in home A.
func startMapper(t *testing.T, lab *natlab.Lab, env ...string) *mapper {
	t.Helper()
	cmd := lab.Command(lab.HomeA, append(env, "PORTMAP_ROLE=mapper", "PORTMAP_PORT="+strconv.Itoa(testPort))...)
	in, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	var stderr strings.Builder
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	m := &mapper{in: in, lines: make(chan string, 100)}
	go func() {
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			m.lines <- sc.Text()
		}
		close(m.lines)
	}()
	t.Cleanup(func() {
		cmd.Process.Kill()
		cmd.Wait()
		if t.Failed() && stderr.Len() > 0 {
			t.Logf("the mapper's stderr:\n%s", stderr.String())
		}
	})
	return m
}

// want waits for the mapper's line starting with prefix.
func (m *mapper) want(t *testing.T, prefix string) string {
	t.Helper()
	timeout := time.After(60 * time.Second)
	for {
		select {
		case l, ok := <-m.lines:
			if !ok {
				t.Fatalf("the mapper ended before %s", prefix)
			}
			if rest, ok := strings.CutPrefix(l, prefix+" "); ok {
				return rest
			}
			if strings.HasPrefix(l, "ERROR") {
				t.Fatalf("the mapper: %s", l)
			}
		case <-timeout:
			t.Fatalf("no %s from the mapper within a minute", prefix)
		}
	}
}

func (m *mapper) result(t *testing.T) mapped {
	t.Helper()
	var r mapped
	if err := json.Unmarshal([]byte(m.want(t, "RESULT")), &r); err != nil {
		t.Fatal(err)
	}
	t.Logf("the mapper: %+v", r)
	return r
}

// probe connects from home B to addr and returns what it read.
func probe(t *testing.T, lab *natlab.Lab, addr string) string {
	t.Helper()
	out, err := lab.Command(lab.HomeB, "PORTMAP_ROLE=probe", "PORTMAP_ADDR="+addr).Output()
	if err != nil {
		t.Fatalf("the probe: %v", err)
	}
	return strings.TrimSpace(string(out))
}

// TestMappingThroughRouter: the host's computer in home A asks router A
// (the test double) for a mapping — over UPnP-IGD v1, v2, NAT-PMP and
// PCP, each router answering only that protocol — learns the public address,
// a computer in home B reaches it there, the lease is renewed, and Close
// removes the mapping and its DNAT rule. No packet leaves the lab.
func TestMappingThroughRouter(t *testing.T) {
	natlab.Skip(t)
	for _, c := range []struct {
		name   string
		cfg    natlab.Config
		method portmap.Method
		lease  string
		long   bool // only in the full run (not -short)
	}{
		{"upnp-v1", natlab.Config{UPnP: 1}, portmap.UPnP, "", true},
		{"upnp-v2", natlab.Config{UPnP: 2}, portmap.UPnP, "2s", false},
		{"natpmp", natlab.Config{NATPMP: true, MaxLease: 2 * time.Second}, portmap.NATPMP, "", false},
		{"upnp-only-permanent", natlab.Config{UPnP: 1, OnlyPermanent: true}, portmap.UPnP, "", true},
		// a router speaking both: the first to answer (NAT-PMP) maps, once
		{"both", natlab.Config{UPnP: 2, NATPMP: true}, portmap.NATPMP, "", false},
		{"pcp", natlab.Config{PCP: true, MaxLease: 2 * time.Second}, portmap.PCP, "", false},
		// a router speaking NAT-PMP and PCP: PCP is preferred, though
		// NAT-PMP answers first
		{"pcp-and-natpmp", natlab.Config{PCP: true, NATPMP: true, PCPDelay: 300 * time.Millisecond}, portmap.PCP, "", false},
		// a router of NAT-PMP only answers PCP's request with its
		// UNSUPP_VERSION; NAT-PMP maps
		{"natpmp-not-pcp", natlab.Config{NATPMP: true}, portmap.NATPMP, "", false},
	} {
		t.Run(c.name, func(t *testing.T) {
			if c.long && testing.Short() {
				t.Skip("in the full run (make test-long)")
			}
			lab := natlab.New(t)
			router := lab.StartRouter(c.cfg)
			method := string(c.method)
			if c.cfg.UPnP != 0 && c.cfg.NATPMP || c.name == "pcp-and-natpmp" || c.name == "natpmp-not-pcp" {
				method = "" // any
			}
			m := startMapper(t, lab, "PORTMAP_LEASE="+c.lease, "PORTMAP_METHOD="+method)
			r := m.result(t)
			if r.Error != "" {
				t.Fatalf("no mapping: %s\nthe router's log: %q", r.Error, router.Log())
			}
			ext, err := netip.ParseAddrPort(r.External)
			if err != nil || ext.Addr() != natlab.RouterAWAN {
				t.Fatalf("external address %q, want router A's %v", r.External, natlab.RouterAWAN)
			}
			if r.Method != string(c.method) || r.Local != natlab.HostAddr.String()+":"+strconv.Itoa(testPort) {
				t.Errorf("method %q, local %q", r.Method, r.Local)
			}
			switch {
			case c.cfg.OnlyPermanent && r.Lease != 0:
				t.Errorf("lease %v from a router of permanent leases only", r.Lease)
			case c.cfg.MaxLease > 0 && r.Lease != c.cfg.MaxLease:
				t.Errorf("lease %v, the router granted %v", r.Lease, c.cfg.MaxLease)
			}
			if c.name == "natpmp-not-pcp" && !slices.Contains(router.Log(), "pmp version 2") {
				t.Errorf("PCP was not asked first; the router's log %q", router.Log())
			}
			grants := router.Grants()
			if len(grants) != 1 || grants[0].External != ext.Port() || grants[0].Client != netip.AddrPortFrom(natlab.HostAddr, testPort) {
				t.Fatalf("the router holds %+v", grants)
			}
			if got := probe(t, lab, ext.String()); got != "PROBE "+greeting {
				t.Errorf("from home B at %v: %q", ext, got)
			}
			if n := lab.ForwardedIn(); n == 0 {
				t.Error("router A forwarded no packet through a DNAT rule")
			}
			if c.lease != "" || c.cfg.MaxLease > 0 {
				// the double removes a mapping of a 2-s lease 2 s after it
				// was granted or renewed last; meanwhile the provider gives
				// the router another public address, which a renewal learns
				moved := netip.MustParseAddr("198.51.100.99")
				router.SetExternal(moved)
				time.Sleep(3 * time.Second)
				io.WriteString(m.in, "renewals\n")
				f := strings.Fields(m.want(t, "RENEWALS"))
				n, _ := strconv.Atoi(f[0])
				if n < 1 || len(router.Grants()) != 1 {
					t.Errorf("after 3 s: %d renewals, the router holds %+v; its log %q", n, router.Grants(), router.Log())
				}
				if want := netip.AddrPortFrom(moved, ext.Port()).String(); f[1] != want {
					t.Errorf("after the renewals the mapping says %s, want %s", f[1], want)
				}
				router.SetExternal(natlab.RouterAWAN)
				if got := probe(t, lab, ext.String()); got != "PROBE "+greeting {
					t.Errorf("after the renewals, from home B: %q", got)
				}
			}
			io.WriteString(m.in, "close\n")
			if closed := m.want(t, "CLOSED"); !strings.HasPrefix(closed, "<nil>") {
				t.Errorf("Close: %s", closed)
			}
			if g := router.Grants(); len(g) != 0 {
				t.Errorf("after Close the router holds %+v", g)
			}
			if d := lab.DNAT(); len(d) != 0 {
				t.Errorf("after Close router A has DNAT rules %q", d)
			}
			if got := probe(t, lab, ext.String()); !strings.HasPrefix(got, "PROBE-ERROR") {
				t.Errorf("after Close, from home B: %q", got)
			}
			lab.CheckSealed()
		})
	}
}

// TestNoMapping: a router that refuses, one that never answers a request
// for a mapping, one whose public address is in carrier-grade NAT or
// private, and no router at all each give their reason within the bounds
// of the search and the requests, this computer's address for a forwarding by hand, and leave no
// mapping behind.
func TestNoMapping(t *testing.T) {
	natlab.Skip(t)
	for _, c := range []struct {
		name   string
		cfg    *natlab.Config
		reason portmap.Reason
		long   bool // only in the full run (not -short)
	}{
		{"upnp-refuses", &natlab.Config{UPnP: 1, Refuse: true}, portmap.Refused, true}, // short: TestRouterRefusesHost
		{"natpmp-refuses", &natlab.Config{NATPMP: true, Refuse: true}, portmap.Refused, true},
		{"carrier-grade-nat", &natlab.Config{NATPMP: true, External: netip.MustParseAddr("100.64.7.9")}, portmap.SharedAddress, false},
		{"behind-another-router", &natlab.Config{UPnP: 2, External: netip.MustParseAddr("192.168.0.2")}, portmap.PrivateAddress, true},
		{"no-router", nil, portmap.NoRouter, true},
		{"upnp-mute", &natlab.Config{UPnP: 2, Mute: true}, portmap.Refused, true},
		{"natpmp-mute", &natlab.Config{NATPMP: true, Mute: true}, portmap.Refused, false},
		{"pcp-refuses", &natlab.Config{PCP: true, Refuse: true}, portmap.Refused, true}, // short: TestPCPRefusals
		// PCP tells the address only with a mapping made, which is removed
		{"pcp-carrier-grade-nat", &natlab.Config{PCP: true, External: netip.MustParseAddr("100.64.7.9")}, portmap.SharedAddress, false},
		// PCP has no request that finds a router without asking for the
		// mapping: a router that never answers it is none
		{"pcp-mute", &natlab.Config{PCP: true, Mute: true}, portmap.NoRouter, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			if c.long && testing.Short() {
				t.Skip("in the full run (make test-long)")
			}
			lab := natlab.New(t)
			var router *natlab.Router
			if c.cfg != nil {
				router = lab.StartRouter(*c.cfg)
			}
			r := startMapper(t, lab, "PORTMAP_DISCOVER=3s", "PORTMAP_REQUEST=2s").result(t)
			// nothing hangs: the search and each request are bounded
			if r.Took > 3*time.Second+2*time.Second+5*time.Second {
				t.Errorf("Open took %v with a search of 3 s and requests of 2 s", r.Took)
			}
			if r.Reason != int(c.reason) {
				t.Fatalf("reason %d (%s), want %d (%v)", r.Reason, r.Error, c.reason, c.reason)
			}
			if r.Local != natlab.HostAddr.String() {
				t.Errorf("this computer's address %q, want %v", r.Local, natlab.HostAddr)
			}
			if c.cfg != nil && c.cfg.PCP && c.reason != portmap.NoRouter && (r.Method != string(portmap.PCP) || c.cfg.Refuse && !strings.Contains(r.Error, "NOT_AUTHORIZED")) {
				t.Errorf("over %q: %s", r.Method, r.Error)
			}
			if c.cfg != nil && c.cfg.External.IsValid() && r.External != c.cfg.External.String() {
				t.Errorf("external %q, the router said %v", r.External, c.cfg.External)
			}
			if router != nil && len(router.Grants()) != 0 {
				t.Errorf("the router holds %+v", router.Grants())
			}
			if d := lab.DNAT(); len(d) != 0 {
				t.Errorf("router A has DNAT rules %q", d)
			}
			lab.CheckSealed()
		})
	}
}
