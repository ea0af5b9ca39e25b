package netplay

import (
	"context"
	"net"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/hashicorp/mdns"

	"github.com/cego-spiel/cego/game"
)

// TestDiscovery announces a table and finds it by browsing — inside a
// network namespace of its own (the test re-runs itself under unshare -n,
// with only the loopback interface, multicast on and routed through it), so nothing is ever
// multicast on a real network.
func TestDiscovery(t *testing.T) {
	if os.Getenv("NETPLAY_NETNS") != "1" {
		if os.Geteuid() != 0 {
			t.Skip("needs root for unshare -n")
		}
		unshare, err := exec.LookPath("unshare")
		if err != nil {
			t.Skip("unshare not installed")
		}
		cmd := exec.Command(unshare, "-n", "--", os.Args[0], "-test.run=^TestDiscovery$", "-test.v", "-test.count=1")
		cmd.Env = append(os.Environ(), "NETPLAY_NETNS=1")
		out, err := cmd.CombinedOutput()
		if err != nil || !strings.Contains(string(out), "--- PASS: TestDiscovery") {
			t.Fatalf("in the namespace: %v\n%s", err, out)
		}
		t.Logf("in the namespace:\n%s", out)
		return
	}
	// Loopback up, multicast on, and the multicast route through it (the
	// namespace has no other interface to send 224.0.0.251 to).
	for _, args := range [][]string{{"link", "set", "lo", "up"}, {"link", "set", "lo", "multicast", "on"},
		{"route", "add", "224.0.0.0/4", "dev", "lo"}} {
		if out, err := exec.Command("ip", args...).CombinedOutput(); err != nil {
			t.Fatalf("ip %v: %v\n%s", args, err, out)
		}
	}
	ifs, _ := exec.Command("ip", "-o", "link").Output()
	if n := strings.Count(strings.TrimSpace(string(ifs)), "\n") + 1; n != 1 {
		t.Fatalf("not in a namespace with loopback only:\n%s", ifs)
	}
	h, err := NewHost(HostConfig{Rules: game.Rules{Players: 3}, Names: []string{"Anna", "B", "C"},
		Kinds: []Kind{KindHost, KindGuest, KindGuest}, Addr: "127.0.0.1:47474"})
	if err != nil {
		t.Fatal(err)
	}
	if err := h.Start(); err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	if a := h.Addresses(); len(a) != 0 {
		t.Errorf("addresses with loopback only: %v", a)
	}
	if err := h.Announce("Anna"); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	// browse looks until a table with free seats is found (an
	// announcement restarts in the background when a seat is taken).
	browse := func(free int) Table {
		t.Helper()
		var tables []Table
		for try := 0; try < 8; try++ {
			if tables, err = Browse(ctx, time.Second); err != nil {
				t.Fatal(err)
			}
			if len(tables) == 1 && tables[0].Free == free {
				return tables[0]
			}
		}
		t.Fatalf("no table with %d free seats: %+v", free, tables)
		return Table{}
	}
	got := browse(2)
	if got.Host != "Anna" || got.Protocol != Protocol || got.Addr != "127.0.0.1:47474" {
		t.Errorf("found %+v", got)
	}
	c, _, err := Dial(ctx, got.Addr, Hello{Code: h.Code(), Name: "Bert"})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	browse(1)
	h.Close()
	if tables, err := Browse(ctx, 500*time.Millisecond); err != nil || len(tables) != 0 {
		t.Errorf("after Close: %+v, %v", tables, err)
	}
}

// TestTableOf: announcements that are incomplete or out of range are
// ignored or bounded, never trusted.
func TestTableOf(t *testing.T) {
	ip := net.ParseIP("192.168.1.20")
	good := &mdns.ServiceEntry{Name: "cego-anna-47474._cego._tcp.local.", AddrV4: ip, Port: 47474,
		InfoFields: []string{"proto=1", "host=Anna", "free=2"}}
	if got, ok := tableOf(good); !ok || got != (Table{Instance: "cego-anna-47474", Host: "Anna", Addr: "192.168.1.20:47474", Protocol: 1, Free: 2}) {
		t.Errorf("good announcement: %+v, %v", got, ok)
	}
	for name, e := range map[string]*mdns.ServiceEntry{
		"nil":      nil,
		"no port":  {Name: "x", AddrV4: ip, InfoFields: []string{"proto=1"}},
		"port 1e6": {Name: "x", AddrV4: ip, Port: 1000000, InfoFields: []string{"proto=1"}},
		"no addr":  {Name: "x", Port: 1, InfoFields: []string{"proto=1"}},
		"no proto": {Name: "x", AddrV4: ip, Port: 1, InfoFields: []string{"host=x"}},
	} {
		if got, ok := tableOf(e); ok {
			t.Errorf("%s: accepted as %+v", name, got)
		}
	}
	odd := &mdns.ServiceEntry{Name: "x", AddrV4: ip, Port: 1, InfoFields: []string{"proto=7", "free=99", "host=\x07" + strings.Repeat("y", 300)}}
	got, ok := tableOf(odd)
	if !ok || got.Free != 0 || got.Protocol != 7 || len([]rune(got.Host)) > 24 || strings.ContainsRune(got.Host, 7) {
		t.Errorf("odd announcement: %+v, %v", got, ok)
	}
}
