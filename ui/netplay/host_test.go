package netplay

import (
	"context"
	"net"
	"strconv"
	"testing"
	"time"

	"github.com/cego-spiel/cego/game"
)

// TestAddresses: the addresses a host reads out are this machine's own,
// not loopback, each with the table's port.
func TestAddresses(t *testing.T) {
	h := newTestHost(t, HostConfig{Rules: game.Rules{Players: 3}, Kinds: []Kind{KindHost, KindGuest, KindBot}}, nil)
	own := map[string]bool{}
	addrs, err := net.InterfaceAddrs()
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range addrs {
		if ipn, ok := a.(*net.IPNet); ok {
			own[ipn.IP.String()] = true
		}
	}
	for _, a := range h.Addresses() {
		host, port, err := net.SplitHostPort(a)
		if err != nil || port != strconv.Itoa(h.Port()) || !own[host] || net.ParseIP(host).IsLoopback() {
			t.Errorf("address %q (port %d)", a, h.Port())
		}
	}
	t.Logf("addresses: %v", h.Addresses())
}

// TestNewHostRefuses: a table without a guest seat, with the wrong number
// of names or an unknown kind is refused.
func TestNewHostRefuses(t *testing.T) {
	r := game.Rules{Players: 4}
	for name, cfg := range map[string]HostConfig{
		"no guest":     {Rules: r, Names: []string{"a", "b", "c", "d"}, Kinds: []Kind{KindHost, KindBot, KindBot, KindBot}},
		"three names":  {Rules: r, Names: []string{"a", "b", "c"}, Kinds: []Kind{KindHost, KindGuest, KindBot, KindBot}},
		"unknown kind": {Rules: r, Names: []string{"a", "b", "c", "d"}, Kinds: []Kind{KindHost, KindGuest, "alien", KindBot}},
		"bad code":     {Rules: r, Names: []string{"a", "b", "c", "d"}, Kinds: []Kind{KindHost, KindGuest, KindBot, KindBot}, Code: "\x01"},
	} {
		if _, err := NewHost(cfg); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
}

// TestNamesUnique seats friends who give the name of a seat's bot and of
// each other: the bot's seat is renamed, the second friend numbered, so
// nobody at the table shares a name. A friend giving the name of a free
// seat does not sit there: a name is no key to a seat (a friend comes back
// with his token); he takes the first free seat.
func TestNamesUnique(t *testing.T) {
	h := newTestHost(t, HostConfig{Rules: game.Rules{Players: 4}, Names: []string{"Hans", "Anna", "Sepp", "Vreni"},
		Kinds: []Kind{KindHost, KindGuest, KindGuest, KindBot}}, nil)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	join := func(name string) int {
		c, w, err := Dial(ctx, h.Addr().String(), Hello{Code: h.Code(), Name: name})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { c.Close() })
		return w.Person
	}
	if p := join("Sepp"); p != 1 {
		t.Errorf("Sepp sat at seat %d, not at the first free seat", p)
	}
	join("Vreni")
	got := h.Names()
	want := []string{"Hans", "Sepp", "Vreni", "Vreni (Bot)"}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("names %q, want %q", got, want)
		}
	}
}

// TestNamesNumbered: a second friend of the same name is numbered.
func TestNamesNumbered(t *testing.T) {
	h := newTestHost(t, HostConfig{Rules: game.Rules{Players: 3}, Names: []string{"Hans", "Anna", "Sepp"},
		Kinds: []Kind{KindHost, KindGuest, KindGuest}}, nil)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	for _, name := range []string{"Lena", "lena"} {
		c, _, err := Dial(ctx, h.Addr().String(), Hello{Code: h.Code(), Name: name})
		if err != nil {
			t.Fatal(err)
		}
		defer c.Close()
	}
	if got := h.Names(); got[1] != "Lena" || got[2] != "lena 2" {
		t.Errorf("names %q, want Lena and lena 2", got)
	}
}
