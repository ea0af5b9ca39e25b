package netplay

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log"
	"net"
	"os"
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
// The table code is not announced: only who hosts, the protocol and the
// free seats.
type Announcer struct {
	mu     sync.Mutex
	name   string
	port   int
	free   int
	server *mdns.Server
}

var quietLog = log.New(io.Discard, "", 0)

// Announce starts announcing a table of the host named name, listening on
// port, with free seats. Announce only while hosting (the window closes
// the announcer with the table).
func Announce(name string, port, free int) (*Announcer, error) {
	a := &Announcer{name: cleanName(name, "Cego"), port: port, free: free}
	if err := a.start(); err != nil {
		return nil, err
	}
	return a, nil
}

func (a *Announcer) start() error {
	host := dnsLabel(a.name)
	if h, err := os.Hostname(); err == nil && dnsLabel(h) != "" {
		host = dnsLabel(h)
	}
	if host == "" {
		host = "cego"
	}
	instance := "cego-" + dnsLabel(a.name) + "-" + strconv.Itoa(a.port)
	txt := []string{"proto=" + strconv.Itoa(Protocol), "host=" + a.name, "free=" + strconv.Itoa(a.free)}
	svc, err := mdns.NewMDNSService(instance, Service, "", host+".local.", a.port, multicastIPs(), txt)
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

// SetFree announces a new number of free seats.
func (a *Announcer) SetFree(free int) error {
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.server == nil || free == a.free {
		return nil
	}
	a.server.Shutdown()
	a.free = free
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
// take them.
func (h *Host) Announce(name string) error {
	h.mu.Lock()
	if !h.started || h.closed || h.announcer != nil {
		h.mu.Unlock()
		return errors.New("announce a table once, while it is open")
	}
	h.mu.Unlock()
	a, err := Announce(name, h.Port(), h.FreeSeats())
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
	return nil
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

// multicastIPs are the addresses of the interfaces that are up and can
// multicast (not link-local IPv6, which needs a zone).
func multicastIPs() []net.IP {
	ifs, err := net.Interfaces()
	if err != nil {
		return nil
	}
	var ips []net.IP
	for _, ifc := range ifs {
		if ifc.Flags&net.FlagUp == 0 || ifc.Flags&net.FlagMulticast == 0 {
			continue
		}
		addrs, err := ifc.Addrs()
		if err != nil {
			continue
		}
		for _, ad := range addrs {
			if ipn, ok := ad.(*net.IPNet); ok && !ipn.IP.IsLinkLocalUnicast() {
				ips = append(ips, ipn.IP)
			}
		}
	}
	return ips
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
