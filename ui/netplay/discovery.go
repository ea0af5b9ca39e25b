package netplay

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log"
	"net"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/hashicorp/mdns"
)

// Service is the DNS-SD service type a table is announced as.
const Service = "_cego._tcp"

// Table is a table found on the local network.
type Table struct {
	// Instance is the announcement's name; Host the host's name as he
	// gave it.
	Instance string
	Host     string
	// Addr is the address to dial ("192.168.1.20:47474").
	Addr string
	// Protocol is the host's protocol; a table of another version cannot
	// be joined.
	Protocol int
	// Free is the number of free seats.
	Free int
}

// Announcer announces a table on the local network by mDNS until Close.
// What it announces is the record of announcement: nothing else.
type Announcer struct {
	mu     sync.Mutex
	rec    announcement
	server *mdns.Server
}

// announcement is everything a table's mDNS announcement carries: the
// table's name (the hosting player's name, TXT host=), the port, the
// protocol (TXT proto=), the free seats (TXT free=) and the addresses the
// table listens on (A and AAAA records of target). The instance and target
// names are made of the table's name and port — never the computer's
// hostname — and the table code is not in it.
type announcement struct {
	instance string   // "cego-anna-47474", the service instance
	target   string   // "cego-anna-47474.local.", the SRV target the addresses belong to
	port     int      // the table's port
	ips      []net.IP // the addresses the table listens on
	txt      []string // proto=, host=, free=
}

// newAnnouncement is the announcement of the table of the host named name
// on port with free seats, reachable at ips.
func newAnnouncement(name string, port, free int, ips []net.IP) announcement {
	name = cleanName(name, "Cego")
	label := "cego-" + strconv.Itoa(port)
	if l := dnsLabel(name); l != "" {
		label = "cego-" + l + "-" + strconv.Itoa(port)
	}
	return announcement{instance: label, target: label + ".local.", port: port, ips: append([]net.IP(nil), ips...),
		txt: []string{"proto=" + strconv.Itoa(Protocol), "host=" + name, "free=" + strconv.Itoa(free)}}
}

// withFree is the announcement with another number of free seats.
func (r announcement) withFree(free int) announcement {
	r.txt = append([]string(nil), r.txt...)
	r.txt[2] = "free=" + strconv.Itoa(free)
	return r
}

var quietLog = log.New(io.Discard, "", 0)

// Announce starts announcing a table of the host named name, listening on
// port at the addresses ips, with free seats. Announce only while hosting
// (the window closes the announcer with the table).
func Announce(name string, port, free int, ips []net.IP) (*Announcer, error) {
	if len(ips) == 0 {
		return nil, errors.New("cannot announce the table: it listens on no address of the local network")
	}
	a := &Announcer{rec: newAnnouncement(name, port, free, ips)}
	if err := a.start(); err != nil {
		return nil, err
	}
	return a, nil
}

// service is the mDNS zone of the announcement: the records it answers
// with are made of these fields only.
func (r announcement) service() (*mdns.MDNSService, error) {
	return mdns.NewMDNSService(r.instance, Service, "", r.target, r.port, r.ips, r.txt)
}

func (a *Announcer) start() error {
	svc, err := a.rec.service()
	if err != nil {
		return fmt.Errorf("cannot announce the table: %w", err)
	}
	srv, err := mdns.NewServer(&mdns.Config{Zone: svc, Logger: quietLog})
	if err != nil {
		return fmt.Errorf("cannot announce the table: %w", err)
	}
	a.server = srv
	return nil
}

// Name is the name the table is announced under ("cego-anna-47474.local"),
// which a guest may use as the table's address.
func (a *Announcer) Name() string { return strings.TrimSuffix(a.rec.target, ".") }

// SetFree announces a new number of free seats.
func (a *Announcer) SetFree(free int) error {
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.server == nil || a.rec.withFree(free).txt[2] == a.rec.txt[2] {
		return nil
	}
	a.server.Shutdown()
	a.rec = a.rec.withFree(free)
	return a.start()
}

// Close stops the announcement.
func (a *Announcer) Close() error {
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.server == nil {
		return nil
	}
	err := a.server.Shutdown()
	a.server = nil
	return err
}

// Announce announces the table on the local network under the host's
// name until Close, keeping the number of free seats current as guests
// take them. It announces the addresses the table listens on: its own
// when it listens on one, else the addresses a friend can type
// (Addresses).
func (h *Host) Announce(name string) error {
	h.mu.Lock()
	if !h.started || h.closed || h.announcer != nil {
		h.mu.Unlock()
		return errors.New("announce a table once, while it is open")
	}
	h.mu.Unlock()
	a, err := Announce(name, h.Port(), h.FreeSeats(), h.listenIPs())
	if err != nil {
		return err
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.closed {
		a.Close()
		return ErrClosed
	}
	h.announcer = a
	h.announced = strings.ToLower(a.Name())
	return nil
}

// listenIPs are the addresses the table listens on that a friend can
// reach: the one it is bound to, or (bound to every interface) those of
// Addresses.
func (h *Host) listenIPs() []net.IP {
	if a, ok := h.Addr().(*net.TCPAddr); ok && a.IP != nil && !a.IP.IsUnspecified() {
		return []net.IP{a.IP}
	}
	var out []net.IP
	for _, ad := range h.Addresses() {
		host, _, err := net.SplitHostPort(ad)
		if ip := net.ParseIP(host); err == nil && ip != nil {
			out = append(out, ip)
		}
	}
	return out
}

// reannounceLocked brings the announced free seats up to date (in the
// background: restarting the announcement takes a moment). h.mu is held.
func (h *Host) reannounceLocked() {
	if a := h.announcer; a != nil {
		go func() {
			if err := a.SetFree(h.FreeSeats()); err != nil {
				h.logf("announcement: %v", err)
			}
		}()
	}
}

// FreeSeats returns the number of guest seats nobody has taken yet.
func (h *Host) FreeSeats() int {
	h.mu.Lock()
	defer h.mu.Unlock()
	n := 0
	for _, s := range h.seats {
		if s.kind == KindGuest && s.token == "" {
			n++
		}
	}
	return n
}

// dnsLabel keeps the letters, digits and dashes of s (at most 40).
func dnsLabel(s string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(s) {
		if (r >= 'a' && r <= 'z') || (r >= '0' && r <= '9') || r == '-' {
			b.WriteRune(r)
		}
		if b.Len() == 40 {
			break
		}
	}
	return strings.Trim(b.String(), "-")
}

// Browse lists the tables announced on the local network within timeout.
func Browse(ctx context.Context, timeout time.Duration) ([]Table, error) {
	entries := make(chan *mdns.ServiceEntry, 64)
	params := mdns.DefaultParams(Service)
	params.Entries = entries
	params.Timeout = timeout
	params.Logger = quietLog
	errc := make(chan error, 1)
	go func() { errc <- mdns.QueryContext(ctx, params) }()
	seen := map[string]Table{}
	for {
		select {
		case e := <-entries:
			if t, ok := tableOf(e); ok {
				seen[t.Instance+"|"+t.Addr] = t
			}
		case err := <-errc:
			for {
				select {
				case e := <-entries:
					if t, ok := tableOf(e); ok {
						seen[t.Instance+"|"+t.Addr] = t
					}
					continue
				default:
				}
				break
			}
			if err != nil && len(seen) == 0 {
				return nil, fmt.Errorf("cannot look for tables: %w", err)
			}
			out := make([]Table, 0, len(seen))
			for _, t := range seen {
				out = append(out, t)
			}
			sort.Slice(out, func(i, j int) bool { return out[i].Instance+out[i].Addr < out[j].Instance+out[j].Addr })
			return out, nil
		}
	}
}

// tableOf reads an announcement; anything unexpected is ignored.
func tableOf(e *mdns.ServiceEntry) (Table, bool) {
	if e == nil || e.Port <= 0 || e.Port > 65535 {
		return Table{}, false
	}
	var ip net.IP
	switch {
	case e.AddrV4 != nil:
		ip = e.AddrV4
	case e.AddrV6IPAddr != nil && e.AddrV6IPAddr.Zone == "":
		ip = e.AddrV6IPAddr.IP
	default:
		return Table{}, false
	}
	t := Table{Instance: cleanName(strings.TrimSuffix(e.Name, "."+Service+".local."), "?"), Addr: net.JoinHostPort(ip.String(), strconv.Itoa(e.Port))}
	for _, f := range e.InfoFields {
		k, v, _ := strings.Cut(f, "=")
		switch k {
		case "proto":
			t.Protocol, _ = strconv.Atoi(v)
		case "host":
			t.Host = cleanName(v, "?")
		case "free":
			if n, err := strconv.Atoi(v); err == nil && n >= 0 && n <= maxPeople {
				t.Free = n
			}
		}
	}
	return t, t.Protocol > 0
}
