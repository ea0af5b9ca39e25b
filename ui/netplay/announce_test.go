package netplay

import (
	"bufio"
	"crypto/tls"
	"fmt"
	"net"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/cego-spiel/cego/game"
)

// TestAnnouncementCarries: the mDNS zone a table announces is made of the
// table's name, port, protocol, free seats and the addresses given —
// nothing else: not the computer's hostname, not the code. (Nothing is
// multicast: the zone is built and read.)
func TestAnnouncementCarries(t *testing.T) {
	ips := []net.IP{net.ParseIP("192.168.1.20"), net.ParseIP("fd00::5")}
	r := newAnnouncement("Anna", 47474, 2, ips)
	svc, err := r.service()
	if err != nil {
		t.Fatal(err)
	}
	if svc.Instance != "cego-anna-47474" || svc.HostName != "cego-anna-47474.local." || svc.Port != 47474 ||
		svc.Service != Service || svc.Domain != "local." {
		t.Errorf("zone %q %q %q %q %d", svc.Instance, svc.Service, svc.Domain, svc.HostName, svc.Port)
	}
	if want := []string{fmt.Sprintf("proto=%d", Protocol), "host=Anna", "free=2"}; !slices.Equal(svc.TXT, want) {
		t.Errorf("TXT %q, want %q", svc.TXT, want)
	}
	if !slices.EqualFunc(svc.IPs, ips, net.IP.Equal) {
		t.Errorf("addresses %v, want %v", svc.IPs, ips)
	}
	if hn, err := os.Hostname(); err == nil && len(hn) > 2 {
		if all := fmt.Sprint(svc.Instance, svc.HostName, svc.TXT); strings.Contains(strings.ToLower(all), strings.ToLower(hn)) {
			t.Errorf("the computer's name %q is announced: %s", hn, all)
		}
	}
	if got := r.withFree(1).txt; !slices.Equal(got, []string{fmt.Sprintf("proto=%d", Protocol), "host=Anna", "free=1"}) || r.txt[2] != "free=2" {
		t.Errorf("withFree: %q (and %q)", got, r.txt)
	}
	if r := newAnnouncement("Jürgen ☃", 5000, 0, ips); r.instance != "cego-jrgen-5000" || r.txt[1] != "host=Jürgen ☃" {
		t.Errorf("a name with other letters: %+v", r)
	}
	if r := newAnnouncement("☃", 5000, 0, ips); r.instance != "cego-5000" || r.target != "cego-5000.local." {
		t.Errorf("a name without letters: %+v", r)
	}
	if _, err := Announce("Anna", 47474, 2, nil); err == nil {
		t.Error("announced a table without addresses")
	}

	// A table bound to one address announces that one; one bound to every
	// interface announces the addresses a friend can type.
	h := newTestHost(t, HostConfig{Rules: game.Rules{Players: 3}, Kinds: []Kind{KindHost, KindGuest, KindGuest}}, nil)
	if got := h.listenIPs(); len(got) != 1 || !got[0].Equal(net.IPv4(127, 0, 0, 1)) {
		t.Errorf("a table on 127.0.0.1 announces %v", got)
	}
	all, err := NewHost(HostConfig{Rules: game.Rules{Players: 3}, Names: []string{"A", "B", "C"},
		Kinds: []Kind{KindHost, KindGuest, KindGuest}, Addr: ":0"})
	if err != nil {
		t.Fatal(err)
	}
	if err := all.Start(); err != nil {
		t.Fatal(err)
	}
	defer all.Close()
	var want []string
	for _, ip := range all.listenIPs() {
		want = append(want, net.JoinHostPort(ip.String(), fmt.Sprint(all.Port())))
	}
	if !slices.Equal(want, all.Addresses()) {
		t.Errorf("a table on every interface announces %v; friends type %v", want, all.Addresses())
	}
}

// TestHostHeader: requests that name the table by a foreign name (DNS
// rebinding: a web page's own name pointed at this computer) are refused
// before the WebSocket opens; an address, localhost and the announced name
// are taken.
func TestHostHeader(t *testing.T) {
	h := newTestHost(t, HostConfig{Rules: game.Rules{Players: 3}, Kinds: []Kind{KindHost, KindGuest, KindGuest}}, nil)
	h.mu.Lock()
	h.announced = "cego-anna-47474.local" // as Announce sets it (nothing is multicast here)
	h.mu.Unlock()
	addr := h.Addr().String()
	for host, want := range map[string]string{
		"evil.example":                 "403",
		"evil.example:47474":           "403",
		"cego-anna-47474.local.evil":   "403",
		"127.0.0.1.nip.io":             "403",
		"":                             "403",
		addr:                           "101",
		"[::1]:47474":                  "101",
		"192.168.1.20":                 "101",
		"localhost:47474":              "101",
		"CEGO-Anna-47474.local.:47474": "101",
		"cego-anna-47474.local":        "101",
	} {
		if got := upgradeStatus(t, addr, host); got != want {
			t.Errorf("Host %q: HTTP %s, want %s", host, got, want)
		}
	}
}

// upgradeStatus sends a WebSocket upgrade for the table with Host host
// (and the same Origin, as a rebinding page would) and returns the
// answer's status code.
func upgradeStatus(t *testing.T, addr, host string) string {
	t.Helper()
	raw, err := net.DialTimeout("tcp", addr, 5*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	defer raw.Close()
	conn := tls.Client(raw, clientTLS("", new(tlsSeen)))
	conn.SetDeadline(time.Now().Add(10 * time.Second))
	fmt.Fprintf(conn, "GET %s HTTP/1.1\r\nHost: %s\r\nOrigin: http://%s\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"+
		"Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n", Path, host, host)
	line, err := bufio.NewReader(conn).ReadString('\n')
	if err != nil {
		t.Fatalf("Host %q: %v", host, err)
	}
	f := strings.Fields(line)
	if len(f) < 2 {
		t.Fatalf("Host %q: answer %q", host, line)
	}
	return f[1]
}
